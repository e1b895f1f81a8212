//! The commands of `shasm`, callable in-process (the binary and the
//! spec-test runner share them).

use crate::driver::{self, Driver, Failure, Input, Loaded, Options, Target};
use crate::report::Report;
use crate::values::{parse_assignment, parse_component};
use shasm_diag::{Diagnostic, render};
use shasm_exec::{Env, ExecError, Executable};
use std::time::Instant;

/// Load a program: choose the driver and run the spec's load step.
pub fn load(input: &Input, options: &Options) -> Result<(&'static dyn Driver, Loaded), Failure> {
    let driver = driver::choose(input, options.isa.as_deref())?;
    let loaded = driver.load(input, options)?;
    Ok((driver, loaded))
}

/// Render diagnostics against the input (binary inputs get no snippet).
pub fn render_diagnostics(input: &Input, diagnostics: &[Diagnostic]) -> String {
    match std::str::from_utf8(&input.bytes) {
        Ok(text) => render(&input.name, text, diagnostics),
        Err(_) => diagnostics
            .iter()
            .map(|d| {
                format!(
                    "{}: {}: {} (at byte offset {})\n",
                    input.name,
                    d.severity.name(),
                    d.message,
                    d.span.start
                )
            })
            .collect(),
    }
}

/// Text of a failure for stderr.
pub fn failure_text(input: &Input, failure: &Failure) -> String {
    match failure {
        Failure::Invalid(d) => render_diagnostics(input, d),
        Failure::Rejected(m) => format!("{}: error: {m}\n", input.name),
        Failure::Usage(m) => format!("error: {m}\n"),
    }
}

/// Prepare, set up the environment and run once.
pub fn execute(
    driver: &dyn Driver,
    loaded: &Loaded,
    options: &Options,
) -> Result<(Executable, Report), Failure> {
    let exe = prepare(loaded, options)?;
    if options.quad {
        let report = execute_quad(driver, loaded, &exe, options)?;
        return Ok((exe, report));
    }
    let env = make_env(driver, loaded, &exe, options)?;
    let outcome = exe.run(&env).map_err(run_error)?;
    let mut report = Report::new(&exe, &outcome);
    driver.finish_report(loaded, &outcome, &mut report);
    Ok((exe, report))
}

/// `--quad`: run four fragments in lock step. The report is pixel 0's, with
/// all four pixels (0 included) in [`Report::pixels`].
fn execute_quad(
    driver: &dyn Driver,
    loaded: &Loaded,
    exe: &Executable,
    options: &Options,
) -> Result<Report, Failure> {
    if exe.program().stage != shasm_ir::Stage::Fragment {
        return Err(Failure::Usage(
            "--quad runs fragment programs; this is not one".into(),
        ));
    }
    let envs = make_quad_envs(driver, loaded, exe, options)?;
    let outcomes = exe
        .run_quad([&envs[0], &envs[1], &envs[2], &envs[3]])
        .map_err(run_error)?;
    let pixels: Vec<Report> = outcomes
        .iter()
        .map(|outcome| {
            let mut r = Report::new(exe, outcome);
            driver.finish_report(loaded, outcome, &mut r);
            r
        })
        .collect();
    let mut report = pixels[0].clone();
    report.pixels = pixels;
    Ok(report)
}

fn run_error(e: ExecError) -> Failure {
    Failure::Rejected(format!("run failed: {e}"))
}

/// Prepare the program for execution, applying `--budget`.
pub fn prepare(loaded: &Loaded, options: &Options) -> Result<Executable, Failure> {
    let mut program = loaded.program.clone();
    if let Some(b) = options.budget {
        program.semantics.limits.max_executed = b;
    }
    Executable::new(&program).map_err(|e| Failure::Rejected(e.to_string()))
}

/// The environment of a run: the driver's set-up, then every `--set`.
pub fn make_env(
    driver: &dyn Driver,
    loaded: &Loaded,
    exe: &Executable,
    options: &Options,
) -> Result<Env, Failure> {
    let mut env = base_env(driver, loaded, exe, options)?;
    driver.prepare_pixel(loaded, &mut env, 0)?;
    for text in input_file_sets(options)?.iter().chain(&options.sets) {
        apply_set(driver, loaded, &mut env, text)?;
    }
    driver.check_env(loaded, &env)?;
    Ok(env)
}

/// The environment before per-pixel defaults and `--set`: the driver's
/// set-up and the `--texture` bindings.
fn base_env(
    driver: &dyn Driver,
    loaded: &Loaded,
    exe: &Executable,
    options: &Options,
) -> Result<Env, Failure> {
    let mut env = exe.env();
    driver.prepare_env(loaded, &mut env, options)?;
    for (unit, texture) in crate::textures::load(exe.program(), options)? {
        env.bind_texture(unit, texture)
            .map_err(|e| Failure::Usage(format!("--texture: {e}")))?;
    }
    Ok(env)
}

/// The four environments of a `--quad` run: `--set NAME@K=...` applies to
/// pixel K, a plain `--set` to all four.
pub fn make_quad_envs(
    driver: &dyn Driver,
    loaded: &Loaded,
    exe: &Executable,
    options: &Options,
) -> Result<[Env; 4], Failure> {
    let base = base_env(driver, loaded, exe, options)?;
    let mut envs = [base.clone(), base.clone(), base.clone(), base];
    for (pixel, env) in envs.iter_mut().enumerate() {
        driver.prepare_pixel(loaded, env, pixel)?;
    }
    for text in input_file_sets(options)?.iter().chain(&options.sets) {
        let set = parse_set(driver, loaded, text)?;
        match set.pixel {
            Some(k) => write_set(&mut envs[k], &set)?,
            None => {
                for env in &mut envs {
                    write_set(env, &set)?;
                }
            }
        }
    }
    for env in &envs {
        driver.check_env(loaded, env)?;
    }
    Ok(envs)
}

/// The assignments of `--inputs FILE`.
fn input_file_sets(options: &Options) -> Result<Vec<String>, Failure> {
    let Some(path) = &options.inputs else {
        return Ok(Vec::new());
    };
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::Usage(format!("cannot read {}: {e}", path.display())))?;
    Ok(text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect())
}

/// Apply one `--set NAME=VALUES`.
pub fn apply_set(
    driver: &dyn Driver,
    loaded: &Loaded,
    env: &mut Env,
    text: &str,
) -> Result<(), Failure> {
    let set = parse_set(driver, loaded, text)?;
    if set.pixel.is_some() {
        return Err(Failure::Usage(format!(
            "--set {text}: values for one pixel of a quad (`@K`) need --quad"
        )));
    }
    write_set(env, &set)
}

/// A parsed `--set`: where it writes, for which quad pixel, what words.
struct Set {
    name: String,
    pixel: Option<usize>,
    target: Target,
    words: Vec<u32>,
}

/// Parse `NAME[@K]=VALUES` against the program.
fn parse_set(driver: &dyn Driver, loaded: &Loaded, text: &str) -> Result<Set, Failure> {
    let a = parse_assignment(text).map_err(|e| Failure::Usage(e.to_string()))?;
    let (name, pixel) = match a.name.rsplit_once('@') {
        Some((name, k)) => match k.trim().parse::<usize>() {
            Ok(k) if k < 4 => (name.trim().to_string(), Some(k)),
            _ => {
                return Err(Failure::Usage(format!(
                    "--set {text}: `@{k}` is not a quad pixel (0, 1, 2 or 3)"
                )));
            }
        },
        None => (a.name.clone(), None),
    };
    let target = driver::resolve_name(&loaded.program, &name)
        .or_else(|| driver.resolve(loaded, &name))
        .ok_or_else(|| {
            Failure::Usage(format!(
                "`{name}` is not a register or parameter of this program"
            ))
        })?;
    let integer = target.file.is_integer();
    let words = a
        .components
        .iter()
        .map(|c| parse_component(c, integer))
        .collect::<Result<Vec<u32>, _>>()
        .map_err(|e| Failure::Usage(e.to_string()))?;
    Ok(Set {
        name,
        pixel,
        target,
        words,
    })
}

fn write_set(env: &mut Env, set: &Set) -> Result<(), Failure> {
    let Target {
        file,
        index,
        dimension,
    } = set.target;
    // More than four components fill consecutive registers (a matrix
    // uniform takes its rows in order).
    for (k, chunk) in set.words.chunks(4).enumerate() {
        let mut value = [None; 4];
        for (slot, w) in value.iter_mut().zip(chunk) {
            *slot = Some(*w);
        }
        env.set_components_2d(file, dimension, index + k as u32, value)
            .map_err(|e| Failure::Usage(format!("--set {}: {e}", set.name)))?;
    }
    Ok(())
}

/// Output of a command: what goes to stdout and stderr, and the exit code.
#[derive(Debug, Default)]
pub struct Output {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

impl Output {
    /// The output of a command: its text on stdout (exit 0), or the failure
    /// on stderr.
    fn of(input: &Input, result: Result<String, Failure>) -> Output {
        match result {
            Ok(stdout) => Output {
                stdout,
                stderr: String::new(),
                code: 0,
            },
            Err(f) => Output::fail(input, &f),
        }
    }

    fn fail(input: &Input, f: &Failure) -> Output {
        Output {
            stdout: String::new(),
            stderr: failure_text(input, f),
            code: f.exit_code(),
        }
    }
}

fn warnings(input: &Input, loaded: &Loaded) -> String {
    if loaded.warnings.is_empty() {
        String::new()
    } else {
        render_diagnostics(input, &loaded.warnings)
    }
}

/// `shasm check FILE`.
pub fn check(input: &Input, options: &Options) -> Output {
    match load(input, options) {
        Ok((_, loaded)) => Output {
            stdout: String::new(),
            stderr: warnings(input, &loaded),
            code: 0,
        },
        Err(f) => Output::fail(input, &f),
    }
}

/// `shasm run FILE`.
pub fn run(input: &Input, options: &Options, json: bool) -> Output {
    let (driver, loaded) = match load(input, options) {
        Ok(v) => v,
        Err(f) => return Output::fail(input, &f),
    };
    let mut stderr = warnings(input, &loaded);
    match execute(driver, &loaded, options) {
        Ok((_, report)) => {
            let stdout = if json {
                crate::report::json_text(&report.to_json())
            } else {
                report.to_text()
            };
            Output {
                stdout,
                stderr,
                code: 0,
            }
        }
        Err(f) => {
            stderr.push_str(&failure_text(input, &f));
            Output {
                stdout: String::new(),
                stderr,
                code: f.exit_code(),
            }
        }
    }
}

/// `shasm fmt FILE`.
pub fn fmt(input: &Input, options: &Options) -> Output {
    let result = load(input, options).and_then(|(d, l)| d.format(input, &l));
    Output::of(input, result)
}

/// `shasm translate FILE --to TARGET`.
pub fn translate(input: &Input, options: &Options, to: &str) -> Output {
    let result = load(input, options).and_then(|(driver, loaded)| match to {
        "tgsi" => {
            let (program, notes) = driver.translation(&loaded, to)?;
            shasm_tgsi::to_text(&program)
                .map(|text| (text, notes))
                .map_err(|e| Failure::Rejected(e.to_string()))
        }
        other => Err(Failure::Usage(format!(
            "unknown translation target `{other}` (known: tgsi)"
        ))),
    });
    match result {
        Ok((text, notes)) => Output {
            stdout: text,
            stderr: if notes.is_empty() {
                String::new()
            } else {
                render_diagnostics(input, &notes)
            },
            code: 0,
        },
        Err(f) => Output::fail(input, &f),
    }
}

/// Measured speed of the interpreter on one program.
#[derive(Clone, Debug)]
pub struct BenchResult {
    pub invocations: u64,
    pub seconds: f64,
    pub executed_per_invocation: u64,
}

impl BenchResult {
    pub fn per_second(&self) -> f64 {
        self.invocations as f64 / self.seconds
    }
}

/// Run the program `invocations` times in one reused machine.
pub fn bench_program(
    driver: &dyn Driver,
    loaded: &Loaded,
    options: &Options,
    invocations: u64,
) -> Result<BenchResult, Failure> {
    if options.quad {
        return Err(Failure::Usage("--quad is for `shasm run`".into()));
    }
    let exe = prepare(loaded, options)?;
    let env = make_env(driver, loaded, &exe, options)?;
    let mut machine = exe.machine();
    // Warm up (and surface run errors before timing).
    exe.run_in(&mut machine, &env).map_err(run_error)?;
    let executed = machine.executed();
    let start = Instant::now();
    for _ in 0..invocations {
        exe.run_in(&mut machine, &env).map_err(run_error)?;
    }
    let seconds = start.elapsed().as_secs_f64().max(1e-9);
    Ok(BenchResult {
        invocations,
        seconds,
        executed_per_invocation: executed,
    })
}

/// `shasm bench FILE`.
pub fn bench(input: &Input, options: &Options, invocations: u64) -> Output {
    let result = load(input, options).and_then(|(d, l)| bench_program(d, &l, options, invocations));
    let result = result.map(|r| {
        format!(
                "{}: {} invocations in {:.3} s: {:.0} invocations/s ({:.1} ns each, {} instructions executed per invocation)\n",
                input.name,
                r.invocations,
                r.seconds,
                r.per_second(),
                r.seconds * 1e9 / r.invocations.max(1) as f64,
                r.executed_per_invocation
            )
    });
    Output::of(input, result)
}

/// The most executed instructions `shasm trace` prints.
pub const MAX_TRACE_STEPS: u64 = 100_000;

/// `shasm trace FILE`: run once, printing every executed instruction (in IR
/// text) with the destination register it wrote, then the results. A run
/// that fails still prints its trace up to the failure.
pub fn trace(input: &Input, options: &Options) -> Output {
    let mut text = String::new();
    let result = load(input, options).and_then(|(driver, loaded)| {
        if options.quad {
            return Err(Failure::Usage("--quad is for `shasm run`".into()));
        }
        let exe = prepare(&loaded, options)?;
        let env = make_env(driver, &loaded, &exe, options)?;
        let program = exe.program();
        let outcome = exe
            .run_traced(&env, &mut |step| trace_line(&mut text, program, step))
            .map_err(run_error)?;
        let mut report = Report::new(&exe, &outcome);
        driver.finish_report(&loaded, &outcome, &mut report);
        text.push_str("--\n");
        text.push_str(&report.to_text());
        Ok(())
    });
    match result {
        Ok(()) => Output {
            stdout: text,
            stderr: String::new(),
            code: 0,
        },
        Err(f) => Output {
            stdout: text,
            ..Output::fail(input, &f)
        },
    }
}

/// One executed instruction of a trace: its IR text, the destination's
/// value after it and, for condition-code updates, the new condition code.
/// Lines stop after [`MAX_TRACE_STEPS`] so runaway programs stay readable.
fn trace_line(text: &mut String, program: &shasm_ir::Program, step: &shasm_exec::TraceStep<'_>) {
    if step.executed > MAX_TRACE_STEPS {
        if step.executed == MAX_TRACE_STEPS + 1 {
            text.push_str(&format!(
                "... (the trace stops after {MAX_TRACE_STEPS} instructions; the run goes on)\n"
            ));
        }
        return;
    }
    let inst = step.instruction.to_string();
    text.push_str(&format!("{:>6} {:>4}: {inst:<48}", step.executed, step.pc));
    if let (Some(d), Some(bits)) = (step.instruction.dst, step.dst) {
        let values: Vec<_> = bits.iter().map(|b| crate::values::float_text(*b)).collect();
        text.push_str(&format!(
            " {} = ({})",
            program.spell(d.file, d.index),
            values.join(", ")
        ));
    }
    if step.instruction.modifiers.cc_update.is_some() {
        let cc: Vec<_> = step.cc[0].iter().map(|c| c.nv_name()).collect();
        text.push_str(&format!(" CC = ({})", cc.join(", ")));
    }
    text.push('\n');
}

/// `shasm asm SRC... -o OUT.shbin [-h HEADER] [-n]`: assemble and link
/// picasso sources into one SHBIN, as picasso's options do. Returns the
/// output and, on success, the SHBIN bytes and the header text to write.
pub fn asm(inputs: &[Input], auto_nop: bool) -> (Output, Option<(Vec<u8>, String)>) {
    let mut texts = Vec::new();
    for input in inputs {
        match input.text() {
            Ok(t) => texts.push(t),
            Err(d) => return (Output::fail(input, &Failure::Invalid(d)), None),
        }
    }
    let sources: Vec<shasm_pica::asm::Source<'_>> = inputs
        .iter()
        .zip(&texts)
        .map(|(i, t)| shasm_pica::asm::Source {
            name: &i.name,
            text: t,
        })
        .collect();
    let rendered = |diags: &[shasm_pica::asm::FileDiagnostic]| -> String {
        diags
            .iter()
            .map(|d| {
                let input = &inputs[d.file.min(inputs.len() - 1)];
                render_diagnostics(input, std::slice::from_ref(&d.diagnostic))
            })
            .collect()
    };
    match shasm_pica::asm::assemble(&sources, shasm_pica::asm::Options { auto_nop }) {
        Ok(out) => (
            Output {
                stdout: String::new(),
                stderr: rendered(&out.warnings),
                code: 0,
            },
            Some((out.shbin.write(), out.header())),
        ),
        Err(e) => (
            Output {
                stdout: String::new(),
                stderr: rendered(&e.diagnostics),
                code: 1,
            },
            None,
        ),
    }
}

/// `shasm dis FILE.shbin`: picasso source that assembles back to the same
/// SHBIN (one file per DVLE, in order), or an annotated listing when
/// picasso's language cannot express the binary (`--listing` asks for it).
pub fn dis(input: &Input, listing: bool) -> Output {
    let shbin = match shasm_pica::Shbin::read(&input.bytes) {
        Ok(s) => s,
        Err(e) => {
            return Output::fail(input, &Failure::Rejected(format!("not a valid SHBIN: {e}")));
        }
    };
    if listing {
        return Output {
            stdout: shasm_pica::dis::listing(&shbin),
            stderr: String::new(),
            code: 0,
        };
    }
    match crate::pica::disassembly_text(&shbin) {
        Ok((text, note)) => Output {
            stdout: text,
            stderr: note.map_or(String::new(), |n| format!("{}: note: {n}\n", input.name)),
            code: 0,
        },
        Err(f) => Output::fail(input, &f),
    }
}

/// The disassembly of a SHBIN as `(file name, source)` pairs, one per DVLE
/// in order (`dvle0.v.pica`, `dvle1.g.pica`, ...), to be assembled together.
pub fn dis_files(input: &Input) -> Result<Vec<(String, String)>, Output> {
    let shbin = shasm_pica::Shbin::read(&input.bytes)
        .map_err(|e| Output::fail(input, &Failure::Rejected(format!("not a valid SHBIN: {e}"))))?;
    let d = shasm_pica::dis::disassemble(&shbin).map_err(|e| {
        Output::fail(
            input,
            &Failure::Rejected(format!("picasso source cannot express this binary: {e}")),
        )
    })?;
    Ok(d.files
        .into_iter()
        .enumerate()
        .map(|(k, f)| {
            let kind = if f.geometry { "g" } else { "v" };
            (format!("dvle{k}.{kind}.pica"), f.text)
        })
        .collect())
}
