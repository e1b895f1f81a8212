//! What a translation of a vertex program needs to know
//! ([`shasm_ir::origin`]), declared when the program loads
//! ([`super::load_bytes`] sets [`shasm_ir::Program::origin`]); the back end
//! (`shasm_tgsi::translate`) carries it out.
//!
//! * Result registers start as (0,0,0,1) in NV (§2.14.1.5) but undefined
//!   in TGSI: every result the program writes gets an explicit `MOV` of
//!   its start value at the beginning unless straight-line code writes all
//!   four components; results never written are not declared
//!   ([`Step::ResultDefaults`]).
//! * NV has one register per clip distance (`o[CLPn]`, value in x); TGSI
//!   packs four per `CLIPDIST` register: `o[CLPn].x` becomes component
//!   n % 4 of `CLIPDIST[n / 4]` (which start at 0, so that unwritten
//!   distances never clip, as in NV) ([`Step::PackedClipDistances`]).
//! * Labels are names in NV and instruction numbers in TGSI: the names go,
//!   the targets stay.
//! * TGSI ends with `END`; NV ends after the last instruction: an `END` is
//!   appended (a label at the end of the program now names it).
//!
//! Condition codes (the `C` suffix, masks, conditional CAL/RET) are left to
//! the back end's passes, which keep them in a hidden TEMP. Nothing else is
//! rewritten: RCC, BRA, ARA, an entry point other than the first
//! instruction (`main:` after code), vertex state programs and
//! `OPTION NV_position_invariant` have no TGSI spelling: [`refusals`]
//! declares each as a refusal at the instruction (or header) that uses it,
//! with a `nv-vp/translate-...` code.
//!
//! The text keeps the instructions, not the numeric model: a TGSI program
//! runs with TGSI's rules (set-on instructions give 0/1 for NaN, MIN/MAX
//! prefer the number, RSQ takes |x|, denormals are kept, LIT/LOG follow
//! TGSI's formulas, relative reads out of range are undefined), which
//! differ from §2.14.3 on exactly those edge cases.

use super::VertexProgram;
use super::table::RESULTS;
use shasm_ir::origin::{Refusal, Step};
use shasm_ir::{File, InstId, Opcode, Origin, SemanticName, Shape, Span};

/// The clip distance number of a result register, if it is one.
fn clip_distance(output: u32) -> Option<u32> {
    let r = RESULTS.get(output as usize)?;
    (r.semantic == SemanticName::ClipDist).then_some(r.semantic_index)
}

/// The result register of each clip distance, by distance.
fn clip_registers() -> Vec<u32> {
    (0u32..)
        .map_while(|n| {
            RESULTS
                .iter()
                .position(|r| r.semantic == SemanticName::ClipDist && r.semantic_index == n)
                .map(|k| k as u32)
        })
        .collect()
}

/// The translation's declaration for `vp` (see the module documentation).
pub fn origin(vp: &VertexProgram) -> Origin {
    Origin {
        steps: vec![
            Step::ClearLabels,
            Step::AppendEnd { span_entry: false },
            Step::PackedClipDistances {
                registers: clip_registers(),
            },
            Step::ResultDefaults,
        ],
        refusals: refusals(vp),
        rephrase: None,
    }
}

/// What TGSI cannot express, one refusal per problem, at the instruction
/// that has it (the header for whole-program properties).
pub fn refusals(vp: &VertexProgram) -> Vec<Refusal> {
    let header = Span::new(0, vp.version.header().len());
    let mut out = Vec::new();
    let mut push = |span: Span, code: &'static str, message: String| {
        out.push(Refusal {
            span,
            code,
            message,
            label: None,
        });
    };
    if vp.version.is_state_program() {
        push(
            header,
            "nv-vp/translate-state-program",
            "vertex state programs have no TGSI equivalent (TGSI has no program that \
             writes program parameters)"
                .into(),
        );
    }
    if vp.position_invariant {
        push(
            header,
            "nv-vp/translate-position-invariant",
            "OPTION NV_position_invariant has no TGSI equivalent (TGSI cannot compute \
             o[HPOS] with the fixed-function transform)"
                .into(),
        );
    }
    let p = &vp.program;
    if p.entry != InstId::ZERO {
        let at = p.spans.get(p.entry).map_or(header, |s| s.inst);
        out.push(Refusal {
            span: at,
            code: "nv-vp/translate-entry",
            message: "the program starts at `main:`, not at its first instruction; TGSI \
                      programs start at their first instruction"
                .into(),
            label: Some("execution starts here"),
        });
    }
    for (i, inst) in p.instructions.iter().enumerate() {
        let at = InstId::from_index(i).map_or(Span::NONE, |id| p.spans.inst(id));
        let mut refuse = |code: &'static str, message: String| {
            out.push(Refusal {
                span: at,
                code,
                message,
                label: None,
            });
        };
        match inst.opcode {
            Opcode::Rcc => refuse(
                "nv-vp/translate-rcc",
                "RCC has no TGSI equivalent (its result is clamped to the fp32 range)".into(),
            ),
            Opcode::Ara => refuse(
                "nv-vp/translate-ara",
                "ARA has no TGSI equivalent (TGSI cannot add address register components)".into(),
            ),
            Opcode::Bra => refuse(
                "nv-vp/translate-bra",
                "BRA has no TGSI equivalent (TGSI has no jump to a label)".into(),
            ),
            _ => {}
        }
        // Condition codes set by float results, masks and conditional
        // CAL/RET go to the back end's passes, which keep the condition
        // code in a hidden TEMP; ARL with C sets it from an integer, which
        // the back end refuses.
        if let Some(dst) = inst.dst
            && dst.file() == File::Output
            && dst.mask.0 & 1 != 0
            && let Some(n) = clip_distance(dst.index())
            && !matches!(
                inst.opcode.shape(),
                Shape::Scalar | Shape::Dot | Shape::Componentwise
            )
        {
            refuse(
                "nv-vp/translate-clip-distance",
                format!(
                    "{} writes clip distance {n}, which TGSI holds in component {} of \
                     CLIPDIST[{}], and {} computes each component differently",
                    inst.opcode,
                    ['x', 'y', 'z', 'w'][(n % 4) as usize],
                    n / 4,
                    inst.opcode
                ),
            );
        }
    }
    out
}
