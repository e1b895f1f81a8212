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

// ---- component types from the program's flow ---------------------------

use shasm::report::WrittenTypes;

/// A TGSI vertex program that writes TEMP[0].x on both sides of an IF on
/// IN[0].x, with `then` and `other`, and copies TEMP[0] to OUT[0].
fn if_else(then: &str, other: &str) -> Program {
    let text = format!(
        "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL TEMP[0]\n\
         IMM[0] UINT32 {{1, 2, 3, 4}}\n\
         IMM[1] FLT32 {{0.5, 0.25, 0.0, 1.0}}\n\
         0: IF IN[0].xxxx :2\n\
         1: {then}\n\
         2: ELSE :4\n\
         3: {other}\n\
         4: ENDIF\n\
         5: MOV OUT[0], TEMP[0]\n\
         6: END\n"
    );
    Program::from_text("if.tgsi", &text).unwrap()
}

fn flow_types(p: &Program) -> Option<WrittenTypes> {
    let declared = |file, index| p.value_type_of(file, index);
    WrittenTypes::from_flow(p.ir(), &declared)
}

/// OUT[0] of a run with IN[0] = (x, 0, 0, 0).
fn out_with(p: &Program, x: f32) -> shasm::report::Entry {
    let mut inputs = p.inputs().unwrap();
    inputs.set("IN[0]", &[x, 0.0, 0.0, 0.0]).unwrap();
    let report = p.run_with(&inputs).unwrap();
    report.find("OUT[0]").unwrap().clone()
}

#[test]
fn written_types_come_from_the_flow_where_every_path_agrees() {
    // tgsi.rst "Integer ISA": UADD's result is an unsigned integer on
    // both sides of the IF, so the last write of TEMP[0].x and of
    // OUT[0].x (the MOV copies it) is UADD's on every path. TEMP[0].yzw
    // are never written; the MOV copies them as what an untyped TEMP
    // holds, floats.
    let p = if_else(
        "UADD TEMP[0].x, IMM[0].xxxx, IMM[0].yyyy",
        "UADD TEMP[0].x, IMM[0].yyyy, IMM[0].yyyy",
    );
    let w = flow_types(&p).expect("every path agrees");
    use ValueType::{Float, Uint};
    assert_eq!(w.get(File::Temp, 0), [Some(Uint), None, None, None]);
    assert_eq!(
        w.get(File::Output, 0),
        [Some(Uint), Some(Float), Some(Float), Some(Float)]
    );
    // 1 + 2 and 2 + 2, unsigned.
    let then = out_with(&p, 1.0);
    assert_eq!(then.types, [Uint, Float, Float, Float]);
    assert_eq!(then.values_text(), "(3, 0.0, 0.0, 0.0)");
    let other = out_with(&p, 0.0);
    assert_eq!(other.values_text(), "(4, 0.0, 0.0, 0.0)");
}

#[test]
fn written_types_follow_the_run_where_paths_disagree() {
    // One side writes an unsigned integer (UADD), the other a float
    // (ADD: 0.5 + 0.5 = 1.0, exact): only the run can tell which.
    let p = if_else(
        "UADD TEMP[0].x, IMM[0].xxxx, IMM[0].yyyy",
        "ADD TEMP[0].x, IMM[1].xxxx, IMM[1].xxxx",
    );
    assert!(flow_types(&p).is_none());
    let then = out_with(&p, 1.0);
    assert_eq!(then.types[0], ValueType::Uint);
    assert_eq!(then.values_text(), "(3, 0.0, 0.0, 0.0)");
    let other = out_with(&p, 0.0);
    assert_eq!(other.types[0], ValueType::Float);
    assert_eq!(other.values_text(), "(1.0, 0.0, 0.0, 0.0)");
}

#[test]
fn written_types_through_a_loop_and_a_partial_write() {
    // The loop body runs at least once (BGNLOOP enters unconditionally)
    // and writes TEMP[0].y with an integer op (UADD); after the loop,
    // x is written by a float op on every path; the MOV copies z and w
    // unwritten, as floats. A write on one side of an IF only (TEMP[0].z
    // here) leaves paths that disagree.
    let text = "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL TEMP[0]\n\
         IMM[0] UINT32 {1, 2, 3, 4}\n\
         0: BGNLOOP :3\n\
         1: UADD TEMP[0].y, IMM[0].xxxx, IMM[0].xxxx\n\
         2: BRK\n\
         3: ENDLOOP :0\n\
         4: ADD TEMP[0].x, IN[0].xxxx, IN[0].xxxx\n\
         5: MOV OUT[0], TEMP[0]\n\
         6: END\n";
    let p = Program::from_text("loop.tgsi", text).unwrap();
    let w = flow_types(&p).expect("every path agrees");
    use ValueType::{Float, Uint};
    assert_eq!(
        w.get(File::Output, 0),
        [Some(Float), Some(Uint), Some(Float), Some(Float)]
    );
    let partial = "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL TEMP[0]\n\
         IMM[0] UINT32 {1, 2, 3, 4}\n\
         0: IF IN[0].xxxx :2\n\
         1: UADD TEMP[0].z, IMM[0].xxxx, IMM[0].xxxx\n\
         2: ENDIF\n\
         3: MOV OUT[0], TEMP[0]\n\
         4: END\n";
    let p = Program::from_text("partial.tgsi", partial).unwrap();
    assert!(flow_types(&p).is_none());
}

/// Where the flow gives the types ([`WrittenTypes::from_flow`]), a trace
/// of a run records the same ones: checked on every TGSI and
/// NV_gpu_program4 program of the spec tests and examples that loads and
/// runs with its initial inputs.
#[test]
fn written_types_from_the_flow_agree_with_a_traced_run() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut programs: Vec<(String, String)> = Vec::new();
    for (dir, ext) in [
        ("tests/spec/tgsi", "tgsi"),
        ("tests/spec/gp4_vp", "vp"),
        ("tests/spec/gp4_fp", "fp"),
        ("tests/spec/gp4_gp", "gp"),
    ] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            if let Some((_, program)) = text.split_once("\n---\n") {
                programs.push((format!("p.{ext}"), program.to_string()));
            }
        }
    }
    for dir in ["examples/tgsi", "examples/gp4"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e != "inputs") {
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                programs.push((name, std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    let mut compared = 0;
    for (name, text) in &programs {
        let Ok(p) = Program::from_text(name, text) else {
            continue;
        };
        let declared = |file, index| p.value_type_of(file, index);
        let Some(from_flow) = WrittenTypes::from_flow(p.ir(), &declared) else {
            continue;
        };
        let Ok(inputs) = p.inputs() else {
            continue;
        };
        let mut traced = WrittenTypes::new();
        if p.trace(&inputs, &mut |step| {
            traced.record(p.ir(), step.instruction, &declared)
        })
        .is_err()
        {
            continue;
        }
        for inst in &p.ir().instructions {
            for d in inst.dst.iter().chain(inst.dst2.as_deref()) {
                assert_eq!(
                    from_flow.get(d.file(), d.index()),
                    traced.get(d.file(), d.index()),
                    "{name}: {:?}[{}]\n{text}",
                    d.file(),
                    d.index()
                );
            }
        }
        compared += 1;
    }
    // Most of them: the test compares something.
    assert!(
        compared > programs.len() / 2,
        "{compared} of {}",
        programs.len()
    );
}
