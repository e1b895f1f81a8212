//! Preparing a program for execution: register layout and a compact,
//! pre-resolved form of every instruction, so that running does no lookups,
//! allocation or string work per executed instruction.

use shasm_ir::ops::{FloatOp, operand, store};
use shasm_ir::{
    CondTest, Condition, ControlModel, DataType, Extra, File, MulVariant, Opcode, Program,
    RelativeRule, Saturate, Semantics, Shape, StorageFormat, validate,
};
use std::sync::Arc;

mod error;
mod straight;

pub use error::{Limit, PrepareError};

/// Which array a register lives in during a run.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Bank {
    /// Read-only for the run (inputs, parameters, immediates): read in place
    /// from the [`crate::Env`].
    Env,
    /// Written by the program (temporaries, outputs, address registers, ...):
    /// copied into the machine at the start of every run.
    Machine,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FileLayout {
    pub bank: Bank,
    /// First slot of the file in the environment's array.
    pub env_base: u32,
    /// First slot of the file in the machine's array (machine bank only).
    pub mach_base: u32,
    pub size: u32,
}

/// Where every register file lives.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    files: [FileLayout; 13],
    /// Further planes of two-dimensional files (`CONST[b][i]` with b >= 1,
    /// geometry inputs `IN[v][i]` with v >= 1), all in the environment's
    /// bank; plane 0 is the one-dimensional file itself.
    planes: Vec<Plane>,
    pub env_len: u32,
    pub mach_len: u32,
}

/// One plane of a two-dimensional file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Plane {
    pub file: File,
    pub dimension: u32,
    pub env_base: u32,
    pub size: u32,
}

pub type LayoutRef = Arc<Layout>;

impl Layout {
    pub fn file(&self, file: File) -> &FileLayout {
        &self.files[file as usize]
    }

    /// Plane `dimension` of `file` as (first environment slot, size):
    /// plane 0 is the file itself.
    pub fn plane(&self, file: File, dimension: u32) -> Option<(u32, u32)> {
        if dimension == 0 {
            let f = self.file(file);
            return (f.bank == Bank::Env).then_some((f.env_base, f.size));
        }
        self.planes
            .iter()
            .find(|p| p.file == file && p.dimension == dimension)
            .map(|p| (p.env_base, p.size))
    }
}

/// The most planes a two-dimensional file may have.
pub const MAX_PLANES: u32 = 64;

/// The most registers one file may have, so that hostile programs cannot
/// make a run allocate without bound.
pub const MAX_FILE_SIZE: u32 = 1 << 16;

/// The most texture units a program may use, so that a hostile unit
/// number cannot make an environment allocate without bound.
pub const MAX_TEXTURE_UNITS: u32 = 4096;

/// How an instruction is carried out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[doc(hidden)]
pub enum Kind {
    Componentwise,
    Scalar,
    Dot,
    Special,
    /// MOV copying raw words (`Semantics::exact_moves`).
    RawMove,
    /// PICA200 MIN/MAX: select one operand without flushing or rounding
    /// ("Floating-Point Behavior": "max does not flush input or output
    /// subnormals").
    Select,
    Integer,
    Pack,
    Unpack,
    Swz,
    Setp,
    Litp,
    Address,
    Texture,
    Derivative,
    Kill,
    Flow,
    Geometry,
    /// TGSI's typed ops ([`shasm_ir::ops::typed`]).
    Typed,
}

/// Which numeric model an instruction computes in: the contract's
/// [`shasm_ir::ops::ModelKind`] (its choice: [`ModelKind::of`],
/// [`ModelKind::of_instruction`]).
#[doc(hidden)]
pub use shasm_ir::ops::ModelKind as ModelSel;

#[derive(Copy, Clone, Debug)]
#[doc(hidden)]
pub struct PIndirect {
    /// Machine-bank slot of the address register.
    pub reg: u32,
    pub component: u8,
}

/// A relative outer index: plane `dimension + value(index)` of the
/// geometry inputs.
#[derive(Copy, Clone, Debug)]
#[doc(hidden)]
pub struct POuter {
    pub index: PIndirect,
    pub dimension: u32,
}

#[derive(Copy, Clone, Debug)]
#[doc(hidden)]
pub struct PSrc {
    pub bank: Bank,
    /// Slot of the register (direct), or of the file's first register
    /// (indirect).
    pub slot: u32,
    /// Register index (direct) or signed offset (indirect).
    pub offset: i32,
    pub indirect: Option<PIndirect>,
    pub file_size: u32,
    /// A relative outer index (`IN[ADDR[0].x+1][2]`, [`shasm_ir::Src::dimension_indirect`]):
    /// the plane is found at run time in [`Executable::input_planes`];
    /// `slot` and `file_size` are then unused.
    pub outer: Option<POuter>,
    /// PICA200 relative addressing applies (constant registers only).
    pub pica_relative: bool,
    pub swizzle: [u8; 4],
    /// Absolute value and negation as bit operations on each word:
    /// `(word & clear) ^ flip`.
    pub clear: u32,
    pub flip: u32,
    pub abs: bool,
    pub negate: bool,
}

impl PSrc {
    const NONE: PSrc = PSrc {
        bank: Bank::Env,
        slot: 0,
        offset: 0,
        indirect: None,
        file_size: 0,
        outer: None,
        pica_relative: false,
        swizzle: [0, 1, 2, 3],
        clear: !0,
        flip: 0,
        abs: false,
        negate: false,
    };
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[doc(hidden)]
pub enum DstKind {
    /// No destination.
    None,
    /// A machine-bank register.
    Reg,
    /// A register chosen at run time by an address register.
    Indirect,
    /// Written nowhere, but masks and condition-code updates apply (NV `CC`).
    Discard,
    /// The predicate flags (PICA `cmp`).
    Predicate,
}

#[derive(Copy, Clone, Debug)]
#[doc(hidden)]
pub struct PDst {
    pub kind: DstKind,
    pub slot: u32,
    pub file_size: u32,
    pub indirect: Option<PIndirect>,
    /// With `indirect`: the register index the address value is added to
    /// (`OUT[ADDR[0].x + 9]`: 9); `slot` is then the file's first slot.
    pub base: u32,
    pub mask: u8,
    pub cond: Option<CondTest>,
    pub format: StorageFormat,
}

#[derive(Clone, Debug)]
#[doc(hidden)]
pub struct PInst {
    pub op: Opcode,
    /// The op in its closed set, for the float ops ([`shasm_ir::ops::float`]).
    pub float: Option<FloatOp>,
    pub kind: Kind,
    pub model: ModelSel,
    pub data_type: DataType,
    /// MUL's `.HI` / `.S24` / `.U24` variant (integer MUL only).
    pub mul: MulVariant,
    pub saturate: Saturate,
    pub dst: PDst,
    /// The second destination ([`shasm_ir::Instruction::dst2`]: DFRACEXP's
    /// exponent); boxed, as only that op has one.
    pub dst2: Option<Box<PDst>>,
    pub src: [PSrc; 3],
    pub nsrc: u8,
    pub cc_update: Option<u8>,
    pub condition: Condition,
    pub extra: Extra,
    /// Resolved flow target (meaning depends on the op).
    pub target: u32,
    /// Second flow datum: for BRK/CONT whether the loop is a REP.
    pub target2: u32,
    /// The result goes straight to a register: no saturation, conversion,
    /// condition mask or condition-code update.
    pub plain_write: bool,
    /// The lean form (`crate::lean`), for the common float instructions.
    pub(crate) lean: Option<crate::lean::LeanInst>,
}

/// A program prepared for execution.
#[derive(Clone, Debug)]
pub struct Executable {
    pub(crate) program: Program,
    pub(crate) layout: LayoutRef,
    pub(crate) code: Vec<PInst>,
    pub(crate) base_model: ModelSel,
    pub(crate) initial: Vec<[u32; 4]>,
    pub(crate) texture_units: u32,
    /// The planes of `IN` by vertex, (first environment slot, size), for
    /// sources with a relative outer index: one per vertex of the input
    /// primitive (empty when no source has one).
    pub(crate) input_planes: Vec<(u32, u32)>,
    /// Deepest REP nesting (size of the REP counter stack).
    pub(crate) rep_depth: usize,
    /// Whether runs take the lean path for instructions that have one.
    pub(crate) lean: bool,
    /// Per instruction: how many instructions from it on have a lean form
    /// without a break (0 when it has none), stopping at the program's end.
    /// Such a stretch runs straight through: none of them jumps.
    pub(crate) lean_runs: Vec<u32>,
    /// Every instruction's lean form side by side (a filler where it has
    /// none), so that a stretch runs over one compact slice.
    pub(crate) lean_code: Vec<crate::lean::LeanInst>,
    /// Machine-bank slot ranges the program can read or write; a run resets
    /// only these (the rest keep the environment's values, see
    /// [`touched_ranges`]).
    pub(crate) touched: Vec<std::ops::Range<usize>>,
    /// What [`Executable::run_in`] may skip (see [`straight::start`]).
    pub(crate) start: straight::Start,
    /// What an [`Env`](crate::Env) or [`Machine`](crate::Machine) must
    /// have been made for to run with this program: a hash of the register
    /// layout, the initial register values and the texture unit count (see
    /// [`fingerprint`]). Clones share it.
    pub(crate) fingerprint: u64,
}

impl Executable {
    /// Validate and prepare `program`.
    pub fn new(program: &Program) -> Result<Executable, PrepareError> {
        validate(program).map_err(PrepareError::Invalid)?;
        let layout = build_layout(program)?;
        let base_model = ModelSel::of(&program.semantics);
        let initial = initial_values(program, &layout);
        let input_planes = if relative_outer(program) {
            (0..program.input_vertices().unwrap_or(0))
                .map(|v| layout.plane(File::Input, v).unwrap_or((0, 0)))
                .collect()
        } else {
            Vec::new()
        };
        let mut code = Vec::with_capacity(program.instructions.len());
        let mut texture_units = 0u32;
        for d in program
            .declarations
            .iter()
            .filter(|d| d.file == File::Sampler)
        {
            texture_units = texture_units.max(d.last.saturating_add(1));
        }
        for inst in &program.instructions {
            if let Extra::Texture(t) = inst.extra {
                texture_units = texture_units.max(t.unit.saturating_add(1));
            }
            code.push(prepare_instruction(program, &layout, base_model, inst));
        }
        if texture_units > MAX_TEXTURE_UNITS {
            return Err(PrepareError::TooLarge(Limit::TextureUnits {
                count: texture_units,
                max: MAX_TEXTURE_UNITS,
            }));
        }
        let rep_depth = if program.semantics.control == ControlModel::Structured {
            resolve_structured_flow(program, &mut code)
        } else {
            0
        };
        let end_at = program
            .end
            .map_or(code.len(), |e| e.index().min(code.len()));
        let mut lean_runs = vec![0u32; code.len()];
        for pc in (0..end_at).rev() {
            if code[pc].lean.is_some() {
                lean_runs[pc] = 1 + lean_runs.get(pc + 1).copied().unwrap_or(0);
            }
        }
        let lean_code: Vec<crate::lean::LeanInst> = code
            .iter()
            .map(|i| i.lean.unwrap_or(crate::lean::LeanInst::NOTHING))
            .collect();
        let touched = touched_ranges(program, &layout);
        let entry = program.entry.index().min(end_at);
        let n = lean_runs.get(entry).copied().unwrap_or(0) as usize;
        let after = entry + n;
        let ends = if after >= end_at {
            Some(false)
        } else if code[after].op == Opcode::End {
            Some(true)
        } else {
            None
        };
        let fits_budget = (n as u64) < program.semantics.limits.max_executed;
        let start = straight::start(
            &touched,
            lean_code.get(entry..after).unwrap_or(&[]),
            base_model,
            fits_budget,
            ends,
        );
        let fingerprint = fingerprint(&layout, &initial, texture_units, base_model);
        Ok(Executable {
            program: program.clone(),
            layout: Arc::new(layout),
            code,
            base_model,
            initial,
            texture_units,
            input_planes,
            rep_depth,
            lean: true,
            lean_runs,
            lean_code,
            touched,
            start,
            fingerprint,
        })
    }

    /// Turn the lean path off (or on): every instruction then takes the
    /// general path. For differential tests of the two paths.
    #[doc(hidden)]
    pub fn set_lean(&mut self, on: bool) {
        self.lean = on;
    }

    pub fn program(&self) -> &Program {
        &self.program
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    pub fn semantics(&self) -> &Semantics {
        &self.program.semantics
    }
}

/// Identifies what environments and machines of a program hold: two
/// executables with the same fingerprint size and fill them alike, so an
/// [`Env`](crate::Env) of one runs correctly with the other (a program
/// prepared twice, or a clone).
fn fingerprint(layout: &Layout, initial: &[[u32; 4]], texture_units: u32, model: ModelSel) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::hash::DefaultHasher::new();
    layout.hash(&mut h);
    initial.hash(&mut h);
    texture_units.hash(&mut h);
    model.hash(&mut h);
    h.finish()
}

fn build_layout(p: &Program) -> Result<Layout, PrepareError> {
    let writes_const = p
        .instructions
        .iter()
        .any(|i| i.dst.is_some_and(|d| d.file() == File::Const));
    let mut files = [FileLayout {
        bank: Bank::Env,
        env_base: 0,
        mach_base: 0,
        size: 0,
    }; 13];
    let bank_of = |file: File| match file {
        File::Temp | File::Output | File::Address | File::LoopCounter => Bank::Machine,
        File::Const if writes_const => Bank::Machine,
        _ => Bank::Env,
    };
    // Machine-bank files first, at the same slots in both arrays, so that a
    // run starts with one copy of `env[..mach_len]`.
    let mut env_len = 0u32;
    let mut mach_len = 0u32;
    for bank in [Bank::Machine, Bank::Env] {
        for file in File::ALL.into_iter().filter(|f| bank_of(*f) == bank) {
            let size = match file {
                // Condition codes and predicates are held apart from the banks.
                File::CondCode | File::Predicate | File::Sampler => 0,
                _ => p.file_size(file),
            };
            if size > MAX_FILE_SIZE {
                return Err(PrepareError::TooLarge(Limit::File {
                    file,
                    size,
                    max: MAX_FILE_SIZE,
                }));
            }
            let fl = &mut files[file as usize];
            fl.bank = bank;
            fl.size = size;
            fl.env_base = env_len;
            env_len += size;
            if bank == Bank::Machine {
                fl.mach_base = fl.env_base;
                mach_len += size;
            }
        }
    }
    // Planes for every two-dimensional index the program declares or reads.
    let mut wanted: Vec<(File, u32)> = p
        .declarations
        .iter()
        .filter_map(|d| d.dimension.map(|dim| (d.file, dim)))
        .chain(p.instructions.iter().flat_map(|i| {
            i.src
                .iter()
                .filter_map(|s| s.dimension.map(|dim| (s.file(), dim)))
        }))
        // A relative outer index may name any vertex of the input
        // primitive.
        .chain(
            (0..p.input_vertices().unwrap_or(0))
                .filter(|_| relative_outer(p))
                .map(|v| (File::Input, v)),
        )
        .filter(|&(_, dim)| dim > 0)
        .collect();
    wanted.sort();
    wanted.dedup();
    if wanted.len() > MAX_PLANES as usize {
        return Err(PrepareError::TooLarge(Limit::Planes {
            count: wanted.len(),
            max: MAX_PLANES,
        }));
    }
    let mut planes = Vec::with_capacity(wanted.len());
    for (file, dimension) in wanted {
        if files[file as usize].bank != Bank::Env {
            return Err(PrepareError::WritablePlane { file, dimension });
        }
        // A plane is as large as its own declarations, or else as the file.
        let size = p
            .declarations
            .iter()
            .filter(|d| d.file == file && d.dimension == Some(dimension))
            .map(|d| d.last.saturating_add(1))
            .max()
            .unwrap_or(files[file as usize].size);
        if size > MAX_FILE_SIZE {
            return Err(PrepareError::TooLarge(Limit::Plane {
                file,
                dimension,
                size,
                max: MAX_FILE_SIZE,
            }));
        }
        planes.push(Plane {
            file,
            dimension,
            env_base: env_len,
            size,
        });
        env_len += size;
    }
    Ok(Layout {
        files,
        planes,
        env_len,
        mach_len,
    })
}

/// Whether a source of `p` has a relative outer index.
fn relative_outer(p: &Program) -> bool {
    p.instructions
        .iter()
        .flat_map(|i| &i.src)
        .any(|s| s.dimension_indirect.is_some())
}

fn initial_values(p: &Program, layout: &Layout) -> Vec<[u32; 4]> {
    let mut regs = vec![[0u32; 4]; layout.env_len as usize];
    for d in &p.declarations {
        if let Some(dim) = d.dimension.filter(|&dim| dim > 0) {
            if let Some((base, size)) = layout.plane(d.file, dim) {
                for index in d.first..=d.last.min(size.saturating_sub(1)) {
                    regs[(base + index) as usize] = d.initial;
                }
            }
            continue;
        }
        let f = layout.file(d.file);
        for index in d.first..=d.last.min(f.size.saturating_sub(1)) {
            if index < f.size {
                regs[(f.env_base + index) as usize] = d.initial;
            }
        }
    }
    let imm = layout.file(File::Immediate);
    for (i, v) in p.immediates.iter().enumerate() {
        if (i as u32) < imm.size {
            regs[(imm.env_base + i as u32) as usize] = v.values;
        }
    }
    for preset in &p.presets {
        let f = layout.file(preset.reg.file());
        if preset.reg.index() < f.size {
            regs[(f.env_base + preset.reg.index()) as usize] = preset.value;
        }
    }
    regs
}

fn prepare_src(p: &Program, layout: &Layout, src: &shasm_ir::Src) -> PSrc {
    let f = *layout.file(src.file());
    let (slot_base, file_size) = match (src.dimension.filter(|&d| d > 0), f.bank) {
        // `build_layout` made a plane for every dimension a source uses.
        (Some(dim), _) => layout
            .plane(src.file(), dim)
            .unwrap_or((f.env_base, f.size)),
        (None, Bank::Env) => (f.env_base, f.size),
        (None, Bank::Machine) => (f.mach_base, f.size),
    };
    let indirect = src.indirect().map(|ind| PIndirect {
        reg: layout.file(ind.file()).mach_base + ind.index(),
        component: ind.component & 3,
    });
    let outer = src.dimension_indirect.map(|ind| POuter {
        index: PIndirect {
            reg: layout.file(ind.file()).mach_base + ind.index(),
            component: ind.component & 3,
        },
        dimension: src.dimension.unwrap_or(0),
    });
    let pica = p.semantics.relative == RelativeRule::Pica;
    let (slot, indirect) = match indirect {
        // PICA200: relative addressing applies only to constant registers;
        // for other files the address register is ignored.
        Some(_) if pica && src.file() != File::Const => {
            (slot_base + src.index().max(0) as u32, None)
        }
        Some(ind) => (slot_base, Some(ind)),
        None => (slot_base + src.index().max(0) as u32, None),
    };
    PSrc {
        bank: f.bank,
        slot,
        offset: src.index(),
        indirect,
        file_size,
        outer,
        pica_relative: pica && src.file() == File::Const,
        swizzle: src.swizzle.0.map(|c| c & 3),
        clear: operand::modifier_masks(src.abs, src.negate).0,
        flip: operand::modifier_masks(src.abs, src.negate).1,
        abs: src.abs,
        negate: src.negate,
    }
}

fn prepare_dst(p: &Program, layout: &Layout, dst: Option<&shasm_ir::Dst>) -> PDst {
    match dst {
        None => PDst {
            kind: DstKind::None,
            slot: 0,
            file_size: 0,
            indirect: None,
            base: 0,
            mask: 0,
            cond: None,
            format: StorageFormat::F32,
        },
        Some(d) => {
            let f = layout.file(d.file());
            let decl = p.declaration(d.file(), d.index());
            let format = decl.map_or(StorageFormat::F32, |d| d.format);
            let kind = match d.file() {
                File::CondCode => DstKind::Discard,
                File::Predicate => DstKind::Predicate,
                _ if d.indirect.is_some() => DstKind::Indirect,
                _ => DstKind::Reg,
            };
            PDst {
                kind,
                slot: f.mach_base + if d.indirect.is_some() { 0 } else { d.index() },
                file_size: f.size,
                indirect: d.indirect.map(|ind| PIndirect {
                    reg: layout.file(ind.file()).mach_base + ind.index(),
                    component: ind.component & 3,
                }),
                base: if d.indirect.is_some() { d.index() } else { 0 },
                mask: d.mask.0 & 0xF,
                cond: d.cond,
                format,
            }
        }
    }
}

fn prepare_instruction(
    p: &Program,
    layout: &Layout,
    base: ModelSel,
    inst: &shasm_ir::Instruction,
) -> PInst {
    let op = inst.opcode;
    let mut src = [PSrc::NONE; 3];
    for (slot, s) in src.iter_mut().zip(&inst.src) {
        *slot = prepare_src(p, layout, s);
    }
    let dst = prepare_dst(p, layout, inst.dst.as_ref());
    let dst2 = inst
        .dst2
        .as_deref()
        .map(|d| Box::new(prepare_dst(p, layout, Some(d))));
    let model = ModelSel::of_instruction(base, inst.modifiers.precision, dst.format);
    let integer = inst.modifiers.data_type != DataType::Float || op.is_integer_only();
    let kind = match op.shape() {
        Shape::Componentwise if op == Opcode::I2f => Kind::Integer,
        Shape::Componentwise if integer => Kind::Integer,
        Shape::Componentwise
            if store::raw_move(&p.semantics, op, model, base, inst.modifiers.saturate) =>
        {
            Kind::RawMove
        }
        Shape::Componentwise if store::raw_select(op, base) => Kind::Select,
        Shape::Componentwise => Kind::Componentwise,
        Shape::Scalar => Kind::Scalar,
        Shape::Dot => Kind::Dot,
        Shape::Special => match op {
            Opcode::Pk2h | Opcode::Pk2us | Opcode::Pk4b | Opcode::Pk4ub => Kind::Pack,
            Opcode::Up2h | Opcode::Up2us | Opcode::Up4b | Opcode::Up4ub => Kind::Unpack,
            Opcode::Swz => Kind::Swz,
            Opcode::Setp => Kind::Setp,
            Opcode::Litp => Kind::Litp,
            _ => Kind::Special,
        },
        Shape::Derivative => Kind::Derivative,
        Shape::Address => Kind::Address,
        Shape::Texture => Kind::Texture,
        Shape::Kill => Kind::Kill,
        Shape::Flow => Kind::Flow,
        Shape::Geometry => Kind::Geometry,
        Shape::Typed => Kind::Typed,
    };
    let target = match inst.extra {
        Extra::Label(l) => l.get(),
        Extra::Range { target, .. } => target.get(),
        _ => 0,
    };
    let target2 = match inst.extra {
        Extra::Range { count, .. } => count,
        _ => 0,
    };
    let mut prepared = PInst {
        op,
        float: FloatOp::try_from(op).ok(),
        kind,
        model,
        data_type: if op == Opcode::I2f && inst.modifiers.data_type == DataType::Float {
            DataType::Signed
        } else {
            inst.modifiers.data_type
        },
        mul: inst.modifiers.mul,
        saturate: inst.modifiers.saturate,
        dst,
        dst2,
        src,
        nsrc: inst.src.len().min(3) as u8,
        cc_update: inst.modifiers.cc_update,
        condition: inst.condition,
        extra: inst.extra,
        target,
        target2,
        plain_write: dst.kind == DstKind::Reg
            && dst.cond.is_none()
            && inst.modifiers.cc_update.is_none()
            && inst.modifiers.saturate == Saturate::None
            && dst.format == StorageFormat::F32,
        lean: None,
    };
    prepared.lean = crate::lean::compile(&prepared, base);
    prepared
}

/// Fill in jump targets of structured control flow from the flow
/// contract's matching ([`shasm_ir::flow::structured::match_blocks`], the
/// one the CFG builder uses); returns the deepest REP nesting. The
/// validator has already checked that blocks balance.
fn resolve_structured_flow(program: &Program, code: &mut [PInst]) -> usize {
    let matched = shasm_ir::flow::structured::match_blocks(&program.instructions);
    for (pc, inst) in code.iter_mut().enumerate() {
        inst.target = matched.target(pc as u32);
        if matches!(inst.op, Opcode::Brk | Opcode::Cont) {
            inst.target2 = matched.in_rep(pc as u32) as u32;
        }
    }
    matched.rep_depth
}

/// The machine-bank slots a program can read or write, as sorted, merged
/// ranges. Registers outside them never change and are never read, so a
/// run need not reset them.
fn touched_ranges(p: &Program, layout: &Layout) -> Vec<std::ops::Range<usize>> {
    let mut marked = vec![false; layout.mach_len as usize];
    let mut mark = |file: File, index: Option<u32>| {
        let f = layout.file(file);
        if f.bank != Bank::Machine {
            return;
        }
        let (from, to) = match index {
            Some(i) if i < f.size => (f.mach_base + i, f.mach_base + i + 1),
            Some(_) => return,
            // Relative access: the whole file.
            None => (f.mach_base, f.mach_base + f.size),
        };
        for slot in &mut marked[from as usize..to as usize] {
            *slot = true;
        }
    };
    for inst in &p.instructions {
        for d in inst.dsts() {
            mark(d.file(), d.indirect.is_none().then_some(d.index()));
            if let Some(ind) = d.indirect {
                mark(ind.file(), Some(ind.index()));
            }
        }
        for s in &inst.src {
            let direct = s.indirect().is_none() && s.index() >= 0;
            mark(s.file(), direct.then_some(s.index() as u32));
            for ind in s.indirect().into_iter().chain(s.dimension_indirect) {
                mark(ind.file(), Some(ind.index()));
            }
        }
        match inst.opcode {
            // LOOP writes aL; EMIT copies every output.
            Opcode::Loopr | Opcode::Brkr => mark(File::LoopCounter, Some(0)),
            Opcode::Emit => mark(File::Output, None),
            _ => {}
        }
    }
    let mut ranges: Vec<std::ops::Range<usize>> = Vec::new();
    for (slot, _) in marked.iter().enumerate().filter(|(_, t)| **t) {
        match ranges.last_mut() {
            Some(r) if r.end == slot => r.end += 1,
            _ => ranges.push(slot..slot + 1),
        }
    }
    ranges
}
