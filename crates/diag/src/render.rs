//! Rendering diagnostics as text: `FILE:LINE:COL: SEVERITY: MESSAGE` and a
//! source snippet drawn by codespan-reporting, or `FILE: offset 0xN: ...`
//! for binary inputs.

use crate::line_index::{LineIndex, floor_char_boundary};
use crate::{Diagnostic, Severity};
use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::{Error as FilesError, Files};
use codespan_reporting::term::{self, Config, DisplayStyle};
use std::ops::Range;

/// The most characters of a source line a snippet shows. Longer lines are
/// cut to a window around the span, with [`ELLIPSIS`] where text was left
/// out, so that one diagnostic's output stays bounded whatever the line.
pub const MAX_SNIPPET_COLUMNS: usize = 120;

/// Marks where a snippet's line was cut.
pub const ELLIPSIS: &str = "...";

/// Characters of context a clipped window keeps before the span.
const CONTEXT_BEFORE: usize = 40;

/// Render diagnostics: `FILE:LINE:COL: SEVERITY: MESSAGE`, then a snippet.
/// The file's lines are indexed once for all of them.
pub fn render(file_name: &str, source: &str, diagnostics: &[Diagnostic]) -> String {
    render_indexed(file_name, &LineIndex::new(source), diagnostics)
}

/// Render one diagnostic (see [`render`]).
pub fn render_one(file_name: &str, source: &str, d: &Diagnostic) -> String {
    render_indexed(file_name, &LineIndex::new(source), std::slice::from_ref(d))
}

/// [`render`] with a [`LineIndex`] the caller already built.
pub fn render_indexed(
    file_name: &str,
    index: &LineIndex<'_>,
    diagnostics: &[Diagnostic],
) -> String {
    let file = Indexed {
        name: file_name,
        index,
    };
    let mut out = String::new();
    for d in diagnostics {
        render_in(&file, d, &mut out);
    }
    out
}

/// Render diagnostics of a binary input (a SHBIN file): no line, column or
/// snippet, but `FILE: offset 0xN: SEVERITY: MESSAGE` with the span's start
/// as the byte offset, then the label and notes as `  = ...` lines.
pub fn render_binary(file_name: &str, diagnostics: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diagnostics {
        out.push_str(&format!(
            "{file_name}: offset 0x{:04x}: {}: {}\n",
            d.span.start,
            d.severity.name(),
            d.message
        ));
        for line in d.label.iter().chain(&d.notes) {
            out.push_str(&format!("  = {line}\n"));
        }
        for (span, label) in d.related_places() {
            out.push_str(&format!("  = {label}: offset 0x{:04x}\n", span.start));
        }
    }
    out
}

/// Clamp a span to the source and to character boundaries.
fn clamp_span(source: &str, span: &Range<usize>) -> Range<usize> {
    let start = floor_char_boundary(source, span.start.min(source.len()));
    let end = floor_char_boundary(source, span.end.clamp(start, source.len()));
    start..end
}

fn render_in(file: &Indexed<'_, '_>, d: &Diagnostic, out: &mut String) {
    let index = file.index;
    let span = clamp_span(index.source(), &d.span);
    let (line, col) = index.line_col(span.start);
    out.push_str(&format!(
        "{}:{line}:{col}: {}: {}\n",
        file.name,
        d.severity.name(),
        d.message
    ));
    // Related places are marked in the snippet where their line is short
    // enough to show whole; otherwise (or under a cut window) a note gives
    // their line and column.
    let mut marked = Vec::new();
    let mut notes = d.notes.clone();
    let window = Window::around(file, line - 1, col - 1, &span);
    for (related, label) in d.related_places() {
        let related = clamp_span(index.source(), related);
        let (l, c) = index.line_col(related.start);
        let shown_whole = index.line_range(l - 1).len() <= MAX_SNIPPET_COLUMNS
            && related.end <= index.line_range(l - 1).end;
        if window.is_none() && shown_whole {
            marked.push((related, label.clone()));
        } else {
            notes.push(format!("{label}: {}:{l}:{c}", file.name));
        }
    }
    let snippet = match window {
        Some((window, window_span)) => snippet(&window, d, window_span, &[], notes),
        None => snippet(file, d, span, &marked, notes),
    };
    match snippet {
        // codespan's first line repeats "error: MESSAGE"; ours replaces it.
        Some(text) => out.push_str(text.split_once('\n').map_or("", |(_, rest)| rest)),
        None => out.push('\n'),
    }
}

fn snippet<'a, F: Files<'a, FileId = ()>>(
    files: &'a F,
    d: &Diagnostic,
    span: Range<usize>,
    related: &[(Range<usize>, String)],
    notes: Vec<String>,
) -> Option<String> {
    let mut label = Label::primary((), span);
    if let Some(text) = &d.label {
        label = label.with_message(text.clone());
    }
    let mut labels = vec![label];
    labels.extend(
        related
            .iter()
            .map(|(span, text)| Label::secondary((), span.clone()).with_message(text.clone())),
    );
    let cs = match d.severity {
        Severity::Error => CsDiagnostic::error(),
        Severity::Warning => CsDiagnostic::warning(),
        Severity::Note => CsDiagnostic::note(),
    }
    .with_message(d.message.clone())
    .with_labels(labels)
    .with_notes(notes);
    let config = Config {
        display_style: DisplayStyle::Rich,
        ..Config::default()
    };
    let mut buffer = String::new();
    term::emit_to_string(&mut buffer, &config, files, &cs).ok()?;
    Some(buffer)
}

/// A whole file, its lines looked up in a [`LineIndex`].
struct Indexed<'n, 'i> {
    name: &'n str,
    index: &'i LineIndex<'i>,
}

impl<'a, 'n: 'a, 'i: 'a> Files<'a> for Indexed<'n, 'i> {
    type FileId = ();
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, (): ()) -> Result<&'a str, FilesError> {
        Ok(self.name)
    }

    fn source(&'a self, (): ()) -> Result<&'a str, FilesError> {
        Ok(self.index.source())
    }

    fn line_index(&'a self, (): (), byte_index: usize) -> Result<usize, FilesError> {
        Ok(self.index.line_of(byte_index))
    }

    fn column_number(
        &'a self,
        (): (),
        line_index: usize,
        byte_index: usize,
    ) -> Result<usize, FilesError> {
        Ok(self.index.column_in(line_index, byte_index) + 1)
    }

    fn line_range(&'a self, (): (), line_index: usize) -> Result<Range<usize>, FilesError> {
        Ok(self.index.line_range(line_index))
    }
}

/// At most [`MAX_SNIPPET_COLUMNS`] characters of one long line, shown as a
/// one-line file that reports the real line and column numbers.
struct Window<'n> {
    name: &'n str,
    /// The shown text: the cut part of the line, with [`ELLIPSIS`] marks.
    text: String,
    /// 1-based number of the line in the real file.
    line_number: usize,
    /// 0-based column, in the real line, of the first character after the
    /// leading mark.
    first_column: usize,
    /// Bytes of the leading mark (0 when the window starts the line).
    lead: usize,
}

impl<'n> Window<'n> {
    /// The window around `span` (starting on 0-based `line` at 0-based
    /// column `column`) and the span within it; `None` when the line is
    /// short enough to show whole.
    fn around(
        file: &Indexed<'n, '_>,
        line: usize,
        column: usize,
        span: &Range<usize>,
    ) -> Option<(Window<'n>, Range<usize>)> {
        let source = file.index.source();
        let line_range = file.index.line_range(line);
        let text = source.get(line_range.clone())?;
        if text.len() <= MAX_SNIPPET_COLUMNS {
            // At most as many characters as bytes: it fits.
            return None;
        }
        let at = span.start.clamp(line_range.start, line_range.end) - line_range.start;
        // Walk back at most CONTEXT_BEFORE characters, then forward so that
        // the window holds at most MAX_SNIPPET_COLUMNS characters.
        let before = text[..at].char_indices().rev().take(CONTEXT_BEFORE);
        let start = before.last().map_or(at, |(i, _)| i);
        let kept_before = text[start..at].chars().count();
        let end = text[at..]
            .char_indices()
            .nth(MAX_SNIPPET_COLUMNS - kept_before)
            .map_or(text.len(), |(i, _)| at + i);
        if start == 0 && end == text.len() {
            return None;
        }
        let lead = if start > 0 { ELLIPSIS } else { "" };
        let trail = if end < text.len() { ELLIPSIS } else { "" };
        let shown = format!("{lead}{}{trail}", &text[start..end]);
        let span_start = lead.len() + (at - start);
        let span_end = span
            .end
            .saturating_sub(line_range.start)
            .clamp(at, end)
            .saturating_sub(start)
            + lead.len();
        let window = Window {
            name: file.name,
            text: shown,
            line_number: line + 1,
            first_column: column.saturating_sub(kept_before),
            lead: lead.len(),
        };
        Some((window, span_start..span_end))
    }
}

impl<'a, 'n: 'a> Files<'a> for Window<'n> {
    type FileId = ();
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, (): ()) -> Result<&'a str, FilesError> {
        Ok(self.name)
    }

    fn source(&'a self, (): ()) -> Result<&'a str, FilesError> {
        Ok(&self.text)
    }

    fn line_index(&'a self, (): (), _byte_index: usize) -> Result<usize, FilesError> {
        Ok(0)
    }

    fn line_number(&'a self, (): (), _line_index: usize) -> Result<usize, FilesError> {
        Ok(self.line_number)
    }

    fn column_number(
        &'a self,
        (): (),
        _line_index: usize,
        byte_index: usize,
    ) -> Result<usize, FilesError> {
        let end = floor_char_boundary(&self.text, byte_index.max(self.lead));
        let shown = self
            .text
            .get(self.lead..end)
            .map_or(0, |s| s.chars().count());
        Ok(self.first_column + shown + 1)
    }

    fn line_range(&'a self, (): (), line_index: usize) -> Result<Range<usize>, FilesError> {
        if line_index == 0 {
            Ok(0..self.text.len())
        } else {
            Err(FilesError::LineTooLarge {
                given: line_index,
                max: 0,
            })
        }
    }
}
