//! [`Threaded`]: any engine's kernel run over several threads, a batch
//! split into chunks of consecutive invocations.
//!
//! Invocations are independent (each starts from the environment and
//! writes only its own results), so a batch run as chunks gives the same
//! results as one run: each chunk runs through the wrapped kernel with its
//! own slices of the buffers, the summaries are added up, emitted
//! vertices are appended chunk after chunk, and a failure is the first
//! failing chunk's, its invocation counted from the start of the batch:
//! the invocation a single run stops at, since every chunk before it ran
//! without one.

use crate::{EngineError, IoLayout, Kernel, Order, Results, Summary};
use rayon::prelude::*;
use shasm_exec::{EmittedVertex, Env};
use std::sync::Arc;

/// The fewest invocations a chunk holds: below that, handing a chunk to a
/// thread costs more than it saves.
pub const MIN_CHUNK: usize = 1024;

/// Chunks per thread: more chunks than threads even out invocations that
/// take longer than others (loops, invocations a JIT hands back).
const CHUNKS_PER_THREAD: usize = 4;

/// A kernel whose batches run on up to `threads` threads.
///
/// ```
/// use shasm_engine::{Engine, Interpreter, IoLayout, Kernel, Results, Slot, Threaded};
/// use shasm_ir::File;
/// use std::sync::Arc;
///
/// let ir = shasm_tgsi::parse(
///     "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\n  0: ADD OUT[0], IN[0], IN[0]\n  1: END\n",
/// )
/// .unwrap();
/// let exe = Arc::new(shasm_exec::Executable::new(&ir).unwrap());
/// let layout = IoLayout {
///     inputs: vec![Slot::new(File::Input, 0)],
///     outputs: vec![Slot::new(File::Output, 0)],
///     ..IoLayout::default()
/// };
/// let kernel = Threaded::new(Interpreter.compile(&exe, &layout)?.into(), &layout, 2);
/// let inputs: Vec<u32> = (0..4 * 5000).map(|i| (i as f32).to_bits()).collect();
/// let mut outputs = vec![0; inputs.len()];
/// let summary = kernel.run(&exe.env(), &inputs, Results::outputs(&mut outputs))?;
/// assert_eq!(summary.invocations, 5000);
/// assert_eq!(f32::from_bits(outputs[4 * 4999 + 3]), 2.0 * (4 * 4999 + 3) as f32);
/// # Ok::<(), shasm_engine::EngineError>(())
/// ```
pub struct Threaded {
    kernel: Arc<dyn Kernel>,
    input_slots: usize,
    output_slots: usize,
    order: Order,
    quads: bool,
    threads: usize,
    /// `None` where the threads could not be started: batches then run
    /// on the caller's thread.
    pool: Option<Arc<rayon::ThreadPool>>,
}

impl Threaded {
    /// `kernel` (compiled for `layout`) run over `threads` threads. One
    /// thread (or zero) runs every batch on the caller's thread, as the
    /// kernel alone does.
    pub fn new(kernel: Arc<dyn Kernel>, layout: &IoLayout, threads: usize) -> Threaded {
        let pool = (threads > 1)
            .then(|| {
                rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .thread_name(|i| format!("shasm-engine-{i}"))
                    .build()
                    .ok()
            })
            .flatten()
            .map(Arc::new);
        Threaded {
            kernel,
            input_slots: layout.inputs.len(),
            output_slots: layout.outputs.len(),
            order: layout.order,
            quads: layout.quads,
            threads: threads.max(1),
            pool,
        }
    }

    /// The threads a batch is split over at most.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// The chunk boundaries of a batch of `count`: `[0, .., count]`.
    fn bounds(&self, count: usize) -> Vec<usize> {
        let chunks = (self.threads * CHUNKS_PER_THREAD)
            .min(count / MIN_CHUNK)
            .max(1);
        // Whole quads in each chunk.
        let size = count.div_ceil(chunks).next_multiple_of(4);
        let mut bounds: Vec<usize> = (0..count).step_by(size).collect();
        bounds.push(count);
        bounds
    }
}

/// One chunk's share of a batch: its invocations' inputs (copied for SoA)
/// and where its results go.
struct Chunk<'a> {
    start: usize,
    end: usize,
    /// AoS: the chunk's slice of the inputs. SoA: empty (gathered in the
    /// task).
    inputs: &'a [u32],
    /// AoS: the chunk's slice of the outputs. SoA: one segment per output
    /// row (word `c` of slot `j` of every invocation of the chunk).
    outputs: Vec<&'a mut [u32]>,
    written: Option<&'a mut [u8]>,
    status: Option<&'a mut [crate::Status]>,
}

/// The chunk's outcome: its summary and emitted vertices, or its failure.
type ChunkResult = Result<(Summary, Vec<(usize, EmittedVertex)>), EngineError>;

impl Threaded {
    fn run_chunk(
        &self,
        env: &Env,
        all_inputs: &[u32],
        count: usize,
        chunk: Chunk<'_>,
        vertices: bool,
    ) -> ChunkResult {
        let Chunk {
            start,
            end,
            inputs,
            mut outputs,
            written,
            status,
        } = chunk;
        let n = end - start;
        let mut emitted = Vec::new();
        let fail = |e: EngineError| match e {
            EngineError::Run { invocation, source } => EngineError::Run {
                invocation: invocation + start,
                source,
            },
            other => other,
        };
        let summary = match self.order {
            Order::Aos => {
                // An AoS chunk has one output slice.
                let out = outputs.pop().unwrap_or_default();
                let results = Results {
                    outputs: out,
                    written,
                    status,
                    vertices: vertices.then_some(&mut emitted),
                };
                self.kernel.run(env, inputs, results).map_err(fail)?
            }
            Order::Soa => {
                // The chunk as a batch of its own, in SoA order.
                let rows_in = 4 * self.input_slots;
                let mut mine = Vec::with_capacity(rows_in * n);
                for r in 0..rows_in {
                    mine.extend_from_slice(&all_inputs[r * count + start..r * count + end]);
                }
                let mut out = vec![0; 4 * self.output_slots * n];
                let results = Results {
                    outputs: &mut out,
                    written,
                    status,
                    vertices: vertices.then_some(&mut emitted),
                };
                let summary = self.kernel.run(env, &mine, results).map_err(fail)?;
                for (row, words) in outputs.iter_mut().zip(out.chunks_exact(n.max(1))) {
                    row.copy_from_slice(words);
                }
                summary
            }
        };
        for v in &mut emitted {
            v.0 += start;
        }
        Ok((summary, emitted))
    }
}

impl Kernel for Threaded {
    fn run(&self, env: &Env, inputs: &[u32], results: Results<'_>) -> Result<Summary, EngineError> {
        let count = results.invocations(inputs, self.input_slots, self.output_slots, self.quads)?;
        let bounds = self.bounds(count);
        let Some(pool) = self.pool.as_ref().filter(|_| bounds.len() > 2) else {
            return self.kernel.run(env, inputs, results);
        };
        let Results {
            outputs,
            written,
            status,
            vertices,
        } = results;
        let chunks = split(
            &bounds,
            count,
            (self.input_slots, self.output_slots),
            self.order,
            (inputs, outputs),
            written,
            status,
        );
        let want_vertices = vertices.is_some();
        let outcomes: Vec<ChunkResult> = pool.install(|| {
            chunks
                .into_par_iter()
                .map(|chunk| self.run_chunk(env, inputs, count, chunk, want_vertices))
                .collect()
        });
        let mut summary = Summary::default();
        let mut all_vertices = vertices;
        for outcome in outcomes {
            let (s, emitted) = outcome?;
            summary.invocations += s.invocations;
            summary.executed += s.executed;
            summary.abnormal += s.abnormal;
            summary.killed += s.killed;
            if let Some(v) = all_vertices.as_deref_mut() {
                v.extend(emitted);
            }
        }
        Ok(summary)
    }
}

/// The buffers of a batch of `count` cut at `bounds` into chunks.
fn split<'a>(
    bounds: &[usize],
    count: usize,
    (input_slots, output_slots): (usize, usize),
    order: Order,
    (inputs, outputs): (&'a [u32], &'a mut [u32]),
    mut written: Option<&'a mut [u8]>,
    mut status: Option<&'a mut [crate::Status]>,
) -> Vec<Chunk<'a>> {
    let chunks = bounds.len() - 1;
    let (istride, ostride) = (4 * input_slots, 4 * output_slots);
    // SoA: each output row cut at the bounds, its pieces dealt out.
    let mut rows: Vec<Vec<&'a mut [u32]>> = (0..chunks).map(|_| Vec::new()).collect();
    let mut aos_out = Some(outputs);
    if order == Order::Soa {
        let outputs = aos_out.take().unwrap_or_default();
        for mut row in outputs.chunks_exact_mut(count.max(1)) {
            for (i, w) in bounds.windows(2).enumerate() {
                let (piece, rest) = std::mem::take(&mut row).split_at_mut(w[1] - w[0]);
                rows[i].push(piece);
                row = rest;
            }
        }
    }
    let mut out = Vec::with_capacity(chunks);
    let mut rest_out = aos_out.unwrap_or_default();
    for (i, w) in bounds.windows(2).enumerate() {
        let (start, end) = (w[0], w[1]);
        let n = end - start;
        let take_w = written.take().map(|all| all.split_at_mut(n * output_slots));
        let (my_written, rest_w) = take_w.unzip();
        written = rest_w;
        let take_s = status.take().map(|all| all.split_at_mut(n));
        let (my_status, rest_s) = take_s.unzip();
        status = rest_s;
        let (my_inputs, my_outputs) = match order {
            Order::Aos => {
                let (mine, rest) = std::mem::take(&mut rest_out).split_at_mut(n * ostride);
                rest_out = rest;
                (&inputs[start * istride..end * istride], vec![mine])
            }
            Order::Soa => (&inputs[..0], std::mem::take(&mut rows[i])),
        };
        out.push(Chunk {
            start,
            end,
            inputs: my_inputs,
            outputs: my_outputs,
            written: my_written,
            status: my_status,
        });
    }
    out
}
