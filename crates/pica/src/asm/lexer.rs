//! Tokens of picasso's language. Comments (`;` to the end of the line) are
//! removed before lexing; statements are one per line, so the assembler
//! lexes each line on its own.

use logos::Logos;
use shasm_diag::lex::{Lexer, TokenKind, Unknown};
use std::ops::Range;

#[derive(Logos, Copy, Clone, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\r\x0B\x0C]+")]
pub enum Tok {
    /// Identifiers: C identifiers plus `$` (picasso's `validateIdentifier`).
    #[regex(r"[A-Za-z_$][A-Za-z0-9_$]*")]
    Ident,
    /// Decimal numbers, integer or floating-point.
    #[regex(r"[0-9]+(\.[0-9]*)?([eE][+-]?[0-9]+)?")]
    #[regex(r"\.[0-9]+([eE][+-]?[0-9]+)?")]
    Number,
    /// Hexadecimal integers (`0x10`).
    #[regex(r"0[xX][0-9A-Fa-f]+")]
    Hex,
    #[token(".")]
    Dot,
    #[token(",")]
    Comma,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("!")]
    Bang,
    #[token("&&")]
    AndAnd,
    #[token("&")]
    And,
    #[token("||")]
    OrOr,
    #[token("|")]
    Or,
    #[token(":")]
    Colon,
    /// Any other character. Only the number lists of `.constf`, `.constfa`
    /// and `.setf` take it (picasso reads each number with C's `atof`,
    /// which ignores what follows the number); elsewhere the assembler
    /// reports it as an unexpected character.
    #[regex(r"[^ \t\r\x0B\x0C]", priority = 0)]
    Other,
}

impl Tok {
    /// How the token is described in diagnostics.
    pub fn describe(self) -> &'static str {
        match self {
            Tok::Ident => "a name",
            Tok::Number | Tok::Hex => "a number",
            Tok::Dot => "`.`",
            Tok::Comma => "`,`",
            Tok::LParen => "`(`",
            Tok::RParen => "`)`",
            Tok::LBracket => "`[`",
            Tok::RBracket => "`]`",
            Tok::Plus => "`+`",
            Tok::Minus => "`-`",
            Tok::Bang => "`!`",
            Tok::AndAnd | Tok::And => "`&&`",
            Tok::OrOr | Tok::Or => "`||`",
            Tok::Colon => "`:`",
            Tok::Other => "a character",
        }
    }
}

impl TokenKind for Tok {
    // [`Tok::Other`] matches every character the other tokens do not, so
    // the driver never meets an unknown one; it would be an `Other` too.
    const UNKNOWN: Tok = Tok::Other;
    const UNKNOWN_GROUPING: Unknown = Unknown::Char;
}

/// A token and its byte span in the whole source.
pub type Spanned = (Tok, Range<usize>);

/// Lex one line (`text` starts at byte `base` of the source), through the
/// shared driver ([`shasm_diag::lex`]). A character that starts no token is
/// a [`Tok::Other`].
pub fn lex_line(text: &str, base: usize) -> Vec<Spanned> {
    Lexer::<Tok>::piece(text, base)
        .map(|t| (t.kind, t.span))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        lex_line(s, 0).into_iter().map(|t| t.0).collect()
    }

    #[test]
    fn operands_and_numbers() {
        use Tok::*;
        assert_eq!(
            kinds("mad r2, r4.y, neighbors[a0.x+2], r2"),
            [
                Ident, Ident, Comma, Ident, Dot, Ident, Comma, Ident, LBracket, Ident, Dot, Ident,
                Plus, Number, RBracket, Comma, Ident
            ]
        );
        assert_eq!(
            kinds(".constf c(0.0, -1.5e3, .5, 0x10)"),
            [
                Dot, Ident, Ident, LParen, Number, Comma, Minus, Number, Comma, Number, Comma, Hex,
                RParen
            ]
        );
        assert_eq!(
            kinds("vtx0[2].x"),
            [Ident, LBracket, Number, RBracket, Dot, Ident]
        );
        assert_eq!(
            kinds("!cmp.x && cmp.y"),
            [Bang, Ident, Dot, Ident, AndAnd, Ident, Dot, Ident]
        );
        assert_eq!(lex_line("mov r0, @", 10).last(), Some(&(Other, 18..19)));
        assert_eq!(kinds("1.0/128.0"), [Number, Other, Number]);
    }
}
