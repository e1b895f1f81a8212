//! A texture model for TEX, TXP and TXD (NV_fragment_program §3.11.5.38-40,
//! which defer to the conventional lookup of OpenGL 1.2.1 §3.8):
//! 1D, 2D, 3D, CUBE and RECT targets; nearest and linear filtering with
//! mipmaps (λ from the partial derivatives, §3.8.5); REPEAT, CLAMP_TO_EDGE,
//! MIRRORED_REPEAT and CLAMP_TO_BORDER; depth textures with the ARB_shadow
//! comparison (notes §5.8); the base-format mapping of Table X.5; and the
//! rule that an incomplete texture reads (0, 0, 0, 0).
//!
//! Texels are held as f32 RGBA. RGBA8 images are normalised on upload
//! (k/255), so filtering results are the same whatever the source.
//! Non-power-of-two sizes are accepted (OpenGL 2.0 rules).
//!
//! Modules: [`format`] (base formats and texel storage), [`sampler`]
//! (sampler state), [`sampling`] (λ, mipmap selection and filtering),
//! [`wrap`] (wrap modes), [`cube`] (cube face selection), [`depth`] (depth
//! comparison).

mod cube;
mod depth;
mod format;
mod sampler;
mod sampling;
mod wrap;

pub use format::{BaseFormat, DepthMode, Image};
pub use sampler::{CompareFunc, Filter, Sampler, Wrap};

use crate::env::{TexQuery, TextureUnit};
use format::check_size;
use shasm_ir::TexTarget;
use std::sync::Arc;
use thiserror::Error;

/// The largest width, height or depth accepted.
pub const MAX_SIZE: u32 = 16384;
/// The largest number of texels of one image.
pub const MAX_TEXELS: u64 = 1 << 26;

/// Why a texture could not be made.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum TextureError {
    #[error(
        "image size {0}x{1}x{2} is out of range (1..={MAX_SIZE} per side, {MAX_TEXELS} texels)"
    )]
    BadSize(u32, u32, u32),
    #[error("image data has {got} values, {want} expected for its size")]
    BadData { got: usize, want: usize },
    #[error("not a PNG image or a damaged one: {0}")]
    Png(String),
    #[error("{0}")]
    Layout(String),
}

/// A texture object bound to one target: its images and sampler state.
#[derive(Clone, Debug, PartialEq)]
pub struct Texture {
    pub target: TexTarget,
    pub format: BaseFormat,
    pub sampler: Sampler,
    /// Mipmap levels from the base; for CUBE, six faces (+X, -X, +Y, -Y,
    /// +Z, -Z) each with its levels.
    pub(super) faces: Vec<Vec<Image>>,
}

impl Texture {
    /// A 1D, 2D, 3D or RECT texture from its levels (level 0 first).
    pub fn new(target: TexTarget, format: BaseFormat, levels: Vec<Image>) -> Texture {
        Texture {
            target,
            format,
            sampler: Sampler::default(),
            faces: vec![levels],
        }
    }

    /// A cube map from six faces (+X, -X, +Y, -Y, +Z, -Z), each with levels.
    pub fn cube(format: BaseFormat, faces: [Vec<Image>; 6]) -> Texture {
        Texture {
            target: TexTarget::Cube,
            format,
            sampler: Sampler {
                wrap: [Wrap::ClampToEdge; 3],
                ..Sampler::default()
            },
            faces: faces.into(),
        }
    }

    pub fn with_sampler(mut self, sampler: Sampler) -> Texture {
        self.sampler = sampler;
        self
    }

    /// Replace the levels below the base by box-filtered ones, down to 1x1.
    pub fn generate_mipmaps(&mut self) {
        for levels in &mut self.faces {
            levels.truncate(1);
            while let Some(last) = levels.last() {
                if last.width == 1 && last.height == 1 && last.depth == 1 {
                    break;
                }
                let next = last.half();
                levels.push(next);
            }
        }
    }

    /// Decode a PNG (any colour type and depth, expanded to RGBA8) into a
    /// texture. For 1D the image must be one row; for 3D it is `depth`
    /// slices stacked vertically; for CUBE six square faces side by side
    /// (+X, -X, +Y, -Y, +Z, -Z). Hostile or damaged files give an error.
    pub fn from_png(bytes: &[u8], target: TexTarget, depth: u32) -> Result<Texture, TextureError> {
        let (w, h, rgba, has_alpha) = decode_png(bytes)?;
        let format = if has_alpha {
            BaseFormat::Rgba
        } else {
            BaseFormat::Rgb
        };
        match target {
            TexTarget::Tex1D => {
                if h != 1 {
                    return Err(TextureError::Layout(format!(
                        "a 1D texture needs an image one pixel high, this one is {w}x{h}"
                    )));
                }
                Ok(Texture::new(
                    target,
                    format,
                    vec![Image::rgba8(w, 1, 1, &rgba)?],
                ))
            }
            TexTarget::Tex2D | TexTarget::Rect => Ok(Texture::new(
                target,
                format,
                vec![Image::rgba8(w, h, 1, &rgba)?],
            )),
            TexTarget::Tex3D => {
                if depth == 0 || h % depth != 0 {
                    return Err(TextureError::Layout(format!(
                        "a 3D texture of depth {depth} needs the image height ({h}) to be a multiple of it"
                    )));
                }
                Ok(Texture::new(
                    target,
                    format,
                    vec![Image::rgba8(w, h / depth, depth, &rgba)?],
                ))
            }
            TexTarget::Cube => {
                if w != 6 * h {
                    return Err(TextureError::Layout(format!(
                        "a cube map needs six square faces side by side (width = 6 x height), this image is {w}x{h}"
                    )));
                }
                let face = |k: u32| -> Result<Vec<Image>, TextureError> {
                    let mut bytes = Vec::with_capacity((h * h * 4) as usize);
                    for y in 0..h {
                        let start = ((y * w + k * h) * 4) as usize;
                        let end = start + (h * 4) as usize;
                        bytes.extend_from_slice(rgba.get(start..end).unwrap_or(&[]));
                    }
                    Ok(vec![Image::rgba8(h, h, 1, &bytes)?])
                };
                Ok(Texture::cube(
                    format,
                    [face(0)?, face(1)?, face(2)?, face(3)?, face(4)?, face(5)?],
                ))
            }
            other => Err(TextureError::Layout(format!(
                "target {} is not a NV_fragment_program target",
                other.name()
            ))),
        }
    }

    /// Whether the texture is complete and consistent (§3.8.9); an
    /// incomplete one reads (0, 0, 0, 0) (§3.11.5.38).
    pub fn is_complete(&self) -> bool {
        let Some(base) = self.faces.first().and_then(|l| l.first()) else {
            return false;
        };
        let (w, h, d) = (base.width, base.height, base.depth);
        let dims_ok = match self.target {
            TexTarget::Tex1D => h == 1 && d == 1,
            TexTarget::Tex2D | TexTarget::Rect => d == 1,
            TexTarget::Tex3D => true,
            TexTarget::Cube => w == h && d == 1 && self.faces.len() == 6,
            _ => false,
        };
        if !dims_ok {
            return false;
        }
        let mipmapped = self.sampler.min_filter.uses_mipmaps();
        if self.target == TexTarget::Rect && mipmapped {
            // NV_texture_rectangle: no mipmap filters.
            return false;
        }
        for levels in &self.faces {
            let Some(first) = levels.first() else {
                return false;
            };
            if (first.width, first.height, first.depth) != (w, h, d) {
                return false;
            }
            if mipmapped {
                let needed = mip_levels(w, h, d);
                if levels.len() < needed {
                    return false;
                }
                for (i, level) in levels.iter().take(needed).enumerate() {
                    let size = |s: u32| (s >> i).max(1);
                    let want = (
                        size(w),
                        size(h),
                        if self.target == TexTarget::Tex3D {
                            size(d)
                        } else {
                            1
                        },
                    );
                    if (level.width, level.height, level.depth) != want {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Shareable handle for [`crate::Env::bind_texture`].
    pub fn into_unit(self) -> Arc<dyn TextureUnit> {
        Arc::new(self)
    }
}

impl TextureUnit for Texture {
    fn sample(&self, q: &TexQuery) -> [f32; 4] {
        if q.target != self.target {
            // The unit holds no texture for this target: incomplete.
            return [0.0; 4];
        }
        self.lookup([q.coord[0], q.coord[1], q.coord[2]], q.ddx, q.ddy)
    }

    fn size(&self, target: TexTarget, lod: i32) -> [i32; 4] {
        let levels = self.faces.first().map_or(0, Vec::len);
        match self
            .faces
            .first()
            .and_then(|l| l.get(usize::try_from(lod).ok()?))
        {
            Some(img) if target == self.target => [
                img.width as i32,
                img.height as i32,
                img.depth as i32,
                levels as i32,
            ],
            _ => [0; 4],
        }
    }
}

fn mip_levels(w: u32, h: u32, d: u32) -> usize {
    let m = w.max(h).max(d).max(1);
    (32 - m.leading_zeros()) as usize
}

/// Decode a PNG to RGBA8 with its size and whether it had alpha.
fn decode_png(bytes: &[u8]) -> Result<(u32, u32, Vec<u8>, bool), TextureError> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_limits(png::Limits {
        bytes: (MAX_TEXELS * 4) as usize,
    });
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder
        .read_info()
        .map_err(|e| TextureError::Png(e.to_string()))?;
    let (w, h) = reader.info().size();
    check_size(w, h, 1)?;
    let size = reader
        .output_buffer_size()
        .ok_or_else(|| TextureError::Png("image too large".into()))?;
    let mut buf = vec![0u8; size];
    let info = reader
        .next_frame(&mut buf)
        .map_err(|e| TextureError::Png(e.to_string()))?;
    buf.truncate(info.buffer_size());
    let n = (w as usize) * (h as usize);
    let (rgba, alpha) = match info.color_type {
        png::ColorType::Rgba => (buf, true),
        png::ColorType::Rgb => (
            buf.chunks_exact(3)
                .flat_map(|c| [c[0], c[1], c[2], 255])
                .collect(),
            false,
        ),
        png::ColorType::GrayscaleAlpha => (
            buf.chunks_exact(2)
                .flat_map(|c| [c[0], c[0], c[0], c[1]])
                .collect(),
            true,
        ),
        png::ColorType::Grayscale => (buf.iter().flat_map(|&g| [g, g, g, 255]).collect(), false),
        png::ColorType::Indexed => {
            return Err(TextureError::Png("palette image was not expanded".into()));
        }
    };
    if rgba.len() != n * 4 {
        return Err(TextureError::Png(format!(
            "decoded {} bytes for a {w}x{h} image",
            rgba.len()
        )));
    }
    Ok((w, h, rgba, alpha))
}

#[cfg(test)]
mod tests;
