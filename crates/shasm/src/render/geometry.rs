//! The geometry stage of a pipeline: NV_gpu_program4 geometry programs
//! and PICA200 geometry shaders, fed by the vertex stage or run alone.

use super::*;

impl Pipeline<'_> {
    /// Run the geometry program once on the values its inputs hold (an
    /// inputs file's `vertex[0].position = ...`, a PICA200 geometry
    /// shader's uniforms) and draw what it emits: `shasm render` of a
    /// geometry program.
    ///
    /// Errors ([`Error::Unsupported`]): a pipeline without a geometry
    /// program.
    pub fn draw_geometry_once(
        &self,
        surface: &mut Surface,
    ) -> Result<(DrawStats, Vec<String>), Error> {
        let engine = self.engine()?;
        let Some(gs) = self.geometry_shader(None)? else {
            return Err(Error::Unsupported {
                operation: "drawing",
                what: "a geometry program's output without a geometry program".into(),
            });
        };
        let renderer = self.renderer(engine.as_ref())?;
        let mut state = surface.state.clone();
        state.frag_coord = self.frag_coord();
        // One input primitive whose vertices set nothing: the program
        // reads what its environment holds.
        let one = VertexOut {
            position: [0.0, 0.0, 0.0, 1.0],
            varyings: Vec::new(),
            clip: Vec::new(),
            point_size: 0.0,
        };
        let emitted = shasm_raster::run_geometry(engine.as_ref(), &gs, Primitive::Points, &[one])?;
        self.draw_emitted(surface, &renderer, &state, emitted)
    }

    pub(super) fn draw_emitted(
        &self,
        surface: &mut Surface,
        renderer: &Renderer,
        state: &State,
        emitted: shasm_raster::Emitted,
    ) -> Result<(DrawStats, Vec<String>), Error> {
        let mut stats = DrawStats::default();
        let clip_count = surface.state.clip_enabled.len();
        for (primitive, mut vertices) in emitted {
            for v in &mut vertices {
                v.clip.resize(clip_count, 0.0);
            }
            stats += renderer.draw(&mut surface.framebuffer, state, primitive, &vertices)?;
        }
        Ok((stats, renderer.notes().to_vec()))
    }

    /// The geometry stage, if there is a geometry program, for a draw of
    /// `draw` (`None`: one run on its environment alone, no per-vertex
    /// inputs).
    pub(super) fn geometry_shader(
        &self,
        draw: Option<Primitive>,
    ) -> Result<Option<GeometryShader>, Error> {
        let once = draw.is_none();
        let Some((gp, inputs)) = &self.geometry else {
            return Ok(None);
        };
        let ir = gp.ir();
        let property = |name: PropertyName| {
            ir.properties
                .iter()
                .find(|p| p.name() == name)
                .map(|p| p.value())
        };
        let unsupported = |what: String| Error::Unsupported {
            operation: "drawing",
            what,
        };
        let output = if ir.semantics.geometry == shasm_ir::GeometryModel::PicaSlots {
            GeometryOutput::PicaSlots
        } else {
            GeometryOutput::Stream(match property(PropertyName::GsOutputPrimitive) {
                Some(PropertyValue::Primitive(IrPrimitive::Points)) => Primitive::Points,
                Some(PropertyValue::Primitive(IrPrimitive::LineStrip)) => Primitive::LineStrip,
                Some(PropertyValue::Primitive(IrPrimitive::TriangleStrip)) => {
                    Primitive::TriangleStrip
                }
                other => {
                    return Err(unsupported(format!(
                        "a geometry program whose output primitive is {}",
                        other.map_or("not declared".to_string(), |v| v.to_string())
                    )));
                }
            })
        };
        let pica_fed = output == GeometryOutput::PicaSlots && self.vertex.is_some();
        let input = if let (Some(draw), true) = (draw, pica_fed) {
            pica_geometry_input(gp, draw)?.0
        } else if once || output == GeometryOutput::PicaSlots {
            // A PICA200 geometry shader without a vertex shader reads its
            // input vertices from uniforms, as the inputs give them: one
            // run a vertex.
            GeometryInput::Points
        } else {
            match property(PropertyName::GsInputPrimitive) {
                Some(PropertyValue::Primitive(p)) => match p {
                    IrPrimitive::Points => GeometryInput::Points,
                    IrPrimitive::Lines => GeometryInput::Lines,
                    IrPrimitive::LinesAdjacency => GeometryInput::LinesAdjacency,
                    IrPrimitive::Triangles => GeometryInput::Triangles,
                    IrPrimitive::TrianglesAdjacency => GeometryInput::TrianglesAdjacency,
                    other => {
                        return Err(unsupported(format!(
                            "a geometry program whose input primitive is {other}"
                        )));
                    }
                },
                _ => {
                    return Err(unsupported(
                        "a geometry program without an input primitive".into(),
                    ));
                }
            }
        };
        let max_vertices = match property(PropertyName::GsMaxOutputVertices) {
            Some(PropertyValue::Uint(n)) => n as usize,
            // PICA200: the executor bounds what one run emits.
            _ => usize::MAX,
        };
        let mut slots = Vec::new();
        // Only the registers the program has (a program that reads
        // `vertex[1].color` alone has no `vertex[2].color`).
        let mut probe = gp.shared_executable().env();
        if let (Some(draw), true) = (draw, pica_fed) {
            // The vertex shader's outputs, register after register, vertex
            // after vertex, from the first register of the mode's file.
            let (_, file, first) = pica_geometry_input(gp, draw)?;
            let per_vertex = self.geometry_links.len();
            for v in 0..input.vertices() {
                for k in 0..per_vertex {
                    let index = first + (v * per_vertex + k) as u32;
                    if probe.set_2d(file, 0, index, [0; 4]).is_err() {
                        return Err(unsupported(format!(
                            "{} vertices of {per_vertex} vertex shader outputs: they fill {} {} registers from {}{first}, past the geometry shader's",
                            input.vertices(),
                            input.vertices() * per_vertex,
                            if file == File::Input {
                                "input"
                            } else {
                                "float uniform"
                            },
                            if file == File::Input { "v" } else { "c" },
                        )));
                    }
                    slots.push((v, Slot::new(file, index), GeometrySource::Varying(k)));
                }
            }
        }
        if !once && output != GeometryOutput::PicaSlots {
            for v in 0..input.vertices() {
                for d in ir.declarations.iter().filter(|d| d.file == File::Input) {
                    let Some(s) = d.semantic else { continue };
                    let source = if s.name == SemanticName::Position {
                        GeometrySource::Position
                    } else if let Some(j) = self.geometry_links.iter().position(|l| l.semantic == s)
                    {
                        GeometrySource::Varying(j)
                    } else {
                        continue;
                    };
                    for index in d.first..=d.last {
                        let slot = Slot {
                            file: File::Input,
                            dimension: v as u32,
                            index,
                        };
                        if !slots.iter().any(|(_, s, _)| *s == slot)
                            && probe
                                .set_2d(slot.file, slot.dimension, slot.index, [0; 4])
                                .is_ok()
                        {
                            slots.push((v, slot, source));
                        }
                    }
                }
            }
        }
        let position = output_of(gp, semantic(SemanticName::Position, 0))
            .ok_or_else(|| unsupported("a geometry program without a position result".into()))?;
        Ok(Some(GeometryShader {
            exe: gp.shared_executable().clone(),
            env: inputs.env().clone(),
            input,
            output,
            max_vertices,
            inputs: slots,
            position: position.index,
            varyings: self.links.iter().map(|l| l.from.map(|s| s.index)).collect(),
            clip_distances: clip_distance_slots(gp)
                .into_iter()
                .map(|(s, c)| (s.index, c))
                .collect(),
            point_size: output_of(gp, semantic(SemanticName::PSize, 0)).map(|s| s.index),
        }))
    }
}

/// A PICA200 geometry shader's input primitive for a draw of `draw`, and
/// the file and first register its input vertices fill (PICA200 notes
/// §2.6, the geometry shader modes): point mode (`.gsh point`) takes the
/// vertices of each of the draw's points, lines or triangles (GL's
/// assembly: the 3DS leaves the count to the application's geometry
/// stage configuration, which the draw mode stands for here) into v0,
/// v1, ...; fixed-primitive mode (`.gsh fixed cFirstFree cArrayStart N`)
/// takes N vertices at a time into the float uniforms from cArrayStart.
/// Variable-primitive mode takes its vertex counts from the index buffer,
/// which a draw does not give: refused.
pub(super) fn pica_geometry_input(
    gp: &Program,
    draw: Primitive,
) -> Result<(GeometryInput, File, u32), Error> {
    use shasm_pica::shbin::GsMode;
    let unsupported = |what: String| Error::Unsupported {
        operation: "drawing",
        what,
    };
    let dvle = match &gp.loaded().kind {
        crate::driver::Kind::Pica(s) => s.shbin.dvles.get(s.dvle),
        _ => None,
    }
    .ok_or_else(|| unsupported("a PICA200 geometry shader without its DVLE".into()))?;
    match dvle.gs_mode {
        GsMode::Point => {
            let input = match draw {
                Primitive::Points => GeometryInput::Points,
                Primitive::Lines | Primitive::LineStrip | Primitive::LineLoop => {
                    GeometryInput::Lines
                }
                Primitive::Triangles | Primitive::TriangleStrip | Primitive::TriangleFan => {
                    GeometryInput::Triangles
                }
                other => {
                    return Err(unsupported(format!(
                        "{} feeding a point-mode PICA200 geometry shader (points, lines and triangles feed one)",
                        other.gl_name()
                    )));
                }
            };
            Ok((input, File::Input, 0))
        }
        GsMode::Fixed if dvle.gs_fixed_num > 0 => Ok((
            GeometryInput::Groups(usize::from(dvle.gs_fixed_num)),
            File::Const,
            u32::from(dvle.gs_fixed_start),
        )),
        GsMode::Fixed => Err(unsupported(
            "a fixed-primitive PICA200 geometry shader of 0 vertices".into(),
        )),
        GsMode::Variable => Err(unsupported(
            "a variable-primitive PICA200 geometry shader (`.gsh variable`): its vertex counts come with the index buffer, which a draw does not give".into(),
        )),
        GsMode::Other(b) => Err(unsupported(format!(
            "a PICA200 geometry shader of mode {b}"
        ))),
    }
}
