//! Integer instructions (NV_gpu_program4 `.S` / `.U` data types): the
//! interpreter's lane mapping of the definitions in
//! [`shasm_ir::ops::int32`], re-exported here.
//!
//! Operands are loaded raw and their absolute value and negation applied in
//! the operand's own type ([`int32::modify`]); the op is
//! [`int32::compute`]; the words are written under the masks and, with a
//! CC update, each written component sets the condition code's SF/ZF/OF/CF
//! flags from [`int32::IntResult::flags`] (§2.X.4.3).

pub use shasm_ir::ops::int32::{IntResult, compute};

use crate::env::Env;
use crate::machine::{ExecError, Machine};
use crate::prepare::{Executable, PInst, PSrc};
use shasm_ir::numeric::fp16;
use shasm_ir::ops::int32;
use shasm_ir::{DataType, StorageFormat};

impl Executable {
    /// One operand, loaded and swizzled, with its modifiers applied in
    /// `ty`.
    pub(crate) fn fetch_typed(&self, m: &Machine, env: &Env, s: &PSrc, ty: DataType) -> [u32; 4] {
        let raw = PSrc {
            clear: !0,
            flip: 0,
            ..*s
        };
        self.fetch(m, env, &raw)
            .map(|w| int32::modify(ty, w, s.abs, s.negate))
    }

    /// Execute an instruction whose data type is `.S` or `.U` (or an
    /// integer-only op).
    pub(crate) fn exec_integer(
        &self,
        m: &mut Machine,
        env: &Env,
        inst: &PInst,
        pc: usize,
    ) -> Result<(), ExecError> {
        let op = inst.op;
        let n = (inst.nsrc as usize).min(3);
        let mut src = [[0u32; 4]; 3];
        let mut negated = [false; 3];
        for k in 0..n {
            let s = &inst.src[k];
            let ty = int32::operand_type(op, inst.data_type, k);
            src[k] = self.fetch_typed(m, env, s, ty);
            negated[k] = s.negate;
        }
        let r = int32::compute(op, inst.data_type, inst.mul, src, negated)
            .ok_or(ExecError::Unsupported { op, pc })?;
        let float_result = int32::result_type(op, inst.data_type) == DataType::Float;
        let words = if float_result && inst.dst.format == StorageFormat::F16 {
            // An I2F result stored in an fp16 register rounds (§2.X.4.3).
            r.words.map(|w| fp16::round(f32::from_bits(w)).to_bits())
        } else {
            r.words
        };
        let enabled = self.enabled(m, inst);
        if enabled == 0 {
            return Ok(());
        }
        self.store(m, inst, words, enabled);
        if let Some(reg) = inst.cc_update {
            let cc = &mut m.cc[(reg as usize).min(1)];
            for (i, flags) in r.flags.iter().enumerate() {
                if enabled & (1 << i) != 0 {
                    cc[i] = *flags;
                }
            }
        }
        Ok(())
    }

    /// KIL with a vector operand in an integer type: `.S` kills on a
    /// negative component, `.U` never (notes §7.2).
    pub(crate) fn integer_kills(&self, m: &Machine, env: &Env, inst: &PInst) -> bool {
        let a = self.fetch_typed(m, env, &inst.src[0], inst.data_type);
        a.iter().any(|&w| int32::kill_if(inst.data_type, w))
    }
}
