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

/// The tokens of a text one at a time, so that the parser holds only
/// those it looks at (a 16 MiB text can be millions of tokens), ending
/// with [`Kind::Eof`], which repeats.
pub struct Tokens<'s> {
    lexer: logos::Lexer<'s, Kind>,
    line_start: bool,
}

impl<'s> Tokens<'s> {
    pub fn new(source: &'s str) -> Tokens<'s> {
        Tokens {
            lexer: Kind::lexer(source),
            line_start: true,
        }
    }

    /// The next token; [`Kind::Eof`] at the end and after it.
    pub fn next_token(&mut self) -> Token {
        while let Some(result) = self.lexer.next() {
            let kind = result.unwrap_or(Kind::Error);
            if kind == Kind::Newline {
                self.line_start = true;
                continue;
            }
            let line_start = std::mem::replace(&mut self.line_start, false);
            return Token {
                kind,
                span: self.lexer.span(),
                line_start,
            };
        }
        let end = self.lexer.source().len();
        Token {
            kind: Kind::Eof,
            span: end..end,
            line_start: true,
        }
    }
}

/// Split `source` into tokens, ending with one [`Kind::Eof`].
#[cfg(test)]
pub fn tokenize(source: &str) -> Vec<Token> {
    let mut tokens = Tokens::new(source);
    let mut out = Vec::new();
    loop {
        let t = tokens.next_token();
        let eof = t.kind == Kind::Eof;
        out.push(t);
        if eof {
            return out;
        }
    }
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
