//! Analysis: decode the code, find procedures, blocks and labels, and nest
//! them into a tree.

// ---------------------------------------------------------------------------
// Analysis
// ---------------------------------------------------------------------------

use super::DisError;
use crate::encoding::{Instruction, decode};
use crate::isa::Op;
use crate::shbin::Shbin;
use std::collections::{BTreeMap, BTreeSet};

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum RegionKind {
    Proc,
    If,
    Loop,
}

/// A procedure or block: `[start, end)` of the code.
#[derive(Clone, Debug)]
pub(super) struct Region {
    pub(super) kind: RegionKind,
    pub(super) start: usize,
    pub(super) end: usize,
    /// IF: where the `.else` part starts, if there is one.
    pub(super) else_at: Option<usize>,
    /// Indices in [`Program::regions`] of the regions directly inside, in
    /// code order. (An arena rather than owned children: a hostile binary
    /// nests thousands deep, and neither building, walking nor dropping the
    /// tree may recurse.)
    pub(super) children: Vec<usize>,
}

pub(super) struct Program<'a> {
    pub(super) shbin: &'a Shbin,
    pub(super) insts: Vec<Instruction>,
    /// Every procedure and block.
    pub(super) regions: Vec<Region>,
    /// Indices in `regions` of the top-level procedures, in code order.
    pub(super) procs: Vec<usize>,
    /// Procedure name by (start, len).
    pub(super) proc_names: BTreeMap<(usize, usize), String>,
    pub(super) labels: BTreeSet<usize>,
}

/// Which top-level procedures go to which file.
#[derive(Clone, Debug)]
pub(super) struct Layout {
    /// `starts[i]`: index of the first top-level procedure of file `i`.
    pub(super) starts: Vec<usize>,
}

pub(super) fn word_err(at: usize, message: impl Into<String>) -> DisError {
    DisError::Word {
        at,
        message: message.into(),
    }
}

impl<'a> Program<'a> {
    pub(super) fn analyse(shbin: &'a Shbin) -> Result<Program<'a>, DisError> {
        if shbin.dvles.is_empty() {
            return Err(DisError::structure("the SHBIN has no DVLE"));
        }
        let code = &shbin.dvlp.code;
        let n = code.len();
        let insts = code
            .iter()
            .enumerate()
            .map(|(i, &w)| decode(w).map_err(|e| word_err(i, e.to_string())))
            .collect::<Result<Vec<_>, _>>()?;

        // Procedures: DVLE entry points and call targets.
        let mut ranges: BTreeSet<(usize, usize)> = BTreeSet::new();
        let mut proc_names = BTreeMap::new();
        for (k, d) in shbin.dvles.iter().enumerate() {
            let (s, e) = (d.entry as usize, d.end as usize);
            if s > e || e > n {
                return Err(DisError::structure(format!(
                    "DVLE {k}: entry {s}..{e} is outside the {n}-word code"
                )));
            }
            ranges.insert((s, e - s));
            let name = if k == 0 {
                "main".to_string()
            } else {
                format!("main{k}")
            };
            proc_names.entry((s, e - s)).or_insert(name);
        }
        let mut labels = BTreeSet::new();
        let mut blocks = Vec::new();
        for (i, inst) in insts.iter().enumerate() {
            let target = usize::from(inst.target);
            let num = usize::from(inst.num);
            match inst.op {
                Op::Call | Op::Callc | Op::Callu => {
                    if target + num > n {
                        return Err(word_err(i, "the called procedure runs past the code"));
                    }
                    ranges.insert((target, num));
                }
                Op::Jmpc | Op::Jmpu => {
                    if target > n {
                        return Err(word_err(i, "the jump target is past the code"));
                    }
                    labels.insert(target);
                }
                Op::Ifc | Op::Ifu => {
                    if target <= i || target + num > n {
                        return Err(word_err(i, "the if block is not after the if"));
                    }
                    let (else_at, end) = if num > 0 {
                        (Some(target), target + num)
                    } else {
                        (None, target)
                    };
                    blocks.push(Region {
                        kind: RegionKind::If,
                        start: i,
                        end,
                        else_at,
                        children: Vec::new(),
                    });
                }
                Op::Loop => {
                    if target < i || target >= n {
                        return Err(word_err(i, "the loop does not end after the loop"));
                    }
                    blocks.push(Region {
                        kind: RegionKind::Loop,
                        start: i,
                        end: target + 1,
                        else_at: None,
                        children: Vec::new(),
                    });
                }
                _ => {}
            }
        }
        let mut regions: Vec<Region> = ranges
            .iter()
            .map(|&(s, len)| Region {
                kind: RegionKind::Proc,
                start: s,
                end: s + len,
                else_at: None,
                children: Vec::new(),
            })
            .collect();
        for &(s, len) in &ranges {
            proc_names
                .entry((s, len))
                .or_insert_with(|| format!("proc_{s}"));
        }
        // Code outside every procedure goes into procedures of its own.
        let mut covered = vec![false; n];
        for r in &regions {
            covered[r.start..r.end].iter_mut().for_each(|c| *c = true);
        }
        let mut i = 0;
        while i < n {
            if covered[i] {
                i += 1;
                continue;
            }
            let start = i;
            while i < n && !covered[i] {
                i += 1;
            }
            proc_names.insert((start, i - start), format!("code_{start}"));
            regions.push(Region {
                kind: RegionKind::Proc,
                start,
                end: i,
                else_at: None,
                children: Vec::new(),
            });
        }
        regions.extend(blocks);
        let (regions, procs) = nest(regions)?;
        for p in procs.iter().map(|&p| &regions[p]) {
            if p.kind != RegionKind::Proc {
                return Err(DisError::structure_at(
                    p.start,
                    format!("the block at word {} is outside every procedure", p.start),
                ));
            }
        }
        Ok(Program {
            shbin,
            insts,
            regions,
            procs,
            proc_names,
            labels,
        })
    }

    /// Candidate assignments of procedures to files, best first.
    pub(super) fn layouts(&self) -> Vec<Layout> {
        let files = self.shbin.dvles.len();
        let top = self.procs.len();
        let mut out = Vec::new();
        // Each file starts with the procedure holding its DVLE's entry.
        let holder = |entry: usize| {
            self.procs
                .iter()
                .map(|&p| &self.regions[p])
                .position(|p| p.start <= entry && (entry < p.end || p.start == entry))
                .unwrap_or(0)
        };
        let mut starts: Vec<usize> = (0..files)
            .map(|k| {
                if k == 0 {
                    0
                } else {
                    holder(self.shbin.dvles[k].entry as usize)
                }
            })
            .collect();
        if starts.windows(2).all(|w| w[0] <= w[1]) {
            out.push(Layout {
                starts: starts.clone(),
            });
        }
        // All code in the first file, or in the last one.
        starts = vec![top; files];
        starts[0] = 0;
        out.push(Layout {
            starts: starts.clone(),
        });
        out.push(Layout {
            starts: vec![0; files],
        });
        out
    }
}

/// Nest regions into a tree (procedures outermost on ties); fails when two
/// regions overlap without one containing the other. Returns the regions
/// (children linked by index) and the indices of the top-level ones.
/// How deep procedures and blocks may nest: picasso's block stack holds
/// this many, so deeper code has no source form (and the printer's
/// recursion stays shallow).
pub(super) const MAX_NESTING: usize = crate::asm::MAX_NESTING;

pub(super) fn nest(mut regions: Vec<Region>) -> Result<(Vec<Region>, Vec<usize>), DisError> {
    regions.sort_by(|a, b| {
        (a.start, std::cmp::Reverse(a.end), a.kind).cmp(&(
            b.start,
            std::cmp::Reverse(b.end),
            b.kind,
        ))
    });
    let mut top = Vec::new();
    // The chain of last-inserted regions from the top level down: the only
    // regions a later one (sorted by start) can still fall inside.
    let mut open: Vec<usize> = Vec::new();
    for index in 0..regions.len() {
        let r = &regions[index];
        let mut depth = 0;
        while let Some(&outer) = open.get(depth) {
            let last = &regions[outer];
            if !(r.start < last.end.max(last.start + 1) && r.start >= last.start) {
                break;
            }
            if r.end > last.end {
                return Err(DisError::structure_at(
                    r.start,
                    format!(
                        "blocks or procedures at words {}..{} and {}..{} overlap",
                        last.start, last.end, r.start, r.end
                    ),
                ));
            }
            if let Some(e) = last.else_at
                && r.start < e
                && r.end > e
            {
                return Err(DisError::structure_at(
                    r.start,
                    format!(
                        "the block at word {} crosses the `.else` at word {e}",
                        r.start
                    ),
                ));
            }
            if last.kind != RegionKind::Proc && r.start == last.start && r.kind == RegionKind::Proc
            {
                return Err(DisError::structure_at(
                    last.start,
                    format!("a procedure starts inside the block at word {}", last.start),
                ));
            }
            depth += 1;
        }
        open.truncate(depth);
        if open.len() >= MAX_NESTING {
            return Err(DisError::structure_at(
                r.start,
                format!(
                    "the block or procedure at word {} is nested {} deep; picasso allows {MAX_NESTING}",
                    r.start,
                    open.len() + 1
                ),
            ));
        }
        match open.last() {
            Some(&parent) => regions[parent].children.push(index),
            None => top.push(index),
        }
        open.push(index);
    }
    Ok((regions, top))
}
