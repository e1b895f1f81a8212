//! Structured flow (TGSI, NV_fragment_program2, NV_vertex_program2/3,
//! NV_gpu_program4): matching the block markers into jump targets, and the
//! tests that decide `IF`, `UIF` and `REP`.

use crate::instruction::{DataType, Extra, Instruction};
use crate::opcode::Opcode;
use crate::semantics::Limits;

/// The jump targets of a structured program, resolved once from its block
/// markers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Matched {
    /// Per instruction, where its flow goes when it jumps:
    ///
    /// * `IF`/`UIF` (not taken): after its `ELSE`, or after its `ENDIF`;
    /// * `ELSE`: after its `ENDIF`;
    /// * `BGNLOOP`/`REP`: after its `ENDLOOP`/`ENDREP` (`REP` with a count
    ///   of 0 or less skips its body);
    /// * `ENDLOOP`/`ENDREP`: the first instruction of the body;
    /// * `BRK`: after the end of the innermost enclosing loop; `CONT`: that
    ///   loop's `ENDLOOP`/`ENDREP` (TGSI "CONT", NV_gpu_program4 §2.X.8.Z
    ///   "CONT": the next iteration starts at the loop's end);
    /// * every other instruction: its own label or range target
    ///   ([`Extra::Label`], [`Extra::Range`]), or 0.
    pub target: Vec<u32>,
    /// Per instruction: a `BRK` or `CONT` whose innermost loop is a `REP`
    /// (a `BRK` taken pops that `REP`'s counter).
    pub in_rep: Vec<bool>,
    /// Per `RET`: how many `REP` blocks are open around it (a return drops
    /// their counters).
    pub reps_open: Vec<u32>,
    /// The deepest `REP` nesting: the size the `REP` counter stack needs.
    pub rep_depth: usize,
}

impl Matched {
    /// The resolved target of the instruction at `pc` (0 past the end).
    pub fn target(&self, pc: u32) -> u32 {
        self.target.get(pc as usize).copied().unwrap_or(0)
    }

    /// Whether the `BRK`/`CONT` at `pc` belongs to a `REP` loop.
    pub fn in_rep(&self, pc: u32) -> bool {
        self.in_rep.get(pc as usize).copied().unwrap_or(false)
    }

    /// The `REP` blocks open around the instruction at `pc` (counted at
    /// `RET`s only, 0 elsewhere).
    pub fn reps_open(&self, pc: u32) -> u32 {
        self.reps_open.get(pc as usize).copied().unwrap_or(0)
    }
}

/// Match the block markers of `code` (iterative, linear). The validator
/// checks that blocks balance; on code that does not, a marker without its
/// opener is ignored and unresolved instructions keep their own targets,
/// so matching never fails.
pub fn match_blocks(code: &[Instruction]) -> Matched {
    let mut target: Vec<u32> = code
        .iter()
        .map(|inst| match inst.extra {
            Extra::Label(l) => l.get(),
            Extra::Range { target, .. } => target.get(),
            _ => 0,
        })
        .collect();
    let mut in_rep = vec![false; code.len()];
    let mut reps_open = vec![0u32; code.len()];
    // Open blocks: (opener, its index, its ELSE, BRK/CONT waiting for it).
    let mut stack: Vec<(Opcode, usize, Option<usize>, Vec<usize>)> = Vec::new();
    // Positions in `stack` of the open loops, innermost last.
    let mut loops: Vec<usize> = Vec::new();
    let (mut reps, mut rep_depth) = (0usize, 0usize);
    for (i, inst) in code.iter().enumerate() {
        let after = (i + 1) as u32;
        match inst.opcode {
            Opcode::If | Opcode::Uif | Opcode::Bgnsub => {
                stack.push((inst.opcode, i, None, Vec::new()))
            }
            Opcode::Else => {
                if let Some(top) = stack.last_mut() {
                    top.2 = Some(i);
                    target[top.1] = after;
                }
            }
            Opcode::Endif | Opcode::Endsub => {
                if let Some((_, at, else_at, _)) = stack.pop()
                    && inst.opcode == Opcode::Endif
                {
                    target[else_at.unwrap_or(at)] = after;
                }
                drop_closed(&mut loops, stack.len());
            }
            Opcode::Bgnloop | Opcode::Rep => {
                if inst.opcode == Opcode::Rep {
                    reps += 1;
                    rep_depth = rep_depth.max(reps);
                }
                loops.push(stack.len());
                stack.push((inst.opcode, i, None, Vec::new()));
            }
            Opcode::Endloop | Opcode::Endrep => {
                if let Some((open, start, _, waiting)) = stack.pop() {
                    if open == Opcode::Rep {
                        reps = reps.saturating_sub(1);
                    }
                    target[i] = (start + 1) as u32;
                    target[start] = after;
                    for at in waiting {
                        target[at] = if code[at].opcode == Opcode::Brk {
                            after
                        } else {
                            i as u32
                        };
                        in_rep[at] = open == Opcode::Rep;
                    }
                }
                drop_closed(&mut loops, stack.len());
            }
            Opcode::Brk | Opcode::Cont => {
                if let Some(entry) = loops.last().and_then(|&p| stack.get_mut(p)) {
                    entry.3.push(i);
                }
            }
            Opcode::Ret => {
                reps_open[i] = stack.iter().filter(|e| e.0 == Opcode::Rep).count() as u32;
            }
            _ => {}
        }
    }
    Matched {
        target,
        in_rep,
        reps_open,
        rep_depth,
    }
}

/// Forget the loops at or above `open` (the stack's new height).
fn drop_closed(loops: &mut Vec<usize>, open: usize) {
    while loops.last().is_some_and(|&p| p >= open) {
        loops.pop();
    }
}

/// What a `CAL` whose condition holds does at call depth `depth`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CallRule {
    /// Push the return address and jump.
    Push,
    /// Go on at the next instruction, as if the condition failed
    /// ([`Limits::call_overflow_skips`], NV_gpu_program4 issue 38).
    Skip,
    /// The stack is full: the run ends abnormally (NV_vertex_program2
    /// §2.14.4, results kept) or fails ([`Limits::budget_is_error`], TGSI).
    Overflow,
}

/// The `CAL` rule: below the depth limit it pushes; at it, it is skipped
/// or overflows as the limits say. `PUSHA` pushes onto the same stack and
/// overflows the same way (NV_vertex_program3 §2.14.5.44), never skipped.
#[inline]
pub fn call(depth: usize, limits: &Limits) -> CallRule {
    if depth < limits.call_depth as usize {
        CallRule::Push
    } else if limits.call_overflow_skips {
        CallRule::Skip
    } else {
        CallRule::Overflow
    }
}

/// Whether an `IF` with an operand enters its body: the operand's first
/// component `x` (read by the operand rules) is `!= 0.0` as a float (TGSI
/// "IF": "src0.x != 0.0"; both zeros are false, NaN is true) or, for `UIF`
/// (`integer`), `!= 0` as a word (TGSI "UIF").
#[inline]
pub fn if_taken(integer: bool, x: u32) -> bool {
    if integer {
        x != 0
    } else {
        f32::from_bits(x) != 0.0
    }
}

/// The iteration count a `REP` reads from its operand's first component `x`
/// (read by the operand rules in `data_type`): a float is taken to its
/// floor (NV_gpu_program4 §2.X.8.Z "REP": "converted to the largest integer
/// less than or equal to the specified value"; `as` saturates and gives 0
/// for NaN), an integer is read in its type. A `REP` without an operand
/// (`x == None`, NV_gpu_program4) repeats until `BRK`. The body runs when
/// the count is above 0 ([`rep_enters`]).
#[inline]
pub fn rep_count(data_type: DataType, x: Option<u32>) -> i64 {
    let Some(w) = x else {
        return i64::MAX;
    };
    match data_type {
        DataType::Float => f32::from_bits(w).floor() as i64,
        DataType::Signed => i64::from(w as i32),
        DataType::Unsigned => i64::from(w),
    }
}

/// Whether a `REP` with this count runs its body.
#[inline]
pub fn rep_enters(count: i64) -> bool {
    count > 0
}

/// At `ENDREP`: count the iteration that ends down; whether another one
/// follows (the counter is still above 0). A missing counter (no `REP`
/// open) leaves the loop.
#[inline]
pub fn rep_step(counter: Option<&mut i64>) -> bool {
    match counter {
        Some(c) => {
            *c -= 1;
            *c > 0
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(ops: &[Opcode]) -> Vec<Instruction> {
        ops.iter().map(|&op| Instruction::new(op)).collect()
    }

    #[test]
    fn blocks_match_as_tgsi_defines_them() {
        use Opcode::*;
        // 0 IF, 1 ELSE, 2 ENDIF, 3 BGNLOOP, 4 BRK, 5 REP, 6 CONT, 7 BRK,
        // 8 ENDREP, 9 CONT, 10 ENDLOOP, 11 BGNSUB, 12 REP, 13 RET,
        // 14 ENDREP, 15 ENDSUB
        let m = match_blocks(&code(&[
            If, Else, Endif, Bgnloop, Brk, Rep, Cont, Brk, Endrep, Cont, Endloop, Bgnsub, Rep, Ret,
            Endrep, Endsub,
        ]));
        // IF (not taken) -> after ELSE; ELSE -> after ENDIF.
        assert_eq!((m.target(0), m.target(1)), (2, 3));
        // BGNLOOP -> after ENDLOOP; ENDLOOP -> the body's start.
        assert_eq!((m.target(3), m.target(10)), (11, 4));
        // BRK -> after its innermost loop's end; CONT -> that end.
        assert_eq!((m.target(4), m.target(9)), (11, 10));
        assert_eq!((m.target(7), m.target(6)), (9, 8));
        assert!(m.in_rep(6) && m.in_rep(7) && !m.in_rep(4) && !m.in_rep(9));
        // REP -> after ENDREP (a count of 0 skips the body).
        assert_eq!((m.target(5), m.target(8)), (9, 6));
        assert_eq!(m.reps_open(13), 1);
        assert_eq!(m.rep_depth, 1);
    }

    #[test]
    fn if_and_rep_tests() {
        // TGSI IF: src.x != 0.0: both zeros are false, NaN is true.
        assert!(!if_taken(false, 0x8000_0000));
        assert!(if_taken(false, f32::NAN.to_bits()));
        // UIF compares the word: -0.0's word is not 0.
        assert!(if_taken(true, 0x8000_0000));
        // NV_gpu_program4 REP: the floor of a float; NaN counts 0.
        assert_eq!(rep_count(DataType::Float, Some(2.9f32.to_bits())), 2);
        assert_eq!(rep_count(DataType::Float, Some((-0.5f32).to_bits())), -1);
        assert_eq!(rep_count(DataType::Float, Some(f32::NAN.to_bits())), 0);
        assert_eq!(rep_count(DataType::Signed, Some(u32::MAX)), -1);
        assert_eq!(rep_count(DataType::Unsigned, Some(u32::MAX)), 4_294_967_295);
        assert!(!rep_enters(0) && rep_enters(1));
        let mut c = 2i64;
        assert!(rep_step(Some(&mut c)));
        assert!(!rep_step(Some(&mut c)));
        assert!(!rep_step(None));
    }
}
