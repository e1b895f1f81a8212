//! A vertex program made ready for TGSI text (`shasm translate --to tgsi`).
//!
//! TGSI spells what the straight-line subset of these languages does, but
//! some things need rewriting first, and the TGSI back end then reports
//! what is left that TGSI cannot say:
//! * result registers start as (0,0,0,1) in NV (§2.14.1.5) but undefined in
//!   TGSI: every result the program writes gets an explicit `MOV` of
//!   (0,0,0,1) at the start unless straight-line code writes all four
//!   components; results never written are not declared;
//! * NV has one register per clip distance (`o[CLPn]`, value in x); TGSI packs
//!   four per `CLIPDIST` register: `o[CLPn].x` becomes component n % 4 of
//!   `CLIPDIST[n / 4]` (which start at 0, so that unwritten distances never
//!   clip, as in NV);
//! * labels are names in NV and instruction numbers in TGSI: the names go,
//!   the targets stay;
//! * TGSI ends with `END`; NV ends after the last instruction: an `END` is
//!   appended (a label at the end of the program now names it).
//!
//! Condition codes (the `C` suffix, masks, conditional CAL/RET) are left to
//! the TGSI back end, which keeps them in a hidden TEMP. Nothing else is
//! rewritten: RCC, BRA, ARA, an entry point other than the first
//! instruction (`main:` after code), vertex state programs and
//! `OPTION NV_position_invariant` have no TGSI spelling: [`prepare`]
//! reports each as a diagnostic at the instruction (or header) that uses
//! it, with a `nv-vp/translate-...` code.
//!
//! The text keeps the instructions, not the numeric model: a TGSI program
//! runs with TGSI's rules (set-on instructions give 0/1 for NaN, MIN/MAX
//! prefer the number, RSQ takes |x|, denormals are kept, LIT/LOG follow
//! TGSI's formulas, relative reads out of range are undefined), which
//! differ from §2.14.3 on exactly those edge cases.

use super::VertexProgram;
use super::table::RESULTS;
use shasm_diag::Diagnostic;
use shasm_ir::{
    Dst, Extra, File, ImmType, Immediate, InstId, Instruction, Opcode, Program, Reg, SemanticName,
    Shape, Span, Src, WriteMask,
};

/// The raw words of (0, 0, 0, 1).
const DEFAULT_RESULT: [u32; 4] = [0, 0, 0, 0x3f80_0000];

/// The clip distance number of a result register, if it is one.
fn clip_distance(output: u32) -> Option<u32> {
    let r = RESULTS.get(output as usize)?;
    (r.semantic == SemanticName::ClipDist).then_some(r.semantic_index)
}

/// The output that holds clip distance `n` in TGSI: the register of the
/// first distance of its group of four (its semantic index becomes the
/// group).
fn clip_register(n: u32) -> u32 {
    let first = n - n % 4;
    RESULTS
        .iter()
        .position(|r| r.semantic == SemanticName::ClipDist && r.semantic_index == first)
        .map_or(0, |k| k as u32)
}

/// The program ready for the TGSI back end, or one diagnostic per thing in
/// it that TGSI cannot express (see [`refusals`]).
pub fn prepare(vp: &VertexProgram) -> Result<Program, Vec<Diagnostic>> {
    let refused = refusals(vp);
    if !refused.is_empty() {
        return Err(refused);
    }
    for_tgsi(vp).map_err(|reason| {
        vec![
            Diagnostic::error(
                0..0,
                format!("this program cannot be written as TGSI: {reason}"),
            )
            .with_code("nv-vp/translate-unsupported"),
        ]
    })
}

/// What TGSI cannot express, one diagnostic per problem, at the
/// instruction that has it (the header for whole-program properties).
pub fn refusals(vp: &VertexProgram) -> Vec<Diagnostic> {
    let header = 0..vp.version.header().len();
    let mut out = Vec::new();
    if vp.version.is_state_program() {
        out.push(
            Diagnostic::error(
                header.clone(),
                "vertex state programs have no TGSI equivalent (TGSI has no program that \
                 writes program parameters)",
            )
            .with_code("nv-vp/translate-state-program"),
        );
    }
    if vp.position_invariant {
        out.push(
            Diagnostic::error(
                header.clone(),
                "OPTION NV_position_invariant has no TGSI equivalent (TGSI cannot compute \
                 o[HPOS] with the fixed-function transform)",
            )
            .with_code("nv-vp/translate-position-invariant"),
        );
    }
    let p = &vp.program;
    if p.entry != InstId::ZERO {
        let at = p
            .spans
            .get(p.entry)
            .map_or(header.clone(), |s| s.inst.range());
        out.push(
            Diagnostic::error(
                at,
                "the program starts at `main:`, not at its first instruction; TGSI programs \
                 start at their first instruction",
            )
            .with_label("execution starts here")
            .with_code("nv-vp/translate-entry"),
        );
    }
    for (i, inst) in p.instructions.iter().enumerate() {
        let at = InstId::from_index(i)
            .map_or(Span::NONE, |id| p.spans.inst(id))
            .range();
        let mut refuse = |code: &'static str, message: String| {
            out.push(Diagnostic::error(at.clone(), message).with_code(code));
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
        // CAL/RET go to the TGSI back end, which keeps the condition code
        // in a hidden TEMP; ARL with C sets it from an integer, which the
        // back end refuses.
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

/// The program rewritten as described in the module documentation, or the
/// reason it cannot be. It does not check what [`refusals`] reports: the
/// TGSI back end refuses those; use [`prepare`] for diagnostics at the
/// instructions.
pub fn for_tgsi(vp: &VertexProgram) -> Result<Program, String> {
    let mut p = vp.program.clone();
    p.clear_labels();
    p.instructions.push(Instruction::new(Opcode::End));
    move_clip_distances(&mut p)?;
    let branches = p.instructions.iter().any(|i| {
        matches!(i.opcode, Opcode::Bra | Opcode::Cal | Opcode::Ret)
            || i.dst.is_some_and(|d| d.cond.is_some())
    });
    // Components of each result written by some instruction.
    let mut written = vec![0u8; p.file_size(File::Output) as usize];
    for d in p.instructions.iter().filter_map(|i| i.dst) {
        if d.file() == File::Output
            && let Some(mask) = written.get_mut(d.index() as usize)
        {
            *mask |= d.mask.0;
        }
    }
    p.retain_declarations(|d| {
        d.file != File::Output || written.get(d.first as usize).is_some_and(|m| *m != 0)
    });
    for d in p.declarations.iter_mut().filter(|d| d.file == File::Output) {
        d.initial = [0; 4];
    }
    let needs_default: Vec<u32> = written
        .iter()
        .enumerate()
        .filter(|(_, m)| **m != 0 && (branches || **m != WriteMask::XYZW.0))
        .map(|(k, _)| k as u32)
        .collect();
    if needs_default.is_empty() {
        return Ok(p);
    }
    let immediate = |p: &mut Program, values: [u32; 4]| {
        if let Some(i) = p.immediates.iter().position(|m| m.values == values) {
            return i as u32;
        }
        p.immediates.push(Immediate {
            ty: ImmType::Flt32,
            values,
            len: 4,
        });
        (p.immediates.len() - 1) as u32
    };
    let prologue: Vec<Instruction> = needs_default
        .iter()
        .map(|&k| {
            let value = if clip_distance(k).is_some() {
                [0; 4]
            } else {
                DEFAULT_RESULT
            };
            let mut mov = Instruction::new(Opcode::Mov);
            mov.dst = Some(Dst::new(File::Output, k));
            mov.src = vec![Src::new(File::Immediate, immediate(&mut p, value))];
            mov
        })
        .collect();
    let shift = u32::try_from(prologue.len()).unwrap_or(u32::MAX);
    let shifted = |id: InstId| InstId::saturating(id.get().saturating_add(shift));
    for inst in &mut p.instructions {
        if let Extra::Label(target) = &mut inst.extra {
            *target = shifted(*target);
        }
    }
    if p.entry != InstId::ZERO {
        p.entry = shifted(p.entry);
    }
    p.spans.insert_empty(0, prologue.len());
    p.instructions.splice(0..0, prologue);
    Ok(p)
}

/// o[CLPn].x -> CLIPDIST[n / 4] component n % 4.
fn move_clip_distances(p: &mut Program) -> Result<(), String> {
    let mut used = Vec::new();
    for (at, inst) in p.instructions.iter_mut().enumerate() {
        let Some(dst) = &mut inst.dst else { continue };
        let Some(n) = (dst.file() == File::Output)
            .then(|| clip_distance(dst.index()))
            .flatten()
        else {
            continue;
        };
        // Only x of a clip distance means anything (§2.14.1.5).
        if dst.mask.0 & 1 == 0 {
            dst.mask = WriteMask(0);
            continue;
        }
        let c = (n % 4) as usize;
        match inst.opcode.shape() {
            // The value is the same in every component.
            Shape::Scalar | Shape::Dot => {}
            // Component c must compute what component x did.
            Shape::Componentwise => {
                for s in &mut inst.src {
                    s.swizzle.0[c] = s.swizzle.0[0];
                }
            }
            _ => {
                return Err(format!(
                    "instruction {at}: {} writes clip distance {n}, which TGSI holds in \
                     component {} of CLIPDIST[{}], and {} computes each component differently",
                    inst.opcode,
                    ['x', 'y', 'z', 'w'][c],
                    n / 4,
                    inst.opcode
                ));
            }
        }
        dst.reg = Reg::new(dst.file(), clip_register(n));
        dst.mask = WriteMask(1 << c);
        used.push(dst.index());
    }
    for d in p.declarations.iter_mut().filter(|d| d.file == File::Output) {
        if let Some(s) = &mut d.semantic
            && s.name == SemanticName::ClipDist
        {
            s.index /= 4;
        }
    }
    Ok(())
}
