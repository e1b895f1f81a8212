//! Instructions: the mnemonic and its suffixes, condition tests and
//! destination operands (§3.11.3, §3.11.4).

use super::*;

impl Parser<'_> {
    // ---- instructions -----------------------------------------------------

    pub(super) fn instruction(&mut self) -> PResult<Instr> {
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
                return Err(coded(
                    "nv-fp/kil-syntax",
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
                return Err(coded(
                    "nv-fp/too-many-operands",
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

    pub(super) fn mnemonic_error(&self, e: MnemonicError, tok: &Token) -> Diagnostic {
        let word = self.text_of(tok);
        match e {
            MnemonicError::Unknown => {
                let mut d = coded(
                    "nv-fp/unknown-instruction",
                    tok.span.clone(),
                    format!("unknown instruction `{}`", crate::clip(word)),
                );
                let upper = word.to_ascii_uppercase();
                if upper != word && parse_mnemonic(&upper).is_ok() {
                    d = d.with_note(format!(
                        "instruction names are upper case; did you mean `{upper}`?"
                    ));
                } else if let Some(help) =
                    shasm_diag::did_you_mean(word, crate::fp::ops::OPS.iter().map(|o| o.name))
                {
                    d = d.with_label(help);
                }
                d
            }
            MnemonicError::BadSuffix { op, suffix } => coded(
                "nv-fp/invalid-suffix",
                tok.span.clone(),
                format!("invalid suffix `{suffix}` on {}", op.name),
            )
            .with_label("suffixes are [R|H|X][C][_SAT], in this order"),
            MnemonicError::NotAllowed { op, what } => coded(
                "nv-fp/invalid-suffix",
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
    pub(super) fn cc_test(&mut self) -> PResult<CcTest> {
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
                return Err(coded(
                    "nv-fp/unknown-condition",
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
                    return Err(coded(
                        "nv-fp/invalid-swizzle",
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
    pub(super) fn suffix(&mut self) -> PResult<Option<(Vec<u8>, ByteSpan)>> {
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
                    return Err(coded(
                        "nv-fp/invalid-swizzle",
                        tok.span.clone(),
                        format!("invalid component suffix `{text}`"),
                    )
                    .with_label("components are the lower-case letters x, y, z and w"));
                }
            };
            letters.push(c);
        }
        if letters.len() > 4 {
            return Err(coded(
                "nv-fp/invalid-swizzle",
                tok.span.clone(),
                format!("invalid component suffix `{text}`"),
            )
            .with_label("at most four components"));
        }
        Ok(Some((letters, tok.span)))
    }

    /// `<maskedDstReg>`
    pub(super) fn dst(&mut self) -> PResult<DstOp> {
        let start = self.here().start;
        let (reg, reg_span) = self.dst_register()?;
        let mut mask = 0xF;
        let mut mask_span = None;
        if let Some((letters, span)) = self.suffix()? {
            let mut bits = 0u8;
            let mut prev: i16 = -1;
            for &c in &letters {
                if i16::from(c) <= prev {
                    return Err(
                        coded("nv-fp/invalid-write-mask", span, "invalid write mask")
                            .with_label("components must be listed once each, in xyzw order"),
                    );
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

    pub(super) fn dst_register(&mut self) -> PResult<(DstReg, ByteSpan)> {
        let tok = self
            .peek()
            .cloned()
            .ok_or_else(|| self.expected("a destination register"))?;
        if tok.kind != Tok::Word {
            if matches!(tok.kind, Tok::Number | Tok::LBrace | Tok::Minus | Tok::Plus) {
                return Err(coded(
                    "nv-fp/constant-destination",
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
                            return Err(coded(
                                "nv-fp/unknown-register",
                                span,
                                format!("`o[{name}]` is not an output register"),
                            )
                            .with_label("fragment programs write o[COLR], o[COLH] or o[DEPR]"));
                        }
                    };
                    return Ok((DstReg::Output(output), span));
                }
                "f" => {
                    // NV_fragment_program §3.11.1.1: fragment attribute
                    // registers are the program's inputs, read-only.
                    let (_, span) = self.bracketed_word()?;
                    let written = self.text.get(span.clone()).unwrap_or("");
                    return Err(coded(
                        "nv-fp/write-input",
                        span,
                        format!(
                            "`{}` is an input and cannot be written",
                            crate::clip(written)
                        ),
                    )
                    .with_label("a fragment attribute register"));
                }
                "p" => {
                    let span = self.skip_bracketed()?;
                    return Err(coded(
                        "nv-fp/read-only-register",
                        span,
                        "program parameters are read-only",
                    )
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
            return Err(coded(
                "nv-fp/bad-destination",
                tok.span.clone(),
                format!("`{word}` is {what}"),
            )
            .with_label("cannot be a destination"));
        }
        Err(coded(
            "nv-fp/syntax",
            tok.span.clone(),
            format!("expected a destination register, found `{word}`"),
        )
        .with_label("destinations are R0..R31, H0..H63, RC, HC, o[COLR], o[COLH], o[DEPR]"))
    }

    /// `R0`..`R31` / `H0`..`H63`; `R32`-like words that are not defined
    /// names are errors; other words are not registers.
    pub(super) fn temp_register(&self, tok: &Token) -> PResult<Option<Temp>> {
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
                    return Err(coded(
                        "nv-fp/register-out-of-range",
                        tok.span.clone(),
                        format!("register {} does not exist", crate::clip(word)),
                    )
                    .with_label(format!("{kind} temporaries are {prefix}0..{prefix}{last}")));
                }
            }
        }
        Ok(None)
    }

    /// `X [ WORD ]` with X already peeked: returns WORD and the whole span.
    pub(super) fn bracketed_word(&mut self) -> PResult<(String, ByteSpan)> {
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
    pub(super) fn skip_bracketed(&mut self) -> PResult<ByteSpan> {
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
}

pub(super) fn describe_suffixes(s: crate::fp::ops::Suffixes) -> &'static str {
    use crate::fp::ops::Suffixes;
    match s {
        Suffixes::Rhx => "[R|H|X][C][_SAT]",
        Suffixes::Rh => "[R|H][C][_SAT] (no X)",
        Suffixes::CSat => "[C][_SAT] only",
        Suffixes::None => "no suffixes",
    }
}
