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

float f32ftz_mul(
    float a_1,
    float b,
    thread uint& shasm_opaque_zero
) {
    uint _e4 = shasm_opaque_zero;
    float _e7 = as_type<float>(as_type<uint>(a_1 * b) ^ _e4);
    float _e13 = as_type<float>((as_type<uint>(a_1) + 2048u) & 4294963200u);
    float _e14 = a_1 - _e13;
    float _e18 = as_type<float>((as_type<uint>(b) + 2048u) & 4294963200u);
    float _e19 = b - _e18;
    uint _e22 = shasm_opaque_zero;
    uint _e29 = shasm_opaque_zero;
    uint _e36 = shasm_opaque_zero;
    uint _e43 = shasm_opaque_zero;
    uint _e48 = as_type<uint>(_e7);
    return as_type<float>(((_e48 & 2147483647u) < 8388608u) ? (_e48 & 2147483648u) : _e48);
}

float f16_input(
    float a_2
) {
    int _e11 = metal::max(as_type<int>(as_type<uint>(126) - as_type<uint>(as_type<int>((as_type<uint>(a_2) >> 23u) & 255u))), 13);
    uint _e12 = as_type<uint>(a_2);
    uint _e14 = _e12 & 2147483648u;
    uint _e23 = _e12 & 2147483647u;
    uint _e39 = as_type<uint>(metal::min(metal::max(_e11, 1), 23));
    uint _e44 = 1u << _e39;
    uint _e45 = _e44 - 1u;
    uint _e46 = _e23 & _e45;
    uint _e48 = 1u << (_e39 - 1u);
    float _e66 = as_type<float>((_e11 > 24) ? _e14 : ((_e11 == 24) ? ((!((_e23 == (_e12 & 2139095040u))) || false) ? (_e14 | ((((as_type<uint>(a_2) >> 23u) & 255u) + 1u) << 23u)) : _e14) : (_e14 | ((_e23 & ~(_e45)) + (((_e46 > _e48) || ((_e46 == _e48) && (false || (true && (((((_e23 & 8388607u) | 8388608u) >> _e39) & 1u) == 1u))))) ? _e44 : 0u)))));
    return ((as_type<uint>(a_2) & 2147483647u) >= 2139095040u) ? a_2 : (((as_type<uint>(_e66) & 2147483647u) >= 1199570944u) ? as_type<float>((as_type<uint>(_e66) & 2147483648u) | 2139095040u) : _e66);
}

float fx12_input(
    float a_3
) {
    uint _e3 = as_type<uint>(a_3);
    uint _e5 = _e3 & 2147483647u;
    uint _e22 = as_type<uint>(a_3);
    uint _e23 = _e22 & 2147483647u;
    float _e38 = ((((_e23 == 0u) ? 2147483648u : ((_e22 >= 2147483648u) ? ~(_e22) : (_e23 | 2147483648u))) > 3221217280u) && !(((as_type<uint>(a_3) & 2147483647u) > 2139095040u))) ? 1.9990234 : (((((_e5 == 0u) ? 2147483648u : ((_e3 >= 2147483648u) ? ~(_e3) : (_e5 | 2147483648u))) < 1073741823u) && !(((as_type<uint>(a_3) & 2147483647u) > 2139095040u))) ? -2.0 : a_3);
    int _e47 = as_type<int>(as_type<uint>(140) - as_type<uint>(as_type<int>((as_type<uint>(_e38) >> 23u) & 255u)));
    uint _e48 = as_type<uint>(_e38);
    uint _e49 = _e48 & 2147483648u;
    uint _e56 = _e48 & 2147483647u;
    uint _e72 = as_type<uint>(metal::min(metal::max(_e47, 1), 23));
    uint _e77 = 1u << _e72;
    uint _e78 = _e77 - 1u;
    uint _e79 = _e56 & _e78;
    uint _e81 = 1u << (_e72 - 1u);
    uint _e103 = as_type<uint>(_e38) & 2147483647u;
    return ((as_type<uint>(a_3) & 2147483647u) > 2139095040u) ? 0.0 : ((_e103 > 2139095040u) ? 0.0 : ((_e103 == 2139095040u) ? _e38 : ((_e47 <= 0) ? _e38 : as_type<float>((_e47 > 24) ? _e49 : ((_e47 == 24) ? ((!((_e56 == (_e48 & 2139095040u))) || false) ? (_e49 | ((((as_type<uint>(_e38) >> 23u) & 255u) + 1u) << 23u)) : _e49) : (_e49 | ((_e56 & ~(_e78)) + (((_e79 > _e81) || ((_e79 == _e81) && (false || (true && (((((_e56 & 8388607u) | 8388608u) >> _e72) & 1u) == 1u))))) ? _e77 : 0u))))))));
}

float fx12_add(
    float a_4,
    float b_1,
    thread uint& shasm_opaque_zero
) {
    uint _e4 = shasm_opaque_zero;
    float _e7 = as_type<float>(as_type<uint>(a_4 + b_1) ^ _e4);
    float _e8 = _e7 - a_4;
    float _e12 = (a_4 - (_e7 - _e8)) + (b_1 - _e8);
    int _e20 = as_type<int>(as_type<uint>(140) - as_type<uint>(as_type<int>((as_type<uint>(_e7) >> 23u) & 255u)));
    uint _e21 = as_type<uint>(_e7);
    uint _e23 = _e21 & 2147483648u;
    uint _e25 = as_type<uint>(_e12);
    uint _e27 = _e25 & 2147483647u;
    bool _e41 = (((_e27 == 0u) ? 2147483648u : ((_e25 >= 2147483648u) ? ~(_e25) : (_e27 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e12) & 2147483647u) > 2139095040u));
    uint _e42 = as_type<uint>(_e12);
    uint _e43 = _e42 & 2147483647u;
    bool _e59 = !(_e41) && (((((_e43 == 0u) ? 2147483648u : ((_e42 >= 2147483648u) ? ~(_e42) : (_e43 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e12) & 2147483647u) > 2139095040u))) == (_e23 != 0u));
    uint _e64 = _e21 & 2147483647u;
    uint _e80 = as_type<uint>(metal::min(metal::max(_e20, 1), 23));
    uint _e85 = 1u << _e80;
    uint _e86 = _e85 - 1u;
    uint _e87 = _e64 & _e86;
    uint _e89 = 1u << (_e80 - 1u);
    uint _e111 = as_type<uint>(_e7) & 2147483647u;
    return (_e111 > 2139095040u) ? 0.0 : ((_e111 == 2139095040u) ? _e7 : ((_e20 <= 0) ? _e7 : as_type<float>((_e20 > 24) ? _e23 : ((_e20 == 24) ? ((!((_e64 == (_e21 & 2139095040u))) || _e59) ? (_e23 | ((((as_type<uint>(_e7) >> 23u) & 255u) + 1u) << 23u)) : _e23) : (_e23 | ((_e64 & ~(_e86)) + (((_e87 > _e89) || ((_e87 == _e89) && (_e59 || (_e41 && (((((_e64 & 8388607u) | 8388608u) >> _e80) & 1u) == 1u))))) ? _e85 : 0u)))))));
}

float f32ftz_add(
    float a_5,
    float b_2,
    thread uint& shasm_opaque_zero
) {
    uint _e4 = shasm_opaque_zero;
    float _e7 = as_type<float>(as_type<uint>(a_5 + b_2) ^ _e4);
    float _e8 = _e7 - a_5;
    uint _e13 = as_type<uint>(_e7);
    return as_type<float>(((_e13 & 2147483647u) < 8388608u) ? (_e13 & 2147483648u) : _e13);
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
    r.inner[1].x = _e97.x;
    r.inner[1].y = _e97.y;
    r.inner[1].z = _e97.z;
    r.inner[1].w = _e97.w;
    metal::uint4 _e109 = r.inner[1];
    float _e115 = f32ftz_input(as_type<float>(_e109.x));
    float _e117 = f32ftz_input(as_type<float>(_e109.y));
    float _e119 = f32ftz_input(as_type<float>(_e109.z));
    float _e121 = f32ftz_input(as_type<float>(_e109.w));
    metal::uint4 _e123 = r.inner[104];
    float _e129 = f32ftz_input(as_type<float>(_e123.x));
    float _e131 = f32ftz_input(as_type<float>(_e123.y));
    float _e133 = f32ftz_input(as_type<float>(_e123.z));
    float _e135 = f32ftz_input(as_type<float>(_e123.w));
    float _e136 = f32ftz_mul(_e115, _e129, shasm_opaque_zero);
    float _e137 = f32ftz_mul(_e117, _e131, shasm_opaque_zero);
    float _e138 = f32ftz_mul(_e119, _e133, shasm_opaque_zero);
    float _e139 = f32ftz_mul(_e121, _e135, shasm_opaque_zero);
    float _e140 = f16_input(_e136);
    float _e141 = f16_input(_e137);
    float _e142 = f16_input(_e138);
    float _e143 = f16_input(_e139);
    r.inner[33].x = as_type<uint>(_e140);
    r.inner[33].y = as_type<uint>(_e141);
    r.inner[33].z = as_type<uint>(_e142);
    r.inner[33].w = as_type<uint>(_e143);
    metal::uint4 _e154 = r.inner[33];
    float _e160 = fx12_input(as_type<float>(_e154.x));
    float _e162 = fx12_input(as_type<float>(_e154.y));
    float _e164 = fx12_input(as_type<float>(_e154.z));
    float _e166 = fx12_input(as_type<float>(_e154.w));
    metal::uint4 _e168 = r.inner[100];
    float _e174 = fx12_input(as_type<float>(_e168.x));
    float _e176 = fx12_input(as_type<float>(_e168.y));
    float _e178 = fx12_input(as_type<float>(_e168.z));
    float _e180 = fx12_input(as_type<float>(_e168.w));
    float _e181 = fx12_add(_e160, _e174, shasm_opaque_zero);
    float _e182 = fx12_add(_e162, _e176, shasm_opaque_zero);
    float _e183 = fx12_add(_e164, _e178, shasm_opaque_zero);
    float _e184 = fx12_add(_e166, _e180, shasm_opaque_zero);
    uint _e187 = as_type<uint>(_e181);
    uint _e189 = _e187 & 2147483647u;
    uint _e206 = as_type<uint>(_e181);
    uint _e207 = _e206 & 2147483647u;
    uint _e222 = as_type<uint>(_e182);
    uint _e223 = _e222 & 2147483647u;
    uint _e237 = as_type<uint>(_e182);
    uint _e238 = _e237 & 2147483647u;
    uint _e252 = as_type<uint>(_e183);
    uint _e253 = _e252 & 2147483647u;
    uint _e267 = as_type<uint>(_e183);
    uint _e268 = _e267 & 2147483647u;
    uint _e282 = as_type<uint>(_e184);
    uint _e283 = _e282 & 2147483647u;
    uint _e297 = as_type<uint>(_e184);
    uint _e298 = _e297 & 2147483647u;
    r.inner[2].x = as_type<uint>(((((_e207 == 0u) ? 2147483648u : ((_e206 >= 2147483648u) ? ~(_e206) : (_e207 | 2147483648u))) < 1073741823u) && !(((as_type<uint>(_e181) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e189 == 0u) ? 2147483648u : ((_e187 >= 2147483648u) ? ~(_e187) : (_e189 | 2147483648u))) > 3221217280u) && !(((as_type<uint>(_e181) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e181));
    r.inner[2].y = as_type<uint>(((((_e238 == 0u) ? 2147483648u : ((_e237 >= 2147483648u) ? ~(_e237) : (_e238 | 2147483648u))) < 1073741823u) && !(((as_type<uint>(_e182) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e223 == 0u) ? 2147483648u : ((_e222 >= 2147483648u) ? ~(_e222) : (_e223 | 2147483648u))) > 3221217280u) && !(((as_type<uint>(_e182) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e182));
    r.inner[2].z = as_type<uint>(((((_e268 == 0u) ? 2147483648u : ((_e267 >= 2147483648u) ? ~(_e267) : (_e268 | 2147483648u))) < 1073741823u) && !(((as_type<uint>(_e183) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e253 == 0u) ? 2147483648u : ((_e252 >= 2147483648u) ? ~(_e252) : (_e253 | 2147483648u))) > 3221217280u) && !(((as_type<uint>(_e183) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e183));
    r.inner[2].w = as_type<uint>(((((_e298 == 0u) ? 2147483648u : ((_e297 >= 2147483648u) ? ~(_e297) : (_e298 | 2147483648u))) < 1073741823u) && !(((as_type<uint>(_e184) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e283 == 0u) ? 2147483648u : ((_e282 >= 2147483648u) ? ~(_e282) : (_e283 | 2147483648u))) > 3221217280u) && !(((as_type<uint>(_e184) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e184));
    metal::uint4 _e322 = r.inner[2];
    float _e328 = f32ftz_input(as_type<float>(_e322.x));
    float _e330 = f32ftz_input(as_type<float>(_e322.y));
    float _e332 = f32ftz_input(as_type<float>(_e322.z));
    float _e334 = f32ftz_input(as_type<float>(_e322.w));
    metal::uint4 _e336 = r.inner[105];
    float _e342 = f32ftz_input(as_type<float>(_e336.x));
    float _e344 = f32ftz_input(as_type<float>(_e336.y));
    float _e346 = f32ftz_input(as_type<float>(_e336.z));
    float _e348 = f32ftz_input(as_type<float>(_e336.w));
    metal::uint4 _e350 = r.inner[33];
    float _e356 = f32ftz_input(as_type<float>(_e350.x));
    float _e358 = f32ftz_input(as_type<float>(_e350.y));
    float _e360 = f32ftz_input(as_type<float>(_e350.z));
    float _e362 = f32ftz_input(as_type<float>(_e350.w));
    float _e363 = f32ftz_mul(_e328, _e342, shasm_opaque_zero);
    float _e364 = f32ftz_add(_e363, _e356, shasm_opaque_zero);
    float _e365 = f32ftz_mul(_e330, _e344, shasm_opaque_zero);
    float _e366 = f32ftz_add(_e365, _e358, shasm_opaque_zero);
    float _e367 = f32ftz_mul(_e332, _e346, shasm_opaque_zero);
    float _e368 = f32ftz_add(_e367, _e360, shasm_opaque_zero);
    float _e369 = f32ftz_mul(_e334, _e348, shasm_opaque_zero);
    float _e370 = f32ftz_add(_e369, _e362, shasm_opaque_zero);
    r.inner[3].x = as_type<uint>(_e364);
    r.inner[3].y = as_type<uint>(_e366);
    r.inner[3].z = as_type<uint>(_e368);
    r.inner[3].w = as_type<uint>(_e370);
    metal::uint4 _e381 = r.inner[3];
    r.inner[0].x = _e381.x;
    r.inner[0].y = _e381.y;
    r.inner[0].z = _e381.z;
    r.inner[0].w = _e381.w;
    metal::uint4 _e394 = r.inner[0];
    outputs[(invocation * 1u) + 0u] = _e394;
    bool _e396 = killed;
    status[invocation] = (_e396 ? 1u : 0u) | 0u;
    return;
}
