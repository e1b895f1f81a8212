// language: metal1.0
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size2;
    uint size3;
    uint size4;
};

struct type_4 {
    metal::uint4 inner[176];
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
    uint shasm_opaque_zero = {};
    type_4 r = {};
    bool p0_ = {};
    bool p1_ = {};
    bool killed = {};
    type_8 cc = {};
    uint steps = {};
    uint v0_ = {};
    uint invocation = id.x;
    if (invocation >= (1 + (_buffer_sizes.size4 - 0 - 4) / 4)) {
        return;
    }
    metal::uint4 _e7 = env.inner[175];
    shasm_opaque_zero = _e7.x;
    type_4 _e10 = env;
    r = _e10;
    metal::uint4 _e18 = inputs[(invocation * 12u) + 0u];
    r.inner[99] = _e18;
    metal::uint4 _e24 = inputs[(invocation * 12u) + 1u];
    r.inner[100] = _e24;
    metal::uint4 _e30 = inputs[(invocation * 12u) + 2u];
    r.inner[101] = _e30;
    metal::uint4 _e36 = inputs[(invocation * 12u) + 3u];
    r.inner[102] = _e36;
    metal::uint4 _e42 = inputs[(invocation * 12u) + 4u];
    r.inner[103] = _e42;
    metal::uint4 _e48 = inputs[(invocation * 12u) + 5u];
    r.inner[104] = _e48;
    metal::uint4 _e54 = inputs[(invocation * 12u) + 6u];
    r.inner[105] = _e54;
    metal::uint4 _e60 = inputs[(invocation * 12u) + 7u];
    r.inner[106] = _e60;
    metal::uint4 _e66 = inputs[(invocation * 12u) + 8u];
    r.inner[107] = _e66;
    metal::uint4 _e72 = inputs[(invocation * 12u) + 9u];
    r.inner[108] = _e72;
    metal::uint4 _e78 = inputs[(invocation * 12u) + 10u];
    r.inner[109] = _e78;
    metal::uint4 _e84 = inputs[(invocation * 12u) + 11u];
    r.inner[110] = _e84;
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e90 = metal::uint4(2u);
    cc = type_8 {{_e90, _e90}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e97 = r.inner[103];
    r.inner[97].x = _e97.x;
    r.inner[97].y = _e97.y;
    r.inner[97].z = _e97.z;
    r.inner[97].w = _e97.w;
    float _e108 = f32ftz_input(as_type<float>(_e97.x));
    uint _e115 = as_type<uint>(_e108);
    uint _e116 = _e115 & 2147483647u;
    uint _e130 = as_type<uint>(_e108);
    uint _e131 = _e130 & 2147483647u;
    cc.inner[0].x = ((as_type<uint>(_e108) & 2147483647u) > 2139095040u) ? 3u : (((((_e116 == 0u) ? 2147483648u : ((_e115 >= 2147483648u) ? ~(_e115) : (_e116 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e108) & 2147483647u) > 2139095040u))) ? 1u : (((((_e131 == 0u) ? 2147483648u : ((_e130 >= 2147483648u) ? ~(_e130) : (_e131 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e108) & 2147483647u) > 2139095040u))) ? 2u : 0u));
    float _e150 = f32ftz_input(as_type<float>(_e97.y));
    uint _e154 = as_type<uint>(_e150);
    uint _e155 = _e154 & 2147483647u;
    uint _e168 = as_type<uint>(_e150);
    uint _e169 = _e168 & 2147483647u;
    cc.inner[0].y = ((as_type<uint>(_e150) & 2147483647u) > 2139095040u) ? 3u : (((((_e155 == 0u) ? 2147483648u : ((_e154 >= 2147483648u) ? ~(_e154) : (_e155 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e150) & 2147483647u) > 2139095040u))) ? 1u : (((((_e169 == 0u) ? 2147483648u : ((_e168 >= 2147483648u) ? ~(_e168) : (_e169 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e150) & 2147483647u) > 2139095040u))) ? 2u : 0u));
    float _e188 = f32ftz_input(as_type<float>(_e97.z));
    uint _e192 = as_type<uint>(_e188);
    uint _e193 = _e192 & 2147483647u;
    uint _e206 = as_type<uint>(_e188);
    uint _e207 = _e206 & 2147483647u;
    cc.inner[0].z = ((as_type<uint>(_e188) & 2147483647u) > 2139095040u) ? 3u : (((((_e193 == 0u) ? 2147483648u : ((_e192 >= 2147483648u) ? ~(_e192) : (_e193 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e188) & 2147483647u) > 2139095040u))) ? 1u : (((((_e207 == 0u) ? 2147483648u : ((_e206 >= 2147483648u) ? ~(_e206) : (_e207 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e188) & 2147483647u) > 2139095040u))) ? 2u : 0u));
    float _e226 = f32ftz_input(as_type<float>(_e97.w));
    uint _e230 = as_type<uint>(_e226);
    uint _e231 = _e230 & 2147483647u;
    uint _e244 = as_type<uint>(_e226);
    uint _e245 = _e244 & 2147483647u;
    cc.inner[0].w = ((as_type<uint>(_e226) & 2147483647u) > 2139095040u) ? 3u : (((((_e231 == 0u) ? 2147483648u : ((_e230 >= 2147483648u) ? ~(_e230) : (_e231 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e226) & 2147483647u) > 2139095040u))) ? 1u : (((((_e245 == 0u) ? 2147483648u : ((_e244 >= 2147483648u) ? ~(_e244) : (_e245 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e226) & 2147483647u) > 2139095040u))) ? 2u : 0u));
    metal::uint4 _e264 = r.inner[100];
    r.inner[2].x = _e264.x;
    r.inner[2].y = _e264.y;
    r.inner[2].z = _e264.z;
    r.inner[2].w = _e264.w;
    metal::uint4 _e275 = r.inner[2];
    uint _e291 = cc.inner[0].x;
    uint _e298 = cc.inner[0].y;
    uint _e304 = cc.inner[0].z;
    uint _e310 = cc.inner[0].w;
    if (((53970u >> _e291) & 1u) != 0u) {
        r.inner[2].x = (_e275.x & 4294967295u) ^ 2147483648u;
    }
    if (((53970u >> _e298) & 1u) != 0u) {
        r.inner[2].y = (_e275.y & 4294967295u) ^ 2147483648u;
    }
    if (((53970u >> _e304) & 1u) != 0u) {
        r.inner[2].z = (_e275.z & 4294967295u) ^ 2147483648u;
    }
    if (((53970u >> _e310) & 1u) != 0u) {
        r.inner[2].w = (_e275.w & 4294967295u) ^ 2147483648u;
    }
    uint _e321 = cc.inner[0].x;
    uint _e328 = cc.inner[0].x;
    uint _e334 = cc.inner[0].x;
    uint _e340 = cc.inner[0].x;
    bool _e347 = killed;
    killed = _e347 || (((((17476u >> _e321) & 1u) != 0u) || (((17476u >> _e328) & 1u) != 0u)) || ((((17476u >> _e334) & 1u) != 0u) || (((17476u >> _e340) & 1u) != 0u)));
    metal::uint4 _e350 = r.inner[2];
    r.inner[0].x = _e350.x;
    r.inner[0].y = _e350.y;
    r.inner[0].z = _e350.z;
    r.inner[0].w = _e350.w;
    metal::uint4 _e363 = r.inner[0];
    outputs[(invocation * 1u) + 0u] = _e363;
    bool _e365 = killed;
    status[invocation] = (_e365 ? 1u : 0u) | 0u;
    return;
}
