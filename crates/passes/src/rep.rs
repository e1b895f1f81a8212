//! NV_gpu_program4 `REP` loops as plain `BGNLOOP` loops with a counter,
//! for targets without counted loops (TGSI, naga).
//!
//! TGSI has no counted loop. `REP n; body; ENDREP` (§2.X.8.Z REP: the
//! count is the operand's first component, a float taken to its floor or
//! an integer of the instruction's type; a count of 0 or less skips the
//! body) becomes a hidden counter loaded before the loop and tested and
//! counted down at its top, so that `CONT` (which goes to `ENDLOOP`, then
//! to the top) counts an iteration too, and `BRK` and `RET` leave it as
//! they leave the REP:
//!
//! ```text
//! MAX c.x, n, -1.0      (float: a NaN count is -1, skipped as REP skips it)
//! FLR c.x, c.xxxx       (integer counts: MOV c.x, n)
//! BGNLOOP
//!   SLT s.x, c.xxxx, 1.0  (ISLT s.x, c, 1 for .S; USEQ s.x, c, 0 for .U)
//!   IF s.xxxx             (UIF for the integer tests)
//!     BRK
//!   ENDIF
//!   ADD c.x, c.xxxx, -1.0 (UADD c.x, c, -1 for integers)
//!   body
//! ENDLOOP
//! ```
//!
//! A float counter counts exactly up to 2^24 iterations, past the run's
//! instruction budget. A `REP` without a count is a plain `BGNLOOP`. A
//! `REP` whose integer count is negated or absolute stays (TGSI's integer
//! negation is driver-dependent) and is refused like other `REP`s.
//! Each `REP` has its own counter: the loops a translatable program can
//! have (no subroutines: TGSI text has no named labels) never re-enter one.

use crate::immediate;
use shasm_ir::{
    DataType, Dst, File, ImmType, Instruction, Opcode, Program, Src, Swizzle, WriteMask,
};

/// Rewrite the balanced `REP`/`ENDREP` pairs of `p` as counted
/// `BGNLOOP`/`ENDLOOP` loops.
pub fn reps_as_loops(p: &mut Program) {
    let pairs = matched_reps(p);
    if pairs.is_empty() {
        return;
    }
    let float_imm = immediate(
        p,
        ImmType::Flt32,
        [1.0f32.to_bits(), (-1.0f32).to_bits(), 0, 0],
    );
    let int_imm = immediate(p, ImmType::Int32, [1, u32::MAX, 0, 0]);
    let scratch = p.file_size(File::Temp);
    let mut counters = scratch + 1;
    let mut plans: Vec<(usize, Vec<Instruction>)> = Vec::new();
    for (rep, endrep) in pairs {
        let inst = &p.instructions[rep];
        let Some(head) = loop_head(inst, counters, scratch, float_imm, int_imm) else {
            continue;
        };
        if !inst.src.is_empty() {
            counters += 1;
        }
        plans.push((rep, head));
        plans.push((endrep, vec![Instruction::new(Opcode::Endloop)]));
    }
    if plans.is_empty() {
        return;
    }
    // Back to front, so that the indices of the plans still to apply hold.
    plans.sort_by_key(|(at, _)| *at);
    for (at, mut code) in plans.into_iter().rev() {
        let first = code.remove(0);
        p.instructions[at] = first;
        p.insert_between(at + 1, code);
    }
    p.declarations.push(shasm_ir::Declaration::new(
        File::Temp,
        scratch,
        counters - 1,
    ));
}

/// The `REP`s whose `ENDREP` closes them, by structure.
fn matched_reps(p: &Program) -> Vec<(usize, usize)> {
    let mut open: Vec<(Opcode, usize)> = Vec::new();
    let mut pairs = Vec::new();
    for (i, inst) in p.instructions.iter().enumerate() {
        match inst.opcode {
            Opcode::Rep | Opcode::If | Opcode::Uif | Opcode::Bgnloop | Opcode::Bgnsub => {
                open.push((inst.opcode, i))
            }
            Opcode::Endrep => {
                if let Some((Opcode::Rep, at)) = open.pop() {
                    pairs.push((at, i));
                }
            }
            Opcode::Endif | Opcode::Endloop | Opcode::Endsub => {
                open.pop();
            }
            _ => {}
        }
    }
    pairs
}

/// What replaces the `REP`: the count load, `BGNLOOP` and the test and
/// count-down at the loop's top; `None` for a count TGSI cannot read.
fn loop_head(
    rep: &Instruction,
    counter: u32,
    scratch: u32,
    float_imm: u32,
    int_imm: u32,
) -> Option<Vec<Instruction>> {
    let Some(count) = rep.src.first() else {
        return Some(vec![Instruction::new(Opcode::Bgnloop)]);
    };
    let ty = rep.modifiers.data_type;
    if ty != DataType::Float && (count.negate || count.abs) {
        return None;
    }
    let mut count = *count;
    count.swizzle = Swizzle::replicate(count.swizzle.0[0]);
    let c = || Dst::new(File::Temp, counter).masked(WriteMask::X);
    let cx = || Src::new(File::Temp, counter).swizzled(Swizzle::replicate(0));
    let s = || Dst::new(File::Temp, scratch).masked(WriteMask::X);
    let sx = || Src::new(File::Temp, scratch).swizzled(Swizzle::replicate(0));
    let imm = |k: u32, c: u8| Src::new(File::Immediate, k).swizzled(Swizzle::replicate(c));
    let typed = |mut i: Instruction, ty: DataType| {
        i.modifiers.data_type = ty;
        i
    };
    let mut code = Vec::new();
    let (test, if_op, step) = match ty {
        DataType::Float => {
            code.push(
                Instruction::new(Opcode::Max)
                    .with_dst(c())
                    .with_src(count)
                    .with_src(imm(float_imm, 1)),
            );
            code.push(Instruction::new(Opcode::Flr).with_dst(c()).with_src(cx()));
            (
                Instruction::new(Opcode::Slt)
                    .with_dst(s())
                    .with_src(cx())
                    .with_src(imm(float_imm, 0)),
                Opcode::If,
                Instruction::new(Opcode::Add)
                    .with_dst(c())
                    .with_src(cx())
                    .with_src(imm(float_imm, 1)),
            )
        }
        DataType::Signed | DataType::Unsigned => {
            code.push(Instruction::new(Opcode::Mov).with_dst(c()).with_src(count));
            let test = if ty == DataType::Signed {
                typed(
                    Instruction::new(Opcode::Slt)
                        .with_dst(s())
                        .with_src(cx())
                        .with_src(imm(int_imm, 0)),
                    DataType::Signed,
                )
            } else {
                typed(
                    Instruction::new(Opcode::Seq)
                        .with_dst(s())
                        .with_src(cx())
                        .with_src(imm(int_imm, 2)),
                    DataType::Unsigned,
                )
            };
            let step = typed(
                Instruction::new(Opcode::Add)
                    .with_dst(c())
                    .with_src(cx())
                    .with_src(imm(int_imm, 1)),
                DataType::Unsigned,
            );
            (test, Opcode::Uif, step)
        }
    };
    code.push(Instruction::new(Opcode::Bgnloop));
    code.push(test);
    code.push(Instruction::new(if_op).with_src(sx()));
    code.push(Instruction::new(Opcode::Brk));
    code.push(Instruction::new(Opcode::Endif));
    code.push(step);
    Some(code)
}

#[cfg(test)]
mod tests {
    use crate::testing::{gp4, position, words};
    use shasm_ir::Opcode;

    // NV_gpu_program4 §2.X.8.Z REP: the count is the operand's first
    // component, a float taken to its floor (2.5 -> 2), an integer of the
    // instruction's type (REP.S 3 -> 3); a count of 0 or less skips the
    // body (-1 -> 0).
    const COUNTS: &str = "!!NVvp4.0
TEMP n;
MOV n, 0;
REP 2.5;
  ADD n.x, n.x, 1;
ENDREP;
REP.S 3;
  ADD n.y, n.y, 1;
ENDREP;
REP -1;
  ADD n.z, n.z, 1;
ENDREP;
MOV result.position, n;
END
";

    #[test]
    fn counted_reps_become_loops_that_run_as_often() {
        let mut p = gp4(COUNTS);
        let want = words([2.0, 3.0, 0.0, 0.0]);
        assert_eq!(position(&p), want);
        super::reps_as_loops(&mut p);
        assert!(
            p.instructions
                .iter()
                .all(|i| !matches!(i.opcode, Opcode::Rep | Opcode::Endrep)),
            "no REP is left"
        );
        let loops = p
            .instructions
            .iter()
            .filter(|i| i.opcode == Opcode::Bgnloop)
            .count();
        assert_eq!(loops, 3);
        assert_eq!(shasm_ir::validate(&p).map_err(|e| e.len()), Ok(()));
        assert_eq!(position(&p), want);
    }

    #[test]
    fn a_program_without_rep_is_left_alone() {
        let text = "!!NVvp4.0\nMOV result.position, 1;\nEND\n";
        let mut p = gp4(text);
        super::reps_as_loops(&mut p);
        assert_eq!(p, gp4(text));
    }
}
