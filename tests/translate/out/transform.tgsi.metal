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
    metal::uint4 _e18 = inputs[(invocation * 2u) + 0u];
    r.inner[3] = _e18;
    metal::uint4 _e24 = inputs[(invocation * 2u) + 1u];
    r.inner[4] = _e24;
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e30 = metal::uint4(2u);
    cc = type_8 {{_e30, _e30}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e38 = r.inner[5];
    metal::uint4 _e48 = r.inner[3];
    uint _e59 = shasm_opaque_zero;
    uint _e65 = shasm_opaque_zero;
    uint _e72 = shasm_opaque_zero;
    uint _e79 = shasm_opaque_zero;
    float _e83 = ((as_type<float>(as_type<uint>(as_type<float>(_e38.x) * as_type<float>(_e48.x)) ^ _e59) + as_type<float>(as_type<uint>(as_type<float>(_e38.y) * as_type<float>(_e48.y)) ^ _e65)) + as_type<float>(as_type<uint>(as_type<float>(_e38.z) * as_type<float>(_e48.z)) ^ _e72)) + as_type<float>(as_type<uint>(as_type<float>(_e38.w) * as_type<float>(_e48.w)) ^ _e79);
    r.inner[2].x = as_type<uint>(_e83);
    metal::uint4 _e91 = r.inner[6];
    metal::uint4 _e101 = r.inner[3];
    uint _e112 = shasm_opaque_zero;
    uint _e118 = shasm_opaque_zero;
    uint _e125 = shasm_opaque_zero;
    uint _e132 = shasm_opaque_zero;
    float _e136 = ((as_type<float>(as_type<uint>(as_type<float>(_e91.x) * as_type<float>(_e101.x)) ^ _e112) + as_type<float>(as_type<uint>(as_type<float>(_e91.y) * as_type<float>(_e101.y)) ^ _e118)) + as_type<float>(as_type<uint>(as_type<float>(_e91.z) * as_type<float>(_e101.z)) ^ _e125)) + as_type<float>(as_type<uint>(as_type<float>(_e91.w) * as_type<float>(_e101.w)) ^ _e132);
    r.inner[2].y = as_type<uint>(_e136);
    metal::uint4 _e144 = r.inner[7];
    metal::uint4 _e154 = r.inner[3];
    uint _e165 = shasm_opaque_zero;
    uint _e171 = shasm_opaque_zero;
    uint _e178 = shasm_opaque_zero;
    uint _e185 = shasm_opaque_zero;
    float _e189 = ((as_type<float>(as_type<uint>(as_type<float>(_e144.x) * as_type<float>(_e154.x)) ^ _e165) + as_type<float>(as_type<uint>(as_type<float>(_e144.y) * as_type<float>(_e154.y)) ^ _e171)) + as_type<float>(as_type<uint>(as_type<float>(_e144.z) * as_type<float>(_e154.z)) ^ _e178)) + as_type<float>(as_type<uint>(as_type<float>(_e144.w) * as_type<float>(_e154.w)) ^ _e185);
    r.inner[2].z = as_type<uint>(_e189);
    metal::uint4 _e197 = r.inner[8];
    metal::uint4 _e207 = r.inner[3];
    uint _e218 = shasm_opaque_zero;
    uint _e224 = shasm_opaque_zero;
    uint _e231 = shasm_opaque_zero;
    uint _e238 = shasm_opaque_zero;
    float _e242 = ((as_type<float>(as_type<uint>(as_type<float>(_e197.x) * as_type<float>(_e207.x)) ^ _e218) + as_type<float>(as_type<uint>(as_type<float>(_e197.y) * as_type<float>(_e207.y)) ^ _e224)) + as_type<float>(as_type<uint>(as_type<float>(_e197.z) * as_type<float>(_e207.z)) ^ _e231)) + as_type<float>(as_type<uint>(as_type<float>(_e197.w) * as_type<float>(_e207.w)) ^ _e238);
    r.inner[2].w = as_type<uint>(_e242);
    metal::uint4 _e250 = r.inner[2];
    r.inner[0].x = _e250.x;
    r.inner[0].y = _e250.y;
    r.inner[0].z = _e250.z;
    r.inner[0].w = _e250.w;
    metal::uint4 _e261 = r.inner[4];
    r.inner[1].x = _e261.x;
    r.inner[1].y = _e261.y;
    r.inner[1].z = _e261.z;
    r.inner[1].w = _e261.w;
    metal::uint4 _e274 = r.inner[0];
    outputs[(invocation * 2u) + 0u] = _e274;
    metal::uint4 _e279 = r.inner[1];
    outputs[(invocation * 2u) + 1u] = _e279;
    bool _e281 = killed;
    status[invocation] = (_e281 ? 1u : 0u) | 0u;
    return;
}
