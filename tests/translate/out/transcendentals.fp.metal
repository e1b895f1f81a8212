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

uint naga_f2u32(float value) {
    return static_cast<uint>(metal::clamp(value, 0.0, 4294967000.0));
}

uint naga_div(uint lhs, uint rhs) {
    return lhs / metal::select(rhs, 1u, rhs == 0u);
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % metal::select(rhs, 1u, rhs == 0u);
}

int naga_neg(int val) {
    return as_type<int>(-as_type<uint>(val));
}

int naga_div(int lhs, int rhs) {
    return lhs / metal::select(rhs, 1, (lhs == (-2147483647 - 1) & rhs == -1) | (rhs == 0));
}

float shasm_sin(
    float a
) {
    float _e3 = metal::rint(a * 0.63661975);
    float _e23 = as_type<float>(as_type<uint>(_e3) & 2147483647u);
    uint _e24 = as_type<uint>(_e23);
    uint _e25 = _e24 & 2147483647u;
    uint _e34 = as_type<uint>(4096.0);
    uint _e35 = _e34 & 2147483647u;
    bool _e52 = (((_e25 == 0u) ? 2147483648u : ((_e24 >= 2147483648u) ? ~(_e24) : (_e25 | 2147483648u))) >= ((_e35 == 0u) ? 2147483648u : ((_e34 >= 2147483648u) ? ~(_e34) : (_e35 | 2147483648u)))) && !((((as_type<uint>(_e23) & 2147483647u) > 2139095040u) || ((as_type<uint>(4096.0) & 2147483647u) > 2139095040u)));
    uint _e60 = (as_type<uint>(a) & 8388607u) | 8388608u;
    uint _e67 = ((as_type<uint>(a) >> 23u) & 255u) - 120u;
    uint _e69 = naga_div(_e67, 32u);
    uint _e70 = naga_mod(_e67, 32u);
    bool _e71 = _e70 == 0u;
    uint _e74 = (32u - _e70) & 31u;
    uint _e75 = _e69 + 0u;
    uint _e111 = (_e75 == 9u) ? 3072618042u : ((_e75 == 8u) ? 3736847713u : ((_e75 == 7u) ? 4266746795u : ((_e75 == 6u) ? 1011060801u : ((_e75 == 5u) ? 3680671129u : ((_e75 == 4u) ? 4113882560u : ((_e75 == 3u) ? 4230436817u : ((_e75 == 2u) ? 1313084713u : ((_e75 == 1u) ? 2734261102u : 0u))))))));
    uint _e112 = _e69 + 1u;
    uint _e134 = _e71 ? _e111 : ((_e111 << _e70) | (((_e112 == 9u) ? 3072618042u : ((_e112 == 8u) ? 3736847713u : ((_e112 == 7u) ? 4266746795u : ((_e112 == 6u) ? 1011060801u : ((_e112 == 5u) ? 3680671129u : ((_e112 == 4u) ? 4113882560u : ((_e112 == 3u) ? 4230436817u : ((_e112 == 2u) ? 1313084713u : ((_e112 == 1u) ? 2734261102u : 0u))))))))) >> _e74));
    uint _e135 = _e69 + 1u;
    uint _e153 = (_e135 == 9u) ? 3072618042u : ((_e135 == 8u) ? 3736847713u : ((_e135 == 7u) ? 4266746795u : ((_e135 == 6u) ? 1011060801u : ((_e135 == 5u) ? 3680671129u : ((_e135 == 4u) ? 4113882560u : ((_e135 == 3u) ? 4230436817u : ((_e135 == 2u) ? 1313084713u : ((_e135 == 1u) ? 2734261102u : 0u))))))));
    uint _e154 = _e69 + 2u;
    uint _e176 = _e71 ? _e153 : ((_e153 << _e70) | (((_e154 == 9u) ? 3072618042u : ((_e154 == 8u) ? 3736847713u : ((_e154 == 7u) ? 4266746795u : ((_e154 == 6u) ? 1011060801u : ((_e154 == 5u) ? 3680671129u : ((_e154 == 4u) ? 4113882560u : ((_e154 == 3u) ? 4230436817u : ((_e154 == 2u) ? 1313084713u : ((_e154 == 1u) ? 2734261102u : 0u))))))))) >> _e74));
    uint _e177 = _e69 + 2u;
    uint _e195 = (_e177 == 9u) ? 3072618042u : ((_e177 == 8u) ? 3736847713u : ((_e177 == 7u) ? 4266746795u : ((_e177 == 6u) ? 1011060801u : ((_e177 == 5u) ? 3680671129u : ((_e177 == 4u) ? 4113882560u : ((_e177 == 3u) ? 4230436817u : ((_e177 == 2u) ? 1313084713u : ((_e177 == 1u) ? 2734261102u : 0u))))))));
    uint _e196 = _e69 + 3u;
    uint _e218 = _e71 ? _e195 : ((_e195 << _e70) | (((_e196 == 9u) ? 3072618042u : ((_e196 == 8u) ? 3736847713u : ((_e196 == 7u) ? 4266746795u : ((_e196 == 6u) ? 1011060801u : ((_e196 == 5u) ? 3680671129u : ((_e196 == 4u) ? 4113882560u : ((_e196 == 3u) ? 4230436817u : ((_e196 == 2u) ? 1313084713u : ((_e196 == 1u) ? 2734261102u : 0u))))))))) >> _e74));
    uint _e220 = _e60 & 65535u;
    uint _e222 = _e60 >> 16u;
    uint _e223 = _e218 & 65535u;
    uint _e224 = _e218 >> 16u;
    uint _e225 = _e176 & 65535u;
    uint _e226 = _e176 >> 16u;
    uint _e227 = _e134 & 65535u;
    uint _e228 = _e134 >> 16u;
    uint _e229 = _e220 * _e223;
    uint _e232 = 0u + (_e229 & 65535u);
    uint _e234 = _e220 * _e224;
    uint _e239 = _e220 * _e225;
    uint _e244 = _e220 * _e226;
    uint _e249 = _e220 * _e227;
    uint _e254 = _e220 * _e228;
    uint _e259 = _e222 * _e223;
    uint _e264 = _e222 * _e224;
    uint _e269 = _e222 * _e225;
    uint _e274 = _e222 * _e226;
    uint _e279 = _e222 * _e227;
    uint _e284 = _e222 * _e228;
    uint _e290 = (((0u + (_e229 >> 16u)) + (_e234 & 65535u)) + (_e259 & 65535u)) + (_e232 >> 16u);
    uint _e291 = _e232 & 65535u;
    uint _e293 = ((((0u + (_e234 >> 16u)) + (_e239 & 65535u)) + (_e259 >> 16u)) + (_e264 & 65535u)) + (_e290 >> 16u);
    uint _e294 = _e290 & 65535u;
    uint _e296 = ((((0u + (_e239 >> 16u)) + (_e244 & 65535u)) + (_e264 >> 16u)) + (_e269 & 65535u)) + (_e293 >> 16u);
    uint _e297 = _e293 & 65535u;
    uint _e299 = ((((0u + (_e244 >> 16u)) + (_e249 & 65535u)) + (_e269 >> 16u)) + (_e274 & 65535u)) + (_e296 >> 16u);
    uint _e300 = _e296 & 65535u;
    uint _e302 = ((((0u + (_e249 >> 16u)) + (_e254 & 65535u)) + (_e274 >> 16u)) + (_e279 & 65535u)) + (_e299 >> 16u);
    uint _e303 = _e299 & 65535u;
    uint _e305 = (((0u + (_e254 >> 16u)) + (_e279 >> 16u)) + (_e284 & 65535u)) + (_e302 >> 16u);
    uint _e306 = _e302 & 65535u;
    uint _e312 = (_e306 >> 14u) & 3u;
    uint _e314 = _e306 & 16383u;
    bool _e317 = (_e314 & 8192u) != 0u;
    uint _e320 = _e317 ? ((_e312 + 1u) & 3u) : _e312;
    uint _e323 = (~(_e291) & 65535u) + 1u;
    uint _e326 = _e317 ? (_e323 & 65535u) : _e291;
    uint _e329 = (~(_e294) & 65535u) + (_e323 >> 16u);
    uint _e332 = _e317 ? (_e329 & 65535u) : _e294;
    uint _e335 = (~(_e297) & 65535u) + (_e329 >> 16u);
    uint _e338 = _e317 ? (_e335 & 65535u) : _e297;
    uint _e341 = (~(_e300) & 65535u) + (_e335 >> 16u);
    uint _e344 = _e317 ? (_e341 & 65535u) : _e300;
    uint _e347 = (~(_e303) & 65535u) + (_e341 >> 16u);
    uint _e350 = _e317 ? (_e347 & 65535u) : _e303;
    uint _e353 = (~(_e314) & 16383u) + (_e347 >> 16u);
    uint _e356 = _e317 ? (_e353 & 16383u) : _e314;
    int _e393 = (_e356 != 0u) ? as_type<int>(as_type<uint>(80) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e356), uint(-1), _e356 == 0)))) : ((_e350 != 0u) ? as_type<int>(as_type<uint>(64) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e350), uint(-1), _e350 == 0)))) : ((_e344 != 0u) ? as_type<int>(as_type<uint>(48) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e344), uint(-1), _e344 == 0)))) : ((_e338 != 0u) ? as_type<int>(as_type<uint>(32) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e338), uint(-1), _e338 == 0)))) : ((_e332 != 0u) ? as_type<int>(as_type<uint>(16) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e332), uint(-1), _e332 == 0)))) : ((_e326 != 0u) ? as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e326), uint(-1), _e326 == 0)))) : -1)))));
    bool _e394 = _e393 == -1;
    uint _e396 = _e326 | (_e332 << 16u);
    uint _e398 = _e338 | (_e344 << 16u);
    uint _e400 = _e350 | (_e356 << 16u);
    int _e404 = as_type<int>(as_type<uint>(_e393) - as_type<uint>(23));
    int _e405 = as_type<int>(as_type<uint>(_e393) - as_type<uint>(47));
    uint _e409 = metal::min(as_type<uint>(naga_neg(_e404)), 32u);
    uint _e415 = metal::max(as_type<uint>(_e404), 0u);
    uint _e416 = naga_div(_e415, 32u);
    uint _e417 = naga_mod(_e415, 32u);
    uint _e424 = _e416 + 1u;
    uint _e444 = metal::min(as_type<uint>(naga_neg(_e405)), 32u);
    uint _e450 = metal::max(as_type<uint>(_e405), 0u);
    uint _e451 = naga_div(_e450, 32u);
    uint _e452 = naga_mod(_e450, 32u);
    uint _e459 = _e451 + 1u;
    int _e478 = _e394 ? 0 : as_type<int>(as_type<uint>(_e404) - as_type<uint>(94));
    int _e480 = _e394 ? 0 : as_type<int>(as_type<uint>(_e405) - as_type<uint>(94));
    int _e482 = naga_div(_e478, 2);
    float _e494 = (static_cast<float>(((_e404 < 0) ? ((_e409 >= 32u) ? 0u : (_e396 << (_e409 & 31u))) : ((((_e416 == 2u) ? _e400 : ((_e416 == 1u) ? _e398 : ((_e416 == 0u) ? _e396 : 0u))) >> _e417) | ((_e417 == 0u) ? 0u : (((_e424 == 2u) ? _e400 : ((_e424 == 1u) ? _e398 : ((_e424 == 0u) ? _e396 : 0u))) << ((32u - _e417) & 31u))))) & 16777215u) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e482) + as_type<uint>(127))) << 23u)) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e478) - as_type<uint>(_e482))) + as_type<uint>(127))) << 23u);
    int _e495 = naga_div(_e480, 2);
    float _e509 = _e494 * 1.5707964;
    float _e515 = as_type<float>((as_type<uint>(_e494) + 2048u) & 4294963200u);
    float _e516 = _e494 - _e515;
    float _e520 = as_type<float>((as_type<uint>(1.5707964) + 2048u) & 4294963200u);
    float _e521 = 1.5707964 - _e520;
    float _e534 = _e509 + (((((((_e515 * _e520) - _e509) + (_e515 * _e521)) + (_e516 * _e520)) + (_e516 * _e521)) + (_e494 * -0.00000004371139)) + (((static_cast<float>(((_e405 < 0) ? ((_e444 >= 32u) ? 0u : (_e396 << (_e444 & 31u))) : ((((_e451 == 2u) ? _e400 : ((_e451 == 1u) ? _e398 : ((_e451 == 0u) ? _e396 : 0u))) >> _e452) | ((_e452 == 0u) ? 0u : (((_e459 == 2u) ? _e400 : ((_e459 == 1u) ? _e398 : ((_e459 == 0u) ? _e396 : 0u))) << ((32u - _e452) & 31u))))) & 16777215u) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e495) + as_type<uint>(127))) << 23u)) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e480) - as_type<uint>(_e495))) + as_type<uint>(127))) << 23u)) * 1.5707964));
    float _e539 = _e394 ? 0.0 : (_e317 ? as_type<float>(as_type<uint>(_e534) ^ 2147483648u) : _e534);
    uint _e540 = as_type<uint>(a);
    uint _e541 = _e540 & 2147483647u;
    uint _e548 = as_type<uint>(0.0);
    uint _e549 = _e548 & 2147483647u;
    bool _e572 = ((((_e541 == 0u) ? 2147483648u : ((_e540 >= 2147483648u) ? ~(_e540) : (_e541 | 2147483648u))) < ((_e549 == 0u) ? 2147483648u : ((_e548 >= 2147483648u) ? ~(_e548) : (_e549 | 2147483648u)))) && !((((as_type<uint>(a) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) && !(_e394);
    uint _e575 = as_type<uint>(_e3);
    uint _e576 = _e575 & 2147483647u;
    uint _e583 = as_type<uint>(0.0);
    uint _e584 = _e583 & 2147483647u;
    bool _e600 = (((_e576 == 0u) ? 2147483648u : ((_e575 >= 2147483648u) ? ~(_e575) : (_e576 | 2147483648u))) == ((_e584 == 0u) ? 2147483648u : ((_e583 >= 2147483648u) ? ~(_e583) : (_e584 | 2147483648u)))) && !((((as_type<uint>(_e3) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)));
    float _e603 = _e52 ? (_e572 ? as_type<float>(as_type<uint>(_e539) ^ 2147483648u) : _e539) : (_e600 ? a : (((a - (_e3 * 1.5708008)) - (_e3 * -0.0000044535846)) - (_e3 * -0.0000000008705516)));
    uint _e604 = _e52 ? (_e572 ? ((4u - _e320) & 3u) : _e320) : (_e600 ? 0u : naga_f2u32(_e52 ? 0.0 : (_e3 - (4.0 * metal::floor(_e3 * 0.25)))));
    float _e605 = _e603 * _e603;
    float _e618 = _e603 + (_e603 * (_e605 * (-0.16666667 + (_e605 * (0.008333334 + (_e605 * (-0.0001984127 + (_e605 * 0.0000027557319))))))));
    float _e619 = _e603 * _e603;
    float _e635 = 1.0 + (_e619 * (-0.5 + (_e619 * (0.041666668 + (_e619 * (-0.0013888889 + (_e619 * (0.000024801588 + (_e619 * -0.0000002755732)))))))));
    uint _e648 = as_type<uint>(a);
    uint _e649 = _e648 & 2147483647u;
    uint _e656 = as_type<uint>(0.0);
    uint _e657 = _e656 & 2147483647u;
    return ((as_type<uint>(a) & 2147483647u) >= 2139095040u) ? as_type<float>(2143289344u) : (((((_e649 == 0u) ? 2147483648u : ((_e648 >= 2147483648u) ? ~(_e648) : (_e649 | 2147483648u))) == ((_e657 == 0u) ? 2147483648u : ((_e656 >= 2147483648u) ? ~(_e656) : (_e657 | 2147483648u)))) && !((((as_type<uint>(a) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? a : ((_e604 == 0u) ? _e618 : ((_e604 == 1u) ? _e635 : ((_e604 == 2u) ? as_type<float>(as_type<uint>(_e618) ^ 2147483648u) : as_type<float>(as_type<uint>(_e635) ^ 2147483648u)))));
}

float shasm_cos(
    float a_1
) {
    float _e3 = metal::rint(a_1 * 0.63661975);
    float _e23 = as_type<float>(as_type<uint>(_e3) & 2147483647u);
    uint _e24 = as_type<uint>(_e23);
    uint _e25 = _e24 & 2147483647u;
    uint _e34 = as_type<uint>(4096.0);
    uint _e35 = _e34 & 2147483647u;
    bool _e52 = (((_e25 == 0u) ? 2147483648u : ((_e24 >= 2147483648u) ? ~(_e24) : (_e25 | 2147483648u))) >= ((_e35 == 0u) ? 2147483648u : ((_e34 >= 2147483648u) ? ~(_e34) : (_e35 | 2147483648u)))) && !((((as_type<uint>(_e23) & 2147483647u) > 2139095040u) || ((as_type<uint>(4096.0) & 2147483647u) > 2139095040u)));
    uint _e60 = (as_type<uint>(a_1) & 8388607u) | 8388608u;
    uint _e67 = ((as_type<uint>(a_1) >> 23u) & 255u) - 120u;
    uint _e69 = naga_div(_e67, 32u);
    uint _e70 = naga_mod(_e67, 32u);
    bool _e71 = _e70 == 0u;
    uint _e74 = (32u - _e70) & 31u;
    uint _e75 = _e69 + 0u;
    uint _e111 = (_e75 == 9u) ? 3072618042u : ((_e75 == 8u) ? 3736847713u : ((_e75 == 7u) ? 4266746795u : ((_e75 == 6u) ? 1011060801u : ((_e75 == 5u) ? 3680671129u : ((_e75 == 4u) ? 4113882560u : ((_e75 == 3u) ? 4230436817u : ((_e75 == 2u) ? 1313084713u : ((_e75 == 1u) ? 2734261102u : 0u))))))));
    uint _e112 = _e69 + 1u;
    uint _e134 = _e71 ? _e111 : ((_e111 << _e70) | (((_e112 == 9u) ? 3072618042u : ((_e112 == 8u) ? 3736847713u : ((_e112 == 7u) ? 4266746795u : ((_e112 == 6u) ? 1011060801u : ((_e112 == 5u) ? 3680671129u : ((_e112 == 4u) ? 4113882560u : ((_e112 == 3u) ? 4230436817u : ((_e112 == 2u) ? 1313084713u : ((_e112 == 1u) ? 2734261102u : 0u))))))))) >> _e74));
    uint _e135 = _e69 + 1u;
    uint _e153 = (_e135 == 9u) ? 3072618042u : ((_e135 == 8u) ? 3736847713u : ((_e135 == 7u) ? 4266746795u : ((_e135 == 6u) ? 1011060801u : ((_e135 == 5u) ? 3680671129u : ((_e135 == 4u) ? 4113882560u : ((_e135 == 3u) ? 4230436817u : ((_e135 == 2u) ? 1313084713u : ((_e135 == 1u) ? 2734261102u : 0u))))))));
    uint _e154 = _e69 + 2u;
    uint _e176 = _e71 ? _e153 : ((_e153 << _e70) | (((_e154 == 9u) ? 3072618042u : ((_e154 == 8u) ? 3736847713u : ((_e154 == 7u) ? 4266746795u : ((_e154 == 6u) ? 1011060801u : ((_e154 == 5u) ? 3680671129u : ((_e154 == 4u) ? 4113882560u : ((_e154 == 3u) ? 4230436817u : ((_e154 == 2u) ? 1313084713u : ((_e154 == 1u) ? 2734261102u : 0u))))))))) >> _e74));
    uint _e177 = _e69 + 2u;
    uint _e195 = (_e177 == 9u) ? 3072618042u : ((_e177 == 8u) ? 3736847713u : ((_e177 == 7u) ? 4266746795u : ((_e177 == 6u) ? 1011060801u : ((_e177 == 5u) ? 3680671129u : ((_e177 == 4u) ? 4113882560u : ((_e177 == 3u) ? 4230436817u : ((_e177 == 2u) ? 1313084713u : ((_e177 == 1u) ? 2734261102u : 0u))))))));
    uint _e196 = _e69 + 3u;
    uint _e218 = _e71 ? _e195 : ((_e195 << _e70) | (((_e196 == 9u) ? 3072618042u : ((_e196 == 8u) ? 3736847713u : ((_e196 == 7u) ? 4266746795u : ((_e196 == 6u) ? 1011060801u : ((_e196 == 5u) ? 3680671129u : ((_e196 == 4u) ? 4113882560u : ((_e196 == 3u) ? 4230436817u : ((_e196 == 2u) ? 1313084713u : ((_e196 == 1u) ? 2734261102u : 0u))))))))) >> _e74));
    uint _e220 = _e60 & 65535u;
    uint _e222 = _e60 >> 16u;
    uint _e223 = _e218 & 65535u;
    uint _e224 = _e218 >> 16u;
    uint _e225 = _e176 & 65535u;
    uint _e226 = _e176 >> 16u;
    uint _e227 = _e134 & 65535u;
    uint _e228 = _e134 >> 16u;
    uint _e229 = _e220 * _e223;
    uint _e232 = 0u + (_e229 & 65535u);
    uint _e234 = _e220 * _e224;
    uint _e239 = _e220 * _e225;
    uint _e244 = _e220 * _e226;
    uint _e249 = _e220 * _e227;
    uint _e254 = _e220 * _e228;
    uint _e259 = _e222 * _e223;
    uint _e264 = _e222 * _e224;
    uint _e269 = _e222 * _e225;
    uint _e274 = _e222 * _e226;
    uint _e279 = _e222 * _e227;
    uint _e284 = _e222 * _e228;
    uint _e290 = (((0u + (_e229 >> 16u)) + (_e234 & 65535u)) + (_e259 & 65535u)) + (_e232 >> 16u);
    uint _e291 = _e232 & 65535u;
    uint _e293 = ((((0u + (_e234 >> 16u)) + (_e239 & 65535u)) + (_e259 >> 16u)) + (_e264 & 65535u)) + (_e290 >> 16u);
    uint _e294 = _e290 & 65535u;
    uint _e296 = ((((0u + (_e239 >> 16u)) + (_e244 & 65535u)) + (_e264 >> 16u)) + (_e269 & 65535u)) + (_e293 >> 16u);
    uint _e297 = _e293 & 65535u;
    uint _e299 = ((((0u + (_e244 >> 16u)) + (_e249 & 65535u)) + (_e269 >> 16u)) + (_e274 & 65535u)) + (_e296 >> 16u);
    uint _e300 = _e296 & 65535u;
    uint _e302 = ((((0u + (_e249 >> 16u)) + (_e254 & 65535u)) + (_e274 >> 16u)) + (_e279 & 65535u)) + (_e299 >> 16u);
    uint _e303 = _e299 & 65535u;
    uint _e305 = (((0u + (_e254 >> 16u)) + (_e279 >> 16u)) + (_e284 & 65535u)) + (_e302 >> 16u);
    uint _e306 = _e302 & 65535u;
    uint _e312 = (_e306 >> 14u) & 3u;
    uint _e314 = _e306 & 16383u;
    bool _e317 = (_e314 & 8192u) != 0u;
    uint _e320 = _e317 ? ((_e312 + 1u) & 3u) : _e312;
    uint _e323 = (~(_e291) & 65535u) + 1u;
    uint _e326 = _e317 ? (_e323 & 65535u) : _e291;
    uint _e329 = (~(_e294) & 65535u) + (_e323 >> 16u);
    uint _e332 = _e317 ? (_e329 & 65535u) : _e294;
    uint _e335 = (~(_e297) & 65535u) + (_e329 >> 16u);
    uint _e338 = _e317 ? (_e335 & 65535u) : _e297;
    uint _e341 = (~(_e300) & 65535u) + (_e335 >> 16u);
    uint _e344 = _e317 ? (_e341 & 65535u) : _e300;
    uint _e347 = (~(_e303) & 65535u) + (_e341 >> 16u);
    uint _e350 = _e317 ? (_e347 & 65535u) : _e303;
    uint _e353 = (~(_e314) & 16383u) + (_e347 >> 16u);
    uint _e356 = _e317 ? (_e353 & 16383u) : _e314;
    int _e393 = (_e356 != 0u) ? as_type<int>(as_type<uint>(80) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e356), uint(-1), _e356 == 0)))) : ((_e350 != 0u) ? as_type<int>(as_type<uint>(64) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e350), uint(-1), _e350 == 0)))) : ((_e344 != 0u) ? as_type<int>(as_type<uint>(48) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e344), uint(-1), _e344 == 0)))) : ((_e338 != 0u) ? as_type<int>(as_type<uint>(32) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e338), uint(-1), _e338 == 0)))) : ((_e332 != 0u) ? as_type<int>(as_type<uint>(16) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e332), uint(-1), _e332 == 0)))) : ((_e326 != 0u) ? as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e326), uint(-1), _e326 == 0)))) : -1)))));
    bool _e394 = _e393 == -1;
    uint _e396 = _e326 | (_e332 << 16u);
    uint _e398 = _e338 | (_e344 << 16u);
    uint _e400 = _e350 | (_e356 << 16u);
    int _e404 = as_type<int>(as_type<uint>(_e393) - as_type<uint>(23));
    int _e405 = as_type<int>(as_type<uint>(_e393) - as_type<uint>(47));
    uint _e409 = metal::min(as_type<uint>(naga_neg(_e404)), 32u);
    uint _e415 = metal::max(as_type<uint>(_e404), 0u);
    uint _e416 = naga_div(_e415, 32u);
    uint _e417 = naga_mod(_e415, 32u);
    uint _e424 = _e416 + 1u;
    uint _e444 = metal::min(as_type<uint>(naga_neg(_e405)), 32u);
    uint _e450 = metal::max(as_type<uint>(_e405), 0u);
    uint _e451 = naga_div(_e450, 32u);
    uint _e452 = naga_mod(_e450, 32u);
    uint _e459 = _e451 + 1u;
    int _e478 = _e394 ? 0 : as_type<int>(as_type<uint>(_e404) - as_type<uint>(94));
    int _e480 = _e394 ? 0 : as_type<int>(as_type<uint>(_e405) - as_type<uint>(94));
    int _e482 = naga_div(_e478, 2);
    float _e494 = (static_cast<float>(((_e404 < 0) ? ((_e409 >= 32u) ? 0u : (_e396 << (_e409 & 31u))) : ((((_e416 == 2u) ? _e400 : ((_e416 == 1u) ? _e398 : ((_e416 == 0u) ? _e396 : 0u))) >> _e417) | ((_e417 == 0u) ? 0u : (((_e424 == 2u) ? _e400 : ((_e424 == 1u) ? _e398 : ((_e424 == 0u) ? _e396 : 0u))) << ((32u - _e417) & 31u))))) & 16777215u) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e482) + as_type<uint>(127))) << 23u)) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e478) - as_type<uint>(_e482))) + as_type<uint>(127))) << 23u);
    int _e495 = naga_div(_e480, 2);
    float _e509 = _e494 * 1.5707964;
    float _e515 = as_type<float>((as_type<uint>(_e494) + 2048u) & 4294963200u);
    float _e516 = _e494 - _e515;
    float _e520 = as_type<float>((as_type<uint>(1.5707964) + 2048u) & 4294963200u);
    float _e521 = 1.5707964 - _e520;
    float _e534 = _e509 + (((((((_e515 * _e520) - _e509) + (_e515 * _e521)) + (_e516 * _e520)) + (_e516 * _e521)) + (_e494 * -0.00000004371139)) + (((static_cast<float>(((_e405 < 0) ? ((_e444 >= 32u) ? 0u : (_e396 << (_e444 & 31u))) : ((((_e451 == 2u) ? _e400 : ((_e451 == 1u) ? _e398 : ((_e451 == 0u) ? _e396 : 0u))) >> _e452) | ((_e452 == 0u) ? 0u : (((_e459 == 2u) ? _e400 : ((_e459 == 1u) ? _e398 : ((_e459 == 0u) ? _e396 : 0u))) << ((32u - _e452) & 31u))))) & 16777215u) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e495) + as_type<uint>(127))) << 23u)) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e480) - as_type<uint>(_e495))) + as_type<uint>(127))) << 23u)) * 1.5707964));
    float _e539 = _e394 ? 0.0 : (_e317 ? as_type<float>(as_type<uint>(_e534) ^ 2147483648u) : _e534);
    uint _e540 = as_type<uint>(a_1);
    uint _e541 = _e540 & 2147483647u;
    uint _e548 = as_type<uint>(0.0);
    uint _e549 = _e548 & 2147483647u;
    bool _e572 = ((((_e541 == 0u) ? 2147483648u : ((_e540 >= 2147483648u) ? ~(_e540) : (_e541 | 2147483648u))) < ((_e549 == 0u) ? 2147483648u : ((_e548 >= 2147483648u) ? ~(_e548) : (_e549 | 2147483648u)))) && !((((as_type<uint>(a_1) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) && !(_e394);
    uint _e575 = as_type<uint>(_e3);
    uint _e576 = _e575 & 2147483647u;
    uint _e583 = as_type<uint>(0.0);
    uint _e584 = _e583 & 2147483647u;
    bool _e600 = (((_e576 == 0u) ? 2147483648u : ((_e575 >= 2147483648u) ? ~(_e575) : (_e576 | 2147483648u))) == ((_e584 == 0u) ? 2147483648u : ((_e583 >= 2147483648u) ? ~(_e583) : (_e584 | 2147483648u)))) && !((((as_type<uint>(_e3) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)));
    float _e603 = _e52 ? (_e572 ? as_type<float>(as_type<uint>(_e539) ^ 2147483648u) : _e539) : (_e600 ? a_1 : (((a_1 - (_e3 * 1.5708008)) - (_e3 * -0.0000044535846)) - (_e3 * -0.0000000008705516)));
    uint _e604 = _e52 ? (_e572 ? ((4u - _e320) & 3u) : _e320) : (_e600 ? 0u : naga_f2u32(_e52 ? 0.0 : (_e3 - (4.0 * metal::floor(_e3 * 0.25)))));
    float _e605 = _e603 * _e603;
    float _e618 = _e603 + (_e603 * (_e605 * (-0.16666667 + (_e605 * (0.008333334 + (_e605 * (-0.0001984127 + (_e605 * 0.0000027557319))))))));
    float _e619 = _e603 * _e603;
    float _e635 = 1.0 + (_e619 * (-0.5 + (_e619 * (0.041666668 + (_e619 * (-0.0013888889 + (_e619 * (0.000024801588 + (_e619 * -0.0000002755732)))))))));
    return ((as_type<uint>(a_1) & 2147483647u) >= 2139095040u) ? as_type<float>(2143289344u) : ((_e604 == 0u) ? _e635 : ((_e604 == 1u) ? as_type<float>(as_type<uint>(_e618) ^ 2147483648u) : ((_e604 == 2u) ? as_type<float>(as_type<uint>(_e635) ^ 2147483648u) : _e618)));
}

int naga_f2i32(float value) {
    return static_cast<int>(metal::clamp(value, -2147483600.0, 2147483500.0));
}

float shasm_ex2_(
    float a_2
) {
    float _e1 = metal::rint(a_2);
    float _e2 = a_2 - _e1;
    int _e29 = naga_f2i32(metal::min(metal::max(_e1, -151.0), 128.0));
    int _e31 = naga_div(_e29, 2);
    uint _e48 = as_type<uint>(a_2);
    uint _e50 = _e48 & 2147483647u;
    uint _e59 = as_type<uint>(128.0);
    uint _e60 = _e59 & 2147483647u;
    uint _e77 = as_type<uint>(a_2);
    uint _e78 = _e77 & 2147483647u;
    uint _e85 = as_type<uint>(-151.0);
    uint _e86 = _e85 & 2147483647u;
    return ((as_type<uint>(a_2) & 2147483647u) > 2139095040u) ? a_2 : (((((_e50 == 0u) ? 2147483648u : ((_e48 >= 2147483648u) ? ~(_e48) : (_e50 | 2147483648u))) >= ((_e60 == 0u) ? 2147483648u : ((_e59 >= 2147483648u) ? ~(_e59) : (_e60 | 2147483648u)))) && !((((as_type<uint>(a_2) & 2147483647u) > 2139095040u) || ((as_type<uint>(128.0) & 2147483647u) > 2139095040u)))) ? as_type<float>(2139095040u) : (((((_e78 == 0u) ? 2147483648u : ((_e77 >= 2147483648u) ? ~(_e77) : (_e78 | 2147483648u))) <= ((_e86 == 0u) ? 2147483648u : ((_e85 >= 2147483648u) ? ~(_e85) : (_e86 | 2147483648u)))) && !((((as_type<uint>(a_2) & 2147483647u) > 2139095040u) || ((as_type<uint>(-151.0) & 2147483647u) > 2139095040u)))) ? 0.0 : (((1.0 + (_e2 * (0.6931472 + (_e2 * (0.2402265 + (_e2 * (0.05550411 + (_e2 * (0.009618129 + (_e2 * (0.0013333558 + (_e2 * (0.0001540353 + (_e2 * 0.000015252734)))))))))))))) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e31) + as_type<uint>(127))) << 23u)) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e29) - as_type<uint>(_e31))) + as_type<uint>(127))) << 23u))));
}

float shasm_lg2_(
    float a_3
) {
    uint _e1 = as_type<uint>(a_3);
    bool _e6 = _e1 < 8388608u;
    uint _e7 = _e6 ? as_type<uint>(a_3 * 18446744000000000000.0) : _e1;
    int _e14 = as_type<int>(as_type<uint>(_e6 ? -191 : -127) + as_type<uint>(as_type<int>(_e7 >> 23u)));
    float _e19 = as_type<float>((_e7 & 8388607u) | 1065353216u);
    uint _e21 = as_type<uint>(_e19);
    uint _e23 = _e21 & 2147483647u;
    uint _e32 = as_type<uint>(1.4142135);
    uint _e33 = _e32 & 2147483647u;
    bool _e50 = (((_e23 == 0u) ? 2147483648u : ((_e21 >= 2147483648u) ? ~(_e21) : (_e23 | 2147483648u))) > ((_e33 == 0u) ? 2147483648u : ((_e32 >= 2147483648u) ? ~(_e32) : (_e33 | 2147483648u)))) && !((((as_type<uint>(_e19) & 2147483647u) > 2139095040u) || ((as_type<uint>(1.4142135) & 2147483647u) > 2139095040u)));
    float _e53 = _e50 ? (_e19 * 0.5) : _e19;
    float _e60 = (_e53 - 1.0) / (_e53 + 1.0);
    float _e61 = _e60 * _e60;
    float _e79 = as_type<float>(2139095040u);
    uint _e80 = as_type<uint>(a_3);
    uint _e81 = _e80 & 2147483647u;
    uint _e88 = as_type<uint>(_e79);
    uint _e89 = _e88 & 2147483647u;
    uint _e107 = as_type<uint>(a_3);
    uint _e108 = _e107 & 2147483647u;
    uint _e115 = as_type<uint>(0.0);
    uint _e116 = _e115 & 2147483647u;
    uint _e136 = as_type<uint>(a_3);
    uint _e137 = _e136 & 2147483647u;
    uint _e144 = as_type<uint>(0.0);
    uint _e145 = _e144 & 2147483647u;
    return ((as_type<uint>(a_3) & 2147483647u) > 2139095040u) ? a_3 : (((((_e137 == 0u) ? 2147483648u : ((_e136 >= 2147483648u) ? ~(_e136) : (_e137 | 2147483648u))) < ((_e145 == 0u) ? 2147483648u : ((_e144 >= 2147483648u) ? ~(_e144) : (_e145 | 2147483648u)))) && !((((as_type<uint>(a_3) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? as_type<float>(2143289344u) : (((((_e108 == 0u) ? 2147483648u : ((_e107 >= 2147483648u) ? ~(_e107) : (_e108 | 2147483648u))) == ((_e116 == 0u) ? 2147483648u : ((_e115 >= 2147483648u) ? ~(_e115) : (_e116 | 2147483648u)))) && !((((as_type<uint>(a_3) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? as_type<float>(4286578688u) : (((((_e81 == 0u) ? 2147483648u : ((_e80 >= 2147483648u) ? ~(_e80) : (_e81 | 2147483648u))) == ((_e89 == 0u) ? 2147483648u : ((_e88 >= 2147483648u) ? ~(_e88) : (_e89 | 2147483648u)))) && !((((as_type<uint>(a_3) & 2147483647u) > 2139095040u) || ((as_type<uint>(_e79) & 2147483647u) > 2139095040u)))) ? a_3 : (static_cast<float>(_e50 ? as_type<int>(as_type<uint>(_e14) + as_type<uint>(1)) : _e14) + (_e60 * (2.88539 + (_e61 * (0.9617967 + (_e61 * (0.57707804 + (_e61 * (0.41219857 + (_e61 * 0.3205989)))))))))))));
}

float f32_rsq(
    float a_4
) {
    float c = {};
    uint i = {};
    uint _e10 = as_type<uint>(a_4);
    uint _e11 = _e10 & 2147483647u;
    uint _e20 = as_type<uint>(0.0);
    uint _e21 = _e20 & 2147483647u;
    uint _e45 = as_type<uint>(a_4);
    uint _e46 = _e45 & 2147483647u;
    uint _e53 = as_type<uint>(0.00000000000000000005421011);
    uint _e54 = _e53 & 2147483647u;
    bool _e70 = (((_e46 == 0u) ? 2147483648u : ((_e45 >= 2147483648u) ? ~(_e45) : (_e46 | 2147483648u))) < ((_e54 == 0u) ? 2147483648u : ((_e53 >= 2147483648u) ? ~(_e53) : (_e54 | 2147483648u)))) && !((((as_type<uint>(a_4) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.00000000000000000005421011) & 2147483647u) > 2139095040u)));
    uint _e71 = as_type<uint>(a_4);
    uint _e72 = _e71 & 2147483647u;
    uint _e79 = as_type<uint>(18446744000000000000.0);
    uint _e80 = _e79 & 2147483647u;
    bool _e96 = (((_e72 == 0u) ? 2147483648u : ((_e71 >= 2147483648u) ? ~(_e71) : (_e72 | 2147483648u))) > ((_e80 == 0u) ? 2147483648u : ((_e79 >= 2147483648u) ? ~(_e79) : (_e80 | 2147483648u)))) && !((((as_type<uint>(a_4) & 2147483647u) > 2139095040u) || ((as_type<uint>(18446744000000000000.0) & 2147483647u) > 2139095040u)));
    float _e102 = _e70 ? ((a_4 * 18446744000000000000.0) * 18446744000000000000.0) : (_e96 ? ((a_4 * 0.00000000000000000005421011) * 0.00000000000000000005421011) : a_4);
    float _e106 = 1.0 / metal::sqrt(_e102);
    float _e109 = _e106 * 1.0000002;
    c = _e106 * 0.99999976;
    i = 0u;
    uint2 loop_bound = uint2(4294967295u);
    while(true) {
        if (metal::all(loop_bound == uint2(0u))) { break; }
        loop_bound -= uint2(loop_bound.y == 0u, 1u);
        float _e113 = c;
        uint _e114 = i;
        uint _e117 = as_type<uint>(_e113);
        uint _e118 = _e117 & 2147483647u;
        uint _e125 = as_type<uint>(_e109);
        uint _e126 = _e125 & 2147483647u;
        if ((_e114 >= 16u) || ((((_e118 == 0u) ? 2147483648u : ((_e117 >= 2147483648u) ? ~(_e117) : (_e118 | 2147483648u))) >= ((_e126 == 0u) ? 2147483648u : ((_e125 >= 2147483648u) ? ~(_e125) : (_e126 | 2147483648u)))) && !((((as_type<uint>(_e113) & 2147483647u) > 2139095040u) || ((as_type<uint>(_e109) & 2147483647u) > 2139095040u))))) {
            break;
        }
        float _e144 = c;
        float _e149 = as_type<float>(as_type<uint>(_e144) + 1u) - _e144;
        float _e151 = 0.5 * _e149;
        float _e152 = _e144 * _e144;
        float _e158 = as_type<float>((as_type<uint>(_e144) + 2048u) & 4294963200u);
        float _e159 = _e144 - _e158;
        float _e163 = as_type<float>((as_type<uint>(_e144) + 2048u) & 4294963200u);
        float _e164 = _e144 - _e163;
        float _e172 = ((((_e158 * _e163) - _e152) + (_e158 * _e164)) + (_e159 * _e163)) + (_e159 * _e164);
        float _e173 = _e102 * _e152;
        float _e177 = as_type<float>((as_type<uint>(_e102) + 2048u) & 4294963200u);
        float _e178 = _e102 - _e177;
        float _e182 = as_type<float>((as_type<uint>(_e152) + 2048u) & 4294963200u);
        float _e183 = _e152 - _e182;
        float _e191 = ((((_e177 * _e182) - _e173) + (_e177 * _e183)) + (_e178 * _e182)) + (_e178 * _e183);
        float _e192 = _e102 * _e172;
        float _e196 = as_type<float>((as_type<uint>(_e102) + 2048u) & 4294963200u);
        float _e197 = _e102 - _e196;
        float _e201 = as_type<float>((as_type<uint>(_e172) + 2048u) & 4294963200u);
        float _e202 = _e172 - _e201;
        float _e210 = ((((_e196 * _e201) - _e192) + (_e196 * _e202)) + (_e197 * _e201)) + (_e197 * _e202);
        float _e213 = 2.0 * (_e144 * _e151);
        float _e214 = _e102 * _e213;
        float _e218 = as_type<float>((as_type<uint>(_e102) + 2048u) & 4294963200u);
        float _e219 = _e102 - _e218;
        float _e223 = as_type<float>((as_type<uint>(_e213) + 2048u) & 4294963200u);
        float _e224 = _e213 - _e223;
        float _e232 = ((((_e218 * _e223) - _e214) + (_e218 * _e224)) + (_e219 * _e223)) + (_e219 * _e224);
        float _e234 = _e102 * (_e151 * _e151);
        float _e235 = _e173 - 1.0;
        float _e236 = _e210 + _e234;
        float _e237 = _e236 - _e210;
        float _e241 = (_e210 - (_e236 - _e237)) + (_e234 - _e237);
        float _e242 = _e232 + _e241;
        float _e243 = _e242 - _e232;
        float _e247 = (_e232 - (_e242 - _e243)) + (_e241 - _e243);
        float _e248 = _e242 + _e236;
        float _e249 = _e248 - _e242;
        float _e253 = (_e242 - (_e248 - _e249)) + (_e236 - _e249);
        float _e254 = _e191 + _e247;
        float _e255 = _e254 - _e191;
        float _e259 = (_e191 - (_e254 - _e255)) + (_e247 - _e255);
        float _e260 = _e254 + _e253;
        float _e261 = _e260 - _e254;
        float _e265 = (_e254 - (_e260 - _e261)) + (_e253 - _e261);
        float _e266 = _e260 + _e248;
        float _e267 = _e266 - _e260;
        float _e271 = (_e260 - (_e266 - _e267)) + (_e248 - _e267);
        float _e272 = _e192 + _e259;
        float _e273 = _e272 - _e192;
        float _e277 = (_e192 - (_e272 - _e273)) + (_e259 - _e273);
        float _e278 = _e272 + _e265;
        float _e279 = _e278 - _e272;
        float _e283 = (_e272 - (_e278 - _e279)) + (_e265 - _e279);
        float _e284 = _e278 + _e271;
        float _e285 = _e284 - _e278;
        float _e289 = (_e278 - (_e284 - _e285)) + (_e271 - _e285);
        float _e290 = _e284 + _e266;
        float _e291 = _e290 - _e284;
        float _e295 = (_e284 - (_e290 - _e291)) + (_e266 - _e291);
        float _e296 = _e214 + _e277;
        float _e297 = _e296 - _e214;
        float _e301 = (_e214 - (_e296 - _e297)) + (_e277 - _e297);
        float _e302 = _e296 + _e283;
        float _e303 = _e302 - _e296;
        float _e307 = (_e296 - (_e302 - _e303)) + (_e283 - _e303);
        float _e308 = _e302 + _e289;
        float _e309 = _e308 - _e302;
        float _e313 = (_e302 - (_e308 - _e309)) + (_e289 - _e309);
        float _e314 = _e308 + _e295;
        float _e315 = _e314 - _e308;
        float _e319 = (_e308 - (_e314 - _e315)) + (_e295 - _e315);
        float _e320 = _e314 + _e290;
        float _e321 = _e320 - _e314;
        float _e325 = (_e314 - (_e320 - _e321)) + (_e290 - _e321);
        float _e326 = _e235 + _e301;
        float _e327 = _e326 - _e235;
        float _e331 = (_e235 - (_e326 - _e327)) + (_e301 - _e327);
        float _e332 = _e326 + _e307;
        float _e333 = _e332 - _e326;
        float _e337 = (_e326 - (_e332 - _e333)) + (_e307 - _e333);
        float _e338 = _e332 + _e313;
        float _e339 = _e338 - _e332;
        float _e343 = (_e332 - (_e338 - _e339)) + (_e313 - _e339);
        float _e344 = _e338 + _e319;
        float _e345 = _e344 - _e338;
        float _e349 = (_e338 - (_e344 - _e345)) + (_e319 - _e345);
        float _e350 = _e344 + _e325;
        float _e351 = _e350 - _e344;
        float _e355 = (_e344 - (_e350 - _e351)) + (_e325 - _e351);
        float _e356 = _e350 + _e320;
        float _e357 = _e356 - _e350;
        float _e361 = (_e350 - (_e356 - _e357)) + (_e320 - _e357);
        uint _e362 = as_type<uint>(_e331);
        uint _e363 = _e362 & 2147483647u;
        uint _e370 = as_type<uint>(0.0);
        uint _e371 = _e370 & 2147483647u;
        uint _e390 = as_type<uint>(_e331);
        uint _e391 = _e390 & 2147483647u;
        uint _e398 = as_type<uint>(0.0);
        uint _e399 = _e398 & 2147483647u;
        uint _e416 = as_type<uint>(_e331);
        uint _e417 = _e416 & 2147483647u;
        uint _e424 = as_type<uint>(0.0);
        uint _e425 = _e424 & 2147483647u;
        uint _e445 = as_type<uint>(_e337);
        uint _e446 = _e445 & 2147483647u;
        uint _e453 = as_type<uint>(0.0);
        uint _e454 = _e453 & 2147483647u;
        uint _e472 = as_type<uint>(_e337);
        uint _e473 = _e472 & 2147483647u;
        uint _e480 = as_type<uint>(0.0);
        uint _e481 = _e480 & 2147483647u;
        uint _e498 = as_type<uint>(_e337);
        uint _e499 = _e498 & 2147483647u;
        uint _e506 = as_type<uint>(0.0);
        uint _e507 = _e506 & 2147483647u;
        uint _e527 = as_type<uint>(_e343);
        uint _e528 = _e527 & 2147483647u;
        uint _e535 = as_type<uint>(0.0);
        uint _e536 = _e535 & 2147483647u;
        uint _e554 = as_type<uint>(_e343);
        uint _e555 = _e554 & 2147483647u;
        uint _e562 = as_type<uint>(0.0);
        uint _e563 = _e562 & 2147483647u;
        uint _e580 = as_type<uint>(_e343);
        uint _e581 = _e580 & 2147483647u;
        uint _e588 = as_type<uint>(0.0);
        uint _e589 = _e588 & 2147483647u;
        uint _e609 = as_type<uint>(_e349);
        uint _e610 = _e609 & 2147483647u;
        uint _e617 = as_type<uint>(0.0);
        uint _e618 = _e617 & 2147483647u;
        uint _e636 = as_type<uint>(_e349);
        uint _e637 = _e636 & 2147483647u;
        uint _e644 = as_type<uint>(0.0);
        uint _e645 = _e644 & 2147483647u;
        uint _e662 = as_type<uint>(_e349);
        uint _e663 = _e662 & 2147483647u;
        uint _e670 = as_type<uint>(0.0);
        uint _e671 = _e670 & 2147483647u;
        uint _e691 = as_type<uint>(_e355);
        uint _e692 = _e691 & 2147483647u;
        uint _e699 = as_type<uint>(0.0);
        uint _e700 = _e699 & 2147483647u;
        uint _e718 = as_type<uint>(_e355);
        uint _e719 = _e718 & 2147483647u;
        uint _e726 = as_type<uint>(0.0);
        uint _e727 = _e726 & 2147483647u;
        uint _e744 = as_type<uint>(_e355);
        uint _e745 = _e744 & 2147483647u;
        uint _e752 = as_type<uint>(0.0);
        uint _e753 = _e752 & 2147483647u;
        uint _e773 = as_type<uint>(_e361);
        uint _e774 = _e773 & 2147483647u;
        uint _e781 = as_type<uint>(0.0);
        uint _e782 = _e781 & 2147483647u;
        uint _e800 = as_type<uint>(_e361);
        uint _e801 = _e800 & 2147483647u;
        uint _e808 = as_type<uint>(0.0);
        uint _e809 = _e808 & 2147483647u;
        uint _e826 = as_type<uint>(_e361);
        uint _e827 = _e826 & 2147483647u;
        uint _e834 = as_type<uint>(0.0);
        uint _e835 = _e834 & 2147483647u;
        uint _e855 = as_type<uint>(_e356);
        uint _e856 = _e855 & 2147483647u;
        uint _e863 = as_type<uint>(0.0);
        uint _e864 = _e863 & 2147483647u;
        uint _e882 = as_type<uint>(_e356);
        uint _e883 = _e882 & 2147483647u;
        uint _e890 = as_type<uint>(0.0);
        uint _e891 = _e890 & 2147483647u;
        uint _e908 = as_type<uint>(_e356);
        uint _e909 = _e908 & 2147483647u;
        uint _e916 = as_type<uint>(0.0);
        uint _e917 = _e916 & 2147483647u;
        float _e936 = ((((_e856 == 0u) ? 2147483648u : ((_e855 >= 2147483648u) ? ~(_e855) : (_e856 | 2147483648u))) != ((_e864 == 0u) ? 2147483648u : ((_e863 >= 2147483648u) ? ~(_e863) : (_e864 | 2147483648u)))) || !(!((((as_type<uint>(_e356) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u))))) ? (((((_e883 == 0u) ? 2147483648u : ((_e882 >= 2147483648u) ? ~(_e882) : (_e883 | 2147483648u))) == ((_e891 == 0u) ? 2147483648u : ((_e890 >= 2147483648u) ? ~(_e890) : (_e891 | 2147483648u)))) && !((((as_type<uint>(_e356) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? 0.0 : (((((_e909 == 0u) ? 2147483648u : ((_e908 >= 2147483648u) ? ~(_e908) : (_e909 | 2147483648u))) > ((_e917 == 0u) ? 2147483648u : ((_e916 >= 2147483648u) ? ~(_e916) : (_e917 | 2147483648u)))) && !((((as_type<uint>(_e356) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? 1.0 : -1.0)) : (((((_e774 == 0u) ? 2147483648u : ((_e773 >= 2147483648u) ? ~(_e773) : (_e774 | 2147483648u))) != ((_e782 == 0u) ? 2147483648u : ((_e781 >= 2147483648u) ? ~(_e781) : (_e782 | 2147483648u)))) || !(!((((as_type<uint>(_e361) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u))))) ? (((((_e801 == 0u) ? 2147483648u : ((_e800 >= 2147483648u) ? ~(_e800) : (_e801 | 2147483648u))) == ((_e809 == 0u) ? 2147483648u : ((_e808 >= 2147483648u) ? ~(_e808) : (_e809 | 2147483648u)))) && !((((as_type<uint>(_e361) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? 0.0 : (((((_e827 == 0u) ? 2147483648u : ((_e826 >= 2147483648u) ? ~(_e826) : (_e827 | 2147483648u))) > ((_e835 == 0u) ? 2147483648u : ((_e834 >= 2147483648u) ? ~(_e834) : (_e835 | 2147483648u)))) && !((((as_type<uint>(_e361) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? 1.0 : -1.0)) : (((((_e692 == 0u) ? 2147483648u : ((_e691 >= 2147483648u) ? ~(_e691) : (_e692 | 2147483648u))) != ((_e700 == 0u) ? 2147483648u : ((_e699 >= 2147483648u) ? ~(_e699) : (_e700 | 2147483648u)))) || !(!((((as_type<uint>(_e355) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u))))) ? (((((_e719 == 0u) ? 2147483648u : ((_e718 >= 2147483648u) ? ~(_e718) : (_e719 | 2147483648u))) == ((_e727 == 0u) ? 2147483648u : ((_e726 >= 2147483648u) ? ~(_e726) : (_e727 | 2147483648u)))) && !((((as_type<uint>(_e355) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? 0.0 : (((((_e745 == 0u) ? 2147483648u : ((_e744 >= 2147483648u) ? ~(_e744) : (_e745 | 2147483648u))) > ((_e753 == 0u) ? 2147483648u : ((_e752 >= 2147483648u) ? ~(_e752) : (_e753 | 2147483648u)))) && !((((as_type<uint>(_e355) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? 1.0 : -1.0)) : (((((_e610 == 0u) ? 2147483648u : ((_e609 >= 2147483648u) ? ~(_e609) : (_e610 | 2147483648u))) != ((_e618 == 0u) ? 2147483648u : ((_e617 >= 2147483648u) ? ~(_e617) : (_e618 | 2147483648u)))) || !(!((((as_type<uint>(_e349) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u))))) ? (((((_e637 == 0u) ? 2147483648u : ((_e636 >= 2147483648u) ? ~(_e636) : (_e637 | 2147483648u))) == ((_e645 == 0u) ? 2147483648u : ((_e644 >= 2147483648u) ? ~(_e644) : (_e645 | 2147483648u)))) && !((((as_type<uint>(_e349) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? 0.0 : (((((_e663 == 0u) ? 2147483648u : ((_e662 >= 2147483648u) ? ~(_e662) : (_e663 | 2147483648u))) > ((_e671 == 0u) ? 2147483648u : ((_e670 >= 2147483648u) ? ~(_e670) : (_e671 | 2147483648u)))) && !((((as_type<uint>(_e349) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? 1.0 : -1.0)) : (((((_e528 == 0u) ? 2147483648u : ((_e527 >= 2147483648u) ? ~(_e527) : (_e528 | 2147483648u))) != ((_e536 == 0u) ? 2147483648u : ((_e535 >= 2147483648u) ? ~(_e535) : (_e536 | 2147483648u)))) || !(!((((as_type<uint>(_e343) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u))))) ? (((((_e555 == 0u) ? 2147483648u : ((_e554 >= 2147483648u) ? ~(_e554) : (_e555 | 2147483648u))) == ((_e563 == 0u) ? 2147483648u : ((_e562 >= 2147483648u) ? ~(_e562) : (_e563 | 2147483648u)))) && !((((as_type<uint>(_e343) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? 0.0 : (((((_e581 == 0u) ? 2147483648u : ((_e580 >= 2147483648u) ? ~(_e580) : (_e581 | 2147483648u))) > ((_e589 == 0u) ? 2147483648u : ((_e588 >= 2147483648u) ? ~(_e588) : (_e589 | 2147483648u)))) && !((((as_type<uint>(_e343) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? 1.0 : -1.0)) : (((((_e446 == 0u) ? 2147483648u : ((_e445 >= 2147483648u) ? ~(_e445) : (_e446 | 2147483648u))) != ((_e454 == 0u) ? 2147483648u : ((_e453 >= 2147483648u) ? ~(_e453) : (_e454 | 2147483648u)))) || !(!((((as_type<uint>(_e337) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u))))) ? (((((_e473 == 0u) ? 2147483648u : ((_e472 >= 2147483648u) ? ~(_e472) : (_e473 | 2147483648u))) == ((_e481 == 0u) ? 2147483648u : ((_e480 >= 2147483648u) ? ~(_e480) : (_e481 | 2147483648u)))) && !((((as_type<uint>(_e337) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? 0.0 : (((((_e499 == 0u) ? 2147483648u : ((_e498 >= 2147483648u) ? ~(_e498) : (_e499 | 2147483648u))) > ((_e507 == 0u) ? 2147483648u : ((_e506 >= 2147483648u) ? ~(_e506) : (_e507 | 2147483648u)))) && !((((as_type<uint>(_e337) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? 1.0 : -1.0)) : (((((_e363 == 0u) ? 2147483648u : ((_e362 >= 2147483648u) ? ~(_e362) : (_e363 | 2147483648u))) != ((_e371 == 0u) ? 2147483648u : ((_e370 >= 2147483648u) ? ~(_e370) : (_e371 | 2147483648u)))) || !(!((((as_type<uint>(_e331) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u))))) ? (((((_e391 == 0u) ? 2147483648u : ((_e390 >= 2147483648u) ? ~(_e390) : (_e391 | 2147483648u))) == ((_e399 == 0u) ? 2147483648u : ((_e398 >= 2147483648u) ? ~(_e398) : (_e399 | 2147483648u)))) && !((((as_type<uint>(_e331) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? 0.0 : (((((_e417 == 0u) ? 2147483648u : ((_e416 >= 2147483648u) ? ~(_e416) : (_e417 | 2147483648u))) > ((_e425 == 0u) ? 2147483648u : ((_e424 >= 2147483648u) ? ~(_e424) : (_e425 | 2147483648u)))) && !((((as_type<uint>(_e331) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) ? 1.0 : -1.0)) : 0.0))))));
        uint _e937 = as_type<uint>(_e936);
        uint _e938 = _e937 & 2147483647u;
        uint _e945 = as_type<uint>(0.0);
        uint _e946 = _e945 & 2147483647u;
        if (!(((((_e938 == 0u) ? 2147483648u : ((_e937 >= 2147483648u) ? ~(_e937) : (_e938 | 2147483648u))) < ((_e946 == 0u) ? 2147483648u : ((_e945 >= 2147483648u) ? ~(_e945) : (_e946 | 2147483648u)))) && !((((as_type<uint>(_e936) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))))) {
            break;
        }
        c = _e144 + _e149;
        uint _e965 = i;
        i = _e965 + 1u;
    }
    float _e967 = c;
    return ((((as_type<uint>(a_4) & 2147483647u) > 2139095040u) || ((((_e11 == 0u) ? 2147483648u : ((_e10 >= 2147483648u) ? ~(_e10) : (_e11 | 2147483648u))) <= ((_e21 == 0u) ? 2147483648u : ((_e20 >= 2147483648u) ? ~(_e20) : (_e21 | 2147483648u)))) && !((((as_type<uint>(a_4) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u))))) || ((as_type<uint>(a_4) & 2147483647u) >= 2139095040u)) ? (1.0 / metal::sqrt(a_4)) : (_e967 * (_e70 ? 18446744000000000000.0 : (_e96 ? 0.00000000000000000005421011 : 1.0)));
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
    float _e63 = shasm_sin(as_type<float>(_e53.x));
    r.inner[1].x = as_type<uint>(_e63);
    metal::uint4 _e71 = r.inner[7];
    float _e80 = shasm_cos(as_type<float>(_e71.y));
    r.inner[1].y = as_type<uint>(_e80);
    metal::uint4 _e88 = r.inner[7];
    float _e97 = shasm_ex2_(as_type<float>(_e88.z));
    r.inner[1].z = as_type<uint>(_e97);
    metal::uint4 _e105 = r.inner[7];
    float _e114 = shasm_lg2_(as_type<float>(_e105.w));
    r.inner[1].w = as_type<uint>(_e114);
    metal::uint4 _e122 = r.inner[8];
    float _e135 = f32_rsq(as_type<float>(as_type<uint>(as_type<float>(_e122.x)) & 2147483647u));
    r.inner[2].x = as_type<uint>(_e135);
    metal::uint4 _e143 = r.inner[8];
    metal::uint4 _e153 = r.inner[8];
    float _e158 = as_type<float>(_e153.z);
    float _e162 = shasm_lg2_(as_type<float>(_e143.y));
    uint _e163 = as_type<uint>(_e158);
    uint _e164 = _e163 & 2147483647u;
    uint _e172 = as_type<uint>(0.0);
    uint _e173 = _e172 & 2147483647u;
    float _e193 = as_type<float>(as_type<uint>(_e162) & 2147483647u);
    float _e194 = as_type<float>(2139095040u);
    uint _e195 = as_type<uint>(_e193);
    uint _e196 = _e195 & 2147483647u;
    uint _e203 = as_type<uint>(_e194);
    uint _e204 = _e203 & 2147483647u;
    uint _e221 = as_type<uint>(_e162);
    uint _e222 = _e221 & 2147483647u;
    uint _e229 = as_type<uint>(0.0);
    uint _e230 = _e229 & 2147483647u;
    float _e249 = as_type<float>(as_type<uint>(_e158) & 2147483647u);
    float _e250 = as_type<float>(2139095040u);
    uint _e251 = as_type<uint>(_e249);
    uint _e252 = _e251 & 2147483647u;
    uint _e259 = as_type<uint>(_e250);
    uint _e260 = _e259 & 2147483647u;
    float _e284 = shasm_ex2_(((((((_e164 == 0u) ? 2147483648u : ((_e163 >= 2147483648u) ? ~(_e163) : (_e164 | 2147483648u))) == ((_e173 == 0u) ? 2147483648u : ((_e172 >= 2147483648u) ? ~(_e172) : (_e173 | 2147483648u)))) && !((((as_type<uint>(_e158) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) && ((((_e196 == 0u) ? 2147483648u : ((_e195 >= 2147483648u) ? ~(_e195) : (_e196 | 2147483648u))) == ((_e204 == 0u) ? 2147483648u : ((_e203 >= 2147483648u) ? ~(_e203) : (_e204 | 2147483648u)))) && !((((as_type<uint>(_e193) & 2147483647u) > 2139095040u) || ((as_type<uint>(_e194) & 2147483647u) > 2139095040u))))) || (((((_e222 == 0u) ? 2147483648u : ((_e221 >= 2147483648u) ? ~(_e221) : (_e222 | 2147483648u))) == ((_e230 == 0u) ? 2147483648u : ((_e229 >= 2147483648u) ? ~(_e229) : (_e230 | 2147483648u)))) && !((((as_type<uint>(_e162) & 2147483647u) > 2139095040u) || ((as_type<uint>(0.0) & 2147483647u) > 2139095040u)))) && ((((_e252 == 0u) ? 2147483648u : ((_e251 >= 2147483648u) ? ~(_e251) : (_e252 | 2147483648u))) == ((_e260 == 0u) ? 2147483648u : ((_e259 >= 2147483648u) ? ~(_e259) : (_e260 | 2147483648u)))) && !((((as_type<uint>(_e249) & 2147483647u) > 2139095040u) || ((as_type<uint>(_e250) & 2147483647u) > 2139095040u)))))) ? as_type<float>(2143289344u) : (_e158 * _e162));
    r.inner[2].y = as_type<uint>(_e284);
    metal::uint4 _e292 = r.inner[8];
    float _e302 = 1.0 / as_type<float>(_e292.w);
    r.inner[2].z = as_type<uint>(_e302);
    metal::uint4 _e310 = r.inner[1];
    metal::uint4 _e320 = r.inner[2];
    r.inner[0].x = as_type<uint>(as_type<float>(_e310.x) * as_type<float>(_e320.x));
    r.inner[0].y = as_type<uint>(as_type<float>(_e310.y) * as_type<float>(_e320.y));
    r.inner[0].z = as_type<uint>(as_type<float>(_e310.z) * as_type<float>(_e320.z));
    r.inner[0].w = as_type<uint>(as_type<float>(_e310.w) * as_type<float>(_e320.w));
    metal::uint4 _e345 = r.inner[0];
    outputs[(invocation * 1u) + 0u] = _e345;
    bool _e347 = killed;
    status[invocation] = (_e347 ? 1u : 0u) | 0u;
    return;
}
