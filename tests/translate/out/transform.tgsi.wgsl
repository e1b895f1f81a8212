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
    var cc: array<vec4<u32>, 2>;
    var steps: u32;
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
    let _e26 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e26, _e26);
    steps = 0u;
    v0_ = 0u;
    let _e34 = r[5];
    let _e44 = r[3];
    let _e59 = ((((bitcast<f32>(_e34.x) * bitcast<f32>(_e44.x)) + (bitcast<f32>(_e34.y) * bitcast<f32>(_e44.y))) + (bitcast<f32>(_e34.z) * bitcast<f32>(_e44.z))) + (bitcast<f32>(_e34.w) * bitcast<f32>(_e44.w)));
    r[2].x = bitcast<u32>(_e59);
    let _e67 = r[6];
    let _e77 = r[3];
    let _e92 = ((((bitcast<f32>(_e67.x) * bitcast<f32>(_e77.x)) + (bitcast<f32>(_e67.y) * bitcast<f32>(_e77.y))) + (bitcast<f32>(_e67.z) * bitcast<f32>(_e77.z))) + (bitcast<f32>(_e67.w) * bitcast<f32>(_e77.w)));
    r[2].y = bitcast<u32>(_e92);
    let _e100 = r[7];
    let _e110 = r[3];
    let _e125 = ((((bitcast<f32>(_e100.x) * bitcast<f32>(_e110.x)) + (bitcast<f32>(_e100.y) * bitcast<f32>(_e110.y))) + (bitcast<f32>(_e100.z) * bitcast<f32>(_e110.z))) + (bitcast<f32>(_e100.w) * bitcast<f32>(_e110.w)));
    r[2].z = bitcast<u32>(_e125);
    let _e133 = r[8];
    let _e143 = r[3];
    let _e158 = ((((bitcast<f32>(_e133.x) * bitcast<f32>(_e143.x)) + (bitcast<f32>(_e133.y) * bitcast<f32>(_e143.y))) + (bitcast<f32>(_e133.z) * bitcast<f32>(_e143.z))) + (bitcast<f32>(_e133.w) * bitcast<f32>(_e143.w)));
    r[2].w = bitcast<u32>(_e158);
    let _e166 = r[2];
    r[0].x = _e166.x;
    r[0].y = _e166.y;
    r[0].z = _e166.z;
    r[0].w = _e166.w;
    let _e177 = r[4];
    r[1].x = _e177.x;
    r[1].y = _e177.y;
    r[1].z = _e177.z;
    r[1].w = _e177.w;
    let _e190 = r[0];
    outputs[((invocation * 2u) + 0u)] = _e190;
    let _e195 = r[1];
    outputs[((invocation * 2u) + 1u)] = _e195;
    let _e197 = killed;
    status[invocation] = (select(0u, 1u, _e197) | 0u);
    return;
}
