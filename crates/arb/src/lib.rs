//! # shasm-arb: ARB_vertex_program and ARB_fragment_program
//!
//! [`load`] does what `ProgramStringARB` does with a `!!ARBvp1.0` or
//! `!!ARBfp1.0` program: it lexes and parses the text (ARB_vertex_program
//! §2.14.1, ARB_fragment_program §3.11.2), applies the load-time rules
//! against an implementation [`Profile`], and lowers the program into the
//! shared IR ([`mod@lower`] documents the register layout). A failed load
//! reports every problem as a diagnostic with a stable `arb/...` code and
//! its GL error position ([`LoadError`]).
//!
//! ```
//! let p = shasm_arb::load("!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
//!     &shasm_arb::Profile::default()).unwrap();
//! assert_eq!(p.program.instructions.len(), 1);
//! ```

pub mod ast;
pub mod check;
mod flow;
pub mod layout;
pub mod lexer;
pub mod lower;
pub mod nv;
pub mod parser;
pub mod print;
pub mod profile;
pub mod table;

pub use check::{Fog, Options};
pub use profile::Profile;
pub use shasm_diag::LoadError;
pub(crate) use shasm_diag::clip;
pub use table::ProgramKind;

use shasm_ir::Program;

/// A loaded ARB program.
#[derive(Clone, Debug, PartialEq)]
pub struct ArbProgram {
    pub kind: ProgramKind,
    /// The options the program set.
    pub options: Options,
    /// The lowered, validated IR program.
    pub program: Program,
    /// The names the program gives its bindings: each `ATTRIB` and
    /// `OUTPUT` variable (and each `ALIAS` of one) with the binding's text
    /// as written (`("position", "vertex.position")`), so that users can
    /// set and read registers by the program's own names.
    pub names: Vec<(String, String)>,
}

/// Which ARB language a text is: the header at byte 0 (or after
/// whitespace and comments, so that the front end reports the misplaced
/// header itself).
pub fn sniff(source: &[u8]) -> Option<ProgramKind> {
    let rest = shasm_diag::after_blanks_and_comments(source);
    if rest.starts_with(b"!!ARBvp") {
        Some(ProgramKind::Vertex)
    } else if rest.starts_with(b"!!ARBfp") {
        Some(ProgramKind::Fragment)
    } else {
        None
    }
}

/// Load a program of the type its header names.
pub fn load(text: &str, profile: &Profile) -> Result<ArbProgram, LoadError> {
    let kind = sniff(text.as_bytes()).unwrap_or(ProgramKind::Vertex);
    load_kind(text, kind, profile)
}

/// Load a program of a given type: parse, check, lower, validate.
pub fn load_kind(
    text: &str,
    kind: ProgramKind,
    profile: &Profile,
) -> Result<ArbProgram, LoadError> {
    let (ast, mut errors, dropped) = parser::parse_counted(text, kind, profile);
    if !errors.is_empty() {
        return Err(LoadError::with_dropped(text.as_bytes(), errors, dropped));
    }
    let resolved = check::resolve(&ast, profile, &mut errors);
    if !errors.is_empty() {
        return Err(LoadError::with_dropped(
            text.as_bytes(),
            errors,
            resolved.dropped,
        ));
    }
    let options = resolved.options.clone();
    let names = resolved
        .symbols
        .bindings()
        .filter_map(|(name, binding)| {
            Some((name.to_string(), text.get(binding)?.trim().to_string()))
        })
        .collect();
    let program = lower::lower(resolved);
    if let Err(problems) = shasm_ir::validate(&program) {
        // The checks guarantee a valid program; a broken guarantee is
        // reported, never run.
        let diagnostics = problems
            .into_iter()
            .map(|e| shasm_diag::invalid_lowering(e.span.range(), &e.message, "arb/internal"))
            .collect();
        return Err(LoadError::new(text.as_bytes(), diagnostics));
    }
    Ok(ArbProgram {
        kind,
        options,
        program,
        names,
    })
}

/// Canonical text of a program that loads (`shasm fmt`), keeping its
/// comments ([`layout`]).
pub fn format(text: &str, profile: &Profile) -> Result<String, LoadError> {
    let loaded = load(text, profile)?;
    let (ast, _) = parser::parse(text, loaded.kind, profile);
    Ok(layout::print_with_comments(&ast, text))
}
