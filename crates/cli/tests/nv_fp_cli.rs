//! `shasm` on NV_fragment_program files, as scripts see it: exit codes
//! (docs/cli.md: 0 success, 1 invalid input, 2 usage or I/O error), the
//! JSON report, quads, textures, fmt and translate.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn shasm(args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_shasm"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("shasm runs");
    Run {
        code: out
            .status
            .code()
            .expect("shasm exits, not killed by a signal"),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

/// A program file in a fresh temporary directory.
fn program(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shasm-nv-fp-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn json(r: &Run) -> Value {
    assert_eq!(r.code, 0, "stderr: {}", r.stderr);
    serde_json::from_str(&r.stdout).unwrap_or_else(|e| panic!("{e}: {}", r.stdout))
}

const BUMP: &[&str] = &[
    "examples/nv/fp/bump.fp",
    "--texture",
    "0:2D=examples/nv/fp/normal.png",
    "--texture",
    "1:2D=examples/nv/fp/base.png",
];

#[test]
fn check_exit_codes() {
    let r = shasm(&["check", "examples/nv/fp/toon.fp"]);
    assert_eq!((r.code, r.stdout.as_str(), r.stderr.as_str()), (0, "", ""));

    let bad = program("bad.fp", "!!FP1.0\nMOV o[COLR], R0\nEND\n");
    let r = shasm(&["check", bad.to_str().unwrap()]);
    assert_eq!(r.code, 1);
    let first = r.stderr.lines().next().unwrap();
    assert!(
        first.ends_with("bad.fp:2:16: error: expected `;`, found `END`"),
        "{}",
        r.stderr
    );

    let r = shasm(&["check", "examples/nv/fp/no-such-file.fp"]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("cannot read"), "{}", r.stderr);
}

#[test]
fn run_json_shape() {
    // The toon example on the white texel: alpha 0 fails the alpha test.
    let r = shasm(&[
        "run",
        "examples/nv/fp/toon.fp",
        "--texture",
        "0:2D=examples/nv/fp/base.png",
        "--inputs",
        "examples/nv/fp/toon.inputs",
        "--set",
        "f[TEX1]=0.75,0.75",
        "--format",
        "json",
    ]);
    let v = json(&r);
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    for key in [
        "outputs",
        "bits",
        "killed",
        "temps",
        "temp_bits",
        "cc",
        "executed",
        "fragment",
    ] {
        assert!(keys.contains(&key), "no `{key}` in {keys:?}");
    }
    assert_eq!(v["killed"], Value::Bool(true));
    assert_eq!(v["fragment"], Value::Null);
    assert_eq!(v["cc"]["CC"], serde_json::json!(["EQ", "EQ", "EQ", "LT"]));
    // RC only carries the CC update: it is not a temporary of the report.
    assert!(v["temps"].get("RC").is_none(), "{}", r.stdout);
    // Nine instructions (END is not one).
    assert_eq!(v["executed"], serde_json::json!(9));
    // White (1, 1, 1, 0) texel fetched into R1, bit-exactly.
    assert_eq!(
        v["temp_bits"]["R1"],
        serde_json::json!(["0x3f800000", "0x3f800000", "0x3f800000", "0x00000000"])
    );
    assert_eq!(v["temps"]["R1"], serde_json::json!([1.0, 1.0, 1.0, 0.0]));
}

#[test]
fn named_parameters_by_name() {
    let mut args = vec!["run"];
    args.extend_from_slice(BUMP);
    args.extend_from_slice(&[
        "--set",
        "f[TEX0]=0.25,0.75",
        "--set",
        "lightDir=0,1,0,0",
        "--set",
        "ambient=0",
        "--format",
        "json",
    ]);
    // Texel (0, 1): normal along +y, lit fully by a light along +y; base blue.
    let v = json(&shasm(&args));
    assert_eq!(
        v["outputs"]["o[COLR]"],
        serde_json::json!([0.0, 0.0, 1.0, 1.0])
    );
}

#[test]
fn quad_json_shape() {
    let prog = program(
        "ddx.fp",
        "!!FP1.0\nDDX R0, f[TEX0];\nDDY R1, f[TEX0];\nMOV o[COLR], R0;\nEND\n",
    );
    let r = shasm(&[
        "run",
        prog.to_str().unwrap(),
        "--quad",
        "--set",
        "f[TEX0]=1,1,1,1",
        "--set",
        "f[TEX0]@1=3,1,1,1",
        "--set",
        "f[TEX0]@2=1,5,1,1",
        "--format",
        "json",
    ]);
    let v = json(&r);
    let pixels = v["pixels"].as_array().expect("a pixels array");
    assert_eq!(pixels.len(), 4);
    for (k, p) in pixels.iter().enumerate() {
        assert_eq!(p["pixel"], serde_json::json!(k));
        assert_eq!(p["killed"], Value::Bool(false));
    }
    // Row 0: 3 - 1; row 1: 1 - 1. Column 0: 5 - 1 in y; column 1: 1 - 3 in x.
    assert_eq!(
        pixels[1]["temps"]["R0"],
        serde_json::json!([2.0, 0.0, 0.0, 0.0])
    );
    assert_eq!(
        pixels[3]["temps"]["R0"],
        serde_json::json!([0.0, -4.0, 0.0, 0.0])
    );
    assert_eq!(
        pixels[2]["temps"]["R1"],
        serde_json::json!([0.0, 4.0, 0.0, 0.0])
    );
    assert_eq!(
        pixels[3]["temps"]["R1"],
        serde_json::json!([-2.0, 0.0, 0.0, 0.0])
    );
    // The top level is pixel 0's report.
    let mut p0 = pixels[0].as_object().unwrap().clone();
    p0.remove("pixel");
    let mut top = v.as_object().unwrap().clone();
    top.remove("pixels");
    assert_eq!(top, p0);

    let text = shasm(&["run", prog.to_str().unwrap(), "--quad"]);
    assert_eq!(text.code, 0);
    assert!(
        text.stdout.starts_with("pixel 0 (x, y):\n"),
        "{}",
        text.stdout
    );
    assert!(
        text.stdout.contains("pixel 3 (x+1, y+1):\n"),
        "{}",
        text.stdout
    );

    // Per-pixel values without --quad, and a fifth pixel: usage errors.
    let r = shasm(&["run", prog.to_str().unwrap(), "--set", "f[TEX0]@1=1"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    let r = shasm(&[
        "run",
        prog.to_str().unwrap(),
        "--quad",
        "--set",
        "f[TEX0]@4=1",
    ]);
    assert_eq!(r.code, 2, "{}", r.stderr);
}

#[test]
fn texture_errors_and_exit_codes() {
    let run = |extra: &[&str]| {
        let mut args = vec!["run", "examples/nv/fp/toon.fp"];
        args.extend_from_slice(extra);
        shasm(&args)
    };
    // I/O: exit 2.
    let r = run(&["--texture", "0:2D=tests/spec/nv_fp/data/missing.png"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("cannot read tests/spec/nv_fp/data/missing.png"),
        "{}",
        r.stderr
    );
    // Invalid data: exit 1.
    let r = run(&["--texture", "0:2D=tests/spec/nv_fp/data/truncated.png"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.contains(
            "texture tests/spec/nv_fp/data/truncated.png: not a PNG image or a damaged one"
        ),
        "{}",
        r.stderr
    );
    let r = run(&["--texture", "0:CUBE=examples/nv/fp/base.png"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("samples unit 0 as 2D, not CUBE"),
        "{}",
        r.stderr
    );
    // Usage: exit 2.
    for bad in [
        vec!["--texture", "0:2D"],
        vec!["--texture", "x:2D=examples/nv/fp/base.png"],
        vec!["--texture", "5:2D=examples/nv/fp/base.png"],
        vec![
            "--texture",
            "0:2D=examples/nv/fp/base.png",
            "--sampler",
            "0:shininess=3",
        ],
        vec!["--sampler", "0:filter=nearest"],
        vec!["--set", "f[FOGC]=1,1"],
        vec!["--set", "nosuchname=1"],
        vec!["--set", "f[TEX0]=one"],
    ] {
        let r = run(&bad);
        assert_eq!(r.code, 2, "{bad:?}: {}", r.stderr);
        assert!(r.stderr.starts_with("error: "), "{bad:?}: {}", r.stderr);
    }
}

#[test]
fn fmt_prints_canonical_text() {
    let prog = program(
        "messy.fp",
        "!!FP1.0\nDEFINE half = 0.5;   MOV R0.xyzw, f[COL0].xyzw; # copy\nMUL o[COLR], R0, half;\nEND\n",
    );
    let r = shasm(&["fmt", prog.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout,
        "!!FP1.0\nDEFINE half = 0.5;\nMOV R0, f[COL0];  # copy\nMUL o[COLR], R0, half;\nEND\n"
    );
    let bad = program("bad_fmt.fp", "!!FP1.0\nMOV R0, R1;\nEND\n");
    let r = shasm(&["fmt", bad.to_str().unwrap()]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stdout.is_empty());
}

#[test]
fn translate_to_tgsi() {
    // pack.fp uses PK4UB, PK2H, UP4UB, UP2H: one diagnostic each, at the
    // instruction.
    let r = shasm(&["translate", "examples/nv/fp/pack.fp", "--to", "tgsi"]);
    assert_eq!(r.code, 1);
    let firsts: Vec<&str> = r
        .stderr
        .lines()
        .filter(|l| l.starts_with("examples/nv/fp/pack.fp:"))
        .collect();
    assert_eq!(
        firsts,
        [
            "examples/nv/fp/pack.fp:5:1: error: cannot be written as TGSI: TGSI has no PK4UB instruction",
            "examples/nv/fp/pack.fp:6:1: error: cannot be written as TGSI: TGSI has no PK2H instruction",
            "examples/nv/fp/pack.fp:7:1: error: cannot be written as TGSI: TGSI has no UP4UB instruction",
            "examples/nv/fp/pack.fp:8:1: error: cannot be written as TGSI: TGSI has no UP2H instruction",
        ]
    );
    // toon.fp's alpha test (SUBC RC.w; KIL LT.w) translates: the condition
    // code lives in a hidden TEMP, the test is an SLT, the kill KILL_IF.
    let r = shasm(&["translate", "examples/nv/fp/toon.fp", "--to", "tgsi"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("KILL_IF -TEMP["), "{}", r.stdout);
    // HC, the fp16 condition-code register, does not.
    let hc = program(
        "hc.fp",
        "!!FP1.0\nMOVHC HC, f[TEX0];\nMOVR o[COLR], f[TEX0];\nEND\n",
    );
    let r = shasm(&["translate", hc.to_str().unwrap(), "--to", "tgsi"]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(
        r.stderr.contains("cannot be written as TGSI"),
        "{}",
        r.stderr
    );

    // bump.fp translates; the named parameters are named in notes.
    let r = shasm(&["translate", "examples/nv/fp/bump.fp", "--to", "tgsi"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with("FRAG\n"), "{}", r.stdout);
    assert!(
        r.stderr
            .contains("bump.fp:5:1: note: `lightDir` is CONST[64] in the TGSI program"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains("load (0.1, 0.1, 0.1, 0.1) into CONST[65]"),
        "{}",
        r.stderr
    );
    // The TGSI program computes what the FP program computes, bit for bit.
    let tgsi = program("bump.tgsi", &r.stdout);
    for st in [
        "0.25,0.25",
        "0.75,0.25",
        "0.25,0.75",
        "0.75,0.75",
        "0.4,0.6",
    ] {
        let mut fp_args = vec!["run"];
        fp_args.extend_from_slice(BUMP);
        let set = format!("f[TEX0]={st},0,1");
        fp_args.extend_from_slice(&["--set", &set, "--format", "json"]);
        let fp = json(&shasm(&fp_args));
        let set = format!("IN[4]={st},0,1");
        let tg = json(&shasm(&[
            "run",
            tgsi.to_str().unwrap(),
            "--texture",
            "0:2D=examples/nv/fp/normal.png",
            "--texture",
            "1:2D=examples/nv/fp/base.png",
            "--set",
            &set,
            "--set",
            "CONST[64]=0,0,1,0",
            "--set",
            "CONST[65]=0.1,0.1,0.1,0.1",
            "--format",
            "json",
        ]));
        assert_eq!(fp["bits"]["o[COLR]"], tg["bits"]["OUT[0]"], "at {st}");
    }
}
