//! Issue 20, item 6: the lane engine (`shasm-lanes`) computes what the
//! reference interpreter computes, bit for bit. Every program under
//! `examples/`, `tests/` (spec files' programs too) and `tests/corpus/`
//! that loads runs as one batch of several hundred invocations with
//! deterministic random inputs (NaN, ±inf, ±0, denormals, float24 edge
//! values among them) on both: every output and temporary register with
//! its write mask, the condition codes, predicates, kill flag, executed
//! count, end and emitted vertices must be identical, and so must a
//! failure (the same invocation, the same error).
//!
//! The interpreter runs each invocation alone (`Executable::run`, which is
//! `run_in` on a fresh machine with the untouched registers settled); the
//! lane engine runs the batch as one `Kernel::run`. Programs the lane
//! engine refuses are printed; each must be on [`REFUSED`] with its reason.

use shasm::driver::Input;
use shasm::{Options, Program};
use shasm_engine::{Engine, EngineError, IoLayout, Order, Results, Slot, Status};
use shasm_exec::{EmittedVertex, Env, Executable};
use shasm_ir::File;
use shasm_lanes::Lanes;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Programs the lane engine may refuse, by a part of their name, with the
/// part of the reason it must give.
const REFUSED: &[(&str, &str)] = &[];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// A program to check: its name, bytes and `--isa`.
struct Source {
    name: String,
    bytes: Vec<u8>,
    isa: Option<String>,
}

/// The programs under examples/ and tests/ (corpus included), and those of
/// the spec tests (their text after `---`).
fn sources() -> Vec<Source> {
    let root = root();
    let mut files = Vec::new();
    walk(&root.join("examples"), &mut files);
    walk(&root.join("tests"), &mut files);
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        let Ok(bytes) = std::fs::read(&path) else {
            continue;
        };
        let name = path
            .strip_prefix(&root)
            .unwrap_or(&path)
            .display()
            .to_string();
        match ext {
            "tgsi" | "vp" | "fp" | "gp" | "pica" | "shbin" | "arb" => out.push(Source {
                name,
                bytes,
                isa: None,
            }),
            "test" => {
                let text = String::from_utf8_lossy(&bytes);
                let Some((header, body)) = text.split_once("\n---\n") else {
                    continue;
                };
                let mut isa = None;
                let mut own_file = false;
                for line in header.lines() {
                    if let Some(v) = line.strip_prefix("isa:") {
                        isa = Some(v.trim().to_string());
                    } else if line.starts_with("source:") {
                        // A file of its own, checked as such.
                        own_file = true;
                    }
                }
                if !own_file {
                    out.push(Source {
                        name,
                        bytes: body.as_bytes().to_vec(),
                        isa,
                    });
                }
            }
            _ => {}
        }
    }
    out
}

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

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
fn compare(exe: &Arc<Executable>, env: &Env, rng: &mut Rng, order: Order) -> Result<(), String> {
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
    let kernel = Lanes.compile(exe, &layout).map_err(|e| format!("refused: {e}"))?;
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
            if got != exp.outputs[j] {
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
        if mine.len() != exp.vertices.len() || mine.iter().zip(&exp.vertices).any(|(a, b)| *a != b)
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

#[test]
fn every_program_runs_the_same_on_the_lane_engine() {
    let mut rng = Rng(0x1a4e_5eed);
    let mut checked = 0;
    let mut refused = Vec::new();
    let mut failures = Vec::new();
    for (i, source) in sources().iter().enumerate() {
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
        let order = if i % 2 == 0 { Order::Aos } else { Order::Soa };
        checked += 1;
        match compare(&exe, &env, &mut rng, order) {
            Ok(()) => {}
            Err(e) if e.starts_with("refused: ") => {
                eprintln!("lanes refuse {}: {e}", source.name);
                refused.push((source.name.clone(), e));
            }
            Err(e) => failures.push(format!("{}: {e}", source.name)),
        }
    }
    eprintln!(
        "{checked} programs compared, {} refused by the lane engine",
        refused.len()
    );
    let unlisted: Vec<String> = refused
        .iter()
        .filter(|(name, reason)| {
            !REFUSED
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
