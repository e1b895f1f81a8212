//! # shasm
pub mod driver;
pub mod nv_fp;
pub mod nv_vp;
pub mod pica;
pub mod report;
pub mod session;
pub mod textures;
pub mod tgsi;
pub mod values;

pub use driver::Options;
