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
    uvec4 _e14 = _group_0_binding_1_cs[((invocation * 2u) + 0u)];
    r[3] = _e14;
    uvec4 _e20 = _group_0_binding_1_cs[((invocation * 2u) + 1u)];
    r[4] = _e20;
    p0_ = false;
    p1_ = false;
    killed = false;
    uvec4 _e26 = uvec4(2u);
    cc = uvec4[2](_e26, _e26);
    v0_ = 0u;
    uvec4 _e33 = r[5];
    uvec4 _e43 = r[3];
    float _e58 = ((((uintBitsToFloat(_e33.x) * uintBitsToFloat(_e43.x)) + (uintBitsToFloat(_e33.y) * uintBitsToFloat(_e43.y))) + (uintBitsToFloat(_e33.z) * uintBitsToFloat(_e43.z))) + (uintBitsToFloat(_e33.w) * uintBitsToFloat(_e43.w)));
    r[2].x = floatBitsToUint(_e58);
    uvec4 _e66 = r[6];
    uvec4 _e76 = r[3];
    float _e91 = ((((uintBitsToFloat(_e66.x) * uintBitsToFloat(_e76.x)) + (uintBitsToFloat(_e66.y) * uintBitsToFloat(_e76.y))) + (uintBitsToFloat(_e66.z) * uintBitsToFloat(_e76.z))) + (uintBitsToFloat(_e66.w) * uintBitsToFloat(_e76.w)));
    r[2].y = floatBitsToUint(_e91);
    uvec4 _e99 = r[7];
    uvec4 _e109 = r[3];
    float _e124 = ((((uintBitsToFloat(_e99.x) * uintBitsToFloat(_e109.x)) + (uintBitsToFloat(_e99.y) * uintBitsToFloat(_e109.y))) + (uintBitsToFloat(_e99.z) * uintBitsToFloat(_e109.z))) + (uintBitsToFloat(_e99.w) * uintBitsToFloat(_e109.w)));
    r[2].z = floatBitsToUint(_e124);
    uvec4 _e132 = r[8];
    uvec4 _e142 = r[3];
    float _e157 = ((((uintBitsToFloat(_e132.x) * uintBitsToFloat(_e142.x)) + (uintBitsToFloat(_e132.y) * uintBitsToFloat(_e142.y))) + (uintBitsToFloat(_e132.z) * uintBitsToFloat(_e142.z))) + (uintBitsToFloat(_e132.w) * uintBitsToFloat(_e142.w)));
    r[2].w = floatBitsToUint(_e157);
    uvec4 _e165 = r[2];
    r[0].x = _e165.x;
    r[0].y = _e165.y;
    r[0].z = _e165.z;
    r[0].w = _e165.w;
    uvec4 _e176 = r[4];
    r[1].x = _e176.x;
    r[1].y = _e176.y;
    r[1].z = _e176.z;
    r[1].w = _e176.w;
    uvec4 _e189 = r[0];
    _group_0_binding_2_cs[((invocation * 2u) + 0u)] = _e189;
    uvec4 _e194 = r[1];
    _group_0_binding_2_cs[((invocation * 2u) + 1u)] = _e194;
    bool _e196 = killed;
    _group_0_binding_3_cs[invocation] = ((_e196 ? 1u : 0u) | 0u);
    return;
}

