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

use crate::env::{TexQuery, TextureUnit};
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

/// Texel filters (§3.8.5 minification, §3.8.6 magnification).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Filter {
    Nearest,
    Linear,
    NearestMipmapNearest,
    LinearMipmapNearest,
    NearestMipmapLinear,
    LinearMipmapLinear,
}

impl Filter {
    pub fn uses_mipmaps(self) -> bool {
        !matches!(self, Filter::Nearest | Filter::Linear)
    }
}

/// Wrap modes (§3.8.4 and later core additions).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Wrap {
    Repeat,
    ClampToEdge,
    MirroredRepeat,
    ClampToBorder,
}

/// ARB_shadow / ARB_depth_texture comparison functions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CompareFunc {
    Never,
    Less,
    Equal,
    Lequal,
    Greater,
    Notequal,
    Gequal,
    Always,
}

impl CompareFunc {
    /// `r op D`: the reference against the texel's depth.
    fn test(self, r: f32, d: f32) -> bool {
        match self {
            CompareFunc::Never => false,
            CompareFunc::Less => r < d,
            CompareFunc::Equal => r == d,
            CompareFunc::Lequal => r <= d,
            CompareFunc::Greater => r > d,
            CompareFunc::Notequal => r != d,
            CompareFunc::Gequal => r >= d,
            CompareFunc::Always => true,
        }
    }
}

/// How a depth texture's value is returned (DEPTH_TEXTURE_MODE; Table X.5:
/// "DEPTH_COMPONENT textures are treated as ALPHA, LUMINANCE, or INTENSITY").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DepthMode {
    Luminance,
    Intensity,
    Alpha,
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

/// Sampler state of one texture object.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sampler {
    pub min_filter: Filter,
    pub mag_filter: Filter,
    /// s, t, r.
    pub wrap: [Wrap; 3],
    pub border: [f32; 4],
    /// TEXTURE_LOD_BIAS (added to λ).
    pub lod_bias: f32,
    pub min_lod: f32,
    pub max_lod: f32,
    /// ARB_shadow TEXTURE_COMPARE_MODE = COMPARE_R_TO_TEXTURE with this
    /// function; `None` returns the depth itself.
    pub compare: Option<CompareFunc>,
}

impl Default for Sampler {
    /// OpenGL's initial state, except a LINEAR minification filter so that
    /// single-level textures are complete.
    fn default() -> Sampler {
        Sampler {
            min_filter: Filter::Linear,
            mag_filter: Filter::Linear,
            wrap: [Wrap::Repeat; 3],
            border: [0.0; 4],
            lod_bias: 0.0,
            min_lod: -1000.0,
            max_lod: 1000.0,
            compare: None,
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

fn check_size(w: u32, h: u32, d: u32) -> Result<usize, TextureError> {
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
        let n = check_size(w, h, d)?;
        if bytes.len() != n * 4 {
            return Err(TextureError::BadData {
                got: bytes.len(),
                want: n * 4,
            });
        }
        let texels = bytes
            .chunks_exact(4)
            .map(|c| std::array::from_fn(|i| unorm8(c[i])))
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

    fn texel(&self, x: u32, y: u32, z: u32) -> [f32; 4] {
        let i = (u64::from(z) * u64::from(self.height) + u64::from(y)) * u64::from(self.width)
            + u64::from(x);
        self.texels.get(i as usize).copied().unwrap_or([0.0; 4])
    }

    /// The next mipmap level by a box filter (2x2x2 average, edges clamped).
    pub fn half(&self) -> Image {
        let w = (self.width / 2).max(1);
        let h = (self.height / 2).max(1);
        let d = (self.depth / 2).max(1);
        let mut texels = Vec::with_capacity((w * h * d) as usize);
        for z in 0..d {
            for y in 0..h {
                for x in 0..w {
                    let mut sum = [0.0f64; 4];
                    let mut n = 0.0;
                    for dz in 0..2 {
                        for dy in 0..2 {
                            for dx in 0..2 {
                                let t = self.texel(
                                    (2 * x + dx).min(self.width - 1),
                                    (2 * y + dy).min(self.height - 1),
                                    (2 * z + dz).min(self.depth - 1),
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

fn unorm8(b: u8) -> f32 {
    (f64::from(b) / 255.0) as f32
}

/// A texture object bound to one target: its images and sampler state.
#[derive(Clone, Debug, PartialEq)]
pub struct Texture {
    pub target: TexTarget,
    pub format: BaseFormat,
    pub sampler: Sampler,
    /// Mipmap levels from the base; for CUBE, six faces (+X, -X, +Y, -Y,
    /// +Z, -Z) each with its levels.
    faces: Vec<Vec<Image>>,
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

    /// Sample at (s, t, r) with the given partial derivatives; `reference`
    /// is the depth-comparison reference (r, or r/q for TXP).
    pub fn lookup(&self, coord: [f32; 3], ddx: [f32; 3], ddy: [f32; 3]) -> [f32; 4] {
        if !self.is_complete() {
            return [0.0; 4];
        }
        let reference = coord[2];
        let (face, coord, ddx, ddy) = if self.target == TexTarget::Cube {
            cube_face(coord, ddx, ddy)
        } else {
            (0, coord, ddx, ddy)
        };
        let Some(levels) = self.faces.get(face) else {
            return [0.0; 4];
        };
        let Some(base) = levels.first() else {
            return [0.0; 4];
        };
        let rect = self.target == TexTarget::Rect;
        let dims = match self.target {
            TexTarget::Tex1D => 1,
            TexTarget::Tex3D => 3,
            _ => 2,
        };
        // Texel-space derivatives: u = s * width (RECT: s already in texels).
        let scale = |i: usize, size: u32| {
            if rect || i >= dims {
                if i < dims { 1.0 } else { 0.0 }
            } else {
                f64::from(size)
            }
        };
        let sizes = [base.width, base.height, base.depth];
        let rho = |dv: [f32; 3]| {
            (0..3)
                .map(|i| (f64::from(dv[i]) * scale(i, sizes[i])).powi(2))
                .sum::<f64>()
                .sqrt()
        };
        let rho = rho(ddx).max(rho(ddy));
        let s = &self.sampler;
        let lambda = if rho > 0.0 {
            rho.log2()
        } else {
            f64::NEG_INFINITY
        } + f64::from(s.lod_bias);
        let lambda = lambda.clamp(f64::from(s.min_lod), f64::from(s.max_lod));
        // §3.8.7: the magnification/minification switch point c.
        let c = if s.mag_filter == Filter::Linear
            && matches!(
                s.min_filter,
                Filter::NearestMipmapNearest | Filter::NearestMipmapLinear
            ) {
            0.5
        } else {
            0.0
        };
        let texel = if lambda <= c || lambda.is_nan() {
            self.filter(&levels[0], s.mag_filter, coord, dims, rect, reference)
        } else {
            let q = levels.len() - 1;
            match s.min_filter {
                Filter::Nearest | Filter::Linear => {
                    self.filter(&levels[0], s.min_filter, coord, dims, rect, reference)
                }
                Filter::NearestMipmapNearest | Filter::LinearMipmapNearest => {
                    let d = if lambda <= 0.5 {
                        0
                    } else {
                        ((lambda + 0.5).ceil() - 1.0) as usize
                    };
                    let f = if s.min_filter == Filter::NearestMipmapNearest {
                        Filter::Nearest
                    } else {
                        Filter::Linear
                    };
                    self.filter(&levels[d.min(q)], f, coord, dims, rect, reference)
                }
                Filter::NearestMipmapLinear | Filter::LinearMipmapLinear => {
                    let f = if s.min_filter == Filter::NearestMipmapLinear {
                        Filter::Nearest
                    } else {
                        Filter::Linear
                    };
                    let d1 = (lambda.floor() as usize).min(q);
                    let d2 = (d1 + 1).min(q);
                    let a = if lambda.floor() as usize >= q {
                        0.0
                    } else {
                        lambda - lambda.floor()
                    };
                    let t1 = self.filter(&levels[d1], f, coord, dims, rect, reference);
                    let t2 = self.filter(&levels[d2], f, coord, dims, rect, reference);
                    std::array::from_fn(|i| {
                        ((1.0 - a) * f64::from(t1[i]) + a * f64::from(t2[i])) as f32
                    })
                }
            }
        };
        self.map_format(texel)
    }

    /// NEAREST or LINEAR filtering of one level (§3.8.5).
    fn filter(
        &self,
        img: &Image,
        f: Filter,
        coord: [f32; 3],
        dims: usize,
        rect: bool,
        reference: f32,
    ) -> [f32; 4] {
        let sizes = [img.width, img.height, img.depth];
        let u: [f64; 3] = std::array::from_fn(|i| {
            if i >= dims {
                0.0
            } else if rect {
                f64::from(coord[i])
            } else {
                f64::from(coord[i]) * f64::from(sizes[i])
            }
        });
        let wrap = |i: usize| {
            if rect {
                rect_wrap(self.sampler.wrap[i])
            } else {
                self.sampler.wrap[i]
            }
        };
        let fetch = |ix: [i64; 3]| -> [f32; 4] {
            let mut at = [0u32; 3];
            for i in 0..3 {
                if i >= dims {
                    continue;
                }
                match wrap_index(ix[i], sizes[i], wrap(i)) {
                    Some(v) => at[i] = v,
                    None => return self.border_texel(reference),
                }
            }
            self.compare(img.texel(at[0], at[1], at[2]), reference)
        };
        if f == Filter::Nearest {
            let ix = u.map(|v| v.floor() as i64);
            return fetch(ix);
        }
        let base: [i64; 3] = u.map(|v| (v - 0.5).floor() as i64);
        let frac: [f64; 3] = std::array::from_fn(|i| {
            if i < dims {
                u[i] - 0.5 - (u[i] - 0.5).floor()
            } else {
                0.0
            }
        });
        let mut sum = [0.0f64; 4];
        let corners = 1usize << dims;
        for k in 0..corners {
            let mut weight = 1.0;
            let mut ix = [0i64; 3];
            for i in 0..3 {
                let bit = if i < dims { (k >> i) & 1 } else { 0 };
                ix[i] = base[i] + bit as i64;
                if i < dims {
                    weight *= if bit == 1 { frac[i] } else { 1.0 - frac[i] };
                }
            }
            let t = fetch(ix);
            for (s, v) in sum.iter_mut().zip(t) {
                *s += weight * f64::from(v);
            }
        }
        sum.map(|v| v as f32)
    }

    /// Depth comparison of one texel (ARB_shadow: 1.0 if `r op D`, else 0).
    fn compare(&self, t: [f32; 4], reference: f32) -> [f32; 4] {
        match (self.format, self.sampler.compare) {
            (BaseFormat::Depth(_), Some(func)) => {
                let v = if func.test(reference, t[0]) { 1.0 } else { 0.0 };
                [v, v, v, 1.0]
            }
            _ => t,
        }
    }

    fn border_texel(&self, reference: f32) -> [f32; 4] {
        self.compare(self.sampler.border, reference)
    }

    /// Table X.5: the result vector of the base internal format.
    fn map_format(&self, t: [f32; 4]) -> [f32; 4] {
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

/// RECT textures clamp (NV_texture_rectangle accepts only clamp modes).
fn rect_wrap(w: Wrap) -> Wrap {
    match w {
        Wrap::ClampToBorder => Wrap::ClampToBorder,
        _ => Wrap::ClampToEdge,
    }
}

/// A texel index after wrapping; `None` reads the border.
fn wrap_index(i: i64, size: u32, wrap: Wrap) -> Option<u32> {
    let n = i64::from(size.max(1));
    let v = match wrap {
        Wrap::Repeat => i.rem_euclid(n),
        Wrap::ClampToEdge => i.clamp(0, n - 1),
        Wrap::MirroredRepeat => {
            let m = i.rem_euclid(2 * n);
            if m < n { m } else { 2 * n - 1 - m }
        }
        Wrap::ClampToBorder => {
            if i < 0 || i >= n {
                return None;
            }
            i
        }
    };
    Some(v as u32)
}

/// ARB_texture_cube_map face selection: the face index and the face's
/// (s, t) with derivatives scaled the same way.
fn cube_face(r: [f32; 3], ddx: [f32; 3], ddy: [f32; 3]) -> (usize, [f32; 3], [f32; 3], [f32; 3]) {
    let [x, y, z] = r;
    let (ax, ay, az) = (x.abs(), y.abs(), z.abs());
    // (face, sc, tc, ma) as functions of a direction.
    let pick = |v: [f32; 3], face: usize| -> (f32, f32, f32) {
        let [x, y, z] = v;
        match face {
            0 => (-z, -y, x),
            1 => (z, -y, x),
            2 => (x, z, y),
            3 => (x, -z, y),
            4 => (x, -y, z),
            _ => (-x, -y, z),
        }
    };
    let face = if ax >= ay && ax >= az {
        if x >= 0.0 { 0 } else { 1 }
    } else if ay >= az {
        if y >= 0.0 { 2 } else { 3 }
    } else if z >= 0.0 {
        4
    } else {
        5
    };
    let (sc, tc, ma) = pick(r, face);
    let m = ma.abs();
    let st = [(sc / m + 1.0) / 2.0, (tc / m + 1.0) / 2.0, 0.0];
    // d(sc/|ma|)/dx ≈ (dsc)/|ma| for the LOD (the ma term is second order
    // at the face centre).
    let d = |dv: [f32; 3]| {
        let (dsc, dtc, _) = pick(dv, face);
        [dsc / m / 2.0, dtc / m / 2.0, 0.0]
    };
    (face, st, d(ddx), d(ddy))
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
mod tests {
    use super::*;

    const RED: [f32; 4] = [1.0, 0.0, 0.0, 1.0];
    const GREEN: [f32; 4] = [0.0, 1.0, 0.0, 1.0];
    const BLUE: [f32; 4] = [0.0, 0.0, 1.0, 1.0];
    const WHITE: [f32; 4] = [1.0; 4];

    fn solid(w: u32, h: u32, c: [f32; 4]) -> Image {
        Image::rgba32f(w, h, 1, vec![c; (w * h) as usize]).unwrap()
    }

    /// 2x2: red, green / blue, white (row 0 is t in [0, 1/2)).
    fn quad_image() -> Image {
        Image::rgba32f(2, 2, 1, vec![RED, GREEN, BLUE, WHITE]).unwrap()
    }

    fn nearest() -> Sampler {
        Sampler {
            min_filter: Filter::Nearest,
            mag_filter: Filter::Nearest,
            ..Sampler::default()
        }
    }

    const Z: [f32; 3] = [0.0; 3];

    #[test]
    fn nearest_and_repeat() {
        let t = Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![quad_image()])
            .with_sampler(nearest());
        assert_eq!(t.lookup([0.25, 0.25, 0.0], Z, Z), RED);
        assert_eq!(t.lookup([0.75, 0.25, 0.0], Z, Z), GREEN);
        assert_eq!(t.lookup([0.25, 0.75, 0.0], Z, Z), BLUE);
        // REPEAT: s = 1.25 is s = 0.25; s = -0.25 is s = 0.75.
        assert_eq!(t.lookup([1.25, 0.25, 0.0], Z, Z), RED);
        assert_eq!(t.lookup([-0.25, 0.25, 0.0], Z, Z), GREEN);
    }

    #[test]
    fn linear_filter_and_wrap_modes() {
        let t = Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![quad_image()]);
        // Halfway between the red and green texel centres.
        assert_eq!(t.lookup([0.5, 0.25, 0.0], Z, Z), [0.5, 0.5, 0.0, 1.0]);
        // REPEAT at s = 0: halfway between green (wrapped) and red.
        assert_eq!(t.lookup([0.0, 0.25, 0.0], Z, Z), [0.5, 0.5, 0.0, 1.0]);
        let edge = t.clone().with_sampler(Sampler {
            wrap: [Wrap::ClampToEdge; 3],
            ..Sampler::default()
        });
        assert_eq!(edge.lookup([0.0, 0.25, 0.0], Z, Z), RED);
        let border = t.clone().with_sampler(Sampler {
            wrap: [Wrap::ClampToBorder; 3],
            border: [0.0, 0.0, 0.0, 0.0],
            ..Sampler::default()
        });
        assert_eq!(border.lookup([0.0, 0.25, 0.0], Z, Z), [0.5, 0.0, 0.0, 0.5]);
        let mirror = t.with_sampler(Sampler {
            wrap: [Wrap::MirroredRepeat; 3],
            ..nearest()
        });
        // Mirrored: s in [1, 2) runs backwards: 1.25 -> 0.75.
        assert_eq!(mirror.lookup([1.25, 0.25, 0.0], Z, Z), GREEN);
    }

    fn mip_texture(min_filter: Filter) -> Texture {
        let levels = vec![solid(4, 4, RED), solid(2, 2, GREEN), solid(1, 1, BLUE)];
        Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, levels).with_sampler(Sampler {
            min_filter,
            mag_filter: Filter::Linear,
            ..Sampler::default()
        })
    }

    #[test]
    fn mipmap_level_from_derivatives() {
        // §3.8.5: rho = max |d(u,v)/dx|, |d(u,v)/dy| in texels; lambda = log2(rho).
        let t = mip_texture(Filter::NearestMipmapNearest);
        let c = [0.5, 0.5, 0.0];
        assert_eq!(t.lookup(c, [0.25, 0.0, 0.0], Z), RED); // lambda 0
        assert_eq!(t.lookup(c, [0.5, 0.0, 0.0], Z), GREEN); // lambda 1
        assert_eq!(t.lookup(c, [0.0, 0.0, 0.0], [0.0, 1.0, 0.0]), BLUE); // lambda 2
        assert_eq!(t.lookup(c, [8.0, 0.0, 0.0], Z), BLUE); // clamped to the last level
        let t = mip_texture(Filter::LinearMipmapLinear);
        // lambda = 1.5: halfway between levels 1 and 2.
        let d = 2f32.powf(1.5) / 4.0;
        let got = t.lookup(c, [d, 0.0, 0.0], Z);
        assert!(
            (got[1] - 0.5).abs() < 1e-6 && (got[2] - 0.5).abs() < 1e-6,
            "{got:?}"
        );
        // LOD bias shifts lambda.
        let biased = mip_texture(Filter::NearestMipmapNearest).with_sampler(Sampler {
            min_filter: Filter::NearestMipmapNearest,
            lod_bias: 1.0,
            ..Sampler::default()
        });
        assert_eq!(biased.lookup(c, [0.25, 0.0, 0.0], Z), GREEN);
    }

    #[test]
    fn generated_mipmaps_average() {
        let mut t = Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![quad_image()])
            .with_sampler(Sampler {
                min_filter: Filter::NearestMipmapNearest,
                ..Sampler::default()
            });
        assert!(!t.is_complete());
        t.generate_mipmaps();
        assert!(t.is_complete());
        assert_eq!(
            t.lookup([0.5, 0.5, 0.0], [4.0, 0.0, 0.0], Z),
            [0.5, 0.5, 0.5, 1.0]
        );
    }

    #[test]
    fn incomplete_textures_read_zero() {
        // §3.11.5.38: "Otherwise, the result of the instruction is (0,0,0,0)".
        let missing_levels =
            Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![solid(4, 4, RED)]).with_sampler(
                Sampler {
                    min_filter: Filter::LinearMipmapLinear,
                    ..Sampler::default()
                },
            );
        assert_eq!(missing_levels.lookup([0.5; 3], Z, Z), [0.0; 4]);
        let wrong_size = Texture::new(
            TexTarget::Tex2D,
            BaseFormat::Rgba,
            vec![solid(4, 4, RED), solid(3, 2, RED), solid(1, 1, RED)],
        )
        .with_sampler(Sampler {
            min_filter: Filter::NearestMipmapNearest,
            ..Sampler::default()
        });
        assert_eq!(wrong_size.lookup([0.5; 3], Z, Z), [0.0; 4]);
        let no_image = Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![]);
        assert_eq!(no_image.lookup([0.5; 3], Z, Z), [0.0; 4]);
        let tall_1d = Texture::new(TexTarget::Tex1D, BaseFormat::Rgba, vec![solid(2, 2, RED)]);
        assert_eq!(tall_1d.lookup([0.5; 3], Z, Z), [0.0; 4]);
    }

    #[test]
    fn rectangle_coordinates_are_texels() {
        let t = Texture::new(TexTarget::Rect, BaseFormat::Rgba, vec![quad_image()])
            .with_sampler(nearest());
        assert_eq!(t.lookup([1.5, 0.5, 0.0], Z, Z), GREEN);
        assert_eq!(t.lookup([0.5, 1.5, 0.0], Z, Z), BLUE);
        // Clamped, never repeated.
        assert_eq!(t.lookup([7.0, 0.5, 0.0], Z, Z), GREEN);
    }

    #[test]
    fn one_and_three_dimensional() {
        let t = Texture::new(
            TexTarget::Tex1D,
            BaseFormat::Rgba,
            vec![Image::rgba32f(2, 1, 1, vec![RED, GREEN]).unwrap()],
        )
        .with_sampler(nearest());
        // t and r are ignored by 1D.
        assert_eq!(t.lookup([0.75, 9.0, 9.0], Z, Z), GREEN);
        let t = Texture::new(
            TexTarget::Tex3D,
            BaseFormat::Rgba,
            vec![Image::rgba32f(1, 1, 2, vec![RED, BLUE]).unwrap()],
        )
        .with_sampler(nearest());
        assert_eq!(t.lookup([0.5, 0.5, 0.25], Z, Z), RED);
        assert_eq!(t.lookup([0.5, 0.5, 0.75], Z, Z), BLUE);
    }

    #[test]
    fn cube_face_selection() {
        // ARB_texture_cube_map: the major axis picks the face.
        let colours = [RED, GREEN, BLUE, WHITE, [0.5; 4], [0.25; 4]];
        let faces = colours.map(|c| vec![solid(2, 2, c)]);
        let t = Texture::cube(BaseFormat::Rgba, faces);
        assert_eq!(t.lookup([1.0, 0.2, -0.3], Z, Z), RED);
        assert_eq!(t.lookup([-2.0, 0.2, 0.3], Z, Z), GREEN);
        assert_eq!(t.lookup([0.1, 3.0, 0.3], Z, Z), BLUE);
        assert_eq!(t.lookup([0.1, -3.0, 0.3], Z, Z), WHITE);
        assert_eq!(t.lookup([0.1, 0.2, 0.3], Z, Z), [0.5; 4]);
        assert_eq!(t.lookup([0.1, 0.2, -0.3], Z, Z), [0.25; 4]);
        // The +X face's texel layout: sc = -rz, tc = -ry.
        let face_x = Image::rgba32f(2, 2, 1, vec![RED, GREEN, BLUE, WHITE]).unwrap();
        let mut faces = colours.map(|c| vec![solid(2, 2, c)]);
        faces[0] = vec![face_x];
        let t = Texture::cube(BaseFormat::Rgba, faces).with_sampler(Sampler {
            wrap: [Wrap::ClampToEdge; 3],
            ..nearest()
        });
        // rz > 0 -> sc < 0 -> s < 1/2; ry > 0 -> tc < 0 -> t < 1/2.
        assert_eq!(t.lookup([1.0, 0.5, 0.5], Z, Z), RED);
        assert_eq!(t.lookup([1.0, 0.5, -0.5], Z, Z), GREEN);
        assert_eq!(t.lookup([1.0, -0.5, 0.5], Z, Z), BLUE);
    }

    #[test]
    fn depth_textures_and_comparison() {
        // notes §5.8: ARB_shadow compares r with the depth, then the depth
        // mode maps the result (Table X.5).
        let img = Image::depth32f(1, 1, &[0.6]).unwrap();
        let plain = Texture::new(
            TexTarget::Tex2D,
            BaseFormat::Depth(DepthMode::Luminance),
            vec![img.clone()],
        );
        assert_eq!(plain.lookup([0.5, 0.5, 0.0], Z, Z), [0.6, 0.6, 0.6, 1.0]);
        let shadow = |mode, func| {
            Texture::new(TexTarget::Tex2D, BaseFormat::Depth(mode), vec![img.clone()]).with_sampler(
                Sampler {
                    compare: Some(func),
                    ..nearest()
                },
            )
        };
        let t = shadow(DepthMode::Luminance, CompareFunc::Lequal);
        assert_eq!(t.lookup([0.5, 0.5, 0.5], Z, Z), [1.0, 1.0, 1.0, 1.0]);
        assert_eq!(t.lookup([0.5, 0.5, 0.7], Z, Z), [0.0, 0.0, 0.0, 1.0]);
        let t = shadow(DepthMode::Alpha, CompareFunc::Gequal);
        assert_eq!(t.lookup([0.5, 0.5, 0.7], Z, Z), [0.0, 0.0, 0.0, 1.0]);
        let t = shadow(DepthMode::Intensity, CompareFunc::Gequal);
        assert_eq!(t.lookup([0.5, 0.5, 0.5], Z, Z), [0.0; 4]);
    }

    #[test]
    fn base_format_mapping() {
        // Table X.5.
        let c = [0.25, 0.5, 0.75, 0.125];
        let img = Image::rgba32f(1, 1, 1, vec![c]).unwrap();
        let map = |f| Texture::new(TexTarget::Tex2D, f, vec![img.clone()]).lookup([0.5; 3], Z, Z);
        assert_eq!(map(BaseFormat::Rgba), c);
        assert_eq!(map(BaseFormat::Rgb), [0.25, 0.5, 0.75, 1.0]);
        assert_eq!(map(BaseFormat::Luminance), [0.25, 0.25, 0.25, 1.0]);
        assert_eq!(map(BaseFormat::LuminanceAlpha), [0.25, 0.25, 0.25, 0.125]);
        assert_eq!(map(BaseFormat::Intensity), [0.25; 4]);
        assert_eq!(map(BaseFormat::Alpha), [0.0, 0.0, 0.0, 0.125]);
    }

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

    #[test]
    fn png_loading() {
        let bytes = encode_png(2, 1, png::ColorType::Rgba, &[255, 0, 0, 255, 0, 51, 0, 128]);
        let t = Texture::from_png(&bytes, TexTarget::Tex2D, 1)
            .unwrap()
            .with_sampler(nearest());
        assert_eq!(t.format, BaseFormat::Rgba);
        assert_eq!(t.lookup([0.25, 0.5, 0.0], Z, Z), RED);
        assert_eq!(
            t.lookup([0.75, 0.5, 0.0], Z, Z),
            [0.0, 0.2, 0.0, (128.0f64 / 255.0) as f32]
        );
        // Grey PNG -> RGB base format, alpha 1.
        let bytes = encode_png(1, 1, png::ColorType::Grayscale, &[255]);
        let t = Texture::from_png(&bytes, TexTarget::Tex1D, 1).unwrap();
        assert_eq!(t.format, BaseFormat::Rgb);
        assert_eq!(t.lookup([0.5; 3], Z, Z), WHITE);
        // A cube strip of six 1x1 faces.
        let strip: Vec<u8> = (0..6u8).flat_map(|k| [k * 40, 0, 0]).collect();
        let t = Texture::from_png(
            &encode_png(6, 1, png::ColorType::Rgb, &strip),
            TexTarget::Cube,
            1,
        )
        .unwrap();
        assert_eq!(
            t.lookup([0.0, -1.0, 0.0], Z, Z)[0],
            (120.0f64 / 255.0) as f32
        );
    }

    #[test]
    fn hostile_pngs_give_errors() {
        let good = encode_png(2, 2, png::ColorType::Rgb, &[0; 12]);
        assert!(matches!(
            Texture::from_png(b"not a png", TexTarget::Tex2D, 1),
            Err(TextureError::Png(_))
        ));
        assert!(Texture::from_png(&good[..good.len() - 20], TexTarget::Tex2D, 1).is_err());
        assert!(Texture::from_png(&[], TexTarget::Tex2D, 1).is_err());
        // A header claiming 100000 x 100000 pixels.
        let mut huge = good.clone();
        huge[16..20].copy_from_slice(&100_000u32.to_be_bytes());
        huge[20..24].copy_from_slice(&100_000u32.to_be_bytes());
        assert!(Texture::from_png(&huge, TexTarget::Tex2D, 1).is_err());
        // Layout errors.
        assert!(matches!(
            Texture::from_png(&good, TexTarget::Tex1D, 1),
            Err(TextureError::Layout(_))
        ));
        assert!(matches!(
            Texture::from_png(&good, TexTarget::Cube, 1),
            Err(TextureError::Layout(_))
        ));
        assert!(matches!(
            Texture::from_png(&good, TexTarget::Tex3D, 3),
            Err(TextureError::Layout(_))
        ));
        assert!(matches!(
            Texture::from_png(&good, TexTarget::Tex3D, 0),
            Err(TextureError::Layout(_))
        ));
        // Bad raw data.
        assert!(Image::rgba8(2, 2, 1, &[0; 15]).is_err());
        assert!(Image::rgba32f(0, 1, 1, vec![]).is_err());
        assert!(Image::rgba32f(1 << 20, 1 << 20, 1, vec![]).is_err());
    }
}
