//! # shasm-cli: the `shasm` command line
//!
//! The commands (`check`, `run`, `fmt`, `translate`, `trace`, `bench`, and
//! the PICA200 `asm`/`dis`) live in [`commands`] so that the binary and the
//! spec-test runner (`tests/spec.rs`) execute the same code. Each source
//! language is a [`driver::Driver`]; the contract they implement is
//! `shared/CLI.md`.

pub mod commands;
pub mod driver;
pub mod nv_fp;
pub mod nv_vp;
pub mod pica;
pub mod png_image;
pub mod report;
pub mod textures;
pub mod tgsi;
pub mod values;
