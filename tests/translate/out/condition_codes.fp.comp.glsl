#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) readonly buffer type_4_block_0Compute { uvec4 _group_0_binding_0_cs[175]; };

layout(std430, binding = 1) readonly buffer type_5_block_1Compute { uvec4 _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_5_block_2Compute { uvec4 _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_6_block_3Compute { uint _group_0_binding_3_cs[]; };


float f32ftz_input(float a) {
    uint _e2 = floatBitsToUint(a);
    return uintBitsToFloat((((_e2 & 2147483647u) < 8388608u) ? (_e2 & 2147483648u) : _e2));
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    uvec4 r[175] = uvec4[175](uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u));
    bool p0_ = false;
    bool p1_ = false;
    bool killed = false;
    uvec4 cc[2] = uvec4[2](uvec4(0u), uvec4(0u));
    uint v0_ = 0u;
    uint invocation = id.x;
    if ((invocation >= uint(_group_0_binding_3_cs.length()))) {
        return;
    }
    uvec4 _e6[175] = _group_0_binding_0_cs;
    r = _e6;
    uvec4 _e14 = _group_0_binding_1_cs[((invocation * 12u) + 0u)];
    r[99] = _e14;
    uvec4 _e20 = _group_0_binding_1_cs[((invocation * 12u) + 1u)];
    r[100] = _e20;
    uvec4 _e26 = _group_0_binding_1_cs[((invocation * 12u) + 2u)];
    r[101] = _e26;
    uvec4 _e32 = _group_0_binding_1_cs[((invocation * 12u) + 3u)];
    r[102] = _e32;
    uvec4 _e38 = _group_0_binding_1_cs[((invocation * 12u) + 4u)];
    r[103] = _e38;
    uvec4 _e44 = _group_0_binding_1_cs[((invocation * 12u) + 5u)];
    r[104] = _e44;
    uvec4 _e50 = _group_0_binding_1_cs[((invocation * 12u) + 6u)];
    r[105] = _e50;
    uvec4 _e56 = _group_0_binding_1_cs[((invocation * 12u) + 7u)];
    r[106] = _e56;
    uvec4 _e62 = _group_0_binding_1_cs[((invocation * 12u) + 8u)];
    r[107] = _e62;
    uvec4 _e68 = _group_0_binding_1_cs[((invocation * 12u) + 9u)];
    r[108] = _e68;
    uvec4 _e74 = _group_0_binding_1_cs[((invocation * 12u) + 10u)];
    r[109] = _e74;
    uvec4 _e80 = _group_0_binding_1_cs[((invocation * 12u) + 11u)];
    r[110] = _e80;
    p0_ = false;
    p1_ = false;
    killed = false;
    uvec4 _e86 = uvec4(2u);
    cc = uvec4[2](_e86, _e86);
    v0_ = 0u;
    uvec4 _e92 = r[103];
    r[97].x = _e92.x;
    r[97].y = _e92.y;
    r[97].z = _e92.z;
    r[97].w = _e92.w;
    float _e103 = f32ftz_input(uintBitsToFloat(_e92.x));
    uint _e110 = floatBitsToUint(_e103);
    uint _e111 = (_e110 & 2147483647u);
    uint _e125 = floatBitsToUint(_e103);
    uint _e126 = (_e125 & 2147483647u);
    cc[0].x = (((floatBitsToUint(_e103) & 2147483647u) > 2139095040u) ? 3u : (((((_e111 == 0u) ? 2147483648u : ((_e110 >= 2147483648u) ? ~(_e110) : (_e111 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e103) & 2147483647u) > 2139095040u))) ? 1u : (((((_e126 == 0u) ? 2147483648u : ((_e125 >= 2147483648u) ? ~(_e125) : (_e126 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e103) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    float _e145 = f32ftz_input(uintBitsToFloat(_e92.y));
    uint _e149 = floatBitsToUint(_e145);
    uint _e150 = (_e149 & 2147483647u);
    uint _e163 = floatBitsToUint(_e145);
    uint _e164 = (_e163 & 2147483647u);
    cc[0].y = (((floatBitsToUint(_e145) & 2147483647u) > 2139095040u) ? 3u : (((((_e150 == 0u) ? 2147483648u : ((_e149 >= 2147483648u) ? ~(_e149) : (_e150 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e145) & 2147483647u) > 2139095040u))) ? 1u : (((((_e164 == 0u) ? 2147483648u : ((_e163 >= 2147483648u) ? ~(_e163) : (_e164 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e145) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    float _e183 = f32ftz_input(uintBitsToFloat(_e92.z));
    uint _e187 = floatBitsToUint(_e183);
    uint _e188 = (_e187 & 2147483647u);
    uint _e201 = floatBitsToUint(_e183);
    uint _e202 = (_e201 & 2147483647u);
    cc[0].z = (((floatBitsToUint(_e183) & 2147483647u) > 2139095040u) ? 3u : (((((_e188 == 0u) ? 2147483648u : ((_e187 >= 2147483648u) ? ~(_e187) : (_e188 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e183) & 2147483647u) > 2139095040u))) ? 1u : (((((_e202 == 0u) ? 2147483648u : ((_e201 >= 2147483648u) ? ~(_e201) : (_e202 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e183) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    float _e221 = f32ftz_input(uintBitsToFloat(_e92.w));
    uint _e225 = floatBitsToUint(_e221);
    uint _e226 = (_e225 & 2147483647u);
    uint _e239 = floatBitsToUint(_e221);
    uint _e240 = (_e239 & 2147483647u);
    cc[0].w = (((floatBitsToUint(_e221) & 2147483647u) > 2139095040u) ? 3u : (((((_e226 == 0u) ? 2147483648u : ((_e225 >= 2147483648u) ? ~(_e225) : (_e226 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e221) & 2147483647u) > 2139095040u))) ? 1u : (((((_e240 == 0u) ? 2147483648u : ((_e239 >= 2147483648u) ? ~(_e239) : (_e240 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e221) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    uvec4 _e259 = r[100];
    r[2].x = _e259.x;
    r[2].y = _e259.y;
    r[2].z = _e259.z;
    r[2].w = _e259.w;
    uvec4 _e270 = r[2];
    uint _e286 = cc[0].x;
    uint _e293 = cc[0].y;
    uint _e299 = cc[0].z;
    uint _e305 = cc[0].w;
    if ((((53970u >> _e286) & 1u) != 0u)) {
        r[2].x = ((_e270.x & 4294967295u) ^ 2147483648u);
    }
    if ((((53970u >> _e293) & 1u) != 0u)) {
        r[2].y = ((_e270.y & 4294967295u) ^ 2147483648u);
    }
    if ((((53970u >> _e299) & 1u) != 0u)) {
        r[2].z = ((_e270.z & 4294967295u) ^ 2147483648u);
    }
    if ((((53970u >> _e305) & 1u) != 0u)) {
        r[2].w = ((_e270.w & 4294967295u) ^ 2147483648u);
    }
    uint _e316 = cc[0].x;
    uint _e323 = cc[0].x;
    uint _e329 = cc[0].x;
    uint _e335 = cc[0].x;
    bool _e342 = killed;
    killed = (_e342 || (((((17476u >> _e316) & 1u) != 0u) || (((17476u >> _e323) & 1u) != 0u)) || ((((17476u >> _e329) & 1u) != 0u) || (((17476u >> _e335) & 1u) != 0u))));
    uvec4 _e345 = r[2];
    r[0].x = _e345.x;
    r[0].y = _e345.y;
    r[0].z = _e345.z;
    r[0].w = _e345.w;
    uvec4 _e358 = r[0];
    _group_0_binding_2_cs[((invocation * 1u) + 0u)] = _e358;
    bool _e360 = killed;
    _group_0_binding_3_cs[invocation] = ((_e360 ? 1u : 0u) | 0u);
    return;
}

