//! Whole programs compiled into batch kernels.
//!
//! A program whose every instruction has a native form, and whose flow
//! the control-flow graph of the contract (`shasm_ir::cfg`) describes
//! exactly with no dynamic state but the path, becomes one function per
//! program and I/O layout that runs a whole batch:
//!
//! * the loop over invocations is generated code; each invocation's inputs
//!   are read straight from the caller's array (AoS or SoA), converted as
//!   the environment converts them (float24 machines round float words,
//!   `Env::set`), and its outputs are written straight to the output
//!   array, with the write masks, executed count and PICA200 flags where
//!   the caller asks for them;
//! * machine registers, write masks and flags live in Cranelift variables
//!   (SSA): swizzles and write masks are resolved at compile time, and a
//!   component that no instruction reads and no output holds is not
//!   computed;
//! * uniforms are read from the environment's words;
//! * flow is the graph's: each block is a Cranelift block, each two-way
//!   test a branch. PICA200 IF/CALL/JMP (the graph lays subroutines out
//!   per call stack, quirks included) and structured IF/ELSE, loops,
//!   BRK/CONT, CAL/RET compile natively;
//! * the budget is a counter checked at block entry only where the graph
//!   has a cycle (or could exceed it), else the count is the path's.
//!
//! What the function does not finish (an invocation that would pass the
//! budget, a call-stack overflow or any other exit but `END`) it hands
//! back: it returns the index of that invocation, which the caller runs
//! through the stretch engine from the start, then calls the function
//! again for the rest. Runs are deterministic, so the result is the
//! interpreter's either way.

use crate::compile::{self, Banks, Jit, Regs};
use crate::emit::Cl;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    AbiParam, Block, InstBuilder, MemFlagsData, Signature, StackSlotData, StackSlotKind,
    UserFuncName, Value, types,
};
use cranelift_frontend::{FunctionBuilder, Variable};
use cranelift_module::{FuncId, Linkage, Module};
use shasm_engine::IoLayout;
use shasm_exec::{Bank, Executable, Kind, PInst};
use shasm_ir::cfg::{Action, Cfg, Exit, Target, Test};
use shasm_ir::{Condition, File, Opcode};
use std::collections::HashMap;

mod values;
use values::{f24_word, kill_value, set_counter, test_value, uniform_words, word_index};

/// The most instructions (over the graph's blocks, subroutines counted
/// per call stack) a batch kernel compiles: one function's compile time
/// grows faster than linearly with its size, so longer programs run as
/// stretches, which are bounded ([`compile::MAX_STRETCH`]).
const MAX_BATCH: u64 = 4096;

/// What the caller passes to a batch function (`#[repr(C)]`: generated
/// code reads it at the offsets of the constants below).
#[repr(C)]
pub(crate) struct Args {
    pub inputs: *const u32,
    pub outputs: *mut u32,
    pub env: *const u32,
    /// One write mask per output slot per invocation, or null.
    pub written: *mut u8,
    /// One executed count per invocation, or null.
    pub executed: *mut u64,
    /// Two PICA200 flag bytes per invocation, or null.
    pub preds: *mut u8,
    /// Invocations in the batch (the SoA stride).
    pub count: u64,
    /// The first invocation to run.
    pub start: u64,
    /// Out: instructions executed by the invocations run.
    pub total: u64,
    /// One kill flag per invocation (0 or 1), or null.
    pub killed: *mut u8,
    /// Out: invocations run that killed their fragment.
    pub killed_total: u64,
}

impl Args {
    const INPUTS: i32 = 0;
    const OUTPUTS: i32 = 8;
    const ENV: i32 = 16;
    const WRITTEN: i32 = 24;
    const EXECUTED: i32 = 32;
    const PREDS: i32 = 40;
    const COUNT: i32 = 48;
    const START: i32 = 56;
    const TOTAL: i32 = 64;
    const KILLED: i32 = 72;
    const KILLED_TOTAL: i32 = 80;
}

// The offsets above are the layout of `Args` on a 64-bit host (the only
// hosts `batch_for` compiles for).
const _: () = {
    assert!(std::mem::offset_of!(Args, outputs) == Args::OUTPUTS as usize || usize::BITS != 64);
    assert!(std::mem::offset_of!(Args, total) == Args::TOTAL as usize || usize::BITS != 64);
    assert!(std::mem::offset_of!(Args, killed) == Args::KILLED as usize || usize::BITS != 64);
    assert!(
        std::mem::offset_of!(Args, killed_total) == Args::KILLED_TOTAL as usize
            || usize::BITS != 64
    );
    assert!(Args::INPUTS == 0);
};

/// A batch function: runs invocations `start..count`, returns the index
/// of the first it did not finish (`count` when it ran them all).
pub(crate) type BatchFn = unsafe extern "C" fn(*mut Args) -> u64;

/// The machine bank in variables, the inputs as loaded values: how a batch
/// kernel's instructions reach their registers.
pub(crate) struct SsaRegs {
    /// The environment's words.
    pub env: Value,
    /// Per machine slot and component (`slot * 4 + c`).
    vars: Vec<Variable>,
    /// The converted input words, by environment slot.
    inputs: HashMap<u32, [Value; 4]>,
    /// Environment words loaded once per call, before the loop (so that
    /// what depends on them alone is hoisted out of it too).
    uniforms: HashMap<(u32, usize), Value>,
    /// Write masks of the machine slots that are outputs.
    written: HashMap<u32, Variable>,
    /// PICA200 condition flags.
    pub preds: [Variable; 2],
}

fn ro() -> MemFlagsData {
    // The environment and the inputs do not change during a call and are
    // valid throughout it: their loads may be merged and hoisted out of
    // the loop over invocations (uniforms are then read once per batch).
    MemFlagsData::trusted().with_readonly().with_can_move()
}

impl SsaRegs {
    /// Component `comp` of register `slot` of `bank`.
    pub(crate) fn read(
        &self,
        b: &mut FunctionBuilder<'_>,
        bank: Bank,
        slot: u32,
        comp: usize,
    ) -> Value {
        match bank {
            Bank::Machine => b.use_var(self.vars[slot as usize * 4 + comp]),
            Bank::Env => self.env_word(b, slot, comp),
        }
    }

    /// An environment register's word as this invocation sees it: the
    /// input where the layout sets it, else the environment's.
    fn env_word(&self, b: &mut FunctionBuilder<'_>, slot: u32, comp: usize) -> Value {
        if let Some(&w) = self.uniforms.get(&(slot, comp)) {
            return w;
        }
        match self.inputs.get(&slot) {
            Some(words) => words[comp],
            None => {
                let off = i64::from(slot) * 16 + 4 * comp as i64;
                b.ins().load(types::I32, ro(), self.env, off as i32)
            }
        }
    }

    /// Write the given components of machine register `slot`.
    pub(crate) fn write(&self, b: &mut FunctionBuilder<'_>, slot: u32, words: [Option<Value>; 4]) {
        let mut mask = 0;
        for (c, w) in words.into_iter().enumerate() {
            if let Some(w) = w {
                b.def_var(self.vars[slot as usize * 4 + c], w);
                mask |= 1 << c;
            }
        }
        if mask != 0
            && let Some(&var) = self.written.get(&slot)
        {
            let old = b.use_var(var);
            let new = b.ins().bor_imm_u(old, mask);
            b.def_var(var, new);
        }
    }
}

/// Where a layout output is read after a run.
#[derive(Copy, Clone)]
enum Out {
    /// A machine register the program touches.
    Machine(u32),
    /// An environment word (a register the program never writes).
    Env(u32),
}

/// Flow instructions whose whole effect is the graph's edges.
fn plain_flow(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::If
            | Opcode::Uif
            | Opcode::Else
            | Opcode::Endif
            | Opcode::Bgnloop
            | Opcode::Endloop
            | Opcode::Brk
            | Opcode::Cont
            | Opcode::Bgnsub
            | Opcode::Endsub
            | Opcode::Cal
            | Opcode::Ret
            | Opcode::Bra
            | Opcode::End
            | Opcode::Nop
            | Opcode::Ifr
            | Opcode::Calr
    )
}

/// The environment slots the layout's inputs set, each with its input
/// number (the last one wins where two name one register, as successive
/// `Env::set` calls do), or `None` where the batch kernel does not take
/// this layout.
fn input_slots(exe: &Executable, layout: &IoLayout) -> Option<HashMap<u32, usize>> {
    let regs = exe.layout();
    let mut map = HashMap::new();
    for (j, slot) in layout.inputs.iter().enumerate() {
        let f = regs.file(slot.file);
        if slot.dimension != 0 || slot.index >= f.size {
            return None;
        }
        map.insert(f.env_base + slot.index, j);
    }
    Some(map)
}

fn outputs_of(exe: &Executable, layout: &IoLayout) -> Option<Vec<Out>> {
    let regs = exe.layout();
    layout
        .outputs
        .iter()
        .map(|slot| {
            let f = regs.file(slot.file);
            if slot.dimension != 0 || slot.index >= f.size {
                return None;
            }
            Some(if f.bank == Bank::Machine {
                let at = f.mach_base + slot.index;
                let touched = exe
                    .touched_slots()
                    .iter()
                    .any(|r| r.contains(&(at as usize)));
                if touched {
                    Out::Machine(at)
                } else {
                    Out::Env(at)
                }
            } else {
                Out::Env(f.env_base + slot.index)
            })
        })
        .collect()
}

/// Whether a source reads inside its bank with a batch kernel's read: a
/// relative read only from the environment bank and never from a file
/// that holds an input.
fn source_ok(s: &shasm_exec::PSrc, inputs: &HashMap<u32, usize>) -> bool {
    match s.indirect {
        None => true,
        Some(_) => {
            s.bank == Bank::Env
                && !inputs.keys().any(|&e| {
                    e >= s.slot && u64::from(e) < u64::from(s.slot) + u64::from(s.file_size)
                })
        }
    }
}

/// Whether an instruction runs in a batch kernel.
fn inst_ok(inst: &PInst, banks: &Banks, inputs: &HashMap<u32, usize>) -> bool {
    let nsrc = usize::from(inst.nsrc).min(3);
    if inst.kind == Kind::Kill {
        return kill_ok(inst) && inst.src[..nsrc].iter().all(|s| source_ok(s, inputs));
    }
    if inst.kind == Kind::Flow {
        // PICA200 LOOP pushes its counter frame (the kernel's loop stack);
        // BREAK's effect is its edge's action.
        let native = plain_flow(inst.op)
            || matches!(inst.op, Opcode::Loopr | Opcode::Brkr | Opcode::Endrep)
            || (inst.op == Opcode::Rep && rep_ok(inst));
        return native && inst.src[..nsrc].iter().all(|s| source_ok(s, inputs));
    }
    compile::shape(inst, banks).is_some() && inst.src[..nsrc].iter().all(|s| source_ok(s, inputs))
}

/// Whether a KIL has a native form here: on a float operand
/// (`store::kills`), or on a condition of the flags and boolean uniforms
/// (unconditional TGSI KILL among them).
fn kill_ok(inst: &PInst) -> bool {
    match inst.op {
        Opcode::KillIf => inst.data_type == shasm_ir::DataType::Float,
        _ => condition_ok(&inst.condition),
    }
}

/// Whether a flow condition has a native form here (the truth table of
/// [`condition_value`]).
fn condition_ok(condition: &Condition) -> bool {
    matches!(
        condition,
        Condition::Always | Condition::Bool { .. } | Condition::Flags { .. }
    )
}

/// Whether a test has a native form here.
fn test_ok(test: &Test) -> bool {
    match test {
        Test::Condition { condition, .. } => condition_ok(condition),
        Test::Operand { .. } | Test::LoopRemaining | Test::RepCount(_) | Test::RepRemaining => true,
    }
}

/// Whether an edge action has a native form here: the PICA200 loop
/// counters and the `REP` counters (the contract's `shasm_ir::flow::pica`
/// and `structured` functions on the kernel's stacks), not the address
/// stack of `PUSHA`/`POPA`.
fn action_ok(action: &Action) -> bool {
    !matches!(action, Action::AddressPush(_) | Action::AddressPop(_))
}

/// Whether a `REP` has a native form here: without an operand, or with a
/// float one (read by the operand rules as the interpreter reads it).
fn rep_ok(inst: &PInst) -> bool {
    inst.nsrc == 0 || inst.data_type == shasm_ir::DataType::Float
}

/// The `REP` at `at` as the counter helpers take it: its kind (0: a float
/// operand, 3: none; [`rep_ok`]) and the first component of its operand.
fn rep_operand(
    b: &mut FunctionBuilder<'_>,
    regs: &Regs,
    helpers: &crate::helpers::Helpers,
    exe: &Executable,
    at: u32,
) -> (Value, Value) {
    let inst = &exe.prepared()[at as usize];
    if inst.nsrc == 0 {
        let kind = b.ins().iconst(types::I32, 3);
        let w = b.ins().iconst(types::I32, 0);
        return (kind, w);
    }
    let mut cl = Cl {
        b,
        model: exe.base_model(),
        helpers,
        window: false,
    };
    let w = compile::raw(&mut cl, regs, &inst.src[0], 0);
    let kind = b.ins().iconst(types::I32, 0);
    (kind, w)
}

/// Whether the kernel keeps a PICA200 loop stack: some block runs `LOOP`.
fn has_loops(exe: &Executable, cfg: &Cfg) -> bool {
    let code = exe.prepared();
    cfg.blocks
        .iter()
        .any(|b| b.range().any(|pc| code[pc].op == Opcode::Loopr))
}

/// The program's graph, where a batch kernel runs it.
fn graph(exe: &Executable, banks: &Banks, inputs: &HashMap<u32, usize>) -> Result<Cfg, String> {
    let cfg = Cfg::build(exe.program());
    if !cfg.exact() {
        return Err("flow the graph does not describe exactly".into());
    }
    if cfg.edges.iter().any(|e| !e.actions.iter().all(action_ok)) {
        return Err("REP counters or address stacks".into());
    }
    let code = exe.prepared();
    for block in &cfg.blocks {
        // The first instruction without one names the class.
        if let Some(pc) = block
            .range()
            .find(|&pc| code.get(pc).is_none_or(|i| !inst_ok(i, banks, inputs)))
        {
            let op = code.get(pc).map(|i| i.op);
            return Err(format!(
                "instructions without a native batch form ({op:?} at {pc})"
            ));
        }
        if let Some(test) = block.test.as_ref().filter(|t| !test_ok(t)) {
            return Err(format!("flow tests without a native batch form ({test:?})"));
        }
    }
    Ok(cfg)
}

/// Per machine slot component: whether any instruction reads it, any
/// output holds it, or any relative read takes it as an address.
fn needed(exe: &Executable, cfg: &Cfg, outs: &[Out], mach: usize) -> Vec<bool> {
    let mut need = vec![false; mach * 4];
    let mut mark = |slot: u32, c: usize| {
        if let Some(n) = need.get_mut(slot as usize * 4 + c) {
            *n = true;
        }
    };
    for &o in outs {
        if let Out::Machine(at) = o {
            (0..4).for_each(|c| mark(at, c));
        }
    }
    let code = exe.prepared();
    for block in &cfg.blocks {
        for pc in block.range() {
            let inst = &code[pc];
            for s in &inst.src[..usize::from(inst.nsrc).min(3)] {
                if let Some(ind) = s.indirect {
                    mark(ind.reg, usize::from(ind.component & 3));
                } else if s.bank == Bank::Machine {
                    (0..4).for_each(|c| mark(s.slot, c));
                }
            }
        }
    }
    need
}

/// What a batch kernel is compiled from.
struct Plan {
    cfg: Cfg,
    /// Environment slot to input number.
    inputs: HashMap<u32, usize>,
    outs: Vec<Out>,
    /// [`needed`].
    need: Vec<bool>,
}

impl Jit {
    /// Compile the batch function of `exe` for `layout`, or say why it
    /// has none (the kernel then runs the stretches).
    pub(crate) fn batch(
        &mut self,
        exe: &Executable,
        layout: &IoLayout,
        banks: &Banks,
    ) -> Result<Result<FuncId, String>, String> {
        if layout.quads || usize::BITS != 64 {
            return Err("quads".into());
        }
        let inputs = input_slots(exe, layout).ok_or("two-dimensional inputs")?;
        let outs = outputs_of(exe, layout).ok_or("two-dimensional outputs")?;
        let cfg = graph(exe, banks, &inputs)?;
        let total: u64 = cfg.blocks.iter().map(|b| u64::from(b.end - b.start)).sum();
        if total > MAX_BATCH {
            return Err("a program longer than a batch kernel takes".into());
        }
        let mach = banks.mach as usize;
        let need = needed(exe, &cfg, &outs, mach);
        let plan = Plan {
            cfg,
            inputs,
            outs,
            need,
        };
        Ok(self.emit_batch(exe, layout, banks, &plan))
    }

    fn emit_batch(
        &mut self,
        exe: &Executable,
        layout: &IoLayout,
        banks: &Banks,
        plan: &Plan,
    ) -> Result<FuncId, String> {
        let Plan {
            cfg,
            inputs,
            outs,
            need,
        } = plan;
        let ptr = self.module.target_config().pointer_type();
        let mut sig = Signature::new(self.module.isa().default_call_conv());
        sig.params.push(AbiParam::new(ptr));
        sig.returns.push(AbiParam::new(types::I64));
        let id = self
            .module
            .declare_function("batch", Linkage::Local, &sig)
            .map_err(|e| e.to_string())?;
        self.ctx.func.signature = sig;
        self.ctx.func.name = UserFuncName::user(0, id.as_u32());
        let helpers = self.helpers.in_func(&mut self.module, &mut self.ctx.func);
        let round_word = self
            .helpers
            .round_word_in(&mut self.module, &mut self.ctx.func);
        let loop_fns = self.helpers.loops_in(&mut self.module, &mut self.ctx.func);
        let loops = has_loops(exe, cfg);
        let reps = cfg
            .blocks
            .iter()
            .any(|b| b.range().any(|pc| exe.prepared()[pc].op == Opcode::Rep));
        let kills = cfg
            .blocks
            .iter()
            .any(|b| b.range().any(|pc| exe.prepared()[pc].kind == Kind::Kill));
        // `aL`: the machine slot LOOP and the loop ends write.
        let al = {
            let f = exe.layout().file(File::LoopCounter);
            (f.size > 0 && f.bank == Bank::Machine).then_some(f.mach_base)
        };
        let frontend = self.module.isa().frontend_config();
        let sem = exe.semantics();
        let base = exe.base_model();
        let code = exe.prepared();
        let n_in = layout.inputs.len() as i64;
        let n_out = layout.outputs.len() as i64;
        let limits = &sem.limits;
        let total_len: u64 = cfg.blocks.iter().map(|b| u64::from(b.end - b.start)).sum();
        let counted = !cfg.cycles().is_empty() || total_len > limits.max_executed;
        {
            let mut b = FunctionBuilder::new(&mut self.ctx.func, &mut self.fctx);
            let entry = b.create_block();
            b.append_block_params_for_function_params(entry);
            let head = b.create_block();
            let body = b.create_block();
            let inv_end = b.create_block();
            let bail = b.create_block();
            let done = b.create_block();
            let blocks: Vec<Block> = cfg.blocks.iter().map(|_| b.create_block()).collect();

            b.switch_to_block(entry);
            let args = b.block_params(entry)[0];
            let load = |b: &mut FunctionBuilder<'_>, off: i32| {
                b.ins().load(ptr, MemFlagsData::trusted(), args, off)
            };
            let in_ptr = load(&mut b, Args::INPUTS);
            let out_ptr = load(&mut b, Args::OUTPUTS);
            let env = load(&mut b, Args::ENV);
            let written_ptr = load(&mut b, Args::WRITTEN);
            let executed_ptr = load(&mut b, Args::EXECUTED);
            let preds_ptr = load(&mut b, Args::PREDS);
            let killed_ptr = load(&mut b, Args::KILLED);
            let count = load(&mut b, Args::COUNT);
            let start = load(&mut b, Args::START);
            let k = b.declare_var(types::I64);
            let total = b.declare_var(types::I64);
            let executed = b.declare_var(types::I64);
            let killed = b.declare_var(types::I8);
            let killed_total = b.declare_var(types::I64);
            b.def_var(k, start);
            let zero64 = b.ins().iconst(types::I64, 0);
            b.def_var(total, zero64);
            b.def_var(killed_total, zero64);
            let uniforms = uniform_words(&mut b, exe, cfg, inputs, env);
            // The invocation's PICA200 loop stack (the contract's ring).
            let loop_stack = loops.then(|| {
                let size = std::mem::size_of::<crate::helpers::LoopStack>() as u32;
                let align = std::mem::align_of::<crate::helpers::LoopStack>().trailing_zeros();
                let slot = b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    size,
                    align as u8,
                ));
                b.ins().stack_addr(ptr, slot, 0)
            });
            // Its REP counters.
            let rep_stack = reps.then(|| {
                let size = std::mem::size_of::<crate::helpers::RepStack>() as u32;
                let align = std::mem::align_of::<crate::helpers::RepStack>().trailing_zeros();
                let slot = b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    size,
                    align as u8,
                ));
                b.ins().stack_addr(ptr, slot, 0)
            });
            b.ins().jump(head, &[]);

            // The loop over invocations.
            b.switch_to_block(head);
            let kv = b.use_var(k);
            let more = b.ins().icmp(IntCC::UnsignedLessThan, kv, count);
            b.ins().brif(more, body, &[], done, &[]);

            b.switch_to_block(body);
            // The inputs, converted as `Env::set` converts them.
            let mut input_words: HashMap<u32, [Value; 4]> = HashMap::new();
            for (&env_slot, &j) in inputs {
                let file = layout.inputs[j].file;
                let convert = base == shasm_exec::ModelSel::Float24 && !file.is_integer();
                let words: [Value; 4] = std::array::from_fn(|c| {
                    let at = word_index(&mut b, layout.order, kv, count, n_in, j, c);
                    let bytes = b.ins().imul_imm_s(at, 4);
                    let addr = b.ins().iadd(in_ptr, bytes);
                    let w = b.ins().load(types::I32, ro(), addr, 0);
                    if convert {
                        f24_word(&mut b, w, round_word)
                    } else {
                        w
                    }
                });
                input_words.insert(env_slot, words);
            }
            let mach = need.len() / 4;
            let vars: Vec<Variable> = (0..mach * 4).map(|_| b.declare_var(types::I32)).collect();
            let pred_vars = [b.declare_var(types::I8), b.declare_var(types::I8)];
            let mut written_vars = HashMap::new();
            for &o in outs {
                if let Out::Machine(at) = o {
                    written_vars
                        .entry(at)
                        .or_insert_with(|| b.declare_var(types::I8));
                }
            }
            let ssa = SsaRegs {
                env,
                vars,
                inputs: input_words,
                uniforms,
                written: written_vars,
                preds: pred_vars,
            };
            // A run starts from the environment's registers (`reset`),
            // no flags, nothing written, nothing executed.
            for (i, &n) in need.iter().enumerate() {
                if n {
                    let w = ssa.env_word(&mut b, (i / 4) as u32, i % 4);
                    b.def_var(ssa.vars[i], w);
                }
            }
            let zero8 = b.ins().iconst(types::I8, 0);
            for &v in ssa.written.values() {
                b.def_var(v, zero8);
            }
            for v in ssa.preds {
                b.def_var(v, zero8);
            }
            b.def_var(executed, zero64);
            b.def_var(killed, zero8);
            if let Some(stack) = loop_stack {
                b.ins().call(loop_fns.reset, &[stack]);
            }
            if let Some(stack) = rep_stack {
                b.ins().call(loop_fns.rep_reset, &[stack]);
            }
            b.ins().jump(blocks[cfg.entry.index()], &[]);

            let regs = Regs::Ssa(&ssa);
            for (bi, block) in cfg.blocks.iter().enumerate() {
                b.switch_to_block(blocks[bi]);
                let len = i64::from(block.end - block.start);
                if len > 0 {
                    let now = b.use_var(executed);
                    let after = b.ins().iadd_imm_s(now, len);
                    if counted {
                        // The interpreter would stop (or fail) inside
                        // this block: hand the invocation back.
                        let over = b.ins().icmp_imm_u(
                            IntCC::UnsignedGreaterThan,
                            after,
                            limits.max_executed as i64,
                        );
                        let go = b.create_block();
                        b.ins().brif(over, bail, &[], go, &[]);
                        b.switch_to_block(go);
                    }
                    b.def_var(executed, after);
                }
                for pc in block.range() {
                    let inst = &code[pc];
                    if inst.kind == Kind::Kill {
                        let k = kill_value(&mut b, &ssa, &regs, &helpers, exe, inst);
                        let old = b.use_var(killed);
                        let new = b.ins().bor(old, k);
                        b.def_var(killed, new);
                        continue;
                    }
                    if inst.kind == Kind::Flow {
                        if let (Opcode::Loopr, Some(stack)) = (inst.op, loop_stack) {
                            // LOOP: push the frame its integer uniform
                            // describes; aL starts at its y.
                            let mut cl = Cl {
                                b: &mut b,
                                model: base,
                                helpers: &helpers,
                                window: false,
                            };
                            let w: [Value; 4] = std::array::from_fn(|c| {
                                compile::raw(&mut cl, &regs, &inst.src[0], c)
                            });
                            let call = b
                                .ins()
                                .call(loop_fns.begin, &[stack, w[0], w[1], w[2], w[3]]);
                            let start = b.inst_results(call)[0];
                            set_counter(&mut b, &ssa, need, al, start, None);
                        }
                        continue;
                    }
                    let Some(shape) = compile::shape(inst, banks) else {
                        return Err("an instruction without a native form".into());
                    };
                    // Components no one reads are not computed.
                    let mut inst = inst.clone();
                    if inst.kind != Kind::Setp {
                        let slot = inst.dst.slot as usize;
                        for c in 0..4 {
                            if !need.get(slot * 4 + c).copied().unwrap_or(false) {
                                inst.dst.mask &= !(1 << c);
                            }
                        }
                        if inst.dst.mask & 0xF == 0 {
                            continue;
                        }
                    }
                    let mut cl = Cl {
                        b: &mut b,
                        model: compile::model_of(&inst, base),
                        helpers: &helpers,
                        window: false,
                    };
                    if compile::window_op(&inst, base) {
                        compile::windowed(&mut cl, &regs, sem, &inst);
                    } else {
                        compile::instruction(&mut cl, &regs, sem, base, &inst, shape);
                    }
                }
                let target = |t: &Target| match t {
                    Target::Block(id) => blocks[id.index()],
                    Target::Exit(Exit::End) => inv_end,
                    Target::Exit(_) => bail,
                };
                // An edge with actions goes through a block of its own
                // that runs them.
                let mut pending = Vec::new();
                let mut edge_block = |b: &mut FunctionBuilder<'_>, e| {
                    let edge = cfg.edge(e);
                    let to = target(&edge.to);
                    if edge.actions.is_empty() {
                        return to;
                    }
                    let via = b.create_block();
                    pending.push((via, edge.actions.clone(), to));
                    via
                };
                match (&block.test, block.succs.as_slice()) {
                    (None, [e]) => {
                        let to = edge_block(&mut b, *e);
                        b.ins().jump(to, &[]);
                    }
                    (Some(test), [taken, not]) => {
                        let t = edge_block(&mut b, *taken);
                        let n = edge_block(&mut b, *not);
                        let call = match (test, loop_stack, rep_stack) {
                            (Test::LoopRemaining, Some(stack), _) => {
                                Some(b.ins().call(loop_fns.remaining, &[stack]))
                            }
                            (Test::RepRemaining, _, Some(stack)) => {
                                Some(b.ins().call(loop_fns.rep_remaining, &[stack]))
                            }
                            (Test::RepCount(at), _, Some(stack)) => {
                                let (kind, w) = rep_operand(&mut b, &regs, &helpers, exe, *at);
                                Some(b.ins().call(loop_fns.rep_enters, &[stack, kind, w]))
                            }
                            _ => None,
                        };
                        let c = match call {
                            Some(call) => {
                                let r = b.inst_results(call)[0];
                                b.ins().icmp_imm_u(IntCC::NotEqual, r, 0)
                            }
                            None => test_value(&mut b, &ssa, &regs, &helpers, exe, test),
                        };
                        b.ins().brif(c, t, &[], n, &[]);
                    }
                    _ => return Err("a block without its edges".into()),
                }
                let no_stack = || String::from("an edge action without its stack");
                for (via, actions, to) in pending {
                    b.switch_to_block(via);
                    for action in actions {
                        let (loops, reps) = (
                            loop_stack.ok_or_else(no_stack),
                            rep_stack.ok_or_else(no_stack),
                        );
                        let f = match action {
                            Action::LoopContinue => loop_fns.cont,
                            Action::LoopExit => loop_fns.exit,
                            Action::LoopBreak => loop_fns.brk,
                            Action::RepBegin(at) => {
                                // A full counter stack hands the
                                // invocation back.
                                let stack = reps?;
                                let (kind, w) = rep_operand(&mut b, &regs, &helpers, exe, at);
                                let call = b.ins().call(loop_fns.rep_push, &[stack, kind, w]);
                                let ok = b.inst_results(call)[0];
                                let go = b.create_block();
                                b.ins().brif(ok, go, &[], bail, &[]);
                                b.switch_to_block(go);
                                continue;
                            }
                            Action::RepContinue => {
                                b.ins().call(loop_fns.rep_continue, &[reps?]);
                                continue;
                            }
                            Action::RepExit | Action::RepBreak | Action::RepUnwind(_) => {
                                let n = match action {
                                    Action::RepUnwind(n) => n,
                                    _ => 1,
                                };
                                let n = b.ins().iconst(types::I32, i64::from(n));
                                b.ins().call(loop_fns.rep_pop, &[reps?, n]);
                                continue;
                            }
                            // Refused by `action_ok`.
                            Action::AddressPush(_) | Action::AddressPop(_) => {
                                return Err("an edge action without a native form".into());
                            }
                        };
                        let call = b.ins().call(f, &[loops?]);
                        let r = b.inst_results(call)[0];
                        let has = b.ins().ushr_imm_u(r, 32);
                        let has = b.ins().ireduce(types::I32, has);
                        let value = b.ins().ireduce(types::I32, r);
                        set_counter(&mut b, &ssa, need, al, value, Some(has));
                    }
                    b.ins().jump(to, &[]);
                }
            }

            // The end of an invocation: its results.
            b.switch_to_block(inv_end);
            let kv = b.use_var(k);
            for (j, &o) in outs.iter().enumerate() {
                let words: [Value; 4] = std::array::from_fn(|c| match o {
                    Out::Machine(at) => b.use_var(ssa.vars[at as usize * 4 + c]),
                    Out::Env(at) => ssa.env_word(&mut b, at, c),
                });
                for (c, w) in words.into_iter().enumerate() {
                    let at = word_index(&mut b, layout.order, kv, count, n_out, j, c);
                    let bytes = b.ins().imul_imm_s(at, 4);
                    let addr = b.ins().iadd(out_ptr, bytes);
                    b.ins().store(MemFlagsData::trusted(), w, addr, 0);
                }
            }
            let ex = b.use_var(executed);
            let t = b.use_var(total);
            let t = b.ins().iadd(t, ex);
            b.def_var(total, t);
            let kv8 = b.use_var(killed);
            if kills {
                let k64 = b.ins().uextend(types::I64, kv8);
                let kt = b.use_var(killed_total);
                let kt = b.ins().iadd(kt, k64);
                b.def_var(killed_total, kt);
            }
            // The write masks, where asked for.
            let has_written = b.ins().icmp_imm_u(IntCC::NotEqual, written_ptr, 0);
            let w_block = b.create_block();
            let after_w = b.create_block();
            b.ins().brif(has_written, w_block, &[], after_w, &[]);
            b.switch_to_block(w_block);
            let row = b.ins().imul_imm_s(kv, n_out);
            let base_w = b.ins().iadd(written_ptr, row);
            for (j, &o) in outs.iter().enumerate() {
                let m = match o {
                    Out::Machine(at) => b.use_var(ssa.written[&at]),
                    Out::Env(_) => b.ins().iconst(types::I8, 0),
                };
                b.ins().store(MemFlagsData::trusted(), m, base_w, j as i32);
            }
            b.ins().jump(after_w, &[]);
            b.switch_to_block(after_w);
            // The executed count and flags, where asked for.
            let has_status = b.ins().icmp_imm_u(IntCC::NotEqual, executed_ptr, 0);
            let s_block = b.create_block();
            let next = b.create_block();
            b.ins().brif(has_status, s_block, &[], next, &[]);
            b.switch_to_block(s_block);
            let off = b.ins().imul_imm_s(kv, 8);
            let addr = b.ins().iadd(executed_ptr, off);
            b.ins().store(MemFlagsData::trusted(), ex, addr, 0);
            let off = b.ins().imul_imm_s(kv, 2);
            let addr = b.ins().iadd(preds_ptr, off);
            for (i, &v) in ssa.preds.iter().enumerate() {
                let p = b.use_var(v);
                b.ins().store(MemFlagsData::trusted(), p, addr, i as i32);
            }
            if kills {
                // The kill flags come with the statuses.
                let addr = b.ins().iadd(killed_ptr, kv);
                b.ins().store(MemFlagsData::trusted(), kv8, addr, 0);
            }
            b.ins().jump(next, &[]);
            b.switch_to_block(next);
            let k1 = b.ins().iadd_imm_s(kv, 1);
            b.def_var(k, k1);
            b.ins().jump(head, &[]);

            // Hand back the invocation at `k`.
            b.switch_to_block(bail);
            b.ins().jump(done, &[]);

            b.switch_to_block(done);
            let kv = b.use_var(k);
            let t = b.use_var(total);
            b.ins().store(MemFlagsData::trusted(), t, args, Args::TOTAL);
            let kt = b.use_var(killed_total);
            b.ins()
                .store(MemFlagsData::trusted(), kt, args, Args::KILLED_TOTAL);
            b.ins().return_(&[kv]);
            b.seal_all_blocks();
            b.finalize(frontend);
        }
        self.define(id)
    }
}
