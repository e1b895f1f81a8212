//! KIL with a constant test, for targets whose kill has no condition codes.
//!
//! Precondition: none. Postcondition: no `KIL TR` (it is `KILL`); no `KIL
//! FL` in a program without flow (with flow it stays: removing it would
//! renumber branch targets).

use shasm_ir::{CondRule, Condition, Opcode, Program};

/// `KIL TR` discards: TGSI's `KILL`. `KIL FL` never discards
/// (NV_fragment_program §3.11.5.11) and goes.
pub fn constant_kills(p: &mut Program) {
    for inst in &mut p.instructions {
        if inst.opcode == Opcode::Kil
            && let Condition::Cc(t) = inst.condition
            && t.rule == CondRule::Tr
        {
            inst.opcode = Opcode::Kill;
            inst.condition = Condition::Always;
        }
    }
    crate::retain_instructions(p, |i| {
        !(i.opcode == Opcode::Kil
            && matches!(i.condition, Condition::Cc(t) if t.rule == CondRule::Fl))
    });
}

#[cfg(test)]
mod tests {
    use crate::testing::{killed, nv_fp};
    use shasm_ir::{Condition, Opcode};

    #[test]
    fn kil_tr_kills_and_kil_fl_goes() {
        // NV_fragment_program §3.11.5.11: KIL discards when its test
        // passes; TR always passes, FL never does.
        let mut tr = nv_fp("!!FP1.0\nKIL TR;\nMOVR o[COLR], f[COL0];\nEND\n");
        assert!(killed(&tr));
        super::constant_kills(&mut tr);
        assert_eq!(tr.instructions[0].opcode, Opcode::Kill);
        assert!(matches!(tr.instructions[0].condition, Condition::Always));
        assert!(killed(&tr));
        let mut fl = nv_fp("!!FP1.0\nKIL FL;\nMOVR o[COLR], f[COL0];\nEND\n");
        assert!(!killed(&fl));
        let before = fl.instructions.len();
        super::constant_kills(&mut fl);
        assert_eq!(fl.instructions.len(), before - 1);
        assert!(fl.instructions.iter().all(|i| i.opcode != Opcode::Kil));
        assert!(!killed(&fl));
    }
}
