#version 450 core
struct FragmentOutput {
    vec4 colour;
};
uint shasm_opaque_zero = 0u;

layout(std140, binding = 0) uniform type_4_block_0Fragment { uvec4 _group_0_binding_0_fs[15]; };

layout(binding = 1) uniform sampler2D _group_0_binding_1_fs;

layout(binding = 3) uniform sampler2D _group_0_binding_3_fs;

layout(binding = 5) uniform samplerCube _group_0_binding_5_fs;

layout(binding = 7) uniform sampler2DShadow _group_0_binding_7_fs;

layout(location = 8) smooth in vec4 _vs2fs_location8;
layout(location = 9) smooth in vec4 _vs2fs_location9;
layout(location = 10) smooth in vec4 _vs2fs_location10;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 uv = _vs2fs_location8;
    vec4 toLight = _vs2fs_location9;
    vec4 shadowPos = _vs2fs_location10;
    uvec4 r[15] = uvec4[15](uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u));
    bool p0_ = false;
    bool p1_ = false;
    bool killed = false;
    uvec4 cc[2] = uvec4[2](uvec4(0u), uvec4(0u));
    uint steps = 0u;
    uint v0_ = 0u;
    uvec4 _e5 = _group_0_binding_0_fs[14];
    shasm_opaque_zero = _e5.x;
    uvec4 _e8[15] = _group_0_binding_0_fs;
    r = _e8;
    r[9] = floatBitsToUint(uv);
    r[10] = floatBitsToUint(toLight);
    r[11] = floatBitsToUint(shadowPos);
    p0_ = false;
    p1_ = false;
    killed = false;
    uvec4 _e21 = uvec4(2u);
    cc = uvec4[2](_e21, _e21);
    steps = 0u;
    v0_ = 0u;
    uvec4 _e28 = r[9];
    vec4 _e41 = texture(_group_0_binding_1_fs, vec2(vec2(uintBitsToFloat(_e28.x), uintBitsToFloat(_e28.y))));
    r[1].x = floatBitsToUint(_e41.x);
    r[1].y = floatBitsToUint(_e41.y);
    r[1].z = floatBitsToUint(_e41.z);
    r[1].w = floatBitsToUint(_e41.w);
    uvec4 _e56 = r[9];
    vec4 _e68 = texture(_group_0_binding_3_fs, vec2(vec2(uintBitsToFloat(_e56.x), uintBitsToFloat(_e56.y))), uintBitsToFloat(_e56.w));
    r[2].x = floatBitsToUint(_e68.x);
    r[2].y = floatBitsToUint(_e68.y);
    r[2].z = floatBitsToUint(_e68.z);
    r[2].w = floatBitsToUint(_e68.w);
    uvec4 _e83 = r[10];
    vec4 _e95 = texture(_group_0_binding_5_fs, vec3(vec3(uintBitsToFloat(_e83.x), uintBitsToFloat(_e83.y), uintBitsToFloat(_e83.z))));
    r[3].x = floatBitsToUint(_e95.x);
    r[3].y = floatBitsToUint(_e95.y);
    r[3].z = floatBitsToUint(_e95.z);
    r[3].w = floatBitsToUint(_e95.w);
    uvec4 _e110 = r[11];
    float _e118 = uintBitsToFloat(_e110.w);
    float _e125 = texture(_group_0_binding_7_fs, vec3(vec2((uintBitsToFloat(_e110.x) / _e118), (uintBitsToFloat(_e110.y) / _e118)), (uintBitsToFloat(_e110.z) / _e118)));
    r[4].x = floatBitsToUint(_e125);
    r[4].y = floatBitsToUint(_e125);
    r[4].z = floatBitsToUint(_e125);
    r[4].w = floatBitsToUint(1.0);
    uvec4 _e137 = r[1];
    uvec4 _e147 = r[12];
    uvec4 _e157 = r[13];
    r[1].x = floatBitsToUint(((uintBitsToFloat(_e137.x) * uintBitsToFloat(_e147.x)) + uintBitsToFloat(((_e157.x & 4294967295u) ^ 2147483648u))));
    r[1].y = floatBitsToUint(((uintBitsToFloat(_e137.y) * uintBitsToFloat(_e147.y)) + uintBitsToFloat(((_e157.y & 4294967295u) ^ 2147483648u))));
    r[1].z = floatBitsToUint(((uintBitsToFloat(_e137.z) * uintBitsToFloat(_e147.z)) + uintBitsToFloat(((_e157.z & 4294967295u) ^ 2147483648u))));
    r[1].w = floatBitsToUint(((uintBitsToFloat(_e137.w) * uintBitsToFloat(_e147.w)) + uintBitsToFloat(((_e157.w & 4294967295u) ^ 2147483648u))));
    uvec4 _e194 = r[3];
    uvec4 _e204 = r[12];
    uvec4 _e214 = r[13];
    r[3].x = floatBitsToUint(((uintBitsToFloat(_e194.x) * uintBitsToFloat(_e204.x)) + uintBitsToFloat(((_e214.x & 4294967295u) ^ 2147483648u))));
    r[3].y = floatBitsToUint(((uintBitsToFloat(_e194.y) * uintBitsToFloat(_e204.y)) + uintBitsToFloat(((_e214.y & 4294967295u) ^ 2147483648u))));
    r[3].z = floatBitsToUint(((uintBitsToFloat(_e194.z) * uintBitsToFloat(_e204.z)) + uintBitsToFloat(((_e214.z & 4294967295u) ^ 2147483648u))));
    r[3].w = floatBitsToUint(((uintBitsToFloat(_e194.w) * uintBitsToFloat(_e204.w)) + uintBitsToFloat(((_e214.w & 4294967295u) ^ 2147483648u))));
    uvec4 _e249 = r[1];
    uvec4 _e259 = r[3];
    float _e272 = (((uintBitsToFloat(_e249.x) * uintBitsToFloat(_e259.x)) + (uintBitsToFloat(_e249.y) * uintBitsToFloat(_e259.y))) + (uintBitsToFloat(_e249.z) * uintBitsToFloat(_e259.z)));
    r[1].x = floatBitsToUint(((_e272 < 0.0) ? 0.0 : ((_e272 > 1.0) ? 1.0 : _e272)));
    uvec4 _e296 = r[2];
    uvec4 _e306 = r[1];
    r[2].x = floatBitsToUint((uintBitsToFloat(_e296.x) * uintBitsToFloat(_e306.x)));
    r[2].y = floatBitsToUint((uintBitsToFloat(_e296.y) * uintBitsToFloat(_e306.x)));
    r[2].z = floatBitsToUint((uintBitsToFloat(_e296.z) * uintBitsToFloat(_e306.x)));
    r[2].w = floatBitsToUint((uintBitsToFloat(_e296.w) * uintBitsToFloat(_e306.x)));
    uvec4 _e329 = r[2];
    uvec4 _e339 = r[4];
    r[0].x = floatBitsToUint((uintBitsToFloat(_e329.x) * uintBitsToFloat(_e339.x)));
    r[0].y = floatBitsToUint((uintBitsToFloat(_e329.y) * uintBitsToFloat(_e339.y)));
    r[0].z = floatBitsToUint((uintBitsToFloat(_e329.z) * uintBitsToFloat(_e339.z)));
    r[0].w = floatBitsToUint((uintBitsToFloat(_e329.w) * uintBitsToFloat(_e339.w)));
    uvec4 _e362 = r[0];
    FragmentOutput _tmp_return = FragmentOutput(uintBitsToFloat(_e362));
    _fs2p_location0 = _tmp_return.colour;
    return;
}

