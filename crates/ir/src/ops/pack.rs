//! NV_fragment_program's pack and unpack instructions (§3.11.5.20-23,
//! §3.11.5.41-44), also NV_gpu_program4's (§2.X.8.Z PK*, UP*): bit-exact
//! conversions between floats and packed words. The two specs differ only
//! in the tie rule of the quantizing `round()` ([`PackRounding`]).

use crate::numeric::fp16;
use crate::{Opcode, PackRounding};

/// Clamp to [lo, hi], scale, bias and round by `rule`; NaN packs as 0
/// (notes D21).
fn quantize(rule: PackRounding, v: f32, lo: f32, hi: f32, scale: f64, bias: f64) -> u32 {
    if v.is_nan() {
        return 0;
    }
    let c = if v < lo {
        lo
    } else if v > hi {
        hi
    } else {
        v
    };
    let x = c as f64 * scale + bias;
    match rule {
        PackRounding::HalfAwayFromZero => x.round() as u32,
        PackRounding::HalfEven => x.round_ties_even() as u32,
    }
}

/// PK2H (§3.11.5.20): two fp16 ([`fp16::to_bits`]), x in the low half.
pub fn pk2h(a: [f32; 4]) -> u32 {
    u32::from(fp16::to_bits(a[0])) | (u32::from(fp16::to_bits(a[1])) << 16)
}

/// PK2US (§3.11.5.21): round(clamp(v, 0, 1) * 65535) in two halves.
pub fn pk2us(rule: PackRounding, a: [f32; 4]) -> u32 {
    let q = |v| quantize(rule, v, 0.0, 1.0, 65535.0, 0.0);
    q(a[0]) | (q(a[1]) << 16)
}

/// PK4B (§3.11.5.22): round(clamp(v, -128/127, 127/127) * 127 + 128) in
/// four bytes, x lowest.
pub fn pk4b(rule: PackRounding, a: [f32; 4]) -> u32 {
    let q = |v| quantize(rule, v, -128.0 / 127.0, 1.0, 127.0, 128.0);
    q(a[0]) | (q(a[1]) << 8) | (q(a[2]) << 16) | (q(a[3]) << 24)
}

/// PK4UB (§3.11.5.23): round(clamp(v, 0, 1) * 255) in four bytes.
pub fn pk4ub(rule: PackRounding, a: [f32; 4]) -> u32 {
    let q = |v| quantize(rule, v, 0.0, 1.0, 255.0, 0.0);
    q(a[0]) | (q(a[1]) << 8) | (q(a[2]) << 16) | (q(a[3]) << 24)
}

/// PK2H, PK2US, PK4B, PK4UB: the packed word (replicated by the caller),
/// the scaled values rounded by `rule` (`Semantics::pack`).
pub fn pack(rule: PackRounding, op: Opcode, a: [f32; 4]) -> u32 {
    match op {
        Opcode::Pk2h => pk2h(a),
        Opcode::Pk2us => pk2us(rule, a),
        Opcode::Pk4b => pk4b(rule, a),
        Opcode::Pk4ub => pk4ub(rule, a),
        _ => 0,
    }
}

/// UP2H, UP2US, UP4B, UP4UB (§3.11.5.41-44): the unpacked vector (the
/// two-value forms give (x, y, x, y)).
pub fn unpack(op: Opcode, w: u32) -> [f32; 4] {
    let byte = |i: u32| ((w >> (8 * i)) & 0xFF) as f64;
    match op {
        Opcode::Up2h => {
            let lo = fp16::from_bits(w as u16);
            let hi = fp16::from_bits((w >> 16) as u16);
            [lo, hi, lo, hi]
        }
        Opcode::Up2us => {
            let lo = ((w & 0xFFFF) as f64 / 65535.0) as f32;
            let hi = ((w >> 16) as f64 / 65535.0) as f32;
            [lo, hi, lo, hi]
        }
        Opcode::Up4b => std::array::from_fn(|i| ((byte(i as u32) - 128.0) / 127.0) as f32),
        Opcode::Up4ub => std::array::from_fn(|i| (byte(i as u32) / 255.0) as f32),
        _ => [0.0; 4],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const AWAY: PackRounding = PackRounding::HalfAwayFromZero;
    const EVEN: PackRounding = PackRounding::HalfEven;

    #[test]
    fn pk2h_packs_fp16_halves() {
        // NV_fragment_program notes §5.6: PK2H(1, 0) = 0x00003C00.
        assert_eq!(pack(AWAY, Opcode::Pk2h, [1.0, 0.0, 0.0, 0.0]), 0x0000_3C00);
        assert_eq!(unpack(Opcode::Up2h, 0x0000_3C00), [1.0, 0.0, 1.0, 0.0]);
        // fp16 rounding inside the pack: 65520 -> INF (0x7C00), -0 kept.
        assert_eq!(pk2h([65520.0, -0.0, 0.0, 0.0]), 0x8000_7C00);
    }

    #[test]
    fn pk4b_endpoints() {
        // -128/127 -> 0x00, 0 -> 0x80, 1 -> 0xFF; beyond clamps.
        assert_eq!(pack(AWAY, Opcode::Pk4b, [-2.0, 0.0, 1.0, 5.0]), 0xFFFF_8000);
        assert_eq!(unpack(Opcode::Up4b, 0xFFFF_8000)[1], 0.0);
        // NaN packs as 0 (D21).
        assert_eq!(pk4b(AWAY, [f32::NAN, 0.0, 0.0, 0.0]) & 0xFF, 0);
    }

    #[test]
    fn up4ub_reads_bytes_lowest_first() {
        // "UP4UB R0, 1.0" reads 0x3F800000 -> (0, 0, 128/255, 63/255).
        let v = unpack(Opcode::Up4ub, 0x3F80_0000);
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
            assert_eq!(pack(AWAY, Opcode::Pk2us, [v, v, 0.0, 0.0]), k | (k << 16));
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
}
