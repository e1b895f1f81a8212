@group(0) @binding(0) 
var<storage> env: array<vec4<u32>, 9>;
@group(0) @binding(1) 
var<storage> inputs: array<vec4<u32>>;
@group(0) @binding(2) 
var<storage, read_write> outputs: array<vec4<u32>>;
@group(0) @binding(3) 
var<storage, read_write> status: array<u32>;

@compute @workgroup_size(64, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var r: array<vec4<u32>, 9>;
    var p0_: bool;
    var p1_: bool;
    var killed: bool;
    var v0_: u32;

    let invocation = id.x;
    if (invocation >= arrayLength((&status))) {
        return;
    }
    let _e6 = env;
    r = _e6;
    let _e14 = inputs[((invocation * 2u) + 0u)];
    r[3] = _e14;
    let _e20 = inputs[((invocation * 2u) + 1u)];
    r[4] = _e20;
    p0_ = false;
    p1_ = false;
    killed = false;
    v0_ = 0u;
    let _e30 = r[5];
    let _e40 = r[3];
    let _e55 = ((((bitcast<f32>(_e30.x) * bitcast<f32>(_e40.x)) + (bitcast<f32>(_e30.y) * bitcast<f32>(_e40.y))) + (bitcast<f32>(_e30.z) * bitcast<f32>(_e40.z))) + (bitcast<f32>(_e30.w) * bitcast<f32>(_e40.w)));
    r[2].x = bitcast<u32>(_e55);
    let _e63 = r[6];
    let _e73 = r[3];
    let _e88 = ((((bitcast<f32>(_e63.x) * bitcast<f32>(_e73.x)) + (bitcast<f32>(_e63.y) * bitcast<f32>(_e73.y))) + (bitcast<f32>(_e63.z) * bitcast<f32>(_e73.z))) + (bitcast<f32>(_e63.w) * bitcast<f32>(_e73.w)));
    r[2].y = bitcast<u32>(_e88);
    let _e96 = r[7];
    let _e106 = r[3];
    let _e121 = ((((bitcast<f32>(_e96.x) * bitcast<f32>(_e106.x)) + (bitcast<f32>(_e96.y) * bitcast<f32>(_e106.y))) + (bitcast<f32>(_e96.z) * bitcast<f32>(_e106.z))) + (bitcast<f32>(_e96.w) * bitcast<f32>(_e106.w)));
    r[2].z = bitcast<u32>(_e121);
    let _e129 = r[8];
    let _e139 = r[3];
    let _e154 = ((((bitcast<f32>(_e129.x) * bitcast<f32>(_e139.x)) + (bitcast<f32>(_e129.y) * bitcast<f32>(_e139.y))) + (bitcast<f32>(_e129.z) * bitcast<f32>(_e139.z))) + (bitcast<f32>(_e129.w) * bitcast<f32>(_e139.w)));
    r[2].w = bitcast<u32>(_e154);
    let _e162 = r[2];
    r[0].x = _e162.x;
    r[0].y = _e162.y;
    r[0].z = _e162.z;
    r[0].w = _e162.w;
    let _e173 = r[4];
    r[1].x = _e173.x;
    r[1].y = _e173.y;
    r[1].z = _e173.z;
    r[1].w = _e173.w;
    let _e186 = r[0];
    outputs[((invocation * 2u) + 0u)] = _e186;
    let _e191 = r[1];
    outputs[((invocation * 2u) + 1u)] = _e191;
    let _e193 = killed;
    status[invocation] = (select(0u, 1u, _e193) | 0u);
    return;
}
