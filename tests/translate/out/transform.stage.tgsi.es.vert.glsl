#version 310 es

precision highp float;
precision highp int;

struct VertexOutput {
    vec4 OUT_0_;
    vec4 OUT_1_;
    vec4 OUT_2_;
};
uint shasm_opaque_zero = 0u;

layout(std140, binding = 0) uniform type_4_block_0Vertex { uvec4 _group_0_binding_0_vs[11]; };

layout(location = 0) in vec4 _p2vs_location0;
layout(location = 1) in vec4 _p2vs_location1;
layout(location = 0) smooth out vec4 _vs2fs_location0;
layout(location = 8) smooth out vec4 _vs2fs_location8;

void main() {
    vec4 IN_0_ = _p2vs_location0;
    vec4 IN_1_ = _p2vs_location1;
    uvec4 r[11] = uvec4[11](uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u));
    bool p0_ = false;
    bool p1_ = false;
    bool killed = false;
    uvec4 cc[2] = uvec4[2](uvec4(0u), uvec4(0u));
    uint steps = 0u;
    uint v0_ = 0u;
    uvec4 _e4 = _group_0_binding_0_vs[10];
    shasm_opaque_zero = _e4.x;
    uvec4 _e7[11] = _group_0_binding_0_vs;
    r = _e7;
    r[4] = floatBitsToUint(IN_0_);
    r[5] = floatBitsToUint(IN_1_);
    p0_ = false;
    p1_ = false;
    killed = false;
    uvec4 _e18 = uvec4(2u);
    cc = uvec4[2](_e18, _e18);
    steps = 0u;
    v0_ = 0u;
    uvec4 _e26 = r[6];
    uvec4 _e36 = r[4];
    uint _e47 = shasm_opaque_zero;
    uint _e53 = shasm_opaque_zero;
    uint _e60 = shasm_opaque_zero;
    uint _e67 = shasm_opaque_zero;
    float _e71 = (((uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e26.x) * uintBitsToFloat(_e36.x))) ^ _e47)) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e26.y) * uintBitsToFloat(_e36.y))) ^ _e53))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e26.z) * uintBitsToFloat(_e36.z))) ^ _e60))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e26.w) * uintBitsToFloat(_e36.w))) ^ _e67)));
    r[3].x = floatBitsToUint(_e71);
    uvec4 _e79 = r[7];
    uvec4 _e89 = r[4];
    uint _e100 = shasm_opaque_zero;
    uint _e106 = shasm_opaque_zero;
    uint _e113 = shasm_opaque_zero;
    uint _e120 = shasm_opaque_zero;
    float _e124 = (((uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e79.x) * uintBitsToFloat(_e89.x))) ^ _e100)) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e79.y) * uintBitsToFloat(_e89.y))) ^ _e106))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e79.z) * uintBitsToFloat(_e89.z))) ^ _e113))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e79.w) * uintBitsToFloat(_e89.w))) ^ _e120)));
    r[3].y = floatBitsToUint(_e124);
    uvec4 _e132 = r[8];
    uvec4 _e142 = r[4];
    uint _e153 = shasm_opaque_zero;
    uint _e159 = shasm_opaque_zero;
    uint _e166 = shasm_opaque_zero;
    uint _e173 = shasm_opaque_zero;
    float _e177 = (((uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e132.x) * uintBitsToFloat(_e142.x))) ^ _e153)) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e132.y) * uintBitsToFloat(_e142.y))) ^ _e159))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e132.z) * uintBitsToFloat(_e142.z))) ^ _e166))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e132.w) * uintBitsToFloat(_e142.w))) ^ _e173)));
    r[3].z = floatBitsToUint(_e177);
    uvec4 _e185 = r[9];
    uvec4 _e195 = r[4];
    uint _e206 = shasm_opaque_zero;
    uint _e212 = shasm_opaque_zero;
    uint _e219 = shasm_opaque_zero;
    uint _e226 = shasm_opaque_zero;
    float _e230 = (((uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e185.x) * uintBitsToFloat(_e195.x))) ^ _e206)) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e185.y) * uintBitsToFloat(_e195.y))) ^ _e212))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e185.z) * uintBitsToFloat(_e195.z))) ^ _e219))) + uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e185.w) * uintBitsToFloat(_e195.w))) ^ _e226)));
    r[3].w = floatBitsToUint(_e230);
    uvec4 _e238 = r[3];
    r[0].x = _e238.x;
    r[0].y = _e238.y;
    r[0].z = _e238.z;
    r[0].w = _e238.w;
    uvec4 _e249 = r[5];
    r[1].x = _e249.x;
    r[1].y = _e249.y;
    r[1].z = _e249.z;
    r[1].w = _e249.w;
    uvec4 _e260 = r[4];
    r[2].x = _e260.x;
    r[2].y = _e260.y;
    r[2].z = _e260.z;
    r[2].w = _e260.w;
    uvec4 _e271 = r[0];
    uvec4 _e274 = r[1];
    uvec4 _e277 = r[2];
    VertexOutput _tmp_return = VertexOutput(uintBitsToFloat(_e271), uintBitsToFloat(_e274), uintBitsToFloat(_e277));
    gl_Position = _tmp_return.OUT_0_;
    _vs2fs_location0 = _tmp_return.OUT_1_;
    _vs2fs_location8 = _tmp_return.OUT_2_;
    return;
}

