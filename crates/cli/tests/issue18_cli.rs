//! Issue 18, the command line: JSON errors from `run` and `translate`,
//! `dis --listing` without Rust `Debug` text, several files and `-`
//! (standard input), `run --batch` (CSV, JSON, NPY), texture bindings in
//! inputs files and warnings for unbound units, and `--help` of each
//! command listing only its own options.

mod common;

use common::{png_rgba8, root, scratch, shasm, write};
use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};

/// Run the binary with `stdin` as standard input.
fn shasm_stdin(args: &[&str], stdin: &[u8]) -> common::Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_shasm"))
        .args(args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the shasm binary runs");
    let mut pipe = child.stdin.take().unwrap();
    let bytes = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&bytes);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    common::Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

const GOOD_VP: &str = "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n";
/// `vertex.foo` is no ARB vertex attribute (ARB_vertex_program grammar,
/// <vtxAttribItem>): the program fails to load.
const BAD_VP: &str = "!!ARBvp1.0\nMOV result.position, vertex.foo;\nEND\n";

// ---- 4. Machine-readable errors -------------------------------------

#[test]
fn run_format_json_prints_the_error_object_when_loading_fails() {
    let dir = scratch("i18-run-json");
    let bad = write(&dir, "bad.vp", BAD_VP);
    let r = shasm(&["run", &bad, "--format", "json"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    let v = json(&r.stdout);
    assert_eq!(v["ok"], false);
    let d = &v["diagnostics"][0];
    assert_eq!((&d["line"], &d["column"]), (&2.into(), &29.into()), "{v}");
    assert_eq!(d["severity"], "error");
    assert!(d["code"].as_str().unwrap().starts_with("arb/"), "{v}");
    // The same object as `check --format json` gives.
    let c = shasm(&["check", &bad, "--format", "json"]);
    assert_eq!(json(&c.stdout), v);

    // A file that cannot be read: the object with `error`, exit 2.
    let missing = dir.join("missing.vp");
    let r = shasm(&["run", missing.to_str().unwrap(), "--format", "json"]);
    assert_eq!(r.code, 2);
    let v = json(&r.stdout);
    assert_eq!(v["ok"], false);
    assert!(v["error"].as_str().unwrap().contains("missing.vp"), "{v}");
}

#[test]
fn run_format_json_prints_the_error_object_when_an_option_is_bad() {
    let dir = scratch("i18-run-json-option");
    let good = write(&dir, "good.vp", GOOD_VP);
    let r = shasm(&["run", &good, "--format", "json", "--set", "nosuch=1"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    let v = json(&r.stdout);
    assert_eq!(v["ok"], false);
    assert!(v["error"].as_str().unwrap().contains("nosuch"), "{v}");
}

#[test]
fn translate_format_json_gives_text_or_the_error_object() {
    let dir = scratch("i18-translate-json");
    let good = write(&dir, "good.vp", GOOD_VP);
    let r = shasm(&["translate", &good, "--to", "tgsi", "--format", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = json(&r.stdout);
    assert_eq!(v["ok"], true);
    let text = shasm(&["translate", &good, "--to", "tgsi"]).stdout;
    assert!(text.starts_with("VERT"), "{text}");
    assert_eq!(v["text"], text.as_str());

    // NV_vertex_program2's BRA has no TGSI translation (the back end
    // refuses it at the instruction, see nv_vp.rs).
    let bra = write(
        &dir,
        "bra.vp",
        "!!VP2.0\nBRA end (TR);\nend:\nMOV o[HPOS], v[OPOS];\nEND\n",
    );
    let r = shasm(&["translate", &bra, "--to", "tgsi", "--format", "json"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    let v = json(&r.stdout);
    assert_eq!(v["ok"], false, "{v}");
    let d = &v["diagnostics"][0];
    assert_eq!(d["line"], 2, "{v}");
    assert!(!r.stdout.trim().is_empty());

    // Loading fails: the load's diagnostics.
    let bad = write(&dir, "bad.vp", BAD_VP);
    let r = shasm(&["translate", &bad, "--to", "tgsi", "--format", "json"]);
    assert_eq!(r.code, 1);
    assert_eq!(json(&r.stdout)["diagnostics"][0]["line"], 2);
}

#[test]
fn dis_listing_names_uniform_registers_without_debug_text() {
    // lighting.v.pica: `.fvec projection[4], modelView[4]` then lightDir,
    // lightColor, ambient: picasso allocates float uniforms from c0 in
    // declaration order, and the listing names them as picasso does.
    let dir = scratch("i18-dis");
    let shbin = dir.join("l.shbin");
    let r = shasm(&[
        "asm",
        "examples/pica/lighting.v.pica",
        "-o",
        shbin.to_str().unwrap(),
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = shasm(&["dis", "--listing", shbin.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert!(
        lines.contains(&";   uniform projection = c0-c3"),
        "{}",
        r.stdout
    );
    assert!(
        lines.contains(&";   uniform modelView = c4-c7"),
        "{}",
        r.stdout
    );
    assert!(lines.contains(&";   uniform lightDir = c8"), "{}", r.stdout);
    for debug in [
        "Float(", "Input(", "Int(", "Bool(", "Other(", "Some(", "None",
    ] {
        assert!(!r.stdout.contains(debug), "{debug}: {}", r.stdout);
    }
}

// ---- 5. Several files, standard input --------------------------------

#[test]
fn check_several_files_and_stdin_summarises() {
    let dir = scratch("i18-check-many");
    let good = write(&dir, "good.vp", GOOD_VP);
    let bad = write(&dir, "bad.vp", BAD_VP);
    let r = shasm_stdin(&["check", &good, &bad, "-"], GOOD_VP.as_bytes());
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.contains(&format!("{bad}:2:29: error:")),
        "{}",
        r.stderr
    );
    assert_eq!(r.stderr.lines().last(), Some("1 of 3 files failed"));
    assert!(r.stdout.is_empty());

    let r = shasm_stdin(
        &["check", &good, &bad, "-", "--format", "json"],
        BAD_VP.as_bytes(),
    );
    assert_eq!(r.code, 1);
    let v = json(&r.stdout);
    assert_eq!(v["failed"], 2, "{v}");
    let files = v["files"].as_array().unwrap();
    let summary: Vec<(&str, bool)> = files
        .iter()
        .map(|f| (f["file"].as_str().unwrap(), f["ok"].as_bool().unwrap()))
        .collect();
    assert_eq!(
        summary,
        [
            (good.as_str(), true),
            (bad.as_str(), false),
            ("<stdin>", false)
        ]
    );
    assert_eq!(files[2]["diagnostics"][0]["file"], "<stdin>");
    assert_eq!(files[2]["diagnostics"][0]["line"], 2);

    // All good: exit 0, and the summary says none failed.
    let r = shasm(&["check", &good, &good]);
    assert_eq!(r.code, 0);
    assert_eq!(r.stderr, "0 of 2 files failed\n");

    // One file keeps the single-file shape (no `files`).
    let v = json(&shasm(&["check", &good, "--format", "json"]).stdout);
    assert_eq!(v, serde_json::json!({"ok": true, "diagnostics": []}));

    // A file that cannot be read fails with exit 2; the others are checked.
    let missing = dir.join("missing.vp");
    let r = shasm(&["check", &good, missing.to_str().unwrap()]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("missing.vp"), "{}", r.stderr);
    assert_eq!(r.stderr.lines().last(), Some("1 of 2 files failed"));
}

#[test]
fn stdin_is_bounded_and_named_once() {
    // 16 MiB + 1 bytes: past the program-file limit, an error, not a hang.
    let big = vec![b' '; (16 << 20) + 1];
    let r = shasm_stdin(&["check", "-"], &big);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("limit"), "{}", r.stderr);

    let r = shasm_stdin(&["check", "-", "-"], b"");
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("more than once"), "{}", r.stderr);
}

#[test]
fn fmt_several_files_prints_each_after_a_header_or_writes_in_place() {
    let dir = scratch("i18-fmt-many");
    let a = write(
        &dir,
        "a.vp",
        "!!ARBvp1.0\nMOV   result.position ,vertex.position;\nEND\n",
    );
    let b = write(&dir, "b.vp", GOOD_VP);
    let single_a = shasm(&["fmt", &a]);
    let single_b = shasm(&["fmt", &b]);
    assert_eq!(single_a.code, 0, "{}", single_a.stderr);
    let r = shasm(&["fmt", &a, &b]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout,
        format!(
            "==> {a} <==\n{}==> {b} <==\n{}",
            single_a.stdout, single_b.stdout
        )
    );
    // --write: the files hold their canonical text, nothing is printed.
    let r = shasm(&["fmt", "--write", &a, &b]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    assert_eq!(std::fs::read_to_string(&a).unwrap(), single_a.stdout);
    let r = shasm_stdin(&["fmt", "--write", "-"], GOOD_VP.as_bytes());
    assert_eq!(r.code, 2);

    // Standard input formats like the file.
    let r = shasm_stdin(&["fmt", "-"], std::fs::read(&b).unwrap().as_slice());
    assert_eq!(r.stdout, single_b.stdout);
}

#[test]
fn translate_several_files() {
    let dir = scratch("i18-translate-many");
    let a = write(&dir, "a.vp", GOOD_VP);
    let bad = write(&dir, "bad.vp", BAD_VP);
    let one = shasm(&["translate", &a, "--to", "tgsi"]).stdout;
    let r = shasm(&["translate", &a, &bad, "--to", "tgsi"]);
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout, format!("==> {a} <==\n{one}"));
    assert_eq!(r.stderr.lines().last(), Some("1 of 2 files failed"));
    let v = json(&shasm(&["translate", &a, &bad, "--to", "tgsi", "--format", "json"]).stdout);
    assert_eq!(v["files"][0]["text"], one.as_str());
    assert_eq!(v["files"][1]["ok"], false);
    assert_eq!(v["failed"], 1);
}

// ---- 5. Batches -------------------------------------------------------

/// result.position = vertex.position * program.local[0]; result.color =
/// vertex.position + vertex.normal (ARB_vertex_program MUL and ADD are
/// per-component IEEE binary32 here).
const BATCH_VP: &str = "!!ARBvp1.0
PARAM s = program.local[0];
MUL result.position, vertex.position, s;
ADD result.color, vertex.position, vertex.normal;
END
";

/// The two rows of the batch tests, and their expected results computed
/// with f32 arithmetic: row 1 position (1, 2, 3, 4), normal.x 0.5; row 2
/// position (-1, 0.1, nan, 0x3f800000 = 1.0), normal.x inf. local[0] =
/// (2, 3, 4, 5); normal.yzw come from `--set vertex.normal=...`
/// (10, 20, 30, 40).
fn expected_rows() -> Vec<[f32; 8]> {
    let s = [2.0f32, 3.0, 4.0, 5.0];
    let n = [0.5f32, 20.0, 30.0, 40.0];
    let p1 = [1.0f32, 2.0, 3.0, 4.0];
    let n2 = [f32::INFINITY, 20.0, 30.0, 40.0];
    let p2 = [-1.0f32, 0.1, f32::NAN, 1.0];
    let row = |p: [f32; 4], n: [f32; 4]| {
        [
            p[0] * s[0],
            p[1] * s[1],
            p[2] * s[2],
            p[3] * s[3],
            p[0] + n[0],
            p[1] + n[1],
            p[2] + n[2],
            p[3] + n[3],
        ]
    };
    vec![row(p1, n), row(p2, n2)]
}

fn same(a: f32, b: f32) -> bool {
    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
}

const RESULT_HEADER: &str = "result.position.x,result.position.y,result.position.z,result.position.w,result.color.x,result.color.y,result.color.z,result.color.w";

fn batch_args<'a>(program: &'a str, rows: &'a str) -> Vec<&'a str> {
    vec![
        "run",
        program,
        "--set",
        "program.local[0]=2,3,4,5",
        "--set",
        "vertex.normal=10,20,30,40",
        "--batch",
        rows,
    ]
}

#[test]
fn batch_csv_runs_one_invocation_per_row() {
    let dir = scratch("i18-batch-csv");
    let program = write(&dir, "p.vp", BATCH_VP);
    let rows = write(
        &dir,
        "rows.csv",
        "vertex.position.x,vertex.position.y,vertex.position.z,vertex.position.w,vertex.normal.x\n\
         1,2,3,4,0.5\n\
         -1,0.1,nan,0x3f800000,inf\n",
    );
    let r = shasm(&batch_args(&program, &rows));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let mut lines = r.stdout.lines();
    assert_eq!(lines.next(), Some(RESULT_HEADER));
    let expected = expected_rows();
    for (k, line) in lines.enumerate() {
        let got: Vec<f32> = line
            .split(',')
            .map(|v| {
                shasm_cli::values::parse_component(v, false)
                    .map(f32::from_bits)
                    .unwrap()
            })
            .collect();
        assert_eq!(got.len(), 8, "{line}");
        for (g, e) in got.iter().zip(expected[k]) {
            assert!(same(*g, e), "row {k}: {line} vs {:?}", expected[k]);
        }
    }
    assert_eq!(r.stdout.lines().count(), 3);
    // Values print as --set reads them: nan, inf, shortest decimals.
    assert!(r.stdout.contains(",nan,"), "{}", r.stdout);
    assert!(r.stdout.contains(",inf,"), "{}", r.stdout);

    // --bits: the raw words.
    let mut args = batch_args(&program, &rows);
    args.push("--bits");
    let r = shasm(&args);
    let first = r.stdout.lines().nth(1).unwrap();
    assert!(first.starts_with("0x40000000,0x40c00000,"), "{first}");

    // --outputs picks registers.
    let mut args = batch_args(&program, &rows);
    args.extend(["--outputs", "result.color"]);
    let r = shasm(&args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout.lines().next(),
        Some("result.color.x,result.color.y,result.color.z,result.color.w")
    );
    assert_eq!(r.stdout.lines().nth(1), Some("1.5,22.0,33.0,44.0"));
}

#[test]
fn batch_json_rows_and_json_results() {
    let dir = scratch("i18-batch-json");
    let program = write(&dir, "p.vp", BATCH_VP);
    let expected = expected_rows();
    // JSON Lines, and the same rows as one array.
    let lines = "{\"vertex.position\": [1, 2, 3, 4], \"vertex.normal.x\": 0.5}\n\
                 {\"vertex.position\": [-1, 0.1, \"nan\", \"0x3f800000\"], \"vertex.normal.x\": \"inf\"}\n";
    let array = format!("[{}]", lines.trim_end().replace('\n', ","));
    for (name, text) in [("rows.jsonl", lines.to_string()), ("rows.json", array)] {
        let rows = write(&dir, name, text);
        let out = dir.join("out.json");
        let mut args = batch_args(&program, &rows);
        args.extend(["-o", out.to_str().unwrap()]);
        let r = shasm(&args);
        assert_eq!(r.code, 0, "{name}: {}", r.stderr);
        assert!(r.stdout.is_empty());
        let results = std::fs::read_to_string(&out).unwrap();
        let got: Vec<Value> = results.lines().map(json).collect();
        assert_eq!(got.len(), 2, "{results}");
        for (k, v) in got.iter().enumerate() {
            let values: Vec<f32> = ["result.position", "result.color"]
                .iter()
                .flat_map(|n| v[n].as_array().unwrap().clone())
                .map(|c| match c {
                    Value::Number(n) => n.as_f64().unwrap() as f32,
                    Value::String(s) => shasm_cli::values::parse_component(&s, false)
                        .map(f32::from_bits)
                        .unwrap(),
                    other => panic!("{other}"),
                })
                .collect();
            for (g, e) in values.iter().zip(expected[k]) {
                assert!(same(*g, e), "{name} row {k}: {v}");
            }
        }
    }
}

/// Parse a NumPy .npy file (format 1.0): the header dict and the data.
fn parse_npy(bytes: &[u8]) -> (String, &[u8]) {
    assert_eq!(&bytes[..8], b"\x93NUMPY\x01\x00");
    let len = u16::from_le_bytes([bytes[8], bytes[9]]) as usize;
    // "the total of len(magic string) + 2 + len(length) + HEADER_LEN be
    // evenly divisible by 64 for alignment purposes" (NEP 1).
    assert_eq!((10 + len) % 64, 0);
    let header = std::str::from_utf8(&bytes[10..10 + len]).unwrap();
    assert!(header.ends_with('\n'));
    (header.to_string(), &bytes[10 + len..])
}

#[test]
fn batch_npy_results_are_a_float32_array() {
    let dir = scratch("i18-batch-npy");
    let program = write(&dir, "p.vp", BATCH_VP);
    let rows = write(
        &dir,
        "rows.csv",
        "vertex.position.x,vertex.position.y,vertex.position.z,vertex.position.w,vertex.normal.x\n\
         1,2,3,4,0.5\n\
         -1,0.1,nan,0x3f800000,inf\n",
    );
    let out = dir.join("out.npy");
    let mut args = batch_args(&program, &rows);
    args.extend(["-o", out.to_str().unwrap()]);
    let r = shasm(&args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let bytes = std::fs::read(&out).unwrap();
    let (header, data) = parse_npy(&bytes);
    assert!(header.contains("'descr': '<f4'"), "{header}");
    assert!(header.contains("'fortran_order': False"), "{header}");
    assert!(header.contains("'shape': (2, 8)"), "{header}");
    assert_eq!(data.len(), 2 * 8 * 4);
    let expected = expected_rows();
    for (k, chunk) in data.chunks(4).enumerate() {
        let v = f32::from_le_bytes(chunk.try_into().unwrap());
        assert!(same(v, expected[k / 8][k % 8]), "{k}: {v}");
    }
    args.push("--bits");
    assert_eq!(shasm(&args).code, 0);
    let bytes = std::fs::read(&out).unwrap();
    let (header, data) = parse_npy(&bytes);
    assert!(header.contains("'descr': '<u4'"), "{header}");
    assert_eq!(&data[..4], &2.0f32.to_bits().to_le_bytes());
}

#[test]
fn batch_fragment_programs_have_a_killed_column() {
    // ARB_fragment_program KIL: the fragment is discarded if any component
    // of the operand is below zero (ARB_fragment_program §3.11.6.4).
    let dir = scratch("i18-batch-kil");
    let program = write(
        &dir,
        "k.fp",
        "!!ARBfp1.0\nTEMP t;\nADD t, fragment.texcoord[0], -0.5;\nKIL t;\n\
         MOV result.color, fragment.texcoord[0];\nEND\n",
    );
    let rows = write(
        &dir,
        "rows.csv",
        "fragment.texcoord[0].x,fragment.texcoord[0].y,fragment.texcoord[0].z,fragment.texcoord[0].w\n\
         1,1,1,1\n0.25,1,1,1\n",
    );
    let r = shasm(&["run", &program, "--batch", &rows]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "result.color.x,result.color.y,result.color.z,result.color.w,killed"
    );
    assert_eq!(lines[1], "1.0,1.0,1.0,1.0,0");
    assert!(lines[2].ends_with(",1"), "{}", lines[2]);
}

#[test]
fn malformed_batch_files_are_diagnostics_at_their_line() {
    let dir = scratch("i18-batch-bad");
    let program = write(&dir, "p.vp", BATCH_VP);
    let cases: &[(&str, &str, &str, &str)] = &[
        (
            "value.csv",
            "vertex.position.x,vertex.position.y\n1,2\n3,abc\n",
            ":3:3: error: `abc` is not a value for `vertex.position.y`",
            "batch/bad-value",
        ),
        (
            "count.csv",
            "vertex.position.x,vertex.position.y\n1,2\n3\n",
            ":3:1: error: this row has 1 value; the header names 2 columns",
            "batch/wrong-field-count",
        ),
        (
            "unknown.csv",
            "vertex.positon.x\n1\n",
            ":1:1: error: column `vertex.positon.x`: the program has no input `vertex.positon`; did you mean `vertex.position`?",
            "batch/unknown-column",
        ),
        (
            "component.csv",
            "vertex.position.q\n1\n",
            ":1:1: error: column `vertex.position.q` names no component",
            "batch/unknown-column",
        ),
        (
            "twice.csv",
            "vertex.position.x,vertex.position.x\n1,2\n",
            ":1:19: error: column `vertex.position.x` is given twice",
            "batch/duplicate-column",
        ),
        (
            "broken.jsonl",
            "{\"vertex.position.x\": 1}\n{\"vertex.position.x\": \n",
            ":2:",
            "batch/bad-json",
        ),
        (
            "notobject.jsonl",
            "{\"vertex.position.x\": 1}\n[1, 2]\n",
            ":2:1: error: a row is a JSON object",
            "batch/bad-row",
        ),
        (
            "new.jsonl",
            "{\"vertex.position.x\": 1}\n{\"vertex.normal.x\": 1}\n",
            ":2:1: error: `vertex.normal.x`: the first row does not set `vertex.normal`",
            "batch/new-column",
        ),
        (
            "toomany.jsonl",
            "{\"vertex.position\": [1, 2, 3, 4, 5]}\n",
            ":1:1: error: `vertex.position`: give 1 to 4 components, not 5",
            "batch/bad-value",
        ),
        (
            "unknown.jsonl",
            "{\"vertex.norml\": [1]}\n",
            ":1:1: error: `vertex.norml`: the program has no input `vertex.norml`; did you mean `vertex.normal`?",
            "batch/unknown-column",
        ),
    ];
    for (name, text, message, code) in cases {
        let rows = write(&dir, name, text);
        let r = shasm(&["run", &program, "--batch", &rows]);
        assert_eq!(r.code, 2, "{name}: {}", r.stderr);
        assert!(
            r.stderr.starts_with(&format!("{rows}{message}")),
            "{name}: {}",
            r.stderr
        );
        let r = shasm(&["run", &program, "--batch", &rows, "--format", "json"]);
        assert_eq!(r.code, 2, "{name}");
        let last = json(r.stdout.lines().last().unwrap());
        assert_eq!(last["ok"], false, "{name}");
        assert_eq!(last["diagnostics"][0]["code"], *code, "{name}: {last}");
    }
    // Rows before a malformed one run and are written.
    let rows = write(&dir, "late.csv", "vertex.position.x\n1\nzzz\n");
    let r = shasm(&[
        "run",
        &program,
        "--batch",
        &rows,
        "--outputs",
        "result.position",
    ]);
    assert_eq!(r.code, 2);
    assert_eq!(r.stdout.lines().count(), 2, "{}", r.stdout);

    // A line that never ends is an error at the line limit, not memory.
    let rows = write(&dir, "long.csv", vec![b'1'; (1 << 20) + 10]);
    let r = shasm(&["run", &program, "--batch", &rows]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("longer than"), "{}", r.stderr);

    // Unknown --outputs names, geometry programs: clear usage errors.
    let rows = write(&dir, "ok.csv", "vertex.position.x\n1\n");
    let r = shasm(&[
        "run",
        &program,
        "--batch",
        &rows,
        "--outputs",
        "result.nope",
    ]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("result.nope"), "{}", r.stderr);
    // A geometry program's results are not one row per invocation.
    let r = shasm(&["run", "examples/gp4/shadow_volume.gp", "--batch", &rows]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("geometry"), "{}", r.stderr);

    // JSON errors inside multi-byte text: located, no panic.
    let rows = write(&dir, "utf8.jsonl", "{\"vertex.position.x\": \"é\", é}\n");
    let r = shasm(&["run", &program, "--batch", &rows]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("utf8.jsonl:1:"), "{}", r.stderr);
}

#[test]
fn a_failed_invocation_names_its_row() {
    // The program executes 2 instructions; a budget of 1 makes every
    // invocation a failed run (docs/cli.md: running out of the budget is a
    // failed run outside NV vertex programs), exit 1.
    let dir = scratch("i18-batch-run-error");
    let program = write(&dir, "p.vp", BATCH_VP);
    let rows = write(&dir, "rows.csv", "vertex.position.x\n1\n2\n");
    let r = shasm(&["run", &program, "--batch", &rows, "--budget", "1"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stderr.contains("budget of 1 exhausted"), "{}", r.stderr);
    assert!(
        r.stderr.ends_with(&format!(
            "{rows}:2: note: the invocation of this row failed\n"
        )),
        "{}",
        r.stderr
    );
    assert_eq!(r.stdout.lines().count(), 1, "only the header: {}", r.stdout);
    let r = shasm(&[
        "run", &program, "--batch", &rows, "--budget", "1", "--format", "json",
    ]);
    assert_eq!(r.code, 1);
    let v = json(r.stdout.lines().last().unwrap());
    assert_eq!(v["ok"], false);
    assert!(
        v["error"].as_str().unwrap().contains(&format!("{rows}:2")),
        "{v}"
    );
}

#[test]
fn a_million_row_batch_streams_to_the_end() {
    let dir = scratch("i18-batch-million");
    let program = write(&dir, "p.vp", BATCH_VP);
    let rows_path = dir.join("rows.csv");
    {
        let mut f = std::io::BufWriter::new(std::fs::File::create(&rows_path).unwrap());
        writeln!(f, "vertex.position.x,vertex.position.y").unwrap();
        for k in 0..1_000_000u32 {
            writeln!(f, "{},{}", k % 1000, 1).unwrap();
        }
    }
    let out = dir.join("out.npy");
    let r = shasm(&[
        "run",
        &program,
        "--set",
        "program.local[0]=2,3,4,5",
        "--batch",
        rows_path.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let bytes = std::fs::read(&out).unwrap();
    let (header, data) = parse_npy(&bytes);
    assert!(header.contains("'shape': (1000000, 8)"), "{header}");
    assert_eq!(data.len(), 1_000_000 * 8 * 4);
    // Row 999999: position.x = 999, times 2.
    let last = &data[data.len() - 32..];
    assert_eq!(f32::from_le_bytes(last[..4].try_into().unwrap()), 1998.0);
}

// ---- Textures in inputs files ------------------------------------------

#[test]
fn inputs_files_bind_textures_and_unbound_units_warn() {
    let dir = scratch("i18-textures");
    std::fs::create_dir_all(dir.join("img")).unwrap();
    // A 1x1 red texel: 255/255 = 1.0 red, alpha 1.
    std::fs::write(dir.join("img/red.png"), png_rgba8(1, 1, &[255, 0, 0, 255])).unwrap();
    let program = write(
        &dir,
        "t.fp",
        "!!ARBfp1.0\nTEMP a, b;\nTEX a, fragment.texcoord[0], texture[0], 2D;\n\
         TEX b, fragment.texcoord[0], texture[1], 2D;\nADD result.color, a, b;\nEND\n",
    );
    // The image path is relative to the inputs file's folder.
    let inputs = write(
        &dir,
        "t.inputs",
        "# unit 1 only\ntexture 1:2D=img/red.png\nsampler 1:filter=nearest\nfragment.texcoord[0]=0.5,0.5,0,1\n",
    );
    let r = shasm(&["run", &program, "--inputs", &inputs, "--format", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = json(&r.stdout);
    // Unit 1 reads red; unit 0 is unbound and reads (0, 0, 0, 0).
    assert_eq!(
        v["outputs"]["result.color"],
        serde_json::json!([1.0, 0.0, 0.0, 1.0]),
        "{v}"
    );
    let warnings = v["warnings"].as_array().expect("a warnings array");
    assert_eq!(warnings.len(), 1, "{v}");
    assert!(
        warnings[0]
            .as_str()
            .unwrap()
            .contains("texture unit 0 (2D)"),
        "{v}"
    );
    assert!(
        r.stderr
            .contains("warning: the program samples texture unit 0"),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("unit 1"), "{}", r.stderr);

    // Bound with --texture: no warning.
    let r = shasm(&[
        "run",
        &program,
        "--inputs",
        &inputs,
        "--texture",
        &format!("0:2D={}", dir.join("img/red.png").display()),
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stderr.contains("warning"), "{}", r.stderr);

    // A bad texture line is an error at its line.
    let bad = write(&dir, "bad.inputs", "\ntexture 1=img/red.png\n");
    let r = shasm(&["run", &program, "--inputs", &bad]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("bad.inputs:2"), "{}", r.stderr);
}

// ---- 8. Help ---------------------------------------------------------

fn help(command: &str) -> String {
    let r = shasm(&[command, "--help"]);
    assert_eq!(r.code, 0, "{command}: {}", r.stderr);
    r.stdout
}

#[test]
fn each_command_help_lists_only_its_options() {
    let run_only = [
        "--set",
        "--inputs",
        "--vertex",
        "--budget",
        "--texture",
        "--sampler",
        "--quad",
        "--track",
        "--matrix",
        "--window-height",
    ];
    let load = ["--isa", "--profile", "--entry", "--float-model"];
    for command in ["check", "fmt", "translate", "cfg"] {
        let text = help(command);
        for option in load {
            assert!(text.contains(option), "{command} --help lacks {option}");
        }
        for option in run_only {
            assert!(
                !text.contains(option),
                "{command} --help lists {option}:\n{text}"
            );
        }
        assert!(!text.contains("--batch"), "{command}");
    }
    for command in ["run", "trace", "bench"] {
        let text = help(command);
        for option in load.iter().chain(&run_only) {
            assert!(text.contains(option), "{command} --help lacks {option}");
        }
    }
    let run = help("run");
    for option in ["--batch", "--outputs", "--bits", "--out"] {
        assert!(run.contains(option), "run --help lacks {option}");
    }
    assert!(!help("trace").contains("--batch"));
    for command in ["dis", "asm"] {
        let text = help(command);
        assert!(
            !text.contains("--isa") && !text.contains("--set"),
            "{command}:\n{text}"
        );
    }
}

#[test]
fn help_names_every_isa_texture_target_and_format() {
    let check = help("check");
    for driver in shasm::driver::DRIVERS {
        assert!(
            check.contains(driver.name()),
            "--isa {} missing",
            driver.name()
        );
    }
    // The program file is described.
    assert!(check.contains("The program file"), "{check}");
    let run = help("run");
    for target in [
        "1D", "2D", "3D", "CUBE", "RECT", "ARRAY1D", "ARRAY2D", "BUFFER",
    ] {
        assert!(run.contains(target), "run --help lacks target {target}");
    }
    for format in [
        "rgba",
        "rgb",
        "luminance",
        "luminance-alpha",
        "intensity",
        "alpha",
        "depth",
        "rgba8ui",
        "rgba8i",
    ] {
        assert!(run.contains(format), "run --help lacks format {format}");
    }
}

#[test]
fn fmt_keeps_two_dimensional_tgsi_constants() {
    // `CONST[0][1]` and `CONST[1]` name one word of buffer 0
    // (TGSI_instruction_set.txt "Register files"); `shasm fmt` prints each
    // as the program wrote it, so the output round-trips.
    let text = "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL CONST[0][0..3]\n  0: MUL OUT[0], IN[0], CONST[0][1]\n  1: ADD OUT[0], OUT[0], CONST[2].xxxx\n  2: END\n";
    let r = shasm_stdin(&["fmt", "--isa", "tgsi", "-"], text.as_bytes());
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, text);
}

// ---- 3. "Did you mean" for misspelt option values ---------------------

#[test]
fn misspelt_option_values_get_a_suggestion() {
    // Each value is one edit from exactly one known name (the lists are in
    // docs/cli.md): a usage error (exit 2) naming that name.
    let fog = "examples/arb/fog.fp";
    let lighting = "examples/pica/lighting.v.pica";
    let cases: [(&[&str], &str); 4] = [
        (
            &["check", "--isa", "arbfp1.1", fog],
            "did you mean `arbfp1.0`?",
        ),
        (
            &["check", "--profile", "geforce5", fog],
            "did you mean `geforce6`?",
        ),
        (
            &["run", "--float-model", "f33", lighting],
            "did you mean `f32`?",
        ),
        (&["run", "--engine", "lanse", fog], "did you mean `lanes`?"),
    ];
    for (args, hint) in cases {
        let run = shasm(args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains(hint), "{args:?}: {}", run.stderr);
    }
    // Nothing close: the known names only.
    let run = shasm(&["check", "--isa", "glsl", fog]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(!run.stderr.contains("did you mean"), "{}", run.stderr);
    assert!(
        run.stderr.contains("unknown ISA (known: tgsi,"),
        "{}",
        run.stderr
    );
}
