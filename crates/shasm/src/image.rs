//! PNG images as textures: decoding lives here, not in the interpreter
//! (shasm-exec takes RGBA8 texels through [`Texture::from_rgba8`]).
//!
//! Decoding is bounded: an image of more than [`MAX_PIXELS`] pixels is
//! refused from its header, before any pixel buffer is allocated.

use shasm_exec::texture::{BaseFormat, Texture, TextureError};
use shasm_ir::TexTarget;
use thiserror::Error;

/// The most pixels a PNG may hold: 4 Mi (2048 x 2048, or a 6 x 836² cube
/// strip). Decoded it takes 16 MiB as RGBA8 and 64 MiB as the
/// interpreter's f32 RGBA texels (before mipmaps, which add a third).
pub const MAX_PIXELS: u64 = 1 << 22;

/// Why a PNG could not become a texture.
#[non_exhaustive]
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum PngImageError {
    /// The bytes are not a PNG, or a damaged one (the decoder's words).
    #[error("not a PNG image or a damaged one: {0}")]
    Decode(String),
    /// The header gives more than [`MAX_PIXELS`] pixels.
    #[error("the image is {width}x{height} pixels, more than the {MAX_PIXELS} accepted")]
    TooLarge {
        /// The width the header gives.
        width: u32,
        /// The height the header gives.
        height: u32,
    },
    /// The image does not fit the target (see [`Texture::from_rgba8`]).
    #[error(transparent)]
    Texture(#[from] TextureError),
}

/// A decoded PNG: RGBA8 bytes, row-major, 4 a pixel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rgba8Image {
    /// Texels a row.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// RGBA8 bytes, row-major, the first row first.
    pub rgba: Vec<u8>,
    /// The file had an alpha channel (else alpha is 255 everywhere).
    pub has_alpha: bool,
}

/// Decode a PNG of any colour type and bit depth to RGBA8 (16-bit
/// channels keep their high byte, palettes and low depths are expanded).
pub fn decode_rgba8(bytes: &[u8]) -> Result<Rgba8Image, PngImageError> {
    let decode = |e: png::DecodingError| PngImageError::Decode(e.to_string());
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    // The decoder's own allocation cap, as a second guard behind the
    // header check below (at most 8 bytes a pixel before expansion).
    decoder.set_limits(png::Limits {
        bytes: (MAX_PIXELS * 8) as usize,
    });
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().map_err(decode)?;
    let (width, height) = reader.info().size();
    if width == 0 || height == 0 || u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(PngImageError::TooLarge { width, height });
    }
    let size = reader
        .output_buffer_size()
        .ok_or(PngImageError::TooLarge { width, height })?;
    let mut buf = vec![0u8; size];
    let info = reader.next_frame(&mut buf).map_err(decode)?;
    buf.truncate(info.buffer_size());
    let (rgba, has_alpha) = match info.color_type {
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
            return Err(PngImageError::Decode(
                "palette image was not expanded".into(),
            ));
        }
    };
    let want = (width as usize) * (height as usize) * 4;
    if rgba.len() != want {
        return Err(PngImageError::Decode(format!(
            "decoded {} bytes for a {width}x{height} image",
            rgba.len()
        )));
    }
    Ok(Rgba8Image {
        width,
        height,
        rgba,
        has_alpha,
    })
}

/// Decode a PNG into a single-level texture of `target` (RGBA base format
/// if the file has alpha, else RGB); the image is laid out as
/// [`Texture::from_rgba8`] says (3D: `depth` slices stacked vertically).
pub fn texture_from_png(
    bytes: &[u8],
    target: TexTarget,
    depth: u32,
) -> Result<Texture, PngImageError> {
    let image = decode_rgba8(bytes)?;
    let format = if image.has_alpha {
        BaseFormat::Rgba
    } else {
        BaseFormat::Rgb
    };
    Ok(Texture::from_rgba8(
        target,
        format,
        image.width,
        image.height,
        depth,
        &image.rgba,
    )?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encode_png(w: u32, h: u32, color: png::ColorType, data: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        {
            let mut enc = png::Encoder::new(&mut out, w, h);
            enc.set_color(color);
            enc.set_depth(png::BitDepth::Eight);
            let mut writer = enc.write_header().unwrap();
            writer.write_image_data(data).unwrap();
        }
        out
    }

    /// A PNG whose IHDR claims `w` x `h` (the CRC is left stale: the size
    /// check must come first or the CRC check, never an allocation).
    fn claiming(w: u32, h: u32) -> Vec<u8> {
        let mut bytes = encode_png(2, 2, png::ColorType::Rgb, &[0; 12]);
        bytes[16..20].copy_from_slice(&w.to_be_bytes());
        bytes[20..24].copy_from_slice(&h.to_be_bytes());
        bytes
    }

    #[test]
    fn colour_types_expand_to_rgba8() {
        let image = decode_rgba8(&encode_png(
            2,
            1,
            png::ColorType::Rgba,
            &[255, 0, 0, 255, 0, 51, 0, 128],
        ))
        .unwrap();
        assert_eq!(image.rgba, [255, 0, 0, 255, 0, 51, 0, 128]);
        assert!(image.has_alpha);
        let grey = decode_rgba8(&encode_png(1, 1, png::ColorType::Grayscale, &[7])).unwrap();
        assert_eq!(grey.rgba, [7, 7, 7, 255]);
        assert!(!grey.has_alpha);
        let ga = decode_rgba8(&encode_png(1, 1, png::ColorType::GrayscaleAlpha, &[7, 9])).unwrap();
        assert_eq!(ga.rgba, [7, 7, 7, 9]);
        let rgb = decode_rgba8(&encode_png(1, 1, png::ColorType::Rgb, &[1, 2, 3])).unwrap();
        assert_eq!(
            (rgb.width, rgb.height, rgb.rgba),
            (1, 1, vec![1, 2, 3, 255])
        );
    }

    #[test]
    fn textures_from_png() {
        let bytes = encode_png(2, 1, png::ColorType::Rgba, &[255, 0, 0, 255, 0, 51, 0, 128]);
        let t = texture_from_png(&bytes, TexTarget::Tex2D, 1).unwrap();
        assert_eq!(t.format, BaseFormat::Rgba);
        let t = texture_from_png(
            &encode_png(1, 1, png::ColorType::Grayscale, &[255]),
            TexTarget::Tex1D,
            1,
        )
        .unwrap();
        assert_eq!(t.format, BaseFormat::Rgb);
        let good = encode_png(2, 2, png::ColorType::Rgb, &[0; 12]);
        assert_eq!(
            texture_from_png(&good, TexTarget::Tex1D, 1),
            Err(PngImageError::Texture(TextureError::NotOneRow {
                width: 2,
                height: 2
            }))
        );
    }

    #[test]
    fn hostile_pngs_give_errors() {
        let good = encode_png(2, 2, png::ColorType::Rgb, &[0; 12]);
        assert!(matches!(
            decode_rgba8(b"not a png"),
            Err(PngImageError::Decode(_))
        ));
        assert!(decode_rgba8(&good[..good.len() - 20]).is_err());
        assert!(decode_rgba8(&[]).is_err());
        assert!(decode_rgba8(&claiming(100_000, 100_000)).is_err());
    }

    #[test]
    fn oversized_images_are_refused_from_the_header() {
        // 8192 x 8192 is 16 times the limit; refused before decoding (the
        // IDAT holds 2x2 pixels, so a decoder that went on would fail
        // later with a different error, after allocating 256 MiB).
        let bytes = claiming(8192, 8192);
        // The header's CRC no longer matches: fix it so that only the size
        // can be the reason.
        let mut bytes = bytes;
        let crc = crc32(&bytes[12..29]);
        bytes[29..33].copy_from_slice(&crc.to_be_bytes());
        assert_eq!(
            decode_rgba8(&bytes),
            Err(PngImageError::TooLarge {
                width: 8192,
                height: 8192
            })
        );
        // One pixel over the limit is refused, the limit itself is not
        // refused for its size (2048 x 2048 = MAX_PIXELS).
        let mut over = claiming(2049, 2048);
        let crc = crc32(&over[12..29]);
        over[29..33].copy_from_slice(&crc.to_be_bytes());
        assert!(matches!(
            decode_rgba8(&over),
            Err(PngImageError::TooLarge { .. })
        ));
        let mut at = claiming(2048, 2048);
        let crc = crc32(&at[12..29]);
        at[29..33].copy_from_slice(&crc.to_be_bytes());
        assert!(matches!(decode_rgba8(&at), Err(PngImageError::Decode(_))));
    }

    /// CRC-32 (ISO 3309, as PNG chunks use).
    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = 0xFFFF_FFFFu32;
        for &b in bytes {
            crc ^= u32::from(b);
            for _ in 0..8 {
                crc = if crc & 1 != 0 {
                    (crc >> 1) ^ 0xEDB8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }
}
