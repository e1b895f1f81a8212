//! The PICA200 instruction table: one row per operation, shared by the
//! decoder, the encoder, the assembler, the disassembler and the lowering.
//!
//! Each row says how an operation is spelled (the spec's name and picasso's
//! mnemonic), which 6-bit opcode values encode it, its instruction format
//! (the field layouts of the spec's "Instruction formats" section, see
//! [`Format::layout`]), which source components it reads, which operand
//! descriptor bits picasso treats as "don't care" when it shares descriptors,
//! and the IR operation it lowers to.

use shasm_ir::Opcode as IrOp;

/// An instruction field of the spec's "Instruction formats" tables.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// Operand descriptor index (DESC).
    Desc,
    /// Source registers SRC1, SRC2, SRC3.
    Src1,
    Src2,
    Src3,
    /// Address register selector for the wide source (IDX_1, IDX_2 or IDX_3).
    Idx,
    /// Destination register (DST) of arithmetic formats.
    Dst,
    /// Comparison operators of CMP.
    CmpX,
    CmpY,
    /// Instruction count of flow formats (NUM).
    Num,
    /// Destination offset in words of flow formats (DST of formats 2 and 3).
    Target,
    /// Condition combination (CONDOP).
    CondOp,
    /// Reference bits (REFY, REFX).
    RefY,
    RefX,
    /// Boolean or integer uniform number (format 3).
    Uniform,
    /// SETEMIT fields.
    Winding,
    PrimEmit,
    VertexId,
}

/// `(field, first bit, width)`.
pub type FieldLayout = (Field, u32, u32);

/// Instruction formats (PICA200 spec, "Instruction formats").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// No operands ("0": BREAK, NOP, END, EMIT).
    Zero,
    /// Two sources; SRC1 wide (7 bits, may be a constant and relatively
    /// addressed), SRC2 narrow (5 bits).
    One,
    /// Inverted: SRC1 narrow, SRC2 wide and relatively addressed.
    OneI,
    /// One source (SRC1 wide).
    OneU,
    /// CMP: two sources and two comparison operators, 5-bit opcode.
    OneC,
    /// Flow control on the condition flags.
    Two,
    /// Flow control on a boolean or integer uniform.
    Three,
    /// SETEMIT.
    Four,
    /// MAD: SRC1 narrow, SRC2 wide, SRC3 narrow, 3-bit opcode, 5-bit DESC.
    Five,
    /// MADI: SRC1 narrow, SRC2 narrow, SRC3 wide.
    FiveI,
}

impl Format {
    /// The fields of the format, exactly as the spec's tables list them.
    pub fn layout(self) -> &'static [FieldLayout] {
        use Field::*;
        match self {
            Format::Zero => &[],
            Format::One => &[
                (Desc, 0, 7),
                (Src2, 7, 5),
                (Src1, 12, 7),
                (Idx, 19, 2),
                (Dst, 21, 5),
            ],
            Format::OneI => &[
                (Desc, 0, 7),
                (Src2, 7, 7),
                (Src1, 14, 5),
                (Idx, 19, 2),
                (Dst, 21, 5),
            ],
            Format::OneU => &[(Desc, 0, 7), (Src1, 12, 7), (Idx, 19, 2), (Dst, 21, 5)],
            Format::OneC => &[
                (Desc, 0, 7),
                (Src2, 7, 5),
                (Src1, 12, 7),
                (Idx, 19, 2),
                (CmpY, 21, 3),
                (CmpX, 24, 3),
            ],
            Format::Two => &[
                (Num, 0, 8),
                (Target, 10, 12),
                (CondOp, 22, 2),
                (RefY, 24, 1),
                (RefX, 25, 1),
            ],
            Format::Three => &[(Num, 0, 8), (Target, 10, 12), (Uniform, 22, 4)],
            Format::Four => &[(Winding, 22, 1), (PrimEmit, 23, 1), (VertexId, 24, 2)],
            Format::Five => &[
                (Desc, 0, 5),
                (Src3, 5, 5),
                (Src2, 10, 7),
                (Src1, 17, 5),
                (Idx, 22, 2),
                (Dst, 24, 5),
            ],
            Format::FiveI => &[
                (Desc, 0, 5),
                (Src3, 5, 7),
                (Src2, 12, 5),
                (Src1, 17, 5),
                (Idx, 22, 2),
                (Dst, 24, 5),
            ],
        }
    }

    /// Width in bits of the opcode at the top of the word (6; CMP 5; MAD 3).
    pub fn opcode_bits(self) -> u32 {
        match self {
            Format::OneC => 5,
            Format::Five | Format::FiveI => 3,
            _ => 6,
        }
    }

    /// Number of source operands.
    pub fn num_srcs(self) -> usize {
        match self {
            Format::One | Format::OneI | Format::OneC => 2,
            Format::OneU => 1,
            Format::Five | Format::FiveI => 3,
            _ => 0,
        }
    }

    /// Whether the format names an operand descriptor.
    pub fn has_desc(self) -> bool {
        self.num_srcs() > 0
    }

    /// Which source (0-based) is the wide one: 7 bits (so it may name a
    /// constant register) and the only one that may be relatively addressed.
    pub fn wide_src(self) -> Option<usize> {
        match self {
            Format::One | Format::OneU | Format::OneC => Some(0),
            Format::OneI | Format::Five => Some(1),
            Format::FiveI => Some(2),
            _ => None,
        }
    }

    /// Whether the operand descriptor index has only 5 bits (MAD/MADI).
    pub fn short_desc(self) -> bool {
        matches!(self, Format::Five | Format::FiveI)
    }
}

/// Which source components an operation reads, as a function of the
/// destination mask (spec, "Operand descriptors": "source components are
/// disabled implicitly by setting the destination component mask").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reads {
    /// No sources.
    Nothing,
    /// Component `i` of every source is read iff component `i` is written.
    PerComponent,
    /// `x`, `y`, `z` of both sources.
    Dot3,
    /// All components of both sources.
    Dot4,
    /// `x`, `y`, `z` of the first source, all of the second.
    DotHomogeneous,
    /// DST: `y`, `z` of the first source, `y`, `w` of the second.
    Distance,
    /// The first component of the first source.
    Scalar,
    /// LITP: `x`, `y`, `w`.
    Litp,
    /// MOVA: `x` if `a0.x` is written, `y` if `a0.y` is written.
    Mova,
    /// CMP: `x` and `y` of both sources.
    Compare,
}

impl Reads {
    /// The components (bit 0 = x .. bit 3 = w) read from source `src`
    /// (0-based) when the destination mask (bit 0 = x) is `dst_mask`.
    pub fn components(self, src: usize, dst_mask: u8) -> u8 {
        match self {
            Reads::Nothing => 0,
            Reads::PerComponent => dst_mask & 0xF,
            Reads::Dot3 => 0b0111,
            Reads::Dot4 => 0b1111,
            Reads::DotHomogeneous => {
                if src == 0 {
                    0b0111
                } else {
                    0b1111
                }
            }
            Reads::Distance => {
                if src == 0 {
                    0b0110
                } else {
                    0b1010
                }
            }
            Reads::Scalar => 0b0001,
            Reads::Litp => 0b1011,
            Reads::Mova => dst_mask & 0b0011,
            Reads::Compare => 0b0011,
        }
    }
}

/// Which operand-descriptor selector lanes picasso treats as "don't care"
/// when it looks for a descriptor to share (picasso's `optimizeOpdesc`).
/// It mostly follows [`Reads`], but not for CMP (only the first source's
/// z/w lanes), DST and LITP (everything is cared for).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DontCare {
    /// Every descriptor bit the format uses is significant.
    Nothing,
    /// Lanes whose destination component is not written, in every source.
    UnwrittenLanes,
    /// Lane w of the first two sources.
    Dot3,
    /// Lane w of the first source.
    DotHomogeneous,
    /// Lanes y, z, w of the first source.
    Scalar,
    /// Lanes z, w of the first source, and x/y when a0.x/a0.y is not written.
    Mova,
    /// Lanes z, w of the first source.
    Compare,
}

/// Every PICA200 operation with a known encoding.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Op {
    Add,
    Dp3,
    Dp4,
    Dph,
    Dst,
    Ex2,
    Lg2,
    Litp,
    Mul,
    Sge,
    Slt,
    Flr,
    Max,
    Min,
    Rcp,
    Rsq,
    Mova,
    Mov,
    Dphi,
    Dsti,
    Sgei,
    Slti,
    Break,
    #[default]
    Nop,
    End,
    Breakc,
    Call,
    Callc,
    Callu,
    Ifu,
    Ifc,
    Loop,
    Emit,
    Setemit,
    Jmpc,
    Jmpu,
    Cmp,
    Madi,
    Mad,
}

/// Static facts about one operation.
#[derive(Copy, Clone, Debug)]
pub struct OpInfo {
    pub op: Op,
    /// The spec's name (upper case).
    pub name: &'static str,
    /// picasso's mnemonic (lower case; LOOP is `for`).
    pub mnemonic: &'static str,
    /// The first 6-bit opcode value (CMP: 0x2E..=0x2F, MADI: 0x30..=0x37,
    /// MAD: 0x38..=0x3F).
    pub opcode: u8,
    pub format: Format,
    pub reads: Reads,
    pub dont_care: DontCare,
    /// The operation with the inverted source widths (DPH ↔ DPHI, MAD ↔
    /// MADI, ...), which picasso selects automatically.
    pub inverted: Option<Op>,
    /// Whether the operation writes the DST register field (MOVA writes the
    /// address register instead, CMP the condition flags).
    pub writes_dst: bool,
    pub ir: IrOp,
}

macro_rules! op_rows {
    ($( $op:ident $name:literal $mnem:literal $opc:literal $fmt:ident $reads:ident $dc:ident $inv:tt $wd:literal $ir:ident; )*) => {
        /// The instruction table, indexed by `Op as usize`.
        pub static OPS: &[OpInfo] = &[
            $( OpInfo {
                op: Op::$op,
                name: $name,
                mnemonic: $mnem,
                opcode: $opc,
                format: Format::$fmt,
                reads: Reads::$reads,
                dont_care: DontCare::$dc,
                inverted: op_rows!(@inv $inv),
                writes_dst: $wd,
                ir: IrOp::$ir,
            }, )*
        ];
    };
    (@inv -) => { None };
    (@inv $i:ident) => { Some(Op::$i) };
}

op_rows! {
    Add     "ADD"     "add"     0x00 One   PerComponent   UnwrittenLanes - true Add;
    Dp3     "DP3"     "dp3"     0x01 One   Dot3           Dot3           - true Dp3;
    Dp4     "DP4"     "dp4"     0x02 One   Dot4           Nothing        - true Dp4;
    Dph     "DPH"     "dph"     0x03 One   DotHomogeneous DotHomogeneous Dphi true Dph;
    Dst     "DST"     "dst"     0x04 One   Distance       Nothing        Dsti true Dst;
    Ex2     "EX2"     "ex2"     0x05 OneU  Scalar         Scalar         - true Ex2;
    Lg2     "LG2"     "lg2"     0x06 OneU  Scalar         Scalar         - true Lg2;
    Litp    "LITP"    "litp"    0x07 OneU  Litp           Nothing        - true Litp;
    Mul     "MUL"     "mul"     0x08 One   PerComponent   UnwrittenLanes - true Mul;
    Sge     "SGE"     "sge"     0x09 One   PerComponent   UnwrittenLanes Sgei true Sge;
    Slt     "SLT"     "slt"     0x0A One   PerComponent   UnwrittenLanes Slti true Slt;
    Flr     "FLR"     "flr"     0x0B OneU  PerComponent   UnwrittenLanes - true Flr;
    Max     "MAX"     "max"     0x0C One   PerComponent   UnwrittenLanes - true Max;
    Min     "MIN"     "min"     0x0D One   PerComponent   UnwrittenLanes - true Min;
    Rcp     "RCP"     "rcp"     0x0E OneU  Scalar         Scalar         - true Rcp;
    Rsq     "RSQ"     "rsq"     0x0F OneU  Scalar         Scalar         - true Rsq;
    Mova    "MOVA"    "mova"    0x12 OneU  Mova           Mova           - false Mova;
    Mov     "MOV"     "mov"     0x13 OneU  PerComponent   UnwrittenLanes - true Mov;
    Dphi    "DPHI"    "dphi"    0x18 OneI  DotHomogeneous DotHomogeneous Dph true Dph;
    Dsti    "DSTI"    "dsti"    0x19 OneI  Distance       Nothing        Dst true Dst;
    Sgei    "SGEI"    "sgei"    0x1A OneI  PerComponent   UnwrittenLanes Sge true Sge;
    Slti    "SLTI"    "slti"    0x1B OneI  PerComponent   UnwrittenLanes Slt true Slt;
    Break   "BREAK"   "break"   0x20 Zero  Nothing        Nothing        - false Brkr;
    Nop     "NOP"     "nop"     0x21 Zero  Nothing        Nothing        - false Nop;
    End     "END"     "end"     0x22 Zero  Nothing        Nothing        - false End;
    Breakc  "BREAKC"  "breakc"  0x23 Two   Nothing        Nothing        - false Brkr;
    Call    "CALL"    "call"    0x24 Two   Nothing        Nothing        - false Calr;
    Callc   "CALLC"   "callc"   0x25 Two   Nothing        Nothing        - false Calr;
    Callu   "CALLU"   "callu"   0x26 Three Nothing        Nothing        - false Calr;
    Ifu     "IFU"     "ifu"     0x27 Three Nothing        Nothing        - false Ifr;
    Ifc     "IFC"     "ifc"     0x28 Two   Nothing        Nothing        - false Ifr;
    Loop    "LOOP"    "for"     0x29 Three Nothing        Nothing        - false Loopr;
    Emit    "EMIT"    "emit"    0x2A Zero  Nothing        Nothing        - false Emit;
    Setemit "SETEMIT" "setemit" 0x2B Four  Nothing        Nothing        - false Setemit;
    Jmpc    "JMPC"    "jmpc"    0x2C Two   Nothing        Nothing        - false Bra;
    Jmpu    "JMPU"    "jmpu"    0x2D Three Nothing        Nothing        - false Bra;
    Cmp     "CMP"     "cmp"     0x2E OneC  Compare        Compare        - false Setp;
    Madi    "MADI"    "madi"    0x30 FiveI PerComponent   UnwrittenLanes Mad true Mad;
    Mad     "MAD"     "mad"     0x38 Five  PerComponent   UnwrittenLanes Madi true Mad;
}

impl Op {
    pub fn info(self) -> &'static OpInfo {
        &OPS[self as usize]
    }

    pub fn format(self) -> Format {
        self.info().format
    }

    pub fn mnemonic(self) -> &'static str {
        self.info().mnemonic
    }

    /// The operation a 6-bit opcode value (the top 6 bits of a word)
    /// encodes, or `None` for the unassigned values 0x10, 0x11, 0x14..=0x17
    /// and 0x1C..=0x1F.
    pub fn from_opcode(opcode6: u32) -> Option<Op> {
        let opcode6 = (opcode6 & 0x3F) as u8;
        OPS.iter()
            .find(|info| {
                let span = 1u8 << (6 - info.format.opcode_bits());
                (info.opcode..info.opcode + span).contains(&opcode6)
            })
            .map(|info| info.op)
    }

    /// Look an operation up by its picasso mnemonic, case-insensitively
    /// (the `I` forms are accepted too; picasso picks the encoding itself).
    pub fn from_mnemonic(text: &str) -> Option<Op> {
        OPS.iter()
            .find(|info| info.mnemonic.eq_ignore_ascii_case(text))
            .map(|info| info.op)
    }

    /// The non-inverted member of an inverted pair (DPHI → DPH, MADI → MAD).
    pub fn base(self) -> Op {
        match self {
            Op::Dphi => Op::Dph,
            Op::Dsti => Op::Dst,
            Op::Sgei => Op::Sge,
            Op::Slti => Op::Slt,
            Op::Madi => Op::Mad,
            other => other,
        }
    }

    /// Whether this is the inverted form of its pair.
    pub fn is_inverted(self) -> bool {
        matches!(self.format(), Format::OneI | Format::FiveI)
    }
}

/// Register files as seen by the encoding.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegFile {
    /// `v0`..`v15`: input attributes.
    Input,
    /// `o0`..`o15`: outputs.
    Output,
    /// `r0`..`r15`: temporaries.
    Temp,
    /// `c0`..`c95`: float uniforms.
    Const,
    /// `i0`..`i3`: integer uniforms.
    Int,
    /// `b0`..`b15`: boolean uniforms.
    Bool,
}

impl RegFile {
    /// The picasso spelling's prefix letter.
    pub fn prefix(self) -> char {
        match self {
            RegFile::Input => 'v',
            RegFile::Output => 'o',
            RegFile::Temp => 'r',
            RegFile::Const => 'c',
            RegFile::Int => 'i',
            RegFile::Bool => 'b',
        }
    }

    pub fn from_prefix(c: char) -> Option<RegFile> {
        match c {
            'v' => Some(RegFile::Input),
            'o' => Some(RegFile::Output),
            'r' => Some(RegFile::Temp),
            'c' => Some(RegFile::Const),
            'i' => Some(RegFile::Int),
            'b' => Some(RegFile::Bool),
            _ => None,
        }
    }

    /// Number of registers in the file (spec, "Registers").
    pub fn size(self) -> u32 {
        match self {
            RegFile::Const => 96,
            RegFile::Int => 4,
            _ => 16,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            RegFile::Input => "input",
            RegFile::Output => "output",
            RegFile::Temp => "temporary",
            RegFile::Const => "float uniform",
            RegFile::Int => "integer uniform",
            RegFile::Bool => "boolean uniform",
        }
    }
}

/// A register of a file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg {
    pub file: RegFile,
    pub index: u32,
}

impl Reg {
    pub fn new(file: RegFile, index: u32) -> Reg {
        Reg { file, index }
    }

    /// The register a SRC field names (spec, "SRC mapping": 0x00-0x0F
    /// inputs, 0x10-0x1F temporaries, 0x20-0x7F constants).
    pub fn from_src_field(raw: u8) -> Reg {
        match raw & 0x7F {
            r @ 0x00..=0x0F => Reg::new(RegFile::Input, u32::from(r)),
            r @ 0x10..=0x1F => Reg::new(RegFile::Temp, u32::from(r - 0x10)),
            r => Reg::new(RegFile::Const, u32::from(r - 0x20)),
        }
    }

    /// The SRC field value of a source register, if it can be a source.
    pub fn src_field(self) -> Option<u8> {
        let i = u8::try_from(self.index).ok()?;
        match self.file {
            RegFile::Input if i < 16 => Some(i),
            RegFile::Temp if i < 16 => Some(0x10 + i),
            RegFile::Const if i < 96 => Some(0x20 + i),
            _ => None,
        }
    }

    /// The register a DST field names (spec, "DST mapping": 0x00-0x0F
    /// outputs, 0x10-0x1F temporaries).
    pub fn from_dst_field(raw: u8) -> Reg {
        match raw & 0x1F {
            r @ 0x00..=0x0F => Reg::new(RegFile::Output, u32::from(r)),
            r => Reg::new(RegFile::Temp, u32::from(r - 0x10)),
        }
    }

    /// The DST field value of a destination register.
    pub fn dst_field(self) -> Option<u8> {
        let i = u8::try_from(self.index).ok()?;
        match self.file {
            RegFile::Output if i < 16 => Some(i),
            RegFile::Temp if i < 16 => Some(0x10 + i),
            _ => None,
        }
    }
}

impl std::fmt::Display for Reg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.file.prefix(), self.index)
    }
}

/// The address register an IDX field selects (spec, "Relative addressing").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum IndexReg {
    A0X,
    A0Y,
    Al,
}

impl IndexReg {
    pub fn from_field(raw: u8) -> Option<IndexReg> {
        match raw & 3 {
            0 => None,
            1 => Some(IndexReg::A0X),
            2 => Some(IndexReg::A0Y),
            _ => Some(IndexReg::Al),
        }
    }

    pub fn field(self) -> u8 {
        match self {
            IndexReg::A0X => 1,
            IndexReg::A0Y => 2,
            IndexReg::Al => 3,
        }
    }

    /// picasso's spelling.
    pub fn name(self) -> &'static str {
        match self {
            IndexReg::A0X => "a0.x",
            IndexReg::A0Y => "a0.y",
            IndexReg::Al => "aL",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_indexed_by_op() {
        for (i, info) in OPS.iter().enumerate() {
            assert_eq!(info.op as usize, i, "{}", info.name);
            assert_eq!(info.name.to_ascii_lowercase(), info.name.to_lowercase());
        }
    }

    #[test]
    fn opcode_map_matches_the_spec_table() {
        // PICA200 spec, "Instructions": the unassigned opcodes.
        for unknown in [0x10, 0x11, 0x14, 0x15, 0x16, 0x17, 0x1C, 0x1D, 0x1E, 0x1F] {
            assert_eq!(Op::from_opcode(unknown), None, "{unknown:#x}");
        }
        assert_eq!(Op::from_opcode(0x2E), Some(Op::Cmp));
        assert_eq!(Op::from_opcode(0x2F), Some(Op::Cmp));
        for o in 0x30..0x38 {
            assert_eq!(Op::from_opcode(o), Some(Op::Madi));
        }
        for o in 0x38..0x40 {
            assert_eq!(Op::from_opcode(o), Some(Op::Mad));
        }
        assert_eq!(Op::from_opcode(0x29), Some(Op::Loop));
        assert_eq!(Op::from_opcode(0x12), Some(Op::Mova));
        let known = (0..64).filter(|&o| Op::from_opcode(o).is_some()).count();
        assert_eq!(known, 64 - 10);
    }

    #[test]
    fn layouts_do_not_overlap_the_opcode_or_each_other() {
        for info in OPS {
            let fmt = info.format;
            let opcode_mask = !0u32 << (32 - fmt.opcode_bits());
            let mut seen = opcode_mask;
            for &(field, lo, width) in fmt.layout() {
                let mask = ((1u64 << width) - 1) as u32;
                assert_eq!(seen & (mask << lo), 0, "{} {field:?}", info.name);
                seen |= mask << lo;
            }
        }
    }

    #[test]
    fn register_fields_round_trip() {
        for raw in 0..0x80u8 {
            assert_eq!(Reg::from_src_field(raw).src_field(), Some(raw));
        }
        for raw in 0..0x20u8 {
            assert_eq!(Reg::from_dst_field(raw).dst_field(), Some(raw));
        }
        assert_eq!(Reg::new(RegFile::Const, 96).src_field(), None);
        assert_eq!(Reg::new(RegFile::Input, 3).dst_field(), None);
    }

    #[test]
    fn reads_follow_the_dest_mask_only_where_the_spec_says() {
        // Spec, "Operand descriptors": ADD o0.xy reads only x/y, DP4 reads all.
        assert_eq!(Op::Add.info().reads.components(0, 0b0011), 0b0011);
        assert_eq!(Op::Dp4.info().reads.components(1, 0b0011), 0b1111);
        assert_eq!(Op::Rcp.info().reads.components(0, 0b1111), 0b0001);
        // DST = {1, a.y*b.y, a.z, b.w}
        assert_eq!(Op::Dst.info().reads.components(0, 0xF), 0b0110);
        assert_eq!(Op::Dst.info().reads.components(1, 0xF), 0b1010);
    }
}
