struct FragmentOutput {
    float4 o_COLR : SV_Target0;
};

static uint shasm_opaque_zero = (uint)0;
cbuffer env : register(b0) { uint4 env[177]; }
Texture2D<float4> texture0_2d : register(t1);
SamplerState nagaSamplerHeap[2048]: register(s0, space0);
SamplerComparisonState nagaComparisonSamplerHeap[2048]: register(s0, space1);
StructuredBuffer<uint> nagaGroup0SamplerIndexArray : register(t0, space255);
static const SamplerState sampler0_2d = nagaSamplerHeap[nagaGroup0SamplerIndexArray[2]];
Texture3D<float4> texture1_3d : register(t3);
static const SamplerState sampler1_3d = nagaSamplerHeap[nagaGroup0SamplerIndexArray[4]];
Texture2D<float4> texture2_rect : register(t5);
static const SamplerState sampler2_rect = nagaSamplerHeap[nagaGroup0SamplerIndexArray[6]];

struct FragmentInput_main {
    float4 f_TEX0_1 : LOC8;
    float4 f_TEX1_1 : LOC9;
    float4 f_TEX2_1 : LOC10;
};

float f32ftz_input(float a)
{
    uint _e2 = asuint(a);
    return asfloat((((_e2 & 2147483647u) < 8388608u) ? (_e2 & 2147483648u) : _e2));
}

typedef uint4 ret_Constructarray2_uint4_[2];
ret_Constructarray2_uint4_ Constructarray2_uint4_(uint4 arg0, uint4 arg1) {
    uint4 ret[2] = { arg0, arg1 };
    return ret;
}

FragmentOutput ConstructFragmentOutput(float4 arg0) {
    FragmentOutput ret = (FragmentOutput)0;
    ret.o_COLR = arg0;
    return ret;
}

uint2 NagaDimensions2D(Texture2D<float4> tex)
{
    uint4 ret;
    tex.GetDimensions(0, ret.x, ret.y, ret.z);
    return ret.xy;
}

FragmentOutput main(FragmentInput_main fragmentinput_main)
{
    float4 f_TEX0_ = fragmentinput_main.f_TEX0_1;
    float4 f_TEX1_ = fragmentinput_main.f_TEX1_1;
    float4 f_TEX2_ = fragmentinput_main.f_TEX2_1;
    uint4 r[177] = (uint4[177])0;
    bool p0_ = (bool)0;
    bool p1_ = (bool)0;
    bool killed = (bool)0;
    uint4 cc[2] = (uint4[2])0;
    uint steps = (uint)0;
    uint v0_ = (uint)0;

    uint4 _e5 = env[176];
    shasm_opaque_zero = _e5.x;
    uint4 _e8[177] = env;
    r = _e8;
    r[103] = asuint(f_TEX0_);
    r[104] = asuint(f_TEX1_);
    r[105] = asuint(f_TEX2_);
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e21 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e21, _e21);
    steps = 0u;
    v0_ = 0u;
    uint4 _e28 = r[103];
    float4 _e41 = texture0_2d.Sample(sampler0_2d, float2(asfloat(_e28.x), asfloat(_e28.y)));
    r[1].x = asuint(_e41.x);
    r[1].y = asuint(_e41.y);
    r[1].z = asuint(_e41.z);
    r[1].w = asuint(_e41.w);
    uint4 _e56 = r[104];
    float _e64 = asfloat(_e56.w);
    float4 _e71 = texture1_3d.Sample(sampler1_3d, float3((asfloat(_e56.x) / _e64), (asfloat(_e56.y) / _e64), (asfloat(_e56.z) / _e64)));
    r[2].x = asuint(_e71.x);
    r[2].y = asuint(_e71.y);
    r[2].z = asuint(_e71.z);
    r[2].w = asuint(_e71.w);
    uint4 _e86 = r[105];
    const float _e92 = f32ftz_input(asfloat(_e86.x));
    const float _e94 = f32ftz_input(asfloat(_e86.y));
    const float _e96 = f32ftz_input(asfloat(_e86.z));
    const float _e98 = f32ftz_input(asfloat(_e86.w));
    uint4 _e100 = r[175];
    const float _e106 = f32ftz_input(asfloat(_e100.x));
    const float _e108 = f32ftz_input(asfloat(_e100.x));
    const float _e110 = f32ftz_input(asfloat(_e100.x));
    const float _e112 = f32ftz_input(asfloat(_e100.x));
    uint _e114 = asuint((_e92 * _e106));
    uint _e124 = asuint((_e94 * _e108));
    uint _e131 = asuint((_e96 * _e110));
    uint _e138 = asuint((_e98 * _e112));
    r[4].x = asuint(asfloat((((_e114 & 2147483647u) < 8388608u) ? (_e114 & 2147483648u) : _e114)));
    r[4].y = asuint(asfloat((((_e124 & 2147483647u) < 8388608u) ? (_e124 & 2147483648u) : _e124)));
    r[4].z = asuint(asfloat((((_e131 & 2147483647u) < 8388608u) ? (_e131 & 2147483648u) : _e131)));
    r[4].w = asuint(asfloat((((_e138 & 2147483647u) < 8388608u) ? (_e138 & 2147483648u) : _e138)));
    uint4 _e154 = r[105];
    const float _e160 = f32ftz_input(asfloat(_e154.y));
    const float _e162 = f32ftz_input(asfloat(_e154.x));
    const float _e164 = f32ftz_input(asfloat(_e154.z));
    const float _e166 = f32ftz_input(asfloat(_e154.w));
    uint4 _e168 = r[175];
    const float _e174 = f32ftz_input(asfloat(_e168.x));
    const float _e176 = f32ftz_input(asfloat(_e168.x));
    const float _e178 = f32ftz_input(asfloat(_e168.x));
    const float _e180 = f32ftz_input(asfloat(_e168.x));
    uint _e182 = asuint((_e160 * _e174));
    uint _e189 = asuint((_e162 * _e176));
    uint _e196 = asuint((_e164 * _e178));
    uint _e203 = asuint((_e166 * _e180));
    r[5].x = asuint(asfloat((((_e182 & 2147483647u) < 8388608u) ? (_e182 & 2147483648u) : _e182)));
    r[5].y = asuint(asfloat((((_e189 & 2147483647u) < 8388608u) ? (_e189 & 2147483648u) : _e189)));
    r[5].z = asuint(asfloat((((_e196 & 2147483647u) < 8388608u) ? (_e196 & 2147483648u) : _e196)));
    r[5].w = asuint(asfloat((((_e203 & 2147483647u) < 8388608u) ? (_e203 & 2147483648u) : _e203)));
    uint4 _e219 = r[105];
    uint4 _e229 = r[4];
    uint4 _e239 = r[5];
    float2 _e252 = float2(NagaDimensions2D(texture2_rect));
    float4 _e258 = texture2_rect.SampleGrad(sampler2_rect, (float2(asfloat(_e219.x), asfloat(_e219.y)) / _e252), (float2(asfloat(_e229.x), asfloat(_e229.y)) / _e252), (float2(asfloat(_e239.x), asfloat(_e239.y)) / _e252));
    r[3].x = asuint(_e258.x);
    r[3].y = asuint(_e258.y);
    r[3].z = asuint(_e258.z);
    r[3].w = asuint(_e258.w);
    uint4 _e273 = r[1];
    const float _e279 = f32ftz_input(asfloat(_e273.x));
    const float _e281 = f32ftz_input(asfloat(_e273.y));
    const float _e283 = f32ftz_input(asfloat(_e273.z));
    const float _e285 = f32ftz_input(asfloat(_e273.w));
    uint4 _e287 = r[2];
    const float _e293 = f32ftz_input(asfloat(_e287.x));
    const float _e295 = f32ftz_input(asfloat(_e287.y));
    const float _e297 = f32ftz_input(asfloat(_e287.z));
    const float _e299 = f32ftz_input(asfloat(_e287.w));
    uint _e301 = asuint((_e279 * _e293));
    uint _e308 = asuint((_e281 * _e295));
    uint _e315 = asuint((_e283 * _e297));
    uint _e322 = asuint((_e285 * _e299));
    r[1].x = asuint(asfloat((((_e301 & 2147483647u) < 8388608u) ? (_e301 & 2147483648u) : _e301)));
    r[1].y = asuint(asfloat((((_e308 & 2147483647u) < 8388608u) ? (_e308 & 2147483648u) : _e308)));
    r[1].z = asuint(asfloat((((_e315 & 2147483647u) < 8388608u) ? (_e315 & 2147483648u) : _e315)));
    r[1].w = asuint(asfloat((((_e322 & 2147483647u) < 8388608u) ? (_e322 & 2147483648u) : _e322)));
    uint4 _e338 = r[1];
    const float _e344 = f32ftz_input(asfloat(_e338.x));
    const float _e346 = f32ftz_input(asfloat(_e338.y));
    const float _e348 = f32ftz_input(asfloat(_e338.z));
    const float _e350 = f32ftz_input(asfloat(_e338.w));
    uint4 _e352 = r[3];
    const float _e358 = f32ftz_input(asfloat(_e352.x));
    const float _e360 = f32ftz_input(asfloat(_e352.y));
    const float _e362 = f32ftz_input(asfloat(_e352.z));
    const float _e364 = f32ftz_input(asfloat(_e352.w));
    uint _e366 = asuint((_e344 * _e358));
    uint _e373 = asuint((_e346 * _e360));
    uint _e380 = asuint((_e348 * _e362));
    uint _e387 = asuint((_e350 * _e364));
    r[0].x = asuint(asfloat((((_e366 & 2147483647u) < 8388608u) ? (_e366 & 2147483648u) : _e366)));
    r[0].y = asuint(asfloat((((_e373 & 2147483647u) < 8388608u) ? (_e373 & 2147483648u) : _e373)));
    r[0].z = asuint(asfloat((((_e380 & 2147483647u) < 8388608u) ? (_e380 & 2147483648u) : _e380)));
    r[0].w = asuint(asfloat((((_e387 & 2147483647u) < 8388608u) ? (_e387 & 2147483648u) : _e387)));
    uint4 _e403 = r[0];
    const FragmentOutput fragmentoutput = ConstructFragmentOutput(asfloat(_e403));
    return fragmentoutput;
}
