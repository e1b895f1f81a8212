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
    uvec4 _e14 = _group_0_binding_1_cs[((invocation * 2u) + 0u)];
    r[3] = _e14;
    uvec4 _e20 = _group_0_binding_1_cs[((invocation * 2u) + 1u)];
    r[4] = _e20;
    p0_ = false;
    p1_ = false;
    killed = false;
    uvec4 _e26 = uvec4(2u);
    cc = uvec4[2](_e26, _e26);
    steps = 0u;
    v0_ = 0u;
    uvec4 _e34 = r[5];
    uvec4 _e44 = r[3];
    float _e59 = ((((uintBitsToFloat(_e34.x) * uintBitsToFloat(_e44.x)) + (uintBitsToFloat(_e34.y) * uintBitsToFloat(_e44.y))) + (uintBitsToFloat(_e34.z) * uintBitsToFloat(_e44.z))) + (uintBitsToFloat(_e34.w) * uintBitsToFloat(_e44.w)));
    r[2].x = floatBitsToUint(_e59);
    uvec4 _e67 = r[6];
    uvec4 _e77 = r[3];
    float _e92 = ((((uintBitsToFloat(_e67.x) * uintBitsToFloat(_e77.x)) + (uintBitsToFloat(_e67.y) * uintBitsToFloat(_e77.y))) + (uintBitsToFloat(_e67.z) * uintBitsToFloat(_e77.z))) + (uintBitsToFloat(_e67.w) * uintBitsToFloat(_e77.w)));
    r[2].y = floatBitsToUint(_e92);
    uvec4 _e100 = r[7];
    uvec4 _e110 = r[3];
    float _e125 = ((((uintBitsToFloat(_e100.x) * uintBitsToFloat(_e110.x)) + (uintBitsToFloat(_e100.y) * uintBitsToFloat(_e110.y))) + (uintBitsToFloat(_e100.z) * uintBitsToFloat(_e110.z))) + (uintBitsToFloat(_e100.w) * uintBitsToFloat(_e110.w)));
    r[2].z = floatBitsToUint(_e125);
    uvec4 _e133 = r[8];
    uvec4 _e143 = r[3];
    float _e158 = ((((uintBitsToFloat(_e133.x) * uintBitsToFloat(_e143.x)) + (uintBitsToFloat(_e133.y) * uintBitsToFloat(_e143.y))) + (uintBitsToFloat(_e133.z) * uintBitsToFloat(_e143.z))) + (uintBitsToFloat(_e133.w) * uintBitsToFloat(_e143.w)));
    r[2].w = floatBitsToUint(_e158);
    uvec4 _e166 = r[2];
    r[0].x = _e166.x;
    r[0].y = _e166.y;
    r[0].z = _e166.z;
    r[0].w = _e166.w;
    uvec4 _e177 = r[4];
    r[1].x = _e177.x;
    r[1].y = _e177.y;
    r[1].z = _e177.z;
    r[1].w = _e177.w;
    uvec4 _e190 = r[0];
    _group_0_binding_2_cs[((invocation * 2u) + 0u)] = _e190;
    uvec4 _e195 = r[1];
    _group_0_binding_2_cs[((invocation * 2u) + 1u)] = _e195;
    bool _e197 = killed;
    _group_0_binding_3_cs[invocation] = ((_e197 ? 1u : 0u) | 0u);
    return;
}

