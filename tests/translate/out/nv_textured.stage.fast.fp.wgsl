struct FragmentOutput {
    @location(0) o_COLR: vec4<f32>,
}

var<private> shasm_opaque_zero: u32;
@group(0) @binding(0) 
var<uniform> env: array<vec4<u32>, 177>;
@group(0) @binding(1) 
var texture0_2d: texture_2d<f32>;
@group(0) @binding(2) 
var sampler0_2d: sampler;
@group(0) @binding(3) 
var texture1_3d: texture_3d<f32>;
@group(0) @binding(4) 
var sampler1_3d: sampler;
@group(0) @binding(5) 
var texture2_rect: texture_2d<f32>;
@group(0) @binding(6) 
var sampler2_rect: sampler;

fn f32ftz_input(a: f32) -> f32 {
    let _e2 = bitcast<u32>(a);
    return bitcast<f32>(select(_e2, (_e2 & 2147483648u), ((_e2 & 2147483647u) < 8388608u)));
}

@fragment 
fn main(@location(8) f_TEX0_: vec4<f32>, @location(9) f_TEX1_: vec4<f32>, @location(10) f_TEX2_: vec4<f32>) -> FragmentOutput {
    var r: array<vec4<u32>, 177>;
    var p0_: bool;
    var p1_: bool;
    var killed: bool;
    var cc: array<vec4<u32>, 2>;
    var steps: u32;
    var v0_: u32;

    let _e5 = env[176];
    shasm_opaque_zero = _e5.x;
    let _e8 = env;
    r = _e8;
    r[103] = bitcast<vec4<u32>>(f_TEX0_);
    r[104] = bitcast<vec4<u32>>(f_TEX1_);
    r[105] = bitcast<vec4<u32>>(f_TEX2_);
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e21 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e21, _e21);
    steps = 0u;
    v0_ = 0u;
    let _e28 = r[103];
    let _e41 = textureSample(texture0_2d, sampler0_2d, vec2<f32>(bitcast<f32>(_e28.x), bitcast<f32>(_e28.y)));
    r[1].x = bitcast<u32>(_e41.x);
    r[1].y = bitcast<u32>(_e41.y);
    r[1].z = bitcast<u32>(_e41.z);
    r[1].w = bitcast<u32>(_e41.w);
    let _e56 = r[104];
    let _e64 = bitcast<f32>(_e56.w);
    let _e71 = textureSample(texture1_3d, sampler1_3d, vec3<f32>((bitcast<f32>(_e56.x) / _e64), (bitcast<f32>(_e56.y) / _e64), (bitcast<f32>(_e56.z) / _e64)));
    r[2].x = bitcast<u32>(_e71.x);
    r[2].y = bitcast<u32>(_e71.y);
    r[2].z = bitcast<u32>(_e71.z);
    r[2].w = bitcast<u32>(_e71.w);
    let _e86 = r[105];
    let _e92 = f32ftz_input(bitcast<f32>(_e86.x));
    let _e94 = f32ftz_input(bitcast<f32>(_e86.y));
    let _e96 = f32ftz_input(bitcast<f32>(_e86.z));
    let _e98 = f32ftz_input(bitcast<f32>(_e86.w));
    let _e100 = r[175];
    let _e106 = f32ftz_input(bitcast<f32>(_e100.x));
    let _e108 = f32ftz_input(bitcast<f32>(_e100.x));
    let _e110 = f32ftz_input(bitcast<f32>(_e100.x));
    let _e112 = f32ftz_input(bitcast<f32>(_e100.x));
    let _e114 = bitcast<u32>((_e92 * _e106));
    let _e124 = bitcast<u32>((_e94 * _e108));
    let _e131 = bitcast<u32>((_e96 * _e110));
    let _e138 = bitcast<u32>((_e98 * _e112));
    r[4].x = bitcast<u32>(bitcast<f32>(select(_e114, (_e114 & 2147483648u), ((_e114 & 2147483647u) < 8388608u))));
    r[4].y = bitcast<u32>(bitcast<f32>(select(_e124, (_e124 & 2147483648u), ((_e124 & 2147483647u) < 8388608u))));
    r[4].z = bitcast<u32>(bitcast<f32>(select(_e131, (_e131 & 2147483648u), ((_e131 & 2147483647u) < 8388608u))));
    r[4].w = bitcast<u32>(bitcast<f32>(select(_e138, (_e138 & 2147483648u), ((_e138 & 2147483647u) < 8388608u))));
    let _e154 = r[105];
    let _e160 = f32ftz_input(bitcast<f32>(_e154.y));
    let _e162 = f32ftz_input(bitcast<f32>(_e154.x));
    let _e164 = f32ftz_input(bitcast<f32>(_e154.z));
    let _e166 = f32ftz_input(bitcast<f32>(_e154.w));
    let _e168 = r[175];
    let _e174 = f32ftz_input(bitcast<f32>(_e168.x));
    let _e176 = f32ftz_input(bitcast<f32>(_e168.x));
    let _e178 = f32ftz_input(bitcast<f32>(_e168.x));
    let _e180 = f32ftz_input(bitcast<f32>(_e168.x));
    let _e182 = bitcast<u32>((_e160 * _e174));
    let _e189 = bitcast<u32>((_e162 * _e176));
    let _e196 = bitcast<u32>((_e164 * _e178));
    let _e203 = bitcast<u32>((_e166 * _e180));
    r[5].x = bitcast<u32>(bitcast<f32>(select(_e182, (_e182 & 2147483648u), ((_e182 & 2147483647u) < 8388608u))));
    r[5].y = bitcast<u32>(bitcast<f32>(select(_e189, (_e189 & 2147483648u), ((_e189 & 2147483647u) < 8388608u))));
    r[5].z = bitcast<u32>(bitcast<f32>(select(_e196, (_e196 & 2147483648u), ((_e196 & 2147483647u) < 8388608u))));
    r[5].w = bitcast<u32>(bitcast<f32>(select(_e203, (_e203 & 2147483648u), ((_e203 & 2147483647u) < 8388608u))));
    let _e219 = r[105];
    let _e229 = r[4];
    let _e239 = r[5];
    let _e251 = textureDimensions(texture2_rect);
    let _e252 = vec2<f32>(_e251);
    let _e258 = textureSampleGrad(texture2_rect, sampler2_rect, (vec2<f32>(bitcast<f32>(_e219.x), bitcast<f32>(_e219.y)) / _e252), (vec2<f32>(bitcast<f32>(_e229.x), bitcast<f32>(_e229.y)) / _e252), (vec2<f32>(bitcast<f32>(_e239.x), bitcast<f32>(_e239.y)) / _e252));
    r[3].x = bitcast<u32>(_e258.x);
    r[3].y = bitcast<u32>(_e258.y);
    r[3].z = bitcast<u32>(_e258.z);
    r[3].w = bitcast<u32>(_e258.w);
    let _e273 = r[1];
    let _e279 = f32ftz_input(bitcast<f32>(_e273.x));
    let _e281 = f32ftz_input(bitcast<f32>(_e273.y));
    let _e283 = f32ftz_input(bitcast<f32>(_e273.z));
    let _e285 = f32ftz_input(bitcast<f32>(_e273.w));
    let _e287 = r[2];
    let _e293 = f32ftz_input(bitcast<f32>(_e287.x));
    let _e295 = f32ftz_input(bitcast<f32>(_e287.y));
    let _e297 = f32ftz_input(bitcast<f32>(_e287.z));
    let _e299 = f32ftz_input(bitcast<f32>(_e287.w));
    let _e301 = bitcast<u32>((_e279 * _e293));
    let _e308 = bitcast<u32>((_e281 * _e295));
    let _e315 = bitcast<u32>((_e283 * _e297));
    let _e322 = bitcast<u32>((_e285 * _e299));
    r[1].x = bitcast<u32>(bitcast<f32>(select(_e301, (_e301 & 2147483648u), ((_e301 & 2147483647u) < 8388608u))));
    r[1].y = bitcast<u32>(bitcast<f32>(select(_e308, (_e308 & 2147483648u), ((_e308 & 2147483647u) < 8388608u))));
    r[1].z = bitcast<u32>(bitcast<f32>(select(_e315, (_e315 & 2147483648u), ((_e315 & 2147483647u) < 8388608u))));
    r[1].w = bitcast<u32>(bitcast<f32>(select(_e322, (_e322 & 2147483648u), ((_e322 & 2147483647u) < 8388608u))));
    let _e338 = r[1];
    let _e344 = f32ftz_input(bitcast<f32>(_e338.x));
    let _e346 = f32ftz_input(bitcast<f32>(_e338.y));
    let _e348 = f32ftz_input(bitcast<f32>(_e338.z));
    let _e350 = f32ftz_input(bitcast<f32>(_e338.w));
    let _e352 = r[3];
    let _e358 = f32ftz_input(bitcast<f32>(_e352.x));
    let _e360 = f32ftz_input(bitcast<f32>(_e352.y));
    let _e362 = f32ftz_input(bitcast<f32>(_e352.z));
    let _e364 = f32ftz_input(bitcast<f32>(_e352.w));
    let _e366 = bitcast<u32>((_e344 * _e358));
    let _e373 = bitcast<u32>((_e346 * _e360));
    let _e380 = bitcast<u32>((_e348 * _e362));
    let _e387 = bitcast<u32>((_e350 * _e364));
    r[0].x = bitcast<u32>(bitcast<f32>(select(_e366, (_e366 & 2147483648u), ((_e366 & 2147483647u) < 8388608u))));
    r[0].y = bitcast<u32>(bitcast<f32>(select(_e373, (_e373 & 2147483648u), ((_e373 & 2147483647u) < 8388608u))));
    r[0].z = bitcast<u32>(bitcast<f32>(select(_e380, (_e380 & 2147483648u), ((_e380 & 2147483647u) < 8388608u))));
    r[0].w = bitcast<u32>(bitcast<f32>(select(_e387, (_e387 & 2147483648u), ((_e387 & 2147483647u) < 8388608u))));
    let _e403 = r[0];
    return FragmentOutput(bitcast<vec4<f32>>(_e403));
}
