var<private> shasm_opaque_zero: u32;
@group(0) @binding(0) 
var<storage> env: array<vec4<u32>, 10>;
@group(0) @binding(1) 
var<storage> inputs: array<vec4<u32>>;
@group(0) @binding(2) 
var<storage, read_write> outputs: array<vec4<u32>>;
@group(0) @binding(3) 
var<storage, read_write> status: array<u32>;

@compute @workgroup_size(64, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var r: array<vec4<u32>, 10>;
    var p0_: bool;
    var p1_: bool;
    var killed: bool;
    var cc: array<vec4<u32>, 2>;
    var steps: u32;
    var v0_: u32;

    let invocation = id.x;
    if (invocation >= arrayLength((&status))) {
        return;
    }
    let _e7 = env[9];
    shasm_opaque_zero = _e7.x;
    let _e10 = env;
    r = _e10;
    let _e18 = inputs[((invocation * 2u) + 0u)];
    r[3] = _e18;
    let _e24 = inputs[((invocation * 2u) + 1u)];
    r[4] = _e24;
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e30 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e30, _e30);
    steps = 0u;
    v0_ = 0u;
    let _e38 = r[5];
    let _e48 = r[3];
    let _e59 = shasm_opaque_zero;
    let _e65 = shasm_opaque_zero;
    let _e72 = shasm_opaque_zero;
    let _e79 = shasm_opaque_zero;
    let _e83 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e38.x) * bitcast<f32>(_e48.x))) ^ _e59)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e38.y) * bitcast<f32>(_e48.y))) ^ _e65))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e38.z) * bitcast<f32>(_e48.z))) ^ _e72))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e38.w) * bitcast<f32>(_e48.w))) ^ _e79)));
    r[2].x = bitcast<u32>(_e83);
    let _e91 = r[6];
    let _e101 = r[3];
    let _e112 = shasm_opaque_zero;
    let _e118 = shasm_opaque_zero;
    let _e125 = shasm_opaque_zero;
    let _e132 = shasm_opaque_zero;
    let _e136 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e91.x) * bitcast<f32>(_e101.x))) ^ _e112)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e91.y) * bitcast<f32>(_e101.y))) ^ _e118))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e91.z) * bitcast<f32>(_e101.z))) ^ _e125))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e91.w) * bitcast<f32>(_e101.w))) ^ _e132)));
    r[2].y = bitcast<u32>(_e136);
    let _e144 = r[7];
    let _e154 = r[3];
    let _e165 = shasm_opaque_zero;
    let _e171 = shasm_opaque_zero;
    let _e178 = shasm_opaque_zero;
    let _e185 = shasm_opaque_zero;
    let _e189 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e144.x) * bitcast<f32>(_e154.x))) ^ _e165)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e144.y) * bitcast<f32>(_e154.y))) ^ _e171))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e144.z) * bitcast<f32>(_e154.z))) ^ _e178))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e144.w) * bitcast<f32>(_e154.w))) ^ _e185)));
    r[2].z = bitcast<u32>(_e189);
    let _e197 = r[8];
    let _e207 = r[3];
    let _e218 = shasm_opaque_zero;
    let _e224 = shasm_opaque_zero;
    let _e231 = shasm_opaque_zero;
    let _e238 = shasm_opaque_zero;
    let _e242 = (((bitcast<f32>((bitcast<u32>((bitcast<f32>(_e197.x) * bitcast<f32>(_e207.x))) ^ _e218)) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e197.y) * bitcast<f32>(_e207.y))) ^ _e224))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e197.z) * bitcast<f32>(_e207.z))) ^ _e231))) + bitcast<f32>((bitcast<u32>((bitcast<f32>(_e197.w) * bitcast<f32>(_e207.w))) ^ _e238)));
    r[2].w = bitcast<u32>(_e242);
    let _e250 = r[2];
    r[0].x = _e250.x;
    r[0].y = _e250.y;
    r[0].z = _e250.z;
    r[0].w = _e250.w;
    let _e261 = r[4];
    r[1].x = _e261.x;
    r[1].y = _e261.y;
    r[1].z = _e261.z;
    r[1].w = _e261.w;
    let _e274 = r[0];
    outputs[((invocation * 2u) + 0u)] = _e274;
    let _e279 = r[1];
    outputs[((invocation * 2u) + 1u)] = _e279;
    let _e281 = killed;
    status[invocation] = (select(0u, 1u, _e281) | 0u);
    return;
}
