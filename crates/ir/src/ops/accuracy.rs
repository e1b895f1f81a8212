//! How exact each float op's result is, per numeric model: the table of
//! `docs/ops.md`.
//!
//! Every op is defined bit for bit by its composition ([`super::float`]);
//! this says what that definition is relative to the real-number result
//! the specs describe: a selection (no rounding), one correctly rounded
//! operation, a fixed sequence of correctly rounded steps, or shasm's
//! binary32 approximation of a transcendental function with the precision
//! the spec states for it.

use super::float::{AddressOp, ComponentOp, DotOp, FloatOp, ScalarOp, VectorOp};
use super::int32::IntOp;
use super::pack::{PackOp, UnpackOp};
use super::store::ModelKind;

/// The exactness of an op's result in a model.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Accuracy {
    /// No rounding: an operand selected as it is, a constant, a comparison's
    /// 0.0 or 1.0, or an integer (MIN, MAX, the set-on family, CMP, SSG,
    /// the address loads).
    Exact,
    /// The real result rounded once to the model: correctly rounded (ADD,
    /// SUB, MUL, DIV, RCP, RSQ, the roundings, MOV and ABS through the
    /// model).
    CorrectlyRounded,
    /// A fixed sequence of correctly rounded steps in the order the
    /// composition gives (MAD and LRP unfused, dot products summed left to
    /// right): the correctly rounded value of each step, not of the whole.
    Steps,
    /// shasm's binary32 algorithm (docs/transcendentals.md), its binary32
    /// result rounded once to the model. `spec` is the precision the ISA's
    /// spec states (`None`: it states none); the measured errors are in
    /// docs/transcendentals.md.
    Approximation {
        /// The spec's stated precision, with its section.
        spec: Option<&'static str>,
    },
    /// A 32-bit integer result, exact modulo 2^32 (the `.S`/`.U` ops: the
    /// roundings to an integer of FLR, CEIL, ROUND, TRUNC are exact, then
    /// saturated to the type).
    Integer,
    /// The exact scaled value rounded once to an integer, ties by the
    /// ISA's rule (PK2US, PK4B, PK4UB).
    Quantized,
}

impl Accuracy {
    /// A one-line description for the op tables.
    pub fn describe(self, model: ModelKind) -> String {
        let m = model_name(model);
        match self {
            Accuracy::Exact => "exact (no rounding)".into(),
            Accuracy::CorrectlyRounded => format!("correctly rounded ({m})"),
            Accuracy::Steps => format!("each step correctly rounded ({m}), in order"),
            Accuracy::Approximation { spec: Some(s) } => format!(
                "shasm's binary32 algorithm rounded to {m} (docs/transcendentals.md); spec: {s}"
            ),
            Accuracy::Approximation { spec: None } => format!(
                "shasm's binary32 algorithm rounded to {m} (docs/transcendentals.md); the spec states no precision"
            ),
            Accuracy::Integer => "exact (32-bit integer, wrapping)".into(),
            Accuracy::Quantized => {
                "exact scaled value rounded once to an integer (the ISA's tie rule)".into()
            }
        }
    }
}

/// The model's name in the tables.
pub fn model_name(model: ModelKind) -> &'static str {
    match model {
        ModelKind::Ieee => "binary32",
        ModelKind::IeeeFtz => "binary32, denormals flushed",
        ModelKind::Float24 => "float24",
        ModelKind::Half => "fp16",
        ModelKind::Fixed => "fx12",
    }
}

/// The precision NV_vertex_program2 and NV_fragment_program state, the
/// only specs here that state one (fp32, fp16 and fx12 without denormals
/// are theirs); TGSI, the ARB programs as shasm runs them and the PICA200
/// state none.
fn nv(model: ModelKind, text: &'static str) -> Accuracy {
    let spec = match model {
        ModelKind::IeeeFtz | ModelKind::Half | ModelKind::Fixed => Some(text),
        ModelKind::Ieee | ModelKind::Float24 => None,
    };
    Accuracy::Approximation { spec }
}

/// The accuracy of `op` in `model` (module docs).
pub fn accuracy(op: FloatOp, model: ModelKind) -> Accuracy {
    use Accuracy::*;
    const EX2: &str = "|error| < 2^-22 for 0 <= x < 1, < 2^-22 * 2^floor(x) beyond \
                       (NV_vertex_program2 §2.14.3.13, NV_fragment_program §3.11.5.8)";
    const LG2: &str = "|error| < 2^-22 (NV_vertex_program2 §2.14.3.17, \
                       NV_fragment_program §3.11.5.12)";
    const SIN: &str = "|error| < 2^-22 for 0 <= x < 2π (NV_vertex_program2 §2.14.3.33, \
                       NV_fragment_program §3.11.5.32)";
    const COS: &str = "|error| < 2^-22 for 0 <= x < 2π (NV_vertex_program2 §2.14.3.8, \
                       NV_fragment_program §3.11.5.2)";
    const POW: &str = "EX2's and LG2's (NV_fragment_program §3.11.5.24: \
                       ApproxPower is built from them)";
    const EXP: &str = "z: |error| < 2^-11 for 0 <= x < 1 (NV_vertex_program2 §2.14.3.14); \
                       x and y exact";
    const LOG: &str = "z: |error| < 2^-11 (NV_vertex_program2 §2.14.3.19); x and y exact";
    const LIT: &str = "z: RoughApproxPower, from EXP's and LOG's 2^-11 \
                       (NV_vertex_program2 §2.14.3.18); x, y, w exact";
    match op {
        FloatOp::Component(c) => match c {
            ComponentOp::Add
            | ComponentOp::Sub
            | ComponentOp::Mul
            | ComponentOp::Div
            | ComponentOp::Flr
            | ComponentOp::Ceil
            | ComponentOp::Trunc
            | ComponentOp::Round
            | ComponentOp::Abs
            | ComponentOp::Mov => CorrectlyRounded,
            ComponentOp::Mad | ComponentOp::Lrp | ComponentOp::Lerp | ComponentOp::Frc => Steps,
            ComponentOp::Cnd
            | ComponentOp::Cnd0
            | ComponentOp::Cmp
            | ComponentOp::Min
            | ComponentOp::Max
            | ComponentOp::Set(_)
            | ComponentOp::Ssg => Exact,
        },
        FloatOp::Scalar(s) => match s {
            // RCC clamps the correctly rounded quotient (the rounding is
            // monotone: the same as rounding the clamped quotient).
            ScalarOp::Rcp | ScalarOp::Rcc | ScalarOp::Rsq => CorrectlyRounded,
            ScalarOp::Ex2 => nv(model, EX2),
            ScalarOp::Lg2 => nv(model, LG2),
            ScalarOp::Sin => nv(model, SIN),
            ScalarOp::Cos => nv(model, COS),
            ScalarOp::Pow => nv(model, POW),
        },
        FloatOp::Dot(d) => match d {
            DotOp::Dp2 | DotOp::Dp2a | DotOp::Dp3 | DotOp::Dp4 | DotOp::Dph => Steps,
        },
        FloatOp::Vector(v) => match v {
            VectorOp::Dst | VectorOp::X2d | VectorOp::Rfl | VectorOp::Xpd | VectorOp::Nrm => Steps,
            VectorOp::Exp => nv(model, EXP),
            VectorOp::Log => nv(model, LOG),
            VectorOp::Lit => nv(model, LIT),
            // TGSI's (binary32): its spec states no precision.
            VectorOp::Scs => Approximation { spec: None },
        },
        FloatOp::Address(a) => match a {
            AddressOp::Arl | AddressOp::Arr | AddressOp::Mova => Exact,
        },
    }
}

/// The accuracy of a `.S`/`.U` op ([`IntOp`]): an integer result, except
/// I2F's binary32, correctly rounded (the model is binary32: I2F's result
/// is a float word).
pub fn int_accuracy(op: IntOp) -> (Accuracy, ModelKind) {
    match op {
        IntOp::I2f => (Accuracy::CorrectlyRounded, ModelKind::Ieee),
        IntOp::Mov
        | IntOp::Add
        | IntOp::Sub
        | IntOp::Mul
        | IntOp::Mad
        | IntOp::Min
        | IntOp::Max
        | IntOp::Abs
        | IntOp::And
        | IntOp::Or
        | IntOp::Xor
        | IntOp::Not
        | IntOp::Shl
        | IntOp::Shr
        | IntOp::Div
        | IntOp::Mod
        | IntOp::Sad
        | IntOp::Cmp
        | IntOp::Set(_)
        | IntOp::ToInt(_) => (Accuracy::Integer, ModelKind::Ieee),
    }
}

/// The accuracy of a pack instruction and the model it is stated in:
/// PK2H rounds each value once to fp16, the others quantize.
pub fn pack_accuracy(op: PackOp) -> (Accuracy, ModelKind) {
    match op {
        PackOp::Pk2h => (Accuracy::CorrectlyRounded, ModelKind::Half),
        PackOp::Pk2us | PackOp::Pk4b | PackOp::Pk4ub => (Accuracy::Quantized, ModelKind::Ieee),
    }
}

/// The accuracy of an unpack instruction: UP2H widens fp16 exactly, the
/// others divide an integer, the quotient correctly rounded to binary32.
pub fn unpack_accuracy(op: UnpackOp) -> (Accuracy, ModelKind) {
    match op {
        UnpackOp::Up2h => (Accuracy::Exact, ModelKind::Ieee),
        UnpackOp::Up2us | UnpackOp::Up4b | UnpackOp::Up4ub => {
            (Accuracy::CorrectlyRounded, ModelKind::Ieee)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MODELS: [ModelKind; 5] = [
        ModelKind::Ieee,
        ModelKind::IeeeFtz,
        ModelKind::Float24,
        ModelKind::Half,
        ModelKind::Fixed,
    ];

    #[test]
    fn every_float_op_has_an_accuracy_in_every_model() {
        // The ops built on EX2, LG2, SIN or COS are the approximations;
        // everything else is made of correctly rounded primitives.
        for op in FloatOp::ALL {
            let transcendental = matches!(
                op,
                FloatOp::Scalar(
                    ScalarOp::Ex2 | ScalarOp::Lg2 | ScalarOp::Sin | ScalarOp::Cos | ScalarOp::Pow
                ) | FloatOp::Vector(VectorOp::Exp | VectorOp::Log | VectorOp::Lit | VectorOp::Scs)
            );
            for model in MODELS {
                let a = accuracy(op, model);
                assert_eq!(
                    matches!(a, Accuracy::Approximation { .. }),
                    transcendental,
                    "{op:?} {model:?}"
                );
                assert!(!a.describe(model).is_empty());
            }
        }
    }

    #[test]
    fn the_nv_bounds_are_cited_only_for_nv_models() {
        // NV_vertex_program2 §2.14.3.13 states EX2's 22 bits; TGSI (fp32
        // with denormals) and the PICA200 (float24) state none.
        let ex2 = FloatOp::Scalar(ScalarOp::Ex2);
        assert!(matches!(
            accuracy(ex2, ModelKind::IeeeFtz),
            Accuracy::Approximation { spec: Some(s) } if s.contains("§2.14.3.13")
        ));
        assert_eq!(
            accuracy(ex2, ModelKind::Float24),
            Accuracy::Approximation { spec: None }
        );
        assert_eq!(
            accuracy(FloatOp::Dot(DotOp::Dp4), ModelKind::Float24),
            Accuracy::Steps
        );
        assert_eq!(
            accuracy(FloatOp::Scalar(ScalarOp::Rcp), ModelKind::Half),
            Accuracy::CorrectlyRounded
        );
    }

    #[test]
    fn integer_and_pack_ops_have_an_accuracy() {
        for op in IntOp::ALL {
            let (a, m) = int_accuracy(op);
            // Only I2F rounds: 2^24 + 1 has no binary32 (Issue 41).
            assert_eq!(a == Accuracy::CorrectlyRounded, op == IntOp::I2f, "{op:?}");
            assert!(!a.describe(m).is_empty());
        }
        assert_eq!(
            pack_accuracy(PackOp::Pk2h).0.describe(ModelKind::Half),
            "correctly rounded (fp16)"
        );
        assert_eq!(pack_accuracy(PackOp::Pk4b).0, Accuracy::Quantized);
        assert_eq!(unpack_accuracy(UnpackOp::Up2h).0, Accuracy::Exact);
        assert_eq!(
            unpack_accuracy(UnpackOp::Up4ub).0,
            Accuracy::CorrectlyRounded
        );
    }
}
