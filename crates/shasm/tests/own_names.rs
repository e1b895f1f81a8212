//! A program's own names through the library (project issue 18, item 2):
//! PICA200 `.alias` and `.out` names in `Inputs::set`, `Batch::new` and
//! `Report::find`, output semantics in reports, integer system values,
//! and `Program::listing`, the text traces and graphs show.

use shasm::listing::Place;
use shasm::report::ValueType;
use shasm::{Batch, Error, Program};

/// picasso source: `.out` names two outputs, `.alias` names an input and a
/// temporary.
const PICA: &str = "\
.fvec scale
.out outpos position
.out outclr color
.alias inpos v0
.alias tmp r3
.proc main
    mul tmp, scale, inpos   ; scaled
    mov outpos, tmp
    mov outclr, inpos
    end
.end
";

#[test]
fn pica_alias_and_out_names_bind_and_find() {
    let program = Program::from_text("names.v.pica", PICA).unwrap();
    let mut inputs = program.inputs().unwrap();
    inputs.set("inpos", &[1.0, 2.0, 3.0, 1.0]).unwrap();
    inputs.set("scale", &[2.0, 2.0, 2.0, 1.0]).unwrap();
    let report = program.run_with(&inputs).unwrap();
    // `.out outpos position` is o0, `.out outclr color` o1 (picasso
    // allocates outputs in order); `.alias tmp r3`.
    let pos = report.find("outpos").unwrap();
    assert_eq!(pos.name, "o0");
    assert_eq!(pos.floats(), [2.0, 4.0, 6.0, 1.0]);
    assert_eq!(pos.semantic.as_deref(), Some("position"));
    assert_eq!(report.find("o0"), Some(pos));
    let color = report.find("outclr").unwrap();
    assert_eq!(color.semantic.as_deref(), Some("color"));
    assert_eq!(color.floats(), [1.0, 2.0, 3.0, 1.0]);
    assert_eq!(report.find("tmp").unwrap().name, "r3");
    // The JSON report adds each output's semantic.
    assert_eq!(
        report.to_json()["semantics"],
        serde_json::json!({"o0": "position", "o1": "color"})
    );
    // A name the program does not have stays unknown.
    assert!(matches!(
        program.inputs().unwrap().set("nosuch", &[1.0]),
        Err(Error::UnknownName { .. })
    ));
}

#[test]
fn pica_alias_names_work_in_batches() {
    let program = Program::from_text("names.v.pica", PICA).unwrap();
    let mut uniforms = program.inputs().unwrap();
    uniforms.set("scale", &[0.5, 0.5, 0.5, 1.0]).unwrap();
    let batch = Batch::new(&program, &["inpos"], &["outpos"]).unwrap();
    let vertices: Vec<u32> = [2.0f32, 4.0, 8.0, 1.0, -2.0, 0.0, 1.0, 1.0]
        .iter()
        .map(|v| v.to_bits())
        .collect();
    let mut positions = vec![0; vertices.len()];
    batch
        .run(&program, &uniforms, &vertices, &mut positions)
        .unwrap();
    let positions: Vec<f32> = positions.into_iter().map(f32::from_bits).collect();
    assert_eq!(positions, [1.0, 2.0, 4.0, 1.0, -1.0, 0.0, 0.5, 1.0]);
}

#[test]
fn listing_gives_each_instruction_as_written_with_its_line() {
    let program = Program::from_text("names.v.pica", PICA).unwrap();
    let listing = program.listing();
    let texts: Vec<&str> = listing.iter().map(|w| w.text.as_str()).collect();
    // The source's own lines 7 to 10, comment dropped, spaces folded.
    assert_eq!(
        texts,
        [
            "mul tmp, scale, inpos",
            "mov outpos, tmp",
            "mov outclr, inpos",
            "end"
        ]
    );
    assert_eq!(listing[0].place, Place::Line { line: 7, column: 5 });
    assert_eq!(listing[3].location("names.v.pica"), "names.v.pica:10");
    assert_eq!(&PICA[listing[1].span.clone()], "mov outpos, tmp");
}

#[test]
fn tgsi_integer_system_values_take_integers() {
    let program = Program::from_text(
        "sv.tgsi",
        "VERT\nDCL SV[0], VERTEXID\nDCL OUT[0], POSITION\n  0: U2F OUT[0], SV[0]\n  1: END\n",
    )
    .unwrap();
    assert_eq!(
        program.value_type_of(shasm_ir::File::SystemValue, 0),
        ValueType::Int
    );
    let mut inputs = program.inputs().unwrap();
    inputs.assign("SV[0]=7").unwrap();
    // U2F of the integer 7 (TGSI U2F: unsigned integer to float).
    let report = program.run_with(&inputs).unwrap();
    assert_eq!(report.outputs[0].floats()[0], 7.0);
    let err = program.inputs().unwrap().assign("SV[0]=7.0").unwrap_err();
    assert!(err.to_string().contains("SV[0] holds integers"), "{err}");
}

#[test]
fn gp4_vertex_id_takes_integers() {
    let program = Program::from_text(
        "id.vp",
        "!!NVvp4.0\nI2F result.position.x, vertex.id.x;\nEND\n",
    )
    .unwrap();
    let mut inputs = program.inputs().unwrap();
    // NV_gpu_program4 §2.X.3.2: vertex.id is an integer attribute.
    inputs.assign("vertex.id=3").unwrap();
    let report = program.run_with(&inputs).unwrap();
    assert_eq!(report.outputs[0].floats()[0], 3.0);
    assert!(program.inputs().unwrap().assign("vertex.id=3.5").is_err());
    // The float API refuses it too; integers go in as words.
    assert!(matches!(
        program.inputs().unwrap().set("vertex.id", &[3.0]),
        Err(Error::BadValue { .. })
    ));
    let mut inputs = program.inputs().unwrap();
    inputs.set_words("vertex.id", &[5]).unwrap();
    let report = program.run_with(&inputs).unwrap();
    assert_eq!(report.outputs[0].floats()[0], 5.0);
}
