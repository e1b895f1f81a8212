//! The stage form's interface: which registers become a vertex or
//! fragment entry point's inputs and outputs, and their bindings.
//!
//! The body of a stage entry point is the compute form's (`body.rs`):
//! the same register array, the same instructions. Only where the
//! registers come from and go to differs; this module decides that.
//!
//! Varyings are numbered by what they mean, the same for every ISA, so
//! that the vertex program of one ISA feeds the fragment program of
//! another: [`varying_location`].

use crate::Refusal;
use crate::builder::Gen;
use crate::compute::slot_of;
use naga::{Binding, BuiltIn, Handle, Scalar, ShaderStage, Span, Type, TypeInner, VectorSize};
use shasm_exec::Executable;
use shasm_ir::{File, Interpolation, Semantic, SemanticName, SrcRegister, Stage};

/// How an input or output register meets the pipeline.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum IoKind {
    /// `@location(n)`, a `vec4<f32>` holding the register's four words;
    /// `flat` where the program asks for constant interpolation.
    Location { location: u32, flat: bool },
    /// `@builtin(position)`: the vertex position out, the window position
    /// in.
    Position,
    /// `@builtin(front_facing)` in: (+1 or -1, 0, 0, 1).
    FrontFacing,
    /// `@builtin(frag_depth)` out: the register's z.
    FragDepth,
    /// A vertex program that writes no position: (0, 0, 0, 0) at
    /// `@builtin(position)`, which naga requires.
    ZeroPosition,
}

impl IoKind {
    /// The binding as WGSL writes it (for the layout).
    pub(crate) fn describe(self) -> String {
        match self {
            IoKind::Location {
                location,
                flat: false,
            } => format!("@location({location})"),
            IoKind::Location {
                location,
                flat: true,
            } => format!("@location({location}) @interpolate(flat)"),
            IoKind::Position | IoKind::ZeroPosition => "@builtin(position)".into(),
            IoKind::FrontFacing => "@builtin(front_facing)".into(),
            IoKind::FragDepth => "@builtin(frag_depth)".into(),
        }
    }
}

/// One register of the entry point's interface.
#[derive(Clone, Debug)]
pub(crate) struct IoReg {
    /// Its element of the register array (unused for
    /// [`IoKind::ZeroPosition`]).
    pub slot: u32,
    pub kind: IoKind,
    /// The program's name for it, as an identifier.
    pub name: String,
}

/// The interface of a stage entry point.
#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub stage: ShaderStage,
    pub inputs: Vec<IoReg>,
    pub outputs: Vec<IoReg>,
}

/// The location of a varying that means `s`, the same on both sides of a
/// vertex–fragment pair whatever the ISA of each: `result.texcoord[n]`,
/// NV `o[TEXn]`, TGSI `TEXCOORD[n]` and `GENERIC[n]`, PICA200 `texcoord n`
/// all land at `8 + n`, where `fragment.texcoord[n]`, `f[TEXn]` read
/// them. `None`: the meaning has no varying.
pub fn varying_location(s: Semantic) -> Option<u32> {
    use SemanticName as S;
    match (s.name, s.index) {
        (S::Color, i @ 0..=1) => Some(i),
        (S::BColor, i @ 0..=1) => Some(2 + i),
        (S::Fog, 0) => Some(4),
        (S::PSize, 0) => Some(5),
        (S::Quaternion, 0) => Some(6),
        (S::View, 0) => Some(7),
        (S::TexCoord | S::Generic, i @ 0..=15) => Some(8 + i),
        (S::ClipDist, i @ 0..=5) => Some(24 + i),
        (S::Normal, 0) => Some(30),
        _ => None,
    }
}

/// `text` as an identifier every target accepts: ASCII letters, digits
/// and single underscores (`vertex.texcoord[1]` → `vertex_texcoord_1`).
pub(crate) fn identifier(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('_') {
            out.push('_');
        }
    }
    while out.ends_with('_') {
        out.pop();
    }
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert_str(0, "r_");
    }
    out
}

/// The declaration of `file[index]` (one-dimensional).
fn declaration(exe: &Executable, file: File, index: u32) -> Option<&shasm_ir::Declaration> {
    exe.program()
        .declarations
        .iter()
        .find(|d| d.dimension.is_none() && d.contains(file, index))
}

/// The input registers the program reads: every one of a file it reads
/// with a relative index, else those named.
fn inputs_read(exe: &Executable, size: u32) -> Vec<u32> {
    let mut read = vec![false; size as usize];
    for inst in &exe.program().instructions {
        for s in &inst.src {
            match s.register {
                SrcRegister::Direct(r) if r.file() == File::Input => {
                    if let Some(x) = read.get_mut(r.index() as usize) {
                        *x = true;
                    }
                }
                SrcRegister::Relative {
                    file: File::Input, ..
                } => read.iter_mut().for_each(|x| *x = true),
                _ => {}
            }
        }
    }
    (0..size).filter(|&i| read[i as usize]).collect()
}

/// Decide the interface of the program's stage entry point. `names` gives
/// the program's own name of a register where the caller knows one.
pub(crate) fn plan(
    exe: &Executable,
    written: &[u32],
    names: &dyn Fn(File, u32) -> Option<String>,
) -> Result<Plan, Vec<Refusal>> {
    let program = exe.program();
    let regs = exe.layout();
    let stage = match program.stage {
        Stage::Vertex => ShaderStage::Vertex,
        Stage::Fragment => ShaderStage::Fragment,
        other => {
            return Err(vec![Refusal::whole(
                "naga/stage",
                format!(
                    "a {} program has no stage form (vertex and fragment programs have one); use --compute",
                    match other {
                        Stage::Geometry => "geometry",
                        Stage::Compute => "compute",
                        _ => "vertex state",
                    }
                ),
            )]);
        }
    };
    let name = |file: File, index: u32| {
        let text = names(file, index)
            .or_else(|| declaration(exe, file, index).and_then(|d| d.spell(index)))
            .unwrap_or_else(|| format!("{}{index}", file.name().to_ascii_lowercase()));
        identifier(&text)
    };
    let semantic = |file: File, index: u32| declaration(exe, file, index).and_then(|d| d.semantic);
    let mut refusals = Vec::new();
    let in_file = regs.file(File::Input);
    let out_file = regs.file(File::Output);
    let mut inputs = Vec::new();
    let mut outputs = Vec::new();
    let reg = |file: File, index: u32, kind: IoKind| IoReg {
        slot: slot_of(regs.file(file), index),
        kind,
        name: name(file, index),
    };
    if stage == ShaderStage::Vertex {
        // Vertex attributes: attribute register n at location n.
        for i in 0..in_file.size {
            inputs.push(reg(
                File::Input,
                i,
                IoKind::Location {
                    location: i,
                    flat: false,
                },
            ));
        }
        let mut position = false;
        for &i in written {
            let s = semantic(File::Output, i);
            let kind = match s {
                Some(Semantic {
                    name: SemanticName::Position,
                    index: 0,
                }) if !position => {
                    position = true;
                    IoKind::Position
                }
                Some(s) => match varying_location(s) {
                    Some(location) => IoKind::Location {
                        location,
                        flat: false,
                    },
                    None => {
                        refusals.push(unmatched(File::Output, i, &name(File::Output, i)));
                        continue;
                    }
                },
                // A result without a meaning (a PICA200 output the program
                // maps to nothing): a varying past the numbered ones.
                None => IoKind::Location {
                    location: 32 + i,
                    flat: false,
                },
            };
            outputs.push(reg(File::Output, i, kind));
        }
        if !position {
            // The position as the program leaves it (its initial value),
            // or zero where the program has no position result.
            let declared = (0..out_file.size).find(|&i| {
                semantic(File::Output, i).is_some_and(|s| s.name == SemanticName::Position)
            });
            outputs.push(match declared {
                Some(i) => reg(File::Output, i, IoKind::Position),
                None => IoReg {
                    slot: 0,
                    kind: IoKind::ZeroPosition,
                    name: "position".into(),
                },
            });
        }
    } else {
        for i in inputs_read(exe, in_file.size) {
            let d = declaration(exe, File::Input, i);
            let s = d.and_then(|d| d.semantic).unwrap_or(Semantic {
                name: SemanticName::Generic,
                index: i,
            });
            let flat = d.and_then(|d| d.interpolation) == Some(Interpolation::Constant);
            let kind = match s.name {
                SemanticName::Position => IoKind::Position,
                SemanticName::Face => IoKind::FrontFacing,
                _ => match varying_location(s) {
                    Some(location) => IoKind::Location { location, flat },
                    None => {
                        refusals.push(unmatched(File::Input, i, &name(File::Input, i)));
                        continue;
                    }
                },
            };
            inputs.push(reg(File::Input, i, kind));
        }
        for &i in written {
            let kind = match semantic(File::Output, i) {
                // Fragment results: colour n to render target n, the
                // depth (TGSI's POSITION, ARB's result.depth) to the depth.
                Some(Semantic {
                    name: SemanticName::Color,
                    index,
                }) => IoKind::Location {
                    location: index,
                    flat: false,
                },
                Some(Semantic {
                    name: SemanticName::Position,
                    ..
                }) => IoKind::FragDepth,
                _ => {
                    refusals.push(unmatched(File::Output, i, &name(File::Output, i)));
                    continue;
                }
            };
            outputs.push(reg(File::Output, i, kind));
        }
    }
    // Two registers at one location: the meanings collide (TGSI
    // TEXCOORD[n] and GENERIC[n] in one program).
    for list in [&inputs, &outputs] {
        for (k, a) in list.iter().enumerate() {
            if let IoKind::Location { location, .. } = a.kind
                && list[..k].iter().any(
                    |b| matches!(b.kind, IoKind::Location { location: l, .. } if l == location),
                )
            {
                refusals.push(Refusal::whole(
                    "naga/stage",
                    format!(
                        "`{}` would share location {location} with another register of the stage form",
                        a.name
                    ),
                ));
            }
        }
    }
    if !refusals.is_empty() {
        return Err(refusals);
    }
    Ok(Plan {
        stage,
        inputs,
        outputs,
    })
}

fn unmatched(file: File, index: u32, name: &str) -> Refusal {
    Refusal::whole(
        "naga/stage",
        format!(
            "`{name}` ({}[{index}]) has no binding in the stage form",
            file.name()
        ),
    )
}

/// The types of a stage entry point's interface.
pub(crate) struct StageTypes {
    pub(crate) vec4f: Handle<Type>,
    pub(crate) f32: Handle<Type>,
    pub(crate) bool: Handle<Type>,
    /// The result structure, one member per output (`None`: no output).
    pub(crate) result: Option<Handle<Type>>,
}

pub(crate) fn stage_types(g: &mut Gen, plan: &Plan) -> StageTypes {
    let vec4f = g.module.types.insert(
        Type {
            name: None,
            inner: TypeInner::Vector {
                size: VectorSize::Quad,
                scalar: Scalar::F32,
            },
        },
        Span::UNDEFINED,
    );
    let mut types = StageTypes {
        vec4f,
        f32: g.f32,
        bool: g.bool,
        result: None,
    };
    if plan.outputs.is_empty() {
        return types;
    }
    let mut offset = 0;
    let members = plan
        .outputs
        .iter()
        .map(|o| {
            let (ty, binding) = stage_binding(&types, o.kind, false);
            let m = naga::StructMember {
                name: Some(o.name.clone()),
                ty,
                binding: Some(binding),
                offset,
            };
            offset += if ty == vec4f { 16 } else { 4 };
            m
        })
        .collect();
    types.result = Some(
        g.module.types.insert(
            Type {
                name: Some(
                    match plan.stage {
                        ShaderStage::Vertex => "VertexOutput",
                        _ => "FragmentOutput",
                    }
                    .into(),
                ),
                inner: TypeInner::Struct {
                    members,
                    span: offset.next_multiple_of(16),
                },
            },
            Span::UNDEFINED,
        ),
    );
    types
}

/// The type and binding of an interface register (`attribute`: a vertex
/// attribute).
pub(crate) fn stage_binding(
    types: &StageTypes,
    kind: IoKind,
    attribute: bool,
) -> (Handle<Type>, Binding) {
    match kind {
        IoKind::Location { location, flat } => {
            // Vertex attributes are not interpolated; varyings are, as
            // the program says (perspective unless constant).
            let (interpolation, sampling) = if attribute {
                (None, None)
            } else if flat {
                (Some(naga::Interpolation::Flat), None)
            } else {
                (
                    Some(naga::Interpolation::Perspective),
                    Some(naga::Sampling::Center),
                )
            };
            (
                types.vec4f,
                Binding::Location {
                    location,
                    interpolation,
                    sampling,
                    blend_src: None,
                    per_primitive: false,
                },
            )
        }
        IoKind::Position | IoKind::ZeroPosition => (
            types.vec4f,
            Binding::BuiltIn(BuiltIn::Position { invariant: false }),
        ),
        IoKind::FrontFacing => (types.bool, Binding::BuiltIn(BuiltIn::FrontFacing)),
        IoKind::FragDepth => (types.f32, Binding::BuiltIn(BuiltIn::FragDepth)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(name: SemanticName, index: u32) -> Option<u32> {
        varying_location(Semantic { name, index })
    }

    #[test]
    fn one_meaning_one_location_on_both_sides() {
        // docs/translate.md, "The stage form": ARB result.texcoord[n] and
        // fragment.texcoord[n], NV o[TEXn] and f[TEXn] (all TEXCOORD[n]),
        // TGSI GENERIC[n] and the PICA200 texcoord n meet at 8 + n.
        for n in 0..16 {
            assert_eq!(at(SemanticName::TexCoord, n), Some(8 + n));
            assert_eq!(at(SemanticName::Generic, n), Some(8 + n));
        }
        assert_eq!(at(SemanticName::TexCoord, 16), None);
        assert_eq!(at(SemanticName::Color, 0), Some(0));
        assert_eq!(at(SemanticName::Color, 1), Some(1));
        assert_eq!(at(SemanticName::BColor, 1), Some(3));
        assert_eq!(at(SemanticName::Fog, 0), Some(4));
        assert_eq!(at(SemanticName::ClipDist, 5), Some(29));
        // Builtins and system values are not varyings.
        assert_eq!(at(SemanticName::Position, 0), None);
        assert_eq!(at(SemanticName::Face, 0), None);
        assert_eq!(at(SemanticName::VertexId, 0), None);
        // No two meanings share a location.
        let mut seen = std::collections::HashMap::new();
        for &name in SemanticName::ALL {
            for index in 0..32 {
                if let Some(l) = at(name, index)
                    && name != SemanticName::Generic
                {
                    assert_eq!(seen.insert(l, (name, index)), None, "{name:?}[{index}]");
                }
            }
        }
    }

    #[test]
    fn names_become_identifiers() {
        assert_eq!(identifier("vertex.texcoord[1]"), "vertex_texcoord_1");
        assert_eq!(identifier("o[HPOS]"), "o_HPOS");
        assert_eq!(identifier("lightDir"), "lightDir");
        assert_eq!(identifier("[3]"), "r_3");
        assert_eq!(identifier(""), "r_");
    }
}
