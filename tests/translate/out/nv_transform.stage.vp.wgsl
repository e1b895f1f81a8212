struct VertexOutput {
    @builtin(position) o_HPOS: vec4<f32>,
    @location(0) o_COL0_: vec4<f32>,
    @location(8) o_TEX0_: vec4<f32>,
}

var<private> shasm_opaque_zero: u32;
@group(0) @binding(0) 
var<uniform> env: array<vec4<u32>, 141>;

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

@vertex 
fn main(@location(0) v_0_: vec4<f32>, @location(1) v_1_: vec4<f32>, @location(2) v_2_: vec4<f32>, @location(3) v_3_: vec4<f32>, @location(4) v_4_: vec4<f32>, @location(5) v_5_: vec4<f32>, @location(6) v_6_: vec4<f32>, @location(7) v_7_: vec4<f32>, @location(8) v_8_: vec4<f32>, @location(9) v_9_: vec4<f32>, @location(10) v_10_: vec4<f32>, @location(11) v_11_: vec4<f32>, @location(12) v_12_: vec4<f32>, @location(13) v_13_: vec4<f32>, @location(14) v_14_: vec4<f32>, @location(15) v_15_: vec4<f32>) -> VertexOutput {
    var r: array<vec4<u32>, 141>;
    var p0_: bool;
    var p1_: bool;
    var killed: bool;
    var cc: array<vec4<u32>, 2>;
    var steps: u32;
    var v0_: u32;

    let _e18 = env[140];
    shasm_opaque_zero = _e18.x;
    let _e21 = env;
    r = _e21;
    r[28] = bitcast<vec4<u32>>(v_0_);
    r[29] = bitcast<vec4<u32>>(v_1_);
    r[30] = bitcast<vec4<u32>>(v_2_);
    r[31] = bitcast<vec4<u32>>(v_3_);
    r[32] = bitcast<vec4<u32>>(v_4_);
    r[33] = bitcast<vec4<u32>>(v_5_);
    r[34] = bitcast<vec4<u32>>(v_6_);
    r[35] = bitcast<vec4<u32>>(v_7_);
    r[36] = bitcast<vec4<u32>>(v_8_);
    r[37] = bitcast<vec4<u32>>(v_9_);
    r[38] = bitcast<vec4<u32>>(v_10_);
    r[39] = bitcast<vec4<u32>>(v_11_);
    r[40] = bitcast<vec4<u32>>(v_12_);
    r[41] = bitcast<vec4<u32>>(v_13_);
    r[42] = bitcast<vec4<u32>>(v_14_);
    r[43] = bitcast<vec4<u32>>(v_15_);
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e60 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e60, _e60);
    steps = 0u;
    v0_ = 0u;
    let _e68 = r[44];
    let _e74 = f32ftz_input(bitcast<f32>(_e68.x));
    let _e76 = f32ftz_input(bitcast<f32>(_e68.y));
    let _e78 = f32ftz_input(bitcast<f32>(_e68.z));
    let _e80 = f32ftz_input(bitcast<f32>(_e68.w));
    let _e82 = r[28];
    let _e88 = f32ftz_input(bitcast<f32>(_e82.x));
    let _e90 = f32ftz_input(bitcast<f32>(_e82.y));
    let _e92 = f32ftz_input(bitcast<f32>(_e82.z));
    let _e94 = f32ftz_input(bitcast<f32>(_e82.w));
    let _e95 = f32ftz_mul(_e74, _e88);
    let _e96 = f32ftz_mul(_e76, _e90);
    let _e97 = f32ftz_add(_e95, _e96);
    let _e98 = f32ftz_mul(_e78, _e92);
    let _e99 = f32ftz_add(_e97, _e98);
    let _e100 = f32ftz_mul(_e80, _e94);
    let _e101 = f32ftz_add(_e99, _e100);
    r[0].x = bitcast<u32>(_e101);
    let _e109 = r[45];
    let _e115 = f32ftz_input(bitcast<f32>(_e109.x));
    let _e117 = f32ftz_input(bitcast<f32>(_e109.y));
    let _e119 = f32ftz_input(bitcast<f32>(_e109.z));
    let _e121 = f32ftz_input(bitcast<f32>(_e109.w));
    let _e123 = r[28];
    let _e129 = f32ftz_input(bitcast<f32>(_e123.x));
    let _e131 = f32ftz_input(bitcast<f32>(_e123.y));
    let _e133 = f32ftz_input(bitcast<f32>(_e123.z));
    let _e135 = f32ftz_input(bitcast<f32>(_e123.w));
    let _e136 = f32ftz_mul(_e115, _e129);
    let _e137 = f32ftz_mul(_e117, _e131);
    let _e138 = f32ftz_add(_e136, _e137);
    let _e139 = f32ftz_mul(_e119, _e133);
    let _e140 = f32ftz_add(_e138, _e139);
    let _e141 = f32ftz_mul(_e121, _e135);
    let _e142 = f32ftz_add(_e140, _e141);
    r[0].y = bitcast<u32>(_e142);
    let _e150 = r[46];
    let _e156 = f32ftz_input(bitcast<f32>(_e150.x));
    let _e158 = f32ftz_input(bitcast<f32>(_e150.y));
    let _e160 = f32ftz_input(bitcast<f32>(_e150.z));
    let _e162 = f32ftz_input(bitcast<f32>(_e150.w));
    let _e164 = r[28];
    let _e170 = f32ftz_input(bitcast<f32>(_e164.x));
    let _e172 = f32ftz_input(bitcast<f32>(_e164.y));
    let _e174 = f32ftz_input(bitcast<f32>(_e164.z));
    let _e176 = f32ftz_input(bitcast<f32>(_e164.w));
    let _e177 = f32ftz_mul(_e156, _e170);
    let _e178 = f32ftz_mul(_e158, _e172);
    let _e179 = f32ftz_add(_e177, _e178);
    let _e180 = f32ftz_mul(_e160, _e174);
    let _e181 = f32ftz_add(_e179, _e180);
    let _e182 = f32ftz_mul(_e162, _e176);
    let _e183 = f32ftz_add(_e181, _e182);
    r[0].z = bitcast<u32>(_e183);
    let _e191 = r[47];
    let _e197 = f32ftz_input(bitcast<f32>(_e191.x));
    let _e199 = f32ftz_input(bitcast<f32>(_e191.y));
    let _e201 = f32ftz_input(bitcast<f32>(_e191.z));
    let _e203 = f32ftz_input(bitcast<f32>(_e191.w));
    let _e205 = r[28];
    let _e211 = f32ftz_input(bitcast<f32>(_e205.x));
    let _e213 = f32ftz_input(bitcast<f32>(_e205.y));
    let _e215 = f32ftz_input(bitcast<f32>(_e205.z));
    let _e217 = f32ftz_input(bitcast<f32>(_e205.w));
    let _e218 = f32ftz_mul(_e197, _e211);
    let _e219 = f32ftz_mul(_e199, _e213);
    let _e220 = f32ftz_add(_e218, _e219);
    let _e221 = f32ftz_mul(_e201, _e215);
    let _e222 = f32ftz_add(_e220, _e221);
    let _e223 = f32ftz_mul(_e203, _e217);
    let _e224 = f32ftz_add(_e222, _e223);
    r[0].w = bitcast<u32>(_e224);
    let _e232 = r[31];
    let _e238 = f32ftz_input(bitcast<f32>(_e232.x));
    let _e240 = f32ftz_input(bitcast<f32>(_e232.y));
    let _e242 = f32ftz_input(bitcast<f32>(_e232.z));
    let _e244 = f32ftz_input(bitcast<f32>(_e232.w));
    let _e245 = f32ftz_round(_e238);
    let _e246 = f32ftz_round(_e240);
    let _e247 = f32ftz_round(_e242);
    let _e248 = f32ftz_round(_e244);
    r[1].x = bitcast<u32>(_e245);
    r[1].y = bitcast<u32>(_e246);
    r[1].z = bitcast<u32>(_e247);
    r[1].w = bitcast<u32>(_e248);
    let _e259 = r[36];
    let _e265 = f32ftz_input(bitcast<f32>(_e259.x));
    let _e267 = f32ftz_input(bitcast<f32>(_e259.y));
    let _e269 = f32ftz_input(bitcast<f32>(_e259.z));
    let _e271 = f32ftz_input(bitcast<f32>(_e259.w));
    let _e273 = r[48];
    let _e279 = f32ftz_input(bitcast<f32>(_e273.x));
    let _e281 = f32ftz_input(bitcast<f32>(_e273.y));
    let _e283 = f32ftz_input(bitcast<f32>(_e273.z));
    let _e285 = f32ftz_input(bitcast<f32>(_e273.w));
    let _e286 = f32ftz_mul(_e265, _e279);
    let _e287 = f32ftz_mul(_e267, _e281);
    let _e288 = f32ftz_mul(_e269, _e283);
    let _e289 = f32ftz_mul(_e271, _e285);
    r[7].x = bitcast<u32>(_e286);
    r[7].y = bitcast<u32>(_e287);
    r[7].z = bitcast<u32>(_e288);
    r[7].w = bitcast<u32>(_e289);
    let _e300 = r[0];
    let _e303 = r[1];
    let _e306 = r[7];
    return VertexOutput(bitcast<vec4<f32>>(_e300), bitcast<vec4<f32>>(_e303), bitcast<vec4<f32>>(_e306));
}
