//! Executing `!!FP1.0` programs with the reference interpreter: every value
//! here comes from NV_fragment_program §3.11.4-§3.11.5 (section cited per
//! test) or from the notes' adopted resolutions (D-numbers).

use shasm_exec::{Env, Executable, Outcome};
use shasm_ir::{CcValue, File, Program};
use shasm_nv::fp;

/// A loaded program ready to run.
struct Fragment {
    program: Program,
    exe: Executable,
}

/// Find the register a name spells (`R0`, `f[TEX0]`, `p[3]`, a DECLAREd
/// name, `o[COLR]`).
fn locate(p: &Program, name: &str) -> (File, u32) {
    for d in &p.declarations {
        for i in d.first..=d.last {
            if d.spell(i).as_deref() == Some(name) {
                return (d.file, i);
            }
        }
    }
    panic!("no register spelled {name}");
}

impl Fragment {
    fn new(text: &str) -> Fragment {
        let program = match fp::load(text) {
            Ok(p) => p.program,
            Err(e) => panic!("{}", shasm_diag::render("t.fp", text, &e.diagnostics.0)),
        };
        let exe = Executable::new(&program).unwrap();
        Fragment { program, exe }
    }

    fn env(&self, inputs: &[(&str, [u32; 4])]) -> Env {
        let mut env = self.exe.env();
        for (name, v) in inputs {
            let (file, index) = locate(&self.program, name);
            env.set(file, index, *v).unwrap();
        }
        env
    }

    fn run(&self, inputs: &[(&str, [f32; 4])]) -> Outcome {
        let raw: Vec<(&str, [u32; 4])> = inputs
            .iter()
            .map(|(n, v)| (*n, v.map(f32::to_bits)))
            .collect();
        self.exe.run(&self.env(&raw)).unwrap()
    }

    fn run_bits(&self, inputs: &[(&str, [u32; 4])]) -> Outcome {
        self.exe.run(&self.env(inputs)).unwrap()
    }

    fn bits(&self, o: &Outcome, name: &str) -> [u32; 4] {
        let (file, index) = locate(&self.program, name);
        o.get(file, index).unwrap()
    }

    fn get(&self, o: &Outcome, name: &str) -> [f32; 4] {
        self.bits(o, name).map(f32::from_bits)
    }
}

/// Run `instrs` (which must write R0) with no inputs; R0's words.
fn r0(instrs: &str) -> [u32; 4] {
    let f = Fragment::new(&format!("!!FP1.0\n{instrs}\nMOV o[COLR], R0;\nEND\n"));
    let o = f.run(&[]);
    f.bits(&o, "R0")
}

fn r0f(instrs: &str) -> [f32; 4] {
    r0(instrs).map(f32::from_bits)
}

const NAN: f32 = f32::NAN;
const INF: f32 = f32::INFINITY;

/// Bitwise comparison that lets any NaN match NaN.
fn same(a: f32, b: f32) -> bool {
    (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
}

fn assert_same(got: [f32; 4], want: [f32; 4]) {
    assert!(
        got.iter().zip(want).all(|(g, w)| same(*g, w)),
        "got {got:?}, want {want:?}"
    );
}

fn cc_names(o: &Outcome) -> [&'static str; 4] {
    o.cc(0).map(CcValue::nv_name)
}

// ---- condition codes and destination update (§3.11.4.4) -------------------

#[test]
fn spec_example_of_write_masks_and_cc() {
    // §3.11.4.4: R1 = (-2, 0, 2, NaN).
    let f = Fragment::new(
        "!!FP1.0\nMOVC R0, p[1];\nMOV R2, R0;\nMOVC R0.xyz, p[1].yzwx;\nMOV R3, R0;\nMOVC R0 (NE), p[1].zywx;\nMOV o[COLR], R0;\nEND\n",
    );
    let o = f.run(&[("p[1]", [-2.0, 0.0, 2.0, NAN])]);
    assert_same(f.get(&o, "R2"), [-2.0, 0.0, 2.0, NAN]);
    assert_same(f.get(&o, "R3"), [0.0, 2.0, NAN, NAN]);
    assert_same(f.get(&o, "R0"), [0.0, 0.0, NAN, -2.0]);
    assert_eq!(cc_names(&o), ["EQ", "EQ", "UN", "LT"]);
}

#[test]
fn cc_starts_at_eq_and_kil_tests_it() {
    // §3.11.1.4: the CC is initialised to EQ; notes §10.1 #1.
    let f = Fragment::new(
        "!!FP1.0\nMOV R0 (EQ), 1;\nMOV R1 (NE), 1;\nKIL EQ;\nMOV o[COLR], R0;\nEND\n",
    );
    let o = f.run(&[]);
    assert_eq!(f.get(&o, "R0"), [1.0; 4]);
    assert_eq!(f.get(&o, "R1"), [0.0; 4]);
    assert!(o.killed());

    // §3.11.5.11: KIL discards if ANY swizzled component passes.
    let f = Fragment::new("!!FP1.0\nMOVC RC, p[0];\nKIL LT.y;\nMOV o[COLR], R0;\nEND\n");
    assert!(f.run(&[("p[0]", [1.0, -1.0, 1.0, 1.0])]).killed());
    assert!(!f.run(&[("p[0]", [-1.0, 1.0, -1.0, -1.0])]).killed());
    let f = Fragment::new("!!FP1.0\nMOVC RC, p[0];\nKIL GT;\nMOV o[COLR], R0;\nEND\n");
    assert!(f.run(&[("p[0]", [0.0, 0.0, 0.0, 1.0])]).killed());
    assert!(!f.run(&[("p[0]", [0.0, -1.0, NAN, 0.0])]).killed());
    // UN passes only NE and TR (§3.11.4.4).
    let f = Fragment::new("!!FP1.0\nMOVC RC, p[0];\nKIL NE.x;\nMOV o[COLR], R0;\nEND\n");
    assert!(f.run(&[("p[0]", [NAN, 0.0, 0.0, 0.0])]).killed());
    let f = Fragment::new("!!FP1.0\nMOVC RC, p[0];\nKIL FL;\nMOV o[COLR], R0;\nEND\n");
    assert!(!f.run(&[("p[0]", [NAN, 0.0, 0.0, 0.0])]).killed());
}

#[test]
fn cc_comes_from_the_converted_value() {
    // notes D3 and §3.4: "MOVRC H0.x, 1e-30 stores 0 in fp16, so CC.x = EQ".
    let f = Fragment::new(
        "!!FP1.0\nMOVRC H0.x, 1e-30;\nMOVC HC.y, 1e-30;\nMOVC RC.z, 1e-30;\nMOV o[COLR], R0;\nEND\n",
    );
    let o = f.run(&[]);
    assert_eq!(f.get(&o, "H0")[0], 0.0);
    assert_eq!(cc_names(&o), ["EQ", "EQ", "GT", "EQ"]);
}

#[test]
fn cc_updates_only_written_components() {
    // §3.11.4.4: components not enabled keep their CC.
    let f = Fragment::new(
        "!!FP1.0\nMOVC RC, p[0];\nSUBC RC.x, 1, 2;\nMOVC R0 (GT), p[1];\nMOV o[COLR], R0;\nEND\n",
    );
    let o = f.run(&[
        ("p[0]", [1.0, 1.0, -1.0, 0.0]),
        ("p[1]", [-5.0, 0.0, 7.0, 7.0]),
    ]);
    // After SUBC: (LT, GT, LT, EQ); the MOVC writes y only (GT) with 0.
    assert_eq!(f.get(&o, "R0"), [0.0, 0.0, 0.0, 0.0]);
    assert_eq!(cc_names(&o), ["LT", "EQ", "LT", "EQ"]);
}

#[test]
fn raw_denormal_words_classify_as_zero() {
    // §3.11.4.1: an fp32 word with exponent 0 decodes as ±0; PK2H(1, 0) is
    // the word 0x00003C00 (notes §5.6), which a raw MOV keeps.
    let f = Fragment::new("!!FP1.0\nPK2H R1, {1, 0};\nMOVC R0, R1;\nMOV o[COLR], R0;\nEND\n");
    let o = f.run(&[]);
    assert_eq!(f.bits(&o, "R0"), [0x0000_3C00; 4]);
    assert_eq!(cc_names(&o), ["EQ"; 4]);
}

// ---- precision and conversions (§3.11.4.1, §3.11.4.2) ---------------------

#[test]
fn fp16_conversion_rules() {
    // §3.11.4.2: >= 2^16 become INF; notes D7: RNE, so 65520 is INF and
    // 65519 rounds to 65504; fp16 keeps denormals (2^-24 is the smallest).
    assert_eq!(
        r0f("MOVH R0, {65519, 65520, -65536, 65504};"),
        [65504.0, INF, -INF, 65504.0]
    );
    assert_eq!(
        r0f("MOVH R0, {5.9604645e-8, 1e-7, 1e-30, -1e-30};"),
        [2f32.powi(-24), 2f32.powi(-23), 0.0, -0.0]
    );
    // H registers store fp16; writing one rounds (§3.11.4.4).
    let f = Fragment::new("!!FP1.0\nMOVR H0, 0.1;\nMOV o[COLH], 0.1;\nEND\n");
    let o = f.run(&[]);
    let h = half::f16::from_f32(0.1).to_f32();
    assert_eq!(f.get(&o, "H0"), [h; 4]);
    assert_eq!(f.get(&o, "o[COLH]"), [h; 4]);
}

#[test]
fn fx12_conversion_rules() {
    // §3.11.4.2: fx12 clamps to [-2, 2047/1024], NaN becomes 0.
    let max = 2047.0 / 1024.0;
    assert_eq!(
        r0f("MOVX R0, {3, -5, 0.5, 1.9990234375};"),
        [max, -2.0, 0.5, max]
    );
    let f = Fragment::new("!!FP1.0\nMOVX R0, p[0];\nMOV o[COLR], R0;\nEND\n");
    let o = f.run(&[("p[0]", [NAN, INF, -INF, 1.0 / 3.0])]);
    // notes D7: round to nearest: 1/3 -> 341/1024.
    assert_eq!(f.get(&o, "R0"), [0.0, max, -2.0, 341.0 / 1024.0]);
    // notes D10: only the final result is clamped: 1.5*1.5 - 1 = 1.25.
    assert_eq!(r0f("MADX R0, 1.5, 1.5, -1;"), [1.25; 4]);
    // An X instruction never produces NaN (notes §3.3).
    assert_eq!(
        r0f("MOV R1, {0.25, 1.5, -1.5, 1};\nADDX R0, {0.5, 1.5, -1.5, 1}, R1;"),
        [0.75, max, -2.0, max]
    );
}

#[test]
fn fp32_override_for_texture_coordinates_and_fog() {
    // §3.11.4.2: instructions reading f[FOGC] or f[TEXn] compute at fp32
    // whatever the suffix; f[WPOS]/f[COL0]/f[COL1] do not (notes §3.2).
    let f = Fragment::new(
        "!!FP1.0\nMOVX R0, f[TEX0];\nMOVX R1, f[WPOS];\nADDH R2, f[FOGC], 0.0001;\nADDH R3, f[COL0], 0.0001;\nMOVX H4, f[TEX0];\nMOV o[COLR], R0;\nEND\n",
    );
    let o = f.run(&[
        ("f[TEX0]", [3.0, -5.0, 0.1, 1.0]),
        ("f[WPOS]", [3.0, -5.0, 0.1, 1.0]),
        ("f[FOGC]", [1.0, 0.0, 0.0, 0.0]),
        ("f[COL0]", [1.0, 1.0, 1.0, 1.0]),
    ]);
    assert_eq!(f.get(&o, "R0"), [3.0, -5.0, 0.1, 1.0]);
    assert_eq!(
        f.get(&o, "R1"),
        [2047.0 / 1024.0, -2.0, 102.0 / 1024.0, 1.0]
    );
    assert_eq!(f.get(&o, "R2")[0], 1.0f32 + 0.0001f32);
    // In fp16, 1 + 0.0001 is 1.
    assert_eq!(f.get(&o, "R3")[0], 1.0);
    // The result is still converted to the destination's type.
    assert_eq!(f.get(&o, "H4")[2], half::f16::from_f32(0.1).to_f32());
}

#[test]
fn precision_defaults_to_the_destination() {
    // §3.11.4.2: no suffix -> the destination register's precision.
    let f = Fragment::new(
        "!!FP1.0\nMOV R1, p[0];\nADD R0, R1, 1;\nADD H0, R1, 1;\nMOV o[COLR], R0;\nEND\n",
    );
    let o = f.run(&[("p[0]", [0.0001, 0.0, 0.0, 0.0])]);
    assert_eq!(f.get(&o, "R0")[0], 0.0001f32 + 1.0);
    assert_eq!(f.get(&o, "H0")[0], 1.0);
}

#[test]
fn saturation() {
    // §3.11.4.4 pseudo-code: `< 0` then `> 1`, so NaN passes (D9) and -0
    // stays -0; it applies to plain MOVs too.
    let f = Fragment::new(
        "!!FP1.0\nMOV_SAT R0, p[0];\nMOVR_SAT R1, p[0];\nMOV R2, p[0];\nADDH_SAT H0, R2, 0;\nMOV o[COLR], R0;\nEND\n",
    );
    let o = f.run(&[("p[0]", [NAN, -0.0, 2.0, -1.0])]);
    assert_same(f.get(&o, "R0"), [NAN, -0.0, 1.0, 0.0]);
    assert_same(f.get(&o, "R1"), [NAN, -0.0, 1.0, 0.0]);
    assert_same(f.get(&o, "H0"), [NAN, 0.0, 1.0, 0.0]);
}

#[test]
fn moves_keep_raw_words() {
    // notes §3.1 / §5.1: an fp32->fp32 MOV keeps NaN payloads and packed
    // words; the temporaries start at zero, outputs are only what is written.
    let f = Fragment::new("!!FP1.0\nMOV R0, p[0];\nMOV o[COLR], -R0;\nEND\n");
    let o = f.run_bits(&[("p[0]", [0x7FA0_0001, 0xFFFF_0000, 0x0000_3C00, 0x8000_0000])]);
    assert_eq!(
        f.bits(&o, "R0"),
        [0x7FA0_0001, 0xFFFF_0000, 0x0000_3C00, 0x8000_0000]
    );
    assert_eq!(
        f.bits(&o, "o[COLR]"),
        [0xFFA0_0001, 0x7FFF_0000, 0x8000_3C00, 0]
    );
    assert_eq!(f.bits(&o, "R1"), [0; 4]);
    assert_eq!(o.written(File::Temp, 1), 0);
}

// ---- arithmetic instructions (§3.11.5) ------------------------------------

#[test]
fn set_on_instructions_never_give_nan() {
    // §3.11.5.28-35 special cases; NaN compares false except SNE (notes
    // §5.1), unlike NV_vertex_program2.
    let f = Fragment::new(
        "!!FP1.0
MOV R10, p[0];
MOV R11, p[1];
SEQ R0, R10, R11;
SNE R1, R10, R11;
SLT R2, R10, R11;
SGE R3, R10, R11;
SGT R4, R10, R11;
SLE R5, R10, R11;
SFL R6, R10, R10;
STR R7, R10, R10;
MOV o[COLR], R0;
END",
    );
    // Columns: (NaN, x), (-0, +0), (+INF, +INF), (1, 2).
    let o = f.run(&[
        ("p[0]", [NAN, -0.0, INF, 1.0]),
        ("p[1]", [1.0, 0.0, INF, 2.0]),
    ]);
    assert_eq!(f.get(&o, "R0"), [0.0, 1.0, 1.0, 0.0]);
    // D6: SNE(-0, +0) = 0.
    assert_eq!(f.get(&o, "R1"), [1.0, 0.0, 0.0, 1.0]);
    assert_eq!(f.get(&o, "R2"), [0.0, 0.0, 0.0, 1.0]);
    assert_eq!(f.get(&o, "R3"), [0.0, 1.0, 1.0, 0.0]);
    assert_eq!(f.get(&o, "R4"), [0.0, 0.0, 0.0, 0.0]);
    assert_eq!(f.get(&o, "R5"), [0.0, 1.0, 1.0, 1.0]);
    assert_eq!(f.get(&o, "R6"), [0.0; 4]);
    assert_eq!(f.get(&o, "R7"), [1.0; 4]);
    // notes §5.1: with X both operands are clamped first.
    assert_eq!(r0f("SGEX R0, 3, 4;"), [1.0; 4]);
}

#[test]
fn min_max_propagate_nan() {
    // §3.11.5.16/17: max(NaN, x) = NaN; D22: max(-0,+0) = +0, min = -0.
    let f = Fragment::new(
        "!!FP1.0\nMOV R10, p[0];\nMOV R11, p[1];\nMAX R0, R10, R11;\nMIN R1, R10, R11;\nMOV o[COLR], R0;\nEND\n",
    );
    let o = f.run(&[
        ("p[0]", [NAN, 1.0, -0.0, 0.0]),
        ("p[1]", [1.0, NAN, 0.0, -0.0]),
    ]);
    assert_same(f.get(&o, "R0"), [NAN, NAN, 0.0, 0.0]);
    assert_same(f.get(&o, "R1"), [NAN, NAN, -0.0, -0.0]);
}

#[test]
fn add_mul_special_cases() {
    // §3.11.5.1 / §3.11.5.19.
    let f = Fragment::new(
        "!!FP1.0\nMOV R10, p[0];\nMOV R11, p[1];\nADD R0, R10, R11;\nMUL R1, R10, R11;\nSUB R2, R10, |R11|;\nMOV o[COLR], R0;\nEND\n",
    );
    let o = f.run(&[
        ("p[0]", [INF, -0.0, 0.0, -0.0]),
        ("p[1]", [-INF, -0.0, INF, 3.0]),
    ]);
    assert_same(f.get(&o, "R0"), [NAN, -0.0, INF, 3.0]);
    assert_same(f.get(&o, "R1"), [-INF, 0.0, NAN, -0.0]);
    // SUB R0, R1, |R2| is ADD R0, R1, -|R2|.
    assert_same(f.get(&o, "R2"), [NAN, -0.0, -INF, -3.0]);
}

#[test]
fn floor_and_fraction() {
    // §3.11.5.9/10: floor(-3.6) = -4; FRC(-1.7) = 0.3; FRC(±0) = +0;
    // FRC(±INF) = NaN; floor keeps ±0 and ±INF.
    let f = Fragment::new(
        "!!FP1.0\nFLR R0, p[0];\nFRC R1, p[0];\nFRC R2, p[1];\nFLR R3, p[1];\nMOV o[COLR], R0;\nEND\n",
    );
    let o = f.run(&[
        ("p[0]", [-3.6, 2.3, -1.75, -0.0]),
        ("p[1]", [INF, -INF, 0.0, NAN]),
    ]);
    assert_same(f.get(&o, "R0"), [-4.0, 2.0, -2.0, -0.0]);
    assert_same(f.get(&o, "R1"), [-3.6f32 + 4.0, 2.3f32 - 2.0, 0.25, 0.0]);
    assert_same(f.get(&o, "R2"), [NAN, NAN, 0.0, NAN]);
    assert_same(f.get(&o, "R3"), [INF, -INF, 0.0, NAN]);
}

#[test]
fn transcendental_special_cases() {
    // §3.11.5.2, .8, .12, .25, .27, .32.
    let f = Fragment::new(
        "!!FP1.0
RCP R0.x, p[0].x; RCP R0.y, p[0].y; RCP R0.z, p[0].z; RCP R0.w, p[0].w;
RSQ R1.x, p[0].x; RSQ R1.y, p[0].y; RSQ R1.z, p[1].x; RSQ R1.w, p[1].z;
LG2 R2.x, p[0].x; LG2 R2.y, p[0].y; LG2 R2.z, p[1].x; LG2 R2.w, p[0].w;
EX2 R3.x, p[0].w; EX2 R3.y, p[0].z; EX2 R3.z, p[0].y; EX2 R3.w, p[1].y;
COS R4.x, p[0].x; COS R4.y, p[0].z; SIN R4.z, p[0].y; SIN R4.w, p[0].z;
MOV o[COLR], R0;
END",
    );
    let o = f.run(&[
        ("p[0]", [0.0, -0.0, INF, -INF]),
        ("p[1]", [-4.0, 3.0, 4.0, 0.0]),
    ]);
    assert_same(f.get(&o, "R0"), [INF, -INF, 0.0, -0.0]);
    // RSQ has no implicit absolute value: RSQ(-0) = -INF, RSQ(-4) = NaN.
    assert_same(f.get(&o, "R1"), [INF, -INF, NAN, 0.5]);
    assert_same(f.get(&o, "R2"), [-INF, -INF, NAN, NAN]);
    assert_same(f.get(&o, "R3"), [0.0, INF, 1.0, 8.0]);
    assert_same(f.get(&o, "R4"), [1.0, NAN, -0.0, NAN]);
}

#[test]
fn pow_special_cases() {
    // §3.11.5.24 rules 1-14 (rule 10 as corrected by notes D5).
    let cases: [(f32, f32, f32); 14] = [
        (-2.0, 2.0, NAN), // 1: negative base, even an integer exponent
        (NAN, 1.0, NAN),  // 2
        (0.0, 0.0, NAN),  // 3: 0^0
        (INF, 0.0, NAN),  // 4
        (1.0, INF, NAN),  // 5
        (-0.0, 2.0, 0.0), // 6
        (0.0, -2.0, INF), // 7
        (1.0, 5.0, 1.0),  // 8
        (INF, 2.0, INF),  // 9
        (INF, -2.0, 0.0), // 10 (D5)
        (3.0, 0.0, 1.0),  // 11
        (0.5, INF, 0.0),  // 13
        (2.0, INF, INF),  // 13
        (0.5, -INF, INF), // 14
    ];
    let f = Fragment::new("!!FP1.0\nPOW R0, p[0].x, p[0].y;\nMOV o[COLR], R0;\nEND\n");
    for (a, b, want) in cases {
        let got = f.get(&f.run(&[("p[0]", [a, b, 0.0, 0.0])]), "R0")[0];
        assert!(same(got, want), "pow({a}, {b}) = {got}, want {want}");
    }
    // Rule 12: pow(x, 1) ~= x; exact powers of two are exact.
    assert_eq!(r0f("POW R0, 2, 10;"), [1024.0; 4]);
}

#[test]
fn lit_follows_pow_without_clamping_w() {
    // §3.11.5.13 and notes §5.3.
    let f = Fragment::new("!!FP1.0\nLIT R0, p[0];\nMOV o[COLR], R0;\nEND\n");
    let lit = |v: [f32; 4]| f.get(&f.run(&[("p[0]", v)]), "R0");
    assert_eq!(lit([0.5, 4.0, 0.0, 2.0]), [1.0, 0.5, 16.0, 1.0]);
    assert_eq!(lit([-1.0, 4.0, 0.0, 2.0]), [1.0, 0.0, 0.0, 1.0]);
    // y <= 0 and w = 0 -> POW(0, 0) = NaN; w < 0 -> +INF; y > 0, w = 0 -> 1.
    assert_same(lit([1.0, -1.0, 0.0, 0.0]), [1.0, 1.0, NAN, 1.0]);
    assert_same(lit([1.0, 0.0, 0.0, -1.0]), [1.0, 1.0, INF, 1.0]);
    assert_same(lit([1.0, 3.0, 0.0, 0.0]), [1.0, 1.0, 1.0, 1.0]);
    // No clamp of the exponent (vertex programs clamp at 128): 2^200 = INF.
    assert_same(lit([1.0, 2.0, 0.0, 200.0]), [1.0, 1.0, INF, 1.0]);
}

#[test]
fn lrp_dst_x2d_rfl_dp() {
    // §3.11.5.14: the first operand is the weight.
    assert_eq!(r0f("LRP R0, 0.25, 4, 8;"), [7.0; 4]);
    // §3.11.5.7: (1, a.y*b.y, a.z, b.w).
    let f = Fragment::new(
        "!!FP1.0\nMOV R10, p[0];\nMOV R11, p[1];\nMOV R12, p[2];\nMOV R13, p[3];\nMOV R14, p[4];\nDST R0, R10, R11;\nX2D R1, R10, R11, R12;\nDP3 R2, R10, R11;\nDP4 R3, R10, R11;\nRFL R4.xyz, R13, R14;\nMOV o[COLR], R0;\nEND\n",
    );
    let o = f.run(&[
        ("p[0]", [1.0, 2.0, 3.0, 4.0]),
        ("p[1]", [3.0, 4.0, 5.0, 6.0]),
        ("p[2]", [5.0, 6.0, 7.0, 8.0]),
        ("p[3]", [0.0, 0.0, 2.0, 9.0]),
        ("p[4]", [1.0, 0.0, -1.0, 9.0]),
    ]);
    assert_eq!(f.get(&o, "R0"), [1.0, 8.0, 3.0, 6.0]);
    // §3.11.5.45: x = 1 + 3*5 + 4*6 = 40, y = 2 + 3*7 + 4*8 = 55.
    assert_eq!(f.get(&o, "R1"), [40.0, 55.0, 40.0, 55.0]);
    assert_eq!(f.get(&o, "R2"), [26.0; 4]);
    assert_eq!(f.get(&o, "R3"), [50.0; 4]);
    // §3.11.5.26: k = 2 (a.b) / (a.a) = -1; k a - b = (-1, 0, -1); w untouched.
    assert_eq!(f.get(&o, "R4"), [-1.0, 0.0, -1.0, 0.0]);
    assert_eq!(o.written(File::Temp, 4), 0b0111);
}

// ---- pack and unpack (§3.11.5.20-23, 41-44) -------------------------------

#[test]
fn pack_instructions_are_bit_exact() {
    // notes §5.6 examples.
    assert_eq!(r0("PK2H R0, {1, 0};"), [0x0000_3C00; 4]);
    assert_eq!(r0("PK2H R0, {-2, 65520};"), [0x7C00_C000; 4]);
    assert_eq!(r0("PK2US R0, {0, 1};"), [0xFFFF_0000; 4]);
    assert_eq!(r0("PK2US R0, {-1, 0.5};"), [0x8000_0000; 4]);
    assert_eq!(r0("PK4B R0, {-2, 0, 1, 5};"), [0xFFFF_8000; 4]);
    assert_eq!(r0("PK4UB R0, {0, 1, 0.5, -3};"), [0x0080_FF00; 4]);
    // NaN packs as 0 (D21).
    let f = Fragment::new("!!FP1.0\nPK4UB R0, p[0];\nMOV o[COLR], R0;\nEND\n");
    let o = f.run(&[("p[0]", [NAN, 1.0, NAN, 1.0])]);
    assert_eq!(f.bits(&o, "R0"), [0xFF00_FF00; 4]);
}

#[test]
fn unpack_instructions() {
    // §3.11.5.41-44; "UP4UB R0, 1.0" reads 0x3F800000 (notes §5.6).
    assert_eq!(
        r0f("UP4UB R0, 1.0;"),
        [
            0.0,
            0.0,
            (128.0f64 / 255.0) as f32,
            (63.0f64 / 255.0) as f32
        ]
    );
    let f = Fragment::new(
        "!!FP1.0\nUP2H R0, p[0].x;\nUP2US R1, p[0].y;\nUP4B R2, p[0].z;\nUP4UB R3, p[0].w;\nUP2H R4, -p[0].x;\nUP2H H5, p[0].x;\nMOV o[COLR], R0;\nEND\n",
    );
    let o = f.run_bits(&[("p[0]", [0xC000_3C00, 0xFFFF_0000, 0xFF80_0100, 0x00FF_7F01])]);
    assert_eq!(f.get(&o, "R0"), [1.0, -2.0, 1.0, -2.0]);
    assert_eq!(f.get(&o, "R1"), [0.0, 1.0, 0.0, 1.0]);
    assert_eq!(
        f.get(&o, "R2"),
        // Bytes 0x00, 0x01, 0x80, 0xFF from the least significant.
        [(-128.0f64 / 127.0) as f32, -1.0, 0.0, 1.0]
    );
    assert_eq!(
        f.get(&o, "R3"),
        [(1.0f64 / 255.0) as f32, (127.0f64 / 255.0) as f32, 1.0, 0.0]
    );
    // D12: a negation flips the raw word's sign bit: 0x4000_3C00.
    assert_eq!(f.get(&o, "R4"), [1.0, 2.0, 1.0, 2.0]);
    assert_eq!(f.get(&o, "H5"), [1.0, -2.0, 1.0, -2.0]);
}

#[test]
fn pack_unpack_round_trips() {
    // "The PK* instruction can be reversed by the UP* instruction" for
    // representable values (notes §5.6).
    let f = Fragment::new(
        "!!FP1.0\nPK2H R0, p[0];\nUP2H R1, R0.x;\nPK2US R0, p[1];\nUP2US R2, R0.y;\nPK4B R0, p[2];\nUP4B R3, R0.z;\nPK4UB R0, p[3];\nUP4UB R4, R0.w;\nMOV o[COLR], R0;\nEND\n",
    );
    for k in [0u32, 1, 2, 100, 127, 128, 200, 254, 255] {
        let h = half::f16::from_bits((k * 257) as u16).to_f32();
        let us = (f64::from(k * 257) / 65535.0) as f32;
        let b = ((f64::from(k) - 128.0) / 127.0) as f32;
        let ub = (f64::from(k) / 255.0) as f32;
        let o = f.run(&[
            ("p[0]", [h, -h, 0.0, 0.0]),
            ("p[1]", [us, us, 0.0, 0.0]),
            ("p[2]", [b, b, b, b]),
            ("p[3]", [ub, ub, ub, ub]),
        ]);
        if !h.is_nan() {
            assert_eq!(f.get(&o, "R1"), [h, -h, h, -h], "k = {k}");
        }
        assert_eq!(f.get(&o, "R2"), [us; 4], "k = {k}");
        assert_eq!(f.get(&o, "R3"), [b; 4], "k = {k}");
        assert_eq!(f.get(&o, "R4"), [ub; 4], "k = {k}");
    }
}

// ---- quads and derivatives (§3.11.5.3-4) ----------------------------------

fn quad(f: &Fragment, per_lane: impl Fn(usize) -> Vec<(&'static str, [f32; 4])>) -> [Outcome; 4] {
    let envs: Vec<Env> = (0..4)
        .map(|lane| {
            let raw: Vec<(&str, [u32; 4])> = per_lane(lane)
                .into_iter()
                .map(|(n, v)| (n, v.map(f32::to_bits)))
                .collect();
            f.env(&raw)
        })
        .collect();
    f.exe
        .run_quad([&envs[0], &envs[1], &envs[2], &envs[3]])
        .unwrap()
}

/// Window position of a lane of the quad at (10, 20): lane 1 is to the
/// right, lane 2 above (window y points up).
fn wpos(lane: usize) -> [f32; 4] {
    let x = 10.0 + (lane & 1) as f32 + 0.5;
    let y = 20.0 + (lane >> 1) as f32 + 0.5;
    [x, y, 0.5, 1.0]
}

#[test]
fn derivatives_over_a_quad() {
    // notes §5.5: DDX(f[WPOS].x) = +1, DDY(f[WPOS].y) = +1; exact for data
    // linear in x and y. A killed lane still runs as a helper.
    let f = Fragment::new(
        "!!FP1.0\nDDX R0, f[WPOS];\nDDY R1, f[WPOS];\nMOVC RC.x, f[TEX0].w;\nKIL GT.x;\nDDX R2, f[TEX0];\nDDYH H3, f[TEX0];\nMOV o[COLR], R0;\nEND\n",
    );
    let outs = quad(&f, |lane| {
        let [x, y, ..] = wpos(lane);
        vec![
            ("f[WPOS]", wpos(lane)),
            // f = (3x + 2y, -x, 0.5y, killed?)
            (
                "f[TEX0]",
                [
                    3.0 * x + 2.0 * y,
                    -x,
                    0.5 * y,
                    if lane == 3 { 1.0 } else { 0.0 },
                ],
            ),
        ]
    });
    for (lane, o) in outs.iter().enumerate() {
        assert_eq!(f.get(o, "R0")[..2], [1.0, 0.0], "lane {lane}");
        assert_eq!(f.get(o, "R1")[..2], [0.0, 1.0], "lane {lane}");
        assert_eq!(f.get(o, "R2")[..3], [3.0, -1.0, 0.0], "lane {lane}");
        assert_eq!(f.get(o, "H3")[..3], [2.0, 0.0, 0.5], "lane {lane}");
        assert_eq!(o.killed(), lane == 3);
    }
}
