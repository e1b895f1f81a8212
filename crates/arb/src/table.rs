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
    /// `ARL` (and NV_vertex_program2's `ARR`): address register, source.
    AddressLoad,
    /// `<SAMPLEop>`: dst, vector source, `texture[n]`, target.
    Sample,
    /// `KIL`: one vector source (or, with NV_fragment_program, a
    /// condition-code test), no destination.
    Kill,
    /// NV_fragment_program2 `<VECSCAop>` (DIV): dst, vector, scalar.
    VectorScalar,
    /// NV_vertex_program2 `ARA`: address register, address register.
    AddressAdd,
    /// NV_fragment_program `TXD`: dst, three vector sources, texture.
    SampleGrad,
    /// `<BRAop>` (BRA, CAL): a label and an optional condition.
    Branch,
    /// `<FLOWCCop>` (RET, BRK): an optional condition.
    FlowCc,
    /// NV_fragment_program2 `IF`: a condition-code test.
    IfCc,
    /// NV_fragment_program2 `REP` and `LOOP`: one vector source (the loop
    /// count; LOOP's also holds the loop index and its increment).
    Loop,
    /// NV_fragment_program2 `ELSE`, `ENDIF`, `ENDREP`, `ENDLOOP`: no
    /// operand.
    EndFlow,
    /// NV_vertex_program3 `PUSHA`: an address register, no destination.
    AddressPush,
    /// NV_vertex_program3 `POPA`: an address register destination, no
    /// source.
    AddressPop,
}

impl Form {
    /// How many register sources the form reads.
    pub fn sources(self) -> usize {
        match self {
            Form::Branch | Form::FlowCc | Form::IfCc | Form::EndFlow | Form::AddressPop => 0,
            Form::Vector
            | Form::Scalar
            | Form::Swizzle
            | Form::AddressLoad
            | Form::AddressAdd
            | Form::Sample
            | Form::Loop
            | Form::Kill
            | Form::AddressPush => 1,
            Form::BinaryScalar | Form::Binary | Form::VectorScalar => 2,
            Form::Ternary | Form::SampleGrad => 3,
        }
    }

    /// Whether the sources are scalars (`<scalarSrcReg>`).
    pub fn scalar_sources(self) -> bool {
        matches!(self, Form::Scalar | Form::BinaryScalar | Form::AddressLoad)
    }

    /// Whether the form is a flow-control instruction (no destination, no
    /// condition-code update).
    pub fn is_flow(self) -> bool {
        matches!(
            self,
            Form::Branch | Form::FlowCc | Form::IfCc | Form::Loop | Form::EndFlow
        )
    }
}

/// Where an instruction exists: in the base language, behind an NV option
/// of level 1 (`NV_vertex_program2` / `NV_fragment_program`) or level 2
/// (`NV_vertex_program3` / `NV_fragment_program2`, each of which includes
/// level 1: NV_vertex_program3 "Dependencies on NV_vertex_program2_option",
/// NV_fragment_program2's grammar "as extended by
/// NV_fragment_program_option"), or not at all.
pub type Level = u8;
/// The base ARB language.
pub const BASE: Level = 0;
/// No program of this type has the instruction.
pub const NEVER: Level = 9;

/// One instruction of the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The mnemonic without suffixes.
    pub name: &'static str,
    pub opcode: Opcode,
    pub form: Form,
    /// The level at which vertex programs have it ([`BASE`], 1, 2, [`NEVER`]).
    pub vertex: Level,
    /// The level at which fragment programs have it.
    pub fragment: Level,
    /// The opcode modifiers of NV_fragment_program_option Table X.5: `R`,
    /// `H`, `X` (precision), `C` (condition-code update), `S` (`_SAT`;
    /// base ARB fragment programs have `_SAT` wherever this has `S`).
    pub modifiers: &'static str,
}

impl Row {
    pub fn level(&self, kind: ProgramKind) -> Level {
        match kind {
            ProgramKind::Vertex => self.vertex,
            ProgramKind::Fragment => self.fragment,
        }
    }

    /// Whether the base ARB language has it.
    pub fn in_kind(&self, kind: ProgramKind) -> bool {
        self.level(kind) == BASE
    }

    /// Whether a program of `kind` with NV option level `level` has it.
    pub fn available(&self, kind: ProgramKind, level: Level) -> bool {
        self.level(kind) <= level
    }

    /// Whether the `_SAT` form exists: every fragment instruction but KIL
    /// (ARB_fragment_program §3.11.2) and the NV pack instructions (NV
    /// Table X.5); no vertex instruction.
    pub fn saturates(&self, kind: ProgramKind) -> bool {
        kind == ProgramKind::Fragment && self.modifiers.contains('S')
    }

    /// Whether the instruction samples a texture (counts as a texture
    /// instruction, ARB_fragment_program §3.11.2 "texture indirections").
    pub fn is_texture(&self) -> bool {
        matches!(self.form, Form::Sample | Form::SampleGrad | Form::Kill)
    }
}

macro_rules! rows {
    ($($name:literal $op:ident $form:ident $vp:literal $fp:literal $mods:literal;)*) => {
        /// Every instruction, sorted by name.
        pub static TABLE: &[Row] = &[
            $(Row { name: $name, opcode: Opcode::$op, form: Form::$form, vertex: $vp, fragment: $fp, modifiers: $mods },)*
        ];
    };
}

// Levels: 0 base ARB, 1 NV_vertex_program2 / NV_fragment_program, 2
// NV_vertex_program3 / NV_fragment_program2, 9 never. Modifiers from
// NV_fragment_program_option Table X.5 (fragment only; NV_vertex_program2
// Table X.5 gives `C` to every vertex instruction but BRA, CAL and RET).
rows! {
    "ABS" Abs Vector 0 0 "RHXCS";
    "ADD" Add Binary 0 0 "RHXCS";
    "ARA" Ara AddressAdd 1 9 "";
    "ARL" Arl AddressLoad 0 9 "";
    "ARR" Arr AddressLoad 1 9 "";
    "BRA" Bra Branch 1 9 "";
    "BRK" Brk FlowCc 9 2 "";
    "CAL" Cal Branch 1 2 "";
    "CMP" Cmp Ternary 9 0 "S";
    "COS" Cos Scalar 1 0 "RHCS";
    "DDX" Ddx Vector 9 1 "RHCS";
    "DDY" Ddy Vector 9 1 "RHCS";
    "DIV" Div VectorScalar 9 2 "RHXCS";
    "DP2" Dp2 Binary 9 2 "RHXCS";
    "DP2A" Dp2a Ternary 9 2 "RHXCS";
    "DP3" Dp3 Binary 0 0 "RHXCS";
    "DP4" Dp4 Binary 0 0 "RHXCS";
    "DPH" Dph Binary 0 0 "RHXCS";
    "DST" Dst Binary 0 0 "RHCS";
    "ELSE" Else EndFlow 9 2 "";
    "ENDIF" Endif EndFlow 9 2 "";
    "ENDLOOP" Endloop EndFlow 9 2 "";
    "ENDREP" Endrep EndFlow 9 2 "";
    "EX2" Ex2 Scalar 0 0 "RHCS";
    "EXP" Exp Scalar 0 9 "";
    "FLR" Flr Vector 0 0 "RHXCS";
    "FRC" Frc Vector 0 0 "RHXCS";
    "IF" If IfCc 9 2 "";
    "KIL" KillIf Kill 9 0 "";
    "LG2" Lg2 Scalar 0 0 "RHCS";
    "LIT" Lit Vector 0 0 "RHCS";
    "LOG" Log Scalar 0 9 "";
    "LOOP" Bgnloop Loop 9 2 "";
    "LRP" Lrp Ternary 9 0 "RHXCS";
    "MAD" Mad Ternary 0 0 "RHXCS";
    "MAX" Max Binary 0 0 "RHXCS";
    "MIN" Min Binary 0 0 "RHXCS";
    "MOV" Mov Vector 0 0 "RHXCS";
    "MUL" Mul Binary 0 0 "RHXCS";
    "NRM" Nrm Vector 9 2 "RHXCS";
    "PK2H" Pk2h Vector 9 1 "";
    "PK2US" Pk2us Vector 9 1 "";
    "PK4B" Pk4b Vector 9 1 "";
    "PK4UB" Pk4ub Vector 9 1 "";
    "POPA" Popa AddressPop 2 9 "";
    "POW" Pow BinaryScalar 0 0 "RHCS";
    "PUSHA" Pusha AddressPush 2 9 "";
    "RCC" Rcc Scalar 1 9 "";
    "RCP" Rcp Scalar 0 0 "RHCS";
    "REP" Rep Loop 9 2 "";
    "RET" Ret FlowCc 1 2 "";
    "RFL" Rfl Binary 9 1 "RHCS";
    "RSQ" Rsq Scalar 0 0 "RHCS";
    "SCS" Scs Scalar 9 0 "S";
    "SEQ" Seq Binary 1 1 "RHXCS";
    "SFL" Sfl Binary 1 1 "RHXCS";
    "SGE" Sge Binary 0 0 "RHXCS";
    "SGT" Sgt Binary 1 1 "RHXCS";
    "SIN" Sin Scalar 1 0 "RHCS";
    "SLE" Sle Binary 1 1 "RHXCS";
    "SLT" Slt Binary 0 0 "RHXCS";
    "SNE" Sne Binary 1 1 "RHXCS";
    "SSG" Ssg Vector 1 9 "";
    "STR" Str Binary 1 1 "RHXCS";
    "SUB" Sub Binary 0 0 "RHXCS";
    "SWZ" Swz Swizzle 0 0 "S";
    "TEX" Tex Sample 2 0 "CS";
    "TXB" Txb Sample 2 0 "CS";
    "TXD" Txd SampleGrad 9 1 "CS";
    "TXL" Txl Sample 2 2 "CS";
    "TXP" Txp Sample 2 0 "CS";
    "UP2H" Up2h Scalar 9 1 "CS";
    "UP2US" Up2us Scalar 9 1 "CS";
    "UP4B" Up4b Scalar 9 1 "CS";
    "UP4UB" Up4ub Scalar 9 1 "CS";
    "X2D" X2d Ternary 9 1 "RHCS";
    "XPD" Xpd Binary 0 0 "S";
}

/// An opcode as written: its row and its suffixes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Mnemonic {
    pub row: &'static Row,
    /// `R`, `H` or `X` (NV_fragment_program).
    pub precision: Option<char>,
    /// The `C` suffix: update the condition codes.
    pub cc: bool,
    pub saturate: bool,
    /// The `_SSAT` suffix (NV_fragment_program2 §3.11.4.3: clamp to
    /// [-1, 1]).
    pub signed_saturate: bool,
    /// The condition-code register `C` updates: 0, or 1 for
    /// NV_vertex_program3's `C1` (`C` and `C0` are register 0).
    pub cc_register: u8,
}

impl Mnemonic {
    /// The mnemonic as written canonically (`ADDRC_SAT`).
    pub fn spelling(&self) -> String {
        let mut s = self.row.name.to_string();
        if let Some(p) = self.precision {
            s.push(p);
        }
        if self.cc {
            s.push('C');
            if self.cc_register == 1 {
                s.push('1');
            }
        }
        if self.saturate {
            s.push_str("_SAT");
        }
        if self.signed_saturate {
            s.push_str("_SSAT");
        }
        s
    }
}

/// Split a mnemonic into its row and `_SAT` flag, for the given program
/// type; `None` if it is no instruction of that type.
pub fn lookup(word: &str, kind: ProgramKind) -> Option<(&'static Row, bool)> {
    lookup_at(word, kind, BASE).map(|m| (m.row, m.saturate))
}

/// Read a mnemonic of a program of `kind` with NV option level `level`:
/// NV_fragment_program_option §3.11.4 ("ADD", "ADDR", "ADDH", "ADDX",
/// "ADDC", "ADDRC", ..., "ADDXC_SAT": precision, then `C`, then `_SAT`),
/// NV_vertex_program2_option §2.14.4 ("ADD" and "ADDC").
pub fn lookup_at(word: &str, kind: ProgramKind, level: Level) -> Option<Mnemonic> {
    // NV_fragment_program2 §3.11.4.3: "_SSAT" wherever "_SAT" is allowed
    // (Table X.5's "S" column covers both).
    let signed = kind == ProgramKind::Fragment && level >= 2;
    let (base, saturate, signed_saturate) = match word.strip_suffix("_SSAT") {
        Some(base) if signed => (base, false, true),
        _ => match word.strip_suffix("_SAT") {
            Some(base) => (base, true, false),
            None => (word, false, false),
        },
    };
    let mut best: Option<Mnemonic> = None;
    for row in TABLE.iter().filter(|r| r.available(kind, level)) {
        let Some(rest) = base.strip_prefix(row.name) else {
            continue;
        };
        if best.is_some_and(|b| b.row.name.len() >= row.name.len()) {
            continue;
        }
        let Some(m) = suffixes(row, rest, saturate || signed_saturate, kind, level) else {
            continue;
        };
        best = Some(Mnemonic {
            saturate,
            signed_saturate,
            ..m
        });
    }
    best
}

fn suffixes(
    row: &'static Row,
    rest: &str,
    saturate: bool,
    kind: ProgramKind,
    level: Level,
) -> Option<Mnemonic> {
    let mut chars = rest.chars().peekable();
    let mut precision = None;
    let mut cc = false;
    let mut cc_register = 0;
    if level > BASE {
        if kind == ProgramKind::Fragment
            && let Some(&p) = chars.peek()
            && "RHX".contains(p)
        {
            precision = Some(p);
            chars.next();
        }
        if chars.peek() == Some(&'C') {
            cc = true;
            chars.next();
            // NV_vertex_program3 Table X.5: "C", "C0" (register 0) and "C1".
            if kind == ProgramKind::Vertex
                && level >= 2
                && let Some(&d) = chars.peek()
                && (d == '0' || d == '1')
            {
                cc_register = u8::from(d == '1');
                chars.next();
            }
        }
    }
    if chars.next().is_some() {
        return None;
    }
    let allowed = |m: char| match kind {
        ProgramKind::Fragment => row.modifiers.contains(m),
        // NV_vertex_program2_option Table X.5: "[C]" on every instruction
        // but BRA, CAL and RET; no precision, no `_SAT`. NV_vertex_program3
        // Table X.5: neither PUSHA nor POPA has `C`.
        ProgramKind::Vertex => {
            m == 'C'
                && !row.form.is_flow()
                && !matches!(row.form, Form::AddressPush | Form::AddressPop)
        }
    };
    if precision.is_some_and(|p| !allowed(p)) || (cc && !allowed('C')) {
        return None;
    }
    if saturate && !(row.saturates(kind) || vertex_saturates(row, kind, level)) {
        return None;
    }
    Some(Mnemonic {
        row,
        precision,
        cc,
        saturate,
        signed_saturate: false,
        cc_register,
    })
}

/// NV_vertex_program3 Table X.5: `_SAT` on every vertex instruction but
/// the address-register, branch and stack instructions.
fn vertex_saturates(row: &Row, kind: ProgramKind, level: Level) -> bool {
    kind == ProgramKind::Vertex
        && level >= 2
        && !row.form.is_flow()
        && !matches!(
            row.form,
            Form::AddressLoad | Form::AddressAdd | Form::AddressPush | Form::AddressPop
        )
}

/// The NV option level a list of `OPTION` names selects for `kind`.
pub fn nv_level<'a>(kind: ProgramKind, options: impl IntoIterator<Item = &'a str>) -> Level {
    options
        .into_iter()
        .map(|name| match (kind, name) {
            (ProgramKind::Vertex, "NV_vertex_program2")
            | (ProgramKind::Fragment, "NV_fragment_program") => 1,
            (ProgramKind::Vertex, "NV_vertex_program3")
            | (ProgramKind::Fragment, "NV_fragment_program2") => 2,
            _ => BASE,
        })
        .max()
        .unwrap_or(BASE)
}

/// Whether programs of `kind` at `level` have branch labels and
/// subroutines (NV_vertex_program2_option, NV_fragment_program2).
pub fn has_labels(kind: ProgramKind, level: Level) -> bool {
    match kind {
        ProgramKind::Vertex => level >= 1,
        ProgramKind::Fragment => level >= 2,
    }
}

/// The row of an IR opcode (for the printer).
pub fn row_of(opcode: Opcode) -> Option<&'static Row> {
    TABLE.iter().find(|r| r.opcode == opcode)
}

/// Keywords of the grammar that are not mnemonics ("The following strings
/// are reserved keywords and may not be used as identifiers").
pub fn is_reserved(word: &str, kind: ProgramKind) -> bool {
    is_reserved_at(word, kind, BASE)
}

/// [`is_reserved`] with the instructions of NV option level `level`
/// (NV_vertex_program2_option and NV_fragment_program_option "modify
/// description of reserved identifiers": every instruction name and
/// variant).
pub fn is_reserved_at(word: &str, kind: ProgramKind, level: Level) -> bool {
    let common = [
        "ALIAS", "ATTRIB", "END", "OPTION", "OUTPUT", "PARAM", "TEMP",
    ];
    let specific: &[&str] = match kind {
        ProgramKind::Vertex => &["ADDRESS", "vertex", "program", "result", "state"],
        ProgramKind::Fragment => &["fragment", "program", "result", "state", "texture"],
    };
    common.contains(&word) || specific.contains(&word) || lookup_at(word, kind, level).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vertex_and_fragment_sets_match_the_grammars() {
        // ARB_vertex_program §2.14.1: 27 instructions.
        let vp = TABLE.iter().filter(|r| r.vertex == BASE).count();
        assert_eq!(vp, 27);
        // ARB_fragment_program §3.11.2: 33 instructions.
        let fp = TABLE.iter().filter(|r| r.fragment == BASE).count();
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

    #[test]
    fn signed_saturation_is_a_fragment_program2_suffix() {
        let m = lookup_at("MADHC_SSAT", ProgramKind::Fragment, 2).unwrap();
        assert_eq!(m.row.name, "MAD");
        assert!(m.signed_saturate && !m.saturate && m.cc);
        assert_eq!(m.spelling(), "MADHC_SSAT");
        assert!(lookup_at("MAD_SSAT", ProgramKind::Fragment, 1).is_none());
        assert!(lookup_at("KIL_SSAT", ProgramKind::Fragment, 2).is_none());
        assert!(lookup_at("LOOP", ProgramKind::Fragment, 2).is_some());
        assert!(lookup_at("LOOP", ProgramKind::Fragment, 1).is_none());
    }

    #[test]
    fn vertex_program3_suffixes() {
        let m = lookup_at("ADDC1_SAT", ProgramKind::Vertex, 2).unwrap();
        assert!(m.cc && m.cc_register == 1 && m.saturate);
        assert_eq!(m.spelling(), "ADDC1_SAT");
        let m = lookup_at("MOVC0", ProgramKind::Vertex, 2).unwrap();
        assert!(m.cc && m.cc_register == 0);
        assert!(lookup_at("ADDC1", ProgramKind::Vertex, 1).is_none());
        assert!(lookup_at("ADD_SAT", ProgramKind::Vertex, 1).is_none());
        assert!(lookup_at("ARL_SAT", ProgramKind::Vertex, 2).is_none());
        assert!(lookup_at("BRA_SAT", ProgramKind::Vertex, 2).is_none());
    }
}
