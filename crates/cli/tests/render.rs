//! The reference rasterizer end to end: every shader test under
//! `tests/render/` passes on each engine with the same pictures, malformed
//! files get a diagnostic at their line and column, and `shasm test` /
//! `shasm render` keep their output contract (docs/cli.md, docs/render.md).
//! The expected pixel values are in the test files, each derived by hand
//! from the GL rule its comment names.

mod common;

use common::{root, scratch, shasm};
use shasm::EngineKind;
use shasm::shader_test::{TestReport, Verdict};

fn render_tests() -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(root().join("tests/render"))
        .expect("tests/render exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "shader_test"))
        .collect();
    files.sort();
    files
}

fn run(path: &std::path::Path, engine: EngineKind) -> TestReport {
    let text = std::fs::read_to_string(path).unwrap();
    let options = shasm::Options {
        engine,
        ..shasm::Options::default()
    };
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    shasm::shader_test::run(&name, &text, &options)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_render_test_passes_on_every_engine_with_the_same_picture() {
    let files = render_tests();
    assert!(files.len() >= 15, "{} files", files.len());
    for path in files {
        let interp = run(&path, EngineKind::Interp);
        assert_eq!(interp.skipped, None, "{}", path.display());
        assert!(!interp.probes.is_empty(), "{} has no probe", path.display());
        for p in &interp.probes {
            assert_eq!(
                p.verdict,
                Verdict::Pass,
                "{}:{} {}",
                path.display(),
                p.line,
                p.command
            );
        }
        let lanes = run(&path, EngineKind::Lanes);
        assert!(!lanes.failed(), "{} on lanes", path.display());
        let (a, b) = (interp.surface.unwrap(), lanes.surface.unwrap());
        assert_eq!(
            a.framebuffer(),
            b.framebuffer(),
            "{}: interp and lanes differ",
            path.display()
        );
    }
}

#[test]
fn the_lane_engine_falls_back_for_derivatives_and_says_so() {
    let lanes = run(
        &root().join("tests/render/nv_fp_derivatives.shader_test"),
        EngineKind::Lanes,
    );
    assert_eq!(lanes.notes.len(), 1, "{:?}", lanes.notes);
    assert!(
        lanes.notes[0].contains("the lanes engine cannot shade"),
        "{}",
        lanes.notes[0]
    );
    assert!(
        run(
            &root().join("tests/render/kil.shader_test"),
            EngineKind::Lanes
        )
        .notes
        .is_empty()
    );
}

fn malformed(text: &str) -> Vec<shasm::Diagnostic> {
    match shasm::shader_test::run("bad.shader_test", text, &shasm::Options::default()) {
        Err(shasm::Error::Invalid { diagnostics }) => diagnostics,
        other => panic!("expected diagnostics, got {other:?}"),
    }
}

#[test]
fn malformed_files_get_a_diagnostic_at_the_line() {
    let text = "[require]\nSIZE 8 8\n\n[fragment program]\n!!ARBfp1.0\nMOV result.color, {1, 0, 0, 1};\nEND\n\n[test]\nprobe rgba 1 2 3\n";
    let d = malformed(text);
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].code, Some("shader-test/arguments"));
    assert_eq!(&text[d[0].span.clone()], "probe rgba 1 2 3");
    // A program's own diagnostic lands at its place in the file.
    let text =
        "[fragment program]\n!!ARBfp1.0\nMOV result.color, fragment.bogus;\nEND\n[test]\nclear\n";
    let d = malformed(text);
    let (line, _) = shasm::diag::line_col(text, d[0].span.start);
    assert_eq!(line, 3, "{d:?}");
    // Huge windows are refused at their line.
    let d = malformed("[require]\nSIZE 100000 100000\n[test]\nclear\n");
    assert_eq!(d[0].code, Some("shader-test/size"));
    // Unknown sections; draw arrays past the vertex data.
    assert_eq!(malformed("[bogus]\n")[0].code, Some("shader-test/section"));
    let text = "[fragment program]\n!!ARBfp1.0\nMOV result.color, {1, 0, 0, 1};\nEND\n[vertex data]\nvertex/float/2\n0 0\n[test]\ndraw arrays GL_TRIANGLES 0 3\n";
    assert_eq!(malformed(text)[0].code, Some("shader-test/command"));
}

#[test]
fn unmodelled_requirements_and_commands_are_skips_with_the_reason() {
    let skip = |text: &str| {
        shasm::shader_test::run("s.shader_test", text, &shasm::Options::default())
            .unwrap()
            .skipped
            .expect("a skip")
    };
    assert!(skip("[require]\nGLSL >= 1.10\n[test]\nclear\n").contains("GLSL"));
    assert!(
        skip("[require]\nGL_ARB_compute_shader\n[test]\nclear\n").contains("GL_ARB_compute_shader")
    );
    assert!(skip("[vertex shader]\nvoid main() {}\n[test]\nclear\n").contains("[vertex shader]"));
    assert!(
        skip("[fragment program]\n!!ARBfp1.0\nEND\n[test]\nuniform vec4 a 1 2 3 4\n")
            .contains("uniform")
    );
    // The skip names the reason, not only the command.
    assert_eq!(
        skip("[fragment program]\n!!ARBfp1.0\nEND\n[test]\nfb ms GL_RGBA8 8 8 4\n"),
        "line 5: `fb ms GL_RGBA8` is not modelled (shasm draws into the window's colour buffers: of the framebuffer commands `fb tex 2d` and `fb winsys` are modelled; no renderbuffers, slices, layers or multisampling)"
    );
    // A texture of another size than the window as a render target.
    assert_eq!(
        skip(
            "[require]\nSIZE 8 8\n[fragment program]\n!!ARBfp1.0\nEND\n[test]\ntexture rgbw 0 (4, 4)\nfb tex 2d 0\n"
        ),
        "line 8: a 4x4 framebuffer (shasm draws into the 8x8 window's colour buffers)"
    );
}

#[test]
fn degenerate_and_nan_geometry_draws_nothing() {
    // A triangle with a NaN corner and one with no area: GL leaves the
    // first undefined and draws nothing of the second; nothing is drawn,
    // nothing panics.
    let text = "[require]\nSIZE 8 8\n[vertex program]\n!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n[vertex data]\nvertex/float/2\nnan 0\n1 0\n0 1\n0 0\n1 1\n0.5 0.5\n[test]\nclear\ndraw arrays GL_TRIANGLES 0 6\ndraw arrays GL_TRIANGLE_STRIP 0 2\nprobe all rgba 0 0 0 0\n";
    let report =
        shasm::shader_test::run("d.shader_test", text, &shasm::Options::default()).unwrap();
    assert!(!report.failed());
}

#[test]
fn shasm_test_prints_each_probe_and_a_summary() {
    let dir = scratch("render-cli");
    let file = dir.join("t.shader_test");
    std::fs::write(
        &file,
        "[require]\nSIZE 4 4\n[fragment program]\n!!ARBfp1.0\nMOV result.color, {0, 1, 0, 1};\nEND\n[test]\ndraw rect -1 -1 2 2\nprobe rgba 0 0 0 1 0 1\nprobe rgb 1 1 1 0 0\n",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let out = shasm(&["test", path]);
    assert_eq!(out.code, 1, "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines[0], format!("{path}:9: pass: probe rgba 0 0 0 1 0 1"));
    assert_eq!(lines[1], format!("{path}:10: fail: probe rgb 1 1 1 0 0"));
    assert_eq!(
        lines[2],
        "  pixel (1, 1): expected (1.000000, 0.000000, 0.000000), observed (0.000000, 1.000000, 0.000000)"
    );
    assert_eq!(lines[3], "1 passed, 1 failed, 0 skipped");
    // Every test of tests/render passes through the binary.
    let mut args = vec!["test".to_string()];
    args.extend(
        render_tests()
            .iter()
            .map(|p| p.to_string_lossy().into_owned()),
    );
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = shasm(&args);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    assert!(out.stdout.ends_with(" failed, 0 skipped\n"));
}

#[test]
fn shasm_render_writes_the_picture() {
    let dir = scratch("render-png");
    let fp = dir.join("uv.fp");
    std::fs::write(
        &fp,
        "!!ARBfp1.0\nMOV result.color, fragment.texcoord[0];\nEND\n",
    )
    .unwrap();
    let png = dir.join("uv.png");
    let out = shasm(&[
        "render",
        fp.to_str().unwrap(),
        "-o",
        png.to_str().unwrap(),
        "--size",
        "4x2",
        "--scale",
        "3",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let image = shasm::image::decode_rgba8(&std::fs::read(&png).unwrap()).unwrap();
    assert_eq!((image.width, image.height), (12, 6));
    // The top row of the PNG is window row 1: t = 1.5/2 = 0.75 -> 191;
    // its first pixel has s = 0.5/4 = 0.125 -> 32 (round(255 x)).
    assert_eq!(&image.rgba[..4], &[32, 191, 0, 255]);
    // The last row is window row 0: t = 0.25 -> 64; the last pixel s =
    // 3.5/4 -> 223.
    let last = image.rgba.len() - 4;
    assert_eq!(&image.rgba[last..], &[223, 64, 0, 255]);
    // A size past the cap is refused.
    let out = shasm(&[
        "render",
        fp.to_str().unwrap(),
        "-o",
        png.to_str().unwrap(),
        "--size",
        "5000x5000",
    ]);
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains("each side is 1 to 4096 pixels"),
        "{}",
        out.stderr
    );
}

#[test]
fn multiple_render_targets_get_their_own_colours() {
    // ARB_draw_buffers: result.color[n] goes to colour buffer n.
    let fp = shasm::Program::from_text(
        "mrt.fp",
        "!!ARBfp1.0\nOPTION ARB_draw_buffers;\nMOV result.color[0], {1, 0, 0, 1};\nMOV result.color[1], {0, 0, 1, 1};\nEND\n",
    )
    .unwrap();
    let pipeline = shasm::render::Pipeline::new(None, Some(&fp)).unwrap();
    assert_eq!(pipeline.render_targets(), 2);
    let mut surface = shasm::render::Surface::new(4, 4, 2).unwrap();
    let (primitive, vertices) = shasm::render::Pipeline::fullscreen();
    pipeline.draw(&mut surface, primitive, &vertices).unwrap();
    assert_eq!(
        surface.framebuffer().pixel(0, 1, 1),
        Some([1.0, 0.0, 0.0, 1.0])
    );
    assert_eq!(
        surface.framebuffer().pixel(1, 1, 1),
        Some([0.0, 0.0, 1.0, 1.0])
    );
}

#[test]
fn a_trailing_semicolon_after_a_probe_is_ignored_as_shader_runner_does() {
    // piglit's tests/spec/arb_fragment_program/dph.shader_test ends a
    // `relative probe` with `;`, which sscanf leaves unread.
    let text = "[require]\nSIZE 4 4\n[fragment program]\n!!ARBfp1.0\nMOV result.color, {0, 1, 0, 1};\nEND\n[test]\ndraw rect -1 -1 2 2\nrelative probe rgba (0.5, 0.5) (0.0, 1.0, 0.0, 1.0);\n";
    let report =
        shasm::shader_test::run("s.shader_test", text, &shasm::Options::default()).unwrap();
    assert_eq!(report.probes.len(), 1);
    assert_eq!(report.probes[0].verdict, Verdict::Pass);
}

/// The RGBA bytes of window pixel (x, y) (y up) of a decoded PNG.
fn window_pixel(image: &shasm::image::Rgba8Image, x: u32, y: u32) -> [u8; 4] {
    let row = image.height - 1 - y;
    let i = ((row * image.width + x) * 4) as usize;
    image.rgba[i..i + 4].try_into().unwrap()
}

#[test]
fn shasm_render_draws_what_a_pica_geometry_shader_emits() {
    // examples/pica/sprite.g.pica with its inputs: the point (1, 2, 0.5, 1)
    // and size 4 make the triangle (-1, 0), (3, 0), (1, 4) (clip = NDC,
    // w = 1), in red; `setemit 2, prim` draws slots 0, 1, 2. In a 64x64
    // window (x_w = (x + 1) * 32, OpenGL 2.1 §2.11.1) that is (0, 32),
    // (96, 32), (64, 96): the upper half where x_w >= y_w - 32.
    let dir = scratch("render-pica-gs");
    let png = dir.join("sprite.png");
    let out = shasm(&[
        "render",
        root().join("examples/pica/sprite.g.pica").to_str().unwrap(),
        "--inputs",
        root().join("examples/pica/sprite.inputs").to_str().unwrap(),
        "-o",
        png.to_str().unwrap(),
        "--size",
        "64x64",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let image = shasm::image::decode_rgba8(&std::fs::read(&png).unwrap()).unwrap();
    assert_eq!(window_pixel(&image, 40, 40), [255, 0, 0, 255]);
    assert_eq!(window_pixel(&image, 63, 63), [255, 0, 0, 255]);
    // Left of the edge from (0, 32) to (64, 96): 5.5 < 60.5 - 32.
    assert_eq!(window_pixel(&image, 5, 60), [0, 0, 0, 0]);
    // Below y_w = 32.
    assert_eq!(window_pixel(&image, 40, 20), [0, 0, 0, 0]);
}

#[test]
fn shasm_render_draws_a_geometry_program_on_its_set_values() {
    // examples/gp4/point_sprite.gp: the point (0, 0) with half size 0.25
    // becomes the square -0.25..0.25, window pixels 24 to 40 of a 64x64
    // window, in the point's colour (fixed-function fragment stage). The
    // `--set` values reach the geometry program.
    let dir = scratch("render-gp4-gs");
    let png = dir.join("sprite.png");
    let out = shasm(&[
        "render",
        root()
            .join("examples/gp4/point_sprite.gp")
            .to_str()
            .unwrap(),
        "--set",
        "vertex[0].position=0,0,0.5,1",
        "--set",
        "vertex[0].color=1,0.5,0,1",
        "--set",
        "program.local[0]=0.25,0,0,0",
        "-o",
        png.to_str().unwrap(),
        "--size",
        "64x64",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let image = shasm::image::decode_rgba8(&std::fs::read(&png).unwrap()).unwrap();
    // round(255 * 0.5) = 128.
    assert_eq!(window_pixel(&image, 24, 24), [255, 128, 0, 255]);
    assert_eq!(window_pixel(&image, 39, 39), [255, 128, 0, 255]);
    assert_eq!(window_pixel(&image, 40, 32), [0, 0, 0, 0]);
    assert_eq!(window_pixel(&image, 23, 32), [0, 0, 0, 0]);
}

#[test]
fn a_draw_mode_the_geometry_program_does_not_take_is_an_error() {
    // EXT_geometry_shader4 §2.16.1: GL_TRIANGLES into PRIMITIVE_IN POINTS
    // is INVALID_OPERATION.
    let text = "[require]\nSIZE 4 4\n[geometry program]\n!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 1;\nMOV result.position, vertex[0].position;\nEMIT;\nEND\n[vertex data]\nvertex/float/2\n0 0\n1 0\n0 1\n[test]\ndraw arrays GL_TRIANGLES 0 3\n";
    let e = shasm::shader_test::run("g.shader_test", text, &shasm::Options::default())
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("GL_TRIANGLES cannot feed a geometry program whose input primitive is POINTS"),
        "{e}"
    );
}

#[test]
fn shasm_render_compares_with_a_reference_and_writes_the_difference() {
    let dir = scratch("render-reference");
    let program = |name: &str, color: &str| {
        let path = dir.join(name);
        std::fs::write(
            &path,
            format!("!!ARBfp1.0\nMOV result.color, {{{color}}};\nEND\n"),
        )
        .unwrap();
        path
    };
    let grey = program("grey.fp", "0.5, 0.5, 0.5, 1");
    let lighter = program("lighter.fp", "0.5, 0.52, 0.5, 1");
    let render = |fp: &std::path::Path, out: &std::path::Path, extra: &[&str]| {
        let mut args = vec![
            "render",
            fp.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            "--size",
            "2x2",
        ];
        args.extend_from_slice(extra);
        shasm(&args)
    };
    let reference = dir.join("ref.png");
    assert_eq!(render(&grey, &reference, &[]).code, 0);
    // The same picture: no difference, exit 0.
    let out = render(
        &grey,
        &dir.join("same.png"),
        &["--reference", reference.to_str().unwrap()],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("largest channel difference 0/255"),
        "{}",
        out.stdout
    );
    // Green 0.52 is stored as round(0.52 * 255) = 133 against 128: a
    // difference of 5 steps, over the default tolerance 0 (exit 1), and
    // within a tolerance of 5.
    let diff = dir.join("diff.png");
    let out = render(
        &lighter,
        &dir.join("lighter.png"),
        &[
            "--reference",
            reference.to_str().unwrap(),
            "--diff",
            diff.to_str().unwrap(),
        ],
    );
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert!(
        out.stdout.contains(
            "largest channel difference 5/255 at pixel (0, 1); 4 pixels over the tolerance 0/255"
        ),
        "{}",
        out.stdout
    );
    let image = shasm::image::decode_rgba8(&std::fs::read(&diff).unwrap()).unwrap();
    assert_eq!(window_pixel(&image, 1, 0), [255, 0, 0, 255]);
    let out = render(
        &lighter,
        &dir.join("lighter.png"),
        &[
            "--reference",
            reference.to_str().unwrap(),
            "--tolerance",
            "5",
        ],
    );
    assert_eq!(out.code, 0, "{}", out.stdout);
    // A reference of another size is an error, exit 1.
    let out = render(
        &lighter,
        &dir.join("lighter.png"),
        &["--reference", reference.to_str().unwrap(), "--scale", "2"],
    );
    assert_eq!(out.code, 1);
    assert!(
        out.stderr.contains("the picture is 4x4, the reference 2x2"),
        "{}",
        out.stderr
    );
}

#[test]
fn a_geometry_program_emitting_without_bound_is_stopped_at_the_draw_limit() {
    // 4097 points, each emitting VERTICES_OUT = 256 points (the most
    // NV_geometry_program4 allows): 1,048,832 vertices, past the 2^20 a
    // draw may have (bad input never allocates without bound): an error,
    // not a hang or an allocation failure.
    let rows: String = (0..4097).map(|_| "0 0\n").collect();
    let text = format!(
        "[require]\nSIZE 4 4\n[geometry program]\n!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 256;\nMOV result.position, vertex[0].position;\nREP 256;\nEMIT;\nENDREP;\nEND\n[vertex data]\nvertex/float/2\n{rows}[test]\ndraw arrays GL_POINTS 0 4097\n"
    );
    let e = shasm::shader_test::run("g.shader_test", &text, &shasm::Options::default())
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("the geometry program emitted 1048832 vertices in one draw; at most 1048576"),
        "{e}"
    );
}
