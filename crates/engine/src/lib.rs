//! # shasm-engine: how a program is run, whatever runs it
//!
//! An [`Engine`] compiles a prepared program ([`Executable`]) for an
//! [`IoLayout`] (which registers each invocation reads and writes, laid out
//! as flat word arrays) into a [`Kernel`], which runs batches of
//! invocations with one environment ([`Env`]: uniforms, parameters and
//! textures, set once). Every engine computes what the reference
//! interpreter computes, bit for bit: the ops, operand and store rules and
//! flow rules are the contract of `shasm_ir::ops`; an engine instantiates
//! them and defines none of its own.
//!
//! Engines: [`EngineKind::Interp`] (the reference interpreter,
//! `shasm-exec`), [`EngineKind::Lanes`] (the portable SIMD lane engine,
//! `shasm-lanes`), [`EngineKind::Jit`] (the Cranelift JIT, `shasm-jit`),
//! [`EngineKind::Gpu`] (the compute form of `shasm-naga` through wgpu). The facade (`shasm`) picks one by kind.
//!
//! [`Threaded`] runs any engine's kernel over several threads: a large
//! batch is split into chunks of consecutive invocations, each run by the
//! kernel on a thread of its own, with the results one thread gives.

mod interp;
mod threads;

pub use interp::Interpreter;
pub use threads::{MIN_CHUNK, Threaded};

use shasm_exec::{EmittedVertex, End, Env, ExecError, Executable};
use shasm_ir::{CcValue, File};
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

/// Which engine runs a program.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum EngineKind {
    /// The reference interpreter: the definition of what a program does.
    /// The default.
    #[default]
    Interp,
    /// The portable SIMD lane engine: many invocations per dispatched
    /// instruction, per-lane masks for divergent flow.
    Lanes,
    /// The Cranelift JIT (`shasm-jit`): where every instruction of a
    /// program has a native form and its control-flow graph describes its
    /// flow exactly, the whole program is one compiled batch kernel per
    /// I/O layout (the loop over invocations, the flow and the registers
    /// in native code); other programs run as compiled straight-line
    /// stretches of data instructions with the interpreter's own step
    /// between them.
    Jit,
    /// The compute form of `shasm-naga` on a GPU through wgpu (whatever
    /// adapter wgpu finds; Mesa's lavapipe in CI). Not in
    /// [`EngineKind::ALL`]: every compile builds a pipeline, too slow to
    /// run every spec test on.
    Gpu,
}

impl EngineKind {
    /// The engines every spec test runs on, in the order reports list
    /// them.
    pub const ALL: [EngineKind; 3] = [EngineKind::Interp, EngineKind::Lanes, EngineKind::Jit];

    /// Every engine `--engine` names: [`EngineKind::ALL`] and the GPU.
    pub const NAMED: [EngineKind; 4] = [
        EngineKind::Interp,
        EngineKind::Lanes,
        EngineKind::Jit,
        EngineKind::Gpu,
    ];

    /// The engine's name on the command line (`--engine NAME`) and in test
    /// names (`arb_vp/lit::lanes`).
    pub fn name(self) -> &'static str {
        match self {
            EngineKind::Interp => "interp",
            EngineKind::Lanes => "lanes",
            EngineKind::Jit => "jit",
            EngineKind::Gpu => "gpu",
        }
    }
}

impl fmt::Display for EngineKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An engine name that is not one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown engine `{0}` (engines: interp, lanes, jit, gpu)")]
pub struct UnknownEngine(pub String);

impl FromStr for EngineKind {
    type Err = UnknownEngine;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        EngineKind::NAMED
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| UnknownEngine(s.to_string()))
    }
}

/// One register of four words: `file[index]`, or `file[dimension][index]`
/// for the further planes of two-dimensional files (`CONST[1][4]`, a
/// geometry input of vertex 2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Slot {
    pub file: File,
    pub dimension: u32,
    pub index: u32,
}

impl Slot {
    /// `file[index]`.
    pub fn new(file: File, index: u32) -> Slot {
        Slot {
            file,
            dimension: 0,
            index,
        }
    }
}

/// How the words of a batch are laid out.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Order {
    /// Array of structures: invocation `k`'s component `c` of slot `j` is
    /// word `k * 4 * slots + 4 * j + c`.
    #[default]
    Aos,
    /// Structure of arrays: that word is `(4 * j + c) * count + k`.
    Soa,
}

impl Order {
    /// The index of component `c` of slot `j` of invocation `k` in a batch
    /// of `count` invocations with `slots` slots each.
    #[inline]
    pub fn index(self, slots: usize, count: usize, k: usize, j: usize, c: usize) -> usize {
        match self {
            Order::Aos => k * 4 * slots + 4 * j + c,
            Order::Soa => (4 * j + c) * count + k,
        }
    }
}

/// What each invocation of a batch reads and writes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct IoLayout {
    /// Registers set per invocation, 4 words each, in this order. Every
    /// other register starts as the environment has it.
    pub inputs: Vec<Slot>,
    /// Registers read back per invocation after the run, 4 words each
    /// (outputs, and temporaries, address or any other register a caller
    /// wants to see). A register the run did not write reads as its
    /// initial value.
    pub outputs: Vec<Slot>,
    /// The layout of the input and output arrays.
    pub order: Order,
    /// Fragment programs with derivatives: invocations `4q..4q+4` form the
    /// 2×2 quad `q` (pixel order: (x, y), (x+1, y), (x, y+1), (x+1, y+1)),
    /// run together as `Executable::run_quad` runs them. The count must
    /// then be a multiple of 4.
    pub quads: bool,
}

impl IoLayout {
    /// Words one invocation reads.
    pub fn input_stride(&self) -> usize {
        4 * self.inputs.len()
    }
    /// Words one invocation writes.
    pub fn output_stride(&self) -> usize {
        4 * self.outputs.len()
    }
}

/// How one invocation ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Status {
    pub end: End,
    /// Instructions it executed.
    pub executed: u64,
    /// Fragment programs: whether it killed its fragment.
    pub killed: bool,
    /// NV condition-code registers CC0 and CC1 at the end.
    pub cc: [[CcValue; 4]; 2],
    /// PICA200 condition flags at the end.
    pub predicates: [bool; 2],
}

/// Where a run puts its results. `outputs` is required; the rest are filled
/// where given.
#[derive(Debug)]
pub struct Results<'a> {
    /// `output_stride()` words per invocation, in the layout's order.
    pub outputs: &'a mut [u32],
    /// One write mask per output slot per invocation (bit 0 = x), in AoS
    /// order whatever the layout: which components the run wrote.
    pub written: Option<&'a mut [u8]>,
    /// One status per invocation.
    pub status: Option<&'a mut [Status]>,
    /// Geometry programs: every emitted vertex with the invocation that
    /// emitted it, in emission order per invocation, invocations in order.
    pub vertices: Option<&'a mut Vec<(usize, EmittedVertex)>>,
}

impl<'a> Results<'a> {
    /// Results that are only the outputs.
    pub fn outputs(outputs: &'a mut [u32]) -> Results<'a> {
        Results {
            outputs,
            written: None,
            status: None,
            vertices: None,
        }
    }
}

impl Results<'_> {
    /// The number of invocations a batch of `inputs` and these results
    /// describes, for a kernel reading `input_slots` and writing
    /// `output_slots` registers per invocation (whole 2×2 quads where
    /// `quads`), after checking every buffer against it: the inputs set
    /// the count; without inputs the outputs do, then the status array.
    /// Every engine checks its buffers with it, so each refuses the same
    /// batches with the same error.
    pub fn invocations(
        &self,
        inputs: &[u32],
        input_slots: usize,
        output_slots: usize,
        quads: bool,
    ) -> Result<usize, EngineError> {
        let (istride, ostride) = (4 * input_slots, 4 * output_slots);
        let (buffer, len, stride) = if istride > 0 {
            ("inputs", inputs.len(), istride)
        } else if ostride > 0 {
            ("outputs", self.outputs.len(), ostride)
        } else {
            ("status", self.status.as_ref().map_or(0, |s| s.len()), 1)
        };
        let count = len / stride;
        if quads && !count.is_multiple_of(4) {
            // A quad is four invocations: ask for the next whole quad.
            return Err(EngineError::BufferLength {
                buffer,
                got: len,
                expected: count.next_multiple_of(4) * stride,
            });
        }
        expect_len("inputs", inputs.len(), count * istride)?;
        expect_len("outputs", self.outputs.len(), count * ostride)?;
        if let Some(w) = &self.written {
            expect_len("written", w.len(), count * output_slots)?;
        }
        if let Some(s) = &self.status {
            expect_len("status", s.len(), count)?;
        }
        Ok(count)
    }
}

/// Check a buffer's length.
fn expect_len(buffer: &'static str, got: usize, expected: usize) -> Result<(), EngineError> {
    if got == expected {
        Ok(())
    } else {
        Err(EngineError::BufferLength {
            buffer,
            got,
            expected,
        })
    }
}

/// How a batch went, over all its invocations.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Invocations run.
    pub invocations: u64,
    /// Instructions executed, over all invocations.
    pub executed: u64,
    /// Invocations that ended other than normally, as the spec allows
    /// ([`End::Budget`], [`End::CallOverflow`]).
    pub abnormal: u64,
    /// Fragment invocations that killed their fragment.
    pub killed: u64,
}

/// Why an engine could not compile or run a batch.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// This engine does not run this program (the reason says what it
    /// lacks); another engine does.
    #[error("the {engine} engine cannot run this program: {reason}")]
    Unsupported { engine: EngineKind, reason: String },
    /// A slot of the layout that the program does not have, or may not be
    /// set.
    #[error("{what} register {slot:?} is not in the program's layout")]
    Slot { what: &'static str, slot: Slot },
    /// A buffer of the wrong length.
    #[error("`{buffer}` holds {got} values; {expected} expected")]
    BufferLength {
        buffer: &'static str,
        got: usize,
        expected: usize,
    },
    /// This build of shasm does not include the engine.
    #[error("the {0} engine is not built into this shasm (available: {1})")]
    NotBuiltIn(EngineKind, String),
    /// An invocation failed (the spec gives it no result).
    #[error("invocation {invocation}: {source}")]
    Run {
        invocation: usize,
        #[source]
        source: ExecError,
    },
}

/// A way of running programs.
pub trait Engine: Send + Sync {
    /// Which engine this is.
    fn kind(&self) -> EngineKind;

    /// Compile `program` for `layout`. The kernel may be run any number of
    /// times, with any environment made by `program.env()`.
    fn compile(
        &self,
        program: &Arc<Executable>,
        layout: &IoLayout,
    ) -> Result<Box<dyn Kernel>, EngineError>;
}

/// A program compiled by an engine for one [`IoLayout`].
pub trait Kernel: Send + Sync {
    /// Run one invocation per `input_stride()` words of `inputs` (with a
    /// layout without inputs, one per `output_stride()` words of the
    /// outputs), each starting from `env`, and write their results.
    fn run(&self, env: &Env, inputs: &[u32], results: Results<'_>) -> Result<Summary, EngineError>;
}
