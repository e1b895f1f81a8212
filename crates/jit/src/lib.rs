//! # shasm-jit: the Cranelift JIT engine
//!
//! An [`Engine`] that compiles a prepared program ([`Executable`]) into
//! native code with Cranelift and runs it bit for bit as the reference
//! interpreter does.
//!
//! ## How a program runs
//!
//! Where every instruction has a native form and the program's
//! control-flow graph (`shasm_ir::cfg`) describes its flow exactly, the
//! whole program is one function per I/O layout that runs a whole batch
//! (`batch.rs`): the loop over invocations, the input conversion and the
//! output writes are generated code, registers live in SSA variables and
//! the graph's blocks are native blocks. An invocation it cannot finish
//! (one that would pass the budget, any exit but `END`) is handed back and
//! runs as below, from the start. Other programs run as stretches:
//!
//! Each maximal run of consecutive data instructions with a native form
//! (float and address ops writing a plain register, PICA200's CMP) is one
//! compiled function, a *stretch*, that reads and writes the interpreter's
//! machine registers in place. Between stretches, the interpreter's own
//! step (`Executable::lane_step`) runs every other instruction: flow
//! (structured, NV branches, PICA200 stacks), texture, integer,
//! condition-code, kill and geometry instructions. Flow therefore follows
//! the interpreter's rules exactly; compiling it natively is a later step
//! (`docs/jit.md`).
//!
//! What an instruction computes is the contract's (`shasm_ir::ops`): the
//! crate implements the primitives ([`shasm_ir::ops::Emit`]) with
//! Cranelift values and instantiates the contract's operand rules, op
//! compositions and store rules with them; it defines no op of its own.
//!
//! ## Budget, stacks
//!
//! A stretch takes the pc range to run, so the budget (the maximum number
//! of executed instructions) stops a run at exactly the instruction where
//! the interpreter stops, and while a PICA200 stack holds an entry each
//! instruction runs alone, followed by the interpreter's stack checks.
//!
//! ## Cache
//!
//! Compiled code depends only on the program (its prepared instructions,
//! semantics and model), not on the I/O layout, and is shared by every
//! kernel compiled from an equal program while one of them lives.
//!
//! ## Limits
//!
//! [`Engine::compile`] returns [`EngineError::Unsupported`] where
//! Cranelift does not target the host, and for 2×2 quads of programs that
//! read their neighbours (derivatives, implicit-LOD texture lookups).

mod batch;
mod compile;
mod emit;
mod helpers;
#[cfg(test)]
mod tests;

use batch::{Args, BatchFn};
use compile::{Banks, StretchFn};
use shasm_engine::{
    Engine, EngineError, EngineKind, IoLayout, Kernel, Order, Results, Slot, Status, Summary,
};
use shasm_exec::{Env, ExecError, Executable, Machine, ResultSlot};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, Weak};

/// The JIT engine.
#[derive(Copy, Clone, Debug, Default)]
pub struct Jit;

fn unsupported(reason: impl Into<String>) -> EngineError {
    EngineError::Unsupported {
        engine: EngineKind::Jit,
        reason: reason.into(),
    }
}

/// A compiled stretch: where it ends, its code, and whether it sets the
/// PICA200 condition flags.
#[derive(Copy, Clone)]
struct Stretch {
    end: usize,
    f: StretchFn,
    sets_flags: bool,
}

/// A program's compiled code.
struct Code {
    /// Per pc: the stretch that starts there or holds it.
    at: Vec<Option<Stretch>>,
    banks: Banks,
    /// Keeps the code memory; freed when the last kernel goes.
    module: Option<cranelift_jit::JITModule>,
}

// SAFETY: after `finalize_definitions` the module is never used again
// until `Drop` frees it; the function pointers in `at` point to its
// finished, immutable code, which any thread may call.
unsafe impl Send for Code {}
unsafe impl Sync for Code {}

impl Drop for Code {
    fn drop(&mut self) {
        if let Some(module) = self.module.take() {
            // SAFETY: the pointers into this module are held only by this
            // value (kernels share it through an `Arc`), so none is used
            // after this.
            unsafe { module.free_memory() };
        }
    }
}

/// Compiled code by program content.
fn cache() -> &'static Mutex<HashMap<String, Weak<Code>>> {
    static CACHE: OnceLock<Mutex<HashMap<String, Weak<Code>>>> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

/// What compiled code depends on: the prepared instructions, the
/// semantics and the model.
fn content_key(exe: &Executable) -> String {
    format!(
        "{:?}|{:?}|{:?}|{:?}",
        exe.prepared(),
        exe.semantics(),
        exe.base_model(),
        exe.program().entry
    )
}

fn compile_code(exe: &Executable) -> Result<Code, EngineError> {
    let mut probe = exe.machine();
    let banks = Banks {
        mach: u32::try_from(probe.lane_regs_mut().0.len()).unwrap_or(u32::MAX),
        env: u32::try_from(exe.env().lane_regs().len()).unwrap_or(u32::MAX),
    };
    let mut jit = compile::new_jit().map_err(unsupported)?;
    let ends = compile::stretches(exe, &banks);
    let mut ids = Vec::new();
    let mut pc = 0;
    while pc < ends.len() {
        match ends[pc] {
            Some(end) => {
                let id = jit
                    .stretch(exe, pc, end, &banks)
                    .map_err(|e| unsupported(format!("Cranelift failed: {e}")))?;
                let sets_flags = exe.prepared()[pc..end]
                    .iter()
                    .any(|i| i.kind == shasm_exec::Kind::Setp);
                ids.push((pc, end, id, sets_flags));
                pc = end;
            }
            None => pc += 1,
        }
    }
    jit.module
        .finalize_definitions()
        .map_err(|e| unsupported(format!("Cranelift failed: {e}")))?;
    let mut at = vec![None; ends.len()];
    for (start, end, id, sets_flags) in ids {
        let ptr = jit.module.get_finalized_function(id);
        // SAFETY: the function was compiled with `StretchFn`'s signature
        // (`Jit::stretch`).
        let f: StretchFn = unsafe { std::mem::transmute::<*const u8, StretchFn>(ptr) };
        for slot in &mut at[start..end] {
            *slot = Some(Stretch { end, f, sets_flags });
        }
    }
    Ok(Code {
        at,
        banks,
        module: Some(jit.module),
    })
}

/// A program's batch function for one layout.
struct BatchCode {
    f: BatchFn,
    /// Keeps the code memory; freed when the last kernel goes.
    module: Option<cranelift_jit::JITModule>,
}

// SAFETY: as for `Code`: the module is only kept to be freed, and the
// function is finished, immutable code.
unsafe impl Send for BatchCode {}
unsafe impl Sync for BatchCode {}

impl Drop for BatchCode {
    fn drop(&mut self) {
        if let Some(module) = self.module.take() {
            // SAFETY: only this value holds the pointer into the module.
            unsafe { module.free_memory() };
        }
    }
}

/// Batch functions by program content and layout.
fn batch_cache() -> &'static Mutex<HashMap<String, Weak<BatchCode>>> {
    static CACHE: OnceLock<Mutex<HashMap<String, Weak<BatchCode>>>> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

/// The batch function of `exe` for `layout` (from the cache or compiled
/// now), or `None` where the program has none (the kernel runs the
/// stretches).
fn batch_for(
    exe: &Executable,
    layout: &IoLayout,
    banks: &Banks,
) -> Result<Option<Arc<BatchCode>>, EngineError> {
    if std::env::var_os("SHASM_JIT_NO_BATCH").is_some() {
        return Ok(None);
    }
    let key = format!("{}|{layout:?}", content_key(exe));
    let mut map = batch_cache().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(code) = map.get(&key).and_then(Weak::upgrade) {
        return Ok(Some(code));
    }
    let mut jit = compile::new_jit().map_err(unsupported)?;
    let id = match jit.batch(exe, layout, banks) {
        Err(why) => {
            if std::env::var_os("SHASM_JIT_WHY").is_some() {
                eprintln!("shasm-jit: no batch kernel (stretches instead): {why}");
            }
            return Ok(None);
        }
        Ok(id) => id.map_err(|e| unsupported(format!("Cranelift failed: {e}")))?,
    };
    jit.module
        .finalize_definitions()
        .map_err(|e| unsupported(format!("Cranelift failed: {e}")))?;
    let ptr = jit.module.get_finalized_function(id);
    // SAFETY: the function was compiled with `BatchFn`'s signature
    // (`Jit::batch`).
    let f: BatchFn = unsafe { std::mem::transmute::<*const u8, BatchFn>(ptr) };
    map.retain(|_, w| w.strong_count() > 0);
    let code = Arc::new(BatchCode {
        f,
        module: Some(jit.module),
    });
    map.insert(key, Arc::downgrade(&code));
    Ok(Some(code))
}

/// The program's code, from the cache or compiled now.
fn code_for(exe: &Executable) -> Result<Arc<Code>, EngineError> {
    let key = content_key(exe);
    let mut map = cache().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(code) = map.get(&key).and_then(Weak::upgrade) {
        return Ok(code);
    }
    map.retain(|_, w| w.strong_count() > 0);
    let code = Arc::new(compile_code(exe)?);
    map.insert(key, Arc::downgrade(&code));
    Ok(code)
}

impl Jit {
    /// The kernel of `program` for `layout` where it is a batch kernel
    /// (the whole program compiled, `docs/jit.md`), `None` where the
    /// program would run as stretches: what a caller that picks the
    /// fastest engine asks.
    pub fn compile_batch(
        &self,
        program: &Arc<Executable>,
        layout: &IoLayout,
    ) -> Result<Option<Box<dyn Kernel>>, EngineError> {
        let kernel = self.kernel(program, layout)?;
        Ok(kernel
            .batch
            .is_some()
            .then(|| Box::new(kernel) as Box<dyn Kernel>))
    }

    fn kernel(
        &self,
        program: &Arc<Executable>,
        layout: &IoLayout,
    ) -> Result<JitKernel, EngineError> {
        let exe = program.as_ref();
        if layout.quads && (0..exe.end_at()).any(|pc| exe.needs_neighbours_at(pc)) {
            return Err(unsupported(
                "derivatives and implicit-LOD texture lookups across a 2×2 quad",
            ));
        }
        // Inputs are written into the environment, as the interpreter's
        // engine writes them (a register must exist there and be settable).
        let mut probe = exe.env();
        for &slot in &layout.inputs {
            if probe
                .set_2d(slot.file, slot.dimension, slot.index, [0; 4])
                .is_err()
            {
                return Err(EngineError::Slot {
                    what: "input",
                    slot,
                });
            }
        }
        let outputs = layout
            .outputs
            .iter()
            .map(|&slot| {
                exe.result_slot(slot.file, slot.dimension, slot.index)
                    .ok_or(EngineError::Slot {
                        what: "output",
                        slot,
                    })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let code = code_for(exe)?;
        let batch = batch_for(exe, layout, &code.banks)?;
        Ok(JitKernel {
            program: Arc::clone(program),
            code,
            batch,
            inputs: layout.inputs.clone(),
            outputs,
            order: layout.order,
            quads: layout.quads,
        })
    }
}

impl Engine for Jit {
    fn kind(&self) -> EngineKind {
        EngineKind::Jit
    }

    fn compile(
        &self,
        program: &Arc<Executable>,
        layout: &IoLayout,
    ) -> Result<Box<dyn Kernel>, EngineError> {
        Ok(Box::new(self.kernel(program, layout)?))
    }
}

struct JitKernel {
    program: Arc<Executable>,
    code: Arc<Code>,
    /// The whole program for this layout, where it has one.
    batch: Option<Arc<BatchCode>>,
    inputs: Vec<Slot>,
    outputs: Vec<ResultSlot>,
    order: Order,
    quads: bool,
}

impl JitKernel {
    /// Run one invocation from the entry in `m` (reset from `env`).
    fn run_one(&self, m: &mut Machine, env: &Env) -> Result<(), ExecError> {
        let exe = self.program.as_ref();
        let end_at = exe.end_at();
        let budget = exe.semantics().limits.max_executed;
        let mut pc = exe.program().entry.index();
        while pc < end_at {
            let Some(s) = self.code.at[pc] else {
                match exe.lane_step(m, env, pc)? {
                    Some(next) => pc = next,
                    None => break,
                }
                continue;
            };
            let done = m.lane_executed();
            let room = budget.saturating_sub(done);
            if room == 0 {
                // The interpreter's step ends the run (or fails) at the
                // budget.
                match exe.lane_step(m, env, pc)? {
                    Some(next) => pc = next,
                    None => break,
                }
                continue;
            }
            // With a PICA200 stack entry, the stacks are checked after
            // every instruction: one at a time.
            let stacks = m.lane_stacks_in_use();
            let mut to = if stacks { pc + 1 } else { s.end };
            to = to.min(pc.saturating_add(usize::try_from(room).unwrap_or(usize::MAX)));
            let mut flags = m.lane_predicates().map(u8::from);
            let env_regs = env.lane_regs();
            let (regs, written) = m.lane_regs_mut();
            debug_assert!(regs.len() >= self.code.banks.mach as usize);
            // SAFETY: the stretch reads and writes only the machine bank
            // (`banks.mach` registers, checked at compile time against
            // this program's machines, which `regs` is one of), reads the
            // environment bank (`banks.env` registers, checked against
            // `env` per batch) and the two flag bytes; `pc..to` lies in
            // the stretch.
            unsafe {
                (s.f)(
                    regs.as_mut_ptr().cast::<u32>(),
                    written.as_mut_ptr(),
                    env_regs.as_ptr().cast::<u32>(),
                    flags.as_mut_ptr(),
                    pc as u32,
                    to as u32,
                );
            }
            if s.sets_flags {
                m.set_lane_predicates(flags.map(|f| f != 0));
            }
            m.set_lane_executed(done + (to - pc) as u64);
            pc = if stacks { exe.lane_after(m, pc)? } else { to };
        }
        Ok(())
    }

    fn set_inputs(&self, env: &mut Env, inputs: &[u32], count: usize, k: usize) {
        let n = self.inputs.len();
        for (j, slot) in self.inputs.iter().enumerate() {
            let value: [u32; 4] =
                std::array::from_fn(|c| inputs[self.order.index(n, count, k, j, c)]);
            // Checked at compile time: the slot exists and may be set.
            let _ = env.set_2d(slot.file, slot.dimension, slot.index, value);
        }
    }

    fn read_results(&self, m: &Machine, env: &Env, count: usize, k: usize, r: &mut Results<'_>) {
        let n = self.outputs.len();
        for (j, &slot) in self.outputs.iter().enumerate() {
            let words = self.program.read_result(m, env, slot);
            for (c, w) in words.into_iter().enumerate() {
                r.outputs[self.order.index(n, count, k, j, c)] = w;
            }
            if let Some(written) = r.written.as_deref_mut() {
                written[k * n + j] = self.program.written_result(m, slot);
            }
        }
        if let Some(status) = r.status.as_deref_mut() {
            status[k] = Status {
                end: m.lane_end(),
                executed: m.executed(),
                killed: m.killed(),
                cc: m.cc(),
                predicates: m.predicates(),
            };
        }
        if let Some(vertices) = r.vertices.as_deref_mut() {
            vertices.extend(m.vertices().iter().map(|v| (k, v.clone())));
        }
    }
}

impl Kernel for JitKernel {
    fn run(
        &self,
        env: &Env,
        inputs: &[u32],
        mut results: Results<'_>,
    ) -> Result<Summary, EngineError> {
        let count =
            results.invocations(inputs, self.inputs.len(), self.outputs.len(), self.quads)?;
        let exe = self.program.as_ref();
        let fail = |invocation: usize| move |source| EngineError::Run { invocation, source };
        exe.lane_check_env(env).map_err(fail(0))?;
        if env.lane_regs().len() < self.code.banks.env as usize {
            // Not reached for an environment of this program; refuse
            // rather than let generated code read past it.
            return Err(unsupported("an environment smaller than the program's"));
        }
        let mut slow_env = env.clone();
        let mut m = exe.machine();
        let mut summary = Summary::default();
        let mut run_slow = |k: usize, results: &mut Results<'_>, summary: &mut Summary| {
            self.set_inputs(&mut slow_env, inputs, count, k);
            exe.lane_reset(&mut m, &slow_env);
            self.run_one(&mut m, &slow_env).map_err(fail(k))?;
            self.read_results(&m, &slow_env, count, k, results);
            summary.invocations += 1;
            summary.executed += m.executed();
            summary.abnormal += u64::from(m.lane_end() != shasm_exec::End::Normal);
            summary.killed += u64::from(m.killed());
            Ok::<(), EngineError>(())
        };
        let Some(batch) = &self.batch else {
            for k in 0..count {
                run_slow(k, &mut results, &mut summary)?;
            }
            return Ok(summary);
        };
        // Scratch for the status the generated code fills.
        let want_status = results.status.is_some();
        let mut executed = if want_status {
            vec![0u64; count]
        } else {
            Vec::new()
        };
        let mut preds = if want_status {
            vec![0u8; 2 * count]
        } else {
            Vec::new()
        };
        let mut killed = if want_status {
            vec![0u8; count]
        } else {
            Vec::new()
        };
        let env_regs = env.lane_regs();
        let mut k = 0;
        while k < count {
            let mut args = Args {
                inputs: inputs.as_ptr(),
                outputs: results.outputs.as_mut_ptr(),
                env: env_regs.as_ptr().cast::<u32>(),
                written: results
                    .written
                    .as_deref_mut()
                    .map_or(std::ptr::null_mut(), |w| w.as_mut_ptr()),
                executed: if want_status {
                    executed.as_mut_ptr()
                } else {
                    std::ptr::null_mut()
                },
                preds: if want_status {
                    preds.as_mut_ptr()
                } else {
                    std::ptr::null_mut()
                },
                killed: if want_status {
                    killed.as_mut_ptr()
                } else {
                    std::ptr::null_mut()
                },
                count: count as u64,
                start: k as u64,
                total: 0,
                killed_total: 0,
            };
            // SAFETY: `Results::invocations` checked every buffer against
            // `count` and the layout (inputs, outputs and write masks hold
            // their strides times `count`; the scratch arrays are sized
            // here), the environment was checked to be this program's
            // (its registers are the ones the code was compiled against),
            // and generated code reads and writes only those words for
            // invocations `start..count`.
            let stop = unsafe { (batch.f)(&mut args) } as usize;
            summary.invocations += (stop - k) as u64;
            summary.executed += args.total;
            summary.killed += args.killed_total;
            if let Some(status) = results.status.as_deref_mut() {
                for i in k..stop {
                    status[i] = Status {
                        end: shasm_exec::End::Normal,
                        executed: executed[i],
                        killed: killed[i] != 0,
                        cc: [[shasm_ir::CcValue::EQ; 4]; 2],
                        predicates: [preds[2 * i] != 0, preds[2 * i + 1] != 0],
                    };
                }
            }
            if stop >= count {
                break;
            }
            // The invocation the generated code handed back.
            run_slow(stop, &mut results, &mut summary)?;
            k = stop + 1;
        }
        Ok(summary)
    }
}
