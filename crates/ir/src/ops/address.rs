//! Address register loads: ARL (floor), ARR (round half to even), MOVA
//! (truncate), ARA, and the ISA's range clamp.

use crate::Opcode;

/// ARL (NV_vertex_program2 §2.14.3.4, TGSI §1.1.1): floor(x) as an integer.
/// NaN gives 0 and out-of-range values saturate (notes §10 #5); the
/// [`clamp`] then applies the ISA's range.
#[inline]
pub fn arl(x: f32) -> i32 {
    x.floor() as i32
}

/// ARR (§2.14.3.5): "the nearest integer ... If the fractional portion of
/// `<x>` is 0.5, round(x) selects the nearest even integer".
#[inline]
pub fn arr(x: f32) -> i32 {
    x.round_ties_even() as i32
}

/// PICA200 MOVA (0x12): "casts the float value ... to an integer
/// (truncating the fractional part)".
#[inline]
pub fn mova(x: f32) -> i32 {
    x.trunc() as i32
}

/// UARL (Mesa's TGSI "Integer ISA"): the source word is already the
/// signed integer address.
#[inline]
pub fn uarl(word: u32) -> i32 {
    word as i32
}

/// The address load of `op` (ARL, ARR or MOVA) for one component.
#[inline]
pub fn load(op: Opcode, x: f32) -> i32 {
    match op {
        Opcode::Arl => arl(x),
        Opcode::Arr => arr(x),
        _ => mova(x),
    }
}

/// ARA (§2.14.3.3): (x+z, y+w, x+z, y+w) of an address register
/// (saturating; the clamp then applies).
#[inline]
pub fn ara(a: [i32; 4]) -> [i32; 4] {
    let xz = a[0].saturating_add(a[2]);
    let yw = a[1].saturating_add(a[3]);
    [xz, yw, xz, yw]
}

/// The ISA's address range (NV_vertex_program2: [-512, 511]); `None` is
/// unclamped.
#[inline]
pub fn clamp(range: Option<(i32, i32)>, v: i32) -> i32 {
    match range {
        Some((lo, hi)) => v.clamp(lo, hi),
        None => v,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floor_round_and_truncate_differ_on_negatives_and_halves() {
        assert_eq!(arl(-1.5), -2);
        assert_eq!(arl(-0.25), -1);
        assert_eq!(arl(2.75), 2);
        assert_eq!(arr(2.5), 2);
        assert_eq!(arr(3.5), 4);
        assert_eq!(arr(-2.5), -2);
        assert_eq!(arr(-2.75), -3);
        // PICA200 MOVA truncates: -1.5 -> -1, -0.25 -> 0.
        assert_eq!(mova(-1.5), -1);
        assert_eq!(mova(-0.25), 0);
        assert_eq!(mova(2.75), 2);
        assert_eq!(load(Opcode::Arl, -0.5), -1);
        assert_eq!(load(Opcode::Mova, -0.5), 0);
    }

    #[test]
    fn special_values_and_clamps() {
        // floor(-0) = -0 -> integer 0; NaN -> 0; infinities saturate.
        assert_eq!(arl(-0.0), 0);
        assert_eq!(arl(f32::NAN), 0);
        assert_eq!(arl(f32::INFINITY), i32::MAX);
        assert_eq!(mova(f32::NEG_INFINITY), i32::MIN);
        // §2.14.3.4: clamped to [-512, +511].
        let nv = Some((-512, 511));
        assert_eq!(clamp(nv, arl(1e9)), 511);
        assert_eq!(clamp(nv, arl(-600.5)), -512);
        assert_eq!(clamp(None, 1000), 1000);
        assert_eq!(ara([1, 2, 3, 4]), [4, 6, 4, 6]);
        assert_eq!(ara([i32::MAX, 0, 1, 0])[0], i32::MAX);
    }
}
