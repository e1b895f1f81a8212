//! Instructions: operand checks, operand-descriptor allocation (picasso's
//! sharing rules) and encoding.

use super::cursor::{Cursor, OperandSyntax, Span};
use super::lexer::Tok;
use super::{
    Assembler, Block, BlockKind, Fail, MAX_CODE_SIZE, MAX_OPDESC, MAX_VSH_SIZE, Operand, Reloc,
    Res, ZERO_SWIZZLE, err_code, is_ordered, mask_of,
};
use crate::Instruction;
use crate::encoding::{OperandDescriptor, encode};
use crate::isa::{DontCare, Format, IndexReg, Op, Reg, RegFile};
use shasm_diag::Diagnostic;

impl Assembler {
    pub(super) fn instruction(
        &mut self,
        c: &mut Cursor<'_>,
        name: &str,
        name_span: Span,
        stmt: Span,
    ) -> Res<()> {
        match self.stack.last() {
            // One error for a run of instructions outside every procedure:
            // they all follow from one missing `.proc` or one stray `.end`.
            None if self.outside_reported => return Err(Fail::Quiet),
            None => {
                self.outside_reported = true;
                let mut d = Diagnostic::error(
                    name_span,
                    "instructions must be inside a `.proc` ... `.end` block",
                )
                .with_code("pica/instruction-outside-proc");
                if let Some(name) = &self.last_closed_proc {
                    d = d.with_note(format!(
                        "the last `.end` closed procedure `{name}`; is it one `.end` too early?"
                    ));
                }
                return Err(d
                    .with_note("later instructions outside a procedure are not reported")
                    .into());
            }
            Some(Block {
                kind: BlockKind::Array(_),
                ..
            }) => {
                return err_code(
                    "pica/instruction-in-constfa",
                    name_span,
                    "instructions are not allowed inside `.constfa`",
                );
            }
            _ => {}
        }
        self.last_was_end = false;
        let d = self.dvle();
        let limit = if self.dvles[d].is_geo {
            MAX_CODE_SIZE
        } else {
            MAX_VSH_SIZE
        };
        if self.code.len() >= limit {
            // Every later instruction is past the limit too: one error.
            if self.code_full_reported {
                return Err(Fail::Quiet);
            }
            self.code_full_reported = true;
            return Err(Diagnostic::error(
                name_span,
                if limit == MAX_VSH_SIZE {
                    format!(
                        "instruction outside vertex shader code memory (max {MAX_VSH_SIZE} instructions)"
                    )
                } else {
                    format!(
                        "instruction past the {MAX_CODE_SIZE} words that 12-bit flow targets can address"
                    )
                },
            )
            .with_code("pica/program-too-long")
            .with_note("later instructions past the limit are not reported")
            .into());
        }
        let Some(op) = Op::from_mnemonic(name) else {
            return err_code(
                "pica/unknown-instruction",
                name_span,
                format!("unknown instruction `{name}`"),
            );
        };
        // The I forms are chosen from the operands, whichever is spelled.
        let op = op.base();
        match op.format() {
            Format::Zero => {
                c.finish()?;
                self.emit(encode(&Instruction::new(op)), stmt);
                Ok(())
            }
            Format::One | Format::OneI => self.format1(c, op, stmt),
            Format::OneU if op == Op::Mova => self.mova(c, stmt),
            Format::OneU => self.format1u(c, op, stmt),
            Format::OneC => self.cmp(c, stmt),
            Format::Five | Format::FiveI => self.mad(c, stmt),
            Format::Two | Format::Three => self.flow(c, op, stmt),
            Format::Four => self.setemit(c, stmt),
        }
    }

    fn dest(&mut self, c: &mut Cursor<'_>, op: Op) -> Res<(Operand, u8)> {
        let syn = c.operand("a destination register")?;
        let d = self.resolve(&syn, false)?;
        if !matches!(d.reg.file, RegFile::Output | RegFile::Temp) {
            return err_code(
                "pica/bad-destination",
                syn.span.clone(),
                format!(
                    "the destination of {} must be an output (o) or temporary (r) register, not {}",
                    op.mnemonic(),
                    d.reg
                ),
            );
        }
        if d.negate {
            return err_code(
                "pica/negated-destination",
                syn.span.clone(),
                "a destination register cannot be negated",
            );
        }
        if !is_ordered(d.swizzle) {
            self.warn(
                "pica/destination-mask-order",
                syn.span.clone(),
                "the order of a destination mask's letters has no effect",
            );
        }
        Ok((d, mask_of(d.swizzle)))
    }

    /// A source operand; `wide` sources may be float uniforms and relatively
    /// addressed.
    fn source(&mut self, syn: &OperandSyntax<'_>, wide: bool, which: usize) -> Res<Operand> {
        let mut s = self.resolve(syn, wide)?;
        if s.reg.file == RegFile::Output {
            // picasso 2.7.1 (`parseReg`) gives `oN` the register number N
            // with no file offset, which in a source field is `vN`; it says
            // nothing. Assemble the same word, and say so.
            let input = Reg::new(RegFile::Input, s.reg.index);
            let output = s.reg;
            let named = if syn.name == output.to_string() {
                format!("`{output}`")
            } else {
                format!("`{}` ({output})", super::clipped(syn.name))
            };
            self.warn(
                "pica/output-as-source",
                syn.span.clone(),
                format!(
                    "output registers cannot be read: picasso encodes {named} as a source as the \
                     input register {input}, so this reads {input}; to reuse a value written to \
                     {output}, write it to a temporary register (r0..r15) as well and read that"
                ),
            );
            s.reg = input;
        }
        let ok = match s.reg.file {
            RegFile::Input | RegFile::Temp => true,
            RegFile::Const => wide,
            _ => false,
        };
        if !ok {
            return if s.reg.file == RegFile::Const {
                err_code(
                    "pica/float-uniform-source",
                    syn.span.clone(),
                    format!(
                        "source {which} cannot be a float uniform here: only one source of an instruction can be, and not this one"
                    ),
                )
            } else {
                err_code(
                    "pica/bad-source",
                    syn.span.clone(),
                    format!(
                        "source {which} must be an input (v), temporary (r) or float uniform (c) register, not {}",
                        s.reg
                    ),
                )
            };
        }
        Ok(s)
    }

    /// Hardware erratum (notes §3.2): an instruction can read only one
    /// input register reliably.
    fn check_inputs(&self, srcs: &[(&Operand, Span)]) -> Res<()> {
        for (i, (a, _)) in srcs.iter().enumerate() {
            for (b, span) in &srcs[i + 1..] {
                if a.reg.file == RegFile::Input
                    && b.reg.file == RegFile::Input
                    && a.reg.index != b.reg.index
                {
                    return err_code(
                        "pica/two-input-registers",
                        span.clone(),
                        format!(
                            "an instruction can read only one input register; {} and {} differ",
                            a.reg, b.reg
                        ),
                    );
                }
            }
        }
        Ok(())
    }

    /// The descriptor bits picasso compares when it shares descriptors
    /// (`optimizeOpdesc` over the format's mask).
    fn cared_bits(op: Op, nsrc: usize, has_dest: bool, desc: OperandDescriptor) -> u32 {
        let mut mask = if has_dest {
            OperandDescriptor::DEST_BITS
        } else {
            0
        };
        for s in 0..nsrc {
            mask |= OperandDescriptor::src_bits(s);
        }
        let written = desc.dest_mask();
        let unused = match op.base().info().dont_care {
            DontCare::Nothing => 0,
            DontCare::UnwrittenLanes => (0..3)
                .map(|s| OperandDescriptor::lane_bits(s, !written & 0xF))
                .fold(0, |a, b| a | b),
            DontCare::Dot3 => {
                OperandDescriptor::lane_bits(0, 0b1000) | OperandDescriptor::lane_bits(1, 0b1000)
            }
            DontCare::DotHomogeneous => OperandDescriptor::lane_bits(0, 0b1000),
            DontCare::Scalar => OperandDescriptor::lane_bits(0, 0b1110),
            DontCare::Mova => OperandDescriptor::lane_bits(0, (!written & 0b11) | 0b1100),
            DontCare::Compare => OperandDescriptor::lane_bits(0, 0b1100),
        };
        mask & !unused
    }

    /// picasso's `findOrAddOpdesc`: the first slot that agrees on the bits
    /// both care about is shared (and learns the new cared-for bits).
    fn opdesc(&mut self, desc: u32, mask: u32, span: &Span) -> Res<usize> {
        for i in 0..self.opdescs.len() {
            let both = mask & self.opdesc_masks[i];
            if desc & both == self.opdescs[i] & both {
                self.opdescs[i] = (self.opdescs[i] & !mask) | (desc & mask);
                self.opdesc_masks[i] |= mask;
                return Ok(i);
            }
        }
        if self.opdescs.len() == MAX_OPDESC {
            return err_code(
                "pica/too-many-operand-descriptors",
                span.clone(),
                format!("too many operand descriptors (limit is {MAX_OPDESC})"),
            );
        }
        self.opdescs.push(desc);
        self.opdesc_masks.push(mask);
        Ok(self.opdescs.len() - 1)
    }

    /// MAD/MADI have a 5-bit descriptor index: picasso swaps the slot with
    /// the first slot below 32 not used by a MAD, renumbering the format-1
    /// and CMP instructions that use either.
    fn mad_opdesc(&mut self, mut index: usize, span: &Span) -> Res<usize> {
        if index >= 32 {
            let Some(which) = (0..32).find(|w| self.opdesc_is_mad & (1 << w) == 0) else {
                return err_code(
                    "pica/too-many-operand-descriptors",
                    span.clone(),
                    "no operand descriptor below 32 is left for MAD",
                );
            };
            self.opdescs.swap(which, index);
            self.opdesc_masks.swap(which, index);
            for word in &mut self.code {
                let opcode = *word >> 26;
                if opcode < 0x20 || (opcode & !1) == 0x2E {
                    let cur = (*word & 0x7F) as usize;
                    let new = if cur == which {
                        index
                    } else if cur == index {
                        which
                    } else {
                        cur
                    };
                    *word = (*word & !0x7F) | new as u32;
                }
            }
            index = which;
        }
        self.opdesc_is_mad |= 1 << index;
        Ok(index)
    }

    fn descriptor(
        &mut self,
        op: Op,
        mask: u8,
        srcs: &[&Operand],
        has_dest: bool,
        stmt: &Span,
    ) -> Res<usize> {
        let mut parts = [(false, ZERO_SWIZZLE); 3];
        for (slot, s) in parts.iter_mut().zip(srcs) {
            *slot = (s.negate, s.swizzle);
        }
        let desc = OperandDescriptor::new(if has_dest { mask } else { 0 }, parts);
        let cared = Self::cared_bits(op, srcs.len(), has_dest, desc);
        self.opdesc(desc.0, cared, stmt)
    }

    fn format1(&mut self, c: &mut Cursor<'_>, op: Op, stmt: Span) -> Res<()> {
        let (dst, mask) = self.dest(c, op)?;
        c.comma()?;
        let s1 = c.operand("source 1")?;
        c.comma()?;
        let s2 = c.operand("source 2")?;
        c.finish()?;
        // picasso picks the inverted form (DPHI, DSTI, SGEI, SLTI) when
        // source 1 is an input/temporary and source 2 a float uniform.
        let a1 = self.resolve(&s1, true)?;
        let a2 = self.resolve(&s2, true)?;
        // (An output register counts as narrow: picasso reads it as an
        // input register, see `source`.)
        let inverted = op.info().inverted.is_some()
            && matches!(
                a1.reg.file,
                RegFile::Input | RegFile::Temp | RegFile::Output
            )
            && a2.reg.file == RegFile::Const;
        let (r1, r2) = if inverted {
            (self.source(&s1, false, 1)?, self.source(&s2, true, 2)?)
        } else {
            (self.source(&s1, true, 1)?, self.source(&s2, false, 2)?)
        };
        self.check_inputs(&[(&r1, s1.span.clone()), (&r2, s2.span.clone())])?;
        let index = self.descriptor(op, mask, &[&r1, &r2], true, &stmt)?;
        let final_op = if inverted {
            op.info().inverted.unwrap_or(op)
        } else {
            op
        };
        let mut inst = Instruction::new(final_op);
        inst.desc = index as u8;
        inst.dst = dst.reg.dst_field().unwrap_or(0);
        inst.src[0] = r1.reg.src_field().unwrap_or(0);
        inst.src[1] = r2.reg.src_field().unwrap_or(0);
        inst.idx = if inverted { r2.idx } else { r1.idx }.map_or(0, IndexReg::field);
        self.emit(encode(&inst), stmt);
        Ok(())
    }

    fn format1u(&mut self, c: &mut Cursor<'_>, op: Op, stmt: Span) -> Res<()> {
        let (dst, mask) = self.dest(c, op)?;
        c.comma()?;
        let s1 = c.operand("source 1")?;
        c.finish()?;
        let r1 = self.source(&s1, true, 1)?;
        let index = self.descriptor(op, mask, &[&r1], true, &stmt)?;
        let mut inst = Instruction::new(op);
        inst.desc = index as u8;
        inst.dst = dst.reg.dst_field().unwrap_or(0);
        inst.src[0] = r1.reg.src_field().unwrap_or(0);
        inst.idx = r1.idx.map_or(0, IndexReg::field);
        self.emit(encode(&inst), stmt);
        Ok(())
    }

    fn mova(&mut self, c: &mut Cursor<'_>, stmt: Span) -> Res<()> {
        let start = c.span();
        let (name, _) = c.ident("`a0.x`, `a0.y` or `a0.xy`")?;
        let comp = if c.eat(Tok::Dot).is_some() {
            Some(c.ident("`x`, `y` or `xy`")?.0)
        } else {
            None
        };
        let target = start.start..c.prev_span().end;
        let lname = name.to_ascii_lowercase();
        let lcomp = comp.map(str::to_ascii_lowercase);
        // picasso: a0 / a0.x, a1 / a0.y, a01 / a0.xy.
        let mask = match (lname.as_str(), lcomp.as_deref()) {
            ("a0", None) | ("a0", Some("x")) => 0b01,
            ("a1", None) | ("a0", Some("y")) => 0b10,
            ("a01", None) | ("a0", Some("xy")) => 0b11,
            _ => {
                return err_code(
                    "pica/bad-mova-destination",
                    target,
                    "the destination of mova must be a0.x, a0.y or a0.xy",
                );
            }
        };
        c.comma()?;
        let s1 = c.operand("source 1")?;
        c.finish()?;
        let r1 = self.source(&s1, true, 1)?;
        let index = self.descriptor(Op::Mova, mask, &[&r1], true, &stmt)?;
        let mut inst = Instruction::new(Op::Mova);
        inst.desc = index as u8;
        inst.src[0] = r1.reg.src_field().unwrap_or(0);
        inst.idx = r1.idx.map_or(0, IndexReg::field);
        self.emit(encode(&inst), stmt);
        Ok(())
    }

    fn compare_op(c: &mut Cursor<'_>) -> Res<u8> {
        let span = c.span();
        let text = c.text(&span).to_ascii_lowercase();
        let op = match text.as_str() {
            "eq" => 0,
            "ne" => 1,
            "lt" => 2,
            "le" => 3,
            "gt" => 4,
            "ge" => 5,
            // The spec's raw operators 6 and 7 ("seem to always return
            // true"), which picasso before 2.5 accepted as numbers.
            "6" => 6,
            "7" => 7,
            _ if c.at_end() => return Err(c.unexpected("a comparison operator").into()),
            _ => {
                return err_code(
                    "pica/bad-comparison-operator",
                    span.clone(),
                    format!(
                        "`{}` is not a comparison operator (eq, ne, lt, le, gt, ge)",
                        c.text(&span)
                    ),
                );
            }
        };
        c.next();
        Ok(op)
    }

    fn cmp(&mut self, c: &mut Cursor<'_>, stmt: Span) -> Res<()> {
        let s1 = c.operand("source 1")?;
        c.comma()?;
        let cmpx = Self::compare_op(c)?;
        c.comma()?;
        let cmpy = Self::compare_op(c)?;
        c.comma()?;
        let s2 = c.operand("source 2")?;
        c.finish()?;
        let r1 = self.source(&s1, true, 1)?;
        let r2 = self.source(&s2, false, 2)?;
        self.check_inputs(&[(&r1, s1.span.clone()), (&r2, s2.span.clone())])?;
        let index = self.descriptor(Op::Cmp, 0, &[&r1, &r2], false, &stmt)?;
        let mut inst = Instruction::new(Op::Cmp);
        inst.desc = index as u8;
        inst.src[0] = r1.reg.src_field().unwrap_or(0);
        inst.src[1] = r2.reg.src_field().unwrap_or(0);
        inst.idx = r1.idx.map_or(0, IndexReg::field);
        inst.cmp = [cmpx, cmpy];
        self.emit(encode(&inst), stmt);
        Ok(())
    }

    fn mad(&mut self, c: &mut Cursor<'_>, stmt: Span) -> Res<()> {
        let (dst, mask) = self.dest(c, Op::Mad)?;
        c.comma()?;
        let s1 = c.operand("source 1")?;
        c.comma()?;
        let s2 = c.operand("source 2")?;
        c.comma()?;
        let s3 = c.operand("source 3")?;
        c.finish()?;
        let r1 = self.source(&s1, false, 1)?;
        let a2 = self.resolve(&s2, true)?;
        let a3 = self.resolve(&s3, true)?;
        // MADI when source 2 is an input/temporary and source 3 a float
        // uniform.
        let inverted = matches!(
            a2.reg.file,
            RegFile::Input | RegFile::Temp | RegFile::Output
        ) && a3.reg.file == RegFile::Const;
        let (r2, r3) = if inverted {
            (self.source(&s2, false, 2)?, self.source(&s3, true, 3)?)
        } else {
            (self.source(&s2, true, 2)?, self.source(&s3, false, 3)?)
        };
        self.check_inputs(&[
            (&r1, s1.span.clone()),
            (&r2, s2.span.clone()),
            (&r3, s3.span.clone()),
        ])?;
        let index = self.descriptor(Op::Mad, mask, &[&r1, &r2, &r3], true, &stmt)?;
        let index = self.mad_opdesc(index, &stmt)?;
        let mut inst = Instruction::new(if inverted { Op::Madi } else { Op::Mad });
        inst.desc = index as u8;
        inst.dst = dst.reg.dst_field().unwrap_or(0);
        inst.src = [
            r1.reg.src_field().unwrap_or(0),
            r2.reg.src_field().unwrap_or(0),
            r3.reg.src_field().unwrap_or(0),
        ];
        inst.idx = if inverted { r3.idx } else { r2.idx }.map_or(0, IndexReg::field);
        self.emit(encode(&inst), stmt);
        Ok(())
    }

    /// `cmp.x`, `!cmp.y`, `A && B`, `A || B` (also `&`, `|`): REFX, REFY
    /// start at 1 and `!` clears them; CONDOP 0 OR, 1 AND, 2 x only, 3 y
    /// only (picasso's `parseCondExp`; spec, "Conditions").
    fn condition(c: &mut Cursor<'_>) -> Res<(u8, [bool; 2])> {
        let start = c.span();
        let (which1, neg1) = Self::flag(c)?;
        let mut refs = [true, true];
        refs[which1] ^= neg1;
        let combine = match c.peek() {
            Some(Tok::AndAnd) | Some(Tok::And) => 1,
            Some(Tok::OrOr) | Some(Tok::Or) => 0,
            _ => return Ok((2 + which1 as u8, refs)),
        };
        c.next();
        let (which2, neg2) = Self::flag(c)?;
        if which1 == which2 {
            return err_code(
                "pica/bad-condition",
                start.start..c.prev_span().end,
                "the condition tests the same flag twice",
            );
        }
        refs[which2] ^= neg2;
        Ok((combine, refs))
    }

    fn flag(c: &mut Cursor<'_>) -> Res<(usize, bool)> {
        let mut negate = false;
        while c.eat(Tok::Bang).is_some() {
            negate = !negate;
        }
        let start = c.span();
        let (name, _) = c.ident("`cmp.x` or `cmp.y`")?;
        let mut which = None;
        if name.eq_ignore_ascii_case("cmp") && c.eat(Tok::Dot).is_some() {
            let (comp, _) = c.ident("`x` or `y`")?;
            which = match comp.to_ascii_lowercase().as_str() {
                "x" => Some(0),
                "y" => Some(1),
                _ => None,
            };
        }
        match which {
            Some(w) => Ok((w, negate)),
            None => err_code(
                "pica/bad-condition",
                start.start..c.prev_span().end,
                "a condition flag must be `cmp.x` or `cmp.y`",
            ),
        }
    }

    pub(super) fn uniform_operand(&mut self, c: &mut Cursor<'_>, file: RegFile) -> Res<Reg> {
        let article = if file == RegFile::Int { "an" } else { "a" };
        let syn = c.operand(&format!("{article} {} register", file.name()))?;
        let r = self.resolve(&syn, false)?;
        if r.reg.file != file {
            return err_code(
                "pica/wrong-register-file",
                syn.span,
                format!(
                    "expected {article} {} register ({p}0..{p}{}), found {}",
                    file.name(),
                    file.size() - 1,
                    r.reg,
                    p = file.prefix(),
                ),
            );
        }
        Ok(r.reg)
    }

    fn reloc(&mut self, c: &mut Cursor<'_>, op: Op, pos: usize) -> Res<()> {
        let is_proc = matches!(op, Op::Call | Op::Callc | Op::Callu);
        let (name, span) = c.ident(if is_proc {
            "a procedure name"
        } else {
            "a label"
        })?;
        c.finish()?;
        let reloc = Reloc {
            pos,
            name: name.to_string(),
            file: self.file,
            span,
        };
        if is_proc {
            self.proc_relocs.push(reloc);
        } else {
            self.label_relocs.push(reloc);
        }
        Ok(())
    }

    fn flow(&mut self, c: &mut Cursor<'_>, op: Op, stmt: Span) -> Res<()> {
        let mut inst = Instruction::new(op);
        let pos = self.code.len();
        // Blocks open before their operands are checked, so that a bad
        // operand raises no further errors at the block's `.else`/`.end`.
        match op {
            Op::Ifc | Op::Ifu => {
                self.push_block(BlockKind::If { else_at: None }, pos, stmt.clone())?
            }
            Op::Loop => self.push_block(BlockKind::For, pos, stmt.clone())?,
            _ => {}
        }
        match op {
            Op::Call => self.reloc(c, op, pos)?,
            Op::Breakc | Op::Callc | Op::Ifc | Op::Jmpc => {
                let (cond_op, refs) = Self::condition(c)?;
                inst.cond_op = cond_op;
                inst.refs = refs;
                match op {
                    Op::Callc | Op::Jmpc => {
                        c.comma()?;
                        self.reloc(c, op, pos)?;
                    }
                    Op::Ifc => c.finish()?,
                    _ => c.finish()?,
                }
            }
            Op::Callu | Op::Ifu | Op::Jmpu => {
                let bang = c.span();
                let negate = c.eat(Tok::Bang).is_some();
                if negate && op != Op::Jmpu {
                    return err_code(
                        "pica/cannot-invert-condition",
                        bang,
                        format!(
                            "{} cannot invert its condition (only jmpu can)",
                            op.mnemonic()
                        ),
                    );
                }
                let reg = self.uniform_operand(c, RegFile::Bool)?;
                inst.uniform = reg.index as u8;
                // JMPU: bit 0 of NUM inverts the test (spec, JMPU).
                inst.num = u8::from(negate);
                if op == Op::Ifu {
                    c.finish()?;
                } else {
                    c.comma()?;
                    self.reloc(c, op, pos)?;
                }
            }
            Op::Loop => {
                let reg = self.uniform_operand(c, RegFile::Int)?;
                c.finish()?;
                inst.uniform = reg.index as u8;
            }
            _ => {
                return err_code(
                    "pica/not-flow-control",
                    stmt,
                    "not a flow-control instruction",
                );
            }
        }
        self.emit(encode(&inst), stmt);
        Ok(())
    }

    fn setemit(&mut self, c: &mut Cursor<'_>, stmt: Span) -> Res<()> {
        let (vertex, _) = c.integer_in("the vertex id", 0, 2)?;
        let mut inst = Instruction::new(Op::Setemit);
        inst.vertex_id = vertex as u8;
        if c.eat(Tok::Comma).is_some() {
            if c.at_end() {
                return Err(c.unexpected("`prim` or `inv`").into());
            }
            while !c.at_end() {
                let (flag, span) = c.ident("`prim` or `inv`")?;
                match flag.to_ascii_lowercase().as_str() {
                    "prim" | "primitive" => inst.prim_emit = true,
                    "inv" | "invert" => inst.winding = true,
                    _ => {
                        return err_code(
                            "pica/unknown-setemit-flag",
                            span,
                            format!("unknown setemit flag `{flag}` (prim, primitive, inv, invert)"),
                        );
                    }
                }
            }
        }
        c.finish()?;
        let d = self.dvle();
        let dv = &mut self.dvles[d];
        if !dv.is_geo {
            // A setemit outside `.gsh` makes a legacy geometry shader.
            dv.is_geo = true;
            dv.is_compat_geo = true;
        }
        self.emit(encode(&inst), stmt);
        Ok(())
    }
}
