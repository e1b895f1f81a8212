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
    uint steps = {};
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
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e57 = r.inner[7];
    float _e67 = metal::sin(as_type<float>(_e57.x));
    r.inner[1].x = as_type<uint>(_e67);
    metal::uint4 _e75 = r.inner[7];
    float _e84 = metal::cos(as_type<float>(_e75.y));
    r.inner[1].y = as_type<uint>(_e84);
    metal::uint4 _e92 = r.inner[7];
    float _e101 = metal::exp2(as_type<float>(_e92.z));
    r.inner[1].z = as_type<uint>(_e101);
    metal::uint4 _e109 = r.inner[7];
    float _e118 = metal::log2(as_type<float>(_e109.w));
    r.inner[1].w = as_type<uint>(_e118);
    metal::uint4 _e126 = r.inner[8];
    float _e139 = metal::rsqrt(as_type<float>(as_type<uint>(as_type<float>(_e126.x)) & 2147483647u));
    r.inner[2].x = as_type<uint>(_e139);
    metal::uint4 _e147 = r.inner[8];
    metal::uint4 _e157 = r.inner[8];
    float _e162 = as_type<float>(_e157.z);
    float _e166 = metal::log2(as_type<float>(_e147.y));
    float _e187 = metal::exp2((((_e162 == 0.0) && (as_type<float>(as_type<uint>(_e166) & 2147483647u) == as_type<float>(2139095040u))) || ((_e166 == 0.0) && (as_type<float>(as_type<uint>(_e162) & 2147483647u) == as_type<float>(2139095040u)))) ? as_type<float>(2143289344u) : (_e162 * _e166));
    r.inner[2].y = as_type<uint>(_e187);
    metal::uint4 _e195 = r.inner[8];
    float _e205 = 1.0 / as_type<float>(_e195.w);
    r.inner[2].z = as_type<uint>(_e205);
    metal::uint4 _e213 = r.inner[1];
    metal::uint4 _e223 = r.inner[2];
    r.inner[0].x = as_type<uint>(as_type<float>(_e213.x) * as_type<float>(_e223.x));
    r.inner[0].y = as_type<uint>(as_type<float>(_e213.y) * as_type<float>(_e223.y));
    r.inner[0].z = as_type<uint>(as_type<float>(_e213.z) * as_type<float>(_e223.z));
    r.inner[0].w = as_type<uint>(as_type<float>(_e213.w) * as_type<float>(_e223.w));
    metal::uint4 _e248 = r.inner[0];
    outputs[(invocation * 1u) + 0u] = _e248;
    bool _e250 = killed;
    status[invocation] = (_e250 ? 1u : 0u) | 0u;
    return;
}
