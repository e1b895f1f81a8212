#version 310 es

precision highp float;
precision highp int;

layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint shasm_opaque_zero = 0u;

layout(std430, binding = 0) readonly buffer type_4_block_0Compute { uvec4 _group_0_binding_0_cs[10]; };

layout(std430, binding = 1) readonly buffer type_5_block_1Compute { uvec4 _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_5_block_2Compute { uvec4 _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_6_block_3Compute { uint _group_0_binding_3_cs[]; };


void main() {
    uvec3 id = gl_GlobalInvocationID;
    uvec4 r[10] = uvec4[10](uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u));
    bool p0_ = false;
    bool p1_ = false;
    bool killed = false;
    uvec4 cc[2] = uvec4[2](uvec4(0u), uvec4(0u));
    uint steps = 0u;
    uint v0_ = 0u;
    uint invocation = id.x;
    if ((invocation >= uint(_group_0_binding_3_cs.length()))) {
        return;
    }
    uvec4 _e7 = _group_0_binding_0_cs[9];
    shasm_opaque_zero = _e7.x;
    uvec4 _e10[10] = _group_0_binding_0_cs;
    r = _e10;
    uvec4 _e18 = _group_0_binding_1_cs[((invocation * 2u) + 0u)];
    r[3] = _e18;
    uvec4 _e24 = _group_0_binding_1_cs[((invocation * 2u) + 1u)];
    r[4] = _e24;
    p0_ = false;
    p1_ = false;
    killed = false;
    uvec4 _e30 = uvec4(2u);
    cc = uvec4[2](_e30, _e30);
    steps = 0u;
    v0_ = 0u;
    uvec4 _e38 = r[5];
    uvec4 _e48 = r[3];
    uint _e59 = shasm_opaque_zero;
    uint _e65 = shasm_opaque_zero;
    uint _e72 = shasm_opaque_zero;
    uint _e79 = shasm_opaque_zero;
    float _e83 = (((uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e38.x) * uintBitsToFloat(_e48.x))) ^ _e59)) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e38.y) * uintBitsToFloat(_e48.y))) ^ _e65))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e38.z) * uintBitsToFloat(_e48.z))) ^ _e72))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e38.w) * uintBitsToFloat(_e48.w))) ^ _e79)));
    r[2].x = floatBitsToUint(_e83);
    uvec4 _e91 = r[6];
    uvec4 _e101 = r[3];
    uint _e112 = shasm_opaque_zero;
    uint _e118 = shasm_opaque_zero;
    uint _e125 = shasm_opaque_zero;
    uint _e132 = shasm_opaque_zero;
    float _e136 = (((uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e91.x) * uintBitsToFloat(_e101.x))) ^ _e112)) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e91.y) * uintBitsToFloat(_e101.y))) ^ _e118))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e91.z) * uintBitsToFloat(_e101.z))) ^ _e125))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e91.w) * uintBitsToFloat(_e101.w))) ^ _e132)));
    r[2].y = floatBitsToUint(_e136);
    uvec4 _e144 = r[7];
    uvec4 _e154 = r[3];
    uint _e165 = shasm_opaque_zero;
    uint _e171 = shasm_opaque_zero;
    uint _e178 = shasm_opaque_zero;
    uint _e185 = shasm_opaque_zero;
    float _e189 = (((uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e144.x) * uintBitsToFloat(_e154.x))) ^ _e165)) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e144.y) * uintBitsToFloat(_e154.y))) ^ _e171))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e144.z) * uintBitsToFloat(_e154.z))) ^ _e178))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e144.w) * uintBitsToFloat(_e154.w))) ^ _e185)));
    r[2].z = floatBitsToUint(_e189);
    uvec4 _e197 = r[8];
    uvec4 _e207 = r[3];
    uint _e218 = shasm_opaque_zero;
    uint _e224 = shasm_opaque_zero;
    uint _e231 = shasm_opaque_zero;
    uint _e238 = shasm_opaque_zero;
    float _e242 = (((uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e197.x) * uintBitsToFloat(_e207.x))) ^ _e218)) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e197.y) * uintBitsToFloat(_e207.y))) ^ _e224))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e197.z) * uintBitsToFloat(_e207.z))) ^ _e231))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e197.w) * uintBitsToFloat(_e207.w))) ^ _e238)));
    r[2].w = floatBitsToUint(_e242);
    uvec4 _e250 = r[2];
    r[0].x = _e250.x;
    r[0].y = _e250.y;
    r[0].z = _e250.z;
    r[0].w = _e250.w;
    uvec4 _e261 = r[4];
    r[1].x = _e261.x;
    r[1].y = _e261.y;
    r[1].z = _e261.z;
    r[1].w = _e261.w;
    uvec4 _e274 = r[0];
    _group_0_binding_2_cs[((invocation * 2u) + 0u)] = _e274;
    uvec4 _e279 = r[1];
    _group_0_binding_2_cs[((invocation * 2u) + 1u)] = _e279;
    bool _e281 = killed;
    _group_0_binding_3_cs[invocation] = ((_e281 ? 1u : 0u) | 0u);
    return;
}

