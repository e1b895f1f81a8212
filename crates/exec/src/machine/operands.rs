//! Reading source operands and writing results under the masks.

use super::Machine;
use crate::alu::Vec4;
use crate::env::Env;
use crate::prepare::{Bank, DstKind, Executable, ModelSel, PDst, PIndirect, PInst, POuter, PSrc};
use shasm_ir::ops::float::arith;
use shasm_ir::ops::{Half, Ieee, IeeeFtz, Model, Scalar, operand, store};
use shasm_ir::{CcValue, RelativeRule, Saturate, StorageFormat};

/// The scalar emitter for the rules that do not round (bit operations,
/// integer indices, selections): any model's instance is this one.
#[inline(always)]
fn scalar() -> Scalar<Ieee> {
    Scalar::new()
}

impl Executable {
    #[inline(always)]
    pub(crate) fn fetch(&self, m: &Machine, env: &Env, s: &PSrc) -> [u32; 4] {
        if let Some(outer) = s.outer {
            return self.fetch_outer(m, env, s, outer);
        }
        let raw = match s.indirect {
            None => match s.bank {
                Bank::Env => env.regs[s.slot as usize],
                Bank::Machine => m.regs[s.slot as usize],
            },
            Some(ind) => {
                let a = m.regs[ind.reg as usize][ind.component as usize];
                // The contract's relative addressing: PICA200 constants by
                // its rule, every other read by the zero rule.
                let rule = if s.pica_relative {
                    RelativeRule::Pica
                } else {
                    RelativeRule::Zero
                };
                let (index, outside) =
                    operand::relative_index(&mut scalar(), rule, s.offset, a, s.file_size);
                if outside {
                    // The source's swizzle and modifiers still apply
                    // (every component reads the same word).
                    return self.modify([operand::outside_word(rule); 4], s);
                }
                let slot = (s.slot + index) as usize;
                match s.bank {
                    Bank::Env => env.regs[slot],
                    Bank::Machine => m.regs[slot],
                }
            }
        };
        self.modify(operand::swizzle(raw, s.swizzle), s)
    }

    /// A source with a relative outer index: plane `dimension +
    /// value(index)` of the geometry inputs. A vertex outside the input
    /// primitive, or a register outside its plane, reads (0, 0, 0, 0):
    /// NV_geometry_program4 leaves it undefined; shasm reads it as
    /// NV_vertex_program2 reads an out-of-range relative constant.
    #[cold]
    fn fetch_outer(&self, m: &Machine, env: &Env, s: &PSrc, outer: POuter) -> [u32; 4] {
        let word = |ind: PIndirect| {
            m.regs
                .get(ind.reg as usize)
                .map_or(0, |r| r[ind.component as usize & 3] as i32)
        };
        let vertex = i64::from(outer.dimension) + i64::from(word(outer.index));
        let plane = usize::try_from(vertex)
            .ok()
            .and_then(|v| self.input_planes.get(v));
        let Some(&(base, size)) = plane else {
            return self.modify([0; 4], s);
        };
        let index = match s.indirect {
            Some(ind) => i64::from(s.offset) + i64::from(word(ind)),
            None => i64::from(s.offset),
        };
        if index < 0 || index >= i64::from(size) {
            return self.modify([0; 4], s);
        }
        let raw = env
            .regs
            .get((i64::from(base) + index) as usize)
            .copied()
            .unwrap_or([0; 4]);
        self.modify(operand::swizzle(raw, s.swizzle), s)
    }

    /// The source's absolute value and negation, as bit operations.
    #[inline(always)]
    pub(super) fn modify(&self, v: [u32; 4], s: &PSrc) -> [u32; 4] {
        let e = &mut scalar();
        v.map(|b| operand::modify(e, b, s.clear, s.flip))
    }

    /// Every source of an instruction as model operands; absent ones are 0.
    #[inline(always)]
    pub(super) fn fetch_all<M: Model>(&self, m: &Machine, env: &Env, inst: &PInst) -> [Vec4; 3] {
        let n = inst.nsrc as usize;
        std::array::from_fn(|k| {
            if k < n {
                self.fetch_f::<M>(m, env, &inst.src[k])
            } else {
                [0.0; 4]
            }
        })
    }

    #[inline(always)]
    pub(super) fn fetch_f<M: Model>(&self, m: &Machine, env: &Env, s: &PSrc) -> Vec4 {
        let e = &mut Scalar::<M>::new();
        self.fetch(m, env, s).map(|b| operand::input(e, b))
    }

    /// Saturate, convert to the destination's format, write under the masks
    /// and update the condition code (NV_fragment_program §3.11.4.3-4).
    #[inline(always)]
    pub(super) fn write_float(&self, m: &mut Machine, inst: &PInst, mut v: Vec4) {
        let e = &mut scalar();
        if inst.model == ModelSel::Fixed {
            // fx12 intermediates keep their range; only the result is
            // clamped to [-2, 2047/1024] (NV_fragment_program §3.11.4.2
            // conversion rules; notes D10: "clamp only the final result").
            v = v.map(|x| store::fx12_result(e, x));
        }
        if inst.plain_write {
            let slot = inst.dst.slot as usize;
            let mask = inst.dst.mask;
            let reg = &mut m.regs[slot];
            for (i, x) in v.iter().enumerate() {
                if mask & (1 << i) != 0 {
                    reg[i] = x.to_bits();
                }
            }
            m.written[slot] |= mask;
            return;
        }
        if inst.saturate != Saturate::None {
            v = v.map(|x| arith::saturate(e, inst.saturate, x));
        }
        let v = match inst.dst.format {
            StorageFormat::F16 => v.map(|x| store::fp16_store(&mut Scalar::<Half>::new(), x)),
            StorageFormat::Int => v,
            // Results of the program's model are already in its format (and
            // flushed where it flushes); fp16 and fx12 results have no fp32
            // denormals.
            StorageFormat::F32 => v,
        };
        let enabled = self.enabled(m, inst);
        if enabled == 0 {
            return;
        }
        self.store(m, inst, v.map(f32::to_bits), enabled);
        if let Some(reg) = inst.cc_update {
            let cc = &mut m.cc[(reg as usize).min(1)];
            for (i, x) in v.iter().enumerate() {
                if enabled & (1 << i) != 0 {
                    cc[i] = CcValue::from_f32(*x);
                }
            }
        }
    }

    /// Write raw words (moves, packs, integer results).
    pub(super) fn write_raw(&self, m: &mut Machine, inst: &PInst, v: [u32; 4], int: bool) {
        let e = &mut scalar();
        let v = match inst.dst.format {
            // A move into an fp16 register rounds.
            StorageFormat::F16 if !int => v.map(|b| {
                let h = &mut Scalar::<Half>::new();
                store::fp16_store(h, f32::from_bits(b)).to_bits()
            }),
            // No negative zero on the PICA200.
            _ if self.base_model == ModelSel::Float24 && !int => {
                v.map(|b| store::no_negative_zero(e, b))
            }
            _ => v,
        };
        let enabled = self.enabled(m, inst);
        if enabled == 0 {
            return;
        }
        self.store(m, inst, v, enabled);
        if let Some(reg) = inst.cc_update {
            let cc = &mut m.cc[(reg as usize).min(1)];
            for (i, b) in v.iter().enumerate() {
                if enabled & (1 << i) != 0 {
                    cc[i] = if int {
                        CcValue::from_i32(*b as i32)
                    } else if self.base_model == ModelSel::IeeeFtz {
                        // fp32 without denormals: a word with exponent 0
                        // decodes as ±0 (NV_fragment_program §3.11.4.1), so a
                        // raw move of such a word sets EQ.
                        let f = &mut Scalar::<IeeeFtz>::new();
                        CcValue::from_f32(store::raw_move_cc_value(f, self.base_model, *b))
                    } else {
                        CcValue::from_f32(store::raw_move_cc_value(e, self.base_model, *b))
                    };
                }
            }
        }
    }

    /// Write mask AND condition-code mask (tested against the CC before this
    /// instruction).
    #[inline(always)]
    pub(crate) fn enabled(&self, m: &Machine, inst: &PInst) -> u8 {
        let mut en = inst.dst.mask;
        if let Some(t) = inst.dst.cond {
            let cc = &m.cc[(t.cc() as usize).min(1)];
            for i in 0..4 {
                if !t.rule.test(cc[t.swizzle.0[i] as usize & 3]) {
                    en &= !(1 << i);
                }
            }
        }
        en
    }

    #[inline(always)]
    pub(crate) fn store(&self, m: &mut Machine, inst: &PInst, v: [u32; 4], enabled: u8) {
        self.store_to(m, &inst.dst, v, enabled);
    }

    /// Write the `enabled` components of `v` to destination `dst`.
    #[inline(always)]
    pub(crate) fn store_to(&self, m: &mut Machine, dst: &PDst, v: [u32; 4], enabled: u8) {
        let slot = match dst.kind {
            DstKind::Reg => dst.slot as usize,
            DstKind::Indirect => {
                let Some(ind) = dst.indirect else { return };
                let a = m.regs[ind.reg as usize][ind.component as usize] as i32;
                // The IR's relative destination is its register index plus
                // the address value (`Dst::reg`, `TEMP[ADDR[0].x + 2]`).
                let i = i64::from(a) + i64::from(dst.base);
                if i < 0 || i >= i64::from(dst.file_size) {
                    return;
                }
                (dst.slot as i64 + i) as usize
            }
            DstKind::Predicate => {
                for (i, (flag, word)) in m.pred.iter_mut().zip(v).enumerate() {
                    if enabled & (1 << i) != 0 {
                        *flag = word != 0;
                    }
                }
                return;
            }
            DstKind::Discard | DstKind::None => return,
        };
        let reg = &mut m.regs[slot];
        for (i, word) in v.iter().enumerate() {
            if enabled & (1 << i) != 0 {
                reg[i] = *word;
            }
        }
        m.written[slot] |= enabled;
    }
}

/// The register a relatively addressed source reads, from its offset and
/// the address register's word `a`: `Ok(index in the file)`, or
/// `Err(words)`, the raw value an out-of-range address reads (before the
/// source's modifiers). Public for the lane engine (`shasm-lanes`), which
/// applies the same rule per lane.
#[doc(hidden)]
#[inline(always)]
pub fn relative_index(s: &PSrc, a: i32) -> Result<u32, [u32; 4]> {
    // The contract's relative addressing (`shasm_ir::ops::operand`):
    // PICA200 constants by its rule, every other read by the zero rule.
    let rule = if s.pica_relative {
        RelativeRule::Pica
    } else {
        RelativeRule::Zero
    };
    let (index, outside) =
        operand::relative_index(&mut scalar(), rule, s.offset, a as u32, s.file_size);
    if outside {
        Err([operand::outside_word(rule); 4])
    } else {
        Ok(index)
    }
}

/// The word a raw (non-integer) write stores: float24 has no negative zero
/// (PICA200, the contract's `store::no_negative_zero`), every other model
/// keeps the word. Public for the lane engine.
#[doc(hidden)]
#[inline(always)]
pub fn raw_float_word(base: ModelSel, w: u32) -> u32 {
    if base == ModelSel::Float24 {
        store::no_negative_zero(&mut scalar(), w)
    } else {
        w
    }
}
