//! The per-program execution model: numeric behaviour and the other switches
//! on which the ISAs disagree.
//!
//! One op table serves every ISA; where two specs give the same op different
//! results (RSQ of a negative number, MIN with a NaN, the set-on instructions
//! with a NaN, LIT's clamps, relative addressing out of range, ...), the
//! difference is a field here, chosen by the front end. Each constructor cites
//! the spec that fixes its values.

/// The float format registers hold and arithmetic rounds to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FloatFormat {
    /// IEEE-754 binary32.
    Ieee32,
    /// PICA200 float24 (1.7.16): results rounded to 16 mantissa bits.
    Float24,
}

/// Denormal handling in arithmetic.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Denormals {
    Preserve,
    /// Denormal operands read as zero and denormal results are flushed.
    Flush,
}

/// What `0 * inf` gives.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ZeroTimesInf {
    /// IEEE: NaN.
    Nan,
    /// PICA200: 0, "including inside MUL, MAD, DP4, etc." (NaN * 0 stays NaN).
    Zero,
}

/// How the set-on instructions (SLT, SGE, SEQ, ...) treat NaN operands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SetOnNan {
    /// Ordered comparisons: NaN compares false, so the result is 0.0 (and
    /// SNE's is 1.0). TGSI §1.1.15 formulas, NV_fragment_program §3.11.5,
    /// PICA200.
    Compare,
    /// The result is NaN if either operand is NaN (NV_vertex_program2
    /// §2.14.3: "if either operand is NaN, the result is NaN").
    Nan,
}

/// How MIN and MAX treat NaN operands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MinMaxNan {
    /// NaN if either operand is NaN (NV_vertex_program2, NV_fragment_program).
    Propagate,
    /// IEEE-754 minNum/maxNum: the number wins over a NaN.
    Number,
    /// `max = a > b ? a : b`, `min = a < b ? a : b`: the second operand wins
    /// when the comparison is unordered (PICA200 hardware table:
    /// max(0, NaN) = NaN, max(NaN, 0) = 0). MAX also returns an infinite
    /// second operand (the table's max(0, -inf) = -inf).
    SecondIfUnordered,
    /// `max = a > b ? a : b`, `min = a < b ? a : b` exactly: the second
    /// operand wins when the comparison is unordered (ARB_vertex_program
    /// §2.14.5.14-15, ARB_fragment_program §3.11.5.16-17 pseudo-code).
    Ternary,
    /// `max = a > b ? a : b`, `min = a > b ? b : a` exactly: both test
    /// `a > b`, so an unordered comparison gives MAX the second operand and
    /// MIN the first (NV_gpu_program4 §2.X.8.Z MAX, MIN pseudo-code):
    /// MAX(NaN, 1) = 1, MAX(1, NaN) = NaN, MIN(NaN, 1) = NaN,
    /// MIN(1, NaN) = 1, MIN(+0, -0) = +0.
    GreaterTest,
}

/// How PK2US, PK4B and PK4UB round their scaled value to an integer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PackRounding {
    /// Half away from zero (NV_fragment_program notes D21).
    HalfAwayFromZero,
    /// Half to even, as ROUND does (NV_gpu_program4: the `round()` of the
    /// PK* pseudo-code has no stated tie rule; notes §4.2 and §11.24 adopt
    /// round-half-even).
    HalfEven,
}

/// What RSQ takes the root of.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RsqInput {
    /// `1 / sqrt(|x|)` (TGSI §1.1.5, NV_vertex_program 1.0).
    Absolute,
    /// `1 / sqrt(x)`: negative operands give NaN (NV_vertex_program2 unified
    /// text, NV_fragment_program, PICA200 `rsq(-2) = NaN`).
    Signed,
    /// `1 / sqrt(x)` with the root rounded before the division: the two
    /// roundings of binary32 `1.0f / sqrtf(x)`, as Azahar's and Panda3DS's
    /// interpreters compute PICA200 RSQ (their `f24` holds a `float`).
    /// Negative operands give NaN as for [`RsqInput::Signed`].
    SignedRootRounded,
}

/// Which LIT formula applies.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LitRule {
    /// TGSI §1.1.3: `z = x > 0 ? pow(max(y, 0), clamp(w, -128, 128)) : 0`.
    Tgsi,
    /// NV_vertex_program2 §2.14.3.18: w clamped to ±(128 - epsilon), the
    /// RoughApproxPower special cases.
    NvVertex,
    /// NV_fragment_program §3.11.5.13: no clamp of w, POW's special cases.
    NvFragment,
}

/// How POW (and the power inside NV_fragment_program's LIT) is computed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PowRule {
    /// C's `pow` (TGSI's `pow(a, b)`): pow(x, 0) = 1, pow(-2, 2) = 4.
    Libm,
    /// `EX2(b * LG2(a))` with IEEE special cases, as NV_fragment_program
    /// §3.11.5.19 derives them: POW(0, 0) = NaN, negative bases give NaN,
    /// POW(+INF, y < 0) = +0 (notes D5).
    Exp2Log2,
}

/// How LOG's partial results (exponent and mantissa) are computed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LogRule {
    /// TGSI §1.1.7 literally: `x = floor(lg2(|s|))`, `y = |s| / 2^x`, with
    /// `lg2` rounded to f32 first (so LOG(16777215).x = 24).
    Formula,
    /// The exact binary exponent and mantissa in [1, 2) (NV_vertex_program2
    /// §2.14.3.19; notes §4.1 "LOG": extract, don't use a rounded log2).
    Exponent,
}

/// What a relative (indirect) read outside the register file gives.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RelativeRule {
    /// (0, 0, 0, 0): our resolution of NV_vertex_program2 notes §10 #3, also
    /// used for TGSI, whose spec leaves it undefined.
    Zero,
    /// PICA200 "Relative addressing": an offset outside [-128, 127] is not
    /// applied; the index is masked with 0x7F; indices above 95 read
    /// (1, 1, 1, 1). Only constant registers are offset; for other files the
    /// address register is ignored.
    Pica,
}

/// How control flow executes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ControlModel {
    /// Structured blocks (IF/ELSE/ENDIF, loops) and labelled branches and
    /// calls with a bounded call stack (TGSI, NV).
    Structured,
    /// The PICA200 stack machine: separate IF (8), CALL (4) and LOOP (4)
    /// stacks checked after every instruction, as ring buffers ("Control
    /// Flow" section of the PICA200 spec).
    PicaStacks,
}

/// How geometry emission works.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GeometryModel {
    /// EMIT appends the current outputs as a vertex; ENDPRIM ends a strip.
    Stream,
    /// PICA200: SETEMIT picks one of the slots of a 4-vertex buffer and
    /// whether EMIT also emits a primitive (and its winding).
    PicaSlots,
}

/// Limits that end runaway programs.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Limits {
    /// Executed-instruction budget. When it is reached the run stops.
    pub max_executed: u64,
    /// What reaching the budget means: a normal end with outputs kept
    /// (NV_vertex_program2 §2.14.4: "the vertex is still emitted"), or an
    /// error.
    pub budget_is_error: bool,
    /// Call-stack depth (NV_vertex_program2: 4 return addresses).
    pub call_depth: u32,
    /// A `CAL` made at the full depth is skipped, as if its condition
    /// failed (NV_gpu_program4 leaves it undefined; its issue 38 says the
    /// hardware treats it as a no-op), instead of ending the run.
    pub call_overflow_skips: bool,
}

/// The execution model of one program.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Semantics {
    pub float: FloatFormat,
    pub denormals: Denormals,
    /// Whether -0 exists. PICA200: "does not seem to have negative 0", so
    /// every -0 operand and result reads as +0.
    pub signed_zero: bool,
    pub zero_times_inf: ZeroTimesInf,
    pub set_on_nan: SetOnNan,
    pub min_max: MinMaxNan,
    pub rsq: RsqInput,
    pub lit: LitRule,
    pub pow: PowRule,
    pub log: LogRule,
    pub pack: PackRounding,
    /// Whether FRC keeps its result below 1.0: `a - floor(a)` rounds to
    /// 1.0 for a tiny negative `a`, and NV_gpu_program4 §2.X.8.Z FRC says
    /// the result "is always in the range [0.0, 1.0)" (notes §4.2: clamp
    /// to 0x3F7FFFFF).
    pub frc_below_one: bool,
    /// Whether MOV copies raw words (NaN payloads, packed words, denormals)
    /// instead of rounding through the arithmetic model. NV_fragment_program:
    /// "an fp32→fp32 MOV keeps the bits" (notes §5.1); NV_vertex_program2
    /// flushes denormal operands of every instruction (notes §4.0).
    pub exact_moves: bool,
    pub relative: RelativeRule,
    /// Clamp for values written to address registers (NV: [-512, 511]).
    pub address_range: Option<(i32, i32)>,
    pub control: ControlModel,
    pub geometry: GeometryModel,
    pub limits: Limits,
}

impl Semantics {
    /// TGSI: IEEE binary32 with denormals, formulas of TGSI_instruction_set.txt.
    /// MIN/MAX, unspecified for NaN there, follow IEEE minNum/maxNum.
    pub const fn tgsi() -> Semantics {
        Semantics {
            float: FloatFormat::Ieee32,
            denormals: Denormals::Preserve,
            signed_zero: true,
            zero_times_inf: ZeroTimesInf::Nan,
            set_on_nan: SetOnNan::Compare,
            min_max: MinMaxNan::Number,
            rsq: RsqInput::Absolute,
            lit: LitRule::Tgsi,
            pow: PowRule::Libm,
            log: LogRule::Formula,
            pack: PackRounding::HalfAwayFromZero,
            frc_below_one: false,
            exact_moves: true,
            relative: RelativeRule::Zero,
            address_range: None,
            control: ControlModel::Structured,
            geometry: GeometryModel::Stream,
            limits: Limits {
                max_executed: 1 << 20,
                budget_is_error: true,
                call_depth: 32,
                call_overflow_skips: false,
            },
        }
    }

    /// NV_vertex_program2 §2.14 (VP1.0, VP1.1, VP2.0, VSP1.0): binary32 with
    /// denormals flushed, NaN-propagating MIN/MAX and set-on instructions,
    /// address registers clamped to [-512, 511], 65536 executed instructions
    /// after which the vertex is still emitted, 4 nested calls.
    pub const fn nv_vertex() -> Semantics {
        Semantics {
            float: FloatFormat::Ieee32,
            denormals: Denormals::Flush,
            signed_zero: true,
            zero_times_inf: ZeroTimesInf::Nan,
            set_on_nan: SetOnNan::Nan,
            min_max: MinMaxNan::Propagate,
            rsq: RsqInput::Signed,
            lit: LitRule::NvVertex,
            pow: PowRule::Exp2Log2,
            log: LogRule::Exponent,
            pack: PackRounding::HalfAwayFromZero,
            frc_below_one: false,
            exact_moves: false,
            relative: RelativeRule::Zero,
            address_range: Some((-512, 511)),
            control: ControlModel::Structured,
            geometry: GeometryModel::Stream,
            limits: Limits {
                max_executed: 65_536,
                budget_is_error: false,
                call_depth: 4,
                call_overflow_skips: false,
            },
        }
    }

    /// NV_fragment_program: binary32 without denormals (plus per-instruction
    /// fp16/fx12 precisions), set-on instructions give 0/1 even for NaN,
    /// MIN/MAX propagate NaN.
    pub const fn nv_fragment() -> Semantics {
        Semantics {
            float: FloatFormat::Ieee32,
            denormals: Denormals::Flush,
            signed_zero: true,
            zero_times_inf: ZeroTimesInf::Nan,
            set_on_nan: SetOnNan::Compare,
            min_max: MinMaxNan::Propagate,
            rsq: RsqInput::Signed,
            lit: LitRule::NvFragment,
            pow: PowRule::Exp2Log2,
            log: LogRule::Exponent,
            pack: PackRounding::HalfAwayFromZero,
            frc_below_one: false,
            exact_moves: true,
            relative: RelativeRule::Zero,
            address_range: None,
            control: ControlModel::Structured,
            geometry: GeometryModel::Stream,
            limits: Limits {
                max_executed: 1 << 20,
                budget_is_error: true,
                call_depth: 0,
                call_overflow_skips: false,
            },
        }
    }

    /// PICA200 with exact float24 arithmetic ("Floating-Point Behavior").
    pub const fn pica() -> Semantics {
        Semantics {
            float: FloatFormat::Float24,
            denormals: Denormals::Flush,
            signed_zero: false,
            zero_times_inf: ZeroTimesInf::Zero,
            set_on_nan: SetOnNan::Compare,
            min_max: MinMaxNan::SecondIfUnordered,
            rsq: RsqInput::Signed,
            lit: LitRule::Tgsi,
            pow: PowRule::Exp2Log2,
            log: LogRule::Exponent,
            pack: PackRounding::HalfAwayFromZero,
            frc_below_one: false,
            exact_moves: true,
            relative: RelativeRule::Pica,
            address_range: None,
            control: ControlModel::PicaStacks,
            geometry: GeometryModel::PicaSlots,
            limits: Limits {
                max_executed: 1 << 20,
                budget_is_error: true,
                call_depth: 4,
                call_overflow_skips: false,
            },
        }
    }

    /// PICA200 as today's emulators run it: plain fp32 (no float24 rounding,
    /// no subnormal flush, -0 exists), keeping the hardware's `inf * 0 = 0`,
    /// RSQ as their `1.0f / sqrtf(x)` (two roundings). Their RCP `1.0f / x`,
    /// MAD (a product, then a sum, both rounded), DP3/DP4/DPH (products
    /// summed left to right in `float`) are what the definitions compute;
    /// EX2/LG2 are correctly rounded here, where their `exp2f`/`log2f` come
    /// from the host's libm.
    pub const fn pica_f32() -> Semantics {
        let mut s = Semantics::pica();
        s.float = FloatFormat::Ieee32;
        s.denormals = Denormals::Preserve;
        s.signed_zero = true;
        s.rsq = RsqInput::SignedRootRounded;
        s
    }
}

impl Semantics {
    /// ARB_vertex_program §2.14.5: binary32 (the spec asks for "at least"
    /// 1 part in 10^5 and leaves denormals to the implementation: kept);
    /// RSQ "approximates the reciprocal of the square root of the absolute
    /// value" (§2.14.5.22); LIT clamps w to ±(128 - epsilon) and uses
    /// RoughApproxPower (§2.14.5.12, as NV_vertex_program); POW is
    /// ApproxPower = exp2(y log2 x) (§2.14.5.20); EXP and LOG give the
    /// exact exponent and mantissa (§2.14.5.9, §2.14.5.13: "floor(log2
    /// |x|)" and "|x| / 2^floor(log2 |x|)"); SGE/SLT are the ternaries
    /// "(tmp0.x >= tmp1.x) ? 1.0 : 0.0", so a NaN operand gives 0.0;
    /// MIN/MAX are the ternaries "(tmp0.x < tmp1.x) ? tmp0.x : tmp1.x";
    /// ARL takes "floor" (§2.14.5.3, the ARL op); an out-of-range relative
    /// read is undefined (§2.14.5.1): we read (0, 0, 0, 0).
    pub const fn arb_vertex() -> Semantics {
        Semantics {
            float: FloatFormat::Ieee32,
            denormals: Denormals::Preserve,
            signed_zero: true,
            zero_times_inf: ZeroTimesInf::Nan,
            set_on_nan: SetOnNan::Compare,
            min_max: MinMaxNan::Ternary,
            rsq: RsqInput::Absolute,
            lit: LitRule::NvVertex,
            pow: PowRule::Exp2Log2,
            log: LogRule::Exponent,
            pack: PackRounding::HalfAwayFromZero,
            frc_below_one: false,
            exact_moves: true,
            relative: RelativeRule::Zero,
            address_range: None,
            control: ControlModel::Structured,
            geometry: GeometryModel::Stream,
            limits: Limits {
                max_executed: 1 << 20,
                budget_is_error: true,
                call_depth: 0,
                call_overflow_skips: false,
            },
        }
    }

    /// ARB_fragment_program §3.11.5: the same formulas as
    /// [`Semantics::arb_vertex`] for the shared instructions (RSQ of |x|,
    /// §3.11.5.22; LIT with the ±(128 - epsilon) clamp, §3.11.5.13;
    /// ternary MIN/MAX/SGE/SLT, §3.11.5.16-17, 26, 28).
    pub const fn arb_fragment() -> Semantics {
        Semantics::arb_vertex()
    }
}

impl Default for Semantics {
    fn default() -> Semantics {
        Semantics::tgsi()
    }
}
