// language: metal1.0
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct type_4 {
    metal::uint4 inner[6];
};
struct FragmentOutput {
    metal::float4 OUT_0_;
};
struct type_6 {
    metal::uint4 inner[2];
};

struct main_Input {
    metal::float4 IN_0_ [[user(loc0), center_perspective]];
    metal::float4 IN_1_ [[user(loc8), center_perspective]];
};
struct main_Output {
    metal::float4 OUT_0_ [[color(0)]];
};
fragment main_Output main_(
  main_Input varyings [[stage_in]]
, constant type_4& env [[user(fake0)]]
) {
    uint shasm_opaque_zero = {};
    const auto IN_0_ = varyings.IN_0_;
    const auto IN_1_ = varyings.IN_1_;
    type_4 r = {};
    bool p0_ = {};
    bool p1_ = {};
    bool killed = {};
    type_6 cc = {};
    uint steps = {};
    uint v0_ = {};
    metal::uint4 _e4 = env.inner[5];
    shasm_opaque_zero = _e4.x;
    type_4 _e7 = env;
    r = _e7;
    r.inner[2] = as_type<metal::uint4>(IN_0_);
    r.inner[3] = as_type<metal::uint4>(IN_1_);
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e18 = metal::uint4(2u);
    cc = type_6 {{_e18, _e18}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e26 = r.inner[2];
    metal::uint4 _e36 = r.inner[3];
    uint _e47 = shasm_opaque_zero;
    uint _e53 = shasm_opaque_zero;
    uint _e59 = shasm_opaque_zero;
    uint _e65 = shasm_opaque_zero;
    r.inner[1].x = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e26.x) * as_type<float>(_e36.x)) ^ _e47));
    r.inner[1].y = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e26.y) * as_type<float>(_e36.y)) ^ _e53));
    r.inner[1].z = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e26.z) * as_type<float>(_e36.z)) ^ _e59));
    r.inner[1].w = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e26.w) * as_type<float>(_e36.w)) ^ _e65));
    metal::uint4 _e79 = r.inner[1];
    metal::uint4 _e89 = r.inner[4];
    r.inner[0].x = as_type<uint>(as_type<float>(_e79.x) + as_type<float>(_e89.x));
    r.inner[0].y = as_type<uint>(as_type<float>(_e79.y) + as_type<float>(_e89.y));
    r.inner[0].z = as_type<uint>(as_type<float>(_e79.z) + as_type<float>(_e89.z));
    r.inner[0].w = as_type<uint>(as_type<float>(_e79.w) + as_type<float>(_e89.w));
    metal::uint4 _e112 = r.inner[0];
    const auto _tmp = FragmentOutput {as_type<metal::float4>(_e112)};
    return main_Output { _tmp.OUT_0_ };
}
