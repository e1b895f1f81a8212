//! The error the GL assembly front ends (NV_vertex_program,
//! NV_fragment_program, the ARB family) return when a program fails to
//! load, with the GL error position and string.

use crate::Diagnostic;

/// How much of a token a message quotes.
const QUOTED_CHARS: usize = 20;

/// A token as written, for a message: cut after 20
/// characters (`R` and 10,000 digits is shown as its first 20 characters
/// and `…`, never as a number it does not spell).
pub fn clip(text: &str) -> String {
    match text.char_indices().nth(QUOTED_CHARS) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// A program that failed to load (`LoadProgramNV` or `ProgramStringARB`
/// generating `INVALID_OPERATION`), the same shape for every program type.
///
/// Every diagnostic has a stable code and its GL error position
/// ([`Diagnostic::error_position`]); [`LoadError::position`] is the first
/// error's, as `PROGRAM_ERROR_POSITION_NV` / `_ARB` reports it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
#[non_exhaustive]
pub struct LoadError {
    /// Every problem found, in source order, at most
    /// [`crate::MAX_ERRORS`] errors (then a last note says so).
    pub diagnostics: Vec<Diagnostic>,
    /// `PROGRAM_ERROR_POSITION_NV` / `_ARB`: the byte offset of the first error, or
    /// the program's length when that error needs the whole program to be
    /// scanned.
    pub position: usize,
    /// `PROGRAM_ERROR_STRING_NV` / `_ARB`: `LINE:COL: MESSAGE` of the first error
    /// (derived from the diagnostics; kept for the GL state).
    pub message: String,
}

impl LoadError {
    /// Build the error from every diagnostic found in `source`. Each
    /// diagnostic without a GL error position gets the first byte of its
    /// span. The first error is the one with the smallest GL position: the
    /// scan reached it first, and the whole-program rules (at `len`) come
    /// after every error pinned to a token.
    pub fn new(source: &[u8], diagnostics: Vec<Diagnostic>) -> LoadError {
        LoadError::with_dropped(source, diagnostics, 0)
    }

    /// [`LoadError::new`] for a front end that went on scanning past the
    /// cap of [`crate::MAX_ERRORS`] errors and counted, without keeping,
    /// `dropped` more: the final note says how many there were.
    pub fn with_dropped(source: &[u8], diagnostics: Vec<Diagnostic>, dropped: usize) -> LoadError {
        let mut diagnostics: Vec<Diagnostic> = diagnostics
            .into_iter()
            .map(|d| {
                let position = d.position_or_start();
                d.with_error_position(position)
            })
            .collect();
        diagnostics.sort_by_key(|d| d.span.start);
        let diagnostics = crate::cap_with_dropped(diagnostics, dropped);
        let first = diagnostics
            .iter()
            .filter(|d| d.is_error())
            .min_by_key(|d| d.error_position);
        let (position, message) = match first {
            Some(d) => {
                let text = String::from_utf8_lossy(source);
                let (line, col) = crate::line_col(&text, d.span.start);
                (
                    d.position_or_start(),
                    format!("{line}:{col}: {}", d.message),
                )
            }
            None => (0, "the program failed to load".to_string()),
        };
        LoadError {
            diagnostics,
            position,
            message,
        }
    }

    /// The first error (the one [`LoadError::position`] belongs to).
    pub fn first_error(&self) -> Option<&Diagnostic> {
        self.diagnostics
            .iter()
            .filter(|d| d.is_error())
            .find(|d| d.position_or_start() == self.position)
    }
}
