//! Inputs are bound by the names each language uses, through the facade.

use shasm::{Error, Program};

fn red(program: &Program, name: &str, value: &[f32]) -> [f32; 4] {
    let mut inputs = program.inputs().unwrap();
    inputs.set(name, value).unwrap();
    let report = program.run_with(&inputs).unwrap();
    report.outputs[0].floats()
}

#[test]
fn nv_vertex_program_names() {
    let p = Program::from_text("t.vp", "!!VP1.0\nADD o[HPOS], v[OPOS], c[12];\nEND\n").unwrap();
    // Attribute 0 by number and by its mnemonic (Table X.3: OPOS is 0).
    assert_eq!(red(&p, "v[0]", &[1.0, 2.0, 3.0, 4.0]), [1.0, 2.0, 3.0, 4.0]);
    assert_eq!(
        red(&p, "v[OPOS]", &[1.0, 2.0, 3.0, 4.0]),
        [1.0, 2.0, 3.0, 4.0]
    );
    // c[12], and the same register as ARB's program.env[12]
    // (ARB_vertex_program, "Interactions with NV_vertex_program"). v[OPOS]
    // not set is (0,0,0,1) (NV_vertex_program2, initial state).
    assert_eq!(
        red(&p, "c[12]", &[1.0, 1.0, 1.0, 1.0]),
        [1.0, 1.0, 1.0, 2.0]
    );
    assert_eq!(
        red(&p, "program.env[12]", &[1.0, 1.0, 1.0, 1.0]),
        [1.0, 1.0, 1.0, 2.0]
    );
}

#[test]
fn nv_fragment_program_names() {
    let p = Program::from_text(
        "t.fp",
        "!!FP1.0\nDECLARE tint = {0, 0, 0, 0};\nADDR R0, f[TEX0], p[3];\nADDR o[COLR], R0, tint;\nEND\n",
    )
    .unwrap();
    assert_eq!(
        red(&p, "f[TEX0]", &[0.5, 0.25, 0.0, 1.0]),
        [0.5, 0.25, 0.0, 1.0]
    );
    // p[3] is numbered local parameter 3 (NV_fragment_program, "local
    // parameters"): program.local[3].
    assert_eq!(red(&p, "p[3]", &[1.0, 0.0, 0.0, 0.0]), [1.0, 0.0, 0.0, 0.0]);
    assert_eq!(
        red(&p, "program.local[3]", &[1.0, 0.0, 0.0, 0.0]),
        [1.0, 0.0, 0.0, 0.0]
    );
    // A DECLAREd name.
    assert_eq!(red(&p, "tint", &[0.0, 0.0, 1.0, 0.0]), [0.0, 0.0, 1.0, 0.0]);
}

#[test]
fn pica_uniform_and_register_names() {
    let p = Program::from_text(
        "t.v.pica",
        ".fvec offset[2]\n.out outpos position\n.proc main\n    add outpos, offset[1], v0\n    end\n.end\n",
    )
    .unwrap();
    assert_eq!(red(&p, "v0", &[1.0, 2.0, 3.0, 4.0]), [1.0, 2.0, 3.0, 4.0]);
    // offset[1] by the uniform's name and index, and as its register: the
    // assembler places offset at c0..c1, so offset[1] is c1.
    assert_eq!(red(&p, "offset[1]", &[1.0, 1.0, 1.0, 1.0]), [1.0; 4]);
    assert_eq!(red(&p, "c1", &[1.0, 1.0, 1.0, 1.0]), [1.0; 4]);
}

#[test]
fn tgsi_names() {
    let p = Program::from_text(
        "t.tgsi",
        "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL CONST[0]\n  0: ADD OUT[0], IN[0], CONST[0]\n  1: END\n",
    )
    .unwrap();
    assert_eq!(
        red(&p, "IN[0]", &[1.0, 2.0, 3.0, 4.0]),
        [1.0, 2.0, 3.0, 4.0]
    );
    assert_eq!(
        red(&p, "CONST[0]", &[4.0, 3.0, 2.0, 1.0]),
        [4.0, 3.0, 2.0, 1.0]
    );
}

#[test]
fn unknown_names_and_bad_values_are_typed_errors() {
    let p = Program::from_text("t.vp", "!!VP1.0\nMOV o[HPOS], v[0];\nEND\n").unwrap();
    let mut inputs = p.inputs().unwrap();
    // VP1.0 has 96 parameters, c[0] to c[95] (§2.14.1.2).
    let e = inputs.set("c[96]", &[1.0]).map(|_| ()).unwrap_err();
    assert!(
        matches!(&e, Error::OutOfRange { name, .. } if name == "c[96]"),
        "{e:?}"
    );
    assert_eq!(e.to_string(), "`c[96]` is out of range: c[0] to c[95]");
    assert!(matches!(
        inputs.assign("v[0]=1,banana"),
        Err(Error::BadValue { .. })
    ));
    assert!(matches!(inputs.assign("v[0]"), Err(Error::BadValue { .. })));
    // Raw words are stored bit-exactly, NaN payload included.
    inputs.set_words("v[0]", &[0x7fc0_1234]).unwrap();
    let report = p.run_with(&inputs).unwrap();
    assert_eq!(report.outputs[0].bits[0], 0x7fc0_1234);
}

/// The message of the error a `set` gives.
fn set_error(program: &Program, name: &str, values: &[f32]) -> String {
    let mut inputs = program.inputs().unwrap();
    inputs
        .set(name, values)
        .map(|_| ())
        .unwrap_err()
        .to_string()
}

#[test]
fn unknown_names_say_what_exists() {
    // TGSI: CONST[0..3] is declared, so CONST[4] is past its end.
    let tgsi = Program::from_text(
        "t.tgsi",
        "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL CONST[0..3]\n  0: ADD OUT[0], IN[0], CONST[3]\n  1: END\n",
    )
    .unwrap();
    assert_eq!(
        set_error(&tgsi, "CONST[4]", &[1.0]),
        "`CONST[4]` is out of range: CONST[0] to CONST[3]"
    );
    assert_eq!(
        set_error(&tgsi, "SAMP[0]", &[1.0]),
        "`SAMP[0]` is out of range: the program has no SAMP registers"
    );
    assert_eq!(
        set_error(&tgsi, "CONS[3]", &[1.0]),
        "`CONS[3]` is not a register or parameter of this program; did you mean `CONST[3]`?"
    );
    // Values past the fourth fill the following registers (docs/cli.md);
    // past the last register they do not fit.
    assert_eq!(
        set_error(&tgsi, "CONST[3]", &[1.0; 5]),
        "--set `CONST[3]`: 5 values given, but only 4 fit: `CONST[3]` is the last register \
         (values past the fourth fill the registers that follow)"
    );
    assert_eq!(
        set_error(&tgsi, "CONST[1]", &[1.0; 13]),
        "--set `CONST[1]`: 13 values given, but only 12 fit: only 2 registers follow \
         `CONST[1]` (values past the fourth fill the registers that follow)"
    );
    // NV_vertex_program: v[0] to v[15] (§2.14.1.2), named results.
    let vp = Program::from_text("t.vp", "!!VP1.0\nMOV o[HPOS], v[0];\nEND\n").unwrap();
    assert_eq!(
        set_error(&vp, "v[16]", &[1.0]),
        "`v[16]` is out of range: v[0] to v[15]"
    );
    assert_eq!(
        set_error(&vp, "o[HPOZ]", &[1.0]),
        "`o[HPOZ]` is not a register or parameter of this program; did you mean `o[HPOS]`?"
    );
    // ARB: a TEMP's name.
    let arb = Program::from_text(
        "t.vp",
        "!!ARBvp1.0\nTEMP color;\nMOV color, vertex.color;\nMOV result.position, color;\nEND\n",
    )
    .unwrap();
    assert_eq!(
        set_error(&arb, "colr", &[1.0]),
        "`colr` is not a register or parameter of this program; did you mean `color`?"
    );
    assert_eq!(
        set_error(&arb, "zzz", &[1.0]),
        "`zzz` is not a register or parameter of this program"
    );
}
