//! Hostile inputs and outputs through the real binary: deep nesting,
//! floods of errors, stdout that cannot be written, unbounded files, and
//! broken SHBINs. Each must give a bounded, located message and the right
//! exit code, never a crash or a hang.

mod common;

use common::{check_json, input, root, scratch, shasm, write};
use shasm_pica::shbin::{Dvle, Dvlp, Shbin};
use shasm_pica::{Instruction, Op, encode};

/// A SHBIN whose code is `words - 1` IFU words each opening a block that
/// ends at the final END, so the blocks nest `words - 1` deep.
fn nested_ifu_shbin(words: usize) -> Vec<u8> {
    let last = words - 1;
    let mut code: Vec<u32> = (0..last)
        .map(|_| {
            let mut inst = Instruction::new(Op::Ifu);
            inst.target = last as u16;
            encode(&inst)
        })
        .collect();
    code.push(encode(&Instruction::new(Op::End)));
    Shbin {
        dvlp: Dvlp {
            code,
            ..Dvlp::default()
        },
        dvles: vec![Dvle {
            entry: 0,
            end: words as u32,
            ..Dvle::default()
        }],
        code_file_offset: None,
    }
    .write()
}

#[test]
fn dis_of_deeply_nested_shbins_does_not_crash() {
    let dir = scratch("dis-deep");
    // 2000 words is past the 512 a shader holds (PICA200 spec, Overview):
    // refused as invalid (exit 1) with a message at the code size field.
    let path = write(&dir, "deep2000.shbin", nested_ifu_shbin(2000));
    let r = shasm(&["dis", &path]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.starts_with(&format!("{path}: offset 0x")),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("512"), "{}", r.stderr);
    // 511 nested blocks fit the hardware but not picasso's 32-entry block
    // stack (PICA200 notes §3): no source form, so `dis` prints the
    // annotated listing instead, one line per word, with a note saying why.
    let path = write(&dir, "deep512.shbin", nested_ifu_shbin(512));
    let r = shasm(&["dis", &path]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.starts_with(&format!("{path}: note:")),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("32"), "{}", r.stderr);
    let words = r.stdout.lines().filter(|l| !l.starts_with(';')).count();
    assert_eq!(words, 512, "{}", r.stdout);
    assert!(r.stdout.contains("0511: 88000000  end"), "{}", r.stdout);
}

#[test]
fn asm_of_deep_nesting_reports_a_bounded_number_of_errors() {
    let n = 1500;
    let text = format!(
        ".out outpos position\n.bool b0\n.proc main\n{}\tnop\n{}\tend\n.end\n",
        "\tifu b0\n".repeat(n),
        "\t.end\n".repeat(n)
    );
    let dir = scratch("asm-deep");
    let src = write(&dir, "nest.v.pica", text);
    let out = dir.join("nest.shbin");
    let r = shasm(&["asm", &src, "-o", out.to_str().unwrap()]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    let diagnostics = r
        .stderr
        .lines()
        .filter(|l| l.contains(": error:") || l.contains(": note:") || l.contains(": warning:"))
        .count();
    assert!((1..60).contains(&diagnostics), "{diagnostics} diagnostics");
    assert!(!out.exists(), "no SHBIN is written on failure");
}

/// TGSI with `depth` IFs nested inside each other.
fn nested_tgsi(depth: usize) -> String {
    let mut t = String::from("VERT\nDCL TEMP[0]\nDCL OUT[0]\n");
    for i in 0..depth {
        t.push_str(&format!("{i}: IF TEMP[0].xxxx :{}\n", 2 * depth - 1 - i));
    }
    for i in 0..depth {
        t.push_str(&format!("{}: ENDIF\n", depth + i));
    }
    t.push_str(&format!("{}: END\n", 2 * depth));
    t
}

/// The printed TGSI is linear in the input: indentation stops at 32
/// levels (shasm_ir::print::MAX_INDENT_DEPTH), so no line is longer than
/// its number, 64 spaces and the instruction.
fn assert_linear(what: &str, input_lines: usize, out: &str) {
    assert!(
        out.lines().all(|l| l.len() < 100),
        "{what}: a line of {} bytes",
        out.lines().map(str::len).max().unwrap_or(0)
    );
    assert!(
        out.len() < 100 * input_lines,
        "{what}: {} bytes for {input_lines} lines",
        out.len()
    );
}

/// `fmt` and the identity translation print a TGSI program nested `depth`
/// deep, one line per input line and in linear size, with no complaint.
fn nested_tgsi_formats_linearly(depth: usize, name: &str) {
    let text = nested_tgsi(depth);
    let lines = text.lines().count();
    let dir = scratch(name);
    let path = write(&dir, "deep.tgsi", &text);
    assert_eq!(shasm(&["check", &path]).code, 0);
    for args in [vec!["fmt", &path], vec!["translate", &path, "--to", "tgsi"]] {
        let r = shasm(&args);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        assert!(r.stderr.len() < 4_096, "{args:?}: {}", r.stderr);
        assert_eq!(r.stdout.lines().count(), lines, "{args:?}");
        assert_linear(&format!("{args:?}"), lines, &r.stdout);
    }
}

#[test]
fn tgsi_nested_32767_deep_formats_linearly() {
    nested_tgsi_formats_linearly(32_767, "tgsi-32767");
}

#[test]
fn tgsi_nested_32768_deep_formats_linearly() {
    // TGSI sets no nesting limit, and the program loads and runs; the old
    // printer's formatting width stopped at 65,535 columns, one level
    // below this depth.
    nested_tgsi_formats_linearly(32_768, "tgsi-32768");
}

#[test]
fn twenty_thousand_bad_lines_give_fifty_errors_and_a_note() {
    // Diagnostics are capped at 50 errors per file (shasm_diag::MAX_ERRORS)
    // with a final note saying so.
    let text = format!("!!VP2.0\n{}END\n", "FOO R0;\n".repeat(20_000));
    let dir = scratch("many-errors");
    let path = write(&dir, "many.vp", &text);
    let r = shasm(&["check", &path]);
    assert_eq!(r.code, 1);
    let errors = r.stderr.lines().filter(|l| l.contains(": error:")).count();
    let notes: Vec<&str> = r.stderr.lines().filter(|l| l.contains(": note:")).collect();
    assert_eq!(errors, 50, "{} bytes of stderr", r.stderr.len());
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(notes[0].contains("50"), "{}", notes[0]);

    let (_, v) = check_json(&input("many.vp", text));
    let diags = v["diagnostics"].as_array().unwrap();
    let json_errors = diags.iter().filter(|d| d["severity"] == "error").count();
    assert_eq!(json_errors, 50);
    assert_eq!(diags.last().unwrap()["severity"], "note");
}

#[test]
fn thousands_of_errors_on_one_long_line_print_bounded_output() {
    // 5,000 bad instructions on one 20 KB line: capped at 50 errors, and
    // each snippet clipped, so the output stays far below the input squared.
    let text = format!("!!VP2.0\n{}\nEND\n", "FOO;".repeat(5_000));
    let dir = scratch("long-line");
    let path = write(&dir, "line.vp", &text);
    let r = shasm(&["check", &path]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.len() < 1_000_000, "{} bytes", r.stderr.len());
    let errors = r.stderr.lines().filter(|l| l.contains(": error:")).count();
    assert!((1..=50).contains(&errors), "{errors} errors");
}

#[test]
fn failing_stdout_writes_exit_2() {
    if !std::path::Path::new("/dev/full").exists() {
        println!("skipped: /dev/full does not exist on this system");
        return;
    }
    let shbin = "tests/corpus/pica-3ds-examples/graphics_gpu_simple_tri_vshader.v.shbin";
    for args in [
        vec!["fmt", "examples/tgsi/transform.tgsi"],
        vec!["run", "examples/tgsi/transform.tgsi"],
        // Help and version text are results too (issue 19).
        vec!["--help"],
        vec!["--version"],
        vec!["check", "--help"],
        vec!["dis", shbin],
        vec![
            "bench",
            "examples/tgsi/transform.tgsi",
            "--invocations",
            "10",
        ],
    ] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("open /dev/full");
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_shasm"))
            .args(&args)
            .current_dir(root())
            .stdout(full)
            .output()
            .expect("shasm runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        // An I/O error: exit 2 with a message, not 0 and not a panic (101).
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("error:"), "{args:?}: {stderr}");
    }
}

#[test]
fn unbounded_reads_stop_at_the_limit() {
    if !std::path::Path::new("/dev/zero").exists() {
        println!("skipped: /dev/zero does not exist on this system");
        return;
    }
    for args in [
        vec!["check", "/dev/zero"],
        vec![
            "run",
            "examples/tgsi/transform.tgsi",
            "--inputs",
            "/dev/zero",
        ],
        vec![
            "run",
            "examples/nv/fp/bump.fp",
            "--texture",
            "0:2D=/dev/zero",
        ],
    ] {
        let r = shasm(&args);
        // shasm::limits: files larger than the limit are an I/O error
        // (exit 2), found without reading the endless file to its end.
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains("larger than"), "{args:?}: {}", r.stderr);
    }
}

fn u32_at(bytes: &[u8], at: usize) -> usize {
    u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as usize
}

#[test]
fn shbin_errors_name_the_offset() {
    let name = "tests/corpus/pica-3ds-examples/graphics_gpu_simple_tri_vshader.v.shbin";
    let bytes = std::fs::read(root().join(name)).unwrap();
    // PICA200 notes §2: the DVLB header is "DVLB", the DVLE count, then one
    // offset per DVLE; the DVLP follows, and its header holds the code
    // offset and size at +0x8 / +0xC and the operand descriptor table's
    // offset and count at +0x10 / +0x14, relative to the DVLP.
    let dvlp = 8 + 4 * u32_at(&bytes, 4);
    let opdesc = dvlp + u32_at(&bytes, dvlp + 0x10);
    let opdesc_end = opdesc + 8 * u32_at(&bytes, dvlp + 0x14);
    // Cut the file inside the operand descriptor table.
    let cut = opdesc + 8;
    assert!(cut < opdesc_end && opdesc_end <= bytes.len());
    let dir = scratch("shbin-offsets");
    let path = write(&dir, "cut.shbin", &bytes[..cut]);
    let r = shasm(&["check", &path]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .starts_with(&format!("{path}: offset {opdesc:#06x}: error:")),
        "{}",
        r.stderr
    );
    let (code, v) = check_json(&input("cut.shbin", &bytes[..cut]));
    assert_eq!(code, 1);
    assert_eq!(
        v["diagnostics"][0]["span"],
        serde_json::json!([opdesc, opdesc])
    );

    // A declared code size of 513 words is past the 512 instructions a
    // shader holds (PICA200 spec, Overview): refused at the size field.
    let mut big = bytes.clone();
    big[dvlp + 0xC..dvlp + 0x10].copy_from_slice(&513u32.to_le_bytes());
    let path = write(&dir, "big.shbin", &big);
    for cmd in ["check", "dis", "run"] {
        let r = shasm(&[cmd, &path]);
        assert_eq!(r.code, 1, "{cmd}: {}", r.stderr);
        assert!(
            r.stderr
                .starts_with(&format!("{path}: offset {:#06x}: error:", dvlp + 0xC)),
            "{cmd}: {}",
            r.stderr
        );
        assert!(r.stderr.contains("512"), "{cmd}: {}", r.stderr);
    }
}
