//! # shasm-nv: NVIDIA assembly programs
//!
//! Front ends for the NV program languages, each lexing, parsing, checking
//! every load-time rule of its spec, and lowering into the shared IR:
//!
//! * [`vp`]: `!!VP1.0`, `!!VP1.1`, `!!VP2.0`, `!!VSP1.0` (NV_vertex_program2 §2.14);
//! * [`fp`]: `!!FP1.0` (NV_fragment_program).
//!
//! The GL-style program environment (program ids, parameters, matrix
//! tracking, vertex state program execution, GL errors) is the `shasm-gl`
//! crate, above the interpreter: this crate depends on the IR only.

pub mod fp;
mod sniff;
pub mod vp;

pub use shasm_diag::LoadError;
pub(crate) use shasm_diag::clip;
pub use sniff::{Language, sniff};
