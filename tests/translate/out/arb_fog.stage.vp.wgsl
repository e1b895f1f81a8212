struct VertexOutput {
    @builtin(position) clip: vec4<f32>,
    @location(0) result_color: vec4<f32>,
    @location(4) result_fogcoord: vec4<f32>,
    @location(9) result_texcoord_1_: vec4<f32>,
}

var<private> shasm_opaque_zero: u32;
@group(0) @binding(0) 
var<uniform> env: array<vec4<u32>, 26>;

@vertex 
fn main(@location(0) pos: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) col: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(6) in6_: vec4<f32>, @location(7) in7_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) uv: vec4<f32>) -> VertexOutput {
    var r: array<vec4<u32>, 26>;
    var p0_: bool;
    var p1_: bool;
    var killed: bool;
    var cc: array<vec4<u32>, 2>;
    var steps: u32;
    var v0_: u32;

    let _e12 = env[25];
    shasm_opaque_zero = _e12.x;
    let _e15 = env;
    r = _e15;
    r[10] = bitcast<vec4<u32>>(pos);
    r[11] = bitcast<vec4<u32>>(in1_);
    r[12] = bitcast<vec4<u32>>(in2_);
    r[13] = bitcast<vec4<u32>>(col);
    r[14] = bitcast<vec4<u32>>(in4_);
    r[15] = bitcast<vec4<u32>>(in5_);
    r[16] = bitcast<vec4<u32>>(in6_);
    r[17] = bitcast<vec4<u32>>(in7_);
    r[18] = bitcast<vec4<u32>>(in8_);
    r[19] = bitcast<vec4<u32>>(uv);
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e42 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e42, _e42);
    steps = 0u;
    v0_ = 0u;
    let _e50 = r[21];
    let _e60 = r[10];
    let _e71 = shasm_opaque_zero;
    let _e77 = shasm_opaque_zero;
    let _e84 = shasm_opaque_zero;
    let _e91 = shasm_opaque_zero;
    let _e95 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e50.x) * bitcast<f32>(_e60.x))) ^ _e71)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e50.y) * bitcast<f32>(_e60.y))) ^ _e77))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e50.z) * bitcast<f32>(_e60.z))) ^ _e84))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e50.w) * bitcast<f32>(_e60.w))) ^ _e91)));
    r[0].x = bitcast<u32>(_e95);
    let _e103 = r[22];
    let _e113 = r[10];
    let _e124 = shasm_opaque_zero;
    let _e130 = shasm_opaque_zero;
    let _e137 = shasm_opaque_zero;
    let _e144 = shasm_opaque_zero;
    let _e148 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e103.x) * bitcast<f32>(_e113.x))) ^ _e124)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e103.y) * bitcast<f32>(_e113.y))) ^ _e130))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e103.z) * bitcast<f32>(_e113.z))) ^ _e137))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e103.w) * bitcast<f32>(_e113.w))) ^ _e144)));
    r[0].y = bitcast<u32>(_e148);
    let _e156 = r[23];
    let _e166 = r[10];
    let _e177 = shasm_opaque_zero;
    let _e183 = shasm_opaque_zero;
    let _e190 = shasm_opaque_zero;
    let _e197 = shasm_opaque_zero;
    let _e201 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e156.x) * bitcast<f32>(_e166.x))) ^ _e177)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e156.y) * bitcast<f32>(_e166.y))) ^ _e183))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e156.z) * bitcast<f32>(_e166.z))) ^ _e190))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e156.w) * bitcast<f32>(_e166.w))) ^ _e197)));
    r[0].z = bitcast<u32>(_e201);
    let _e209 = r[24];
    let _e219 = r[10];
    let _e230 = shasm_opaque_zero;
    let _e236 = shasm_opaque_zero;
    let _e243 = shasm_opaque_zero;
    let _e250 = shasm_opaque_zero;
    let _e254 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e209.x) * bitcast<f32>(_e219.x))) ^ _e230)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e209.y) * bitcast<f32>(_e219.y))) ^ _e236))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e209.z) * bitcast<f32>(_e219.z))) ^ _e243))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e209.w) * bitcast<f32>(_e219.w))) ^ _e250)));
    r[0].w = bitcast<u32>(_e254);
    let _e262 = r[13];
    r[1].x = _e262.x;
    r[1].y = _e262.y;
    r[1].z = _e262.z;
    r[1].w = _e262.w;
    let _e273 = r[19];
    r[8].x = _e273.x;
    r[8].y = _e273.y;
    r[8].z = _e273.z;
    r[8].w = _e273.w;
    let _e284 = r[10];
    let _e294 = r[20];
    let _e305 = shasm_opaque_zero;
    let _e311 = shasm_opaque_zero;
    let _e317 = shasm_opaque_zero;
    let _e323 = shasm_opaque_zero;
    r[9].x = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e284.x) * bitcast<f32>(_e294.x))) ^ _e305)));
    r[9].y = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e284.y) * bitcast<f32>(_e294.y))) ^ _e311)));
    r[9].z = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e284.z) * bitcast<f32>(_e294.z))) ^ _e317)));
    r[9].w = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e284.w) * bitcast<f32>(_e294.w))) ^ _e323)));
    let _e337 = r[9];
    r[5].x = _e337.z;
    let _e345 = r[0];
    let _e348 = r[1];
    let _e351 = r[5];
    let _e354 = r[8];
    return VertexOutput(bitcast<vec4<f32>>(_e345), bitcast<vec4<f32>>(_e348), bitcast<vec4<f32>>(_e351), bitcast<vec4<f32>>(_e354));
}
