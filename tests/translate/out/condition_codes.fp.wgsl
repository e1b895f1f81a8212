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
    v0_ = 0u;
    let _e92 = r[103];
    r[97].x = _e92.x;
    r[97].y = _e92.y;
    r[97].z = _e92.z;
    r[97].w = _e92.w;
    let _e103 = f32ftz_input(bitcast<f32>(_e92.x));
    let _e110 = bitcast<u32>(_e103);
    let _e111 = (_e110 & 2147483647u);
    let _e125 = bitcast<u32>(_e103);
    let _e126 = (_e125 & 2147483647u);
    cc[0].x = select(select(select(0u, 2u, ((select(select((_e126 | 2147483648u), ~(_e125), (_e125 >= 2147483648u)), 2147483648u, (_e126 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e103) & 2147483647u) > 2139095040u)))), 1u, ((select(select((_e111 | 2147483648u), ~(_e110), (_e110 >= 2147483648u)), 2147483648u, (_e111 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e103) & 2147483647u) > 2139095040u)))), 3u, ((bitcast<u32>(_e103) & 2147483647u) > 2139095040u));
    let _e145 = f32ftz_input(bitcast<f32>(_e92.y));
    let _e149 = bitcast<u32>(_e145);
    let _e150 = (_e149 & 2147483647u);
    let _e163 = bitcast<u32>(_e145);
    let _e164 = (_e163 & 2147483647u);
    cc[0].y = select(select(select(0u, 2u, ((select(select((_e164 | 2147483648u), ~(_e163), (_e163 >= 2147483648u)), 2147483648u, (_e164 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e145) & 2147483647u) > 2139095040u)))), 1u, ((select(select((_e150 | 2147483648u), ~(_e149), (_e149 >= 2147483648u)), 2147483648u, (_e150 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e145) & 2147483647u) > 2139095040u)))), 3u, ((bitcast<u32>(_e145) & 2147483647u) > 2139095040u));
    let _e183 = f32ftz_input(bitcast<f32>(_e92.z));
    let _e187 = bitcast<u32>(_e183);
    let _e188 = (_e187 & 2147483647u);
    let _e201 = bitcast<u32>(_e183);
    let _e202 = (_e201 & 2147483647u);
    cc[0].z = select(select(select(0u, 2u, ((select(select((_e202 | 2147483648u), ~(_e201), (_e201 >= 2147483648u)), 2147483648u, (_e202 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e183) & 2147483647u) > 2139095040u)))), 1u, ((select(select((_e188 | 2147483648u), ~(_e187), (_e187 >= 2147483648u)), 2147483648u, (_e188 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e183) & 2147483647u) > 2139095040u)))), 3u, ((bitcast<u32>(_e183) & 2147483647u) > 2139095040u));
    let _e221 = f32ftz_input(bitcast<f32>(_e92.w));
    let _e225 = bitcast<u32>(_e221);
    let _e226 = (_e225 & 2147483647u);
    let _e239 = bitcast<u32>(_e221);
    let _e240 = (_e239 & 2147483647u);
    cc[0].w = select(select(select(0u, 2u, ((select(select((_e240 | 2147483648u), ~(_e239), (_e239 >= 2147483648u)), 2147483648u, (_e240 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e221) & 2147483647u) > 2139095040u)))), 1u, ((select(select((_e226 | 2147483648u), ~(_e225), (_e225 >= 2147483648u)), 2147483648u, (_e226 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e221) & 2147483647u) > 2139095040u)))), 3u, ((bitcast<u32>(_e221) & 2147483647u) > 2139095040u));
    let _e259 = r[100];
    r[2].x = _e259.x;
    r[2].y = _e259.y;
    r[2].z = _e259.z;
    r[2].w = _e259.w;
    let _e270 = r[2];
    let _e286 = cc[0].x;
    let _e293 = cc[0].y;
    let _e299 = cc[0].z;
    let _e305 = cc[0].w;
    if (((53970u >> _e286) & 1u) != 0u) {
        r[2].x = ((_e270.x & 4294967295u) ^ 2147483648u);
    }
    if (((53970u >> _e293) & 1u) != 0u) {
        r[2].y = ((_e270.y & 4294967295u) ^ 2147483648u);
    }
    if (((53970u >> _e299) & 1u) != 0u) {
        r[2].z = ((_e270.z & 4294967295u) ^ 2147483648u);
    }
    if (((53970u >> _e305) & 1u) != 0u) {
        r[2].w = ((_e270.w & 4294967295u) ^ 2147483648u);
    }
    let _e316 = cc[0].x;
    let _e323 = cc[0].x;
    let _e329 = cc[0].x;
    let _e335 = cc[0].x;
    let _e342 = killed;
    killed = (_e342 || (((((17476u >> _e316) & 1u) != 0u) || (((17476u >> _e323) & 1u) != 0u)) || ((((17476u >> _e329) & 1u) != 0u) || (((17476u >> _e335) & 1u) != 0u))));
    let _e345 = r[2];
    r[0].x = _e345.x;
    r[0].y = _e345.y;
    r[0].z = _e345.z;
    r[0].w = _e345.w;
    let _e358 = r[0];
    outputs[((invocation * 1u) + 0u)] = _e358;
    let _e360 = killed;
    status[invocation] = (select(0u, 1u, _e360) | 0u);
    return;
}
