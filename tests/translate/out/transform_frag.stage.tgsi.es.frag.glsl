#version 310 es

precision highp float;
precision highp int;

struct FragmentOutput {
    vec4 OUT_0_;
};
uint shasm_opaque_zero = 0u;

layout(std140, binding = 0) uniform type_4_block_0Fragment { uvec4 _group_0_binding_0_fs[6]; };

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 8) smooth in vec4 _vs2fs_location8;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 IN_0_ = _vs2fs_location0;
    vec4 IN_1_ = _vs2fs_location8;
    uvec4 r[6] = uvec4[6](uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u));
    bool p0_ = false;
    bool p1_ = false;
    bool killed = false;
    uvec4 cc[2] = uvec4[2](uvec4(0u), uvec4(0u));
    uint steps = 0u;
    uint v0_ = 0u;
    uvec4 _e4 = _group_0_binding_0_fs[5];
    shasm_opaque_zero = _e4.x;
    uvec4 _e7[6] = _group_0_binding_0_fs;
    r = _e7;
    r[2] = floatBitsToUint(IN_0_);
    r[3] = floatBitsToUint(IN_1_);
    p0_ = false;
    p1_ = false;
    killed = false;
    uvec4 _e18 = uvec4(2u);
    cc = uvec4[2](_e18, _e18);
    steps = 0u;
    v0_ = 0u;
    uvec4 _e26 = r[2];
    uvec4 _e36 = r[3];
    uint _e47 = shasm_opaque_zero;
    uint _e53 = shasm_opaque_zero;
    uint _e59 = shasm_opaque_zero;
    uint _e65 = shasm_opaque_zero;
    r[1].x = floatBitsToUint(uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e26.x) * uintBitsToFloat(_e36.x))) ^ _e47)));
    r[1].y = floatBitsToUint(uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e26.y) * uintBitsToFloat(_e36.y))) ^ _e53)));
    r[1].z = floatBitsToUint(uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e26.z) * uintBitsToFloat(_e36.z))) ^ _e59)));
    r[1].w = floatBitsToUint(uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e26.w) * uintBitsToFloat(_e36.w))) ^ _e65)));
    uvec4 _e79 = r[1];
    uvec4 _e89 = r[4];
    r[0].x = floatBitsToUint((uintBitsToFloat(_e79.x) + uintBitsToFloat(_e89.x)));
    r[0].y = floatBitsToUint((uintBitsToFloat(_e79.y) + uintBitsToFloat(_e89.y)));
    r[0].z = floatBitsToUint((uintBitsToFloat(_e79.z) + uintBitsToFloat(_e89.z)));
    r[0].w = floatBitsToUint((uintBitsToFloat(_e79.w) + uintBitsToFloat(_e89.w)));
    uvec4 _e112 = r[0];
    FragmentOutput _tmp_return = FragmentOutput(uintBitsToFloat(_e112));
    _fs2p_location0 = _tmp_return.OUT_0_;
    return;
}

