//! Operand rules: how a source operand is read, before the op's
//! composition sees it. Generic over the emitter where they compute; the
//! reference interpreter evaluates them with [`Scalar`](super::Scalar).
//!
//! A source is read in four steps: the register (directly, or relative to
//! an address register: [`relative_index`], with the ISA's rule for an
//! index outside the file, [`outside_word`]), the swizzle ([`swizzle`]),
//! the absolute value and negation as bit operations on the word
//! ([`modifier_masks`], [`modify`]), and the model's input conversion
//! ([`input`]). Raw reads (moves, PICA200 MIN/MAX and CMP, kills, packs)
//! skip the last step.

use super::emit::Emit;
use crate::RelativeRule;

/// The word of 1.0, what a PICA200 relative read past the constants gives.
const ONE: u32 = 0x3F80_0000;

/// The masks of a source's modifiers: the word is `(w & clear) ^ flip`.
/// `|x|` clears the sign bit, `-x` flips it, `-|x|` does both (every ISA:
/// NV_vertex_program2 §2.14.1.8, NV_fragment_program §3.11.4.3, TGSI
/// source modifiers, PICA200 operand descriptors); NaN payloads are kept.
#[inline(always)]
pub const fn modifier_masks(abs: bool, negate: bool) -> (u32, u32) {
    (
        if abs { 0x7FFF_FFFF } else { !0 },
        if negate { 0x8000_0000 } else { 0 },
    )
}

/// A word through its modifiers ([`modifier_masks`]).
#[inline(always)]
pub fn modify<E: Emit>(e: &mut E, w: E::I, clear: u32, flip: u32) -> E::I {
    let c = e.int(clear);
    let f = e.int(flip);
    let v = e.iand(w, c);
    e.ixor(v, f)
}

/// The swizzle: component `i` of the operand is component `sw[i] & 3` of
/// the register.
#[inline(always)]
pub fn swizzle<T: Copy>(v: [T; 4], sw: [u8; 4]) -> [T; 4] {
    sw.map(|c| v[usize::from(c & 3)])
}

/// A float operand as the model reads it: [`Emit::input`] of the word.
#[inline(always)]
pub fn input<E: Emit>(e: &mut E, w: E::I) -> E::F {
    let x = e.bits_to_float(w);
    e.input(x)
}

/// The register index of a relative read, `offset + address`, and whether
/// it is outside a file of `file_size` registers.
///
/// - [`RelativeRule::Zero`]: the sum as it is; outside when negative or
///   past the file (NV_vertex_program2 notes §10 #3; TGSI leaves it
///   undefined).
/// - [`RelativeRule::Pica`] (PICA200 "Relative addressing", constant
///   registers): an address outside [-128, 127] is not applied; the sum is
///   masked with 0x7F; outside when past the file.
///
/// The index is meaningful only when not outside.
#[inline(always)]
pub fn relative_index<E: Emit>(
    e: &mut E,
    rule: RelativeRule,
    offset: i32,
    address: E::I,
    file_size: u32,
) -> (E::I, E::B) {
    let off = e.int(offset as u32);
    let size = e.int(file_size);
    match rule {
        RelativeRule::Zero => {
            let sum = e.iadd(off, address);
            // A sum that overflowed 32 bits is far outside.
            let x = e.ixor(off, sum);
            let y = e.ixor(address, sum);
            let both = e.iand(x, y);
            let zero = e.int(0);
            let overflow = e.ilt(both, zero);
            // Negative sums are huge as unsigned words.
            let inside = e.ult(sum, size);
            let outside = e.not(inside);
            let outside = e.or(outside, overflow);
            (sum, outside)
        }
        RelativeRule::Pica => {
            let lo = e.int(-128i32 as u32);
            let hi = e.int(127);
            let below = e.ilt(address, lo);
            let above = e.ilt(hi, address);
            let ignored = e.or(below, above);
            let zero = e.int(0);
            let a = e.select_int(ignored, zero, address);
            let sum = e.iadd(off, a);
            let mask = e.int(0x7F);
            let i = e.iand(sum, mask);
            let inside = e.ult(i, size);
            let outside = e.not(inside);
            (i, outside)
        }
    }
}

/// What each component of a relative read outside the file reads, before
/// the source's swizzle and modifiers (which still apply): (0, 0, 0, 0)
/// under [`RelativeRule::Zero`], (1, 1, 1, 1) under [`RelativeRule::Pica`]
/// ("indices above the 96 constants read (1, 1, 1, 1)").
#[inline(always)]
pub const fn outside_word(rule: RelativeRule) -> u32 {
    match rule {
        RelativeRule::Zero => 0,
        RelativeRule::Pica => ONE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::{Ieee, Scalar};

    fn rel(rule: RelativeRule, offset: i32, address: i32, size: u32) -> Option<u32> {
        let (i, outside) = relative_index(
            &mut Scalar::<Ieee>::new(),
            rule,
            offset,
            address as u32,
            size,
        );
        (!outside).then_some(i)
    }

    #[test]
    fn relative_reads_outside_the_file() {
        // NV_vertex_program2 notes §10 #3: outside reads (0, 0, 0, 0).
        let z = RelativeRule::Zero;
        assert_eq!(rel(z, 2, 3, 96), Some(5));
        assert_eq!(rel(z, 2, -3, 96), None);
        assert_eq!(rel(z, 2, 94, 96), None);
        assert_eq!(rel(z, 0, 95, 96), Some(95));
        // No wrap-around: i32::MAX + 1 is not a small index.
        assert_eq!(rel(z, 1, i32::MAX, 96), None);
        assert_eq!(rel(z, -1, i32::MIN, 96), None);
        assert_eq!(outside_word(z), 0);
    }

    #[test]
    fn pica_relative_addressing() {
        // PICA200 "Relative addressing": an offset outside the byte range
        // is not applied; the sum is masked by 0x7F; above 95: (1, 1, 1, 1).
        let p = RelativeRule::Pica;
        assert_eq!(rel(p, 10, 5, 96), Some(15));
        assert_eq!(rel(p, 10, 128, 96), Some(10));
        assert_eq!(rel(p, 10, -129, 96), Some(10));
        // -128 is applied: 10 - 128 = -118, masked by 0x7F: 10.
        assert_eq!(rel(p, 10, -128, 96), Some(10));
        assert_eq!(rel(p, 10, -5, 96), Some(5));
        assert_eq!(rel(p, 0, -1, 96), None); // 0x7F = 127 > 95
        assert_eq!(rel(p, 90, 10, 96), None); // 100
        assert_eq!(rel(p, 120, 10, 96), Some(2)); // 130 & 0x7F
        assert_eq!(outside_word(p), 0x3F80_0000);
    }

    #[test]
    fn modifiers_are_bit_operations() {
        let e = &mut Scalar::<Ieee>::new();
        let (c, f) = modifier_masks(true, true);
        assert_eq!(modify(e, 0x3F80_0000, c, f), 0xBF80_0000);
        let (c, f) = modifier_masks(false, true);
        // -(+0) = -0 and a NaN's payload survives negation.
        assert_eq!(modify(e, 0, c, f), 0x8000_0000);
        assert_eq!(modify(e, 0x7FC0_1234, c, f), 0xFFC0_1234);
        let (c, f) = modifier_masks(true, false);
        assert_eq!(modify(e, 0xFF80_0000, c, f), 0x7F80_0000);
        assert_eq!(swizzle([1, 2, 3, 4], [3, 3, 0, 5]), [4, 4, 1, 2]);
    }
}
