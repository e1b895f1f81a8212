struct FragmentOutput {
    @location(0) colour: vec4<f32>,
}

var<private> shasm_opaque_zero: u32;
@group(0) @binding(0) 
var<uniform> env: array<vec4<u32>, 15>;
@group(0) @binding(1) 
var texture0_2d: texture_2d<f32>;
@group(0) @binding(2) 
var sampler0_2d: sampler;
@group(0) @binding(3) 
var texture1_2d: texture_2d<f32>;
@group(0) @binding(4) 
var sampler1_2d: sampler;
@group(0) @binding(5) 
var texture2_cube: texture_cube<f32>;
@group(0) @binding(6) 
var sampler2_cube: sampler;
@group(0) @binding(7) 
var texture3_shadow2d: texture_depth_2d;
@group(0) @binding(8) 
var sampler3_shadow2d: sampler_comparison;

@fragment 
fn main(@location(8) uv: vec4<f32>, @location(9) toLight: vec4<f32>, @location(10) shadowPos: vec4<f32>) -> FragmentOutput {
    var r: array<vec4<u32>, 15>;
    var p0_: bool;
    var p1_: bool;
    var killed: bool;
    var cc: array<vec4<u32>, 2>;
    var steps: u32;
    var v0_: u32;

    let _e5 = env[14];
    shasm_opaque_zero = _e5.x;
    let _e8 = env;
    r = _e8;
    r[9] = bitcast<vec4<u32>>(uv);
    r[10] = bitcast<vec4<u32>>(toLight);
    r[11] = bitcast<vec4<u32>>(shadowPos);
    p0_ = false;
    p1_ = false;
    killed = false;
    let _e21 = vec4(2u);
    cc = array<vec4<u32>, 2>(_e21, _e21);
    steps = 0u;
    v0_ = 0u;
    let _e28 = r[9];
    let _e41 = textureSample(texture0_2d, sampler0_2d, vec2<f32>(bitcast<f32>(_e28.x), bitcast<f32>(_e28.y)));
    r[1].x = bitcast<u32>(_e41.x);
    r[1].y = bitcast<u32>(_e41.y);
    r[1].z = bitcast<u32>(_e41.z);
    r[1].w = bitcast<u32>(_e41.w);
    let _e56 = r[9];
    let _e68 = textureSampleBias(texture1_2d, sampler1_2d, vec2<f32>(bitcast<f32>(_e56.x), bitcast<f32>(_e56.y)), bitcast<f32>(_e56.w));
    r[2].x = bitcast<u32>(_e68.x);
    r[2].y = bitcast<u32>(_e68.y);
    r[2].z = bitcast<u32>(_e68.z);
    r[2].w = bitcast<u32>(_e68.w);
    let _e83 = r[10];
    let _e95 = textureSample(texture2_cube, sampler2_cube, vec3<f32>(bitcast<f32>(_e83.x), bitcast<f32>(_e83.y), bitcast<f32>(_e83.z)));
    r[3].x = bitcast<u32>(_e95.x);
    r[3].y = bitcast<u32>(_e95.y);
    r[3].z = bitcast<u32>(_e95.z);
    r[3].w = bitcast<u32>(_e95.w);
    let _e110 = r[11];
    let _e118 = bitcast<f32>(_e110.w);
    let _e125 = textureSampleCompare(texture3_shadow2d, sampler3_shadow2d, vec2<f32>((bitcast<f32>(_e110.x) / _e118), (bitcast<f32>(_e110.y) / _e118)), (bitcast<f32>(_e110.z) / _e118));
    r[4].x = bitcast<u32>(_e125);
    r[4].y = bitcast<u32>(_e125);
    r[4].z = bitcast<u32>(_e125);
    r[4].w = bitcast<u32>(1f);
    let _e137 = r[1];
    let _e147 = r[12];
    let _e157 = r[13];
    r[1].x = bitcast<u32>(((bitcast<f32>(_e137.x) * bitcast<f32>(_e147.x)) + bitcast<f32>(((_e157.x & 4294967295u) ^ 2147483648u))));
    r[1].y = bitcast<u32>(((bitcast<f32>(_e137.y) * bitcast<f32>(_e147.y)) + bitcast<f32>(((_e157.y & 4294967295u) ^ 2147483648u))));
    r[1].z = bitcast<u32>(((bitcast<f32>(_e137.z) * bitcast<f32>(_e147.z)) + bitcast<f32>(((_e157.z & 4294967295u) ^ 2147483648u))));
    r[1].w = bitcast<u32>(((bitcast<f32>(_e137.w) * bitcast<f32>(_e147.w)) + bitcast<f32>(((_e157.w & 4294967295u) ^ 2147483648u))));
    let _e194 = r[3];
    let _e204 = r[12];
    let _e214 = r[13];
    r[3].x = bitcast<u32>(((bitcast<f32>(_e194.x) * bitcast<f32>(_e204.x)) + bitcast<f32>(((_e214.x & 4294967295u) ^ 2147483648u))));
    r[3].y = bitcast<u32>(((bitcast<f32>(_e194.y) * bitcast<f32>(_e204.y)) + bitcast<f32>(((_e214.y & 4294967295u) ^ 2147483648u))));
    r[3].z = bitcast<u32>(((bitcast<f32>(_e194.z) * bitcast<f32>(_e204.z)) + bitcast<f32>(((_e214.z & 4294967295u) ^ 2147483648u))));
    r[3].w = bitcast<u32>(((bitcast<f32>(_e194.w) * bitcast<f32>(_e204.w)) + bitcast<f32>(((_e214.w & 4294967295u) ^ 2147483648u))));
    let _e249 = r[1];
    let _e259 = r[3];
    let _e272 = (((bitcast<f32>(_e249.x) * bitcast<f32>(_e259.x)) + (bitcast<f32>(_e249.y) * bitcast<f32>(_e259.y))) + (bitcast<f32>(_e249.z) * bitcast<f32>(_e259.z)));
    r[1].x = bitcast<u32>(select(select(_e272, 1f, (_e272 > 1f)), 0f, (_e272 < 0f)));
    let _e296 = r[2];
    let _e306 = r[1];
    r[2].x = bitcast<u32>((bitcast<f32>(_e296.x) * bitcast<f32>(_e306.x)));
    r[2].y = bitcast<u32>((bitcast<f32>(_e296.y) * bitcast<f32>(_e306.x)));
    r[2].z = bitcast<u32>((bitcast<f32>(_e296.z) * bitcast<f32>(_e306.x)));
    r[2].w = bitcast<u32>((bitcast<f32>(_e296.w) * bitcast<f32>(_e306.x)));
    let _e329 = r[2];
    let _e339 = r[4];
    r[0].x = bitcast<u32>((bitcast<f32>(_e329.x) * bitcast<f32>(_e339.x)));
    r[0].y = bitcast<u32>((bitcast<f32>(_e329.y) * bitcast<f32>(_e339.y)));
    r[0].z = bitcast<u32>((bitcast<f32>(_e329.z) * bitcast<f32>(_e339.z)));
    r[0].w = bitcast<u32>((bitcast<f32>(_e329.w) * bitcast<f32>(_e339.w)));
    let _e362 = r[0];
    return FragmentOutput(bitcast<vec4<f32>>(_e362));
}
