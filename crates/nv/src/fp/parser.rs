//! Recursive-descent parser for the §3.11.3 grammar.
//!
//! It reports every syntax error it can recover from: after an error it skips
//! to the next `;` (or to the start of the next statement when a `;` is
//! missing). Names are resolved as they are met, because a name must be
//! defined before its first use (§3.11.2).

// A failed parse step returns its diagnostic; errors are rare and short-lived,
// so boxing them would cost more code than the larger `Err` costs at run time.
#![allow(clippy::result_large_err)]

use super::Limits;
use super::ast::*;
use super::coded;
use super::lexer::{Tok, Token, lex};
use super::ops::{Form, MnemonicError, parse_mnemonic};
use shasm_diag::{Collector, Diagnostic};
use shasm_ir::{CondRule, TexTarget};
use std::collections::HashMap;

mod declaration;
mod instruction;
mod source;

/// The program header (§3.11.3 `<progPrefix>`).
pub const HEADER: &str = "!!FP1.0";

/// What a DEFINEd or DECLAREd name stands for.
#[derive(Clone, Debug)]
enum Symbol {
    Scalar(u32),
    Vector([u32; 4]),
    /// Index into `Ast::params`.
    Param(usize),
}

#[derive(Clone, Debug)]
struct SymbolEntry {
    symbol: Symbol,
    span: ByteSpan,
}

type PResult<T> = Result<T, Diagnostic>;

/// Parse a program; returns the tree (possibly partial) and the syntax
/// diagnostics.
pub fn parse(text: &str, limits: &Limits) -> (Ast, Vec<Diagnostic>) {
    let (ast, diagnostics, _) = parse_counted(text, limits);
    (ast, diagnostics)
}

/// [`parse`], with the number of errors found past [`shasm_diag::MAX_ERRORS`] and not
/// kept (for [`crate::LoadError::with_dropped`]).
pub fn parse_counted(text: &str, limits: &Limits) -> (Ast, Vec<Diagnostic>, usize) {
    let mut ast = Ast::default();
    if !text.starts_with(HEADER) {
        // notes §7.1 #1 and D15: the header must open the text, at offset 0.
        let end = text
            .find(|c: char| c.is_ascii_whitespace())
            .unwrap_or(text.len())
            .min(text.len());
        let d = coded(
            "nv-fp/missing-header",
            0..end,
            "fragment programs must begin with `!!FP1.0`",
        )
        .with_label("expected `!!FP1.0` here");
        let d = if text.trim_start().starts_with(HEADER) {
            d.with_note("nothing, not even whitespace, may come before the header")
        } else {
            d
        };
        return (ast, vec![d], 0);
    }
    let tokens = lex(text, HEADER.len());
    let bad = bad_char_diagnostics(text, &tokens);
    let bad_starts = tokens
        .iter()
        .filter(|t| t.kind == Tok::Bad)
        .map(|t| t.span.start)
        .collect();
    let mut p = Parser {
        text,
        tokens,
        pos: 0,
        limits,
        symbols: HashMap::new(),
        define_index: HashMap::new(),
        undefined: HashMap::new(),
        diags: Collector::new(),
        bad_starts,
    };
    for d in bad {
        p.error(d);
    }
    p.program(&mut ast);
    p.note_repeated_uses();
    let (mut diags, dropped) = p.diags.into_parts();
    diags.sort_by_key(|d| d.span.start);
    (ast, diags, dropped)
}

fn bad_char_diagnostics(text: &str, tokens: &[Token]) -> Vec<Diagnostic> {
    tokens
        .iter()
        .filter(|t| t.kind == Tok::Bad)
        .map(|b| {
            let s = text.get(b.span.clone()).unwrap_or("");
            shasm_diag::lex::unexpected_character("nv-fp/invalid-character", b.span.clone(), s)
                .with_label("not allowed in fragment programs")
        })
        .collect()
}

/// How a name that has no definition was reported: each such name is one
/// error, however often it is used.
#[derive(Clone, Copy, Debug)]
enum Undefined {
    /// Its first use was reported as undefined: the index of that
    /// diagnostic (a later definition adds a note to it) and how many later
    /// uses were not reported again.
    Reported { diagnostic: usize, more: usize },
    /// Its definition was refused as a reserved name: that error stands for
    /// every use.
    Reserved,
}

struct Parser<'a> {
    text: &'a str,
    tokens: Vec<Token>,
    pos: usize,
    limits: &'a Limits,
    symbols: HashMap<String, SymbolEntry>,
    /// DEFINEd names and their index in `Ast::defines`.
    define_index: HashMap<String, usize>,
    /// Names used undefined, and how they were reported.
    undefined: HashMap<String, Undefined>,
    /// The diagnostics, up to [`shasm_diag::MAX_ERRORS`] errors; the rest are counted.
    diags: Collector,
    /// Where the invalid characters start (sorted; each is reported once).
    bad_starts: Vec<usize>,
}

/// Words that can never be DEFINE/DECLARE names (§3.11.2 and notes §1.5).
pub fn reserved_reason(name: &str) -> Option<&'static str> {
    const KEYWORDS: &[&str] = &[
        "DEFINE", "DECLARE", "END", "RC", "HC", "EQ", "GE", "GT", "LE", "LT", "NE", "TR", "FL",
        "CUBE", "RECT",
    ];
    const ATTRS_AND_OUTPUTS: &[&str] = &["WPOS", "COL0", "COL1", "FOGC", "COLR", "COLH", "DEPR"];
    // notes D16: the one-letter grammar terminals are reserved too.
    const LETTERS: &[&str] = &["f", "o", "p", "x", "y", "z", "w"];
    if KEYWORDS.contains(&name) {
        Some("it is a keyword")
    } else if super::ops::is_mnemonic(name) {
        Some("it is an instruction name")
    } else if ATTRS_AND_OUTPUTS.contains(&name) {
        Some("it is a register name")
    } else if LETTERS.contains(&name) {
        Some("it is a one-letter keyword of the grammar")
    } else if register_number(name, 'R').is_some_and(|n| n < 32)
        || register_number(name, 'H').is_some_and(|n| n < 64)
    {
        Some("it is a temporary register")
    } else if name
        .strip_prefix("TEX")
        .and_then(canonical_number)
        .is_some_and(|n| n < 16)
    {
        Some("it names a texture unit or coordinate set")
    } else {
        None
    }
}

/// `Rn`-style names: the prefix letter and a canonical decimal number (no
/// leading zeros: `R01` is a legal name, notes D16).
fn register_number(word: &str, prefix: char) -> Option<u32> {
    canonical_number(word.strip_prefix(prefix)?)
}

fn canonical_number(digits: &str) -> Option<u32> {
    if digits.is_empty()
        || !digits.bytes().all(|b| b.is_ascii_digit())
        || (digits.len() > 1 && digits.starts_with('0'))
    {
        return None;
    }
    // Too many digits for a u32 is still a number, just out of range.
    Some(digits.parse().unwrap_or(u32::MAX))
}

/// Parse a decimal literal to fp32 words with the §3.11.4.2 conversion to
/// fp32: round to nearest even (notes §1.4), ≥ 2^128 → INF, below 2^-126 →
/// ±0 (fp32 has no denormals, §3.11.4.1).
pub fn parse_number(text: &str, negative: bool) -> Option<u32> {
    let value: f32 = text.parse().ok()?;
    let value = if negative { -value } else { value };
    let value = if value.is_subnormal() {
        0.0f32.copysign(value)
    } else {
        value
    };
    Some(value.to_bits())
}

impl<'a> Parser<'a> {
    // ---- token cursor ---------------------------------------------------

    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.pos)
    }

    fn peek_kind(&self) -> Option<Tok> {
        self.peek().map(|t| t.kind)
    }

    fn peek_at(&self, ahead: usize) -> Option<&Token> {
        self.tokens.get(self.pos + ahead)
    }

    fn text_of(&self, t: &Token) -> &'a str {
        self.text.get(t.span.clone()).unwrap_or("")
    }

    fn peek_word(&self) -> Option<&'a str> {
        let t = self.peek()?;
        (t.kind == Tok::Word).then(|| self.text_of(t))
    }

    fn bump(&mut self) -> Option<Token> {
        let t = self.tokens.get(self.pos).cloned();
        if t.is_some() {
            self.pos += 1;
        }
        t
    }

    /// Where the previous token ended (for "expected X after ..." errors).
    fn prev_end(&self) -> usize {
        self.pos
            .checked_sub(1)
            .and_then(|i| self.tokens.get(i))
            .map_or(HEADER.len(), |t| t.span.end)
    }

    /// The span of the next token, or an empty span at the end of the text.
    fn here(&self) -> ByteSpan {
        match self.peek() {
            Some(t) => t.span.clone(),
            None => self.text.len()..self.text.len(),
        }
    }

    fn found(&self) -> String {
        match self.peek() {
            Some(t) => format!("`{}`", crate::clip(self.text_of(t))),
            None => "the end of the program".to_string(),
        }
    }

    fn expected(&self, what: &str) -> Diagnostic {
        coded(
            "nv-fp/syntax",
            self.here(),
            format!("expected {what}, found {}", self.found()),
        )
    }

    fn eat(&mut self, kind: Tok) -> Option<Token> {
        if self.peek_kind() == Some(kind) {
            self.bump()
        } else {
            None
        }
    }

    fn expect(&mut self, kind: Tok, what: &str) -> PResult<Token> {
        self.eat(kind).ok_or_else(|| self.expected(what))
    }

    /// Record a diagnostic. Past [`shasm_diag::MAX_ERRORS`] errors, scanning goes on
    /// (it is linear in the text) but diagnostics are only counted, not
    /// kept, so that the final note can say how many more there are while
    /// memory stays bounded.
    fn error(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    /// One diagnostic per undefined name: the later uses are counted on it.
    fn note_repeated_uses(&mut self) {
        for undefined in self.undefined.values() {
            if let Undefined::Reported { diagnostic, more } = *undefined
                && more > 0
                && let Some(d) = self.diags.get_mut(diagnostic)
            {
                d.notes.push(format!("also used {more} more times"));
            }
        }
    }

    // ---- program and statements -----------------------------------------

    fn program(&mut self, ast: &mut Ast) {
        loop {
            if ast.instructions.len() > self.limits.instructions as usize {
                // Past the instruction limit the load fails (the checker
                // says so at the first instruction too many); what follows
                // is skipped to END, not built, so that a hostile file of
                // millions of instructions costs no more than the limit.
                while let Some(t) = self.peek() {
                    if t.kind == Tok::Word && self.text_of(t) == "END" {
                        break;
                    }
                    self.bump();
                }
            }
            let Some(tok) = self.peek().cloned() else {
                let at = self.text.len();
                self.error(
                    coded(
                        "nv-fp/missing-end",
                        at..at,
                        "missing `END` at the end of the program",
                    )
                    .with_label("expected `END`"),
                );
                return;
            };
            if tok.kind == Tok::Word && self.text_of(&tok) == "END" {
                self.bump();
                ast.end = Some(tok.span.clone());
                if ast.instructions.is_empty() && ast.params.is_empty() && self.diags.is_empty() {
                    // The grammar needs at least one statement.
                    self.error(
                        coded(
                            "nv-fp/empty-program",
                            tok.span.clone(),
                            "the program has no statements",
                        )
                        .with_label("`END` right after the header"),
                    );
                }
                if let Some(extra) = self.peek().cloned() {
                    // notes D15: only whitespace and comments may follow END.
                    let end = self.tokens.last().map_or(extra.span.end, |t| t.span.end);
                    self.error(
                        coded(
                            "nv-fp/text-after-end",
                            extra.span.start..end,
                            "text after `END`",
                        )
                        .with_label("only whitespace and comments may follow `END`"),
                    );
                }
                return;
            }
            let start = self.pos;
            if let Err(d) = self.statement(ast) {
                // An empty message marks an error already reported (see
                // `lookup`); an error at a bad character is a consequence
                // of the character, which is reported already.
                let at_bad = self.bad_starts.binary_search(&d.span.start).is_ok();
                if !d.message.is_empty() && !at_bad {
                    self.error(d);
                }
                self.recover(start);
            }
        }
    }

    /// Skip to just past the next `;`, or to the next statement start if
    /// the `;` seems to be missing, without passing `END`.
    fn recover(&mut self, start: usize) {
        if self.pos == start {
            self.bump();
        }
        while let Some(t) = self.peek() {
            if t.kind == Tok::Semi {
                self.bump();
                return;
            }
            if t.kind == Tok::Word && self.text_of(t) == "END" {
                return;
            }
            self.bump();
        }
    }

    /// Whether the next token starts a statement (after a missing `;`).
    fn at_statement_start(&self) -> bool {
        let Some(w) = self.peek_word() else {
            return false;
        };
        matches!(w, "DEFINE" | "DECLARE" | "END") || super::ops::is_mnemonic(w)
    }

    fn end_statement(&mut self) -> PResult<usize> {
        if let Some(t) = self.eat(Tok::Semi) {
            return Ok(t.span.end);
        }
        let at = self.prev_end();
        let d = coded(
            "nv-fp/missing-semicolon",
            at..at,
            format!("expected `;`, found {}", self.found()),
        )
        .with_label("statements end with `;`");
        if self.at_statement_start() {
            // Report and go on with the next statement as written.
            self.error(d);
            Ok(at)
        } else {
            Err(d)
        }
    }

    /// `<option> ::= "OPTION" "ARB_fragment_coord_origin_upper_left" ";"
    /// | "OPTION" "ARB_fragment_coord_pixel_center_integer" ";"`, in the
    /// `<optionSequence>` between the header and the first instruction
    /// (ARB_fragment_coord_conventions, "Dependencies on
    /// NV_fragment_program").
    fn option(&mut self, ast: &mut Ast) -> PResult<()> {
        let keyword = self.bump().map_or(0..0, |t| t.span); // OPTION
        if !(ast.instructions.is_empty() && ast.params.is_empty() && ast.defines.is_empty()) {
            return Err(coded(
                "nv-fp/option-after-statement",
                keyword,
                "OPTION must come before the first statement",
            )
            .with_label("the options follow the header"));
        }
        let name = match self.peek().cloned() {
            Some(t) if t.kind == Tok::Word => {
                self.bump();
                t
            }
            _ => return Err(self.expected("an option name")),
        };
        let coord = match self.text_of(&name) {
            "ARB_fragment_coord_origin_upper_left" => CoordOption::OriginUpperLeft,
            "ARB_fragment_coord_pixel_center_integer" => CoordOption::PixelCenterInteger,
            other => {
                return Err(coded(
                    "nv-fp/unknown-option",
                    name.span.clone(),
                    format!(
                        "unknown option `{}`: the options are ARB_fragment_coord_origin_upper_left and ARB_fragment_coord_pixel_center_integer",
                        shasm_diag::clip(other)
                    ),
                ));
            }
        };
        let end = self.end_statement()?;
        ast.options.push(FpOption {
            coord,
            span: keyword.start..end,
        });
        Ok(())
    }

    fn statement(&mut self, ast: &mut Ast) -> PResult<()> {
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("a statement"))?;
        let word = match tok.kind {
            Tok::Word => self.text_of(&tok),
            _ => {
                return Err(coded(
                    "nv-fp/syntax",
                    tok.span.clone(),
                    format!("expected an instruction, found {}", self.found()),
                ));
            }
        };
        match word {
            "OPTION" => self.option(ast),
            "DEFINE" => self.define(ast),
            "DECLARE" => self.declare(ast),
            _ => {
                let instr = self.instruction()?;
                ast.instructions.push(instr);
                Ok(())
            }
        }
    }
}
