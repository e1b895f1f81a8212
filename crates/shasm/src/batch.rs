//! Many invocations of one program in one call: the inputs that vary per
//! invocation (vertex attributes, fragment inputs) as a flat array, the
//! uniforms set once, the results as a flat array. The batch is compiled
//! once by the program's engine ([`crate::Options::engine`]) into a
//! [`Kernel`]; each call runs it.

use crate::driver::Target;
use crate::error::Error;
use crate::program::{Inputs, Program};
use shasm_engine::{EngineKind, IoLayout, Kernel, Order, Results, Slot};
use std::sync::Arc;

/// The layout of a batch: which registers each invocation sets and reads,
/// by the program's own names, resolved once.
///
/// ```
/// use shasm::{Batch, Program};
///
/// let program = Program::from_text(
///     "halve.tgsi",
///     "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL CONST[0]\n  0: MUL OUT[0], IN[0], CONST[0]\n  1: END\n",
/// )?;
/// let mut uniforms = program.inputs()?;
/// uniforms.set("CONST[0]", &[0.5, 0.5, 0.5, 1.0])?;
/// let batch = Batch::new(&program, &["IN[0]"], &["OUT[0]"])?;
/// assert_eq!((batch.input_stride(), batch.output_stride()), (4, 4));
/// let inputs: Vec<u32> = [2.0f32, 4.0, 6.0, 1.0].map(f32::to_bits).to_vec();
/// let mut outputs = vec![0; 4];
/// let summary = batch.run(&program, &uniforms, &inputs, &mut outputs)?;
/// assert_eq!(outputs, [1.0f32, 2.0, 3.0, 1.0].map(f32::to_bits));
/// assert_eq!(summary.abnormal, 0);
/// // A buffer of the wrong length names itself.
/// let error = batch.run(&program, &uniforms, &inputs, &mut outputs[..3]).unwrap_err();
/// assert_eq!(error.to_string(), "`outputs` holds 3 values; 4 expected (4 per invocation)");
/// # Ok::<(), shasm::Error>(())
/// ```
#[derive(Clone)]
pub struct Batch {
    inputs: Vec<(String, Target)>,
    outputs: Vec<(String, Target)>,
    /// How each input's values are read (as `--set` reads them).
    modes: Vec<crate::session::ValueMode>,
    /// The batch's layout compiled by the program's engine.
    kernel: Arc<dyn Kernel>,
    /// That kernel, or the kernel over threads ([`Batch::with_threads`]).
    runs: Arc<dyn Kernel>,
    layout: IoLayout,
    /// The engine that runs the batch.
    engine: EngineKind,
}

impl std::fmt::Debug for Batch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Batch")
            .field("inputs", &self.inputs)
            .field("outputs", &self.outputs)
            .field("modes", &self.modes)
            .finish_non_exhaustive()
    }
}

/// How the invocations of a batch ended.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BatchSummary {
    /// Instructions executed, over all invocations.
    pub executed: u64,
    /// Invocations that ended other than normally, as the spec allows
    /// (NV vertex programs: the instruction budget or the call-stack limit
    /// end the program and the vertex is still emitted).
    pub abnormal: u64,
}

impl Batch {
    /// A batch reading `inputs` (4 words each per invocation, in this order)
    /// and writing `outputs` (likewise), compiled for the program's engine
    /// ([`crate::Options::engine`]). With the default engine, the
    /// reference interpreter, the batch runs on the JIT where the JIT
    /// compiles the whole program into a batch kernel (`docs/jit.md`):
    /// the same bits, many times faster. [`Batch::with_engine`] names the
    /// engine instead; [`Batch::engine`] says which runs it.
    pub fn new(program: &Program, inputs: &[&str], outputs: &[&str]) -> Result<Batch, Error> {
        let kind = program.options().engine;
        let pick = kind == EngineKind::default();
        Batch::compile(program, kind, pick, inputs, outputs)
    }

    /// [`Batch::new`] on the engine `engine`, whatever the program's
    /// options say.
    pub fn with_engine(
        program: &Program,
        engine: EngineKind,
        inputs: &[&str],
        outputs: &[&str],
    ) -> Result<Batch, Error> {
        Batch::compile(program, engine, false, inputs, outputs)
    }

    /// The batch on `kind`, or on the JIT where `pick_jit` and the JIT has
    /// a batch kernel for it.
    fn compile(
        program: &Program,
        kind: EngineKind,
        pick_jit: bool,
        inputs: &[&str],
        outputs: &[&str],
    ) -> Result<Batch, Error> {
        let resolve = |names: &[&str]| -> Result<Vec<(String, Target)>, Error> {
            names
                .iter()
                .map(|n| {
                    program
                        .resolve(n)
                        .map(|t| (n.to_string(), t))
                        .ok_or_else(|| {
                            crate::driver::unknown_name_in(program.loaded(), program.options(), n)
                        })
                })
                .collect()
        };
        let inputs = resolve(inputs)?;
        let outputs = resolve(outputs)?;
        let modes = inputs
            .iter()
            .map(|(_, t)| crate::session::value_mode(program.loaded(), *t))
            .collect();
        let slot = |t: &Target| Slot {
            file: t.file,
            dimension: t.dimension,
            index: t.index,
        };
        let layout = IoLayout {
            inputs: inputs.iter().map(|(_, t)| slot(t)).collect(),
            outputs: outputs.iter().map(|(_, t)| slot(t)).collect(),
            order: Order::Aos,
            quads: false,
        };
        let exe = program.shared_executable();
        let fast = if pick_jit {
            // Where the JIT cannot run the program at all, the
            // interpreter does: only its own compile errors count.
            shasm_jit::Jit.compile_batch(exe, &layout).ok().flatten()
        } else {
            None
        };
        let engine = if fast.is_some() {
            EngineKind::Jit
        } else {
            kind
        };
        let kernel = match fast {
            Some(kernel) => Ok(kernel),
            None => crate::engine(kind)?.compile(exe, &layout),
        }
        .map_err(|e| match e {
            // A register that resolves by name but a run cannot set:
            // the name says which.
            shasm_engine::EngineError::Slot { slot: s, .. } => {
                let name = inputs
                    .iter()
                    .chain(&outputs)
                    .find(|(_, t)| slot(t) == s)
                    .map_or_else(String::new, |(n, _)| n.clone());
                Error::Environment {
                    name,
                    source: shasm_exec::EnvError::NoSuchRegister {
                        file: s.file,
                        index: s.index,
                    },
                }
            }
            other => crate::engines::engine_error(exe, other),
        })?;
        let kernel: Arc<dyn Kernel> = Arc::from(kernel);
        Ok(Batch {
            inputs,
            outputs,
            modes,
            runs: Arc::clone(&kernel),
            kernel,
            layout,
            engine,
        })
    }

    /// The engine that runs the batch.
    pub fn engine(&self) -> EngineKind {
        self.engine
    }

    /// The batch with each run split over `threads` threads
    /// ([`shasm_engine::Threaded`]): the same results as one thread, in
    /// chunks of at least [`shasm_engine::MIN_CHUNK`] invocations. 0 and 1
    /// run on the calling thread.
    pub fn with_threads(mut self, threads: usize) -> Batch {
        let kernel = shasm_engine::Threaded::new(Arc::clone(&self.kernel), &self.layout, threads);
        self.runs = Arc::new(kernel);
        self
    }

    /// The output registers `program` writes (the destination of some
    /// instruction), in register order, by the program's own names
    /// ([`Program::name_of`]: `outpos` for a PICA200 `.out outpos
    /// position`): what a batch reads when it is not told which outputs.
    pub fn written_outputs(program: &Program) -> Vec<String> {
        written_output_indices(program.ir())
            .into_iter()
            .map(|i| program.name_of(shasm_ir::File::Output, i))
            .collect()
    }

    /// The input names, in the order of the input array.
    pub fn input_names(&self) -> impl Iterator<Item = &str> {
        self.inputs.iter().map(|(n, _)| n.as_str())
    }

    /// The output names, in the order of the output array.
    pub fn output_names(&self) -> impl Iterator<Item = &str> {
        self.outputs.iter().map(|(n, _)| n.as_str())
    }

    /// Whether input `j` is an integer register (or declared or bound as
    /// integers): its values are integers, not floats.
    pub fn input_is_integer(&self, j: usize) -> bool {
        self.modes
            .get(j)
            .is_some_and(|m| *m != crate::session::ValueMode::Float)
    }

    /// One component for input `j` as `--set` reads it: floats, `nan`,
    /// `inf`, `0x` words; integers in integer registers (where a float is
    /// refused if the register is an integer by its declaration or
    /// binding).
    pub fn parse_value(&self, j: usize, text: &str) -> Result<u32, crate::values::ValueError> {
        let mode = self
            .modes
            .get(j)
            .copied()
            .unwrap_or(crate::session::ValueMode::Float);
        let name = self.inputs.get(j).map_or("", |(n, _)| n.as_str());
        crate::session::parse_value(mode, text, name)
    }

    /// The words `base` gives each input (4 per input, in order): what an
    /// invocation sets for the components it is not given.
    pub fn base_words(&self, base: &Inputs<'_>) -> Vec<u32> {
        self.inputs
            .iter()
            .flat_map(|(_, t)| {
                // Planes of two-dimensional files start at zero.
                if t.dimension == 0 {
                    base.env().get(t.file, t.index).unwrap_or_default()
                } else {
                    [0; 4]
                }
            })
            .collect()
    }

    /// Words one invocation reads from the input array.
    pub fn input_stride(&self) -> usize {
        4 * self.inputs.len()
    }

    /// Words one invocation writes to the output array.
    pub fn output_stride(&self) -> usize {
        4 * self.outputs.len()
    }

    /// Run one invocation per `input_stride()` words of `inputs`, starting
    /// from `base` (which holds the uniforms and every register the batch
    /// does not set), writing `output_stride()` words per invocation into
    /// `outputs`. Registers an invocation did not write read as their
    /// initial values (as `base` gives them).
    pub fn run(
        &self,
        program: &Program,
        base: &Inputs<'_>,
        inputs: &[u32],
        outputs: &mut [u32],
    ) -> Result<BatchSummary, Error> {
        self.run_flags(program, base, inputs, outputs, None)
    }

    /// [`Batch::run`], also writing whether each invocation killed its
    /// fragment into `killed` (one flag per invocation; always false for
    /// programs other than fragment programs).
    pub fn run_killed(
        &self,
        program: &Program,
        base: &Inputs<'_>,
        inputs: &[u32],
        outputs: &mut [u32],
        killed: &mut [bool],
    ) -> Result<BatchSummary, Error> {
        self.run_flags(program, base, inputs, outputs, Some(killed))
    }

    fn run_flags(
        &self,
        program: &Program,
        base: &Inputs<'_>,
        inputs: &[u32],
        outputs: &mut [u32],
        killed: Option<&mut [bool]>,
    ) -> Result<BatchSummary, Error> {
        let (istride, ostride) = (self.input_stride(), self.output_stride());
        let count = inputs
            .len()
            .checked_div(istride)
            .unwrap_or(outputs.len() / ostride.max(1));
        // The inputs set the number of invocations (the outputs do when
        // the batch reads no inputs); a partial invocation is an error
        // naming the length that completes it.
        if inputs.len() != count * istride {
            return Err(Error::BufferLength {
                buffer: "inputs",
                got: inputs.len(),
                expected: (count + 1) * istride,
                stride: istride,
                per: "invocation",
            });
        }
        if outputs.len() != count * ostride {
            return Err(Error::BufferLength {
                buffer: "outputs",
                got: outputs.len(),
                expected: count * ostride,
                stride: ostride,
                per: "invocation",
            });
        }
        if let Some(k) = killed.as_ref()
            && k.len() != count
        {
            return Err(Error::BufferLength {
                buffer: "killed",
                got: k.len(),
                expected: count,
                stride: 1,
                per: "invocation",
            });
        }
        let exe = program.shared_executable();
        let mut env = std::borrow::Cow::Borrowed(base.env());
        // The fragment position is given in window coordinates and
        // converted to the program's conventions (docs/cli.md): once here
        // if the batch does not set it, in each invocation's words if it
        // does.
        let position = crate::session::converted_position(program.loaded());
        let set_at = position.and_then(|index| {
            self.inputs.iter().position(|(_, t)| {
                t.file == shasm_ir::File::Input && t.index == index && t.dimension == 0
            })
        });
        let mut converted = std::borrow::Cow::Borrowed(inputs);
        match set_at {
            Some(j) => {
                let words = converted.to_mut();
                for k in 0..count {
                    let at = k * istride + 4 * j;
                    let mut value = [0; 4];
                    value.copy_from_slice(&words[at..at + 4]);
                    let value = crate::session::converted_words(
                        program.loaded(),
                        program.options(),
                        value,
                    )?;
                    words[at..at + 4].copy_from_slice(&value);
                }
            }
            None if position.is_some() => {
                crate::session::fragment_coordinates(
                    program.loaded(),
                    program.options(),
                    env.to_mut(),
                )?;
            }
            None => {}
        }
        let mut status = killed
            .as_ref()
            .map(|_| vec![crate::engines::initial_status(); count]);
        let results = Results {
            outputs,
            written: None,
            status: status.as_deref_mut(),
            vertices: None,
        };
        let run = self
            .runs
            .run(&env, &converted, results)
            .map_err(|e| crate::engines::engine_error(exe, e))?;
        if let (Some(flags), Some(status)) = (killed, status) {
            for (flag, s) in flags.iter_mut().zip(status) {
                *flag = s.killed;
            }
        }
        let summary = BatchSummary {
            executed: run.executed,
            abnormal: run.abnormal,
        };
        Ok(summary)
    }
}

/// The output registers some instruction of `ir` writes, in register
/// order.
pub(crate) fn written_output_indices(ir: &shasm_ir::Program) -> Vec<u32> {
    let mut indices: Vec<u32> = ir
        .instructions
        .iter()
        .flat_map(|i| i.dsts())
        .filter(|d| d.file() == shasm_ir::File::Output)
        .map(|d| d.index())
        .collect();
    indices.sort_unstable();
    indices.dedup();
    indices
}
