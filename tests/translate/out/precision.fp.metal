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

float f32ftz_mul(
    float a_1,
    float b
) {
    float _e2 = a_1 * b;
    float _e8 = as_type<float>((as_type<uint>(a_1) + 2048u) & 4294963200u);
    float _e9 = a_1 - _e8;
    float _e13 = as_type<float>((as_type<uint>(b) + 2048u) & 4294963200u);
    float _e14 = b - _e13;
    uint _e23 = as_type<uint>(_e2);
    return as_type<float>(((_e23 & 2147483647u) < 8388608u) ? (_e23 & 2147483648u) : _e23);
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
    float b_1
) {
    float _e2 = a_4 + b_1;
    float _e3 = _e2 - a_4;
    float _e7 = (a_4 - (_e2 - _e3)) + (b_1 - _e3);
    int _e15 = as_type<int>(as_type<uint>(140) - as_type<uint>(as_type<int>((as_type<uint>(_e2) >> 23u) & 255u)));
    uint _e16 = as_type<uint>(_e2);
    uint _e18 = _e16 & 2147483648u;
    uint _e20 = as_type<uint>(_e7);
    uint _e22 = _e20 & 2147483647u;
    bool _e36 = (((_e22 == 0u) ? 2147483648u : ((_e20 >= 2147483648u) ? ~(_e20) : (_e22 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e7) & 2147483647u) > 2139095040u));
    uint _e37 = as_type<uint>(_e7);
    uint _e38 = _e37 & 2147483647u;
    bool _e54 = !(_e36) && (((((_e38 == 0u) ? 2147483648u : ((_e37 >= 2147483648u) ? ~(_e37) : (_e38 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e7) & 2147483647u) > 2139095040u))) == (_e18 != 0u));
    uint _e59 = _e16 & 2147483647u;
    uint _e75 = as_type<uint>(metal::min(metal::max(_e15, 1), 23));
    uint _e80 = 1u << _e75;
    uint _e81 = _e80 - 1u;
    uint _e82 = _e59 & _e81;
    uint _e84 = 1u << (_e75 - 1u);
    uint _e106 = as_type<uint>(_e2) & 2147483647u;
    return (_e106 > 2139095040u) ? 0.0 : ((_e106 == 2139095040u) ? _e2 : ((_e15 <= 0) ? _e2 : as_type<float>((_e15 > 24) ? _e18 : ((_e15 == 24) ? ((!((_e59 == (_e16 & 2139095040u))) || _e54) ? (_e18 | ((((as_type<uint>(_e2) >> 23u) & 255u) + 1u) << 23u)) : _e18) : (_e18 | ((_e59 & ~(_e81)) + (((_e82 > _e84) || ((_e82 == _e84) && (_e54 || (_e36 && (((((_e59 & 8388607u) | 8388608u) >> _e75) & 1u) == 1u))))) ? _e80 : 0u)))))));
}

float f32ftz_add(
    float a_5,
    float b_2
) {
    float _e2 = a_5 + b_2;
    float _e3 = _e2 - a_5;
    uint _e8 = as_type<uint>(_e2);
    return as_type<float>(((_e8 & 2147483647u) < 8388608u) ? (_e8 & 2147483648u) : _e8);
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
    uint steps = {};
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
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e93 = r.inner[103];
    r.inner[1].x = _e93.x;
    r.inner[1].y = _e93.y;
    r.inner[1].z = _e93.z;
    r.inner[1].w = _e93.w;
    metal::uint4 _e105 = r.inner[1];
    float _e111 = f32ftz_input(as_type<float>(_e105.x));
    float _e113 = f32ftz_input(as_type<float>(_e105.y));
    float _e115 = f32ftz_input(as_type<float>(_e105.z));
    float _e117 = f32ftz_input(as_type<float>(_e105.w));
    metal::uint4 _e119 = r.inner[104];
    float _e125 = f32ftz_input(as_type<float>(_e119.x));
    float _e127 = f32ftz_input(as_type<float>(_e119.y));
    float _e129 = f32ftz_input(as_type<float>(_e119.z));
    float _e131 = f32ftz_input(as_type<float>(_e119.w));
    float _e132 = f32ftz_mul(_e111, _e125);
    float _e133 = f32ftz_mul(_e113, _e127);
    float _e134 = f32ftz_mul(_e115, _e129);
    float _e135 = f32ftz_mul(_e117, _e131);
    float _e136 = f16_input(_e132);
    float _e137 = f16_input(_e133);
    float _e138 = f16_input(_e134);
    float _e139 = f16_input(_e135);
    r.inner[33].x = as_type<uint>(_e136);
    r.inner[33].y = as_type<uint>(_e137);
    r.inner[33].z = as_type<uint>(_e138);
    r.inner[33].w = as_type<uint>(_e139);
    metal::uint4 _e150 = r.inner[33];
    float _e156 = fx12_input(as_type<float>(_e150.x));
    float _e158 = fx12_input(as_type<float>(_e150.y));
    float _e160 = fx12_input(as_type<float>(_e150.z));
    float _e162 = fx12_input(as_type<float>(_e150.w));
    metal::uint4 _e164 = r.inner[100];
    float _e170 = fx12_input(as_type<float>(_e164.x));
    float _e172 = fx12_input(as_type<float>(_e164.y));
    float _e174 = fx12_input(as_type<float>(_e164.z));
    float _e176 = fx12_input(as_type<float>(_e164.w));
    float _e177 = fx12_add(_e156, _e170);
    float _e178 = fx12_add(_e158, _e172);
    float _e179 = fx12_add(_e160, _e174);
    float _e180 = fx12_add(_e162, _e176);
    uint _e183 = as_type<uint>(_e177);
    uint _e185 = _e183 & 2147483647u;
    uint _e202 = as_type<uint>(_e177);
    uint _e203 = _e202 & 2147483647u;
    uint _e218 = as_type<uint>(_e178);
    uint _e219 = _e218 & 2147483647u;
    uint _e233 = as_type<uint>(_e178);
    uint _e234 = _e233 & 2147483647u;
    uint _e248 = as_type<uint>(_e179);
    uint _e249 = _e248 & 2147483647u;
    uint _e263 = as_type<uint>(_e179);
    uint _e264 = _e263 & 2147483647u;
    uint _e278 = as_type<uint>(_e180);
    uint _e279 = _e278 & 2147483647u;
    uint _e293 = as_type<uint>(_e180);
    uint _e294 = _e293 & 2147483647u;
    r.inner[2].x = as_type<uint>(((((_e203 == 0u) ? 2147483648u : ((_e202 >= 2147483648u) ? ~(_e202) : (_e203 | 2147483648u))) < 1073741823u) && !(((as_type<uint>(_e177) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e185 == 0u) ? 2147483648u : ((_e183 >= 2147483648u) ? ~(_e183) : (_e185 | 2147483648u))) > 3221217280u) && !(((as_type<uint>(_e177) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e177));
    r.inner[2].y = as_type<uint>(((((_e234 == 0u) ? 2147483648u : ((_e233 >= 2147483648u) ? ~(_e233) : (_e234 | 2147483648u))) < 1073741823u) && !(((as_type<uint>(_e178) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e219 == 0u) ? 2147483648u : ((_e218 >= 2147483648u) ? ~(_e218) : (_e219 | 2147483648u))) > 3221217280u) && !(((as_type<uint>(_e178) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e178));
    r.inner[2].z = as_type<uint>(((((_e264 == 0u) ? 2147483648u : ((_e263 >= 2147483648u) ? ~(_e263) : (_e264 | 2147483648u))) < 1073741823u) && !(((as_type<uint>(_e179) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e249 == 0u) ? 2147483648u : ((_e248 >= 2147483648u) ? ~(_e248) : (_e249 | 2147483648u))) > 3221217280u) && !(((as_type<uint>(_e179) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e179));
    r.inner[2].w = as_type<uint>(((((_e294 == 0u) ? 2147483648u : ((_e293 >= 2147483648u) ? ~(_e293) : (_e294 | 2147483648u))) < 1073741823u) && !(((as_type<uint>(_e180) & 2147483647u) > 2139095040u))) ? -2.0 : (((((_e279 == 0u) ? 2147483648u : ((_e278 >= 2147483648u) ? ~(_e278) : (_e279 | 2147483648u))) > 3221217280u) && !(((as_type<uint>(_e180) & 2147483647u) > 2139095040u))) ? 1.9990234 : _e180));
    metal::uint4 _e318 = r.inner[2];
    float _e324 = f32ftz_input(as_type<float>(_e318.x));
    float _e326 = f32ftz_input(as_type<float>(_e318.y));
    float _e328 = f32ftz_input(as_type<float>(_e318.z));
    float _e330 = f32ftz_input(as_type<float>(_e318.w));
    metal::uint4 _e332 = r.inner[105];
    float _e338 = f32ftz_input(as_type<float>(_e332.x));
    float _e340 = f32ftz_input(as_type<float>(_e332.y));
    float _e342 = f32ftz_input(as_type<float>(_e332.z));
    float _e344 = f32ftz_input(as_type<float>(_e332.w));
    metal::uint4 _e346 = r.inner[33];
    float _e352 = f32ftz_input(as_type<float>(_e346.x));
    float _e354 = f32ftz_input(as_type<float>(_e346.y));
    float _e356 = f32ftz_input(as_type<float>(_e346.z));
    float _e358 = f32ftz_input(as_type<float>(_e346.w));
    float _e359 = f32ftz_mul(_e324, _e338);
    float _e360 = f32ftz_add(_e359, _e352);
    float _e361 = f32ftz_mul(_e326, _e340);
    float _e362 = f32ftz_add(_e361, _e354);
    float _e363 = f32ftz_mul(_e328, _e342);
    float _e364 = f32ftz_add(_e363, _e356);
    float _e365 = f32ftz_mul(_e330, _e344);
    float _e366 = f32ftz_add(_e365, _e358);
    r.inner[3].x = as_type<uint>(_e360);
    r.inner[3].y = as_type<uint>(_e362);
    r.inner[3].z = as_type<uint>(_e364);
    r.inner[3].w = as_type<uint>(_e366);
    metal::uint4 _e377 = r.inner[3];
    r.inner[0].x = _e377.x;
    r.inner[0].y = _e377.y;
    r.inner[0].z = _e377.z;
    r.inner[0].w = _e377.w;
    metal::uint4 _e390 = r.inner[0];
    outputs[(invocation * 1u) + 0u] = _e390;
    bool _e392 = killed;
    status[invocation] = (_e392 ? 1u : 0u) | 0u;
    return;
}
