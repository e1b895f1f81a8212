//! The TGSI opcode table: one row per accepted spelling, used by the parser
//! and by the back end's expressibility check.
//!
//! Operand counts come from the IR op table ([`shasm_ir::OP_TABLE`]); TGSI
//! adds the sampler and the texture target to texture instructions, and a
//! `:N` target to the branch instructions (Mesa's `is_branch` opcodes).

use shasm_ir::{DataType, MulVariant, Opcode, Shape};

/// One accepted TGSI opcode spelling.
#[derive(Copy, Clone, Debug)]
pub struct TgsiOp {
    /// The spelling (upper case).
    pub name: &'static str,
    pub opcode: Opcode,
    /// Where the TGSI spec file defines it, if it does.
    pub spec: Option<&'static str>,
}

macro_rules! table {
    ($($name:literal $op:ident $spec:expr;)*) => {
        /// Every opcode the TGSI front end accepts. The first row of an IR
        /// opcode is its canonical spelling, which is also the IR printer's.
        pub static TGSI_OPS: &[TgsiOp] = &[
            $(TgsiOp { name: $name, opcode: Opcode::$op, spec: $spec },)*
        ];
    };
}

table! {
    // TGSI_instruction_set.txt §1.1 (GL_NV_vertex_program).
    "ARL" Arl Some("1.1.1");
    "MOV" Mov Some("1.1.2");
    "LIT" Lit Some("1.1.3");
    "RCP" Rcp Some("1.1.4");
    "RSQ" Rsq Some("1.1.5");
    "EXP" Exp Some("1.1.6");
    "LOG" Log Some("1.1.7");
    "MUL" Mul Some("1.1.8");
    "ADD" Add Some("1.1.9");
    "DP3" Dp3 Some("1.1.10");
    "DP4" Dp4 Some("1.1.11");
    "DST" Dst Some("1.1.12");
    "MIN" Min Some("1.1.13");
    "MAX" Max Some("1.1.14");
    "SLT" Slt Some("1.1.15");
    "SGE" Sge Some("1.1.16");
    "MAD" Mad Some("1.1.17");
    // §1.2 (GL_ATI_fragment_shader).
    "SUB" Sub Some("1.2.1");
    "DOT3" Dp3 Some("1.2.2");
    "DOT4" Dp4 Some("1.2.3");
    "LERP" Lerp Some("1.2.4");
    "CND" Cnd Some("1.2.5");
    "CND0" Cnd0 Some("1.2.6");
    "DP2A" Dp2a Some("1.2.7");
    "DOT2ADD" Dp2a Some("1.2.7");
    // The rest of Mesa's text dialect that the IR expresses with TGSI's
    // meaning.
    "ARR" Arr None;
    // Mesa's docs/gallium/tgsi.rst (Integer ISA): the integer address load
    // that integer-indexed programs (NV_gpu_program4) translate to.
    "UARL" Uarl None;
    "LRP" Lrp None;
    "FRC" Frc None;
    "FLR" Flr None;
    "ROUND" Round None;
    "CEIL" Ceil None;
    "TRUNC" Trunc None;
    "EX2" Ex2 None;
    "LG2" Lg2 None;
    "POW" Pow None;
    "ABS" Abs None;
    "DPH" Dph None;
    "DP2" Dp2 None;
    "COS" Cos None;
    "SIN" Sin None;
    "DDX" Ddx None;
    "DDY" Ddy None;
    "SEQ" Seq None;
    "SGT" Sgt None;
    "SLE" Sle None;
    "SNE" Sne None;
    "SFL" Sfl None;
    "STR" Str None;
    "SSG" Ssg None;
    "CMP" Cmp None;
    "KILL" Kill None;
    "KILL_IF" KillIf None;
    // Mesa 7-era names of KILL (KILP) and KILL_IF (KIL).
    "KILP" Kill None;
    "KIL" KillIf None;
    "TEX" Tex None;
    "TXP" Txp None;
    "TXB" Txb None;
    "TXL" Txl None;
    "TXD" Txd None;
    "TXF" Txf None;
    "TXQ" Txq None;
    "IF" If None;
    "UIF" Uif None;
    "ELSE" Else None;
    "ENDIF" Endif None;
    "BGNLOOP" Bgnloop None;
    "ENDLOOP" Endloop None;
    "BRK" Brk None;
    "CONT" Cont None;
    "BGNSUB" Bgnsub None;
    "ENDSUB" Endsub None;
    "CAL" Cal None;
    "RET" Ret None;
    "END" End None;
    "NOP" Nop None;
    "EMIT" Emit None;
    "ENDPRIM" Endprim None;
    // Mesa's docs/gallium/tgsi.rst: the float comparisons to integer masks
    // and the bit counts (Integer and Bitwise ISA), FMA, the Interpolation,
    // Double and 64-bit Integer ISAs, DDX_FINE / DDY_FINE and TEX_LZ /
    // TXF_LZ (Core ISA); defined in shasm_ir::ops::typed and the engines.
    "FSEQ" Fseq None;
    "FSNE" Fsne None;
    "FSLT" Fslt None;
    "FSGE" Fsge None;
    "FMA" Fma None;
    "SQRT" Sqrt None;
    "UMSB" Umsb None;
    "IMSB" Imsb None;
    "LSB" Lsb None;
    "POPC" Popc None;
    "INTERP_CENTROID" InterpCentroid None;
    "INTERP_SAMPLE" InterpSample None;
    "INTERP_OFFSET" InterpOffset None;
    "DADD" Dadd None;
    "DMUL" Dmul None;
    "DMAD" Dmad None;
    "DFMA" Dfma None;
    "DDIV" Ddiv None;
    "DSQRT" Dsqrt None;
    "DRSQ" Drsq None;
    "DRCP" Drcp None;
    "DMIN" Dmin None;
    "DMAX" Dmax None;
    "DSEQ" Dseq None;
    "DSNE" Dsne None;
    "DSLT" Dslt None;
    "DSGE" Dsge None;
    "DABS" Dabs None;
    "DNEG" Dneg None;
    "DFRAC" Dfrac None;
    "DLDEXP" Dldexp None;
    "DFRACEXP" Dfracexp None;
    "F2D" F2d None;
    "D2F" D2f None;
    "I2D" I2d None;
    "D2I" D2i None;
    "U2D" U2d None;
    "D2U" D2u None;
    "DTRUNC" Dtrunc None;
    "DCEIL" Dceil None;
    "DFLR" Dflr None;
    "DROUND" Dround None;
    "DSSG" Dssg None;
    "U64ADD" U64add None;
    "U64MUL" U64mul None;
    "I64ABS" I64abs None;
    "I64NEG" I64neg None;
    "I64SSG" I64ssg None;
    "U64SEQ" U64seq None;
    "U64SNE" U64sne None;
    "U64SLT" U64slt None;
    "U64SGE" U64sge None;
    "I64SLT" I64slt None;
    "I64SGE" I64sge None;
    "I64MIN" I64min None;
    "U64MIN" U64min None;
    "I64MAX" I64max None;
    "U64MAX" U64max None;
    "U64SHL" U64shl None;
    "I64SHR" I64shr None;
    "U64SHR" U64shr None;
    "I64DIV" I64div None;
    "U64DIV" U64div None;
    "I64MOD" I64mod None;
    "U64MOD" U64mod None;
    "F2U64" F2u64 None;
    "F2I64" F2i64 None;
    "U2I64" U2i64 None;
    "I2I64" I2i64 None;
    "D2U64" D2u64 None;
    "D2I64" D2i64 None;
    "U642F" U642f None;
    "I642F" I642f None;
    "U642D" U642d None;
    "I642D" I642d None;
    "DDX_FINE" DdxFine None;
    "DDY_FINE" DdyFine None;
    "TEX_LZ" TexLz None;
    "TXF_LZ" TxfLz None;
    "TG4" Tg4 None;
    "LODQ" Lodq None;
    // tgsi.rst, Resource Sampling Opcodes: lookups through `SVIEW[n]`.
    "SAMPLE" Sample None;
    "SAMPLE_B" SampleB None;
    "SAMPLE_C" SampleC None;
    "SAMPLE_C_LZ" SampleCLz None;
    "SAMPLE_D" SampleD None;
    "SAMPLE_L" SampleL None;
    "SAMPLE_I" SampleI None;
    "SAMPLE_I_MS" SampleIMs None;
    "SVIEWINFO" Sviewinfo None;
    "GATHER4" Gather4 None;
}

/// One TGSI integer opcode: the IR op with the data type (and MUL variant)
/// that computes exactly what the TGSI opcode does.
#[derive(Copy, Clone, Debug)]
pub struct IntegerOp {
    /// The spelling (upper case).
    pub name: &'static str,
    pub opcode: Opcode,
    pub data_type: DataType,
    pub mul: MulVariant,
    /// Whether the op's result does not depend on the sign of the operands
    /// (two's-complement wrap-around, bitwise ops, equality), so that the
    /// IR op of either integer type prints as this spelling.
    pub either_sign: bool,
}

macro_rules! integer_table {
    ($($name:literal $op:ident $ty:ident $mul:ident $either:literal;)*) => {
        /// The integer opcodes of Mesa's TGSI dialect (docs/gallium/tgsi.rst,
        /// "Integer ISA") whose definition is, component by component, the
        /// NV_gpu_program4 integer op of the same meaning (Table X.13 with
        /// `.S`/`.U`): 32-bit two's-complement results that wrap, TRUE as
        /// all ones (~0) for the comparisons, I2F/U2F rounding to nearest.
        /// The shift, division and modulo ops are not here: gp4 takes their
        /// second operand as a scalar and defines other edge cases.
        pub static INTEGER_OPS: &[IntegerOp] = &[
            $(IntegerOp {
                name: $name,
                opcode: Opcode::$op,
                data_type: DataType::$ty,
                mul: MulVariant::$mul,
                either_sign: $either,
            },)*
        ];
    };
}

integer_table! {
    "UADD" Add Unsigned Full true;
    "UMUL" Mul Unsigned Full true;
    "UMAD" Mad Unsigned Full true;
    "IMUL_HI" Mul Signed High false;
    "UMUL_HI" Mul Unsigned High false;
    "IMIN" Min Signed Full false;
    "IMAX" Max Signed Full false;
    "UMIN" Min Unsigned Full false;
    "UMAX" Max Unsigned Full false;
    "IABS" Abs Signed Full false;
    "AND" And Unsigned Full true;
    "OR" Or Unsigned Full true;
    "XOR" Xor Unsigned Full true;
    "NOT" Not Unsigned Full true;
    "USEQ" Seq Unsigned Full true;
    "USNE" Sne Unsigned Full true;
    "ISLT" Slt Signed Full false;
    "ISGE" Sge Signed Full false;
    "USLT" Slt Unsigned Full false;
    "USGE" Sge Unsigned Full false;
    "I2F" I2f Signed Full false;
    "U2F" I2f Unsigned Full false;
}

/// Look an integer opcode spelling up (case-insensitive).
pub fn lookup_integer(name: &str) -> Option<&'static IntegerOp> {
    INTEGER_OPS
        .iter()
        .find(|op| op.name.eq_ignore_ascii_case(name))
}

/// The TGSI spelling of an IR integer op (`data_type` Signed or Unsigned),
/// if TGSI has one with the same meaning.
pub fn integer_spelling(
    opcode: Opcode,
    data_type: DataType,
    mul: MulVariant,
) -> Option<&'static IntegerOp> {
    INTEGER_OPS.iter().find(|op| {
        op.opcode == opcode && op.mul == mul && (op.data_type == data_type || op.either_sign)
    })
}

/// Opcodes of Mesa's TGSI dialect that shasm does not accept yet: the
/// integer ops not in [`INTEGER_OPS`], the double, 64-bit, image, atomic and wave operations, and the few
/// float ops whose TGSI definition differs from the IR op of the same name
/// (TGSI's DIV, MOD and SHL are component-wise; SCS, NRM and XPD define `.w`).
pub static UNSUPPORTED_MESA_OPS: &[&str] = &[
    "LDEXP",
    "DEMOTE",
    "CLOCK",
    "READ_HELPER",
    "PK2H",
    "PK2US",
    "PK4B",
    "PK4UB",
    "UP2H",
    "UP2US",
    "UP4B",
    "UP4UB",
    "RCC",
    "XPD",
    "RFL",
    "X2D",
    "ARA",
    "BRA",
    "SCS",
    "NRM",
    "NRM4",
    "DIV",
    "READ_INVOC",
    "SHL",
    "BALLOT",
    "MOD",
    "SAD",
    "TXQS",
    "READ_FIRST",
    "F2I",
    "IDIV",
    "INEG",
    "ISHR",
    "F2U",
    "UDIV",
    "UMOD",
    "USHR",
    "SWITCH",
    "CASE",
    "DEFAULT",
    "ENDSWITCH",
    "SAMPLE_POS",
    "SAMPLE_INFO",
    "UCMP",
    "ISSG",
    "TEX2",
    "TXB2",
    "TXL2",
    "IBFE",
    "UBFE",
    "BFI",
    "BREV",
    "VOTE_ANY",
    "VOTE_ALL",
    "VOTE_EQ",
    "LOD",
    "CLAMP",
    "PUSHA",
    "POPA",
    "CALLNZ",
    "IFC",
    "BREAKC",
];

/// Mesa's resource and memory opcodes (tgsi.rst "Resource Access Opcodes",
/// "Bindless Opcodes", "Inter-thread synchronization opcodes", "Atomic
/// opcodes"): shasm runs no buffers, images, shared memory or other
/// invocations, so these are refused with `tgsi/unsupported-resource-op`.
pub static RESOURCE_OPS: &[&str] = &[
    "LOAD",
    "STORE",
    "RESQ",
    "FBFETCH",
    "IMG2HND",
    "SAMP2HND",
    "BARRIER",
    "MEMBAR",
    "ATOMUADD",
    "ATOMFADD",
    "ATOMXCHG",
    "ATOMCAS",
    "ATOMAND",
    "ATOMOR",
    "ATOMXOR",
    "ATOMUMIN",
    "ATOMUMAX",
    "ATOMIMIN",
    "ATOMIMAX",
    "ATOMINC_WRAP",
    "ATOMDEC_WRAP",
];

/// Look a spelling up (case-insensitive).
pub fn lookup(name: &str) -> Option<&'static TgsiOp> {
    TGSI_OPS
        .iter()
        .find(|op| op.name.eq_ignore_ascii_case(name))
}

/// Whether the IR opcode has a TGSI spelling.
pub fn is_tgsi(opcode: Opcode) -> bool {
    TGSI_OPS.iter().any(|op| op.opcode == opcode)
}

/// Whether the instruction takes an optional `:N` target (Mesa's `is_branch`).
pub fn is_branch(opcode: Opcode) -> bool {
    matches!(
        opcode,
        Opcode::If | Opcode::Uif | Opcode::Else | Opcode::Bgnloop | Opcode::Endloop | Opcode::Cal
    )
}

/// Whether the instruction samples a texture (`SAMP[n], TARGET` operands).
pub fn is_texture(opcode: Opcode) -> bool {
    opcode.shape() == Shape::Texture
}

/// The number of register sources TGSI writes for the op (without the
/// sampler of texture instructions).
pub fn num_srcs(opcode: Opcode) -> usize {
    opcode.num_srcs()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_spelling_is_the_ir_name() {
        for op in TGSI_OPS {
            let first = TGSI_OPS.iter().find(|o| o.opcode == op.opcode).unwrap();
            assert_eq!(first.name, op.opcode.name(), "{}", op.name);
        }
    }

    #[test]
    fn spellings_are_unique_and_not_unsupported() {
        for (i, op) in TGSI_OPS.iter().enumerate() {
            assert!(
                TGSI_OPS[..i].iter().all(|o| o.name != op.name),
                "{}",
                op.name
            );
            assert!(!UNSUPPORTED_MESA_OPS.contains(&op.name), "{}", op.name);
        }
    }

    #[test]
    fn integer_spellings_are_unique_and_round_trip() {
        for (i, op) in INTEGER_OPS.iter().enumerate() {
            assert!(lookup(op.name).is_none(), "{} is also a float op", op.name);
            assert!(!UNSUPPORTED_MESA_OPS.contains(&op.name), "{}", op.name);
            assert!(
                INTEGER_OPS[..i].iter().all(|o| o.name != op.name),
                "{}",
                op.name
            );
            let back = integer_spelling(op.opcode, op.data_type, op.mul).map(|o| o.name);
            assert_eq!(back, Some(op.name));
        }
        // Sign-independent ops print the same for either type; ordered ones
        // keep the sign.
        let uadd = integer_spelling(Opcode::Add, DataType::Signed, MulVariant::Full);
        assert_eq!(uadd.map(|o| o.name), Some("UADD"));
        let imin = integer_spelling(Opcode::Min, DataType::Signed, MulVariant::Full);
        assert_eq!(imin.map(|o| o.name), Some("IMIN"));
        assert!(integer_spelling(Opcode::Abs, DataType::Unsigned, MulVariant::Full).is_none());
        assert!(integer_spelling(Opcode::Shl, DataType::Signed, MulVariant::Full).is_none());
        assert!(integer_spelling(Opcode::Mul, DataType::Signed, MulVariant::Low24).is_none());
    }

    #[test]
    fn every_spec_opcode_is_present() {
        // TGSI_instruction_set.txt §1.1.1-§1.1.17 and §1.2.1-§1.2.7.
        for name in [
            "ARL", "MOV", "LIT", "RCP", "RSQ", "EXP", "LOG", "MUL", "ADD", "DP3", "DP4", "DST",
            "MIN", "MAX", "SLT", "SGE", "MAD", "SUB", "DOT3", "DOT4", "LERP", "CND", "CND0",
            "DOT2ADD",
        ] {
            assert!(lookup(name).and_then(|o| o.spec).is_some(), "{name}");
        }
    }
}
