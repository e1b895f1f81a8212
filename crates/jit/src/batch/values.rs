//! The values a batch kernel computes at one instruction or test: the
//! loop counter's store, the uniforms loaded before the loop, relative
//! word indices, float24 words, condition-code and kill tests.

use super::{SsaRegs, ro};
use crate::compile::{self, Regs};
use crate::emit::Cl;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{InstBuilder, MemFlagsData, Value, types};
use cranelift_frontend::FunctionBuilder;
use shasm_engine::Order;
use shasm_exec::{Bank, Executable, PInst};
use shasm_ir::cfg::{Cfg, Test};
use shasm_ir::{CcValue, Condition, File, Opcode};
use std::collections::HashMap;

/// Set `aL` (machine slot `al`, component x) to `value` where `has` (an
/// `i32` 0 or 1) says the contract gave one, always where `has` is
/// `None`; its write mask records the write. Nothing where no one reads
/// `aL` and no output holds it.
pub(super) fn set_counter(
    b: &mut FunctionBuilder<'_>,
    ssa: &SsaRegs,
    need: &[bool],
    al: Option<u32>,
    value: Value,
    has: Option<Value>,
) {
    let Some(slot) = al else {
        return;
    };
    let at = slot as usize * 4;
    if need.get(at).copied().unwrap_or(false) {
        let new = match has {
            None => value,
            Some(has) => {
                let old = b.use_var(ssa.vars[at]);
                b.ins().select(has, value, old)
            }
        };
        b.def_var(ssa.vars[at], new);
    }
    if let Some(&var) = ssa.written.get(&slot) {
        let bit = match has {
            None => b.ins().iconst(types::I8, 1),
            Some(has) => b.ins().ireduce(types::I8, has),
        };
        let old = b.use_var(var);
        let new = b.ins().bor(old, bit);
        b.def_var(var, new);
    }
}

/// The most environment words loaded before the loop over invocations.
const MAX_UNIFORM_WORDS: usize = 256;

/// Load the environment words the program reads directly (not inputs):
/// every component of each register a source names, up to
/// [`MAX_UNIFORM_WORDS`] (the rest are loaded where they are read).
pub(super) fn uniform_words(
    b: &mut FunctionBuilder<'_>,
    exe: &Executable,
    cfg: &Cfg,
    inputs: &HashMap<u32, usize>,
    env: Value,
) -> HashMap<(u32, usize), Value> {
    let code = exe.prepared();
    let mut out = HashMap::new();
    for block in &cfg.blocks {
        for pc in block.range() {
            let inst = &code[pc];
            for s in &inst.src[..usize::from(inst.nsrc).min(3)] {
                if s.indirect.is_some()
                    || s.bank != Bank::Env
                    || inputs.contains_key(&s.slot)
                    || out.contains_key(&(s.slot, 0))
                {
                    continue;
                }
                if out.len() + 4 > MAX_UNIFORM_WORDS {
                    return out;
                }
                for c in 0..4 {
                    let off = i64::from(s.slot) * 16 + 4 * c as i64;
                    let w = b.ins().load(types::I32, ro(), env, off as i32);
                    out.insert((s.slot, c), w);
                }
            }
        }
    }
    out
}

/// The index of word `c` of slot `j` of invocation `k` ([`Order::index`]).
pub(super) fn word_index(
    b: &mut FunctionBuilder<'_>,
    order: Order,
    k: Value,
    count: Value,
    slots: i64,
    j: usize,
    c: usize,
) -> Value {
    let at = 4 * j as i64 + c as i64;
    match order {
        Order::Aos => {
            let per = b.ins().imul_imm_s(k, 4 * slots);
            b.ins().iadd_imm_s(per, at)
        }
        Order::Soa => {
            let row = b.ins().imul_imm_s(count, at);
            b.ins().iadd(row, k)
        }
    }
}

/// `shasm_ir::numeric::f24::round_word(w, false)`: the integer fast path
/// of normal values inline, everything else through the contract's own
/// function in a cold block.
pub(super) fn f24_word(
    b: &mut FunctionBuilder<'_>,
    w: Value,
    round_word: cranelift_codegen::ir::FuncRef,
) -> Value {
    let exp = b.ins().ushr_imm_u(w, 23);
    let exp = b.ins().band_imm_s(exp, 0xFF);
    let rel = b.ins().iadd_imm_s(exp, -65);
    let normal = b.ins().icmp_imm_u(IntCC::UnsignedLessThan, rel, 126);
    let lsb = b.ins().ushr_imm_u(w, 7);
    let lsb = b.ins().band_imm_s(lsb, 1);
    let bias = b.ins().iadd_imm_s(lsb, 0x3F);
    let sum = b.ins().iadd(w, bias);
    let rounded = b.ins().band_imm_s(sum, !0x7F);
    let rexp = b.ins().ushr_imm_u(rounded, 23);
    let rexp = b.ins().band_imm_s(rexp, 0xFF);
    let fits = b
        .ins()
        .icmp_imm_u(IntCC::UnsignedLessThanOrEqual, rexp, 190);
    let fast_ok = b.ins().band(normal, fits);
    let slow = b.create_block();
    let merge = b.create_block();
    let out = b.append_block_param(merge, types::I32);
    b.set_cold_block(slow);
    b.ins().brif(fast_ok, merge, &[rounded.into()], slow, &[]);
    b.switch_to_block(slow);
    let call = b.ins().call(round_word, &[w]);
    let r = b.inst_results(call)[0];
    b.ins().jump(merge, &[r.into()]);
    b.switch_to_block(merge);
    out
}

/// The value (an `i8` 0 or 1) of a flow condition of the flags and the
/// boolean uniforms ([`condition_ok`]): the contract's
/// (`shasm_ir::flow::condition`) over every state it can see here (flags
/// x, y and the boolean uniform), as a truth table.
fn condition_value(
    b: &mut FunctionBuilder<'_>,
    ssa: &SsaRegs,
    exe: &Executable,
    condition: &Condition,
) -> Value {
    let cc = [[CcValue::EQ; 4]; 2];
    let mut table = 0i64;
    for i in 0..8 {
        let flags = [i & 1 != 0, i & 2 != 0];
        let bv = i & 4 != 0;
        if shasm_ir::flow::condition(condition, &cc, flags, |_| bv) {
            table |= 1 << i;
        }
    }
    let x = b.use_var(ssa.preds[0]);
    let y = b.use_var(ssa.preds[1]);
    let x = b.ins().uextend(types::I32, x);
    let y = b.ins().uextend(types::I32, y);
    let y2 = b.ins().ishl_imm_u(y, 1);
    let mut index = b.ins().bor(x, y2);
    if let Condition::Bool { index: u, .. } = condition {
        // `Executable::condition`: b[u] is word 0 of the uniform,
        // false past the file.
        let f = exe.layout().file(File::BoolConst);
        if *u < f.size {
            let w = ssa.env_word(b, f.env_base + u, 0);
            let set = b.ins().icmp_imm_u(IntCC::NotEqual, w, 0);
            let set = b.ins().uextend(types::I32, set);
            let set4 = b.ins().ishl_imm_u(set, 2);
            index = b.ins().bor(index, set4);
        }
    }
    let t = b.ins().iconst(types::I32, table);
    let bit = b.ins().ushr(t, index);
    let bit = b.ins().band_imm_s(bit, 1);
    b.ins().ireduce(types::I8, bit)
}

/// Whether a KIL ([`kill_ok`]) kills (an `i8` 0 or 1): any component of
/// the raw operand below zero (`shasm_ir::ops::store::kills`), or its
/// condition.
pub(super) fn kill_value(
    b: &mut FunctionBuilder<'_>,
    ssa: &SsaRegs,
    regs: &Regs,
    helpers: &crate::helpers::Helpers,
    exe: &Executable,
    inst: &PInst,
) -> Value {
    if inst.op != Opcode::KillIf {
        return condition_value(b, ssa, exe, &inst.condition);
    }
    let mut cl = Cl {
        b,
        model: exe.base_model(),
        helpers,
        window: false,
    };
    // The raw words, not the model's operands (as the interpreter reads
    // them).
    let a: [Value; 4] = std::array::from_fn(|c| {
        let w = compile::raw(&mut cl, regs, &inst.src[0], c);
        shasm_ir::ops::Emit::bits_to_float(&mut cl, w)
    });
    shasm_ir::ops::store::kills(&mut cl, a)
}

/// The value (an `i8` 0 or 1) of a block's test, by the flow contract.
pub(super) fn test_value(
    b: &mut FunctionBuilder<'_>,
    ssa: &SsaRegs,
    regs: &Regs,
    helpers: &crate::helpers::Helpers,
    exe: &Executable,
    test: &Test,
) -> Value {
    match test {
        Test::Condition { condition, .. } => condition_value(b, ssa, exe, condition),
        Test::Operand { at, integer } => {
            // `structured::if_taken` of the first component of the first
            // source, read by the operand rules.
            let inst = &exe.prepared()[*at as usize];
            let mut cl = Cl {
                b,
                model: exe.base_model(),
                helpers,
                window: false,
            };
            let w = compile::raw(&mut cl, regs, &inst.src[0], 0);
            if *integer {
                cl.b.ins().icmp_imm_u(IntCC::NotEqual, w, 0)
            } else {
                let f = cl.b.ins().bitcast(types::F32, MemFlagsData::new(), w);
                let zero = cl.b.ins().f32const(0.0);
                cl.b.ins().fcmp(FloatCC::NotEqual, f, zero)
            }
        }
        // Decided by the caller, on the kernel's counter stacks.
        Test::LoopRemaining | Test::RepCount(_) | Test::RepRemaining => {
            b.ins().iconst(types::I8, 0)
        }
    }
}
