//! `shasm render --engine gpu` (docs/render.md, "On the GPU"): bundled
//! examples translated to the stage form, drawn by wgpu (lavapipe in CI)
//! and compared with the reference rasterizer's picture.
//!
//! The bound: the largest channel difference is at most 2/255. Over the
//! window-filling quad `shasm render` draws, both sides cover every
//! pixel centre (GL's and Vulkan's rules agree on a quad whose edges are
//! the window's, so fixed-point coverage never differs), the fragment
//! programs' arithmetic is exact on both (the stage form's exact mode);
//! what differs is interpolation: the reference computes barycentric
//! weights in double precision from the exact edge functions, the GPU in
//! its own single-precision hardware (lavapipe: LLVM), which moves a
//! varying by a few ulps, and a colour whose 8-bit rounding sits at a
//! half step moves by 1/255 (perspective division adds one more rounding:
//! 2/255).
//!
//! Where no adapter exists the test prints that it skipped and why.

mod common;

use common::{scratch, shasm};

const BOUND: u32 = 2;

/// Example, `shasm render` arguments.
const EXAMPLES: &[(&str, &str)] = &[
    (
        "examples/tgsi/ati_ops.tgsi",
        "--inputs examples/tgsi/ati_ops.inputs",
    ),
    (
        "examples/tgsi/loop_branch.tgsi",
        "--inputs examples/tgsi/loop_branch.inputs",
    ),
    (
        "examples/pica/lighting.v.pica",
        "--inputs examples/pica/lighting.inputs",
    ),
    ("examples/arb/glow.vfp", "--inputs examples/arb/glow.inputs"),
    ("tests/render/gpu/uv_position.fp", ""),
    (
        "tests/render/gpu/perspective.vp tests/render/gpu/uv_position.fp",
        "",
    ),
];

/// The largest difference the `gpu:` line reports, or `None` (with the
/// reason printed) where the machine has no adapter.
fn largest(files: &str, args: &str, dir: &std::path::Path) -> Option<u32> {
    let out_path = dir.join("out.png");
    let mut argv = vec!["render"];
    argv.extend(files.split_whitespace());
    argv.extend(args.split_whitespace());
    argv.extend([
        "--size",
        "64x64",
        "--engine",
        "gpu",
        "-o",
        out_path.to_str().unwrap(),
    ]);
    let out = shasm(&argv);
    if out.stderr.contains("no GPU adapter") || out.stderr.contains("no device on the adapter") {
        eprintln!("skipped: {files} on the GPU: {}", out.stderr.trim());
        return None;
    }
    assert_eq!(out.code, 0, "{files}: {}{}", out.stdout, out.stderr);
    let line = out
        .stdout
        .lines()
        .find(|l| l.starts_with("gpu: largest channel difference "))
        .unwrap_or_else(|| panic!("{files}: no gpu line in {}", out.stdout));
    let n = line["gpu: largest channel difference ".len()..]
        .split('/')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    Some(n)
}

#[test]
fn bundled_examples_draw_on_the_gpu_as_the_reference_rasterizer_draws_them() {
    let dir = scratch("gpu-render");
    for (files, args) in EXAMPLES {
        let Some(n) = largest(files, args, &dir) else {
            return;
        };
        assert!(n <= BOUND, "{files}: {n}/255 over the bound {BOUND}/255");
    }
}

#[test]
fn programs_without_a_stage_form_are_refused_with_the_reason() {
    let dir = scratch("gpu-refused");
    let out_path = dir.join("out.png");
    let out = shasm(&[
        "render",
        "examples/arb/fog.fp",
        "--inputs",
        "examples/arb/fog.inputs",
        "--texture",
        "0:2D=examples/arb/base.png",
        "--engine",
        "gpu",
        "-o",
        out_path.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert!(
        out.stderr.contains("has no stage form")
            && out.stderr.contains("`TEX")
            && out.stderr.contains("examples/arb/fog.fp:")
            && out.stderr.contains("texture lookups"),
        "{}",
        out.stderr
    );
    assert!(!out_path.exists());
    let out = shasm(&[
        "render",
        "examples/gp4/point_sprite.gp",
        "--inputs",
        "examples/gp4/point_sprite.inputs",
        "--engine",
        "gpu",
        "-o",
        out_path.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert!(
        out.stderr.contains("a geometry program has no stage form"),
        "{}",
        out.stderr
    );
}

#[test]
fn diff_and_tolerance_need_something_to_compare_with() {
    let dir = scratch("gpu-diff-usage");
    let out = shasm(&[
        "render",
        "examples/tgsi/ati_ops.tgsi",
        "--inputs",
        "examples/tgsi/ati_ops.inputs",
        "--diff",
        dir.join("d.png").to_str().unwrap(),
        "-o",
        dir.join("o.png").to_str().unwrap(),
    ]);
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(out.stderr.contains("--reference REF.png or --engine gpu"));
}
