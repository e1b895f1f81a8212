// language: metal1.0
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct type_4 {
    metal::uint4 inner[12];
};
struct FragmentOutput {
    metal::float4 result_color;
};
struct type_6 {
    metal::uint4 inner[2];
};

struct main_Input {
    metal::float4 col [[user(loc0), center_perspective]];
    metal::float4 fog [[user(loc4), center_perspective]];
    metal::float4 uv [[user(loc9), center_perspective]];
};
struct main_Output {
    metal::float4 result_color [[color(0)]];
};
fragment main_Output main_(
  main_Input varyings [[stage_in]]
, constant type_4& env [[user(fake0)]]
) {
    uint shasm_opaque_zero = {};
    const auto col = varyings.col;
    const auto fog = varyings.fog;
    const auto uv = varyings.uv;
    type_4 r = {};
    bool p0_ = {};
    bool p1_ = {};
    bool killed = {};
    type_6 cc = {};
    uint steps = {};
    uint v0_ = {};
    metal::uint4 _e5 = env.inner[11];
    shasm_opaque_zero = _e5.x;
    type_4 _e8 = env;
    r = _e8;
    r.inner[4] = as_type<metal::uint4>(col);
    r.inner[6] = as_type<metal::uint4>(fog);
    r.inner[8] = as_type<metal::uint4>(uv);
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e21 = metal::uint4(2u);
    cc = type_6 {{_e21, _e21}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e29 = r.inner[4];
    metal::uint4 _e39 = r.inner[8];
    uint _e50 = shasm_opaque_zero;
    uint _e56 = shasm_opaque_zero;
    uint _e62 = shasm_opaque_zero;
    uint _e68 = shasm_opaque_zero;
    r.inner[2].x = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e29.x) * as_type<float>(_e39.x)) ^ _e50));
    r.inner[2].y = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e29.y) * as_type<float>(_e39.x)) ^ _e56));
    r.inner[2].z = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e29.z) * as_type<float>(_e39.x)) ^ _e62));
    r.inner[2].w = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e29.w) * as_type<float>(_e39.x)) ^ _e68));
    metal::uint4 _e82 = r.inner[6];
    metal::uint4 _e92 = r.inner[9];
    metal::uint4 _e102 = r.inner[9];
    uint _e113 = shasm_opaque_zero;
    float _e117 = as_type<float>(as_type<uint>(as_type<float>(_e82.x) * as_type<float>(_e92.x)) ^ _e113) + as_type<float>(_e102.y);
    uint _e120 = shasm_opaque_zero;
    float _e124 = as_type<float>(as_type<uint>(as_type<float>(_e82.x) * as_type<float>(_e92.x)) ^ _e120) + as_type<float>(_e102.y);
    uint _e127 = shasm_opaque_zero;
    float _e131 = as_type<float>(as_type<uint>(as_type<float>(_e82.x) * as_type<float>(_e92.x)) ^ _e127) + as_type<float>(_e102.y);
    uint _e134 = shasm_opaque_zero;
    float _e138 = as_type<float>(as_type<uint>(as_type<float>(_e82.x) * as_type<float>(_e92.x)) ^ _e134) + as_type<float>(_e102.y);
    uint _e140 = as_type<uint>(_e117);
    uint _e142 = _e140 & 2147483647u;
    uint _e159 = as_type<uint>(_e117);
    uint _e160 = _e159 & 2147483647u;
    uint _e174 = as_type<uint>(_e124);
    uint _e175 = _e174 & 2147483647u;
    uint _e189 = as_type<uint>(_e124);
    uint _e190 = _e189 & 2147483647u;
    uint _e204 = as_type<uint>(_e131);
    uint _e205 = _e204 & 2147483647u;
    uint _e219 = as_type<uint>(_e131);
    uint _e220 = _e219 & 2147483647u;
    uint _e234 = as_type<uint>(_e138);
    uint _e235 = _e234 & 2147483647u;
    uint _e249 = as_type<uint>(_e138);
    uint _e250 = _e249 & 2147483647u;
    r.inner[1].x = as_type<uint>(((((_e160 == 0u) ? 2147483648u : ((_e159 >= 2147483648u) ? ~(_e159) : (_e160 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e117) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e142 == 0u) ? 2147483648u : ((_e140 >= 2147483648u) ? ~(_e140) : (_e142 | 2147483648u))) > 3212836864u) && !(((as_type<uint>(_e117) & 2147483647u) > 2139095040u))) ? 1.0 : _e117));
    metal::uint4 _e271 = r.inner[1];
    float _e276 = as_type<float>(_e271.x);
    float _e277 = as_type<float>(_e271.x);
    float _e278 = as_type<float>(_e271.x);
    float _e279 = as_type<float>(_e271.x);
    metal::uint4 _e281 = r.inner[2];
    metal::uint4 _e291 = r.inner[10];
    uint _e302 = shasm_opaque_zero;
    uint _e312 = shasm_opaque_zero;
    uint _e319 = shasm_opaque_zero;
    uint _e329 = shasm_opaque_zero;
    uint _e336 = shasm_opaque_zero;
    uint _e346 = shasm_opaque_zero;
    uint _e353 = shasm_opaque_zero;
    uint _e363 = shasm_opaque_zero;
    r.inner[0].x = as_type<uint>(as_type<float>(as_type<uint>(_e276 * as_type<float>(_e281.x)) ^ _e302) + as_type<float>(as_type<uint>((1.0 + as_type<float>(as_type<uint>(_e276) ^ 2147483648u)) * as_type<float>(_e291.x)) ^ _e312));
    r.inner[0].y = as_type<uint>(as_type<float>(as_type<uint>(_e277 * as_type<float>(_e281.y)) ^ _e319) + as_type<float>(as_type<uint>((1.0 + as_type<float>(as_type<uint>(_e277) ^ 2147483648u)) * as_type<float>(_e291.y)) ^ _e329));
    r.inner[0].z = as_type<uint>(as_type<float>(as_type<uint>(_e278 * as_type<float>(_e281.z)) ^ _e336) + as_type<float>(as_type<uint>((1.0 + as_type<float>(as_type<uint>(_e278) ^ 2147483648u)) * as_type<float>(_e291.z)) ^ _e346));
    r.inner[0].w = as_type<uint>(as_type<float>(as_type<uint>(_e279 * as_type<float>(_e281.w)) ^ _e353) + as_type<float>(as_type<uint>((1.0 + as_type<float>(as_type<uint>(_e279) ^ 2147483648u)) * as_type<float>(_e291.w)) ^ _e363));
    metal::uint4 _e378 = r.inner[0];
    const auto _tmp = FragmentOutput {as_type<metal::float4>(_e378)};
    return main_Output { _tmp.result_color };
}
