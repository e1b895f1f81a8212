//! Why a program cannot be prepared: typed, with the limit it passes.

use shasm_ir::{File, ValidationError};
use thiserror::Error;

/// Why a program cannot be prepared.
#[non_exhaustive]
#[derive(Clone, Debug, Error, PartialEq)]
pub enum PrepareError {
    /// The program breaks rules of the IR: every violation the validator
    /// found, each with its span and instruction where known.
    #[error("invalid program: {}", validation_summary(.0))]
    Invalid(Vec<ValidationError>),
    /// The program needs more of something than the interpreter holds.
    #[error("program too large: {0}")]
    TooLarge(Limit),
    /// A two-dimensional access (`CONST[b][i]`, b >= 1) to a file the
    /// program writes: further planes live in the read-only bank.
    #[error(
        "not supported by this interpreter yet: {file}[{dimension}][...]: two-dimensional access to a writable file"
    )]
    WritablePlane { file: File, dimension: u32 },
}

/// The interpreter limit a program is past (see [`PrepareError::TooLarge`]).
#[non_exhaustive]
#[derive(Copy, Clone, Debug, Error, PartialEq, Eq)]
pub enum Limit {
    /// A register file larger than [`MAX_FILE_SIZE`](super::MAX_FILE_SIZE).
    #[error("{size} {file} registers (at most {max})")]
    File { file: File, size: u32, max: u32 },
    /// A plane of a two-dimensional file larger than [`MAX_FILE_SIZE`](super::MAX_FILE_SIZE).
    #[error("{size} registers in {file}[{dimension}] (at most {max})")]
    Plane {
        file: File,
        dimension: u32,
        size: u32,
        max: u32,
    },
    /// More two-dimensional planes than [`MAX_PLANES`](super::MAX_PLANES).
    #[error("{count} two-dimensional planes (at most {max})")]
    Planes { count: usize, max: u32 },
    /// More texture units than [`MAX_TEXTURE_UNITS`](super::MAX_TEXTURE_UNITS).
    #[error("{count} texture units (at most {max})")]
    TextureUnits { count: u32, max: u32 },
}

/// The validator's errors in one line: `instruction 3: ...; ...`.
fn validation_summary(errors: &[ValidationError]) -> String {
    errors
        .iter()
        .map(|e| match e.instruction {
            Some(i) => format!("instruction {i}: {}", e.message),
            None => e.message.clone(),
        })
        .collect::<Vec<_>>()
        .join("; ")
}
