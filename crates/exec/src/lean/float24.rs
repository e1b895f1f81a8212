//! Float24 arithmetic without range checks, for operands whose range makes
//! them unnecessary.
//!
//! The definitions (`shasm_ir::ops`, model `Float24`) compute every step
//! exactly in f64 and round it with `Float24::round`: to 16 explicit
//! mantissa bits, then to the float24 range (subnormal results flushed to
//! +0, 2^64 and above to infinity, no negative zero), with operands read
//! through `Float24::input` (subnormals and -0 read as +0). When every
//! operand is zero or has a magnitude in [2^-20, 2^30) ("tame"), no step
//! can leave the range, so the range part of every rounding is the
//! identity and the steps here, the same f64 operations rounded with
//! `Float24::round64_precision` (the mantissa part alone), give the same
//! words:
//!
//! * no overflow: products are below 2^60 and sums of at most four of
//!   them, plus one operand, below 2^63;
//! * no underflow: a tame operand is a multiple of 2^-43 (24 significant
//!   bits from 2^-20), a rounded product of two a multiple of 2^-56 (17
//!   significant bits from 2^-40). A sum of such multiples is exact when
//!   it is small (below 2^-3 it needs fewer than 53 bits), and rounding a
//!   multiple of 2^-56 to 17 significant bits leaves a multiple of 2^-56,
//!   so every nonzero step is at least 2^-56, far above float24's smallest
//!   normal 2^-62;
//! * no NaN or infinity: there is none among tame operands, so PICA200's
//!   `0 * inf = 0` rule never applies;
//! * zeros: the definitions make every zero result +0 and a zero's sign
//!   changes no nonzero sum, so only the final result's zero needs the
//!   sign fixed (`finish`); -0 operands may therefore be read as they are.
//!
//! Outside the window (rare in real shaders: vertex data, matrices and
//! colours are tame) the caller takes the definition.
//! `fast_paths_match_the_definitions` checks the claim on random tame
//! operands against `shasm_ir::ops`.

use shasm_ir::ops::{Float24, Model};

/// f32 biased exponent of 2^-20, the smallest tame magnitude.
const TAME_LOW: u32 = (127 - 20) << 23;
/// Width of the tame window [2^-20, 2^30) in f32 exponent steps.
const TAME_SPAN: u32 = 50 << 23;

/// Whether a word is zero (of either sign) or a tame magnitude.
#[inline(always)]
pub fn tame(word: u32) -> bool {
    let a = word & 0x7FFF_FFFF;
    (a == 0) | (a.wrapping_sub(TAME_LOW) < TAME_SPAN)
}

/// Whether the lanes of `v` selected by `lanes` (bit 0 = x) are tame.
#[inline(always)]
pub fn tame_lanes(v: [u32; 4], lanes: u8) -> bool {
    (0..4).fold(true, |ok, i| ok & (tame(v[i]) | (lanes & (1 << i) == 0)))
}

/// All ones in the lanes of `v` that are not tame, zero elsewhere: the
/// lane masks of several operands are ORed, then checked once against
/// the components that matter ([`none_in`]).
#[inline(always)]
pub fn untame(v: [u32; 4]) -> [u32; 4] {
    v.map(|w| u32::from(!tame(w)).wrapping_neg())
}

/// Whether no lane that `lanes` selects (all ones; `LeanInst::lanes`)
/// is set in `untame`.
#[inline(always)]
pub fn none_in(untame: [u32; 4], lanes: [u32; 4]) -> bool {
    ((untame[0] & lanes[0])
        | (untame[1] & lanes[1])
        | (untame[2] & lanes[2])
        | (untame[3] & lanes[3]))
        == 0
}

#[inline(always)]
fn wide(word: u32) -> f64 {
    f64::from(f32::from_bits(word))
}

/// The mantissa rounding of `Float24::round`.
#[inline(always)]
fn r16(x: f64) -> f64 {
    Float24::round64_precision(x)
}

/// The result word: the f64 holds a float24 value (exact in f32); a zero
/// is made +0 (`-0.0 + 0.0` is `+0.0`; any other value is unchanged).
#[inline(always)]
fn finish(x: f64) -> u32 {
    ((x + 0.0) as f32).to_bits()
}

/// ADD of tame operands (`ops::arith::add`).
#[inline(always)]
pub fn add(a: u32, b: u32) -> u32 {
    finish(r16(wide(a) + wide(b)))
}

/// MUL of tame operands (`ops::arith::mul_pica`).
#[inline(always)]
pub fn mul(a: u32, b: u32) -> u32 {
    finish(r16(wide(a) * wide(b)))
}

/// MAD of tame operands (`ops::arith::mad`: the product rounded, then the
/// sum).
#[inline(always)]
pub fn mad(a: u32, b: u32, c: u32) -> u32 {
    finish(r16(r16(wide(a) * wide(b)) + wide(c)))
}

/// The rounded product of MUL of tame operands, before it becomes a word
/// ([`mul`] is `finish` of it).
#[inline(always)]
pub fn product(a: u32, b: u32) -> f64 {
    r16(wide(a) * wide(b))
}

/// Whether a float24 value in an f64 (exact in f32) is zero or a tame
/// magnitude, as [`tame`] of its word.
#[inline(always)]
pub fn tame_value(x: f64) -> bool {
    let a = x.abs();
    (a == 0.0) | ((TAME_MIN..TAME_END).contains(&a))
}

/// The smallest tame magnitude and the end of the window.
const TAME_MIN: f64 = 1.0 / (1u64 << 20) as f64;
const TAME_END: f64 = (1u64 << 30) as f64;

/// MAD of tame `c`, `d` and the word of [`product`] `p` (tame): [`mad`]
/// with the addend taken as the value it reads back (`wide` of `finish`
/// of `p` is `p`, a zero's sign aside, which no sum here keeps).
#[inline(always)]
pub fn mad_product(c: u32, d: u32, p: f64) -> u32 {
    finish(r16(r16(wide(c) * wide(d)) + p))
}

/// DP3 (`N` = 3), DP4 (4) and DPH (5) of tame operands
/// (`ops::dot::dot_steps`: products rounded, summed left to right, each
/// sum rounded; DPH adds `b.w`).
#[inline(always)]
pub fn dot<const N: u8>(a: [u32; 4], b: [u32; 4]) -> u32 {
    let p = |i: usize| r16(wide(a[i]) * wide(b[i]));
    let s = r16(r16(p(0) + p(1)) + p(2));
    finish(match N {
        3 => s,
        5 => r16(s + wide(b[3])),
        _ => r16(s + p(3)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use shasm_ir::ZeroTimesInf;
    use shasm_ir::ops::DotOp;
    use shasm_ir::ops::{self, arith};

    fn def(w: u32) -> f32 {
        Float24::input(f32::from_bits(w))
    }

    /// Tame words: zeros of both signs, the window's edges and random
    /// magnitudes inside it, with random mantissas and signs.
    fn tame_word() -> impl Strategy<Value = u32> {
        prop_oneof![
            Just(0u32),
            Just(0x8000_0000u32),
            (any::<bool>(), 0u32..50, any::<u32>()).prop_map(|(neg, e, m)| {
                ((neg as u32) << 31) | (TAME_LOW + (e << 23)) | (m & 0x7F_FFFF)
            }),
            (
                any::<bool>(),
                prop_oneof![Just(0u32), Just(49)],
                any::<bool>()
            )
                .prop_map(|(neg, e, full)| {
                    let m = if full { 0x7F_FFFF } else { 0 };
                    ((neg as u32) << 31) | (TAME_LOW + (e << 23)) | m
                }),
            // Few mantissa bits: exact cancellations and ties are likely.
            (any::<bool>(), 0u32..50, 0u32..8).prop_map(|(neg, e, m)| {
                ((neg as u32) << 31) | (TAME_LOW + (e << 23)) | (m << 20)
            }),
        ]
    }

    #[test]
    fn the_window_is_what_it_says() {
        assert!(tame(0) && tame(0x8000_0000));
        assert!(tame(2f32.powi(-20).to_bits()) && tame((-(2f32.powi(-20))).to_bits()));
        assert!(!tame(
            f32::from_bits(2f32.powi(-20).to_bits() - 1).to_bits()
        ));
        assert!(tame(f32::from_bits(2f32.powi(30).to_bits() - 1).to_bits()));
        assert!(!tame(2f32.powi(30).to_bits()));
        for w in [f32::INFINITY, f32::NAN, f32::MIN_POSITIVE, 1e-40] {
            assert!(!tame(w.to_bits()));
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 4096, ..ProptestConfig::default() })]

        #[test]
        fn fast_paths_match_the_definitions(
            a in prop::array::uniform4(tame_word()),
            b in prop::array::uniform4(tame_word()),
            c in prop::array::uniform4(tame_word()),
        ) {
            let rule = ZeroTimesInf::Zero;
            let (fa, fb, fc) = (a.map(def), b.map(def), c.map(def));
            prop_assert_eq!(add(a[0], b[0]), arith::add::<Float24>(fa[0], fb[0]).to_bits());
            prop_assert_eq!(mul(a[1], b[1]), arith::mul::<Float24>(rule, fa[1], fb[1]).to_bits());
            prop_assert_eq!(
                mad(a[2], b[2], c[2]),
                arith::mad::<Float24>(rule, fa[2], fb[2], fc[2]).to_bits()
            );
            // A MUL's product fed to a MAD as its addend.
            let p = product(a[3], b[3]);
            if tame_value(p) {
                prop_assert!(tame(mul(a[3], b[3])));
                prop_assert_eq!(mad_product(c[0], c[1], p), mad(c[0], c[1], mul(a[3], b[3])));
            } else {
                prop_assert!(!tame(mul(a[3], b[3])));
            }
            let z = [0.0; 4];
            for (op, fast) in [
                (DotOp::Dp3, dot::<3>(a, b)),
                (DotOp::Dp4, dot::<4>(a, b)),
                (DotOp::Dph, dot::<5>(a, b)),
            ] {
                prop_assert_eq!(fast, ops::dot::dot_steps::<Float24>(rule, op, fa, fb, z).to_bits());
                prop_assert_eq!(fast, ops::dot::dot::<Float24>(rule, op, fa, fb, z).to_bits());
            }
        }
    }
}
