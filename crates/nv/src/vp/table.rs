//! The tables of the NV vertex program languages: versions and their limits,
//! opcodes, result registers and attribute mnemonics (NV_vertex_program2
//! §2.14.1.8 grammar, Tables X.1, X.3, X.4, X.5). The parser, the checker,
//! the lowering and the printer all read them.

use shasm_ir::{Opcode, SemanticName};
use std::fmt;

/// The program header, which selects the execution environment.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Version {
    /// `!!VP1.0`: NV_vertex_program.
    Vp10,
    /// `!!VP1.1`: NV_vertex_program1_1.
    Vp11,
    /// `!!VP2.0`: NV_vertex_program2.
    Vp20,
    /// `!!VSP1.0`: vertex state program, VP1.0 rules (§2.14.5).
    Vsp10,
}

impl Version {
    pub const ALL: [Version; 4] = [Version::Vp10, Version::Vp11, Version::Vp20, Version::Vsp10];

    /// The header text, as it must start the program.
    pub fn header(self) -> &'static str {
        match self {
            Version::Vp10 => "!!VP1.0",
            Version::Vp11 => "!!VP1.1",
            Version::Vp20 => "!!VP2.0",
            Version::Vsp10 => "!!VSP1.0",
        }
    }

    /// The version whose header starts `source`, if any.
    pub fn detect(source: &[u8]) -> Option<Version> {
        Version::ALL
            .into_iter()
            .find(|v| source.starts_with(v.header().as_bytes()))
    }

    /// The VP2 execution environment (everything VP2-only in the grammar).
    pub fn is_vp2(self) -> bool {
        self == Version::Vp20
    }

    /// A vertex state program.
    pub fn is_state_program(self) -> bool {
        self == Version::Vsp10
    }

    /// The `vp11-` grammar rules: ABS, DPH, RCC, SUB and OPTION apply to
    /// VP1.1 and VP2 (notes §10 #35).
    pub fn has_vp11_rules(self) -> bool {
        matches!(self, Version::Vp11 | Version::Vp20)
    }

    /// Whether `OPTION NV_position_invariant;` is allowed (§2.14.6).
    pub fn allows_options(self) -> bool {
        self.has_vp11_rules()
    }

    /// Number of temporaries `R0..` (§2.14.1.4: 12 in VP1, 16 in VP2).
    pub fn temporaries(self) -> u32 {
        if self.is_vp2() { 16 } else { 12 }
    }

    /// Number of addressable program parameters `c[]` (grammar: 0..95 in
    /// VP1, 0..255 in VP2).
    pub fn parameters(self) -> u32 {
        if self.is_vp2() { 256 } else { 96 }
    }

    /// Relative offsets allowed after `c[A0.x`: (largest `+n`, largest `-n`).
    pub fn relative_offsets(self) -> (u32, u32) {
        if self.is_vp2() { (255, 256) } else { (63, 64) }
    }

    /// Number of address registers (A0 only in VP1, A0 and A1 in VP2).
    pub fn address_registers(self) -> u32 {
        if self.is_vp2() { 2 } else { 1 }
    }

    /// The instruction limit (§2.14.1.8, §2.14.5, §2.14.6.1).
    pub fn max_instructions(self, position_invariant: bool) -> usize {
        let base = if self.is_vp2() { 256 } else { 128 };
        if position_invariant { base - 4 } else { base }
    }

    /// The opcode level this environment offers.
    fn level(self) -> Level {
        match self {
            Version::Vp10 | Version::Vsp10 => Level::Vp10,
            Version::Vp11 => Level::Vp11,
            Version::Vp20 => Level::Vp20,
        }
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.header())
    }
}

/// The first environment an opcode appears in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Vp10,
    Vp11,
    Vp20,
}

impl Level {
    pub fn describe(self) -> &'static str {
        match self {
            Level::Vp10 => "every vertex program",
            Level::Vp11 => "!!VP1.1 and !!VP2.0 programs",
            Level::Vp20 => "!!VP2.0 programs",
        }
    }
}

/// The grammar class of an instruction, which fixes its operands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Class {
    /// `OP dst, vectorSrc`.
    Vector,
    /// `OP dst, scalarSrc`.
    Scalar,
    /// `OP dst, vectorSrc, vectorSrc`.
    Binary,
    /// `OP dst, vectorSrc, vectorSrc, vectorSrc`.
    Trinary,
    /// `ARL A0.x, scalarSrc` (VP1) / `ARL[C] Areg[.mask], vectorSrc` (VP2).
    Arl,
    /// `ARR[C] Areg[.mask], vectorSrc` (VP2).
    Arr,
    /// `ARA[C] Areg[.mask], A0|A1` (VP2).
    Ara,
    /// `BRA label [ccMask]`, `CAL label [ccMask]` (VP2).
    Branch,
    /// `RET [ccMask]` (VP2).
    Ret,
}

/// One row of the opcode table.
#[derive(Copy, Clone, Debug)]
pub struct OpDef {
    pub name: &'static str,
    pub opcode: Opcode,
    pub class: Class,
    pub level: Level,
}

impl OpDef {
    /// Whether the opcode has a `C` (condition-code update) form: every
    /// opcode except BRA, CAL and RET, in VP2 (Table X.5).
    pub fn has_cc_form(&self) -> bool {
        !matches!(self.class, Class::Branch | Class::Ret)
    }

    pub fn available_in(&self, version: Version) -> bool {
        self.level <= version.level()
    }

    /// Number of floating-point source operands.
    pub fn float_sources(&self) -> usize {
        match self.class {
            Class::Vector | Class::Scalar | Class::Arl | Class::Arr => 1,
            Class::Binary => 2,
            Class::Trinary => 3,
            Class::Ara | Class::Branch | Class::Ret => 0,
        }
    }
}

macro_rules! ops {
    ($($name:literal $op:ident $class:ident $level:ident;)*) => {
        /// Every opcode of the four languages (without the `C` suffix).
        pub static OPS: &[OpDef] = &[
            $(OpDef { name: $name, opcode: Opcode::$op, class: Class::$class, level: Level::$level },)*
        ];
    };
}

ops! {
    "ABS" Abs Vector Vp11;
    "ADD" Add Binary Vp10;
    "ARA" Ara Ara Vp20;
    "ARL" Arl Arl Vp10;
    "ARR" Arr Arr Vp20;
    "BRA" Bra Branch Vp20;
    "CAL" Cal Branch Vp20;
    "COS" Cos Scalar Vp20;
    "DP3" Dp3 Binary Vp10;
    "DP4" Dp4 Binary Vp10;
    "DPH" Dph Binary Vp11;
    "DST" Dst Binary Vp10;
    "EX2" Ex2 Scalar Vp20;
    "EXP" Exp Scalar Vp10;
    "FLR" Flr Vector Vp20;
    "FRC" Frc Vector Vp20;
    "LG2" Lg2 Scalar Vp20;
    "LIT" Lit Vector Vp10;
    "LOG" Log Scalar Vp10;
    "MAD" Mad Trinary Vp10;
    "MAX" Max Binary Vp10;
    "MIN" Min Binary Vp10;
    "MOV" Mov Vector Vp10;
    "MUL" Mul Binary Vp10;
    "RCC" Rcc Scalar Vp11;
    "RCP" Rcp Scalar Vp10;
    "RET" Ret Ret Vp20;
    "RSQ" Rsq Scalar Vp10;
    "SEQ" Seq Binary Vp20;
    "SFL" Sfl Binary Vp20;
    "SGE" Sge Binary Vp10;
    "SGT" Sgt Binary Vp20;
    "SIN" Sin Scalar Vp20;
    "SLE" Sle Binary Vp20;
    "SLT" Slt Binary Vp10;
    "SNE" Sne Binary Vp20;
    "SSG" Ssg Vector Vp20;
    "STR" Str Binary Vp20;
    "SUB" Sub Binary Vp11;
}

/// An opcode as written: the table row and whether it has the `C` suffix.
#[derive(Copy, Clone, Debug)]
pub struct Mnemonic {
    pub def: &'static OpDef,
    pub cc: bool,
}

/// Look a mnemonic up: the plain name first (so `RCC` is RCC), then a name
/// with a `C` suffix (`RCCC`, `ADDC`). `CALC` is returned with `cc` set; the
/// parser rejects it since CAL has no `C` form.
pub fn lookup_mnemonic(text: &str) -> Option<Mnemonic> {
    if let Some(def) = OPS.iter().find(|d| d.name == text) {
        return Some(Mnemonic { def, cc: false });
    }
    let base = text.strip_suffix('C')?;
    OPS.iter()
        .find(|d| d.name == base)
        .map(|def| Mnemonic { def, cc: true })
}

/// The table row of an IR opcode.
pub fn op_for(opcode: Opcode) -> Option<&'static OpDef> {
    OPS.iter().find(|d| d.opcode == opcode)
}

/// One vertex result register (Table X.1).
#[derive(Copy, Clone, Debug)]
pub struct ResultDef {
    pub name: &'static str,
    pub semantic: SemanticName,
    pub semantic_index: u32,
    /// Only in the VP2 environment (CLP0..CLP5).
    pub vp2_only: bool,
}

macro_rules! results {
    ($($name:literal $sem:ident $index:literal $vp2:literal;)*) => {
        /// The result registers, in IR output order (`OUT[k]` is `RESULTS[k]`).
        pub static RESULTS: &[ResultDef] = &[
            $(ResultDef { name: $name, semantic: SemanticName::$sem, semantic_index: $index, vp2_only: $vp2 },)*
        ];
    };
}

results! {
    "HPOS" Position 0 false;
    "COL0" Color 0 false;
    "COL1" Color 1 false;
    "BFC0" BColor 0 false;
    "BFC1" BColor 1 false;
    "FOGC" Fog 0 false;
    "PSIZ" PSize 0 false;
    "TEX0" TexCoord 0 false;
    "TEX1" TexCoord 1 false;
    "TEX2" TexCoord 2 false;
    "TEX3" TexCoord 3 false;
    "TEX4" TexCoord 4 false;
    "TEX5" TexCoord 5 false;
    "TEX6" TexCoord 6 false;
    "TEX7" TexCoord 7 false;
    // NV clip distances carry their one value in .x; the semantic index is
    // the clip-distance number n of CLPn (not TGSI's vec4 slot).
    "CLP0" ClipDist 0 true;
    "CLP1" ClipDist 1 true;
    "CLP2" ClipDist 2 true;
    "CLP3" ClipDist 3 true;
    "CLP4" ClipDist 4 true;
    "CLP5" ClipDist 5 true;
}

/// The IR output index of `o[HPOS]`.
pub const HPOS: u32 = 0;

/// The output index of a result register name.
pub fn result_index(name: &str) -> Option<u32> {
    RESULTS
        .iter()
        .position(|r| r.name == name)
        .map(|i| i as u32)
}

/// Number of result registers of an environment (15 in VP1, 21 in VP2,
/// none in a vertex state program).
pub fn result_count(version: Version) -> u32 {
    match version {
        Version::Vsp10 => 0,
        Version::Vp20 => RESULTS.len() as u32,
        Version::Vp10 | Version::Vp11 => RESULTS.iter().filter(|r| !r.vp2_only).count() as u32,
    }
}

/// The vertex attribute mnemonics of Table X.3.
pub static ATTRIBUTE_MNEMONICS: &[(&str, u32)] = &[
    ("OPOS", 0),
    ("WGHT", 1),
    ("NRML", 2),
    ("COL0", 3),
    ("COL1", 4),
    ("FOGC", 5),
    ("TEX0", 8),
    ("TEX1", 9),
    ("TEX2", 10),
    ("TEX3", 11),
    ("TEX4", 12),
    ("TEX5", 13),
    ("TEX6", 14),
    ("TEX7", 15),
];

pub fn attribute_mnemonic(name: &str) -> Option<u32> {
    ATTRIBUTE_MNEMONICS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, i)| *i)
}

/// Number of vertex attribute registers `v[0..15]`.
pub const ATTRIBUTES: u32 = 16;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thirty_nine_opcodes_in_vp2_twenty_one_in_vp11_seventeen_in_vp10() {
        // §2.14.2: "In the VP2 execution environment, are thirty-nine vertex
        // program instructions"; Table X.4 lists 21 for VP1.1 of which four
        // (ABS, DPH, RCC, SUB) are VP1.1-only.
        let count = |v| OPS.iter().filter(|d| d.available_in(v)).count();
        assert_eq!(count(Version::Vp20), 39);
        assert_eq!(count(Version::Vp11), 21);
        assert_eq!(count(Version::Vp10), 17);
        assert_eq!(count(Version::Vsp10), 17);
    }

    #[test]
    fn c_suffix_lookup() {
        let m = lookup_mnemonic("RCC").unwrap();
        assert_eq!((m.def.name, m.cc), ("RCC", false));
        let m = lookup_mnemonic("RCCC").unwrap();
        assert_eq!((m.def.name, m.cc), ("RCC", true));
        let m = lookup_mnemonic("ARAC").unwrap();
        assert_eq!((m.def.name, m.cc), ("ARA", true));
        assert!(lookup_mnemonic("mov").is_none());
        assert!(lookup_mnemonic("MOVCC").is_none());
    }

    #[test]
    fn result_counts_match_table_x1() {
        assert_eq!(result_count(Version::Vp10), 15);
        assert_eq!(result_count(Version::Vp20), 21);
        assert_eq!(result_index("HPOS"), Some(HPOS));
    }

    #[test]
    fn limits() {
        assert_eq!(Version::Vp11.max_instructions(true), 124);
        assert_eq!(Version::Vp20.max_instructions(true), 252);
        assert_eq!(Version::Vsp10.max_instructions(false), 128);
    }
}
