#version 310 es

precision highp float;
precision highp int;

struct FragmentOutput {
    vec4 o_COLR;
    float o_DEPR;
};
uint shasm_opaque_zero = 0u;

layout(std140, binding = 0) uniform type_4_block_0Fragment { uvec4 _group_0_binding_0_fs[181]; };

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 8) smooth in vec4 _vs2fs_location8;
layout(location = 0) out vec4 _fs2p_location0;

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

float f32ftz_add(float a_2, float b_1) {
    uint _e4 = shasm_opaque_zero;
    float _e7 = uintBitsToFloat((floatBitsToUint((a_2 + b_1)) ^ _e4));
    float _e8 = (_e7 - a_2);
    uint _e13 = floatBitsToUint(_e7);
    return uintBitsToFloat((((_e13 & 2147483647u) < 8388608u) ? (_e13 & 2147483648u) : _e13));
}

float f32ftz_round(float a_3) {
    uint _e2 = floatBitsToUint(a_3);
    return uintBitsToFloat((((_e2 & 2147483647u) < 8388608u) ? (_e2 & 2147483648u) : _e2));
}

void main() {
    vec4 f_WPOS = gl_FragCoord;
    vec4 f_COL0_ = _vs2fs_location0;
    vec4 f_TEX0_ = _vs2fs_location8;
    uvec4 r[181] = uvec4[181](uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u));
    bool p0_ = false;
    bool p1_ = false;
    bool killed = false;
    uvec4 cc[2] = uvec4[2](uvec4(0u), uvec4(0u));
    uint steps = 0u;
    uint v0_ = 0u;
    uvec4 _e5 = _group_0_binding_0_fs[180];
    shasm_opaque_zero = _e5.x;
    uvec4 _e8[181] = _group_0_binding_0_fs;
    r = _e8;
    r[100] = floatBitsToUint(f_WPOS);
    r[101] = floatBitsToUint(f_COL0_);
    r[104] = floatBitsToUint(f_TEX0_);
    p0_ = false;
    p1_ = false;
    killed = false;
    uvec4 _e21 = uvec4(2u);
    cc = uvec4[2](_e21, _e21);
    steps = 0u;
    v0_ = 0u;
    uvec4 _e29 = r[104];
    float _e35 = f32ftz_input(uintBitsToFloat(_e29.x));
    float _e37 = f32ftz_input(uintBitsToFloat(_e29.y));
    float _e39 = f32ftz_input(uintBitsToFloat(_e29.z));
    float _e41 = f32ftz_input(uintBitsToFloat(_e29.w));
    uvec4 _e43 = r[176];
    float _e49 = f32ftz_input(uintBitsToFloat(_e43.x));
    float _e51 = f32ftz_input(uintBitsToFloat(_e43.y));
    float _e53 = f32ftz_input(uintBitsToFloat(_e43.z));
    float _e55 = f32ftz_input(uintBitsToFloat(_e43.w));
    float _e56 = f32ftz_mul(_e35, _e49);
    float _e57 = f32ftz_mul(_e37, _e51);
    float _e58 = f32ftz_add(_e56, _e57);
    float _e59 = f32ftz_mul(_e39, _e53);
    float _e60 = f32ftz_add(_e58, _e59);
    uint _e61 = floatBitsToUint(_e60);
    r[2].x = _e61;
    float _e69 = uintBitsToFloat(_e61);
    uint _e75 = floatBitsToUint(_e69);
    uint _e76 = (_e75 & 2147483647u);
    uint _e90 = floatBitsToUint(_e69);
    uint _e91 = (_e90 & 2147483647u);
    cc[0].x = (((floatBitsToUint(_e69) & 2147483647u) > 2139095040u) ? 3u : (((((_e76 == 0u) ? 2147483648u : ((_e75 >= 2147483648u) ? ~(_e75) : (_e76 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e69) & 2147483647u) > 2139095040u))) ? 1u : (((((_e91 == 0u) ? 2147483648u : ((_e90 >= 2147483648u) ? ~(_e90) : (_e91 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e69) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    uint _e111 = cc[0].x;
    uint _e118 = cc[0].x;
    uint _e124 = cc[0].x;
    uint _e130 = cc[0].x;
    bool _e137 = killed;
    killed = (_e137 || (((((53970u >> _e111) & 1u) != 0u) || (((53970u >> _e118) & 1u) != 0u)) || ((((53970u >> _e124) & 1u) != 0u) || (((53970u >> _e130) & 1u) != 0u))));
    uvec4 _e140 = r[2];
    float _e146 = f32ftz_input(uintBitsToFloat(_e140.x));
    float _e148 = f32ftz_input(uintBitsToFloat(_e140.x));
    float _e150 = f32ftz_input(uintBitsToFloat(_e140.x));
    float _e152 = f32ftz_input(uintBitsToFloat(_e140.x));
    uvec4 _e154 = r[177];
    float _e160 = f32ftz_input(uintBitsToFloat(_e154.x));
    float _e162 = f32ftz_input(uintBitsToFloat(_e154.x));
    float _e164 = f32ftz_input(uintBitsToFloat(_e154.x));
    float _e166 = f32ftz_input(uintBitsToFloat(_e154.x));
    float _e167 = f32ftz_mul(_e146, _e160);
    float _e168 = f32ftz_mul(_e148, _e162);
    float _e169 = f32ftz_mul(_e150, _e164);
    float _e170 = f32ftz_mul(_e152, _e166);
    r[2].x = floatBitsToUint(_e167);
    uvec4 _e178 = r[2];
    float _e184 = f32ftz_input(uintBitsToFloat(_e178.x));
    float _e186 = f32ftz_input(uintBitsToFloat(_e178.x));
    float _e188 = f32ftz_input(uintBitsToFloat(_e178.x));
    float _e190 = f32ftz_input(uintBitsToFloat(_e178.x));
    float _e192 = f32ftz_round(floor(_e184));
    float _e194 = f32ftz_round(floor(_e186));
    float _e196 = f32ftz_round(floor(_e188));
    float _e198 = f32ftz_round(floor(_e190));
    r[2].x = floatBitsToUint(_e192);
    uvec4 _e206 = r[2];
    float _e212 = f32ftz_input(uintBitsToFloat(_e206.x));
    float _e214 = f32ftz_input(uintBitsToFloat(_e206.x));
    float _e216 = f32ftz_input(uintBitsToFloat(_e206.x));
    float _e218 = f32ftz_input(uintBitsToFloat(_e206.x));
    uvec4 _e220 = r[178];
    float _e226 = f32ftz_input(uintBitsToFloat(_e220.x));
    float _e228 = f32ftz_input(uintBitsToFloat(_e220.x));
    float _e230 = f32ftz_input(uintBitsToFloat(_e220.x));
    float _e232 = f32ftz_input(uintBitsToFloat(_e220.x));
    float _e233 = f32ftz_mul(_e212, _e226);
    float _e234 = f32ftz_mul(_e214, _e228);
    float _e235 = f32ftz_mul(_e216, _e230);
    float _e236 = f32ftz_mul(_e218, _e232);
    uint _e238 = floatBitsToUint(_e233);
    uint _e239 = (_e238 & 2147483647u);
    uint _e254 = floatBitsToUint(_e233);
    uint _e255 = (_e254 & 2147483647u);
    uint _e269 = floatBitsToUint(_e234);
    uint _e270 = (_e269 & 2147483647u);
    uint _e284 = floatBitsToUint(_e234);
    uint _e285 = (_e284 & 2147483647u);
    uint _e299 = floatBitsToUint(_e235);
    uint _e300 = (_e299 & 2147483647u);
    uint _e314 = floatBitsToUint(_e235);
    uint _e315 = (_e314 & 2147483647u);
    uint _e329 = floatBitsToUint(_e236);
    uint _e330 = (_e329 & 2147483647u);
    uint _e344 = floatBitsToUint(_e236);
    uint _e345 = (_e344 & 2147483647u);
    r[2].x = floatBitsToUint((((((_e255 == 0u) ? 2147483648u : ((_e254 >= 2147483648u) ? ~(_e254) : (_e255 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e233) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e239 == 0u) ? 2147483648u : ((_e238 >= 2147483648u) ? ~(_e238) : (_e239 | 2147483648u))) > 3212836864u) && !(((floatBitsToUint(_e233) & 2147483647u) > 2139095040u))) ? 1.0 : _e233)));
    uvec4 _e366 = r[2];
    float _e372 = f32ftz_input(uintBitsToFloat(_e366.x));
    float _e374 = f32ftz_input(uintBitsToFloat(_e366.x));
    float _e376 = f32ftz_input(uintBitsToFloat(_e366.x));
    float _e378 = f32ftz_input(uintBitsToFloat(_e366.x));
    uvec4 _e380 = r[101];
    float _e386 = f32ftz_input(uintBitsToFloat(_e380.x));
    float _e388 = f32ftz_input(uintBitsToFloat(_e380.y));
    float _e390 = f32ftz_input(uintBitsToFloat(_e380.z));
    float _e392 = f32ftz_input(uintBitsToFloat(_e380.w));
    uvec4 _e394 = r[179];
    float _e400 = f32ftz_input(uintBitsToFloat(_e394.x));
    float _e402 = f32ftz_input(uintBitsToFloat(_e394.x));
    float _e404 = f32ftz_input(uintBitsToFloat(_e394.z));
    float _e406 = f32ftz_input(uintBitsToFloat(_e394.w));
    float _e407 = f32ftz_mul(_e372, _e386);
    float _e411 = f32ftz_add(1.0, uintBitsToFloat((floatBitsToUint(_e372) ^ 2147483648u)));
    float _e412 = f32ftz_mul(_e411, _e400);
    float _e413 = f32ftz_add(_e407, _e412);
    float _e414 = f32ftz_mul(_e374, _e388);
    float _e418 = f32ftz_add(1.0, uintBitsToFloat((floatBitsToUint(_e374) ^ 2147483648u)));
    float _e419 = f32ftz_mul(_e418, _e402);
    float _e420 = f32ftz_add(_e414, _e419);
    float _e421 = f32ftz_mul(_e376, _e390);
    float _e425 = f32ftz_add(1.0, uintBitsToFloat((floatBitsToUint(_e376) ^ 2147483648u)));
    float _e426 = f32ftz_mul(_e425, _e404);
    float _e427 = f32ftz_add(_e421, _e426);
    float _e428 = f32ftz_mul(_e378, _e392);
    float _e432 = f32ftz_add(1.0, uintBitsToFloat((floatBitsToUint(_e378) ^ 2147483648u)));
    float _e433 = f32ftz_mul(_e432, _e406);
    float _e434 = f32ftz_add(_e428, _e433);
    r[0].x = floatBitsToUint(_e413);
    r[0].y = floatBitsToUint(_e420);
    r[0].z = floatBitsToUint(_e427);
    r[0].w = floatBitsToUint(_e434);
    uvec4 _e445 = r[100];
    r[1].z = _e445.z;
    bool _e452 = killed;
    if (_e452) {
        discard;
    }
    uvec4 _e454 = r[0];
    uvec4 _e457 = r[1];
    FragmentOutput _tmp_return = FragmentOutput(uintBitsToFloat(_e454), uintBitsToFloat(_e457.z));
    _fs2p_location0 = _tmp_return.o_COLR;
    gl_FragDepth = _tmp_return.o_DEPR;
    return;
}

