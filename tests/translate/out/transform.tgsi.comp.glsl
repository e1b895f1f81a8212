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
    uvec4 _e14 = _group_0_binding_1_cs[((invocation * 2u) + 0u)];
    r[3] = _e14;
    uvec4 _e20 = _group_0_binding_1_cs[((invocation * 2u) + 1u)];
    r[4] = _e20;
    p0_ = false;
    p1_ = false;
    killed = false;
    v0_ = 0u;
    uvec4 _e30 = r[5];
    uvec4 _e40 = r[3];
    float _e55 = ((((uintBitsToFloat(_e30.x) * uintBitsToFloat(_e40.x)) + (uintBitsToFloat(_e30.y) * uintBitsToFloat(_e40.y))) + (uintBitsToFloat(_e30.z) * uintBitsToFloat(_e40.z))) + (uintBitsToFloat(_e30.w) * uintBitsToFloat(_e40.w)));
    r[2].x = floatBitsToUint(_e55);
    uvec4 _e63 = r[6];
    uvec4 _e73 = r[3];
    float _e88 = ((((uintBitsToFloat(_e63.x) * uintBitsToFloat(_e73.x)) + (uintBitsToFloat(_e63.y) * uintBitsToFloat(_e73.y))) + (uintBitsToFloat(_e63.z) * uintBitsToFloat(_e73.z))) + (uintBitsToFloat(_e63.w) * uintBitsToFloat(_e73.w)));
    r[2].y = floatBitsToUint(_e88);
    uvec4 _e96 = r[7];
    uvec4 _e106 = r[3];
    float _e121 = ((((uintBitsToFloat(_e96.x) * uintBitsToFloat(_e106.x)) + (uintBitsToFloat(_e96.y) * uintBitsToFloat(_e106.y))) + (uintBitsToFloat(_e96.z) * uintBitsToFloat(_e106.z))) + (uintBitsToFloat(_e96.w) * uintBitsToFloat(_e106.w)));
    r[2].z = floatBitsToUint(_e121);
    uvec4 _e129 = r[8];
    uvec4 _e139 = r[3];
    float _e154 = ((((uintBitsToFloat(_e129.x) * uintBitsToFloat(_e139.x)) + (uintBitsToFloat(_e129.y) * uintBitsToFloat(_e139.y))) + (uintBitsToFloat(_e129.z) * uintBitsToFloat(_e139.z))) + (uintBitsToFloat(_e129.w) * uintBitsToFloat(_e139.w)));
    r[2].w = floatBitsToUint(_e154);
    uvec4 _e162 = r[2];
    r[0].x = _e162.x;
    r[0].y = _e162.y;
    r[0].z = _e162.z;
    r[0].w = _e162.w;
    uvec4 _e173 = r[4];
    r[1].x = _e173.x;
    r[1].y = _e173.y;
    r[1].z = _e173.z;
    r[1].w = _e173.w;
    uvec4 _e186 = r[0];
    _group_0_binding_2_cs[((invocation * 2u) + 0u)] = _e186;
    uvec4 _e191 = r[1];
    _group_0_binding_2_cs[((invocation * 2u) + 1u)] = _e191;
    bool _e193 = killed;
    _group_0_binding_3_cs[invocation] = ((_e193 ? 1u : 0u) | 0u);
    return;
}

