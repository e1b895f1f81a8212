//! One RGBA8 image (as an image file holds it) cut into the images of a
//! texture target: 1D one row, 3D slices stacked vertically, CUBE six
//! square faces side by side. Image files are decoded elsewhere (the
//! interpreter reads no file format).

use super::{BaseFormat, Image, TexelType, Texture, TextureError, check_size};
use shasm_ir::TexTarget;

impl Texture {
    /// A single-level texture from one `width` x `height` image of RGBA8
    /// bytes (row-major, 4 bytes a texel), normalised to k/255. For 1D the
    /// image must be one row; for 3D it is `depth` slices stacked vertically;
    /// for CUBE six square faces side by side (+X, -X, +Y, -Y, +Z, -Z); for
    /// BUFFER every texel of the image in row order, the first row first.
    /// `depth` is ignored by the other targets.
    pub fn from_rgba8(
        target: TexTarget,
        format: BaseFormat,
        width: u32,
        height: u32,
        depth: u32,
        rgba: &[u8],
    ) -> Result<Texture, TextureError> {
        Texture::from_bytes(target, format, width, height, depth, rgba, TexelType::Float)
    }

    /// As [`Texture::from_rgba8`], with the bytes read as components of
    /// type `ty`: an integer texture (EXT_texture_integer `RGBA8UI`,
    /// `RGBA8I`) holds the byte values themselves.
    pub fn from_bytes(
        target: TexTarget,
        format: BaseFormat,
        width: u32,
        height: u32,
        depth: u32,
        rgba: &[u8],
        ty: TexelType,
    ) -> Result<Texture, TextureError> {
        if target == TexTarget::Buffer {
            // The image's texels, rows in order (first row first), one
            // texel each: a buffer has no rows of its own.
            let n = u64::from(width) * u64::from(height);
            if rgba.len() as u64 != n.saturating_mul(4) {
                return Err(TextureError::BadData {
                    got: rgba.len(),
                    want: usize::try_from(n.saturating_mul(4)).unwrap_or(usize::MAX),
                });
            }
            return Texture::buffer_from_bytes(format, rgba, ty);
        }
        let image = |w, h, d, bytes: &[u8]| Image::from_bytes(w, h, d, bytes, ty);
        let texture = Texture::lay_out(target, format, width, height, depth, rgba, 4, image)?;
        Ok(Texture {
            texel_type: ty,
            ..texture
        })
    }

    /// A single-level float texture from one `width` x `height` image of
    /// RGBA texels (row-major), laid out as [`Texture::from_rgba8`] lays out
    /// bytes; the texels are taken as they are. BUFFER is not laid out here.
    pub fn from_rgba32f(
        target: TexTarget,
        format: BaseFormat,
        width: u32,
        height: u32,
        depth: u32,
        texels: &[[f32; 4]],
    ) -> Result<Texture, TextureError> {
        let image = |w, h, d, texels: &[[f32; 4]]| Image::rgba32f(w, h, d, texels.to_vec());
        Texture::lay_out(target, format, width, height, depth, texels, 1, image)
    }

    /// Cut `data`, `per_texel` elements a texel, into the images of
    /// `target` (see [`Texture::from_rgba8`]); `image` makes one image.
    #[allow(clippy::too_many_arguments)]
    fn lay_out<T: Copy>(
        target: TexTarget,
        format: BaseFormat,
        width: u32,
        height: u32,
        depth: u32,
        rgba: &[T],
        per_texel: usize,
        image: impl Fn(u32, u32, u32, &[T]) -> Result<Image, TextureError>,
    ) -> Result<Texture, TextureError> {
        let (w, h) = (width, height);
        // Checked first: everything below then fits in u32 and usize.
        let n = check_size(w, h, 1)?;
        if rgba.len() != n * per_texel {
            return Err(TextureError::BadData {
                got: rgba.len(),
                want: n * per_texel,
            });
        }
        match target {
            TexTarget::Tex1D => {
                if h != 1 {
                    return Err(TextureError::NotOneRow {
                        width: w,
                        height: h,
                    });
                }
                Ok(Texture::new(target, format, vec![image(w, 1, 1, rgba)?]))
            }
            TexTarget::Tex2D | TexTarget::Rect => {
                Ok(Texture::new(target, format, vec![image(w, h, 1, rgba)?]))
            }
            // EXT_texture_array: a 1D array is one layer a row.
            TexTarget::Array1D => Ok(Texture::new(target, format, vec![image(w, 1, h, rgba)?])),
            TexTarget::Tex3D | TexTarget::Array2D => {
                if depth == 0 || h % depth != 0 {
                    return Err(TextureError::BadSliceCount { depth, height: h });
                }
                Ok(Texture::new(
                    target,
                    format,
                    vec![image(w, h / depth, depth, rgba)?],
                ))
            }
            TexTarget::Cube => {
                if u64::from(w) != 6 * u64::from(h) {
                    return Err(TextureError::NotCubeStrip {
                        width: w,
                        height: h,
                    });
                }
                let (w, h) = (w as usize, h as usize);
                let face = |k: usize| -> Result<Vec<Image>, TextureError> {
                    let mut bytes = Vec::with_capacity(h * h * per_texel);
                    for y in 0..h {
                        let start = (y * w + k * h) * per_texel;
                        let end = start + h * per_texel;
                        bytes.extend_from_slice(rgba.get(start..end).unwrap_or(&[]));
                    }
                    Ok(vec![image(height, height, 1, &bytes)?])
                };
                Ok(Texture::cube(
                    format,
                    [face(0)?, face(1)?, face(2)?, face(3)?, face(4)?, face(5)?],
                ))
            }
            other => Err(TextureError::UnsupportedTarget(other)),
        }
    }
}
