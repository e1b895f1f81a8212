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
        out.modifiers.cc_update = Some(i.cc_register);
    }
}

/// The execution model of a program of `kind` with `options`.
///
/// The base is [`Semantics::arb_vertex`] / [`Semantics::arb_fragment`],
/// not [`Semantics::nv_vertex`] / [`Semantics::nv_fragment`]: the options
/// add instructions but leave the shared instructions' ARB formulas alone.
/// NV_vertex_program2_option modifies only §2.14.5.3 (ARL) of the ARB
/// instruction set and adds §2.14.5.28-42; NV_fragment_program_option
/// §3.11.4.5.3 adds "the features found in the NV_fragment_program
/// extension not present in the ARB_fragment_program extension" (new
/// instructions, precision suffixes, condition codes, |abs|) and modifies
/// only §3.11.6.4 (KIL) of the shared instructions; NV_vertex_program3 and
/// NV_fragment_program2 restate none of them either. So RSQ takes
/// `fabs` (RSQ(-4) = 0.5), MIN/MAX are ARB's ternaries (MIN(NaN, 1) = 1),
/// SGE/SLT and the added SEQ..SNE are `? 1.0 : 0.0` ternaries (NaN gives
/// 0, SNE 1), and LIT keeps ARB's clamps. The precision suffixes (R, H, X)
/// are instruction modifiers (`modifiers`), honoured by the interpreter
/// under any semantics.
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
    if kind == ProgramKind::Fragment && options.nv_level() >= 2 {
        // The only address registers of a fragment program are the LOOP
        // indices (check.rs lowers LOOP): "The value of A0.x is clamped to
        // be greater than or equal to 0" (NV_fragment_program2 §3.11.3.Y).
        s.address_range = Some((0, i32::MAX));
    }
    s
}
