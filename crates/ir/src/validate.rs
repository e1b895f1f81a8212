//! The IR validator: the structural rules every program must satisfy before
//! an engine may run it, whatever its source language.
//!
//! Front ends check their language's own load-time rules and report them in
//! that language's terms; this pass guards the IR contract itself (operand
//! counts, declared registers, in-range targets, balanced blocks), so that
//! engines can index registers and jump without further checks.

use crate::handle::{InstId, Reg};
use crate::instruction::{Condition, DataType, Extra, Instruction, MulVariant, Saturate};
use crate::opcode::{Opcode, Shape};
use crate::operand::{Dst, File, Indirect, Src, SrcRegister};
use crate::ops::int32;
use crate::program::Program;
use crate::semantics::ControlModel;
use crate::span::Span;
use thiserror::Error;

/// One violated IR rule.
#[non_exhaustive]
#[derive(Clone, Debug, Error, PartialEq)]
#[error("{message}")]
pub struct ValidationError {
    pub message: String,
    pub span: Span,
    /// The instruction at fault, if any.
    pub instruction: Option<usize>,
}

/// Files whose registers must be covered by a declaration to be used.
fn needs_declaration(file: File) -> bool {
    !matches!(file, File::Immediate | File::CondCode | File::Predicate)
}

/// Check every IR rule; returns all violations found.
pub fn validate(p: &Program) -> Result<(), Vec<ValidationError>> {
    let mut v = Validator {
        p,
        errors: Vec::new(),
    };
    v.run();
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors)
    }
}

struct Validator<'a> {
    p: &'a Program,
    errors: Vec<ValidationError>,
}

impl Validator<'_> {
    fn inst_span(&self, i: usize) -> Span {
        InstId::from_index(i).map_or(Span::NONE, |id| self.p.spans.inst(id))
    }

    fn dst_span(&self, i: usize) -> Span {
        InstId::from_index(i).map_or(Span::NONE, |id| self.p.spans.dst(id))
    }

    fn src_span(&self, i: usize, operand: usize) -> Span {
        InstId::from_index(i).map_or(Span::NONE, |id| self.p.spans.src(id, operand))
    }

    fn error(&mut self, at: Option<usize>, span: Span, message: String) {
        self.errors.push(ValidationError {
            message,
            span,
            instruction: at,
        });
    }

    fn run(&mut self) {
        let n = self.p.instructions.len();
        for (k, d) in self.p.declarations.iter().enumerate() {
            if d.first > d.last {
                self.error(
                    None,
                    self.p.spans.declaration(k),
                    format!(
                        "declaration {}[{}..{}] has an empty range",
                        d.file, d.first, d.last
                    ),
                );
            }
        }
        // The entry may sit just after the last instruction (a label at the
        // end, as in `MOV ...; main: END` without instructions after it):
        // nothing runs and the results keep their initial values. Further
        // on it points at nothing.
        if self.p.entry.index() > n {
            self.error(
                None,
                Span::NONE,
                format!(
                    "entry point {} is past the end of the program ({n} instructions)",
                    self.p.entry
                ),
            );
        }
        for (k, label) in self.p.labels.iter().enumerate() {
            if label.target.index() > n {
                self.error(
                    None,
                    self.p.spans.label(k),
                    format!("label `{}` points past the end of the program", label.name),
                );
            }
        }
        for (i, inst) in self.p.instructions.iter().enumerate() {
            self.instruction(i, inst);
        }
        if self.p.semantics.control == ControlModel::Structured {
            self.blocks();
        }
    }

    fn destination(&mut self, i: usize, dst: &Dst, span: Span) {
        if !dst.file().is_writable() {
            self.error(
                Some(i),
                span,
                format!("{} registers cannot be written", dst.file()),
            );
        }
        if dst.mask.0 & !0xF != 0 || dst.mask.0 == 0 {
            self.error(Some(i), span, "empty or invalid write mask".into());
        }
        match &dst.indirect {
            None => self.register(i, dst.reg, span),
            Some(ind) => self.register(i, ind.reg, span),
        }
    }

    fn instruction(&mut self, i: usize, inst: &Instruction) {
        let info = inst.opcode.info();
        let name = info.name;
        if info.has_dst != inst.dst.is_some() {
            let msg = if info.has_dst {
                format!("{name} needs a destination")
            } else {
                format!("{name} takes no destination")
            };
            self.error(Some(i), self.inst_span(i), msg);
        }
        let optional_srcs = matches!(inst.opcode, Opcode::If | Opcode::Rep);
        let count_ok = if optional_srcs {
            inst.src.len() <= info.srcs.len()
        } else {
            inst.src.len() == info.srcs.len()
        };
        if !count_ok {
            self.error(
                Some(i),
                self.inst_span(i),
                format!(
                    "{name} takes {} source operand(s), found {}",
                    info.srcs.len(),
                    inst.src.len()
                ),
            );
        }
        if inst.opcode.has_dst2() != inst.dst2.is_some() {
            let msg = if inst.opcode.has_dst2() {
                format!("{name} needs a second destination")
            } else {
                format!("{name} takes no second destination")
            };
            self.error(Some(i), self.inst_span(i), msg);
        }
        if let Some(dst) = &inst.dst {
            self.destination(i, dst, self.dst_span(i));
        }
        // The source map has no span of its own for a second destination.
        if let Some(dst) = &inst.dst2 {
            self.destination(i, dst, self.inst_span(i));
        }
        for (k, src) in inst.src.iter().enumerate() {
            self.source(i, k, src);
        }
        self.extra(i, inst);
        self.modifiers(i, inst);
        let tests: Vec<_> = inst
            .dst
            .and_then(|d| d.cond)
            .into_iter()
            .chain(match inst.condition {
                Condition::Cc(t) => Some(t),
                _ => None,
            })
            .collect();
        for t in &tests {
            if t.reg.file() != File::CondCode {
                self.error(
                    Some(i),
                    self.inst_span(i),
                    format!("condition test on {}, not a condition-code register", t.reg),
                );
            }
        }
        let numbers = tests
            .iter()
            .map(|t| t.cc())
            .chain(inst.modifiers.cc_update.map(u32::from));
        for cc in numbers {
            if cc > 1 {
                self.error(
                    Some(i),
                    self.inst_span(i),
                    format!("condition-code register CC{cc} does not exist"),
                );
            }
        }
    }

    /// Data type, MUL variant and saturation combinations that have a
    /// definition (NV_gpu_program4 Table X.13 and §2.X.4.1, as far as the
    /// IR can tell them apart: `DataType::Float` also means "no modifier",
    /// so a `.F` on AND, or `.SAT` on I2F, is the front end's to reject).
    fn modifiers(&mut self, i: usize, inst: &Instruction) {
        let op = inst.opcode;
        let m = &inst.modifiers;
        let span = self.inst_span(i);
        if m.data_type != DataType::Float && !int32::accepts_integer(op) {
            self.error(Some(i), span, format!("{op} has no integer form (.S/.U)"));
        }
        if m.mul != MulVariant::Full {
            if op != Opcode::Mul {
                self.error(
                    Some(i),
                    span,
                    format!("{op} cannot take .HI/.S24/.U24 (MUL only)"),
                );
            } else if m.data_type == DataType::Float {
                self.error(
                    Some(i),
                    span,
                    "MUL.HI, MUL.S24 and MUL.U24 need a signed or unsigned type".into(),
                );
            }
        }
        if m.saturate != Saturate::None
            && int32::resolve(op, m.data_type).is_some()
            && int32::result_type(op, m.data_type) != DataType::Float
        {
            self.error(
                Some(i),
                span,
                format!("{op} with an integer result cannot saturate (.SAT/.SSAT)"),
            );
        }
    }

    fn source(&mut self, i: usize, k: usize, src: &Src) {
        let span = self.src_span(i, k);
        match src.register {
            SrcRegister::Direct(reg) => self.register(i, reg, span),
            SrcRegister::Relative { base: ind, .. } => self.index_register(i, ind, span),
        }
        if let Some(ind) = src.dimension_indirect {
            // A relative outer index needs a file whose planes are known
            // up front: the inputs of a geometry program, one plane per
            // vertex of its input primitive.
            if src.file() != File::Input || self.p.input_vertices().is_none() {
                self.error(
                    Some(i),
                    span,
                    format!(
                        "a relative outer index needs the inputs of a geometry program with a GS_INPUT_PRIMITIVE, not {}",
                        src.file()
                    ),
                );
            }
            self.index_register(i, ind, span);
        }
    }

    /// The register a relative index reads: an address register, PICA's
    /// loop counter or (NV_gpu_program4) an integer temporary.
    fn index_register(&mut self, i: usize, ind: Indirect, span: Span) {
        if !matches!(ind.file(), File::Address | File::LoopCounter | File::Temp) {
            self.error(
                Some(i),
                span,
                format!("{} registers cannot be used as an index", ind.file()),
            );
        }
        self.register(i, ind.reg, span);
    }

    fn register(&mut self, i: usize, reg: Reg, span: Span) {
        let (file, index) = (reg.file(), reg.index());
        // Engines address registers and relative offsets alike as `i32`
        // (`Src::index`); no file comes near that size.
        if i32::try_from(index).is_err() {
            self.error(
                Some(i),
                span,
                format!("register index {reg} is out of range"),
            );
            return;
        }
        if file == File::Immediate {
            if index as usize >= self.p.immediates.len() {
                self.error(
                    Some(i),
                    span,
                    format!(
                        "IMM[{index}] does not exist ({} immediates)",
                        self.p.immediates.len()
                    ),
                );
            }
            return;
        }
        if needs_declaration(file) && self.p.declaration(file, index).is_none() {
            self.error(Some(i), span, format!("{file}[{index}] is not declared"));
        }
    }

    fn extra(&mut self, i: usize, inst: &Instruction) {
        let n = self.p.instructions.len() as u32;
        let op = inst.opcode;
        match (op.shape(), &inst.extra) {
            // TGSI's SAMPLE_I and SVIEWINFO read a sampler view without a
            // sampler.
            (Shape::Texture, Extra::Texture(t))
                if (!op.uses_sampler_view() || op.takes_sampler())
                    && self.p.declaration(File::Sampler, t.unit).is_none() =>
            {
                self.error(
                    Some(i),
                    self.inst_span(i),
                    format!("SAMP[{}] is not declared", t.unit),
                );
            }
            (Shape::Texture, Extra::Texture(_)) => {}
            (Shape::Texture, _) => {
                self.error(Some(i), self.inst_span(i), format!("{op} needs a texture"));
            }
            _ => {}
        }
        let wants_label = matches!(op, Opcode::Bra)
            || (matches!(op, Opcode::Cal) && !matches!(inst.extra, Extra::None));
        match &inst.extra {
            Extra::Label(l) if l.get() > n => self.error(
                Some(i),
                self.inst_span(i),
                format!("{op} target {l} is past the end of the program"),
            ),
            Extra::Range { target, .. } if target.get() > n => self.error(
                Some(i),
                self.inst_span(i),
                format!("{op} target {target} is past the end of the program"),
            ),
            Extra::Range { target, count } => {
                let end = u64::from(target.get()) + u64::from(*count);
                if end > u64::from(n) + 1 {
                    self.error(
                        Some(i),
                        self.inst_span(i),
                        format!("{op} range {target}+{count} is past the end of the program"),
                    );
                }
            }
            Extra::Label(_) => {}
            _ if wants_label => {
                self.error(
                    Some(i),
                    self.inst_span(i),
                    format!("{op} needs a target label"),
                );
            }
            _ => {}
        }
        if matches!(op, Opcode::Ifr | Opcode::Calr | Opcode::Loopr)
            && !matches!(inst.extra, Extra::Range { .. })
        {
            self.error(
                Some(i),
                self.inst_span(i),
                format!("{op} needs a target range"),
            );
        }
        if op == Opcode::Cal
            && self.p.semantics.control == ControlModel::Structured
            && inst.label().is_none()
        {
            self.error(
                Some(i),
                self.inst_span(i),
                "CAL needs a target label".into(),
            );
        }
    }

    /// Balanced IF/ELSE/ENDIF, loops and subroutines; BRK/CONT inside loops.
    fn blocks(&mut self) {
        #[derive(PartialEq, Clone, Copy)]
        enum Block {
            If,
            Else,
            Loop,
            Rep,
            Sub,
        }
        let mut stack: Vec<(Block, usize)> = Vec::new();
        for (i, inst) in self.p.instructions.iter().enumerate() {
            let span = self.inst_span(i);
            match inst.opcode {
                Opcode::If | Opcode::Uif => stack.push((Block::If, i)),
                Opcode::Else => match stack.last() {
                    Some((Block::If, _)) => {
                        stack.pop();
                        stack.push((Block::Else, i));
                    }
                    _ => self.error(Some(i), span, "ELSE without a matching IF".into()),
                },
                Opcode::Endif => match stack.last() {
                    Some((Block::If | Block::Else, _)) => {
                        stack.pop();
                    }
                    _ => self.error(Some(i), span, "ENDIF without a matching IF".into()),
                },
                Opcode::Bgnloop => stack.push((Block::Loop, i)),
                Opcode::Endloop => match stack.last() {
                    Some((Block::Loop, _)) => {
                        stack.pop();
                    }
                    _ => self.error(Some(i), span, "ENDLOOP without a matching BGNLOOP".into()),
                },
                Opcode::Rep => stack.push((Block::Rep, i)),
                Opcode::Endrep => match stack.last() {
                    Some((Block::Rep, _)) => {
                        stack.pop();
                    }
                    _ => self.error(Some(i), span, "ENDREP without a matching REP".into()),
                },
                Opcode::Bgnsub => stack.push((Block::Sub, i)),
                Opcode::Endsub => match stack.last() {
                    Some((Block::Sub, _)) => {
                        stack.pop();
                    }
                    _ => self.error(Some(i), span, "ENDSUB without a matching BGNSUB".into()),
                },
                Opcode::Brk | Opcode::Cont
                    if !stack
                        .iter()
                        .any(|(b, _)| matches!(b, Block::Loop | Block::Rep)) =>
                {
                    self.error(Some(i), span, format!("{} outside of a loop", inst.opcode));
                }
                _ => {}
            }
        }
        for (block, i) in stack {
            let what = match block {
                Block::If | Block::Else => "IF without a matching ENDIF",
                Block::Loop => "BGNLOOP without a matching ENDLOOP",
                Block::Rep => "REP without a matching ENDREP",
                Block::Sub => "BGNSUB without a matching ENDSUB",
            };
            let span = self.inst_span(i);
            self.error(Some(i), span, what.into());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::instruction::Instruction;
    use crate::operand::{Dst, Src};
    use crate::program::{Declaration, Stage};
    use crate::semantics::Semantics;

    fn base() -> Program {
        let mut p = Program::new(Stage::Vertex, Semantics::tgsi());
        p.declarations.push(Declaration::new(File::Input, 0, 0));
        p.declarations.push(Declaration::new(File::Output, 0, 0));
        p
    }

    #[test]
    fn accepts_a_simple_program() {
        let mut p = base();
        p.instructions.push(
            Instruction::new(Opcode::Mov)
                .with_dst(Dst::new(File::Output, 0))
                .with_src(Src::new(File::Input, 0)),
        );
        p.instructions.push(Instruction::new(Opcode::End));
        assert_eq!(validate(&p), Ok(()));
    }

    #[test]
    fn rejects_undeclared_and_unbalanced() {
        let mut p = base();
        p.instructions.push(
            Instruction::new(Opcode::Mov)
                .with_dst(Dst::new(File::Output, 0))
                .with_src(Src::new(File::Temp, 3)),
        );
        p.instructions.push(Instruction::new(Opcode::Bgnloop));
        p.instructions.push(Instruction::new(Opcode::End));
        let errors = validate(&p).unwrap_err();
        let messages: Vec<_> = errors.iter().map(|e| e.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "TEMP[3] is not declared",
                "BGNLOOP without a matching ENDLOOP"
            ]
        );
    }

    #[test]
    fn rejects_wrong_operand_count_and_missing_dst() {
        let mut p = base();
        p.instructions
            .push(Instruction::new(Opcode::Add).with_src(Src::new(File::Input, 0)));
        let errors = validate(&p).unwrap_err();
        assert_eq!(errors.len(), 2);
        assert_eq!(errors[0].message, "ADD needs a destination");
        assert_eq!(errors[1].message, "ADD takes 2 source operand(s), found 1");
    }

    #[test]
    fn only_dfracexp_has_a_second_destination() {
        // tgsi.rst DFRACEXP writes two destinations; no other op does.
        let mut p = base();
        p.instructions.push(
            Instruction::new(Opcode::Dfracexp)
                .with_dst(Dst::new(File::Output, 0))
                .with_src(Src::new(File::Input, 0)),
        );
        let mut mov = Instruction::new(Opcode::Mov)
            .with_dst(Dst::new(File::Output, 0))
            .with_src(Src::new(File::Input, 0));
        mov.dst2 = Some(Box::new(Dst::new(File::Output, 0)));
        p.instructions.push(mov);
        let mut written = Instruction::new(Opcode::Dfracexp)
            .with_dst(Dst::new(File::Output, 0))
            .with_src(Src::new(File::Input, 0));
        written.dst2 = Some(Box::new(Dst::new(File::Input, 0)));
        p.instructions.push(written);
        p.instructions.push(Instruction::new(Opcode::End));
        assert_eq!(
            messages(&p),
            [
                "DFRACEXP needs a second destination",
                "MOV takes no second destination",
                "IN registers cannot be written",
            ]
        );
    }

    fn messages(p: &Program) -> Vec<String> {
        validate(p)
            .err()
            .unwrap_or_default()
            .into_iter()
            .map(|e| e.message)
            .collect()
    }

    #[test]
    fn register_handles_are_checked_against_the_declarations() {
        let mut p = base();
        p.declarations.push(Declaration::new(File::Address, 0, 0));
        // OUT[1] is not declared, IN[u32::MAX] is past any file; a relative read checks
        // its address register, not the offset.
        p.instructions.push(
            Instruction::new(Opcode::Mov)
                .with_dst(Dst::of(Reg::new(File::Output, 1)))
                .with_src(Src::new(File::Input, u32::MAX)),
        );
        p.instructions.push(
            Instruction::new(Opcode::Mov)
                .with_dst(Dst::new(File::Output, 0))
                .with_src(Src::relative(
                    File::Input,
                    crate::Indirect::new(File::Address, 1, 0),
                    -3,
                )),
        );
        p.instructions.push(
            Instruction::new(Opcode::Mov)
                .with_dst(Dst::new(File::Output, 0))
                .with_src(Src::new(File::Immediate, 0)),
        );
        p.instructions.push(Instruction::new(Opcode::End));
        assert_eq!(
            messages(&p),
            [
                "OUT[1] is not declared",
                "register index IN[4294967295] is out of range",
                "ADDR[1] is not declared",
                "IMM[0] does not exist (0 immediates)",
            ]
        );
    }

    #[test]
    fn condition_tests_name_existing_condition_code_registers() {
        use crate::operand::{CondRule, CondTest, Swizzle};
        let with_test = |test: CondTest| {
            let mut p = base();
            p.instructions
                .push(Instruction::new(Opcode::Kil).with_condition(Condition::Cc(test)));
            p.instructions.push(Instruction::new(Opcode::End));
            messages(&p)
        };
        let mut test = CondTest::new(1, CondRule::Gt, Swizzle::IDENTITY);
        assert_eq!(test.cc(), 1);
        assert!(with_test(test).is_empty());
        test = CondTest::new(2, CondRule::Gt, Swizzle::IDENTITY);
        assert_eq!(
            with_test(test),
            ["condition-code register CC2 does not exist"]
        );
        test.reg = Reg::new(File::Temp, 0);
        assert_eq!(
            with_test(test),
            ["condition test on TEMP[0], not a condition-code register"]
        );
    }

    #[test]
    fn range_targets_are_checked_like_label_targets() {
        let with_range = |target: u32, count: u32| {
            let mut p = base();
            p.instructions
                .push(Instruction::new(Opcode::Calr).with_extra(Extra::Range {
                    target: crate::InstId::new(target).unwrap(),
                    count,
                }));
            p.instructions.push(Instruction::new(Opcode::End));
            validate(&p)
                .err()
                .unwrap_or_default()
                .into_iter()
                .map(|e| e.message)
                .collect::<Vec<_>>()
        };
        // One past the last instruction is a valid target, as for labels.
        assert!(with_range(2, 0).is_empty());
        assert_eq!(
            with_range(3, 0),
            ["CALR target 3 is past the end of the program"]
        );
        assert_eq!(
            with_range(1, 5),
            ["CALR range 1+5 is past the end of the program"]
        );
    }

    fn one(inst: Instruction) -> Vec<String> {
        let mut p = base();
        p.declarations.push(Declaration::new(File::Temp, 0, 0));
        p.instructions.push(inst);
        match validate(&p) {
            Ok(()) => Vec::new(),
            Err(e) => e.into_iter().map(|e| e.message).collect(),
        }
    }

    fn unary(op: Opcode) -> Instruction {
        Instruction::new(op)
            .with_dst(Dst::new(File::Temp, 0))
            .with_src(Src::new(File::Input, 0))
    }

    fn binary(op: Opcode) -> Instruction {
        unary(op).with_src(Src::new(File::Input, 0))
    }

    #[test]
    fn integer_types_only_where_table_x13_has_them() {
        let mut cos = Instruction::new(Opcode::Cos)
            .with_dst(Dst::new(File::Temp, 0))
            .with_src(Src::new(File::Input, 0));
        cos.modifiers.data_type = DataType::Signed;
        assert_eq!(one(cos), ["COS has no integer form (.S/.U)"]);
        let mut ssg = unary(Opcode::Ssg);
        ssg.modifiers.data_type = DataType::Unsigned;
        assert_eq!(one(ssg), ["SSG has no integer form (.S/.U)"]);
        let mut add = binary(Opcode::Add);
        add.modifiers.data_type = DataType::Unsigned;
        assert!(one(add).is_empty());
    }

    #[test]
    fn mul_variants_need_mul_and_an_integer_type() {
        let mut hi = binary(Opcode::Mul);
        hi.modifiers.mul = MulVariant::High;
        assert_eq!(
            one(hi.clone()),
            ["MUL.HI, MUL.S24 and MUL.U24 need a signed or unsigned type"]
        );
        hi.modifiers.data_type = DataType::Signed;
        assert!(one(hi).is_empty());
        let mut add = binary(Opcode::Add);
        add.modifiers.data_type = DataType::Signed;
        add.modifiers.mul = MulVariant::Low24;
        assert_eq!(one(add), ["ADD cannot take .HI/.S24/.U24 (MUL only)"]);
    }

    #[test]
    fn saturation_needs_a_float_result() {
        // §2.X.4.1: "Clamping modifiers are not supported on instructions
        // that do not produce floating-point results."
        let mut add = binary(Opcode::Add);
        add.modifiers.data_type = DataType::Signed;
        add.modifiers.saturate = Saturate::ZeroOne;
        assert_eq!(
            one(add),
            ["ADD with an integer result cannot saturate (.SAT/.SSAT)"]
        );
        // AND defaults to .S (Table X.13).
        let mut and = binary(Opcode::And);
        and.modifiers.saturate = Saturate::MinusOneOne;
        assert_eq!(one(and).len(), 1);
        // CEIL.S writes an integer; UP4UB.U unpacks to floats.
        let mut ceil = unary(Opcode::Ceil);
        ceil.modifiers.data_type = DataType::Signed;
        ceil.modifiers.saturate = Saturate::ZeroOne;
        assert_eq!(one(ceil).len(), 1);
        let mut up = unary(Opcode::Up4ub);
        up.modifiers.data_type = DataType::Unsigned;
        up.modifiers.saturate = Saturate::ZeroOne;
        assert!(one(up).is_empty());
        // Float ADD saturates as before.
        let mut fadd = binary(Opcode::Add);
        fadd.modifiers.saturate = Saturate::ZeroOne;
        assert!(one(fadd).is_empty());
    }

    #[test]
    fn two_condition_code_registers() {
        let mut add = binary(Opcode::Add);
        add.modifiers.cc_update = Some(1);
        assert!(one(add.clone()).is_empty());
        add.modifiers.cc_update = Some(2);
        assert_eq!(one(add), ["condition-code register CC2 does not exist"]);
    }

    #[test]
    fn entry_may_be_the_end_of_the_program_but_not_beyond() {
        let mut p = base();
        p.instructions.push(
            Instruction::new(Opcode::Mov)
                .with_dst(Dst::new(File::Output, 0))
                .with_src(Src::new(File::Input, 0)),
        );
        p.entry = crate::InstId::new(1).unwrap();
        assert_eq!(validate(&p), Ok(()));
        p.entry = crate::InstId::new(2).unwrap();
        let errors = validate(&p).unwrap_err();
        assert_eq!(
            errors[0].message,
            "entry point 2 is past the end of the program (1 instructions)"
        );
        // An empty program: only entry 0.
        let mut empty = base();
        assert_eq!(validate(&empty), Ok(()));
        empty.entry = crate::InstId::new(1).unwrap();
        assert!(validate(&empty).is_err());
    }
}
