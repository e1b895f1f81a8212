//! piglit `shader_runner` files (`.shader_test`) that use assembly
//! programs, run by the reference rasterizer ([`crate::render`]).
//!
//! Sections: `[require]` (`GL >= x.y`, extensions, `SIZE w h`, `GL_MAX_*`
//! limits), `[vertex program]` and `[fragment program]` (any language shasm
//! reads, detected from its header: `!!ARBvp1.0`, `!!VP2.0`, `!!FP1.0`,
//! `!!NVfp4.0`, TGSI `VERT` / `FRAG`), shasm's own `[pica vertex shader]`
//! (picasso source), `[vertex data]` and `[test]`. The commands of `[test]`
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
//!   GL_...`, `shade model flat|smooth`.
//!
//! What GL has and shasm does not model (GLSL, other extensions, `fb`,
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

/// One section of the file: its name, the byte range of its body, and the
/// line its body starts on.
#[derive(Clone, Debug)]
struct Section {
    name: String,
    name_span: Range<usize>,
    body: Range<usize>,
}

fn error(span: Range<usize>, code: &'static str, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(span, message).with_code(code)
}

/// Split `text` into sections (`[name]` lines; text before the first is
/// only comments and blank lines).
fn sections(text: &str) -> Result<Vec<Section>, Vec<Diagnostic>> {
    let mut out: Vec<Section> = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            let Some(end) = trimmed.find(']') else {
                let lead = line.len() - line.trim_start().len();
                return Err(vec![error(
                    start + lead..start + lead + trimmed.len(),
                    "shader-test/section",
                    "a section header needs its closing `]`",
                )]);
            };
            if let Some(last) = out.last_mut() {
                last.body.end = start;
            }
            let lead = line.len() - line.trim_start().len();
            out.push(Section {
                name: trimmed[1..end].trim().to_string(),
                name_span: start + lead..start + lead + end + 1,
                body: offset..text.len(),
            });
        } else if out.is_empty() && !trimmed.is_empty() && !trimmed.starts_with('#') {
            let lead = line.len() - line.trim_start().len();
            return Err(vec![error(
                start + lead..start + lead + trimmed.len(),
                "shader-test/no-section",
                "text before the first section (a file starts with `[require]`)",
            )]);
        }
    }
    Ok(out)
}

/// The lines of a section body: (byte offset of the trimmed text, text),
/// comments (`#` to the end of the line) and blank lines left out.
fn lines(text: &str, body: &Range<usize>) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut offset = body.start;
    for line in text[body.clone()].split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let content = line.split('#').next().unwrap_or("");
        let trimmed = content.trim();
        if trimmed.is_empty() {
            continue;
        }
        let lead = content.len() - content.trim_start().len();
        out.push((start + lead, trimmed.to_string()));
    }
    out
}

/// Numbers of a command's arguments: blanks, parentheses and commas
/// separate them, as shader_runner's `parse_floats` and `sscanf` read them;
/// a trailing `;` is ignored as `sscanf` ignores what follows its last
/// conversion (piglit's dph.shader_test ends a probe with one).
fn numbers(args: &str) -> Option<Vec<f32>> {
    args.split(|c: char| c.is_whitespace() || matches!(c, '(' | ')' | ',' | ';'))
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<f32>().ok())
        .collect()
}

/// What a command of `[test]` does.
#[derive(Clone, Debug, PartialEq)]
enum Command {
    ClearColor([f32; 4]),
    ClearDepth(f32),
    Clear,
    DrawRect {
        rect: [f32; 4],
        tex: Option<[f32; 4]>,
        /// `draw rect ortho`: the rectangle in window coordinates.
        ortho: bool,
    },
    DrawArrays {
        primitive: Primitive,
        first: usize,
        count: usize,
        /// `draw arrays instanced`: the number of instances.
        instances: Option<u32>,
    },
    Probe {
        at: ProbeAt,
        expected: Vec<f32>,
    },
    Parameter {
        name: &'static str,
        /// 'v', 'g' or 'f': the program's stage.
        stage: char,
        index: u32,
        value: [f32; 4],
    },
    Texture {
        unit: u32,
        texture: Box<Texture>,
    },
    TexParameter {
        key: String,
        value: String,
    },
    Tolerance([f32; 4]),
    Ortho(Option<[f32; 4]>),
    Color([f32; 4]),
    TexCoord(u32, [f32; 4]),
    DepthTest(bool),
    ClipPlane(usize, bool),
    /// `clip plane N a b c d`.
    ClipPlaneEquation(usize, [f32; 4]),
    DepthFunc(DepthFunc),
    ShadeFlat(bool),
    /// `fb [draw|read] tex 2d T...` (piglit's glFramebufferTexture2D of
    /// textures T as colour attachments 0, 1, ...) and `fb [draw|read]
    /// winsys` (the window, `None`): which framebuffer draws write and
    /// probes read.
    Framebuffer {
        draw: bool,
        read: bool,
        textures: Option<Vec<u32>>,
    },
    /// A command shader_runner has that shasm does not model.
    Unmodelled(String),
}

#[derive(Clone, Debug, PartialEq)]
enum ProbeAt {
    Pixel(f32, f32),
    Relative(f32, f32),
    All,
}

/// Parse one `[test]` line.
fn command(line: &str, span: Range<usize>) -> Result<Command, Box<Diagnostic>> {
    let bad = |what: &str| {
        Box::new(error(
            span.clone(),
            "shader-test/arguments",
            format!("`{line}`: expected {what}"),
        ))
    };
    let floats = |rest: &str, n: usize, what: &str| -> Result<Vec<f32>, Box<Diagnostic>> {
        numbers(rest)
            .filter(|v| v.len() == n)
            .ok_or_else(|| bad(what))
    };
    let four = |v: &[f32]| [v[0], v[1], v[2], v[3]];
    let words: Vec<&str> = line.split_whitespace().collect();
    let after = |n: usize| -> &str {
        // The text after the first n words.
        let mut rest = line;
        for _ in 0..n {
            rest = rest.trim_start();
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            rest = &rest[end..];
        }
        rest.trim()
    };
    let starts = |prefix: &[&str]| words.len() >= prefix.len() && words[..prefix.len()] == *prefix;
    Ok(if starts(&["clear", "color"]) {
        Command::ClearColor(four(&floats(after(2), 4, "4 numbers: r g b a")?))
    } else if starts(&["clear", "depth"]) {
        Command::ClearDepth(floats(after(2), 1, "a depth")?[0])
    } else if words == ["clear"] {
        Command::Clear
    } else if starts(&["draw", "rect", "tex"]) {
        let v = floats(after(3), 8, "8 numbers: x y w h tx ty tw th")?;
        Command::DrawRect {
            rect: four(&v),
            tex: Some([v[4], v[5], v[6], v[7]]),
            ortho: false,
        }
    } else if starts(&["draw", "rect", "ortho"]) && !starts(&["draw", "rect", "ortho", "patch"]) {
        Command::DrawRect {
            rect: four(&floats(
                after(3),
                4,
                "4 numbers: x y w h (window coordinates)",
            )?),
            tex: None,
            ortho: true,
        }
    } else if starts(&["draw", "rect"]) && !starts(&["draw", "rect", "patch"]) {
        Command::DrawRect {
            rect: four(&floats(after(2), 4, "4 numbers: x y w h")?),
            tex: None,
            ortho: false,
        }
    } else if starts(&["draw", "arrays"]) {
        // shader_runner: `draw arrays [instanced] MODE FIRST COUNT
        // [INSTANCES]`.
        let instanced = words.get(2) == Some(&"instanced");
        let words: Vec<&str> = if instanced {
            words
                .iter()
                .copied()
                .filter(|w| *w != "instanced")
                .collect()
        } else {
            words.clone()
        };
        if words.len() != 5 + usize::from(instanced) {
            return Err(bad(if instanced {
                "draw arrays instanced MODE FIRST COUNT INSTANCES"
            } else {
                "draw arrays MODE FIRST COUNT"
            }));
        }
        let primitive = Primitive::from_gl_name(words[2]).ok_or_else(|| {
            Box::new(error(
                span.clone(),
                "shader-test/mode",
                format!(
                    "`{}` is not a primitive mode (GL_TRIANGLES, GL_TRIANGLE_STRIP, ...)",
                    words[2]
                ),
            ))
        })?;
        let int = |s: &str| {
            s.parse::<usize>()
                .map_err(|_| bad("draw arrays MODE FIRST COUNT"))
        };
        let instances = if instanced {
            // One draw per instance: bounded like the vertices of a draw.
            Some(
                words[5]
                    .parse::<u32>()
                    .ok()
                    .filter(|n| *n as usize <= shasm_raster::MAX_VERTICES)
                    .ok_or_else(|| bad("an instance count of 0 to 1048576"))?,
            )
        } else {
            None
        };
        Command::DrawArrays {
            primitive,
            first: int(words[3])?,
            count: int(words[4])?,
            instances,
        }
    } else if starts(&["probe", "all", "rgba"]) {
        Command::Probe {
            at: ProbeAt::All,
            expected: floats(after(3), 4, "4 numbers: r g b a")?,
        }
    } else if starts(&["probe", "all", "rgb"]) {
        Command::Probe {
            at: ProbeAt::All,
            expected: floats(after(3), 3, "3 numbers: r g b")?,
        }
    } else if starts(&["probe", "rgba"]) || starts(&["probe", "rgb"]) {
        let n = if words[1] == "rgba" { 4 } else { 3 };
        let v = floats(
            after(2),
            2 + n,
            if n == 4 { "x y r g b a" } else { "x y r g b" },
        )?;
        Command::Probe {
            at: ProbeAt::Pixel(v[0], v[1]),
            expected: v[2..].to_vec(),
        }
    } else if starts(&["relative", "probe", "rgba"]) || starts(&["relative", "probe", "rgb"]) {
        let n = if words[2] == "rgba" { 4 } else { 3 };
        let v = floats(
            after(3),
            2 + n,
            if n == 4 {
                "(x, y) (r, g, b, a)"
            } else {
                "(x, y) (r, g, b)"
            },
        )?;
        Command::Probe {
            at: ProbeAt::Relative(v[0], v[1]),
            expected: v[2..].to_vec(),
        }
    } else if starts(&["parameter"]) {
        if words.len() < 3 {
            return Err(bad(
                "parameter env_vp|local_vp|env_gp|local_gp|env_fp|local_fp N (x, y, z, w)",
            ));
        }
        let (name, stage) = match words[1] {
            "env_vp" => ("env", 'v'),
            "local_vp" => ("local", 'v'),
            // shasm's own, for [geometry program] (shader_runner has no
            // geometry programs).
            "env_gp" => ("env", 'g'),
            "local_gp" => ("local", 'g'),
            "env_fp" => ("env", 'f'),
            "local_fp" => ("local", 'f'),
            other => {
                return Err(Box::new(error(
                    span.clone(),
                    "shader-test/parameter",
                    format!(
                        "`{other}` is not env_vp, local_vp, env_gp, local_gp, env_fp or local_fp"
                    ),
                )));
            }
        };
        let index = words[2]
            .parse::<u32>()
            .map_err(|_| bad("a parameter number after the kind"))?;
        Command::Parameter {
            name,
            stage,
            index,
            value: four(&floats(after(3), 4, "(x, y, z, w)")?),
        }
    } else if starts(&["texture", "rgbw"]) && words.get(2).is_some_and(|w| w.parse::<u32>().is_ok())
    {
        let v = floats(after(3), 2, "texture rgbw UNIT (w, h)")?;
        let unit = words[2].parse().unwrap_or(0);
        Command::Texture {
            unit,
            texture: Box::new(rgbw(size(&v, &bad)?)?),
        }
    } else if starts(&["texture", "miptree"]) {
        let unit = match words.as_slice() {
            [_, _, unit] => unit.parse::<u32>().ok(),
            _ => None,
        }
        .ok_or_else(|| bad("texture miptree UNIT"))?;
        Command::Texture {
            unit,
            texture: Box::new(miptree()?),
        }
    } else if starts(&["texture", "checkerboard"]) {
        let v = numbers(after(2)).filter(|v| v.len() == 12).ok_or_else(|| {
            bad("texture checkerboard UNIT LEVEL (w, h) (r, g, b, a) (r, g, b, a)")
        })?;
        if v[1] != 0.0 {
            Command::Unmodelled("texture checkerboard of a level other than 0".into())
        } else {
            Command::Texture {
                unit: v[0] as u32,
                texture: Box::new(checkerboard(
                    size(&v[2..4], &bad)?,
                    four(&v[4..8]),
                    four(&v[8..12]),
                )?),
            }
        }
    } else if starts(&["texture", "shadow2D"]) {
        let v = floats(after(3), 2, "texture shadow2D UNIT (w, h)")?;
        let unit = words[2]
            .parse()
            .map_err(|_| bad("texture shadow2D UNIT (w, h)"))?;
        Command::Texture {
            unit,
            texture: Box::new(shadow(size(&v, &bad)?)?),
        }
    } else if starts(&["texparameter"]) {
        if words.len() != 4 {
            return Err(bad("texparameter TARGET KEY VALUE"));
        }
        Command::TexParameter {
            key: words[2].to_string(),
            value: words[3].to_string(),
        }
    } else if starts(&["clip", "plane"]) {
        let v = numbers(after(2))
            .filter(|v| v.len() == 5 && v[0] >= 0.0 && v[0] < 8.0 && v[0].fract() == 0.0)
            .ok_or_else(|| bad("clip plane N a b c d (N 0 to 7)"))?;
        Command::ClipPlaneEquation(v[0] as usize, four(&v[1..]))
    } else if starts(&["tolerance"]) {
        Command::Tolerance(four(&floats(after(1), 4, "4 tolerances")?))
    } else if words == ["ortho"] {
        Command::Ortho(None)
    } else if starts(&["ortho"]) {
        Command::Ortho(Some(four(&floats(after(1), 4, "left right bottom top")?)))
    } else if starts(&["color"]) {
        Command::Color(four(&floats(after(1), 4, "r g b a")?))
    } else if starts(&["texcoord"]) {
        let unit = words
            .get(1)
            .and_then(|w| w.parse::<u32>().ok())
            .ok_or_else(|| bad("texcoord N (s, t, r, q)"))?;
        Command::TexCoord(unit, four(&floats(after(2), 4, "texcoord N (s, t, r, q)")?))
    } else if (starts(&["enable"]) || starts(&["disable"])) && words.len() == 2 {
        let on = words[0] == "enable";
        match words[1] {
            "GL_DEPTH_TEST" => Command::DepthTest(on),
            w if w.starts_with("GL_CLIP_PLANE") || w.starts_with("GL_CLIP_DISTANCE") => {
                let n = w
                    .trim_start_matches("GL_CLIP_PLANE")
                    .trim_start_matches("GL_CLIP_DISTANCE")
                    .parse::<usize>()
                    .ok()
                    .filter(|n| *n < 8)
                    .ok_or_else(|| bad("GL_CLIP_PLANE0 to GL_CLIP_PLANE7"))?;
                Command::ClipPlane(n, on)
            }
            other => Command::Unmodelled(format!("{} {other}", words[0])),
        }
    } else if starts(&["depthfunc"]) && words.len() == 2 {
        Command::DepthFunc(DepthFunc::from_gl_name(words[1]).ok_or_else(|| {
            Box::new(error(
                span.clone(),
                "shader-test/depthfunc",
                format!(
                    "`{}` is not a depth function (GL_LESS, GL_LEQUAL, ...)",
                    words[1]
                ),
            ))
        })?)
    } else if starts(&["fb"]) && words.len() >= 2 {
        // piglit: `fb draw ...` binds GL_DRAW_FRAMEBUFFER, `fb read ...`
        // GL_READ_FRAMEBUFFER, `fb ...` both.
        let (draw, read, rest) = match words[1] {
            "draw" => (true, false, &words[2..]),
            "read" => (false, true, &words[2..]),
            _ => (true, true, &words[1..]),
        };
        match rest {
            ["winsys"] => Command::Framebuffer {
                draw,
                read,
                textures: None,
            },
            ["tex", "2d", units @ ..] if !units.is_empty() => {
                let units = units
                    .iter()
                    .map(|u| u.parse::<u32>().ok().filter(|u| *u < 32))
                    .collect::<Option<Vec<u32>>>()
                    .filter(|u| u.len() <= shasm_raster::MAX_RENDER_TARGETS)
                    .ok_or_else(|| {
                        bad("fb [draw|read] tex 2d T... (1 to 8 texture units, each below 32)")
                    })?;
                if read && !draw && units.len() != 1 {
                    return Err(bad("fb read tex 2d T (one texture)"));
                }
                Command::Framebuffer {
                    draw,
                    read,
                    textures: Some(units),
                }
            }
            _ => Command::Unmodelled(words.iter().take(3).copied().collect::<Vec<_>>().join(" ")),
        }
    } else if line == "shade model flat" {
        Command::ShadeFlat(true)
    } else if line == "shade model smooth" {
        Command::ShadeFlat(false)
    } else {
        Command::Unmodelled(words.iter().take(3).copied().collect::<Vec<_>>().join(" "))
    })
}

/// The size of a texture command.
fn size(v: &[f32], bad: &dyn Fn(&str) -> Box<Diagnostic>) -> Result<(u32, u32), Box<Diagnostic>> {
    // The limit of decoded PNG textures (crate::image::MAX_PIXELS) holds
    // for generated ones too.
    let side = |x: f32| ((1.0..=4096.0).contains(&x) && x.fract() == 0.0).then_some(x as u32);
    match (side(v[0]), side(v[1])) {
        (Some(w), Some(h)) if u64::from(w) * u64::from(h) <= crate::image::MAX_PIXELS => Ok((w, h)),
        _ => Err(bad(&format!(
            "a texture size of 1 to 4096 texels a side, {} texels in all",
            crate::image::MAX_PIXELS
        ))),
    }
}

fn texture_error(e: Error) -> Box<Diagnostic> {
    Box::new(Diagnostic::error(0..0, e.to_string()).with_code("shader-test/texture"))
}

/// piglit's rgbw image (piglit_rgbw_image, alpha 1): the lower-left
/// quadrant red, lower-right green, upper-left blue, upper-right white,
/// NEAREST filtering, CLAMP_TO_EDGE.
fn rgbw((w, h): (u32, u32)) -> Result<Texture, Box<Diagnostic>> {
    let mut texels = Vec::new();
    for y in 0..h {
        for x in 0..w {
            let c = match (x < w / 2, y < h / 2) {
                (true, true) => [1.0, 0.0, 0.0, 1.0],
                (false, true) => [0.0, 1.0, 0.0, 1.0],
                (true, false) => [0.0, 0.0, 1.0, 1.0],
                (false, false) => [1.0, 1.0, 1.0, 1.0],
            };
            texels.extend(c);
        }
    }
    Ok(
        Texture::from_f32(crate::TextureTarget::Tex2D, w, h, &texels)
            .map_err(texture_error)?
            .with_sampler(nearest_clamped()),
    )
}

/// piglit_miptree_texture: an 8x8 2D texture whose levels 0 to 3 (8x8,
/// 4x4, 2x2, 1x1) are solid red, green, blue and white,
/// NEAREST_MIPMAP_NEAREST minification, NEAREST magnification,
/// CLAMP_TO_EDGE.
fn miptree() -> Result<Texture, Box<Diagnostic>> {
    const WHEEL: [[f32; 4]; 4] = [
        [1.0, 0.0, 0.0, 1.0],
        [0.0, 1.0, 0.0, 1.0],
        [0.0, 0.0, 1.0, 1.0],
        [1.0, 1.0, 1.0, 1.0],
    ];
    let texels: Vec<Vec<f32>> = (0..4)
        .map(|level| {
            let side = 8usize >> level;
            WHEEL[level].repeat(side * side)
        })
        .collect();
    let levels: Vec<(u32, u32, &[f32])> = texels
        .iter()
        .enumerate()
        .map(|(level, t)| (8 >> level, 8 >> level, t.as_slice()))
        .collect();
    let sampler = crate::Sampler {
        min: Some(crate::Filter::NearestMipmapNearest),
        mag: Some(crate::Filter::Nearest),
        wrap: [Some(crate::Wrap::ClampToEdge); 3],
        mipmaps: true,
        ..crate::Sampler::default()
    };
    Ok(Texture::from_f32_levels(&levels)
        .map_err(texture_error)?
        .with_sampler(sampler))
}

/// piglit_checkerboard_texture: squares of w/2 × h/2 texels, `black` at
/// the lower left, NEAREST filtering, CLAMP_TO_BORDER... piglit sets
/// CLAMP_TO_EDGE for it too.
fn checkerboard(
    (w, h): (u32, u32),
    black: [f32; 4],
    white: [f32; 4],
) -> Result<Texture, Box<Diagnostic>> {
    let (hs, vs) = ((w / 2).max(1), (h / 2).max(1));
    let mut texels = Vec::new();
    for y in 0..h {
        for x in 0..w {
            let odd = ((x / hs) + (y / vs)) % 2 == 1;
            texels.extend(if odd { white } else { black });
        }
    }
    Ok(
        Texture::from_f32(crate::TextureTarget::Tex2D, w, h, &texels)
            .map_err(texture_error)?
            .with_sampler(nearest_clamped()),
    )
}

/// piglit_depth_texture: depth x / (w - 1) across, compared with
/// GL_GREATER (shader_runner's `texture shadow2D`), NEAREST.
fn shadow((w, h): (u32, u32)) -> Result<Texture, Box<Diagnostic>> {
    let mut texels = Vec::new();
    for _ in 0..h {
        for x in 0..w {
            let d = if w > 1 {
                x as f32 / (w - 1) as f32
            } else {
                0.0
            };
            texels.extend([d, 0.0, 0.0, 1.0]);
        }
    }
    let mut sampler = nearest_clamped();
    sampler.format = Some(crate::TextureFormat::Depth);
    sampler.compare = Some(crate::Compare::Func(crate::CompareFunc::Greater));
    Ok(
        Texture::from_f32(crate::TextureTarget::Tex2D, w, h, &texels)
            .map_err(texture_error)?
            .with_sampler(sampler),
    )
}

fn nearest_clamped() -> crate::Sampler {
    crate::Sampler {
        filter: Some(crate::Filter::Nearest),
        wrap: [Some(crate::Wrap::ClampToEdge); 3],
        ..crate::Sampler::default()
    }
}

/// The extensions whose programs and state shasm models: a file requiring
/// another is skipped.
const MODELLED_EXTENSIONS: &[&str] = &[
    "GL_ARB_vertex_program",
    "GL_ARB_fragment_program",
    "GL_ARB_fragment_program_shadow",
    "GL_ARB_draw_buffers",
    "GL_ATI_draw_buffers",
    "GL_ARB_fragment_coord_conventions",
    "GL_ARB_texture_rectangle",
    "GL_EXT_texture_rectangle",
    "GL_NV_texture_rectangle",
    "GL_ARB_shadow",
    "GL_ARB_depth_texture",
    "GL_ARB_texture_cube_map",
    "GL_EXT_texture3D",
    "GL_ARB_texture_non_power_of_two",
    "GL_ARB_multitexture",
    "GL_EXT_texture_array",
    "GL_EXT_texture_integer",
    "GL_EXT_gpu_program_parameters",
    "GL_NV_vertex_program",
    "GL_NV_vertex_program1_1",
    "GL_NV_vertex_program2",
    "GL_NV_vertex_program2_option",
    "GL_NV_vertex_program3",
    "GL_NV_fragment_program",
    "GL_NV_fragment_program_option",
    "GL_NV_fragment_program2",
    "GL_NV_gpu_program4",
];

/// Sections shader_runner has for GLSL, SPIR-V and stages shasm does not
/// draw: a file with one is skipped.
const UNMODELLED_SECTIONS: &[&str] = &[
    "vertex shader",
    "vertex shader passthrough",
    "fragment shader",
    "geometry shader",
    "tessellation control shader",
    "tessellation evaluation shader",
    "compute shader",
    "vertex shader spirv",
    "fragment shader spirv",
    "vertex shader specialization constant",
];

/// A column of `[vertex data]`.
#[derive(Clone, Debug)]
struct Column {
    attribute: Attribute,
    components: usize,
}

/// A parsed file.
#[derive(Clone, Debug)]
struct Parsed {
    size: (u32, u32),
    skip: Option<String>,
    vertex: Option<(Range<usize>, Option<Isa>)>,
    geometry: Option<(Range<usize>, Option<Isa>)>,
    fragment: Option<Range<usize>>,
    columns: Vec<Column>,
    rows: Vec<Vec<f32>>,
    commands: Vec<(usize, Range<usize>, String, Command)>,
}

/// The 1-based line of byte `at`.
fn line_of(text: &str, at: usize) -> usize {
    text[..at.min(text.len())].matches('\n').count() + 1
}

/// The attribute a `[vertex data]` column name sets.
fn attribute_of(name: &str) -> Attribute {
    match name {
        "piglit_vertex" | "vertex" | "gl_Vertex" | "position" => Attribute::Position,
        "piglit_texcoord" | "texcoord" | "gl_MultiTexCoord0" => Attribute::TexCoord(0),
        "color" | "gl_Color" => Attribute::Color(0),
        "gl_SecondaryColor" => Attribute::Color(1),
        _ => {
            if let Some(n) = name
                .strip_prefix("gl_MultiTexCoord")
                .and_then(|n| n.parse().ok())
            {
                Attribute::TexCoord(n)
            } else if let Ok(n) = name.parse::<u32>() {
                Attribute::Generic(n)
            } else {
                Attribute::Named(name.to_string())
            }
        }
    }
}

/// Why a shader_runner command is not modelled, for the skip message.
fn unmodelled_reason(what: &str) -> &'static str {
    let first = what.split_whitespace().next().unwrap_or("");
    match first {
        "fb" => {
            " (shasm draws into the window's colour buffers: of the framebuffer commands `fb tex 2d` and `fb winsys` are modelled; no renderbuffers, slices, layers or multisampling)"
        }
        "uniform" | "ubo" | "ssbo" | "active" | "link" | "verify" | "subuniform" => {
            " (GLSL is not modelled)"
        }
        "blend" => " (blending is not modelled)",
        "patch" => " (tessellation is not modelled)",
        "enable" | "disable" => " (shasm models GL_DEPTH_TEST and GL_CLIP_PLANEn)",
        "draw" if what.contains("patch") => " (tessellation is not modelled)",
        _ => "",
    }
}

fn parse(text: &str) -> Result<Parsed, Vec<Diagnostic>> {
    let mut parsed = Parsed {
        size: DEFAULT_SIZE,
        skip: None,
        vertex: None,
        geometry: None,
        fragment: None,
        columns: Vec::new(),
        rows: Vec::new(),
        commands: Vec::new(),
    };
    let mut diagnostics = Vec::new();
    let skip = |parsed: &mut Parsed, why: String| {
        if parsed.skip.is_none() {
            parsed.skip = Some(why);
        }
    };
    for section in sections(text)? {
        let name = section.name.as_str();
        match name {
            "require" => {
                for (at, line) in lines(text, &section.body) {
                    let span = at..at + line.len();
                    let words: Vec<&str> = line.split_whitespace().collect();
                    match words.as_slice() {
                        ["SIZE", w, h] => match (w.parse::<u32>(), h.parse::<u32>()) {
                            (Ok(w), Ok(h))
                                if (1..=crate::render::MAX_SIDE).contains(&w)
                                    && (1..=crate::render::MAX_SIDE).contains(&h) =>
                            {
                                parsed.size = (w, h)
                            }
                            _ => diagnostics.push(error(
                                span,
                                "shader-test/size",
                                format!(
                                    "`{line}`: the window is 1 to {} pixels a side",
                                    crate::render::MAX_SIDE
                                ),
                            )),
                        },
                        ["GL", "ES", ..] | ["GL", "CORE", ..] => skip(
                            &mut parsed,
                            format!(
                                "`{line}`: only the compatibility profile has assembly programs"
                            ),
                        ),
                        ["GL", ..] => {}
                        ["GLSL", ..] => {
                            skip(&mut parsed, format!("`{line}`: GLSL is not modelled"))
                        }
                        [ext] if ext.starts_with("GL_") => {
                            if !MODELLED_EXTENSIONS.contains(ext) {
                                skip(
                                    &mut parsed,
                                    format!("requires {ext}, which shasm does not model"),
                                );
                            }
                        }
                        [ext] if ext.starts_with("!GL_") => {}
                        [limit, ..] if limit.starts_with("GL_MAX_") => {}
                        _ => skip(&mut parsed, format!("requirement `{line}` is not modelled")),
                    }
                }
            }
            "vertex program" | "pica vertex shader" => {
                if parsed.vertex.is_some() {
                    diagnostics.push(error(
                        section.name_span.clone(),
                        "shader-test/section",
                        "a second vertex program",
                    ));
                }
                let isa = (name == "pica vertex shader").then_some(Isa::Pica);
                parsed.vertex = Some((section.body.clone(), isa));
            }
            "geometry program" | "pica geometry shader" => {
                if parsed.geometry.is_some() {
                    diagnostics.push(error(
                        section.name_span.clone(),
                        "shader-test/section",
                        "a second geometry program",
                    ));
                }
                let isa = (name == "pica geometry shader").then_some(Isa::Pica);
                parsed.geometry = Some((section.body.clone(), isa));
            }
            "fragment program" => {
                if parsed.fragment.is_some() {
                    diagnostics.push(error(
                        section.name_span.clone(),
                        "shader-test/section",
                        "a second fragment program",
                    ));
                }
                parsed.fragment = Some(section.body.clone());
            }
            "vertex data" => {
                let mut body = lines(text, &section.body).into_iter();
                if let Some((at, header)) = body.next() {
                    for column in header.split_whitespace() {
                        let parts: Vec<&str> = column.split('/').collect();
                        let components = match parts.as_slice() {
                            [_, "float"] => Some(1),
                            [_, "float", n] | [_, "double", n] => {
                                n.parse::<usize>().ok().filter(|n| (1..=4).contains(n))
                            }
                            [_, "vec2"] => Some(2),
                            [_, "vec3"] => Some(3),
                            [_, "vec4"] => Some(4),
                            _ => None,
                        };
                        let Some(components) = components else {
                            diagnostics.push(error(
                                at..at + header.len(),
                                "shader-test/vertex-data",
                                format!("column `{column}`: expected NAME/float/N (N 1 to 4)"),
                            ));
                            continue;
                        };
                        parsed.columns.push(Column {
                            attribute: attribute_of(parts[0]),
                            components,
                        });
                    }
                }
                let width: usize = parsed.columns.iter().map(|c| c.components).sum();
                for (at, row) in body {
                    match numbers(&row).filter(|v| v.len() == width) {
                        Some(v) if parsed.rows.len() < shasm_raster::MAX_VERTICES => {
                            parsed.rows.push(v)
                        }
                        Some(_) => {
                            diagnostics.push(error(
                                at..at + row.len(),
                                "shader-test/vertex-data",
                                "too many vertices",
                            ));
                            break;
                        }
                        None => diagnostics.push(error(
                            at..at + row.len(),
                            "shader-test/vertex-data",
                            format!("a row of {width} numbers expected (the header's components)"),
                        )),
                    }
                }
            }
            "test" => {
                for (at, line) in lines(text, &section.body) {
                    let span = at..at + line.len();
                    match command(&line, span.clone()) {
                        Ok(Command::Unmodelled(what)) => skip(
                            &mut parsed,
                            format!(
                                "line {}: `{what}` is not modelled{}",
                                line_of(text, at),
                                unmodelled_reason(&what)
                            ),
                        ),
                        Ok(c) => parsed.commands.push((line_of(text, at), span, line, c)),
                        Err(mut d) => {
                            if d.span == (0..0) {
                                d.span = span;
                            }
                            diagnostics.push(*d);
                        }
                    }
                }
            }
            n if UNMODELLED_SECTIONS.contains(&n) => skip(
                &mut parsed,
                format!("section [{n}] is not modelled (GLSL and other stages)"),
            ),
            other => diagnostics.push(error(
                section.name_span.clone(),
                "shader-test/section",
                format!("unknown section [{other}]"),
            )),
        }
    }
    if diagnostics.is_empty() {
        Ok(parsed)
    } else {
        Err(diagnostics)
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

/// Apply `texparameter TARGET KEY VALUE` (GL names: `min nearest`,
/// `wrap_s clamp_to_edge`, `compare_func greater`, ...).
fn tex_parameter(s: &mut crate::Sampler, key: &str, value: &str) -> Result<(), String> {
    let name = value
        .trim_start_matches("GL_")
        .to_ascii_lowercase()
        .replace('_', "-");
    let bad = |what: &str| format!("`{value}` is not {what}");
    let filter = || name.parse::<crate::Filter>().map_err(|_| bad("a filter"));
    let wrap = || name.parse::<crate::Wrap>().map_err(|_| bad("a wrap mode"));
    let number = || value.parse::<f32>().map_err(|_| bad("a number"));
    match key {
        "min" => {
            let f = filter()?;
            s.min = Some(f);
            // A mipmap filter needs the levels: piglit's textures have
            // them where such a filter is set.
            s.mipmaps = f.uses_mipmaps();
        }
        "mag" => s.mag = Some(filter()?),
        "wrap_s" => s.wrap[0] = Some(wrap()?),
        "wrap_t" => s.wrap[1] = Some(wrap()?),
        "wrap_r" => s.wrap[2] = Some(wrap()?),
        "compare_func" => {
            s.compare = Some(crate::Compare::Func(
                name.parse::<crate::CompareFunc>()
                    .map_err(|_| bad("a compare function"))?,
            ))
        }
        "compare_mode" => match name.as_str() {
            "none" => s.compare = Some(crate::Compare::None),
            "compare-ref-to-texture" | "compare-r-to-texture" => {
                if !matches!(s.compare, Some(crate::Compare::Func(_))) {
                    s.compare = Some(crate::Compare::Func(crate::CompareFunc::Lequal));
                }
            }
            _ => return Err(bad("none or compare_r_to_texture")),
        },
        "depth_mode" => s.depth_mode = Some(name.parse().map_err(|_| bad("a depth mode"))?),
        "lod_bias" => s.lod_bias = Some(number()?),
        "min_lod" => s.min_lod = Some(number()?),
        "max_lod" => s.max_lod = Some(number()?),
        _ => return Err(format!("texparameter `{key}` is not modelled")),
    }
    Ok(())
}
