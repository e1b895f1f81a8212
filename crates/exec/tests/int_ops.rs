//! Integer instructions (NV_gpu_program4 `.S` / `.U`) run through the
//! interpreter on IR built by hand, as the NV_gpu_program4 front end will
//! emit it: `modifiers.data_type` for the type, `modifiers.mul` for
//! `.HI`/`.S24`/`.U24`. Each expected value is derived from the spec section
//! cited at the assertion ("§" = NV_gpu_program4, "notes" =
//! NV_gpu_program4_notes.md).

use shasm_exec::Executable;
use shasm_ir::*;

const S: DataType = DataType::Signed;
const U: DataType = DataType::Unsigned;
const F: DataType = DataType::Float;
const MIN: u32 = i32::MIN as u32;
const MAX: u32 = i32::MAX as u32;
const M1: u32 = -1i32 as u32;

/// One operand: a value for `IN[k]` and the operand's modifiers.
#[derive(Clone, Copy)]
struct Arg {
    value: [u32; 4],
    abs: bool,
    negate: bool,
}

fn arg(value: [u32; 4]) -> Arg {
    Arg {
        value,
        abs: false,
        negate: false,
    }
}
fn splat(w: u32) -> Arg {
    arg([w; 4])
}
fn neg(a: Arg) -> Arg {
    Arg { negate: true, ..a }
}
fn abs(a: Arg) -> Arg {
    Arg { abs: true, ..a }
}
fn fl(x: f32) -> Arg {
    splat(x.to_bits())
}

fn program(op: Opcode, ty: DataType, mul: MulVariant, args: &[Arg]) -> Program {
    let mut p = Program::new(Stage::Fragment, Semantics::nv_fragment());
    p.declarations.push(Declaration::new(File::Input, 0, 2));
    p.declarations.push(Declaration::new(File::Output, 0, 0));
    let mut inst = Instruction::new(op).with_dst(Dst::new(File::Output, 0));
    for (k, a) in args.iter().enumerate() {
        let mut s = Src::new(File::Input, k as u32);
        s.abs = a.abs;
        s.negate = a.negate;
        inst = inst.with_src(s);
    }
    inst.modifiers.data_type = ty;
    inst.modifiers.mul = mul;
    inst.modifiers.cc_update = Some(0);
    p.instructions.push(inst);
    p.instructions.push(Instruction::new(Opcode::End));
    p
}

/// Run `op` once; the result words and the CC0 flags it set.
fn exec(op: Opcode, ty: DataType, mul: MulVariant, args: &[Arg]) -> ([u32; 4], [CcValue; 4]) {
    let p = program(op, ty, mul, args);
    let exe = Executable::new(&p).expect("valid IR");
    let mut env = exe.env();
    for (k, a) in args.iter().enumerate() {
        env.set(File::Input, k as u32, a.value).unwrap();
    }
    let o = exe.run(&env).expect("runs");
    (o.get(File::Output, 0).unwrap(), o.cc(0))
}

fn run(op: Opcode, ty: DataType, args: &[Arg]) -> u32 {
    exec(op, ty, MulVariant::Full, args).0[0]
}

fn run_mul(ty: DataType, mul: MulVariant, a: u32, b: u32) -> u32 {
    exec(Opcode::Mul, ty, mul, &[splat(a), splat(b)]).0[0]
}

#[test]
fn add_sub_mul_mad_wrap() {
    // Notes §3: integer arithmetic is 32-bit and wraps modulo 2^32.
    assert_eq!(run(Opcode::Add, S, &[splat(MAX), splat(1)]), MIN);
    assert_eq!(run(Opcode::Add, U, &[splat(u32::MAX), splat(1)]), 0);
    assert_eq!(run(Opcode::Sub, U, &[splat(0), splat(1)]), u32::MAX);
    assert_eq!(
        run(Opcode::Mul, S, &[splat(-3i32 as u32), splat(5)]),
        -15i32 as u32
    );
    assert_eq!(
        run(Opcode::Mul, U, &[splat(0x1_0000), splat(0x1_0001)]),
        0x1_0000
    );
    assert_eq!(run(Opcode::Mad, S, &[splat(MIN), splat(2), splat(7)]), 7);
    // A negated operand is two's complement for .U too (§2.X.4.2).
    assert_eq!(run(Opcode::Add, U, &[splat(10), neg(splat(3))]), 7);
}

#[test]
fn mul_hi_and_24_bit_variants() {
    // §2.X.8 MUL: .HI returns the 32 MSBs of the 64-bit product.
    assert_eq!(
        run_mul(U, MulVariant::High, u32::MAX, u32::MAX),
        0xFFFF_FFFE
    );
    assert_eq!(run_mul(S, MulVariant::High, M1, M1), 0);
    assert_eq!(run_mul(S, MulVariant::High, MIN, 2), M1);
    // .S24/.U24 in range: the product (-2^23 * 3, (2^24-1)^2 low bits).
    assert_eq!(
        run_mul(S, MulVariant::Low24, -(1i32 << 23) as u32, 3),
        (-(3i32 << 23)) as u32
    );
    assert_eq!(
        run_mul(U, MulVariant::Low24, 0xFF_FFFF, 0xFF_FFFF),
        0xFE00_0001
    );
}

#[test]
fn abs_neg_in_the_operand_type() {
    // Issue 22 (notes §2): -INT_MIN and |INT_MIN| are INT_MIN.
    assert_eq!(run(Opcode::Mov, S, &[neg(splat(MIN))]), MIN);
    assert_eq!(run(Opcode::Mov, S, &[abs(splat(MIN))]), MIN);
    assert_eq!(run(Opcode::Abs, S, &[splat(MIN)]), MIN);
    assert_eq!(run(Opcode::Abs, S, &[splat(-7i32 as u32)]), 7);
    // §2.X.4.2: |x| has no effect on an unsigned operand; ABS.U is a no-op.
    assert_eq!(run(Opcode::Mov, U, &[abs(splat(M1))]), M1);
    assert_eq!(run(Opcode::Abs, U, &[splat(M1)]), M1);
    // -|x| in .S: |−5| = 5, negated.
    assert_eq!(
        run(Opcode::Mov, S, &[neg(abs(splat(-5i32 as u32)))]),
        -5i32 as u32
    );
    // Negation is two's complement, not a sign-bit flip.
    assert_eq!(run(Opcode::Mov, S, &[neg(splat(1))]), M1);
}

#[test]
fn min_max_cmp_in_the_type() {
    // §2.X.8 MIN/MAX: ordered in the instruction's type.
    assert_eq!(run(Opcode::Min, S, &[splat(M1), splat(1)]), M1);
    assert_eq!(run(Opcode::Min, U, &[splat(M1), splat(1)]), 1);
    assert_eq!(run(Opcode::Max, S, &[splat(MIN), splat(MAX)]), MAX);
    assert_eq!(run(Opcode::Max, U, &[splat(MIN), splat(MAX)]), MIN);
    // §2.X.8 CMP: (a < 0) ? b : c; no unsigned value is below 0.
    let r = exec(
        Opcode::Cmp,
        S,
        MulVariant::Full,
        &[arg([M1, 0, 1, MIN]), splat(10), splat(20)],
    );
    assert_eq!(r.0, [10, 20, 20, 10]);
    assert_eq!(run(Opcode::Cmp, U, &[splat(M1), splat(10), splat(20)]), 20);
}

#[test]
fn div_and_mod() {
    // §2.X.8 DIV: a / b.x; rounding toward zero (notes §11.8).
    let r = exec(
        Opcode::Div,
        S,
        MulVariant::Full,
        &[arg([7, -7i32 as u32, MIN, 0]), arg([2, 99, 99, 99])],
    );
    assert_eq!(r.0, [3, -3i32 as u32, -(1i32 << 30) as u32, 0]);
    assert_eq!(run(Opcode::Div, U, &[splat(M1), splat(2)]), MAX);
    // INT_MIN / -1: undefined, wraps (notes §4.2).
    assert_eq!(run(Opcode::Div, S, &[splat(MIN), splat(M1)]), MIN);
    // Division by zero: undefined (§2.X.8 DIV); this IR gives all ones.
    assert_eq!(run(Opcode::Div, S, &[splat(5), splat(0)]), M1);
    assert_eq!(run(Opcode::Div, U, &[splat(5), splat(0)]), u32::MAX);
    // §2.X.8 MOD, default type S (Table X.13).
    assert_eq!(run(Opcode::Mod, F, &[splat(7), splat(3)]), 1);
    assert_eq!(run(Opcode::Mod, U, &[splat(M1), splat(10)]), 5); // 4294967295 % 10
    // Undefined operands made deterministic: % 0 gives a, INT_MIN % -1 gives 0.
    assert_eq!(run(Opcode::Mod, S, &[splat(7), splat(0)]), 7);
    assert_eq!(run(Opcode::Mod, S, &[splat(MIN), splat(M1)]), 0);
}

#[test]
fn shifts_and_bitwise() {
    // §2.X.8 SHL/SHR with the count from b.x; SHR.S fills with the sign.
    let r = exec(
        Opcode::Shr,
        S,
        MulVariant::Full,
        &[arg([-8i32 as u32, 8, MIN, 1]), splat(1)],
    );
    assert_eq!(r.0, [-4i32 as u32, 4, 0xC000_0000, 0]);
    assert_eq!(run(Opcode::Shr, U, &[splat(MIN), splat(31)]), 1);
    assert_eq!(run(Opcode::Shl, U, &[splat(3), splat(4)]), 48);
    // SHR with no modifier is .S (Table X.13 default).
    assert_eq!(run(Opcode::Shr, F, &[splat(M1), splat(5)]), M1);
    // Counts 32, 33 and -1 are undefined (§2.X.8 SHL/SHR); notes §4.2:
    // SHL 0, SHR.U 0, SHR.S 0 or -1.
    for count in [32, 33, M1] {
        assert_eq!(run(Opcode::Shl, S, &[splat(1), splat(count)]), 0);
        assert_eq!(run(Opcode::Shr, U, &[splat(M1), splat(count)]), 0);
        assert_eq!(run(Opcode::Shr, S, &[splat(MIN), splat(count)]), M1);
        assert_eq!(run(Opcode::Shr, S, &[splat(MAX), splat(count)]), 0);
    }
    assert_eq!(run(Opcode::And, F, &[splat(0xF0F0), splat(0xFF00)]), 0xF000);
    assert_eq!(run(Opcode::Or, U, &[splat(0xF0F0), splat(0xFF00)]), 0xFFF0);
    assert_eq!(run(Opcode::Xor, S, &[splat(0xF0F0), splat(0xFF00)]), 0x0FF0);
    assert_eq!(run(Opcode::Not, F, &[splat(0)]), M1);
}

#[test]
fn sad_is_unsigned_with_the_true_distance() {
    // §2.X.8 SAD: |a - b| + c; notes §11.9: the mathematical |a - b|.
    assert_eq!(run(Opcode::Sad, U, &[splat(3), splat(10), splat(1)]), 8);
    assert_eq!(
        run(Opcode::Sad, S, &[splat(-3i32 as u32), splat(4), splat(0)]),
        7
    );
    assert_eq!(
        run(Opcode::Sad, S, &[splat(MIN), splat(MAX), splat(0)]),
        u32::MAX
    );
    // The third operand is always unsigned: |x| has no effect on it.
    assert_eq!(
        run(Opcode::Sad, S, &[splat(0), splat(0), abs(splat(M1))]),
        M1
    );
}

#[test]
fn set_on_integer_booleans() {
    // §2.X.8 SEQ: TRUE is -1 (.S) or all ones (.U), FALSE 0.
    let r = exec(
        Opcode::Slt,
        S,
        MulVariant::Full,
        &[arg([M1, 1, 5, MIN]), arg([1, M1, 5, MAX])],
    );
    assert_eq!(r.0, [M1, 0, 0, M1]);
    let r = exec(
        Opcode::Slt,
        U,
        MulVariant::Full,
        &[arg([M1, 1, 5, MIN]), arg([1, M1, 5, MAX])],
    );
    assert_eq!(r.0, [0, u32::MAX, 0, 0]);
    assert_eq!(run(Opcode::Sge, S, &[splat(5), splat(5)]), M1);
    assert_eq!(run(Opcode::Sgt, S, &[splat(5), splat(5)]), 0);
    assert_eq!(run(Opcode::Sle, U, &[splat(0), splat(M1)]), u32::MAX);
    assert_eq!(run(Opcode::Seq, U, &[splat(9), splat(9)]), u32::MAX);
    assert_eq!(run(Opcode::Sne, S, &[splat(9), splat(9)]), 0);
    // §2.X.8 STR/SFL.
    assert_eq!(run(Opcode::Str, S, &[splat(0), splat(0)]), M1);
    assert_eq!(run(Opcode::Sfl, U, &[splat(7), splat(7)]), 0);
}

#[test]
fn i2f_rounds_to_nearest_even() {
    // §2.X.8 I2F, Issue 41 (notes §3): nearest float, ties to even; default S.
    let f = |ty, w| f32::from_bits(run(Opcode::I2f, ty, &[splat(w)]));
    assert_eq!(f(F, -2i32 as u32), -2.0);
    assert_eq!(f(U, (1 << 24) + 1), 16_777_216.0);
    assert_eq!(f(S, (1 << 24) + 3), 16_777_220.0);
    assert_eq!(f(S, MIN), -2_147_483_648.0);
    assert_eq!(f(U, MIN), 2_147_483_648.0);
    assert_eq!(f(U, u32::MAX), 4_294_967_296.0);
    // The operand is an integer: its negation is two's complement.
    assert_eq!(f32::from_bits(run(Opcode::I2f, S, &[neg(splat(3))])), -3.0);
}

#[test]
fn float_to_integer_conversions() {
    // §2.X.8 FLR/CEIL/ROUND/TRUNC .S/.U: float operand, integer result;
    // not representable → saturate, NaN → 0 (notes §3, §11.7).
    assert_eq!(run(Opcode::Flr, S, &[fl(-1.7)]), -2i32 as u32);
    assert_eq!(run(Opcode::Ceil, S, &[fl(-1.7)]), M1);
    assert_eq!(run(Opcode::Trunc, S, &[fl(-1.7)]), M1);
    assert_eq!(run(Opcode::Round, S, &[fl(2.5)]), 2);
    assert_eq!(run(Opcode::Round, S, &[fl(-2.5)]), -2i32 as u32);
    assert_eq!(run(Opcode::Round, U, &[fl(1.5)]), 2);
    assert_eq!(run(Opcode::Flr, S, &[fl(f32::NAN)]), 0);
    assert_eq!(run(Opcode::Flr, S, &[fl(f32::INFINITY)]), MAX);
    assert_eq!(run(Opcode::Flr, S, &[fl(f32::NEG_INFINITY)]), MIN);
    assert_eq!(run(Opcode::Flr, U, &[fl(-1.0)]), 0);
    assert_eq!(run(Opcode::Trunc, U, &[fl(3e9)]), 3_000_000_000);
    assert_eq!(run(Opcode::Trunc, S, &[fl(3e9)]), MAX);
    // 0x80000000 as a float is -0.0: 0 in either type.
    assert_eq!(run(Opcode::Flr, U, &[splat(0x8000_0000)]), 0);
    // The operand is a float: its negation flips the sign bit.
    assert_eq!(run(Opcode::Flr, S, &[neg(fl(1.5))]), -2i32 as u32);
    assert_eq!(run(Opcode::Flr, S, &[abs(fl(-1.5))]), 1);
}

#[test]
fn integer_results_cannot_saturate() {
    // §2.X.4.1: clamping modifiers need a float result; the validator
    // refuses the IR.
    let mut p = program(Opcode::Add, S, MulVariant::Full, &[splat(1), splat(2)]);
    p.instructions[0].modifiers.saturate = Saturate::ZeroOne;
    assert!(Executable::new(&p).is_err());
}
