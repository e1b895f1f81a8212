//! The recursive-descent parser: tokens → IR, with the syntax-level rules.
//!
//! Each statement (header, `DCL`, `IMM`, `PROPERTY`, instruction) is parsed
//! on its own; an error is reported at the offending token and parsing
//! resumes at the next line, so that every syntax error of a file is found.
//! The rules that need the whole program (declared registers, balanced
//! blocks, `END`) are in [`crate::check`].
//!
//! This module holds the parser state and its token helpers; each kind of
//! statement has its own submodule.

// The statement parsers return the diagnostic of a failed statement by
// value (one per statement, off the hot path); the lint fires only because
// the split made them `pub(super)`.
#![allow(clippy::result_large_err)]

mod declarations;
mod instructions;
mod operands;
mod properties;
mod recovery;

use crate::lexer::{Kind, Token, Tokens};
use crate::limits::{MAX_IMMEDIATES, MAX_REGISTERS};
use shasm_diag::{Collector, Diagnostic};
use shasm_ir::{File, Indirect, Program, Semantics, Span, Src, Stage, TexTarget};
use std::ops::Range;

type PResult<T> = Result<T, Diagnostic>;

/// What the parser learnt about an instruction beyond its IR form.
#[derive(Clone, Debug, Default)]
pub struct InstInfo {
    /// The opcode token.
    pub op_span: Range<usize>,
    /// The sampler operand of a texture instruction.
    pub sampler_span: Option<Range<usize>>,
    /// The stream operand of `EMIT` / `ENDPRIM`, checked and dropped later.
    pub stream: Option<(Src, Span)>,
    /// The second destination of `DFRACEXP` ([`shasm_ir::Instruction::dst2`]).
    pub dst2_span: Span,
}

/// The parse result: the program (labels of structured ops not yet filled in)
/// and what the checker needs.
pub struct Parsed {
    pub program: Program,
    pub insts: Vec<InstInfo>,
    /// Capped at [`shasm_diag::MAX_ERRORS`] errors; parsing goes on to
    /// count the rest.
    pub diagnostics: Collector,
    /// Whether a flow instruction (IF, ENDLOOP, END, ...) failed to parse:
    /// then the block structure and END are not checked, so that the
    /// consequences of that one error are not reported.
    pub broken_flow: bool,
    /// Files with a declaration that failed to parse (all files when the
    /// file itself could not be read): their registers are not reported as
    /// undeclared.
    pub broken_declarations: BrokenDeclarations,
    /// Parsing stopped at an instruction past the limit it was given
    /// (reported); the rest of the text was not read.
    pub over_limit: bool,
}

/// See [`Parsed::broken_declarations`].
#[derive(Clone, Debug, Default)]
pub struct BrokenDeclarations {
    pub all: bool,
    pub files: Vec<File>,
}

impl BrokenDeclarations {
    pub fn covers(&self, file: File) -> bool {
        self.all || self.files.contains(&file)
    }
}

/// The first and last index of a declaration bracket (`None` for Mesa's
/// empty `[]`) and its span.
type DclRange = (Option<u32>, Option<u32>, Range<usize>);

/// One parsed bracket `[...]` of a register.
#[derive(Clone, Debug)]
enum Bracket {
    Index(u32),
    Indirect { reg: Indirect, offset: i32 },
}

/// A register reference `FILE[..]` or `FILE[..][..]`.
#[derive(Clone, Debug)]
struct RegRef {
    file: File,
    /// The outer bracket of a two-dimensional reference.
    outer: Option<(Bracket, Range<usize>)>,
    inner: (Bracket, Range<usize>),
    span: Range<usize>,
}

/// One operand as written, before its role is known.
#[derive(Clone, Debug)]
enum Operand {
    Register {
        negate: bool,
        abs: bool,
        reg: RegRef,
        /// The letters after `.`, with their span.
        suffix: Option<(String, Range<usize>)>,
        span: Range<usize>,
    },
    /// A bare word: a texture target.
    Word { text: String, span: Range<usize> },
    /// A sampler view `SVIEW[n]` (with the letters after `.`, if any).
    View {
        index: u32,
        suffix: Option<String>,
        span: Range<usize>,
    },
}

impl Operand {
    fn span(&self) -> Range<usize> {
        match self {
            Operand::Register { span, .. }
            | Operand::Word { span, .. }
            | Operand::View { span, .. } => span.clone(),
        }
    }
}

/// Parse `source` into a program plus side information, stopping at the
/// first instruction past `max_instructions`.
pub fn parse(source: &str, max_instructions: usize) -> Parsed {
    let mut p = Parser {
        src: source,
        lexer: Tokens::new(source),
        toks: Vec::new(),
        pos: 0,
        consumed: 0,
        diags: Collector::new(),
        program: Program::new(Stage::Vertex, Semantics::tgsi()),
        insts: Vec::new(),
        gs_vertices: None,
        too_many_immediates: false,
        broken_flow: false,
        broken_declarations: BrokenDeclarations::default(),
        dcl_file: None,
        flow_opcode: false,
        views: Vec::new(),
        max_instructions,
        over_limit: false,
    };
    p.fill();
    p.run();
    Parsed {
        program: p.program,
        insts: p.insts,
        diagnostics: p.diags,
        broken_flow: p.broken_flow,
        broken_declarations: p.broken_declarations,
        over_limit: p.over_limit,
    }
}

struct Parser<'s> {
    src: &'s str,
    lexer: Tokens<'s>,
    /// The tokens read so far, less those [`Parser::forget_read_tokens`]
    /// dropped: always the current one and the one after it (or the final
    /// Eof), and the one before it once there is one.
    toks: Vec<Token>,
    /// The current token's index in `toks`.
    pos: usize,
    /// How many tokens the parser has moved past in all.
    consumed: usize,
    diags: Collector,
    program: Program,
    insts: Vec<InstInfo>,
    gs_vertices: Option<u32>,
    too_many_immediates: bool,
    broken_flow: bool,
    broken_declarations: BrokenDeclarations,
    /// The file of the declaration being parsed, once known.
    dcl_file: Option<File>,
    /// Whether the instruction being parsed has a flow opcode.
    flow_opcode: bool,
    /// The declared sampler views: `DCL SVIEW[first..last], TARGET, ...`.
    views: Vec<(u32, u32, TexTarget)>,
    /// See [`parse`].
    max_instructions: usize,
    /// See [`Parsed::over_limit`].
    over_limit: bool,
}

fn describe(kind: Kind, text: &str) -> String {
    match kind {
        Kind::Eof => "the end of the file".into(),
        _ => format!("`{text}`"),
    }
}

impl<'s> Parser<'s> {
    // ---- token helpers -------------------------------------------------

    fn peek(&self) -> &Token {
        // `fill` reads up to Eof at least, and `bump` never passes it.
        &self.toks[self.pos.min(self.toks.len() - 1)]
    }

    /// Read tokens until the one after the current one is there (or Eof
    /// is): the parser looks at most one token ahead.
    fn fill(&mut self) {
        while self.toks.len() <= self.pos + 1
            && self.toks.last().is_none_or(|t| t.kind != Kind::Eof)
        {
            self.toks.push(self.lexer.next_token());
        }
    }

    /// Drop the tokens before the previous one: called between statements,
    /// so that the parser holds a statement's tokens, not the text's.
    fn forget_read_tokens(&mut self) {
        if self.pos > 1 {
            self.toks.drain(..self.pos - 1);
            self.pos = 1;
        }
    }

    /// The end of the token before the current one (of the first token at
    /// the start).
    fn prev_end(&self) -> usize {
        self.toks[self.pos.saturating_sub(1)].span.end
    }

    fn peek_at(&self, n: usize) -> &Token {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)]
    }

    fn text(&self, t: &Token) -> &'s str {
        self.src.get(t.span.clone()).unwrap_or("")
    }

    fn bump(&mut self) -> Token {
        let t = self.peek().clone();
        if t.kind != Kind::Eof {
            self.pos += 1;
            self.consumed += 1;
            self.fill();
        }
        t
    }

    /// Whether the next token continues the current line.
    fn on_line(&self) -> bool {
        let t = self.peek();
        !t.line_start && t.kind != Kind::Eof
    }

    fn at(&self, kind: Kind) -> bool {
        self.on_line() && self.peek().kind == kind
    }

    fn eat(&mut self, kind: Kind) -> bool {
        if self.at(kind) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// The span to blame when something is missing: the next token if it is
    /// on this line, else the end of the previous token.
    fn here(&self) -> Range<usize> {
        if self.on_line() {
            self.peek().span.clone()
        } else {
            let end = self
                .pos
                .checked_sub(1)
                .and_then(|i| self.toks.get(i))
                .map_or(0, |t| t.span.end);
            end..end
        }
    }

    fn unexpected(&self, what: &str) -> Diagnostic {
        let found = if self.on_line() {
            let t = self.peek();
            describe(t.kind, self.text(t))
        } else {
            "the end of the line".to_string()
        };
        let mut d = Diagnostic::error(self.here(), format!("expected {what}, found {found}"))
            .with_code("tgsi/syntax");
        if self.on_line() && self.peek().kind == Kind::Error {
            let t = self.text(self.peek());
            if matches!(t, "#" | ";" | "/") {
                d = d.with_note("TGSI text has no comments");
            }
        }
        d
    }

    fn expect(&mut self, kind: Kind, what: &str) -> PResult<Token> {
        if self.at(kind) {
            Ok(self.bump())
        } else {
            Err(self.unexpected(what))
        }
    }

    fn expect_ident(&mut self, what: &str) -> PResult<(String, Range<usize>)> {
        let t = self.expect(Kind::Ident, what)?;
        Ok((self.text(&t).to_string(), t.span))
    }

    /// Skip to the first token of the next line.
    fn resync(&mut self) {
        while self.on_line() {
            self.bump();
            // A line may be megabytes long: hold none of it.
            self.forget_read_tokens();
        }
    }

    fn end_statement(&mut self) -> PResult<()> {
        if self.on_line() {
            let t = self.peek();
            return Err(Diagnostic::error(
                t.span.clone(),
                format!(
                    "expected the end of the statement, found {}",
                    describe(t.kind, self.text(t))
                ),
            )
            .with_code("tgsi/syntax"));
        }
        Ok(())
    }

    fn report(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    // ---- numbers ---------------------------------------------------------

    /// A decimal unsigned integer from a `Word` token.
    fn uint_of(&self, t: &Token) -> PResult<u32> {
        let text = self.text(t);
        if t.kind != Kind::Word || !text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(Diagnostic::error(
                t.span.clone(),
                format!(
                    "expected an unsigned integer, found {}",
                    describe(t.kind, text)
                ),
            )
            .with_code("tgsi/syntax"));
        }
        text.parse::<u32>().map_err(|_| {
            Diagnostic::error(
                t.span.clone(),
                format!("integer `{text}` is too large (at most {})", u32::MAX),
            )
            .with_code("tgsi/integer-too-large")
        })
    }

    fn uint(&mut self, what: &str) -> PResult<(u32, Range<usize>)> {
        if !self.at(Kind::Word) {
            return Err(self.unexpected(what));
        }
        let t = self.bump();
        Ok((self.uint_of(&t)?, t.span))
    }

    /// A register index, bounded by [`MAX_REGISTERS`].
    fn index(&mut self, file: File) -> PResult<(u32, Range<usize>)> {
        let (value, span) = self.uint("a register index")?;
        let limit = if file == File::Immediate {
            MAX_IMMEDIATES
        } else {
            MAX_REGISTERS
        };
        if value >= limit {
            return Err(Diagnostic::error(
                span,
                format!(
                    "register index {value} is out of range: {} indices go up to {}",
                    file.name(),
                    limit - 1
                ),
            )
            .with_code("tgsi/index-out-of-range"));
        }
        Ok((value, span))
    }
}

trait NoteIf {
    fn with_notes_if(self, cond: bool, note: &str) -> Self;
}

impl NoteIf for Diagnostic {
    fn with_notes_if(self, cond: bool, note: &str) -> Diagnostic {
        if cond { self.with_note(note) } else { self }
    }
}
