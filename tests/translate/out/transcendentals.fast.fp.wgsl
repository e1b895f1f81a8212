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
    let _e14 = inputs[((invocation * 6u) + 0u)];
    r[3] = _e14;
    let _e20 = inputs[((invocation * 6u) + 1u)];
    r[4] = _e20;
    let _e26 = inputs[((invocation * 6u) + 2u)];
    r[5] = _e26;
    let _e32 = inputs[((invocation * 6u) + 3u)];
    r[6] = _e32;
    let _e38 = inputs[((invocation * 6u) + 4u)];
    r[7] = _e38;
    let _e44 = inputs[((invocation * 6u) + 5u)];
    r[8] = _e44;
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e50 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e50, _e50);
    steps = 0u;
    v0_ = 0u;
    let _e57 = r[7];
    let _e67 = sin(bitcast<f32>(_e57.x));
    r[1].x = bitcast<u32>(_e67);
    let _e75 = r[7];
    let _e84 = cos(bitcast<f32>(_e75.y));
    r[1].y = bitcast<u32>(_e84);
    let _e92 = r[7];
    let _e101 = exp2(bitcast<f32>(_e92.z));
    r[1].z = bitcast<u32>(_e101);
    let _e109 = r[7];
    let _e118 = log2(bitcast<f32>(_e109.w));
    r[1].w = bitcast<u32>(_e118);
    let _e126 = r[8];
    let _e139 = inverseSqrt(bitcast<f32>((bitcast<u32>(bitcast<f32>(_e126.x)) & 2147483647u)));
    r[2].x = bitcast<u32>(_e139);
    let _e147 = r[8];
    let _e157 = r[8];
    let _e162 = bitcast<f32>(_e157.z);
    let _e166 = log2(bitcast<f32>(_e147.y));
    let _e187 = exp2(select((_e162 * _e166), bitcast<f32>(2143289344u), (((_e162 == 0f) && (bitcast<f32>((bitcast<u32>(_e166) & 2147483647u)) == bitcast<f32>(2139095040u))) || ((_e166 == 0f) && (bitcast<f32>((bitcast<u32>(_e162) & 2147483647u)) == bitcast<f32>(2139095040u))))));
    r[2].y = bitcast<u32>(_e187);
    let _e195 = r[8];
    let _e205 = (1f / bitcast<f32>(_e195.w));
    r[2].z = bitcast<u32>(_e205);
    let _e213 = r[1];
    let _e223 = r[2];
    r[0].x = bitcast<u32>((bitcast<f32>(_e213.x) * bitcast<f32>(_e223.x)));
    r[0].y = bitcast<u32>((bitcast<f32>(_e213.y) * bitcast<f32>(_e223.y)));
    r[0].z = bitcast<u32>((bitcast<f32>(_e213.z) * bitcast<f32>(_e223.z)));
    r[0].w = bitcast<u32>((bitcast<f32>(_e213.w) * bitcast<f32>(_e223.w)));
    let _e248 = r[0];
    outputs[((invocation * 1u) + 0u)] = _e248;
    let _e250 = killed;
    status[invocation] = (select(0u, 1u, _e250) | 0u);
    return;
}
