//! Round trips: text → IR → text → IR gives the same IR (immediates
//! bit-exact), over every bundled example and every test program.

use std::path::{Path, PathBuf};

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.tgsi` example and every TGSI spec-test program that must load.
fn programs() -> Vec<(PathBuf, String)> {
    let root = workspace_root();
    let mut out = Vec::new();
    let mut dirs = vec![root.join("examples/tgsi"), root.join("tests/spec/tgsi")];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            match path.extension().and_then(|e| e.to_str()) {
                Some("tgsi") => out.push((path, text)),
                Some("test") => {
                    let (header, body) = text.split_once("\n---\n").expect("spec test without ---");
                    if !header.lines().any(|l| l.starts_with("error:")) {
                        out.push((path, body.to_string()));
                    }
                }
                _ => {}
            }
        }
    }
    out.sort();
    out
}

fn round_trip(name: &str, text: &str) {
    let first = shasm_tgsi::parse(text).unwrap_or_else(|d| {
        panic!(
            "{name} does not parse:\n{}",
            shasm_diag::render(name, text, &d.0)
        )
    });
    let printed = shasm_tgsi::to_text(&first).unwrap_or_else(|e| panic!("{name}: {e}"));
    let second = shasm_tgsi::parse(&printed).unwrap_or_else(|d| {
        panic!(
            "{name} printed does not parse:\n{}",
            shasm_diag::render(name, &printed, &d.0)
        )
    });
    assert_eq!(
        first.without_spans(),
        second.without_spans(),
        "{name}: printed as\n{printed}"
    );
    // Printing is a fixed point.
    assert_eq!(shasm_tgsi::to_text(&second).unwrap(), printed, "{name}");
}

#[test]
fn every_bundled_and_test_program_round_trips() {
    let programs = programs();
    assert!(programs.len() >= 4, "examples are missing");
    for (path, text) in programs {
        round_trip(&path.display().to_string(), &text);
    }
}

#[test]
fn immediates_are_bit_exact() {
    let text = "VERT\nDCL OUT[0]\n\
        IMM[0] FLT32 {0x7fc00001, 0xff800000, -0.0, 0x00000001}\n\
        IMM[1] FLT32 {0.1, 3.4028235e38, 1e-45, nan}\n\
        IMM[2] UINT32 {4294967295, 0, 0x80000000, 7}\n\
        IMM[3] INT32 {-2147483648, 2147483647, -1, 0xffffffff}\n\
        MOV OUT[0], IMM[0]\nEND\n";
    let p = shasm_tgsi::parse(text).unwrap();
    let words: Vec<[u32; 4]> = p.immediates.iter().map(|i| i.values).collect();
    assert_eq!(
        words,
        [
            [0x7fc0_0001, 0xff80_0000, 0x8000_0000, 0x0000_0001],
            [0x3dcc_cccd, 0x7f7f_ffff, 0x0000_0001, 0x7fc0_0000],
            [0xffff_ffff, 0, 0x8000_0000, 7],
            [0x8000_0000, 0x7fff_ffff, 0xffff_ffff, 0xffff_ffff],
        ]
    );
    round_trip("immediates", text);
}

#[test]
fn every_construct_round_trips() {
    let text = "GEOM
PROPERTY GS_INPUT_PRIMITIVE TRIANGLES
PROPERTY GS_OUTPUT_PRIMITIVE LINE_STRIP
PROPERTY GS_MAX_OUTPUT_VERTICES 4
DCL IN[][0], POSITION
DCL IN[][1], GENERIC[3]
DCL OUT[0], POSITION
DCL OUT[1].xy, GENERIC[0]
DCL CONST[0..7]
DCL CONST[2][0..3]
DCL TEMP[0..3], LOCAL
DCL ADDR[0..1]
DCL SAMP[0]
DCL SV[0], PRIM_ID
IMM[0] FLT32 {1.0, 2.0, 0.5, 0.0}
IMM[1] UINT32 {0, 1, 2, 3}
  0: ARL ADDR[0].x, IN[0][1].wwww
  1: ARR ADDR[1].xy, CONST[3]
  2: MOV_SAT TEMP[0].xz, -|CONST[ADDR[0].x+3].yxzw|
  3: MAD TEMP[1], CONST[ADDR[1].y-1].x, IN[2][0].xy, CONST[2][1]
  4: TEX TEMP[2], TEMP[1], SAMP[0], 2D
  5: TXD TEMP[2], TEMP[1], TEMP[0], TEMP[0], SAMP[0], SHADOW2D
  6: BGNLOOP
  7:   UIF SV[0].xxxx
  8:     CONT
  9:   ELSE
 10:     BRK
 11:   ENDIF
 12: ENDLOOP
 13: CAL :16
 14: EMIT IMM[1].xxxx
 15: END
 16: BGNSUB
 17:   MOV OUT[0], TEMP[2]
 18:   MOV OUT[1].xy, TEMP[0]
 19:   ENDPRIM
 20:   RET
 21: ENDSUB
";
    round_trip("constructs", text);
    let p = shasm_tgsi::parse(text).unwrap();
    // Targets of the structured ops come from the block structure.
    let labels: Vec<_> = p
        .instructions
        .iter()
        .map(|i| i.label().map(shasm_ir::InstId::get))
        .collect();
    assert_eq!(labels[6], Some(12));
    assert_eq!(labels[7], Some(9));
    assert_eq!(labels[9], Some(11));
    assert_eq!(labels[12], Some(6));
    assert_eq!(labels[13], Some(16));
}

#[test]
fn a_relative_vertex_index_round_trips() {
    // Gallium's geometry shaders read `IN[ADDR[0].x][k]`: the vertex named
    // by an address register (the IR's `Src::dimension_indirect`).
    let text = "GEOM
PROPERTY GS_INPUT_PRIMITIVE TRIANGLES
PROPERTY GS_OUTPUT_PRIMITIVE POINTS
PROPERTY GS_MAX_OUTPUT_VERTICES 1
DCL IN[][0], POSITION
DCL IN[][1], GENERIC[0]
DCL OUT[0], POSITION
DCL ADDR[0]
IMM[0] FLT32 {1.0, 0.0, 0.0, 0.0}
  0: ARL ADDR[0].x, IMM[0].xxxx
  1: ADD OUT[0], IN[ADDR[0].x][1], IN[ADDR[0].x+1][0].yxzw
  2: EMIT IMM[0].yyyy
  3: END
";
    round_trip("relative vertex", text);
    let p = shasm_tgsi::parse(text).unwrap();
    let src = &p.instructions[1].src;
    let a0x = Some(shasm_ir::Indirect::new(shasm_ir::File::Address, 0, 0));
    assert_eq!(
        (src[0].dimension, src[0].dimension_indirect),
        (Some(0), a0x)
    );
    assert_eq!(
        (src[1].dimension, src[1].dimension_indirect),
        (Some(1), a0x)
    );
    assert_eq!(
        src[1].reg(),
        Some(shasm_ir::Reg::new(shasm_ir::File::Input, 0))
    );
}

#[test]
fn a_relative_outer_index_is_refused_outside_geometry_inputs() {
    let text = "VERT\nDCL OUT[0]\nDCL CONST[1][0]\nDCL ADDR[0]\n  0: MOV OUT[0], CONST[ADDR[0].x][0]\n  1: END\n";
    let errors = shasm_tgsi::parse(text).unwrap_err();
    assert_eq!(
        errors.diagnostics()[0].code,
        Some("tgsi/unsupported-relative-address")
    );
}

/// Every data opcode of the TGSI table (Mesa's typed, double, 64-bit,
/// interpolation, fine-derivative and level-zero texture ops included)
/// prints under its own name and parses back to the same instruction.
#[test]
fn every_data_opcode_round_trips_under_its_name() {
    use shasm_ir::Opcode;
    let mut checked = 0;
    for op in shasm_tgsi::ops::TGSI_OPS {
        let code = op.opcode;
        if code.is_flow() || !code.has_dst() || op.name != code.name() {
            continue;
        }
        let address = matches!(code, Opcode::Arl | Opcode::Arr | Opcode::Uarl);
        let dst = if address { "ADDR[0].x" } else { "TEMP[0]" };
        let mut operands = vec![dst.to_string()];
        if code.has_dst2() {
            // DFRACEXP: the exponent's destination.
            operands.push("TEMP[0].x".into());
        }
        operands.extend((0..code.num_srcs()).map(|k| format!("IN[{k}]")));
        if code.uses_sampler_view() {
            // tgsi.rst: `SAMPLE dst, address, SVIEW[n], SAMP[n], ...`.
            let view = if code.takes_sampler() {
                "SVIEW[0], SAMP[0]"
            } else {
                "SVIEW[0]"
            };
            operands.insert(2, view.into());
        } else if shasm_tgsi::ops::is_texture(code) {
            operands.push("SAMP[0]".into());
            operands.push("2D".into());
        }
        let text = format!(
            "FRAG\nDCL IN[0..2], GENERIC[0], PERSPECTIVE\nDCL SAMP[0]\nDCL SVIEW[0], 2D, FLOAT\n\
             DCL TEMP[0]\nDCL ADDR[0]\n\
             {} {}\nEND\n",
            op.name,
            operands.join(", ")
        );
        round_trip(op.name, &text);
        let program = shasm_tgsi::parse(&text).unwrap();
        let printed = shasm_tgsi::to_text(&program).unwrap();
        assert!(
            printed.contains(&format!(": {} ", op.name)),
            "{} prints as\n{printed}",
            op.name
        );
        checked += 1;
    }
    // The Mesa ops added for the current dialect are among them.
    assert!(checked > 100, "only {checked} opcodes");
}

#[test]
fn two_dimensional_constants_of_buffer_zero_stay_two_dimensional() {
    // Buffer 0 of the CONST file is addressed either way (`CONST[1]` and
    // `CONST[0][1]` name one word, TGSI_instruction_set.txt "Register
    // files"); the formatter keeps each operand and declaration as written:
    // Mesa's tgsi_dump prints constants 2-D today, and a 1-D operand stays
    // 1-D.
    let text = "VERT
DCL IN[0]
DCL OUT[0], POSITION
DCL CONST[0][0..7]
DCL CONST[1][0..1]
DCL ADDR[0]
  0: ARL ADDR[0].x, IN[0].xxxx
  1: MUL OUT[0], -CONST[0][ADDR[0].x+2], |CONST[0][1]|
  2: ADD OUT[0], OUT[0], CONST[3].xxxx
  3: MAD OUT[0], CONST[0][4], CONST[1][1], -|CONST[0][6].yyyy|
  4: END
";
    let program = shasm_tgsi::parse(text).unwrap();
    let printed = shasm_tgsi::format(&program, text).unwrap();
    assert_eq!(printed, text);
    // The printed text parses to the same program and prints the same.
    let again = shasm_tgsi::parse(&printed).unwrap();
    assert_eq!(again, program);
    assert_eq!(shasm_tgsi::format(&again, &printed).unwrap(), printed);
    // Without the source (a translation), buffer 0 prints 1-D as before.
    assert!(
        shasm_tgsi::to_text(&program)
            .unwrap()
            .contains("MUL OUT[0], -CONST[ADDR[0].x+2], |CONST[1]|")
    );
}
