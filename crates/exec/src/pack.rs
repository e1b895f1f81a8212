//! NV_fragment_program's pack and unpack instructions, defined in
//! [`shasm_ir::ops::pack`] and re-exported here.

pub use shasm_ir::ops::pack::{PackOp, UnpackOp, pack, unpack};
