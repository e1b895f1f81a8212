//! Depth comparison (ARB_shadow) and where its reference comes from.

use super::{BaseFormat, CompareFunc, Texture};
use shasm_ir::TexTarget;

/// The depth comparison reference of a lookup with `target` at `coord`
/// (after TXP's division): NV_gpu_program4 Table X.17, column "shadow".
///
/// SHADOWCUBE and SHADOWARRAY2D use x, y and z for the cube direction or
/// the coordinates and layer, so their reference is w. Every other target
/// compares z: SHADOW1D, SHADOW2D, SHADOWRECT and SHADOWARRAY1D by the
/// table, the ARB_fragment_program_shadow targets by ARB_shadow (r), and a
/// non-SHADOW lookup of a depth texture with a compare function (undefined
/// in NV_gpu_program4 §2.X.4.4) keeps ARB_shadow's r as well.
pub fn shadow_reference(target: TexTarget, coord: [f32; 4]) -> f32 {
    match target {
        TexTarget::ShadowCube | TexTarget::ShadowArray2D => coord[3],
        _ => coord[2],
    }
}

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
    /// Depth comparison of one texel (ARB_shadow: 1.0 if `R op D`, else
    /// 0). R is the reference clamped to [0, 1] (OpenGL 1.4 §3.8.14, "let
    /// R be the interpolated r texture coordinate, clamped to the range
    /// [0, 1]"; NV_gpu_program4's edit of §3.8.14: the reference a program
    /// instruction provides is "also clamped to [0, 1]"). A NaN reference
    /// stays NaN, and every ordered comparison with it fails.
    pub(super) fn compare(&self, t: [f32; 4], reference: f32) -> [f32; 4] {
        match (self.format, self.sampler.compare) {
            (BaseFormat::Depth(_), Some(func)) => {
                let r = reference.clamp(0.0, 1.0);
                let v = if func.test(r, t[0]) { 1.0 } else { 0.0 };
                [v, v, v, 1.0]
            }
            _ => t,
        }
    }

    pub(super) fn border_texel(&self, reference: f32) -> [f32; 4] {
        self.compare(self.sampler.border, reference)
    }
}
