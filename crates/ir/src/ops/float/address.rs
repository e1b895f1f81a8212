//! Address register loads over an emitter: ARL (floor), ARR (round half
//! to even), MOVA (truncate), ARA, and the ISA's range clamp.

use super::AddressOp;
use crate::ops::emit::Emit;

/// The address load of `op` for one component: ARL floor(x)
/// (NV_vertex_program2 §2.14.3.4, TGSI §1.1.1), ARR the nearest integer,
/// ties to even (§2.14.3.5), MOVA truncation (PICA200 0x12: "truncating
/// the fractional part"). NaN gives 0 and out-of-range values saturate
/// (notes §10 #5); [`clamp`] then applies the ISA's range.
#[inline]
pub fn load<E: Emit>(e: &mut E, op: AddressOp, x: E::F) -> E::I {
    let v = match op {
        AddressOp::Arl => e.floor(x),
        AddressOp::Arr => e.round_even(x),
        AddressOp::Mova => x,
    };
    e.float_to_int(v)
}

/// `a + b` saturating at `i32::MIN`/`i32::MAX`.
fn add_saturating<E: Emit>(e: &mut E, a: E::I, b: E::I) -> E::I {
    let sum = e.iadd(a, b);
    // Overflow: both operands' signs differ from the sum's.
    let x = e.ixor(a, sum);
    let y = e.ixor(b, sum);
    let both = e.iand(x, y);
    let zero = e.int(0);
    let overflow = e.ilt(both, zero);
    let a_neg = e.ilt(a, zero);
    let lo = e.int(i32::MIN as u32);
    let hi = e.int(i32::MAX as u32);
    let limit = e.select_int(a_neg, lo, hi);
    e.select_int(overflow, limit, sum)
}

/// ARA (§2.14.3.3): (x+z, y+w, x+z, y+w) of an address register
/// (saturating; the clamp then applies).
#[inline]
pub fn ara<E: Emit>(e: &mut E, a: [E::I; 4]) -> [E::I; 4] {
    let xz = add_saturating(e, a[0], a[2]);
    let yw = add_saturating(e, a[1], a[3]);
    [xz, yw, xz, yw]
}

/// The ISA's address range (NV_vertex_program2: [-512, 511]); `None` is
/// unclamped. `lo <= hi`.
#[inline]
pub fn clamp<E: Emit>(e: &mut E, range: Option<(i32, i32)>, v: E::I) -> E::I {
    let Some((lo, hi)) = range else { return v };
    let l = e.int(lo as u32);
    let h = e.int(hi as u32);
    let above = e.ilt(h, v);
    let r = e.select_int(above, h, v);
    let below = e.ilt(v, l);
    e.select_int(below, l, r)
}
