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
    uint steps = (uint)0;
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
    steps = 0u;
    v0_ = 0u;
    uint4 _e57 = r[7];
    float _e67 = sin(asfloat(_e57.x));
    r[1].x = asuint(_e67);
    uint4 _e75 = r[7];
    float _e84 = cos(asfloat(_e75.y));
    r[1].y = asuint(_e84);
    uint4 _e92 = r[7];
    float _e101 = exp2(asfloat(_e92.z));
    r[1].z = asuint(_e101);
    uint4 _e109 = r[7];
    float _e118 = log2(asfloat(_e109.w));
    r[1].w = asuint(_e118);
    uint4 _e126 = r[8];
    float _e139 = rsqrt(asfloat((asuint(asfloat(_e126.x)) & 2147483647u)));
    r[2].x = asuint(_e139);
    uint4 _e147 = r[8];
    uint4 _e157 = r[8];
    float _e162 = asfloat(_e157.z);
    float _e166 = log2(asfloat(_e147.y));
    float _e187 = exp2(((((_e162 == 0.0) && (asfloat((asuint(_e166) & 2147483647u)) == asfloat(2139095040u))) || ((_e166 == 0.0) && (asfloat((asuint(_e162) & 2147483647u)) == asfloat(2139095040u)))) ? asfloat(2143289344u) : (_e162 * _e166)));
    r[2].y = asuint(_e187);
    uint4 _e195 = r[8];
    float _e205 = (1.0 / asfloat(_e195.w));
    r[2].z = asuint(_e205);
    uint4 _e213 = r[1];
    uint4 _e223 = r[2];
    r[0].x = asuint((asfloat(_e213.x) * asfloat(_e223.x)));
    r[0].y = asuint((asfloat(_e213.y) * asfloat(_e223.y)));
    r[0].z = asuint((asfloat(_e213.z) * asfloat(_e223.z)));
    r[0].w = asuint((asfloat(_e213.w) * asfloat(_e223.w)));
    uint4 _e248 = r[0];
    outputs.Store4(((invocation * 1u) + 0u)*16, asuint(_e248));
    bool _e250 = killed;
    status.Store(invocation*4, asuint(((_e250 ? 1u : 0u) | 0u)));
    return;
}
