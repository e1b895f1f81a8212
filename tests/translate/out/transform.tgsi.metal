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
    metal::uint4 _e14 = inputs[(invocation * 2u) + 0u];
    r.inner[3] = _e14;
    metal::uint4 _e20 = inputs[(invocation * 2u) + 1u];
    r.inner[4] = _e20;
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e26 = metal::uint4(2u);
    cc = type_8 {{_e26, _e26}};
    v0_ = 0u;
    metal::uint4 _e33 = r.inner[5];
    metal::uint4 _e43 = r.inner[3];
    float _e58 = (((as_type<float>(_e33.x) * as_type<float>(_e43.x)) + (as_type<float>(_e33.y) * as_type<float>(_e43.y))) + (as_type<float>(_e33.z) * as_type<float>(_e43.z))) + (as_type<float>(_e33.w) * as_type<float>(_e43.w));
    r.inner[2].x = as_type<uint>(_e58);
    metal::uint4 _e66 = r.inner[6];
    metal::uint4 _e76 = r.inner[3];
    float _e91 = (((as_type<float>(_e66.x) * as_type<float>(_e76.x)) + (as_type<float>(_e66.y) * as_type<float>(_e76.y))) + (as_type<float>(_e66.z) * as_type<float>(_e76.z))) + (as_type<float>(_e66.w) * as_type<float>(_e76.w));
    r.inner[2].y = as_type<uint>(_e91);
    metal::uint4 _e99 = r.inner[7];
    metal::uint4 _e109 = r.inner[3];
    float _e124 = (((as_type<float>(_e99.x) * as_type<float>(_e109.x)) + (as_type<float>(_e99.y) * as_type<float>(_e109.y))) + (as_type<float>(_e99.z) * as_type<float>(_e109.z))) + (as_type<float>(_e99.w) * as_type<float>(_e109.w));
    r.inner[2].z = as_type<uint>(_e124);
    metal::uint4 _e132 = r.inner[8];
    metal::uint4 _e142 = r.inner[3];
    float _e157 = (((as_type<float>(_e132.x) * as_type<float>(_e142.x)) + (as_type<float>(_e132.y) * as_type<float>(_e142.y))) + (as_type<float>(_e132.z) * as_type<float>(_e142.z))) + (as_type<float>(_e132.w) * as_type<float>(_e142.w));
    r.inner[2].w = as_type<uint>(_e157);
    metal::uint4 _e165 = r.inner[2];
    r.inner[0].x = _e165.x;
    r.inner[0].y = _e165.y;
    r.inner[0].z = _e165.z;
    r.inner[0].w = _e165.w;
    metal::uint4 _e176 = r.inner[4];
    r.inner[1].x = _e176.x;
    r.inner[1].y = _e176.y;
    r.inner[1].z = _e176.z;
    r.inner[1].w = _e176.w;
    metal::uint4 _e189 = r.inner[0];
    outputs[(invocation * 2u) + 0u] = _e189;
    metal::uint4 _e194 = r.inner[1];
    outputs[(invocation * 2u) + 1u] = _e194;
    bool _e196 = killed;
    status[invocation] = (_e196 ? 1u : 0u) | 0u;
    return;
}
