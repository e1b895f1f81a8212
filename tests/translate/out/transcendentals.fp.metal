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
    bool _e41 = (((_e25 == 0u) ? 2147483648u : ((_e24 >= 2147483648u) ? ~(_e24) : (_e25 | 2147483648u))) >= 3313500160u) && !(((as_type<uint>(_e23) & 2147483647u) > 2139095040u));
    uint _e49 = (as_type<uint>(a) & 8388607u) | 8388608u;
    uint _e56 = ((as_type<uint>(a) >> 23u) & 255u) - 120u;
    uint _e58 = naga_div(_e56, 32u);
    uint _e59 = naga_mod(_e56, 32u);
    bool _e60 = _e59 == 0u;
    uint _e63 = (32u - _e59) & 31u;
    uint _e64 = _e58 + 0u;
    uint _e100 = (_e64 == 9u) ? 3072618042u : ((_e64 == 8u) ? 3736847713u : ((_e64 == 7u) ? 4266746795u : ((_e64 == 6u) ? 1011060801u : ((_e64 == 5u) ? 3680671129u : ((_e64 == 4u) ? 4113882560u : ((_e64 == 3u) ? 4230436817u : ((_e64 == 2u) ? 1313084713u : ((_e64 == 1u) ? 2734261102u : 0u))))))));
    uint _e101 = _e58 + 1u;
    uint _e123 = _e60 ? _e100 : ((_e100 << _e59) | (((_e101 == 9u) ? 3072618042u : ((_e101 == 8u) ? 3736847713u : ((_e101 == 7u) ? 4266746795u : ((_e101 == 6u) ? 1011060801u : ((_e101 == 5u) ? 3680671129u : ((_e101 == 4u) ? 4113882560u : ((_e101 == 3u) ? 4230436817u : ((_e101 == 2u) ? 1313084713u : ((_e101 == 1u) ? 2734261102u : 0u))))))))) >> _e63));
    uint _e124 = _e58 + 1u;
    uint _e142 = (_e124 == 9u) ? 3072618042u : ((_e124 == 8u) ? 3736847713u : ((_e124 == 7u) ? 4266746795u : ((_e124 == 6u) ? 1011060801u : ((_e124 == 5u) ? 3680671129u : ((_e124 == 4u) ? 4113882560u : ((_e124 == 3u) ? 4230436817u : ((_e124 == 2u) ? 1313084713u : ((_e124 == 1u) ? 2734261102u : 0u))))))));
    uint _e143 = _e58 + 2u;
    uint _e165 = _e60 ? _e142 : ((_e142 << _e59) | (((_e143 == 9u) ? 3072618042u : ((_e143 == 8u) ? 3736847713u : ((_e143 == 7u) ? 4266746795u : ((_e143 == 6u) ? 1011060801u : ((_e143 == 5u) ? 3680671129u : ((_e143 == 4u) ? 4113882560u : ((_e143 == 3u) ? 4230436817u : ((_e143 == 2u) ? 1313084713u : ((_e143 == 1u) ? 2734261102u : 0u))))))))) >> _e63));
    uint _e166 = _e58 + 2u;
    uint _e184 = (_e166 == 9u) ? 3072618042u : ((_e166 == 8u) ? 3736847713u : ((_e166 == 7u) ? 4266746795u : ((_e166 == 6u) ? 1011060801u : ((_e166 == 5u) ? 3680671129u : ((_e166 == 4u) ? 4113882560u : ((_e166 == 3u) ? 4230436817u : ((_e166 == 2u) ? 1313084713u : ((_e166 == 1u) ? 2734261102u : 0u))))))));
    uint _e185 = _e58 + 3u;
    uint _e207 = _e60 ? _e184 : ((_e184 << _e59) | (((_e185 == 9u) ? 3072618042u : ((_e185 == 8u) ? 3736847713u : ((_e185 == 7u) ? 4266746795u : ((_e185 == 6u) ? 1011060801u : ((_e185 == 5u) ? 3680671129u : ((_e185 == 4u) ? 4113882560u : ((_e185 == 3u) ? 4230436817u : ((_e185 == 2u) ? 1313084713u : ((_e185 == 1u) ? 2734261102u : 0u))))))))) >> _e63));
    uint _e209 = _e49 & 65535u;
    uint _e211 = _e49 >> 16u;
    uint _e212 = _e207 & 65535u;
    uint _e213 = _e207 >> 16u;
    uint _e214 = _e165 & 65535u;
    uint _e215 = _e165 >> 16u;
    uint _e216 = _e123 & 65535u;
    uint _e217 = _e123 >> 16u;
    uint _e218 = _e209 * _e212;
    uint _e221 = 0u + (_e218 & 65535u);
    uint _e223 = _e209 * _e213;
    uint _e228 = _e209 * _e214;
    uint _e233 = _e209 * _e215;
    uint _e238 = _e209 * _e216;
    uint _e243 = _e209 * _e217;
    uint _e248 = _e211 * _e212;
    uint _e253 = _e211 * _e213;
    uint _e258 = _e211 * _e214;
    uint _e263 = _e211 * _e215;
    uint _e268 = _e211 * _e216;
    uint _e273 = _e211 * _e217;
    uint _e279 = (((0u + (_e218 >> 16u)) + (_e223 & 65535u)) + (_e248 & 65535u)) + (_e221 >> 16u);
    uint _e280 = _e221 & 65535u;
    uint _e282 = ((((0u + (_e223 >> 16u)) + (_e228 & 65535u)) + (_e248 >> 16u)) + (_e253 & 65535u)) + (_e279 >> 16u);
    uint _e283 = _e279 & 65535u;
    uint _e285 = ((((0u + (_e228 >> 16u)) + (_e233 & 65535u)) + (_e253 >> 16u)) + (_e258 & 65535u)) + (_e282 >> 16u);
    uint _e286 = _e282 & 65535u;
    uint _e288 = ((((0u + (_e233 >> 16u)) + (_e238 & 65535u)) + (_e258 >> 16u)) + (_e263 & 65535u)) + (_e285 >> 16u);
    uint _e289 = _e285 & 65535u;
    uint _e291 = ((((0u + (_e238 >> 16u)) + (_e243 & 65535u)) + (_e263 >> 16u)) + (_e268 & 65535u)) + (_e288 >> 16u);
    uint _e292 = _e288 & 65535u;
    uint _e294 = (((0u + (_e243 >> 16u)) + (_e268 >> 16u)) + (_e273 & 65535u)) + (_e291 >> 16u);
    uint _e295 = _e291 & 65535u;
    uint _e301 = (_e295 >> 14u) & 3u;
    uint _e303 = _e295 & 16383u;
    bool _e306 = (_e303 & 8192u) != 0u;
    uint _e309 = _e306 ? ((_e301 + 1u) & 3u) : _e301;
    uint _e312 = (~(_e280) & 65535u) + 1u;
    uint _e315 = _e306 ? (_e312 & 65535u) : _e280;
    uint _e318 = (~(_e283) & 65535u) + (_e312 >> 16u);
    uint _e321 = _e306 ? (_e318 & 65535u) : _e283;
    uint _e324 = (~(_e286) & 65535u) + (_e318 >> 16u);
    uint _e327 = _e306 ? (_e324 & 65535u) : _e286;
    uint _e330 = (~(_e289) & 65535u) + (_e324 >> 16u);
    uint _e333 = _e306 ? (_e330 & 65535u) : _e289;
    uint _e336 = (~(_e292) & 65535u) + (_e330 >> 16u);
    uint _e339 = _e306 ? (_e336 & 65535u) : _e292;
    uint _e342 = (~(_e303) & 16383u) + (_e336 >> 16u);
    uint _e345 = _e306 ? (_e342 & 16383u) : _e303;
    int _e382 = (_e345 != 0u) ? as_type<int>(as_type<uint>(80) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e345), uint(-1), _e345 == 0)))) : ((_e339 != 0u) ? as_type<int>(as_type<uint>(64) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e339), uint(-1), _e339 == 0)))) : ((_e333 != 0u) ? as_type<int>(as_type<uint>(48) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e333), uint(-1), _e333 == 0)))) : ((_e327 != 0u) ? as_type<int>(as_type<uint>(32) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e327), uint(-1), _e327 == 0)))) : ((_e321 != 0u) ? as_type<int>(as_type<uint>(16) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e321), uint(-1), _e321 == 0)))) : ((_e315 != 0u) ? as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e315), uint(-1), _e315 == 0)))) : -1)))));
    bool _e383 = _e382 == -1;
    uint _e385 = _e315 | (_e321 << 16u);
    uint _e387 = _e327 | (_e333 << 16u);
    uint _e389 = _e339 | (_e345 << 16u);
    int _e393 = as_type<int>(as_type<uint>(_e382) - as_type<uint>(23));
    int _e394 = as_type<int>(as_type<uint>(_e382) - as_type<uint>(47));
    uint _e398 = metal::min(as_type<uint>(naga_neg(_e393)), 32u);
    uint _e404 = metal::max(as_type<uint>(_e393), 0u);
    uint _e405 = naga_div(_e404, 32u);
    uint _e406 = naga_mod(_e404, 32u);
    uint _e413 = _e405 + 1u;
    uint _e433 = metal::min(as_type<uint>(naga_neg(_e394)), 32u);
    uint _e439 = metal::max(as_type<uint>(_e394), 0u);
    uint _e440 = naga_div(_e439, 32u);
    uint _e441 = naga_mod(_e439, 32u);
    uint _e448 = _e440 + 1u;
    int _e467 = _e383 ? 0 : as_type<int>(as_type<uint>(_e393) - as_type<uint>(94));
    int _e469 = _e383 ? 0 : as_type<int>(as_type<uint>(_e394) - as_type<uint>(94));
    int _e471 = naga_div(_e467, 2);
    float _e483 = (static_cast<float>(((_e393 < 0) ? ((_e398 >= 32u) ? 0u : (_e385 << (_e398 & 31u))) : ((((_e405 == 2u) ? _e389 : ((_e405 == 1u) ? _e387 : ((_e405 == 0u) ? _e385 : 0u))) >> _e406) | ((_e406 == 0u) ? 0u : (((_e413 == 2u) ? _e389 : ((_e413 == 1u) ? _e387 : ((_e413 == 0u) ? _e385 : 0u))) << ((32u - _e406) & 31u))))) & 16777215u) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e471) + as_type<uint>(127))) << 23u)) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e467) - as_type<uint>(_e471))) + as_type<uint>(127))) << 23u);
    int _e484 = naga_div(_e469, 2);
    float _e498 = _e483 * 1.5707964;
    float _e504 = as_type<float>((as_type<uint>(_e483) + 2048u) & 4294963200u);
    float _e505 = _e483 - _e504;
    float _e509 = as_type<float>((as_type<uint>(1.5707964) + 2048u) & 4294963200u);
    float _e510 = 1.5707964 - _e509;
    float _e523 = _e498 + (((((((_e504 * _e509) - _e498) + (_e504 * _e510)) + (_e505 * _e509)) + (_e505 * _e510)) + (_e483 * -0.00000004371139)) + (((static_cast<float>(((_e394 < 0) ? ((_e433 >= 32u) ? 0u : (_e385 << (_e433 & 31u))) : ((((_e440 == 2u) ? _e389 : ((_e440 == 1u) ? _e387 : ((_e440 == 0u) ? _e385 : 0u))) >> _e441) | ((_e441 == 0u) ? 0u : (((_e448 == 2u) ? _e389 : ((_e448 == 1u) ? _e387 : ((_e448 == 0u) ? _e385 : 0u))) << ((32u - _e441) & 31u))))) & 16777215u) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e484) + as_type<uint>(127))) << 23u)) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e469) - as_type<uint>(_e484))) + as_type<uint>(127))) << 23u)) * 1.5707964));
    float _e528 = _e383 ? 0.0 : (_e306 ? as_type<float>(as_type<uint>(_e523) ^ 2147483648u) : _e523);
    uint _e529 = as_type<uint>(a);
    uint _e530 = _e529 & 2147483647u;
    bool _e549 = ((((_e530 == 0u) ? 2147483648u : ((_e529 >= 2147483648u) ? ~(_e529) : (_e530 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(a) & 2147483647u) > 2139095040u))) && !(_e383);
    uint _e552 = as_type<uint>(_e3);
    uint _e553 = _e552 & 2147483647u;
    bool _e565 = (((_e553 == 0u) ? 2147483648u : ((_e552 >= 2147483648u) ? ~(_e552) : (_e553 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e3) & 2147483647u) > 2139095040u));
    float _e568 = _e41 ? (_e549 ? as_type<float>(as_type<uint>(_e528) ^ 2147483648u) : _e528) : (_e565 ? a : (((a - (_e3 * 1.5708008)) - (_e3 * -0.0000044535846)) - (_e3 * -0.0000000008705516)));
    uint _e569 = _e41 ? (_e549 ? ((4u - _e309) & 3u) : _e309) : (_e565 ? 0u : naga_f2u32(_e41 ? 0.0 : (_e3 - (4.0 * metal::floor(_e3 * 0.25)))));
    float _e570 = _e568 * _e568;
    float _e583 = _e568 + (_e568 * (_e570 * (-0.16666667 + (_e570 * (0.008333334 + (_e570 * (-0.0001984127 + (_e570 * 0.0000027557319))))))));
    float _e584 = _e568 * _e568;
    float _e600 = 1.0 + (_e584 * (-0.5 + (_e584 * (0.041666668 + (_e584 * (-0.0013888889 + (_e584 * (0.000024801588 + (_e584 * -0.0000002755732)))))))));
    uint _e613 = as_type<uint>(a);
    uint _e614 = _e613 & 2147483647u;
    return ((as_type<uint>(a) & 2147483647u) >= 2139095040u) ? as_type<float>(2143289344u) : (((((_e614 == 0u) ? 2147483648u : ((_e613 >= 2147483648u) ? ~(_e613) : (_e614 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(a) & 2147483647u) > 2139095040u))) ? a : ((_e569 == 0u) ? _e583 : ((_e569 == 1u) ? _e600 : ((_e569 == 2u) ? as_type<float>(as_type<uint>(_e583) ^ 2147483648u) : as_type<float>(as_type<uint>(_e600) ^ 2147483648u)))));
}

float shasm_cos(
    float a_1
) {
    float _e3 = metal::rint(a_1 * 0.63661975);
    float _e23 = as_type<float>(as_type<uint>(_e3) & 2147483647u);
    uint _e24 = as_type<uint>(_e23);
    uint _e25 = _e24 & 2147483647u;
    bool _e41 = (((_e25 == 0u) ? 2147483648u : ((_e24 >= 2147483648u) ? ~(_e24) : (_e25 | 2147483648u))) >= 3313500160u) && !(((as_type<uint>(_e23) & 2147483647u) > 2139095040u));
    uint _e49 = (as_type<uint>(a_1) & 8388607u) | 8388608u;
    uint _e56 = ((as_type<uint>(a_1) >> 23u) & 255u) - 120u;
    uint _e58 = naga_div(_e56, 32u);
    uint _e59 = naga_mod(_e56, 32u);
    bool _e60 = _e59 == 0u;
    uint _e63 = (32u - _e59) & 31u;
    uint _e64 = _e58 + 0u;
    uint _e100 = (_e64 == 9u) ? 3072618042u : ((_e64 == 8u) ? 3736847713u : ((_e64 == 7u) ? 4266746795u : ((_e64 == 6u) ? 1011060801u : ((_e64 == 5u) ? 3680671129u : ((_e64 == 4u) ? 4113882560u : ((_e64 == 3u) ? 4230436817u : ((_e64 == 2u) ? 1313084713u : ((_e64 == 1u) ? 2734261102u : 0u))))))));
    uint _e101 = _e58 + 1u;
    uint _e123 = _e60 ? _e100 : ((_e100 << _e59) | (((_e101 == 9u) ? 3072618042u : ((_e101 == 8u) ? 3736847713u : ((_e101 == 7u) ? 4266746795u : ((_e101 == 6u) ? 1011060801u : ((_e101 == 5u) ? 3680671129u : ((_e101 == 4u) ? 4113882560u : ((_e101 == 3u) ? 4230436817u : ((_e101 == 2u) ? 1313084713u : ((_e101 == 1u) ? 2734261102u : 0u))))))))) >> _e63));
    uint _e124 = _e58 + 1u;
    uint _e142 = (_e124 == 9u) ? 3072618042u : ((_e124 == 8u) ? 3736847713u : ((_e124 == 7u) ? 4266746795u : ((_e124 == 6u) ? 1011060801u : ((_e124 == 5u) ? 3680671129u : ((_e124 == 4u) ? 4113882560u : ((_e124 == 3u) ? 4230436817u : ((_e124 == 2u) ? 1313084713u : ((_e124 == 1u) ? 2734261102u : 0u))))))));
    uint _e143 = _e58 + 2u;
    uint _e165 = _e60 ? _e142 : ((_e142 << _e59) | (((_e143 == 9u) ? 3072618042u : ((_e143 == 8u) ? 3736847713u : ((_e143 == 7u) ? 4266746795u : ((_e143 == 6u) ? 1011060801u : ((_e143 == 5u) ? 3680671129u : ((_e143 == 4u) ? 4113882560u : ((_e143 == 3u) ? 4230436817u : ((_e143 == 2u) ? 1313084713u : ((_e143 == 1u) ? 2734261102u : 0u))))))))) >> _e63));
    uint _e166 = _e58 + 2u;
    uint _e184 = (_e166 == 9u) ? 3072618042u : ((_e166 == 8u) ? 3736847713u : ((_e166 == 7u) ? 4266746795u : ((_e166 == 6u) ? 1011060801u : ((_e166 == 5u) ? 3680671129u : ((_e166 == 4u) ? 4113882560u : ((_e166 == 3u) ? 4230436817u : ((_e166 == 2u) ? 1313084713u : ((_e166 == 1u) ? 2734261102u : 0u))))))));
    uint _e185 = _e58 + 3u;
    uint _e207 = _e60 ? _e184 : ((_e184 << _e59) | (((_e185 == 9u) ? 3072618042u : ((_e185 == 8u) ? 3736847713u : ((_e185 == 7u) ? 4266746795u : ((_e185 == 6u) ? 1011060801u : ((_e185 == 5u) ? 3680671129u : ((_e185 == 4u) ? 4113882560u : ((_e185 == 3u) ? 4230436817u : ((_e185 == 2u) ? 1313084713u : ((_e185 == 1u) ? 2734261102u : 0u))))))))) >> _e63));
    uint _e209 = _e49 & 65535u;
    uint _e211 = _e49 >> 16u;
    uint _e212 = _e207 & 65535u;
    uint _e213 = _e207 >> 16u;
    uint _e214 = _e165 & 65535u;
    uint _e215 = _e165 >> 16u;
    uint _e216 = _e123 & 65535u;
    uint _e217 = _e123 >> 16u;
    uint _e218 = _e209 * _e212;
    uint _e221 = 0u + (_e218 & 65535u);
    uint _e223 = _e209 * _e213;
    uint _e228 = _e209 * _e214;
    uint _e233 = _e209 * _e215;
    uint _e238 = _e209 * _e216;
    uint _e243 = _e209 * _e217;
    uint _e248 = _e211 * _e212;
    uint _e253 = _e211 * _e213;
    uint _e258 = _e211 * _e214;
    uint _e263 = _e211 * _e215;
    uint _e268 = _e211 * _e216;
    uint _e273 = _e211 * _e217;
    uint _e279 = (((0u + (_e218 >> 16u)) + (_e223 & 65535u)) + (_e248 & 65535u)) + (_e221 >> 16u);
    uint _e280 = _e221 & 65535u;
    uint _e282 = ((((0u + (_e223 >> 16u)) + (_e228 & 65535u)) + (_e248 >> 16u)) + (_e253 & 65535u)) + (_e279 >> 16u);
    uint _e283 = _e279 & 65535u;
    uint _e285 = ((((0u + (_e228 >> 16u)) + (_e233 & 65535u)) + (_e253 >> 16u)) + (_e258 & 65535u)) + (_e282 >> 16u);
    uint _e286 = _e282 & 65535u;
    uint _e288 = ((((0u + (_e233 >> 16u)) + (_e238 & 65535u)) + (_e258 >> 16u)) + (_e263 & 65535u)) + (_e285 >> 16u);
    uint _e289 = _e285 & 65535u;
    uint _e291 = ((((0u + (_e238 >> 16u)) + (_e243 & 65535u)) + (_e263 >> 16u)) + (_e268 & 65535u)) + (_e288 >> 16u);
    uint _e292 = _e288 & 65535u;
    uint _e294 = (((0u + (_e243 >> 16u)) + (_e268 >> 16u)) + (_e273 & 65535u)) + (_e291 >> 16u);
    uint _e295 = _e291 & 65535u;
    uint _e301 = (_e295 >> 14u) & 3u;
    uint _e303 = _e295 & 16383u;
    bool _e306 = (_e303 & 8192u) != 0u;
    uint _e309 = _e306 ? ((_e301 + 1u) & 3u) : _e301;
    uint _e312 = (~(_e280) & 65535u) + 1u;
    uint _e315 = _e306 ? (_e312 & 65535u) : _e280;
    uint _e318 = (~(_e283) & 65535u) + (_e312 >> 16u);
    uint _e321 = _e306 ? (_e318 & 65535u) : _e283;
    uint _e324 = (~(_e286) & 65535u) + (_e318 >> 16u);
    uint _e327 = _e306 ? (_e324 & 65535u) : _e286;
    uint _e330 = (~(_e289) & 65535u) + (_e324 >> 16u);
    uint _e333 = _e306 ? (_e330 & 65535u) : _e289;
    uint _e336 = (~(_e292) & 65535u) + (_e330 >> 16u);
    uint _e339 = _e306 ? (_e336 & 65535u) : _e292;
    uint _e342 = (~(_e303) & 16383u) + (_e336 >> 16u);
    uint _e345 = _e306 ? (_e342 & 16383u) : _e303;
    int _e382 = (_e345 != 0u) ? as_type<int>(as_type<uint>(80) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e345), uint(-1), _e345 == 0)))) : ((_e339 != 0u) ? as_type<int>(as_type<uint>(64) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e339), uint(-1), _e339 == 0)))) : ((_e333 != 0u) ? as_type<int>(as_type<uint>(48) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e333), uint(-1), _e333 == 0)))) : ((_e327 != 0u) ? as_type<int>(as_type<uint>(32) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e327), uint(-1), _e327 == 0)))) : ((_e321 != 0u) ? as_type<int>(as_type<uint>(16) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e321), uint(-1), _e321 == 0)))) : ((_e315 != 0u) ? as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e315), uint(-1), _e315 == 0)))) : -1)))));
    bool _e383 = _e382 == -1;
    uint _e385 = _e315 | (_e321 << 16u);
    uint _e387 = _e327 | (_e333 << 16u);
    uint _e389 = _e339 | (_e345 << 16u);
    int _e393 = as_type<int>(as_type<uint>(_e382) - as_type<uint>(23));
    int _e394 = as_type<int>(as_type<uint>(_e382) - as_type<uint>(47));
    uint _e398 = metal::min(as_type<uint>(naga_neg(_e393)), 32u);
    uint _e404 = metal::max(as_type<uint>(_e393), 0u);
    uint _e405 = naga_div(_e404, 32u);
    uint _e406 = naga_mod(_e404, 32u);
    uint _e413 = _e405 + 1u;
    uint _e433 = metal::min(as_type<uint>(naga_neg(_e394)), 32u);
    uint _e439 = metal::max(as_type<uint>(_e394), 0u);
    uint _e440 = naga_div(_e439, 32u);
    uint _e441 = naga_mod(_e439, 32u);
    uint _e448 = _e440 + 1u;
    int _e467 = _e383 ? 0 : as_type<int>(as_type<uint>(_e393) - as_type<uint>(94));
    int _e469 = _e383 ? 0 : as_type<int>(as_type<uint>(_e394) - as_type<uint>(94));
    int _e471 = naga_div(_e467, 2);
    float _e483 = (static_cast<float>(((_e393 < 0) ? ((_e398 >= 32u) ? 0u : (_e385 << (_e398 & 31u))) : ((((_e405 == 2u) ? _e389 : ((_e405 == 1u) ? _e387 : ((_e405 == 0u) ? _e385 : 0u))) >> _e406) | ((_e406 == 0u) ? 0u : (((_e413 == 2u) ? _e389 : ((_e413 == 1u) ? _e387 : ((_e413 == 0u) ? _e385 : 0u))) << ((32u - _e406) & 31u))))) & 16777215u) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e471) + as_type<uint>(127))) << 23u)) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e467) - as_type<uint>(_e471))) + as_type<uint>(127))) << 23u);
    int _e484 = naga_div(_e469, 2);
    float _e498 = _e483 * 1.5707964;
    float _e504 = as_type<float>((as_type<uint>(_e483) + 2048u) & 4294963200u);
    float _e505 = _e483 - _e504;
    float _e509 = as_type<float>((as_type<uint>(1.5707964) + 2048u) & 4294963200u);
    float _e510 = 1.5707964 - _e509;
    float _e523 = _e498 + (((((((_e504 * _e509) - _e498) + (_e504 * _e510)) + (_e505 * _e509)) + (_e505 * _e510)) + (_e483 * -0.00000004371139)) + (((static_cast<float>(((_e394 < 0) ? ((_e433 >= 32u) ? 0u : (_e385 << (_e433 & 31u))) : ((((_e440 == 2u) ? _e389 : ((_e440 == 1u) ? _e387 : ((_e440 == 0u) ? _e385 : 0u))) >> _e441) | ((_e441 == 0u) ? 0u : (((_e448 == 2u) ? _e389 : ((_e448 == 1u) ? _e387 : ((_e448 == 0u) ? _e385 : 0u))) << ((32u - _e441) & 31u))))) & 16777215u) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e484) + as_type<uint>(127))) << 23u)) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e469) - as_type<uint>(_e484))) + as_type<uint>(127))) << 23u)) * 1.5707964));
    float _e528 = _e383 ? 0.0 : (_e306 ? as_type<float>(as_type<uint>(_e523) ^ 2147483648u) : _e523);
    uint _e529 = as_type<uint>(a_1);
    uint _e530 = _e529 & 2147483647u;
    bool _e549 = ((((_e530 == 0u) ? 2147483648u : ((_e529 >= 2147483648u) ? ~(_e529) : (_e530 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(a_1) & 2147483647u) > 2139095040u))) && !(_e383);
    uint _e552 = as_type<uint>(_e3);
    uint _e553 = _e552 & 2147483647u;
    bool _e565 = (((_e553 == 0u) ? 2147483648u : ((_e552 >= 2147483648u) ? ~(_e552) : (_e553 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e3) & 2147483647u) > 2139095040u));
    float _e568 = _e41 ? (_e549 ? as_type<float>(as_type<uint>(_e528) ^ 2147483648u) : _e528) : (_e565 ? a_1 : (((a_1 - (_e3 * 1.5708008)) - (_e3 * -0.0000044535846)) - (_e3 * -0.0000000008705516)));
    uint _e569 = _e41 ? (_e549 ? ((4u - _e309) & 3u) : _e309) : (_e565 ? 0u : naga_f2u32(_e41 ? 0.0 : (_e3 - (4.0 * metal::floor(_e3 * 0.25)))));
    float _e570 = _e568 * _e568;
    float _e583 = _e568 + (_e568 * (_e570 * (-0.16666667 + (_e570 * (0.008333334 + (_e570 * (-0.0001984127 + (_e570 * 0.0000027557319))))))));
    float _e584 = _e568 * _e568;
    float _e600 = 1.0 + (_e584 * (-0.5 + (_e584 * (0.041666668 + (_e584 * (-0.0013888889 + (_e584 * (0.000024801588 + (_e584 * -0.0000002755732)))))))));
    return ((as_type<uint>(a_1) & 2147483647u) >= 2139095040u) ? as_type<float>(2143289344u) : ((_e569 == 0u) ? _e600 : ((_e569 == 1u) ? as_type<float>(as_type<uint>(_e583) ^ 2147483648u) : ((_e569 == 2u) ? as_type<float>(as_type<uint>(_e600) ^ 2147483648u) : _e583)));
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
    uint _e66 = as_type<uint>(a_2);
    uint _e67 = _e66 & 2147483647u;
    return ((as_type<uint>(a_2) & 2147483647u) > 2139095040u) ? a_2 : (((((_e50 == 0u) ? 2147483648u : ((_e48 >= 2147483648u) ? ~(_e48) : (_e50 | 2147483648u))) >= 3271557120u) && !(((as_type<uint>(a_2) & 2147483647u) > 2139095040u))) ? as_type<float>(2139095040u) : (((((_e67 == 0u) ? 2147483648u : ((_e66 >= 2147483648u) ? ~(_e66) : (_e67 | 2147483648u))) <= 1021902847u) && !(((as_type<uint>(a_2) & 2147483647u) > 2139095040u))) ? 0.0 : (((1.0 + (_e2 * (0.6931472 + (_e2 * (0.2402265 + (_e2 * (0.05550411 + (_e2 * (0.009618129 + (_e2 * (0.0013333558 + (_e2 * (0.0001540353 + (_e2 * 0.000015252734)))))))))))))) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e31) + as_type<uint>(127))) << 23u)) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e29) - as_type<uint>(_e31))) + as_type<uint>(127))) << 23u))));
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
    bool _e39 = (((_e23 == 0u) ? 2147483648u : ((_e21 >= 2147483648u) ? ~(_e21) : (_e23 | 2147483648u))) > 3216311539u) && !(((as_type<uint>(_e19) & 2147483647u) > 2139095040u));
    float _e42 = _e39 ? (_e19 * 0.5) : _e19;
    float _e49 = (_e42 - 1.0) / (_e42 + 1.0);
    float _e50 = _e49 * _e49;
    float _e68 = as_type<float>(2139095040u);
    uint _e69 = as_type<uint>(a_3);
    uint _e70 = _e69 & 2147483647u;
    uint _e77 = as_type<uint>(_e68);
    uint _e78 = _e77 & 2147483647u;
    uint _e96 = as_type<uint>(a_3);
    uint _e97 = _e96 & 2147483647u;
    uint _e113 = as_type<uint>(a_3);
    uint _e114 = _e113 & 2147483647u;
    return ((as_type<uint>(a_3) & 2147483647u) > 2139095040u) ? a_3 : (((((_e114 == 0u) ? 2147483648u : ((_e113 >= 2147483648u) ? ~(_e113) : (_e114 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(a_3) & 2147483647u) > 2139095040u))) ? as_type<float>(2143289344u) : (((((_e97 == 0u) ? 2147483648u : ((_e96 >= 2147483648u) ? ~(_e96) : (_e97 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(a_3) & 2147483647u) > 2139095040u))) ? as_type<float>(4286578688u) : (((((_e70 == 0u) ? 2147483648u : ((_e69 >= 2147483648u) ? ~(_e69) : (_e70 | 2147483648u))) == ((_e78 == 0u) ? 2147483648u : ((_e77 >= 2147483648u) ? ~(_e77) : (_e78 | 2147483648u)))) && !((((as_type<uint>(a_3) & 2147483647u) > 2139095040u) || ((as_type<uint>(_e68) & 2147483647u) > 2139095040u)))) ? a_3 : (static_cast<float>(_e39 ? as_type<int>(as_type<uint>(_e14) + as_type<uint>(1)) : _e14) + (_e49 * (2.88539 + (_e50 * (0.9617967 + (_e50 * (0.57707804 + (_e50 * (0.41219857 + (_e50 * 0.3205989)))))))))))));
}

float f32_rsq(
    float a_4
) {
    float c = {};
    uint i = {};
    uint _e10 = as_type<uint>(a_4);
    uint _e11 = _e10 & 2147483647u;
    uint _e33 = as_type<uint>(a_4);
    uint _e34 = _e33 & 2147483647u;
    bool _e47 = (((_e34 == 0u) ? 2147483648u : ((_e33 >= 2147483648u) ? ~(_e33) : (_e34 | 2147483648u))) < 2675965952u) && !(((as_type<uint>(a_4) & 2147483647u) > 2139095040u));
    uint _e48 = as_type<uint>(a_4);
    uint _e49 = _e48 & 2147483647u;
    bool _e62 = (((_e49 == 0u) ? 2147483648u : ((_e48 >= 2147483648u) ? ~(_e48) : (_e49 | 2147483648u))) > 3749707776u) && !(((as_type<uint>(a_4) & 2147483647u) > 2139095040u));
    float _e68 = _e47 ? ((a_4 * 18446744000000000000.0) * 18446744000000000000.0) : (_e62 ? ((a_4 * 0.00000000000000000005421011) * 0.00000000000000000005421011) : a_4);
    float _e72 = 1.0 / metal::sqrt(_e68);
    float _e75 = _e72 * 1.0000002;
    c = _e72 * 0.99999976;
    i = 0u;
    uint2 loop_bound = uint2(4294967295u);
    while(true) {
        if (metal::all(loop_bound == uint2(0u))) { break; }
        loop_bound -= uint2(loop_bound.y == 0u, 1u);
        float _e79 = c;
        uint _e80 = i;
        uint _e83 = as_type<uint>(_e79);
        uint _e84 = _e83 & 2147483647u;
        uint _e91 = as_type<uint>(_e75);
        uint _e92 = _e91 & 2147483647u;
        if ((_e80 >= 16u) || ((((_e84 == 0u) ? 2147483648u : ((_e83 >= 2147483648u) ? ~(_e83) : (_e84 | 2147483648u))) >= ((_e92 == 0u) ? 2147483648u : ((_e91 >= 2147483648u) ? ~(_e91) : (_e92 | 2147483648u)))) && !((((as_type<uint>(_e79) & 2147483647u) > 2139095040u) || ((as_type<uint>(_e75) & 2147483647u) > 2139095040u))))) {
            break;
        }
        float _e110 = c;
        float _e115 = as_type<float>(as_type<uint>(_e110) + 1u) - _e110;
        float _e117 = 0.5 * _e115;
        float _e118 = _e110 * _e110;
        float _e124 = as_type<float>((as_type<uint>(_e110) + 2048u) & 4294963200u);
        float _e125 = _e110 - _e124;
        float _e129 = as_type<float>((as_type<uint>(_e110) + 2048u) & 4294963200u);
        float _e130 = _e110 - _e129;
        float _e138 = ((((_e124 * _e129) - _e118) + (_e124 * _e130)) + (_e125 * _e129)) + (_e125 * _e130);
        float _e139 = _e68 * _e118;
        float _e143 = as_type<float>((as_type<uint>(_e68) + 2048u) & 4294963200u);
        float _e144 = _e68 - _e143;
        float _e148 = as_type<float>((as_type<uint>(_e118) + 2048u) & 4294963200u);
        float _e149 = _e118 - _e148;
        float _e157 = ((((_e143 * _e148) - _e139) + (_e143 * _e149)) + (_e144 * _e148)) + (_e144 * _e149);
        float _e158 = _e68 * _e138;
        float _e162 = as_type<float>((as_type<uint>(_e68) + 2048u) & 4294963200u);
        float _e163 = _e68 - _e162;
        float _e167 = as_type<float>((as_type<uint>(_e138) + 2048u) & 4294963200u);
        float _e168 = _e138 - _e167;
        float _e176 = ((((_e162 * _e167) - _e158) + (_e162 * _e168)) + (_e163 * _e167)) + (_e163 * _e168);
        float _e179 = 2.0 * (_e110 * _e117);
        float _e180 = _e68 * _e179;
        float _e184 = as_type<float>((as_type<uint>(_e68) + 2048u) & 4294963200u);
        float _e185 = _e68 - _e184;
        float _e189 = as_type<float>((as_type<uint>(_e179) + 2048u) & 4294963200u);
        float _e190 = _e179 - _e189;
        float _e198 = ((((_e184 * _e189) - _e180) + (_e184 * _e190)) + (_e185 * _e189)) + (_e185 * _e190);
        float _e200 = _e68 * (_e117 * _e117);
        float _e201 = _e139 - 1.0;
        float _e202 = _e176 + _e200;
        float _e203 = _e202 - _e176;
        float _e207 = (_e176 - (_e202 - _e203)) + (_e200 - _e203);
        float _e208 = _e198 + _e207;
        float _e209 = _e208 - _e198;
        float _e213 = (_e198 - (_e208 - _e209)) + (_e207 - _e209);
        float _e214 = _e208 + _e202;
        float _e215 = _e214 - _e208;
        float _e219 = (_e208 - (_e214 - _e215)) + (_e202 - _e215);
        float _e220 = _e157 + _e213;
        float _e221 = _e220 - _e157;
        float _e225 = (_e157 - (_e220 - _e221)) + (_e213 - _e221);
        float _e226 = _e220 + _e219;
        float _e227 = _e226 - _e220;
        float _e231 = (_e220 - (_e226 - _e227)) + (_e219 - _e227);
        float _e232 = _e226 + _e214;
        float _e233 = _e232 - _e226;
        float _e237 = (_e226 - (_e232 - _e233)) + (_e214 - _e233);
        float _e238 = _e158 + _e225;
        float _e239 = _e238 - _e158;
        float _e243 = (_e158 - (_e238 - _e239)) + (_e225 - _e239);
        float _e244 = _e238 + _e231;
        float _e245 = _e244 - _e238;
        float _e249 = (_e238 - (_e244 - _e245)) + (_e231 - _e245);
        float _e250 = _e244 + _e237;
        float _e251 = _e250 - _e244;
        float _e255 = (_e244 - (_e250 - _e251)) + (_e237 - _e251);
        float _e256 = _e250 + _e232;
        float _e257 = _e256 - _e250;
        float _e261 = (_e250 - (_e256 - _e257)) + (_e232 - _e257);
        float _e262 = _e180 + _e243;
        float _e263 = _e262 - _e180;
        float _e267 = (_e180 - (_e262 - _e263)) + (_e243 - _e263);
        float _e268 = _e262 + _e249;
        float _e269 = _e268 - _e262;
        float _e273 = (_e262 - (_e268 - _e269)) + (_e249 - _e269);
        float _e274 = _e268 + _e255;
        float _e275 = _e274 - _e268;
        float _e279 = (_e268 - (_e274 - _e275)) + (_e255 - _e275);
        float _e280 = _e274 + _e261;
        float _e281 = _e280 - _e274;
        float _e285 = (_e274 - (_e280 - _e281)) + (_e261 - _e281);
        float _e286 = _e280 + _e256;
        float _e287 = _e286 - _e280;
        float _e291 = (_e280 - (_e286 - _e287)) + (_e256 - _e287);
        float _e292 = _e201 + _e267;
        float _e293 = _e292 - _e201;
        float _e297 = (_e201 - (_e292 - _e293)) + (_e267 - _e293);
        float _e298 = _e292 + _e273;
        float _e299 = _e298 - _e292;
        float _e303 = (_e292 - (_e298 - _e299)) + (_e273 - _e299);
        float _e304 = _e298 + _e279;
        float _e305 = _e304 - _e298;
        float _e309 = (_e298 - (_e304 - _e305)) + (_e279 - _e305);
        float _e310 = _e304 + _e285;
        float _e311 = _e310 - _e304;
        float _e315 = (_e304 - (_e310 - _e311)) + (_e285 - _e311);
        float _e316 = _e310 + _e291;
        float _e317 = _e316 - _e310;
        float _e321 = (_e310 - (_e316 - _e317)) + (_e291 - _e317);
        float _e322 = _e316 + _e286;
        float _e323 = _e322 - _e316;
        float _e327 = (_e316 - (_e322 - _e323)) + (_e286 - _e323);
        uint _e328 = as_type<uint>(_e297);
        uint _e329 = _e328 & 2147483647u;
        uint _e344 = as_type<uint>(_e297);
        uint _e345 = _e344 & 2147483647u;
        uint _e358 = as_type<uint>(_e297);
        uint _e359 = _e358 & 2147483647u;
        uint _e375 = as_type<uint>(_e303);
        uint _e376 = _e375 & 2147483647u;
        uint _e390 = as_type<uint>(_e303);
        uint _e391 = _e390 & 2147483647u;
        uint _e404 = as_type<uint>(_e303);
        uint _e405 = _e404 & 2147483647u;
        uint _e421 = as_type<uint>(_e309);
        uint _e422 = _e421 & 2147483647u;
        uint _e436 = as_type<uint>(_e309);
        uint _e437 = _e436 & 2147483647u;
        uint _e450 = as_type<uint>(_e309);
        uint _e451 = _e450 & 2147483647u;
        uint _e467 = as_type<uint>(_e315);
        uint _e468 = _e467 & 2147483647u;
        uint _e482 = as_type<uint>(_e315);
        uint _e483 = _e482 & 2147483647u;
        uint _e496 = as_type<uint>(_e315);
        uint _e497 = _e496 & 2147483647u;
        uint _e513 = as_type<uint>(_e321);
        uint _e514 = _e513 & 2147483647u;
        uint _e528 = as_type<uint>(_e321);
        uint _e529 = _e528 & 2147483647u;
        uint _e542 = as_type<uint>(_e321);
        uint _e543 = _e542 & 2147483647u;
        uint _e559 = as_type<uint>(_e327);
        uint _e560 = _e559 & 2147483647u;
        uint _e574 = as_type<uint>(_e327);
        uint _e575 = _e574 & 2147483647u;
        uint _e588 = as_type<uint>(_e327);
        uint _e589 = _e588 & 2147483647u;
        uint _e605 = as_type<uint>(_e322);
        uint _e606 = _e605 & 2147483647u;
        uint _e620 = as_type<uint>(_e322);
        uint _e621 = _e620 & 2147483647u;
        uint _e634 = as_type<uint>(_e322);
        uint _e635 = _e634 & 2147483647u;
        float _e650 = ((((_e606 == 0u) ? 2147483648u : ((_e605 >= 2147483648u) ? ~(_e605) : (_e606 | 2147483648u))) != 2147483648u) || !(!(((as_type<uint>(_e322) & 2147483647u) > 2139095040u)))) ? (((((_e621 == 0u) ? 2147483648u : ((_e620 >= 2147483648u) ? ~(_e620) : (_e621 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e322) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e635 == 0u) ? 2147483648u : ((_e634 >= 2147483648u) ? ~(_e634) : (_e635 | 2147483648u))) > 2147483648u) && !(((as_type<uint>(_e322) & 2147483647u) > 2139095040u))) ? 1.0 : -1.0)) : (((((_e560 == 0u) ? 2147483648u : ((_e559 >= 2147483648u) ? ~(_e559) : (_e560 | 2147483648u))) != 2147483648u) || !(!(((as_type<uint>(_e327) & 2147483647u) > 2139095040u)))) ? (((((_e575 == 0u) ? 2147483648u : ((_e574 >= 2147483648u) ? ~(_e574) : (_e575 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e327) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e589 == 0u) ? 2147483648u : ((_e588 >= 2147483648u) ? ~(_e588) : (_e589 | 2147483648u))) > 2147483648u) && !(((as_type<uint>(_e327) & 2147483647u) > 2139095040u))) ? 1.0 : -1.0)) : (((((_e514 == 0u) ? 2147483648u : ((_e513 >= 2147483648u) ? ~(_e513) : (_e514 | 2147483648u))) != 2147483648u) || !(!(((as_type<uint>(_e321) & 2147483647u) > 2139095040u)))) ? (((((_e529 == 0u) ? 2147483648u : ((_e528 >= 2147483648u) ? ~(_e528) : (_e529 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e321) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e543 == 0u) ? 2147483648u : ((_e542 >= 2147483648u) ? ~(_e542) : (_e543 | 2147483648u))) > 2147483648u) && !(((as_type<uint>(_e321) & 2147483647u) > 2139095040u))) ? 1.0 : -1.0)) : (((((_e468 == 0u) ? 2147483648u : ((_e467 >= 2147483648u) ? ~(_e467) : (_e468 | 2147483648u))) != 2147483648u) || !(!(((as_type<uint>(_e315) & 2147483647u) > 2139095040u)))) ? (((((_e483 == 0u) ? 2147483648u : ((_e482 >= 2147483648u) ? ~(_e482) : (_e483 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e315) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e497 == 0u) ? 2147483648u : ((_e496 >= 2147483648u) ? ~(_e496) : (_e497 | 2147483648u))) > 2147483648u) && !(((as_type<uint>(_e315) & 2147483647u) > 2139095040u))) ? 1.0 : -1.0)) : (((((_e422 == 0u) ? 2147483648u : ((_e421 >= 2147483648u) ? ~(_e421) : (_e422 | 2147483648u))) != 2147483648u) || !(!(((as_type<uint>(_e309) & 2147483647u) > 2139095040u)))) ? (((((_e437 == 0u) ? 2147483648u : ((_e436 >= 2147483648u) ? ~(_e436) : (_e437 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e309) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e451 == 0u) ? 2147483648u : ((_e450 >= 2147483648u) ? ~(_e450) : (_e451 | 2147483648u))) > 2147483648u) && !(((as_type<uint>(_e309) & 2147483647u) > 2139095040u))) ? 1.0 : -1.0)) : (((((_e376 == 0u) ? 2147483648u : ((_e375 >= 2147483648u) ? ~(_e375) : (_e376 | 2147483648u))) != 2147483648u) || !(!(((as_type<uint>(_e303) & 2147483647u) > 2139095040u)))) ? (((((_e391 == 0u) ? 2147483648u : ((_e390 >= 2147483648u) ? ~(_e390) : (_e391 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e303) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e405 == 0u) ? 2147483648u : ((_e404 >= 2147483648u) ? ~(_e404) : (_e405 | 2147483648u))) > 2147483648u) && !(((as_type<uint>(_e303) & 2147483647u) > 2139095040u))) ? 1.0 : -1.0)) : (((((_e329 == 0u) ? 2147483648u : ((_e328 >= 2147483648u) ? ~(_e328) : (_e329 | 2147483648u))) != 2147483648u) || !(!(((as_type<uint>(_e297) & 2147483647u) > 2139095040u)))) ? (((((_e345 == 0u) ? 2147483648u : ((_e344 >= 2147483648u) ? ~(_e344) : (_e345 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e297) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e359 == 0u) ? 2147483648u : ((_e358 >= 2147483648u) ? ~(_e358) : (_e359 | 2147483648u))) > 2147483648u) && !(((as_type<uint>(_e297) & 2147483647u) > 2139095040u))) ? 1.0 : -1.0)) : 0.0))))));
        uint _e651 = as_type<uint>(_e650);
        uint _e652 = _e651 & 2147483647u;
        if (!(((((_e652 == 0u) ? 2147483648u : ((_e651 >= 2147483648u) ? ~(_e651) : (_e652 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e650) & 2147483647u) > 2139095040u))))) {
            break;
        }
        c = _e110 + _e115;
        uint _e667 = i;
        i = _e667 + 1u;
    }
    float _e669 = c;
    return ((((as_type<uint>(a_4) & 2147483647u) > 2139095040u) || ((((_e11 == 0u) ? 2147483648u : ((_e10 >= 2147483648u) ? ~(_e10) : (_e11 | 2147483648u))) <= 2147483648u) && !(((as_type<uint>(a_4) & 2147483647u) > 2139095040u)))) || ((as_type<uint>(a_4) & 2147483647u) >= 2139095040u)) ? (1.0 / metal::sqrt(a_4)) : (_e669 * (_e47 ? 18446744000000000000.0 : (_e62 ? 0.00000000000000000005421011 : 1.0)));
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
    float _e67 = shasm_sin(as_type<float>(_e57.x));
    r.inner[1].x = as_type<uint>(_e67);
    metal::uint4 _e75 = r.inner[7];
    float _e84 = shasm_cos(as_type<float>(_e75.y));
    r.inner[1].y = as_type<uint>(_e84);
    metal::uint4 _e92 = r.inner[7];
    float _e101 = shasm_ex2_(as_type<float>(_e92.z));
    r.inner[1].z = as_type<uint>(_e101);
    metal::uint4 _e109 = r.inner[7];
    float _e118 = shasm_lg2_(as_type<float>(_e109.w));
    r.inner[1].w = as_type<uint>(_e118);
    metal::uint4 _e126 = r.inner[8];
    float _e139 = f32_rsq(as_type<float>(as_type<uint>(as_type<float>(_e126.x)) & 2147483647u));
    r.inner[2].x = as_type<uint>(_e139);
    metal::uint4 _e147 = r.inner[8];
    metal::uint4 _e157 = r.inner[8];
    float _e162 = as_type<float>(_e157.z);
    float _e166 = shasm_lg2_(as_type<float>(_e147.y));
    uint _e167 = as_type<uint>(_e162);
    uint _e168 = _e167 & 2147483647u;
    float _e185 = as_type<float>(as_type<uint>(_e166) & 2147483647u);
    float _e186 = as_type<float>(2139095040u);
    uint _e187 = as_type<uint>(_e185);
    uint _e188 = _e187 & 2147483647u;
    uint _e195 = as_type<uint>(_e186);
    uint _e196 = _e195 & 2147483647u;
    uint _e213 = as_type<uint>(_e166);
    uint _e214 = _e213 & 2147483647u;
    float _e229 = as_type<float>(as_type<uint>(_e162) & 2147483647u);
    float _e230 = as_type<float>(2139095040u);
    uint _e231 = as_type<uint>(_e229);
    uint _e232 = _e231 & 2147483647u;
    uint _e239 = as_type<uint>(_e230);
    uint _e240 = _e239 & 2147483647u;
    float _e264 = shasm_ex2_(((((((_e168 == 0u) ? 2147483648u : ((_e167 >= 2147483648u) ? ~(_e167) : (_e168 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e162) & 2147483647u) > 2139095040u))) && ((((_e188 == 0u) ? 2147483648u : ((_e187 >= 2147483648u) ? ~(_e187) : (_e188 | 2147483648u))) == ((_e196 == 0u) ? 2147483648u : ((_e195 >= 2147483648u) ? ~(_e195) : (_e196 | 2147483648u)))) && !((((as_type<uint>(_e185) & 2147483647u) > 2139095040u) || ((as_type<uint>(_e186) & 2147483647u) > 2139095040u))))) || (((((_e214 == 0u) ? 2147483648u : ((_e213 >= 2147483648u) ? ~(_e213) : (_e214 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e166) & 2147483647u) > 2139095040u))) && ((((_e232 == 0u) ? 2147483648u : ((_e231 >= 2147483648u) ? ~(_e231) : (_e232 | 2147483648u))) == ((_e240 == 0u) ? 2147483648u : ((_e239 >= 2147483648u) ? ~(_e239) : (_e240 | 2147483648u)))) && !((((as_type<uint>(_e229) & 2147483647u) > 2139095040u) || ((as_type<uint>(_e230) & 2147483647u) > 2139095040u)))))) ? as_type<float>(2143289344u) : (_e162 * _e166));
    r.inner[2].y = as_type<uint>(_e264);
    metal::uint4 _e272 = r.inner[8];
    float _e282 = 1.0 / as_type<float>(_e272.w);
    r.inner[2].z = as_type<uint>(_e282);
    metal::uint4 _e290 = r.inner[1];
    metal::uint4 _e300 = r.inner[2];
    r.inner[0].x = as_type<uint>(as_type<float>(_e290.x) * as_type<float>(_e300.x));
    r.inner[0].y = as_type<uint>(as_type<float>(_e290.y) * as_type<float>(_e300.y));
    r.inner[0].z = as_type<uint>(as_type<float>(_e290.z) * as_type<float>(_e300.z));
    r.inner[0].w = as_type<uint>(as_type<float>(_e290.w) * as_type<float>(_e300.w));
    metal::uint4 _e325 = r.inner[0];
    outputs[(invocation * 1u) + 0u] = _e325;
    bool _e327 = killed;
    status[invocation] = (_e327 ? 1u : 0u) | 0u;
    return;
}
