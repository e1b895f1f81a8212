//! Running a loaded program: the environment (the driver's set-up, textures,
//! `--set` values by the program's own names), one run, a 2x2 quad, and
//! timed runs.

use crate::driver::{self, Driver, Failure, Input, Loaded, Options, Target};
use crate::report::Report;
use crate::values::{parse_assignment, parse_component};
use shasm_exec::{Env, ExecError, Executable};
use std::time::Instant;

/// Load a program: choose the driver and run the spec's load step.
pub fn load(input: &Input, options: &Options) -> Result<(&'static dyn Driver, Loaded), Failure> {
    let driver = driver::choose(input, options.isa.as_deref())?;
    let loaded = driver.load(input, options)?;
    Ok((driver, loaded))
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

pub fn run_error(e: ExecError) -> Failure {
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
