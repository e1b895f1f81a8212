//! NV condition codes set by float results, and XPD, translate to TGSI
//! (crates/tgsi/src/cc.rs, xpd.rs): the translation keeps each condition
//! code register's last written words in a hidden TEMP and tests them with
//! TGSI's set-on instructions. Both programs run in the reference
//! interpreter and must compute the same words in every register the
//! source has (the translation's own TEMPs come after them), kill the same
//! fragments and emit the same vertices. Integer results that clear OF and
//! CF update the condition code too (tests in cc_tgsi/integer.rs); the
//! integer flags of ADD, SUB, MAD and SAD stay refused, with the reason.

use shasm::driver::{Input, Options};
use shasm::report::Report;
use shasm::{Inputs, Program};
use shasm_ir::File;

mod translate_common;
use translate_common::{agree, gl_initial_matrix_rows, load, tgsi_name};

#[path = "cc_tgsi/integer.rs"]
mod integer;

const NAN: f32 = f32::NAN;
const INF: f32 = f32::INFINITY;

/// The source program, its translation and the translated text.
fn translate(name: &str, source: &str) -> (Program, Program, String) {
    let program = load(name, source);
    let text = program
        .translate("tgsi")
        .unwrap_or_else(|e| panic!("does not translate: {e}\n{source}"))
        .text;
    let tgsi = load("program.tgsi", &text);
    (program, tgsi, text)
}

/// Set `name` to `values` in both programs' inputs.
fn set_both(source: &Program, a: &mut Inputs<'_>, b: &mut Inputs<'_>, name: &str, values: &[f32]) {
    a.set(name, values)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let there = tgsi_name(source, name);
    b.set(&there, values)
        .unwrap_or_else(|e| panic!("{there}: {e}"));
}

/// Translate `source`, run both with `sets` (source names), check they
/// agree and return the TGSI run and the text.
fn same_words(name: &str, source: &str, sets: &[(&str, [f32; 4])]) -> (Report, String) {
    let (program, tgsi, text) = translate(name, source);
    let mut a = program.inputs().expect("inputs");
    let mut b = tgsi.inputs().expect("inputs");
    for (n, v) in sets {
        set_both(&program, &mut a, &mut b, n, v);
    }
    let ra = program.run_with(&a).expect("source runs");
    let rb = tgsi.run_with(&b).expect("TGSI runs");
    agree(&ra, &rb, &text);
    (rb, text)
}

/// TEMP[n]'s words in a report (0 where not written).
fn temp(report: &Report, n: u32) -> [u32; 4] {
    report
        .temps
        .iter()
        .find(|e| e.file == File::Temp && e.index == n)
        .map_or([0; 4], |e| e.bits)
}

/// TEMP[n] as floats.
fn temp_f(report: &Report, n: u32) -> [f32; 4] {
    temp(report, n).map(f32::from_bits)
}

/// The codes and messages of a refused translation.
fn refusal(name: &str, source: &str) -> Vec<(String, String)> {
    match load(name, source).translate("tgsi") {
        Ok(t) => panic!("translated:\n{}", t.text),
        Err(e) => e
            .diagnostics()
            .iter()
            .map(|d| (d.code.unwrap_or("").to_string(), d.message.clone()))
            .collect(),
    }
}

/// Per component: 1.0 where `pass`, else 0.0.
fn ones(pass: [u8; 4]) -> [f32; 4] {
    pass.map(f32::from)
}

/// The eight NV rules, each as a conditional write of 1 into a zeroed
/// TEMP, on CC0 (set from `a`) and on CC1 (set from `b`).
const RULES: [&str; 8] = ["EQ", "NE", "LT", "LE", "GT", "GE", "TR", "FL"];

fn rule_program(
    header: &str,
    update0: &str,
    update1: &str,
    test: &dyn Fn(&str, u32) -> String,
) -> String {
    let mut text = format!("{header}\nTEMP t0, t1;\n");
    let names: Vec<String> = (0..16).map(|k| format!("r{k}")).collect();
    text.push_str(&format!("TEMP {};\n", names.join(", ")));
    text.push_str(update0);
    text.push_str(update1);
    for (k, rule) in RULES.iter().enumerate() {
        for cc in 0..2u32 {
            let r = &names[k * 2 + cc as usize];
            text.push_str(&format!("MOV {r}, 0;\nMOV {r} ({}), 1;\n", test(rule, cc)));
        }
    }
    text.push_str("MOV result.position, t0;\nEND\n");
    text
}

/// NV_vertex_program2 §2.14.1.7 / NV_gpu_program4 Table X.16 on the
/// classes LT, EQ, GT, UN (NaN: SF and ZF set, passes only NE and TR).
/// a = (1, -1, 0, -0): GT, LT, EQ, EQ (-0 equals 0). b = (NaN, +Inf,
/// -Inf, 1): UN, GT, LT, GT.
fn expected_rules() -> [[[u8; 4]; 2]; 8] {
    [
        [[0, 0, 1, 1], [0, 0, 0, 0]], // EQ
        [[1, 1, 0, 0], [1, 1, 1, 1]], // NE
        [[0, 1, 0, 0], [0, 0, 1, 0]], // LT
        [[0, 1, 1, 1], [0, 0, 1, 0]], // LE
        [[1, 0, 0, 0], [0, 1, 0, 1]], // GT
        [[1, 0, 1, 1], [0, 1, 0, 1]], // GE
        [[1, 1, 1, 1], [1, 1, 1, 1]], // TR
        [[0, 0, 0, 0], [0, 0, 0, 0]], // FL
    ]
}

const A: [f32; 4] = [1.0, -1.0, 0.0, -0.0];
const B: [f32; 4] = [NAN, INF, -INF, 1.0];

#[test]
fn every_rule_on_every_class_of_value_gp4() {
    // NV_gpu_program4 §2.X.4.3: a float result sets SF for < 0 or NaN and
    // ZF for ±0 or NaN; OF and CF are 0. Tests name CC0/CC1 (`EQ1`).
    let source = rule_program(
        "!!NVvp4.0\nATTRIB a = vertex.attrib[1];\nATTRIB b = vertex.attrib[2];",
        "MOV.CC0 t0, a;\n",
        "MOV.CC1 t1, b;\n",
        &|rule, cc| format!("{rule}{cc}"),
    );
    let (report, text) = same_words(
        "rules.vp",
        &source,
        &[("vertex.attrib[1]", A), ("vertex.attrib[2]", B)],
    );
    for op in ["SEQ", "SNE", "SLT", "SGE", "IF"] {
        assert!(text.contains(op), "{op}\n{text}");
    }
    for (k, [pass0, pass1]) in expected_rules().iter().enumerate() {
        let r0 = 2 + 2 * k as u32;
        assert_eq!(
            temp_f(&report, r0),
            ones(*pass0),
            "{} CC0\n{text}",
            RULES[k]
        );
        assert_eq!(
            temp_f(&report, r0 + 1),
            ones(*pass1),
            "{} CC1\n{text}",
            RULES[k]
        );
    }
}

#[test]
fn every_rule_on_every_class_of_value_arb_nv_option() {
    // NV_vertex_program3 (ARB option): `MOVC0`/`MOVC1` and tests `EQ0`..`FL1`.
    let source = rule_program(
        "!!ARBvp1.0\nOPTION NV_vertex_program3;",
        "MOVC0 t0, vertex.attrib[1];\n",
        "MOVC1 t1, vertex.attrib[2];\n",
        &|rule, cc| format!("{rule}{cc}"),
    );
    let (report, text) = same_words(
        "rules.vp",
        &source,
        &[("vertex.attrib[1]", A), ("vertex.attrib[2]", B)],
    );
    for (k, [pass0, pass1]) in expected_rules().iter().enumerate() {
        let r0 = 2 + 2 * k as u32;
        assert_eq!(
            temp_f(&report, r0),
            ones(*pass0),
            "{} CC0\n{text}",
            RULES[k]
        );
        assert_eq!(
            temp_f(&report, r0 + 1),
            ones(*pass1),
            "{} CC1\n{text}",
            RULES[k]
        );
    }
}

#[test]
fn gp4_flag_rules_on_float_results() {
    // Table X.16 on float flags (OF = CF = 0): NAN = SF && ZF, LEG its
    // negation, SF/NSF, and the carry/overflow rules constant.
    let rules = [
        "NAN", "LEG", "SF", "NSF", "CF", "NCF", "OF", "NOF", "AB", "BLE",
    ];
    let mut source = String::from("!!NVvp4.0\nATTRIB b = vertex.attrib[2];\nTEMP t;\n");
    for k in 0..rules.len() {
        source.push_str(&format!("TEMP r{k};\n"));
    }
    source.push_str("MOV.CC t, b;\n");
    for (k, rule) in rules.iter().enumerate() {
        source.push_str(&format!("MOV r{k}, 0;\nMOV r{k} ({rule}), 1;\n"));
    }
    source.push_str("MOV result.position, t;\nEND\n");
    // b = (NaN, +Inf, -Inf, 1): UN, GT, LT, GT.
    let expected: [[u8; 4]; 10] = [
        [1, 0, 0, 0], // NAN
        [0, 1, 1, 1], // LEG
        [1, 0, 1, 0], // SF
        [0, 1, 0, 1], // NSF
        [0; 4],       // CF
        [1; 4],       // NCF
        [0; 4],       // OF
        [1; 4],       // NOF
        [0; 4],       // AB = CF && !ZF
        [1; 4],       // BLE = !CF || ZF
    ];
    let (report, text) = same_words("flags.vp", &source, &[("vertex.attrib[2]", B)]);
    for (k, pass) in expected.iter().enumerate() {
        assert_eq!(
            temp_f(&report, 1 + k as u32),
            ones(*pass),
            "{}\n{text}",
            rules[k]
        );
    }
}

#[test]
fn swizzled_tests_saturation_and_partial_updates() {
    // One-component and permuted swizzles pick the CC component per
    // destination component; `.SAT` clamps before the update (§2.X.4.1);
    // only written components update, and a conditional write tests the CC
    // as it was before the instruction.
    let source = "!!NVvp4.0
ATTRIB a = vertex.attrib[1];
TEMP t, s, x, p, u, w, after;
MOV.CC t, a;
MOV x, 0;
MOV x (LT.y), 1;
MOV p, 0;
MOV p (GT.wzyx), 1;
ADD.SAT.CC1 s, a, -0.5;
MOV u, 0;
MOV u (EQ1), 1;
MOV.CC t.xz, -1;
MOV w, 0;
MOV.CC w (LT), 1;
MOV after, 0;
MOV after (GT), 1;
MOV result.position, t;
END
";
    // a = (1, -1, 0, -0) (written into vertex.attrib[1]): CC = (GT, LT, EQ, EQ).
    let (report, text) = same_words("swz.vp", source, &[("vertex.attrib[1]", A)]);
    // LT.y: CC.y is LT, every component passes.
    assert_eq!(temp_f(&report, 2), [1.0; 4], "{text}");
    // GT.wzyx: component i tests CC[3 - i]: only w (CC.x, GT) passes.
    assert_eq!(temp_f(&report, 3), ones([0, 0, 0, 1]), "{text}");
    // a - 0.5 = (0.5, -1.5, -0.5, -0.5) clamped to (0.5, 0, 0, 0): EQ1 in y, z, w.
    assert_eq!(temp_f(&report, 1), [0.5, 0.0, 0.0, 0.0], "{text}");
    assert_eq!(temp_f(&report, 4), ones([0, 1, 1, 1]), "{text}");
    // MOV.CC t.xz, -1: CC = (LT, LT, LT, EQ). MOV.CC w (LT), 1 writes x, y, z
    // (LT before it) and makes them GT; w stays EQ.
    assert_eq!(temp_f(&report, 5), ones([1, 1, 1, 0]), "{text}");
    assert_eq!(temp_f(&report, 6), ones([1, 1, 1, 0]), "{text}");
}

#[test]
fn if_else_brk_cont_cal_and_ret_on_tests() {
    // §2.X.8.Z IF, BRK, CONT, CAL, RET: taken when the test passes for any
    // of the swizzled components. The CC starts EQ (notes §5).
    let source = "!!NVvp4.0
ATTRIB a = vertex.attrib[1];
TEMP t, r, n, k, m, u, s;
MOV r, 0;
IF EQ1.x;
  MOV r.w, 5;
ENDIF;
MOV.CC t, a;
IF GT.x;
  MOV r.x, 1;
ELSE;
  MOV r.x, 2;
ENDIF;
IF LT.zwzw;
  MOV r.y, 1;
ELSE;
  MOV r.y, 2;
ENDIF;
IF NE.zzwy;
  MOV r.z, 1;
ENDIF;
MOV n, 3;
REP;
  SUB.CC1 n.x, n.x, 1;
  BRK (LE1.x);
ENDREP;
MOV k, 0;
MOV m, 0;
REP 4;
  ADD k.x, k.x, 1;
  SUB.CC1 u.x, k.x, 2.5;
  CONT (LT1.x);
  ADD m.x, m.x, 1;
ENDREP;
MOV s, 0;
CAL add1 (GT.x);
CAL add1 (LT.x);
CAL add1 (NE.w);
CAL add1 (EQ.wwww);
MOV result.position, r;
RET;
add1:
  ADD s.x, s.x, 1;
  RET (GT.y);
  ADD s.y, s.y, 1;
  RET;
END
";
    // a = (1, -1, NaN, 0): CC = (GT, LT, UN, EQ).
    let (report, text) = same_words(
        "flow.vp",
        source,
        &[("vertex.attrib[1]", [1.0, -1.0, NAN, 0.0])],
    );
    // EQ1.x on the initial CC1 passes; GT.x passes; LT on (UN, EQ) fails;
    // NE on (UN, UN, EQ, LT) passes.
    assert_eq!(temp_f(&report, 1), [1.0, 2.0, 1.0, 5.0], "{text}");
    // 3 - 1 - 1 - 1 = 0 is LE: three iterations.
    assert_eq!(temp_f(&report, 2)[0], 0.0, "{text}");
    // k = 1, 2 continue (k - 2.5 < 0); k = 3, 4 count.
    assert_eq!(temp_f(&report, 4)[0], 2.0, "{text}");
    // add1 runs for GT.x and NE.w (NaN), not for LT.x or EQ.w; RET (GT.y)
    // does not return (CC.y is LT): s = (2, 2).
    assert_eq!(temp_f(&report, 6)[..2], [2.0, 2.0], "{text}");
}

#[test]
fn kil_on_tests_gp4_and_arb_fragment_options() {
    // NV_fragment_program4 KIL with a condition: discards when the test
    // passes for any swizzled component.
    let gp4 = "!!NVfp4.0
ATTRIB c = fragment.texcoord[0];
TEMP t;
MOV.CC t, c;
MOV result.color, t;
KIL LT.yzzz;
END
";
    // NV_fragment_program2 (ARB option): KIL with a CC test.
    let arb = "!!ARBfp1.0
OPTION NV_fragment_program2;
TEMP t;
MOVC t, fragment.texcoord[0];
MOV result.color, t;
KIL NE.x;
END
";
    for (source, values, killed) in [
        (gp4, [1.0, 2.0, -0.0, 0.0], false),
        (gp4, [1.0, 2.0, -3.0, 0.0], true),
        (gp4, [1.0, -INF, 0.0, 0.0], true),
        // LT fails on NaN.
        (gp4, [1.0, NAN, NAN, 0.0], false),
        (arb, [0.0, 1.0, 1.0, 1.0], false),
        (arb, [-0.0, 1.0, 1.0, 1.0], false),
        // NE passes on NaN.
        (arb, [NAN, 0.0, 0.0, 0.0], true),
    ] {
        let (report, text) = same_words("kil.fp", source, &[("fragment.texcoord[0]", values)]);
        assert!(text.contains("KILL_IF"), "{text}");
        assert_eq!(report.killed, Some(killed), "{values:?}\n{text}");
    }
}

#[test]
fn arb_fragment_option_if_and_conditional_writes() {
    // NV_fragment_program2: IF on a CC test, conditional write masks,
    // _SAT before the update, two instructions' updates.
    let source = "!!ARBfp1.0
OPTION NV_fragment_program2;
TEMP t, r;
MOV r, 0;
ADDC_SAT t, fragment.texcoord[0], -0.25;
IF EQ.xyzw;
  MOV r.x, 1;
ELSE;
  MOV r.x, 2;
ENDIF;
MOV r.yzw (GT.xxzw), 3;
MOV result.color, r;
END
";
    // texcoord (0.5, 0.1, 2, NaN) - 0.25 = (0.25, -0.15, 1.75, NaN),
    // saturated (0.25, 0, 1, NaN): CC = (GT, EQ, GT, UN).
    let (report, text) = same_words(
        "if.fp",
        source,
        &[("fragment.texcoord[0]", [0.5, 0.1, 2.0, NAN])],
    );
    // EQ passes at y; GT.xxzw passes at y (CC.x) and z (CC.z), not w (UN).
    assert_eq!(temp_f(&report, 1), [1.0, 3.0, 3.0, 0.0], "{text}");
}

#[test]
fn xpd_translates_to_mul_mul_sub_exactly() {
    // XPD (ARB_vertex_program §2.14.5.30, NV_gpu_program4): per component
    // the difference of two rounded products; w = 1.0 here (undefined in
    // the spec). MUL, MUL, SUB compute the same words, NaN and signed
    // zeros included.
    let source = "!!NVvp4.0
ATTRIB a = vertex.attrib[1];
ATTRIB b = vertex.attrib[2];
ATTRIB c = vertex.attrib[3];
TEMP r0, r1, r2, r3, r4, r5;
XPD r0, a, b;
XPD r1.xy, -a.zxyw, |c|;
XPD.SAT r2, a, c;
XPD r3.w, a, b;
XPD r4, c, c;
MOV r5, a;
XPD r5.xyz, r5, c;
MOV result.position, r0;
END
";
    let (report, text) = same_words(
        "xpd.vp",
        source,
        &[
            ("vertex.attrib[1]", [1.0, 2.0, 3.0, 4.0]),
            ("vertex.attrib[2]", [4.0, 5.0, 6.0, 7.0]),
            ("vertex.attrib[3]", [NAN, -0.0, INF, 1.0]),
        ],
    );
    assert!(!text.contains("XPD"), "{text}");
    assert!(text.contains("SUB"), "{text}");
    // (1, 2, 3) x (4, 5, 6) = (2*6 - 3*5, 3*4 - 1*6, 1*5 - 2*4) = (-3, 6, -3), w 1.
    assert_eq!(temp_f(&report, 0), [-3.0, 6.0, -3.0, 1.0], "{text}");
    // Only w: 1.0.
    assert_eq!(temp_f(&report, 3), [0.0, 0.0, 0.0, 1.0], "{text}");
    // c x c with c = (NaN, -0, Inf): x = -0 * Inf - Inf * -0 = NaN - NaN.
    assert!(temp_f(&report, 4)[0].is_nan(), "{text}");
}

#[test]
fn xpd_with_a_cc_update_and_a_conditional_write() {
    let source = "!!NVvp4.0
ATTRIB a = vertex.attrib[1];
ATTRIB b = vertex.attrib[2];
TEMP n, m, t;
XPD.CC n, a, b;
MOV m, 0;
MOV m (LT), 1;
MOV.CC t, -a;
XPD m.xyz (GT.zzzz), a, b;
MOV result.position, n;
END
";
    let (report, text) = same_words(
        "xpd.vp",
        source,
        &[
            ("vertex.attrib[1]", [1.0, 2.0, 3.0, 4.0]),
            ("vertex.attrib[2]", [4.0, 5.0, 6.0, 7.0]),
        ],
    );
    // n = (-3, 6, -3, 1): CC = (LT, GT, LT, GT); m = (1, 0, 1, 0); then
    // CC from -a is all LT: the conditional XPD writes nothing.
    assert_eq!(temp_f(&report, 0), [-3.0, 6.0, -3.0, 1.0], "{text}");
    assert_eq!(temp_f(&report, 1), ones([1, 0, 1, 0]), "{text}");
}

#[test]
fn integer_condition_codes_stay_refused_with_the_reason() {
    // §2.X.4.3: integer results set SF, ZF, OF and CF of the integer; no
    // float word carries OF and CF.
    let found = refusal(
        "int.vp",
        "!!NVvp4.0
INT TEMP a;
TEMP r;
ADD.S.CC a, a, 1;
MOV r (LT.x), 1;
MOV result.position, r;
END
",
    );
    assert!(
        found
            .iter()
            .any(|(code, m)| code == "tgsi/cannot-express-condition-code"
                && m.contains("integer condition-code flags")),
        "{found:?}"
    );
    assert!(
        found.iter().any(
            |(code, m)| code == "tgsi/cannot-express-conditional-write-mask"
                && m.contains("integer condition-code flags")
        ),
        "{found:?}"
    );
    // A float update of CC1 beside an integer update of CC0 translates.
    let (report, _) = same_words(
        "mixed.vp",
        "!!NVvp4.0
TEMP t, r;
MOV.CC1 t, -2;
MOV r, 0;
MOV r (LT1.x), 1;
MOV result.position, r;
END
",
        &[],
    );
    assert_eq!(temp_f(&report, 1), [1.0; 4]);
}

/// The example directory.
fn examples() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples")
}

/// `NAME = VALUES` lines of an inputs file, `[vertex K]` sections naming
/// `vertex[K].NAME`.
fn input_lines(text: &str) -> Vec<(String, Vec<f32>)> {
    let mut vertex = None;
    let mut out = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(k) = line
            .strip_prefix("[vertex ")
            .and_then(|r| r.strip_suffix(']'))
        {
            vertex = Some(k.to_string());
            continue;
        }
        let (name, values) = line.split_once('=').expect("NAME = VALUES");
        let name = match &vertex {
            Some(k) => format!("vertex[{k}].{}", name.trim()),
            None => name.trim().to_string(),
        };
        let values = values
            .split(',')
            .map(|v| v.trim().parse().expect("a number"))
            .collect();
        out.push((name, values));
    }
    out
}

#[test]
fn the_shadow_volume_example_translates_with_xpd_and_ret_on_a_test() {
    let source = std::fs::read_to_string(examples().join("gp4/shadow_volume.gp")).unwrap();
    let inputs = std::fs::read_to_string(examples().join("gp4/shadow_volume.inputs")).unwrap();
    let gp4 = load("shadow_volume.gp", &source);
    let translation = gp4.translate("tgsi").expect("translates");
    let text = &translation.text;
    assert!(!text.contains("XPD"), "{text}");
    let tgsi = load("shadow_volume.tgsi", text);
    let mut a = gp4.inputs().unwrap();
    let mut b = tgsi.inputs().unwrap();
    for (name, values) in input_lines(&inputs) {
        set_both(&gp4, &mut a, &mut b, &name, &values);
    }
    // state.matrix.projection: GL's initial identity.
    assert!(gl_initial_matrix_rows(&gp4, &mut b));
    let ra = gp4.run_with(&a).unwrap();
    let rb = tgsi.run_with(&b).unwrap();
    agree(&ra, &rb, text);
    // The triangle faces the light: front cap (3), one silhouette side
    // (edge 0-2: 4 vertices), back cap (3).
    assert_eq!(rb.vertices.as_ref().map(Vec::len), Some(10), "{text}");
}

#[test]
fn the_gbuffer_example_translates_with_kil_on_a_test() {
    let path = examples().join("gp4/gbuffer.fp");
    let source = std::fs::read(&path).unwrap();
    let inputs = std::fs::read_to_string(examples().join("gp4/gbuffer.inputs")).unwrap();
    let options = Options {
        textures: vec![shasm::TextureFile {
            unit: 0,
            target: shasm::TextureTarget::Tex2D,
            path: examples().join("arb/base.png"),
            sampler: shasm::Sampler {
                filter: Some(shasm::Filter::Nearest),
                ..shasm::Sampler::default()
            },
        }],
        ..Options::default()
    };
    let gp4 = Program::load(Input::new("gbuffer.fp", source), &options).expect("loads");
    let text = gp4.translate("tgsi").expect("translates").text;
    let tgsi = Program::load(Input::new("gbuffer.tgsi", text.clone()), &options).expect("loads");
    // (0.25, 0.25) is base.png's red texel (kept), (0.75, 0.75) the white
    // one with alpha 0 (killed: 0 - 0.5 < 0), tests/spec/examples/gp4_gbuffer.test.
    for (uv, killed) in [
        ([0.25, 0.25, 0.0, 1.0], false),
        ([0.75, 0.75, 0.0, 1.0], true),
    ] {
        let mut a = gp4.inputs().unwrap();
        let mut b = tgsi.inputs().unwrap();
        for (name, values) in input_lines(&inputs) {
            if name == "fragment.attrib[0]" {
                // FLAT UINT ATTRIB: integer words.
                let w: Vec<u32> = values.iter().map(|v| *v as u32).collect();
                a.set_words(&name, &w).unwrap();
                b.set_words(&tgsi_name(&gp4, &name), &w).unwrap();
            } else {
                set_both(&gp4, &mut a, &mut b, &name, &values);
            }
        }
        set_both(&gp4, &mut a, &mut b, "fragment.texcoord[0]", &uv);
        let ra = gp4.run_with(&a).unwrap();
        let rb = tgsi.run_with(&b).unwrap();
        agree(&ra, &rb, &text);
        assert_eq!(rb.killed, Some(killed), "{text}");
    }
}

#[test]
fn nv_vertex_program2_condition_codes_translate() {
    // NV_vertex_program2 §2.14.3: SLTC/MOVC set the condition code from
    // their float result; a masked write and a conditional CAL test it.
    // v[1] = (-1, 0, 2, NaN): MOVC sets (LT, EQ, GT, UN); o[COL0] (LT)
    // takes v[2] in x only; CAL sub (GT.z) runs, writing o[COL1].
    let source = "!!VP2.0
MOV o[HPOS], v[0];
MOV o[COL0], c[0];
MOVC R0, v[1];
MOV o[COL0] (LT), v[2];
CAL sub (GT.z);
RET;
sub:
MOV o[COL1], v[2];
RET;
END
";
    let sets = [
        ("v[0]", [1.0, 2.0, 3.0, 1.0]),
        ("v[1]", [-1.0, 0.0, 2.0, NAN]),
        ("v[2]", [5.0, 6.0, 7.0, 8.0]),
        ("c[0]", [0.5, 0.5, 0.5, 0.5]),
    ];
    let (report, text) = same_words("cc.vp", source, &sets);
    assert!(text.contains("CAL :"), "{text}");
    let out = |n: u32| {
        report
            .outputs
            .iter()
            .find(|e| e.index == n)
            .map(|e| e.bits)
            .unwrap_or_else(|| panic!("OUT[{n}]\n{text}"))
    };
    // The translation keeps NV's result numbers: o[COL0] is OUT[1], o[COL1] OUT[2].
    assert_eq!(out(1), [5.0f32, 0.5, 0.5, 0.5].map(f32::to_bits));
    assert_eq!(out(2), [5.0f32, 6.0, 7.0, 8.0].map(f32::to_bits));
}
