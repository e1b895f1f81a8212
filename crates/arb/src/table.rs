//! The opcode table: one row per ARB instruction, used by the parser (which
//! operands to read), the checker, the printer and the lowering.
//!
//! Rows come from the grammars: ARB_vertex_program §2.14.1 (`<VECTORop>`,
//! `<SCALARop>`, `<BINSCop>`, `<BINop>`, `<TRIop>`, `SWZ`, `ARL`) and
//! ARB_fragment_program §3.11.2 (the same classes plus `CMP`, `LRP`, `COS`,
//! `SIN`, `SCS`, `KIL` and the `<SAMPLEop>`s, each with a `_SAT` form).
//! The NV options of the next wave (NV_vertex_program2/3,
//! NV_fragment_program/2) add rows and flags here.

use shasm_ir::Opcode;

/// The program types a row belongs to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ProgramKind {
    /// `!!ARBvp1.0`.
    Vertex,
    /// `!!ARBfp1.0`.
    Fragment,
}

impl ProgramKind {
    pub fn header(self) -> &'static str {
        match self {
            ProgramKind::Vertex => "!!ARBvp1.0",
            ProgramKind::Fragment => "!!ARBfp1.0",
        }
    }
}

/// The operands an instruction takes (the grammar's instruction classes).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// `<VECTORop>`: dst, vector source.
    Vector,
    /// `<SCALARop>`: dst, scalar source.
    Scalar,
    /// `<BINSCop>`: dst, two scalar sources.
    BinaryScalar,
    /// `<BINop>`: dst, two vector sources.
    Binary,
    /// `<TRIop>`: dst, three vector sources.
    Ternary,
    /// `SWZ`: dst, source register, extended swizzle.
    Swizzle,
    /// `ARL`: address register `.x`, scalar source.
    AddressLoad,
    /// `<SAMPLEop>`: dst, vector source, `texture[n]`, target.
    Sample,
    /// `KIL`: one vector source, no destination.
    Kill,
}

impl Form {
    /// How many register sources the form reads.
    pub fn sources(self) -> usize {
        match self {
            Form::Vector
            | Form::Scalar
            | Form::Swizzle
            | Form::AddressLoad
            | Form::Sample
            | Form::Kill => 1,
            Form::BinaryScalar | Form::Binary => 2,
            Form::Ternary => 3,
        }
    }

    /// Whether the sources are scalars (`<scalarSrcReg>`).
    pub fn scalar_sources(self) -> bool {
        matches!(self, Form::Scalar | Form::BinaryScalar | Form::AddressLoad)
    }
}

/// One instruction of the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The mnemonic without `_SAT`.
    pub name: &'static str,
    pub opcode: Opcode,
    pub form: Form,
    pub vertex: bool,
    pub fragment: bool,
}

impl Row {
    pub fn in_kind(&self, kind: ProgramKind) -> bool {
        match kind {
            ProgramKind::Vertex => self.vertex,
            ProgramKind::Fragment => self.fragment,
        }
    }

    /// Whether the `_SAT` form exists: every fragment instruction but KIL
    /// (ARB_fragment_program §3.11.2); no vertex instruction.
    pub fn saturates(&self, kind: ProgramKind) -> bool {
        kind == ProgramKind::Fragment && self.form != Form::Kill
    }

    /// Whether the instruction samples a texture (counts as a texture
    /// instruction, ARB_fragment_program §3.11.2 "texture indirections").
    pub fn is_texture(&self) -> bool {
        matches!(self.form, Form::Sample | Form::Kill)
    }
}

macro_rules! rows {
    ($($name:literal $op:ident $form:ident $vp:literal $fp:literal;)*) => {
        /// Every ARB instruction, sorted by name.
        pub static TABLE: &[Row] = &[
            $(Row { name: $name, opcode: Opcode::$op, form: Form::$form, vertex: $vp, fragment: $fp },)*
        ];
    };
}

rows! {
    "ABS" Abs Vector true true;
    "ADD" Add Binary true true;
    "ARL" Arl AddressLoad true false;
    "CMP" Cmp Ternary false true;
    "COS" Cos Scalar false true;
    "DP3" Dp3 Binary true true;
    "DP4" Dp4 Binary true true;
    "DPH" Dph Binary true true;
    "DST" Dst Binary true true;
    "EX2" Ex2 Scalar true true;
    "EXP" Exp Scalar true false;
    "FLR" Flr Vector true true;
    "FRC" Frc Vector true true;
    "KIL" KillIf Kill false true;
    "LG2" Lg2 Scalar true true;
    "LIT" Lit Vector true true;
    "LOG" Log Scalar true false;
    "LRP" Lrp Ternary false true;
    "MAD" Mad Ternary true true;
    "MAX" Max Binary true true;
    "MIN" Min Binary true true;
    "MOV" Mov Vector true true;
    "MUL" Mul Binary true true;
    "POW" Pow BinaryScalar true true;
    "RCP" Rcp Scalar true true;
    "RSQ" Rsq Scalar true true;
    "SCS" Scs Scalar false true;
    "SGE" Sge Binary true true;
    "SIN" Sin Scalar false true;
    "SLT" Slt Binary true true;
    "SUB" Sub Binary true true;
    "SWZ" Swz Swizzle true true;
    "TEX" Tex Sample false true;
    "TXB" Txb Sample false true;
    "TXP" Txp Sample false true;
    "XPD" Xpd Binary true true;
}

/// Split a mnemonic into its row and `_SAT` flag, for the given program
/// type; `None` if it is no instruction of that type.
pub fn lookup(word: &str, kind: ProgramKind) -> Option<(&'static Row, bool)> {
    let (base, sat) = match word.strip_suffix("_SAT") {
        Some(base) => (base, true),
        None => (word, false),
    };
    let row = TABLE.iter().find(|r| r.name == base && r.in_kind(kind))?;
    (!sat || row.saturates(kind)).then_some((row, sat))
}

/// The row of an IR opcode (for the printer).
pub fn row_of(opcode: Opcode) -> Option<&'static Row> {
    TABLE.iter().find(|r| r.opcode == opcode)
}

/// Keywords of the grammar that are not mnemonics ("The following strings
/// are reserved keywords and may not be used as identifiers").
pub fn is_reserved(word: &str, kind: ProgramKind) -> bool {
    let common = [
        "ALIAS", "ATTRIB", "END", "OPTION", "OUTPUT", "PARAM", "TEMP",
    ];
    let specific: &[&str] = match kind {
        ProgramKind::Vertex => &["ADDRESS", "vertex", "program", "result", "state"],
        ProgramKind::Fragment => &["fragment", "program", "result", "state", "texture"],
    };
    common.contains(&word) || specific.contains(&word) || lookup(word, kind).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vertex_and_fragment_sets_match_the_grammars() {
        // ARB_vertex_program §2.14.1: 27 instructions.
        let vp = TABLE.iter().filter(|r| r.vertex).count();
        assert_eq!(vp, 27);
        // ARB_fragment_program §3.11.2: 33 instructions.
        let fp = TABLE.iter().filter(|r| r.fragment).count();
        assert_eq!(fp, 33);
    }

    #[test]
    fn sat_forms() {
        assert!(lookup("MOV_SAT", ProgramKind::Fragment).is_some());
        assert!(lookup("MOV_SAT", ProgramKind::Vertex).is_none());
        assert!(lookup("KIL_SAT", ProgramKind::Fragment).is_none());
        assert!(lookup("ARL", ProgramKind::Fragment).is_none());
        assert!(is_reserved("texture", ProgramKind::Fragment));
        assert!(!is_reserved("texture", ProgramKind::Vertex));
        assert!(is_reserved("XPD_SAT", ProgramKind::Fragment));
    }
}
