struct FragmentOutput {
    float4 colour : SV_Target0;
};

static uint shasm_opaque_zero = (uint)0;
cbuffer env : register(b0) { uint4 env[15]; }
Texture2D<float4> texture0_2d : register(t1);
SamplerState nagaSamplerHeap[2048]: register(s0, space0);
SamplerComparisonState nagaComparisonSamplerHeap[2048]: register(s0, space1);
StructuredBuffer<uint> nagaGroup0SamplerIndexArray : register(t0, space255);
static const SamplerState sampler0_2d = nagaSamplerHeap[nagaGroup0SamplerIndexArray[2]];
Texture2D<float4> texture1_2d : register(t3);
static const SamplerState sampler1_2d = nagaSamplerHeap[nagaGroup0SamplerIndexArray[4]];
TextureCube<float4> texture2_cube : register(t5);
static const SamplerState sampler2_cube = nagaSamplerHeap[nagaGroup0SamplerIndexArray[6]];
Texture2D<float> texture3_shadow2d : register(t7);
static const SamplerComparisonState sampler3_shadow2d = nagaComparisonSamplerHeap[nagaGroup0SamplerIndexArray[8]];

struct FragmentInput_main {
    float4 uv_1 : LOC8;
    float4 toLight_1 : LOC9;
    float4 shadowPos_1 : LOC10;
};

typedef uint4 ret_Constructarray2_uint4_[2];
ret_Constructarray2_uint4_ Constructarray2_uint4_(uint4 arg0, uint4 arg1) {
    uint4 ret[2] = { arg0, arg1 };
    return ret;
}

FragmentOutput ConstructFragmentOutput(float4 arg0) {
    FragmentOutput ret = (FragmentOutput)0;
    ret.colour = arg0;
    return ret;
}

FragmentOutput main(FragmentInput_main fragmentinput_main)
{
    float4 uv = fragmentinput_main.uv_1;
    float4 toLight = fragmentinput_main.toLight_1;
    float4 shadowPos = fragmentinput_main.shadowPos_1;
    uint4 r[15] = (uint4[15])0;
    bool p0_ = (bool)0;
    bool p1_ = (bool)0;
    bool killed = (bool)0;
    uint4 cc[2] = (uint4[2])0;
    uint steps = (uint)0;
    uint v0_ = (uint)0;

    uint4 _e5 = env[14];
    shasm_opaque_zero = _e5.x;
    uint4 _e8[15] = env;
    r = _e8;
    r[9] = asuint(uv);
    r[10] = asuint(toLight);
    r[11] = asuint(shadowPos);
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e21 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e21, _e21);
    steps = 0u;
    v0_ = 0u;
    uint4 _e28 = r[9];
    float4 _e41 = texture0_2d.Sample(sampler0_2d, float2(asfloat(_e28.x), asfloat(_e28.y)));
    r[1].x = asuint(_e41.x);
    r[1].y = asuint(_e41.y);
    r[1].z = asuint(_e41.z);
    r[1].w = asuint(_e41.w);
    uint4 _e56 = r[9];
    float4 _e68 = texture1_2d.SampleBias(sampler1_2d, float2(asfloat(_e56.x), asfloat(_e56.y)), asfloat(_e56.w));
    r[2].x = asuint(_e68.x);
    r[2].y = asuint(_e68.y);
    r[2].z = asuint(_e68.z);
    r[2].w = asuint(_e68.w);
    uint4 _e83 = r[10];
    float4 _e95 = texture2_cube.Sample(sampler2_cube, float3(asfloat(_e83.x), asfloat(_e83.y), asfloat(_e83.z)));
    r[3].x = asuint(_e95.x);
    r[3].y = asuint(_e95.y);
    r[3].z = asuint(_e95.z);
    r[3].w = asuint(_e95.w);
    uint4 _e110 = r[11];
    float _e118 = asfloat(_e110.w);
    float _e125 = texture3_shadow2d.SampleCmp(sampler3_shadow2d, float2((asfloat(_e110.x) / _e118), (asfloat(_e110.y) / _e118)), (asfloat(_e110.z) / _e118));
    r[4].x = asuint(_e125);
    r[4].y = asuint(_e125);
    r[4].z = asuint(_e125);
    r[4].w = asuint(1.0);
    uint4 _e137 = r[1];
    uint4 _e147 = r[12];
    uint4 _e157 = r[13];
    r[1].x = asuint(((asfloat(_e137.x) * asfloat(_e147.x)) + asfloat(((_e157.x & 4294967295u) ^ 2147483648u))));
    r[1].y = asuint(((asfloat(_e137.y) * asfloat(_e147.y)) + asfloat(((_e157.y & 4294967295u) ^ 2147483648u))));
    r[1].z = asuint(((asfloat(_e137.z) * asfloat(_e147.z)) + asfloat(((_e157.z & 4294967295u) ^ 2147483648u))));
    r[1].w = asuint(((asfloat(_e137.w) * asfloat(_e147.w)) + asfloat(((_e157.w & 4294967295u) ^ 2147483648u))));
    uint4 _e194 = r[3];
    uint4 _e204 = r[12];
    uint4 _e214 = r[13];
    r[3].x = asuint(((asfloat(_e194.x) * asfloat(_e204.x)) + asfloat(((_e214.x & 4294967295u) ^ 2147483648u))));
    r[3].y = asuint(((asfloat(_e194.y) * asfloat(_e204.y)) + asfloat(((_e214.y & 4294967295u) ^ 2147483648u))));
    r[3].z = asuint(((asfloat(_e194.z) * asfloat(_e204.z)) + asfloat(((_e214.z & 4294967295u) ^ 2147483648u))));
    r[3].w = asuint(((asfloat(_e194.w) * asfloat(_e204.w)) + asfloat(((_e214.w & 4294967295u) ^ 2147483648u))));
    uint4 _e249 = r[1];
    uint4 _e259 = r[3];
    float _e272 = (((asfloat(_e249.x) * asfloat(_e259.x)) + (asfloat(_e249.y) * asfloat(_e259.y))) + (asfloat(_e249.z) * asfloat(_e259.z)));
    r[1].x = asuint(((_e272 < 0.0) ? 0.0 : ((_e272 > 1.0) ? 1.0 : _e272)));
    uint4 _e296 = r[2];
    uint4 _e306 = r[1];
    r[2].x = asuint((asfloat(_e296.x) * asfloat(_e306.x)));
    r[2].y = asuint((asfloat(_e296.y) * asfloat(_e306.x)));
    r[2].z = asuint((asfloat(_e296.z) * asfloat(_e306.x)));
    r[2].w = asuint((asfloat(_e296.w) * asfloat(_e306.x)));
    uint4 _e329 = r[2];
    uint4 _e339 = r[4];
    r[0].x = asuint((asfloat(_e329.x) * asfloat(_e339.x)));
    r[0].y = asuint((asfloat(_e329.y) * asfloat(_e339.y)));
    r[0].z = asuint((asfloat(_e329.z) * asfloat(_e339.z)));
    r[0].w = asuint((asfloat(_e329.w) * asfloat(_e339.w)));
    uint4 _e362 = r[0];
    const FragmentOutput fragmentoutput = ConstructFragmentOutput(asfloat(_e362));
    return fragmentoutput;
}
