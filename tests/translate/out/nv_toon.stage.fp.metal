// language: metal1.0
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct type_4 {
    metal::uint4 inner[181];
};
struct FragmentOutput {
    metal::float4 o_COLR;
    float o_DEPR;
    char _pad2[12];
};
struct type_6 {
    metal::uint4 inner[2];
};

float f32ftz_input(
    float a
) {
    uint _e2 = as_type<uint>(a);
    return as_type<float>(((_e2 & 2147483647u) < 8388608u) ? (_e2 & 2147483648u) : _e2);
}

float f32ftz_mul(
    float a_1,
    float b,
    thread uint& shasm_opaque_zero
) {
    uint _e4 = shasm_opaque_zero;
    float _e7 = as_type<float>(as_type<uint>(a_1 * b) ^ _e4);
    float _e13 = as_type<float>((as_type<uint>(a_1) + 2048u) & 4294963200u);
    float _e14 = a_1 - _e13;
    float _e18 = as_type<float>((as_type<uint>(b) + 2048u) & 4294963200u);
    float _e19 = b - _e18;
    uint _e22 = shasm_opaque_zero;
    uint _e29 = shasm_opaque_zero;
    uint _e36 = shasm_opaque_zero;
    uint _e43 = shasm_opaque_zero;
    uint _e48 = as_type<uint>(_e7);
    return as_type<float>(((_e48 & 2147483647u) < 8388608u) ? (_e48 & 2147483648u) : _e48);
}

float f32ftz_add(
    float a_2,
    float b_1,
    thread uint& shasm_opaque_zero
) {
    uint _e4 = shasm_opaque_zero;
    float _e7 = as_type<float>(as_type<uint>(a_2 + b_1) ^ _e4);
    float _e8 = _e7 - a_2;
    uint _e13 = as_type<uint>(_e7);
    return as_type<float>(((_e13 & 2147483647u) < 8388608u) ? (_e13 & 2147483648u) : _e13);
}

float f32ftz_round(
    float a_3
) {
    uint _e2 = as_type<uint>(a_3);
    return as_type<float>(((_e2 & 2147483647u) < 8388608u) ? (_e2 & 2147483648u) : _e2);
}

struct main_Input {
    metal::float4 f_COL0_ [[user(loc0), center_perspective]];
    metal::float4 f_TEX0_ [[user(loc8), center_perspective]];
};
struct main_Output {
    metal::float4 o_COLR [[color(0)]];
    float o_DEPR [[depth(any)]];
};
fragment main_Output main_(
  main_Input varyings [[stage_in]]
, metal::float4 f_WPOS [[position]]
, constant type_4& env [[user(fake0)]]
) {
    uint shasm_opaque_zero = {};
    const auto f_COL0_ = varyings.f_COL0_;
    const auto f_TEX0_ = varyings.f_TEX0_;
    type_4 r = {};
    bool p0_ = {};
    bool p1_ = {};
    bool killed = {};
    type_6 cc = {};
    uint steps = {};
    uint v0_ = {};
    metal::uint4 _e5 = env.inner[180];
    shasm_opaque_zero = _e5.x;
    type_4 _e8 = env;
    r = _e8;
    r.inner[100] = as_type<metal::uint4>(f_WPOS);
    r.inner[101] = as_type<metal::uint4>(f_COL0_);
    r.inner[104] = as_type<metal::uint4>(f_TEX0_);
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e21 = metal::uint4(2u);
    cc = type_6 {{_e21, _e21}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e29 = r.inner[104];
    float _e35 = f32ftz_input(as_type<float>(_e29.x));
    float _e37 = f32ftz_input(as_type<float>(_e29.y));
    float _e39 = f32ftz_input(as_type<float>(_e29.z));
    float _e41 = f32ftz_input(as_type<float>(_e29.w));
    metal::uint4 _e43 = r.inner[176];
    float _e49 = f32ftz_input(as_type<float>(_e43.x));
    float _e51 = f32ftz_input(as_type<float>(_e43.y));
    float _e53 = f32ftz_input(as_type<float>(_e43.z));
    float _e55 = f32ftz_input(as_type<float>(_e43.w));
    float _e56 = f32ftz_mul(_e35, _e49, shasm_opaque_zero);
    float _e57 = f32ftz_mul(_e37, _e51, shasm_opaque_zero);
    float _e58 = f32ftz_add(_e56, _e57, shasm_opaque_zero);
    float _e59 = f32ftz_mul(_e39, _e53, shasm_opaque_zero);
    float _e60 = f32ftz_add(_e58, _e59, shasm_opaque_zero);
    uint _e61 = as_type<uint>(_e60);
    r.inner[2].x = _e61;
    float _e69 = as_type<float>(_e61);
    uint _e75 = as_type<uint>(_e69);
    uint _e76 = _e75 & 2147483647u;
    uint _e90 = as_type<uint>(_e69);
    uint _e91 = _e90 & 2147483647u;
    cc.inner[0].x = ((as_type<uint>(_e69) & 2147483647u) > 2139095040u) ? 3u : (((((_e76 == 0u) ? 2147483648u : ((_e75 >= 2147483648u) ? ~(_e75) : (_e76 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e69) & 2147483647u) > 2139095040u))) ? 1u : (((((_e91 == 0u) ? 2147483648u : ((_e90 >= 2147483648u) ? ~(_e90) : (_e91 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e69) & 2147483647u) > 2139095040u))) ? 2u : 0u));
    uint _e111 = cc.inner[0].x;
    uint _e118 = cc.inner[0].x;
    uint _e124 = cc.inner[0].x;
    uint _e130 = cc.inner[0].x;
    bool _e137 = killed;
    killed = _e137 || (((((53970u >> _e111) & 1u) != 0u) || (((53970u >> _e118) & 1u) != 0u)) || ((((53970u >> _e124) & 1u) != 0u) || (((53970u >> _e130) & 1u) != 0u)));
    metal::uint4 _e140 = r.inner[2];
    float _e146 = f32ftz_input(as_type<float>(_e140.x));
    float _e148 = f32ftz_input(as_type<float>(_e140.x));
    float _e150 = f32ftz_input(as_type<float>(_e140.x));
    float _e152 = f32ftz_input(as_type<float>(_e140.x));
    metal::uint4 _e154 = r.inner[177];
    float _e160 = f32ftz_input(as_type<float>(_e154.x));
    float _e162 = f32ftz_input(as_type<float>(_e154.x));
    float _e164 = f32ftz_input(as_type<float>(_e154.x));
    float _e166 = f32ftz_input(as_type<float>(_e154.x));
    float _e167 = f32ftz_mul(_e146, _e160, shasm_opaque_zero);
    float _e168 = f32ftz_mul(_e148, _e162, shasm_opaque_zero);
    float _e169 = f32ftz_mul(_e150, _e164, shasm_opaque_zero);
    float _e170 = f32ftz_mul(_e152, _e166, shasm_opaque_zero);
    r.inner[2].x = as_type<uint>(_e167);
    metal::uint4 _e178 = r.inner[2];
    float _e184 = f32ftz_input(as_type<float>(_e178.x));
    float _e186 = f32ftz_input(as_type<float>(_e178.x));
    float _e188 = f32ftz_input(as_type<float>(_e178.x));
    float _e190 = f32ftz_input(as_type<float>(_e178.x));
    float _e192 = f32ftz_round(metal::floor(_e184));
    float _e194 = f32ftz_round(metal::floor(_e186));
    float _e196 = f32ftz_round(metal::floor(_e188));
    float _e198 = f32ftz_round(metal::floor(_e190));
    r.inner[2].x = as_type<uint>(_e192);
    metal::uint4 _e206 = r.inner[2];
    float _e212 = f32ftz_input(as_type<float>(_e206.x));
    float _e214 = f32ftz_input(as_type<float>(_e206.x));
    float _e216 = f32ftz_input(as_type<float>(_e206.x));
    float _e218 = f32ftz_input(as_type<float>(_e206.x));
    metal::uint4 _e220 = r.inner[178];
    float _e226 = f32ftz_input(as_type<float>(_e220.x));
    float _e228 = f32ftz_input(as_type<float>(_e220.x));
    float _e230 = f32ftz_input(as_type<float>(_e220.x));
    float _e232 = f32ftz_input(as_type<float>(_e220.x));
    float _e233 = f32ftz_mul(_e212, _e226, shasm_opaque_zero);
    float _e234 = f32ftz_mul(_e214, _e228, shasm_opaque_zero);
    float _e235 = f32ftz_mul(_e216, _e230, shasm_opaque_zero);
    float _e236 = f32ftz_mul(_e218, _e232, shasm_opaque_zero);
    uint _e238 = as_type<uint>(_e233);
    uint _e239 = _e238 & 2147483647u;
    uint _e254 = as_type<uint>(_e233);
    uint _e255 = _e254 & 2147483647u;
    uint _e269 = as_type<uint>(_e234);
    uint _e270 = _e269 & 2147483647u;
    uint _e284 = as_type<uint>(_e234);
    uint _e285 = _e284 & 2147483647u;
    uint _e299 = as_type<uint>(_e235);
    uint _e300 = _e299 & 2147483647u;
    uint _e314 = as_type<uint>(_e235);
    uint _e315 = _e314 & 2147483647u;
    uint _e329 = as_type<uint>(_e236);
    uint _e330 = _e329 & 2147483647u;
    uint _e344 = as_type<uint>(_e236);
    uint _e345 = _e344 & 2147483647u;
    r.inner[2].x = as_type<uint>(((((_e255 == 0u) ? 2147483648u : ((_e254 >= 2147483648u) ? ~(_e254) : (_e255 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e233) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e239 == 0u) ? 2147483648u : ((_e238 >= 2147483648u) ? ~(_e238) : (_e239 | 2147483648u))) > 3212836864u) && !(((as_type<uint>(_e233) & 2147483647u) > 2139095040u))) ? 1.0 : _e233));
    metal::uint4 _e366 = r.inner[2];
    float _e372 = f32ftz_input(as_type<float>(_e366.x));
    float _e374 = f32ftz_input(as_type<float>(_e366.x));
    float _e376 = f32ftz_input(as_type<float>(_e366.x));
    float _e378 = f32ftz_input(as_type<float>(_e366.x));
    metal::uint4 _e380 = r.inner[101];
    float _e386 = f32ftz_input(as_type<float>(_e380.x));
    float _e388 = f32ftz_input(as_type<float>(_e380.y));
    float _e390 = f32ftz_input(as_type<float>(_e380.z));
    float _e392 = f32ftz_input(as_type<float>(_e380.w));
    metal::uint4 _e394 = r.inner[179];
    float _e400 = f32ftz_input(as_type<float>(_e394.x));
    float _e402 = f32ftz_input(as_type<float>(_e394.x));
    float _e404 = f32ftz_input(as_type<float>(_e394.z));
    float _e406 = f32ftz_input(as_type<float>(_e394.w));
    float _e407 = f32ftz_mul(_e372, _e386, shasm_opaque_zero);
    float _e411 = f32ftz_add(1.0, as_type<float>(as_type<uint>(_e372) ^ 2147483648u), shasm_opaque_zero);
    float _e412 = f32ftz_mul(_e411, _e400, shasm_opaque_zero);
    float _e413 = f32ftz_add(_e407, _e412, shasm_opaque_zero);
    float _e414 = f32ftz_mul(_e374, _e388, shasm_opaque_zero);
    float _e418 = f32ftz_add(1.0, as_type<float>(as_type<uint>(_e374) ^ 2147483648u), shasm_opaque_zero);
    float _e419 = f32ftz_mul(_e418, _e402, shasm_opaque_zero);
    float _e420 = f32ftz_add(_e414, _e419, shasm_opaque_zero);
    float _e421 = f32ftz_mul(_e376, _e390, shasm_opaque_zero);
    float _e425 = f32ftz_add(1.0, as_type<float>(as_type<uint>(_e376) ^ 2147483648u), shasm_opaque_zero);
    float _e426 = f32ftz_mul(_e425, _e404, shasm_opaque_zero);
    float _e427 = f32ftz_add(_e421, _e426, shasm_opaque_zero);
    float _e428 = f32ftz_mul(_e378, _e392, shasm_opaque_zero);
    float _e432 = f32ftz_add(1.0, as_type<float>(as_type<uint>(_e378) ^ 2147483648u), shasm_opaque_zero);
    float _e433 = f32ftz_mul(_e432, _e406, shasm_opaque_zero);
    float _e434 = f32ftz_add(_e428, _e433, shasm_opaque_zero);
    r.inner[0].x = as_type<uint>(_e413);
    r.inner[0].y = as_type<uint>(_e420);
    r.inner[0].z = as_type<uint>(_e427);
    r.inner[0].w = as_type<uint>(_e434);
    metal::uint4 _e445 = r.inner[100];
    r.inner[1].z = _e445.z;
    bool _e452 = killed;
    if (_e452) {
        metal::discard_fragment();
    }
    metal::uint4 _e454 = r.inner[0];
    metal::uint4 _e457 = r.inner[1];
    const auto _tmp = FragmentOutput {as_type<metal::float4>(_e454), as_type<float>(_e457.z)};
    return main_Output { _tmp.o_COLR, _tmp.o_DEPR };
}
