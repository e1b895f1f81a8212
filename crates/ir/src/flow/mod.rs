//! The flow rules of every ISA, written once: the interpreter
//! (`shasm-exec`), the CFG builder ([`crate::cfg`]) and any other engine
//! (a lane engine evaluating them per lane, a JIT, a translator) call these
//! functions instead of restating them.
//!
//! Everything here is a pure function over small state structs (the
//! PICA200 rings, loop frames, condition codes), so an engine may keep one
//! copy per invocation or per lane:
//!
//! * [`structured`]: matching `IF`/`ELSE`/`ENDIF`, `BGNLOOP`/`ENDLOOP`,
//!   `REP`/`ENDREP`, `BRK`/`CONT` and subroutines into jump targets, the
//!   `IF`/`UIF` operand tests and the `REP` count;
//! * [`pica`]: the PICA200 IF/CALL/LOOP rings, `LOOP`'s operand decode and
//!   counter steps, and the stack check after every instruction with its
//!   quirks;
//! * [`condition`]: the flow [`Condition`] of `BRA`/`CAL`/`RET`/`BRK`/`CONT`
//!   and PICA200 conditional ops, over condition codes, boolean uniforms and
//!   predicate flags.

pub mod pica;
pub mod structured;

use crate::instruction::Condition;
use crate::operand::CcValue;

/// Whether `cond` holds (the flow condition of a branch, call, return,
/// break, continue or kill):
///
/// * [`Condition::Cc`]: taken if the rule holds for ANY of the four
///   swizzled components of the condition-code register
///   (NV_vertex_program2 §2.14.1.8 "Branching", NV_fragment_program2,
///   NV_gpu_program4 §2.X.4.3 "Condition Code Tests"); a register number
///   past the second reads the second;
/// * [`Condition::Bool`]: the boolean uniform `b[index]` (as `bool_uniform`
///   reads it) differs from `negate` (PICA200 "Conditions", IFU/CALLU/JMPU);
/// * [`Condition::Flags`]: the predicate flags combined with the reference
///   bits (PICA200 "Conditions": OR, AND, X only, Y only).
#[inline]
pub fn condition(
    cond: &Condition,
    cc: &[[CcValue; 4]; 2],
    flags: [bool; 2],
    bool_uniform: impl FnOnce(u32) -> bool,
) -> bool {
    match cond {
        Condition::Always => true,
        Condition::Cc(t) => {
            let cc = &cc[(t.cc() as usize).min(1)];
            (0..4).any(|i| t.rule.test(cc[t.swizzle.0[i] as usize & 3]))
        }
        Condition::Bool { index, negate } => bool_uniform(*index) != *negate,
        Condition::Flags { combine, refs } => combine.eval(flags, *refs),
    }
}
