//! Compiling a prepared program into the lane form: every operand's
//! location (a uniform read in place from the environment, a lane register,
//! or a relative read), swizzle and modifiers, every write mask and the
//! numeric model resolved once, and each instruction sorted into how it
//! runs ([`Op`]).

use shasm_exec::{Bank, DstKind, Executable, Kind, ModelSel, PInst, PSrc};
use shasm_ir::flow::pica::FlowOp;
use shasm_ir::ops::float::FloatOp;
use shasm_ir::{CompareOp, Condition, ControlModel, Extra, File, Opcode, Saturate, StorageFormat};

/// Where an operand's register is read from.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Loc {
    /// The environment's slot: the same for every lane.
    Uniform(usize),
    /// A lane register (state slot).
    Lane(usize),
    /// A relatively addressed register: the address register's state slot
    /// and component, the interpreter's prepared source (its relative rule
    /// is `shasm_exec::relative_index`), and whether the file lies in the
    /// environment (else in the lane state, from `src.slot`).
    Relative {
        addr: usize,
        component: u8,
        src: PSrc,
        env: bool,
    },
}

/// One source operand: where, which components, and the sign bits
/// (`(word & clear) ^ flip`, the interpreter's prepared negate / |x|).
#[derive(Copy, Clone, Debug)]
pub(crate) struct Src {
    pub loc: Loc,
    pub swizzle: [u8; 4],
    pub clear: u32,
    pub flip: u32,
}

impl Src {
    const ZERO: Src = Src {
        loc: Loc::Uniform(usize::MAX),
        swizzle: [0, 1, 2, 3],
        clear: 0,
        flip: 0,
    };
}

/// What a lane instruction computes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum VKind {
    /// A float op of the contract (`shasm_ir::ops::float`): componentwise
    /// per written component (DIV divides by `b.x`), scalar of the first
    /// components and dot products replicated, vector ops with four
    /// results, address loads (ARL / ARR / MOVA with the ISA's clamp).
    Float(FloatOp),
    /// A raw copy (`Semantics::exact_moves`).
    RawMove,
    /// PICA200 MIN/MAX selecting an operand's word (`alu::select`).
    Select,
    /// PICA200 CMP: the two condition flags.
    Setp([CompareOp; 2]),
}

/// A data instruction the lanes run side by side.
#[derive(Clone, Debug)]
pub(crate) struct VInst {
    pub kind: VKind,
    pub op: Opcode,
    pub model: ModelSel,
    pub src: [Src; 3],
    pub nsrc: usize,
    /// Destination state slot (unused for CMP).
    pub dst: usize,
    pub mask: u8,
    pub saturate: Saturate,
    /// The destination holds fp16 (a float result is rounded to it).
    pub f16: bool,
}

/// How an instruction runs.
#[derive(Clone, Debug)]
pub(crate) enum Op {
    /// Side by side over the lanes, with the contract's op definitions.
    Vector(Box<VInst>),
    /// `END` (both flow models): counted, then the lanes end.
    End,
    /// A PICA200 flow instruction on the lanes' own stacks and flags
    /// (`shasm_ir::flow::pica::flow`), in programs whose every instruction
    /// runs on the lanes (see [`Compiled::native`]).
    Pica(Box<PicaInst>),
    /// A structured flow instruction (TGSI, NV, ARB options, gp4) that
    /// keeps no stack: a jump where its test holds, else the next word.
    Jump(Box<JumpInst>),
    /// Per lane through the interpreter's own step (`Executable::lane_step`)
    /// without copying registers: flow instructions that read nothing but
    /// uniforms, flags and condition codes, and write at most the loop
    /// counter.
    Flow,
    /// Per lane through the interpreter's own step with the lane's
    /// registers copied into its machine and back.
    Whole,
}

/// A PICA200 flow instruction on the lanes.
#[derive(Clone, Debug)]
pub(crate) struct PicaInst {
    /// The contract's form, for every op but `LOOP` (whose operand is read
    /// per lane: `loop_src`).
    pub flow: FlowOp,
    pub condition: Condition,
    /// Whether the condition reads the lanes' flags (else it is the same
    /// for every lane: always, or a boolean uniform).
    pub per_lane: bool,
    /// `LOOP`'s integer uniform.
    pub loop_src: Option<Src>,
}

/// A structured flow instruction without a stack: the interpreter's
/// `structured_flow` for IF/UIF, ELSE, ENDIF, BGNLOOP, ENDLOOP, BGNSUB,
/// NOP, BRA, CONT and the BRK of a loop that is no REP.
#[derive(Clone, Debug)]
pub(crate) struct JumpInst {
    pub test: JumpTest,
    pub target: usize,
}

/// When a [`JumpInst`] jumps.
#[derive(Clone, Debug)]
pub(crate) enum JumpTest {
    /// ELSE, ENDLOOP.
    Always,
    /// ENDIF, BGNLOOP, BGNSUB, NOP: never (the next word).
    Never,
    /// BRA, BRK, CONT: where the condition holds.
    Condition(Condition),
    /// gp4's IF on a condition-code test: where it does not hold.
    IfCondition(Condition),
    /// IF/UIF on an operand: where `flow::structured::if_taken` of its
    /// first component is false.
    IfOperand { integer: bool, src: Src },
}

/// The lane form of a program.
pub(crate) struct Compiled {
    pub code: Vec<Op>,
    /// Whether every instruction runs on the lanes (no per-lane machine
    /// holds anything of a lane but the end of a lane out of budget): the
    /// PICA200 stacks and flags live in the lane state.
    pub native: bool,
    /// Whether some instruction runs [`Op::Whole`] (each lane then needs an
    /// environment holding its inputs).
    pub whole: bool,
}

/// Where the per-lane values of environment registers live: `(env slot,
/// state slot)` for every environment-bank input of the layout.
pub(crate) struct LaneEnvSlots<'a> {
    pub pairs: &'a [(usize, usize)],
    /// Files that hold a per-lane input (a relative read of one cannot be
    /// a uniform read).
    pub files: &'a [File],
}

impl LaneEnvSlots<'_> {
    fn lane_of(&self, env_slot: usize) -> Option<usize> {
        self.pairs
            .iter()
            .find(|(e, _)| *e == env_slot)
            .map(|(_, s)| *s)
    }
}

pub(crate) fn compile(exe: &Executable, lanes: &LaneEnvSlots<'_>) -> Compiled {
    let pica = exe.semantics().control == ControlModel::PicaStacks;
    let mut whole = false;
    let program = exe.program();
    let code = exe
        .prepared()
        .iter()
        .enumerate()
        .map(|(pc, inst)| {
            let files = || {
                program.instructions[pc]
                    .src
                    .iter()
                    .map(|s| s.file())
                    .collect::<Vec<_>>()
            };
            let op = match vector(exe, inst, lanes, &files()) {
                Some(v) => Op::Vector(Box::new(v)),
                None if inst.op == Opcode::End && inst.kind == Kind::Flow => Op::End,
                None => match (!pica && inst.kind == Kind::Flow)
                    .then(|| jump(exe, pc, inst, lanes))
                    .flatten()
                {
                    Some(j) => Op::Jump(Box::new(j)),
                    None if flow_only(inst, pica, lanes) => match pica_flow(exe, pc, inst, lanes) {
                        Some(p) if pica => Op::Pica(Box::new(p)),
                        _ => Op::Flow,
                    },
                    None => Op::Whole,
                },
            };
            whole |= matches!(op, Op::Whole);
            op
        })
        .collect::<Vec<_>>();
    let native = code
        .iter()
        .all(|op| matches!(op, Op::Vector(_) | Op::End | Op::Pica(_) | Op::Jump(_)));
    // Elsewhere the per-lane machines hold the stacks and flags: every
    // PICA200 flow instruction goes through the interpreter's step.
    let code = if native {
        code
    } else {
        code.into_iter()
            .map(|op| match op {
                Op::Pica(_) => Op::Flow,
                op => op,
            })
            .collect()
    };
    Compiled {
        code,
        native,
        whole,
    }
}

/// The lane form of a structured flow instruction, if it keeps no stack.
fn jump(exe: &Executable, pc: usize, inst: &PInst, lanes: &LaneEnvSlots<'_>) -> Option<JumpInst> {
    let target = inst.target as usize;
    let test = match inst.op {
        Opcode::If | Opcode::Uif if inst.nsrc == 0 => JumpTest::IfCondition(inst.condition),
        Opcode::If | Opcode::Uif => {
            let file = exe.program().instructions[pc].src.first()?.file();
            JumpTest::IfOperand {
                integer: inst.op == Opcode::Uif,
                src: source(&inst.src[0], file, lanes)?,
            }
        }
        Opcode::Else | Opcode::Endloop => JumpTest::Always,
        Opcode::Endif | Opcode::Bgnloop | Opcode::Bgnsub | Opcode::Nop => JumpTest::Never,
        // A BRK out of a REP pops its counter (the machine's REP stack).
        Opcode::Brk if inst.target2 == 1 => return None,
        Opcode::Brk | Opcode::Cont | Opcode::Bra => JumpTest::Condition(inst.condition),
        _ => return None,
    };
    Some(JumpInst { test, target })
}

/// The lane form of a PICA200 flow instruction (already [`flow_only`]),
/// if it has one: conditions on flags and boolean uniforms.
fn pica_flow(
    exe: &Executable,
    pc: usize,
    inst: &PInst,
    lanes: &LaneEnvSlots<'_>,
) -> Option<PicaInst> {
    let per_lane = match inst.condition {
        Condition::Always | Condition::Bool { .. } => false,
        Condition::Flags { .. } => true,
        Condition::Cc(_) => return None,
    };
    let loop_src = if inst.op == Opcode::Loopr {
        let file = exe.program().instructions[pc].src.first()?.file();
        Some(source(&inst.src[0], file, lanes)?)
    } else {
        None
    };
    // LOOP's operand is read when it runs; a placeholder decodes here.
    let flow = exe.lane_pica_flow_op(pc, |_| [0; 4])?;
    Some(PicaInst {
        flow,
        condition: inst.condition,
        per_lane,
        loop_src,
    })
}

/// A source's lane form, if it has one.
fn source(s: &PSrc, file: File, lanes: &LaneEnvSlots<'_>) -> Option<Src> {
    if s.outer.is_some() {
        return None;
    }
    let loc = match (s.indirect, s.bank) {
        (None, Bank::Machine) => Loc::Lane(s.slot as usize),
        (None, Bank::Env) => match lanes.lane_of(s.slot as usize) {
            Some(lane) => Loc::Lane(lane),
            None => Loc::Uniform(s.slot as usize),
        },
        (Some(ind), bank) => {
            if bank == Bank::Env && lanes.files.contains(&file) {
                return None;
            }
            Loc::Relative {
                addr: ind.reg as usize,
                component: ind.component & 3,
                src: *s,
                env: bank == Bank::Env,
            }
        }
    };
    Some(Src {
        loc,
        swizzle: s.swizzle.map(|c| c & 3),
        clear: s.clear,
        flip: s.flip,
    })
}

/// The lane form of a data instruction, if it has one: a float or address
/// op writing a plain register (no condition mask, no condition-code
/// update), or PICA200's CMP.
fn vector(
    exe: &Executable,
    inst: &PInst,
    lanes: &LaneEnvSlots<'_>,
    files: &[File],
) -> Option<VInst> {
    let float = || FloatOp::try_from(inst.op).ok().map(VKind::Float);
    let kind = match inst.kind {
        Kind::Componentwise | Kind::Scalar | Kind::Dot | Kind::Special => float()?,
        Kind::RawMove => VKind::RawMove,
        Kind::Select => VKind::Select,
        Kind::Setp => match inst.extra {
            Extra::Compare(ops) if inst.nsrc == 2 => VKind::Setp(ops),
            _ => return None,
        },
        Kind::Address if matches!(inst.op, Opcode::Arl | Opcode::Arr | Opcode::Mova) => float()?,
        _ => return None,
    };
    if !matches!(kind, VKind::Setp(_)) {
        if inst.dst.kind != DstKind::Reg || inst.dst.cond.is_some() || inst.cc_update.is_some() {
            return None;
        }
        if !matches!(inst.dst.format, StorageFormat::F32 | StorageFormat::F16) {
            return None;
        }
    }
    let nsrc = usize::from(inst.nsrc).min(3);
    let mut src = [Src::ZERO; 3];
    for k in 0..nsrc {
        src[k] = source(&inst.src[k], files.get(k).copied()?, lanes)?;
    }
    // The model an instruction computes in, as `exec_data` picks it: its
    // own precision (fp16, fx12), else the program's.
    let model = match inst.model {
        ModelSel::Half | ModelSel::Fixed => inst.model,
        _ => exe.base_model(),
    };
    Some(VInst {
        kind,
        op: inst.op,
        model,
        src,
        nsrc,
        dst: inst.dst.slot as usize,
        mask: inst.dst.mask,
        saturate: inst.saturate,
        f16: inst.dst.format == StorageFormat::F16,
    })
}

/// Whether a flow instruction reads only uniforms, flags and condition
/// codes and writes no register but the PICA200 loop counter (so a lane's
/// machine needs none of its registers to run it).
fn flow_only(inst: &PInst, pica: bool, lanes: &LaneEnvSlots<'_>) -> bool {
    if inst.kind != Kind::Flow {
        return false;
    }
    let ops_ok = if pica {
        matches!(
            inst.op,
            Opcode::Nop
                | Opcode::End
                | Opcode::Bra
                | Opcode::Ifr
                | Opcode::Calr
                | Opcode::Loopr
                | Opcode::Brkr
        )
    } else {
        matches!(
            inst.op,
            Opcode::If
                | Opcode::Uif
                | Opcode::Else
                | Opcode::Endif
                | Opcode::Bgnloop
                | Opcode::Endloop
                | Opcode::Rep
                | Opcode::Endrep
                | Opcode::Brk
                | Opcode::Cont
                | Opcode::Bra
                | Opcode::Cal
                | Opcode::Ret
                | Opcode::Bgnsub
                | Opcode::Endsub
                | Opcode::Nop
                | Opcode::End
        )
    };
    ops_ok
        && inst.src[..usize::from(inst.nsrc).min(3)].iter().all(|s| {
            s.bank == Bank::Env
                && s.indirect.is_none()
                && s.outer.is_none()
                && lanes.lane_of(s.slot as usize).is_none()
        })
}
