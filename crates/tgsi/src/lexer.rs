//! The TGSI text lexer.
//!
//! TGSI words are case-insensitive and statements are separated by newlines
//! (Mesa's `tgsi_text.c` treats a newline as white space, but every program
//! it prints has one statement per line, and resynchronising at a line start
//! is what lets us report every error of a file). Each token records whether
//! a newline came before it (the shared driver, [`shasm_diag::lex`], says).

use logos::Logos;
use shasm_diag::lex::{Lexer, TokenKind, Unknown};

/// The kinds of token.
#[derive(Logos, Copy, Clone, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\r\n\f]+")]
pub enum Kind {
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

impl TokenKind for Kind {
    const UNKNOWN: Kind = Kind::Error;
    // Each character on its own: the parser's note on `#`, `;` and `/`
    // (TGSI has no comments) looks at one.
    const UNKNOWN_GROUPING: Unknown = Unknown::Char;
}

/// One token with its byte span and whether it starts a line.
pub type Token = shasm_diag::lex::Token<Kind>;

/// The tokens of a text one at a time, so that the parser holds only
/// those it looks at (a 16 MiB text can be millions of tokens), ending
/// with [`Kind::Eof`], which repeats.
pub struct Tokens<'s> {
    lexer: Lexer<'s, Kind>,
}

impl<'s> Tokens<'s> {
    pub fn new(source: &'s str) -> Tokens<'s> {
        Tokens {
            lexer: Lexer::new(source, 0),
        }
    }

    /// The next token; [`Kind::Eof`] at the end and after it.
    pub fn next_token(&mut self) -> Token {
        self.lexer.next_or(Kind::Eof)
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
