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
    metal::uint4 _e14 = inputs[(invocation * 2u) + 0u];
    r.inner[3] = _e14;
    metal::uint4 _e20 = inputs[(invocation * 2u) + 1u];
    r.inner[4] = _e20;
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e26 = metal::uint4(2u);
    cc = type_8 {{_e26, _e26}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e34 = r.inner[5];
    metal::uint4 _e44 = r.inner[3];
    float _e59 = (((as_type<float>(_e34.x) * as_type<float>(_e44.x)) + (as_type<float>(_e34.y) * as_type<float>(_e44.y))) + (as_type<float>(_e34.z) * as_type<float>(_e44.z))) + (as_type<float>(_e34.w) * as_type<float>(_e44.w));
    r.inner[2].x = as_type<uint>(_e59);
    metal::uint4 _e67 = r.inner[6];
    metal::uint4 _e77 = r.inner[3];
    float _e92 = (((as_type<float>(_e67.x) * as_type<float>(_e77.x)) + (as_type<float>(_e67.y) * as_type<float>(_e77.y))) + (as_type<float>(_e67.z) * as_type<float>(_e77.z))) + (as_type<float>(_e67.w) * as_type<float>(_e77.w));
    r.inner[2].y = as_type<uint>(_e92);
    metal::uint4 _e100 = r.inner[7];
    metal::uint4 _e110 = r.inner[3];
    float _e125 = (((as_type<float>(_e100.x) * as_type<float>(_e110.x)) + (as_type<float>(_e100.y) * as_type<float>(_e110.y))) + (as_type<float>(_e100.z) * as_type<float>(_e110.z))) + (as_type<float>(_e100.w) * as_type<float>(_e110.w));
    r.inner[2].z = as_type<uint>(_e125);
    metal::uint4 _e133 = r.inner[8];
    metal::uint4 _e143 = r.inner[3];
    float _e158 = (((as_type<float>(_e133.x) * as_type<float>(_e143.x)) + (as_type<float>(_e133.y) * as_type<float>(_e143.y))) + (as_type<float>(_e133.z) * as_type<float>(_e143.z))) + (as_type<float>(_e133.w) * as_type<float>(_e143.w));
    r.inner[2].w = as_type<uint>(_e158);
    metal::uint4 _e166 = r.inner[2];
    r.inner[0].x = _e166.x;
    r.inner[0].y = _e166.y;
    r.inner[0].z = _e166.z;
    r.inner[0].w = _e166.w;
    metal::uint4 _e177 = r.inner[4];
    r.inner[1].x = _e177.x;
    r.inner[1].y = _e177.y;
    r.inner[1].z = _e177.z;
    r.inner[1].w = _e177.w;
    metal::uint4 _e190 = r.inner[0];
    outputs[(invocation * 2u) + 0u] = _e190;
    metal::uint4 _e195 = r.inner[1];
    outputs[(invocation * 2u) + 1u] = _e195;
    bool _e197 = killed;
    status[invocation] = (_e197 ? 1u : 0u) | 0u;
    return;
}
