//! Depth comparison (ARB_shadow).

use super::{BaseFormat, CompareFunc, Texture};

impl CompareFunc {
    /// `r op D`: the reference against the texel's depth.
    pub(super) fn test(self, r: f32, d: f32) -> bool {
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

impl Texture {
    /// Depth comparison of one texel (ARB_shadow: 1.0 if `r op D`, else 0).
    pub(super) fn compare(&self, t: [f32; 4], reference: f32) -> [f32; 4] {
        match (self.format, self.sampler.compare) {
            (BaseFormat::Depth(_), Some(func)) => {
                let v = if func.test(reference, t[0]) { 1.0 } else { 0.0 };
                [v, v, v, 1.0]
            }
            _ => t,
        }
    }

    pub(super) fn border_texel(&self, reference: f32) -> [f32; 4] {
        self.compare(self.sampler.border, reference)
    }
}
