struct VertexOutput {
    @builtin(position) result_position: vec4<f32>,
    @location(0) result_color: vec4<f32>,
    @location(8) result_texcoord_0_: vec4<f32>,
}

var<private> shasm_opaque_zero: u32;
@group(0) @binding(0) 
var<uniform> env: array<vec4<u32>, 19>;

@vertex 
fn main(@location(0) vertex_position: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) vertex_normal: vec4<f32>, @location(3) vertex_color: vec4<f32>) -> VertexOutput {
    var r: array<vec4<u32>, 19>;
    var p0_: bool;
    var p1_: bool;
    var killed: bool;
    var cc: array<vec4<u32>, 2>;
    var steps: u32;
    var v0_: u32;

    let _e6 = env[18];
    shasm_opaque_zero = _e6.x;
    let _e9 = env;
    r = _e9;
    r[9] = bitcast<vec4<u32>>(vertex_position);
    r[10] = bitcast<vec4<u32>>(in1_);
    r[11] = bitcast<vec4<u32>>(vertex_normal);
    r[12] = bitcast<vec4<u32>>(vertex_color);
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e24 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e24, _e24);
    steps = 0u;
    v0_ = 0u;
    let _e32 = r[13];
    let _e42 = r[9];
    let _e53 = shasm_opaque_zero;
    let _e59 = shasm_opaque_zero;
    let _e66 = shasm_opaque_zero;
    let _e73 = shasm_opaque_zero;
    let _e77 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e32.x) * bitcast<f32>(_e42.x))) ^ _e53)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e32.y) * bitcast<f32>(_e42.y))) ^ _e59))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e32.z) * bitcast<f32>(_e42.z))) ^ _e66))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e32.w) * bitcast<f32>(_e42.w))) ^ _e73)));
    r[0].x = bitcast<u32>(_e77);
    let _e85 = r[14];
    let _e95 = r[9];
    let _e106 = shasm_opaque_zero;
    let _e112 = shasm_opaque_zero;
    let _e119 = shasm_opaque_zero;
    let _e126 = shasm_opaque_zero;
    let _e130 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e85.x) * bitcast<f32>(_e95.x))) ^ _e106)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e85.y) * bitcast<f32>(_e95.y))) ^ _e112))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e85.z) * bitcast<f32>(_e95.z))) ^ _e119))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e85.w) * bitcast<f32>(_e95.w))) ^ _e126)));
    r[0].y = bitcast<u32>(_e130);
    let _e138 = r[15];
    let _e148 = r[9];
    let _e159 = shasm_opaque_zero;
    let _e165 = shasm_opaque_zero;
    let _e172 = shasm_opaque_zero;
    let _e179 = shasm_opaque_zero;
    let _e183 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e138.x) * bitcast<f32>(_e148.x))) ^ _e159)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e138.y) * bitcast<f32>(_e148.y))) ^ _e165))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e138.z) * bitcast<f32>(_e148.z))) ^ _e172))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e138.w) * bitcast<f32>(_e148.w))) ^ _e179)));
    r[0].z = bitcast<u32>(_e183);
    let _e191 = r[16];
    let _e201 = r[9];
    let _e212 = shasm_opaque_zero;
    let _e218 = shasm_opaque_zero;
    let _e225 = shasm_opaque_zero;
    let _e232 = shasm_opaque_zero;
    let _e236 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e191.x) * bitcast<f32>(_e201.x))) ^ _e212)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e191.y) * bitcast<f32>(_e201.y))) ^ _e218))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e191.z) * bitcast<f32>(_e201.z))) ^ _e225))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e191.w) * bitcast<f32>(_e201.w))) ^ _e232)));
    r[0].w = bitcast<u32>(_e236);
    let _e244 = r[11];
    let _e254 = r[17];
    let _e265 = shasm_opaque_zero;
    let _e271 = shasm_opaque_zero;
    let _e277 = shasm_opaque_zero;
    let _e283 = shasm_opaque_zero;
    r[8].x = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e244.x) * bitcast<f32>(_e254.x))) ^ _e265)));
    r[8].y = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e244.y) * bitcast<f32>(_e254.y))) ^ _e271)));
    r[8].z = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e244.z) * bitcast<f32>(_e254.z))) ^ _e277)));
    r[8].w = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e244.w) * bitcast<f32>(_e254.w))) ^ _e283)));
    let _e297 = r[8];
    let _e307 = r[17];
    r[7].x = bitcast<u32>((bitcast<f32>(_e297.x) + bitcast<f32>(_e307.x)));
    r[7].y = bitcast<u32>((bitcast<f32>(_e297.y) + bitcast<f32>(_e307.y)));
    r[7].z = bitcast<u32>((bitcast<f32>(_e297.z) + bitcast<f32>(_e307.z)));
    r[7].w = bitcast<u32>((bitcast<f32>(_e297.w) + bitcast<f32>(_e307.w)));
    let _e330 = r[12];
    r[1].x = _e330.x;
    r[1].y = _e330.y;
    r[1].z = _e330.z;
    r[1].w = _e330.w;
    let _e341 = r[0];
    let _e344 = r[1];
    let _e347 = r[7];
    return VertexOutput(bitcast<vec4<f32>>(_e341), bitcast<vec4<f32>>(_e344), bitcast<vec4<f32>>(_e347));
}
