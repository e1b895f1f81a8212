//! `DEFINE` and `DECLARE` statements: new names, constant values and name
//! lookup (§3.11.2, §3.11.3).

use super::*;

impl Parser<'_> {
    // ---- DEFINE / DECLARE -------------------------------------------------

    /// A name being defined: checks spelling, reservation and redefinition.
    pub(super) fn new_name(&mut self) -> PResult<(String, ByteSpan)> {
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("a name"))?;
        match tok.kind {
            Tok::Word => {}
            Tok::NumWord | Tok::Number | Tok::BadNumber => {
                return Err(coded(
                    "nv-fp/invalid-name",
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
            // The uses of the name would each be "undefined": this error
            // stands for them (one mistake, one diagnostic).
            self.undefined
                .entry(name.clone())
                .or_insert(Undefined::Reserved);
            return Err(coded(
                "nv-fp/reserved-name",
                tok.span.clone(),
                format!("`{name}` cannot be used as a name"),
            )
            .with_label(reason));
        }
        if let Some(prev) = self.symbols.get(&name) {
            return Err(coded(
                "nv-fp/duplicate-name",
                tok.span.clone(),
                format!("`{name}` is already defined"),
            )
            .with_label("redefined here")
            .with_related(prev.span.clone(), "first defined here"));
        }
        Ok((name, tok.span))
    }

    pub(super) fn add_symbol(&mut self, name: String, symbol: Symbol, span: ByteSpan) {
        // A use before this definition was reported as undefined: say why.
        if let Some(&Undefined::Reported { diagnostic, .. }) = self.undefined.get(&name)
            && let Some(d) = self.diags.get_mut(diagnostic)
        {
            let (line, _) = shasm_diag::line_col(self.text, span.start);
            d.notes.push(format!(
                "`{name}` is defined later, on line {line}; names must be defined before they are used"
            ));
        }
        self.symbols.insert(name, SymbolEntry { symbol, span });
    }

    pub(super) fn define(&mut self, ast: &mut Ast) -> PResult<()> {
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
        self.define_index
            .insert(name.clone(), ast.defines.len() - 1);
        self.add_symbol(name, symbol, span);
        Ok(())
    }

    pub(super) fn declare(&mut self, ast: &mut Ast) -> PResult<()> {
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
    pub(super) fn constant_value(&mut self) -> PResult<Constant> {
        match self.peek_kind() {
            Some(Tok::LBrace) => Ok(Constant::Vector(self.vector_literal()?)),
            Some(Tok::Word) => {
                let tok = self.bump().ok_or_else(|| self.expected("a constant"))?;
                match self.lookup(&tok)? {
                    Symbol::Scalar(v) => Ok(Constant::Scalar(v)),
                    Symbol::Vector(v) => Ok(Constant::Vector(v)),
                    Symbol::Param(_) => Err(coded(
                        "nv-fp/not-a-constant",
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
    pub(super) fn signed_scalar_constant(&mut self) -> PResult<u32> {
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
                    Symbol::Vector(_) => Err(coded(
                        "nv-fp/not-a-scalar",
                        tok.span.clone(),
                        format!(
                            "`{}` is a vector constant; a scalar is needed here",
                            self.text_of(&tok)
                        ),
                    )),
                    Symbol::Param(_) => Err(coded(
                        "nv-fp/not-a-constant",
                        tok.span.clone(),
                        format!(
                            "`{}` is a DECLAREd parameter, not a constant",
                            self.text_of(&tok)
                        ),
                    )),
                }
            }
            Tok::Word => Err(coded(
                "nv-fp/signed-name",
                tok.span.clone(),
                "a sign cannot be applied to a named constant here",
            )
            .with_label("only numbers take a sign in constant definitions")),
            _ => Err(self.expected("a number")),
        }
    }

    pub(super) fn number(&self, tok: &Token, negative: bool) -> PResult<u32> {
        parse_number(self.text_of(tok), negative).ok_or_else(|| self.malformed_number(tok))
    }

    pub(super) fn malformed_number(&self, tok: &Token) -> Diagnostic {
        coded(
            "nv-fp/malformed-number",
            tok.span.clone(),
            format!("malformed number `{}`", self.text_of(tok)),
        )
        .with_label("an exponent needs digits")
    }

    /// `{ c [, c [, c [, c]]] }`, expanded with (0, 0, 1) (§3.11.2).
    pub(super) fn vector_literal(&mut self) -> PResult<[u32; 4]> {
        let open = self.expect(Tok::LBrace, "`{`")?;
        if let Some(close) = self.eat(Tok::RBrace) {
            return Err(coded(
                "nv-fp/vector-size",
                open.span.start..close.span.end,
                "a vector constant needs 1 to 4 components",
            ));
        }
        let mut values = vec![self.signed_scalar_constant()?];
        while self.eat(Tok::Comma).is_some() {
            let start = self.here().start;
            let v = self.signed_scalar_constant()?;
            if values.len() == 4 {
                return Err(coded(
                    "nv-fp/vector-size",
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
    pub(super) fn lookup(&mut self, tok: &Token) -> PResult<Symbol> {
        let name = self.text_of(tok);
        if let Some(entry) = self.symbols.get(name) {
            return Ok(entry.symbol.clone());
        }
        if let Some(undefined) = self.undefined.get_mut(name) {
            // Reported at its first use, or refused where it was defined,
            // already: one mistake, one error.
            if let Undefined::Reported { more, .. } = undefined {
                *more += 1;
            }
            return Err(Diagnostic::error(tok.span.clone(), String::new()));
        }
        let mut d = coded(
            "nv-fp/undefined-name",
            tok.span.clone(),
            format!("undefined name `{name}`"),
        );
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
        self.undefined.insert(
            name.to_string(),
            Undefined::Reported {
                diagnostic: self.diags.len(),
                more: 0,
            },
        );
        self.error(d.clone());
        Err(Diagnostic {
            message: String::new(),
            ..d
        })
    }
}
