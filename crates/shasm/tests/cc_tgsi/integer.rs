//! Integer condition codes (NV_gpu_program4 §2.X.4.3, Table X.16) in the
//! TGSI translation: updates from integer results that clear OF and CF
//! translate (the hidden register holds `I2F` of the word), ADD, SUB, MAD
//! and SAD stay refused.

use super::{ones, refusal, temp, temp_f, translate};
use shasm::report::Report;
use shasm::{Inputs, Program};
use translate_common::{agree, tgsi_name};

use super::translate_common;

const MIN: u32 = i32::MIN as u32;
const MAX: u32 = i32::MAX as u32;
const M1: u32 = -1i32 as u32;
/// TRUE of the integer set-on ops (§2.X.8 SEQ: "0xFFFFFFFF").
const TRUE: u32 = M1;

/// Every rule of Table X.16.
const RULES: [&str; 18] = [
    "EQ", "NE", "LT", "GE", "LE", "GT", "TR", "FL", "NAN", "LEG", "CF", "NCF", "OF", "NOF", "AB",
    "BLE", "SF", "NSF",
];

/// Table X.16 on the flags of an integer result with OF = CF = 0: SF is
/// the word's bit 31, ZF a zero word (§2.X.4.3).
fn passes(rule: &str, word: u32) -> bool {
    let (sf, zf, of, cf) = (word >> 31 == 1, word == 0, false, false);
    match rule {
        "EQ" => !sf && zf,
        "NE" => sf || !zf,
        "LT" => (sf && !zf) ^ of,
        "GE" => !(sf ^ of),
        "LE" => sf ^ (zf || of),
        "GT" => (!sf ^ of) && !zf,
        "TR" => true,
        "FL" => false,
        "NAN" => sf && zf,
        "LEG" => !sf || !zf,
        "CF" => cf,
        "NCF" => !cf,
        "OF" => of,
        "NOF" => !of,
        "AB" => cf && !zf,
        "BLE" => !cf || zf,
        "SF" => sf,
        "NSF" => !sf,
        _ => panic!("{rule}"),
    }
}

/// Run `source` and its translation with the integer words `sets`
/// (source names); they must agree. The TGSI run.
fn same_int_words(name: &str, source: &str, sets: &[(&str, [u32; 4])]) -> (Report, String) {
    let (program, tgsi, text) = translate(name, source);
    let mut x = program.inputs().expect("inputs");
    let mut y = tgsi.inputs().expect("inputs");
    for (n, w) in sets {
        set_words(&program, &mut x, &mut y, n, w);
    }
    let rx = program.run_with(&x).expect("source runs");
    let ry = tgsi.run_with(&y).expect("TGSI runs");
    agree(&rx, &ry, &text);
    (ry, text)
}

fn set_words(source: &Program, a: &mut Inputs<'_>, b: &mut Inputs<'_>, name: &str, w: &[u32]) {
    a.set_words(name, w)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let there = tgsi_name(source, name);
    b.set_words(&there, w)
        .unwrap_or_else(|e| panic!("{there}: {e}"));
}

/// The integer ops that translate with a CC update: source text (with its
/// type) and the word it computes (NV_gpu_program4 §2.X.8).
type Op = (&'static str, fn(u32, u32) -> u32);
const OPS: [Op; 19] = [
    ("MOV.S", |a, _| a),
    ("MOV.U", |a, _| a),
    ("MUL.S", |a, b| a.wrapping_mul(b)),
    ("MUL.U", |a, b| a.wrapping_mul(b)),
    ("MIN.S", |a, b| (a as i32).min(b as i32) as u32),
    ("MAX.S", |a, b| (a as i32).max(b as i32) as u32),
    ("MIN.U", |a, b| a.min(b)),
    ("MAX.U", |a, b| a.max(b)),
    ("ABS.S", |a, _| (a as i32).wrapping_abs() as u32),
    ("AND.U", |a, b| a & b),
    ("OR.S", |a, b| a | b),
    ("XOR.U", |a, b| a ^ b),
    ("NOT.S", |a, _| !a),
    ("SEQ.S", |a, b| if a == b { TRUE } else { 0 }),
    ("SNE.U", |a, b| if a != b { TRUE } else { 0 }),
    ("SLT.S", |a, b| if (a as i32) < b as i32 { TRUE } else { 0 }),
    ("SLT.U", |a, b| if a < b { TRUE } else { 0 }),
    ("SGE.S", |a, b| if a as i32 >= b as i32 { TRUE } else { 0 }),
    ("SGE.U", |a, b| if a >= b { TRUE } else { 0 }),
];

/// `op.CC t, a, b` then every rule as a conditional write of 1.0 into
/// `r0`..`r17` (TEMP 1..18; `t` is TEMP 0).
fn rules_program(op: &str) -> String {
    let ty = if op.ends_with(".U") { "UINT" } else { "INT" };
    let unary = op.starts_with("MOV") || op.starts_with("ABS") || op.starts_with("NOT");
    let operands = if unary { "a" } else { "a, b" };
    let mut text = format!(
        "!!NVvp4.0\n{ty} ATTRIB a = vertex.attrib[1];\n{ty} ATTRIB b = vertex.attrib[2];\n\
         {ty} TEMP t;\n"
    );
    for k in 0..RULES.len() {
        text.push_str(&format!("TEMP r{k};\n"));
    }
    text.push_str(&format!("{op}.CC t, {operands};\n"));
    for (k, rule) in RULES.iter().enumerate() {
        text.push_str(&format!("MOV r{k}, 0;\nMOV r{k} ({rule}), 1;\n"));
    }
    text.push_str("MOV result.position, r0;\nEND\n");
    text
}

#[test]
fn every_rule_after_each_integer_op_without_carry_or_overflow() {
    // 0, 1, -1, INT_MIN, INT_MAX, and 0x80000000 (INT_MIN's word) read
    // as UINT by the .U ops: results of every class.
    let a = [0, 1, M1, MIN];
    let b = [MAX, 0x8000_0000, M1, 1];
    for (op, f) in OPS {
        for (a, b) in [(a, b), (b, a)] {
            let sets = [("vertex.attrib[1]", a), ("vertex.attrib[2]", b)];
            let (report, text) = same_int_words("int.vp", &rules_program(op), &sets);
            let words: [u32; 4] = std::array::from_fn(|i| f(a[i], b[i]));
            assert_eq!(temp(&report, 0), words, "{op} {a:?} {b:?}\n{text}");
            assert!(text.contains("I2F"), "{op}\n{text}");
            for (k, rule) in RULES.iter().enumerate() {
                let pass = words.map(|w| u8::from(passes(rule, w)));
                assert_eq!(
                    temp_f(&report, 1 + k as u32),
                    ones(pass),
                    "{op} {rule} {a:?} {b:?}\n{text}"
                );
            }
        }
    }
}

#[test]
fn swizzles_flow_partial_and_mixed_updates_on_an_integer_cc() {
    let source = "!!NVvp4.0
INT ATTRIB a = vertex.attrib[1];
INT TEMP t, i, k;
TEMP x, p, r, c, m, n, q, cnt;
AND.S.CC t, a, a;
MOV x, 0;
MOV x (LT.y), 1;
MOV p, 0;
MOV p (GT.wzyx), 1;
MOV r, 0;
IF EQ.x;
  MOV r.x, 1;
ELSE;
  MOV r.x, 2;
ENDIF;
IF EQ.xyzw;
  MOV r.y, 1;
ENDIF;
IF SF.xzxz;
  MOV r.z, 1;
ENDIF;
IF LEG.x;
  MOV r.w, 1;
ENDIF;
MOV.CC c.xz, -1.5;
NOT.S.CC t.y, a;
MOV m, 0;
MOV m (GE), 1;
MOV n, 0;
OR.S.CC n (LT), a, 0;
MOV q, 0;
MOV q (GT), 1;
MOV.S i, 0;
REP;
  ADD.S i.x, i.x, 1;
  SGE.S.CC1 i.y, i.x, 3;
  BRK (NE1.y);
ENDREP;
MOV.S k, 0;
MOV cnt, 0;
REP 4;
  ADD.S k.x, k.x, 1;
  AND.S.CC1 k.y, k.x, 1;
  CONT (NE1.y);
  ADD cnt.x, cnt.x, 1;
ENDREP;
MOV result.position, r;
END
";
    // a = (5, -7, 0, INT_MIN): CC = (GT, LT, EQ, LT) as integer flags.
    let a = [5, -7i32 as u32, 0, MIN];
    let (report, text) = same_int_words("int.vp", source, &[("vertex.attrib[1]", a)]);
    // TEMPs: t 0, i 1, k 2, x 3, p 4, r 5, c 6, m 7, n 8, q 9, cnt 10.
    // LT.y: CC.y is LT, every component passes.
    assert_eq!(temp_f(&report, 3), [1.0; 4], "{text}");
    // GT.wzyx: component i tests CC[3 - i]: only w (CC.x, GT) passes.
    assert_eq!(temp_f(&report, 4), ones([0, 0, 0, 1]), "{text}");
    // IF takes its branch when any swizzled component passes: EQ.x fails
    // (ELSE: 2), EQ.xyzw passes at z, SF.xzxz fails (x GT, z EQ), LEG
    // passes on every integer (SF and ZF are never both set).
    assert_eq!(temp_f(&report, 5), [2.0, 1.0, 0.0, 1.0], "{text}");
    // MOV.CC c.xz, -1.5 (float, LT) then NOT.S.CC t.y: !(-7) = 6 (GT):
    // CC = (LT float, GT int, LT float, LT int); GE passes at y only.
    assert_eq!(temp_f(&report, 7), ones([0, 1, 0, 0]), "{text}");
    // OR.S.CC n (LT), a, 0 writes x, z, w (LT before it) and updates them
    // from a: CC = (GT, GT, EQ, LT); GT passes at x and y.
    assert_eq!(temp(&report, 8), [5, 0, 0, MIN], "{text}");
    assert_eq!(temp_f(&report, 9), ones([1, 1, 0, 0]), "{text}");
    // The loop breaks when i.x >= 3 (SGE's TRUE, -1, is NE).
    assert_eq!(temp(&report, 1)[..2], [3, TRUE], "{text}");
    // k = 1, 3 are odd (AND gives 1: NE) and continue; k = 2, 4 count.
    assert_eq!(temp_f(&report, 10)[0], 2.0, "{text}");
}

#[test]
fn kil_on_an_integer_cc_and_i2f_updates() {
    // KIL with a test of integer flags; I2F sets the float flags of its
    // result (§2.X.4.3): 0x80000000 is LT as .S and GT (2^31) as .U.
    let source = "!!NVfp4.0
FLAT INT ATTRIB c = fragment.texcoord[0];
FLAT UINT ATTRIB cu = fragment.texcoord[0];
INT TEMP t;
TEMP f, g, r;
XOR.S.CC t, c, 0;
I2F.U.CC1 f, cu;
MOV g, 0;
MOV g (GT1), 1;
I2F.S.CC1 f, c;
MOV r, 0;
MOV r (GT1), 1;
MOV result.color, r;
KIL LT.yzzz;
END
";
    for (words, killed) in [
        ([0x8000_0000, 0, 1, 0], false),
        ([0x8000_0000, 0, M1, 0], true),
        ([0, MIN, 0, 0], true),
        ([MAX, 5, 0, M1], false),
    ] {
        let (ry, text) = same_int_words("kil.fp", source, &[("fragment.texcoord[0]", words)]);
        assert_eq!(ry.killed, Some(killed), "{words:?}\n{text}");
        let gt_u = words.map(|w| u8::from(w != 0));
        let gt_s = words.map(|w| u8::from((w as i32) > 0));
        assert_eq!(temp_f(&ry, 2), ones(gt_u), "{words:?}\n{text}");
        assert_eq!(temp_f(&ry, 3), ones(gt_s), "{words:?}\n{text}");
    }
}

#[test]
fn carry_and_overflow_updates_stay_refused_with_the_reason() {
    // §2.X.4.3: ADD, SUB, MAD and SAD set OF and CF; one float word cannot
    // carry them, so the update, and every test of the register it
    // updates, is refused.
    for update in ["ADD.S.CC t, t, 1;", "MAD.U.CC t, t, t, 1;"] {
        let ty = if update.contains(".U") { "UINT" } else { "INT" };
        let source = format!(
            "!!NVvp4.0\n{ty} TEMP t;\nTEMP r;\nAND.{}.CC t, t, t;\n{update}\nMOV r (LT.x), 1;\n\
             MOV result.position, r;\nEND\n",
            if ty == "UINT" { "U" } else { "S" }
        );
        let found = refusal("int.vp", &source);
        assert!(
            found
                .iter()
                .any(|(code, m)| code == "tgsi/cannot-express-condition-code"
                    && m.contains("integer condition-code flags (SF, ZF, OF, CF)")),
            "{update}: {found:?}"
        );
        // The AND's update of the same register is refused with it.
        assert!(
            found.iter().any(|(_, m)| m.contains("update on AND")
                && m.contains("also holds integer condition-code flags")),
            "{update}: {found:?}"
        );
        assert!(
            found.iter().any(
                |(code, m)| code == "tgsi/cannot-express-conditional-write-mask"
                    && m.contains("integer condition-code flags")
            ),
            "{update}: {found:?}"
        );
    }
}
