ByteAddressBuffer env : register(t0);
ByteAddressBuffer inputs : register(t1);
RWByteAddressBuffer outputs : register(u2);
RWByteAddressBuffer status : register(u3);

uint NagaBufferLengthRW(RWByteAddressBuffer buffer)
{
    uint ret;
    buffer.GetDimensions(ret);
    return ret;
}

typedef uint4 ret_Constructarray9_uint4_[9];
ret_Constructarray9_uint4_ Constructarray9_uint4_(uint4 arg0, uint4 arg1, uint4 arg2, uint4 arg3, uint4 arg4, uint4 arg5, uint4 arg6, uint4 arg7, uint4 arg8) {
    uint4 ret[9] = { arg0, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8 };
    return ret;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint4 r[9] = (uint4[9])0;
    bool p0_ = (bool)0;
    bool p1_ = (bool)0;
    bool killed = (bool)0;
    uint v0_ = (uint)0;

    uint invocation = id.x;
    if ((invocation >= ((NagaBufferLengthRW(status) - 0) / 4))) {
        return;
    }
    uint4 _e6[9] = Constructarray9_uint4_(asuint(env.Load4(0)), asuint(env.Load4(16)), asuint(env.Load4(32)), asuint(env.Load4(48)), asuint(env.Load4(64)), asuint(env.Load4(80)), asuint(env.Load4(96)), asuint(env.Load4(112)), asuint(env.Load4(128)));
    r = _e6;
    uint4 _e14 = asuint(inputs.Load4(((invocation * 6u) + 0u)*16));
    r[3] = _e14;
    uint4 _e20 = asuint(inputs.Load4(((invocation * 6u) + 1u)*16));
    r[4] = _e20;
    uint4 _e26 = asuint(inputs.Load4(((invocation * 6u) + 2u)*16));
    r[5] = _e26;
    uint4 _e32 = asuint(inputs.Load4(((invocation * 6u) + 3u)*16));
    r[6] = _e32;
    uint4 _e38 = asuint(inputs.Load4(((invocation * 6u) + 4u)*16));
    r[7] = _e38;
    uint4 _e44 = asuint(inputs.Load4(((invocation * 6u) + 5u)*16));
    r[8] = _e44;
    p0_ = false;
    p1_ = false;
    killed = false;
    v0_ = 0u;
    uint4 _e53 = r[7];
    float _e63 = sin(asfloat(_e53.x));
    r[1].x = asuint(_e63);
    uint4 _e71 = r[7];
    float _e80 = cos(asfloat(_e71.y));
    r[1].y = asuint(_e80);
    uint4 _e88 = r[7];
    float _e97 = exp2(asfloat(_e88.z));
    r[1].z = asuint(_e97);
    uint4 _e105 = r[7];
    float _e114 = log2(asfloat(_e105.w));
    r[1].w = asuint(_e114);
    uint4 _e122 = r[8];
    float _e135 = rsqrt(asfloat((asuint(asfloat(_e122.x)) & 2147483647u)));
    r[2].x = asuint(_e135);
    uint4 _e143 = r[8];
    uint4 _e153 = r[8];
    float _e158 = asfloat(_e153.z);
    float _e162 = log2(asfloat(_e143.y));
    float _e183 = exp2(((((_e158 == 0.0) && (asfloat((asuint(_e162) & 2147483647u)) == asfloat(2139095040u))) || ((_e162 == 0.0) && (asfloat((asuint(_e158) & 2147483647u)) == asfloat(2139095040u)))) ? asfloat(2143289344u) : (_e158 * _e162)));
    r[2].y = asuint(_e183);
    uint4 _e191 = r[8];
    float _e201 = (1.0 / asfloat(_e191.w));
    r[2].z = asuint(_e201);
    uint4 _e209 = r[1];
    uint4 _e219 = r[2];
    r[0].x = asuint((asfloat(_e209.x) * asfloat(_e219.x)));
    r[0].y = asuint((asfloat(_e209.y) * asfloat(_e219.y)));
    r[0].z = asuint((asfloat(_e209.z) * asfloat(_e219.z)));
    r[0].w = asuint((asfloat(_e209.w) * asfloat(_e219.w)));
    uint4 _e244 = r[0];
    outputs.Store4(((invocation * 1u) + 0u)*16, asuint(_e244));
    bool _e246 = killed;
    status.Store(invocation*4, asuint(((_e246 ? 1u : 0u) | 0u)));
    return;
}
