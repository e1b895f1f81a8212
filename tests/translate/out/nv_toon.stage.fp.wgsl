struct FragmentOutput {
    @location(0) o_COLR: vec4<f32>,
    @builtin(frag_depth) o_DEPR: f32,
}

var<private> shasm_opaque_zero: u32;
@group(0) @binding(0) 
var<uniform> env: array<vec4<u32>, 181>;

fn f32ftz_input(a: f32) -> f32 {
    let _e2 = bitcast<u32>(a);
    return bitcast<f32>(select(_e2, (_e2 & 2147483648u), ((_e2 & 2147483647u) < 8388608u)));
}

fn f32ftz_mul(a_1: f32, b: f32) -> f32 {
    let _e4 = shasm_opaque_zero;
    let _e7 = bitcast<f32>((bitcast<u32>((a_1 * b)) ^ _e4));
    let _e13 = bitcast<f32>(((bitcast<u32>(a_1) + 2048u) & 4294963200u));
    let _e14 = (a_1 - _e13);
    let _e18 = bitcast<f32>(((bitcast<u32>(b) + 2048u) & 4294963200u));
    let _e19 = (b - _e18);
    let _e22 = shasm_opaque_zero;
    let _e29 = shasm_opaque_zero;
    let _e36 = shasm_opaque_zero;
    let _e43 = shasm_opaque_zero;
    let _e48 = bitcast<u32>(_e7);
    return bitcast<f32>(select(_e48, (_e48 & 2147483648u), ((_e48 & 2147483647u) < 8388608u)));
}

fn f32ftz_add(a_2: f32, b_1: f32) -> f32 {
    let _e4 = shasm_opaque_zero;
    let _e7 = bitcast<f32>((bitcast<u32>((a_2 + b_1)) ^ _e4));
    let _e8 = (_e7 - a_2);
    let _e13 = bitcast<u32>(_e7);
    return bitcast<f32>(select(_e13, (_e13 & 2147483648u), ((_e13 & 2147483647u) < 8388608u)));
}

fn f32ftz_round(a_3: f32) -> f32 {
    let _e2 = bitcast<u32>(a_3);
    return bitcast<f32>(select(_e2, (_e2 & 2147483648u), ((_e2 & 2147483647u) < 8388608u)));
}

@fragment 
fn main(@builtin(position) f_WPOS: vec4<f32>, @location(0) f_COL0_: vec4<f32>, @location(8) f_TEX0_: vec4<f32>) -> FragmentOutput {
    var r: array<vec4<u32>, 181>;
    var p0_: bool;
    var p1_: bool;
    var killed: bool;
    var cc: array<vec4<u32>, 2>;
    var steps: u32;
    var v0_: u32;

    let _e5 = env[180];
    shasm_opaque_zero = _e5.x;
    let _e8 = env;
    r = _e8;
    r[100] = bitcast<vec4<u32>>(f_WPOS);
    r[101] = bitcast<vec4<u32>>(f_COL0_);
    r[104] = bitcast<vec4<u32>>(f_TEX0_);
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e21 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e21, _e21);
    steps = 0u;
    v0_ = 0u;
    let _e29 = r[104];
    let _e35 = f32ftz_input(bitcast<f32>(_e29.x));
    let _e37 = f32ftz_input(bitcast<f32>(_e29.y));
    let _e39 = f32ftz_input(bitcast<f32>(_e29.z));
    let _e41 = f32ftz_input(bitcast<f32>(_e29.w));
    let _e43 = r[176];
    let _e49 = f32ftz_input(bitcast<f32>(_e43.x));
    let _e51 = f32ftz_input(bitcast<f32>(_e43.y));
    let _e53 = f32ftz_input(bitcast<f32>(_e43.z));
    let _e55 = f32ftz_input(bitcast<f32>(_e43.w));
    let _e56 = f32ftz_mul(_e35, _e49);
    let _e57 = f32ftz_mul(_e37, _e51);
    let _e58 = f32ftz_add(_e56, _e57);
    let _e59 = f32ftz_mul(_e39, _e53);
    let _e60 = f32ftz_add(_e58, _e59);
    let _e61 = bitcast<u32>(_e60);
    r[2].x = _e61;
    let _e69 = bitcast<f32>(_e61);
    let _e75 = bitcast<u32>(_e69);
    let _e76 = (_e75 & 2147483647u);
    let _e90 = bitcast<u32>(_e69);
    let _e91 = (_e90 & 2147483647u);
    cc[0].x = select(select(select(0u, 2u, ((select(select((_e91 | 2147483648u), ~(_e90), (_e90 >= 2147483648u)), 2147483648u, (_e91 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e69) & 2147483647u) > 2139095040u)))), 1u, ((select(select((_e76 | 2147483648u), ~(_e75), (_e75 >= 2147483648u)), 2147483648u, (_e76 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e69) & 2147483647u) > 2139095040u)))), 3u, ((bitcast<u32>(_e69) & 2147483647u) > 2139095040u));
    let _e111 = cc[0].x;
    let _e118 = cc[0].x;
    let _e124 = cc[0].x;
    let _e130 = cc[0].x;
    let _e137 = killed;
    killed = (_e137 || (((((53970u >> _e111) & 1u) != 0u) || (((53970u >> _e118) & 1u) != 0u)) || ((((53970u >> _e124) & 1u) != 0u) || (((53970u >> _e130) & 1u) != 0u))));
    let _e140 = r[2];
    let _e146 = f32ftz_input(bitcast<f32>(_e140.x));
    let _e148 = f32ftz_input(bitcast<f32>(_e140.x));
    let _e150 = f32ftz_input(bitcast<f32>(_e140.x));
    let _e152 = f32ftz_input(bitcast<f32>(_e140.x));
    let _e154 = r[177];
    let _e160 = f32ftz_input(bitcast<f32>(_e154.x));
    let _e162 = f32ftz_input(bitcast<f32>(_e154.x));
    let _e164 = f32ftz_input(bitcast<f32>(_e154.x));
    let _e166 = f32ftz_input(bitcast<f32>(_e154.x));
    let _e167 = f32ftz_mul(_e146, _e160);
    let _e168 = f32ftz_mul(_e148, _e162);
    let _e169 = f32ftz_mul(_e150, _e164);
    let _e170 = f32ftz_mul(_e152, _e166);
    r[2].x = bitcast<u32>(_e167);
    let _e178 = r[2];
    let _e184 = f32ftz_input(bitcast<f32>(_e178.x));
    let _e186 = f32ftz_input(bitcast<f32>(_e178.x));
    let _e188 = f32ftz_input(bitcast<f32>(_e178.x));
    let _e190 = f32ftz_input(bitcast<f32>(_e178.x));
    let _e192 = f32ftz_round(floor(_e184));
    let _e194 = f32ftz_round(floor(_e186));
    let _e196 = f32ftz_round(floor(_e188));
    let _e198 = f32ftz_round(floor(_e190));
    r[2].x = bitcast<u32>(_e192);
    let _e206 = r[2];
    let _e212 = f32ftz_input(bitcast<f32>(_e206.x));
    let _e214 = f32ftz_input(bitcast<f32>(_e206.x));
    let _e216 = f32ftz_input(bitcast<f32>(_e206.x));
    let _e218 = f32ftz_input(bitcast<f32>(_e206.x));
    let _e220 = r[178];
    let _e226 = f32ftz_input(bitcast<f32>(_e220.x));
    let _e228 = f32ftz_input(bitcast<f32>(_e220.x));
    let _e230 = f32ftz_input(bitcast<f32>(_e220.x));
    let _e232 = f32ftz_input(bitcast<f32>(_e220.x));
    let _e233 = f32ftz_mul(_e212, _e226);
    let _e234 = f32ftz_mul(_e214, _e228);
    let _e235 = f32ftz_mul(_e216, _e230);
    let _e236 = f32ftz_mul(_e218, _e232);
    let _e238 = bitcast<u32>(_e233);
    let _e239 = (_e238 & 2147483647u);
    let _e254 = bitcast<u32>(_e233);
    let _e255 = (_e254 & 2147483647u);
    let _e269 = bitcast<u32>(_e234);
    let _e270 = (_e269 & 2147483647u);
    let _e284 = bitcast<u32>(_e234);
    let _e285 = (_e284 & 2147483647u);
    let _e299 = bitcast<u32>(_e235);
    let _e300 = (_e299 & 2147483647u);
    let _e314 = bitcast<u32>(_e235);
    let _e315 = (_e314 & 2147483647u);
    let _e329 = bitcast<u32>(_e236);
    let _e330 = (_e329 & 2147483647u);
    let _e344 = bitcast<u32>(_e236);
    let _e345 = (_e344 & 2147483647u);
    r[2].x = bitcast<u32>(select(select(_e233, 1f, ((select(select((_e239 | 2147483648u), ~(_e238), (_e238 >= 2147483648u)), 2147483648u, (_e239 == 0u)) > 3212836864u) && !(((bitcast<u32>(_e233) & 2147483647u) > 2139095040u)))), 0f, ((select(select((_e255 | 2147483648u), ~(_e254), (_e254 >= 2147483648u)), 2147483648u, (_e255 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e233) & 2147483647u) > 2139095040u)))));
    let _e366 = r[2];
    let _e372 = f32ftz_input(bitcast<f32>(_e366.x));
    let _e374 = f32ftz_input(bitcast<f32>(_e366.x));
    let _e376 = f32ftz_input(bitcast<f32>(_e366.x));
    let _e378 = f32ftz_input(bitcast<f32>(_e366.x));
    let _e380 = r[101];
    let _e386 = f32ftz_input(bitcast<f32>(_e380.x));
    let _e388 = f32ftz_input(bitcast<f32>(_e380.y));
    let _e390 = f32ftz_input(bitcast<f32>(_e380.z));
    let _e392 = f32ftz_input(bitcast<f32>(_e380.w));
    let _e394 = r[179];
    let _e400 = f32ftz_input(bitcast<f32>(_e394.x));
    let _e402 = f32ftz_input(bitcast<f32>(_e394.x));
    let _e404 = f32ftz_input(bitcast<f32>(_e394.z));
    let _e406 = f32ftz_input(bitcast<f32>(_e394.w));
    let _e407 = f32ftz_mul(_e372, _e386);
    let _e411 = f32ftz_add(1f, bitcast<f32>((bitcast<u32>(_e372) ^ 2147483648u)));
    let _e412 = f32ftz_mul(_e411, _e400);
    let _e413 = f32ftz_add(_e407, _e412);
    let _e414 = f32ftz_mul(_e374, _e388);
    let _e418 = f32ftz_add(1f, bitcast<f32>((bitcast<u32>(_e374) ^ 2147483648u)));
    let _e419 = f32ftz_mul(_e418, _e402);
    let _e420 = f32ftz_add(_e414, _e419);
    let _e421 = f32ftz_mul(_e376, _e390);
    let _e425 = f32ftz_add(1f, bitcast<f32>((bitcast<u32>(_e376) ^ 2147483648u)));
    let _e426 = f32ftz_mul(_e425, _e404);
    let _e427 = f32ftz_add(_e421, _e426);
    let _e428 = f32ftz_mul(_e378, _e392);
    let _e432 = f32ftz_add(1f, bitcast<f32>((bitcast<u32>(_e378) ^ 2147483648u)));
    let _e433 = f32ftz_mul(_e432, _e406);
    let _e434 = f32ftz_add(_e428, _e433);
    r[0].x = bitcast<u32>(_e413);
    r[0].y = bitcast<u32>(_e420);
    r[0].z = bitcast<u32>(_e427);
    r[0].w = bitcast<u32>(_e434);
    let _e445 = r[100];
    r[1].z = _e445.z;
    let _e452 = killed;
    if _e452 {
        discard;
    }
    let _e454 = r[0];
    let _e457 = r[1];
    return FragmentOutput(bitcast<vec4<f32>>(_e454), bitcast<f32>(_e457.z));
}
