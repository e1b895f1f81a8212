//! The `!!FP1.0` instruction table (NV_fragment_program Table X.4 and the
//! §3.11.3 grammar): one row per instruction with its suffixes, operand form
//! and IR opcode. The parser, the checker and the lowering all read it.

use shasm_ir::Opcode;

/// The operand form of an instruction (the grammar's instruction classes).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// `<VECTORop> dst, v`
    Vector,
    /// `<SCALARop> dst, s`
    Scalar,
    /// `<BINSCop> dst, s, s` (POW)
    BinScalar,
    /// `<BINop> dst, v, v`
    Binary,
    /// `<TRIop> dst, v, v, v`
    Ternary,
    /// `KIL cctest`
    Kill,
    /// `TEX`/`TXP dst, v, TEXn, target`
    Texture,
    /// `TXD dst, v, v, v, TEXn, target`
    TextureDerivs,
}

impl Form {
    /// The operand slots: `true` for a vector operand, `false` for a scalar.
    pub fn sources(self) -> &'static [bool] {
        match self {
            Form::Vector | Form::Texture => &[true],
            Form::Scalar => &[false],
            Form::BinScalar => &[false, false],
            Form::Binary => &[true, true],
            Form::Ternary | Form::TextureDerivs => &[true, true, true],
            Form::Kill => &[],
        }
    }
}

/// Which suffixes an instruction accepts (Table X.4).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Suffixes {
    /// `[RHX][C][_SAT]`
    Rhx,
    /// `[RH][C][_SAT]`
    Rh,
    /// `[C][_SAT]`
    CSat,
    /// none
    None,
}

impl Suffixes {
    pub fn allows_precision(self, p: PrecisionSuffix) -> bool {
        match self {
            Suffixes::Rhx => true,
            Suffixes::Rh => p != PrecisionSuffix::X,
            Suffixes::CSat | Suffixes::None => false,
        }
    }

    pub fn allows_cc_and_sat(self) -> bool {
        self != Suffixes::None
    }
}

/// A precision suffix as written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PrecisionSuffix {
    R,
    H,
    X,
}

impl PrecisionSuffix {
    pub fn letter(self) -> char {
        match self {
            PrecisionSuffix::R => 'R',
            PrecisionSuffix::H => 'H',
            PrecisionSuffix::X => 'X',
        }
    }
}

/// One instruction of Table X.4.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OpDef {
    pub name: &'static str,
    pub suffixes: Suffixes,
    pub form: Form,
    pub opcode: Opcode,
}

macro_rules! ops {
    ($($name:literal $suffixes:ident $form:ident $opcode:ident;)*) => {
        /// All 45 instructions (§3.11.4: "There are forty-five fragment
        /// program instructions").
        pub static OPS: &[OpDef] = &[
            $(OpDef {
                name: $name,
                suffixes: Suffixes::$suffixes,
                form: Form::$form,
                opcode: Opcode::$opcode,
            },)*
        ];
    };
}

ops! {
    "ADD" Rhx Binary Add;
    "COS" Rh Scalar Cos;
    "DDX" Rh Vector Ddx;
    "DDY" Rh Vector Ddy;
    "DP3" Rhx Binary Dp3;
    "DP4" Rhx Binary Dp4;
    "DST" Rh Binary Dst;
    "EX2" Rh Scalar Ex2;
    "FLR" Rhx Vector Flr;
    "FRC" Rhx Vector Frc;
    "KIL" None Kill Kil;
    "LG2" Rh Scalar Lg2;
    "LIT" Rh Vector Lit;
    "LRP" Rhx Ternary Lrp;
    "MAD" Rhx Ternary Mad;
    "MAX" Rhx Binary Max;
    "MIN" Rhx Binary Min;
    "MOV" Rhx Vector Mov;
    "MUL" Rhx Binary Mul;
    "PK2H" None Vector Pk2h;
    "PK2US" None Vector Pk2us;
    "PK4B" None Vector Pk4b;
    "PK4UB" None Vector Pk4ub;
    "POW" Rh BinScalar Pow;
    "RCP" Rh Scalar Rcp;
    "RFL" Rh Binary Rfl;
    "RSQ" Rh Scalar Rsq;
    "SEQ" Rhx Binary Seq;
    "SFL" Rhx Binary Sfl;
    "SGE" Rhx Binary Sge;
    "SGT" Rhx Binary Sgt;
    "SIN" Rh Scalar Sin;
    "SLE" Rhx Binary Sle;
    "SLT" Rhx Binary Slt;
    "SNE" Rhx Binary Sne;
    "STR" Rhx Binary Str;
    "SUB" Rhx Binary Sub;
    "TEX" CSat Texture Tex;
    "TXD" CSat TextureDerivs Txd;
    "TXP" CSat Texture Txp;
    "UP2H" CSat Scalar Up2h;
    "UP2US" CSat Scalar Up2us;
    "UP4B" CSat Scalar Up4b;
    "UP4UB" CSat Scalar Up4ub;
    "X2D" Rh Ternary X2d;
}

impl OpDef {
    pub fn is_pack(&self) -> bool {
        matches!(self.name, "PK2H" | "PK2US" | "PK4B" | "PK4UB")
    }

    pub fn is_unpack(&self) -> bool {
        matches!(self.name, "UP2H" | "UP2US" | "UP4B" | "UP4UB")
    }

    pub fn is_texture(&self) -> bool {
        matches!(self.form, Form::Texture | Form::TextureDerivs)
    }

    /// Every mnemonic Table X.4 allows for this instruction, in the order
    /// `BASE [R|H|X] [C] [_SAT]` (e.g. `MOV`, `MOVR`, ..., `MOVXC_SAT`).
    pub fn spellings(&self) -> Vec<String> {
        let precisions: &[&str] = match self.suffixes {
            Suffixes::Rhx => &["", "R", "H", "X"],
            Suffixes::Rh => &["", "R", "H"],
            Suffixes::CSat | Suffixes::None => &[""],
        };
        let tails: &[&str] = if self.suffixes.allows_cc_and_sat() {
            &["", "C", "_SAT", "C_SAT"]
        } else {
            &[""]
        };
        precisions
            .iter()
            .flat_map(|p| tails.iter().map(move |t| format!("{}{p}{t}", self.name)))
            .collect()
    }
}

/// A mnemonic split into its instruction and suffixes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Mnemonic {
    pub op: &'static OpDef,
    pub precision: Option<PrecisionSuffix>,
    pub cc: bool,
    pub sat: bool,
}

/// Why a word is not a mnemonic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MnemonicError {
    /// No instruction name starts the word.
    Unknown,
    /// The instruction exists, but the suffixes are not `[R|H|X][C][_SAT]`
    /// in that order.
    BadSuffix { op: &'static OpDef, suffix: String },
    /// The suffix is well formed, but this instruction does not take it.
    NotAllowed { op: &'static OpDef, what: String },
}

/// Split a word such as `MADXC_SAT` into instruction and suffixes (§3.11.4:
/// `BASE [R|H|X] [C] [_SAT]`, in that order, as one token).
pub fn parse_mnemonic(word: &str) -> Result<Mnemonic, MnemonicError> {
    let mut best: Option<MnemonicError> = None;
    for op in OPS {
        let Some(rest) = word.strip_prefix(op.name) else {
            continue;
        };
        let (precision, rest) = match rest.as_bytes().first() {
            Some(b'R') => (Some(PrecisionSuffix::R), &rest[1..]),
            Some(b'H') => (Some(PrecisionSuffix::H), &rest[1..]),
            Some(b'X') => (Some(PrecisionSuffix::X), &rest[1..]),
            _ => (None, rest),
        };
        let (cc, rest) = match rest.strip_prefix('C') {
            Some(r) => (true, r),
            None => (false, rest),
        };
        let (sat, rest) = match rest.strip_prefix("_SAT") {
            Some(r) => (true, r),
            None => (false, rest),
        };
        if !rest.is_empty() {
            let suffix = &word[op.name.len()..];
            // Only a jumble of suffix letters is a bad suffix; anything else
            // (`SUBTRACT`) is simply not an instruction.
            if !suffix.chars().all(|c| "RHXC_SAT".contains(c)) {
                continue;
            }
            best.get_or_insert(MnemonicError::BadSuffix {
                op,
                suffix: suffix.to_string(),
            });
            continue;
        }
        if let Some(p) = precision
            && !op.suffixes.allows_precision(p)
        {
            return Err(MnemonicError::NotAllowed {
                op,
                what: format!("the {} precision suffix", p.letter()),
            });
        }
        if (cc || sat) && !op.suffixes.allows_cc_and_sat() {
            let what = if cc {
                "the C suffix"
            } else {
                "the _SAT suffix"
            };
            return Err(MnemonicError::NotAllowed {
                op,
                what: what.to_string(),
            });
        }
        return Ok(Mnemonic {
            op,
            precision,
            cc,
            sat,
        });
    }
    Err(best.unwrap_or(MnemonicError::Unknown))
}

/// Whether a word is a mnemonic in any of its legal suffixed forms (such
/// words are reserved, §3.11.2).
pub fn is_mnemonic(word: &str) -> bool {
    parse_mnemonic(word).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forty_five_instructions() {
        assert_eq!(OPS.len(), 45);
        let rhx = OPS.iter().filter(|o| o.suffixes == Suffixes::Rhx).count();
        let rh = OPS.iter().filter(|o| o.suffixes == Suffixes::Rh).count();
        let csat = OPS.iter().filter(|o| o.suffixes == Suffixes::CSat).count();
        let none = OPS.iter().filter(|o| o.suffixes == Suffixes::None).count();
        // Table X.4 (notes §3.5): 20 + 13 + 7 + 5.
        assert_eq!((rhx, rh, csat, none), (20, 13, 7, 5));
    }

    #[test]
    fn suffix_order_and_availability() {
        let m = parse_mnemonic("MADXC_SAT").unwrap();
        assert_eq!(m.op.name, "MAD");
        assert_eq!(m.precision, Some(PrecisionSuffix::X));
        assert!(m.cc && m.sat);
        assert!(parse_mnemonic("TXPC").is_ok());
        assert!(parse_mnemonic("UP4UBC_SAT").is_ok());
        for bad in ["MOVCX", "MOV_SATC", "MOVRH"] {
            assert!(
                matches!(parse_mnemonic(bad), Err(MnemonicError::BadSuffix { .. })),
                "{bad}"
            );
        }
        for bad in [
            "RCPX",
            "DSTX",
            "LITX",
            "X2DX",
            "DDXX",
            "TEXH",
            "PK2HC",
            "PK4UB_SAT",
            "UP2HR",
            "KILC",
        ] {
            assert!(
                matches!(parse_mnemonic(bad), Err(MnemonicError::NotAllowed { .. })),
                "{bad}"
            );
        }
        assert_eq!(parse_mnemonic("mov"), Err(MnemonicError::Unknown));
        assert_eq!(parse_mnemonic("FOO"), Err(MnemonicError::Unknown));
    }

    #[test]
    fn every_grammar_form_parses() {
        // Each instruction in each suffix combination its class allows.
        let mut count = 0;
        for op in OPS {
            for word in op.spellings() {
                let m = parse_mnemonic(&word).unwrap();
                assert_eq!(m.op.name, op.name, "{word}");
                count += 1;
            }
        }
        // 20*16 + 13*12 + 7*4 + 5 mnemonics.
        assert_eq!(count, 20 * 16 + 13 * 12 + 7 * 4 + 5);
    }
}
