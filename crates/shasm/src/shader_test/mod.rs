//! piglit `shader_runner` files (`.shader_test`) that use assembly
//! programs, run by the reference rasterizer ([`crate::render`]).
//!
//! Sections: `[require]` (`GL >= x.y`, extensions, `SIZE w h`, `GL_MAX_*`
//! limits), `[vertex program]` and `[fragment program]` (any language shasm
//! reads, detected from its header: `!!ARBvp1.0`, `!!VP2.0`, `!!FP1.0`,
//! `!!NVfp4.0`, TGSI `VERT` / `FRAG`), shasm's own `[geometry program]`,
//! `[pica vertex shader]` and `[pica geometry shader]` (picasso source),
//! `[vertex data]` and `[test]`. The commands of `[test]`
//! follow shader_runner's syntax and meaning (numbers separated by blanks,
//! with or without parentheses and commas):
//!
//! * `clear color r g b a`, `clear depth d`, `clear`;
//! * `draw rect x y w h` (a triangle strip at z = 0 with the current
//!   colour and texture coordinates), `draw rect tex x y w h tx ty tw th`,
//!   `draw rect ortho x y w h` (window coordinates), `draw arrays MODE
//!   first count` (rows of `[vertex data]`);
//! * `probe rgba x y r g b a`, `probe rgb x y r g b`, `probe all rgba r g
//!   b a`, `probe all rgb r g b`, `relative probe rgba (fx, fy) (r, g, b,
//!   a)`, `relative probe rgb (fx, fy) (r, g, b)`: a pixel (window
//!   coordinates, the lower left is (0, 0)) matches when every channel is
//!   within the tolerance (`tolerance t t t t`, by default 0.01, piglit's)
//!   of the expected value;
//! * `parameter env_vp|local_vp|env_fp|local_fp N (x, y, z, w)`;
//! * `texture rgbw UNIT (w, h)`, `texture checkerboard UNIT LEVEL (w, h)
//!   (colour) (colour)`, `texture shadow2D UNIT (w, h)`, `texparameter
//!   TARGET KEY VALUE`;
//! * `color r g b a`, `texcoord N (s, t, r, q)`, `ortho`, `ortho l r b t`,
//!   `enable` / `disable GL_DEPTH_TEST | GL_CLIP_PLANEn`, `depthfunc
//!   GL_...`, `shade model flat|smooth`;
//! * `fb [draw|read] tex 2d T...`, `fb [draw|read] winsys`: colour
//!   attachments (the window's colour buffers) and the one probes read.
//!
//! The modules: `parse.rs` (sections, requirements, vertex data),
//! `commands.rs` (one `[test]` line), `textures.rs` (the textures piglit
//! makes); this one runs the commands.
//!
//! What GL has and shasm does not model (GLSL, other extensions, other
//! `fb` forms,
//! `uniform`, other commands) makes the file a skip with the reason. A
//! malformed command is a diagnostic (code `shader-test/...`) at its line
//! and column.

use crate::driver::{Input, Options};
use crate::error::Error;
use crate::program::{Isa, Program};
use crate::render::{Attribute, DepthFunc, Pipeline, Primitive, Surface, Vertices, ortho};
use crate::textures::Texture;
use shasm_diag::Diagnostic;
use std::ops::Range;

mod commands;
mod parse;
mod textures;

use commands::*;
use parse::*;
use textures::*;

/// piglit's default window (shader_runner's DEFAULT_WINDOW_WIDTH and
/// _HEIGHT).
pub const DEFAULT_SIZE: (u32, u32) = (250, 250);
/// piglit's default probe tolerance (`piglit_tolerance`).
pub const DEFAULT_TOLERANCE: f32 = 0.01;

/// How one probe, or the whole file, went.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Every channel within the tolerance.
    Pass,
    /// A pixel off: where, and what it holds.
    Fail {
        /// The pixel (window coordinates).
        at: (u32, u32),
        /// Its value, as many channels as the probe compares.
        observed: Vec<f32>,
    },
    /// Not run: the reason.
    Skip(String),
}

/// One probe of a file.
#[derive(Clone, Debug, PartialEq)]
pub struct Probe {
    /// The line (1-based).
    pub line: usize,
    /// The command as written.
    pub command: String,
    /// The expected channels.
    pub expected: Vec<f32>,
    /// How it went.
    pub verdict: Verdict,
}

/// A file's run.
#[derive(Clone, Debug, Default)]
pub struct TestReport {
    /// The file skipped as a whole: why (an unmodelled requirement or
    /// command).
    pub skipped: Option<String>,
    /// Each probe, in order.
    pub probes: Vec<Probe>,
    /// What the renderer did differently (engine fallbacks).
    pub notes: Vec<String>,
    /// The surface after the last command (for `shasm render`).
    pub surface: Option<Surface>,
}

impl TestReport {
    /// Whether any probe failed.
    pub fn failed(&self) -> bool {
        self.probes
            .iter()
            .any(|p| matches!(p.verdict, Verdict::Fail { .. }))
    }
}

/// Load the program in `text[body]`, its diagnostics moved to the file's
/// offsets.
fn load(
    name: &str,
    text: &str,
    body: &Range<usize>,
    isa: Option<Isa>,
    options: &Options,
) -> Result<Program, Error> {
    let mut options = options.clone();
    options.isa = isa.or(options.isa);
    options.sets.clear();
    options.textures.clear();
    options.inputs = None;
    let source = &text[body.clone()];
    Program::load(Input::new(name, source), &options).map_err(|e| match e {
        Error::Invalid { diagnostics } => Error::Invalid {
            diagnostics: diagnostics
                .into_iter()
                .map(|d| shifted(d, body.start))
                .collect(),
        },
        other => other,
    })
}

/// Run a shader test: parse `text` (named `name` in diagnostics), load its
/// programs with `options` (engine, profile), and run its commands.
///
/// Errors: a malformed file or program ([`Error::Invalid`], diagnostics at
/// the file's offsets); a failed run.
pub fn run(name: &str, text: &str, options: &Options) -> Result<TestReport, Error> {
    let parsed = parse(text).map_err(|diagnostics| Error::Invalid { diagnostics })?;
    let mut report = TestReport::default();
    if let Some(why) = parsed.skip {
        report.skipped = Some(why);
        return Ok(report);
    }
    let vertex = parsed
        .vertex
        .as_ref()
        .map(|(body, isa)| load(name, text, body, *isa, options))
        .transpose()?;
    let geometry = parsed
        .geometry
        .as_ref()
        .map(|(body, isa)| load(name, text, body, *isa, options))
        .transpose()?;
    let fragment = parsed
        .fragment
        .as_ref()
        .map(|body| load(name, text, body, None, options))
        .transpose()?;
    if vertex.is_none() && fragment.is_none() && geometry.is_none() {
        report.skipped = Some("no [vertex program] or [fragment program] to draw with".into());
        return Ok(report);
    }
    let mut pipeline =
        Pipeline::with_geometry(vertex.as_ref(), geometry.as_ref(), fragment.as_ref())?;
    let (width, height) = parsed.size;
    // As many colour buffers as the program writes or an `fb tex 2d`
    // attaches.
    let attached = parsed
        .commands
        .iter()
        .filter_map(|(_, _, _, c)| match c {
            Command::Framebuffer {
                draw: true,
                textures: Some(t),
                ..
            } => Some(t.len()),
            _ => None,
        })
        .max()
        .unwrap_or(1);
    let mut surface = Surface::new(width, height, pipeline.render_targets().max(attached))?;
    // The draw framebuffer's textures (`fb tex 2d`; `None`: the window)
    // and the colour buffer probes read.
    let mut attachments: Option<Vec<u32>> = None;
    let mut read_buffer = 0usize;
    let mut clear_color = [0.0; 4];
    let mut clear_depth = 1.0;
    let mut tolerance = [DEFAULT_TOLERANCE; 4];
    let mut color = [1.0; 4];
    let mut texcoords = [[0.0, 0.0, 0.0, 1.0]; 8];
    let mut textures: Vec<(u32, Texture)> = Vec::new();
    let mut active = 0u32;
    let mut depth_func = DepthFunc::Less;
    for (line, span, written, command) in parsed.commands {
        let at_line = |message: String| Error::Invalid {
            diagnostics: vec![error(span.clone(), "shader-test/command", message)],
        };
        match command {
            Command::ClearColor(c) => clear_color = c,
            Command::ClearDepth(d) => clear_depth = d,
            Command::Clear => {
                surface.framebuffer_mut().clear_color(clear_color);
                surface.framebuffer_mut().clear_depth(clear_depth);
            }
            Command::DrawRect { rect, tex, ortho } => {
                let [mut x, mut y, mut w, mut h] = rect;
                if ortho {
                    let (fw, fh) = (width as f32, height as f32);
                    (x, y, w, h) = (
                        -1.0 + 2.0 * x / fw,
                        -1.0 + 2.0 * y / fh,
                        2.0 * w / fw,
                        2.0 * h / fh,
                    );
                }
                // piglit_draw_rect: a strip (x, y), (x + w, y), (x, y + h),
                // (x + w, y + h) at z = 0, w = 1; piglit_draw_rect_tex gives
                // texture coordinates 0 the same corners of (tx, ty, tw, th).
                let corners = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)];
                let mut attributes = vec![Attribute::Position, Attribute::Color(0)];
                attributes.extend((0..8).map(Attribute::TexCoord));
                let mut values = Vec::new();
                for (u, v) in corners {
                    values.push([x + u * w, y + v * h, 0.0, 1.0]);
                    values.push(color);
                    for (unit, current) in texcoords.iter().enumerate() {
                        values.push(match tex {
                            Some([tx, ty, tw, th]) if unit == 0 => {
                                [tx + u * tw, ty + v * th, 0.0, 1.0]
                            }
                            _ => *current,
                        });
                    }
                }
                let (_, notes) = pipeline.draw(
                    &mut surface,
                    Primitive::TriangleStrip,
                    &Vertices::new(attributes, values),
                )?;
                extend_notes(&mut report.notes, notes);
            }
            Command::DrawArrays {
                primitive,
                first,
                count,
                instances,
            } => {
                let end = first
                    .checked_add(count)
                    .filter(|e| *e <= parsed.rows.len())
                    .ok_or_else(|| {
                        at_line(format!(
                            "vertices {first} to {} asked for; [vertex data] has {} rows",
                            first.saturating_add(count),
                            parsed.rows.len()
                        ))
                    })?;
                let mut attributes: Vec<Attribute> =
                    parsed.columns.iter().map(|c| c.attribute.clone()).collect();
                let current: Vec<(Attribute, [f32; 4])> =
                    std::iter::once((Attribute::Color(0), color))
                        .chain((0..8).map(|u| (Attribute::TexCoord(u), texcoords[u as usize])))
                        .filter(|(a, _)| !attributes.contains(a))
                        .collect();
                attributes.extend(current.iter().map(|(a, _)| a.clone()));
                let mut values = Vec::new();
                for row in &parsed.rows[first..end] {
                    let mut i = 0;
                    for c in &parsed.columns {
                        // Components not given are (0, 0, 0, 1)'s.
                        let mut v = [0.0, 0.0, 0.0, 1.0];
                        v[..c.components].copy_from_slice(&row[i..i + c.components]);
                        i += c.components;
                        values.push(v);
                    }
                    values.extend(current.iter().map(|(_, v)| *v));
                }
                let vertices = Vertices::new(attributes, values);
                if let Some(n) = instances
                    && (n as usize).saturating_mul(count) > shasm_raster::MAX_VERTICES
                {
                    return Err(at_line(format!(
                        "{n} instances of {count} vertices are more than the {} vertices a draw may have",
                        shasm_raster::MAX_VERTICES
                    )));
                }
                match instances {
                    // ARB_draw_instanced: DrawArraysInstanced draws the
                    // arrays once per instance, instance i reading i as
                    // its instance number.
                    Some(n) => {
                        for i in 0..n {
                            pipeline.set_instance(i)?;
                            let (_, notes) = pipeline.draw(&mut surface, primitive, &vertices)?;
                            extend_notes(&mut report.notes, notes);
                        }
                        pipeline.set_instance(0)?;
                    }
                    None => {
                        let (_, notes) = pipeline.draw(&mut surface, primitive, &vertices)?;
                        extend_notes(&mut report.notes, notes);
                    }
                }
            }
            Command::Probe { at, expected } => {
                let fb = surface.framebuffer();
                let (w, h) = (fb.width(), fb.height());
                let pixels: Vec<(u32, u32)> = match at {
                    ProbeAt::Pixel(x, y) => {
                        // shader_runner truncates the coordinates to int.
                        let (x, y) = (x as i64, y as i64);
                        if x < 0 || y < 0 || x >= i64::from(w) || y >= i64::from(h) {
                            return Err(at_line(format!(
                                "pixel ({x}, {y}) is outside the {w}x{h} window"
                            )));
                        }
                        vec![(x as u32, y as u32)]
                    }
                    ProbeAt::Relative(fx, fy) => {
                        let x = ((fx * w as f32) as i64).clamp(0, i64::from(w) - 1) as u32;
                        let y = ((fy * h as f32) as i64).clamp(0, i64::from(h) - 1) as u32;
                        vec![(x, y)]
                    }
                    ProbeAt::All => (0..h).flat_map(|y| (0..w).map(move |x| (x, y))).collect(),
                };
                let n = expected.len();
                let mut verdict = Verdict::Pass;
                for (x, y) in pixels {
                    let observed = fb.pixel(read_buffer, x, y).unwrap_or_default();
                    // piglit: a channel fails when |observed - expected| >
                    // tolerance.
                    if (0..n).any(|c| {
                        (observed[c] - expected[c]).abs() > tolerance[c] || observed[c].is_nan()
                    }) {
                        verdict = Verdict::Fail {
                            at: (x, y),
                            observed: observed[..n].to_vec(),
                        };
                        break;
                    }
                }
                report.probes.push(Probe {
                    line,
                    command: written,
                    expected,
                    verdict,
                });
            }
            Command::Parameter {
                name: kind,
                stage,
                index,
                value,
            } => {
                let (inputs, program) = match stage {
                    'v' => (pipeline.vertex_inputs(), vertex.as_ref()),
                    'g' => (pipeline.geometry_inputs(), geometry.as_ref()),
                    _ => (pipeline.fragment_inputs(), fragment.as_ref()),
                };
                if let (Some(inputs), Some(program)) = (inputs, program) {
                    // ARB programs name them program.env[n] / program.local[n];
                    // NV vertex programs' program parameters are c[n], which
                    // the ARB env parameters alias.
                    let names = [format!("program.{kind}[{index}]"), format!("c[{index}]")];
                    if let Some(name) = names.iter().find(|n| program.resolve(n).is_some()) {
                        inputs.set(name, &value)?;
                    }
                }
            }
            Command::Texture { unit, texture } => {
                active = unit;
                textures.retain(|(u, _)| *u != unit);
                textures.push((unit, *texture));
                bind(&mut pipeline, &textures, unit)?;
            }
            Command::TexParameter { key, value } => {
                let Some((_, texture)) = textures.iter_mut().find(|(u, _)| *u == active) else {
                    return Err(at_line("texparameter before any texture command".into()));
                };
                let mut sampler = texture.sampler().clone();
                tex_parameter(&mut sampler, &key, &value).map_err(at_line)?;
                *texture = texture.clone().with_sampler(sampler);
                bind(&mut pipeline, &textures, active)?;
            }
            Command::Tolerance(t) => tolerance = t,
            Command::Ortho(bounds) => {
                let [l, r, b, t] = bounds.unwrap_or([0.0, width as f32, 0.0, height as f32]);
                surface.projection = ortho(l, r, b, t, -1.0, 1.0);
                load_projection(&mut pipeline, &surface.projection)?;
            }
            Command::Color(c) => color = c,
            Command::TexCoord(unit, c) => {
                if let Some(t) = texcoords.get_mut(unit as usize) {
                    *t = c;
                }
            }
            Command::DepthTest(on) => surface.state.depth_test = on.then_some(depth_func),
            Command::DepthFunc(f) => {
                // DepthFunc sets the function whether or not the test is
                // enabled (GL_LESS initially, §4.1.6).
                depth_func = f;
                if surface.state.depth_test.is_some() {
                    surface.state.depth_test = Some(f);
                }
            }
            Command::ClipPlane(n, on) => {
                if surface.state.clip_enabled.len() <= n {
                    surface.state.clip_enabled.resize(n + 1, false);
                }
                surface.state.clip_enabled[n] = on;
            }
            Command::ClipPlaneEquation(n, plane) => {
                if surface.clip_planes.len() <= n {
                    surface.clip_planes.resize(n + 1, [0.0; 4]);
                }
                surface.clip_planes[n] = plane;
            }
            Command::ShadeFlat(flat) => surface.state.flat_shading = flat,
            Command::Framebuffer {
                draw,
                read,
                textures: units,
            } => {
                // shasm draws into the window's colour buffers: attachment
                // k of `fb tex 2d` is buffer k, which must be the
                // window's size (the texture's image is not drawn into).
                if let Some(units) = &units
                    && draw
                {
                    for unit in units {
                        let Some((_, texture)) = textures.iter().find(|(u, _)| u == unit) else {
                            return Err(at_line(format!("no texture at unit {unit} to attach")));
                        };
                        if texture.size() != (width, height) {
                            let (tw, th) = texture.size();
                            report.skipped = Some(format!(
                                "line {line}: a {tw}x{th} framebuffer (shasm draws into the {width}x{height} window's colour buffers)"
                            ));
                            report.probes.clear();
                            return Ok(report);
                        }
                    }
                }
                if draw {
                    attachments = units.clone();
                }
                if read {
                    read_buffer = match (&units, draw) {
                        (None, _) | (Some(_), true) => 0,
                        (Some(units), false) => {
                            let unit = units[0];
                            attachments
                                .as_ref()
                                .and_then(|a| a.iter().position(|u| *u == unit))
                                .ok_or_else(|| {
                                    at_line(format!(
                                        "texture {unit} is not attached to the draw framebuffer (shasm reads the colour buffers it draws)"
                                    ))
                                })?
                        }
                    };
                }
            }
            Command::Unmodelled(_) => {}
        }
    }
    report.surface = Some(surface);
    Ok(report)
}

/// A program's diagnostic at the file's offsets (the program starts at
/// byte `by`); the GL error position stays the program's own.
fn shifted(mut d: Diagnostic, by: usize) -> Diagnostic {
    d.span = d.span.start + by..d.span.end + by;
    if let Some(related) = d.related.as_mut() {
        for (span, _) in &mut related.0 {
            *span = span.start + by..span.end + by;
        }
    }
    d
}

fn extend_notes(notes: &mut Vec<String>, new: Vec<String>) {
    for n in new {
        if !notes.contains(&n) {
            notes.push(n);
        }
    }
}

/// Bind unit `unit`'s texture to each program that samples the unit.
fn bind(pipeline: &mut Pipeline<'_>, textures: &[(u32, Texture)], unit: u32) -> Result<(), Error> {
    let Some((_, texture)) = textures.iter().find(|(u, _)| *u == unit) else {
        return Ok(());
    };
    let samples = |p: Option<&Program>| {
        p.is_some_and(|p| {
            crate::textures::sampled_units(p.ir())
                .iter()
                .any(|(u, _)| *u == unit)
        })
    };
    if samples(pipeline.vertex_program())
        && let Some(inputs) = pipeline.vertex_inputs()
    {
        inputs.bind_texture(unit, texture)?;
    }
    if samples(pipeline.fragment_program())
        && let Some(inputs) = pipeline.fragment_inputs()
    {
        inputs.bind_texture(unit, texture)?;
    }
    Ok(())
}

/// Load the projection matrix into the vertex and geometry programs' GL state (ARB
/// `state.matrix.projection` and `mvp`, NV tracked matrices).
fn load_projection(pipeline: &mut Pipeline<'_>, m: &[[f32; 4]; 4]) -> Result<(), Error> {
    let columns: Vec<String> = (0..4)
        .flat_map(|c| (0..4).map(move |r| m[r][c].to_string()))
        .collect();
    let value: crate::options::MatrixValue = format!("PROJECTION={}", columns.join(",")).parse()?;
    let load = |inputs: Option<&mut crate::program::Inputs<'_>>| match inputs
        .map(|i| i.load_matrix(&value))
    {
        None | Some(Ok(_)) | Some(Err(Error::Unsupported { .. })) => Ok(()),
        Some(Err(e)) => Err(e),
    };
    load(pipeline.vertex_inputs())?;
    load(pipeline.geometry_inputs())
}
