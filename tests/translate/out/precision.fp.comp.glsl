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

float f32ftz_mul(float a_1, float b) {
    float _e2 = (a_1 * b);
    float _e8 = uintBitsToFloat(((floatBitsToUint(a_1) + 2048u) & 4294963200u));
    float _e9 = (a_1 - _e8);
    float _e13 = uintBitsToFloat(((floatBitsToUint(b) + 2048u) & 4294963200u));
    float _e14 = (b - _e13);
    uint _e23 = floatBitsToUint(_e2);
    return uintBitsToFloat((((_e23 & 2147483647u) < 8388608u) ? (_e23 & 2147483648u) : _e23));
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
    float _e2 = (a_4 + b_1);
    float _e3 = (_e2 - a_4);
    float _e7 = ((a_4 - (_e2 - _e3)) + (b_1 - _e3));
    int _e15 = (140 - int(((floatBitsToUint(_e2) >> 23u) & 255u)));
    uint _e16 = floatBitsToUint(_e2);
    uint _e18 = (_e16 & 2147483648u);
    uint _e20 = floatBitsToUint(_e7);
    uint _e22 = (_e20 & 2147483647u);
    bool _e36 = ((((_e22 == 0u) ? 2147483648u : ((_e20 >= 2147483648u) ? ~(_e20) : (_e22 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e7) & 2147483647u) > 2139095040u)));
    uint _e37 = floatBitsToUint(_e7);
    uint _e38 = (_e37 & 2147483647u);
    bool _e54 = (!(_e36) && (((((_e38 == 0u) ? 2147483648u : ((_e37 >= 2147483648u) ? ~(_e37) : (_e38 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e7) & 2147483647u) > 2139095040u))) == (_e18 != 0u)));
    uint _e59 = (_e16 & 2147483647u);
    uint _e75 = uint(min(max(_e15, 1), 23));
    uint _e80 = (1u << _e75);
    uint _e81 = (_e80 - 1u);
    uint _e82 = (_e59 & _e81);
    uint _e84 = (1u << (_e75 - 1u));
    uint _e106 = (floatBitsToUint(_e2) & 2147483647u);
    return ((_e106 > 2139095040u) ? 0.0 : ((_e106 == 2139095040u) ? _e2 : ((_e15 <= 0) ? _e2 : uintBitsToFloat(((_e15 > 24) ? _e18 : ((_e15 == 24) ? ((!((_e59 == (_e16 & 2139095040u))) || _e54) ? (_e18 | ((((floatBitsToUint(_e2) >> 23u) & 255u) + 1u) << 23u)) : _e18) : (_e18 | ((_e59 & ~(_e81)) + (((_e82 > _e84) || ((_e82 == _e84) && (_e54 || (_e36 && (((((_e59 & 8388607u) | 8388608u) >> _e75) & 1u) == 1u))))) ? _e80 : 0u)))))))));
}

float f32ftz_add(float a_5, float b_2) {
    float _e2 = (a_5 + b_2);
    float _e3 = (_e2 - a_5);
    uint _e8 = floatBitsToUint(_e2);
    return uintBitsToFloat((((_e8 & 2147483647u) < 8388608u) ? (_e8 & 2147483648u) : _e8));
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    uvec4 r[175] = uvec4[175](uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u));
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
    steps = 0u;
    v0_ = 0u;
    uvec4 _e93 = r[103];
    r[1].x = _e93.x;
    r[1].y = _e93.y;
    r[1].z = _e93.z;
    r[1].w = _e93.w;
    uvec4 _e105 = r[1];
    float _e111 = f32ftz_input(uintBitsToFloat(_e105.x));
    float _e113 = f32ftz_input(uintBitsToFloat(_e105.y));
    float _e115 = f32ftz_input(uintBitsToFloat(_e105.z));
    float _e117 = f32ftz_input(uintBitsToFloat(_e105.w));
    uvec4 _e119 = r[104];
    float _e125 = f32ftz_input(uintBitsToFloat(_e119.x));
    float _e127 = f32ftz_input(uintBitsToFloat(_e119.y));
    float _e129 = f32ftz_input(uintBitsToFloat(_e119.z));
    float _e131 = f32ftz_input(uintBitsToFloat(_e119.w));
    float _e132 = f32ftz_mul(_e111, _e125);
    float _e133 = f32ftz_mul(_e113, _e127);
    float _e134 = f32ftz_mul(_e115, _e129);
    float _e135 = f32ftz_mul(_e117, _e131);
    float _e136 = f16_input(_e132);
    float _e137 = f16_input(_e133);
    float _e138 = f16_input(_e134);
    float _e139 = f16_input(_e135);
    r[33].x = floatBitsToUint(_e136);
    r[33].y = floatBitsToUint(_e137);
    r[33].z = floatBitsToUint(_e138);
    r[33].w = floatBitsToUint(_e139);
    uvec4 _e150 = r[33];
    float _e156 = fx12_input(uintBitsToFloat(_e150.x));
    float _e158 = fx12_input(uintBitsToFloat(_e150.y));
    float _e160 = fx12_input(uintBitsToFloat(_e150.z));
    float _e162 = fx12_input(uintBitsToFloat(_e150.w));
    uvec4 _e164 = r[100];
    float _e170 = fx12_input(uintBitsToFloat(_e164.x));
    float _e172 = fx12_input(uintBitsToFloat(_e164.y));
    float _e174 = fx12_input(uintBitsToFloat(_e164.z));
    float _e176 = fx12_input(uintBitsToFloat(_e164.w));
    float _e177 = fx12_add(_e156, _e170);
    float _e178 = fx12_add(_e158, _e172);
    float _e179 = fx12_add(_e160, _e174);
    float _e180 = fx12_add(_e162, _e176);
    uint _e183 = floatBitsToUint(_e177);
    uint _e185 = (_e183 & 2147483647u);
    uint _e202 = floatBitsToUint(_e177);
    uint _e203 = (_e202 & 2147483647u);
    uint _e218 = floatBitsToUint(_e178);
    uint _e219 = (_e218 & 2147483647u);
    uint _e233 = floatBitsToUint(_e178);
    uint _e234 = (_e233 & 2147483647u);
    uint _e248 = floatBitsToUint(_e179);
    uint _e249 = (_e248 & 2147483647u);
    uint _e263 = floatBitsToUint(_e179);
    uint _e264 = (_e263 & 2147483647u);
    uint _e278 = floatBitsToUint(_e180);
    uint _e279 = (_e278 & 2147483647u);
    uint _e293 = floatBitsToUint(_e180);
    uint _e294 = (_e293 & 2147483647u);
    r[2].x = floatBitsToUint((((((_e203 == 0u) ? 2147483648u : ((_e202 >= 2147483648u) ? ~(_e202) : (_e203 | 2147483648u))) < 1073741823u) && !(((floatBitsToUint(_e177) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e185 == 0u) ? 2147483648u : ((_e183 >= 2147483648u) ? ~(_e183) : (_e185 | 2147483648u))) > 3221217280u) && !(((floatBitsToUint(_e177) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e177)));
    r[2].y = floatBitsToUint((((((_e234 == 0u) ? 2147483648u : ((_e233 >= 2147483648u) ? ~(_e233) : (_e234 | 2147483648u))) < 1073741823u) && !(((floatBitsToUint(_e178) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e219 == 0u) ? 2147483648u : ((_e218 >= 2147483648u) ? ~(_e218) : (_e219 | 2147483648u))) > 3221217280u) && !(((floatBitsToUint(_e178) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e178)));
    r[2].z = floatBitsToUint((((((_e264 == 0u) ? 2147483648u : ((_e263 >= 2147483648u) ? ~(_e263) : (_e264 | 2147483648u))) < 1073741823u) && !(((floatBitsToUint(_e179) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e249 == 0u) ? 2147483648u : ((_e248 >= 2147483648u) ? ~(_e248) : (_e249 | 2147483648u))) > 3221217280u) && !(((floatBitsToUint(_e179) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e179)));
    r[2].w = floatBitsToUint((((((_e294 == 0u) ? 2147483648u : ((_e293 >= 2147483648u) ? ~(_e293) : (_e294 | 2147483648u))) < 1073741823u) && !(((floatBitsToUint(_e180) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e279 == 0u) ? 2147483648u : ((_e278 >= 2147483648u) ? ~(_e278) : (_e279 | 2147483648u))) > 3221217280u) && !(((floatBitsToUint(_e180) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e180)));
    uvec4 _e318 = r[2];
    float _e324 = f32ftz_input(uintBitsToFloat(_e318.x));
    float _e326 = f32ftz_input(uintBitsToFloat(_e318.y));
    float _e328 = f32ftz_input(uintBitsToFloat(_e318.z));
    float _e330 = f32ftz_input(uintBitsToFloat(_e318.w));
    uvec4 _e332 = r[105];
    float _e338 = f32ftz_input(uintBitsToFloat(_e332.x));
    float _e340 = f32ftz_input(uintBitsToFloat(_e332.y));
    float _e342 = f32ftz_input(uintBitsToFloat(_e332.z));
    float _e344 = f32ftz_input(uintBitsToFloat(_e332.w));
    uvec4 _e346 = r[33];
    float _e352 = f32ftz_input(uintBitsToFloat(_e346.x));
    float _e354 = f32ftz_input(uintBitsToFloat(_e346.y));
    float _e356 = f32ftz_input(uintBitsToFloat(_e346.z));
    float _e358 = f32ftz_input(uintBitsToFloat(_e346.w));
    float _e359 = f32ftz_mul(_e324, _e338);
    float _e360 = f32ftz_add(_e359, _e352);
    float _e361 = f32ftz_mul(_e326, _e340);
    float _e362 = f32ftz_add(_e361, _e354);
    float _e363 = f32ftz_mul(_e328, _e342);
    float _e364 = f32ftz_add(_e363, _e356);
    float _e365 = f32ftz_mul(_e330, _e344);
    float _e366 = f32ftz_add(_e365, _e358);
    r[3].x = floatBitsToUint(_e360);
    r[3].y = floatBitsToUint(_e362);
    r[3].z = floatBitsToUint(_e364);
    r[3].w = floatBitsToUint(_e366);
    uvec4 _e377 = r[3];
    r[0].x = _e377.x;
    r[0].y = _e377.y;
    r[0].z = _e377.z;
    r[0].w = _e377.w;
    uvec4 _e390 = r[0];
    _group_0_binding_2_cs[((invocation * 1u) + 0u)] = _e390;
    bool _e392 = killed;
    _group_0_binding_3_cs[invocation] = ((_e392 ? 1u : 0u) | 0u);
    return;
}

