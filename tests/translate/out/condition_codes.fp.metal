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
    v0_ = 0u;
    metal::uint4 _e92 = r.inner[103];
    r.inner[97].x = _e92.x;
    r.inner[97].y = _e92.y;
    r.inner[97].z = _e92.z;
    r.inner[97].w = _e92.w;
    float _e103 = f32ftz_input(as_type<float>(_e92.x));
    uint _e110 = as_type<uint>(_e103);
    uint _e111 = _e110 & 2147483647u;
    uint _e125 = as_type<uint>(_e103);
    uint _e126 = _e125 & 2147483647u;
    cc.inner[0].x = ((as_type<uint>(_e103) & 2147483647u) > 2139095040u) ? 3u : (((((_e111 == 0u) ? 2147483648u : ((_e110 >= 2147483648u) ? ~(_e110) : (_e111 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e103) & 2147483647u) > 2139095040u))) ? 1u : (((((_e126 == 0u) ? 2147483648u : ((_e125 >= 2147483648u) ? ~(_e125) : (_e126 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e103) & 2147483647u) > 2139095040u))) ? 2u : 0u));
    float _e145 = f32ftz_input(as_type<float>(_e92.y));
    uint _e149 = as_type<uint>(_e145);
    uint _e150 = _e149 & 2147483647u;
    uint _e163 = as_type<uint>(_e145);
    uint _e164 = _e163 & 2147483647u;
    cc.inner[0].y = ((as_type<uint>(_e145) & 2147483647u) > 2139095040u) ? 3u : (((((_e150 == 0u) ? 2147483648u : ((_e149 >= 2147483648u) ? ~(_e149) : (_e150 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e145) & 2147483647u) > 2139095040u))) ? 1u : (((((_e164 == 0u) ? 2147483648u : ((_e163 >= 2147483648u) ? ~(_e163) : (_e164 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e145) & 2147483647u) > 2139095040u))) ? 2u : 0u));
    float _e183 = f32ftz_input(as_type<float>(_e92.z));
    uint _e187 = as_type<uint>(_e183);
    uint _e188 = _e187 & 2147483647u;
    uint _e201 = as_type<uint>(_e183);
    uint _e202 = _e201 & 2147483647u;
    cc.inner[0].z = ((as_type<uint>(_e183) & 2147483647u) > 2139095040u) ? 3u : (((((_e188 == 0u) ? 2147483648u : ((_e187 >= 2147483648u) ? ~(_e187) : (_e188 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e183) & 2147483647u) > 2139095040u))) ? 1u : (((((_e202 == 0u) ? 2147483648u : ((_e201 >= 2147483648u) ? ~(_e201) : (_e202 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e183) & 2147483647u) > 2139095040u))) ? 2u : 0u));
    float _e221 = f32ftz_input(as_type<float>(_e92.w));
    uint _e225 = as_type<uint>(_e221);
    uint _e226 = _e225 & 2147483647u;
    uint _e239 = as_type<uint>(_e221);
    uint _e240 = _e239 & 2147483647u;
    cc.inner[0].w = ((as_type<uint>(_e221) & 2147483647u) > 2139095040u) ? 3u : (((((_e226 == 0u) ? 2147483648u : ((_e225 >= 2147483648u) ? ~(_e225) : (_e226 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e221) & 2147483647u) > 2139095040u))) ? 1u : (((((_e240 == 0u) ? 2147483648u : ((_e239 >= 2147483648u) ? ~(_e239) : (_e240 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e221) & 2147483647u) > 2139095040u))) ? 2u : 0u));
    metal::uint4 _e259 = r.inner[100];
    r.inner[2].x = _e259.x;
    r.inner[2].y = _e259.y;
    r.inner[2].z = _e259.z;
    r.inner[2].w = _e259.w;
    metal::uint4 _e270 = r.inner[2];
    uint _e286 = cc.inner[0].x;
    uint _e293 = cc.inner[0].y;
    uint _e299 = cc.inner[0].z;
    uint _e305 = cc.inner[0].w;
    if (((53970u >> _e286) & 1u) != 0u) {
        r.inner[2].x = (_e270.x & 4294967295u) ^ 2147483648u;
    }
    if (((53970u >> _e293) & 1u) != 0u) {
        r.inner[2].y = (_e270.y & 4294967295u) ^ 2147483648u;
    }
    if (((53970u >> _e299) & 1u) != 0u) {
        r.inner[2].z = (_e270.z & 4294967295u) ^ 2147483648u;
    }
    if (((53970u >> _e305) & 1u) != 0u) {
        r.inner[2].w = (_e270.w & 4294967295u) ^ 2147483648u;
    }
    uint _e316 = cc.inner[0].x;
    uint _e323 = cc.inner[0].x;
    uint _e329 = cc.inner[0].x;
    uint _e335 = cc.inner[0].x;
    bool _e342 = killed;
    killed = _e342 || (((((17476u >> _e316) & 1u) != 0u) || (((17476u >> _e323) & 1u) != 0u)) || ((((17476u >> _e329) & 1u) != 0u) || (((17476u >> _e335) & 1u) != 0u)));
    metal::uint4 _e345 = r.inner[2];
    r.inner[0].x = _e345.x;
    r.inner[0].y = _e345.y;
    r.inner[0].z = _e345.z;
    r.inner[0].w = _e345.w;
    metal::uint4 _e358 = r.inner[0];
    outputs[(invocation * 1u) + 0u] = _e358;
    bool _e360 = killed;
    status[invocation] = (_e360 ? 1u : 0u) | 0u;
    return;
}
