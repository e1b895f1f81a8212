//! The scalar entry points by [`Opcode`]: each converts the opcode to its
//! closed op set and evaluates the composition of [`super::float`] in the
//! scalar instance ([`Scalar`]). The [`Semantics`] switches pick the ISA's
//! variant of a rule.

use super::Model;
use super::dot;
use super::emit::Scalar;
use super::float::{self, ComponentOp, DotOp, NotFloatOp, ScalarOp, VectorOp};
use crate::{ExtComponent, ExtSel, Opcode, Semantics};

/// Ops whose result components are computed independently from the same
/// components of their operands (DIV's callers pass `b.x` as `b`): the
/// composition [`float::componentwise`] in the scalar instance. An opcode
/// outside [`ComponentOp`] is an error; callers that hold the typed op
/// call [`float::componentwise`] directly.
#[inline(always)]
pub fn componentwise<M: Model>(
    sem: &Semantics,
    op: Opcode,
    a: f32,
    b: f32,
    c: f32,
) -> Result<f32, NotFloatOp> {
    let op = ComponentOp::try_from(op)?;
    Ok(float::componentwise(
        &mut Scalar::<M>::new(),
        sem,
        op,
        a,
        b,
        c,
    ))
}

/// Ops with a scalar result, replicated (after [`Opcode::is_replicating`]):
/// functions of `a.x` (and `b.x` for POW): [`float::scalar`]. An opcode
/// outside [`ScalarOp`] is an error.
#[inline(always)]
pub fn scalar<M: Model>(sem: &Semantics, op: Opcode, a: f32, b: f32) -> Result<f32, NotFloatOp> {
    let op = ScalarOp::try_from(op)?;
    Ok(float::scalar(&mut Scalar::<M>::new(), sem, op, a, b))
}

/// DP2, DP2A, DP3, DP4, DPH: one value, replicated by the caller
/// ([`dot::dot`], the composition computed faster). An opcode outside
/// [`DotOp`] is an error.
#[inline(always)]
pub fn dot_product<M: Model>(
    sem: &Semantics,
    op: Opcode,
    a: [f32; 4],
    b: [f32; 4],
    c: [f32; 4],
) -> Result<f32, NotFloatOp> {
    let op = DotOp::try_from(op)?;
    Ok(dot::dot::<M>(sem.zero_times_inf, op, a, b, c))
}

/// Ops whose result components each have their own formula:
/// [`float::vector()`]. An opcode outside [`VectorOp`] is an error.
pub fn special<M: Model>(
    sem: &Semantics,
    op: Opcode,
    a: [f32; 4],
    b: [f32; 4],
    c: [f32; 4],
) -> Result<[f32; 4], NotFloatOp> {
    let op = VectorOp::try_from(op)?;
    Ok(float::vector(&mut Scalar::<M>::new(), sem, op, a, b, c))
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
        assert!(
            componentwise::<Ieee>(&t, Opcode::Mul, inf, 0.0, 0.0)
                .unwrap()
                .is_nan()
        );
        assert_eq!(
            componentwise::<Float24>(&p, Opcode::Mul, inf, 0.0, 0.0).unwrap(),
            0.0
        );
        // SGE with NaN.
        assert_eq!(
            componentwise::<Ieee>(&t, Opcode::Sge, nan, 0.0, 0.0).unwrap(),
            0.0
        );
        assert!(
            componentwise::<IeeeFtz>(&v, Opcode::Sge, nan, 0.0, 0.0)
                .unwrap()
                .is_nan()
        );
        // MAX with NaN first.
        assert_eq!(
            componentwise::<Ieee>(&t, Opcode::Max, nan, 1.0, 0.0).unwrap(),
            1.0
        );
        assert!(
            componentwise::<IeeeFtz>(&v, Opcode::Max, nan, 1.0, 0.0)
                .unwrap()
                .is_nan()
        );
        assert_eq!(
            componentwise::<Float24>(&p, Opcode::Max, nan, 1.0, 0.0).unwrap(),
            1.0
        );
        // RSQ of a negative number.
        assert_eq!(scalar::<Ieee>(&t, Opcode::Rsq, -4.0, 0.0).unwrap(), 0.5);
        assert!(
            scalar::<IeeeFtz>(&v, Opcode::Rsq, -4.0, 0.0)
                .unwrap()
                .is_nan()
        );
        // POW(0, 0).
        assert_eq!(scalar::<Ieee>(&t, Opcode::Pow, 0.0, 0.0).unwrap(), 1.0);
        assert!(
            scalar::<IeeeFtz>(&v, Opcode::Pow, 0.0, 0.0)
                .unwrap()
                .is_nan()
        );
        assert_eq!(
            special::<Ieee>(&t, Opcode::Scs, [0.0; 4], [0.0; 4], [0.0; 4]).unwrap(),
            [1.0, 0.0, 0.0, 0.0]
        );
    }

    #[test]
    fn an_opcode_outside_the_set_is_an_error() {
        let t = Semantics::tgsi();
        assert_eq!(
            componentwise::<Ieee>(&t, Opcode::Rcp, 1.0, 0.0, 0.0),
            Err(NotFloatOp(Opcode::Rcp))
        );
        assert_eq!(
            scalar::<Ieee>(&t, Opcode::Add, 1.0, 0.0),
            Err(NotFloatOp(Opcode::Add))
        );
        assert!(dot_product::<Ieee>(&t, Opcode::Xpd, [0.0; 4], [0.0; 4], [0.0; 4]).is_err());
        assert!(special::<Ieee>(&t, Opcode::I2f, [0.0; 4], [0.0; 4], [0.0; 4]).is_err());
        assert_eq!(
            dot_product::<Ieee>(&t, Opcode::Dp3, [1.0; 4], [2.0; 4], [0.0; 4]),
            Ok(6.0)
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
