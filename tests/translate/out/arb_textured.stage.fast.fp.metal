// language: metal1.0
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct type_4 {
    metal::uint4 inner[15];
};
struct FragmentOutput {
    metal::float4 colour;
};
struct type_11 {
    metal::uint4 inner[2];
};

struct main_Input {
    metal::float4 uv [[user(loc8), center_perspective]];
    metal::float4 toLight [[user(loc9), center_perspective]];
    metal::float4 shadowPos [[user(loc10), center_perspective]];
};
struct main_Output {
    metal::float4 colour [[color(0)]];
};
fragment main_Output main_(
  main_Input varyings [[stage_in]]
, constant type_4& env [[user(fake0)]]
, metal::texture2d<float, metal::access::sample> texture0_2d [[user(fake0)]]
, metal::sampler sampler0_2d [[user(fake0)]]
, metal::texture2d<float, metal::access::sample> texture1_2d [[user(fake0)]]
, metal::sampler sampler1_2d [[user(fake0)]]
, metal::texturecube<float, metal::access::sample> texture2_cube [[user(fake0)]]
, metal::sampler sampler2_cube [[user(fake0)]]
, metal::depth2d<float, metal::access::sample> texture3_shadow2d [[user(fake0)]]
, metal::sampler sampler3_shadow2d [[user(fake0)]]
) {
    uint shasm_opaque_zero = {};
    const auto uv = varyings.uv;
    const auto toLight = varyings.toLight;
    const auto shadowPos = varyings.shadowPos;
    type_4 r = {};
    bool p0_ = {};
    bool p1_ = {};
    bool killed = {};
    type_11 cc = {};
    uint steps = {};
    uint v0_ = {};
    metal::uint4 _e5 = env.inner[14];
    shasm_opaque_zero = _e5.x;
    type_4 _e8 = env;
    r = _e8;
    r.inner[9] = as_type<metal::uint4>(uv);
    r.inner[10] = as_type<metal::uint4>(toLight);
    r.inner[11] = as_type<metal::uint4>(shadowPos);
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e21 = metal::uint4(2u);
    cc = type_11 {{_e21, _e21}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e28 = r.inner[9];
    metal::float4 _e41 = texture0_2d.sample(sampler0_2d, metal::float2(as_type<float>(_e28.x), as_type<float>(_e28.y)));
    r.inner[1].x = as_type<uint>(_e41.x);
    r.inner[1].y = as_type<uint>(_e41.y);
    r.inner[1].z = as_type<uint>(_e41.z);
    r.inner[1].w = as_type<uint>(_e41.w);
    metal::uint4 _e56 = r.inner[9];
    metal::float4 _e68 = texture1_2d.sample(sampler1_2d, metal::float2(as_type<float>(_e56.x), as_type<float>(_e56.y)), metal::bias(as_type<float>(_e56.w)));
    r.inner[2].x = as_type<uint>(_e68.x);
    r.inner[2].y = as_type<uint>(_e68.y);
    r.inner[2].z = as_type<uint>(_e68.z);
    r.inner[2].w = as_type<uint>(_e68.w);
    metal::uint4 _e83 = r.inner[10];
    metal::float4 _e95 = texture2_cube.sample(sampler2_cube, metal::float3(as_type<float>(_e83.x), as_type<float>(_e83.y), as_type<float>(_e83.z)));
    r.inner[3].x = as_type<uint>(_e95.x);
    r.inner[3].y = as_type<uint>(_e95.y);
    r.inner[3].z = as_type<uint>(_e95.z);
    r.inner[3].w = as_type<uint>(_e95.w);
    metal::uint4 _e110 = r.inner[11];
    float _e118 = as_type<float>(_e110.w);
    float _e125 = texture3_shadow2d.sample_compare(sampler3_shadow2d, metal::float2(as_type<float>(_e110.x) / _e118, as_type<float>(_e110.y) / _e118), as_type<float>(_e110.z) / _e118);
    r.inner[4].x = as_type<uint>(_e125);
    r.inner[4].y = as_type<uint>(_e125);
    r.inner[4].z = as_type<uint>(_e125);
    r.inner[4].w = as_type<uint>(1.0);
    metal::uint4 _e137 = r.inner[1];
    metal::uint4 _e147 = r.inner[12];
    metal::uint4 _e157 = r.inner[13];
    r.inner[1].x = as_type<uint>((as_type<float>(_e137.x) * as_type<float>(_e147.x)) + as_type<float>((_e157.x & 4294967295u) ^ 2147483648u));
    r.inner[1].y = as_type<uint>((as_type<float>(_e137.y) * as_type<float>(_e147.y)) + as_type<float>((_e157.y & 4294967295u) ^ 2147483648u));
    r.inner[1].z = as_type<uint>((as_type<float>(_e137.z) * as_type<float>(_e147.z)) + as_type<float>((_e157.z & 4294967295u) ^ 2147483648u));
    r.inner[1].w = as_type<uint>((as_type<float>(_e137.w) * as_type<float>(_e147.w)) + as_type<float>((_e157.w & 4294967295u) ^ 2147483648u));
    metal::uint4 _e194 = r.inner[3];
    metal::uint4 _e204 = r.inner[12];
    metal::uint4 _e214 = r.inner[13];
    r.inner[3].x = as_type<uint>((as_type<float>(_e194.x) * as_type<float>(_e204.x)) + as_type<float>((_e214.x & 4294967295u) ^ 2147483648u));
    r.inner[3].y = as_type<uint>((as_type<float>(_e194.y) * as_type<float>(_e204.y)) + as_type<float>((_e214.y & 4294967295u) ^ 2147483648u));
    r.inner[3].z = as_type<uint>((as_type<float>(_e194.z) * as_type<float>(_e204.z)) + as_type<float>((_e214.z & 4294967295u) ^ 2147483648u));
    r.inner[3].w = as_type<uint>((as_type<float>(_e194.w) * as_type<float>(_e204.w)) + as_type<float>((_e214.w & 4294967295u) ^ 2147483648u));
    metal::uint4 _e249 = r.inner[1];
    metal::uint4 _e259 = r.inner[3];
    float _e272 = ((as_type<float>(_e249.x) * as_type<float>(_e259.x)) + (as_type<float>(_e249.y) * as_type<float>(_e259.y))) + (as_type<float>(_e249.z) * as_type<float>(_e259.z));
    r.inner[1].x = as_type<uint>((_e272 < 0.0) ? 0.0 : ((_e272 > 1.0) ? 1.0 : _e272));
    metal::uint4 _e296 = r.inner[2];
    metal::uint4 _e306 = r.inner[1];
    r.inner[2].x = as_type<uint>(as_type<float>(_e296.x) * as_type<float>(_e306.x));
    r.inner[2].y = as_type<uint>(as_type<float>(_e296.y) * as_type<float>(_e306.x));
    r.inner[2].z = as_type<uint>(as_type<float>(_e296.z) * as_type<float>(_e306.x));
    r.inner[2].w = as_type<uint>(as_type<float>(_e296.w) * as_type<float>(_e306.x));
    metal::uint4 _e329 = r.inner[2];
    metal::uint4 _e339 = r.inner[4];
    r.inner[0].x = as_type<uint>(as_type<float>(_e329.x) * as_type<float>(_e339.x));
    r.inner[0].y = as_type<uint>(as_type<float>(_e329.y) * as_type<float>(_e339.y));
    r.inner[0].z = as_type<uint>(as_type<float>(_e329.z) * as_type<float>(_e339.z));
    r.inner[0].w = as_type<uint>(as_type<float>(_e329.w) * as_type<float>(_e339.w));
    metal::uint4 _e362 = r.inner[0];
    const auto _tmp = FragmentOutput {as_type<metal::float4>(_e362)};
    return main_Output { _tmp.colour };
}
