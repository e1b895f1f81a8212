//! The textures piglit's texture commands make, and `texparameter`.

use super::*;

pub(super) fn texture_error(e: Error) -> Box<Diagnostic> {
    Box::new(Diagnostic::error(0..0, e.to_string()).with_code("shader-test/texture"))
}

/// piglit's rgbw image (piglit_rgbw_image, alpha 1): the lower-left
/// quadrant red, lower-right green, upper-left blue, upper-right white,
/// NEAREST filtering, CLAMP_TO_EDGE.
pub(super) fn rgbw((w, h): (u32, u32)) -> Result<Texture, Box<Diagnostic>> {
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
pub(super) fn miptree() -> Result<Texture, Box<Diagnostic>> {
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
pub(super) fn checkerboard(
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
pub(super) fn shadow((w, h): (u32, u32)) -> Result<Texture, Box<Diagnostic>> {
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

pub(super) fn nearest_clamped() -> crate::Sampler {
    crate::Sampler {
        filter: Some(crate::Filter::Nearest),
        wrap: [Some(crate::Wrap::ClampToEdge); 3],
        ..crate::Sampler::default()
    }
}

/// Apply `texparameter TARGET KEY VALUE` (GL names: `min nearest`,
/// `wrap_s clamp_to_edge`, `compare_func greater`, ...).
pub(super) fn tex_parameter(s: &mut crate::Sampler, key: &str, value: &str) -> Result<(), String> {
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
