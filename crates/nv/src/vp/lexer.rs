//! Tokens of the NV vertex program languages (NV_vertex_program2 §2.14.1.8).
//!
//! The program is an array of bytes: "Spaces, tabs, newlines, carriage
//! returns, and comments are considered whitespace. Comments begin with the
//! character `#` and are terminated by a newline, a carriage return, or the
//! end of the program array." A comment may therefore hold any byte, so the
//! lexer works on bytes; every token it produces is ASCII.

use logos::Logos;
use shasm_diag::lex::{Lexer, TokenKind, Unknown};

/// The kinds of token. Keywords, opcodes, register names, labels, mask
/// letters and condition rules are all [`Tok::Ident`]: the parser decides
/// from the context, which keeps every name case-sensitive and exact.
#[derive(Logos, Copy, Clone, Debug, PartialEq, Eq)]
#[logos(utf8 = false)]
#[logos(skip r"[ \t\r\n]+")]
#[logos(skip(r"#(?-u:[^\r\n])*", allow_greedy = true))]
pub enum Tok {
    /// `[A-Za-z_][A-Za-z0-9_]*` (the `<identifier>` rule, also used for keywords).
    #[regex(r"[A-Za-z_][A-Za-z0-9_]*")]
    Ident,
    /// A decimal integer.
    #[regex(r"[0-9]+")]
    Int,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token(".")]
    Dot,
    #[token(",")]
    Comma,
    #[token(";")]
    Semi,
    #[token(":")]
    Colon,
    #[token("|")]
    Bar,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    /// A character no token starts with (an error).
    Invalid,
    /// The end of the program array.
    Eof,
}

impl Tok {
    /// How the token kind is named in diagnostics.
    pub fn describe(self) -> &'static str {
        match self {
            Tok::Ident => "a name",
            Tok::Int => "a number",
            Tok::LBracket => "`[`",
            Tok::RBracket => "`]`",
            Tok::LParen => "`(`",
            Tok::RParen => "`)`",
            Tok::Dot => "`.`",
            Tok::Comma => "`,`",
            Tok::Semi => "`;`",
            Tok::Colon => "`:`",
            Tok::Bar => "`|`",
            Tok::Plus => "`+`",
            Tok::Minus => "`-`",
            Tok::Invalid => "an invalid character",
            Tok::Eof => "the end of the program",
        }
    }
}

impl TokenKind for Tok {
    const UNKNOWN: Tok = Tok::Invalid;
    // Each invalid character is reported on its own, as the character it
    // is (a whole UTF-8 sequence, or one byte that starts none).
    const UNKNOWN_GROUPING: Unknown = Unknown::Char;
}

/// One token with its byte span.
pub type Token = shasm_diag::lex::Token<Tok>;

/// Split `source[start..]` into tokens. Invalid characters become
/// [`Tok::Invalid`] tokens spanning the whole (UTF-8) character, so that the
/// parser reports them at the right place and carries on. The list always
/// ends with one [`Tok::Eof`] token at `source.len()`.
pub fn tokenize(source: &[u8], start: usize) -> Vec<Token> {
    let mut stream = Tokens::new(source, start);
    let mut tokens = Vec::new();
    loop {
        let t = stream.bump();
        let eof = t.kind == Tok::Eof;
        tokens.push(t);
        if eof {
            return tokens;
        }
    }
}

/// How many tokens past the current one the parser may look at.
pub const LOOKAHEAD: usize = 2;

/// The tokens of `source[start..]`, lexed on demand (by the shared driver,
/// [`shasm_diag::lex`]) with a fixed lookahead, so that the parser can stop
/// early (instruction limit, too many errors) without having lexed, or
/// stored, the rest of the program. After the last token it yields
/// [`Tok::Eof`] at `source.len()` forever.
pub struct Tokens<'s> {
    lexer: Lexer<'s, Tok>,
    /// The current token and the [`LOOKAHEAD`] after it.
    ahead: std::collections::VecDeque<Token>,
    prev_end: usize,
}

impl<'s> Tokens<'s> {
    pub fn new(source: &'s [u8], start: usize) -> Tokens<'s> {
        let start = start.min(source.len());
        let mut tokens = Tokens {
            lexer: Lexer::new(source, start),
            ahead: std::collections::VecDeque::with_capacity(LOOKAHEAD + 1),
            prev_end: start,
        };
        tokens.fill();
        tokens
    }

    /// The token `n` places ahead of the current one (`n` at most
    /// [`LOOKAHEAD`]; further is clamped).
    pub fn peek_nth(&self, n: usize) -> &Token {
        let last = self.ahead.len().saturating_sub(1);
        &self.ahead[n.min(last)]
    }

    /// Consume the current token.
    pub fn bump(&mut self) -> Token {
        let t = match self.ahead.pop_front() {
            Some(t) => t,
            None => self.lexer.next_or(Tok::Eof),
        };
        self.prev_end = t.span.end;
        self.fill();
        t
    }

    /// Where the last consumed token ended.
    pub fn prev_end(&self) -> usize {
        self.prev_end
    }

    fn fill(&mut self) {
        while self.ahead.len() <= LOOKAHEAD {
            let t = self.lexer.next_or(Tok::Eof);
            self.ahead.push_back(t);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<Tok> {
        tokenize(text.as_bytes(), 0)
            .into_iter()
            .map(|t| t.kind)
            .collect()
    }

    #[test]
    fn splits_operands() {
        assert_eq!(
            kinds("MOV R0.xy, -c[A0.x+12];"),
            [
                Tok::Ident,
                Tok::Ident,
                Tok::Dot,
                Tok::Ident,
                Tok::Comma,
                Tok::Minus,
                Tok::Ident,
                Tok::LBracket,
                Tok::Ident,
                Tok::Dot,
                Tok::Ident,
                Tok::Plus,
                Tok::Int,
                Tok::RBracket,
                Tok::Semi,
                Tok::Eof
            ]
        );
    }

    #[test]
    fn comments_end_at_cr_lf_or_end_and_may_hold_any_byte() {
        // §2.14.1.8: comments end at a newline, a carriage return or the end.
        let src = b"# \xff\xfe comment\rEND # tail";
        let toks = tokenize(src, 0);
        assert_eq!(toks.len(), 2);
        assert_eq!(toks[0].kind, Tok::Ident);
        assert_eq!(&src[toks[0].span.clone()], b"END");
    }

    #[test]
    fn invalid_characters_span_the_whole_character() {
        let src = "MOV é;";
        let toks = tokenize(src.as_bytes(), 0);
        assert_eq!(toks[1].kind, Tok::Invalid);
        assert_eq!(&src[toks[1].span.clone()], "é");
        assert_eq!(toks[2].kind, Tok::Semi);
    }

    #[test]
    fn invalid_bytes_outside_comments_are_single_tokens() {
        let toks = tokenize(b"A \xff B", 0);
        assert_eq!(toks[1].kind, Tok::Invalid);
        assert_eq!(toks[1].span, 2..3);
        assert_eq!(toks[2].kind, Tok::Ident);
    }
}
