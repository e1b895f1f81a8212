//! A texture model for TEX, TXP and TXD (NV_fragment_program §3.11.5.38-40,
//! which defer to the conventional lookup of OpenGL 1.2.1 §3.8), TXB
//! (ARB_fragment_program §3.11.6.3) and TXL (NV_fragment_program2
//! §3.11.6.6): 1D, 2D, 3D, CUBE, RECT, ARRAY1D and ARRAY2D targets, and
//! BUFFER textures for TXF and TXQ; nearest and linear
//! filtering with mipmaps (λ from the partial derivatives, §3.8.5, or TXL's
//! explicit LOD, plus the clamped biases of OpenGL 1.4 §3.8.8); REPEAT,
//! CLAMP_TO_EDGE, MIRRORED_REPEAT and CLAMP_TO_BORDER; depth textures with
//! the ARB_shadow comparison (notes §5.8; the reference per target of
//! NV_gpu_program4 Table X.17); the base-format mapping of Table
//! X.5; and the rule that an incomplete texture reads (0, 0, 0, 0).
//!
//! Texels are held as f32 RGBA. RGBA8 images are normalised on upload
//! (k/255), so filtering results are the same whatever the source.
//! Non-power-of-two sizes are accepted (OpenGL 2.0 rules).
//!
//! Modules: `format` (base formats and texel storage), `sampler`
//! (sampler state), `sampling` (λ, mipmap selection and filtering),
//! `layout` (one RGBA8 image cut into a target's images), `wrap` (wrap
//! modes), `cube` (cube face selection), `depth` (depth comparison),
//! `fetch` (TXF), `buffer` (buffer textures).

mod buffer;
mod cube;
mod depth;
mod fetch;
mod format;
mod layout;
mod names;
mod sampler;
mod sampling;
mod wrap;

pub use buffer::MAX_BUFFER_TEXELS;
pub use depth::shadow_reference;
pub use format::{BaseFormat, DepthMode, Image, TexelType};
pub use names::ParseNameError;
pub use sampler::{CompareFunc, Filter, Sampler, Wrap};
pub use sampling::{Lod, MAX_LOD_BIAS};

use crate::env::{TexQuery, TextureUnit};
use format::check_size;
use shasm_ir::{Opcode, TexTarget};
use std::sync::Arc;
use thiserror::Error;

/// The largest width, height or depth accepted.
pub const MAX_SIZE: u32 = 16384;
/// The largest number of texels of one image.
pub const MAX_TEXELS: u64 = 1 << 26;

/// Why a texture could not be made.
#[non_exhaustive]
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum TextureError {
    #[error(
        "image size {0}x{1}x{2} is out of range (1..={MAX_SIZE} per side, {MAX_TEXELS} texels)"
    )]
    BadSize(u32, u32, u32),
    #[error("image data has {got} values, {want} expected for its size")]
    BadData { got: usize, want: usize },
    #[error("a 1D texture needs an image one pixel high, this one is {width}x{height}")]
    NotOneRow { width: u32, height: u32 },
    #[error(
        "a 3D texture of depth {depth} needs the image height ({height}) to be a multiple of it"
    )]
    BadSliceCount { depth: u32, height: u32 },
    #[error(
        "a cube map needs six square faces side by side (width = 6 x height), this image is {width}x{height}"
    )]
    NotCubeStrip { width: u32, height: u32 },
    #[error("target {} is not a NV_fragment_program texture target", .0.name())]
    UnsupportedTarget(TexTarget),
    #[error("a buffer texture holds 1..={MAX_BUFFER_TEXELS} texels, not {0}")]
    BadBufferSize(u64),
}

/// A texture object bound to one target: its images and sampler state.
#[derive(Clone, Debug, PartialEq)]
pub struct Texture {
    pub target: TexTarget,
    pub format: BaseFormat,
    pub sampler: Sampler,
    /// Float or integer components (EXT_texture_integer).
    pub texel_type: TexelType,
    /// Mipmap levels from the base; for CUBE, six faces (+X, -X, +Y, -Y,
    /// +Z, -Z) each with its levels; for BUFFER one image, one row.
    pub(super) faces: Vec<Vec<Image>>,
}

impl Texture {
    /// A 1D, 2D, 3D or RECT texture from its levels (level 0 first).
    pub fn new(target: TexTarget, format: BaseFormat, levels: Vec<Image>) -> Texture {
        Texture {
            target,
            format,
            sampler: Sampler::default(),
            texel_type: TexelType::Float,
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
            texel_type: TexelType::Float,
            faces: faces.into(),
        }
    }

    pub fn with_sampler(mut self, sampler: Sampler) -> Texture {
        self.sampler = sampler;
        self
    }

    /// Replace the levels below the base by box-filtered ones, down to 1x1.
    ///
    /// A buffer texture has no mipmaps (EXT_texture_buffer_object): it is
    /// left as it is.
    pub fn generate_mipmaps(&mut self) {
        if self.target == TexTarget::Buffer {
            return;
        }
        // An array keeps its layers at every level: its last level is
        // 1x1 whatever its depth.
        let array = matches!(self.target, TexTarget::Array1D | TexTarget::Array2D);
        for levels in &mut self.faces {
            levels.truncate(1);
            while let Some(last) = levels.last() {
                if last.width == 1 && last.height == 1 && (array || last.depth == 1) {
                    break;
                }
                let next = last.half_keeping_depth(array);
                levels.push(next);
            }
        }
    }

    /// Whether the texture is complete and consistent (§3.8.9); an
    /// incomplete one reads (0, 0, 0, 0) (§3.11.5.38).
    pub fn is_complete(&self) -> bool {
        if self.target == TexTarget::Buffer {
            return self.buffer_is_complete();
        }
        let Some(base) = self.faces.first().and_then(|l| l.first()) else {
            return false;
        };
        let (w, h, d) = (base.width, base.height, base.depth);
        let dims_ok = match self.target {
            TexTarget::Tex1D => h == 1 && d == 1,
            TexTarget::Tex2D | TexTarget::Rect => d == 1,
            // Array textures hold their layers as the images' depth.
            TexTarget::Array1D => h == 1,
            TexTarget::Tex3D | TexTarget::Array2D => true,
            TexTarget::Cube => w == h && d == 1 && self.faces.len() == 6,
            _ => false,
        };
        if !dims_ok {
            return false;
        }
        // EXT_texture_integer §3.8.10: "If the internalformat is integer,
        // TEXTURE_MAG_FILTER must be NEAREST and TEXTURE_MIN_FILTER must be
        // NEAREST or NEAREST_MIPMAP_NEAREST."
        if self.texel_type != TexelType::Float
            && (self.sampler.mag_filter != Filter::Nearest
                || !matches!(
                    self.sampler.min_filter,
                    Filter::Nearest | Filter::NearestMipmapNearest
                ))
        {
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
                let array = matches!(self.target, TexTarget::Array1D | TexTarget::Array2D);
                let needed = mip_levels(w, h, if array { 1 } else { d });
                if levels.len() < needed {
                    return false;
                }
                for (i, level) in levels.iter().take(needed).enumerate() {
                    let size = |s: u32| (s >> i).max(1);
                    let want = (
                        size(w),
                        size(h),
                        match self.target {
                            TexTarget::Tex3D => size(d),
                            // EXT_texture_array: the layer count is not
                            // halved from level to level.
                            TexTarget::Array1D | TexTarget::Array2D => d,
                            _ => 1,
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
    /// An integer texture returns its integer words whatever the lookup's
    /// data type: EXT_texture_integer leaves a float lookup of an integer
    /// texture (and an integer lookup of a float one) undefined.
    fn sample(&self, q: &TexQuery) -> [f32; 4] {
        self.texel_type.result(self.sample_values(q))
    }

    fn size(&self, target: TexTarget, lod: i32) -> [i32; 4] {
        self.size_of_level(target, lod)
    }
}

impl Texture {
    fn sample_values(&self, q: &TexQuery) -> [f32; 4] {
        if q.target.texture() != self.target {
            // The unit holds no texture for this target (a shadow target
            // reads the texture of its base target): incomplete.
            return [0.0; 4];
        }
        if q.op == Opcode::Txf {
            return self.fetch_texel(q.coord, q.offset);
        }
        if q.op == Opcode::Tg4 {
            // The component to gather travels in .w (TG4 reads no .w).
            let component = q.coord[3].clamp(0.0, 3.0) as usize;
            return self.gather([q.coord[0], q.coord[1], q.coord[2]], component);
        }
        if q.op == Opcode::Lodq {
            return self.query_lod([q.coord[0], q.coord[1], q.coord[2]], q.ddx, q.ddy);
        }
        let reference = shadow_reference(q.target, q.coord);
        let (ddx, ddy) = (q.ddx, q.ddy);
        let lod = match q.op {
            // ARB_fragment_program §3.11.6.3: w biases the LOD.
            Opcode::Txb => Lod::Derivatives {
                ddx,
                ddy,
                bias: q.coord[3],
            },
            // NV_fragment_program2 §3.11.6.6, NV_vertex_program3
            // §2.14.5.47, NV_gpu_program4 TXL: w is the LOD and the
            // derivatives are not used.
            Opcode::Txl => Lod::Explicit(q.coord[3]),
            _ => Lod::Derivatives {
                ddx,
                ddy,
                bias: 0.0,
            },
        };
        self.lookup_compared(
            [q.coord[0], q.coord[1], q.coord[2]],
            reference,
            lod,
            q.offset,
        )
    }

    fn size_of_level(&self, target: TexTarget, lod: i32) -> [i32; 4] {
        if self.target == TexTarget::Buffer {
            return if target == TexTarget::Buffer {
                self.buffer_size()
            } else {
                [0; 4]
            };
        }
        let levels = self.faces.first().map_or(0, Vec::len);
        match self
            .faces
            .first()
            .and_then(|l| l.get(usize::try_from(lod).ok()?))
        {
            // TXQ of ARRAY1D: (width, layers); the layers are held as depth.
            Some(img) if target.texture() == self.target && self.target == TexTarget::Array1D => {
                [img.width as i32, img.depth as i32, 0, levels as i32]
            }
            Some(img) if target.texture() == self.target => [
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

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_targets;
