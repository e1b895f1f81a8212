struct FragmentOutput {
    @location(0) OUT_0_: vec4<f32>,
}

var<private> shasm_opaque_zero: u32;
@group(0) @binding(0) 
var<uniform> env: array<vec4<u32>, 6>;

@fragment 
fn main(@location(0) IN_0_: vec4<f32>, @location(8) IN_1_: vec4<f32>) -> FragmentOutput {
    var r: array<vec4<u32>, 6>;
    var p0_: bool;
    var p1_: bool;
    var killed: bool;
    var cc: array<vec4<u32>, 2>;
    var steps: u32;
    var v0_: u32;

    let _e4 = env[5];
    shasm_opaque_zero = _e4.x;
    let _e7 = env;
    r = _e7;
    r[2] = bitcast<vec4<u32>>(IN_0_);
    r[3] = bitcast<vec4<u32>>(IN_1_);
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e18 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e18, _e18);
    steps = 0u;
    v0_ = 0u;
    let _e26 = r[2];
    let _e36 = r[3];
    let _e47 = shasm_opaque_zero;
    let _e53 = shasm_opaque_zero;
    let _e59 = shasm_opaque_zero;
    let _e65 = shasm_opaque_zero;
    r[1].x = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e26.x) * bitcast<f32>(_e36.x))) ^ _e47)));
    r[1].y = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e26.y) * bitcast<f32>(_e36.y))) ^ _e53)));
    r[1].z = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e26.z) * bitcast<f32>(_e36.z))) ^ _e59)));
    r[1].w = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e26.w) * bitcast<f32>(_e36.w))) ^ _e65)));
    let _e79 = r[1];
    let _e89 = r[4];
    r[0].x = bitcast<u32>((bitcast<f32>(_e79.x) + bitcast<f32>(_e89.x)));
    r[0].y = bitcast<u32>((bitcast<f32>(_e79.y) + bitcast<f32>(_e89.y)));
    r[0].z = bitcast<u32>((bitcast<f32>(_e79.z) + bitcast<f32>(_e89.z)));
    r[0].w = bitcast<u32>((bitcast<f32>(_e79.w) + bitcast<f32>(_e89.w)));
    let _e112 = r[0];
    return FragmentOutput(bitcast<vec4<f32>>(_e112));
}
