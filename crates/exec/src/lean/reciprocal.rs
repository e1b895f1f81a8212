//! Float24 RCP and RSQ by table, for positive normal float24 operands.
//!
//! The definitions (`shasm_ir::ops::transcendental::{rcp, rsq}`, model
//! `Float24`) compute `1 / x` and `1 / sqrt(x)` in f64 (each operation
//! rounded to nearest) and round the result with `Float24::round`. For a
//! positive float24 operand `x = f * 2^k` (f in [1, 2), 16 mantissa bits),
//! scaling by a power of two commutes with every step as long as nothing
//! leaves the normal ranges of f64 and float24:
//!
//! * RCP: `1 / x = (1 / f) * 2^-k`; the f64 quotient of `1` by `f * 2^k`
//!   is the f64 quotient by `f` times `2^-k` exactly (f64 has no
//!   subnormals or overflow near these magnitudes), and the float24
//!   mantissa rounding of a value times `2^-k` is the rounding times
//!   `2^-k`. So a table of the definition's results for `f` in [1, 2)
//!   (2^16 entries), scaled, gives the definition's words.
//! * RSQ: `x = g * 2^(2j)` with g in [1, 4) (f or 2f, by the parity of
//!   k); `sqrt(x) = sqrt(g) * 2^j` exactly, so `1 / sqrt(x)` is the
//!   definition at g times `2^-j`: a table for g in [1, 4) (2^17 entries).
//!
//! Ranges: operands in [2^-62, 2^62) (RCP) or [2^-62, 2^64) (RSQ) give
//! results in (2^-62, 2^62] or (2^-32, 2^31], normal float24 values, so
//! the definition's range rounding is the identity there as in the table's
//! [1, 4) (results in (1/2, 1]). Other operands (zero, negative, out of
//! range, NaN, infinity, or a word with more than float24's 16 mantissa
//! bits) return `None` and take the definition.
//!
//! The tables are the definition's own results, computed on first use;
//! `tables_match_the_definitions` checks every table entry's scaling over
//! a stride of all float24 words, and the ignored
//! `exhaustive_over_every_float24_word` checks all of them.

use shasm_ir::RsqInput;
use shasm_ir::ops::Float24;
use shasm_ir::ops::transcendental as tr;
use std::sync::OnceLock;

/// f32 biased exponent of 2^-62, float24's smallest normal.
const LOW_EXP: u32 = 127 - 62;
/// f32 biased exponents of the largest RCP and RSQ operands handled.
const RCP_HIGH_EXP: u32 = 127 + 61;
const RSQ_HIGH_EXP: u32 = 127 + 63;
/// Mantissa bits below float24's 16 (zero in a float24 value).
const BELOW_F24: u32 = 0x7F;

/// RCP of `word` if it is a positive normal float24 in [2^-62, 2^62).
#[inline(always)]
pub(super) fn rcp(word: u32) -> Option<u32> {
    let exp = word >> 23;
    if !(LOW_EXP..=RCP_HIGH_EXP).contains(&exp) || word & BELOW_F24 != 0 {
        return None;
    }
    let table = RCP_TABLE.get_or_init(rcp_table);
    let entry = *table.get(((word >> 7) & 0xFFFF) as usize)?;
    // The entry is for exponent 127 (k = 0); the result's exponent moves
    // down by k = exp - 127.
    Some(entry.wrapping_sub((exp.wrapping_sub(127)) << 23))
}

/// RSQ of `word` if it is a positive normal float24 in [2^-62, 2^64).
#[inline(always)]
pub(super) fn rsq(word: u32) -> Option<u32> {
    let exp = word >> 23;
    if !(LOW_EXP..=RSQ_HIGH_EXP).contains(&exp) || word & BELOW_F24 != 0 {
        return None;
    }
    let table = RSQ_TABLE.get_or_init(rsq_table);
    // Index: the exponent's low bit and the 16 mantissa bits. An odd
    // biased exponent is an even k: g = f (entry at exponent 127); an even
    // one an odd k: g = 2f (entry at exponent 128).
    let entry = *table.get(((word >> 7) & 0x1_FFFF) as usize)?;
    let base = if exp & 1 == 1 { 127 } else { 128 };
    // x = g * 2^(2j) with 2j = exp - base (even, possibly negative).
    let j = (exp.wrapping_sub(base) as i32) >> 1;
    Some(entry.wrapping_sub((j as u32) << 23))
}

static RCP_TABLE: OnceLock<Vec<u32>> = OnceLock::new();
static RSQ_TABLE: OnceLock<Vec<u32>> = OnceLock::new();

/// The definition at `f = 1.m` for every 16-bit mantissa m.
fn rcp_table() -> Vec<u32> {
    (0..1u32 << 16)
        .map(|m| tr::rcp::<Float24>(f32::from_bits((127 << 23) | (m << 7))).to_bits())
        .collect()
}

/// The definition at g in [1, 4): index bit 16 set is exponent 127 (g =
/// f), clear is exponent 128 (g = 2f), as the operand's exponent bit.
fn rsq_table() -> Vec<u32> {
    (0..1u32 << 17)
        .map(|i| {
            let exp = if i & 0x1_0000 != 0 { 127 } else { 128 };
            let g = f32::from_bits((exp << 23) | ((i & 0xFFFF) << 7));
            tr::rsq::<Float24>(RsqInput::Signed, g).to_bits()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shasm_ir::ops::Model;

    fn rcp_def(w: u32) -> u32 {
        tr::rcp::<Float24>(Float24::input(f32::from_bits(w))).to_bits()
    }

    fn rsq_def(w: u32, rule: RsqInput) -> u32 {
        tr::rsq::<Float24>(rule, Float24::input(f32::from_bits(w))).to_bits()
    }

    /// Every float24 word (16 mantissa bits, both signs, every f32
    /// exponent) whose index is a multiple of `stride`, and a few that are
    /// not float24 values: the fast paths give the definition's word or
    /// decline.
    fn check(stride: usize) {
        let words = (0..1u32 << 25)
            .step_by(stride)
            .map(|i| ((i >> 24) << 31) | ((i & 0xFF_FFFF) << 7));
        for w in words.chain([1, 0x3F80_0001, 0x3F80_0040, 0x7F80_0001, 0x8000_0000]) {
            if let Some(r) = rcp(w) {
                assert_eq!(r, rcp_def(w), "rcp {w:#010x}");
            }
            if let Some(r) = rsq(w) {
                assert_eq!(r, rsq_def(w, RsqInput::Signed), "rsq {w:#010x}");
                // Positive operands: both RSQ rules agree.
                assert_eq!(r, rsq_def(w, RsqInput::Absolute), "rsq {w:#010x}");
            }
        }
    }

    #[test]
    fn tables_match_the_definitions() {
        // A stride coprime to 2^16 visits every mantissa and exponent.
        check(257);
    }

    #[test]
    fn the_fast_paths_cover_their_ranges_and_decline_the_rest() {
        let f = |x: f32| x.to_bits();
        assert_eq!(rcp(f(4.0)), Some(f(0.25)));
        assert_eq!(rsq(f(4.0)), Some(f(0.5)));
        assert_eq!(rsq(f(0.25)), Some(f(2.0)));
        assert!(rcp(f(2f32.powi(-62))).is_some() && rsq(f(2f32.powi(-62))).is_some());
        assert!(rcp(f(2f32.powi(62))).is_none());
        assert!(rsq(f(2f32.powi(63))).is_some() && rsq(f(2f32.powi(64))).is_none());
        for w in [
            0,
            0x8000_0000,
            f(-4.0),
            f(f32::INFINITY),
            f(f32::NAN),
            f(1e-20),
        ] {
            assert_eq!((rcp(w), rsq(w)), (None, None), "{w:#010x}");
        }
        // More mantissa bits than float24 holds: the definition rounds the
        // operand's exact value, which no table entry is.
        assert_eq!((rcp(0x3F80_0001), rsq(0x3F80_0001)), (None, None));
    }

    /// Every float24 word. Too slow for a debug build; run it with
    /// `cargo test --release -p shasm-exec exhaustive -- --ignored`.
    #[test]
    #[ignore]
    fn exhaustive_over_every_float24_word() {
        check(1);
    }
}
