//! Texture lookups of the stage form in fast mode: one texture and one
//! sampler binding per texture unit and target the program samples, and
//! the target's own sampling (`textureSample` and its variants).
//!
//! Exact mode has no texture lookup yet: the interpreter's sampler
//! (`shasm_exec::Texture`) computes the level of detail and the filter
//! weights in binary64, which no target's binary32 sampling reproduces
//! bit for bit, and the compute form's buffers carry no textures. Both
//! refuse a lookup at its instruction (`naga/texture`).

use crate::builder::{Fb, Gen};
use crate::emit::{E, H};
use naga::{
    AddressSpace, Expression, GlobalVariable, Handle, ImageClass, ImageDimension, ResourceBinding,
    SampleLevel, ScalarKind, ShaderStage, Span, Type, TypeInner,
};
use shasm_exec::{Executable, Kind, PInst};
use shasm_ir::ops::{ModelKind, store};
use shasm_ir::{DataType, Extra, Opcode, TexTarget};

/// The first binding of group 0 after the `env` uniform.
const FIRST_BINDING: u32 = 1;

/// A texture and its sampler, bound for one unit and target.
#[derive(Clone, Debug)]
pub(crate) struct TexBinding {
    pub unit: u32,
    pub target: TexTarget,
    pub texture: Handle<GlobalVariable>,
    pub sampler: Handle<GlobalVariable>,
}

/// What the layout says of one texture binding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextureInfo {
    /// The texture image unit (`texture[n]`, `TEX0`, `SAMP[n]`).
    pub unit: u32,
    /// The target as the ISAs spell it (`2D`, `CUBE`, `SHADOW2D`).
    pub target: String,
    /// The texture's binding in group 0, its name and WGSL type.
    pub texture_binding: u32,
    pub texture_name: String,
    pub texture_type: String,
    /// The sampler's binding in group 0, its name and WGSL type.
    pub sampler_binding: u32,
    pub sampler_name: String,
    pub sampler_type: String,
}

/// The lookups of the stage form: TEX, TXP, TXB, TXL, TXD and TGSI's
/// TEX_LZ, SAMPLE, SAMPLE_B, SAMPLE_L, SAMPLE_D.
fn sampled(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Tex
            | Opcode::Txp
            | Opcode::Txb
            | Opcode::Txl
            | Opcode::Txd
            | Opcode::TexLz
            | Opcode::Sample
            | Opcode::SampleB
            | Opcode::SampleL
            | Opcode::SampleD
    )
}

/// The (unit, target) pairs the program's lookups use, in order.
pub(crate) fn used(exe: &Executable) -> Vec<(u32, TexTarget)> {
    let mut pairs: Vec<(u32, TexTarget)> = exe
        .prepared()
        .iter()
        .filter(|i| i.kind == Kind::Texture && sampled(i.op))
        .filter_map(|i| match i.extra {
            Extra::Texture(t) if view(t.target).is_some() => Some((t.unit, t.target)),
            _ => None,
        })
        .collect();
    pairs.sort_by_key(|&(u, t)| (u, TexTarget::ALL.iter().position(|x| *x == t)));
    pairs.dedup();
    pairs
}

/// The image dimension, whether it is arrayed, and whether it is a depth
/// image, of a target the targets' sampling has; `None` where it has none
/// (1D shadow lookups: WGSL and MSL have no 1D depth texture; buffers).
fn view(target: TexTarget) -> Option<(ImageDimension, bool, bool)> {
    use ImageDimension as D;
    Some(match target {
        TexTarget::Tex1D => (D::D1, false, false),
        TexTarget::Tex2D | TexTarget::Rect => (D::D2, false, false),
        TexTarget::Tex3D => (D::D3, false, false),
        TexTarget::Cube => (D::Cube, false, false),
        // A 1D array is a 2D array of one-texel-high layers: WGSL has
        // no 1D array texture.
        TexTarget::Array1D | TexTarget::Array2D => (D::D2, true, false),
        TexTarget::Shadow2D | TexTarget::ShadowRect => (D::D2, false, true),
        TexTarget::ShadowArray2D => (D::D2, true, true),
        TexTarget::ShadowCube => (D::Cube, false, true),
        TexTarget::Shadow1D | TexTarget::ShadowArray1D | TexTarget::Buffer => return None,
    })
}

/// The identifier suffix of a target (`2d`, `shadowcube`).
fn tag(target: TexTarget) -> String {
    target.name().to_ascii_lowercase()
}

fn wgsl_type(target: TexTarget) -> &'static str {
    match target {
        TexTarget::Tex1D => "texture_1d<f32>",
        TexTarget::Tex2D | TexTarget::Rect => "texture_2d<f32>",
        TexTarget::Tex3D => "texture_3d<f32>",
        TexTarget::Cube => "texture_cube<f32>",
        TexTarget::Array1D | TexTarget::Array2D => "texture_2d_array<f32>",
        TexTarget::Shadow2D | TexTarget::ShadowRect => "texture_depth_2d",
        TexTarget::ShadowArray2D => "texture_depth_2d_array",
        TexTarget::ShadowCube => "texture_depth_cube",
        _ => "",
    }
}

/// Declare the texture and sampler globals of `pairs`, from binding 1 of
/// group 0 on: unit *n*'s texture of target *T* is `texture{n}_{T}` at
/// binding 1 + 2k, its sampler `sampler{n}_{T}` at 2 + 2k.
pub(crate) fn declare(g: &mut Gen, pairs: &[(u32, TexTarget)]) -> Vec<TexBinding> {
    let mut out = Vec::new();
    for (k, &(unit, target)) in pairs.iter().enumerate() {
        let Some((dim, arrayed, depth)) = view(target) else {
            continue;
        };
        let class = if depth {
            ImageClass::Depth { multi: false }
        } else {
            ImageClass::Sampled {
                kind: ScalarKind::Float,
                multi: false,
            }
        };
        let image_ty = g.module.types.insert(
            Type {
                name: None,
                inner: TypeInner::Image {
                    dim,
                    arrayed,
                    class,
                },
            },
            Span::UNDEFINED,
        );
        let sampler_ty = g.module.types.insert(
            Type {
                name: None,
                inner: TypeInner::Sampler { comparison: depth },
            },
            Span::UNDEFINED,
        );
        let binding = FIRST_BINDING + 2 * k as u32;
        let mut global = |name: String, ty, binding| {
            g.module.global_variables.append(
                GlobalVariable {
                    name: Some(name),
                    space: AddressSpace::Handle,
                    binding: Some(ResourceBinding { group: 0, binding }),
                    ty,
                    init: None,
                    memory_decorations: Default::default(),
                },
                Span::UNDEFINED,
            )
        };
        let texture = global(format!("texture{unit}_{}", tag(target)), image_ty, binding);
        let sampler = global(
            format!("sampler{unit}_{}", tag(target)),
            sampler_ty,
            binding + 1,
        );
        out.push(TexBinding {
            unit,
            target,
            texture,
            sampler,
        });
    }
    out
}

/// The layout's account of the bindings.
pub(crate) fn describe(g: &Gen, bindings: &[TexBinding]) -> Vec<TextureInfo> {
    let name = |h: Handle<GlobalVariable>| g.module.global_variables[h].name.clone();
    let binding = |h: Handle<GlobalVariable>| {
        g.module.global_variables[h]
            .binding
            .map_or(0, |b| b.binding)
    };
    bindings
        .iter()
        .map(|b| TextureInfo {
            unit: b.unit,
            target: b.target.name().to_string(),
            texture_binding: binding(b.texture),
            texture_name: name(b.texture).unwrap_or_default(),
            texture_type: wgsl_type(b.target).to_string(),
            sampler_binding: binding(b.sampler),
            sampler_name: name(b.sampler).unwrap_or_default(),
            sampler_type: if b.target.is_shadow() {
                "sampler_comparison".into()
            } else {
                "sampler".into()
            },
        })
        .collect()
}

/// The operands of one lookup, as `f32` expressions.
pub(crate) struct Lookup {
    /// The first source: coordinates, and the bias or level in `.w`.
    pub coord: [H; 4],
    /// TXD's and SAMPLE_D's derivatives; SAMPLE_B's bias and SAMPLE_L's
    /// level in `.x` of the first.
    pub extra: [[H; 4]; 2],
}

/// The lookup `inst` as the target's sampling; `Err` says why it has
/// none. `stage` is the entry point's stage; `in_flow` whether the lookup
/// sits inside flow control (where a fragment's implicit derivatives are
/// undefined).
pub(crate) fn sample(
    fb: &mut Fb<'_>,
    bindings: &[TexBinding],
    stage: ShaderStage,
    in_flow: bool,
    inst: &PInst,
    l: &Lookup,
) -> Result<[H; 4], String> {
    let Extra::Texture(tex) = inst.extra else {
        return Err("a lookup without a texture".into());
    };
    if !sampled(inst.op) {
        return Err(format!("`{}` has no translation yet", inst.op.name()));
    }
    if inst.data_type != DataType::Float {
        return Err(format!(
            "an integer lookup (`{}` of type {:?}) has no translation yet",
            inst.op.name(),
            inst.data_type
        ));
    }
    if tex.offset.is_some_and(|o| o != [0; 3]) {
        return Err("texel offsets have no translation yet".into());
    }
    let Some(b) = bindings
        .iter()
        .find(|b| b.unit == tex.unit && b.target == tex.target)
    else {
        return Err(format!(
            "the {} target has no texture type in WGSL, MSL and HLSL",
            tex.target.name()
        ));
    };
    let target = tex.target;
    // What each op reads (tgsi.rst, "Resource Sampling Opcodes": the
    // SAMPLE family is the lookup of the same meaning with its extra
    // operand moved into .w; TEX_LZ is TXL with level 0).
    let mut c = l.coord;
    let op = match inst.op {
        Opcode::Sample => Opcode::Tex,
        Opcode::SampleB => {
            c[3] = l.extra[0][0];
            Opcode::Txb
        }
        Opcode::SampleL => {
            c[3] = l.extra[0][0];
            Opcode::Txl
        }
        Opcode::SampleD => Opcode::Txd,
        op => op,
    };
    if op == Opcode::Txp {
        // NV_fragment_program §3.11.5.40: s, t, r divided by q, except for
        // cube maps (the contract's `store::project`).
        let mut e = E::new(fb, ModelKind::Ieee);
        c = store::project(&mut e, target, c);
    }
    let shadow = target.is_shadow();
    let fragment = stage == ShaderStage::Fragment;
    let implicit = matches!(op, Opcode::Tex | Opcode::Txp | Opcode::Txb);
    if fragment && implicit && in_flow {
        return Err(format!(
            "`{}` inside flow control: the target's implicit derivatives are undefined there",
            inst.op.name()
        ));
    }
    // WGSL's textureSampleCompare and textureSampleCompareLevel: the
    // implicit level, or level 0.
    let compares = matches!(op, Opcode::Tex | Opcode::Txp | Opcode::TexLz);
    if shadow && !compares {
        return Err(format!(
            "`{}` of a {} target: the targets compare depths only at the implicit level or level 0",
            inst.op.name(),
            target.name()
        ));
    }
    let texture = fb.global(b.texture);
    let sampler = fb.global(b.sampler);
    let vec = |fb: &mut Fb<'_>, v: &[H]| -> H {
        match v.len() {
            1 => v[0],
            n => {
                let size = match n {
                    2 => naga::VectorSize::Bi,
                    3 => naga::VectorSize::Tri,
                    _ => naga::VectorSize::Quad,
                };
                let ty = fb.g.module.types.insert(
                    Type {
                        name: None,
                        inner: TypeInner::Vector {
                            size,
                            scalar: naga::Scalar::F32,
                        },
                    },
                    Span::UNDEFINED,
                );
                fb.push(Expression::Compose {
                    ty,
                    components: v.to_vec(),
                })
            }
        }
    };
    // The coordinates the image's dimension takes, the layer of an array
    // (EXT_texture_array §3.8.8: floor(layer + 0.5), clamped by the
    // target), and the depth reference (NV_gpu_program4 Table X.17).
    let (coords, layer, reference): (Vec<H>, Option<H>, Option<H>) = match target {
        TexTarget::Tex1D => (vec![c[0]], None, None),
        TexTarget::Tex2D | TexTarget::Rect => (vec![c[0], c[1]], None, None),
        TexTarget::Tex3D | TexTarget::Cube => (vec![c[0], c[1], c[2]], None, None),
        TexTarget::Array1D => {
            let half = fb.lit_f(0.5);
            (vec![c[0], half], Some(c[1]), None)
        }
        TexTarget::Array2D => (vec![c[0], c[1]], Some(c[2]), None),
        TexTarget::Shadow2D | TexTarget::ShadowRect => (vec![c[0], c[1]], None, Some(c[2])),
        TexTarget::ShadowArray2D => (vec![c[0], c[1]], Some(c[2]), Some(c[3])),
        TexTarget::ShadowCube => (vec![c[0], c[1], c[2]], None, Some(c[3])),
        _ => return Err(format!("no texture type for {}", target.name())),
    };
    let coordinate = vec(fb, &coords);
    // NV_texture_rectangle: coordinates (and TXD's derivatives) in
    // texels; the targets' are normalised.
    let rect_size = matches!(target, TexTarget::Rect | TexTarget::ShadowRect).then(|| {
        let size = fb.push(Expression::ImageQuery {
            image: texture,
            query: naga::ImageQuery::Size { level: None },
        });
        fb.convert(size, ScalarKind::Float)
    });
    let normalise = |fb: &mut Fb<'_>, v: H| match rect_size {
        Some(size) => fb.bin(naga::BinaryOperator::Divide, v, size),
        None => v,
    };
    let coordinate = normalise(fb, coordinate);
    let array_index = layer.map(|v| {
        let half = fb.lit_f(0.5);
        let v = fb.bin(naga::BinaryOperator::Add, v, half);
        let v = fb.math(naga::MathFunction::Floor, v);
        fb.convert(v, ScalarKind::Sint)
    });
    let level = match op {
        // A vertex has no derivatives: the interpreter's lone invocation
        // has zero ones, λ = -inf, level 0 (§3.8.7) whatever the bias.
        Opcode::Tex | Opcode::Txp | Opcode::Txb if !fragment => SampleLevel::Zero,
        Opcode::Tex | Opcode::Txp => SampleLevel::Auto,
        Opcode::Txb => SampleLevel::Bias(c[3]),
        Opcode::Txl => SampleLevel::Exact(c[3]),
        Opcode::TexLz => SampleLevel::Zero,
        Opcode::Txd => {
            let n = match target.texture() {
                TexTarget::Tex1D => 1,
                TexTarget::Tex3D | TexTarget::Cube => 3,
                _ => 2,
            };
            let x = vec(fb, &l.extra[0][..n]);
            let x = normalise(fb, x);
            let y = vec(fb, &l.extra[1][..n]);
            let y = normalise(fb, y);
            SampleLevel::Gradient { x, y }
        }
        _ => return Err(format!("`{}` has no translation yet", inst.op.name())),
    };
    let v = fb.push(Expression::ImageSample {
        image: texture,
        sampler,
        gather: None,
        coordinate,
        array_index,
        offset: None,
        level,
        depth_ref: reference,
        clamp_to_edge: false,
    });
    if shadow {
        // The comparison's result as a LUMINANCE depth texture gives it
        // (ARB_depth_texture's initial DEPTH_TEXTURE_MODE): (r, r, r, 1).
        let one = fb.lit_f(1.0);
        return Ok([v, v, v, one]);
    }
    Ok(std::array::from_fn(|i| fb.index(v, i as u32)))
}
