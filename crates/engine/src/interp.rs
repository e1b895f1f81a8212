//! [`Interpreter`]: the reference interpreter (`shasm-exec`) as an
//! [`Engine`].
//!
//! A run call clones the environment once, reuses one [`Machine`] for every
//! invocation ([`Executable::run_in`]) and writes each invocation's inputs
//! into the clone before it runs; with [`IoLayout::quads`] each group of
//! four runs as a 2×2 quad ([`Executable::run_quad`]). Nothing is
//! allocated per invocation outside quads and emitted geometry.

use crate::{
    Engine, EngineError, EngineKind, IoLayout, Kernel, Order, Results, Slot, Status, Summary,
};
use shasm_exec::{End, Env, Executable, Machine, ResultSlot};
use std::sync::Arc;

/// The reference interpreter as an engine.
#[derive(Copy, Clone, Debug, Default)]
pub struct Interpreter;

impl Engine for Interpreter {
    fn kind(&self) -> EngineKind {
        EngineKind::Interp
    }

    fn compile(
        &self,
        program: &Arc<Executable>,
        layout: &IoLayout,
    ) -> Result<Box<dyn Kernel>, EngineError> {
        // Inputs are written into the environment: a register must exist
        // there and be one a run starts from (`Env::set_2d` checks both
        // per write; checking once here names the slot before any run).
        let mut probe = program.env();
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
                program
                    .result_slot(slot.file, slot.dimension, slot.index)
                    .ok_or(EngineError::Slot {
                        what: "output",
                        slot,
                    })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Box::new(InterpKernel {
            program: Arc::clone(program),
            inputs: layout.inputs.clone(),
            outputs,
            order: layout.order,
            quads: layout.quads,
        }))
    }
}

struct InterpKernel {
    program: Arc<Executable>,
    inputs: Vec<Slot>,
    outputs: Vec<ResultSlot>,
    order: Order,
    quads: bool,
}

impl InterpKernel {
    /// The number of invocations the buffers describe, after checking
    /// every buffer against it.
    fn count(&self, inputs: &[u32], results: &Results<'_>) -> Result<usize, EngineError> {
        results.invocations(inputs, self.inputs.len(), self.outputs.len(), self.quads)
    }

    /// Write invocation `k`'s inputs into `env`.
    fn set_inputs(&self, env: &mut Env, inputs: &[u32], count: usize, k: usize) {
        let n = self.inputs.len();
        for (j, slot) in self.inputs.iter().enumerate() {
            let value: [u32; 4] =
                std::array::from_fn(|c| inputs[self.order.index(n, count, k, j, c)]);
            // Checked at compile time: the slot exists.
            let _ = env.set_2d(slot.file, slot.dimension, slot.index, value);
        }
    }

    /// Read invocation `k`'s results from a machine `run_in` (or a quad)
    /// left, run with `env`. (Inlined: for short programs the call costs
    /// as much as the reads.)
    #[inline(always)]
    fn read_results(
        &self,
        m: &Machine,
        env: &Env,
        end: End,
        count: usize,
        k: usize,
        results: &mut Results<'_>,
    ) {
        let n = self.outputs.len();
        match self.order {
            // One invocation's words are contiguous: copy each register.
            Order::Aos => {
                let mine = &mut results.outputs[4 * n * k..4 * n * (k + 1)];
                for (dst, &slot) in mine.chunks_exact_mut(4).zip(&self.outputs) {
                    dst.copy_from_slice(&self.program.read_result(m, env, slot));
                }
            }
            Order::Soa => {
                for (j, &slot) in self.outputs.iter().enumerate() {
                    let words = self.program.read_result(m, env, slot);
                    for (c, w) in words.into_iter().enumerate() {
                        results.outputs[self.order.index(n, count, k, j, c)] = w;
                    }
                }
            }
        }
        if let Some(written) = results.written.as_deref_mut() {
            for (j, &slot) in self.outputs.iter().enumerate() {
                written[k * n + j] = self.program.written_result(m, slot);
            }
        }
        if let Some(status) = results.status.as_deref_mut() {
            status[k] = Status {
                end,
                executed: m.executed(),
                killed: m.killed(),
                cc: m.cc(),
                predicates: m.predicates(),
            };
        }
        if let Some(vertices) = results.vertices.as_deref_mut() {
            vertices.extend(m.vertices().iter().map(|v| (k, v.clone())));
        }
    }
}

fn add(summary: &mut Summary, m: &Machine, end: End) {
    summary.invocations += 1;
    summary.executed += m.executed();
    summary.abnormal += u64::from(end != End::Normal);
    summary.killed += u64::from(m.killed());
}

impl Kernel for InterpKernel {
    fn run(
        &self,
        env: &Env,
        inputs: &[u32],
        mut results: Results<'_>,
    ) -> Result<Summary, EngineError> {
        let count = self.count(inputs, &results)?;
        let mut summary = Summary::default();
        let fail = |invocation: usize| move |source| EngineError::Run { invocation, source };
        if self.quads {
            let mut envs: [Env; 4] = std::array::from_fn(|_| env.clone());
            for q in 0..count / 4 {
                for (lane, e) in envs.iter_mut().enumerate() {
                    self.set_inputs(e, inputs, count, 4 * q + lane);
                }
                let outcomes = self
                    .program
                    .run_quad([&envs[0], &envs[1], &envs[2], &envs[3]])
                    .map_err(fail(4 * q))?;
                for (lane, outcome) in outcomes.iter().enumerate() {
                    let m = outcome.machine();
                    let k = 4 * q + lane;
                    self.read_results(m, &envs[lane], outcome.end(), count, k, &mut results);
                    add(&mut summary, m, outcome.end());
                }
            }
            return Ok(summary);
        }
        let mut env = env.clone();
        let mut m = self.program.machine();
        for k in 0..count {
            self.set_inputs(&mut env, inputs, count, k);
            let end = self.program.run_in(&mut m, &env).map_err(fail(k))?;
            self.read_results(&m, &env, end, count, k, &mut results);
            add(&mut summary, &m, end);
        }
        Ok(summary)
    }
}
