//! Every opcode of `TGSI_instruction_set.txt`, parsed by shasm-tgsi and run
//! by the reference interpreter, against values computed by hand from the
//! spec's formulas. Each test cites the section (and formula) it checks.
//! Values are compared bit for bit; `NAN` matches any NaN.

use shasm_exec::Executable;
use shasm_ir::File;

const INF: f32 = f32::INFINITY;
const NAN: f32 = f32::NAN;

/// Run `code` in a vertex program with `IN[0..2]` set to `inputs` and
/// `CONST[i] = (i, i, i, i)`; return `OUT[0]`.
fn run(code: &str, inputs: &[[f32; 4]]) -> [f32; 4] {
    let text = format!(
        "VERT\nDCL IN[0..2]\nDCL OUT[0]\nDCL CONST[0..7]\nDCL TEMP[0..1]\nDCL ADDR[0]\n{code}\nEND\n"
    );
    let program = shasm_tgsi::parse(&text)
        .unwrap_or_else(|d| panic!("{}", shasm_diag::render("t.tgsi", &text, &d.0)));
    let exe = Executable::new(&program).expect("prepares");
    let mut env = exe.env();
    for (i, v) in inputs.iter().enumerate() {
        env.set_f32(File::Input, i as u32, *v).unwrap();
    }
    for i in 0..8 {
        env.set_f32(File::Const, i, [i as f32; 4]).unwrap();
    }
    let outcome = exe.run(&env).expect("runs");
    outcome.get_f32(File::Output, 0).expect("OUT[0] exists")
}

/// Bitwise comparison, except that any NaN matches `NAN`.
#[track_caller]
fn same(got: [f32; 4], want: [f32; 4]) {
    let ok = got
        .iter()
        .zip(&want)
        .all(|(g, w)| (w.is_nan() && g.is_nan()) || g.to_bits() == w.to_bits());
    assert!(
        ok,
        "got {got:?} ({:08x?}), want {want:?} ({:08x?})",
        got.map(f32::to_bits),
        want.map(f32::to_bits)
    );
}

/// Run a one-source op on `a` into all of OUT[0].
fn op1(op: &str, a: [f32; 4]) -> [f32; 4] {
    run(&format!("{op} OUT[0], IN[0]"), &[a])
}

fn op2(op: &str, a: [f32; 4], b: [f32; 4]) -> [f32; 4] {
    run(&format!("{op} OUT[0], IN[0], IN[1]"), &[a, b])
}

fn op3(op: &str, a: [f32; 4], b: [f32; 4], c: [f32; 4]) -> [f32; 4] {
    run(&format!("{op} OUT[0], IN[0], IN[1], IN[2]"), &[a, b, c])
}

// ---- 1.1 GL_NV_vertex_program ------------------------------------------

/// §1.1.1 ARL: `dst.x = floor(src.x)`; read back through `CONST[ADDR[0].x+k]`
/// with `CONST[i] = i`.
#[test]
fn arl_floors() {
    let read = |x: f32, k: i32| {
        run(
            &format!("ARL ADDR[0].x, IN[0]\nMOV OUT[0], CONST[ADDR[0].x{k:+}]"),
            &[[x, 0.0, 0.0, 0.0]],
        )[0]
    };
    assert_eq!(read(2.7, 0), 2.0); // floor(2.7) = 2
    assert_eq!(read(-1.5, 4), 2.0); // floor(-1.5) = -2, -2 + 4 = 2
    assert_eq!(read(-0.0, 3), 3.0); // floor(-0) = 0
    assert_eq!(read(5.0, -5), 0.0); // floor(5) = 5
}

/// §1.1.2 MOV: `dst.c = src.c`, every component; the words are moved
/// unchanged (NaN payloads, -0, denormals).
#[test]
fn mov_moves() {
    let payload = f32::from_bits(0x7fc0_0001);
    let denormal = f32::from_bits(1);
    let got = op1("MOV", [payload, -0.0, denormal, -INF]);
    assert_eq!(
        got.map(f32::to_bits),
        [0x7fc0_0001, 0x8000_0000, 1, 0xff80_0000]
    );
    same(
        run("MOV OUT[0], IN[0].wzyx", &[[1.0, 2.0, 3.0, 4.0]]),
        [4.0, 3.0, 2.0, 1.0],
    );
}

/// §1.1.3 LIT: `dst = (1, max(x, 0), x > 0 ? pow(max(y, 0), clamp(w, -128, 128)) : 0, 1)`.
#[test]
fn lit_formula() {
    // x > 0: pow(0.5, 2) = 0.25.
    same(op1("LIT", [1.0, 0.5, 9.0, 2.0]), [1.0, 1.0, 0.25, 1.0]);
    // x < 0: y = max(x, 0) = 0 and z = 0.
    same(op1("LIT", [-1.0, 0.5, 9.0, 2.0]), [1.0, 0.0, 0.0, 1.0]);
    // x = 0 is not > 0: z = 0.
    same(op1("LIT", [0.0, 0.5, 9.0, 2.0]), [1.0, 0.0, 0.0, 1.0]);
}

/// §1.1.3 LIT with y < 0: `max(src.y, 0.0)` = 0, so z = pow(0, w).
#[test]
fn lit_negative_y() {
    // pow(0, 2) = 0.
    same(op1("LIT", [2.0, -0.5, 0.0, 2.0]), [1.0, 2.0, 0.0, 1.0]);
    // pow(0, 0) = 1 (C99 F.9.4.4: pow(x, ±0) is 1 for any x).
    same(op1("LIT", [2.0, -0.5, 0.0, 0.0]), [1.0, 2.0, 1.0, 1.0]);
    // pow(0, -2) = +inf (C99 F.9.4.4: pow(+0, y) for y < 0 is +inf).
    same(op1("LIT", [2.0, -0.5, 0.0, -2.0]), [1.0, 2.0, INF, 1.0]);
}

/// §1.1.3 LIT with w beyond ±128: `clamp(src.w, -128.0, 128.0)`.
#[test]
fn lit_clamps_the_exponent() {
    // pow(0.5, 128) = 2^-128, a denormal: 0x00200000.
    let z = op1("LIT", [1.0, 0.5, 0.0, 200.0])[2];
    assert_eq!(z.to_bits(), 0x0020_0000);
    // pow(2, -128) = 2^-128 too.
    let z = op1("LIT", [1.0, 2.0, 0.0, -1000.0])[2];
    assert_eq!(z.to_bits(), 0x0020_0000);
    // pow(0.5, -128) = 2^128 overflows binary32: +inf.
    let z = op1("LIT", [1.0, 0.5, 0.0, -INF])[2];
    assert_eq!(z, INF);
    // w = +inf clamps to 128 too (unclamped, pow(0.5, inf) would be 0).
    let z = op1("LIT", [1.0, 0.5, 0.0, INF])[2];
    assert_eq!(z.to_bits(), 0x0020_0000);
}

/// §1.1.4 RCP: `dst.c = 1.0 / src.x` for every component.
#[test]
fn rcp_reciprocal_of_x() {
    same(op1("RCP", [2.0, 5.0, 6.0, 7.0]), [0.5; 4]);
    same(op1("RCP", [-4.0, 0.0, 0.0, 0.0]), [-0.25; 4]);
    // IEEE: 1/+0 = +inf, 1/-0 = -inf, 1/inf = +0, 1/-inf = -0, 1/NaN = NaN.
    same(op1("RCP", [0.0, 1.0, 1.0, 1.0]), [INF; 4]);
    same(op1("RCP", [-0.0, 1.0, 1.0, 1.0]), [-INF; 4]);
    same(op1("RCP", [INF, 1.0, 1.0, 1.0]), [0.0; 4]);
    same(op1("RCP", [-INF, 1.0, 1.0, 1.0]), [-0.0; 4]);
    same(op1("RCP", [NAN, 1.0, 1.0, 1.0]), [NAN; 4]);
}

/// §1.1.5 RSQ: `dst.c = 1.0 / sqrt(abs(src.x))`: negative inputs use |x|.
#[test]
fn rsq_of_absolute_value() {
    same(op1("RSQ", [4.0, 9.0, 9.0, 9.0]), [0.5; 4]);
    same(op1("RSQ", [-4.0, 9.0, 9.0, 9.0]), [0.5; 4]);
    same(op1("RSQ", [-0.25, 9.0, 9.0, 9.0]), [2.0; 4]);
    // 1/sqrt(2) rounded to binary32: 0x3f3504f3.
    same(
        op1("RSQ", [2.0, 0.0, 0.0, 0.0]),
        [f32::from_bits(0x3f35_04f3); 4],
    );
    // abs(±0) = +0, sqrt(+0) = +0, 1/+0 = +inf.
    same(op1("RSQ", [0.0, 1.0, 1.0, 1.0]), [INF; 4]);
    same(op1("RSQ", [-0.0, 1.0, 1.0, 1.0]), [INF; 4]);
    // 1/sqrt(inf) = +0, also for -inf through abs.
    same(op1("RSQ", [-INF, 1.0, 1.0, 1.0]), [0.0; 4]);
    same(op1("RSQ", [NAN, 1.0, 1.0, 1.0]), [NAN; 4]);
}

/// §1.1.6 EXP: `(pow(2, floor(x)), x - floor(x), pow(2, x), 1)`.
#[test]
fn exp_partial_results() {
    // floor(2.5) = 2: (4, 0.5, 2^2.5 = 0x40b504f3, 1).
    same(
        op1("EXP", [2.5, 0.0, 0.0, 0.0]),
        [4.0, 0.5, f32::from_bits(0x40b5_04f3), 1.0],
    );
    // floor(-1.5) = -2: (0.25, 0.5, 2^-1.5 = 0x3eb504f3, 1).
    same(
        op1("EXP", [-1.5, 0.0, 0.0, 0.0]),
        [0.25, 0.5, f32::from_bits(0x3eb5_04f3), 1.0],
    );
    // x = -0: floor(-0) = -0, 2^-0 = 1, -0 - (-0) = +0.
    same(op1("EXP", [-0.0, 7.0, 7.0, 7.0]), [1.0, 0.0, 1.0, 1.0]);
    // x = +inf: 2^inf = inf, inf - inf = NaN.
    same(op1("EXP", [INF, 0.0, 0.0, 0.0]), [INF, NAN, INF, 1.0]);
    // x = -inf: 2^-inf = 0, -inf - (-inf) = NaN.
    same(op1("EXP", [-INF, 0.0, 0.0, 0.0]), [0.0, NAN, 0.0, 1.0]);
    // x = NaN propagates into the first three components.
    same(op1("EXP", [NAN, 0.0, 0.0, 0.0]), [NAN, NAN, NAN, 1.0]);
}

/// §1.1.7 LOG: `(floor(lg2|x|), |x| / pow(2, floor(lg2|x|)), lg2|x|, 1)`.
#[test]
fn log_partial_results() {
    // |8|: (3, 8/8 = 1, 3, 1).
    same(op1("LOG", [8.0, 0.0, 0.0, 0.0]), [3.0, 1.0, 3.0, 1.0]);
    // Negative input uses |x|: |-10| = 10: (3, 1.25, lg2 10 = 0x40549a78, 1).
    same(
        op1("LOG", [-10.0, 0.0, 0.0, 0.0]),
        [3.0, 1.25, f32::from_bits(0x4054_9a78), 1.0],
    );
    // 0.75: lg2 = -0.415 (0xbed47fcc), floor = -1, 0.75 / 0.5 = 1.5.
    same(
        op1("LOG", [0.75, 0.0, 0.0, 0.0]),
        [-1.0, 1.5, f32::from_bits(0xbed4_7fcc), 1.0],
    );
    // 0: lg2(0) = -inf, floor(-inf) = -inf, 0 / pow(2, -inf) = 0 / 0 = NaN.
    same(op1("LOG", [0.0, 0.0, 0.0, 0.0]), [-INF, NAN, -INF, 1.0]);
    same(op1("LOG", [-0.0, 0.0, 0.0, 0.0]), [-INF, NAN, -INF, 1.0]);
    // -inf: |x| = inf, lg2 = inf, inf / inf = NaN.
    same(op1("LOG", [-INF, 0.0, 0.0, 0.0]), [INF, NAN, INF, 1.0]);
}

/// §1.1.8 MUL: `dst.c = src0.c * src1.c`.
#[test]
fn mul_componentwise() {
    // 0 * -1 = -0; inf * 0 = NaN (IEEE).
    same(
        op2("MUL", [1.5, -2.0, 0.0, INF], [2.0, 3.0, -1.0, 0.0]),
        [3.0, -6.0, -0.0, NAN],
    );
    // 2^100 * 2^100 overflows to inf; 2^-100 * 2^-100 underflows to 0.
    let big = 2f32.powi(100);
    let small = 2f32.powi(-100);
    same(
        op2("MUL", [big, small, -big, 3.0], [big, small, big, 0.5]),
        [INF, 0.0, -INF, 1.5],
    );
}

/// §1.1.9 ADD: `dst.c = src0.c + src1.c`.
#[test]
fn add_componentwise() {
    // -0 + -0 = -0; inf + -inf = NaN; 3e38 + 3e38 overflows.
    same(
        op2("ADD", [1.5, -0.0, INF, 3e38], [2.25, -0.0, -INF, 3e38]),
        [3.75, -0.0, NAN, INF],
    );
    // -0 + +0 = +0 in round-to-nearest.
    same(op2("ADD", [-0.0; 4], [0.0; 4]), [0.0; 4]);
}

/// §1.1.10 DP3: `src0.x*src1.x + src0.y*src1.y + src0.z*src1.z`, replicated;
/// `.w` is not read.
#[test]
fn dp3_ignores_w() {
    same(
        op2("DP3", [1.0, 2.0, 3.0, NAN], [4.0, 5.0, 6.0, 100.0]),
        [32.0; 4],
    );
}

/// §1.1.11 DP4: the four products summed, replicated.
#[test]
fn dp4_four_components() {
    same(
        op2("DP4", [1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]),
        [70.0; 4],
    );
    // inf * 0 = NaN poisons the sum.
    same(
        op2("DP4", [INF, 1.0, 1.0, 1.0], [0.0, 1.0, 1.0, 1.0]),
        [NAN; 4],
    );
}

/// §1.1.12 DST: `(1, src0.y * src1.y, src0.z, src1.w)`.
#[test]
fn dst_distance_vector() {
    same(
        op2("DST", [9.0, 2.0, 3.0, 9.0], [9.0, 5.0, 9.0, 7.0]),
        [1.0, 10.0, 3.0, 7.0],
    );
}

/// §1.1.13 MIN: `min(src0.c, src1.c)`; with a NaN operand the number is
/// returned (IEEE minNum, the resolution `Semantics::tgsi` documents).
#[test]
fn min_componentwise() {
    same(
        op2("MIN", [1.0, -2.0, -INF, NAN], [2.0, -3.0, 5.0, 1.0]),
        [1.0, -3.0, -INF, 1.0],
    );
}

/// §1.1.14 MAX: `max(src0.c, src1.c)`, minNum's counterpart for NaN.
#[test]
fn max_componentwise() {
    same(
        op2("MAX", [1.0, -2.0, INF, 1.0], [2.0, -3.0, 5.0, NAN]),
        [2.0, -2.0, INF, 1.0],
    );
}

/// §1.1.15 SLT: `(src0.c < src1.c) ? 1.0 : 0.0`; NaN compares false.
#[test]
fn slt_set_on_less() {
    same(
        op2("SLT", [1.0, 2.0, 3.0, NAN], [2.0, 2.0, 1.0, 0.0]),
        [1.0, 0.0, 0.0, 0.0],
    );
    // -0 < +0 is false.
    same(op2("SLT", [-0.0; 4], [0.0; 4]), [0.0; 4]);
}

/// §1.1.16 SGE: `(src0.c >= src1.c) ? 1.0 : 0.0`; NaN compares false.
#[test]
fn sge_set_on_greater_equal() {
    same(
        op2("SGE", [1.0, 2.0, 3.0, NAN], [2.0, 2.0, 1.0, 0.0]),
        [0.0, 1.0, 1.0, 0.0],
    );
    // -0 >= +0 is true.
    same(op2("SGE", [-0.0; 4], [0.0; 4]), [1.0; 4]);
}

/// §1.1.17 MAD: `src0.c * src1.c + src2.c`.
#[test]
fn mad_multiply_add() {
    // 0 * -1 = -0, -0 + 0 = +0; inf * 0 = NaN.
    same(
        op3(
            "MAD",
            [2.0, 3.0, 0.0, INF],
            [3.0, 4.0, -1.0, 0.0],
            [1.0, -12.0, 0.0, 1.0],
        ),
        [7.0, 0.0, 0.0, NAN],
    );
    // The product is rounded before the add (never fused, as the IR defines
    // MAD): (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24 rounds (ties to even) to
    // 1 + 2^-11, and adding -(1 + 2^-11) gives exactly 0 (fused: 2^-24).
    let a = 1.0 + 2f32.powi(-12);
    let c = -(1.0 + 2f32.powi(-11));
    same(op3("MAD", [a; 4], [a; 4], [c; 4]), [0.0; 4]);
}

// ---- 1.2 GL_ATI_fragment_shader -----------------------------------------

/// §1.2.1 SUB: `dst.c = src0.c - src1.c`.
#[test]
fn sub_componentwise() {
    // -0 - +0 = -0; inf - inf = NaN.
    same(
        op2("SUB", [5.0, -0.0, INF, 1.0], [3.0, 0.0, INF, -1.0]),
        [2.0, -0.0, NAN, 2.0],
    );
}

/// §1.2.2 DOT3: "Alias for DP3".
#[test]
fn dot3_is_dp3() {
    same(
        op2("DOT3", [1.0, 2.0, 3.0, NAN], [4.0, 5.0, 6.0, 100.0]),
        [32.0; 4],
    );
    let p = shasm_tgsi::parse("VERT\nDCL TEMP[0]\nDOT3 TEMP[0], TEMP[0], TEMP[0]\nEND\n").unwrap();
    assert_eq!(p.instructions[0].opcode, shasm_ir::Opcode::Dp3);
}

/// §1.2.3 DOT4: "Alias for DP4".
#[test]
fn dot4_is_dp4() {
    same(
        op2("DOT4", [1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]),
        [70.0; 4],
    );
    let p = shasm_tgsi::parse("VERT\nDCL TEMP[0]\nDOT4 TEMP[0], TEMP[0], TEMP[0]\nEND\n").unwrap();
    assert_eq!(p.instructions[0].opcode, shasm_ir::Opcode::Dp4);
}

/// §1.2.4 LERP: `src0.c * (src1.c - src2.c) + src2.c`.
#[test]
fn lerp_formula() {
    same(
        op3("LERP", [0.5, 0.0, 1.0, 2.0], [4.0; 4], [2.0; 4]),
        [3.0, 2.0, 4.0, 6.0],
    );
    // src1 = src2 = inf: inf - inf = NaN, so the result is NaN, where LRP's
    // `src0*src1 + (1-src0)*src2` would give inf.
    same(op3("LERP", [0.5; 4], [INF; 4], [INF; 4]), [NAN; 4]);
    same(op3("LRP", [0.5; 4], [INF; 4], [INF; 4]), [INF; 4]);
    // src0 = 0: 0 * (b - c) + c = c, also for -0 * positive = -0, -0 + c = c.
    same(op3("LERP", [-0.0; 4], [7.0; 4], [-3.0; 4]), [-3.0; 4]);
}

/// §1.2.5 CND: `(src2.c > 0.5) ? src0.c : src1.c`.
#[test]
fn cnd_half_threshold() {
    // 0.6 > 0.5 picks src0; 0.5, NaN and -1 pick src1.
    same(
        op3(
            "CND",
            [1.0, 2.0, 3.0, 4.0],
            [5.0, 6.0, 7.0, 8.0],
            [0.6, 0.5, NAN, -1.0],
        ),
        [1.0, 6.0, 7.0, 8.0],
    );
}

/// §1.2.6 CND0: `(src2.c >= 0.0) ? src0.c : src1.c`.
#[test]
fn cnd0_zero_threshold() {
    // +0 and -0 are >= 0 and pick src0; -1 and NaN pick src1.
    same(
        op3(
            "CND0",
            [1.0, 2.0, 3.0, 4.0],
            [5.0, 6.0, 7.0, 8.0],
            [0.0, -0.0, -1.0, NAN],
        ),
        [1.0, 2.0, 7.0, 8.0],
    );
}

/// §1.2.7 DOT2ADD: `src0.x*src1.x + src0.y*src1.y + src2.x`, replicated.
#[test]
fn dot2add_formula() {
    same(
        op3(
            "DOT2ADD",
            [1.0, 2.0, NAN, NAN],
            [3.0, 4.0, NAN, NAN],
            [5.0, NAN, NAN, NAN],
        ),
        [16.0; 4],
    );
    let p =
        shasm_tgsi::parse("VERT\nDCL TEMP[0]\nDOT2ADD TEMP[0], TEMP[0], TEMP[0], TEMP[0]\nEND\n")
            .unwrap();
    assert_eq!(p.instructions[0].opcode, shasm_ir::Opcode::Dp2a);
}

// ---- operand modifiers and flow, as the spec's `src`/`dst` read them ----

/// `_SAT` clamps the result to [0, 1]; `-|x|` negates the absolute value;
/// a write mask leaves the other components alone.
#[test]
fn modifiers() {
    same(
        run(
            "ADD_SAT OUT[0], IN[0], IN[1]",
            &[[0.5, -3.0, 0.75, 2.0], [0.25, 1.0, 0.5, 0.0]],
        ),
        [0.75, 0.0, 1.0, 1.0],
    );
    same(
        run("MOV OUT[0], -|IN[0]|", &[[1.0, -2.0, -0.0, 0.0]]),
        [-1.0, -2.0, -0.0, -0.0],
    );
    same(
        run(
            "MOV OUT[0], IN[1]\nMOV OUT[0].yw, IN[0].x",
            &[[9.0; 4], [1.0, 2.0, 3.0, 4.0]],
        ),
        [1.0, 9.0, 3.0, 9.0],
    );
}

/// IF/ELSE, BGNLOOP/BRK/ENDLOOP and CAL/RET as the parser lowers them.
#[test]
fn control_flow() {
    let code = "MOV TEMP[0], IN[0].xxxx
IF IN[0].yyyy
  ADD TEMP[0], TEMP[0], IN[1]
ELSE
  SUB TEMP[0], TEMP[0], IN[1]
ENDIF
BGNLOOP
  SGE TEMP[1].x, TEMP[0].xxxx, IN[2].xxxx
  IF TEMP[1].xxxx
    BRK
  ENDIF
  CAL :15
ENDLOOP
MOV OUT[0], TEMP[0]
RET
BGNSUB
  ADD TEMP[0], TEMP[0], TEMP[0]
  RET
ENDSUB";
    // Start 1, y != 0: 1 + 1 = 2; doubled until >= 10: 2, 4, 8, 16.
    same(
        run(code, &[[1.0, 1.0, 0.0, 0.0], [1.0; 4], [10.0; 4]]),
        [16.0; 4],
    );
    // y == 0 takes ELSE: 3 - 1 = 2, then 4, 8, 16.
    same(
        run(code, &[[3.0, 0.0, 0.0, 0.0], [1.0; 4], [10.0; 4]]),
        [16.0; 4],
    );
}
