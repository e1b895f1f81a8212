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
    let names = binding_names(&ast, text);
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

/// The `ATTRIB` and `OUTPUT` variables of `ast` with their bindings' text,
/// then the `ALIAS`es of those variables (ARB_vertex_program §2.14.3.8: an
/// alias is another name of the same variable), in declaration order.
fn binding_names(ast: &ast::Ast, text: &str) -> Vec<(String, String)> {
    let mut names: Vec<(String, String)> = Vec::new();
    for stmt in &ast.statements {
        let mut statement = &stmt.statement;
        while let ast::Statement::Sized {
            statement: inner, ..
        } = statement
        {
            statement = inner;
        }
        match statement {
            ast::Statement::Attrib {
                name, binding_span, ..
            }
            | ast::Statement::Output {
                name, binding_span, ..
            } => {
                if let Some(binding) = text.get(binding_span.clone()) {
                    names.push((name.text.clone(), binding.trim().to_string()));
                }
            }
            ast::Statement::Alias { name, target } => {
                // Aliases only name variables declared before them, so one
                // pass in order resolves chains of them.
                if let Some((_, binding)) = names.iter().find(|(n, _)| *n == target.text) {
                    let binding = binding.clone();
                    names.push((name.text.clone(), binding));
                }
            }
            _ => {}
        }
    }
    names
}

/// Canonical text of a program that loads (`shasm fmt`), keeping its
/// comments ([`layout`]).
pub fn format(text: &str, profile: &Profile) -> Result<String, LoadError> {
    let loaded = load(text, profile)?;
    let (ast, _) = parser::parse(text, loaded.kind, profile);
    Ok(layout::print_with_comments(&ast, text))
}
