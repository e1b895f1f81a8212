//! The body of both forms: the state of an invocation (the register
//! array, condition codes, flags, the killed flag, the structured form's
//! variables), its flow (the structured form's lists, conditions, the
//! loop guard) and its end (results to the `outputs` buffer or the stage
//! entry point's result).

use crate::Refusal;
use crate::builder::Fb;
use crate::compute::{DETAIL_HEAD, STATUS_BUDGET, STATUS_ERROR, STATUS_KILLED, slot_of};
use crate::emit::{E, H};
use crate::stage::{self, IoKind};
use crate::texture;
use naga::{BinaryOperator as Op, Expression, Handle, ShaderStage, Statement, Type, VectorSize};
use shasm_exec::Executable;
use shasm_ir::cfg::{Cfg, Cond, ListId, Node, Structured, Test};
use shasm_ir::ops::Emit;
use shasm_ir::{Condition, File, Opcode};

/// The GPU engine's account of an invocation (`detail` buffer).
pub(crate) struct Detail {
    /// Pointers to the executed count and the write masks (one `u32` per
    /// register slot).
    pub(crate) executed: H,
    pub(crate) written: H,
    pub(crate) buf: H,
}

/// How a stored word sets the condition code.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum CcKind {
    /// A float result (`CcValue::from_f32`).
    Float,
    /// A raw float word written by a move (`store::raw_move_cc_value`).
    Raw,
    /// An integer word (`CcValue::from_i32`).
    Int,
}

/// Run `f` under the runtime condition `c`, if there is one.
pub(crate) fn guarded(fb: &mut Fb<'_>, c: Option<H>, f: impl FnOnce(&mut Fb<'_>)) {
    match c {
        Some(c) => {
            fb.open();
            f(fb);
            let accept = fb.close();
            fb.statement(Statement::If {
                condition: c,
                accept,
                reject: naga::Block::new(),
            });
        }
        None => f(fb),
    }
}

pub(crate) struct Ctx<'p> {
    pub(crate) exe: &'p Executable,
    pub(crate) cfg: &'p Cfg,
    pub(crate) tree: &'p Structured,
    /// Pointer to the register array.
    pub(crate) r: H,
    /// Pointers to the PICA200 condition flags, the killed flag and the
    /// structured form's variables.
    pub(crate) flags: [H; 2],
    /// Pointer to the two NV condition-code registers: one `u32` of
    /// `CcValue` flags per component.
    pub(crate) cc: H,
    pub(crate) killed: H,
    /// Pointer to the count of loop iterations run (the budget guard).
    pub(crate) steps: H,
    pub(crate) vars: Vec<H>,
    /// Where the results go when the program ends.
    pub(crate) sink: Sink,
    /// The stage form in fast mode: the texture bindings (empty
    /// otherwise: a lookup is refused) and the entry point's stage.
    pub(crate) textures: Vec<texture::TexBinding>,
    pub(crate) stage: Option<ShaderStage>,
    /// How many flow-control constructs enclose the code being emitted.
    pub(crate) flow_depth: u32,
    /// The GPU engine's records: executed count, condition codes, flags
    /// and write masks of each invocation.
    pub(crate) detail: Option<Detail>,
    pub(crate) refusals: Vec<Refusal>,
}

/// Where an invocation's results go.
pub(crate) enum Sink {
    /// The compute form: records of the `outputs` buffer.
    Compute {
        /// The slots of one output record, in order.
        outputs: Vec<u32>,
        /// `outputs`, `status` globals and the invocation's index.
        out_buf: H,
        status_buf: H,
        index: H,
    },
    /// The stage form: the entry point's result structure (`None` for a
    /// fragment program without results).
    Stage {
        result: Option<Handle<Type>>,
        outputs: Vec<stage::IoReg>,
        /// A fragment program that may kill its fragment.
        kills: bool,
    },
}

impl Ctx<'_> {
    pub(crate) fn refuse(&mut self, pc: u32, code: &'static str, message: impl Into<String>) {
        self.refusals.push(Refusal {
            pc: Some(pc),
            code,
            message: message.into(),
        });
    }

    /// Write the outputs and the status, then return.
    pub(crate) fn finish(&mut self, fb: &mut Fb<'_>, extra: u32) {
        let (outputs, out_buf, status_buf, index) = match &self.sink {
            Sink::Compute {
                outputs,
                out_buf,
                status_buf,
                index,
            } => (outputs.clone(), *out_buf, *status_buf, *index),
            Sink::Stage {
                result,
                outputs,
                kills,
            } => {
                let (result, outputs, kills) = (*result, outputs.clone(), *kills);
                return self.finish_stage(fb, result, &outputs, kills);
            }
        };
        let n = outputs.len() as u32;
        for (k, &slot) in outputs.iter().enumerate() {
            let base = fb.lit_u(n);
            let at = fb.bin(Op::Multiply, index, base);
            let k = fb.lit_u(k as u32);
            let at = fb.bin(Op::Add, at, k);
            let src = fb.index(self.r, slot);
            let v = fb.load(src);
            let p = fb.access(out_buf, at);
            fb.store(p, v);
        }
        if let Some(d) = &self.detail {
            let (executed, written, buf) = (d.executed, d.written, d.buf);
            let stride = DETAIL_HEAD + n;
            let base = fb.lit_u(stride);
            let base = fb.bin(Op::Multiply, index, base);
            let put = |fb: &mut Fb<'_>, k: u32, v: H| {
                let k = fb.lit_u(k);
                let at = fb.bin(Op::Add, base, k);
                let p = fb.access(buf, at);
                fb.store(p, v);
            };
            let v = fb.load(executed);
            put(fb, 0, v);
            let mut cc = fb.lit_u(0);
            for reg in 0..2u32 {
                let r = fb.index(self.cc, reg);
                let r = fb.load(r);
                for c in 0..4u32 {
                    let f = fb.index(r, c);
                    let sh = fb.lit_u(4 * (4 * reg + c));
                    let f = fb.bin(Op::ShiftLeft, f, sh);
                    cc = fb.bin(Op::InclusiveOr, cc, f);
                }
            }
            put(fb, 1, cc);
            let (one, zero) = (fb.lit_u(1), fb.lit_u(0));
            let p0 = fb.load(self.flags[0]);
            let p0 = fb.sel(p0, one, zero);
            let two = fb.lit_u(2);
            let p1 = fb.load(self.flags[1]);
            let p1 = fb.sel(p1, two, zero);
            let p = fb.bin(Op::InclusiveOr, p0, p1);
            put(fb, 2, p);
            put(fb, 3, zero);
            for (k, &slot) in outputs.iter().enumerate() {
                let w = fb.index(written, slot);
                let w = fb.load(w);
                put(fb, DETAIL_HEAD + k as u32, w);
            }
        }
        let killed = fb.load(self.killed);
        let one = fb.lit_u(STATUS_KILLED);
        let zero = fb.lit_u(0);
        let k = fb.sel(killed, one, zero);
        let extra = fb.lit_u(extra);
        let s = fb.bin(Op::InclusiveOr, k, extra);
        let p = fb.access(status_buf, index);
        fb.store(p, s);
        fb.statement(Statement::Return { value: None });
    }

    /// The stage form's end: a killed fragment is discarded; otherwise the
    /// results as they stand (an error or the budget guard ends the
    /// invocation the same way: the stage form has no status).
    pub(crate) fn finish_stage(
        &mut self,
        fb: &mut Fb<'_>,
        result: Option<Handle<Type>>,
        outputs: &[stage::IoReg],
        kills: bool,
    ) {
        if kills {
            let killed = fb.load(self.killed);
            fb.if_else(killed, |fb| fb.statement(Statement::Kill), |_| {});
        }
        let Some(ty) = result else {
            fb.statement(Statement::Return { value: None });
            return;
        };
        let components = outputs
            .iter()
            .map(|o| match o.kind {
                IoKind::ZeroPosition => {
                    let z = fb.lit_f(0.0);
                    fb.push(Expression::Splat {
                        size: VectorSize::Quad,
                        value: z,
                    })
                }
                kind => {
                    let p = fb.index(self.r, o.slot);
                    let v = fb.load(p);
                    let v = if kind == IoKind::FragDepth {
                        fb.index(v, 2)
                    } else {
                        v
                    };
                    fb.bitcast(v, naga::ScalarKind::Float)
                }
            })
            .collect();
        let value = fb.push(Expression::Compose { ty, components });
        fb.statement(Statement::Return { value: Some(value) });
    }

    pub(crate) fn list(&mut self, fb: &mut Fb<'_>, list: ListId) {
        let ids: Vec<_> = self.tree.list(list).to_vec();
        for id in ids {
            let node = self.tree.node(id).clone();
            match node {
                Node::Block(b) => {
                    let range = self.cfg.block(b).range();
                    if let Some(d) = &self.detail
                        && !range.is_empty()
                    {
                        // The interpreter counts every instruction it runs,
                        // flow instructions included: a block runs whole.
                        let n = fb.load(d.executed);
                        let len = fb.lit_u(range.len() as u32);
                        let n = fb.bin(Op::Add, n, len);
                        fb.store(d.executed, n);
                    }
                    for pc in range {
                        self.instruction(fb, pc);
                    }
                }
                Node::If {
                    cond,
                    then,
                    otherwise,
                } => {
                    let c = self.cond(fb, cond);
                    self.flow_depth += 1;
                    fb.open();
                    self.list(fb, then);
                    let accept = fb.close();
                    fb.open();
                    self.list(fb, otherwise);
                    let reject = fb.close();
                    self.flow_depth -= 1;
                    fb.statement(Statement::If {
                        condition: c,
                        accept,
                        reject,
                    });
                }
                Node::Loop { body } => {
                    self.flow_depth += 1;
                    fb.open();
                    self.count_iteration(fb);
                    self.list(fb, body);
                    let body = fb.close();
                    self.flow_depth -= 1;
                    fb.statement(Statement::Loop {
                        body,
                        continuing: naga::Block::new(),
                        break_if: None,
                    });
                }
                Node::Switch {
                    var,
                    cases,
                    default,
                } => {
                    let v = self.vars[var as usize];
                    let selector = fb.load(v);
                    self.flow_depth += 1;
                    let mut out = Vec::new();
                    for (value, l) in cases {
                        fb.open();
                        self.list(fb, l);
                        let body = fb.close();
                        out.push(naga::SwitchCase {
                            value: naga::SwitchValue::U32(value),
                            body,
                            fall_through: false,
                        });
                    }
                    fb.open();
                    self.list(fb, default);
                    let body = fb.close();
                    out.push(naga::SwitchCase {
                        value: naga::SwitchValue::Default,
                        body,
                        fall_through: false,
                    });
                    self.flow_depth -= 1;
                    fb.statement(Statement::Switch {
                        selector,
                        cases: out,
                    });
                }
                Node::Break => fb.statement(Statement::Break),
                Node::Continue => fb.statement(Statement::Continue),
                Node::Set { var, value } => {
                    let v = fb.lit_u(value);
                    let p = self.vars[var as usize];
                    fb.store(p, v);
                }
                Node::Action(a) => {
                    let pc = self.action_pc(a);
                    self.refuse(
                        pc,
                        "naga/unsupported",
                        "loop counters and the address stack (PICA200 LOOP, REP, PUSHA/POPA) have no translation yet",
                    );
                }
                Node::Exit(x) => {
                    let extra = match x {
                        shasm_ir::cfg::Exit::End | shasm_ir::cfg::Exit::CallOverflow => 0,
                        _ => STATUS_ERROR,
                    };
                    self.finish(fb, extra);
                }
            }
        }
    }

    /// The budget guard at the top of every loop body: every iteration is
    /// counted, and past the program's instruction budget (an iteration
    /// runs at least one instruction of a program that loops for ever) the
    /// invocation ends with [`STATUS_BUDGET`], so that a translated program
    /// never hangs the GPU.
    pub(crate) fn count_iteration(&mut self, fb: &mut Fb<'_>) {
        let cap = u32::try_from(self.exe.semantics().limits.max_executed).unwrap_or(u32::MAX);
        let n = fb.load(self.steps);
        let one = fb.lit_u(1);
        let n = fb.bin(Op::Add, n, one);
        fb.store(self.steps, n);
        let limit = fb.lit_u(cap);
        let over = fb.bin(Op::Greater, n, limit);
        fb.open();
        self.finish(fb, STATUS_BUDGET);
        let accept = fb.close();
        fb.statement(Statement::If {
            condition: over,
            accept,
            reject: naga::Block::new(),
        });
    }

    /// The instruction a flow action belongs to, for its diagnostic.
    pub(crate) fn action_pc(&self, a: shasm_ir::cfg::Action) -> u32 {
        use shasm_ir::cfg::Action;
        match a {
            Action::RepBegin(pc) | Action::AddressPush(pc) | Action::AddressPop(pc) => pc,
            _ => {
                // The first LOOP/REP instruction of the program.
                self.exe
                    .prepared()
                    .iter()
                    .position(|i| {
                        matches!(
                            i.op,
                            Opcode::Loopr
                                | Opcode::Rep
                                | Opcode::Endrep
                                | Opcode::Pusha
                                | Opcode::Popa
                        )
                    })
                    .unwrap_or(0) as u32
            }
        }
    }

    pub(crate) fn cond(&mut self, fb: &mut Fb<'_>, cond: Cond) -> H {
        match cond {
            Cond::Is { var, value } => {
                let v = fb.load(self.vars[var as usize]);
                let k = fb.lit_u(value);
                fb.bin(Op::Equal, v, k)
            }
            Cond::Test(Test::Condition { at, condition }) => self.condition(fb, at, &condition),
            Cond::Test(Test::Operand { at, integer }) => {
                let Some(inst) = self.exe.prepared().get(at as usize) else {
                    return fb.lit_b(false);
                };
                if inst.nsrc == 0 {
                    return fb.lit_b(false);
                }
                let src = inst.src[0];
                let x = self.fetch(fb, at, &src)[0];
                if integer {
                    let z = fb.lit_u(0);
                    fb.bin(Op::NotEqual, x, z)
                } else {
                    let model = self.exe.base_model();
                    let mut e = E::new(fb, model);
                    let f = e.bits_to_float(x);
                    let z = e.float(0.0);
                    e.ne(f, z)
                }
            }
            Cond::Test(t) => {
                let pc = t
                    .at()
                    .unwrap_or_else(|| self.action_pc(shasm_ir::cfg::Action::LoopContinue));
                self.refuse(
                    pc,
                    "naga/unsupported",
                    "loop counters (PICA200 LOOP, REP) have no translation yet",
                );
                fb.lit_b(false)
            }
        }
    }

    pub(crate) fn condition(&mut self, fb: &mut Fb<'_>, at: u32, c: &Condition) -> H {
        match *c {
            Condition::Always => fb.lit_b(true),
            Condition::Bool { index, negate } => {
                let f = self.exe.layout().file(File::BoolConst);
                if index >= f.size {
                    return fb.lit_b(negate);
                }
                let p = fb.index(self.r, slot_of(f, index));
                let v = fb.load(p);
                let x = fb.index(v, 0);
                let z = fb.lit_u(0);
                let set = fb.bin(Op::NotEqual, x, z);
                if negate {
                    fb.un(naga::UnaryOperator::LogicalNot, set)
                } else {
                    set
                }
            }
            Condition::Flags { combine, refs } => {
                let f0 = fb.load(self.flags[0]);
                let f1 = fb.load(self.flags[1]);
                let r0 = fb.lit_b(refs[0]);
                let r1 = fb.lit_b(refs[1]);
                let x = fb.bin(Op::Equal, f0, r0);
                let y = fb.bin(Op::Equal, f1, r1);
                match combine {
                    shasm_ir::FlagCombine::Or => fb.bin(Op::LogicalOr, x, y),
                    shasm_ir::FlagCombine::And => fb.bin(Op::LogicalAnd, x, y),
                    shasm_ir::FlagCombine::X => x,
                    shasm_ir::FlagCombine::Y => y,
                }
            }
            Condition::Cc(t) => {
                // Taken if the rule passes for any of the four swizzled
                // components (`shasm_ir::flow::condition`).
                let _ = at;
                let tests: Vec<H> = (0..4).map(|i| self.cc_test(fb, &t, i)).collect();
                let a = fb.bin(Op::LogicalOr, tests[0], tests[1]);
                let b = fb.bin(Op::LogicalOr, tests[2], tests[3]);
                fb.bin(Op::LogicalOr, a, b)
            }
        }
    }
}
