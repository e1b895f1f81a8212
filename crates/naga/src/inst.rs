//! One instruction of the body: its operands (`shasm_ir::ops::operand`),
//! the op (`shasm_ir::ops::float` and friends through [`crate::emit`]),
//! and the store of its result under the write and condition masks, with
//! the condition-code update.

use crate::body::{CcKind, Ctx, guarded};
use crate::builder::Fb;
use crate::emit::{E, H};
use crate::texture;
use naga::BinaryOperator as Op;
use shasm_exec::{DstKind, Kind, ModelSel, PInst, PSrc};
use shasm_ir::ops::float::{self, FloatOp, ScalarOp, arith};
use shasm_ir::ops::{Emit, ModelKind, operand, store};
use shasm_ir::{CcValue, CondTest, ControlModel, Extra, Opcode};
use shasm_ir::{RelativeRule, Saturate, StorageFormat};

impl Ctx<'_> {
    /// The raw words of a source: register, relative index, swizzle and
    /// modifiers (`shasm_ir::ops::operand`).
    pub(crate) fn fetch(&mut self, fb: &mut Fb<'_>, pc: u32, s: &PSrc) -> [H; 4] {
        if s.outer.is_some() {
            self.refuse(
                pc,
                "naga/unsupported",
                "geometry inputs have no translation yet",
            );
            let z = fb.lit_u(0);
            return [z; 4];
        }
        let raw: [H; 4] = match s.indirect {
            None => {
                let p = fb.index(self.r, s.slot);
                let v = fb.load(p);
                std::array::from_fn(|i| fb.index(v, i as u32))
            }
            Some(ind) => {
                let ap = fb.index(self.r, ind.reg);
                let av = fb.load(ap);
                let a = fb.index(av, u32::from(ind.component & 3));
                let rule = if s.pica_relative {
                    RelativeRule::Pica
                } else {
                    RelativeRule::Zero
                };
                let mut e = E::new(fb, ModelKind::Ieee);
                let (index, outside) =
                    operand::relative_index(&mut e, rule, s.offset, a, s.file_size);
                // Keep the index inside the file whatever the address (the
                // outside case reads the rule's word instead).
                let last = fb.lit_u(s.file_size.saturating_sub(1));
                let i = fb.math2(naga::MathFunction::Min, index, last);
                let base = fb.lit_u(s.slot);
                let i = fb.bin(Op::Add, base, i);
                let p = fb.access(self.r, i);
                let v = fb.load(p);
                let ow = fb.lit_u(operand::outside_word(rule));
                std::array::from_fn(|c| {
                    let w = fb.index(v, c as u32);
                    fb.sel(outside, ow, w)
                })
            }
        };
        let sw = operand::swizzle(raw, s.swizzle);
        let mut e = E::new(fb, ModelKind::Ieee);
        sw.map(|w| {
            if s.clear == !0 && s.flip == 0 {
                w
            } else {
                operand::modify(&mut e, w, s.clear, s.flip)
            }
        })
    }

    /// A source as model operands (`operand::input`).
    pub(crate) fn fetch_f(
        &mut self,
        fb: &mut Fb<'_>,
        pc: u32,
        s: &PSrc,
        model: ModelKind,
    ) -> [H; 4] {
        let w = self.fetch(fb, pc, s);
        let mut e = E::new(fb, model);
        w.map(|w| operand::input(&mut e, w))
    }

    pub(crate) fn fetch_all(
        &mut self,
        fb: &mut Fb<'_>,
        pc: u32,
        inst: &PInst,
        model: ModelKind,
    ) -> [[H; 4]; 3] {
        let n = inst.nsrc as usize;
        let zero = fb.lit_f(0.0);
        let mut out = [[zero; 4]; 3];
        for (k, o) in out.iter_mut().enumerate().take(n.min(3)) {
            *o = self.fetch_f(fb, pc, &inst.src[k], model);
        }
        out
    }

    /// A texture lookup (`texture.rs`), or its refusal.
    pub(crate) fn texture(&mut self, fb: &mut Fb<'_>, pc: u32, inst: &PInst) -> Option<[H; 4]> {
        let Some(stage) = self.stage.filter(|_| !fb.g.exact) else {
            let why = if self.stage.is_some() {
                "exact mode has no texture lookups yet: the interpreter's sampler filters in \
                 binary64 (use --fast for the target's own sampling)"
            } else {
                "the compute form has no texture lookups yet: its buffers carry no textures \
                 (use --stage --fast)"
            };
            self.refuse(pc, "naga/texture", why);
            return None;
        };
        let raw = |s: &mut Self, fb: &mut Fb<'_>, k: usize| -> [H; 4] {
            if k < usize::from(inst.nsrc) {
                let w = s.fetch(fb, pc, &inst.src[k]);
                w.map(|w| fb.bitcast(w, naga::ScalarKind::Float))
            } else {
                [fb.lit_f(0.0); 4]
            }
        };
        let lookup = texture::Lookup {
            coord: raw(self, fb, 0),
            extra: [raw(self, fb, 1), raw(self, fb, 2)],
        };
        let in_flow = self.flow_depth > 0;
        match texture::sample(fb, &self.textures, stage, in_flow, inst, &lookup) {
            Ok(v) => Some(v),
            Err(why) => {
                self.refuse(pc, "naga/texture", why);
                None
            }
        }
    }

    pub(crate) fn unsupported(&mut self, pc: u32, inst: &PInst) {
        self.refuse(
            pc,
            "naga/unsupported",
            format!("`{}` has no translation yet", inst.op.name()),
        );
    }

    pub(crate) fn instruction(&mut self, fb: &mut Fb<'_>, pc: usize) {
        let exe = self.exe;
        let Some(inst) = exe.prepared().get(pc) else {
            return;
        };
        let pc = pc as u32;
        let sem = exe.semantics();
        let base = exe.base_model();
        let model = match inst.model {
            ModelSel::Half | ModelSel::Fixed => inst.model,
            _ => base,
        };
        let result: [H; 4] = match inst.kind {
            Kind::Flow => {
                if sem.control == ControlModel::PicaStacks && matches!(inst.op, Opcode::Loopr) {
                    self.unsupported(pc, inst);
                }
                return;
            }
            Kind::Componentwise => {
                let Some(FloatOp::Component(op)) = inst.float else {
                    return self.unsupported(pc, inst);
                };
                let [a, b, c] = self.fetch_all(fb, pc, inst, model);
                let mut e = E::new(fb, model);
                if op == float::ComponentOp::Div {
                    std::array::from_fn(|i| float::componentwise(&mut e, sem, op, a[i], b[0], c[i]))
                } else {
                    std::array::from_fn(|i| float::componentwise(&mut e, sem, op, a[i], b[i], c[i]))
                }
            }
            Kind::Scalar => {
                let Some(FloatOp::Scalar(op)) = inst.float else {
                    return self.unsupported(pc, inst);
                };
                let a = self.fetch_f(fb, pc, &inst.src[0], model)[0];
                let b = if op == ScalarOp::Pow {
                    self.fetch_f(fb, pc, &inst.src[1], model)[0]
                } else {
                    fb.lit_f(0.0)
                };
                let mut e = E::new(fb, model);
                let v = float::scalar(&mut e, sem, op, a, b);
                [v; 4]
            }
            Kind::Dot => {
                let Some(FloatOp::Dot(op)) = inst.float else {
                    return self.unsupported(pc, inst);
                };
                let [a, b, c] = self.fetch_all(fb, pc, inst, model);
                let mut e = E::new(fb, model);
                [float::dot(&mut e, sem, op, a, b, c); 4]
            }
            Kind::Special => {
                let Some(FloatOp::Vector(op)) = inst.float else {
                    return self.unsupported(pc, inst);
                };
                let [a, b, c] = self.fetch_all(fb, pc, inst, model);
                let mut e = E::new(fb, model);
                float::vector(&mut e, sem, op, a, b, c)
            }
            Kind::Select => {
                let a = self.fetch(fb, pc, &inst.src[0]);
                let b = self.fetch(fb, pc, &inst.src[1]);
                let mut e = E::new(fb, ModelKind::Ieee);
                let max = inst.op == Opcode::Max;
                let v: [H; 4] = std::array::from_fn(|i| {
                    let x = e.bits_to_float(a[i]);
                    let y = e.bits_to_float(b[i]);
                    let r = if max {
                        arith::max(&mut e, sem.min_max, x, y)
                    } else {
                        arith::min(&mut e, sem.min_max, x, y)
                    };
                    e.float_to_bits(r)
                });
                self.write_raw(fb, inst, v, false);
                return;
            }
            Kind::RawMove => {
                let v = self.fetch(fb, pc, &inst.src[0]);
                self.write_raw(fb, inst, v, false);
                return;
            }
            Kind::Setp => {
                let a = self.fetch(fb, pc, &inst.src[0]);
                let b = self.fetch(fb, pc, &inst.src[1]);
                if let Extra::Compare(ops) = inst.extra {
                    let mut e = E::new(fb, model);
                    let a = a.map(|w| e.bits_to_float(w));
                    let b = b.map(|w| e.bits_to_float(w));
                    let f = store::setp(&mut e, ops, a, b);
                    fb.store(self.flags[0], f[0]);
                    fb.store(self.flags[1], f[1]);
                }
                return;
            }
            Kind::Address if matches!(inst.op, Opcode::Arl | Opcode::Arr | Opcode::Mova) => {
                let Some(FloatOp::Address(op)) = inst.float else {
                    return self.unsupported(pc, inst);
                };
                let a = self.fetch_f(fb, pc, &inst.src[0], model);
                let mut e = E::new(fb, model);
                let v = a.map(|x| {
                    let i = float::address::load(&mut e, op, x);
                    float::address::clamp(&mut e, sem.address_range, i)
                });
                self.write_raw(fb, inst, v, true);
                return;
            }
            Kind::Kill => {
                let kill = match inst.op {
                    Opcode::KillIf if inst.data_type == shasm_ir::DataType::Float => {
                        let a = self.fetch(fb, pc, &inst.src[0]);
                        let mut e = E::new(fb, model);
                        let a = a.map(|w| e.bits_to_float(w));
                        store::kills(&mut e, a)
                    }
                    Opcode::KillIf => return self.unsupported(pc, inst),
                    _ => self.condition(fb, pc, &inst.condition),
                };
                let k = fb.load(self.killed);
                let k = fb.bin(Op::LogicalOr, k, kill);
                fb.store(self.killed, k);
                return;
            }
            Kind::Texture => match self.texture(fb, pc, inst) {
                Some(v) => v,
                None => return,
            },
            _ => return self.unsupported(pc, inst),
        };
        self.write_float(fb, inst, model, result);
    }

    /// `write_float` of the interpreter: fx12 clamp, saturation, the
    /// destination's format, the write mask.
    pub(crate) fn write_float(
        &mut self,
        fb: &mut Fb<'_>,
        inst: &PInst,
        model: ModelKind,
        mut v: [H; 4],
    ) {
        let mut e = E::new(fb, model);
        if model == ModelKind::Fixed {
            v = v.map(|x| store::fx12_result(&mut e, x));
        }
        if !inst.plain_write {
            if inst.saturate != Saturate::None {
                v = v.map(|x| arith::saturate(&mut e, inst.saturate, x));
            }
            if inst.dst.format == StorageFormat::F16 {
                let mut h = E::new(e.fb, ModelKind::Half);
                v = v.map(|x| store::fp16_store(&mut h, x));
            }
        }
        let mut e = E::new(fb, model);
        let w = v.map(|x| e.float_to_bits(x));
        if inst.plain_write {
            return self.store(fb, inst, w, None);
        }
        self.store(fb, inst, w, Some(CcKind::Float));
    }

    /// `write_raw` of the interpreter: fp16 rounding of moves into fp16
    /// registers, no -0 on the PICA200.
    pub(crate) fn write_raw(&mut self, fb: &mut Fb<'_>, inst: &PInst, v: [H; 4], int: bool) {
        let v = if inst.dst.format == StorageFormat::F16 && !int {
            let mut h = E::new(fb, ModelKind::Half);
            v.map(|w| {
                let x = h.bits_to_float(w);
                let y = store::fp16_store(&mut h, x);
                h.float_to_bits(y)
            })
        } else if self.exe.base_model() == ModelSel::Float24 && !int {
            let mut e = E::new(fb, ModelKind::Ieee);
            v.map(|w| store::no_negative_zero(&mut e, w))
        } else {
            v
        };
        let kind = if int { CcKind::Int } else { CcKind::Raw };
        self.store(fb, inst, v, Some(kind));
    }

    /// Whether rule `t` passes for component `i` of its swizzle: the
    /// rule's truth table over the 16 flag sets (`CondRule::test`, the
    /// contract's), indexed by the component's flags.
    pub(crate) fn cc_test(&mut self, fb: &mut Fb<'_>, t: &CondTest, i: usize) -> H {
        let table: u32 = (0..16u8)
            .filter(|&v| t.rule.test(CcValue(v)))
            .fold(0, |m, v| m | (1 << v));
        let reg = t.cc().min(1);
        let comp = u32::from(t.swizzle.0[i] & 3);
        let p = fb.index(self.cc, reg);
        let p = fb.index(p, comp);
        let flags = fb.load(p);
        let k = fb.lit_u(table);
        let bit = fb.bin(Op::ShiftRight, k, flags);
        let one = fb.lit_u(1);
        let bit = fb.bin(Op::And, bit, one);
        let zero = fb.lit_u(0);
        fb.bin(Op::NotEqual, bit, zero)
    }

    /// The `CcValue` flags of a stored word (`CcValue::from_f32`,
    /// `from_i32`, and `store::raw_move_cc_value` for raw moves).
    pub(crate) fn cc_value(&mut self, fb: &mut Fb<'_>, w: H, kind: CcKind) -> H {
        let lt = fb.lit_u(u32::from(CcValue::LT.0));
        let eq = fb.lit_u(u32::from(CcValue::EQ.0));
        let gt = fb.lit_u(u32::from(CcValue::GT.0));
        let un = fb.lit_u(u32::from(CcValue::UN.0));
        if kind == CcKind::Int {
            let i = fb.bitcast(w, naga::ScalarKind::Sint);
            let z = fb.lit_i(0);
            let neg = fb.bin(Op::Less, i, z);
            let is0 = fb.bin(Op::Equal, i, z);
            let v = fb.sel(is0, eq, gt);
            return fb.sel(neg, lt, v);
        }
        let base = self.exe.base_model();
        let x = if kind == CcKind::Raw {
            let mut b = E::new(fb, base);
            store::raw_move_cc_value(&mut b, base, w)
        } else {
            let mut e = E::new(fb, ModelKind::Ieee);
            e.bits_to_float(w)
        };
        let mut e = E::new(fb, ModelKind::Ieee);
        let zero = e.float(0.0);
        let nan = e.is_nan(x);
        let neg = e.lt(x, zero);
        let is0 = e.eq(x, zero);
        let v = fb.sel(is0, eq, gt);
        let v = fb.sel(neg, lt, v);
        fb.sel(nan, un, v)
    }

    /// Store the enabled components (write mask, then the condition mask
    /// tested against the condition codes before this instruction), then
    /// update the condition code of each component written
    /// (NV_fragment_program §3.11.4.3-4). `cc` is `None` for plain writes.
    pub(crate) fn store(&mut self, fb: &mut Fb<'_>, inst: &PInst, v: [H; 4], cc: Option<CcKind>) {
        let mask = inst.dst.mask;
        let enabled: [Option<H>; 4] = match inst.dst.cond {
            Some(t) if cc.is_some() => {
                std::array::from_fn(|i| (mask & (1 << i) != 0).then(|| self.cc_test(fb, &t, i)))
            }
            _ => [None; 4],
        };
        self.write_words(fb, inst, v, enabled);
        if let (Some(kind), Some(reg)) = (cc, inst.cc_update) {
            let reg = u32::from(reg).min(1);
            for (i, w) in v.iter().enumerate() {
                if mask & (1 << i) == 0 {
                    continue;
                }
                let value = self.cc_value(fb, *w, kind);
                let ccp = self.cc;
                guarded(fb, enabled[i], |fb| {
                    let p = fb.index(ccp, reg);
                    let p = fb.index(p, i as u32);
                    fb.store(p, value);
                });
            }
        }
    }

    /// The register writes of [`Ctx::store`], each under its condition.
    pub(crate) fn write_words(
        &mut self,
        fb: &mut Fb<'_>,
        inst: &PInst,
        v: [H; 4],
        enabled: [Option<H>; 4],
    ) {
        let mask = inst.dst.mask;
        match inst.dst.kind {
            DstKind::Reg => {
                let p = fb.index(self.r, inst.dst.slot);
                let masks = self.detail.as_ref().map(|d| d.written);
                for (i, w) in v.iter().enumerate() {
                    if mask & (1 << i) != 0 {
                        guarded(fb, enabled[i], |fb| {
                            let c = fb.index(p, i as u32);
                            fb.store(c, *w);
                            if let Some(m) = masks {
                                let at = fb.lit_u(inst.dst.slot);
                                mark_written(fb, m, at, i);
                            }
                        });
                    }
                }
            }
            DstKind::Indirect => {
                let Some(ind) = inst.dst.indirect else { return };
                let ap = fb.index(self.r, ind.reg);
                let av = fb.load(ap);
                let a = fb.index(av, u32::from(ind.component & 3));
                let a = fb.bitcast(a, naga::ScalarKind::Sint);
                // i = a + base, inside [0, size): as the interpreter's
                // `store`, a register outside the file is not written.
                let base = fb.lit_i(inst.dst.base as i32);
                let i = fb.bin(Op::Add, a, base);
                let zero = fb.lit_i(0);
                let size = fb.lit_i(inst.dst.file_size as i32);
                let lo = fb.bin(Op::GreaterEqual, i, zero);
                let hi = fb.bin(Op::Less, i, size);
                let inside = fb.bin(Op::LogicalAnd, lo, hi);
                let r = self.r;
                let slot = inst.dst.slot;
                let masks = self.detail.as_ref().map(|d| d.written);
                fb.if_else(
                    inside,
                    |fb| {
                        let iu = fb.bitcast(i, naga::ScalarKind::Uint);
                        let s = fb.lit_u(slot);
                        let at = fb.bin(Op::Add, s, iu);
                        let p = fb.access(r, at);
                        for (k, w) in v.iter().enumerate() {
                            if mask & (1 << k) != 0 {
                                guarded(fb, enabled[k], |fb| {
                                    let c = fb.index(p, k as u32);
                                    fb.store(c, *w);
                                    if let Some(m) = masks {
                                        mark_written(fb, m, at, k);
                                    }
                                });
                            }
                        }
                    },
                    |_| {},
                );
            }
            DstKind::Predicate => {
                for (i, w) in v.iter().enumerate().take(2) {
                    if mask & (1 << i) != 0 {
                        let flag = self.flags[i];
                        guarded(fb, enabled[i], |fb| {
                            let z = fb.lit_u(0);
                            let b = fb.bin(Op::NotEqual, *w, z);
                            fb.store(flag, b);
                        });
                    }
                }
            }
            DstKind::Discard | DstKind::None => {}
        }
    }
}

/// `written[at] |= 1 << component` (the interpreter's write masks).
pub(crate) fn mark_written(fb: &mut Fb<'_>, masks: H, at: H, component: usize) {
    let p = fb.access(masks, at);
    let m = fb.load(p);
    let bit = fb.lit_u(1 << component);
    let m = fb.bin(Op::InclusiveOr, m, bit);
    fb.store(p, m);
}
