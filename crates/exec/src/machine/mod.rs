//! The run loop: one invocation (or a 2×2 quad of them) of a prepared
//! program.
//!
//! One idea per module: [`state`] (the machine and its PICA200 stacks),
//! [`outcome`] (what a run leaves), [`run`] (the run loop and 2×2 quads),
//! [`data`] (data instructions), [`operands`] (reading sources, writing
//! results), [`structured`] (TGSI/NV flow), [`pica_flow`] (the PICA200
//! stack machine), [`geometry`] (EMIT and primitives), [`trace`].

mod blocks;
mod data;
mod geometry;
mod lanes;
mod operands;
mod outcome;
mod pica_flow;
mod results;
mod run;
mod state;
mod structured;
mod trace;

pub use geometry::{EmittedPrimitive, EmittedVertex, MAX_EMITTED_REGISTERS, pica_primitives};
pub use operands::{raw_float_word, relative_index};
pub use outcome::Outcome;
pub use results::ResultSlot;
pub use state::Machine;
pub use trace::TraceStep;

use shasm_ir::Opcode;
use thiserror::Error;

/// A run that failed.
#[non_exhaustive]
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum ExecError {
    /// The [`Env`](crate::Env) was made by another program's
    /// [`Executable::env`](crate::Executable::env) (one with other
    /// registers, initial values or texture units).
    #[error("the environment was made for another program")]
    ForeignEnv,
    /// The [`Machine`] was made by another program's
    /// [`Executable::machine`](crate::Executable::machine).
    #[error("the machine was made for another program")]
    ForeignMachine,
    #[error("executed-instruction budget of {0} exhausted (runaway program?)")]
    Budget(u64),
    #[error("call stack overflow at instruction {pc}: more than {depth} nested calls")]
    CallOverflow { pc: usize, depth: u32 },
    #[error("BREAK at instruction {pc} with an empty LOOP stack (the GPU would hang)")]
    BreakOutsideLoop { pc: usize },
    #[error(
        "EMIT at instruction {pc}: {vertices} vertices already emitted, the most one run may hold"
    )]
    TooMuchGeometry { pc: usize, vertices: usize },
    #[error("{op} at instruction {pc} is not supported by this engine")]
    Unsupported { op: Opcode, pc: usize },
    #[error("instruction {pc}: {op} is not valid under this program's control-flow model")]
    WrongFlowModel { op: Opcode, pc: usize },
}

/// How a run ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// END, RET with an empty call stack, or past the last instruction.
    Normal,
    /// The executed-instruction budget ran out and the spec says the results
    /// are still used (NV_vertex_program2 §2.14.4: the vertex is emitted).
    Budget,
    /// A call beyond the call-stack depth ended the program and the spec says
    /// the results are still used (NV_vertex_program2 §2.14.4).
    CallOverflow,
}

/// What the flow part of an instruction asks the run loop to do next.
pub(super) enum Step {
    Next,
    Jump(u32),
    /// PICA200 BREAK: leave the loop with the LOOP stack's priority.
    Break(u32),
    End,
}

/// What stopped a lane of a quad.
pub(super) enum LaneStop {
    Ended,
    Barrier(usize),
}
