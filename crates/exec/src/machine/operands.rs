//! Reading source operands and writing results under the masks.

use super::{Machine, ONE, SIGN};
use crate::alu::Vec4;
use crate::env::Env;
use crate::prepare::{Bank, DstKind, Executable, ModelSel, PIndirect, PInst, POuter, PSrc};
use shasm_ir::numeric::{flush_denormal, fp16};
use shasm_ir::ops::{self, Model};
use shasm_ir::{CcValue, Saturate, StorageFormat};

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
                let a = m.regs[ind.reg as usize][ind.component as usize] as i32;
                let index = match relative_index(s, a) {
                    Ok(i) => i,
                    Err(words) => return self.modify(words, s),
                };
                let slot = (s.slot + index) as usize;
                match s.bank {
                    Bank::Env => env.regs[slot],
                    Bank::Machine => m.regs[slot],
                }
            }
        };
        let sw = s.swizzle;
        self.modify(
            [
                raw[sw[0] as usize & 3],
                raw[sw[1] as usize & 3],
                raw[sw[2] as usize & 3],
                raw[sw[3] as usize & 3],
            ],
            s,
        )
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
        let sw = s.swizzle;
        self.modify(
            [
                raw[sw[0] as usize & 3],
                raw[sw[1] as usize & 3],
                raw[sw[2] as usize & 3],
                raw[sw[3] as usize & 3],
            ],
            s,
        )
    }

    #[inline(always)]
    pub(super) fn modify(&self, v: [u32; 4], s: &PSrc) -> [u32; 4] {
        v.map(|b| (b & s.clear) ^ s.flip)
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
        self.fetch(m, env, s).map(|b| M::input(f32::from_bits(b)))
    }

    /// Saturate, convert to the destination's format, write under the masks
    /// and update the condition code (NV_fragment_program §3.11.4.3-4).
    #[inline(always)]
    pub(super) fn write_float(&self, m: &mut Machine, inst: &PInst, mut v: Vec4) {
        if inst.model == ModelSel::Fixed {
            // fx12 intermediates keep their range; only the result is
            // clamped to [-2, 2047/1024] (NV_fragment_program §3.11.4.2
            // conversion rules; notes D10: "clamp only the final result").
            v = v.map(ops::fx12::clamp_result);
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
            v = v.map(|x| ops::arith::saturate(inst.saturate, x));
        }
        let v = match inst.dst.format {
            StorageFormat::F16 => v.map(fp16::round),
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
        let v = match inst.dst.format {
            // A move into an fp16 register rounds.
            StorageFormat::F16 if !int => v.map(|b| fp16::round(f32::from_bits(b)).to_bits()),
            _ if self.base_model == ModelSel::Float24 && !int => {
                // No negative zero on the PICA200.
                v.map(|b| raw_float_word(self.base_model, b))
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
                        CcValue::from_f32(flush_denormal(f32::from_bits(*b)))
                    } else {
                        CcValue::from_f32(f32::from_bits(*b))
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
        let slot = match inst.dst.kind {
            DstKind::Reg => inst.dst.slot as usize,
            DstKind::Indirect => {
                let Some(ind) = inst.dst.indirect else { return };
                let a = m.regs[ind.reg as usize][ind.component as usize] as i32;
                // The IR's relative destination is its register index plus
                // the address value (`Dst::reg`, `TEMP[ADDR[0].x + 2]`).
                let i = i64::from(a) + i64::from(inst.dst.base);
                if i < 0 || i >= i64::from(inst.dst.file_size) {
                    return;
                }
                (inst.dst.slot as i64 + i) as usize
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
    if s.pica_relative {
        // PICA200 "Relative addressing": an offset outside the
        // byte range is not applied; the sum is masked by 0x7F;
        // indices above the 96 constants read (1, 1, 1, 1).
        let off = if (-128..=127).contains(&a) { a } else { 0 };
        let i = (s.offset.wrapping_add(off)) & 0x7F;
        if i as u32 >= s.file_size {
            // The register reads (1, 1, 1, 1); the source's
            // negation still applies.
            return Err([ONE; 4]);
        }
        Ok(i as u32)
    } else {
        let i = i64::from(s.offset) + i64::from(a);
        if i < 0 || i >= i64::from(s.file_size) {
            // Out of range: (0, 0, 0, 0) (NV_vertex_program2
            // notes §10 #3; TGSI leaves it undefined).
            return Err([0; 4]);
        }
        Ok(i as u32)
    }
}

/// The word a raw (non-integer) write stores: float24 has no negative zero
/// (PICA200), every other model keeps the word. Public for the lane engine.
#[doc(hidden)]
#[inline(always)]
pub fn raw_float_word(base: ModelSel, w: u32) -> u32 {
    if base == ModelSel::Float24 && w == SIGN {
        0
    } else {
        w
    }
}
