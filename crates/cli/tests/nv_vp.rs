//! The nv-vp driver through the commands: `fmt`, `translate --to tgsi`, the
//! `--matrix` / `--track` options and vertex state program reports.

use shasm_cli::commands;
use shasm_cli::driver::{Input, Options};
use std::path::Path;

fn example(name: &str) -> Input {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/nv/vp")
        .join(name);
    Input::new(name, std::fs::read(path).unwrap())
}

fn options(args: &[&str]) -> Options {
    Options::from_args(args.iter().map(|s| s.to_string())).unwrap()
}

fn json(out: &commands::Output) -> serde_json::Value {
    assert_eq!(out.code, 0, "{}", out.stderr);
    serde_json::from_str(&out.stdout).unwrap()
}

#[test]
fn fmt_output_loads_and_runs_the_same() {
    for name in [
        "lighting.vp",
        "subroutines.vp",
        "clip_distances.vp",
        "loop_ara.vp",
        "skinning.vp",
    ] {
        let input = example(name);
        let formatted = commands::fmt(&input, &Options::default());
        assert_eq!(formatted.code, 0, "{name}: {}", formatted.stderr);
        let again = Input::new(name, formatted.stdout.clone());
        assert_eq!(
            commands::fmt(&again, &Options::default()).stdout,
            formatted.stdout
        );
        let inputs = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../examples/nv/vp")
            .join(format!("{name}.inputs"));
        let opts = options(&["--inputs", inputs.to_str().unwrap()]);
        assert_eq!(
            json(&commands::run(&input, &opts, true)),
            json(&commands::run(&again, &opts, true)),
            "{name}"
        );
    }
}

#[test]
fn translated_clip_distances_run_the_same_in_tgsi() {
    // o[CLP0].x and o[CLP1].x become CLIPDIST[0].x and .y.
    let text = commands::translate(&example("clip_distances.vp"), &Options::default(), "tgsi");
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(text.stdout.contains("CLIPDIST[0]"), "{}", text.stdout);
    let tgsi = Input::new("clip.tgsi", text.stdout);
    let sets = [
        "CONST[0]=1,0,0,0",
        "CONST[1]=0,1,0,0",
        "CONST[2]=0,0,1,-5",
        "CONST[3]=0,0,0,1",
        "CONST[4]=1,0,0,0",
        "CONST[5]=0,1,0,0",
        "CONST[6]=0,0,1,-5",
        "CONST[7]=0,0,0,1",
        "CONST[8]=0,1,0,-1",
        "CONST[9]=0,0,-5,16",
        "IN[0]=1,2,3,1",
    ];
    let mut args = Vec::new();
    for s in sets {
        args.push("--set");
        args.push(s);
    }
    let out = json(&commands::run(&tgsi, &options(&args), true));
    // The NV run gives o[CLP0].x = 1, o[CLP1].x = 2 (vp_examples.rs).
    assert_eq!(
        out["outputs"]["OUT[15]"],
        serde_json::json!([1.0, 2.0, 0.0, 0.0])
    );
    assert_eq!(
        out["outputs"]["OUT[0]"],
        serde_json::json!([1.0, 2.0, -2.0, 1.0])
    );
}

#[test]
fn translation_refuses_bra_and_says_why() {
    let out = commands::translate(&example("lighting.vp"), &Options::default(), "tgsi");
    assert_eq!(out.code, 1);
    // The DP3C on line 21 translates (the back end keeps the condition
    // code in a hidden TEMP); the BRA that tests it does not. One
    // diagnostic per construct, at its instruction (FILE:LINE:COL).
    assert!(
        !out.stderr.contains("lighting.vp:21:3: error"),
        "{}",
        out.stderr
    );
    assert!(
        out.stderr
            .contains("lighting.vp:23:3: error: BRA has no TGSI equivalent"),
        "{}",
        out.stderr
    );
}

#[test]
fn unwritten_results_keep_their_nv_default_in_tgsi() {
    // §2.14.1.5: o[COL0].zw stay (0, 1) when only xy are written.
    let src = "!!VP1.0\nMOV o[COL0].xy, v[1];\nMOV o[HPOS], v[0];\nEND\n";
    let text = commands::translate(&Input::new("t.vp", src), &Options::default(), "tgsi");
    assert_eq!(text.code, 0, "{}", text.stderr);
    let tgsi = Input::new("t.tgsi", text.stdout);
    let out = json(&commands::run(
        &tgsi,
        &options(&["--set", "IN[1]=5,6,7,8"]),
        true,
    ));
    assert_eq!(
        out["outputs"]["OUT[1]"],
        serde_json::json!([5.0, 6.0, 0.0, 1.0])
    );
}

#[test]
fn tracked_matrices_and_position_invariance() {
    // §2.14.7: c[0..3] = rows of P·M; §2.14.6.1: o[HPOS] = P·M·v[0].
    let src =
        "!!VP1.1\nOPTION NV_position_invariant;\nMOV o[COL0], c[0];\nMOV o[COL1], c[3];\nEND\n";
    let input = Input::new("t.vp", src);
    let opts = options(&[
        "--matrix",
        "MODELVIEW=1,0,0,0,0,1,0,0,0,0,1,0,5,6,7,1",
        "--matrix",
        "PROJECTION=3,0,0,0,0,3,0,0,0,0,3,0,0,0,0,1",
        "--track",
        "c[0]=MVP,IDENTITY",
        "--set",
        "v[OPOS]=1,1,1,1",
    ]);
    let out = json(&commands::run(&input, &opts, true));
    // P·M row 0 = (3, 0, 0, 15), row 3 = (0, 0, 0, 1).
    assert_eq!(
        out["outputs"]["o[COL0]"],
        serde_json::json!([3.0, 0.0, 0.0, 15.0])
    );
    assert_eq!(
        out["outputs"]["o[COL1]"],
        serde_json::json!([0.0, 0.0, 0.0, 1.0])
    );
    assert_eq!(
        out["outputs"]["o[HPOS]"],
        serde_json::json!([18.0, 21.0, 24.0, 1.0])
    );
}

#[test]
fn bad_track_and_matrix_options_are_usage_errors() {
    let input = example("lighting.vp");
    for args in [
        &["--track", "c[2]=MVP,IDENTITY"][..],
        &["--track", "c[0]=BOGUS"][..],
        &["--track", "c[0]=MVP,SIDEWAYS"][..],
        &["--matrix", "MODELVIEW=1,2,3"][..],
        &["--matrix", "COLOR=1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1"][..],
    ] {
        let out = commands::run(&input, &options(args), true);
        assert_eq!(out.code, 2, "{args:?}: {}", out.stderr);
    }
}

#[test]
fn vertex_state_program_reports_parameters() {
    // §2.14.5: the written parameters are the result; writing a tracked
    // register makes ExecuteProgramNV fail (§2.14.7).
    let src = "!!VSP1.0\nMUL c[4], v[0], v[0];\nEND\n";
    let input = Input::new("t.vsp", src);
    let out = json(&commands::run(
        &input,
        &options(&["--set", "v[0]=1,2,3,4"]),
        true,
    ));
    assert_eq!(
        out["params"]["c[4]"],
        serde_json::json!([1.0, 4.0, 9.0, 16.0])
    );
    // With --format json the failure is the JSON error object on stdout.
    let out = commands::run(&input, &options(&["--track", "c[4]=MODELVIEW"]), true);
    assert_eq!(out.code, 1);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["ok"], false, "{v}");
    assert!(
        v["error"]
            .as_str()
            .is_some_and(|e| e.contains("INVALID_OPERATION")),
        "{v}"
    );
    let out = commands::run(&input, &options(&["--track", "c[4]=MODELVIEW"]), false);
    assert_eq!(out.code, 1);
    assert!(out.stderr.contains("INVALID_OPERATION"), "{}", out.stderr);
}
