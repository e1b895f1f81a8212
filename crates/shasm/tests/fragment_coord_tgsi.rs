//! ARB_fragment_coord_conventions programs translate to TGSI with the
//! `FS_COORD_ORIGIN` / `FS_COORD_PIXEL_CENTER` properties, and compute the
//! same words: the source runs with the window position in GL's
//! convention and the window height; the translation's POSITION input is
//! what the shader sees, the converted coordinate, which TGSI's driver
//! supplies (ARB_fragment_coord_conventions 3.9.2 "Shader Execution",
//! computed here by hand).

use shasm::Program;
use shasm::driver::{Input, Options};

mod translate_common;
use translate_common::{agree, load, tgsi_name};

/// The window position given to the source, and the fragment coordinate
/// it becomes with H = 480 under both options: x_f = 10.5 - 0.5 = 10,
/// y_f = (480 - 20.5) - 0.5 = 459.
const WINDOW: [f32; 4] = [10.5, 20.5, 0.25, 2.0];
const SEEN: [f32; 4] = [10.0, 459.0, 0.25, 2.0];

fn same_words(name: &str, text: &str, position: &str) {
    let options = Options {
        window_height: Some(480),
        ..Options::default()
    };
    let source =
        Program::load(Input::new(name, text), &options).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let translation = source.translate("tgsi").expect("translates");
    for property in [
        "PROPERTY FS_COORD_ORIGIN UPPER_LEFT",
        "PROPERTY FS_COORD_PIXEL_CENTER INTEGER",
    ] {
        assert!(
            translation.text.contains(property),
            "{property} missing from\n{}",
            translation.text
        );
    }
    let tgsi = load("program.tgsi", &translation.text);
    let mut a = source.inputs().expect("inputs");
    a.set(position, &WINDOW).expect("position");
    let mut b = tgsi.inputs().expect("inputs");
    b.set(&tgsi_name(&source, position), &SEEN).expect("IN");
    let (ra, rb) = (
        source.run_with(&a).expect("source runs"),
        tgsi.run_with(&b).expect("TGSI runs"),
    );
    agree(&ra, &rb, &translation.text);
    let color = ra.outputs.first().expect("an output").bits;
    assert_eq!(color, SEEN.map(f32::to_bits), "{text}");
}

#[test]
fn arb_fragment_program() {
    same_words(
        "program.fp",
        "!!ARBfp1.0\nOPTION ARB_fragment_coord_origin_upper_left;\nOPTION ARB_fragment_coord_pixel_center_integer;\nMOV result.color, fragment.position;\nEND\n",
        "fragment.position",
    );
}

#[test]
fn nv_fragment_program() {
    same_words(
        "program.fp",
        "!!FP1.0\nOPTION ARB_fragment_coord_origin_upper_left;\nOPTION ARB_fragment_coord_pixel_center_integer;\nMOVR o[COLR], f[WPOS];\nEND\n",
        "f[WPOS]",
    );
}

#[test]
fn nv_fragment_program4() {
    same_words(
        "program.fp",
        "!!NVfp4.0\nOPTION ARB_fragment_coord_origin_upper_left;\nOPTION ARB_fragment_coord_pixel_center_integer;\nMOV result.color, fragment.position;\nEND\n",
        "fragment.position",
    );
}

#[test]
fn a_tgsi_program_sees_its_position_input_as_given() {
    // TGSI's POSITION input already holds the shader's coordinate: the
    // properties tell the driver which, and a run gives it directly.
    let text = "FRAG\nPROPERTY FS_COORD_ORIGIN UPPER_LEFT\nDCL IN[0], POSITION, LINEAR\nDCL OUT[0], COLOR[0]\n  0: MOV OUT[0], IN[0]\n  1: END\n";
    let tgsi = load("program.tgsi", text);
    let mut inputs = tgsi.inputs().expect("inputs");
    inputs.set("IN[0]", &WINDOW).expect("IN");
    let report = tgsi
        .run_with(&inputs)
        .expect("runs without a window height");
    assert_eq!(report.outputs[0].bits, WINDOW.map(f32::to_bits));
}

#[test]
fn a_batch_converts_each_invocation_s_position() {
    // The same conversion as a single run: 3.5 - 0.5 = 3, (480 - 7.5) -
    // 0.5 = 472 for the second invocation; the first is WINDOW -> SEEN.
    let options = Options {
        window_height: Some(480),
        ..Options::default()
    };
    let text = "!!ARBfp1.0\nOPTION ARB_fragment_coord_origin_upper_left;\nOPTION ARB_fragment_coord_pixel_center_integer;\nMOV result.color, fragment.position;\nEND\n";
    let program = Program::load(Input::new("program.fp", text), &options).expect("loads");
    let base = program.inputs().expect("inputs");
    let batch =
        shasm::Batch::new(&program, &["fragment.position"], &["result.color"]).expect("batch");
    let second = [3.5f32, 7.5, 1.0, 1.0];
    let words: Vec<u32> = WINDOW.iter().chain(&second).map(|v| v.to_bits()).collect();
    let mut out = vec![0; 8];
    batch.run(&program, &base, &words, &mut out).expect("runs");
    let want: Vec<u32> = SEEN
        .iter()
        .chain(&[3.0, 472.0, 1.0, 1.0])
        .map(|v| v.to_bits())
        .collect();
    assert_eq!(out, want);
    // A batch that does not set the position converts the base's once.
    let mut base = program.inputs().expect("inputs");
    base.set("fragment.position", &WINDOW).expect("position");
    let batch = shasm::Batch::new(&program, &[], &["result.color"]).expect("batch");
    let mut out = vec![0; 4];
    batch.run(&program, &base, &[], &mut out).expect("runs");
    assert_eq!(out, SEEN.map(f32::to_bits).to_vec());
}
