//! Wrap modes: texel indices outside an image.

use super::Wrap;

/// RECT textures clamp (NV_texture_rectangle accepts only clamp modes).
pub(super) fn rect_wrap(w: Wrap) -> Wrap {
    match w {
        Wrap::ClampToBorder => Wrap::ClampToBorder,
        _ => Wrap::ClampToEdge,
    }
}

/// A texel index after wrapping; `None` reads the border.
pub(super) fn wrap_index(i: i64, size: u32, wrap: Wrap) -> Option<u32> {
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
