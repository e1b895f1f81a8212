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
    let _e18 = inputs[((invocation * 6u) + 0u)];
    r[3] = _e18;
    let _e24 = inputs[((invocation * 6u) + 1u)];
    r[4] = _e24;
    let _e30 = inputs[((invocation * 6u) + 2u)];
    r[5] = _e30;
    let _e36 = inputs[((invocation * 6u) + 3u)];
    r[6] = _e36;
    let _e42 = inputs[((invocation * 6u) + 4u)];
    r[7] = _e42;
    let _e48 = inputs[((invocation * 6u) + 5u)];
    r[8] = _e48;
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e54 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e54, _e54);
    steps = 0u;
    v0_ = 0u;
    let _e61 = r[7];
    let _e71 = sin(bitcast<f32>(_e61.x));
    r[1].x = bitcast<u32>(_e71);
    let _e79 = r[7];
    let _e88 = cos(bitcast<f32>(_e79.y));
    r[1].y = bitcast<u32>(_e88);
    let _e96 = r[7];
    let _e105 = exp2(bitcast<f32>(_e96.z));
    r[1].z = bitcast<u32>(_e105);
    let _e113 = r[7];
    let _e122 = log2(bitcast<f32>(_e113.w));
    r[1].w = bitcast<u32>(_e122);
    let _e130 = r[8];
    let _e143 = inverseSqrt(bitcast<f32>((bitcast<u32>(bitcast<f32>(_e130.x)) & 2147483647u)));
    r[2].x = bitcast<u32>(_e143);
    let _e151 = r[8];
    let _e161 = r[8];
    let _e166 = bitcast<f32>(_e161.z);
    let _e170 = log2(bitcast<f32>(_e151.y));
    let _e191 = exp2(select((_e166 * _e170), bitcast<f32>(2143289344u), (((_e166 == 0f) && (bitcast<f32>((bitcast<u32>(_e170) & 2147483647u)) == bitcast<f32>(2139095040u))) || ((_e170 == 0f) && (bitcast<f32>((bitcast<u32>(_e166) & 2147483647u)) == bitcast<f32>(2139095040u))))));
    r[2].y = bitcast<u32>(_e191);
    let _e199 = r[8];
    let _e209 = (1f / bitcast<f32>(_e199.w));
    r[2].z = bitcast<u32>(_e209);
    let _e217 = r[1];
    let _e227 = r[2];
    r[0].x = bitcast<u32>((bitcast<f32>(_e217.x) * bitcast<f32>(_e227.x)));
    r[0].y = bitcast<u32>((bitcast<f32>(_e217.y) * bitcast<f32>(_e227.y)));
    r[0].z = bitcast<u32>((bitcast<f32>(_e217.z) * bitcast<f32>(_e227.z)));
    r[0].w = bitcast<u32>((bitcast<f32>(_e217.w) * bitcast<f32>(_e227.w)));
    let _e252 = r[0];
    outputs[((invocation * 1u) + 0u)] = _e252;
    let _e254 = killed;
    status[invocation] = (select(0u, 1u, _e254) | 0u);
    return;
}
