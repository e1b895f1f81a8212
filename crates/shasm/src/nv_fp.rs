//! The NV_fragment_program (`!!FP1.0`) driver.
//!
//! What it adds to the generic commands (docs/cli.md, "NV fragment
//! programs"):
//! * `f[WPOS]` starts at the centre of the fragment's pixel (pixel (0, 0),
//!   or its quad position) with z = 0 and 1/w = 1; every other attribute at
//!   (0, 0, 0, 0). `f[FOGC]`'s y, z and w are the constant 0 (Table X.1), so
//!   `--set` may not change them.
//! * The report always carries the condition code (it exists in every run,
//!   starting at (EQ, EQ, EQ, EQ), §3.11.1.4), leaves out the write-only
//!   dummies `RC` and `HC`, and adds `fragment`: the colour and depth that
//!   replace the fragment's (§3.11.6).

use crate::driver::{Driver, Input, Kind, Loaded, Options};
use crate::error::Error;
use crate::report::{FragmentResult, Report};
use crate::values::{bits_text, float_text};
use shasm_diag::{Diagnostic, Severity};
use shasm_exec::{Env, Outcome};
use shasm_ir::numeric::fp16;
use shasm_ir::{
    Binding, CondRule, Condition, Declaration, File, InstId, Instruction, Item, LitRule, MinMaxNan,
    Opcode, PowRule, Precision, Program, RsqInput, Semantics, Span,
};
use shasm_nv::fp::{
    self, CONST_NAMED, FragmentProgram, OUT_COLOR, OUT_DEPTH, TEMP_H0, TEMP_HC, TEMP_RC,
};

/// IR input indices of the attributes with fixed content (lowering table in
/// `shasm_nv::fp`).
const IN_WPOS: u32 = 0;
const IN_FOGC: u32 = 3;

/// The NV_fragment_program driver (`--isa nv-fp`).
pub struct NvFp;

fn fragment_program(loaded: &Loaded) -> Option<&FragmentProgram> {
    match &loaded.kind {
        Kind::NvFragment(fp) => Some(fp),
        _ => None,
    }
}

impl Driver for NvFp {
    fn name(&self) -> &'static str {
        "nv-fp"
    }

    fn detect(&self, input: &Input) -> bool {
        // Any `!!FP` header, so that the front end reports a wrong one; and
        // a `.fp` file whose header is missing altogether.
        shasm_nv::sniff(input.without_bom()) == Some(shasm_nv::Language::FragmentProgram)
            || (shasm_nv::sniff(input.without_bom()).is_none()
                && input.extension().as_deref() == Some("fp"))
    }

    fn load(&self, input: &Input, _options: &Options) -> Result<Loaded, Error> {
        let text = input.text()?;
        let fp = fp::load(text).map_err(|e| Error::from(e.diagnostics))?;
        Ok(Loaded::new(
            fp.program.clone(),
            Kind::NvFragment(Box::new(fp)),
        ))
    }

    fn format(&self, input: &Input, _loaded: &Loaded) -> Result<String, Error> {
        let text = input.text()?;
        fp::format(text).map_err(|e| Error::from(e.diagnostics))
    }

    fn prepare_pixel(&self, _loaded: &Loaded, env: &mut Env, pixel: usize) -> Result<(), Error> {
        // Table X.1: x and y are the pixel centre, (i + 0.5, j + 0.5); w is
        // 1/w_clip. A run places the fragment (or the quad's pixel 0) at
        // pixel (0, 0), depth 0, w_clip 1.
        let x = 0.5 + (pixel & 1) as f32;
        let y = 0.5 + (pixel >> 1) as f32;
        env.set_f32(File::Input, IN_WPOS, [x, y, 0.0, 1.0])
            .map_err(|source| Error::Environment {
                name: "f[WPOS]".into(),
                source,
            })
    }

    fn check_env(&self, _loaded: &Loaded, env: &Env) -> Result<(), Error> {
        let fogc = env
            .get(File::Input, IN_FOGC)
            .map_err(|source| Error::Environment {
                name: "f[FOGC]".into(),
                source,
            })?;
        if fogc[1..] != [0, 0, 0] {
            return Err(Error::bad_option(
                "--set",
                "f[FOGC]",
                "f[FOGC] has only an x component: its y, z and w are the constant 0 (NV_fragment_program Table X.1); set it with --set f[FOGC]=X",
            ));
        }
        // H0-H63 (and HC) hold fp16 values (§3.11.1.2): a preset must be one.
        for index in (TEMP_H0..TEMP_H0 + 64).chain([TEMP_HC]) {
            let Ok(words) = env.get(File::Temp, index) else {
                continue;
            };
            for (c, w) in words.into_iter().enumerate() {
                let v = f32::from_bits(w);
                let nearest = fp16::round(v);
                if !v.is_nan() && nearest.to_bits() != w {
                    let name = if index == TEMP_HC {
                        "HC".to_string()
                    } else {
                        format!("H{}", index - TEMP_H0)
                    };
                    return Err(Error::bad_option(
                        "--set",
                        name.clone(),
                        format!(
                            "{name}.{} = {} ({}) is not an fp16 value; {name} is an fp16 register (nearest fp16 value: {})",
                            ['x', 'y', 'z', 'w'][c],
                            float_text(w),
                            bits_text(w),
                            float_text(nearest.to_bits())
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    fn translation(&self, loaded: &Loaded, to: &str) -> Result<(Program, Vec<Diagnostic>), Error> {
        match to {
            "tgsi" => tgsi_translation(&loaded.program),
            _ => Ok((loaded.program.clone(), Vec::new())),
        }
    }

    fn finish_report(&self, loaded: &Loaded, outcome: &Outcome, report: &mut Report) {
        // RC and HC only carry condition-code updates; what is written to
        // them is discarded (§3.11.4.4).
        report
            .temps
            .retain(|e| !(e.file == File::Temp && (e.index == TEMP_RC || e.index == TEMP_HC)));
        if report.cc.is_empty() {
            report
                .cc
                .push(crate::report::ConditionCodes::of("CC", outcome, 0));
        }
        if let Some(fp) = fragment_program(loaded) {
            report.fragment = Some(fragment(fp, outcome));
        }
    }
}

/// The fragment's new colour and depth (§3.11.6), or null when it was
/// killed. Colour components are clamped to [0, 1]; components the run did
/// not write are undefined (§3.11.1.3) and given as null, as is the colour
/// of a program that writes only `o[DEPR]`. Without an `o[DEPR]` write in
/// the program the depth is the fragment's own (`f[WPOS].z`, "unmodified").
fn fragment(fp: &FragmentProgram, outcome: &Outcome) -> FragmentResult {
    if outcome.killed() {
        return FragmentResult::Killed;
    }
    let color = match (fp.color, outcome.get(File::Output, OUT_COLOR)) {
        (Some(_), Some(bits)) => {
            let written = outcome.written(File::Output, OUT_COLOR);
            Some(std::array::from_fn(|c| {
                if written & (1 << c) == 0 {
                    return None;
                }
                let v = f32::from_bits(bits[c]);
                let clamped = if v.is_nan() { v } else { v.clamp(0.0, 1.0) };
                Some(clamped.to_bits())
            }))
        }
        _ => None,
    };
    let depth = if fp.writes_depth {
        match outcome.get(File::Output, OUT_DEPTH) {
            Some(bits) if outcome.written(File::Output, OUT_DEPTH) & 4 != 0 => Some(bits[2]),
            _ => None,
        }
    } else {
        outcome.get(File::Input, IN_WPOS).map(|bits| bits[2])
    };
    FragmentResult::Written { color, depth }
}

/// The program as TGSI can say it, or why it cannot (docs/cli.md,
/// "translate --to tgsi").
///
/// Kept: fp32 arithmetic (its precision becomes TGSI's default), `_SAT`,
/// swizzles, negation and absolute values, TEX/TXP/TXD, DDX/DDY, `KIL TR`
/// (TGSI's KILL; `KIL FL` never kills and is dropped). `p[n]` becomes
/// CONST[n] and a DECLAREd parameter CONST[64 + k] (a note names each);
/// DECLARE values must then be loaded by the application. Rejected with a
/// diagnostic at the instruction: fp16 and fx12 arithmetic and H registers,
/// condition codes (the C suffix, CC write masks, KIL with a test), and the
/// instructions TGSI lacks (PK*, UP*, RFL, X2D). Where TGSI's definition of
/// an instruction differs from NV_fragment_program's (special operands,
/// denormals), the translation is made and a warning says what differs.
fn tgsi_translation(program: &Program) -> Result<(Program, Vec<Diagnostic>), Error> {
    let mut errors = Vec::new();
    let mut notes = Vec::new();
    let mut instructions = Vec::new();
    let mut spans = Vec::new();
    let is_fp16 = |file: File, index: u32| {
        file == File::Temp && ((TEMP_H0..TEMP_H0 + 64).contains(&index) || index == TEMP_HC)
    };
    for (k, inst) in program.instructions.iter().enumerate() {
        let inst_spans = InstId::from_index(k)
            .and_then(|id| program.spans.get(id))
            .cloned()
            .unwrap_or_default();
        let at = inst_spans.inst.range();
        let error = |message: String, label: &str| {
            Diagnostic::error(at.clone(), format!("cannot be written as TGSI: {message}"))
                .with_code("nv-fp/translate-unsupported")
                .with_label(label)
        };
        let op = inst.opcode;
        if op != Opcode::Kil && !shasm_tgsi::ops::is_tgsi(op) {
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
            let name = program.spell(file, index);
            let mut d = error(
                format!("{name} is an fp16 register; TGSI registers hold fp32"),
                "fp16 register",
            );
            if !span.is_none() {
                d.span = span.range();
            }
            errors.push(d);
            continue;
        }
        // The C suffix, condition-code write masks and KIL with a test go
        // to the TGSI back end, which keeps the condition code in a hidden
        // TEMP (crates/passes/src/cc.rs).
        let mut out = inst.clone();
        if op == Opcode::Kil {
            match inst.condition {
                Condition::Cc(t) if t.rule == CondRule::Tr => {
                    out.opcode = Opcode::Kill;
                    out.condition = Condition::Always;
                }
                // KIL FL never discards (§3.11.5.11).
                Condition::Cc(t) if t.rule == CondRule::Fl => continue,
                _ => {}
            }
        }
        // A write to RC without a CC update has no effect (§3.11.4.4).
        if inst.modifiers.cc_update.is_none()
            && inst
                .dst
                .is_some_and(|d| d.file() == File::Temp && d.index() == TEMP_RC)
        {
            continue;
        }
        if out.modifiers.precision == Precision::Full {
            out.modifiers.precision = Precision::Default;
        }
        instructions.push(out);
        spans.push(inst_spans);
    }
    if !errors.is_empty() {
        return Err(Error::Translate {
            diagnostics: errors,
        });
    }

    // TGSI programs end with an END instruction; FP1.0's END is not one.
    instructions.push(Instruction::new(Opcode::End));
    let mut p = program.clone();
    p.semantics = Semantics::tgsi();
    p.instructions = instructions;
    // The declarations', immediates' and labels' spans stay; the
    // instructions' follow the translated list.
    p.spans.replace_instructions(spans);
    let used = |file: File| -> Vec<u32> {
        let mut v: Vec<u32> = p
            .instructions
            .iter()
            .flat_map(|i| {
                i.dst
                    .iter()
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
        let span = program.spans.declaration(k);
        match d.file {
            File::Input if inputs.contains(&d.first) => declarations.push((d.clone(), span)),
            File::Output | File::Sampler => declarations.push((d.clone(), span)),
            _ => {}
        }
    }
    for run in runs(&temps) {
        declarations.push((Declaration::new(File::Temp, run.0, run.1), Span::NONE));
    }
    let locals: Vec<u32> = consts
        .iter()
        .copied()
        .filter(|c| *c < CONST_NAMED)
        .collect();
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
            program.spans.declaration(k).range(),
            format!("`{name}` is CONST[{}] in the TGSI program", d.first),
        );
        note.severity = Severity::Note;
        note = note.with_code("nv-fp/translate-parameter");
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
    notes.extend(semantic_differences(program, &p));
    Ok((p, notes))
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

/// Warnings where TGSI defines an instruction the program uses differently
/// from NV_fragment_program (the fields of [`Semantics`] that differ).
fn semantic_differences(original: &Program, translated: &Program) -> Vec<Diagnostic> {
    let (nv, tgsi) = (original.semantics, translated.semantics);
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
    let mut warn = |at: Option<std::ops::Range<usize>>, message: &str| {
        if let Some(at) = at {
            out.push(
                Diagnostic::warning(at, message.to_string()).with_code("nv-fp/translate-semantics"),
            );
        }
    };
    if nv.rsq != tgsi.rsq && nv.rsq == RsqInput::Signed {
        warn(
            first(&[Opcode::Rsq]),
            "TGSI's RSQ takes the root of |x|: for a negative operand it gives a number where NV_fragment_program gives NaN (§3.11.5.27)",
        );
    }
    if nv.min_max != tgsi.min_max && nv.min_max == MinMaxNan::Propagate {
        warn(
            first(&[Opcode::Min, Opcode::Max]),
            "TGSI's MIN and MAX return the number when one operand is NaN; NV_fragment_program returns NaN (§3.11.5.16-17)",
        );
    }
    if nv.lit != tgsi.lit && nv.lit == LitRule::NvFragment {
        warn(
            first(&[Opcode::Lit]),
            "TGSI's LIT clamps the specular exponent to [-128, 128] and uses pow(); NV_fragment_program's does not clamp and has POW's special cases (§3.11.5.13)",
        );
    }
    if nv.pow != tgsi.pow && nv.pow == PowRule::Exp2Log2 {
        warn(
            first(&[Opcode::Pow]),
            "TGSI's POW is C's pow(): POW(0, 0) = 1 and negative bases with integer exponents give numbers, where NV_fragment_program gives NaN (§3.11.5.24)",
        );
    }
    if nv.denormals != tgsi.denormals && !translated.instructions.is_empty() {
        let at = span_of(0).range();
        out.push(
            Diagnostic::warning(
                at,
                "NV_fragment_program flushes fp32 denormals to zero (§3.11.4.1); TGSI keeps them, so results can differ where values are denormal",
            )
            .with_code("nv-fp/translate-semantics"),
        );
    }
    out
}
