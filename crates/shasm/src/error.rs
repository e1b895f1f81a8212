//! What can go wrong, as data: one [`Error`](enum@Error) enum for the facade, whose
//! variants say which step failed and carry what a caller needs to react
//! (diagnostics with spans for invalid programs, the option and value for a
//! bad setting, the interpreter's own error for a failed run).

use shasm_diag::Diagnostic;
use std::path::PathBuf;
use thiserror::Error;

/// Why a facade call failed.
///
/// [`Error::is_invalid_input`] sorts the variants the way the command line's
/// exit codes do: the program (or a file it reads) is invalid, or the
/// request itself is malformed.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum Error {
    /// The program does not load: every diagnostic found (errors, and the
    /// warnings beside them), each with its byte span, stable code and,
    /// for NV programs, the GL program error position.
    #[error("{}", summary(.diagnostics))]
    Invalid {
        /// Errors and warnings, in source order.
        diagnostics: Vec<Diagnostic>,
    },

    /// Neither the header, the magic nor the file name tells the language.
    #[error("cannot tell the ISA of `{name}` from its header, magic or extension; name it (--isa)")]
    UnknownIsa {
        /// The file name.
        name: String,
    },

    /// A setting has a value that cannot be used: `option` names it as the
    /// command line spells it (`--sampler`, `--entry`, ...), `value` is what
    /// was given, `reason` why it is refused.
    #[error("{option}{}: {reason}", if .value.is_empty() { String::new() } else { format!(" `{}`", .value) })]
    BadOption {
        /// The option as the command line spells it.
        option: &'static str,
        /// The value given.
        value: String,
        /// Why it is refused.
        reason: String,
    },

    /// `NAME=VALUES` names no register or parameter of the program.
    #[error("`{name}` is not a register or parameter of this program")]
    UnknownName {
        /// The name given.
        name: String,
    },

    /// `NAME=VALUES` names a register past the end of its register file or
    /// array: `valid` says which names exist (`c[0] to c[95]`).
    #[error("`{name}` is out of range: {valid}")]
    OutOfRange {
        /// The name as given.
        name: String,
        /// The registers that exist, e.g. `c[0] to c[95]`.
        valid: String,
    },

    /// `NAME=VALUES` names a register the language has (it is inside the
    /// profile's range) but the program does not read: `program.env[7]`
    /// of a program that binds `program.env[0]` to `program.env[3]`.
    #[error("`{name}` is not read by this program (it reads {reads} of {valid})")]
    NotRead {
        /// The name as given.
        name: String,
        /// What the program reads of the range (`program.env[0] to
        /// program.env[3]`), or `none`.
        reads: String,
        /// The language's whole range (`program.env[0] to
        /// program.env[255]`).
        valid: String,
    },

    /// `NAME=VALUES` names nothing, but is close to the name `suggestion`.
    #[error(
        "`{name}` is not a register or parameter of this program; did you mean `{suggestion}`?"
    )]
    Misspelt {
        /// The name as given.
        name: String,
        /// The closest name the program has.
        suggestion: String,
    },

    /// The values of an assignment do not parse.
    #[error("--set {assignment}: {source}")]
    BadValue {
        /// The assignment as given.
        assignment: String,
        /// What does not parse.
        source: crate::values::ValueError,
    },

    /// The environment refused a value (a constant component, a register
    /// outside the file).
    #[error("--set {name}: {source}")]
    Environment {
        /// The register, parameter or texture unit.
        name: String,
        /// The interpreter's reason.
        source: shasm_exec::EnvError,
    },

    /// The operation does not apply to this program (`fmt` of a language
    /// without a canonical printer, `--quad` on a vertex program, ...).
    #[error("{operation} is not available for {what}")]
    Unsupported {
        /// The operation (`fmt`, `--quad`, ...).
        operation: &'static str,
        /// What it was asked of.
        what: String,
    },

    /// The program cannot be prepared for execution.
    #[error("the program cannot run: {0}")]
    Prepare(#[from] shasm_exec::PrepareError),

    /// The run failed as the spec defines failure (instruction budget, a
    /// fatal stack rule, a GL error of the run's set-up).
    #[error("run failed: {source}")]
    Run {
        /// The interpreter's error.
        source: shasm_exec::ExecError,
        /// The instruction the run stopped at, with its source span, where
        /// known.
        at: Option<Box<Diagnostic>>,
    },

    /// A `--set` or `--matrix` of GL state that the state model refuses
    /// (a derived binding, a value GL rejects, an index past the limits).
    #[error("`{name}`: {source}")]
    GlState {
        /// The state named.
        name: String,
        /// The state model's reason.
        source: shasm_gl::StateError,
    },

    /// The GL layer refused the run's set-up (e.g. ExecuteProgramNV of a
    /// vertex state program that writes a tracked parameter).
    #[error("{what}: {error}")]
    Gl {
        /// The GL call refused.
        what: String,
        /// The GL error it sets.
        error: shasm_gl::GlError,
    },

    /// Translation refused: one diagnostic per construct the target
    /// language cannot express, at its instruction.
    #[error("{}", summary(.diagnostics))]
    Translate {
        /// One error per construct, at its instruction.
        diagnostics: Vec<Diagnostic>,
    },

    /// A translation target shasm does not have ([`crate::Target`] lists
    /// them).
    #[error(
        "unknown translation target `{name}` (known: {}){}",
        crate::Target::known(),
        .suggestion.as_ref().map(|s| format!("; did you mean `{s}`?")).unwrap_or_default()
    )]
    UnknownTarget {
        /// The target given.
        name: String,
        /// The known target closest to it, if one is close
        /// ([`shasm_diag::closest`]).
        suggestion: Option<String>,
    },

    /// A file (input values, texture image) cannot be read.
    #[error("cannot read {}: {source}", .path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// Why it cannot be read.
        source: std::io::Error,
    },

    /// An input is larger than shasm reads (see [`crate::limits`]).
    #[error("{what} is larger than {limit} bytes, the most shasm reads")]
    TooLarge {
        /// The kind of file (`program`, `texture image`, ...).
        what: String,
        /// The most bytes read.
        limit: u64,
    },

    /// The program is past a limit of shasm's own, not of its language
    /// (a TGSI program of more than `shasm_tgsi::limits::MAX_INSTRUCTIONS`
    /// instructions): the diagnostic says which, at the place the limit
    /// was passed. Not an invalid program: shasm stopped reading it.
    #[error("{}", summary(.diagnostics))]
    OverLimit {
        /// The one diagnostic naming the limit.
        diagnostics: Vec<Diagnostic>,
    },

    /// A texture image cannot be used.
    #[error("texture {}: {reason}", .path.display())]
    Image {
        /// The image file.
        path: PathBuf,
        /// Why it cannot be used.
        reason: String,
    },

    /// A texture given from memory ([`crate::Texture`]) cannot be bound:
    /// its image does not fit its target, or its sampler state does not
    /// apply to it.
    #[error("texture unit {unit}: {reason}")]
    Texture {
        /// The texture image unit.
        unit: u32,
        /// Why the texture cannot be bound.
        reason: String,
    },

    /// A buffer handed to the library has the wrong length: `buffer` names
    /// it (`inputs`, `outputs`, `rgba`), `got` is its length, `expected`
    /// the length it needs, in values of `stride` per `per` (invocation,
    /// texel).
    #[error("`{buffer}` holds {got} values; {expected} expected ({stride} per {per})")]
    BufferLength {
        /// The buffer's name (the argument's).
        buffer: &'static str,
        /// Its length, in values.
        got: usize,
        /// The length it needs.
        expected: usize,
        /// Values per element.
        stride: usize,
        /// The element (`invocation`, `texel`).
        per: &'static str,
    },

    /// The engine chosen ([`crate::Options::engine`]) is not built in, or
    /// cannot run this program.
    #[error(transparent)]
    Engine(#[from] shasm_engine::EngineError),

    /// A typed setting's name is not one of its values (the valid names
    /// are listed).
    #[error(transparent)]
    Name(#[from] crate::options::ParseNameError),

    /// A draw the rasterizer refuses: a framebuffer past its size limit,
    /// too many vertices or render targets, an engine failure.
    #[error(transparent)]
    Raster(#[from] shasm_raster::RasterError),
    /// A translation through naga produced a module naga rejects, or a
    /// naga back end failed: a bug of shasm. `module` keeps the module
    /// (naga's debug form) for the report.
    #[error("internal error in translation: {message}")]
    TranslateInternal {
        /// What naga reported.
        message: String,
        /// The module naga rejected, in naga's debug form (empty when a
        /// back end failed).
        module: String,
    },
}

fn summary(d: &[Diagnostic]) -> String {
    if d.is_empty() {
        "invalid program".to_string()
    } else {
        shasm_diag::summary(d)
    }
}

impl Error {
    /// Whether the input (the program, or a file or value it is run with)
    /// is at fault, as opposed to a malformed request: the command line
    /// exits 1 for these, 2 for the others.
    pub fn is_invalid_input(&self) -> bool {
        matches!(
            self,
            Error::Invalid { .. }
                | Error::Unsupported { .. }
                | Error::Prepare(_)
                | Error::Run { .. }
                | Error::Gl { .. }
                | Error::Translate { .. }
                | Error::Image { .. }
                | Error::Texture { .. }
                | Error::Raster(_)
                | Error::Engine(shasm_engine::EngineError::Unsupported { .. })
        )
    }

    /// The diagnostics of an invalid program, a refused translation or a
    /// program past a limit of shasm's.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        match self {
            Error::Invalid { diagnostics }
            | Error::Translate { diagnostics }
            | Error::OverLimit { diagnostics } => diagnostics,
            _ => &[],
        }
    }

    pub(crate) fn bad_option(
        option: &'static str,
        value: impl Into<String>,
        reason: impl Into<String>,
    ) -> Error {
        Error::BadOption {
            option,
            value: value.into(),
            reason: reason.into(),
        }
    }
}

impl From<Vec<Diagnostic>> for Error {
    fn from(diagnostics: Vec<Diagnostic>) -> Error {
        Error::Invalid { diagnostics }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_programs_and_bad_requests_are_told_apart() {
        let invalid = Error::from(vec![Diagnostic::error(0..1, "x")]);
        assert!(invalid.is_invalid_input());
        let usage = Error::UnknownName { name: "q".into() };
        assert!(!usage.is_invalid_input());
        assert_eq!(
            usage.to_string(),
            "`q` is not a register or parameter of this program"
        );
    }
}
