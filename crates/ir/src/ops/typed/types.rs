//! How the words of a typed op's operands and results are read: the type
//! of each operand and of the result, the components tgsi.rst defines,
//! source modifiers in the operand's type, and 64-bit values as component
//! pairs.

use crate::Opcode;

/// How the words of an operand or a result are read.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum WordType {
    /// IEEE binary32, one per component.
    F32,
    /// Two's-complement 32-bit integer.
    I32,
    /// Unsigned 32-bit integer.
    U32,
    /// IEEE binary64 in a component pair (`.xy`, `.zw`), low word first.
    F64,
    /// Two's-complement 64-bit integer in a component pair.
    I64,
    /// Unsigned 64-bit integer in a component pair.
    U64,
}

impl WordType {
    /// Whether a value takes a pair of components.
    pub fn is_wide(self) -> bool {
        matches!(self, WordType::F64 | WordType::I64 | WordType::U64)
    }

    /// Whether `|x|` applies (float types only, tgsi.rst Modifiers).
    pub fn takes_abs(self) -> bool {
        matches!(self, WordType::F32 | WordType::F64)
    }

    /// The name used in documentation (`f32`, `u64`, ...).
    pub fn name(self) -> &'static str {
        match self {
            WordType::F32 => "f32",
            WordType::I32 => "i32",
            WordType::U32 => "u32",
            WordType::F64 => "f64",
            WordType::I64 => "i64",
            WordType::U64 => "u64",
        }
    }
}

/// The type source operand `k` is read in.
pub fn operand_type(op: Opcode, k: usize) -> WordType {
    use Opcode::*;
    use WordType::*;
    match op {
        Fseq | Fsne | Fslt | Fsge | Fma | Sqrt | F2d | F2u64 | F2i64 => F32,
        // INTERP_SAMPLE's sample number is an integer, INTERP_OFFSET's
        // offset a pair of floats (tgsi.rst, Interpolation ISA).
        InterpSample if k == 1 => I32,
        InterpCentroid | InterpSample | InterpOffset => F32,
        Umsb | Lsb | Popc | U2d | U2i64 => U32,
        Imsb | I2d | I2i64 => I32,
        // The exponent of DLDEXP and the counts of the 64-bit shifts are
        // 32-bit integers (tgsi.rst: "The second source is an integer",
        // "masked with 0x3f").
        Dldexp if k == 1 => I32,
        U64shl | I64shr | U64shr if k == 1 => U32,
        Dadd | Dmul | Dmad | Dfma | Ddiv | Dsqrt | Drsq | Drcp | Dmin | Dmax | Dseq | Dsne
        | Dslt | Dsge | Dabs | Dneg | Dfrac | Dldexp | Dfracexp | D2f | D2i | D2u | Dtrunc
        | Dceil | Dflr | Dround | Dssg | D2u64 | D2i64 => F64,
        I64abs | I64neg | I64ssg | I64slt | I64sge | I64min | I64max | I64shr | I64div | I64mod
        | I642f | I642d => I64,
        _ => U64,
    }
}

/// The type of the result words.
pub fn result_type(op: Opcode) -> WordType {
    use Opcode::*;
    use WordType::*;
    match op {
        Fma | Sqrt | D2f | I642f | U642f | InterpCentroid | InterpSample | InterpOffset => F32,
        Fseq | Fsne | Fslt | Fsge | Dseq | Dsne | Dslt | Dsge | U64seq | U64sne | U64slt
        | U64sge | I64slt | I64sge | Umsb | Imsb | Lsb | Popc | D2u => U32,
        D2i => I32,
        F2d | I2d | U2d | Dadd | Dmul | Dmad | Dfma | Ddiv | Dsqrt | Drsq | Drcp | Dmin | Dmax
        | Dabs | Dneg | Dfrac | Dldexp | Dfracexp | Dtrunc | Dceil | Dflr | Dround | Dssg
        | U642d | I642d => F64,
        I64abs | I64neg | I64ssg | I64min | I64max | I64shr | I64div | I64mod | F2i64 | I2i64
        | U2i64 | D2i64 => I64,
        _ => U64,
    }
}

/// The type of the second destination's words ([`crate::Instruction::dst2`]),
/// for the op that has one: DFRACEXP's exponent is a 32-bit integer.
pub fn result2_type(op: Opcode) -> Option<WordType> {
    op.has_dst2().then_some(WordType::I32)
}

/// The components of the result tgsi.rst defines, as a write mask (bit 0
/// = x): the 64-bit comparisons write `.x` and `.z`, the conversions to
/// 32 bits `.x` and `.y`, everything else all four.
pub fn defined(op: Opcode) -> u8 {
    use Opcode::*;
    match op {
        Dseq | Dsne | Dslt | Dsge | U64seq | U64sne | U64slt | U64sge | I64slt | I64sge => 0b0101,
        D2f | D2i | D2u | I642f | U642f => 0b0011,
        _ => 0b1111,
    }
}

/// Apply an operand's `|x|` and negation in its type, to the swizzled
/// words `w`.
pub fn modify(ty: WordType, w: [u32; 4], abs: bool, negate: bool) -> [u32; 4] {
    const SIGN: u32 = 0x8000_0000;
    let mut w = w;
    match ty {
        WordType::F32 => {
            for x in &mut w {
                if abs {
                    *x &= !SIGN;
                }
                if negate {
                    *x ^= SIGN;
                }
            }
        }
        WordType::F64 => {
            // The sign of a double is bit 63: bit 31 of its high word.
            for hi in [1, 3] {
                if abs {
                    w[hi] &= !SIGN;
                }
                if negate {
                    w[hi] ^= SIGN;
                }
            }
        }
        WordType::I32 | WordType::U32 => {
            if negate {
                w = w.map(u32::wrapping_neg);
            }
        }
        WordType::I64 | WordType::U64 => {
            if negate {
                let [a, b] = pairs(w).map(u64::wrapping_neg);
                w = unpairs(a, b);
            }
        }
    }
    w
}

/// The two 64-bit values of a vector: `.xy` and `.zw`, low word first.
pub fn pairs(w: [u32; 4]) -> [u64; 2] {
    [
        u64::from(w[0]) | u64::from(w[1]) << 32,
        u64::from(w[2]) | u64::from(w[3]) << 32,
    ]
}

/// The words of two 64-bit values.
pub fn unpairs(a: u64, b: u64) -> [u32; 4] {
    [a as u32, (a >> 32) as u32, b as u32, (b >> 32) as u32]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::typed::is_typed;

    fn d(x: f64) -> [u32; 4] {
        unpairs(x.to_bits(), x.to_bits())
    }

    #[test]
    fn double_modifiers_touch_the_high_word() {
        let w = d(2.0);
        assert_eq!(modify(WordType::F64, w, false, true), d(-2.0));
        assert_eq!(modify(WordType::F64, d(-2.0), true, false), d(2.0));
        // A 64-bit negation borrows across the words.
        assert_eq!(
            modify(WordType::I64, [1, 0, 0, 0], false, true),
            [!0, !0, 0, 0]
        );
    }

    #[test]
    fn every_typed_op_has_types() {
        for info in crate::OP_TABLE.iter().filter(|i| is_typed(i.opcode)) {
            let wide_out = result_type(info.opcode).is_wide();
            let m = defined(info.opcode);
            // Narrowing results leave the pair layout: x and y, or x and z.
            assert!(wide_out == (m == 0b1111) || !wide_out, "{}", info.name);
        }
    }
}
