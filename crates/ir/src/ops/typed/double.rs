//! TGSI's Double ISA: binary64 in component pairs, and the conversions
//! between binary64 and the other types, computed on words (not over an
//! emitter yet: [`crate::ops::EmitInt`] has no binary64 values).

use super::{mask, pairs, unpairs};
use crate::Opcode;

/// The Double ISA ops (binary64 in component pairs, and the conversions
/// between binary64 and the other types), computed by [`compute_double`]:
/// not over an emitter yet ([`crate::ops::EmitInt`] has no binary64 values).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DoubleOp {
    Dadd,
    Dmul,
    Dmad,
    Dfma,
    Ddiv,
    Dsqrt,
    Drsq,
    Drcp,
    Dmin,
    Dmax,
    Dseq,
    Dsne,
    Dslt,
    Dsge,
    Dabs,
    Dneg,
    Dfrac,
    Dldexp,
    Dfracexp,
    F2d,
    D2f,
    I2d,
    D2i,
    U2d,
    D2u,
    Dtrunc,
    Dceil,
    Dflr,
    Dround,
    Dssg,
    D2u64,
    D2i64,
    U642d,
    I642d,
}

fn doubles(w: [u32; 4]) -> [f64; 2] {
    pairs(w).map(f64::from_bits)
}

fn from_doubles(a: f64, b: f64) -> [u32; 4] {
    unpairs(a.to_bits(), b.to_bits())
}

/// A float to an integer type, truncating; NaN gives 0 and values out of
/// range the nearest representable one (shasm's choice: tgsi.rst leaves
/// them undefined; Rust's saturating `as` conversion).
fn d2i(x: f64) -> u32 {
    (x as i32) as u32
}

fn d2u(x: f64) -> u32 {
    x as u32
}

/// A Double ISA op on its operands' words.
pub fn compute_double(op: DoubleOp, src: [[u32; 4]; 3]) -> [u32; 4] {
    use DoubleOp::*;
    let [a, b, c] = src;
    let f = |w: u32| f32::from_bits(w);
    let [da, db] = doubles(a);
    let [ea, eb] = doubles(b);
    let [ca, cb] = doubles(c);
    let [ia, ib] = pairs(a);
    let dd = |g: &dyn Fn(f64, f64, f64) -> f64| from_doubles(g(da, ea, ca), g(db, eb, cb));
    let dcmp = |g: &dyn Fn(f64, f64) -> bool| [mask(g(da, ea)), 0, mask(g(db, eb)), 0];
    let signed = |x: u64| x as i64;
    match op {
        Dadd => dd(&|x, y, _| x + y),
        Dmul => dd(&|x, y, _| x * y),
        // DMAD rounds the product (tgsi.rst leaves the choice open for MAD;
        // DFMA is the fused one).
        Dmad => dd(&|x, y, z| x * y + z),
        Dfma => dd(&|x, y, z| x.mul_add(y, z)),
        Ddiv => dd(&|x, y, _| x / y),
        Dsqrt => dd(&|x, _, _| x.sqrt()),
        Drsq => dd(&|x, _, _| 1.0 / x.sqrt()),
        Drcp => dd(&|x, _, _| 1.0 / x),
        // A NaN operand gives the other one, as TGSI's MIN and MAX do.
        Dmin => dd(&|x, y, _| x.min(y)),
        Dmax => dd(&|x, y, _| x.max(y)),
        Dabs => dd(&|x, _, _| x.abs()),
        Dneg => dd(&|x, _, _| -x),
        Dfrac => dd(&|x, _, _| x - x.floor()),
        Dtrunc => dd(&|x, _, _| x.trunc()),
        Dceil => dd(&|x, _, _| x.ceil()),
        Dflr => dd(&|x, _, _| x.floor()),
        // Ties to even, as ROUND.
        Dround => dd(&|x, _, _| x.round_ties_even()),
        Dssg => dd(&|x, _, _| {
            if x > 0.0 {
                1.0
            } else if x < 0.0 {
                -1.0
            } else {
                0.0
            }
        }),
        // DFRACEXP: the significand of src.xy in both pairs (see [`compute2`]).
        Dfracexp => {
            let (m, _) = frexp(da);
            from_doubles(m, m)
        }
        // DLDEXP: dst.xy = src0.xy * 2^src1.x, dst.zw = src0.zw * 2^src1.z.
        Dldexp => from_doubles(ldexp(da, b[0] as i32), ldexp(db, b[2] as i32)),
        Dseq => dcmp(&|x, y| x == y),
        Dsne => dcmp(&|x, y| x != y),
        Dslt => dcmp(&|x, y| x < y),
        Dsge => dcmp(&|x, y| x >= y),
        F2d => from_doubles(f64::from(f(a[0])), f64::from(f(a[1]))),
        I2d => from_doubles(f64::from(a[0] as i32), f64::from(a[1] as i32)),
        U2d => from_doubles(f64::from(a[0]), f64::from(a[1])),
        D2f => [(da as f32).to_bits(), (db as f32).to_bits(), 0, 0],
        D2i => [d2i(da), d2i(db), 0, 0],
        D2u => [d2u(da), d2u(db), 0, 0],

        // Out of range and NaN: saturated and 0 (shasm's choice, as D2I).
        D2i64 => unpairs(da as i64 as u64, db as i64 as u64),
        D2u64 => unpairs(da as u64, db as u64),
        // Rounded to nearest, ties to even (Rust's `as`).
        I642d => from_doubles(signed(ia) as f64, signed(ib) as f64),
        U642d => from_doubles(ia as f64, ib as f64),
    }
}

/// The words of the second destination of an op that has one
/// ([`super::result2_type`]), from the same modified operands as [`super::compute`];
/// `None` for every other op.
///
/// DFRACEXP splits the double in `src.xy` as C's `frexp` does: `dst0`
/// gets the significand ([`super::compute`]), every component of `dst1` the
/// exponent. This is the order and the reading of Mesa's implementations
/// (tgsi_exec.c `exec_dfracexp`, radeonsi's `dfracexp_emit`, and
/// st_glsl_to_tgsi, which emits `frexp`'s significand to `Dst[0]` and its
/// exponent to `Dst[1]`, swizzling the double to convert into `.xy`);
/// tgsi.rst's prose names the two destinations the other way round and
/// reads `src.zw` for `.zw`, which no implementation does.
pub fn compute2(op: Opcode, src: [[u32; 4]; 3]) -> Option<[u32; 4]> {
    match op {
        Opcode::Dfracexp => {
            let [da, _] = doubles(src[0]);
            let (_, e) = frexp(da);
            Some([e as u32; 4])
        }
        _ => None,
    }
}

/// C's `frexp`: `x = m * 2^e` with `|m|` in [0.5, 1) and `m` of `x`'s
/// sign (C11 7.12.6.4). Zero gives `(x, 0)` (the zero keeps its sign);
/// infinity and NaN give `(x, 0)`, as glibc's `frexp` does (C leaves the
/// exponent unspecified).
pub fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    // A denormal is scaled by 2^54 (exact) so that its exponent field says
    // where its leading bit is.
    let (x, bias) = if x.is_subnormal() {
        (x * f64::from_bits((1023 + 54) << 52), 54)
    } else {
        (x, 0)
    };
    let bits = x.to_bits();
    let field = ((bits >> 52) & 0x7FF) as i32;
    // Biased exponent 1022 is 2^-1: a significand in [0.5, 1).
    let m = f64::from_bits((bits & !(0x7FF << 52)) | (1022 << 52));
    (m, field - 1022 - bias)
}

/// `x * 2^e`, exact unless the result overflows or is denormal (then
/// rounded once, as C's `ldexp`).
fn ldexp(x: f64, e: i32) -> f64 {
    // Scale in steps that are exact powers of two; three steps of at most
    // 2^1000 cover every exponent that does not overflow or vanish anyway.
    let e = e.clamp(-3000, 3000);
    let mut r = x;
    let mut left = e;
    while left != 0 {
        let step = left.clamp(-1000, 1000);
        r *= f64::from_bits(((1023 + step) as u64) << 52);
        left -= step;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::typed::{TypedOp, compute};

    fn d(x: f64) -> [u32; 4] {
        from_doubles(x, x)
    }

    #[test]
    fn frexp_splits_as_c_does() {
        // C11 7.12.6.4: x = m * 2^e, 0.5 <= |m| < 1, m of x's sign.
        assert_eq!(frexp(8.0), (0.5, 4));
        assert_eq!(frexp(1.0), (0.5, 1));
        assert_eq!(frexp(-3.0), (-0.75, 2));
        assert_eq!(frexp(0.375), (0.75, -1));
        // The smallest denormal is 2^-1074 = 0.5 * 2^-1073.
        assert_eq!(frexp(f64::from_bits(1)), (0.5, -1073));
        // The largest double is (1 - 2^-53) * 2^1024.
        assert_eq!(frexp(f64::MAX), (1.0 - f64::EPSILON / 2.0, 1024));
        let (m, e) = frexp(-0.0);
        assert_eq!((m.to_bits(), e), ((-0.0f64).to_bits(), 0));
        assert_eq!(frexp(f64::NEG_INFINITY), (f64::NEG_INFINITY, 0));
        let (m, e) = frexp(f64::NAN);
        assert!(m.is_nan() && e == 0);
    }

    #[test]
    fn dfracexp_reads_the_first_double() {
        // -3.0 in .xy, 8.0 in .zw: both destinations come from .xy.
        let src = [from_doubles(-3.0, 8.0), [0; 4], [0; 4]];
        assert_eq!(
            compute(TypedOp::try_from(Opcode::Dfracexp).unwrap(), src),
            d(-0.75)
        );
        assert_eq!(compute2(Opcode::Dfracexp, src), Some([2; 4]));
        assert_eq!(compute2(Opcode::Dadd, src), None);
    }

    #[test]
    fn ldexp_scales_exactly() {
        assert_eq!(ldexp(1.5, 3), 12.0);
        assert_eq!(ldexp(1.0, -1074), f64::from_bits(1));
        assert_eq!(ldexp(1.0, 1024), f64::INFINITY);
        assert_eq!(ldexp(f64::MAX, -2000), ldexp(ldexp(f64::MAX, -1000), -1000));
    }
}
