//! # shasm-exec: the reference interpreter
//!
//! The definition of what a program does: every later engine (batch, JIT,
//! translated shader on a real driver) is checked against it. It runs one
//! invocation (or a 2×2 quad) of an IR [`Program`](shasm_ir::Program)
//! exactly, with the program's [`Semantics`](shasm_ir::Semantics):
//!
//! * what each op computes, in each numeric model, is defined once in
//!   [`shasm_ir::ops`] (re-exported as [`model`], [`pack`], [`integer`]);
//!   [`alu`] maps those scalar definitions over a register's four lanes;
//! * structured flow (TGSI, NV) and the PICA200 stack machine, an
//!   executed-instruction budget, condition codes, predicates, kills,
//!   geometry emission, textures through [`TextureUnit`];
//! * [`texture`]: a texture model (1D/2D/3D/CUBE/RECT, filters, mipmaps,
//!   wrap modes, depth comparison, RGBA8 upload) implementing
//!   [`TextureUnit`]. Image files are decoded by the caller.
//!
//! Usage: prepare once with [`Executable::new`], make an [`Env`] with
//! [`Executable::env`], set inputs and parameters, [`Executable::run`] it.
//! For many runs, reuse a [`Machine`] with [`Executable::run_in`]: nothing is
//! allocated and no string work is done per executed instruction.

pub mod alu;
mod env;
pub mod integer;
mod lean;
mod machine;
pub mod model;
pub mod pack;
mod prepare;
pub mod texture;

pub use env::{Env, EnvError, TexQuery, TextureUnit};
#[doc(hidden)]
pub use lean::{float24 as lean_float24, ieee as lean_ieee};
pub use machine::{
    EmittedPrimitive, EmittedVertex, End, ExecError, MAX_EMITTED_REGISTERS, Machine, Outcome,
    ResultSlot, TraceStep, pica_primitives,
};
#[doc(hidden)]
pub use machine::{raw_float_word, relative_index};
pub use prepare::{
    Bank, Executable, FileLayout, Layout, Limit, MAX_FILE_SIZE, MAX_PLANES, MAX_TEXTURE_UNITS,
    Plane, PrepareError,
};
#[doc(hidden)]
pub use prepare::{DstKind, Kind, ModelSel, PDst, PIndirect, PInst, POuter, PSrc};
