//! The vertex stage: a vertex program run once per vertex.

use crate::*;

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
