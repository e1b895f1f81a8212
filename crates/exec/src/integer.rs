//! Integer operations (NV_gpu_program4 `.S` / `.U` data types), defined in
//! [`shasm_ir::ops::int32`] and re-exported here.

pub use shasm_ir::ops::int32::compute;
