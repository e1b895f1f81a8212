//! The run loop: one invocation (or a 2×2 quad of them) of a prepared
//! program.

use crate::alu::{self, Vec4};
use crate::env::{Env, TexQuery};
use crate::model::{Fixed12, Float24, Half, Ieee, IeeeFtz, Model};
use crate::prepare::{Bank, DstKind, Executable, Kind, ModelSel, PInst, PSrc};
use shasm_ir::numeric::{flush_denormal, fp16};
use shasm_ir::{
    CcValue, Condition, ControlModel, DataType, Extra, File, GeometryModel, Opcode, Saturate,
    StorageFormat, TexTarget,
};
use thiserror::Error;

/// A run that failed.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum ExecError {
    #[error("executed-instruction budget of {0} exhausted (runaway program?)")]
    Budget(u64),
    #[error("call stack overflow at instruction {pc}: more than {depth} nested calls")]
    CallOverflow { pc: usize, depth: u32 },
    #[error("BREAK at instruction {pc} with an empty LOOP stack (the GPU would hang)")]
    BreakOutsideLoop { pc: usize },
    #[error(
        "EMIT at instruction {pc}: {vertices} vertices already emitted, the most one run may hold"
    )]
    TooMuchGeometry { pc: usize, vertices: usize },
    #[error("{op} at instruction {pc} is not supported by this engine")]
    Unsupported { op: Opcode, pc: usize },
    #[error("instruction {pc}: {op} is not valid under this program's control-flow model")]
    WrongFlowModel { op: Opcode, pc: usize },
}

/// How a run ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// END, RET with an empty call stack, or past the last instruction.
    Normal,
    /// The executed-instruction budget ran out and the spec says the results
    /// are still used (NV_vertex_program2 §2.14.4: the vertex is emitted).
    Budget,
    /// A call beyond the call-stack depth ended the program and the spec says
    /// the results are still used (NV_vertex_program2 §2.14.4).
    CallOverflow,
}

/// One vertex emitted by a geometry program.
#[derive(Clone, Debug, PartialEq)]
pub struct EmittedVertex {
    /// Every output register at the time of EMIT (raw words).
    pub outputs: Vec<[u32; 4]>,
    /// Which components of each output had been written.
    pub written: Vec<u8>,
    /// PICA200: the SETEMIT vertex slot, primitive and winding flags.
    pub slot: u8,
    pub primitive: bool,
    pub winding: bool,
    /// Stream model: an ENDPRIM followed this vertex.
    pub ends_primitive: bool,
}

/// PICA200: a primitive emitted by an EMIT whose SETEMIT set FLAG_PRIMEMIT.
///
/// The output vertex buffer holds 4 vertices and "is not cleared when the
/// primitive is emitted, meaning that vertices from the previous primitive
/// can be reused" (PICA200 spec, SETEMIT): the primitive is made of the
/// vertices held in slots 0, 1 and 2 at that moment.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EmittedPrimitive {
    /// Indices into [`Outcome::vertices`] of the vertices in slots 0, 1, 2
    /// (`None` for a slot no EMIT has filled yet).
    pub vertices: [Option<usize>; 3],
    /// FLAG_WINDING: the primitive's winding is inverted.
    pub winding: bool,
}

/// The primitives of a PICA200 geometry run, from its emitted vertices.
pub fn pica_primitives(vertices: &[EmittedVertex]) -> Vec<EmittedPrimitive> {
    let mut buffer: [Option<usize>; 4] = [None; 4];
    let mut out = Vec::new();
    for (i, v) in vertices.iter().enumerate() {
        buffer[usize::from(v.slot & 3)] = Some(i);
        if v.primitive {
            out.push(EmittedPrimitive {
                vertices: [buffer[0], buffer[1], buffer[2]],
                winding: v.winding,
            });
        }
    }
    out
}

#[derive(Copy, Clone, Debug, Default)]
struct IfEntry {
    check: u32,
    jump: u32,
}

#[derive(Copy, Clone, Debug, Default)]
struct CallEntry {
    check: u32,
    ret: u32,
}

#[derive(Copy, Clone, Debug, Default)]
struct LoopEntry {
    check: u32,
    start: u32,
    remaining: u32,
    increment: i32,
    counter: i32,
}

/// A bounded stack that drops its oldest entry when pushed while full (the
/// PICA200 stacks: "A stack overflow discards the oldest element").
#[derive(Clone, Debug)]
struct Ring<T: Copy + Default, const N: usize> {
    items: [T; N],
    start: usize,
    len: usize,
}

impl<T: Copy + Default, const N: usize> Ring<T, N> {
    fn new() -> Self {
        Ring {
            items: [T::default(); N],
            start: 0,
            len: 0,
        }
    }
    fn clear(&mut self) {
        self.start = 0;
        self.len = 0;
    }
    fn push(&mut self, v: T) {
        if self.len == N {
            self.start = (self.start + 1) % N;
            self.len -= 1;
        }
        self.items[(self.start + self.len) % N] = v;
        self.len += 1;
    }
    fn top(&self) -> Option<&T> {
        (self.len > 0).then(|| &self.items[(self.start + self.len - 1) % N])
    }
    fn top_mut(&mut self) -> Option<&mut T> {
        if self.len > 0 {
            Some(&mut self.items[(self.start + self.len - 1) % N])
        } else {
            None
        }
    }
    fn pop(&mut self) -> Option<T> {
        let v = *self.top()?;
        self.len -= 1;
        Some(v)
    }
}

/// The state of one invocation. Reusable across runs (no allocation per
/// run once created).
#[derive(Clone, Debug)]
pub struct Machine {
    pub(crate) regs: Vec<[u32; 4]>,
    pub(crate) written: Vec<u8>,
    pub(crate) cc: [[CcValue; 4]; 2],
    pub(crate) pred: [bool; 2],
    pub(crate) executed: u64,
    pub(crate) killed: bool,
    calls: Vec<(u32, u32)>,
    reps: Vec<i64>,
    if_stack: Ring<IfEntry, 8>,
    call_stack: Ring<CallEntry, 4>,
    loop_stack: Ring<LoopEntry, 4>,
    emit_slot: (u8, bool, bool),
    pub(crate) vertices: Vec<EmittedVertex>,
    pub(crate) end: End,
}

/// What stopped a lane of a quad.
enum LaneStop {
    Ended,
    Barrier(usize),
}

/// The result of a run.
#[derive(Clone, Debug)]
pub struct Outcome {
    machine: Machine,
    layout: crate::prepare::LayoutRef,
    env_regs: Vec<[u32; 4]>,
}

impl Outcome {
    /// Final value of `file[index]` (writable files from the run, the others
    /// as the environment gave them).
    pub fn get(&self, file: File, index: u32) -> Option<[u32; 4]> {
        let f = self.layout.file(file);
        if index >= f.size {
            return None;
        }
        Some(match f.bank {
            Bank::Machine => self.machine.regs[(f.mach_base + index) as usize],
            Bank::Env => self.env_regs[(f.env_base + index) as usize],
        })
    }

    pub fn get_f32(&self, file: File, index: u32) -> Option<[f32; 4]> {
        self.get(file, index).map(|v| v.map(f32::from_bits))
    }

    /// Components of `file[index]` the program wrote (bit 0 = x).
    pub fn written(&self, file: File, index: u32) -> u8 {
        let f = self.layout.file(file);
        if f.bank != Bank::Machine || index >= f.size {
            return 0;
        }
        self.machine.written[(f.mach_base + index) as usize]
    }

    /// Every register of `file` the program wrote, with its write mask.
    pub fn written_registers(&self, file: File) -> Vec<(u32, u8)> {
        let f = self.layout.file(file);
        (0..f.size)
            .map(|i| (i, self.written(file, i)))
            .filter(|(_, m)| *m != 0)
            .collect()
    }

    pub fn cc(&self, reg: usize) -> [CcValue; 4] {
        self.machine.cc[reg.min(1)]
    }
    pub fn predicates(&self) -> [bool; 2] {
        self.machine.pred
    }
    pub fn executed(&self) -> u64 {
        self.machine.executed
    }
    pub fn killed(&self) -> bool {
        self.machine.killed
    }
    pub fn vertices(&self) -> &[EmittedVertex] {
        &self.machine.vertices
    }
    /// PICA200 geometry: the primitives the EMITs made (see
    /// [`EmittedPrimitive`]).
    pub fn primitives(&self) -> Vec<EmittedPrimitive> {
        pica_primitives(&self.machine.vertices)
    }
    pub fn end(&self) -> End {
        self.machine.end
    }
}

impl Machine {
    /// Whether any PICA200 flow stack holds an entry (else the checks after
    /// an instruction have nothing to pop).
    #[inline(always)]
    fn stacks_in_use(&self) -> bool {
        (self.call_stack.len | self.if_stack.len | self.loop_stack.len) != 0
    }

    /// Instructions executed by the last run.
    pub fn executed(&self) -> u64 {
        self.executed
    }

    /// Whether the last run killed the fragment.
    pub fn killed(&self) -> bool {
        self.killed
    }
}

const SIGN: u32 = 0x8000_0000;

/// The most output registers (vertices × outputs) one run may emit: 2^20
/// registers, 16 MiB of results; far above what any geometry stage allows
/// (gp4 and TGSI cap a primitive at 1024 vertices, the PICA200 buffer holds 4).
pub const MAX_EMITTED_REGISTERS: usize = 1 << 20;
const ONE: u32 = 0x3F80_0000;

impl Executable {
    /// A machine sized for this program, to reuse across runs.
    pub fn machine(&self) -> Machine {
        let n = self.layout.mach_len as usize;
        Machine {
            regs: vec![[0; 4]; n],
            written: vec![0; n],
            cc: [[CcValue::EQ; 4]; 2],
            pred: [false; 2],
            executed: 0,
            killed: false,
            calls: Vec::with_capacity(self.program.semantics.limits.call_depth as usize),
            reps: Vec::with_capacity(self.rep_depth),
            if_stack: Ring::new(),
            call_stack: Ring::new(),
            loop_stack: Ring::new(),
            emit_slot: (0, false, false),
            vertices: Vec::new(),
            end: End::Normal,
        }
    }

    /// Run one invocation.
    pub fn run(&self, env: &Env) -> Result<Outcome, ExecError> {
        let mut m = self.machine();
        self.run_in(&mut m, env)?;
        self.settle(&mut m, env);
        Ok(Outcome {
            machine: m,
            layout: self.layout.clone(),
            env_regs: env.regs.clone(),
        })
    }

    /// Give the registers the program never touches the environment's
    /// values, so that a whole outcome reads as if every register had been
    /// reset.
    fn settle(&self, m: &mut Machine, env: &Env) {
        let mut start = 0;
        for r in &self.touched {
            m.regs[start..r.start].copy_from_slice(&env.regs[start..r.start]);
            start = r.end;
        }
        let n = m.regs.len();
        m.regs[start..n].copy_from_slice(&env.regs[start..n]);
    }

    /// Read a writable register of a machine after [`Executable::run_in`]
    /// (registers the program never touches hold what they held before).
    pub fn read(&self, m: &Machine, file: File, index: u32) -> Option<[u32; 4]> {
        let f = self.layout.file(file);
        (f.bank == Bank::Machine && index < f.size).then(|| m.regs[(f.mach_base + index) as usize])
    }

    /// Run one invocation in a reused machine; the results stay in `m`.
    pub fn run_in(&self, m: &mut Machine, env: &Env) -> Result<End, ExecError> {
        self.reset(m, env);
        let entry = self.program.entry as usize;
        match self.run_lane(m, env, entry, false)? {
            (LaneStop::Ended, _) => Ok(m.end),
            // Without quad partners barriers execute inline; never reached.
            (LaneStop::Barrier(_), _) => Ok(m.end),
        }
    }

    /// Run a 2×2 quad in lock step so that DDX/DDY and implicit texture LOD
    /// see their neighbours. Lane order: 0 = (x, y), 1 = (x+1, y),
    /// 2 = (x, y+1), 3 = (x+1, y+1), window y pointing up.
    pub fn run_quad(&self, envs: [&Env; 4]) -> Result<[Outcome; 4], ExecError> {
        let mut ms: [Machine; 4] = std::array::from_fn(|_| self.machine());
        for (m, env) in ms.iter_mut().zip(envs) {
            self.reset(m, env);
        }
        let entry = self.program.entry as usize;
        let mut pcs: [Option<usize>; 4] = [Some(entry); 4];
        loop {
            for lane in 0..4 {
                if let Some(pc) = pcs[lane] {
                    pcs[lane] = match self.run_lane(&mut ms[lane], envs[lane], pc, true)? {
                        (LaneStop::Ended, _) => None,
                        (LaneStop::Barrier(at), _) => Some(at),
                    };
                }
            }
            let Some(at) = pcs.iter().flatten().copied().min() else {
                break;
            };
            let group: [bool; 4] = pcs.map(|p| p == Some(at));
            let next = self.exec_barrier(&mut ms, envs, at, group)?;
            for lane in 0..4 {
                if group[lane] {
                    pcs[lane] = next[lane];
                }
            }
        }
        let layout = self.layout.clone();
        let mut it = ms.into_iter().zip(envs);
        Ok(std::array::from_fn(|_| {
            let (mut m, env) = it.next().expect("four lanes");
            self.settle(&mut m, env);
            Outcome {
                machine: m,
                layout: layout.clone(),
                env_regs: env.regs.clone(),
            }
        }))
    }

    fn reset(&self, m: &mut Machine, env: &Env) {
        // Writable files start from the environment's values; they sit at
        // the start of the environment's array (see `build_layout`). Only
        // the registers the program can touch need it.
        // (A plain loop: the ranges are short, and library calls per range
        // would cost more than the copy.)
        for r in &self.touched {
            for slot in r.clone() {
                m.regs[slot] = env.regs[slot];
                m.written[slot] = 0;
            }
        }
        m.cc = [[CcValue::EQ; 4]; 2];
        m.pred = [false; 2];
        m.executed = 0;
        m.killed = false;
        m.calls.clear();
        m.reps.clear();
        m.if_stack.clear();
        m.call_stack.clear();
        m.loop_stack.clear();
        m.emit_slot = (0, false, false);
        m.vertices.clear();
        m.end = End::Normal;
    }

    /// Run one lane from `pc` until it ends or (in quad mode) reaches an
    /// instruction that needs its neighbours.
    fn run_lane(
        &self,
        m: &mut Machine,
        env: &Env,
        pc: usize,
        quad: bool,
    ) -> Result<(LaneStop, ()), ExecError> {
        self.run_lane_observed(m, env, pc, quad, &mut NoObserver)
    }

    fn run_lane_observed<O: Observer>(
        &self,
        m: &mut Machine,
        env: &Env,
        pc: usize,
        quad: bool,
        obs: &mut O,
    ) -> Result<(LaneStop, ()), ExecError> {
        match self.base_model {
            ModelSel::Float24 => self.run_lane_in::<Float24, O>(m, env, pc, quad, obs),
            ModelSel::IeeeFtz => self.run_lane_in::<IeeeFtz, O>(m, env, pc, quad, obs),
            _ => self.run_lane_in::<Ieee, O>(m, env, pc, quad, obs),
        }
    }

    /// Run one invocation, calling `trace` after every executed instruction
    /// (for `shasm trace`).
    pub fn run_traced(
        &self,
        env: &Env,
        trace: &mut dyn FnMut(&TraceStep<'_>),
    ) -> Result<Outcome, ExecError> {
        let mut m = self.machine();
        self.reset(&mut m, env);
        let entry = self.program.entry as usize;
        let mut obs = FnObserver(trace);
        self.run_lane_observed(&mut m, env, entry, false, &mut obs)?;
        Ok(Outcome {
            machine: m,
            layout: self.layout.clone(),
            env_regs: env.regs.clone(),
        })
    }

    fn run_lane_in<B: Model, O: Observer>(
        &self,
        m: &mut Machine,
        env: &Env,
        mut pc: usize,
        quad: bool,
        obs: &mut O,
    ) -> Result<(LaneStop, ()), ExecError> {
        let sem = &self.program.semantics;
        let budget = sem.limits.max_executed;
        let end_at = self
            .program
            .end
            .map_or(self.code.len(), |e| (e as usize).min(self.code.len()));
        let pica = sem.control == ControlModel::PicaStacks;
        loop {
            if pc >= end_at {
                return Ok((LaneStop::Ended, ()));
            }
            // A stretch of lean instructions runs straight through when
            // nothing needs to look between them: no observer, no PICA
            // stack to check after each (flow instructions, which are not
            // lean, are the only ones that push), and the budget holds.
            if O::SILENT && self.lean && !(pica && m.stacks_in_use()) {
                let n = self.lean_runs.get(pc).copied().unwrap_or(0) as usize;
                if n > 1 && m.executed + n as u64 <= budget {
                    for inst in &self.code[pc..pc + n] {
                        if let Some(li) = &inst.lean {
                            crate::lean::execute(sem, m, env, li);
                        }
                    }
                    m.executed += n as u64;
                    pc += n;
                    // A stretch that ends at END ends the run here (END is
                    // neither observed nor checked against the stacks, which
                    // are empty).
                    if pc < end_at && self.code[pc].op == Opcode::End && m.executed < budget {
                        m.executed += 1;
                        return Ok((LaneStop::Ended, ()));
                    }
                    continue;
                }
            }
            let inst = &self.code[pc];
            if quad && needs_neighbours(inst) {
                return Ok((LaneStop::Barrier(pc), ()));
            }
            if m.executed >= budget {
                if sem.limits.budget_is_error {
                    return Err(ExecError::Budget(budget));
                }
                m.end = End::Budget;
                return Ok((LaneStop::Ended, ()));
            }
            m.executed += 1;
            let step = if let Some(li) = &inst.lean
                && self.lean
            {
                crate::lean::execute(sem, m, env, li);
                Step::Next
            } else if inst.kind == Kind::Flow || inst.kind == Kind::Geometry {
                if pica {
                    self.pica_flow(m, env, inst, pc)?
                } else {
                    self.structured_flow(m, env, inst, pc)?
                }
            } else {
                self.exec_data::<B>(m, env, inst, pc, None)?;
                Step::Next
            };
            obs.after(self, m, pc);
            let (next, broke) = match step {
                Step::Next => (pc + 1, None),
                Step::Jump(t) => (t as usize, None),
                Step::Break(t) => (pc + 1, Some(t)),
                Step::End => return Ok((LaneStop::Ended, ())),
            };
            pc = if pica && (broke.is_some() || m.stacks_in_use()) {
                self.pica_stacks(m, pc, next, broke)?
            } else {
                next
            };
        }
    }

    /// Execute a data instruction (everything but flow and geometry).
    /// `quad` carries the neighbours' operand values for derivatives.
    fn exec_data<B: Model>(
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
    fn fetch(&self, m: &Machine, env: &Env, s: &PSrc) -> [u32; 4] {
        let raw = match s.indirect {
            None => match s.bank {
                Bank::Env => env.regs[s.slot as usize],
                Bank::Machine => m.regs[s.slot as usize],
            },
            Some(ind) => {
                let a = m.regs[ind.reg as usize][ind.component as usize] as i32;
                let index = if s.pica_relative {
                    // PICA200 "Relative addressing": an offset outside the
                    // byte range is not applied; the sum is masked by 0x7F;
                    // indices above the 96 constants read (1, 1, 1, 1).
                    let off = if (-128..=127).contains(&a) { a } else { 0 };
                    let i = (s.offset.wrapping_add(off)) & 0x7F;
                    if i as u32 >= s.file_size {
                        // The register reads (1, 1, 1, 1); the source's
                        // negation still applies.
                        return self.modify([ONE; 4], s);
                    }
                    i as u32
                } else {
                    let i = i64::from(s.offset) + i64::from(a);
                    if i < 0 || i >= i64::from(s.file_size) {
                        // Out of range: (0, 0, 0, 0) (NV_vertex_program2
                        // notes §10 #3; TGSI leaves it undefined).
                        return self.modify([0; 4], s);
                    }
                    i as u32
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

    #[inline(always)]
    fn modify(&self, v: [u32; 4], s: &PSrc) -> [u32; 4] {
        v.map(|b| (b & s.clear) ^ s.flip)
    }

    /// Integer operands: negation is two's complement, not a sign flip.
    fn fetch_int(&self, m: &Machine, env: &Env, s: &PSrc) -> [u32; 4] {
        let plain = PSrc {
            abs: false,
            negate: false,
            ..*s
        };
        let mut v = self.fetch(m, env, &plain);
        if s.abs {
            v = v.map(|w| (w as i32).wrapping_abs() as u32);
        }
        if s.negate {
            v = v.map(|w| (w as i32).wrapping_neg() as u32);
        }
        v
    }

    /// Every source of an instruction as model operands; absent ones are 0.
    #[inline(always)]
    fn fetch_all<M: Model>(&self, m: &Machine, env: &Env, inst: &PInst) -> [Vec4; 3] {
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
    fn fetch_f<M: Model>(&self, m: &Machine, env: &Env, s: &PSrc) -> Vec4 {
        self.fetch(m, env, s).map(|b| M::input(f32::from_bits(b)))
    }

    #[inline(always)]
    fn exec_in<M: Model>(
        &self,
        m: &mut Machine,
        env: &Env,
        inst: &PInst,
        pc: usize,
        quad: Option<&QuadOperands>,
    ) -> Result<(), ExecError> {
        let sem = &self.program.semantics;
        let op = inst.op;
        let result: Vec4 = match inst.kind {
            Kind::Componentwise => {
                let [a, b, c] = self.fetch_all::<M>(m, env, inst);
                if op == Opcode::Div {
                    std::array::from_fn(|i| alu::componentwise::<M>(sem, op, a[i], b[0], 0.0))
                } else {
                    std::array::from_fn(|i| alu::componentwise::<M>(sem, op, a[i], b[i], c[i]))
                }
            }
            Kind::Select => {
                // PICA200: max(s, 0) = s for the largest subnormal s; the
                // chosen operand is written as it is (no -0 exists).
                let a = self.fetch(m, env, &inst.src[0]).map(f32::from_bits);
                let b = self.fetch(m, env, &inst.src[1]).map(f32::from_bits);
                let v: [u32; 4] = std::array::from_fn(|i| {
                    if op == Opcode::Max {
                        alu::max(sem.min_max, a[i], b[i]).to_bits()
                    } else {
                        alu::min(sem.min_max, a[i], b[i]).to_bits()
                    }
                });
                self.write_raw(m, inst, v, false);
                return Ok(());
            }
            Kind::RawMove => {
                let v = self.fetch(m, env, &inst.src[0]);
                self.write_raw(m, inst, v, false);
                return Ok(());
            }
            Kind::Dot => {
                let [a, b, c] = self.fetch_all::<M>(m, env, inst);
                [alu::dot::<M>(sem, op, a, b, c); 4]
            }
            Kind::Scalar => {
                let a = self.fetch_f::<M>(m, env, &inst.src[0])[0];
                let b = if op == Opcode::Pow {
                    self.fetch_f::<M>(m, env, &inst.src[1])[0]
                } else {
                    0.0
                };
                [alu::scalar::<M>(sem, op, a, b); 4]
            }
            Kind::Special => {
                let [a, b, c] = self.fetch_all::<M>(m, env, inst);
                alu::special::<M>(sem, op, a, b, c)
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
                let (r, flags) = alu::litp(sem, a);
                m.pred = flags;
                r
            }
            Kind::Setp => {
                // PICA200 CMP: "cmp does not flush input subnormals".
                let a = self.fetch(m, env, &inst.src[0]).map(f32::from_bits);
                let b = self.fetch(m, env, &inst.src[1]).map(f32::from_bits);
                // The PICA spec leaves open whether CMP honours the
                // destination mask; we set both flags, as the emulators do.
                if let Extra::Compare(ops) = inst.extra {
                    for (i, cmp) in ops.iter().enumerate() {
                        m.pred[i] = cmp.eval(a[i], b[i]);
                    }
                }
                return Ok(());
            }
            Kind::Pack => {
                let a = self.fetch(m, env, &inst.src[0]).map(f32::from_bits);
                let word = crate::pack::pack(op, a);
                self.write_raw(m, inst, [word; 4], false);
                return Ok(());
            }
            Kind::Unpack => {
                let word = self.fetch(m, env, &inst.src[0])[0];
                crate::pack::unpack(op, word)
            }
            Kind::Integer => {
                let n = inst.nsrc as usize;
                let mut ops = [[0u32; 4]; 3];
                for (k, v) in ops.iter_mut().enumerate().take(n) {
                    *v = self.fetch_int(m, env, &inst.src[k]);
                }
                let [a, b, c] = ops;
                let v = crate::integer::compute(op, inst.data_type, a, b, c)
                    .ok_or(ExecError::Unsupported { op, pc })?;
                let as_int = op != Opcode::I2f;
                self.write_raw(m, inst, v, as_int);
                return Ok(());
            }
            Kind::Address => {
                self.exec_address::<M>(m, env, inst);
                return Ok(());
            }
            Kind::Derivative => {
                let a = self.fetch_f::<M>(m, env, &inst.src[0]);
                match quad {
                    Some(q) => {
                        let (near, sign) = if op == Opcode::Ddx { q.ddx } else { q.ddy };
                        let other = q.src0[near];
                        // Always (right - left) / (top - bottom), never the
                        // negated difference: -(x - x) would give -0 on one
                        // side of the quad.
                        std::array::from_fn(|i| {
                            let b = M::input(other[i]);
                            if sign {
                                alu::sub::<M>(b, a[i])
                            } else {
                                alu::sub::<M>(a[i], b)
                            }
                        })
                    }
                    // A lone invocation has no neighbours: derivative 0.
                    None => [0.0; 4],
                }
            }
            Kind::Texture => self.exec_texture(m, env, inst, quad),
            Kind::Kill => {
                let kill = match op {
                    Opcode::KillIf => {
                        let a = self.fetch(m, env, &inst.src[0]).map(f32::from_bits);
                        a.iter().any(|&x| x < 0.0)
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

    /// Saturate, convert to the destination's format, write under the masks
    /// and update the condition code (NV_fragment_program §3.11.4.3-4).
    #[inline(always)]
    fn write_float(&self, m: &mut Machine, inst: &PInst, mut v: Vec4) {
        if inst.model == ModelSel::Fixed {
            // fx12 intermediates keep their range; only the result is
            // clamped to [-2, 2047/1024] (NV_fragment_program §3.11.4.2
            // conversion rules; notes D10: "clamp only the final result").
            v = v.map(|x| x.clamp(shasm_ir::numeric::fx12::MIN, shasm_ir::numeric::fx12::MAX));
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
        match inst.saturate {
            Saturate::None => {}
            // The pseudo-code tests `< 0` then `> 1`: NaN passes through, as
            // it does through `f32::clamp`; -0 stays -0.
            Saturate::ZeroOne => v = v.map(|x| x.clamp(0.0, 1.0)),
            Saturate::MinusOneOne => v = v.map(|x| x.clamp(-1.0, 1.0)),
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
    fn write_raw(&self, m: &mut Machine, inst: &PInst, v: [u32; 4], int: bool) {
        let v = match inst.dst.format {
            // A move into an fp16 register rounds.
            StorageFormat::F16 if !int => v.map(|b| fp16::round(f32::from_bits(b)).to_bits()),
            _ if self.base_model == ModelSel::Float24 && !int => {
                // No negative zero on the PICA200.
                v.map(|b| if b == SIGN { 0 } else { b })
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
    fn enabled(&self, m: &Machine, inst: &PInst) -> u8 {
        let mut en = inst.dst.mask;
        if let Some(t) = inst.dst.cond {
            let cc = &m.cc[(t.reg as usize).min(1)];
            for i in 0..4 {
                if !t.rule.test(cc[t.swizzle.0[i] as usize & 3]) {
                    en &= !(1 << i);
                }
            }
        }
        en
    }

    #[inline(always)]
    fn store(&self, m: &mut Machine, inst: &PInst, v: [u32; 4], enabled: u8) {
        let slot = match inst.dst.kind {
            DstKind::Reg => inst.dst.slot as usize,
            DstKind::Indirect => {
                let Some(ind) = inst.dst.indirect else { return };
                let a = m.regs[ind.reg as usize][ind.component as usize] as i32;
                let i = i64::from(a);
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

    /// ARL (floor), ARR (round half to even), MOVA (truncate), ARA.
    fn exec_address<M: Model>(&self, m: &mut Machine, env: &Env, inst: &PInst) {
        let sem = &self.program.semantics;
        let ints: [i32; 4] = if inst.op == Opcode::Ara {
            // ARA: (x+z, y+w, x+z, y+w) of an address register.
            let a = self.fetch(m, env, &inst.src[0]).map(|b| b as i32);
            let xz = a[0].saturating_add(a[2]);
            let yw = a[1].saturating_add(a[3]);
            [xz, yw, xz, yw]
        } else {
            // Operands go through the numeric model like any other float
            // operand: NV_vertex_program2 §2.14.3 flushes denormals, so ARL
            // of -1e-40 loads floor(-0.0) = 0, not -1.
            let a = self.fetch_f::<M>(m, env, &inst.src[0]);
            a.map(|x| {
                let r = match inst.op {
                    Opcode::Arl => x.floor(),
                    Opcode::Arr => x.round_ties_even(),
                    _ => x.trunc(),
                };
                // `as` maps NaN to 0 and saturates (notes §10 #5).
                r as i32
            })
        };
        let ints = match sem.address_range {
            Some((lo, hi)) => ints.map(|v| v.clamp(lo, hi)),
            None => ints,
        };
        self.write_raw(m, inst, ints.map(|v| v as u32), true);
    }

    fn exec_texture(
        &self,
        m: &Machine,
        env: &Env,
        inst: &PInst,
        quad: Option<&QuadOperands>,
    ) -> Vec4 {
        let Extra::Texture(tex) = inst.extra else {
            return [0.0; 4];
        };
        let coord = self.fetch(m, env, &inst.src[0]).map(f32::from_bits);
        let Some(Some(unit)) = env.textures.get(tex.unit as usize) else {
            // An unbound or incomplete texture reads (0, 0, 0, 0)
            // (NV_fragment_program §3.11.5.38).
            return [0.0; 4];
        };
        if inst.op == Opcode::Txq {
            let lod = coord[0] as i32;
            return unit.size(tex.target, lod).map(|v| f32::from_bits(v as u32));
        }
        let coord = project(inst.op, tex.target, coord);
        let (ddx, ddy) = match (inst.op, quad) {
            (Opcode::Txd, _) => {
                let dx = self.fetch(m, env, &inst.src[1]).map(f32::from_bits);
                let dy = self.fetch(m, env, &inst.src[2]).map(f32::from_bits);
                ([dx[0], dx[1], dx[2]], [dy[0], dy[1], dy[2]])
            }
            (_, Some(q)) => {
                let c = |lane: usize| project(inst.op, tex.target, q.src0[lane]);
                let (xn, xs) = q.ddx;
                let (yn, ys) = q.ddy;
                let dx = diff(c(xn), coord, xs);
                let dy = diff(c(yn), coord, ys);
                (dx, dy)
            }
            _ => ([0.0; 3], [0.0; 3]),
        };
        unit.sample(&TexQuery {
            op: inst.op,
            target: tex.target,
            coord,
            ddx,
            ddy,
            offset: tex.offset.unwrap_or([0; 3]),
        })
    }

    fn condition(&self, m: &Machine, env: &Env, cond: &Condition) -> bool {
        match cond {
            Condition::Always => true,
            Condition::Cc(t) => {
                let cc = &m.cc[(t.reg as usize).min(1)];
                (0..4).any(|i| t.rule.test(cc[t.swizzle.0[i] as usize & 3]))
            }
            Condition::Bool { index, negate } => {
                let f = self.layout.file(File::BoolConst);
                let v = if *index < f.size {
                    env.regs[(f.env_base + index) as usize][0] != 0
                } else {
                    false
                };
                v != *negate
            }
            Condition::Flags { combine, refs } => combine.eval(m.pred, *refs),
        }
    }

    /// Structured flow (TGSI, NV, gp4).
    fn structured_flow(
        &self,
        m: &mut Machine,
        env: &Env,
        inst: &PInst,
        pc: usize,
    ) -> Result<Step, ExecError> {
        let op = inst.op;
        Ok(match op {
            Opcode::If | Opcode::Uif => {
                let taken = if inst.nsrc == 0 {
                    // gp4: IF on a condition-code test.
                    self.condition(m, env, &inst.condition)
                } else if op == Opcode::Uif {
                    self.fetch(m, env, &inst.src[0])[0] != 0
                } else {
                    // TGSI IF: taken when src.x != 0.0.
                    f32::from_bits(self.fetch(m, env, &inst.src[0])[0]) != 0.0
                };
                if taken {
                    Step::Next
                } else {
                    Step::Jump(inst.target)
                }
            }
            Opcode::Else | Opcode::Endloop => Step::Jump(inst.target),
            Opcode::Endif | Opcode::Bgnloop | Opcode::Bgnsub | Opcode::Nop => Step::Next,
            Opcode::Rep => {
                let count: i64 = if inst.nsrc == 0 {
                    // gp4 REP without a count repeats until BRK.
                    i64::MAX
                } else {
                    let w = self.fetch(m, env, &inst.src[0])[0];
                    match inst.data_type {
                        DataType::Float => f32::from_bits(w) as i64,
                        DataType::Signed => i64::from(w as i32),
                        DataType::Unsigned => i64::from(w),
                    }
                };
                if count <= 0 {
                    Step::Jump(inst.target)
                } else {
                    m.reps.push(count);
                    Step::Next
                }
            }
            Opcode::Endrep => {
                let left = m.reps.last_mut().map(|c| {
                    *c -= 1;
                    *c
                });
                if left.unwrap_or(0) > 0 {
                    Step::Jump(inst.target)
                } else {
                    m.reps.pop();
                    Step::Next
                }
            }
            Opcode::Brk => {
                if self.condition(m, env, &inst.condition) {
                    if inst.target2 == 1 {
                        m.reps.pop();
                    }
                    Step::Jump(inst.target)
                } else {
                    Step::Next
                }
            }
            Opcode::Cont => {
                if self.condition(m, env, &inst.condition) {
                    Step::Jump(inst.target)
                } else {
                    Step::Next
                }
            }
            Opcode::Bra => {
                if self.condition(m, env, &inst.condition) {
                    Step::Jump(inst.target)
                } else {
                    Step::Next
                }
            }
            Opcode::Cal => {
                if !self.condition(m, env, &inst.condition) {
                    return Ok(Step::Next);
                }
                let limits = &self.program.semantics.limits;
                if m.calls.len() >= limits.call_depth as usize {
                    if limits.budget_is_error {
                        return Err(ExecError::CallOverflow {
                            pc,
                            depth: limits.call_depth,
                        });
                    }
                    // NV_vertex_program2 §2.14.4: abnormal termination, the
                    // vertex is still emitted.
                    m.end = End::CallOverflow;
                    return Ok(Step::End);
                }
                m.calls.push(((pc + 1) as u32, m.reps.len() as u32));
                Step::Jump(inst.target)
            }
            Opcode::Ret | Opcode::Endsub => {
                if op == Opcode::Ret && !self.condition(m, env, &inst.condition) {
                    return Ok(Step::Next);
                }
                match m.calls.pop() {
                    Some((ret, depth)) => {
                        m.reps.truncate(depth as usize);
                        Step::Jump(ret)
                    }
                    // RET with an empty stack ends the program.
                    None => Step::End,
                }
            }
            Opcode::End => Step::End,
            Opcode::Emit | Opcode::Endprim | Opcode::Setemit => {
                self.geometry(m, inst, pc)?;
                Step::Next
            }
            Opcode::Ifr | Opcode::Calr | Opcode::Loopr | Opcode::Brkr => {
                return Err(ExecError::WrongFlowModel { op, pc });
            }
            _ => return Err(ExecError::Unsupported { op, pc }),
        })
    }

    /// PICA200 flow instructions: push onto the stacks or request a jump.
    fn pica_flow(
        &self,
        m: &mut Machine,
        env: &Env,
        inst: &PInst,
        pc: usize,
    ) -> Result<Step, ExecError> {
        let op = inst.op;
        Ok(match op {
            Opcode::Nop => Step::Next,
            Opcode::End => Step::End,
            Opcode::Bra => {
                if self.condition(m, env, &inst.condition) {
                    Step::Jump(inst.target)
                } else {
                    Step::Next
                }
            }
            Opcode::Ifr => {
                let dst = inst.target;
                if self.condition(m, env, &inst.condition) {
                    // Run to DST, then continue at DST + NUM.
                    m.if_stack.push(IfEntry {
                        check: dst,
                        jump: dst.wrapping_add(inst.target2),
                    });
                    Step::Next
                } else {
                    Step::Jump(dst)
                }
            }
            Opcode::Calr => {
                if self.condition(m, env, &inst.condition) {
                    m.call_stack.push(CallEntry {
                        check: inst.target.wrapping_add(inst.target2),
                        ret: (pc + 1) as u32,
                    });
                    Step::Jump(inst.target)
                } else {
                    Step::Next
                }
            }
            Opcode::Loopr => {
                // i.x + 1 iterations; aL starts at i.y and steps by i.z.
                let i = self.fetch(m, env, &inst.src[0]);
                let (count, start, step) =
                    (i[0] & 0xFF, (i[1] & 0xFF) as i32, (i[2] & 0xFF) as i32);
                self.set_loop_counter(m, start);
                m.loop_stack.push(LoopEntry {
                    check: inst.target.wrapping_add(1),
                    start: (pc + 1) as u32,
                    remaining: count,
                    increment: step,
                    counter: start,
                });
                Step::Next
            }
            Opcode::Brkr => {
                if !self.condition(m, env, &inst.condition) {
                    return Ok(Step::Next);
                }
                let Some(top) = m.loop_stack.pop() else {
                    return Err(ExecError::BreakOutsideLoop { pc });
                };
                let counter = top.counter.wrapping_add(top.increment);
                self.set_loop_counter(m, counter);
                if let Some(outer) = m.loop_stack.top() {
                    let c = outer.counter;
                    self.set_loop_counter(m, c);
                }
                // The LOOP stack was popped: its PC update has the LOOP
                // priority, above an IF that ends at the same word.
                Step::Break(top.check)
            }
            Opcode::Emit | Opcode::Setemit | Opcode::Endprim => {
                self.geometry(m, inst, pc)?;
                Step::Next
            }
            _ => return Err(ExecError::WrongFlowModel { op, pc }),
        })
    }

    fn set_loop_counter(&self, m: &mut Machine, value: i32) {
        let f = self.layout.file(File::LoopCounter);
        if f.size > 0 {
            let slot = f.mach_base as usize;
            m.regs[slot][0] = value as u32;
            m.written[slot] |= 1;
        }
    }

    /// After every PICA200 instruction: check the stacks against copies of
    /// the incremented PC; LOOP beats IF beats CALL beats a jump ("Control
    /// Flow" section). `broke`: a BREAK popped the LOOP stack and leaves to
    /// this PC (that pop is the instruction's LOOP-stack update).
    fn pica_stacks(
        &self,
        m: &mut Machine,
        pc: usize,
        requested: usize,
        broke: Option<u32>,
    ) -> Result<usize, ExecError> {
        let seq = (pc + 1) as u32;
        // CALL: checked until it no longer matches; the fourth consecutive
        // pop does not update the PC copy (hardware quirk).
        let mut call_pc = seq;
        let mut call_updated = false;
        let mut pops = 0;
        while let Some(top) = m.call_stack.top().copied() {
            if top.check != call_pc {
                break;
            }
            m.call_stack.pop();
            pops += 1;
            call_updated = true;
            if pops < 4 {
                call_pc = top.ret;
            }
        }
        // IF: at most one pop.
        let mut if_pc = seq;
        let mut if_updated = false;
        if let Some(top) = m.if_stack.top().copied()
            && top.check == seq
        {
            m.if_stack.pop();
            if_pc = top.jump;
            if_updated = true;
        }
        // LOOP: at most one update per instruction.
        let mut loop_pc = seq;
        let mut loop_updated = false;
        if let Some(target) = broke {
            loop_pc = target;
            loop_updated = true;
        } else if let Some(top) = m.loop_stack.top_mut()
            && top.check == seq
        {
            top.counter = top.counter.wrapping_add(top.increment);
            let counter = top.counter;
            loop_updated = true;
            if top.remaining > 0 {
                top.remaining -= 1;
                loop_pc = top.start;
                self.set_loop_counter(m, counter);
            } else {
                m.loop_stack.pop();
                self.set_loop_counter(m, counter);
                // aL is restored only when an enclosing loop exists.
                if let Some(outer) = m.loop_stack.top() {
                    let c = outer.counter;
                    self.set_loop_counter(m, c);
                }
            }
        }
        Ok(if loop_updated {
            loop_pc as usize
        } else if if_updated {
            if_pc as usize
        } else if call_updated {
            call_pc as usize
        } else {
            requested
        })
    }

    fn geometry(&self, m: &mut Machine, inst: &PInst, pc: usize) -> Result<(), ExecError> {
        match inst.op {
            Opcode::Setemit => {
                if let Extra::SetEmit {
                    vertex,
                    primitive,
                    winding,
                } = inst.extra
                {
                    m.emit_slot = (vertex, primitive, winding);
                }
            }
            Opcode::Emit => {
                let f = self.layout.file(File::Output);
                let range = f.mach_base as usize..(f.mach_base + f.size) as usize;
                let (slot, primitive, winding) = match self.program.semantics.geometry {
                    GeometryModel::PicaSlots => m.emit_slot,
                    GeometryModel::Stream => (0, false, false),
                };
                // Bound the output: the instruction budget alone would let a
                // runaway program with a large output file emit gigabytes.
                let emitted = m.vertices.len() * range.len();
                if emitted + range.len() > MAX_EMITTED_REGISTERS {
                    return Err(ExecError::TooMuchGeometry {
                        pc,
                        vertices: m.vertices.len(),
                    });
                }
                let outputs = m.regs[range.clone()].to_vec();
                let written = m.written[range].to_vec();
                m.vertices.push(EmittedVertex {
                    outputs,
                    written,
                    slot,
                    primitive,
                    winding,
                    ends_primitive: false,
                });
            }
            Opcode::Endprim => {
                if let Some(v) = m.vertices.last_mut() {
                    v.ends_primitive = true;
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Execute a barrier instruction (derivative or implicit-LOD texture) for
    /// the lanes of `group`, all at `pc`; returns each lane's next PC.
    fn exec_barrier(
        &self,
        ms: &mut [Machine; 4],
        envs: [&Env; 4],
        pc: usize,
        group: [bool; 4],
    ) -> Result<[Option<usize>; 4], ExecError> {
        let inst = &self.code[pc];
        // Operand values of every lane before anyone writes.
        let src0: [Vec4; 4] = std::array::from_fn(|lane| {
            self.fetch(&ms[lane], envs[lane], &inst.src[0])
                .map(f32::from_bits)
        });
        let mut next = [None; 4];
        let budget = self.program.semantics.limits.max_executed;
        for lane in 0..4 {
            if !group[lane] {
                continue;
            }
            let m = &mut ms[lane];
            if m.executed >= budget {
                if self.program.semantics.limits.budget_is_error {
                    return Err(ExecError::Budget(budget));
                }
                m.end = End::Budget;
                continue;
            }
            m.executed += 1;
            let q = QuadOperands {
                src0,
                // Horizontal neighbour: lanes 0<->1, 2<->3; vertical: 0<->2, 1<->3.
                ddx: (lane ^ 1, lane & 1 == 0),
                ddy: (lane ^ 2, lane & 2 == 0),
            };
            match self.base_model {
                ModelSel::Float24 => {
                    self.exec_data::<Float24>(m, envs[lane], inst, pc, Some(&q))?
                }
                ModelSel::IeeeFtz => {
                    self.exec_data::<IeeeFtz>(m, envs[lane], inst, pc, Some(&q))?
                }
                _ => self.exec_data::<Ieee>(m, envs[lane], inst, pc, Some(&q))?,
            }
            next[lane] = Some(pc + 1);
        }
        Ok(next)
    }
}

/// One executed instruction, as seen by [`Executable::run_traced`].
pub struct TraceStep<'a> {
    pub pc: usize,
    pub instruction: &'a shasm_ir::Instruction,
    /// The destination register after the instruction (None without one).
    pub dst: Option<[u32; 4]>,
    pub cc: [[CcValue; 4]; 2],
    pub predicates: [bool; 2],
    pub executed: u64,
    pub killed: bool,
}

trait Observer {
    /// The observer does nothing: instructions may run without a call to
    /// [`Observer::after`] between them.
    const SILENT: bool = false;
    fn after(&mut self, exe: &Executable, m: &Machine, pc: usize);
}

struct NoObserver;

impl Observer for NoObserver {
    const SILENT: bool = true;
    #[inline(always)]
    fn after(&mut self, _: &Executable, _: &Machine, _: usize) {}
}

struct FnObserver<'f>(&'f mut dyn FnMut(&TraceStep<'_>));

impl Observer for FnObserver<'_> {
    fn after(&mut self, exe: &Executable, m: &Machine, pc: usize) {
        let inst = &exe.code[pc];
        let dst = match inst.dst.kind {
            DstKind::Reg => m.regs.get(inst.dst.slot as usize).copied(),
            _ => None,
        };
        (self.0)(&TraceStep {
            pc,
            instruction: &exe.program.instructions[pc],
            dst,
            cc: m.cc,
            predicates: m.pred,
            executed: m.executed,
            killed: m.killed,
        });
    }
}

/// Neighbour operands for a derivative in a quad: `(lane, this_is_low)`
/// for each axis; the derivative is high minus low.
pub(crate) struct QuadOperands {
    src0: [Vec4; 4],
    ddx: (usize, bool),
    ddy: (usize, bool),
}

enum Step {
    Next,
    Jump(u32),
    /// PICA200 BREAK: leave the loop with the LOOP stack's priority.
    Break(u32),
    End,
}

fn needs_neighbours(inst: &PInst) -> bool {
    match inst.kind {
        Kind::Derivative => true,
        Kind::Texture => matches!(inst.op, Opcode::Tex | Opcode::Txp | Opcode::Txb),
        _ => false,
    }
}

/// TXP divides s, t, r by q, except for cube maps (NV_fragment_program
/// §3.11.5.40).
fn project(op: Opcode, target: TexTarget, c: Vec4) -> Vec4 {
    if op == Opcode::Txp && !matches!(target, TexTarget::Cube | TexTarget::ShadowCube) {
        [c[0] / c[3], c[1] / c[3], c[2] / c[3], c[3]]
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
