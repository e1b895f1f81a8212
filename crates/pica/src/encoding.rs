//! Instruction words and operand descriptors: decoding and encoding.
//!
//! [`decode`] splits a word into the fields of its format (the layouts of
//! [`Format::layout`]) and keeps the bits the format does not use, so that
//! [`encode`] gives back exactly the same word: `encode(decode(w)?) == w` for
//! every word whose opcode is assigned.

use crate::isa::{Field, Format, IndexReg, Op, Reg};
use shasm_ir::{CompareOp, FlagCombine, Swizzle};
use thiserror::Error;

/// A word that is not an instruction.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum DecodeError {
    #[error("unknown opcode {opcode:#04x} in word {word:#010x}")]
    UnknownOpcode { opcode: u8, word: u32 },
}

/// A decoded instruction: its operation, the raw value of every field of its
/// format, and the bits its format leaves unused. Fields that the format
/// does not have are zero.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Instruction {
    pub op: Op,
    /// Operand descriptor index (DESC).
    pub desc: u8,
    /// DST register field (arithmetic formats).
    pub dst: u8,
    /// SRC1, SRC2, SRC3 register fields.
    pub src: [u8; 3],
    /// Address register selector of the wide source (IDX_n).
    pub idx: u8,
    /// CMPX, CMPY.
    pub cmp: [u8; 2],
    /// NUM (flow formats).
    pub num: u8,
    /// DST offset in words (flow formats).
    pub target: u16,
    /// CONDOP.
    pub cond_op: u8,
    /// REFX, REFY.
    pub refs: [bool; 2],
    /// Boolean or integer uniform number (format 3).
    pub uniform: u8,
    /// SETEMIT fields.
    pub winding: bool,
    pub prim_emit: bool,
    pub vertex_id: u8,
    /// Bits of the word that no field of the format covers.
    pub unused: u32,
}

impl Instruction {
    /// An instruction with every field zero.
    pub fn new(op: Op) -> Instruction {
        Instruction {
            op,
            ..Instruction::default()
        }
    }

    pub fn format(&self) -> Format {
        self.op.format()
    }

    /// The raw value of a field.
    pub fn field(&self, field: Field) -> u32 {
        match field {
            Field::Desc => self.desc.into(),
            Field::Src1 => self.src[0].into(),
            Field::Src2 => self.src[1].into(),
            Field::Src3 => self.src[2].into(),
            Field::Idx => self.idx.into(),
            Field::Dst => self.dst.into(),
            Field::CmpX => self.cmp[0].into(),
            Field::CmpY => self.cmp[1].into(),
            Field::Num => self.num.into(),
            Field::Target => self.target.into(),
            Field::CondOp => self.cond_op.into(),
            Field::RefY => self.refs[1].into(),
            Field::RefX => self.refs[0].into(),
            Field::Uniform => self.uniform.into(),
            Field::Winding => self.winding.into(),
            Field::PrimEmit => self.prim_emit.into(),
            Field::VertexId => self.vertex_id.into(),
        }
    }

    /// Set a field from a raw value (already reduced to the field's width
    /// by the caller; the widest field has 12 bits).
    pub fn set_field(&mut self, field: Field, value: u32) {
        let byte = value as u8;
        match field {
            Field::Desc => self.desc = byte,
            Field::Src1 => self.src[0] = byte,
            Field::Src2 => self.src[1] = byte,
            Field::Src3 => self.src[2] = byte,
            Field::Idx => self.idx = byte,
            Field::Dst => self.dst = byte,
            Field::CmpX => self.cmp[0] = byte,
            Field::CmpY => self.cmp[1] = byte,
            Field::Num => self.num = byte,
            Field::Target => self.target = value as u16,
            Field::CondOp => self.cond_op = byte,
            Field::RefY => self.refs[1] = value != 0,
            Field::RefX => self.refs[0] = value != 0,
            Field::Uniform => self.uniform = byte,
            Field::Winding => self.winding = value != 0,
            Field::PrimEmit => self.prim_emit = value != 0,
            Field::VertexId => self.vertex_id = byte,
        }
    }

    /// The destination register of an arithmetic instruction.
    pub fn dst_reg(&self) -> Reg {
        Reg::from_dst_field(self.dst)
    }

    /// Source register `n` (0-based).
    pub fn src_reg(&self, n: usize) -> Reg {
        Reg::from_src_field(self.src[n])
    }

    /// The address register applied to the wide source, if any.
    pub fn index_reg(&self) -> Option<IndexReg> {
        IndexReg::from_field(self.idx)
    }

    /// The condition of a format-2 instruction.
    pub fn flag_condition(&self) -> (FlagCombine, [bool; 2]) {
        (FlagCombine::from_bits(self.cond_op.into()), self.refs)
    }

    /// The comparison operators of CMP.
    pub fn compare_ops(&self) -> [CompareOp; 2] {
        [
            CompareOp::from_bits(self.cmp[0].into()),
            CompareOp::from_bits(self.cmp[1].into()),
        ]
    }
}

fn field_mask(width: u32) -> u32 {
    ((1u64 << width) - 1) as u32
}

/// The bits of a word that belong to the opcode of a format.
fn opcode_mask(format: Format) -> u32 {
    !0u32 << (32 - format.opcode_bits())
}

/// Decode one instruction word.
pub fn decode(word: u32) -> Result<Instruction, DecodeError> {
    let opcode6 = word >> 26;
    let op = Op::from_opcode(opcode6).ok_or(DecodeError::UnknownOpcode {
        opcode: opcode6 as u8,
        word,
    })?;
    let format = op.format();
    let mut inst = Instruction::new(op);
    let mut covered = opcode_mask(format);
    for &(field, lo, width) in format.layout() {
        let mask = field_mask(width);
        inst.set_field(field, (word >> lo) & mask);
        covered |= mask << lo;
    }
    inst.unused = word & !covered;
    Ok(inst)
}

/// Encode an instruction. Field values wider than their field are cut to
/// the field's width; the unused bits are kept as given (outside the fields).
pub fn encode(inst: &Instruction) -> u32 {
    let info = inst.op.info();
    let format = info.format;
    let bits = format.opcode_bits();
    let mut word = (u32::from(info.opcode) >> (6 - bits)) << (32 - bits);
    let mut covered = opcode_mask(format);
    for &(field, lo, width) in format.layout() {
        let mask = field_mask(width);
        word |= (inst.field(field) & mask) << lo;
        covered |= mask << lo;
    }
    word | (inst.unused & !covered)
}

/// An operand descriptor (spec, "Operand descriptors"): the destination
/// component mask and, for each of three sources, a negation bit and a
/// component selector.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct OperandDescriptor(pub u32);

impl OperandDescriptor {
    /// Bits 0..=30 are defined; bit 31 is unused.
    pub const DEFINED_BITS: u32 = 0x7FFF_FFFF;

    /// Build a descriptor from a destination mask (bit 0 = x, as in the IR)
    /// and the three sources' negation and swizzle.
    pub fn new(dest_mask: u8, srcs: [(bool, Swizzle); 3]) -> OperandDescriptor {
        let mut d = OperandDescriptor(u32::from(reverse_mask(dest_mask)));
        for (i, (neg, sw)) in srcs.into_iter().enumerate() {
            d = d.with_src(i, neg, sw);
        }
        d
    }

    /// The destination mask with bit 0 = x (the raw field has bit 3 = x).
    pub fn dest_mask(self) -> u8 {
        reverse_mask((self.0 & 0xF) as u8)
    }

    /// Bit offset of source `src`'s negation bit (its selector follows).
    fn src_shift(src: usize) -> u32 {
        4 + 9 * src as u32
    }

    pub fn negate(self, src: usize) -> bool {
        (self.0 >> Self::src_shift(src)) & 1 != 0
    }

    /// The raw 8-bit component selector of a source.
    pub fn selector(self, src: usize) -> u8 {
        (self.0 >> (Self::src_shift(src) + 1)) as u8
    }

    pub fn swizzle(self, src: usize) -> Swizzle {
        swizzle_from_selector(self.selector(src))
    }

    /// A copy with source `src`'s negation and swizzle replaced.
    pub fn with_src(self, src: usize, negate: bool, swizzle: Swizzle) -> OperandDescriptor {
        let shift = Self::src_shift(src);
        let bits = u32::from(negate) | (u32::from(selector_from_swizzle(swizzle)) << 1);
        OperandDescriptor((self.0 & !(0x1FF << shift)) | (bits << shift))
    }

    /// The descriptor bits that hold source `src` (negation + selector).
    pub fn src_bits(src: usize) -> u32 {
        0x1FF << Self::src_shift(src)
    }

    /// The descriptor bits of the selector lanes in `lanes` (bit 0 = lane 0)
    /// of source `src`.
    pub fn lane_bits(src: usize, lanes: u8) -> u32 {
        let mut bits = 0u32;
        for lane in 0..4 {
            if lanes & (1 << lane) != 0 {
                bits |= 3 << (6 - 2 * lane);
            }
        }
        bits << (Self::src_shift(src) + 1)
    }

    /// The descriptor bits of the destination mask.
    pub const DEST_BITS: u32 = 0xF;
}

/// Reverse the four low bits (x-first ↔ x-last).
pub fn reverse_mask(mask: u8) -> u8 {
    ((mask & 1) << 3) | ((mask & 2) << 1) | ((mask & 4) >> 1) | ((mask & 8) >> 3)
}

/// Component selector → swizzle: component 0 in bits 6-7 (spec, "Component
/// selector": 0x1B is `.xyzw`).
pub fn swizzle_from_selector(sel: u8) -> Swizzle {
    Swizzle([(sel >> 6) & 3, (sel >> 4) & 3, (sel >> 2) & 3, sel & 3])
}

pub fn selector_from_swizzle(sw: Swizzle) -> u8 {
    let [a, b, c, d] = sw.0;
    ((a & 3) << 6) | ((b & 3) << 4) | ((c & 3) << 2) | (d & 3)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn selector_examples_from_the_spec() {
        // "component selector 0x1B is equivalent to .xyzw, while 0x55 is .yyyy"
        assert_eq!(swizzle_from_selector(0x1B), Swizzle::IDENTITY);
        assert_eq!(swizzle_from_selector(0x55), Swizzle::replicate(1));
        assert_eq!(selector_from_swizzle(Swizzle::IDENTITY), 0x1B);
    }

    #[test]
    fn descriptor_fields() {
        let d = OperandDescriptor::new(
            0b0001,
            [
                (true, Swizzle::IDENTITY),
                (false, Swizzle::replicate(1)),
                (false, Swizzle::IDENTITY),
            ],
        );
        // Bit 3 = x in the raw mask.
        assert_eq!(d.0 & 0xF, 0b1000);
        assert_eq!(d.dest_mask(), 0b0001);
        assert!(d.negate(0));
        assert_eq!(d.selector(0), 0x1B);
        assert_eq!(d.selector(1), 0x55);
        assert_eq!(d.swizzle(2), Swizzle::IDENTITY);
        assert_eq!(d.0 >> 31, 0);
    }

    #[test]
    fn known_words_decode() {
        // MOV (opcode 0x13) r0 with descriptor 1.
        let w = 0x4E00_0000u32 | (0x10 << 21) | 0x01;
        let i = decode(w).unwrap();
        assert_eq!(i.op, Op::Mov);
        assert_eq!(i.dst_reg().to_string(), "r0");
        assert_eq!(i.desc, 1);
        // CMP: CMPX in bits 24-26 extends into the 6-bit opcode space.
        let cmp = (0x17 << 27) | (5 << 24) | (2 << 21);
        let i = decode(cmp).unwrap();
        assert_eq!(i.op, Op::Cmp);
        assert_eq!(i.cmp, [5, 2]);
        // MAD: DST in bits 24-28.
        let mad = (7 << 29) | (0x1F << 24) | (0x7F << 10);
        let i = decode(mad).unwrap();
        assert_eq!(i.op, Op::Mad);
        assert_eq!(i.dst, 0x1F);
        assert_eq!(i.src[1], 0x7F);
        assert_eq!(
            decode(0x10 << 26),
            Err(DecodeError::UnknownOpcode {
                opcode: 0x10,
                word: 0x10 << 26
            })
        );
    }

    #[test]
    fn unused_bits_are_kept() {
        // NOP with garbage in the low bits, MOV with a SRC2 field it ignores.
        for w in [(0x21u32 << 26) | 0x1234, (0x13u32 << 26) | (0x1F << 7)] {
            let i = decode(w).unwrap();
            assert_ne!(i.unused, 0);
            assert_eq!(encode(&i), w);
        }
    }

    #[test]
    fn every_opcode_round_trips_extreme_words() {
        for opcode in 0u32..64 {
            for low in [0u32, 0x03FF_FFFF, 0x0155_5555, 0x02AA_AAAA, 1, 0x0200_0000] {
                let w = (opcode << 26) | low;
                match decode(w) {
                    Ok(i) => assert_eq!(encode(&i), w, "{w:#010x}"),
                    Err(DecodeError::UnknownOpcode { opcode: o, .. }) => {
                        assert_eq!(u32::from(o), opcode);
                        assert!(Op::from_opcode(opcode).is_none());
                    }
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(20_000))]
        #[test]
        fn decode_encode_is_identity(w in any::<u32>()) {
            match decode(w) {
                Ok(i) => prop_assert_eq!(encode(&i), w),
                Err(DecodeError::UnknownOpcode { opcode, .. }) => {
                    prop_assert!(Op::from_opcode(u32::from(opcode)).is_none())
                }
            }
        }

        #[test]
        fn descriptor_accessors_round_trip(d in 0u32..0x8000_0000) {
            let od = OperandDescriptor(d);
            let rebuilt = OperandDescriptor::new(
                od.dest_mask(),
                [0, 1, 2].map(|s| (od.negate(s), od.swizzle(s))),
            );
            prop_assert_eq!(rebuilt, od);
        }
    }

    /// Every one of the 2^32 words (run with `cargo test --release -- --ignored`).
    #[test]
    #[ignore]
    fn decode_encode_is_identity_on_all_words() {
        for w in 0..=u32::MAX {
            if let Ok(i) = decode(w) {
                assert_eq!(encode(&i), w, "{w:#010x}");
            }
        }
    }
}
