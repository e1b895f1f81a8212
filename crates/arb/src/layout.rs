//! `shasm fmt` with comments: the canonical lines of [`crate::print`], laid
//! out in source order with the program's comments kept, as the NV
//! printers do. A comment on the line of a statement (or of the header, an
//! OPTION or END) stays after it, and the trailing comments of consecutive
//! lines line up; other comments stand on their own lines before the
//! statement that follows them; runs of blank lines become one.
//!
//! "Comments begin with the character `#` and are terminated by a newline,
//! a carriage return, or the end of the program" (ARB_vertex_program
//! §2.14.1, ARB_fragment_program §3.11.2), and `#` occurs in no token, so
//! a plain scan finds them.

use crate::ast::Ast;
use crate::lexer::{Tok, lex};
use crate::print::{option_line, print, statement_line};

/// One output line's code (or comment) and where it stands in the source.
struct Piece {
    start: usize,
    end: usize,
    text: String,
    comment: bool,
}

/// Print `ast`, parsed from `source`, as canonical text keeping the
/// comments of `source`.
pub fn print_with_comments(ast: &Ast, source: &str) -> String {
    let header = ast.kind.header();
    if !source.starts_with(header) {
        // `ast` was parsed from `source`, which begins with the header;
        // without it the comments cannot be placed.
        return print(ast);
    }
    let mut lines = Vec::new();
    for o in &ast.options {
        lines.push((o.name.span.start, o.name.span.end, option_line(o)));
    }
    for s in &ast.statements {
        lines.push((s.span.start, s.span.end, statement_line(&s.statement)));
    }
    with_comments(source, header, lines)
}

/// The canonical `lines` of a program that loaded from `source` (each
/// with the byte range of what it prints), between its header and its
/// `END`, laid out in source order with the comments of `source`. The
/// ARB and NV_gpu_program4 printers share it: their programs have the
/// same comments, header and END.
pub fn with_comments(source: &str, header: &str, lines: Vec<(usize, usize, String)>) -> String {
    let mut pieces = vec![Piece {
        start: 0,
        end: header.len(),
        text: header.to_string(),
        comment: false,
    }];
    pieces.extend(
        lines
            .into_iter()
            .map(|(start, end, text)| code(start, end, text)),
    );
    // The program parsed, so its last token is END.
    let end = lex(source, header.len())
        .into_iter()
        .rev()
        .find(|t| t.kind == Tok::Word && source.get(t.span.clone()) == Some("END"))
        .map_or(source.len()..source.len(), |t| t.span);
    pieces.push(code(end.start, end.end, "END".to_string()));
    for (start, end) in shasm_diag::hash_comments(source.as_bytes(), header.len()) {
        let text = source.get(start..end).unwrap_or("#").trim_end();
        pieces.push(Piece {
            start,
            end,
            text: text.to_string(),
            comment: true,
        });
    }
    // Stable: no comment starts where a statement does (`#` is in no token).
    pieces.sort_by_key(|p| p.start);
    lay_out(source.as_bytes(), pieces)
}

fn code(start: usize, end: usize, text: String) -> Piece {
    Piece {
        start,
        end,
        text,
        comment: false,
    }
}

fn lay_out(source: &[u8], pieces: Vec<Piece>) -> String {
    let mut lines: Vec<(String, Option<String>)> = Vec::new();
    let mut prev_end = 0;
    for piece in pieces {
        // A comment inside a statement that spans lines starts before the
        // statement's end: it goes on its own line after the statement.
        let gap = source.get(prev_end..piece.start).unwrap_or(b"\n");
        let newlines = shasm_diag::line_breaks(gap);
        prev_end = prev_end.max(piece.end);
        if piece.comment
            && newlines == 0
            && let Some(last) = lines.last_mut()
        {
            last.1 = Some(piece.text);
            continue;
        }
        if newlines > 1 && !lines.is_empty() {
            lines.push((String::new(), None));
        }
        lines.push((piece.text, None));
    }
    shasm_diag::align_trailing_comments(&lines)
}
