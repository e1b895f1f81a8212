//! What the NV options change in an instruction's IR form: precision
//! suffixes, condition-code updates, and the execution model
//! ([`semantics`]).

use crate::ast::Instruction;
use crate::check::Options;
use crate::flow::MAX_CALL_DEPTH;
use crate::table::ProgramKind;
use shasm_ir::{Precision, Semantics};

/// Set the NV modifiers of `out` from the opcode's suffixes.
pub(crate) fn modifiers(i: &Instruction, out: &mut shasm_ir::Instruction) {
    // NV_fragment_program_option §3.11.4.X: "R" fp32, "H" fp16, "X" fx12;
    // without a suffix the precision is the destination's (fp32 for
    // every ARB temporary and result).
    out.modifiers.precision = match i.precision {
        Some('R') => Precision::Full,
        Some('H') => Precision::Half,
        Some('X') => Precision::Fixed,
        _ => Precision::Default,
    };
    // The `C` suffix updates the single condition-code register (CC0).
    if i.cc_update {
        out.modifiers.cc_update = Some(0);
    }
}

/// The execution model of a program of `kind` with `options`.
///
/// The base is [`Semantics::arb_vertex`] / [`Semantics::arb_fragment`]:
/// the options add instructions but leave the shared instructions' ARB
/// formulas alone (NV_vertex_program2_option and
/// NV_fragment_program_option modify the ARB grammar and add sections;
/// they do not restate RSQ, LIT, MIN/MAX or the set-on instructions).
/// What changes is flow control: MAX_PROGRAM_CALL_DEPTH_NV (4) return
/// addresses, and MAX_PROGRAM_EXEC_INSTRUCTIONS_NV (65536) executed
/// instructions after which the program "will terminate abnormally"
/// (NV_vertex_program2_option §2.14.4, NV_fragment_program2 §3.11.4).
/// A vertex is still emitted after an abnormal end ("When a vertex
/// program terminates, normally or abnormally, it will emit a vertex");
/// a fragment program's abnormal end is reported as an error.
pub fn semantics(kind: ProgramKind, options: &Options) -> Semantics {
    let mut s = match kind {
        ProgramKind::Vertex => Semantics::arb_vertex(),
        ProgramKind::Fragment => Semantics::arb_fragment(),
    };
    if crate::table::has_labels(kind, options.nv_level()) {
        s.limits.call_depth = MAX_CALL_DEPTH;
        s.limits.max_executed = 65_536;
        s.limits.budget_is_error = kind == ProgramKind::Fragment;
    }
    s
}
