//! The recursive-descent parser: tokens → IR, with the syntax-level rules.
//!
//! Each statement (header, `DCL`, `IMM`, `PROPERTY`, instruction) is parsed
//! on its own; an error is reported at the offending token and parsing
//! resumes at the next line, so that every syntax error of a file is found.
//! The rules that need the whole program (declared registers, balanced
//! blocks, `END`) are in [`crate::check`].

use crate::lexer::{Kind, Token, tokenize};
use crate::limits::{MAX_CONST_BUFFERS, MAX_GS_VERTICES, MAX_IMMEDIATES, MAX_REGISTERS};
use crate::ops;
use shasm_diag::Diagnostic;
use shasm_ir::{
    Declaration, Dst, Extra, File, ImmType, Immediate, Indirect, Instruction, Interpolation,
    Opcode, Program, Property, Saturate, Semantic, SemanticName, Semantics, Span, Src, Stage,
    Swizzle, TexRef, TexTarget, WriteMask, ZeroTimesInf,
};
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
    pub stream: Option<Src>,
}

/// The parse result: the program (labels of structured ops not yet filled in)
/// and what the checker needs.
pub struct Parsed {
    pub program: Program,
    pub insts: Vec<InstInfo>,
    pub diagnostics: Vec<Diagnostic>,
    /// Whether a flow instruction (IF, ENDLOOP, END, ...) failed to parse:
    /// then the block structure and END are not checked, so that the
    /// consequences of that one error are not reported.
    pub broken_flow: bool,
    /// Files with a declaration that failed to parse (all files when the
    /// file itself could not be read): their registers are not reported as
    /// undeclared.
    pub broken_declarations: BrokenDeclarations,
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
}

impl Operand {
    fn span(&self) -> Range<usize> {
        match self {
            Operand::Register { span, .. } | Operand::Word { span, .. } => span.clone(),
        }
    }
}

/// Parse `source` into a program plus side information.
pub fn parse(source: &str) -> Parsed {
    let mut p = Parser {
        src: source,
        toks: tokenize(source),
        pos: 0,
        diags: Vec::new(),
        program: Program::new(Stage::Vertex, Semantics::tgsi()),
        insts: Vec::new(),
        gs_vertices: None,
        too_many_immediates: false,
        broken_flow: false,
        broken_declarations: BrokenDeclarations::default(),
        dcl_file: None,
        flow_opcode: false,
    };
    p.run();
    Parsed {
        program: p.program,
        insts: p.insts,
        diagnostics: p.diags,
        broken_flow: p.broken_flow,
        broken_declarations: p.broken_declarations,
    }
}

struct Parser<'s> {
    src: &'s str,
    toks: Vec<Token>,
    pos: usize,
    diags: Vec<Diagnostic>,
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
}

fn describe(kind: Kind, text: &str) -> String {
    match kind {
        Kind::Eof => "the end of the file".into(),
        Kind::Newline => "the end of the line".into(),
        _ => format!("`{text}`"),
    }
}

impl<'s> Parser<'s> {
    // ---- token helpers -------------------------------------------------

    fn peek(&self) -> &Token {
        // `tokenize` always ends with Eof and `bump` never passes it.
        &self.toks[self.pos.min(self.toks.len() - 1)]
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
        let mut d = Diagnostic::error(self.here(), format!("expected {what}, found {found}"));
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
            ));
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
            ));
        }
        text.parse::<u32>().map_err(|_| {
            Diagnostic::error(
                t.span.clone(),
                format!("integer `{text}` is too large (at most {})", u32::MAX),
            )
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
            ));
        }
        Ok((value, span))
    }

    // ---- the program -----------------------------------------------------

    fn run(&mut self) {
        self.header();
        while self.peek().kind != Kind::Eof {
            if self.on_line() {
                // A statement left tokens behind; it was already reported.
                self.resync();
                continue;
            }
            let start = self.pos;
            let result = self.statement();
            if let Err(d) = result {
                self.report(d);
                if self.pos == start {
                    // Always make progress, even on an unusable first token.
                    self.bump();
                }
                self.resync();
            }
        }
    }

    fn header(&mut self) {
        let t = self.peek().clone();
        let text = self.text(&t).to_ascii_uppercase();
        let stage = match (t.kind, text.as_str()) {
            (Kind::Ident, "VERT") => Some(Stage::Vertex),
            (Kind::Ident, "FRAG") => Some(Stage::Fragment),
            (Kind::Ident, "GEOM") => Some(Stage::Geometry),
            (Kind::Ident, "COMP") => Some(Stage::Compute),
            _ => None,
        };
        if let Some(stage) = stage {
            self.program.stage = stage;
            self.bump();
            if let Err(d) = self.end_statement() {
                self.report(d);
                self.resync();
            }
            return;
        }
        let message = match (t.kind, text.as_str()) {
            (Kind::Eof, _) => {
                "empty program: expected a processor header (VERT, FRAG, GEOM or COMP)".to_string()
            }
            (Kind::Ident, "TESS_CTRL" | "TESS_EVAL") => {
                format!(
                    "tessellation shaders (`{}`) are not supported",
                    self.text(&t)
                )
            }
            _ => format!(
                "expected a processor header (VERT, FRAG, GEOM or COMP), found {}",
                describe(t.kind, self.text(&t))
            ),
        };
        self.report(
            Diagnostic::error(t.span.clone(), message)
                .with_label("a TGSI program starts with its processor type"),
        );
        // Go on as a vertex program; skip the line unless it holds a statement.
        let keeps = t.kind == Kind::Ident
            && (matches!(text.as_str(), "DCL" | "IMM" | "PROPERTY")
                || ops::lookup(&text).is_some());
        if !keeps {
            self.bump();
            self.resync();
        }
    }

    fn statement(&mut self) -> PResult<()> {
        let t = self.peek().clone();
        // Optional `N:` instruction label (Mesa ignores its value).
        if t.kind == Kind::Word
            && self.peek_at(1).kind == Kind::Colon
            && !self.peek_at(1).line_start
        {
            self.bump();
            self.uint_of(&t)?;
            self.bump();
            if !self.on_line() || self.peek().kind != Kind::Ident {
                return Err(self.unexpected("an opcode after the label"));
            }
            return self.instruction_or_mark();
        }
        if t.kind != Kind::Ident {
            return Err(Diagnostic::error(
                t.span.clone(),
                format!(
                    "expected a declaration, an immediate, a property or an instruction, found {}",
                    describe(t.kind, self.text(&t))
                ),
            )
            .with_notes_if(
                t.kind == Kind::Error && matches!(self.text(&t), "#" | ";" | "/"),
                "TGSI text has no comments",
            ));
        }
        match self.text(&t).to_ascii_uppercase().as_str() {
            "DCL" => {
                self.dcl_file = None;
                let result = self.declaration();
                if result.is_err() {
                    match self.dcl_file {
                        Some(file) => self.broken_declarations.files.push(file),
                        None => self.broken_declarations.all = true,
                    }
                }
                result
            }
            "IMM" => self.immediate(),
            "PROPERTY" => self.property(),
            "VERT" | "FRAG" | "GEOM" | "COMP" => Err(Diagnostic::error(
                t.span.clone(),
                "a processor header may only start the program",
            )),
            _ => self.instruction_or_mark(),
        }
    }

    fn instruction_or_mark(&mut self) -> PResult<()> {
        self.flow_opcode = false;
        let result = self.instruction();
        self.broken_flow |= result.is_err() && self.flow_opcode;
        result
    }

    // ---- PROPERTY --------------------------------------------------------

    fn property(&mut self) -> PResult<()> {
        let start = self.bump().span.start;
        let (name, name_span) = self.expect_ident("a property name")?;
        let upper = name.to_ascii_uppercase();
        let Some(kind) = property_kind(&upper) else {
            return Err(Diagnostic::error(
                name_span,
                format!("unknown property `{name}`"),
            ));
        };
        let (value, value_span) = match kind {
            PropertyKind::Uint => {
                let (v, span) = self.uint("an unsigned integer property value")?;
                (v.to_string(), span)
            }
            PropertyKind::Names(names, what) => {
                if !self.on_line() || !matches!(self.peek().kind, Kind::Ident | Kind::Word) {
                    return Err(self.unexpected(what));
                }
                let t = self.bump();
                let v = self.text(&t).to_ascii_uppercase();
                if !names.contains(&v.as_str()) {
                    return Err(Diagnostic::error(
                        t.span.clone(),
                        format!("expected {what}, found `{}`", self.text(&t)),
                    )
                    .with_note(format!("one of: {}", names.join(", "))));
                }
                (v, t.span)
            }
        };
        match upper.as_str() {
            "GS_INPUT_PRIMITIVE" => self.gs_vertices = vertices_per_primitive(&value),
            // Both make 0 * anything = 0 in MUL, MAD and the dot products.
            "MUL_ZERO_WINS" | "LEGACY_MATH_RULES" if value != "0" => {
                self.program.semantics.zero_times_inf = ZeroTimesInf::Zero;
            }
            _ => {}
        }
        self.end_statement()?;
        self.program.properties.push(Property {
            name: upper,
            value,
            span: Span::from(start..value_span.end),
        });
        Ok(())
    }

    // ---- IMM -------------------------------------------------------------

    fn immediate(&mut self) -> PResult<()> {
        let start = self.bump().span.start;
        let count = self.program.immediates.len();
        if self.at(Kind::LBracket) {
            self.bump();
            let (n, span) = self.uint("the immediate's index")?;
            if n as usize != count {
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "immediates must be numbered in order: expected IMM[{count}], found IMM[{n}]"
                    ),
                ));
            }
            self.expect(Kind::RBracket, "`]`")?;
        }
        let (ty_name, ty_span) = self.expect_ident("an immediate type (FLT32, UINT32 or INT32)")?;
        let ty = match ty_name.to_ascii_uppercase().as_str() {
            "FLT32" => ImmType::Flt32,
            "UINT32" => ImmType::Uint32,
            "INT32" => ImmType::Int32,
            "FLT64" | "INT64" | "UINT64" => {
                return Err(Diagnostic::error(
                    ty_span,
                    format!("64-bit immediates (`{ty_name}`) are not supported"),
                ));
            }
            _ => {
                return Err(Diagnostic::error(
                    ty_span,
                    format!(
                        "expected an immediate type (FLT32, UINT32 or INT32), found `{ty_name}`"
                    ),
                ));
            }
        };
        self.expect(Kind::LBrace, "`{`")?;
        let mut values = [0u32; 4];
        let mut len = 0usize;
        loop {
            let span_before = self.here();
            let value = self.imm_value(ty)?;
            if len == 4 {
                return Err(Diagnostic::error(
                    span_before,
                    "an immediate has at most 4 components",
                ));
            }
            values[len] = value;
            len += 1;
            if !self.eat(Kind::Comma) {
                break;
            }
        }
        let end = self.expect(Kind::RBrace, "`,` or `}`")?.span.end;
        self.end_statement()?;
        if count >= MAX_IMMEDIATES as usize {
            if !self.too_many_immediates {
                self.too_many_immediates = true;
                self.report(Diagnostic::error(
                    start..end,
                    format!("too many immediates: at most {MAX_IMMEDIATES} are allowed"),
                ));
            }
            return Ok(());
        }
        self.program.immediates.push(Immediate {
            ty,
            values,
            len: len as u8,
            span: Span::from(start..end),
        });
        Ok(())
    }

    /// One component of an immediate, as its raw word.
    fn imm_value(&mut self, ty: ImmType) -> PResult<u32> {
        let start = self.here().start;
        let negative = if self.eat(Kind::Minus) {
            true
        } else {
            self.eat(Kind::Plus);
            false
        };
        if !self.on_line() {
            return Err(self.unexpected("a number"));
        }
        let t = self.bump();
        let text = self.text(&t);
        let span = start..t.span.end;
        let bad = |msg: String| Diagnostic::error(span.clone(), msg);
        // A hexadecimal word is a bit pattern, whatever the type.
        if t.kind == Kind::Word && (text.starts_with("0x") || text.starts_with("0X")) {
            let digits = &text[2..];
            if negative {
                return Err(bad(format!("a bit pattern `{text}` cannot be negated")));
            }
            if digits.is_empty()
                || digits.len() > 8
                || !digits.bytes().all(|b| b.is_ascii_hexdigit())
            {
                return Err(bad(format!(
                    "invalid bit pattern `{text}`: expected 0x and 1 to 8 hexadecimal digits"
                )));
            }
            return u32::from_str_radix(digits, 16)
                .map_err(|_| bad(format!("invalid bit pattern `{text}`")));
        }
        let sign = if negative { "-" } else { "" };
        match ty {
            ImmType::Flt32 => {
                let mut literal = match t.kind {
                    Kind::Float => text.to_string(),
                    Kind::Word if text.bytes().all(|b| b.is_ascii_digit()) => text.to_string(),
                    Kind::Ident
                        if ["inf", "infinity", "nan"]
                            .iter()
                            .any(|w| w.eq_ignore_ascii_case(text)) =>
                    {
                        text.to_string()
                    }
                    _ => {
                        return Err(bad(format!(
                            "expected a float, found {}",
                            describe(t.kind, text)
                        )));
                    }
                };
                // `1.` (Mesa's strtof accepts a trailing point).
                if t.kind == Kind::Word
                    && self.on_line()
                    && self.peek().kind == Kind::Dot
                    && self.peek().span.start == t.span.end
                {
                    self.bump();
                    literal.push('.');
                }
                let value: f32 = format!("{sign}{literal}")
                    .parse()
                    .map_err(|_| bad(format!("invalid float `{sign}{literal}`")))?;
                Ok(value.to_bits())
            }
            ImmType::Uint32 | ImmType::Int32 => {
                if t.kind != Kind::Word || !text.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(bad(format!(
                        "expected an integer, found {}",
                        describe(t.kind, text)
                    )));
                }
                let too_large = || {
                    bad(format!(
                        "integer `{sign}{text}` does not fit in {}",
                        ty.name()
                    ))
                };
                let magnitude: u64 = text.parse().map_err(|_| too_large())?;
                if ty == ImmType::Uint32 {
                    if negative {
                        return Err(bad(format!("UINT32 immediate `-{text}` is negative")));
                    }
                    u32::try_from(magnitude).map_err(|_| too_large())
                } else {
                    let magnitude = i64::try_from(magnitude).map_err(|_| too_large())?;
                    let value = if negative { -magnitude } else { magnitude };
                    i32::try_from(value)
                        .map(|v| v as u32)
                        .map_err(|_| too_large())
                }
            }
        }
    }

    // ---- registers -------------------------------------------------------

    /// A register file name usable in operands and declarations.
    fn file(&mut self, in_declaration: bool) -> PResult<(Option<File>, Range<usize>)> {
        if !self.on_line() || self.peek().kind != Kind::Ident {
            return Err(self.unexpected("a register"));
        }
        let t = self.bump();
        let name = self.text(&t).to_ascii_uppercase();
        let file = match name.as_str() {
            "IN" => File::Input,
            "OUT" => File::Output,
            "TEMP" => File::Temp,
            "CONST" => File::Const,
            "IMM" => File::Immediate,
            "ADDR" => File::Address,
            "SAMP" => File::Sampler,
            "SV" => File::SystemValue,
            "SVIEW" if in_declaration => return Ok((None, t.span)),
            "SVIEW" | "NULL" | "IMAGE" | "BUFFER" | "MEMORY" | "HWATOMIC" | "PRED" | "LOOP" => {
                return Err(Diagnostic::error(
                    t.span.clone(),
                    format!("register file `{}` is not supported", self.text(&t)),
                ));
            }
            _ => {
                return Err(Diagnostic::error(
                    t.span.clone(),
                    format!("expected a register, found `{}`", self.text(&t)),
                ));
            }
        };
        Ok((Some(file), t.span))
    }

    /// `[index]` or `[ADDR[n].c +/- offset]`, the `[` already consumed.
    fn bracket(&mut self, file: File) -> PResult<(Bracket, Range<usize>)> {
        let start = self.here().start;
        let bracket = if self.at(Kind::Ident) {
            let (ind_file, file_span) = self.file(false)?;
            if ind_file != Some(File::Address) {
                return Err(Diagnostic::error(
                    file_span,
                    "only ADDR registers can be used for relative addressing",
                ));
            }
            self.expect(Kind::LBracket, "`[`")?;
            let (index, _) = self.index(File::Address)?;
            self.expect(Kind::RBracket, "`]`")?;
            let mut component = 0;
            if self.eat(Kind::Dot) {
                let (letters, span) = self.expect_ident("a component (x, y, z or w)")?;
                let mut chars = letters.chars();
                component = match (chars.next(), chars.next()) {
                    (Some(c), None) => shasm_ir::operand::component_from_letter(c, false),
                    _ => None,
                }
                .ok_or_else(|| {
                    Diagnostic::error(
                        span,
                        format!("expected one component (x, y, z or w) of the address register, found `{letters}`"),
                    )
                })?;
            }
            let mut offset = 0i32;
            if self.at(Kind::Plus) || self.at(Kind::Minus) {
                let negative = self.bump().kind == Kind::Minus;
                let (value, span) = self.uint("an offset")?;
                if value >= MAX_REGISTERS {
                    return Err(Diagnostic::error(
                        span,
                        format!(
                            "relative offset {value} is out of range: at most {}",
                            MAX_REGISTERS - 1
                        ),
                    ));
                }
                offset = if negative {
                    -(value as i32)
                } else {
                    value as i32
                };
            }
            Bracket::Indirect {
                reg: Indirect {
                    file: File::Address,
                    index,
                    component,
                },
                offset,
            }
        } else {
            Bracket::Index(self.index(file)?.0)
        };
        let end = self.expect(Kind::RBracket, "`]`")?.span.end;
        Ok((bracket, start..end))
    }

    fn register(&mut self) -> PResult<RegRef> {
        // `file(false)` rejects SVIEW, the only file without an IR file.
        let (file, file_span) = self.file(false)?;
        let file = file.unwrap_or(File::Sampler);
        self.expect(Kind::LBracket, "`[` after the register file")?;
        let first = self.bracket(file)?;
        let mut reg = RegRef {
            file,
            outer: None,
            inner: first,
            span: file_span.start..self.here().start,
        };
        if self.at(Kind::LBracket) {
            self.bump();
            let second = self.bracket(file)?;
            reg.outer = Some(std::mem::replace(&mut reg.inner, second));
        }
        // Mesa's optional array id `(n)`: accepted and dropped.
        if self.at(Kind::LParen) {
            self.bump();
            self.uint("an array id")?;
            self.expect(Kind::RParen, "`)`")?;
        }
        reg.span.end = self.toks[self.pos.saturating_sub(1)].span.end;
        Ok(reg)
    }

    fn operand(&mut self) -> PResult<Operand> {
        let start = self.here().start;
        if self.at(Kind::Word) || (self.at(Kind::Ident) && self.peek_at(1).kind != Kind::LBracket) {
            let t = self.bump();
            return Ok(Operand::Word {
                text: self.text(&t).to_string(),
                span: t.span,
            });
        }
        let negate = self.eat(Kind::Minus);
        let abs = self.eat(Kind::Bar);
        let reg = self.register()?;
        let mut suffix = None;
        if self.eat(Kind::Dot) {
            if !self.at(Kind::Ident) {
                return Err(self.unexpected("a swizzle or write mask after `.`"));
            }
            let t = self.bump();
            suffix = Some((self.text(&t).to_string(), t.span));
        }
        if abs {
            self.expect(Kind::Bar, "`|` closing the absolute value")?;
        }
        let end = self.toks[self.pos.saturating_sub(1)].span.end;
        Ok(Operand::Register {
            negate,
            abs,
            reg,
            suffix,
            span: start..end,
        })
    }

    // ---- instructions ----------------------------------------------------

    fn instruction(&mut self) -> PResult<()> {
        let op_tok = self.bump();
        let written = self.text(&op_tok);
        let op_span = op_tok.span.clone();
        let mut base = written.to_ascii_uppercase();
        let mut saturate = false;
        if let Some(b) = base.strip_suffix("_PRECISE") {
            // `_PRECISE` forbids reassociation; the IR never reassociates.
            base = b.to_string();
        }
        if let Some(b) = base.strip_suffix("_SAT") {
            saturate = true;
            base = b.to_string();
        }
        let Some(op) = ops::lookup(&base) else {
            let unsupported = ops::UNSUPPORTED_MESA_OPS.contains(&base.as_str());
            let message = if unsupported {
                format!("opcode `{written}` is not supported")
            } else {
                format!("unknown opcode `{written}`")
            };
            return Err(Diagnostic::error(op_span, message));
        };
        let opcode = op.opcode;
        self.flow_opcode = opcode.is_flow();
        let has_dst = opcode.has_dst();
        if saturate && !has_dst {
            return Err(Diagnostic::error(
                op_span,
                format!(
                    "`_SAT` needs an instruction with a destination; `{}` has none",
                    op.name
                ),
            ));
        }
        let nsrc = ops::num_srcs(opcode);
        let texture = ops::is_texture(opcode);
        let expected = usize::from(has_dst) + nsrc + if texture { 2 } else { 0 };
        let optional_stream = matches!(opcode, Opcode::Emit | Opcode::Endprim);

        let mut operands = Vec::new();
        if self.on_line() && self.peek().kind != Kind::Colon {
            operands.push(self.operand()?);
            while self.eat(Kind::Comma) {
                if self.peek().kind == Kind::Eof {
                    return Err(self.unexpected("an operand after `,`"));
                }
                operands.push(self.operand_any_line()?);
            }
        }
        let count_ok = operands.len() == expected || (optional_stream && operands.len() == 1);
        if texture && operands.len() > expected {
            return Err(Diagnostic::error(
                operands[expected].span(),
                "texture offsets are not supported",
            ));
        }
        if !count_ok {
            let what = describe_operands(has_dst, nsrc, texture);
            let message = format!(
                "`{}` takes {expected} operand{} ({what}), found {}",
                op.name,
                if expected == 1 { "" } else { "s" },
                operands.len()
            );
            let span = operands
                .get(expected)
                .map_or(op_span.clone(), Operand::span);
            return Err(Diagnostic::error(span, message));
        }

        let mut inst = Instruction::new(opcode);
        inst.modifiers.saturate = if saturate {
            Saturate::ZeroOne
        } else {
            Saturate::None
        };
        let mut info = InstInfo {
            op_span: op_span.clone(),
            ..InstInfo::default()
        };
        let mut rest = operands.into_iter();
        if has_dst && let Some(o) = rest.next() {
            inst.dst = Some(self.dst_operand(o)?);
        }
        if optional_stream {
            if let Some(o) = rest.next() {
                info.stream = Some(self.src_operand(o)?);
            }
        } else {
            for o in rest.by_ref().take(nsrc) {
                inst.src.push(self.src_operand(o)?);
            }
        }
        if texture {
            let (unit, sampler_span) = self.sampler_operand(rest.next())?;
            let target = self.target_operand(rest.next())?;
            info.sampler_span = Some(sampler_span);
            inst.extra = Extra::Texture(TexRef {
                unit,
                target,
                offset: None,
            });
        }
        if self.at(Kind::Colon) {
            let colon = self.bump();
            if !ops::is_branch(opcode) {
                return Err(Diagnostic::error(
                    colon.span,
                    format!("`{}` takes no `:label` target", op.name),
                ));
            }
            let (target, _) = self.uint("an instruction index after `:`")?;
            if opcode == Opcode::Cal {
                inst.extra = Extra::Label(target);
            }
            // The targets of IF/ELSE/loops are recomputed from the block
            // structure by the checker (tgsi_exec never reads them, and
            // Mesa's dumps print `:0` for them).
        }
        let end = self.toks[self.pos.saturating_sub(1)].span.end;
        inst.span = Span::from(op_span.start..end.max(op_span.end));
        self.end_statement()?;
        self.program.instructions.push(inst);
        self.insts.push(info);
        Ok(())
    }

    /// An operand after a comma, which may start on the next line.
    fn operand_any_line(&mut self) -> PResult<Operand> {
        if let Some(t) = self.toks.get_mut(self.pos) {
            t.line_start = false;
        }
        self.operand()
    }

    fn dst_operand(&mut self, o: Operand) -> PResult<Dst> {
        let Operand::Register {
            negate,
            abs,
            reg,
            suffix,
            span,
        } = o
        else {
            return Err(expected_register(&o, "a destination register"));
        };
        if negate || abs {
            return Err(Diagnostic::error(
                span,
                "a destination cannot be negated or take an absolute value",
            ));
        }
        if let Some((_, s)) = &reg.outer {
            return Err(Diagnostic::error(
                s.clone(),
                "two-dimensional destination registers are not supported",
            ));
        }
        let mask = match &suffix {
            None => WriteMask::XYZW,
            Some((letters, s)) => WriteMask::parse_ordered(letters, false).ok_or_else(|| {
                Diagnostic::error(s.clone(), format!("invalid write mask `.{letters}`"))
                    .with_label("expected x, y, z, w, each at most once, in that order")
            })?,
        };
        let mut dst = Dst::new(reg.file, 0)
            .masked(mask)
            .with_span(Span::from(span));
        match reg.inner.0 {
            Bracket::Index(i) => dst.index = i,
            Bracket::Indirect { reg: ind, offset } => {
                dst.index = u32::try_from(offset).map_err(|_| {
                    Diagnostic::error(
                        reg.inner.1.clone(),
                        "a relatively addressed destination needs a non-negative offset",
                    )
                })?;
                dst.indirect = Some(ind);
            }
        }
        Ok(dst)
    }

    fn src_operand(&mut self, o: Operand) -> PResult<Src> {
        let Operand::Register {
            negate,
            abs,
            reg,
            suffix,
            span,
        } = o
        else {
            return Err(expected_register(&o, "a source register"));
        };
        let swizzle = match &suffix {
            None => Swizzle::IDENTITY,
            Some((letters, s)) => Swizzle::parse(letters, false).ok_or_else(|| {
                Diagnostic::error(s.clone(), format!("invalid swizzle `.{letters}`"))
                    .with_label("expected 1 to 4 of the letters x, y, z, w")
            })?,
        };
        let mut src = Src::new(reg.file, 0)
            .swizzled(swizzle)
            .with_span(Span::from(span));
        src.abs = abs;
        src.negate = negate;
        match reg.inner.0 {
            Bracket::Index(i) => src.index = i as i32,
            Bracket::Indirect { reg: ind, offset } => {
                src.index = offset;
                src.indirect = Some(ind);
            }
        }
        if let Some((outer, outer_span)) = reg.outer {
            let limit = match (reg.file, self.program.stage) {
                (File::Const, _) => MAX_CONST_BUFFERS,
                (File::Input, Stage::Geometry) => self.gs_vertices.unwrap_or(MAX_GS_VERTICES),
                _ => {
                    return Err(Diagnostic::error(
                        outer_span,
                        format!(
                            "two-dimensional {} registers are not supported",
                            reg.file.name()
                        ),
                    ));
                }
            };
            let Bracket::Index(d) = outer else {
                return Err(Diagnostic::error(
                    outer_span,
                    "relative addressing of the outer index is not supported",
                ));
            };
            if d >= limit {
                let message = if reg.file == File::Const {
                    format!("constant buffer {d} is out of range: at most {}", limit - 1)
                } else {
                    format!(
                        "vertex index {d} is out of range: the input primitive has {limit} vertices"
                    )
                };
                return Err(Diagnostic::error(outer_span, message));
            }
            // Constant buffer 0 is the one-dimensional CONST file.
            if !(reg.file == File::Const && d == 0) {
                src.dimension = Some(d);
            }
        }
        Ok(src)
    }

    fn sampler_operand(&mut self, o: Option<Operand>) -> PResult<(u32, Range<usize>)> {
        let o = o.ok_or_else(|| self.unexpected("a sampler"))?;
        let span = o.span();
        match o {
            Operand::Register {
                negate: false,
                abs: false,
                reg:
                    RegRef {
                        file: File::Sampler,
                        outer: None,
                        inner: (Bracket::Index(unit), _),
                        ..
                    },
                suffix: None,
                ..
            } => Ok((unit, span)),
            _ => Err(Diagnostic::error(
                span,
                "expected a sampler `SAMP[n]` (without modifiers or relative addressing)",
            )),
        }
    }

    fn target_operand(&mut self, o: Option<Operand>) -> PResult<TexTarget> {
        let o = o.ok_or_else(|| self.unexpected("a texture target"))?;
        if let Operand::Word { text, span } = &o {
            if let Some(t) = TexTarget::from_name(text) {
                return Ok(t);
            }
            let upper = text.to_ascii_uppercase();
            if matches!(
                upper.as_str(),
                "2D_MSAA" | "2D_ARRAY_MSAA" | "CUBE_ARRAY" | "SHADOWCUBE_ARRAY" | "UNKNOWN"
            ) {
                return Err(Diagnostic::error(
                    span.clone(),
                    format!("texture target `{text}` is not supported"),
                ));
            }
        }
        Err(Diagnostic::error(
            o.span(),
            "expected a texture target (1D, 2D, 3D, CUBE, RECT, SHADOW1D, SHADOW2D, SHADOWRECT, 1D_ARRAY, 2D_ARRAY, SHADOW1D_ARRAY, SHADOW2D_ARRAY, SHADOWCUBE or BUFFER)",
        ))
    }

    // ---- DCL -------------------------------------------------------------

    fn declaration(&mut self) -> PResult<()> {
        let start = self.bump().span.start;
        let (file, file_span) = self.file(true)?;
        self.dcl_file = Some(file.unwrap_or(File::Sampler));
        self.expect(Kind::LBracket, "`[` after the register file")?;
        let gs_input = file == Some(File::Input) && self.program.stage == Stage::Geometry;
        let mut first = self.dcl_bracket(file, gs_input)?;
        let mut dimension = None;
        if self.at(Kind::LBracket) {
            self.bump();
            let second = self.dcl_bracket(file, false)?;
            match file {
                // Geometry inputs: the outer index is the vertex, implied by
                // the input primitive; the declaration covers the attributes.
                Some(File::Input) if gs_input => {}
                Some(File::Const) => {
                    let (outer_first, outer_last, span) = first.clone();
                    if outer_first != outer_last || outer_first.is_none() {
                        return Err(Diagnostic::error(
                            span,
                            "the constant buffer of a declaration is one index",
                        ));
                    }
                    let buffer = outer_first.unwrap_or(0);
                    if buffer >= MAX_CONST_BUFFERS {
                        return Err(Diagnostic::error(
                            span,
                            format!(
                                "constant buffer {buffer} is out of range: at most {}",
                                MAX_CONST_BUFFERS - 1
                            ),
                        ));
                    }
                    // Buffer 0 is the one-dimensional CONST file.
                    dimension = (buffer != 0).then_some(buffer);
                }
                _ => {
                    return Err(Diagnostic::error(
                        second.2,
                        "two-dimensional declarations are only supported for CONST and geometry-shader inputs",
                    ));
                }
            }
            first = second;
        }
        let (Some(first_index), Some(last_index), range_span) = first else {
            return Err(Diagnostic::error(
                first.2,
                "expected a register index or range",
            ));
        };
        if first_index > last_index {
            return Err(Diagnostic::error(
                range_span,
                format!(
                    "empty range [{first_index}..{last_index}]: the first index is greater than the last"
                ),
            ));
        }
        let Some(file) = file else {
            // Sampler views only give the sampled type; shasm's textures are
            // float, so the declaration is checked and dropped.
            return self.sampler_view();
        };
        if file == File::Immediate {
            return Err(Diagnostic::error(
                file_span,
                "immediates are declared with `IMM`, not `DCL`",
            ));
        }
        let mut decl = Declaration::new(file, first_index, last_index);
        decl.dimension = dimension;
        if self.eat(Kind::Dot) {
            let (letters, span) = self.expect_ident("a usage mask")?;
            decl.mask = WriteMask::parse_ordered(&letters, false).ok_or_else(|| {
                Diagnostic::error(span, format!("invalid usage mask `.{letters}`"))
                    .with_label("expected x, y, z, w, each at most once, in that order")
            })?;
        }
        while self.eat(Kind::Comma) {
            self.dcl_attribute(&mut decl)?;
        }
        if file == File::SystemValue && decl.semantic.is_none() {
            return Err(Diagnostic::error(
                start..self.here().start,
                "a system value declaration needs a semantic (e.g. `DCL SV[0], INSTANCEID`)",
            ));
        }
        let end = self.toks[self.pos.saturating_sub(1)].span.end;
        decl.span = Span::from(start..end);
        self.end_statement()?;
        self.program.declarations.push(decl);
        Ok(())
    }

    /// `first`, `first..last` or (geometry inputs) nothing, then `]`.
    fn dcl_bracket(&mut self, file: Option<File>, may_be_empty: bool) -> PResult<DclRange> {
        let start = self.here().start;
        if may_be_empty && self.at(Kind::RBracket) {
            let end = self.bump().span.end;
            return Ok((None, None, start..end));
        }
        let file_name = file.map_or("SVIEW", File::name);
        let (first_index, _) = self.uint("a register index")?;
        let mut last_index = first_index;
        if self.eat(Kind::DotDot) {
            last_index = self.uint("the last register index")?.0;
        }
        let range_end = self.toks[self.pos.saturating_sub(1)].span.end;
        self.expect(Kind::RBracket, "`]` or `..`")?;
        let span = start..range_end;
        for value in [first_index, last_index] {
            if value >= MAX_REGISTERS {
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "declared range reaches index {value}: {file_name} indices go up to {}",
                        MAX_REGISTERS - 1
                    ),
                ));
            }
        }
        Ok((Some(first_index), Some(last_index), span))
    }

    fn dcl_attribute(&mut self, decl: &mut Declaration) -> PResult<()> {
        let stage = self.program.stage;
        if !self.on_line() || self.peek().kind != Kind::Ident {
            return Err(
                self.unexpected("a semantic, an interpolation mode or a declaration attribute")
            );
        }
        let t = self.bump();
        let word = self.text(&t);
        let upper = word.to_ascii_uppercase();
        match upper.as_str() {
            "ARRAY" => {
                self.expect(Kind::LParen, "`(`")?;
                self.uint("an array id")?;
                self.expect(Kind::RParen, "`)`")?;
                return Ok(());
            }
            "LOCAL" | "INVARIANT" | "CENTER" => return Ok(()),
            "CENTROID" | "SAMPLE" => {
                return Err(Diagnostic::error(
                    t.span,
                    format!("interpolation location `{word}` is not supported"),
                ));
            }
            "STREAM" => {
                self.expect(Kind::LParen, "`(`")?;
                for i in 0..4 {
                    if i > 0 {
                        self.expect(Kind::Comma, "`,`")?;
                    }
                    let (stream, span) = self.uint("a stream number")?;
                    if stream != 0 {
                        return Err(Diagnostic::error(span, "only stream 0 is supported"));
                    }
                }
                self.expect(Kind::RParen, "`)`")?;
                return Ok(());
            }
            _ => {}
        }
        let semantic = SemanticName::from_name(&upper)
            .filter(|s| !matches!(s, SemanticName::Quaternion | SemanticName::View));
        // Mesa's order: the semantic comes before the interpolation mode
        // (`COLOR` is both).
        let semantic_slot = decl.semantic.is_none() && decl.interpolation.is_none();
        if let Some(interp) =
            Interpolation::from_name(&upper).filter(|_| !(semantic_slot && semantic.is_some()))
        {
            if decl.file != File::Input || stage == Stage::Vertex {
                return Err(Diagnostic::error(
                    t.span,
                    "an interpolation mode applies to fragment-shader inputs only",
                ));
            }
            if decl.interpolation.is_some() {
                return Err(Diagnostic::error(t.span, "a second interpolation mode"));
            }
            decl.interpolation = Some(interp);
            return Ok(());
        }
        let Some(name) = semantic else {
            return Err(Diagnostic::error(
                t.span,
                format!("unknown semantic or declaration attribute `{word}`"),
            ));
        };
        let vs_input = decl.file == File::Input && stage == Stage::Vertex;
        if vs_input || !matches!(decl.file, File::Input | File::Output | File::SystemValue) {
            let what = if vs_input {
                "vertex-shader inputs take no semantic".to_string()
            } else {
                format!("{} declarations take no semantic", decl.file.name())
            };
            return Err(Diagnostic::error(t.span, what));
        }
        if decl.semantic.is_some() {
            return Err(Diagnostic::error(t.span, "a second semantic"));
        }
        let mut index = 0;
        if self.eat(Kind::LBracket) {
            index = self.uint("a semantic index")?.0;
            self.expect(Kind::RBracket, "`]`")?;
        }
        decl.semantic = Some(Semantic { name, index });
        Ok(())
    }

    /// The rest of `DCL SVIEW[n], TARGET, TYPE[, TYPE, TYPE, TYPE]`.
    fn sampler_view(&mut self) -> PResult<()> {
        self.expect(Kind::Comma, "`,` and a texture target")?;
        if !self.on_line() || !matches!(self.peek().kind, Kind::Ident | Kind::Word) {
            return Err(self.unexpected("a texture target"));
        }
        let t = self.bump();
        let target = Operand::Word {
            text: self.text(&t).to_string(),
            span: t.span,
        };
        self.target_operand(Some(target))?;
        self.expect(Kind::Comma, "`,` and a return type")?;
        let mut count = 0;
        loop {
            let (ty, span) =
                self.expect_ident("a return type (UNORM, SNORM, SINT, UINT or FLOAT)")?;
            if !["UNORM", "SNORM", "SINT", "UINT", "FLOAT"]
                .iter()
                .any(|n| n.eq_ignore_ascii_case(&ty))
            {
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "expected a return type (UNORM, SNORM, SINT, UINT or FLOAT), found `{ty}`"
                    ),
                ));
            }
            count += 1;
            if count == 4 || !self.eat(Kind::Comma) {
                break;
            }
        }
        self.end_statement()
    }
}

fn expected_register(o: &Operand, what: &str) -> Diagnostic {
    let found = match o {
        Operand::Word { text, .. } => format!("`{text}`"),
        Operand::Register { .. } => "a register".into(),
    };
    Diagnostic::error(o.span(), format!("expected {what}, found {found}"))
}

fn describe_operands(has_dst: bool, nsrc: usize, texture: bool) -> String {
    let mut parts = Vec::new();
    if has_dst {
        parts.push("a destination".to_string());
    }
    match nsrc {
        0 => {}
        1 => parts.push("a source".into()),
        n => parts.push(format!("{n} sources")),
    }
    if texture {
        parts.push("a sampler".into());
        parts.push("a texture target".into());
    }
    match parts.len() {
        0 => "none".into(),
        1 => parts.remove(0),
        _ => {
            let last = parts.pop().unwrap_or_default();
            format!("{} and {last}", parts.join(", "))
        }
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

enum PropertyKind {
    Uint,
    Names(&'static [&'static str], &'static str),
}

const PRIMITIVES: &[&str] = &[
    "POINTS",
    "LINES",
    "LINE_LOOP",
    "LINE_STRIP",
    "TRIANGLES",
    "TRIANGLE_STRIP",
    "TRIANGLE_FAN",
    "QUADS",
    "QUAD_STRIP",
    "POLYGON",
    "LINES_ADJACENCY",
    "LINE_STRIP_ADJACENCY",
    "TRIANGLES_ADJACENCY",
    "TRIANGLE_STRIP_ADJACENCY",
    "PATCHES",
];

/// Mesa's property names (`tgsi_strings.c`) and the kind of their value.
fn property_kind(name: &str) -> Option<PropertyKind> {
    Some(match name {
        "GS_INPUT_PRIMITIVE" | "GS_OUTPUT_PRIMITIVE" | "TES_PRIM_MODE" => {
            PropertyKind::Names(PRIMITIVES, "a primitive name")
        }
        "FS_COORD_ORIGIN" => {
            PropertyKind::Names(&["UPPER_LEFT", "LOWER_LEFT"], "a coordinate origin")
        }
        "FS_COORD_PIXEL_CENTER" => {
            PropertyKind::Names(&["HALF_INTEGER", "INTEGER"], "a pixel center")
        }
        "NEXT_SHADER" => PropertyKind::Names(
            &["VERT", "TESS_CTRL", "TESS_EVAL", "GEOM", "FRAG", "COMP"],
            "a processor name",
        ),
        "GS_MAX_OUTPUT_VERTICES"
        | "FS_COLOR0_WRITES_ALL_CBUFS"
        | "FS_DEPTH_LAYOUT"
        | "VS_PROHIBIT_UCPS"
        | "GS_INVOCATIONS"
        | "VS_WINDOW_SPACE_POSITION"
        | "TCS_VERTICES_OUT"
        | "TES_SPACING"
        | "TES_VERTEX_ORDER_CW"
        | "TES_POINT_MODE"
        | "NUM_CLIPDIST_ENABLED"
        | "NUM_CULLDIST_ENABLED"
        | "FS_EARLY_DEPTH_STENCIL"
        | "FS_POST_DEPTH_COVERAGE"
        | "CS_FIXED_BLOCK_WIDTH"
        | "CS_FIXED_BLOCK_HEIGHT"
        | "CS_FIXED_BLOCK_DEPTH"
        | "MUL_ZERO_WINS"
        | "VS_BLIT_SGPRS_AMD"
        | "CS_USER_DATA_COMPONENTS_AMD"
        | "LAYER_VIEWPORT_RELATIVE"
        | "FS_BLEND_EQUATION_ADVANCED"
        | "SEPARABLE_PROGRAM"
        | "LEGACY_MATH_RULES" => PropertyKind::Uint,
        _ => return None,
    })
}

/// Whether `name` is a property the parser accepts.
pub fn is_property(name: &str) -> bool {
    property_kind(name).is_some()
}

/// Vertices per input primitive of a geometry shader (Mesa's
/// `u_vertices_per_prim`).
fn vertices_per_primitive(prim: &str) -> Option<u32> {
    Some(match prim {
        "POINTS" => 1,
        "LINES" | "LINE_LOOP" | "LINE_STRIP" => 2,
        "TRIANGLES" | "TRIANGLE_STRIP" | "TRIANGLE_FAN" => 3,
        "LINES_ADJACENCY" | "LINE_STRIP_ADJACENCY" => 4,
        "TRIANGLES_ADJACENCY" | "TRIANGLE_STRIP_ADJACENCY" => 6,
        _ => return None,
    })
}
