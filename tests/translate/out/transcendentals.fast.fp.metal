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
    v0_ = 0u;
    metal::uint4 _e53 = r.inner[7];
    float _e63 = metal::sin(as_type<float>(_e53.x));
    r.inner[1].x = as_type<uint>(_e63);
    metal::uint4 _e71 = r.inner[7];
    float _e80 = metal::cos(as_type<float>(_e71.y));
    r.inner[1].y = as_type<uint>(_e80);
    metal::uint4 _e88 = r.inner[7];
    float _e97 = metal::exp2(as_type<float>(_e88.z));
    r.inner[1].z = as_type<uint>(_e97);
    metal::uint4 _e105 = r.inner[7];
    float _e114 = metal::log2(as_type<float>(_e105.w));
    r.inner[1].w = as_type<uint>(_e114);
    metal::uint4 _e122 = r.inner[8];
    float _e135 = metal::rsqrt(as_type<float>(as_type<uint>(as_type<float>(_e122.x)) & 2147483647u));
    r.inner[2].x = as_type<uint>(_e135);
    metal::uint4 _e143 = r.inner[8];
    metal::uint4 _e153 = r.inner[8];
    float _e158 = as_type<float>(_e153.z);
    float _e162 = metal::log2(as_type<float>(_e143.y));
    float _e183 = metal::exp2((((_e158 == 0.0) && (as_type<float>(as_type<uint>(_e162) & 2147483647u) == as_type<float>(2139095040u))) || ((_e162 == 0.0) && (as_type<float>(as_type<uint>(_e158) & 2147483647u) == as_type<float>(2139095040u)))) ? as_type<float>(2143289344u) : (_e158 * _e162));
    r.inner[2].y = as_type<uint>(_e183);
    metal::uint4 _e191 = r.inner[8];
    float _e201 = 1.0 / as_type<float>(_e191.w);
    r.inner[2].z = as_type<uint>(_e201);
    metal::uint4 _e209 = r.inner[1];
    metal::uint4 _e219 = r.inner[2];
    r.inner[0].x = as_type<uint>(as_type<float>(_e209.x) * as_type<float>(_e219.x));
    r.inner[0].y = as_type<uint>(as_type<float>(_e209.y) * as_type<float>(_e219.y));
    r.inner[0].z = as_type<uint>(as_type<float>(_e209.z) * as_type<float>(_e219.z));
    r.inner[0].w = as_type<uint>(as_type<float>(_e209.w) * as_type<float>(_e219.w));
    metal::uint4 _e244 = r.inner[0];
    outputs[(invocation * 1u) + 0u] = _e244;
    bool _e246 = killed;
    status[invocation] = (_e246 ? 1u : 0u) | 0u;
    return;
}
