//! TXF: integer texel fetch (NV_gpu_program4 §2.X.8.Z TXF, notes §8.5):
//! the coordinates name a texel of level `w` directly, with no wrap, no
//! filtering and no LOD clamp; the constant offset is added to them. A
//! buffer texture is read by `x` alone (`buffer.rs`).

use super::Texture;
use shasm_ir::TexTarget;

impl Texture {
    /// The texel at integer (i, j, k) of level `coord[3]` (the coordinates
    /// arrive as the integer values of the operand), plus `offset`.
    ///
    /// A level outside the texture, a texel outside the level or an
    /// incomplete texture reads (0, 0, 0, 0): our choice, the spec leaves
    /// the result undefined (notes §8.5). Borders are not modelled, so the
    /// texels a border would add are outside too.
    pub fn fetch_texel(&self, coord: [f32; 4], offset: [i8; 3]) -> [f32; 4] {
        if !self.is_complete() || self.target == TexTarget::Cube {
            return [0.0; 4];
        }
        if self.target == TexTarget::Buffer {
            return self.fetch_buffer(coord[0], offset[0]);
        }
        let Some(img) = self
            .faces
            .first()
            .and_then(|levels| levels.get(level_index(coord[3])?))
        else {
            return [0.0; 4];
        };
        // Table X.18: the layer of ARRAY1D is y, of ARRAY2D z; a layer
        // outside the texture reads (0, 0, 0, 0) like a texel outside it
        // (undefined in the spec, notes §8.5).
        let (dims, layer_axis) = match self.target {
            TexTarget::Tex1D => (1, None),
            TexTarget::Array1D => (1, Some(1)),
            TexTarget::Array2D => (2, Some(2)),
            TexTarget::Tex3D => (3, None),
            _ => (2, None),
        };
        let sizes = [img.width, img.height, img.depth];
        let mut at = [0u32; 3];
        if let Some(axis) = layer_axis {
            match u32::try_from(coord[axis] as i64) {
                Ok(layer) if layer < img.depth => at[2] = layer,
                _ => return [0.0; 4],
            }
        }
        for i in 0..dims {
            // The operand's integers are exact in f32 up to 2^24, beyond
            // every texture size.
            let v = (coord[i] as i64).saturating_add(i64::from(offset[i]));
            match u32::try_from(v) {
                Ok(v) if v < sizes[i] => at[i] = v,
                _ => return [0.0; 4],
            }
        }
        self.map_format(img.texel(at[0], at[1], at[2]))
    }
}

/// The level a TXF names (level_base is 0 in this model).
fn level_index(w: f32) -> Option<usize> {
    if w.is_nan() || w < 0.0 {
        return None;
    }
    usize::try_from(w as u64).ok()
}
