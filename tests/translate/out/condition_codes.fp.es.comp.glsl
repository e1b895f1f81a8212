#version 310 es

precision highp float;
precision highp int;

layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint shasm_opaque_zero = 0u;

layout(std430, binding = 0) readonly buffer type_4_block_0Compute { uvec4 _group_0_binding_0_cs[176]; };

layout(std430, binding = 1) readonly buffer type_5_block_1Compute { uvec4 _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_5_block_2Compute { uvec4 _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_6_block_3Compute { uint _group_0_binding_3_cs[]; };


float f32ftz_input(float a) {
    uint _e2 = floatBitsToUint(a);
    return uintBitsToFloat((((_e2 & 2147483647u) < 8388608u) ? (_e2 & 2147483648u) : _e2));
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    uvec4 r[176] = uvec4[176](uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u));
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
    uvec4 _e7 = _group_0_binding_0_cs[175];
    shasm_opaque_zero = _e7.x;
    uvec4 _e10[176] = _group_0_binding_0_cs;
    r = _e10;
    uvec4 _e18 = _group_0_binding_1_cs[((invocation * 12u) + 0u)];
    r[99] = _e18;
    uvec4 _e24 = _group_0_binding_1_cs[((invocation * 12u) + 1u)];
    r[100] = _e24;
    uvec4 _e30 = _group_0_binding_1_cs[((invocation * 12u) + 2u)];
    r[101] = _e30;
    uvec4 _e36 = _group_0_binding_1_cs[((invocation * 12u) + 3u)];
    r[102] = _e36;
    uvec4 _e42 = _group_0_binding_1_cs[((invocation * 12u) + 4u)];
    r[103] = _e42;
    uvec4 _e48 = _group_0_binding_1_cs[((invocation * 12u) + 5u)];
    r[104] = _e48;
    uvec4 _e54 = _group_0_binding_1_cs[((invocation * 12u) + 6u)];
    r[105] = _e54;
    uvec4 _e60 = _group_0_binding_1_cs[((invocation * 12u) + 7u)];
    r[106] = _e60;
    uvec4 _e66 = _group_0_binding_1_cs[((invocation * 12u) + 8u)];
    r[107] = _e66;
    uvec4 _e72 = _group_0_binding_1_cs[((invocation * 12u) + 9u)];
    r[108] = _e72;
    uvec4 _e78 = _group_0_binding_1_cs[((invocation * 12u) + 10u)];
    r[109] = _e78;
    uvec4 _e84 = _group_0_binding_1_cs[((invocation * 12u) + 11u)];
    r[110] = _e84;
    p0_ = false;
    p1_ = false;
    killed = false;
    uvec4 _e90 = uvec4(2u);
    cc = uvec4[2](_e90, _e90);
    steps = 0u;
    v0_ = 0u;
    uvec4 _e97 = r[103];
    r[97].x = _e97.x;
    r[97].y = _e97.y;
    r[97].z = _e97.z;
    r[97].w = _e97.w;
    float _e108 = f32ftz_input(uintBitsToFloat(_e97.x));
    uint _e115 = floatBitsToUint(_e108);
    uint _e116 = (_e115 & 2147483647u);
    uint _e130 = floatBitsToUint(_e108);
    uint _e131 = (_e130 & 2147483647u);
    cc[0].x = (((floatBitsToUint(_e108) & 2147483647u) > 2139095040u) ? 3u : (((((_e116 == 0u) ? 2147483648u : ((_e115 >= 2147483648u) ? ~(_e115) : (_e116 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e108) & 2147483647u) > 2139095040u))) ? 1u : (((((_e131 == 0u) ? 2147483648u : ((_e130 >= 2147483648u) ? ~(_e130) : (_e131 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e108) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    float _e150 = f32ftz_input(uintBitsToFloat(_e97.y));
    uint _e154 = floatBitsToUint(_e150);
    uint _e155 = (_e154 & 2147483647u);
    uint _e168 = floatBitsToUint(_e150);
    uint _e169 = (_e168 & 2147483647u);
    cc[0].y = (((floatBitsToUint(_e150) & 2147483647u) > 2139095040u) ? 3u : (((((_e155 == 0u) ? 2147483648u : ((_e154 >= 2147483648u) ? ~(_e154) : (_e155 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e150) & 2147483647u) > 2139095040u))) ? 1u : (((((_e169 == 0u) ? 2147483648u : ((_e168 >= 2147483648u) ? ~(_e168) : (_e169 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e150) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    float _e188 = f32ftz_input(uintBitsToFloat(_e97.z));
    uint _e192 = floatBitsToUint(_e188);
    uint _e193 = (_e192 & 2147483647u);
    uint _e206 = floatBitsToUint(_e188);
    uint _e207 = (_e206 & 2147483647u);
    cc[0].z = (((floatBitsToUint(_e188) & 2147483647u) > 2139095040u) ? 3u : (((((_e193 == 0u) ? 2147483648u : ((_e192 >= 2147483648u) ? ~(_e192) : (_e193 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e188) & 2147483647u) > 2139095040u))) ? 1u : (((((_e207 == 0u) ? 2147483648u : ((_e206 >= 2147483648u) ? ~(_e206) : (_e207 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e188) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    float _e226 = f32ftz_input(uintBitsToFloat(_e97.w));
    uint _e230 = floatBitsToUint(_e226);
    uint _e231 = (_e230 & 2147483647u);
    uint _e244 = floatBitsToUint(_e226);
    uint _e245 = (_e244 & 2147483647u);
    cc[0].w = (((floatBitsToUint(_e226) & 2147483647u) > 2139095040u) ? 3u : (((((_e231 == 0u) ? 2147483648u : ((_e230 >= 2147483648u) ? ~(_e230) : (_e231 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e226) & 2147483647u) > 2139095040u))) ? 1u : (((((_e245 == 0u) ? 2147483648u : ((_e244 >= 2147483648u) ? ~(_e244) : (_e245 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e226) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    uvec4 _e264 = r[100];
    r[2].x = _e264.x;
    r[2].y = _e264.y;
    r[2].z = _e264.z;
    r[2].w = _e264.w;
    uvec4 _e275 = r[2];
    uint _e291 = cc[0].x;
    uint _e298 = cc[0].y;
    uint _e304 = cc[0].z;
    uint _e310 = cc[0].w;
    if ((((53970u >> _e291) & 1u) != 0u)) {
        r[2].x = ((_e275.x & 4294967295u) ^ 2147483648u);
    }
    if ((((53970u >> _e298) & 1u) != 0u)) {
        r[2].y = ((_e275.y & 4294967295u) ^ 2147483648u);
    }
    if ((((53970u >> _e304) & 1u) != 0u)) {
        r[2].z = ((_e275.z & 4294967295u) ^ 2147483648u);
    }
    if ((((53970u >> _e310) & 1u) != 0u)) {
        r[2].w = ((_e275.w & 4294967295u) ^ 2147483648u);
    }
    uint _e321 = cc[0].x;
    uint _e328 = cc[0].x;
    uint _e334 = cc[0].x;
    uint _e340 = cc[0].x;
    bool _e347 = killed;
    killed = (_e347 || (((((17476u >> _e321) & 1u) != 0u) || (((17476u >> _e328) & 1u) != 0u)) || ((((17476u >> _e334) & 1u) != 0u) || (((17476u >> _e340) & 1u) != 0u))));
    uvec4 _e350 = r[2];
    r[0].x = _e350.x;
    r[0].y = _e350.y;
    r[0].z = _e350.z;
    r[0].w = _e350.w;
    uvec4 _e363 = r[0];
    _group_0_binding_2_cs[((invocation * 1u) + 0u)] = _e363;
    bool _e365 = killed;
    _group_0_binding_3_cs[invocation] = ((_e365 ? 1u : 0u) | 0u);
    return;
}

