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
    metal::uint4 inner[9];
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
    metal::uint4 _e14 = inputs[(invocation * 6u) + 0u];
    r.inner[3] = _e14;
    metal::uint4 _e20 = inputs[(invocation * 6u) + 1u];
    r.inner[4] = _e20;
    metal::uint4 _e26 = inputs[(invocation * 6u) + 2u];
    r.inner[5] = _e26;
    metal::uint4 _e32 = inputs[(invocation * 6u) + 3u];
    r.inner[6] = _e32;
    metal::uint4 _e38 = inputs[(invocation * 6u) + 4u];
    r.inner[7] = _e38;
    metal::uint4 _e44 = inputs[(invocation * 6u) + 5u];
    r.inner[8] = _e44;
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e50 = metal::uint4(2u);
    cc = type_8 {{_e50, _e50}};
    v0_ = 0u;
    metal::uint4 _e56 = r.inner[7];
    float _e66 = metal::sin(as_type<float>(_e56.x));
    r.inner[1].x = as_type<uint>(_e66);
    metal::uint4 _e74 = r.inner[7];
    float _e83 = metal::cos(as_type<float>(_e74.y));
    r.inner[1].y = as_type<uint>(_e83);
    metal::uint4 _e91 = r.inner[7];
    float _e100 = metal::exp2(as_type<float>(_e91.z));
    r.inner[1].z = as_type<uint>(_e100);
    metal::uint4 _e108 = r.inner[7];
    float _e117 = metal::log2(as_type<float>(_e108.w));
    r.inner[1].w = as_type<uint>(_e117);
    metal::uint4 _e125 = r.inner[8];
    float _e138 = metal::rsqrt(as_type<float>(as_type<uint>(as_type<float>(_e125.x)) & 2147483647u));
    r.inner[2].x = as_type<uint>(_e138);
    metal::uint4 _e146 = r.inner[8];
    metal::uint4 _e156 = r.inner[8];
    float _e161 = as_type<float>(_e156.z);
    float _e165 = metal::log2(as_type<float>(_e146.y));
    float _e186 = metal::exp2((((_e161 == 0.0) && (as_type<float>(as_type<uint>(_e165) & 2147483647u) == as_type<float>(2139095040u))) || ((_e165 == 0.0) && (as_type<float>(as_type<uint>(_e161) & 2147483647u) == as_type<float>(2139095040u)))) ? as_type<float>(2143289344u) : (_e161 * _e165));
    r.inner[2].y = as_type<uint>(_e186);
    metal::uint4 _e194 = r.inner[8];
    float _e204 = 1.0 / as_type<float>(_e194.w);
    r.inner[2].z = as_type<uint>(_e204);
    metal::uint4 _e212 = r.inner[1];
    metal::uint4 _e222 = r.inner[2];
    r.inner[0].x = as_type<uint>(as_type<float>(_e212.x) * as_type<float>(_e222.x));
    r.inner[0].y = as_type<uint>(as_type<float>(_e212.y) * as_type<float>(_e222.y));
    r.inner[0].z = as_type<uint>(as_type<float>(_e212.z) * as_type<float>(_e222.z));
    r.inner[0].w = as_type<uint>(as_type<float>(_e212.w) * as_type<float>(_e222.w));
    metal::uint4 _e247 = r.inner[0];
    outputs[(invocation * 1u) + 0u] = _e247;
    bool _e249 = killed;
    status[invocation] = (_e249 ? 1u : 0u) | 0u;
    return;
}
