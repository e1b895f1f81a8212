//! Buffer textures (EXT_texture_buffer_object, NV_gpu_program4 target
//! BUFFER): a one-dimensional array of texels in a buffer object, with no
//! sampler state, no mipmaps and no filtering. Only TXF (Table X.18: `i` =
//! x, no level) and TXQ read them; the filtered lookups do not take the
//! target (Table X.17: `<not supported>`).

use super::{BaseFormat, Image, MAX_TEXELS, TexelType, Texture, TextureError};
use shasm_ir::TexTarget;

/// The most texels a buffer texture holds (MAX_TEXTURE_BUFFER_SIZE_EXT of
/// the modelled GL; the extension asks for at least 65536): 2^24, so that
/// every index is exact in the f32 a [`crate::TexQuery`] carries it in.
pub const MAX_BUFFER_TEXELS: u64 = 1 << 24;

const _: () = assert!(MAX_BUFFER_TEXELS <= MAX_TEXELS);

impl Texture {
    /// A buffer texture of `texels`, the first at index 0.
    pub fn buffer(
        format: BaseFormat,
        texel_type: TexelType,
        texels: Vec<[f32; 4]>,
    ) -> Result<Texture, TextureError> {
        let n = texels.len() as u64;
        if n == 0 || n > MAX_BUFFER_TEXELS {
            return Err(TextureError::BadBufferSize(n));
        }
        let image = Image {
            // In range: n <= MAX_BUFFER_TEXELS < 2^32.
            width: n as u32,
            height: 1,
            depth: 1,
            texels,
        };
        Ok(Texture {
            texel_type,
            ..Texture::new(TexTarget::Buffer, format, vec![image])
        })
    }

    /// A buffer texture of RGBA8 bytes (4 a texel), each byte read as a
    /// component of type `ty` (k/255 for float textures).
    pub(super) fn buffer_from_bytes(
        format: BaseFormat,
        rgba: &[u8],
        ty: TexelType,
    ) -> Result<Texture, TextureError> {
        let n = (rgba.len() / 4) as u64;
        if n == 0 || n > MAX_BUFFER_TEXELS {
            return Err(TextureError::BadBufferSize(n));
        }
        let texels = rgba
            .chunks_exact(4)
            .map(|c| std::array::from_fn(|i| ty.byte_value(c[i])))
            .collect();
        Texture::buffer(format, ty, texels)
    }

    /// EXT_texture_buffer_object: a buffer texture has no sampler state,
    /// so it is complete whatever its sampler (integer formats included)
    /// as long as it holds its one row of texels.
    pub(super) fn buffer_is_complete(&self) -> bool {
        match self.faces.as_slice() {
            [levels] => matches!(
                levels.first(),
                Some(img) if img.height == 1
                    && img.depth == 1
                    && img.width >= 1
                    && img.texels.len() == img.width as usize
            ),
            _ => false,
        }
    }

    /// TXF of texel `x` (plus the offset, which the load rules keep at 0
    /// for BUFFER; §2.X.4.4). The level (w) is not used: Table X.18 gives
    /// BUFFER no lod. A texel outside the buffer reads (0, 0, 0, 0): our
    /// choice, the spec leaves the result undefined.
    pub(super) fn fetch_buffer(&self, x: f32, offset: i8) -> [f32; 4] {
        let Some(img) = self.faces.first().and_then(|levels| levels.first()) else {
            return [0.0; 4];
        };
        // Exact: the index came from an integer operand, and every index
        // of a buffer is below 2^24.
        let i = (x as i64).saturating_add(i64::from(offset));
        match u32::try_from(i) {
            Ok(i) if i < img.width => self.map_format(img.texel(i, 0, 0)),
            _ => [0.0; 4],
        }
    }

    /// TXQ of a buffer texture: the texel count in x (notes §8.5, the
    /// recommended reading; the spec implies it without saying so), 0 in
    /// the components the spec leaves undefined. There are no levels, so
    /// the level operand is not used.
    pub(super) fn buffer_size(&self) -> [i32; 4] {
        let width = self
            .faces
            .first()
            .and_then(|levels| levels.first())
            .map_or(0, |img| img.width);
        [i32::try_from(width).unwrap_or(i32::MAX), 0, 0, 0]
    }
}
