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

float f32ftz_mul(float a_1, float b) {
    uint _e4 = shasm_opaque_zero;
    float _e7 = uintBitsToFloat((floatBitsToUint((a_1 * b)) ^ _e4));
    float _e13 = uintBitsToFloat(((floatBitsToUint(a_1) + 2048u) & 4294963200u));
    float _e14 = (a_1 - _e13);
    float _e18 = uintBitsToFloat(((floatBitsToUint(b) + 2048u) & 4294963200u));
    float _e19 = (b - _e18);
    uint _e22 = shasm_opaque_zero;
    uint _e29 = shasm_opaque_zero;
    uint _e36 = shasm_opaque_zero;
    uint _e43 = shasm_opaque_zero;
    uint _e48 = floatBitsToUint(_e7);
    return uintBitsToFloat((((_e48 & 2147483647u) < 8388608u) ? (_e48 & 2147483648u) : _e48));
}

float f16_input(float a_2) {
    int _e11 = max((126 - int(((floatBitsToUint(a_2) >> 23u) & 255u))), 13);
    uint _e12 = floatBitsToUint(a_2);
    uint _e14 = (_e12 & 2147483648u);
    uint _e23 = (_e12 & 2147483647u);
    uint _e39 = uint(min(max(_e11, 1), 23));
    uint _e44 = (1u << _e39);
    uint _e45 = (_e44 - 1u);
    uint _e46 = (_e23 & _e45);
    uint _e48 = (1u << (_e39 - 1u));
    float _e66 = uintBitsToFloat(((_e11 > 24) ? _e14 : ((_e11 == 24) ? ((!((_e23 == (_e12 & 2139095040u))) || false) ? (_e14 | ((((floatBitsToUint(a_2) >> 23u) & 255u) + 1u) << 23u)) : _e14) : (_e14 | ((_e23 & ~(_e45)) + (((_e46 > _e48) || ((_e46 == _e48) && (false || (true && (((((_e23 & 8388607u) | 8388608u) >> _e39) & 1u) == 1u))))) ? _e44 : 0u))))));
    return (((floatBitsToUint(a_2) & 2147483647u) >= 2139095040u) ? a_2 : (((floatBitsToUint(_e66) & 2147483647u) >= 1199570944u) ? uintBitsToFloat(((floatBitsToUint(_e66) & 2147483648u) | 2139095040u)) : _e66));
}

float fx12_input(float a_3) {
    uint _e3 = floatBitsToUint(a_3);
    uint _e5 = (_e3 & 2147483647u);
    uint _e22 = floatBitsToUint(a_3);
    uint _e23 = (_e22 & 2147483647u);
    float _e38 = (((((_e23 == 0u) ? 2147483648u : ((_e22 >= 2147483648u) ? ~(_e22) : (_e23 | 2147483648u))) > 3221217280u) && !(((floatBitsToUint(a_3) & 2147483647u) > 2139095040u))) ? 1.9990234 : (((((_e5 == 0u) ? 2147483648u : ((_e3 >= 2147483648u) ? ~(_e3) : (_e5 | 2147483648u))) < 1073741823u) && !(((floatBitsToUint(a_3) & 2147483647u) > 2139095040u))) ? -2.0 : a_3));
    int _e47 = (140 - int(((floatBitsToUint(_e38) >> 23u) & 255u)));
    uint _e48 = floatBitsToUint(_e38);
    uint _e49 = (_e48 & 2147483648u);
    uint _e56 = (_e48 & 2147483647u);
    uint _e72 = uint(min(max(_e47, 1), 23));
    uint _e77 = (1u << _e72);
    uint _e78 = (_e77 - 1u);
    uint _e79 = (_e56 & _e78);
    uint _e81 = (1u << (_e72 - 1u));
    uint _e103 = (floatBitsToUint(_e38) & 2147483647u);
    return (((floatBitsToUint(a_3) & 2147483647u) > 2139095040u) ? 0.0 : ((_e103 > 2139095040u) ? 0.0 : ((_e103 == 2139095040u) ? _e38 : ((_e47 <= 0) ? _e38 : uintBitsToFloat(((_e47 > 24) ? _e49 : ((_e47 == 24) ? ((!((_e56 == (_e48 & 2139095040u))) || false) ? (_e49 | ((((floatBitsToUint(_e38) >> 23u) & 255u) + 1u) << 23u)) : _e49) : (_e49 | ((_e56 & ~(_e78)) + (((_e79 > _e81) || ((_e79 == _e81) && (false || (true && (((((_e56 & 8388607u) | 8388608u) >> _e72) & 1u) == 1u))))) ? _e77 : 0u))))))))));
}

float fx12_add(float a_4, float b_1) {
    uint _e4 = shasm_opaque_zero;
    float _e7 = uintBitsToFloat((floatBitsToUint((a_4 + b_1)) ^ _e4));
    float _e8 = (_e7 - a_4);
    float _e12 = ((a_4 - (_e7 - _e8)) + (b_1 - _e8));
    int _e20 = (140 - int(((floatBitsToUint(_e7) >> 23u) & 255u)));
    uint _e21 = floatBitsToUint(_e7);
    uint _e23 = (_e21 & 2147483648u);
    uint _e25 = floatBitsToUint(_e12);
    uint _e27 = (_e25 & 2147483647u);
    bool _e41 = ((((_e27 == 0u) ? 2147483648u : ((_e25 >= 2147483648u) ? ~(_e25) : (_e27 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e12) & 2147483647u) > 2139095040u)));
    uint _e42 = floatBitsToUint(_e12);
    uint _e43 = (_e42 & 2147483647u);
    bool _e59 = (!(_e41) && (((((_e43 == 0u) ? 2147483648u : ((_e42 >= 2147483648u) ? ~(_e42) : (_e43 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e12) & 2147483647u) > 2139095040u))) == (_e23 != 0u)));
    uint _e64 = (_e21 & 2147483647u);
    uint _e80 = uint(min(max(_e20, 1), 23));
    uint _e85 = (1u << _e80);
    uint _e86 = (_e85 - 1u);
    uint _e87 = (_e64 & _e86);
    uint _e89 = (1u << (_e80 - 1u));
    uint _e111 = (floatBitsToUint(_e7) & 2147483647u);
    return ((_e111 > 2139095040u) ? 0.0 : ((_e111 == 2139095040u) ? _e7 : ((_e20 <= 0) ? _e7 : uintBitsToFloat(((_e20 > 24) ? _e23 : ((_e20 == 24) ? ((!((_e64 == (_e21 & 2139095040u))) || _e59) ? (_e23 | ((((floatBitsToUint(_e7) >> 23u) & 255u) + 1u) << 23u)) : _e23) : (_e23 | ((_e64 & ~(_e86)) + (((_e87 > _e89) || ((_e87 == _e89) && (_e59 || (_e41 && (((((_e64 & 8388607u) | 8388608u) >> _e80) & 1u) == 1u))))) ? _e85 : 0u)))))))));
}

float f32ftz_add(float a_5, float b_2) {
    uint _e4 = shasm_opaque_zero;
    float _e7 = uintBitsToFloat((floatBitsToUint((a_5 + b_2)) ^ _e4));
    float _e8 = (_e7 - a_5);
    uint _e13 = floatBitsToUint(_e7);
    return uintBitsToFloat((((_e13 & 2147483647u) < 8388608u) ? (_e13 & 2147483648u) : _e13));
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
    r[1].x = _e97.x;
    r[1].y = _e97.y;
    r[1].z = _e97.z;
    r[1].w = _e97.w;
    uvec4 _e109 = r[1];
    float _e115 = f32ftz_input(uintBitsToFloat(_e109.x));
    float _e117 = f32ftz_input(uintBitsToFloat(_e109.y));
    float _e119 = f32ftz_input(uintBitsToFloat(_e109.z));
    float _e121 = f32ftz_input(uintBitsToFloat(_e109.w));
    uvec4 _e123 = r[104];
    float _e129 = f32ftz_input(uintBitsToFloat(_e123.x));
    float _e131 = f32ftz_input(uintBitsToFloat(_e123.y));
    float _e133 = f32ftz_input(uintBitsToFloat(_e123.z));
    float _e135 = f32ftz_input(uintBitsToFloat(_e123.w));
    float _e136 = f32ftz_mul(_e115, _e129);
    float _e137 = f32ftz_mul(_e117, _e131);
    float _e138 = f32ftz_mul(_e119, _e133);
    float _e139 = f32ftz_mul(_e121, _e135);
    float _e140 = f16_input(_e136);
    float _e141 = f16_input(_e137);
    float _e142 = f16_input(_e138);
    float _e143 = f16_input(_e139);
    r[33].x = floatBitsToUint(_e140);
    r[33].y = floatBitsToUint(_e141);
    r[33].z = floatBitsToUint(_e142);
    r[33].w = floatBitsToUint(_e143);
    uvec4 _e154 = r[33];
    float _e160 = fx12_input(uintBitsToFloat(_e154.x));
    float _e162 = fx12_input(uintBitsToFloat(_e154.y));
    float _e164 = fx12_input(uintBitsToFloat(_e154.z));
    float _e166 = fx12_input(uintBitsToFloat(_e154.w));
    uvec4 _e168 = r[100];
    float _e174 = fx12_input(uintBitsToFloat(_e168.x));
    float _e176 = fx12_input(uintBitsToFloat(_e168.y));
    float _e178 = fx12_input(uintBitsToFloat(_e168.z));
    float _e180 = fx12_input(uintBitsToFloat(_e168.w));
    float _e181 = fx12_add(_e160, _e174);
    float _e182 = fx12_add(_e162, _e176);
    float _e183 = fx12_add(_e164, _e178);
    float _e184 = fx12_add(_e166, _e180);
    uint _e187 = floatBitsToUint(_e181);
    uint _e189 = (_e187 & 2147483647u);
    uint _e206 = floatBitsToUint(_e181);
    uint _e207 = (_e206 & 2147483647u);
    uint _e222 = floatBitsToUint(_e182);
    uint _e223 = (_e222 & 2147483647u);
    uint _e237 = floatBitsToUint(_e182);
    uint _e238 = (_e237 & 2147483647u);
    uint _e252 = floatBitsToUint(_e183);
    uint _e253 = (_e252 & 2147483647u);
    uint _e267 = floatBitsToUint(_e183);
    uint _e268 = (_e267 & 2147483647u);
    uint _e282 = floatBitsToUint(_e184);
    uint _e283 = (_e282 & 2147483647u);
    uint _e297 = floatBitsToUint(_e184);
    uint _e298 = (_e297 & 2147483647u);
    r[2].x = floatBitsToUint((((((_e207 == 0u) ? 2147483648u : ((_e206 >= 2147483648u) ? ~(_e206) : (_e207 | 2147483648u))) < 1073741823u) && !(((floatBitsToUint(_e181) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e189 == 0u) ? 2147483648u : ((_e187 >= 2147483648u) ? ~(_e187) : (_e189 | 2147483648u))) > 3221217280u) && !(((floatBitsToUint(_e181) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e181)));
    r[2].y = floatBitsToUint((((((_e238 == 0u) ? 2147483648u : ((_e237 >= 2147483648u) ? ~(_e237) : (_e238 | 2147483648u))) < 1073741823u) && !(((floatBitsToUint(_e182) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e223 == 0u) ? 2147483648u : ((_e222 >= 2147483648u) ? ~(_e222) : (_e223 | 2147483648u))) > 3221217280u) && !(((floatBitsToUint(_e182) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e182)));
    r[2].z = floatBitsToUint((((((_e268 == 0u) ? 2147483648u : ((_e267 >= 2147483648u) ? ~(_e267) : (_e268 | 2147483648u))) < 1073741823u) && !(((floatBitsToUint(_e183) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e253 == 0u) ? 2147483648u : ((_e252 >= 2147483648u) ? ~(_e252) : (_e253 | 2147483648u))) > 3221217280u) && !(((floatBitsToUint(_e183) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e183)));
    r[2].w = floatBitsToUint((((((_e298 == 0u) ? 2147483648u : ((_e297 >= 2147483648u) ? ~(_e297) : (_e298 | 2147483648u))) < 1073741823u) && !(((floatBitsToUint(_e184) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e283 == 0u) ? 2147483648u : ((_e282 >= 2147483648u) ? ~(_e282) : (_e283 | 2147483648u))) > 3221217280u) && !(((floatBitsToUint(_e184) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e184)));
    uvec4 _e322 = r[2];
    float _e328 = f32ftz_input(uintBitsToFloat(_e322.x));
    float _e330 = f32ftz_input(uintBitsToFloat(_e322.y));
    float _e332 = f32ftz_input(uintBitsToFloat(_e322.z));
    float _e334 = f32ftz_input(uintBitsToFloat(_e322.w));
    uvec4 _e336 = r[105];
    float _e342 = f32ftz_input(uintBitsToFloat(_e336.x));
    float _e344 = f32ftz_input(uintBitsToFloat(_e336.y));
    float _e346 = f32ftz_input(uintBitsToFloat(_e336.z));
    float _e348 = f32ftz_input(uintBitsToFloat(_e336.w));
    uvec4 _e350 = r[33];
    float _e356 = f32ftz_input(uintBitsToFloat(_e350.x));
    float _e358 = f32ftz_input(uintBitsToFloat(_e350.y));
    float _e360 = f32ftz_input(uintBitsToFloat(_e350.z));
    float _e362 = f32ftz_input(uintBitsToFloat(_e350.w));
    float _e363 = f32ftz_mul(_e328, _e342);
    float _e364 = f32ftz_add(_e363, _e356);
    float _e365 = f32ftz_mul(_e330, _e344);
    float _e366 = f32ftz_add(_e365, _e358);
    float _e367 = f32ftz_mul(_e332, _e346);
    float _e368 = f32ftz_add(_e367, _e360);
    float _e369 = f32ftz_mul(_e334, _e348);
    float _e370 = f32ftz_add(_e369, _e362);
    r[3].x = floatBitsToUint(_e364);
    r[3].y = floatBitsToUint(_e366);
    r[3].z = floatBitsToUint(_e368);
    r[3].w = floatBitsToUint(_e370);
    uvec4 _e381 = r[3];
    r[0].x = _e381.x;
    r[0].y = _e381.y;
    r[0].z = _e381.z;
    r[0].w = _e381.w;
    uvec4 _e394 = r[0];
    _group_0_binding_2_cs[((invocation * 1u) + 0u)] = _e394;
    bool _e396 = killed;
    _group_0_binding_3_cs[invocation] = ((_e396 ? 1u : 0u) | 0u);
    return;
}

