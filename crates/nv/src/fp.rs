//! `!!FP1.0` fragment programs (NV_fragment_program).
//!
//! [`load`] does what `LoadProgramNV(FRAGMENT_PROGRAM_NV, ...)` does: it
//! lexes and parses the text (§3.11.3 grammar), applies every load-time
//! rule, and lowers the program into the shared IR. Failures carry every
//! diagnostic found plus the GL error position and string (§5.7,
//! PROGRAM_ERROR_POSITION_NV / PROGRAM_ERROR_STRING_NV).
//!
//! Resolutions of the spec's unclear points follow
//! `shared/notes/NV_fragment_program_notes.md` ("Rec." and §10.2 D1-D22).
//!
//! ```
//! let fp = shasm_nv::fp::load("!!FP1.0\nMOV o[COLR], f[COL0];\nEND\n").unwrap();
//! assert_eq!(fp.program.instructions.len(), 1);
//! ```

pub mod ast;
mod check;
pub mod lexer;
mod lower;
pub mod ops;
pub mod parser;
pub mod print;

pub use lower::{CONST_NAMED, OUT_COLOR, OUT_DEPTH, TEMP_H0, TEMP_HC, TEMP_RC};

use ast::{DstReg, Output};
use shasm_diag::Diagnostic;
use shasm_ir::{Program, TexTarget};

/// Implementation limits (§3.11.3, Table "New Implementation Dependent
/// State"). The defaults are the values the grammar itself allows (notes
/// §2.6 Rec.: expose 16 image units and 8 coordinate sets).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Executable instructions (1024 without ARB_fragment_program).
    pub instructions: u32,
    /// MAX_TEXTURE_IMAGE_UNITS_NV (TEX0..TEX15 in the grammar).
    pub texture_units: u32,
    /// MAX_TEXTURE_COORDS_NV (`f[TEX0]`..`f[TEX7]` in the grammar).
    pub texture_coords: u32,
    /// MAX_FRAGMENT_PROGRAM_LOCAL_PARAMETERS_NV (at least 64).
    pub local_parameters: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            instructions: 1024,
            texture_units: 16,
            texture_coords: 8,
            local_parameters: 64,
        }
    }
}

/// The colour output a program writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ColorOutput {
    /// `o[COLR]`, fp32.
    Colr,
    /// `o[COLH]`, fp16.
    Colh,
}

/// A loaded fragment program.
#[derive(Clone, Debug, PartialEq)]
pub struct FragmentProgram {
    /// The lowered, validated IR program.
    pub program: Program,
    /// Which colour output the program writes, if any.
    pub color: Option<ColorOutput>,
    /// Whether the program replaces the fragment's depth: true iff some
    /// instruction has `o[DEPR]` as its destination (§3.11.1.3, notes D13).
    pub writes_depth: bool,
    /// The target each used texture image unit is sampled as (one per unit,
    /// §3.11.5.38), sorted by unit.
    pub textures: Vec<(u32, TexTarget)>,
}

pub use crate::LoadError;

/// An error with its stable `nv-fp/...` code.
pub(crate) fn coded(
    code: &'static str,
    span: std::ops::Range<usize>,
    message: impl Into<String>,
) -> Diagnostic {
    Diagnostic::error(span, message).with_code(code)
}

/// Load a program with the default [`Limits`].
pub fn load(text: &str) -> Result<FragmentProgram, LoadError> {
    load_with(text, &Limits::default())
}

/// Load a program: parse, check every load-time rule, lower to the IR.
pub fn load_with(text: &str, limits: &Limits) -> Result<FragmentProgram, LoadError> {
    let (ast, syntax, dropped) = parser::parse_counted(text, limits);
    // Past the instruction limit the parser skipped the rest: the rules
    // that need the whole program cannot be judged.
    let complete = syntax.is_empty() && ast.instructions.len() <= limits.instructions as usize;
    let findings = check::check(text, &ast, limits, complete);
    if !syntax.is_empty() || !findings.pinned.is_empty() || !findings.whole.is_empty() {
        let mut all = syntax;
        all.extend(findings.pinned);
        // "If the program fails to load because of a semantic restriction
        // that cannot be determined until the program is fully scanned, the
        // error position will be len, the length of the program."
        // (NV_fragment_program, LoadProgramNV in §5.7 of its GL changes.)
        all.extend(
            findings
                .whole
                .into_iter()
                .map(|d| d.with_error_position(text.len())),
        );
        return Err(LoadError::with_dropped(text.as_bytes(), all, dropped));
    }
    let program = lower::lower(&ast, limits);
    if let Err(errors) = shasm_ir::validate(&program) {
        // The checks above guarantee a valid IR program; report a broken
        // guarantee as a load failure rather than panicking.
        let diagnostics = errors
            .into_iter()
            .map(|e| {
                coded(
                    "nv-fp/internal",
                    e.span.range(),
                    format!("internal error: {}", e.message),
                )
            })
            .collect();
        return Err(LoadError::new(text.as_bytes(), diagnostics));
    }
    let mut color = None;
    let mut writes_depth = false;
    for instr in &ast.instructions {
        match instr.dst.as_ref().map(|d| d.reg) {
            Some(DstReg::Output(Output::Colr)) => color = Some(ColorOutput::Colr),
            Some(DstReg::Output(Output::Colh)) => color = Some(ColorOutput::Colh),
            Some(DstReg::Output(Output::Depr)) => writes_depth = true,
            _ => {}
        }
    }
    let mut textures: Vec<(u32, TexTarget)> = ast
        .instructions
        .iter()
        .filter_map(|i| i.texture.as_ref().map(|t| (t.unit, t.target)))
        .collect();
    textures.sort_by_key(|t| t.0);
    textures.dedup();
    Ok(FragmentProgram {
        program,
        color,
        writes_depth,
        textures,
    })
}

/// Canonical text of a program that loads (`shasm fmt`; see [`mod@print`]).
pub fn format(text: &str) -> Result<String, LoadError> {
    load(text)?;
    let (ast, _) = parser::parse(text, &Limits::default());
    Ok(print::print(text, &ast))
}

/// Check a program as `shasm check` does: every diagnostic, empty when the
/// program loads.
pub fn check(text: &str) -> Vec<Diagnostic> {
    match load(text) {
        Ok(_) => Vec::new(),
        Err(e) => e.diagnostics,
    }
}
