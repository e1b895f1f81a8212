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
struct type_9 {
    metal::uint4 inner[2];
};

struct main_Input {
    metal::float4 IN_0_ [[user(loc8), center_perspective]];
};
struct main_Output {
    metal::float4 OUT_0_ [[color(0)]];
};
fragment main_Output main_(
  main_Input varyings [[stage_in]]
, constant type_4& env [[user(fake0)]]
, metal::texture2d<float, metal::access::sample> texture0_2d [[user(fake0)]]
, metal::sampler sampler0_2d [[user(fake0)]]
, metal::texture3d<float, metal::access::sample> texture1_3d [[user(fake0)]]
, metal::sampler sampler1_3d [[user(fake0)]]
) {
    uint shasm_opaque_zero = {};
    const auto IN_0_ = varyings.IN_0_;
    type_4 r = {};
    bool p0_ = {};
    bool p1_ = {};
    bool killed = {};
    type_9 cc = {};
    uint steps = {};
    uint v0_ = {};
    metal::uint4 _e3 = env.inner[5];
    shasm_opaque_zero = _e3.x;
    type_4 _e6 = env;
    r = _e6;
    r.inner[4] = as_type<metal::uint4>(IN_0_);
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e15 = metal::uint4(2u);
    cc = type_9 {{_e15, _e15}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e22 = r.inner[4];
    metal::float4 _e35 = texture0_2d.sample(sampler0_2d, metal::float2(as_type<float>(_e22.x), as_type<float>(_e22.y)));
    r.inner[1].x = as_type<uint>(_e35.x);
    r.inner[1].y = as_type<uint>(_e35.y);
    r.inner[1].z = as_type<uint>(_e35.z);
    r.inner[1].w = as_type<uint>(_e35.w);
    metal::uint4 _e50 = r.inner[4];
    metal::float4 _e62 = texture0_2d.sample(sampler0_2d, metal::float2(as_type<float>(_e50.x), as_type<float>(_e50.y)), metal::bias(as_type<float>(_e50.w)));
    r.inner[2].x = as_type<uint>(_e62.x);
    r.inner[2].y = as_type<uint>(_e62.y);
    r.inner[2].z = as_type<uint>(_e62.z);
    r.inner[2].w = as_type<uint>(_e62.w);
    metal::uint4 _e77 = r.inner[4];
    metal::float4 _e89 = texture1_3d.sample(sampler1_3d, metal::float3(as_type<float>(_e77.x), as_type<float>(_e77.y), as_type<float>(_e77.z)), metal::level(as_type<float>(_e77.w)));
    r.inner[3].x = as_type<uint>(_e89.x);
    r.inner[3].y = as_type<uint>(_e89.y);
    r.inner[3].z = as_type<uint>(_e89.z);
    r.inner[3].w = as_type<uint>(_e89.w);
    metal::uint4 _e104 = r.inner[1];
    metal::uint4 _e114 = r.inner[2];
    r.inner[1].x = as_type<uint>(as_type<float>(_e104.x) * as_type<float>(_e114.x));
    r.inner[1].y = as_type<uint>(as_type<float>(_e104.y) * as_type<float>(_e114.y));
    r.inner[1].z = as_type<uint>(as_type<float>(_e104.z) * as_type<float>(_e114.z));
    r.inner[1].w = as_type<uint>(as_type<float>(_e104.w) * as_type<float>(_e114.w));
    metal::uint4 _e137 = r.inner[1];
    metal::uint4 _e147 = r.inner[3];
    r.inner[0].x = as_type<uint>(as_type<float>(_e137.x) * as_type<float>(_e147.x));
    r.inner[0].y = as_type<uint>(as_type<float>(_e137.y) * as_type<float>(_e147.y));
    r.inner[0].z = as_type<uint>(as_type<float>(_e137.z) * as_type<float>(_e147.z));
    r.inner[0].w = as_type<uint>(as_type<float>(_e137.w) * as_type<float>(_e147.w));
    metal::uint4 _e170 = r.inner[0];
    const auto _tmp = FragmentOutput {as_type<metal::float4>(_e170)};
    return main_Output { _tmp.OUT_0_ };
}
