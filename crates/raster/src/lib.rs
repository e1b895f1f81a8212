//! # shasm-raster: GL's reference rasterizer over any engine
//!
//! Draws points, lines and triangles the way OpenGL 2.1 defines it
//! (section numbers below are the OpenGL 2.1 specification's):
//! primitive assembly (§2.6.1), clipping against the view volume and user
//! clip distances (§2.17, `clip.rs`), perspective division and the
//! viewport and depth-range transformation (§2.11), rasterization of points
//! (§3.4), lines (§3.5) and polygons (§3.6) with perspective-correct
//! interpolation of every varying (§3.5.1 eq. 3.6, §3.6.1 eq. 3.9),
//! flat shading from the provoking vertex (§2.14.7), the fragment
//! program (fragments shaded in 2×2 quads so that derivatives and
//! implicit texture LOD work), `KIL`, the depth test (§4.1.6) with the
//! program's depth result, fragment colour clamping and multiple render
//! targets (ARB_draw_buffers).
//!
//! The crate knows no front end: it takes prepared
//! [`shasm_exec::Executable`]s with the registers each stage reads and
//! writes ([`VertexShader`], [`FragmentProgram`]) and the linkage between
//! them (the order of [`VertexOut::varyings`] and [`Varying`]). Vertex and
//! fragment batches go through the [`Engine`] trait, so any engine
//! renders; an engine that refuses the fragment program's quads falls back
//! to the reference interpreter and says so ([`Renderer::notes`]).

mod clip;
mod geometry;

pub use geometry::{
    Emitted, GeometryInput, GeometryOutput, GeometryShader, GeometrySource, run_geometry,
};

use shasm_engine::{Engine, EngineError, IoLayout, Kernel, Order, Results, Slot, Status};
use shasm_exec::{End, Env, Executable};
use std::sync::Arc;

/// The largest framebuffer side, in pixels.
pub const MAX_SIDE: u32 = 4096;
/// The most pixels over all colour buffers of a framebuffer (16 Mi: 256
/// MiB of colour at 16 bytes a pixel).
pub const MAX_PIXELS: u64 = 1 << 24;
/// The most render targets (ARB_draw_buffers: MAX_DRAW_BUFFERS_ARB is at
/// least 1; 8 is what the NV and ARB families' hardware had).
pub const MAX_RENDER_TARGETS: usize = 8;
/// The most vertices one draw call takes.
pub const MAX_VERTICES: usize = 1 << 20;
/// Quads shaded per engine call.
const QUADS_PER_BATCH: usize = 1024;
/// Subpixel precision of window coordinates: positions snap to 1/256 of a
/// pixel before edge functions are evaluated, so that the edge functions
/// are exact integers and two triangles sharing an edge agree on every
/// pixel centre on it.
const SUBPIXEL: f64 = 256.0;

/// Why a draw failed.
#[derive(Debug, thiserror::Error)]
pub enum RasterError {
    /// A framebuffer side of zero or above [`MAX_SIDE`].
    #[error("framebuffer {width}x{height} is not allowed (each side 1 to {MAX_SIDE} pixels)")]
    Size { width: u32, height: u32 },
    /// More pixels over all colour buffers than [`MAX_PIXELS`].
    #[error(
        "{targets} colour buffers of {width}x{height} pixels are more than the {MAX_PIXELS} pixels allowed"
    )]
    Pixels {
        width: u32,
        height: u32,
        targets: usize,
    },
    /// More render targets than [`MAX_RENDER_TARGETS`].
    #[error("{0} render targets asked for; at most {MAX_RENDER_TARGETS}")]
    Targets(usize),
    /// More vertices than [`MAX_VERTICES`].
    #[error("{0} vertices in one draw; at most {MAX_VERTICES}")]
    Vertices(usize),
    /// Vertex data that does not hold whole vertices.
    #[error("vertex data holds {got} values; a multiple of {per_vertex} expected")]
    VertexData { got: usize, per_vertex: usize },
    /// A geometry program that emitted more than [`MAX_VERTICES`]
    /// vertices in one draw.
    #[error("the geometry program emitted {0} vertices in one draw; at most {MAX_VERTICES}")]
    Emitted(usize),
    /// A draw mode the geometry program's input primitive does not take
    /// (EXT_geometry_shader4 §2.16.1: INVALID_OPERATION).
    #[error("{draw} cannot feed a geometry program whose input primitive is {input}")]
    GeometryInput {
        draw: &'static str,
        input: &'static str,
    },
    /// The engine failed.
    #[error("{stage} program: {source}")]
    Engine {
        stage: &'static str,
        #[source]
        source: EngineError,
    },
}

/// How primitives are assembled from the vertex stream (§2.6.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Primitive {
    Points,
    Lines,
    LineStrip,
    LineLoop,
    Triangles,
    TriangleStrip,
    TriangleFan,
    Quads,
    QuadStrip,
    Polygon,
    /// GL 3.2's adjacency modes (EXT_geometry_shader4): without a
    /// geometry program the adjacent vertices are ignored (GL 3.2 §2.6.1).
    LinesAdjacency,
    LineStripAdjacency,
    TrianglesAdjacency,
    TriangleStripAdjacency,
}

impl Primitive {
    /// The GL enum name.
    pub fn gl_name(self) -> &'static str {
        match self {
            Primitive::Points => "GL_POINTS",
            Primitive::Lines => "GL_LINES",
            Primitive::LineStrip => "GL_LINE_STRIP",
            Primitive::LineLoop => "GL_LINE_LOOP",
            Primitive::Triangles => "GL_TRIANGLES",
            Primitive::TriangleStrip => "GL_TRIANGLE_STRIP",
            Primitive::TriangleFan => "GL_TRIANGLE_FAN",
            Primitive::Quads => "GL_QUADS",
            Primitive::QuadStrip => "GL_QUAD_STRIP",
            Primitive::Polygon => "GL_POLYGON",
            Primitive::LinesAdjacency => "GL_LINES_ADJACENCY",
            Primitive::LineStripAdjacency => "GL_LINE_STRIP_ADJACENCY",
            Primitive::TrianglesAdjacency => "GL_TRIANGLES_ADJACENCY",
            Primitive::TriangleStripAdjacency => "GL_TRIANGLE_STRIP_ADJACENCY",
        }
    }

    /// The primitive of a GL enum name (`GL_TRIANGLES`, `GL_POINTS`, ...).
    pub fn from_gl_name(name: &str) -> Option<Primitive> {
        Some(match name {
            "GL_LINES_ADJACENCY" | "GL_LINES_ADJACENCY_EXT" => Primitive::LinesAdjacency,
            "GL_LINE_STRIP_ADJACENCY" | "GL_LINE_STRIP_ADJACENCY_EXT" => {
                Primitive::LineStripAdjacency
            }
            "GL_TRIANGLES_ADJACENCY" | "GL_TRIANGLES_ADJACENCY_EXT" => {
                Primitive::TrianglesAdjacency
            }
            "GL_TRIANGLE_STRIP_ADJACENCY" | "GL_TRIANGLE_STRIP_ADJACENCY_EXT" => {
                Primitive::TriangleStripAdjacency
            }
            "GL_POINTS" => Primitive::Points,
            "GL_LINES" => Primitive::Lines,
            "GL_LINE_STRIP" => Primitive::LineStrip,
            "GL_LINE_LOOP" => Primitive::LineLoop,
            "GL_TRIANGLES" => Primitive::Triangles,
            "GL_TRIANGLE_STRIP" => Primitive::TriangleStrip,
            "GL_TRIANGLE_FAN" => Primitive::TriangleFan,
            "GL_QUADS" => Primitive::Quads,
            "GL_QUAD_STRIP" => Primitive::QuadStrip,
            "GL_POLYGON" => Primitive::Polygon,
            _ => return None,
        })
    }
}

/// The depth comparison (§4.1.6).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum DepthFunc {
    Never,
    #[default]
    Less,
    Equal,
    Lequal,
    Greater,
    Notequal,
    Gequal,
    Always,
}

impl DepthFunc {
    /// The function of a GL enum name (`GL_LESS`, ...).
    pub fn from_gl_name(name: &str) -> Option<DepthFunc> {
        Some(match name {
            "GL_NEVER" => DepthFunc::Never,
            "GL_LESS" => DepthFunc::Less,
            "GL_EQUAL" => DepthFunc::Equal,
            "GL_LEQUAL" => DepthFunc::Lequal,
            "GL_GREATER" => DepthFunc::Greater,
            "GL_NOTEQUAL" => DepthFunc::Notequal,
            "GL_GEQUAL" => DepthFunc::Gequal,
            "GL_ALWAYS" => DepthFunc::Always,
            _ => return None,
        })
    }

    fn passes(self, incoming: f32, stored: f32) -> bool {
        match self {
            DepthFunc::Never => false,
            DepthFunc::Less => incoming < stored,
            DepthFunc::Equal => incoming == stored,
            DepthFunc::Lequal => incoming <= stored,
            DepthFunc::Greater => incoming > stored,
            DepthFunc::Notequal => incoming != stored,
            DepthFunc::Gequal => incoming >= stored,
            DepthFunc::Always => true,
        }
    }
}

/// How a varying is interpolated across a primitive.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Interp {
    /// Perspective-correct (§3.6.1 eq. 3.9).
    #[default]
    Smooth,
    /// The provoking vertex's value (§2.14.7, Table 2.12).
    Flat,
    /// Linear in window coordinates (eq. 3.10's form).
    NoPerspective,
}

/// One varying: how it is interpolated and whether it is a colour that GL
/// clamps to [0, 1] before rasterization (§2.14.6: the primary and
/// secondary colours a vertex program writes are clamped).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Varying {
    pub interp: Interp,
    pub clamp: bool,
    /// Whether `shade model flat` applies to it (the colours, §2.14.7).
    pub color: bool,
}

/// The storage of the colour buffers.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum ColorFormat {
    /// 8 bits per channel, as piglit's window: a colour is stored as
    /// round(c × 255) / 255 after clamping (§2.14.9's conversion to fixed
    /// point).
    #[default]
    Unorm8,
    /// 32-bit floats, as written.
    Float,
}

/// Colour buffers and a depth buffer, rows from the bottom (GL's window
/// coordinates: pixel (0, 0) is the lower left).
#[derive(Clone, Debug, PartialEq)]
pub struct Framebuffer {
    width: u32,
    height: u32,
    format: ColorFormat,
    colors: Vec<Vec<[f32; 4]>>,
    depth: Vec<f32>,
}

impl Framebuffer {
    /// A framebuffer of `targets` colour buffers, cleared to (0, 0, 0, 0)
    /// and depth 1 (GL's initial clear values).
    pub fn new(
        width: u32,
        height: u32,
        targets: usize,
        format: ColorFormat,
    ) -> Result<Framebuffer, RasterError> {
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            return Err(RasterError::Size { width, height });
        }
        if targets == 0 || targets > MAX_RENDER_TARGETS {
            return Err(RasterError::Targets(targets));
        }
        if u64::from(width) * u64::from(height) * targets as u64 > MAX_PIXELS {
            return Err(RasterError::Pixels {
                width,
                height,
                targets,
            });
        }
        let n = width as usize * height as usize;
        Ok(Framebuffer {
            width,
            height,
            format,
            colors: vec![vec![[0.0; 4]; n]; targets],
            depth: vec![1.0; n],
        })
    }

    pub fn width(&self) -> u32 {
        self.width
    }
    pub fn height(&self) -> u32 {
        self.height
    }
    /// The number of colour buffers.
    pub fn targets(&self) -> usize {
        self.colors.len()
    }

    /// Clear every colour buffer to `color` (stored as the format stores
    /// it).
    pub fn clear_color(&mut self, color: [f32; 4]) {
        let c = self.store(color, true);
        for buffer in &mut self.colors {
            buffer.fill(c);
        }
    }

    /// Clear the depth buffer (the value clamped to [0, 1], §4.2.3).
    pub fn clear_depth(&mut self, depth: f32) {
        self.depth.fill(clamp01(depth));
    }

    /// The colour of pixel (x, y) of buffer `target`; `None` outside.
    pub fn pixel(&self, target: usize, x: u32, y: u32) -> Option<[f32; 4]> {
        let i = self.index(x, y)?;
        self.colors.get(target).map(|b| b[i])
    }

    /// The depth of pixel (x, y).
    pub fn depth(&self, x: u32, y: u32) -> Option<f32> {
        self.index(x, y).map(|i| self.depth[i])
    }

    /// Buffer `target`'s pixels, rows from the bottom.
    pub fn color_buffer(&self, target: usize) -> Option<&[[f32; 4]]> {
        self.colors.get(target).map(|b| b.as_slice())
    }

    /// Set pixel (x, y) of buffer `target` to `color`, stored as the
    /// format stores it (clamped); false outside. For pictures drawn
    /// elsewhere (the GPU's, read back).
    pub fn set_pixel(&mut self, target: usize, x: u32, y: u32, color: [f32; 4]) -> bool {
        let Some(i) = self.index(x, y) else {
            return false;
        };
        let c = self.store(color, true);
        match self.colors.get_mut(target) {
            Some(buffer) => {
                buffer[i] = c;
                true
            }
            None => false,
        }
    }

    fn index(&self, x: u32, y: u32) -> Option<usize> {
        (x < self.width && y < self.height).then(|| y as usize * self.width as usize + x as usize)
    }

    fn store(&self, color: [f32; 4], clamp: bool) -> [f32; 4] {
        match self.format {
            ColorFormat::Unorm8 => color.map(|c| (clamp01(c) * 255.0).round() / 255.0),
            ColorFormat::Float if clamp => color.map(clamp01),
            ColorFormat::Float => color,
        }
    }
}

/// x clamped to [0, 1]; NaN to 0.
fn clamp01(x: f32) -> f32 {
    if x >= 1.0 {
        1.0
    } else if x > 0.0 {
        x
    } else {
        0.0
    }
}

/// The fixed state a draw reads.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// x, y, width, height in pixels (§2.11.1).
    pub viewport: [i32; 4],
    /// Near and far of DepthRange, each clamped to [0, 1].
    pub depth_range: [f32; 2],
    /// The depth test when enabled (§4.1.6); disabled: every fragment
    /// passes and the depth buffer is not written.
    pub depth_test: Option<DepthFunc>,
    /// DepthMask.
    pub depth_write: bool,
    /// CLAMP_FRAGMENT_COLOR: the program's colours clamped to [0, 1]
    /// (ARB_fragment_program §3.11.4.5: results written to fixed-point
    /// colour buffers are clamped; on always for an 8-bit buffer).
    pub clamp_color: bool,
    /// Which user clip distances are enabled (the vertex stage's
    /// [`VertexShader::clip_distances`], in order).
    pub clip_enabled: Vec<bool>,
    /// ShadeModel(FLAT): colour varyings take the provoking vertex's value.
    pub flat_shading: bool,
    /// The point size when the vertex program writes none (§3.4).
    pub point_size: f32,
    /// ARB_fragment_coord_conventions of the fragment program.
    pub frag_coord: FragCoord,
}

impl State {
    /// GL's initial state for a `width`×`height` window.
    pub fn new(width: u32, height: u32) -> State {
        State {
            viewport: [0, 0, width as i32, height as i32],
            depth_range: [0.0, 1.0],
            depth_test: None,
            depth_write: true,
            clamp_color: true,
            clip_enabled: Vec::new(),
            flat_shading: false,
            point_size: 1.0,
            frag_coord: FragCoord::default(),
        }
    }
}

/// The fragment position's conventions (ARB_fragment_coord_conventions):
/// GL's default is the lower-left origin and half-integer pixel centres.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct FragCoord {
    pub upper_left: bool,
    pub integer_center: bool,
}

/// A vertex after the vertex stage: clip coordinates, the varyings in
/// linkage order, the clip distances of [`VertexShader::clip_distances`]
/// and the point size.
#[derive(Clone, Debug, PartialEq)]
pub struct VertexOut {
    pub position: [f32; 4],
    pub varyings: Vec<[f32; 4]>,
    pub clip: Vec<f32>,
    pub point_size: f32,
}

/// A vertex program with the registers the rasterizer reads.
#[derive(Clone, Debug)]
pub struct VertexShader {
    pub exe: Arc<Executable>,
    /// The environment every vertex starts from (parameters, textures).
    pub env: Env,
    /// The registers set per vertex, in the order of the vertex data.
    pub attributes: Vec<Slot>,
    /// The clip-space position result.
    pub position: Slot,
    /// The results feeding each varying, in linkage order.
    pub varyings: Vec<Slot>,
    /// User clip distances: a result register and its component.
    pub clip_distances: Vec<(Slot, usize)>,
    /// The point size result (its x), if the program writes one.
    pub point_size: Option<Slot>,
}

/// Run the vertex program once per vertex: `data` holds
/// `attributes.len()` vec4s per vertex.
pub fn run_vertices(
    engine: &dyn Engine,
    vs: &VertexShader,
    data: &[[f32; 4]],
) -> Result<Vec<VertexOut>, RasterError> {
    let per_vertex = vs.attributes.len().max(1);
    if !data.len().is_multiple_of(per_vertex) || vs.attributes.is_empty() && !data.is_empty() {
        return Err(RasterError::VertexData {
            got: data.len(),
            per_vertex,
        });
    }
    let count = data.len() / per_vertex;
    if count > MAX_VERTICES {
        return Err(RasterError::Vertices(count));
    }
    if count == 0 {
        return Ok(Vec::new());
    }
    let mut outputs = vec![vs.position];
    outputs.extend(&vs.varyings);
    outputs.extend(vs.clip_distances.iter().map(|(s, _)| *s));
    outputs.extend(vs.point_size);
    let layout = IoLayout {
        inputs: vs.attributes.clone(),
        outputs: outputs.clone(),
        order: Order::Aos,
        quads: false,
    };
    let err = |source| RasterError::Engine {
        stage: "vertex",
        source,
    };
    let kernel = engine.compile(&vs.exe, &layout).map_err(err)?;
    let inputs: Vec<u32> = data.iter().flatten().map(|v| v.to_bits()).collect();
    let mut words = vec![0u32; count * layout.output_stride()];
    kernel
        .run(&vs.env, &inputs, Results::outputs(&mut words))
        .map_err(err)?;
    let stride = outputs.len();
    Ok((0..count)
        .map(|k| {
            let reg = |j: usize| -> [f32; 4] {
                std::array::from_fn(|c| f32::from_bits(words[(k * stride + j) * 4 + c]))
            };
            let nv = vs.varyings.len();
            let nc = vs.clip_distances.len();
            VertexOut {
                position: reg(0),
                varyings: (0..nv).map(|j| reg(1 + j)).collect(),
                clip: vs
                    .clip_distances
                    .iter()
                    .enumerate()
                    .map(|(j, (_, c))| reg(1 + nv + j)[(*c).min(3)])
                    .collect(),
                point_size: if vs.point_size.is_some() {
                    reg(1 + nv + nc)[0]
                } else {
                    0.0
                },
            }
        })
        .collect())
}

/// What a fragment input register receives.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FragmentSource {
    /// Varying `n` of the linkage, interpolated.
    Varying(usize),
    /// The window position (x, y, z, 1/w) in the program's conventions.
    Position,
    /// (+1, 0, 0, 1) for a front-facing primitive, (-1, 0, 0, 1) for a
    /// back-facing one (counter-clockwise is front, §2.14.1).
    Facing,
}

/// A fragment program with the registers the rasterizer sets and reads.
#[derive(Clone, Debug)]
pub struct FragmentProgram {
    pub exe: Arc<Executable>,
    pub env: Env,
    /// The registers set per fragment and what each receives.
    pub inputs: Vec<(Slot, FragmentSource)>,
    /// Colour results and the buffer each goes to.
    pub colors: Vec<(Slot, usize)>,
    /// The depth result (its z), if the program writes one.
    pub depth: Option<Slot>,
}

/// The fragment stage: a program, or GL's fixed-function stage with
/// texturing, fog and colour sum off: the fragment's colour is the
/// interpolated primary colour (§3.8 to §3.10 with every unit disabled).
#[derive(Clone, Debug)]
pub enum FragmentStage {
    Program(FragmentProgram),
    /// The varying holding the primary colour (white where none).
    Fixed {
        color: Option<usize>,
    },
}

/// How a draw went.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct DrawStats {
    /// Primitives assembled.
    pub primitives: u64,
    /// Fragments the primitives covered.
    pub fragments: u64,
    /// Fragment invocations run (covered pixels and the helpers of their
    /// quads).
    pub invocations: u64,
    /// Fragments killed by the program.
    pub killed: u64,
    /// Fragments that failed the depth test.
    pub depth_failed: u64,
    /// Invocations that ended at the instruction budget.
    pub abnormal: u64,
}

impl std::ops::AddAssign for DrawStats {
    fn add_assign(&mut self, o: DrawStats) {
        self.primitives += o.primitives;
        self.fragments += o.fragments;
        self.invocations += o.invocations;
        self.killed += o.killed;
        self.depth_failed += o.depth_failed;
        self.abnormal += o.abnormal;
    }
}

/// A fragment stage compiled for one engine: draws any number of times.
pub struct Renderer {
    stage: FragmentStage,
    kernel: Option<Box<dyn Kernel>>,
    varyings: Vec<Varying>,
    notes: Vec<String>,
}

impl std::fmt::Debug for Renderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Renderer")
            .field("varyings", &self.varyings)
            .field("notes", &self.notes)
            .finish_non_exhaustive()
    }
}

/// A quad waiting for the fragment program.
struct PendingQuad {
    /// Lower-left pixel of the 2×2 block (may lie outside the
    /// framebuffer by one for helpers).
    x: i64,
    y: i64,
    /// Which of the four pixels the primitive covers (bit k = pixel k in
    /// the order (x, y), (x+1, y), (x, y+1), (x+1, y+1)).
    covered: u8,
    /// Interpolated depth per pixel.
    depth: [f32; 4],
    /// Colour of the fixed-function stage per pixel.
    fixed: [[f32; 4]; 4],
}

/// The interpolation of one primitive at a pixel centre.
struct Sample {
    varyings: Vec<[f32; 4]>,
    z: f32,
    inv_w: f32,
}

impl Renderer {
    /// Compile the fragment stage on `engine` for the linkage `varyings`.
    /// An engine that refuses the quads (neighbour reads its lanes cannot
    /// make) is replaced by the reference interpreter, with a note.
    pub fn new(
        engine: &dyn Engine,
        stage: FragmentStage,
        varyings: Vec<Varying>,
    ) -> Result<Renderer, RasterError> {
        let mut notes = Vec::new();
        let kernel = match &stage {
            FragmentStage::Fixed { .. } => None,
            FragmentStage::Program(fp) => {
                let mut outputs: Vec<Slot> = fp.colors.iter().map(|(s, _)| *s).collect();
                outputs.extend(fp.depth);
                let layout = IoLayout {
                    inputs: fp.inputs.iter().map(|(s, _)| *s).collect(),
                    outputs,
                    order: Order::Aos,
                    quads: true,
                };
                let kernel = match engine.compile(&fp.exe, &layout) {
                    Ok(k) => k,
                    Err(EngineError::Unsupported {
                        engine: kind,
                        reason,
                    }) => {
                        notes.push(format!(
                            "the {kind} engine cannot shade these fragments ({reason}); the reference interpreter shaded them"
                        ));
                        shasm_engine::Interpreter
                            .compile(&fp.exe, &layout)
                            .map_err(|source| RasterError::Engine {
                                stage: "fragment",
                                source,
                            })?
                    }
                    Err(source) => {
                        return Err(RasterError::Engine {
                            stage: "fragment",
                            source,
                        });
                    }
                };
                Some(kernel)
            }
        };
        Ok(Renderer {
            stage,
            kernel,
            varyings,
            notes,
        })
    }

    /// What the renderer had to do differently (an engine fallback).
    pub fn notes(&self) -> &[String] {
        &self.notes
    }

    /// Draw `vertices` (after the vertex stage) as `primitive` into `fb`.
    pub fn draw(
        &self,
        fb: &mut Framebuffer,
        state: &State,
        primitive: Primitive,
        vertices: &[VertexOut],
    ) -> Result<DrawStats, RasterError> {
        if vertices.len() > MAX_VERTICES {
            return Err(RasterError::Vertices(vertices.len()));
        }
        let mut run = Run {
            renderer: self,
            fb,
            state,
            pending: Vec::new(),
            inputs: Vec::new(),
            stats: DrawStats::default(),
        };
        // Only the enabled clip distances take part in clipping.
        let enabled: Vec<VertexOut> = vertices
            .iter()
            .map(|v| VertexOut {
                clip: v
                    .clip
                    .iter()
                    .zip(&state.clip_enabled)
                    .filter(|(_, on)| **on)
                    .map(|(d, _)| *d)
                    .collect(),
                ..v.clone()
            })
            .collect();
        let v = &enabled;
        let n = v.len();
        // Primitive assembly, §2.6.1; the provoking vertex of each
        // primitive is the one Table 2.12 names (the last of each
        // independent primitive, the newest of a strip, fan or loop, the
        // first of a polygon).
        match primitive {
            Primitive::Points => {
                for p in v {
                    run.point(p)?;
                }
            }
            Primitive::Lines => {
                for i in (0..n / 2 * 2).step_by(2) {
                    run.line(&v[i], &v[i + 1], &v[i + 1])?;
                }
            }
            Primitive::LineStrip | Primitive::LineLoop => {
                for i in 1..n {
                    run.line(&v[i - 1], &v[i], &v[i])?;
                }
                if primitive == Primitive::LineLoop && n >= 2 {
                    run.line(&v[n - 1], &v[0], &v[0])?;
                }
            }
            Primitive::Triangles => {
                for i in (0..n / 3 * 3).step_by(3) {
                    run.triangle([&v[i], &v[i + 1], &v[i + 2]], &v[i + 2])?;
                }
            }
            Primitive::TriangleStrip => {
                for i in 2..n {
                    // Every other triangle swaps its first two vertices so
                    // that all keep the first one's orientation (§2.6.1).
                    let t = if i % 2 == 0 {
                        [&v[i - 2], &v[i - 1], &v[i]]
                    } else {
                        [&v[i - 1], &v[i - 2], &v[i]]
                    };
                    run.triangle(t, &v[i])?;
                }
            }
            Primitive::TriangleFan => {
                for i in 2..n {
                    run.triangle([&v[0], &v[i - 1], &v[i]], &v[i])?;
                }
            }
            Primitive::Quads => {
                for i in (0..n / 4 * 4).step_by(4) {
                    run.polygon(&v[i..i + 4], &v[i + 3])?;
                }
            }
            Primitive::QuadStrip => {
                for i in (2..n / 2 * 2).step_by(2) {
                    let q = [
                        v[i - 2].clone(),
                        v[i - 1].clone(),
                        v[i + 1].clone(),
                        v[i].clone(),
                    ];
                    run.polygon(&q, &v[i + 1])?;
                }
            }
            Primitive::Polygon => {
                if n >= 3 {
                    run.polygon(v, &v[0])?;
                }
            }
            // GL 3.2 §2.6.1: without a geometry shader, segment i is
            // vertices 4i + 1 and 4i + 2 (of a strip: i + 1 and i + 2),
            // triangle i is vertices 6i, 6i + 2 and 6i + 4.
            Primitive::LinesAdjacency => {
                for i in (0..n / 4 * 4).step_by(4) {
                    run.line(&v[i + 1], &v[i + 2], &v[i + 2])?;
                }
            }
            Primitive::LineStripAdjacency => {
                for i in 0..n.saturating_sub(3) {
                    run.line(&v[i + 1], &v[i + 2], &v[i + 2])?;
                }
            }
            Primitive::TrianglesAdjacency => {
                for i in (0..n / 6 * 6).step_by(6) {
                    run.triangle([&v[i], &v[i + 2], &v[i + 4]], &v[i + 4])?;
                }
            }
            // The provoking vertex of each is its third (GL 3.2 Table
            // 2.12: vertex 2i + 5, counting from 1).
            Primitive::TriangleStripAdjacency => {
                for t in triangle_strip_adjacency(n) {
                    run.triangle([&v[t[0]], &v[t[2]], &v[t[4]]], &v[t[4]])?;
                }
            }
        }
        run.flush()?;
        Ok(run.stats)
    }
}

/// The triangles of a triangle strip with adjacency of `count` vertices
/// (NV_geometry_program4 / EXT_geometry_shader4 Table X.1, GL 3.2 Table
/// 2.4), each as a geometry program's TRIANGLES_ADJACENCY input takes it:
/// its first vertex, the one adjacent to its first edge, its second, the
/// one adjacent to the second edge, its third, the one adjacent to the
/// third edge (indices from 0). 2 (n + 2) + k vertices (k 0 or 1) make n
/// triangles; fewer than 6 make none.
pub fn triangle_strip_adjacency(count: usize) -> Vec<[usize; 6]> {
    if count < 6 {
        return Vec::new();
    }
    let n = count / 2 - 2;
    (0..n)
        .map(|i| {
            // Table X.1 counts vertices from 1: primitive vertices 1st,
            // 2nd, 3rd, then the vertices adjacent to edges 1/2, 2/3, 3/1.
            let [a, b, c, e12, e23, e31] = if n == 1 {
                [1, 3, 5, 2, 6, 4]
            } else if i == 0 {
                [1, 3, 5, 2, 7, 4]
            } else if i == n - 1 && i % 2 == 1 {
                [
                    2 * i + 3,
                    2 * i + 1,
                    2 * i + 5,
                    2 * i - 1,
                    2 * i + 4,
                    2 * i + 6,
                ]
            } else if i == n - 1 {
                [
                    2 * i + 1,
                    2 * i + 3,
                    2 * i + 5,
                    2 * i - 1,
                    2 * i + 6,
                    2 * i + 4,
                ]
            } else if i % 2 == 1 {
                [
                    2 * i + 3,
                    2 * i + 1,
                    2 * i + 5,
                    2 * i - 1,
                    2 * i + 4,
                    2 * i + 7,
                ]
            } else {
                [
                    2 * i + 1,
                    2 * i + 3,
                    2 * i + 5,
                    2 * i - 1,
                    2 * i + 7,
                    2 * i + 4,
                ]
            };
            [a, e12, b, e23, c, e31].map(|k| k - 1)
        })
        .collect()
}

/// One draw in progress.
struct Run<'a> {
    renderer: &'a Renderer,
    fb: &'a mut Framebuffer,
    state: &'a State,
    pending: Vec<PendingQuad>,
    /// The fragment inputs of the queued quads, in the kernel's layout.
    inputs: Vec<u32>,
    stats: DrawStats,
}

/// A vertex in window coordinates.
#[derive(Clone, Debug)]
struct Window {
    x: f64,
    y: f64,
    z: f64,
    inv_w: f64,
    varyings: Vec<[f32; 4]>,
}

fn finite(v: &VertexOut) -> bool {
    v.position.iter().all(|c| c.is_finite()) && v.clip.iter().all(|d| d.is_finite())
}

impl Run<'_> {
    /// Perspective division and the viewport transformation (§2.11).
    fn window(&self, v: &VertexOut) -> Option<Window> {
        let [x, y, z, w] = v.position.map(f64::from);
        if w.is_nan() || w <= 0.0 {
            return None;
        }
        let [vx, vy, vw, vh] = self.state.viewport.map(f64::from);
        let [n, f] = self.state.depth_range.map(|d| f64::from(clamp01(d)));
        let (xd, yd, zd) = (x / w, y / w, z / w);
        let out = Window {
            x: (xd + 1.0) * vw / 2.0 + vx,
            y: (yd + 1.0) * vh / 2.0 + vy,
            z: zd * (f - n) / 2.0 + (n + f) / 2.0,
            inv_w: 1.0 / w,
            varyings: v.varyings.clone(),
        };
        (out.x.is_finite() && out.y.is_finite() && out.z.is_finite()).then_some(out)
    }

    /// The varyings of `v` as the rasterizer sees them: colours clamped.
    fn clamped(&self, v: &VertexOut) -> VertexOut {
        let mut v = v.clone();
        for (value, varying) in v.varyings.iter_mut().zip(&self.renderer.varyings) {
            if varying.clamp {
                *value = value.map(clamp01);
            }
        }
        v
    }

    /// How varying `j` is interpolated: flat shading makes the colours
    /// flat.
    fn interp_of(&self, j: usize) -> Interp {
        let varying = self.renderer.varyings.get(j).copied().unwrap_or_default();
        if self.state.flat_shading && varying.color {
            Interp::Flat
        } else {
            varying.interp
        }
    }

    fn point(&mut self, p: &VertexOut) -> Result<(), RasterError> {
        if !finite(p) || !clip::point_inside(p) {
            return Ok(());
        }
        self.stats.primitives += 1;
        let p = self.clamped(p);
        let Some(w) = self.window(&p) else {
            return Ok(());
        };
        // §3.4: the size the program wrote (when it writes one) or the
        // point size state, rounded to an integer of at least 1; a
        // non-antialiased point covers the square of that side centred on
        // (floor(x) + 1/2, floor(y) + 1/2) for an odd side and on
        // (floor(x + 1/2), floor(y + 1/2)) for an even one.
        let size = if p.point_size > 0.0 {
            p.point_size
        } else {
            self.state.point_size
        };
        let side = (size.round() as i64).clamp(1, 64);
        let (x0, y0) = if side % 2 == 1 {
            (w.x.floor() as i64 - side / 2, w.y.floor() as i64 - side / 2)
        } else {
            (
                (w.x + 0.5).floor() as i64 - side / 2,
                (w.y + 0.5).floor() as i64 - side / 2,
            )
        };
        let sample = Sample {
            varyings: w.varyings.clone(),
            z: w.z as f32,
            inv_w: w.inv_w as f32,
        };
        for y in y0..y0 + side {
            for x in x0..x0 + side {
                if self.inside(x, y) {
                    self.single(x, y, &|_, _| Sample {
                        varyings: sample.varyings.clone(),
                        z: sample.z,
                        inv_w: sample.inv_w,
                    })?;
                }
            }
        }
        Ok(())
    }

    fn inside(&self, x: i64, y: i64) -> bool {
        x >= 0 && y >= 0 && x < i64::from(self.fb.width) && y < i64::from(self.fb.height)
    }

    fn line(
        &mut self,
        a: &VertexOut,
        b: &VertexOut,
        provoking: &VertexOut,
    ) -> Result<(), RasterError> {
        if !finite(a) || !finite(b) {
            return Ok(());
        }
        let Some((a, b)) = clip::clip_line(a, b) else {
            return Ok(());
        };
        self.stats.primitives += 1;
        let (a, b, provoking) = (self.clamped(&a), self.clamped(&b), self.clamped(provoking));
        let (Some(wa), Some(wb)) = (self.window(&a), self.window(&b)) else {
            return Ok(());
        };
        let (dx, dy) = (wb.x - wa.x, wb.y - wa.y);
        let len2 = dx * dx + dy * dy;
        if len2 == 0.0 {
            return Ok(());
        }
        // §3.5.1: a line of width 1 produces one fragment per column
        // (x-major) or row (y-major) whose centre the segment crosses,
        // the start included and the end excluded (the diamond-exit rule
        // for segments between pixel centres); the fragment is the one in
        // that column whose row contains the crossing.
        let x_major = dx.abs() >= dy.abs();
        let (s0, s1) = if x_major { (wa.x, wb.x) } else { (wa.y, wb.y) };
        // Centres k + 1/2 in [s0, s1) going up, in (s1, s0] going down:
        // the start's centre is drawn, the end's is not, whichever way
        // the segment runs.
        let (first, last) = if s0 <= s1 {
            ((s0 - 0.5).ceil() as i64, (s1 - 0.5).ceil() as i64 - 1)
        } else {
            ((s1 - 0.5).floor() as i64 + 1, (s0 - 0.5).floor() as i64)
        };
        let flat = provoking.varyings.clone();
        let interps: Vec<Interp> = (0..wa.varyings.len()).map(|j| self.interp_of(j)).collect();
        // The parameter t of eq. 3.6 at any point: its projection onto
        // the segment (also for the helpers of a fragment's quad).
        let at = |px: f64, py: f64| -> Sample {
            let t = (((px - wa.x) * dx + (py - wa.y) * dy) / len2) as f32;
            let t = t as f64;
            let (pa, pb) = ((1.0 - t) * wa.inv_w, t * wb.inv_w);
            let varyings = (0..wa.varyings.len())
                .map(|j| {
                    if interps[j] == Interp::Flat {
                        return flat.get(j).copied().unwrap_or([0.0; 4]);
                    }
                    std::array::from_fn(|c| {
                        let (fa, fb) = (f64::from(wa.varyings[j][c]), f64::from(wb.varyings[j][c]));
                        if interps[j] == Interp::NoPerspective {
                            ((1.0 - t) * fa + t * fb) as f32
                        } else {
                            ((pa * fa + pb * fb) / (pa + pb)) as f32
                        }
                    })
                })
                .collect();
            Sample {
                varyings,
                z: ((1.0 - t) * wa.z + t * wb.z) as f32,
                inv_w: ((1.0 - t) * wa.inv_w + t * wb.inv_w) as f32,
            }
        };
        for s in first.max(-1)..=last.min(i64::from(MAX_SIDE)) {
            let centre = s as f64 + 0.5;
            let t = (centre - s0) / (s1 - s0);
            let (x, y) = if x_major {
                (s, (wa.y + t * dy).floor() as i64)
            } else {
                ((wa.x + t * dx).floor() as i64, s)
            };
            if self.inside(x, y) {
                self.single(x, y, &at)?;
            }
        }
        Ok(())
    }

    /// Shade one fragment at (x, y) in its own quad: `at` gives the
    /// values at any pixel centre (the helpers' too). Points and lines
    /// are front-facing (§3.4, §3.5: only polygons have a facing).
    fn single(
        &mut self,
        x: i64,
        y: i64,
        at: &dyn Fn(f64, f64) -> Sample,
    ) -> Result<(), RasterError> {
        let (qx, qy) = (x & !1, y & !1);
        let k = ((y - qy) * 2 + (x - qx)) as u8;
        self.quad(qx, qy, 1 << k, at, true)
    }

    fn polygon(
        &mut self,
        vertices: &[VertexOut],
        provoking: &VertexOut,
    ) -> Result<(), RasterError> {
        // A convex polygon is a fan of triangles sharing its first vertex
        // (§3.6.1 allows any decomposition of a convex polygon).
        for i in 2..vertices.len() {
            self.triangle([&vertices[0], &vertices[i - 1], &vertices[i]], provoking)?;
        }
        Ok(())
    }

    fn triangle(&mut self, t: [&VertexOut; 3], provoking: &VertexOut) -> Result<(), RasterError> {
        if !t.iter().all(|v| finite(v)) {
            // GL leaves non-finite positions undefined: nothing is drawn.
            return Ok(());
        }
        // Facing comes from the window-space area of the whole triangle
        // (§2.14.1 eq. 2.6); clipping keeps the orientation.
        let clipped = clip::clip_polygon(t.iter().map(|v| (*v).clone()).collect());
        if clipped.len() < 3 {
            return Ok(());
        }
        self.stats.primitives += 1;
        let provoking = self.clamped(provoking);
        let windows: Option<Vec<Window>> = clipped
            .iter()
            .map(|v| self.window(&self.clamped(v)))
            .collect();
        let Some(windows) = windows else {
            return Ok(());
        };
        for i in 2..windows.len() {
            self.fill(
                [&windows[0], &windows[i - 1], &windows[i]],
                &provoking.varyings,
            )?;
        }
        Ok(())
    }

    /// Rasterize one triangle in window coordinates (§3.6.1): the pixels
    /// whose centres lie inside, with the top-left rule for centres on an
    /// edge.
    fn fill(&mut self, w: [&Window; 3], flat: &[[f32; 4]]) -> Result<(), RasterError> {
        let snap = |v: f64| (v * SUBPIXEL).round() as i64;
        let p: [(i64, i64); 3] = w.map(|v| (snap(v.x), snap(v.y)));
        let edge = |a: (i64, i64), b: (i64, i64), x: i64, y: i64| -> i64 {
            (b.0 - a.0) * (y - a.1) - (b.1 - a.1) * (x - a.0)
        };
        let area = edge(p[0], p[1], p[2].0, p[2].1);
        if area == 0 {
            // A degenerate triangle covers no pixel centre: nothing.
            return Ok(());
        }
        // Counter-clockwise in window coordinates is front-facing.
        let front = area > 0;
        let (order, area) = if front {
            ([0, 1, 2], area)
        } else {
            ([0, 2, 1], -area)
        };
        let q = order.map(|i| p[i]);
        let v = order.map(|i| w[i]);
        // The edge from a to b, with the interior on its left (y up).
        // Top-left rule in GL's window coordinates (y up): a centre on an
        // edge belongs to the triangle when the edge is a left edge (it
        // runs downwards, dy < 0) or a top edge (horizontal, running
        // right to left with the interior below it, dy == 0 && dx < 0);
        // two triangles sharing an edge see it with opposite directions,
        // so exactly one of them takes the centres on it.
        let bias = |a: (i64, i64), b: (i64, i64)| -> i64 {
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            if dy < 0 || (dy == 0 && dx < 0) { 0 } else { 1 }
        };
        let edges = [(q[1], q[2]), (q[2], q[0]), (q[0], q[1])];
        let biases = edges.map(|(a, b)| bias(a, b));
        let (fw, fh) = (i64::from(self.fb.width), i64::from(self.fb.height));
        let min_x = (q.iter().map(|p| p.0).min().unwrap_or(0) / 256 - 1).max(0) & !1;
        let min_y = (q.iter().map(|p| p.1).min().unwrap_or(0) / 256 - 1).max(0) & !1;
        let max_x = (q.iter().map(|p| p.0).max().unwrap_or(0) / 256 + 1).min(fw - 1);
        let max_y = (q.iter().map(|p| p.1).max().unwrap_or(0) / 256 + 1).min(fh - 1);
        let interps: Vec<Interp> = (0..v[0].varyings.len())
            .map(|j| self.interp_of(j))
            .collect();
        let areaf = area as f64;
        // Barycentric coordinates from the exact edge values, at any
        // pixel centre (outside the triangle for helpers: extrapolated).
        let at = |px: f64, py: f64| -> Sample {
            let (x, y) = (
                (px * SUBPIXEL).round() as i64,
                (py * SUBPIXEL).round() as i64,
            );
            let l = [
                edge(q[1], q[2], x, y) as f64 / areaf,
                edge(q[2], q[0], x, y) as f64 / areaf,
                edge(q[0], q[1], x, y) as f64 / areaf,
            ];
            // Eq. 3.9: perspective-correct weights a/w_a, b/w_b, c/w_c.
            let pw = [l[0] * v[0].inv_w, l[1] * v[1].inv_w, l[2] * v[2].inv_w];
            let psum = pw[0] + pw[1] + pw[2];
            let varyings = interps
                .iter()
                .enumerate()
                .map(|(j, interp)| match interp {
                    Interp::Flat => flat.get(j).copied().unwrap_or([0.0; 4]),
                    Interp::NoPerspective => std::array::from_fn(|c| {
                        (0..3)
                            .map(|i| l[i] * f64::from(v[i].varyings[j][c]))
                            .sum::<f64>() as f32
                    }),
                    Interp::Smooth => std::array::from_fn(|c| {
                        ((0..3)
                            .map(|i| pw[i] * f64::from(v[i].varyings[j][c]))
                            .sum::<f64>()
                            / psum) as f32
                    }),
                })
                .collect();
            // Eq. 3.10: depth is linear in window coordinates, as is 1/w.
            Sample {
                varyings,
                z: (l[0] * v[0].z + l[1] * v[1].z + l[2] * v[2].z) as f32,
                inv_w: (l[0] * v[0].inv_w + l[1] * v[1].inv_w + l[2] * v[2].inv_w) as f32,
            }
        };
        let covers = |x: i64, y: i64| -> bool {
            let (cx, cy) = (x * 256 + 128, y * 256 + 128);
            edges
                .iter()
                .zip(&biases)
                .all(|(&(a, b), &bias)| edge(a, b, cx, cy) >= bias)
        };
        let mut y = min_y;
        while y <= max_y {
            let mut x = min_x;
            while x <= max_x {
                let mut covered = 0u8;
                for k in 0..4 {
                    let (px, py) = (x + (k & 1), y + (k >> 1));
                    if self.inside(px, py) && covers(px, py) {
                        covered |= 1 << k;
                    }
                }
                if covered != 0 {
                    self.quad(x, y, covered, &at, front)?;
                }
                x += 2;
            }
            y += 2;
        }
        Ok(())
    }

    /// Queue the 2×2 quad at (x, y) with `covered` pixels; values at each
    /// pixel centre from `at`.
    fn quad(
        &mut self,
        x: i64,
        y: i64,
        covered: u8,
        at: &dyn Fn(f64, f64) -> Sample,
        front: bool,
    ) -> Result<(), RasterError> {
        let samples: [Sample; 4] = std::array::from_fn(|k| {
            let (px, py) = (x + (k as i64 & 1), y + (k as i64 >> 1));
            at(px as f64 + 0.5, py as f64 + 0.5)
        });
        self.stats.fragments += u64::from(covered.count_ones());
        let mut quad = PendingQuad {
            x,
            y,
            covered,
            depth: std::array::from_fn(|k| samples[k].z),
            fixed: [[1.0; 4]; 4],
        };
        let renderer = self.renderer;
        match &renderer.stage {
            FragmentStage::Fixed { color } => {
                for (k, s) in samples.iter().enumerate() {
                    quad.fixed[k] = color
                        .and_then(|c| s.varyings.get(c).copied())
                        .unwrap_or([1.0; 4]);
                }
                self.pending.push(quad);
            }
            FragmentStage::Program(fp) => {
                // The inputs are computed here and kept with the quad.
                let mut words = Vec::with_capacity(4 * 4 * fp.inputs.len());
                for (k, s) in samples.iter().enumerate() {
                    let (px, py) = (x + (k as i64 & 1), y + (k as i64 >> 1));
                    for (_, source) in &fp.inputs {
                        let value = match *source {
                            FragmentSource::Varying(j) => {
                                s.varyings.get(j).copied().unwrap_or([0.0, 0.0, 0.0, 1.0])
                            }
                            FragmentSource::Position => {
                                let fc = self.state.frag_coord;
                                let centre = if fc.integer_center { 0.0 } else { 0.5 };
                                let fy = if fc.upper_left {
                                    f64::from(self.fb.height) - (py as f64 + 0.5)
                                } else {
                                    py as f64 + 0.5
                                };
                                let fy = fy - 0.5 + centre;
                                [px as f32 + centre as f32, fy as f32, s.z, s.inv_w]
                            }
                            FragmentSource::Facing => {
                                [if front { 1.0 } else { -1.0 }, 0.0, 0.0, 1.0]
                            }
                        };
                        words.extend(value.map(f32::to_bits));
                    }
                }
                self.pending.push(quad);
                self.inputs.extend(words);
            }
        }
        if self.pending.len() >= QUADS_PER_BATCH {
            self.flush()?;
        }
        Ok(())
    }

    /// Shade the queued quads and write their fragments in order.
    fn flush(&mut self) -> Result<(), RasterError> {
        let pending = std::mem::take(&mut self.pending);
        let inputs = std::mem::take(&mut self.inputs);
        if pending.is_empty() {
            return Ok(());
        }
        let count = pending.len() * 4;
        let (colors, depth_out, targets) = match (&self.renderer.stage, &self.renderer.kernel) {
            (FragmentStage::Program(fp), Some(kernel)) => {
                let slots = fp.colors.len() + usize::from(fp.depth.is_some());
                let mut words = vec![0u32; count * slots * 4];
                let mut written = vec![0u8; count * slots];
                let mut status = vec![
                    Status {
                        end: End::Normal,
                        executed: 0,
                        killed: false,
                        cc: [[shasm_ir::CcValue::EQ; 4]; 2],
                        predicates: [false; 2],
                    };
                    count
                ];
                let summary = kernel
                    .run(
                        &fp.env,
                        &inputs,
                        Results {
                            outputs: &mut words,
                            written: Some(&mut written),
                            status: Some(&mut status),
                            vertices: None,
                        },
                    )
                    .map_err(|source| RasterError::Engine {
                        stage: "fragment",
                        source,
                    })?;
                self.stats.invocations += summary.invocations;
                self.stats.abnormal += summary.abnormal;
                (
                    Some((words, written, status, slots)),
                    fp.depth.is_some(),
                    fp.colors.clone(),
                )
            }
            _ => (None, false, vec![(Slot::new(shasm_ir::File::Output, 0), 0)]),
        };
        for (qi, quad) in pending.iter().enumerate() {
            for k in 0..4usize {
                if quad.covered & (1 << k) == 0 {
                    continue;
                }
                let (px, py) = (quad.x + (k as i64 & 1), quad.y + (k as i64 >> 1));
                let inv = qi * 4 + k;
                let mut depth = quad.depth[k];
                let mut values: Vec<(usize, [f32; 4])> = Vec::new();
                match &colors {
                    Some((words, written, status, slots)) => {
                        if status[inv].killed {
                            self.stats.killed += 1;
                            continue;
                        }
                        let reg = |j: usize| -> [f32; 4] {
                            std::array::from_fn(|c| {
                                f32::from_bits(words[(inv * slots + j) * 4 + c])
                            })
                        };
                        for (j, (_, target)) in targets.iter().enumerate() {
                            // A colour result the program did not write
                            // leaves the buffer's value undefined (ARB_fp
                            // §3.11.4.5); shasm leaves the buffer as it was.
                            if written[inv * slots + j] != 0 {
                                values.push((*target, reg(j)));
                            }
                        }
                        if depth_out && written[inv * slots + targets.len()] & 0b100 != 0 {
                            // ARB_fragment_program: result.depth.z is
                            // clamped to [0, 1] (its other components are
                            // ignored).
                            depth = clamp01(reg(targets.len())[2]);
                        }
                    }
                    None => values.push((0, quad.fixed[k])),
                }
                let Some(index) = self
                    .fb
                    .index(px as u32, py as u32)
                    .filter(|_| self.inside(px, py))
                else {
                    continue;
                };
                if let Some(func) = self.state.depth_test {
                    if !func.passes(depth, self.fb.depth[index]) {
                        self.stats.depth_failed += 1;
                        continue;
                    }
                    if self.state.depth_write {
                        self.fb.depth[index] = depth;
                    }
                }
                for (target, color) in values {
                    if target < self.fb.colors.len() {
                        let stored = self.fb.store(color, self.state.clamp_color);
                        self.fb.colors[target][index] = stored;
                    }
                }
            }
        }
        Ok(())
    }
}
