//! The one opcode × modifier table of NV_gpu_program4 (Table X.13, with
//! the NV_fragment_program4 additions KIL/DDX/DDY; notes §4.1). The parser
//! reads the operand shapes from it, the checker the legal modifiers and the
//! operand and result types, the printer the spelling and the lowering the
//! IR opcode.

use shasm_ir::Opcode;

/// The program types this front end loads.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ProgramKind {
    /// `!!NVvp4.0` (NV_vertex_program4).
    Vertex,
    /// `!!NVfp4.0` (NV_fragment_program4).
    Fragment,
    /// `!!NVgp4.0` (NV_geometry_program4).
    Geometry,
}

impl ProgramKind {
    pub fn header(self) -> &'static str {
        match self {
            ProgramKind::Vertex => "!!NVvp4.0",
            ProgramKind::Fragment => "!!NVfp4.0",
            ProgramKind::Geometry => "!!NVgp4.0",
        }
    }

    /// The word that starts the program type's attribute bindings.
    pub fn attribute_prefix(self) -> &'static str {
        match self {
            ProgramKind::Vertex | ProgramKind::Geometry => "vertex",
            ProgramKind::Fragment => "fragment",
        }
    }

    /// How the program type is named in diagnostics.
    pub fn describe(self) -> &'static str {
        match self {
            ProgramKind::Vertex => "vertex programs",
            ProgramKind::Fragment => "fragment programs",
            ProgramKind::Geometry => "geometry programs",
        }
    }

    /// The ARB program kind whose `state.*` bindings this kind takes
    /// (geometry programs: the vertex set, as NV_geometry_program4 adds
    /// no state bindings of its own).
    pub fn arb(self) -> shasm_arb::ProgramKind {
        match self {
            ProgramKind::Vertex | ProgramKind::Geometry => shasm_arb::ProgramKind::Vertex,
            ProgramKind::Fragment => shasm_arb::ProgramKind::Fragment,
        }
    }
}

/// The data type of an instruction, an operand or a variable.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    Float,
    Signed,
    Unsigned,
}

impl Ty {
    pub fn name(self) -> &'static str {
        match self {
            Ty::Float => "FLOAT",
            Ty::Signed => "INT",
            Ty::Unsigned => "UINT",
        }
    }

    pub fn is_integer(self) -> bool {
        self != Ty::Float
    }
}

/// The type of an operand or a result, in Table X.13's notation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `v` / `s`: the instruction's type.
    Inst,
    /// `vf`: always float.
    Float,
    /// `vs`: always signed.
    Signed,
    /// `vu`: always unsigned.
    Unsigned,
}

impl Kind {
    /// The type this kind has in an instruction of type `inst`.
    pub fn ty(self, inst: Ty) -> Ty {
        match self {
            Kind::Inst => inst,
            Kind::Float => Ty::Float,
            Kind::Signed => Ty::Signed,
            Kind::Unsigned => Ty::Unsigned,
        }
    }
}

/// One source operand: its shape (vector or scalar: `instOperandV` /
/// `instOperandS`) and type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Operand {
    pub scalar: bool,
    pub kind: Kind,
}

const V: Operand = Operand {
    scalar: false,
    kind: Kind::Inst,
};
const VF: Operand = Operand {
    scalar: false,
    kind: Kind::Float,
};
const VS: Operand = Operand {
    scalar: false,
    kind: Kind::Signed,
};
const VU: Operand = Operand {
    scalar: false,
    kind: Kind::Unsigned,
};
const S: Operand = Operand {
    scalar: true,
    kind: Kind::Inst,
};

/// The operand shape of an instruction class (notes §2).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Class {
    /// `op dst, sources` (VECTORop, SCALARop, BINop, ...).
    Alu,
    /// `SWZ dst, src, c, c, c, c`.
    Swz,
    /// `op dst, src, texture[n], target`.
    Tex,
    /// `CAL label [cc]`.
    Cal,
    /// `RET`, `BRK`, `CONT` with an optional condition.
    FlowCc,
    /// `IF ccTest`.
    If,
    /// `REP [src]`.
    Rep,
    /// `ELSE`, `ENDIF`, `ENDREP`.
    EndFlow,
    /// `KIL src` or `KIL ccTest` (fragment programs).
    Kil,
    /// `EMIT`, `ENDPRIM`: no operands (geometry programs).
    Special,
}

/// Which modifiers an opcode takes (Table X.13's F, I, C, S, H columns).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Allowed {
    /// `.F` and the `R` suffix.
    pub float: bool,
    /// `.S` / `.U`.
    pub integer: bool,
    /// `.CC`, `.CC0`, `.CC1` and the `C`, `C0`, `C1` suffixes.
    pub cc: bool,
    /// `.SAT`, `.SSAT`, `_SAT`, `_SSAT`.
    pub sat: bool,
    /// The `H` suffix.
    pub half: bool,
}

/// One row of the table.
#[derive(Debug, PartialEq)]
pub struct Row {
    pub name: &'static str,
    pub opcode: Opcode,
    pub class: Class,
    pub allowed: Allowed,
    /// The type without a type modifier (column D).
    pub default: Ty,
    /// The result's type; `None` for instructions without a destination.
    pub result: Option<Kind>,
    pub srcs: &'static [Operand],
    /// The program type the opcode belongs to, if only one.
    pub only: Option<ProgramKind>,
}

macro_rules! allowed {
    ($f:literal $i:literal $c:literal $s:literal $h:literal) => {
        Allowed {
            float: $f == 1,
            integer: $i == 1,
            cc: $c == 1,
            sat: $s == 1,
            half: $h == 1,
        }
    };
}

macro_rules! rows {
    ($( $name:literal $op:ident $class:ident [$f:literal $i:literal $c:literal $s:literal $h:literal] $d:ident $out:tt [$($src:ident),*] $only:tt; )*) => {
        /// Every opcode of NVvp4.0, NVfp4.0 and NVgp4.0, in Table X.13's order.
        pub static TABLE: &[Row] = &[
            $( Row {
                name: $name,
                opcode: Opcode::$op,
                class: Class::$class,
                allowed: allowed!($f $i $c $s $h),
                default: Ty::$d,
                result: rows!(@out $out),
                srcs: &[$($src),*],
                only: rows!(@only $only),
            }, )*
        ];
    };
    (@out -) => { None };
    (@out v) => { Some(Kind::Inst) };
    (@out vf) => { Some(Kind::Float) };
    (@out vs) => { Some(Kind::Signed) };
    (@out vu) => { Some(Kind::Unsigned) };
    (@only -) => { None };
    (@only fp) => { Some(ProgramKind::Fragment) };
    (@only gp) => { Some(ProgramKind::Geometry) };
}

// name opcode class [F I C S H] default result [sources] stage
rows! {
    "ABS" Abs Alu [1 1 1 1 1] Float v [V] -;
    "ADD" Add Alu [1 1 1 1 1] Float v [V, V] -;
    "AND" And Alu [0 1 1 0 0] Signed v [V, V] -;
    "BRK" Brk FlowCc [0 0 0 0 0] Float - [] -;
    "CAL" Cal Cal [0 0 0 0 0] Float - [] -;
    "CEIL" Ceil Alu [1 1 1 1 1] Float v [VF] -;
    "CMP" Cmp Alu [1 1 1 1 1] Float v [V, V, V] -;
    "CONT" Cont FlowCc [0 0 0 0 0] Float - [] -;
    "COS" Cos Alu [1 0 1 1 1] Float v [S] -;
    "DDX" Ddx Alu [1 0 1 1 1] Float v [V] fp;
    "DDY" Ddy Alu [1 0 1 1 1] Float v [V] fp;
    "DIV" Div Alu [1 1 1 1 1] Float v [V, S] -;
    "DP2" Dp2 Alu [1 0 1 1 1] Float v [V, V] -;
    "DP2A" Dp2a Alu [1 0 1 1 1] Float v [V, V, V] -;
    "DP3" Dp3 Alu [1 0 1 1 1] Float v [V, V] -;
    "DP4" Dp4 Alu [1 0 1 1 1] Float v [V, V] -;
    "DPH" Dph Alu [1 0 1 1 1] Float v [V, V] -;
    "DST" Dst Alu [1 0 1 1 1] Float v [V, V] -;
    "ELSE" Else EndFlow [0 0 0 0 0] Float - [] -;
    "EMIT" Emit Special [0 0 0 0 0] Float - [] gp;
    "ENDIF" Endif EndFlow [0 0 0 0 0] Float - [] -;
    "ENDPRIM" Endprim Special [0 0 0 0 0] Float - [] gp;
    "ENDREP" Endrep EndFlow [0 0 0 0 0] Float - [] -;
    "EX2" Ex2 Alu [1 0 1 1 1] Float v [S] -;
    "FLR" Flr Alu [1 1 1 1 1] Float v [VF] -;
    "FRC" Frc Alu [1 0 1 1 1] Float v [V] -;
    "I2F" I2f Alu [0 1 1 0 0] Signed vf [V] -;
    "IF" If If [0 0 0 0 0] Float - [] -;
    "KIL" KillIf Kil [1 1 0 0 1] Float - [V] fp;
    "LG2" Lg2 Alu [1 0 1 1 1] Float v [S] -;
    "LIT" Lit Alu [1 0 1 1 1] Float v [V] -;
    "LRP" Lrp Alu [1 0 1 1 1] Float v [V, V, V] -;
    "MAD" Mad Alu [1 1 1 1 1] Float v [V, V, V] -;
    "MAX" Max Alu [1 1 1 1 1] Float v [V, V] -;
    "MIN" Min Alu [1 1 1 1 1] Float v [V, V] -;
    "MOD" Mod Alu [0 1 1 0 0] Signed v [V, S] -;
    "MOV" Mov Alu [1 1 1 1 1] Float v [V] -;
    "MUL" Mul Alu [1 1 1 1 1] Float v [V, V] -;
    "NOT" Not Alu [0 1 1 0 0] Signed v [V] -;
    "NRM" Nrm Alu [1 0 1 1 1] Float v [V] -;
    "OR" Or Alu [0 1 1 0 0] Signed v [V, V] -;
    "PK2H" Pk2h Alu [1 1 0 0 0] Float v [VF] -;
    "PK2US" Pk2us Alu [1 1 0 0 0] Float v [VF] -;
    "PK4B" Pk4b Alu [1 1 0 0 0] Float v [VF] -;
    "PK4UB" Pk4ub Alu [1 1 0 0 0] Float v [VF] -;
    "POW" Pow Alu [1 0 1 1 1] Float v [S, S] -;
    "RCC" Rcc Alu [1 0 1 1 1] Float v [S] -;
    "RCP" Rcp Alu [1 0 1 1 1] Float v [S] -;
    "REP" Rep Rep [1 1 0 0 1] Float - [V] -;
    "RET" Ret FlowCc [0 0 0 0 0] Float - [] -;
    "RFL" Rfl Alu [1 0 1 1 1] Float v [V, V] -;
    "ROUND" Round Alu [1 1 1 1 1] Float v [VF] -;
    "RSQ" Rsq Alu [1 0 1 1 1] Float v [S] -;
    "SAD" Sad Alu [0 1 1 0 0] Signed vu [V, V, VU] -;
    "SCS" Scs Alu [1 0 1 1 1] Float v [S] -;
    "SEQ" Seq Alu [1 1 1 1 1] Float v [V, V] -;
    "SFL" Sfl Alu [1 1 1 1 1] Float v [V, V] -;
    "SGE" Sge Alu [1 1 1 1 1] Float v [V, V] -;
    "SGT" Sgt Alu [1 1 1 1 1] Float v [V, V] -;
    "SHL" Shl Alu [0 1 1 0 0] Signed v [V, S] -;
    "SHR" Shr Alu [0 1 1 0 0] Signed v [V, S] -;
    "SIN" Sin Alu [1 0 1 1 1] Float v [S] -;
    "SLE" Sle Alu [1 1 1 1 1] Float v [V, V] -;
    "SLT" Slt Alu [1 1 1 1 1] Float v [V, V] -;
    "SNE" Sne Alu [1 1 1 1 1] Float v [V, V] -;
    "SSG" Ssg Alu [1 0 1 1 1] Float v [V] -;
    "STR" Str Alu [1 1 1 1 1] Float v [V, V] -;
    "SUB" Sub Alu [1 1 1 1 1] Float v [V, V] -;
    "SWZ" Swz Swz [1 0 1 1 1] Float v [V] -;
    "TEX" Tex Tex [1 1 1 1 0] Float v [VF] -;
    "TRUNC" Trunc Alu [1 1 1 1 1] Float v [VF] -;
    "TXB" Txb Tex [1 1 1 1 0] Float v [VF] -;
    "TXD" Txd Tex [1 1 1 1 0] Float v [VF, VF, VF] -;
    "TXF" Txf Tex [1 1 1 1 0] Float v [VS] -;
    "TXL" Txl Tex [1 1 1 1 0] Float v [VF] -;
    "TXP" Txp Tex [1 1 1 1 0] Float v [VF] -;
    "TXQ" Txq Tex [0 0 0 0 0] Signed vs [VS] -;
    "UP2H" Up2h Alu [1 1 1 1 0] Float vf [S] -;
    "UP2US" Up2us Alu [1 1 1 1 0] Float vf [S] -;
    "UP4B" Up4b Alu [1 1 1 1 0] Float vf [S] -;
    "UP4UB" Up4ub Alu [1 1 1 1 0] Float vf [S] -;
    "X2D" X2d Alu [1 0 1 1 1] Float v [V, V, V] -;
    "XOR" Xor Alu [0 1 1 0 0] Signed v [V, V] -;
    "XPD" Xpd Alu [1 0 1 1 1] Float v [V, V] -;
}

/// The row of a base opcode name.
pub fn row(name: &str) -> Option<&'static Row> {
    TABLE.iter().find(|r| r.name == name)
}

/// Split an opcode token into the longest base opcode that is a prefix of
/// it and the suffix letters after it (notes §2: "take the longest base
/// opcode that is a prefix of the token").
pub fn split_opcode(token: &str) -> Option<(&'static Row, &str)> {
    TABLE
        .iter()
        .filter(|r| token.starts_with(r.name))
        .max_by_key(|r| r.name.len())
        .map(|r| (r, &token[r.name.len()..]))
}

/// Opcodes of the older NV and ARB languages that NV_gpu_program4 removed
/// (notes §1.3): named in the diagnostic.
pub const REMOVED: &[&str] = &[
    "ARL", "ARR", "ARA", "EXP", "LOG", "BRA", "LOOP", "ENDLOOP", "PUSHA", "POPA",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_sorted() {
        for pair in TABLE.windows(2) {
            assert!(pair[0].name < pair[1].name, "{}", pair[1].name);
        }
    }

    #[test]
    fn every_opcode_of_table_x13_is_present() {
        // Table X.13 (notes §4.1), EMIT and ENDPRIM included.
        let names = "ABS ADD AND BRK CAL CEIL CMP CONT COS DDX DDY DIV DP2 DP2A DP3 DP4 DPH DST \
            ELSE EMIT ENDIF ENDPRIM ENDREP EX2 FLR FRC I2F IF KIL LG2 LIT LRP MAD MAX MIN MOD MOV MUL NOT NRM \
            OR PK2H PK2US PK4B PK4UB POW RCC RCP REP RET RFL ROUND RSQ SAD SCS SEQ SFL SGE SGT SHL \
            SHR SIN SLE SLT SNE SSG STR SUB SWZ TEX TRUNC TXB TXD TXF TXL TXP TXQ UP2H UP2US UP4B \
            UP4UB X2D XOR XPD";
        for name in names.split_whitespace() {
            assert!(row(name).is_some(), "{name}");
        }
        assert_eq!(TABLE.len(), names.split_whitespace().count());
    }

    #[test]
    fn longest_prefix_wins() {
        // notes §2: `RCCC` = RCC + C; `PK2H` is a base name.
        assert_eq!(
            split_opcode("RCCC").map(|(r, s)| (r.name, s)),
            Some(("RCC", "C"))
        );
        assert_eq!(
            split_opcode("PK2H").map(|(r, s)| (r.name, s)),
            Some(("PK2H", ""))
        );
        assert_eq!(
            split_opcode("ADDRC1_SSAT").map(|(r, s)| (r.name, s)),
            Some(("ADD", "RC1_SSAT"))
        );
    }
}
