// language: metal1.0
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct type_4 {
    metal::uint4 inner[141];
};
struct VertexOutput {
    metal::float4 o_HPOS;
    metal::float4 o_COL0_;
    metal::float4 o_TEX0_;
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
    metal::float4 v_0_ [[attribute(0)]];
    metal::float4 v_1_ [[attribute(1)]];
    metal::float4 v_2_ [[attribute(2)]];
    metal::float4 v_3_ [[attribute(3)]];
    metal::float4 v_4_ [[attribute(4)]];
    metal::float4 v_5_ [[attribute(5)]];
    metal::float4 v_6_ [[attribute(6)]];
    metal::float4 v_7_ [[attribute(7)]];
    metal::float4 v_8_ [[attribute(8)]];
    metal::float4 v_9_ [[attribute(9)]];
    metal::float4 v_10_ [[attribute(10)]];
    metal::float4 v_11_ [[attribute(11)]];
    metal::float4 v_12_ [[attribute(12)]];
    metal::float4 v_13_ [[attribute(13)]];
    metal::float4 v_14_ [[attribute(14)]];
    metal::float4 v_15_ [[attribute(15)]];
};
struct main_Output {
    metal::float4 o_HPOS [[position]];
    metal::float4 o_COL0_ [[user(loc0), center_perspective]];
    metal::float4 o_TEX0_ [[user(loc8), center_perspective]];
};
vertex main_Output main_(
  main_Input varyings [[stage_in]]
, constant type_4& env [[user(fake0)]]
) {
    uint shasm_opaque_zero = {};
    const auto v_0_ = varyings.v_0_;
    const auto v_1_ = varyings.v_1_;
    const auto v_2_ = varyings.v_2_;
    const auto v_3_ = varyings.v_3_;
    const auto v_4_ = varyings.v_4_;
    const auto v_5_ = varyings.v_5_;
    const auto v_6_ = varyings.v_6_;
    const auto v_7_ = varyings.v_7_;
    const auto v_8_ = varyings.v_8_;
    const auto v_9_ = varyings.v_9_;
    const auto v_10_ = varyings.v_10_;
    const auto v_11_ = varyings.v_11_;
    const auto v_12_ = varyings.v_12_;
    const auto v_13_ = varyings.v_13_;
    const auto v_14_ = varyings.v_14_;
    const auto v_15_ = varyings.v_15_;
    type_4 r = {};
    bool p0_ = {};
    bool p1_ = {};
    bool killed = {};
    type_6 cc = {};
    uint steps = {};
    uint v0_ = {};
    metal::uint4 _e18 = env.inner[140];
    shasm_opaque_zero = _e18.x;
    type_4 _e21 = env;
    r = _e21;
    r.inner[28] = as_type<metal::uint4>(v_0_);
    r.inner[29] = as_type<metal::uint4>(v_1_);
    r.inner[30] = as_type<metal::uint4>(v_2_);
    r.inner[31] = as_type<metal::uint4>(v_3_);
    r.inner[32] = as_type<metal::uint4>(v_4_);
    r.inner[33] = as_type<metal::uint4>(v_5_);
    r.inner[34] = as_type<metal::uint4>(v_6_);
    r.inner[35] = as_type<metal::uint4>(v_7_);
    r.inner[36] = as_type<metal::uint4>(v_8_);
    r.inner[37] = as_type<metal::uint4>(v_9_);
    r.inner[38] = as_type<metal::uint4>(v_10_);
    r.inner[39] = as_type<metal::uint4>(v_11_);
    r.inner[40] = as_type<metal::uint4>(v_12_);
    r.inner[41] = as_type<metal::uint4>(v_13_);
    r.inner[42] = as_type<metal::uint4>(v_14_);
    r.inner[43] = as_type<metal::uint4>(v_15_);
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e60 = metal::uint4(2u);
    cc = type_6 {{_e60, _e60}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e68 = r.inner[44];
    float _e74 = f32ftz_input(as_type<float>(_e68.x));
    float _e76 = f32ftz_input(as_type<float>(_e68.y));
    float _e78 = f32ftz_input(as_type<float>(_e68.z));
    float _e80 = f32ftz_input(as_type<float>(_e68.w));
    metal::uint4 _e82 = r.inner[28];
    float _e88 = f32ftz_input(as_type<float>(_e82.x));
    float _e90 = f32ftz_input(as_type<float>(_e82.y));
    float _e92 = f32ftz_input(as_type<float>(_e82.z));
    float _e94 = f32ftz_input(as_type<float>(_e82.w));
    float _e95 = f32ftz_mul(_e74, _e88, shasm_opaque_zero);
    float _e96 = f32ftz_mul(_e76, _e90, shasm_opaque_zero);
    float _e97 = f32ftz_add(_e95, _e96, shasm_opaque_zero);
    float _e98 = f32ftz_mul(_e78, _e92, shasm_opaque_zero);
    float _e99 = f32ftz_add(_e97, _e98, shasm_opaque_zero);
    float _e100 = f32ftz_mul(_e80, _e94, shasm_opaque_zero);
    float _e101 = f32ftz_add(_e99, _e100, shasm_opaque_zero);
    r.inner[0].x = as_type<uint>(_e101);
    metal::uint4 _e109 = r.inner[45];
    float _e115 = f32ftz_input(as_type<float>(_e109.x));
    float _e117 = f32ftz_input(as_type<float>(_e109.y));
    float _e119 = f32ftz_input(as_type<float>(_e109.z));
    float _e121 = f32ftz_input(as_type<float>(_e109.w));
    metal::uint4 _e123 = r.inner[28];
    float _e129 = f32ftz_input(as_type<float>(_e123.x));
    float _e131 = f32ftz_input(as_type<float>(_e123.y));
    float _e133 = f32ftz_input(as_type<float>(_e123.z));
    float _e135 = f32ftz_input(as_type<float>(_e123.w));
    float _e136 = f32ftz_mul(_e115, _e129, shasm_opaque_zero);
    float _e137 = f32ftz_mul(_e117, _e131, shasm_opaque_zero);
    float _e138 = f32ftz_add(_e136, _e137, shasm_opaque_zero);
    float _e139 = f32ftz_mul(_e119, _e133, shasm_opaque_zero);
    float _e140 = f32ftz_add(_e138, _e139, shasm_opaque_zero);
    float _e141 = f32ftz_mul(_e121, _e135, shasm_opaque_zero);
    float _e142 = f32ftz_add(_e140, _e141, shasm_opaque_zero);
    r.inner[0].y = as_type<uint>(_e142);
    metal::uint4 _e150 = r.inner[46];
    float _e156 = f32ftz_input(as_type<float>(_e150.x));
    float _e158 = f32ftz_input(as_type<float>(_e150.y));
    float _e160 = f32ftz_input(as_type<float>(_e150.z));
    float _e162 = f32ftz_input(as_type<float>(_e150.w));
    metal::uint4 _e164 = r.inner[28];
    float _e170 = f32ftz_input(as_type<float>(_e164.x));
    float _e172 = f32ftz_input(as_type<float>(_e164.y));
    float _e174 = f32ftz_input(as_type<float>(_e164.z));
    float _e176 = f32ftz_input(as_type<float>(_e164.w));
    float _e177 = f32ftz_mul(_e156, _e170, shasm_opaque_zero);
    float _e178 = f32ftz_mul(_e158, _e172, shasm_opaque_zero);
    float _e179 = f32ftz_add(_e177, _e178, shasm_opaque_zero);
    float _e180 = f32ftz_mul(_e160, _e174, shasm_opaque_zero);
    float _e181 = f32ftz_add(_e179, _e180, shasm_opaque_zero);
    float _e182 = f32ftz_mul(_e162, _e176, shasm_opaque_zero);
    float _e183 = f32ftz_add(_e181, _e182, shasm_opaque_zero);
    r.inner[0].z = as_type<uint>(_e183);
    metal::uint4 _e191 = r.inner[47];
    float _e197 = f32ftz_input(as_type<float>(_e191.x));
    float _e199 = f32ftz_input(as_type<float>(_e191.y));
    float _e201 = f32ftz_input(as_type<float>(_e191.z));
    float _e203 = f32ftz_input(as_type<float>(_e191.w));
    metal::uint4 _e205 = r.inner[28];
    float _e211 = f32ftz_input(as_type<float>(_e205.x));
    float _e213 = f32ftz_input(as_type<float>(_e205.y));
    float _e215 = f32ftz_input(as_type<float>(_e205.z));
    float _e217 = f32ftz_input(as_type<float>(_e205.w));
    float _e218 = f32ftz_mul(_e197, _e211, shasm_opaque_zero);
    float _e219 = f32ftz_mul(_e199, _e213, shasm_opaque_zero);
    float _e220 = f32ftz_add(_e218, _e219, shasm_opaque_zero);
    float _e221 = f32ftz_mul(_e201, _e215, shasm_opaque_zero);
    float _e222 = f32ftz_add(_e220, _e221, shasm_opaque_zero);
    float _e223 = f32ftz_mul(_e203, _e217, shasm_opaque_zero);
    float _e224 = f32ftz_add(_e222, _e223, shasm_opaque_zero);
    r.inner[0].w = as_type<uint>(_e224);
    metal::uint4 _e232 = r.inner[31];
    float _e238 = f32ftz_input(as_type<float>(_e232.x));
    float _e240 = f32ftz_input(as_type<float>(_e232.y));
    float _e242 = f32ftz_input(as_type<float>(_e232.z));
    float _e244 = f32ftz_input(as_type<float>(_e232.w));
    float _e245 = f32ftz_round(_e238);
    float _e246 = f32ftz_round(_e240);
    float _e247 = f32ftz_round(_e242);
    float _e248 = f32ftz_round(_e244);
    r.inner[1].x = as_type<uint>(_e245);
    r.inner[1].y = as_type<uint>(_e246);
    r.inner[1].z = as_type<uint>(_e247);
    r.inner[1].w = as_type<uint>(_e248);
    metal::uint4 _e259 = r.inner[36];
    float _e265 = f32ftz_input(as_type<float>(_e259.x));
    float _e267 = f32ftz_input(as_type<float>(_e259.y));
    float _e269 = f32ftz_input(as_type<float>(_e259.z));
    float _e271 = f32ftz_input(as_type<float>(_e259.w));
    metal::uint4 _e273 = r.inner[48];
    float _e279 = f32ftz_input(as_type<float>(_e273.x));
    float _e281 = f32ftz_input(as_type<float>(_e273.y));
    float _e283 = f32ftz_input(as_type<float>(_e273.z));
    float _e285 = f32ftz_input(as_type<float>(_e273.w));
    float _e286 = f32ftz_mul(_e265, _e279, shasm_opaque_zero);
    float _e287 = f32ftz_mul(_e267, _e281, shasm_opaque_zero);
    float _e288 = f32ftz_mul(_e269, _e283, shasm_opaque_zero);
    float _e289 = f32ftz_mul(_e271, _e285, shasm_opaque_zero);
    r.inner[7].x = as_type<uint>(_e286);
    r.inner[7].y = as_type<uint>(_e287);
    r.inner[7].z = as_type<uint>(_e288);
    r.inner[7].w = as_type<uint>(_e289);
    metal::uint4 _e300 = r.inner[0];
    metal::uint4 _e303 = r.inner[1];
    metal::uint4 _e306 = r.inner[7];
    const auto _tmp = VertexOutput {as_type<metal::float4>(_e300), as_type<metal::float4>(_e303), as_type<metal::float4>(_e306)};
    return main_Output { _tmp.o_HPOS, _tmp.o_COL0_, _tmp.o_TEX0_ };
}
