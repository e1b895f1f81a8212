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
    uvec4 cc[2] = uvec4[2](uvec4(0u), uvec4(0u));
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
    uvec4 _e50 = uvec4(2u);
    cc = uvec4[2](_e50, _e50);
    v0_ = 0u;
    uvec4 _e56 = r[7];
    float _e66 = sin(uintBitsToFloat(_e56.x));
    r[1].x = floatBitsToUint(_e66);
    uvec4 _e74 = r[7];
    float _e83 = cos(uintBitsToFloat(_e74.y));
    r[1].y = floatBitsToUint(_e83);
    uvec4 _e91 = r[7];
    float _e100 = exp2(uintBitsToFloat(_e91.z));
    r[1].z = floatBitsToUint(_e100);
    uvec4 _e108 = r[7];
    float _e117 = log2(uintBitsToFloat(_e108.w));
    r[1].w = floatBitsToUint(_e117);
    uvec4 _e125 = r[8];
    float _e138 = inversesqrt(uintBitsToFloat((floatBitsToUint(uintBitsToFloat(_e125.x)) & 2147483647u)));
    r[2].x = floatBitsToUint(_e138);
    uvec4 _e146 = r[8];
    uvec4 _e156 = r[8];
    float _e161 = uintBitsToFloat(_e156.z);
    float _e165 = log2(uintBitsToFloat(_e146.y));
    float _e186 = exp2(((((_e161 == 0.0) && (uintBitsToFloat((floatBitsToUint(_e165) & 2147483647u)) == uintBitsToFloat(2139095040u))) || ((_e165 == 0.0) && (uintBitsToFloat((floatBitsToUint(_e161) & 2147483647u)) == uintBitsToFloat(2139095040u)))) ? uintBitsToFloat(2143289344u) : (_e161 * _e165)));
    r[2].y = floatBitsToUint(_e186);
    uvec4 _e194 = r[8];
    float _e204 = (1.0 / uintBitsToFloat(_e194.w));
    r[2].z = floatBitsToUint(_e204);
    uvec4 _e212 = r[1];
    uvec4 _e222 = r[2];
    r[0].x = floatBitsToUint((uintBitsToFloat(_e212.x) * uintBitsToFloat(_e222.x)));
    r[0].y = floatBitsToUint((uintBitsToFloat(_e212.y) * uintBitsToFloat(_e222.y)));
    r[0].z = floatBitsToUint((uintBitsToFloat(_e212.z) * uintBitsToFloat(_e222.z)));
    r[0].w = floatBitsToUint((uintBitsToFloat(_e212.w) * uintBitsToFloat(_e222.w)));
    uvec4 _e247 = r[0];
    _group_0_binding_2_cs[((invocation * 1u) + 0u)] = _e247;
    bool _e249 = killed;
    _group_0_binding_3_cs[invocation] = ((_e249 ? 1u : 0u) | 0u);
    return;
}

