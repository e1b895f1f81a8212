//! Tokens of ARB programs (ARB_vertex_program §2.14.1, ARB_fragment_program
//! §3.11.2): "Spaces, tabs, newlines, carriage returns, and comments are
//! considered whitespace. Comments begin with the character `#` and are
//! terminated by a newline, a carriage return, or the end of the program".
//!
//! Words are one token kind: whether `MOV_SAT`, `vertex`, `2D` or `myColor`
//! is an opcode, a keyword or a name depends on where it stands, and the
//! parser decides (the NV options of the next wave add opcodes and
//! modifiers through the table, not through the lexer).

// The token helpers return a failed step's diagnostic by value, as the
// parsers do (see `parser`).
#![allow(clippy::result_large_err)]

use crate::ast::Ident;
use logos::Logos;
use shasm_diag::Diagnostic;
use shasm_diag::lex::{Lexer, TokenKind, Unknown};

#[derive(Logos, Copy, Clone, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\n\r]+")]
#[logos(skip(r"#[^\n\r]*", allow_greedy = true))]
pub enum Tok {
    /// `<identifier>`: letters, digits, `_`, `$`, not starting with a digit.
    #[regex(r"[A-Za-z_$][A-Za-z0-9_$]*")]
    Word,
    /// `<integer>`: one or more digits.
    #[regex(r"[0-9]+")]
    Integer,
    /// `<floatConstant>` with a decimal point or an exponent.
    #[regex(r"([0-9]+\.[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")]
    #[regex(r"[0-9]+[eE][+-]?[0-9]+")]
    Float,
    /// An integer directly followed by `..` (`0..3`): split by [`lex`] into
    /// [`Tok::Integer`] and [`Tok::DotDot`], so that a range is not read
    /// as the float `0.` followed by `.3`.
    #[regex(r"[0-9]+\.\.")]
    IntegerRange,
    /// Digits followed by letters: texture targets `1D`, `2D`, `3D`, or a
    /// malformed name such as `2abc`.
    #[regex(r"[0-9]+[A-Za-z_$][A-Za-z0-9_$]*", priority = 1)]
    NumWord,
    #[token("..")]
    DotDot,
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
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    /// `(`: opens a condition-code mask (NV options).
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    /// `:` ends a branch label (NV_vertex_program2, NV_fragment_program2).
    #[token(":")]
    Colon,
    /// `|` around an operand: absolute value (NV options).
    #[token("|")]
    Pipe,
    /// A run of characters no token may contain ("A program is invalid if
    /// it contains any undefined tokens or characters").
    Bad,
}

impl Tok {
    /// How the token kind is named in "expected ..." messages.
    pub fn describe(self) -> &'static str {
        match self {
            Tok::Word => "a name",
            Tok::Integer | Tok::IntegerRange => "an integer",
            Tok::Float => "a number",
            Tok::NumWord => "a word starting with a digit",
            Tok::DotDot => "`..`",
            Tok::Semi => "`;`",
            Tok::Comma => "`,`",
            Tok::Dot => "`.`",
            Tok::Equals => "`=`",
            Tok::LBrace => "`{`",
            Tok::RBrace => "`}`",
            Tok::LBracket => "`[`",
            Tok::RBracket => "`]`",
            Tok::Plus => "`+`",
            Tok::Minus => "`-`",
            Tok::LParen => "`(`",
            Tok::RParen => "`)`",
            Tok::Colon => "`:`",
            Tok::Pipe => "`|`",
            Tok::Bad => "a character that is not allowed",
        }
    }
}

impl TokenKind for Tok {
    const UNKNOWN: Tok = Tok::Bad;
    // `@@` is one bad token, reported once.
    const UNKNOWN_GROUPING: Unknown = Unknown::Run;
}

/// One token with its byte range in the program text.
pub type Token = shasm_diag::lex::Token<Tok>;

/// Split `text[start..]` into tokens (offsets into `text`), through the
/// shared driver ([`shasm_diag::lex`]). Runs of characters the grammar does
/// not allow become one [`Tok::Bad`] token.
pub fn lex(text: &str, start: usize) -> Vec<Token> {
    let mut tokens: Vec<Token> = Vec::new();
    for t in Lexer::<Tok>::new(text, start) {
        if t.kind == Tok::IntegerRange {
            let dots = t.span.end - 2;
            tokens.push(Token {
                kind: Tok::Integer,
                span: t.span.start..dots,
                line_start: t.line_start,
            });
            tokens.push(Token {
                kind: Tok::DotDot,
                span: dots..t.span.end,
                line_start: false,
            });
        } else {
            tokens.push(t);
        }
    }
    tokens
}

/// The diagnostic for a program that does not begin with its `header`:
/// "A vertex program is required to begin with the header string
/// "!!ARBvp1.0", without any preceding whitespace" (ARB_vertex_program
/// §2.14.1; NV_gpu_program4 keeps the rule). It marks the first word (at
/// most the header's length) and sets the GL error position to 0.
pub fn missing_header(text: &str, header: &str, code: &'static str) -> Diagnostic {
    let end = text
        .char_indices()
        .find(|(_, c)| c.is_whitespace())
        .map_or(text.len(), |(i, _)| i)
        .clamp(1, header.len().max(1));
    Diagnostic::error(
        0..end.min(text.len()),
        format!("the program must begin with `{header}` at its first byte"),
    )
    .with_code(code)
    .with_error_position(0)
}

/// Reading a token list, as the ARB and NV_gpu_program4 parsers do: a
/// parser says where its text, tokens and position are and which code its
/// syntax errors carry, and gets the token helpers both grammars use.
pub trait Cursor<'t> {
    fn text(&self) -> &'t str;
    fn tokens(&self) -> &[Token];
    fn pos(&self) -> usize;
    /// Move past the current token.
    fn advance(&mut self);
    /// The stable code of a syntax error (`arb/syntax`, `gp4/syntax`).
    fn syntax_code(&self) -> &'static str;

    fn peek(&self) -> Option<&Token> {
        self.tokens().get(self.pos())
    }

    fn peek_at(&self, ahead: usize) -> Option<&Token> {
        self.tokens().get(self.pos() + ahead)
    }

    fn slice(&self, t: &Token) -> &'t str {
        self.text().get(t.span.clone()).unwrap_or("")
    }

    /// The start of the next token (the end of the text at the end).
    fn here(&self) -> usize {
        self.peek().map_or(self.text().len(), |t| t.span.start)
    }

    /// The end of the token before the current one.
    fn prev_end(&self) -> usize {
        self.pos()
            .checked_sub(1)
            .and_then(|i| self.tokens().get(i))
            .map_or(self.text().len(), |t| t.span.end)
    }

    fn eof_error(&self, what: &str) -> Diagnostic {
        let end = self.text().len();
        Diagnostic::error(
            end..end,
            format!("expected {what}, found the end of the program"),
        )
        .with_code(self.syntax_code())
    }

    fn eat(&mut self, kind: Tok) -> Option<Token> {
        let t = self.peek().filter(|t| t.kind == kind).cloned()?;
        self.advance();
        Some(t)
    }

    /// Whether the next token is the word `w`.
    fn at_word(&self, w: &str) -> bool {
        self.peek()
            .is_some_and(|t| t.kind == Tok::Word && self.slice(t) == w)
    }

    /// Whether the next tokens are `.` and one of `words`.
    fn at_dot_word(&self, words: &[&str]) -> bool {
        matches!(self.peek(), Some(t) if t.kind == Tok::Dot)
            && self
                .peek_at(1)
                .is_some_and(|t| t.kind == Tok::Word && words.contains(&self.slice(t)))
    }

    /// The next word, which must be one of `words`.
    fn keyword(&mut self, words: &[&'static str]) -> Result<&'static str, Diagnostic> {
        let Some(t) = self.peek().cloned() else {
            return Err(self.eof_error(&format!("one of {}", words.join(", "))));
        };
        let text = self.slice(&t);
        match words.iter().find(|w| **w == text) {
            Some(w) if matches!(t.kind, Tok::Word | Tok::NumWord) => {
                self.advance();
                Ok(w)
            }
            _ => {
                let mut d = Diagnostic::error(
                    t.span.clone(),
                    format!(
                        "expected one of {}, found `{}`",
                        words.join(", "),
                        shasm_diag::clip(text)
                    ),
                )
                .with_code(self.syntax_code());
                if let Some(help) = shasm_diag::did_you_mean(text, words.iter().copied()) {
                    d = d.with_label(help);
                }
                Err(d)
            }
        }
    }

    /// The `;` that ends a statement. A missing one is reported where it
    /// belongs, right after the previous token (as every shasm front end
    /// does, the NV ones included); the GL error position stays at the
    /// token found instead, where parsing failed.
    fn expect_semicolon(&mut self) -> Result<Token, Diagnostic> {
        match self.peek().cloned() {
            Some(t) if t.kind == Tok::Semi => {
                self.advance();
                Ok(t)
            }
            found => {
                let at = self.prev_end();
                let (what, position) = match &found {
                    Some(t) => (
                        format!("`{}`", shasm_diag::clip(self.slice(t))),
                        t.span.start,
                    ),
                    None => ("the end of the program".to_string(), self.text().len()),
                };
                Err(
                    Diagnostic::error(at..at, format!("expected `;`, found {what}"))
                        .with_label("expected `;` here")
                        .with_error_position(position)
                        .with_code(self.syntax_code()),
                )
            }
        }
    }

    /// Whether the next token starts a line of its own: after a missing
    /// `;`, parsing goes on there (a new statement, most likely) instead of
    /// skipping it, so one missing `;` is one error.
    fn next_starts_line(&self) -> bool {
        match self.peek() {
            Some(t) => self.pos() > 0 && t.line_start,
            None => self
                .text()
                .get(self.prev_end()..)
                .is_some_and(|rest| rest.contains('\n')),
        }
    }

    /// The `;` that ends a statement. Where it is missing, parsing goes on
    /// at the next token if that starts a line, else after the next `;`
    /// ([`Cursor::recover`]): one missing `;` is one error.
    fn end_statement(&mut self) -> Result<(), Diagnostic> {
        let Err(d) = self.expect_semicolon() else {
            return Ok(());
        };
        if !self.next_starts_line() {
            self.recover();
        }
        Err(d)
    }

    /// After a syntax error: skip past the next `;`, or to an `END` (so
    /// that a broken last statement does not also hide the program's end).
    fn recover(&mut self) {
        while let Some(t) = self.peek() {
            if t.kind == Tok::Word && self.slice(t) == "END" {
                return;
            }
            let semi = t.kind == Tok::Semi;
            self.advance();
            if semi {
                return;
            }
        }
    }

    /// `<optionalSign>`: whether a `-` came (a `+` is read and means
    /// nothing).
    fn sign(&mut self) -> bool {
        if self.eat(Tok::Minus).is_some() {
            return true;
        }
        self.eat(Tok::Plus);
        false
    }

    /// An `<identifier>`.
    fn ident(&mut self) -> Result<Ident, Diagnostic> {
        match self.peek().cloned() {
            Some(t) if t.kind == Tok::Word => {
                self.advance();
                Ok(Ident {
                    text: self.slice(&t).to_string(),
                    span: t.span,
                })
            }
            Some(t) => Err(Diagnostic::error(
                t.span.clone(),
                format!(
                    "expected a name, found `{}`",
                    shasm_diag::clip(self.slice(&t))
                ),
            )
            .with_code(self.syntax_code())),
            None => Err(self.eof_error("a name")),
        }
    }

    fn expect(&mut self, kind: Tok) -> Result<Token, Diagnostic> {
        match self.peek().cloned() {
            Some(t) if t.kind == kind => {
                self.advance();
                Ok(t)
            }
            Some(t) => Err(Diagnostic::error(
                t.span.clone(),
                format!(
                    "expected {}, found `{}`",
                    kind.describe(),
                    shasm_diag::clip(self.slice(&t))
                ),
            )
            .with_code(self.syntax_code())),
            None => Err(self.eof_error(kind.describe())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(Tok, &str)> {
        lex(text, 0)
            .iter()
            .map(|t| (t.kind, &text[t.span.clone()]))
            .collect()
    }

    #[test]
    fn ranges_are_not_floats() {
        // <progEnvParamNums> ::= <progEnvParamNum> ".." <progEnvParamNum>
        assert_eq!(
            kinds("[0..3]"),
            [
                (Tok::LBracket, "["),
                (Tok::Integer, "0"),
                (Tok::DotDot, ".."),
                (Tok::Integer, "3"),
                (Tok::RBracket, "]"),
            ]
        );
    }

    #[test]
    fn float_forms_of_the_spec() {
        // "Either the integer part or the fraction parts (not both) may be
        // missing; either the decimal point or the "e" (or "E") and the
        // exponent (not both) may be missing."
        for f in ["1.5", "1.", ".5", "1e3", "1.5E-2", ".5e+1"] {
            assert_eq!(kinds(f), [(Tok::Float, f)], "{f}");
        }
        assert_eq!(kinds("12"), [(Tok::Integer, "12")]);
        assert_eq!(
            kinds("2D r.xyzw"),
            [
                (Tok::NumWord, "2D"),
                (Tok::Word, "r"),
                (Tok::Dot, "."),
                (Tok::Word, "xyzw")
            ]
        );
    }

    #[test]
    fn comments_and_bad_characters() {
        assert_eq!(kinds("MOV # x\r;"), [(Tok::Word, "MOV"), (Tok::Semi, ";")]);
        assert_eq!(
            kinds("a @@ b"),
            [(Tok::Word, "a"), (Tok::Bad, "@@"), (Tok::Word, "b")]
        );
    }
}
