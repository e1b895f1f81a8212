//! Source operands: signs, absolute values, registers, named and inline
//! constants, local parameters, and texture operands (§3.11.3).

use super::*;

impl Parser<'_> {
    /// A source operand; `vector` tells whether the slot is `<vectorSrc>`
    /// or `<scalarSrc>` (§3.11.3).
    pub(super) fn src(&mut self, vector: bool) -> PResult<SrcOp> {
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
                return Err(coded(
                    "nv-fp/abs-suffix",
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
                return Err(coded(
                    "nv-fp/scalar-needs-component",
                    op.span.clone(),
                    "a scalar operand needs exactly one component selector",
                )
                .with_label("add `.x`, `.y`, `.z` or `.w`"));
            }
        }
        Ok(op)
    }

    /// An optional `+`/`-`: `Some(true)` for `-`.
    pub(super) fn sign(&mut self) -> Option<bool> {
        match self.peek_kind() {
            Some(Tok::Minus) => self.bump().map(|_| true),
            Some(Tok::Plus) => self.bump().map(|_| false),
            _ => None,
        }
    }

    /// `<baseVectorSrc>` / `<baseScalarSrc>` after its optional sign.
    pub(super) fn base_src(&mut self, start: usize, sign: Option<bool>) -> PResult<SrcOp> {
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
                return Err(coded(
                    "nv-fp/malformed-number",
                    tok.span.clone(),
                    format!("malformed number `{}`", self.text_of(&tok)),
                )
                .with_label("numbers are decimal: digits, a fraction, an exponent"));
            }
            Tok::Plus | Tok::Minus => {
                return Err(
                    coded("nv-fp/double-sign", tok.span.clone(), "too many signs")
                        .with_label("one `+` or `-` at most"),
                );
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
                self.define_index.get(word).copied()
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
                    return Err(coded(
                        "nv-fp/invalid-swizzle",
                        span,
                        "a source swizzle has 1 or 4 components",
                    )
                    .with_label("write e.g. `.x` or `.xyzw`"));
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
    pub(super) fn glued_to_number(&self, num: &Token) -> PResult<()> {
        let Some(next) = self.peek() else {
            return Ok(());
        };
        if next.span.start != num.span.end {
            return Ok(());
        }
        let joined = self.text.get(num.span.start..next.span.end).unwrap_or("");
        match next.kind {
            Tok::Word if self.text_of(num).ends_with('.') => Err(coded(
                "nv-fp/scalar-literal-suffix",
                num.span.end - 1..next.span.end,
                "a scalar literal takes no component suffix",
            )),
            Tok::Number | Tok::NumWord | Tok::BadNumber | Tok::Word => Err(coded(
                "nv-fp/malformed-number",
                num.span.start..next.span.end,
                format!("malformed number `{joined}`"),
            )),
            _ => Ok(()),
        }
    }

    pub(super) fn no_suffix_on_scalar(&mut self, what: &str) -> PResult<()> {
        if self.peek_kind() == Some(Tok::Dot) {
            let dot = self.here();
            let end = self.peek_at(1).map_or(dot.end, |t| t.span.end);
            return Err(coded(
                "nv-fp/no-suffix",
                dot.start..end,
                format!("{what} takes no component suffix"),
            ));
        }
        Ok(())
    }

    /// A word in operand position: register, `f[..]`, `p[..]` or a name.
    pub(super) fn named_src(&mut self, tok: &Token) -> PResult<(SrcBase, ByteSpan)> {
        let word = self.text_of(tok);
        if let Some(temp) = self.temp_register(tok)? {
            self.bump();
            return Ok((SrcBase::Temp(temp), tok.span.clone()));
        }
        if matches!(word, "RC" | "HC") {
            return Err(coded(
                "nv-fp/write-only-register",
                tok.span.clone(),
                format!("{word} is write-only"),
            )
            .with_label("cannot be read"));
        }
        if self.peek_at(1).map(|t| t.kind) == Some(Tok::LBracket) {
            match word {
                "f" => {
                    let (name, span) = self.bracketed_word()?;
                    let attr = attribute(&name).ok_or_else(|| {
                        coded(
                            "nv-fp/unknown-register",
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
                        return Err(coded(
                            "nv-fp/register-out-of-range",
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
                    return Err(coded(
                        "nv-fp/write-only-register",
                        span,
                        "output registers are write-only",
                    )
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
    pub(super) fn local_param(&mut self) -> PResult<(SrcBase, ByteSpan)> {
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
            return Err(coded(
                "nv-fp/syntax",
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
            return Err(coded(
                "nv-fp/register-out-of-range",
                span,
                format!("p[{}] does not exist", crate::clip(self.text_of(&tok))),
            )
            .with_label(format!(
                "local parameters are p[0]..p[{}]",
                max.saturating_sub(1)
            )));
        }
        Ok((SrcBase::Local(index as u32), span))
    }

    /// `, TEXn, TARGET`
    pub(super) fn texture(&mut self) -> PResult<TexOp> {
        self.expect(Tok::Comma, "`,`")?;
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("a texture unit"))?;
        let word = self.peek_word().unwrap_or("");
        let unit = word.strip_prefix("TEX").and_then(canonical_number);
        let Some(unit) = unit else {
            return Err(coded(
                "nv-fp/syntax",
                tok.span.clone(),
                format!(
                    "expected a texture unit (TEX0..TEX15), found {}",
                    self.found()
                ),
            ));
        };
        if unit >= self.limits.texture_units {
            let last = self.limits.texture_units.saturating_sub(1);
            return Err(coded(
                "nv-fp/register-out-of-range",
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
                return Err(coded(
                    "nv-fp/syntax",
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
pub(super) fn attribute(name: &str) -> Option<Attr> {
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
