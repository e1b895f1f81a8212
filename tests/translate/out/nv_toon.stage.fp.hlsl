struct FragmentOutput {
    float4 o_COLR : SV_Target0;
    float o_DEPR : SV_Depth;
};

static uint shasm_opaque_zero = (uint)0;
cbuffer env : register(b0) { uint4 env[181]; }

struct FragmentInput_main {
    float4 f_COL0_1 : LOC0;
    float4 f_TEX0_1 : LOC8;
    float4 f_WPOS_1 : SV_Position;
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

FragmentOutput ConstructFragmentOutput(float4 arg0, float arg1) {
    FragmentOutput ret = (FragmentOutput)0;
    ret.o_COLR = arg0;
    ret.o_DEPR = arg1;
    return ret;
}

FragmentOutput main(FragmentInput_main fragmentinput_main)
{
    float4 f_WPOS = fragmentinput_main.f_WPOS_1;
    float4 f_COL0_ = fragmentinput_main.f_COL0_1;
    float4 f_TEX0_ = fragmentinput_main.f_TEX0_1;
    uint4 r[181] = (uint4[181])0;
    bool p0_ = (bool)0;
    bool p1_ = (bool)0;
    bool killed = (bool)0;
    uint4 cc[2] = (uint4[2])0;
    uint steps = (uint)0;
    uint v0_ = (uint)0;

    uint4 _e5 = env[180];
    shasm_opaque_zero = _e5.x;
    uint4 _e8[181] = env;
    r = _e8;
    r[100] = asuint(f_WPOS);
    r[101] = asuint(f_COL0_);
    r[104] = asuint(f_TEX0_);
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e21 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e21, _e21);
    steps = 0u;
    v0_ = 0u;
    uint4 _e29 = r[104];
    const float _e35 = f32ftz_input(asfloat(_e29.x));
    const float _e37 = f32ftz_input(asfloat(_e29.y));
    const float _e39 = f32ftz_input(asfloat(_e29.z));
    const float _e41 = f32ftz_input(asfloat(_e29.w));
    uint4 _e43 = r[176];
    const float _e49 = f32ftz_input(asfloat(_e43.x));
    const float _e51 = f32ftz_input(asfloat(_e43.y));
    const float _e53 = f32ftz_input(asfloat(_e43.z));
    const float _e55 = f32ftz_input(asfloat(_e43.w));
    const float _e56 = f32ftz_mul(_e35, _e49);
    const float _e57 = f32ftz_mul(_e37, _e51);
    const float _e58 = f32ftz_add(_e56, _e57);
    const float _e59 = f32ftz_mul(_e39, _e53);
    const float _e60 = f32ftz_add(_e58, _e59);
    uint _e61 = asuint(_e60);
    r[2].x = _e61;
    float _e69 = asfloat(_e61);
    uint _e75 = asuint(_e69);
    uint _e76 = (_e75 & 2147483647u);
    uint _e90 = asuint(_e69);
    uint _e91 = (_e90 & 2147483647u);
    cc[0].x = (((asuint(_e69) & 2147483647u) > 2139095040u) ? 3u : (((((_e76 == 0u) ? 2147483648u : ((_e75 >= 2147483648u) ? ~(_e75) : (_e76 | 2147483648u))) < 2147483648u) && !(((asuint(_e69) & 2147483647u) > 2139095040u))) ? 1u : (((((_e91 == 0u) ? 2147483648u : ((_e90 >= 2147483648u) ? ~(_e90) : (_e91 | 2147483648u))) == 2147483648u) && !(((asuint(_e69) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    uint _e111 = cc[0].x;
    uint _e118 = cc[0].x;
    uint _e124 = cc[0].x;
    uint _e130 = cc[0].x;
    bool _e137 = killed;
    killed = (_e137 || (((((53970u >> _e111) & 1u) != 0u) || (((53970u >> _e118) & 1u) != 0u)) || ((((53970u >> _e124) & 1u) != 0u) || (((53970u >> _e130) & 1u) != 0u))));
    uint4 _e140 = r[2];
    const float _e146 = f32ftz_input(asfloat(_e140.x));
    const float _e148 = f32ftz_input(asfloat(_e140.x));
    const float _e150 = f32ftz_input(asfloat(_e140.x));
    const float _e152 = f32ftz_input(asfloat(_e140.x));
    uint4 _e154 = r[177];
    const float _e160 = f32ftz_input(asfloat(_e154.x));
    const float _e162 = f32ftz_input(asfloat(_e154.x));
    const float _e164 = f32ftz_input(asfloat(_e154.x));
    const float _e166 = f32ftz_input(asfloat(_e154.x));
    const float _e167 = f32ftz_mul(_e146, _e160);
    const float _e168 = f32ftz_mul(_e148, _e162);
    const float _e169 = f32ftz_mul(_e150, _e164);
    const float _e170 = f32ftz_mul(_e152, _e166);
    r[2].x = asuint(_e167);
    uint4 _e178 = r[2];
    const float _e184 = f32ftz_input(asfloat(_e178.x));
    const float _e186 = f32ftz_input(asfloat(_e178.x));
    const float _e188 = f32ftz_input(asfloat(_e178.x));
    const float _e190 = f32ftz_input(asfloat(_e178.x));
    const float _e192 = f32ftz_round(floor(_e184));
    const float _e194 = f32ftz_round(floor(_e186));
    const float _e196 = f32ftz_round(floor(_e188));
    const float _e198 = f32ftz_round(floor(_e190));
    r[2].x = asuint(_e192);
    uint4 _e206 = r[2];
    const float _e212 = f32ftz_input(asfloat(_e206.x));
    const float _e214 = f32ftz_input(asfloat(_e206.x));
    const float _e216 = f32ftz_input(asfloat(_e206.x));
    const float _e218 = f32ftz_input(asfloat(_e206.x));
    uint4 _e220 = r[178];
    const float _e226 = f32ftz_input(asfloat(_e220.x));
    const float _e228 = f32ftz_input(asfloat(_e220.x));
    const float _e230 = f32ftz_input(asfloat(_e220.x));
    const float _e232 = f32ftz_input(asfloat(_e220.x));
    const float _e233 = f32ftz_mul(_e212, _e226);
    const float _e234 = f32ftz_mul(_e214, _e228);
    const float _e235 = f32ftz_mul(_e216, _e230);
    const float _e236 = f32ftz_mul(_e218, _e232);
    uint _e238 = asuint(_e233);
    uint _e239 = (_e238 & 2147483647u);
    uint _e254 = asuint(_e233);
    uint _e255 = (_e254 & 2147483647u);
    uint _e269 = asuint(_e234);
    uint _e270 = (_e269 & 2147483647u);
    uint _e284 = asuint(_e234);
    uint _e285 = (_e284 & 2147483647u);
    uint _e299 = asuint(_e235);
    uint _e300 = (_e299 & 2147483647u);
    uint _e314 = asuint(_e235);
    uint _e315 = (_e314 & 2147483647u);
    uint _e329 = asuint(_e236);
    uint _e330 = (_e329 & 2147483647u);
    uint _e344 = asuint(_e236);
    uint _e345 = (_e344 & 2147483647u);
    r[2].x = asuint((((((_e255 == 0u) ? 2147483648u : ((_e254 >= 2147483648u) ? ~(_e254) : (_e255 | 2147483648u))) < 2147483648u) && !(((asuint(_e233) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e239 == 0u) ? 2147483648u : ((_e238 >= 2147483648u) ? ~(_e238) : (_e239 | 2147483648u))) > 3212836864u) && !(((asuint(_e233) & 2147483647u) > 2139095040u))) ? 1.0 : _e233)));
    uint4 _e366 = r[2];
    const float _e372 = f32ftz_input(asfloat(_e366.x));
    const float _e374 = f32ftz_input(asfloat(_e366.x));
    const float _e376 = f32ftz_input(asfloat(_e366.x));
    const float _e378 = f32ftz_input(asfloat(_e366.x));
    uint4 _e380 = r[101];
    const float _e386 = f32ftz_input(asfloat(_e380.x));
    const float _e388 = f32ftz_input(asfloat(_e380.y));
    const float _e390 = f32ftz_input(asfloat(_e380.z));
    const float _e392 = f32ftz_input(asfloat(_e380.w));
    uint4 _e394 = r[179];
    const float _e400 = f32ftz_input(asfloat(_e394.x));
    const float _e402 = f32ftz_input(asfloat(_e394.x));
    const float _e404 = f32ftz_input(asfloat(_e394.z));
    const float _e406 = f32ftz_input(asfloat(_e394.w));
    const float _e407 = f32ftz_mul(_e372, _e386);
    const float _e411 = f32ftz_add(1.0, asfloat((asuint(_e372) ^ 2147483648u)));
    const float _e412 = f32ftz_mul(_e411, _e400);
    const float _e413 = f32ftz_add(_e407, _e412);
    const float _e414 = f32ftz_mul(_e374, _e388);
    const float _e418 = f32ftz_add(1.0, asfloat((asuint(_e374) ^ 2147483648u)));
    const float _e419 = f32ftz_mul(_e418, _e402);
    const float _e420 = f32ftz_add(_e414, _e419);
    const float _e421 = f32ftz_mul(_e376, _e390);
    const float _e425 = f32ftz_add(1.0, asfloat((asuint(_e376) ^ 2147483648u)));
    const float _e426 = f32ftz_mul(_e425, _e404);
    const float _e427 = f32ftz_add(_e421, _e426);
    const float _e428 = f32ftz_mul(_e378, _e392);
    const float _e432 = f32ftz_add(1.0, asfloat((asuint(_e378) ^ 2147483648u)));
    const float _e433 = f32ftz_mul(_e432, _e406);
    const float _e434 = f32ftz_add(_e428, _e433);
    r[0].x = asuint(_e413);
    r[0].y = asuint(_e420);
    r[0].z = asuint(_e427);
    r[0].w = asuint(_e434);
    uint4 _e445 = r[100];
    r[1].z = _e445.z;
    bool _e452 = killed;
    if (_e452) {
        discard;
    }
    uint4 _e454 = r[0];
    uint4 _e457 = r[1];
    const FragmentOutput fragmentoutput = ConstructFragmentOutput(asfloat(_e454), asfloat(_e457.z));
    return fragmentoutput;
}
