//! `!!VP1.0` / `!!VP1.1` / `!!VP2.0` / `!!VSP1.0` vertex programs
//! (NV_vertex_program2 §2.14, which unifies NV_vertex_program,
//! NV_vertex_program1_1 and NV_vertex_program2).
//!
//! [`load`] does what `LoadProgramNV` does with the program text: it parses
//! it, checks every load-time rule of its version and lowers it into the
//! shared IR. A failed load reports every problem as a
//! [`shasm_diag::Diagnostic`] with a stable `nv-vp/...` code and its GL
//! error position, plus the byte offset that `PROGRAM_ERROR_POSITION_NV`
//! would hold and an error string ([`LoadError`]).
//!
//! Where the spec is silent or wrong we follow the resolutions of
//! `shared/notes/NV_vertex_program2_notes.md`:
//! * the header must be at byte 0, and only whitespace and comments may
//!   follow `END` (notes §1.1);
//! * keywords, opcodes and register names are case-sensitive; `R01` is not a
//!   register; leading zeros in bracketed numbers (`c[007]`) are accepted;
//!   whitespace may separate `.` from its letters (notes §3.1);
//! * labels may not be reserved words nor be defined twice (notes §3.1);
//! * R12–R15 exist in VP2 (notes §10 #1); ARL/ARR/ARA destinations take a
//!   condition mask in VP2 (notes §10 #2); ABS/DPH/RCC/SUB are VP1.1 and VP2
//!   but not VSP1.0 (notes §10 #31, #35);
//! * "one parameter / one attribute per instruction" compares parsed
//!   registers, so `c[A0.x]` equals `c[A0.x+0]` and `v[3]` equals `v[COL0]`
//!   (notes §10 #21); `v[OPOS]` is `v[0]` in vertex state programs (notes
//!   §7.1 #16);
//! * position-invariant programs need not write `o[HPOS]` (notes §10 #22);
//! * the error position is the first byte of the offending token, the
//!   first instruction past the limit for too many instructions, and `len`
//!   for the whole-program rules: `o[HPOS]` never written, no `c[]` written by a
//!   vertex state program, undefined labels (notes §7.2, §10 #32);
//! * RSQ takes the root of |x| in VP1.0, VP1.1 and VSP1.0 programs, as the
//!   specs defining them say, and of x in VP2.0 (notes §4.1 "RSQ"; see
//!   [`lower::semantics`]).

pub mod ast;
pub mod layout;
pub mod lexer;
pub mod lower;
pub mod parser;
pub mod print;
pub mod table;
pub mod translation;

pub use table::Version;

use shasm_ir::{File, Program};

/// A loaded vertex program or vertex state program.
#[derive(Clone, Debug, PartialEq)]
pub struct VertexProgram {
    pub version: Version,
    /// `OPTION NV_position_invariant;` (§2.14.6.1).
    pub position_invariant: bool,
    /// The lowered program (validated).
    pub program: Program,
}

impl VertexProgram {
    /// The program parameters the program writes (vertex state programs;
    /// used by `ExecuteProgramNV`'s tracked-register rule, §2.14.7).
    pub fn written_parameters(&self) -> Vec<u32> {
        let mut out: Vec<u32> = self
            .program
            .instructions
            .iter()
            .filter_map(|i| i.dst.as_ref())
            .filter(|d| d.file() == File::Const)
            .map(|d| d.index())
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }
}

pub use crate::LoadError;

/// Load a program from text (see [`load_bytes`]).
pub fn load(source: &str) -> Result<VertexProgram, LoadError> {
    load_bytes(source.as_bytes())
}

/// Load a program from the byte array `LoadProgramNV` receives: parse,
/// check every load-time rule, lower to the IR.
pub fn load_bytes(source: &[u8]) -> Result<VertexProgram, LoadError> {
    let ast = parser::parse_counted(source)
        .map_err(|(diagnostics, dropped)| LoadError::with_dropped(source, diagnostics, dropped))?;
    let program = lower::lower(&ast);
    if let Err(errors) = shasm_ir::validate(&program) {
        // The checks above guarantee a valid program; an IR rule broken here
        // is a bug in this front end, reported rather than run.
        let diagnostics = errors
            .into_iter()
            .map(|e| shasm_diag::invalid_lowering(e.span.range(), &e.message, "nv-vp/internal"))
            .collect();
        return Err(LoadError::new(source, diagnostics));
    }
    let mut vp = VertexProgram {
        version: ast.version,
        position_invariant: ast.position_invariant,
        program,
    };
    vp.program.origin = translation::origin(&vp);
    Ok(vp)
}

/// Canonical text of a program that loads, keeping its comments (`shasm
/// fmt`; see [`layout::print_with_comments`]).
pub fn format(source: &[u8]) -> Result<String, LoadError> {
    let vp = load_bytes(source)?;
    Ok(layout::print_with_comments(&vp, source))
}

/// Resolve a register name as a user writes it (`v[3]`, `v[OPOS]`, `c[12]`,
/// `o[HPOS]`, `R3`, `A0`) in a program of `version`.
pub fn resolve_register(name: &str, version: Version) -> Option<(File, u32)> {
    let name = name.trim();
    let bracketed = |prefix: &str| {
        name.strip_prefix(prefix)
            .and_then(|rest| rest.strip_suffix(']'))
            .map(str::trim)
    };
    let number = |text: &str, limit: u32| text.parse::<u32>().ok().filter(|n| *n < limit);
    if let Some(inner) = bracketed("v[") {
        let limit = if version.is_state_program() {
            1
        } else {
            table::ATTRIBUTES
        };
        let n = number(inner, limit).or_else(|| table::attribute_mnemonic(inner))?;
        return (n < limit).then_some((File::Input, n));
    }
    if let Some(inner) = bracketed("c[") {
        return number(inner, version.parameters()).map(|n| (File::Const, n));
    }
    if let Some(inner) = bracketed("o[") {
        let k = table::result_index(inner)?;
        return (k < table::result_count(version)).then_some((File::Output, k));
    }
    if let Some(digits) = name.strip_prefix('R') {
        return number(digits, version.temporaries()).map(|n| (File::Temp, n));
    }
    if let Some(digits) = name.strip_prefix('A') {
        return number(digits, version.address_registers()).map(|n| (File::Address, n));
    }
    None
}
