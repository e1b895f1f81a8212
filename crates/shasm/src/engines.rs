//! The engines a program runs on ([`engine`], [`available_engines`]), and
//! what one run leaves for its report ([`Outcome`]).
//!
//! Every run of the facade goes through an [`Engine`]: [`crate::Program`]'s
//! runs and benches, [`crate::Batch`] and the command line. The engine is
//! [`crate::Options::engine`]; traces come from the reference interpreter
//! alone.

use crate::error::Error;
use shasm_engine::{Engine, EngineError, EngineKind, IoLayout, Order, Results, Slot, Status};
use shasm_exec::{EmittedPrimitive, EmittedVertex, End, Env, Executable, pica_primitives};
use shasm_ir::{CcValue, File, Stage};
use std::sync::Arc;

/// The engine of `kind`, if this build has it.
///
/// ```
/// use shasm::EngineKind;
///
/// let interp = shasm::engine(EngineKind::Interp)?;
/// assert_eq!(interp.kind(), EngineKind::Interp);
/// assert!(shasm::available_engines().contains(&EngineKind::Interp));
/// # Ok::<(), shasm::Error>(())
/// ```
pub fn engine(kind: EngineKind) -> Result<Box<dyn Engine>, Error> {
    built_in(kind).ok_or_else(|| {
        let available: Vec<&str> = available_engines().iter().map(|k| k.name()).collect();
        Error::Engine(EngineError::NotBuiltIn(kind, available.join(", ")))
    })
}

/// The engine of `kind` where this build has it.
fn built_in(kind: EngineKind) -> Option<Box<dyn Engine>> {
    match kind {
        EngineKind::Interp => Some(Box::new(shasm_engine::Interpreter)),
        EngineKind::Lanes => Some(Box::new(shasm_lanes::Lanes)),
        EngineKind::Jit => Some(Box::new(shasm_jit::Jit)),
        EngineKind::Gpu => Some(Box::new(shasm_naga::gpu::Gpu::default())),
        // A kind a later shasm-engine adds.
        #[allow(unreachable_patterns)]
        _ => None,
    }
}

/// The engines this build has, in [`EngineKind::ALL`]'s order: every spec
/// test runs on each.
pub fn available_engines() -> Vec<EngineKind> {
    EngineKind::ALL
        .into_iter()
        .filter(|&k| built_in(k).is_some())
        .collect()
}

/// What one run left, as a report reads it: the registers a report shows
/// ([`Outcome::slots`]) with their write masks, how the run ended, its
/// flags and emitted vertices. Built from an engine's [`Results`].
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Each file the outcome holds: (file, first entry in `words`, size).
    files: Vec<(File, usize, u32)>,
    words: Vec<[u32; 4]>,
    written: Vec<u8>,
    status: Status,
    vertices: Vec<EmittedVertex>,
}

/// The files a report reads, each whole: every writable file, the inputs
/// (the NV reports read the vertex and fragment position) and, for vertex
/// state programs, which write them, the parameters.
fn report_files(exe: &Executable) -> Vec<(File, u32)> {
    let vsp = exe.program().stage == Stage::VertexState;
    File::ALL
        .into_iter()
        .filter(|&f| exe.is_writable(f) || f == File::Input || (vsp && f == File::Const))
        .map(|f| (f, exe.layout().file(f).size))
        .filter(|&(_, size)| size > 0)
        .collect()
}

impl Outcome {
    /// The registers an outcome of `exe` holds, in the order an engine's
    /// outputs give them to `Outcome::from_results`: the [`IoLayout`]
    /// outputs of a run that is reported.
    pub fn slots(exe: &Executable) -> Vec<Slot> {
        report_files(exe)
            .into_iter()
            .flat_map(|(f, size)| (0..size).map(move |i| Slot::new(f, i)))
            .collect()
    }

    /// The outcome of invocation `k` of a batch of `count` run with
    /// outputs [`Outcome::slots`] in `order`: `outputs` and `written` as
    /// the engine filled them, the invocation's status and vertices.
    #[allow(clippy::too_many_arguments)]
    fn from_results(
        exe: &Executable,
        order: Order,
        count: usize,
        k: usize,
        outputs: &[u32],
        written: &[u8],
        status: Status,
        vertices: Vec<EmittedVertex>,
    ) -> Outcome {
        let mut files = Vec::new();
        let mut n = 0;
        for (f, size) in report_files(exe) {
            files.push((f, n, size));
            n += size as usize;
        }
        let words = (0..n)
            .map(|j| std::array::from_fn(|c| outputs[order.index(n, count, k, j, c)]))
            .collect();
        Outcome {
            files,
            words,
            written: written[k * n..(k + 1) * n].to_vec(),
            status,
            vertices,
        }
    }

    /// The outcome of a traced run of the reference interpreter.
    pub(crate) fn from_exec(exe: &Executable, outcome: &shasm_exec::Outcome) -> Outcome {
        let mut files = Vec::new();
        let (mut words, mut written) = (Vec::new(), Vec::new());
        for (f, size) in report_files(exe) {
            files.push((f, words.len(), size));
            for i in 0..size {
                words.push(outcome.get(f, i).unwrap_or_default());
                written.push(outcome.written(f, i));
            }
        }
        Outcome {
            files,
            words,
            written,
            status: Status {
                end: outcome.end(),
                executed: outcome.executed(),
                killed: outcome.killed(),
                cc: [outcome.cc(0), outcome.cc(1)],
                predicates: outcome.predicates(),
            },
            vertices: outcome.vertices().to_vec(),
        }
    }

    fn at(&self, file: File, index: u32) -> Option<usize> {
        let &(_, start, size) = self.files.iter().find(|(f, _, _)| *f == file)?;
        (index < size).then(|| start + index as usize)
    }

    /// Final value of `file[index]` (writable files from the run, inputs as
    /// the run was given them); `None` for a register the outcome does not
    /// hold.
    pub fn get(&self, file: File, index: u32) -> Option<[u32; 4]> {
        self.at(file, index).map(|at| self.words[at])
    }

    /// [`Outcome::get`] as floats.
    pub fn get_f32(&self, file: File, index: u32) -> Option<[f32; 4]> {
        self.get(file, index).map(|v| v.map(f32::from_bits))
    }

    /// Components of `file[index]` the program wrote (bit 0 = x).
    pub fn written(&self, file: File, index: u32) -> u8 {
        self.at(file, index).map_or(0, |at| self.written[at])
    }

    /// Every register of `file` the program wrote, with its write mask.
    pub fn written_registers(&self, file: File) -> Vec<(u32, u8)> {
        let Some(&(_, start, size)) = self.files.iter().find(|(f, _, _)| *f == file) else {
            return Vec::new();
        };
        (0..size)
            .map(|i| (i, self.written[start + i as usize]))
            .filter(|(_, m)| *m != 0)
            .collect()
    }

    /// Condition-code register `reg` (0 or 1).
    pub fn cc(&self, reg: usize) -> [CcValue; 4] {
        self.status.cc[reg.min(1)]
    }
    /// PICA200 condition flags.
    pub fn predicates(&self) -> [bool; 2] {
        self.status.predicates
    }
    /// Instructions executed.
    pub fn executed(&self) -> u64 {
        self.status.executed
    }
    /// Fragment programs: whether the run killed the fragment.
    pub fn killed(&self) -> bool {
        self.status.killed
    }
    /// Emitted vertices, in order.
    pub fn vertices(&self) -> &[EmittedVertex] {
        &self.vertices
    }
    /// PICA200 geometry: the primitives the EMITs made.
    pub fn primitives(&self) -> Vec<EmittedPrimitive> {
        pica_primitives(&self.vertices)
    }
    /// How the run ended.
    pub fn end(&self) -> End {
        self.status.end
    }
}

/// A status for an engine to overwrite.
pub(crate) fn initial_status() -> Status {
    Status {
        end: End::Normal,
        executed: 0,
        killed: false,
        cc: [[CcValue::EQ; 4]; 2],
        predicates: [false; 2],
    }
}

/// A failed engine run or compile as the facade's error: an invocation's
/// failure is the interpreter's [`Error::Run`], located where it names an
/// instruction.
pub(crate) fn engine_error(exe: &Executable, e: EngineError) -> Error {
    match e {
        EngineError::Run { source, .. } => crate::session::run_error_at(exe, source),
        other => Error::Engine(other),
    }
}

/// Run `exe` once per environment of `envs` (1, or the 4 pixels of a 2×2
/// quad, which run together) on `engine`, and give each invocation's
/// [`Outcome`].
///
/// The environments differ only in registers (a quad's per-pixel values):
/// the engine gets the first as its environment and every register where
/// any differs as a per-invocation input.
pub(crate) fn run_reported(
    engine: &dyn Engine,
    exe: &Arc<Executable>,
    envs: &[&Env],
    quads: bool,
) -> Result<Vec<Outcome>, Error> {
    let outputs = Outcome::slots(exe);
    let inputs = varying(exe, envs);
    let layout = IoLayout {
        inputs: inputs.clone(),
        outputs: outputs.clone(),
        order: Order::Aos,
        quads,
    };
    let kernel = engine
        .compile(exe, &layout)
        .map_err(|e| engine_error(exe, e))?;
    let count = envs.len();
    let input_words: Vec<u32> = envs
        .iter()
        .flat_map(|env| {
            inputs
                .iter()
                .flat_map(|s| env.get(s.file, s.index).unwrap_or_default())
        })
        .collect();
    let mut words = vec![0; count * layout.output_stride()];
    let mut written = vec![0; count * outputs.len()];
    let mut status = vec![initial_status(); count];
    let mut vertices = Vec::new();
    let Some(first) = envs.first() else {
        return Ok(Vec::new());
    };
    kernel
        .run(
            first,
            &input_words,
            Results {
                outputs: &mut words,
                written: Some(&mut written),
                status: Some(&mut status),
                vertices: Some(&mut vertices),
            },
        )
        .map_err(|e| engine_error(exe, e))?;
    Ok((0..count)
        .map(|k| {
            let mine = vertices
                .iter()
                .filter(|(v, _)| *v == k)
                .map(|(_, v)| v.clone())
                .collect();
            Outcome::from_results(exe, Order::Aos, count, k, &words, &written, status[k], mine)
        })
        .collect())
}

/// The registers (of plane 0) in which some environment of `envs` differs
/// from the first.
fn varying(exe: &Executable, envs: &[&Env]) -> Vec<Slot> {
    let Some((first, rest)) = envs.split_first() else {
        return Vec::new();
    };
    if rest.is_empty() {
        return Vec::new();
    }
    File::ALL
        .into_iter()
        .flat_map(|f| (0..exe.layout().file(f).size).map(move |i| Slot::new(f, i)))
        .filter(|s| {
            let v = first.get(s.file, s.index).ok();
            rest.iter().any(|e| e.get(s.file, s.index).ok() != v)
        })
        .collect()
}
