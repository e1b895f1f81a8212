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
use shasm_ir::numeric::f24;
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

/// Why a file is not a valid SHBIN.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum ShbinError {
    #[error(
        "{what} ({size} bytes at offset {offset:#x}) runs past the end of the file ({len} bytes)"
    )]
    OutOfBounds {
        what: String,
        offset: u64,
        size: u64,
        len: usize,
    },
    #[error("{what} at offset {offset:#x} does not start with the magic `{expected}`")]
    BadMagic {
        what: String,
        offset: u64,
        expected: &'static str,
    },
    #[error("{first} and {second} overlap")]
    Overlap { first: String, second: String },
    #[error("{what}: symbol offset {offset} is outside the {size}-byte symbol table")]
    SymbolOutOfBounds {
        what: String,
        offset: u32,
        size: usize,
    },
    #[error("{what}: the symbol at offset {offset} has no terminating NUL")]
    UnterminatedSymbol { what: String, offset: u32 },
}

/// A whole SHBIN file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shbin {
    pub dvlp: Dvlp,
    pub dvles: Vec<Dvle>,
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

/// The value of a DVLE constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstantValue {
    Bool(bool),
    /// x, y, z, w bytes.
    Int([u8; 4]),
    /// x, y, z, w as float24 words (bits 0..24).
    Float([u32; 4]),
}

/// Register file of a constant or uniform entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstantKind {
    Bool,
    Int,
    Float,
    Other(u16),
}

/// A 20-byte constant-table entry, kept raw so that it is written back as
/// read.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Constant {
    /// 0 bool, 1 ivec, 2 fvec.
    pub kind: u16,
    /// Register number within its file.
    pub register: u16,
    pub data: [u8; 16],
}

impl Constant {
    pub fn bool(register: u16, value: bool) -> Constant {
        let mut data = [0; 16];
        data[0] = u8::from(value);
        Constant {
            kind: 0,
            register,
            data,
        }
    }

    pub fn int(register: u16, value: [u8; 4]) -> Constant {
        let mut data = [0; 16];
        data[..4].copy_from_slice(&value);
        Constant {
            kind: 1,
            register,
            data,
        }
    }

    /// A float constant from four float24 words.
    pub fn float(register: u16, words: [u32; 4]) -> Constant {
        let mut data = [0; 16];
        for (chunk, w) in data.chunks_exact_mut(4).zip(words) {
            chunk.copy_from_slice(&w.to_le_bytes());
        }
        Constant {
            kind: 2,
            register,
            data,
        }
    }

    pub fn kind(&self) -> ConstantKind {
        match self.kind {
            0 => ConstantKind::Bool,
            1 => ConstantKind::Int,
            2 => ConstantKind::Float,
            k => ConstantKind::Other(k),
        }
    }

    fn word(&self, i: usize) -> u32 {
        let mut b = [0; 4];
        b.copy_from_slice(&self.data[i * 4..i * 4 + 4]);
        u32::from_le_bytes(b)
    }

    pub fn value(&self) -> Option<ConstantValue> {
        match self.kind() {
            ConstantKind::Bool => Some(ConstantValue::Bool(self.word(0) & 1 != 0)),
            ConstantKind::Int => Some(ConstantValue::Int([
                self.data[0],
                self.data[1],
                self.data[2],
                self.data[3],
            ])),
            ConstantKind::Float => Some(ConstantValue::Float([0, 1, 2, 3].map(|i| self.word(i)))),
            ConstantKind::Other(_) => None,
        }
    }

    /// A float constant's components decoded to f32.
    pub fn float_values(&self) -> Option<[f32; 4]> {
        match self.value()? {
            ConstantValue::Float(w) => Some(w.map(f24::decode)),
            _ => None,
        }
    }
}

/// A 16-byte label-table entry (only Nintendo's toolchain writes them).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LabelEntry {
    pub raw: [u8; 16],
}

impl LabelEntry {
    fn word(&self, i: usize) -> u32 {
        let mut b = [0; 4];
        b.copy_from_slice(&self.raw[i * 4..i * 4 + 4]);
        u32::from_le_bytes(b)
    }

    pub fn id(&self) -> u8 {
        self.raw[0]
    }

    /// Code offset in words.
    pub fn offset(&self) -> u32 {
        self.word(1)
    }

    /// Symbol-table offset of the label's name.
    pub fn symbol(&self) -> u32 {
        self.word(3)
    }
}

/// Output semantics of the output table (notes §2.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum OutputSemantic {
    Position,
    NormalQuat,
    Color,
    TexCoord0,
    TexCoord0W,
    TexCoord1,
    TexCoord2,
    View,
    Dummy,
    Other(u16),
}

impl OutputSemantic {
    pub fn from_code(code: u16) -> OutputSemantic {
        match code {
            0 => OutputSemantic::Position,
            1 => OutputSemantic::NormalQuat,
            2 => OutputSemantic::Color,
            3 => OutputSemantic::TexCoord0,
            4 => OutputSemantic::TexCoord0W,
            5 => OutputSemantic::TexCoord1,
            6 => OutputSemantic::TexCoord2,
            8 => OutputSemantic::View,
            9 => OutputSemantic::Dummy,
            other => OutputSemantic::Other(other),
        }
    }

    pub fn code(self) -> u16 {
        match self {
            OutputSemantic::Position => 0,
            OutputSemantic::NormalQuat => 1,
            OutputSemantic::Color => 2,
            OutputSemantic::TexCoord0 => 3,
            OutputSemantic::TexCoord0W => 4,
            OutputSemantic::TexCoord1 => 5,
            OutputSemantic::TexCoord2 => 6,
            OutputSemantic::View => 8,
            OutputSemantic::Dummy => 9,
            OutputSemantic::Other(c) => c,
        }
    }

    /// picasso's name (`.out NAME position`).
    pub fn name(self) -> Option<&'static str> {
        Some(match self {
            OutputSemantic::Position => "position",
            OutputSemantic::NormalQuat => "normalquat",
            OutputSemantic::Color => "color",
            OutputSemantic::TexCoord0 => "texcoord0",
            OutputSemantic::TexCoord0W => "texcoord0w",
            OutputSemantic::TexCoord1 => "texcoord1",
            OutputSemantic::TexCoord2 => "texcoord2",
            OutputSemantic::View => "view",
            OutputSemantic::Dummy => "dummy",
            OutputSemantic::Other(_) => return None,
        })
    }

    /// picasso's names and abbreviations.
    pub fn from_name(name: &str) -> Option<OutputSemantic> {
        let n = name.to_ascii_lowercase();
        Some(match n.as_str() {
            "pos" | "position" => OutputSemantic::Position,
            "nquat" | "normalquat" => OutputSemantic::NormalQuat,
            "clr" | "color" => OutputSemantic::Color,
            "tcoord0" | "texcoord0" => OutputSemantic::TexCoord0,
            "tcoord0w" | "texcoord0w" => OutputSemantic::TexCoord0W,
            "tcoord1" | "texcoord1" => OutputSemantic::TexCoord1,
            "tcoord2" | "texcoord2" => OutputSemantic::TexCoord2,
            "view" => OutputSemantic::View,
            "dummy" => OutputSemantic::Dummy,
            _ => return None,
        })
    }
}

/// An 8-byte output-table entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct OutputEntry {
    /// Semantic code (see [`OutputSemantic`]).
    pub kind: u16,
    /// Output register `o0`..`o15`.
    pub register: u16,
    /// Component mask, bit 0 = x (the opposite order of the descriptor's).
    pub mask: u16,
    pub reserved: u16,
}

impl OutputEntry {
    pub fn semantic(&self) -> OutputSemantic {
        OutputSemantic::from_code(self.kind)
    }
}

/// An 8-byte uniform-table entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct UniformEntry {
    /// Offset of the name in the symbol table.
    pub symbol: u32,
    /// First and last register (inclusive) in the table's numbering:
    /// 0x00-0x0F v0-v15, 0x10-0x6F c0-c95, 0x70-0x73 i0-i3, 0x78-0x87 b0-b15.
    pub first: u16,
    pub last: u16,
}

/// The register file and index a uniform-table register number names.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UniformRegister {
    Input(u16),
    Float(u16),
    Int(u16),
    Bool(u16),
    Other(u16),
}

impl UniformRegister {
    pub fn from_table(n: u16) -> UniformRegister {
        match n {
            0x00..=0x0F => UniformRegister::Input(n),
            0x10..=0x6F => UniformRegister::Float(n - 0x10),
            0x70..=0x73 => UniformRegister::Int(n - 0x70),
            0x78..=0x87 => UniformRegister::Bool(n - 0x78),
            other => UniformRegister::Other(other),
        }
    }

    pub fn table_number(self) -> u16 {
        match self {
            UniformRegister::Input(i) => i,
            UniformRegister::Float(i) => i + 0x10,
            UniformRegister::Int(i) => i + 0x70,
            UniformRegister::Bool(i) => i + 0x78,
            UniformRegister::Other(n) => n,
        }
    }
}

impl UniformEntry {
    pub fn first_register(&self) -> UniformRegister {
        UniformRegister::from_table(self.first)
    }

    /// Number of registers (0 if `last < first`).
    pub fn len(&self) -> u32 {
        if self.last < self.first {
            0
        } else {
            u32::from(self.last - self.first) + 1
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

// ---------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------

struct Reader<'a> {
    bytes: &'a [u8],
    regions: Vec<Region>,
}

#[derive(Clone, Debug)]
struct Region {
    start: u64,
    end: u64,
    what: String,
}

impl<'a> Reader<'a> {
    /// The `size` bytes at `offset`, or an error naming `what`.
    fn slice(&self, what: &str, offset: u64, size: u64) -> Result<&'a [u8], ShbinError> {
        let end = offset.checked_add(size);
        match end {
            Some(end) if end <= self.bytes.len() as u64 => {
                Ok(&self.bytes[offset as usize..end as usize])
            }
            _ => Err(ShbinError::OutOfBounds {
                what: what.to_string(),
                offset,
                size,
                len: self.bytes.len(),
            }),
        }
    }

    /// Claim a table: check it lies inside the file and remember it for the
    /// overlap check.
    fn table(
        &mut self,
        what: String,
        offset: u64,
        count: u64,
        entry: u64,
    ) -> Result<&'a [u8], ShbinError> {
        // count * entry cannot overflow: count < 2^32, entry <= 64.
        let size = count * entry;
        let bytes = self.slice(&what, offset, size)?;
        if size > 0 {
            self.regions.push(Region {
                start: offset,
                end: offset + size,
                what,
            });
        }
        Ok(bytes)
    }

    fn magic(&self, what: &str, offset: u64, magic: &'static [u8; 4]) -> Result<(), ShbinError> {
        let bytes = self.slice(what, offset, 4)?;
        if bytes != magic {
            return Err(ShbinError::BadMagic {
                what: what.to_string(),
                offset,
                expected: std::str::from_utf8(magic).unwrap_or("?"),
            });
        }
        Ok(())
    }

    fn check_overlaps(&mut self) -> Result<(), ShbinError> {
        self.regions.sort_by_key(|r| (r.start, r.end));
        for pair in self.regions.windows(2) {
            if pair[1].start < pair[0].end {
                return Err(ShbinError::Overlap {
                    first: pair[0].what.clone(),
                    second: pair[1].what.clone(),
                });
            }
        }
        Ok(())
    }
}

fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

fn words(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

impl Shbin {
    /// Parse a SHBIN file.
    pub fn read(bytes: &[u8]) -> Result<Shbin, ShbinError> {
        let mut r = Reader {
            bytes,
            regions: Vec::new(),
        };
        r.magic("DVLB header", 0, DVLB_MAGIC)?;
        let count = u64::from(u32_at(r.slice("DVLB header", 0, 8)?, 4));
        let dvlb = r.table("DVLB header".into(), 0, 2 + count, 4)?;
        let dvle_offsets: Vec<u64> = (0..count as usize)
            .map(|i| u64::from(u32_at(dvlb, 8 + 4 * i)))
            .collect();

        let dvlp_at = 8 + 4 * count;
        let dvlp = read_dvlp(&mut r, dvlp_at)?;
        let mut dvles = Vec::with_capacity(dvle_offsets.len());
        for (i, &offset) in dvle_offsets.iter().enumerate() {
            dvles.push(read_dvle(&mut r, i, offset)?);
        }
        r.check_overlaps()?;
        Ok(Shbin { dvlp, dvles })
    }
}

fn read_dvlp(r: &mut Reader<'_>, at: u64) -> Result<Dvlp, ShbinError> {
    r.magic("DVLP header", at, DVLP_MAGIC)?;
    let head = r.slice("DVLP header", at, DVLP_MIN_HEADER_SIZE)?;
    let version = u32_at(head, 4);
    let code_offset = u64::from(u32_at(head, 8));
    let code_words = u64::from(u32_at(head, 12));
    let opdesc_offset = u64::from(u32_at(head, 16));
    let opdesc_count = u64::from(u32_at(head, 20));

    // picasso's header has three more (unknown) words; read them when the
    // code starts after them.
    let mut header_size = DVLP_MIN_HEADER_SIZE;
    let mut reserved = [0u32; 3];
    if code_offset >= DVLP_HEADER_SIZE
        && opdesc_offset >= DVLP_HEADER_SIZE
        && let Ok(full) = r.slice("DVLP header", at, DVLP_HEADER_SIZE)
    {
        header_size = DVLP_HEADER_SIZE;
        for (k, slot) in reserved.iter_mut().enumerate() {
            *slot = u32_at(full, 28 + 4 * k);
        }
    }
    r.table("DVLP header".into(), at, 1, header_size)?;
    let code = r.table("code".into(), at + code_offset, code_words, 4)?;
    let code = words(code);
    let opdesc_bytes = r.table(
        "operand descriptor table".into(),
        at + opdesc_offset,
        opdesc_count,
        OPDESC_SIZE,
    )?;
    let opdescs = opdesc_bytes
        .chunks_exact(8)
        .map(|c| OpdescEntry {
            descriptor: OperandDescriptor(u32_at(c, 0)),
            extension: u32_at(c, 4),
        })
        .collect();
    Ok(Dvlp {
        version,
        code,
        opdescs,
        reserved,
    })
}

fn read_dvle(r: &mut Reader<'_>, index: usize, at: u64) -> Result<Dvle, ShbinError> {
    let name = |what: &str| format!("DVLE {index} {what}");
    r.magic(&name("header"), at, DVLE_MAGIC)?;
    let h = r.table(name("header"), at, 1, DVLE_HEADER_SIZE)?;
    let table = |k: usize| (u64::from(u32_at(h, k)), u64::from(u32_at(h, k + 4)));
    let (const_off, const_count) = table(0x18);
    let (label_off, label_count) = table(0x20);
    let (out_off, out_count) = table(0x28);
    let (unif_off, unif_count) = table(0x30);
    let (sym_off, sym_size) = table(0x38);

    let constants = r
        .table(
            name("constant table"),
            at + const_off,
            const_count,
            CONSTANT_SIZE,
        )?
        .chunks_exact(CONSTANT_SIZE as usize)
        .map(|c| {
            let mut data = [0; 16];
            data.copy_from_slice(&c[4..20]);
            Constant {
                kind: u16_at(c, 0),
                register: u16_at(c, 2),
                data,
            }
        })
        .collect();
    let labels = r
        .table(name("label table"), at + label_off, label_count, LABEL_SIZE)?
        .chunks_exact(LABEL_SIZE as usize)
        .map(|c| {
            let mut raw = [0; 16];
            raw.copy_from_slice(c);
            LabelEntry { raw }
        })
        .collect();
    let outputs = r
        .table(name("output table"), at + out_off, out_count, OUTPUT_SIZE)?
        .chunks_exact(OUTPUT_SIZE as usize)
        .map(|c| OutputEntry {
            kind: u16_at(c, 0),
            register: u16_at(c, 2),
            mask: u16_at(c, 4),
            reserved: u16_at(c, 6),
        })
        .collect();
    let uniforms: Vec<UniformEntry> = r
        .table(
            name("uniform table"),
            at + unif_off,
            unif_count,
            UNIFORM_SIZE,
        )?
        .chunks_exact(UNIFORM_SIZE as usize)
        .map(|c| UniformEntry {
            symbol: u32_at(c, 0),
            first: u16_at(c, 4),
            last: u16_at(c, 6),
        })
        .collect();
    let symbols = r
        .table(name("symbol table"), at + sym_off, sym_size, 1)?
        .to_vec();

    let dvle = Dvle {
        version: u16_at(h, 4),
        shader_type: ShaderType::from_byte(h[6]),
        flags: h[7],
        entry: u32_at(h, 8),
        end: u32_at(h, 12),
        input_mask: u16_at(h, 16),
        output_mask: u16_at(h, 18),
        gs_mode: GsMode::from_byte(h[20]),
        gs_fixed_start: h[21],
        gs_variable_num: h[22],
        gs_fixed_num: h[23],
        constants,
        labels,
        outputs,
        uniforms,
        symbols,
    };
    for (k, u) in dvle.uniforms.iter().enumerate() {
        check_symbol(&dvle, &format!("DVLE {index} uniform {k}"), u.symbol)?;
    }
    for (k, l) in dvle.labels.iter().enumerate() {
        check_symbol(&dvle, &format!("DVLE {index} label {k}"), l.symbol())?;
    }
    Ok(dvle)
}

fn check_symbol(dvle: &Dvle, what: &str, offset: u32) -> Result<(), ShbinError> {
    let Some(rest) = dvle.symbols.get(offset as usize..) else {
        return Err(ShbinError::SymbolOutOfBounds {
            what: what.to_string(),
            offset,
            size: dvle.symbols.len(),
        });
    };
    if !rest.contains(&0) {
        return Err(ShbinError::UnterminatedSymbol {
            what: what.to_string(),
            offset,
        });
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------

struct Writer {
    out: Vec<u8>,
}

impl Writer {
    fn u8(&mut self, v: u8) {
        self.out.push(v);
    }
    fn u16(&mut self, v: u16) {
        self.out.extend_from_slice(&v.to_le_bytes());
    }
    fn u32(&mut self, v: u32) {
        self.out.extend_from_slice(&v.to_le_bytes());
    }
    fn len32(n: usize) -> u32 {
        u32::try_from(n).unwrap_or(u32::MAX)
    }
}

impl Dvle {
    /// Size in bytes of this DVLE as written, including the alignment.
    fn written_size(&self) -> usize {
        let size = DVLE_HEADER_SIZE as usize
            + self.constants.len() * CONSTANT_SIZE as usize
            + self.labels.len() * LABEL_SIZE as usize
            + self.outputs.len() * OUTPUT_SIZE as usize
            + self.uniforms.len() * UNIFORM_SIZE as usize
            + self.symbols.len();
        size.next_multiple_of(4)
    }
}

impl Shbin {
    /// Serialise the container the way picasso lays it out: DVLB header,
    /// DVLP header (10 words), code, descriptors, then each DVLE (header,
    /// constants, labels, outputs, uniforms, symbols, padded to a word).
    pub fn write(&self) -> Vec<u8> {
        let mut w = Writer { out: Vec::new() };
        let code_len = self.dvlp.code.len();
        let dvlp_size = DVLP_HEADER_SIZE as usize + code_len * 4 + self.dvlp.opdescs.len() * 8;

        w.out.extend_from_slice(DVLB_MAGIC);
        w.u32(Writer::len32(self.dvles.len()));
        let mut offset = 8 + 4 * self.dvles.len() + dvlp_size;
        for dvle in &self.dvles {
            w.u32(Writer::len32(offset));
            offset += dvle.written_size();
        }

        w.out.extend_from_slice(DVLP_MAGIC);
        w.u32(self.dvlp.version);
        w.u32(DVLP_HEADER_SIZE as u32);
        w.u32(Writer::len32(code_len));
        w.u32(Writer::len32(DVLP_HEADER_SIZE as usize + code_len * 4));
        w.u32(Writer::len32(self.dvlp.opdescs.len()));
        w.u32(Writer::len32(dvlp_size));
        for r in self.dvlp.reserved {
            w.u32(r);
        }
        for &word in &self.dvlp.code {
            w.u32(word);
        }
        for d in &self.dvlp.opdescs {
            w.u32(d.descriptor.0);
            w.u32(d.extension);
        }

        for dvle in &self.dvles {
            let start = w.out.len();
            w.out.extend_from_slice(DVLE_MAGIC);
            w.u16(dvle.version);
            w.u8(dvle.shader_type.byte());
            w.u8(dvle.flags);
            w.u32(dvle.entry);
            w.u32(dvle.end);
            w.u16(dvle.input_mask);
            w.u16(dvle.output_mask);
            w.u8(dvle.gs_mode.byte());
            w.u8(dvle.gs_fixed_start);
            w.u8(dvle.gs_variable_num);
            w.u8(dvle.gs_fixed_num);
            let mut off = DVLE_HEADER_SIZE as usize;
            let mut table = |w: &mut Writer, count: usize, size: u64| {
                w.u32(Writer::len32(off));
                w.u32(Writer::len32(count));
                off += count * size as usize;
            };
            table(&mut w, dvle.constants.len(), CONSTANT_SIZE);
            table(&mut w, dvle.labels.len(), LABEL_SIZE);
            table(&mut w, dvle.outputs.len(), OUTPUT_SIZE);
            table(&mut w, dvle.uniforms.len(), UNIFORM_SIZE);
            w.u32(Writer::len32(off));
            w.u32(Writer::len32(dvle.symbols.len()));
            for c in &dvle.constants {
                w.u16(c.kind);
                w.u16(c.register);
                w.out.extend_from_slice(&c.data);
            }
            for l in &dvle.labels {
                w.out.extend_from_slice(&l.raw);
            }
            for o in &dvle.outputs {
                w.u16(o.kind);
                w.u16(o.register);
                w.u16(o.mask);
                w.u16(o.reserved);
            }
            for u in &dvle.uniforms {
                w.u32(u.symbol);
                w.u16(u.first);
                w.u16(u.last);
            }
            w.out.extend_from_slice(&dvle.symbols);
            while !(w.out.len() - start).is_multiple_of(4) {
                w.u8(0);
            }
        }
        w.out
    }
}

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
mod tests {
    use super::*;

    fn sample() -> Shbin {
        let mut dvle = Dvle {
            entry: 0,
            end: 2,
            output_mask: 1,
            ..Dvle::default()
        };
        dvle.constants
            .push(Constant::float(95, [0x3F0000, 0, 0xBF0000, 0x3B9999]));
        dvle.constants.push(Constant::int(1, [1, 2, 3, 4]));
        dvle.constants.push(Constant::bool(3, true));
        dvle.outputs.push(OutputEntry {
            kind: 0,
            register: 0,
            mask: 0xF,
            reserved: 0,
        });
        dvle.symbols = b"proj\0".to_vec();
        dvle.uniforms.push(UniformEntry {
            symbol: 0,
            first: 0x10,
            last: 0x13,
        });
        Shbin {
            dvlp: Dvlp {
                version: 0,
                code: vec![0x4E00_0000, 0x8800_0000],
                opdescs: vec![OpdescEntry {
                    descriptor: OperandDescriptor(0x1B << 5 | 0xF),
                    extension: 0,
                }],
                reserved: [0; 3],
            },
            dvles: vec![dvle],
        }
    }

    #[test]
    fn write_then_read_is_identity() {
        let s = sample();
        let bytes = s.write();
        assert_eq!(&bytes[..4], b"DVLB");
        assert_eq!(bytes.len() % 4, 0);
        let back = Shbin::read(&bytes).unwrap();
        assert_eq!(back, s);
        assert_eq!(back.write(), bytes);
        let d = &back.dvles[0];
        assert_eq!(d.uniform_name(&d.uniforms[0]), Some("proj"));
        assert_eq!(
            d.constants[0].float_values(),
            Some([1.0, 0.0, -1.0, f24::decode(0x3B9999)])
        );
        assert_eq!(
            d.constants[1].value(),
            Some(ConstantValue::Int([1, 2, 3, 4]))
        );
        assert_eq!(d.constants[2].value(), Some(ConstantValue::Bool(true)));
    }

    #[test]
    fn every_truncation_is_an_error() {
        let bytes = sample().write();
        // The last 3 bytes pad the 5-byte symbol table to a word; they
        // belong to no table.
        for len in 0..bytes.len() - 3 {
            assert!(Shbin::read(&bytes[..len]).is_err(), "length {len}");
        }
    }

    #[test]
    fn huge_counts_are_rejected_without_allocating() {
        let mut bytes = sample().write();
        // DVLE count in the billions.
        bytes[4..8].copy_from_slice(&0xFFFF_FFF0u32.to_le_bytes());
        assert!(matches!(
            Shbin::read(&bytes),
            Err(ShbinError::OutOfBounds { .. })
        ));
        // Code size in the billions (DVLP header word 3).
        let mut bytes = sample().write();
        let dvlp = 12;
        bytes[dvlp + 12..dvlp + 16].copy_from_slice(&0x4000_0000u32.to_le_bytes());
        let err = Shbin::read(&bytes).unwrap_err();
        assert!(err.to_string().contains("code"), "{err}");
    }

    #[test]
    fn overlapping_tables_are_rejected() {
        let mut bytes = sample().write();
        // Point the opdesc table at the code.
        let dvlp = 12;
        bytes[dvlp + 16..dvlp + 20].copy_from_slice(&40u32.to_le_bytes());
        let err = Shbin::read(&bytes).unwrap_err();
        assert_eq!(
            err,
            ShbinError::Overlap {
                first: "code".into(),
                second: "operand descriptor table".into()
            }
        );
    }

    #[test]
    fn bad_magic_and_symbols() {
        let mut bytes = sample().write();
        bytes[0] = b'X';
        assert!(matches!(
            Shbin::read(&bytes),
            Err(ShbinError::BadMagic { .. })
        ));
        let mut s = sample();
        s.dvles[0].uniforms[0].symbol = 99;
        let err = Shbin::read(&s.write()).unwrap_err();
        assert!(matches!(err, ShbinError::SymbolOutOfBounds { .. }), "{err}");
        let mut s = sample();
        s.dvles[0].symbols = b"proj".to_vec();
        let err = Shbin::read(&s.write()).unwrap_err();
        assert!(
            matches!(err, ShbinError::UnterminatedSymbol { .. }),
            "{err}"
        );
    }
}
