//! Pictures: programs drawn by the reference rasterizer (`shasm-raster`).
//!
//! A [`Pipeline`] is a vertex program, a fragment program or both, linked
//! by their bindings: each fragment input receives the vertex result of the
//! same meaning (`result.texcoord[n]` → `fragment.texcoord[n]`, `o[TEXn]` →
//! `f[TEXn]`, `o[COL0]` → `f[COL0]`, TGSI `GENERIC[n]` → `GENERIC[n]`,
//! `result.attrib[n]` → `fragment.attrib[n]`, fog, secondary colour), the
//! fragment position and facing come from the rasterizer. Without a
//! fragment program GL's fixed-function fragment stage draws the
//! interpolated primary colour (texturing, fog and colour sum off); without
//! a vertex program GL's fixed-function vertex stage passes the vertex's
//! position (times the projection matrix) and attributes through
//! ([`Pipeline::fullscreen`] draws a window-filling quad with texture
//! coordinates 0 to 1).
//!
//! ```
//! use shasm::Program;
//! use shasm::render::{Pipeline, Surface};
//!
//! let vp = Program::from_text("t.vp", "!!ARBvp1.0\nMOV result.position, vertex.position;\nMOV result.color, vertex.color;\nEND\n")?;
//! let fp = Program::from_text("t.fp", "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n")?;
//! let pipeline = Pipeline::new(Some(&vp), Some(&fp))?;
//! let mut surface = Surface::new(4, 4, 1)?;
//! // A red full-window quad (vertex.color per vertex).
//! let red = [1.0, 0.0, 0.0, 1.0];
//! let quad = [[-1.0, -1.0, 0.0, 1.0], [1.0, -1.0, 0.0, 1.0], [-1.0, 1.0, 0.0, 1.0], [1.0, 1.0, 0.0, 1.0]];
//! let vertices = shasm::render::Vertices::new(
//!     vec![shasm::render::Attribute::Position, shasm::render::Attribute::Color(0)],
//!     quad.iter().flat_map(|p| [*p, red]).collect(),
//! );
//! pipeline.draw(&mut surface, shasm::render::Primitive::TriangleStrip, &vertices)?;
//! assert_eq!(surface.framebuffer().pixel(0, 2, 2), Some(red));
//! # Ok::<(), shasm::Error>(())
//! ```

mod gpu;

use crate::error::Error;
use crate::program::{Inputs, Program};
use shasm_engine::{Engine, Slot};
use shasm_ir::{
    Declaration, File, Interpolation, Primitive as IrPrimitive, PropertyName, PropertyValue,
    Semantic, SemanticName, Stage,
};
use shasm_raster::{
    FragCoord, FragmentProgram, FragmentSource, FragmentStage, GeometryInput, GeometryOutput,
    GeometryShader, GeometrySource, Interp, Renderer, Varying, VertexOut, VertexShader,
};

pub use shasm_raster::{
    ColorFormat, DepthFunc, DrawStats, Framebuffer, MAX_RENDER_TARGETS, MAX_SIDE, Primitive,
    RasterError, State,
};

/// A vertex attribute as draw calls name it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Attribute {
    /// The vertex position (`vertex.position`, `v[OPOS]`, `IN[0]`, `v0`).
    Position,
    /// Colour n: 0 primary, 1 secondary (`vertex.color`, `v[COL0]`).
    Color(u32),
    /// Texture coordinate set n (`vertex.texcoord[n]`, `v[TEXn]`).
    TexCoord(u32),
    /// Generic attribute n (`vertex.attrib[n]`, `v[n]`, `IN[n]`).
    Generic(u32),
    /// A register by the program's own name.
    Named(String),
}

/// Vertex data: `attributes.len()` values per vertex, vertex after
/// vertex.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Vertices {
    attributes: Vec<Attribute>,
    values: Vec<[f32; 4]>,
}

impl Vertices {
    /// Vertex data of these attributes.
    pub fn new(attributes: Vec<Attribute>, values: Vec<[f32; 4]>) -> Vertices {
        Vertices { attributes, values }
    }

    /// The number of whole vertices.
    pub fn len(&self) -> usize {
        self.values.len() / self.attributes.len().max(1)
    }

    /// Whether there is no vertex.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value of `attribute` for vertex `k`, if given.
    fn get(&self, k: usize, attribute: &Attribute) -> Option<[f32; 4]> {
        let j = self.attributes.iter().position(|a| a == attribute)?;
        self.values.get(k * self.attributes.len() + j).copied()
    }
}

/// A framebuffer with its state: what draw calls draw into.
#[derive(Clone, Debug)]
pub struct Surface {
    framebuffer: Framebuffer,
    /// The fixed state draws read (viewport, depth test, clip planes...).
    pub state: State,
    /// The fixed-function vertex stage's projection (row-major); identity
    /// by default.
    pub projection: [[f32; 4]; 4],
    /// The user clip planes (glClipPlane, OpenGL 2.1 §2.17) in eye
    /// coordinates, plane n at index n; a plane not given is (0, 0, 0, 0).
    /// They clip what the fixed-function vertex stage and ARB
    /// position-invariant programs draw, where enabled
    /// ([`State::clip_enabled`]); the modelview matrix is the identity,
    /// so eye coordinates are the vertex's position.
    pub clip_planes: Vec<[f32; 4]>,
}

impl Surface {
    /// A `width`×`height` surface with `targets` colour buffers of 8 bits
    /// a channel and GL's initial state.
    pub fn new(width: u32, height: u32, targets: usize) -> Result<Surface, Error> {
        Ok(Surface {
            framebuffer: Framebuffer::new(width, height, targets, ColorFormat::Unorm8)?,
            state: State::new(width, height),
            projection: IDENTITY,
            clip_planes: Vec::new(),
        })
    }

    /// The pixels.
    pub fn framebuffer(&self) -> &Framebuffer {
        &self.framebuffer
    }

    /// The pixels, to clear.
    pub fn framebuffer_mut(&mut self) -> &mut Framebuffer {
        &mut self.framebuffer
    }

    /// Colour buffer `target` as a PNG (RGBA, 8 bits a channel, top row
    /// first), each pixel scaled up to `scale`×`scale`.
    pub fn to_png(&self, target: usize, scale: u32) -> Result<Vec<u8>, Error> {
        to_png(&self.framebuffer, target, scale)
    }
}

const IDENTITY: [[f32; 4]; 4] = [
    [1.0, 0.0, 0.0, 0.0],
    [0.0, 1.0, 0.0, 0.0],
    [0.0, 0.0, 1.0, 0.0],
    [0.0, 0.0, 0.0, 1.0],
];

/// glOrtho's matrix (OpenGL 2.1 §2.11.2), row-major.
pub fn ortho(left: f32, right: f32, bottom: f32, top: f32, near: f32, far: f32) -> [[f32; 4]; 4] {
    let (rl, tb, fnr) = (right - left, top - bottom, far - near);
    [
        [2.0 / rl, 0.0, 0.0, -(right + left) / rl],
        [0.0, 2.0 / tb, 0.0, -(top + bottom) / tb],
        [0.0, 0.0, -2.0 / fnr, -(far + near) / fnr],
        [0.0, 0.0, 0.0, 1.0],
    ]
}

/// The largest picture [`to_png`] writes, in pixels after scaling.
pub const MAX_PNG_PIXELS: u64 = 1 << 26;

/// Colour buffer `target` of `fb` as PNG bytes, rows from the top, each
/// pixel repeated `scale` times in both directions.
pub fn to_png(fb: &Framebuffer, target: usize, scale: u32) -> Result<Vec<u8>, Error> {
    let buffer = fb.color_buffer(target).ok_or_else(|| {
        Error::bad_option("--target", target.to_string(), "no such colour buffer")
    })?;
    let scale = scale.max(1);
    let (w, h) = (fb.width(), fb.height());
    let (sw, sh) = (
        u64::from(w) * u64::from(scale),
        u64::from(h) * u64::from(scale),
    );
    if sw * sh > MAX_PNG_PIXELS || sw > u64::from(u32::MAX) || sh > u64::from(u32::MAX) {
        return Err(Error::bad_option(
            "--scale",
            scale.to_string(),
            format!("a {sw}x{sh} picture is over the limit of {MAX_PNG_PIXELS} pixels"),
        ));
    }
    let mut rgba = Vec::with_capacity((sw * sh * 4) as usize);
    for row in (0..h).rev() {
        let mut line = Vec::with_capacity((sw * 4) as usize);
        for x in 0..w {
            let c = buffer[(row * w + x) as usize];
            let bytes = c.map(|v| (v.clamp(0.0, 1.0) * 255.0).round() as u8);
            for _ in 0..scale {
                line.extend_from_slice(&bytes);
            }
        }
        for _ in 0..scale {
            rgba.extend_from_slice(&line);
        }
    }
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, sw as u32, sh as u32);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let png_error = |e: png::EncodingError| Error::Io {
            path: "PNG".into(),
            source: std::io::Error::other(e.to_string()),
        };
        let mut writer = encoder.write_header().map_err(png_error)?;
        writer.write_image_data(&rgba).map_err(png_error)?;
    }
    Ok(out)
}

/// One varying of a linked pipeline.
#[derive(Clone, Debug)]
struct Link {
    semantic: Semantic,
    /// The vertex program's result feeding it.
    from: Option<Slot>,
    varying: Varying,
}

/// A vertex and/or a fragment program, linked, with the inputs (parameters
/// and textures) each runs with.
pub struct Pipeline<'p> {
    vertex: Option<(&'p Program, Inputs<'p>)>,
    geometry: Option<(&'p Program, Inputs<'p>)>,
    fragment: Option<(&'p Program, Inputs<'p>)>,
    /// The fragment stage's varyings, from the vertex program or, where
    /// there is one, the geometry program.
    links: Vec<Link>,
    /// The geometry program's per-vertex inputs, from the vertex stage.
    geometry_links: Vec<Link>,
    /// The engine that shades, where not the programs' options' own.
    engine: Option<shasm_engine::EngineKind>,
}

impl std::fmt::Debug for Pipeline<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pipeline")
            .field("links", &self.links)
            .finish_non_exhaustive()
    }
}

/// Whether fragment inputs of this meaning are interpolated from vertices.
fn is_varying(name: SemanticName) -> bool {
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

fn declarations(program: &Program, file: File) -> impl Iterator<Item = &Declaration> {
    program
        .ir()
        .declarations
        .iter()
        .filter(move |d| d.file == file && d.dimension.is_none())
}

/// The output register of `program` with this meaning.
fn output_of(program: &Program, semantic: Semantic) -> Option<Slot> {
    declarations(program, File::Output)
        .find(|d| d.semantic == Some(semantic))
        .map(|d| Slot::new(File::Output, d.first))
}

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
        if let Some(g) = geometry {
            if g.stage() != Stage::Geometry {
                return Err(unsupported(format!(
                    "a {} program as the geometry program",
                    stage_name(g.stage())
                )));
            }
            if output_of(g, semantic(SemanticName::Position, 0)).is_none() {
                return Err(unsupported(
                    "a geometry program without a position result".into(),
                ));
            }
        }
        if vertex.is_none() && fragment.is_none() && geometry.is_none() {
            return Err(unsupported(
                "nothing: give a vertex or a fragment program".into(),
            ));
        }
        if let Some(v) = vertex {
            if v.stage() != Stage::Vertex {
                return Err(unsupported(format!(
                    "a {} program as the vertex program",
                    stage_name(v.stage())
                )));
            }
            if output_of(v, semantic(SemanticName::Position, 0)).is_none() {
                return Err(unsupported(
                    "a vertex program without a position result".into(),
                ));
            }
        }
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
    fn engine(&self) -> Result<Box<dyn Engine>, Error> {
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

    fn draw_emitted(
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
    fn geometry_shader(&self, draw: Option<Primitive>) -> Result<Option<GeometryShader>, Error> {
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

    fn vertex_stage(
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

    fn renderer(&self, engine: &dyn Engine) -> Result<Renderer, Error> {
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

/// The fragment position's conventions, as the rasterizer takes them.
pub type FragCoordConventions = FragCoord;

fn stage_name(stage: Stage) -> &'static str {
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
fn pica_geometry_links(vertex: &Program) -> Result<Vec<Link>, Error> {
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
fn pica_geometry_input(gp: &Program, draw: Primitive) -> Result<(GeometryInput, File, u32), Error> {
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

/// The meaning of a fragment input for linking. NV_gpu_program4's
/// `fragment.attrib[n]` is declared GENERIC by its register; it links to
/// `result.attrib[n]` (GENERIC n), so its number is taken from the
/// binding's name.
fn input_semantic(d: &Declaration) -> Option<Semantic> {
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

fn semantic(name: SemanticName, index: u32) -> Semantic {
    Semantic { name, index }
}

/// The clip distances a vertex program writes: NV `o[CLPn].x`,
/// NV_gpu_program4 `result.clip[n].x`, TGSI `CLIPDIST[n]` (four distances
/// a register), in order of their number.
fn clip_distance_slots(vp: &Program) -> Vec<(Slot, usize)> {
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
fn fixed_attribute(vertices: &Vertices, k: usize, s: Semantic, position: [f32; 4]) -> [f32; 4] {
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
