// language: metal1.0
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct type_4 {
    metal::uint4 inner[26];
};
struct VertexOutput {
    metal::float4 clip;
    metal::float4 result_color;
    metal::float4 result_fogcoord;
    metal::float4 result_texcoord_1_;
};
struct type_6 {
    metal::uint4 inner[2];
};

struct main_Input {
    metal::float4 pos [[attribute(0)]];
    metal::float4 in1_ [[attribute(1)]];
    metal::float4 in2_ [[attribute(2)]];
    metal::float4 col [[attribute(3)]];
    metal::float4 in4_ [[attribute(4)]];
    metal::float4 in5_ [[attribute(5)]];
    metal::float4 in6_ [[attribute(6)]];
    metal::float4 in7_ [[attribute(7)]];
    metal::float4 in8_ [[attribute(8)]];
    metal::float4 uv [[attribute(9)]];
};
struct main_Output {
    metal::float4 clip [[position]];
    metal::float4 result_color [[user(loc0), center_perspective]];
    metal::float4 result_fogcoord [[user(loc4), center_perspective]];
    metal::float4 result_texcoord_1_ [[user(loc9), center_perspective]];
};
vertex main_Output main_(
  main_Input varyings [[stage_in]]
, constant type_4& env [[user(fake0)]]
) {
    uint shasm_opaque_zero = {};
    const auto pos = varyings.pos;
    const auto in1_ = varyings.in1_;
    const auto in2_ = varyings.in2_;
    const auto col = varyings.col;
    const auto in4_ = varyings.in4_;
    const auto in5_ = varyings.in5_;
    const auto in6_ = varyings.in6_;
    const auto in7_ = varyings.in7_;
    const auto in8_ = varyings.in8_;
    const auto uv = varyings.uv;
    type_4 r = {};
    bool p0_ = {};
    bool p1_ = {};
    bool killed = {};
    type_6 cc = {};
    uint steps = {};
    uint v0_ = {};
    metal::uint4 _e12 = env.inner[25];
    shasm_opaque_zero = _e12.x;
    type_4 _e15 = env;
    r = _e15;
    r.inner[10] = as_type<metal::uint4>(pos);
    r.inner[11] = as_type<metal::uint4>(in1_);
    r.inner[12] = as_type<metal::uint4>(in2_);
    r.inner[13] = as_type<metal::uint4>(col);
    r.inner[14] = as_type<metal::uint4>(in4_);
    r.inner[15] = as_type<metal::uint4>(in5_);
    r.inner[16] = as_type<metal::uint4>(in6_);
    r.inner[17] = as_type<metal::uint4>(in7_);
    r.inner[18] = as_type<metal::uint4>(in8_);
    r.inner[19] = as_type<metal::uint4>(uv);
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e42 = metal::uint4(2u);
    cc = type_6 {{_e42, _e42}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e50 = r.inner[21];
    metal::uint4 _e60 = r.inner[10];
    uint _e71 = shasm_opaque_zero;
    uint _e77 = shasm_opaque_zero;
    uint _e84 = shasm_opaque_zero;
    uint _e91 = shasm_opaque_zero;
    float _e95 = ((as_type<float>(as_type<uint>(as_type<float>(_e50.x) * as_type<float>(_e60.x)) ^ _e71) + as_type<float>(as_type<uint>(as_type<float>(_e50.y) * as_type<float>(_e60.y)) ^ _e77)) + as_type<float>(as_type<uint>(as_type<float>(_e50.z) * as_type<float>(_e60.z)) ^ _e84)) + as_type<float>(as_type<uint>(as_type<float>(_e50.w) * as_type<float>(_e60.w)) ^ _e91);
    r.inner[0].x = as_type<uint>(_e95);
    metal::uint4 _e103 = r.inner[22];
    metal::uint4 _e113 = r.inner[10];
    uint _e124 = shasm_opaque_zero;
    uint _e130 = shasm_opaque_zero;
    uint _e137 = shasm_opaque_zero;
    uint _e144 = shasm_opaque_zero;
    float _e148 = ((as_type<float>(as_type<uint>(as_type<float>(_e103.x) * as_type<float>(_e113.x)) ^ _e124) + as_type<float>(as_type<uint>(as_type<float>(_e103.y) * as_type<float>(_e113.y)) ^ _e130)) + as_type<float>(as_type<uint>(as_type<float>(_e103.z) * as_type<float>(_e113.z)) ^ _e137)) + as_type<float>(as_type<uint>(as_type<float>(_e103.w) * as_type<float>(_e113.w)) ^ _e144);
    r.inner[0].y = as_type<uint>(_e148);
    metal::uint4 _e156 = r.inner[23];
    metal::uint4 _e166 = r.inner[10];
    uint _e177 = shasm_opaque_zero;
    uint _e183 = shasm_opaque_zero;
    uint _e190 = shasm_opaque_zero;
    uint _e197 = shasm_opaque_zero;
    float _e201 = ((as_type<float>(as_type<uint>(as_type<float>(_e156.x) * as_type<float>(_e166.x)) ^ _e177) + as_type<float>(as_type<uint>(as_type<float>(_e156.y) * as_type<float>(_e166.y)) ^ _e183)) + as_type<float>(as_type<uint>(as_type<float>(_e156.z) * as_type<float>(_e166.z)) ^ _e190)) + as_type<float>(as_type<uint>(as_type<float>(_e156.w) * as_type<float>(_e166.w)) ^ _e197);
    r.inner[0].z = as_type<uint>(_e201);
    metal::uint4 _e209 = r.inner[24];
    metal::uint4 _e219 = r.inner[10];
    uint _e230 = shasm_opaque_zero;
    uint _e236 = shasm_opaque_zero;
    uint _e243 = shasm_opaque_zero;
    uint _e250 = shasm_opaque_zero;
    float _e254 = ((as_type<float>(as_type<uint>(as_type<float>(_e209.x) * as_type<float>(_e219.x)) ^ _e230) + as_type<float>(as_type<uint>(as_type<float>(_e209.y) * as_type<float>(_e219.y)) ^ _e236)) + as_type<float>(as_type<uint>(as_type<float>(_e209.z) * as_type<float>(_e219.z)) ^ _e243)) + as_type<float>(as_type<uint>(as_type<float>(_e209.w) * as_type<float>(_e219.w)) ^ _e250);
    r.inner[0].w = as_type<uint>(_e254);
    metal::uint4 _e262 = r.inner[13];
    r.inner[1].x = _e262.x;
    r.inner[1].y = _e262.y;
    r.inner[1].z = _e262.z;
    r.inner[1].w = _e262.w;
    metal::uint4 _e273 = r.inner[19];
    r.inner[8].x = _e273.x;
    r.inner[8].y = _e273.y;
    r.inner[8].z = _e273.z;
    r.inner[8].w = _e273.w;
    metal::uint4 _e284 = r.inner[10];
    metal::uint4 _e294 = r.inner[20];
    uint _e305 = shasm_opaque_zero;
    uint _e311 = shasm_opaque_zero;
    uint _e317 = shasm_opaque_zero;
    uint _e323 = shasm_opaque_zero;
    r.inner[9].x = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e284.x) * as_type<float>(_e294.x)) ^ _e305));
    r.inner[9].y = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e284.y) * as_type<float>(_e294.y)) ^ _e311));
    r.inner[9].z = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e284.z) * as_type<float>(_e294.z)) ^ _e317));
    r.inner[9].w = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e284.w) * as_type<float>(_e294.w)) ^ _e323));
    metal::uint4 _e337 = r.inner[9];
    r.inner[5].x = _e337.z;
    metal::uint4 _e345 = r.inner[0];
    metal::uint4 _e348 = r.inner[1];
    metal::uint4 _e351 = r.inner[5];
    metal::uint4 _e354 = r.inner[8];
    const auto _tmp = VertexOutput {as_type<metal::float4>(_e345), as_type<metal::float4>(_e348), as_type<metal::float4>(_e351), as_type<metal::float4>(_e354)};
    return main_Output { _tmp.clip, _tmp.result_color, _tmp.result_fogcoord, _tmp.result_texcoord_1_ };
}
