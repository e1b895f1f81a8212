//! Each op's definition, selected by [`Opcode`]: the compositions of the
//! primitives that an interpreter evaluates per component. The
//! [`Semantics`] switches pick the ISA's variant of a primitive.

use super::Model;
use super::{arith, compare, dot, transcendental as tr};
use crate::{ExtComponent, ExtSel, Opcode, Semantics};

/// Ops whose result components are computed independently from the same
/// components of their operands (DIV's callers pass `b.x` as `b`).
#[inline(always)]
pub fn componentwise<M: Model>(sem: &Semantics, op: Opcode, a: f32, b: f32, c: f32) -> f32 {
    let rule = sem.zero_times_inf;
    match op {
        Opcode::Add => arith::add::<M>(a, b),
        Opcode::Sub => arith::sub::<M>(a, b),
        Opcode::Mul => arith::mul::<M>(rule, a, b),
        Opcode::Mad => arith::mad::<M>(rule, a, b, c),
        Opcode::Lrp => arith::lrp::<M>(rule, a, b, c),
        Opcode::Lerp => arith::lerp::<M>(rule, a, b, c),
        Opcode::Cnd => compare::cnd(a, b, c),
        Opcode::Cnd0 => compare::cnd0(a, b, c),
        Opcode::Cmp => compare::cmp(a, b, c),
        Opcode::Min => compare::min(sem.min_max, a, b),
        Opcode::Max => compare::max(sem.min_max, a, b),
        Opcode::Slt
        | Opcode::Sge
        | Opcode::Seq
        | Opcode::Sgt
        | Opcode::Sle
        | Opcode::Sne
        | Opcode::Sfl
        | Opcode::Str => compare::set_on(sem.set_on_nan, op, a, b),
        Opcode::Flr => arith::flr::<M>(a),
        Opcode::Frc if sem.frc_below_one => arith::frc_below_one::<M>(a),
        Opcode::Frc => arith::frc::<M>(a),
        Opcode::Ceil => arith::ceil::<M>(a),
        Opcode::Trunc => arith::trunc::<M>(a),
        Opcode::Round => arith::round::<M>(a),
        Opcode::Ssg => arith::ssg(a),
        Opcode::Abs => arith::abs::<M>(a),
        Opcode::Mov => arith::mov::<M>(a),
        Opcode::Div => arith::div::<M>(a, b),
        _ => f32::NAN,
    }
}

/// Ops with a scalar result, replicated (after [`Opcode::is_replicating`]):
/// functions of `a.x` (and `b.x` for POW).
#[inline(always)]
pub fn scalar<M: Model>(sem: &Semantics, op: Opcode, a: f32, b: f32) -> f32 {
    match op {
        Opcode::Rcp => tr::rcp::<M>(a),
        Opcode::Rcc => tr::rcc::<M>(a),
        Opcode::Rsq => tr::rsq::<M>(sem.rsq, a),
        Opcode::Ex2 => tr::ex2::<M>(a),
        Opcode::Lg2 => tr::lg2::<M>(a),
        Opcode::Cos => tr::cos::<M>(a),
        Opcode::Sin => tr::sin::<M>(a),
        Opcode::Pow => tr::pow::<M>(sem.pow, a, b),
        _ => f32::NAN,
    }
}

/// DP2, DP2A, DP3, DP4, DPH: one value, replicated by the caller.
#[inline(always)]
pub fn dot_product<M: Model>(
    sem: &Semantics,
    op: Opcode,
    a: [f32; 4],
    b: [f32; 4],
    c: [f32; 4],
) -> f32 {
    dot::dot::<M>(sem.zero_times_inf, op, a, b, c)
}

/// Ops whose result components each have their own formula.
pub fn special<M: Model>(
    sem: &Semantics,
    op: Opcode,
    a: [f32; 4],
    b: [f32; 4],
    c: [f32; 4],
) -> [f32; 4] {
    let rule = sem.zero_times_inf;
    match op {
        Opcode::Exp => tr::exp::<M>(a[0]),
        Opcode::Log => tr::log::<M>(sem.log, a[0]),
        Opcode::Lit => tr::lit::<M>(sem, a),
        Opcode::Dst => dot::dst::<M>(rule, a, b),
        Opcode::X2d => dot::x2d::<M>(rule, a, b, c),
        Opcode::Rfl => dot::rfl::<M>(rule, a, b),
        Opcode::Xpd => dot::xpd::<M>(rule, a, b),
        // TGSI SCS: (cos, sin, 0, 0).
        Opcode::Scs => [tr::cos::<M>(a[0]), tr::sin::<M>(a[0]), 0.0, 0.0],
        Opcode::Nrm => dot::nrm::<M>(sem, a),
        _ => [f32::NAN; 4],
    }
}

/// ARB extended swizzle: each component a source component, 0 or 1,
/// optionally negated.
pub fn ext_swizzle(a: [f32; 4], comps: &[ExtComponent; 4]) -> [f32; 4] {
    comps.map(|c| {
        let v = match c.sel {
            ExtSel::Component(k) => a[k as usize & 3],
            ExtSel::Zero => 0.0,
            ExtSel::One => 1.0,
        };
        if c.negate { -v } else { v }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::{Float24, Ieee, IeeeFtz};

    #[test]
    fn the_switches_select_each_isa_rule() {
        let inf = f32::INFINITY;
        let nan = f32::NAN;
        let (t, v, p) = (Semantics::tgsi(), Semantics::nv_vertex(), Semantics::pica());
        // MUL with 0 * inf.
        assert!(componentwise::<Ieee>(&t, Opcode::Mul, inf, 0.0, 0.0).is_nan());
        assert_eq!(
            componentwise::<Float24>(&p, Opcode::Mul, inf, 0.0, 0.0),
            0.0
        );
        // SGE with NaN.
        assert_eq!(componentwise::<Ieee>(&t, Opcode::Sge, nan, 0.0, 0.0), 0.0);
        assert!(componentwise::<IeeeFtz>(&v, Opcode::Sge, nan, 0.0, 0.0).is_nan());
        // MAX with NaN first.
        assert_eq!(componentwise::<Ieee>(&t, Opcode::Max, nan, 1.0, 0.0), 1.0);
        assert!(componentwise::<IeeeFtz>(&v, Opcode::Max, nan, 1.0, 0.0).is_nan());
        assert_eq!(
            componentwise::<Float24>(&p, Opcode::Max, nan, 1.0, 0.0),
            1.0
        );
        // RSQ of a negative number.
        assert_eq!(scalar::<Ieee>(&t, Opcode::Rsq, -4.0, 0.0), 0.5);
        assert!(scalar::<IeeeFtz>(&v, Opcode::Rsq, -4.0, 0.0).is_nan());
        // POW(0, 0).
        assert_eq!(scalar::<Ieee>(&t, Opcode::Pow, 0.0, 0.0), 1.0);
        assert!(scalar::<IeeeFtz>(&v, Opcode::Pow, 0.0, 0.0).is_nan());
        assert_eq!(
            special::<Ieee>(&t, Opcode::Scs, [0.0; 4], [0.0; 4], [0.0; 4]),
            [1.0, 0.0, 0.0, 0.0]
        );
    }

    #[test]
    fn extended_swizzle() {
        let c = |sel, negate| ExtComponent { sel, negate };
        let comps = [
            c(ExtSel::Component(2), false),
            c(ExtSel::Zero, true),
            c(ExtSel::One, true),
            c(ExtSel::Component(0), true),
        ];
        let r = ext_swizzle([1.0, 2.0, 3.0, 4.0], &comps);
        assert_eq!(r[0], 3.0);
        assert_eq!(r[1].to_bits(), 0x8000_0000);
        assert_eq!(r[2], -1.0);
        assert_eq!(r[3], -1.0);
    }
}
