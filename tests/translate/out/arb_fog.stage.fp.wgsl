struct FragmentOutput {
    @location(0) result_color: vec4<f32>,
}

var<private> shasm_opaque_zero: u32;
@group(0) @binding(0) 
var<uniform> env: array<vec4<u32>, 12>;

@fragment 
fn main(@location(0) col: vec4<f32>, @location(4) fog: vec4<f32>, @location(9) uv: vec4<f32>) -> FragmentOutput {
    var r: array<vec4<u32>, 12>;
    var p0_: bool;
    var p1_: bool;
    var killed: bool;
    var cc: array<vec4<u32>, 2>;
    var steps: u32;
    var v0_: u32;

    let _e5 = env[11];
    shasm_opaque_zero = _e5.x;
    let _e8 = env;
    r = _e8;
    r[4] = bitcast<vec4<u32>>(col);
    r[6] = bitcast<vec4<u32>>(fog);
    r[8] = bitcast<vec4<u32>>(uv);
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e21 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e21, _e21);
    steps = 0u;
    v0_ = 0u;
    let _e29 = r[4];
    let _e39 = r[8];
    let _e50 = shasm_opaque_zero;
    let _e56 = shasm_opaque_zero;
    let _e62 = shasm_opaque_zero;
    let _e68 = shasm_opaque_zero;
    r[2].x = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e29.x) * bitcast<f32>(_e39.x))) ^ _e50)));
    r[2].y = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e29.y) * bitcast<f32>(_e39.x))) ^ _e56)));
    r[2].z = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e29.z) * bitcast<f32>(_e39.x))) ^ _e62)));
    r[2].w = bitcast<u32>(bitcast<f32>((bitcast<u32>((bitcast<f32>(_e29.w) * bitcast<f32>(_e39.x))) ^ _e68)));
    let _e82 = r[6];
    let _e92 = r[9];
    let _e102 = r[9];
    let _e113 = shasm_opaque_zero;
    let _e117 = (bitcast<f32>((bitcast<u32>((bitcast<f32>(_e82.x) * bitcast<f32>(_e92.x))) ^ _e113)) + bitcast<f32>(_e102.y));
    let _e120 = shasm_opaque_zero;
    let _e124 = (bitcast<f32>((bitcast<u32>((bitcast<f32>(_e82.x) * bitcast<f32>(_e92.x))) ^ _e120)) + bitcast<f32>(_e102.y));
    let _e127 = shasm_opaque_zero;
    let _e131 = (bitcast<f32>((bitcast<u32>((bitcast<f32>(_e82.x) * bitcast<f32>(_e92.x))) ^ _e127)) + bitcast<f32>(_e102.y));
    let _e134 = shasm_opaque_zero;
    let _e138 = (bitcast<f32>((bitcast<u32>((bitcast<f32>(_e82.x) * bitcast<f32>(_e92.x))) ^ _e134)) + bitcast<f32>(_e102.y));
    let _e140 = bitcast<u32>(_e117);
    let _e142 = (_e140 & 2147483647u);
    let _e159 = bitcast<u32>(_e117);
    let _e160 = (_e159 & 2147483647u);
    let _e174 = bitcast<u32>(_e124);
    let _e175 = (_e174 & 2147483647u);
    let _e189 = bitcast<u32>(_e124);
    let _e190 = (_e189 & 2147483647u);
    let _e204 = bitcast<u32>(_e131);
    let _e205 = (_e204 & 2147483647u);
    let _e219 = bitcast<u32>(_e131);
    let _e220 = (_e219 & 2147483647u);
    let _e234 = bitcast<u32>(_e138);
    let _e235 = (_e234 & 2147483647u);
    let _e249 = bitcast<u32>(_e138);
    let _e250 = (_e249 & 2147483647u);
    r[1].x = bitcast<u32>(select(select(_e117, 1f, ((select(select((_e142 | 2147483648u), ~(_e140), (_e140 >= 2147483648u)), 2147483648u, (_e142 == 0u)) > 3212836864u) && !(((bitcast<u32>(_e117) & 2147483647u) > 2139095040u)))), 0f, ((select(select((_e160 | 2147483648u), ~(_e159), (_e159 >= 2147483648u)), 2147483648u, (_e160 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e117) & 2147483647u) > 2139095040u)))));
    let _e271 = r[1];
    let _e276 = bitcast<f32>(_e271.x);
    let _e277 = bitcast<f32>(_e271.x);
    let _e278 = bitcast<f32>(_e271.x);
    let _e279 = bitcast<f32>(_e271.x);
    let _e281 = r[2];
    let _e291 = r[10];
    let _e302 = shasm_opaque_zero;
    let _e312 = shasm_opaque_zero;
    let _e319 = shasm_opaque_zero;
    let _e329 = shasm_opaque_zero;
    let _e336 = shasm_opaque_zero;
    let _e346 = shasm_opaque_zero;
    let _e353 = shasm_opaque_zero;
    let _e363 = shasm_opaque_zero;
    r[0].x = bitcast<u32>((bitcast<f32>((bitcast<u32>((_e276 * bitcast<f32>(_e281.x))) ^ _e302)) + bitcast<f32>((bitcast<u32>(((1f + bitcast<f32>((bitcast<u32>(_e276) ^ 2147483648u))) * bitcast<f32>(_e291.x))) ^ _e312))));
    r[0].y = bitcast<u32>((bitcast<f32>((bitcast<u32>((_e277 * bitcast<f32>(_e281.y))) ^ _e319)) + bitcast<f32>((bitcast<u32>(((1f + bitcast<f32>((bitcast<u32>(_e277) ^ 2147483648u))) * bitcast<f32>(_e291.y))) ^ _e329))));
    r[0].z = bitcast<u32>((bitcast<f32>((bitcast<u32>((_e278 * bitcast<f32>(_e281.z))) ^ _e336)) + bitcast<f32>((bitcast<u32>(((1f + bitcast<f32>((bitcast<u32>(_e278) ^ 2147483648u))) * bitcast<f32>(_e291.z))) ^ _e346))));
    r[0].w = bitcast<u32>((bitcast<f32>((bitcast<u32>((_e279 * bitcast<f32>(_e281.w))) ^ _e353)) + bitcast<f32>((bitcast<u32>(((1f + bitcast<f32>((bitcast<u32>(_e279) ^ 2147483648u))) * bitcast<f32>(_e291.w))) ^ _e363))));
    let _e378 = r[0];
    return FragmentOutput(bitcast<vec4<f32>>(_e378));
}
