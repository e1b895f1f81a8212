//! End-to-end regressions for the NV, TGSI and PICA200 behaviours of
//! issue 10: VP2 entry points, initial attribute state, condition codes in
//! reports, comments kept by `fmt`, translation refusals at their
//! instructions, run-time failures with a location, texture LOD clamping,
//! and multi-entry SHBINs.

mod common;

use common::{error_positions, input, png_rgba8, run_json, scratch, shasm, write};
use serde_json::json;
use shasm_cli::commands;
use shasm_cli::driver::Options;

#[test]
fn vp2_entry_is_the_instruction_after_main() {
    // NV_vertex_program2 §2.14.1.8: "If a VP2 vertex program has an
    // instruction label "main", program execution begins with the
    // instruction immediately following the instruction label." Nothing
    // follows `main:` here, so nothing executes (the MOV before it is not
    // reached) and o[HPOS] stays unwritten.
    let dir = scratch("vp2-entry");
    let path = write(
        &dir,
        "entry.vp",
        "!!VP2.0\nMOV o[HPOS], v[OPOS];\nmain:\nEND\n",
    );
    let r = shasm(&["run", &path, "--format", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["executed"], 0, "{}", r.stdout);
    assert_eq!(v["outputs"], json!({}), "{}", r.stdout);
}

#[test]
fn unset_vertex_attributes_start_at_gls_initial_state() {
    // NV_vertex_program2, "initial state": the 16 attribute registers start
    // at (0,0,0,1) except those aliasing conventional state (Table X.2),
    // which start at that state's initial value: v[1] weight 1 -> (w,0,0,1)
    // = (1,0,0,1); v[2] normal (0,0,1) -> (x,y,z,1); v[3] colour (1,1,1,1);
    // v[4] secondary colour (0,0,0) -> (r,g,b,1); v[8] texture coordinate
    // (0,0,0,1). A partial --set v[5]=1,2 sets x and y only, leaving z and w
    // at their initial 0 and 1.
    let program = "!!VP1.0\n\
        MOV o[HPOS], v[0];\n\
        MOV o[COL0], v[1];\n\
        MOV o[COL1], v[2];\n\
        MOV o[BFC0], v[3];\n\
        MOV o[BFC1], v[4];\n\
        MOV o[TEX0], v[5];\n\
        MOV o[TEX1], v[8];\n\
        MOV o[TEX2], v[15];\n\
        END\n";
    let v = run_json(&input("attrs.vp", program), &["--set", "v[5]=1,2"]);
    let out = &v["outputs"];
    assert_eq!(out["o[HPOS]"], json!([0.0, 0.0, 0.0, 1.0]));
    assert_eq!(out["o[COL0]"], json!([1.0, 0.0, 0.0, 1.0]));
    assert_eq!(out["o[COL1]"], json!([0.0, 0.0, 1.0, 1.0]));
    assert_eq!(out["o[BFC0]"], json!([1.0, 1.0, 1.0, 1.0]));
    assert_eq!(out["o[BFC1]"], json!([0.0, 0.0, 0.0, 1.0]));
    assert_eq!(out["o[TEX0]"], json!([1.0, 2.0, 0.0, 1.0]));
    assert_eq!(out["o[TEX1]"], json!([0.0, 0.0, 0.0, 1.0]));
    assert_eq!(out["o[TEX2]"], json!([0.0, 0.0, 0.0, 1.0]));
}

#[test]
fn vp_translation_refusals_are_one_per_instruction_at_the_instruction() {
    // TGSI has no jumps to labels: the conditional BRA is refused, once, at
    // its instruction (line 4, column 1). The SLTC (CC update) and the
    // CC-masked MOV translate (the back end keeps the condition code in a
    // hidden TEMP). Exit 1 (invalid input for this target).
    let dir = scratch("vp-translate");
    let path = write(
        &dir,
        "cc.vp",
        "!!VP2.0\nmain:\nSLTC R0, v[0], c[1];\nBRA done (GT.x);\nMOV o[HPOS], v[0];\ndone:\nMOV o[HPOS] (LT), v[1];\nEND\n",
    );
    let r = shasm(&["translate", &path, "--to", "tgsi"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(r.stdout, "");
    let positions = error_positions(&r.stderr, &path);
    let mut lines: Vec<usize> = positions.iter().map(|(l, _)| *l).collect();
    lines.dedup();
    assert_eq!(lines, [4], "{}", r.stderr);
    assert!(positions.iter().all(|(_, c)| *c == 1), "{}", r.stderr);
    // No diagnostic repeated word for word.
    let firsts: Vec<&str> = r
        .stderr
        .lines()
        .filter(|l| l.starts_with(&path) && l.contains(": error:"))
        .collect();
    let mut unique = firsts.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), firsts.len(), "{}", r.stderr);
}

#[test]
fn vp2_reports_always_have_the_condition_code_and_vp1_never() {
    // NV_vertex_program2 §2.14.1.6: the condition code register starts as
    // (EQ,EQ,EQ,EQ); VP2 has it whether or not the program touches it.
    // VP1.0 has no condition code, so its report has no `cc`.
    let vp2 = run_json(
        &input("plain2.vp", "!!VP2.0\nMOV o[HPOS], v[0];\nEND\n"),
        &[],
    );
    assert_eq!(vp2["cc"], json!({"CC": ["EQ", "EQ", "EQ", "EQ"]}));
    let vp1 = run_json(
        &input("plain1.vp", "!!VP1.0\nMOV o[HPOS], v[0];\nEND\n"),
        &[],
    );
    assert!(vp1.get("cc").is_none(), "{vp1}");
}

#[test]
fn vp_fmt_keeps_comments() {
    // Comments are part of the user's text: `fmt` keeps whole-line and
    // trailing comments, in order, before and after the instructions.
    let text =
        "!!VP2.0\n# head\nmain:\nMOV o[HPOS], v[OPOS]; # copy it\n# before END\nEND\n# after END\n";
    let out = commands::fmt(&input("c.vp", text), &Options::default());
    assert_eq!(out.code, 0, "{}", out.stderr);
    let comments: Vec<&str> = out
        .stdout
        .lines()
        .filter_map(|l| l.find('#').map(|i| &l[i..]))
        .collect();
    assert_eq!(
        comments,
        ["# head", "# copy it", "# before END", "# after END"],
        "{}",
        out.stdout
    );
    // And the formatted text is a fixed point.
    let again = commands::fmt(&input("c.vp", out.stdout.clone()), &Options::default());
    assert_eq!(again.stdout, out.stdout);
}

#[test]
fn tgsi_call_stack_overflow_exits_1_at_the_call() {
    // Unbounded recursion overflows the call stack; the failure names the
    // CAL that overflowed, so the message is FILE:LINE:COL: at it (line 6,
    // column 8, where `CAL :2` starts).
    let dir = scratch("tgsi-overflow");
    let path = write(
        &dir,
        "rec.tgsi",
        "VERT\nDCL OUT[0]\n  0: CAL :2\n  1: END\n  2: BGNSUB\n  3:   CAL :2\n  4: ENDSUB\n",
    );
    let r = shasm(&["run", &path]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(r.stdout, "");
    assert_eq!(error_positions(&r.stderr, &path), [(6, 8)], "{}", r.stderr);
    assert!(r.stderr.contains("call stack overflow"), "{}", r.stderr);
}

#[test]
fn tgsi_budget_exhaustion_exits_1() {
    let r = shasm(&[
        "run",
        "examples/tgsi/loop_branch.tgsi",
        "--inputs",
        "examples/tgsi/loop_branch.inputs",
        "--budget",
        "10",
    ]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(r.stdout, "");
    assert!(
        r.stderr.contains("examples/tgsi/loop_branch.tgsi: error:")
            && r.stderr.contains("budget of 10 exhausted"),
        "{}",
        r.stderr
    );
}

#[test]
fn nv_vp_call_overflow_and_budget_end_the_run_with_its_results() {
    // NV_vertex_program2 §2.14.1.8: "A vertex program will terminate if a
    // CAL instruction is executed with four entries already in the call
    // stack", and "will terminate abnormally after executing 65536
    // instructions"; "When a vertex program terminates, normally or
    // abnormally, it will emit a vertex" from the final result registers.
    // So unlike TGSI this is not a failure: exit 0 with `ended` (docs/cli.md).
    let dir = scratch("vp-overflow");
    let path = write(
        &dir,
        "rec.vp",
        "!!VP2.0\nmain:\nMOV o[HPOS], v[0];\nCAL f;\nRET;\nf:\nCAL f;\nEND\n",
    );
    let r = shasm(&["run", &path, "--format", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["ended"], "call-stack-overflow", "{}", r.stdout);
    // MOV, the CAL in main, four CALs in f (the fifth finds four entries).
    assert_eq!(v["executed"], 6, "{}", r.stdout);
    assert_eq!(v["outputs"]["o[HPOS]"], json!([0.0, 0.0, 0.0, 1.0]));

    let looping = write(
        &dir,
        "loop.vp",
        "!!VP2.0\nmain:\nMOV o[HPOS], v[0];\nl:\nBRA l;\nEND\n",
    );
    let r = shasm(&["run", &looping, "--budget", "10", "--format", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["ended"], "instruction-budget", "{}", r.stdout);
    assert_eq!(v["executed"], 10, "{}", r.stdout);
}

/// Run `TEX o[COLR], f[TEX0], TEX0, 2D` at texel (0, 0) of a 2x2 texture
/// whose level 0 texel (0, 0) is (0.8, 0, 0, 1) and whose generated level 1
/// (the box average of the four texels) is (0.2, 0.2, 0.2, 1), with the
/// given extra `--sampler 0:...` settings; returns o[COLR].
fn sample_with(tag: &str, extra: &[&str]) -> Vec<f64> {
    let dir = scratch(tag);
    #[rustfmt::skip]
    let pixels = [
        204, 0, 0, 255,   0, 204, 0, 255,
        0, 0, 204, 255,   0, 0, 0, 255,
    ];
    let png = write(&dir, "levels.png", png_rgba8(2, 2, &pixels));
    let fp = write(
        &dir,
        "sample.fp",
        "!!FP1.0\nTEX o[COLR], f[TEX0], TEX0, 2D;\nEND\n",
    );
    let texture = format!("0:2D={png}");
    let mut args = vec![
        "run",
        &fp,
        "--format",
        "json",
        "--texture",
        &texture,
        "--sampler",
        "0:mipmaps=on",
        "--sampler",
        "0:filter=nearest",
        "--set",
        "f[TEX0]=0.25,0.25,0,1",
    ];
    let samplers: Vec<String> = extra.iter().map(|e| format!("0:{e}")).collect();
    for s in &samplers {
        args.push("--sampler");
        args.push(s);
    }
    let r = shasm(&args);
    assert_eq!(r.code, 0, "{:?}: {}", extra, r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    v["outputs"]["o[COLR]"]
        .as_array()
        .unwrap_or_else(|| panic!("{:?}: no o[COLR]: {}", extra, r.stdout))
        .iter()
        .map(|c| c.as_f64().unwrap())
        .collect()
}

fn assert_colour(got: &[f64], want: [f64; 4], what: &str) {
    // 8-bit texels: allow one step of 1/255.
    assert!(
        got.len() == 4
            && got
                .iter()
                .zip(want)
                .all(|(g, w)| (g - w).abs() <= 1.0 / 255.0),
        "{what}: got {got:?}, want {want:?}"
    );
}

#[test]
fn lod_clamps_pick_the_level_gl_defines() {
    const LEVEL0: [f64; 4] = [0.8, 0.0, 0.0, 1.0];
    const LEVEL1: [f64; 4] = [0.2, 0.2, 0.2, 1.0];
    // A single fragment has no derivatives: rho = 0, lambda' = -inf, so by
    // default lambda clamps to min_lod = -1000: magnification, level 0.
    assert_colour(&sample_with("lod-default", &[]), LEVEL0, "default");
    // GL 1.2.1 §3.8.7: lambda is clamped to [min_lod, max_lod]. min_lod = 1
    // gives lambda = 1 > c = 0: minification; NEAREST_MIPMAP_NEAREST picks
    // level ceil(lambda + 1/2) - 1 = 1.
    assert_colour(
        &sample_with("lod-min1", &["min-lod=1"]),
        LEVEL1,
        "min-lod=1",
    );
    // min_lod > max_lod is undefined in GL; shasm's choice: max_lod wins, so
    // lambda = 0 <= c: magnification from level 0.
    assert_colour(
        &sample_with("lod-min1-max0", &["min-lod=1", "max-lod=0"]),
        LEVEL0,
        "min-lod=1 max-lod=0",
    );
    // min_lod = 1001 above the default max_lod = 1000: lambda = 1000, past
    // the last level, so the last level (1).
    assert_colour(
        &sample_with("lod-1001", &["min-lod=1001"]),
        LEVEL1,
        "min-lod=1001",
    );
    // min_lod = inf: likewise lambda = max_lod = 1000, the last level.
    assert_colour(
        &sample_with("lod-inf", &["min-lod=inf"]),
        LEVEL1,
        "min-lod=inf",
    );
}

const VG_SHBINS: [&str; 3] = [
    "graphics_gpu_geoshader_program.vg.shbin",
    "graphics_gpu_loop_subdivision_program.vg.shbin",
    "graphics_gpu_particles_particle.vg.shbin",
];

#[test]
fn fmt_of_a_two_entry_shbin_points_at_dis_out_dir() {
    // The sources of two DVLEs only assemble together, one file each: fmt
    // cannot print one text that reassembles, so it refuses (exit 1) and
    // names the command that does it.
    for name in VG_SHBINS {
        let path = format!("tests/corpus/pica-3ds-examples/{name}");
        let r = shasm(&["fmt", &path]);
        assert_eq!(r.code, 1, "{name}: {}", r.stderr);
        assert_eq!(r.stdout, "", "{name}");
        assert!(r.stderr.contains("--out-dir"), "{name}: {}", r.stderr);
        assert!(r.stderr.starts_with(&path), "{name}: {}", r.stderr);
    }
}

#[test]
fn dis_out_dir_reassembles_to_identical_bytes() {
    for name in VG_SHBINS {
        let dir = scratch(&format!("outdir-{name}"));
        let path = format!("tests/corpus/pica-3ds-examples/{name}");
        let r = shasm(&["dis", &path, "--out-dir", dir.to_str().unwrap()]);
        assert_eq!(r.code, 0, "{name}: {}", r.stderr);
        // stdout lists the files written, in DVLE order.
        let files: Vec<&str> = r.stdout.lines().collect();
        assert_eq!(files.len(), 2, "{name}: {}", r.stdout);
        let out = dir.join("again.shbin");
        let mut args = files.clone();
        args.insert(0, "asm");
        args.extend(["-o", out.to_str().unwrap()]);
        let a = shasm(&args);
        assert_eq!(a.code, 0, "{name}: {}", a.stderr);
        let original = std::fs::read(common::root().join(&path)).unwrap();
        assert!(
            std::fs::read(&out).unwrap() == original,
            "{name}: reassembled bytes differ"
        );
    }
}
