struct VertexOutput {
    float4 result_position : SV_Position;
    float4 result_color : LOC0;
    float4 result_texcoord_0_ : LOC8;
};

static uint shasm_opaque_zero = (uint)0;
cbuffer env : register(b0) { uint4 env[19]; }

struct VertexOutput_main {
    float4 result_color : LOC0;
    float4 result_texcoord_0_ : LOC8;
    float4 result_position : SV_Position;
};

typedef uint4 ret_Constructarray2_uint4_[2];
ret_Constructarray2_uint4_ Constructarray2_uint4_(uint4 arg0, uint4 arg1) {
    uint4 ret[2] = { arg0, arg1 };
    return ret;
}

VertexOutput ConstructVertexOutput(float4 arg0, float4 arg1, float4 arg2) {
    VertexOutput ret = (VertexOutput)0;
    ret.result_position = arg0;
    ret.result_color = arg1;
    ret.result_texcoord_0_ = arg2;
    return ret;
}

VertexOutput_main main(float4 vertex_position : LOC0, float4 in1_ : LOC1, float4 vertex_normal : LOC2, float4 vertex_color : LOC3)
{
    uint4 r[19] = (uint4[19])0;
    bool p0_ = (bool)0;
    bool p1_ = (bool)0;
    bool killed = (bool)0;
    uint4 cc[2] = (uint4[2])0;
    uint steps = (uint)0;
    uint v0_ = (uint)0;

    uint4 _e6 = env[18];
    shasm_opaque_zero = _e6.x;
    uint4 _e9[19] = env;
    r = _e9;
    r[9] = asuint(vertex_position);
    r[10] = asuint(in1_);
    r[11] = asuint(vertex_normal);
    r[12] = asuint(vertex_color);
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e24 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e24, _e24);
    steps = 0u;
    v0_ = 0u;
    uint4 _e32 = r[13];
    uint4 _e42 = r[9];
    uint _e53 = shasm_opaque_zero;
    uint _e59 = shasm_opaque_zero;
    uint _e66 = shasm_opaque_zero;
    uint _e73 = shasm_opaque_zero;
    float _e77 = (((asfloat((asuint((asfloat(_e32.x) * asfloat(_e42.x))) ^ _e53)) + asfloat((asuint((asfloat(_e32.y) * asfloat(_e42.y))) ^ _e59))) + asfloat((asuint((asfloat(_e32.z) * asfloat(_e42.z))) ^ _e66))) + asfloat((asuint((asfloat(_e32.w) * asfloat(_e42.w))) ^ _e73)));
    r[0].x = asuint(_e77);
    uint4 _e85 = r[14];
    uint4 _e95 = r[9];
    uint _e106 = shasm_opaque_zero;
    uint _e112 = shasm_opaque_zero;
    uint _e119 = shasm_opaque_zero;
    uint _e126 = shasm_opaque_zero;
    float _e130 = (((asfloat((asuint((asfloat(_e85.x) * asfloat(_e95.x))) ^ _e106)) + asfloat((asuint((asfloat(_e85.y) * asfloat(_e95.y))) ^ _e112))) + asfloat((asuint((asfloat(_e85.z) * asfloat(_e95.z))) ^ _e119))) + asfloat((asuint((asfloat(_e85.w) * asfloat(_e95.w))) ^ _e126)));
    r[0].y = asuint(_e130);
    uint4 _e138 = r[15];
    uint4 _e148 = r[9];
    uint _e159 = shasm_opaque_zero;
    uint _e165 = shasm_opaque_zero;
    uint _e172 = shasm_opaque_zero;
    uint _e179 = shasm_opaque_zero;
    float _e183 = (((asfloat((asuint((asfloat(_e138.x) * asfloat(_e148.x))) ^ _e159)) + asfloat((asuint((asfloat(_e138.y) * asfloat(_e148.y))) ^ _e165))) + asfloat((asuint((asfloat(_e138.z) * asfloat(_e148.z))) ^ _e172))) + asfloat((asuint((asfloat(_e138.w) * asfloat(_e148.w))) ^ _e179)));
    r[0].z = asuint(_e183);
    uint4 _e191 = r[16];
    uint4 _e201 = r[9];
    uint _e212 = shasm_opaque_zero;
    uint _e218 = shasm_opaque_zero;
    uint _e225 = shasm_opaque_zero;
    uint _e232 = shasm_opaque_zero;
    float _e236 = (((asfloat((asuint((asfloat(_e191.x) * asfloat(_e201.x))) ^ _e212)) + asfloat((asuint((asfloat(_e191.y) * asfloat(_e201.y))) ^ _e218))) + asfloat((asuint((asfloat(_e191.z) * asfloat(_e201.z))) ^ _e225))) + asfloat((asuint((asfloat(_e191.w) * asfloat(_e201.w))) ^ _e232)));
    r[0].w = asuint(_e236);
    uint4 _e244 = r[11];
    uint4 _e254 = r[17];
    uint _e265 = shasm_opaque_zero;
    uint _e271 = shasm_opaque_zero;
    uint _e277 = shasm_opaque_zero;
    uint _e283 = shasm_opaque_zero;
    r[8].x = asuint(asfloat((asuint((asfloat(_e244.x) * asfloat(_e254.x))) ^ _e265)));
    r[8].y = asuint(asfloat((asuint((asfloat(_e244.y) * asfloat(_e254.y))) ^ _e271)));
    r[8].z = asuint(asfloat((asuint((asfloat(_e244.z) * asfloat(_e254.z))) ^ _e277)));
    r[8].w = asuint(asfloat((asuint((asfloat(_e244.w) * asfloat(_e254.w))) ^ _e283)));
    uint4 _e297 = r[8];
    uint4 _e307 = r[17];
    r[7].x = asuint((asfloat(_e297.x) + asfloat(_e307.x)));
    r[7].y = asuint((asfloat(_e297.y) + asfloat(_e307.y)));
    r[7].z = asuint((asfloat(_e297.z) + asfloat(_e307.z)));
    r[7].w = asuint((asfloat(_e297.w) + asfloat(_e307.w)));
    uint4 _e330 = r[12];
    r[1].x = _e330.x;
    r[1].y = _e330.y;
    r[1].z = _e330.z;
    r[1].w = _e330.w;
    uint4 _e341 = r[0];
    uint4 _e344 = r[1];
    uint4 _e347 = r[7];
    const VertexOutput vertexoutput = ConstructVertexOutput(asfloat(_e341), asfloat(_e344), asfloat(_e347));
    const VertexOutput_main vertexoutput_1 = { vertexoutput.result_color, vertexoutput.result_texcoord_0_, vertexoutput.result_position };
    return vertexoutput_1;
}
