struct VertexOutput {
    float4 o_HPOS : SV_Position;
    float4 o_COL0_ : LOC0;
    float4 o_TEX0_ : LOC8;
};

static uint shasm_opaque_zero = (uint)0;
cbuffer env : register(b0) { uint4 env[141]; }

struct VertexOutput_main {
    float4 o_COL0_ : LOC0;
    float4 o_TEX0_ : LOC8;
    float4 o_HPOS : SV_Position;
};

float f32ftz_input(float a)
{
    uint _e2 = asuint(a);
    return asfloat((((_e2 & 2147483647u) < 8388608u) ? (_e2 & 2147483648u) : _e2));
}

float f32ftz_mul(float a_1, float b)
{
    uint _e4 = shasm_opaque_zero;
    float _e7 = asfloat((asuint((a_1 * b)) ^ _e4));
    float _e13 = asfloat(((asuint(a_1) + 2048u) & 4294963200u));
    float _e14 = (a_1 - _e13);
    float _e18 = asfloat(((asuint(b) + 2048u) & 4294963200u));
    float _e19 = (b - _e18);
    uint _e22 = shasm_opaque_zero;
    uint _e29 = shasm_opaque_zero;
    uint _e36 = shasm_opaque_zero;
    uint _e43 = shasm_opaque_zero;
    uint _e48 = asuint(_e7);
    return asfloat((((_e48 & 2147483647u) < 8388608u) ? (_e48 & 2147483648u) : _e48));
}

float f32ftz_add(float a_2, float b_1)
{
    uint _e4 = shasm_opaque_zero;
    float _e7 = asfloat((asuint((a_2 + b_1)) ^ _e4));
    float _e8 = (_e7 - a_2);
    uint _e13 = asuint(_e7);
    return asfloat((((_e13 & 2147483647u) < 8388608u) ? (_e13 & 2147483648u) : _e13));
}

float f32ftz_round(float a_3)
{
    uint _e2 = asuint(a_3);
    return asfloat((((_e2 & 2147483647u) < 8388608u) ? (_e2 & 2147483648u) : _e2));
}

typedef uint4 ret_Constructarray2_uint4_[2];
ret_Constructarray2_uint4_ Constructarray2_uint4_(uint4 arg0, uint4 arg1) {
    uint4 ret[2] = { arg0, arg1 };
    return ret;
}

VertexOutput ConstructVertexOutput(float4 arg0, float4 arg1, float4 arg2) {
    VertexOutput ret = (VertexOutput)0;
    ret.o_HPOS = arg0;
    ret.o_COL0_ = arg1;
    ret.o_TEX0_ = arg2;
    return ret;
}

VertexOutput_main main(float4 v_0_ : LOC0, float4 v_1_ : LOC1, float4 v_2_ : LOC2, float4 v_3_ : LOC3, float4 v_4_ : LOC4, float4 v_5_ : LOC5, float4 v_6_ : LOC6, float4 v_7_ : LOC7, float4 v_8_ : LOC8, float4 v_9_ : LOC9, float4 v_10_ : LOC10, float4 v_11_ : LOC11, float4 v_12_ : LOC12, float4 v_13_ : LOC13, float4 v_14_ : LOC14, float4 v_15_ : LOC15)
{
    uint4 r[141] = (uint4[141])0;
    bool p0_ = (bool)0;
    bool p1_ = (bool)0;
    bool killed = (bool)0;
    uint4 cc[2] = (uint4[2])0;
    uint steps = (uint)0;
    uint v0_ = (uint)0;

    uint4 _e18 = env[140];
    shasm_opaque_zero = _e18.x;
    uint4 _e21[141] = env;
    r = _e21;
    r[28] = asuint(v_0_);
    r[29] = asuint(v_1_);
    r[30] = asuint(v_2_);
    r[31] = asuint(v_3_);
    r[32] = asuint(v_4_);
    r[33] = asuint(v_5_);
    r[34] = asuint(v_6_);
    r[35] = asuint(v_7_);
    r[36] = asuint(v_8_);
    r[37] = asuint(v_9_);
    r[38] = asuint(v_10_);
    r[39] = asuint(v_11_);
    r[40] = asuint(v_12_);
    r[41] = asuint(v_13_);
    r[42] = asuint(v_14_);
    r[43] = asuint(v_15_);
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e60 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e60, _e60);
    steps = 0u;
    v0_ = 0u;
    uint4 _e68 = r[44];
    const float _e74 = f32ftz_input(asfloat(_e68.x));
    const float _e76 = f32ftz_input(asfloat(_e68.y));
    const float _e78 = f32ftz_input(asfloat(_e68.z));
    const float _e80 = f32ftz_input(asfloat(_e68.w));
    uint4 _e82 = r[28];
    const float _e88 = f32ftz_input(asfloat(_e82.x));
    const float _e90 = f32ftz_input(asfloat(_e82.y));
    const float _e92 = f32ftz_input(asfloat(_e82.z));
    const float _e94 = f32ftz_input(asfloat(_e82.w));
    const float _e95 = f32ftz_mul(_e74, _e88);
    const float _e96 = f32ftz_mul(_e76, _e90);
    const float _e97 = f32ftz_add(_e95, _e96);
    const float _e98 = f32ftz_mul(_e78, _e92);
    const float _e99 = f32ftz_add(_e97, _e98);
    const float _e100 = f32ftz_mul(_e80, _e94);
    const float _e101 = f32ftz_add(_e99, _e100);
    r[0].x = asuint(_e101);
    uint4 _e109 = r[45];
    const float _e115 = f32ftz_input(asfloat(_e109.x));
    const float _e117 = f32ftz_input(asfloat(_e109.y));
    const float _e119 = f32ftz_input(asfloat(_e109.z));
    const float _e121 = f32ftz_input(asfloat(_e109.w));
    uint4 _e123 = r[28];
    const float _e129 = f32ftz_input(asfloat(_e123.x));
    const float _e131 = f32ftz_input(asfloat(_e123.y));
    const float _e133 = f32ftz_input(asfloat(_e123.z));
    const float _e135 = f32ftz_input(asfloat(_e123.w));
    const float _e136 = f32ftz_mul(_e115, _e129);
    const float _e137 = f32ftz_mul(_e117, _e131);
    const float _e138 = f32ftz_add(_e136, _e137);
    const float _e139 = f32ftz_mul(_e119, _e133);
    const float _e140 = f32ftz_add(_e138, _e139);
    const float _e141 = f32ftz_mul(_e121, _e135);
    const float _e142 = f32ftz_add(_e140, _e141);
    r[0].y = asuint(_e142);
    uint4 _e150 = r[46];
    const float _e156 = f32ftz_input(asfloat(_e150.x));
    const float _e158 = f32ftz_input(asfloat(_e150.y));
    const float _e160 = f32ftz_input(asfloat(_e150.z));
    const float _e162 = f32ftz_input(asfloat(_e150.w));
    uint4 _e164 = r[28];
    const float _e170 = f32ftz_input(asfloat(_e164.x));
    const float _e172 = f32ftz_input(asfloat(_e164.y));
    const float _e174 = f32ftz_input(asfloat(_e164.z));
    const float _e176 = f32ftz_input(asfloat(_e164.w));
    const float _e177 = f32ftz_mul(_e156, _e170);
    const float _e178 = f32ftz_mul(_e158, _e172);
    const float _e179 = f32ftz_add(_e177, _e178);
    const float _e180 = f32ftz_mul(_e160, _e174);
    const float _e181 = f32ftz_add(_e179, _e180);
    const float _e182 = f32ftz_mul(_e162, _e176);
    const float _e183 = f32ftz_add(_e181, _e182);
    r[0].z = asuint(_e183);
    uint4 _e191 = r[47];
    const float _e197 = f32ftz_input(asfloat(_e191.x));
    const float _e199 = f32ftz_input(asfloat(_e191.y));
    const float _e201 = f32ftz_input(asfloat(_e191.z));
    const float _e203 = f32ftz_input(asfloat(_e191.w));
    uint4 _e205 = r[28];
    const float _e211 = f32ftz_input(asfloat(_e205.x));
    const float _e213 = f32ftz_input(asfloat(_e205.y));
    const float _e215 = f32ftz_input(asfloat(_e205.z));
    const float _e217 = f32ftz_input(asfloat(_e205.w));
    const float _e218 = f32ftz_mul(_e197, _e211);
    const float _e219 = f32ftz_mul(_e199, _e213);
    const float _e220 = f32ftz_add(_e218, _e219);
    const float _e221 = f32ftz_mul(_e201, _e215);
    const float _e222 = f32ftz_add(_e220, _e221);
    const float _e223 = f32ftz_mul(_e203, _e217);
    const float _e224 = f32ftz_add(_e222, _e223);
    r[0].w = asuint(_e224);
    uint4 _e232 = r[31];
    const float _e238 = f32ftz_input(asfloat(_e232.x));
    const float _e240 = f32ftz_input(asfloat(_e232.y));
    const float _e242 = f32ftz_input(asfloat(_e232.z));
    const float _e244 = f32ftz_input(asfloat(_e232.w));
    const float _e245 = f32ftz_round(_e238);
    const float _e246 = f32ftz_round(_e240);
    const float _e247 = f32ftz_round(_e242);
    const float _e248 = f32ftz_round(_e244);
    r[1].x = asuint(_e245);
    r[1].y = asuint(_e246);
    r[1].z = asuint(_e247);
    r[1].w = asuint(_e248);
    uint4 _e259 = r[36];
    const float _e265 = f32ftz_input(asfloat(_e259.x));
    const float _e267 = f32ftz_input(asfloat(_e259.y));
    const float _e269 = f32ftz_input(asfloat(_e259.z));
    const float _e271 = f32ftz_input(asfloat(_e259.w));
    uint4 _e273 = r[48];
    const float _e279 = f32ftz_input(asfloat(_e273.x));
    const float _e281 = f32ftz_input(asfloat(_e273.y));
    const float _e283 = f32ftz_input(asfloat(_e273.z));
    const float _e285 = f32ftz_input(asfloat(_e273.w));
    const float _e286 = f32ftz_mul(_e265, _e279);
    const float _e287 = f32ftz_mul(_e267, _e281);
    const float _e288 = f32ftz_mul(_e269, _e283);
    const float _e289 = f32ftz_mul(_e271, _e285);
    r[7].x = asuint(_e286);
    r[7].y = asuint(_e287);
    r[7].z = asuint(_e288);
    r[7].w = asuint(_e289);
    uint4 _e300 = r[0];
    uint4 _e303 = r[1];
    uint4 _e306 = r[7];
    const VertexOutput vertexoutput = ConstructVertexOutput(asfloat(_e300), asfloat(_e303), asfloat(_e306));
    const VertexOutput_main vertexoutput_1 = { vertexoutput.o_COL0_, vertexoutput.o_TEX0_, vertexoutput.o_HPOS };
    return vertexoutput_1;
}
