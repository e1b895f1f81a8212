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
    v0_ = 0u;
    let _e53 = r[7];
    let _e63 = sin(bitcast<f32>(_e53.x));
    r[1].x = bitcast<u32>(_e63);
    let _e71 = r[7];
    let _e80 = cos(bitcast<f32>(_e71.y));
    r[1].y = bitcast<u32>(_e80);
    let _e88 = r[7];
    let _e97 = exp2(bitcast<f32>(_e88.z));
    r[1].z = bitcast<u32>(_e97);
    let _e105 = r[7];
    let _e114 = log2(bitcast<f32>(_e105.w));
    r[1].w = bitcast<u32>(_e114);
    let _e122 = r[8];
    let _e135 = inverseSqrt(bitcast<f32>((bitcast<u32>(bitcast<f32>(_e122.x)) & 2147483647u)));
    r[2].x = bitcast<u32>(_e135);
    let _e143 = r[8];
    let _e153 = r[8];
    let _e158 = bitcast<f32>(_e153.z);
    let _e162 = log2(bitcast<f32>(_e143.y));
    let _e183 = exp2(select((_e158 * _e162), bitcast<f32>(2143289344u), (((_e158 == 0f) && (bitcast<f32>((bitcast<u32>(_e162) & 2147483647u)) == bitcast<f32>(2139095040u))) || ((_e162 == 0f) && (bitcast<f32>((bitcast<u32>(_e158) & 2147483647u)) == bitcast<f32>(2139095040u))))));
    r[2].y = bitcast<u32>(_e183);
    let _e191 = r[8];
    let _e201 = (1f / bitcast<f32>(_e191.w));
    r[2].z = bitcast<u32>(_e201);
    let _e209 = r[1];
    let _e219 = r[2];
    r[0].x = bitcast<u32>((bitcast<f32>(_e209.x) * bitcast<f32>(_e219.x)));
    r[0].y = bitcast<u32>((bitcast<f32>(_e209.y) * bitcast<f32>(_e219.y)));
    r[0].z = bitcast<u32>((bitcast<f32>(_e209.z) * bitcast<f32>(_e219.z)));
    r[0].w = bitcast<u32>((bitcast<f32>(_e209.w) * bitcast<f32>(_e219.w)));
    let _e244 = r[0];
    outputs[((invocation * 1u) + 0u)] = _e244;
    let _e246 = killed;
    status[invocation] = (select(0u, 1u, _e246) | 0u);
    return;
}
