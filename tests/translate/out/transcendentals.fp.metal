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
    float a,
    thread uint& shasm_opaque_zero
) {
    uint _e4 = shasm_opaque_zero;
    float _e8 = metal::rint(as_type<float>(as_type<uint>(a * 0.63661975) ^ _e4));
    uint _e14 = shasm_opaque_zero;
    uint _e21 = shasm_opaque_zero;
    uint _e28 = shasm_opaque_zero;
    uint _e36 = shasm_opaque_zero;
    uint _e44 = shasm_opaque_zero;
    float _e53 = as_type<float>(as_type<uint>(_e8) & 2147483647u);
    uint _e54 = as_type<uint>(_e53);
    uint _e55 = _e54 & 2147483647u;
    bool _e71 = (((_e55 == 0u) ? 2147483648u : ((_e54 >= 2147483648u) ? ~(_e54) : (_e55 | 2147483648u))) >= 3313500160u) && !(((as_type<uint>(_e53) & 2147483647u) > 2139095040u));
    uint _e79 = (as_type<uint>(a) & 8388607u) | 8388608u;
    uint _e86 = ((as_type<uint>(a) >> 23u) & 255u) - 120u;
    uint _e88 = naga_div(_e86, 32u);
    uint _e89 = naga_mod(_e86, 32u);
    bool _e90 = _e89 == 0u;
    uint _e93 = (32u - _e89) & 31u;
    uint _e94 = _e88 + 0u;
    uint _e130 = (_e94 == 9u) ? 3072618042u : ((_e94 == 8u) ? 3736847713u : ((_e94 == 7u) ? 4266746795u : ((_e94 == 6u) ? 1011060801u : ((_e94 == 5u) ? 3680671129u : ((_e94 == 4u) ? 4113882560u : ((_e94 == 3u) ? 4230436817u : ((_e94 == 2u) ? 1313084713u : ((_e94 == 1u) ? 2734261102u : 0u))))))));
    uint _e131 = _e88 + 1u;
    uint _e153 = _e90 ? _e130 : ((_e130 << _e89) | (((_e131 == 9u) ? 3072618042u : ((_e131 == 8u) ? 3736847713u : ((_e131 == 7u) ? 4266746795u : ((_e131 == 6u) ? 1011060801u : ((_e131 == 5u) ? 3680671129u : ((_e131 == 4u) ? 4113882560u : ((_e131 == 3u) ? 4230436817u : ((_e131 == 2u) ? 1313084713u : ((_e131 == 1u) ? 2734261102u : 0u))))))))) >> _e93));
    uint _e154 = _e88 + 1u;
    uint _e172 = (_e154 == 9u) ? 3072618042u : ((_e154 == 8u) ? 3736847713u : ((_e154 == 7u) ? 4266746795u : ((_e154 == 6u) ? 1011060801u : ((_e154 == 5u) ? 3680671129u : ((_e154 == 4u) ? 4113882560u : ((_e154 == 3u) ? 4230436817u : ((_e154 == 2u) ? 1313084713u : ((_e154 == 1u) ? 2734261102u : 0u))))))));
    uint _e173 = _e88 + 2u;
    uint _e195 = _e90 ? _e172 : ((_e172 << _e89) | (((_e173 == 9u) ? 3072618042u : ((_e173 == 8u) ? 3736847713u : ((_e173 == 7u) ? 4266746795u : ((_e173 == 6u) ? 1011060801u : ((_e173 == 5u) ? 3680671129u : ((_e173 == 4u) ? 4113882560u : ((_e173 == 3u) ? 4230436817u : ((_e173 == 2u) ? 1313084713u : ((_e173 == 1u) ? 2734261102u : 0u))))))))) >> _e93));
    uint _e196 = _e88 + 2u;
    uint _e214 = (_e196 == 9u) ? 3072618042u : ((_e196 == 8u) ? 3736847713u : ((_e196 == 7u) ? 4266746795u : ((_e196 == 6u) ? 1011060801u : ((_e196 == 5u) ? 3680671129u : ((_e196 == 4u) ? 4113882560u : ((_e196 == 3u) ? 4230436817u : ((_e196 == 2u) ? 1313084713u : ((_e196 == 1u) ? 2734261102u : 0u))))))));
    uint _e215 = _e88 + 3u;
    uint _e237 = _e90 ? _e214 : ((_e214 << _e89) | (((_e215 == 9u) ? 3072618042u : ((_e215 == 8u) ? 3736847713u : ((_e215 == 7u) ? 4266746795u : ((_e215 == 6u) ? 1011060801u : ((_e215 == 5u) ? 3680671129u : ((_e215 == 4u) ? 4113882560u : ((_e215 == 3u) ? 4230436817u : ((_e215 == 2u) ? 1313084713u : ((_e215 == 1u) ? 2734261102u : 0u))))))))) >> _e93));
    uint _e239 = _e79 & 65535u;
    uint _e241 = _e79 >> 16u;
    uint _e242 = _e237 & 65535u;
    uint _e243 = _e237 >> 16u;
    uint _e244 = _e195 & 65535u;
    uint _e245 = _e195 >> 16u;
    uint _e246 = _e153 & 65535u;
    uint _e247 = _e153 >> 16u;
    uint _e248 = _e239 * _e242;
    uint _e251 = 0u + (_e248 & 65535u);
    uint _e253 = _e239 * _e243;
    uint _e258 = _e239 * _e244;
    uint _e263 = _e239 * _e245;
    uint _e268 = _e239 * _e246;
    uint _e273 = _e239 * _e247;
    uint _e278 = _e241 * _e242;
    uint _e283 = _e241 * _e243;
    uint _e288 = _e241 * _e244;
    uint _e293 = _e241 * _e245;
    uint _e298 = _e241 * _e246;
    uint _e303 = _e241 * _e247;
    uint _e309 = (((0u + (_e248 >> 16u)) + (_e253 & 65535u)) + (_e278 & 65535u)) + (_e251 >> 16u);
    uint _e310 = _e251 & 65535u;
    uint _e312 = ((((0u + (_e253 >> 16u)) + (_e258 & 65535u)) + (_e278 >> 16u)) + (_e283 & 65535u)) + (_e309 >> 16u);
    uint _e313 = _e309 & 65535u;
    uint _e315 = ((((0u + (_e258 >> 16u)) + (_e263 & 65535u)) + (_e283 >> 16u)) + (_e288 & 65535u)) + (_e312 >> 16u);
    uint _e316 = _e312 & 65535u;
    uint _e318 = ((((0u + (_e263 >> 16u)) + (_e268 & 65535u)) + (_e288 >> 16u)) + (_e293 & 65535u)) + (_e315 >> 16u);
    uint _e319 = _e315 & 65535u;
    uint _e321 = ((((0u + (_e268 >> 16u)) + (_e273 & 65535u)) + (_e293 >> 16u)) + (_e298 & 65535u)) + (_e318 >> 16u);
    uint _e322 = _e318 & 65535u;
    uint _e324 = (((0u + (_e273 >> 16u)) + (_e298 >> 16u)) + (_e303 & 65535u)) + (_e321 >> 16u);
    uint _e325 = _e321 & 65535u;
    uint _e331 = (_e325 >> 14u) & 3u;
    uint _e333 = _e325 & 16383u;
    bool _e336 = (_e333 & 8192u) != 0u;
    uint _e339 = _e336 ? ((_e331 + 1u) & 3u) : _e331;
    uint _e342 = (~(_e310) & 65535u) + 1u;
    uint _e345 = _e336 ? (_e342 & 65535u) : _e310;
    uint _e348 = (~(_e313) & 65535u) + (_e342 >> 16u);
    uint _e351 = _e336 ? (_e348 & 65535u) : _e313;
    uint _e354 = (~(_e316) & 65535u) + (_e348 >> 16u);
    uint _e357 = _e336 ? (_e354 & 65535u) : _e316;
    uint _e360 = (~(_e319) & 65535u) + (_e354 >> 16u);
    uint _e363 = _e336 ? (_e360 & 65535u) : _e319;
    uint _e366 = (~(_e322) & 65535u) + (_e360 >> 16u);
    uint _e369 = _e336 ? (_e366 & 65535u) : _e322;
    uint _e372 = (~(_e333) & 16383u) + (_e366 >> 16u);
    uint _e375 = _e336 ? (_e372 & 16383u) : _e333;
    int _e412 = (_e375 != 0u) ? as_type<int>(as_type<uint>(80) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e375), uint(-1), _e375 == 0)))) : ((_e369 != 0u) ? as_type<int>(as_type<uint>(64) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e369), uint(-1), _e369 == 0)))) : ((_e363 != 0u) ? as_type<int>(as_type<uint>(48) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e363), uint(-1), _e363 == 0)))) : ((_e357 != 0u) ? as_type<int>(as_type<uint>(32) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e357), uint(-1), _e357 == 0)))) : ((_e351 != 0u) ? as_type<int>(as_type<uint>(16) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e351), uint(-1), _e351 == 0)))) : ((_e345 != 0u) ? as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e345), uint(-1), _e345 == 0)))) : -1)))));
    bool _e413 = _e412 == -1;
    uint _e415 = _e345 | (_e351 << 16u);
    uint _e417 = _e357 | (_e363 << 16u);
    uint _e419 = _e369 | (_e375 << 16u);
    int _e423 = as_type<int>(as_type<uint>(_e412) - as_type<uint>(23));
    int _e424 = as_type<int>(as_type<uint>(_e412) - as_type<uint>(47));
    uint _e428 = metal::min(as_type<uint>(naga_neg(_e423)), 32u);
    uint _e434 = metal::max(as_type<uint>(_e423), 0u);
    uint _e435 = naga_div(_e434, 32u);
    uint _e436 = naga_mod(_e434, 32u);
    uint _e443 = _e435 + 1u;
    uint _e463 = metal::min(as_type<uint>(naga_neg(_e424)), 32u);
    uint _e469 = metal::max(as_type<uint>(_e424), 0u);
    uint _e470 = naga_div(_e469, 32u);
    uint _e471 = naga_mod(_e469, 32u);
    uint _e478 = _e470 + 1u;
    int _e497 = _e413 ? 0 : as_type<int>(as_type<uint>(_e423) - as_type<uint>(94));
    int _e499 = _e413 ? 0 : as_type<int>(as_type<uint>(_e424) - as_type<uint>(94));
    int _e501 = naga_div(_e497, 2);
    uint _e514 = shasm_opaque_zero;
    uint _e520 = shasm_opaque_zero;
    float _e523 = as_type<float>(as_type<uint>(as_type<float>(as_type<uint>(static_cast<float>(((_e423 < 0) ? ((_e428 >= 32u) ? 0u : (_e415 << (_e428 & 31u))) : ((((_e435 == 2u) ? _e419 : ((_e435 == 1u) ? _e417 : ((_e435 == 0u) ? _e415 : 0u))) >> _e436) | ((_e436 == 0u) ? 0u : (((_e443 == 2u) ? _e419 : ((_e443 == 1u) ? _e417 : ((_e443 == 0u) ? _e415 : 0u))) << ((32u - _e436) & 31u))))) & 16777215u) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e501) + as_type<uint>(127))) << 23u)) ^ _e514) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e497) - as_type<uint>(_e501))) + as_type<uint>(127))) << 23u)) ^ _e520);
    int _e524 = naga_div(_e499, 2);
    uint _e536 = shasm_opaque_zero;
    uint _e542 = shasm_opaque_zero;
    uint _e550 = shasm_opaque_zero;
    float _e553 = as_type<float>(as_type<uint>(_e523 * 1.5707964) ^ _e550);
    float _e559 = as_type<float>((as_type<uint>(_e523) + 2048u) & 4294963200u);
    float _e560 = _e523 - _e559;
    float _e564 = as_type<float>((as_type<uint>(1.5707964) + 2048u) & 4294963200u);
    float _e565 = 1.5707964 - _e564;
    uint _e568 = shasm_opaque_zero;
    uint _e575 = shasm_opaque_zero;
    uint _e582 = shasm_opaque_zero;
    uint _e589 = shasm_opaque_zero;
    uint _e596 = shasm_opaque_zero;
    uint _e603 = shasm_opaque_zero;
    float _e608 = _e553 + ((((((as_type<float>(as_type<uint>(_e559 * _e564) ^ _e568) - _e553) + as_type<float>(as_type<uint>(_e559 * _e565) ^ _e575)) + as_type<float>(as_type<uint>(_e560 * _e564) ^ _e582)) + as_type<float>(as_type<uint>(_e560 * _e565) ^ _e589)) + as_type<float>(as_type<uint>(_e523 * -0.00000004371139) ^ _e596)) + as_type<float>(as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(as_type<uint>(static_cast<float>(((_e424 < 0) ? ((_e463 >= 32u) ? 0u : (_e415 << (_e463 & 31u))) : ((((_e470 == 2u) ? _e419 : ((_e470 == 1u) ? _e417 : ((_e470 == 0u) ? _e415 : 0u))) >> _e471) | ((_e471 == 0u) ? 0u : (((_e478 == 2u) ? _e419 : ((_e478 == 1u) ? _e417 : ((_e478 == 0u) ? _e415 : 0u))) << ((32u - _e471) & 31u))))) & 16777215u) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e524) + as_type<uint>(127))) << 23u)) ^ _e536) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e499) - as_type<uint>(_e524))) + as_type<uint>(127))) << 23u)) ^ _e542) * 1.5707964) ^ _e603));
    float _e613 = _e413 ? 0.0 : (_e336 ? as_type<float>(as_type<uint>(_e608) ^ 2147483648u) : _e608);
    uint _e614 = as_type<uint>(a);
    uint _e615 = _e614 & 2147483647u;
    bool _e634 = ((((_e615 == 0u) ? 2147483648u : ((_e614 >= 2147483648u) ? ~(_e614) : (_e615 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(a) & 2147483647u) > 2139095040u))) && !(_e413);
    uint _e637 = as_type<uint>(_e8);
    uint _e638 = _e637 & 2147483647u;
    bool _e650 = (((_e638 == 0u) ? 2147483648u : ((_e637 >= 2147483648u) ? ~(_e637) : (_e638 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e8) & 2147483647u) > 2139095040u));
    float _e653 = _e71 ? (_e634 ? as_type<float>(as_type<uint>(_e613) ^ 2147483648u) : _e613) : (_e650 ? a : (((a - as_type<float>(as_type<uint>(_e8 * 1.5708008) ^ _e14)) - as_type<float>(as_type<uint>(_e8 * -0.0000044535846) ^ _e21)) - as_type<float>(as_type<uint>(_e8 * -0.0000000008705516) ^ _e28)));
    uint _e654 = _e71 ? (_e634 ? ((4u - _e339) & 3u) : _e339) : (_e650 ? 0u : naga_f2u32(_e71 ? 0.0 : (_e8 - as_type<float>(as_type<uint>(4.0 * metal::floor(as_type<float>(as_type<uint>(_e8 * 0.25) ^ _e36))) ^ _e44))));
    uint _e657 = shasm_opaque_zero;
    float _e660 = as_type<float>(as_type<uint>(_e653 * _e653) ^ _e657);
    uint _e664 = shasm_opaque_zero;
    uint _e672 = shasm_opaque_zero;
    uint _e680 = shasm_opaque_zero;
    uint _e688 = shasm_opaque_zero;
    uint _e694 = shasm_opaque_zero;
    float _e698 = _e653 + as_type<float>(as_type<uint>(_e653 * as_type<float>(as_type<uint>(_e660 * (-0.16666667 + as_type<float>(as_type<uint>(_e660 * (0.008333334 + as_type<float>(as_type<uint>(_e660 * (-0.0001984127 + as_type<float>(as_type<uint>(_e660 * 0.0000027557319) ^ _e664))) ^ _e672))) ^ _e680))) ^ _e688)) ^ _e694);
    uint _e701 = shasm_opaque_zero;
    float _e704 = as_type<float>(as_type<uint>(_e653 * _e653) ^ _e701);
    uint _e708 = shasm_opaque_zero;
    uint _e716 = shasm_opaque_zero;
    uint _e724 = shasm_opaque_zero;
    uint _e732 = shasm_opaque_zero;
    uint _e740 = shasm_opaque_zero;
    float _e745 = 1.0 + as_type<float>(as_type<uint>(_e704 * (-0.5 + as_type<float>(as_type<uint>(_e704 * (0.041666668 + as_type<float>(as_type<uint>(_e704 * (-0.0013888889 + as_type<float>(as_type<uint>(_e704 * (0.000024801588 + as_type<float>(as_type<uint>(_e704 * -0.0000002755732) ^ _e708))) ^ _e716))) ^ _e724))) ^ _e732))) ^ _e740);
    uint _e758 = as_type<uint>(a);
    uint _e759 = _e758 & 2147483647u;
    return ((as_type<uint>(a) & 2147483647u) >= 2139095040u) ? as_type<float>(2143289344u) : (((((_e759 == 0u) ? 2147483648u : ((_e758 >= 2147483648u) ? ~(_e758) : (_e759 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(a) & 2147483647u) > 2139095040u))) ? a : ((_e654 == 0u) ? _e698 : ((_e654 == 1u) ? _e745 : ((_e654 == 2u) ? as_type<float>(as_type<uint>(_e698) ^ 2147483648u) : as_type<float>(as_type<uint>(_e745) ^ 2147483648u)))));
}

float shasm_cos(
    float a_1,
    thread uint& shasm_opaque_zero
) {
    uint _e4 = shasm_opaque_zero;
    float _e8 = metal::rint(as_type<float>(as_type<uint>(a_1 * 0.63661975) ^ _e4));
    uint _e14 = shasm_opaque_zero;
    uint _e21 = shasm_opaque_zero;
    uint _e28 = shasm_opaque_zero;
    uint _e36 = shasm_opaque_zero;
    uint _e44 = shasm_opaque_zero;
    float _e53 = as_type<float>(as_type<uint>(_e8) & 2147483647u);
    uint _e54 = as_type<uint>(_e53);
    uint _e55 = _e54 & 2147483647u;
    bool _e71 = (((_e55 == 0u) ? 2147483648u : ((_e54 >= 2147483648u) ? ~(_e54) : (_e55 | 2147483648u))) >= 3313500160u) && !(((as_type<uint>(_e53) & 2147483647u) > 2139095040u));
    uint _e79 = (as_type<uint>(a_1) & 8388607u) | 8388608u;
    uint _e86 = ((as_type<uint>(a_1) >> 23u) & 255u) - 120u;
    uint _e88 = naga_div(_e86, 32u);
    uint _e89 = naga_mod(_e86, 32u);
    bool _e90 = _e89 == 0u;
    uint _e93 = (32u - _e89) & 31u;
    uint _e94 = _e88 + 0u;
    uint _e130 = (_e94 == 9u) ? 3072618042u : ((_e94 == 8u) ? 3736847713u : ((_e94 == 7u) ? 4266746795u : ((_e94 == 6u) ? 1011060801u : ((_e94 == 5u) ? 3680671129u : ((_e94 == 4u) ? 4113882560u : ((_e94 == 3u) ? 4230436817u : ((_e94 == 2u) ? 1313084713u : ((_e94 == 1u) ? 2734261102u : 0u))))))));
    uint _e131 = _e88 + 1u;
    uint _e153 = _e90 ? _e130 : ((_e130 << _e89) | (((_e131 == 9u) ? 3072618042u : ((_e131 == 8u) ? 3736847713u : ((_e131 == 7u) ? 4266746795u : ((_e131 == 6u) ? 1011060801u : ((_e131 == 5u) ? 3680671129u : ((_e131 == 4u) ? 4113882560u : ((_e131 == 3u) ? 4230436817u : ((_e131 == 2u) ? 1313084713u : ((_e131 == 1u) ? 2734261102u : 0u))))))))) >> _e93));
    uint _e154 = _e88 + 1u;
    uint _e172 = (_e154 == 9u) ? 3072618042u : ((_e154 == 8u) ? 3736847713u : ((_e154 == 7u) ? 4266746795u : ((_e154 == 6u) ? 1011060801u : ((_e154 == 5u) ? 3680671129u : ((_e154 == 4u) ? 4113882560u : ((_e154 == 3u) ? 4230436817u : ((_e154 == 2u) ? 1313084713u : ((_e154 == 1u) ? 2734261102u : 0u))))))));
    uint _e173 = _e88 + 2u;
    uint _e195 = _e90 ? _e172 : ((_e172 << _e89) | (((_e173 == 9u) ? 3072618042u : ((_e173 == 8u) ? 3736847713u : ((_e173 == 7u) ? 4266746795u : ((_e173 == 6u) ? 1011060801u : ((_e173 == 5u) ? 3680671129u : ((_e173 == 4u) ? 4113882560u : ((_e173 == 3u) ? 4230436817u : ((_e173 == 2u) ? 1313084713u : ((_e173 == 1u) ? 2734261102u : 0u))))))))) >> _e93));
    uint _e196 = _e88 + 2u;
    uint _e214 = (_e196 == 9u) ? 3072618042u : ((_e196 == 8u) ? 3736847713u : ((_e196 == 7u) ? 4266746795u : ((_e196 == 6u) ? 1011060801u : ((_e196 == 5u) ? 3680671129u : ((_e196 == 4u) ? 4113882560u : ((_e196 == 3u) ? 4230436817u : ((_e196 == 2u) ? 1313084713u : ((_e196 == 1u) ? 2734261102u : 0u))))))));
    uint _e215 = _e88 + 3u;
    uint _e237 = _e90 ? _e214 : ((_e214 << _e89) | (((_e215 == 9u) ? 3072618042u : ((_e215 == 8u) ? 3736847713u : ((_e215 == 7u) ? 4266746795u : ((_e215 == 6u) ? 1011060801u : ((_e215 == 5u) ? 3680671129u : ((_e215 == 4u) ? 4113882560u : ((_e215 == 3u) ? 4230436817u : ((_e215 == 2u) ? 1313084713u : ((_e215 == 1u) ? 2734261102u : 0u))))))))) >> _e93));
    uint _e239 = _e79 & 65535u;
    uint _e241 = _e79 >> 16u;
    uint _e242 = _e237 & 65535u;
    uint _e243 = _e237 >> 16u;
    uint _e244 = _e195 & 65535u;
    uint _e245 = _e195 >> 16u;
    uint _e246 = _e153 & 65535u;
    uint _e247 = _e153 >> 16u;
    uint _e248 = _e239 * _e242;
    uint _e251 = 0u + (_e248 & 65535u);
    uint _e253 = _e239 * _e243;
    uint _e258 = _e239 * _e244;
    uint _e263 = _e239 * _e245;
    uint _e268 = _e239 * _e246;
    uint _e273 = _e239 * _e247;
    uint _e278 = _e241 * _e242;
    uint _e283 = _e241 * _e243;
    uint _e288 = _e241 * _e244;
    uint _e293 = _e241 * _e245;
    uint _e298 = _e241 * _e246;
    uint _e303 = _e241 * _e247;
    uint _e309 = (((0u + (_e248 >> 16u)) + (_e253 & 65535u)) + (_e278 & 65535u)) + (_e251 >> 16u);
    uint _e310 = _e251 & 65535u;
    uint _e312 = ((((0u + (_e253 >> 16u)) + (_e258 & 65535u)) + (_e278 >> 16u)) + (_e283 & 65535u)) + (_e309 >> 16u);
    uint _e313 = _e309 & 65535u;
    uint _e315 = ((((0u + (_e258 >> 16u)) + (_e263 & 65535u)) + (_e283 >> 16u)) + (_e288 & 65535u)) + (_e312 >> 16u);
    uint _e316 = _e312 & 65535u;
    uint _e318 = ((((0u + (_e263 >> 16u)) + (_e268 & 65535u)) + (_e288 >> 16u)) + (_e293 & 65535u)) + (_e315 >> 16u);
    uint _e319 = _e315 & 65535u;
    uint _e321 = ((((0u + (_e268 >> 16u)) + (_e273 & 65535u)) + (_e293 >> 16u)) + (_e298 & 65535u)) + (_e318 >> 16u);
    uint _e322 = _e318 & 65535u;
    uint _e324 = (((0u + (_e273 >> 16u)) + (_e298 >> 16u)) + (_e303 & 65535u)) + (_e321 >> 16u);
    uint _e325 = _e321 & 65535u;
    uint _e331 = (_e325 >> 14u) & 3u;
    uint _e333 = _e325 & 16383u;
    bool _e336 = (_e333 & 8192u) != 0u;
    uint _e339 = _e336 ? ((_e331 + 1u) & 3u) : _e331;
    uint _e342 = (~(_e310) & 65535u) + 1u;
    uint _e345 = _e336 ? (_e342 & 65535u) : _e310;
    uint _e348 = (~(_e313) & 65535u) + (_e342 >> 16u);
    uint _e351 = _e336 ? (_e348 & 65535u) : _e313;
    uint _e354 = (~(_e316) & 65535u) + (_e348 >> 16u);
    uint _e357 = _e336 ? (_e354 & 65535u) : _e316;
    uint _e360 = (~(_e319) & 65535u) + (_e354 >> 16u);
    uint _e363 = _e336 ? (_e360 & 65535u) : _e319;
    uint _e366 = (~(_e322) & 65535u) + (_e360 >> 16u);
    uint _e369 = _e336 ? (_e366 & 65535u) : _e322;
    uint _e372 = (~(_e333) & 16383u) + (_e366 >> 16u);
    uint _e375 = _e336 ? (_e372 & 16383u) : _e333;
    int _e412 = (_e375 != 0u) ? as_type<int>(as_type<uint>(80) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e375), uint(-1), _e375 == 0)))) : ((_e369 != 0u) ? as_type<int>(as_type<uint>(64) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e369), uint(-1), _e369 == 0)))) : ((_e363 != 0u) ? as_type<int>(as_type<uint>(48) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e363), uint(-1), _e363 == 0)))) : ((_e357 != 0u) ? as_type<int>(as_type<uint>(32) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e357), uint(-1), _e357 == 0)))) : ((_e351 != 0u) ? as_type<int>(as_type<uint>(16) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e351), uint(-1), _e351 == 0)))) : ((_e345 != 0u) ? as_type<int>(as_type<uint>(0) + as_type<uint>(as_type<int>(metal::select(31 - metal::clz(_e345), uint(-1), _e345 == 0)))) : -1)))));
    bool _e413 = _e412 == -1;
    uint _e415 = _e345 | (_e351 << 16u);
    uint _e417 = _e357 | (_e363 << 16u);
    uint _e419 = _e369 | (_e375 << 16u);
    int _e423 = as_type<int>(as_type<uint>(_e412) - as_type<uint>(23));
    int _e424 = as_type<int>(as_type<uint>(_e412) - as_type<uint>(47));
    uint _e428 = metal::min(as_type<uint>(naga_neg(_e423)), 32u);
    uint _e434 = metal::max(as_type<uint>(_e423), 0u);
    uint _e435 = naga_div(_e434, 32u);
    uint _e436 = naga_mod(_e434, 32u);
    uint _e443 = _e435 + 1u;
    uint _e463 = metal::min(as_type<uint>(naga_neg(_e424)), 32u);
    uint _e469 = metal::max(as_type<uint>(_e424), 0u);
    uint _e470 = naga_div(_e469, 32u);
    uint _e471 = naga_mod(_e469, 32u);
    uint _e478 = _e470 + 1u;
    int _e497 = _e413 ? 0 : as_type<int>(as_type<uint>(_e423) - as_type<uint>(94));
    int _e499 = _e413 ? 0 : as_type<int>(as_type<uint>(_e424) - as_type<uint>(94));
    int _e501 = naga_div(_e497, 2);
    uint _e514 = shasm_opaque_zero;
    uint _e520 = shasm_opaque_zero;
    float _e523 = as_type<float>(as_type<uint>(as_type<float>(as_type<uint>(static_cast<float>(((_e423 < 0) ? ((_e428 >= 32u) ? 0u : (_e415 << (_e428 & 31u))) : ((((_e435 == 2u) ? _e419 : ((_e435 == 1u) ? _e417 : ((_e435 == 0u) ? _e415 : 0u))) >> _e436) | ((_e436 == 0u) ? 0u : (((_e443 == 2u) ? _e419 : ((_e443 == 1u) ? _e417 : ((_e443 == 0u) ? _e415 : 0u))) << ((32u - _e436) & 31u))))) & 16777215u) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e501) + as_type<uint>(127))) << 23u)) ^ _e514) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e497) - as_type<uint>(_e501))) + as_type<uint>(127))) << 23u)) ^ _e520);
    int _e524 = naga_div(_e499, 2);
    uint _e536 = shasm_opaque_zero;
    uint _e542 = shasm_opaque_zero;
    uint _e550 = shasm_opaque_zero;
    float _e553 = as_type<float>(as_type<uint>(_e523 * 1.5707964) ^ _e550);
    float _e559 = as_type<float>((as_type<uint>(_e523) + 2048u) & 4294963200u);
    float _e560 = _e523 - _e559;
    float _e564 = as_type<float>((as_type<uint>(1.5707964) + 2048u) & 4294963200u);
    float _e565 = 1.5707964 - _e564;
    uint _e568 = shasm_opaque_zero;
    uint _e575 = shasm_opaque_zero;
    uint _e582 = shasm_opaque_zero;
    uint _e589 = shasm_opaque_zero;
    uint _e596 = shasm_opaque_zero;
    uint _e603 = shasm_opaque_zero;
    float _e608 = _e553 + ((((((as_type<float>(as_type<uint>(_e559 * _e564) ^ _e568) - _e553) + as_type<float>(as_type<uint>(_e559 * _e565) ^ _e575)) + as_type<float>(as_type<uint>(_e560 * _e564) ^ _e582)) + as_type<float>(as_type<uint>(_e560 * _e565) ^ _e589)) + as_type<float>(as_type<uint>(_e523 * -0.00000004371139) ^ _e596)) + as_type<float>(as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(as_type<uint>(static_cast<float>(((_e424 < 0) ? ((_e463 >= 32u) ? 0u : (_e415 << (_e463 & 31u))) : ((((_e470 == 2u) ? _e419 : ((_e470 == 1u) ? _e417 : ((_e470 == 0u) ? _e415 : 0u))) >> _e471) | ((_e471 == 0u) ? 0u : (((_e478 == 2u) ? _e419 : ((_e478 == 1u) ? _e417 : ((_e478 == 0u) ? _e415 : 0u))) << ((32u - _e471) & 31u))))) & 16777215u) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e524) + as_type<uint>(127))) << 23u)) ^ _e536) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e499) - as_type<uint>(_e524))) + as_type<uint>(127))) << 23u)) ^ _e542) * 1.5707964) ^ _e603));
    float _e613 = _e413 ? 0.0 : (_e336 ? as_type<float>(as_type<uint>(_e608) ^ 2147483648u) : _e608);
    uint _e614 = as_type<uint>(a_1);
    uint _e615 = _e614 & 2147483647u;
    bool _e634 = ((((_e615 == 0u) ? 2147483648u : ((_e614 >= 2147483648u) ? ~(_e614) : (_e615 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(a_1) & 2147483647u) > 2139095040u))) && !(_e413);
    uint _e637 = as_type<uint>(_e8);
    uint _e638 = _e637 & 2147483647u;
    bool _e650 = (((_e638 == 0u) ? 2147483648u : ((_e637 >= 2147483648u) ? ~(_e637) : (_e638 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e8) & 2147483647u) > 2139095040u));
    float _e653 = _e71 ? (_e634 ? as_type<float>(as_type<uint>(_e613) ^ 2147483648u) : _e613) : (_e650 ? a_1 : (((a_1 - as_type<float>(as_type<uint>(_e8 * 1.5708008) ^ _e14)) - as_type<float>(as_type<uint>(_e8 * -0.0000044535846) ^ _e21)) - as_type<float>(as_type<uint>(_e8 * -0.0000000008705516) ^ _e28)));
    uint _e654 = _e71 ? (_e634 ? ((4u - _e339) & 3u) : _e339) : (_e650 ? 0u : naga_f2u32(_e71 ? 0.0 : (_e8 - as_type<float>(as_type<uint>(4.0 * metal::floor(as_type<float>(as_type<uint>(_e8 * 0.25) ^ _e36))) ^ _e44))));
    uint _e657 = shasm_opaque_zero;
    float _e660 = as_type<float>(as_type<uint>(_e653 * _e653) ^ _e657);
    uint _e664 = shasm_opaque_zero;
    uint _e672 = shasm_opaque_zero;
    uint _e680 = shasm_opaque_zero;
    uint _e688 = shasm_opaque_zero;
    uint _e694 = shasm_opaque_zero;
    float _e698 = _e653 + as_type<float>(as_type<uint>(_e653 * as_type<float>(as_type<uint>(_e660 * (-0.16666667 + as_type<float>(as_type<uint>(_e660 * (0.008333334 + as_type<float>(as_type<uint>(_e660 * (-0.0001984127 + as_type<float>(as_type<uint>(_e660 * 0.0000027557319) ^ _e664))) ^ _e672))) ^ _e680))) ^ _e688)) ^ _e694);
    uint _e701 = shasm_opaque_zero;
    float _e704 = as_type<float>(as_type<uint>(_e653 * _e653) ^ _e701);
    uint _e708 = shasm_opaque_zero;
    uint _e716 = shasm_opaque_zero;
    uint _e724 = shasm_opaque_zero;
    uint _e732 = shasm_opaque_zero;
    uint _e740 = shasm_opaque_zero;
    float _e745 = 1.0 + as_type<float>(as_type<uint>(_e704 * (-0.5 + as_type<float>(as_type<uint>(_e704 * (0.041666668 + as_type<float>(as_type<uint>(_e704 * (-0.0013888889 + as_type<float>(as_type<uint>(_e704 * (0.000024801588 + as_type<float>(as_type<uint>(_e704 * -0.0000002755732) ^ _e708))) ^ _e716))) ^ _e724))) ^ _e732))) ^ _e740);
    return ((as_type<uint>(a_1) & 2147483647u) >= 2139095040u) ? as_type<float>(2143289344u) : ((_e654 == 0u) ? _e745 : ((_e654 == 1u) ? as_type<float>(as_type<uint>(_e698) ^ 2147483648u) : ((_e654 == 2u) ? as_type<float>(as_type<uint>(_e745) ^ 2147483648u) : _e698)));
}

int naga_f2i32(float value) {
    return static_cast<int>(metal::clamp(value, -2147483600.0, 2147483500.0));
}

float shasm_ex2_(
    float a_2,
    thread uint& shasm_opaque_zero
) {
    float _e1 = metal::rint(a_2);
    float _e2 = a_2 - _e1;
    uint _e6 = shasm_opaque_zero;
    uint _e14 = shasm_opaque_zero;
    uint _e22 = shasm_opaque_zero;
    uint _e30 = shasm_opaque_zero;
    uint _e38 = shasm_opaque_zero;
    uint _e46 = shasm_opaque_zero;
    uint _e54 = shasm_opaque_zero;
    int _e64 = naga_f2i32(metal::min(metal::max(_e1, -151.0), 128.0));
    int _e66 = naga_div(_e64, 2);
    uint _e80 = shasm_opaque_zero;
    uint _e86 = shasm_opaque_zero;
    uint _e93 = as_type<uint>(a_2);
    uint _e95 = _e93 & 2147483647u;
    uint _e111 = as_type<uint>(a_2);
    uint _e112 = _e111 & 2147483647u;
    return ((as_type<uint>(a_2) & 2147483647u) > 2139095040u) ? a_2 : (((((_e95 == 0u) ? 2147483648u : ((_e93 >= 2147483648u) ? ~(_e93) : (_e95 | 2147483648u))) >= 3271557120u) && !(((as_type<uint>(a_2) & 2147483647u) > 2139095040u))) ? as_type<float>(2139095040u) : (((((_e112 == 0u) ? 2147483648u : ((_e111 >= 2147483648u) ? ~(_e111) : (_e112 | 2147483648u))) <= 1021902847u) && !(((as_type<uint>(a_2) & 2147483647u) > 2139095040u))) ? 0.0 : as_type<float>(as_type<uint>(as_type<float>(as_type<uint>((1.0 + as_type<float>(as_type<uint>(_e2 * (0.6931472 + as_type<float>(as_type<uint>(_e2 * (0.2402265 + as_type<float>(as_type<uint>(_e2 * (0.05550411 + as_type<float>(as_type<uint>(_e2 * (0.009618129 + as_type<float>(as_type<uint>(_e2 * (0.0013333558 + as_type<float>(as_type<uint>(_e2 * (0.0001540353 + as_type<float>(as_type<uint>(_e2 * 0.000015252734) ^ _e6))) ^ _e14))) ^ _e22))) ^ _e30))) ^ _e38))) ^ _e46))) ^ _e54)) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(_e66) + as_type<uint>(127))) << 23u)) ^ _e80) * as_type<float>(as_type<uint>(as_type<int>(as_type<uint>(as_type<int>(as_type<uint>(_e64) - as_type<uint>(_e66))) + as_type<uint>(127))) << 23u)) ^ _e86)));
}

float shasm_lg2_(
    float a_3,
    thread uint& shasm_opaque_zero
) {
    uint _e1 = as_type<uint>(a_3);
    uint _e5 = shasm_opaque_zero;
    bool _e11 = _e1 < 8388608u;
    uint _e12 = _e11 ? as_type<uint>(as_type<float>(as_type<uint>(a_3 * 18446744000000000000.0) ^ _e5)) : _e1;
    int _e19 = as_type<int>(as_type<uint>(_e11 ? -191 : -127) + as_type<uint>(as_type<int>(_e12 >> 23u)));
    float _e24 = as_type<float>((_e12 & 8388607u) | 1065353216u);
    uint _e26 = as_type<uint>(_e24);
    uint _e28 = _e26 & 2147483647u;
    bool _e44 = (((_e28 == 0u) ? 2147483648u : ((_e26 >= 2147483648u) ? ~(_e26) : (_e28 | 2147483648u))) > 3216311539u) && !(((as_type<uint>(_e24) & 2147483647u) > 2139095040u));
    uint _e48 = shasm_opaque_zero;
    float _e52 = _e44 ? as_type<float>(as_type<uint>(_e24 * 0.5) ^ _e48) : _e24;
    float _e59 = (_e52 - 1.0) / (_e52 + 1.0);
    uint _e62 = shasm_opaque_zero;
    float _e65 = as_type<float>(as_type<uint>(_e59 * _e59) ^ _e62);
    uint _e69 = shasm_opaque_zero;
    uint _e77 = shasm_opaque_zero;
    uint _e85 = shasm_opaque_zero;
    uint _e93 = shasm_opaque_zero;
    uint _e102 = shasm_opaque_zero;
    float _e108 = as_type<float>(2139095040u);
    uint _e109 = as_type<uint>(a_3);
    uint _e110 = _e109 & 2147483647u;
    uint _e117 = as_type<uint>(_e108);
    uint _e118 = _e117 & 2147483647u;
    uint _e136 = as_type<uint>(a_3);
    uint _e137 = _e136 & 2147483647u;
    uint _e153 = as_type<uint>(a_3);
    uint _e154 = _e153 & 2147483647u;
    return ((as_type<uint>(a_3) & 2147483647u) > 2139095040u) ? a_3 : (((((_e154 == 0u) ? 2147483648u : ((_e153 >= 2147483648u) ? ~(_e153) : (_e154 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(a_3) & 2147483647u) > 2139095040u))) ? as_type<float>(2143289344u) : (((((_e137 == 0u) ? 2147483648u : ((_e136 >= 2147483648u) ? ~(_e136) : (_e137 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(a_3) & 2147483647u) > 2139095040u))) ? as_type<float>(4286578688u) : (((((_e110 == 0u) ? 2147483648u : ((_e109 >= 2147483648u) ? ~(_e109) : (_e110 | 2147483648u))) == ((_e118 == 0u) ? 2147483648u : ((_e117 >= 2147483648u) ? ~(_e117) : (_e118 | 2147483648u)))) && !((((as_type<uint>(a_3) & 2147483647u) > 2139095040u) || ((as_type<uint>(_e108) & 2147483647u) > 2139095040u)))) ? a_3 : (static_cast<float>(_e44 ? as_type<int>(as_type<uint>(_e19) + as_type<uint>(1)) : _e19) + as_type<float>(as_type<uint>(_e59 * (2.88539 + as_type<float>(as_type<uint>(_e65 * (0.9617967 + as_type<float>(as_type<uint>(_e65 * (0.57707804 + as_type<float>(as_type<uint>(_e65 * (0.41219857 + as_type<float>(as_type<uint>(_e65 * 0.3205989) ^ _e69))) ^ _e77))) ^ _e85))) ^ _e93))) ^ _e102)))));
}

float f32_rsq(
    float a_4,
    thread uint& shasm_opaque_zero
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
    uint _e65 = shasm_opaque_zero;
    uint _e71 = shasm_opaque_zero;
    uint _e77 = shasm_opaque_zero;
    uint _e83 = shasm_opaque_zero;
    float _e88 = _e47 ? as_type<float>(as_type<uint>(as_type<float>(as_type<uint>(a_4 * 18446744000000000000.0) ^ _e65) * 18446744000000000000.0) ^ _e71) : (_e62 ? as_type<float>(as_type<uint>(as_type<float>(as_type<uint>(a_4 * 0.00000000000000000005421011) ^ _e77) * 0.00000000000000000005421011) ^ _e83) : a_4);
    float _e92 = 1.0 / metal::sqrt(_e88);
    uint _e97 = shasm_opaque_zero;
    float _e100 = as_type<float>(as_type<uint>(_e92 * 1.0000002) ^ _e97);
    uint _e103 = shasm_opaque_zero;
    c = as_type<float>(as_type<uint>(_e92 * 0.99999976) ^ _e103);
    i = 0u;
    uint2 loop_bound = uint2(4294967295u);
    while(true) {
        if (metal::all(loop_bound == uint2(0u))) { break; }
        loop_bound -= uint2(loop_bound.y == 0u, 1u);
        float _e109 = c;
        uint _e110 = i;
        uint _e113 = as_type<uint>(_e109);
        uint _e114 = _e113 & 2147483647u;
        uint _e121 = as_type<uint>(_e100);
        uint _e122 = _e121 & 2147483647u;
        if ((_e110 >= 16u) || ((((_e114 == 0u) ? 2147483648u : ((_e113 >= 2147483648u) ? ~(_e113) : (_e114 | 2147483648u))) >= ((_e122 == 0u) ? 2147483648u : ((_e121 >= 2147483648u) ? ~(_e121) : (_e122 | 2147483648u)))) && !((((as_type<uint>(_e109) & 2147483647u) > 2139095040u) || ((as_type<uint>(_e100) & 2147483647u) > 2139095040u))))) {
            break;
        }
        float _e140 = c;
        float _e145 = as_type<float>(as_type<uint>(_e140) + 1u) - _e140;
        uint _e149 = shasm_opaque_zero;
        float _e152 = as_type<float>(as_type<uint>(0.5 * _e145) ^ _e149);
        uint _e155 = shasm_opaque_zero;
        float _e158 = as_type<float>(as_type<uint>(_e140 * _e140) ^ _e155);
        float _e164 = as_type<float>((as_type<uint>(_e140) + 2048u) & 4294963200u);
        float _e165 = _e140 - _e164;
        float _e169 = as_type<float>((as_type<uint>(_e140) + 2048u) & 4294963200u);
        float _e170 = _e140 - _e169;
        uint _e173 = shasm_opaque_zero;
        uint _e180 = shasm_opaque_zero;
        uint _e187 = shasm_opaque_zero;
        uint _e194 = shasm_opaque_zero;
        float _e198 = (((as_type<float>(as_type<uint>(_e164 * _e169) ^ _e173) - _e158) + as_type<float>(as_type<uint>(_e164 * _e170) ^ _e180)) + as_type<float>(as_type<uint>(_e165 * _e169) ^ _e187)) + as_type<float>(as_type<uint>(_e165 * _e170) ^ _e194);
        uint _e201 = shasm_opaque_zero;
        float _e204 = as_type<float>(as_type<uint>(_e88 * _e158) ^ _e201);
        float _e208 = as_type<float>((as_type<uint>(_e88) + 2048u) & 4294963200u);
        float _e209 = _e88 - _e208;
        float _e213 = as_type<float>((as_type<uint>(_e158) + 2048u) & 4294963200u);
        float _e214 = _e158 - _e213;
        uint _e217 = shasm_opaque_zero;
        uint _e224 = shasm_opaque_zero;
        uint _e231 = shasm_opaque_zero;
        uint _e238 = shasm_opaque_zero;
        float _e242 = (((as_type<float>(as_type<uint>(_e208 * _e213) ^ _e217) - _e204) + as_type<float>(as_type<uint>(_e208 * _e214) ^ _e224)) + as_type<float>(as_type<uint>(_e209 * _e213) ^ _e231)) + as_type<float>(as_type<uint>(_e209 * _e214) ^ _e238);
        uint _e245 = shasm_opaque_zero;
        float _e248 = as_type<float>(as_type<uint>(_e88 * _e198) ^ _e245);
        float _e252 = as_type<float>((as_type<uint>(_e88) + 2048u) & 4294963200u);
        float _e253 = _e88 - _e252;
        float _e257 = as_type<float>((as_type<uint>(_e198) + 2048u) & 4294963200u);
        float _e258 = _e198 - _e257;
        uint _e261 = shasm_opaque_zero;
        uint _e268 = shasm_opaque_zero;
        uint _e275 = shasm_opaque_zero;
        uint _e282 = shasm_opaque_zero;
        float _e286 = (((as_type<float>(as_type<uint>(_e252 * _e257) ^ _e261) - _e248) + as_type<float>(as_type<uint>(_e252 * _e258) ^ _e268)) + as_type<float>(as_type<uint>(_e253 * _e257) ^ _e275)) + as_type<float>(as_type<uint>(_e253 * _e258) ^ _e282);
        uint _e289 = shasm_opaque_zero;
        uint _e296 = shasm_opaque_zero;
        float _e299 = as_type<float>(as_type<uint>(2.0 * as_type<float>(as_type<uint>(_e140 * _e152) ^ _e289)) ^ _e296);
        uint _e302 = shasm_opaque_zero;
        float _e305 = as_type<float>(as_type<uint>(_e88 * _e299) ^ _e302);
        float _e309 = as_type<float>((as_type<uint>(_e88) + 2048u) & 4294963200u);
        float _e310 = _e88 - _e309;
        float _e314 = as_type<float>((as_type<uint>(_e299) + 2048u) & 4294963200u);
        float _e315 = _e299 - _e314;
        uint _e318 = shasm_opaque_zero;
        uint _e325 = shasm_opaque_zero;
        uint _e332 = shasm_opaque_zero;
        uint _e339 = shasm_opaque_zero;
        float _e343 = (((as_type<float>(as_type<uint>(_e309 * _e314) ^ _e318) - _e305) + as_type<float>(as_type<uint>(_e309 * _e315) ^ _e325)) + as_type<float>(as_type<uint>(_e310 * _e314) ^ _e332)) + as_type<float>(as_type<uint>(_e310 * _e315) ^ _e339);
        uint _e346 = shasm_opaque_zero;
        uint _e352 = shasm_opaque_zero;
        float _e355 = as_type<float>(as_type<uint>(_e88 * as_type<float>(as_type<uint>(_e152 * _e152) ^ _e346)) ^ _e352);
        float _e356 = _e204 - 1.0;
        uint _e359 = shasm_opaque_zero;
        float _e362 = as_type<float>(as_type<uint>(_e286 + _e355) ^ _e359);
        float _e363 = _e362 - _e286;
        float _e367 = (_e286 - (_e362 - _e363)) + (_e355 - _e363);
        uint _e370 = shasm_opaque_zero;
        float _e373 = as_type<float>(as_type<uint>(_e343 + _e367) ^ _e370);
        float _e374 = _e373 - _e343;
        float _e378 = (_e343 - (_e373 - _e374)) + (_e367 - _e374);
        uint _e381 = shasm_opaque_zero;
        float _e384 = as_type<float>(as_type<uint>(_e373 + _e362) ^ _e381);
        float _e385 = _e384 - _e373;
        float _e389 = (_e373 - (_e384 - _e385)) + (_e362 - _e385);
        uint _e392 = shasm_opaque_zero;
        float _e395 = as_type<float>(as_type<uint>(_e242 + _e378) ^ _e392);
        float _e396 = _e395 - _e242;
        float _e400 = (_e242 - (_e395 - _e396)) + (_e378 - _e396);
        uint _e403 = shasm_opaque_zero;
        float _e406 = as_type<float>(as_type<uint>(_e395 + _e389) ^ _e403);
        float _e407 = _e406 - _e395;
        float _e411 = (_e395 - (_e406 - _e407)) + (_e389 - _e407);
        uint _e414 = shasm_opaque_zero;
        float _e417 = as_type<float>(as_type<uint>(_e406 + _e384) ^ _e414);
        float _e418 = _e417 - _e406;
        float _e422 = (_e406 - (_e417 - _e418)) + (_e384 - _e418);
        uint _e425 = shasm_opaque_zero;
        float _e428 = as_type<float>(as_type<uint>(_e248 + _e400) ^ _e425);
        float _e429 = _e428 - _e248;
        float _e433 = (_e248 - (_e428 - _e429)) + (_e400 - _e429);
        uint _e436 = shasm_opaque_zero;
        float _e439 = as_type<float>(as_type<uint>(_e428 + _e411) ^ _e436);
        float _e440 = _e439 - _e428;
        float _e444 = (_e428 - (_e439 - _e440)) + (_e411 - _e440);
        uint _e447 = shasm_opaque_zero;
        float _e450 = as_type<float>(as_type<uint>(_e439 + _e422) ^ _e447);
        float _e451 = _e450 - _e439;
        float _e455 = (_e439 - (_e450 - _e451)) + (_e422 - _e451);
        uint _e458 = shasm_opaque_zero;
        float _e461 = as_type<float>(as_type<uint>(_e450 + _e417) ^ _e458);
        float _e462 = _e461 - _e450;
        float _e466 = (_e450 - (_e461 - _e462)) + (_e417 - _e462);
        uint _e469 = shasm_opaque_zero;
        float _e472 = as_type<float>(as_type<uint>(_e305 + _e433) ^ _e469);
        float _e473 = _e472 - _e305;
        float _e477 = (_e305 - (_e472 - _e473)) + (_e433 - _e473);
        uint _e480 = shasm_opaque_zero;
        float _e483 = as_type<float>(as_type<uint>(_e472 + _e444) ^ _e480);
        float _e484 = _e483 - _e472;
        float _e488 = (_e472 - (_e483 - _e484)) + (_e444 - _e484);
        uint _e491 = shasm_opaque_zero;
        float _e494 = as_type<float>(as_type<uint>(_e483 + _e455) ^ _e491);
        float _e495 = _e494 - _e483;
        float _e499 = (_e483 - (_e494 - _e495)) + (_e455 - _e495);
        uint _e502 = shasm_opaque_zero;
        float _e505 = as_type<float>(as_type<uint>(_e494 + _e466) ^ _e502);
        float _e506 = _e505 - _e494;
        float _e510 = (_e494 - (_e505 - _e506)) + (_e466 - _e506);
        uint _e513 = shasm_opaque_zero;
        float _e516 = as_type<float>(as_type<uint>(_e505 + _e461) ^ _e513);
        float _e517 = _e516 - _e505;
        float _e521 = (_e505 - (_e516 - _e517)) + (_e461 - _e517);
        uint _e524 = shasm_opaque_zero;
        float _e527 = as_type<float>(as_type<uint>(_e356 + _e477) ^ _e524);
        float _e528 = _e527 - _e356;
        float _e532 = (_e356 - (_e527 - _e528)) + (_e477 - _e528);
        uint _e535 = shasm_opaque_zero;
        float _e538 = as_type<float>(as_type<uint>(_e527 + _e488) ^ _e535);
        float _e539 = _e538 - _e527;
        float _e543 = (_e527 - (_e538 - _e539)) + (_e488 - _e539);
        uint _e546 = shasm_opaque_zero;
        float _e549 = as_type<float>(as_type<uint>(_e538 + _e499) ^ _e546);
        float _e550 = _e549 - _e538;
        float _e554 = (_e538 - (_e549 - _e550)) + (_e499 - _e550);
        uint _e557 = shasm_opaque_zero;
        float _e560 = as_type<float>(as_type<uint>(_e549 + _e510) ^ _e557);
        float _e561 = _e560 - _e549;
        float _e565 = (_e549 - (_e560 - _e561)) + (_e510 - _e561);
        uint _e568 = shasm_opaque_zero;
        float _e571 = as_type<float>(as_type<uint>(_e560 + _e521) ^ _e568);
        float _e572 = _e571 - _e560;
        float _e576 = (_e560 - (_e571 - _e572)) + (_e521 - _e572);
        uint _e579 = shasm_opaque_zero;
        float _e582 = as_type<float>(as_type<uint>(_e571 + _e516) ^ _e579);
        float _e583 = _e582 - _e571;
        float _e587 = (_e571 - (_e582 - _e583)) + (_e516 - _e583);
        uint _e588 = as_type<uint>(_e532);
        uint _e589 = _e588 & 2147483647u;
        uint _e604 = as_type<uint>(_e532);
        uint _e605 = _e604 & 2147483647u;
        uint _e618 = as_type<uint>(_e532);
        uint _e619 = _e618 & 2147483647u;
        uint _e635 = as_type<uint>(_e543);
        uint _e636 = _e635 & 2147483647u;
        uint _e650 = as_type<uint>(_e543);
        uint _e651 = _e650 & 2147483647u;
        uint _e664 = as_type<uint>(_e543);
        uint _e665 = _e664 & 2147483647u;
        uint _e681 = as_type<uint>(_e554);
        uint _e682 = _e681 & 2147483647u;
        uint _e696 = as_type<uint>(_e554);
        uint _e697 = _e696 & 2147483647u;
        uint _e710 = as_type<uint>(_e554);
        uint _e711 = _e710 & 2147483647u;
        uint _e727 = as_type<uint>(_e565);
        uint _e728 = _e727 & 2147483647u;
        uint _e742 = as_type<uint>(_e565);
        uint _e743 = _e742 & 2147483647u;
        uint _e756 = as_type<uint>(_e565);
        uint _e757 = _e756 & 2147483647u;
        uint _e773 = as_type<uint>(_e576);
        uint _e774 = _e773 & 2147483647u;
        uint _e788 = as_type<uint>(_e576);
        uint _e789 = _e788 & 2147483647u;
        uint _e802 = as_type<uint>(_e576);
        uint _e803 = _e802 & 2147483647u;
        uint _e819 = as_type<uint>(_e587);
        uint _e820 = _e819 & 2147483647u;
        uint _e834 = as_type<uint>(_e587);
        uint _e835 = _e834 & 2147483647u;
        uint _e848 = as_type<uint>(_e587);
        uint _e849 = _e848 & 2147483647u;
        uint _e865 = as_type<uint>(_e582);
        uint _e866 = _e865 & 2147483647u;
        uint _e880 = as_type<uint>(_e582);
        uint _e881 = _e880 & 2147483647u;
        uint _e894 = as_type<uint>(_e582);
        uint _e895 = _e894 & 2147483647u;
        float _e910 = ((((_e866 == 0u) ? 2147483648u : ((_e865 >= 2147483648u) ? ~(_e865) : (_e866 | 2147483648u))) != 2147483648u) || !(!(((as_type<uint>(_e582) & 2147483647u) > 2139095040u)))) ? (((((_e881 == 0u) ? 2147483648u : ((_e880 >= 2147483648u) ? ~(_e880) : (_e881 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e582) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e895 == 0u) ? 2147483648u : ((_e894 >= 2147483648u) ? ~(_e894) : (_e895 | 2147483648u))) > 2147483648u) && !(((as_type<uint>(_e582) & 2147483647u) > 2139095040u))) ? 1.0 : -1.0)) : (((((_e820 == 0u) ? 2147483648u : ((_e819 >= 2147483648u) ? ~(_e819) : (_e820 | 2147483648u))) != 2147483648u) || !(!(((as_type<uint>(_e587) & 2147483647u) > 2139095040u)))) ? (((((_e835 == 0u) ? 2147483648u : ((_e834 >= 2147483648u) ? ~(_e834) : (_e835 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e587) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e849 == 0u) ? 2147483648u : ((_e848 >= 2147483648u) ? ~(_e848) : (_e849 | 2147483648u))) > 2147483648u) && !(((as_type<uint>(_e587) & 2147483647u) > 2139095040u))) ? 1.0 : -1.0)) : (((((_e774 == 0u) ? 2147483648u : ((_e773 >= 2147483648u) ? ~(_e773) : (_e774 | 2147483648u))) != 2147483648u) || !(!(((as_type<uint>(_e576) & 2147483647u) > 2139095040u)))) ? (((((_e789 == 0u) ? 2147483648u : ((_e788 >= 2147483648u) ? ~(_e788) : (_e789 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e576) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e803 == 0u) ? 2147483648u : ((_e802 >= 2147483648u) ? ~(_e802) : (_e803 | 2147483648u))) > 2147483648u) && !(((as_type<uint>(_e576) & 2147483647u) > 2139095040u))) ? 1.0 : -1.0)) : (((((_e728 == 0u) ? 2147483648u : ((_e727 >= 2147483648u) ? ~(_e727) : (_e728 | 2147483648u))) != 2147483648u) || !(!(((as_type<uint>(_e565) & 2147483647u) > 2139095040u)))) ? (((((_e743 == 0u) ? 2147483648u : ((_e742 >= 2147483648u) ? ~(_e742) : (_e743 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e565) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e757 == 0u) ? 2147483648u : ((_e756 >= 2147483648u) ? ~(_e756) : (_e757 | 2147483648u))) > 2147483648u) && !(((as_type<uint>(_e565) & 2147483647u) > 2139095040u))) ? 1.0 : -1.0)) : (((((_e682 == 0u) ? 2147483648u : ((_e681 >= 2147483648u) ? ~(_e681) : (_e682 | 2147483648u))) != 2147483648u) || !(!(((as_type<uint>(_e554) & 2147483647u) > 2139095040u)))) ? (((((_e697 == 0u) ? 2147483648u : ((_e696 >= 2147483648u) ? ~(_e696) : (_e697 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e554) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e711 == 0u) ? 2147483648u : ((_e710 >= 2147483648u) ? ~(_e710) : (_e711 | 2147483648u))) > 2147483648u) && !(((as_type<uint>(_e554) & 2147483647u) > 2139095040u))) ? 1.0 : -1.0)) : (((((_e636 == 0u) ? 2147483648u : ((_e635 >= 2147483648u) ? ~(_e635) : (_e636 | 2147483648u))) != 2147483648u) || !(!(((as_type<uint>(_e543) & 2147483647u) > 2139095040u)))) ? (((((_e651 == 0u) ? 2147483648u : ((_e650 >= 2147483648u) ? ~(_e650) : (_e651 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e543) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e665 == 0u) ? 2147483648u : ((_e664 >= 2147483648u) ? ~(_e664) : (_e665 | 2147483648u))) > 2147483648u) && !(((as_type<uint>(_e543) & 2147483647u) > 2139095040u))) ? 1.0 : -1.0)) : (((((_e589 == 0u) ? 2147483648u : ((_e588 >= 2147483648u) ? ~(_e588) : (_e589 | 2147483648u))) != 2147483648u) || !(!(((as_type<uint>(_e532) & 2147483647u) > 2139095040u)))) ? (((((_e605 == 0u) ? 2147483648u : ((_e604 >= 2147483648u) ? ~(_e604) : (_e605 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e532) & 2147483647u) > 2139095040u))) ? 0.0 : (((((_e619 == 0u) ? 2147483648u : ((_e618 >= 2147483648u) ? ~(_e618) : (_e619 | 2147483648u))) > 2147483648u) && !(((as_type<uint>(_e532) & 2147483647u) > 2139095040u))) ? 1.0 : -1.0)) : 0.0))))));
        uint _e911 = as_type<uint>(_e910);
        uint _e912 = _e911 & 2147483647u;
        if (!(((((_e912 == 0u) ? 2147483648u : ((_e911 >= 2147483648u) ? ~(_e911) : (_e912 | 2147483648u))) < 2147483648u) && !(((as_type<uint>(_e910) & 2147483647u) > 2139095040u))))) {
            break;
        }
        c = _e140 + _e145;
        uint _e927 = i;
        i = _e927 + 1u;
    }
    float _e929 = c;
    uint _e932 = shasm_opaque_zero;
    return ((((as_type<uint>(a_4) & 2147483647u) > 2139095040u) || ((((_e11 == 0u) ? 2147483648u : ((_e10 >= 2147483648u) ? ~(_e10) : (_e11 | 2147483648u))) <= 2147483648u) && !(((as_type<uint>(a_4) & 2147483647u) > 2139095040u)))) || ((as_type<uint>(a_4) & 2147483647u) >= 2139095040u)) ? (1.0 / metal::sqrt(a_4)) : as_type<float>(as_type<uint>(_e929 * (_e47 ? 18446744000000000000.0 : (_e62 ? 0.00000000000000000005421011 : 1.0))) ^ _e932);
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
    metal::uint4 _e7 = env.inner[9];
    shasm_opaque_zero = _e7.x;
    type_4 _e10 = env;
    r = _e10;
    metal::uint4 _e18 = inputs[(invocation * 6u) + 0u];
    r.inner[3] = _e18;
    metal::uint4 _e24 = inputs[(invocation * 6u) + 1u];
    r.inner[4] = _e24;
    metal::uint4 _e30 = inputs[(invocation * 6u) + 2u];
    r.inner[5] = _e30;
    metal::uint4 _e36 = inputs[(invocation * 6u) + 3u];
    r.inner[6] = _e36;
    metal::uint4 _e42 = inputs[(invocation * 6u) + 4u];
    r.inner[7] = _e42;
    metal::uint4 _e48 = inputs[(invocation * 6u) + 5u];
    r.inner[8] = _e48;
    p0_ = false;
    p1_ = false;
    killed = false;
    metal::uint4 _e54 = metal::uint4(2u);
    cc = type_8 {{_e54, _e54}};
    steps = 0u;
    v0_ = 0u;
    metal::uint4 _e61 = r.inner[7];
    float _e71 = shasm_sin(as_type<float>(_e61.x), shasm_opaque_zero);
    r.inner[1].x = as_type<uint>(_e71);
    metal::uint4 _e79 = r.inner[7];
    float _e88 = shasm_cos(as_type<float>(_e79.y), shasm_opaque_zero);
    r.inner[1].y = as_type<uint>(_e88);
    metal::uint4 _e96 = r.inner[7];
    float _e105 = shasm_ex2_(as_type<float>(_e96.z), shasm_opaque_zero);
    r.inner[1].z = as_type<uint>(_e105);
    metal::uint4 _e113 = r.inner[7];
    float _e122 = shasm_lg2_(as_type<float>(_e113.w), shasm_opaque_zero);
    r.inner[1].w = as_type<uint>(_e122);
    metal::uint4 _e130 = r.inner[8];
    float _e143 = f32_rsq(as_type<float>(as_type<uint>(as_type<float>(_e130.x)) & 2147483647u), shasm_opaque_zero);
    r.inner[2].x = as_type<uint>(_e143);
    metal::uint4 _e151 = r.inner[8];
    metal::uint4 _e161 = r.inner[8];
    float _e166 = as_type<float>(_e161.z);
    float _e170 = shasm_lg2_(as_type<float>(_e151.y), shasm_opaque_zero);
    uint _e171 = as_type<uint>(_e166);
    uint _e172 = _e171 & 2147483647u;
    float _e189 = as_type<float>(as_type<uint>(_e170) & 2147483647u);
    float _e190 = as_type<float>(2139095040u);
    uint _e191 = as_type<uint>(_e189);
    uint _e192 = _e191 & 2147483647u;
    uint _e199 = as_type<uint>(_e190);
    uint _e200 = _e199 & 2147483647u;
    uint _e217 = as_type<uint>(_e170);
    uint _e218 = _e217 & 2147483647u;
    float _e233 = as_type<float>(as_type<uint>(_e166) & 2147483647u);
    float _e234 = as_type<float>(2139095040u);
    uint _e235 = as_type<uint>(_e233);
    uint _e236 = _e235 & 2147483647u;
    uint _e243 = as_type<uint>(_e234);
    uint _e244 = _e243 & 2147483647u;
    uint _e266 = shasm_opaque_zero;
    float _e273 = shasm_ex2_(((((((_e172 == 0u) ? 2147483648u : ((_e171 >= 2147483648u) ? ~(_e171) : (_e172 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e166) & 2147483647u) > 2139095040u))) && ((((_e192 == 0u) ? 2147483648u : ((_e191 >= 2147483648u) ? ~(_e191) : (_e192 | 2147483648u))) == ((_e200 == 0u) ? 2147483648u : ((_e199 >= 2147483648u) ? ~(_e199) : (_e200 | 2147483648u)))) && !((((as_type<uint>(_e189) & 2147483647u) > 2139095040u) || ((as_type<uint>(_e190) & 2147483647u) > 2139095040u))))) || (((((_e218 == 0u) ? 2147483648u : ((_e217 >= 2147483648u) ? ~(_e217) : (_e218 | 2147483648u))) == 2147483648u) && !(((as_type<uint>(_e170) & 2147483647u) > 2139095040u))) && ((((_e236 == 0u) ? 2147483648u : ((_e235 >= 2147483648u) ? ~(_e235) : (_e236 | 2147483648u))) == ((_e244 == 0u) ? 2147483648u : ((_e243 >= 2147483648u) ? ~(_e243) : (_e244 | 2147483648u)))) && !((((as_type<uint>(_e233) & 2147483647u) > 2139095040u) || ((as_type<uint>(_e234) & 2147483647u) > 2139095040u)))))) ? as_type<float>(2143289344u) : as_type<float>(as_type<uint>(_e166 * _e170) ^ _e266), shasm_opaque_zero);
    r.inner[2].y = as_type<uint>(_e273);
    metal::uint4 _e281 = r.inner[8];
    float _e291 = 1.0 / as_type<float>(_e281.w);
    r.inner[2].z = as_type<uint>(_e291);
    metal::uint4 _e299 = r.inner[1];
    metal::uint4 _e309 = r.inner[2];
    uint _e320 = shasm_opaque_zero;
    uint _e326 = shasm_opaque_zero;
    uint _e332 = shasm_opaque_zero;
    uint _e338 = shasm_opaque_zero;
    r.inner[0].x = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e299.x) * as_type<float>(_e309.x)) ^ _e320));
    r.inner[0].y = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e299.y) * as_type<float>(_e309.y)) ^ _e326));
    r.inner[0].z = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e299.z) * as_type<float>(_e309.z)) ^ _e332));
    r.inner[0].w = as_type<uint>(as_type<float>(as_type<uint>(as_type<float>(_e299.w) * as_type<float>(_e309.w)) ^ _e338));
    metal::uint4 _e354 = r.inner[0];
    outputs[(invocation * 1u) + 0u] = _e354;
    bool _e356 = killed;
    status[invocation] = (_e356 ? 1u : 0u) | 0u;
    return;
}
