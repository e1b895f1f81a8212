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
//!
//! Modules: `vertex.rs` (the vertex stage), `geometry.rs` (the geometry
//! stage), `renderer.rs` (the fragment stage and primitive assembly),
//! `clip.rs`, `rasterize.rs` (one draw: window coordinates, points, lines,
//! triangles, quads of fragments, depth and colour writes),
//! `framebuffer.rs` (the buffers and the fixed state).

mod clip;
mod framebuffer;
mod geometry;
mod rasterize;
mod renderer;
mod vertex;

pub use framebuffer::{ColorFormat, FragCoord, Framebuffer, State};
pub use geometry::{
    Emitted, GeometryInput, GeometryOutput, GeometryShader, GeometrySource, run_geometry,
};
pub use renderer::{
    DrawStats, FragmentProgram, FragmentSource, FragmentStage, Renderer, triangle_strip_adjacency,
};
pub use vertex::{VertexOut, VertexShader, run_vertices};

use framebuffer::clamp01;
use rasterize::*;

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
