//! The TGSI text lexer.
//!
//! TGSI words are case-insensitive and statements are separated by newlines
//! (Mesa's `tgsi_text.c` treats a newline as white space, but every program
//! it prints has one statement per line, and resynchronising at a line start
//! is what lets us report every error of a file). Each token records whether
//! a newline came before it.

use logos::Logos;
use std::ops::Range;

/// The kinds of token.
#[derive(Logos, Copy, Clone, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\r\f]+")]
pub enum Kind {
    #[token("\n")]
    Newline,
    /// A word starting with a letter or `_`: keywords, opcodes, files,
    /// swizzles, semantic names.
    #[regex("[A-Za-z_][A-Za-z0-9_]*")]
    Ident,
    /// A word starting with a digit: a decimal integer (`12`), a hexadecimal
    /// word (`0x3f800000`) or a texture target (`2D`, `1D_ARRAY`). The parser
    /// decides which from the context.
    #[regex("[0-9][A-Za-z0-9_]*")]
    Word,
    /// A decimal float with a fraction or an exponent (`1.5`, `.5`, `1e-3`).
    #[regex(r"[0-9]+\.[0-9]+([eE][+-]?[0-9]+)?", priority = 10)]
    #[regex(r"\.[0-9]+([eE][+-]?[0-9]+)?", priority = 10)]
    #[regex(r"[0-9]+[eE][+-]?[0-9]+", priority = 10)]
    Float,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token(",")]
    Comma,
    #[token(".")]
    Dot,
    #[token("..")]
    DotDot,
    #[token(":")]
    Colon,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("|")]
    Bar,
    /// A character TGSI text never contains.
    Error,
    /// The end of the text.
    Eof,
}

/// One token with its byte span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub span: Range<usize>,
    /// Whether a newline (or the start of the text) precedes the token.
    pub line_start: bool,
}

/// Split `source` into tokens, ending with one [`Kind::Eof`].
pub fn tokenize(source: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut line_start = true;
    let mut lexer = Kind::lexer(source);
    while let Some(result) = lexer.next() {
        let kind = result.unwrap_or(Kind::Error);
        if kind == Kind::Newline {
            line_start = true;
            continue;
        }
        out.push(Token {
            kind,
            span: lexer.span(),
            line_start,
        });
        line_start = false;
    }
    out.push(Token {
        kind: Kind::Eof,
        span: source.len()..source.len(),
        line_start: true,
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Kind> {
        tokenize(s).into_iter().map(|t| t.kind).collect()
    }

    #[test]
    fn ranges_are_not_floats() {
        use Kind::*;
        assert_eq!(
            kinds("TEMP[0..3]"),
            [Ident, LBracket, Word, DotDot, Word, RBracket, Eof]
        );
    }

    #[test]
    fn numbers_and_targets() {
        use Kind::*;
        assert_eq!(
            kinds("1.5 -2 0x3f800000 2D 1e-3 .5 1e5"),
            [Float, Minus, Word, Word, Word, Float, Float, Float, Eof]
        );
    }

    #[test]
    fn newlines_mark_line_starts() {
        let t = tokenize("END\n  NOP END");
        assert!(t[0].line_start && t[1].line_start && !t[2].line_start);
    }

    #[test]
    fn unknown_characters_are_errors() {
        assert_eq!(kinds("# x"), [Kind::Error, Kind::Ident, Kind::Eof]);
    }
}
