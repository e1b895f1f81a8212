//! `--texture UNIT:TARGET=FILE.png` and `--sampler UNIT:KEY=VALUE`: the
//! textures a run's texture instructions sample, built with
//! [`shasm_exec::texture`] (docs/cli.md, "Textures").

use crate::driver::Options;
use crate::error::Error;
use shasm_exec::TextureUnit;
use shasm_exec::texture::{BaseFormat, CompareFunc, DepthMode, Filter, TexelType, Texture, Wrap};
use shasm_ir::{Extra, File, Program, TexTarget};
use std::path::PathBuf;
use std::sync::Arc;

/// One `--texture` option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextureArg {
    pub unit: u32,
    pub target: TexTarget,
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
    // NV_gpu_program4 spells the array targets ARRAY1D and ARRAY2D.
    let target = match target.trim().to_ascii_uppercase().as_str() {
        "ARRAY1D" => Some(TexTarget::Array1D),
        "ARRAY2D" => Some(TexTarget::Array2D),
        name => TexTarget::from_name(name),
    }
    .filter(|t| !t.is_shadow())
    .ok_or_else(|| {
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

/// The `--sampler` keys given for one unit, before they are combined.
#[derive(Clone, Debug, Default)]
struct SamplerArgs {
    filter: Option<Filter>,
    min: Option<Filter>,
    mag: Option<Filter>,
    wrap: [Option<Wrap>; 3],
    border: Option<[f32; 4]>,
    mipmaps: bool,
    lod_bias: Option<f32>,
    min_lod: Option<f32>,
    max_lod: Option<f32>,
    format: Option<BaseFormat>,
    /// `format=rgba8ui` or `format=rgba8i`: an integer texture.
    integer: Option<TexelType>,
    depth_mode: Option<DepthMode>,
    compare: Option<Option<CompareFunc>>,
    depth: Option<u32>,
    /// Every key given, in order (a BUFFER texture takes only `format`).
    keys: Vec<String>,
}

fn filter(name: &str) -> Option<Filter> {
    Some(match name {
        "nearest" => Filter::Nearest,
        "linear" => Filter::Linear,
        "nearest-mipmap-nearest" => Filter::NearestMipmapNearest,
        "linear-mipmap-nearest" => Filter::LinearMipmapNearest,
        "nearest-mipmap-linear" => Filter::NearestMipmapLinear,
        "linear-mipmap-linear" => Filter::LinearMipmapLinear,
        _ => return None,
    })
}

fn wrap(name: &str) -> Option<Wrap> {
    Some(match name {
        "repeat" => Wrap::Repeat,
        "clamp-to-edge" => Wrap::ClampToEdge,
        "mirrored-repeat" => Wrap::MirroredRepeat,
        "clamp-to-border" => Wrap::ClampToBorder,
        _ => return None,
    })
}

fn compare(name: &str) -> Option<Option<CompareFunc>> {
    Some(Some(match name {
        "none" => return Some(None),
        "never" => CompareFunc::Never,
        "less" => CompareFunc::Less,
        "equal" => CompareFunc::Equal,
        "lequal" => CompareFunc::Lequal,
        "greater" => CompareFunc::Greater,
        "notequal" => CompareFunc::Notequal,
        "gequal" => CompareFunc::Gequal,
        "always" => CompareFunc::Always,
        _ => return None,
    }))
}

fn format(name: &str) -> Option<BaseFormat> {
    Some(match name {
        "rgba" => BaseFormat::Rgba,
        "rgb" => BaseFormat::Rgb,
        "luminance" => BaseFormat::Luminance,
        "luminance-alpha" => BaseFormat::LuminanceAlpha,
        "intensity" => BaseFormat::Intensity,
        "alpha" => BaseFormat::Alpha,
        // GL's initial DEPTH_TEXTURE_MODE is LUMINANCE.
        "depth" => BaseFormat::Depth(DepthMode::Luminance),
        _ => return None,
    })
}

fn depth_mode(name: &str) -> Option<DepthMode> {
    Some(match name {
        "luminance" => DepthMode::Luminance,
        "intensity" => DepthMode::Intensity,
        "alpha" => DepthMode::Alpha,
        _ => return None,
    })
}

/// Parse one `--sampler UNIT:KEY=VALUE` into `args`.
fn parse_sampler_arg(text: &str, args: &mut Vec<(u32, SamplerArgs)>) -> Result<(), Error> {
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
            args.push((unit, SamplerArgs::default()));
            args.len() - 1
        }
    };
    let s = &mut args[slot].1;
    s.keys.push(key.to_string());
    let bad = |what: &str| usage(format!("`{value}` is not {what}"));
    let number = || {
        value
            .parse::<f32>()
            .ok()
            .filter(|v| !v.is_nan())
            .ok_or_else(|| bad("a number"))
    };
    const FILTERS: &str = "a filter (nearest, linear, nearest-mipmap-nearest, linear-mipmap-nearest, nearest-mipmap-linear, linear-mipmap-linear)";
    const WRAPS: &str = "a wrap mode (repeat, clamp-to-edge, mirrored-repeat, clamp-to-border)";
    match key {
        "filter" => match filter(value) {
            Some(f @ (Filter::Nearest | Filter::Linear)) => s.filter = Some(f),
            _ => return Err(bad("nearest or linear (use min= for mipmap filters)")),
        },
        "min" => s.min = Some(filter(value).ok_or_else(|| bad(FILTERS))?),
        "mag" => match filter(value) {
            Some(f @ (Filter::Nearest | Filter::Linear)) => s.mag = Some(f),
            _ => return Err(bad("nearest or linear (magnification uses no mipmaps)")),
        },
        "wrap" => s.wrap = [Some(wrap(value).ok_or_else(|| bad(WRAPS))?); 3],
        "wrap-s" => s.wrap[0] = Some(wrap(value).ok_or_else(|| bad(WRAPS))?),
        "wrap-t" => s.wrap[1] = Some(wrap(value).ok_or_else(|| bad(WRAPS))?),
        "wrap-r" => s.wrap[2] = Some(wrap(value).ok_or_else(|| bad(WRAPS))?),
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
            // EXT_texture_integer: RGBA8UI and RGBA8I keep the image's
            // bytes as integers (unsigned, or two's complement).
            s.integer = match value {
                "rgba8ui" => Some(TexelType::Unsigned),
                "rgba8i" => Some(TexelType::Signed),
                _ => None,
            };
            s.format = Some(match s.integer {
                Some(_) => BaseFormat::Rgba,
                None => format(value).ok_or_else(|| {
                    bad("a base format (rgba, rgb, luminance, luminance-alpha, intensity, alpha, depth) or an integer format (rgba8ui, rgba8i)")
                })?,
            })
        }
        "depth-mode" => {
            s.depth_mode = Some(
                depth_mode(value)
                    .ok_or_else(|| bad("a depth mode (luminance, intensity, alpha)"))?,
            )
        }
        "compare" => {
            s.compare = Some(compare(value).ok_or_else(|| {
                bad("a compare function (none, never, less, equal, lequal, greater, notequal, gequal, always)")
            })?)
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

/// A texture to bind, with its unit.
pub type Binding = (u32, Arc<dyn TextureUnit>);

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

/// The `--texture` and `--sampler` values of a run: the inputs file's
/// `texture` and `sampler` lines (a relative image path is relative to the
/// inputs file's folder), then the options'.
pub fn texture_options(options: &Options) -> Result<(Vec<String>, Vec<String>), Error> {
    let mut textures = Vec::new();
    let mut samplers = Vec::new();
    if let Some(path) = &options.inputs {
        let text = crate::session::inputs_text(path)?;
        let folder = path.parent().unwrap_or(std::path::Path::new(""));
        for (number, line) in crate::session::inputs_file_lines(&text) {
            let Some((keyword, rest)) = crate::session::binding_line(line) else {
                continue;
            };
            let origin = Some(format!("{}:{number}", path.display()));
            if keyword == "sampler" {
                samplers.push(rest.to_string());
                continue;
            }
            let arg = parse_texture_arg(rest).map_err(|e| crate::session::at_origin(e, origin))?;
            let (head, _) = rest.split_once('=').unwrap_or((rest, ""));
            textures.push(format!("{head}={}", folder.join(&arg.path).display()));
        }
    }
    textures.extend(options.textures.iter().cloned());
    samplers.extend(options.samplers.iter().cloned());
    Ok((textures, samplers))
}

/// The texture units a run binds (by `--texture` or an inputs file's
/// `texture` lines), without reading the images.
pub fn bound_units(options: &Options) -> Result<Vec<u32>, Error> {
    let (textures, _) = texture_options(options)?;
    textures
        .iter()
        .map(|t| parse_texture_arg(t).map(|a| a.unit))
        .collect()
}

/// Build the textures of `--texture` / `--sampler` for `program`: (unit,
/// texture) pairs to bind.
///
/// Errors: option syntax, a unit the program does not sample or samples as
/// another target: [`Error::BadOption`]; an unreadable or oversized file:
/// [`Error::Io`], [`Error::TooLarge`]; an image that is not a PNG or does
/// not fit the target: [`Error::Image`].
pub fn load(program: &Program, options: &Options) -> Result<Vec<Binding>, Error> {
    let (textures, sampler_texts) = texture_options(options)?;
    let mut samplers = Vec::new();
    for text in &sampler_texts {
        parse_sampler_arg(text, &mut samplers)?;
    }
    let args = textures
        .iter()
        .map(|t| parse_texture_arg(t))
        .collect::<Result<Vec<_>, _>>()?;
    for (unit, _) in &samplers {
        if !args.iter().any(|a| a.unit == *unit) {
            return Err(Error::bad_option(
                "--sampler",
                format!("{unit}:..."),
                format!("no --texture binds unit {unit}"),
            ));
        }
    }
    let sampled = sampled_units(program);
    let describe = || {
        if sampled.is_empty() {
            "it samples no textures".to_string()
        } else {
            let list: Vec<String> = sampled
                .iter()
                .map(|(u, t)| format!("{} as {}", program.spell(File::Sampler, *u), t.name()))
                .collect();
            format!("it samples {}", list.join(", "))
        }
    };
    let mut out: Vec<Binding> = Vec::new();
    for (k, arg) in args.iter().enumerate() {
        let text = &textures[k];
        if args[..k].iter().any(|a| a.unit == arg.unit) {
            return Err(Error::bad_option(
                "--texture",
                text,
                format!("unit {} is bound twice", arg.unit),
            ));
        }
        let targets: Vec<TexTarget> = sampled
            .iter()
            .filter(|(u, _)| *u == arg.unit)
            // A SHADOW target reads the texture of its base target.
            .map(|(_, t)| t.texture())
            .collect();
        if targets.is_empty() {
            return Err(Error::bad_option(
                "--texture",
                text,
                format!(
                    "the program does not sample texture unit {} ({})",
                    arg.unit,
                    describe()
                ),
            ));
        }
        if !targets.contains(&arg.target) {
            return Err(Error::bad_option(
                "--texture",
                text,
                format!(
                    "the program samples unit {} as {}, not {}",
                    arg.unit,
                    targets
                        .iter()
                        .map(|t| t.name())
                        .collect::<Vec<_>>()
                        .join(" and "),
                    arg.target.name()
                ),
            ));
        }
        let settings = samplers
            .iter()
            .find(|(u, _)| *u == arg.unit)
            .map(|(_, s)| s.clone())
            .unwrap_or_default();
        let texture = build(arg, &settings)?;
        out.push((arg.unit, texture.into_unit()));
    }
    Ok(out)
}

/// Read, decode and configure one texture.
fn build(arg: &TextureArg, s: &SamplerArgs) -> Result<Texture, Error> {
    let bytes =
        crate::limits::read_file(&arg.path, crate::limits::MAX_IMAGE_FILE, "texture image")?;
    let invalid = |why: String| Error::Image {
        path: arg.path.clone(),
        reason: why,
    };
    if arg.target == TexTarget::Buffer {
        return build_buffer(arg, s, &bytes).map_err(|e| match e {
            BufferError::Option(e) => e,
            BufferError::Image(why) => invalid(why),
        });
    }
    let depth = match (arg.target, s.depth) {
        (TexTarget::Tex3D | TexTarget::Array2D, Some(d)) => d,
        // Square slices (layers) stacked vertically unless depth= says
        // otherwise.
        (TexTarget::Tex3D | TexTarget::Array2D, None) => png_size(&bytes)
            .map(|(w, h)| if w > 0 && h % w == 0 { h / w } else { 0 })
            .unwrap_or(1),
        (_, Some(_)) => {
            return Err(Error::bad_option(
                "--sampler",
                format!("{}:depth", arg.unit),
                format!(
                    "depth=N applies to 3D and ARRAY2D textures, not {}",
                    arg.target.name()
                ),
            ));
        }
        _ => 1,
    };
    if matches!(arg.target, TexTarget::Tex3D | TexTarget::Array2D) && depth == 0 {
        return Err(invalid(
            "a 3D image holds square slices stacked vertically (height a multiple of the width); give --sampler UNIT:depth=N for other slice shapes".into(),
        ));
    }
    let mut texture = match s.integer {
        Some(ty) => {
            let image = crate::image::decode_rgba8(&bytes).map_err(|e| invalid(e.to_string()))?;
            Texture::from_bytes(
                arg.target,
                BaseFormat::Rgba,
                image.width,
                image.height,
                depth,
                &image.rgba,
                ty,
            )
            .map_err(|e| invalid(e.to_string()))?
        }
        None => crate::image::texture_from_png(&bytes, arg.target, depth)
            .map_err(|e| invalid(e.to_string()))?,
    };
    if let Some(f) = s.format {
        texture.format = f;
    }
    if let Some(mode) = s.depth_mode {
        match texture.format {
            BaseFormat::Depth(_) => texture.format = BaseFormat::Depth(mode),
            _ => {
                return Err(Error::bad_option(
                    "--sampler",
                    format!("{}:depth-mode", arg.unit),
                    "depth-mode needs format=depth",
                ));
            }
        }
    }
    let mut sampler = texture.sampler;
    if let Some(c) = s.compare {
        if c.is_some() && !matches!(texture.format, BaseFormat::Depth(_)) {
            return Err(Error::bad_option(
                "--sampler",
                format!("{}:compare", arg.unit),
                "compare needs format=depth (ARB_shadow compares depth textures)",
            ));
        }
        sampler.compare = c;
    }
    if s.mipmaps {
        if arg.target == TexTarget::Rect {
            return Err(Error::bad_option(
                "--sampler",
                format!("{}:mipmaps", arg.unit),
                "RECT textures have no mipmaps (NV_texture_rectangle)",
            ));
        }
        texture.generate_mipmaps();
    }
    let integer = s.integer.is_some();
    if integer {
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
        None if s.mipmaps && !integer => sampler.min_filter = Filter::NearestMipmapLinear,
        None => {}
    }
    if let Some(f) = s.min {
        sampler.min_filter = f;
    }
    if let Some(f) = s.mag {
        sampler.mag_filter = f;
    }
    if integer
        && (sampler.mag_filter != Filter::Nearest
            || !matches!(
                sampler.min_filter,
                Filter::Nearest | Filter::NearestMipmapNearest
            ))
    {
        return Err(Error::bad_option(
            "--sampler",
            format!("{}:filter", arg.unit),
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
    let texture = texture.with_sampler(sampler);
    Ok(texture)
}

enum BufferError {
    Option(Error),
    Image(String),
}

/// A BUFFER texture (EXT_texture_buffer_object): the PNG's texels, rows in
/// order (the first row first), one texel each. A buffer texture has no
/// sampler state and no mipmaps, so `format` (`rgba`, `rgba8ui`,
/// `rgba8i`: the extension has no RGB buffer formats) is its only key.
fn build_buffer(arg: &TextureArg, s: &SamplerArgs, bytes: &[u8]) -> Result<Texture, BufferError> {
    let refuse = |key: &str, why: &str| {
        BufferError::Option(Error::bad_option(
            "--sampler",
            format!("{}:{key}", arg.unit),
            format!(
                "{why} (EXT_texture_buffer_object: buffer textures have no sampler state or mipmaps; BUFFER takes only format=rgba, rgba8ui or rgba8i)"
            ),
        ))
    };
    if let Some(key) = s.keys.iter().find(|k| *k != "format") {
        return Err(refuse(
            key,
            &format!("`{key}` does not apply to a BUFFER texture"),
        ));
    }
    if s.integer.is_none() && s.format.is_some_and(|f| f != BaseFormat::Rgba) {
        return Err(refuse(
            "format",
            "a BUFFER texture is rgba, rgba8ui or rgba8i",
        ));
    }
    let image = crate::image::decode_rgba8(bytes).map_err(|e| BufferError::Image(e.to_string()))?;
    // An image without alpha decoded with alpha 255: RGBA reads it as 1,
    // as RGB would.
    Texture::from_bytes(
        TexTarget::Buffer,
        BaseFormat::Rgba,
        image.width,
        image.height,
        1,
        &image.rgba,
        s.integer.unwrap_or(TexelType::Float),
    )
    .map_err(|e| BufferError::Image(e.to_string()))
}

/// Width and height from a PNG's IHDR chunk, if the header is there.
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let w = bytes.get(16..20)?;
    let h = bytes.get(20..24)?;
    Some((
        u32::from_be_bytes(w.try_into().ok()?),
        u32::from_be_bytes(h.try_into().ok()?),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texture_args() {
        let a = parse_texture_arg("0:2D=examples/nv/fp/normal.png").unwrap();
        assert_eq!(a.unit, 0);
        assert_eq!(a.target, TexTarget::Tex2D);
        assert_eq!(a.path, PathBuf::from("examples/nv/fp/normal.png"));
        let a = parse_texture_arg("TEX3:cube=sky.png").unwrap();
        assert_eq!((a.unit, a.target), (3, TexTarget::Cube));
        let a = parse_texture_arg("2:buffer=b.png").unwrap();
        assert_eq!((a.unit, a.target), (2, TexTarget::Buffer));
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
        assert_eq!(s.compare, Some(Some(CompareFunc::Lequal)));
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
