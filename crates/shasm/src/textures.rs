//! Textures: images from memory (RGBA8 bytes or f32 texels) or PNG files,
//! with their sampler state, bound to a program's texture image units per
//! run ([`Inputs::bind_texture`](crate::Inputs::bind_texture)) or through
//! [`Options::textures`](crate::Options::textures) (the command line's
//! `--texture UNIT:TARGET=FILE.png` and `--sampler UNIT:KEY=VALUE`,
//! docs/cli.md, "Textures"). The interpreter's texture model is
//! [`shasm_exec::texture`].

use crate::error::Error;
use crate::options::{Compare, Filter, Sampler, TextureFormat, TextureTarget};
use shasm_exec::texture::{BaseFormat, TexelType, TextureError};
use shasm_exec::{Env, TextureUnit};
use shasm_ir::{Extra, File, Program, TexTarget};
use std::path::PathBuf;
use std::sync::Arc;

/// The texels of a [`Texture`], as given.
#[derive(Clone, Debug, PartialEq)]
enum Texels {
    /// RGBA8 bytes, 4 a texel; `has_alpha` false for images without an
    /// alpha channel (their base format is then RGB).
    Rgba8 { bytes: Vec<u8>, has_alpha: bool },
    /// RGBA f32 texels.
    F32(Vec<[f32; 4]>),
}

/// A texture image and its sampler state, ready to bind to a texture
/// image unit.
///
/// The image is laid out as a PNG for `--texture` is: `width` x `height`
/// texels, row-major, the first row first; a 1D texture is one row, a 3D
/// texture (ARRAY2D) its slices (layers) stacked vertically (square unless
/// [`Sampler::depth`] says how many), a cube map six square faces side by
/// side (+X, -X, +Y, -Y, +Z, -Z), an ARRAY1D one layer a row, a BUFFER
/// every texel in row order.
///
/// ```
/// use shasm::{Program, Texture, options::TextureTarget};
///
/// let program = Program::from_text(
///     "t.fp",
///     "!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[0], 2D;\nEND\n",
/// )?;
/// // A 2x1 image: red, then green.
/// let image = Texture::from_rgba8(TextureTarget::Tex2D, 2, 1, &[255, 0, 0, 255, 0, 255, 0, 255])?;
/// let mut inputs = program.inputs()?;
/// inputs.bind_texture(0, &image)?;
/// inputs.set("fragment.texcoord[0]", &[0.5, 0.5, 0.0, 1.0])?;
/// let report = program.run_with(&inputs)?;
/// // LINEAR filtering (GL 3.8.8): s = 0.5 lies halfway between the texel
/// // centres 0.25 and 0.75.
/// assert_eq!(report.find("result.color").unwrap().floats(), [0.5, 0.5, 0.0, 1.0]);
/// # Ok::<(), shasm::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Texture {
    target: TextureTarget,
    width: u32,
    height: u32,
    texels: Texels,
    sampler: Sampler,
    /// Mipmap levels below the base given texel by texel (width, height,
    /// texels), used instead of generated ones when the sampler asks for
    /// mipmaps (shader_runner's `texture miptree`).
    levels: Vec<(u32, u32, Vec<[f32; 4]>)>,
}

impl Texture {
    /// A texture of RGBA8 bytes (4 a texel, normalised to k/255, or the
    /// integers themselves with an integer [`Sampler::format`]).
    ///
    /// Errors: `rgba` is not `4 * width * height` bytes
    /// ([`Error::BufferLength`]).
    pub fn from_rgba8(
        target: TextureTarget,
        width: u32,
        height: u32,
        rgba: &[u8],
    ) -> Result<Texture, Error> {
        check_length("rgba", rgba.len(), width, height)?;
        Ok(Texture {
            target,
            width,
            height,
            texels: Texels::Rgba8 {
                bytes: rgba.to_vec(),
                has_alpha: true,
            },
            sampler: Sampler::default(),
            levels: Vec::new(),
        })
    }

    /// A texture of f32 texels (4 floats a texel, R, G, B, A), stored as
    /// given (a float texture: no k/255 normalisation, no clamping).
    ///
    /// Errors: `rgba` is not `4 * width * height` floats
    /// ([`Error::BufferLength`]).
    pub fn from_f32(
        target: TextureTarget,
        width: u32,
        height: u32,
        rgba: &[f32],
    ) -> Result<Texture, Error> {
        check_length("rgba", rgba.len(), width, height)?;
        let texels = rgba
            .chunks_exact(4)
            .map(|c| [c[0], c[1], c[2], c[3]])
            .collect();
        Ok(Texture {
            target,
            width,
            height,
            texels: Texels::F32(texels),
            sampler: Sampler::default(),
            levels: Vec::new(),
        })
    }

    /// A texture from the bytes of a PNG file (any colour type and bit
    /// depth; an image without alpha has the RGB base format, as
    /// `--texture` gives it). Images of more than
    /// [`crate::image::MAX_PIXELS`] pixels are refused from the header.
    pub fn from_png(
        target: TextureTarget,
        png: &[u8],
    ) -> Result<Texture, crate::image::PngImageError> {
        let image = crate::image::decode_rgba8(png)?;
        Ok(Texture {
            target,
            width: image.width,
            height: image.height,
            texels: Texels::Rgba8 {
                bytes: image.rgba,
                has_alpha: image.has_alpha,
            },
            sampler: Sampler::default(),
            levels: Vec::new(),
        })
    }

    /// A texture from a PNG file (read through [`crate::limits`]).
    pub fn from_png_file(
        target: TextureTarget,
        path: impl Into<PathBuf>,
    ) -> Result<Texture, Error> {
        let path = path.into();
        let bytes =
            crate::limits::read_file(&path, crate::limits::MAX_IMAGE_FILE, "texture image")?;
        Texture::from_png(target, &bytes).map_err(|e| Error::Image {
            path,
            reason: e.to_string(),
        })
    }

    /// The 2D texture of `levels` (level 0 first; width, height and f32
    /// RGBA texels each), each level half the one before down to 1x1.
    /// With a mipmapping sampler the levels are sampled as given, not
    /// generated.
    ///
    /// Errors: no level, or a level whose texel count is not its size's
    /// ([`Error::BufferLength`]).
    pub fn from_f32_levels(levels: &[(u32, u32, &[f32])]) -> Result<Texture, Error> {
        let Some(&(w, h, base)) = levels.first() else {
            return Err(Error::BufferLength {
                buffer: "levels",
                got: 0,
                expected: 1,
                stride: 1,
                per: "level",
            });
        };
        let mut texture = Texture::from_f32(TextureTarget::Tex2D, w, h, base)?;
        for &(w, h, texels) in &levels[1..] {
            check_length("rgba", texels.len(), w, h)?;
            texture.levels.push((
                w,
                h,
                texels
                    .chunks_exact(4)
                    .map(|c| [c[0], c[1], c[2], c[3]])
                    .collect(),
            ));
        }
        Ok(texture)
    }

    /// The same image with this sampler state.
    pub fn with_sampler(mut self, sampler: Sampler) -> Texture {
        self.sampler = sampler;
        self
    }

    /// The target the texture binds as.
    pub fn target(&self) -> TextureTarget {
        self.target
    }

    /// The image's width and height in texels (as given: a 3D texture's
    /// slices are stacked in the height).
    pub fn size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// The sampler state.
    pub fn sampler(&self) -> &Sampler {
        &self.sampler
    }

    /// The interpreter's texture: the image laid out for the target, with
    /// the format, mipmaps and sampler state applied.
    pub(crate) fn build(&self) -> Result<shasm_exec::texture::Texture, BuildError> {
        build(self)
    }
}

fn check_length(buffer: &'static str, got: usize, width: u32, height: u32) -> Result<(), Error> {
    // 4 x u32::MAX² does not fit u64: no buffer is that long.
    let expected = u64::from(width)
        .checked_mul(u64::from(height))
        .and_then(|n| n.checked_mul(4))
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or(usize::MAX);
    if got != expected {
        return Err(Error::BufferLength {
            buffer,
            got,
            expected,
            stride: 4,
            per: "texel",
        });
    }
    Ok(())
}

/// One `--texture` binding: a PNG file, its unit and target, and the
/// sampler state the `--sampler` options of its unit give.
#[derive(Clone, Debug, PartialEq)]
pub struct TextureFile {
    /// The texture image unit.
    pub unit: u32,
    /// The target the program samples the unit as.
    pub target: TextureTarget,
    /// The PNG file.
    pub path: PathBuf,
    /// The texture's state.
    pub sampler: Sampler,
}

impl std::fmt::Display for TextureFile {
    /// `UNIT:TARGET=FILE`, as `--texture` spells it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}={}", self.unit, self.target, self.path.display())
    }
}

/// One `--texture UNIT:TARGET=FILE` option, parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextureArg {
    /// The texture image unit.
    pub unit: u32,
    /// The target.
    pub target: TextureTarget,
    /// The PNG file.
    pub path: PathBuf,
}

/// Parse `UNIT:TARGET=FILE`.
pub fn parse_texture_arg(text: &str) -> Result<TextureArg, Error> {
    let usage = |why: &str| {
        Error::bad_option(
            "--texture",
            text,
            format!("{why} (expected UNIT:TARGET=FILE, e.g. 0:2D=normal.png)"),
        )
    };
    let (head, path) = text
        .split_once('=')
        .ok_or_else(|| usage("no `=` before the file name"))?;
    let (unit, target) = head
        .split_once(':')
        .ok_or_else(|| usage("no `:` between the unit and the target"))?;
    let unit = unit
        .trim()
        .trim_start_matches("TEX")
        .parse::<u32>()
        .map_err(|_| usage("the unit is not a number"))?;
    let target = TextureTarget::parse_any(target).ok_or_else(|| {
        usage("the target is not 1D, 2D, 3D, CUBE, RECT, ARRAY1D, ARRAY2D or BUFFER (a SHADOW target reads the texture of its base target)")
    })?;
    if path.is_empty() {
        return Err(usage("the file name is empty"));
    }
    Ok(TextureArg {
        unit,
        target,
        path: PathBuf::from(path),
    })
}

/// The texture bindings of `--texture` and `--sampler` options: every
/// `--texture` with the state its unit's `--sampler` options give.
///
/// Errors ([`Error::BadOption`]): option syntax, an unknown key or value,
/// a `--sampler` for a unit no `--texture` binds.
pub fn parse_texture_options(
    textures: &[String],
    samplers: &[String],
) -> Result<Vec<TextureFile>, Error> {
    let mut states: Vec<(u32, Sampler)> = Vec::new();
    for text in samplers {
        parse_sampler_arg(text, &mut states)?;
    }
    let args = textures
        .iter()
        .map(|t| parse_texture_arg(t))
        .collect::<Result<Vec<_>, _>>()?;
    with_samplers(args, &states, |unit| {
        Error::bad_option(
            "--sampler",
            format!("{unit}:..."),
            format!("no --texture binds unit {unit}"),
        )
    })
}

/// The textures of a run: the inputs file's `texture UNIT:TARGET=FILE`
/// and `sampler UNIT:KEY=VALUE` lines (a relative image path is relative
/// to the inputs file's folder), then [`Options::textures`](crate::Options::textures).
///
/// Errors: an unreadable inputs file ([`Error::Io`], [`Error::TooLarge`]);
/// a malformed line ([`Error::BadOption`], naming `FILE:LINE`).
pub fn run_textures(options: &crate::Options) -> Result<Vec<TextureFile>, Error> {
    let mut files = Vec::new();
    if let Some(path) = &options.inputs {
        let text = crate::session::inputs_text(path)?;
        let folder = path.parent().unwrap_or(std::path::Path::new(""));
        let mut textures = Vec::new();
        let mut samplers: Vec<(u32, Sampler)> = Vec::new();
        for (number, line) in crate::session::inputs_file_lines(&text) {
            let Some((keyword, rest)) = crate::session::binding_line(line) else {
                continue;
            };
            let origin = Some(format!("{}:{number}", path.display()));
            let located = |e: Error| crate::session::at_origin(e, origin.clone());
            if keyword == "sampler" {
                parse_sampler_arg(rest, &mut samplers).map_err(located)?;
            } else {
                let mut arg = parse_texture_arg(rest).map_err(located)?;
                arg.path = folder.join(&arg.path);
                textures.push(arg);
            }
        }
        files = with_samplers(textures, &samplers, |unit| {
            Error::bad_option(
                "sampler",
                format!("{unit}:..."),
                format!("no `texture` line of {} binds unit {unit}", path.display()),
            )
        })?;
    }
    files.extend(options.textures.iter().cloned());
    Ok(files)
}

/// The texture units a run binds (by [`Options::textures`](crate::Options::textures)
/// or an inputs file's `texture` lines), without reading the images.
pub fn bound_units(options: &crate::Options) -> Result<Vec<u32>, Error> {
    Ok(run_textures(options)?.iter().map(|f| f.unit).collect())
}

/// Each texture with the sampler state of its unit (GL's defaults where
/// none is given); `unbound(unit)` is the error for a state whose unit no
/// texture binds.
fn with_samplers(
    textures: Vec<TextureArg>,
    states: &[(u32, Sampler)],
    unbound: impl Fn(u32) -> Error,
) -> Result<Vec<TextureFile>, Error> {
    if let Some((unit, _)) = states
        .iter()
        .find(|(unit, _)| !textures.iter().any(|a| a.unit == *unit))
    {
        return Err(unbound(*unit));
    }
    Ok(textures
        .into_iter()
        .map(|a| TextureFile {
            sampler: states
                .iter()
                .find(|(u, _)| *u == a.unit)
                .map(|(_, s)| s.clone())
                .unwrap_or_default(),
            unit: a.unit,
            target: a.target,
            path: a.path,
        })
        .collect())
}

/// Parse one `--sampler UNIT:KEY=VALUE` into the state of its unit.
fn parse_sampler_arg(text: &str, args: &mut Vec<(u32, Sampler)>) -> Result<(), Error> {
    let usage = |why: String| Error::bad_option("--sampler", text, why);
    let (unit, setting) = text
        .split_once(':')
        .ok_or_else(|| usage("expected UNIT:KEY=VALUE, e.g. 0:filter=nearest".into()))?;
    let unit = unit
        .trim()
        .trim_start_matches("TEX")
        .parse::<u32>()
        .map_err(|_| usage("the unit is not a number".into()))?;
    let (key, value) = setting
        .split_once('=')
        .ok_or_else(|| usage("expected KEY=VALUE after the unit".into()))?;
    let (key, value) = (key.trim(), value.trim().to_ascii_lowercase());
    let value = value.as_str();
    let slot = match args.iter().position(|(u, _)| *u == unit) {
        Some(i) => i,
        None => {
            args.push((unit, Sampler::default()));
            args.len() - 1
        }
    };
    let s = &mut args[slot].1;
    let bad = |what: &str| usage(format!("`{value}` is not {what}"));
    let number = || {
        value
            .parse::<f32>()
            .ok()
            .filter(|v| !v.is_nan())
            .ok_or_else(|| bad("a number"))
    };
    // The valid names come from the enums themselves (`a wrap mode
    // (repeat, clamp-to-edge, ...)`), so a new mode needs no change here.
    let named =
        |e: crate::options::ParseNameError| bad(&format!("a {} ({})", e.what, e.known.join(", ")));
    let wrap = || value.parse().map_err(named);
    match key {
        "filter" => match value.parse::<Filter>() {
            Ok(f) if !f.uses_mipmaps() => s.filter = Some(f),
            _ => return Err(bad("nearest or linear (use min= for mipmap filters)")),
        },
        "min" => s.min = Some(value.parse().map_err(named)?),
        "mag" => match value.parse::<Filter>() {
            Ok(f) if !f.uses_mipmaps() => s.mag = Some(f),
            _ => return Err(bad("nearest or linear (magnification uses no mipmaps)")),
        },
        "wrap" => s.wrap = [Some(wrap()?); 3],
        "wrap-s" => s.wrap[0] = Some(wrap()?),
        "wrap-t" => s.wrap[1] = Some(wrap()?),
        "wrap-r" => s.wrap[2] = Some(wrap()?),
        "border" => {
            let parts: Vec<f32> = value
                .split(',')
                .map(|c| c.trim().parse::<f32>().ok().filter(|v| !v.is_nan()))
                .collect::<Option<_>>()
                .ok_or_else(|| bad("four comma-separated numbers"))?;
            let rgba: [f32; 4] = parts
                .try_into()
                .map_err(|_| bad("four comma-separated numbers"))?;
            s.border = Some(rgba);
        }
        "mipmaps" => {
            s.mipmaps = match value {
                "on" | "yes" | "true" | "1" => true,
                "off" | "no" | "false" | "0" => false,
                _ => return Err(bad("on or off")),
            }
        }
        "lod-bias" => s.lod_bias = Some(number()?),
        "min-lod" => s.min_lod = Some(number()?),
        "max-lod" => s.max_lod = Some(number()?),
        "format" => {
            s.format = Some(value.parse().map_err(|_| {
                bad("a base format (rgba, rgb, luminance, luminance-alpha, intensity, alpha, depth) or an integer format (rgba8ui, rgba8i)")
            })?)
        }
        "depth-mode" => {
            s.depth_mode = Some(value.parse().map_err(named)?)
        }
        "compare" => {
            s.compare = Some(value.parse().map_err(named)?)
        }
        "depth" => {
            s.depth = Some(
                value
                    .parse::<u32>()
                    .ok()
                    .filter(|d| *d > 0)
                    .ok_or_else(|| bad("a positive number of slices"))?,
            )
        }
        other => {
            return Err(usage(format!(
                "unknown key `{other}` (known: filter, min, mag, wrap, wrap-s, wrap-t, wrap-r, border, mipmaps, lod-bias, min-lod, max-lod, format, depth-mode, compare, depth)"
            )));
        }
    }
    Ok(())
}

/// How `program` samples each unit: (unit, target) pairs, sorted.
pub fn sampled_units(program: &Program) -> Vec<(u32, TexTarget)> {
    let mut units: Vec<(u32, TexTarget)> = program
        .instructions
        .iter()
        .filter_map(|i| match &i.extra {
            Extra::Texture(t) => Some((t.unit, t.target)),
            _ => None,
        })
        .collect();
    units.sort_by_key(|(u, t)| (*u, t.name()));
    units.dedup();
    units
}

/// Why a texture cannot be bound to a unit: the program does not sample
/// the unit, or samples it as another target.
pub(crate) fn check_unit(
    program: &Program,
    unit: u32,
    target: TextureTarget,
) -> Result<(), String> {
    let sampled = sampled_units(program);
    let targets: Vec<TextureTarget> = sampled
        .iter()
        .filter(|(u, _)| *u == unit)
        // A SHADOW target reads the texture of its base target.
        .map(|(_, t)| TextureTarget::of(*t))
        .collect();
    if targets.is_empty() {
        let described = if sampled.is_empty() {
            "it samples no textures".to_string()
        } else {
            let list: Vec<String> = sampled
                .iter()
                .map(|(u, t)| format!("{} as {}", program.spell(File::Sampler, *u), t.name()))
                .collect();
            format!("it samples {}", list.join(", "))
        };
        return Err(format!(
            "the program does not sample texture unit {unit} ({described})"
        ));
    }
    if !targets.contains(&target) {
        return Err(format!(
            "the program samples unit {unit} as {}, not {}",
            targets
                .iter()
                .map(|t| t.ir().name())
                .collect::<Vec<_>>()
                .join(" and "),
            target.ir().name()
        ));
    }
    Ok(())
}

/// Bind a built texture to a unit of the environment.
pub(crate) fn bind(env: &mut Env, unit: u32, texture: Arc<dyn TextureUnit>) -> Result<(), Error> {
    env.bind_texture(unit, texture)
        .map_err(|source| Error::Environment {
            name: format!("texture unit {unit}"),
            source,
        })
}

/// Read, check and bind the textures of [`Options::textures`](crate::Options::textures).
///
/// Errors: a unit bound twice, a unit the program does not sample or
/// samples as another target: [`Error::BadOption`]; an unreadable or
/// oversized file: [`Error::Io`], [`Error::TooLarge`]; an image that is
/// not a PNG or does not fit the target: [`Error::Image`].
pub(crate) fn bind_files(
    program: &Program,
    files: &[TextureFile],
    env: &mut Env,
) -> Result<(), Error> {
    for (k, file) in files.iter().enumerate() {
        let text = file.to_string();
        if files[..k].iter().any(|f| f.unit == file.unit) {
            return Err(Error::bad_option(
                "--texture",
                text,
                format!("unit {} is bound twice", file.unit),
            ));
        }
        check_unit(program, file.unit, file.target)
            .map_err(|reason| Error::bad_option("--texture", &text, reason))?;
        let texture = Texture::from_png_file(file.target, &file.path)?
            .with_sampler(file.sampler.clone())
            .build()
            .map_err(|e| match e {
                BuildError::Sampler { key, reason } => {
                    Error::bad_option("--sampler", format!("{}:{key}", file.unit), reason)
                }
                BuildError::Image(reason) => Error::Image {
                    path: file.path.clone(),
                    reason,
                },
            })?;
        bind(env, file.unit, texture.into_unit())?;
    }
    Ok(())
}

/// Why a texture's image and state do not make a texture.
pub(crate) enum BuildError {
    /// A sampler key that does not apply (the key and why).
    Sampler { key: &'static str, reason: String },
    /// The image does not fit the target.
    Image(String),
}

fn sampler_error(key: &'static str, reason: impl Into<String>) -> BuildError {
    BuildError::Sampler {
        key,
        reason: reason.into(),
    }
}

/// Lay out and configure one texture.
fn build(t: &Texture) -> Result<shasm_exec::texture::Texture, BuildError> {
    let s = &t.sampler;
    let target = t.target.ir();
    let image = |e: TextureError| BuildError::Image(e.to_string());
    if t.target == TextureTarget::Buffer {
        return build_buffer(t);
    }
    let stacked = matches!(t.target, TextureTarget::Tex3D | TextureTarget::Array2D);
    let depth = match (stacked, s.depth) {
        (true, Some(d)) => d,
        // Square slices (layers) stacked vertically unless depth= says
        // otherwise.
        (true, None) => {
            if t.width > 0 && t.height.is_multiple_of(t.width) {
                t.height / t.width
            } else {
                0
            }
        }
        (false, Some(_)) => {
            return Err(sampler_error(
                "depth",
                format!(
                    "depth=N applies to 3D and ARRAY2D textures, not {}",
                    target.name()
                ),
            ));
        }
        (false, None) => 1,
    };
    if stacked && depth == 0 {
        return Err(BuildError::Image(
            "a 3D image holds square slices stacked vertically (height a multiple of the width); give --sampler UNIT:depth=N for other slice shapes".into(),
        ));
    }
    let (format, integer) = match s.format {
        Some(f) => {
            let (format, ty) = f.exec(s.depth_mode.unwrap_or_default());
            (Some(format), ty)
        }
        None => (None, None),
    };
    let mut texture = match &t.texels {
        Texels::Rgba8 { bytes, has_alpha } => {
            let base = if *has_alpha || integer.is_some() {
                BaseFormat::Rgba
            } else {
                BaseFormat::Rgb
            };
            shasm_exec::texture::Texture::from_bytes(
                target,
                base,
                t.width,
                t.height,
                depth,
                bytes,
                integer.unwrap_or(TexelType::Float),
            )
            .map_err(image)?
        }
        Texels::F32(texels) => {
            if integer.is_some() {
                return Err(sampler_error(
                    "format",
                    "integer formats (rgba8ui, rgba8i) take RGBA8 texels, not f32",
                ));
            }
            shasm_exec::texture::Texture::from_rgba32f(
                target,
                BaseFormat::Rgba,
                t.width,
                t.height,
                depth,
                texels,
            )
            .map_err(image)?
        }
    };
    if let Some(f) = format {
        texture.format = f;
    }
    if s.depth_mode.is_some() && s.format != Some(TextureFormat::Depth) {
        return Err(sampler_error("depth-mode", "depth-mode needs format=depth"));
    }
    let mut sampler = texture.sampler;
    if let Some(c) = s.compare {
        if c != Compare::None && s.format != Some(TextureFormat::Depth) {
            return Err(sampler_error(
                "compare",
                "compare needs format=depth (ARB_shadow compares depth textures)",
            ));
        }
        sampler.compare = c.exec();
    }
    if s.mipmaps {
        if t.target == TextureTarget::Rect {
            return Err(sampler_error(
                "mipmaps",
                "RECT textures have no mipmaps (NV_texture_rectangle)",
            ));
        }
        if t.levels.is_empty() {
            texture.generate_mipmaps();
        } else if let Texels::F32(base) = &t.texels {
            // The levels as given (TexImage2D of each level, OpenGL 2.1
            // §3.8.1); the texture is complete when they halve down to 1x1
            // (§3.8.10), which their maker guarantees.
            let mut images = vec![
                shasm_exec::texture::Image::rgba32f(t.width, t.height, 1, base.clone())
                    .map_err(image)?,
            ];
            for (w, h, texels) in &t.levels {
                images.push(
                    shasm_exec::texture::Image::rgba32f(*w, *h, 1, texels.clone())
                        .map_err(image)?,
                );
            }
            let format = texture.format;
            texture = shasm_exec::texture::Texture::new(target, format, images)
                .with_sampler(texture.sampler);
            texture.texel_type = TexelType::Float;
        }
    }
    let is_integer = integer.is_some();
    if is_integer {
        // The only filters of a complete integer texture
        // (EXT_texture_integer §3.8.10), so the default here.
        sampler.mag_filter = Filter::Nearest;
        sampler.min_filter = if s.mipmaps {
            Filter::NearestMipmapNearest
        } else {
            Filter::Nearest
        };
    }
    // `filter` sets both filters, with the mipmap form of the same filter
    // for minification when there are mipmaps; without any filter key a
    // mipmapped texture gets GL's initial NEAREST_MIPMAP_LINEAR.
    match s.filter {
        Some(f) => {
            sampler.mag_filter = f;
            sampler.min_filter = match (f, s.mipmaps) {
                (Filter::Nearest, true) => Filter::NearestMipmapNearest,
                (Filter::Linear, true) => Filter::LinearMipmapLinear,
                (f, _) => f,
            };
        }
        None if s.mipmaps && !is_integer => {
            sampler.min_filter = Filter::NearestMipmapLinear;
        }
        None => {}
    }
    if let Some(f) = s.min {
        sampler.min_filter = f;
    }
    if let Some(f) = s.mag {
        sampler.mag_filter = f;
    }
    use shasm_exec::texture::Filter as F;
    if is_integer
        && (sampler.mag_filter != F::Nearest
            || !matches!(sampler.min_filter, F::Nearest | F::NearestMipmapNearest))
    {
        return Err(sampler_error(
            "filter",
            "an integer texture (rgba8ui, rgba8i) filters only with nearest and nearest-mipmap-nearest (EXT_texture_integer: other filters make it incomplete)",
        ));
    }
    for (slot, w) in sampler.wrap.iter_mut().zip(s.wrap) {
        if let Some(w) = w {
            *slot = w;
        }
    }
    if let Some(b) = s.border {
        sampler.border = b;
    }
    if let Some(v) = s.lod_bias {
        sampler.lod_bias = v;
    }
    if let Some(v) = s.min_lod {
        sampler.min_lod = v;
    }
    if let Some(v) = s.max_lod {
        sampler.max_lod = v;
    }
    Ok(texture.with_sampler(sampler))
}

/// A BUFFER texture (EXT_texture_buffer_object): the image's texels, rows
/// in order (the first row first), one texel each. A buffer texture has no
/// sampler state and no mipmaps, so `format` (`rgba`, `rgba8ui`, `rgba8i`:
/// the extension has no RGB buffer formats) is its only key.
fn build_buffer(t: &Texture) -> Result<shasm_exec::texture::Texture, BuildError> {
    let s = &t.sampler;
    let refuse = |key: &'static str, why: &str| {
        sampler_error(
            key,
            format!(
                "{why} (EXT_texture_buffer_object: buffer textures have no sampler state or mipmaps; BUFFER takes only format=rgba, rgba8ui or rgba8i)"
            ),
        )
    };
    if let Some(key) = s.keys().into_iter().find(|k| *k != "format") {
        return Err(refuse(
            key,
            &format!("`{key}` does not apply to a BUFFER texture"),
        ));
    }
    let ty = match s.format {
        None | Some(TextureFormat::Rgba) => TexelType::Float,
        Some(TextureFormat::Rgba8ui) => TexelType::Unsigned,
        Some(TextureFormat::Rgba8i) => TexelType::Signed,
        Some(_) => {
            return Err(refuse(
                "format",
                "a BUFFER texture is rgba, rgba8ui or rgba8i",
            ));
        }
    };
    let image = |e: TextureError| BuildError::Image(e.to_string());
    match &t.texels {
        // An image without alpha decoded with alpha 255: RGBA reads it as
        // 1, as RGB would.
        Texels::Rgba8 { bytes, .. } => shasm_exec::texture::Texture::from_bytes(
            TexTarget::Buffer,
            BaseFormat::Rgba,
            t.width,
            t.height,
            1,
            bytes,
            ty,
        )
        .map_err(image),
        Texels::F32(texels) if ty == TexelType::Float => {
            shasm_exec::texture::Texture::buffer(BaseFormat::Rgba, ty, texels.clone())
                .map_err(image)
        }
        Texels::F32(_) => Err(sampler_error(
            "format",
            "integer formats (rgba8ui, rgba8i) take RGBA8 texels, not f32",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::{CompareFunc, Wrap};

    #[test]
    fn texture_args() {
        let a = parse_texture_arg("0:2D=examples/nv/fp/normal.png").unwrap();
        assert_eq!(a.unit, 0);
        assert_eq!(a.target, TextureTarget::Tex2D);
        assert_eq!(a.path, PathBuf::from("examples/nv/fp/normal.png"));
        let a = parse_texture_arg("TEX3:cube=sky.png").unwrap();
        assert_eq!((a.unit, a.target), (3, TextureTarget::Cube));
        let a = parse_texture_arg("2:buffer=b.png").unwrap();
        assert_eq!((a.unit, a.target), (2, TextureTarget::Buffer));
        let a = parse_texture_arg("1:2D_ARRAY=b.png").unwrap();
        assert_eq!(a.target, TextureTarget::Array2D);
        for bad in [
            "0=x.png",
            "0:2D",
            "x:2D=a.png",
            "0:4D=a.png",
            "0:2D=",
            "0:SHADOW2D=a.png",
        ] {
            assert!(
                matches!(parse_texture_arg(bad), Err(Error::BadOption { .. })),
                "{bad}"
            );
        }
    }

    #[test]
    fn sampler_args() {
        let mut args = Vec::new();
        for a in [
            "0:filter=nearest",
            "0:wrap=clamp-to-edge",
            "0:wrap-t=mirrored-repeat",
            "0:border=0,0.5,1,1",
            "0:mipmaps=on",
            "0:compare=lequal",
            "1:lod-bias=-0.5",
        ] {
            parse_sampler_arg(a, &mut args).unwrap();
        }
        let s = &args[0].1;
        assert_eq!(s.filter, Some(Filter::Nearest));
        assert_eq!(
            s.wrap,
            [
                Some(Wrap::ClampToEdge),
                Some(Wrap::MirroredRepeat),
                Some(Wrap::ClampToEdge)
            ]
        );
        assert_eq!(s.border, Some([0.0, 0.5, 1.0, 1.0]));
        assert!(s.mipmaps);
        assert_eq!(s.compare, Some(Compare::Func(CompareFunc::Lequal)));
        assert_eq!(args[1].1.lod_bias, Some(-0.5));
        for bad in [
            "0:filter=linear-mipmap-linear",
            "0:mag=nearest-mipmap-nearest",
            "0:wrap=clamp",
            "0:border=1,2,3",
            "0:lod-bias=nan",
            "0:depth=0",
            "0:colour=red",
            "filter=nearest",
        ] {
            assert!(
                matches!(
                    parse_sampler_arg(bad, &mut args),
                    Err(Error::BadOption { .. })
                ),
                "{bad}"
            );
        }
    }
}
