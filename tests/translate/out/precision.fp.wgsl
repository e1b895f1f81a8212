@group(0) @binding(0) 
var<storage> env: array<vec4<u32>, 175>;
@group(0) @binding(1) 
var<storage> inputs: array<vec4<u32>>;
@group(0) @binding(2) 
var<storage, read_write> outputs: array<vec4<u32>>;
@group(0) @binding(3) 
var<storage, read_write> status: array<u32>;

fn f32ftz_input(a: f32) -> f32 {
    let _e2 = bitcast<u32>(a);
    return bitcast<f32>(select(_e2, (_e2 & 2147483648u), ((_e2 & 2147483647u) < 8388608u)));
}

fn f32ftz_mul(a_1: f32, b: f32) -> f32 {
    let _e2 = (a_1 * b);
    let _e8 = bitcast<f32>(((bitcast<u32>(a_1) + 2048u) & 4294963200u));
    let _e9 = (a_1 - _e8);
    let _e13 = bitcast<f32>(((bitcast<u32>(b) + 2048u) & 4294963200u));
    let _e14 = (b - _e13);
    let _e23 = bitcast<u32>(_e2);
    return bitcast<f32>(select(_e23, (_e23 & 2147483648u), ((_e23 & 2147483647u) < 8388608u)));
}

fn f16_input(a_2: f32) -> f32 {
    let _e11 = max((126i - bitcast<i32>(((bitcast<u32>(a_2) >> 23u) & 255u))), 13i);
    let _e12 = bitcast<u32>(a_2);
    let _e14 = (_e12 & 2147483648u);
    let _e23 = (_e12 & 2147483647u);
    let _e39 = bitcast<u32>(min(max(_e11, 1i), 23i));
    let _e44 = (1u << _e39);
    let _e45 = (_e44 - 1u);
    let _e46 = (_e23 & _e45);
    let _e48 = (1u << (_e39 - 1u));
    let _e66 = bitcast<f32>(select(select((_e14 | ((_e23 & ~(_e45)) + select(0u, _e44, ((_e46 > _e48) || ((_e46 == _e48) && (false || (true && (((((_e23 & 8388607u) | 8388608u) >> _e39) & 1u) == 1u)))))))), select(_e14, (_e14 | ((((bitcast<u32>(a_2) >> 23u) & 255u) + 1u) << 23u)), (!((_e23 == (_e12 & 2139095040u))) || false)), (_e11 == 24i)), _e14, (_e11 > 24i)));
    return select(select(_e66, bitcast<f32>(((bitcast<u32>(_e66) & 2147483648u) | 2139095040u)), ((bitcast<u32>(_e66) & 2147483647u) >= 1199570944u)), a_2, ((bitcast<u32>(a_2) & 2147483647u) >= 2139095040u));
}

fn fx12_input(a_3: f32) -> f32 {
    let _e3 = bitcast<u32>(a_3);
    let _e5 = (_e3 & 2147483647u);
    let _e22 = bitcast<u32>(a_3);
    let _e23 = (_e22 & 2147483647u);
    let _e38 = select(select(a_3, -2f, ((select(select((_e5 | 2147483648u), ~(_e3), (_e3 >= 2147483648u)), 2147483648u, (_e5 == 0u)) < 1073741823u) && !(((bitcast<u32>(a_3) & 2147483647u) > 2139095040u)))), 1.9990234f, ((select(select((_e23 | 2147483648u), ~(_e22), (_e22 >= 2147483648u)), 2147483648u, (_e23 == 0u)) > 3221217280u) && !(((bitcast<u32>(a_3) & 2147483647u) > 2139095040u))));
    let _e47 = (140i - bitcast<i32>(((bitcast<u32>(_e38) >> 23u) & 255u)));
    let _e48 = bitcast<u32>(_e38);
    let _e49 = (_e48 & 2147483648u);
    let _e56 = (_e48 & 2147483647u);
    let _e72 = bitcast<u32>(min(max(_e47, 1i), 23i));
    let _e77 = (1u << _e72);
    let _e78 = (_e77 - 1u);
    let _e79 = (_e56 & _e78);
    let _e81 = (1u << (_e72 - 1u));
    let _e103 = (bitcast<u32>(_e38) & 2147483647u);
    return select(select(select(select(bitcast<f32>(select(select((_e49 | ((_e56 & ~(_e78)) + select(0u, _e77, ((_e79 > _e81) || ((_e79 == _e81) && (false || (true && (((((_e56 & 8388607u) | 8388608u) >> _e72) & 1u) == 1u)))))))), select(_e49, (_e49 | ((((bitcast<u32>(_e38) >> 23u) & 255u) + 1u) << 23u)), (!((_e56 == (_e48 & 2139095040u))) || false)), (_e47 == 24i)), _e49, (_e47 > 24i))), _e38, (_e47 <= 0i)), _e38, (_e103 == 2139095040u)), 0f, (_e103 > 2139095040u)), 0f, ((bitcast<u32>(a_3) & 2147483647u) > 2139095040u));
}

fn fx12_add(a_4: f32, b_1: f32) -> f32 {
    let _e2 = (a_4 + b_1);
    let _e3 = (_e2 - a_4);
    let _e7 = ((a_4 - (_e2 - _e3)) + (b_1 - _e3));
    let _e15 = (140i - bitcast<i32>(((bitcast<u32>(_e2) >> 23u) & 255u)));
    let _e16 = bitcast<u32>(_e2);
    let _e18 = (_e16 & 2147483648u);
    let _e20 = bitcast<u32>(_e7);
    let _e22 = (_e20 & 2147483647u);
    let _e36 = ((select(select((_e22 | 2147483648u), ~(_e20), (_e20 >= 2147483648u)), 2147483648u, (_e22 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e7) & 2147483647u) > 2139095040u)));
    let _e37 = bitcast<u32>(_e7);
    let _e38 = (_e37 & 2147483647u);
    let _e54 = (!(_e36) && (((select(select((_e38 | 2147483648u), ~(_e37), (_e37 >= 2147483648u)), 2147483648u, (_e38 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e7) & 2147483647u) > 2139095040u))) == (_e18 != 0u)));
    let _e59 = (_e16 & 2147483647u);
    let _e75 = bitcast<u32>(min(max(_e15, 1i), 23i));
    let _e80 = (1u << _e75);
    let _e81 = (_e80 - 1u);
    let _e82 = (_e59 & _e81);
    let _e84 = (1u << (_e75 - 1u));
    let _e106 = (bitcast<u32>(_e2) & 2147483647u);
    return select(select(select(bitcast<f32>(select(select((_e18 | ((_e59 & ~(_e81)) + select(0u, _e80, ((_e82 > _e84) || ((_e82 == _e84) && (_e54 || (_e36 && (((((_e59 & 8388607u) | 8388608u) >> _e75) & 1u) == 1u)))))))), select(_e18, (_e18 | ((((bitcast<u32>(_e2) >> 23u) & 255u) + 1u) << 23u)), (!((_e59 == (_e16 & 2139095040u))) || _e54)), (_e15 == 24i)), _e18, (_e15 > 24i))), _e2, (_e15 <= 0i)), _e2, (_e106 == 2139095040u)), 0f, (_e106 > 2139095040u));
}

fn f32ftz_add(a_5: f32, b_2: f32) -> f32 {
    let _e2 = (a_5 + b_2);
    let _e3 = (_e2 - a_5);
    let _e8 = bitcast<u32>(_e2);
    return bitcast<f32>(select(_e8, (_e8 & 2147483648u), ((_e8 & 2147483647u) < 8388608u)));
}

@compute @workgroup_size(64, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var r: array<vec4<u32>, 175>;
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
    let _e14 = inputs[((invocation * 12u) + 0u)];
    r[99] = _e14;
    let _e20 = inputs[((invocation * 12u) + 1u)];
    r[100] = _e20;
    let _e26 = inputs[((invocation * 12u) + 2u)];
    r[101] = _e26;
    let _e32 = inputs[((invocation * 12u) + 3u)];
    r[102] = _e32;
    let _e38 = inputs[((invocation * 12u) + 4u)];
    r[103] = _e38;
    let _e44 = inputs[((invocation * 12u) + 5u)];
    r[104] = _e44;
    let _e50 = inputs[((invocation * 12u) + 6u)];
    r[105] = _e50;
    let _e56 = inputs[((invocation * 12u) + 7u)];
    r[106] = _e56;
    let _e62 = inputs[((invocation * 12u) + 8u)];
    r[107] = _e62;
    let _e68 = inputs[((invocation * 12u) + 9u)];
    r[108] = _e68;
    let _e74 = inputs[((invocation * 12u) + 10u)];
    r[109] = _e74;
    let _e80 = inputs[((invocation * 12u) + 11u)];
    r[110] = _e80;
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e86 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e86, _e86);
    steps = 0u;
    v0_ = 0u;
    let _e93 = r[103];
    r[1].x = _e93.x;
    r[1].y = _e93.y;
    r[1].z = _e93.z;
    r[1].w = _e93.w;
    let _e105 = r[1];
    let _e111 = f32ftz_input(bitcast<f32>(_e105.x));
    let _e113 = f32ftz_input(bitcast<f32>(_e105.y));
    let _e115 = f32ftz_input(bitcast<f32>(_e105.z));
    let _e117 = f32ftz_input(bitcast<f32>(_e105.w));
    let _e119 = r[104];
    let _e125 = f32ftz_input(bitcast<f32>(_e119.x));
    let _e127 = f32ftz_input(bitcast<f32>(_e119.y));
    let _e129 = f32ftz_input(bitcast<f32>(_e119.z));
    let _e131 = f32ftz_input(bitcast<f32>(_e119.w));
    let _e132 = f32ftz_mul(_e111, _e125);
    let _e133 = f32ftz_mul(_e113, _e127);
    let _e134 = f32ftz_mul(_e115, _e129);
    let _e135 = f32ftz_mul(_e117, _e131);
    let _e136 = f16_input(_e132);
    let _e137 = f16_input(_e133);
    let _e138 = f16_input(_e134);
    let _e139 = f16_input(_e135);
    r[33].x = bitcast<u32>(_e136);
    r[33].y = bitcast<u32>(_e137);
    r[33].z = bitcast<u32>(_e138);
    r[33].w = bitcast<u32>(_e139);
    let _e150 = r[33];
    let _e156 = fx12_input(bitcast<f32>(_e150.x));
    let _e158 = fx12_input(bitcast<f32>(_e150.y));
    let _e160 = fx12_input(bitcast<f32>(_e150.z));
    let _e162 = fx12_input(bitcast<f32>(_e150.w));
    let _e164 = r[100];
    let _e170 = fx12_input(bitcast<f32>(_e164.x));
    let _e172 = fx12_input(bitcast<f32>(_e164.y));
    let _e174 = fx12_input(bitcast<f32>(_e164.z));
    let _e176 = fx12_input(bitcast<f32>(_e164.w));
    let _e177 = fx12_add(_e156, _e170);
    let _e178 = fx12_add(_e158, _e172);
    let _e179 = fx12_add(_e160, _e174);
    let _e180 = fx12_add(_e162, _e176);
    let _e183 = bitcast<u32>(_e177);
    let _e185 = (_e183 & 2147483647u);
    let _e202 = bitcast<u32>(_e177);
    let _e203 = (_e202 & 2147483647u);
    let _e218 = bitcast<u32>(_e178);
    let _e219 = (_e218 & 2147483647u);
    let _e233 = bitcast<u32>(_e178);
    let _e234 = (_e233 & 2147483647u);
    let _e248 = bitcast<u32>(_e179);
    let _e249 = (_e248 & 2147483647u);
    let _e263 = bitcast<u32>(_e179);
    let _e264 = (_e263 & 2147483647u);
    let _e278 = bitcast<u32>(_e180);
    let _e279 = (_e278 & 2147483647u);
    let _e293 = bitcast<u32>(_e180);
    let _e294 = (_e293 & 2147483647u);
    r[2].x = bitcast<u32>(select(select(_e177, 1.9990234f, ((select(select((_e185 | 2147483648u), ~(_e183), (_e183 >= 2147483648u)), 2147483648u, (_e185 == 0u)) > 3221217280u) && !(((bitcast<u32>(_e177) & 2147483647u) > 2139095040u)))), -2f, ((select(select((_e203 | 2147483648u), ~(_e202), (_e202 >= 2147483648u)), 2147483648u, (_e203 == 0u)) < 1073741823u) && !(((bitcast<u32>(_e177) & 2147483647u) > 2139095040u)))));
    r[2].y = bitcast<u32>(select(select(_e178, 1.9990234f, ((select(select((_e219 | 2147483648u), ~(_e218), (_e218 >= 2147483648u)), 2147483648u, (_e219 == 0u)) > 3221217280u) && !(((bitcast<u32>(_e178) & 2147483647u) > 2139095040u)))), -2f, ((select(select((_e234 | 2147483648u), ~(_e233), (_e233 >= 2147483648u)), 2147483648u, (_e234 == 0u)) < 1073741823u) && !(((bitcast<u32>(_e178) & 2147483647u) > 2139095040u)))));
    r[2].z = bitcast<u32>(select(select(_e179, 1.9990234f, ((select(select((_e249 | 2147483648u), ~(_e248), (_e248 >= 2147483648u)), 2147483648u, (_e249 == 0u)) > 3221217280u) && !(((bitcast<u32>(_e179) & 2147483647u) > 2139095040u)))), -2f, ((select(select((_e264 | 2147483648u), ~(_e263), (_e263 >= 2147483648u)), 2147483648u, (_e264 == 0u)) < 1073741823u) && !(((bitcast<u32>(_e179) & 2147483647u) > 2139095040u)))));
    r[2].w = bitcast<u32>(select(select(_e180, 1.9990234f, ((select(select((_e279 | 2147483648u), ~(_e278), (_e278 >= 2147483648u)), 2147483648u, (_e279 == 0u)) > 3221217280u) && !(((bitcast<u32>(_e180) & 2147483647u) > 2139095040u)))), -2f, ((select(select((_e294 | 2147483648u), ~(_e293), (_e293 >= 2147483648u)), 2147483648u, (_e294 == 0u)) < 1073741823u) && !(((bitcast<u32>(_e180) & 2147483647u) > 2139095040u)))));
    let _e318 = r[2];
    let _e324 = f32ftz_input(bitcast<f32>(_e318.x));
    let _e326 = f32ftz_input(bitcast<f32>(_e318.y));
    let _e328 = f32ftz_input(bitcast<f32>(_e318.z));
    let _e330 = f32ftz_input(bitcast<f32>(_e318.w));
    let _e332 = r[105];
    let _e338 = f32ftz_input(bitcast<f32>(_e332.x));
    let _e340 = f32ftz_input(bitcast<f32>(_e332.y));
    let _e342 = f32ftz_input(bitcast<f32>(_e332.z));
    let _e344 = f32ftz_input(bitcast<f32>(_e332.w));
    let _e346 = r[33];
    let _e352 = f32ftz_input(bitcast<f32>(_e346.x));
    let _e354 = f32ftz_input(bitcast<f32>(_e346.y));
    let _e356 = f32ftz_input(bitcast<f32>(_e346.z));
    let _e358 = f32ftz_input(bitcast<f32>(_e346.w));
    let _e359 = f32ftz_mul(_e324, _e338);
    let _e360 = f32ftz_add(_e359, _e352);
    let _e361 = f32ftz_mul(_e326, _e340);
    let _e362 = f32ftz_add(_e361, _e354);
    let _e363 = f32ftz_mul(_e328, _e342);
    let _e364 = f32ftz_add(_e363, _e356);
    let _e365 = f32ftz_mul(_e330, _e344);
    let _e366 = f32ftz_add(_e365, _e358);
    r[3].x = bitcast<u32>(_e360);
    r[3].y = bitcast<u32>(_e362);
    r[3].z = bitcast<u32>(_e364);
    r[3].w = bitcast<u32>(_e366);
    let _e377 = r[3];
    r[0].x = _e377.x;
    r[0].y = _e377.y;
    r[0].z = _e377.z;
    r[0].w = _e377.w;
    let _e390 = r[0];
    outputs[((invocation * 1u) + 0u)] = _e390;
    let _e392 = killed;
    status[invocation] = (select(0u, 1u, _e392) | 0u);
    return;
}
