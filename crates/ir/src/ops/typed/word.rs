//! The typed ops on 32-bit words (FSEQ..FSGE, FMA, SQRT, the bit counts,
//! INTERP_*), composed over [`EmitInt`].

use super::TRUE;
use crate::ops::EmitInt;

/// The typed ops on 32-bit words, composed over [`EmitInt`] ([`compose`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum WordOp {
    Fseq,
    Fsne,
    Fslt,
    Fsge,
    Fma,
    Sqrt,
    Umsb,
    Imsb,
    Lsb,
    Popc,
    /// INTERP_CENTROID, INTERP_SAMPLE, INTERP_OFFSET: the input's value
    /// (one sample per fragment at the pixel centre).
    Interp,
}

/// One typed op on 32-bit words over an emitter, all four components
/// (operands after [`super::modify`]).
pub fn compose<E: EmitInt>(e: &mut E, op: WordOp, src: [[E::I; 4]; 3]) -> [E::I; 4] {
    let [a, b, c] = src;
    let t = e.int(TRUE);
    let f = e.int(0);
    let float = |e: &mut E, w: E::I| e.bits_to_float(w);
    let mask_of = |e: &mut E, g: fn(&mut E, E::F, E::F) -> E::B| -> [E::I; 4] {
        std::array::from_fn(|i| {
            let x = float(e, a[i]);
            let y = float(e, b[i]);
            let holds = g(e, x, y);
            e.select_int(holds, t, f)
        })
    };
    match op {
        // tgsi.rst FSEQ/FSGE/FSLT are ordered (NaN compares false), FSNE
        // unordered (NaN compares true): IEEE's compares.
        WordOp::Fseq => mask_of(e, |e, x, y| e.eq(x, y)),
        WordOp::Fsne => mask_of(e, |e, x, y| e.ne(x, y)),
        WordOp::Fslt => mask_of(e, |e, x, y| e.lt(x, y)),
        WordOp::Fsge => mask_of(e, |e, x, y| e.ge(x, y)),
        // tgsi.rst FMA: "no intermediate rounding step".
        WordOp::Fma => std::array::from_fn(|i| {
            let x = float(e, a[i]);
            let y = float(e, b[i]);
            let z = float(e, c[i]);
            let r = e.fma32(x, y, z);
            e.float_to_bits(r)
        }),
        // tgsi.rst SQRT: `dst = sqrt(src.x)` in every component.
        WordOp::Sqrt => {
            let x = float(e, a[0]);
            let r = e.sqrt32(x);
            [e.float_to_bits(r); 4]
        }
        WordOp::Umsb => a.map(|x| umsb(e, x)),
        // IMSB: the highest bit that differs from the sign bit.
        WordOp::Imsb => a.map(|x| {
            let zero = e.int(0);
            let n = e.ilt(x, zero);
            let ones = e.int(TRUE);
            let inv = e.ixor(x, ones);
            let y = e.select_int(n, inv, x);
            umsb(e, y)
        }),
        // LSB: the trailing zeros are the set bits of `!x & (x - 1)`; -1
        // for 0.
        WordOp::Lsb => a.map(|x| {
            let zero = e.int(0);
            let one = e.int(1);
            let ones = e.int(TRUE);
            let below = e.isub(x, one);
            let inv = e.ixor(x, ones);
            let tz = e.iand(inv, below);
            let n = e.popcount(tz);
            let none = e.ieq(x, zero);
            e.select_int(none, ones, n)
        }),
        WordOp::Popc => a.map(|x| e.popcount(x)),
        WordOp::Interp => a,
    }
}

/// `floor(log2 x)`, or -1 for 0 (UMSB, SM5 FIRSTBIT_HI): `31 - clz(x)`,
/// which is -1 exactly when `clz` is 32.
fn umsb<E: EmitInt>(e: &mut E, x: E::I) -> E::I {
    let c31 = e.int(31);
    let z = e.clz(x);
    e.isub(c31, z)
}

#[cfg(test)]
mod tests {
    use crate::Opcode;
    use crate::ops::typed::{TypedOp, compute};

    fn op(o: Opcode) -> TypedOp {
        TypedOp::try_from(o).expect("a typed op")
    }

    #[test]
    fn bit_counts() {
        // tgsi.rst UMSB, LSB: -1 when no bit is set; IMSB: -1 for 0 and -1.
        assert_eq!(
            compute(op(Opcode::Umsb), [[0, 1, 0x8000_0000, 6], [0; 4], [0; 4]]),
            [!0, 0, 31, 2]
        );
        assert_eq!(
            compute(op(Opcode::Lsb), [[0, 1, 0x8000_0000, 6], [0; 4], [0; 4]]),
            [!0, 0, 31, 1]
        );
        assert_eq!(
            compute(
                op(Opcode::Imsb),
                [[0, !0, 0xFFFF_FFF0, 0x7FFF_FFFF], [0; 4], [0; 4]]
            ),
            [!0, !0, 3, 30]
        );
        assert_eq!(
            compute(op(Opcode::Popc), [[0, !0, 6, 0x8000_0001], [0; 4], [0; 4]]),
            [0, 32, 2, 2]
        );
    }

    #[test]
    fn sqrt_reads_x_and_fills_every_component() {
        // tgsi.rst SQRT: dst.xyzw = sqrt(src.x); IEEE 754 §5.4.1 squareRoot:
        // sqrt(-0) = -0, sqrt of a negative number is NaN.
        let f = |x: f32| x.to_bits();
        assert_eq!(
            compute(op(Opcode::Sqrt), [[f(4.0), f(9.0), 0, 0], [0; 4], [0; 4]]),
            [f(2.0); 4]
        );
        assert_eq!(
            compute(op(Opcode::Sqrt), [[f(-0.0), 0, 0, 0], [0; 4], [0; 4]]),
            [f(-0.0); 4]
        );
        assert!(
            f32::from_bits(compute(op(Opcode::Sqrt), [[f(-1.0); 4], [0; 4], [0; 4]])[0]).is_nan()
        );
        // 2 is not a square: the root rounds to nearest, 0x3fb504f3.
        assert_eq!(
            compute(op(Opcode::Sqrt), [[f(2.0); 4], [0; 4], [0; 4]])[0],
            0x3fb5_04f3
        );
    }

    #[test]
    fn float_masks_and_fma() {
        let f = |x: f32| x.to_bits();
        let nan = f(f32::NAN);
        let a = [f(1.0), nan, f(-0.0), f(2.0)];
        let b = [f(1.0), nan, f(0.0), f(1.0)];
        // tgsi.rst: FSEQ/FSLT/FSGE are false on NaN, FSNE true; -0 == +0.
        assert_eq!(compute(op(Opcode::Fseq), [a, b, [0; 4]]), [!0, 0, !0, 0]);
        assert_eq!(compute(op(Opcode::Fsne), [a, b, [0; 4]]), [0, !0, 0, !0]);
        assert_eq!(compute(op(Opcode::Fslt), [a, b, [0; 4]]), [0, 0, 0, 0]);
        assert_eq!(compute(op(Opcode::Fsge), [a, b, [0; 4]]), [!0, 0, !0, !0]);
        // tgsi.rst FMA: one rounding. (1 + 2^-23)^2 - (1 + 2^-22) = 2^-46,
        // which a rounded product (1 + 2^-22) would lose.
        let x = f(1.0 + f32::EPSILON);
        let r = compute(
            op(Opcode::Fma),
            [[x; 4], [x; 4], [f(-(1.0 + 2.0 * f32::EPSILON)); 4]],
        );
        assert_eq!(f32::from_bits(r[0]), 2f32.powi(-46));
        // INTERP_*: the input as it is.
        assert_eq!(compute(op(Opcode::InterpSample), [a, b, [0; 4]]), a);
    }
}
