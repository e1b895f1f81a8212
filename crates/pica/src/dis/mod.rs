//! The disassembler.
//!
//! [`disassemble`] turns a SHBIN back into picasso source: one file per
//! DVLE, with procedures, `ifc`/`ifu`/`for` blocks, labels, uniforms,
//! constants and outputs recovered, and the padding NOPs that picasso would
//! insert by itself left out. The text is then assembled again and
//! compared with the input, so a returned [`Source`](crate::asm::Source) set is known to
//! re-assemble to the same SHBIN. A binary that picasso's language cannot
//! express (a shared descriptor no assembler would make, overlapping
//! procedures, unused bits set, ...) gets a [`DisError`] saying why;
//! [`listing`] prints any binary as an annotated listing instead.

mod analysis;
mod printer;
mod text;

use crate::asm::{self, Options};
use crate::shbin::Shbin;
use analysis::Program;
use thiserror::Error;

pub use text::{f24_source_value, instruction_text, listing};

/// Why a binary cannot be written as picasso source.
#[non_exhaustive]
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum DisError {
    /// A code word that has no source form (it does not decode, or its
    /// flow target or count points past the code).
    #[error("word {at}: {message}")]
    Word { at: usize, message: String },
    /// Code or tables that picasso's source cannot express: overlapping or
    /// too deeply nested blocks, a padding NOP the binary lacks, a DVLE
    /// table entry without a name, ...; `at` is the code word concerned,
    /// where there is one.
    #[error("{message}")]
    Structure { at: Option<usize>, message: String },
    /// The source printed does not assemble back to the same SHBIN.
    #[error("the source does not re-assemble to the same SHBIN: {0}")]
    NotReproducible(String),
}

impl DisError {
    /// A structure error of the whole binary or of a DVLE table.
    fn structure(message: impl Into<String>) -> DisError {
        DisError::Structure {
            at: None,
            message: message.into(),
        }
    }

    /// A structure error at code word `at`.
    fn structure_at(at: usize, message: impl Into<String>) -> DisError {
        DisError::Structure {
            at: Some(at),
            message: message.into(),
        }
    }

    /// The code word the error is about, where there is one.
    pub fn word(&self) -> Option<usize> {
        match self {
            DisError::Word { at, .. } => Some(*at),
            DisError::Structure { at, .. } => *at,
            DisError::NotReproducible(_) => None,
        }
    }
}

/// One disassembled source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisFile {
    /// Whether the file makes a geometry shader (`.g.pica`) or a vertex
    /// shader (`.v.pica`).
    pub geometry: bool,
    pub text: String,
}

/// A disassembly that re-assembles to the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disassembly {
    pub files: Vec<DisFile>,
    /// The sources must be assembled with picasso's `-n` (no padding NOPs).
    pub needs_no_nop: bool,
}

/// Disassemble a SHBIN into picasso source files (one per DVLE, in order),
/// verified by re-assembly.
pub fn disassemble(shbin: &Shbin) -> Result<Disassembly, DisError> {
    let prog = Program::analyse(shbin)?;
    let mut last_error = None;
    for auto_nop in [true, false] {
        for layout in prog.layouts() {
            let files = match prog.print(&layout, auto_nop) {
                Ok(f) => f,
                Err(e) => {
                    last_error = Some(e);
                    continue;
                }
            };
            match verify(shbin, &files, auto_nop) {
                Ok(()) => {
                    return Ok(Disassembly {
                        files,
                        needs_no_nop: !auto_nop,
                    });
                }
                Err(e) => last_error = Some(e),
            }
        }
    }
    Err(last_error.unwrap_or_else(|| DisError::structure("no shader to disassemble")))
}

fn verify(shbin: &Shbin, files: &[DisFile], auto_nop: bool) -> Result<(), DisError> {
    let names: Vec<String> = (0..files.len()).map(|i| format!("dvle{i}.pica")).collect();
    let sources: Vec<asm::Source<'_>> = files
        .iter()
        .zip(&names)
        .map(|(f, n)| asm::Source {
            name: n,
            text: &f.text,
        })
        .collect();
    let out = asm::assemble(&sources, Options { auto_nop }).map_err(|e| {
        let first = e
            .diagnostics
            .iter()
            .find(|d| d.diagnostic.is_error())
            .map(|d| d.diagnostic.message.clone())
            .unwrap_or_default();
        DisError::NotReproducible(format!("the source does not assemble: {first}"))
    })?;
    if out.shbin == *shbin {
        return Ok(());
    }
    Err(DisError::NotReproducible(first_difference(
        shbin, &out.shbin,
    )))
}

fn first_difference(a: &Shbin, b: &Shbin) -> String {
    if a.dvlp.code.len() != b.dvlp.code.len() {
        return format!(
            "{} code words instead of {}",
            b.dvlp.code.len(),
            a.dvlp.code.len()
        );
    }
    if let Some(i) = (0..a.dvlp.code.len()).find(|&i| a.dvlp.code[i] != b.dvlp.code[i]) {
        return format!(
            "word {i} is {:#010x} instead of {:#010x}",
            b.dvlp.code[i], a.dvlp.code[i]
        );
    }
    if a.dvlp.opdescs != b.dvlp.opdescs {
        return "the operand descriptor table differs".into();
    }
    if a.dvlp.version != b.dvlp.version || a.dvlp.reserved != b.dvlp.reserved {
        return "the DVLP header differs".into();
    }
    if a.dvles.len() != b.dvles.len() {
        return format!("{} DVLEs instead of {}", b.dvles.len(), a.dvles.len());
    }
    for (i, (x, y)) in a.dvles.iter().zip(&b.dvles).enumerate() {
        if x != y {
            let what = if x.constants != y.constants {
                "constant table"
            } else if x.uniforms != y.uniforms || x.symbols != y.symbols {
                "uniform table"
            } else if x.outputs != y.outputs {
                "output table"
            } else if x.labels != y.labels {
                "label table"
            } else {
                "header"
            };
            return format!("DVLE {i}: the {what} differs");
        }
    }
    "the files differ".into()
}
