//! The geometry stage: a geometry program run once per input primitive,
//! its emitted vertices assembled into the primitives it declares.
//!
//! NV_geometry_program4 (and EXT_geometry_shader4, whose §2.16 it shares):
//! the draw's primitives are assembled as the program's `PRIMITIVE_IN`
//! asks (§2.16.1: a draw mode that does not match it is INVALID_OPERATION,
//! here [`RasterError::GeometryInput`]); each runs the program once with
//! the attributes of its vertices (`vertex[n].*`); the emitted vertices
//! form strips of the `PRIMITIVE_OUT` type, closed by `ENDPRIM` and by the
//! end of the invocation (§2.16.4). A program that emits more than
//! `VERTICES_OUT` vertices "may terminate abnormally": the vertices past
//! the limit are dropped.
//!
//! PICA200 geometry shaders emit into a buffer of vertex slots
//! (`setemit`); an `emit` whose `setemit` had the primitive flag draws
//! the triangle of slots 0, 1 and 2 ([`shasm_exec::pica_primitives`]).
//! Their inputs are the vertex shader's outputs of several vertices, set
//! into input or float-uniform registers ([`GeometryShader::inputs`]
//! names each; the facade decides which from the shader's mode).

use crate::{Primitive, RasterError, VertexOut};
use shasm_engine::{Engine, EngineError, IoLayout, Order, Results, Slot};
use shasm_exec::{EmittedVertex, Env, Executable};
use std::sync::Arc;

/// Input primitives run per engine call.
const PRIMITIVES_PER_BATCH: usize = 256;

/// The input primitive of a geometry program (`PRIMITIVE_IN`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GeometryInput {
    Points,
    Lines,
    LinesAdjacency,
    Triangles,
    TrianglesAdjacency,
    /// A PICA200 fixed-primitive geometry shader (`.gsh fixed`): the
    /// draw's vertices in order, this many a run, whatever the draw mode
    /// (the 3DS's geometry primitive mode is a plain vertex stream).
    Groups(usize),
}

impl GeometryInput {
    /// Vertices per input primitive.
    pub fn vertices(self) -> usize {
        match self {
            GeometryInput::Points => 1,
            GeometryInput::Lines => 2,
            GeometryInput::LinesAdjacency => 4,
            GeometryInput::Triangles => 3,
            GeometryInput::TrianglesAdjacency => 6,
            GeometryInput::Groups(n) => n,
        }
    }

    fn name(self) -> &'static str {
        match self {
            GeometryInput::Points => "POINTS",
            GeometryInput::Lines => "LINES",
            GeometryInput::LinesAdjacency => "LINES_ADJACENCY",
            GeometryInput::Triangles => "TRIANGLES",
            GeometryInput::TrianglesAdjacency => "TRIANGLES_ADJACENCY",
            GeometryInput::Groups(_) => "a fixed number of vertices",
        }
    }
}

/// How the emitted vertices make primitives.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GeometryOutput {
    /// NV_geometry_program4's `PRIMITIVE_OUT`: points, line strips or
    /// triangle strips.
    Stream(Primitive),
    /// PICA200: triangles of the vertex slots (`setemit`).
    PicaSlots,
}

/// What a geometry program input register receives from a vertex.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GeometrySource {
    /// The vertex's clip-space position.
    Position,
    /// Varying `n` of the vertex stage's outputs ([`VertexOut::varyings`]).
    Varying(usize),
}

/// A geometry program with the registers the rasterizer sets and reads.
#[derive(Clone, Debug)]
pub struct GeometryShader {
    pub exe: Arc<Executable>,
    /// The environment every invocation starts from.
    pub env: Env,
    pub input: GeometryInput,
    pub output: GeometryOutput,
    /// The most vertices one invocation emits (`VERTICES_OUT`).
    pub max_vertices: usize,
    /// The registers set from input vertex `v` ([`Slot::dimension`] is
    /// the vertex for NV_geometry_program4's `vertex[v].*`; PICA200
    /// uniforms give their own slot per vertex) and what each receives.
    pub inputs: Vec<(usize, Slot, GeometrySource)>,
    /// The output register of the position.
    pub position: u32,
    /// The output registers feeding the fragment stage's varyings, in
    /// linkage order (`None`: not written, (0, 0, 0, 1)).
    pub varyings: Vec<Option<u32>>,
    /// User clip distances: an output register and its component.
    pub clip_distances: Vec<(u32, usize)>,
    /// The point size output register, if any.
    pub point_size: Option<u32>,
}

/// The primitives the geometry stage makes of a draw: each with its
/// vertices, to rasterize as the primitive says.
pub type Emitted = Vec<(Primitive, Vec<VertexOut>)>;

/// Assemble `vertices` (after the vertex stage) drawn as `primitive` into
/// the geometry program's input primitives, run it on each and return
/// what it emitted.
pub fn run_geometry(
    engine: &dyn Engine,
    gs: &GeometryShader,
    primitive: Primitive,
    vertices: &[VertexOut],
) -> Result<Emitted, RasterError> {
    let groups = assemble(gs.input, primitive, vertices.len())?;
    if groups.is_empty() {
        return Ok(Vec::new());
    }
    let layout = IoLayout {
        inputs: gs.inputs.iter().map(|(_, s, _)| *s).collect(),
        outputs: Vec::new(),
        order: Order::Aos,
        quads: false,
    };
    let err = |source| RasterError::Engine {
        stage: "geometry",
        source,
    };
    // An engine that does not run geometry programs leaves them to the
    // reference interpreter (as the fragment stage does).
    let kernel = match engine.compile(&gs.exe, &layout) {
        Ok(k) => k,
        Err(EngineError::Unsupported { .. }) => shasm_engine::Interpreter
            .compile(&gs.exe, &layout)
            .map_err(err)?,
        Err(e) => return Err(err(e)),
    };
    let mut out = Vec::new();
    let mut total = 0usize;
    // Primitives run in batches, so that what a batch emits (each
    // invocation's EMITs are bounded by the instruction budget and the
    // executor's cap) is checked against the draw's limit before the next
    // one runs: a draw emits at most MAX_VERTICES vertices.
    for batch in groups.chunks(PRIMITIVES_PER_BATCH) {
        let mut words = Vec::with_capacity(batch.len() * gs.inputs.len() * 4);
        for group in batch {
            for (v, _, source) in &gs.inputs {
                let vertex = group.get(*v).and_then(|&i| vertices.get(i));
                let value = match (vertex, source) {
                    (Some(x), GeometrySource::Position) => x.position,
                    (Some(x), GeometrySource::Varying(j)) => {
                        x.varyings.get(*j).copied().unwrap_or([0.0, 0.0, 0.0, 1.0])
                    }
                    (None, _) => [0.0, 0.0, 0.0, 1.0],
                };
                words.extend(value.map(f32::to_bits));
            }
        }
        let mut emitted = Vec::new();
        // Without inputs the status array sets the invocation count.
        let mut status = vec![blank_status(); batch.len()];
        kernel
            .run(
                &gs.env,
                &words,
                Results {
                    outputs: &mut [],
                    written: None,
                    status: gs.inputs.is_empty().then_some(&mut status[..]),
                    vertices: Some(&mut emitted),
                },
            )
            .map_err(err)?;
        // The vertices come invocation by invocation, in order.
        let mut rest = emitted.as_slice();
        for k in 0..batch.len() {
            let split = rest.iter().position(|(i, _)| *i != k).unwrap_or(rest.len());
            let (mine, next) = rest.split_at(split);
            rest = next;
            let mine: Vec<&EmittedVertex> =
                mine.iter().map(|(_, v)| v).take(gs.max_vertices).collect();
            total += mine.len();
            if total > crate::MAX_VERTICES {
                return Err(RasterError::Emitted(total));
            }
            emit(gs, &mine, &mut out);
        }
    }
    Ok(out)
}

/// The primitives of one invocation's emitted vertices.
fn emit(gs: &GeometryShader, mine: &[&EmittedVertex], out: &mut Emitted) {
    match gs.output {
        GeometryOutput::Stream(kind) => {
            let mut strip = Vec::new();
            for v in mine {
                strip.push(vertex_out(gs, v));
                if v.ends_primitive && kind != Primitive::Points {
                    out.push((kind, std::mem::take(&mut strip)));
                }
            }
            if !strip.is_empty() {
                out.push((kind, strip));
            }
        }
        GeometryOutput::PicaSlots => {
            let owned: Vec<EmittedVertex> = mine.iter().map(|v| (*v).clone()).collect();
            for p in shasm_exec::pica_primitives(&owned) {
                if let [Some(a), Some(b), Some(c)] = p.vertices {
                    out.push((
                        Primitive::Triangles,
                        [a, b, c].map(|i| vertex_out(gs, &owned[i])).to_vec(),
                    ));
                }
            }
        }
    }
}

fn blank_status() -> shasm_engine::Status {
    shasm_engine::Status {
        end: shasm_exec::End::Normal,
        executed: 0,
        killed: false,
        cc: [[shasm_ir::CcValue::EQ; 4]; 2],
        predicates: [false; 2],
    }
}

/// An emitted vertex as the rasterizer takes it.
fn vertex_out(gs: &GeometryShader, v: &EmittedVertex) -> VertexOut {
    let reg = |r: u32| -> [f32; 4] {
        v.outputs
            .get(r as usize)
            .map(|w| w.map(f32::from_bits))
            .unwrap_or([0.0, 0.0, 0.0, 1.0])
    };
    VertexOut {
        position: reg(gs.position),
        varyings: gs
            .varyings
            .iter()
            .map(|r| r.map_or([0.0, 0.0, 0.0, 1.0], reg))
            .collect(),
        clip: gs
            .clip_distances
            .iter()
            .map(|(r, c)| reg(*r)[(*c).min(3)])
            .collect(),
        point_size: gs.point_size.map_or(0.0, |r| reg(r)[0]),
    }
}

/// The input primitives of a draw of `count` vertices as `draw`: the
/// indices of each one's vertices. EXT_geometry_shader4 §2.16.1 lists the
/// draw modes each input type takes; any other is INVALID_OPERATION.
fn assemble(
    input: GeometryInput,
    draw: Primitive,
    count: usize,
) -> Result<Vec<Vec<usize>>, RasterError> {
    use GeometryInput as G;
    use Primitive as P;
    let n = count;
    Ok(match (input, draw) {
        (G::Points, P::Points) => (0..n).map(|i| vec![i]).collect(),
        (G::Lines, P::Lines) => (0..n / 2).map(|i| vec![2 * i, 2 * i + 1]).collect(),
        (G::Lines, P::LineStrip) => (1..n).map(|i| vec![i - 1, i]).collect(),
        (G::Lines, P::LineLoop) => {
            let mut v: Vec<Vec<usize>> = (1..n).map(|i| vec![i - 1, i]).collect();
            if n >= 2 {
                v.push(vec![n - 1, 0]);
            }
            v
        }
        (G::LinesAdjacency, P::LinesAdjacency) => {
            (0..n / 4).map(|i| (4 * i..4 * i + 4).collect()).collect()
        }
        // §2.6.1 of GL 3.2: segment i of a line strip with adjacency is
        // vertices i + 1 and i + 2 with i and i + 3 adjacent.
        (G::LinesAdjacency, P::LineStripAdjacency) => (0..n.saturating_sub(3))
            .map(|i| (i..i + 4).collect())
            .collect(),
        (G::Triangles, P::Triangles) => (0..n / 3).map(|i| (3 * i..3 * i + 3).collect()).collect(),
        // The strip's odd triangles swap their first two vertices so that
        // all keep the first one's orientation (§2.6.1).
        (G::Triangles, P::TriangleStrip) => (2..n)
            .map(|i| {
                if i % 2 == 0 {
                    vec![i - 2, i - 1, i]
                } else {
                    vec![i - 1, i - 2, i]
                }
            })
            .collect(),
        (G::Triangles, P::TriangleFan) => (2..n).map(|i| vec![0, i - 1, i]).collect(),
        (G::Groups(m), _) if m > 0 => (0..n / m).map(|i| (m * i..m * i + m).collect()).collect(),
        (G::TrianglesAdjacency, P::TrianglesAdjacency) => {
            (0..n / 6).map(|i| (6 * i..6 * i + 6).collect()).collect()
        }
        (G::TrianglesAdjacency, P::TriangleStripAdjacency) => crate::triangle_strip_adjacency(n)
            .into_iter()
            .map(|t| t.to_vec())
            .collect(),
        _ => {
            return Err(RasterError::GeometryInput {
                draw: draw.gl_name(),
                input: input.name(),
            });
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draw_modes_assemble_as_the_input_primitive_asks() {
        // EXT_geometry_shader4 §2.16.1 / GL 3.2 §2.6.1.
        assert_eq!(
            assemble(GeometryInput::Lines, Primitive::LineLoop, 3).unwrap(),
            vec![vec![0, 1], vec![1, 2], vec![2, 0]]
        );
        assert_eq!(
            assemble(GeometryInput::Triangles, Primitive::TriangleStrip, 4).unwrap(),
            vec![vec![0, 1, 2], vec![2, 1, 3]]
        );
        assert_eq!(
            assemble(
                GeometryInput::LinesAdjacency,
                Primitive::LineStripAdjacency,
                5
            )
            .unwrap(),
            vec![vec![0, 1, 2, 3], vec![1, 2, 3, 4]]
        );
        // NV_geometry_program4 Table X.1: a strip of 8 vertices (1 to 8)
        // makes 2 triangles: (1, 3, 5) with 2, 7, 4 adjacent to its edges
        // (first of several), then i = 1, the last and odd: (5, 3, 7)
        // with 1, 6, 8 adjacent. vertex[0..5] take them as first vertex,
        // edge 1/2, second, edge 2/3, third, edge 3/1; from 0 here.
        assert_eq!(
            assemble(
                GeometryInput::TrianglesAdjacency,
                Primitive::TriangleStripAdjacency,
                8
            )
            .unwrap(),
            vec![vec![0, 1, 2, 6, 4, 3], vec![4, 0, 2, 5, 6, 7]]
        );
        assert!(matches!(
            assemble(GeometryInput::Points, Primitive::Triangles, 3),
            Err(RasterError::GeometryInput { .. })
        ));
    }
}
