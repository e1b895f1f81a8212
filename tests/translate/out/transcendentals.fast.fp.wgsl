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
    v0_ = 0u;
    let _e56 = r[7];
    let _e66 = sin(bitcast<f32>(_e56.x));
    r[1].x = bitcast<u32>(_e66);
    let _e74 = r[7];
    let _e83 = cos(bitcast<f32>(_e74.y));
    r[1].y = bitcast<u32>(_e83);
    let _e91 = r[7];
    let _e100 = exp2(bitcast<f32>(_e91.z));
    r[1].z = bitcast<u32>(_e100);
    let _e108 = r[7];
    let _e117 = log2(bitcast<f32>(_e108.w));
    r[1].w = bitcast<u32>(_e117);
    let _e125 = r[8];
    let _e138 = inverseSqrt(bitcast<f32>((bitcast<u32>(bitcast<f32>(_e125.x)) & 2147483647u)));
    r[2].x = bitcast<u32>(_e138);
    let _e146 = r[8];
    let _e156 = r[8];
    let _e161 = bitcast<f32>(_e156.z);
    let _e165 = log2(bitcast<f32>(_e146.y));
    let _e186 = exp2(select((_e161 * _e165), bitcast<f32>(2143289344u), (((_e161 == 0f) && (bitcast<f32>((bitcast<u32>(_e165) & 2147483647u)) == bitcast<f32>(2139095040u))) || ((_e165 == 0f) && (bitcast<f32>((bitcast<u32>(_e161) & 2147483647u)) == bitcast<f32>(2139095040u))))));
    r[2].y = bitcast<u32>(_e186);
    let _e194 = r[8];
    let _e204 = (1f / bitcast<f32>(_e194.w));
    r[2].z = bitcast<u32>(_e204);
    let _e212 = r[1];
    let _e222 = r[2];
    r[0].x = bitcast<u32>((bitcast<f32>(_e212.x) * bitcast<f32>(_e222.x)));
    r[0].y = bitcast<u32>((bitcast<f32>(_e212.y) * bitcast<f32>(_e222.y)));
    r[0].z = bitcast<u32>((bitcast<f32>(_e212.z) * bitcast<f32>(_e222.z)));
    r[0].w = bitcast<u32>((bitcast<f32>(_e212.w) * bitcast<f32>(_e222.w)));
    let _e247 = r[0];
    outputs[((invocation * 1u) + 0u)] = _e247;
    let _e249 = killed;
    status[invocation] = (select(0u, 1u, _e249) | 0u);
    return;
}
