//! Linking the programs of a pipeline and drawing with them.

use super::*;

impl<'p> Pipeline<'p> {
    /// Link `vertex` (a vertex program) and `fragment` (a fragment
    /// program); at least one is given. Each runs with the inputs its
    /// [`Program::inputs`] gives (its options' `--set` values and
    /// textures); [`Pipeline::vertex_inputs`] and
    /// [`Pipeline::fragment_inputs`] change them.
    ///
    /// Errors ([`Error::Unsupported`]): a program of another stage, a
    /// vertex program without a position result.
    pub fn new(
        vertex: Option<&'p Program>,
        fragment: Option<&'p Program>,
    ) -> Result<Pipeline<'p>, Error> {
        Pipeline::with_geometry(vertex, None, fragment)
    }

    /// Link a vertex, a geometry and a fragment program (NV_gpu_program4's
    /// NVvp4 → NVgp4 → NVfp4, or a PICA200 geometry shader): the geometry
    /// program's inputs `vertex[n].*` receive the vertex stage's results
    /// of the same meaning, the fragment inputs its emitted results.
    ///
    /// Errors ([`Error::Unsupported`]): as [`Pipeline::new`], and a
    /// `geometry` that is not a geometry program or has no position
    /// result.
    pub fn with_geometry(
        vertex: Option<&'p Program>,
        geometry: Option<&'p Program>,
        fragment: Option<&'p Program>,
    ) -> Result<Pipeline<'p>, Error> {
        let unsupported = |what: String| Error::Unsupported {
            operation: "drawing",
            what,
        };
        // A vertex or geometry program: of its stage, and with a position.
        let positioned = |program: Option<&Program>, stage: Stage| -> Result<(), Error> {
            let Some(p) = program else { return Ok(()) };
            let role = stage_name(stage);
            if p.stage() != stage {
                return Err(unsupported(format!(
                    "a {} program as the {role} program",
                    stage_name(p.stage())
                )));
            }
            if output_of(p, semantic(SemanticName::Position, 0)).is_none() {
                return Err(unsupported(format!(
                    "a {role} program without a position result"
                )));
            }
            Ok(())
        };
        positioned(geometry, Stage::Geometry)?;
        if vertex.is_none() && fragment.is_none() && geometry.is_none() {
            return Err(unsupported(
                "nothing: give a vertex or a fragment program".into(),
            ));
        }
        positioned(vertex, Stage::Vertex)?;
        if let Some(f) = fragment
            && f.stage() != Stage::Fragment
        {
            return Err(unsupported(format!(
                "a {} program as the fragment program",
                stage_name(f.stage())
            )));
        }
        // The varyings: the fragment program's interpolated inputs, or the
        // primary colour of the fixed-function stage.
        let wanted: Vec<(Semantic, Option<Interpolation>)> = match fragment {
            Some(f) => declarations(f, File::Input)
                .filter_map(|d| {
                    let s = input_semantic(d)?;
                    is_varying(s.name).then_some((s, d.interpolation))
                })
                .collect(),
            None => vec![(semantic(SemanticName::Color, 0), None)],
        };
        let links = wanted
            .into_iter()
            .map(|(s, interpolation)| {
                let color = matches!(s.name, SemanticName::Color | SemanticName::BColor);
                Link {
                    semantic: s,
                    from: match geometry {
                        Some(g) => output_of(g, s),
                        None => vertex.and_then(|v| output_of(v, s)),
                    },
                    varying: Varying {
                        interp: match interpolation {
                            Some(Interpolation::Constant) => Interp::Flat,
                            Some(Interpolation::Linear) => Interp::NoPerspective,
                            _ => Interp::Smooth,
                        },
                        // OpenGL 2.1 §2.14.6 (and the vertex program
                        // specs): the colours are clamped to [0, 1] before
                        // rasterization.
                        clamp: color,
                        color,
                    },
                }
            })
            .collect();
        // The geometry program's per-vertex inputs (NV_gpu_program4's
        // `vertex[n].color`, ...): each from the vertex result of the same
        // meaning; the position is the vertex's own.
        let pica_geometry = geometry
            .is_some_and(|g| g.ir().semantics.geometry == shasm_ir::GeometryModel::PicaSlots);
        let geometry_links = if let (true, Some(v)) = (pica_geometry, vertex) {
            pica_geometry_links(v)?
        } else {
            geometry
                .map(|g| {
                    g.ir()
                        .declarations
                        .iter()
                        .filter(|d| d.file == File::Input)
                        .filter_map(|d| d.semantic)
                        .filter(|s| is_varying(s.name))
                        .map(|s| Link {
                            semantic: s,
                            from: vertex.and_then(|v| output_of(v, s)),
                            varying: Varying {
                                clamp: matches!(s.name, SemanticName::Color | SemanticName::BColor),
                                ..Varying::default()
                            },
                        })
                        .collect()
                })
                .unwrap_or_default()
        };
        Ok(Pipeline {
            vertex: vertex.map(|v| v.inputs().map(|i| (v, i))).transpose()?,
            geometry: geometry.map(|g| g.inputs().map(|i| (g, i))).transpose()?,
            fragment: fragment.map(|f| f.inputs().map(|i| (f, i))).transpose()?,
            links,
            geometry_links,
            engine: None,
        })
    }

    /// The geometry program's inputs, if there is one.
    pub fn geometry_inputs(&mut self) -> Option<&mut Inputs<'p>> {
        self.geometry.as_mut().map(|(_, i)| i)
    }

    /// The geometry program.
    pub fn geometry_program(&self) -> Option<&'p Program> {
        self.geometry.as_ref().map(|(p, _)| *p)
    }

    /// The vertex program's inputs (parameters, textures), if there is one.
    pub fn vertex_inputs(&mut self) -> Option<&mut Inputs<'p>> {
        self.vertex.as_mut().map(|(_, i)| i)
    }

    /// The fragment program's inputs, if there is one.
    pub fn fragment_inputs(&mut self) -> Option<&mut Inputs<'p>> {
        self.fragment.as_mut().map(|(_, i)| i)
    }

    /// Set the instance number the vertex program reads for the draws
    /// that follow (ARB_draw_instanced: NV_gpu_program4's
    /// `vertex.instance`, TGSI's `INSTANCEID` system value: x = the
    /// instance, an integer; the other components 0). Returns whether the
    /// vertex program reads one; without it every instance draws the same.
    pub fn set_instance(&mut self, instance: u32) -> Result<bool, Error> {
        let Some((vp, inputs)) = self.vertex.as_mut() else {
            return Ok(false);
        };
        let ir = vp.ir();
        let names: Vec<String> = ir
            .declarations
            .iter()
            .filter(|d| {
                d.semantic
                    .is_some_and(|s| s.name == SemanticName::InstanceId)
            })
            .map(|d| ir.spell(d.file, d.first))
            .collect();
        for name in &names {
            inputs.set_words(name, &[instance, 0, 0, 0])?;
        }
        Ok(!names.is_empty())
    }

    /// The vertex program.
    pub fn vertex_program(&self) -> Option<&'p Program> {
        self.vertex.as_ref().map(|(p, _)| *p)
    }

    /// The fragment program.
    pub fn fragment_program(&self) -> Option<&'p Program> {
        self.fragment.as_ref().map(|(p, _)| *p)
    }

    /// The number of colour buffers the fragment program writes (1 at
    /// least).
    pub fn render_targets(&self) -> usize {
        self.fragment
            .as_ref()
            .map(|(f, _)| {
                declarations(f, File::Output)
                    .filter_map(|d| d.semantic)
                    .filter(|s| s.name == SemanticName::Color)
                    .map(|s| s.index as usize + 1)
                    .max()
                    .unwrap_or(1)
            })
            .unwrap_or(1)
    }

    /// The register of the vertex program that `attribute` sets.
    pub fn attribute_slot(&self, attribute: &Attribute) -> Option<Slot> {
        let (program, _) = self.vertex.as_ref()?;
        attribute_slot(program, attribute)
    }

    /// Shade with `kind` rather than the engine the programs' options name
    /// (`shasm render --engine gpu` draws the reference picture with the
    /// interpreter).
    pub fn set_engine(&mut self, kind: shasm_engine::EngineKind) {
        self.engine = Some(kind);
    }

    /// The engine [`Pipeline::set_engine`] or the programs' options name.
    pub(super) fn engine(&self) -> Result<Box<dyn Engine>, Error> {
        let kind = self.engine.unwrap_or_else(|| {
            self.vertex
                .as_ref()
                .or(self.geometry.as_ref())
                .or(self.fragment.as_ref())
                .map(|(p, _)| p.options().engine)
                .unwrap_or_default()
        });
        crate::engine(kind)
    }

    /// Draw `vertices` as `primitive` into `surface`, and say what the
    /// renderer had to do differently (an engine fallback) in the notes.
    pub fn draw(
        &self,
        surface: &mut Surface,
        primitive: Primitive,
        vertices: &Vertices,
    ) -> Result<(DrawStats, Vec<String>), Error> {
        let engine = self.engine()?;
        let links = if self.geometry.is_some() {
            &self.geometry_links
        } else {
            &self.links
        };
        let outs = self.vertex_stage(engine.as_ref(), surface, vertices, links)?;
        let renderer = self.renderer(engine.as_ref())?;
        let mut state = surface.state.clone();
        state.frag_coord = self.frag_coord();
        let Some(gs) = self.geometry_shader(Some(primitive))? else {
            let stats = renderer.draw(&mut surface.framebuffer, &state, primitive, &outs)?;
            return Ok((stats, renderer.notes().to_vec()));
        };
        let emitted = shasm_raster::run_geometry(engine.as_ref(), &gs, primitive, &outs)?;
        self.draw_emitted(surface, &renderer, &state, emitted)
    }

    /// A window-filling quad (clip coordinates -1 to 1) whose texture
    /// coordinates (every set) and generic attributes run from (0, 0) at
    /// the lower left to (1, 1) at the upper right, with GL's current
    /// colour (1, 1, 1, 1): what `shasm render` draws.
    pub fn fullscreen() -> (Primitive, Vertices) {
        let corners = [[0.0, 0.0], [1.0, 0.0], [0.0, 1.0], [1.0, 1.0]];
        let mut attributes = vec![Attribute::Position, Attribute::Color(0)];
        attributes.extend((0..8).map(Attribute::TexCoord));
        let mut values = Vec::new();
        for [s, t] in corners {
            values.push([2.0 * s - 1.0, 2.0 * t - 1.0, 0.0, 1.0]);
            values.push([1.0; 4]);
            values.extend(std::iter::repeat_n([s, t, 0.0, 1.0], 8));
        }
        (Primitive::TriangleStrip, Vertices::new(attributes, values))
    }

    pub(super) fn vertex_stage(
        &self,
        engine: &dyn Engine,
        surface: &Surface,
        vertices: &Vertices,
        links: &[Link],
    ) -> Result<Vec<VertexOut>, Error> {
        let count = vertices.len();
        if count > shasm_raster::MAX_VERTICES {
            return Err(RasterError::Vertices(count).into());
        }
        let clip_count = surface.state.clip_enabled.len();
        // §2.17: a vertex is inside plane n when (p1 p2 p3 p4) . eye >= 0.
        let plane_distances = |eye: [f32; 4]| -> Vec<f32> {
            (0..clip_count)
                .map(|n| {
                    let p = surface.clip_planes.get(n).copied().unwrap_or([0.0; 4]);
                    (0..4).map(|c| p[c] * eye[c]).sum()
                })
                .collect()
        };
        let Some((vp, inputs)) = &self.vertex else {
            // GL's fixed-function vertex stage with identity modelview and
            // lighting off: the position times the projection, the
            // attributes passed through; what a vertex does not give is
            // GL's current value (colour (1, 1, 1, 1), secondary colour
            // (0, 0, 0, 1), texture coordinates (0, 0, 0, 1)).
            return Ok((0..count)
                .map(|k| {
                    let p = vertices
                        .get(k, &Attribute::Position)
                        .unwrap_or([0.0, 0.0, 0.0, 1.0]);
                    let m = &surface.projection;
                    let position =
                        std::array::from_fn(|r| (0..4).map(|c| m[r][c] * p[c]).sum::<f32>());
                    let varyings = links
                        .iter()
                        .map(|l| fixed_attribute(vertices, k, l.semantic, p))
                        .collect();
                    VertexOut {
                        position,
                        varyings,
                        clip: plane_distances(p),
                        point_size: 0.0,
                    }
                })
                .collect());
        };
        let mut attributes = Vec::new();
        let mut columns = Vec::new();
        for (j, a) in vertices.attributes.iter().enumerate() {
            if let Some(slot) = attribute_slot(vp, a)
                && !attributes.contains(&slot)
            {
                attributes.push(slot);
                columns.push(j);
            }
        }
        let position = output_of(vp, semantic(SemanticName::Position, 0)).ok_or_else(|| {
            Error::Unsupported {
                operation: "drawing",
                what: "a vertex program without a position result".into(),
            }
        })?;
        let clip_distances = clip_distance_slots(vp);
        let shader = VertexShader {
            exe: vp.shared_executable().clone(),
            env: inputs.env().clone(),
            // A program that reads no attribute still runs once a vertex:
            // it gets the position register set, which it ignores.
            attributes: if attributes.is_empty() {
                vec![Slot::new(File::Input, 0)]
            } else {
                attributes.clone()
            },
            position,
            varyings: links.iter().map(|l| l.from.unwrap_or(position)).collect(),
            clip_distances: clip_distances.clone(),
            point_size: output_of(vp, semantic(SemanticName::PSize, 0)),
        };
        let stride = vertices.attributes.len();
        let data: Vec<[f32; 4]> = (0..count)
            .flat_map(|k| {
                let row = &vertices.values[k * stride..(k + 1) * stride];
                if columns.is_empty() {
                    vec![[0.0, 0.0, 0.0, 1.0]]
                } else {
                    columns.iter().map(|&j| row[j]).collect()
                }
            })
            .collect();
        let mut outs = shasm_raster::run_vertices(engine, &shader, &data)?;
        // ARB_vertex_program §2.14.4.5.1 (ARB_position_invariant): user
        // clipping applies to position-invariant programs, with the eye
        // position the fixed-function transform gives.
        let invariant = match &vp.loaded().kind {
            crate::driver::Kind::Arb(p) => p.options.position_invariant,
            crate::driver::Kind::Gp4(p) => p.options.position_invariant,
            _ => false,
        };
        if invariant && clip_distances.is_empty() {
            for (k, out) in outs.iter_mut().enumerate() {
                let eye = vertices
                    .get(k, &Attribute::Position)
                    .unwrap_or([0.0, 0.0, 0.0, 1.0]);
                out.clip = plane_distances(eye);
            }
        }
        for out in &mut outs {
            // Varyings the vertex program does not write: GL leaves them
            // undefined; shasm gives (0, 0, 0, 1).
            for (value, link) in out.varyings.iter_mut().zip(links) {
                if link.from.is_none() {
                    *value = [0.0, 0.0, 0.0, 1.0];
                }
            }
            out.clip.resize(clip_count, 0.0);
        }
        Ok(outs)
    }

    pub(super) fn renderer(&self, engine: &dyn Engine) -> Result<Renderer, Error> {
        let varyings: Vec<Varying> = self.links.iter().map(|l| l.varying).collect();
        let stage = match &self.fragment {
            None => FragmentStage::Fixed { color: Some(0) },
            Some((fp, inputs)) => {
                let mut fragment_inputs = Vec::new();
                for d in declarations(fp, File::Input) {
                    let Some(s) = input_semantic(d) else { continue };
                    let source = match s.name {
                        SemanticName::Position => FragmentSource::Position,
                        SemanticName::Face => FragmentSource::Facing,
                        _ => match self.links.iter().position(|l| l.semantic == s) {
                            Some(j) => FragmentSource::Varying(j),
                            None => continue,
                        },
                    };
                    for index in d.first..=d.last {
                        fragment_inputs.push((Slot::new(File::Input, index), source));
                    }
                }
                let mut colors = Vec::new();
                let mut depth = None;
                for d in declarations(fp, File::Output) {
                    match d.semantic {
                        Some(s) if s.name == SemanticName::Color => {
                            colors.push((Slot::new(File::Output, d.first), s.index as usize));
                        }
                        Some(s) if s.name == SemanticName::Position => {
                            depth = Some(Slot::new(File::Output, d.first));
                        }
                        _ => {}
                    }
                }
                FragmentStage::Program(FragmentProgram {
                    exe: fp.shared_executable().clone(),
                    env: inputs.env().clone(),
                    inputs: fragment_inputs,
                    colors,
                    depth,
                })
            }
        };
        Ok(Renderer::new(engine, stage, varyings)?)
    }

    /// The fragment coordinate conventions of the fragment program
    /// (ARB_fragment_coord_conventions).
    pub fn frag_coord(&self) -> FragCoordConventions {
        let Some((fp, _)) = &self.fragment else {
            return FragCoordConventions::default();
        };
        let conventions = crate::session::coord_conventions(fp.loaded());
        let (upper_left, integer_center) = conventions.unwrap_or((false, false));
        FragCoord {
            upper_left,
            integer_center,
        }
    }
}

impl Pipeline<'_> {
    /// Apply the `--set` values and `--texture` bindings of `options` to
    /// the programs they concern: a value to each program that has the
    /// register or parameter (GL state `state.*` to each program that
    /// reads GL state), a texture to each program that samples its unit.
    ///
    /// Errors: a value that names nothing in either program
    /// ([`Error::UnknownName`]), a texture no program samples
    /// ([`Error::BadOption`]), an unreadable image.
    pub fn apply(&mut self, options: &crate::Options) -> Result<(), Error> {
        for set in &options.sets {
            let mut used = false;
            for (program, inputs) in [
                self.vertex.as_mut(),
                self.geometry.as_mut(),
                self.fragment.as_mut(),
            ]
            .into_iter()
            .flatten()
            {
                let state = set.target.trim_start().starts_with("state.")
                    && matches!(
                        program.isa(),
                        crate::Isa::ArbVertex
                            | crate::Isa::ArbFragment
                            | crate::Isa::Gp4Vertex
                            | crate::Isa::Gp4Geometry
                            | crate::Isa::Gp4Fragment
                    );
                if !state && program.resolve(&set.target).is_none() {
                    continue;
                }
                used = true;
                match &set.values {
                    crate::options::Values::Floats(v) => inputs.set(&set.target, v)?,
                    crate::options::Values::Words(w) => inputs.set_words(&set.target, w)?,
                    // The command line's spelling, read by the register's
                    // type (`--set` of `shasm render`).
                    crate::options::Values::Text(_) => inputs.assign(&set.to_string())?,
                };
            }
            if !used {
                return Err(Error::UnknownName {
                    name: set.target.clone(),
                });
            }
        }
        for file in &options.textures {
            let texture = crate::Texture::from_png_file(file.target, &file.path)?
                .with_sampler(file.sampler.clone());
            let mut used = false;
            for (program, inputs) in [
                self.vertex.as_mut(),
                self.geometry.as_mut(),
                self.fragment.as_mut(),
            ]
            .into_iter()
            .flatten()
            {
                if crate::textures::sampled_units(program.ir())
                    .iter()
                    .any(|(u, _)| *u == file.unit)
                {
                    inputs.bind_texture(file.unit, &texture)?;
                    used = true;
                }
            }
            if !used {
                return Err(Error::bad_option(
                    "--texture",
                    file.to_string(),
                    format!("no program samples texture unit {}", file.unit),
                ));
            }
        }
        Ok(())
    }
}
