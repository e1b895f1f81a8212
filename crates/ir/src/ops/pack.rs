//! NV_fragment_program's pack and unpack instructions (§3.11.5.20-23,
//! §3.11.5.41-44), also NV_gpu_program4's (§2.X.8.Z PK*, UP*): bit-exact
//! conversions between floats and packed words. The two specs differ only
//! in the tie rule of the quantizing `round()` ([`PackRounding`]).

use crate::ops::{EmitInt, Ieee, Scalar};
use crate::{Opcode, PackRounding};

/// The pack instructions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PackOp {
    Pk2h,
    Pk2us,
    Pk4b,
    Pk4ub,
}

/// The unpack instructions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UnpackOp {
    Up2h,
    Up2us,
    Up4b,
    Up4ub,
}

/// The opcode is not a pack (or unpack) instruction.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a pack or unpack op")]
pub struct NotPackOp(pub Opcode);

impl TryFrom<Opcode> for PackOp {
    type Error = NotPackOp;
    fn try_from(op: Opcode) -> Result<PackOp, NotPackOp> {
        Ok(match op {
            Opcode::Pk2h => PackOp::Pk2h,
            Opcode::Pk2us => PackOp::Pk2us,
            Opcode::Pk4b => PackOp::Pk4b,
            Opcode::Pk4ub => PackOp::Pk4ub,
            _ => return Err(NotPackOp(op)),
        })
    }
}

impl TryFrom<Opcode> for UnpackOp {
    type Error = NotPackOp;
    fn try_from(op: Opcode) -> Result<UnpackOp, NotPackOp> {
        Ok(match op {
            Opcode::Up2h => UnpackOp::Up2h,
            Opcode::Up2us => UnpackOp::Up2us,
            Opcode::Up4b => UnpackOp::Up4b,
            Opcode::Up4ub => UnpackOp::Up4ub,
            _ => return Err(NotPackOp(op)),
        })
    }
}

/// The fp16 bits of a binary32 value, rounded to nearest even: |x| ≥ 65520
/// → ±INF, results below 2^-14 denormal, below 2^-25 (or a tie at it) ±0;
/// a NaN stays a NaN with the quiet bit set and the top 10 payload bits
/// (NV_fragment_program §3.11.4.1, §3.11.5.20). In the low 16 bits.
pub fn f16_bits<E: EmitInt>(e: &mut E, x: E::F) -> E::I {
    let w = e.float_to_bits(x);
    let k = |e: &mut E, v: u32| e.int(v);
    let hi = e.shr(w, 16);
    let m8000 = k(e, 0x8000);
    let sign = e.iand(hi, m8000);
    let exp_shifted = e.shr(w, 23);
    let mff = k(e, 0xFF);
    let exp = e.iand(exp_shifted, mff);
    let mmant = k(e, 0x7F_FFFF);
    let man = e.iand(w, mmant);
    let zero = k(e, 0);
    let one = k(e, 1);

    // INF and NaN: the exponent all ones, a NaN quiet with its payload.
    let man_hi = e.shr(man, 13);
    let is_nan = e.ieq(man, zero);
    let is_nan = e.not(is_nan);
    let q = k(e, 0x200);
    let quiet = e.select_int(is_nan, q, zero);
    let inf = k(e, 0x7C00);
    let special = e.ior(inf, quiet);
    let special = e.ior(special, man_hi);

    // A normal fp16 (exponent 113..=142 in binary32): the mantissa's top
    // ten bits, plus one when the bits below are above half, or half and
    // the kept bit odd (0x2FFF: the kept bit and the bits below half). A
    // carry into the exponent is right, up to INF.
    let bias = k(e, 112);
    let he = e.isub(exp, bias);
    let he = e.shl(he, 10);
    let normal = e.ior(he, man_hi);
    let round_bit = k(e, 0x1000);
    let rb = e.iand(man, round_bit);
    let has_rb = e.ieq(rb, zero);
    let has_rb = e.not(has_rb);
    let sticky_mask = k(e, 0x2FFF);
    let st = e.iand(man, sticky_mask);
    let has_st = e.ieq(st, zero);
    let has_st = e.not(has_st);
    let up = e.and(has_rb, has_st);
    let inc = e.select_int(up, one, zero);
    let normal = e.iadd(normal, inc);

    // A denormal fp16 (exponent ≤ 112): the significand shifted right by
    // 126 - exp (14..=24), rounded the same way; below that, 0.
    let implicit = k(e, 0x80_0000);
    let m = e.ior(man, implicit);
    let c126 = k(e, 126);
    let sh = e.isub(c126, exp);
    let small = e.shr_var(m, sh);
    let sh1 = e.isub(sh, one);
    let rbit = e.shl_var(one, sh1);
    let rb = e.iand(m, rbit);
    let has_rb = e.ieq(rb, zero);
    let has_rb = e.not(has_rb);
    let three = k(e, 3);
    let mask = e.imul(rbit, three);
    let mask = e.isub(mask, one);
    let st = e.iand(m, mask);
    let has_st = e.ieq(st, zero);
    let has_st = e.not(has_st);
    let up = e.and(has_rb, has_st);
    let inc = e.select_int(up, one, zero);
    let small = e.iadd(small, inc);
    let c102 = k(e, 102);
    let vanishes = e.ult(exp, c102);
    let small = e.select_int(vanishes, zero, small);

    let c113 = k(e, 113);
    let c143 = k(e, 143);
    let is_small = e.ult(exp, c113);
    let r = e.select_int(is_small, small, normal);
    let big = e.ult(exp, c143);
    let big = e.not(big);
    let r = e.select_int(big, inf, r);
    let c255 = k(e, 0xFF);
    let is_special = e.ieq(exp, c255);
    let r = e.select_int(is_special, special, r);
    e.ior(sign, r)
}

/// The binary32 value of the fp16 in the low 16 bits of `h` (exact; a NaN
/// gets the quiet bit and its payload in the top bits).
pub fn from_f16_bits<E: EmitInt>(e: &mut E, h: E::I) -> E::F {
    let k = |e: &mut E, v: u32| e.int(v);
    let m8000 = k(e, 0x8000);
    let s = e.iand(h, m8000);
    let sign = e.shl(s, 16);
    let x = e.shr(h, 10);
    let m1f = k(e, 0x1F);
    let exp = e.iand(x, m1f);
    let m3ff = k(e, 0x3FF);
    let man = e.iand(h, m3ff);
    let man13 = e.shl(man, 13);
    let zero = k(e, 0);
    // Normal: rebias the exponent (15 → 127).
    let c112 = k(e, 112);
    let be = e.iadd(exp, c112);
    let be = e.shl(be, 23);
    let normal = e.ior(be, man13);
    // Denormal (and zero): man * 2^-24, exact in binary32.
    let mf = e.int_to_float(man);
    let scale = e.float(1.0 / 16_777_216.0);
    let sub = e.mul32(mf, scale);
    let sub = e.float_to_bits(sub);
    // INF and NaN.
    let is_nan = e.ieq(man, zero);
    let is_nan = e.not(is_nan);
    let quiet = k(e, 0x40_0000);
    let q = e.select_int(is_nan, quiet, zero);
    let inf = k(e, 0x7F80_0000);
    let special = e.ior(inf, q);
    let special = e.ior(special, man13);
    let is_sub = e.ieq(exp, zero);
    let r = e.select_int(is_sub, sub, normal);
    let is_special = e.ieq(exp, m1f);
    let r = e.select_int(is_special, special, r);
    let r = e.ior(sign, r);
    e.bits_to_float(r)
}

/// `round(clamp(v, lo, hi) * scale + bias)` as an unsigned word, the tie
/// by `rule`; NaN packs as 0 (notes D21). `lo` is 0 or -128/127, `hi` 1,
/// so the clamped value is below 2 in magnitude.
///
/// Exact, without a wider float: the clamped value is `m * 2^(E - 150)`
/// (its significand `m` and biased exponent `E`, at least 1); the 40-bit
/// product `m * scale` (`scale` ≤ 65535) is rounded to an integer by its
/// bits, the magnitude first, then the sign and the bias. With `bias`
/// 128 (PK4B) a tie of the value `128 - mag` rounds `mag` down under
/// half away from zero (the value is not negative but for a few ulps at
/// -128/127, where it rounds to 0 either way); half to even does not
/// depend on the sign, 128 being even.
fn quantize<E: EmitInt>(
    e: &mut E,
    rule: PackRounding,
    v: E::F,
    lo: f32,
    scale: u32,
    bias: u32,
) -> E::I {
    let k = |e: &mut E, v: u32| e.int(v);
    let flo = e.float(lo);
    let fhi = e.float(1.0);
    let below = e.lt(v, flo);
    let c = e.select(below, flo, v);
    let above = e.gt(c, fhi);
    let c = e.select(above, fhi, c);
    let w = e.float_to_bits(c);
    let zero = k(e, 0);
    let one = k(e, 1);
    let neg = e.ilt(w, zero);
    let x = e.shr(w, 23);
    let mff = k(e, 0xFF);
    let exp = e.iand(x, mff);
    let mmant = k(e, 0x7F_FFFF);
    let man = e.iand(w, mmant);
    let denormal = e.ieq(exp, zero);
    let implicit = k(e, 0x80_0000);
    let with_implicit = e.ior(man, implicit);
    let m = e.select_int(denormal, man, with_implicit);
    let exp = e.select_int(denormal, one, exp);
    // value = (m * scale) * 2^-(150 - exp), 150 - exp ≥ 23.
    let s = k(e, scale);
    let p_hi = e.umulhi(m, s);
    let p_lo = e.imul(m, s);
    // P' = P >> 8 fits 32 bits (P < 2^40); the 8 bits dropped are below
    // the half bit (bit 22 of P at the least) and only count as sticky.
    let top = e.shl(p_hi, 24);
    let bottom = e.shr(p_lo, 8);
    let p = e.ior(top, bottom);
    let low8 = e.iand(p_lo, mff);
    let s8 = e.ieq(low8, zero);
    let sticky8 = e.not(s8);
    let c142 = k(e, 142);
    let s2 = e.isub(c142, exp); // 15..=141
    let c32 = k(e, 32);
    let c33 = k(e, 33);
    let in_range = e.ult(s2, c33);
    let is32 = e.ieq(s2, c32);
    let q = e.shr_var(p, s2);
    let q = e.select_int(is32, zero, q);
    let s1 = e.isub(s2, one);
    let hb = e.shr_var(p, s1);
    let hb = e.iand(hb, one);
    let half = e.ieq(hb, one);
    let below_half = e.shl_var(one, s1);
    let below_half = e.isub(below_half, one);
    let rest = e.iand(p, below_half);
    let rz = e.ieq(rest, zero);
    let rest = e.not(rz);
    let rest = e.or(rest, sticky8);
    let tie_up = match rule {
        PackRounding::HalfEven => {
            let odd = e.iand(q, one);
            e.ieq(odd, one)
        }
        PackRounding::HalfAwayFromZero => e.not(neg),
    };
    let more = e.or(rest, tie_up);
    let up = e.and(half, more);
    let inc = e.select_int(up, one, zero);
    let mag = e.iadd(q, inc);
    let mag = e.select_int(in_range, mag, zero);
    let b = k(e, bias);
    let minus = e.isub(b, mag);
    let plus = e.iadd(b, mag);
    let r = e.select_int(neg, minus, plus);
    let nan = e.is_nan(v);
    e.select_int(nan, zero, r)
}

/// The packed word of `op` (replicated by the caller): PK2H two fp16, x in
/// the low half (§3.11.5.20); PK2US `round(clamp(v, 0, 1) * 65535)` in two
/// halves (§3.11.5.21); PK4B `round(clamp(v, -128/127, 127/127) * 127 +
/// 128)` in four bytes, x lowest (§3.11.5.22); PK4UB `round(clamp(v, 0, 1)
/// * 255)` in four bytes (§3.11.5.23). `round` ties by `rule`
/// (`Semantics::pack`).
pub fn pack_with<E: EmitInt>(e: &mut E, rule: PackRounding, op: PackOp, a: [E::F; 4]) -> E::I {
    let (lanes, width): (usize, u32) = match op {
        PackOp::Pk2h | PackOp::Pk2us => (2, 16),
        PackOp::Pk4b | PackOp::Pk4ub => (4, 8),
    };
    let mut word = e.int(0);
    for (i, &v) in a.iter().enumerate().take(lanes) {
        let part = match op {
            PackOp::Pk2h => f16_bits(e, v),
            PackOp::Pk2us => quantize(e, rule, v, 0.0, 65535, 0),
            PackOp::Pk4b => quantize(e, rule, v, -128.0 / 127.0, 127, 128),
            PackOp::Pk4ub => quantize(e, rule, v, 0.0, 255, 0),
        };
        let part = e.shl(part, width * i as u32);
        word = e.ior(word, part);
    }
    word
}

/// The unpacked vector of `op` (§3.11.5.41-44): UP2H the two fp16 halves,
/// UP2US each half `/ 65535`, UP4B each byte `(b - 128) / 127`, UP4UB each
/// byte `/ 255`, the quotients correctly rounded binary32; the two-value
/// forms give (x, y, x, y).
pub fn unpack_with<E: EmitInt>(e: &mut E, op: UnpackOp, w: E::I) -> [E::F; 4] {
    let field = |e: &mut E, shift: u32, mask: u32| {
        let x = e.shr(w, shift);
        let m = e.int(mask);
        e.iand(x, m)
    };
    match op {
        UnpackOp::Up2h => {
            let lo = field(e, 0, 0xFFFF);
            let hi = field(e, 16, 0xFFFF);
            let lo = from_f16_bits(e, lo);
            let hi = from_f16_bits(e, hi);
            [lo, hi, lo, hi]
        }
        UnpackOp::Up2us => {
            let d = e.float(65535.0);
            let lo = field(e, 0, 0xFFFF);
            let hi = field(e, 16, 0xFFFF);
            let lo = e.int_to_float(lo);
            let hi = e.int_to_float(hi);
            let lo = e.div32(lo, d);
            let hi = e.div32(hi, d);
            [lo, hi, lo, hi]
        }
        UnpackOp::Up4b | UnpackOp::Up4ub => {
            let (offset, d) = if op == UnpackOp::Up4b {
                (128, 127.0)
            } else {
                (0, 255.0)
            };
            let d = e.float(d);
            let off = e.int(offset);
            std::array::from_fn(|i| {
                let b = field(e, 8 * i as u32, 0xFF);
                let b = e.isub(b, off);
                let f = e.int_to_float(b);
                e.div32(f, d)
            })
        }
    }
}

/// PK2H (§3.11.5.20): two fp16, x in the low half.
pub fn pk2h(a: [f32; 4]) -> u32 {
    pack_with(
        &mut Scalar::<Ieee>::new(),
        PackRounding::HalfEven,
        PackOp::Pk2h,
        a,
    )
}

/// PK2US (§3.11.5.21): round(clamp(v, 0, 1) * 65535) in two halves.
pub fn pk2us(rule: PackRounding, a: [f32; 4]) -> u32 {
    pack_with(&mut Scalar::<Ieee>::new(), rule, PackOp::Pk2us, a)
}

/// PK4B (§3.11.5.22): round(clamp(v, -128/127, 127/127) * 127 + 128) in
/// four bytes, x lowest.
pub fn pk4b(rule: PackRounding, a: [f32; 4]) -> u32 {
    pack_with(&mut Scalar::<Ieee>::new(), rule, PackOp::Pk4b, a)
}

/// PK4UB (§3.11.5.23): round(clamp(v, 0, 1) * 255) in four bytes.
pub fn pk4ub(rule: PackRounding, a: [f32; 4]) -> u32 {
    pack_with(&mut Scalar::<Ieee>::new(), rule, PackOp::Pk4ub, a)
}

/// PK2H, PK2US, PK4B, PK4UB ([`pack_with`] in the scalar instance).
pub fn pack(rule: PackRounding, op: PackOp, a: [f32; 4]) -> u32 {
    pack_with(&mut Scalar::<Ieee>::new(), rule, op, a)
}

/// UP2H, UP2US, UP4B, UP4UB ([`unpack_with`] in the scalar instance).
pub fn unpack(op: UnpackOp, w: u32) -> [f32; 4] {
    unpack_with(&mut Scalar::<Ieee>::new(), op, w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::Scalar;

    const AWAY: PackRounding = PackRounding::HalfAwayFromZero;
    const EVEN: PackRounding = PackRounding::HalfEven;

    #[test]
    fn pk2h_packs_fp16_halves() {
        // NV_fragment_program notes §5.6: PK2H(1, 0) = 0x00003C00.
        assert_eq!(pack(AWAY, PackOp::Pk2h, [1.0, 0.0, 0.0, 0.0]), 0x0000_3C00);
        assert_eq!(unpack(UnpackOp::Up2h, 0x0000_3C00), [1.0, 0.0, 1.0, 0.0]);
        // fp16 rounding inside the pack: 65520 -> INF (0x7C00), -0 kept.
        assert_eq!(pk2h([65520.0, -0.0, 0.0, 0.0]), 0x8000_7C00);
    }

    #[test]
    fn pk4b_endpoints() {
        // -128/127 -> 0x00, 0 -> 0x80, 1 -> 0xFF; beyond clamps.
        assert_eq!(pack(AWAY, PackOp::Pk4b, [-2.0, 0.0, 1.0, 5.0]), 0xFFFF_8000);
        assert_eq!(unpack(UnpackOp::Up4b, 0xFFFF_8000)[1], 0.0);
        // NaN packs as 0 (D21).
        assert_eq!(pk4b(AWAY, [f32::NAN, 0.0, 0.0, 0.0]) & 0xFF, 0);
    }

    #[test]
    fn up4ub_reads_bytes_lowest_first() {
        // "UP4UB R0, 1.0" reads 0x3F800000 -> (0, 0, 128/255, 63/255).
        let v = unpack(UnpackOp::Up4ub, 0x3F80_0000);
        assert_eq!(
            v,
            [
                0.0,
                0.0,
                (128.0f64 / 255.0) as f32,
                (63.0f64 / 255.0) as f32
            ]
        );
    }

    #[test]
    fn pk2us_round_trip_and_rounding() {
        for k in [0u32, 1, 2, 1000, 32767, 65534, 65535] {
            let v = (k as f64 / 65535.0) as f32;
            assert_eq!(pack(AWAY, PackOp::Pk2us, [v, v, 0.0, 0.0]), k | (k << 16));
        }
        // 0.5 * 65535 = 32767.5 -> 32768; beyond 1 clamps.
        assert_eq!(pk2us(AWAY, [0.5, 2.0, 0.0, 0.0]), 32768 | (0xFFFF << 16));
        // Half away from zero (D21), not to even: -0.5*127 + 128 = 64.5 -> 65.
        assert_eq!(pk4b(AWAY, [-0.5, 0.0, 0.0, 0.0]) & 0xFF, 65);
        assert_eq!(pk4ub(AWAY, [-1.0, 0.5, 1.0, f32::INFINITY]), 0xFFFF_8000);
    }

    #[test]
    fn gp4_packs_round_half_to_even() {
        // NV_gpu_program4 PK4B: round(127 * -0.5 + 128) = round(64.5) = 64
        // with the tie to even (notes §11.24); 0.5 -> 191.5 -> 192 either way.
        assert_eq!(pk4b(EVEN, [-0.5, 0.5, 0.0, -2.0]), 0x0080_C040);
        assert_eq!(pk4b(AWAY, [-0.5, 0.5, 0.0, -2.0]), 0x0080_C041);
        // 0.5 * 65535 = 32767.5 and 0.5 * 255 = 127.5 tie up to the even
        // 32768 and 128 under both rules.
        assert_eq!(pk2us(EVEN, [0.5, 1.0, 0.0, 0.0]), 0xFFFF_8000);
        assert_eq!(pk4ub(EVEN, [0.5, 0.0, 1.0, f32::NAN]), 0x00FF_0080);
    }

    /// The exact definition (§3.11.5.21-23): the clamped value times the
    /// scale plus the bias, computed exactly (a binary32 times a 16-bit
    /// integer is exact in f64), then rounded by the rule.
    fn exact(rule: PackRounding, v: f32, lo: f32, scale: f64, bias: f64) -> u32 {
        if v.is_nan() {
            return 0;
        }
        let x = f64::from(v.clamp(lo, 1.0)) * scale + bias;
        let r = match rule {
            PackRounding::HalfAwayFromZero => x.round(),
            PackRounding::HalfEven => x.round_ties_even(),
        };
        r as u32
    }

    /// Inputs: a stride through every binary32 word, and the words at and
    /// next to each tie of the quantizers (k + 1/2 over the scale).
    fn pack_inputs() -> Vec<f32> {
        let mut v: Vec<f32> = (0..=u32::MAX).step_by(4099).map(f32::from_bits).collect();
        for scale in [65535.0f64, 255.0, 127.0] {
            for k in -130i32..=65536 {
                let t = (f64::from(k) + 0.5) / scale;
                let f = t as f32;
                v.extend([
                    f,
                    f32::from_bits(f.to_bits() + 1),
                    f32::from_bits(f.to_bits().wrapping_sub(1)),
                ]);
                // PK4B's ties are (k + 1/2 - 128) / 127.
                let f = ((f64::from(k) + 0.5 - 128.0) / 127.0) as f32;
                v.push(f);
            }
        }
        v.extend([
            -128.0 / 127.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
            -0.0,
            f32::MIN_POSITIVE / 4.0,
        ]);
        v
    }

    #[test]
    fn quantizers_round_the_exact_scaled_value() {
        for rule in [AWAY, EVEN] {
            for v in pack_inputs() {
                let a = [v, 0.0, 0.0, 0.0];
                assert_eq!(
                    pk2us(rule, a) & 0xFFFF,
                    exact(rule, v, 0.0, 65535.0, 0.0),
                    "PK2US {v:e} {rule:?}"
                );
                assert_eq!(
                    pk4ub(rule, a) & 0xFF,
                    exact(rule, v, 0.0, 255.0, 0.0),
                    "PK4UB {v:e} {rule:?}"
                );
                assert_eq!(
                    pk4b(rule, a) & 0xFF,
                    exact(rule, v, -128.0 / 127.0, 127.0, 128.0),
                    "PK4B {v:e} {rule:?}"
                );
            }
        }
    }

    #[test]
    fn fp16_conversions_are_ieee_round_to_nearest_even() {
        // IEEE 754 convertFormat binary32 → binary16, round to nearest even
        // (NV_fragment_program §3.11.4.1, notes D7): the `half` crate's
        // conversion is that operation.
        let e = &mut Scalar::<Ieee>::new();
        let check = |e: &mut Scalar<Ieee>, x: f32| {
            let want = half::f16::from_f32(x).to_bits();
            assert_eq!(f16_bits(e, x), u32::from(want), "{:#010x}", x.to_bits());
        };
        for w in (0..=u32::MAX).step_by(251) {
            check(e, f32::from_bits(w));
        }
        // Every fp16 value, and the binary32 words at, just below and just
        // above each midpoint to the next one (the ties).
        for h in 0u16..=0xFFFF {
            let x = half::f16::from_bits(h).to_f32();
            let back = from_f16_bits(e, u32::from(h));
            if x.is_nan() {
                assert!(back.is_nan());
                // The quiet bit and the payload's top bits (§3.11.4.1).
                assert_eq!(back.to_bits(), x.to_bits(), "{h:#06x}");
            } else {
                assert_eq!(back.to_bits(), x.to_bits(), "{h:#06x}");
            }
            check(e, x);
            let next = half::f16::from_bits(h.wrapping_add(1)).to_f32();
            if x.is_finite() && next.is_finite() {
                let mid = ((f64::from(x) + f64::from(next)) / 2.0) as f32;
                for m in [
                    mid,
                    f32::from_bits(mid.to_bits() + 1),
                    f32::from_bits(mid.to_bits() - 1),
                ] {
                    check(e, m);
                }
            }
        }
        // 65520 is the tie between the largest fp16 (65504) and 2^16: to
        // even, INF (§3.11.4.1, notes D7).
        assert_eq!(f16_bits(e, 65520.0), 0x7C00);
        assert_eq!(f16_bits(e, 65519.996), 0x7BFF);
        // 2^-25 ties between 0 and the smallest denormal: to even, 0.
        assert_eq!(f16_bits(e, 2f32.powi(-25)), 0);
        assert_eq!(f16_bits(e, -(2f32.powi(-25) * 1.5)), 0x8001);
    }

    #[test]
    fn unpacks_are_correctly_rounded_quotients() {
        // §3.11.5.42-44: x / 65535, (x - 128) / 127, x / 255, each the
        // binary32 nearest the real quotient (f64 holds it within far
        // less than a binary32 rounding's ambiguity).
        for k in 0u32..=0xFFFF {
            let w = k | (k.rotate_left(7) & 0xFFFF) << 16;
            let v = unpack(UnpackOp::Up2us, w);
            assert_eq!(v[0], (f64::from(k) / 65535.0) as f32);
            assert_eq!(v[1], (f64::from(w >> 16) / 65535.0) as f32);
        }
        for b in 0u32..=255 {
            let w = b * 0x0101_0101;
            assert_eq!(
                unpack(UnpackOp::Up4b, w),
                [((f64::from(b) - 128.0) / 127.0) as f32; 4]
            );
            assert_eq!(
                unpack(UnpackOp::Up4ub, w),
                [(f64::from(b) / 255.0) as f32; 4]
            );
        }
        // UP4B of 0x00 and 0xFF: -128/127 and 1 (§3.11.5.43).
        assert_eq!(unpack(UnpackOp::Up4b, 0xFF00)[1], 1.0);
        assert_eq!(unpack(UnpackOp::Up4b, 0)[0], (-128.0f64 / 127.0) as f32);
    }

    #[test]
    fn pack_ops_are_a_closed_set() {
        assert_eq!(PackOp::try_from(Opcode::Pk4b), Ok(PackOp::Pk4b));
        assert_eq!(UnpackOp::try_from(Opcode::Up2h), Ok(UnpackOp::Up2h));
        assert!(PackOp::try_from(Opcode::Up2h).is_err());
        assert!(UnpackOp::try_from(Opcode::Add).is_err());
    }
}
