//! The `[test]` commands: one line parsed into a [`Command`].

use super::*;

/// Numbers of a command's arguments: blanks, parentheses and commas
/// separate them, as shader_runner's `parse_floats` and `sscanf` read them;
/// a trailing `;` is ignored as `sscanf` ignores what follows its last
/// conversion (piglit's dph.shader_test ends a probe with one).
pub(super) fn numbers(args: &str) -> Option<Vec<f32>> {
    args.split(|c: char| c.is_whitespace() || matches!(c, '(' | ')' | ',' | ';'))
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<f32>().ok())
        .collect()
}

/// What a command of `[test]` does.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Command {
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
pub(super) enum ProbeAt {
    Pixel(f32, f32),
    Relative(f32, f32),
    All,
}

/// Parse one `[test]` line.
pub(super) fn command(line: &str, span: Range<usize>) -> Result<Command, Box<Diagnostic>> {
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
pub(super) fn size(
    v: &[f32],
    bad: &dyn Fn(&str) -> Box<Diagnostic>,
) -> Result<(u32, u32), Box<Diagnostic>> {
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
