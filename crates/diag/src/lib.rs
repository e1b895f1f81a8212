//! Diagnostics shared by every shasm front end.
//!
//! Front ends report problems as [`Diagnostic`]s: a message, the byte span of
//! the offending token and optional notes. [`render`] prints them the way
//! `docs/cli.md` requires: a first line `FILE:LINE:COL: error: MESSAGE`
//! (line and column 1-based, the column counted in characters) followed by a
//! source snippet with the span marked, drawn by codespan-reporting.
//! Snippets of long lines are cut to [`MAX_SNIPPET_COLUMNS`] characters
//! around the span. [`render_binary`] reports byte offsets of binary inputs
//! instead. [`LineIndex`] turns byte offsets into lines and columns, once
//! per file, for rendering and for machine-readable output. [`lex`] is the
//! lexing driver every front end runs its logos token set through.

pub mod lex;
mod line_index;
mod load_error;
mod render;
mod source;
mod suggest;

pub use line_index::LineIndex;
pub use load_error::{LoadError, clip};
pub use render::{
    ELLIPSIS, MAX_SNIPPET_COLUMNS, render, render_binary, render_indexed, render_one,
};
pub use source::{after_blanks_and_comments, align_trailing_comments, hash_comments, line_breaks};
pub use suggest::{closest, did_you_mean};

use line_index::floor_char_boundary;
use std::fmt;
use std::ops::Range;

/// How serious a diagnostic is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

impl Severity {
    pub fn name(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// One problem found in a source text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
    /// Byte range of the offending token (may be empty: a position).
    pub span: Range<usize>,
    /// Short text under the marked span.
    pub label: Option<String>,
    pub notes: Vec<String>,
    /// Other places the diagnostic refers to (where a name was first
    /// declared, say), each marked in the snippet with its label; see
    /// [`Diagnostic::related_places`]. Boxed: most diagnostics have none,
    /// and a diagnostic stays small enough to return by value.
    pub related: Option<Box<Related>>,
    /// A stable, machine-readable name of the rule broken, namespaced by
    /// front end (`nv-vp/undefined-name`, `pica/unknown-directive`). Tools
    /// match on it; the message may change, the code does not.
    pub code: Option<&'static str>,
    /// The GL program error position (`PROGRAM_ERROR_POSITION_NV`/`_ARB`,
    /// a byte offset) where the language defines one. 32 bits, like the
    /// GL's `int`, which keeps a diagnostic small enough to return by value.
    pub error_position: Option<u32>,
}

impl Diagnostic {
    pub fn error(span: Range<usize>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span,
            label: None,
            notes: Vec::new(),
            related: None,
            code: None,
            error_position: None,
        }
    }

    pub fn warning(span: Range<usize>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(span, message)
        }
    }

    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = Some(label.into());
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// Mark another place in the snippet (see [`Diagnostic::related`]).
    pub fn with_related(mut self, span: Range<usize>, label: impl Into<String>) -> Diagnostic {
        self.related
            .get_or_insert_with(Box::default)
            .0
            .push((span, label.into()));
        self
    }

    /// The other places the diagnostic refers to, each with its label.
    pub fn related_places(&self) -> &[(Range<usize>, String)] {
        self.related.as_ref().map_or(&[], |r| &r.0)
    }

    pub fn note(span: Range<usize>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Note,
            ..Diagnostic::error(span, message)
        }
    }

    /// Set the stable code (see [`Diagnostic::code`]).
    pub fn with_code(mut self, code: &'static str) -> Diagnostic {
        self.code = Some(code);
        self
    }

    /// Set the code unless one is set already.
    pub fn or_code(mut self, code: &'static str) -> Diagnostic {
        self.code.get_or_insert(code);
        self
    }

    /// Set the GL program error position (see [`Diagnostic::error_position`]).
    pub fn with_error_position(mut self, position: usize) -> Diagnostic {
        self.error_position = Some(u32::try_from(position).unwrap_or(u32::MAX));
        self
    }

    /// The GL program error position, or else the first byte of the span.
    pub fn position_or_start(&self) -> usize {
        self.error_position.map_or(self.span.start, |p| p as usize)
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message)
    }
}

impl std::error::Error for Diagnostic {}

/// Other places a [`Diagnostic`] refers to: byte spans, each with the label
/// the snippet shows there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Related(pub Vec<(Range<usize>, String)>);

/// A failed load: every diagnostic found (errors and warnings).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", summary(.0))]
pub struct Diagnostics(pub Vec<Diagnostic>);

/// One line for a list of diagnostics: the first error's message (else the
/// first diagnostic's) and how many other errors there are: those in the
/// list, plus, where the list was capped at [`MAX_ERRORS`], those its last
/// `too-many-errors` note counts ([`not_shown`]).
pub fn summary(d: &[Diagnostic]) -> String {
    let errors = d.iter().filter(|d| d.is_error()).count() + not_shown(d);
    let Some(first) = d.iter().find(|d| d.is_error()).or(d.first()) else {
        return "no diagnostics".to_string();
    };
    match errors.saturating_sub(usize::from(first.is_error())) {
        0 => first.message.clone(),
        1 => format!("{} (and 1 more error)", first.message),
        n => format!("{} (and {n} more errors)", first.message),
    }
}

/// The code of the note [`Collector::finish`] ends a capped list with.
const TOO_MANY: &str = "too-many-errors";

/// The note that ends a list capped at [`MAX_ERRORS`] errors, at `at`,
/// counting the `dropped` errors found past the cap.
fn too_many_errors(at: Range<usize>, dropped: usize) -> Diagnostic {
    let more = match dropped {
        0 => String::new(),
        1 => "1 more error not shown; ".to_string(),
        n => format!("{n} more errors not shown; "),
    };
    Diagnostic::note(
        at,
        format!("too many errors: stopped after {MAX_ERRORS} ({more}fix these first)"),
    )
    .with_code(TOO_MANY)
}

/// How many errors a capped list of diagnostics did not keep: the count in
/// its `too-many-errors` note ([`Collector::finish`]), 0 for a list that
/// was not capped. Every front end scans on past the cap to count them, so
/// the list's errors plus this number are all the errors of the file.
pub fn not_shown(d: &[Diagnostic]) -> usize {
    d.iter()
        .filter(|d| d.code == Some(TOO_MANY))
        .filter_map(|d| {
            let rest = d.message.split_once(" (")?.1;
            let (count, _) = rest.split_once(" more error")?;
            count.parse::<usize>().ok()
        })
        .sum()
}

impl Diagnostics {
    pub fn has_errors(&self) -> bool {
        self.0.iter().any(Diagnostic::is_error)
    }

    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.0.iter().filter(|d| d.is_error())
    }
}

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Diagnostics {
        Diagnostics(vec![d])
    }
}

/// The most errors one file reports. Front ends stop collecting once they
/// have this many (so that hostile input costs bounded time and memory) and
/// finish with [`Collector::finish`], whose last diagnostic says so.
pub const MAX_ERRORS: usize = 50;

/// Collects a file's diagnostics up to [`MAX_ERRORS`] errors.
///
/// `push` returns whether the front end should go on looking for errors;
/// once the cap is reached, further errors are dropped and counted.
#[derive(Clone, Debug, Default)]
pub struct Collector {
    diagnostics: Vec<Diagnostic>,
    errors: usize,
    dropped: usize,
}

impl Collector {
    pub fn new() -> Collector {
        Collector::default()
    }

    /// Add a diagnostic; false once the error cap is reached.
    pub fn push(&mut self, d: Diagnostic) -> bool {
        if d.is_error() {
            if self.errors >= MAX_ERRORS {
                self.dropped += 1;
                return false;
            }
            self.errors += 1;
        } else if self.errors >= MAX_ERRORS {
            return false;
        }
        self.diagnostics.push(d);
        self.errors < MAX_ERRORS
    }

    /// Whether the cap is reached (a front end may stop scanning).
    pub fn is_full(&self) -> bool {
        self.errors >= MAX_ERRORS
    }

    pub fn error_count(&self) -> usize {
        self.errors
    }

    pub fn is_empty(&self) -> bool {
        self.diagnostics.is_empty()
    }

    pub fn as_slice(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// The diagnostics; if the cap was reached, a last note says that the
    /// file has more errors than were reported.
    pub fn finish(mut self) -> Vec<Diagnostic> {
        if self.errors >= MAX_ERRORS {
            let at = self
                .diagnostics
                .iter()
                .rev()
                .find(|d| d.is_error())
                .map_or(0..0, |d| d.span.clone());
            self.diagnostics.push(too_many_errors(at, self.dropped));
        }
        self.diagnostics
    }
}

impl Collector {
    /// Combine the diagnostics of two passes over the same file (a parser's
    /// and a checker's, say): the first [`MAX_ERRORS`] errors by position
    /// are kept, and every other error, dropped here or before, is counted.
    pub fn merge(self, other: Collector) -> Collector {
        let dropped = self.dropped + other.dropped;
        let mut all = self.diagnostics;
        all.extend(other.diagnostics);
        // Stable: diagnostics at one position keep their order.
        all.sort_by_key(|d| d.span.start);
        let mut merged = Collector::new();
        for d in all {
            merged.push(d);
        }
        merged.dropped += dropped;
        merged
    }

    /// Errors dropped since the cap was reached.
    pub fn dropped(&self) -> usize {
        self.dropped
    }

    /// How many diagnostics are kept (the index the next kept one gets).
    pub fn len(&self) -> usize {
        self.diagnostics.len()
    }

    /// A kept diagnostic, to add a note a later finding explains.
    pub fn get_mut(&mut self, index: usize) -> Option<&mut Diagnostic> {
        self.diagnostics.get_mut(index)
    }

    /// The kept diagnostics and the number of errors dropped, for a caller
    /// that reports the drop itself ([`LoadError::with_dropped`]).
    pub fn into_parts(self) -> (Vec<Diagnostic>, usize) {
        (self.diagnostics, self.dropped)
    }
}

/// The diagnostic for a program a front end lowered into IR that the IR
/// validator refuses (`span`, `message` from the validator): the front
/// end's checks guarantee a valid program, so a broken guarantee is
/// reported with the front end's `.../internal` code, never run.
pub fn invalid_lowering(span: Range<usize>, message: &str, code: &'static str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("internal error: the lowered program is invalid: {message}"),
    )
    .with_code(code)
}

/// Cap a finished list of diagnostics at [`MAX_ERRORS`] errors, as
/// [`Collector`] does.
pub fn cap(diagnostics: Vec<Diagnostic>) -> Vec<Diagnostic> {
    cap_with_dropped(diagnostics, 0)
}

/// [`cap`] for a list whose producer found `dropped` more errors past the
/// cap and did not keep them: the final note counts them too.
pub fn cap_with_dropped(diagnostics: Vec<Diagnostic>, dropped: usize) -> Vec<Diagnostic> {
    let mut c = Collector::new();
    for d in diagnostics {
        c.push(d);
    }
    c.dropped += dropped;
    c.finish()
}

/// For a front end that pushes onto a plain list and scans on past the cap
/// (so that the final note can count every error): drop the diagnostics
/// after the [`MAX_ERRORS`]th error and return how many errors were dropped
/// (pass their sum to [`cap_with_dropped`]). Called after each statement,
/// it keeps the list bounded.
pub fn spill(list: &mut Vec<Diagnostic>) -> usize {
    let Some(cut) = list
        .iter()
        .enumerate()
        .filter(|(_, d)| d.is_error())
        .nth(MAX_ERRORS)
        .map(|(i, _)| i)
    else {
        return 0;
    };
    let dropped = list[cut..].iter().filter(|d| d.is_error()).count();
    list.truncate(cut);
    dropped
}

/// 1-based line and column (in characters) of a byte offset.
pub fn line_col(source: &str, offset: usize) -> (usize, usize) {
    let offset = floor_char_boundary(source, offset.min(source.len()));
    let before = &source[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = source[line_start..offset].chars().count() + 1;
    (line, col)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_line_is_file_line_col() {
        let src = "MOV R0, c[0];\nADD R1, R0, c[999];\n";
        let d = Diagnostic::error(26..32, "c[999] is out of range").with_label("at most c[95]");
        let text = render("x.vp", src, &[d]);
        let first = text.lines().next().unwrap();
        assert_eq!(first, "x.vp:2:13: error: c[999] is out of range");
        assert!(text.contains("ADD R1, R0, c[999];"), "{text}");
        assert!(text.contains("^^^^^^ at most c[95]"), "{text}");
    }

    #[test]
    fn summaries_count_other_errors() {
        let e = |i: usize| Diagnostic::error(i..i + 1, format!("e{i}"));
        assert_eq!(summary(&[]), "no diagnostics");
        assert_eq!(summary(&[e(0)]), "e0");
        // Warnings and notes are not errors.
        let w = Diagnostic::warning(0..1, "w");
        assert_eq!(summary(&[w.clone(), e(1)]), "e1");
        assert_eq!(summary(&[e(0), e(1)]), "e0 (and 1 more error)");
        assert_eq!(summary(&[e(0), w, e(1), e(2)]), "e0 (and 2 more errors)");
        // Past the cap, the errors the note counts are counted too: 52
        // errors are the first and 51 more.
        let mut c = Collector::new();
        for i in 0..MAX_ERRORS + 2 {
            c.push(e(i));
        }
        let capped = c.finish();
        assert_eq!(not_shown(&capped), 2);
        assert_eq!(summary(&capped), "e0 (and 51 more errors)");
        // Exactly at the cap: a note without a count, nothing more.
        let mut c = Collector::new();
        for i in 0..MAX_ERRORS {
            c.push(e(i));
        }
        let full = c.finish();
        assert_eq!(not_shown(&full), 0);
        assert_eq!(summary(&full), "e0 (and 49 more errors)");
        // One past the cap is one error, in the singular.
        let mut c = Collector::new();
        for i in 0..MAX_ERRORS + 1 {
            c.push(e(i));
        }
        let one = c.finish();
        assert!(
            one.last()
                .unwrap()
                .message
                .contains("(1 more error not shown;"),
            "{}",
            one.last().unwrap().message
        );
        assert_eq!(summary(&one), "e0 (and 50 more errors)");
        // A list that counted its dropped errors itself (cap_with_dropped).
        let list: Vec<_> = (0..MAX_ERRORS + 3).map(e).collect();
        assert_eq!(
            summary(&cap_with_dropped(list, 1000)),
            "e0 (and 1052 more errors)"
        );
    }

    #[test]
    fn collector_caps_errors_and_says_so() {
        let mut c = Collector::new();
        for i in 0..MAX_ERRORS + 7 {
            c.push(Diagnostic::error(i..i + 1, format!("e{i}")));
        }
        assert!(c.is_full());
        let out = c.finish();
        assert_eq!(out.iter().filter(|d| d.is_error()).count(), MAX_ERRORS);
        let last = out.last().unwrap();
        assert_eq!(last.severity, Severity::Note);
        assert!(last.message.contains("7 more errors"), "{}", last.message);
    }

    #[test]
    fn spill_keeps_the_first_errors_and_counts_the_rest() {
        let mut list = vec![Diagnostic::warning(0..1, "w")];
        list.extend((0..MAX_ERRORS + 3).map(|i| Diagnostic::error(i..i + 1, format!("e{i}"))));
        list.push(Diagnostic::warning(0..1, "late"));
        assert_eq!(spill(&mut list), 3);
        assert_eq!(list.len(), MAX_ERRORS + 1);
        assert_eq!(list.last().unwrap().message, format!("e{}", MAX_ERRORS - 1));
        assert_eq!(spill(&mut list), 0);
    }

    #[test]
    fn merged_collectors_keep_the_first_errors_by_position() {
        let mut parser = Collector::new();
        for i in 0..30 {
            parser.push(Diagnostic::error(100 + i..101 + i, format!("p{i}")));
        }
        let mut checker = Collector::new();
        for i in 0..MAX_ERRORS + 5 {
            checker.push(Diagnostic::error(i..i + 1, format!("c{i}")));
        }
        let merged = parser.merge(checker);
        // 30 + 55 errors, 50 shown: 35 dropped, 5 of them by the checker.
        assert_eq!(merged.dropped(), 35);
        let out = merged.finish();
        let starts: Vec<usize> = out
            .iter()
            .filter(|d| d.is_error())
            .map(|d| d.span.start)
            .collect();
        assert_eq!(starts, (0..MAX_ERRORS).collect::<Vec<_>>());
        assert!(out.last().unwrap().message.contains("35 more errors"));
    }

    #[test]
    fn rendered_columns_match_line_col() {
        let src = "é\nab é Q\n";
        let at = src.rfind('Q').unwrap();
        let text = render("f", src, &[Diagnostic::error(at..at + 1, "x")]);
        assert!(text.starts_with("f:2:6: error: x"), "{text}");
    }

    #[test]
    fn columns_count_characters() {
        let src = "# é\nXYZ é Q";
        let at = src.rfind('Q').unwrap();
        assert_eq!(line_col(src, at), (2, 7));
    }

    #[test]
    fn out_of_range_spans_do_not_panic() {
        let src = "é";
        let d = Diagnostic::error(1..100, "x");
        let text = render("f", src, &[d]);
        assert!(text.starts_with("f:1:1: error: x"));
    }
}
