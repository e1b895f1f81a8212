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
    r[97].x = _e93.x;
    r[97].y = _e93.y;
    r[97].z = _e93.z;
    r[97].w = _e93.w;
    let _e104 = f32ftz_input(bitcast<f32>(_e93.x));
    let _e111 = bitcast<u32>(_e104);
    let _e112 = (_e111 & 2147483647u);
    let _e126 = bitcast<u32>(_e104);
    let _e127 = (_e126 & 2147483647u);
    cc[0].x = select(select(select(0u, 2u, ((select(select((_e127 | 2147483648u), ~(_e126), (_e126 >= 2147483648u)), 2147483648u, (_e127 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e104) & 2147483647u) > 2139095040u)))), 1u, ((select(select((_e112 | 2147483648u), ~(_e111), (_e111 >= 2147483648u)), 2147483648u, (_e112 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e104) & 2147483647u) > 2139095040u)))), 3u, ((bitcast<u32>(_e104) & 2147483647u) > 2139095040u));
    let _e146 = f32ftz_input(bitcast<f32>(_e93.y));
    let _e150 = bitcast<u32>(_e146);
    let _e151 = (_e150 & 2147483647u);
    let _e164 = bitcast<u32>(_e146);
    let _e165 = (_e164 & 2147483647u);
    cc[0].y = select(select(select(0u, 2u, ((select(select((_e165 | 2147483648u), ~(_e164), (_e164 >= 2147483648u)), 2147483648u, (_e165 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e146) & 2147483647u) > 2139095040u)))), 1u, ((select(select((_e151 | 2147483648u), ~(_e150), (_e150 >= 2147483648u)), 2147483648u, (_e151 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e146) & 2147483647u) > 2139095040u)))), 3u, ((bitcast<u32>(_e146) & 2147483647u) > 2139095040u));
    let _e184 = f32ftz_input(bitcast<f32>(_e93.z));
    let _e188 = bitcast<u32>(_e184);
    let _e189 = (_e188 & 2147483647u);
    let _e202 = bitcast<u32>(_e184);
    let _e203 = (_e202 & 2147483647u);
    cc[0].z = select(select(select(0u, 2u, ((select(select((_e203 | 2147483648u), ~(_e202), (_e202 >= 2147483648u)), 2147483648u, (_e203 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e184) & 2147483647u) > 2139095040u)))), 1u, ((select(select((_e189 | 2147483648u), ~(_e188), (_e188 >= 2147483648u)), 2147483648u, (_e189 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e184) & 2147483647u) > 2139095040u)))), 3u, ((bitcast<u32>(_e184) & 2147483647u) > 2139095040u));
    let _e222 = f32ftz_input(bitcast<f32>(_e93.w));
    let _e226 = bitcast<u32>(_e222);
    let _e227 = (_e226 & 2147483647u);
    let _e240 = bitcast<u32>(_e222);
    let _e241 = (_e240 & 2147483647u);
    cc[0].w = select(select(select(0u, 2u, ((select(select((_e241 | 2147483648u), ~(_e240), (_e240 >= 2147483648u)), 2147483648u, (_e241 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e222) & 2147483647u) > 2139095040u)))), 1u, ((select(select((_e227 | 2147483648u), ~(_e226), (_e226 >= 2147483648u)), 2147483648u, (_e227 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e222) & 2147483647u) > 2139095040u)))), 3u, ((bitcast<u32>(_e222) & 2147483647u) > 2139095040u));
    let _e260 = r[100];
    r[2].x = _e260.x;
    r[2].y = _e260.y;
    r[2].z = _e260.z;
    r[2].w = _e260.w;
    let _e271 = r[2];
    let _e287 = cc[0].x;
    let _e294 = cc[0].y;
    let _e300 = cc[0].z;
    let _e306 = cc[0].w;
    if (((53970u >> _e287) & 1u) != 0u) {
        r[2].x = ((_e271.x & 4294967295u) ^ 2147483648u);
    }
    if (((53970u >> _e294) & 1u) != 0u) {
        r[2].y = ((_e271.y & 4294967295u) ^ 2147483648u);
    }
    if (((53970u >> _e300) & 1u) != 0u) {
        r[2].z = ((_e271.z & 4294967295u) ^ 2147483648u);
    }
    if (((53970u >> _e306) & 1u) != 0u) {
        r[2].w = ((_e271.w & 4294967295u) ^ 2147483648u);
    }
    let _e317 = cc[0].x;
    let _e324 = cc[0].x;
    let _e330 = cc[0].x;
    let _e336 = cc[0].x;
    let _e343 = killed;
    killed = (_e343 || (((((17476u >> _e317) & 1u) != 0u) || (((17476u >> _e324) & 1u) != 0u)) || ((((17476u >> _e330) & 1u) != 0u) || (((17476u >> _e336) & 1u) != 0u))));
    let _e346 = r[2];
    r[0].x = _e346.x;
    r[0].y = _e346.y;
    r[0].z = _e346.z;
    r[0].w = _e346.w;
    let _e359 = r[0];
    outputs[((invocation * 1u) + 0u)] = _e359;
    let _e361 = killed;
    status[invocation] = (select(0u, 1u, _e361) | 0u);
    return;
}
