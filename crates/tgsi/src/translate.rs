//! `shasm translate --to tgsi`: any IR program as TGSI text.
//!
//! [`translate`] is the one translation function: it knows no front end.
//! What the source language decides (its `END` is syntax, its parameters
//! are filled by a driver, the arithmetic its spec defines differently
//! from TGSI's, what it cannot keep at all, its own words) comes from
//! the program's [`shasm_ir::Origin`], declared by the front end's lowering;
//! this module carries out its [`Step`]s, prints the result with
//! [`crate::to_text`] (which runs the IR passes of `shasm-passes` first),
//! and puts the back end's refusals in the source's words where the
//! origin says how.

use crate::Unsupported;
use shasm_diag::{Diagnostic, Severity};
use shasm_ir::origin::{Rephrase, SpecSections, Step};
use shasm_ir::{
    Binding, Declaration, File, ImmType, Immediate, InstId, InstSpans, Instruction, Item, LitRule,
    MinMaxNan, Opcode, PowRule, Precision, Program, Reg, RsqInput, SemanticName, Semantics, Span,
    SrcRegister, StorageFormat,
};
use std::ops::Range;

/// A program as TGSI text, with what the translation changed.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Translation {
    /// The TGSI text.
    pub text: String,
    /// Warnings and notes about what the translation changed, at the
    /// instructions and declarations concerned.
    pub diagnostics: Vec<Diagnostic>,
}

/// One instruction as the source writes it (the facade's listing): where,
/// and the text. [`translate`] asks for them only to rephrase refusals.
pub type Written = (Range<usize>, String);

/// Write `program` as TGSI text, or say what stands in the way.
///
/// The program's [`shasm_ir::Origin`] is honoured first: its refusals (if
/// any) are the answer, as they are; then its steps run in order, a step
/// that refuses the program ending the translation with its errors. The
/// steps' warnings and notes go with the text; their errors, with what
/// [`crate::to_text`] refuses (in the source's words where
/// [`shasm_ir::Origin::rephrase`] says how; `listing` gives the
/// instructions as written), refuse the translation in source order.
pub fn translate(
    program: &Program,
    listing: impl FnOnce() -> Vec<Written>,
) -> Result<Translation, Unsupported> {
    let origin = &program.origin;
    if !origin.refusals.is_empty() {
        let diagnostics = origin
            .refusals
            .iter()
            .map(|r| {
                let d = Diagnostic::error(r.span.range(), r.message.clone()).with_code(r.code);
                match r.label {
                    Some(label) => d.with_label(label),
                    None => d,
                }
            })
            .collect();
        return Err(Unsupported { diagnostics });
    }
    let mut p = program.clone();
    p.origin = shasm_ir::Origin::default();
    let mut notes = Vec::new();
    for step in &origin.steps {
        run(step, program, &mut p, &mut notes)
            .map_err(|diagnostics| Unsupported { diagnostics })?;
    }
    let (mut errors, diagnostics): (Vec<_>, Vec<_>) =
        notes.into_iter().partition(Diagnostic::is_error);
    let text = match crate::to_text(&p) {
        Ok(text) => text,
        Err(e) => {
            match &origin.rephrase {
                Some(r) => errors.extend(rephrase(r, &listing(), e.diagnostics)),
                None => errors.extend(e.diagnostics),
            }
            String::new()
        }
    };
    if !errors.is_empty() {
        errors.sort_by_key(|d| d.span.start);
        return Err(Unsupported {
            diagnostics: errors,
        });
    }
    Ok(Translation { text, diagnostics })
}

/// Carry out one step on `p` (`original` is the program as loaded).
fn run(
    step: &Step,
    original: &Program,
    p: &mut Program,
    notes: &mut Vec<Diagnostic>,
) -> Result<(), Vec<Diagnostic>> {
    match step {
        Step::ClearLabels => p.clear_labels(),
        Step::AppendEnd { span_entry } => {
            p.instructions.push(Instruction::new(Opcode::End));
            if *span_entry {
                p.spans.push(InstSpans {
                    inst: Span::NONE,
                    dst: Span::NONE,
                    src: Vec::new(),
                });
            }
        }
        Step::FullPrecisionIsDefault => {
            for inst in &mut p.instructions {
                if inst.modifiers.precision == Precision::Full {
                    inst.modifiers.precision = Precision::Default;
                }
            }
        }
        Step::GeometryInputsPerRegister => shasm_passes::geometry::inputs_per_register(p),
        Step::PresetsAsImmediates => shasm_passes::presets::as_immediates(p),
        Step::PresetsAsImmediatesOrRefuse { code, names } => {
            presets_or_refuse(p, code, names, notes)
        }
        Step::BindingsAsConstants { code } => bindings_as_constants(p, code, notes),
        Step::CurrentValues { code } => current_values(p, code, notes),
        Step::DropNamedBindings => {
            for d in &mut p.declarations {
                if matches!(d.binding, Binding::Named(_)) {
                    d.binding = Binding::None;
                }
            }
        }
        Step::DropDeclarations { files, unused } => drop_declarations(p, files, unused),
        Step::RefuseUnexpressed { code } => refuse_unexpressed(p, code)?,
        Step::ConstantKills => shasm_passes::kills::constant_kills(p),
        Step::DiscardedWrites(index) => {
            let index = *index;
            shasm_passes::retain_instructions(p, |i| {
                i.modifiers.cc_update.is_some()
                    || !i
                        .dst
                        .is_some_and(|d| d.file() == File::Temp && d.index() == index)
            });
        }
        Step::UsedDeclarations { code, named_from } => {
            used_declarations(p, code, *named_from, notes)
        }
        Step::SemanticDifferences { code, sections } => {
            notes.extend(semantic_differences(original, p, code, sections))
        }
        Step::TargetSemantics => p.semantics = Semantics::tgsi(),
        Step::PackedClipDistances { registers } => {
            shasm_passes::outputs::pack_clip_distances(p, registers)
        }
        Step::ResultDefaults => shasm_passes::outputs::start_values(p),
        Step::SemanticsAsGeneric { code } => semantics_as_generic(p, code, notes),
        Step::RsqTwoRoundings => {
            if original.semantics.rsq == RsqInput::SignedRootRounded {
                shasm_passes::rsq::two_roundings(p);
            }
        }
        Step::Warning { code, message } => {
            notes.push(Diagnostic::warning(0..0, *message).with_code(code));
        }
    }
    Ok(())
}

/// Constants the source presets (PICA200 `.constf`) as immediates, one
/// each: direct reads move to the immediate. A program that indexes
/// constants relatively may read a preset that way, which TGSI cannot say:
/// refused, once, at the first indexed read.
fn presets_or_refuse(
    p: &mut Program,
    code: &'static str,
    names: &[(u32, String)],
    notes: &mut Vec<Diagnostic>,
) {
    let indirect_const = p.instructions.iter().position(|i| {
        i.src
            .iter()
            .any(|s| s.file() == File::Const && s.indirect().is_some())
    });
    if let Some(pc) = indirect_const
        && p.presets
            .iter()
            .any(|preset| preset.reg.file() == File::Const)
    {
        // One mistake, said once, at the first indexed read: the
        // constants cannot become immediates, and TGSI constants are
        // uniforms the program does not set.
        let listed: Vec<String> = p
            .presets
            .iter()
            .filter(|preset| preset.reg.file() == File::Const)
            .map(|preset| {
                let index = preset.reg.index();
                match names.iter().find(|(i, _)| *i == index) {
                    Some((_, name)) => format!("c{index} ({name})"),
                    None => format!("c{index}"),
                }
            })
            .collect();
        let span = InstId::from_index(pc).map_or(0..0, |id| p.spans.inst(id).range());
        notes.push(
            Diagnostic::error(
                span,
                format!(
                    "cannot be written as TGSI: this instruction indexes float uniforms through an \
                     address register, so the `.constf` constants {} cannot become TGSI \
                     immediates, and TGSI constants are not preset",
                    listed.join(", ")
                ),
            )
            .with_code(code),
        );
        p.presets.retain(|preset| preset.reg.file() != File::Const);
    }
    if indirect_const.is_none() {
        let presets = std::mem::take(&mut p.presets);
        for preset in presets {
            if preset.reg.file() != File::Const {
                p.presets.push(preset);
                continue;
            }
            let Ok(slot) = u32::try_from(p.immediates.len()) else {
                p.presets.push(preset);
                continue;
            };
            p.immediates.push(Immediate {
                ty: ImmType::Flt32,
                values: preset.value,
                len: 4,
            });
            for src in p.instructions.iter_mut().flat_map(|i| &mut i.src) {
                if src.reg() == Some(preset.reg) {
                    src.register = SrcRegister::Direct(Reg::new(File::Immediate, slot));
                }
            }
        }
    }
}

/// As in Mesa's ARB to TGSI mapping, every parameter (env, local, state)
/// is a plain `CONST` the driver fills; a note names what each holds.
fn bindings_as_constants(p: &mut Program, code: &'static str, notes: &mut Vec<Diagnostic>) {
    for d in &mut p.declarations {
        let what = match &d.binding {
            Binding::Env => "program.env[0..]".to_string(),
            Binding::Local => "program.local[0..]".to_string(),
            Binding::State(s) => s.to_string(),
            _ => continue,
        };
        notes.push(
            Diagnostic::note(0..0, format!("CONST[{}..{}] holds {what}", d.first, d.last))
                .with_code(code),
        );
        d.binding = Binding::None;
    }
}

/// An unset vertex attribute reads GL's current value (`vertex.normal`
/// (0, 0, 1, 1), ...); in TGSI every input comes from the vertex, so the
/// GL driver supplies that value, as Mesa's state tracker does.
fn current_values(p: &mut Program, code: &'static str, notes: &mut Vec<Diagnostic>) {
    for d in &mut p.declarations {
        if d.file == File::Input && d.initial != [0; 4] {
            let value = d.initial.map(f32::from_bits);
            notes.push(
                Diagnostic::note(
                    0..0,
                    format!(
                        "IN[{}] ({}): when unset, GL's current value {value:?} is the driver's to supply",
                        d.first,
                        d.spell(d.first).unwrap_or_default()
                    ),
                )
                .with_code(code),
            );
            d.initial = [0; 4];
        }
    }
}

/// The files an instruction of `p` reads or writes (relative indices
/// included).
fn used_files(p: &Program) -> Vec<File> {
    p.instructions
        .iter()
        .flat_map(|i| {
            i.dsts().map(|d| d.file()).chain(
                i.src
                    .iter()
                    .flat_map(|s| std::iter::once(s.file()).chain(s.indirect().map(|r| r.file()))),
            )
        })
        .collect()
}

fn drop_declarations(p: &mut Program, files: &[File], unused: &[File]) {
    let used = used_files(p);
    let unused_file = |file: File| unused.contains(&file) && !used.contains(&file);
    p.retain_declarations(|d| !files.contains(&d.file) && !unused_file(d.file));
}

/// What TGSI cannot compute as the source does, one error per instruction:
/// an op TGSI lacks (KIL is [`Step::ConstantKills`]'s or the back end's),
/// fp16 or fx12 precision, an fp16 register.
fn refuse_unexpressed(p: &Program, code: &'static str) -> Result<(), Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let is_fp16 = |file: File, index: u32| {
        p.declaration(file, index)
            .is_some_and(|d| d.format == StorageFormat::F16)
    };
    for (k, inst) in p.instructions.iter().enumerate() {
        let inst_spans = InstId::from_index(k)
            .and_then(|id| p.spans.get(id))
            .cloned()
            .unwrap_or_default();
        let at = inst_spans.inst.range();
        let error = |message: String, label: &str| {
            Diagnostic::error(at.clone(), format!("cannot be written as TGSI: {message}"))
                .with_code(code)
                .with_label(label)
        };
        let op = inst.opcode;
        if op != Opcode::Kil && !crate::ops::is_tgsi(op) {
            errors.push(error(
                format!("TGSI has no {op} instruction"),
                "no TGSI equivalent",
            ));
            continue;
        }
        match inst.modifiers.precision {
            Precision::Half => {
                errors.push(error(
                    "fp16 arithmetic (an H suffix or an fp16 destination); TGSI computes in fp32"
                        .into(),
                    "computes at fp16 precision",
                ));
                continue;
            }
            Precision::Fixed => {
                errors.push(error(
                    "fx12 arithmetic (the X suffix); TGSI computes in fp32".into(),
                    "computes at fx12 precision",
                ));
                continue;
            }
            _ => {}
        }
        let fp16 = inst
            .dst
            .iter()
            .map(|d| (d.file(), d.index(), inst_spans.dst))
            .chain(inst.src.iter().enumerate().map(|(j, s)| {
                let span = inst_spans.src.get(j).copied().unwrap_or(Span::NONE);
                (s.file(), s.index() as u32, span)
            }))
            .find(|(f, i, _)| is_fp16(*f, *i));
        if let Some((file, index, span)) = fp16 {
            let name = p.spell(file, index);
            let mut d = error(
                format!("{name} is an fp16 register; TGSI registers hold fp32"),
                "fp16 register",
            );
            if !span.is_none() {
                d.span = span.range();
            }
            errors.push(d);
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Contiguous runs of sorted indices, as (first, last).
fn runs(indices: &[u32]) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = Vec::new();
    for &i in indices {
        match out.last_mut() {
            Some(run) if run.1 + 1 == i => run.1 = i,
            _ => out.push((i, i)),
        }
    }
    out
}

/// `v` as a number, the way notes print values (`1.0`, `nan`, `-inf`).
fn float_text(bits: u32) -> String {
    let v = f32::from_bits(bits);
    if v.is_nan() {
        "nan".into()
    } else if v.is_infinite() {
        if v > 0.0 { "inf".into() } else { "-inf".into() }
    } else {
        format!("{v:?}")
    }
}

/// The declarations the instructions use (see [`Step::UsedDeclarations`]).
fn used_declarations(
    p: &mut Program,
    code: &'static str,
    named_from: u32,
    notes: &mut Vec<Diagnostic>,
) {
    let used = |file: File| -> Vec<u32> {
        let mut v: Vec<u32> = p
            .instructions
            .iter()
            .flat_map(|i| {
                i.dsts()
                    .filter(move |d| d.file() == file)
                    .map(|d| d.index())
                    .chain(
                        i.src
                            .iter()
                            .filter(move |s| s.file() == file && s.index() >= 0)
                            .map(|s| s.index() as u32),
                    )
            })
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let (inputs, temps, consts) = (used(File::Input), used(File::Temp), used(File::Const));
    // Each kept declaration with where it was written.
    let mut declarations = Vec::new();
    for (k, d) in p.declarations.iter().enumerate() {
        let span = p.spans.declaration(k);
        match d.file {
            File::Input if inputs.contains(&d.first) => declarations.push((d.clone(), span)),
            File::Output | File::Sampler => declarations.push((d.clone(), span)),
            _ => {}
        }
    }
    for run in runs(&temps) {
        declarations.push((Declaration::new(File::Temp, run.0, run.1), Span::NONE));
    }
    let locals: Vec<u32> = consts.iter().copied().filter(|c| *c < named_from).collect();
    for run in runs(&locals) {
        declarations.push((Declaration::new(File::Const, run.0, run.1), Span::NONE));
    }
    for (k, d) in p.declarations.iter().enumerate() {
        let Binding::Named(name) = &d.binding else {
            continue;
        };
        if d.file != File::Const || !consts.contains(&d.first) {
            continue;
        }
        let mut note = Diagnostic::error(
            p.spans.declaration(k).range(),
            format!("`{name}` is CONST[{}] in the TGSI program", d.first),
        );
        note.severity = Severity::Note;
        note = note.with_code(code);
        if d.initial != [0; 4] {
            let v: Vec<String> = d.initial.iter().map(|w| float_text(*w)).collect();
            note = note.with_note(format!(
                "TGSI constants have no initial value: load ({}) into CONST[{}]",
                v.join(", "),
                d.first
            ));
        }
        notes.push(note);
        declarations.push((Declaration::new(File::Const, d.first, d.first), Span::NONE));
    }
    declarations.sort_by_key(|(d, _)| (d.file as u32, d.first));
    p.declarations = Vec::with_capacity(declarations.len());
    p.spans.truncate_items(Item::Declaration, 0);
    for (d, span) in declarations {
        p.spans
            .set_item(Item::Declaration, p.declarations.len(), span);
        p.declarations.push(d);
    }
}

/// Warnings where TGSI defines an instruction the program uses differently
/// from the source's spec (the fields of [`Semantics`] that differ).
fn semantic_differences(
    original: &Program,
    translated: &Program,
    code: &'static str,
    s: &SpecSections,
) -> Vec<Diagnostic> {
    let (source, tgsi) = (original.semantics, Semantics::tgsi());
    let spec = s.spec;
    let span_of =
        |k: usize| InstId::from_index(k).map_or(Span::NONE, |id| translated.spans.inst(id));
    let first = |ops: &[Opcode]| {
        translated
            .instructions
            .iter()
            .position(|i| ops.contains(&i.opcode))
            .map(|k| span_of(k).range())
    };
    let mut out = Vec::new();
    let mut warn = |at: Option<Range<usize>>, message: String| {
        if let Some(at) = at {
            out.push(Diagnostic::warning(at, message).with_code(code));
        }
    };
    if source.rsq != tgsi.rsq && source.rsq == RsqInput::Signed {
        warn(
            first(&[Opcode::Rsq]),
            format!(
                "TGSI's RSQ takes the root of |x|: for a negative operand it gives a number where {spec} gives NaN ({})",
                s.rsq
            ),
        );
    }
    if source.min_max != tgsi.min_max && source.min_max == MinMaxNan::Propagate {
        warn(
            first(&[Opcode::Min, Opcode::Max]),
            format!(
                "TGSI's MIN and MAX return the number when one operand is NaN; {spec} returns NaN ({})",
                s.min_max
            ),
        );
    }
    if source.lit != tgsi.lit && source.lit == LitRule::NvFragment {
        warn(
            first(&[Opcode::Lit]),
            format!(
                "TGSI's LIT clamps the specular exponent to [-128, 128] and uses pow(); {spec}'s does not clamp and has POW's special cases ({})",
                s.lit
            ),
        );
    }
    if source.pow != tgsi.pow && source.pow == PowRule::Exp2Log2 {
        warn(
            first(&[Opcode::Pow]),
            format!(
                "TGSI's POW is C's pow(): POW(0, 0) = 1 and negative bases with integer exponents give numbers, where {spec} gives NaN ({})",
                s.pow
            ),
        );
    }
    if source.denormals != tgsi.denormals && !translated.instructions.is_empty() {
        let at = span_of(0).range();
        out.push(
            Diagnostic::warning(
                at,
                format!(
                    "{spec} flushes fp32 denormals to zero ({}); TGSI keeps them, so results can differ where values are denormal",
                    s.denormals
                ),
            )
            .with_code(code),
        );
    }
    out
}

/// The PICA200's quaternion and view vector outputs (for its fragment
/// lighting) have no TGSI semantic: they become GENERIC outputs, numbered
/// after the highest GENERIC the program has.
fn semantics_as_generic(p: &mut Program, code: &'static str, notes: &mut Vec<Diagnostic>) {
    let mut next_generic = p
        .declarations
        .iter()
        .filter_map(|d| d.semantic)
        .filter(|s| s.name == SemanticName::Generic)
        .map(|s| s.index + 1)
        .max()
        .unwrap_or(0);
    for (k, d) in p.declarations.iter_mut().enumerate() {
        if let Some(sem) = &mut d.semantic
            && matches!(sem.name, SemanticName::Quaternion | SemanticName::View)
        {
            notes.push(
                Diagnostic::warning(
                    p.spans.declaration(k).range(),
                    format!(
                        "the {} output o{} becomes GENERIC[{next_generic}]: TGSI has no such \
                         semantic",
                        sem.name.name(),
                        d.first
                    ),
                )
                .with_code(code),
            );
            sem.name = SemanticName::Generic;
            sem.index = next_generic;
            next_generic += 1;
        }
    }
}

/// One diagnostic per refused instruction, at it, naming the construct as
/// the source writes it: the back end's problems with one instruction (an
/// op without a TGSI spelling, its code range, its integer-uniform source)
/// are one mistake of the source.
fn rephrase(r: &Rephrase, listing: &[Written], diagnostics: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = Vec::new();
    // Per refused instruction: its index in `out` and the back end's
    // codes.
    let mut seen: Vec<(usize, usize, Vec<&'static str>)> = Vec::new();
    for d in diagnostics {
        let pc = listing.iter().position(|(span, _)| {
            !span.is_empty() && span.start <= d.span.start && d.span.end <= span.end
        });
        let Some(pc) = pc else {
            out.push(d);
            continue;
        };
        match seen.iter_mut().find(|(p, _, _)| *p == pc) {
            Some((_, _, codes)) => codes.extend(d.code),
            None => {
                seen.push((pc, out.len(), d.code.into_iter().collect()));
                out.push(d);
            }
        }
    }
    for (pc, at, codes) in seen {
        let (span, text) = &listing[pc];
        let reason = r
            .reasons
            .get(pc)
            .cloned()
            .flatten()
            .or_else(|| {
                codes
                    .contains(&"tgsi/cannot-express-relative-address")
                    .then(|| r.relative.clone())
                    .flatten()
            })
            .unwrap_or_else(|| {
                out[at]
                    .message
                    .trim_start_matches("cannot be written as TGSI: ")
                    .to_string()
            });
        let code = out[at].code;
        out[at] = Diagnostic::error(
            span.clone(),
            format!("cannot be written as TGSI: `{text}`: {reason}"),
        )
        .with_code(code.unwrap_or("tgsi/cannot-express-opcode"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::translate;
    use shasm_ir::origin::{Refusal, Rephrase, Step};
    use shasm_ir::{Opcode, Span};

    const TEXT: &str = "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\n  0: MOV OUT[0], IN[0]\n  1: END\n";

    fn program() -> shasm_ir::Program {
        crate::parse(TEXT).unwrap()
    }

    fn no_listing() -> Vec<super::Written> {
        panic!("the listing is asked for only to rephrase refusals")
    }

    #[test]
    fn a_program_without_an_origin_prints_as_to_text_does() {
        let p = program();
        let t = translate(&p, no_listing).unwrap();
        assert_eq!(t.text, crate::to_text(&p).unwrap());
        assert!(t.diagnostics.is_empty());
    }

    #[test]
    fn declared_refusals_are_the_answer_as_declared() {
        let mut p = program();
        // Out of source order: refusals keep the front end's order.
        for (at, code) in [(30, "x/second"), (5, "x/first")] {
            p.origin.refusals.push(Refusal {
                span: Span::new(at, at + 3),
                code,
                message: format!("no {code}"),
                label: Some("here"),
            });
        }
        let e = translate(&p, no_listing).unwrap_err();
        let got: Vec<_> = e
            .diagnostics
            .iter()
            .map(|d| {
                (
                    d.code,
                    d.span.clone(),
                    d.message.as_str(),
                    d.label.as_deref(),
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                (Some("x/second"), 30..33, "no x/second", Some("here")),
                (Some("x/first"), 5..8, "no x/first", Some("here")),
            ]
        );
    }

    #[test]
    fn steps_run_in_order_and_their_warnings_come_with_the_text() {
        let mut p = program();
        p.origin.steps = vec![Step::Warning {
            code: "x/warned",
            message: "said once",
        }];
        let t = translate(&p, no_listing).unwrap();
        assert_eq!(t.text, crate::to_text(&program()).unwrap());
        assert_eq!(t.diagnostics.len(), 1);
        assert_eq!(t.diagnostics[0].code, Some("x/warned"));
        assert_eq!(t.diagnostics[0].message, "said once");
    }

    #[test]
    fn refusals_of_the_back_end_are_rephrased_at_the_instruction_as_written() {
        let mut p = program();
        // RCC (NV_vertex_program1_1) has no TGSI spelling.
        p.instructions[0].opcode = Opcode::Rcc;
        let at = p.spans.inst(shasm_ir::InstId::ZERO).range();
        let e = translate(&p, Vec::new).unwrap_err();
        assert_eq!(e.diagnostics[0].code, Some("tgsi/cannot-express-opcode"));
        p.origin.rephrase = Some(Rephrase {
            reasons: vec![Some("it clamps".into())],
            relative: None,
        });
        let listing = vec![(at.clone(), "rcc r0, v0".to_string())];
        let e = translate(&p, || listing).unwrap_err();
        assert_eq!(e.diagnostics.len(), 1);
        let d = &e.diagnostics[0];
        assert_eq!(d.span, at);
        assert_eq!(
            d.message,
            "cannot be written as TGSI: `rcc r0, v0`: it clamps"
        );
        assert_eq!(d.code, Some("tgsi/cannot-express-opcode"));
    }
}
