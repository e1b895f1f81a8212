//! Base internal formats (Table X.5) and texel storage.

use super::{MAX_SIZE, MAX_TEXELS, Texture, TextureError};

crate::named_enum! {
    /// How a depth texture's value is returned (ARB_depth_texture's
    /// DEPTH_TEXTURE_MODE; Table X.5: "DEPTH_COMPONENT textures are treated
    /// as ALPHA, LUMINANCE, or INTENSITY").
    #[derive(Default)]
    DepthMode, "depth mode" {
        /// (D, D, D, 1): GL's initial mode.
        #[default]
        Luminance = "luminance",
        /// (D, D, D, D).
        Intensity = "intensity",
        /// (0, 0, 0, D).
        Alpha = "alpha",
    }
}

/// The base internal format, which decides the result vector (Table X.5).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BaseFormat {
    /// (R, G, B, A)
    Rgba,
    /// (R, G, B, 1)
    Rgb,
    /// (L, L, L, 1) from the red channel.
    Luminance,
    /// (L, L, L, A)
    LuminanceAlpha,
    /// (I, I, I, I)
    Intensity,
    /// (0, 0, 0, A)
    Alpha,
    /// Depth in the red channel, compared if a compare function is set,
    /// then mapped by the depth mode.
    Depth(DepthMode),
}

/// The type of a texture's components (EXT_texture_integer): float
/// (fixed-point formats included) or unnormalized integers.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum TexelType {
    /// Floating-point or normalized components (every format before
    /// EXT_texture_integer).
    #[default]
    Float,
    /// Unsigned integers (`RGBA8UI`): a lookup returns the integer words.
    Unsigned,
    /// Signed integers (`RGBA8I`): a lookup returns the integer words.
    Signed,
}

impl TexelType {
    /// The value of one byte of image data as a component of this type:
    /// k/255 for float (normalized) textures, k for unsigned and k read as
    /// a two's complement byte for signed integer textures.
    pub(super) fn byte_value(self, b: u8) -> f32 {
        match self {
            TexelType::Float => unorm8(b),
            TexelType::Unsigned => f32::from(b),
            TexelType::Signed => f32::from(b as i8),
        }
    }

    /// What a lookup returns for a filtered value: unchanged for float
    /// textures; for integer textures the integer word (the register
    /// holds its bits), the value rounded toward zero and saturated
    /// to the type (only generated mipmaps and borders hold values that
    /// are not already integers of the type).
    pub(super) fn result(self, v: [f32; 4]) -> [f32; 4] {
        match self {
            TexelType::Float => v,
            TexelType::Unsigned => v.map(|x| f32::from_bits(x as u32)),
            TexelType::Signed => v.map(|x| f32::from_bits(x as i32 as u32)),
        }
    }
}

/// One mipmap level (or one cube face level): texels in x-fastest order.
#[derive(Clone, Debug, PartialEq)]
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub depth: u32,
    pub texels: Vec<[f32; 4]>,
}

pub(super) fn check_size(w: u32, h: u32, d: u32) -> Result<usize, TextureError> {
    let ok =
        (1..=MAX_SIZE).contains(&w) && (1..=MAX_SIZE).contains(&h) && (1..=MAX_SIZE).contains(&d);
    let n = u64::from(w) * u64::from(h) * u64::from(d);
    if !ok || n > MAX_TEXELS {
        return Err(TextureError::BadSize(w, h, d));
    }
    Ok(n as usize)
}

impl Image {
    /// An image from f32 RGBA texels (RGBA32F).
    pub fn rgba32f(w: u32, h: u32, d: u32, texels: Vec<[f32; 4]>) -> Result<Image, TextureError> {
        let n = check_size(w, h, d)?;
        if texels.len() != n {
            return Err(TextureError::BadData {
                got: texels.len(),
                want: n,
            });
        }
        Ok(Image {
            width: w,
            height: h,
            depth: d,
            texels,
        })
    }

    /// An image from RGBA8 bytes, normalised to k/255.
    pub fn rgba8(w: u32, h: u32, d: u32, bytes: &[u8]) -> Result<Image, TextureError> {
        Image::from_bytes(w, h, d, bytes, TexelType::Float)
    }

    /// An image from RGBA8 bytes read as components of type `ty` (see
    /// [`TexelType`]).
    pub fn from_bytes(
        w: u32,
        h: u32,
        d: u32,
        bytes: &[u8],
        ty: TexelType,
    ) -> Result<Image, TextureError> {
        let n = check_size(w, h, d)?;
        if bytes.len() != n * 4 {
            return Err(TextureError::BadData {
                got: bytes.len(),
                want: n * 4,
            });
        }
        let texels = bytes
            .chunks_exact(4)
            .map(|c| std::array::from_fn(|i| ty.byte_value(c[i])))
            .collect();
        Ok(Image {
            width: w,
            height: h,
            depth: d,
            texels,
        })
    }

    /// A depth image (values in the red channel).
    pub fn depth32f(w: u32, h: u32, values: &[f32]) -> Result<Image, TextureError> {
        let n = check_size(w, h, 1)?;
        if values.len() != n {
            return Err(TextureError::BadData {
                got: values.len(),
                want: n,
            });
        }
        Ok(Image {
            width: w,
            height: h,
            depth: 1,
            texels: values.iter().map(|&v| [v, 0.0, 0.0, 1.0]).collect(),
        })
    }

    pub(super) fn texel(&self, x: u32, y: u32, z: u32) -> [f32; 4] {
        let i = (u64::from(z) * u64::from(self.height) + u64::from(y)) * u64::from(self.width)
            + u64::from(x);
        self.texels.get(i as usize).copied().unwrap_or([0.0; 4])
    }

    /// The next mipmap level by a box filter (2x2x2 average, edges clamped).
    ///
    /// The fields are public, so an image may be inconsistent (a size out
    /// of range or not matching its texels); such an image halves to one
    /// transparent black texel rather than a loop over its claimed size.
    pub fn half(&self) -> Image {
        self.half_keeping_depth(false)
    }

    /// [`Image::half`], or with `keep_depth` the next level of an array
    /// texture: each layer (depth slice) halved on its own, the layer
    /// count kept (EXT_texture_array).
    pub fn half_keeping_depth(&self, keep_depth: bool) -> Image {
        let consistent =
            check_size(self.width, self.height, self.depth).is_ok_and(|n| n == self.texels.len());
        if !consistent {
            return Image {
                width: 1,
                height: 1,
                depth: 1,
                texels: vec![[0.0; 4]],
            };
        }
        let w = (self.width / 2).max(1);
        let h = (self.height / 2).max(1);
        let d = if keep_depth {
            self.depth
        } else {
            (self.depth / 2).max(1)
        };
        let slices = if keep_depth { 1 } else { 2 };
        // In range: check_size bounds the product.
        let mut texels = Vec::with_capacity((w * h * d) as usize);
        for z in 0..d {
            for y in 0..h {
                for x in 0..w {
                    let mut sum = [0.0f64; 4];
                    let mut n = 0.0;
                    for dz in 0..slices {
                        for dy in 0..2 {
                            for dx in 0..2 {
                                let t = self.texel(
                                    (2 * x + dx).min(self.width - 1),
                                    (2 * y + dy).min(self.height - 1),
                                    if keep_depth {
                                        z
                                    } else {
                                        (2 * z + dz).min(self.depth - 1)
                                    },
                                );
                                for (s, v) in sum.iter_mut().zip(t) {
                                    *s += f64::from(v);
                                }
                                n += 1.0;
                            }
                        }
                    }
                    texels.push(sum.map(|s| (s / n) as f32));
                }
            }
        }
        Image {
            width: w,
            height: h,
            depth: d,
            texels,
        }
    }
}

pub(super) fn unorm8(b: u8) -> f32 {
    (f64::from(b) / 255.0) as f32
}

impl Texture {
    /// Table X.5: the result vector of the base internal format.
    pub(super) fn map_format(&self, t: [f32; 4]) -> [f32; 4] {
        match self.format {
            BaseFormat::Rgba => t,
            BaseFormat::Rgb => [t[0], t[1], t[2], 1.0],
            BaseFormat::Luminance => [t[0], t[0], t[0], 1.0],
            BaseFormat::LuminanceAlpha => [t[0], t[0], t[0], t[3]],
            BaseFormat::Intensity => [t[0]; 4],
            BaseFormat::Alpha => [0.0, 0.0, 0.0, t[3]],
            BaseFormat::Depth(DepthMode::Luminance) => [t[0], t[0], t[0], 1.0],
            BaseFormat::Depth(DepthMode::Intensity) => [t[0]; 4],
            BaseFormat::Depth(DepthMode::Alpha) => [0.0, 0.0, 0.0, t[0]],
        }
    }
}
