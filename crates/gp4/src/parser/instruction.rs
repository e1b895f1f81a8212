//! Instructions: the opcode with its suffixes and `.MOD`s, then the
//! operands its class takes (notes §2).

use super::{PResult, Parser, clip, syntax};
use crate::ast::*;
use crate::table::{self, Class, ProgramKind};
use shasm_arb::lexer::Cursor;
use shasm_arb::lexer::Tok;
use shasm_diag::Diagnostic;
use shasm_ir::{CondRule, ExtComponent, ExtSel, TexTarget};

/// The condition-code rules of §2.X.4.3 (Table X.16) by name.
const RULES: [(&str, CondRule); 18] = [
    ("EQ", CondRule::Eq),
    ("GE", CondRule::Ge),
    ("GT", CondRule::Gt),
    ("LE", CondRule::Le),
    ("LT", CondRule::Lt),
    ("NE", CondRule::Ne),
    ("TR", CondRule::Tr),
    ("FL", CondRule::Fl),
    ("NAN", CondRule::Nan),
    ("LEG", CondRule::Leg),
    ("CF", CondRule::Cf),
    ("NCF", CondRule::Ncf),
    ("OF", CondRule::Of),
    ("NOF", CondRule::Nof),
    ("AB", CondRule::Ab),
    ("BLE", CondRule::Ble),
    ("SF", CondRule::Sf),
    ("NSF", CondRule::Nsf),
];

/// A rule and its register (`GT` is CC0's GT, `NE1` CC1's NE).
pub(crate) fn cc_rule(word: &str) -> Option<(CondRule, u8)> {
    let (base, register) = match word.as_bytes().last() {
        Some(b'0') => (&word[..word.len() - 1], 0),
        Some(b'1') => (&word[..word.len() - 1], 1),
        _ => (word, 0),
    };
    RULES
        .iter()
        .find(|(n, _)| *n == base)
        .map(|(_, r)| (*r, register))
}

/// The spelling of a rule.
pub fn rule_name(rule: CondRule) -> &'static str {
    RULES
        .iter()
        .find(|(_, r)| *r == rule)
        .map_or("TR", |(n, _)| n)
}

/// Texture targets (§2.X.2 `<texTarget>`, BUFFER per notes §11.14).
const TARGETS: [(&str, TexTarget); 14] = [
    ("1D", TexTarget::Tex1D),
    ("2D", TexTarget::Tex2D),
    ("3D", TexTarget::Tex3D),
    ("CUBE", TexTarget::Cube),
    ("RECT", TexTarget::Rect),
    ("SHADOW1D", TexTarget::Shadow1D),
    ("SHADOW2D", TexTarget::Shadow2D),
    ("SHADOWRECT", TexTarget::ShadowRect),
    ("ARRAY1D", TexTarget::Array1D),
    ("ARRAY2D", TexTarget::Array2D),
    ("SHADOWCUBE", TexTarget::ShadowCube),
    ("SHADOWARRAY1D", TexTarget::ShadowArray1D),
    ("SHADOWARRAY2D", TexTarget::ShadowArray2D),
    ("BUFFER", TexTarget::Buffer),
];

pub fn target_name(t: TexTarget) -> &'static str {
    TARGETS
        .iter()
        .find(|(_, x)| *x == t)
        .map_or("2D", |(n, _)| n)
}

/// Texture image units (MAX_TEXTURE_IMAGE_UNITS of the modelled GL).
pub const TEXTURE_UNITS: u32 = 16;

impl Parser<'_> {
    pub(crate) fn instruction(&mut self) -> PResult<Instruction> {
        let t = self.ident()?;
        let start = t.span.start;
        if t.text.starts_with("TXFMS") {
            // Our issue tracker names TXFMS, but NV_explicit_multisample
            // (NV_gpu_program4_1) adds it, not NV_gpu_program4: say so.
            return Err(Diagnostic::error(
                t.span,
                "TXFMS is not an NV_gpu_program4 instruction (it belongs to NV_explicit_multisample)",
            )
            .with_code("gp4/unknown-opcode"));
        }
        let Some((row, suffix)) = table::split_opcode(&t.text) else {
            let code = if table::REMOVED.contains(&t.text.as_str()) {
                "gp4/removed-opcode"
            } else {
                "gp4/unknown-opcode"
            };
            let what = if code == "gp4/removed-opcode" {
                format!(
                    "`{}` is not an instruction of NV_gpu_program4 (it was removed)",
                    t.text
                )
            } else {
                format!("unknown instruction `{}`", clip(&t.text))
            };
            if code == "gp4/unknown-opcode" {
                return Err(self.unknown_opcode(&t.text, t.span));
            }
            return Err(Diagnostic::error(t.span, what).with_code(code));
        };
        if let Some(only) = row.only
            && only != self.kind
        {
            return Err(Diagnostic::error(
                t.span.clone(),
                format!("`{}` is only allowed in {}", row.name, only.describe()),
            )
            .with_code("gp4/wrong-stage-opcode"));
        }
        let mut modifiers = suffix_modifiers(suffix, t.span.start + row.name.len())
            .ok_or_else(|| self.unknown_opcode(&t.text, t.span.clone()))?;
        while matches!(self.peek(), Some(d) if d.kind == Tok::Dot) {
            self.pos += 1;
            let m = self.ident()?;
            let modifier = match m.text.as_str() {
                "F" => Modifier::F,
                "S" => Modifier::S,
                "U" => Modifier::U,
                "CC" | "CC0" => Modifier::Cc(0),
                "CC1" => Modifier::Cc(1),
                "SAT" => Modifier::Sat,
                "SSAT" => Modifier::Ssat,
                "NTC" => Modifier::Ntc,
                "S24" => Modifier::S24,
                "U24" => Modifier::U24,
                "HI" => Modifier::Hi,
                other => {
                    return Err(Diagnostic::error(
                        m.span,
                        format!("unknown opcode modifier `.{}`", clip(other)),
                    )
                    .with_code("gp4/unknown-modifier"));
                }
            };
            modifiers.push((modifier, m.span));
        }
        let opcode_span = start..self.prev_end();
        let mut i = Instruction {
            row,
            modifiers,
            opcode_span,
            dst: None,
            srcs: Vec::new(),
            condition: None,
            label: None,
            ext_swizzle: None,
            texture: None,
            span: start..start,
        };
        match row.class {
            Class::Alu => {
                i.dst = Some(self.dst()?);
                for _ in row.srcs {
                    self.expect(Tok::Comma)?;
                    i.srcs.push(self.src()?);
                }
            }
            Class::Swz => {
                i.dst = Some(self.dst()?);
                self.expect(Tok::Comma)?;
                let s = self.src()?;
                if s.negate || s.abs || s.swizzle.is_some() {
                    return Err(syntax(
                        s.span,
                        "the SWZ source takes no sign, bars or swizzle",
                    ));
                }
                i.srcs.push(s);
                i.ext_swizzle = Some(self.ext_swizzle()?);
            }
            Class::Tex => {
                i.dst = Some(self.dst()?);
                self.expect(Tok::Comma)?;
                // One operand; TXD's coordinates and two derivatives.
                for _ in 0..row.srcs.len().max(1) {
                    i.srcs.push(self.src()?);
                    self.expect(Tok::Comma)?;
                }
                i.texture = Some(self.texture_operand()?);
            }
            Class::Cal => {
                i.label = Some(self.ident()?);
                i.condition = self.opt_condition()?;
            }
            Class::FlowCc => i.condition = self.opt_condition()?,
            Class::If => {
                i.condition = Some(match self.opt_condition()? {
                    Some(c) => c,
                    None => {
                        let span = self.here()..self.here();
                        return Err(syntax(span, "IF takes a condition-code test (`IF NE.x;`)"));
                    }
                });
            }
            Class::Rep => {
                if !matches!(self.peek(), Some(t) if t.kind == Tok::Semi) {
                    i.srcs.push(self.src()?);
                }
            }
            Class::EndFlow | Class::Special => {}
            Class::Kil => {
                // notes §7.2: a rule name that is not a declared variable
                // is a condition-code test.
                let variable = self
                    .peek()
                    .is_some_and(|t| self.declared.contains(self.slice(t)));
                if self.at_cc_rule() && !variable {
                    i.condition = Some(self.cc_test()?);
                } else {
                    i.srcs.push(self.src()?);
                }
            }
        }
        i.span = start..self.prev_end();
        Ok(i)
    }

    fn at_cc_rule(&self) -> bool {
        self.peek()
            .is_some_and(|t| t.kind == Tok::Word && cc_rule(self.slice(t)).is_some())
    }

    /// `( ccTest )` or a bare ccTest (notes §2: both forms are accepted on
    /// CAL, RET, BRK, CONT and IF), or nothing.
    fn opt_condition(&mut self) -> PResult<Option<CcTest>> {
        if self.eat(Tok::LParen).is_some() {
            let t = self.cc_test()?;
            self.expect(Tok::RParen)?;
            return Ok(Some(t));
        }
        if self.at_cc_rule() {
            return self.cc_test().map(Some);
        }
        Ok(None)
    }

    fn cc_test(&mut self) -> PResult<CcTest> {
        let w = self.ident()?;
        let Some((rule, register)) = cc_rule(&w.text) else {
            return Err(syntax(
                w.span,
                format!(
                    "expected a condition-code rule (EQ, NE, GT, ...), found `{}`",
                    clip(&w.text)
                ),
            ));
        };
        let swizzle = self.suffix()?;
        let end = self.prev_end();
        Ok(CcTest {
            rule,
            register,
            text: w.text,
            rule_span: w.span.clone(),
            swizzle,
            span: w.span.start..end,
        })
    }

    /// `.letters` if present.
    fn suffix(&mut self) -> PResult<Option<(String, Span)>> {
        if !matches!(self.peek(), Some(t) if t.kind == Tok::Dot) {
            return Ok(None);
        }
        self.pos += 1;
        let w = self.ident()?;
        Ok(Some((w.text, w.span)))
    }

    /// An unknown instruction, with the closest known one as a label.
    fn unknown_opcode(&self, text: &str, span: Span) -> Diagnostic {
        let mut d = Diagnostic::error(span, format!("unknown instruction `{}`", clip(text)))
            .with_code("gp4/unknown-opcode");
        let known = table::TABLE
            .iter()
            .filter(|r| r.only.is_none_or(|k| k == self.kind))
            .map(|r| r.name)
            .chain(super::DECLS);
        if let Some(help) = shasm_diag::did_you_mean(text, known) {
            d = d.with_label(help);
        }
        d
    }

    fn dst(&mut self) -> PResult<Dst> {
        let start = self.here();
        let base = self.base(true)?;
        let base_span = start..self.prev_end();
        if matches!(base, Base::Attrib(_)) {
            // Attribute bindings are inputs, read-only (NV_gpu_program4
            // §2.X.3.2).
            let text = self.text.get(base_span.clone()).unwrap_or("");
            return Err(Diagnostic::error(
                base_span.clone(),
                format!("`{}` is an input and cannot be written", clip(text)),
            )
            .with_label("an input")
            .with_code("gp4/write-input"));
        }
        let mask = self.suffix()?;
        let cc = if self.eat(Tok::LParen).is_some() {
            let t = self.cc_test()?;
            self.expect(Tok::RParen)?;
            Some(t)
        } else {
            None
        };
        Ok(Dst {
            base,
            base_span,
            mask,
            cc,
            span: start..self.prev_end(),
        })
    }

    pub(crate) fn src(&mut self) -> PResult<Src> {
        let start = self.here();
        let negate = self.sign();
        let abs = self.eat(Tok::Pipe).is_some();
        let inner_negate = abs && self.sign();
        let base_start = self.here();
        let base = self.base(false)?;
        let base_span = base_start..self.prev_end();
        let swizzle = self.suffix()?;
        if abs {
            self.expect(Tok::Pipe)?;
        }
        Ok(Src {
            negate,
            abs,
            inner_negate,
            base,
            base_span,
            swizzle,
            span: start..self.prev_end(),
        })
    }

    /// The register an operand names.
    fn base(&mut self, dst: bool) -> PResult<Base> {
        let Some(t) = self.peek().cloned() else {
            return Err(self.eof_error("an operand"));
        };
        let word = self.slice(&t);
        let binding_word = match self.kind {
            ProgramKind::Vertex => word == "vertex",
            ProgramKind::Fragment | ProgramKind::Geometry => {
                word == self.kind.attribute_prefix() || word == "primitive"
            }
        };
        // An attribute as destination parses, so that the checker can say
        // that attributes are read-only.
        if t.kind == Tok::Word && binding_word {
            return Ok(Base::Attrib(self.attrib_binding(false)?.0));
        }
        if t.kind == Tok::Word && word == "result" {
            return Ok(Base::Result(self.result_binding(false)?.0));
        }
        if t.kind == Tok::Word && !dst && matches!(word, "program" | "state") {
            return Ok(Base::Param(self.param_item(false)?));
        }
        if !dst
            && matches!(
                t.kind,
                Tok::LBrace | Tok::Integer | Tok::Float | Tok::NumWord
            )
        {
            return Ok(Base::Param(ParamItem::Constant(self.constant(false)?)));
        }
        let name = self.ident()?;
        if self.eat(Tok::LBracket).is_none() {
            return Ok(Base::Name(name));
        }
        let (index, index_span) = self.index()?;
        // `t[v][i]`: a second index (geometry attribute arrays indexed by
        // vertex first; the checker says where it is not allowed).
        let element = if self.eat(Tok::LBracket).is_some() {
            Some(self.index()?)
        } else {
            None
        };
        Ok(Base::Element {
            array: name,
            index,
            index_span,
            element,
        })
    }

    /// An array index after its `[`, through the `]`: a constant or
    /// `name.c + offset`.
    fn index(&mut self) -> PResult<(Index, Span)> {
        let index_start = self.here();
        let index = match self.peek() {
            Some(t) if t.kind == Tok::Word => {
                let var = self.ident()?;
                let Some((c, c_span)) = self.suffix()? else {
                    let at = self.here();
                    return Err(syntax(
                        var.span.start..at,
                        "a relative index names one component of its variable (`[i.x]`)",
                    )
                    .with_code("gp4/index-needs-component"));
                };
                let component = match c.as_str() {
                    "x" => 0,
                    "y" => 1,
                    "z" => 2,
                    "w" => 3,
                    _ => {
                        return Err(syntax(
                            c_span,
                            "a relative index names one component (x, y, z or w)",
                        )
                        .with_code("gp4/index-needs-component"));
                    }
                };
                let mut offset = 0i64;
                let sign = if self.eat(Tok::Plus).is_some() {
                    Some(1)
                } else if self.eat(Tok::Minus).is_some() {
                    Some(-1)
                } else {
                    None
                };
                if let Some(sign) = sign {
                    let (n, _) = self.integer()?;
                    offset = sign * i64::from(n);
                }
                Index::Relative {
                    name: var,
                    component,
                    offset,
                }
            }
            _ => Index::Absolute(self.integer()?.0),
        };
        let index_span = index_start..self.prev_end();
        self.expect(Tok::RBracket)?;
        Ok((index, index_span))
    }

    fn ext_swizzle(&mut self) -> PResult<[ExtComponent; 4]> {
        let mut out = [ExtComponent {
            sel: ExtSel::Zero,
            negate: false,
        }; 4];
        // The letter set (xyzw or rgba) of the first component letter:
        // notes §11.22, the extended swizzle does not mix the two, as in
        // ARB_fragment_program (0 and 1 go with either).
        let mut letters: Option<bool> = None;
        for slot in &mut out {
            self.expect(Tok::Comma)?;
            let negate = if self.eat(Tok::Minus).is_some() {
                true
            } else {
                self.eat(Tok::Plus);
                false
            };
            let Some(t) = self.peek().cloned() else {
                return Err(self.eof_error("an extended swizzle component"));
            };
            let text = self.slice(&t);
            let rgba = match text {
                "x" | "y" | "z" | "w" => Some(false),
                "r" | "g" | "b" | "a" => Some(true),
                _ => None,
            };
            if let Some(rgba) = rgba {
                if letters.is_some_and(|first| first != rgba) {
                    return Err(syntax(
                        t.span.clone(),
                        "an extended swizzle takes its letters from one set: all of xyzw or all of rgba",
                    )
                    .with_code("gp4/bad-swizzle"));
                }
                letters = Some(rgba);
            }
            let sel = match text {
                "0" => ExtSel::Zero,
                "1" => ExtSel::One,
                "x" | "r" => ExtSel::Component(0),
                "y" | "g" => ExtSel::Component(1),
                "z" | "b" => ExtSel::Component(2),
                "w" | "a" => ExtSel::Component(3),
                other => {
                    return Err(syntax(
                        t.span.clone(),
                        format!(
                            "expected 0, 1, x, y, z, w, r, g, b or a, found `{}`",
                            clip(other)
                        ),
                    )
                    .with_code("gp4/bad-swizzle"));
                }
            };
            self.pos += 1;
            *slot = ExtComponent { sel, negate };
        }
        Ok(out)
    }

    fn texture_operand(&mut self) -> PResult<TextureOperand> {
        let t = self.ident()?;
        if t.text != "texture" {
            return Err(syntax(
                t.span,
                format!("expected `texture`, found `{}`", clip(&t.text)),
            ));
        }
        let (unit, unit_span) = if matches!(self.peek(), Some(b) if b.kind == Tok::LBracket) {
            let start = self.here();
            let (n, _) = self.bracketed()?;
            (n, start..self.prev_end())
        } else {
            (0, t.span.clone())
        };
        if unit >= TEXTURE_UNITS {
            return Err(Diagnostic::error(
                unit_span,
                format!(
                    "texture unit {unit} is out of range: 0 to {} are allowed",
                    TEXTURE_UNITS - 1
                ),
            )
            .with_code("gp4/index-out-of-range"));
        }
        self.expect(Tok::Comma)?;
        let Some(tt) = self.peek().cloned() else {
            return Err(self.eof_error("a texture target"));
        };
        let Some((_, target)) = TARGETS.iter().find(|(n, _)| *n == self.slice(&tt)) else {
            return Err(syntax(
                tt.span.clone(),
                format!(
                    "expected a texture target (1D, 2D, 3D, CUBE, RECT, SHADOW2D, ...), found `{}`",
                    clip(self.slice(&tt))
                ),
            ));
        };
        self.pos += 1;
        let mut offset = None;
        if self.eat(Tok::Comma).is_some() {
            let start = self.expect(Tok::LParen)?.span.start;
            let mut values = [0i8; 3];
            for (k, slot) in values.iter_mut().enumerate() {
                // <texOffsetComp> ::= <optSign> <int>
                let negative = self.eat(Tok::Minus).is_some();
                if !negative {
                    self.eat(Tok::Plus);
                }
                let (n, span) = self.integer()?;
                let v = if negative {
                    -i64::from(n)
                } else {
                    i64::from(n)
                };
                // MIN/MAX_PROGRAM_TEXEL_OFFSET: -8 and 7 (notes §9.2).
                if !(-8..=7).contains(&v) {
                    return Err(Diagnostic::error(
                        span,
                        format!("texel offset {v} is outside -8..7"),
                    )
                    .with_code("gp4/texel-offset-range"));
                }
                *slot = v as i8;
                if k == 2 || self.eat(Tok::Comma).is_none() {
                    break;
                }
            }
            self.expect(Tok::RParen)?;
            offset = Some((values, start..self.prev_end()));
        }
        Ok(TextureOperand {
            unit,
            unit_span,
            target: *target,
            target_span: tt.span,
            offset,
        })
    }
}

/// The modifiers an opcode's suffix letters spell: `[R|H]? [C|C0|C1]?
/// [_SAT|_SSAT]?` in this order only (notes §2); `None` if the letters
/// are not of that form.
fn suffix_modifiers(suffix: &str, at: usize) -> Option<Vec<(Modifier, Span)>> {
    let mut out = Vec::new();
    let mut rest = suffix;
    let mut pos = at;
    let mut take = |rest: &mut &str, text: &str, m: Modifier, out: &mut Vec<(Modifier, Span)>| {
        if let Some(r) = rest.strip_prefix(text) {
            out.push((m, pos..pos + text.len()));
            pos += text.len();
            *rest = r;
            true
        } else {
            false
        }
    };
    let _ =
        take(&mut rest, "R", Modifier::R, &mut out) || take(&mut rest, "H", Modifier::H, &mut out);
    let _ = take(&mut rest, "C0", Modifier::Cc(0), &mut out)
        || take(&mut rest, "C1", Modifier::Cc(1), &mut out)
        || take(&mut rest, "C", Modifier::Cc(0), &mut out);
    let _ = take(&mut rest, "_SSAT", Modifier::Ssat, &mut out)
        || take(&mut rest, "_SAT", Modifier::Sat, &mut out);
    rest.is_empty().then_some(out)
}
