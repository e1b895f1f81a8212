//! RSQ that rounds twice, for targets whose RSQ rounds once.
//!
//! Precondition: the program's RSQ is [`shasm_ir::RsqInput::SignedRootRounded`] (the
//! caller checks). Postcondition: no RSQ; each is `SQRT` into a new TEMP
//! then `RCP` of it.

use shasm_ir::{Declaration, Dst, File, Instruction, Opcode, Program, Src, WriteMask};

/// An RSQ that rounds the root before the reciprocal (binary32 `1.0f /
/// sqrtf(x)`, [`shasm_ir::RsqInput::SignedRootRounded`]); TGSI's RSQ rounds
/// 1/sqrt(|x|) once. `SQRT t.x, x` then `RCP` rounds twice the same way,
/// each step correctly rounded (IEEE 754 squareRoot and division).
/// Negative operands give NaN as the source's RSQ does, and -0 gives -INF
/// (sqrt(-0) = -0).
pub fn two_roundings(p: &mut Program) {
    let at: Vec<usize> = (0..p.instructions.len())
        .filter(|&k| p.instructions[k].opcode == Opcode::Rsq)
        .collect();
    if at.is_empty() {
        return;
    }
    let t = p.file_size(File::Temp);
    p.declarations.push(Declaration::new(File::Temp, t, t));
    for &k in at.iter().rev() {
        let Some(x) = p.instructions[k].src.first().cloned() else {
            continue;
        };
        let root = Instruction::new(Opcode::Sqrt)
            .with_dst(Dst::new(File::Temp, t).masked(WriteMask::X))
            .with_src(x);
        let rcp = &mut p.instructions[k];
        rcp.opcode = Opcode::Rcp;
        rcp.src = vec![Src::new(File::Temp, t)];
        p.insert_before(k, vec![root]);
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::{arb, position};
    use shasm_ir::{Opcode, Semantics};

    #[test]
    fn rsq_becomes_a_root_and_a_reciprocal() {
        // PICA200 f32 model: RSQ is binary32 `1.0f / sqrtf(x)`
        // (RsqInput::SignedRootRounded): 1/sqrt(3) rounded twice.
        let mut p = arb("!!ARBvp1.0\nPARAM a = {3, 3, 3, 3};\nRSQ result.position, a.x;\nEND\n");
        p.semantics = Semantics::pica_f32();
        let want = (1.0f32 / 3.0f32.sqrt()).to_bits();
        assert_eq!(position(&p), [want; 4]);
        super::two_roundings(&mut p);
        assert!(p.instructions.iter().all(|i| i.opcode != Opcode::Rsq));
        assert_eq!(p.instructions[0].opcode, Opcode::Sqrt);
        assert_eq!(p.instructions[1].opcode, Opcode::Rcp);
        assert_eq!(position(&p), [want; 4]);
    }
}
