//! What the words of each register component hold after the instructions
//! a run executed: the type of the op that wrote the component last.
//! TGSI's TEMP and OUT registers (and NV_gpu_program4's untyped `TEMP`s)
//! have no type of their own: after `UADD` or `FSEQ` they hold integers,
//! after `ADD` floats. Traces and reports print each component by it, so
//! an integer never shows as a denormal float (`6e-45`).

use super::ValueType;
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
