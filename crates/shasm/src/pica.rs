//! The PICA200 driver: picasso sources (`.pica`, `.v.pica`, `.g.pica`,
//! `.vsh`, `.gsh`) and SHBIN binaries (`DVLB` magic), through `shasm_pica`.
//!
//! * A source is assembled as picasso would (its warnings are reported);
//!   a binary is read and checked. Either is lowered into the IR at one
//!   entry point: `--entry` takes a DVLE number, `vertex`/`geometry` (the
//!   first of that type) or, for sources, the entry procedure's name.
//! * `--float-model f24` (the default) runs with the hardware's float24
//!   arithmetic, `f32` with plain binary32 as today's emulators do.
//! * `--set` takes `v0`, `c20`, `b3`, `i0`, `o3`, `r2` and the names of the
//!   DVLE's uniform table (a matrix takes its rows in order:
//!   `--set projection=16 values` or `--set projection[2]=4 values`).
//! * The report adds the condition flags (`cmp`), the address registers
//!   (`address`), and for geometry shaders each vertex's SETEMIT slot and
//!   flags and the `primitives` the EMITs made.
//! * `shasm fmt` prints the disassembly: canonical picasso source.

use crate::driver::{Driver, Input, Kind, Loaded, Options};
use crate::error::Error;
use crate::options::{Entry, FloatModel};
use crate::report::Report;
use shasm_diag::Diagnostic;
use shasm_exec::Outcome;
use shasm_ir::{File, Semantics, validate};
use shasm_pica::Shbin;
use shasm_pica::asm::{self, Assembled, Source};
use shasm_pica::dis;
use shasm_pica::lower::{lower, lower_assembled};

/// The PICA200 driver (`--isa pica`): picasso source or SHBIN.
pub struct Pica;

/// What `load` keeps: the SHBIN (assembled or read) and the chosen DVLE.
#[derive(Debug)]
pub struct State {
    /// The SHBIN (assembled from source, or as read).
    pub shbin: Shbin,
    /// The assembly, for programs read from picasso source.
    pub assembled: Option<Assembled>,
    /// The DVLE (entry point) runs use.
    pub dvle: usize,
}

fn state(loaded: &Loaded) -> Option<&State> {
    match &loaded.kind {
        Kind::Pica(s) => Some(s),
        _ => None,
    }
}

/// The semantics `--float-model` names.
pub fn semantics(options: &Options) -> Result<Semantics, Error> {
    Ok(match options.float_model {
        FloatModel::F24 => Semantics::pica(),
        FloatModel::F32 => Semantics::pica_f32(),
    })
}

/// The DVLE `--entry` names.
fn choose_dvle(
    shbin: &Shbin,
    assembled: Option<&Assembled>,
    entry: Option<&Entry>,
) -> Result<usize, Error> {
    let count = shbin.dvles.len();
    let Some(entry) = entry else {
        return Ok(0);
    };
    let name = &entry.to_string();
    if let Entry::Index(k) = *entry {
        return if k < count {
            Ok(k)
        } else {
            Err(Error::bad_option(
                "--entry",
                name,
                format!("the SHBIN has {count} entry point(s)"),
            ))
        };
    }
    let by_type = match entry {
        Entry::Vertex => Some(false),
        Entry::Geometry => Some(true),
        _ => None,
    };
    if let Some(geometry) = by_type {
        return shbin
            .dvles
            .iter()
            .position(|d| d.is_geometry() == geometry)
            .ok_or_else(|| Error::bad_option("--entry", name, format!("no {name} shader here")));
    }
    if let Some(a) = assembled
        && let Some(p) = a.procedures.iter().find(|p| p.name == *name)
        && let Some(k) = shbin.dvles.iter().position(|d| d.entry == p.start)
    {
        return Ok(k);
    }
    Err(Error::bad_option(
        "--entry",
        name,
        "not a DVLE number, `vertex`, `geometry` or an entry procedure",
    ))
}

fn validated(program: shasm_ir::Program) -> Result<shasm_ir::Program, Error> {
    match validate(&program) {
        Ok(()) => Ok(program),
        Err(errors) => Err(Error::from(
            errors
                .into_iter()
                .map(|e| Diagnostic::error(e.span.range(), e.message).with_code("pica/invalid-ir"))
                .collect::<Vec<_>>(),
        )),
    }
}

/// A program that cannot be lowered, located at the code word's offset in
/// the SHBIN file where the error names a word.
fn lower_error(shbin: &Shbin, e: shasm_pica::lower::LowerError) -> Error {
    use shasm_pica::lower::LowerError;
    let word = match &e {
        LowerError::UnknownOpcode { at, .. } | LowerError::MissingDescriptor { at, .. } => {
            Some(*at)
        }
        _ => None,
    };
    let at = word.and_then(|w| shbin.word_file_offset(w)).unwrap_or(0);
    Error::from(vec![
        Diagnostic::error(at..at + 4 * usize::from(word.is_some()), e.to_string())
            .with_code("pica/lower"),
    ])
}

impl Driver for Pica {
    fn name(&self) -> &'static str {
        "pica"
    }

    fn detect(&self, input: &Input) -> bool {
        input.bytes.starts_with(b"DVLB")
            || matches!(
                input.extension().as_deref(),
                Some("pica") | Some("vsh") | Some("gsh") | Some("shbin")
            )
    }

    fn load(&self, input: &Input, options: &Options) -> Result<Loaded, Error> {
        let sem = semantics(options)?;
        if input.bytes.starts_with(b"DVLB") || input.extension().as_deref() == Some("shbin") {
            let shbin = read_shbin(input)?;
            let dvle = choose_dvle(&shbin, None, options.entry.as_ref())?;
            let program = lower(&shbin, dvle, sem).map_err(|e| lower_error(&shbin, e))?;
            return Ok(Loaded::new(
                validated(program)?,
                Kind::Pica(Box::new(State {
                    shbin,
                    assembled: None,
                    dvle,
                })),
            ));
        }
        let text = input.text()?;
        let assembled = asm::assemble(
            &[Source {
                name: &input.name,
                text,
            }],
            asm::Options::default(),
        )
        .map_err(|e| {
            Error::from(
                e.diagnostics
                    .into_iter()
                    .map(|d| d.diagnostic)
                    .collect::<Vec<_>>(),
            )
        })?;
        let dvle = choose_dvle(&assembled.shbin, Some(&assembled), options.entry.as_ref())?;
        let program =
            lower_assembled(&assembled, dvle, sem).map_err(|e| lower_error(&assembled.shbin, e))?;
        let warnings = assembled
            .warnings
            .iter()
            .map(|d| d.diagnostic.clone())
            .collect();
        let mut loaded = Loaded::new(
            validated(program)?,
            Kind::Pica(Box::new(State {
                shbin: assembled.shbin.clone(),
                assembled: Some(assembled),
                dvle,
            })),
        );
        loaded.warnings = warnings;
        Ok(loaded)
    }

    fn format(&self, _input: &Input, loaded: &Loaded) -> Result<String, Error> {
        let s = state(loaded).ok_or_else(|| Error::Unsupported {
            operation: "fmt",
            what: "a program the PICA200 driver did not load".into(),
        })?;
        if s.shbin.dvles.len() > 1 {
            // The sources of several entry points assemble together into
            // one SHBIN; printed one after the other they are not one
            // source that `shasm asm` takes back.
            return Err(Error::Unsupported {
                operation: "fmt",
                what: format!(
                    "a SHBIN with {} entry points (their sources assemble together: \
                     `shasm dis FILE --out-dir DIR` writes one file per entry point)",
                    s.shbin.dvles.len()
                ),
            });
        }
        disassembly_text(&s.shbin).map(|(text, _)| text)
    }

    fn translation(
        &self,
        loaded: &Loaded,
        _to: &str,
    ) -> Result<(shasm_ir::Program, Vec<Diagnostic>), Error> {
        Ok(tgsi_translation(&loaded.program))
    }

    fn finish_report(&self, loaded: &Loaded, outcome: &Outcome, report: &mut Report) {
        use crate::report::{AddressRegister, PicaVertex, Primitive};
        report.cmp = Some(outcome.predicates());
        if outcome.written(File::Address, 0) != 0
            && let Some(a) = outcome.get(File::Address, 0)
        {
            report.address.push(AddressRegister {
                name: "a0".into(),
                values: vec![a[0] as i32, a[1] as i32],
                scalar: false,
            });
        }
        if outcome.written(File::LoopCounter, 0) != 0
            && let Some(l) = outcome.get(File::LoopCounter, 0)
        {
            report.address.push(AddressRegister {
                name: "aL".into(),
                values: vec![l[0] as i32],
                scalar: true,
            });
        }
        if let Some(vs) = report.vertices.as_mut() {
            for (v, emitted) in vs.iter_mut().zip(outcome.vertices()) {
                v.pica = Some(PicaVertex {
                    slot: emitted.slot,
                    primitive: emitted.primitive,
                    winding: emitted.winding,
                });
            }
            report.primitives = Some(
                outcome
                    .primitives()
                    .iter()
                    .map(|p| Primitive::Pica {
                        vertices: p.vertices,
                        winding: p.winding,
                    })
                    .collect(),
            );
        }
        let _ = loaded;
    }
}

/// The disassembly of a SHBIN as picasso source (one file after the other,
/// each DVLE's file introduced by a comment line), or, where picasso's
/// language cannot express the binary, the annotated listing. The second
/// value is a note for stderr.
pub fn disassembly_text(shbin: &Shbin) -> Result<(String, Option<String>), Error> {
    match dis::disassemble(shbin) {
        Ok(d) => {
            let mut text = String::new();
            let many = d.files.len() > 1;
            for (k, f) in d.files.iter().enumerate() {
                if many {
                    let kind = if f.geometry { "g" } else { "v" };
                    text.push_str(&format!(
                        ";;; ---- file {k} ({kind}.pica): assemble the files together, in order ----\n"
                    ));
                }
                text.push_str(&f.text);
            }
            let note = d
                .needs_no_nop
                .then(|| "assemble this source with -n (no padding NOPs)".to_string());
            Ok((text, note))
        }
        Err(e) => Ok((
            dis::listing(shbin),
            Some(format!(
                "picasso source cannot express this binary ({e}); printed an annotated listing"
            )),
        )),
    }
}

/// Picasso sources assembled into one SHBIN (`shasm asm`).
#[derive(Clone, Debug)]
pub struct Assembly {
    /// The SHBIN's bytes.
    pub shbin: Vec<u8>,
    /// picasso's C header of uniform locations (`-h`).
    pub header: String,
    /// Warnings, each with the index of the source it is about.
    pub warnings: Vec<(usize, Diagnostic)>,
}

/// Why sources did not assemble: the diagnostics, each with the index of
/// the source it is about.
#[derive(Clone, Debug, thiserror::Error)]
#[error("the sources do not assemble ({} diagnostics)", .diagnostics.len())]
pub struct AssembleError {
    /// Diagnostics, each with the file (DVLP index) it is about.
    pub diagnostics: Vec<(usize, Diagnostic)>,
}

/// Assemble and link picasso sources into one SHBIN, as picasso does (one
/// DVLE per source, in order); `auto_nop` inserts the padding NOPs picasso
/// inserts unless `-n` is given.
pub fn assemble(inputs: &[Input], auto_nop: bool) -> Result<Assembly, AssembleError> {
    let mut texts = Vec::with_capacity(inputs.len());
    for (k, input) in inputs.iter().enumerate() {
        match input.text() {
            Ok(t) => texts.push(t),
            Err(d) => {
                return Err(AssembleError {
                    diagnostics: d.into_iter().map(|d| (k, d)).collect(),
                });
            }
        }
    }
    let sources: Vec<Source<'_>> = inputs
        .iter()
        .zip(&texts)
        .map(|(i, t)| Source {
            name: &i.name,
            text: t,
        })
        .collect();
    let located = |diags: Vec<asm::FileDiagnostic>| -> Vec<(usize, Diagnostic)> {
        diags
            .into_iter()
            .map(|d| (d.file, d.diagnostic.or_code("pica/error")))
            .collect()
    };
    match asm::assemble(&sources, asm::Options { auto_nop }) {
        Ok(out) => {
            let header = out.header();
            let shbin = out.shbin.write();
            Ok(Assembly {
                shbin,
                header,
                warnings: located(out.warnings),
            })
        }
        Err(e) => Err(AssembleError {
            diagnostics: located(e.diagnostics),
        }),
    }
}

/// A SHBIN disassembled into picasso sources (`shasm dis`).
#[derive(Clone, Debug)]
pub struct Disassembly {
    /// `(file name, source)`, one per DVLE in order (`dvle0.v.pica`,
    /// `dvle1.g.pica`, ...), to be assembled together.
    pub files: Vec<(String, String)>,
    /// The sources reproduce the SHBIN only when assembled with `-n`.
    pub needs_no_nop: bool,
}

/// Read a SHBIN; an invalid one is a diagnostic at the byte offset of the
/// problem.
fn read_shbin(input: &Input) -> Result<Shbin, Error> {
    Shbin::read(&input.bytes).map_err(|e| {
        // The offset of a table read from a hostile header may lie past
        // the end of the file: the span stays inside it (the message says
        // where the table claimed to be).
        let at = e.offset().min(input.bytes.len());
        Error::from(vec![
            Diagnostic::error(at..at, format!("not a valid SHBIN: {e}")).with_code("pica/shbin"),
        ])
    })
}

/// Disassemble a SHBIN into picasso sources that assemble back to the same
/// bytes; [`Error::Unsupported`] where picasso's language cannot express
/// the binary (see [`listing`]).
pub fn disassemble(input: &Input) -> Result<Disassembly, Error> {
    let shbin = read_shbin(input)?;
    let d = dis::disassemble(&shbin).map_err(|e| Error::Unsupported {
        operation: "picasso source",
        what: format!("this binary ({e}); `--listing` prints it annotated"),
    })?;
    Ok(Disassembly {
        needs_no_nop: d.needs_no_nop,
        files: d
            .files
            .into_iter()
            .enumerate()
            .map(|(k, f)| {
                let kind = if f.geometry { "g" } else { "v" };
                (format!("dvle{k}.{kind}.pica"), f.text)
            })
            .collect(),
    })
}

/// An annotated listing of a SHBIN: every word, decoded, with its tables.
pub fn listing(input: &Input) -> Result<String, Error> {
    Ok(dis::listing(&read_shbin(input)?))
}

/// [`disassembly_text`] of a SHBIN file.
pub fn disassembly(input: &Input) -> Result<(String, Option<String>), Error> {
    disassembly_text(&read_shbin(input)?)
}

/// A PICA200 program made ready for the TGSI back end (`translate --to
/// tgsi`): what only the lowering added, and what TGSI spells another way,
/// is rewritten; what TGSI cannot express (the IF/CALL/LOOP stack flow, the
/// integer and boolean uniforms it reads, constants preset by the DVLE) is
/// left for the back end to refuse at its instruction or declaration.
/// Warnings say where the translated program computes differently.
fn tgsi_translation(program: &shasm_ir::Program) -> (shasm_ir::Program, Vec<Diagnostic>) {
    use shasm_ir::Binding;
    let mut p = program.clone();
    // TGSI names jump targets by instruction number: label names go.
    p.clear_labels();
    // The lowering declares the whole machine (integer and boolean
    // uniforms, the loop counter, the address register); TGSI needs only
    // the files the instructions use.
    let used: Vec<File> = p
        .instructions
        .iter()
        .flat_map(|i| {
            i.dst.iter().map(|d| d.file()).chain(
                i.src
                    .iter()
                    .flat_map(|s| std::iter::once(s.file()).chain(s.indirect().map(|r| r.file()))),
            )
        })
        .collect();
    p.retain_declarations(|d| {
        !matches!(
            d.file,
            File::IntConst | File::BoolConst | File::LoopCounter | File::Address
        ) || used.contains(&d.file)
    });
    // Constants the DVLE presets (`.constf`) are TGSI immediates: direct
    // reads move to the immediate; a preset read through a0/aL stays a
    // preset, which the back end refuses.
    let indirect_const = p
        .instructions
        .iter()
        .flat_map(|i| &i.src)
        .any(|s| s.file() == File::Const && s.indirect().is_some());
    if !indirect_const {
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
            p.immediates.push(shasm_ir::Immediate {
                ty: shasm_ir::ImmType::Flt32,
                values: preset.value,
                len: 4,
            });
            for src in p.instructions.iter_mut().flat_map(|i| &mut i.src) {
                if src.reg() == Some(preset.reg) {
                    src.register =
                        shasm_ir::SrcRegister::Direct(shasm_ir::Reg::new(File::Immediate, slot));
                }
            }
        }
    }
    // A uniform's name is the DVLE's symbol for its registers: TGSI
    // constants are set by number.
    for d in &mut p.declarations {
        if matches!(d.binding, Binding::Named(_)) {
            d.binding = Binding::None;
        }
    }
    let mut notes = Vec::new();
    // The PICA200's quaternion and view vector outputs (for its fragment
    // lighting) have no TGSI semantic: they become GENERIC outputs, numbered
    // after the highest GENERIC the program has.
    let mut next_generic = p
        .declarations
        .iter()
        .filter_map(|d| d.semantic)
        .filter(|s| s.name == shasm_ir::SemanticName::Generic)
        .map(|s| s.index + 1)
        .max()
        .unwrap_or(0);
    for (k, d) in p.declarations.iter_mut().enumerate() {
        if let Some(sem) = &mut d.semantic
            && matches!(
                sem.name,
                shasm_ir::SemanticName::Quaternion | shasm_ir::SemanticName::View
            )
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
                .with_code("pica/translate-semantic"),
            );
            sem.name = shasm_ir::SemanticName::Generic;
            sem.index = next_generic;
            next_generic += 1;
        }
    }
    if p.semantics == Semantics::pica() {
        notes.push(
            Diagnostic::warning(
                0..0,
                "the program computes in the PICA200's float24; TGSI computes in binary32 \
                 (translate with --float-model f32 to say that this is intended)",
            )
            .with_code("pica/translate-float24"),
        );
    }
    p.semantics = Semantics::tgsi();
    (p, notes)
}
