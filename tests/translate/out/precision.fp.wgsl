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
    let _e14 = bitcast<u32>(-2f);
    let _e15 = (_e14 & 2147483647u);
    let _e33 = bitcast<u32>(a_3);
    let _e34 = (_e33 & 2147483647u);
    let _e41 = bitcast<u32>(1.9990234f);
    let _e42 = (_e41 & 2147483647u);
    let _e60 = select(select(a_3, -2f, ((select(select((_e5 | 2147483648u), ~(_e3), (_e3 >= 2147483648u)), 2147483648u, (_e5 == 0u)) < select(select((_e15 | 2147483648u), ~(_e14), (_e14 >= 2147483648u)), 2147483648u, (_e15 == 0u))) && !((((bitcast<u32>(a_3) & 2147483647u) > 2139095040u) || ((bitcast<u32>(-2f) & 2147483647u) > 2139095040u))))), 1.9990234f, ((select(select((_e34 | 2147483648u), ~(_e33), (_e33 >= 2147483648u)), 2147483648u, (_e34 == 0u)) > select(select((_e42 | 2147483648u), ~(_e41), (_e41 >= 2147483648u)), 2147483648u, (_e42 == 0u))) && !((((bitcast<u32>(a_3) & 2147483647u) > 2139095040u) || ((bitcast<u32>(1.9990234f) & 2147483647u) > 2139095040u)))));
    let _e69 = (140i - bitcast<i32>(((bitcast<u32>(_e60) >> 23u) & 255u)));
    let _e70 = bitcast<u32>(_e60);
    let _e71 = (_e70 & 2147483648u);
    let _e78 = (_e70 & 2147483647u);
    let _e94 = bitcast<u32>(min(max(_e69, 1i), 23i));
    let _e99 = (1u << _e94);
    let _e100 = (_e99 - 1u);
    let _e101 = (_e78 & _e100);
    let _e103 = (1u << (_e94 - 1u));
    let _e125 = (bitcast<u32>(_e60) & 2147483647u);
    return select(select(select(select(bitcast<f32>(select(select((_e71 | ((_e78 & ~(_e100)) + select(0u, _e99, ((_e101 > _e103) || ((_e101 == _e103) && (false || (true && (((((_e78 & 8388607u) | 8388608u) >> _e94) & 1u) == 1u)))))))), select(_e71, (_e71 | ((((bitcast<u32>(_e60) >> 23u) & 255u) + 1u) << 23u)), (!((_e78 == (_e70 & 2139095040u))) || false)), (_e69 == 24i)), _e71, (_e69 > 24i))), _e60, (_e69 <= 0i)), _e60, (_e125 == 2139095040u)), 0f, (_e125 > 2139095040u)), 0f, ((bitcast<u32>(a_3) & 2147483647u) > 2139095040u));
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
    let _e30 = bitcast<u32>(0f);
    let _e31 = (_e30 & 2147483647u);
    let _e48 = ((select(select((_e22 | 2147483648u), ~(_e20), (_e20 >= 2147483648u)), 2147483648u, (_e22 == 0u)) == select(select((_e31 | 2147483648u), ~(_e30), (_e30 >= 2147483648u)), 2147483648u, (_e31 == 0u))) && !((((bitcast<u32>(_e7) & 2147483647u) > 2139095040u) || ((bitcast<u32>(0f) & 2147483647u) > 2139095040u))));
    let _e49 = bitcast<u32>(_e7);
    let _e50 = (_e49 & 2147483647u);
    let _e57 = bitcast<u32>(0f);
    let _e58 = (_e57 & 2147483647u);
    let _e78 = (!(_e48) && (((select(select((_e50 | 2147483648u), ~(_e49), (_e49 >= 2147483648u)), 2147483648u, (_e50 == 0u)) < select(select((_e58 | 2147483648u), ~(_e57), (_e57 >= 2147483648u)), 2147483648u, (_e58 == 0u))) && !((((bitcast<u32>(_e7) & 2147483647u) > 2139095040u) || ((bitcast<u32>(0f) & 2147483647u) > 2139095040u)))) == (_e18 != 0u)));
    let _e83 = (_e16 & 2147483647u);
    let _e99 = bitcast<u32>(min(max(_e15, 1i), 23i));
    let _e104 = (1u << _e99);
    let _e105 = (_e104 - 1u);
    let _e106 = (_e83 & _e105);
    let _e108 = (1u << (_e99 - 1u));
    let _e130 = (bitcast<u32>(_e2) & 2147483647u);
    return select(select(select(bitcast<f32>(select(select((_e18 | ((_e83 & ~(_e105)) + select(0u, _e104, ((_e106 > _e108) || ((_e106 == _e108) && (_e78 || (_e48 && (((((_e83 & 8388607u) | 8388608u) >> _e99) & 1u) == 1u)))))))), select(_e18, (_e18 | ((((bitcast<u32>(_e2) >> 23u) & 255u) + 1u) << 23u)), (!((_e83 == (_e16 & 2139095040u))) || _e78)), (_e15 == 24i)), _e18, (_e15 > 24i))), _e2, (_e15 <= 0i)), _e2, (_e130 == 2139095040u)), 0f, (_e130 > 2139095040u));
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
    v0_ = 0u;
    let _e89 = r[103];
    r[1].x = _e89.x;
    r[1].y = _e89.y;
    r[1].z = _e89.z;
    r[1].w = _e89.w;
    let _e101 = r[1];
    let _e107 = f32ftz_input(bitcast<f32>(_e101.x));
    let _e109 = f32ftz_input(bitcast<f32>(_e101.y));
    let _e111 = f32ftz_input(bitcast<f32>(_e101.z));
    let _e113 = f32ftz_input(bitcast<f32>(_e101.w));
    let _e115 = r[104];
    let _e121 = f32ftz_input(bitcast<f32>(_e115.x));
    let _e123 = f32ftz_input(bitcast<f32>(_e115.y));
    let _e125 = f32ftz_input(bitcast<f32>(_e115.z));
    let _e127 = f32ftz_input(bitcast<f32>(_e115.w));
    let _e128 = f32ftz_mul(_e107, _e121);
    let _e129 = f32ftz_mul(_e109, _e123);
    let _e130 = f32ftz_mul(_e111, _e125);
    let _e131 = f32ftz_mul(_e113, _e127);
    let _e132 = f16_input(_e128);
    let _e133 = f16_input(_e129);
    let _e134 = f16_input(_e130);
    let _e135 = f16_input(_e131);
    r[33].x = bitcast<u32>(_e132);
    r[33].y = bitcast<u32>(_e133);
    r[33].z = bitcast<u32>(_e134);
    r[33].w = bitcast<u32>(_e135);
    let _e146 = r[33];
    let _e152 = fx12_input(bitcast<f32>(_e146.x));
    let _e154 = fx12_input(bitcast<f32>(_e146.y));
    let _e156 = fx12_input(bitcast<f32>(_e146.z));
    let _e158 = fx12_input(bitcast<f32>(_e146.w));
    let _e160 = r[100];
    let _e166 = fx12_input(bitcast<f32>(_e160.x));
    let _e168 = fx12_input(bitcast<f32>(_e160.y));
    let _e170 = fx12_input(bitcast<f32>(_e160.z));
    let _e172 = fx12_input(bitcast<f32>(_e160.w));
    let _e173 = fx12_add(_e152, _e166);
    let _e174 = fx12_add(_e154, _e168);
    let _e175 = fx12_add(_e156, _e170);
    let _e176 = fx12_add(_e158, _e172);
    let _e179 = bitcast<u32>(_e173);
    let _e181 = (_e179 & 2147483647u);
    let _e189 = bitcast<u32>(1.9990234f);
    let _e190 = (_e189 & 2147483647u);
    let _e209 = bitcast<u32>(_e173);
    let _e210 = (_e209 & 2147483647u);
    let _e217 = bitcast<u32>(-2f);
    let _e218 = (_e217 & 2147483647u);
    let _e236 = bitcast<u32>(_e174);
    let _e237 = (_e236 & 2147483647u);
    let _e244 = bitcast<u32>(1.9990234f);
    let _e245 = (_e244 & 2147483647u);
    let _e263 = bitcast<u32>(_e174);
    let _e264 = (_e263 & 2147483647u);
    let _e271 = bitcast<u32>(-2f);
    let _e272 = (_e271 & 2147483647u);
    let _e290 = bitcast<u32>(_e175);
    let _e291 = (_e290 & 2147483647u);
    let _e298 = bitcast<u32>(1.9990234f);
    let _e299 = (_e298 & 2147483647u);
    let _e317 = bitcast<u32>(_e175);
    let _e318 = (_e317 & 2147483647u);
    let _e325 = bitcast<u32>(-2f);
    let _e326 = (_e325 & 2147483647u);
    let _e344 = bitcast<u32>(_e176);
    let _e345 = (_e344 & 2147483647u);
    let _e352 = bitcast<u32>(1.9990234f);
    let _e353 = (_e352 & 2147483647u);
    let _e371 = bitcast<u32>(_e176);
    let _e372 = (_e371 & 2147483647u);
    let _e379 = bitcast<u32>(-2f);
    let _e380 = (_e379 & 2147483647u);
    r[2].x = bitcast<u32>(select(select(_e173, 1.9990234f, ((select(select((_e181 | 2147483648u), ~(_e179), (_e179 >= 2147483648u)), 2147483648u, (_e181 == 0u)) > select(select((_e190 | 2147483648u), ~(_e189), (_e189 >= 2147483648u)), 2147483648u, (_e190 == 0u))) && !((((bitcast<u32>(_e173) & 2147483647u) > 2139095040u) || ((bitcast<u32>(1.9990234f) & 2147483647u) > 2139095040u))))), -2f, ((select(select((_e210 | 2147483648u), ~(_e209), (_e209 >= 2147483648u)), 2147483648u, (_e210 == 0u)) < select(select((_e218 | 2147483648u), ~(_e217), (_e217 >= 2147483648u)), 2147483648u, (_e218 == 0u))) && !((((bitcast<u32>(_e173) & 2147483647u) > 2139095040u) || ((bitcast<u32>(-2f) & 2147483647u) > 2139095040u))))));
    r[2].y = bitcast<u32>(select(select(_e174, 1.9990234f, ((select(select((_e237 | 2147483648u), ~(_e236), (_e236 >= 2147483648u)), 2147483648u, (_e237 == 0u)) > select(select((_e245 | 2147483648u), ~(_e244), (_e244 >= 2147483648u)), 2147483648u, (_e245 == 0u))) && !((((bitcast<u32>(_e174) & 2147483647u) > 2139095040u) || ((bitcast<u32>(1.9990234f) & 2147483647u) > 2139095040u))))), -2f, ((select(select((_e264 | 2147483648u), ~(_e263), (_e263 >= 2147483648u)), 2147483648u, (_e264 == 0u)) < select(select((_e272 | 2147483648u), ~(_e271), (_e271 >= 2147483648u)), 2147483648u, (_e272 == 0u))) && !((((bitcast<u32>(_e174) & 2147483647u) > 2139095040u) || ((bitcast<u32>(-2f) & 2147483647u) > 2139095040u))))));
    r[2].z = bitcast<u32>(select(select(_e175, 1.9990234f, ((select(select((_e291 | 2147483648u), ~(_e290), (_e290 >= 2147483648u)), 2147483648u, (_e291 == 0u)) > select(select((_e299 | 2147483648u), ~(_e298), (_e298 >= 2147483648u)), 2147483648u, (_e299 == 0u))) && !((((bitcast<u32>(_e175) & 2147483647u) > 2139095040u) || ((bitcast<u32>(1.9990234f) & 2147483647u) > 2139095040u))))), -2f, ((select(select((_e318 | 2147483648u), ~(_e317), (_e317 >= 2147483648u)), 2147483648u, (_e318 == 0u)) < select(select((_e326 | 2147483648u), ~(_e325), (_e325 >= 2147483648u)), 2147483648u, (_e326 == 0u))) && !((((bitcast<u32>(_e175) & 2147483647u) > 2139095040u) || ((bitcast<u32>(-2f) & 2147483647u) > 2139095040u))))));
    r[2].w = bitcast<u32>(select(select(_e176, 1.9990234f, ((select(select((_e345 | 2147483648u), ~(_e344), (_e344 >= 2147483648u)), 2147483648u, (_e345 == 0u)) > select(select((_e353 | 2147483648u), ~(_e352), (_e352 >= 2147483648u)), 2147483648u, (_e353 == 0u))) && !((((bitcast<u32>(_e176) & 2147483647u) > 2139095040u) || ((bitcast<u32>(1.9990234f) & 2147483647u) > 2139095040u))))), -2f, ((select(select((_e372 | 2147483648u), ~(_e371), (_e371 >= 2147483648u)), 2147483648u, (_e372 == 0u)) < select(select((_e380 | 2147483648u), ~(_e379), (_e379 >= 2147483648u)), 2147483648u, (_e380 == 0u))) && !((((bitcast<u32>(_e176) & 2147483647u) > 2139095040u) || ((bitcast<u32>(-2f) & 2147483647u) > 2139095040u))))));
    let _e408 = r[2];
    let _e414 = f32ftz_input(bitcast<f32>(_e408.x));
    let _e416 = f32ftz_input(bitcast<f32>(_e408.y));
    let _e418 = f32ftz_input(bitcast<f32>(_e408.z));
    let _e420 = f32ftz_input(bitcast<f32>(_e408.w));
    let _e422 = r[105];
    let _e428 = f32ftz_input(bitcast<f32>(_e422.x));
    let _e430 = f32ftz_input(bitcast<f32>(_e422.y));
    let _e432 = f32ftz_input(bitcast<f32>(_e422.z));
    let _e434 = f32ftz_input(bitcast<f32>(_e422.w));
    let _e436 = r[33];
    let _e442 = f32ftz_input(bitcast<f32>(_e436.x));
    let _e444 = f32ftz_input(bitcast<f32>(_e436.y));
    let _e446 = f32ftz_input(bitcast<f32>(_e436.z));
    let _e448 = f32ftz_input(bitcast<f32>(_e436.w));
    let _e449 = f32ftz_mul(_e414, _e428);
    let _e450 = f32ftz_add(_e449, _e442);
    let _e451 = f32ftz_mul(_e416, _e430);
    let _e452 = f32ftz_add(_e451, _e444);
    let _e453 = f32ftz_mul(_e418, _e432);
    let _e454 = f32ftz_add(_e453, _e446);
    let _e455 = f32ftz_mul(_e420, _e434);
    let _e456 = f32ftz_add(_e455, _e448);
    r[3].x = bitcast<u32>(_e450);
    r[3].y = bitcast<u32>(_e452);
    r[3].z = bitcast<u32>(_e454);
    r[3].w = bitcast<u32>(_e456);
    let _e467 = r[3];
    r[0].x = _e467.x;
    r[0].y = _e467.y;
    r[0].z = _e467.z;
    r[0].w = _e467.w;
    let _e480 = r[0];
    outputs[((invocation * 1u) + 0u)] = _e480;
    let _e482 = killed;
    status[invocation] = (select(0u, 1u, _e482) | 0u);
    return;
}
