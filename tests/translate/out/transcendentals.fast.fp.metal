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
    metal::uint4 inner[10];
};
typedef metal::uint4 type_5[1];
typedef uint type_6[1];
struct type_8 {
    metal::uint4 inner[2];
};

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
    metal::uint4 _e7 = env.inner[9];
    shasm_opaque_zero = _e7.x;
    type_4 _e10 = env;
    r = _e10;
    metal::uint4 _e18 = inputs[(invocation * 6u) + 0u];
    r.inner[3] = _e18;
    metal::uint4 _e24 = inputs[(invocation * 6u) + 1u];
    r.inner[4] = _e24;
    metal::uint4 _e30 = inputs[(invocation * 6u) + 2u];
    r.inner[5] = _e30;
    metal::uint4 _e36 = inputs[(invocation * 6u) + 3u];
    r.inner[6] = _e36;
    metal::uint4 _e42 = inputs[(invocation * 6u) + 4u];
    r.inner[7] = _e42;
    metal::uint4 _e48 = inputs[(invocation * 6u) + 5u];
    r.inner[8] = _e48;
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e54 = metal::uint4(2u);
    cc = type_8 {{_e54, _e54}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e61 = r.inner[7];
    float _e71 = metal::sin(as_type<float>(_e61.x));
    r.inner[1].x = as_type<uint>(_e71);
    metal::uint4 _e79 = r.inner[7];
    float _e88 = metal::cos(as_type<float>(_e79.y));
    r.inner[1].y = as_type<uint>(_e88);
    metal::uint4 _e96 = r.inner[7];
    float _e105 = metal::exp2(as_type<float>(_e96.z));
    r.inner[1].z = as_type<uint>(_e105);
    metal::uint4 _e113 = r.inner[7];
    float _e122 = metal::log2(as_type<float>(_e113.w));
    r.inner[1].w = as_type<uint>(_e122);
    metal::uint4 _e130 = r.inner[8];
    float _e143 = metal::rsqrt(as_type<float>(as_type<uint>(as_type<float>(_e130.x)) & 2147483647u));
    r.inner[2].x = as_type<uint>(_e143);
    metal::uint4 _e151 = r.inner[8];
    metal::uint4 _e161 = r.inner[8];
    float _e166 = as_type<float>(_e161.z);
    float _e170 = metal::log2(as_type<float>(_e151.y));
    float _e191 = metal::exp2((((_e166 == 0.0) && (as_type<float>(as_type<uint>(_e170) & 2147483647u) == as_type<float>(2139095040u))) || ((_e170 == 0.0) && (as_type<float>(as_type<uint>(_e166) & 2147483647u) == as_type<float>(2139095040u)))) ? as_type<float>(2143289344u) : (_e166 * _e170));
    r.inner[2].y = as_type<uint>(_e191);
    metal::uint4 _e199 = r.inner[8];
    float _e209 = 1.0 / as_type<float>(_e199.w);
    r.inner[2].z = as_type<uint>(_e209);
    metal::uint4 _e217 = r.inner[1];
    metal::uint4 _e227 = r.inner[2];
    r.inner[0].x = as_type<uint>(as_type<float>(_e217.x) * as_type<float>(_e227.x));
    r.inner[0].y = as_type<uint>(as_type<float>(_e217.y) * as_type<float>(_e227.y));
    r.inner[0].z = as_type<uint>(as_type<float>(_e217.z) * as_type<float>(_e227.z));
    r.inner[0].w = as_type<uint>(as_type<float>(_e217.w) * as_type<float>(_e227.w));
    metal::uint4 _e252 = r.inner[0];
    outputs[(invocation * 1u) + 0u] = _e252;
    bool _e254 = killed;
    status[invocation] = (_e254 ? 1u : 0u) | 0u;
    return;
}
