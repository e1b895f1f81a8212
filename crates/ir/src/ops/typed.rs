//! # TGSI's typed ops: words in their own types
//!
//! The ops of Mesa's current TGSI dialect that read their operands in a
//! type of their own rather than as floats of the program's numeric model
//! (docs/gallium/tgsi.rst): the float comparisons that write integer masks
//! (FSEQ, FSNE, FSLT, FSGE), the fused multiply-add FMA, the bit counts
//! (UMSB, IMSB, LSB, POPC), the Double ISA and the 64-bit Integer ISA.
//!
//! A 64-bit value occupies a pair of components, the low word first: `.xy`
//! holds one value (x the low 32 bits, y the high ones) and `.zw` another
//! (tgsi.rst, "Double ISA": "reinterpret four-component vectors into
//! two-component vectors with doubled precision in each component"). Every
//! op computes in IEEE binary32 / binary64 or in two's-complement integers,
//! independent of [`crate::Semantics`]: these ops exist only in TGSI, whose
//! model is IEEE.
//!
//! Source modifiers act in the operand's type ([`modify`]): on a float the
//! sign bit of each value (for a double, bit 31 of the high word: y and w),
//! on an integer two's-complement negation (tgsi.rst, Modifiers: "For
//! inputs which have signed or unsigned type only the negate modifier is
//! supported"; the parser refuses `|x|` on them).
//!
//! [`defined`] lists the result components tgsi.rst defines; the others are
//! not written (shasm's choice: tgsi.rst leaves `D2F`'s `.zw` and the
//! comparisons' `.yw` open).

use crate::Opcode;
use crate::ops::int64::{self, Int64Op};
use crate::ops::{EmitInt, Ieee, Scalar};

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

/// Whether `op` is one of this module's ops ([`crate::Shape::Typed`]).
pub fn is_typed(op: Opcode) -> bool {
    op.shape() == crate::Shape::Typed
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

fn doubles(w: [u32; 4]) -> [f64; 2] {
    pairs(w).map(f64::from_bits)
}

fn from_doubles(a: f64, b: f64) -> [u32; 4] {
    unpairs(a.to_bits(), b.to_bits())
}

const TRUE: u32 = !0;

fn mask(b: bool) -> u32 {
    if b { TRUE } else { 0 }
}

/// A float to an integer type, truncating; NaN gives 0 and values out of
/// range the nearest representable one (shasm's choice: tgsi.rst leaves
/// them undefined; Rust's saturating `as` conversion).
fn d2i(x: f64) -> u32 {
    (x as i32) as u32
}

fn d2u(x: f64) -> u32 {
    x as u32
}

/// The typed ops on 32-bit words, composed over [`EmitInt`] ([`compose`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum WordOp {
    Fseq,
    Fsne,
    Fslt,
    Fsge,
    Fma,
    Sqrt,
    Umsb,
    Imsb,
    Lsb,
    Popc,
    /// INTERP_CENTROID, INTERP_SAMPLE, INTERP_OFFSET: the input's value
    /// (one sample per fragment at the pixel centre).
    Interp,
}

/// The Double ISA ops (binary64 in component pairs, and the conversions
/// between binary64 and the other types), computed by [`compute_double`]:
/// not over an emitter yet ([`EmitInt`] has no binary64 values).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DoubleOp {
    Dadd,
    Dmul,
    Dmad,
    Dfma,
    Ddiv,
    Dsqrt,
    Drsq,
    Drcp,
    Dmin,
    Dmax,
    Dseq,
    Dsne,
    Dslt,
    Dsge,
    Dabs,
    Dneg,
    Dfrac,
    Dldexp,
    Dfracexp,
    F2d,
    D2f,
    I2d,
    D2i,
    U2d,
    D2u,
    Dtrunc,
    Dceil,
    Dflr,
    Dround,
    Dssg,
    D2u64,
    D2i64,
    U642d,
    I642d,
}

/// A typed op: the closed set [`compute`] matches exhaustively.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypedOp {
    Word(WordOp),
    /// The 64-bit Integer ISA, composed over [`EmitInt`] on word pairs
    /// ([`int64::compose`]).
    Int64(Int64Op),
    Double(DoubleOp),
}

/// The opcode is not one of TGSI's typed ops.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a typed op")]
pub struct NotTypedOp(pub Opcode);

impl TryFrom<Opcode> for TypedOp {
    type Error = NotTypedOp;
    fn try_from(op: Opcode) -> Result<TypedOp, NotTypedOp> {
        Ok(match op {
            Opcode::Fseq => TypedOp::Word(WordOp::Fseq),
            Opcode::Fsne => TypedOp::Word(WordOp::Fsne),
            Opcode::Fslt => TypedOp::Word(WordOp::Fslt),
            Opcode::Fsge => TypedOp::Word(WordOp::Fsge),
            Opcode::Fma => TypedOp::Word(WordOp::Fma),
            Opcode::Sqrt => TypedOp::Word(WordOp::Sqrt),
            Opcode::Umsb => TypedOp::Word(WordOp::Umsb),
            Opcode::Imsb => TypedOp::Word(WordOp::Imsb),
            Opcode::Lsb => TypedOp::Word(WordOp::Lsb),
            Opcode::Popc => TypedOp::Word(WordOp::Popc),
            Opcode::InterpCentroid | Opcode::InterpSample | Opcode::InterpOffset => {
                TypedOp::Word(WordOp::Interp)
            }
            Opcode::Dadd => TypedOp::Double(DoubleOp::Dadd),
            Opcode::Dmul => TypedOp::Double(DoubleOp::Dmul),
            Opcode::Dmad => TypedOp::Double(DoubleOp::Dmad),
            Opcode::Dfma => TypedOp::Double(DoubleOp::Dfma),
            Opcode::Ddiv => TypedOp::Double(DoubleOp::Ddiv),
            Opcode::Dsqrt => TypedOp::Double(DoubleOp::Dsqrt),
            Opcode::Drsq => TypedOp::Double(DoubleOp::Drsq),
            Opcode::Drcp => TypedOp::Double(DoubleOp::Drcp),
            Opcode::Dmin => TypedOp::Double(DoubleOp::Dmin),
            Opcode::Dmax => TypedOp::Double(DoubleOp::Dmax),
            Opcode::Dseq => TypedOp::Double(DoubleOp::Dseq),
            Opcode::Dsne => TypedOp::Double(DoubleOp::Dsne),
            Opcode::Dslt => TypedOp::Double(DoubleOp::Dslt),
            Opcode::Dsge => TypedOp::Double(DoubleOp::Dsge),
            Opcode::Dabs => TypedOp::Double(DoubleOp::Dabs),
            Opcode::Dneg => TypedOp::Double(DoubleOp::Dneg),
            Opcode::Dfrac => TypedOp::Double(DoubleOp::Dfrac),
            Opcode::Dldexp => TypedOp::Double(DoubleOp::Dldexp),
            Opcode::Dfracexp => TypedOp::Double(DoubleOp::Dfracexp),
            Opcode::F2d => TypedOp::Double(DoubleOp::F2d),
            Opcode::D2f => TypedOp::Double(DoubleOp::D2f),
            Opcode::I2d => TypedOp::Double(DoubleOp::I2d),
            Opcode::D2i => TypedOp::Double(DoubleOp::D2i),
            Opcode::U2d => TypedOp::Double(DoubleOp::U2d),
            Opcode::D2u => TypedOp::Double(DoubleOp::D2u),
            Opcode::Dtrunc => TypedOp::Double(DoubleOp::Dtrunc),
            Opcode::Dceil => TypedOp::Double(DoubleOp::Dceil),
            Opcode::Dflr => TypedOp::Double(DoubleOp::Dflr),
            Opcode::Dround => TypedOp::Double(DoubleOp::Dround),
            Opcode::Dssg => TypedOp::Double(DoubleOp::Dssg),
            Opcode::U64add => TypedOp::Int64(Int64Op::U64add),
            Opcode::U64mul => TypedOp::Int64(Int64Op::U64mul),
            Opcode::I64abs => TypedOp::Int64(Int64Op::I64abs),
            Opcode::I64neg => TypedOp::Int64(Int64Op::I64neg),
            Opcode::I64ssg => TypedOp::Int64(Int64Op::I64ssg),
            Opcode::U64seq => TypedOp::Int64(Int64Op::U64seq),
            Opcode::U64sne => TypedOp::Int64(Int64Op::U64sne),
            Opcode::U64slt => TypedOp::Int64(Int64Op::U64slt),
            Opcode::U64sge => TypedOp::Int64(Int64Op::U64sge),
            Opcode::I64slt => TypedOp::Int64(Int64Op::I64slt),
            Opcode::I64sge => TypedOp::Int64(Int64Op::I64sge),
            Opcode::I64min => TypedOp::Int64(Int64Op::I64min),
            Opcode::U64min => TypedOp::Int64(Int64Op::U64min),
            Opcode::I64max => TypedOp::Int64(Int64Op::I64max),
            Opcode::U64max => TypedOp::Int64(Int64Op::U64max),
            Opcode::U64shl => TypedOp::Int64(Int64Op::U64shl),
            Opcode::I64shr => TypedOp::Int64(Int64Op::I64shr),
            Opcode::U64shr => TypedOp::Int64(Int64Op::U64shr),
            Opcode::I64div => TypedOp::Int64(Int64Op::I64div),
            Opcode::U64div => TypedOp::Int64(Int64Op::U64div),
            Opcode::I64mod => TypedOp::Int64(Int64Op::I64mod),
            Opcode::U64mod => TypedOp::Int64(Int64Op::U64mod),
            Opcode::F2u64 => TypedOp::Int64(Int64Op::F2u64),
            Opcode::F2i64 => TypedOp::Int64(Int64Op::F2i64),
            Opcode::U2i64 => TypedOp::Int64(Int64Op::U2i64),
            Opcode::I2i64 => TypedOp::Int64(Int64Op::I2i64),
            Opcode::D2u64 => TypedOp::Double(DoubleOp::D2u64),
            Opcode::D2i64 => TypedOp::Double(DoubleOp::D2i64),
            Opcode::U642f => TypedOp::Int64(Int64Op::U642f),
            Opcode::I642f => TypedOp::Int64(Int64Op::I642f),
            Opcode::U642d => TypedOp::Double(DoubleOp::U642d),
            Opcode::I642d => TypedOp::Double(DoubleOp::I642d),
            _ => return Err(NotTypedOp(op)),
        })
    }
}

/// One typed op on 32-bit words over an emitter, all four components
/// (operands after [`modify`]).
pub fn compose<E: EmitInt>(e: &mut E, op: WordOp, src: [[E::I; 4]; 3]) -> [E::I; 4] {
    let [a, b, c] = src;
    let t = e.int(TRUE);
    let f = e.int(0);
    let float = |e: &mut E, w: E::I| e.bits_to_float(w);
    let mask_of = |e: &mut E, g: fn(&mut E, E::F, E::F) -> E::B| -> [E::I; 4] {
        std::array::from_fn(|i| {
            let x = float(e, a[i]);
            let y = float(e, b[i]);
            let holds = g(e, x, y);
            e.select_int(holds, t, f)
        })
    };
    match op {
        // tgsi.rst FSEQ/FSGE/FSLT are ordered (NaN compares false), FSNE
        // unordered (NaN compares true): IEEE's compares.
        WordOp::Fseq => mask_of(e, |e, x, y| e.eq(x, y)),
        WordOp::Fsne => mask_of(e, |e, x, y| e.ne(x, y)),
        WordOp::Fslt => mask_of(e, |e, x, y| e.lt(x, y)),
        WordOp::Fsge => mask_of(e, |e, x, y| e.ge(x, y)),
        // tgsi.rst FMA: "no intermediate rounding step".
        WordOp::Fma => std::array::from_fn(|i| {
            let x = float(e, a[i]);
            let y = float(e, b[i]);
            let z = float(e, c[i]);
            let r = e.fma32(x, y, z);
            e.float_to_bits(r)
        }),
        // tgsi.rst SQRT: `dst = sqrt(src.x)` in every component.
        WordOp::Sqrt => {
            let x = float(e, a[0]);
            let r = e.sqrt32(x);
            [e.float_to_bits(r); 4]
        }
        WordOp::Umsb => a.map(|x| umsb(e, x)),
        // IMSB: the highest bit that differs from the sign bit.
        WordOp::Imsb => a.map(|x| {
            let zero = e.int(0);
            let n = e.ilt(x, zero);
            let ones = e.int(TRUE);
            let inv = e.ixor(x, ones);
            let y = e.select_int(n, inv, x);
            umsb(e, y)
        }),
        // LSB: the trailing zeros are the set bits of `!x & (x - 1)`; -1
        // for 0.
        WordOp::Lsb => a.map(|x| {
            let zero = e.int(0);
            let one = e.int(1);
            let ones = e.int(TRUE);
            let below = e.isub(x, one);
            let inv = e.ixor(x, ones);
            let tz = e.iand(inv, below);
            let n = e.popcount(tz);
            let none = e.ieq(x, zero);
            e.select_int(none, ones, n)
        }),
        WordOp::Popc => a.map(|x| e.popcount(x)),
        WordOp::Interp => a,
    }
}

/// `floor(log2 x)`, or -1 for 0 (UMSB, SM5 FIRSTBIT_HI): `31 - clz(x)`,
/// which is -1 exactly when `clz` is 32.
fn umsb<E: EmitInt>(e: &mut E, x: E::I) -> E::I {
    let c31 = e.int(31);
    let z = e.clz(x);
    e.isub(c31, z)
}

/// Evaluate a typed op on its operands' words, after [`modify`] (absent
/// operands are zero). Returns all four components; only those in
/// [`defined`] are meaningful.
pub fn compute(op: TypedOp, src: [[u32; 4]; 3]) -> [u32; 4] {
    match op {
        TypedOp::Word(w) => compose(&mut Scalar::<Ieee>::new(), w, src),
        TypedOp::Int64(w) => int64::compose(&mut Scalar::<Ieee>::new(), w, src),
        TypedOp::Double(w) => compute_double(w, src),
    }
}

/// A Double ISA op on its operands' words.
pub fn compute_double(op: DoubleOp, src: [[u32; 4]; 3]) -> [u32; 4] {
    use DoubleOp::*;
    let [a, b, c] = src;
    let f = |w: u32| f32::from_bits(w);
    let [da, db] = doubles(a);
    let [ea, eb] = doubles(b);
    let [ca, cb] = doubles(c);
    let [ia, ib] = pairs(a);
    let dd = |g: &dyn Fn(f64, f64, f64) -> f64| from_doubles(g(da, ea, ca), g(db, eb, cb));
    let dcmp = |g: &dyn Fn(f64, f64) -> bool| [mask(g(da, ea)), 0, mask(g(db, eb)), 0];
    let signed = |x: u64| x as i64;
    match op {
        Dadd => dd(&|x, y, _| x + y),
        Dmul => dd(&|x, y, _| x * y),
        // DMAD rounds the product (tgsi.rst leaves the choice open for MAD;
        // DFMA is the fused one).
        Dmad => dd(&|x, y, z| x * y + z),
        Dfma => dd(&|x, y, z| x.mul_add(y, z)),
        Ddiv => dd(&|x, y, _| x / y),
        Dsqrt => dd(&|x, _, _| x.sqrt()),
        Drsq => dd(&|x, _, _| 1.0 / x.sqrt()),
        Drcp => dd(&|x, _, _| 1.0 / x),
        // A NaN operand gives the other one, as TGSI's MIN and MAX do.
        Dmin => dd(&|x, y, _| x.min(y)),
        Dmax => dd(&|x, y, _| x.max(y)),
        Dabs => dd(&|x, _, _| x.abs()),
        Dneg => dd(&|x, _, _| -x),
        Dfrac => dd(&|x, _, _| x - x.floor()),
        Dtrunc => dd(&|x, _, _| x.trunc()),
        Dceil => dd(&|x, _, _| x.ceil()),
        Dflr => dd(&|x, _, _| x.floor()),
        // Ties to even, as ROUND.
        Dround => dd(&|x, _, _| x.round_ties_even()),
        Dssg => dd(&|x, _, _| {
            if x > 0.0 {
                1.0
            } else if x < 0.0 {
                -1.0
            } else {
                0.0
            }
        }),
        // DFRACEXP: the significand of src.xy in both pairs (see [`compute2`]).
        Dfracexp => {
            let (m, _) = frexp(da);
            from_doubles(m, m)
        }
        // DLDEXP: dst.xy = src0.xy * 2^src1.x, dst.zw = src0.zw * 2^src1.z.
        Dldexp => from_doubles(ldexp(da, b[0] as i32), ldexp(db, b[2] as i32)),
        Dseq => dcmp(&|x, y| x == y),
        Dsne => dcmp(&|x, y| x != y),
        Dslt => dcmp(&|x, y| x < y),
        Dsge => dcmp(&|x, y| x >= y),
        F2d => from_doubles(f64::from(f(a[0])), f64::from(f(a[1]))),
        I2d => from_doubles(f64::from(a[0] as i32), f64::from(a[1] as i32)),
        U2d => from_doubles(f64::from(a[0]), f64::from(a[1])),
        D2f => [(da as f32).to_bits(), (db as f32).to_bits(), 0, 0],
        D2i => [d2i(da), d2i(db), 0, 0],
        D2u => [d2u(da), d2u(db), 0, 0],

        // Out of range and NaN: saturated and 0 (shasm's choice, as D2I).
        D2i64 => unpairs(da as i64 as u64, db as i64 as u64),
        D2u64 => unpairs(da as u64, db as u64),
        // Rounded to nearest, ties to even (Rust's `as`).
        I642d => from_doubles(signed(ia) as f64, signed(ib) as f64),
        U642d => from_doubles(ia as f64, ib as f64),
    }
}

/// The words of the second destination of an op that has one
/// ([`result2_type`]), from the same modified operands as [`compute`];
/// `None` for every other op.
///
/// DFRACEXP splits the double in `src.xy` as C's `frexp` does: `dst0`
/// gets the significand ([`compute`]), every component of `dst1` the
/// exponent. This is the order and the reading of Mesa's implementations
/// (tgsi_exec.c `exec_dfracexp`, radeonsi's `dfracexp_emit`, and
/// st_glsl_to_tgsi, which emits `frexp`'s significand to `Dst[0]` and its
/// exponent to `Dst[1]`, swizzling the double to convert into `.xy`);
/// tgsi.rst's prose names the two destinations the other way round and
/// reads `src.zw` for `.zw`, which no implementation does.
pub fn compute2(op: Opcode, src: [[u32; 4]; 3]) -> Option<[u32; 4]> {
    match op {
        Opcode::Dfracexp => {
            let [da, _] = doubles(src[0]);
            let (_, e) = frexp(da);
            Some([e as u32; 4])
        }
        _ => None,
    }
}

/// C's `frexp`: `x = m * 2^e` with `|m|` in [0.5, 1) and `m` of `x`'s
/// sign (C11 7.12.6.4). Zero gives `(x, 0)` (the zero keeps its sign);
/// infinity and NaN give `(x, 0)`, as glibc's `frexp` does (C leaves the
/// exponent unspecified).
pub fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    // A denormal is scaled by 2^54 (exact) so that its exponent field says
    // where its leading bit is.
    let (x, bias) = if x.is_subnormal() {
        (x * f64::from_bits((1023 + 54) << 52), 54)
    } else {
        (x, 0)
    };
    let bits = x.to_bits();
    let field = ((bits >> 52) & 0x7FF) as i32;
    // Biased exponent 1022 is 2^-1: a significand in [0.5, 1).
    let m = f64::from_bits((bits & !(0x7FF << 52)) | (1022 << 52));
    (m, field - 1022 - bias)
}

/// `x * 2^e`, exact unless the result overflows or is denormal (then
/// rounded once, as C's `ldexp`).
fn ldexp(x: f64, e: i32) -> f64 {
    // Scale in steps that are exact powers of two; three steps of at most
    // 2^1000 cover every exponent that does not overflow or vanish anyway.
    let e = e.clamp(-3000, 3000);
    let mut r = x;
    let mut left = e;
    while left != 0 {
        let step = left.clamp(-1000, 1000);
        r *= f64::from_bits(((1023 + step) as u64) << 52);
        left -= step;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn op(o: Opcode) -> TypedOp {
        TypedOp::try_from(o).expect("a typed op")
    }

    fn d(x: f64) -> [u32; 4] {
        from_doubles(x, x)
    }

    #[test]
    fn frexp_splits_as_c_does() {
        // C11 7.12.6.4: x = m * 2^e, 0.5 <= |m| < 1, m of x's sign.
        assert_eq!(frexp(8.0), (0.5, 4));
        assert_eq!(frexp(1.0), (0.5, 1));
        assert_eq!(frexp(-3.0), (-0.75, 2));
        assert_eq!(frexp(0.375), (0.75, -1));
        // The smallest denormal is 2^-1074 = 0.5 * 2^-1073.
        assert_eq!(frexp(f64::from_bits(1)), (0.5, -1073));
        // The largest double is (1 - 2^-53) * 2^1024.
        assert_eq!(frexp(f64::MAX), (1.0 - f64::EPSILON / 2.0, 1024));
        let (m, e) = frexp(-0.0);
        assert_eq!((m.to_bits(), e), ((-0.0f64).to_bits(), 0));
        assert_eq!(frexp(f64::NEG_INFINITY), (f64::NEG_INFINITY, 0));
        let (m, e) = frexp(f64::NAN);
        assert!(m.is_nan() && e == 0);
    }

    #[test]
    fn dfracexp_reads_the_first_double() {
        // -3.0 in .xy, 8.0 in .zw: both destinations come from .xy.
        let src = [from_doubles(-3.0, 8.0), [0; 4], [0; 4]];
        assert_eq!(
            compute(TypedOp::try_from(Opcode::Dfracexp).unwrap(), src),
            d(-0.75)
        );
        assert_eq!(compute2(Opcode::Dfracexp, src), Some([2; 4]));
        assert_eq!(compute2(Opcode::Dadd, src), None);
    }

    #[test]
    fn ldexp_scales_exactly() {
        assert_eq!(ldexp(1.5, 3), 12.0);
        assert_eq!(ldexp(1.0, -1074), f64::from_bits(1));
        assert_eq!(ldexp(1.0, 1024), f64::INFINITY);
        assert_eq!(ldexp(f64::MAX, -2000), ldexp(ldexp(f64::MAX, -1000), -1000));
    }

    #[test]
    fn bit_counts() {
        // tgsi.rst UMSB, LSB: -1 when no bit is set; IMSB: -1 for 0 and -1.
        assert_eq!(
            compute(op(Opcode::Umsb), [[0, 1, 0x8000_0000, 6], [0; 4], [0; 4]]),
            [!0, 0, 31, 2]
        );
        assert_eq!(
            compute(op(Opcode::Lsb), [[0, 1, 0x8000_0000, 6], [0; 4], [0; 4]]),
            [!0, 0, 31, 1]
        );
        assert_eq!(
            compute(
                op(Opcode::Imsb),
                [[0, !0, 0xFFFF_FFF0, 0x7FFF_FFFF], [0; 4], [0; 4]]
            ),
            [!0, !0, 3, 30]
        );
        assert_eq!(
            compute(op(Opcode::Popc), [[0, !0, 6, 0x8000_0001], [0; 4], [0; 4]]),
            [0, 32, 2, 2]
        );
    }

    #[test]
    fn sqrt_reads_x_and_fills_every_component() {
        // tgsi.rst SQRT: dst.xyzw = sqrt(src.x); IEEE 754 §5.4.1 squareRoot:
        // sqrt(-0) = -0, sqrt of a negative number is NaN.
        let f = |x: f32| x.to_bits();
        assert_eq!(
            compute(op(Opcode::Sqrt), [[f(4.0), f(9.0), 0, 0], [0; 4], [0; 4]]),
            [f(2.0); 4]
        );
        assert_eq!(
            compute(op(Opcode::Sqrt), [[f(-0.0), 0, 0, 0], [0; 4], [0; 4]]),
            [f(-0.0); 4]
        );
        assert!(
            f32::from_bits(compute(op(Opcode::Sqrt), [[f(-1.0); 4], [0; 4], [0; 4]])[0]).is_nan()
        );
        // 2 is not a square: the root rounds to nearest, 0x3fb504f3.
        assert_eq!(
            compute(op(Opcode::Sqrt), [[f(2.0); 4], [0; 4], [0; 4]])[0],
            0x3fb5_04f3
        );
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

    #[test]
    fn every_typed_opcode_has_a_composition() {
        for info in crate::OP_TABLE.iter() {
            assert_eq!(
                TypedOp::try_from(info.opcode).is_ok(),
                is_typed(info.opcode),
                "{}",
                info.name
            );
        }
    }

    #[test]
    fn float_masks_and_fma() {
        let f = |x: f32| x.to_bits();
        let nan = f(f32::NAN);
        let a = [f(1.0), nan, f(-0.0), f(2.0)];
        let b = [f(1.0), nan, f(0.0), f(1.0)];
        // tgsi.rst: FSEQ/FSLT/FSGE are false on NaN, FSNE true; -0 == +0.
        assert_eq!(compute(op(Opcode::Fseq), [a, b, [0; 4]]), [!0, 0, !0, 0]);
        assert_eq!(compute(op(Opcode::Fsne), [a, b, [0; 4]]), [0, !0, 0, !0]);
        assert_eq!(compute(op(Opcode::Fslt), [a, b, [0; 4]]), [0, 0, 0, 0]);
        assert_eq!(compute(op(Opcode::Fsge), [a, b, [0; 4]]), [!0, 0, !0, !0]);
        // tgsi.rst FMA: one rounding. (1 + 2^-23)^2 - (1 + 2^-22) = 2^-46,
        // which a rounded product (1 + 2^-22) would lose.
        let x = f(1.0 + f32::EPSILON);
        let r = compute(
            op(Opcode::Fma),
            [[x; 4], [x; 4], [f(-(1.0 + 2.0 * f32::EPSILON)); 4]],
        );
        assert_eq!(f32::from_bits(r[0]), 2f32.powi(-46));
        // INTERP_*: the input as it is.
        assert_eq!(compute(op(Opcode::InterpSample), [a, b, [0; 4]]), a);
    }

    /// The 64-bit Integer ISA as it was computed before the compositions
    /// (Rust's native 64-bit operations, tgsi.rst's definitions with
    /// shasm's choices for the open cases): the oracle of the differential
    /// test below.
    fn int64_reference(op: Int64Op, src: [[u32; 4]; 3]) -> [u32; 4] {
        use Int64Op::*;
        let [a, b, _] = src;
        let f = |w: u32| f32::from_bits(w);
        let [ia, ib] = pairs(a);
        let [ja, jb] = pairs(b);
        let qq = |g: &dyn Fn(u64, u64) -> u64| unpairs(g(ia, ja), g(ib, jb));
        let qcmp = |g: &dyn Fn(u64, u64) -> bool| [mask(g(ia, ja)), 0, mask(g(ib, jb)), 0];
        let signed = |x: u64| x as i64;
        match op {
            U64add => qq(&|x, y| x.wrapping_add(y)),
            U64mul => qq(&|x, y| x.wrapping_mul(y)),
            I64abs => qq(&|x, _| signed(x).wrapping_abs() as u64),
            I64neg => qq(&|x, _| x.wrapping_neg()),
            I64ssg => qq(&|x, _| signed(x).signum() as u64),
            I64min => qq(&|x, y| signed(x).min(signed(y)) as u64),
            I64max => qq(&|x, y| signed(x).max(signed(y)) as u64),
            U64min => qq(&|x, y| x.min(y)),
            U64max => qq(&|x, y| x.max(y)),
            // The count of `.xy` is src1.x, that of `.zw` src1.y (tgsi.rst),
            // masked with 0x3f.
            U64shl => unpairs(ia << (b[0] & 0x3f), ib << (b[1] & 0x3f)),
            U64shr => unpairs(ia >> (b[0] & 0x3f), ib >> (b[1] & 0x3f)),
            I64shr => unpairs(
                (signed(ia) >> (b[0] & 0x3f)) as u64,
                (signed(ib) >> (b[1] & 0x3f)) as u64,
            ),
            // Division by zero: all ones (shasm's choice, as tgsi.rst's UDIV
            // and UMOD define it for 32 bits); INT64_MIN / -1 wraps.
            U64div => qq(&|x, y| x.checked_div(y).unwrap_or(u64::MAX)),
            U64mod => qq(&|x, y| x.checked_rem(y).unwrap_or(u64::MAX)),
            I64div => qq(&|x, y| {
                if y == 0 {
                    u64::MAX
                } else {
                    signed(x).wrapping_div(signed(y)) as u64
                }
            }),
            I64mod => qq(&|x, y| {
                if y == 0 {
                    u64::MAX
                } else {
                    signed(x).wrapping_rem(signed(y)) as u64
                }
            }),
            U64seq => qcmp(&|x, y| x == y),
            U64sne => qcmp(&|x, y| x != y),
            U64slt => qcmp(&|x, y| x < y),
            U64sge => qcmp(&|x, y| x >= y),
            I64slt => qcmp(&|x, y| signed(x) < signed(y)),
            I64sge => qcmp(&|x, y| signed(x) >= signed(y)),
            // Sign and zero extension (tgsi.rst I2I64, U2I64).
            I2i64 => unpairs(a[0] as i32 as i64 as u64, a[1] as i32 as i64 as u64),
            U2i64 => unpairs(u64::from(a[0]), u64::from(a[1])),
            // Out of range and NaN: saturated and 0 (shasm's choice, as D2I).
            F2i64 => unpairs(f(a[0]) as i64 as u64, f(a[1]) as i64 as u64),
            F2u64 => unpairs(f(a[0]) as u64, f(a[1]) as u64),
            // Rounded to nearest, ties to even (Rust's `as`).
            I642f => [
                (signed(ia) as f32).to_bits(),
                (signed(ib) as f32).to_bits(),
                0,
                0,
            ],
            U642f => [(ia as f32).to_bits(), (ib as f32).to_bits(), 0, 0],
        }
    }

    #[test]
    fn int64_compositions_match_the_native_64_bit_operations() {
        let edges: [u64; 12] = [
            0,
            1,
            2,
            3,
            0x7FFF_FFFF,
            0x8000_0000,
            0xFFFF_FFFF,
            0x1_0000_0000,
            i64::MAX as u64,
            i64::MIN as u64,
            u64::MAX,
            u64::MAX - 1,
        ];
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut values: Vec<u64> = edges.to_vec();
        for _ in 0..150 {
            let r = next();
            // Mixed magnitudes: small, 32-bit, full width.
            values.extend([r >> (r % 64), r & 0xFFFF_FFFF, r]);
        }
        let floats: Vec<u32> = [
            0.0f32,
            -0.0,
            0.5,
            -1.5,
            1e10,
            -1e10,
            9.223372e18,
            -9.223372e18,
            9.223373e18,
            1.8446743e19,
            1.8446744e19,
            2e19,
            -2e19,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            f32::MIN_POSITIVE,
            16777217.0,
        ]
        .iter()
        .map(|x| x.to_bits())
        .chain((0..300).map(|_| next() as u32))
        .collect();
        let ops = [
            Int64Op::U64add,
            Int64Op::U64mul,
            Int64Op::I64abs,
            Int64Op::I64neg,
            Int64Op::I64ssg,
            Int64Op::U64seq,
            Int64Op::U64sne,
            Int64Op::U64slt,
            Int64Op::U64sge,
            Int64Op::I64slt,
            Int64Op::I64sge,
            Int64Op::I64min,
            Int64Op::U64min,
            Int64Op::I64max,
            Int64Op::U64max,
            Int64Op::U64shl,
            Int64Op::I64shr,
            Int64Op::U64shr,
            Int64Op::I64div,
            Int64Op::U64div,
            Int64Op::I64mod,
            Int64Op::U64mod,
            Int64Op::U2i64,
            Int64Op::I2i64,
            Int64Op::U642f,
            Int64Op::I642f,
        ];
        let e = &mut Scalar::<Ieee>::new();
        for (k, &x) in values.iter().enumerate() {
            let y = values[(k * 7 + 3) % values.len()];
            for &z in &values[..20] {
                // Counts 0..=70 reach past 63 (masked) and both word halves.
                let count = (x ^ z) as u32 % 71;
                let src = [
                    unpairs(x, z),
                    unpairs(y, u64::from(count) | 1 << 32),
                    [0; 4],
                ];
                let src_div = [unpairs(x, z), unpairs(y, z), [0; 4]];
                for op in ops {
                    let s = if matches!(
                        op,
                        Int64Op::I64div | Int64Op::U64div | Int64Op::I64mod | Int64Op::U64mod
                    ) {
                        src_div
                    } else {
                        src
                    };
                    let src = if matches!(op, Int64Op::U64shl | Int64Op::I64shr | Int64Op::U64shr) {
                        [s[0], [count, count + 5, 0, 0], [0; 4]]
                    } else {
                        s
                    };
                    assert_eq!(
                        int64::compose(e, op, src),
                        int64_reference(op, src),
                        "{op:?} {src:x?}"
                    );
                }
            }
        }
        for (k, &w) in floats.iter().enumerate() {
            let v = floats[(k + 1) % floats.len()];
            for op in [Int64Op::F2i64, Int64Op::F2u64] {
                let src = [[w, v, 0, 0], [0; 4], [0; 4]];
                assert_eq!(
                    int64::compose(e, op, src),
                    int64_reference(op, src),
                    "{op:?} {:e}",
                    f32::from_bits(w)
                );
            }
        }
    }

    #[test]
    fn int64_edge_cases() {
        let run = |op, a: [u32; 4], b: [u32; 4]| compute(op, [a, b, [0; 4]]);
        let q = |o| op(o);
        // INT64_MIN / -1 wraps; by zero all ones (shasm's choice, as
        // tgsi.rst's UDIV); INT64_MIN % -1 = 0.
        let min = unpairs(i64::MIN as u64, i64::MIN as u64);
        let m1 = unpairs(u64::MAX, u64::MAX);
        assert_eq!(run(q(Opcode::I64div), min, m1), min);
        assert_eq!(run(q(Opcode::I64mod), min, m1), [0; 4]);
        assert_eq!(run(q(Opcode::U64div), unpairs(7, 7), [0; 4]), [!0; 4]);
        assert_eq!(run(q(Opcode::I64mod), unpairs(7, 7), [0; 4]), [!0; 4]);
        // -7 / 2 = -3 rem -1 (toward zero).
        let m7 = unpairs(-7i64 as u64, 7);
        let two = unpairs(2, 2);
        assert_eq!(run(q(Opcode::I64div), m7, two), unpairs(-3i64 as u64, 3));
        assert_eq!(run(q(Opcode::I64mod), m7, two), unpairs(u64::MAX, 1));
        // tgsi.rst U64SHL: the count masked with 0x3f: 64 shifts by 0, 65
        // by 1; b.x counts .xy, b.y counts .zw.
        assert_eq!(
            run(q(Opcode::U64shl), unpairs(3, 3), [64, 65, 0, 0]),
            unpairs(3, 6)
        );
        assert_eq!(
            run(
                q(Opcode::I64shr),
                unpairs(i64::MIN as u64, 1 << 40),
                [63, 33, 0, 0]
            ),
            unpairs(u64::MAX, 1 << 7)
        );
        // I642F rounds to nearest even: 2^53 + 1 is not a binary32 either;
        // 2^24 + 1 ties to 2^24.
        assert_eq!(
            run(
                q(Opcode::I642f),
                unpairs((1 << 24) + 1, -((1i64 << 24) + 3) as u64),
                [0; 4]
            ),
            [
                16_777_216.0f32.to_bits(),
                (-16_777_220.0f32).to_bits(),
                0,
                0
            ]
        );
        // F2U64 of a negative value, of NaN and of 2^64: 0, 0, all ones.
        assert_eq!(
            run(
                q(Opcode::F2u64),
                [(-1.0f32).to_bits(), f32::NAN.to_bits(), 0, 0],
                [0; 4]
            ),
            [0; 4]
        );
        assert_eq!(
            run(
                q(Opcode::F2u64),
                [1.8446744e19f32.to_bits(), 0, 0, 0],
                [0; 4]
            ),
            [!0, !0, 0, 0]
        );
    }
}
