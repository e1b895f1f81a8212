#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) readonly buffer type_4_block_0Compute { uvec4 _group_0_binding_0_cs[175]; };

layout(std430, binding = 1) readonly buffer type_5_block_1Compute { uvec4 _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_5_block_2Compute { uvec4 _group_0_binding_2_cs[]; };

layout(std430, binding = 3) buffer type_6_block_3Compute { uint _group_0_binding_3_cs[]; };


float f32ftz_input(float a) {
    uint _e2 = floatBitsToUint(a);
    return uintBitsToFloat((((_e2 & 2147483647u) < 8388608u) ? (_e2 & 2147483648u) : _e2));
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    uvec4 r[175] = uvec4[175](uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u), uvec4(0u));
    bool p0_ = false;
    bool p1_ = false;
    bool killed = false;
    uvec4 cc[2] = uvec4[2](uvec4(0u), uvec4(0u));
    uint steps = 0u;
    uint v0_ = 0u;
    uint invocation = id.x;
    if ((invocation >= uint(_group_0_binding_3_cs.length()))) {
        return;
    }
    uvec4 _e6[175] = _group_0_binding_0_cs;
    r = _e6;
    uvec4 _e14 = _group_0_binding_1_cs[((invocation * 12u) + 0u)];
    r[99] = _e14;
    uvec4 _e20 = _group_0_binding_1_cs[((invocation * 12u) + 1u)];
    r[100] = _e20;
    uvec4 _e26 = _group_0_binding_1_cs[((invocation * 12u) + 2u)];
    r[101] = _e26;
    uvec4 _e32 = _group_0_binding_1_cs[((invocation * 12u) + 3u)];
    r[102] = _e32;
    uvec4 _e38 = _group_0_binding_1_cs[((invocation * 12u) + 4u)];
    r[103] = _e38;
    uvec4 _e44 = _group_0_binding_1_cs[((invocation * 12u) + 5u)];
    r[104] = _e44;
    uvec4 _e50 = _group_0_binding_1_cs[((invocation * 12u) + 6u)];
    r[105] = _e50;
    uvec4 _e56 = _group_0_binding_1_cs[((invocation * 12u) + 7u)];
    r[106] = _e56;
    uvec4 _e62 = _group_0_binding_1_cs[((invocation * 12u) + 8u)];
    r[107] = _e62;
    uvec4 _e68 = _group_0_binding_1_cs[((invocation * 12u) + 9u)];
    r[108] = _e68;
    uvec4 _e74 = _group_0_binding_1_cs[((invocation * 12u) + 10u)];
    r[109] = _e74;
    uvec4 _e80 = _group_0_binding_1_cs[((invocation * 12u) + 11u)];
    r[110] = _e80;
    p0_ = false;
    p1_ = false;
    killed = false;
    uvec4 _e86 = uvec4(2u);
    cc = uvec4[2](_e86, _e86);
    steps = 0u;
    v0_ = 0u;
    uvec4 _e93 = r[103];
    r[97].x = _e93.x;
    r[97].y = _e93.y;
    r[97].z = _e93.z;
    r[97].w = _e93.w;
    float _e104 = f32ftz_input(uintBitsToFloat(_e93.x));
    uint _e111 = floatBitsToUint(_e104);
    uint _e112 = (_e111 & 2147483647u);
    uint _e126 = floatBitsToUint(_e104);
    uint _e127 = (_e126 & 2147483647u);
    cc[0].x = (((floatBitsToUint(_e104) & 2147483647u) > 2139095040u) ? 3u : (((((_e112 == 0u) ? 2147483648u : ((_e111 >= 2147483648u) ? ~(_e111) : (_e112 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e104) & 2147483647u) > 2139095040u))) ? 1u : (((((_e127 == 0u) ? 2147483648u : ((_e126 >= 2147483648u) ? ~(_e126) : (_e127 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e104) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    float _e146 = f32ftz_input(uintBitsToFloat(_e93.y));
    uint _e150 = floatBitsToUint(_e146);
    uint _e151 = (_e150 & 2147483647u);
    uint _e164 = floatBitsToUint(_e146);
    uint _e165 = (_e164 & 2147483647u);
    cc[0].y = (((floatBitsToUint(_e146) & 2147483647u) > 2139095040u) ? 3u : (((((_e151 == 0u) ? 2147483648u : ((_e150 >= 2147483648u) ? ~(_e150) : (_e151 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e146) & 2147483647u) > 2139095040u))) ? 1u : (((((_e165 == 0u) ? 2147483648u : ((_e164 >= 2147483648u) ? ~(_e164) : (_e165 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e146) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    float _e184 = f32ftz_input(uintBitsToFloat(_e93.z));
    uint _e188 = floatBitsToUint(_e184);
    uint _e189 = (_e188 & 2147483647u);
    uint _e202 = floatBitsToUint(_e184);
    uint _e203 = (_e202 & 2147483647u);
    cc[0].z = (((floatBitsToUint(_e184) & 2147483647u) > 2139095040u) ? 3u : (((((_e189 == 0u) ? 2147483648u : ((_e188 >= 2147483648u) ? ~(_e188) : (_e189 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e184) & 2147483647u) > 2139095040u))) ? 1u : (((((_e203 == 0u) ? 2147483648u : ((_e202 >= 2147483648u) ? ~(_e202) : (_e203 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e184) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    float _e222 = f32ftz_input(uintBitsToFloat(_e93.w));
    uint _e226 = floatBitsToUint(_e222);
    uint _e227 = (_e226 & 2147483647u);
    uint _e240 = floatBitsToUint(_e222);
    uint _e241 = (_e240 & 2147483647u);
    cc[0].w = (((floatBitsToUint(_e222) & 2147483647u) > 2139095040u) ? 3u : (((((_e227 == 0u) ? 2147483648u : ((_e226 >= 2147483648u) ? ~(_e226) : (_e227 | 2147483648u))) < 2147483648u) && !(((floatBitsToUint(_e222) & 2147483647u) > 2139095040u))) ? 1u : (((((_e241 == 0u) ? 2147483648u : ((_e240 >= 2147483648u) ? ~(_e240) : (_e241 | 2147483648u))) == 2147483648u) && !(((floatBitsToUint(_e222) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    uvec4 _e260 = r[100];
    r[2].x = _e260.x;
    r[2].y = _e260.y;
    r[2].z = _e260.z;
    r[2].w = _e260.w;
    uvec4 _e271 = r[2];
    uint _e287 = cc[0].x;
    uint _e294 = cc[0].y;
    uint _e300 = cc[0].z;
    uint _e306 = cc[0].w;
    if ((((53970u >> _e287) & 1u) != 0u)) {
        r[2].x = ((_e271.x & 4294967295u) ^ 2147483648u);
    }
    if ((((53970u >> _e294) & 1u) != 0u)) {
        r[2].y = ((_e271.y & 4294967295u) ^ 2147483648u);
    }
    if ((((53970u >> _e300) & 1u) != 0u)) {
        r[2].z = ((_e271.z & 4294967295u) ^ 2147483648u);
    }
    if ((((53970u >> _e306) & 1u) != 0u)) {
        r[2].w = ((_e271.w & 4294967295u) ^ 2147483648u);
    }
    uint _e317 = cc[0].x;
    uint _e324 = cc[0].x;
    uint _e330 = cc[0].x;
    uint _e336 = cc[0].x;
    bool _e343 = killed;
    killed = (_e343 || (((((17476u >> _e317) & 1u) != 0u) || (((17476u >> _e324) & 1u) != 0u)) || ((((17476u >> _e330) & 1u) != 0u) || (((17476u >> _e336) & 1u) != 0u))));
    uvec4 _e346 = r[2];
    r[0].x = _e346.x;
    r[0].y = _e346.y;
    r[0].z = _e346.z;
    r[0].w = _e346.w;
    uvec4 _e359 = r[0];
    _group_0_binding_2_cs[((invocation * 1u) + 0u)] = _e359;
    bool _e361 = killed;
    _group_0_binding_3_cs[invocation] = ((_e361 ? 1u : 0u) | 0u);
    return;
}

