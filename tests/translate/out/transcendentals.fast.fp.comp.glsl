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
    uint steps = 0u;
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
    steps = 0u;
    v0_ = 0u;
    uvec4 _e57 = r[7];
    float _e67 = sin(uintBitsToFloat(_e57.x));
    r[1].x = floatBitsToUint(_e67);
    uvec4 _e75 = r[7];
    float _e84 = cos(uintBitsToFloat(_e75.y));
    r[1].y = floatBitsToUint(_e84);
    uvec4 _e92 = r[7];
    float _e101 = exp2(uintBitsToFloat(_e92.z));
    r[1].z = floatBitsToUint(_e101);
    uvec4 _e109 = r[7];
    float _e118 = log2(uintBitsToFloat(_e109.w));
    r[1].w = floatBitsToUint(_e118);
    uvec4 _e126 = r[8];
    float _e139 = inversesqrt(uintBitsToFloat((floatBitsToUint(uintBitsToFloat(_e126.x)) & 2147483647u)));
    r[2].x = floatBitsToUint(_e139);
    uvec4 _e147 = r[8];
    uvec4 _e157 = r[8];
    float _e162 = uintBitsToFloat(_e157.z);
    float _e166 = log2(uintBitsToFloat(_e147.y));
    float _e187 = exp2(((((_e162 == 0.0) && (uintBitsToFloat((floatBitsToUint(_e166) & 2147483647u)) == uintBitsToFloat(2139095040u))) || ((_e166 == 0.0) && (uintBitsToFloat((floatBitsToUint(_e162) & 2147483647u)) == uintBitsToFloat(2139095040u)))) ? uintBitsToFloat(2143289344u) : (_e162 * _e166)));
    r[2].y = floatBitsToUint(_e187);
    uvec4 _e195 = r[8];
    float _e205 = (1.0 / uintBitsToFloat(_e195.w));
    r[2].z = floatBitsToUint(_e205);
    uvec4 _e213 = r[1];
    uvec4 _e223 = r[2];
    r[0].x = floatBitsToUint((uintBitsToFloat(_e213.x) * uintBitsToFloat(_e223.x)));
    r[0].y = floatBitsToUint((uintBitsToFloat(_e213.y) * uintBitsToFloat(_e223.y)));
    r[0].z = floatBitsToUint((uintBitsToFloat(_e213.z) * uintBitsToFloat(_e223.z)));
    r[0].w = floatBitsToUint((uintBitsToFloat(_e213.w) * uintBitsToFloat(_e223.w)));
    uvec4 _e248 = r[0];
    _group_0_binding_2_cs[((invocation * 1u) + 0u)] = _e248;
    bool _e250 = killed;
    _group_0_binding_3_cs[invocation] = ((_e250 ? 1u : 0u) | 0u);
    return;
}

