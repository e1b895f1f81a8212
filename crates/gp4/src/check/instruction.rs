//! One instruction: modifier legality (Table X.13, notes §4.1), operand
//! and result types against declared variable types (notes §3, §9.1 item
//! 12), operands (§2.X.4.2), flow and texture rules; then its IR.

use super::{Checker, Symbol, Typed, rule};
use crate::ast::*;
use crate::lower;
use crate::table::{Class, Kind, ProgramKind, Ty};
use shasm_ir::{
    CondTest, Condition, Dst as IrDst, Extra, File, ImmType, InstSpans,
    Instruction as IrInstruction, MulVariant, Opcode, Precision, Saturate, Span as IrSpan,
    Src as IrSrc, SrcRegister, Swizzle, TexRef, TexTarget, WriteMask,
};

/// Which modifier category a modifier counts in (notes §4.1: "at most
/// one modifier of each kind").
fn category(m: Modifier) -> usize {
    match m {
        Modifier::F
        | Modifier::S
        | Modifier::U
        | Modifier::R
        | Modifier::H
        | Modifier::S24
        | Modifier::U24 => 0,
        Modifier::Cc(_) => 1,
        Modifier::Sat | Modifier::Ssat => 2,
        Modifier::Hi => 3,
        Modifier::Ntc => 4,
    }
}

/// Letters of one component set: `xyzw` or `rgba` (notes §2: no mixing).
fn components(text: &str) -> Option<Vec<u8>> {
    let xyzw: Option<Vec<u8>> = text
        .chars()
        .map(|c| "xyzw".find(c).map(|i| i as u8))
        .collect();
    xyzw.or_else(|| {
        text.chars()
            .map(|c| "rgba".find(c).map(|i| i as u8))
            .collect()
    })
}

impl Checker {
    /// The instruction's type and IR modifiers, or `None` after reporting
    /// an illegal modifier.
    fn typed(&mut self, i: &Instruction) -> Option<Typed> {
        let row = i.row;
        let mut seen: [Option<Modifier>; 5] = [None; 5];
        let mut ok = true;
        for (m, span) in &i.modifiers {
            let k = category(*m);
            if let Some(prev) = seen[k] {
                self.errors.push(rule(
                    "gp4/duplicate-modifier",
                    span.clone(),
                    format!(
                        "`{}` conflicts with `{}`: one modifier of each kind",
                        m.name(),
                        prev.name()
                    ),
                ));
                ok = false;
                continue;
            }
            seen[k] = Some(*m);
            let a = row.allowed;
            let allowed = match m {
                Modifier::F | Modifier::R => a.float,
                Modifier::H => a.half,
                Modifier::S | Modifier::U => a.integer,
                Modifier::Cc(_) => a.cc,
                Modifier::Sat | Modifier::Ssat => a.sat,
                Modifier::S24 | Modifier::U24 | Modifier::Hi => row.opcode == Opcode::Mul,
                // notes §11.20: NTC on any instruction with operands or a result.
                Modifier::Ntc => row.result.is_some() || !row.srcs.is_empty(),
            };
            if !allowed {
                self.errors.push(rule(
                    "gp4/illegal-modifier",
                    span.clone(),
                    format!(
                        "{} does not take the `{}` modifier (Table X.13)",
                        row.name,
                        m.name()
                    ),
                ));
                ok = false;
            }
        }
        if !ok {
            return None;
        }
        let ty = match seen[0] {
            Some(Modifier::S | Modifier::S24) => Ty::Signed,
            Some(Modifier::U | Modifier::U24) => Ty::Unsigned,
            Some(_) => Ty::Float,
            None => row.default,
        };
        let span_of = |want: fn(Modifier) -> bool| {
            i.modifiers
                .iter()
                .find(|(m, _)| want(*m))
                .map_or(i.opcode_span.clone(), |(_, s)| s.clone())
        };
        if let Some(Modifier::Hi) = seen[3]
            && !matches!(seen[0], Some(Modifier::S | Modifier::U))
        {
            self.errors.push(rule(
                "gp4/illegal-modifier",
                span_of(|m| m == Modifier::Hi),
                "MUL.HI needs .S or .U",
            ));
            return None;
        }
        let saturate = match seen[2] {
            Some(Modifier::Sat) => Saturate::ZeroOne,
            Some(_) => Saturate::MinusOneOne,
            None => Saturate::None,
        };
        // notes §4.1: SAT/SSAT only where the result as typed is float.
        if saturate != Saturate::None && row.result.is_none_or(|k| k.ty(ty) != Ty::Float) {
            self.errors.push(rule(
                "gp4/illegal-modifier",
                span_of(|m| matches!(m, Modifier::Sat | Modifier::Ssat)),
                format!(
                    "{}.{} has an integer result: SAT and SSAT need a float result",
                    row.name,
                    if ty == Ty::Signed { "S" } else { "U" }
                ),
            ));
            return None;
        }
        Some(Typed {
            ty,
            ntc: seen[4].is_some(),
            saturate,
            precision: match seen[0] {
                Some(Modifier::R) => Precision::Full,
                Some(Modifier::H) => Precision::Half,
                _ => Precision::Default,
            },
            cc: match seen[1] {
                Some(Modifier::Cc(n)) => Some(n),
                _ => None,
            },
            mul: match seen[0] {
                Some(Modifier::S24 | Modifier::U24) => MulVariant::Low24,
                _ if seen[3].is_some() => MulVariant::High,
                _ => MulVariant::Full,
            },
        })
    }

    /// notes §3: a declared type must agree with the type the instruction
    /// reads or writes the variable as, unless `.NTC`.
    fn type_rule(
        &mut self,
        declared: Option<Ty>,
        used: Ty,
        t: &Typed,
        span: &Span,
        what: &str,
    ) -> bool {
        match declared {
            Some(d) if d != used && !t.ntc => {
                self.errors.push(rule(
                    "gp4/type-mismatch",
                    span.clone(),
                    format!(
                        "{what} is declared {} but the instruction uses it as {} ({})",
                        d.name(),
                        used.name(),
                        match d {
                            // Where the row takes a data type modifier,
                            // it is the usual fix.
                            Ty::Signed => "a .S modifier reads it as INT; .NTC skips the check",
                            Ty::Unsigned => "a .U modifier reads it as UINT; .NTC skips the check",
                            Ty::Float => ".NTC skips the check",
                        }
                    ),
                ));
                false
            }
            _ => true,
        }
    }

    pub(super) fn instruction(&mut self, i: &Instruction) {
        let limit = self.instruction_limit();
        if self.instructions.len() >= limit {
            if self.instructions.len() == limit {
                self.errors.push(rule(
                    "gp4/too-many-instructions",
                    i.opcode_span.clone(),
                    format!(
                        "more than {limit} instructions (MAX_PROGRAM_INSTRUCTIONS_ARB{})",
                        self.fog_note()
                    ),
                ));
            }
            self.instructions.push(IrInstruction::new(Opcode::Nop));
            return;
        }
        let at = self.instructions.len();
        let row = i.row;
        // The block structure first, whatever the operands: a REP whose
        // count is refused still opens its block, so that its ENDREP
        // gives no second diagnostic.
        match row.class {
            Class::If | Class::EndFlow | Class::FlowCc => {
                self.flow
                    .instruction(row.opcode, true, &i.opcode_span, &mut self.errors)
            }
            Class::Rep => self.flow.instruction(
                row.opcode,
                !i.srcs.is_empty(),
                &i.opcode_span,
                &mut self.errors,
            ),
            Class::Cal => {
                if let Some(l) = &i.label {
                    self.flow.call(at, l);
                }
            }
            _ => {}
        }
        if !self.packing_allowed(i) {
            self.placeholder();
            return;
        }
        let Some(t) = self.typed(i) else {
            self.placeholder();
            return;
        };
        let mut out = IrInstruction::new(row.opcode);
        out.modifiers.data_type = t.data_type();
        out.modifiers.saturate = t.saturate;
        out.modifiers.precision = t.precision;
        out.modifiers.cc_update = t.cc;
        out.modifiers.mul = t.mul;
        if let Some(c) = &i.condition {
            match self.cc_test(c) {
                Some(test) => out.condition = Condition::Cc(test),
                None => return self.placeholder(),
            }
            if row.class == Class::Kil {
                out.opcode = Opcode::Kil;
            }
        }
        let mut spans = InstSpans {
            inst: IrSpan::from(i.span.clone()),
            dst: IrSpan::NONE,
            src: Vec::new(),
        };
        if let Some(d) = &i.dst {
            spans.dst = IrSpan::from(d.span.clone());
            let ty = row.result.map_or(t.ty, |k| k.ty(t.ty));
            match self.dst(d, ty, &t) {
                Some(d) => out.dst = Some(d),
                None => return self.placeholder(),
            }
        }
        for (k, s) in i.srcs.iter().enumerate() {
            spans.src.push(IrSpan::from(s.span.clone()));
            let operand = row.srcs.get(k).copied().unwrap_or(crate::table::Operand {
                scalar: false,
                kind: Kind::Inst,
            });
            // REP's count is read as a scalar (its `.x`).
            let scalar = operand.scalar;
            let Some(src) = self.src(s, operand.kind.ty(t.ty), scalar, &t) else {
                return self.placeholder();
            };
            out.src.push(src);
        }
        if let Some(ext) = i.ext_swizzle {
            out.extra = Extra::ExtSwizzle(ext);
        }
        if let Some(tex) = &i.texture {
            let Some(r) = self.texture(row.opcode, tex) else {
                return self.placeholder();
            };
            out.extra = Extra::Texture(r);
        }
        self.instructions.push(out);
        self.spans.push(spans);
    }

    /// §2.X.8 (PK2H ... UP4UB): a pack may not write a `SHORT` variable
    /// and an unpack may not read one (notes §9.1 item 16).
    fn packing_allowed(&mut self, i: &Instruction) -> bool {
        let name_of = |base: &Base| match base {
            Base::Name(n) => Some(n.text.clone()),
            Base::Element { array, .. } => Some(array.text.clone()),
            _ => None,
        };
        let offending = match i.row.opcode {
            Opcode::Pk2h | Opcode::Pk2us | Opcode::Pk4b | Opcode::Pk4ub => i
                .dst
                .as_ref()
                .map(|d| (&d.base, &d.base_span, "write its result to")),
            Opcode::Up2h | Opcode::Up2us | Opcode::Up4b | Opcode::Up4ub => i
                .srcs
                .first()
                .map(|s| (&s.base, &s.base_span, "read its operand from")),
            _ => None,
        };
        let Some((base, span, what)) = offending else {
            return true;
        };
        let Some(name) = name_of(base).filter(|n| self.short_names.contains(n)) else {
            return true;
        };
        self.errors.push(rule(
            "gp4/short-packing",
            span.clone(),
            format!(
                "{} may not {what} `{}`, a variable declared SHORT",
                i.row.name,
                shasm_diag::clip(&name)
            ),
        ));
        false
    }

    /// Keep instruction indices in step after an error.
    fn placeholder(&mut self) {
        self.instructions.push(IrInstruction::new(Opcode::Nop));
        self.spans.push(InstSpans::default());
    }

    fn cc_test(&mut self, c: &CcTest) -> Option<CondTest> {
        let swizzle = match &c.swizzle {
            None => Swizzle::IDENTITY,
            Some((text, span)) => self.swizzle(text, span)?,
        };
        Some(CondTest::new(u32::from(c.register), c.rule, swizzle))
    }

    /// A source swizzle: one component (replicated) or four (notes §2).
    fn swizzle(&mut self, text: &str, span: &Span) -> Option<Swizzle> {
        match components(text) {
            Some(c) if c.len() == 1 => Some(Swizzle::replicate(c[0])),
            Some(c) if c.len() == 4 => Some(Swizzle([c[0], c[1], c[2], c[3]])),
            _ => {
                self.errors.push(rule(
                    "gp4/bad-swizzle",
                    span.clone(),
                    format!(
                        "`.{}` is not a swizzle: one component or four, all of xyzw or all of rgba",
                        shasm_diag::clip(text)
                    ),
                ));
                None
            }
        }
    }

    /// ATTRIB variables are inputs, read-only (NV_gpu_program4 §2.X.3.2;
    /// an attribute binding written directly is the parser's error).
    fn write_input(&mut self, d: &Dst) {
        let name = match &d.base {
            Base::Name(n) | Base::Element { array: n, .. } => n.text.as_str(),
            _ => "",
        };
        self.errors.push(
            rule(
                "gp4/write-input",
                d.base_span.clone(),
                format!(
                    "`{}` is an input (ATTRIB) and cannot be written",
                    shasm_diag::clip(name)
                ),
            )
            .with_label("an input"),
        );
    }

    fn dst(&mut self, d: &Dst, ty: Ty, t: &Typed) -> Option<IrDst> {
        let mut out = match &d.base {
            Base::Result(b) => {
                let r = self.use_result(*b, &d.base_span)?;
                self.note_position(*b, &d.base_span)?;
                IrDst::new(File::Output, r)
            }
            Base::Name(_) | Base::Element { .. } => {
                let (sym, file, reg, _) = self.element(&d.base, &d.base_span)?;
                if matches!(sym, Symbol::Attrib { .. } | Symbol::VertexAttrib { .. }) {
                    self.write_input(d);
                    return None;
                }
                if !matches!(sym, Symbol::Temp { .. } | Symbol::Output { .. }) {
                    self.errors.push(rule(
                        "gp4/write-read-only",
                        d.base_span.clone(),
                        "only TEMP and OUTPUT variables can be written",
                    ));
                    return None;
                }
                if let Symbol::Output { regs, .. } = &sym
                    && self.options.position_invariant
                    && regs.contains(&lower::result_index(ResultBinding::Position))
                {
                    self.position_conflict(&d.base_span);
                    return None;
                }
                if !self.type_rule(sym.ty(), ty, t, &d.base_span, "the destination") {
                    return None;
                }
                match reg {
                    Ok(r) => IrDst::new(file, r),
                    Err((base, offset)) => {
                        let mut o = IrDst::new(file, u32::try_from(offset).ok()?);
                        o.indirect = Some(base);
                        o
                    }
                }
            }
            _ => {
                self.errors.push(rule(
                    "gp4/write-read-only",
                    d.base_span.clone(),
                    "only TEMP and OUTPUT variables and results can be written",
                ));
                return None;
            }
        };
        if let Some((text, span)) = &d.mask {
            let mask = components(text).and_then(|c| {
                let ordered = c.windows(2).all(|w| w[0] < w[1]);
                ordered.then(|| WriteMask(c.iter().fold(0u8, |m, k| m | (1 << k))))
            });
            match mask {
                Some(m) if m.0 != 0 => out.mask = m,
                _ => {
                    self.errors.push(rule(
                        "gp4/bad-write-mask",
                        span.clone(),
                        format!(
                            "`.{}` is not a write mask: components in xyzw order, no repeats",
                            shasm_diag::clip(text)
                        ),
                    ));
                    return None;
                }
            }
        }
        if let Some(c) = &d.cc {
            out.cond = Some(self.cc_test(c)?);
        }
        Some(out)
    }

    fn note_position(&mut self, b: ResultBinding, span: &Span) -> Option<()> {
        if b == ResultBinding::Position && self.options.position_invariant {
            self.position_conflict(span);
            return None;
        }
        if b == ResultBinding::Position {
            self.position_written = Some(span.clone());
        }
        Some(())
    }

    fn position_conflict(&mut self, span: &Span) {
        self.errors.push(rule(
            "gp4/position-invariant-write",
            span.clone(),
            "with ARB_position_invariant the program cannot write result.position",
        ));
    }

    fn src(&mut self, s: &Src, ty: Ty, scalar: bool, t: &Typed) -> Option<IrSrc> {
        let mut bare_constant = false;
        // A BUFFER variable's plane, and whether its element is one word.
        let mut buffer: Option<(u32, bool)> = None;
        let mut out = match &s.base {
            Base::Name(_) | Base::Element { .. } => {
                let (sym, file, reg, relative_vertex) = self.element(&s.base, &s.base_span)?;
                if let Symbol::Buffer { binding, four, .. } = sym {
                    buffer = Some((lower::buffer_plane(binding), !four));
                }
                if let Symbol::Output { .. } = sym {
                    self.errors.push(rule(
                        "gp4/read-result",
                        s.base_span.clone(),
                        "results are write-only",
                    ));
                    return None;
                }
                if !self.type_rule(sym.ty(), ty, t, &s.base_span, "the operand") {
                    return None;
                }
                let mut src = match reg {
                    Ok(r) => IrSrc::new(file, r),
                    Err((base, offset)) => IrSrc::relative(file, base, offset),
                };
                if let Some((index, offset)) = relative_vertex {
                    src.dimension = Some(offset);
                    src.dimension_indirect = Some(index);
                }
                src
            }
            Base::Attrib(a) => {
                if let Some(g) = &self.geometry
                    && !crate::geometry::check_attrib(g, *a, &s.base_span, &mut self.errors)
                {
                    return None;
                }
                IrSrc::new(File::Input, self.use_attrib(*a, &s.base_span)?)
            }
            Base::Result(_) => {
                self.errors.push(rule(
                    "gp4/read-result",
                    s.base_span.clone(),
                    "results are write-only",
                ));
                return None;
            }
            Base::Param(ParamItem::Constant(c)) => {
                bare_constant = c.scalar;
                let bits = self.constant_bits(c, ty, &s.base_span)?;
                let imm = match ty {
                    Ty::Float => ImmType::Flt32,
                    Ty::Signed => ImmType::Int32,
                    Ty::Unsigned => ImmType::Uint32,
                };
                IrSrc::new(File::Immediate, self.layout.immediate(imm, bits))
            }
            Base::Param(ParamItem::Env { first, .. }) => IrSrc::new(File::Const, *first),
            Base::Param(ParamItem::Local { first, .. }) => {
                IrSrc::new(File::Const, self.layout.env_len + first)
            }
            Base::Param(ParamItem::State(states)) => match states.as_slice() {
                [one] => IrSrc::new(File::Const, self.layout.state(*one, None)),
                _ => {
                    self.errors.push(rule(
                        "gp4/single-param-multiple",
                        s.base_span.clone(),
                        "an operand names one vector, not a matrix",
                    ));
                    return None;
                }
            },
        };
        match &s.swizzle {
            Some((text, span)) => {
                let sw = self.swizzle(text, span)?;
                if scalar && text.chars().count() != 1 {
                    self.errors.push(rule(
                        "gp4/scalar-needs-component",
                        span.clone(),
                        "a scalar operand selects one component (`.x`)",
                    ));
                    return None;
                }
                out.swizzle = sw;
            }
            None if scalar && !bare_constant => {
                self.errors.push(rule(
                    "gp4/scalar-needs-component",
                    s.span.clone(),
                    "a scalar operand selects one component (`.x`)",
                ));
                return None;
            }
            None => {}
        }
        if let Some((plane, one_word)) = buffer {
            out.dimension = Some(plane);
            if one_word {
                // §2.X.3.4: "When a single-component binding is evaluated,
                // the selected word is broadcast to all four components";
                // any swizzle of (x, x, x, x) is (x, x, x, x).
                out.swizzle = Swizzle::replicate(0);
            }
        }
        // notes §2: inner negate, |x|, outer negate. |-x| is |x| except
        // for unsigned operands, whose |x| is x.
        out.abs = s.abs;
        out.negate = s.negate;
        if s.inner_negate && ty == Ty::Unsigned {
            out.negate = !out.negate;
        }
        let _ = SrcRegister::Direct;
        Some(out)
    }

    fn texture(&mut self, op: Opcode, tex: &TextureOperand) -> Option<TexRef> {
        let target = tex.target;
        let refused = match (op, target) {
            // Table X.17: "Buffer textures are not supported by normal
            // texture lookup functions, but are supported by TXF and TXQ"
            // (notes §8.5: the others fail).
            (op, TexTarget::Buffer) if !matches!(op, Opcode::Txf | Opcode::Txq) => Some((
                "gp4/bad-texture-target",
                "only TXF and TXQ take the BUFFER target (buffer textures are not supported by the other texture lookups)",
            )),
            // §2.X.4.4: "If a program contains a TXF instruction specifying
            // one of the "SHADOW" or "CUBE" targets, it will fail to load."
            (Opcode::Txf, TexTarget::Cube | TexTarget::ShadowCube) => Some((
                "gp4/bad-texture-target",
                "TXF cannot fetch from a CUBE or SHADOW target",
            )),
            (Opcode::Txf, t) if t.is_shadow() => Some((
                "gp4/bad-texture-target",
                "TXF cannot fetch from a CUBE or SHADOW target",
            )),
            // TXB, TXL and TXP: "A program will fail to load if it contains
            // a TXB [TXL, TXP] instruction with a target of SHADOWCUBE or
            // SHADOWARRAY2D": x, y and z are taken, and w is the bias, the
            // LOD or the divisor, so there is no room for the reference.
            (
                Opcode::Txb | Opcode::Txl | Opcode::Txp,
                TexTarget::ShadowCube | TexTarget::ShadowArray2D,
            ) => Some((
                "gp4/bad-texture-target",
                "TXB, TXL and TXP do not take SHADOWCUBE or SHADOWARRAY2D (their one source vector has no room for the depth reference)",
            )),
            _ => None,
        };
        if let Some((code, message)) = refused {
            self.errors
                .push(rule(code, tex.target_span.clone(), message));
            return None;
        }
        if let Some((offset, span)) = &tex.offset
            && let Some(message) = offset_rule(target, *offset)
        {
            self.errors
                .push(rule("gp4/bad-texel-offset", span.clone(), message));
            return None;
        }
        // §2.X.4.4: one target per unit, "including the SHADOW
        // pseudo-targets": 2D and SHADOW2D on one unit fail too.
        match self.texture_targets.get(&tex.unit) {
            Some(prev) if *prev != target => {
                self.errors.push(rule(
                    "gp4/texture-target-conflict",
                    tex.target_span.clone(),
                    format!(
                        "texture unit {} is already used as {}",
                        tex.unit,
                        crate::parser::target_name(*prev)
                    ),
                ));
                return None;
            }
            _ => {
                self.texture_targets.insert(tex.unit, target);
            }
        }
        let _ = ProgramKind::Vertex;
        Some(TexRef {
            unit: tex.unit,
            target,
            offset: tex.offset.as_ref().map(|(o, _)| *o),
        })
    }
}

/// The texel offset rules of notes §8.4 (NV_gpu_program4 §2.X.4.4): the
/// components a target has no axis for must be 0. The [-8, 7] range is
/// checked by the parser.
fn offset_rule(target: TexTarget, offset: [i8; 3]) -> Option<&'static str> {
    let axes = match target {
        TexTarget::Cube | TexTarget::ShadowCube | TexTarget::Buffer => 0,
        TexTarget::Tex1D | TexTarget::Shadow1D | TexTarget::Array1D | TexTarget::ShadowArray1D => 1,
        TexTarget::Tex3D => 3,
        _ => 2,
    };
    if offset.iter().skip(axes).all(|&o| o == 0) {
        return None;
    }
    Some(match axes {
        0 => "CUBE, SHADOWCUBE and BUFFER targets take no texel offset",
        1 => "a 1D target takes an offset in its first component only",
        _ => "a 2D target takes no third offset component",
    })
}
