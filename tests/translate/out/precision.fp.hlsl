ByteAddressBuffer env : register(t0);
ByteAddressBuffer inputs : register(t1);
RWByteAddressBuffer outputs : register(u2);
RWByteAddressBuffer status : register(u3);

float f32ftz_input(float a)
{
    uint _e2 = asuint(a);
    return asfloat((((_e2 & 2147483647u) < 8388608u) ? (_e2 & 2147483648u) : _e2));
}

float f32ftz_mul(float a_1, float b)
{
    float _e2 = (a_1 * b);
    float _e8 = asfloat(((asuint(a_1) + 2048u) & 4294963200u));
    float _e9 = (a_1 - _e8);
    float _e13 = asfloat(((asuint(b) + 2048u) & 4294963200u));
    float _e14 = (b - _e13);
    uint _e23 = asuint(_e2);
    return asfloat((((_e23 & 2147483647u) < 8388608u) ? (_e23 & 2147483648u) : _e23));
}

float f16_input(float a_2)
{
    int _e11 = max(asint(asuint(int(126)) - asuint(asint(((asuint(a_2) >> 23u) & 255u)))), int(13));
    uint _e12 = asuint(a_2);
    uint _e14 = (_e12 & 2147483648u);
    uint _e23 = (_e12 & 2147483647u);
    uint _e39 = asuint(min(max(_e11, int(1)), int(23)));
    uint _e44 = (1u << _e39);
    uint _e45 = (_e44 - 1u);
    uint _e46 = (_e23 & _e45);
    uint _e48 = (1u << (_e39 - 1u));
    float _e66 = asfloat(((_e11 > int(24)) ? _e14 : ((_e11 == int(24)) ? ((!((_e23 == (_e12 & 2139095040u))) || false) ? (_e14 | ((((asuint(a_2) >> 23u) & 255u) + 1u) << 23u)) : _e14) : (_e14 | ((_e23 & ~(_e45)) + (((_e46 > _e48) || ((_e46 == _e48) && (false || (true && (((((_e23 & 8388607u) | 8388608u) >> _e39) & 1u) == 1u))))) ? _e44 : 0u))))));
    return (((asuint(a_2) & 2147483647u) >= 2139095040u) ? a_2 : (((asuint(_e66) & 2147483647u) >= 1199570944u) ? asfloat(((asuint(_e66) & 2147483648u) | 2139095040u)) : _e66));
}

float fx12_input(float a_3)
{
    uint _e3 = asuint(a_3);
    uint _e5 = (_e3 & 2147483647u);
    uint _e14 = asuint(-2.0);
    uint _e15 = (_e14 & 2147483647u);
    uint _e33 = asuint(a_3);
    uint _e34 = (_e33 & 2147483647u);
    uint _e41 = asuint(1.9990234);
    uint _e42 = (_e41 & 2147483647u);
    float _e60 = (((((_e34 == 0u) ? 2147483648u : ((_e33 >= 2147483648u) ? ~(_e33) : (_e34 | 2147483648u))) > ((_e42 == 0u) ? 2147483648u : ((_e41 >= 2147483648u) ? ~(_e41) : (_e42 | 2147483648u)))) && !((((asuint(a_3) & 2147483647u) > 2139095040u) || ((asuint(1.9990234) & 2147483647u) > 2139095040u)))) ? 1.9990234 : (((((_e5 == 0u) ? 2147483648u : ((_e3 >= 2147483648u) ? ~(_e3) : (_e5 | 2147483648u))) < ((_e15 == 0u) ? 2147483648u : ((_e14 >= 2147483648u) ? ~(_e14) : (_e15 | 2147483648u)))) && !((((asuint(a_3) & 2147483647u) > 2139095040u) || ((asuint(-2.0) & 2147483647u) > 2139095040u)))) ? -2.0 : a_3));
    int _e69 = asint(asuint(int(140)) - asuint(asint(((asuint(_e60) >> 23u) & 255u))));
    uint _e70 = asuint(_e60);
    uint _e71 = (_e70 & 2147483648u);
    uint _e78 = (_e70 & 2147483647u);
    uint _e94 = asuint(min(max(_e69, int(1)), int(23)));
    uint _e99 = (1u << _e94);
    uint _e100 = (_e99 - 1u);
    uint _e101 = (_e78 & _e100);
    uint _e103 = (1u << (_e94 - 1u));
    uint _e125 = (asuint(_e60) & 2147483647u);
    return (((asuint(a_3) & 2147483647u) > 2139095040u) ? 0.0 : ((_e125 > 2139095040u) ? 0.0 : ((_e125 == 2139095040u) ? _e60 : ((_e69 <= int(0)) ? _e60 : asfloat(((_e69 > int(24)) ? _e71 : ((_e69 == int(24)) ? ((!((_e78 == (_e70 & 2139095040u))) || false) ? (_e71 | ((((asuint(_e60) >> 23u) & 255u) + 1u) << 23u)) : _e71) : (_e71 | ((_e78 & ~(_e100)) + (((_e101 > _e103) || ((_e101 == _e103) && (false || (true && (((((_e78 & 8388607u) | 8388608u) >> _e94) & 1u) == 1u))))) ? _e99 : 0u))))))))));
}

float fx12_add(float a_4, float b_1)
{
    float _e2 = (a_4 + b_1);
    float _e3 = (_e2 - a_4);
    float _e7 = ((a_4 - (_e2 - _e3)) + (b_1 - _e3));
    int _e15 = asint(asuint(int(140)) - asuint(asint(((asuint(_e2) >> 23u) & 255u))));
    uint _e16 = asuint(_e2);
    uint _e18 = (_e16 & 2147483648u);
    uint _e20 = asuint(_e7);
    uint _e22 = (_e20 & 2147483647u);
    uint _e30 = asuint(0.0);
    uint _e31 = (_e30 & 2147483647u);
    bool _e48 = ((((_e22 == 0u) ? 2147483648u : ((_e20 >= 2147483648u) ? ~(_e20) : (_e22 | 2147483648u))) == ((_e31 == 0u) ? 2147483648u : ((_e30 >= 2147483648u) ? ~(_e30) : (_e31 | 2147483648u)))) && !((((asuint(_e7) & 2147483647u) > 2139095040u) || ((asuint(0.0) & 2147483647u) > 2139095040u))));
    uint _e49 = asuint(_e7);
    uint _e50 = (_e49 & 2147483647u);
    uint _e57 = asuint(0.0);
    uint _e58 = (_e57 & 2147483647u);
    bool _e78 = (!(_e48) && (((((_e50 == 0u) ? 2147483648u : ((_e49 >= 2147483648u) ? ~(_e49) : (_e50 | 2147483648u))) < ((_e58 == 0u) ? 2147483648u : ((_e57 >= 2147483648u) ? ~(_e57) : (_e58 | 2147483648u)))) && !((((asuint(_e7) & 2147483647u) > 2139095040u) || ((asuint(0.0) & 2147483647u) > 2139095040u)))) == (_e18 != 0u)));
    uint _e83 = (_e16 & 2147483647u);
    uint _e99 = asuint(min(max(_e15, int(1)), int(23)));
    uint _e104 = (1u << _e99);
    uint _e105 = (_e104 - 1u);
    uint _e106 = (_e83 & _e105);
    uint _e108 = (1u << (_e99 - 1u));
    uint _e130 = (asuint(_e2) & 2147483647u);
    return ((_e130 > 2139095040u) ? 0.0 : ((_e130 == 2139095040u) ? _e2 : ((_e15 <= int(0)) ? _e2 : asfloat(((_e15 > int(24)) ? _e18 : ((_e15 == int(24)) ? ((!((_e83 == (_e16 & 2139095040u))) || _e78) ? (_e18 | ((((asuint(_e2) >> 23u) & 255u) + 1u) << 23u)) : _e18) : (_e18 | ((_e83 & ~(_e105)) + (((_e106 > _e108) || ((_e106 == _e108) && (_e78 || (_e48 && (((((_e83 & 8388607u) | 8388608u) >> _e99) & 1u) == 1u))))) ? _e104 : 0u)))))))));
}

float f32ftz_add(float a_5, float b_2)
{
    float _e2 = (a_5 + b_2);
    float _e3 = (_e2 - a_5);
    uint _e8 = asuint(_e2);
    return asfloat((((_e8 & 2147483647u) < 8388608u) ? (_e8 & 2147483648u) : _e8));
}

uint NagaBufferLengthRW(RWByteAddressBuffer buffer)
{
    uint ret;
    buffer.GetDimensions(ret);
    return ret;
}

typedef uint4 ret_Constructarray175_uint4_[175];
ret_Constructarray175_uint4_ Constructarray175_uint4_(uint4 arg0, uint4 arg1, uint4 arg2, uint4 arg3, uint4 arg4, uint4 arg5, uint4 arg6, uint4 arg7, uint4 arg8, uint4 arg9, uint4 arg10, uint4 arg11, uint4 arg12, uint4 arg13, uint4 arg14, uint4 arg15, uint4 arg16, uint4 arg17, uint4 arg18, uint4 arg19, uint4 arg20, uint4 arg21, uint4 arg22, uint4 arg23, uint4 arg24, uint4 arg25, uint4 arg26, uint4 arg27, uint4 arg28, uint4 arg29, uint4 arg30, uint4 arg31, uint4 arg32, uint4 arg33, uint4 arg34, uint4 arg35, uint4 arg36, uint4 arg37, uint4 arg38, uint4 arg39, uint4 arg40, uint4 arg41, uint4 arg42, uint4 arg43, uint4 arg44, uint4 arg45, uint4 arg46, uint4 arg47, uint4 arg48, uint4 arg49, uint4 arg50, uint4 arg51, uint4 arg52, uint4 arg53, uint4 arg54, uint4 arg55, uint4 arg56, uint4 arg57, uint4 arg58, uint4 arg59, uint4 arg60, uint4 arg61, uint4 arg62, uint4 arg63, uint4 arg64, uint4 arg65, uint4 arg66, uint4 arg67, uint4 arg68, uint4 arg69, uint4 arg70, uint4 arg71, uint4 arg72, uint4 arg73, uint4 arg74, uint4 arg75, uint4 arg76, uint4 arg77, uint4 arg78, uint4 arg79, uint4 arg80, uint4 arg81, uint4 arg82, uint4 arg83, uint4 arg84, uint4 arg85, uint4 arg86, uint4 arg87, uint4 arg88, uint4 arg89, uint4 arg90, uint4 arg91, uint4 arg92, uint4 arg93, uint4 arg94, uint4 arg95, uint4 arg96, uint4 arg97, uint4 arg98, uint4 arg99, uint4 arg100, uint4 arg101, uint4 arg102, uint4 arg103, uint4 arg104, uint4 arg105, uint4 arg106, uint4 arg107, uint4 arg108, uint4 arg109, uint4 arg110, uint4 arg111, uint4 arg112, uint4 arg113, uint4 arg114, uint4 arg115, uint4 arg116, uint4 arg117, uint4 arg118, uint4 arg119, uint4 arg120, uint4 arg121, uint4 arg122, uint4 arg123, uint4 arg124, uint4 arg125, uint4 arg126, uint4 arg127, uint4 arg128, uint4 arg129, uint4 arg130, uint4 arg131, uint4 arg132, uint4 arg133, uint4 arg134, uint4 arg135, uint4 arg136, uint4 arg137, uint4 arg138, uint4 arg139, uint4 arg140, uint4 arg141, uint4 arg142, uint4 arg143, uint4 arg144, uint4 arg145, uint4 arg146, uint4 arg147, uint4 arg148, uint4 arg149, uint4 arg150, uint4 arg151, uint4 arg152, uint4 arg153, uint4 arg154, uint4 arg155, uint4 arg156, uint4 arg157, uint4 arg158, uint4 arg159, uint4 arg160, uint4 arg161, uint4 arg162, uint4 arg163, uint4 arg164, uint4 arg165, uint4 arg166, uint4 arg167, uint4 arg168, uint4 arg169, uint4 arg170, uint4 arg171, uint4 arg172, uint4 arg173, uint4 arg174) {
    uint4 ret[175] = { arg0, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9, arg10, arg11, arg12, arg13, arg14, arg15, arg16, arg17, arg18, arg19, arg20, arg21, arg22, arg23, arg24, arg25, arg26, arg27, arg28, arg29, arg30, arg31, arg32, arg33, arg34, arg35, arg36, arg37, arg38, arg39, arg40, arg41, arg42, arg43, arg44, arg45, arg46, arg47, arg48, arg49, arg50, arg51, arg52, arg53, arg54, arg55, arg56, arg57, arg58, arg59, arg60, arg61, arg62, arg63, arg64, arg65, arg66, arg67, arg68, arg69, arg70, arg71, arg72, arg73, arg74, arg75, arg76, arg77, arg78, arg79, arg80, arg81, arg82, arg83, arg84, arg85, arg86, arg87, arg88, arg89, arg90, arg91, arg92, arg93, arg94, arg95, arg96, arg97, arg98, arg99, arg100, arg101, arg102, arg103, arg104, arg105, arg106, arg107, arg108, arg109, arg110, arg111, arg112, arg113, arg114, arg115, arg116, arg117, arg118, arg119, arg120, arg121, arg122, arg123, arg124, arg125, arg126, arg127, arg128, arg129, arg130, arg131, arg132, arg133, arg134, arg135, arg136, arg137, arg138, arg139, arg140, arg141, arg142, arg143, arg144, arg145, arg146, arg147, arg148, arg149, arg150, arg151, arg152, arg153, arg154, arg155, arg156, arg157, arg158, arg159, arg160, arg161, arg162, arg163, arg164, arg165, arg166, arg167, arg168, arg169, arg170, arg171, arg172, arg173, arg174 };
    return ret;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint4 r[175] = (uint4[175])0;
    bool p0_ = (bool)0;
    bool p1_ = (bool)0;
    bool killed = (bool)0;
    uint v0_ = (uint)0;

    uint invocation = id.x;
    if ((invocation >= ((NagaBufferLengthRW(status) - 0) / 4))) {
        return;
    }
    uint4 _e6[175] = Constructarray175_uint4_(asuint(env.Load4(0)), asuint(env.Load4(16)), asuint(env.Load4(32)), asuint(env.Load4(48)), asuint(env.Load4(64)), asuint(env.Load4(80)), asuint(env.Load4(96)), asuint(env.Load4(112)), asuint(env.Load4(128)), asuint(env.Load4(144)), asuint(env.Load4(160)), asuint(env.Load4(176)), asuint(env.Load4(192)), asuint(env.Load4(208)), asuint(env.Load4(224)), asuint(env.Load4(240)), asuint(env.Load4(256)), asuint(env.Load4(272)), asuint(env.Load4(288)), asuint(env.Load4(304)), asuint(env.Load4(320)), asuint(env.Load4(336)), asuint(env.Load4(352)), asuint(env.Load4(368)), asuint(env.Load4(384)), asuint(env.Load4(400)), asuint(env.Load4(416)), asuint(env.Load4(432)), asuint(env.Load4(448)), asuint(env.Load4(464)), asuint(env.Load4(480)), asuint(env.Load4(496)), asuint(env.Load4(512)), asuint(env.Load4(528)), asuint(env.Load4(544)), asuint(env.Load4(560)), asuint(env.Load4(576)), asuint(env.Load4(592)), asuint(env.Load4(608)), asuint(env.Load4(624)), asuint(env.Load4(640)), asuint(env.Load4(656)), asuint(env.Load4(672)), asuint(env.Load4(688)), asuint(env.Load4(704)), asuint(env.Load4(720)), asuint(env.Load4(736)), asuint(env.Load4(752)), asuint(env.Load4(768)), asuint(env.Load4(784)), asuint(env.Load4(800)), asuint(env.Load4(816)), asuint(env.Load4(832)), asuint(env.Load4(848)), asuint(env.Load4(864)), asuint(env.Load4(880)), asuint(env.Load4(896)), asuint(env.Load4(912)), asuint(env.Load4(928)), asuint(env.Load4(944)), asuint(env.Load4(960)), asuint(env.Load4(976)), asuint(env.Load4(992)), asuint(env.Load4(1008)), asuint(env.Load4(1024)), asuint(env.Load4(1040)), asuint(env.Load4(1056)), asuint(env.Load4(1072)), asuint(env.Load4(1088)), asuint(env.Load4(1104)), asuint(env.Load4(1120)), asuint(env.Load4(1136)), asuint(env.Load4(1152)), asuint(env.Load4(1168)), asuint(env.Load4(1184)), asuint(env.Load4(1200)), asuint(env.Load4(1216)), asuint(env.Load4(1232)), asuint(env.Load4(1248)), asuint(env.Load4(1264)), asuint(env.Load4(1280)), asuint(env.Load4(1296)), asuint(env.Load4(1312)), asuint(env.Load4(1328)), asuint(env.Load4(1344)), asuint(env.Load4(1360)), asuint(env.Load4(1376)), asuint(env.Load4(1392)), asuint(env.Load4(1408)), asuint(env.Load4(1424)), asuint(env.Load4(1440)), asuint(env.Load4(1456)), asuint(env.Load4(1472)), asuint(env.Load4(1488)), asuint(env.Load4(1504)), asuint(env.Load4(1520)), asuint(env.Load4(1536)), asuint(env.Load4(1552)), asuint(env.Load4(1568)), asuint(env.Load4(1584)), asuint(env.Load4(1600)), asuint(env.Load4(1616)), asuint(env.Load4(1632)), asuint(env.Load4(1648)), asuint(env.Load4(1664)), asuint(env.Load4(1680)), asuint(env.Load4(1696)), asuint(env.Load4(1712)), asuint(env.Load4(1728)), asuint(env.Load4(1744)), asuint(env.Load4(1760)), asuint(env.Load4(1776)), asuint(env.Load4(1792)), asuint(env.Load4(1808)), asuint(env.Load4(1824)), asuint(env.Load4(1840)), asuint(env.Load4(1856)), asuint(env.Load4(1872)), asuint(env.Load4(1888)), asuint(env.Load4(1904)), asuint(env.Load4(1920)), asuint(env.Load4(1936)), asuint(env.Load4(1952)), asuint(env.Load4(1968)), asuint(env.Load4(1984)), asuint(env.Load4(2000)), asuint(env.Load4(2016)), asuint(env.Load4(2032)), asuint(env.Load4(2048)), asuint(env.Load4(2064)), asuint(env.Load4(2080)), asuint(env.Load4(2096)), asuint(env.Load4(2112)), asuint(env.Load4(2128)), asuint(env.Load4(2144)), asuint(env.Load4(2160)), asuint(env.Load4(2176)), asuint(env.Load4(2192)), asuint(env.Load4(2208)), asuint(env.Load4(2224)), asuint(env.Load4(2240)), asuint(env.Load4(2256)), asuint(env.Load4(2272)), asuint(env.Load4(2288)), asuint(env.Load4(2304)), asuint(env.Load4(2320)), asuint(env.Load4(2336)), asuint(env.Load4(2352)), asuint(env.Load4(2368)), asuint(env.Load4(2384)), asuint(env.Load4(2400)), asuint(env.Load4(2416)), asuint(env.Load4(2432)), asuint(env.Load4(2448)), asuint(env.Load4(2464)), asuint(env.Load4(2480)), asuint(env.Load4(2496)), asuint(env.Load4(2512)), asuint(env.Load4(2528)), asuint(env.Load4(2544)), asuint(env.Load4(2560)), asuint(env.Load4(2576)), asuint(env.Load4(2592)), asuint(env.Load4(2608)), asuint(env.Load4(2624)), asuint(env.Load4(2640)), asuint(env.Load4(2656)), asuint(env.Load4(2672)), asuint(env.Load4(2688)), asuint(env.Load4(2704)), asuint(env.Load4(2720)), asuint(env.Load4(2736)), asuint(env.Load4(2752)), asuint(env.Load4(2768)), asuint(env.Load4(2784)));
    r = _e6;
    uint4 _e14 = asuint(inputs.Load4(((invocation * 12u) + 0u)*16));
    r[99] = _e14;
    uint4 _e20 = asuint(inputs.Load4(((invocation * 12u) + 1u)*16));
    r[100] = _e20;
    uint4 _e26 = asuint(inputs.Load4(((invocation * 12u) + 2u)*16));
    r[101] = _e26;
    uint4 _e32 = asuint(inputs.Load4(((invocation * 12u) + 3u)*16));
    r[102] = _e32;
    uint4 _e38 = asuint(inputs.Load4(((invocation * 12u) + 4u)*16));
    r[103] = _e38;
    uint4 _e44 = asuint(inputs.Load4(((invocation * 12u) + 5u)*16));
    r[104] = _e44;
    uint4 _e50 = asuint(inputs.Load4(((invocation * 12u) + 6u)*16));
    r[105] = _e50;
    uint4 _e56 = asuint(inputs.Load4(((invocation * 12u) + 7u)*16));
    r[106] = _e56;
    uint4 _e62 = asuint(inputs.Load4(((invocation * 12u) + 8u)*16));
    r[107] = _e62;
    uint4 _e68 = asuint(inputs.Load4(((invocation * 12u) + 9u)*16));
    r[108] = _e68;
    uint4 _e74 = asuint(inputs.Load4(((invocation * 12u) + 10u)*16));
    r[109] = _e74;
    uint4 _e80 = asuint(inputs.Load4(((invocation * 12u) + 11u)*16));
    r[110] = _e80;
    p0_ = false;
    p1_ = false;
    killed = false;
    v0_ = 0u;
    uint4 _e89 = r[103];
    r[1].x = _e89.x;
    r[1].y = _e89.y;
    r[1].z = _e89.z;
    r[1].w = _e89.w;
    uint4 _e101 = r[1];
    const float _e107 = f32ftz_input(asfloat(_e101.x));
    const float _e109 = f32ftz_input(asfloat(_e101.y));
    const float _e111 = f32ftz_input(asfloat(_e101.z));
    const float _e113 = f32ftz_input(asfloat(_e101.w));
    uint4 _e115 = r[104];
    const float _e121 = f32ftz_input(asfloat(_e115.x));
    const float _e123 = f32ftz_input(asfloat(_e115.y));
    const float _e125 = f32ftz_input(asfloat(_e115.z));
    const float _e127 = f32ftz_input(asfloat(_e115.w));
    const float _e128 = f32ftz_mul(_e107, _e121);
    const float _e129 = f32ftz_mul(_e109, _e123);
    const float _e130 = f32ftz_mul(_e111, _e125);
    const float _e131 = f32ftz_mul(_e113, _e127);
    const float _e132 = f16_input(_e128);
    const float _e133 = f16_input(_e129);
    const float _e134 = f16_input(_e130);
    const float _e135 = f16_input(_e131);
    r[33].x = asuint(_e132);
    r[33].y = asuint(_e133);
    r[33].z = asuint(_e134);
    r[33].w = asuint(_e135);
    uint4 _e146 = r[33];
    const float _e152 = fx12_input(asfloat(_e146.x));
    const float _e154 = fx12_input(asfloat(_e146.y));
    const float _e156 = fx12_input(asfloat(_e146.z));
    const float _e158 = fx12_input(asfloat(_e146.w));
    uint4 _e160 = r[100];
    const float _e166 = fx12_input(asfloat(_e160.x));
    const float _e168 = fx12_input(asfloat(_e160.y));
    const float _e170 = fx12_input(asfloat(_e160.z));
    const float _e172 = fx12_input(asfloat(_e160.w));
    const float _e173 = fx12_add(_e152, _e166);
    const float _e174 = fx12_add(_e154, _e168);
    const float _e175 = fx12_add(_e156, _e170);
    const float _e176 = fx12_add(_e158, _e172);
    uint _e179 = asuint(_e173);
    uint _e181 = (_e179 & 2147483647u);
    uint _e189 = asuint(1.9990234);
    uint _e190 = (_e189 & 2147483647u);
    uint _e209 = asuint(_e173);
    uint _e210 = (_e209 & 2147483647u);
    uint _e217 = asuint(-2.0);
    uint _e218 = (_e217 & 2147483647u);
    uint _e236 = asuint(_e174);
    uint _e237 = (_e236 & 2147483647u);
    uint _e244 = asuint(1.9990234);
    uint _e245 = (_e244 & 2147483647u);
    uint _e263 = asuint(_e174);
    uint _e264 = (_e263 & 2147483647u);
    uint _e271 = asuint(-2.0);
    uint _e272 = (_e271 & 2147483647u);
    uint _e290 = asuint(_e175);
    uint _e291 = (_e290 & 2147483647u);
    uint _e298 = asuint(1.9990234);
    uint _e299 = (_e298 & 2147483647u);
    uint _e317 = asuint(_e175);
    uint _e318 = (_e317 & 2147483647u);
    uint _e325 = asuint(-2.0);
    uint _e326 = (_e325 & 2147483647u);
    uint _e344 = asuint(_e176);
    uint _e345 = (_e344 & 2147483647u);
    uint _e352 = asuint(1.9990234);
    uint _e353 = (_e352 & 2147483647u);
    uint _e371 = asuint(_e176);
    uint _e372 = (_e371 & 2147483647u);
    uint _e379 = asuint(-2.0);
    uint _e380 = (_e379 & 2147483647u);
    r[2].x = asuint((((((_e210 == 0u) ? 2147483648u : ((_e209 >= 2147483648u) ? ~(_e209) : (_e210 | 2147483648u))) < ((_e218 == 0u) ? 2147483648u : ((_e217 >= 2147483648u) ? ~(_e217) : (_e218 | 2147483648u)))) && !((((asuint(_e173) & 2147483647u) > 2139095040u) || ((asuint(-2.0) & 2147483647u) > 2139095040u)))) ? -2.0 : (((((_e181 == 0u) ? 2147483648u : ((_e179 >= 2147483648u) ? ~(_e179) : (_e181 | 2147483648u))) > ((_e190 == 0u) ? 2147483648u : ((_e189 >= 2147483648u) ? ~(_e189) : (_e190 | 2147483648u)))) && !((((asuint(_e173) & 2147483647u) > 2139095040u) || ((asuint(1.9990234) & 2147483647u) > 2139095040u)))) ? 1.9990234 : _e173)));
    r[2].y = asuint((((((_e264 == 0u) ? 2147483648u : ((_e263 >= 2147483648u) ? ~(_e263) : (_e264 | 2147483648u))) < ((_e272 == 0u) ? 2147483648u : ((_e271 >= 2147483648u) ? ~(_e271) : (_e272 | 2147483648u)))) && !((((asuint(_e174) & 2147483647u) > 2139095040u) || ((asuint(-2.0) & 2147483647u) > 2139095040u)))) ? -2.0 : (((((_e237 == 0u) ? 2147483648u : ((_e236 >= 2147483648u) ? ~(_e236) : (_e237 | 2147483648u))) > ((_e245 == 0u) ? 2147483648u : ((_e244 >= 2147483648u) ? ~(_e244) : (_e245 | 2147483648u)))) && !((((asuint(_e174) & 2147483647u) > 2139095040u) || ((asuint(1.9990234) & 2147483647u) > 2139095040u)))) ? 1.9990234 : _e174)));
    r[2].z = asuint((((((_e318 == 0u) ? 2147483648u : ((_e317 >= 2147483648u) ? ~(_e317) : (_e318 | 2147483648u))) < ((_e326 == 0u) ? 2147483648u : ((_e325 >= 2147483648u) ? ~(_e325) : (_e326 | 2147483648u)))) && !((((asuint(_e175) & 2147483647u) > 2139095040u) || ((asuint(-2.0) & 2147483647u) > 2139095040u)))) ? -2.0 : (((((_e291 == 0u) ? 2147483648u : ((_e290 >= 2147483648u) ? ~(_e290) : (_e291 | 2147483648u))) > ((_e299 == 0u) ? 2147483648u : ((_e298 >= 2147483648u) ? ~(_e298) : (_e299 | 2147483648u)))) && !((((asuint(_e175) & 2147483647u) > 2139095040u) || ((asuint(1.9990234) & 2147483647u) > 2139095040u)))) ? 1.9990234 : _e175)));
    r[2].w = asuint((((((_e372 == 0u) ? 2147483648u : ((_e371 >= 2147483648u) ? ~(_e371) : (_e372 | 2147483648u))) < ((_e380 == 0u) ? 2147483648u : ((_e379 >= 2147483648u) ? ~(_e379) : (_e380 | 2147483648u)))) && !((((asuint(_e176) & 2147483647u) > 2139095040u) || ((asuint(-2.0) & 2147483647u) > 2139095040u)))) ? -2.0 : (((((_e345 == 0u) ? 2147483648u : ((_e344 >= 2147483648u) ? ~(_e344) : (_e345 | 2147483648u))) > ((_e353 == 0u) ? 2147483648u : ((_e352 >= 2147483648u) ? ~(_e352) : (_e353 | 2147483648u)))) && !((((asuint(_e176) & 2147483647u) > 2139095040u) || ((asuint(1.9990234) & 2147483647u) > 2139095040u)))) ? 1.9990234 : _e176)));
    uint4 _e408 = r[2];
    const float _e414 = f32ftz_input(asfloat(_e408.x));
    const float _e416 = f32ftz_input(asfloat(_e408.y));
    const float _e418 = f32ftz_input(asfloat(_e408.z));
    const float _e420 = f32ftz_input(asfloat(_e408.w));
    uint4 _e422 = r[105];
    const float _e428 = f32ftz_input(asfloat(_e422.x));
    const float _e430 = f32ftz_input(asfloat(_e422.y));
    const float _e432 = f32ftz_input(asfloat(_e422.z));
    const float _e434 = f32ftz_input(asfloat(_e422.w));
    uint4 _e436 = r[33];
    const float _e442 = f32ftz_input(asfloat(_e436.x));
    const float _e444 = f32ftz_input(asfloat(_e436.y));
    const float _e446 = f32ftz_input(asfloat(_e436.z));
    const float _e448 = f32ftz_input(asfloat(_e436.w));
    const float _e449 = f32ftz_mul(_e414, _e428);
    const float _e450 = f32ftz_add(_e449, _e442);
    const float _e451 = f32ftz_mul(_e416, _e430);
    const float _e452 = f32ftz_add(_e451, _e444);
    const float _e453 = f32ftz_mul(_e418, _e432);
    const float _e454 = f32ftz_add(_e453, _e446);
    const float _e455 = f32ftz_mul(_e420, _e434);
    const float _e456 = f32ftz_add(_e455, _e448);
    r[3].x = asuint(_e450);
    r[3].y = asuint(_e452);
    r[3].z = asuint(_e454);
    r[3].w = asuint(_e456);
    uint4 _e467 = r[3];
    r[0].x = _e467.x;
    r[0].y = _e467.y;
    r[0].z = _e467.z;
    r[0].w = _e467.w;
    uint4 _e480 = r[0];
    outputs.Store4(((invocation * 1u) + 0u)*16, asuint(_e480));
    bool _e482 = killed;
    status.Store(invocation*4, asuint(((_e482 ? 1u : 0u) | 0u)));
    return;
}
