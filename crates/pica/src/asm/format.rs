//! The canonical layout of picasso source (`shasm fmt`): the same
//! statements, names, comments and blank-line structure, laid out one way.
//!
//! * Statements are indented four spaces per open block (`.proc`, `ifc`,
//!   `ifu`, `for`, `.constfa NAME[...]`); `.else` and `.end` sit at their
//!   block's level, a line holding only labels one level out.
//! * Mnemonics and directive names are lower case (picasso compares them
//!   case-insensitively); names, registers and swizzles are kept as written.
//! * One space after the mnemonic or directive and after each comma, none
//!   before a comma, inside brackets and parentheses, around the `.` of a
//!   swizzle or after a sign or `!`; one around `&&` and `||`. Elsewhere a
//!   space stays where the source had white space.
//! * Comments (`;` to the end of the line) are kept; trailing comments of
//!   consecutive lines line up ([`shasm_diag::align_trailing_comments`]);
//!   comment lines take the indentation of the code around them.
//! * Runs of blank lines become one; leading and trailing ones go.
//!   Preprocessor line markers (`# 12 "file"`) are kept as they are.
//!
//! Only white space and the case of mnemonics and directive names change,
//! and every line is re-lexed to check that its tokens are the same, so the
//! result assembles to the same bytes; laying out its own output changes
//! nothing.

use super::lexer::{Spanned, Tok, lex_line};

const INDENT: &str = "    ";
/// Deeper nesting than picasso's stacks allow is printed at this depth.
const MAX_DEPTH: usize = 16;

/// Lay out picasso source canonically (see the module documentation).
pub fn format_source(text: &str) -> String {
    let mut lines: Vec<(String, Option<String>)> = Vec::new();
    let mut depth = 0usize;
    let mut blank = false;
    for raw in text.split('\n') {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let (content, comment) = match raw.find(';') {
            Some(i) => (&raw[..i], Some(raw[i..].trim_end().to_string())),
            None => (raw, None),
        };
        let code = content.trim();
        if code.is_empty() && comment.is_none() {
            blank = !lines.is_empty();
            continue;
        }
        if blank {
            lines.push((String::new(), None));
            blank = false;
        }
        if code.starts_with('#') {
            // The assembler skips the whole line (comment included).
            lines.push((raw.trim().to_string(), None));
            continue;
        }
        let indent = |d: usize| INDENT.repeat(d.min(MAX_DEPTH));
        if code.is_empty() {
            lines.push((
                format!("{}{}", indent(depth), comment.unwrap_or_default()),
                None,
            ));
            continue;
        }
        let toks = lex_line(content, 0);
        let head = statement_start(&toks);
        let (at, after) = match statement(&toks, head, content) {
            Statement::Opens => (depth, depth + 1),
            Statement::Closes => (depth.saturating_sub(1), depth.saturating_sub(1)),
            Statement::Else => (depth.saturating_sub(1), depth),
            Statement::LabelsOnly => (depth.saturating_sub(1), depth),
            Statement::Plain => (depth, depth),
        };
        depth = after;
        lines.push((
            format!("{}{}", indent(at), render(&toks, head, content)),
            comment,
        ));
    }
    shasm_diag::align_trailing_comments(&lines)
}

/// The index of the first token after the `name:` labels.
fn statement_start(toks: &[Spanned]) -> usize {
    let mut k = 0;
    while toks.get(k).map(|t| t.0) == Some(Tok::Ident)
        && toks.get(k + 1).map(|t| t.0) == Some(Tok::Colon)
    {
        k += 2;
    }
    k
}

enum Statement {
    Opens,
    Closes,
    Else,
    LabelsOnly,
    Plain,
}

fn statement(toks: &[Spanned], head: usize, text: &str) -> Statement {
    let word = |k: usize| {
        toks.get(k)
            .filter(|t| t.0 == Tok::Ident)
            .map_or(String::new(), |t| text[t.1.clone()].to_ascii_lowercase())
    };
    match toks.get(head).map(|t| t.0) {
        None => Statement::LabelsOnly,
        Some(Tok::Dot) => match word(head + 1).as_str() {
            "proc" => Statement::Opens,
            "end" => Statement::Closes,
            "else" => Statement::Else,
            // `.constfa NAME[...]` opens an array; `.constfa (x, y, z, w)`
            // is one of its elements.
            "constfa" if toks.get(head + 2).map(|t| t.0) == Some(Tok::Ident) => Statement::Opens,
            _ => Statement::Plain,
        },
        Some(Tok::Ident) => match word(head).as_str() {
            "ifc" | "ifu" | "for" => Statement::Opens,
            _ => Statement::Plain,
        },
        _ => Statement::Plain,
    }
}

/// The canonical text of one statement's tokens, or, should re-lexing it
/// give other tokens, the tokens with their white space made single
/// spaces.
fn render(toks: &[Spanned], head: usize, text: &str) -> String {
    let canonical = join(toks, head, text, true);
    if same_tokens(&canonical, toks, text) {
        canonical
    } else {
        join(toks, head, text, false)
    }
}

fn same_tokens(line: &str, toks: &[Spanned], text: &str) -> bool {
    let again = lex_line(line, 0);
    again.len() == toks.len()
        && again
            .iter()
            .zip(toks)
            .all(|(a, b)| a.0 == b.0 && line[a.1.clone()].eq_ignore_ascii_case(&text[b.1.clone()]))
}

fn join(toks: &[Spanned], head: usize, text: &str, canonical: bool) -> String {
    // The token that names the statement: a mnemonic, or a directive's name.
    let name = match toks.get(head).map(|t| t.0) {
        Some(Tok::Dot) => head + 1,
        _ => head,
    };
    let mut out = String::new();
    let mut brackets = 0usize;
    for (i, (tok, span)) in toks.iter().enumerate() {
        if i > 0 {
            let had_space = toks[i - 1].1.end < span.start;
            let space = if canonical {
                space_between(toks, i, name, name > head, brackets, had_space)
            } else {
                had_space
            };
            if space {
                out.push(' ');
            }
        }
        match tok {
            Tok::LBracket => brackets += 1,
            Tok::RBracket => brackets = brackets.saturating_sub(1),
            _ => {}
        }
        let t = &text[span.clone()];
        if i == name && canonical {
            out.push_str(&t.to_ascii_lowercase());
        } else {
            out.push_str(t);
        }
    }
    out
}

/// Whether a space goes before token `i` (see the module documentation).
fn space_between(
    toks: &[Spanned],
    i: usize,
    name: usize,
    directive: bool,
    brackets: usize,
    had_space: bool,
) -> bool {
    let prev = toks[i - 1].0;
    let next = toks[i].0;
    // A sign: `+`/`-` right after the start of an operand (a directive's
    // first `-` is a name: `.out - position o0`).
    let sign_at = |k: usize| {
        matches!(toks[k].0, Tok::Plus | Tok::Minus)
            && (k == 0
                || (k == name + 1 && !directive)
                || matches!(
                    toks[k - 1].0,
                    Tok::Comma | Tok::LParen | Tok::LBracket | Tok::Colon
                ))
    };
    let logic = |t: Tok| matches!(t, Tok::AndAnd | Tok::OrOr | Tok::And | Tok::Or);
    if i == name + 1 || prev == Tok::Colon {
        return true;
    }
    if matches!(
        next,
        Tok::Comma | Tok::RParen | Tok::RBracket | Tok::Colon | Tok::Dot | Tok::LBracket
    ) {
        return false;
    }
    if prev == Tok::Comma || logic(prev) || logic(next) {
        return true;
    }
    if matches!(prev, Tok::LParen | Tok::LBracket | Tok::Dot | Tok::Bang) {
        return false;
    }
    if matches!(prev, Tok::Plus | Tok::Minus) && (brackets > 0 || sign_at(i - 1)) {
        return false;
    }
    if matches!(next, Tok::Plus | Tok::Minus) && brackets > 0 {
        return false;
    }
    if next == Tok::LParen && prev == Tok::Ident {
        return false;
    }
    had_space
}

#[cfg(test)]
mod tests {
    use super::format_source;

    #[test]
    fn lays_out_statements_blocks_and_comments() {
        let src = "; header\n\n\n.ALIAS  one c0.xxxx\n.Proc main ; entry\n\
                   MOV o0,v0   ; copy\nifc CMP.X&&!cmp.y\nadd r0 , -r1 , c[ a0.x + 2 ]\n\
                   .else\nsetemit 0 ,prim  inv\n.end\nl1:\n\tEND\n.out  -  position o0\n.end\n\n\n";
        let want = "; header\n\n.alias one c0.xxxx\n.proc main      ; entry\n    \
                    mov o0, v0  ; copy\n    ifc CMP.X && !cmp.y\n        \
                    add r0, -r1, c[a0.x+2]\n    .else\n        setemit 0, prim inv\n    \
                    .end\nl1:\n    end\n    .out - position o0\n.end\n";
        assert_eq!(format_source(src), want);
        assert_eq!(format_source(want), want);
    }

    #[test]
    fn constants_keep_their_numbers_as_written() {
        let src =
            ".constf k( 1.0 , 1.0/128.0 ,-2, 0.5f )\n.constfa arr[]\n.constfa (1,2,3,4)\n.end\n";
        let want = ".constf k(1.0, 1.0/128.0, -2, 0.5f)\n.constfa arr[]\n    \
                    .constfa (1, 2, 3, 4)\n.end\n";
        assert_eq!(format_source(src), want);
    }
}
