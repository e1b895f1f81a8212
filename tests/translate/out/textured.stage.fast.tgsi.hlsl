struct FragmentOutput {
    float4 OUT_0_ : SV_Target0;
};

static uint shasm_opaque_zero = (uint)0;
cbuffer env : register(b0) { uint4 env[6]; }
Texture2D<float4> texture0_2d : register(t1);
SamplerState nagaSamplerHeap[2048]: register(s0, space0);
SamplerComparisonState nagaComparisonSamplerHeap[2048]: register(s0, space1);
StructuredBuffer<uint> nagaGroup0SamplerIndexArray : register(t0, space255);
static const SamplerState sampler0_2d = nagaSamplerHeap[nagaGroup0SamplerIndexArray[2]];
Texture3D<float4> texture1_3d : register(t3);
static const SamplerState sampler1_3d = nagaSamplerHeap[nagaGroup0SamplerIndexArray[4]];

struct FragmentInput_main {
    float4 IN_0_1 : LOC8;
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
    uint4 r[6] = (uint4[6])0;
    bool p0_ = (bool)0;
    bool p1_ = (bool)0;
    bool killed = (bool)0;
    uint4 cc[2] = (uint4[2])0;
    uint steps = (uint)0;
    uint v0_ = (uint)0;

    uint4 _e3 = env[5];
    shasm_opaque_zero = _e3.x;
    uint4 _e6[6] = env;
    r = _e6;
    r[4] = asuint(IN_0_);
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e15 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e15, _e15);
    steps = 0u;
    v0_ = 0u;
    uint4 _e22 = r[4];
    float4 _e35 = texture0_2d.Sample(sampler0_2d, float2(asfloat(_e22.x), asfloat(_e22.y)));
    r[1].x = asuint(_e35.x);
    r[1].y = asuint(_e35.y);
    r[1].z = asuint(_e35.z);
    r[1].w = asuint(_e35.w);
    uint4 _e50 = r[4];
    float4 _e62 = texture0_2d.SampleBias(sampler0_2d, float2(asfloat(_e50.x), asfloat(_e50.y)), asfloat(_e50.w));
    r[2].x = asuint(_e62.x);
    r[2].y = asuint(_e62.y);
    r[2].z = asuint(_e62.z);
    r[2].w = asuint(_e62.w);
    uint4 _e77 = r[4];
    float4 _e89 = texture1_3d.SampleLevel(sampler1_3d, float3(asfloat(_e77.x), asfloat(_e77.y), asfloat(_e77.z)), asfloat(_e77.w));
    r[3].x = asuint(_e89.x);
    r[3].y = asuint(_e89.y);
    r[3].z = asuint(_e89.z);
    r[3].w = asuint(_e89.w);
    uint4 _e104 = r[1];
    uint4 _e114 = r[2];
    r[1].x = asuint((asfloat(_e104.x) * asfloat(_e114.x)));
    r[1].y = asuint((asfloat(_e104.y) * asfloat(_e114.y)));
    r[1].z = asuint((asfloat(_e104.z) * asfloat(_e114.z)));
    r[1].w = asuint((asfloat(_e104.w) * asfloat(_e114.w)));
    uint4 _e137 = r[1];
    uint4 _e147 = r[3];
    r[0].x = asuint((asfloat(_e137.x) * asfloat(_e147.x)));
    r[0].y = asuint((asfloat(_e137.y) * asfloat(_e147.y)));
    r[0].z = asuint((asfloat(_e137.z) * asfloat(_e147.z)));
    r[0].w = asuint((asfloat(_e137.w) * asfloat(_e147.w)));
    uint4 _e170 = r[0];
    const FragmentOutput fragmentoutput = ConstructFragmentOutput(asfloat(_e170));
    return fragmentoutput;
}
