//! # shasm-gp4: NV_gpu_program4 vertex, fragment and geometry programs
//!
//! [`load`] does what `ProgramStringARB` does with a `!!NVvp4.0`,
//! `!!NVfp4.0` or `!!NVgp4.0` program (NV_gpu_program4 with
//! NV_vertex_program4, NV_fragment_program4 and NV_geometry_program4;
//! [`mod@geometry`] documents the geometry parts): it lexes and parses the text (§2.X.2), applies
//! the load-time rules (the consolidated list of the implementer's notes
//! §9.1) and lowers the program into the shared IR ([`mod@lower`] documents
//! the register layout). A failed load reports every problem as a
//! diagnostic with a stable `gp4/...` code and its GL error position.
//!
//! [`table`] is the one opcode × modifier table (Table X.13) that the
//! parser, checker, printer and lowering read.
//!
//! ```
//! let p = shasm_gp4::load("!!NVvp4.0\nINT TEMP i;\nMOV.S i, 3;\nADD.S i, i, -5;\nI2F result.position, i;\nEND\n").unwrap();
//! assert_eq!(p.program.instructions.len(), 3);
//! ```

pub mod ast;
pub mod check;
mod flow;
pub mod geometry;
pub mod lower;
pub mod parser;
pub mod print;
pub mod table;

pub use check::Options;
pub use shasm_diag::LoadError;
pub use table::ProgramKind;

use shasm_diag::Diagnostic;
use shasm_ir::Program;

/// A loaded program.
#[derive(Clone, Debug, PartialEq)]
pub struct Gp4Program {
    pub kind: ProgramKind,
    pub options: Options,
    /// The lowered, validated IR program.
    pub program: Program,
    /// Registers of variables declared INT or UINT (and the integer
    /// bindings): file, first and last register, type.
    pub integers: Vec<(shasm_ir::File, u32, u32, table::Ty)>,
    /// Geometry programs: the PRIMITIVE_IN, PRIMITIVE_OUT and
    /// VERTICES_OUT declarations.
    pub geometry: Option<geometry::Geometry>,
    /// The attribute and result components the program uses
    /// (PROGRAM_ATTRIB_COMPONENTS_NV, PROGRAM_RESULT_COMPONENTS_NV).
    pub components: check::ComponentUse,
}

/// Which program type a text's header names (after blanks and comments,
/// so that the front end reports a misplaced header itself).
pub fn sniff(source: &[u8]) -> Option<ProgramKind> {
    let rest = shasm_diag::after_blanks_and_comments(source);
    if rest.starts_with(b"!!NVvp4.0") {
        Some(ProgramKind::Vertex)
    } else if rest.starts_with(b"!!NVfp4.0") {
        Some(ProgramKind::Fragment)
    } else if rest.starts_with(b"!!NVgp4.0") {
        Some(ProgramKind::Geometry)
    } else {
        None
    }
}

/// Diagnostics of the ARB binding grammar (used for `program.*` and
/// `state.*`) under this front end's codes.
pub(crate) fn arb_diagnostic(d: Diagnostic) -> Diagnostic {
    let code = match d.code {
        Some("arb/index-out-of-range") => "gp4/index-out-of-range",
        Some("arb/bad-range") => "gp4/bad-range",
        Some("arb/number-out-of-range") => "gp4/constant-out-of-range",
        _ => "gp4/syntax",
    };
    d.with_code(code)
}

/// Load a program of the type its header names.
pub fn load(text: &str) -> Result<Gp4Program, LoadError> {
    let kind = sniff(text.as_bytes()).unwrap_or(ProgramKind::Vertex);
    load_kind(text, kind)
}

/// Load a program of a given type: parse, check, lower, validate.
pub fn load_kind(text: &str, kind: ProgramKind) -> Result<Gp4Program, LoadError> {
    let (ast, errors, dropped) = parser::parse_counted(text, kind);
    if !errors.is_empty() {
        return Err(LoadError::with_dropped(text.as_bytes(), errors, dropped));
    }
    let checked = check::check_counted(text, &ast)
        .map_err(|(errors, dropped)| LoadError::with_dropped(text.as_bytes(), errors, dropped))?;
    if let Err(problems) = shasm_ir::validate(&checked.program) {
        // The checks guarantee a valid program; a broken guarantee is
        // reported, never run.
        let diagnostics = problems
            .into_iter()
            .map(|e| shasm_diag::invalid_lowering(e.span.range(), &e.message, "gp4/internal"))
            .collect();
        return Err(LoadError::new(text.as_bytes(), diagnostics));
    }
    Ok(Gp4Program {
        kind,
        options: checked.options,
        program: checked.program,
        integers: checked.integers,
        geometry: checked.geometry,
        components: checked.components,
    })
}

/// Canonical text of a program that loads (`shasm fmt`).
pub fn format(text: &str) -> Result<String, LoadError> {
    let loaded = load(text)?;
    let (ast, _) = parser::parse(text, loaded.kind);
    Ok(print::print_with_comments(&ast, text))
}
