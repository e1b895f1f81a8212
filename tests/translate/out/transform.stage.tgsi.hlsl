struct VertexOutput {
    float4 OUT_0_ : SV_Position;
    float4 OUT_1_ : LOC0;
    float4 OUT_2_ : LOC8;
};

static uint shasm_opaque_zero = (uint)0;
cbuffer env : register(b0) { uint4 env[11]; }

struct VertexOutput_main {
    float4 OUT_1_ : LOC0;
    float4 OUT_2_ : LOC8;
    float4 OUT_0_ : SV_Position;
};

typedef uint4 ret_Constructarray2_uint4_[2];
ret_Constructarray2_uint4_ Constructarray2_uint4_(uint4 arg0, uint4 arg1) {
    uint4 ret[2] = { arg0, arg1 };
    return ret;
}

VertexOutput ConstructVertexOutput(float4 arg0, float4 arg1, float4 arg2) {
    VertexOutput ret = (VertexOutput)0;
    ret.OUT_0_ = arg0;
    ret.OUT_1_ = arg1;
    ret.OUT_2_ = arg2;
    return ret;
}

VertexOutput_main main(float4 IN_0_ : LOC0, float4 IN_1_ : LOC1)
{
    uint4 r[11] = (uint4[11])0;
    bool p0_ = (bool)0;
    bool p1_ = (bool)0;
    bool killed = (bool)0;
    uint4 cc[2] = (uint4[2])0;
    uint steps = (uint)0;
    uint v0_ = (uint)0;

    uint4 _e4 = env[10];
    shasm_opaque_zero = _e4.x;
    uint4 _e7[11] = env;
    r = _e7;
    r[4] = asuint(IN_0_);
    r[5] = asuint(IN_1_);
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e18 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e18, _e18);
    steps = 0u;
    v0_ = 0u;
    uint4 _e26 = r[6];
    uint4 _e36 = r[4];
    uint _e47 = shasm_opaque_zero;
    uint _e53 = shasm_opaque_zero;
    uint _e60 = shasm_opaque_zero;
    uint _e67 = shasm_opaque_zero;
    float _e71 = (((asfloat((asuint((asfloat(_e26.x) * asfloat(_e36.x))) ^ _e47)) + asfloat((asuint((asfloat(_e26.y) * asfloat(_e36.y))) ^ _e53))) + asfloat((asuint((asfloat(_e26.z) * asfloat(_e36.z))) ^ _e60))) + asfloat((asuint((asfloat(_e26.w) * asfloat(_e36.w))) ^ _e67)));
    r[3].x = asuint(_e71);
    uint4 _e79 = r[7];
    uint4 _e89 = r[4];
    uint _e100 = shasm_opaque_zero;
    uint _e106 = shasm_opaque_zero;
    uint _e113 = shasm_opaque_zero;
    uint _e120 = shasm_opaque_zero;
    float _e124 = (((asfloat((asuint((asfloat(_e79.x) * asfloat(_e89.x))) ^ _e100)) + asfloat((asuint((asfloat(_e79.y) * asfloat(_e89.y))) ^ _e106))) + asfloat((asuint((asfloat(_e79.z) * asfloat(_e89.z))) ^ _e113))) + asfloat((asuint((asfloat(_e79.w) * asfloat(_e89.w))) ^ _e120)));
    r[3].y = asuint(_e124);
    uint4 _e132 = r[8];
    uint4 _e142 = r[4];
    uint _e153 = shasm_opaque_zero;
    uint _e159 = shasm_opaque_zero;
    uint _e166 = shasm_opaque_zero;
    uint _e173 = shasm_opaque_zero;
    float _e177 = (((asfloat((asuint((asfloat(_e132.x) * asfloat(_e142.x))) ^ _e153)) + asfloat((asuint((asfloat(_e132.y) * asfloat(_e142.y))) ^ _e159))) + asfloat((asuint((asfloat(_e132.z) * asfloat(_e142.z))) ^ _e166))) + asfloat((asuint((asfloat(_e132.w) * asfloat(_e142.w))) ^ _e173)));
    r[3].z = asuint(_e177);
    uint4 _e185 = r[9];
    uint4 _e195 = r[4];
    uint _e206 = shasm_opaque_zero;
    uint _e212 = shasm_opaque_zero;
    uint _e219 = shasm_opaque_zero;
    uint _e226 = shasm_opaque_zero;
    float _e230 = (((asfloat((asuint((asfloat(_e185.x) * asfloat(_e195.x))) ^ _e206)) + asfloat((asuint((asfloat(_e185.y) * asfloat(_e195.y))) ^ _e212))) + asfloat((asuint((asfloat(_e185.z) * asfloat(_e195.z))) ^ _e219))) + asfloat((asuint((asfloat(_e185.w) * asfloat(_e195.w))) ^ _e226)));
    r[3].w = asuint(_e230);
    uint4 _e238 = r[3];
    r[0].x = _e238.x;
    r[0].y = _e238.y;
    r[0].z = _e238.z;
    r[0].w = _e238.w;
    uint4 _e249 = r[5];
    r[1].x = _e249.x;
    r[1].y = _e249.y;
    r[1].z = _e249.z;
    r[1].w = _e249.w;
    uint4 _e260 = r[4];
    r[2].x = _e260.x;
    r[2].y = _e260.y;
    r[2].z = _e260.z;
    r[2].w = _e260.w;
    uint4 _e271 = r[0];
    uint4 _e274 = r[1];
    uint4 _e277 = r[2];
    const VertexOutput vertexoutput = ConstructVertexOutput(asfloat(_e271), asfloat(_e274), asfloat(_e277));
    const VertexOutput_main vertexoutput_1 = { vertexoutput.OUT_1_, vertexoutput.OUT_2_, vertexoutput.OUT_0_ };
    return vertexoutput_1;
}
