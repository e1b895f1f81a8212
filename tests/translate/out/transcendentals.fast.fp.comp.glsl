#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) readonly buffer type_4_block_0Compute { uvec4 _group_0_binding_0_cs[9]; };

layout(std430, binding = 1) readonly buffer type_5_block_1Compute { uvec4 _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_5_block_2Compute { uvec4 _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_6_block_3Compute { uint _group_0_binding_3_cs[]; };


void main() {
    uvec3 id = gl_GlobalInvocationID;
    uvec4 r[9] = uvec4[9](uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u));
    bool p0_ = false;
    bool p1_ = false;
    bool killed = false;
    uint v0_ = 0u;
    uint invocation = id.x;
    if ((invocation >= uint(_group_0_binding_3_cs.length()))) {
        return;
    }
    uvec4 _e6[9] = _group_0_binding_0_cs;
    r = _e6;
    uvec4 _e14 = _group_0_binding_1_cs[((invocation * 6u) + 0u)];
    r[3] = _e14;
    uvec4 _e20 = _group_0_binding_1_cs[((invocation * 6u) + 1u)];
    r[4] = _e20;
    uvec4 _e26 = _group_0_binding_1_cs[((invocation * 6u) + 2u)];
    r[5] = _e26;
    uvec4 _e32 = _group_0_binding_1_cs[((invocation * 6u) + 3u)];
    r[6] = _e32;
    uvec4 _e38 = _group_0_binding_1_cs[((invocation * 6u) + 4u)];
    r[7] = _e38;
    uvec4 _e44 = _group_0_binding_1_cs[((invocation * 6u) + 5u)];
    r[8] = _e44;
    p0_ = false;
    p1_ = false;
    killed = false;
    v0_ = 0u;
    uvec4 _e53 = r[7];
    float _e63 = sin(uintBitsToFloat(_e53.x));
    r[1].x = floatBitsToUint(_e63);
    uvec4 _e71 = r[7];
    float _e80 = cos(uintBitsToFloat(_e71.y));
    r[1].y = floatBitsToUint(_e80);
    uvec4 _e88 = r[7];
    float _e97 = exp2(uintBitsToFloat(_e88.z));
    r[1].z = floatBitsToUint(_e97);
    uvec4 _e105 = r[7];
    float _e114 = log2(uintBitsToFloat(_e105.w));
    r[1].w = floatBitsToUint(_e114);
    uvec4 _e122 = r[8];
    float _e135 = inversesqrt(uintBitsToFloat((floatBitsToUint(uintBitsToFloat(_e122.x)) & 2147483647u)));
    r[2].x = floatBitsToUint(_e135);
    uvec4 _e143 = r[8];
    uvec4 _e153 = r[8];
    float _e158 = uintBitsToFloat(_e153.z);
    float _e162 = log2(uintBitsToFloat(_e143.y));
    float _e183 = exp2(((((_e158 == 0.0) && (uintBitsToFloat((floatBitsToUint(_e162) & 2147483647u)) == uintBitsToFloat(2139095040u))) || ((_e162 == 0.0) && (uintBitsToFloat((floatBitsToUint(_e158) & 2147483647u)) == uintBitsToFloat(2139095040u)))) ? uintBitsToFloat(2143289344u) : (_e158 * _e162)));
    r[2].y = floatBitsToUint(_e183);
    uvec4 _e191 = r[8];
    float _e201 = (1.0 / uintBitsToFloat(_e191.w));
    r[2].z = floatBitsToUint(_e201);
    uvec4 _e209 = r[1];
    uvec4 _e219 = r[2];
    r[0].x = floatBitsToUint((uintBitsToFloat(_e209.x) * uintBitsToFloat(_e219.x)));
    r[0].y = floatBitsToUint((uintBitsToFloat(_e209.y) * uintBitsToFloat(_e219.y)));
    r[0].z = floatBitsToUint((uintBitsToFloat(_e209.z) * uintBitsToFloat(_e219.z)));
    r[0].w = floatBitsToUint((uintBitsToFloat(_e209.w) * uintBitsToFloat(_e219.w)));
    uvec4 _e244 = r[0];
    _group_0_binding_2_cs[((invocation * 1u) + 0u)] = _e244;
    bool _e246 = killed;
    _group_0_binding_3_cs[invocation] = ((_e246 ? 1u : 0u) | 0u);
    return;
}

