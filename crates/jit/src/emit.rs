//! The contract's primitives ([`Emit`]) as Cranelift instructions: every
//! op of `shasm_ir::ops` is one of its compositions instantiated with this
//! emitter, so the JIT defines no op of its own.
//!
//! Values: `F` an `f32` SSA value (the word of a model value), `I` an
//! `i32`, `B` an `i8` that is 0 or 1. The model's arithmetic is the exact
//! result in f64 (exact for sums, products and quotients of binary32
//! operands: 53 bits hold them, the same argument as the reference
//! [`shasm_ir::ops::Scalar`]) rounded once by the model's rounding:
//! binary32 (`fdemote`, then the denormal flush of fp32 without
//! denormals) and float24 are written inline with integer operations;
//! fp16 and fx12, and the four transcendental algorithms of
//! `shasm_ir::ops::elementary`, are calls of the contract's own Rust
//! functions ([`crate::helpers`]), exact by construction. No fused
//! multiply-add is ever emitted.

use crate::helpers::Helpers;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{InstBuilder, MemFlagsData, Value, types};
use cranelift_frontend::FunctionBuilder;
use shasm_exec::ModelSel;
use shasm_ir::ZeroTimesInf;
use shasm_ir::ops::Emit;

/// 2^-62, float24's smallest normal, as a binary32 magnitude word.
const F24_MIN_NORMAL_BITS: i64 = 65 << 23;

/// The emitter: a function under construction, the numeric model its
/// float primitives round to, and the helper functions it may call.
pub(crate) struct Cl<'a, 'b> {
    pub b: &'a mut FunctionBuilder<'b>,
    pub model: ModelSel,
    pub helpers: &'a Helpers,
    /// Float24's window (`shasm_exec::lean_float24`): every operand of
    /// the instruction is zero or of a magnitude in [2^-20, 2^30), so no
    /// step of ADD, MUL, MAD, DP3, DP4 or DPH can leave float24's range
    /// and each rounding is the mantissa rounding alone; values stay f64
    /// from step to step (`F` is then an f64 value holding a float24
    /// value exactly) and the caller finishes the result
    /// ([`Cl::finish_window`]). Only those compositions run in it.
    pub window: bool,
}

impl Cl<'_, '_> {
    fn bits32(&mut self, x: Value) -> Value {
        self.b.ins().bitcast(types::I32, MemFlagsData::new(), x)
    }
    fn f32_of(&mut self, w: Value) -> Value {
        self.b.ins().bitcast(types::F32, MemFlagsData::new(), w)
    }
    fn call1(&mut self, f: cranelift_codegen::ir::FuncRef, x: Value) -> Value {
        let call = self.b.ins().call(f, &[x]);
        self.b.inst_results(call)[0]
    }
    fn widen(&mut self, x: Value) -> Value {
        if self.b.func.dfg.value_type(x) == types::F64 {
            // A window step's value (exact in binary32).
            x
        } else {
            self.b.ins().fpromote(types::F64, x)
        }
    }

    /// The word of a window result: an f64 float24 value, a zero made +0
    /// (as every zero result of float24 is; `-0 + 0 = +0`, any other
    /// value unchanged).
    pub(crate) fn finish_window(&mut self, x: Value) -> Value {
        let zero = self.b.ins().f64const(0.0);
        let x = self.b.ins().fadd(x, zero);
        let r = self.b.ins().fdemote(types::F32, x);
        self.bits32(r)
    }

    /// A binary32 word with a zero exponent becomes a zero of its sign
    /// (`shasm_ir::numeric::flush_denormal`).
    fn flush_denormal(&mut self, x: Value) -> Value {
        let w = self.bits32(x);
        let exp = self.b.ins().band_imm_s(w, 0x7F80_0000);
        let is_den = self.b.ins().icmp_imm_s(IntCC::Equal, exp, 0);
        let sign = self.b.ins().band_imm_s(w, i64::from(i32::MIN));
        let out = self.b.ins().select(is_den, sign, w);
        self.f32_of(out)
    }

    /// `round_f64_to_f24` (`shasm_ir::ops::float24`) with integer
    /// operations: keep 16 mantissa bits ties to even; a result in
    /// [2^-62, 2^64) is that value (the common case, inline); NaN and
    /// ±INF convert as they are, 2^64 and above is ±INF, below 2^-62 (and
    /// -0) is +0 (a cold block). With `zero_inf` (a product `x` of the
    /// operands `(a, b)` under [`ZeroTimesInf::Zero`]), a NaN product of
    /// two non-NaN operands is first replaced by +0: such a product is
    /// never in the normal range, so the check sits in the cold block.
    fn round_f24(&mut self, x: Value, zero_inf: Option<(Value, Value)>) -> Value {
        let bits = self.b.ins().bitcast(types::I64, MemFlagsData::new(), x);
        let rounded = self.f24_mantissa(bits);
        let exp = self.b.ins().ushr_imm_u(rounded, 52);
        let exp = self.b.ins().band_imm_s(exp, 0x7FF);
        let rel = self.b.ins().iadd_imm_s(exp, -(1023 - 62));
        let normal = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedLessThan, rel, 62 + 64);
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let merge = self.b.create_block();
        let out = self.b.append_block_param(merge, types::F32);
        self.b.set_cold_block(slow);
        self.b.ins().brif(normal, fast, &[], slow, &[]);

        self.b.switch_to_block(fast);
        let rf = self
            .b
            .ins()
            .bitcast(types::F64, MemFlagsData::new(), rounded);
        // Exact: the value has 17 significant bits and a binary32 exponent.
        let r = self.b.ins().fdemote(types::F32, rf);
        self.b.ins().jump(merge, &[r.into()]);

        self.b.switch_to_block(slow);
        let x = match zero_inf {
            None => x,
            Some((a, b)) => {
                let p_nan = self.fcmp(FloatCC::Unordered, x, x);
                let ops_nan = self.fcmp(FloatCC::Unordered, a, b);
                let ops_num = self.b.ins().bxor_imm_s(ops_nan, 1);
                let zero_inf = self.b.ins().band(p_nan, ops_num);
                let zero = self.b.ins().f64const(0.0);
                self.b.ins().select(zero_inf, zero, x)
            }
        };
        let bits = self.b.ins().bitcast(types::I64, MemFlagsData::new(), x);
        let rounded = self.f24_mantissa(bits);
        let exp = self.b.ins().ushr_imm_u(rounded, 52);
        let exp = self.b.ins().band_imm_s(exp, 0x7FF);
        let rel = self.b.ins().iadd_imm_s(exp, -(1023 - 62));
        let normal = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedLessThan, rel, 62 + 64);
        let rf = self
            .b
            .ins()
            .bitcast(types::F64, MemFlagsData::new(), rounded);
        let in_range = self.b.ins().fdemote(types::F32, rf);
        let in_range = self.bits32(in_range);
        // NaN and ±INF as they are (`x as f32`).
        let special = self.b.ins().fdemote(types::F32, x);
        let special = self.bits32(special);
        let abs = self.b.ins().band_imm_s(bits, 0x7FFF_FFFF_FFFF_FFFF);
        let nan_or_inf = self.b.ins().icmp_imm_s(
            IntCC::UnsignedGreaterThanOrEqual,
            abs,
            0x7FF0_0000_0000_0000,
        );
        // Past the range: INF of x's sign; below it: +0.
        let big = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, exp, 1023 + 64);
        let sign = self.b.ins().ushr_imm_u(bits, 32);
        let sign = self.b.ins().ireduce(types::I32, sign);
        let sign = self.b.ins().band_imm_s(sign, i64::from(i32::MIN));
        let inf = self.b.ins().bor_imm_s(sign, 0x7F80_0000);
        let zero = self.b.ins().iconst(types::I32, 0);
        let outside = self.b.ins().select(big, inf, zero);
        let outside = self.b.ins().select(nan_or_inf, special, outside);
        let w = self.b.ins().select(normal, in_range, outside);
        let r = self.f32_of(w);
        self.b.ins().jump(merge, &[r.into()]);

        self.b.switch_to_block(merge);
        out
    }

    /// The bits of an f64 rounded to 16 explicit mantissa bits, ties to
    /// even (carrying into the exponent where it must).
    fn f24_mantissa(&mut self, bits: Value) -> Value {
        let lsb = self.b.ins().ushr_imm_u(bits, 36);
        let lsb = self.b.ins().band_imm_s(lsb, 1);
        let bias = self.b.ins().iadd_imm_s(lsb, (1i64 << 35) - 1);
        let sum = self.b.ins().iadd(bits, bias);
        self.b.ins().band_imm_s(sum, !((1i64 << 36) - 1))
    }

    /// The model's rounding of an f64 (exact) result to a word.
    fn round64(&mut self, x: Value) -> Value {
        if self.window {
            let bits = self.b.ins().bitcast(types::I64, MemFlagsData::new(), x);
            let r = self.f24_mantissa(bits);
            return self.b.ins().bitcast(types::F64, MemFlagsData::new(), r);
        }
        match self.model {
            ModelSel::Ieee => self.b.ins().fdemote(types::F32, x),
            ModelSel::IeeeFtz => {
                let r = self.b.ins().fdemote(types::F32, x);
                self.flush_denormal(r)
            }
            ModelSel::Float24 => self.round_f24(x, None),
            ModelSel::Half => {
                let f = self.helpers.round_half;
                self.call1(f, x)
            }
            ModelSel::Fixed => {
                let f = self.helpers.round_fixed;
                self.call1(f, x)
            }
        }
    }

    /// A rounding to integral of a NaN is that NaN, word for word (the
    /// reference's `f32::floor` and kin return a signalling NaN as it is;
    /// the x86 `roundss` would quiet it).
    fn keep_nan(&mut self, a: Value, r: Value) -> Value {
        let nan = self.fcmp(FloatCC::Unordered, a, a);
        let (wa, wr) = (self.bits32(a), self.bits32(r));
        let w = self.b.ins().select(nan, wa, wr);
        self.f32_of(w)
    }

    fn fcmp(&mut self, cc: FloatCC, a: Value, b: Value) -> Value {
        self.b.ins().fcmp(cc, a, b)
    }
}

impl Emit for Cl<'_, '_> {
    type F = Value;
    type I = Value;
    type B = Value;

    fn float(&mut self, x: f32) -> Value {
        self.b.ins().f32const(x)
    }
    fn int(&mut self, x: u32) -> Value {
        self.b.ins().iconst(types::I32, i64::from(x as i32))
    }

    fn input(&mut self, x: Value) -> Value {
        if self.window {
            // Tame words read as they are: a -0 changes no nonzero sum
            // and the result's zero is made +0 at the end.
            return x;
        }
        match self.model {
            ModelSel::Ieee => x,
            ModelSel::IeeeFtz => self.flush_denormal(x),
            ModelSel::Float24 => {
                // `Float24::input`: |x| < 2^-62 (and -0) reads as +0; a NaN
                // is kept.
                let w = self.bits32(x);
                let a = self.b.ins().band_imm_s(w, 0x7FFF_FFFF);
                let small =
                    self.b
                        .ins()
                        .icmp_imm_s(IntCC::UnsignedLessThan, a, F24_MIN_NORMAL_BITS);
                let zero = self.b.ins().iconst(types::I32, 0);
                let w = self.b.ins().select(small, zero, w);
                self.f32_of(w)
            }
            ModelSel::Half => {
                let f = self.helpers.input_half;
                self.call1(f, x)
            }
            ModelSel::Fixed => {
                let f = self.helpers.input_fixed;
                self.call1(f, x)
            }
        }
    }
    fn round(&mut self, x: Value) -> Value {
        match self.model {
            // Rounding a binary32 to binary32 is the identity.
            ModelSel::Ieee => x,
            ModelSel::IeeeFtz => self.flush_denormal(x),
            _ => {
                let w = self.widen(x);
                self.round64(w)
            }
        }
    }
    fn add(&mut self, a: Value, b: Value) -> Value {
        let (a, b) = (self.widen(a), self.widen(b));
        let s = self.b.ins().fadd(a, b);
        self.round64(s)
    }
    fn sub(&mut self, a: Value, b: Value) -> Value {
        let (a, b) = (self.widen(a), self.widen(b));
        let s = self.b.ins().fsub(a, b);
        self.round64(s)
    }
    fn mul(&mut self, rule: ZeroTimesInf, a: Value, b: Value) -> Value {
        let (wa, wb) = (self.widen(a), self.widen(b));
        let p = self.b.ins().fmul(wa, wb);
        match (rule, self.model) {
            (ZeroTimesInf::Nan, _) => self.round64(p),
            // No infinity in the window.
            _ if self.window => self.round64(p),
            (ZeroTimesInf::Zero, ModelSel::Float24) => self.round_f24(p, Some((a, b))),
            (ZeroTimesInf::Zero, _) => {
                // A NaN product of two non-NaN operands is inf * 0: +0.
                let p_nan = self.fcmp(FloatCC::Unordered, p, p);
                let ops_nan = self.fcmp(FloatCC::Unordered, a, b);
                let ops_num = self.b.ins().bxor_imm_s(ops_nan, 1);
                let zero_inf = self.b.ins().band(p_nan, ops_num);
                let zero = self.b.ins().f64const(0.0);
                let p = self.b.ins().select(zero_inf, zero, p);
                self.round64(p)
            }
        }
    }
    fn div(&mut self, a: Value, b: Value) -> Value {
        let (a, b) = (self.widen(a), self.widen(b));
        let q = self.b.ins().fdiv(a, b);
        self.round64(q)
    }
    fn sqrt(&mut self, a: Value) -> Value {
        let a = self.widen(a);
        let s = self.b.ins().sqrt(a);
        self.round64(s)
    }
    fn rsq(&mut self, a: Value) -> Value {
        let a = self.widen(a);
        let s = self.b.ins().sqrt(a);
        let one = self.b.ins().f64const(1.0);
        let q = self.b.ins().fdiv(one, s);
        self.round64(q)
    }

    fn mul32(&mut self, a: Value, b: Value) -> Value {
        self.b.ins().fmul(a, b)
    }
    fn div32(&mut self, a: Value, b: Value) -> Value {
        self.b.ins().fdiv(a, b)
    }
    fn floor(&mut self, a: Value) -> Value {
        let r = self.b.ins().floor(a);
        self.keep_nan(a, r)
    }
    fn ceil(&mut self, a: Value) -> Value {
        let r = self.b.ins().ceil(a);
        self.keep_nan(a, r)
    }
    fn trunc(&mut self, a: Value) -> Value {
        let r = self.b.ins().trunc(a);
        self.keep_nan(a, r)
    }
    fn round_even(&mut self, a: Value) -> Value {
        let r = self.b.ins().nearest(a);
        self.keep_nan(a, r)
    }
    fn ex2(&mut self, a: Value) -> Value {
        let f = self.helpers.ex2;
        self.call1(f, a)
    }
    fn lg2(&mut self, a: Value) -> Value {
        let f = self.helpers.lg2;
        self.call1(f, a)
    }
    fn sin(&mut self, a: Value) -> Value {
        let f = self.helpers.sin;
        self.call1(f, a)
    }
    fn cos(&mut self, a: Value) -> Value {
        let f = self.helpers.cos;
        self.call1(f, a)
    }

    fn abs(&mut self, a: Value) -> Value {
        let w = self.bits32(a);
        let w = self.b.ins().band_imm_s(w, 0x7FFF_FFFF);
        self.f32_of(w)
    }
    fn neg(&mut self, a: Value) -> Value {
        let w = self.bits32(a);
        let w = self.b.ins().bxor_imm_s(w, i64::from(i32::MIN));
        self.f32_of(w)
    }

    fn lt(&mut self, a: Value, b: Value) -> Value {
        self.fcmp(FloatCC::LessThan, a, b)
    }
    fn le(&mut self, a: Value, b: Value) -> Value {
        self.fcmp(FloatCC::LessThanOrEqual, a, b)
    }
    fn eq(&mut self, a: Value, b: Value) -> Value {
        self.fcmp(FloatCC::Equal, a, b)
    }
    fn ne(&mut self, a: Value, b: Value) -> Value {
        // Cranelift's `ne` is "unordered or unequal": true with a NaN.
        self.fcmp(FloatCC::NotEqual, a, b)
    }
    fn gt(&mut self, a: Value, b: Value) -> Value {
        self.fcmp(FloatCC::GreaterThan, a, b)
    }
    fn ge(&mut self, a: Value, b: Value) -> Value {
        self.fcmp(FloatCC::GreaterThanOrEqual, a, b)
    }
    fn is_nan(&mut self, a: Value) -> Value {
        self.fcmp(FloatCC::Unordered, a, a)
    }
    fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        // On the words, so that nothing but the bits moves.
        let (wa, wb) = (self.bits32(a), self.bits32(b));
        let w = self.b.ins().select(c, wa, wb);
        self.f32_of(w)
    }
    fn select_int(&mut self, c: Value, a: Value, b: Value) -> Value {
        self.b.ins().select(c, a, b)
    }
    fn cond(&mut self, c: bool) -> Value {
        self.b.ins().iconst(types::I8, i64::from(c))
    }
    fn and(&mut self, a: Value, b: Value) -> Value {
        self.b.ins().band(a, b)
    }
    fn or(&mut self, a: Value, b: Value) -> Value {
        self.b.ins().bor(a, b)
    }
    fn not(&mut self, a: Value) -> Value {
        self.b.ins().bxor_imm_s(a, 1)
    }

    fn float_to_bits(&mut self, a: Value) -> Value {
        self.bits32(a)
    }
    fn bits_to_float(&mut self, a: Value) -> Value {
        self.f32_of(a)
    }
    fn iadd(&mut self, a: Value, b: Value) -> Value {
        self.b.ins().iadd(a, b)
    }
    fn isub(&mut self, a: Value, b: Value) -> Value {
        self.b.ins().isub(a, b)
    }
    fn iand(&mut self, a: Value, b: Value) -> Value {
        self.b.ins().band(a, b)
    }
    fn ior(&mut self, a: Value, b: Value) -> Value {
        self.b.ins().bor(a, b)
    }
    fn ixor(&mut self, a: Value, b: Value) -> Value {
        self.b.ins().bxor(a, b)
    }
    fn shl(&mut self, a: Value, n: u32) -> Value {
        self.b.ins().ishl_imm_u(a, i64::from(n & 31))
    }
    fn shr(&mut self, a: Value, n: u32) -> Value {
        self.b.ins().ushr_imm_u(a, i64::from(n & 31))
    }
    fn ieq(&mut self, a: Value, b: Value) -> Value {
        self.b.ins().icmp(IntCC::Equal, a, b)
    }
    fn ilt(&mut self, a: Value, b: Value) -> Value {
        self.b.ins().icmp(IntCC::SignedLessThan, a, b)
    }
    fn ult(&mut self, a: Value, b: Value) -> Value {
        self.b.ins().icmp(IntCC::UnsignedLessThan, a, b)
    }
    fn float_to_int(&mut self, a: Value) -> Value {
        // Rust's `as i32`: toward zero, saturating, NaN → 0.
        self.b.ins().fcvt_to_sint_sat(types::I32, a)
    }
    fn int_to_float(&mut self, a: Value) -> Value {
        self.b.ins().fcvt_from_sint(types::F32, a)
    }
}
