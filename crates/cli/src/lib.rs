//! # shasm-cli: the `shasm` command line
//!
//! A thin layer over the [`shasm`] library: [`args`] declares the options,
//! [`commands`] calls the library and turns its results into text, JSON
//! and exit codes (the contract of `docs/cli.md`). The binary and the
//! spec-test runner (`tests/spec.rs`) execute the same code.

pub mod args;
pub mod batch;
pub mod commands;
pub mod pictures;
pub mod vfp;

/// What the spec-test runner and the benches name through the CLI.
pub mod driver {
    pub use crate::args::Options;
    pub use shasm::driver::{Input, Target, resolve_name};
}
pub use shasm::{report, values};
