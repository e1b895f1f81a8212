struct VertexOutput {
    @builtin(position) OUT_0_: vec4<f32>,
    @location(0) OUT_1_: vec4<f32>,
    @location(8) OUT_2_: vec4<f32>,
}

var<private> shasm_opaque_zero: u32;
@group(0) @binding(0) 
var<uniform> env: array<vec4<u32>, 11>;

@vertex 
fn main(@location(0) IN_0_: vec4<f32>, @location(1) IN_1_: vec4<f32>) -> VertexOutput {
    var r: array<vec4<u32>, 11>;
    var p0_: bool;
    var p1_: bool;
    var killed: bool;
    var cc: array<vec4<u32>, 2>;
    var steps: u32;
    var v0_: u32;

    let _e4 = env[10];
    shasm_opaque_zero = _e4.x;
    let _e7 = env;
    r = _e7;
    r[4] = bitcast<vec4<u32>>(IN_0_);
    r[5] = bitcast<vec4<u32>>(IN_1_);
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e18 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e18, _e18);
    steps = 0u;
    v0_ = 0u;
    let _e26 = r[6];
    let _e36 = r[4];
    let _e47 = shasm_opaque_zero;
    let _e53 = shasm_opaque_zero;
    let _e60 = shasm_opaque_zero;
    let _e67 = shasm_opaque_zero;
    let _e71 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e26.x) * bitcast<f32>(_e36.x))) ^ _e47)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e26.y) * bitcast<f32>(_e36.y))) ^ _e53))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e26.z) * bitcast<f32>(_e36.z))) ^ _e60))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e26.w) * bitcast<f32>(_e36.w))) ^ _e67)));
    r[3].x = bitcast<u32>(_e71);
    let _e79 = r[7];
    let _e89 = r[4];
    let _e100 = shasm_opaque_zero;
    let _e106 = shasm_opaque_zero;
    let _e113 = shasm_opaque_zero;
    let _e120 = shasm_opaque_zero;
    let _e124 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e79.x) * bitcast<f32>(_e89.x))) ^ _e100)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e79.y) * bitcast<f32>(_e89.y))) ^ _e106))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e79.z) * bitcast<f32>(_e89.z))) ^ _e113))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e79.w) * bitcast<f32>(_e89.w))) ^ _e120)));
    r[3].y = bitcast<u32>(_e124);
    let _e132 = r[8];
    let _e142 = r[4];
    let _e153 = shasm_opaque_zero;
    let _e159 = shasm_opaque_zero;
    let _e166 = shasm_opaque_zero;
    let _e173 = shasm_opaque_zero;
    let _e177 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e132.x) * bitcast<f32>(_e142.x))) ^ _e153)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e132.y) * bitcast<f32>(_e142.y))) ^ _e159))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e132.z) * bitcast<f32>(_e142.z))) ^ _e166))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e132.w) * bitcast<f32>(_e142.w))) ^ _e173)));
    r[3].z = bitcast<u32>(_e177);
    let _e185 = r[9];
    let _e195 = r[4];
    let _e206 = shasm_opaque_zero;
    let _e212 = shasm_opaque_zero;
    let _e219 = shasm_opaque_zero;
    let _e226 = shasm_opaque_zero;
    let _e230 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e185.x) * bitcast<f32>(_e195.x))) ^ _e206)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e185.y) * bitcast<f32>(_e195.y))) ^ _e212))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e185.z) * bitcast<f32>(_e195.z))) ^ _e219))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e185.w) * bitcast<f32>(_e195.w))) ^ _e226)));
    r[3].w = bitcast<u32>(_e230);
    let _e238 = r[3];
    r[0].x = _e238.x;
    r[0].y = _e238.y;
    r[0].z = _e238.z;
    r[0].w = _e238.w;
    let _e249 = r[5];
    r[1].x = _e249.x;
    r[1].y = _e249.y;
    r[1].z = _e249.z;
    r[1].w = _e249.w;
    let _e260 = r[4];
    r[2].x = _e260.x;
    r[2].y = _e260.y;
    r[2].z = _e260.z;
    r[2].w = _e260.w;
    let _e271 = r[0];
    let _e274 = r[1];
    let _e277 = r[2];
    return VertexOutput(bitcast<vec4<f32>>(_e271), bitcast<vec4<f32>>(_e274), bitcast<vec4<f32>>(_e277));
}
