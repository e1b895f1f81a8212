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
    v0_ = 0u;
    let _e33 = r[5];
    let _e43 = r[3];
    let _e58 = ((((bitcast<f32>(_e33.x) * bitcast<f32>(_e43.x)) + (bitcast<f32>(_e33.y) * bitcast<f32>(_e43.y))) + (bitcast<f32>(_e33.z) * bitcast<f32>(_e43.z))) + (bitcast<f32>(_e33.w) * bitcast<f32>(_e43.w)));
    r[2].x = bitcast<u32>(_e58);
    let _e66 = r[6];
    let _e76 = r[3];
    let _e91 = ((((bitcast<f32>(_e66.x) * bitcast<f32>(_e76.x)) + (bitcast<f32>(_e66.y) * bitcast<f32>(_e76.y))) + (bitcast<f32>(_e66.z) * bitcast<f32>(_e76.z))) + (bitcast<f32>(_e66.w) * bitcast<f32>(_e76.w)));
    r[2].y = bitcast<u32>(_e91);
    let _e99 = r[7];
    let _e109 = r[3];
    let _e124 = ((((bitcast<f32>(_e99.x) * bitcast<f32>(_e109.x)) + (bitcast<f32>(_e99.y) * bitcast<f32>(_e109.y))) + (bitcast<f32>(_e99.z) * bitcast<f32>(_e109.z))) + (bitcast<f32>(_e99.w) * bitcast<f32>(_e109.w)));
    r[2].z = bitcast<u32>(_e124);
    let _e132 = r[8];
    let _e142 = r[3];
    let _e157 = ((((bitcast<f32>(_e132.x) * bitcast<f32>(_e142.x)) + (bitcast<f32>(_e132.y) * bitcast<f32>(_e142.y))) + (bitcast<f32>(_e132.z) * bitcast<f32>(_e142.z))) + (bitcast<f32>(_e132.w) * bitcast<f32>(_e142.w)));
    r[2].w = bitcast<u32>(_e157);
    let _e165 = r[2];
    r[0].x = _e165.x;
    r[0].y = _e165.y;
    r[0].z = _e165.z;
    r[0].w = _e165.w;
    let _e176 = r[4];
    r[1].x = _e176.x;
    r[1].y = _e176.y;
    r[1].z = _e176.z;
    r[1].w = _e176.w;
    let _e189 = r[0];
    outputs[((invocation * 2u) + 0u)] = _e189;
    let _e194 = r[1];
    outputs[((invocation * 2u) + 1u)] = _e194;
    let _e196 = killed;
    status[invocation] = (select(0u, 1u, _e196) | 0u);
    return;
}
