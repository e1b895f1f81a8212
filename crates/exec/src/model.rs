//! The numeric models, defined in [`shasm_ir::ops`] (binary32 with or
//! without denormals, PICA200 float24, NV fp16 and fx12) and re-exported
//! here for the interpreter's users.

pub use shasm_ir::ops::{Fixed12, Float24, Half, Ieee, IeeeFtz, Model, round_f64_to_f24};
