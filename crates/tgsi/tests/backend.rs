//! The TGSI back end reports each construct TGSI cannot express, with its
//! instruction, instead of printing something that means something else.

use shasm_ir::{
    Binding, CondRule, CondTest, Condition, Declaration, Dst, Extra, File, Instruction, Label,
    Opcode, Precision, Preset, Program, Semantics, Src, Stage, StorageFormat, Swizzle,
};

fn base() -> Program {
    let mut p = Program::new(Stage::Fragment, Semantics::tgsi());
    p.declarations.push(Declaration::new(File::Input, 0, 0));
    p.declarations.push(Declaration::new(File::Output, 0, 0));
    p.declarations.push(Declaration::new(File::Temp, 0, 1));
    p
}

fn mov() -> Instruction {
    Instruction::new(Opcode::Mov)
        .with_dst(Dst::new(File::Temp, 0))
        .with_src(Src::new(File::Input, 0))
}

#[test]
fn prints_what_tgsi_has() {
    let mut p = base();
    p.instructions.push(mov());
    p.instructions.push(
        Instruction::new(Opcode::Lerp)
            .with_dst(Dst::new(File::Output, 0))
            .with_src(Src::new(File::Temp, 0).swizzled(Swizzle::replicate(3)))
            .with_src(Src::new(File::Input, 0).negated())
            .with_src(Src::new(File::Temp, 0).absolute()),
    );
    p.instructions.push(Instruction::new(Opcode::End));
    let text = shasm_tgsi::to_text(&p).unwrap();
    assert_eq!(
        text,
        "FRAG\nDCL IN[0]\nDCL OUT[0]\nDCL TEMP[0..1]\n  0: MOV TEMP[0], IN[0]\n  \
         1: LERP OUT[0], TEMP[0].wwww, -IN[0], |TEMP[0]|\n  2: END\n"
    );
    assert_eq!(shasm_tgsi::parse(&text).unwrap().without_spans(), p);
}

#[test]
fn reports_each_construct_with_its_instruction() {
    let mut p = base();
    let mut half = Declaration::new(File::Temp, 2, 2);
    half.format = StorageFormat::F16;
    p.declarations.push(half);
    let mut named = Declaration::new(File::Const, 0, 0);
    named.binding = Binding::Named("scale".into());
    p.declarations.push(named);
    p.presets.push(Preset {
        file: File::Const,
        index: 0,
        value: [0; 4],
    });
    p.labels.push(Label {
        name: "main".into(),
        target: 0,
        span: Default::default(),
    });
    // 0: precision suffix and condition-code update.
    let mut i0 = mov();
    i0.modifiers.precision = Precision::Half;
    i0.modifiers.cc_update = Some(0);
    p.instructions.push(i0);
    // 1: conditional write mask.
    let mut i1 = mov();
    if let Some(d) = &mut i1.dst {
        d.cond = Some(CondTest {
            reg: 0,
            rule: CondRule::Gt,
            swizzle: Swizzle::IDENTITY,
        });
    }
    p.instructions.push(i1);
    // 2: NV KIL with a condition.
    p.instructions.push(
        Instruction::new(Opcode::Kil).with_condition(Condition::Cc(CondTest {
            reg: 0,
            rule: CondRule::Lt,
            swizzle: Swizzle::IDENTITY,
        })),
    );
    // 3: a PICA stack op.
    p.instructions
        .push(Instruction::new(Opcode::Ifr).with_extra(Extra::Range {
            target: 4,
            count: 0,
        }));
    // 4: a predicate register source.
    p.instructions.push(
        Instruction::new(Opcode::Mov)
            .with_dst(Dst::new(File::Temp, 0))
            .with_src(Src::new(File::Predicate, 0)),
    );
    p.instructions.push(Instruction::new(Opcode::End));
    let problems: Vec<String> = shasm_tgsi::to_text(&p)
        .unwrap_err()
        .problems
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        problems,
        [
            "named label `main`",
            "preset value of CONST[0]",
            "DCL TEMP[2..2]: fp16 storage",
            "DCL CONST[0..0]: named binding `scale`",
            "instruction 0: precision suffix on MOV",
            "instruction 0: condition-code update on MOV",
            "instruction 1: conditional write mask",
            "instruction 2: opcode KIL has no TGSI spelling",
            "instruction 2: condition-code test on KIL",
            "instruction 3: opcode IFR has no TGSI spelling",
            "instruction 3: PICA code range",
            "instruction 4: source in register file PRED",
        ]
    );
}
