//! # shasm
pub mod driver;
pub mod error;
pub mod image;
pub mod limits;
pub mod nv_fp;
pub mod nv_vp;
pub mod pica;
mod program;
pub mod report;
mod session;
pub mod textures;
pub mod tgsi;
pub mod values;

pub use driver::Options;
pub use error::Error;
pub use program::{Inputs, Isa, Program, Translation};
pub use session::BenchResult;
