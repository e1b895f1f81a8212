#version 310 es

precision highp float;
precision highp int;

struct FragmentOutput {
    vec4 result_color;
};
uint shasm_opaque_zero = 0u;

layout(std140, binding = 0) uniform type_4_block_0Fragment { uvec4 _group_0_binding_0_fs[12]; };

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 4) smooth in vec4 _vs2fs_location4;
layout(location = 9) smooth in vec4 _vs2fs_location9;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 col = _vs2fs_location0;
    vec4 fog = _vs2fs_location4;
    vec4 uv = _vs2fs_location9;
    uvec4 r[12] = uvec4[12](uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u));
    bool p0_ = false;
    bool p1_ = false;
    bool killed = false;
    uvec4 cc[2] = uvec4[2](uvec4(0u), uvec4(0u));
    uint steps = 0u;
    uint v0_ = 0u;
    uvec4 _e5 = _group_0_binding_0_fs[11];
    shasm_opaque_zero = _e5.x;
    uvec4 _e8[12] = _group_0_binding_0_fs;
    r = _e8;
    r[4] = floatBitsToUint(col);
    r[6] = floatBitsToUint(fog);
    r[8] = floatBitsToUint(uv);
    p0_ = false;
    p1_ = false;
    killed = false;
    uvec4 _e21 = uvec4(2u);
    cc = uvec4[2](_e21, _e21);
    steps = 0u;
    v0_ = 0u;
    uvec4 _e29 = r[4];
    uvec4 _e39 = r[8];
    uint _e50 = shasm_opaque_zero;
    uint _e56 = shasm_opaque_zero;
    uint _e62 = shasm_opaque_zero;
    uint _e68 = shasm_opaque_zero;
    r[2].x = floatBitsToUint(uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e29.x) * uintBitsToFloat(_e39.x))) ^ _e50)));
    r[2].y = floatBitsToUint(uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e29.y) * uintBitsToFloat(_e39.x))) ^ _e56)));
    r[2].z = floatBitsToUint(uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e29.z) * uintBitsToFloat(_e39.x))) ^ _e62)));
    r[2].w = floatBitsToUint(uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e29.w) * uintBitsToFloat(_e39.x))) ^ _e68)));
    uvec4 _e82 = r[6];
    uvec4 _e92 = r[9];
    uvec4 _e102 = r[9];
    uint _e113 = shasm_opaque_zero;
    float _e117 = (uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e82.x) * uintBitsToFloat(_e92.x))) ^ _e113)) + uintBitsToFloat(_e102.y));
    uint _e120 = shasm_opaque_zero;
    float _e124 = (uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e82.x) * uintBitsToFloat(_e92.x))) ^ _e120)) + uintBitsToFloat(_e102.y));
    uint _e127 = shasm_opaque_zero;
    float _e131 = (uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e82.x) * uintBitsToFloat(_e92.x))) ^ _e127)) + uintBitsToFloat(_e102.y));
    uint _e134 = shasm_opaque_zero;
    float _e138 = (uintBitsToFloat((floatBitsToUint((uintBitsToFloat(_e82.x) * uintBitsToFloat(_e92.x))) ^ _e134)) + uintBitsToFloat(_e102.y));
    uint _e140 = floatBitsToUint(_e117);
    uint _e142 = (_e140 & 2147483647u);
    uint _e159 = floatBitsToUint(_e117);
    uint _e160 = (_e159 & 2147483647u);
    uint _e174 = floatBitsToUint(_e124);
    uint _e175 = (_e174 & 2147483647u);
    uint _e189 = floatBitsToUint(_e124);
    uint _e190 = (_e189 & 2147483647u);
    uint _e204 = floatBitsToUint(_e131);
    uint _e205 = (_e204 & 2147483647u);
    uint _e219 = floatBitsToUint(_e131);
    uint _e220 = (_e219 & 2147483647u);
    uint _e234 = floatBitsToUint(_e138);
    uint _e235 = (_e234 & 2147483647u);
    uint _e249 = floatBitsToUint(_e138);
    uint _e250 = (_e249 & 2147483647u);
    r[1].x = floatBitsToUint((((((_e160 == 0u) ? 2147483648u : ((_e159 >= 2147483648u) ? ~(_e159) : (_e160 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e117) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e142 == 0u) ? 2147483648u : ((_e140 >= 2147483648u) ? ~(_e140) : (_e142 | 2147483648u))) > 3212836864u) && !(((floatBitsToUint(_e117) & 2147483647u) > 2139095040u))) ? 1.0 : _e117)));
    uvec4 _e271 = r[1];
    float _e276 = uintBitsToFloat(_e271.x);
    float _e277 = uintBitsToFloat(_e271.x);
    float _e278 = uintBitsToFloat(_e271.x);
    float _e279 = uintBitsToFloat(_e271.x);
    uvec4 _e281 = r[2];
    uvec4 _e291 = r[10];
    uint _e302 = shasm_opaque_zero;
    uint _e312 = shasm_opaque_zero;
    uint _e319 = shasm_opaque_zero;
    uint _e329 = shasm_opaque_zero;
    uint _e336 = shasm_opaque_zero;
    uint _e346 = shasm_opaque_zero;
    uint _e353 = shasm_opaque_zero;
    uint _e363 = shasm_opaque_zero;
    r[0].x = floatBitsToUint((uintBitsToFloat((floatBitsToUint((_e276 * uintBitsToFloat(_e281.x))) ^ _e302)) + uintBitsToFloat((floatBitsToUint(((1.0 + uintBitsToFloat((floatBitsToUint(_e276) ^ 2147483648u))) * uintBitsToFloat(_e291.x))) ^ _e312))));
    r[0].y = floatBitsToUint((uintBitsToFloat((floatBitsToUint((_e277 * uintBitsToFloat(_e281.y))) ^ _e319)) + uintBitsToFloat((floatBitsToUint(((1.0 + uintBitsToFloat((floatBitsToUint(_e277) ^ 2147483648u))) * uintBitsToFloat(_e291.y))) ^ _e329))));
    r[0].z = floatBitsToUint((uintBitsToFloat((floatBitsToUint((_e278 * uintBitsToFloat(_e281.z))) ^ _e336)) + uintBitsToFloat((floatBitsToUint(((1.0 + uintBitsToFloat((floatBitsToUint(_e278) ^ 2147483648u))) * uintBitsToFloat(_e291.z))) ^ _e346))));
    r[0].w = floatBitsToUint((uintBitsToFloat((floatBitsToUint((_e279 * uintBitsToFloat(_e281.w))) ^ _e353)) + uintBitsToFloat((floatBitsToUint(((1.0 + uintBitsToFloat((floatBitsToUint(_e279) ^ 2147483648u))) * uintBitsToFloat(_e291.w))) ^ _e363))));
    uvec4 _e378 = r[0];
    FragmentOutput _tmp_return = FragmentOutput(uintBitsToFloat(_e378));
    _fs2p_location0 = _tmp_return.result_color;
    return;
}

