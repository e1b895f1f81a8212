//! `.vfp` files and vertex–fragment pairs (docs/cli.md, "Program pairs
//! and `.vfp` files"): an id Tech 4-style file holds an `!!ARBvp1.0` and
//! an `!!ARBfp1.0` program; `check` checks both and the pair (every
//! varying the fragment program reads must be written by the vertex
//! program, matched by meaning as docs/translate.md numbers them), the
//! other commands work on the program `--entry vertex|fragment` names
//! (the vertex program by default), `fmt` prints both.

mod common;
use common::{scratch, shasm, write};

#[test]
fn the_bundled_vfp_examples_check_clean() {
    for f in ["examples/arb/interaction.vfp", "examples/arb/glow.vfp"] {
        let r = shasm(&["check", f]);
        assert_eq!(
            (r.code, r.stdout.as_str(), r.stderr.as_str()),
            (0, "", ""),
            "{f}"
        );
    }
}

#[test]
fn a_varying_the_vertex_program_never_writes_is_an_error_naming_both_sides() {
    // fragment.texcoord[2] is TEXCOORD[2], location 8 + 2; the vertex
    // program writes only result.texcoord[0] (location 8).
    let r = shasm(&["check", "tests/vfp/unwritten.vfp"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(
        r.stderr,
        "tests/vfp/unwritten.vfp:8:1: error: the fragment program reads `fragment.texcoord[2]` \
         (varying location 10), which the vertex program never writes\n  \
         ┌─ tests/vfp/unwritten.vfp:8:1\n  │\n1 │ !!ARBvp1.0\n  │ ---------- the vertex program\n  \
         ·\n8 │ ADD result.color, t, fragment.texcoord[2];\n  │ ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n  \
         │\n  = the vertex program writes `result.texcoord[0]` (location 8)\n\n"
    );
    let r = shasm(&["check", "tests/vfp/unwritten.vfp", "--format", "json"]);
    assert_eq!(r.code, 1);
    assert!(r.stdout.contains("\"ok\": false"), "{}", r.stdout);
    assert!(
        r.stdout.contains("\"code\": \"pair/varying\""),
        "{}",
        r.stdout
    );
}

#[test]
fn a_missing_or_extra_program_is_named() {
    let r = shasm(&["check", "tests/vfp/missing.vfp"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.starts_with(
            "tests/vfp/missing.vfp:1:1: error: the .vfp file has no fragment program (`!!ARBfp1.0 … END`)\n"
        ),
        "{}",
        r.stderr
    );
    let r = shasm(&["check", "tests/vfp/extra.vfp"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.starts_with(
            "tests/vfp/extra.vfp:7:1: error: a second fragment program: a .vfp file holds one of each\n"
        ),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains("4 │ !!ARBfp1.0\n  │ ---------- the first\n"),
        "{}",
        r.stderr
    );
}

#[test]
fn an_error_in_the_fragment_program_points_into_the_vfp_file() {
    let dir = scratch("vfp-error");
    let f = write(
        &dir,
        "bad.vfp",
        "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n\
         !!ARBfp1.0\nMOV result.color, nonsense;\nEND\n",
    );
    let r = shasm(&["check", &f]);
    assert_eq!(r.code, 1);
    // Line 5 of the file, where the fragment program's second line is.
    assert!(r.stderr.starts_with(&format!("{f}:5:")), "{}", r.stderr);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn run_takes_the_vertex_program_unless_entry_says_fragment() {
    // glow.vfp's vertex program copies vertex.color to result.color.
    let r = shasm(&[
        "run",
        "examples/arb/glow.vfp",
        "--set",
        "vertex.color=1,0.5,0.25,1",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout
            .contains("result.color       = (1.0, 0.5, 0.25, 1.0)"),
        "{}",
        r.stdout
    );
    // Its fragment program: (1 - r^2)^2 with r^2 = 0.25 is 0.5625, times
    // the glow colour and the fragment colour (all ones).
    let r = shasm(&[
        "run",
        "examples/arb/glow.vfp",
        "--entry",
        "fragment",
        "--set",
        "fragment.texcoord[0]=0.5,0,0,0",
        "--set",
        "program.env[1]=1,1,1,1",
        "--set",
        "fragment.color=1,1,1,1",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout
            .contains("result.color = (0.5625, 0.5625, 0.5625, 0.5625)"),
        "{}",
        r.stdout
    );
    let r = shasm(&["run", "examples/arb/glow.vfp", "--entry", "geometry"]);
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr,
        "error: --entry `geometry`: a .vfp file's entries are `vertex` and `fragment`\n"
    );
}

#[test]
fn fmt_prints_both_programs() {
    let r = shasm(&["fmt", "examples/arb/glow.vfp"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let vp = r.stdout.find("!!ARBvp1.0").expect("vertex program");
    let fp = r.stdout.find("!!ARBfp1.0").expect("fragment program");
    assert!(vp < fp);
    // The output is itself a .vfp file that checks.
    let dir = scratch("vfp-fmt");
    let f = write(&dir, "again.vfp", &r.stdout);
    let again = shasm(&["check", &f]);
    assert_eq!(again.code, 0, "{}", again.stderr);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn translate_vp_fp_checks_the_pair() {
    let dir = scratch("vfp-pair");
    let vp = write(
        &dir,
        "a.vp",
        "!!ARBvp1.0\nMOV result.position, vertex.position;\nMOV result.color, vertex.color;\nEND\n",
    );
    let good = write(
        &dir,
        "good.fp",
        "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n",
    );
    let bad = write(
        &dir,
        "bad.fp",
        "!!ARBfp1.0\nMOV result.color, fragment.texcoord[1];\nEND\n",
    );
    let r = shasm(&["translate", &vp, &good, "--to", "wgsl", "--stage"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("@vertex") && r.stdout.contains("@fragment"));
    let r = shasm(&["translate", &vp, &bad, "--to", "wgsl", "--stage"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(r.stdout, "");
    assert!(
        r.stderr.starts_with(&format!(
            "{bad}:2:1: error: the fragment program reads `fragment.texcoord[1]` (varying location 9), which the vertex program never writes\n"
        )),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains("= the vertex program writes `result.color` (location 0)"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains(&format!("= the vertex program is {vp}")),
        "{}",
        r.stderr
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_vfp_translates_either_program_to_its_stage_form() {
    let r = shasm(&[
        "translate",
        "examples/arb/glow.vfp",
        "--to",
        "wgsl",
        "--stage",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("@vertex"), "{}", r.stdout);
    assert!(
        r.stdout
            .contains("@location(8) result_texcoord_0_: vec4<f32>"),
        "{}",
        r.stdout
    );
    let r = shasm(&[
        "translate",
        "examples/arb/glow.vfp",
        "--to",
        "wgsl",
        "--stage",
        "--entry",
        "fragment",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("@fragment"), "{}", r.stdout);
    assert!(
        r.stdout
            .contains("@location(8) fragment_texcoord_0_: vec4<f32>"),
        "{}",
        r.stdout
    );
}

#[test]
fn the_fragment_programs_translation_diagnostics_give_lines_of_the_vfp_file() {
    // The fragment program of glow.vfp starts at line 23 of the file; its
    // translation's note on program.env (docs/cli.md, "`shasm translate
    // --to tgsi`") is at its first byte, line 23, not line 1 (the
    // program's own first line, which in the file is the vertex
    // program's header).
    let r = shasm(&[
        "translate",
        "examples/arb/glow.vfp",
        "--entry",
        "fragment",
        "--to",
        "tgsi",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stderr,
        "examples/arb/glow.vfp:23:1: note: CONST[0..1] holds program.env[0..]\n   \
         ┌─ examples/arb/glow.vfp:23:1\n   │\n23 │ !!ARBfp1.0\n   │ ^\n\n"
    );
    // A refusal of the naga targets: interaction.vfp's fragment program
    // samples at file lines 47 and 51 (its own lines 17 and 21), which
    // exact mode refuses (docs/translate.md, "Textures").
    let r = shasm(&[
        "translate",
        "examples/arb/interaction.vfp",
        "--entry",
        "fragment",
        "--to",
        "wgsl",
        "--stage",
    ]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(
        common::error_positions(&r.stderr, "examples/arb/interaction.vfp"),
        [(47, 1), (51, 1)]
    );
    assert!(
        r.stderr
            .contains("47 │ TEX     normal, fragment.texcoord[1], texture[0], 2D;"),
        "{}",
        r.stderr
    );
}
