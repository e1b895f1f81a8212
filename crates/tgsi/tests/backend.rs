//! The TGSI back end reports each construct TGSI cannot express, with its
//! instruction, instead of printing something that means something else.

use shasm_ir::{
    Binding, CondRule, CondTest, Condition, DataType, Declaration, Dst, Extra, File, Instruction,
    Label, Opcode, Precision, Preset, Program, Semantics, Src, Stage, StorageFormat, Swizzle,
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
        reg: shasm_ir::Reg::new(File::Const, 0),
        value: [0; 4],
    });
    // A label's name goes (TGSI calls by instruction number): not a
    // problem.
    p.labels.push(Label {
        name: "main".into(),
        target: shasm_ir::InstId::ZERO,
    });
    // 0: precision suffix and a condition-code update with integer carry
    // and overflow flags (ADD.S, NV_gpu_program4 §2.X.4.3; float results
    // and integer ones that clear OF and CF translate:
    // crates/shasm/tests/cc_tgsi.rs), which leaves CC0's tests below
    // refused too.
    let mut i0 = mov();
    i0.opcode = Opcode::Add;
    i0.src.push(Src::new(File::Input, 0));
    i0.modifiers.precision = Precision::Half;
    i0.modifiers.data_type = DataType::Signed;
    i0.modifiers.cc_update = Some(0);
    p.instructions.push(i0);
    // 1: conditional write mask.
    let mut i1 = mov();
    if let Some(d) = &mut i1.dst {
        d.cond = Some(CondTest::new(0, CondRule::Gt, Swizzle::IDENTITY));
    }
    p.instructions.push(i1);
    // 2: NV KIL with a condition.
    p.instructions
        .push(
            Instruction::new(Opcode::Kil).with_condition(Condition::Cc(CondTest::new(
                0,
                CondRule::Lt,
                Swizzle::IDENTITY,
            ))),
        );
    // 3: a PICA stack op.
    p.instructions
        .push(Instruction::new(Opcode::Ifr).with_extra(Extra::Range {
            target: shasm_ir::InstId::saturating(4),
            count: 0,
        }));
    // 4: a predicate register source.
    p.instructions.push(
        Instruction::new(Opcode::Mov)
            .with_dst(Dst::new(File::Temp, 0))
            .with_src(Src::new(File::Predicate, 0)),
    );
    p.instructions.push(Instruction::new(Opcode::End));
    let refused = shasm_tgsi::to_text(&p).unwrap_err();
    let problems: Vec<(Option<&str>, &str, &[String])> = refused
        .diagnostics
        .iter()
        .map(|d| (d.code, d.message.as_str(), d.notes.as_slice()))
        .collect();
    let at = |i: usize| vec![format!("in instruction {i}")];
    let (i0, i1, i2, i3, i4) = (at(0), at(1), at(2), at(3), at(4));
    let none: &[String] = &[];
    let c = |what: &'static str| Some(what);
    assert_eq!(
        problems,
        [
            (
                c("tgsi/cannot-express-preset"),
                "cannot be written as TGSI: preset value of CONST[0]",
                none
            ),
            (
                c("tgsi/cannot-express-storage-format"),
                "cannot be written as TGSI: DCL TEMP[2..2]: fp16 storage",
                none
            ),
            (
                c("tgsi/cannot-express-binding"),
                "cannot be written as TGSI: DCL CONST[0..0]: named binding `scale`",
                none
            ),
            (
                c("tgsi/cannot-express-precision"),
                "cannot be written as TGSI: precision suffix on ADD",
                &i0[..]
            ),
            (
                c("tgsi/cannot-express-condition-code"),
                "cannot be written as TGSI: integer condition-code flags (SF, ZF, OF, CF) from \
                 ADD: TGSI has no flags, and no float word classifies as they do",
                &i0[..]
            ),
            (
                c("tgsi/cannot-express-conditional-write-mask"),
                "cannot be written as TGSI: conditional write mask testing CC0, which holds \
                 integer condition-code flags",
                &i1[..]
            ),
            (
                c("tgsi/cannot-express-opcode"),
                "cannot be written as TGSI: opcode KIL has no TGSI spelling",
                &i2[..]
            ),
            (
                c("tgsi/cannot-express-condition-code"),
                "cannot be written as TGSI: condition-code test on KIL of CC0, which holds \
                 integer condition-code flags",
                &i2[..]
            ),
            (
                c("tgsi/cannot-express-opcode"),
                "cannot be written as TGSI: opcode IFR has no TGSI spelling",
                &i3[..]
            ),
            (
                c("tgsi/cannot-express-code-range"),
                "cannot be written as TGSI: PICA code range",
                &i3[..]
            ),
            (
                c("tgsi/cannot-express-register-file"),
                "cannot be written as TGSI: source in register file PRED",
                &i4[..]
            ),
        ]
    );
}

/// A program loaded from text and changed into one TGSI cannot say: each
/// problem is one diagnostic at its own instruction of that text.
#[test]
fn refusals_point_at_their_instructions() {
    let text = "FRAG\nDCL IN[0], GENERIC[0], LINEAR\nDCL OUT[0], COLOR\nDCL TEMP[0]\n\
                MOV TEMP[0], IN[0]\nMUL TEMP[0], TEMP[0], IN[0]\nMOV OUT[0], TEMP[0]\nEND\n";
    let mut p = shasm_tgsi::parse(text).unwrap();
    // Line 5: a half-precision MOV; line 6: a MUL reading a predicate and
    // with an NV condition-code test; line 7 stays valid.
    p.instructions[0].modifiers.precision = Precision::Half;
    p.instructions[1].src[1].set_file(File::Predicate);
    p.instructions[1].condition = Condition::Cc(CondTest::new(0, CondRule::Gt, Swizzle::IDENTITY));
    let refused = shasm_tgsi::to_text(&p).unwrap_err();
    let rendered = shasm_diag::render("t.tgsi", text, &refused.diagnostics);
    let firsts: Vec<&str> = rendered
        .lines()
        .filter(|l| l.starts_with("t.tgsi:"))
        .collect();
    assert_eq!(
        firsts,
        [
            "t.tgsi:5:1: error: cannot be written as TGSI: precision suffix on MOV",
            "t.tgsi:6:1: error: cannot be written as TGSI: condition-code test on MUL",
            // The operand itself, not the whole instruction.
            "t.tgsi:6:23: error: cannot be written as TGSI: source in register file PRED",
        ]
    );
    assert!(refused.diagnostics.iter().all(|d| d.notes.is_empty()));
    assert!(
        refused
            .to_string()
            .starts_with("cannot be written as TGSI: precision suffix on MOV (and 2 more errors)")
    );
}
