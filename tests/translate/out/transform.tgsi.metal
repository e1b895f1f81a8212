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
    metal::uint4 _e14 = inputs[(invocation * 2u) + 0u];
    r.inner[3] = _e14;
    metal::uint4 _e20 = inputs[(invocation * 2u) + 1u];
    r.inner[4] = _e20;
    p0_ = false;
    p1_ = false;
    killed = false;
    v0_ = 0u;
    metal::uint4 _e30 = r.inner[5];
    metal::uint4 _e40 = r.inner[3];
    float _e55 = (((as_type<float>(_e30.x) * as_type<float>(_e40.x)) + (as_type<float>(_e30.y) * as_type<float>(_e40.y))) + (as_type<float>(_e30.z) * as_type<float>(_e40.z))) + (as_type<float>(_e30.w) * as_type<float>(_e40.w));
    r.inner[2].x = as_type<uint>(_e55);
    metal::uint4 _e63 = r.inner[6];
    metal::uint4 _e73 = r.inner[3];
    float _e88 = (((as_type<float>(_e63.x) * as_type<float>(_e73.x)) + (as_type<float>(_e63.y) * as_type<float>(_e73.y))) + (as_type<float>(_e63.z) * as_type<float>(_e73.z))) + (as_type<float>(_e63.w) * as_type<float>(_e73.w));
    r.inner[2].y = as_type<uint>(_e88);
    metal::uint4 _e96 = r.inner[7];
    metal::uint4 _e106 = r.inner[3];
    float _e121 = (((as_type<float>(_e96.x) * as_type<float>(_e106.x)) + (as_type<float>(_e96.y) * as_type<float>(_e106.y))) + (as_type<float>(_e96.z) * as_type<float>(_e106.z))) + (as_type<float>(_e96.w) * as_type<float>(_e106.w));
    r.inner[2].z = as_type<uint>(_e121);
    metal::uint4 _e129 = r.inner[8];
    metal::uint4 _e139 = r.inner[3];
    float _e154 = (((as_type<float>(_e129.x) * as_type<float>(_e139.x)) + (as_type<float>(_e129.y) * as_type<float>(_e139.y))) + (as_type<float>(_e129.z) * as_type<float>(_e139.z))) + (as_type<float>(_e129.w) * as_type<float>(_e139.w));
    r.inner[2].w = as_type<uint>(_e154);
    metal::uint4 _e162 = r.inner[2];
    r.inner[0].x = _e162.x;
    r.inner[0].y = _e162.y;
    r.inner[0].z = _e162.z;
    r.inner[0].w = _e162.w;
    metal::uint4 _e173 = r.inner[4];
    r.inner[1].x = _e173.x;
    r.inner[1].y = _e173.y;
    r.inner[1].z = _e173.z;
    r.inner[1].w = _e173.w;
    metal::uint4 _e186 = r.inner[0];
    outputs[(invocation * 2u) + 0u] = _e186;
    metal::uint4 _e191 = r.inner[1];
    outputs[(invocation * 2u) + 1u] = _e191;
    bool _e193 = killed;
    status[invocation] = (_e193 ? 1u : 0u) | 0u;
    return;
}
