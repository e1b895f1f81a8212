//! Translating a prepared program into native code.
//!
//! Each maximal run of consecutive data instructions that have a native
//! form (a float or address op writing a plain register; PICA200's CMP)
//! becomes one function, a *stretch*. The function runs the stretch's
//! instructions from `from` up to (not including) `to`, so the caller can
//! run a whole stretch, or one instruction where the budget or the PICA200
//! stacks ask for it. It reads and writes the interpreter's own machine
//! registers in place; every other instruction (flow, texture, integer,
//! kill, condition codes, ...) runs through the interpreter's step between
//! stretches.
//!
//! What an instruction computes is the contract's: the operand rules
//! (relative addressing by `shasm_ir::ops::operand::relative_index`,
//! modifiers as the prepared `(word & clear) ^ flip`, the model's input
//! conversion), the op's composition (`shasm_ir::ops::float`) and the
//! store rules (`shasm_ir::ops::store`), instantiated with the Cranelift
//! emitter ([`crate::emit::Cl`]).

use crate::emit::Cl;
use crate::helpers::Declared;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    AbiParam, Block, InstBuilder, JumpTableData, MemFlagsData, Signature, UserFuncName, Value,
    types,
};
use cranelift_codegen::{Context, settings};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::JITModule;
use cranelift_module::{FuncId, Linkage, Module};
use shasm_exec::{Bank, DstKind, Executable, Kind, ModelSel, PInst, PSrc};
use shasm_ir::ops::float::{self, FloatOp, arith};
use shasm_ir::ops::{Emit, operand, store};
use shasm_ir::{CompareOp, Extra, Opcode, RelativeRule, Saturate, Semantics, StorageFormat};

/// Bytes per register: four 32-bit words.
const REG: i64 = 16;

/// The most instructions in one stretch: longer runs are split, so that
/// each compiled function stays small and compile time grows linearly
/// with the program (a split costs one return to the caller).
pub(crate) const MAX_STRETCH: usize = 256;

/// How an instruction's result is computed.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Shape {
    Component,
    Scalar,
    Dot,
    Vector,
    RawMove,
    Select,
    Setp([CompareOp; 2]),
    Address,
}

/// The signature of a stretch: `(machine registers, machine write masks,
/// environment registers, PICA200 flags [2 bytes], from pc, to pc)`.
pub(crate) type StretchFn = unsafe extern "C" fn(*mut u32, *mut u8, *const u32, *mut u8, u32, u32);

/// Sizes of the two register banks a stretch may touch, checked at compile
/// time so that generated code never addresses outside them.
pub(crate) struct Banks {
    pub mach: u32,
    pub env: u32,
}

/// Whether an instruction has a native form, and which.
pub(crate) fn shape(inst: &PInst, banks: &Banks) -> Option<Shape> {
    let shape = match inst.kind {
        Kind::Componentwise => Shape::Component,
        Kind::Scalar => Shape::Scalar,
        Kind::Dot => Shape::Dot,
        Kind::Special => Shape::Vector,
        Kind::RawMove => Shape::RawMove,
        Kind::Select if matches!(inst.op, Opcode::Min | Opcode::Max) => Shape::Select,
        Kind::Setp => match inst.extra {
            Extra::Compare(ops) if inst.nsrc == 2 => Shape::Setp(ops),
            _ => return None,
        },
        Kind::Address if matches!(inst.op, Opcode::Arl | Opcode::Arr | Opcode::Mova) => {
            Shape::Address
        }
        _ => return None,
    };
    // The op must be a float op of the matching closed set.
    let float_ok = matches!(
        (shape, inst.float),
        (Shape::Component, Some(FloatOp::Component(_)))
            | (Shape::Scalar, Some(FloatOp::Scalar(_)))
            | (Shape::Dot, Some(FloatOp::Dot(_)))
            | (Shape::Vector, Some(FloatOp::Vector(_)))
            | (Shape::Address, Some(FloatOp::Address(_)))
            | (Shape::RawMove | Shape::Select | Shape::Setp(_), _)
    );
    if !float_ok {
        return None;
    }
    if !matches!(shape, Shape::Setp(_)) {
        // A plain register write: no condition mask, no condition-code
        // update, a float or fp16 register of the machine bank.
        let d = &inst.dst;
        if d.kind != DstKind::Reg
            || d.cond.is_some()
            || d.indirect.is_some()
            || inst.cc_update.is_some()
            || !matches!(d.format, StorageFormat::F32 | StorageFormat::F16)
            || d.slot >= banks.mach
        {
            return None;
        }
    }
    let nsrc = usize::from(inst.nsrc).min(3);
    if !inst.src[..nsrc].iter().all(|s| source_ok(s, banks)) {
        return None;
    }
    Some(shape)
}

/// Whether a source has a native read that stays inside its bank.
fn source_ok(s: &PSrc, banks: &Banks) -> bool {
    if s.outer.is_some() {
        return false;
    }
    let len = match s.bank {
        Bank::Machine => banks.mach,
        Bank::Env => banks.env,
    };
    match s.indirect {
        None => s.slot < len,
        // The address register is a machine register; the file lies
        // wholly in its bank.
        Some(ind) => {
            ind.reg < banks.mach && u64::from(s.slot) + u64::from(s.file_size) <= u64::from(len)
        }
    }
}

/// The instructions of a program split into stretches: `stretch[pc]` is
/// the end (exclusive) of the stretch that holds `pc`, or `None` where the
/// interpreter runs the instruction.
pub(crate) fn stretches(exe: &Executable, banks: &Banks) -> Vec<Option<usize>> {
    let code = exe.prepared();
    let end_at = exe.end_at();
    let mut out = vec![None; code.len()];
    let mut pc = 0;
    while pc < end_at {
        if shape(&code[pc], banks).is_none() {
            pc += 1;
            continue;
        }
        let mut end = pc + 1;
        while end < end_at && end - pc < MAX_STRETCH && shape(&code[end], banks).is_some() {
            end += 1;
        }
        for slot in &mut out[pc..end] {
            *slot = Some(end);
        }
        pc = end;
    }
    out
}

/// The JIT module and what it was built with.
pub(crate) struct Jit {
    pub module: JITModule,
    pub helpers: Declared,
    pub ctx: Context,
    pub fctx: FunctionBuilderContext,
}

/// A reason the host cannot run the JIT.
pub(crate) fn new_jit() -> Result<Jit, String> {
    let mut flags = settings::builder();
    let set = |f: &mut settings::Builder, k: &str, v: &str| {
        use settings::Configurable;
        f.set(k, v)
            .map_err(|e| format!("Cranelift setting {k}: {e}"))
    };
    set(&mut flags, "opt_level", "speed")?;
    set(&mut flags, "use_colocated_libcalls", "false")?;
    set(&mut flags, "is_pic", "false")?;
    let isa = cranelift_native::builder()
        .map_err(|e| format!("Cranelift does not target this host: {e}"))?
        .finish(settings::Flags::new(flags))
        .map_err(|e| format!("Cranelift does not target this host: {e}"))?;
    let mut builder =
        cranelift_jit::JITBuilder::with_isa(isa, cranelift_module::default_libcall_names());
    crate::helpers::register(&mut builder);
    let mut module = JITModule::new(builder);
    let helpers = Declared::new(&mut module)?;
    let ctx = module.make_context();
    Ok(Jit {
        module,
        helpers,
        ctx,
        fctx: FunctionBuilderContext::new(),
    })
}

impl Jit {
    /// Compile the stretch `[start, end)`; returns its function's id.
    pub(crate) fn stretch(
        &mut self,
        exe: &Executable,
        start: usize,
        end: usize,
        banks: &Banks,
    ) -> Result<FuncId, String> {
        let ptr = self.module.target_config().pointer_type();
        let mut sig = Signature::new(self.module.isa().default_call_conv());
        for _ in 0..4 {
            sig.params.push(AbiParam::new(ptr));
        }
        sig.params.push(AbiParam::new(types::I32));
        sig.params.push(AbiParam::new(types::I32));
        let name = format!("stretch_{start}");
        let id = self
            .module
            .declare_function(&name, Linkage::Local, &sig)
            .map_err(|e| e.to_string())?;
        self.ctx.func.signature = sig;
        self.ctx.func.name = UserFuncName::user(0, id.as_u32());
        let helpers = self.helpers.in_func(&mut self.module, &mut self.ctx.func);
        let frontend = self.module.isa().frontend_config();
        {
            let mut b = FunctionBuilder::new(&mut self.ctx.func, &mut self.fctx);
            let entry = b.create_block();
            b.append_block_params_for_function_params(entry);
            let blocks: Vec<Block> = (start..end).map(|_| b.create_block()).collect();
            let exit = b.create_block();
            b.switch_to_block(entry);
            let p = b.block_params(entry).to_vec();
            let regs = Regs::Mem {
                mach: p[0],
                written: p[1],
                env: p[2],
                preds: p[3],
            };
            let (from, to) = (p[4], p[5]);
            let index = b.ins().iadd_imm_s(from, -(start as i64));
            let exit_call = b.func.dfg.block_call(exit, &[]);
            let table: Vec<_> = blocks
                .iter()
                .map(|&blk| b.func.dfg.block_call(blk, &[]))
                .collect();
            let jt = b.create_jump_table(JumpTableData::new(exit_call, &table));
            b.ins().br_table(index, jt);
            let sem = exe.semantics();
            let base = exe.base_model();
            for (i, pc) in (start..end).enumerate() {
                b.switch_to_block(blocks[i]);
                let inst = &exe.prepared()[pc];
                let shape = shape(inst, banks).ok_or("an instruction without a native form")?;
                let mut cl = Cl {
                    b: &mut b,
                    model: model_of(inst, base),
                    helpers: &helpers,
                    window: false,
                };
                if window_op(inst, base) {
                    windowed(&mut cl, &regs, sem, inst);
                } else {
                    instruction(&mut cl, &regs, sem, base, inst, shape);
                }
                if i + 1 < blocks.len() {
                    let stop = b.ins().icmp_imm_s(IntCC::Equal, to, (pc + 1) as i64);
                    b.ins().brif(stop, exit, &[], blocks[i + 1], &[]);
                } else {
                    b.ins().jump(exit, &[]);
                }
            }
            b.switch_to_block(exit);
            b.ins().return_(&[]);
            b.seal_all_blocks();
            b.finalize(frontend);
        }
        self.define(id)
    }

    /// Compile the function built in the context as `id` (printing its
    /// machine code where `SHASM_JIT_DUMP` is set) and clear the context
    /// for the next one.
    pub(crate) fn define(&mut self, id: FuncId) -> Result<FuncId, String> {
        let dump = std::env::var_os("SHASM_JIT_DUMP").is_some();
        if dump {
            self.ctx.set_disasm(true);
        }
        self.module
            .define_function(id, &mut self.ctx)
            .map_err(|e| format!("{e:?}"))?;
        if dump && let Some(c) = self.ctx.compiled_code() {
            eprintln!("{}", c.vcode.as_deref().unwrap_or(""));
        }
        self.module.clear_context(&mut self.ctx);
        Ok(id)
    }
}

/// The model an instruction computes in, as the interpreter picks it: its
/// own precision (fp16, fx12), else the program's.
pub(crate) fn model_of(inst: &PInst, base: ModelSel) -> ModelSel {
    match inst.model {
        ModelSel::Half | ModelSel::Fixed => inst.model,
        _ => base,
    }
}

/// Where an instruction's registers live.
pub(crate) enum Regs<'r> {
    /// A stretch: the interpreter's machine registers, write masks and
    /// flags in memory (the stretch function's pointer arguments).
    Mem {
        mach: Value,
        written: Value,
        env: Value,
        preds: Value,
    },
    /// A batch kernel: machine registers, write masks and flags in
    /// Cranelift variables (SSA), inputs as loaded values
    /// ([`crate::batch`]).
    Ssa(&'r crate::batch::SsaRegs),
}

fn flags() -> MemFlagsData {
    // Every address is checked against its bank at compile time (or
    // clamped into the file), and registers are 4-byte aligned.
    MemFlagsData::trusted()
}

/// One component of a source: its raw word (before the model's input
/// conversion), with the prepared modifiers applied.
pub(crate) fn raw(cl: &mut Cl<'_, '_>, regs: &Regs, s: &PSrc, c: usize) -> Value {
    let comp = i64::from(s.swizzle[c] & 3);
    let w = match (regs, s.indirect) {
        (Regs::Ssa(ssa), None) => ssa.read(cl.b, s.bank, s.slot, comp as usize),
        (Regs::Ssa(ssa), Some(ind)) => {
            // Only the environment bank is read relatively here (checked
            // by `batch::eligible`), never at an input.
            let rule = if s.pica_relative {
                RelativeRule::Pica
            } else {
                RelativeRule::Zero
            };
            let a = ssa.read(cl.b, Bank::Machine, ind.reg, usize::from(ind.component & 3));
            relative_load(cl, ssa.env, s, comp, rule, a)
        }
        (Regs::Mem { mach, env, .. }, None) => {
            let bank = match s.bank {
                Bank::Machine => *mach,
                Bank::Env => *env,
            };
            let off = i64::from(s.slot) * REG + 4 * comp;
            cl.b.ins().load(types::I32, flags(), bank, off as i32)
        }
        (Regs::Mem { mach, env, .. }, Some(ind)) => {
            let bank = match s.bank {
                Bank::Machine => *mach,
                Bank::Env => *env,
            };
            let rule = if s.pica_relative {
                RelativeRule::Pica
            } else {
                RelativeRule::Zero
            };
            let a_off = i64::from(ind.reg) * REG + 4 * i64::from(ind.component & 3);
            let a = cl.b.ins().load(types::I32, flags(), *mach, a_off as i32);
            relative_load(cl, bank, s, comp, rule, a)
        }
    };
    let clear = cl.int(s.clear);
    let w = cl.iand(w, clear);
    let flip = cl.int(s.flip);
    cl.ixor(w, flip)
}

/// A relative read of source `s`'s component `comp` from `bank`, with the
/// address word `a`: the contract's index and out-of-file word, the index
/// clamped into the file so that the load stays in the bank either way.
fn relative_load(
    cl: &mut Cl<'_, '_>,
    bank: Value,
    s: &PSrc,
    comp: i64,
    rule: RelativeRule,
    a: Value,
) -> Value {
    let (index, outside) = operand::relative_index(cl, rule, s.offset, a, s.file_size);
    let outside_word = cl.int(operand::outside_word(rule));
    if s.file_size == 0 {
        return outside_word;
    }
    let last = cl.int(s.file_size - 1);
    let safe = cl.b.ins().umin(index, last);
    let wide = cl.b.ins().uextend(types::I64, safe);
    let scaled = cl.b.ins().imul_imm_s(wide, REG);
    let addr = cl.b.ins().iadd(bank, scaled);
    let off = i64::from(s.slot) * REG + 4 * comp;
    let w = cl.b.ins().load(types::I32, flags(), addr, off as i32);
    cl.select_int(outside, outside_word, w)
}

/// Source `k`'s component `c` as a model operand (0 past the sources).
fn operand_of(cl: &mut Cl<'_, '_>, regs: &Regs, inst: &PInst, k: usize, c: usize) -> Value {
    if k >= usize::from(inst.nsrc).min(3) {
        return cl.float(0.0);
    }
    let w = raw(cl, regs, &inst.src[k], c);
    operand::input(cl, w)
}

fn quad(cl: &mut Cl<'_, '_>, regs: &Regs, inst: &PInst, k: usize) -> [Value; 4] {
    let v0 = operand_of(cl, regs, inst, k, 0);
    let v1 = operand_of(cl, regs, inst, k, 1);
    let v2 = operand_of(cl, regs, inst, k, 2);
    let v3 = operand_of(cl, regs, inst, k, 3);
    [v0, v1, v2, v3]
}

/// Emit one instruction.
pub(crate) fn instruction(
    cl: &mut Cl<'_, '_>,
    regs: &Regs,
    sem: &Semantics,
    base: ModelSel,
    inst: &PInst,
    shape: Shape,
) {
    let mask = inst.dst.mask & 0xF;
    let comps = || (0..4).filter(move |c| mask & (1 << c) != 0);
    let mut out: [Option<Value>; 4] = [None; 4];
    match (shape, inst.float) {
        (Shape::Component, Some(FloatOp::Component(op))) => {
            for c in comps() {
                let a = operand_of(cl, regs, inst, 0, c);
                // DIV divides every component by b.x.
                let bc = if inst.op == Opcode::Div { 0 } else { c };
                let b = operand_of(cl, regs, inst, 1, bc);
                let x = operand_of(cl, regs, inst, 2, c);
                out[c] = Some(float::componentwise(cl, sem, op, a, b, x));
            }
            store_float(cl, regs, inst, out);
        }
        (Shape::Scalar, Some(FloatOp::Scalar(op))) => {
            let a = operand_of(cl, regs, inst, 0, 0);
            let b = if inst.op == Opcode::Pow {
                operand_of(cl, regs, inst, 1, 0)
            } else {
                cl.float(0.0)
            };
            let r = float::scalar(cl, sem, op, a, b);
            store_float(cl, regs, inst, [Some(r); 4]);
        }
        (Shape::Dot, Some(FloatOp::Dot(op))) => {
            let a = quad(cl, regs, inst, 0);
            let b = quad(cl, regs, inst, 1);
            let x = quad(cl, regs, inst, 2);
            let r = float::dot(cl, sem, op, a, b, x);
            store_float(cl, regs, inst, [Some(r); 4]);
        }
        (Shape::Vector, Some(FloatOp::Vector(op))) => {
            let a = quad(cl, regs, inst, 0);
            let b = quad(cl, regs, inst, 1);
            let x = quad(cl, regs, inst, 2);
            let r = float::vector(cl, sem, op, a, b, x);
            store_float(cl, regs, inst, r.map(Some));
        }
        (Shape::RawMove, _) => {
            for c in comps() {
                out[c] = Some(raw(cl, regs, &inst.src[0], c));
            }
            store_raw(cl, regs, inst, base, out, false);
        }
        (Shape::Select, _) => {
            for c in comps() {
                let a = raw(cl, regs, &inst.src[0], c);
                let b = raw(cl, regs, &inst.src[1], c);
                let (a, b) = (cl.bits_to_float(a), cl.bits_to_float(b));
                let r = if inst.op == Opcode::Max {
                    arith::max(cl, sem.min_max, a, b)
                } else {
                    arith::min(cl, sem.min_max, a, b)
                };
                out[c] = Some(cl.float_to_bits(r));
            }
            store_raw(cl, regs, inst, base, out, false);
        }
        (Shape::Setp(ops), _) => {
            // "cmp does not flush input subnormals": the raw words.
            let mut a = [None; 4];
            let mut b = [None; 4];
            for c in 0..2 {
                let wa = raw(cl, regs, &inst.src[0], c);
                let wb = raw(cl, regs, &inst.src[1], c);
                a[c] = Some(cl.bits_to_float(wa));
                b[c] = Some(cl.bits_to_float(wb));
            }
            let zero = cl.float(0.0);
            let a = a.map(|v| v.unwrap_or(zero));
            let b = b.map(|v| v.unwrap_or(zero));
            let flags_now = store::setp(cl, ops, a, b);
            match regs {
                Regs::Mem { preds, .. } => {
                    for (i, f) in flags_now.into_iter().enumerate() {
                        cl.b.ins().store(flags(), f, *preds, i as i32);
                    }
                }
                Regs::Ssa(ssa) => {
                    for (i, f) in flags_now.into_iter().enumerate() {
                        cl.b.def_var(ssa.preds[i], f);
                    }
                }
            }
        }
        (Shape::Address, Some(FloatOp::Address(op))) => {
            for c in comps() {
                let a = operand_of(cl, regs, inst, 0, c);
                let v = float::address::load(cl, op, a);
                out[c] = Some(float::address::clamp(cl, sem.address_range, v));
            }
            store_raw(cl, regs, inst, base, out, true);
        }
        // `shape` admits no other pairing.
        _ => unreachable!("shape and op set checked together"),
    }
}

/// Whether an instruction is float24 ADD, MUL, MAD, DP3, DP4 or DPH
/// writing a plain float register: those run in the window
/// ([`Cl::window`]) when their operands allow it.
pub(crate) fn window_op(inst: &PInst, base: ModelSel) -> bool {
    use float::{ComponentOp as C, DotOp as D};
    base == ModelSel::Float24
        && model_of(inst, base) == ModelSel::Float24
        && inst.saturate == Saturate::None
        && inst.dst.format == StorageFormat::F32
        && matches!(
            inst.float,
            Some(
                FloatOp::Component(C::Add | C::Mul | C::Mad)
                    | FloatOp::Dot(D::Dp3 | D::Dp4 | D::Dph)
            )
        )
}

/// Zero, or a magnitude in [2^-20, 2^30) (`shasm_exec::lean_float24::tame`).
fn tame(cl: &mut Cl<'_, '_>, w: Value) -> Value {
    const LOW: i64 = (127 - 20) << 23;
    const SPAN: i64 = 50 << 23;
    let a = cl.b.ins().band_imm_s(w, 0x7FFF_FFFF);
    let zero = cl.b.ins().icmp_imm_s(IntCC::Equal, a, 0);
    let rel = cl.b.ins().iadd_imm_s(a, -LOW);
    let inside = cl.b.ins().icmp_imm_s(IntCC::UnsignedLessThan, rel, SPAN);
    cl.b.ins().bor(zero, inside)
}

/// A [`window_op`] instruction: when every operand word it reads is tame,
/// the composition runs in the window (no range checks, values kept in
/// f64); otherwise, and always for the result's store, as
/// [`instruction`] runs it.
pub(crate) fn windowed(cl: &mut Cl<'_, '_>, regs: &Regs, sem: &Semantics, inst: &PInst) {
    let mask = inst.dst.mask & 0xF;
    let nsrc = usize::from(inst.nsrc).min(3);
    let dot = matches!(inst.float, Some(FloatOp::Dot(_)));
    // The raw words: every component of each source of a dot product
    // (more than DP3 and DPH read: the check is then only stricter), the
    // written components of each source of ADD, MUL, MAD.
    let mut words: [[Option<Value>; 4]; 3] = [[None; 4]; 3];
    let mut all_tame = cl.cond(true);
    for (k, src) in words.iter_mut().enumerate().take(nsrc) {
        for (c, w) in src.iter_mut().enumerate() {
            if dot || mask & (1 << c) != 0 {
                let v = raw(cl, regs, &inst.src[k], c);
                let t = tame(cl, v);
                all_tame = cl.and(all_tame, t);
                *w = Some(v);
            }
        }
    }
    let fast = cl.b.create_block();
    let slow = cl.b.create_block();
    let merge = cl.b.create_block();
    let outs: [Value; 4] = std::array::from_fn(|_| cl.b.append_block_param(merge, types::I32));
    cl.b.set_cold_block(slow);
    cl.b.ins().brif(all_tame, fast, &[], slow, &[]);

    // In the window: the same composition, with the window's primitives.
    cl.b.switch_to_block(fast);
    cl.window = true;
    let zero = cl.float(0.0);
    let f: [[Value; 4]; 3] = std::array::from_fn(|k| {
        std::array::from_fn(|c| words[k][c].map_or(zero, |w| cl.bits_to_float(w)))
    });
    let results: [Value; 4] = match inst.float {
        Some(FloatOp::Component(op)) => std::array::from_fn(|c| {
            if mask & (1 << c) != 0 {
                let r = float::componentwise(cl, sem, op, f[0][c], f[1][c], f[2][c]);
                cl.finish_window(r)
            } else {
                cl.int(0)
            }
        }),
        Some(FloatOp::Dot(op)) => {
            let r = float::dot(cl, sem, op, f[0], f[1], f[2]);
            let w = cl.finish_window(r);
            [w; 4]
        }
        _ => unreachable!("window_op admits these sets only"),
    };
    cl.window = false;
    let args: Vec<_> = results.iter().map(|&v| v.into()).collect();
    cl.b.ins().jump(merge, &args);

    // Outside it: the instruction as everywhere, its words to the merge.
    cl.b.switch_to_block(slow);
    let general = float_words(cl, regs, sem, inst);
    let args: Vec<_> = general
        .iter()
        .map(|v| v.unwrap_or_else(|| cl.int(0)).into())
        .collect();
    cl.b.ins().jump(merge, &args);

    cl.b.switch_to_block(merge);
    let out: [Option<Value>; 4] =
        std::array::from_fn(|c| (mask & (1 << c) != 0).then_some(outs[c]));
    write(cl, regs, inst, out);
}

/// A Component or Dot instruction's result words as [`instruction`]
/// computes and stores them, before the write.
fn float_words(
    cl: &mut Cl<'_, '_>,
    regs: &Regs,
    sem: &Semantics,
    inst: &PInst,
) -> [Option<Value>; 4] {
    let mask = inst.dst.mask & 0xF;
    let mut out: [Option<Value>; 4] = [None; 4];
    match inst.float {
        Some(FloatOp::Component(op)) => {
            for c in (0..4).filter(|c| mask & (1 << c) != 0) {
                let a = operand_of(cl, regs, inst, 0, c);
                let bc = if inst.op == Opcode::Div { 0 } else { c };
                let b = operand_of(cl, regs, inst, 1, bc);
                let x = operand_of(cl, regs, inst, 2, c);
                out[c] = Some(float::componentwise(cl, sem, op, a, b, x));
            }
        }
        Some(FloatOp::Dot(op)) => {
            let a = quad(cl, regs, inst, 0);
            let b = quad(cl, regs, inst, 1);
            let x = quad(cl, regs, inst, 2);
            out = [Some(float::dot(cl, sem, op, a, b, x)); 4];
        }
        _ => unreachable!("window_op admits these sets only"),
    }
    float_store_words(cl, inst, out)
}

/// The interpreter's float store: fx12's final clamp, saturation, the
/// fp16 register's rounding, then the write mask.
fn store_float(cl: &mut Cl<'_, '_>, regs: &Regs, inst: &PInst, out: [Option<Value>; 4]) {
    let words = float_store_words(cl, inst, out);
    write(cl, regs, inst, words);
}

/// [`store_float`]'s words.
fn float_store_words(
    cl: &mut Cl<'_, '_>,
    inst: &PInst,
    out: [Option<Value>; 4],
) -> [Option<Value>; 4] {
    let mut words = [None; 4];
    for (c, v) in out.into_iter().enumerate() {
        if inst.dst.mask & (1 << c) == 0 {
            continue;
        }
        let Some(mut x) = v else { continue };
        if cl.model == ModelSel::Fixed {
            x = store::fx12_result(cl, x);
        }
        if inst.saturate != Saturate::None {
            x = arith::saturate(cl, inst.saturate, x);
        }
        if inst.dst.format == StorageFormat::F16 {
            let model = cl.model;
            cl.model = ModelSel::Half;
            x = store::fp16_store(cl, x);
            cl.model = model;
        }
        words[c] = Some(cl.float_to_bits(x));
    }
    words
}

/// The interpreter's raw store: a float word into an fp16 register is
/// rounded to it; float24 keeps no negative zero; integers (address
/// loads) are stored as they are.
fn store_raw(
    cl: &mut Cl<'_, '_>,
    regs: &Regs,
    inst: &PInst,
    base: ModelSel,
    out: [Option<Value>; 4],
    int: bool,
) {
    let words = out.map(|v| {
        v.map(|w| {
            if int {
                w
            } else if inst.dst.format == StorageFormat::F16 {
                let model = cl.model;
                cl.model = ModelSel::Half;
                let x = cl.bits_to_float(w);
                let x = store::fp16_store(cl, x);
                cl.model = model;
                cl.float_to_bits(x)
            } else if base == ModelSel::Float24 {
                store::no_negative_zero(cl, w)
            } else {
                w
            }
        })
    });
    write(cl, regs, inst, words);
}

/// Store the components of the write mask and mark them written.
fn write(cl: &mut Cl<'_, '_>, regs: &Regs, inst: &PInst, words: [Option<Value>; 4]) {
    let (mach, written) = match regs {
        Regs::Ssa(ssa) => {
            ssa.write(cl.b, inst.dst.slot, words);
            return;
        }
        Regs::Mem { mach, written, .. } => (*mach, *written),
    };
    let slot = i64::from(inst.dst.slot);
    let mut mask = 0u8;
    for (c, w) in words.into_iter().enumerate() {
        if let Some(w) = w {
            let off = slot * REG + 4 * c as i64;
            cl.b.ins().store(flags(), w, mach, off as i32);
            mask |= 1 << c;
        }
    }
    if mask != 0 {
        let old = cl.b.ins().load(types::I8, flags(), written, slot as i32);
        let new = cl.b.ins().bor_imm_u(old, i64::from(mask));
        cl.b.ins().store(flags(), new, written, slot as i32);
    }
}
