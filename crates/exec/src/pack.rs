//! NV_fragment_program's pack and unpack instructions (§3.11.5.20-23,
//! §3.11.5.41-44): bit-exact conversions between floats and packed words.

use shasm_ir::Opcode;
use shasm_ir::numeric::fp16;

/// Round half away from zero and clamp; NaN packs as 0 (notes D21).
fn quantize(v: f32, lo: f32, hi: f32, scale: f64, bias: f64) -> u32 {
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
    (c as f64 * scale + bias).round() as u32
}

/// PK2H, PK2US, PK4B, PK4UB: the packed word (replicated by the caller).
pub fn pack(op: Opcode, a: [f32; 4]) -> u32 {
    match op {
        Opcode::Pk2h => u32::from(fp16::to_bits(a[0])) | (u32::from(fp16::to_bits(a[1])) << 16),
        Opcode::Pk2us => {
            let q = |v| quantize(v, 0.0, 1.0, 65535.0, 0.0);
            q(a[0]) | (q(a[1]) << 16)
        }
        Opcode::Pk4b => {
            let q = |v| quantize(v, -128.0 / 127.0, 1.0, 127.0, 128.0);
            q(a[0]) | (q(a[1]) << 8) | (q(a[2]) << 16) | (q(a[3]) << 24)
        }
        Opcode::Pk4ub => {
            let q = |v| quantize(v, 0.0, 1.0, 255.0, 0.0);
            q(a[0]) | (q(a[1]) << 8) | (q(a[2]) << 16) | (q(a[3]) << 24)
        }
        _ => 0,
    }
}

/// UP2H, UP2US, UP4B, UP4UB: the unpacked vector.
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

    #[test]
    fn pk2h_packs_fp16_halves() {
        // NV_fragment_program notes §5.6: PK2H(1, 0) = 0x00003C00.
        assert_eq!(pack(Opcode::Pk2h, [1.0, 0.0, 0.0, 0.0]), 0x0000_3C00);
        assert_eq!(unpack(Opcode::Up2h, 0x0000_3C00), [1.0, 0.0, 1.0, 0.0]);
    }

    #[test]
    fn pk4b_endpoints() {
        // -128/127 -> 0x00, 0 -> 0x80, 1 -> 0xFF.
        assert_eq!(pack(Opcode::Pk4b, [-2.0, 0.0, 1.0, 5.0]), 0xFFFF_8000);
        assert_eq!(unpack(Opcode::Up4b, 0xFFFF_8000)[1], 0.0);
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
    fn pk2us_round_trip() {
        for k in [0u32, 1, 2, 1000, 32767, 65534, 65535] {
            let v = (k as f64 / 65535.0) as f32;
            assert_eq!(pack(Opcode::Pk2us, [v, v, 0.0, 0.0]), k | (k << 16));
        }
    }
}
