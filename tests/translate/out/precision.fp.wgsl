var<private> shasm_opaque_zero: u32;
@group(0) @binding(0) 
var<storage> env: array<vec4<u32>, 176>;
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
    let _e4 = shasm_opaque_zero;
    let _e7 = bitcast<f32>((bitcast<u32>((a_4 + b_1)) ^ _e4));
    let _e8 = (_e7 - a_4);
    let _e12 = ((a_4 - (_e7 - _e8)) + (b_1 - _e8));
    let _e20 = (140i - bitcast<i32>(((bitcast<u32>(_e7) >> 23u) & 255u)));
    let _e21 = bitcast<u32>(_e7);
    let _e23 = (_e21 & 2147483648u);
    let _e25 = bitcast<u32>(_e12);
    let _e27 = (_e25 & 2147483647u);
    let _e41 = ((select(select((_e27 | 2147483648u), ~(_e25), (_e25 >= 2147483648u)), 2147483648u, (_e27 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e12) & 2147483647u) > 2139095040u)));
    let _e42 = bitcast<u32>(_e12);
    let _e43 = (_e42 & 2147483647u);
    let _e59 = (!(_e41) && (((select(select((_e43 | 2147483648u), ~(_e42), (_e42 >= 2147483648u)), 2147483648u, (_e43 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e12) & 2147483647u) > 2139095040u))) == (_e23 != 0u)));
    let _e64 = (_e21 & 2147483647u);
    let _e80 = bitcast<u32>(min(max(_e20, 1i), 23i));
    let _e85 = (1u << _e80);
    let _e86 = (_e85 - 1u);
    let _e87 = (_e64 & _e86);
    let _e89 = (1u << (_e80 - 1u));
    let _e111 = (bitcast<u32>(_e7) & 2147483647u);
    return select(select(select(bitcast<f32>(select(select((_e23 | ((_e64 & ~(_e86)) + select(0u, _e85, ((_e87 > _e89) || ((_e87 == _e89) && (_e59 || (_e41 && (((((_e64 & 8388607u) | 8388608u) >> _e80) & 1u) == 1u)))))))), select(_e23, (_e23 | ((((bitcast<u32>(_e7) >> 23u) & 255u) + 1u) << 23u)), (!((_e64 == (_e21 & 2139095040u))) || _e59)), (_e20 == 24i)), _e23, (_e20 > 24i))), _e7, (_e20 <= 0i)), _e7, (_e111 == 2139095040u)), 0f, (_e111 > 2139095040u));
}

fn f32ftz_add(a_5: f32, b_2: f32) -> f32 {
    let _e4 = shasm_opaque_zero;
    let _e7 = bitcast<f32>((bitcast<u32>((a_5 + b_2)) ^ _e4));
    let _e8 = (_e7 - a_5);
    let _e13 = bitcast<u32>(_e7);
    return bitcast<f32>(select(_e13, (_e13 & 2147483648u), ((_e13 & 2147483647u) < 8388608u)));
}

@compute @workgroup_size(64, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var r: array<vec4<u32>, 176>;
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
    let _e7 = env[175];
    shasm_opaque_zero = _e7.x;
    let _e10 = env;
    r = _e10;
    let _e18 = inputs[((invocation * 12u) + 0u)];
    r[99] = _e18;
    let _e24 = inputs[((invocation * 12u) + 1u)];
    r[100] = _e24;
    let _e30 = inputs[((invocation * 12u) + 2u)];
    r[101] = _e30;
    let _e36 = inputs[((invocation * 12u) + 3u)];
    r[102] = _e36;
    let _e42 = inputs[((invocation * 12u) + 4u)];
    r[103] = _e42;
    let _e48 = inputs[((invocation * 12u) + 5u)];
    r[104] = _e48;
    let _e54 = inputs[((invocation * 12u) + 6u)];
    r[105] = _e54;
    let _e60 = inputs[((invocation * 12u) + 7u)];
    r[106] = _e60;
    let _e66 = inputs[((invocation * 12u) + 8u)];
    r[107] = _e66;
    let _e72 = inputs[((invocation * 12u) + 9u)];
    r[108] = _e72;
    let _e78 = inputs[((invocation * 12u) + 10u)];
    r[109] = _e78;
    let _e84 = inputs[((invocation * 12u) + 11u)];
    r[110] = _e84;
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e90 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e90, _e90);
    steps = 0u;
    v0_ = 0u;
    let _e97 = r[103];
    r[1].x = _e97.x;
    r[1].y = _e97.y;
    r[1].z = _e97.z;
    r[1].w = _e97.w;
    let _e109 = r[1];
    let _e115 = f32ftz_input(bitcast<f32>(_e109.x));
    let _e117 = f32ftz_input(bitcast<f32>(_e109.y));
    let _e119 = f32ftz_input(bitcast<f32>(_e109.z));
    let _e121 = f32ftz_input(bitcast<f32>(_e109.w));
    let _e123 = r[104];
    let _e129 = f32ftz_input(bitcast<f32>(_e123.x));
    let _e131 = f32ftz_input(bitcast<f32>(_e123.y));
    let _e133 = f32ftz_input(bitcast<f32>(_e123.z));
    let _e135 = f32ftz_input(bitcast<f32>(_e123.w));
    let _e136 = f32ftz_mul(_e115, _e129);
    let _e137 = f32ftz_mul(_e117, _e131);
    let _e138 = f32ftz_mul(_e119, _e133);
    let _e139 = f32ftz_mul(_e121, _e135);
    let _e140 = f16_input(_e136);
    let _e141 = f16_input(_e137);
    let _e142 = f16_input(_e138);
    let _e143 = f16_input(_e139);
    r[33].x = bitcast<u32>(_e140);
    r[33].y = bitcast<u32>(_e141);
    r[33].z = bitcast<u32>(_e142);
    r[33].w = bitcast<u32>(_e143);
    let _e154 = r[33];
    let _e160 = fx12_input(bitcast<f32>(_e154.x));
    let _e162 = fx12_input(bitcast<f32>(_e154.y));
    let _e164 = fx12_input(bitcast<f32>(_e154.z));
    let _e166 = fx12_input(bitcast<f32>(_e154.w));
    let _e168 = r[100];
    let _e174 = fx12_input(bitcast<f32>(_e168.x));
    let _e176 = fx12_input(bitcast<f32>(_e168.y));
    let _e178 = fx12_input(bitcast<f32>(_e168.z));
    let _e180 = fx12_input(bitcast<f32>(_e168.w));
    let _e181 = fx12_add(_e160, _e174);
    let _e182 = fx12_add(_e162, _e176);
    let _e183 = fx12_add(_e164, _e178);
    let _e184 = fx12_add(_e166, _e180);
    let _e187 = bitcast<u32>(_e181);
    let _e189 = (_e187 & 2147483647u);
    let _e206 = bitcast<u32>(_e181);
    let _e207 = (_e206 & 2147483647u);
    let _e222 = bitcast<u32>(_e182);
    let _e223 = (_e222 & 2147483647u);
    let _e237 = bitcast<u32>(_e182);
    let _e238 = (_e237 & 2147483647u);
    let _e252 = bitcast<u32>(_e183);
    let _e253 = (_e252 & 2147483647u);
    let _e267 = bitcast<u32>(_e183);
    let _e268 = (_e267 & 2147483647u);
    let _e282 = bitcast<u32>(_e184);
    let _e283 = (_e282 & 2147483647u);
    let _e297 = bitcast<u32>(_e184);
    let _e298 = (_e297 & 2147483647u);
    r[2].x = bitcast<u32>(select(select(_e181, 1.9990234f, ((select(select((_e189 | 2147483648u), ~(_e187), (_e187 >= 2147483648u)), 2147483648u, (_e189 == 0u)) > 3221217280u) && !(((bitcast<u32>(_e181) & 2147483647u) > 2139095040u)))), -2f, ((select(select((_e207 | 2147483648u), ~(_e206), (_e206 >= 2147483648u)), 2147483648u, (_e207 == 0u)) < 1073741823u) && !(((bitcast<u32>(_e181) & 2147483647u) > 2139095040u)))));
    r[2].y = bitcast<u32>(select(select(_e182, 1.9990234f, ((select(select((_e223 | 2147483648u), ~(_e222), (_e222 >= 2147483648u)), 2147483648u, (_e223 == 0u)) > 3221217280u) && !(((bitcast<u32>(_e182) & 2147483647u) > 2139095040u)))), -2f, ((select(select((_e238 | 2147483648u), ~(_e237), (_e237 >= 2147483648u)), 2147483648u, (_e238 == 0u)) < 1073741823u) && !(((bitcast<u32>(_e182) & 2147483647u) > 2139095040u)))));
    r[2].z = bitcast<u32>(select(select(_e183, 1.9990234f, ((select(select((_e253 | 2147483648u), ~(_e252), (_e252 >= 2147483648u)), 2147483648u, (_e253 == 0u)) > 3221217280u) && !(((bitcast<u32>(_e183) & 2147483647u) > 2139095040u)))), -2f, ((select(select((_e268 | 2147483648u), ~(_e267), (_e267 >= 2147483648u)), 2147483648u, (_e268 == 0u)) < 1073741823u) && !(((bitcast<u32>(_e183) & 2147483647u) > 2139095040u)))));
    r[2].w = bitcast<u32>(select(select(_e184, 1.9990234f, ((select(select((_e283 | 2147483648u), ~(_e282), (_e282 >= 2147483648u)), 2147483648u, (_e283 == 0u)) > 3221217280u) && !(((bitcast<u32>(_e184) & 2147483647u) > 2139095040u)))), -2f, ((select(select((_e298 | 2147483648u), ~(_e297), (_e297 >= 2147483648u)), 2147483648u, (_e298 == 0u)) < 1073741823u) && !(((bitcast<u32>(_e184) & 2147483647u) > 2139095040u)))));
    let _e322 = r[2];
    let _e328 = f32ftz_input(bitcast<f32>(_e322.x));
    let _e330 = f32ftz_input(bitcast<f32>(_e322.y));
    let _e332 = f32ftz_input(bitcast<f32>(_e322.z));
    let _e334 = f32ftz_input(bitcast<f32>(_e322.w));
    let _e336 = r[105];
    let _e342 = f32ftz_input(bitcast<f32>(_e336.x));
    let _e344 = f32ftz_input(bitcast<f32>(_e336.y));
    let _e346 = f32ftz_input(bitcast<f32>(_e336.z));
    let _e348 = f32ftz_input(bitcast<f32>(_e336.w));
    let _e350 = r[33];
    let _e356 = f32ftz_input(bitcast<f32>(_e350.x));
    let _e358 = f32ftz_input(bitcast<f32>(_e350.y));
    let _e360 = f32ftz_input(bitcast<f32>(_e350.z));
    let _e362 = f32ftz_input(bitcast<f32>(_e350.w));
    let _e363 = f32ftz_mul(_e328, _e342);
    let _e364 = f32ftz_add(_e363, _e356);
    let _e365 = f32ftz_mul(_e330, _e344);
    let _e366 = f32ftz_add(_e365, _e358);
    let _e367 = f32ftz_mul(_e332, _e346);
    let _e368 = f32ftz_add(_e367, _e360);
    let _e369 = f32ftz_mul(_e334, _e348);
    let _e370 = f32ftz_add(_e369, _e362);
    r[3].x = bitcast<u32>(_e364);
    r[3].y = bitcast<u32>(_e366);
    r[3].z = bitcast<u32>(_e368);
    r[3].w = bitcast<u32>(_e370);
    let _e381 = r[3];
    r[0].x = _e381.x;
    r[0].y = _e381.y;
    r[0].z = _e381.z;
    r[0].w = _e381.w;
    let _e394 = r[0];
    outputs[((invocation * 1u) + 0u)] = _e394;
    let _e396 = killed;
    status[invocation] = (select(0u, 1u, _e396) | 0u);
    return;
}
