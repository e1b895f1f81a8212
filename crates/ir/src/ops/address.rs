//! Address register loads: ARL (floor), ARR (round half to even), MOVA
//! (truncate), ARA, and the ISA's range clamp, as scalar functions: thin
//! wrappers over [`super::float::address`] instantiated with [`Scalar`].

use super::emit::Scalar;
use super::float::{AddressOp, address as f};
use super::ieee32::Ieee;

#[inline(always)]
fn s() -> Scalar<Ieee> {
    Scalar::new()
}

/// ARL (NV_vertex_program2 §2.14.3.4, TGSI §1.1.1): floor(x) as an integer.
#[inline]
pub fn arl(x: f32) -> i32 {
    f::load(&mut s(), AddressOp::Arl, x) as i32
}

/// ARR (§2.14.3.5): the nearest integer, ties to even.
#[inline]
pub fn arr(x: f32) -> i32 {
    f::load(&mut s(), AddressOp::Arr, x) as i32
}

/// PICA200 MOVA (0x12): truncation.
#[inline]
pub fn mova(x: f32) -> i32 {
    f::load(&mut s(), AddressOp::Mova, x) as i32
}

/// UARL (Mesa's TGSI "Integer ISA"): the source word is already the
/// signed integer address.
#[inline]
pub fn uarl(word: u32) -> i32 {
    word as i32
}

/// The address load of `op` for one component: ARL, ARR or MOVA.
#[inline]
pub fn load(op: AddressOp, x: f32) -> i32 {
    f::load(&mut s(), op, x) as i32
}

/// ARA (§2.14.3.3): [`f::ara`].
#[inline]
pub fn ara(a: [i32; 4]) -> [i32; 4] {
    f::ara(&mut s(), a.map(|v| v as u32)).map(|v| v as i32)
}

/// The ISA's address range: [`f::clamp`].
#[inline]
pub fn clamp(range: Option<(i32, i32)>, v: i32) -> i32 {
    f::clamp(&mut s(), range, v as u32) as i32
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
        assert_eq!(load(AddressOp::Arl, -0.5), -1);
        assert_eq!(load(AddressOp::Mova, -0.5), 0);
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
