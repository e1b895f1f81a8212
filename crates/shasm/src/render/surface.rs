//! What draws draw into: a framebuffer with its state, and PNGs of it.

use super::*;

/// A framebuffer with its state: what draw calls draw into.
#[derive(Clone, Debug)]
pub struct Surface {
    pub(super) framebuffer: Framebuffer,
    /// The fixed state draws read (viewport, depth test, clip planes...).
    pub state: State,
    /// The fixed-function vertex stage's projection (row-major); identity
    /// by default.
    pub projection: [[f32; 4]; 4],
    /// The user clip planes (glClipPlane, OpenGL 2.1 §2.17) in eye
    /// coordinates, plane n at index n; a plane not given is (0, 0, 0, 0).
    /// They clip what the fixed-function vertex stage and ARB
    /// position-invariant programs draw, where enabled
    /// ([`State::clip_enabled`]); the modelview matrix is the identity,
    /// so eye coordinates are the vertex's position.
    pub clip_planes: Vec<[f32; 4]>,
}

impl Surface {
    /// A `width`×`height` surface with `targets` colour buffers of 8 bits
    /// a channel and GL's initial state.
    pub fn new(width: u32, height: u32, targets: usize) -> Result<Surface, Error> {
        Ok(Surface {
            framebuffer: Framebuffer::new(width, height, targets, ColorFormat::Unorm8)?,
            state: State::new(width, height),
            projection: IDENTITY,
            clip_planes: Vec::new(),
        })
    }

    /// The pixels.
    pub fn framebuffer(&self) -> &Framebuffer {
        &self.framebuffer
    }

    /// The pixels, to clear.
    pub fn framebuffer_mut(&mut self) -> &mut Framebuffer {
        &mut self.framebuffer
    }

    /// Colour buffer `target` as a PNG (RGBA, 8 bits a channel, top row
    /// first), each pixel scaled up to `scale`×`scale`.
    pub fn to_png(&self, target: usize, scale: u32) -> Result<Vec<u8>, Error> {
        to_png(&self.framebuffer, target, scale)
    }
}

const IDENTITY: [[f32; 4]; 4] = [
    [1.0, 0.0, 0.0, 0.0],
    [0.0, 1.0, 0.0, 0.0],
    [0.0, 0.0, 1.0, 0.0],
    [0.0, 0.0, 0.0, 1.0],
];

/// glOrtho's matrix (OpenGL 2.1 §2.11.2), row-major.
pub fn ortho(left: f32, right: f32, bottom: f32, top: f32, near: f32, far: f32) -> [[f32; 4]; 4] {
    let (rl, tb, fnr) = (right - left, top - bottom, far - near);
    [
        [2.0 / rl, 0.0, 0.0, -(right + left) / rl],
        [0.0, 2.0 / tb, 0.0, -(top + bottom) / tb],
        [0.0, 0.0, -2.0 / fnr, -(far + near) / fnr],
        [0.0, 0.0, 0.0, 1.0],
    ]
}

/// The largest picture [`to_png`] writes, in pixels after scaling.
pub const MAX_PNG_PIXELS: u64 = 1 << 26;

/// Colour buffer `target` of `fb` as PNG bytes, rows from the top, each
/// pixel repeated `scale` times in both directions.
pub fn to_png(fb: &Framebuffer, target: usize, scale: u32) -> Result<Vec<u8>, Error> {
    let buffer = fb.color_buffer(target).ok_or_else(|| {
        Error::bad_option("--target", target.to_string(), "no such colour buffer")
    })?;
    let scale = scale.max(1);
    let (w, h) = (fb.width(), fb.height());
    let (sw, sh) = (
        u64::from(w) * u64::from(scale),
        u64::from(h) * u64::from(scale),
    );
    if sw * sh > MAX_PNG_PIXELS || sw > u64::from(u32::MAX) || sh > u64::from(u32::MAX) {
        return Err(Error::bad_option(
            "--scale",
            scale.to_string(),
            format!("a {sw}x{sh} picture is over the limit of {MAX_PNG_PIXELS} pixels"),
        ));
    }
    let mut rgba = Vec::with_capacity((sw * sh * 4) as usize);
    for row in (0..h).rev() {
        let mut line = Vec::with_capacity((sw * 4) as usize);
        for x in 0..w {
            let c = buffer[(row * w + x) as usize];
            let bytes = c.map(|v| (v.clamp(0.0, 1.0) * 255.0).round() as u8);
            for _ in 0..scale {
                line.extend_from_slice(&bytes);
            }
        }
        for _ in 0..scale {
            rgba.extend_from_slice(&line);
        }
    }
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, sw as u32, sh as u32);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let png_error = |e: png::EncodingError| Error::Io {
            path: "PNG".into(),
            source: std::io::Error::other(e.to_string()),
        };
        let mut writer = encoder.write_header().map_err(png_error)?;
        writer.write_image_data(&rgba).map_err(png_error)?;
    }
    Ok(out)
}
