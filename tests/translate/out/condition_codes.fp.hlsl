static uint shasm_opaque_zero = (uint)0;
ByteAddressBuffer env : register(t0);
ByteAddressBuffer inputs : register(t1);
RWByteAddressBuffer outputs : register(u2);
RWByteAddressBuffer status : register(u3);

float f32ftz_input(float a)
{
    uint _e2 = asuint(a);
    return asfloat((((_e2 & 2147483647u) < 8388608u) ? (_e2 & 2147483648u) : _e2));
}

typedef uint4 ret_Constructarray2_uint4_[2];
ret_Constructarray2_uint4_ Constructarray2_uint4_(uint4 arg0, uint4 arg1) {
    uint4 ret[2] = { arg0, arg1 };
    return ret;
}

uint NagaBufferLengthRW(RWByteAddressBuffer buffer)
{
    uint ret;
    buffer.GetDimensions(ret);
    return ret;
}

typedef uint4 ret_Constructarray176_uint4_[176];
ret_Constructarray176_uint4_ Constructarray176_uint4_(uint4 arg0, uint4 arg1, uint4 arg2, uint4 arg3, uint4 arg4, uint4 arg5, uint4 arg6, uint4 arg7, uint4 arg8, uint4 arg9, uint4 arg10, uint4 arg11, uint4 arg12, uint4 arg13, uint4 arg14, uint4 arg15, uint4 arg16, uint4 arg17, uint4 arg18, uint4 arg19, uint4 arg20, uint4 arg21, uint4 arg22, uint4 arg23, uint4 arg24, uint4 arg25, uint4 arg26, uint4 arg27, uint4 arg28, uint4 arg29, uint4 arg30, uint4 arg31, uint4 arg32, uint4 arg33, uint4 arg34, uint4 arg35, uint4 arg36, uint4 arg37, uint4 arg38, uint4 arg39, uint4 arg40, uint4 arg41, uint4 arg42, uint4 arg43, uint4 arg44, uint4 arg45, uint4 arg46, uint4 arg47, uint4 arg48, uint4 arg49, uint4 arg50, uint4 arg51, uint4 arg52, uint4 arg53, uint4 arg54, uint4 arg55, uint4 arg56, uint4 arg57, uint4 arg58, uint4 arg59, uint4 arg60, uint4 arg61, uint4 arg62, uint4 arg63, uint4 arg64, uint4 arg65, uint4 arg66, uint4 arg67, uint4 arg68, uint4 arg69, uint4 arg70, uint4 arg71, uint4 arg72, uint4 arg73, uint4 arg74, uint4 arg75, uint4 arg76, uint4 arg77, uint4 arg78, uint4 arg79, uint4 arg80, uint4 arg81, uint4 arg82, uint4 arg83, uint4 arg84, uint4 arg85, uint4 arg86, uint4 arg87, uint4 arg88, uint4 arg89, uint4 arg90, uint4 arg91, uint4 arg92, uint4 arg93, uint4 arg94, uint4 arg95, uint4 arg96, uint4 arg97, uint4 arg98, uint4 arg99, uint4 arg100, uint4 arg101, uint4 arg102, uint4 arg103, uint4 arg104, uint4 arg105, uint4 arg106, uint4 arg107, uint4 arg108, uint4 arg109, uint4 arg110, uint4 arg111, uint4 arg112, uint4 arg113, uint4 arg114, uint4 arg115, uint4 arg116, uint4 arg117, uint4 arg118, uint4 arg119, uint4 arg120, uint4 arg121, uint4 arg122, uint4 arg123, uint4 arg124, uint4 arg125, uint4 arg126, uint4 arg127, uint4 arg128, uint4 arg129, uint4 arg130, uint4 arg131, uint4 arg132, uint4 arg133, uint4 arg134, uint4 arg135, uint4 arg136, uint4 arg137, uint4 arg138, uint4 arg139, uint4 arg140, uint4 arg141, uint4 arg142, uint4 arg143, uint4 arg144, uint4 arg145, uint4 arg146, uint4 arg147, uint4 arg148, uint4 arg149, uint4 arg150, uint4 arg151, uint4 arg152, uint4 arg153, uint4 arg154, uint4 arg155, uint4 arg156, uint4 arg157, uint4 arg158, uint4 arg159, uint4 arg160, uint4 arg161, uint4 arg162, uint4 arg163, uint4 arg164, uint4 arg165, uint4 arg166, uint4 arg167, uint4 arg168, uint4 arg169, uint4 arg170, uint4 arg171, uint4 arg172, uint4 arg173, uint4 arg174, uint4 arg175) {
    uint4 ret[176] = { arg0, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9, arg10, arg11, arg12, arg13, arg14, arg15, arg16, arg17, arg18, arg19, arg20, arg21, arg22, arg23, arg24, arg25, arg26, arg27, arg28, arg29, arg30, arg31, arg32, arg33, arg34, arg35, arg36, arg37, arg38, arg39, arg40, arg41, arg42, arg43, arg44, arg45, arg46, arg47, arg48, arg49, arg50, arg51, arg52, arg53, arg54, arg55, arg56, arg57, arg58, arg59, arg60, arg61, arg62, arg63, arg64, arg65, arg66, arg67, arg68, arg69, arg70, arg71, arg72, arg73, arg74, arg75, arg76, arg77, arg78, arg79, arg80, arg81, arg82, arg83, arg84, arg85, arg86, arg87, arg88, arg89, arg90, arg91, arg92, arg93, arg94, arg95, arg96, arg97, arg98, arg99, arg100, arg101, arg102, arg103, arg104, arg105, arg106, arg107, arg108, arg109, arg110, arg111, arg112, arg113, arg114, arg115, arg116, arg117, arg118, arg119, arg120, arg121, arg122, arg123, arg124, arg125, arg126, arg127, arg128, arg129, arg130, arg131, arg132, arg133, arg134, arg135, arg136, arg137, arg138, arg139, arg140, arg141, arg142, arg143, arg144, arg145, arg146, arg147, arg148, arg149, arg150, arg151, arg152, arg153, arg154, arg155, arg156, arg157, arg158, arg159, arg160, arg161, arg162, arg163, arg164, arg165, arg166, arg167, arg168, arg169, arg170, arg171, arg172, arg173, arg174, arg175 };
    return ret;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint4 r[176] = (uint4[176])0;
    bool p0_ = (bool)0;
    bool p1_ = (bool)0;
    bool killed = (bool)0;
    uint4 cc[2] = (uint4[2])0;
    uint steps = (uint)0;
    uint v0_ = (uint)0;

    uint invocation = id.x;
    if ((invocation >= ((NagaBufferLengthRW(status) - 0) / 4))) {
        return;
    }
    uint4 _e7 = asuint(env.Load4(2800));
    shasm_opaque_zero = _e7.x;
    uint4 _e10[176] = Constructarray176_uint4_(asuint(env.Load4(0)), asuint(env.Load4(16)), asuint(env.Load4(32)), asuint(env.Load4(48)), asuint(env.Load4(64)), asuint(env.Load4(80)), asuint(env.Load4(96)), asuint(env.Load4(112)), asuint(env.Load4(128)), asuint(env.Load4(144)), asuint(env.Load4(160)), asuint(env.Load4(176)), asuint(env.Load4(192)), asuint(env.Load4(208)), asuint(env.Load4(224)), asuint(env.Load4(240)), asuint(env.Load4(256)), asuint(env.Load4(272)), asuint(env.Load4(288)), asuint(env.Load4(304)), asuint(env.Load4(320)), asuint(env.Load4(336)), asuint(env.Load4(352)), asuint(env.Load4(368)), asuint(env.Load4(384)), asuint(env.Load4(400)), asuint(env.Load4(416)), asuint(env.Load4(432)), asuint(env.Load4(448)), asuint(env.Load4(464)), asuint(env.Load4(480)), asuint(env.Load4(496)), asuint(env.Load4(512)), asuint(env.Load4(528)), asuint(env.Load4(544)), asuint(env.Load4(560)), asuint(env.Load4(576)), asuint(env.Load4(592)), asuint(env.Load4(608)), asuint(env.Load4(624)), asuint(env.Load4(640)), asuint(env.Load4(656)), asuint(env.Load4(672)), asuint(env.Load4(688)), asuint(env.Load4(704)), asuint(env.Load4(720)), asuint(env.Load4(736)), asuint(env.Load4(752)), asuint(env.Load4(768)), asuint(env.Load4(784)), asuint(env.Load4(800)), asuint(env.Load4(816)), asuint(env.Load4(832)), asuint(env.Load4(848)), asuint(env.Load4(864)), asuint(env.Load4(880)), asuint(env.Load4(896)), asuint(env.Load4(912)), asuint(env.Load4(928)), asuint(env.Load4(944)), asuint(env.Load4(960)), asuint(env.Load4(976)), asuint(env.Load4(992)), asuint(env.Load4(1008)), asuint(env.Load4(1024)), asuint(env.Load4(1040)), asuint(env.Load4(1056)), asuint(env.Load4(1072)), asuint(env.Load4(1088)), asuint(env.Load4(1104)), asuint(env.Load4(1120)), asuint(env.Load4(1136)), asuint(env.Load4(1152)), asuint(env.Load4(1168)), asuint(env.Load4(1184)), asuint(env.Load4(1200)), asuint(env.Load4(1216)), asuint(env.Load4(1232)), asuint(env.Load4(1248)), asuint(env.Load4(1264)), asuint(env.Load4(1280)), asuint(env.Load4(1296)), asuint(env.Load4(1312)), asuint(env.Load4(1328)), asuint(env.Load4(1344)), asuint(env.Load4(1360)), asuint(env.Load4(1376)), asuint(env.Load4(1392)), asuint(env.Load4(1408)), asuint(env.Load4(1424)), asuint(env.Load4(1440)), asuint(env.Load4(1456)), asuint(env.Load4(1472)), asuint(env.Load4(1488)), asuint(env.Load4(1504)), asuint(env.Load4(1520)), asuint(env.Load4(1536)), asuint(env.Load4(1552)), asuint(env.Load4(1568)), asuint(env.Load4(1584)), asuint(env.Load4(1600)), asuint(env.Load4(1616)), asuint(env.Load4(1632)), asuint(env.Load4(1648)), asuint(env.Load4(1664)), asuint(env.Load4(1680)), asuint(env.Load4(1696)), asuint(env.Load4(1712)), asuint(env.Load4(1728)), asuint(env.Load4(1744)), asuint(env.Load4(1760)), asuint(env.Load4(1776)), asuint(env.Load4(1792)), asuint(env.Load4(1808)), asuint(env.Load4(1824)), asuint(env.Load4(1840)), asuint(env.Load4(1856)), asuint(env.Load4(1872)), asuint(env.Load4(1888)), asuint(env.Load4(1904)), asuint(env.Load4(1920)), asuint(env.Load4(1936)), asuint(env.Load4(1952)), asuint(env.Load4(1968)), asuint(env.Load4(1984)), asuint(env.Load4(2000)), asuint(env.Load4(2016)), asuint(env.Load4(2032)), asuint(env.Load4(2048)), asuint(env.Load4(2064)), asuint(env.Load4(2080)), asuint(env.Load4(2096)), asuint(env.Load4(2112)), asuint(env.Load4(2128)), asuint(env.Load4(2144)), asuint(env.Load4(2160)), asuint(env.Load4(2176)), asuint(env.Load4(2192)), asuint(env.Load4(2208)), asuint(env.Load4(2224)), asuint(env.Load4(2240)), asuint(env.Load4(2256)), asuint(env.Load4(2272)), asuint(env.Load4(2288)), asuint(env.Load4(2304)), asuint(env.Load4(2320)), asuint(env.Load4(2336)), asuint(env.Load4(2352)), asuint(env.Load4(2368)), asuint(env.Load4(2384)), asuint(env.Load4(2400)), asuint(env.Load4(2416)), asuint(env.Load4(2432)), asuint(env.Load4(2448)), asuint(env.Load4(2464)), asuint(env.Load4(2480)), asuint(env.Load4(2496)), asuint(env.Load4(2512)), asuint(env.Load4(2528)), asuint(env.Load4(2544)), asuint(env.Load4(2560)), asuint(env.Load4(2576)), asuint(env.Load4(2592)), asuint(env.Load4(2608)), asuint(env.Load4(2624)), asuint(env.Load4(2640)), asuint(env.Load4(2656)), asuint(env.Load4(2672)), asuint(env.Load4(2688)), asuint(env.Load4(2704)), asuint(env.Load4(2720)), asuint(env.Load4(2736)), asuint(env.Load4(2752)), asuint(env.Load4(2768)), asuint(env.Load4(2784)), asuint(env.Load4(2800)));
    r = _e10;
    uint4 _e18 = asuint(inputs.Load4(((invocation * 12u) + 0u)*16));
    r[99] = _e18;
    uint4 _e24 = asuint(inputs.Load4(((invocation * 12u) + 1u)*16));
    r[100] = _e24;
    uint4 _e30 = asuint(inputs.Load4(((invocation * 12u) + 2u)*16));
    r[101] = _e30;
    uint4 _e36 = asuint(inputs.Load4(((invocation * 12u) + 3u)*16));
    r[102] = _e36;
    uint4 _e42 = asuint(inputs.Load4(((invocation * 12u) + 4u)*16));
    r[103] = _e42;
    uint4 _e48 = asuint(inputs.Load4(((invocation * 12u) + 5u)*16));
    r[104] = _e48;
    uint4 _e54 = asuint(inputs.Load4(((invocation * 12u) + 6u)*16));
    r[105] = _e54;
    uint4 _e60 = asuint(inputs.Load4(((invocation * 12u) + 7u)*16));
    r[106] = _e60;
    uint4 _e66 = asuint(inputs.Load4(((invocation * 12u) + 8u)*16));
    r[107] = _e66;
    uint4 _e72 = asuint(inputs.Load4(((invocation * 12u) + 9u)*16));
    r[108] = _e72;
    uint4 _e78 = asuint(inputs.Load4(((invocation * 12u) + 10u)*16));
    r[109] = _e78;
    uint4 _e84 = asuint(inputs.Load4(((invocation * 12u) + 11u)*16));
    r[110] = _e84;
    p0_ = false;
    p1_ = false;
    killed = false;
    uint4 _e90 = (2u).xxxx;
    cc = Constructarray2_uint4_(_e90, _e90);
    steps = 0u;
    v0_ = 0u;
    uint4 _e97 = r[103];
    r[97].x = _e97.x;
    r[97].y = _e97.y;
    r[97].z = _e97.z;
    r[97].w = _e97.w;
    const float _e108 = f32ftz_input(asfloat(_e97.x));
    uint _e115 = asuint(_e108);
    uint _e116 = (_e115 & 2147483647u);
    uint _e130 = asuint(_e108);
    uint _e131 = (_e130 & 2147483647u);
    cc[0].x = (((asuint(_e108) & 2147483647u) > 2139095040u) ? 3u : (((((_e116 == 0u) ? 2147483648u : ((_e115 >= 2147483648u) ? ~(_e115) : (_e116 | 2147483648u))) < 2147483648u) && !(((asuint(_e108) & 2147483647u) > 2139095040u))) ? 1u : (((((_e131 == 0u) ? 2147483648u : ((_e130 >= 2147483648u) ? ~(_e130) : (_e131 | 2147483648u))) == 2147483648u) && !(((asuint(_e108) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    const float _e150 = f32ftz_input(asfloat(_e97.y));
    uint _e154 = asuint(_e150);
    uint _e155 = (_e154 & 2147483647u);
    uint _e168 = asuint(_e150);
    uint _e169 = (_e168 & 2147483647u);
    cc[0].y = (((asuint(_e150) & 2147483647u) > 2139095040u) ? 3u : (((((_e155 == 0u) ? 2147483648u : ((_e154 >= 2147483648u) ? ~(_e154) : (_e155 | 2147483648u))) < 2147483648u) && !(((asuint(_e150) & 2147483647u) > 2139095040u))) ? 1u : (((((_e169 == 0u) ? 2147483648u : ((_e168 >= 2147483648u) ? ~(_e168) : (_e169 | 2147483648u))) == 2147483648u) && !(((asuint(_e150) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    const float _e188 = f32ftz_input(asfloat(_e97.z));
    uint _e192 = asuint(_e188);
    uint _e193 = (_e192 & 2147483647u);
    uint _e206 = asuint(_e188);
    uint _e207 = (_e206 & 2147483647u);
    cc[0].z = (((asuint(_e188) & 2147483647u) > 2139095040u) ? 3u : (((((_e193 == 0u) ? 2147483648u : ((_e192 >= 2147483648u) ? ~(_e192) : (_e193 | 2147483648u))) < 2147483648u) && !(((asuint(_e188) & 2147483647u) > 2139095040u))) ? 1u : (((((_e207 == 0u) ? 2147483648u : ((_e206 >= 2147483648u) ? ~(_e206) : (_e207 | 2147483648u))) == 2147483648u) && !(((asuint(_e188) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    const float _e226 = f32ftz_input(asfloat(_e97.w));
    uint _e230 = asuint(_e226);
    uint _e231 = (_e230 & 2147483647u);
    uint _e244 = asuint(_e226);
    uint _e245 = (_e244 & 2147483647u);
    cc[0].w = (((asuint(_e226) & 2147483647u) > 2139095040u) ? 3u : (((((_e231 == 0u) ? 2147483648u : ((_e230 >= 2147483648u) ? ~(_e230) : (_e231 | 2147483648u))) < 2147483648u) && !(((asuint(_e226) & 2147483647u) > 2139095040u))) ? 1u : (((((_e245 == 0u) ? 2147483648u : ((_e244 >= 2147483648u) ? ~(_e244) : (_e245 | 2147483648u))) == 2147483648u) && !(((asuint(_e226) & 2147483647u) > 2139095040u))) ? 2u : 0u)));
    uint4 _e264 = r[100];
    r[2].x = _e264.x;
    r[2].y = _e264.y;
    r[2].z = _e264.z;
    r[2].w = _e264.w;
    uint4 _e275 = r[2];
    uint _e291 = cc[0].x;
    uint _e298 = cc[0].y;
    uint _e304 = cc[0].z;
    uint _e310 = cc[0].w;
    if ((((53970u >> _e291) & 1u) != 0u)) {
        r[2].x = ((_e275.x & 4294967295u) ^ 2147483648u);
    }
    if ((((53970u >> _e298) & 1u) != 0u)) {
        r[2].y = ((_e275.y & 4294967295u) ^ 2147483648u);
    }
    if ((((53970u >> _e304) & 1u) != 0u)) {
        r[2].z = ((_e275.z & 4294967295u) ^ 2147483648u);
    }
    if ((((53970u >> _e310) & 1u) != 0u)) {
        r[2].w = ((_e275.w & 4294967295u) ^ 2147483648u);
    }
    uint _e321 = cc[0].x;
    uint _e328 = cc[0].x;
    uint _e334 = cc[0].x;
    uint _e340 = cc[0].x;
    bool _e347 = killed;
    killed = (_e347 || (((((17476u >> _e321) & 1u) != 0u) || (((17476u >> _e328) & 1u) != 0u)) || ((((17476u >> _e334) & 1u) != 0u) || (((17476u >> _e340) & 1u) != 0u))));
    uint4 _e350 = r[2];
    r[0].x = _e350.x;
    r[0].y = _e350.y;
    r[0].z = _e350.z;
    r[0].w = _e350.w;
    uint4 _e363 = r[0];
    outputs.Store4(((invocation * 1u) + 0u)*16, asuint(_e363));
    bool _e365 = killed;
    status.Store(invocation*4, asuint(((_e365 ? 1u : 0u) | 0u)));
    return;
}
