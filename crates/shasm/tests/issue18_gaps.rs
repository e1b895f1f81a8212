//! Issue 18, the last gaps, through the library: a PICA200 program's
//! `.out` names in batches, `--set` range errors, and report components
//! typed by the op that wrote them.

use shasm::report::ValueType;
use shasm::{Batch, Error, File, Program};

/// A vertex shader whose outputs are named by `.out` and whose input by
/// `.in` (picasso's directives).
const PICA: &str = ".out outpos position
.out outclr color
.in inpos v0
.proc main
    mov outclr, inpos
    mov outpos, inpos
    end
.end
";

#[test]
fn pica_outputs_go_by_their_out_names() {
    let p = Program::from_text("named.v.pica", PICA).unwrap();
    // `.out` gives o0 and o1 in order of the directives.
    assert_eq!(p.name_of(File::Output, 0), "outpos");
    assert_eq!(p.name_of(File::Output, 1), "outclr");
    // A register without a name of its own keeps picasso's spelling.
    assert_eq!(p.name_of(File::Temp, 3), "r3");
    assert_eq!(Batch::written_outputs(&p), ["outpos", "outclr"]);
    let batch = Batch::new(
        &p,
        &["inpos"],
        &Batch::written_outputs(&p)
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    )
    .unwrap();
    assert_eq!(
        batch.output_names().collect::<Vec<_>>(),
        ["outpos", "outclr"]
    );
    let base = p.inputs().unwrap();
    let words = [0.5f32, 0.25, 2.0, 1.0].map(f32::to_bits);
    let mut out = vec![0; 8];
    batch.run(&p, &base, &words, &mut out).unwrap();
    // Both outputs are MOVs of the input (exact in float24).
    assert_eq!(out, [words, words].concat());
}

#[test]
fn set_errors_name_the_profiles_range() {
    let p = Program::from_text(
        "env.fp",
        "!!ARBfp1.0\nPARAM p = program.local[2];\nMOV result.color, p;\nEND\n",
    )
    .unwrap();
    let mut inputs = p.inputs().unwrap();
    // ARB_fragment_program under the default profile: Mesa's
    // MAX_PROGRAM_LOCAL_PARAMS, 4096 (shasm_arb::Profile::DEFAULT).
    match inputs.set("program.local[5000]", &[1.0]) {
        Err(Error::OutOfRange { name, valid }) => {
            assert_eq!(name, "program.local[5000]");
            assert_eq!(valid, "program.local[0] to program.local[4095]");
        }
        other => panic!("{other:?}"),
    }
    match inputs.set("program.local[7]", &[1.0]) {
        Err(Error::NotRead { reads, valid, .. }) => {
            assert_eq!(reads, "program.local[0] to program.local[2]");
            assert_eq!(valid, "program.local[0] to program.local[4095]");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn report_components_read_as_the_op_that_wrote_them_last() {
    // tgsi.rst "Integer ISA": USNE writes ~0 where the operands differ,
    // 0 where they are equal; I2F converts back to float.
    let p = Program::from_text(
        "t.tgsi",
        "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL TEMP[0]\n\
         IMM[0] UINT32 {1, 2, 3, 4}\n\
         0: USNE TEMP[0], IMM[0], IMM[0].xxxx\n\
         1: I2F TEMP[0].w, IMM[0].wwww\n\
         2: MOV OUT[0], TEMP[0]\n\
         3: END\n",
    )
    .unwrap();
    let report = p.run().unwrap();
    let out = report.find("OUT[0]").unwrap();
    assert_eq!(out.bits, [0, 0xFFFF_FFFF, 0xFFFF_FFFF, 4.0f32.to_bits()]);
    // The register has no type of its own; its components have the types
    // of their last writes, which the MOV copied.
    assert_eq!(out.value_type, ValueType::Float);
    use ValueType::{Float, Uint};
    assert_eq!(out.types, [Uint, Uint, Uint, Float]);
    assert_eq!(out.values_text(), "(0, 4294967295, 4294967295, 4.0)");
}
