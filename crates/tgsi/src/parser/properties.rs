//! `PROPERTY` and `IMM` statements: Mesa's property names and immediate
//! values.

use super::{PResult, Parser, describe};
use crate::lexer::Kind;
use crate::limits::MAX_IMMEDIATES;
use shasm_diag::Diagnostic;
use shasm_ir::{ImmType, Immediate, Item, Property, PropertyName, Span, ValueKind, ZeroTimesInf};

impl<'s> Parser<'s> {
    // ---- PROPERTY --------------------------------------------------------

    pub(super) fn property(&mut self) -> PResult<()> {
        let start = self.bump().span.start;
        let (name, name_span) = self.expect_ident("a property name")?;
        let Some(key) = PropertyName::from_name(&name).filter(|k| k.is_tgsi()) else {
            return Err(
                Diagnostic::error(name_span, format!("unknown property `{name}`"))
                    .with_code("tgsi/unknown-property"),
            );
        };
        let kind = key.kind();
        let (value, value_span) = match kind {
            ValueKind::Uint | ValueKind::Bool => {
                let (v, span) = self.uint(kind.description())?;
                (kind.from_uint(v), span)
            }
            ValueKind::Primitive
            | ValueKind::CoordOrigin
            | ValueKind::PixelCenter
            | ValueKind::Processor => {
                let what = kind.description();
                if !self.on_line() || !matches!(self.peek().kind, Kind::Ident | Kind::Word) {
                    return Err(self.unexpected(what));
                }
                let t = self.bump();
                let Some(v) = kind.from_name(self.text(&t)) else {
                    return Err(Diagnostic::error(
                        t.span.clone(),
                        format!("expected {what}, found `{}`", self.text(&t)),
                    )
                    .with_code("tgsi/bad-property-value")
                    .with_note(format!("one of: {}", kind.names().join(", "))));
                };
                (Some(v), t.span)
            }
        };
        // The table gives each name a value of its own kind.
        let Some(property) = value.and_then(|v| Property::new(key, v)) else {
            return Err(
                Diagnostic::error(value_span, format!("bad value for property `{key}`"))
                    .with_code("tgsi/bad-property-value"),
            );
        };
        match property {
            Property::GsInputPrimitive(prim) => self.gs_vertices = prim.vertices(),
            // Both make 0 * anything = 0 in MUL, MAD and the dot products.
            Property::MulZeroWins(true) | Property::LegacyMathRules(true) => {
                self.program.semantics.zero_times_inf = ZeroTimesInf::Zero;
            }
            _ => {}
        }
        self.end_statement()?;
        self.program.spans.set_item(
            Item::Property,
            self.program.properties.len(),
            Span::from(start..value_span.end),
        );
        self.program.properties.push(property);
        Ok(())
    }

    // ---- IMM -------------------------------------------------------------

    pub(super) fn immediate(&mut self) -> PResult<()> {
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
                ).with_code("tgsi/immediate-order"));
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
                )
                .with_code("tgsi/unsupported-immediate-type"));
            }
            _ => {
                return Err(Diagnostic::error(
                    ty_span,
                    format!(
                        "expected an immediate type (FLT32, UINT32 or INT32), found `{ty_name}`"
                    ),
                )
                .with_code("tgsi/bad-immediate-type"));
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
                )
                .with_code("tgsi/too-many-components"));
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
                self.report(
                    Diagnostic::error(
                        start..end,
                        format!("too many immediates: at most {MAX_IMMEDIATES} are allowed"),
                    )
                    .with_code("tgsi/too-many-immediates"),
                );
            }
            return Ok(());
        }
        self.program.spans.set_item(
            Item::Immediate,
            self.program.immediates.len(),
            Span::from(start..end),
        );
        self.program.immediates.push(Immediate {
            ty,
            values,
            len: len as u8,
        });
        Ok(())
    }

    /// One component of an immediate, as its raw word.
    pub(super) fn imm_value(&mut self, ty: ImmType) -> PResult<u32> {
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
        let bad = |msg: String| Diagnostic::error(span.clone(), msg).with_code("tgsi/bad-number");
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
}
