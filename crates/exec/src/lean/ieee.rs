//! IEEE binary32 (with denormals) arithmetic in f32 itself.
//!
//! The definitions (`shasm_ir::ops`, model `Ieee`) compute each step
//! exactly in f64, or rounded to f64, and round it to f32 (`x as f32`).
//! For +, - and * of two f32 operands that double rounding is innocuous:
//! binary64 has more than 2p + 2 bits for binary32's p = 24 (Figueroa, "When
//! is double rounding innocuous?", 1995), and a product of two f32 values
//! is exact in f64. So each step equals the f32 operation, correctly
//! rounded, which is what these functions do, saving the conversions.
//!
//! The one thing left open is which NaN a NaN result carries: both forms
//! pick an operand's payload, but the order is the compiler's. A NaN
//! result is therefore not taken from here: callers recompute it with the
//! definition (the functions return `None`).
//! `f32_steps_match_the_definitions` checks all of it on random words.

/// `x` unless it is a NaN.
#[inline(always)]
fn not_nan(x: f32) -> Option<u32> {
    (!x.is_nan()).then_some(x.to_bits())
}

#[inline(always)]
fn f(word: u32) -> f32 {
    f32::from_bits(word)
}

/// ADD (`ops::arith::add::<Ieee>`).
#[inline(always)]
pub fn add(a: [u32; 4], b: [u32; 4]) -> Option<[u32; 4]> {
    let v: [f32; 4] = std::array::from_fn(|i| f(a[i]) + f(b[i]));
    lanes(v)
}

/// MUL (`ops::arith::mul_ieee::<Ieee>`).
#[inline(always)]
pub fn mul(a: [u32; 4], b: [u32; 4]) -> Option<[u32; 4]> {
    let v: [f32; 4] = std::array::from_fn(|i| f(a[i]) * f(b[i]));
    lanes(v)
}

/// MAD, unfused (`ops::arith::mad::<Ieee>`).
#[inline(always)]
pub fn mad(a: [u32; 4], b: [u32; 4], c: [u32; 4]) -> Option<[u32; 4]> {
    let v: [f32; 4] = std::array::from_fn(|i| f(a[i]) * f(b[i]) + f(c[i]));
    lanes(v)
}

#[inline(always)]
fn lanes(v: [f32; 4]) -> Option<[u32; 4]> {
    if v.iter().any(|x| x.is_nan()) {
        return None;
    }
    Some(v.map(f32::to_bits))
}

/// DP3 (`N` = 3), DP4 (4), DPH (5) (`ops::dot::dot_steps::<Ieee>`:
/// products, then sums left to right, each rounded).
#[inline(always)]
pub fn dot<const N: u8>(a: [u32; 4], b: [u32; 4]) -> Option<u32> {
    not_nan(dot_value::<N>(a, b))
}

/// [`dot`] before the NaN check (a NaN is not the definition's).
#[inline(always)]
pub fn dot_value<const N: u8>(a: [u32; 4], b: [u32; 4]) -> f32 {
    let p: [f32; 4] = std::array::from_fn(|i| f(a[i]) * f(b[i]));
    let s = (p[0] + p[1]) + p[2];
    match N {
        3 => s,
        5 => s + f(b[3]),
        _ => s + p[3],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use shasm_ir::ZeroTimesInf;
    use shasm_ir::ops::DotOp;
    use shasm_ir::ops::{self, Ieee, arith};

    /// Words of every kind: random ones (mostly huge or tiny), moderate
    /// values, denormals, zeros, infinities, NaNs, and values near the top
    /// of the range (sums and products overflow).
    fn word() -> impl Strategy<Value = u32> {
        prop_oneof![
            any::<u32>(),
            (any::<bool>(), 100u32..150, any::<u32>())
                .prop_map(|(s, e, m)| ((s as u32) << 31) | (e << 23) | (m & 0x7F_FFFF)),
            (any::<bool>(), 0u32..0x80_0000).prop_map(|(s, m)| ((s as u32) << 31) | m),
            (any::<bool>(), 240u32..255, any::<u32>())
                .prop_map(|(s, e, m)| ((s as u32) << 31) | (e << 23) | (m & 0x7F_FFFF)),
            prop::sample::select(vec![
                0u32,
                0x8000_0000,
                0x7F80_0000,
                0xFF80_0000,
                0x7FC0_0000,
                0x7F80_0001,
                0x0000_0001,
                0x3F80_0000,
                0xBF80_0000,
            ]),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 4096, ..ProptestConfig::default() })]

        #[test]
        fn f32_steps_match_the_definitions(
            a in prop::array::uniform4(word()),
            b in prop::array::uniform4(word()),
            c in prop::array::uniform4(word()),
        ) {
            let rule = ZeroTimesInf::Nan;
            let (fa, fb, fc) = (a.map(f), b.map(f), c.map(f));
            if let Some(v) = add(a, b) {
                for i in 0..4 {
                    prop_assert_eq!(v[i], arith::add::<Ieee>(fa[i], fb[i]).to_bits());
                }
            }
            if let Some(v) = mul(a, b) {
                for i in 0..4 {
                    prop_assert_eq!(v[i], arith::mul::<Ieee>(rule, fa[i], fb[i]).to_bits());
                }
            }
            if let Some(v) = mad(a, b, c) {
                for i in 0..4 {
                    prop_assert_eq!(v[i], arith::mad::<Ieee>(rule, fa[i], fb[i], fc[i]).to_bits());
                }
            }
            let z = [0.0; 4];
            for (op, fast) in [
                (DotOp::Dp3, dot::<3>(a, b)),
                (DotOp::Dp4, dot::<4>(a, b)),
                (DotOp::Dph, dot::<5>(a, b)),
            ] {
                let def = ops::dot::dot_steps::<Ieee>(rule, op, fa, fb, z);
                match fast {
                    Some(w) => prop_assert_eq!(w, def.to_bits()),
                    None => prop_assert!(def.is_nan()),
                }
                // The fast form of the definition, which the general path runs.
                if let Some(w) = fast {
                    prop_assert_eq!(w, ops::dot::dot::<Ieee>(rule, op, fa, fb, z).to_bits());
                }
            }
        }
    }
}
