struct VertexOutput {
    float4 clip_ : SV_Position;
    float4 result_color : LOC0;
    float4 result_fogcoord : LOC4;
    float4 result_texcoord_1_ : LOC9;
};

static uint shasm_opaque_zero = (uint)0;
cbuffer env : register(b0) { uint4 env[26]; }

struct VertexOutput_main {
    float4 result_color : LOC0;
    float4 result_fogcoord : LOC4;
    float4 result_texcoord_1_ : LOC9;
    float4 clip_ : SV_Position;
};

typedef uint4 ret_Constructarray2_uint4_[2];
ret_Constructarray2_uint4_ Constructarray2_uint4_(uint4 arg0, uint4 arg1) {
    uint4 ret[2] = { arg0, arg1 };
    return ret;
}

VertexOutput ConstructVertexOutput(float4 arg0, float4 arg1, float4 arg2, float4 arg3) {
    VertexOutput ret = (VertexOutput)0;
    ret.clip_ = arg0;
    ret.result_color = arg1;
    ret.result_fogcoord = arg2;
    ret.result_texcoord_1_ = arg3;
    return ret;
}

VertexOutput_main main(float4 pos : LOC0, float4 in1_ : LOC1, float4 in2_ : LOC2, float4 col : LOC3, float4 in4_ : LOC4, float4 in5_ : LOC5, float4 in6_ : LOC6, float4 in7_ : LOC7, float4 in8_ : LOC8, float4 uv : LOC9)
{
    uint4 r[26] = (uint4[26])0;
    bool p0_ = (bool)0;
    bool p1_ = (bool)0;
    bool killed = (bool)0;
    uint4 cc[2] = (uint4[2])0;
    uint steps = (uint)0;
    uint v0_ = (uint)0;

    uint4 _e12 = env[25];
    shasm_opaque_zero = _e12.x;
    uint4 _e15[26] = env;
    r = _e15;
    r[10] = asuint(pos);
    r[11] = asuint(in1_);
    r[12] = asuint(in2_);
    r[13] = asuint(col);
    r[14] = asuint(in4_);
    r[15] = asuint(in5_);
    r[16] = asuint(in6_);
    r[17] = asuint(in7_);
    r[18] = asuint(in8_);
    r[19] = asuint(uv);
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e42 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e42, _e42);
    steps = 0u;
    v0_ = 0u;
    uint4 _e50 = r[21];
    uint4 _e60 = r[10];
    uint _e71 = shasm_opaque_zero;
    uint _e77 = shasm_opaque_zero;
    uint _e84 = shasm_opaque_zero;
    uint _e91 = shasm_opaque_zero;
    float _e95 = (((asfloat((asuint((asfloat(_e50.x) * asfloat(_e60.x))) ^ _e71)) + asfloat((asuint((asfloat(_e50.y) * asfloat(_e60.y))) ^ _e77))) + asfloat((asuint((asfloat(_e50.z) * asfloat(_e60.z))) ^ _e84))) + asfloat((asuint((asfloat(_e50.w) * asfloat(_e60.w))) ^ _e91)));
    r[0].x = asuint(_e95);
    uint4 _e103 = r[22];
    uint4 _e113 = r[10];
    uint _e124 = shasm_opaque_zero;
    uint _e130 = shasm_opaque_zero;
    uint _e137 = shasm_opaque_zero;
    uint _e144 = shasm_opaque_zero;
    float _e148 = (((asfloat((asuint((asfloat(_e103.x) * asfloat(_e113.x))) ^ _e124)) + asfloat((asuint((asfloat(_e103.y) * asfloat(_e113.y))) ^ _e130))) + asfloat((asuint((asfloat(_e103.z) * asfloat(_e113.z))) ^ _e137))) + asfloat((asuint((asfloat(_e103.w) * asfloat(_e113.w))) ^ _e144)));
    r[0].y = asuint(_e148);
    uint4 _e156 = r[23];
    uint4 _e166 = r[10];
    uint _e177 = shasm_opaque_zero;
    uint _e183 = shasm_opaque_zero;
    uint _e190 = shasm_opaque_zero;
    uint _e197 = shasm_opaque_zero;
    float _e201 = (((asfloat((asuint((asfloat(_e156.x) * asfloat(_e166.x))) ^ _e177)) + asfloat((asuint((asfloat(_e156.y) * asfloat(_e166.y))) ^ _e183))) + asfloat((asuint((asfloat(_e156.z) * asfloat(_e166.z))) ^ _e190))) + asfloat((asuint((asfloat(_e156.w) * asfloat(_e166.w))) ^ _e197)));
    r[0].z = asuint(_e201);
    uint4 _e209 = r[24];
    uint4 _e219 = r[10];
    uint _e230 = shasm_opaque_zero;
    uint _e236 = shasm_opaque_zero;
    uint _e243 = shasm_opaque_zero;
    uint _e250 = shasm_opaque_zero;
    float _e254 = (((asfloat((asuint((asfloat(_e209.x) * asfloat(_e219.x))) ^ _e230)) + asfloat((asuint((asfloat(_e209.y) * asfloat(_e219.y))) ^ _e236))) + asfloat((asuint((asfloat(_e209.z) * asfloat(_e219.z))) ^ _e243))) + asfloat((asuint((asfloat(_e209.w) * asfloat(_e219.w))) ^ _e250)));
    r[0].w = asuint(_e254);
    uint4 _e262 = r[13];
    r[1].x = _e262.x;
    r[1].y = _e262.y;
    r[1].z = _e262.z;
    r[1].w = _e262.w;
    uint4 _e273 = r[19];
    r[8].x = _e273.x;
    r[8].y = _e273.y;
    r[8].z = _e273.z;
    r[8].w = _e273.w;
    uint4 _e284 = r[10];
    uint4 _e294 = r[20];
    uint _e305 = shasm_opaque_zero;
    uint _e311 = shasm_opaque_zero;
    uint _e317 = shasm_opaque_zero;
    uint _e323 = shasm_opaque_zero;
    r[9].x = asuint(asfloat((asuint((asfloat(_e284.x) * asfloat(_e294.x))) ^ _e305)));
    r[9].y = asuint(asfloat((asuint((asfloat(_e284.y) * asfloat(_e294.y))) ^ _e311)));
    r[9].z = asuint(asfloat((asuint((asfloat(_e284.z) * asfloat(_e294.z))) ^ _e317)));
    r[9].w = asuint(asfloat((asuint((asfloat(_e284.w) * asfloat(_e294.w))) ^ _e323)));
    uint4 _e337 = r[9];
    r[5].x = _e337.z;
    uint4 _e345 = r[0];
    uint4 _e348 = r[1];
    uint4 _e351 = r[5];
    uint4 _e354 = r[8];
    const VertexOutput vertexoutput = ConstructVertexOutput(asfloat(_e345), asfloat(_e348), asfloat(_e351), asfloat(_e354));
    const VertexOutput_main vertexoutput_1 = { vertexoutput.result_color, vertexoutput.result_fogcoord, vertexoutput.result_texcoord_1_, vertexoutput.clip_ };
    return vertexoutput_1;
}
