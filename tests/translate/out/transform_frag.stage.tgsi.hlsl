struct FragmentOutput {
    float4 OUT_0_ : SV_Target0;
};

static uint shasm_opaque_zero = (uint)0;
cbuffer env : register(b0) { uint4 env[6]; }

struct FragmentInput_main {
    float4 IN_0_1 : LOC0;
    float4 IN_1_1 : LOC8;
};

typedef uint4 ret_Constructarray2_uint4_[2];
ret_Constructarray2_uint4_ Constructarray2_uint4_(uint4 arg0, uint4 arg1) {
    uint4 ret[2] = { arg0, arg1 };
    return ret;
}

FragmentOutput ConstructFragmentOutput(float4 arg0) {
    FragmentOutput ret = (FragmentOutput)0;
    ret.OUT_0_ = arg0;
    return ret;
}

FragmentOutput main(FragmentInput_main fragmentinput_main)
{
    float4 IN_0_ = fragmentinput_main.IN_0_1;
    float4 IN_1_ = fragmentinput_main.IN_1_1;
    uint4 r[6] = (uint4[6])0;
    bool p0_ = (bool)0;
    bool p1_ = (bool)0;
    bool killed = (bool)0;
    uint4 cc[2] = (uint4[2])0;
    uint steps = (uint)0;
    uint v0_ = (uint)0;

    uint4 _e4 = env[5];
    shasm_opaque_zero = _e4.x;
    uint4 _e7[6] = env;
    r = _e7;
    r[2] = asuint(IN_0_);
    r[3] = asuint(IN_1_);
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e18 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e18, _e18);
    steps = 0u;
    v0_ = 0u;
    uint4 _e26 = r[2];
    uint4 _e36 = r[3];
    uint _e47 = shasm_opaque_zero;
    uint _e53 = shasm_opaque_zero;
    uint _e59 = shasm_opaque_zero;
    uint _e65 = shasm_opaque_zero;
    r[1].x = asuint(asfloat((asuint((asfloat(_e26.x) * asfloat(_e36.x))) ^ _e47)));
    r[1].y = asuint(asfloat((asuint((asfloat(_e26.y) * asfloat(_e36.y))) ^ _e53)));
    r[1].z = asuint(asfloat((asuint((asfloat(_e26.z) * asfloat(_e36.z))) ^ _e59)));
    r[1].w = asuint(asfloat((asuint((asfloat(_e26.w) * asfloat(_e36.w))) ^ _e65)));
    uint4 _e79 = r[1];
    uint4 _e89 = r[4];
    r[0].x = asuint((asfloat(_e79.x) + asfloat(_e89.x)));
    r[0].y = asuint((asfloat(_e79.y) + asfloat(_e89.y)));
    r[0].z = asuint((asfloat(_e79.z) + asfloat(_e89.z)));
    r[0].w = asuint((asfloat(_e79.w) + asfloat(_e89.w)));
    uint4 _e112 = r[0];
    const FragmentOutput fragmentoutput = ConstructFragmentOutput(asfloat(_e112));
    return fragmentoutput;
}
