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
    uvec4 _e18 = _group_0_binding_1_cs[((invocation * 6u) + 0u)];
    r[3] = _e18;
    uvec4 _e24 = _group_0_binding_1_cs[((invocation * 6u) + 1u)];
    r[4] = _e24;
    uvec4 _e30 = _group_0_binding_1_cs[((invocation * 6u) + 2u)];
    r[5] = _e30;
    uvec4 _e36 = _group_0_binding_1_cs[((invocation * 6u) + 3u)];
    r[6] = _e36;
    uvec4 _e42 = _group_0_binding_1_cs[((invocation * 6u) + 4u)];
    r[7] = _e42;
    uvec4 _e48 = _group_0_binding_1_cs[((invocation * 6u) + 5u)];
    r[8] = _e48;
    p0_ = false;
    p1_ = false;
    killed = false;
    uvec4 _e54 = uvec4(2u);
    cc = uvec4[2](_e54, _e54);
    steps = 0u;
    v0_ = 0u;
    uvec4 _e61 = r[7];
    float _e71 = sin(uintBitsToFloat(_e61.x));
    r[1].x = floatBitsToUint(_e71);
    uvec4 _e79 = r[7];
    float _e88 = cos(uintBitsToFloat(_e79.y));
    r[1].y = floatBitsToUint(_e88);
    uvec4 _e96 = r[7];
    float _e105 = exp2(uintBitsToFloat(_e96.z));
    r[1].z = floatBitsToUint(_e105);
    uvec4 _e113 = r[7];
    float _e122 = log2(uintBitsToFloat(_e113.w));
    r[1].w = floatBitsToUint(_e122);
    uvec4 _e130 = r[8];
    float _e143 = inversesqrt(uintBitsToFloat((floatBitsToUint(uintBitsToFloat(_e130.x)) & 2147483647u)));
    r[2].x = floatBitsToUint(_e143);
    uvec4 _e151 = r[8];
    uvec4 _e161 = r[8];
    float _e166 = uintBitsToFloat(_e161.z);
    float _e170 = log2(uintBitsToFloat(_e151.y));
    float _e191 = exp2(((((_e166 == 0.0) && (uintBitsToFloat((floatBitsToUint(_e170) & 2147483647u)) == uintBitsToFloat(2139095040u))) || ((_e170 == 0.0) && (uintBitsToFloat((floatBitsToUint(_e166) & 2147483647u)) == uintBitsToFloat(2139095040u)))) ? uintBitsToFloat(2143289344u) : (_e166 * _e170)));
    r[2].y = floatBitsToUint(_e191);
    uvec4 _e199 = r[8];
    float _e209 = (1.0 / uintBitsToFloat(_e199.w));
    r[2].z = floatBitsToUint(_e209);
    uvec4 _e217 = r[1];
    uvec4 _e227 = r[2];
    r[0].x = floatBitsToUint((uintBitsToFloat(_e217.x) * uintBitsToFloat(_e227.x)));
    r[0].y = floatBitsToUint((uintBitsToFloat(_e217.y) * uintBitsToFloat(_e227.y)));
    r[0].z = floatBitsToUint((uintBitsToFloat(_e217.z) * uintBitsToFloat(_e227.z)));
    r[0].w = floatBitsToUint((uintBitsToFloat(_e217.w) * uintBitsToFloat(_e227.w)));
    uvec4 _e252 = r[0];
    _group_0_binding_2_cs[((invocation * 1u) + 0u)] = _e252;
    bool _e254 = killed;
    _group_0_binding_3_cs[invocation] = ((_e254 ? 1u : 0u) | 0u);
    return;
}

