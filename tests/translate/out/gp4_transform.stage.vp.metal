// language: metal1.0
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct type_4 {
    metal::uint4 inner[19];
};
struct VertexOutput {
    metal::float4 result_position;
    metal::float4 result_color;
    metal::float4 result_texcoord_0_;
};
struct type_6 {
    metal::uint4 inner[2];
};

struct main_Input {
    metal::float4 vertex_position [[attribute(0)]];
    metal::float4 in1_ [[attribute(1)]];
    metal::float4 vertex_normal [[attribute(2)]];
    metal::float4 vertex_color [[attribute(3)]];
};
struct main_Output {
    metal::float4 result_position [[position]];
    metal::float4 result_color [[user(loc0), center_perspective]];
    metal::float4 result_texcoord_0_ [[user(loc8), center_perspective]];
};
vertex main_Output main_(
  main_Input varyings [[stage_in]]
, constant type_4& env [[user(fake0)]]
) {
    uint shasm_opaque_zero = {};
    const auto vertex_position = varyings.vertex_position;
    const auto in1_ = varyings.in1_;
    const auto vertex_normal = varyings.vertex_normal;
    const auto vertex_color = varyings.vertex_color;
    type_4 r = {};
    bool p0_ = {};
    bool p1_ = {};
    bool killed = {};
    type_6 cc = {};
    uint steps = {};
    uint v0_ = {};
    metal::uint4 _e6 = env.inner[18];
    shasm_opaque_zero = _e6.x;
    type_4 _e9 = env;
    r = _e9;
    r.inner[9] = as_type<metal::uint4>(vertex_position);
    r.inner[10] = as_type<metal::uint4>(in1_);
    r.inner[11] = as_type<metal::uint4>(vertex_normal);
    r.inner[12] = as_type<metal::uint4>(vertex_color);
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e24 = metal::uint4(2u);
    cc = type_6 {{_e24, _e24}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e32 = r.inner[13];
    metal::uint4 _e42 = r.inner[9];
    uint _e53 = shasm_opaque_zero;
    uint _e59 = shasm_opaque_zero;
    uint _e66 = shasm_opaque_zero;
    uint _e73 = shasm_opaque_zero;
    float _e77 = ((as_type<float>(as_type<uint>(as_type<float>(_e32.x) * as_type<float>(_e42.x)) ^ _e53) + as_type<float>(as_type<uint>(as_type<float>(_e32.y) * as_type<float>(_e42.y)) ^ _e59)) + as_type<float>(as_type<uint>(as_type<float>(_e32.z) * as_type<float>(_e42.z)) ^ _e66)) + as_type<float>(as_type<uint>(as_type<float>(_e32.w) * as_type<float>(_e42.w)) ^ _e73);
    r.inner[0].x = as_type<uint>(_e77);
    metal::uint4 _e85 = r.inner[14];
    metal::uint4 _e95 = r.inner[9];
    uint _e106 = shasm_opaque_zero;
    uint _e112 = shasm_opaque_zero;
    uint _e119 = shasm_opaque_zero;
    uint _e126 = shasm_opaque_zero;
    float _e130 = ((as_type<float>(as_type<uint>(as_type<float>(_e85.x) * as_type<float>(_e95.x)) ^ _e106) + as_type<float>(as_type<uint>(as_type<float>(_e85.y) * as_type<float>(_e95.y)) ^ _e112)) + as_type<float>(as_type<uint>(as_type<float>(_e85.z) * as_type<float>(_e95.z)) ^ _e119)) + as_type<float>(as_type<uint>(as_type<float>(_e85.w) * as_type<float>(_e95.w)) ^ _e126);
    r.inner[0].y = as_type<uint>(_e130);
    metal::uint4 _e138 = r.inner[15];
    metal::uint4 _e148 = r.inner[9];
    uint _e159 = shasm_opaque_zero;
    uint _e165 = shasm_opaque_zero;
    uint _e172 = shasm_opaque_zero;
    uint _e179 = shasm_opaque_zero;
    float _e183 = ((as_type<float>(as_type<uint>(as_type<float>(_e138.x) * as_type<float>(_e148.x)) ^ _e159) + as_type<float>(as_type<uint>(as_type<float>(_e138.y) * as_type<float>(_e148.y)) ^ _e165)) + as_type<float>(as_type<uint>(as_type<float>(_e138.z) * as_type<float>(_e148.z)) ^ _e172)) + as_type<float>(as_type<uint>(as_type<float>(_e138.w) * as_type<float>(_e148.w)) ^ _e179);
    r.inner[0].z = as_type<uint>(_e183);
    metal::uint4 _e191 = r.inner[16];
    metal::uint4 _e201 = r.inner[9];
    uint _e212 = shasm_opaque_zero;
    uint _e218 = shasm_opaque_zero;
    uint _e225 = shasm_opaque_zero;
    uint _e232 = shasm_opaque_zero;
    float _e236 = ((as_type<float>(as_type<uint>(as_type<float>(_e191.x) * as_type<float>(_e201.x)) ^ _e212) + as_type<float>(as_type<uint>(as_type<float>(_e191.y) * as_type<float>(_e201.y)) ^ _e218)) + as_type<float>(as_type<uint>(as_type<float>(_e191.z) * as_type<float>(_e201.z)) ^ _e225)) + as_type<float>(as_type<uint>(as_type<float>(_e191.w) * as_type<float>(_e201.w)) ^ _e232);
    r.inner[0].w = as_type<uint>(_e236);
    metal::uint4 _e244 = r.inner[11];
    metal::uint4 _e254 = r.inner[17];
    uint _e265 = shasm_opaque_zero;
    uint _e271 = shasm_opaque_zero;
    uint _e277 = shasm_opaque_zero;
    uint _e283 = shasm_opaque_zero;
    r.inner[8].x = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e244.x) * as_type<float>(_e254.x)) ^ _e265));
    r.inner[8].y = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e244.y) * as_type<float>(_e254.y)) ^ _e271));
    r.inner[8].z = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e244.z) * as_type<float>(_e254.z)) ^ _e277));
    r.inner[8].w = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e244.w) * as_type<float>(_e254.w)) ^ _e283));
    metal::uint4 _e297 = r.inner[8];
    metal::uint4 _e307 = r.inner[17];
    r.inner[7].x = as_type<uint>(as_type<float>(_e297.x) + as_type<float>(_e307.x));
    r.inner[7].y = as_type<uint>(as_type<float>(_e297.y) + as_type<float>(_e307.y));
    r.inner[7].z = as_type<uint>(as_type<float>(_e297.z) + as_type<float>(_e307.z));
    r.inner[7].w = as_type<uint>(as_type<float>(_e297.w) + as_type<float>(_e307.w));
    metal::uint4 _e330 = r.inner[12];
    r.inner[1].x = _e330.x;
    r.inner[1].y = _e330.y;
    r.inner[1].z = _e330.z;
    r.inner[1].w = _e330.w;
    metal::uint4 _e341 = r.inner[0];
    metal::uint4 _e344 = r.inner[1];
    metal::uint4 _e347 = r.inner[7];
    const auto _tmp = VertexOutput {as_type<metal::float4>(_e341), as_type<metal::float4>(_e344), as_type<metal::float4>(_e347)};
    return main_Output { _tmp.result_position, _tmp.result_color, _tmp.result_texcoord_0_ };
}
