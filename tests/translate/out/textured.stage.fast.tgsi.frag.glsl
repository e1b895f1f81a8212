#version 450 core
struct FragmentOutput {
    vec4 OUT_0_;
};
uint shasm_opaque_zero = 0u;

layout(std140, binding = 0) uniform type_4_block_0Fragment { uvec4 _group_0_binding_0_fs[6]; };

layout(binding = 1) uniform sampler2D _group_0_binding_1_fs;

layout(binding = 3) uniform sampler3D _group_0_binding_3_fs;

layout(location = 8) smooth in vec4 _vs2fs_location8;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 IN_0_ = _vs2fs_location8;
    uvec4 r[6] = uvec4[6](uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u));
    bool p0_ = false;
    bool p1_ = false;
    bool killed = false;
    uvec4 cc[2] = uvec4[2](uvec4(0u), uvec4(0u));
    uint steps = 0u;
    uint v0_ = 0u;
    uvec4 _e3 = _group_0_binding_0_fs[5];
    shasm_opaque_zero = _e3.x;
    uvec4 _e6[6] = _group_0_binding_0_fs;
    r = _e6;
    r[4] = floatBitsToUint(IN_0_);
    p0_ = false;
    p1_ = false;
    killed = false;
    uvec4 _e15 = uvec4(2u);
    cc = uvec4[2](_e15, _e15);
    steps = 0u;
    v0_ = 0u;
    uvec4 _e22 = r[4];
    vec4 _e35 = texture(_group_0_binding_1_fs, vec2(vec2(uintBitsToFloat(_e22.x), uintBitsToFloat(_e22.y))));
    r[1].x = floatBitsToUint(_e35.x);
    r[1].y = floatBitsToUint(_e35.y);
    r[1].z = floatBitsToUint(_e35.z);
    r[1].w = floatBitsToUint(_e35.w);
    uvec4 _e50 = r[4];
    vec4 _e62 = texture(_group_0_binding_1_fs, vec2(vec2(uintBitsToFloat(_e50.x), uintBitsToFloat(_e50.y))), uintBitsToFloat(_e50.w));
    r[2].x = floatBitsToUint(_e62.x);
    r[2].y = floatBitsToUint(_e62.y);
    r[2].z = floatBitsToUint(_e62.z);
    r[2].w = floatBitsToUint(_e62.w);
    uvec4 _e77 = r[4];
    vec4 _e89 = textureLod(_group_0_binding_3_fs, vec3(vec3(uintBitsToFloat(_e77.x), uintBitsToFloat(_e77.y), uintBitsToFloat(_e77.z))), uintBitsToFloat(_e77.w));
    r[3].x = floatBitsToUint(_e89.x);
    r[3].y = floatBitsToUint(_e89.y);
    r[3].z = floatBitsToUint(_e89.z);
    r[3].w = floatBitsToUint(_e89.w);
    uvec4 _e104 = r[1];
    uvec4 _e114 = r[2];
    r[1].x = floatBitsToUint((uintBitsToFloat(_e104.x) * uintBitsToFloat(_e114.x)));
    r[1].y = floatBitsToUint((uintBitsToFloat(_e104.y) * uintBitsToFloat(_e114.y)));
    r[1].z = floatBitsToUint((uintBitsToFloat(_e104.z) * uintBitsToFloat(_e114.z)));
    r[1].w = floatBitsToUint((uintBitsToFloat(_e104.w) * uintBitsToFloat(_e114.w)));
    uvec4 _e137 = r[1];
    uvec4 _e147 = r[3];
    r[0].x = floatBitsToUint((uintBitsToFloat(_e137.x) * uintBitsToFloat(_e147.x)));
    r[0].y = floatBitsToUint((uintBitsToFloat(_e137.y) * uintBitsToFloat(_e147.y)));
    r[0].z = floatBitsToUint((uintBitsToFloat(_e137.z) * uintBitsToFloat(_e147.z)));
    r[0].w = floatBitsToUint((uintBitsToFloat(_e137.w) * uintBitsToFloat(_e147.w)));
    uvec4 _e170 = r[0];
    FragmentOutput _tmp_return = FragmentOutput(uintBitsToFloat(_e170));
    _fs2p_location0 = _tmp_return.OUT_0_;
    return;
}

