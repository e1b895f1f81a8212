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
    uint4 _e14 = asuint(inputs.Load4(((invocation * 2u) + 0u)*16));
    r[3] = _e14;
    uint4 _e20 = asuint(inputs.Load4(((invocation * 2u) + 1u)*16));
    r[4] = _e20;
    p0_ = false;
    p1_ = false;
    killed = false;
    v0_ = 0u;
    uint4 _e30 = r[5];
    uint4 _e40 = r[3];
    float _e55 = ((((asfloat(_e30.x) * asfloat(_e40.x)) + (asfloat(_e30.y) * asfloat(_e40.y))) + (asfloat(_e30.z) * asfloat(_e40.z))) + (asfloat(_e30.w) * asfloat(_e40.w)));
    r[2].x = asuint(_e55);
    uint4 _e63 = r[6];
    uint4 _e73 = r[3];
    float _e88 = ((((asfloat(_e63.x) * asfloat(_e73.x)) + (asfloat(_e63.y) * asfloat(_e73.y))) + (asfloat(_e63.z) * asfloat(_e73.z))) + (asfloat(_e63.w) * asfloat(_e73.w)));
    r[2].y = asuint(_e88);
    uint4 _e96 = r[7];
    uint4 _e106 = r[3];
    float _e121 = ((((asfloat(_e96.x) * asfloat(_e106.x)) + (asfloat(_e96.y) * asfloat(_e106.y))) + (asfloat(_e96.z) * asfloat(_e106.z))) + (asfloat(_e96.w) * asfloat(_e106.w)));
    r[2].z = asuint(_e121);
    uint4 _e129 = r[8];
    uint4 _e139 = r[3];
    float _e154 = ((((asfloat(_e129.x) * asfloat(_e139.x)) + (asfloat(_e129.y) * asfloat(_e139.y))) + (asfloat(_e129.z) * asfloat(_e139.z))) + (asfloat(_e129.w) * asfloat(_e139.w)));
    r[2].w = asuint(_e154);
    uint4 _e162 = r[2];
    r[0].x = _e162.x;
    r[0].y = _e162.y;
    r[0].z = _e162.z;
    r[0].w = _e162.w;
    uint4 _e173 = r[4];
    r[1].x = _e173.x;
    r[1].y = _e173.y;
    r[1].z = _e173.z;
    r[1].w = _e173.w;
    uint4 _e186 = r[0];
    outputs.Store4(((invocation * 2u) + 0u)*16, asuint(_e186));
    uint4 _e191 = r[1];
    outputs.Store4(((invocation * 2u) + 1u)*16, asuint(_e191));
    bool _e193 = killed;
    status.Store(invocation*4, asuint(((_e193 ? 1u : 0u) | 0u)));
    return;
}
