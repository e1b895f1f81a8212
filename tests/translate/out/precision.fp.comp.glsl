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
    uint _e14 = floatBitsToUint(-2.0);
    uint _e15 = (_e14 & 2147483647u);
    uint _e33 = floatBitsToUint(a_3);
    uint _e34 = (_e33 & 2147483647u);
    uint _e41 = floatBitsToUint(1.9990234);
    uint _e42 = (_e41 & 2147483647u);
    float _e60 = (((((_e34 == 0u) ? 2147483648u : ((_e33 >= 2147483648u) ? ~(_e33) : (_e34 | 2147483648u))) > ((_e42 == 0u) ? 2147483648u : ((_e41 >= 2147483648u) ? ~(_e41) : (_e42 | 2147483648u)))) && !((((floatBitsToUint(a_3) & 2147483647u) > 2139095040u) || ((floatBitsToUint(1.9990234) & 2147483647u) > 2139095040u)))) ? 1.9990234 : (((((_e5 == 0u) ? 2147483648u : ((_e3 >= 2147483648u) ? ~(_e3) : (_e5 | 2147483648u))) < ((_e15 == 0u) ? 2147483648u : ((_e14 >= 2147483648u) ? ~(_e14) : (_e15 | 2147483648u)))) && !((((floatBitsToUint(a_3) & 2147483647u) > 2139095040u) || ((floatBitsToUint(-2.0) & 2147483647u) > 2139095040u)))) ? -2.0 : a_3));
    int _e69 = (140 - int(((floatBitsToUint(_e60) >> 23u) & 255u)));
    uint _e70 = floatBitsToUint(_e60);
    uint _e71 = (_e70 & 2147483648u);
    uint _e78 = (_e70 & 2147483647u);
    uint _e94 = uint(min(max(_e69, 1), 23));
    uint _e99 = (1u << _e94);
    uint _e100 = (_e99 - 1u);
    uint _e101 = (_e78 & _e100);
    uint _e103 = (1u << (_e94 - 1u));
    uint _e125 = (floatBitsToUint(_e60) & 2147483647u);
    return (((floatBitsToUint(a_3) & 2147483647u) > 2139095040u) ? 0.0 : ((_e125 > 2139095040u) ? 0.0 : ((_e125 == 2139095040u) ? _e60 : ((_e69 <= 0) ? _e60 : uintBitsToFloat(((_e69 > 24) ? _e71 : ((_e69 == 24) ? ((!((_e78 == (_e70 & 2139095040u))) || false) ? (_e71 | ((((floatBitsToUint(_e60) >> 23u) & 255u) + 1u) << 23u)) : _e71) : (_e71 | ((_e78 & ~(_e100)) + (((_e101 > _e103) || ((_e101 == _e103) && (false || (true && (((((_e78 & 8388607u) | 8388608u) >> _e94) & 1u) == 1u))))) ? _e99 : 0u))))))))));
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
    uint _e30 = floatBitsToUint(0.0);
    uint _e31 = (_e30 & 2147483647u);
    bool _e48 = ((((_e22 == 0u) ? 2147483648u : ((_e20 >= 2147483648u) ? ~(_e20) : (_e22 | 2147483648u))) == ((_e31 == 0u) ? 2147483648u : ((_e30 >= 2147483648u) ? ~(_e30) : (_e31 | 2147483648u)))) && !((((floatBitsToUint(_e7) & 2147483647u) > 2139095040u) || ((floatBitsToUint(0.0) & 2147483647u) > 2139095040u))));
    uint _e49 = floatBitsToUint(_e7);
    uint _e50 = (_e49 & 2147483647u);
    uint _e57 = floatBitsToUint(0.0);
    uint _e58 = (_e57 & 2147483647u);
    bool _e78 = (!(_e48) && (((((_e50 == 0u) ? 2147483648u : ((_e49 >= 2147483648u) ? ~(_e49) : (_e50 | 2147483648u))) < ((_e58 == 0u) ? 2147483648u : ((_e57 >= 2147483648u) ? ~(_e57) : (_e58 | 2147483648u)))) && !((((floatBitsToUint(_e7) & 2147483647u) > 2139095040u) || ((floatBitsToUint(0.0) & 2147483647u) > 2139095040u)))) == (_e18 != 0u)));
    uint _e83 = (_e16 & 2147483647u);
    uint _e99 = uint(min(max(_e15, 1), 23));
    uint _e104 = (1u << _e99);
    uint _e105 = (_e104 - 1u);
    uint _e106 = (_e83 & _e105);
    uint _e108 = (1u << (_e99 - 1u));
    uint _e130 = (floatBitsToUint(_e2) & 2147483647u);
    return ((_e130 > 2139095040u) ? 0.0 : ((_e130 == 2139095040u) ? _e2 : ((_e15 <= 0) ? _e2 : uintBitsToFloat(((_e15 > 24) ? _e18 : ((_e15 == 24) ? ((!((_e83 == (_e16 & 2139095040u))) || _e78) ? (_e18 | ((((floatBitsToUint(_e2) >> 23u) & 255u) + 1u) << 23u)) : _e18) : (_e18 | ((_e83 & ~(_e105)) + (((_e106 > _e108) || ((_e106 == _e108) && (_e78 || (_e48 && (((((_e83 & 8388607u) | 8388608u) >> _e99) & 1u) == 1u))))) ? _e104 : 0u)))))))));
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
    v0_ = 0u;
    uvec4 _e89 = r[103];
    r[1].x = _e89.x;
    r[1].y = _e89.y;
    r[1].z = _e89.z;
    r[1].w = _e89.w;
    uvec4 _e101 = r[1];
    float _e107 = f32ftz_input(uintBitsToFloat(_e101.x));
    float _e109 = f32ftz_input(uintBitsToFloat(_e101.y));
    float _e111 = f32ftz_input(uintBitsToFloat(_e101.z));
    float _e113 = f32ftz_input(uintBitsToFloat(_e101.w));
    uvec4 _e115 = r[104];
    float _e121 = f32ftz_input(uintBitsToFloat(_e115.x));
    float _e123 = f32ftz_input(uintBitsToFloat(_e115.y));
    float _e125 = f32ftz_input(uintBitsToFloat(_e115.z));
    float _e127 = f32ftz_input(uintBitsToFloat(_e115.w));
    float _e128 = f32ftz_mul(_e107, _e121);
    float _e129 = f32ftz_mul(_e109, _e123);
    float _e130 = f32ftz_mul(_e111, _e125);
    float _e131 = f32ftz_mul(_e113, _e127);
    float _e132 = f16_input(_e128);
    float _e133 = f16_input(_e129);
    float _e134 = f16_input(_e130);
    float _e135 = f16_input(_e131);
    r[33].x = floatBitsToUint(_e132);
    r[33].y = floatBitsToUint(_e133);
    r[33].z = floatBitsToUint(_e134);
    r[33].w = floatBitsToUint(_e135);
    uvec4 _e146 = r[33];
    float _e152 = fx12_input(uintBitsToFloat(_e146.x));
    float _e154 = fx12_input(uintBitsToFloat(_e146.y));
    float _e156 = fx12_input(uintBitsToFloat(_e146.z));
    float _e158 = fx12_input(uintBitsToFloat(_e146.w));
    uvec4 _e160 = r[100];
    float _e166 = fx12_input(uintBitsToFloat(_e160.x));
    float _e168 = fx12_input(uintBitsToFloat(_e160.y));
    float _e170 = fx12_input(uintBitsToFloat(_e160.z));
    float _e172 = fx12_input(uintBitsToFloat(_e160.w));
    float _e173 = fx12_add(_e152, _e166);
    float _e174 = fx12_add(_e154, _e168);
    float _e175 = fx12_add(_e156, _e170);
    float _e176 = fx12_add(_e158, _e172);
    uint _e179 = floatBitsToUint(_e173);
    uint _e181 = (_e179 & 2147483647u);
    uint _e189 = floatBitsToUint(1.9990234);
    uint _e190 = (_e189 & 2147483647u);
    uint _e209 = floatBitsToUint(_e173);
    uint _e210 = (_e209 & 2147483647u);
    uint _e217 = floatBitsToUint(-2.0);
    uint _e218 = (_e217 & 2147483647u);
    uint _e236 = floatBitsToUint(_e174);
    uint _e237 = (_e236 & 2147483647u);
    uint _e244 = floatBitsToUint(1.9990234);
    uint _e245 = (_e244 & 2147483647u);
    uint _e263 = floatBitsToUint(_e174);
    uint _e264 = (_e263 & 2147483647u);
    uint _e271 = floatBitsToUint(-2.0);
    uint _e272 = (_e271 & 2147483647u);
    uint _e290 = floatBitsToUint(_e175);
    uint _e291 = (_e290 & 2147483647u);
    uint _e298 = floatBitsToUint(1.9990234);
    uint _e299 = (_e298 & 2147483647u);
    uint _e317 = floatBitsToUint(_e175);
    uint _e318 = (_e317 & 2147483647u);
    uint _e325 = floatBitsToUint(-2.0);
    uint _e326 = (_e325 & 2147483647u);
    uint _e344 = floatBitsToUint(_e176);
    uint _e345 = (_e344 & 2147483647u);
    uint _e352 = floatBitsToUint(1.9990234);
    uint _e353 = (_e352 & 2147483647u);
    uint _e371 = floatBitsToUint(_e176);
    uint _e372 = (_e371 & 2147483647u);
    uint _e379 = floatBitsToUint(-2.0);
    uint _e380 = (_e379 & 2147483647u);
    r[2].x = floatBitsToUint((((((_e210 == 0u) ? 2147483648u : ((_e209 >= 2147483648u) ? ~(_e209) : (_e210 | 2147483648u))) < ((_e218 == 0u) ? 2147483648u : ((_e217 >= 2147483648u) ? ~(_e217) : (_e218 | 2147483648u)))) && !((((floatBitsToUint(_e173) & 2147483647u) > 2139095040u) || ((floatBitsToUint(-2.0) & 2147483647u) > 2139095040u)))) ? -2.0 : (((((_e181 == 0u) ? 2147483648u : ((_e179 >= 2147483648u) ? ~(_e179) : (_e181 | 2147483648u))) > ((_e190 == 0u) ? 2147483648u : ((_e189 >= 2147483648u) ? ~(_e189) : (_e190 | 2147483648u)))) && !((((floatBitsToUint(_e173) & 2147483647u) > 2139095040u) || ((floatBitsToUint(1.9990234) & 2147483647u) > 2139095040u)))) ? 1.9990234 : _e173)));
    r[2].y = floatBitsToUint((((((_e264 == 0u) ? 2147483648u : ((_e263 >= 2147483648u) ? ~(_e263) : (_e264 | 2147483648u))) < ((_e272 == 0u) ? 2147483648u : ((_e271 >= 2147483648u) ? ~(_e271) : (_e272 | 2147483648u)))) && !((((floatBitsToUint(_e174) & 2147483647u) > 2139095040u) || ((floatBitsToUint(-2.0) & 2147483647u) > 2139095040u)))) ? -2.0 : (((((_e237 == 0u) ? 2147483648u : ((_e236 >= 2147483648u) ? ~(_e236) : (_e237 | 2147483648u))) > ((_e245 == 0u) ? 2147483648u : ((_e244 >= 2147483648u) ? ~(_e244) : (_e245 | 2147483648u)))) && !((((floatBitsToUint(_e174) & 2147483647u) > 2139095040u) || ((floatBitsToUint(1.9990234) & 2147483647u) > 2139095040u)))) ? 1.9990234 : _e174)));
    r[2].z = floatBitsToUint((((((_e318 == 0u) ? 2147483648u : ((_e317 >= 2147483648u) ? ~(_e317) : (_e318 | 2147483648u))) < ((_e326 == 0u) ? 2147483648u : ((_e325 >= 2147483648u) ? ~(_e325) : (_e326 | 2147483648u)))) && !((((floatBitsToUint(_e175) & 2147483647u) > 2139095040u) || ((floatBitsToUint(-2.0) & 2147483647u) > 2139095040u)))) ? -2.0 : (((((_e291 == 0u) ? 2147483648u : ((_e290 >= 2147483648u) ? ~(_e290) : (_e291 | 2147483648u))) > ((_e299 == 0u) ? 2147483648u : ((_e298 >= 2147483648u) ? ~(_e298) : (_e299 | 2147483648u)))) && !((((floatBitsToUint(_e175) & 2147483647u) > 2139095040u) || ((floatBitsToUint(1.9990234) & 2147483647u) > 2139095040u)))) ? 1.9990234 : _e175)));
    r[2].w = floatBitsToUint((((((_e372 == 0u) ? 2147483648u : ((_e371 >= 2147483648u) ? ~(_e371) : (_e372 | 2147483648u))) < ((_e380 == 0u) ? 2147483648u : ((_e379 >= 2147483648u) ? ~(_e379) : (_e380 | 2147483648u)))) && !((((floatBitsToUint(_e176) & 2147483647u) > 2139095040u) || ((floatBitsToUint(-2.0) & 2147483647u) > 2139095040u)))) ? -2.0 : (((((_e345 == 0u) ? 2147483648u : ((_e344 >= 2147483648u) ? ~(_e344) : (_e345 | 2147483648u))) > ((_e353 == 0u) ? 2147483648u : ((_e352 >= 2147483648u) ? ~(_e352) : (_e353 | 2147483648u)))) && !((((floatBitsToUint(_e176) & 2147483647u) > 2139095040u) || ((floatBitsToUint(1.9990234) & 2147483647u) > 2139095040u)))) ? 1.9990234 : _e176)));
    uvec4 _e408 = r[2];
    float _e414 = f32ftz_input(uintBitsToFloat(_e408.x));
    float _e416 = f32ftz_input(uintBitsToFloat(_e408.y));
    float _e418 = f32ftz_input(uintBitsToFloat(_e408.z));
    float _e420 = f32ftz_input(uintBitsToFloat(_e408.w));
    uvec4 _e422 = r[105];
    float _e428 = f32ftz_input(uintBitsToFloat(_e422.x));
    float _e430 = f32ftz_input(uintBitsToFloat(_e422.y));
    float _e432 = f32ftz_input(uintBitsToFloat(_e422.z));
    float _e434 = f32ftz_input(uintBitsToFloat(_e422.w));
    uvec4 _e436 = r[33];
    float _e442 = f32ftz_input(uintBitsToFloat(_e436.x));
    float _e444 = f32ftz_input(uintBitsToFloat(_e436.y));
    float _e446 = f32ftz_input(uintBitsToFloat(_e436.z));
    float _e448 = f32ftz_input(uintBitsToFloat(_e436.w));
    float _e449 = f32ftz_mul(_e414, _e428);
    float _e450 = f32ftz_add(_e449, _e442);
    float _e451 = f32ftz_mul(_e416, _e430);
    float _e452 = f32ftz_add(_e451, _e444);
    float _e453 = f32ftz_mul(_e418, _e432);
    float _e454 = f32ftz_add(_e453, _e446);
    float _e455 = f32ftz_mul(_e420, _e434);
    float _e456 = f32ftz_add(_e455, _e448);
    r[3].x = floatBitsToUint(_e450);
    r[3].y = floatBitsToUint(_e452);
    r[3].z = floatBitsToUint(_e454);
    r[3].w = floatBitsToUint(_e456);
    uvec4 _e467 = r[3];
    r[0].x = _e467.x;
    r[0].y = _e467.y;
    r[0].z = _e467.z;
    r[0].w = _e467.w;
    uvec4 _e480 = r[0];
    _group_0_binding_2_cs[((invocation * 1u) + 0u)] = _e480;
    bool _e482 = killed;
    _group_0_binding_3_cs[invocation] = ((_e482 ? 1u : 0u) | 0u);
    return;
}

