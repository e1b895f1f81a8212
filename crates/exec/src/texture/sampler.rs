//! Sampler state: filters, wrap modes, LOD range, depth comparison.

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
