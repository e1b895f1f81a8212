struct FragmentOutput {
    float4 result_color : SV_Target0;
};

static uint shasm_opaque_zero = (uint)0;
cbuffer env : register(b0) { uint4 env[12]; }

struct FragmentInput_main {
    float4 col_1 : LOC0;
    float4 fog_1 : LOC4;
    float4 uv_1 : LOC9;
};

typedef uint4 ret_Constructarray2_uint4_[2];
ret_Constructarray2_uint4_ Constructarray2_uint4_(uint4 arg0, uint4 arg1) {
    uint4 ret[2] = { arg0, arg1 };
    return ret;
}

FragmentOutput ConstructFragmentOutput(float4 arg0) {
    FragmentOutput ret = (FragmentOutput)0;
    ret.result_color = arg0;
    return ret;
}

FragmentOutput main(FragmentInput_main fragmentinput_main)
{
    float4 col = fragmentinput_main.col_1;
    float4 fog = fragmentinput_main.fog_1;
    float4 uv = fragmentinput_main.uv_1;
    uint4 r[12] = (uint4[12])0;
    bool p0_ = (bool)0;
    bool p1_ = (bool)0;
    bool killed = (bool)0;
    uint4 cc[2] = (uint4[2])0;
    uint steps = (uint)0;
    uint v0_ = (uint)0;

    uint4 _e5 = env[11];
    shasm_opaque_zero = _e5.x;
    uint4 _e8[12] = env;
    r = _e8;
    r[4] = asuint(col);
    r[6] = asuint(fog);
    r[8] = asuint(uv);
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e21 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e21, _e21);
    steps = 0u;
    v0_ = 0u;
    uint4 _e29 = r[4];
    uint4 _e39 = r[8];
    uint _e50 = shasm_opaque_zero;
    uint _e56 = shasm_opaque_zero;
    uint _e62 = shasm_opaque_zero;
    uint _e68 = shasm_opaque_zero;
    r[2].x = asuint(asfloat((asuint((asfloat(_e29.x) * asfloat(_e39.x))) ^ _e50)));
    r[2].y = asuint(asfloat((asuint((asfloat(_e29.y) * asfloat(_e39.x))) ^ _e56)));
    r[2].z = asuint(asfloat((asuint((asfloat(_e29.z) * asfloat(_e39.x))) ^ _e62)));
    r[2].w = asuint(asfloat((asuint((asfloat(_e29.w) * asfloat(_e39.x))) ^ _e68)));
    uint4 _e82 = r[6];
    uint4 _e92 = r[9];
    uint4 _e102 = r[9];
    uint _e113 = shasm_opaque_zero;
    float _e117 = (asfloat((asuint((asfloat(_e82.x) * asfloat(_e92.x))) ^ _e113)) + asfloat(_e102.y));
    uint _e120 = shasm_opaque_zero;
    float _e124 = (asfloat((asuint((asfloat(_e82.x) * asfloat(_e92.x))) ^ _e120)) + asfloat(_e102.y));
    uint _e127 = shasm_opaque_zero;
    float _e131 = (asfloat((asuint((asfloat(_e82.x) * asfloat(_e92.x))) ^ _e127)) + asfloat(_e102.y));
    uint _e134 = shasm_opaque_zero;
    float _e138 = (asfloat((asuint((asfloat(_e82.x) * asfloat(_e92.x))) ^ _e134)) + asfloat(_e102.y));
    uint _e140 = asuint(_e117);
    uint _e142 = (_e140 & 2147483647u);
    uint _e159 = asuint(_e117);
    uint _e160 = (_e159 & 2147483647u);
    uint _e174 = asuint(_e124);
    uint _e175 = (_e174 & 2147483647u);
    uint _e189 = asuint(_e124);
    uint _e190 = (_e189 & 2147483647u);
    uint _e204 = asuint(_e131);
    uint _e205 = (_e204 & 2147483647u);
    uint _e219 = asuint(_e131);
    uint _e220 = (_e219 & 2147483647u);
    uint _e234 = asuint(_e138);
    uint _e235 = (_e234 & 2147483647u);
    uint _e249 = asuint(_e138);
    uint _e250 = (_e249 & 2147483647u);
    r[1].x = asuint((((((_e160 == 0u) ? 2147483648u : ((_e159 >= 2147483648u) ? ~(_e159) : (_e160 | 2147483648u))) < 2147483648u) && !(((asuint(_e117) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e142 == 0u) ? 2147483648u : ((_e140 >= 2147483648u) ? ~(_e140) : (_e142 | 2147483648u))) > 3212836864u) && !(((asuint(_e117) & 2147483647u) > 2139095040u))) ? 1.0 : _e117)));
    uint4 _e271 = r[1];
    float _e276 = asfloat(_e271.x);
    float _e277 = asfloat(_e271.x);
    float _e278 = asfloat(_e271.x);
    float _e279 = asfloat(_e271.x);
    uint4 _e281 = r[2];
    uint4 _e291 = r[10];
    uint _e302 = shasm_opaque_zero;
    uint _e312 = shasm_opaque_zero;
    uint _e319 = shasm_opaque_zero;
    uint _e329 = shasm_opaque_zero;
    uint _e336 = shasm_opaque_zero;
    uint _e346 = shasm_opaque_zero;
    uint _e353 = shasm_opaque_zero;
    uint _e363 = shasm_opaque_zero;
    r[0].x = asuint((asfloat((asuint((_e276 * asfloat(_e281.x))) ^ _e302)) + asfloat((asuint(((1.0 + asfloat((asuint(_e276) ^ 2147483648u))) * asfloat(_e291.x))) ^ _e312))));
    r[0].y = asuint((asfloat((asuint((_e277 * asfloat(_e281.y))) ^ _e319)) + asfloat((asuint(((1.0 + asfloat((asuint(_e277) ^ 2147483648u))) * asfloat(_e291.y))) ^ _e329))));
    r[0].z = asuint((asfloat((asuint((_e278 * asfloat(_e281.z))) ^ _e336)) + asfloat((asuint(((1.0 + asfloat((asuint(_e278) ^ 2147483648u))) * asfloat(_e291.z))) ^ _e346))));
    r[0].w = asuint((asfloat((asuint((_e279 * asfloat(_e281.w))) ^ _e353)) + asfloat((asuint(((1.0 + asfloat((asuint(_e279) ^ 2147483648u))) * asfloat(_e291.w))) ^ _e363))));
    uint4 _e378 = r[0];
    const FragmentOutput fragmentoutput = ConstructFragmentOutput(asfloat(_e378));
    return fragmentoutput;
}
