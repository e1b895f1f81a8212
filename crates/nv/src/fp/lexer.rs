//! Tokens of `!!FP1.0` programs (NV_fragment_program §3.11.3).
//!
//! Whitespace is space, tab, LF and CR; a comment runs from `#` to the next
//! LF or CR (or the end of the text). Everything is case-sensitive. Words are
//! kept as one token kind: whether `MOVRC_SAT`, `R0`, `TEX3` or `myColor` is
//! a mnemonic, a register or a name depends on where it stands, and the
//! parser decides. A number glued to a word (`2D`, `4D`, `2abc`) is one
//! token so that texture targets and bad names get precise messages.

use logos::Logos;
use shasm_diag::lex::{TokenKind, Unknown};

#[derive(Logos, Copy, Clone, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\n\r]+")]
#[logos(skip(r"#[^\n\r]*", allow_greedy = true))]
pub enum Tok {
    /// `[A-Za-z_$][A-Za-z0-9_$]*`: mnemonics, registers, names, rules.
    #[regex(r"[A-Za-z_$][A-Za-z0-9_$]*")]
    Word,
    /// A decimal number: `12`, `12.`, `12.5`, `.5`, with an optional
    /// exponent (`1e3`, `2.5E-1`).
    #[regex(r"([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")]
    Number,
    /// An exponent without digits: `1e`, `2.5E+`.
    #[regex(r"([0-9]+\.?[0-9]*|\.[0-9]+)[eE][+-]?", priority = 1)]
    BadNumber,
    /// Digits followed by a word: `1D`, `2D`, `3D` (texture targets), or a
    /// malformed name such as `2abc`.
    #[regex(r"[0-9]+[A-Za-z_$][A-Za-z0-9_$]*", priority = 0)]
    NumWord,
    #[token(";")]
    Semi,
    #[token(",")]
    Comma,
    #[token(".")]
    Dot,
    #[token("=")]
    Equals,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("|")]
    Bar,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    /// A run of characters no token may contain (kept in the stream so
    /// that the parser does not report follow-on errors for it).
    Bad,
}

impl Tok {
    /// How the token kind is described in "expected ..." messages.
    pub fn describe(self) -> &'static str {
        match self {
            Tok::Word => "a name",
            Tok::Number => "a number",
            Tok::BadNumber => "a malformed number",
            Tok::NumWord => "a word starting with a digit",
            Tok::Semi => "`;`",
            Tok::Comma => "`,`",
            Tok::Dot => "`.`",
            Tok::Equals => "`=`",
            Tok::LBrace => "`{`",
            Tok::RBrace => "`}`",
            Tok::LBracket => "`[`",
            Tok::RBracket => "`]`",
            Tok::LParen => "`(`",
            Tok::RParen => "`)`",
            Tok::Bar => "`|`",
            Tok::Plus => "`+`",
            Tok::Minus => "`-`",
            Tok::Bad => "a character that is not allowed",
        }
    }
}

impl TokenKind for Tok {
    const UNKNOWN: Tok = Tok::Bad;
    // A run of bad characters is one token, reported once.
    const UNKNOWN_GROUPING: Unknown = Unknown::Run;
}

/// One token with its byte range in the program text.
pub type Token = shasm_diag::lex::Token<Tok>;

/// Split `text[start..]` into tokens (offsets are into `text`), through the
/// shared driver ([`shasm_diag::lex`]). Runs of characters the grammar does
/// not allow become [`Tok::Bad`] tokens.
pub fn lex(text: &str, start: usize) -> Vec<Token> {
    shasm_diag::lex::tokenize(text, start)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(Tok, &str)> {
        let tokens = lex(text, 0);
        assert!(tokens.iter().all(|t| t.kind != Tok::Bad), "{tokens:?}");
        tokens
            .iter()
            .map(|t| (t.kind, &text[t.span.clone()]))
            .collect()
    }

    #[test]
    fn numbers_and_suffix_dots() {
        // §3.11.3 floatConstant: 12, 12., 12.5, .5, with exponents.
        assert_eq!(
            kinds("12 12. 12.5 .5 1e3 2.5E-1 .5e+2"),
            [
                (Tok::Number, "12"),
                (Tok::Number, "12."),
                (Tok::Number, "12.5"),
                (Tok::Number, ".5"),
                (Tok::Number, "1e3"),
                (Tok::Number, "2.5E-1"),
                (Tok::Number, ".5e+2"),
            ]
        );
        assert_eq!(
            kinds("R0.xyzw"),
            [(Tok::Word, "R0"), (Tok::Dot, "."), (Tok::Word, "xyzw")]
        );
        assert_eq!(
            kinds("{1,2}.x"),
            [
                (Tok::LBrace, "{"),
                (Tok::Number, "1"),
                (Tok::Comma, ","),
                (Tok::Number, "2"),
                (Tok::RBrace, "}"),
                (Tok::Dot, "."),
                (Tok::Word, "x"),
            ]
        );
    }

    #[test]
    fn targets_bad_numbers_and_comments() {
        assert_eq!(
            kinds("2D 1e 1e+ 2abc # comment\r3D"),
            [
                (Tok::NumWord, "2D"),
                (Tok::BadNumber, "1e"),
                (Tok::BadNumber, "1e+"),
                (Tok::NumWord, "2abc"),
                (Tok::NumWord, "3D"),
            ]
        );
        assert_eq!(
            kinds("$a_1 MOVRC_SAT"),
            [(Tok::Word, "$a_1"), (Tok::Word, "MOVRC_SAT")]
        );
    }

    #[test]
    fn bad_characters_are_collected() {
        let tokens = lex("MOV @@ R0\0;é", 0);
        let bad: Vec<_> = tokens
            .iter()
            .filter(|t| t.kind == Tok::Bad)
            .map(|t| t.span.clone())
            .collect();
        assert_eq!(tokens.len(), 6);
        assert_eq!(bad, [4..6, 9..10, 11..13]);
    }
}
