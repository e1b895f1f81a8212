//! A batch computes what the same invocations run one by one compute.

use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use shasm::driver::Input;
use shasm::{Batch, Error, Options, Program};
use std::path::Path;

fn corpus(file: &str) -> Program {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let bytes = std::fs::read(root.join(file)).unwrap();
    Program::load(Input::new(file, bytes), &Options::default()).unwrap()
}

/// Run `batch` over `words` and each invocation alone, and compare.
fn same_as_single_runs(program: &Program, inputs: &[&str], outputs: &[&str], uniforms: &[&str]) {
    let mut base = program.inputs().unwrap();
    for u in uniforms {
        base.assign(u).unwrap();
    }
    let batch = Batch::new(program, inputs, outputs).unwrap();
    let count = 5;
    let words = prop::collection::vec(-1000i32..1000, batch.input_stride() * count);
    TestRunner::default()
        .run(&words, |values| {
            let words: Vec<u32> = values
                .iter()
                .map(|v| (*v as f32 / 16.0).to_bits())
                .collect();
            let mut out = vec![0; batch.output_stride() * count];
            batch.run(program, &base, &words, &mut out).unwrap();
            for k in 0..count {
                let mut single = base.clone();
                for (j, name) in inputs.iter().enumerate() {
                    let at = batch.input_stride() * k + 4 * j;
                    single.set_words(name, &words[at..at + 4]).unwrap();
                }
                let report = program.run_with(&single).unwrap();
                for (j, name) in outputs.iter().enumerate() {
                    let at = batch.output_stride() * k + 4 * j;
                    let want = report.find(name).map_or([0, 0, 0, 0], |e| e.bits);
                    prop_assert_eq!(&out[at..at + 4], &want[..], "invocation {} {}", k, name);
                }
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn pica_simple_tri() {
    let p = corpus("tests/corpus/pica-3ds-examples/graphics_gpu_simple_tri_vshader.v.shbin");
    same_as_single_runs(
        &p,
        &["v0", "v1"],
        &["o0", "o1"],
        &["projection=1.25,0,0,0.5,0,1.5,0.25,0,0,0,-1,-0.2,0,0,-1,0"],
    );
}

#[test]
fn pica_normal_mapping_with_flow() {
    let p = corpus("tests/corpus/pica-3ds-examples/graphics_gpu_normal_mapping_vshader.v.shbin");
    let outputs: Vec<String> = p
        .ir()
        .declarations
        .iter()
        .filter(|d| d.file == shasm_ir::File::Output)
        .flat_map(|d| d.first..=d.last)
        .map(|i| format!("o{i}"))
        .collect();
    let outputs: Vec<&str> = outputs.iter().map(String::as_str).collect();
    same_as_single_runs(&p, &["v0", "v1", "v2", "v3"], &outputs, &[]);
}

#[test]
fn tgsi_transform() {
    let p = corpus("examples/tgsi/transform.tgsi");
    same_as_single_runs(
        &p,
        &["IN[0]", "IN[1]"],
        &["OUT[0]", "OUT[1]"],
        &["CONST[0]=2,0,0,0.5", "CONST[1]=0,2,0,-1"],
    );
}

#[test]
fn array_lengths_must_match_the_layout() {
    let p = corpus("examples/tgsi/transform.tgsi");
    let base = p.inputs().unwrap();
    let batch = Batch::new(&p, &["IN[0]"], &["OUT[0]"]).unwrap();
    let mut out = vec![0; 8];
    // 7 words are one invocation of IN[0] and 3 words of a second: the
    // error names the buffer and the length that completes it.
    let error = batch.run(&p, &base, &[0; 7], &mut out).unwrap_err();
    assert!(matches!(
        error,
        Error::BufferLength {
            buffer: "inputs",
            got: 7,
            expected: 8,
            stride: 4,
            per: "invocation"
        }
    ));
    assert_eq!(
        error.to_string(),
        "`inputs` holds 7 values; 8 expected (4 per invocation)"
    );
    // Two invocations write 8 words of OUT[0]; 4 do not hold them.
    let error = batch.run(&p, &base, &[0; 8], &mut out[..4]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "`outputs` holds 4 values; 8 expected (4 per invocation)"
    );
    // The program declares IN[0] only.
    assert!(matches!(
        Batch::new(&p, &["IN[9]"], &["OUT[0]"]),
        Err(Error::OutOfRange { .. })
    ));
}

#[test]
fn batch_helpers_name_outputs_base_words_integers_and_kills() {
    // Outputs in register order, by the program's names: NV_vertex_program
    // numbers the result registers in Table X.1's order (§2.14.1.5), HPOS
    // before COL0, whatever order the program writes them in.
    let vp = Program::from_text(
        "t.vp",
        "!!VP1.0\nMOV o[COL0], v[3];\nMUL o[HPOS], v[OPOS], c[0];\nEND\n",
    )
    .unwrap();
    assert_eq!(Batch::written_outputs(&vp), ["o[HPOS]", "o[COL0]"]);
    let mut base = vp.inputs().unwrap();
    base.set("v[3]", &[0.25, 0.5, 0.75, 1.0]).unwrap();
    let batch = Batch::new(&vp, &["v[3]"], &["o[COL0]"]).unwrap();
    assert_eq!(
        batch.base_words(&base),
        [0.25f32, 0.5, 0.75, 1.0].map(f32::to_bits)
    );
    assert!(!batch.input_is_integer(0));

    // NV_vertex_program2's address register A0 holds integers.
    let vp2 = Program::from_text(
        "t2.vp",
        "!!VP2.0\nARL A0.x, v[0].x;\nMOV o[HPOS], c[A0.x];\nEND\n",
    )
    .unwrap();
    let batch = Batch::new(&vp2, &["v[0]", "A0"], &["o[HPOS]"]).unwrap();
    assert!(!batch.input_is_integer(0));
    assert!(batch.input_is_integer(1));

    // ARB_fragment_program KIL (§3.11.6.4): a negative component kills.
    let fp = Program::from_text(
        "k.fp",
        "!!ARBfp1.0\nKIL fragment.texcoord[0];\nMOV result.color, fragment.texcoord[0];\nEND\n",
    )
    .unwrap();
    let base = fp.inputs().unwrap();
    let batch = Batch::new(&fp, &["fragment.texcoord[0]"], &["result.color"]).unwrap();
    let words: Vec<u32> = [1.0f32, 1.0, 1.0, 1.0, -1.0, 1.0, 1.0, 1.0]
        .map(f32::to_bits)
        .to_vec();
    let mut out = vec![0; 8];
    let mut killed = [true, false];
    batch
        .run_killed(&fp, &base, &words, &mut out, &mut killed)
        .unwrap();
    assert_eq!(killed, [false, true]);
    assert_eq!(&out[..4], &[1.0f32; 4].map(f32::to_bits));
    // One flag per invocation, or the batch is refused, naming the buffer.
    let mut short = [false];
    assert!(matches!(
        batch.run_killed(&fp, &base, &words, &mut out, &mut short),
        Err(Error::BufferLength {
            buffer: "killed",
            got: 1,
            expected: 2,
            ..
        })
    ));
}
