//! # shasm-tgsi: TGSI text (Mesa / virglrenderer dialect)
//!
//! [`parse`] reads the text form of TGSI that Mesa's `tgsi_dump` prints and
//! virglrenderer's `tgsi_text_translate` reads, checks it, and lowers it to
//! the shared IR with [`shasm_ir::Semantics::tgsi`]; [`to_text`] writes a
//! program back as TGSI (the back end of `shasm fmt` and
//! `shasm translate --to tgsi`). `to_text(parse(t))` parses back to the same
//! IR, immediates bit-exact.
//!
//! ## The dialect
//! ```text
//! VERT
//! PROPERTY NEXT_SHADER FRAG
//! DCL IN[0]
//! DCL OUT[0], POSITION
//! DCL OUT[1].xy, GENERIC[0]
//! DCL CONST[0..3]
//! DCL CONST[1][0..1]
//! DCL TEMP[0..1], LOCAL
//! DCL ADDR[0]
//! IMM[0] FLT32 {1.0, 0x3f000000, -0.0, 1e-3}
//!   0: ARL ADDR[0].x, IN[0].wwww
//!   1: DP4_SAT TEMP[0].x, CONST[ADDR[0].x+2], -|IN[0].yxzw|
//!   2: IF TEMP[0].x :4
//!   3:   MOV OUT[1].xy, CONST[1][1].zw
//!   4: ENDIF
//!   5: END
//! ```
//! * Words are case-insensitive; one statement per line (an operand list
//!   may continue on the next line after a comma). TGSI has no comments.
//! * Header `VERT`, `FRAG`, `GEOM` or `COMP`; tessellation is rejected.
//! * `PROPERTY NAME VALUE` with Mesa's property names and value kinds.
//!   `MUL_ZERO_WINS` / `LEGACY_MATH_RULES` other than 0 select
//!   [`shasm_ir::ZeroTimesInf::Zero`].
//! * `DCL FILE[a]` / `DCL FILE[a..b]` with an optional usage mask, then
//!   `ARRAY(n)`, `LOCAL`, a semantic `NAME[i]`, `STREAM(0,0,0,0)`, an
//!   interpolation mode, `CENTER`, `INVARIANT`, in Mesa's order. `ARRAY`,
//!   `LOCAL`, `STREAM`, `CENTER` and `INVARIANT` do not change what a program
//!   computes and are dropped. `DCL CONST[b][a..c]` declares constant buffer
//!   `b`; buffer 0 is the one-dimensional `CONST` file (`CONST[0][i]` is
//!   `CONST[i]`). Geometry inputs are declared `DCL IN[][i]` / `IN[n][i]` /
//!   `IN[i]` and read `IN[vertex][i]`. `DCL SVIEW[n], TARGET, TYPE` is
//!   checked and dropped (shasm's textures are float).
//! * `IMM[n] TYPE {v, ...}` (or `IMM TYPE {...}`) with 1 to 4 components,
//!   `n` counting from 0 in order. `FLT32` takes decimal floats (`1`, `1.`,
//!   `-0.5`, `1e-3`, `inf`, `nan`, rounded to nearest), `UINT32` / `INT32`
//!   decimal integers; every type also takes a bit pattern `0x3f800000`.
//! * Instructions `[N:] OPCODE[_SAT][_PRECISE] dst, src, ...` with
//!   swizzles of 1 to 4 letters (fewer than four repeat the last), write
//!   masks in `xyzw` order, `-`, `|x|`, `-|x|`, relative addressing
//!   `FILE[ADDR[n].c+k]` / `FILE[ADDR[n].c-k]`, two-dimensional `CONST[b][i]`
//!   and `IN[v][i]`, texture operands `SAMP[n], TARGET`. The `N:` prefix is
//!   ignored, as Mesa does; `_PRECISE` is dropped (the IR never
//!   reassociates).
//! * Branch targets `:N` (instruction indices) are written after the
//!   operands of `IF`, `UIF`, `ELSE`, `BGNLOOP`, `ENDLOOP` and `CAL`. `CAL`
//!   needs one. The others are recomputed from the block structure (Mesa's
//!   executor never reads them and its dumps print `:0`): `IF`/`UIF` → its
//!   `ELSE` or else its `ENDIF`, `ELSE` → its `ENDIF`, `BGNLOOP` → its
//!   `ENDLOOP`, `ENDLOOP` → its `BGNLOOP`, stored as [`shasm_ir::Extra::Label`].
//! * `EMIT` / `ENDPRIM` take an optional stream operand, which must be an
//!   immediate component equal to 0 (only stream 0 exists in the IR).
//!
//! The opcodes are those of `TGSI_instruction_set.txt` (with `DOT3`, `DOT4`
//! and `DOT2ADD` as aliases of `DP3`, `DP4` and `DP2A`, and `LERP` as its own
//! op) plus the float, texture and flow opcodes of Mesa's dialect whose TGSI
//! meaning the IR op has; see [`ops::TGSI_OPS`]. The integer opcodes whose
//! meaning is the NV_gpu_program4 integer op's ([`ops::INTEGER_OPS`]: UADD,
//! UMUL, UMAD, IMUL_HI, UMUL_HI, IMIN, IMAX, UMIN, UMAX, IABS, AND, OR,
//! XOR, NOT, USEQ, USNE, ISLT, ISGE, USLT, USGE, I2F, U2F) load as that op
//! with its `.S`/`.U` type (`_SAT` and `|x|` on them are errors:
//! `tgsi/saturate-on-integer`, `tgsi/absolute-on-integer`). Mesa's other
//! integer, double, image and atomic opcodes are reported as not
//! supported.
//!
//! ## Load-time rules
//! Every error is reported at the offending token with a stable code
//! (`tgsi/unknown-opcode`, `tgsi/undeclared-register`, ...), and parsing
//! resumes at the next line, so one run reports the errors of a file (the
//! first [`shasm_diag::MAX_ERRORS`] of them, then a note): malformed statements,
//! unknown or unsupported opcodes, wrong operand counts, bad swizzles and
//! masks, integer overflow, indices beyond the [`limits`], overlapping
//! declarations, undeclared registers, writes to read-only files, ADDR
//! written by anything but ARL/ARR, unbalanced `IF`/`ELSE`/`ENDIF`,
//! `BGNLOOP`/`ENDLOOP` and `BGNSUB`/`ENDSUB`, `BRK`/`CONT` outside a loop,
//! a missing or second `END` (Mesa's `tgsi_sanity.c`), `CAL` without an
//! in-range target.

mod backend;
mod check;
mod lexer;
pub mod ops;
mod parser;
pub mod translate;

pub use backend::{Unsupported, format, to_text};
pub use translate::{Translation, translate};

use shasm_diag::{Diagnostic, Diagnostics};
use shasm_ir::Program;

/// The bounds that keep hostile input from allocating or looping without
/// limit. Anything beyond them is an error, not a truncation.
pub mod limits {
    /// Registers per file: indices (and relative offsets) are below this.
    pub const MAX_REGISTERS: u32 = 4096;
    /// Immediates per program.
    pub const MAX_IMMEDIATES: u32 = 65536;
    /// Constant buffers (gallium's `PIPE_MAX_CONSTANT_BUFFERS`).
    pub const MAX_CONST_BUFFERS: u32 = 32;
    /// Vertices of a geometry shader's input primitive (triangles with
    /// adjacency) when `GS_INPUT_PRIMITIVE` does not say.
    pub const MAX_GS_VERTICES: u32 = 6;
    /// Bytes of program text.
    pub const MAX_SOURCE_LEN: usize = 16 << 20;
    /// Instructions per program (`END` included). TGSI itself sets no
    /// limit; this one is shasm's, so that what a program costs to load,
    /// run and print stays bounded (about 2 KiB per instruction at most,
    /// so some 260 MiB here), where 16 MiB of `NOP` lines would otherwise
    /// be 4 million instructions. It is twice the largest instruction
    /// limit of the other languages (ARB fragment programs'
    /// MAX_PROGRAM_INSTRUCTIONS_ARB in shasm's model, 65,536), so that
    /// their translations, which may add instructions, load back, and
    /// blocks may nest 65,535 deep. A program past it
    /// fails with one `tgsi/too-many-instructions` diagnostic
    /// ([`LoadError::is_over_limit`](crate::LoadError::is_over_limit)). Text that shasm prints itself
    /// (`to_text`) is checked without this limit or [`MAX_SOURCE_LEN`].
    pub const MAX_INSTRUCTIONS: usize = 1 << 17;
}

/// Why TGSI text did not load: its diagnostics, in text order, each with
/// the byte span of the offending token and a stable `tgsi/...` code.
/// At most [`shasm_diag::MAX_ERRORS`] errors are listed; a final note
/// (code `too-many-errors`) then says how many more there were.
///
/// Render them with [`shasm_diag::render`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", shasm_diag::summary(.0))]
#[non_exhaustive]
pub struct LoadError(pub Vec<Diagnostic>);

impl LoadError {
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.0
    }

    pub fn into_diagnostics(self) -> Vec<Diagnostic> {
        self.0
    }

    /// Whether the program was refused for a limit of shasm's own
    /// ([`limits::MAX_SOURCE_LEN`], [`limits::MAX_INSTRUCTIONS`]) rather
    /// than for breaking a rule of TGSI: the text was not read to its end,
    /// so whether it is valid is not known.
    pub fn is_over_limit(&self) -> bool {
        self.0.iter().any(|d| {
            matches!(
                d.code,
                Some("tgsi/too-large" | "tgsi/too-many-instructions")
            )
        })
    }
}

impl From<LoadError> for Diagnostics {
    fn from(e: LoadError) -> Diagnostics {
        Diagnostics(e.0)
    }
}

/// Parse and check TGSI text.
///
/// On failure, the errors found are returned in text order (see
/// [`LoadError`]).
pub fn parse(source: &str) -> Result<Program, LoadError> {
    if source.len() > limits::MAX_SOURCE_LEN {
        return Err(LoadError(vec![
            Diagnostic::error(
                0..0,
                format!(
                    "program text is too large: {} bytes (at most {})",
                    source.len(),
                    limits::MAX_SOURCE_LEN
                ),
            )
            .with_code("tgsi/too-large"),
        ]));
    }
    load(source, limits::MAX_INSTRUCTIONS)
}

/// Parse and check text that shasm printed itself ([`to_text`]), without
/// the limits of [`parse`]: it came from a program that loaded, so it is
/// bounded already, and a limit of ours must not make our own output
/// "invalid".
pub(crate) fn parse_own(source: &str) -> Result<Program, LoadError> {
    load(source, usize::MAX)
}

fn load(source: &str, max_instructions: usize) -> Result<Program, LoadError> {
    let mut parsed = parser::parse(source, max_instructions);
    if parsed.over_limit {
        // The rest of the text was not read: the checks that need the
        // whole program (END, balanced blocks) would only add noise.
        return Err(LoadError(parsed.diagnostics.finish()));
    }
    check::check(&mut parsed, source);
    if parsed.diagnostics.error_count() > 0 {
        return Err(LoadError(parsed.diagnostics.finish()));
    }
    Ok(parsed.program)
}
