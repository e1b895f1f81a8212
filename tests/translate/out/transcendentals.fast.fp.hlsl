ByteAddressBuffer env : register(t0);
ByteAddressBuffer inputs : register(t1);
RWByteAddressBuffer outputs : register(u2);
RWByteAddressBuffer status : register(u3);

typedef uint4 ret_Constructarray2_uint4_[2];
ret_Constructarray2_uint4_ Constructarray2_uint4_(uint4 arg0, uint4 arg1) {
    uint4 ret[2] = { arg0, arg1 };
    return ret;
}

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
    uint4 cc[2] = (uint4[2])0;
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
    uint4 _e50 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e50, _e50);
    v0_ = 0u;
    uint4 _e56 = r[7];
    float _e66 = sin(asfloat(_e56.x));
    r[1].x = asuint(_e66);
    uint4 _e74 = r[7];
    float _e83 = cos(asfloat(_e74.y));
    r[1].y = asuint(_e83);
    uint4 _e91 = r[7];
    float _e100 = exp2(asfloat(_e91.z));
    r[1].z = asuint(_e100);
    uint4 _e108 = r[7];
    float _e117 = log2(asfloat(_e108.w));
    r[1].w = asuint(_e117);
    uint4 _e125 = r[8];
    float _e138 = rsqrt(asfloat((asuint(asfloat(_e125.x)) & 2147483647u)));
    r[2].x = asuint(_e138);
    uint4 _e146 = r[8];
    uint4 _e156 = r[8];
    float _e161 = asfloat(_e156.z);
    float _e165 = log2(asfloat(_e146.y));
    float _e186 = exp2(((((_e161 == 0.0) && (asfloat((asuint(_e165) & 2147483647u)) == asfloat(2139095040u))) || ((_e165 == 0.0) && (asfloat((asuint(_e161) & 2147483647u)) == asfloat(2139095040u)))) ? asfloat(2143289344u) : (_e161 * _e165)));
    r[2].y = asuint(_e186);
    uint4 _e194 = r[8];
    float _e204 = (1.0 / asfloat(_e194.w));
    r[2].z = asuint(_e204);
    uint4 _e212 = r[1];
    uint4 _e222 = r[2];
    r[0].x = asuint((asfloat(_e212.x) * asfloat(_e222.x)));
    r[0].y = asuint((asfloat(_e212.y) * asfloat(_e222.y)));
    r[0].z = asuint((asfloat(_e212.z) * asfloat(_e222.z)));
    r[0].w = asuint((asfloat(_e212.w) * asfloat(_e222.w)));
    uint4 _e247 = r[0];
    outputs.Store4(((invocation * 1u) + 0u)*16, asuint(_e247));
    bool _e249 = killed;
    status.Store(invocation*4, asuint(((_e249 ? 1u : 0u) | 0u)));
    return;
}
