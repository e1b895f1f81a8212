//! The recursive-descent parser and load-time checker (NV_vertex_program2
//! §2.14.1.8 grammar, §2.14.5 vertex state programs, §2.14.6 options).
//!
//! The parser knows the version from the header, so it checks each
//! version rule at the token that breaks it and carries on: one bad
//! instruction is skipped up to its `;` and the rest of the program is still
//! checked. Whole-program rules (HPOS written, a parameter written, labels
//! defined) run at the end. Every problem becomes a [`Diagnostic`] with a
//! stable code and, in [`Diagnostic::error_position`], the byte offset
//! `PROGRAM_ERROR_POSITION_NV` reports (notes §7.2: the first byte of the
//! offending token, or `len` for rules that can only be decided after the
//! whole program was scanned).
//!
//! Hostile input costs bounded work: scanning stops after
//! [`shasm_diag::MAX_ERRORS`] errors, an undefined label is reported once however
//! often it is used, and once the instruction limit is exceeded the rest of
//! the program is not parsed.

use super::ast::{
    Ast, CcMask, DstOperand, DstReg, Instr, Item, LabelDef, LabelRef, ParamRef, SrcOperand, SrcReg,
};
use super::lexer::{Tok, Token, Tokens, tokenize};
use super::table::{self, Class, Level, Mnemonic, Version};
use shasm_diag::{Collector, Diagnostic};
use shasm_ir::{CondRule, Swizzle, WriteMask, operand::component_from_letter};
use std::collections::HashMap;
use std::ops::Range;

mod destination;
mod instruction;
mod source;

use source::looks_like_register;

/// The parser gave up on the current construct; the diagnostic is recorded.
struct Fail;

type PResult<T> = Result<T, Fail>;

/// Parse and check a whole program. On failure every problem found is
/// returned, in source order, each with its GL error position set.
pub fn parse(source: &[u8]) -> Result<Ast, Vec<Diagnostic>> {
    parse_counted(source).map_err(|(diagnostics, _)| diagnostics)
}

/// [`parse`], with the number of errors found past [`shasm_diag::MAX_ERRORS`] and not
/// kept (for [`crate::LoadError::with_dropped`]).
pub fn parse_counted(source: &[u8]) -> Result<Ast, (Vec<Diagnostic>, usize)> {
    let Some(version) = Version::detect(source) else {
        return Err((vec![missing_header(source)], 0));
    };
    let header = 0..version.header().len();
    let mut p = Parser {
        src: source,
        toks: Tokens::new(source, header.end),
        version,
        position_invariant: false,
        option: None,
        diagnostics: Collector::new(),
        stopped: false,
        items: Vec::new(),
        seen_instruction: false,
        writes_hpos: false,
        writes_param: false,
        destination_unknown: false,
        instructions: 0,
        labels: HashMap::new(),
        label_refs: Vec::new(),
    };
    let end = p.program();
    p.finish(end.clone());
    if p.diagnostics.error_count() == 0
        && let Some(end) = end
    {
        return Ok(Ast {
            version,
            header,
            position_invariant: p.position_invariant,
            option: p.option,
            items: p.items,
            end,
        });
    }
    let (mut diagnostics, dropped) = p.diagnostics.into_parts();
    diagnostics.sort_by_key(|d| d.span.start);
    Err((diagnostics, dropped))
}

fn missing_header(source: &[u8]) -> Diagnostic {
    let first_token = tokenize(source, 0)
        .into_iter()
        .next()
        .map_or(0..0, |t| t.span);
    let at = if first_token.start == 0 {
        first_token
    } else {
        0..0
    };
    let found = Version::ALL
        .iter()
        .find(|v| {
            let h = v.header().as_bytes();
            source.len() >= h.len() && source[..h.len()].eq_ignore_ascii_case(h)
        })
        .map(|v| format!(" (headers are case-sensitive: `{}`)", v.header()))
        .unwrap_or_default();
    // The grammar starts every program with its header (§2.14.1.8,
    // `<vp1-program> ::= "!!VP1.0" <programBody> "END"` and likewise), so
    // the first error is at byte 0.
    Diagnostic::error(
        at,
        format!(
            "missing program header: a vertex program must start with `!!VP1.0`, `!!VP1.1`, \
             `!!VP2.0` or `!!VSP1.0`{found}"
        ),
    )
    .with_label("expected a header here")
    .with_code("nv-vp/missing-header")
    .with_error_position(0)
}

struct Parser<'s> {
    src: &'s [u8],
    toks: Tokens<'s>,
    version: Version,
    position_invariant: bool,
    /// See [`Ast::option`].
    option: Option<Range<usize>>,
    /// Every diagnostic so far, each with its GL error position, up to
    /// [`shasm_diag::MAX_ERRORS`] errors; the rest are counted.
    diagnostics: Collector,
    /// Scanning stopped early (too many errors, or past the instruction
    /// limit): the whole-program rules cannot be decided.
    stopped: bool,
    items: Vec<Item>,
    /// An instruction or label was seen (OPTIONs must come before).
    seen_instruction: bool,
    writes_hpos: bool,
    writes_param: bool,
    /// An instruction was skipped before its destination was known, so the
    /// "never writes" rules cannot be decided.
    destination_unknown: bool,
    instructions: usize,
    labels: HashMap<String, Range<usize>>,
    label_refs: Vec<LabelRef>,
}

/// Reserved words that cannot name a label (notes §3.1 recommendation).
fn is_reserved(name: &str) -> bool {
    matches!(
        name,
        "END" | "OPTION" | "A0" | "A1" | "CC" | "v" | "c" | "o"
    ) || table::lookup_mnemonic(name).is_some()
        || temp_number(name).is_some()
}

/// `R` followed by decimal digits without a leading zero (`R0`..`R15` are the
/// grammar's tokens; `R99` parses so that it can be reported as out of range).
fn temp_number(name: &str) -> Option<u64> {
    let digits = name.strip_prefix('R')?;
    if digits.is_empty()
        || !digits.bytes().all(|b| b.is_ascii_digit())
        || (digits.len() > 1 && digits.starts_with('0'))
    {
        return None;
    }
    Some(digits.parse::<u64>().unwrap_or(u64::MAX))
}

fn address_number(name: &str) -> Option<u32> {
    match name {
        "A0" => Some(0),
        "A1" => Some(1),
        _ => None,
    }
}

impl Parser<'_> {
    // ---- token helpers -------------------------------------------------

    fn peek(&self) -> &Token {
        self.toks.peek_nth(0)
    }

    fn peek_kind(&self) -> Tok {
        self.peek().kind
    }

    fn peek_nth(&self, n: usize) -> &Token {
        self.toks.peek_nth(n)
    }

    fn bump(&mut self) -> Token {
        self.toks.bump()
    }

    /// Where the last consumed token ended.
    fn prev_end(&self) -> usize {
        self.toks.prev_end()
    }

    fn text(&self, t: &Token) -> &str {
        // Identifiers and numbers are ASCII; anything else is shown escaped.
        std::str::from_utf8(&self.src[t.span.clone()]).unwrap_or("?")
    }

    fn peek_text(&self) -> &str {
        self.text(self.peek())
    }

    fn is_ident(&self, word: &str) -> bool {
        self.peek_kind() == Tok::Ident && self.peek_text() == word
    }

    /// How the current token is shown in "found ..." messages.
    fn found(&self) -> String {
        let t = self.peek();
        match t.kind {
            Tok::Ident | Tok::Int => format!("`{}`", crate::clip(self.text(t))),
            Tok::Invalid => match std::str::from_utf8(&self.src[t.span.clone()]) {
                Ok(c) if c.chars().all(|c| !c.is_control()) => {
                    format!("the invalid character `{c}`")
                }
                Ok(c) => format!("the invalid character `{}`", c.escape_debug()),
                Err(_) => format!("the invalid byte 0x{:02X}", self.src[t.span.start]),
            },
            other => other.describe().to_string(),
        }
    }

    /// Record a diagnostic; its GL error position defaults to the first
    /// byte of its span (notes §7.2).
    /// Past [`shasm_diag::MAX_ERRORS`] errors, scanning goes on but diagnostics are only
    /// counted, not kept, so that the final note can say how many more
    /// there are while memory stays bounded.
    fn report(&mut self, diagnostic: Diagnostic) {
        let position = diagnostic.position_or_start();
        self.diagnostics
            .push(diagnostic.with_error_position(position));
    }

    fn error(&mut self, code: &'static str, span: Range<usize>, message: impl Into<String>) {
        self.report(Diagnostic::error(span, message).with_code(code));
    }

    fn error_labelled(
        &mut self,
        code: &'static str,
        span: Range<usize>,
        message: impl Into<String>,
        label: &str,
    ) {
        self.report(
            Diagnostic::error(span, message)
                .with_code(code)
                .with_label(label),
        );
    }

    /// An error about the whole program. Its GL position is `len`: "If the
    /// program fails to load because of a semantic restriction that cannot
    /// be determined until the program is fully scanned, the error position
    /// will be len, the length of the program." (NV_vertex_program2, §5.7
    /// of NV_vertex_program, "LoadProgramNV").
    fn program_error(&mut self, diagnostic: Diagnostic) {
        let len = self.src.len();
        self.report(diagnostic.with_error_position(len));
    }

    /// Report "expected X, found Y" at the current token.
    fn expected(&mut self, what: &str) -> Fail {
        let span = self.peek().span.clone();
        let message = format!("expected {what}, found {}", self.found());
        self.error("nv-vp/syntax", span, message);
        Fail
    }

    /// A missing `;`: when the next token is on a later line, the diagnostic
    /// points just after the instruction (where the `;` belongs); the GL
    /// position stays at the token where the scan failed.
    fn missing_semicolon(&mut self, what: &str) {
        let found = self.peek().span.clone();
        let prev_end = self.prev_end();
        let between = self.src.get(prev_end..found.start).unwrap_or(&[]);
        let message = format!("expected {what}, found {}", self.found());
        if between.contains(&b'\n') || between.contains(&b'\r') {
            self.report(
                Diagnostic::error(prev_end..prev_end, message)
                    .with_label("expected `;` here")
                    .with_code("nv-vp/missing-semicolon")
                    .with_error_position(found.start),
            );
        } else {
            self.error("nv-vp/missing-semicolon", found, message);
            self.recover();
        }
    }

    fn expect(&mut self, kind: Tok, what: &str) -> PResult<Token> {
        if self.peek_kind() == kind {
            Ok(self.bump())
        } else {
            Err(self.expected(what))
        }
    }

    /// Skip to just after the next `;`, or to `END` / the end of the program.
    fn recover(&mut self) {
        loop {
            match self.peek_kind() {
                Tok::Eof => return,
                Tok::Semi => {
                    self.bump();
                    return;
                }
                Tok::Ident if self.peek_text() == "END" => return,
                _ => {
                    self.bump();
                }
            }
        }
    }

    fn vp2_only(&mut self, span: Range<usize>, what: &str) {
        if !self.version.is_vp2() {
            let message = format!("{what} only available in !!VP2.0 programs");
            self.error("nv-vp/requires-vp2", span, message);
        }
    }

    // ---- program structure -----------------------------------------------

    /// `optionSequence programText "END"`; returns the END token's span.
    fn program(&mut self) -> Option<Range<usize>> {
        loop {
            if self.stopped {
                return None;
            }
            match self.peek_kind() {
                Tok::Eof => {
                    let span = self.peek().span.clone();
                    self.error_labelled(
                        "nv-vp/missing-end",
                        span,
                        "missing `END`: a vertex program ends with `END`",
                        "expected `END`",
                    );
                    return None;
                }
                Tok::Ident => {
                    let next = self.peek_nth(1).kind;
                    if next == Tok::Colon {
                        self.label();
                    } else if self.is_ident("END") {
                        let end = self.bump().span;
                        self.after_end();
                        return Some(end);
                    } else if self.is_ident("OPTION") {
                        self.option();
                    } else {
                        self.instruction();
                    }
                }
                _ => {
                    let _ = self.expected("an instruction");
                    self.destination_unknown = true;
                    self.recover();
                }
            }
        }
    }

    /// Notes §1.1: only whitespace and comments may follow `END`.
    fn after_end(&mut self) {
        if self.peek_kind() != Tok::Eof {
            let span = self.peek().span.clone();
            let message = format!(
                "unexpected {} after `END`: only comments may follow the end of the program",
                self.found()
            );
            self.error("nv-vp/text-after-end", span, message);
        }
    }

    /// `OPTION NV_position_invariant ;` (§2.14.6).
    fn option(&mut self) {
        let option = self.bump().span;
        if !self.version.allows_options() {
            let message = format!(
                "OPTION is not allowed in {} programs (only in !!VP1.1 and !!VP2.0)",
                self.version
            );
            self.error("nv-vp/option-not-allowed", option.clone(), message);
        } else if self.seen_instruction {
            self.error(
                "nv-vp/option-after-instruction",
                option.clone(),
                "OPTION must come before the first instruction or label",
            );
        }
        let valid_place = self.version.allows_options() && !self.seen_instruction;
        if self.peek_kind() != Tok::Ident {
            let _ = self.expected("an option name");
            self.recover();
            return;
        }
        let name = self.bump();
        if self.text(&name) == "NV_position_invariant" {
            if valid_place {
                self.position_invariant = true;
            }
        } else {
            let written = self.text(&name).to_string();
            let message = format!(
                "unknown option `{}`: the only option is `NV_position_invariant`",
                crate::clip(&written)
            );
            let mut d = Diagnostic::error(name.span, message).with_code("nv-vp/unknown-option");
            if let Some(help) = shasm_diag::did_you_mean(&written, ["NV_position_invariant"]) {
                d = d.with_label(help);
            }
            self.report(d);
        }
        if self.expect(Tok::Semi, "`;` after the option").is_err() {
            self.recover();
        } else if self.position_invariant && self.option.is_none() {
            self.option = Some(option.start..self.prev_end());
        }
    }

    /// `name:` (VP2 only).
    fn label(&mut self) {
        let name_tok = self.bump();
        self.bump(); // ':'
        self.seen_instruction = true;
        let name = self.text(&name_tok).to_string();
        let span = name_tok.span;
        if !self.version.is_vp2() {
            self.error(
                "nv-vp/requires-vp2",
                span.clone(),
                "labels are only available in !!VP2.0 programs",
            );
            return;
        }
        if is_reserved(&name) {
            let message = format!("`{name}` is a reserved word and cannot name a label");
            self.error("nv-vp/reserved-label", span, message);
            return;
        }
        if let Some(first) = self.labels.get(&name) {
            let first = first.clone();
            self.report(
                Diagnostic::error(span, format!("label `{name}` is defined twice"))
                    .with_label("defined again")
                    .with_related(first, "first defined here")
                    .with_code("nv-vp/duplicate-label"),
            );
            return;
        }
        self.labels.insert(name.clone(), span.clone());
        self.items.push(Item::Label(LabelDef { name, span }));
    }

    // ---- whole-program rules -------------------------------------------------

    fn finish(&mut self, end: Option<Range<usize>>) {
        let len = self.src.len();
        let at_end = end.clone().unwrap_or(len..len);
        // One diagnostic per undefined name, at its first use; the other
        // uses are counted in a note rather than repeated.
        let refs = std::mem::take(&mut self.label_refs);
        let mut undefined: Vec<(&LabelRef, usize)> = Vec::new();
        let mut index: HashMap<&str, usize> = HashMap::new();
        for r in refs.iter().filter(|r| !self.labels.contains_key(&r.name)) {
            match index.get(r.name.as_str()) {
                Some(&k) => undefined[k].1 += 1,
                None => {
                    index.insert(&r.name, undefined.len());
                    undefined.push((r, 0));
                }
            }
        }
        if self.version.is_vp2() {
            for (r, more) in undefined {
                let mut d =
                    Diagnostic::error(r.span.clone(), format!("undefined label `{}`", r.name))
                        .with_code("nv-vp/undefined-label");
                if more > 0 {
                    d = d.with_note(format!("also used {more} more times"));
                }
                self.program_error(d);
            }
        }
        if self.destination_unknown || self.stopped || end.is_none() {
            return;
        }
        if self.version.is_state_program() {
            if !self.writes_param {
                let d = Diagnostic::error(
                    at_end.clone(),
                    "the vertex state program never writes a program parameter: it must write \
                     at least one c[] register (§2.14.5)",
                )
                .with_label("end of the program")
                .with_code("nv-vp/no-parameter-written");
                self.program_error(d);
            }
        } else if !self.position_invariant && !self.writes_hpos {
            let d = Diagnostic::error(
                at_end.clone(),
                "the program never writes o[HPOS]: a vertex program must write at least one \
                 component of o[HPOS] (§2.14.1.8)",
            )
            .with_label("end of the program")
            .with_code("nv-vp/no-hpos-written");
            self.program_error(d);
        }
    }
}
