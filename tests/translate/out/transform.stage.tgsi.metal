// language: metal1.0
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct type_4 {
    metal::uint4 inner[11];
};
struct VertexOutput {
    metal::float4 OUT_0_;
    metal::float4 OUT_1_;
    metal::float4 OUT_2_;
};
struct type_6 {
    metal::uint4 inner[2];
};

struct main_Input {
    metal::float4 IN_0_ [[attribute(0)]];
    metal::float4 IN_1_ [[attribute(1)]];
};
struct main_Output {
    metal::float4 OUT_0_ [[position]];
    metal::float4 OUT_1_ [[user(loc0), center_perspective]];
    metal::float4 OUT_2_ [[user(loc8), center_perspective]];
};
vertex main_Output main_(
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
    metal::uint4 _e4 = env.inner[10];
    shasm_opaque_zero = _e4.x;
    type_4 _e7 = env;
    r = _e7;
    r.inner[4] = as_type<metal::uint4>(IN_0_);
    r.inner[5] = as_type<metal::uint4>(IN_1_);
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e18 = metal::uint4(2u);
    cc = type_6 {{_e18, _e18}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e26 = r.inner[6];
    metal::uint4 _e36 = r.inner[4];
    uint _e47 = shasm_opaque_zero;
    uint _e53 = shasm_opaque_zero;
    uint _e60 = shasm_opaque_zero;
    uint _e67 = shasm_opaque_zero;
    float _e71 = ((as_type<float>(as_type<uint>(as_type<float>(_e26.x) * as_type<float>(_e36.x)) ^ _e47) + as_type<float>(as_type<uint>(as_type<float>(_e26.y) * as_type<float>(_e36.y)) ^ _e53)) + as_type<float>(as_type<uint>(as_type<float>(_e26.z) * as_type<float>(_e36.z)) ^ _e60)) + as_type<float>(as_type<uint>(as_type<float>(_e26.w) * as_type<float>(_e36.w)) ^ _e67);
    r.inner[3].x = as_type<uint>(_e71);
    metal::uint4 _e79 = r.inner[7];
    metal::uint4 _e89 = r.inner[4];
    uint _e100 = shasm_opaque_zero;
    uint _e106 = shasm_opaque_zero;
    uint _e113 = shasm_opaque_zero;
    uint _e120 = shasm_opaque_zero;
    float _e124 = ((as_type<float>(as_type<uint>(as_type<float>(_e79.x) * as_type<float>(_e89.x)) ^ _e100) + as_type<float>(as_type<uint>(as_type<float>(_e79.y) * as_type<float>(_e89.y)) ^ _e106)) + as_type<float>(as_type<uint>(as_type<float>(_e79.z) * as_type<float>(_e89.z)) ^ _e113)) + as_type<float>(as_type<uint>(as_type<float>(_e79.w) * as_type<float>(_e89.w)) ^ _e120);
    r.inner[3].y = as_type<uint>(_e124);
    metal::uint4 _e132 = r.inner[8];
    metal::uint4 _e142 = r.inner[4];
    uint _e153 = shasm_opaque_zero;
    uint _e159 = shasm_opaque_zero;
    uint _e166 = shasm_opaque_zero;
    uint _e173 = shasm_opaque_zero;
    float _e177 = ((as_type<float>(as_type<uint>(as_type<float>(_e132.x) * as_type<float>(_e142.x)) ^ _e153) + as_type<float>(as_type<uint>(as_type<float>(_e132.y) * as_type<float>(_e142.y)) ^ _e159)) + as_type<float>(as_type<uint>(as_type<float>(_e132.z) * as_type<float>(_e142.z)) ^ _e166)) + as_type<float>(as_type<uint>(as_type<float>(_e132.w) * as_type<float>(_e142.w)) ^ _e173);
    r.inner[3].z = as_type<uint>(_e177);
    metal::uint4 _e185 = r.inner[9];
    metal::uint4 _e195 = r.inner[4];
    uint _e206 = shasm_opaque_zero;
    uint _e212 = shasm_opaque_zero;
    uint _e219 = shasm_opaque_zero;
    uint _e226 = shasm_opaque_zero;
    float _e230 = ((as_type<float>(as_type<uint>(as_type<float>(_e185.x) * as_type<float>(_e195.x)) ^ _e206) + as_type<float>(as_type<uint>(as_type<float>(_e185.y) * as_type<float>(_e195.y)) ^ _e212)) + as_type<float>(as_type<uint>(as_type<float>(_e185.z) * as_type<float>(_e195.z)) ^ _e219)) + as_type<float>(as_type<uint>(as_type<float>(_e185.w) * as_type<float>(_e195.w)) ^ _e226);
    r.inner[3].w = as_type<uint>(_e230);
    metal::uint4 _e238 = r.inner[3];
    r.inner[0].x = _e238.x;
    r.inner[0].y = _e238.y;
    r.inner[0].z = _e238.z;
    r.inner[0].w = _e238.w;
    metal::uint4 _e249 = r.inner[5];
    r.inner[1].x = _e249.x;
    r.inner[1].y = _e249.y;
    r.inner[1].z = _e249.z;
    r.inner[1].w = _e249.w;
    metal::uint4 _e260 = r.inner[4];
    r.inner[2].x = _e260.x;
    r.inner[2].y = _e260.y;
    r.inner[2].z = _e260.z;
    r.inner[2].w = _e260.w;
    metal::uint4 _e271 = r.inner[0];
    metal::uint4 _e274 = r.inner[1];
    metal::uint4 _e277 = r.inner[2];
    const auto _tmp = VertexOutput {as_type<metal::float4>(_e271), as_type<metal::float4>(_e274), as_type<metal::float4>(_e277)};
    return main_Output { _tmp.OUT_0_, _tmp.OUT_1_, _tmp.OUT_2_ };
}
