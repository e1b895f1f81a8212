//! Execution of NV vertex programs: each program is loaded by the front
//! end, lowered to the IR and run by the reference interpreter
//! (`shasm_exec`) with the semantics the lowering chose. Every expected
//! value comes from the section of NV_vertex_program2 (§2.14) cited at the
//! test, or from the resolution in `shared/notes/NV_vertex_program2_notes.md`
//! named there.

use shasm_exec::{End, Executable, Outcome};
use shasm_ir::File;
use shasm_nv::vp::{self, VertexProgram};

const NAN: f32 = f32::NAN;
const INF: f32 = f32::INFINITY;

/// A finished run with the program it ran.
struct Ran {
    program: VertexProgram,
    outcome: Outcome,
}

impl Ran {
    fn register(&self, name: &str) -> (File, u32) {
        vp::resolve_register(name, self.program.version)
            .unwrap_or_else(|| panic!("`{name}` is not a register"))
    }

    fn bits(&self, name: &str) -> [u32; 4] {
        let (file, index) = self.register(name);
        self.outcome.get(file, index).expect("register exists")
    }

    fn get(&self, name: &str) -> [f32; 4] {
        self.bits(name).map(f32::from_bits)
    }

    /// An address register as integers.
    fn address(&self, name: &str) -> [i32; 4] {
        self.bits(name).map(|w| w as i32)
    }

    /// Components of `name` the program wrote (bit 0 = x).
    fn written(&self, name: &str) -> u8 {
        let (file, index) = self.register(name);
        self.outcome.written(file, index)
    }

    fn cc(&self) -> [&'static str; 4] {
        self.outcome.cc(0).map(|c| c.nv_name())
    }
}

/// Load `src` (which must load) and run it once with the given registers
/// set to floats.
fn run(src: &str, inputs: &[(&str, [f32; 4])]) -> Ran {
    let bits: Vec<(&str, [u32; 4])> = inputs
        .iter()
        .map(|(n, v)| (*n, v.map(f32::to_bits)))
        .collect();
    run_bits(src, &bits)
}

fn run_bits(src: &str, inputs: &[(&str, [u32; 4])]) -> Ran {
    let program = match vp::load(src) {
        Ok(p) => p,
        Err(e) => panic!(
            "program must load:\n{src}\n{}",
            shasm_diag::render("t.vp", src, &e.diagnostics)
        ),
    };
    let exe = Executable::new(&program.program).expect("prepares");
    let mut env = exe.env();
    for (name, value) in inputs {
        let (file, index) = vp::resolve_register(name, program.version)
            .unwrap_or_else(|| panic!("`{name}` is not a register"));
        env.set(file, index, *value).expect("settable");
    }
    let outcome = exe.run(&env).expect("runs");
    Ran { program, outcome }
}

/// A VP2.0 program around `body` (position-invariant, so that it need not
/// write o[HPOS]).
fn vp2(body: &str) -> String {
    format!("!!VP2.0\nOPTION NV_position_invariant;\n{body}\nEND\n")
}

/// A VP1.1 program around `body`.
fn vp11(body: &str) -> String {
    format!("!!VP1.1\nOPTION NV_position_invariant;\n{body}\nEND\n")
}

/// A VP1.0 program around `body` (it writes o[HPOS] last).
fn vp10(body: &str) -> String {
    format!("!!VP1.0\n{body}\nMOV o[HPOS], v[0];\nEND\n")
}

/// Bitwise equality, except that any NaN matches any NaN (payloads are
/// unspecified, notes §4.0).
fn same(a: f32, b: f32) -> bool {
    (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
}

#[track_caller]
fn assert_vec(got: [f32; 4], want: [f32; 4]) {
    assert!(
        got.iter().zip(&want).all(|(g, w)| same(*g, *w)),
        "got {got:?}, want {want:?}"
    );
}

#[track_caller]
fn assert_close(got: f32, want: f64, tolerance: f64) {
    assert!(
        (f64::from(got) - want).abs() < tolerance,
        "got {got}, want {want} within {tolerance}"
    );
}

// ---- operand loading (§2.14.2.1) and destination update (§2.14.2.2) ------

#[test]
fn swizzle_selects_components() {
    // §2.14.2.1: ".yzzx" of {2,8,9,0} is {8,9,9,2}; ".y" is ".yyyy".
    let r = run(
        &vp2("MOV R0, v[1].yzzx;\nMOV R1, v[1].y;\nMOV R2, v[1];"),
        &[("v[1]", [2.0, 8.0, 9.0, 0.0])],
    );
    assert_vec(r.get("R0"), [8.0, 9.0, 9.0, 2.0]);
    assert_vec(r.get("R1"), [8.0; 4]);
    assert_vec(r.get("R2"), [2.0, 8.0, 9.0, 0.0]);
}

#[test]
fn vector_load_order_negate_abs_negate() {
    // §2.14.2.1 VectorLoad: swizzle, inner negate, absolute value, outer
    // negate; so -|-x| = -|x| and |-x| = |x|; unary + changes nothing.
    let r = run(
        &vp2("MOV R0, -|-c[0]|;\nMOV R1, |-c[0].wzyx|;\nMOV R2, +c[0];\nMOV R3, -c[0];"),
        &[("c[0]", [1.0, -2.0, 0.0, -0.0])],
    );
    assert_vec(r.get("R0"), [-1.0, -2.0, -0.0, -0.0]);
    assert_vec(r.get("R1"), [0.0, 0.0, 2.0, 1.0]);
    assert_vec(r.get("R2"), [1.0, -2.0, 0.0, -0.0]);
    // Negation flips the sign of zeros (notes §3.3).
    assert_vec(r.get("R3"), [-1.0, 2.0, -0.0, 0.0]);
}

#[test]
fn operands_are_read_before_the_destination_is_written() {
    // Notes §4.0: `ADD R0, R0, R0.yzwx` uses the old R0.
    let r = run(
        &vp2("MOV R0, v[1];\nADD R0, R0, R0.yzwx;"),
        &[("v[1]", [1.0, 2.0, 3.0, 4.0])],
    );
    assert_vec(r.get("R0"), [3.0, 5.0, 7.0, 5.0]);
}

#[test]
fn write_mask_keeps_other_components() {
    // §2.14.2.2: unwritten components keep their value; results start as
    // (0,0,0,1) and temporaries as (0,0,0,0) (§2.14.1.4, §2.14.1.5).
    let r = run(
        &vp2("MOV R0.xz, v[1];\nMOV o[COL0].yw, v[1];"),
        &[("v[1]", [5.0, 6.0, 7.0, 8.0])],
    );
    assert_vec(r.get("R0"), [5.0, 0.0, 7.0, 0.0]);
    assert_vec(r.get("o[COL0]"), [0.0, 6.0, 0.0, 8.0]);
    assert_eq!(r.written("o[COL0]"), 0b1010);
    // o[TEX0] never written: (0,0,0,1), reported as unwritten.
    assert_vec(r.get("o[TEX0]"), [0.0, 0.0, 0.0, 1.0]);
    assert_eq!(r.written("o[TEX0]"), 0);
}

#[test]
fn denormals_are_flushed_on_load_and_on_result() {
    // §2.14.3: "IEEE denorm encodings ... are not supported. All such
    // numbers are flushed to zero."
    let tiny = f32::from_bits(0x0000_0001);
    let r = run(
        &vp2("MOV R0, v[1];\nMUL R1, v[2], v[2];\nADD R2, v[1], v[1];"),
        &[("v[1]", [tiny, -tiny, 1.0, 0.0]), ("v[2]", [1e-20; 4])],
    );
    let r0 = r.get("R0");
    assert_eq!(r0[0], 0.0);
    assert_eq!(r0[1], 0.0);
    assert_eq!(r0[2], 1.0);
    // 1e-20 * 1e-20 = 1e-40 is a denormal: flushed.
    assert!(r.get("R1").iter().all(|x| *x == 0.0));
    // tiny + tiny would be a denormal even if tiny were read.
    assert!(r.get("R2")[..2].iter().all(|x| *x == 0.0));
}

// ---- condition codes (§2.14.1.6, §2.14.2.2) -----------------------------

#[test]
fn the_condition_code_example_of_2_14_2_2() {
    // §2.14.2.2, the example with R1 = (-2, 0, 2, NaN), one step at a time.
    let steps = [
        "MOVC R0, R1;",
        "MOVC R0.xyz, R1.yzwx;",
        "MOVC R0 (NE), R1.zywx;",
    ];
    let expected: [([f32; 4], [&str; 4]); 3] = [
        ([-2.0, 0.0, 2.0, NAN], ["LT", "EQ", "GT", "UN"]),
        ([0.0, 2.0, NAN, NAN], ["EQ", "GT", "UN", "UN"]),
        ([0.0, 0.0, NAN, -2.0], ["EQ", "EQ", "UN", "LT"]),
    ];
    for n in 1..=3 {
        let body = format!("MOV R1, v[1];\n{}", steps[..n].join("\n"));
        let r = run(&vp2(&body), &[("v[1]", [-2.0, 0.0, 2.0, NAN])]);
        let (r0, cc) = expected[n - 1];
        assert_vec(r.get("R0"), r0);
        assert_eq!(r.cc(), cc, "after step {n}");
    }
}

#[test]
fn condition_code_starts_eq_and_minus_zero_is_eq() {
    // §2.14.1.6: CC starts (EQ,EQ,EQ,EQ); §2.14.2.2: -0.0 and +0.0 give EQ.
    let r = run(&vp2("MOV R0, v[1];"), &[("v[1]", [1.0; 4])]);
    assert_eq!(r.cc(), ["EQ"; 4]);
    let r = run(&vp2("MOVC R0, v[1];"), &[("v[1]", [-0.0, 0.0, -INF, INF])]);
    assert_eq!(r.cc(), ["EQ", "EQ", "LT", "GT"]);
}

#[test]
fn every_condition_rule() {
    // §2.14.2.2 TestCC with CC = (LT, EQ, GT, UN): UN is true only for NE
    // (and TR).
    let cases = [
        ("EQ", 0b0010),
        ("NE", 0b1101),
        ("LT", 0b0001),
        ("GE", 0b0110),
        ("LE", 0b0011),
        ("GT", 0b0100),
        ("TR", 0b1111),
        ("FL", 0b0000),
    ];
    for (rule, mask) in cases {
        let r = run(
            &vp2(&format!(
                "MOVC CC, v[1];\nMOV R0 ({rule}), v[2];\nMOV o[COL0] ({rule}), v[2];"
            )),
            &[("v[1]", [-1.0, 0.0, 1.0, NAN]), ("v[2]", [7.0; 4])],
        );
        let expect: [f32; 4] =
            std::array::from_fn(|i| if mask & (1 << i) != 0 { 7.0 } else { 0.0 });
        assert_vec(r.get("R0"), expect);
        assert_eq!(r.written("o[COL0]"), mask, "{rule}");
    }
}

#[test]
fn condition_mask_swizzle() {
    // §2.14.2.2: CC (GT,LT,EQ,GT) with (NE.zyxw) loads (EQ,LT,GT,GT) and
    // enables y, z and w.
    let r = run(
        &vp2("MOVC CC, v[1];\nMOV R0 (NE.zyxw), v[2];\nMOV R1 (LT.y), v[2];"),
        &[("v[1]", [1.0, -1.0, 0.0, 3.0]), ("v[2]", [9.0; 4])],
    );
    assert_vec(r.get("R0"), [0.0, 9.0, 9.0, 9.0]);
    // One letter replicates: cc.y = LT enables every component.
    assert_vec(r.get("R1"), [9.0; 4]);
}

#[test]
fn cc_updates_only_written_components() {
    // §2.14.2.2: "If a component of the destination register is not enabled
    // for writes, the corresponding condition code component is also
    // unchanged" (write mask and condition mask alike).
    let r = run(
        &vp2("MOVC CC, v[1];\nMOVC R0.xy (GT), v[2];"),
        &[("v[1]", [1.0, -1.0, 1.0, 1.0]), ("v[2]", [-5.0; 4])],
    );
    // x: mask and GT -> written, LT. y: CC was LT, not written. z, w: masked.
    assert_vec(r.get("R0"), [-5.0, 0.0, 0.0, 0.0]);
    assert_eq!(r.cc(), ["LT", "LT", "GT", "GT"]);
}

#[test]
fn condition_mask_tests_the_cc_before_the_instruction() {
    // Notes §5: the mask reads the CC before the instruction updates it.
    let r = run(
        &vp2("MOVC CC, v[1];\nMOVC R0 (GT), v[2];"),
        &[
            ("v[1]", [1.0, -1.0, 1.0, -1.0]),
            ("v[2]", [-3.0, -3.0, 3.0, 3.0]),
        ],
    );
    assert_vec(r.get("R0"), [-3.0, 0.0, 3.0, 0.0]);
    assert_eq!(r.cc(), ["LT", "LT", "GT", "LT"]);
}

#[test]
fn cc_destination() {
    // §2.14.1.4 / notes §2.4: `MOVC CC, ...` updates only the condition
    // code; a non-C instruction with a CC destination has no effect.
    let r = run(
        &vp2("MOVC CC, v[1];\nMOV CC, v[2];"),
        &[("v[1]", [-1.0, 0.0, 1.0, NAN]), ("v[2]", [1.0; 4])],
    );
    assert_eq!(r.cc(), ["LT", "EQ", "GT", "UN"]);
}

#[test]
fn address_instructions_update_cc_from_integers() {
    // Notes §5: ARLC/ARRC/ARAC set the CC from the integer result (never UN).
    let r = run(&vp2("ARLC A0, v[1];"), &[("v[1]", [-1.5, 0.5, 0.0, 3.0])]);
    assert_eq!(r.address("A0"), [-2, 0, 0, 3]);
    assert_eq!(r.cc(), ["LT", "EQ", "EQ", "GT"]);
    let r = run(
        &vp2("ARRC A1.xz, v[1];"),
        &[("v[1]", [-0.5, 9.0, 2.5, 9.0])],
    );
    assert_eq!(r.address("A1"), [0, 0, 2, 0]);
    assert_eq!(r.cc(), ["EQ", "EQ", "GT", "EQ"]);
}

// ---- instructions (§2.14.3.1 - §2.14.3.39) --------------------------------

#[test]
fn abs() {
    // §2.14.3.1: abs(NaN) = NaN, abs(±INF) = +INF, abs(-0.0) = +0.0.
    let src = vp11("ABS R0, v[1];\nABS R1, v[2];");
    let r = run(
        &src,
        &[
            ("v[1]", [-2.0, NAN, -INF, -0.0]),
            ("v[2]", [3.0, INF, 0.0, -1.5]),
        ],
    );
    assert_vec(r.get("R0"), [2.0, NAN, INF, 0.0]);
    assert_vec(r.get("R1"), [3.0, INF, 0.0, 1.5]);
}

#[test]
fn add() {
    // §2.14.3.2 rules 2-7.
    let r = run(
        &vp10("ADD R0, v[1], c[1];\nADD R1, c[1], v[1];\nMOV o[COL0], R0;\nMOV o[COL1], R1;"),
        &[
            ("v[1]", [NAN, INF, INF, -0.0]),
            ("c[1]", [1.0, 5.0, -INF, -0.0]),
        ],
    );
    assert_vec(r.get("R0"), [NAN, INF, NAN, -0.0]);
    // Rule 1: commutative.
    assert_vec(r.get("R1"), r.get("R0"));
    let r = run(
        &vp10("ADD R0, v[1], c[1];"),
        &[
            ("v[1]", [0.0, -INF, 1.5, 0.0]),
            ("c[1]", [-0.0, 3.0, 2.25, 0.0]),
        ],
    );
    // Rule 7: +0 + -0 = +0; rule 4; plain sum; +0 + +0.
    assert_vec(r.get("R0"), [0.0, -INF, 3.75, 0.0]);
}

#[test]
fn ara() {
    // §2.14.3.3: (x+z, y+w, x+z, y+w), each clamped to [-512, 511].
    let r = run(
        &vp2("ARL A0, v[1];\nARA A1, A0;\nARL A0, v[2];\nARA A0.yw, A0;"),
        &[
            ("v[1]", [1.0, 2.0, 3.0, 4.0]),
            ("v[2]", [500.0, -500.0, 100.0, -100.0]),
        ],
    );
    assert_eq!(r.address("A1"), [4, 6, 4, 6]);
    // Only y and w written: x, z keep 500 and 100.
    assert_eq!(r.address("A0"), [500, -512, 100, -512]);
}

#[test]
fn ara_counts_a_loop() {
    // Notes §4.1 ARA: `ARAC A1.xy, A1;` adds the step (z, w) to the
    // counter (x, y) and sets the CC from the new values.
    let r = run(
        &vp2("ARL A1, v[1];\nARAC A1.xy, A1;"),
        &[("v[1]", [3.0, 0.0, -1.0, 0.0])],
    );
    assert_eq!(r.address("A1"), [2, 0, -1, 0]);
    assert_eq!(r.cc(), ["GT", "EQ", "EQ", "EQ"]);
}

#[test]
fn arl_vp1_floors_and_indexes() {
    // §2.14.3.4 VP1: A0.x = floor(scalar); c[A0.x + n] reads the parameter.
    let src = vp10(
        "ARL A0.x, v[1].x;\nMOV o[COL0], c[A0.x+1];\nARL A0.x, v[1].y;\nMOV o[COL1], c[A0.x+2];",
    );
    let mut inputs = vec![("v[1]", [2.7, -0.5, 0.0, 0.0])];
    let params: Vec<String> = (0..8).map(|i| format!("c[{i}]")).collect();
    for (i, p) in params.iter().enumerate() {
        inputs.push((p.as_str(), [i as f32; 4]));
    }
    let r = run(&src, &inputs);
    // floor(2.7) + 1 = 3; floor(-0.5) + 2 = 1.
    assert_vec(r.get("o[COL0]"), [3.0; 4]);
    assert_vec(r.get("o[COL1]"), [1.0; 4]);
    assert_eq!(r.address("A0")[0], -1);
}

#[test]
fn arl_clamps_in_every_environment() {
    // §2.14.3.4 VP2 clamps to [-512, 511]; notes §10 #4: VP1 too.
    let r = run(&vp10("ARL A0.x, v[1].x;"), &[("v[1]", [1000.0; 4])]);
    assert_eq!(r.address("A0")[0], 511);
    let r = run(&vp10("ARL A0.x, v[1].x;"), &[("v[1]", [-INF; 4])]);
    assert_eq!(r.address("A0")[0], -512);
    // VP2 vector form: floor per component, ±INF clamp, ±0 -> 0.
    let r = run(
        &vp2("ARL A0, v[1];"),
        &[("v[1]", [-0.0, -3.25, INF, -600.0])],
    );
    assert_eq!(r.address("A0"), [0, -4, 511, -512]);
}

#[test]
fn arl_with_write_and_condition_masks() {
    // §2.14.3.4: "The ARL instruction applies all masking operations to
    // address register writes"; notes §10 #2: CC mask on the destination.
    let r = run(
        &vp2("MOVC CC, v[2];\nARL A0.xyz (GT), v[1];"),
        &[
            ("v[1]", [1.0, 2.0, 3.0, 4.0]),
            ("v[2]", [1.0, -1.0, 1.0, 1.0]),
        ],
    );
    assert_eq!(r.address("A0"), [1, 0, 3, 0]);
}

#[test]
fn arr_rounds_half_to_even() {
    // §2.14.3.5: round to nearest, ties to even, then clamp.
    let r = run(
        &vp2("ARR A0, v[1];\nARR A1, v[2];"),
        &[
            ("v[1]", [2.5, 3.5, -2.5, -0.5]),
            ("v[2]", [0.5, 1.5, 511.5, -512.5]),
        ],
    );
    assert_eq!(r.address("A0"), [2, 4, -2, 0]);
    // 511.5 rounds to 512 and clamps to 511; -512.5 rounds to -512.
    assert_eq!(r.address("A1"), [0, 2, 511, -512]);
    let r = run(&vp2("ARR A0, v[1];"), &[("v[1]", [1.4, -1.6, 2.0, -1.5])]);
    assert_eq!(r.address("A0"), [1, -2, 2, -2]);
}

#[test]
fn relative_addressing_in_vp2() {
    // §2.14.2.1 ProgramParameterLoad: index = address component + offset;
    // any address register and component.
    let mut inputs: Vec<(String, [f32; 4])> = (0..256)
        .map(|i| (format!("c[{i}]"), [i as f32; 4]))
        .collect();
    inputs.push(("v[1]".into(), [10.0, 20.0, 250.0, 3.0]));
    let inputs: Vec<(&str, [f32; 4])> = inputs.iter().map(|(n, v)| (n.as_str(), *v)).collect();
    let r = run(
        &vp2(
            "ARL A1, v[1];\nMOV R0, c[A1.y-5];\nMOV R1, c[A1.z+5];\nMOV R2, c[A1.w+255];\n\
             MOV R3, c[A1.x-256];\nMOV R4, c[A1.w];",
        ),
        &inputs,
    );
    assert_vec(r.get("R0"), [15.0; 4]);
    assert_vec(r.get("R1"), [255.0; 4]);
    // Notes §10 #3: an index outside [0, 255] reads (0, 0, 0, 0).
    assert_vec(r.get("R2"), [0.0; 4]);
    assert_vec(r.get("R3"), [0.0; 4]);
    assert_vec(r.get("R4"), [3.0; 4]);
}

#[test]
fn relative_reads_out_of_range_in_vp1() {
    // VP1 has c[0]..c[95] (§2.14.1.2); notes §10 #3: beyond reads zero.
    let r = run(
        &vp10("ARL A0.x, v[1].x;\nMOV o[COL0], c[A0.x+63];\nMOV o[COL1], c[A0.x-64];"),
        &[("v[1]", [40.0; 4]), ("c[95]", [1.0; 4])],
    );
    // 40 + 63 = 103 > 95; 40 - 64 = -24 < 0.
    assert_vec(r.get("o[COL0]"), [0.0; 4]);
    assert_vec(r.get("o[COL1]"), [0.0; 4]);
    let r = run(
        &vp10("ARL A0.x, v[1].x;\nMOV o[COL0], c[A0.x+63];"),
        &[("v[1]", [32.0; 4]), ("c[95]", [1.0, 2.0, 3.0, 4.0])],
    );
    assert_vec(r.get("o[COL0]"), [1.0, 2.0, 3.0, 4.0]);
}

#[test]
fn cos() {
    // §2.14.3.8: |err| < 2^-22 on [0, 2π); NaN, ±INF -> NaN; ±0 -> +1.
    let r = run(
        &vp2("COS R0, v[1].x;\nCOS R1, v[1].y;\nCOS R2, v[1].z;\nCOS R3, v[1].w;"),
        &[("v[1]", [-0.0, INF, NAN, 3.0])],
    );
    assert_vec(r.get("R0"), [1.0; 4]);
    assert!(r.get("R1").iter().all(|x| x.is_nan()));
    assert!(r.get("R2").iter().all(|x| x.is_nan()));
    assert_close(r.get("R3")[2], 3f64.cos(), 1.0 / 4_194_304.0);
}

#[test]
fn sin() {
    // §2.14.3.33: sin(±0) = ±0 with the operand's sign; ±INF, NaN -> NaN.
    let r = run(
        &vp2("SIN R0, v[1].x;\nSIN R1, v[1].y;\nSIN R2, v[1].z;\nSIN R3, v[1].w;"),
        &[("v[1]", [-0.0, -INF, 0.0, 1.0])],
    );
    assert_vec(r.get("R0"), [-0.0; 4]);
    assert!(r.get("R1").iter().all(|x| x.is_nan()));
    assert_vec(r.get("R2"), [0.0; 4]);
    assert_close(r.get("R3")[0], 1f64.sin(), 1.0 / 4_194_304.0);
}

#[test]
fn dot_products() {
    // §2.14.3.9 DP3, §2.14.3.10 DP4, §2.14.3.11 DPH (a.w taken as 1): the
    // scalar is replicated.
    let src = vp11("DP3 R0, v[1], c[1];\nDP4 R1, v[1], c[1];\nDPH R2, v[1], c[1];");
    let r = run(
        &src,
        &[
            ("v[1]", [1.0, 2.0, 3.0, 4.0]),
            ("c[1]", [5.0, 6.0, 7.0, 8.0]),
        ],
    );
    assert_vec(r.get("R0"), [38.0; 4]);
    assert_vec(r.get("R1"), [70.0; 4]);
    assert_vec(r.get("R2"), [46.0; 4]);
    // DPH ignores a.w even when it is NaN.
    let r = run(
        &src,
        &[
            ("v[1]", [1.0, 0.0, 0.0, NAN]),
            ("c[1]", [2.0, 0.0, 0.0, 3.0]),
        ],
    );
    assert_vec(r.get("R2"), [5.0; 4]);
}

#[test]
fn dst() {
    // §2.14.3.12: (1, a.y*b.y, a.z, b.w); with a = (·, d², d², ·) and
    // b = (·, 1/d, ·, 1/d) the result is (1, d, d², 1/d).
    let r = run(
        &vp10("DST R0, v[1], c[1];"),
        &[
            ("v[1]", [NAN, 16.0, 16.0, NAN]),
            ("c[1]", [NAN, 0.25, NAN, 0.25]),
        ],
    );
    assert_vec(r.get("R0"), [1.0, 4.0, 16.0, 0.25]);
}

#[test]
fn ex2() {
    // §2.14.3.13: NaN -> NaN, -INF -> +0, +INF -> +INF, ±0 -> +1;
    // |err| < 2^-22 * 2^floor(x).
    let r = run(
        &vp2(
            "EX2 R0, v[1].x;\nEX2 R1, v[1].y;\nEX2 R2, v[1].z;\nEX2 R3, v[1].w;\nEX2 R4, v[2].x;\nEX2 R5, v[2].y;",
        ),
        &[
            ("v[1]", [NAN, -INF, INF, -0.0]),
            ("v[2]", [3.5, -2.25, 0.0, 0.0]),
        ],
    );
    assert!(r.get("R0")[0].is_nan());
    assert_vec(r.get("R1"), [0.0; 4]);
    assert_vec(r.get("R2"), [INF; 4]);
    assert_vec(r.get("R3"), [1.0; 4]);
    assert_close(r.get("R4")[0], 3.5f64.exp2(), 8.0 / 4_194_304.0);
    assert_close(r.get("R5")[3], (-2.25f64).exp2(), 0.125 / 4_194_304.0);
}

#[test]
fn exp_partial_results() {
    // §2.14.3.14: (2^floor(s), s - floor(s), ~2^s, 1), z within
    // 2^-11 * 2^floor(s).
    let r = run(
        &vp10("EXP R0, v[1].x;\nEXP R1, v[1].y;"),
        &[("v[1]", [2.5, -1.25, 0.0, 0.0])],
    );
    let r0 = r.get("R0");
    assert_vec([r0[0], r0[1], 0.0, r0[3]], [4.0, 0.5, 0.0, 1.0]);
    assert_close(r0[2], 2.5f64.exp2(), 4.0 / 2048.0);
    let r1 = r.get("R1");
    assert_vec([r1[0], r1[1], 0.0, r1[3]], [0.25, 0.75, 0.0, 1.0]);
    assert_close(r1[2], (-1.25f64).exp2(), 0.25 / 2048.0);
}

#[test]
fn exp_special_cases() {
    // §2.14.3.14 RoughApprox2ToX: NaN -> NaN, -INF -> +0, +INF -> +INF,
    // ±0 -> +1; w is always 1; 2^floor(s) overflows to +INF and underflows
    // to 0 (notes §4.1 EXP).
    let r = run(
        &vp10(
            "EXP R0, v[1].x;\nEXP R1, v[1].y;\nEXP R2, v[1].z;\nEXP R3, v[1].w;\nEXP R4, c[0].x;\nEXP R5, c[0].y;",
        ),
        &[
            ("v[1]", [NAN, -INF, INF, -0.0]),
            ("c[0]", [200.0, -200.0, 0.0, 0.0]),
        ],
    );
    let (r0, r1, r2, r3) = (r.get("R0"), r.get("R1"), r.get("R2"), r.get("R3"));
    assert!(r0[2].is_nan());
    assert_eq!(r0[3], 1.0);
    // -INF: x = 2^-INF = +0, z = +0 (y = -INF - -INF is NaN: unspecified,
    // notes §10 #18).
    assert_vec([r1[0], r1[2], r1[3], 0.0], [0.0, 0.0, 1.0, 0.0]);
    assert_vec([r2[0], r2[2], r2[3], 0.0], [INF, INF, 1.0, 0.0]);
    // -0: 2^floor(-0) = 2^-0 = 1, -0 - -0 = +0.
    assert_vec(r3, [1.0, 0.0, 1.0, 1.0]);
    let (r4, r5) = (r.get("R4"), r.get("R5"));
    assert_vec(r4, [INF, 0.0, INF, 1.0]);
    // 2^-200 underflows (and would be a denormal anyway).
    assert_vec(r5, [0.0, 0.0, 0.0, 1.0]);
}

#[test]
fn flr() {
    // §2.14.3.15: floor(2.3) = 2, floor(-3.6) = -4; NaN -> NaN; ±0, ±INF
    // unchanged, sign kept.
    let r = run(
        &vp2("FLR R0, v[1];\nFLR R1, v[2];"),
        &[
            ("v[1]", [2.3, -3.6, -0.0, 0.0]),
            ("v[2]", [NAN, -INF, INF, -0.5]),
        ],
    );
    assert_vec(r.get("R0"), [2.0, -4.0, -0.0, 0.0]);
    assert_vec(r.get("R1"), [NAN, -INF, INF, -1.0]);
}

#[test]
fn frc() {
    // §2.14.3.16: x - floor(x); FRC(-1.7) is 0.3 (as the f32 subtraction
    // -1.7 - (-2.0) rounds); NaN, ±INF -> NaN; ±0 -> +0.
    let r = run(
        &vp2("FRC R0, v[1];\nFRC R1, v[2];"),
        &[
            ("v[1]", [-1.7, -1.75, 2.25, -0.0]),
            ("v[2]", [NAN, INF, -INF, 0.0]),
        ],
    );
    let expected = (f64::from(-1.7f32) + 2.0) as f32;
    assert_vec(r.get("R0"), [expected, 0.25, 0.25, 0.0]);
    assert_vec(r.get("R1"), [NAN, NAN, NAN, 0.0]);
}

#[test]
fn lg2() {
    // §2.14.3.17: NaN -> NaN, +INF -> +INF, ±0 -> -INF, x < 0 -> NaN,
    // -INF -> NaN; |err| < 2^-22.
    let r = run(
        &vp2(
            "LG2 R0, v[1].x;\nLG2 R1, v[1].y;\nLG2 R2, v[1].z;\nLG2 R3, v[1].w;\nLG2 R4, v[2].x;\nLG2 R5, v[2].y;\nLG2 R6, v[2].z;",
        ),
        &[
            ("v[1]", [NAN, INF, 0.0, -0.0]),
            ("v[2]", [-2.0, -INF, 10.0, 0.0]),
        ],
    );
    assert!(r.get("R0")[0].is_nan());
    assert_vec(r.get("R1"), [INF; 4]);
    assert_vec(r.get("R2"), [-INF; 4]);
    assert_vec(r.get("R3"), [-INF; 4]);
    assert!(r.get("R4")[0].is_nan());
    assert!(r.get("R5")[0].is_nan());
    assert_close(r.get("R6")[0], 10f64.log2(), 1.0 / 4_194_304.0);
}

#[test]
fn lit_clamps_and_coefficients() {
    // §2.14.3.18: x, y clamped at 0; z = 0 unless x > 0; x, w = 1.
    let r = run(
        &vp10("LIT R0, v[1];\nLIT R1, v[2];"),
        &[
            ("v[1]", [-0.5, 0.5, 0.0, 2.0]),
            ("v[2]", [0.5, -0.5, 0.0, 2.0]),
        ],
    );
    assert_vec(r.get("R0"), [1.0, 0.0, 0.0, 1.0]);
    // y < 0 clamps to 0: Power(0, 2) = +0 (rule 3).
    assert_vec(r.get("R1"), [1.0, 0.5, 0.0, 1.0]);
    // A specular term: 0.5^4 = 0.0625 within the EXP/LOG error budget
    // (notes §4.1 LIT: exponent error <= |w| * 2^-11).
    let r = run(&vp10("LIT R0, v[1];"), &[("v[1]", [0.8, 0.5, 9.0, 4.0])]);
    let r0 = r.get("R0");
    assert_vec([r0[0], r0[1], 0.0, r0[3]], [1.0, 0.8, 0.0, 1.0]);
    assert_close(r0[2], 0.0625, 0.0625 * 4.0 * 2f64.ln() / 2048.0 * 1.01);
}

#[test]
fn lit_specular_power_is_clamped_below_128() {
    // §2.14.3.18: w clamped into (-128, 128) exclusive; 128 - epsilon is
    // the largest f32 below 128 (notes §10 #13), so 2^w stays finite.
    let below_128 = f64::from(f32::from_bits(128f32.to_bits() - 1));
    let r = run(
        &vp10("LIT R0, v[1];\nLIT R1, v[2];"),
        &[
            ("v[1]", [1.0, 2.0, 0.0, 200.0]),
            ("v[2]", [1.0, 0.5, 0.0, -1e30]),
        ],
    );
    let z0 = r.get("R0")[2];
    assert!(z0.is_finite(), "2^(128-eps) is finite, got {z0}");
    let want = below_128.exp2();
    assert!((f64::from(z0) - want).abs() / want < 128.0 / 2048.0);
    // 0.5^-(128-eps) = 2^(128-eps) too.
    let z1 = r.get("R1")[2];
    assert!(z1.is_finite() && (f64::from(z1) - want).abs() / want < 128.0 / 2048.0);
}

#[test]
fn lit_power_special_cases() {
    // §2.14.3.18 RoughApproxPower rules, with notes §10 #10-#12.
    let cases: [([f32; 4], [f32; 4]); 8] = [
        // Rule 6 (wins over the derivation, notes §10 #12): 0^0 = 1.
        ([1.0, 0.0, 0.0, 0.0], [1.0, 1.0, 1.0, 1.0]),
        // Rule 6: x^0 = 1.
        ([1.0, 0.3, 0.0, -0.0], [1.0, 1.0, 1.0, 1.0]),
        // Rule 4: 1^x = 1.
        ([2.0, 1.0, 0.0, 77.0], [1.0, 2.0, 1.0, 1.0]),
        // Rule 9: x^1 = x exactly.
        ([1.0, 0.3, 0.0, 1.0], [1.0, 1.0, 0.3, 1.0]),
        // Rule 3: 0^positive = +0; -0 base acts as +0 (notes §10 #10).
        ([1.0, -0.0, 0.0, 3.0], [1.0, 1.0, 0.0, 1.0]),
        // Rule 3: 0^negative = +INF.
        ([1.0, 0.0, 0.0, -3.0], [1.0, 1.0, INF, 1.0]),
        // Rule 1: NaN base -> NaN.
        ([1.0, NAN, 0.0, 2.0], [1.0, 1.0, NAN, 1.0]),
        // Rule 10: NaN exponent -> NaN.
        ([1.0, 0.5, 0.0, NAN], [1.0, 1.0, NAN, 1.0]),
    ];
    for (input, want) in cases {
        let r = run(&vp10("LIT R0, v[1];"), &[("v[1]", input)]);
        assert_vec(r.get("R0"), want);
    }
    // x NaN or -0: not > 0, so z = 0; y passes NaN through (notes §4.1).
    let r = run(
        &vp10("LIT R0, v[1];\nLIT R1, v[2];"),
        &[
            ("v[1]", [NAN, 0.5, 0.0, 2.0]),
            ("v[2]", [-0.0, 0.5, 0.0, 2.0]),
        ],
    );
    assert_vec(r.get("R0"), [1.0, NAN, 0.0, 1.0]);
    assert_vec(r.get("R1"), [1.0, -0.0, 0.0, 1.0]);
}

#[test]
fn log_partial_results() {
    // §2.14.3.19: t = |s|; (floor(log2 t), t / 2^floor(log2 t), ~log2 t, 1).
    let r = run(
        &vp10("LOG R0, v[1].x;\nLOG R1, v[1].y;\nLOG R2, v[1].z;"),
        &[("v[1]", [-8.0, 10.0, 16_777_215.0, 0.0])],
    );
    let r0 = r.get("R0");
    assert_vec(r0, [3.0, 1.0, r0[2], 1.0]);
    assert_close(r0[2], 3.0, 1.0 / 2048.0);
    let r1 = r.get("R1");
    assert_vec([r1[0], r1[1], 0.0, r1[3]], [3.0, 1.25, 0.0, 1.0]);
    assert_close(r1[2], 10f64.log2(), 1.0 / 2048.0);
    // Notes §4.1 LOG: the exponent is exact, not a rounded log2 (which
    // gives 24 for 2^24 - 1); the mantissa stays in [1, 2).
    let r2 = r.get("R2");
    assert_eq!(r2[0], 23.0);
    assert_eq!(r2[1], 16_777_215.0 / 8_388_608.0);
}

#[test]
fn log_special_cases() {
    // §2.14.3.19 RoughApproxLog2: NaN -> NaN, +INF -> +INF, +0 -> -INF
    // (and -0 after the absolute value); w is 1.
    let r = run(
        &vp10("LOG R0, v[1].x;\nLOG R1, v[1].y;\nLOG R2, v[1].z;\nLOG R3, v[1].w;"),
        &[("v[1]", [NAN, -INF, 0.0, -0.0])],
    );
    assert!(r.get("R0")[2].is_nan());
    assert_eq!(r.get("R0")[3], 1.0);
    assert_eq!(r.get("R1")[2], INF);
    assert_eq!(r.get("R2")[2], -INF);
    assert_eq!(r.get("R3")[2], -INF);
}

#[test]
fn mad_and_mul() {
    // §2.14.3.20 MAD = a*b + c with the ADD and MUL rules (unfused, notes
    // §10 #19); §2.14.3.24 MUL rules 2-6.
    let r = run(
        &vp10("MUL R0, v[1], c[1];\nMAD R1, v[1], c[1], v[1];\nMUL R2, v[1], -c[1];"),
        &[
            ("v[1]", [0.0, -0.0, INF, 3.0]),
            ("c[1]", [INF, 3.0, -2.0, 1.0]),
        ],
    );
    assert_vec(r.get("R0"), [NAN, -0.0, -INF, 3.0]);
    assert_vec(r.get("R1"), [NAN, -0.0, NAN, 6.0]);
    assert_vec(r.get("R2"), [NAN, 0.0, INF, -3.0]);
    // NaN * x = NaN; +1 * x = x.
    let r = run(
        &vp10("MUL R0, v[1], c[1];"),
        &[
            ("v[1]", [NAN, 1.0, 1.0, -0.0]),
            ("c[1]", [0.0, -7.5, NAN, -0.0]),
        ],
    );
    assert_vec(r.get("R0"), [NAN, -7.5, NAN, 0.0]);
}

#[test]
fn mad_is_not_fused() {
    // Notes §10 #19: unfused. (1 + 2^-23)^2 - 1 - 2^-22: the rounded product
    // is 1 + 2^-22, so the result is exactly 0 (a fused MAD gives 2^-46).
    let a = 1.0 + f32::EPSILON;
    let c = -(1.0 + 2.0 * f32::EPSILON);
    let r = run(
        &vp10("MAD R0, v[1], v[1], c[1];"),
        &[("v[1]", [a; 4]), ("c[1]", [c; 4])],
    );
    assert_vec(r.get("R0"), [0.0; 4]);
}

#[test]
fn max_min_propagate_nan() {
    // §2.14.3.21 / §2.14.3.22: max(NaN, x) = min(NaN, x) = NaN, both orders
    // (notes §11: not IEEE maxNum).
    let src =
        vp10("MAX R0, v[1], c[1];\nMAX R1, c[1], v[1];\nMIN R2, v[1], c[1];\nMIN R3, c[1], v[1];");
    let r = run(
        &src,
        &[
            ("v[1]", [NAN, 1.0, -INF, 2.0]),
            ("c[1]", [1.0, NAN, 3.0, -5.0]),
        ],
    );
    assert_vec(r.get("R0"), [NAN, NAN, 3.0, 2.0]);
    assert_vec(r.get("R1"), [NAN, NAN, 3.0, 2.0]);
    assert_vec(r.get("R2"), [NAN, NAN, -INF, -5.0]);
    assert_vec(r.get("R3"), [NAN, NAN, -INF, -5.0]);
}

#[test]
fn mov_copies_nan_and_infinities() {
    // §2.14.3.23: result = VectorLoad(op0).
    let r = run(&vp10("MOV R0, v[1];"), &[("v[1]", [NAN, -INF, -0.0, 1e38])]);
    assert_vec(r.get("R0"), [NAN, -INF, -0.0, 1e38]);
}

#[test]
fn rcc() {
    // §2.14.3.25 rules 1-9 (notes §10 #6: range by the sign of x; #7: the
    // bound of rule 7 is -2^64).
    let two64 = 2f32.powi(64);
    let tiny = 2f32.powi(-64);
    let cases: [(f32, f32); 11] = [
        (NAN, NAN),
        (INF, tiny),
        (-INF, -tiny),
        (0.0, two64),
        (-0.0, -two64),
        (1e30, tiny),
        (-1e30, -tiny),
        (1e-30, two64),
        (-1e-30, -two64),
        (2.0, 0.5),
        (-4.0, -0.25),
    ];
    for (x, want) in cases {
        let r = run(&vp11("RCC R0, v[1].x;"), &[("v[1]", [x, 0.0, 0.0, 0.0])]);
        assert_vec(r.get("R0"), [want; 4]);
    }
}

#[test]
fn rcp() {
    // §2.14.3.26: NaN -> NaN, ±INF -> ±0, ±0 -> ±INF; |err| < 2^-22 on [1,2).
    let cases: [(f32, f32); 6] = [
        (NAN, NAN),
        (INF, 0.0),
        (-INF, -0.0),
        (0.0, INF),
        (-0.0, -INF),
        (4.0, 0.25),
    ];
    for (x, want) in cases {
        let r = run(&vp10("RCP R0, v[1].w;"), &[("v[1]", [0.0, 0.0, 0.0, x])]);
        assert_vec(r.get("R0"), [want; 4]);
    }
    let r = run(&vp10("RCP R0, v[1].x;"), &[("v[1]", [1.5; 4])]);
    assert_close(r.get("R0")[0], 1.0 / 1.5, 1.0 / 4_194_304.0);
}

#[test]
fn rsq_in_vp2() {
    // §2.14.3.28: NaN -> NaN, +INF -> +0, -INF -> NaN, +0 -> +INF,
    // -0 -> -INF, negative -> NaN.
    let cases: [(f32, f32); 7] = [
        (NAN, NAN),
        (INF, 0.0),
        (-INF, NAN),
        (0.0, INF),
        (-0.0, -INF),
        (-4.0, NAN),
        (4.0, 0.5),
    ];
    for (x, want) in cases {
        let r = run(&vp2("RSQ R0, v[1].x;"), &[("v[1]", [x, 0.0, 0.0, 0.0])]);
        assert_vec(r.get("R0"), [want; 4]);
    }
}

#[test]
fn rsq_in_vp1_takes_the_absolute_value() {
    // NV_vertex_program §2.14.1.10.7 (VP1.0, kept by VP1.1 and vertex state
    // programs): "the inverse square root of the absolute value"; notes §4.1
    // RSQ leaves VP1 to us (see `vp::lower::semantics`).
    for src in [vp10("RSQ R0, v[1].x;"), vp11("RSQ R0, v[1].x;")] {
        let r = run(&src, &[("v[1]", [-4.0, 0.0, 0.0, 0.0])]);
        assert_vec(r.get("R0"), [0.5; 4]);
    }
}

#[test]
fn set_on_instructions() {
    // §2.14.3.29-36: 1.0 where the comparison holds, else 0.0; -0 == +0;
    // +INF == +INF.
    let a = [1.0, -0.0, INF, 2.0];
    let b = [2.0, 0.0, INF, 1.0];
    let cases: [(&str, [f32; 4]); 6] = [
        ("SEQ", [0.0, 1.0, 1.0, 0.0]),
        ("SNE", [1.0, 0.0, 0.0, 1.0]),
        ("SLT", [1.0, 0.0, 0.0, 0.0]),
        ("SLE", [1.0, 1.0, 1.0, 0.0]),
        ("SGT", [0.0, 0.0, 0.0, 1.0]),
        ("SGE", [0.0, 1.0, 1.0, 1.0]),
    ];
    for (op, want) in cases {
        let r = run(
            &vp2(&format!("{op} R0, v[1], c[1];")),
            &[("v[1]", a), ("c[1]", b)],
        );
        assert_vec(r.get("R0"), want);
    }
}

#[test]
fn set_on_nan_gives_nan() {
    // §2.14.3.29-36 pseudo-code: "if (tmp0.x is NaN or tmp1.x is NaN)
    // result.x = NaN" (notes §10 #14), also SGE/SLT in VP1 (unified text).
    for op in ["SEQ", "SNE", "SLT", "SLE", "SGT", "SGE"] {
        let r = run(
            &vp2(&format!("{op} R0, v[1], c[1];")),
            &[
                ("v[1]", [NAN, 1.0, NAN, 0.0]),
                ("c[1]", [1.0, NAN, NAN, 0.0]),
            ],
        );
        let r0 = r.get("R0");
        assert!(r0[..3].iter().all(|x| x.is_nan()), "{op}: {r0:?}");
        assert!(!r0[3].is_nan());
    }
    for op in ["SLT", "SGE"] {
        let r = run(
            &vp10(&format!("{op} R0, v[1], c[1];")),
            &[("v[1]", [NAN; 4]), ("c[1]", [0.0; 4])],
        );
        assert!(r.get("R0").iter().all(|x| x.is_nan()), "{op}");
    }
}

#[test]
fn sfl_and_str_ignore_their_operands() {
    // §2.14.3.30 SFL = (0,0,0,0), §2.14.3.38 STR = (1,1,1,1), even for NaN.
    let r = run(
        &vp2("SFL R0, v[1], c[1];\nSTR R1, v[1], c[1];"),
        &[("v[1]", [NAN; 4]), ("c[1]", [NAN; 4])],
    );
    assert_vec(r.get("R0"), [0.0; 4]);
    assert_vec(r.get("R1"), [1.0; 4]);
}

#[test]
fn ssg() {
    // §2.14.3.37: NaN -> NaN, ±0 -> 0 (+0.0, notes §10 #15), ±INF -> ±1.
    let r = run(
        &vp2("SSG R0, v[1];\nSSG R1, v[2];"),
        &[
            ("v[1]", [NAN, -0.0, 0.0, -INF]),
            ("v[2]", [INF, -1e-30, 1e-30, 5.0]),
        ],
    );
    assert_vec(r.get("R0"), [NAN, 0.0, 0.0, -1.0]);
    assert_vec(r.get("R1"), [1.0, -1.0, 1.0, 1.0]);
}

#[test]
fn sub_is_add_with_the_outer_negation_flipped() {
    // §2.14.3.39 rules 1-4.
    let inputs = [
        ("v[1]", [1.0, -2.0, 0.5, 8.0]),
        ("c[1]", [-3.0, 4.0, -0.25, 8.0]),
    ];
    let pairs = [
        ("SUB R0, v[1], c[1];", "ADD R0, v[1], -c[1];"),
        ("SUB R0, v[1], -c[1];", "ADD R0, v[1], c[1];"),
        ("SUB R0, v[1], |c[1]|;", "ADD R0, v[1], -|c[1]|;"),
        ("SUB R0, v[1], -|c[1]|;", "ADD R0, v[1], |c[1]|;"),
    ];
    for (sub, add) in pairs {
        let s = run(&vp2(sub), &inputs).get("R0");
        let a = run(&vp2(add), &inputs).get("R0");
        assert_vec(s, a);
    }
    let r = run(&vp11("SUB R0, v[1], c[1];"), &inputs);
    assert_vec(r.get("R0"), [4.0, -6.0, 0.75, 0.0]);
}

// ---- control flow (§2.14.2.3, §2.14.3.6, §2.14.3.7, §2.14.3.27) ----------

#[test]
fn the_branch_example_of_2_14_2_3() {
    // §2.14.2.3: c[0] = (-2, 0, 2, NaN); the first BRA is taken (x is LT),
    // the second (LT.wyzw loads UN,EQ,GT,UN) is not.
    let src = vp2("MOV R1, v[1];\nMOV R2, v[2];\n\
         MOVC CC, c[0];\nBRA label1 (LT.xyzw);\nMOV R0, R1;\nlabel1:\nBRA label2 (LT.wyzw);\n\
         MOV R0, R2;\nlabel2:");
    let r = run(
        &src,
        &[
            ("c[0]", [-2.0, 0.0, 2.0, NAN]),
            ("v[1]", [1.0; 4]),
            ("v[2]", [2.0; 4]),
        ],
    );
    assert_vec(r.get("R0"), [2.0; 4]);
    // MOV, MOV, MOVC, BRA (taken), BRA (not taken), MOV.
    assert_eq!(r.outcome.executed(), 6);
}

#[test]
fn execution_starts_at_main() {
    // §2.14.2.3: with a label `main`, execution begins after it.
    let src = vp2("sub:\nMOV R0, v[1];\nRET;\nmain:\nCAL sub;\nADD R1, R0, R0;");
    let r = run(&src, &[("v[1]", [1.0, 2.0, 3.0, 4.0])]);
    assert_vec(r.get("R1"), [2.0, 4.0, 6.0, 8.0]);
    // CAL, MOV, RET, ADD.
    assert_eq!(r.outcome.executed(), 4);
    assert_eq!(r.outcome.end(), End::Normal);
}

#[test]
fn conditional_call_and_return() {
    // §2.14.3.7 / §2.14.3.27: CAL and RET test the CC like BRA; a CAL not
    // taken pushes nothing.
    let src = vp2(
        "MOVC CC, v[1];\nCAL twice (GT.x);\nCAL thrice (LT.x);\nRET;\n\
         twice:\nADD R0, R0, v[2];\nADD R0, R0, v[2];\nRET (EQ);\nADD R0, R0, v[2];\nRET;\n\
         thrice:\nMOV R1, v[2];\nRET;",
    );
    // CC.x = GT: `twice` runs; RET (EQ) is taken since y is EQ; `thrice`
    // is not called.
    let r = run(&src, &[("v[1]", [1.0, 0.0, 1.0, 1.0]), ("v[2]", [1.0; 4])]);
    assert_vec(r.get("R0"), [2.0; 4]);
    assert_vec(r.get("R1"), [0.0; 4]);
    assert_eq!(r.outcome.end(), End::Normal);
    // No component EQ: RET (EQ) falls through and a third ADD runs.
    let r = run(&src, &[("v[1]", [1.0; 4]), ("v[2]", [1.0; 4])]);
    assert_vec(r.get("R0"), [3.0; 4]);
    // CC.x = LT: only `thrice`.
    let r = run(&src, &[("v[1]", [-1.0; 4]), ("v[2]", [5.0; 4])]);
    assert_vec(r.get("R0"), [0.0; 4]);
    assert_vec(r.get("R1"), [5.0; 4]);
}

#[test]
fn ret_with_an_empty_stack_ends_the_program() {
    // §2.14.2.3: "A vertex program will terminate after executing a RET
    // instruction with an empty call stack".
    let r = run(
        &vp2("MOV R0, v[1];\nRET;\nMOV R0, c[0];"),
        &[("v[1]", [1.0; 4]), ("c[0]", [2.0; 4])],
    );
    assert_vec(r.get("R0"), [1.0; 4]);
    assert_eq!(r.outcome.executed(), 2);
    assert_eq!(r.outcome.end(), End::Normal);
}

#[test]
fn call_depth_is_four() {
    // §2.14.3.7: a CAL with four entries already on the stack terminates
    // the program; §2.14.2.3: the vertex is still emitted (o[] kept).
    let nested = |depth: usize| {
        let mut body =
            String::from("main:\nMOV o[COL0], v[1];\nCAL f1;\nMOV o[COL1], v[1];\nRET;\n");
        for level in 1..=depth {
            body.push_str(&format!("f{level}:\nADD R0, R0, v[1];\n"));
            if level < depth {
                body.push_str(&format!("CAL f{};\n", level + 1));
            }
            body.push_str("RET;\n");
        }
        vp2(&body)
    };
    // Four nested calls are fine.
    let r = run(&nested(4), &[("v[1]", [1.0; 4])]);
    assert_eq!(r.outcome.end(), End::Normal);
    assert_vec(r.get("R0"), [4.0; 4]);
    assert_vec(r.get("o[COL1]"), [1.0; 4]);
    // The fifth ends the program abnormally, after four ADDs.
    let r = run(&nested(5), &[("v[1]", [1.0; 4])]);
    assert_eq!(r.outcome.end(), End::CallOverflow);
    assert_vec(r.get("R0"), [4.0; 4]);
    assert_vec(r.get("o[COL0]"), [1.0; 4]);
    assert_eq!(r.written("o[COL1]"), 0);
}

#[test]
fn branch_to_a_label_at_the_end_ends_the_program() {
    // Notes §6: a label at the very end denotes "end of program".
    let r = run(
        &vp2("BRA done;\nMOV R0, v[1];\ndone:"),
        &[("v[1]", [1.0; 4])],
    );
    assert_vec(r.get("R0"), [0.0; 4]);
    assert_eq!(r.outcome.executed(), 1);
    assert_eq!(r.outcome.end(), End::Normal);
}

#[test]
fn a_call_as_the_last_instruction_returns_to_the_end() {
    // Notes §6: a CAL that is the last instruction pushes "end of program".
    let r = run(
        &vp2("BRA main;\nf:\nMOV R0, v[1];\nRET;\nmain:\nCAL f;"),
        &[("v[1]", [3.0; 4])],
    );
    assert_vec(r.get("R0"), [3.0; 4]);
    // Execution starts at `main`, so the BRA never runs: CAL, MOV, RET.
    assert_eq!(r.outcome.executed(), 3);
    assert_eq!(r.outcome.end(), End::Normal);
}

#[test]
fn a_taken_branch_as_the_last_instruction_continues() {
    // §2.14.2.3: the program ends after the last instruction "unless that
    // instruction was a taken branch".
    let src =
        vp2("BRA main;\nback:\nMOV R1, v[1];\nBRA done;\nmain:\nMOV R0, v[1];\nBRA back;\ndone:");
    let r = run(&src, &[("v[1]", [1.0; 4])]);
    assert_vec(r.get("R0"), [1.0; 4]);
    assert_vec(r.get("R1"), [1.0; 4]);
}

#[test]
fn a_loop_with_ara_and_condition_codes() {
    // A counted loop in the style of the Issues section: A0.x counts down by
    // A0.z each iteration; ARAC sets the CC; BRA loops while GT.
    let src = vp2(
        "ARL A0, v[1];\nloop:\nADD R0, R0, c[A0.x];\nARAC A0.x, A0;\nBRA loop (GT.x);\n\
         MOV o[COL0], R0;",
    );
    let r = run(
        &src,
        &[
            ("v[1]", [3.0, 0.0, -1.0, 0.0]),
            ("c[1]", [1.0; 4]),
            ("c[2]", [10.0; 4]),
            ("c[3]", [100.0; 4]),
        ],
    );
    assert_vec(r.get("o[COL0]"), [111.0; 4]);
    assert_eq!(r.address("A0")[0], 0);
    // ARL + 3 * (ADD, ARAC, BRA) + MOV.
    assert_eq!(r.outcome.executed(), 11);
}

#[test]
fn runaway_loops_end_after_65536_instructions() {
    // §2.14.2.3: "terminate abnormally after executing 65536 instructions";
    // the vertex is still emitted with the results so far (notes §6: every
    // executed instruction counts, branches included).
    let src = vp2("MOV o[COL0], v[1];\nloop:\nADD R0, R0, v[1];\nBRA loop;");
    let r = run(&src, &[("v[1]", [1.0; 4])]);
    assert_eq!(r.outcome.end(), End::Budget);
    assert_eq!(r.outcome.executed(), 65_536);
    assert_vec(r.get("o[COL0]"), [1.0; 4]);
    // MOV, then 32767 (ADD, BRA) pairs and one last ADD.
    assert_vec(r.get("R0"), [32_768.0; 4]);
}

#[test]
fn vp1_runs_straight_through() {
    // §2.14.2.3: VP1 executes every instruction in order.
    let r = run(
        &vp10("MOV R0, v[1];\nADD R0, R0, R0;\nMOV o[COL0], R0;"),
        &[("v[1]", [1.0; 4])],
    );
    assert_vec(r.get("o[COL0]"), [2.0; 4]);
    assert_eq!(r.outcome.executed(), 4);
}

#[test]
fn raw_bits_survive_into_operands() {
    // Inputs are raw words: a quiet NaN with a payload is still a NaN and
    // propagates (payloads are unspecified, notes §4.0).
    let r = run_bits(
        &vp2("ADD R0, v[1], v[1];"),
        &[("v[1]", [0x7fc0_1234, 0x3f80_0000, 0, 0x8000_0000])],
    );
    let r0 = r.get("R0");
    assert!(r0[0].is_nan());
    assert_vec([r0[1], r0[2], r0[3], 0.0], [2.0, 0.0, -0.0, 0.0]);
}
