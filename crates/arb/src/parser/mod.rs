//! The parser: the grammar of ARB_vertex_program §2.14.1 and
//! ARB_fragment_program §3.11.2, one statement at a time.
//!
//! Nothing recurses: every rule is a loop over tokens, so deep or long
//! input costs linear time and no stack. A syntax error ends its statement;
//! parsing resumes after the next `;` so that one load reports several
//! errors (at most [`shasm_diag::MAX_ERRORS`]; the rest are counted).

// A failed parse step returns its diagnostic by value; errors are rare and
// short-lived, so boxing them would cost more code than the larger `Err`
// (a diagnostic with its related places) costs at run time.
#![allow(clippy::result_large_err)]

mod bindings;
mod instruction;

use crate::ast::*;
use crate::lexer::{Cursor, Tok, Token, lex};
use crate::profile::Profile;
use crate::table::{self, ProgramKind};
use shasm_diag::Diagnostic;

pub(crate) type PResult<T> = Result<T, Diagnostic>;

/// A syntax error with its stable code.
pub(crate) fn syntax(span: Span, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(span, message).with_code("arb/syntax")
}

/// Parse a program. Returns the statements that parsed and every syntax
/// error (empty when the text is a program of the grammar).
pub fn parse(text: &str, kind: ProgramKind, profile: &Profile) -> (Ast, Vec<Diagnostic>) {
    let (ast, errors, _) = parse_counted(text, kind, profile);
    (ast, errors)
}

/// [`parse`], with the number of errors found past
/// [`shasm_diag::MAX_ERRORS`] and not kept (for
/// [`shasm_diag::LoadError::with_dropped`]).
pub fn parse_counted(
    text: &str,
    kind: ProgramKind,
    profile: &Profile,
) -> (Ast, Vec<Diagnostic>, usize) {
    let mut ast = Ast {
        kind,
        options: Vec::new(),
        statements: Vec::new(),
    };
    let header = kind.header();
    if !text.starts_with(header) {
        let d = crate::lexer::missing_header(text, header, "arb/header");
        return (ast, vec![d], 0);
    }
    let mut p = Parser {
        text,
        tokens: lex(text, header.len()),
        pos: 0,
        kind,
        profile: *profile,
        level: table::BASE,
        errors: Vec::new(),
        dropped: 0,
    };
    p.program(&mut ast);
    (ast, p.errors, p.dropped)
}

pub struct Parser<'t> {
    pub text: &'t str,
    pub tokens: Vec<Token>,
    pub pos: usize,
    pub kind: ProgramKind,
    pub profile: Profile,
    /// The NV option level the options so far select ([`table::nv_level`]).
    pub level: table::Level,
    pub errors: Vec<Diagnostic>,
    /// Errors past [`shasm_diag::MAX_ERRORS`], counted but not kept.
    pub dropped: usize,
}

impl<'t> Parser<'t> {
    fn program(&mut self, ast: &mut Ast) {
        let mut seen_statement = false;
        // An `OPTION` named an option this profile does not support: the
        // parse stops at the first statement after the options.
        let mut unknown_option = false;
        // Past the instruction limit the load fails (the checker says so
        // at the first instruction too many); the statements after it are
        // skipped, not built, so that huge inputs stay cheap.
        let limit = self.profile.limits(self.kind).instructions as usize + 1;
        let mut instructions = 0usize;
        loop {
            // Past the cap, parsing goes on (it is linear) so that the
            // final note counts every error, but only the count is kept.
            self.dropped += shasm_diag::spill(&mut self.errors);
            if instructions > limit && !self.at_word("END") && self.peek().is_some() {
                self.recover();
                continue;
            }
            let Some(tok) = self.peek().cloned() else {
                let end = self.text.len();
                self.errors.push(
                    syntax(end..end, "the program ends without `END`").with_code("arb/missing-end"),
                );
                return;
            };
            let word = self.slice(&tok);
            if tok.kind == Tok::Word && word == "END" {
                self.pos += 1;
                // <program> ::= <optionSequence> <statementSequence> "END":
                // only whitespace and comments may follow.
                if let Some(extra) = self.peek() {
                    self.errors.push(
                        Diagnostic::error(
                            extra.span.clone(),
                            "text after `END`: the program must end with `END`",
                        )
                        .with_code("arb/text-after-end"),
                    );
                }
                return;
            }
            let is_option = tok.kind == Tok::Word && word == "OPTION";
            if unknown_option && !is_option {
                // The load fails at the unknown option (ARB_vertex_program
                // §2.14.1: "a program fails to load if it specifies an
                // option the GL does not support"), and what the statements
                // mean may depend on it (`OPTION MESA_texture_array;` makes
                // `ARRAY2D` a target): reporting them would report errors
                // that are only consequences. The options' diagnostic says
                // the rest was not checked.
                return;
            }
            let start = tok.span.start;
            let result = if is_option {
                if seen_statement {
                    // <program> ::= <optionSequence> <statementSequence> "END"
                    Err(Diagnostic::error(
                        tok.span.clone(),
                        "OPTION must come before the first statement",
                    )
                    .with_code("arb/option-after-statement"))
                } else {
                    self.option().map(|o| {
                        if !crate::check::is_known_option(self.kind, &o.name.text, &self.profile) {
                            unknown_option = true;
                            let mut d = crate::check::unknown_option(&o.name, self.kind, &self.profile);
                            if o.name.text.starts_with("ARB_fragment_coord_") {
                                d = d.with_note(format!(
                                    "profile `{}` has no ARB_fragment_coord_conventions (profile `default` has it)",
                                    self.profile.name
                                ));
                            }
                            self.errors.push(d);
                        }
                        // The level is the highest any option selects, so
                        // each new option only raises it: folding it in
                        // keeps a long option sequence linear.
                        self.level = self
                            .level
                            .max(table::nv_level(self.kind, [o.name.text.as_str()]));
                        ast.options.push(o);
                    })
                }
            } else if tok.kind == Tok::Word
                && table::has_labels(self.kind, self.level)
                && self.peek_at(1).is_some_and(|t| t.kind == Tok::Colon)
            {
                // <statement> ::= <branchLabel> ":" (no `;` follows).
                seen_statement = true;
                self.pos += 2;
                ast.statements.push(Stmt {
                    statement: Statement::Label(Ident {
                        text: word.to_string(),
                        span: tok.span.clone(),
                    }),
                    span: start..self.prev_end(),
                });
                continue;
            } else {
                seen_statement = true;
                self.statement().map(|statement| {
                    if matches!(statement, Statement::Instruction(_)) {
                        instructions += 1;
                    }
                    ast.statements.push(Stmt {
                        statement,
                        span: start..self.prev_end(),
                    })
                })
            };
            match result {
                Ok(()) => {
                    if let Err(d) = self.end_statement() {
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

    fn option(&mut self) -> PResult<OptionStmt> {
        self.pos += 1;
        let name = self.ident()?;
        Ok(OptionStmt { name })
    }

    fn statement(&mut self) -> PResult<Statement> {
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.eof_error("a statement"))?;
        let word = self.slice(&tok).to_string();
        if tok.kind != Tok::Word {
            return Err(syntax(
                tok.span.clone(),
                format!("expected a statement, found {}", tok.kind.describe()),
            ));
        }
        match word.as_str() {
            "ATTRIB" => {
                self.pos += 1;
                let name = self.ident()?;
                self.expect(Tok::Equals)?;
                if let Some((attrib, index)) = self.opt_relative_vertex_attrib()? {
                    return Ok(Statement::AttribRelative {
                        name,
                        attrib,
                        index,
                    });
                }
                let start = self.here();
                let binding = self.attrib_binding()?;
                Ok(Statement::Attrib {
                    name,
                    binding,
                    binding_span: start..self.prev_end(),
                })
            }
            "PARAM" => {
                self.pos += 1;
                self.param_statement()
            }
            "TEMP" => {
                self.pos += 1;
                Ok(Statement::Temp(self.name_list()?))
            }
            "ADDRESS" if self.kind == ProgramKind::Vertex => {
                self.pos += 1;
                Ok(Statement::Address(self.name_list()?))
            }
            "OUTPUT" => {
                self.pos += 1;
                let name = self.ident()?;
                self.expect(Tok::Equals)?;
                if let Some(index) = self.opt_relative_result()? {
                    return Ok(Statement::OutputRelative { name, index });
                }
                let start = self.here();
                let binding = self.result_binding()?;
                Ok(Statement::Output {
                    name,
                    binding,
                    binding_span: start..self.prev_end(),
                })
            }
            "SHORT" | "LONG" if self.kind == ProgramKind::Fragment && self.level > table::BASE => {
                self.pos += 1;
                let size = if word == "SHORT" {
                    VarSize::Short
                } else {
                    VarSize::Long
                };
                if !(self.at_word("TEMP") || self.at_word("OUTPUT")) {
                    let found = self.here();
                    return Err(syntax(
                        found..found,
                        format!("expected TEMP or OUTPUT after {word}"),
                    ));
                }
                let statement = Box::new(self.statement()?);
                Ok(Statement::Sized { size, statement })
            }
            "ALIAS" => {
                self.pos += 1;
                let name = self.ident()?;
                self.expect(Tok::Equals)?;
                let target = self.ident()?;
                Ok(Statement::Alias { name, target })
            }
            _ => match table::lookup_at(&word, self.kind, self.level) {
                Some(mnemonic) => {
                    self.pos += 1;
                    self.instruction(mnemonic, tok.span.clone())
                        .map(|i| Statement::Instruction(Box::new(i)))
                }
                None => {
                    let mut d = Diagnostic::error(
                        tok.span.clone(),
                        format!(
                            "`{}` is not an instruction or statement of {} programs",
                            crate::clip(&word),
                            self.kind.header()
                        ),
                    )
                    .with_code("arb/unknown-instruction");
                    let known = table::TABLE
                        .iter()
                        .filter(|r| r.available(self.kind, self.level))
                        .map(|r| r.name)
                        .chain(["ATTRIB", "PARAM", "TEMP", "ADDRESS", "OUTPUT", "ALIAS"]);
                    if let Some(help) = shasm_diag::did_you_mean(&word, known) {
                        d = d.with_label(help);
                    }
                    Err(d)
                }
            },
        }
    }

    fn param_statement(&mut self) -> PResult<Statement> {
        let name = self.ident()?;
        if self.eat(Tok::LBracket).is_some() {
            let size = match self.peek().map(|t| t.kind) {
                Some(Tok::RBracket) => None,
                _ => Some(self.integer()?),
            };
            self.expect(Tok::RBracket)?;
            self.expect(Tok::Equals)?;
            self.expect(Tok::LBrace)?;
            let mut items = Vec::new();
            loop {
                let start = self.here();
                let item = self.param_item(true, true)?;
                items.push(Item {
                    item,
                    span: start..self.prev_end(),
                });
                if self.eat(Tok::Comma).is_none() {
                    break;
                }
            }
            self.expect(Tok::RBrace)?;
            return Ok(Statement::Param {
                name,
                array: Some(size),
                items,
            });
        }
        self.expect(Tok::Equals)?;
        let start = self.here();
        let item = self.param_item(true, false)?;
        Ok(Statement::Param {
            name,
            array: None,
            items: vec![Item {
                item,
                span: start..self.prev_end(),
            }],
        })
    }

    fn name_list(&mut self) -> PResult<Vec<Ident>> {
        let mut names = vec![self.ident()?];
        while self.eat(Tok::Comma).is_some() {
            names.push(self.ident()?);
        }
        Ok(names)
    }

    /// An `<integer>` (at most 4294967295).
    pub(crate) fn integer(&mut self) -> PResult<(u32, Span)> {
        match self.peek().cloned() {
            Some(t) if t.kind == Tok::Integer => {
                self.pos += 1;
                let text = self.slice(&t);
                let value = text.parse::<u32>().map_err(|_| {
                    Diagnostic::error(
                        t.span.clone(),
                        format!("`{}` is too large", crate::clip(text)),
                    )
                    .with_code("arb/number-out-of-range")
                })?;
                Ok((value, t.span))
            }
            Some(t) => Err(syntax(
                t.span.clone(),
                format!(
                    "expected an integer, found `{}`",
                    crate::clip(self.slice(&t))
                ),
            )),
            None => Err(self.eof_error("an integer")),
        }
    }

    /// `"[" <integer> "]"`.
    pub(crate) fn bracketed(&mut self) -> PResult<(u32, Span)> {
        self.expect(Tok::LBracket)?;
        let n = self.integer()?;
        self.expect(Tok::RBracket)?;
        Ok(n)
    }

    /// `n` if it is below `limit`, else an error at its token ("<integer>
    /// from 0 to MAX_...-1" in the grammars).
    pub(crate) fn below(&self, (n, span): (u32, Span), limit: u32, what: &str) -> PResult<u32> {
        if n < limit {
            Ok(n)
        } else {
            Err(Diagnostic::error(
                span,
                format!(
                    "{what} {n} is out of range: this profile allows 0 to {}",
                    i64::from(limit) - 1
                ),
            )
            .with_code("arb/index-out-of-range"))
        }
    }

    /// `"[" <integer> "]"` if the next token is `[`.
    pub(crate) fn opt_bracketed(&mut self) -> PResult<Option<(u32, Span)>> {
        if matches!(self.peek(), Some(t) if t.kind == Tok::LBracket) {
            self.bracketed().map(Some)
        } else {
            Ok(None)
        }
    }
}

/// Parse a `state.*` binding written on its own (`state.light[0].diffuse`,
/// `state.matrix.mvp.row[1..2]`): the vectors it names, in order, or the
/// reason it is not a state binding of a `kind` program under `profile`.
/// `--set` names GL state this way.
pub fn state_binding(
    text: &str,
    kind: ProgramKind,
    profile: &Profile,
) -> Result<Vec<shasm_ir::StateBinding>, Diagnostic> {
    let mut p = Parser {
        text,
        tokens: lex(text, 0),
        pos: 0,
        kind,
        profile: *profile,
        level: table::BASE,
        errors: Vec::new(),
        dropped: 0,
    };
    let item = p.param_item(true, true)?;
    if let Some(extra) = p.peek() {
        return Err(syntax(
            extra.span.clone(),
            "unexpected text after the state binding",
        ));
    }
    match item {
        crate::ast::ParamItem::State(bindings) => Ok(bindings),
        _ => Err(syntax(0..text.len(), "not a `state.*` binding")),
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
        "arb/syntax"
    }
}
