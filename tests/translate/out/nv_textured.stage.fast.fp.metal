// language: metal1.0
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct type_4 {
    metal::uint4 inner[177];
};
struct FragmentOutput {
    metal::float4 o_COLR;
};
struct type_9 {
    metal::uint4 inner[2];
};

float f32ftz_input(
    float a
) {
    uint _e2 = as_type<uint>(a);
    return as_type<float>(((_e2 & 2147483647u) < 8388608u) ? (_e2 & 2147483648u) : _e2);
}

struct main_Input {
    metal::float4 f_TEX0_ [[user(loc8), center_perspective]];
    metal::float4 f_TEX1_ [[user(loc9), center_perspective]];
    metal::float4 f_TEX2_ [[user(loc10), center_perspective]];
};
struct main_Output {
    metal::float4 o_COLR [[color(0)]];
};
fragment main_Output main_(
  main_Input varyings [[stage_in]]
, constant type_4& env [[user(fake0)]]
, metal::texture2d<float, metal::access::sample> texture0_2d [[user(fake0)]]
, metal::sampler sampler0_2d [[user(fake0)]]
, metal::texture3d<float, metal::access::sample> texture1_3d [[user(fake0)]]
, metal::sampler sampler1_3d [[user(fake0)]]
, metal::texture2d<float, metal::access::sample> texture2_rect [[user(fake0)]]
, metal::sampler sampler2_rect [[user(fake0)]]
) {
    uint shasm_opaque_zero = {};
    const auto f_TEX0_ = varyings.f_TEX0_;
    const auto f_TEX1_ = varyings.f_TEX1_;
    const auto f_TEX2_ = varyings.f_TEX2_;
    type_4 r = {};
    bool p0_ = {};
    bool p1_ = {};
    bool killed = {};
    type_9 cc = {};
    uint steps = {};
    uint v0_ = {};
    metal::uint4 _e5 = env.inner[176];
    shasm_opaque_zero = _e5.x;
    type_4 _e8 = env;
    r = _e8;
    r.inner[103] = as_type<metal::uint4>(f_TEX0_);
    r.inner[104] = as_type<metal::uint4>(f_TEX1_);
    r.inner[105] = as_type<metal::uint4>(f_TEX2_);
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e21 = metal::uint4(2u);
    cc = type_9 {{_e21, _e21}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e28 = r.inner[103];
    metal::float4 _e41 = texture0_2d.sample(sampler0_2d, metal::float2(as_type<float>(_e28.x), as_type<float>(_e28.y)));
    r.inner[1].x = as_type<uint>(_e41.x);
    r.inner[1].y = as_type<uint>(_e41.y);
    r.inner[1].z = as_type<uint>(_e41.z);
    r.inner[1].w = as_type<uint>(_e41.w);
    metal::uint4 _e56 = r.inner[104];
    float _e64 = as_type<float>(_e56.w);
    metal::float4 _e71 = texture1_3d.sample(sampler1_3d, metal::float3(as_type<float>(_e56.x) / _e64, as_type<float>(_e56.y) / _e64, as_type<float>(_e56.z) / _e64));
    r.inner[2].x = as_type<uint>(_e71.x);
    r.inner[2].y = as_type<uint>(_e71.y);
    r.inner[2].z = as_type<uint>(_e71.z);
    r.inner[2].w = as_type<uint>(_e71.w);
    metal::uint4 _e86 = r.inner[105];
    float _e92 = f32ftz_input(as_type<float>(_e86.x));
    float _e94 = f32ftz_input(as_type<float>(_e86.y));
    float _e96 = f32ftz_input(as_type<float>(_e86.z));
    float _e98 = f32ftz_input(as_type<float>(_e86.w));
    metal::uint4 _e100 = r.inner[175];
    float _e106 = f32ftz_input(as_type<float>(_e100.x));
    float _e108 = f32ftz_input(as_type<float>(_e100.x));
    float _e110 = f32ftz_input(as_type<float>(_e100.x));
    float _e112 = f32ftz_input(as_type<float>(_e100.x));
    uint _e114 = as_type<uint>(_e92 * _e106);
    uint _e124 = as_type<uint>(_e94 * _e108);
    uint _e131 = as_type<uint>(_e96 * _e110);
    uint _e138 = as_type<uint>(_e98 * _e112);
    r.inner[4].x = as_type<uint>(as_type<float>(((_e114 & 2147483647u) < 8388608u) ? (_e114 & 2147483648u) : _e114));
    r.inner[4].y = as_type<uint>(as_type<float>(((_e124 & 2147483647u) < 8388608u) ? (_e124 & 2147483648u) : _e124));
    r.inner[4].z = as_type<uint>(as_type<float>(((_e131 & 2147483647u) < 8388608u) ? (_e131 & 2147483648u) : _e131));
    r.inner[4].w = as_type<uint>(as_type<float>(((_e138 & 2147483647u) < 8388608u) ? (_e138 & 2147483648u) : _e138));
    metal::uint4 _e154 = r.inner[105];
    float _e160 = f32ftz_input(as_type<float>(_e154.y));
    float _e162 = f32ftz_input(as_type<float>(_e154.x));
    float _e164 = f32ftz_input(as_type<float>(_e154.z));
    float _e166 = f32ftz_input(as_type<float>(_e154.w));
    metal::uint4 _e168 = r.inner[175];
    float _e174 = f32ftz_input(as_type<float>(_e168.x));
    float _e176 = f32ftz_input(as_type<float>(_e168.x));
    float _e178 = f32ftz_input(as_type<float>(_e168.x));
    float _e180 = f32ftz_input(as_type<float>(_e168.x));
    uint _e182 = as_type<uint>(_e160 * _e174);
    uint _e189 = as_type<uint>(_e162 * _e176);
    uint _e196 = as_type<uint>(_e164 * _e178);
    uint _e203 = as_type<uint>(_e166 * _e180);
    r.inner[5].x = as_type<uint>(as_type<float>(((_e182 & 2147483647u) < 8388608u) ? (_e182 & 2147483648u) : _e182));
    r.inner[5].y = as_type<uint>(as_type<float>(((_e189 & 2147483647u) < 8388608u) ? (_e189 & 2147483648u) : _e189));
    r.inner[5].z = as_type<uint>(as_type<float>(((_e196 & 2147483647u) < 8388608u) ? (_e196 & 2147483648u) : _e196));
    r.inner[5].w = as_type<uint>(as_type<float>(((_e203 & 2147483647u) < 8388608u) ? (_e203 & 2147483648u) : _e203));
    metal::uint4 _e219 = r.inner[105];
    metal::uint4 _e229 = r.inner[4];
    metal::uint4 _e239 = r.inner[5];
    metal::float2 _e252 = static_cast<metal::float2>(metal::uint2(texture2_rect.get_width(), texture2_rect.get_height()));
    metal::float4 _e258 = texture2_rect.sample(sampler2_rect, metal::float2(as_type<float>(_e219.x), as_type<float>(_e219.y)) / _e252, metal::gradient2d(metal::float2(as_type<float>(_e229.x), as_type<float>(_e229.y)) / _e252, metal::float2(as_type<float>(_e239.x), as_type<float>(_e239.y)) / _e252));
    r.inner[3].x = as_type<uint>(_e258.x);
    r.inner[3].y = as_type<uint>(_e258.y);
    r.inner[3].z = as_type<uint>(_e258.z);
    r.inner[3].w = as_type<uint>(_e258.w);
    metal::uint4 _e273 = r.inner[1];
    float _e279 = f32ftz_input(as_type<float>(_e273.x));
    float _e281 = f32ftz_input(as_type<float>(_e273.y));
    float _e283 = f32ftz_input(as_type<float>(_e273.z));
    float _e285 = f32ftz_input(as_type<float>(_e273.w));
    metal::uint4 _e287 = r.inner[2];
    float _e293 = f32ftz_input(as_type<float>(_e287.x));
    float _e295 = f32ftz_input(as_type<float>(_e287.y));
    float _e297 = f32ftz_input(as_type<float>(_e287.z));
    float _e299 = f32ftz_input(as_type<float>(_e287.w));
    uint _e301 = as_type<uint>(_e279 * _e293);
    uint _e308 = as_type<uint>(_e281 * _e295);
    uint _e315 = as_type<uint>(_e283 * _e297);
    uint _e322 = as_type<uint>(_e285 * _e299);
    r.inner[1].x = as_type<uint>(as_type<float>(((_e301 & 2147483647u) < 8388608u) ? (_e301 & 2147483648u) : _e301));
    r.inner[1].y = as_type<uint>(as_type<float>(((_e308 & 2147483647u) < 8388608u) ? (_e308 & 2147483648u) : _e308));
    r.inner[1].z = as_type<uint>(as_type<float>(((_e315 & 2147483647u) < 8388608u) ? (_e315 & 2147483648u) : _e315));
    r.inner[1].w = as_type<uint>(as_type<float>(((_e322 & 2147483647u) < 8388608u) ? (_e322 & 2147483648u) : _e322));
    metal::uint4 _e338 = r.inner[1];
    float _e344 = f32ftz_input(as_type<float>(_e338.x));
    float _e346 = f32ftz_input(as_type<float>(_e338.y));
    float _e348 = f32ftz_input(as_type<float>(_e338.z));
    float _e350 = f32ftz_input(as_type<float>(_e338.w));
    metal::uint4 _e352 = r.inner[3];
    float _e358 = f32ftz_input(as_type<float>(_e352.x));
    float _e360 = f32ftz_input(as_type<float>(_e352.y));
    float _e362 = f32ftz_input(as_type<float>(_e352.z));
    float _e364 = f32ftz_input(as_type<float>(_e352.w));
    uint _e366 = as_type<uint>(_e344 * _e358);
    uint _e373 = as_type<uint>(_e346 * _e360);
    uint _e380 = as_type<uint>(_e348 * _e362);
    uint _e387 = as_type<uint>(_e350 * _e364);
    r.inner[0].x = as_type<uint>(as_type<float>(((_e366 & 2147483647u) < 8388608u) ? (_e366 & 2147483648u) : _e366));
    r.inner[0].y = as_type<uint>(as_type<float>(((_e373 & 2147483647u) < 8388608u) ? (_e373 & 2147483648u) : _e373));
    r.inner[0].z = as_type<uint>(as_type<float>(((_e380 & 2147483647u) < 8388608u) ? (_e380 & 2147483648u) : _e380));
    r.inner[0].w = as_type<uint>(as_type<float>(((_e387 & 2147483647u) < 8388608u) ? (_e387 & 2147483648u) : _e387));
    metal::uint4 _e403 = r.inner[0];
    const auto _tmp = FragmentOutput {as_type<metal::float4>(_e403)};
    return main_Output { _tmp.o_COLR };
}
