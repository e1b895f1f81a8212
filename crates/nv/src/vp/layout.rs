//! `shasm fmt` with comments: the canonical text of [`super::print`], laid
//! out in source order with the program's comments kept, as the `!!FP1.0`
//! printer does: a comment on the line of a statement stays after it
//! (trailing comments of consecutive lines line up), other comments stand
//! on their own lines, and runs of blank lines become one.

use super::ast::Item;
use super::{VertexProgram, parser, print};

/// One output line's code and where it came from in the source.
struct Piece {
    start: usize,
    end: usize,
    code: String,
    comment: bool,
}

/// Print `vp`, loaded from `source`, as canonical text keeping the
/// comments of `source`.
pub fn print_with_comments(vp: &VertexProgram, source: &[u8]) -> String {
    let Ok(ast) = parser::parse(source) else {
        // `vp` was loaded from `source`, so this does not happen; without
        // spans the comments cannot be placed.
        return print::print(vp);
    };
    let canonical = print::print(vp);
    // The canonical text has one instruction per line ("  OP ...;"), in
    // program order; the AST gives each its place in the source.
    let mut instructions = canonical
        .lines()
        .filter(|l| l.starts_with("  "))
        .map(str::to_string);
    let mut pieces = vec![Piece {
        start: 0,
        end: ast.header.end,
        code: ast.version.header().to_string(),
        comment: false,
    }];
    if ast.position_invariant {
        // At the OPTION statement's own place, so that a comment after
        // the header stays on the header's line (placing the OPTION at the
        // header's end moved that comment onto the OPTION line, and a
        // second pass moved it again).
        let at = ast.option.clone().unwrap_or(ast.header.end..ast.header.end);
        pieces.push(Piece {
            start: at.start,
            end: at.end,
            code: "OPTION NV_position_invariant;".to_string(),
            comment: false,
        });
    }
    for item in &ast.items {
        let (span, code) = match item {
            Item::Label(l) => (l.span.clone(), format!("{}:", l.name)),
            Item::Instruction(i) => (i.span.clone(), instructions.next().unwrap_or_default()),
        };
        pieces.push(Piece {
            start: span.start,
            end: span.end,
            code,
            comment: false,
        });
    }
    pieces.push(Piece {
        start: ast.end.start,
        end: ast.end.end,
        code: "END".to_string(),
        comment: false,
    });
    for (start, end) in shasm_diag::hash_comments(source, ast.header.end) {
        pieces.push(Piece {
            start,
            end,
            code: String::from_utf8_lossy(&source[start..end]).into_owned(),
            comment: true,
        });
    }
    pieces.sort_by_key(|p| p.start);
    lay_out(source, pieces)
}

fn lay_out(source: &[u8], pieces: Vec<Piece>) -> String {
    let mut lines: Vec<(String, Option<String>)> = Vec::new();
    let mut prev_end = 0;
    for (k, piece) in pieces.into_iter().enumerate() {
        let gap = source.get(prev_end..piece.start).unwrap_or(b"\n");
        let newlines = shasm_diag::line_breaks(gap);
        prev_end = prev_end.max(piece.end);
        if piece.comment && newlines == 0 && k > 0 {
            if let Some(last) = lines.last_mut() {
                last.1 = Some(piece.code);
            }
            continue;
        }
        if newlines > 1 && k > 0 {
            lines.push((String::new(), None));
        }
        lines.push((piece.code, None));
    }
    shasm_diag::align_trailing_comments(&lines)
}
