//! PICA200 execution, checked against `PICA200_shader_instruction_set.md`:
//! each test assembles a small picasso program, lowers it and runs it in the
//! reference interpreter. Expected values come from the spec section named
//! in each test.

use shasm_exec::{End, ExecError, Executable, Outcome};
use shasm_ir::numeric::f24;
use shasm_ir::{File, Semantics};
use shasm_pica::asm::{Options, Source, assemble};
use shasm_pica::lower::lower_assembled;

fn build_with(src: &str, auto_nop: bool, semantics: Semantics) -> Executable {
    let out = assemble(
        &[Source {
            name: "test.pica",
            text: src,
        }],
        Options { auto_nop },
    )
    .unwrap_or_else(|e| panic!("{:#?}", e.diagnostics));
    let p = lower_assembled(&out, 0, semantics).unwrap();
    Executable::new(&p).unwrap()
}

fn build(src: &str) -> Executable {
    build_with(src, true, Semantics::pica())
}

/// Run with `c0..` set from `consts` and `v0..` from `inputs`.
fn run(exe: &Executable, inputs: &[[f32; 4]], consts: &[[f32; 4]]) -> Outcome {
    try_run(exe, inputs, consts).unwrap()
}

fn try_run(
    exe: &Executable,
    inputs: &[[f32; 4]],
    consts: &[[f32; 4]],
) -> Result<Outcome, ExecError> {
    let mut env = exe.env();
    for (i, v) in inputs.iter().enumerate() {
        env.set_f32(File::Input, i as u32, *v).unwrap();
    }
    for (i, v) in consts.iter().enumerate() {
        env.set_f32(File::Const, i as u32, *v).unwrap();
    }
    exe.run(&env)
}

fn out(o: &Outcome, i: u32) -> [f32; 4] {
    o.get_f32(File::Output, i).unwrap()
}

fn bits(v: [f32; 4]) -> [u32; 4] {
    v.map(f32::to_bits)
}

/// A one-instruction program `OP o0, SRCS` plus END.
fn unary(op: &str, x: [f32; 4]) -> [f32; 4] {
    let exe = build(&format!(".proc main\n{op} o0, v0\nend\n.end\n"));
    out(&run(&exe, &[x], &[]), 0)
}

fn binary(op: &str, a: [f32; 4], b: [f32; 4]) -> [f32; 4] {
    // Source 1 may be a constant; the second source is an input.
    let exe = build(&format!(".proc main\n{op} o0, c0, v0\nend\n.end\n"));
    out(&run(&exe, &[b], &[a]), 0)
}

// ---- instructions ("Instructions" table) -----------------------------------

#[test]
fn arithmetic_instructions() {
    let a = [1.5, -2.0, 3.0, 4.0];
    let b = [2.0, 0.5, -1.0, 0.25];
    assert_eq!(binary("add", a, b), [3.5, -1.5, 2.0, 4.25]);
    assert_eq!(binary("mul", a, b), [3.0, -1.0, -3.0, 1.0]);
    // DP3 = a.xyz . b.xyz, DP4 = a . b, replicated.
    assert_eq!(binary("dp3", a, b), [3.0 - 1.0 - 3.0; 4]);
    assert_eq!(binary("dp4", a, b), [3.0 - 1.0 - 3.0 + 1.0; 4]);
    // DPH: SRC1 homogeneous: a.xyz . b.xyz + b.w.
    assert_eq!(binary("dph", a, b), [3.0 - 1.0 - 3.0 + 0.25; 4]);
    // DST = {1, SRC1.y*SRC2.y, SRC1.z, SRC2.w}.
    assert_eq!(binary("dst", a, b), [1.0, -1.0, 3.0, 0.25]);
    assert_eq!(binary("sge", a, b), [0.0, 0.0, 1.0, 1.0]);
    assert_eq!(binary("slt", a, b), [1.0, 1.0, 0.0, 0.0]);
    assert_eq!(binary("max", a, b), [2.0, 0.5, 3.0, 4.0]);
    assert_eq!(binary("min", a, b), [1.5, -2.0, -1.0, 0.25]);
    assert_eq!(
        unary("flr", [1.5, -1.5, 2.0, -0.25]),
        [1.0, -2.0, 2.0, -1.0]
    );
    assert_eq!(
        unary("mov", [1.5, -1.5, 2.0, -0.25]),
        [1.5, -1.5, 2.0, -0.25]
    );
    // EX2/LG2/RCP/RSQ: of the first component, replicated.
    assert_eq!(unary("ex2", [3.0, 9.0, 9.0, 9.0]), [8.0; 4]);
    assert_eq!(unary("lg2", [8.0, 9.0, 9.0, 9.0]), [3.0; 4]);
    assert_eq!(unary("rcp", [4.0, 9.0, 9.0, 9.0]), [0.25; 4]);
    assert_eq!(unary("rsq", [16.0, 9.0, 9.0, 9.0]), [0.25; 4]);
    assert!(unary("lg2", [-1.0, 0.0, 0.0, 0.0])[0].is_nan());
}

#[test]
fn inverted_forms_compute_the_same_operations() {
    // DPHI, DSTI, SGEI, SLTI: the same operation with SRC1 narrow and SRC2
    // wide ("Nomenclature"); picasso picks them for `op rD, vN, cM`.
    let a = [1.5, -2.0, 3.0, 4.0];
    let b = [2.0, 0.5, -1.0, 0.25];
    for (op, expect) in [
        ("dph", [3.0 - 1.0 - 3.0 + 0.25; 4]),
        ("dst", [1.0, -1.0, 3.0, 0.25]),
        ("sge", [0.0, 0.0, 1.0, 1.0]),
        ("slt", [1.0, 1.0, 0.0, 0.0]),
    ] {
        let exe = build(&format!(".proc main\n{op} o0, v0, c0\nend\n.end\n"));
        assert_eq!(out(&run(&exe, &[a], &[b]), 0), expect, "{op}i");
    }
}

#[test]
fn mad_and_madi_are_not_fused() {
    // MAD: "DST[i] = SRC3[i] + SRC2[i].SRC1[i] ... this is not an FMA, the
    // intermediate result is rounded". (1 + 2^-16)^2 = 1 + 2^-15 + 2^-32
    // rounds to 1 + 2^-15 in float24; adding -(1 + 2^-15) gives 0, where a
    // fused multiply-add would give 2^-32.
    let a = 1.0 + 2f32.powi(-16);
    let c = -(1.0 + 2f32.powi(-15));
    let exe = build(".proc main\nmov r1, v1\nmad o0, v0, c0, r1\nmad o1, v0, r1, c1\nend\n.end\n");
    let o = run(&exe, &[[a; 4], [c; 4]], &[[a; 4], [c; 4]]);
    assert_eq!(out(&o, 0), [0.0; 4]);
    // MADI: SRC3 is the wide source: v0 * v1 + c1 = a * c + c.
    let expect = f24::round(f24::round(a * c, true) + c, true);
    assert_eq!(out(&o, 1), [expect; 4]);
}

#[test]
fn litp_clamps_and_sets_the_flags() {
    // LITP: DST = {max(x, 0), max(min(y, 127.9961), -127.9961), 0, max(w, 0)},
    // cmp.x = x >= 0, cmp.y = w >= 0.
    let exe = build(".proc main\nlitp o0, v0\nend\n.end\n");
    let o = run(&exe, &[[-2.0, 300.0, 5.0, 3.0]], &[]);
    assert_eq!(out(&o, 0), [0.0, 127.99609, 0.0, 3.0]);
    assert_eq!(o.predicates(), [false, true]);
    let o = run(&exe, &[[2.0, -300.0, 5.0, -3.0]], &[]);
    assert_eq!(out(&o, 0), [2.0, -127.99609, 0.0, 0.0]);
    assert_eq!(o.predicates(), [true, false]);
}

#[test]
fn mova_truncates_toward_zero_under_its_mask() {
    // MOVA: "Casts the float value ... to an integer (truncating the
    // fractional part) and assigns the result to (a0.x, a0.y, _, _),
    // respecting the destination component mask."
    let exe = build(
        ".proc main\nmova a0.xy, v0\nmov o0, c10[a0.x]\nmov o1, c10[a0.y]\nmova a0.y, v1.x\nmov o2, c10[a0.y]\nend\n.end\n",
    );
    let consts: Vec<[f32; 4]> = (0..20).map(|i| [i as f32; 4]).collect();
    let o = run(
        &exe,
        &[[2.9, -1.9, 7.0, 7.0], [3.5, 0.0, 0.0, 0.0]],
        &consts,
    );
    assert_eq!(out(&o, 0), [12.0; 4]);
    assert_eq!(out(&o, 1), [9.0; 4]);
    // `a0.y, v1.x`: the source's x goes to a0.y through the swizzle.
    assert_eq!(out(&o, 2), [13.0; 4]);
    assert_eq!(o.get(File::Address, 0).unwrap()[..2], [2, 3]);
}

#[test]
fn cmp_operators_including_6_and_7() {
    // "Comparison operator": 0 EQ .. 5 GE; "6 and 7 seem to always return
    // true".
    let cases = [
        ("eq", "ne", [true, true]),
        ("lt", "le", [false, true]),
        ("gt", "ge", [false, false]),
        ("6", "7", [true, true]),
    ];
    for (x, y, expect) in cases {
        let exe = build(&format!(".proc main\ncmp c0, {x}, {y}, v0\nend\n.end\n"));
        // c0 = (1, 2), v0 = (1, 3): x compares 1 with 1, y compares 2 with 3.
        let o = run(&exe, &[[1.0, 3.0, 0.0, 0.0]], &[[1.0, 2.0, 0.0, 0.0]]);
        assert_eq!(o.predicates(), expect, "{x} {y}");
    }
}

// ---- "Floating-Point Behavior": every row of the hardware table -----------

const INF: f32 = f32::INFINITY;
const NAN: f32 = f32::NAN;

/// s = the largest float24 subnormal, n = the smallest positive normal.
fn s() -> f32 {
    f24::decode(0x00_FFFF)
}
fn n() -> f32 {
    f24::decode(0x01_0000)
}

/// `op o0, a, b` on the x components (a through a constant, b an input).
fn bin_x(op: &str, a: f32, b: f32) -> f32 {
    binary(op, [a, 0.0, 0.0, 0.0], [b, 0.0, 0.0, 0.0])[0]
}

fn un_x(op: &str, a: f32) -> f32 {
    unary(op, [a, 0.0, 0.0, 0.0])[0]
}

fn same(got: f32, want: f32) -> bool {
    (got.is_nan() && want.is_nan()) || got.to_bits() == want.to_bits()
}

#[test]
fn hardware_table_multiplication() {
    // inf * 0 = 0, "including inside MUL, MAD, DP4, etc."
    assert!(same(bin_x("mul", INF, 0.0), 0.0));
    assert!(same(bin_x("mul", 0.0, -INF), 0.0));
    assert!(same(bin_x("dp4", INF, 0.0), 0.0));
    let exe = build(".proc main\nmov r1, v1\nmad o0, v0, c0, r1\nend\n.end\n");
    let o = run(&exe, &[[0.0; 4], [1.0; 4]], &[[INF; 4]]);
    assert_eq!(out(&o, 0), [1.0; 4]);
    // NaN * 0 = NaN.
    assert!(bin_x("mul", NAN, 0.0).is_nan());
    // +inf - +inf = NaN ("+inf is real inf, not FLT_MAX").
    let exe = build(".proc main\nadd o0, c0, -v0\nend\n.end\n");
    assert!(out(&run(&exe, &[[INF; 4]], &[[INF; 4]]), 0)[0].is_nan());
}

#[test]
fn hardware_table_rcp_and_rsq() {
    // rsq(rcp(-inf)) = +inf: there is no -0.
    let exe = build(".proc main\nrcp r0, v0\nrsq o0, r0\nend\n.end\n");
    assert!(same(out(&run(&exe, &[[-INF; 4]], &[]), 0)[0], INF));
    for (op, x, want) in [
        ("rcp", -0.0, INF),
        ("rcp", 0.0, INF),
        ("rcp", INF, 0.0),
        ("rcp", NAN, NAN),
        ("rsq", -0.0, INF),
        ("rsq", -2.0, NAN),
        ("rsq", INF, 0.0),
        ("rsq", -INF, NAN),
        ("rsq", NAN, NAN),
    ] {
        let got = un_x(op, x);
        assert!(same(got, want), "{op}({x}) = {got}, want {want}");
    }
}

#[test]
fn hardware_table_max_and_min() {
    for (op, a, b, want) in [
        ("max", 0.0, INF, INF),
        ("max", 0.0, -INF, -INF),
        ("max", 0.0, NAN, NAN),
        ("max", NAN, 0.0, 0.0),
        ("max", -INF, INF, INF),
        ("min", 0.0, INF, 0.0),
        ("min", 0.0, -INF, -INF),
        ("min", 0.0, NAN, NAN),
        ("min", NAN, 0.0, 0.0),
        ("min", -INF, INF, -INF),
    ] {
        let got = bin_x(op, a, b);
        assert!(same(got, want), "{op}({a}, {b}) = {got}, want {want}");
    }
}

#[test]
fn hardware_table_subnormals() {
    // cmp(s, 0) = false: "cmp does not flush input subnormals".
    let exe = build(".proc main\ncmp c0, eq, ne, v0\nend\n.end\n");
    let o = run(&exe, &[[0.0; 4]], &[[s(); 4]]);
    assert_eq!(o.predicates(), [false, true]);
    // max(s, 0) = s: "max does not flush input or output subnormals".
    assert!(same(bin_x("max", s(), 0.0), s()));
    // mul(s, 2) = 0: input subnormals are flushed in arithmetic.
    assert!(same(bin_x("mul", s(), 2.0), 0.0));
    // mul(n, 0.5) = 0: output subnormals are flushed.
    assert!(same(bin_x("mul", n(), 0.5), 0.0));
}

#[test]
fn one_halved_63_times_compares_equal_to_zero() {
    // "1.0 can be multiplied 63 times by 0.5 until the result compares equal
    // zero." Count the halvings in a loop that breaks when r0 == 0.
    let exe = build(
        ".consti loop(200, 0, 1, 0)\n.constf k(0.5, 1.0, 0.0, 0.0)\n\
         .proc main\nmov r0, k.y\nmov r1, k.z\nfor loop\nmul r0, k.x, r0\nadd r1, k.y, r1\n\
         cmp k.z, eq, eq, r0\nbreakc cmp.x\n.end\nmov o0, r1\nend\n.end\n",
    );
    let o = run(&exe, &[], &[]);
    assert_eq!(out(&o, 0)[0], 63.0);
}

// ---- "Relative addressing" --------------------------------------------------

/// `mova a0.x, v0.x` then `mov o0, c{base}[a0.x]`, with c_i = (i, i, i, i).
fn relative(base: u32, a0x: f32, negate: bool) -> [f32; 4] {
    let neg = if negate { "-" } else { "" };
    let exe = build(&format!(
        ".proc main\nmova a0.x, v0.x\nmov o0, {neg}c{base}[a0.x]\nend\n.end\n"
    ));
    let consts: Vec<[f32; 4]> = (0..96).map(|i| [i as f32; 4]).collect();
    out(&run(&exe, &[[a0x, 0.0, 0.0, 0.0]], &consts), 0)
}

#[test]
fn relative_addressing_bounds_and_masking() {
    assert_eq!(relative(10, 5.0, false), [15.0; 4]);
    assert_eq!(relative(10, -3.0, false), [7.0; 4]);
    // "If the offset is out of byte bounds (less than -128 or greater than
    // 127), the offset is not applied."
    assert_eq!(relative(10, 127.0, false), [((10 + 127) & 0x7F) as f32; 4]);
    assert_eq!(relative(10, 128.0, false), [10.0; 4]);
    assert_eq!(relative(10, -129.0, false), [10.0; 4]);
    // "The offset is added to the constant register index and masked by
    // 0x7F": 20 - 128 = -108 → 20.
    assert_eq!(relative(20, -128.0, false), [20.0; 4]);
    // "If the resulting index is greater than 95, the result is (1, 1, 1, 1)."
    assert_eq!(relative(90, 6.0, false), [1.0; 4]);
    assert_eq!(relative(90, 5.0, false), [95.0; 4]);
    assert_eq!(relative(10, -11.0, false), [1.0; 4]); // 127
    // The register reads (1, 1, 1, 1); the source negation still applies.
    assert_eq!(relative(90, 6.0, true), [-1.0; 4]);
    assert_eq!(relative(10, 5.0, true), [-15.0; 4]);
}

#[test]
fn relative_addressing_with_a0_y_and_al() {
    let exe = build(
        ".consti loop(2, 4, 3, 0)\n.proc main\nmova a0.y, v0.x\nmov r0, c0[a0.y+2]\n\
         for loop\nadd r0, c0[aL], r0\n.end\nmov o0, r0\nend\n.end\n",
    );
    let consts: Vec<[f32; 4]> = (0..96).map(|i| [i as f32; 4]).collect();
    let o = run(&exe, &[[3.0, 0.0, 0.0, 0.0]], &consts);
    // c5 + c4 + c7 + c10 (aL = 4, 7, 10).
    assert_eq!(out(&o, 0), [5.0 + 4.0 + 7.0 + 10.0; 4]);
    // "aL ... is still accessible and valid after exiting a LOOP block."
    assert_eq!(o.get(File::LoopCounter, 0).unwrap()[0], 13);
}

#[test]
fn relative_addressing_is_ignored_on_inputs_and_temporaries() {
    // "attempting to use them on input attribute or temporary registers
    // results in the address register being ignored". picasso cannot write
    // it, so set the IDX field of an assembled `mov o0, v1` by hand.
    let out_asm = assemble(
        &[Source {
            name: "t.pica",
            text: ".proc main\nmova a0.x, v0.x\nmov o0, v1\nend\n.end\n",
        }],
        Options::default(),
    )
    .unwrap();
    let mut shbin = out_asm.shbin.clone();
    let mut word = shasm_pica::decode(shbin.dvlp.code[1]).unwrap();
    word.idx = 1;
    shbin.dvlp.code[1] = shasm_pica::encode(&word);
    let p = shasm_pica::lower::lower(&shbin, 0, Semantics::pica()).unwrap();
    let exe = Executable::new(&p).unwrap();
    let o = run(&exe, &[[1.0; 4], [7.0; 4], [9.0; 4]], &[]);
    assert_eq!(out(&o, 0), [7.0; 4]);
}

// ---- boolean and integer uniforms -------------------------------------------

fn run_bools(exe: &Executable, bools: &[(u32, bool)], ints: &[(u32, [u32; 4])]) -> Outcome {
    let mut env = exe.env();
    for &(b, v) in bools {
        env.set(File::BoolConst, b, [u32::from(v), 0, 0, 0])
            .unwrap();
    }
    for &(i, v) in ints {
        env.set(File::IntConst, i, v).unwrap();
    }
    env.set_f32(File::Const, 0, [1.0; 4]).unwrap();
    env.set_f32(File::Const, 1, [2.0; 4]).unwrap();
    exe.run(&env).unwrap()
}

#[test]
fn ifu_callu_jmpu_and_loop_read_their_uniforms() {
    let exe = build(
        ".proc main\n\
         ifu b1\nmov o0, c0\n.else\nmov o0, c1\n.end\n\
         callu b2, set1\n\
         jmpu !b3, skip\nmov o2, c1\nskip:\n\
         mov r0, c1\nfor i1\nadd r0, c0, r0\n.end\nmov o3, r0\n\
         end\n.end\n\
         .proc set1\nmov o1, c1\n.end\n",
    );
    let o = run_bools(
        &exe,
        &[(1, true), (2, true), (3, false)],
        &[(1, [3, 0, 0, 0])],
    );
    assert_eq!(out(&o, 0), [1.0; 4]);
    assert_eq!(out(&o, 1), [2.0; 4]);
    assert_eq!(
        o.written(File::Output, 2),
        0,
        "jmpu !b3 jumps when b3 is false"
    );
    // LOOP: INT.x + 1 iterations.
    assert_eq!(out(&o, 3), [2.0 + 4.0; 4]);
    let o = run_bools(
        &exe,
        &[(1, false), (2, false), (3, true)],
        &[(1, [0, 0, 0, 0])],
    );
    assert_eq!(out(&o, 0), [2.0; 4]);
    assert_eq!(o.written(File::Output, 1), 0);
    assert_eq!(out(&o, 2), [2.0; 4]);
    assert_eq!(out(&o, 3), [3.0; 4]);
}

#[test]
fn dvle_constants_preset_uniforms() {
    let exe = build(
        ".setb b4 true\n.seti i2(1, 0, 0, 0)\n.constf one(1.0, 1.0, 1.0, 1.0)\n\
         .proc main\nmov r0, -one\nifu b4\nfor i2\nadd r0, one, r0\n.end\n.end\nmov o0, r0\nend\n.end\n",
    );
    let o = exe.run(&exe.env()).unwrap();
    assert_eq!(out(&o, 0), [1.0; 4]);
}

// ---- "Control Flow" -----------------------------------------------------------

fn nested_ifs(depth: usize) -> String {
    let mut s = String::from(".proc main\n");
    for _ in 0..depth {
        s += "ifu b0\n";
    }
    s += "mov r0, c0\n";
    for k in 0..depth {
        if k + 1 == depth {
            s += ".else\nmov o1, c1\n";
        }
        s += ".end\n";
    }
    s += "mov o0, c0\nend\n.end\n";
    s
}

#[test]
fn if_stack_is_an_8_deep_ring() {
    // "8-deep IF stack"; "A stack overflow discards the oldest element": with
    // nine nested ifs the outermost entry is lost, so its then-part runs on
    // into its else-part.
    let o = run_bools(&build(&nested_ifs(8)), &[(0, true)], &[]);
    assert_eq!(o.written(File::Output, 1), 0);
    assert_eq!(out(&o, 0), [1.0; 4]);
    let o = run_bools(&build(&nested_ifs(9)), &[(0, true)], &[]);
    assert_eq!(out(&o, 1), [2.0; 4]);
}

fn nested_calls(depth: usize) -> String {
    let mut s = String::from(".proc main\ncall p1\nmov o0, c0\nend\n.end\n");
    for k in 1..=depth {
        if k < depth {
            s += &format!(".proc p{k}\ncall p{}\nnop\n.end\n", k + 1);
        } else {
            s += &format!(".proc p{k}\nmov o1, c1\n.end\n");
        }
    }
    s
}

#[test]
fn call_stack_is_a_4_deep_ring() {
    // "4-deep CALL stack": with five nested calls the first return address
    // is discarded, so main never resumes after its call.
    let o = run_bools(&build(&nested_calls(4)), &[], &[]);
    assert_eq!(out(&o, 0), [1.0; 4]);
    let o = run_bools(&build(&nested_calls(5)), &[], &[]);
    assert_eq!(o.written(File::Output, 0), 0);
    assert_eq!(out(&o, 1), [2.0; 4]);
}

fn nested_loops(depth: usize) -> String {
    let mut s = String::from(".proc main\nmov r0, -c0\nadd r0, c0, r0\n");
    for _ in 0..depth {
        s += "for i0\n";
    }
    s += "add r0, c0, r0\n";
    for _ in 0..depth {
        s += ".end\n";
    }
    s += "mov o0, r0\nend\n.end\n";
    s
}

#[test]
fn loop_stack_is_a_4_deep_ring() {
    // "4-deep LOOP stack": two iterations per loop; with five nested loops
    // the outermost entry is lost and its body runs once.
    let o = run_bools(&build(&nested_loops(4)), &[], &[(0, [1, 0, 0, 0])]);
    assert_eq!(out(&o, 0), [16.0; 4]);
    let o = run_bools(&build(&nested_loops(5)), &[], &[(0, [1, 0, 0, 0])]);
    assert_eq!(out(&o, 0), [16.0; 4]);
    let o = run_bools(&build(&nested_loops(3)), &[], &[(0, [1, 0, 0, 0])]);
    assert_eq!(out(&o, 0), [8.0; 4]);
}

fn build_raw(src: &str) -> Executable {
    build_with(src, false, Semantics::pica())
}

#[test]
fn loop_beats_if() {
    // "The updated PC copy with the highest priority wins: LOOP (highest),
    // IF, CALL, JMP": the loop body and the if-part end on the same word.
    let exe = build_raw(
        ".proc main\nmov r0, -c0\nadd r0, c0, r0\nfor i0\nifu b0\nadd r0, c0, r0\n.end\n.end\n\
         mov o0, r0\nend\n.end\n",
    );
    let o = run_bools(&exe, &[(0, true)], &[(0, [2, 0, 0, 0])]);
    assert_eq!(out(&o, 0), [3.0; 4]);
}

#[test]
fn if_beats_call() {
    // A called procedure ends with an if-part: the IF's update (fall
    // through) wins over the CALL's return.
    let exe = build_raw(
        ".proc main\ncall p\nmov o0, c0\nend\n.end\n\
         .proc p\nifu b0\nmov r0, c0\n.end\n.end\n\
         .proc q\nmov o1, c1\nend\n.end\n",
    );
    let o = run_bools(&exe, &[(0, true)], &[]);
    assert_eq!(o.written(File::Output, 0), 0);
    assert_eq!(out(&o, 1), [2.0; 4]);
}

#[test]
fn call_beats_jmp_and_jmp_comes_after_the_stacks() {
    // "JMP overwrites the PC *after* the stacks checks (and only if no stack
    // was popped)": a jump that is the last word of a called procedure is
    // lost to the return.
    let exe = build_raw(
        ".proc main\ncall p\nmov o0, c0\nend\nfar:\nmov o1, c1\nend\n.end\n\
         .proc p\nmov r0, c0\njmpu b0, far2\n.end\n\
         .proc q\nfar2:\nmov o2, c1\nend\n.end\n",
    );
    let o = run_bools(&exe, &[(0, true)], &[]);
    assert_eq!(out(&o, 0), [1.0; 4]);
    assert_eq!(o.written(File::Output, 2), 0);
}

#[test]
fn fourth_call_pop_in_a_row_loses_its_pc_update() {
    // "If the CALL stack is popped four times in a row, the fourth update to
    // its copy of the PC is missed (the third PC update will be propagated)."
    // main calls A, A's last word calls B, B's calls C, C's calls D. When D
    // ends, four entries pop at once; the PC goes to the third return
    // address (the end of A = the start of B) instead of back into main.
    let exe = build_raw(
        ".proc main\ncall a\nmov o0, c0\nend\n.end\n\
         .proc a\nmov r0, c0\ncall b\n.end\n\
         .proc b\nmov r1, c0\ncall c\n.end\n\
         .proc c\nmov r2, c0\ncall d\n.end\n\
         .proc d\nmov r3, c0\nmov o1, c1\n.end\n",
    );
    let o = run_bools(&exe, &[], &[]);
    assert_eq!(o.written(File::Output, 0), 0);
    assert_eq!(out(&o, 1), [2.0; 4]);
    // 1 (call a) + 2 + 2 + 2 + 2 (a, b, c, d), then b again with c and d
    // (6), c again with d (4), d again (2), then the code ends.
    assert_eq!(o.executed(), 21);
    // Three levels pop three times and return properly.
    let exe = build_raw(
        ".proc main\ncall b\nmov o0, c0\nend\n.end\n\
         .proc b\nmov r1, c0\ncall c\n.end\n\
         .proc c\nmov r2, c0\ncall d\n.end\n\
         .proc d\nmov r3, c0\nmov o1, c1\n.end\n",
    );
    let o = run_bools(&exe, &[], &[]);
    assert_eq!(out(&o, 0), [1.0; 4]);
}

#[test]
fn break_leaves_the_loop_even_at_the_end_of_an_if() {
    // BREAK "Breaks out of LOOP block": popping the LOOP stack has the LOOP
    // priority, above the IF whose then-part ends with the BREAK.
    let exe = build(
        ".proc main\nmov r0, -c0\nadd r0, c0, r0\nmov r1, r0\nfor i0\nadd r0, c0, r0\n\
         ifu b0\nbreak\n.end\nadd r1, c0, r1\n.end\nmov o0, r0\nmov o1, r1\nend\n.end\n",
    );
    let o = run_bools(&exe, &[(0, true)], &[(0, [5, 0, 0, 0])]);
    assert_eq!(out(&o, 0), [1.0; 4]);
    assert_eq!(out(&o, 1), [0.0; 4]);
    let o = run_bools(&exe, &[(0, false)], &[(0, [5, 0, 0, 0])]);
    assert_eq!(out(&o, 0), [6.0; 4]);
    assert_eq!(out(&o, 1), [6.0; 4]);
}

#[test]
fn breakc_tests_the_flags() {
    let exe = build(
        ".proc main\nmov r0, -c0\nadd r0, c0, r0\nfor i0\nadd r0, c0, r0\ncmp r0, ge, ge, v0\n\
         breakc cmp.x\nnop\n.end\nmov o0, r0\nend\n.end\n",
    );
    let mut env = exe.env();
    env.set(File::IntConst, 0, [9, 0, 0, 0]).unwrap();
    env.set_f32(File::Const, 0, [1.0; 4]).unwrap();
    env.set_f32(File::Input, 0, [4.0; 4]).unwrap();
    let o = exe.run(&env).unwrap();
    assert_eq!(out(&o, 0), [4.0; 4]);
}

#[test]
fn break_with_an_empty_loop_stack_is_an_error() {
    // "Executing a BREAK on an empty LOOP stack hangs the GPU": reported.
    let exe = build(".proc main\nbreak\nend\n.end\n");
    assert_eq!(
        try_run(&exe, &[], &[]).unwrap_err(),
        ExecError::BreakOutsideLoop { pc: 0 }
    );
}

#[test]
fn the_instruction_budget_ends_a_runaway_program() {
    let exe = build(".proc main\nl:\njmpu !b0, l\nend\n.end\n");
    let err = try_run(&exe, &[], &[]).unwrap_err();
    assert!(matches!(err, ExecError::Budget(_)), "{err}");
}

// ---- geometry shaders: SETEMIT / EMIT ---------------------------------------

#[test]
fn setemit_and_emit_record_slots_and_flags() {
    // SETEMIT sets VTXID, FLAG_PRIMEMIT and FLAG_WINDING for the next EMIT.
    let exe = build(
        ".gsh point c0\n.out p position\n.proc main\n\
         setemit 0\nmov p, c0\nemit\n\
         setemit 1\nmov p, c1\nemit\n\
         setemit 2, prim\nmov p, c2\nemit\n\
         setemit 0, prim inv\nmov p, c3\nemit\nend\n.end\n",
    );
    let consts: Vec<[f32; 4]> = (0..4).map(|i| [i as f32; 4]).collect();
    let o = run(&exe, &[], &consts);
    let v = o.vertices();
    assert_eq!(v.len(), 4);
    let slots: Vec<(u8, bool, bool)> = v.iter().map(|x| (x.slot, x.primitive, x.winding)).collect();
    assert_eq!(
        slots,
        [
            (0, false, false),
            (1, false, false),
            (2, true, false),
            (0, true, true)
        ]
    );
    assert_eq!(bits([3.0; 4]), v[3].outputs[0]);
    assert_eq!(o.end(), End::Normal);
}

#[test]
fn geometry_outputs_live_in_two_banks_that_emit_switches() {
    // Notes "Geometry shaders" (azahar PR #2338, hardware-verified): a
    // component not rewritten between two EMITs comes from the EMIT two
    // back. Both banks start as zeros; bank 0 is written first; the bank
    // switches at every EMIT whatever SETEMIT's slot (here always 0).
    let src = ".gsh point c0\n.out p position\n.out q color\n.proc main\n\
               mov p, v0\nmov q, v1\nemit\n\
               mov p, v2\nemit\n\
               mov p, v3\nemit\n\
               mov q, v2\nemit\nend\n.end\n";
    let inputs: Vec<[f32; 4]> = (1..5).map(|i| [i as f32; 4]).collect();
    let mut exe = build(src);
    let want: Vec<([u32; 4], [u32; 4])> = [
        ([1.0; 4], [2.0; 4]), // bank 0: p = v0, q = v1
        ([3.0; 4], [0.0; 4]), // bank 1: p = v2; q never written there
        ([4.0; 4], [2.0; 4]), // bank 0: p = v3; q still v1
        ([3.0; 4], [3.0; 4]), // bank 1: p still v2; q = v2
    ]
    .iter()
    .map(|(p, q)| (bits(*p), bits(*q)))
    .collect();
    for lean in [true, false] {
        exe.set_lean(lean);
        let mut env = exe.env();
        for (i, v) in inputs.iter().enumerate() {
            env.set_f32(File::Input, i as u32, *v).unwrap();
        }
        let o = exe.run(&env).unwrap();
        let got: Vec<([u32; 4], [u32; 4])> = o
            .vertices()
            .iter()
            .map(|v| (v.outputs[0], v.outputs[1]))
            .collect();
        assert_eq!(got, want, "lean {lean}");
        // A reused machine starts every run from bank 0, both banks zero.
        let mut reused = exe.machine();
        exe.run_in(&mut reused, &env).unwrap();
        exe.run_in(&mut reused, &env).unwrap();
        let mut fresh = exe.machine();
        exe.run_in(&mut fresh, &env).unwrap();
        assert!(reused.same_results(&fresh), "lean {lean}");
    }
}

#[test]
fn a_vertex_shader_emit_does_not_switch_banks() {
    // Only the geometry stage has the emitter and its banks (Azahar ignores
    // EMIT in a vertex shader): the outputs after EMIT are the ones written.
    let exe = build(".out p position\n.proc main\nmov p, v0\nemit\nend\n.end\n");
    let o = run(&exe, &[[5.0; 4]], &[]);
    assert_eq!(out(&o, 0), [5.0; 4]);
}

// ---- `--float-model f32` ------------------------------------------------------

#[test]
fn f32_model_keeps_binary32_precision() {
    let src = ".proc main\nadd o0, c0, v0\nend\n.end\n";
    let tiny = 2f32.powi(-20);
    let f24 = build(src);
    let f32m = build_with(src, true, Semantics::pica_f32());
    assert_eq!(out(&run(&f24, &[[tiny; 4]], &[[1.0; 4]]), 0), [1.0; 4]);
    assert_eq!(
        out(&run(&f32m, &[[tiny; 4]], &[[1.0; 4]]), 0),
        [1.0 + tiny; 4]
    );
    // inf * 0 = 0 holds in both.
    let mul = build_with(
        ".proc main\nmul o0, c0, v0\nend\n.end\n",
        true,
        Semantics::pica_f32(),
    );
    assert_eq!(out(&run(&mul, &[[0.0; 4]], &[[INF; 4]]), 0), [0.0; 4]);
}
