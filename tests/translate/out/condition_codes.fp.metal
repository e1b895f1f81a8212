// language: metal1.0
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
    uint size2;
    uint size3;
};

struct type_4 {
    metal::uint4 inner[175];
};
typedef metal::uint4 type_5[1];
typedef uint type_6[1];
struct type_8 {
    metal::uint4 inner[2];
};

float f32ftz_input(
    float a
) {
    uint _e2 = as_type<uint>(a);
    return as_type<float>(((_e2 & 2147483647u) < 8388608u) ? (_e2 & 2147483648u) : _e2);
}

struct main_Input {
};
kernel void main_(
  metal::uint3 id [[thread_position_in_grid]]
, device type_4 const& env [[user(fake0)]]
, device type_5 const& inputs [[user(fake0)]]
, device type_5& outputs [[user(fake0)]]
, device type_6& status [[user(fake0)]]
, constant _mslBufferSizes& _buffer_sizes [[user(fake0)]]
) {
    type_4 r = {};
    bool p0_ = {};
    bool p1_ = {};
    bool killed = {};
    type_8 cc = {};
    uint steps = {};
    uint v0_ = {};
    uint invocation = id.x;
    if (invocation >= (1 + (_buffer_sizes.size3 - 0 - 4) / 4)) {
        return;
    }
    type_4 _e6 = env;
    r = _e6;
    metal::uint4 _e14 = inputs[(invocation * 12u) + 0u];
    r.inner[99] = _e14;
    metal::uint4 _e20 = inputs[(invocation * 12u) + 1u];
    r.inner[100] = _e20;
    metal::uint4 _e26 = inputs[(invocation * 12u) + 2u];
    r.inner[101] = _e26;
    metal::uint4 _e32 = inputs[(invocation * 12u) + 3u];
    r.inner[102] = _e32;
    metal::uint4 _e38 = inputs[(invocation * 12u) + 4u];
    r.inner[103] = _e38;
    metal::uint4 _e44 = inputs[(invocation * 12u) + 5u];
    r.inner[104] = _e44;
    metal::uint4 _e50 = inputs[(invocation * 12u) + 6u];
    r.inner[105] = _e50;
    metal::uint4 _e56 = inputs[(invocation * 12u) + 7u];
    r.inner[106] = _e56;
    metal::uint4 _e62 = inputs[(invocation * 12u) + 8u];
    r.inner[107] = _e62;
    metal::uint4 _e68 = inputs[(invocation * 12u) + 9u];
    r.inner[108] = _e68;
    metal::uint4 _e74 = inputs[(invocation * 12u) + 10u];
    r.inner[109] = _e74;
    metal::uint4 _e80 = inputs[(invocation * 12u) + 11u];
    r.inner[110] = _e80;
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e86 = metal::uint4(2u);
    cc = type_8 {{_e86, _e86}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e93 = r.inner[103];
    r.inner[97].x = _e93.x;
    r.inner[97].y = _e93.y;
    r.inner[97].z = _e93.z;
    r.inner[97].w = _e93.w;
    float _e104 = f32ftz_input(as_type<float>(_e93.x));
    uint _e111 = as_type<uint>(_e104);
    uint _e112 = _e111 & 2147483647u;
    uint _e126 = as_type<uint>(_e104);
    uint _e127 = _e126 & 2147483647u;
    cc.inner[0].x = ((as_type<uint>(_e104) & 2147483647u) > 2139095040u) ? 3u : (((((_e112 == 0u) ? 2147483648u : ((_e111 >= 2147483648u) ? ~(_e111) : (_e112 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e104) & 2147483647u) > 2139095040u))) ? 1u : (((((_e127 == 0u) ? 2147483648u : ((_e126 >= 2147483648u) ? ~(_e126) : (_e127 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e104) & 2147483647u) > 2139095040u))) ? 2u : 0u));
    float _e146 = f32ftz_input(as_type<float>(_e93.y));
    uint _e150 = as_type<uint>(_e146);
    uint _e151 = _e150 & 2147483647u;
    uint _e164 = as_type<uint>(_e146);
    uint _e165 = _e164 & 2147483647u;
    cc.inner[0].y = ((as_type<uint>(_e146) & 2147483647u) > 2139095040u) ? 3u : (((((_e151 == 0u) ? 2147483648u : ((_e150 >= 2147483648u) ? ~(_e150) : (_e151 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e146) & 2147483647u) > 2139095040u))) ? 1u : (((((_e165 == 0u) ? 2147483648u : ((_e164 >= 2147483648u) ? ~(_e164) : (_e165 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e146) & 2147483647u) > 2139095040u))) ? 2u : 0u));
    float _e184 = f32ftz_input(as_type<float>(_e93.z));
    uint _e188 = as_type<uint>(_e184);
    uint _e189 = _e188 & 2147483647u;
    uint _e202 = as_type<uint>(_e184);
    uint _e203 = _e202 & 2147483647u;
    cc.inner[0].z = ((as_type<uint>(_e184) & 2147483647u) > 2139095040u) ? 3u : (((((_e189 == 0u) ? 2147483648u : ((_e188 >= 2147483648u) ? ~(_e188) : (_e189 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e184) & 2147483647u) > 2139095040u))) ? 1u : (((((_e203 == 0u) ? 2147483648u : ((_e202 >= 2147483648u) ? ~(_e202) : (_e203 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e184) & 2147483647u) > 2139095040u))) ? 2u : 0u));
    float _e222 = f32ftz_input(as_type<float>(_e93.w));
    uint _e226 = as_type<uint>(_e222);
    uint _e227 = _e226 & 2147483647u;
    uint _e240 = as_type<uint>(_e222);
    uint _e241 = _e240 & 2147483647u;
    cc.inner[0].w = ((as_type<uint>(_e222) & 2147483647u) > 2139095040u) ? 3u : (((((_e227 == 0u) ? 2147483648u : ((_e226 >= 2147483648u) ? ~(_e226) : (_e227 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e222) & 2147483647u) > 2139095040u))) ? 1u : (((((_e241 == 0u) ? 2147483648u : ((_e240 >= 2147483648u) ? ~(_e240) : (_e241 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e222) & 2147483647u) > 2139095040u))) ? 2u : 0u));
    metal::uint4 _e260 = r.inner[100];
    r.inner[2].x = _e260.x;
    r.inner[2].y = _e260.y;
    r.inner[2].z = _e260.z;
    r.inner[2].w = _e260.w;
    metal::uint4 _e271 = r.inner[2];
    uint _e287 = cc.inner[0].x;
    uint _e294 = cc.inner[0].y;
    uint _e300 = cc.inner[0].z;
    uint _e306 = cc.inner[0].w;
    if (((53970u >> _e287) & 1u) != 0u) {
        r.inner[2].x = (_e271.x & 4294967295u) ^ 2147483648u;
    }
    if (((53970u >> _e294) & 1u) != 0u) {
        r.inner[2].y = (_e271.y & 4294967295u) ^ 2147483648u;
    }
    if (((53970u >> _e300) & 1u) != 0u) {
        r.inner[2].z = (_e271.z & 4294967295u) ^ 2147483648u;
    }
    if (((53970u >> _e306) & 1u) != 0u) {
        r.inner[2].w = (_e271.w & 4294967295u) ^ 2147483648u;
    }
    uint _e317 = cc.inner[0].x;
    uint _e324 = cc.inner[0].x;
    uint _e330 = cc.inner[0].x;
    uint _e336 = cc.inner[0].x;
    bool _e343 = killed;
    killed = _e343 || (((((17476u >> _e317) & 1u) != 0u) || (((17476u >> _e324) & 1u) != 0u)) || ((((17476u >> _e330) & 1u) != 0u) || (((17476u >> _e336) & 1u) != 0u)));
    metal::uint4 _e346 = r.inner[2];
    r.inner[0].x = _e346.x;
    r.inner[0].y = _e346.y;
    r.inner[0].z = _e346.z;
    r.inner[0].w = _e346.w;
    metal::uint4 _e359 = r.inner[0];
    outputs[(invocation * 1u) + 0u] = _e359;
    bool _e361 = killed;
    status[invocation] = (_e361 ? 1u : 0u) | 0u;
    return;
}
