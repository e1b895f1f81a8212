//! What the words of each register component hold after the instructions
//! a run executed: the type of the op that wrote the component last.
//! TGSI's TEMP and OUT registers (and NV_gpu_program4's untyped `TEMP`s)
//! have no type of their own: after `UADD` or `FSEQ` they hold integers,
//! after `ADD` floats. Traces and reports print each component by it, so
//! an integer never shows as a denormal float (`6e-45`).
//!
//! A report learns the types from the program's flow where it can
//! ([`WrittenTypes::from_flow`]: the last write of a component is of one
//! type on every path to the end), and only where paths disagree from a
//! trace of the run ([`WrittenTypes::record`]).

use super::ValueType;
use shasm_ir::cfg::{Cfg, Exit, Target};
use shasm_ir::ops::{int32, typed};
use shasm_ir::{DataType, File, ImmType, Instruction, Opcode, Program, Saturate};
use std::collections::HashMap;

/// The type of the words `inst` writes to its first destination, from the
/// op tables (`typed::result_type` for the typed ops, Table X.13's result
/// types for the integer ops); `None` for a plain `MOV` (no saturation,
/// `|x|` or negation), which copies its source's words whatever they hold.
pub fn result_type(inst: &Instruction) -> Option<ValueType> {
    let plain_copy = inst.opcode == Opcode::Mov
        && inst.modifiers.saturate == Saturate::None
        && inst.src.first().is_some_and(|s| !s.abs && !s.negate);
    if plain_copy {
        return None;
    }
    Some(op_type(inst))
}

/// The type of the words the op computes, ignoring that a `MOV` copies.
fn op_type(inst: &Instruction) -> ValueType {
    if typed::is_typed(inst.opcode) {
        return match typed::result_type(inst.opcode) {
            typed::WordType::F32 | typed::WordType::F64 => ValueType::Float,
            typed::WordType::I32 | typed::WordType::I64 => ValueType::Int,
            typed::WordType::U32 | typed::WordType::U64 => ValueType::Uint,
        };
    }
    match int32::result_type(inst.opcode, inst.modifiers.data_type) {
        DataType::Signed => ValueType::Int,
        DataType::Unsigned => ValueType::Uint,
        DataType::Float => ValueType::Float,
    }
}

/// The type of the words of the second destination (DFRACEXP's exponent:
/// a 32-bit integer, tgsi.rst "Double ISA").
pub fn result2_type(inst: &Instruction) -> Option<ValueType> {
    typed::result2_type(inst.opcode).map(|t| match t {
        typed::WordType::F32 | typed::WordType::F64 => ValueType::Float,
        typed::WordType::I32 | typed::WordType::I64 => ValueType::Int,
        typed::WordType::U32 | typed::WordType::U64 => ValueType::Uint,
    })
}

/// Whether some instruction of `program` can leave words that are not
/// floats in a register without a type of its own: an integer op, or a
/// `MOV` from an integer register or immediate. Programs without one need
/// no [`WrittenTypes`]: every register reads by its declared type.
pub fn has_integer_results(program: &Program, declared: &dyn Fn(File, u32) -> ValueType) -> bool {
    program.instructions.iter().any(|inst| {
        if inst.opcode.has_dst2() {
            return true;
        }
        match result_type(inst) {
            Some(ty) => ty != ValueType::Float,
            None => inst.src.first().is_some_and(|s| {
                s.indirect().is_some()
                    || source_type(program, s.file(), s.index(), inst, declared) != ValueType::Float
            }),
        }
    })
}

/// The type a direct source register holds before any write: an immediate
/// by its declared type (a float immediate copied by `MOV.S`/`MOV.U` by
/// the op's type), any other register by its declaration.
fn source_type(
    program: &Program,
    file: File,
    index: i32,
    inst: &Instruction,
    declared: &dyn Fn(File, u32) -> ValueType,
) -> ValueType {
    let Ok(index) = u32::try_from(index) else {
        return ValueType::Float;
    };
    if file == File::Immediate {
        return match program.immediates.get(index as usize).map(|i| i.ty) {
            Some(ImmType::Int32) => ValueType::Int,
            Some(ImmType::Uint32) => ValueType::Uint,
            _ => op_type(inst),
        };
    }
    declared(file, index)
}

/// The type of the words each register component was last written with,
/// recorded instruction by instruction ([`WrittenTypes::record`]) from a
/// trace of the run.
#[derive(Clone, Debug, Default)]
pub struct WrittenTypes {
    /// `(file, index)` → per component, the type of the last write.
    types: HashMap<(File, u32), [Option<ValueType>; 4]>,
}

impl WrittenTypes {
    /// No writes yet.
    pub fn new() -> WrittenTypes {
        WrittenTypes::default()
    }

    /// Record the writes of one executed instruction of `program`;
    /// `declared` gives a register's own type (what a `MOV` from a register
    /// the run has not written copies).
    pub fn record(
        &mut self,
        program: &Program,
        inst: &Instruction,
        declared: &dyn Fn(File, u32) -> ValueType,
    ) {
        if let Some(d) = inst.dst {
            let ty: [Option<ValueType>; 4] = match result_type(inst) {
                Some(t) => [Some(t); 4],
                None => {
                    // A copy: each component takes the type of the source
                    // component its swizzle reads.
                    let src = inst.src.first();
                    std::array::from_fn(|c| {
                        let s = src?;
                        if s.indirect().is_some() {
                            return None;
                        }
                        let from = s.swizzle.0[c] as usize;
                        let index = u32::try_from(s.index()).ok()?;
                        self.get(s.file(), index)[from].or_else(|| {
                            Some(source_type(program, s.file(), s.index(), inst, declared))
                        })
                    })
                }
            };
            self.write(d, ty);
        }
        if let (Some(d), Some(t)) = (inst.dst2.as_deref(), result2_type(inst)) {
            self.write(*d, [Some(t); 4]);
        }
    }

    /// The types of the last writes of every run of `program`, from its
    /// control-flow graph alone: `Some` where, on every path from the
    /// entry to the end, each register component's last write has the
    /// same type (or no path writes it), which is then what any run
    /// records. `None` where paths disagree (an `IF` whose branches write
    /// a register with a float and an integer op, a conditional write
    /// mask over a different type, a write on one path only), where the
    /// graph is not exact ([`Cfg::exact`]), or where the analysis would
    /// take more than a bounded amount of work: the caller then records
    /// the run's own writes.
    pub fn from_flow(
        program: &Program,
        declared: &dyn Fn(File, u32) -> ValueType,
    ) -> Option<WrittenTypes> {
        flow::last_writes(program, declared)
    }

    fn write(&mut self, d: shasm_ir::Dst, ty: [Option<ValueType>; 4]) {
        if d.indirect.is_some() {
            // The register written is known only at run time: what any
            // register of the file holds is no longer known.
            self.types.retain(|(file, _), _| *file != d.file());
            return;
        }
        let entry = self.types.entry((d.file(), d.index())).or_default();
        for (c, t) in ty.iter().enumerate() {
            if d.mask.has(c as u8) {
                entry[c] = *t;
            }
        }
    }

    /// Per component, the type of the last write to `file[index]` (`None`
    /// where the run did not write it, or wrote it through an address
    /// register).
    pub fn get(&self, file: File, index: u32) -> [Option<ValueType>; 4] {
        self.types.get(&(file, index)).copied().unwrap_or_default()
    }

    /// How each component of `file[index]` reads, for a register whose
    /// own type is `declared`: that type when it is an integer; else the
    /// type of each component's last write, where a component the run
    /// did not write (its initial 0 reads the same either way) reads as
    /// the register's first written component.
    pub fn types(&self, file: File, index: u32, declared: ValueType) -> [ValueType; 4] {
        if declared != ValueType::Float {
            return [declared; 4];
        }
        let written = self.get(file, index);
        let fill = written.iter().flatten().next().copied().unwrap_or(declared);
        written.map(|t| t.unwrap_or(fill))
    }
}

/// [`WrittenTypes::from_flow`]: a forward data-flow analysis over the
/// program's control-flow graph. Each register component holds the set
/// of what its last write may have been ([`Kinds`]); the transfer of an
/// instruction is [`WrittenTypes::record`]'s, on sets.
mod flow {
    use super::*;

    /// A set of `Option<ValueType>`: the type of a component's last write,
    /// `None` for no write (or one through an address register).
    #[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
    pub(super) struct Kinds(u8);

    impl Kinds {
        const UNWRITTEN: Kinds = Kinds(1);

        fn of(t: Option<ValueType>) -> Kinds {
            Kinds(match t {
                None => 1,
                Some(ValueType::Float) => 2,
                Some(ValueType::Int) => 4,
                Some(ValueType::Uint) => 8,
            })
        }

        fn union(self, other: Kinds) -> Kinds {
            Kinds(self.0 | other.0)
        }

        /// The one member, if there is exactly one.
        fn only(self) -> Option<Option<ValueType>> {
            [
                None,
                Some(ValueType::Float),
                Some(ValueType::Int),
                Some(ValueType::Uint),
            ]
            .into_iter()
            .find(|&t| Kinds::of(t) == self)
        }
    }

    /// Work allowed (registers tracked × block visits) before the
    /// analysis gives up and the run is traced instead: large enough for
    /// any real program, small enough that hostile ones cost little.
    const MAX_WORK: usize = 1 << 24;

    /// The registers written directly, densely numbered.
    struct Registers {
        index: HashMap<(File, u32), usize>,
        list: Vec<(File, u32)>,
    }

    impl Registers {
        fn of(program: &Program) -> Registers {
            let mut r = Registers {
                index: HashMap::new(),
                list: Vec::new(),
            };
            for inst in &program.instructions {
                for d in inst.dst.iter().chain(inst.dst2.as_deref()) {
                    if d.indirect.is_none() {
                        let key = (d.file(), d.index());
                        r.index.entry(key).or_insert_with(|| {
                            r.list.push(key);
                            r.list.len() - 1
                        });
                    }
                }
            }
            r
        }
    }

    type State = Vec<[Kinds; 4]>;

    pub(super) fn last_writes(
        program: &Program,
        declared: &dyn Fn(File, u32) -> ValueType,
    ) -> Option<WrittenTypes> {
        let cfg = Cfg::build(program);
        if !cfg.exact() {
            return None;
        }
        let regs = Registers::of(program);
        let mut work = 0usize;
        let mut entry: Vec<Option<State>> = vec![None; cfg.blocks.len()];
        entry[cfg.entry.index()] = Some(vec![[Kinds::UNWRITTEN; 4]; regs.list.len()]);
        let mut end: Option<State> = None;
        let mut pending = vec![cfg.entry];
        let mut queued = vec![false; cfg.blocks.len()];
        queued[cfg.entry.index()] = true;
        while let Some(id) = pending.pop() {
            queued[id.index()] = false;
            work = work.saturating_add(regs.list.len().max(1));
            if work > MAX_WORK {
                return None;
            }
            let block = cfg.block(id);
            let mut state = entry[id.index()].clone()?;
            for inst in program.instructions.get(block.range())? {
                transfer(program, &regs, &mut state, inst, declared);
            }
            for &e in &block.succs {
                let into = match cfg.edge(e).to {
                    Target::Block(to) => {
                        let changed = join(&mut entry[to.index()], &state);
                        if changed && !queued[to.index()] {
                            queued[to.index()] = true;
                            pending.push(to);
                        }
                        continue;
                    }
                    // The runs whose registers are reported.
                    Target::Exit(Exit::End | Exit::CallOverflow) => &mut end,
                    // Errors: no report.
                    Target::Exit(_) => continue,
                };
                join(into, &state);
            }
        }
        // No run ends (every path fails): nothing was written.
        let end = end.unwrap_or_else(|| vec![[Kinds::UNWRITTEN; 4]; regs.list.len()]);
        let mut written = WrittenTypes::new();
        for (&(file, index), kinds) in regs.list.iter().zip(&end) {
            let mut types = [None; 4];
            for (t, k) in types.iter_mut().zip(kinds) {
                // Paths disagree: only the run itself can tell.
                *t = k.only()?;
            }
            if types.iter().any(Option::is_some) {
                written.types.insert((file, index), types);
            }
        }
        Some(written)
    }

    /// `into` ∪= `state`; whether `into` changed.
    fn join(into: &mut Option<State>, state: &State) -> bool {
        match into {
            None => {
                *into = Some(state.clone());
                true
            }
            Some(old) => {
                let mut changed = false;
                for (a, b) in old.iter_mut().zip(state) {
                    for (x, y) in a.iter_mut().zip(b) {
                        let u = x.union(*y);
                        changed |= u != *x;
                        *x = u;
                    }
                }
                changed
            }
        }
    }

    /// [`WrittenTypes::record`] on sets.
    fn transfer(
        program: &Program,
        regs: &Registers,
        state: &mut State,
        inst: &Instruction,
        declared: &dyn Fn(File, u32) -> ValueType,
    ) {
        if let Some(d) = inst.dst {
            let kinds: [Kinds; 4] = match result_type(inst) {
                Some(t) => [Kinds::of(Some(t)); 4],
                None => {
                    // A copy: each component takes what the source
                    // component its swizzle reads may hold.
                    let src = inst.src.first();
                    std::array::from_fn(|c| {
                        let Some(s) = src.filter(|s| s.indirect().is_none()) else {
                            return Kinds::UNWRITTEN;
                        };
                        let Ok(index) = u32::try_from(s.index()) else {
                            return Kinds::UNWRITTEN;
                        };
                        let own = || {
                            Kinds::of(Some(source_type(
                                program,
                                s.file(),
                                s.index(),
                                inst,
                                declared,
                            )))
                        };
                        let from = s.swizzle.0[c] as usize;
                        match regs.index.get(&(s.file(), index)) {
                            // An unwritten source copies its own type.
                            Some(&r) => {
                                let k = state[r][from];
                                if k.0 & Kinds::UNWRITTEN.0 != 0 {
                                    Kinds(k.0 & !Kinds::UNWRITTEN.0).union(own())
                                } else {
                                    k
                                }
                            }
                            None => own(),
                        }
                    })
                }
            };
            write(regs, state, &d, kinds);
        }
        if let (Some(d), Some(t)) = (inst.dst2.as_deref(), result2_type(inst)) {
            write(regs, state, d, [Kinds::of(Some(t)); 4]);
        }
    }

    fn write(regs: &Registers, state: &mut State, d: &shasm_ir::Dst, kinds: [Kinds; 4]) {
        if d.indirect.is_some() {
            // As the trace does: what any register of the file holds is
            // no longer known.
            for (r, &(file, _)) in regs.list.iter().enumerate() {
                if file == d.file() {
                    state[r] = [Kinds::UNWRITTEN; 4];
                }
            }
            return;
        }
        let Some(&r) = regs.index.get(&(d.file(), d.index())) else {
            return;
        };
        for (c, k) in kinds.iter().enumerate() {
            if d.mask.has(c as u8) {
                // A conditional write mask (NV) may leave the old value.
                state[r][c] = if d.cond.is_some() {
                    state[r][c].union(*k)
                } else {
                    *k
                };
            }
        }
    }
}
