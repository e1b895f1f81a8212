//! Destination operands: result, temporary, `CC`, address and (vertex
//! state programs) parameter registers, write masks and condition masks.

use super::*;

impl Parser<'_> {
    // ---- destinations ------------------------------------------------------

    /// `<maskedDstReg>`: a result, temporary, `CC` (VP2) or, in a vertex
    /// state program, an absolute `c[n]`.
    pub(super) fn destination(&mut self) -> PResult<DstOperand> {
        let result = self.destination_operand();
        if result.is_err() {
            self.destination_unknown = true;
        }
        result
    }

    pub(super) fn destination_operand(&mut self) -> PResult<DstOperand> {
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
                        "nv-vp/read-only-register",
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
                            self.error(
                                "nv-vp/relative-destination",
                                span,
                                "a destination cannot use relative addressing",
                            );
                            DstReg::Param(0)
                        }
                    }
                }
            }
            "v" => {
                // §2.14.1.2: vertex attribute registers are the program's
                // inputs, read-only.
                let (_, span) = self.attrib_register()?;
                let written = String::from_utf8_lossy(self.src.get(span.clone()).unwrap_or(&[]));
                let message = format!(
                    "`{}` is an input and cannot be written",
                    crate::clip(&written)
                );
                self.report(
                    Diagnostic::error(span, message)
                        .with_label("a vertex attribute register")
                        .with_code("nv-vp/write-input"),
                );
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
                    "nv-vp/address-destination",
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
        let span = first.start..self.prev_end();
        let cc = self.optional_cc_mask()?;
        Ok(DstOperand {
            reg,
            mask,
            cc,
            span,
        })
    }

    /// `o[NAME]` as a destination.
    pub(super) fn result_register(&mut self) -> PResult<DstReg> {
        let start = self.bump().span.start;
        self.expect(Tok::LBracket, "`[` after `o`")?;
        if self.peek_kind() == Tok::Int {
            let t = self.peek().clone();
            let message = format!(
                "result registers are named, not numbered: `o[{}]` does not exist (use a name \
                 such as `o[HPOS]`)",
                crate::clip(self.text(&t))
            );
            self.error("nv-vp/numbered-result", t.span, message);
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
            let message = format!("unknown result register `o[{}]`", crate::clip(&name));
            let mut d = Diagnostic::error(name_tok.span, message).with_code("nv-vp/unknown-result");
            if let Some(help) =
                shasm_diag::did_you_mean(&name, table::RESULTS.iter().map(|r| r.name))
            {
                d = d.with_label(help);
            }
            self.report(d);
            return Err(Fail);
        };
        let def = &table::RESULTS[index as usize];
        if self.version.is_state_program() {
            self.error(
                "nv-vp/state-program-result",
                span.clone(),
                "vertex state programs cannot write result registers o[]",
            );
        } else if def.vp2_only && !self.version.is_vp2() {
            let message = format!("`o[{name}]` is only available in !!VP2.0 programs");
            self.error("nv-vp/requires-vp2", span.clone(), message);
        }
        if index == table::HPOS {
            self.writes_hpos = true;
            if self.position_invariant {
                self.error(
                    "nv-vp/invariant-writes-hpos",
                    span,
                    "a position-invariant program cannot write o[HPOS] (§2.14.6.1)",
                );
            }
        }
        Ok(DstReg::Output(index))
    }

    /// `A0` / `A1` with its optional mask and CC mask (`<maskedAddrReg>`).
    /// VP1's ARL writes exactly `A0.x`.
    pub(super) fn address_destination(&mut self, op: &str, vp1: bool) -> PResult<DstOperand> {
        let result = self.address_destination_operand(op, vp1);
        if result.is_err() {
            self.destination_unknown = true;
        }
        result
    }

    pub(super) fn address_destination_operand(
        &mut self,
        op: &str,
        vp1: bool,
    ) -> PResult<DstOperand> {
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
            self.error(
                "nv-vp/requires-vp2",
                first.clone(),
                "`A1` is only available in !!VP2.0 programs",
            );
        }
        let mask = self.optional_write_mask()?;
        let span = first.start..self.prev_end();
        if vp1 && mask != WriteMask::X {
            self.error(
                "nv-vp/arl-destination",
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

    pub(super) fn check_temp(&mut self, n: u64, span: Range<usize>) -> u32 {
        let count = self.version.temporaries();
        if n >= u64::from(count) {
            let message = format!(
                "`{}` does not exist: {} programs have R0 to R{}",
                crate::clip(self.slice(&span)),
                self.version,
                count - 1
            );
            self.error("nv-vp/register-out-of-range", span, message);
            return 0;
        }
        n as u32
    }

    /// `[ "." mask ]`: a non-empty subset of `xyzw` in that order.
    pub(super) fn optional_write_mask(&mut self) -> PResult<WriteMask> {
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
                self.error("nv-vp/invalid-write-mask", span, message);
                Ok(WriteMask::XYZW)
            }
        }
    }

    /// `[ "(" RULE [swizzle] ")" ]` (VP2).
    pub(super) fn optional_cc_mask(&mut self) -> PResult<Option<CcMask>> {
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
                self.error("nv-vp/unknown-condition", rule_tok.span, message);
                return Err(Fail);
            }
        };
        let swizzle = self.optional_swizzle()?;
        let close = self.expect(Tok::RParen, "`)` to close the condition")?;
        self.vp2_only(open.start..close.span.end, "condition-code masks are");
        Ok(Some(CcMask { rule, swizzle }))
    }
}

pub(super) fn parse_mask(text: &str) -> Option<WriteMask> {
    if !text.chars().all(|c| matches!(c, 'x' | 'y' | 'z' | 'w')) {
        return None;
    }
    WriteMask::parse_ordered(text, false)
}
