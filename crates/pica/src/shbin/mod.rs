//! The SHBIN container: a DVLB holding one DVLP (the shared code and operand
//! descriptors) and one DVLE per entry point (constants, outputs, uniforms,
//! geometry-shader mode). Layout: `shared/notes/PICA200_notes.md` §2.
//!
//! [`Shbin::read`] accepts any well-formed file and rejects truncated or
//! hostile ones with a [`ShbinError`]: every offset and count is checked
//! against the file before anything is allocated (so allocations never
//! exceed the file's size), and the tables may not overlap each other.
//! [`Shbin::write`] lays the container out exactly as picasso does, so that
//! reading and writing a picasso-made file gives back the same bytes.

use crate::encoding::OperandDescriptor;
use std::fmt;
use thiserror::Error;

const DVLB_MAGIC: &[u8; 4] = b"DVLB";
const DVLP_MAGIC: &[u8; 4] = b"DVLP";
const DVLE_MAGIC: &[u8; 4] = b"DVLE";

/// Size of the DVLP header picasso writes (10 words).
const DVLP_HEADER_SIZE: u64 = 40;
/// Size of the part of the DVLP header every file has (7 words).
const DVLP_MIN_HEADER_SIZE: u64 = 28;
const DVLE_HEADER_SIZE: u64 = 64;
const CONSTANT_SIZE: u64 = 20;
const LABEL_SIZE: u64 = 16;
const OUTPUT_SIZE: u64 = 8;
const UNIFORM_SIZE: u64 = 8;
const OPDESC_SIZE: u64 = 8;

/// The most instructions a shader may have (spec, "Overview": "there may
/// not be more than 512 instructions and 128 operand descriptors in a
/// shader").
pub const MAX_INSTRUCTIONS: usize = 512;
/// The most operand descriptors a shader may have (same sentence).
pub const MAX_OPERAND_DESCRIPTORS: usize = 128;

/// Why a file is not a valid SHBIN. Every variant carries `offset`, the
/// byte offset in the file of the problem (see [`ShbinError::offset`]).
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[non_exhaustive]
pub enum ShbinError {
    /// A header or table that runs past the end of the file; `offset` is
    /// where it starts (saturated at `usize::MAX`).
    #[error(
        "{what} ({size} bytes at offset {offset:#x}) runs past the end of the file ({len} bytes)"
    )]
    OutOfBounds {
        what: String,
        offset: usize,
        size: u64,
        len: usize,
    },
    #[error("{what} at offset {offset:#x} does not start with the magic `{expected}`")]
    BadMagic {
        what: String,
        offset: usize,
        expected: &'static str,
    },
    /// Two tables share bytes; `offset` is where the second one starts.
    #[error("{first} and {second} overlap at offset {offset:#x}")]
    Overlap {
        first: String,
        second: String,
        offset: usize,
    },
    /// A table entry names a symbol past the symbol table; `offset` is the
    /// entry's.
    #[error("{what}: symbol offset {symbol} is outside the {size}-byte symbol table")]
    SymbolOutOfBounds {
        what: String,
        offset: usize,
        symbol: u32,
        size: usize,
    },
    #[error("{what}: the symbol at offset {symbol} has no terminating NUL")]
    UnterminatedSymbol {
        what: String,
        offset: usize,
        symbol: u32,
    },
    /// The DVLP's code size is past [`MAX_INSTRUCTIONS`]; `offset` is the
    /// header field's.
    #[error("the code has {count} instruction words; a shader holds at most {max}")]
    TooManyInstructions {
        offset: usize,
        count: u64,
        max: usize,
    },
    /// The DVLP's operand descriptor count is past
    /// [`MAX_OPERAND_DESCRIPTORS`]; `offset` is the header field's.
    #[error("the operand descriptor table has {count} entries; a shader holds at most {max}")]
    TooManyOperandDescriptors {
        offset: usize,
        count: u64,
        max: usize,
    },
}

impl ShbinError {
    /// The byte offset in the file of the problem.
    pub fn offset(&self) -> usize {
        match *self {
            ShbinError::OutOfBounds { offset, .. }
            | ShbinError::BadMagic { offset, .. }
            | ShbinError::Overlap { offset, .. }
            | ShbinError::SymbolOutOfBounds { offset, .. }
            | ShbinError::UnterminatedSymbol { offset, .. }
            | ShbinError::TooManyInstructions { offset, .. }
            | ShbinError::TooManyOperandDescriptors { offset, .. } => offset,
        }
    }
}

/// A file offset read as u64, as a `usize` (saturated: an offset that
/// large is past the end of any file).
fn file_offset(offset: u64) -> usize {
    usize::try_from(offset).unwrap_or(usize::MAX)
}

/// A whole SHBIN file.
#[derive(Clone, Debug, Default)]
pub struct Shbin {
    pub dvlp: Dvlp,
    pub dvles: Vec<Dvle>,
    /// Where the code started in the file it was read from (`None` for a
    /// SHBIN built in memory). Not part of the content: equality ignores
    /// it, and [`Shbin::write`] lays the code out picasso's way.
    pub code_file_offset: Option<usize>,
}

impl PartialEq for Shbin {
    fn eq(&self, other: &Shbin) -> bool {
        self.dvlp == other.dvlp && self.dvles == other.dvles
    }
}

impl Eq for Shbin {}

impl Shbin {
    /// The byte offset in the file it was read from of code word `word`,
    /// to name an instruction in messages.
    pub fn word_file_offset(&self, word: usize) -> Option<usize> {
        word.checked_mul(4)?.checked_add(self.code_file_offset?)
    }
}

/// The shared program.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dvlp {
    /// Header word 1 (picasso: 0).
    pub version: u32,
    pub code: Vec<u32>,
    pub opdescs: Vec<OpdescEntry>,
    /// Header words at 0x1C..0x28 (unknown; picasso writes zeros).
    pub reserved: [u32; 3],
}

/// One 8-byte operand-descriptor table entry.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct OpdescEntry {
    pub descriptor: OperandDescriptor,
    /// The second word, of unknown use (picasso writes 0; loaders ignore it).
    pub extension: u32,
}

/// The shader type byte of a DVLE.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ShaderType {
    Vertex,
    Geometry,
    Other(u8),
}

impl ShaderType {
    pub fn from_byte(b: u8) -> ShaderType {
        match b {
            0 => ShaderType::Vertex,
            1 => ShaderType::Geometry,
            other => ShaderType::Other(other),
        }
    }

    pub fn byte(self) -> u8 {
        match self {
            ShaderType::Vertex => 0,
            ShaderType::Geometry => 1,
            ShaderType::Other(b) => b,
        }
    }
}

/// Geometry shader input modes (notes §2.6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GsMode {
    Point,
    Variable,
    Fixed,
    Other(u8),
}

impl GsMode {
    pub fn from_byte(b: u8) -> GsMode {
        match b {
            0 => GsMode::Point,
            1 => GsMode::Variable,
            2 => GsMode::Fixed,
            other => GsMode::Other(other),
        }
    }

    pub fn byte(self) -> u8 {
        match self {
            GsMode::Point => 0,
            GsMode::Variable => 1,
            GsMode::Fixed => 2,
            GsMode::Other(b) => b,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            GsMode::Point => "point",
            GsMode::Variable => "variable",
            GsMode::Fixed => "fixed",
            GsMode::Other(_) => "unknown",
        }
    }
}

/// One entry point with its metadata.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dvle {
    /// picasso writes 0x1002.
    pub version: u16,
    pub shader_type: ShaderType,
    /// Byte 7: bit 0 set when a geometry shader's outputs merge with the
    /// vertex shader's (picasso: a `dummy` output in a `.gsh` shader).
    pub flags: u8,
    /// Word offset of the entry point in the code.
    pub entry: u32,
    /// Word offset of the end of the entry procedure.
    pub end: u32,
    pub input_mask: u16,
    pub output_mask: u16,
    pub gs_mode: GsMode,
    /// First float uniform of the vertex array (fixed mode).
    pub gs_fixed_start: u8,
    /// Number of fully specified vertices (variable mode).
    pub gs_variable_num: u8,
    /// Number of vertices (fixed mode).
    pub gs_fixed_num: u8,
    pub constants: Vec<Constant>,
    pub labels: Vec<LabelEntry>,
    pub outputs: Vec<OutputEntry>,
    pub uniforms: Vec<UniformEntry>,
    /// The symbol table: NUL-terminated names.
    pub symbols: Vec<u8>,
}

impl Default for Dvle {
    fn default() -> Dvle {
        Dvle {
            version: 0x1002,
            shader_type: ShaderType::Vertex,
            flags: 0,
            entry: 0,
            end: 0,
            input_mask: 0,
            output_mask: 0,
            gs_mode: GsMode::Point,
            gs_fixed_start: 0,
            gs_variable_num: 0,
            gs_fixed_num: 0,
            constants: Vec::new(),
            labels: Vec::new(),
            outputs: Vec::new(),
            uniforms: Vec::new(),
            symbols: Vec::new(),
        }
    }
}

impl Dvle {
    pub fn is_geometry(&self) -> bool {
        self.shader_type == ShaderType::Geometry
    }

    pub fn merges_outmaps(&self) -> bool {
        self.flags & 1 != 0
    }

    /// The NUL-terminated name at `offset` of the symbol table.
    pub fn symbol(&self, offset: u32) -> Option<&str> {
        let rest = self.symbols.get(offset as usize..)?;
        let end = rest.iter().position(|&b| b == 0)?;
        std::str::from_utf8(&rest[..end]).ok()
    }

    /// The name of a uniform-table entry.
    pub fn uniform_name(&self, u: &UniformEntry) -> Option<&str> {
        self.symbol(u.symbol)
    }
}

mod read;
mod tables;
mod write;

pub use tables::{
    Constant, ConstantKind, ConstantValue, LabelEntry, OutputEntry, OutputSemantic, UniformEntry,
    UniformRegister,
};

impl fmt::Display for ShaderType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShaderType::Vertex => f.write_str("vertex"),
            ShaderType::Geometry => f.write_str("geometry"),
            ShaderType::Other(b) => write!(f, "unknown ({b})"),
        }
    }
}

#[cfg(test)]
mod tests;
