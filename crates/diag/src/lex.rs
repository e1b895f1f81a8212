//! The one lexing driver of the shasm front ends.
//!
//! Each front end declares its token set with logos and says, through
//! [`TokenKind`], what a character that starts no token becomes; the
//! [`Lexer`] here does the rest the same way for all of them: absolute byte
//! spans (a front end may start after its header, or lex one line of a
//! larger text), unknown characters turned into tokens of the front end's
//! [`TokenKind::UNKNOWN`] kind (a run of them, or each character, whole
//! UTF-8 sequences on byte sources), and whether a newline comes before
//! each token, for the line-oriented grammars and for recovery after a
//! missing `;`. Whitespace and comments are the token set's own `skip`
//! rules. The lexer runs on demand, so a parser that stops early (an
//! instruction limit, too many errors) never lexes the rest of its text;
//! [`tokenize`] collects every token where a parser wants a list.
//! [`unexpected_character`] is the diagnostic a front end reports for an
//! unknown token when it reports one on its own (not as the `found ...`
//! of a syntax error).

use crate::Diagnostic;
use logos::Logos;
use std::ops::Range;

/// What the driver groups into one unknown token.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unknown {
    /// Adjacent unknown characters make one token: `@@` is one mistake,
    /// reported once.
    Run,
    /// Each unknown character is a token of its own.
    Char,
}

/// A front end's token kind, as the driver needs it.
pub trait TokenKind: Copy + PartialEq {
    /// The kind of a character no token starts with.
    const UNKNOWN: Self;
    /// How unknown characters are grouped.
    const UNKNOWN_GROUPING: Unknown;
}

/// The texts a token set lexes: `str`, or `[u8]` for the byte-oriented
/// languages whose comments may hold any byte.
pub trait Text: logos::Source {
    fn bytes(&self) -> &[u8];
    /// The text from byte `start` on (empty past the end, or when `start`
    /// is inside a character).
    fn tail(&self, start: usize) -> &Self;
}

impl Text for str {
    fn bytes(&self) -> &[u8] {
        self.as_bytes()
    }

    fn tail(&self, start: usize) -> &str {
        self.get(start..).unwrap_or("")
    }
}

impl Text for [u8] {
    fn bytes(&self) -> &[u8] {
        self
    }

    fn tail(&self, start: usize) -> &[u8] {
        self.get(start..).unwrap_or(&[])
    }
}

/// One token with its byte span in the whole text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token<K> {
    pub kind: K,
    pub span: Range<usize>,
    /// Whether the token is the first one lexed or a newline stands
    /// between it and the token before.
    pub line_start: bool,
}

/// The tokens of a text, lexed on demand.
pub struct Lexer<'s, K: Logos<'s>> {
    inner: logos::Lexer<'s, K>,
    /// The lexed text (after `start`), for unknown characters and newlines.
    bytes: &'s [u8],
    /// What to add to an offset into `bytes` to make it a span of the text.
    base: usize,
    /// Where the token before ended (in `bytes`); `None` before the first.
    prev_end: Option<usize>,
    /// A token read past a run of unknown characters, returned next.
    pending: Option<(K, Range<usize>)>,
}

impl<'s, K> Lexer<'s, K>
where
    K: Logos<'s> + TokenKind,
    K::Source: Text,
    K::Extras: Default,
{
    /// Lex `text[start..]`; spans are offsets into `text`.
    pub fn new(text: &'s K::Source, start: usize) -> Lexer<'s, K> {
        let start = start.min(text.bytes().len());
        let rest = text.tail(start);
        Lexer {
            inner: K::lexer(rest),
            bytes: rest.bytes(),
            base: start,
            prev_end: None,
            pending: None,
        }
    }

    /// Lex `piece`, a part of a larger text that starts at byte `base` of
    /// it; spans are offsets into the larger text.
    pub fn piece(piece: &'s K::Source, base: usize) -> Lexer<'s, K> {
        let mut lexer = Lexer::new(piece, 0);
        lexer.base = base;
        lexer
    }

    /// Where the lexed text ends (as an offset of the whole text).
    pub fn end(&self) -> usize {
        self.base + self.bytes.len()
    }

    /// The next token, or a `end` token (an empty span at the end of the
    /// text, starting a line) once there is none, as often as asked.
    pub fn next_or(&mut self, end: K) -> Token<K> {
        self.next().unwrap_or_else(|| {
            let at = self.end();
            Token {
                kind: end,
                span: at..at,
                line_start: true,
            }
        })
    }

    /// The next token from logos, its span in `bytes`; an unknown one
    /// spans the whole character where the text is bytes.
    fn raw(&mut self) -> Option<(K, Range<usize>)> {
        let result = self.inner.next()?;
        let span = self.inner.span();
        match result {
            Ok(kind) => Some((kind, span)),
            Err(_) => {
                let end = char_end(self.bytes, span.start).max(span.end);
                if end > span.end {
                    self.inner.bump(end - span.end);
                }
                Some((K::UNKNOWN, span.start..end))
            }
        }
    }
}

impl<'s, K> Iterator for Lexer<'s, K>
where
    K: Logos<'s> + TokenKind,
    K::Source: Text,
    K::Extras: Default,
{
    type Item = Token<K>;

    fn next(&mut self) -> Option<Token<K>> {
        let (kind, mut span) = match self.pending.take() {
            Some(t) => t,
            None => self.raw()?,
        };
        if kind == K::UNKNOWN && K::UNKNOWN_GROUPING == Unknown::Run {
            loop {
                match self.raw() {
                    Some((k, s)) if k == K::UNKNOWN && s.start == span.end => span.end = s.end,
                    other => {
                        self.pending = other;
                        break;
                    }
                }
            }
        }
        let line_start = match self.prev_end {
            None => true,
            Some(prev) => self
                .bytes
                .get(prev..span.start)
                .is_some_and(|gap| gap.contains(&b'\n')),
        };
        self.prev_end = Some(span.end);
        Some(Token {
            kind,
            span: span.start + self.base..span.end + self.base,
            line_start,
        })
    }
}

/// Every token of `text[start..]` (spans into `text`).
pub fn tokenize<'s, K>(text: &'s K::Source, start: usize) -> Vec<Token<K>>
where
    K: Logos<'s> + TokenKind,
    K::Source: Text,
    K::Extras: Default,
{
    Lexer::new(text, start).collect()
}

/// The end of the character that starts at `at`: a valid UTF-8 sequence
/// is one character, any other byte one on its own.
fn char_end(bytes: &[u8], at: usize) -> usize {
    let len = match bytes.get(at) {
        Some(b) if *b < 0x80 => 1,
        Some(b) if *b >= 0xF0 => 4,
        Some(b) if *b >= 0xE0 => 3,
        Some(b) if *b >= 0xC0 => 2,
        _ => 1,
    };
    let end = (at + len).min(bytes.len());
    match bytes.get(at..end).map(std::str::from_utf8) {
        Some(Ok(_)) => end,
        _ => (at + 1).min(bytes.len()),
    }
}

/// How unknown characters are shown in a message: in backticks where
/// every one is a printable ASCII character, else by their code points
/// (`U+00E9`), so that no control character or look-alike letter reaches
/// the terminal unmarked.
pub fn show_characters(text: &str) -> String {
    if text.chars().all(|c| c.is_ascii_graphic()) {
        format!("`{text}`")
    } else {
        text.chars()
            .map(|c| format!("U+{:04X}", c as u32))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The diagnostic for an unknown token, `text` at `span`, with the front
/// end's stable `code`: one for the whole token, so that a run of unknown
/// characters is one mistake.
pub fn unexpected_character(code: &'static str, span: Range<usize>, text: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("unexpected character {}", show_characters(text)),
    )
    .with_code(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Logos, Copy, Clone, Debug, PartialEq, Eq)]
    #[logos(skip r"[ \t\r\n]+")]
    #[logos(skip(r"#[^\n\r]*", allow_greedy = true))]
    enum Run {
        #[regex("[a-z]+")]
        Word,
        #[token(";")]
        Semi,
        Bad,
    }

    impl TokenKind for Run {
        const UNKNOWN: Run = Run::Bad;
        const UNKNOWN_GROUPING: Unknown = Unknown::Run;
    }

    #[derive(Logos, Copy, Clone, Debug, PartialEq, Eq)]
    #[logos(utf8 = false)]
    #[logos(skip r"[ \t\r\n]+")]
    enum Bytes {
        #[regex("[a-z]+")]
        Word,
        Invalid,
    }

    impl TokenKind for Bytes {
        const UNKNOWN: Bytes = Bytes::Invalid;
        const UNKNOWN_GROUPING: Unknown = Unknown::Char;
    }

    fn spans<K: Copy>(tokens: &[Token<K>]) -> Vec<(K, Range<usize>, bool)> {
        tokens
            .iter()
            .map(|t| (t.kind, t.span.clone(), t.line_start))
            .collect()
    }

    #[test]
    fn spans_count_from_the_whole_text() {
        // Lexing starts after a header; spans stay offsets of the text.
        let tokens = tokenize::<Run>("!!HDR ab;\ncd", 5);
        assert_eq!(
            spans(&tokens),
            [
                (Run::Word, 6..8, true),
                (Run::Semi, 8..9, false),
                (Run::Word, 10..12, true),
            ]
        );
        let piece: Vec<_> = Lexer::<Run>::piece("ab", 100).collect();
        assert_eq!(spans(&piece), [(Run::Word, 100..102, true)]);
    }

    #[test]
    fn a_newline_inside_skipped_text_starts_a_line() {
        // The newline that ends a comment separates lines; a carriage
        // return alone does not.
        let tokens = tokenize::<Run>("a # c\nb\rc", 0);
        assert_eq!(
            tokens.iter().map(|t| t.line_start).collect::<Vec<_>>(),
            [true, true, false]
        );
    }

    #[test]
    fn runs_of_unknown_characters_are_one_token() {
        let tokens = tokenize::<Run>("a @@é b $ ;", 0);
        assert_eq!(
            spans(&tokens),
            [
                (Run::Word, 0..1, true),
                (Run::Bad, 2..6, false),
                (Run::Word, 7..8, false),
                (Run::Bad, 9..10, false),
                (Run::Semi, 11..12, false),
            ]
        );
    }

    #[test]
    fn unknown_characters_of_bytes_are_whole_characters() {
        let text = "a é\u{1F600}b".as_bytes();
        let mut with_stray = text.to_vec();
        with_stray.extend_from_slice(b" \xff\xfe");
        let tokens = tokenize::<Bytes>(&with_stray, 0);
        assert_eq!(
            spans(&tokens),
            [
                (Bytes::Word, 0..1, true),
                (Bytes::Invalid, 2..4, false),
                (Bytes::Invalid, 4..8, false),
                (Bytes::Word, 8..9, false),
                (Bytes::Invalid, 10..11, false),
                (Bytes::Invalid, 11..12, false),
            ]
        );
    }

    #[test]
    fn the_end_repeats() {
        let mut lexer = Lexer::<Run>::new("a", 0);
        assert_eq!(lexer.next_or(Run::Semi).span, 0..1);
        for _ in 0..2 {
            let end = lexer.next_or(Run::Semi);
            assert_eq!(
                (end.kind, end.span, end.line_start),
                (Run::Semi, 1..1, true)
            );
        }
    }

    #[test]
    fn unknown_characters_are_shown_safely() {
        assert_eq!(
            unexpected_character("x/unexpected-character", 3..5, "@@").message,
            "unexpected character `@@`"
        );
        assert_eq!(show_characters("é\u{7}"), "U+00E9 U+0007");
        let d = unexpected_character("x/unexpected-character", 3..5, "@@");
        assert_eq!((d.code, d.span), (Some("x/unexpected-character"), 3..5));
    }
}
