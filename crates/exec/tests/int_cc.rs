//! Condition codes from integer results (NV_gpu_program4 §2.X.4.3, Table
//! X.16; notes §5) through the interpreter, on IR built by hand: two
//! registers (`cc_update = Some(0 | 1)`, `CondTest.reg`), the SF/ZF/OF/CF
//! flags, conditional writes and IF on a test.

use shasm_exec::Executable;
use shasm_ir::*;

const S: DataType = DataType::Signed;
const U: DataType = DataType::Unsigned;
const MIN: u32 = i32::MIN as u32;
const MAX: u32 = i32::MAX as u32;
const M1: u32 = -1i32 as u32;

fn base() -> Program {
    let mut p = Program::new(Stage::Fragment, Semantics::nv_fragment());
    p.declarations.push(Declaration::new(File::Input, 0, 3));
    p.declarations.push(Declaration::new(File::Output, 0, 1));
    p.declarations.push(Declaration::new(File::Temp, 0, 1));
    p
}

fn inp(i: u32) -> Src {
    Src::new(File::Input, i)
}

/// `op.ty.CC<reg> TEMP[0], srcs`
fn with_cc(op: Opcode, ty: DataType, reg: u8, srcs: &[Src]) -> Instruction {
    let mut i = Instruction::new(op).with_dst(Dst::new(File::Temp, 0));
    i.src = srcs.to_vec();
    i.modifiers.data_type = ty;
    i.modifiers.cc_update = Some(reg);
    i
}

/// `MOV.S OUT[k] (rule<reg>.xyzw), src`
fn masked_mov(k: u32, rule: CondRule, reg: u8, src: Src) -> Instruction {
    let mut d = Dst::new(File::Output, k);
    d.cond = Some(CondTest::new(u32::from(reg), rule, Swizzle::IDENTITY));
    let mut i = Instruction::new(Opcode::Mov).with_dst(d).with_src(src);
    i.modifiers.data_type = S;
    i
}

fn run(p: &Program, inputs: &[[u32; 4]]) -> shasm_exec::Outcome {
    let exe = Executable::new(p).expect("valid IR");
    let mut env = exe.env();
    for (k, v) in inputs.iter().enumerate() {
        env.set(File::Input, k as u32, *v).unwrap();
    }
    exe.run(&env).expect("runs")
}

/// (SF, ZF, OF, CF) of each component of CC`reg`.
fn flags(o: &shasm_exec::Outcome, reg: usize) -> [(bool, bool, bool, bool); 4] {
    o.cc(reg)
        .map(|v| (v.sign(), v.zero(), v.overflow(), v.carry()))
}

#[test]
fn add_sets_overflow_and_carry() {
    // §2.X.4.3: OF from the signed add, CF from the unsigned add.
    let mut p = base();
    p.instructions
        .push(with_cc(Opcode::Add, S, 0, &[inp(0), inp(1)]));
    let o = run(&p, &[[MAX, M1, MIN, 3], [1, 1, MIN, 0]]);
    assert_eq!(
        flags(&o, 0),
        [
            (true, false, true, false), // INT_MAX + 1: signed overflow
            (false, true, false, true), // -1 + 1 = 0: carry out
            (false, true, true, true),  // INT_MIN + INT_MIN = 0: both
            (false, false, false, false),
        ]
    );
}

#[test]
fn negated_operand_makes_the_add_a_subtract() {
    // Notes §5: "ADD.U.CC r, a, -b" with a = 3, b = 0 is the subtract
    // 3 - 0, so CF = 1; the plain add 3 + 0 gives CF = 0.
    let mut p = base();
    p.instructions
        .push(with_cc(Opcode::Add, U, 0, &[inp(0), inp(1).negated()]));
    p.instructions
        .push(with_cc(Opcode::Add, U, 1, &[inp(0), inp(1)]));
    let o = run(&p, &[[3; 4], [0; 4]]);
    assert!(o.cc(0)[0].carry());
    assert!(!o.cc(1)[0].carry());
}

#[test]
fn sub_then_signed_tests_give_the_true_order() {
    // SUB.S.CC1 then MOV (LT1): Table X.16 LT = (SF && !ZF) ^ OF, which
    // holds exactly when a < b even if the subtract overflows.
    let a = [MIN, 1, MAX, 5];
    let b = [1, MIN, M1, 5];
    let mut p = base();
    p.instructions
        .push(with_cc(Opcode::Sub, S, 1, &[inp(0), inp(1)]));
    p.instructions
        .push(masked_mov(0, CondRule::Lt, 1, Src::new(File::Input, 2)));
    p.instructions
        .push(masked_mov(1, CondRule::Ge, 1, Src::new(File::Input, 2)));
    let o = run(&p, &[a, b, [7; 4]]);
    // a < b: MIN < 1 yes; 1 < MIN no; MAX < -1 no; 5 < 5 no.
    assert_eq!(o.written(File::Output, 0), 0b0001);
    assert_eq!(o.written(File::Output, 1), 0b1110);
    // The flags went to CC1: MIN - 1 overflows (OF) to INT_MAX (SF clear).
    assert!(o.cc(1)[0].overflow());
    assert!(!o.cc(1)[0].sign());
}

#[test]
fn sub_then_unsigned_tests_use_carry() {
    // Table X.16: AB = CF && !ZF ("above"), BLE = !CF || ZF; CF for a
    // subtract is "no borrow" (§2.X.4.3).
    let mut p = base();
    p.instructions
        .push(with_cc(Opcode::Sub, U, 0, &[inp(0), inp(1)]));
    p.instructions
        .push(masked_mov(0, CondRule::Ab, 0, Src::new(File::Input, 2)));
    p.instructions
        .push(masked_mov(1, CondRule::Ble, 0, Src::new(File::Input, 2)));
    let o = run(&p, &[[M1, 0, 7, MIN], [1, 1, 7, 3], [9; 4]]);
    // a > b unsigned: 0xFFFFFFFF > 1 yes; 0 > 1 no; 7 > 7 no; 2^31 > 3 yes.
    assert_eq!(o.written(File::Output, 0), 0b1001);
    assert_eq!(o.written(File::Output, 1), 0b0110);
}

#[test]
fn mul_clears_overflow_and_carry() {
    // §2.X.8 MUL: "the overflow or carry flags are always cleared, even if
    // the product overflowed".
    let mut p = base();
    p.instructions
        .push(with_cc(Opcode::Mul, U, 0, &[inp(0), inp(1)]));
    let o = run(&p, &[[0x8000_0000, MAX, 3, 0], [2, 4, 5, 9]]);
    assert_eq!(
        flags(&o, 0),
        [
            (false, true, false, false), // 2^32 wraps to 0
            (true, false, false, false), // 0xFFFFFFFC: MSB set
            (false, false, false, false),
            (false, true, false, false),
        ]
    );
}

#[test]
fn integer_true_fails_gt_but_passes_ne() {
    // Issue 24 (notes §5): TRUE = -1 has SF set, so GT fails; NE passes.
    let mut p = base();
    p.instructions
        .push(with_cc(Opcode::Seq, S, 0, &[inp(0), inp(1)]));
    p.instructions
        .push(masked_mov(0, CondRule::Gt, 0, Src::new(File::Input, 2)));
    p.instructions
        .push(masked_mov(1, CondRule::Ne, 0, Src::new(File::Input, 2)));
    let o = run(&p, &[[1, 2, 3, 4], [1, 0, 3, 0], [5; 4]]);
    assert_eq!(o.get(File::Temp, 0), Some([M1, 0, M1, 0]));
    assert_eq!(o.written(File::Output, 0), 0b0000);
    assert_eq!(o.written(File::Output, 1), 0b0101);
}

#[test]
fn only_written_components_update_the_flags() {
    // §2.X.4.3: CC components are updated iff the destination component is
    // enabled by both masks. First set CC0 to "negative" everywhere, then
    // write only .y with a zero result.
    let mut p = base();
    p.instructions.push(with_cc(Opcode::Mov, S, 0, &[inp(0)]));
    let mut zero = with_cc(Opcode::Sub, S, 0, &[inp(1), inp(1)]);
    zero.dst = Some(Dst::new(File::Temp, 1).masked(WriteMask(0b0010)));
    p.instructions.push(zero);
    let o = run(&p, &[[M1; 4], [5; 4]]);
    let f = flags(&o, 0);
    assert_eq!(f[0], (true, false, false, false));
    assert_eq!(f[1], (false, true, false, true)); // 5 - 5: zero, no borrow
    assert_eq!(f[2], (true, false, false, false));
}

#[test]
fn if_on_an_integer_test_of_cc1() {
    // IF with a CC test (§2.X.8 IF): taken if any swizzled component
    // passes. SUB.U.CC1 then IF NCF1.x (borrow: a < b unsigned).
    let build = || {
        let mut p = base();
        p.instructions
            .push(with_cc(Opcode::Sub, U, 1, &[inp(0), inp(1)]));
        p.instructions
            .push(
                Instruction::new(Opcode::If).with_condition(Condition::Cc(CondTest::new(
                    1,
                    CondRule::Ncf,
                    Swizzle::replicate(0),
                ))),
            );
        let mut mov = Instruction::new(Opcode::Mov)
            .with_dst(Dst::new(File::Output, 0))
            .with_src(inp(2));
        mov.modifiers.data_type = U;
        p.instructions.push(mov);
        p.instructions.push(Instruction::new(Opcode::Endif));
        p
    };
    let p = build();
    let o = run(&p, &[[1; 4], [2; 4], [42; 4]]);
    assert_eq!(o.get(File::Output, 0), Some([42; 4]));
    let o = run(&p, &[[2; 4], [1; 4], [42; 4]]);
    assert_eq!(o.written(File::Output, 0), 0);
}

#[test]
fn i2f_sets_float_flags() {
    // I2F's result is a float (Table X.13 "vf"): SF for < 0, ZF for 0,
    // OF = CF = 0.
    let mut p = base();
    p.instructions.push(with_cc(Opcode::I2f, S, 0, &[inp(0)]));
    let o = run(&p, &[[M1, 0, 1, MIN]]);
    assert_eq!(
        flags(&o, 0),
        [
            (true, false, false, false),
            (false, true, false, false),
            (false, false, false, false),
            (true, false, false, false),
        ]
    );
}

#[test]
fn float_results_keep_the_nv_rules() {
    // Float results set SF = (r < 0) || NaN, ZF = (r == 0) || NaN
    // (§2.X.4.3), the NV1-era LT/EQ/GT/UN values.
    let mut p = base();
    let mut mov = Instruction::new(Opcode::Mov)
        .with_dst(Dst::new(File::Temp, 0))
        .with_src(inp(0));
    mov.modifiers.cc_update = Some(1);
    p.instructions.push(mov);
    let o = run(
        &p,
        &[[
            (-1.0f32).to_bits(),
            0.0f32.to_bits(),
            2.0f32.to_bits(),
            f32::NAN.to_bits(),
        ]],
    );
    let names: Vec<_> = o.cc(1).iter().map(|c| c.nv_name()).collect();
    assert_eq!(names, ["LT", "EQ", "GT", "UN"]);
}
