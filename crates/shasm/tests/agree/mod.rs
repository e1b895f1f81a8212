//! The differential harness every engine is checked with against the
//! reference interpreter (`lanes_agree.rs`, `jit_agree.rs`): every program
//! under `examples/`, `tests/` (spec files' programs too) and
//! `tests/corpus/` that loads runs as one batch of several hundred
//! invocations with deterministic random inputs (NaN, ±inf, ±0, denormals,
//! float24 edge values among them) on both: every output and temporary
//! register with its write mask, the condition codes, predicates, kill
//! flag, executed count, end and emitted vertices must be identical, and
//! so must a failure (the same invocation, the same error). Identical
//! words, except that any NaN equals any NaN: the contract fixes which
//! results are NaN, not their payload or sign (`common::same_words`).
//!
//! The interpreter runs each invocation alone (`Executable::run`, which is
//! `run_in` on a fresh machine with the untouched registers settled); the
//! engine runs the batch as one `Kernel::run`. Programs the engine refuses
//! are printed; each must be on the caller's list with its reason.
//!
//! The random-program checks do the same for generated TGSI, NV vertex and
//! PICA200 programs, straight-line and branching.

use crate::common::{self, Rng, Source, sources};
use shasm::driver::Input;
use shasm::{Options, Program};
use shasm_engine::{Engine, EngineError, IoLayout, Order, Results, Slot, Status};
use shasm_exec::{EmittedVertex, Env, Executable};
use shasm_ir::{
    CondRule, CondTest, Condition, Dst, Extra, File, FlagCombine, InstId, Instruction, Opcode, Src,
    Swizzle, WriteMask,
};
use std::sync::Arc;

impl Rng {
    /// An input word: mostly ordinary numbers, often an edge value.
    fn word(&mut self) -> u32 {
        const EDGES: &[u32] = &[
            0x0000_0000, // +0
            0x8000_0000, // -0
            0x7F80_0000, // +inf
            0xFF80_0000, // -inf
            0x7FC0_0000, // quiet NaN
            0xFFC0_0001, // negative NaN with payload
            0x7F80_0001, // signalling NaN
            0x0000_0001, // smallest denormal
            0x807F_FFFF, // largest negative denormal
            0x0080_0000, // smallest normal
            0x2080_0000, // 2^-62: float24's smallest normal
            0x207F_FFFF, // just below it
            0x5F7F_FF80, // float24's largest finite (2^64 - 2^48)
            0x5F80_0000, // 2^64: beyond float24
            0x3F80_0000, // 1
            0xBF80_0000, // -1
            0x3F7F_FFFF, // just below 1
            0x4B00_0000, // 2^23
            0x0000_0003, // a small integer word
            0xFFFF_FFFF, // -1 as an integer, a NaN as a float
        ];
        match self.below(4) {
            0 => EDGES[self.below(EDGES.len() as u64) as usize],
            1 => self.next() as u32,
            _ => ((self.below(65) as f32 - 32.0) / 8.0).to_bits(),
        }
    }
}

/// Random values for the constant, boolean and integer registers the
/// program declares (left alone where the environment refuses).
fn randomize(env: &mut Env, rng: &mut Rng) {
    for file in [File::Const, File::BoolConst, File::IntConst] {
        for index in 0..96 {
            let v: [u32; 4] = std::array::from_fn(|_| match file {
                File::BoolConst => rng.below(2) as u32,
                // Loop count, start and step bytes: small, so runs stay short.
                File::IntConst => rng.below(6) as u32,
                _ => ((rng.below(33) as f32 - 16.0) / 4.0).to_bits(),
            });
            let _ = env.set(file, index, v);
        }
    }
}

fn load(source: &Source) -> Option<Program> {
    let options = Options {
        isa: source.isa.as_deref().and_then(|i| i.parse().ok()),
        ..Options::default()
    };
    Program::load(
        Input::new(source.name.clone(), source.bytes.clone()),
        &options,
    )
    .ok()
}

/// The layout of a batch: every input register an environment may set,
/// every register a run may write.
fn layout(exe: &Executable, env: &Env, order: Order) -> IoLayout {
    let regs = exe.layout();
    let inputs = (0..regs.file(File::Input).size)
        .filter(|&i| env.clone().set(File::Input, i, [0; 4]).is_ok())
        .map(|i| Slot::new(File::Input, i))
        .collect();
    let outputs = File::ALL
        .into_iter()
        .filter(|&f| regs.file(f).bank == shasm_exec::Bank::Machine)
        .flat_map(|f| (0..regs.file(f).size).map(move |i| Slot::new(f, i)))
        .collect();
    IoLayout {
        inputs,
        outputs,
        order,
        quads: false,
    }
}

/// What one invocation left on the interpreter.
struct Expected {
    outputs: Vec<[u32; 4]>,
    written: Vec<u8>,
    status: Status,
    vertices: Vec<EmittedVertex>,
}

/// Compare one program; `Err` describes the first difference.
fn compare(
    engine: &dyn Engine,
    exe: &Arc<Executable>,
    env: &Env,
    rng: &mut Rng,
    order: Order,
) -> Result<(), String> {
    let layout = layout(exe, env, order);
    let n_in = layout.inputs.len();
    let n_out = layout.outputs.len();
    let mut count = 300;
    let mut words = Vec::new();
    let mut expected: Vec<Expected> = Vec::new();
    let mut failure = None;
    let mut k = 0;
    while k < count {
        let mut e = env.clone();
        for slot in &layout.inputs {
            let v: [u32; 4] = std::array::from_fn(|_| rng.word());
            words.push(v);
            e.set(slot.file, slot.index, v).expect("a settable input");
        }
        match exe.run(&e) {
            Ok(outcome) => {
                // Long runs (loops to the budget) make smaller batches,
                // still more than one step of lanes.
                if k == 0 && outcome.executed() > 2_000 {
                    count = 40;
                }
                expected.push(Expected {
                    outputs: layout
                        .outputs
                        .iter()
                        .map(|s| outcome.get(s.file, s.index).expect("a register"))
                        .collect(),
                    written: layout
                        .outputs
                        .iter()
                        .map(|s| outcome.written(s.file, s.index))
                        .collect(),
                    status: Status {
                        end: outcome.end(),
                        executed: outcome.executed(),
                        killed: outcome.killed(),
                        cc: [outcome.cc(0), outcome.cc(1)],
                        predicates: outcome.predicates(),
                    },
                    vertices: outcome.vertices().to_vec(),
                });
            }
            Err(err) => {
                // The batch fails at its first failing invocation.
                failure = Some((k, err.to_string()));
                count = k + 1;
            }
        }
        k += 1;
    }
    // The input array in the layout's order.
    let mut inputs = vec![0u32; count * 4 * n_in];
    for k in 0..count {
        for j in 0..n_in {
            for c in 0..4 {
                inputs[order.index(n_in, count, k, j, c)] = words[k * n_in + j][c];
            }
        }
    }
    let kernel = engine
        .compile(exe, &layout)
        .map_err(|e| format!("refused: {e}"))?;
    let mut outputs = vec![0u32; count * 4 * n_out];
    let mut written = vec![0u8; count * n_out];
    let mut status = vec![
        Status {
            end: shasm_exec::End::Normal,
            executed: u64::MAX,
            killed: false,
            cc: [[shasm_ir::CcValue::EQ; 4]; 2],
            predicates: [false; 2],
        };
        count
    ];
    let mut vertices = Vec::new();
    let run = kernel.run(
        env,
        &inputs,
        Results {
            outputs: &mut outputs,
            written: Some(&mut written),
            status: Some(&mut status),
            vertices: Some(&mut vertices),
        },
    );
    match (failure, run) {
        (Some((k, err)), Err(EngineError::Run { invocation, source })) => {
            if invocation != k || source.to_string() != err {
                return Err(format!(
                    "interpreter fails at {k} ({err}), lanes at {invocation} ({source})"
                ));
            }
            return Ok(());
        }
        (Some((k, err)), Ok(_)) => {
            return Err(format!("interpreter fails at {k} ({err}), lanes run"));
        }
        (_, Err(e)) => return Err(format!("lanes fail: {e}")),
        (None, Ok(summary)) => {
            if summary.invocations != count as u64 {
                return Err(format!("{} invocations of {count}", summary.invocations));
            }
        }
    }
    for (k, exp) in expected.iter().enumerate() {
        for (j, slot) in layout.outputs.iter().enumerate() {
            let got: [u32; 4] =
                std::array::from_fn(|c| outputs[order.index(n_out, count, k, j, c)]);
            if !common::same_words(&got, &exp.outputs[j]) {
                return Err(format!(
                    "invocation {k}: {:?}[{}] is {got:08x?}, interpreter {:08x?}",
                    slot.file, slot.index, exp.outputs[j]
                ));
            }
            if written[k * n_out + j] != exp.written[j] {
                return Err(format!(
                    "invocation {k}: {:?}[{}] written {:#x}, interpreter {:#x}",
                    slot.file,
                    slot.index,
                    written[k * n_out + j],
                    exp.written[j]
                ));
            }
        }
        if status[k] != exp.status {
            return Err(format!(
                "invocation {k}: status {:?}, interpreter {:?}",
                status[k], exp.status
            ));
        }
        let mine: Vec<&EmittedVertex> = vertices
            .iter()
            .filter(|(i, _)| *i == k)
            .map(|(_, v)| v)
            .collect();
        let same_vertex = |a: &EmittedVertex, b: &EmittedVertex| {
            a.outputs.len() == b.outputs.len()
                && a.outputs
                    .iter()
                    .zip(&b.outputs)
                    .all(|(x, y)| common::same_words(x, y))
                && a.written == b.written
                && (a.slot, a.primitive, a.winding, a.ends_primitive)
                    == (b.slot, b.primitive, b.winding, b.ends_primitive)
        };
        if mine.len() != exp.vertices.len()
            || mine
                .iter()
                .zip(&exp.vertices)
                .any(|(a, b)| !same_vertex(a, b))
        {
            return Err(format!(
                "invocation {k}: {} vertices emitted, interpreter {}",
                mine.len(),
                exp.vertices.len()
            ));
        }
    }
    Ok(())
}

/// Every program under `examples/`, `tests/` and the corpus on `engine`,
/// against the interpreter; a refusal must be on `allowed` (a part of the
/// program's name, a part of the reason).
pub fn every_program(engine: &dyn Engine, allowed: &[(&str, &str)]) {
    let mut rng = Rng(0x1a4e_5eed);
    let mut checked = 0;
    let mut refused = Vec::new();
    let mut failures = Vec::new();
    for (i, source) in sources(&["tgsi", "vp", "fp", "gp", "pica", "shbin", "arb"])
        .iter()
        .enumerate()
    {
        let Some(program) = load(source) else {
            continue;
        };
        let Ok(inputs) = program.inputs() else {
            continue;
        };
        let exe = Arc::new(program.executable().clone());
        let mut env = inputs.env().clone();
        randomize(&mut env, &mut rng);
        // Both layouts of the arrays, alternately.
        let order = if i.is_multiple_of(2) {
            Order::Aos
        } else {
            Order::Soa
        };
        checked += 1;
        match compare(engine, &exe, &env, &mut rng, order) {
            Ok(()) => {}
            Err(e) if e.starts_with("refused: ") => {
                eprintln!("{} refuses {}: {e}", engine.kind(), source.name);
                refused.push((source.name.clone(), e));
            }
            Err(e) => failures.push(format!("{}: {e}", source.name)),
        }
    }
    eprintln!(
        "{checked} programs compared, {} refused by {}",
        refused.len(),
        engine.kind()
    );
    let unlisted: Vec<String> = refused
        .iter()
        .filter(|(name, reason)| {
            !allowed
                .iter()
                .any(|(n, r)| name.contains(n) && reason.contains(r))
        })
        .map(|(name, reason)| format!("{name}: {reason}"))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        unlisted.is_empty(),
        "refused and not listed:\n{}",
        unlisted.join("\n")
    );
    // The spec tests, examples and corpus hold well over a hundred programs.
    assert!(checked > 100, "only {checked} programs compared");
}

// Random programs: straight-line and branching code of TGSI, NV vertex
// programs and the PICA200, generated into a small template program of
// each language (for its declarations), with operands from the inputs so
// that the lanes of a batch take different paths.

/// A random data instruction reading temporaries, constants and inputs.
fn data(rng: &mut Rng, modifiers: bool, abs: bool) -> Instruction {
    const OPS: &[Opcode] = &[
        Opcode::Add,
        Opcode::Mul,
        Opcode::Mad,
        Opcode::Slt,
        Opcode::Sge,
        Opcode::Mov,
        Opcode::Dp3,
        Opcode::Dp4,
        Opcode::Min,
        Opcode::Max,
        Opcode::Rcp,
        Opcode::Rsq,
        Opcode::Flr,
    ];
    let op = OPS[rng.below(OPS.len() as u64) as usize];
    let mut dst = Dst::new(File::Temp, rng.below(4) as u32);
    dst.mask = WriteMask(1 + rng.below(15) as u8);
    let mut inst = Instruction::new(op).with_dst(dst);
    for _ in 0..op.num_srcs() {
        let mut src = match rng.below(3) {
            0 => Src::new(File::Temp, rng.below(4) as u32),
            1 => Src::new(File::Const, rng.below(4) as u32),
            _ => Src::new(File::Input, rng.below(2) as u32),
        };
        src = src.swizzled(Swizzle(std::array::from_fn(|_| rng.below(4) as u8)));
        if modifiers && rng.below(5) == 0 {
            src = src.negated();
        }
        if abs && rng.below(8) == 0 {
            src.abs = true;
        }
        inst = inst.with_src(src);
    }
    inst
}

/// A source for a branch condition: a temporary or an input component.
fn cond_src(rng: &mut Rng) -> Src {
    let file = if rng.below(2) == 0 {
        File::Temp
    } else {
        File::Input
    };
    Src::new(file, rng.below(2) as u32).swizzled(Swizzle([rng.below(4) as u8; 4]))
}

/// The handle of instruction `k` (test programs are small).
fn id(k: u32) -> InstId {
    InstId::new(k).expect("a small instruction index")
}

#[derive(Default)]
struct Tally {
    programs: usize,
    rejected: usize,
}

/// Compare `template` with new code on a batch of random inputs.
fn check_random(
    engine: &dyn Engine,
    template: &Program,
    code: Vec<Instruction>,
    rng: &mut Rng,
    t: &mut Tally,
) {
    let mut ir = template.executable().program().clone();
    ir.instructions = code;
    ir.labels.clear();
    if ir.end.is_some() {
        ir.end = Some(id(ir.instructions.len() as u32));
    }
    ir.entry = InstId::ZERO;
    ir.semantics.limits.max_executed = 3000;
    let exe = match Executable::new(&ir) {
        Ok(exe) => Arc::new(exe),
        Err(e) => {
            if t.rejected < 3 {
                eprintln!("rejected: {e}");
            }
            t.rejected += 1;
            return;
        }
    };
    t.programs += 1;
    let mut env = exe.env();
    randomize(&mut env, rng);
    let order = if t.programs.is_multiple_of(2) {
        Order::Aos
    } else {
        Order::Soa
    };
    if let Err(e) = compare(engine, &exe, &env, rng, order) {
        panic!("{e}\n{ir}");
    }
}

/// The instruction that closes a block opened by `op`.
fn closing(op: Opcode) -> Opcode {
    match op {
        Opcode::If => Opcode::Endif,
        Opcode::Rep => Opcode::Endrep,
        _ => Opcode::Endloop,
    }
}

/// A random TGSI body with nested IF/ELSE, BGNLOOP and REP with BRK/CONT,
/// CAL into subroutines, RET and KILL_IF.
fn tgsi_body(
    rng: &mut Rng,
    len: usize,
    subs: u32,
    code: &mut Vec<Instruction>,
    calls: &mut Vec<usize>,
) {
    let mut open: Vec<(Opcode, bool)> = Vec::new();
    let mut loops = 0;
    for _ in 0..len {
        let r = rng.below(100);
        if r < 50 || (open.len() > 5 && r < 70) {
            code.push(data(rng, true, true));
        } else if r < 60 {
            code.push(Instruction::new(Opcode::If).with_src(cond_src(rng)));
            open.push((Opcode::If, false));
        } else if r < 65 && matches!(open.last(), Some((Opcode::If, false))) {
            code.push(Instruction::new(Opcode::Else));
            if let Some(top) = open.last_mut() {
                top.1 = true;
            }
        } else if r < 73 {
            if let Some((op, _)) = open.pop() {
                code.push(Instruction::new(closing(op)));
                if op != Opcode::If {
                    loops -= 1;
                }
            }
        } else if r < 78 {
            let op = if rng.below(2) == 0 {
                code.push(Instruction::new(Opcode::Bgnloop));
                Opcode::Bgnloop
            } else {
                let count = Src::new(File::Const, rng.below(4) as u32)
                    .swizzled(Swizzle([rng.below(4) as u8; 4]));
                code.push(Instruction::new(Opcode::Rep).with_src(count));
                Opcode::Rep
            };
            open.push((op, false));
            loops += 1;
        } else if r < 86 && loops > 0 {
            code.push(Instruction::new(Opcode::If).with_src(cond_src(rng)));
            code.push(Instruction::new(if rng.below(10) < 7 {
                Opcode::Brk
            } else {
                Opcode::Cont
            }));
            code.push(Instruction::new(Opcode::Endif));
        } else if r < 91 && subs > 0 {
            calls.push(code.len());
            code.push(
                Instruction::new(Opcode::Cal)
                    .with_extra(Extra::Label(id(rng.below(u64::from(subs)) as u32))),
            );
        } else if r < 95 {
            code.push(Instruction::new(Opcode::KillIf).with_src(cond_src(rng)));
        } else {
            code.push(Instruction::new(Opcode::Ret));
        }
    }
    while let Some((op, _)) = open.pop() {
        code.push(Instruction::new(closing(op)));
    }
}

const TGSI_TEMPLATE: &str = "FRAG\nDCL IN[0..1], GENERIC[0]\nDCL OUT[0], COLOR\nDCL TEMP[0..3]\nDCL CONST[0..3]\n\
    MOV TEMP[0], IN[0]\nMOV OUT[0], TEMP[0]\nEND\n";

/// Random programs on `engine` against the interpreter.
pub fn random_tgsi(engine: &dyn Engine) {
    let template = Program::from_text("t.tgsi", TGSI_TEMPLATE).unwrap();
    let mut rng = Rng(0x7a9e_5123_4567_89ab);
    let mut t = Tally::default();
    for round in 0..80u32 {
        let subs = rng.below(3) as u32;
        let mut code = Vec::new();
        let mut calls = Vec::new();
        let len = 4 + rng.below(30) as usize;
        if round.is_multiple_of(4) {
            // Straight-line code.
            code.extend((0..len).map(|_| data(&mut rng, true, true)));
        } else {
            tgsi_body(&mut rng, len, subs, &mut code, &mut calls);
        }
        code.push(
            Instruction::new(Opcode::Mov)
                .with_dst(Dst::new(File::Output, 0))
                .with_src(Src::new(File::Temp, rng.below(4) as u32)),
        );
        code.push(Instruction::new(Opcode::End));
        let mut starts = Vec::new();
        for _ in 0..subs {
            code.push(Instruction::new(Opcode::Bgnsub));
            starts.push(code.len() as u32);
            let len = 2 + rng.below(8) as usize;
            tgsi_body(&mut rng, len, subs, &mut code, &mut calls);
            code.push(Instruction::new(Opcode::Endsub));
        }
        for at in calls {
            if let Extra::Label(k) = code[at].extra {
                code[at].extra = Extra::Label(id(starts[k.index()]));
            }
        }
        check_random(engine, &template, code, &mut rng, &mut t);
    }
    eprintln!("TGSI: {} programs, {} rejected", t.programs, t.rejected);
    assert!(t.programs >= 70, "{} programs", t.programs);
}

const NV_TEMPLATE: &str = "!!VP2.0\nMOV R0, v[0];\nADDC R1, R0, c[1];\nMOV R2, v[1];\nMOV R3, c[3];\nMOV o[HPOS], R0;\nEND\n";

/// Random programs on `engine` against the interpreter.
pub fn random_nv(engine: &dyn Engine) {
    let template = Program::from_text("t.vp", NV_TEMPLATE).unwrap();
    let rules = [
        CondRule::Eq,
        CondRule::Ne,
        CondRule::Lt,
        CondRule::Ge,
        CondRule::Le,
        CondRule::Gt,
        CondRule::Tr,
        CondRule::Fl,
    ];
    let mut rng = Rng(0x3e11_0c0d_e5a1_7e01);
    let mut t = Tally::default();
    for round in 0..80u32 {
        let len = 4 + rng.below(30) as u32;
        let mut code = Vec::new();
        for _ in 0..len {
            let r = if round.is_multiple_of(4) {
                0
            } else {
                rng.below(100)
            };
            let cond = Condition::Cc(CondTest::new(
                0,
                rules[rng.below(8) as usize],
                Swizzle(std::array::from_fn(|_| rng.below(4) as u8)),
            ));
            let target = Extra::Label(id(rng.below(u64::from(len) + 1) as u32));
            code.push(if r < 55 {
                let mut inst = data(&mut rng, true, false);
                if rng.below(10) < 6 {
                    inst.modifiers.cc_update = Some(0);
                }
                inst
            } else if r < 75 {
                Instruction::new(Opcode::Bra)
                    .with_extra(target)
                    .with_condition(cond)
            } else if r < 87 {
                Instruction::new(Opcode::Cal)
                    .with_extra(target)
                    .with_condition(cond)
            } else if r < 97 {
                Instruction::new(Opcode::Ret).with_condition(cond)
            } else {
                Instruction::new(Opcode::End)
            });
        }
        code.push(
            Instruction::new(Opcode::Mov)
                .with_dst(Dst::new(File::Output, 0))
                .with_src(Src::new(File::Temp, 0)),
        );
        code.push(Instruction::new(Opcode::End));
        check_random(engine, &template, code, &mut rng, &mut t);
    }
    eprintln!("NV: {} programs, {} rejected", t.programs, t.rejected);
    assert!(t.programs >= 70, "{} programs", t.programs);
}

const PICA_TEMPLATE: &str = ".fvec f[4]\n.ivec n0\n.ivec n1\n.bool p0\n.bool p1\n.in inpos v0\n.in inclr v1\n\
    .out outpos position\n.proc main\n  add r0, f[0], inpos\n  mov r1, inclr\n  mov r2, f[2]\n  mov r3, f[3]\n\
    cmp r0, lt, gt, r1\n  for n0\n    add r1, f[aL], r1\n  .end\n  ifu p0\n    mov outpos, r1\n  .end\n  end\n.end\n";

/// Random programs on `engine` against the interpreter.
pub fn random_pica(engine: &dyn Engine) {
    let template = Program::from_text("t.v.pica", PICA_TEMPLATE).unwrap();
    let ir = template.executable().program();
    let find = |op: Opcode| {
        ir.instructions
            .iter()
            .find(|i| i.opcode == op)
            .cloned()
            .expect("the template has it")
    };
    let int_src = find(Opcode::Loopr).src[0];
    let relative = find(Opcode::Add);
    let setp = find(Opcode::Setp);
    let mut rng = Rng(0x9ca2_00f1_0a75_0001);
    let mut t = Tally::default();
    for round in 0..120u32 {
        let len = 4 + rng.below(28) as u32;
        let nested = round.is_multiple_of(2);
        let straight = round.is_multiple_of(6);
        let mut code = Vec::new();
        for at in 0..len {
            let r = if straight { 0 } else { rng.below(100) };
            let flags = Condition::Flags {
                combine: FlagCombine::from_bits(rng.below(4) as u32),
                refs: [rng.below(2) == 0, rng.below(2) == 0],
            };
            let boolean = Condition::Bool {
                index: rng.below(2) as u32,
                negate: rng.below(2) == 0,
            };
            let cond = if rng.below(10) < 7 { flags } else { boolean };
            let target = InstId::saturating(if nested {
                at + 1 + rng.below(u64::from(len - at)) as u32
            } else {
                rng.below(u64::from(len) + 2) as u32
            });
            let count = rng.below(4) as u32;
            code.push(if r < 40 {
                let mut inst = data(&mut rng, true, false);
                inst.src.iter_mut().for_each(|s| {
                    if s.file() == File::Const {
                        s.set_index(rng.below(4) as i32);
                    }
                });
                inst
            } else if r < 45 {
                // A relative constant read (f[aL]), in or out of range.
                relative.clone()
            } else if r < 57 {
                let mut cmp = setp.clone();
                cmp.src[0] = cond_src(&mut rng);
                cmp.src[1] = Src::new(File::Temp, rng.below(4) as u32)
                    .swizzled(Swizzle(std::array::from_fn(|_| rng.below(4) as u8)));
                cmp
            } else if r < 69 {
                Instruction::new(Opcode::Ifr)
                    .with_extra(Extra::Range { target, count })
                    .with_condition(cond)
            } else if r < 75 {
                Instruction::new(Opcode::Calr)
                    .with_extra(Extra::Range {
                        target,
                        count: count + 1,
                    })
                    .with_condition(cond)
            } else if r < 84 {
                let mut src = int_src;
                src.set_index(rng.below(2) as i32);
                Instruction::new(Opcode::Loopr)
                    .with_src(src)
                    .with_extra(Extra::Range { target, count: 0 })
            } else if r < 90 {
                Instruction::new(Opcode::Brkr).with_condition(flags)
            } else if r < 95 {
                Instruction::new(Opcode::Bra)
                    .with_extra(Extra::Label(target))
                    .with_condition(cond)
            } else if r < 98 {
                Instruction::new(Opcode::Mov)
                    .with_dst(Dst::new(File::Output, 0))
                    .with_src(Src::new(File::Temp, 1))
            } else {
                Instruction::new(Opcode::End)
            });
        }
        code.extend((0..8).map(|_| Instruction::new(Opcode::Nop)));
        check_random(engine, &template, code, &mut rng, &mut t);
    }
    eprintln!("PICA: {} programs, {} rejected", t.programs, t.rejected);
    assert!(t.programs >= 100, "{} programs", t.programs);
}
