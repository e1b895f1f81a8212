static uint shasm_opaque_zero = (uint)0;
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

typedef uint4 ret_Constructarray10_uint4_[10];
ret_Constructarray10_uint4_ Constructarray10_uint4_(uint4 arg0, uint4 arg1, uint4 arg2, uint4 arg3, uint4 arg4, uint4 arg5, uint4 arg6, uint4 arg7, uint4 arg8, uint4 arg9) {
    uint4 ret[10] = { arg0, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9 };
    return ret;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint4 r[10] = (uint4[10])0;
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
    uint4 _e7 = asuint(env.Load4(144));
    shasm_opaque_zero = _e7.x;
    uint4 _e10[10] = Constructarray10_uint4_(asuint(env.Load4(0)), asuint(env.Load4(16)), asuint(env.Load4(32)), asuint(env.Load4(48)), asuint(env.Load4(64)), asuint(env.Load4(80)), asuint(env.Load4(96)), asuint(env.Load4(112)), asuint(env.Load4(128)), asuint(env.Load4(144)));
    r = _e10;
    uint4 _e18 = asuint(inputs.Load4(((invocation * 6u) + 0u)*16));
    r[3] = _e18;
    uint4 _e24 = asuint(inputs.Load4(((invocation * 6u) + 1u)*16));
    r[4] = _e24;
    uint4 _e30 = asuint(inputs.Load4(((invocation * 6u) + 2u)*16));
    r[5] = _e30;
    uint4 _e36 = asuint(inputs.Load4(((invocation * 6u) + 3u)*16));
    r[6] = _e36;
    uint4 _e42 = asuint(inputs.Load4(((invocation * 6u) + 4u)*16));
    r[7] = _e42;
    uint4 _e48 = asuint(inputs.Load4(((invocation * 6u) + 5u)*16));
    r[8] = _e48;
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e54 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e54, _e54);
    steps = 0u;
    v0_ = 0u;
    uint4 _e61 = r[7];
    float _e71 = sin(asfloat(_e61.x));
    r[1].x = asuint(_e71);
    uint4 _e79 = r[7];
    float _e88 = cos(asfloat(_e79.y));
    r[1].y = asuint(_e88);
    uint4 _e96 = r[7];
    float _e105 = exp2(asfloat(_e96.z));
    r[1].z = asuint(_e105);
    uint4 _e113 = r[7];
    float _e122 = log2(asfloat(_e113.w));
    r[1].w = asuint(_e122);
    uint4 _e130 = r[8];
    float _e143 = rsqrt(asfloat((asuint(asfloat(_e130.x)) & 2147483647u)));
    r[2].x = asuint(_e143);
    uint4 _e151 = r[8];
    uint4 _e161 = r[8];
    float _e166 = asfloat(_e161.z);
    float _e170 = log2(asfloat(_e151.y));
    float _e191 = exp2(((((_e166 == 0.0) && (asfloat((asuint(_e170) & 2147483647u)) == asfloat(2139095040u))) || ((_e170 == 0.0) && (asfloat((asuint(_e166) & 2147483647u)) == asfloat(2139095040u)))) ? asfloat(2143289344u) : (_e166 * _e170)));
    r[2].y = asuint(_e191);
    uint4 _e199 = r[8];
    float _e209 = (1.0 / asfloat(_e199.w));
    r[2].z = asuint(_e209);
    uint4 _e217 = r[1];
    uint4 _e227 = r[2];
    r[0].x = asuint((asfloat(_e217.x) * asfloat(_e227.x)));
    r[0].y = asuint((asfloat(_e217.y) * asfloat(_e227.y)));
    r[0].z = asuint((asfloat(_e217.z) * asfloat(_e227.z)));
    r[0].w = asuint((asfloat(_e217.w) * asfloat(_e227.w)));
    uint4 _e252 = r[0];
    outputs.Store4(((invocation * 1u) + 0u)*16, asuint(_e252));
    bool _e254 = killed;
    status.Store(invocation*4, asuint(((_e254 ? 1u : 0u) | 0u)));
    return;
}
