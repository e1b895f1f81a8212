//! Source operands: signs, absolute values, registers (`v[]`, `c[]` with
//! relative addressing, `Rn`), swizzles and ARA's address operand.

use super::*;

impl Parser<'_> {
    // ---- sources ------------------------------------------------------------

    /// `<vectorSrc>` or `<scalarSrc>`.
    pub(super) fn source(&mut self, scalar: bool) -> PResult<SrcOperand> {
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
        let end = self.prev_end();
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
    pub(super) fn sign(&mut self) -> PResult<bool> {
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
            self.error(
                "nv-vp/double-sign",
                span,
                "only one sign may precede an operand",
            );
            return Err(Fail);
        }
        Ok(negate)
    }

    /// `<srcRegister>`: `v[..]`, `c[..]` or `Rn`.
    pub(super) fn source_register(&mut self) -> PResult<(SrcReg, Range<usize>)> {
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
                self.error(
                    "nv-vp/write-only-register",
                    span,
                    "result registers o[] are write-only",
                );
                Err(Fail)
            }
            "A0" | "A1" => {
                self.error(
                    "nv-vp/address-as-operand",
                    first,
                    "an address register is not a floating-point operand (use it as an index: \
                     `c[A0.x]`)",
                );
                Err(Fail)
            }
            "CC" => {
                self.error(
                    "nv-vp/cc-as-operand",
                    first,
                    "the condition code cannot be read as an operand",
                );
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
    pub(super) fn bad_register_name(&mut self, name: &str, span: Range<usize>) {
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
        self.error("nv-vp/bad-register-name", span, message);
    }

    /// A decimal index, saturated (range checks report values too large).
    pub(super) fn number(&mut self) -> PResult<(u64, Range<usize>)> {
        let t = self.expect(Tok::Int, "a register number")?;
        let value = self.text(&t).parse::<u64>().unwrap_or(u64::MAX);
        Ok((value, t.span))
    }

    /// The source text of a span (ASCII tokens).
    pub(super) fn slice(&self, span: &Range<usize>) -> &str {
        self.src
            .get(span.clone())
            .and_then(|b| std::str::from_utf8(b).ok())
            .unwrap_or("?")
    }

    /// `v[n]` or `v[MNEMONIC]`.
    pub(super) fn attrib_register(&mut self) -> PResult<(u32, Range<usize>)> {
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
                        self.error("nv-vp/unknown-attribute", t.span, message);
                        return Err(Fail);
                    }
                }
            }
            _ => return Err(self.expected("a vertex attribute number or name")),
        };
        let close = self.expect(Tok::RBracket, "`]`")?;
        let span = start..close.span.end;
        if index >= u64::from(table::ATTRIBUTES) {
            let written = crate::clip(self.slice(&index_span));
            let message = format!("`v[{written}]` does not exist: attributes are v[0] to v[15]");
            self.error("nv-vp/register-out-of-range", index_span, message);
            return Ok((0, span));
        }
        if self.version.is_state_program() && index != 0 {
            self.error(
                "nv-vp/state-program-attribute",
                span.clone(),
                "vertex state programs can read only v[0] (§2.14.5)",
            );
        }
        Ok((index as u32, span))
    }

    /// `c[n]` or `c[An.c +/- n]`.
    pub(super) fn param_register(&mut self) -> PResult<(ParamRef, Range<usize>)> {
        let start = self.bump().span.start;
        self.expect(Tok::LBracket, "`[` after `c`")?;
        let param = match self.peek_kind() {
            Tok::Int => {
                let (index, span) = self.number()?;
                let count = self.version.parameters();
                if index >= u64::from(count) {
                    let message = format!(
                        "`c[{}]` does not exist: {} programs address c[0] to c[{}]",
                        crate::clip(self.slice(&span)),
                        self.version,
                        count - 1
                    );
                    self.error("nv-vp/register-out-of-range", span, message);
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
                "nv-vp/invariant-relative-addressing",
                span.clone(),
                "a position-invariant !!VP1.1 program cannot use relative addressing (§2.14.6.1)",
            );
        }
        Ok((param, span))
    }

    /// `An.c [+ n | - n]` inside `c[...]`.
    pub(super) fn relative_address(&mut self) -> PResult<ParamRef> {
        let reg_tok = self.bump();
        let register = address_number(self.text(&reg_tok)).unwrap_or(0);
        if register >= self.version.address_registers() {
            self.error(
                "nv-vp/requires-vp2",
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
                self.error("nv-vp/invalid-address-component", comp_tok.span, message);
                return Err(Fail);
            }
        };
        if component != 0 && !self.version.is_vp2() {
            let message = format!(
                "only `A0.x` can index program parameters in {} programs",
                self.version
            );
            self.error(
                "nv-vp/requires-vp2",
                reg_tok.span.start..comp_tok.span.end,
                message,
            );
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
                        crate::clip(self.slice(&span)),
                        self.version
                    );
                    self.error("nv-vp/offset-out-of-range", span, message);
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
    pub(super) fn source_swizzle(
        &mut self,
        scalar: bool,
        operand_start: usize,
    ) -> PResult<Swizzle> {
        if self.peek_kind() != Tok::Dot {
            if scalar {
                let end = self.prev_end();
                self.error_labelled(
                    "nv-vp/scalar-needs-component",
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
            self.error("nv-vp/invalid-swizzle", span, message);
            return Ok(Swizzle::IDENTITY);
        };
        if scalar && components.len() != 1 {
            let message =
                format!("a scalar operand selects exactly one component, found `.{text}`");
            self.error("nv-vp/invalid-swizzle", span, message);
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
                self.error("nv-vp/invalid-swizzle", span, message);
                Ok(Swizzle::IDENTITY)
            }
        }
    }

    /// `[ "." swizzle ]` in a condition mask (same forms as a vector source).
    pub(super) fn optional_swizzle(&mut self) -> PResult<Swizzle> {
        if self.peek_kind() != Tok::Dot {
            return Ok(Swizzle::IDENTITY);
        }
        let start = self.peek().span.start;
        self.source_swizzle(false, start)
    }

    /// ARA's operand: a whole address register, no sign, bars or swizzle.
    pub(super) fn address_operand(&mut self) -> PResult<SrcOperand> {
        let first = self.peek().span.clone();
        let number = match self.peek_kind() {
            Tok::Ident => address_number(self.peek_text()),
            Tok::Minus | Tok::Plus | Tok::Bar => {
                self.error(
                    "nv-vp/ara-operand",
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
            self.error(
                "nv-vp/requires-vp2",
                first.clone(),
                "`A1` is only available in !!VP2.0 programs",
            );
        }
        if self.peek_kind() == Tok::Dot {
            let dot = self.bump().span;
            let end = if self.peek_kind() == Tok::Ident {
                self.bump().span.end
            } else {
                dot.end
            };
            self.error(
                "nv-vp/ara-operand",
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
}

/// A register name in the wrong case or with a leading zero (`r0`, `a0`,
/// `cc`, `R01`).
pub(super) fn looks_like_register(name: &str) -> bool {
    let canonical = canonical_case(name);
    (canonical != name
        && (temp_number(&canonical).is_some()
            || address_number(&canonical).is_some()
            || canonical == "CC"))
        || name.strip_prefix('R').is_some_and(|d| {
            d.len() > 1 && d.starts_with('0') && d.bytes().all(|b| b.is_ascii_digit())
        })
}

pub(super) fn canonical_case(name: &str) -> String {
    name.to_ascii_uppercase()
}

/// Component letters `x y z w` (lower-case only, §3.1 notes).
pub(super) fn parse_components(text: &str) -> Option<Vec<u8>> {
    text.chars()
        .map(|c| match c {
            'x' | 'y' | 'z' | 'w' => component_from_letter(c, false),
            _ => None,
        })
        .collect()
}
