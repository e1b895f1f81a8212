//! Issue 11, "Bad input": deep or long programs go through CFG ->
//! structurizer -> printers without recursion overflow, with output roughly
//! linear in their length (a proxy for the work done: no wall-clock bounds,
//! which fail on a loaded machine), and still run the same.

use shasm::Program;
use shasm::cfg::{Cfg, Equivalence, equivalent, pseudo_code};
use shasm_exec::Executable;
use shasm_ir::{
    CondRule, CondTest, Condition, Dst, Extra, File, InstId, Instruction, Opcode, Src, Swizzle,
};

const PICA_TEMPLATE: &str =
    ".bool b\n.in p v0\n.out o position\n.proc main\n  ifu b\n    mov o, p\n  .end\n  end\n.end\n";

#[test]
fn pica_ifs_nested_2047_deep_in_4096_words() {
    // IFR at 2k opens a range to the word after the middle (4094 - k) with
    // NUM 1, so every level ends one word later and the nesting is 2047
    // deep: far past the 8-entry IF stack, whose overflow drops the oldest
    // entries (PICA200 spec, "Control Flow").
    let template = Program::from_text("t.v.pica", PICA_TEMPLATE).unwrap();
    let mut ir = template.executable().program().clone();
    let ifu = ir
        .instructions
        .iter()
        .find(|i| i.opcode == Opcode::Ifr)
        .unwrap()
        .clone();
    let mov = ir
        .instructions
        .iter()
        .find(|i| i.opcode == Opcode::Mov)
        .unwrap()
        .clone();
    let depth = 2047u32;
    let mut code = Vec::new();
    for k in 0..depth {
        let mut i = ifu.clone();
        i.extra = Extra::Range {
            target: InstId::saturating(2 * depth - k),
            count: 1,
        };
        code.push(i);
        code.push(mov.clone());
    }
    code.push(Instruction::new(Opcode::Nop));
    code.push(Instruction::new(Opcode::End));
    assert_eq!(code.len(), 4096);
    ir.instructions = code;
    ir.end = Some(id(4096));
    ir.entry = InstId::ZERO;
    let cfg = Cfg::build(&ir);
    // Past the 8-entry ring the IF stack at the closing words depends on
    // the level the run skipped from: more stack states than the linear
    // cap allows, so the graph says it is inexact (consumers fall back to
    // the interpreter) instead of growing quadratically.
    assert!(!cfg.exact());
    assert!(cfg.structurize().is_err());
    let text = cfg.to_text(&ir);
    let json = cfg.to_json(&ir);
    for out in [&text, &json] {
        // Linear in the capped number of (instruction, context) pairs.
        assert!(out.len() < (16 * 4096 + 65536) * 300, "{}", out.len());
    }
    // Eight levels fit the ring: exact, structured, and the same.
    let mut shallow = ir.clone();
    let depth = 8u32;
    shallow.instructions.clear();
    for k in 0..depth {
        let mut i = ifu.clone();
        i.extra = Extra::Range {
            target: InstId::saturating(2 * depth - k),
            count: 1,
        };
        shallow.instructions.push(i);
        shallow.instructions.push(mov.clone());
    }
    shallow.instructions.push(Instruction::new(Opcode::Nop));
    shallow.instructions.push(Instruction::new(Opcode::End));
    shallow.end = Some(id(shallow.instructions.len() as u32));
    let cfg = Cfg::build(&shallow);
    let tree = cfg.structurize().unwrap();
    assert!(pseudo_code(&cfg, &tree, &shallow).contains("if ("));
    let exe = Executable::new(&shallow).unwrap();
    for b in [0, 1] {
        let mut env = exe.env();
        let _ = env.set(File::BoolConst, 0, [b, 0, 0, 0]);
        assert!(matches!(equivalent(&exe, &env), Equivalence::Same { .. }));
    }
}

#[test]
fn nv_program_of_100000_instructions() {
    // Forward and backward conditional branches and calls over 10^5
    // instructions (more than any NV profile loads; built as IR).
    let template = Program::from_text(
        "t.vp",
        "!!VP2.0\nADDC R0, R0, c[0];\nMOV o[HPOS], R0;\nEND\n",
    )
    .unwrap();
    let mut ir = template.executable().program().clone();
    let addc = ir.instructions[0].clone();
    let n = 100_000u32;
    let cond = |rule| Condition::Cc(CondTest::new(0, rule, Swizzle::IDENTITY));
    let mut code = Vec::with_capacity(n as usize + 2);
    for i in 0..n {
        code.push(match i % 10 {
            3 => Instruction::new(Opcode::Bra)
                .with_extra(Extra::Label(id((i + 7).min(n))))
                .with_condition(cond(CondRule::Gt)),
            7 if i > 20 => Instruction::new(Opcode::Bra)
                .with_extra(Extra::Label(id(i - 15)))
                .with_condition(cond(CondRule::Lt)),
            9 if i % 1000 == 999 => Instruction::new(Opcode::Cal)
                .with_extra(Extra::Label(id(n + 1)))
                .with_condition(cond(CondRule::Ne)),
            _ => addc.clone(),
        });
    }
    code.push(Instruction::new(Opcode::End));
    code.push(
        Instruction::new(Opcode::Mov)
            .with_dst(Dst::new(File::Temp, 0))
            .with_src(Src::new(File::Const, 0)),
    );
    code.push(Instruction::new(Opcode::Ret));
    ir.instructions = code;
    ir.entry = InstId::ZERO;
    let cfg = Cfg::build(&ir);
    assert!(cfg.exact(), "{:?}", cfg.inexact);
    let tree = cfg.structurize().unwrap();
    let text = cfg.to_text(&ir);
    let json = cfg.to_json(&ir);
    let dot = cfg.to_dot(&ir);
    let code = pseudo_code(&cfg, &tree, &ir);
    let _ = (cfg.cycles(), cfg.loops(), cfg.reachable());
    for out in [&text, &json, &dot, &code] {
        assert!(out.len() < n as usize * 400, "{}", out.len());
    }
    let exe = Executable::new(&ir).unwrap();
    let mut env = exe.env();
    let _ = env.set(File::Const, 0, [0xBF80_0000, 0x3F80_0000, 0, 0]);
    assert!(matches!(equivalent(&exe, &env), Equivalence::Same { .. }));
}

/// The handle of instruction `k` (test programs are small).
fn id(k: u32) -> InstId {
    InstId::new(k).expect("a small instruction index")
}
