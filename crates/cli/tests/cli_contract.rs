//! The command-line contract of docs/cli.md, checked on the real binary:
//! exit codes, the diagnostic line format, `--set` syntax and the JSON shape.

use std::path::{Path, PathBuf};
use std::process::Command;

fn shasm(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_shasm"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("the shasm binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn temp_file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shasm-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

#[test]
fn check_accepts_a_valid_program() {
    let (code, stdout, stderr) = shasm(&["check", "examples/tgsi/transform.tgsi"]);
    assert_eq!((code, stdout.as_str(), stderr.as_str()), (0, "", ""));
}

#[test]
fn invalid_program_exits_1_with_file_line_col_diagnostics() {
    let p = temp_file(
        "bad.tgsi",
        "VERT\nDCL IN[0]\nDCL OUT[0]\n  0: MOV OUT[0], IN[3]\n  1: FOO OUT[0], IN[0]\n  2: END\n",
    );
    let path = p.to_str().unwrap();
    let (code, stdout, stderr) = shasm(&["check", path]);
    assert_eq!(code, 1);
    assert_eq!(stdout, "");
    // One diagnostic per problem; the first line of each is FILE:LINE:COL: error: MESSAGE.
    let firsts: Vec<&str> = stderr.lines().filter(|l| l.starts_with(path)).collect();
    assert_eq!(
        firsts,
        [
            format!("{path}:4:18: error: IN[3] is not declared"),
            format!("{path}:5:6: error: unknown opcode `FOO`"),
        ]
    );
    // Followed by a snippet with the span marked.
    assert!(stderr.contains("  0: MOV OUT[0], IN[3]"), "{stderr}");
    assert!(stderr.contains("^^^^^"), "{stderr}");
}

#[test]
fn usage_and_io_errors_exit_2() {
    assert_eq!(shasm(&["check", "no/such/file.tgsi"]).0, 2);
    assert_eq!(shasm(&["frobnicate"]).0, 2);
    assert_eq!(
        shasm(&["check", "examples/tgsi/transform.tgsi", "--isa", "z80"]).0,
        2
    );
    let (code, _, stderr) = shasm(&["run", "examples/tgsi/transform.tgsi", "--set", "IN[7]=1"]);
    assert_eq!(code, 2, "{stderr}");
    // The example declares IN[0..1]: the error says so.
    assert!(
        stderr.contains("`IN[7]` is out of range: IN[0] to IN[1]"),
        "{stderr}"
    );
    let (code, _, stderr) = shasm(&["run", "examples/tgsi/transform.tgsi", "--set", "INN[0]=1"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains(
            "`INN[0]` is not a register or parameter of this program; did you mean `IN[0]`?"
        ),
        "{stderr}"
    );
    let (code, _, stderr) = shasm(&[
        "run",
        "examples/tgsi/transform.tgsi",
        "--set",
        "IN[0]=1,two",
    ]);
    assert_eq!(code, 2, "{stderr}");
    // An undetectable ISA is a usage error too.
    let p = temp_file("mystery.txt", "hello\n");
    assert_eq!(shasm(&["check", p.to_str().unwrap()]).0, 2);
}

#[test]
fn run_json_has_the_contract_shape() {
    let (code, stdout, stderr) = shasm(&[
        "run",
        "examples/tgsi/transform.tgsi",
        "--inputs",
        "examples/tgsi/transform.inputs",
        "--set",
        "IN[1]=nan,-inf,0x00000001,-0.0",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let v: serde_json::Value = serde_json::from_str(&stdout).expect("exactly one JSON object");
    // transform.inputs: rows (2,0,0,0.5), (0,2,0,-1), (0,0,1,0), (0,0,0,1) and (1,2,3,1).
    assert_eq!(
        v["outputs"]["OUT[0]"],
        serde_json::json!([2.5, 3.0, 3.0, 1.0])
    );
    // Non-finite components are strings; finite ones numbers that read back
    // as the same f32 (the smallest denormal, 2^-149, included).
    assert_eq!(v["outputs"]["OUT[1]"][0], "nan");
    assert_eq!(v["outputs"]["OUT[1]"][1], "-inf");
    let tiny = v["outputs"]["OUT[1]"][2].as_f64().unwrap() as f32;
    assert_eq!(tiny.to_bits(), 1);
    assert_eq!(
        v["bits"]["OUT[1]"],
        serde_json::json!(["0x7fc00000", "0xff800000", "0x00000001", "0x80000000"])
    );
    assert_eq!(
        v["temps"]["TEMP[0]"],
        serde_json::json!([2.5, 3.0, 3.0, 1.0])
    );
    assert_eq!(v["temp_bits"]["TEMP[0]"][0], "0x40200000");
    assert_eq!(v["executed"], 7);
    // No fields that do not apply: not a fragment, VSP or geometry program,
    // and no condition codes.
    for absent in ["killed", "params", "vertices", "cc"] {
        assert!(v.get(absent).is_none(), "{absent} present: {stdout}");
    }
}

#[test]
fn a_runaway_program_exits_1() {
    let p = temp_file(
        "forever.tgsi",
        "VERT\nDCL OUT[0]\n  0: BGNLOOP :1\n  1: ENDLOOP :0\n  2: END\n",
    );
    let (code, stdout, stderr) = shasm(&["run", p.to_str().unwrap(), "--budget", "1000"]);
    assert_eq!(code, 1);
    assert_eq!(stdout, "");
    assert!(stderr.contains("budget of 1000 exhausted"), "{stderr}");
}

#[test]
fn fmt_and_translate_identity_for_tgsi() {
    let (code, fmt, _) = shasm(&["fmt", "examples/tgsi/loop_branch.tgsi"]);
    assert_eq!(code, 0);
    let (code, tgsi, _) = shasm(&[
        "translate",
        "examples/tgsi/loop_branch.tgsi",
        "--to",
        "tgsi",
    ]);
    assert_eq!(code, 0);
    assert_eq!(fmt, tgsi);
    // The canonical text loads back to the same program.
    let p = temp_file("again.tgsi", &fmt);
    let (code, again, _) = shasm(&["fmt", p.to_str().unwrap()]);
    assert_eq!((code, again), (0, fmt));
}

#[test]
fn trace_lists_every_executed_instruction() {
    let (code, stdout, _) = shasm(&[
        "trace",
        "examples/tgsi/transform.tgsi",
        "--inputs",
        "examples/tgsi/transform.inputs",
    ]);
    assert_eq!(code, 0);
    let steps: Vec<&str> = stdout.lines().take_while(|l| *l != "--").collect();
    assert_eq!(steps.len(), 7);
    assert!(
        steps[0].contains("DP4 TEMP[0].x, CONST[0], IN[0]"),
        "{}",
        steps[0]
    );
    assert!(
        steps[0].ends_with("TEMP[0] = (2.5, 0.0, 0.0, 0.0)"),
        "{}",
        steps[0]
    );
}

#[test]
fn bench_reports_invocations_per_second() {
    let (code, stdout, _) = shasm(&[
        "bench",
        "examples/tgsi/transform.tgsi",
        "--inputs",
        "examples/tgsi/transform.inputs",
        "--invocations",
        "1000",
    ]);
    assert_eq!(code, 0);
    assert!(stdout.contains("1000 invocations in"), "{stdout}");
    assert!(stdout.contains("invocations/s"), "{stdout}");
}

#[test]
fn trace_of_a_runaway_program_is_bounded_and_keeps_its_steps() {
    let p = temp_file(
        "forever_trace.tgsi",
        "VERT\nDCL OUT[0]\n  0: BGNLOOP :1\n  1: ENDLOOP :0\n  2: END\n",
    );
    let (code, stdout, stderr) = shasm(&["trace", p.to_str().unwrap(), "--budget", "150000"]);
    assert_eq!(code, 1);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 100_001);
    assert!(lines[0].contains("BGNLOOP"), "{}", lines[0]);
    assert!(lines[100_000].starts_with("... (the trace stops after 100000"));
    assert!(stderr.contains("budget of 150000 exhausted"), "{stderr}");
}
