//! `shasm test` (piglit shader_runner files) and `shasm render` (pictures
//! to PNG), over [`shasm::shader_test`] and [`shasm::render`].

use crate::args::Options;
use crate::commands::{Output, error_text, exit_code};
use shasm::driver::Input;
use shasm::render::{Pipeline, Surface};
use shasm::shader_test::{TestReport, Verdict};
use shasm::{Error, Program, Stage};

/// Probe counts over files.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
    /// Files that did not run (malformed, an invalid program).
    pub errors: usize,
}

fn channels(v: &[f32]) -> String {
    let parts: Vec<String> = v.iter().map(|c| format!("{c:.6}")).collect();
    format!("({})", parts.join(", "))
}

/// `shasm test FILE`: one line per probe (`FILE:LINE: pass|fail: COMMAND`,
/// a failure with the pixel's value), or one skip line for the file.
pub fn test_file(input: &Input, options: &Options, tally: &mut Tally) -> Output {
    let text = match std::str::from_utf8(&input.bytes) {
        Ok(t) => t,
        Err(_) => {
            tally.errors += 1;
            return Output {
                stdout: String::new(),
                stderr: format!("{}: error: the file is not UTF-8 text\n", input.name),
                code: 1,
            };
        }
    };
    let library = match options.to_library() {
        Ok(o) => o,
        Err(e) => {
            tally.errors += 1;
            return Output {
                stdout: String::new(),
                stderr: error_text(input, &e),
                code: exit_code(&e),
            };
        }
    };
    match shasm::shader_test::run(&input.name, text, &library) {
        Ok(report) => report_text(input, &report, tally),
        Err(e) => {
            tally.errors += 1;
            Output {
                stdout: String::new(),
                stderr: error_text(input, &e),
                code: exit_code(&e).max(1),
            }
        }
    }
}

fn report_text(input: &Input, report: &TestReport, tally: &mut Tally) -> Output {
    let mut stdout = String::new();
    let mut stderr = String::new();
    for note in &report.notes {
        stderr.push_str(&format!("{}: note: {note}\n", input.name));
    }
    if let Some(why) = &report.skipped {
        tally.skipped += 1;
        stdout.push_str(&format!("{}: skip: {why}\n", input.name));
        return Output {
            stdout,
            stderr,
            code: 0,
        };
    }
    let mut code = 0;
    for probe in &report.probes {
        let head = format!("{}:{}", input.name, probe.line);
        match &probe.verdict {
            Verdict::Pass => {
                tally.passed += 1;
                stdout.push_str(&format!("{head}: pass: {}\n", probe.command));
            }
            Verdict::Fail { at, observed } => {
                tally.failed += 1;
                code = 1;
                stdout.push_str(&format!(
                    "{head}: fail: {}\n  pixel ({}, {}): expected {}, observed {}\n",
                    probe.command,
                    at.0,
                    at.1,
                    channels(&probe.expected),
                    channels(observed)
                ));
            }
            Verdict::Skip(why) => {
                tally.skipped += 1;
                stdout.push_str(&format!("{head}: skip: {} ({why})\n", probe.command));
            }
        }
    }
    Output {
        stdout,
        stderr,
        code,
    }
}

/// The summary line of `shasm test`.
pub fn summary(t: &Tally) -> String {
    format!(
        "{} passed, {} failed, {} skipped{}\n",
        t.passed,
        t.failed,
        t.skipped,
        if t.errors > 0 {
            format!(", {} files with errors", t.errors)
        } else {
            String::new()
        }
    )
}

/// What `shasm render` draws and writes.
#[derive(Clone, Debug)]
pub struct RenderRequest {
    /// Width and height (a test file's own size when not given).
    pub size: Option<(u32, u32)>,
    /// Each pixel as a scale×scale block.
    pub scale: u32,
    /// The colour buffer written.
    pub target: usize,
}

/// The default picture size of `shasm render` for programs.
pub const DEFAULT_RENDER_SIZE: (u32, u32) = (256, 256);

/// What `shasm render` drew.
#[derive(Clone, Debug)]
pub struct Rendered {
    /// The picture (PNG).
    pub png: Vec<u8>,
    /// With `--engine gpu`: the reference rasterizer's picture of the same
    /// programs (PNG), to compare the GPU's with.
    pub reference: Option<Vec<u8>>,
}

/// `shasm render`: a shader test's last picture, or one or two programs
/// drawn over a window-filling quad. Returns the output (notes on
/// stderr) and the pictures.
pub fn render(
    inputs: &[Input],
    options: &Options,
    request: &RenderRequest,
) -> (Output, Option<Rendered>) {
    let fail = |input: &Input, e: &Error| {
        (
            Output {
                stdout: String::new(),
                stderr: error_text(input, e),
                code: exit_code(e),
            },
            None,
        )
    };
    let Some(first) = inputs.first() else {
        return (
            Output {
                stdout: String::new(),
                stderr: "error: no file to render\n".into(),
                code: 2,
            },
            None,
        );
    };
    let library = match options.to_library() {
        Ok(o) => o,
        Err(e) => return fail(first, &e),
    };
    let is_test = first.name.ends_with(".shader_test");
    if is_test {
        if inputs.len() > 1 {
            return (
                Output {
                    stdout: String::new(),
                    stderr: "error: render takes one shader test, or one or two programs\n".into(),
                    code: 2,
                },
                None,
            );
        }
        let Ok(text) = std::str::from_utf8(&first.bytes) else {
            return (
                Output {
                    stdout: String::new(),
                    stderr: format!("{}: error: the file is not UTF-8 text\n", first.name),
                    code: 1,
                },
                None,
            );
        };
        let report = match shasm::shader_test::run(&first.name, text, &library) {
            Ok(r) => r,
            Err(e) => return fail(first, &e),
        };
        let mut stderr: String = report
            .notes
            .iter()
            .map(|n| format!("{}: note: {n}\n", first.name))
            .collect();
        let Some(surface) = report.surface else {
            stderr.push_str(&format!(
                "{}: error: nothing drawn: {}\n",
                first.name,
                report.skipped.as_deref().unwrap_or("the file was skipped")
            ));
            return (
                Output {
                    stdout: String::new(),
                    stderr,
                    code: 1,
                },
                None,
            );
        };
        return match surface.to_png(request.target, request.scale) {
            Ok(png) => (
                Output {
                    stdout: String::new(),
                    stderr,
                    code: 0,
                },
                Some(Rendered {
                    png,
                    reference: None,
                }),
            ),
            Err(e) => fail(first, &e),
        };
    }
    // Programs: load each without the run values (applied per program).
    let mut load_options = library.clone();
    load_options.sets.clear();
    load_options.textures.clear();
    let mut programs = Vec::new();
    for input in inputs {
        match Program::load(input.clone(), &load_options) {
            Ok(p) => programs.push(p),
            Err(e) => return fail(input, &e),
        }
    }
    let vertex = programs.iter().find(|p| p.stage() == Stage::Vertex);
    let geometry = programs.iter().find(|p| p.stage() == Stage::Geometry);
    let fragment = programs.iter().find(|p| p.stage() == Stage::Fragment);
    let draw = || -> Result<(Rendered, Vec<String>), Error> {
        let given = usize::from(vertex.is_some())
            + usize::from(geometry.is_some())
            + usize::from(fragment.is_some());
        if programs.len() > 2 || programs.len() != given || vertex.is_some() && geometry.is_some() {
            return Err(Error::Unsupported {
                operation: "rendering",
                what: "these files: give one vertex program, one fragment program, or one of each; or a geometry program with or without a fragment program"
                    .into(),
            });
        }
        let mut pipeline = Pipeline::with_geometry(vertex, geometry, fragment)?;
        pipeline.apply(&library)?;
        let (w, h) = request.size.unwrap_or(DEFAULT_RENDER_SIZE);
        let mut surface = Surface::new(w, h, pipeline.render_targets())?;
        if library.engine == shasm::EngineKind::Gpu {
            // The stage forms on the GPU, and the reference rasterizer's
            // picture (the interpreter shading) to compare with.
            pipeline.set_engine(shasm::EngineKind::Interp);
            let (primitive, vertices) = Pipeline::fullscreen();
            let drawn = pipeline.draw_gpu(&surface, primitive, &vertices)?;
            let (_, notes) = pipeline.draw(&mut surface, primitive, &vertices)?;
            let reference = surface.to_png(request.target, request.scale)?;
            let png = shasm::render::to_png(&drawn, request.target, request.scale)?;
            return Ok((
                Rendered {
                    png,
                    reference: Some(reference),
                },
                notes,
            ));
        }
        let (_, notes) = if geometry.is_some() {
            // A geometry program runs once on the values --set and
            // --inputs give its input vertices (or, PICA200, its
            // uniforms); what it emits is drawn.
            pipeline.draw_geometry_once(&mut surface)?
        } else {
            let (primitive, vertices) = Pipeline::fullscreen();
            pipeline.draw(&mut surface, primitive, &vertices)?
        };
        let png = surface.to_png(request.target, request.scale)?;
        Ok((
            Rendered {
                png,
                reference: None,
            },
            notes,
        ))
    };
    match draw() {
        Ok((rendered, notes)) => (
            Output {
                stdout: String::new(),
                stderr: notes
                    .iter()
                    .map(|n| format!("{}: note: {n}\n", first.name))
                    .collect(),
                code: 0,
            },
            Some(rendered),
        ),
        Err(e) => fail(first, &e),
    }
}

/// `--size WxH`.
pub fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("`{text}`: expected WIDTHxHEIGHT, e.g. 256x256"))?;
    let side = |s: &str| {
        s.trim()
            .parse::<u32>()
            .ok()
            .filter(|v| (1..=shasm::render::MAX_SIDE).contains(v))
            .ok_or_else(|| {
                format!(
                    "`{text}`: each side is 1 to {} pixels",
                    shasm::render::MAX_SIDE
                )
            })
    };
    Ok((side(w)?, side(h)?))
}

/// How a picture compares with a reference image (`shasm render
/// --reference`).
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// The largest difference of one channel, in 1/255 steps.
    pub largest: u8,
    /// Where it is: window coordinates of the picture as written (x from
    /// the left, y from the bottom).
    pub at: (u32, u32),
    /// Pixels with a channel that differs by more than the tolerance.
    pub over: usize,
    /// The difference image (PNG): each pixel over the tolerance opaque
    /// red, the others the reference's grey level at a quarter of its
    /// brightness, for orientation.
    pub diff: Vec<u8>,
}

/// Compare the PNG `picture` with the PNG `reference` channel by channel
/// (8 bits each). `tolerance` is the largest difference that passes, in
/// 1/255 steps. Errors (as text): an undecodable image, or sizes that
/// differ.
pub fn compare(picture: &[u8], reference: &[u8], tolerance: u8) -> Result<Comparison, String> {
    let a = shasm::image::decode_rgba8(picture).map_err(|e| format!("the picture: {e}"))?;
    let b = shasm::image::decode_rgba8(reference).map_err(|e| format!("the reference: {e}"))?;
    if (a.width, a.height) != (b.width, b.height) {
        return Err(format!(
            "the picture is {}x{}, the reference {}x{}",
            a.width, a.height, b.width, b.height
        ));
    }
    let mut largest = 0u8;
    let mut at = (0, 0);
    let mut over = 0;
    let mut rgba = Vec::with_capacity(a.rgba.len());
    for (i, (p, r)) in a
        .rgba
        .chunks_exact(4)
        .zip(b.rgba.chunks_exact(4))
        .enumerate()
    {
        let d = (0..4).map(|c| p[c].abs_diff(r[c])).max().unwrap_or(0);
        if d > largest {
            largest = d;
            let (x, row) = (i as u32 % a.width, i as u32 / a.width);
            at = (x, a.height - 1 - row);
        }
        if d > tolerance {
            over += 1;
            rgba.extend([255, 0, 0, 255]);
        } else {
            // Rec. 601 luma of the reference, dimmed.
            let grey =
                (u32::from(r[0]) * 299 + u32::from(r[1]) * 587 + u32::from(r[2]) * 114) / 4000;
            rgba.extend([grey as u8, grey as u8, grey as u8, 255]);
        }
    }
    let mut diff = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut diff, a.width, a.height);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder
            .write_header()
            .map_err(|e| format!("the difference image: {e}"))?;
        writer
            .write_image_data(&rgba)
            .map_err(|e| format!("the difference image: {e}"))?;
    }
    Ok(Comparison {
        largest,
        at,
        over,
        diff,
    })
}

/// `--tolerance T`: a channel difference in 1/255 steps (an integer 0 to
/// 255) or, written with a decimal point, a fraction of full intensity
/// (0.0 to 1.0, rounded to the nearest step).
pub fn parse_tolerance(text: &str) -> Result<u8, String> {
    let bad = || format!("`{text}`: expected 0 to 255 (steps of 1/255) or 0.0 to 1.0");
    if text.contains('.') {
        let f: f32 = text.parse().map_err(|_| bad())?;
        if !(0.0..=1.0).contains(&f) {
            return Err(bad());
        }
        Ok((f * 255.0).round() as u8)
    } else {
        text.parse::<u8>().map_err(|_| bad())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(w: u32, h: u32, rgba: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        let mut e = png::Encoder::new(&mut out, w, h);
        e.set_color(png::ColorType::Rgba);
        e.set_depth(png::BitDepth::Eight);
        e.write_header().unwrap().write_image_data(rgba).unwrap();
        out
    }

    #[test]
    fn the_largest_channel_difference_and_the_pixels_over_the_tolerance() {
        // Top row first: the second pixel of the top row differs by 3 in
        // green, the last pixel by 1 in alpha.
        let a = png(
            2,
            2,
            &[0, 0, 0, 255, 10, 20, 30, 255, 5, 5, 5, 255, 9, 9, 9, 255],
        );
        let b = png(
            2,
            2,
            &[0, 0, 0, 255, 10, 23, 30, 255, 5, 5, 5, 255, 9, 9, 9, 254],
        );
        let c = compare(&a, &b, 1).unwrap();
        assert_eq!((c.largest, c.at, c.over), (3, (1, 1), 1));
        let diff = shasm::image::decode_rgba8(&c.diff).unwrap();
        assert_eq!(&diff.rgba[4..8], &[255, 0, 0, 255]);
        assert_eq!(compare(&a, &b, 3).unwrap().over, 0);
        assert!(
            compare(&a, &png(1, 1, &[0; 4]), 0)
                .unwrap_err()
                .contains("2x2")
        );
        assert_eq!(parse_tolerance("0.5"), Ok(128));
        assert_eq!(parse_tolerance("2"), Ok(2));
        assert!(parse_tolerance("1.5").is_err());
    }
}
