//! The DVLE tables: constants, labels, outputs and uniforms (notes §2).

use shasm_ir::numeric::f24;

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
