//! Flow on the lanes: PICA200 stacks and conditions, structured jumps
//! without a stack, each with the flow contract's own functions.

use crate::compile::{JumpInst, JumpTest, PicaInst};
use crate::state::{LaneErrors, State};
use crate::{LANES, LaneKernel, W, vector};
use shasm_exec::{Env, ExecError};
use shasm_ir::flow::pica::{self, FlowOp, Request};
use shasm_ir::flow::structured::if_taken;
use shasm_ir::{CcValue, Condition};

impl LaneKernel {
    /// Record whether lane `l`'s PICA200 stacks hold an entry.
    #[inline]
    pub(crate) fn note_stacks(&self, st: &mut State, l: usize) {
        st.unwatch(l);
        let watch = if st.native {
            st.pica[l].in_use().then(|| st.pica[l].watch())
        } else {
            let m = &st.machines[l];
            m.lane_stacks_in_use().then(|| m.lane_stack_watch())
        };
        if let Some(watch) = watch {
            st.stacks |= 1 << l;
            st.watch[l] = watch;
            for a in watch {
                if let Some(n) = st.watched.get_mut(a as usize) {
                    *n += 1;
                }
            }
        }
    }

    /// Set lane `l`'s PICA200 loop counter (`aL`), as the interpreter's
    /// flow rules set it (`Executable::set_loop_counter`).
    #[inline]
    pub(crate) fn set_loop_counter(&self, st: &mut State, l: usize, value: i32) {
        if let Some(slot) = self.loop_counter {
            st.regs[slot][0][l] = value as u32;
            st.written[slot][l] |= 1;
        }
    }

    /// Lane `l` after an instruction at `pc` that asked for `request`:
    /// the stack checks of the flow contract where its stacks hold an
    /// entry or a BREAK popped one (`pica::after`), else the request.
    #[inline]
    pub(crate) fn pica_next(&self, st: &mut State, l: usize, pc: usize, request: Request) -> usize {
        let next = if st.pica[l].in_use() || matches!(request, Request::Break(_)) {
            let (next, counter) = pica::after(&mut st.pica[l], pc as u32, request);
            if let Some(counter) = counter {
                self.set_loop_counter(st, l, counter);
            }
            next as usize
        } else {
            match request {
                Request::Next => pc + 1,
                Request::Jump(t) | Request::Break(t) => t as usize,
            }
        };
        self.note_stacks(st, l);
        next
    }

    /// A PICA200 flow instruction for the lanes of `run` (counted): the
    /// condition for all of them (once where it reads no flags), then the
    /// contract's stack step per lane on the lane's own stacks.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn pica_flow(
        &self,
        st: &mut State,
        env: &Env,
        p: &PicaInst,
        pc: usize,
        run: u32,
        pcs: &mut [usize; LANES],
        live: &mut u32,
        errors: &mut LaneErrors,
    ) {
        let exe = self.exe.as_ref();
        // PICA200 programs have no condition codes.
        const NO_CC: [[CcValue; 4]; 2] = [[CcValue::EQ; 4]; 2];
        let uniform =
            (!p.per_lane).then(|| exe.lane_condition(env, &p.condition, &NO_CC, [false; 2]));
        let loop_words = p.loop_src.as_ref().map(|s| {
            let env_regs = env.lane_regs();
            std::array::from_fn::<W, 4, _>(|c| vector::raw(st, env_regs, s, c))
        });
        for l in (0..LANES).filter(|l| run & (1 << l) != 0) {
            let taken = uniform.unwrap_or_else(|| {
                exe.lane_condition(env, &p.condition, &NO_CC, [st.pred[0][l], st.pred[1][l]])
            });
            let op = match &loop_words {
                Some(w) => exe
                    .lane_pica_flow_op(pc, |_| std::array::from_fn(|c| w[c][l]))
                    .unwrap_or(FlowOp::Nop),
                None => p.flow,
            };
            match pica::flow(&mut st.pica[l], op, pc as u32, taken) {
                Some(effect) => {
                    if let Some(counter) = effect.counter {
                        self.set_loop_counter(st, l, counter);
                    }
                    let next = self.pica_next(st, l, pc, effect.request);
                    if next < self.end_at {
                        pcs[l] = next;
                    } else {
                        *live &= !(1 << l);
                    }
                }
                None => {
                    errors.set(l, ExecError::BreakOutsideLoop { pc });
                    *live &= !(1 << l);
                }
            }
        }
    }

    /// Lane `l`'s condition codes and flags: the lane state's flags in a
    /// native program (whose condition codes stay as reset: no
    /// instruction of it updates them), else its machine's.
    #[inline]
    pub(crate) fn flags(st: &State, l: usize) -> ([[CcValue; 4]; 2], [bool; 2]) {
        let m = &st.machines[l];
        if st.native {
            (m.lane_cc(), [st.pred[0][l], st.pred[1][l]])
        } else {
            (m.lane_cc(), m.lane_predicates())
        }
    }

    /// A structured flow instruction without a stack for the lanes of
    /// `run` (counted): each lane jumps where the test holds (the
    /// condition once where it is the same for every lane, else per lane
    /// with the contract's `flow::condition`; an IF's operand test by
    /// `flow::structured::if_taken`).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn jump(
        &self,
        st: &State,
        env: &Env,
        j: &JumpInst,
        pc: usize,
        run: u32,
        pcs: &mut [usize; LANES],
        live: &mut u32,
    ) {
        let exe = self.exe.as_ref();
        let condition = |cond: &Condition| -> u32 {
            match cond {
                Condition::Always | Condition::Bool { .. } => {
                    let (cc, flags) = Self::flags(st, 0);
                    if exe.lane_condition(env, cond, &cc, flags) {
                        run
                    } else {
                        0
                    }
                }
                _ => (0..LANES)
                    .filter(|l| run & (1 << l) != 0)
                    .filter(|&l| {
                        let (cc, flags) = Self::flags(st, l);
                        exe.lane_condition(env, cond, &cc, flags)
                    })
                    .fold(0, |m, l| m | (1 << l)),
            }
        };
        let jumps = match &j.test {
            JumpTest::Always => run,
            JumpTest::Never => 0,
            JumpTest::Condition(c) => condition(c),
            JumpTest::IfCondition(c) => run & !condition(c),
            JumpTest::IfOperand { integer, src } => {
                let x = vector::raw(st, env.lane_regs(), src, 0);
                (0..LANES)
                    .filter(|&l| run & (1 << l) != 0 && !if_taken(*integer, x[l]))
                    .fold(0, |m, l| m | (1 << l))
            }
        };
        for l in (0..LANES).filter(|l| run & (1 << l) != 0) {
            let next = if jumps & (1 << l) != 0 {
                j.target
            } else {
                pc + 1
            };
            if next < self.end_at {
                pcs[l] = next;
            } else {
                *live &= !(1 << l);
            }
        }
    }
}
