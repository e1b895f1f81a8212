//! Instructions: the opcode, its operand list by class, the instruction
//! limit and the per-instruction register rules (§2.14.1.8).

use super::*;

impl Parser<'_> {
    pub(super) fn instruction(&mut self) {
        let name_tok = self.bump();
        let name = self.text(&name_tok).to_string();
        let span = name_tok.span.clone();
        self.seen_instruction = true;
        let Some(mut mnemonic) = table::lookup_mnemonic(&name) else {
            let upper = table::lookup_mnemonic(&name.to_ascii_uppercase()).is_some();
            let hint = if upper {
                " (opcodes are upper-case)"
            } else {
                ""
            };
            let mut d = Diagnostic::error(
                span,
                format!("unknown instruction `{}`{hint}", crate::clip(&name)),
            )
            .with_code("nv-vp/unknown-instruction");
            if !upper
                && let Some(help) =
                    shasm_diag::did_you_mean(&name, table::OPS.iter().map(|d| d.name))
            {
                d = d.with_label(help);
            }
            self.report(d);
            self.destination_unknown = true;
            self.recover();
            return;
        };
        self.instructions += 1;
        self.count_instruction(span.clone());
        self.check_availability(mnemonic, &name, span.clone());
        if mnemonic.cc && !mnemonic.def.has_cc_form() {
            mnemonic.cc = false;
        }
        match self.operands(mnemonic) {
            Ok((dst, srcs, target, condition)) => {
                let semi = self.peek().span.clone();
                if self.peek_kind() == Tok::Semi {
                    self.bump();
                } else {
                    // Report and carry on from here: a missing `;` at the end
                    // of a line should not swallow the next instruction.
                    let what = match mnemonic.def.class {
                        Class::Branch | Class::Ret => "`;`".to_string(),
                        _ => format!(
                            "`;` ({} takes {})",
                            mnemonic.def.name,
                            operand_count(mnemonic.def.class)
                        ),
                    };
                    self.missing_semicolon(&what);
                }
                self.check_one_register_rules(&srcs);
                self.items.push(Item::Instruction(Instr {
                    mnemonic,
                    mnemonic_span: span.clone(),
                    dst,
                    srcs,
                    target,
                    condition,
                    span: span.start..semi.end,
                }));
            }
            Err(Fail) => self.recover(),
        }
    }

    /// §2.14.1.8 / §2.14.5 / §2.14.6.1: the instruction limit. The position
    /// is the first instruction beyond it (notes §10 #32).
    pub(super) fn count_instruction(&mut self, span: Range<usize>) {
        let limit = self.version.max_instructions(self.position_invariant);
        if self.instructions == limit + 1 {
            let why = if self.position_invariant {
                " (position-invariant programs have 4 fewer)"
            } else {
                ""
            };
            let message = format!(
                "too many instructions: {} programs may contain at most {limit}{why}",
                self.version
            );
            self.error_labelled(
                "nv-vp/too-many-instructions",
                span,
                message,
                "this is the first instruction past the limit",
            );
            // The program cannot load whatever follows: stop here rather
            // than parse (and store) what may be millions more instructions.
            self.stopped = true;
        }
    }

    pub(super) fn check_availability(&mut self, m: Mnemonic, written: &str, span: Range<usize>) {
        let def = m.def;
        if !def.available_in(self.version) {
            let message = if self.version.is_state_program() && def.level == Level::Vp11 {
                format!(
                    "`{}` is not available in vertex state programs (!!VSP1.0 has the \
                     !!VP1.0 instruction set)",
                    def.name
                )
            } else {
                format!(
                    "`{}` is not available in {} programs: it is only available in {}",
                    def.name,
                    self.version,
                    def.level.describe()
                )
            };
            self.error("nv-vp/instruction-not-available", span.clone(), message);
        }
        if m.cc {
            if !def.has_cc_form() {
                let message = format!("`{written}`: BRA, CAL and RET have no `C` form");
                self.error("nv-vp/no-cc-form", span, message);
            } else if !self.version.is_vp2() {
                let message = format!(
                    "`{written}`: condition-code updates (the `C` suffix) are only available \
                     in !!VP2.0 programs"
                );
                self.error("nv-vp/requires-vp2", span, message);
            }
        }
    }

    #[allow(clippy::type_complexity)]
    pub(super) fn operands(
        &mut self,
        m: Mnemonic,
    ) -> PResult<(
        Option<DstOperand>,
        Vec<SrcOperand>,
        Option<LabelRef>,
        Option<CcMask>,
    )> {
        let def = m.def;
        match def.class {
            Class::Vector | Class::Scalar | Class::Binary | Class::Trinary => {
                let dst = self.destination()?;
                let mut srcs = Vec::new();
                for _ in 0..def.float_sources() {
                    self.comma(def.name, def.class)?;
                    srcs.push(self.source(def.class == Class::Scalar)?);
                }
                Ok((Some(dst), srcs, None, None))
            }
            Class::Arl | Class::Arr => {
                let vp1_arl = def.class == Class::Arl && !self.version.is_vp2();
                let dst = self.address_destination(def.name, vp1_arl)?;
                self.comma(def.name, def.class)?;
                let src = self.source(vp1_arl)?;
                Ok((Some(dst), vec![src], None, None))
            }
            Class::Ara => {
                let dst = self.address_destination(def.name, false)?;
                self.comma(def.name, def.class)?;
                let src = self.address_operand()?;
                Ok((Some(dst), vec![src], None, None))
            }
            Class::Branch => {
                if self.peek_kind() != Tok::Ident {
                    return Err(self.expected(&format!("a label after {}", def.name)));
                }
                let t = self.bump();
                let target = LabelRef {
                    name: self.text(&t).to_string(),
                    span: t.span,
                };
                self.label_refs.push(target.clone());
                let condition = self.optional_cc_mask()?;
                Ok((None, Vec::new(), Some(target), condition))
            }
            Class::Ret => {
                let condition = self.optional_cc_mask()?;
                Ok((None, Vec::new(), None, condition))
            }
        }
    }

    pub(super) fn comma(&mut self, name: &str, class: Class) -> PResult<()> {
        if self.peek_kind() == Tok::Comma {
            self.bump();
            return Ok(());
        }
        let what = format!("`,` ({name} takes {})", operand_count(class));
        Err(self.expected(&what))
    }

    /// §2.14.1.8: at most one distinct program parameter and one distinct
    /// vertex attribute per instruction. Identity is by parsed meaning (notes
    /// §10 #21): `c[A0.x]` and `c[A0.x+0]` are the same register, and so are
    /// `v[3]` and `v[COL0]`.
    pub(super) fn check_one_register_rules(&mut self, srcs: &[SrcOperand]) {
        let mut first_param: Option<(ParamRef, &SrcOperand)> = None;
        let mut first_attrib: Option<(u32, &SrcOperand)> = None;
        let mut problems = Vec::new();
        for src in srcs {
            match src.reg {
                SrcReg::Param(p) => match first_param {
                    None => first_param = Some((p, src)),
                    Some((q, _)) if q == p => {}
                    Some(_) => problems.push((
                        src.reg_span.clone(),
                        "an instruction may read only one program parameter register c[]",
                    )),
                },
                SrcReg::Attrib(n) => match first_attrib {
                    None => first_attrib = Some((n, src)),
                    Some((m, _)) if m == n => {}
                    Some(_) => problems.push((
                        src.reg_span.clone(),
                        "an instruction may read only one vertex attribute register v[]",
                    )),
                },
                SrcReg::Temp(_) | SrcReg::Address(_) => {}
            }
        }
        for (span, message) in problems {
            self.error_labelled(
                "nv-vp/one-parameter-one-attribute",
                span,
                message,
                "a second, different register",
            );
        }
    }
}

pub(super) fn operand_count(class: Class) -> &'static str {
    match class {
        Class::Vector | Class::Scalar => "a destination and 1 source operand",
        Class::Binary => "a destination and 2 source operands",
        Class::Trinary => "a destination and 3 source operands",
        Class::Arl | Class::Arr => "an address register and 1 source operand",
        Class::Ara => "an address register destination and an address register operand",
        Class::Branch => "a label and an optional condition",
        Class::Ret => "an optional condition",
    }
}
