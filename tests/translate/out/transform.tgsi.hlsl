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
    uint4 _e14 = asuint(inputs.Load4(((invocation * 2u) + 0u)*16));
    r[3] = _e14;
    uint4 _e20 = asuint(inputs.Load4(((invocation * 2u) + 1u)*16));
    r[4] = _e20;
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e26 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e26, _e26);
    v0_ = 0u;
    uint4 _e33 = r[5];
    uint4 _e43 = r[3];
    float _e58 = ((((asfloat(_e33.x) * asfloat(_e43.x)) + (asfloat(_e33.y) * asfloat(_e43.y))) + (asfloat(_e33.z) * asfloat(_e43.z))) + (asfloat(_e33.w) * asfloat(_e43.w)));
    r[2].x = asuint(_e58);
    uint4 _e66 = r[6];
    uint4 _e76 = r[3];
    float _e91 = ((((asfloat(_e66.x) * asfloat(_e76.x)) + (asfloat(_e66.y) * asfloat(_e76.y))) + (asfloat(_e66.z) * asfloat(_e76.z))) + (asfloat(_e66.w) * asfloat(_e76.w)));
    r[2].y = asuint(_e91);
    uint4 _e99 = r[7];
    uint4 _e109 = r[3];
    float _e124 = ((((asfloat(_e99.x) * asfloat(_e109.x)) + (asfloat(_e99.y) * asfloat(_e109.y))) + (asfloat(_e99.z) * asfloat(_e109.z))) + (asfloat(_e99.w) * asfloat(_e109.w)));
    r[2].z = asuint(_e124);
    uint4 _e132 = r[8];
    uint4 _e142 = r[3];
    float _e157 = ((((asfloat(_e132.x) * asfloat(_e142.x)) + (asfloat(_e132.y) * asfloat(_e142.y))) + (asfloat(_e132.z) * asfloat(_e142.z))) + (asfloat(_e132.w) * asfloat(_e142.w)));
    r[2].w = asuint(_e157);
    uint4 _e165 = r[2];
    r[0].x = _e165.x;
    r[0].y = _e165.y;
    r[0].z = _e165.z;
    r[0].w = _e165.w;
    uint4 _e176 = r[4];
    r[1].x = _e176.x;
    r[1].y = _e176.y;
    r[1].z = _e176.z;
    r[1].w = _e176.w;
    uint4 _e189 = r[0];
    outputs.Store4(((invocation * 2u) + 0u)*16, asuint(_e189));
    uint4 _e194 = r[1];
    outputs.Store4(((invocation * 2u) + 1u)*16, asuint(_e194));
    bool _e196 = killed;
    status.Store(invocation*4, asuint(((_e196 ? 1u : 0u) | 0u)));
    return;
}
