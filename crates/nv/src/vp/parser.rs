//! The recursive-descent parser and load-time checker (NV_vertex_program2
//! §2.14.1.8 grammar, §2.14.5 vertex state programs, §2.14.6 options).
//!
//! The parser knows the version from the header, so it checks each
//! version rule at the token that breaks it and carries on: one bad
//! instruction is skipped up to its `;` and the rest of the program is still
//! checked. Whole-program rules (HPOS written, a parameter written, labels
//! defined) run at the end. Every problem becomes a [`Problem`]: a rendered
//! diagnostic plus the byte offset `PROGRAM_ERROR_POSITION_NV` reports
//! (notes §7.2: the first byte of the offending token, or `len` for rules
//! that can only be decided after the whole program was scanned).

use super::ast::{
    Ast, CcMask, DstOperand, DstReg, Instr, Item, LabelDef, LabelRef, ParamRef, SrcOperand, SrcReg,
};
use super::lexer::{Tok, Token, tokenize};
use super::table::{self, Class, Level, Mnemonic, Version};
use shasm_diag::Diagnostic;
use shasm_ir::{CondRule, Swizzle, WriteMask, operand::component_from_letter};
use std::collections::HashMap;
use std::ops::Range;

/// One load-time error: the diagnostic and its GL error position.
#[derive(Clone, Debug)]
pub struct Problem {
    pub diagnostic: Diagnostic,
    pub position: usize,
}

/// The parser gave up on the current construct; the diagnostic is recorded.
struct Fail;

type PResult<T> = Result<T, Fail>;

/// Parse and check a whole program. On failure every problem found is
/// returned, in source order.
pub fn parse(source: &[u8]) -> Result<Ast, Vec<Problem>> {
    let Some(version) = Version::detect(source) else {
        return Err(vec![missing_header(source)]);
    };
    let header = 0..version.header().len();
    let mut p = Parser {
        src: source,
        toks: tokenize(source, header.end),
        pos: 0,
        version,
        position_invariant: false,
        problems: Vec::new(),
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
    if p.problems.is_empty()
        && let Some(end) = end
    {
        return Ok(Ast {
            version,
            header,
            position_invariant: p.position_invariant,
            items: p.items,
            end,
        });
    }
    let mut problems = p.problems;
    problems.sort_by_key(|p| p.diagnostic.span.start);
    Err(problems)
}

fn missing_header(source: &[u8]) -> Problem {
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
    Problem {
        diagnostic: Diagnostic::error(
            at,
            format!(
                "missing program header: a vertex program must start with `!!VP1.0`, `!!VP1.1`, \
                 `!!VP2.0` or `!!VSP1.0`{found}"
            ),
        )
        .with_label("expected a header here"),
        position: 0,
    }
}

struct Parser<'s> {
    src: &'s [u8],
    toks: Vec<Token>,
    pos: usize,
    version: Version,
    position_invariant: bool,
    problems: Vec<Problem>,
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
        let last = self.toks.len() - 1;
        &self.toks[self.pos.min(last)]
    }

    fn peek_kind(&self) -> Tok {
        self.peek().kind
    }

    fn peek_nth(&self, n: usize) -> &Token {
        let last = self.toks.len() - 1;
        &self.toks[(self.pos + n).min(last)]
    }

    fn bump(&mut self) -> Token {
        let t = self.peek().clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
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
            Tok::Ident | Tok::Int => format!("`{}`", self.text(t)),
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

    fn error(&mut self, span: Range<usize>, message: impl Into<String>) {
        let position = span.start;
        self.problems.push(Problem {
            diagnostic: Diagnostic::error(span, message),
            position,
        });
    }

    fn error_labelled(&mut self, span: Range<usize>, message: impl Into<String>, label: &str) {
        let position = span.start;
        self.problems.push(Problem {
            diagnostic: Diagnostic::error(span, message).with_label(label),
            position,
        });
    }

    /// An error about the whole program, reported at `len` (§2.14.1.8).
    fn program_error(&mut self, diagnostic: Diagnostic) {
        self.problems.push(Problem {
            diagnostic,
            position: self.src.len(),
        });
    }

    /// Report "expected X, found Y" at the current token.
    fn expected(&mut self, what: &str) -> Fail {
        let span = self.peek().span.clone();
        let message = format!("expected {what}, found {}", self.found());
        self.error(span, message);
        Fail
    }

    /// A missing `;`: when the next token is on a later line, the diagnostic
    /// points just after the instruction (where the `;` belongs); the GL
    /// position stays at the token where the scan failed.
    fn missing_semicolon(&mut self, what: &str) {
        let found = self.peek().span.clone();
        let prev_end = self.toks[self.pos.saturating_sub(1)].span.end;
        let between = self.src.get(prev_end..found.start).unwrap_or(&[]);
        let message = format!("expected {what}, found {}", self.found());
        if between.contains(&b'\n') || between.contains(&b'\r') {
            self.problems.push(Problem {
                diagnostic: Diagnostic::error(prev_end..prev_end, message)
                    .with_label("expected `;` here"),
                position: found.start,
            });
        } else {
            self.error(found, message);
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
            self.error(span, message);
        }
    }

    // ---- program structure -----------------------------------------------

    /// `optionSequence programText "END"`; returns the END token's span.
    fn program(&mut self) -> Option<Range<usize>> {
        loop {
            match self.peek_kind() {
                Tok::Eof => {
                    let span = self.peek().span.clone();
                    self.error_labelled(
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
            self.error(span, message);
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
            self.error(option.clone(), message);
        } else if self.seen_instruction {
            self.error(
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
            let message = format!(
                "unknown option `{}`: the only option is `NV_position_invariant`",
                self.text(&name)
            );
            self.error(name.span, message);
        }
        if self.expect(Tok::Semi, "`;` after the option").is_err() {
            self.recover();
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
                span.clone(),
                "labels are only available in !!VP2.0 programs",
            );
            return;
        }
        if is_reserved(&name) {
            let message = format!("`{name}` is a reserved word and cannot name a label");
            self.error(span, message);
            return;
        }
        if let Some(first) = self.labels.get(&name) {
            let (line, col) =
                shasm_diag::line_col(std::str::from_utf8(self.src).unwrap_or(""), first.start);
            let position = span.start;
            self.problems.push(Problem {
                diagnostic: Diagnostic::error(span, format!("label `{name}` is defined twice"))
                    .with_note(format!("first defined at {line}:{col}")),
                position,
            });
            return;
        }
        self.labels.insert(name.clone(), span.clone());
        self.items.push(Item::Label(LabelDef { name, span }));
    }

    fn instruction(&mut self) {
        let name_tok = self.bump();
        let name = self.text(&name_tok).to_string();
        let span = name_tok.span.clone();
        self.seen_instruction = true;
        let Some(mut mnemonic) = table::lookup_mnemonic(&name) else {
            let hint = if table::lookup_mnemonic(&name.to_ascii_uppercase()).is_some() {
                " (opcodes are upper-case)"
            } else {
                ""
            };
            self.error(span, format!("unknown instruction `{name}`{hint}"));
            self.destination_unknown = true;
            self.recover();
            return;
        };
        self.instructions += 1;
        self.count_instruction(span.clone());
        self.check_availability(mnemonic, &name, span.clone());
        if mnemonic.cc && !mnemonic.def.has_cc_form() {
            mnemonic.cc = false;
        }
        match self.operands(mnemonic) {
            Ok((dst, srcs, target, condition)) => {
                let semi = self.peek().span.clone();
                if self.peek_kind() == Tok::Semi {
                    self.bump();
                } else {
                    // Report and carry on from here: a missing `;` at the end
                    // of a line should not swallow the next instruction.
                    let what = match mnemonic.def.class {
                        Class::Branch | Class::Ret => "`;`".to_string(),
                        _ => format!(
                            "`;` ({} takes {})",
                            mnemonic.def.name,
                            operand_count(mnemonic.def.class)
                        ),
                    };
                    self.missing_semicolon(&what);
                }
                self.check_one_register_rules(&srcs);
                self.items.push(Item::Instruction(Instr {
                    mnemonic,
                    mnemonic_span: span.clone(),
                    dst,
                    srcs,
                    target,
                    condition,
                    span: span.start..semi.end,
                }));
            }
            Err(Fail) => self.recover(),
        }
    }

    /// §2.14.1.8 / §2.14.5 / §2.14.6.1: the instruction limit. The position
    /// is the first instruction beyond it (notes §10 #32).
    fn count_instruction(&mut self, span: Range<usize>) {
        let limit = self.version.max_instructions(self.position_invariant);
        if self.instructions == limit + 1 {
            let why = if self.position_invariant {
                " (position-invariant programs have 4 fewer)"
            } else {
                ""
            };
            let message = format!(
                "too many instructions: {} programs may contain at most {limit}{why}",
                self.version
            );
            self.error_labelled(
                span,
                message,
                "this is the first instruction past the limit",
            );
        }
    }

    fn check_availability(&mut self, m: Mnemonic, written: &str, span: Range<usize>) {
        let def = m.def;
        if !def.available_in(self.version) {
            let message = if self.version.is_state_program() && def.level == Level::Vp11 {
                format!(
                    "`{}` is not available in vertex state programs (!!VSP1.0 has the \
                     !!VP1.0 instruction set)",
                    def.name
                )
            } else {
                format!(
                    "`{}` is not available in {} programs: it is only available in {}",
                    def.name,
                    self.version,
                    def.level.describe()
                )
            };
            self.error(span.clone(), message);
        }
        if m.cc {
            if !def.has_cc_form() {
                let message = format!("`{written}`: BRA, CAL and RET have no `C` form");
                self.error(span, message);
            } else if !self.version.is_vp2() {
                let message = format!(
                    "`{written}`: condition-code updates (the `C` suffix) are only available \
                     in !!VP2.0 programs"
                );
                self.error(span, message);
            }
        }
    }

    #[allow(clippy::type_complexity)]
    fn operands(
        &mut self,
        m: Mnemonic,
    ) -> PResult<(
        Option<DstOperand>,
        Vec<SrcOperand>,
        Option<LabelRef>,
        Option<CcMask>,
    )> {
        let def = m.def;
        match def.class {
            Class::Vector | Class::Scalar | Class::Binary | Class::Trinary => {
                let dst = self.destination()?;
                let mut srcs = Vec::new();
                for _ in 0..def.float_sources() {
                    self.comma(def.name, def.class)?;
                    srcs.push(self.source(def.class == Class::Scalar)?);
                }
                Ok((Some(dst), srcs, None, None))
            }
            Class::Arl | Class::Arr => {
                let vp1_arl = def.class == Class::Arl && !self.version.is_vp2();
                let dst = self.address_destination(def.name, vp1_arl)?;
                self.comma(def.name, def.class)?;
                let src = self.source(vp1_arl)?;
                Ok((Some(dst), vec![src], None, None))
            }
            Class::Ara => {
                let dst = self.address_destination(def.name, false)?;
                self.comma(def.name, def.class)?;
                let src = self.address_operand()?;
                Ok((Some(dst), vec![src], None, None))
            }
            Class::Branch => {
                if self.peek_kind() != Tok::Ident {
                    return Err(self.expected(&format!("a label after {}", def.name)));
                }
                let t = self.bump();
                let target = LabelRef {
                    name: self.text(&t).to_string(),
                    span: t.span,
                };
                self.label_refs.push(target.clone());
                let condition = self.optional_cc_mask()?;
                Ok((None, Vec::new(), Some(target), condition))
            }
            Class::Ret => {
                let condition = self.optional_cc_mask()?;
                Ok((None, Vec::new(), None, condition))
            }
        }
    }

    fn comma(&mut self, name: &str, class: Class) -> PResult<()> {
        if self.peek_kind() == Tok::Comma {
            self.bump();
            return Ok(());
        }
        let what = format!("`,` ({name} takes {})", operand_count(class));
        Err(self.expected(&what))
    }

    // ---- destinations ------------------------------------------------------

    /// `<maskedDstReg>`: a result, temporary, `CC` (VP2) or, in a vertex
    /// state program, an absolute `c[n]`.
    fn destination(&mut self) -> PResult<DstOperand> {
        let result = self.destination_operand();
        if result.is_err() {
            self.destination_unknown = true;
        }
        result
    }

    fn destination_operand(&mut self) -> PResult<DstOperand> {
        if self.peek_kind() != Tok::Ident {
            self.destination_unknown = true;
            return Err(self.expected("a destination register"));
        }
        let first = self.peek().span.clone();
        let name = self.peek_text().to_string();
        let reg = match name.as_str() {
            "o" => self.result_register()?,
            "c" => {
                let (param, span) = self.param_register()?;
                if !self.version.is_state_program() {
                    self.error(
                        span,
                        "program parameters c[] are read-only in vertex programs (only vertex \
                         state programs write them)",
                    );
                    DstReg::Param(0)
                } else {
                    match param {
                        ParamRef::Absolute(n) => {
                            self.writes_param = true;
                            DstReg::Param(n)
                        }
                        ParamRef::Relative { .. } => {
                            self.error(span, "a destination cannot use relative addressing");
                            DstReg::Param(0)
                        }
                    }
                }
            }
            "v" => {
                let (_, span) = self.attrib_register()?;
                self.error(span, "vertex attribute registers v[] are read-only");
                DstReg::Temp(0)
            }
            "CC" => {
                self.bump();
                self.vp2_only(first.clone(), "the `CC` destination is");
                DstReg::Cc
            }
            "A0" | "A1" => {
                self.bump();
                self.error(
                    first.clone(),
                    "address registers are written only by ARL, ARR and ARA",
                );
                DstReg::Address(0)
            }
            _ => match temp_number(&name) {
                Some(n) => {
                    self.bump();
                    DstReg::Temp(self.check_temp(n, first.clone()))
                }
                None => {
                    if looks_like_register(&name) {
                        self.bad_register_name(&name, first);
                        return Err(Fail);
                    }
                    return Err(self.expected(
                        "a destination register (o[...], R0..R15, or c[...] in vertex state programs)",
                    ));
                }
            },
        };
        let mask = self.optional_write_mask()?;
        let span = first.start..self.toks[self.pos.saturating_sub(1)].span.end;
        let cc = self.optional_cc_mask()?;
        Ok(DstOperand {
            reg,
            mask,
            cc,
            span,
        })
    }

    /// `o[NAME]` as a destination.
    fn result_register(&mut self) -> PResult<DstReg> {
        let start = self.bump().span.start;
        self.expect(Tok::LBracket, "`[` after `o`")?;
        if self.peek_kind() == Tok::Int {
            let t = self.peek().clone();
            let message = format!(
                "result registers are named, not numbered: `o[{}]` does not exist (use a name \
                 such as `o[HPOS]`)",
                self.text(&t)
            );
            self.error(t.span, message);
            return Err(Fail);
        }
        if self.peek_kind() != Tok::Ident {
            return Err(self.expected("a result register name such as `HPOS`"));
        }
        let name_tok = self.bump();
        let name = self.text(&name_tok).to_string();
        let close = self.expect(Tok::RBracket, "`]`")?;
        let span = start..close.span.end;
        let Some(index) = table::result_index(&name) else {
            let message = format!("unknown result register `o[{name}]`");
            self.error(name_tok.span, message);
            return Err(Fail);
        };
        let def = &table::RESULTS[index as usize];
        if self.version.is_state_program() {
            self.error(
                span.clone(),
                "vertex state programs cannot write result registers o[]",
            );
        } else if def.vp2_only && !self.version.is_vp2() {
            let message = format!("`o[{name}]` is only available in !!VP2.0 programs");
            self.error(span.clone(), message);
        }
        if index == table::HPOS {
            self.writes_hpos = true;
            if self.position_invariant {
                self.error(
                    span,
                    "a position-invariant program cannot write o[HPOS] (§2.14.6.1)",
                );
            }
        }
        Ok(DstReg::Output(index))
    }

    /// `A0` / `A1` with its optional mask and CC mask (`<maskedAddrReg>`).
    /// VP1's ARL writes exactly `A0.x`.
    fn address_destination(&mut self, op: &str, vp1: bool) -> PResult<DstOperand> {
        let result = self.address_destination_operand(op, vp1);
        if result.is_err() {
            self.destination_unknown = true;
        }
        result
    }

    fn address_destination_operand(&mut self, op: &str, vp1: bool) -> PResult<DstOperand> {
        let first = self.peek().span.clone();
        let number = match self.peek_kind() {
            Tok::Ident => address_number(self.peek_text()),
            _ => None,
        };
        let Some(number) = number else {
            self.destination_unknown = true;
            return Err(self.expected(&format!(
                "an address register (`A0`{}) as the destination of {op}",
                if self.version.is_vp2() {
                    " or `A1`"
                } else {
                    ""
                }
            )));
        };
        self.bump();
        if number >= self.version.address_registers() {
            self.error(first.clone(), "`A1` is only available in !!VP2.0 programs");
        }
        let mask = self.optional_write_mask()?;
        let span = first.start..self.toks[self.pos.saturating_sub(1)].span.end;
        if vp1 && mask != WriteMask::X {
            self.error(
                span.clone(),
                format!(
                    "in {} programs the destination of ARL is written `A0.x`",
                    self.version
                ),
            );
        }
        let cc = self.optional_cc_mask()?;
        Ok(DstOperand {
            reg: DstReg::Address(number),
            mask,
            cc,
            span,
        })
    }

    fn check_temp(&mut self, n: u64, span: Range<usize>) -> u32 {
        let count = self.version.temporaries();
        if n >= u64::from(count) {
            let message = format!(
                "`R{n}` does not exist: {} programs have R0 to R{}",
                self.version,
                count - 1
            );
            self.error(span, message);
            return 0;
        }
        n as u32
    }

    /// `[ "." mask ]`: a non-empty subset of `xyzw` in that order.
    fn optional_write_mask(&mut self) -> PResult<WriteMask> {
        if self.peek_kind() != Tok::Dot {
            return Ok(WriteMask::XYZW);
        }
        let dot = self.bump().span;
        if self.peek_kind() != Tok::Ident {
            return Err(self.expected("write-mask components (`x`, `y`, `z`, `w`) after `.`"));
        }
        let letters = self.bump();
        let text = self.text(&letters).to_string();
        let span = dot.start..letters.span.end;
        match parse_mask(&text) {
            Some(mask) => Ok(mask),
            None => {
                let message = format!(
                    "invalid write mask `.{text}`: components must be distinct letters x, y, z, \
                     w in that order"
                );
                self.error(span, message);
                Ok(WriteMask::XYZW)
            }
        }
    }

    /// `[ "(" RULE [swizzle] ")" ]` (VP2).
    fn optional_cc_mask(&mut self) -> PResult<Option<CcMask>> {
        if self.peek_kind() != Tok::LParen {
            return Ok(None);
        }
        let open = self.bump().span;
        if self.peek_kind() != Tok::Ident {
            return Err(self.expected("a condition (EQ, GE, GT, LE, LT, NE, TR or FL)"));
        }
        let rule_tok = self.bump();
        let rule_text = self.text(&rule_tok).to_string();
        let rule = match rule_text.as_str() {
            "EQ" => CondRule::Eq,
            "GE" => CondRule::Ge,
            "GT" => CondRule::Gt,
            "LE" => CondRule::Le,
            "LT" => CondRule::Lt,
            "NE" => CondRule::Ne,
            "TR" => CondRule::Tr,
            "FL" => CondRule::Fl,
            _ => {
                let message = format!(
                    "unknown condition `{rule_text}`: expected EQ, GE, GT, LE, LT, NE, TR or FL"
                );
                self.error(rule_tok.span, message);
                return Err(Fail);
            }
        };
        let swizzle = self.optional_swizzle()?;
        let close = self.expect(Tok::RParen, "`)` to close the condition")?;
        self.vp2_only(open.start..close.span.end, "condition-code masks are");
        Ok(Some(CcMask { rule, swizzle }))
    }

    // ---- sources ------------------------------------------------------------

    /// `<vectorSrc>` or `<scalarSrc>`.
    fn source(&mut self, scalar: bool) -> PResult<SrcOperand> {
        let start = self.peek().span.start;
        let outer = self.sign()?;
        let (abs, negate_abs, negate_base, reg, reg_span, swizzle) = if self.peek_kind() == Tok::Bar
        {
            let bar = self.bump().span;
            self.vp2_only(bar, "absolute-value bars `|...|` are");
            let inner = self.sign()?;
            let (reg, reg_span) = self.source_register()?;
            let swizzle = self.source_swizzle(scalar, start)?;
            self.expect(Tok::Bar, "`|` to close the absolute value")?;
            (true, outer, inner, reg, reg_span, swizzle)
        } else {
            let (reg, reg_span) = self.source_register()?;
            let swizzle = self.source_swizzle(scalar, start)?;
            (false, false, outer, reg, reg_span, swizzle)
        };
        let end = self.toks[self.pos.saturating_sub(1)].span.end;
        Ok(SrcOperand {
            reg,
            swizzle,
            negate_base,
            abs,
            negate_abs,
            reg_span,
            span: start..end,
        })
    }

    /// `<optionalSign>`: `-`, or `+` in VP2. Returns whether it negates.
    fn sign(&mut self) -> PResult<bool> {
        let negate = match self.peek_kind() {
            Tok::Minus => true,
            Tok::Plus => {
                let span = self.peek().span.clone();
                self.vp2_only(span, "unary `+` is");
                false
            }
            _ => return Ok(false),
        };
        self.bump();
        if matches!(self.peek_kind(), Tok::Minus | Tok::Plus) {
            let span = self.peek().span.clone();
            self.error(span, "only one sign may precede an operand");
            return Err(Fail);
        }
        Ok(negate)
    }

    /// `<srcRegister>`: `v[..]`, `c[..]` or `Rn`.
    fn source_register(&mut self) -> PResult<(SrcReg, Range<usize>)> {
        if self.peek_kind() != Tok::Ident {
            return Err(self.expected("a source register (v[...], c[...] or R0..R15)"));
        }
        let first = self.peek().span.clone();
        let name = self.peek_text().to_string();
        match name.as_str() {
            "v" => {
                let (n, span) = self.attrib_register()?;
                Ok((SrcReg::Attrib(n), span))
            }
            "c" => {
                let (p, span) = self.param_register()?;
                Ok((SrcReg::Param(p), span))
            }
            "o" => {
                self.bump();
                let mut span = first;
                if self.peek_kind() == Tok::LBracket
                    && self.peek_nth(1).kind == Tok::Ident
                    && self.peek_nth(2).kind == Tok::RBracket
                {
                    self.bump();
                    self.bump();
                    span.end = self.bump().span.end;
                }
                self.error(span, "result registers o[] are write-only");
                Err(Fail)
            }
            "A0" | "A1" => {
                self.error(
                    first,
                    "an address register is not a floating-point operand (use it as an index: \
                     `c[A0.x]`)",
                );
                Err(Fail)
            }
            "CC" => {
                self.error(first, "the condition code cannot be read as an operand");
                Err(Fail)
            }
            _ => match temp_number(&name) {
                Some(n) => {
                    self.bump();
                    let n = self.check_temp(n, first.clone());
                    Ok((SrcReg::Temp(n), first))
                }
                None => {
                    self.bad_register_name(&name, first);
                    Err(Fail)
                }
            },
        }
    }

    /// A misspelt register name: a case slip or a leading zero.
    fn bad_register_name(&mut self, name: &str, span: Range<usize>) {
        let message = if let Some(digits) = name
            .strip_prefix('R')
            .filter(|d| d.len() > 1 && d.starts_with('0') && d.bytes().all(|b| b.is_ascii_digit()))
        {
            let n = digits.trim_start_matches('0');
            let n = if n.is_empty() { "0" } else { n };
            format!(
                "`{name}` is not a register name: temporaries are written without leading zeros (`R{n}`)"
            )
        } else if looks_like_register(name) {
            format!(
                "`{name}` is not a register name: register names are case-sensitive (`{}`)",
                canonical_case(name)
            )
        } else {
            format!("expected a source register (v[...], c[...] or R0..R15), found `{name}`")
        };
        self.error(span, message);
    }

    /// A decimal index, saturated (range checks report values too large).
    fn number(&mut self) -> PResult<(u64, Range<usize>)> {
        let t = self.expect(Tok::Int, "a register number")?;
        let value = self.text(&t).parse::<u64>().unwrap_or(u64::MAX);
        Ok((value, t.span))
    }

    /// The source text of a span (ASCII tokens).
    fn slice(&self, span: &Range<usize>) -> &str {
        self.src
            .get(span.clone())
            .and_then(|b| std::str::from_utf8(b).ok())
            .unwrap_or("?")
    }

    /// `v[n]` or `v[MNEMONIC]`.
    fn attrib_register(&mut self) -> PResult<(u32, Range<usize>)> {
        let start = self.bump().span.start;
        self.expect(Tok::LBracket, "`[` after `v`")?;
        let (index, index_span) = match self.peek_kind() {
            Tok::Int => self.number()?,
            Tok::Ident => {
                let t = self.bump();
                let name = self.text(&t).to_string();
                match table::attribute_mnemonic(&name) {
                    Some(n) => (u64::from(n), t.span),
                    None => {
                        let message = format!("unknown vertex attribute `v[{name}]`");
                        self.error(t.span, message);
                        return Err(Fail);
                    }
                }
            }
            _ => return Err(self.expected("a vertex attribute number or name")),
        };
        let close = self.expect(Tok::RBracket, "`]`")?;
        let span = start..close.span.end;
        if index >= u64::from(table::ATTRIBUTES) {
            let written = self.slice(&index_span);
            let message = format!("`v[{written}]` does not exist: attributes are v[0] to v[15]");
            self.error(index_span, message);
            return Ok((0, span));
        }
        if self.version.is_state_program() && index != 0 {
            self.error(
                span.clone(),
                "vertex state programs can read only v[0] (§2.14.5)",
            );
        }
        Ok((index as u32, span))
    }

    /// `c[n]` or `c[An.c +/- n]`.
    fn param_register(&mut self) -> PResult<(ParamRef, Range<usize>)> {
        let start = self.bump().span.start;
        self.expect(Tok::LBracket, "`[` after `c`")?;
        let param = match self.peek_kind() {
            Tok::Int => {
                let (index, span) = self.number()?;
                let count = self.version.parameters();
                if index >= u64::from(count) {
                    let message = format!(
                        "`c[{}]` does not exist: {} programs address c[0] to c[{}]",
                        self.slice(&span),
                        self.version,
                        count - 1
                    );
                    self.error(span, message);
                    ParamRef::Absolute(0)
                } else {
                    ParamRef::Absolute(index as u32)
                }
            }
            Tok::Ident if address_number(self.peek_text()).is_some() => self.relative_address()?,
            _ => {
                return Err(self.expected("a parameter number or an address register (`A0.x`)"));
            }
        };
        let close = self.expect(Tok::RBracket, "`]`")?;
        let span = start..close.span.end;
        if matches!(param, ParamRef::Relative { .. })
            && self.position_invariant
            && self.version == Version::Vp11
        {
            self.error(
                span.clone(),
                "a position-invariant !!VP1.1 program cannot use relative addressing (§2.14.6.1)",
            );
        }
        Ok((param, span))
    }

    /// `An.c [+ n | - n]` inside `c[...]`.
    fn relative_address(&mut self) -> PResult<ParamRef> {
        let reg_tok = self.bump();
        let register = address_number(self.text(&reg_tok)).unwrap_or(0);
        if register >= self.version.address_registers() {
            self.error(
                reg_tok.span.clone(),
                "`A1` is only available in !!VP2.0 programs",
            );
        }
        self.expect(Tok::Dot, "`.` and a component after the address register")?;
        if self.peek_kind() != Tok::Ident {
            return Err(self.expected("an address component (`x`)"));
        }
        let comp_tok = self.bump();
        let comp_text = self.text(&comp_tok).to_string();
        let component = match comp_text.as_str() {
            "x" => 0,
            "y" => 1,
            "z" => 2,
            "w" => 3,
            _ => {
                let message =
                    format!("invalid address component `{comp_text}`: expected one of x, y, z, w");
                self.error(comp_tok.span, message);
                return Err(Fail);
            }
        };
        if component != 0 && !self.version.is_vp2() {
            let message = format!(
                "only `A0.x` can index program parameters in {} programs",
                self.version
            );
            self.error(reg_tok.span.start..comp_tok.span.end, message);
        }
        let (max_pos, max_neg) = self.version.relative_offsets();
        let offset = match self.peek_kind() {
            Tok::Plus | Tok::Minus => {
                let negative = self.bump().kind == Tok::Minus;
                let (value, span) = self.number()?;
                let max = if negative { max_neg } else { max_pos };
                if value > u64::from(max) {
                    let sign = if negative { '-' } else { '+' };
                    let message = format!(
                        "relative offset {sign}{} is out of range: {} programs allow +0 to \
                         +{max_pos} and -0 to -{max_neg}",
                        self.slice(&span),
                        self.version
                    );
                    self.error(span, message);
                    0
                } else if negative {
                    -(value as i32)
                } else {
                    value as i32
                }
            }
            _ => 0,
        };
        Ok(ParamRef::Relative {
            register,
            component,
            offset,
        })
    }

    /// The suffix of a source: a scalar needs exactly `.c`; a vector takes
    /// none, one letter or four letters (§2.14.2.1).
    fn source_swizzle(&mut self, scalar: bool, operand_start: usize) -> PResult<Swizzle> {
        if self.peek_kind() != Tok::Dot {
            if scalar {
                let end = self.toks[self.pos.saturating_sub(1)].span.end;
                self.error_labelled(
                    operand_start..end,
                    "a scalar operand needs a component selector (`.x`, `.y`, `.z` or `.w`)",
                    "scalar operand",
                );
            }
            return Ok(Swizzle::IDENTITY);
        }
        let dot = self.bump().span;
        if self.peek_kind() != Tok::Ident {
            return Err(self.expected("swizzle components after `.`"));
        }
        let letters = self.bump();
        let text = self.text(&letters).to_string();
        let span = dot.start..letters.span.end;
        let Some(components) = parse_components(&text) else {
            let message = format!("invalid swizzle `.{text}`: components are x, y, z and w");
            self.error(span, message);
            return Ok(Swizzle::IDENTITY);
        };
        if scalar && components.len() != 1 {
            let message =
                format!("a scalar operand selects exactly one component, found `.{text}`");
            self.error(span, message);
            return Ok(Swizzle::IDENTITY);
        }
        match components.len() {
            1 => Ok(Swizzle::replicate(components[0])),
            4 => Ok(Swizzle([
                components[0],
                components[1],
                components[2],
                components[3],
            ])),
            _ => {
                let message =
                    format!("invalid swizzle `.{text}`: a swizzle has one or four components");
                self.error(span, message);
                Ok(Swizzle::IDENTITY)
            }
        }
    }

    /// `[ "." swizzle ]` in a condition mask (same forms as a vector source).
    fn optional_swizzle(&mut self) -> PResult<Swizzle> {
        if self.peek_kind() != Tok::Dot {
            return Ok(Swizzle::IDENTITY);
        }
        let start = self.peek().span.start;
        self.source_swizzle(false, start)
    }

    /// ARA's operand: a whole address register, no sign, bars or swizzle.
    fn address_operand(&mut self) -> PResult<SrcOperand> {
        let first = self.peek().span.clone();
        let number = match self.peek_kind() {
            Tok::Ident => address_number(self.peek_text()),
            Tok::Minus | Tok::Plus | Tok::Bar => {
                self.error(
                    first,
                    "ARA reads a whole address register: no sign, absolute value or swizzle",
                );
                return Err(Fail);
            }
            _ => None,
        };
        let Some(number) = number else {
            return Err(self.expected("an address register (`A0` or `A1`) as the operand of ARA"));
        };
        self.bump();
        if number >= self.version.address_registers() {
            self.error(first.clone(), "`A1` is only available in !!VP2.0 programs");
        }
        if self.peek_kind() == Tok::Dot {
            let dot = self.bump().span;
            let end = if self.peek_kind() == Tok::Ident {
                self.bump().span.end
            } else {
                dot.end
            };
            self.error(
                dot.start..end,
                "ARA reads a whole address register: no sign, absolute value or swizzle",
            );
        }
        Ok(SrcOperand {
            reg: SrcReg::Address(number),
            swizzle: Swizzle::IDENTITY,
            negate_base: false,
            abs: false,
            negate_abs: false,
            reg_span: first.clone(),
            span: first,
        })
    }

    /// §2.14.1.8: at most one distinct program parameter and one distinct
    /// vertex attribute per instruction. Identity is by parsed meaning (notes
    /// §10 #21): `c[A0.x]` and `c[A0.x+0]` are the same register, and so are
    /// `v[3]` and `v[COL0]`.
    fn check_one_register_rules(&mut self, srcs: &[SrcOperand]) {
        let mut first_param: Option<(ParamRef, &SrcOperand)> = None;
        let mut first_attrib: Option<(u32, &SrcOperand)> = None;
        let mut problems = Vec::new();
        for src in srcs {
            match src.reg {
                SrcReg::Param(p) => match first_param {
                    None => first_param = Some((p, src)),
                    Some((q, _)) if q == p => {}
                    Some(_) => problems.push((
                        src.reg_span.clone(),
                        "an instruction may read only one program parameter register c[]",
                    )),
                },
                SrcReg::Attrib(n) => match first_attrib {
                    None => first_attrib = Some((n, src)),
                    Some((m, _)) if m == n => {}
                    Some(_) => problems.push((
                        src.reg_span.clone(),
                        "an instruction may read only one vertex attribute register v[]",
                    )),
                },
                SrcReg::Temp(_) | SrcReg::Address(_) => {}
            }
        }
        for (span, message) in problems {
            self.error_labelled(span, message, "a second, different register");
        }
    }

    // ---- whole-program rules -------------------------------------------------

    fn finish(&mut self, end: Option<Range<usize>>) {
        let len = self.src.len();
        let at_end = end.clone().unwrap_or(len..len);
        let refs = std::mem::take(&mut self.label_refs);
        for r in &refs {
            if self.version.is_vp2() && !self.labels.contains_key(&r.name) {
                let d = Diagnostic::error(r.span.clone(), format!("undefined label `{}`", r.name));
                self.program_error(d);
            }
        }
        if self.destination_unknown || end.is_none() {
            return;
        }
        if self.version.is_state_program() {
            if !self.writes_param {
                let d = Diagnostic::error(
                    at_end.clone(),
                    "the vertex state program never writes a program parameter: it must write \
                     at least one c[] register (§2.14.5)",
                )
                .with_label("end of the program");
                self.program_error(d);
            }
        } else if !self.position_invariant && !self.writes_hpos {
            let d = Diagnostic::error(
                at_end.clone(),
                "the program never writes o[HPOS]: a vertex program must write at least one \
                 component of o[HPOS] (§2.14.1.8)",
            )
            .with_label("end of the program");
            self.program_error(d);
        }
    }
}

/// A register name in the wrong case or with a leading zero (`r0`, `a0`,
/// `cc`, `R01`).
fn looks_like_register(name: &str) -> bool {
    let canonical = canonical_case(name);
    (canonical != name
        && (temp_number(&canonical).is_some()
            || address_number(&canonical).is_some()
            || canonical == "CC"))
        || name.strip_prefix('R').is_some_and(|d| {
            d.len() > 1 && d.starts_with('0') && d.bytes().all(|b| b.is_ascii_digit())
        })
}

fn canonical_case(name: &str) -> String {
    name.to_ascii_uppercase()
}

fn operand_count(class: Class) -> &'static str {
    match class {
        Class::Vector | Class::Scalar => "a destination and 1 source operand",
        Class::Binary => "a destination and 2 source operands",
        Class::Trinary => "a destination and 3 source operands",
        Class::Arl | Class::Arr => "an address register and 1 source operand",
        Class::Ara => "an address register destination and an address register operand",
        Class::Branch => "a label and an optional condition",
        Class::Ret => "an optional condition",
    }
}

/// Component letters `x y z w` (lower-case only, §3.1 notes).
fn parse_components(text: &str) -> Option<Vec<u8>> {
    text.chars()
        .map(|c| match c {
            'x' | 'y' | 'z' | 'w' => component_from_letter(c, false),
            _ => None,
        })
        .collect()
}

fn parse_mask(text: &str) -> Option<WriteMask> {
    if !text.chars().all(|c| matches!(c, 'x' | 'y' | 'z' | 'w')) {
        return None;
    }
    WriteMask::parse_ordered(text, false)
}
