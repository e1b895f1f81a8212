#version 450 core
struct FragmentOutput {
    vec4 o_COLR;
};
uint shasm_opaque_zero = 0u;

layout(std140, binding = 0) uniform type_4_block_0Fragment { uvec4 _group_0_binding_0_fs[177]; };

layout(binding = 1) uniform sampler2D _group_0_binding_1_fs;

layout(binding = 3) uniform sampler3D _group_0_binding_3_fs;

layout(binding = 5) uniform sampler2D _group_0_binding_5_fs;

layout(location = 8) smooth in vec4 _vs2fs_location8;
layout(location = 9) smooth in vec4 _vs2fs_location9;
layout(location = 10) smooth in vec4 _vs2fs_location10;
layout(location = 0) out vec4 _fs2p_location0;

float f32ftz_input(float a) {
    uint _e2 = floatBitsToUint(a);
    return uintBitsToFloat((((_e2 & 2147483647u) < 8388608u) ? (_e2 & 2147483648u) : _e2));
}

void main() {
    vec4 f_TEX0_ = _vs2fs_location8;
    vec4 f_TEX1_ = _vs2fs_location9;
    vec4 f_TEX2_ = _vs2fs_location10;
    uvec4 r[177] = uvec4[177](uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u));
    bool p0_ = false;
    bool p1_ = false;
    bool killed = false;
    uvec4 cc[2] = uvec4[2](uvec4(0u), uvec4(0u));
    uint steps = 0u;
    uint v0_ = 0u;
    uvec4 _e5 = _group_0_binding_0_fs[176];
    shasm_opaque_zero = _e5.x;
    uvec4 _e8[177] = _group_0_binding_0_fs;
    r = _e8;
    r[103] = floatBitsToUint(f_TEX0_);
    r[104] = floatBitsToUint(f_TEX1_);
    r[105] = floatBitsToUint(f_TEX2_);
    p0_ = false;
    p1_ = false;
    killed = false;
    uvec4 _e21 = uvec4(2u);
    cc = uvec4[2](_e21, _e21);
    steps = 0u;
    v0_ = 0u;
    uvec4 _e28 = r[103];
    vec4 _e41 = texture(_group_0_binding_1_fs, vec2(vec2(uintBitsToFloat(_e28.x), uintBitsToFloat(_e28.y))));
    r[1].x = floatBitsToUint(_e41.x);
    r[1].y = floatBitsToUint(_e41.y);
    r[1].z = floatBitsToUint(_e41.z);
    r[1].w = floatBitsToUint(_e41.w);
    uvec4 _e56 = r[104];
    float _e64 = uintBitsToFloat(_e56.w);
    vec4 _e71 = texture(_group_0_binding_3_fs, vec3(vec3((uintBitsToFloat(_e56.x) / _e64), (uintBitsToFloat(_e56.y) / _e64), (uintBitsToFloat(_e56.z) / _e64))));
    r[2].x = floatBitsToUint(_e71.x);
    r[2].y = floatBitsToUint(_e71.y);
    r[2].z = floatBitsToUint(_e71.z);
    r[2].w = floatBitsToUint(_e71.w);
    uvec4 _e86 = r[105];
    float _e92 = f32ftz_input(uintBitsToFloat(_e86.x));
    float _e94 = f32ftz_input(uintBitsToFloat(_e86.y));
    float _e96 = f32ftz_input(uintBitsToFloat(_e86.z));
    float _e98 = f32ftz_input(uintBitsToFloat(_e86.w));
    uvec4 _e100 = r[175];
    float _e106 = f32ftz_input(uintBitsToFloat(_e100.x));
    float _e108 = f32ftz_input(uintBitsToFloat(_e100.x));
    float _e110 = f32ftz_input(uintBitsToFloat(_e100.x));
    float _e112 = f32ftz_input(uintBitsToFloat(_e100.x));
    uint _e114 = floatBitsToUint((_e92 * _e106));
    uint _e124 = floatBitsToUint((_e94 * _e108));
    uint _e131 = floatBitsToUint((_e96 * _e110));
    uint _e138 = floatBitsToUint((_e98 * _e112));
    r[4].x = floatBitsToUint(uintBitsToFloat((((_e114 & 2147483647u) < 8388608u) ? (_e114 & 2147483648u) : _e114)));
    r[4].y = floatBitsToUint(uintBitsToFloat((((_e124 & 2147483647u) < 8388608u) ? (_e124 & 2147483648u) : _e124)));
    r[4].z = floatBitsToUint(uintBitsToFloat((((_e131 & 2147483647u) < 8388608u) ? (_e131 & 2147483648u) : _e131)));
    r[4].w = floatBitsToUint(uintBitsToFloat((((_e138 & 2147483647u) < 8388608u) ? (_e138 & 2147483648u) : _e138)));
    uvec4 _e154 = r[105];
    float _e160 = f32ftz_input(uintBitsToFloat(_e154.y));
    float _e162 = f32ftz_input(uintBitsToFloat(_e154.x));
    float _e164 = f32ftz_input(uintBitsToFloat(_e154.z));
    float _e166 = f32ftz_input(uintBitsToFloat(_e154.w));
    uvec4 _e168 = r[175];
    float _e174 = f32ftz_input(uintBitsToFloat(_e168.x));
    float _e176 = f32ftz_input(uintBitsToFloat(_e168.x));
    float _e178 = f32ftz_input(uintBitsToFloat(_e168.x));
    float _e180 = f32ftz_input(uintBitsToFloat(_e168.x));
    uint _e182 = floatBitsToUint((_e160 * _e174));
    uint _e189 = floatBitsToUint((_e162 * _e176));
    uint _e196 = floatBitsToUint((_e164 * _e178));
    uint _e203 = floatBitsToUint((_e166 * _e180));
    r[5].x = floatBitsToUint(uintBitsToFloat((((_e182 & 2147483647u) < 8388608u) ? (_e182 & 2147483648u) : _e182)));
    r[5].y = floatBitsToUint(uintBitsToFloat((((_e189 & 2147483647u) < 8388608u) ? (_e189 & 2147483648u) : _e189)));
    r[5].z = floatBitsToUint(uintBitsToFloat((((_e196 & 2147483647u) < 8388608u) ? (_e196 & 2147483648u) : _e196)));
    r[5].w = floatBitsToUint(uintBitsToFloat((((_e203 & 2147483647u) < 8388608u) ? (_e203 & 2147483648u) : _e203)));
    uvec4 _e219 = r[105];
    uvec4 _e229 = r[4];
    uvec4 _e239 = r[5];
    vec2 _e252 = vec2(uvec2(textureSize(_group_0_binding_5_fs, 0).xy));
    vec4 _e258 = textureGrad(_group_0_binding_5_fs, vec2((vec2(uintBitsToFloat(_e219.x), uintBitsToFloat(_e219.y)) / _e252)), (vec2(uintBitsToFloat(_e229.x), uintBitsToFloat(_e229.y)) / _e252), (vec2(uintBitsToFloat(_e239.x), uintBitsToFloat(_e239.y)) / _e252));
    r[3].x = floatBitsToUint(_e258.x);
    r[3].y = floatBitsToUint(_e258.y);
    r[3].z = floatBitsToUint(_e258.z);
    r[3].w = floatBitsToUint(_e258.w);
    uvec4 _e273 = r[1];
    float _e279 = f32ftz_input(uintBitsToFloat(_e273.x));
    float _e281 = f32ftz_input(uintBitsToFloat(_e273.y));
    float _e283 = f32ftz_input(uintBitsToFloat(_e273.z));
    float _e285 = f32ftz_input(uintBitsToFloat(_e273.w));
    uvec4 _e287 = r[2];
    float _e293 = f32ftz_input(uintBitsToFloat(_e287.x));
    float _e295 = f32ftz_input(uintBitsToFloat(_e287.y));
    float _e297 = f32ftz_input(uintBitsToFloat(_e287.z));
    float _e299 = f32ftz_input(uintBitsToFloat(_e287.w));
    uint _e301 = floatBitsToUint((_e279 * _e293));
    uint _e308 = floatBitsToUint((_e281 * _e295));
    uint _e315 = floatBitsToUint((_e283 * _e297));
    uint _e322 = floatBitsToUint((_e285 * _e299));
    r[1].x = floatBitsToUint(uintBitsToFloat((((_e301 & 2147483647u) < 8388608u) ? (_e301 & 2147483648u) : _e301)));
    r[1].y = floatBitsToUint(uintBitsToFloat((((_e308 & 2147483647u) < 8388608u) ? (_e308 & 2147483648u) : _e308)));
    r[1].z = floatBitsToUint(uintBitsToFloat((((_e315 & 2147483647u) < 8388608u) ? (_e315 & 2147483648u) : _e315)));
    r[1].w = floatBitsToUint(uintBitsToFloat((((_e322 & 2147483647u) < 8388608u) ? (_e322 & 2147483648u) : _e322)));
    uvec4 _e338 = r[1];
    float _e344 = f32ftz_input(uintBitsToFloat(_e338.x));
    float _e346 = f32ftz_input(uintBitsToFloat(_e338.y));
    float _e348 = f32ftz_input(uintBitsToFloat(_e338.z));
    float _e350 = f32ftz_input(uintBitsToFloat(_e338.w));
    uvec4 _e352 = r[3];
    float _e358 = f32ftz_input(uintBitsToFloat(_e352.x));
    float _e360 = f32ftz_input(uintBitsToFloat(_e352.y));
    float _e362 = f32ftz_input(uintBitsToFloat(_e352.z));
    float _e364 = f32ftz_input(uintBitsToFloat(_e352.w));
    uint _e366 = floatBitsToUint((_e344 * _e358));
    uint _e373 = floatBitsToUint((_e346 * _e360));
    uint _e380 = floatBitsToUint((_e348 * _e362));
    uint _e387 = floatBitsToUint((_e350 * _e364));
    r[0].x = floatBitsToUint(uintBitsToFloat((((_e366 & 2147483647u) < 8388608u) ? (_e366 & 2147483648u) : _e366)));
    r[0].y = floatBitsToUint(uintBitsToFloat((((_e373 & 2147483647u) < 8388608u) ? (_e373 & 2147483648u) : _e373)));
    r[0].z = floatBitsToUint(uintBitsToFloat((((_e380 & 2147483647u) < 8388608u) ? (_e380 & 2147483648u) : _e380)));
    r[0].w = floatBitsToUint(uintBitsToFloat((((_e387 & 2147483647u) < 8388608u) ? (_e387 & 2147483648u) : _e387)));
    uvec4 _e403 = r[0];
    FragmentOutput _tmp_return = FragmentOutput(uintBitsToFloat(_e403));
    _fs2p_location0 = _tmp_return.o_COLR;
    return;
}

