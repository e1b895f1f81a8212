//! The parser: the grammar of NV_gpu_program4 §2.X.2 (condensed in notes
//! §2) with the program-type parts of NV_vertex_program4 and
//! NV_fragment_program4, one statement at a time, on the tokens of the ARB
//! lexer (`shasm_arb::lexer`: the token set is the same; hex integers are
//! its digit-led words).
//!
//! Nothing recurses. A syntax error ends its statement; parsing resumes
//! after the next `;`, so one load reports several errors.

// A failed parse step returns its diagnostic by value; errors are rare and
// short-lived, so boxing them would cost more code than the larger `Err`
// (a diagnostic with its related places) costs at run time.
#![allow(clippy::result_large_err)]

mod bindings;
mod buffer;
mod geometry;
mod instruction;

pub use buffer::{BUFFER_BINDINGS, BUFFER_WORDS, buffer_elements};
pub use instruction::{rule_name, target_name};

use crate::ast::*;
use crate::table::{ProgramKind, Ty};
use shasm_arb::lexer::{Cursor, Tok, Token, lex};
use shasm_diag::Diagnostic;

pub(crate) type PResult<T> = Result<T, Diagnostic>;

pub(crate) fn syntax(span: Span, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(span, message).with_code("gp4/syntax")
}

pub(crate) fn clip(text: &str) -> String {
    shasm_diag::clip(text)
}

/// Parse a program of type `kind`: the statements that parsed and every
/// syntax error.
pub fn parse(text: &str, kind: ProgramKind) -> (Ast, Vec<Diagnostic>) {
    let (ast, errors, _) = parse_counted(text, kind);
    (ast, errors)
}

/// [`parse`], with the number of errors found past
/// [`shasm_diag::MAX_ERRORS`] and not kept (for
/// [`shasm_diag::LoadError::with_dropped`]).
pub fn parse_counted(text: &str, kind: ProgramKind) -> (Ast, Vec<Diagnostic>, usize) {
    let mut ast = Ast {
        kind,
        options: Vec::new(),
        geometry: Vec::new(),
        statements: Vec::new(),
    };
    let header = kind.header();
    if !text.starts_with(header) {
        // notes §1.1: "The header must be the very first bytes of the
        // string, with no whitespace before it" [ARBvp].
        let d = shasm_arb::lexer::missing_header(text, header, "gp4/header");
        return (ast, vec![d], 0);
    }
    let mut p = Parser {
        text,
        tokens: lex(text, header.len()),
        pos: 0,
        kind,
        errors: Vec::new(),
        dropped: 0,
        declared: std::collections::HashSet::new(),
    };
    p.program(&mut ast);
    (ast, p.errors, p.dropped)
}

pub(crate) struct Parser<'t> {
    pub(crate) text: &'t str,
    pub(crate) tokens: Vec<Token>,
    pub(crate) pos: usize,
    pub(crate) kind: ProgramKind,
    pub(crate) errors: Vec<Diagnostic>,
    /// Errors past [`shasm_diag::MAX_ERRORS`], counted but not kept.
    pub(crate) dropped: usize,
    /// The names declared so far: `KIL GT;` reads a variable `GT` if one
    /// is declared, and is otherwise a condition-code test (notes §7.2).
    pub(crate) declared: std::collections::HashSet<String>,
}

const TYPE_MODS: [&str; 3] = ["INT", "UINT", "FLOAT"];
const SIZE_MODS: [&str; 2] = ["SHORT", "LONG"];
const INTERP_MODS: [&str; 3] = ["FLAT", "CENTROID", "NOPERSPECTIVE"];
const DECLS: [&str; 7] = [
    "TEMP", "ATTRIB", "PARAM", "OUTPUT", "ALIAS", "BUFFER", "BUFFER4",
];

impl<'t> Parser<'t> {
    fn program(&mut self, ast: &mut Ast) {
        let mut statements_started = false;
        // Geometry declarations (<declSequence>) follow the options too.
        let mut declarations_started = false;
        let mut instructions = 0usize;
        loop {
            // Past the cap, parsing goes on (it is linear) so that the
            // final note counts every error, but only the count is kept.
            self.dropped += shasm_diag::spill(&mut self.errors);
            if instructions > crate::check::MAX_INSTRUCTIONS {
                // The checker refuses the first instruction past the limit
                // (which is at most MAX_INSTRUCTIONS: the prologue and a
                // fog option only lower it) with one diagnostic; what
                // follows cannot make the program load, so it is neither
                // parsed nor kept, and a hostile file of millions of
                // instructions costs no more than one of 4097.
                return;
            }
            let Some(t) = self.peek().cloned() else {
                let end = self.text.len();
                self.errors.push(
                    syntax(end..end, "the program must end with `END`")
                        .with_code("gp4/missing-end"),
                );
                return;
            };
            let word = self.slice(&t);
            if t.kind == Tok::Word && word == "END" {
                // notes §11.26: text after END is ignored.
                return;
            }
            let start = t.span.start;
            if t.kind == Tok::Word && word == "OPTION" {
                self.pos += 1;
                let r = self.ident().and_then(|name| {
                    self.expect_semicolon()?;
                    Ok(name)
                });
                match r {
                    Ok(_) if statements_started || declarations_started => {
                        // §2.X.6 / notes §1.2: options come first.
                        self.errors.push(
                            Diagnostic::error(
                                t.span.clone(),
                                "OPTION must come before every declaration and instruction",
                            )
                            .with_code("gp4/option-position"),
                        );
                    }
                    Ok(name) => ast.options.push(name),
                    Err(d) => {
                        self.errors.push(d);
                        self.recover();
                    }
                }
                continue;
            }
            if self.kind == ProgramKind::Geometry
                && t.kind == Tok::Word
                && geometry::DECLARATIONS.contains(&word)
            {
                declarations_started = true;
                self.geometry_declaration(ast, statements_started);
                continue;
            }
            statements_started = true;
            match self.statement() {
                Ok(statement) => {
                    instructions += usize::from(matches!(statement, Statement::Instruction(_)));
                    let end = self.prev_end();
                    let label = matches!(statement, Statement::Label(_));
                    ast.statements.push(Stmt {
                        statement,
                        span: start..end,
                    });
                    // A statement missing only its `;` is kept (its names
                    // stay declared), and parsing goes on at the next line,
                    // so that the one mistake gives one error.
                    if !label && let Err(d) = self.end_statement() {
                        self.errors.push(d);
                    }
                }
                Err(d) => {
                    self.errors.push(d);
                    self.recover();
                }
            }
        }
    }

    fn statement(&mut self) -> PResult<Statement> {
        let Some(t) = self.peek().cloned() else {
            return Err(self.eof_error("a statement"));
        };
        if t.kind != Tok::Word {
            return Err(syntax(
                t.span.clone(),
                format!(
                    "expected an instruction or a declaration, found `{}`",
                    clip(self.slice(&t))
                ),
            ));
        }
        let word = self.slice(&t);
        if matches!(self.peek_at(1), Some(n) if n.kind == Tok::Colon) {
            self.pos += 2;
            return Ok(Statement::Label(Ident {
                text: word.to_string(),
                span: t.span,
            }));
        }
        let is_mod =
            TYPE_MODS.contains(&word) || SIZE_MODS.contains(&word) || INTERP_MODS.contains(&word);
        if is_mod || DECLS.contains(&word) {
            let s = self.declaration()?;
            self.note_declared(&s);
            return Ok(s);
        }
        let i = self.instruction()?;
        Ok(Statement::Instruction(Box::new(i)))
    }

    fn note_declared(&mut self, s: &Statement) {
        let names: Vec<&Ident> = match s {
            Statement::Temp { names, .. } => names.iter().map(|d| &d.name).collect(),
            Statement::Attrib { decl, .. }
            | Statement::Param { decl, .. }
            | Statement::Output { decl, .. }
            | Statement::Buffer { decl, .. } => vec![&decl.name],
            Statement::Alias { name, .. } => vec![name],
            Statement::Label(_) | Statement::Instruction(_) => Vec::new(),
        };
        for n in names {
            self.declared.insert(n.text.clone());
        }
    }

    fn var_mods(&mut self) -> PResult<VarMods> {
        let mut mods = VarMods::default();
        while let Some(t) = self.peek().cloned() {
            let word = self.slice(&t);
            if t.kind != Tok::Word {
                break;
            }
            let twice = |what: &str| {
                Diagnostic::error(
                    t.span.clone(),
                    format!("a declaration takes at most one {what} modifier"),
                )
                .with_code("gp4/duplicate-modifier")
            };
            if let Some(k) = TYPE_MODS.iter().position(|m| *m == word) {
                if mods.ty.is_some() {
                    return Err(twice("data type"));
                }
                let ty = [Ty::Signed, Ty::Unsigned, Ty::Float][k];
                mods.ty = Some((ty, t.span.clone()));
            } else if let Some(k) = SIZE_MODS.iter().position(|m| *m == word) {
                if mods.size.is_some() {
                    return Err(twice("size"));
                }
                mods.size = Some((k == 1, t.span.clone()));
            } else if INTERP_MODS.contains(&word) {
                let slot = match word {
                    "FLAT" => &mut mods.flat,
                    "CENTROID" => &mut mods.centroid,
                    _ => &mut mods.noperspective,
                };
                if slot.is_some() {
                    return Err(Diagnostic::error(
                        t.span.clone(),
                        format!("`{word}` is given twice"),
                    )
                    .with_code("gp4/duplicate-modifier"));
                }
                *slot = Some(t.span.clone());
            } else {
                break;
            }
            mods.words.push((word.to_string(), t.span.clone()));
            self.pos += 1;
        }
        Ok(mods)
    }

    fn declaration(&mut self) -> PResult<Statement> {
        let mods = self.var_mods()?;
        let Some(t) = self.peek().cloned() else {
            return Err(self.eof_error("TEMP, ATTRIB, PARAM or OUTPUT"));
        };
        let word = self.slice(&t);
        match word {
            "TEMP" => {
                self.pos += 1;
                let mut names = Vec::new();
                loop {
                    names.push(self.declared()?);
                    if self.eat(Tok::Comma).is_none() {
                        break;
                    }
                }
                Ok(Statement::Temp { mods, names })
            }
            "ATTRIB" => {
                self.pos += 1;
                let decl = self.declared()?;
                self.expect(Tok::Equals)?;
                let bindings = self.binding_list(decl.array.is_some(), Self::attrib_binding)?;
                Ok(Statement::Attrib {
                    mods,
                    decl,
                    bindings,
                })
            }
            "OUTPUT" => {
                self.pos += 1;
                let decl = self.declared()?;
                self.expect(Tok::Equals)?;
                let bindings = self.binding_list(decl.array.is_some(), Self::result_binding)?;
                Ok(Statement::Output {
                    mods,
                    decl,
                    bindings,
                })
            }
            "PARAM" => {
                self.pos += 1;
                let decl = self.declared()?;
                self.expect(Tok::Equals)?;
                let mut items = Vec::new();
                if decl.array.is_some() {
                    self.expect(Tok::LBrace)?;
                    loop {
                        let start = self.here();
                        let item = self.param_item(true)?;
                        items.push((item, start..self.prev_end()));
                        if self.eat(Tok::Comma).is_none() {
                            break;
                        }
                    }
                    self.expect(Tok::RBrace)?;
                } else {
                    let start = self.here();
                    let item = self.param_item(true)?;
                    items.push((item, start..self.prev_end()));
                }
                Ok(Statement::Param { mods, decl, items })
            }
            "ALIAS" => {
                if let Some((_, span)) = mods.words.first() {
                    return Err(Diagnostic::error(span.clone(), "ALIAS takes no modifiers")
                        .with_code("gp4/bad-modifier"));
                }
                self.pos += 1;
                let name = self.ident()?;
                self.expect(Tok::Equals)?;
                let target = self.ident()?;
                Ok(Statement::Alias { name, target })
            }
            "BUFFER" | "BUFFER4" => self.buffer_declaration(mods, word == "BUFFER4"),
            _ => Err(syntax(
                t.span.clone(),
                format!(
                    "expected TEMP, ATTRIB, PARAM or OUTPUT, found `{}`",
                    clip(word)
                ),
            )),
        }
    }

    /// `name`, `name[N]` or `name[]`.
    fn declared(&mut self) -> PResult<Declared> {
        let name = self.ident()?;
        let array = if self.eat(Tok::LBracket).is_some() {
            if self.eat(Tok::RBracket).is_some() {
                Some(None)
            } else {
                let n = self.integer()?;
                self.expect(Tok::RBracket)?;
                Some(Some(n))
            }
        } else {
            None
        };
        Ok(Declared { name, array })
    }

    /// One binding, or `{ binding, ... }` for an array.
    fn binding_list<B>(
        &mut self,
        array: bool,
        one: fn(&mut Self, bool) -> PResult<(B, u32)>,
    ) -> PResult<Vec<(B, u32, Span)>> {
        let mut out = Vec::new();
        if !array {
            let start = self.here();
            let (b, n) = one(self, false)?;
            out.push((b, n, start..self.prev_end()));
            return Ok(out);
        }
        self.expect(Tok::LBrace)?;
        loop {
            let start = self.here();
            let (b, n) = one(self, true)?;
            out.push((b, n, start..self.prev_end()));
            if self.eat(Tok::Comma).is_none() {
                break;
            }
        }
        self.expect(Tok::RBrace)?;
        Ok(out)
    }

    /// A PARAM item: a constant, or a `program.*`/`state.*` binding (the
    /// ARB binding grammar, through `shasm_arb`'s parser).
    pub(crate) fn param_item(&mut self, multiple: bool) -> PResult<ParamItem> {
        let Some(t) = self.peek().cloned() else {
            return Err(self.eof_error("a parameter binding"));
        };
        match t.kind {
            Tok::LBrace | Tok::Integer | Tok::Float | Tok::NumWord | Tok::Minus | Tok::Plus => {
                self.constant(true).map(ParamItem::Constant)
            }
            Tok::Word if self.at_buffer_binding() => Err(self.buffer_binding_misused()),
            Tok::Word if matches!(self.slice(&t), "program" | "state") => {
                let mut arb = shasm_arb::parser::Parser {
                    text: self.text,
                    tokens: std::mem::take(&mut self.tokens),
                    pos: self.pos,
                    kind: self.kind.arb(),
                    profile: shasm_arb::Profile::default(),
                    level: shasm_arb::table::BASE,
                    errors: Vec::new(),
                    dropped: 0,
                };
                let item = arb.param_item(true, multiple);
                self.tokens = std::mem::take(&mut arb.tokens);
                self.pos = arb.pos;
                item.map_err(crate::arb_diagnostic)?
                    .binding()
                    .ok_or_else(|| syntax(t.span, "expected a binding"))
            }
            _ => Err(syntax(
                t.span.clone(),
                format!(
                    "expected a parameter binding (state.*, program.*, or a constant), found `{}`",
                    clip(self.slice(&t))
                ),
            )),
        }
    }

    /// A constant: `{a, b, c, d}` (1 to 4 signed numbers) or a scalar;
    /// `signed` allows a sign before a scalar (declarations; in an
    /// instruction a leading `-` is the negation modifier, notes §11.5).
    pub(crate) fn constant(&mut self, signed: bool) -> PResult<Constant> {
        if self.eat(Tok::LBrace).is_some() {
            let mut values = Vec::new();
            loop {
                values.push(self.number(true)?);
                if values.len() == 4 || self.eat(Tok::Comma).is_none() {
                    break;
                }
            }
            self.expect(Tok::RBrace)?;
            return Ok(Constant {
                values,
                scalar: false,
            });
        }
        let n = self.number(signed)?;
        Ok(Constant {
            values: vec![n],
            scalar: true,
        })
    }

    /// A number: `<float>`, or `<int>` in decimal or `0x` hex (notes §1.5).
    fn number(&mut self, signed: bool) -> PResult<(Number, Span)> {
        let start = self.here();
        let mut negative = false;
        if signed {
            if self.eat(Tok::Minus).is_some() {
                negative = true;
            } else {
                self.eat(Tok::Plus);
            }
        }
        let Some(t) = self.peek().cloned() else {
            return Err(self.eof_error("a number"));
        };
        let text = self.slice(&t);
        let span = start..t.span.end;
        let too_large = || {
            Diagnostic::error(t.span.clone(), format!("`{}` is too large", clip(text)))
                .with_code("gp4/constant-out-of-range")
        };
        let number = match t.kind {
            Tok::Integer => match text.parse::<u64>() {
                Ok(value) => Number::Int { value, negative },
                Err(_) => {
                    let f = text.parse::<f64>().map_err(|_| too_large())? as f32;
                    Number::BigInt(if negative { -f } else { f })
                }
            },
            Tok::NumWord if text.starts_with("0x") || text.starts_with("0X") => {
                let digits = &text[2..];
                if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
                    return Err(syntax(
                        t.span.clone(),
                        format!("`{}` is not a hex integer", clip(text)),
                    ));
                }
                Number::Int {
                    value: u64::from_str_radix(digits, 16).map_err(|_| too_large())?,
                    negative,
                }
            }
            Tok::Float => {
                let v: f32 = text.parse().unwrap_or(f32::INFINITY);
                Number::Float(if negative { -v } else { v })
            }
            _ => {
                return Err(syntax(
                    t.span.clone(),
                    format!("expected a number, found `{}`", clip(text)),
                ));
            }
        };
        self.pos += 1;
        Ok((number, span))
    }

    /// A non-negative `<int>` that fits in 32 bits (decimal or hex).
    pub(crate) fn integer(&mut self) -> PResult<(u32, Span)> {
        let (n, span) = self.number(false)?;
        match n {
            Number::Int { value, .. } => {
                u32::try_from(value)
                    .map(|v| (v, span.clone()))
                    .map_err(|_| {
                        Diagnostic::error(span, "the integer is too large")
                            .with_code("gp4/constant-out-of-range")
                    })
            }
            Number::BigInt(_) => Err(Diagnostic::error(span, "the integer is too large")
                .with_code("gp4/constant-out-of-range")),
            Number::Float(_) => Err(syntax(span, "expected an integer")),
        }
    }

    pub(crate) fn bracketed(&mut self) -> PResult<(u32, Span)> {
        self.expect(Tok::LBracket)?;
        let n = self.integer()?;
        self.expect(Tok::RBracket)?;
        Ok(n)
    }

    /// `[n]` or, where `range`, `[n..m]`: (first, count).
    pub(crate) fn bracketed_range(&mut self, range: bool) -> PResult<(u32, u32)> {
        self.expect(Tok::LBracket)?;
        let (first, _) = self.integer()?;
        let mut count = 1;
        if range && self.eat(Tok::DotDot).is_some() {
            let (last, span) = self.integer()?;
            if last < first {
                return Err(Diagnostic::error(
                    span,
                    format!("range {first}..{last} ends before it starts"),
                )
                .with_code("gp4/bad-range"));
            }
            count = last - first + 1;
        }
        self.expect(Tok::RBracket)?;
        Ok((first, count))
    }
}

impl<'t> Cursor<'t> for Parser<'t> {
    fn text(&self) -> &'t str {
        self.text
    }

    fn tokens(&self) -> &[Token] {
        &self.tokens
    }

    fn pos(&self) -> usize {
        self.pos
    }

    fn advance(&mut self) {
        self.pos += 1;
    }

    fn syntax_code(&self) -> &'static str {
        "gp4/syntax"
    }
}
