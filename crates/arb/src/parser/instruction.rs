//! Instructions and their operands (`<maskedDstReg>`, `<scalarSrcReg>`,
//! `<swizzleSrcReg>`/`<vectorSrcReg>`, `<extendedSwizzle>`,
//! `<texImageUnit>`, `<texTarget>`).

use super::{PResult, Parser, syntax};
use crate::ast::*;
use crate::lexer::Cursor;
use crate::lexer::Tok;
use crate::table::{BASE, Form, Mnemonic, ProgramKind};
use shasm_diag::Diagnostic;
use shasm_ir::{CondRule, ExtComponent, ExtSel, TexTarget};

/// The `<ccMaskRule>`s of the NV options (EQ, GE, GT, LE, LT, NE, TR, FL).
const CC_RULES: [&str; 8] = ["EQ", "GE", "GT", "LE", "LT", "NE", "TR", "FL"];
/// NV_vertex_program3 adds the rules of each of its two registers.
const CC_RULES_VP3: [&str; 24] = [
    "EQ", "GE", "GT", "LE", "LT", "NE", "TR", "FL", "EQ0", "GE0", "GT0", "LE0", "LT0", "NE0",
    "TR0", "FL0", "EQ1", "GE1", "GT1", "LE1", "LT1", "NE1", "TR1", "FL1",
];

impl Parser<'_> {
    pub(crate) fn instruction(
        &mut self,
        mnemonic: Mnemonic,
        opcode_span: Span,
    ) -> PResult<Instruction> {
        let start = opcode_span.start;
        let row = mnemonic.row;
        let mut instr = Instruction {
            row,
            saturate: mnemonic.saturate,
            signed_saturate: mnemonic.signed_saturate,
            precision: mnemonic.precision,
            cc_update: mnemonic.cc,
            cc_register: mnemonic.cc_register,
            condition: None,
            label: None,
            opcode_span,
            dst: None,
            srcs: Vec::new(),
            ext_swizzle: None,
            texture: None,
            span: start..start,
        };
        match row.form {
            // NV_fragment_program_option: <killCond> ::= <ccTest>.
            Form::Kill if self.level > BASE && self.at_cc_rule() => {
                instr.condition = Some(self.cc_test()?)
            }
            Form::Kill | Form::Loop | Form::AddressPush => instr.srcs.push(self.src()?),
            Form::Branch => {
                instr.label = Some(self.ident()?);
                instr.condition = self.opt_cc_mask()?;
            }
            Form::FlowCc => instr.condition = self.opt_cc_mask()?,
            Form::IfCc => instr.condition = Some(self.cc_test()?),
            Form::EndFlow => {}
            Form::SampleGrad => {
                instr.dst = Some(self.dst()?);
                for _ in 0..3 {
                    self.expect(Tok::Comma)?;
                    instr.srcs.push(self.src()?);
                }
                self.expect(Tok::Comma)?;
                instr.texture = Some(self.texture_operand()?);
            }
            Form::Swizzle => {
                instr.dst = Some(self.dst()?);
                self.expect(Tok::Comma)?;
                let s = self.here();
                let reg = self.src_reg()?;
                let reg_span = s..self.prev_end();
                instr.srcs.push(Src {
                    negate: false,
                    abs: false,
                    reg,
                    reg_span: reg_span.clone(),
                    swizzle: None,
                    scalar_constant: false,
                    span: reg_span,
                });
                self.expect(Tok::Comma)?;
                instr.ext_swizzle = Some(self.ext_swizzle()?);
            }
            Form::Sample => {
                instr.dst = Some(self.dst()?);
                self.expect(Tok::Comma)?;
                instr.srcs.push(self.src()?);
                self.expect(Tok::Comma)?;
                instr.texture = Some(self.texture_operand()?);
            }
            form => {
                instr.dst = Some(self.dst()?);
                for _ in 0..form.sources() {
                    self.expect(Tok::Comma)?;
                    instr.srcs.push(self.src()?);
                }
            }
        }
        instr.span = start..self.prev_end();
        Ok(instr)
    }

    /// `<maskedDstReg>` (or `<maskedAddrReg>`): a name or a result binding,
    /// then an optional mask.
    fn dst(&mut self) -> PResult<Dst> {
        let start = self.here();
        let reg = if let Some(index) = self.opt_relative_result()? {
            Reg::ResultRelative { index }
        } else if self.at_word("result") {
            Reg::Result(self.result_binding()?)
        } else if self.at_attrib_binding() {
            // Attribute bindings are inputs, read-only (ARB_vertex_program
            // §2.14.3.1, ARB_fragment_program §3.11.3.1): the binding is
            // read whole, so that the message can name it.
            self.src_reg()?;
            let span = start..self.prev_end();
            let text = self.text.get(span.clone()).unwrap_or("");
            return Err(Diagnostic::error(
                span,
                format!("`{}` is an input and cannot be written", crate::clip(text)),
            )
            .with_label("an input")
            .with_code("arb/write-input"));
        } else {
            Reg::Name(self.ident()?)
        };
        let reg_span = start..self.prev_end();
        let mask = self.suffix()?;
        // <instResultCC> ::= <instResultBase> <ccMask>
        let cc = if self.level > BASE {
            self.opt_cc_mask()?
        } else {
            None
        };
        Ok(Dst {
            reg,
            reg_span,
            mask,
            cc,
            span: start..self.prev_end(),
        })
    }

    /// Whether the next tokens start an attribute binding
    /// (`vertex.` in a vertex program, `fragment.` in a fragment program).
    fn at_attrib_binding(&self) -> bool {
        let word = match self.kind {
            ProgramKind::Vertex => "vertex",
            ProgramKind::Fragment => "fragment",
        };
        self.at_word(word) && self.peek_at(1).is_some_and(|t| t.kind == Tok::Dot)
    }

    /// Whether the next token is a `<ccMaskRule>`.
    fn at_cc_rule(&self) -> bool {
        self.peek()
            .is_some_and(|t| t.kind == Tok::Word && CC_RULES.contains(&self.slice(t)))
    }

    /// `<ccTest> ::= <ccMaskRule> <swizzleSuffix>`.
    fn cc_test(&mut self) -> PResult<CcTest> {
        let start = self.here();
        let vp3 = self.kind == ProgramKind::Vertex && self.level >= 2;
        let word = if vp3 {
            self.keyword(&CC_RULES_VP3)?
        } else {
            self.keyword(&CC_RULES)?
        };
        let (word, register) = match word.strip_suffix('1') {
            Some(rule) => (rule, 1),
            None => (word.strip_suffix('0').unwrap_or(word), 0),
        };
        let rule_span = start..self.prev_end();
        let rule = CondRule::from_name(word).unwrap_or(CondRule::Tr);
        let swizzle = self.suffix()?;
        Ok(CcTest {
            rule,
            register,
            rule_span,
            swizzle,
            span: start..self.prev_end(),
        })
    }

    /// `<ccMask> ::= "(" <ccTest> ")"`, if the next token is `(`.
    fn opt_cc_mask(&mut self) -> PResult<Option<CcTest>> {
        if self.eat(Tok::LParen).is_none() {
            return Ok(None);
        }
        let test = self.cc_test()?;
        self.expect(Tok::RParen)?;
        Ok(Some(test))
    }

    /// `.letters` after an operand, if present.
    fn suffix(&mut self) -> PResult<Option<(String, Span)>> {
        if !matches!(self.peek(), Some(t) if t.kind == Tok::Dot) {
            return Ok(None);
        }
        self.pos += 1;
        match self.peek().cloned() {
            Some(t) if t.kind == Tok::Word => {
                self.pos += 1;
                Ok(Some((self.slice(&t).to_string(), t.span)))
            }
            Some(t) => Err(syntax(
                t.span.clone(),
                format!(
                    "expected a swizzle or write mask, found `{}`",
                    crate::clip(self.slice(&t))
                ),
            )),
            None => Err(self.eof_error("a swizzle or write mask")),
        }
    }

    /// `<optionalSign> <srcReg> <suffix>`.
    fn src(&mut self) -> PResult<Src> {
        let start = self.here();
        let negate = self.sign();
        // <instOperandAbsV> ::= <optSign> "|" <instOperandBaseV> "|"
        let abs = self.level > BASE && self.eat(Tok::Pipe).is_some();
        if abs {
            // <instOperandBaseV> ::= <optSign> <attribUseV>: a sign inside
            // the bars is allowed and, under the absolute value, has no
            // effect (VectorLoad takes abs after the swizzle).
            self.sign();
        }
        let s = self.here();
        let scalar_constant = self
            .peek()
            .is_some_and(|t| matches!(t.kind, Tok::Integer | Tok::Float));
        let reg = self.src_reg()?;
        let reg_span = s..self.prev_end();
        let swizzle = self.suffix()?;
        if abs {
            self.expect(Tok::Pipe)?;
        }
        Ok(Src {
            negate,
            abs,
            reg,
            reg_span,
            swizzle,
            scalar_constant,
            span: start..self.prev_end(),
        })
    }

    /// `<srcReg>`: a name, an array element, an attribute binding or an
    /// implicit parameter.
    fn src_reg(&mut self) -> PResult<Reg> {
        let Some(t) = self.peek().cloned() else {
            return Err(self.eof_error("a source register"));
        };
        let word = self.slice(&t);
        match (t.kind, word) {
            (Tok::Word, "vertex") if self.kind == ProgramKind::Vertex => {
                if let Some((attrib, index)) = self.opt_relative_vertex_attrib()? {
                    return Ok(Reg::AttribRelative { attrib, index });
                }
                Ok(Reg::Attrib(self.attrib_binding()?))
            }
            (Tok::Word, "fragment") if self.kind == ProgramKind::Fragment => {
                Ok(Reg::Attrib(self.attrib_binding()?))
            }
            (Tok::Word, "state" | "program") | (Tok::LBrace | Tok::Integer | Tok::Float, _) => {
                Ok(Reg::Param(self.param_item(false, false)?))
            }
            (Tok::Word, "result") => Err(Diagnostic::error(
                t.span.clone(),
                "result registers are write-only and cannot be read",
            )
            .with_code("arb/read-result")),
            (Tok::Word, _) => {
                let name = self.ident()?;
                if self.eat(Tok::LBracket).is_none() {
                    return Ok(Reg::Name(name));
                }
                let s = self.here();
                let index = match self.peek().map(|t| t.kind) {
                    Some(Tok::Integer) => ArrayIndex::Absolute(self.integer()?.0),
                    _ => self.relative_index()?,
                };
                let index_span = s..self.prev_end();
                self.expect(Tok::RBracket)?;
                Ok(Reg::Element {
                    array: name,
                    index,
                    index_span,
                })
            }
            _ => Err(syntax(
                t.span.clone(),
                format!("expected a source register, found `{}`", crate::clip(word)),
            )),
        }
    }

    /// `<addrUseS> <addrRegRelOffset>`: `A.x + n` / `A.x - n` (any
    /// component with the NV vertex options).
    pub(crate) fn relative_index(&mut self) -> PResult<ArrayIndex> {
        let address = self.ident()?;
        self.expect(Tok::Dot)?;
        let comp = self.ident()?;
        // NV_vertex_program2_option: <addrComponent> ::=
        // <xyzwComponent> (*** instead of "x").
        let four = self.kind == ProgramKind::Vertex && self.level > BASE;
        let component = match comp.text.as_str() {
            "x" => 0,
            "y" | "z" | "w" if four => xyzw(&comp.text),
            _ => {
                return Err(syntax(
                    comp.span,
                    if four {
                        "an address register component is `.x`, `.y`, `.z` or `.w`"
                    } else {
                        "an address register is read through `.x` only"
                    },
                ));
            }
        };
        let offset = if self.eat(Tok::Plus).is_some() {
            self.offset(63)?
        } else if self.eat(Tok::Minus).is_some() {
            -self.offset(64)?
        } else {
            0
        };
        Ok(ArrayIndex::Relative {
            address,
            offset,
            component,
        })
    }

    /// NV_vertex_program3 `result.texcoord[A0.x + n]` (`<resultVtxBasic>
    /// ::= "texcoord" "[" <arrayMemRel> "]"`), if the next tokens are one.
    pub(crate) fn opt_relative_result(&mut self) -> PResult<Option<ArrayIndex>> {
        let word_at = |p: &Self, k: usize, w: &str| {
            p.peek_at(k)
                .is_some_and(|t| t.kind == Tok::Word && p.slice(t) == w)
        };
        let relative = self.kind == ProgramKind::Vertex
            && self.level >= 2
            && word_at(self, 0, "result")
            && self.peek_at(1).is_some_and(|t| t.kind == Tok::Dot)
            && word_at(self, 2, "texcoord")
            && self.peek_at(3).is_some_and(|t| t.kind == Tok::LBracket)
            && self.peek_at(4).is_some_and(|t| t.kind == Tok::Word);
        if !relative {
            return Ok(None);
        }
        self.pos += 4;
        let index = self.relative_index()?;
        self.expect(Tok::RBracket)?;
        Ok(Some(index))
    }

    /// NV_vertex_program3 `vertex.attrib[A0.x + n]` and
    /// `vertex.texcoord[A0.x + n]` (`<attribVtxBasic> ::= "texcoord" "["
    /// <arrayMemRel> "]" | "attrib" "[" <arrayMemRel> "]"`), if the next
    /// tokens are one: the element at offset 0 and the index.
    pub(crate) fn opt_relative_vertex_attrib(&mut self) -> PResult<Option<(Attrib, ArrayIndex)>> {
        let word_at = |p: &Self, k: usize, w: &[&str]| {
            p.peek_at(k)
                .is_some_and(|t| t.kind == Tok::Word && w.contains(&p.slice(t)))
        };
        let relative = self.kind == ProgramKind::Vertex
            && self.level >= 2
            && word_at(self, 0, &["vertex"])
            && self.peek_at(1).is_some_and(|t| t.kind == Tok::Dot)
            && word_at(self, 2, &["attrib", "texcoord"])
            && self.peek_at(3).is_some_and(|t| t.kind == Tok::LBracket)
            && self.peek_at(4).is_some_and(|t| t.kind == Tok::Word);
        if !relative {
            return Ok(None);
        }
        let texcoord = self.peek_at(2).is_some_and(|t| self.slice(t) == "texcoord");
        self.pos += 4;
        let index = self.relative_index()?;
        self.expect(Tok::RBracket)?;
        let attrib = if texcoord {
            VertexAttrib::TexCoord(0)
        } else {
            VertexAttrib::Generic(0)
        };
        Ok(Some((Attrib::Vertex(attrib), index)))
    }

    /// `<addrRegPosOffset>` (0 to 63) / `<addrRegNegOffset>` (0 to 64).
    fn offset(&mut self, max: u32) -> PResult<i32> {
        let (n, span) = self.integer()?;
        if n > max {
            return Err(Diagnostic::error(
                span,
                format!("relative offset {n} is out of range (at most {max})"),
            )
            .with_code("arb/offset-out-of-range"));
        }
        Ok(n as i32)
    }

    /// `<extendedSwizzle>`: four comma-separated `[-+](0|1|x|y|z|w)` (and
    /// `r|g|b|a` in fragment programs, not mixed with `xyzw`).
    fn ext_swizzle(&mut self) -> PResult<[ExtComponent; 4]> {
        let mut out = [ExtComponent {
            sel: ExtSel::Zero,
            negate: false,
        }; 4];
        let mut sets = (false, false);
        for (i, slot) in out.iter_mut().enumerate() {
            if i > 0 {
                self.expect(Tok::Comma)?;
            }
            let mut negate = false;
            if self.eat(Tok::Minus).is_some() {
                negate = true;
            } else {
                self.eat(Tok::Plus);
            }
            let Some(t) = self.peek().cloned() else {
                return Err(self.eof_error("an extended swizzle component"));
            };
            let text = self.slice(&t);
            let sel = match (t.kind, text) {
                (Tok::Integer, "0") => ExtSel::Zero,
                (Tok::Integer, "1") => ExtSel::One,
                (Tok::Word, "x" | "y" | "z" | "w") => {
                    sets.0 = true;
                    ExtSel::Component(xyzw(text))
                }
                (Tok::Word, "r" | "g" | "b" | "a") if self.kind == ProgramKind::Fragment => {
                    sets.1 = true;
                    ExtSel::Component(rgba(text))
                }
                _ => {
                    return Err(syntax(
                        t.span.clone(),
                        format!(
                            "expected 0, 1 or a component, found `{}`",
                            crate::clip(text)
                        ),
                    ));
                }
            };
            if sets.0 && sets.1 {
                return Err(syntax(
                    t.span.clone(),
                    "an extended swizzle uses xyzw or rgba components, not both",
                ));
            }
            self.pos += 1;
            *slot = ExtComponent { sel, negate };
        }
        Ok(out)
    }

    /// `<texImageUnit> "," <texTarget>`.
    fn texture_operand(&mut self) -> PResult<TextureOperand> {
        let start = self.here();
        self.keyword(&["texture"])?;
        let limit = self.profile.texture_image_units;
        let (unit, unit_span) = match self.opt_bracketed()? {
            Some(n) => (self.below(n.clone(), limit, "texture image unit")?, n.1),
            None => (0, start..self.prev_end()),
        };
        self.expect(Tok::Comma)?;
        let target_span = self.here()..self.here();
        let word = self.keyword(&[
            "1D",
            "2D",
            "3D",
            "CUBE",
            "RECT",
            "SHADOW1D",
            "SHADOW2D",
            "SHADOWRECT",
        ])?;
        let target_span = target_span.start..self.prev_end();
        let target = match word {
            "1D" => TexTarget::Tex1D,
            "2D" => TexTarget::Tex2D,
            "3D" => TexTarget::Tex3D,
            "CUBE" => TexTarget::Cube,
            "RECT" => TexTarget::Rect,
            "SHADOW1D" => TexTarget::Shadow1D,
            "SHADOW2D" => TexTarget::Shadow2D,
            _ => TexTarget::ShadowRect,
        };
        Ok(TextureOperand {
            unit,
            unit_span,
            target,
            target_span,
        })
    }
}

pub(crate) fn xyzw(c: &str) -> u8 {
    match c {
        "x" => 0,
        "y" => 1,
        "z" => 2,
        _ => 3,
    }
}

pub(crate) fn rgba(c: &str) -> u8 {
    match c {
        "r" => 0,
        "g" => 1,
        "b" => 2,
        _ => 3,
    }
}
