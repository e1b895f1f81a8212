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
    r[97].x = _e97.x;
    r[97].y = _e97.y;
    r[97].z = _e97.z;
    r[97].w = _e97.w;
    let _e108 = f32ftz_input(bitcast<f32>(_e97.x));
    let _e115 = bitcast<u32>(_e108);
    let _e116 = (_e115 & 2147483647u);
    let _e130 = bitcast<u32>(_e108);
    let _e131 = (_e130 & 2147483647u);
    cc[0].x = select(select(select(0u, 2u, ((select(select((_e131 | 2147483648u), ~(_e130), (_e130 >= 2147483648u)), 2147483648u, (_e131 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e108) & 2147483647u) > 2139095040u)))), 1u, ((select(select((_e116 | 2147483648u), ~(_e115), (_e115 >= 2147483648u)), 2147483648u, (_e116 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e108) & 2147483647u) > 2139095040u)))), 3u, ((bitcast<u32>(_e108) & 2147483647u) > 2139095040u));
    let _e150 = f32ftz_input(bitcast<f32>(_e97.y));
    let _e154 = bitcast<u32>(_e150);
    let _e155 = (_e154 & 2147483647u);
    let _e168 = bitcast<u32>(_e150);
    let _e169 = (_e168 & 2147483647u);
    cc[0].y = select(select(select(0u, 2u, ((select(select((_e169 | 2147483648u), ~(_e168), (_e168 >= 2147483648u)), 2147483648u, (_e169 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e150) & 2147483647u) > 2139095040u)))), 1u, ((select(select((_e155 | 2147483648u), ~(_e154), (_e154 >= 2147483648u)), 2147483648u, (_e155 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e150) & 2147483647u) > 2139095040u)))), 3u, ((bitcast<u32>(_e150) & 2147483647u) > 2139095040u));
    let _e188 = f32ftz_input(bitcast<f32>(_e97.z));
    let _e192 = bitcast<u32>(_e188);
    let _e193 = (_e192 & 2147483647u);
    let _e206 = bitcast<u32>(_e188);
    let _e207 = (_e206 & 2147483647u);
    cc[0].z = select(select(select(0u, 2u, ((select(select((_e207 | 2147483648u), ~(_e206), (_e206 >= 2147483648u)), 2147483648u, (_e207 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e188) & 2147483647u) > 2139095040u)))), 1u, ((select(select((_e193 | 2147483648u), ~(_e192), (_e192 >= 2147483648u)), 2147483648u, (_e193 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e188) & 2147483647u) > 2139095040u)))), 3u, ((bitcast<u32>(_e188) & 2147483647u) > 2139095040u));
    let _e226 = f32ftz_input(bitcast<f32>(_e97.w));
    let _e230 = bitcast<u32>(_e226);
    let _e231 = (_e230 & 2147483647u);
    let _e244 = bitcast<u32>(_e226);
    let _e245 = (_e244 & 2147483647u);
    cc[0].w = select(select(select(0u, 2u, ((select(select((_e245 | 2147483648u), ~(_e244), (_e244 >= 2147483648u)), 2147483648u, (_e245 == 0u)) == 2147483648u) && !(((bitcast<u32>(_e226) & 2147483647u) > 2139095040u)))), 1u, ((select(select((_e231 | 2147483648u), ~(_e230), (_e230 >= 2147483648u)), 2147483648u, (_e231 == 0u)) < 2147483648u) && !(((bitcast<u32>(_e226) & 2147483647u) > 2139095040u)))), 3u, ((bitcast<u32>(_e226) & 2147483647u) > 2139095040u));
    let _e264 = r[100];
    r[2].x = _e264.x;
    r[2].y = _e264.y;
    r[2].z = _e264.z;
    r[2].w = _e264.w;
    let _e275 = r[2];
    let _e291 = cc[0].x;
    let _e298 = cc[0].y;
    let _e304 = cc[0].z;
    let _e310 = cc[0].w;
    if (((53970u >> _e291) & 1u) != 0u) {
        r[2].x = ((_e275.x & 4294967295u) ^ 2147483648u);
    }
    if (((53970u >> _e298) & 1u) != 0u) {
        r[2].y = ((_e275.y & 4294967295u) ^ 2147483648u);
    }
    if (((53970u >> _e304) & 1u) != 0u) {
        r[2].z = ((_e275.z & 4294967295u) ^ 2147483648u);
    }
    if (((53970u >> _e310) & 1u) != 0u) {
        r[2].w = ((_e275.w & 4294967295u) ^ 2147483648u);
    }
    let _e321 = cc[0].x;
    let _e328 = cc[0].x;
    let _e334 = cc[0].x;
    let _e340 = cc[0].x;
    let _e347 = killed;
    killed = (_e347 || (((((17476u >> _e321) & 1u) != 0u) || (((17476u >> _e328) & 1u) != 0u)) || ((((17476u >> _e334) & 1u) != 0u) || (((17476u >> _e340) & 1u) != 0u))));
    let _e350 = r[2];
    r[0].x = _e350.x;
    r[0].y = _e350.y;
    r[0].z = _e350.z;
    r[0].w = _e350.w;
    let _e363 = r[0];
    outputs[((invocation * 1u) + 0u)] = _e363;
    let _e365 = killed;
    status[invocation] = (select(0u, 1u, _e365) | 0u);
    return;
}
