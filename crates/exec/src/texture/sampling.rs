//! Level-of-detail selection (§3.8.5, §3.8.7; OpenGL 1.4 §3.8.8 for the
//! bias) and NEAREST/LINEAR filtering of one level.

use super::cube::cube_face;
use super::wrap::{rect_wrap, wrap_index};
use super::{Filter, Image, Texture};
use shasm_ir::TexTarget;

/// MAX_TEXTURE_LOD_BIAS: the sum of the texture object's, the texture
/// unit's and the shader's biases is clamped to ±this (OpenGL 1.4 §3.8.8,
/// equation 3.14). The value is implementation-dependent (at least 2);
/// NVIDIA's drivers report 15.
pub const MAX_LOD_BIAS: f32 = 15.0;

/// Where a lookup's level of detail comes from.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Lod {
    /// λbase = log2 ρ from the partial derivatives of (s, t, r) (TEX, TXP,
    /// TXD; §3.8.5), plus `bias`: TXB's per-fragment bias
    /// (ARB_fragment_program §3.11.6.3: "applied to equation 3.14 as
    /// fragment_bias"), 0 for the others.
    Derivatives {
        ddx: [f32; 3],
        ddy: [f32; 3],
        bias: f32,
    },
    /// λbase given outright: TXL's w (NV_fragment_program2 §3.11.6.6: "ρ is
    /// given by 2^w"; NV_vertex_program3 §2.14.5.47: "λ' = tmp.w +
    /// clamp(texobj_bias + texunit_bias)").
    Explicit(f32),
}

impl Texture {
    /// Sample at (s, t, r) with the given partial derivatives; the depth
    /// comparison reference is r (ARB_shadow).
    pub fn lookup(&self, coord: [f32; 3], ddx: [f32; 3], ddy: [f32; 3]) -> [f32; 4] {
        self.lookup_lod(
            coord,
            Lod::Derivatives {
                ddx,
                ddy,
                bias: 0.0,
            },
        )
    }

    /// Sample at (s, t, r) with the level of detail from `lod`; the depth
    /// comparison reference is r.
    pub fn lookup_lod(&self, coord: [f32; 3], lod: Lod) -> [f32; 4] {
        self.lookup_offset(coord, lod, [0; 3])
    }

    /// [`Texture::lookup_lod`] with a constant texel offset (NV_gpu_program4
    /// §3.8.8 as edited, notes §8.3/§8.4: added to u, v, w in texel space,
    /// after scaling, at every level).
    pub fn lookup_offset(&self, coord: [f32; 3], lod: Lod, offset: [i8; 3]) -> [f32; 4] {
        self.lookup_compared(coord, coord[2], lod, offset)
    }

    /// [`Texture::lookup_offset`] with the depth comparison reference
    /// given apart from (s, t, r): a SHADOWCUBE or SHADOWARRAY2D lookup
    /// takes it from w (NV_gpu_program4 Table X.17, see
    /// [`super::shadow_reference`]).
    pub(super) fn lookup_compared(
        &self,
        coord: [f32; 3],
        reference: f32,
        lod: Lod,
        offset: [i8; 3],
    ) -> [f32; 4] {
        // Table X.17: buffer textures are "<not supported>" by the
        // filtered lookups; only TXF and TXQ read them.
        if !self.is_complete() || self.target == TexTarget::Buffer {
            return [0.0; 4];
        }
        let (ddx, ddy) = match lod {
            Lod::Derivatives { ddx, ddy, .. } => (ddx, ddy),
            Lod::Explicit(_) => ([0.0; 3], [0.0; 3]),
        };
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
        // EXT_texture_array §3.8.8: the layer l = clamp(floor(t + 0.5), 0,
        // h_t - 1) (1D arrays) or clamp(floor(r + 0.5), 0, d_t - 1) (2D
        // arrays); the images hold the layers as their depth, and only the
        // other coordinates are filtered and count for the LOD.
        let (coord, layer) = match self.target {
            TexTarget::Array1D => ([coord[0], 0.0, 0.0], array_layer(coord[1], base.depth)),
            TexTarget::Array2D => ([coord[0], coord[1], 0.0], array_layer(coord[2], base.depth)),
            _ => (coord, 0),
        };
        let rect = self.target == TexTarget::Rect;
        let dims = match self.target {
            TexTarget::Tex1D | TexTarget::Array1D => 1,
            TexTarget::Tex3D => 3,
            _ => 2,
        };
        let sizes = [base.width, base.height, base.depth];
        let s = &self.sampler;
        let (lambda_base, shader_bias) = match lod {
            Lod::Derivatives { bias, .. } => (lambda_base(ddx, ddy, sizes, dims, rect), bias),
            Lod::Explicit(w) => (f64::from(w), 0.0),
        };
        let lambda = lambda_base + clamp_bias(s.lod_bias, shader_bias);
        let lambda = clamp_lod(lambda, f64::from(s.min_lod), f64::from(s.max_lod));
        let c = switch_point(s);
        let texel = if lambda <= c || lambda.is_nan() {
            self.filter(
                &levels[0],
                s.mag_filter,
                (coord, offset, layer),
                dims,
                rect,
                reference,
            )
        } else {
            let q = levels.len() - 1;
            match s.min_filter {
                Filter::Nearest | Filter::Linear => self.filter(
                    &levels[0],
                    s.min_filter,
                    (coord, offset, layer),
                    dims,
                    rect,
                    reference,
                ),
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
                    self.filter(
                        &levels[d.min(q)],
                        f,
                        (coord, offset, layer),
                        dims,
                        rect,
                        reference,
                    )
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
                    let t1 = self.filter(
                        &levels[d1],
                        f,
                        (coord, offset, layer),
                        dims,
                        rect,
                        reference,
                    );
                    let t2 = self.filter(
                        &levels[d2],
                        f,
                        (coord, offset, layer),
                        dims,
                        rect,
                        reference,
                    );
                    std::array::from_fn(|i| {
                        ((1.0 - a) * f64::from(t1[i]) + a * f64::from(t2[i])) as f32
                    })
                }
            }
        };
        self.map_format(texel)
    }

    /// TGSI TG4 (tgsi.rst, "As per ARB_texture_gather"): component
    /// `component` of the four texels a LINEAR lookup of level 0 at (s, t)
    /// would weigh, in the order of the deltas (-, +), (+, +), (+, -),
    /// (-, -) from (u, v), half a texel each: (i0, j1), (i1, j1), (i1, j0),
    /// (i0, j0). The sampler's wrap modes and border apply; 2D and RECT
    /// textures only (the parser refuses other targets).
    pub(super) fn gather(&self, coord: [f32; 3], component: usize) -> [f32; 4] {
        if !self.is_complete() || !matches!(self.target, TexTarget::Tex2D | TexTarget::Rect) {
            return [0.0; 4];
        }
        let Some(img) = self.faces.first().and_then(|levels| levels.first()) else {
            return [0.0; 4];
        };
        let rect = self.target == TexTarget::Rect;
        let sizes = [img.width, img.height];
        let u = |i: usize| {
            if rect {
                f64::from(coord[i])
            } else {
                f64::from(coord[i]) * f64::from(sizes[i])
            }
        };
        let (i0, j0) = ((u(0) - 0.5).floor() as i64, (u(1) - 0.5).floor() as i64);
        let fetch = |i: i64, j: i64| -> f32 {
            let wrap = |k: usize| {
                if rect {
                    rect_wrap(self.sampler.wrap[k])
                } else {
                    self.sampler.wrap[k]
                }
            };
            let texel = match (
                wrap_index(i, sizes[0], wrap(0)),
                wrap_index(j, sizes[1], wrap(1)),
            ) {
                (Some(x), Some(y)) => img.texel(x, y, 0),
                _ => self.sampler.border,
            };
            self.map_format(texel)[component & 3]
        };
        let (i1, j1) = (i0.saturating_add(1), j0.saturating_add(1));
        [fetch(i0, j1), fetch(i1, j1), fetch(i1, j0), fetch(i0, j0)]
    }

    /// TGSI LODQ (tgsi.rst: "The Y component contains the computed LOD
    /// lambda_prime. The X component contains the LOD that will be
    /// accessed, based on min/max lod's and mipmap filters"), read as
    /// ARB_texture_query_lod defines the pair: y is λbase plus the
    /// unit's bias (OpenGL 1.4 equation 3.14, before the LOD clamps); x is
    /// 0 where level 0 alone is read (magnification, NEAREST, LINEAR),
    /// the level d a NEAREST_MIPMAP filter reads, and λ clamped to
    /// [min_lod, max_lod] and to the levels for a LINEAR_MIPMAP filter.
    pub(super) fn query_lod(&self, coord: [f32; 3], ddx: [f32; 3], ddy: [f32; 3]) -> [f32; 4] {
        if !self.is_complete() || self.target == TexTarget::Buffer {
            return [0.0; 4];
        }
        let (ddx, ddy) = if self.target == TexTarget::Cube {
            let (_, _, dx, dy) = cube_face(coord, ddx, ddy);
            (dx, dy)
        } else {
            (ddx, ddy)
        };
        let Some(base) = self.faces.first().and_then(|levels| levels.first()) else {
            return [0.0; 4];
        };
        let dims = match self.target {
            TexTarget::Tex1D | TexTarget::Array1D => 1,
            TexTarget::Tex3D => 3,
            _ => 2,
        };
        let rect = self.target == TexTarget::Rect;
        let sizes = [base.width, base.height, base.depth];
        let s = &self.sampler;
        // The λbase the lookup itself computes, so that LODQ reports the
        // level a sample would read.
        let prime = lambda_base(ddx, ddy, sizes, dims, rect) + clamp_bias(s.lod_bias, 0.0);
        let lambda = clamp_lod(prime, f64::from(s.min_lod), f64::from(s.max_lod));
        let c = switch_point(s);
        let q = self.faces.first().map_or(0, |l| l.len().saturating_sub(1)) as f64;
        let accessed = if lambda <= c || lambda.is_nan() {
            0.0
        } else {
            match s.min_filter {
                Filter::Nearest | Filter::Linear => 0.0,
                Filter::NearestMipmapNearest | Filter::LinearMipmapNearest => {
                    let d = if lambda <= 0.5 {
                        0.0
                    } else {
                        (lambda + 0.5).ceil() - 1.0
                    };
                    d.min(q)
                }
                Filter::NearestMipmapLinear | Filter::LinearMipmapLinear => lambda.min(q),
            }
        };
        [accessed as f32, prime as f32, 0.0, 0.0]
    }

    /// NEAREST or LINEAR filtering of one level (§3.8.5).
    pub(super) fn filter(
        &self,
        img: &Image,
        f: Filter,
        (coord, offset, layer): ([f32; 3], [i8; 3], u32),
        dims: usize,
        rect: bool,
        reference: f32,
    ) -> [f32; 4] {
        let sizes = [img.width, img.height, img.depth];
        let u: [f64; 3] = std::array::from_fn(|i| {
            if i >= dims {
                0.0
            } else if rect {
                f64::from(coord[i]) + f64::from(offset[i])
            } else {
                f64::from(coord[i]) * f64::from(sizes[i]) + f64::from(offset[i])
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
            // An array texture's layer is the third index of its images.
            let mut at = [0, 0, layer];
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
                // Saturating: a huge coordinate saturates `base` already.
                ix[i] = base[i].saturating_add(bit as i64);
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
}

/// The layer an array coordinate selects: floor(v + 0.5) clamped to
/// [0, layers - 1] (EXT_texture_array §3.8.8); NaN selects layer 0.
fn array_layer(v: f32, layers: u32) -> u32 {
    let l = (f64::from(v) + 0.5).floor();
    let last = f64::from(layers.saturating_sub(1));
    if l.is_nan() {
        0
    } else {
        l.max(0.0).min(last) as u32
    }
}

/// λbase = log2 ρ of OpenGL 1.4 §3.8.7: ρ is the longer of the two
/// derivative vectors in texel space (u = s · width; RECT coordinates are
/// texels already; components past the target's `dims` count as 0). The
/// log2 is shasm's binary32 LG2 (docs/transcendentals.md), not the host's:
/// ρ is rounded to binary32 first. ρ = 0 gives -INF.
fn lambda_base(ddx: [f32; 3], ddy: [f32; 3], sizes: [u32; 3], dims: usize, rect: bool) -> f64 {
    let scale = |i: usize| {
        if i >= dims {
            0.0
        } else if rect {
            1.0
        } else {
            f64::from(sizes[i])
        }
    };
    let rho = |dv: [f32; 3]| {
        (0..3)
            .map(|i| (f64::from(dv[i]) * scale(i)).powi(2))
            .sum::<f64>()
            .sqrt()
    };
    let rho = rho(ddx).max(rho(ddy));
    if rho > 0.0 {
        f64::from(shasm_ir::ops::elementary::lg2(rho as f32))
    } else {
        f64::NEG_INFINITY
    }
}

/// The magnification/minification switch point c of §3.8.7: 0.5 where the
/// magnification filter is LINEAR and the minification filter a NEAREST
/// mipmap one, else 0.
fn switch_point(s: &super::Sampler) -> f64 {
    if s.mag_filter == Filter::Linear
        && matches!(
            s.min_filter,
            Filter::NearestMipmapNearest | Filter::NearestMipmapLinear
        )
    {
        0.5
    } else {
        0.0
    }
}

/// clamp(texobj_bias + shader_bias) of OpenGL 1.4 equation 3.14, to
/// ±[`MAX_LOD_BIAS`] (this model has no separate texture unit bias). A NaN
/// stays NaN (the caller reads a NaN λ as magnification).
fn clamp_bias(texobj_bias: f32, shader_bias: f32) -> f64 {
    let sum = f64::from(texobj_bias) + f64::from(shader_bias);
    let max = f64::from(MAX_LOD_BIAS);
    if sum.is_nan() {
        return sum;
    }
    sum.max(-max).min(max)
}

/// λ clamped to [TEXTURE_MIN_LOD, TEXTURE_MAX_LOD].
///
/// OpenGL 1.2.1 §3.8.7 (and every later version) defines λ as max_lod above
/// max_lod, min_lod below min_lod, λ' between them, and "undefined" when
/// min_lod > max_lod, which GL nevertheless accepts. We define that case
/// as `min(max(λ', min_lod), max_lod)`: max_lod wins, whatever λ'. The
/// clamp is total: a NaN bound is ignored (`f64::max`/`f64::min` return the
/// other operand), and a NaN λ' (NaN or infinite derivatives) stays NaN,
/// which the caller treats as magnification.
pub(super) fn clamp_lod(lambda: f64, min_lod: f64, max_lod: f64) -> f64 {
    if lambda.is_nan() {
        return lambda;
    }
    lambda.max(min_lod).min(max_lod)
}
