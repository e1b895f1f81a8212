//! Integer indices into ADDR registers, for targets that index registers
//! only through address registers (TGSI).
//!
//! NV_gpu_program4 indexes arrays through a component of an integer TEMP
//! (`palette[row.x + 1]`, §2.X.4.2); TGSI addresses registers only through
//! `ADDR` (`CONST[ADDR[0].x+5]`). Mesa's integer ISA loads an `ADDR`
//! register from integer words with `UARL`. So an instruction that indexes
//! through a TEMP component gets, just before it, a `UARL ADDR[k].x,
//! TEMP[t].cccc` for each (TEMP, component) it uses that no `ADDR`
//! register holds yet, and indexes through `ADDR[k].x` instead. A branch
//! to the instruction lands on its UARLs
//! ([`shasm_ir::Program::insert_before`]).
//!
//! What an `ADDR` register holds is remembered along straight-line code
//! only: a flow instruction, a branch target, or a write to the TEMP
//! forgets it, so a later use loads it again.

use shasm_ir::{Declaration, Dst, File, Indirect, Instruction, Opcode, Program, Src, Swizzle};
use shasm_ir::{SrcRegister, StorageFormat, WriteMask};
use std::collections::HashSet;

/// Rewrite `p` so that every relative index goes through `ADDR`.
pub fn index_through_addr(p: &mut Program) {
    // New ADDR registers come after the ones the program has.
    let base = p.file_size(File::Address);
    let targets = branch_targets(p);
    // held[k]: the TEMP component ADDR[base + k] holds, if known.
    let mut held: Vec<Option<Indirect>> = Vec::new();
    let mut plans: Vec<(usize, Vec<Instruction>)> = Vec::new();
    for at in 0..p.instructions.len() {
        if targets.contains(&at) {
            held.iter_mut().for_each(|h| *h = None);
        }
        let inst = &mut p.instructions[at];
        let mut wanted: Vec<Indirect> = Vec::new();
        for_each_index(inst, |ind| {
            if ind.file() == File::Temp && !wanted.contains(ind) {
                wanted.push(*ind);
            }
        });
        let mut slot_of: Vec<(Indirect, usize)> = Vec::new();
        let mut loads = Vec::new();
        for ind in &wanted {
            if let Some(k) = held.iter().position(|h| *h == Some(*ind)) {
                slot_of.push((*ind, k));
            }
        }
        for ind in &wanted {
            if slot_of.iter().any(|(i, _)| i == ind) {
                continue;
            }
            // The lowest slot this instruction does not read already.
            let k = (0..)
                .find(|k| !slot_of.iter().any(|(_, s)| s == k))
                .unwrap_or(0);
            if held.len() <= k {
                held.resize(k + 1, None);
            }
            held[k] = Some(*ind);
            slot_of.push((*ind, k));
            loads.push(
                Instruction::new(Opcode::Uarl)
                    .with_dst(Dst::new(File::Address, base + k as u32).masked(WriteMask::X))
                    .with_src(
                        Src::new(File::Temp, ind.index())
                            .swizzled(Swizzle::replicate(ind.component)),
                    ),
            );
        }
        for_each_index(inst, |ind| {
            if let Some((_, k)) = slot_of.iter().find(|(i, _)| i == ind) {
                *ind = Indirect::new(File::Address, base + *k as u32, 0);
            }
        });
        // What this instruction changes: a write to a TEMP an ADDR holds
        // (any TEMP, if written relatively), or any flow of control.
        if inst.opcode.is_flow() {
            held.iter_mut().for_each(|h| *h = None);
        } else if let Some(d) = &inst.dst
            && d.file() == File::Temp
        {
            let relative = d.indirect.is_some();
            for h in held.iter_mut() {
                if h.is_some_and(|i| relative || i.index() == d.index()) {
                    *h = None;
                }
            }
        }
        if !loads.is_empty() {
            plans.push((at, loads));
        }
    }
    for (at, loads) in plans.into_iter().rev() {
        p.insert_before(at, loads);
    }
    if !held.is_empty() {
        let mut d = Declaration::new(File::Address, base, base + held.len() as u32 - 1);
        d.format = StorageFormat::Int;
        p.declarations.push(d);
    }
}

/// Every relative index of `inst`: element indices of its sources, outer
/// (vertex) indices, and its destination's.
fn for_each_index(inst: &mut Instruction, mut f: impl FnMut(&mut Indirect)) {
    for src in &mut inst.src {
        if let SrcRegister::Relative { base, .. } = &mut src.register {
            f(base);
        }
        if let Some(ind) = &mut src.dimension_indirect {
            f(ind);
        }
    }
    if let Some(Dst {
        indirect: Some(ind),
        ..
    }) = &mut inst.dst
    {
        f(ind);
    }
}

/// The instructions something may branch to: targets, labels, the entry.
fn branch_targets(p: &Program) -> HashSet<usize> {
    let mut out: HashSet<usize> = p
        .instructions
        .iter()
        .filter_map(|i| match i.extra {
            shasm_ir::Extra::Label(t) | shasm_ir::Extra::Range { target: t, .. } => Some(t.index()),
            _ => None,
        })
        .collect();
    out.extend(p.labels.iter().map(|l| l.target.index()));
    out.insert(p.entry.index());
    out
}

#[cfg(test)]
mod tests {
    use crate::testing::{gp4, position, words};
    use shasm_ir::File;

    // NV_gpu_program4 §2.X.4.2: `arr[i.x + 1]` reads element i.x + 1 of
    // the array; i.x = 2 reads the fourth element.
    const INDEXED: &str = "!!NVvp4.0
PARAM arr[4] = { {1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16} };
INT TEMP i;
MOV.S i, {2, 1, 0, 0};
MOV result.position, arr[i.x + 1];
END
";

    #[test]
    fn integer_indices_go_through_address_registers() {
        let mut p = gp4(INDEXED);
        let want = words([13.0, 14.0, 15.0, 16.0]);
        assert_eq!(position(&p), want);
        let through = |p: &shasm_ir::Program, file: File| {
            p.instructions
                .iter()
                .flat_map(|i| &i.src)
                .filter_map(|s| s.indirect())
                .filter(|r| r.file() == file)
                .count()
        };
        assert_eq!(through(&p, File::Temp), 1);
        super::index_through_addr(&mut p);
        assert_eq!(through(&p, File::Temp), 0);
        assert_eq!(through(&p, File::Address), 1);
        assert_eq!(position(&p), want);
    }
}
