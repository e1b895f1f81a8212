//! Sampler state: filters, wrap modes, LOD range, depth comparison.

crate::named_enum! {
    /// Texel filters (§3.8.5 minification, §3.8.6 magnification): GL's
    /// TEXTURE_MIN_FILTER / TEXTURE_MAG_FILTER values.
    Filter, "filter" {
        /// NEAREST.
        Nearest = "nearest",
        /// LINEAR.
        Linear = "linear",
        /// NEAREST_MIPMAP_NEAREST.
        NearestMipmapNearest = "nearest-mipmap-nearest",
        /// LINEAR_MIPMAP_NEAREST.
        LinearMipmapNearest = "linear-mipmap-nearest",
        /// NEAREST_MIPMAP_LINEAR (GL's initial minification filter).
        NearestMipmapLinear = "nearest-mipmap-linear",
        /// LINEAR_MIPMAP_LINEAR.
        LinearMipmapLinear = "linear-mipmap-linear",
    }
}

impl Filter {
    /// Whether the filter reads mipmap levels.
    pub fn uses_mipmaps(self) -> bool {
        !matches!(self, Filter::Nearest | Filter::Linear)
    }
}

crate::named_enum! {
    /// Texture coordinate wrap modes (§3.8.4 and later core additions).
    Wrap, "wrap mode" {
        /// REPEAT (GL's initial mode).
        Repeat = "repeat",
        /// CLAMP_TO_EDGE.
        ClampToEdge = "clamp-to-edge",
        /// MIRRORED_REPEAT.
        MirroredRepeat = "mirrored-repeat",
        /// CLAMP_TO_BORDER.
        ClampToBorder = "clamp-to-border",
    }
}

crate::named_enum! {
    /// ARB_shadow / ARB_depth_texture comparison functions
    /// (TEXTURE_COMPARE_FUNC with COMPARE_R_TO_TEXTURE).
    CompareFunc, "compare function" {
        /// NEVER.
        Never = "never",
        /// LESS.
        Less = "less",
        /// EQUAL.
        Equal = "equal",
        /// LEQUAL.
        Lequal = "lequal",
        /// GREATER.
        Greater = "greater",
        /// NOTEQUAL.
        Notequal = "notequal",
        /// GEQUAL.
        Gequal = "gequal",
        /// ALWAYS.
        Always = "always",
    }
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
