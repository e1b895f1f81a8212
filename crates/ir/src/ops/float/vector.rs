//! Ops that combine components: DP2, DP2A, DP3, DP4, DPH, DST, X2D, RFL,
//! XPD, NRM, SCS, over an emitter.
//!
//! Each product is rounded, then the sum is accumulated left to right with
//! each partial sum rounded: ((a.x*b.x + a.y*b.y) + a.z*b.z) + a.w*b.w
//! (NV_vertex_program2 §2.14.3.9-11 pseudo-code order; the PICA200's DP/MAD
//! are "not an FMA, the intermediate result is rounded"). The `0 * inf`
//! rule applies to every product (PICA200: "including inside ... DP4").

use super::DotOp;
use super::transcendental::rsq;
use crate::ops::emit::Emit;
use crate::{Semantics, ZeroTimesInf};

/// The dot products: DP3, DP4, DPH (`a.xyz · b.xyz + b.w`, a.w taken as
/// 1: NV_vertex_program2 §2.14.3.11, PICA200 0x03), DP2 and DP2A
/// (`+ c.x`, TGSI DOT2ADD §1.2.7).
#[inline(always)]
pub fn dot<E: Emit>(
    e: &mut E,
    rule: ZeroTimesInf,
    op: DotOp,
    a: [E::F; 4],
    b: [E::F; 4],
    c: [E::F; 4],
) -> E::F {
    let p0 = e.mul(rule, a[0], b[0]);
    let p1 = e.mul(rule, a[1], b[1]);
    let s1 = e.add(p0, p1);
    match op {
        DotOp::Dp2 => s1,
        DotOp::Dp2a => e.add(s1, c[0]),
        DotOp::Dp3 => {
            let p2 = e.mul(rule, a[2], b[2]);
            e.add(s1, p2)
        }
        DotOp::Dph => {
            let p2 = e.mul(rule, a[2], b[2]);
            let s2 = e.add(s1, p2);
            e.add(s2, b[3])
        }
        DotOp::Dp4 => {
            let p2 = e.mul(rule, a[2], b[2]);
            let s2 = e.add(s1, p2);
            let p3 = e.mul(rule, a[3], b[3]);
            e.add(s2, p3)
        }
    }
}

/// DST (NV_vertex_program2 §2.14.3.12, PICA200 0x04): (1, a.y*b.y, a.z, b.w).
#[inline]
pub fn dst<E: Emit>(e: &mut E, rule: ZeroTimesInf, a: [E::F; 4], b: [E::F; 4]) -> [E::F; 4] {
    let one = e.float(1.0);
    let y = e.mul(rule, a[1], b[1]);
    [one, y, a[2], b[3]]
}

/// X2D (NV_fragment_program §3.11.5.45):
/// x = a.x + b.x*c.x + b.y*c.y, y = a.y + b.x*c.z + b.y*c.w; (x, y, x, y).
pub fn x2d<E: Emit>(
    e: &mut E,
    rule: ZeroTimesInf,
    a: [E::F; 4],
    b: [E::F; 4],
    c: [E::F; 4],
) -> [E::F; 4] {
    let mut row = |a: E::F, c0: E::F, c1: E::F| {
        let p = e.mul(rule, b[0], c0);
        let s = e.add(a, p);
        let q = e.mul(rule, b[1], c1);
        e.add(s, q)
    };
    let x = row(a[0], c[0], c[1]);
    let y = row(a[1], c[2], c[3]);
    [x, y, x, y]
}

/// RFL (NV_fragment_program §3.11.5.26): the reflection of `dir` about
/// `axis`, `2 * (axis·dir) / (axis·axis) * axis - dir`; w is never written
/// (0 here).
pub fn rfl<E: Emit>(e: &mut E, rule: ZeroTimesInf, axis: [E::F; 4], dir: [E::F; 4]) -> [E::F; 4] {
    let aa = dot(e, rule, DotOp::Dp3, axis, axis, axis);
    let ad = dot(e, rule, DotOp::Dp3, axis, dir, dir);
    let two = e.float(2.0);
    let twice = e.mul(rule, two, ad);
    let t = e.div(twice, aa);
    let mut comp = |i: usize| {
        let p = e.mul(rule, t, axis[i]);
        e.sub(p, dir[i])
    };
    let r = [comp(0), comp(1), comp(2)];
    let zero = e.float(0.0);
    [r[0], r[1], r[2], zero]
}

/// XPD (ARB, TGSI): the cross product; w (undefined there) is 1.
pub fn xpd<E: Emit>(e: &mut E, rule: ZeroTimesInf, a: [E::F; 4], b: [E::F; 4]) -> [E::F; 4] {
    let mut term = |i: usize, j: usize| {
        let p = e.mul(rule, a[i], b[j]);
        let q = e.mul(rule, a[j], b[i]);
        e.sub(p, q)
    };
    let r = [term(1, 2), term(2, 0), term(0, 1)];
    let one = e.float(1.0);
    [r[0], r[1], r[2], one]
}

/// NRM (TGSI): a.xyz * RSQ(a.xyz · a.xyz), w kept.
pub fn nrm<E: Emit>(e: &mut E, sem: &Semantics, a: [E::F; 4]) -> [E::F; 4] {
    let rule = sem.zero_times_inf;
    let len2 = dot(e, rule, DotOp::Dp3, a, a, a);
    let r = rsq(e, sem.rsq, len2);
    let x = e.mul(rule, a[0], r);
    let y = e.mul(rule, a[1], r);
    let z = e.mul(rule, a[2], r);
    [x, y, z, a[3]]
}

/// SCS (TGSI): (cos a.x, sin a.x, 0, 0), each rounded to the model.
pub fn scs<E: Emit>(e: &mut E, a: E::F) -> [E::F; 4] {
    let c = e.cos(a);
    let c = e.round(c);
    let s = e.sin(a);
    let s = e.round(s);
    let zero = e.float(0.0);
    [c, s, zero, zero]
}
