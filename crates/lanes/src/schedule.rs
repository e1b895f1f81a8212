//! Scheduling a step: the budget per lane, the smallest counter first,
//! per-lane steps of the interpreter where an instruction has no lane form.

use crate::compile::Op;
use crate::state::{FULL, LaneErrors, State, most_executed};
use crate::{LANES, LaneKernel};
use shasm_exec::{Env, ExecError};
use shasm_ir::flow::pica::Request;

impl LaneKernel {
    /// Copy lane `l`'s registers into its machine (for a step of the
    /// interpreter), or back (`back`).
    pub(crate) fn sync(&self, st: &mut State, l: usize, back: bool) {
        let State {
            regs,
            written,
            machines,
            ..
        } = st;
        let (mregs, mwritten) = machines[l].lane_regs_mut();
        for r in &self.touched {
            for slot in r.clone() {
                if back {
                    for c in 0..4 {
                        regs[slot][c][l] = mregs[slot][c];
                    }
                    written[slot][l] = mwritten[slot];
                } else {
                    mregs[slot] = std::array::from_fn(|c| regs[slot][c][l]);
                    mwritten[slot] = written[slot][l];
                }
            }
        }
    }

    /// The PICA200 loop counter as the interpreter's flow rules left it in
    /// lane `l`'s machine.
    pub(crate) fn sync_loop_counter(&self, st: &mut State, l: usize) {
        if let Some(slot) = self.loop_counter {
            let State {
                regs,
                written,
                machines,
                ..
            } = st;
            let (mregs, mwritten) = machines[l].lane_regs_mut();
            for c in 0..4 {
                regs[slot][c][l] = mregs[slot][c];
            }
            written[slot][l] = mwritten[slot];
        }
    }

    /// The budget, per lane, before an instruction: counts it for the
    /// lanes of `mask` and returns those that run it; a lane that reached
    /// the budget ends (or fails) by the interpreter's rule.
    #[inline]
    pub(crate) fn count_lanes(
        &self,
        st: &mut State,
        mask: u32,
        budget: u64,
        live: &mut u32,
        errors: &mut LaneErrors,
    ) -> u32 {
        // Commonly no lane is at the budget: one pass without a branch.
        if st.most_executed < budget {
            st.most_executed += 1;
            if mask == FULL {
                for e in &mut st.executed {
                    *e += 1;
                }
            } else {
                for l in 0..LANES {
                    st.executed[l] += u64::from((mask >> l) & 1);
                }
            }
            return mask;
        }
        let mut run = mask;
        for l in (0..LANES).filter(|l| mask & (1 << l) != 0) {
            if st.executed[l] < budget {
                st.executed[l] += 1;
                continue;
            }
            let m = &mut st.machines[l];
            st.dirty |= 1 << l;
            m.set_lane_executed(st.executed[l]);
            let r = self.exe.lane_budget(m);
            st.executed[l] = m.lane_executed();
            run &= !(1 << l);
            *live &= !(1 << l);
            if let Err(e) = r {
                errors.set(l, e);
            }
        }
        st.most_executed = most_executed(&st.executed, *live);
        run
    }
    /// Run the lanes of `live` from the entry to their ends. `envs[l]`
    /// holds lane `l`'s inputs where some instruction runs whole.
    /// Errors go into `errors`, by lane.
    ///
    /// While every live lane is at one counter (`converged`: straight
    /// code, and wherever divergent lanes met again) the step needs no
    /// per-lane counters: `pc` is every live lane's. Per-lane steps
    /// (flow, instructions run whole, PICA200 stack unwinding) set `pcs`
    /// and may split the lanes; the smallest counter then runs first.
    pub(crate) fn run_step(
        &self,
        st: &mut State,
        env: &Env,
        envs: &[Env],
        mut live: u32,
        errors: &mut LaneErrors,
    ) {
        let exe = self.exe.as_ref();
        let sem = exe.semantics();
        let env_regs = env.lane_regs();
        let budget = sem.limits.max_executed;
        let end_at = self.end_at;
        let mut pcs = [self.entry; LANES];
        let mut pc = self.entry;
        let mut converged = true;
        if self.entry >= end_at {
            return;
        }
        // Where lane `l` goes after its step.
        let finish = |l: usize,
                      r: Result<Option<usize>, ExecError>,
                      live: &mut u32,
                      pcs: &mut [usize; LANES],
                      errors: &mut LaneErrors| {
            match r {
                Ok(Some(next)) if next < end_at => pcs[l] = next,
                Ok(_) => *live &= !(1 << l),
                Err(e) => {
                    errors.set(l, e);
                    *live &= !(1 << l);
                }
            }
        };
        while live != 0 {
            let mask = if converged {
                live
            } else {
                // The smallest counter among the live lanes, and its lanes
                // (without branches: the ended lanes count as past the
                // end).
                pc = usize::MAX;
                for l in 0..LANES {
                    let at = if live & (1 << l) != 0 {
                        pcs[l]
                    } else {
                        usize::MAX
                    };
                    pc = pc.min(at);
                }
                let mut mask = 0u32;
                for l in 0..LANES {
                    mask |= u32::from(pcs[l] == pc) << l;
                }
                mask & live
            };
            // Whether the lanes of `mask` went their own ways (their
            // counters are in `pcs`).
            let mut split = false;
            match &self.code[pc] {
                Op::End => {
                    // Counted like any instruction, then every lane that
                    // ran it ends.
                    let run = self.count_lanes(st, mask, budget, &mut live, errors);
                    live &= !run;
                }
                Op::Vector(v) => {
                    let run = self.count_lanes(st, mask, budget, &mut live, errors);
                    if run != 0 {
                        (self.runner)(st, env_regs, sem, v, run);
                    }
                    // Lanes whose PICA200 stacks act after this
                    // instruction (their tops wait for `pc + 1`).
                    let mut checked = 0u32;
                    if run & st.stacks != 0 && st.watched[pc + 1] != 0 {
                        let next = (pc + 1) as u32;
                        for l in 0..LANES {
                            if run & st.stacks & (1 << l) != 0 && st.watch[l].contains(&next) {
                                checked |= 1 << l;
                            }
                        }
                    }
                    if checked == 0 {
                        // Every lane that ran goes on to the next
                        // instruction (or ends past the last).
                        if pc + 1 >= end_at {
                            live &= !run;
                        } else if converged {
                            pc += 1;
                        } else {
                            for l in 0..LANES {
                                let bit = run & (1 << l) != 0;
                                pcs[l] = if bit { pc + 1 } else { pcs[l] };
                            }
                        }
                    } else {
                        split = true;
                        for l in (0..LANES).filter(|l| run & (1 << l) != 0) {
                            if checked & (1 << l) != 0 && st.native {
                                let next = self.pica_next(st, l, pc, Request::Next);
                                finish(l, Ok(Some(next)), &mut live, &mut pcs, errors);
                            } else if checked & (1 << l) != 0 {
                                st.dirty |= 1 << l;
                                let r = exe.lane_after(&mut st.machines[l], pc);
                                self.sync_loop_counter(st, l);
                                self.note_stacks(st, l);
                                finish(l, r.map(Some), &mut live, &mut pcs, errors);
                            } else {
                                finish(l, Ok(Some(pc + 1)), &mut live, &mut pcs, errors);
                            }
                        }
                    }
                }
                Op::Jump(j) => {
                    split = true;
                    let run = self.count_lanes(st, mask, budget, &mut live, errors);
                    self.jump(st, env, j, pc, run, &mut pcs, &mut live);
                }
                Op::Pica(p) => {
                    split = true;
                    let run = self.count_lanes(st, mask, budget, &mut live, errors);
                    self.pica_flow(st, env, p, pc, run, &mut pcs, &mut live, errors);
                }
                Op::Flow => {
                    split = true;
                    for l in (0..LANES).filter(|l| mask & (1 << l) != 0) {
                        st.dirty |= 1 << l;
                        st.machines[l].set_lane_executed(st.executed[l]);
                        let r = exe.lane_step(&mut st.machines[l], env, pc);
                        st.executed[l] = st.machines[l].lane_executed();
                        self.sync_loop_counter(st, l);
                        self.note_stacks(st, l);
                        finish(l, r, &mut live, &mut pcs, errors);
                    }
                }
                Op::Whole => {
                    split = true;
                    for l in (0..LANES).filter(|l| mask & (1 << l) != 0) {
                        self.sync(st, l, false);
                        st.dirty |= 1 << l;
                        st.machines[l].set_lane_executed(st.executed[l]);
                        let r = exe.lane_step(&mut st.machines[l], &envs[l], pc);
                        st.executed[l] = st.machines[l].lane_executed();
                        self.sync(st, l, true);
                        self.note_stacks(st, l);
                        finish(l, r, &mut live, &mut pcs, errors);
                    }
                }
            }
            if split {
                // Per-lane steps count their own instructions.
                st.most_executed = most_executed(&st.executed, live);
                // The lanes that ran sit where their steps left them (when
                // the lanes were together, every live one ran); are the
                // live ones together again? Lanes that only ended (END,
                // the budget) leave the rest together.
                let mut at = (0..LANES).filter(|l| live & (1 << l) != 0).map(|l| pcs[l]);
                let first = at.next();
                converged = at.all(|p| Some(p) == first);
                if let Some(f) = first {
                    pc = f;
                }
            }
        }
    }
}
