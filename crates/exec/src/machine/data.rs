//! Data instructions: arithmetic, moves, packs, integers, addresses,
//! derivatives, textures and kills.

use super::run::QuadOperands;
use super::{ExecError, Machine};
use crate::alu::{self, Vec4};
use crate::env::{Env, TexQuery};
use crate::prepare::{Executable, Kind, ModelSel, PInst, PSrc};
use shasm_ir::ops::{self, Fixed12, FloatOp, Half, Ieee, Model, Scalar, ScalarOp, store};
use shasm_ir::{DataType, Extra, Opcode, Saturate, TexTarget};

impl Executable {
    /// Execute a data instruction (everything but flow and geometry).
    /// `quad` carries the neighbours' operand values for derivatives.
    pub(super) fn exec_data<B: Model>(
        &self,
        m: &mut Machine,
        env: &Env,
        inst: &PInst,
        pc: usize,
        quad: Option<&QuadOperands>,
    ) -> Result<(), ExecError> {
        // Explicit fp16 / fx12 precision (NV_fragment_program H and X);
        // everything else computes in the program's own model.
        match inst.model {
            ModelSel::Half => self.exec_in::<Half>(m, env, inst, pc, quad),
            ModelSel::Fixed => self.exec_in::<Fixed12>(m, env, inst, pc, quad),
            _ => self.exec_in::<B>(m, env, inst, pc, quad),
        }
    }

    #[inline(always)]
    pub(super) fn exec_in<M: Model>(
        &self,
        m: &mut Machine,
        env: &Env,
        inst: &PInst,
        pc: usize,
        quad: Option<&QuadOperands>,
    ) -> Result<(), ExecError> {
        let sem = &self.program.semantics;
        let op = inst.op;
        let unsupported = ExecError::Unsupported { op, pc };
        let result: Vec4 = match inst.kind {
            Kind::Componentwise => {
                let Some(FloatOp::Component(fop)) = inst.float else {
                    return Err(unsupported);
                };
                let [a, b, c] = self.fetch_all::<M>(m, env, inst);
                alu::componentwise::<M>(sem, fop, a, b, c)
            }
            Kind::Select => {
                // PICA200: max(s, 0) = s for the largest subnormal s; the
                // chosen operand is written as it is (no -0 exists).
                let a = self.fetch(m, env, &inst.src[0]);
                let b = self.fetch(m, env, &inst.src[1]);
                let v = alu::select(sem, op == Opcode::Max, a, b);
                self.write_raw(m, inst, v, false);
                return Ok(());
            }
            Kind::RawMove => {
                let v = self.fetch(m, env, &inst.src[0]);
                self.write_raw(m, inst, v, false);
                return Ok(());
            }
            Kind::Dot => {
                let Some(FloatOp::Dot(fop)) = inst.float else {
                    return Err(unsupported);
                };
                let [a, b, c] = self.fetch_all::<M>(m, env, inst);
                alu::dot::<M>(sem, fop, a, b, c)
            }
            Kind::Scalar => {
                let Some(FloatOp::Scalar(fop)) = inst.float else {
                    return Err(unsupported);
                };
                let a = self.fetch_f::<M>(m, env, &inst.src[0])[0];
                let b = if fop == ScalarOp::Pow {
                    self.fetch_f::<M>(m, env, &inst.src[1])[0]
                } else {
                    0.0
                };
                [alu::scalar::<M>(sem, fop, a, b); 4]
            }
            Kind::Special => {
                let Some(FloatOp::Vector(fop)) = inst.float else {
                    return Err(unsupported);
                };
                let [a, b, c] = self.fetch_all::<M>(m, env, inst);
                alu::special::<M>(sem, fop, a, b, c)
            }
            Kind::Swz => {
                let a = self.fetch_f::<M>(m, env, &inst.src[0]);
                match &inst.extra {
                    Extra::ExtSwizzle(c) => alu::ext_swizzle(a, c),
                    _ => a,
                }
            }
            Kind::Litp => {
                let a = self.fetch(m, env, &inst.src[0]).map(f32::from_bits);
                let (r, flags) = ops::transcendental::litp(sem.min_max, a);
                m.pred = flags;
                r
            }
            Kind::Setp => {
                // PICA200 CMP on raw operands, both flags whatever the
                // mask (the contract's `store::setp`).
                let a = self.fetch(m, env, &inst.src[0]).map(f32::from_bits);
                let b = self.fetch(m, env, &inst.src[1]).map(f32::from_bits);
                if let Extra::Compare(ops) = inst.extra {
                    m.pred = store::setp(&mut Scalar::<M>::new(), ops, a, b);
                }
                return Ok(());
            }
            Kind::Pack => {
                let Ok(pop) = ops::pack::PackOp::try_from(op) else {
                    return Err(unsupported);
                };
                let a = self.fetch(m, env, &inst.src[0]).map(f32::from_bits);
                let word = ops::pack::pack(sem.pack, pop, a);
                self.write_raw(m, inst, [word; 4], false);
                return Ok(());
            }
            Kind::Unpack => {
                let Ok(uop) = ops::pack::UnpackOp::try_from(op) else {
                    return Err(unsupported);
                };
                // NV_gpu_program4 §2.X.8.Z UP*: "The single operand is read
                // as a floating-point value, a signed integer, or an
                // unsigned integer, as specified by the data type
                // modifier", so its negation and |x| act in that type
                // (§2.X.4.2: two's complement for integers).
                let word = if inst.data_type == DataType::Float {
                    self.fetch(m, env, &inst.src[0])[0]
                } else {
                    self.fetch_typed(m, env, &inst.src[0], inst.data_type)[0]
                };
                ops::pack::unpack(uop, word)
            }
            Kind::Integer => return self.exec_integer(m, env, inst, pc),
            Kind::Typed => return self.exec_typed(m, env, inst, pc),
            Kind::Address => {
                return self.exec_address::<M>(m, env, inst, pc);
            }
            Kind::Derivative => {
                let a = self.fetch_f::<M>(m, env, &inst.src[0]);
                match quad {
                    Some(q) => {
                        let (near, sign) = if matches!(op, Opcode::Ddx | Opcode::DdxFine) {
                            q.ddx
                        } else {
                            q.ddy
                        };
                        let other = q.src0[near];
                        // Always (right - left) / (top - bottom), never the
                        // negated difference: -(x - x) would give -0 on one
                        // side of the quad.
                        std::array::from_fn(|i| {
                            let b = M::input(other[i]);
                            if sign {
                                ops::arith::sub::<M>(b, a[i])
                            } else {
                                ops::arith::sub::<M>(a[i], b)
                            }
                        })
                    }
                    // A lone invocation has no neighbours: derivative 0.
                    None => [0.0; 4],
                }
            }
            Kind::Texture if inst.data_type != DataType::Float => {
                // An integer lookup (TEX.S, TXF.U, ...) returns integer
                // words: a CC update takes the integer flags (§2.X.4.3: SF
                // is the word's most significant bit, ZF a zero word), not
                // the float classification of the same bits.
                let v = self.exec_texture(m, env, inst, quad);
                self.write_raw(m, inst, v.map(f32::to_bits), true);
                return Ok(());
            }
            Kind::Texture => self.exec_texture(m, env, inst, quad),
            Kind::Kill => {
                let kill = match op {
                    Opcode::KillIf if inst.data_type != DataType::Float => {
                        self.integer_kills(m, env, inst)
                    }
                    Opcode::KillIf => {
                        // The raw word, not the model's operand.
                        let a = self.fetch(m, env, &inst.src[0]).map(f32::from_bits);
                        store::kills(&mut Scalar::<M>::new(), a)
                    }
                    _ => self.condition(m, env, &inst.condition),
                };
                if kill {
                    m.killed = true;
                }
                return Ok(());
            }
            Kind::Flow | Kind::Geometry => {
                return Err(ExecError::Unsupported { op, pc });
            }
        };
        self.write_float(m, inst, result);
        Ok(())
    }

    /// TGSI's typed ops: each operand read raw and modified in its own
    /// type, the op computed on the words, and only the components
    /// tgsi.rst defines written (`shasm_ir::ops::typed`).
    pub(super) fn exec_typed(
        &self,
        m: &mut Machine,
        env: &Env,
        inst: &PInst,
        pc: usize,
    ) -> Result<(), ExecError> {
        use shasm_ir::ops::typed;
        let op = inst.op;
        let top = typed::TypedOp::try_from(op).map_err(|_| ExecError::Unsupported { op, pc })?;
        let mut src = [[0u32; 4]; 3];
        for (k, s) in src.iter_mut().enumerate().take((inst.nsrc as usize).min(3)) {
            let p = &inst.src[k];
            let raw = PSrc {
                clear: !0,
                flip: 0,
                ..*p
            };
            let words = self.fetch(m, env, &raw);
            *s = typed::modify(typed::operand_type(op, k), words, p.abs, p.negate);
        }
        let mut words = typed::compute(top, src);
        // `_SAT` clamps float results to [0, 1] (FMA_SAT, DADD_SAT); the
        // parser refuses it on integer results.
        match typed::result_type(op) {
            typed::WordType::F32 => {
                words =
                    words.map(|w| ops::arith::saturate(inst.saturate, f32::from_bits(w)).to_bits());
            }
            typed::WordType::F64 if inst.saturate == Saturate::ZeroOne => {
                let [a, b] = typed::pairs(words).map(|q| f64::from_bits(q).clamp(0.0, 1.0));
                words = typed::unpairs(a.to_bits(), b.to_bits());
            }
            _ => {}
        }
        let enabled = self.enabled(m, inst) & typed::defined(op);
        // DFRACEXP's exponent: every component of its second destination
        // (TGSI has no conditional write masks).
        let second = inst.dst2.as_deref().zip(typed::compute2(op, src));
        if enabled != 0 {
            self.store(m, inst, words, enabled);
        }
        if let Some((dst2, words2)) = second {
            self.store_to(m, dst2, words2, dst2.mask);
        }
        Ok(())
    }

    /// ARL (floor), ARR (round half to even), MOVA (truncate), ARA.
    pub(super) fn exec_address<M: Model>(
        &self,
        m: &mut Machine,
        env: &Env,
        inst: &PInst,
        pc: usize,
    ) -> Result<(), ExecError> {
        let sem = &self.program.semantics;
        let ints: [i32; 4] = if inst.op == Opcode::Ara {
            ops::address::ara(self.fetch(m, env, &inst.src[0]).map(|b| b as i32))
        } else if inst.op == Opcode::Uarl {
            self.fetch(m, env, &inst.src[0]).map(ops::address::uarl)
        } else {
            // Operands go through the numeric model like any other float
            // operand: NV_vertex_program2 §2.14.3 flushes denormals, so ARL
            // of -1e-40 loads floor(-0.0) = 0, not -1.
            let Ok(FloatOp::Address(op)) = FloatOp::try_from(inst.op) else {
                return Err(ExecError::Unsupported { op: inst.op, pc });
            };
            let a = self.fetch_f::<M>(m, env, &inst.src[0]);
            a.map(|x| ops::address::load(op, x))
        };
        let ints = ints.map(|v| ops::address::clamp(sem.address_range, v));
        self.write_raw(m, inst, ints.map(|v| v as u32), true);
        Ok(())
    }

    pub(super) fn exec_texture(
        &self,
        m: &Machine,
        env: &Env,
        inst: &PInst,
        quad: Option<&QuadOperands>,
    ) -> Vec4 {
        let Extra::Texture(tex) = inst.extra else {
            return [0.0; 4];
        };
        let mut bits = self.fetch(m, env, &inst.src[0]);
        // tgsi.rst TEX_LZ: "the same as TXL with LOD = 0"; TXF_LZ: TXF of
        // level 0 (`.w` is the level TXF reads).
        // tgsi.rst, Resource Sampling Opcodes: the SAMPLE family is the
        // lookup of the same meaning with its extra operand moved into the
        // coordinates: SAMPLE_B's bias and SAMPLE_L's level into .w (as TXB
        // and TXL take them), SAMPLE_C's reference where the shadow target
        // reads it (the parser made the target the view's shadow one).
        let extra = || self.fetch(m, env, &inst.src[1])[0];
        let op = match inst.op {
            Opcode::TexLz => {
                bits[3] = 0.0f32.to_bits();
                Opcode::Txl
            }
            Opcode::TxfLz => {
                bits[3] = 0;
                Opcode::Txf
            }
            Opcode::Sample => Opcode::Tex,
            Opcode::SampleB => {
                bits[3] = extra();
                Opcode::Txb
            }
            Opcode::SampleL => {
                bits[3] = extra();
                Opcode::Txl
            }
            Opcode::SampleD => Opcode::Txd,
            Opcode::SampleC | Opcode::SampleCLz => {
                let r = if matches!(tex.target, TexTarget::ShadowCube | TexTarget::ShadowArray2D) {
                    3
                } else {
                    2
                };
                bits[r] = extra();
                if inst.op == Opcode::SampleCLz {
                    // Level 0 (the parser refuses the targets whose
                    // reference is in .w).
                    bits[3] = 0.0f32.to_bits();
                    Opcode::Txl
                } else {
                    Opcode::Tex
                }
            }
            Opcode::SampleI => Opcode::Txf,
            Opcode::SampleIMs => {
                // tgsi.rst SAMPLE_I_MS: "just like SAMPLE_I but allows
                // fetch data from multi-sampled surfaces", sample `src1.x`
                // (an unsigned integer). A texture here has one sample per
                // texel: sample 0 is the texel; a sample past the count
                // reads (0, 0, 0, 0), as an out-of-range texel fetch does
                // under robust access (KHR_robustness, "texelFetch ...
                // returns zero") and D3D10's ld2dms.
                if self.fetch(m, env, &inst.src[1])[0] != 0 {
                    return [0.0; 4];
                }
                Opcode::Txf
            }
            Opcode::Gather4 => {
                // tgsi.rst GATHER4 "behaves like the SAMPLE instruction" and
                // gathers the view's first component (its swizzle is the
                // identity here).
                bits[3] = 0.0f32.to_bits();
                Opcode::Tg4
            }
            Opcode::Tg4 => {
                // tgsi.rst TG4: "component = src1" (an integer).
                bits[3] =
                    ((self.fetch(m, env, &inst.src[1])[0] as i32).clamp(0, 3) as f32).to_bits();
                Opcode::Tg4
            }
            Opcode::Sviewinfo => Opcode::Txq,
            op => op,
        };
        let integer = matches!(inst.data_type, DataType::Signed | DataType::Unsigned);
        let coord = if op == Opcode::Txf {
            // TXF's coordinates and level are signed integers
            // (NV_gpu_program4 TXF); the query carries their values.
            bits.map(|b| b as i32 as f32)
        } else {
            bits.map(f32::from_bits)
        };
        let Some(Some(unit)) = env.textures.get(tex.unit as usize) else {
            // An unbound or incomplete texture reads (0, 0, 0, 0)
            // (NV_fragment_program §3.11.5.38).
            return [0.0; 4];
        };
        if op == Opcode::Txq {
            // An integer-typed TXQ (NV_gpu_program4: "the level of detail
            // is a signed integer") and SVIEWINFO (tgsi.rst: "src_mip_level
            // is an unsigned integer") read their level as an integer; other
            // ISAs' TXQ hand it over as a float.
            let lod = if integer || inst.op == Opcode::Sviewinfo {
                bits[0] as i32
            } else {
                coord[0] as i32
            };
            return unit.size(tex.target, lod).map(|v| f32::from_bits(v as u32));
        }
        let coord = project(op, tex.target, coord);
        let (ddx, ddy) = match (op, quad) {
            (Opcode::Txd, _) => {
                let dx = self.fetch(m, env, &inst.src[1]).map(f32::from_bits);
                let dy = self.fetch(m, env, &inst.src[2]).map(f32::from_bits);
                ([dx[0], dx[1], dx[2]], [dy[0], dy[1], dy[2]])
            }
            (_, Some(q)) => {
                let c = |lane: usize| project(op, tex.target, q.src0[lane]);
                let (xn, xs) = q.ddx;
                let (yn, ys) = q.ddy;
                let dx = diff(c(xn), coord, xs);
                let dy = diff(c(yn), coord, ys);
                (dx, dy)
            }
            _ => ([0.0; 3], [0.0; 3]),
        };
        unit.sample(&TexQuery {
            op,
            target: tex.target,
            coord,
            ddx,
            ddy,
            offset: tex.offset.unwrap_or([0; 3]),
        })
    }
}

/// TXP divides s, t, r by q, except for cube maps (NV_fragment_program
/// §3.11.5.40; the contract's `store::project`).
fn project(op: Opcode, target: TexTarget, c: Vec4) -> Vec4 {
    if op == Opcode::Txp {
        store::project(&mut Scalar::<Ieee>::new(), target, c)
    } else {
        c
    }
}

fn diff(other: Vec4, this: Vec4, this_is_low: bool) -> [f32; 3] {
    std::array::from_fn(|i| {
        if this_is_low {
            other[i] - this[i]
        } else {
            this[i] - other[i]
        }
    })
}
