struct FragmentOutput {
    @location(0) OUT_0_: vec4<f32>,
}

var<private> shasm_opaque_zero: u32;
@group(0) @binding(0) 
var<uniform> env: array<vec4<u32>, 6>;
@group(0) @binding(1) 
var texture0_2d: texture_2d<f32>;
@group(0) @binding(2) 
var sampler0_2d: sampler;
@group(0) @binding(3) 
var texture1_3d: texture_3d<f32>;
@group(0) @binding(4) 
var sampler1_3d: sampler;

@fragment 
fn main(@location(8) IN_0_: vec4<f32>) -> FragmentOutput {
    var r: array<vec4<u32>, 6>;
    var p0_: bool;
    var p1_: bool;
    var killed: bool;
    var cc: array<vec4<u32>, 2>;
    var steps: u32;
    var v0_: u32;

    let _e3 = env[5];
    shasm_opaque_zero = _e3.x;
    let _e6 = env;
    r = _e6;
    r[4] = bitcast<vec4<u32>>(IN_0_);
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e15 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e15, _e15);
    steps = 0u;
    v0_ = 0u;
    let _e22 = r[4];
    let _e35 = textureSample(texture0_2d, sampler0_2d, vec2<f32>(bitcast<f32>(_e22.x), bitcast<f32>(_e22.y)));
    r[1].x = bitcast<u32>(_e35.x);
    r[1].y = bitcast<u32>(_e35.y);
    r[1].z = bitcast<u32>(_e35.z);
    r[1].w = bitcast<u32>(_e35.w);
    let _e50 = r[4];
    let _e62 = textureSampleBias(texture0_2d, sampler0_2d, vec2<f32>(bitcast<f32>(_e50.x), bitcast<f32>(_e50.y)), bitcast<f32>(_e50.w));
    r[2].x = bitcast<u32>(_e62.x);
    r[2].y = bitcast<u32>(_e62.y);
    r[2].z = bitcast<u32>(_e62.z);
    r[2].w = bitcast<u32>(_e62.w);
    let _e77 = r[4];
    let _e89 = textureSampleLevel(texture1_3d, sampler1_3d, vec3<f32>(bitcast<f32>(_e77.x), bitcast<f32>(_e77.y), bitcast<f32>(_e77.z)), bitcast<f32>(_e77.w));
    r[3].x = bitcast<u32>(_e89.x);
    r[3].y = bitcast<u32>(_e89.y);
    r[3].z = bitcast<u32>(_e89.z);
    r[3].w = bitcast<u32>(_e89.w);
    let _e104 = r[1];
    let _e114 = r[2];
    r[1].x = bitcast<u32>((bitcast<f32>(_e104.x) * bitcast<f32>(_e114.x)));
    r[1].y = bitcast<u32>((bitcast<f32>(_e104.y) * bitcast<f32>(_e114.y)));
    r[1].z = bitcast<u32>((bitcast<f32>(_e104.z) * bitcast<f32>(_e114.z)));
    r[1].w = bitcast<u32>((bitcast<f32>(_e104.w) * bitcast<f32>(_e114.w)));
    let _e137 = r[1];
    let _e147 = r[3];
    r[0].x = bitcast<u32>((bitcast<f32>(_e137.x) * bitcast<f32>(_e147.x)));
    r[0].y = bitcast<u32>((bitcast<f32>(_e137.y) * bitcast<f32>(_e147.y)));
    r[0].z = bitcast<u32>((bitcast<f32>(_e137.z) * bitcast<f32>(_e147.z)));
    r[0].w = bitcast<u32>((bitcast<f32>(_e137.w) * bitcast<f32>(_e147.w)));
    let _e170 = r[0];
    return FragmentOutput(bitcast<vec4<f32>>(_e170));
}
