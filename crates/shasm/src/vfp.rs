//! Vertex–fragment program pairs: id Tech 4 `.vfp` files (an
//! `!!ARBvp1.0 … END` and an `!!ARBfp1.0 … END` in one file, as Doom 3
//! keeps its interaction programs) and a vertex and a fragment program
//! given together.
//!
//! A pair is checked by its interface: every varying the fragment program
//! reads must be written by the vertex program, matched by meaning as the
//! stage form numbers them (`result.texcoord[n]` ↔ `fragment.texcoord[n]`,
//! NV `o[TEXn]` ↔ `f[TEXn]`, TGSI `GENERIC[n]`; docs/translate.md).
//!
//! ```
//! use shasm::vfp;
//!
//! let text = "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n\
//!             !!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n";
//! let parts = vfp::split(text).unwrap();
//! assert_eq!(&text[parts.vertex.clone()], "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n");
//! assert_eq!(parts.fragment.start, 53);
//! ```

use crate::driver::{Input, Options};
use crate::options::Entry;
use crate::{Error, Program};
use shasm_diag::Diagnostic;
use shasm_ir::{File, InstId, SrcRegister, Stage};
use std::ops::Range;

/// Where the two programs of a `.vfp` file are: byte ranges, each from
/// its header to the next program's header (or the end of the file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parts {
    /// The `!!ARBvp1.0` program.
    pub vertex: Range<usize>,
    /// The `!!ARBfp1.0` program.
    pub fragment: Range<usize>,
}

/// Move a diagnostic (and its related places) by `by` bytes: from a
/// program's own text to where that text lies in its `.vfp` file.
pub fn shift(mut d: Diagnostic, by: usize) -> Diagnostic {
    d.span = d.span.start + by..d.span.end + by;
    if let Some(r) = d.related.as_mut() {
        for (span, _) in &mut r.0 {
            *span = span.start + by..span.end + by;
        }
    }
    d
}

fn shift_error(e: Error, by: usize) -> Error {
    let all = |v: Vec<Diagnostic>| v.into_iter().map(|d| shift(d, by)).collect();
    match e {
        Error::Invalid { diagnostics } => Error::Invalid {
            diagnostics: all(diagnostics),
        },
        Error::Translate { diagnostics } => Error::Translate {
            diagnostics: all(diagnostics),
        },
        Error::OverLimit { diagnostics } => Error::OverLimit {
            diagnostics: all(diagnostics),
        },
        e => e,
    }
}

/// Which program of a `.vfp` file `options.entry` names: the vertex
/// program (`vertex`, the default) or the fragment program (`fragment`).
pub fn entry_is_fragment(options: &Options) -> Result<bool, Error> {
    match &options.entry {
        None | Some(Entry::Vertex) => Ok(false),
        Some(Entry::Procedure(p)) if p == "fragment" => Ok(true),
        Some(other) => Err(Error::bad_option(
            "--entry",
            match other {
                Entry::Index(k) => k.to_string(),
                Entry::Geometry => "geometry".into(),
                Entry::Procedure(p) => p.clone(),
                Entry::Vertex => "vertex".into(),
            },
            "a .vfp file's entries are `vertex` and `fragment`",
        )),
    }
}

/// [`Program::load`] of a `.vfp` file: the program `options.entry` names
/// ([`entry_is_fragment`]), loaded from its own text; its load errors,
/// warnings and translation refusals point into the file
/// ([`Program::file`]). The program's own text is its input.
pub(crate) fn load(input: &Input, options: &Options) -> Result<Program, Error> {
    let fragment = entry_is_fragment(options)?;
    let text = std::str::from_utf8(&input.bytes).map_err(|_| Error::Invalid {
        diagnostics: vec![
            Diagnostic::error(0..0, "a .vfp file is text: this one is not UTF-8")
                .with_code("vfp/missing"),
        ],
    })?;
    let parts = split(text).map_err(|diagnostics| Error::Invalid { diagnostics })?;
    let range = if fragment {
        parts.fragment
    } else {
        parts.vertex
    };
    let mut options = options.clone();
    // The entry chose the program; the ARB loader has no entries.
    options.entry = None;
    let part = Input::new(input.name.clone(), text[range.clone()].as_bytes().to_vec());
    let mut program = Program::load_one(part, &options).map_err(|e| shift_error(e, range.start))?;
    program.set_file(input.clone(), range.start);
    Ok(program)
}

/// Whether a file name names a `.vfp` file.
pub fn is_vfp(name: &str) -> bool {
    name.rsplit_once('.')
        .is_some_and(|(_, ext)| ext.eq_ignore_ascii_case("vfp"))
}

/// The `!!` headers of `text` at the start of a line, outside comments:
/// (offset, header word).
fn headers(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if trimmed.starts_with("!!") {
            let start = at + (line.len() - trimmed.len());
            let word = trimmed
                .split(|c: char| c.is_whitespace() || c == '#')
                .next()
                .unwrap_or("");
            out.push((start, word));
        }
        at += line.len();
    }
    out
}

/// Find the vertex and the fragment program of a `.vfp` file. One
/// `!!ARBvp1.0` and one `!!ARBfp1.0`, in either order, each at the start
/// of a line (text around them, comments, is ignored as id Tech 4's
/// loader ignores it); a missing, repeated or other program is an error
/// naming it (`vfp/missing`, `vfp/extra`, `vfp/other`).
pub fn split(text: &str) -> Result<Parts, Vec<Diagnostic>> {
    let found = headers(text);
    let mut errors = Vec::new();
    let mut vertex: Option<usize> = None;
    let mut fragment: Option<usize> = None;
    for (k, &(at, word)) in found.iter().enumerate() {
        let span = at..at + word.len();
        let slot = match word {
            "!!ARBvp1.0" => &mut vertex,
            "!!ARBfp1.0" => &mut fragment,
            _ => {
                errors.push(
                    Diagnostic::error(
                        span,
                        format!(
                            "`{word}` in a .vfp file: it holds one `!!ARBvp1.0` and one `!!ARBfp1.0` program"
                        ),
                    )
                    .with_code("vfp/other"),
                );
                continue;
            }
        };
        match slot {
            Some(first) => {
                let kind = if word == "!!ARBvp1.0" {
                    "vertex"
                } else {
                    "fragment"
                };
                let first = found[*first].0;
                errors.push(
                    Diagnostic::error(
                        span,
                        format!("a second {kind} program: a .vfp file holds one of each"),
                    )
                    .with_related(first..first + word.len(), "the first")
                    .with_code("vfp/extra"),
                );
            }
            None => *slot = Some(k),
        }
    }
    let end_of = |k: usize| found.get(k + 1).map_or(text.len(), |h| h.0);
    let missing = |what: &str, header: &str| {
        Diagnostic::error(
            0..0,
            format!("the .vfp file has no {what} program (`{header} … END`)"),
        )
        .with_code("vfp/missing")
    };
    if vertex.is_none() {
        errors.push(missing("vertex", "!!ARBvp1.0"));
    }
    if fragment.is_none() {
        errors.push(missing("fragment", "!!ARBfp1.0"));
    }
    match (vertex, fragment) {
        (Some(v), Some(f)) if errors.is_empty() => Ok(Parts {
            vertex: found[v].0..end_of(v),
            fragment: found[f].0..end_of(f),
        }),
        _ => {
            errors.sort_by_key(|d| d.span.start);
            Err(errors)
        }
    }
}

/// A varying of one side of a pair: its register, the program's name for
/// it, and the location its meaning has (`shasm_naga::varying_location`).
struct Varying {
    index: u32,
    name: String,
    location: u32,
}

fn varyings(program: &Program, file: File, registers: &[u32]) -> Vec<Varying> {
    let ir = program.ir();
    let interface = program.interface();
    registers
        .iter()
        .filter_map(|&index| {
            let semantic = ir
                .declarations
                .iter()
                .find(|d| d.dimension.is_none() && d.contains(file, index))
                .and_then(|d| d.semantic)?;
            let location = shasm_naga::varying_location(semantic)?;
            let name = interface
                .inputs
                .iter()
                .chain(&interface.outputs)
                .find(|v| v.file == file && v.index == index && v.size == 1)
                .map_or_else(|| format!("{}[{index}]", file.name()), |v| v.name.clone());
            Some(Varying {
                index,
                name,
                location,
            })
        })
        .collect()
}

/// Check a vertex and a fragment program as a pair: one error (code
/// `pair/varying`) for each varying the fragment program reads and the
/// vertex program never writes, at the fragment program's first
/// instruction that reads it (a span in the fragment program's text), with
/// a note saying what the vertex program writes. Nothing for a pair whose
/// programs are not a vertex and a fragment program.
pub fn check_pair(vertex: &Program, fragment: &Program) -> Vec<Diagnostic> {
    let (v, f) = (vertex.ir(), fragment.ir());
    if v.stage != Stage::Vertex || f.stage != Stage::Fragment {
        return Vec::new();
    }
    let mut written: Vec<u32> = v
        .instructions
        .iter()
        .filter_map(|i| i.dst)
        .filter(|d| d.file() == File::Output)
        .map(|d| d.index())
        .collect();
    written.sort_unstable();
    written.dedup();
    let out = varyings(vertex, File::Output, &written);
    // The fragment inputs read, each with the first instruction reading it.
    let mut read: Vec<(u32, usize)> = Vec::new();
    for (pc, inst) in f.instructions.iter().enumerate() {
        for s in &inst.src {
            if let SrcRegister::Direct(r) = s.register
                && r.file() == File::Input
                && !read.iter().any(|(i, _)| *i == r.index())
            {
                read.push((r.index(), pc));
            }
        }
    }
    let registers: Vec<u32> = read.iter().map(|(i, _)| *i).collect();
    let inputs = varyings(fragment, File::Input, &registers);
    let writes = if out.is_empty() {
        "the vertex program writes no varying".to_string()
    } else {
        let list: Vec<String> = out
            .iter()
            .map(|o| format!("`{}` (location {})", o.name, o.location))
            .collect();
        format!("the vertex program writes {}", list.join(", "))
    };
    inputs
        .iter()
        .filter(|i| !out.iter().any(|o| o.location == i.location))
        .map(|i| {
            let pc = read.iter().find(|(r, _)| *r == i.index).map_or(0, |(_, pc)| *pc);
            let span = f.spans.inst(InstId::saturating(pc as u32)).range();
            Diagnostic::error(
                span,
                format!(
                    "the fragment program reads `{}` (varying location {}), which the vertex program never writes",
                    i.name, i.location
                ),
            )
            .with_note(writes.clone())
            .with_code("pair/varying")
        })
        .collect()
}
