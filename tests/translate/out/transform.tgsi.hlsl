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
    uint4 _e18 = asuint(inputs.Load4(((invocation * 2u) + 0u)*16));
    r[3] = _e18;
    uint4 _e24 = asuint(inputs.Load4(((invocation * 2u) + 1u)*16));
    r[4] = _e24;
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e30 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e30, _e30);
    steps = 0u;
    v0_ = 0u;
    uint4 _e38 = r[5];
    uint4 _e48 = r[3];
    uint _e59 = shasm_opaque_zero;
    uint _e65 = shasm_opaque_zero;
    uint _e72 = shasm_opaque_zero;
    uint _e79 = shasm_opaque_zero;
    float _e83 = (((asfloat((asuint((asfloat(_e38.x) * asfloat(_e48.x))) ^ _e59)) + asfloat((asuint((asfloat(_e38.y) * asfloat(_e48.y))) ^ _e65))) + asfloat((asuint((asfloat(_e38.z) * asfloat(_e48.z))) ^ _e72))) + asfloat((asuint((asfloat(_e38.w) * asfloat(_e48.w))) ^ _e79)));
    r[2].x = asuint(_e83);
    uint4 _e91 = r[6];
    uint4 _e101 = r[3];
    uint _e112 = shasm_opaque_zero;
    uint _e118 = shasm_opaque_zero;
    uint _e125 = shasm_opaque_zero;
    uint _e132 = shasm_opaque_zero;
    float _e136 = (((asfloat((asuint((asfloat(_e91.x) * asfloat(_e101.x))) ^ _e112)) + asfloat((asuint((asfloat(_e91.y) * asfloat(_e101.y))) ^ _e118))) + asfloat((asuint((asfloat(_e91.z) * asfloat(_e101.z))) ^ _e125))) + asfloat((asuint((asfloat(_e91.w) * asfloat(_e101.w))) ^ _e132)));
    r[2].y = asuint(_e136);
    uint4 _e144 = r[7];
    uint4 _e154 = r[3];
    uint _e165 = shasm_opaque_zero;
    uint _e171 = shasm_opaque_zero;
    uint _e178 = shasm_opaque_zero;
    uint _e185 = shasm_opaque_zero;
    float _e189 = (((asfloat((asuint((asfloat(_e144.x) * asfloat(_e154.x))) ^ _e165)) + asfloat((asuint((asfloat(_e144.y) * asfloat(_e154.y))) ^ _e171))) + asfloat((asuint((asfloat(_e144.z) * asfloat(_e154.z))) ^ _e178))) + asfloat((asuint((asfloat(_e144.w) * asfloat(_e154.w))) ^ _e185)));
    r[2].z = asuint(_e189);
    uint4 _e197 = r[8];
    uint4 _e207 = r[3];
    uint _e218 = shasm_opaque_zero;
    uint _e224 = shasm_opaque_zero;
    uint _e231 = shasm_opaque_zero;
    uint _e238 = shasm_opaque_zero;
    float _e242 = (((asfloat((asuint((asfloat(_e197.x) * asfloat(_e207.x))) ^ _e218)) + asfloat((asuint((asfloat(_e197.y) * asfloat(_e207.y))) ^ _e224))) + asfloat((asuint((asfloat(_e197.z) * asfloat(_e207.z))) ^ _e231))) + asfloat((asuint((asfloat(_e197.w) * asfloat(_e207.w))) ^ _e238)));
    r[2].w = asuint(_e242);
    uint4 _e250 = r[2];
    r[0].x = _e250.x;
    r[0].y = _e250.y;
    r[0].z = _e250.z;
    r[0].w = _e250.w;
    uint4 _e261 = r[4];
    r[1].x = _e261.x;
    r[1].y = _e261.y;
    r[1].z = _e261.z;
    r[1].w = _e261.w;
    uint4 _e274 = r[0];
    outputs.Store4(((invocation * 2u) + 0u)*16, asuint(_e274));
    uint4 _e279 = r[1];
    outputs.Store4(((invocation * 2u) + 1u)*16, asuint(_e279));
    bool _e281 = killed;
    status.Store(invocation*4, asuint(((_e281 ? 1u : 0u) | 0u)));
    return;
}
