//! Issue 19: two ARB-family constructs TGSI can say translate, and the
//! translation computes the same words as the source (both run with the
//! same inputs, compared register by register):
//!
//! * the NV options' R suffix in `!!ARBfp1.0` (`MOVR`): R is fp32
//!   (NV_fragment_program_option, "precision suffix"), which TGSI computes
//!   in, as the `!!FP1.0` translation already says;
//! * named constants of NV_gpu_program4 (`PARAM red = {1, 0, 0, 1};`),
//!   which become `IMM`s as the same ARB program's constants do.

use shasm::Program;

mod translate_common;
use translate_common::{agree, load, tgsi_name};

/// Translate `text`, check the TGSI text has each of `needles`, run both
/// with `inputs` (source names and values; the TGSI run sets the register
/// each names) and compare.
fn same_words(name: &str, text: &str, needles: &[&str], inputs: &[(&str, [f32; 4])]) -> String {
    let source = load(name, text);
    let translation = source
        .translate("tgsi")
        .unwrap_or_else(|e| panic!("does not translate: {e}\n{text}"));
    for needle in needles {
        assert!(
            translation.text.contains(needle),
            "{needle} missing from\n{}",
            translation.text
        );
    }
    let tgsi = load("program.tgsi", &translation.text);
    let mut a = source.inputs().expect("inputs");
    let mut b = tgsi.inputs().expect("inputs");
    for (input, values) in inputs {
        a.set(input, values).expect("source input");
        b.set(&tgsi_name(&source, input), values)
            .expect("TGSI input");
    }
    let (ra, rb) = (
        source.run_with(&a).expect("source runs"),
        tgsi.run_with(&b).expect("TGSI runs"),
    );
    agree(&ra, &rb, &translation.text);
    translation.text
}

#[test]
fn r_suffix_under_the_nv_fragment_option_translates() {
    let text = "!!ARBfp1.0
OPTION NV_fragment_program;
TEMP t, u;
MOVR t, fragment.color;
MULR u, t, {0.1, 3, -7, 1e-3};
ADDR_SAT result.color, u, fragment.texcoord[0];
END
";
    let color = [0.3, -1.5, 2.75, 1e-20];
    let coord = [0.25, 1.0, 0.0, -0.5];
    let tgsi = same_words(
        "program.fp",
        text,
        &["MOV TEMP", "MUL TEMP", "ADD_SAT OUT"],
        &[("fragment.color", color), ("fragment.texcoord[0]", coord)],
    );
    // The same program in NV_fragment_program's own language translates
    // the same way (the reference the issue names).
    let fp = "!!FP1.0\nMOVR R0, f[COL0];\nMOVR o[COLR], R0;\nEND\n";
    assert!(load("program.fp", fp).translate("tgsi").is_ok());
    assert!(
        !tgsi.contains("MOVR") && !tgsi.contains("ADDR_SAT"),
        "{tgsi}"
    );
    // H (fp16) stays refused: TGSI has no fp16 arithmetic.
    let half = "!!ARBfp1.0\nOPTION NV_fragment_program;\nTEMP t;\nMOVH t, fragment.color;\nMOV result.color, t;\nEND\n";
    let e = load("program.fp", half).translate("tgsi").unwrap_err();
    assert!(format!("{e:?}").contains("precision"), "{e:?}");
}

#[test]
fn named_constants_of_gp4_programs_become_immediates() {
    // NV_gpu_program4 §2.X.3.3 "Constant Bindings": a PARAM bound to a
    // constant holds that constant; TGSI says it as an IMM.
    let vp = "!!NVvp4.0
PARAM red = {1, 0, 0, 1};
PARAM pair[2] = { {0.5, 0.25, -2, 8}, {3, 4, 5, 6} };
INT PARAM bits = {-1, 7, 0, 2147483647};
INT TEMP i;
TEMP t;
MOV result.position, vertex.position;
MUL t, red, pair[1];
ADD result.color, t, pair[0];
MOV.S i, bits;
I2F result.texcoord[0], i;
END
";
    let tgsi = same_words(
        "program.vp",
        vp,
        &["IMM[0]", "IMM[1]"],
        &[("vertex.position", [1.0, 2.0, 3.0, 1.0])],
    );
    assert!(!tgsi.contains("CONST"), "{tgsi}");
    let fp = "!!NVfp4.0\nPARAM red = {1, 0, 0, 1};\nMOV result.color, red;\nEND\n";
    let tgsi = same_words(
        "program.fp",
        fp,
        &["IMM[0] FLT32 {1.0, 0.0, 0.0, 1.0}"],
        &[],
    );
    assert!(!tgsi.contains("CONST"), "{tgsi}");
}

#[test]
fn constants_in_a_relatively_read_gp4_array_stay_refused() {
    // A relative read may reach any CONST register: TGSI has no preset
    // CONST values, so the translation says it cannot (as for the ARB
    // program's relatively read constant arrays).
    let vp = "!!NVvp4.0
PARAM table[2] = { {1, 2, 3, 4}, {5, 6, 7, 8} };
INT TEMP i;
MOV.S i, vertex.attrib[1];
MOV result.position, table[i.x];
END
";
    let program: Program = load("program.vp", vp);
    let e = program.translate("tgsi").unwrap_err();
    assert!(e.to_string().contains("preset"), "{e}");
}
