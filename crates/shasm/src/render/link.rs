//! Linking the stages: which result of one stage feeds which input of
//! the next, by the meaning of each binding.

use super::*;

/// Whether fragment inputs of this meaning are interpolated from vertices.
pub(super) fn is_varying(name: SemanticName) -> bool {
    matches!(
        name,
        SemanticName::Color
            | SemanticName::BColor
            | SemanticName::Fog
            | SemanticName::Generic
            | SemanticName::TexCoord
            | SemanticName::PCoord
            | SemanticName::ClipDist
            | SemanticName::PSize
    )
}

pub(super) fn declarations(program: &Program, file: File) -> impl Iterator<Item = &Declaration> {
    program
        .ir()
        .declarations
        .iter()
        .filter(move |d| d.file == file && d.dimension.is_none())
}

/// The output register of `program` with this meaning.
pub(super) fn output_of(program: &Program, semantic: Semantic) -> Option<Slot> {
    declarations(program, File::Output)
        .find(|d| d.semantic == Some(semantic))
        .map(|d| Slot::new(File::Output, d.first))
}

pub(super) fn stage_name(stage: Stage) -> &'static str {
    match stage {
        Stage::Vertex => "vertex",
        Stage::Fragment => "fragment",
        Stage::Geometry => "geometry",
        Stage::VertexState => "vertex state",
        _ => "compute",
    }
}

/// What a PICA200 geometry shader fed by a vertex shader receives: each
/// output register of the vertex shader (the registers its `.out`s wire,
/// in register order, as the 3DS's output map sends them), with no
/// clamping.
pub(super) fn pica_geometry_links(vertex: &Program) -> Result<Vec<Link>, Error> {
    if vertex.isa() != crate::Isa::Pica {
        return Err(Error::Unsupported {
            operation: "drawing",
            what: format!(
                "a PICA200 geometry shader after a {} program (it takes a PICA200 vertex shader's outputs)",
                stage_name(vertex.stage())
            ),
        });
    }
    // The DVLE's output mask: bit n when `.out` wires o n.
    let mask = match &vertex.loaded().kind {
        crate::driver::Kind::Pica(s) => s.shbin.dvles.get(s.dvle).map_or(0, |d| d.output_mask),
        _ => 0,
    };
    let mut registers: Vec<(u32, Semantic)> = Vec::new();
    for d in declarations(vertex, File::Output) {
        for index in d.first..=d.last {
            if index < 16 && mask & (1 << index) != 0 && !registers.iter().any(|(r, _)| *r == index)
            {
                let s = d.semantic.unwrap_or(semantic(SemanticName::Generic, index));
                registers.push((index, s));
            }
        }
    }
    registers.sort_by_key(|(r, _)| *r);
    Ok(registers
        .into_iter()
        .map(|(index, s)| Link {
            semantic: s,
            from: Some(Slot::new(File::Output, index)),
            varying: Varying::default(),
        })
        .collect())
}

/// The meaning of a fragment input for linking. NV_gpu_program4's
/// `fragment.attrib[n]` is declared GENERIC by its register; it links to
/// `result.attrib[n]` (GENERIC n), so its number is taken from the
/// binding's name.
pub(super) fn input_semantic(d: &Declaration) -> Option<Semantic> {
    let s = d.semantic?;
    if s.name == SemanticName::Generic
        && let Some(shasm_ir::Spelling::Named(name)) = &d.spelling
        && let Some(n) = name
            .strip_prefix("fragment.attrib[")
            .and_then(|r| r.strip_suffix(']'))
            .and_then(|n| n.parse().ok())
    {
        return Some(semantic(SemanticName::Generic, n));
    }
    Some(s)
}

pub(super) fn semantic(name: SemanticName, index: u32) -> Semantic {
    Semantic { name, index }
}

/// The clip distances a vertex program writes: NV `o[CLPn].x`,
/// NV_gpu_program4 `result.clip[n].x`, TGSI `CLIPDIST[n]` (four distances
/// a register), in order of their number.
pub(super) fn clip_distance_slots(vp: &Program) -> Vec<(Slot, usize)> {
    let mut slots: Vec<(u32, Slot, usize)> = Vec::new();
    let tgsi = vp.isa() == crate::Isa::Tgsi;
    for d in declarations(vp, File::Output) {
        let Some(s) = d.semantic.filter(|s| s.name == SemanticName::ClipDist) else {
            continue;
        };
        for (k, index) in (d.first..=d.last).enumerate() {
            let slot = Slot::new(File::Output, index);
            if tgsi {
                for c in 0..4 {
                    slots.push(((s.index + k as u32) * 4 + c as u32, slot, c));
                }
            } else {
                slots.push((s.index + k as u32, slot, 0));
            }
        }
    }
    slots.sort_by_key(|(n, _, _)| *n);
    slots.into_iter().map(|(_, s, c)| (s, c)).collect()
}

/// The fixed-function vertex stage's value of a varying.
pub(super) fn fixed_attribute(
    vertices: &Vertices,
    k: usize,
    s: Semantic,
    position: [f32; 4],
) -> [f32; 4] {
    let given = match s.name {
        SemanticName::Color => vertices.get(k, &Attribute::Color(s.index)),
        SemanticName::TexCoord => vertices.get(k, &Attribute::TexCoord(s.index)),
        SemanticName::Generic => vertices
            .get(k, &Attribute::Generic(s.index))
            .or_else(|| vertices.get(k, &Attribute::TexCoord(s.index))),
        _ => None,
    };
    given.unwrap_or(match s.name {
        // The current colour is (1, 1, 1, 1), the current secondary colour
        // (0, 0, 0, 1) (OpenGL 2.1 §2.7).
        SemanticName::Color if s.index == 0 => [1.0; 4],
        // FOG_COORDINATE_SOURCE is FRAGMENT_DEPTH: the eye distance,
        // |z_e|, with an identity modelview.
        SemanticName::Fog => [position[2].abs(), 0.0, 0.0, 1.0],
        _ => [0.0, 0.0, 0.0, 1.0],
    })
}

/// The input register of `program` that `attribute` sets: by the binding's
/// meaning where the language declares one, else by the NV vertex
/// program's attribute numbers (`v[0]` position, `v[3]` colour, `v[8 + n]`
/// texture coordinate n, Table 2.2 of NV_vertex_program), else by the
/// program's own names.
pub fn attribute_slot(program: &Program, attribute: &Attribute) -> Option<Slot> {
    let by_semantic = |s: Semantic| {
        declarations(program, File::Input)
            .find(|d| d.semantic == Some(s))
            .map(|d| Slot::new(File::Input, d.first))
    };
    let declared_input = |index: u32| {
        declarations(program, File::Input)
            .any(|d| d.first <= index && index <= d.last)
            .then(|| Slot::new(File::Input, index))
    };
    match attribute {
        Attribute::Position => {
            by_semantic(semantic(SemanticName::Position, 0)).or_else(|| declared_input(0))
        }
        Attribute::Color(n) => by_semantic(semantic(SemanticName::Color, *n)).or_else(|| {
            (program.isa() == crate::Isa::NvVertex && *n < 2).then(|| declared_input(3 + n))?
        }),
        Attribute::TexCoord(n) => by_semantic(semantic(SemanticName::TexCoord, *n)).or_else(|| {
            (program.isa() == crate::Isa::NvVertex && *n < 8).then(|| declared_input(8 + n))?
        }),
        Attribute::Generic(n) => {
            by_semantic(semantic(SemanticName::Generic, *n)).or_else(|| match program.isa() {
                crate::Isa::ArbVertex | crate::Isa::Gp4Vertex => program
                    .resolve(&format!("vertex.attrib[{n}]"))
                    .map(|t| Slot::new(t.file, t.index)),
                _ => declared_input(*n),
            })
        }
        Attribute::Named(name) => program
            .resolve(name)
            .filter(|t| t.file == File::Input && t.dimension == 0)
            .map(|t| Slot::new(t.file, t.index)),
    }
}
