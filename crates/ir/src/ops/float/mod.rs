//! Every float op's composition, written once over an emitter ([`Emit`]).
//!
//! The ops come in closed sets, one per shape ([`ComponentOp`],
//! [`ScalarOp`], [`DotOp`], [`VectorOp`], [`AddressOp`]), each obtained
//! from an [`Opcode`] by a fallible conversion ([`FloatOp::try_from`]) and
//! matched exhaustively here: an op without a composition is a compile
//! error. An engine implements [`Emit`] and calls [`componentwise`],
//! [`scalar`], [`dot`], [`vector()`] (or the compositions in the submodules)
//! with its own value types; the reference interpreter's instance is
//! [`Scalar`](crate::ops::emit::Scalar).

pub mod address;
pub mod arith;
pub mod transcendental;
pub mod vector;

use crate::ops::emit::Emit;
use crate::{Opcode, Semantics};

/// The set-on family (NV_vertex_program2 §2.14.3.29-38,
/// NV_fragment_program §3.11.5.28-35, TGSI §1.1.15-16).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SetOp {
    Slt,
    Sge,
    Seq,
    Sgt,
    Sle,
    Sne,
    Sfl,
    Str,
}

/// Ops whose result components are computed independently from the same
/// components of their operands (DIV divides by `b.x`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ComponentOp {
    Add,
    Sub,
    Mul,
    Mad,
    Lrp,
    Lerp,
    Div,
    Cnd,
    Cnd0,
    Cmp,
    Min,
    Max,
    Set(SetOp),
    Flr,
    Frc,
    Ceil,
    Trunc,
    Round,
    Ssg,
    Abs,
    Mov,
}

/// Ops with one value of `a.x` (and `b.x` for POW), replicated.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ScalarOp {
    Rcp,
    Rcc,
    Rsq,
    Ex2,
    Lg2,
    Cos,
    Sin,
    Pow,
}

/// Dot products: one value, replicated.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DotOp {
    Dp2,
    Dp2a,
    Dp3,
    Dp4,
    Dph,
}

/// Ops whose result components each have their own formula.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum VectorOp {
    Exp,
    Log,
    Lit,
    Dst,
    X2d,
    Rfl,
    Xpd,
    Scs,
    Nrm,
}

/// Float-to-address loads.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AddressOp {
    Arl,
    Arr,
    Mova,
}

/// A float op of one of the closed sets.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FloatOp {
    Component(ComponentOp),
    Scalar(ScalarOp),
    Dot(DotOp),
    Vector(VectorOp),
    Address(AddressOp),
}

/// The opcode is not a float op with a composition here (an integer,
/// typed, pack, flow, texture ... op).
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a float op")]
pub struct NotFloatOp(pub Opcode);

impl FloatOp {
    /// Every float op, for tables and tests.
    pub const ALL: [FloatOp; 53] = {
        use ComponentOp as C;
        use FloatOp::*;
        [
            Component(C::Add),
            Component(C::Sub),
            Component(C::Mul),
            Component(C::Mad),
            Component(C::Lrp),
            Component(C::Lerp),
            Component(C::Div),
            Component(C::Cnd),
            Component(C::Cnd0),
            Component(C::Cmp),
            Component(C::Min),
            Component(C::Max),
            Component(C::Set(SetOp::Slt)),
            Component(C::Set(SetOp::Sge)),
            Component(C::Set(SetOp::Seq)),
            Component(C::Set(SetOp::Sgt)),
            Component(C::Set(SetOp::Sle)),
            Component(C::Set(SetOp::Sne)),
            Component(C::Set(SetOp::Sfl)),
            Component(C::Set(SetOp::Str)),
            Component(C::Flr),
            Component(C::Frc),
            Component(C::Ceil),
            Component(C::Trunc),
            Component(C::Round),
            Component(C::Ssg),
            Component(C::Abs),
            Component(C::Mov),
            Scalar(ScalarOp::Rcp),
            Scalar(ScalarOp::Rcc),
            Scalar(ScalarOp::Rsq),
            Scalar(ScalarOp::Ex2),
            Scalar(ScalarOp::Lg2),
            Scalar(ScalarOp::Cos),
            Scalar(ScalarOp::Sin),
            Scalar(ScalarOp::Pow),
            Dot(DotOp::Dp2),
            Dot(DotOp::Dp2a),
            Dot(DotOp::Dp3),
            Dot(DotOp::Dp4),
            Dot(DotOp::Dph),
            Vector(VectorOp::Exp),
            Vector(VectorOp::Log),
            Vector(VectorOp::Lit),
            Vector(VectorOp::Dst),
            Vector(VectorOp::X2d),
            Vector(VectorOp::Rfl),
            Vector(VectorOp::Xpd),
            Vector(VectorOp::Scs),
            Vector(VectorOp::Nrm),
            Address(AddressOp::Arl),
            Address(AddressOp::Arr),
            Address(AddressOp::Mova),
        ]
    };

    /// The IR opcode of the op.
    pub fn opcode(self) -> Opcode {
        use ComponentOp as C;
        match self {
            FloatOp::Component(op) => match op {
                C::Add => Opcode::Add,
                C::Sub => Opcode::Sub,
                C::Mul => Opcode::Mul,
                C::Mad => Opcode::Mad,
                C::Lrp => Opcode::Lrp,
                C::Lerp => Opcode::Lerp,
                C::Div => Opcode::Div,
                C::Cnd => Opcode::Cnd,
                C::Cnd0 => Opcode::Cnd0,
                C::Cmp => Opcode::Cmp,
                C::Min => Opcode::Min,
                C::Max => Opcode::Max,
                C::Set(SetOp::Slt) => Opcode::Slt,
                C::Set(SetOp::Sge) => Opcode::Sge,
                C::Set(SetOp::Seq) => Opcode::Seq,
                C::Set(SetOp::Sgt) => Opcode::Sgt,
                C::Set(SetOp::Sle) => Opcode::Sle,
                C::Set(SetOp::Sne) => Opcode::Sne,
                C::Set(SetOp::Sfl) => Opcode::Sfl,
                C::Set(SetOp::Str) => Opcode::Str,
                C::Flr => Opcode::Flr,
                C::Frc => Opcode::Frc,
                C::Ceil => Opcode::Ceil,
                C::Trunc => Opcode::Trunc,
                C::Round => Opcode::Round,
                C::Ssg => Opcode::Ssg,
                C::Abs => Opcode::Abs,
                C::Mov => Opcode::Mov,
            },
            FloatOp::Scalar(op) => match op {
                ScalarOp::Rcp => Opcode::Rcp,
                ScalarOp::Rcc => Opcode::Rcc,
                ScalarOp::Rsq => Opcode::Rsq,
                ScalarOp::Ex2 => Opcode::Ex2,
                ScalarOp::Lg2 => Opcode::Lg2,
                ScalarOp::Cos => Opcode::Cos,
                ScalarOp::Sin => Opcode::Sin,
                ScalarOp::Pow => Opcode::Pow,
            },
            FloatOp::Dot(op) => match op {
                DotOp::Dp2 => Opcode::Dp2,
                DotOp::Dp2a => Opcode::Dp2a,
                DotOp::Dp3 => Opcode::Dp3,
                DotOp::Dp4 => Opcode::Dp4,
                DotOp::Dph => Opcode::Dph,
            },
            FloatOp::Vector(op) => match op {
                VectorOp::Exp => Opcode::Exp,
                VectorOp::Log => Opcode::Log,
                VectorOp::Lit => Opcode::Lit,
                VectorOp::Dst => Opcode::Dst,
                VectorOp::X2d => Opcode::X2d,
                VectorOp::Rfl => Opcode::Rfl,
                VectorOp::Xpd => Opcode::Xpd,
                VectorOp::Scs => Opcode::Scs,
                VectorOp::Nrm => Opcode::Nrm,
            },
            FloatOp::Address(op) => match op {
                AddressOp::Arl => Opcode::Arl,
                AddressOp::Arr => Opcode::Arr,
                AddressOp::Mova => Opcode::Mova,
            },
        }
    }
}

impl TryFrom<Opcode> for FloatOp {
    type Error = NotFloatOp;

    fn try_from(op: Opcode) -> Result<FloatOp, NotFloatOp> {
        use ComponentOp as C;
        use FloatOp::*;
        Ok(match op {
            Opcode::Add => Component(C::Add),
            Opcode::Sub => Component(C::Sub),
            Opcode::Mul => Component(C::Mul),
            Opcode::Mad => Component(C::Mad),
            Opcode::Lrp => Component(C::Lrp),
            Opcode::Lerp => Component(C::Lerp),
            Opcode::Div => Component(C::Div),
            Opcode::Cnd => Component(C::Cnd),
            Opcode::Cnd0 => Component(C::Cnd0),
            Opcode::Cmp => Component(C::Cmp),
            Opcode::Min => Component(C::Min),
            Opcode::Max => Component(C::Max),
            Opcode::Slt => Component(C::Set(SetOp::Slt)),
            Opcode::Sge => Component(C::Set(SetOp::Sge)),
            Opcode::Seq => Component(C::Set(SetOp::Seq)),
            Opcode::Sgt => Component(C::Set(SetOp::Sgt)),
            Opcode::Sle => Component(C::Set(SetOp::Sle)),
            Opcode::Sne => Component(C::Set(SetOp::Sne)),
            Opcode::Sfl => Component(C::Set(SetOp::Sfl)),
            Opcode::Str => Component(C::Set(SetOp::Str)),
            Opcode::Flr => Component(C::Flr),
            Opcode::Frc => Component(C::Frc),
            Opcode::Ceil => Component(C::Ceil),
            Opcode::Trunc => Component(C::Trunc),
            Opcode::Round => Component(C::Round),
            Opcode::Ssg => Component(C::Ssg),
            Opcode::Abs => Component(C::Abs),
            Opcode::Mov => Component(C::Mov),
            Opcode::Rcp => Scalar(ScalarOp::Rcp),
            Opcode::Rcc => Scalar(ScalarOp::Rcc),
            Opcode::Rsq => Scalar(ScalarOp::Rsq),
            Opcode::Ex2 => Scalar(ScalarOp::Ex2),
            Opcode::Lg2 => Scalar(ScalarOp::Lg2),
            Opcode::Cos => Scalar(ScalarOp::Cos),
            Opcode::Sin => Scalar(ScalarOp::Sin),
            Opcode::Pow => Scalar(ScalarOp::Pow),
            Opcode::Dp2 => Dot(DotOp::Dp2),
            Opcode::Dp2a => Dot(DotOp::Dp2a),
            Opcode::Dp3 => Dot(DotOp::Dp3),
            Opcode::Dp4 => Dot(DotOp::Dp4),
            Opcode::Dph => Dot(DotOp::Dph),
            Opcode::Exp => Vector(VectorOp::Exp),
            Opcode::Log => Vector(VectorOp::Log),
            Opcode::Lit => Vector(VectorOp::Lit),
            Opcode::Dst => Vector(VectorOp::Dst),
            Opcode::X2d => Vector(VectorOp::X2d),
            Opcode::Rfl => Vector(VectorOp::Rfl),
            Opcode::Xpd => Vector(VectorOp::Xpd),
            Opcode::Scs => Vector(VectorOp::Scs),
            Opcode::Nrm => Vector(VectorOp::Nrm),
            Opcode::Arl => Address(AddressOp::Arl),
            Opcode::Arr => Address(AddressOp::Arr),
            Opcode::Mova => Address(AddressOp::Mova),
            other => return Err(NotFloatOp(other)),
        })
    }
}

impl TryFrom<Opcode> for ComponentOp {
    type Error = NotFloatOp;
    #[inline(always)]
    fn try_from(op: Opcode) -> Result<Self, NotFloatOp> {
        match FloatOp::try_from(op)? {
            FloatOp::Component(c) => Ok(c),
            _ => Err(NotFloatOp(op)),
        }
    }
}

impl TryFrom<Opcode> for ScalarOp {
    type Error = NotFloatOp;
    #[inline(always)]
    fn try_from(op: Opcode) -> Result<Self, NotFloatOp> {
        match FloatOp::try_from(op)? {
            FloatOp::Scalar(c) => Ok(c),
            _ => Err(NotFloatOp(op)),
        }
    }
}

impl TryFrom<Opcode> for DotOp {
    type Error = NotFloatOp;
    #[inline(always)]
    fn try_from(op: Opcode) -> Result<Self, NotFloatOp> {
        match FloatOp::try_from(op)? {
            FloatOp::Dot(c) => Ok(c),
            _ => Err(NotFloatOp(op)),
        }
    }
}

impl TryFrom<Opcode> for VectorOp {
    type Error = NotFloatOp;
    #[inline(always)]
    fn try_from(op: Opcode) -> Result<Self, NotFloatOp> {
        match FloatOp::try_from(op)? {
            FloatOp::Vector(c) => Ok(c),
            _ => Err(NotFloatOp(op)),
        }
    }
}

/// A componentwise op on one component (DIV's callers pass `b.x` as `b`).
#[inline(always)]
pub fn componentwise<E: Emit>(
    e: &mut E,
    sem: &Semantics,
    op: ComponentOp,
    a: E::F,
    b: E::F,
    c: E::F,
) -> E::F {
    let rule = sem.zero_times_inf;
    match op {
        ComponentOp::Add => e.add(a, b),
        ComponentOp::Sub => e.sub(a, b),
        ComponentOp::Mul => e.mul(rule, a, b),
        ComponentOp::Mad => arith::mad(e, rule, a, b, c),
        ComponentOp::Lrp => arith::lrp(e, rule, a, b, c),
        ComponentOp::Lerp => arith::lerp(e, rule, a, b, c),
        ComponentOp::Div => e.div(a, b),
        ComponentOp::Cnd => arith::cnd(e, a, b, c),
        ComponentOp::Cnd0 => arith::cnd0(e, a, b, c),
        ComponentOp::Cmp => arith::cmp(e, a, b, c),
        ComponentOp::Min => arith::min(e, sem.min_max, a, b),
        ComponentOp::Max => arith::max(e, sem.min_max, a, b),
        ComponentOp::Set(s) => arith::set_on(e, sem.set_on_nan, s, a, b),
        ComponentOp::Flr => arith::flr(e, a),
        ComponentOp::Frc => arith::frc(e, sem.frc_below_one, a),
        ComponentOp::Ceil => arith::ceil(e, a),
        ComponentOp::Trunc => arith::trunc(e, a),
        ComponentOp::Round => arith::round(e, a),
        ComponentOp::Ssg => arith::ssg(e, a),
        ComponentOp::Abs => arith::abs(e, a),
        ComponentOp::Mov => e.round(a),
    }
}

/// A scalar op of `a.x` (and `b.x` for POW).
#[inline(always)]
pub fn scalar<E: Emit>(e: &mut E, sem: &Semantics, op: ScalarOp, a: E::F, b: E::F) -> E::F {
    use transcendental as tr;
    match op {
        ScalarOp::Rcp => tr::rcp(e, a),
        ScalarOp::Rcc => tr::rcc(e, a),
        ScalarOp::Rsq => tr::rsq(e, sem.rsq, a),
        ScalarOp::Ex2 => tr::ex2(e, a),
        ScalarOp::Lg2 => tr::lg2(e, a),
        ScalarOp::Cos => tr::cos(e, a),
        ScalarOp::Sin => tr::sin(e, a),
        ScalarOp::Pow => tr::pow(e, sem.pow, a, b),
    }
}

/// A dot product.
#[inline(always)]
pub fn dot<E: Emit>(
    e: &mut E,
    sem: &Semantics,
    op: DotOp,
    a: [E::F; 4],
    b: [E::F; 4],
    c: [E::F; 4],
) -> E::F {
    vector::dot(e, sem.zero_times_inf, op, a, b, c)
}

/// An op whose result components each have their own formula.
pub fn vector<E: Emit>(
    e: &mut E,
    sem: &Semantics,
    op: VectorOp,
    a: [E::F; 4],
    b: [E::F; 4],
    c: [E::F; 4],
) -> [E::F; 4] {
    use transcendental as tr;
    let rule = sem.zero_times_inf;
    match op {
        VectorOp::Exp => tr::exp(e, a[0]),
        VectorOp::Log => tr::log(e, sem.log, a[0]),
        VectorOp::Lit => tr::lit(e, sem, a),
        VectorOp::Dst => vector::dst(e, rule, a, b),
        VectorOp::X2d => vector::x2d(e, rule, a, b, c),
        VectorOp::Rfl => vector::rfl(e, rule, a, b),
        VectorOp::Xpd => vector::xpd(e, rule, a, b),
        VectorOp::Scs => vector::scs(e, a[0]),
        VectorOp::Nrm => vector::nrm(e, sem, a),
    }
}

#[cfg(test)]
mod old_definitions;
#[cfg(test)]
mod tests;
