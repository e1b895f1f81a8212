//! The rasterizer's GL rules, checked pixel by pixel on small
//! framebuffers. Expected values are worked out by hand from the OpenGL
//! 2.1 rules each test names (window coordinates: x_w = (x_d + 1) w/2,
//! pixel centres at half-integers, §2.11.1, §3.6.1).

use shasm_engine::{Interpreter, Slot};
use shasm_exec::Executable;
use shasm_ir::File;
use shasm_raster::{
    ColorFormat, DepthFunc, FragmentProgram, FragmentSource, FragmentStage, Framebuffer, Interp,
    Primitive, RasterError, Renderer, State, Varying, VertexOut,
};
use std::sync::Arc;

fn vertex(x: f32, y: f32, color: [f32; 4]) -> VertexOut {
    VertexOut {
        position: [x, y, 0.0, 1.0],
        varyings: vec![color],
        clip: Vec::new(),
        point_size: 0.0,
    }
}

fn fixed() -> Renderer {
    Renderer::new(
        &Interpreter,
        FragmentStage::Fixed { color: Some(0) },
        vec![Varying {
            interp: Interp::Smooth,
            clamp: true,
            color: true,
        }],
    )
    .unwrap()
}

fn float_fb(w: u32, h: u32) -> Framebuffer {
    Framebuffer::new(w, h, 1, ColorFormat::Float).unwrap()
}

/// Pixels of buffer 0 whose red is not 0.
fn lit(fb: &Framebuffer) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    for y in 0..fb.height() {
        for x in 0..fb.width() {
            if fb.pixel(0, x, y).unwrap()[0] != 0.0 {
                out.push((x, y));
            }
        }
    }
    out
}

#[test]
fn two_triangles_sharing_a_diagonal_cover_every_pixel_once() {
    // A full-window quad as two triangles: every pixel centre lies inside
    // exactly one of them, those on the diagonal included (§3.6.1: a
    // fragment on a shared edge is produced by exactly one polygon). Red
    // 0.25 each, accumulated by hand below through two draws into two
    // framebuffers: the union is every pixel, the intersection none.
    let r = fixed();
    let red = [1.0, 0.0, 0.0, 1.0];
    let a = [
        vertex(-1.0, -1.0, red),
        vertex(1.0, -1.0, red),
        vertex(1.0, 1.0, red),
    ];
    let b = [
        vertex(-1.0, -1.0, red),
        vertex(1.0, 1.0, red),
        vertex(-1.0, 1.0, red),
    ];
    let state = State::new(8, 8);
    let mut fa = float_fb(8, 8);
    let mut fbb = float_fb(8, 8);
    r.draw(&mut fa, &state, Primitive::Triangles, &a).unwrap();
    r.draw(&mut fbb, &state, Primitive::Triangles, &b).unwrap();
    let (la, lb) = (lit(&fa), lit(&fbb));
    assert_eq!(la.len() + lb.len(), 64);
    assert!(la.iter().all(|p| !lb.contains(p)));
    // The diagonal's centres (i + 0.5, i + 0.5) lie on the shared edge.
    // Triangle a lies below-right of it: for a it is a left edge (a's
    // interior is to its right), for b (above-left) a right edge; the
    // top-left rule gives them to a.
    for i in 0..8 {
        assert!(la.contains(&(i, i)), "pixel ({i}, {i})");
    }
}

#[test]
fn a_pixel_centre_on_a_top_edge_is_drawn_and_on_a_bottom_edge_is_not() {
    // A rectangle from y_w = 2.5 to y_w = 5.5 (window, 8 rows: y_d =
    // y_w / 4 - 1) spanning all columns: rows 2 (centre 2.5, on the bottom
    // edge: excluded) and 5 (centre 5.5, on the top edge: included), so
    // rows 3, 4, 5 are drawn.
    let r = fixed();
    let red = [1.0, 0.0, 0.0, 1.0];
    let (y0, y1) = (2.5 / 4.0 - 1.0, 5.5 / 4.0 - 1.0);
    let strip = [
        vertex(-1.0, y0, red),
        vertex(1.0, y0, red),
        vertex(-1.0, y1, red),
        vertex(1.0, y1, red),
    ];
    let mut fb = float_fb(8, 8);
    r.draw(&mut fb, &State::new(8, 8), Primitive::TriangleStrip, &strip)
        .unwrap();
    let rows: Vec<u32> = lit(&fb).iter().filter(|p| p.0 == 0).map(|p| p.1).collect();
    assert_eq!(rows, [3, 4, 5]);
}

#[test]
fn colours_interpolate_linearly_across_an_affine_triangle() {
    // A strip over the whole 4x1 window, red 0 at x_d = -1 and 1 at
    // x_d = 1, w = 1: at the centre x_w = i + 0.5, red = (i + 0.5) / 4.
    let r = fixed();
    let strip = [
        vertex(-1.0, -1.0, [0.0, 0.0, 0.0, 1.0]),
        vertex(1.0, -1.0, [1.0, 0.0, 0.0, 1.0]),
        vertex(-1.0, 1.0, [0.0, 0.0, 0.0, 1.0]),
        vertex(1.0, 1.0, [1.0, 0.0, 0.0, 1.0]),
    ];
    let mut fb = float_fb(4, 1);
    r.draw(&mut fb, &State::new(4, 1), Primitive::TriangleStrip, &strip)
        .unwrap();
    for i in 0..4 {
        let red = fb.pixel(0, i, 0).unwrap()[0];
        assert!(
            (red - (i as f32 + 0.5) / 4.0).abs() < 1e-6,
            "pixel {i}: {red}"
        );
    }
}

#[test]
fn interpolation_is_perspective_correct() {
    // The right edge at w = 3 (clip x = 3, so x_d = 1): in window
    // coordinates the pixel centre at x_w = 2 of a 4-wide window is
    // halfway (s = 1/2 of the way from left to right); eq. 3.9 gives
    // red = (s/3) / ((1-s)/1 + s/3) = (1/6) / (2/3) = 0.25 at the centre
    // of pixel 1.5 ... at pixel centre x_w = 0.5 (s = 1/8):
    // (1/24) / (7/8 + 1/24) = 1/22; at x_w = 2.5 (s = 5/8): (5/24) /
    // (3/8 + 5/24) = 5/14.
    let r = fixed();
    let mut right_low = vertex(3.0, -3.0, [1.0, 0.0, 0.0, 1.0]);
    right_low.position[3] = 3.0;
    let mut right_high = vertex(3.0, 3.0, [1.0, 0.0, 0.0, 1.0]);
    right_high.position[3] = 3.0;
    let strip = [
        vertex(-1.0, -1.0, [0.0, 0.0, 0.0, 1.0]),
        right_low,
        vertex(-1.0, 1.0, [0.0, 0.0, 0.0, 1.0]),
        right_high,
    ];
    let mut fb = float_fb(4, 1);
    r.draw(&mut fb, &State::new(4, 1), Primitive::TriangleStrip, &strip)
        .unwrap();
    let red = |x| fb.pixel(0, x, 0).unwrap()[0];
    assert!((red(0) - 1.0 / 22.0).abs() < 1e-6, "{}", red(0));
    assert!((red(2) - 5.0 / 14.0).abs() < 1e-6, "{}", red(2));
}

#[test]
fn a_triangle_partly_outside_is_clipped_and_keeps_its_inside_values() {
    // x from -1 to 3 in clip space: only the left half is visible; the
    // colour still runs from 0 (x_d = -1) to 1 (x_d = 3), so at window
    // centre x_w = 0.5 of 2 pixels (x_d = -0.5) red = 0.125.
    let r = fixed();
    let strip = [
        vertex(-1.0, -1.0, [0.0, 0.0, 0.0, 1.0]),
        vertex(3.0, -1.0, [1.0, 0.0, 0.0, 1.0]),
        vertex(-1.0, 1.0, [0.0, 0.0, 0.0, 1.0]),
        vertex(3.0, 1.0, [1.0, 0.0, 0.0, 1.0]),
    ];
    let mut fb = float_fb(2, 1);
    r.draw(&mut fb, &State::new(2, 1), Primitive::TriangleStrip, &strip)
        .unwrap();
    assert!((fb.pixel(0, 0, 0).unwrap()[0] - 0.125).abs() < 1e-6);
    assert!((fb.pixel(0, 1, 0).unwrap()[0] - 0.375).abs() < 1e-6);
}

#[test]
fn degenerate_and_nan_triangles_draw_nothing() {
    let r = fixed();
    let red = [1.0, 0.0, 0.0, 1.0];
    let mut fb = float_fb(4, 4);
    let line = [
        vertex(-1.0, -1.0, red),
        vertex(0.0, 0.0, red),
        vertex(1.0, 1.0, red),
    ];
    let nan = [
        vertex(f32::NAN, -1.0, red),
        vertex(1.0, -1.0, red),
        vertex(1.0, 1.0, red),
    ];
    let state = State::new(4, 4);
    r.draw(&mut fb, &state, Primitive::Triangles, &line)
        .unwrap();
    r.draw(&mut fb, &state, Primitive::Triangles, &nan).unwrap();
    // Two vertices do not make a triangle (§2.6.1: the rest is ignored).
    r.draw(&mut fb, &state, Primitive::Triangles, &line[..2])
        .unwrap();
    assert!(lit(&fb).is_empty());
}

#[test]
fn the_framebuffer_is_capped() {
    assert!(matches!(
        Framebuffer::new(100_000, 1, 1, ColorFormat::Unorm8),
        Err(RasterError::Size { .. })
    ));
    assert!(matches!(
        Framebuffer::new(4, 4, 9, ColorFormat::Unorm8),
        Err(RasterError::Targets(9))
    ));
    // 4096 x 4096 is allowed once, not twice (MAX_PIXELS over all buffers).
    assert!(Framebuffer::new(4096, 4096, 1, ColorFormat::Unorm8).is_ok());
    assert!(matches!(
        Framebuffer::new(4096, 4096, 2, ColorFormat::Unorm8),
        Err(RasterError::Pixels { .. })
    ));
}

#[test]
fn points_and_lines_cover_the_pixels_gl_names() {
    let r = fixed();
    let red = [1.0, 0.0, 0.0, 1.0];
    let state = State::new(8, 8);
    // A point at window (2.5, 3.5): size 1 covers pixel (2, 3) (§3.4.1).
    let mut fb = float_fb(8, 8);
    r.draw(
        &mut fb,
        &state,
        Primitive::Points,
        &[vertex(2.5 / 4.0 - 1.0, 3.5 / 4.0 - 1.0, red)],
    )
    .unwrap();
    assert_eq!(lit(&fb), [(2, 3)]);
    // A horizontal line at y_w = 1.5 from x_w = 1 to x_w = 5: the centres
    // 1.5 .. 4.5 are crossed, one fragment per column (§3.5.1).
    let mut fb = float_fb(8, 8);
    let y = 1.5 / 4.0 - 1.0;
    r.draw(
        &mut fb,
        &state,
        Primitive::Lines,
        &[
            vertex(1.0 / 4.0 - 1.0, y, red),
            vertex(5.0 / 4.0 - 1.0, y, red),
        ],
    )
    .unwrap();
    assert_eq!(lit(&fb), [(1, 1), (2, 1), (3, 1), (4, 1)]);
    // The same segment drawn from x_w = 5.5 to 1.5: the start's centre
    // (5.5) is drawn, the end's (1.5) is not.
    let mut fb = float_fb(8, 8);
    r.draw(
        &mut fb,
        &state,
        Primitive::Lines,
        &[
            vertex(5.5 / 4.0 - 1.0, y, red),
            vertex(1.5 / 4.0 - 1.0, y, red),
        ],
    )
    .unwrap();
    assert_eq!(lit(&fb), [(2, 1), (3, 1), (4, 1), (5, 1)]);
}

fn program(text: &str) -> Arc<Executable> {
    Arc::new(Executable::new(&shasm_tgsi::parse(text).unwrap()).unwrap())
}

/// A fragment program writing `IN[0]` (the varying) to the colour and
/// its derivative in x to the second colour.
const DDX: &str = "FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL OUT[1], COLOR[1]
  0: MOV OUT[0], IN[0]
  1: DDX OUT[1], IN[0]
  2: END
";

#[test]
fn fragments_run_in_quads_so_derivatives_see_the_neighbour() {
    // The varying runs from 0 to 1 across 4 pixels: 0.25 per pixel, so
    // DDX = 0.25 everywhere, helpers included (pixel 3's quad partner is
    // pixel 2).
    let exe = program(DDX);
    let stage = FragmentStage::Program(FragmentProgram {
        env: exe.env(),
        exe: exe.clone(),
        inputs: vec![(Slot::new(File::Input, 0), FragmentSource::Varying(0))],
        colors: vec![
            (Slot::new(File::Output, 0), 0),
            (Slot::new(File::Output, 1), 1),
        ],
        depth: None,
    });
    let r = Renderer::new(&Interpreter, stage, vec![Varying::default()]).unwrap();
    let strip = [
        vertex(-1.0, -1.0, [0.0; 4]),
        vertex(1.0, -1.0, [1.0, 0.0, 0.0, 0.0]),
        vertex(-1.0, 1.0, [0.0; 4]),
        vertex(1.0, 1.0, [1.0, 0.0, 0.0, 0.0]),
    ];
    let mut fb = Framebuffer::new(4, 2, 2, ColorFormat::Float).unwrap();
    let stats = r
        .draw(&mut fb, &State::new(4, 2), Primitive::TriangleStrip, &strip)
        .unwrap();
    assert_eq!(stats.fragments, 8);
    for x in 0..4 {
        assert!((fb.pixel(0, x, 0).unwrap()[0] - (x as f32 + 0.5) / 4.0).abs() < 1e-6);
        assert!((fb.pixel(1, x, 0).unwrap()[0] - 0.25).abs() < 1e-6);
    }
}

#[test]
fn kil_discards_and_the_depth_test_keeps_the_nearer_fragment() {
    // KIL IN[0].x: fragments whose varying is negative are discarded.
    let exe = program(
        "FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
  0: KILL_IF IN[0].xxxx
  1: MOV OUT[0], IN[0]
  2: END
",
    );
    let stage = FragmentStage::Program(FragmentProgram {
        env: exe.env(),
        exe: exe.clone(),
        inputs: vec![(Slot::new(File::Input, 0), FragmentSource::Varying(0))],
        colors: vec![(Slot::new(File::Output, 0), 0)],
        depth: None,
    });
    let r = Renderer::new(&Interpreter, stage, vec![Varying::default()]).unwrap();
    // x varies -1 .. 1 across 2 pixels: pixel 0 sees -0.5 (killed), pixel
    // 1 sees 0.5.
    let strip = [
        vertex(-1.0, -1.0, [-1.0, 0.0, 0.0, 1.0]),
        vertex(1.0, -1.0, [1.0, 0.0, 0.0, 1.0]),
        vertex(-1.0, 1.0, [-1.0, 0.0, 0.0, 1.0]),
        vertex(1.0, 1.0, [1.0, 0.0, 0.0, 1.0]),
    ];
    let mut fb = float_fb(2, 1);
    let stats = r
        .draw(&mut fb, &State::new(2, 1), Primitive::TriangleStrip, &strip)
        .unwrap();
    assert_eq!(stats.killed, 1);
    assert_eq!(fb.pixel(0, 0, 0).unwrap(), [0.0; 4]);
    assert_eq!(fb.pixel(0, 1, 0).unwrap(), [0.5, 0.0, 0.0, 1.0]);

    // Depth: a far green quad (z_d = 0.5, z_w = 0.75) after a near red
    // one (z_d = -0.5, z_w = 0.25) fails GL_LESS.
    let f = fixed();
    let mut state = State::new(2, 1);
    state.depth_test = Some(DepthFunc::Less);
    let quad = |z: f32, c: [f32; 4]| {
        let mut q = [
            vertex(-1.0, -1.0, c),
            vertex(1.0, -1.0, c),
            vertex(-1.0, 1.0, c),
            vertex(1.0, 1.0, c),
        ];
        for v in &mut q {
            v.position[2] = z;
        }
        q
    };
    let mut fb = float_fb(2, 1);
    f.draw(
        &mut fb,
        &state,
        Primitive::TriangleStrip,
        &quad(-0.5, [1.0, 0.0, 0.0, 1.0]),
    )
    .unwrap();
    let stats = f
        .draw(
            &mut fb,
            &state,
            Primitive::TriangleStrip,
            &quad(0.5, [0.0, 1.0, 0.0, 1.0]),
        )
        .unwrap();
    assert_eq!(stats.depth_failed, 2);
    assert_eq!(fb.pixel(0, 0, 0).unwrap(), [1.0, 0.0, 0.0, 1.0]);
    assert_eq!(fb.depth(0, 0).unwrap(), 0.25);
}

#[test]
fn unorm8_buffers_round_and_clamp() {
    // §2.14.9: c → round(255 c) / 255 after clamping to [0, 1].
    let mut fb = Framebuffer::new(1, 1, 1, ColorFormat::Unorm8).unwrap();
    fb.clear_color([0.5, 2.0, -1.0, 0.1]);
    assert_eq!(
        fb.pixel(0, 0, 0).unwrap(),
        [128.0 / 255.0, 1.0, 0.0, 26.0 / 255.0]
    );
}
