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
//! * `shasm fmt` lays out a source canonically (comments and names kept);
//!   of a SHBIN it prints the disassembly, or refuses where that would not
//!   load as the same program.

use crate::driver::{Driver, Input, Kind, Loaded, Options, Target};
use crate::engines::Outcome;
use crate::error::Error;
use crate::options::{Entry, FloatModel};
use crate::report::Report;
use shasm_diag::Diagnostic;
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

    fn format(&self, input: &Input, loaded: &Loaded) -> Result<String, Error> {
        let s = state(loaded).ok_or_else(|| Error::Unsupported {
            operation: "fmt",
            what: "a program the PICA200 driver did not load".into(),
        })?;
        match &s.assembled {
            Some(assembled) => format_source(input, assembled),
            None => format_shbin(&s.shbin),
        }
    }

    /// `.alias` and `.out` names of the source (`--set inpos=...`).
    fn resolve(&self, loaded: &Loaded, name: &str) -> Option<Target> {
        let s = state(loaded)?;
        register_names(s)
            .find(|(n, _, _)| *n == name)
            .map(|(_, file, index)| Target::new(file, index))
    }

    /// The first `.out` or `.alias` name of the register (`outpos` for
    /// `o0` after `.out outpos position`).
    fn own_name(&self, loaded: &Loaded, file: File, index: u32) -> Option<String> {
        let s = state(loaded)?;
        register_names(s)
            .find(|(_, f, i)| *f == file && *i == index)
            .map(|(n, _, _)| n.to_string())
    }

    fn finish_report(&self, loaded: &Loaded, outcome: &Outcome, report: &mut Report) {
        use crate::report::{AddressRegister, PicaVertex, Primitive};
        if let Some(s) = state(loaded) {
            let outputs = s
                .shbin
                .dvles
                .get(s.dvle)
                .map_or(&[][..], |d| &d.outputs[..]);
            let vertex_outputs = report
                .vertices
                .iter_mut()
                .flatten()
                .flat_map(|v| v.outputs.iter_mut());
            for e in report.outputs.iter_mut().chain(vertex_outputs) {
                e.semantic = output_semantic(outputs, e.index);
            }
            for e in report.outputs.iter_mut().chain(report.temps.iter_mut()) {
                e.aliases = register_names(s)
                    .filter(|(_, file, index)| *file == e.file && *index == e.index)
                    .map(|(n, _, _)| n.to_string())
                    .collect();
            }
        }
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

/// `fmt` of picasso source: the canonical layout (`asm::format_source`),
/// which keeps comments, names and blank-line structure. It only changes
/// white space and the case of mnemonics; the layout is assembled again
/// here, so that a defect there is an error rather than another program.
fn format_source(input: &Input, assembled: &Assembled) -> Result<String, Error> {
    let text = asm::format_source(input.text()?);
    let again = asm::assemble(
        &[Source {
            name: &input.name,
            text: &text,
        }],
        asm::Options::default(),
    );
    match again {
        Ok(a) if a.shbin.write() == assembled.shbin.write() => Ok(text),
        _ => Err(Error::Unsupported {
            operation: "fmt",
            what: "this source: its canonical layout would assemble differently (a shasm \
                   defect; please report it)"
                .into(),
        }),
    }
}

/// `fmt` of a SHBIN: its picasso source, which loads as the same program;
/// refused (exit 1) where there is none: picasso's language cannot express
/// the binary, its source gives these bytes only without padding NOPs
/// (`shasm asm -n`, which loading a source does not do), or it has several
/// entry points (their sources assemble together).
fn format_shbin(shbin: &Shbin) -> Result<String, Error> {
    let refuse = |what: String| Error::Unsupported {
        operation: "fmt",
        what,
    };
    if shbin.dvles.len() > 1 {
        // The sources of several entry points assemble together into
        // one SHBIN; printed one after the other they are not one
        // source that `shasm asm` takes back.
        return Err(refuse(format!(
            "a SHBIN with {} entry points (their sources assemble together: \
             `shasm dis FILE --out-dir DIR` writes one file per entry point)",
            shbin.dvles.len()
        )));
    }
    let d = dis::disassemble(shbin).map_err(|e| {
        refuse(format!(
            "this SHBIN: picasso's language cannot express it ({e}), so no source loads as \
             the same program (`shasm dis --listing` prints it annotated)"
        ))
    })?;
    if d.needs_no_nop {
        return Err(refuse(
            "this SHBIN: its picasso source gives these bytes only when assembled without \
             padding NOPs (`shasm asm -n`), and loading a source inserts them (`shasm dis` \
             prints that source)"
                .to_string(),
        ));
    }
    Ok(d.files.into_iter().map(|f| f.text).collect())
}

/// The names the source of the running entry point gives whole registers
/// (`.alias inpos v0`, `.out outpos position`, uniforms by their first
/// register), as `(name, file, index)`. Aliases with a swizzle or a
/// negation (`.alias ones myconst.yyyy`) name an operand, not a register,
/// and are left out; a SHBIN keeps no aliases.
fn register_names(s: &State) -> impl Iterator<Item = (&str, File, u32)> {
    let file = s
        .assembled
        .as_ref()
        .and_then(|a| a.dvle_files.get(s.dvle).copied());
    s.assembled
        .iter()
        .flat_map(|a| &a.names)
        .filter(move |n| {
            Some(n.file) == file && n.swizzle == shasm_ir::Swizzle::IDENTITY && !n.negate
        })
        .map(|n| {
            let (file, index) = shasm_pica::lower::ir_reg(n.reg);
            (n.name.as_str(), file, index)
        })
}

/// What the DVLE's output table says register `o{index}` carries, in
/// picasso's words: `position`, or where the register is shared, each
/// semantic with its components (`texcoord0.xy, texcoord0w.w`).
fn output_semantic(table: &[shasm_pica::shbin::OutputEntry], index: u32) -> Option<String> {
    let names: Vec<String> = table
        .iter()
        .filter(|o| u32::from(o.register) == index)
        .map(|o| {
            let name = o
                .semantic()
                .name()
                .map_or_else(|| format!("semantic {}", o.kind), str::to_string);
            if o.mask & 0xF == 0xF {
                name
            } else {
                let components: String = "xyzw"
                    .chars()
                    .enumerate()
                    .filter(|(k, _)| o.mask & (1 << k) != 0)
                    .map(|(_, c)| c)
                    .collect();
                format!("{name}.{components}")
            }
        })
        .collect();
    (!names.is_empty()).then(|| names.join(", "))
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
