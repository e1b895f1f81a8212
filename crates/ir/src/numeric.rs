//! Number formats of the ISAs and exact conversions between them.
//!
//! Register storage in the IR is always a raw 32-bit word per component. The
//! formats here say how a float value of another width is held in that word:
//! fp16 and float24 values are stored as the f32 with the same value (both
//! widen exactly), so engines compute in f32 and round back with the
//! functions below.

/// Flush an f32 denormal to zero, keeping the sign (NV "denormals are not
/// supported": NV_vertex_program2 §2.14.1.1).
#[inline]
pub fn flush_denormal(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// NV_fragment_program fp16: s1 e5 m10, bias 15, with denormals.
pub mod fp16 {
    use half::f16;

    /// Round an f32 to the nearest fp16 value (ties to even) and widen it back.
    ///
    /// NV_fragment_program §3.11.4.1 conversion rules: |x| ≥ 65536 becomes
    /// ±INF; denormal results are kept; ±0, ±INF and NaN are preserved.
    /// Round-to-nearest-even (our resolution D7) sends 65520 and above to INF.
    #[inline]
    pub fn round(x: f32) -> f32 {
        f16::from_f32(x).to_f32()
    }

    /// Encode an f32 as fp16 bits (round to nearest even).
    #[inline]
    pub fn to_bits(x: f32) -> u16 {
        f16::from_f32(x).to_bits()
    }

    /// Decode fp16 bits to the f32 with the same value.
    #[inline]
    pub fn from_bits(bits: u16) -> f32 {
        f16::from_bits(bits).to_f32()
    }
}

/// NV_fragment_program fx12: 12-bit two's complement, 10 fraction bits.
pub mod fx12 {
    /// The largest fx12 value, 2047/1024.
    pub const MAX: f32 = 2047.0 / 1024.0;
    /// The smallest fx12 value, -2.
    pub const MIN: f32 = -2.0;

    /// Convert an f32 to the nearest fx12 value, as an f32.
    ///
    /// NV_fragment_program §3.11.4.1: NaN → 0; values below -2 (and -INF) → -2;
    /// values above 2047/1024 (and +INF) → 2047/1024; others are rounded to the
    /// nearest multiple of 1/1024 (the spec allows rounding or truncation; we
    /// round to nearest, ties to even).
    #[inline]
    pub fn round(x: f32) -> f32 {
        if x.is_nan() {
            return 0.0;
        }
        let clamped = x.clamp(MIN, MAX);
        (clamped * 1024.0).round_ties_even() / 1024.0
    }
}

/// PICA200 float24: 1 sign bit, 7 exponent bits (bias 63), 16 mantissa bits.
pub mod f24 {
    /// Bits of the largest finite float24 value (≈ 2^64).
    pub const MAX_FINITE_BITS: u32 = 0x7E_FFFF;
    /// The smallest positive normal float24 value: 2^-62.
    pub const MIN_NORMAL: f32 = f32::from_bits(65 << 23); // 2^-62

    /// Decode a 24-bit word (bits 0..24) to the f32 with the same value.
    ///
    /// Exponent 0x7F is INF (zero mantissa) or NaN; exponent 0 with a nonzero
    /// mantissa is a float24 subnormal, decoded exactly.
    pub fn decode(bits: u32) -> f32 {
        let bits = bits & 0xFF_FFFF;
        let sign = (bits >> 23) & 1;
        let exp = (bits >> 16) & 0x7F;
        let mant = bits & 0xFFFF;
        let magnitude = if exp == 0x7F {
            if mant == 0 {
                f32::INFINITY
            } else {
                // Keep the payload's top bits so that NaNs stay NaNs.
                f32::from_bits(0x7F80_0000 | (mant << 7))
            }
        } else if exp == 0 {
            // mant * 2^(1-63-16)
            mant as f32 * 2f32.powi(-78)
        } else {
            f32::from_bits(((exp + 64) << 23) | (mant << 7))
        };
        if sign == 1 { -magnitude } else { magnitude }
    }

    /// Encode an f32 as float24 the way picasso does: keep the sign, re-bias
    /// the exponent, truncate the mantissa (no rounding); exponents below the
    /// float24 range give signed zero, above it signed infinity (so NaN
    /// becomes infinity). See shared/notes/PICA200_notes.md §2.4.
    pub fn encode_truncating(x: f32) -> u32 {
        let bits = x.to_bits();
        let sign = (bits >> 31) & 1;
        let exp = ((bits >> 23) & 0xFF) as i32;
        let mant = bits & 0x7F_FFFF;
        let rebiased = exp - 127 + 63;
        let (e, m) = if rebiased < 0 {
            (0, 0)
        } else if rebiased > 0x7F || exp == 0xFF {
            (0x7F, 0)
        } else {
            (rebiased as u32, mant >> 7)
        };
        (sign << 23) | (e << 16) | m
    }

    /// Encode an f32 that already holds a float24 value (see [`round`]) into
    /// its 24-bit word, exactly. NaN keeps a nonzero mantissa.
    pub fn encode_exact(x: f32) -> u32 {
        let bits = x.to_bits();
        let sign = (bits >> 31) & 1;
        if x.is_nan() {
            let m = (bits & 0x7F_FFFF) >> 7;
            return (sign << 23) | (0x7F << 16) | if m == 0 { 0x8000 } else { m };
        }
        if x.is_infinite() {
            return (sign << 23) | (0x7F << 16);
        }
        let a = x.abs();
        if a == 0.0 {
            return sign << 23;
        }
        if a < MIN_NORMAL {
            // Subnormal float24: mantissa = a / 2^-78.
            let m = (a * 2f32.powi(78)) as u32 & 0xFFFF;
            return (sign << 23) | m;
        }
        let exp = ((bits >> 23) & 0xFF) as i32 - 127 + 63;
        let e = exp.clamp(1, 0x7E) as u32;
        (sign << 23) | (e << 16) | ((bits & 0x7F_FFFF) >> 7)
    }

    /// [`round`] on raw binary32 words, with no negative zero: the form
    /// registers take when values are set into a float24 machine. Normal
    /// values (the common case) take a few integer operations.
    #[inline]
    pub fn round_word(w: u32, flush: bool) -> u32 {
        let exp = (w >> 23) & 0xFF;
        // f32 exponents 65..=190 are the normal float24 range [2^-62, 2^64).
        if exp.wrapping_sub(65) < 126 {
            let rounded = w.wrapping_add(0x3F + ((w >> 7) & 1)) & !0x7F;
            // Rounding up may carry into 2^64, beyond float24: slow path.
            if (rounded >> 23) & 0xFF <= 190 {
                return rounded;
            }
        }
        let x = round(f32::from_bits(w), flush);
        if x == 0.0 { 0 } else { x.to_bits() }
    }

    /// Round an f32 to float24 precision: 16 mantissa bits, round to nearest
    /// even; values beyond the largest finite float24 become ±INF; results
    /// below the smallest normal flush to +0 when `flush` is set (PICA spec,
    /// "Floating-Point Behavior": "output subnormals are flushed", "does not
    /// seem to have negative 0").
    pub fn round(x: f32, flush: bool) -> f32 {
        if !x.is_finite() {
            return x;
        }
        let a = x.abs();
        if a < MIN_NORMAL {
            if flush || a == 0.0 {
                return 0.0f32.copysign(x);
            }
            // Subnormal float24: quantum 2^-78.
            const QUANTUM: f32 = f32::from_bits((127 - 78) << 23);
            return ((a / QUANTUM).round_ties_even() * QUANTUM).copysign(x);
        }
        // Round the 23-bit f32 mantissa to 16 bits, ties to even.
        let bits = x.to_bits();
        let lsb = (bits >> 7) & 1;
        let rounded = bits.wrapping_add(0x3F + lsb) & !0x7F;
        let y = f32::from_bits(rounded);
        // Exponent above the float24 range (bias 63, max exponent 0x7E → 2^63).
        const TWO_POW_64: f32 = f32::from_bits((127 + 64) << 23);
        if y.abs() >= TWO_POW_64 {
            f32::INFINITY.copysign(x)
        } else {
            y
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f24_known_encodings() {
        // PICA200 notes §2.4: 1.0 = 0x3F0000, -1.0 = 0xBF0000, 0.5 = 0x3E0000, 3.0 = 0x408000.
        assert_eq!(f24::encode_truncating(1.0), 0x3F0000);
        assert_eq!(f24::encode_truncating(-1.0), 0xBF0000);
        assert_eq!(f24::encode_truncating(0.5), 0x3E0000);
        assert_eq!(f24::encode_truncating(3.0), 0x408000);
        // 0.1 -> 0x3B9999 (truncated), 0.3 -> 0x3D3333.
        assert_eq!(f24::encode_truncating(0.1), 0x3B9999);
        assert_eq!(f24::encode_truncating(0.3), 0x3D3333);
        assert_eq!(f24::decode(0x3F0000), 1.0);
        assert_eq!(f24::decode(0x408000), 3.0);
        assert_eq!(f24::decode(0x7F0000), f32::INFINITY);
        assert!(f24::decode(0x7F0001).is_nan());
        assert_eq!(f24::decode(0x010000), f24::MIN_NORMAL);
    }

    #[test]
    fn f24_round_trip_of_every_exponent() {
        for e in 1..0x7Fu32 {
            for m in [0u32, 1, 0x8000, 0xFFFF] {
                let w = (e << 16) | m;
                let v = f24::decode(w);
                assert_eq!(f24::encode_exact(v), w);
                assert_eq!(f24::round(v, true), v);
            }
        }
    }

    #[test]
    fn f24_round_word_matches_round() {
        let words = (0u32..=u32::MAX).step_by(65_521).chain([
            0x8000_0000,
            0x7F80_0000,
            0xFF80_0000,
            0x7FC0_0001,
            0x5F7F_FFC0, // rounds up to 2^64: infinity
            0x2080_0000, // 2^-62
            0x207F_FFFF, // just below 2^-62
        ]);
        for w in words {
            let want = f24::round(f32::from_bits(w), false);
            let want = if want == 0.0 { 0 } else { want.to_bits() };
            let got = f24::round_word(w, false);
            if f32::from_bits(want).is_nan() {
                assert!(f32::from_bits(got).is_nan(), "{w:#x}");
            } else {
                assert_eq!(got, want, "{w:#x}");
            }
        }
    }

    #[test]
    fn f24_rounding() {
        // 1 + 2^-17 is a tie between 1.0 and 1 + 2^-16: even is 1.0.
        assert_eq!(f24::round(1.0 + 2f32.powi(-17), true), 1.0);
        // 1 + 3*2^-17 rounds up to 1 + 2^-15 (even).
        assert_eq!(
            f24::round(1.0 + 3.0 * 2f32.powi(-17), true),
            1.0 + 2f32.powi(-15)
        );
        // Half the smallest normal flushes.
        assert_eq!(f24::round(f24::MIN_NORMAL * 0.5, true), 0.0);
        assert_eq!(f24::round(2f32.powi(64), true), f32::INFINITY);
        assert_eq!(f24::round(-(2f32.powi(63)), true), -(2f32.powi(63)));
    }

    #[test]
    fn fx12_conversion_rules() {
        // NV_fragment_program §3.11.4.1.
        assert_eq!(fx12::round(f32::NAN), 0.0);
        assert_eq!(fx12::round(f32::NEG_INFINITY), -2.0);
        assert_eq!(fx12::round(f32::INFINITY), 2047.0 / 1024.0);
        assert_eq!(fx12::round(5.0), 2047.0 / 1024.0);
        assert_eq!(fx12::round(0.5), 0.5);
        assert_eq!(fx12::round(1.0 / 3.0), 341.0 / 1024.0);
    }

    #[test]
    fn fp16_conversion_rules() {
        assert_eq!(fp16::round(65504.0), 65504.0);
        assert_eq!(fp16::round(65520.0), f32::INFINITY);
        assert_eq!(fp16::round(-65536.0), f32::NEG_INFINITY);
        assert_eq!(fp16::round(2f32.powi(-24)), 2f32.powi(-24));
        assert_eq!(fp16::round(1e-30), 0.0);
        assert_eq!(fp16::to_bits(1.0), 0x3C00);
    }
}
