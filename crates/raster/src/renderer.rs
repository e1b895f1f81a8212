//! The fragment stage compiled for an engine, and primitive assembly
//! (OpenGL 2.1 §2.6.1, GL 3.2's adjacency modes).

use crate::*;

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
    pub(crate) stage: FragmentStage,
    pub(crate) kernel: Option<Box<dyn Kernel>>,
    pub(crate) varyings: Vec<Varying>,
    pub(crate) notes: Vec<String>,
}

impl std::fmt::Debug for Renderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Renderer")
            .field("varyings", &self.varyings)
            .field("notes", &self.notes)
            .finish_non_exhaustive()
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triangle_strips_with_adjacency_follow_table_x_1() {
        // NV_geometry_program4 Table X.1, vertices counted from 1 there,
        // each row here as (1st, adjacent 1/2, 2nd, adjacent 2/3, 3rd,
        // adjacent 3/1), from 0.
        // Fewer than 6 vertices: nothing.
        assert!(triangle_strip_adjacency(5).is_empty());
        // The only triangle (i = 0, n = 1): 1 3 5, adjacent 2 6 4; a 7th
        // vertex (k = 1) is ignored.
        assert_eq!(triangle_strip_adjacency(7), vec![[0, 1, 2, 5, 4, 3]]);
        // 10 vertices, n = 3: first (1 3 5; 2 7 4), middle odd i = 1
        // (5 3 7; 1 6 9), last even i = 2 (5 7 9; 3 10 8).
        assert_eq!(
            triangle_strip_adjacency(10),
            vec![[0, 1, 2, 6, 4, 3], [4, 0, 2, 5, 6, 8], [4, 2, 6, 9, 8, 7]]
        );
        // 12 vertices, n = 4: the middle even i = 2 (5 7 9; 3 11 8) and
        // the last odd i = 3 (9 7 11; 5 10 12).
        let t = triangle_strip_adjacency(12);
        assert_eq!(t[2], [4, 2, 6, 10, 8, 7]);
        assert_eq!(t[3], [8, 4, 6, 9, 10, 11]);
    }
}
