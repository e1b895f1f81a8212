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
    uint4 _e14 = asuint(inputs.Load4(((invocation * 2u) + 0u)*16));
    r[3] = _e14;
    uint4 _e20 = asuint(inputs.Load4(((invocation * 2u) + 1u)*16));
    r[4] = _e20;
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e26 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e26, _e26);
    steps = 0u;
    v0_ = 0u;
    uint4 _e34 = r[5];
    uint4 _e44 = r[3];
    float _e59 = ((((asfloat(_e34.x) * asfloat(_e44.x)) + (asfloat(_e34.y) * asfloat(_e44.y))) + (asfloat(_e34.z) * asfloat(_e44.z))) + (asfloat(_e34.w) * asfloat(_e44.w)));
    r[2].x = asuint(_e59);
    uint4 _e67 = r[6];
    uint4 _e77 = r[3];
    float _e92 = ((((asfloat(_e67.x) * asfloat(_e77.x)) + (asfloat(_e67.y) * asfloat(_e77.y))) + (asfloat(_e67.z) * asfloat(_e77.z))) + (asfloat(_e67.w) * asfloat(_e77.w)));
    r[2].y = asuint(_e92);
    uint4 _e100 = r[7];
    uint4 _e110 = r[3];
    float _e125 = ((((asfloat(_e100.x) * asfloat(_e110.x)) + (asfloat(_e100.y) * asfloat(_e110.y))) + (asfloat(_e100.z) * asfloat(_e110.z))) + (asfloat(_e100.w) * asfloat(_e110.w)));
    r[2].z = asuint(_e125);
    uint4 _e133 = r[8];
    uint4 _e143 = r[3];
    float _e158 = ((((asfloat(_e133.x) * asfloat(_e143.x)) + (asfloat(_e133.y) * asfloat(_e143.y))) + (asfloat(_e133.z) * asfloat(_e143.z))) + (asfloat(_e133.w) * asfloat(_e143.w)));
    r[2].w = asuint(_e158);
    uint4 _e166 = r[2];
    r[0].x = _e166.x;
    r[0].y = _e166.y;
    r[0].z = _e166.z;
    r[0].w = _e166.w;
    uint4 _e177 = r[4];
    r[1].x = _e177.x;
    r[1].y = _e177.y;
    r[1].z = _e177.z;
    r[1].w = _e177.w;
    uint4 _e190 = r[0];
    outputs.Store4(((invocation * 2u) + 0u)*16, asuint(_e190));
    uint4 _e195 = r[1];
    outputs.Store4(((invocation * 2u) + 1u)*16, asuint(_e195));
    bool _e197 = killed;
    status.Store(invocation*4, asuint(((_e197 ? 1u : 0u) | 0u)));
    return;
}
