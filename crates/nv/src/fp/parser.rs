//! Recursive-descent parser for the §3.11.3 grammar.
//!
//! It reports every syntax error it can recover from: after an error it skips
//! to the next `;` (or to the start of the next statement when a `;` is
//! missing). Names are resolved as they are met, because a name must be
//! defined before its first use (§3.11.2).

use super::Limits;
use super::ast::*;
use super::lexer::{Tok, Token, lex};
use super::ops::{Form, MnemonicError, parse_mnemonic};
use shasm_diag::Diagnostic;
use shasm_ir::{CondRule, TexTarget};
use std::collections::HashMap;

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
    let mut ast = Ast::default();
    if !text.starts_with(HEADER) {
        // notes §7.1 #1 and D15: the header must open the text, at offset 0.
        let end = text
            .find(|c: char| c.is_ascii_whitespace())
            .unwrap_or(text.len())
            .min(text.len());
        let d = Diagnostic::error(0..end, "fragment programs must begin with `!!FP1.0`")
            .with_label("expected `!!FP1.0` here");
        let d = if text.trim_start().starts_with(HEADER) {
            d.with_note("nothing, not even whitespace, may come before the header")
        } else {
            d
        };
        return (ast, vec![d]);
    }
    let tokens = lex(text, HEADER.len());
    let bad = bad_char_diagnostics(text, &tokens);
    let mut p = Parser {
        text,
        tokens,
        pos: 0,
        limits,
        symbols: HashMap::new(),
        define_names: Vec::new(),
        undefined: Vec::new(),
        diags: bad,
    };
    p.program(&mut ast);
    let mut diags = p.diags;
    diags.sort_by_key(|d| d.span.start);
    (ast, diags)
}

fn bad_char_diagnostics(text: &str, tokens: &[Token]) -> Vec<Diagnostic> {
    tokens
        .iter()
        .filter(|t| t.kind == Tok::Bad)
        .map(|b| {
            let s = text.get(b.span.clone()).unwrap_or("");
            let shown = if s.chars().all(|c| c.is_ascii_graphic()) {
                format!("`{s}`")
            } else {
                s.chars()
                    .map(|c| format!("U+{:04X}", c as u32))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            Diagnostic::error(b.span.clone(), format!("unexpected character {shown}"))
                .with_label("not allowed in fragment programs")
        })
        .collect()
}

struct Parser<'a> {
    text: &'a str,
    tokens: Vec<Token>,
    pos: usize,
    limits: &'a Limits,
    symbols: HashMap<String, SymbolEntry>,
    /// DEFINEd names in order (their index in `Ast::defines`).
    define_names: Vec<String>,
    /// Names used before any definition: (name, index of the diagnostic).
    undefined: Vec<(String, usize)>,
    diags: Vec<Diagnostic>,
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
    digits.parse().ok()
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
            Some(t) => format!("`{}`", self.text_of(t)),
            None => "the end of the program".to_string(),
        }
    }

    fn expected(&self, what: &str) -> Diagnostic {
        Diagnostic::error(
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

    fn error(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    // ---- program and statements -----------------------------------------

    fn program(&mut self, ast: &mut Ast) {
        loop {
            let Some(tok) = self.peek().cloned() else {
                let at = self.text.len();
                self.error(
                    Diagnostic::error(at..at, "missing `END` at the end of the program")
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
                        Diagnostic::error(tok.span.clone(), "the program has no statements")
                            .with_label("`END` right after the header"),
                    );
                }
                if let Some(extra) = self.peek().cloned() {
                    // notes D15: only whitespace and comments may follow END.
                    let end = self.tokens.last().map_or(extra.span.end, |t| t.span.end);
                    self.error(
                        Diagnostic::error(extra.span.start..end, "text after `END`")
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
                let at_bad = self
                    .tokens
                    .iter()
                    .any(|t| t.kind == Tok::Bad && t.span.start == d.span.start);
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
        let d = Diagnostic::error(at..at, format!("expected `;`, found {}", self.found()))
            .with_label("statements end with `;`");
        if self.at_statement_start() {
            // Report and go on with the next statement as written.
            self.error(d);
            Ok(at)
        } else {
            Err(d)
        }
    }

    fn statement(&mut self, ast: &mut Ast) -> PResult<()> {
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("a statement"))?;
        let word = match tok.kind {
            Tok::Word => self.text_of(&tok),
            _ => {
                return Err(Diagnostic::error(
                    tok.span.clone(),
                    format!("expected an instruction, found {}", self.found()),
                ));
            }
        };
        match word {
            "DEFINE" => self.define(ast),
            "DECLARE" => self.declare(ast),
            _ => {
                let instr = self.instruction()?;
                ast.instructions.push(instr);
                Ok(())
            }
        }
    }

    // ---- DEFINE / DECLARE -------------------------------------------------

    /// A name being defined: checks spelling, reservation and redefinition.
    fn new_name(&mut self) -> PResult<(String, ByteSpan)> {
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("a name"))?;
        match tok.kind {
            Tok::Word => {}
            Tok::NumWord | Tok::Number | Tok::BadNumber => {
                return Err(Diagnostic::error(
                    tok.span.clone(),
                    format!("invalid name `{}`", self.text_of(&tok)),
                )
                .with_label("names cannot start with a digit"));
            }
            _ => return Err(self.expected("a name")),
        }
        self.bump();
        let name = self.text_of(&tok).to_string();
        if let Some(reason) = reserved_reason(&name) {
            return Err(Diagnostic::error(
                tok.span.clone(),
                format!("`{name}` cannot be used as a name"),
            )
            .with_label(reason));
        }
        if let Some(prev) = self.symbols.get(&name) {
            let (line, _) = shasm_diag::line_col(self.text, prev.span.start);
            return Err(Diagnostic::error(
                tok.span.clone(),
                format!("`{name}` is already defined"),
            )
            .with_label("redefined here")
            .with_note(format!("first defined on line {line}")));
        }
        Ok((name, tok.span))
    }

    fn add_symbol(&mut self, name: String, symbol: Symbol, span: ByteSpan) {
        // A use before this definition was reported as undefined: say why.
        let (line, _) = shasm_diag::line_col(self.text, span.start);
        for (n, i) in &self.undefined {
            if *n == name
                && let Some(d) = self.diags.get_mut(*i)
            {
                d.notes.push(format!(
                    "`{name}` is defined later, on line {line}; names must be defined before they are used"
                ));
            }
        }
        self.symbols.insert(name, SymbolEntry { symbol, span });
    }

    fn define(&mut self, ast: &mut Ast) -> PResult<()> {
        let start = self.bump().map_or(0, |t| t.span.start); // DEFINE
        let (name, span) = self.new_name()?;
        self.expect(Tok::Equals, "`=`")?;
        let value = self.constant_value()?;
        let end = self.end_statement()?;
        let symbol = match value {
            Constant::Scalar(v) => Symbol::Scalar(v),
            Constant::Vector(v) => Symbol::Vector(v),
        };
        ast.defines.push(NamedConst {
            name: name.clone(),
            value,
            span: start..end,
        });
        self.define_names.push(name.clone());
        self.add_symbol(name, symbol, span);
        Ok(())
    }

    fn declare(&mut self, ast: &mut Ast) -> PResult<()> {
        let start = self.bump().map_or(0, |t| t.span.start); // DECLARE
        let (name, span) = self.new_name()?;
        let value = if self.eat(Tok::Equals).is_some() {
            match self.constant_value()? {
                // §3.11.2: "Scalar constants are expanded to 4-component
                // vectors by replicating the scalar value".
                Constant::Scalar(v) => [v; 4],
                Constant::Vector(v) => v,
            }
        } else {
            [0; 4]
        };
        let end = self.end_statement()?;
        let index = ast.params.len();
        ast.params.push(NamedParam {
            name: name.clone(),
            value,
            span: start..end,
        });
        self.add_symbol(name, Symbol::Param(index), span);
        Ok(())
    }

    /// `<vectorConstant> | <scalarConstant>` (DEFINE and DECLARE values).
    fn constant_value(&mut self) -> PResult<Constant> {
        match self.peek_kind() {
            Some(Tok::LBrace) => Ok(Constant::Vector(self.vector_literal()?)),
            Some(Tok::Word) => {
                let tok = self.bump().ok_or_else(|| self.expected("a constant"))?;
                match self.lookup(&tok)? {
                    Symbol::Scalar(v) => Ok(Constant::Scalar(v)),
                    Symbol::Vector(v) => Ok(Constant::Vector(v)),
                    Symbol::Param(_) => Err(Diagnostic::error(
                        tok.span.clone(),
                        format!(
                            "`{}` is a DECLAREd parameter, not a constant",
                            self.text_of(&tok)
                        ),
                    )
                    .with_label("only DEFINEd names can give a constant value")),
                }
            }
            _ => Ok(Constant::Scalar(self.signed_scalar_constant()?)),
        }
    }

    /// `[+|-] NUMBER | NAME` inside `{...}` or as a scalar value.
    fn signed_scalar_constant(&mut self) -> PResult<u32> {
        let sign = match self.peek_kind() {
            Some(Tok::Minus) => self.bump().map(|_| true),
            Some(Tok::Plus) => self.bump().map(|_| false),
            _ => None,
        };
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("a number"))?;
        match tok.kind {
            Tok::Number => {
                self.bump();
                self.number(&tok, sign == Some(true))
            }
            Tok::BadNumber => Err(self.malformed_number(&tok)),
            Tok::Word if sign.is_none() => {
                self.bump();
                match self.lookup(&tok)? {
                    Symbol::Scalar(v) => Ok(v),
                    Symbol::Vector(_) => Err(Diagnostic::error(
                        tok.span.clone(),
                        format!(
                            "`{}` is a vector constant; a scalar is needed here",
                            self.text_of(&tok)
                        ),
                    )),
                    Symbol::Param(_) => Err(Diagnostic::error(
                        tok.span.clone(),
                        format!(
                            "`{}` is a DECLAREd parameter, not a constant",
                            self.text_of(&tok)
                        ),
                    )),
                }
            }
            Tok::Word => Err(Diagnostic::error(
                tok.span.clone(),
                "a sign cannot be applied to a named constant here",
            )
            .with_label("only numbers take a sign in constant definitions")),
            _ => Err(self.expected("a number")),
        }
    }

    fn number(&self, tok: &Token, negative: bool) -> PResult<u32> {
        parse_number(self.text_of(tok), negative).ok_or_else(|| self.malformed_number(tok))
    }

    fn malformed_number(&self, tok: &Token) -> Diagnostic {
        Diagnostic::error(
            tok.span.clone(),
            format!("malformed number `{}`", self.text_of(tok)),
        )
        .with_label("an exponent needs digits")
    }

    /// `{ c [, c [, c [, c]]] }`, expanded with (0, 0, 1) (§3.11.2).
    fn vector_literal(&mut self) -> PResult<[u32; 4]> {
        let open = self.expect(Tok::LBrace, "`{`")?;
        if let Some(close) = self.eat(Tok::RBrace) {
            return Err(Diagnostic::error(
                open.span.start..close.span.end,
                "a vector constant needs 1 to 4 components",
            ));
        }
        let mut values = vec![self.signed_scalar_constant()?];
        while self.eat(Tok::Comma).is_some() {
            let start = self.here().start;
            let v = self.signed_scalar_constant()?;
            if values.len() == 4 {
                return Err(Diagnostic::error(
                    start..self.prev_end(),
                    "a vector constant has at most 4 components",
                ));
            }
            values.push(v);
        }
        self.expect(Tok::RBrace, "`,` or `}`")?;
        let mut out = [0, 0, 0, 1.0f32.to_bits()];
        out[..values.len()].copy_from_slice(&values);
        Ok(out)
    }

    /// Resolve a used name.
    fn lookup(&mut self, tok: &Token) -> PResult<Symbol> {
        let name = self.text_of(tok);
        if let Some(entry) = self.symbols.get(name) {
            return Ok(entry.symbol.clone());
        }
        let mut d = Diagnostic::error(tok.span.clone(), format!("undefined name `{name}`"));
        let upper = name.to_ascii_uppercase();
        let lower = name.to_ascii_lowercase();
        if upper != name && (reserved_reason(&upper).is_some() || self.symbols.contains_key(&upper))
        {
            d = d.with_note(format!(
                "fragment programs are case-sensitive; did you mean `{upper}`?"
            ));
        } else if lower != name && matches!(lower.as_str(), "f" | "o" | "p") {
            d = d.with_note(format!(
                "fragment programs are case-sensitive; did you mean `{lower}[...]`?"
            ));
        }
        // Report here (not as the statement's error) so that a later
        // definition can add its note.
        self.undefined.push((name.to_string(), self.diags.len()));
        self.error(d.clone());
        Err(Diagnostic {
            message: String::new(),
            ..d
        })
    }

    // ---- instructions -----------------------------------------------------

    fn instruction(&mut self) -> PResult<Instr> {
        let tok = self.bump().ok_or_else(|| self.expected("an instruction"))?;
        let word = self.text_of(&tok);
        let mnemonic = parse_mnemonic(word).map_err(|e| self.mnemonic_error(e, &tok))?;
        let op = mnemonic.op;
        let mut instr = Instr {
            mnemonic,
            mnemonic_span: tok.span.clone(),
            dst: None,
            srcs: Vec::new(),
            texture: None,
            kill: None,
            span: tok.span.clone(),
        };
        if op.form == Form::Kill {
            if let Some(paren) = self.eat(Tok::LParen) {
                return Err(Diagnostic::error(
                    paren.span,
                    "KIL takes its condition without parentheses",
                )
                .with_label("remove the parentheses")
                .with_note("write e.g. `KIL EQ.x;` (NV_fragment_program §3.11.5.11)"));
            }
            instr.kill = Some(self.cc_test()?);
        } else {
            instr.dst = Some(self.dst()?);
            let count = op.form.sources().len();
            for &vector in op.form.sources() {
                if self.peek_kind() == Some(Tok::Semi) {
                    return Err(self.expected("`,`").with_label(format!(
                        "{} takes {count} source operand{}",
                        op.name,
                        if count == 1 { "" } else { "s" }
                    )));
                }
                self.expect(Tok::Comma, "`,`")?;
                instr.srcs.push(self.src(vector)?);
            }
            if op.is_texture() {
                instr.texture = Some(self.texture()?);
            } else if let Some(comma) = self.eat(Tok::Comma) {
                return Err(Diagnostic::error(
                    comma.span,
                    format!("too many operands for {}", op.name),
                )
                .with_label(format!(
                    "{} takes {count} source operand{}",
                    op.name,
                    if count == 1 { "" } else { "s" }
                )));
            }
        }
        let end = self.end_statement()?;
        instr.span = tok.span.start..end;
        Ok(instr)
    }

    fn mnemonic_error(&self, e: MnemonicError, tok: &Token) -> Diagnostic {
        let word = self.text_of(tok);
        match e {
            MnemonicError::Unknown => {
                let mut d =
                    Diagnostic::error(tok.span.clone(), format!("unknown instruction `{word}`"));
                let upper = word.to_ascii_uppercase();
                if upper != word && parse_mnemonic(&upper).is_ok() {
                    d = d.with_note(format!(
                        "instruction names are upper case; did you mean `{upper}`?"
                    ));
                }
                d
            }
            MnemonicError::BadSuffix { op, suffix } => Diagnostic::error(
                tok.span.clone(),
                format!("invalid suffix `{suffix}` on {}", op.name),
            )
            .with_label("suffixes are [R|H|X][C][_SAT], in this order"),
            MnemonicError::NotAllowed { op, what } => Diagnostic::error(
                tok.span.clone(),
                format!("{} does not take {what}", op.name),
            )
            .with_label(format!("`{word}` is not a form of {}", op.name))
            .with_note(format!(
                "{} accepts {}",
                op.name,
                describe_suffixes(op.suffixes)
            )),
        }
    }

    /// `RULE [.c | .cccc]`
    fn cc_test(&mut self) -> PResult<CcTest> {
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("a condition"))?;
        let word = self.peek_word().unwrap_or("");
        let rule = match word {
            "EQ" => CondRule::Eq,
            "NE" => CondRule::Ne,
            "LT" => CondRule::Lt,
            "GE" => CondRule::Ge,
            "LE" => CondRule::Le,
            "GT" => CondRule::Gt,
            "TR" => CondRule::Tr,
            "FL" => CondRule::Fl,
            _ => {
                return Err(Diagnostic::error(
                    tok.span.clone(),
                    format!(
                        "expected a condition (EQ, NE, LT, GE, LE, GT, TR or FL), found {}",
                        self.found()
                    ),
                ));
            }
        };
        self.bump();
        let swizzle = match self.suffix()? {
            None => [0, 1, 2, 3],
            Some((letters, span)) => match letters.len() {
                1 => [letters[0]; 4],
                4 => [letters[0], letters[1], letters[2], letters[3]],
                _ => {
                    return Err(Diagnostic::error(
                        span,
                        "a condition-code swizzle has 1 or 4 components",
                    ));
                }
            },
        };
        Ok(CcTest { rule, swizzle })
    }

    /// `.letters` after a register, constant or rule: the component indices
    /// and the span of the letters.
    fn suffix(&mut self) -> PResult<Option<(Vec<u8>, ByteSpan)>> {
        if self.eat(Tok::Dot).is_none() {
            return Ok(None);
        }
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("components"))?;
        if tok.kind != Tok::Word {
            return Err(self.expected("component letters (x, y, z, w)"));
        }
        self.bump();
        let text = self.text_of(&tok);
        let mut letters = Vec::with_capacity(4);
        for ch in text.chars() {
            let c = match ch {
                'x' => 0,
                'y' => 1,
                'z' => 2,
                'w' => 3,
                _ => {
                    return Err(Diagnostic::error(
                        tok.span.clone(),
                        format!("invalid component suffix `{text}`"),
                    )
                    .with_label("components are the lower-case letters x, y, z and w"));
                }
            };
            letters.push(c);
        }
        if letters.len() > 4 {
            return Err(Diagnostic::error(
                tok.span.clone(),
                format!("invalid component suffix `{text}`"),
            )
            .with_label("at most four components"));
        }
        Ok(Some((letters, tok.span)))
    }

    /// `<maskedDstReg>`
    fn dst(&mut self) -> PResult<DstOp> {
        let start = self.here().start;
        let (reg, reg_span) = self.dst_register()?;
        let mut mask = 0xF;
        let mut mask_span = None;
        if let Some((letters, span)) = self.suffix()? {
            let mut bits = 0u8;
            let mut prev: i16 = -1;
            for &c in &letters {
                if i16::from(c) <= prev {
                    return Err(Diagnostic::error(span, "invalid write mask")
                        .with_label("components must be listed once each, in xyzw order"));
                }
                prev = i16::from(c);
                bits |= 1 << c;
            }
            mask = bits;
            mask_span = Some(span);
        }
        let mut cc = None;
        if self.eat(Tok::LParen).is_some() {
            cc = Some(self.cc_test()?);
            self.expect(Tok::RParen, "`)`")?;
        }
        Ok(DstOp {
            reg,
            reg_span,
            mask,
            mask_span,
            cc,
            span: start..self.prev_end(),
        })
    }

    fn dst_register(&mut self) -> PResult<(DstReg, ByteSpan)> {
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("a destination register"))?;
        if tok.kind != Tok::Word {
            if matches!(tok.kind, Tok::Number | Tok::LBrace | Tok::Minus | Tok::Plus) {
                return Err(Diagnostic::error(
                    tok.span.clone(),
                    "a constant cannot be a destination",
                )
                .with_label("expected a register such as R0, H0 or o[COLR]"));
            }
            return Err(self.expected("a destination register"));
        }
        let word = self.text_of(&tok);
        match word {
            "RC" => {
                self.bump();
                return Ok((DstReg::Rc, tok.span));
            }
            "HC" => {
                self.bump();
                return Ok((DstReg::Hc, tok.span));
            }
            _ => {}
        }
        if let Some(temp) = self.temp_register(&tok)? {
            self.bump();
            return Ok((DstReg::Temp(temp), tok.span));
        }
        if self.peek_at(1).map(|t| t.kind) == Some(Tok::LBracket) {
            match word {
                "o" => {
                    let (name, span) = self.bracketed_word()?;
                    let output = match name.as_str() {
                        "COLR" => Output::Colr,
                        "COLH" => Output::Colh,
                        "DEPR" => Output::Depr,
                        _ => {
                            return Err(Diagnostic::error(
                                span,
                                format!("`o[{name}]` is not an output register"),
                            )
                            .with_label("fragment programs write o[COLR], o[COLH] or o[DEPR]"));
                        }
                    };
                    return Ok((DstReg::Output(output), span));
                }
                "f" => {
                    let (_, span) = self.bracketed_word()?;
                    return Err(Diagnostic::error(span, "attribute registers are read-only")
                        .with_label("cannot be a destination"));
                }
                "p" => {
                    let span = self.skip_bracketed()?;
                    return Err(Diagnostic::error(span, "program parameters are read-only")
                        .with_label("cannot be a destination"));
                }
                _ => {}
            }
        }
        if let Some(entry) = self.symbols.get(word) {
            let what = match entry.symbol {
                Symbol::Param(_) => "a named parameter; parameters are read-only",
                _ => "a constant",
            };
            return Err(
                Diagnostic::error(tok.span.clone(), format!("`{word}` is {what}"))
                    .with_label("cannot be a destination"),
            );
        }
        Err(Diagnostic::error(
            tok.span.clone(),
            format!("expected a destination register, found `{word}`"),
        )
        .with_label("destinations are R0..R31, H0..H63, RC, HC, o[COLR], o[COLH], o[DEPR]"))
    }

    /// `R0`..`R31` / `H0`..`H63`; `R32`-like words that are not defined
    /// names are errors; other words are not registers.
    fn temp_register(&self, tok: &Token) -> PResult<Option<Temp>> {
        let word = self.text_of(tok);
        for (prefix, count) in [('R', 32u32), ('H', 64u32)] {
            if let Some(n) = register_number(word, prefix) {
                if n < count {
                    let n = n as u8;
                    return Ok(Some(if prefix == 'R' {
                        Temp::R(n)
                    } else {
                        Temp::H(n)
                    }));
                }
                if !self.symbols.contains_key(word) {
                    let (kind, last) = if prefix == 'R' {
                        ("fp32", 31)
                    } else {
                        ("fp16", 63)
                    };
                    return Err(Diagnostic::error(
                        tok.span.clone(),
                        format!("register {word} does not exist"),
                    )
                    .with_label(format!("{kind} temporaries are {prefix}0..{prefix}{last}")));
                }
            }
        }
        Ok(None)
    }

    /// `X [ WORD ]` with X already peeked: returns WORD and the whole span.
    fn bracketed_word(&mut self) -> PResult<(String, ByteSpan)> {
        let start = self.bump().map_or(0, |t| t.span.start);
        self.expect(Tok::LBracket, "`[`")?;
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("a register name"))?;
        if !matches!(tok.kind, Tok::Word | Tok::NumWord | Tok::Number) {
            return Err(self.expected("a register name"));
        }
        self.bump();
        let name = self.text_of(&tok).to_string();
        let close = self.expect(Tok::RBracket, "`]`")?;
        Ok((name, start..close.span.end))
    }

    /// Skip `X [ ... ]`, returning its span.
    fn skip_bracketed(&mut self) -> PResult<ByteSpan> {
        let start = self.bump().map_or(0, |t| t.span.start);
        self.expect(Tok::LBracket, "`[`")?;
        while let Some(t) = self.peek() {
            if t.kind == Tok::RBracket {
                let end = t.span.end;
                self.bump();
                return Ok(start..end);
            }
            if t.kind == Tok::Semi {
                break;
            }
            self.bump();
        }
        Err(self.expected("`]`"))
    }

    /// A source operand; `vector` tells whether the slot is `<vectorSrc>`
    /// or `<scalarSrc>` (§3.11.3).
    fn src(&mut self, vector: bool) -> PResult<SrcOp> {
        let start = self.here().start;
        let sign = self.sign();
        let op = if self.peek_kind() == Some(Tok::Bar) {
            self.bump();
            // `<negate> "|" <baseSrc> "|"`: the base may carry its own sign.
            let inner_start = self.here().start;
            let inner_sign = self.sign();
            let mut inner = self.base_src(inner_start, inner_sign)?;
            self.expect(Tok::Bar, "`|`")?;
            if self.peek_kind() == Some(Tok::Dot) {
                let dot = self.here();
                let end = self.peek_at(1).map_or(dot.end, |t| t.span.end);
                return Err(Diagnostic::error(
                    dot.start..end,
                    "a component suffix goes inside the absolute value bars",
                )
                .with_label("write e.g. `|R0.x|`"));
            }
            inner.abs = true;
            inner.negate_abs = sign == Some(true);
            inner.span = start..self.prev_end();
            inner
        } else {
            self.base_src(start, sign)?
        };
        if !vector {
            let scalar_const = matches!(op.base, SrcBase::Const(Constant::Scalar(_)));
            if !scalar_const && !matches!(op.select, Select::Scalar(_)) {
                return Err(Diagnostic::error(
                    op.span.clone(),
                    "a scalar operand needs exactly one component selector",
                )
                .with_label("add `.x`, `.y`, `.z` or `.w`"));
            }
        }
        Ok(op)
    }

    /// An optional `+`/`-`: `Some(true)` for `-`.
    fn sign(&mut self) -> Option<bool> {
        match self.peek_kind() {
            Some(Tok::Minus) => self.bump().map(|_| true),
            Some(Tok::Plus) => self.bump().map(|_| false),
            _ => None,
        }
    }

    /// `<baseVectorSrc>` / `<baseScalarSrc>` after its optional sign.
    fn base_src(&mut self, start: usize, sign: Option<bool>) -> PResult<SrcOp> {
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("an operand"))?;
        let negate_base = sign == Some(true);
        let (base, base_span) = match tok.kind {
            Tok::Number => {
                // A signed scalar constant: the sign belongs to the literal.
                self.bump();
                self.glued_to_number(&tok)?;
                let v = self.number(&tok, negate_base)?;
                let op = SrcOp {
                    base: SrcBase::Const(Constant::Scalar(v)),
                    base_span: tok.span.clone(),
                    select: Select::None,
                    negate_base: false,
                    abs: false,
                    negate_abs: false,
                    defined: None,
                    span: start..tok.span.end,
                };
                self.no_suffix_on_scalar("a scalar literal")?;
                return Ok(op);
            }
            Tok::BadNumber => return Err(self.malformed_number(&tok)),
            Tok::NumWord => {
                return Err(Diagnostic::error(
                    tok.span.clone(),
                    format!("malformed number `{}`", self.text_of(&tok)),
                )
                .with_label("numbers are decimal: digits, a fraction, an exponent"));
            }
            Tok::Plus | Tok::Minus => {
                return Err(Diagnostic::error(tok.span.clone(), "too many signs")
                    .with_label("one `+` or `-` at most"));
            }
            Tok::LBrace => {
                let v = self.vector_literal()?;
                (
                    SrcBase::Const(Constant::Vector(v)),
                    tok.span.start..self.prev_end(),
                )
            }
            Tok::Word => self.named_src(&tok)?,
            _ => return Err(self.expected("an operand")),
        };
        let defined = match base {
            SrcBase::Const(_) if tok.kind == Tok::Word => {
                let word = self.text_of(&tok);
                self.define_names.iter().position(|n| n == word)
            }
            _ => None,
        };
        if let SrcBase::Const(Constant::Scalar(_)) = base {
            self.no_suffix_on_scalar("a scalar constant")?;
            return Ok(SrcOp {
                base,
                base_span: base_span.clone(),
                select: Select::None,
                negate_base,
                abs: false,
                negate_abs: false,
                defined,
                span: start..base_span.end,
            });
        }
        let select = match self.suffix()? {
            None => Select::None,
            Some((letters, span)) => match letters.as_slice() {
                [c] => Select::Scalar(*c),
                [a, b, c, d] => Select::Swizzle([*a, *b, *c, *d]),
                _ => {
                    return Err(
                        Diagnostic::error(span, "a source swizzle has 1 or 4 components")
                            .with_label("write e.g. `.x` or `.xyzw`"),
                    );
                }
            },
        };
        Ok(SrcOp {
            base,
            base_span,
            select,
            negate_base,
            abs: false,
            negate_abs: false,
            defined,
            span: start..self.prev_end(),
        })
    }

    /// Errors for a token glued to a literal: `2.x` (a suffix on a scalar
    /// literal) or `1.2.3`.
    fn glued_to_number(&self, num: &Token) -> PResult<()> {
        let Some(next) = self.peek() else {
            return Ok(());
        };
        if next.span.start != num.span.end {
            return Ok(());
        }
        let joined = self.text.get(num.span.start..next.span.end).unwrap_or("");
        match next.kind {
            Tok::Word if self.text_of(num).ends_with('.') => Err(Diagnostic::error(
                num.span.end - 1..next.span.end,
                "a scalar literal takes no component suffix",
            )),
            Tok::Number | Tok::NumWord | Tok::BadNumber | Tok::Word => Err(Diagnostic::error(
                num.span.start..next.span.end,
                format!("malformed number `{joined}`"),
            )),
            _ => Ok(()),
        }
    }

    fn no_suffix_on_scalar(&mut self, what: &str) -> PResult<()> {
        if self.peek_kind() == Some(Tok::Dot) {
            let dot = self.here();
            let end = self.peek_at(1).map_or(dot.end, |t| t.span.end);
            return Err(Diagnostic::error(
                dot.start..end,
                format!("{what} takes no component suffix"),
            ));
        }
        Ok(())
    }

    /// A word in operand position: register, `f[..]`, `p[..]` or a name.
    fn named_src(&mut self, tok: &Token) -> PResult<(SrcBase, ByteSpan)> {
        let word = self.text_of(tok);
        if let Some(temp) = self.temp_register(tok)? {
            self.bump();
            return Ok((SrcBase::Temp(temp), tok.span.clone()));
        }
        if matches!(word, "RC" | "HC") {
            return Err(
                Diagnostic::error(tok.span.clone(), format!("{word} is write-only"))
                    .with_label("cannot be read"),
            );
        }
        if self.peek_at(1).map(|t| t.kind) == Some(Tok::LBracket) {
            match word {
                "f" => {
                    let (name, span) = self.bracketed_word()?;
                    let attr = attribute(&name).ok_or_else(|| {
                        Diagnostic::error(
                            span.clone(),
                            format!("`f[{name}]` is not an attribute register"),
                        )
                        .with_label(
                            "attributes are f[WPOS], f[COL0], f[COL1], f[FOGC], f[TEX0]..f[TEX7]",
                        )
                    })?;
                    if let Attr::Tex(n) = attr
                        && u32::from(n) >= self.limits.texture_coords
                    {
                        return Err(Diagnostic::error(
                            span,
                            format!("texture coordinate set {n} is beyond the limit"),
                        )
                        .with_label(format!(
                            "MAX_TEXTURE_COORDS_NV is {}",
                            self.limits.texture_coords
                        )));
                    }
                    return Ok((SrcBase::Attr(attr), span));
                }
                "p" => return self.local_param(),
                "o" => {
                    let span = self.skip_bracketed()?;
                    return Err(Diagnostic::error(span, "output registers are write-only")
                        .with_label("cannot be read"));
                }
                _ => {}
            }
        }
        self.bump();
        let base = match self.lookup(tok)? {
            Symbol::Scalar(v) => SrcBase::Const(Constant::Scalar(v)),
            Symbol::Vector(v) => SrcBase::Const(Constant::Vector(v)),
            Symbol::Param(i) => SrcBase::Named(i),
        };
        Ok((base, tok.span.clone()))
    }

    /// `p [ INT ]`
    fn local_param(&mut self) -> PResult<(SrcBase, ByteSpan)> {
        let start = self.bump().map_or(0, |t| t.span.start);
        self.expect(Tok::LBracket, "`[`")?;
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("a parameter number"))?;
        let index = if tok.kind == Tok::Number {
            let digits = self.text_of(&tok);
            digits
                .bytes()
                .all(|b| b.is_ascii_digit())
                .then(|| digits.parse::<u64>().unwrap_or(u64::MAX))
        } else {
            None
        };
        let Some(index) = index else {
            return Err(Diagnostic::error(
                tok.span.clone(),
                format!("expected a parameter number, found {}", self.found()),
            )
            .with_label("p[] takes a decimal integer"));
        };
        self.bump();
        let close = self.expect(Tok::RBracket, "`]`")?;
        let span = start..close.span.end;
        let max = u64::from(self.limits.local_parameters);
        if index >= max {
            return Err(
                Diagnostic::error(span, format!("p[{index}] does not exist")).with_label(format!(
                    "local parameters are p[0]..p[{}]",
                    max.saturating_sub(1)
                )),
            );
        }
        Ok((SrcBase::Local(index as u32), span))
    }

    /// `, TEXn, TARGET`
    fn texture(&mut self) -> PResult<TexOp> {
        self.expect(Tok::Comma, "`,`")?;
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("a texture unit"))?;
        let word = self.peek_word().unwrap_or("");
        let unit = word.strip_prefix("TEX").and_then(canonical_number);
        let Some(unit) = unit else {
            return Err(Diagnostic::error(
                tok.span.clone(),
                format!(
                    "expected a texture unit (TEX0..TEX15), found {}",
                    self.found()
                ),
            ));
        };
        if unit >= self.limits.texture_units {
            let last = self.limits.texture_units.saturating_sub(1);
            return Err(Diagnostic::error(
                tok.span.clone(),
                format!("texture unit TEX{unit} does not exist"),
            )
            .with_label(format!("texture units are TEX0..TEX{last}")));
        }
        self.bump();
        self.expect(Tok::Comma, "`,`")?;
        let target_tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("a texture target"))?;
        let target = match (target_tok.kind, self.text_of(&target_tok)) {
            (Tok::NumWord, "1D") => TexTarget::Tex1D,
            (Tok::NumWord, "2D") => TexTarget::Tex2D,
            (Tok::NumWord, "3D") => TexTarget::Tex3D,
            (Tok::Word, "CUBE") => TexTarget::Cube,
            (Tok::Word, "RECT") => TexTarget::Rect,
            _ => {
                return Err(Diagnostic::error(
                    target_tok.span.clone(),
                    format!(
                        "expected a texture target (1D, 2D, 3D, CUBE or RECT), found {}",
                        self.found()
                    ),
                ));
            }
        };
        self.bump();
        Ok(TexOp {
            unit,
            unit_span: tok.span,
            target,
            target_span: target_tok.span,
        })
    }
}

/// The name inside `f[...]`.
fn attribute(name: &str) -> Option<Attr> {
    match name {
        "WPOS" => Some(Attr::Wpos),
        "COL0" => Some(Attr::Col0),
        "COL1" => Some(Attr::Col1),
        "FOGC" => Some(Attr::Fogc),
        _ => {
            let n = name.strip_prefix("TEX").and_then(canonical_number)?;
            (n < 8).then_some(Attr::Tex(n as u8))
        }
    }
}

fn describe_suffixes(s: super::ops::Suffixes) -> &'static str {
    use super::ops::Suffixes;
    match s {
        Suffixes::Rhx => "[R|H|X][C][_SAT]",
        Suffixes::Rh => "[R|H][C][_SAT] (no X)",
        Suffixes::CSat => "[C][_SAT] only",
        Suffixes::None => "no suffixes",
    }
}
