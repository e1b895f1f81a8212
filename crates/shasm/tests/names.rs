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
    assert!(matches!(
        inputs.set("c[96]", &[1.0]),
        Err(Error::UnknownName { name }) if name == "c[96]"
    ));
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
