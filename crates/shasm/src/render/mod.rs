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
//!
//! Modules: `pipeline.rs` (linking and drawing), `link.rs` (which result
//! feeds which input), `geometry.rs` (the geometry stage), `surface.rs`
//! (what draws draw into, PNGs), `gpu.rs` (the stage forms drawn by wgpu).

mod geometry;
mod gpu;
mod link;
mod pipeline;
mod surface;

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

pub use link::attribute_slot;
pub use shasm_raster::{
    ColorFormat, DepthFunc, DrawStats, Framebuffer, MAX_RENDER_TARGETS, MAX_SIDE, Primitive,
    RasterError, State,
};
pub use surface::{MAX_PNG_PIXELS, Surface, ortho, to_png};

use link::*;

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

/// The fragment position's conventions, as the rasterizer takes them.
pub type FragCoordConventions = FragCoord;
