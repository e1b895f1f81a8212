//! Subroutines by instruction number and an entry at instruction 0, for
//! targets without labels or entry points (TGSI).
//!
//! TGSI calls `CAL :N`, an instruction number, and starts at the first
//! instruction; NV programs (NV_gpu_program4, the NV options of the ARB
//! family) name their subroutines with labels and may start at `main:`.
//! The label names go (each `CAL` already holds its target's number), and
//! a program that starts elsewhere than at its first instruction gets a
//! two-instruction head, `CAL :entry; RET`: a `RET` on the source's empty
//! call stack returns to it, and the head's `RET`, on an empty stack, ends
//! the program, as the source's did (TGSI allows one `END`, the last).
//!
//! The one difference left is the depth of the call stack: a source that
//! nests calls deeper than its limit (NV_gpu_program4 skips such a `CAL`,
//! NV_vertex_program2 ends the run) would run them in TGSI. So a program
//! whose calls can nest deeper than its limit — or recursively — is
//! refused ([`nesting`]).

use shasm_ir::{ControlModel, Extra, InstId, Instruction, Opcode, Program};
use std::collections::BTreeMap;

/// Drop the label names and start at instruction 0 (see the module
/// documentation). Programs of the PICA200 stack model keep theirs: their
/// calls are `CALL` ranges, refused elsewhere.
pub fn by_index(p: &mut Program) {
    if p.semantics.control == ControlModel::PicaStacks {
        return;
    }
    p.clear_labels();
    prologue_jump_as_call(p);
    if p.entry != InstId::ZERO {
        const HEAD: u32 = 2;
        let entry = InstId::saturating((p.entry.index() as u32).saturating_add(HEAD));
        p.insert_at_start(vec![
            Instruction::new(Opcode::Cal).with_extra(Extra::Label(entry)),
            Instruction::new(Opcode::Ret),
        ]);
        p.entry = InstId::ZERO;
    }
}

/// How deep the calls of `p` can nest, counting from its entry; `None`
/// when a subroutine can call itself again (directly or not). A
/// subroutine is the code from a call target to the next one.
pub fn nesting(p: &Program) -> Option<u32> {
    let mut starts: Vec<usize> = p
        .instructions
        .iter()
        .filter(|i| i.opcode == Opcode::Cal)
        .filter_map(|i| i.label().map(|t| t.index()))
        .collect();
    starts.push(p.entry.index());
    starts.sort_unstable();
    starts.dedup();
    // The subroutine an instruction belongs to: the last start at or
    // before it (code before every start belongs to the first).
    let owner = |i: usize| match starts.binary_search(&i) {
        Ok(k) => k,
        Err(k) => k.saturating_sub(1),
    };
    let mut calls: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (i, inst) in p.instructions.iter().enumerate() {
        if inst.opcode == Opcode::Cal
            && let Some(t) = inst.label()
        {
            calls.entry(owner(i)).or_default().push(owner(t.index()));
        }
    }
    // Longest path from the entry, iteratively (depth-first with colours).
    let n = starts.len();
    let mut depth: Vec<Option<u32>> = vec![None; n];
    let mut on_path = vec![false; n];
    let root = owner(p.entry.index());
    let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
    on_path[root] = true;
    while let Some(top) = stack.last_mut() {
        let (node, next) = *top;
        let callees = calls.get(&node).map_or(&[][..], Vec::as_slice);
        if let Some(&callee) = callees.get(next) {
            top.1 += 1;
            if on_path[callee] {
                return None;
            }
            if depth[callee].is_none() {
                on_path[callee] = true;
                stack.push((callee, 0));
            }
        } else {
            let d = callees
                .iter()
                .filter_map(|&c| depth[c])
                .map(|d| d + 1)
                .max()
                .unwrap_or(0);
            depth[node] = Some(d);
            on_path[node] = false;
            stack.pop();
        }
    }
    depth[root]
}

/// A prologue's jump to `main:` ([`Program::prepend`]: straight-line code,
/// then an unconditional `BRA` to the entry it moved past) becomes `CAL
/// :main; RET`: TGSI has no jump, and the `RET` after the call ends the
/// program where the source's `RET` on an empty stack did.
fn prologue_jump_as_call(p: &mut Program) {
    if p.entry != InstId::ZERO {
        return;
    }
    let Some(k) = p.instructions.iter().position(|i| i.opcode.is_flow()) else {
        return;
    };
    let jump = &p.instructions[k];
    if jump.opcode != Opcode::Bra
        || !matches!(jump.condition, shasm_ir::Condition::Always)
        || jump.label().is_none_or(|t| t.index() <= k)
    {
        return;
    }
    p.instructions[k].opcode = Opcode::Cal;
    p.insert_between(k + 1, vec![Instruction::new(Opcode::Ret)]);
}

#[cfg(test)]
mod tests {
    use crate::testing::{gp4, position, words};
    use shasm_ir::{InstId, Opcode};

    // NV_gpu_program4 §2.X.5: execution starts at `main:` when the program
    // has it; CAL pushes the return address and RET pops it. x = 3, doubled
    // twice: 12.
    const MAIN_AFTER_SUBROUTINE: &str = "!!NVvp4.0
TEMP x;
double:
  ADD x, x, x;
  RET;
main:
  MOV x, 3;
  CAL double;
  CAL double;
  MOV result.position, x;
END
";

    #[test]
    fn subroutines_go_by_number_and_the_program_starts_at_zero() {
        let mut p = gp4(MAIN_AFTER_SUBROUTINE);
        let want = words([12.0; 4]);
        assert_eq!(position(&p), want);
        assert_ne!(p.entry, InstId::ZERO);
        super::by_index(&mut p);
        assert!(p.labels.is_empty());
        assert_eq!(p.entry, InstId::ZERO);
        // The head: CAL main; RET.
        assert_eq!(p.instructions[0].opcode, Opcode::Cal);
        assert_eq!(p.instructions[1].opcode, Opcode::Ret);
        assert_eq!(position(&p), want);
    }

    #[test]
    fn nesting_counts_the_deepest_chain_of_calls() {
        let p = gp4(MAIN_AFTER_SUBROUTINE);
        assert_eq!(super::nesting(&p), Some(1));
        let two = gp4("!!NVvp4.0
TEMP x;
inner:
  ADD x, x, 1;
  RET;
outer:
  CAL inner;
  RET;
main:
  CAL outer;
  MOV result.position, x;
END
");
        assert_eq!(super::nesting(&two), Some(2));
        let recursive = gp4("!!NVvp4.0
TEMP x;
again:
  ADD x, x, 1;
  CAL again;
  RET;
main:
  CAL again;
  MOV result.position, x;
END
");
        assert_eq!(super::nesting(&recursive), None);
    }
}
