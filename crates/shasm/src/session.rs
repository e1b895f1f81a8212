//! Running a loaded program: the environment (the driver's set-up, textures,
//! `--set` values by the program's own names), one run, a 2x2 quad, and
//! timed runs.

use crate::driver::{self, Driver, Loaded, Options, Target};
use crate::engines::Outcome;
use crate::error::Error;
use crate::report::{Report, ValueType, WrittenTypes};
use crate::values::{parse_assignment, parse_component, parse_integer_component};
use shasm_engine::{EngineKind, IoLayout, Kernel, Order, Results, Slot};
use shasm_exec::{Env, ExecError, Executable};
use std::sync::Arc;
use std::time::Instant;

/// Set up the environment and run once (a 2x2 quad with `options.quad`)
/// on the options' engine.
pub(crate) fn execute_prepared(
    driver: &dyn Driver,
    loaded: &Loaded,
    exe: &Arc<Executable>,
    options: &Options,
) -> Result<Report, Error> {
    if options.quad {
        return execute_quad(driver, loaded, exe, options);
    }
    let mut env = make_env(driver, loaded, exe, options)?;
    fragment_coordinates(loaded, options, &mut env)?;
    run_once(driver, loaded, exe, options, &env)
}

/// Run one invocation of `env` on the options' engine and report it.
pub(crate) fn run_once(
    driver: &dyn Driver,
    loaded: &Loaded,
    exe: &Arc<Executable>,
    options: &Options,
    env: &Env,
) -> Result<Report, Error> {
    let engine = crate::engine(options.engine)?;
    let outcomes = crate::engines::run_reported(engine.as_ref(), exe, &[env], false)?;
    let outcome = outcomes.first().ok_or(Error::Unsupported {
        operation: "a run",
        what: "an empty batch".to_string(),
    })?;
    driver.check_outcome(loaded, outcome)?;
    let written = written_types(loaded, exe, env);
    Ok(report(driver, loaded, exe, outcome, written.as_ref()))
}

/// `--quad`: run four fragments in lock step. The report is pixel 0's, with
/// all four pixels (0 included) in [`Report::pixels`].
fn execute_quad(
    driver: &dyn Driver,
    loaded: &Loaded,
    exe: &Arc<Executable>,
    options: &Options,
) -> Result<Report, Error> {
    if exe.program().stage != shasm_ir::Stage::Fragment {
        return Err(Error::bad_option(
            "--quad",
            "",
            "2x2 quads run fragment programs; this is not one",
        ));
    }
    let mut envs = make_quad_envs(driver, loaded, exe, options)?;
    for env in &mut envs {
        fragment_coordinates(loaded, options, env)?;
    }
    let engine = crate::engine(options.engine)?;
    let [a, b, c, d] = &envs;
    let outcomes = crate::engines::run_reported(engine.as_ref(), exe, &[a, b, c, d], true)?;
    // Each pixel's types come from a run of that pixel alone (what the
    // last write of a register was does not depend on its neighbours
    // unless a branch reads a derivative).
    let pixels: Vec<Report> = outcomes
        .iter()
        .zip(&envs)
        .map(|(outcome, env)| {
            let written = written_types(loaded, exe, env);
            report(driver, loaded, exe, outcome, written.as_ref())
        })
        .collect();
    let mut report = pixels[0].clone();
    report.pixels = pixels;
    Ok(report)
}

/// The report of a run: the generic one, with what the language adds,
/// each component typed by `written` (the types of the run's last writes)
/// where its register has no type of its own.
pub(crate) fn report(
    driver: &dyn Driver,
    loaded: &Loaded,
    exe: &Executable,
    outcome: &Outcome,
    written: Option<&WrittenTypes>,
) -> Report {
    let mut report = Report::new(exe, outcome);
    driver.finish_report(loaded, outcome, &mut report);
    let entries = report
        .outputs
        .iter_mut()
        .chain(report.temps.iter_mut())
        .chain(report.params.iter_mut().flatten());
    for e in entries {
        e.types = match written {
            Some(w) => w.types(e.file, e.index, e.value_type),
            None => [e.value_type; 4],
        };
    }
    report
}

/// A register's own type: NV_gpu_program4's declared INT and UINT, else
/// the IR's (integer files and declarations, integer system values).
pub(crate) fn declared_type(loaded: &Loaded, file: shasm_ir::File, index: u32) -> ValueType {
    crate::gp4::declared_number(loaded, file, index)
        .unwrap_or_else(|| crate::report::value_type_of(&loaded.program, file, index, 0))
}

/// The types of the last writes of a run of `env`: the engines report
/// words, not which op wrote them. Programs that cannot leave an integer
/// in an untyped register (every NV, ARB and PICA200 program) need none:
/// `None`. Else they come from the program's flow, the same for every run
/// ([`WrittenTypes::from_flow`]), and only where its paths disagree from a
/// second, traced run of `env` in the reference interpreter (`None` when
/// that trace fails: the run itself succeeded; its words stand).
fn written_types(loaded: &Loaded, exe: &Executable, env: &Env) -> Option<WrittenTypes> {
    let declared = |file, index| declared_type(loaded, file, index);
    let program = exe.program();
    if !crate::report::written::has_integer_results(program, &declared) {
        return None;
    }
    if let Some(written) = WrittenTypes::from_flow(program, &declared) {
        return Some(written);
    }
    let mut written = WrittenTypes::new();
    exe.run_traced(env, &mut |step| {
        written.record(program, step.instruction, &declared);
    })
    .ok()?;
    Some(written)
}

/// A failed run, located at the instruction it stopped at where the
/// interpreter names one.
pub(crate) fn run_error_at(exe: &Executable, e: ExecError) -> Error {
    let pc = match &e {
        ExecError::CallOverflow { pc, .. }
        | ExecError::BreakOutsideLoop { pc }
        | ExecError::TooMuchGeometry { pc, .. }
        | ExecError::Unsupported { pc, .. }
        | ExecError::WrongFlowModel { pc, .. } => Some(*pc),
        _ => None,
    };
    let at = pc
        .filter(|&pc| pc < exe.program().instructions.len())
        .map(|pc| {
            let span = shasm_ir::InstId::from_index(pc)
                .map_or(shasm_ir::Span::NONE, |id| exe.program().spans.inst(id));
            shasm_diag::Diagnostic::error(span.range(), format!("run failed: {e}"))
                .with_label(format!("instruction {pc}"))
                .with_code("run/failed")
        })
        .map(Box::new);
    Error::Run { source: e, at }
}

/// Prepare the program for execution, applying `--budget`.
pub(crate) fn prepare(loaded: &Loaded, options: &Options) -> Result<Executable, Error> {
    let mut program = loaded.program.clone();
    if let Some(b) = options.budget {
        program.semantics.limits.max_executed = b;
    }
    Ok(Executable::new(&program)?)
}

/// The environment of a run: the driver's set-up, then every `--set`.
pub(crate) fn make_env(
    driver: &dyn Driver,
    loaded: &Loaded,
    exe: &Executable,
    options: &Options,
) -> Result<Env, Error> {
    let mut env = base_env(driver, loaded, exe, options)?;
    driver.prepare_pixel(loaded, &mut env, 0)?;
    for (text, origin) in register_assignments(driver, loaded, options)? {
        apply_set(driver, loaded, options, &mut env, &text).map_err(|e| at_origin(e, origin))?;
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
) -> Result<Env, Error> {
    let mut env = exe.env();
    driver.prepare_env(loaded, &mut env, options)?;
    crate::textures::bind_files(
        exe.program(),
        &crate::textures::run_textures(options)?,
        &mut env,
    )?;
    Ok(env)
}

/// The four environments of a `--quad` run: `--set NAME@K=...` applies to
/// pixel K, a plain `--set` to all four.
pub(crate) fn make_quad_envs(
    driver: &dyn Driver,
    loaded: &Loaded,
    exe: &Executable,
    options: &Options,
) -> Result<[Env; 4], Error> {
    let base = base_env(driver, loaded, exe, options)?;
    let mut envs = [base.clone(), base.clone(), base.clone(), base];
    for (pixel, env) in envs.iter_mut().enumerate() {
        driver.prepare_pixel(loaded, env, pixel)?;
    }
    for (text, origin) in register_assignments(driver, loaded, options)? {
        let set =
            parse_set(driver, loaded, options, &text).map_err(|e| at_origin(e, origin.clone()))?;
        match set.pixel {
            Some(k) => write_set(&mut envs[k], &set).map_err(|e| at_origin(e, origin))?,
            None => {
                for env in &mut envs {
                    write_set(env, &set).map_err(|e| at_origin(e, origin.clone()))?;
                }
            }
        }
    }
    for env in &envs {
        driver.check_env(loaded, env)?;
    }
    Ok(envs)
}

/// Every assignment of a run: the `--inputs` file's lines first, each
/// with its `FILE:LINE` origin, then the `--set` options.
/// A name the driver applies to its own state ([`Driver::takes_set`], ARB
/// `state.*`) cannot be written into prepared inputs: the bindings derived
/// from it were computed already. It belongs in [`Options::sets`].
pub(crate) fn refuse_taken(driver: &dyn Driver, name: &str) -> Result<(), Error> {
    if driver.takes_set(name) {
        return Err(Error::bad_option(
            "--set",
            name,
            "GL state is set before a run's inputs are made, so that the bindings derived \
             from it follow: give it in Options::sets (the command line does)",
        ));
    }
    Ok(())
}

/// The assignments that write registers: those the driver does not apply
/// itself ([`Driver::takes_set`]). `--vertex` needs a geometry program.
fn register_assignments(
    driver: &dyn Driver,
    loaded: &Loaded,
    options: &Options,
) -> Result<Vec<(String, Option<String>)>, Error> {
    if let Some(first) = options.vertices.first()
        && loaded.program.stage != shasm_ir::Stage::Geometry
    {
        return Err(Error::bad_option(
            "--vertex",
            first.to_string(),
            "only geometry programs read input vertices; use --set",
        ));
    }
    let mut all = assignments(options)?;
    all.retain(|(text, _)| parse_assignment(text).map_or(true, |a| !driver.takes_set(&a.name)));
    Ok(all)
}

/// Every `--inputs` line, `--vertex` and `--set`, in that order, with
/// where each came from (`FILE:LINE` for an inputs line). Lines under a
/// `[vertex K]` section and `--vertex K:NAME=VALUES` come back as
/// `vertex[K].NAME=VALUES`.
pub(crate) fn assignments(options: &Options) -> Result<Vec<(String, Option<String>)>, Error> {
    let mut out = Vec::new();
    if let Some(path) = &options.inputs {
        let text = inputs_text(path)?;
        out.extend(inputs_lines(&text, &path.display().to_string())?);
    }
    for v in &options.vertices {
        out.push((v.assignment(), None));
    }
    out.extend(options.sets.iter().map(|s| (s.to_string(), None)));
    Ok(out)
}

/// The text of an inputs file, at most [`crate::limits::MAX_INPUTS_FILE`]
/// bytes.
pub(crate) fn inputs_text(path: &std::path::Path) -> Result<String, Error> {
    let bytes = crate::limits::read_file(path, crate::limits::MAX_INPUTS_FILE, "inputs file")?;
    String::from_utf8(bytes).map_err(|e| Error::Io {
        path: path.to_path_buf(),
        source: std::io::Error::new(std::io::ErrorKind::InvalidData, e),
    })
}

/// An inputs file line that binds a texture or sets sampler state
/// (`texture UNIT:TARGET=FILE`, `sampler UNIT:KEY=VALUE`): the keyword and
/// the rest, which [`crate::textures`] reads.
pub(crate) fn binding_line(line: &str) -> Option<(&str, &str)> {
    let (keyword, rest) = line.split_once(char::is_whitespace)?;
    matches!(keyword, "texture" | "sampler").then(|| (keyword, rest.trim()))
}

/// The lines of an inputs file without comments and blank lines, each with
/// its 1-based line number.
pub(crate) fn inputs_file_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines().enumerate().filter_map(|(k, line)| {
        // `#` starts a comment (values never contain one).
        let line = line.split_once('#').map_or(line, |(code, _)| code).trim();
        (!line.is_empty()).then_some((k + 1, line))
    })
}

/// The assignments of an inputs file's text, each with its `FILE:LINE`
/// (texture and sampler lines are not assignments).
fn inputs_lines(text: &str, file: &str) -> Result<Vec<(String, Option<String>)>, Error> {
    let mut out = Vec::new();
    // The input vertex of the current `[vertex K]` section; None under `[all]`.
    let mut vertex: Option<u32> = None;
    for (number, line) in inputs_file_lines(text) {
        let origin = format!("{file}:{number}");
        if binding_line(line).is_some() {
            continue;
        }
        if let Some(header) = line.strip_prefix('[') {
            vertex = section(header).ok_or_else(|| Error::BadOption {
                option: "--inputs",
                value: origin.clone(),
                reason: format!(
                    "`{line}` is not a section header: `[all]` or `[vertex K]`, K an input \
                     vertex number"
                ),
            })?;
            continue;
        }
        let assignment = match vertex {
            Some(v) => format!("vertex[{v}].{line}"),
            None => line.to_string(),
        };
        out.push((assignment, Some(origin)));
    }
    Ok(out)
}

/// The vertex a section header selects (`header` follows the `[`):
/// `Some(None)` for `all]`, `Some(Some(K))` for `vertex K]`.
fn section(header: &str) -> Option<Option<u32>> {
    let inside = header.strip_suffix(']')?.trim();
    if inside == "all" {
        return Some(None);
    }
    let number = inside.strip_prefix("vertex")?;
    if !number.starts_with(char::is_whitespace) {
        return None;
    }
    number.trim().parse::<u32>().ok().map(Some)
}

/// An error of an `--inputs` line, located at it.
pub(crate) fn at_origin(e: Error, origin: Option<String>) -> Error {
    match origin {
        Some(value) => Error::BadOption {
            option: "--inputs",
            value,
            reason: e.to_string(),
        },
        None => e,
    }
}

/// Apply one `--set NAME=VALUES`.
pub(crate) fn apply_set(
    driver: &dyn Driver,
    loaded: &Loaded,
    options: &Options,
    env: &mut Env,
    text: &str,
) -> Result<(), Error> {
    if let Ok(a) = parse_assignment(text) {
        refuse_taken(driver, &a.name)?;
    }
    let set = parse_set(driver, loaded, options, text)?;
    if set.pixel.is_some() {
        return Err(Error::bad_option(
            "--set",
            text,
            "values for one pixel of a quad (`@K`) need --quad",
        ));
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
fn parse_set(
    driver: &dyn Driver,
    loaded: &Loaded,
    options: &Options,
    text: &str,
) -> Result<Set, Error> {
    let a = parse_assignment(text).map_err(|source| Error::BadValue {
        assignment: text.to_string(),
        source,
    })?;
    let (name, pixel) = match a.name.rsplit_once('@') {
        Some((name, k)) => match k.trim().parse::<usize>() {
            Ok(k) if k < 4 => (name.trim().to_string(), Some(k)),
            _ => {
                return Err(Error::bad_option(
                    "--set",
                    text,
                    format!("`@{k}` is not a quad pixel (0, 1, 2 or 3)"),
                ));
            }
        },
        None => (a.name.clone(), None),
    };
    let target = driver::resolve_name(&loaded.program, &name)
        .or_else(|| driver.resolve(loaded, &name))
        .ok_or_else(|| driver::unknown_name_in(loaded, options, &name))?;
    let mode = value_mode(loaded, target);
    let words = a
        .components
        .iter()
        .map(|c| parse_value(mode, c, &name))
        .collect::<Result<Vec<u32>, _>>()
        .map_err(|source| Error::BadValue {
            assignment: text.to_string(),
            source,
        })?;
    Ok(Set {
        name,
        pixel,
        target,
        words,
    })
}

/// How `--set` reads the values of a register.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ValueMode {
    /// Floats (`1.5`, `nan`, `0x` words).
    Float,
    /// The PICA200's and NV programs' integer files: a plain decimal is the
    /// integer, a float gives its word, as they always did (docs/cli.md).
    Integer,
    /// Integers by declaration or binding: a float is refused.
    StrictInteger,
}

/// How `--set` reads the values of `target`.
pub(crate) fn value_mode(loaded: &Loaded, target: Target) -> ValueMode {
    // Integer files, registers declared with integer storage (gp4
    // INT/UINT variables and bindings such as `vertex.id`) and integer
    // system values (TGSI `SV` INSTANCEID, VERTEXID, ...) take integers.
    let number = crate::gp4::declared_number(loaded, target.file, target.index)
        .filter(|_| target.dimension == 0)
        .unwrap_or_else(|| {
            crate::report::value_type_of(
                &loaded.program,
                target.file,
                target.index,
                target.dimension,
            )
        });
    // Values that are integers by their declaration or binding refuse
    // floats; the PICA200's and NV programs' integer files keep taking
    // floats' words as they always did (docs/cli.md).
    if number == crate::report::ValueType::Float {
        ValueMode::Float
    } else if target.file.is_integer() {
        ValueMode::Integer
    } else {
        ValueMode::StrictInteger
    }
}

/// One `--set` component for a register read as `mode` (`name` names it
/// in messages).
pub(crate) fn parse_value(
    mode: ValueMode,
    text: &str,
    name: &str,
) -> Result<u32, crate::values::ValueError> {
    match mode {
        ValueMode::StrictInteger => parse_integer_component(text, name),
        ValueMode::Integer => parse_component(text, true),
        ValueMode::Float => parse_component(text, false),
    }
}

fn write_set(env: &mut Env, set: &Set) -> Result<(), Error> {
    write_words(env, &set.name, set.target, &set.words)
}

/// Write `words` at `target`: components not given keep their values, and
/// more than four fill the following registers (a matrix uniform takes its
/// rows in order).
pub(crate) fn write_words(
    env: &mut Env,
    name: &str,
    target: Target,
    words: &[u32],
) -> Result<(), Error> {
    let Target {
        file,
        index,
        dimension,
    } = target;
    for (k, chunk) in words.chunks(4).enumerate() {
        let mut value = [None; 4];
        for (slot, w) in value.iter_mut().zip(chunk) {
            *slot = Some(*w);
        }
        let register = u32::try_from(k)
            .ok()
            .and_then(|k| index.checked_add(k))
            .ok_or_else(|| Error::UnknownName {
                name: name.to_string(),
            })?;
        env.set_components_2d(file, dimension, register, value)
            .map_err(|source| match k {
                0 => Error::Environment {
                    name: name.to_string(),
                    source,
                },
                // Values past the fourth fill the following registers;
                // these ran past the last one.
                _ => Error::bad_option(
                    "--set",
                    name,
                    format!(
                        "{} values given, but only {} fit: {} (values past the fourth fill \
                         the registers that follow)",
                        words.len(),
                        4 * k,
                        match k {
                            1 => format!("`{name}` is the last register"),
                            2 => format!("only 1 register follows `{name}`"),
                            _ => format!("only {} registers follow `{name}`", k - 1),
                        }
                    ),
                ),
            })?;
    }
    Ok(())
}

/// Measured speed of an engine on one program.
#[derive(Clone, Debug)]
pub struct BenchResult {
    /// The engine measured.
    pub engine: EngineKind,
    /// Threads the batches were split over.
    pub threads: usize,
    /// Runs timed.
    pub invocations: u64,
    /// Seconds they took.
    pub seconds: f64,
    /// Instructions one run executes.
    pub executed_per_invocation: u64,
}

impl BenchResult {
    /// Runs a second.
    pub fn per_second(&self) -> f64 {
        self.invocations as f64 / self.seconds
    }
}

/// Invocations per engine call of a bench: large enough that the call
/// costs nothing per invocation, small enough that the output array stays
/// in cache.
const BENCH_CHUNK: usize = 1024;

/// Run the program `invocations` times with the options' inputs on the
/// options' engine, in batches that read back the output registers the
/// program writes (what a caller of a batch reads).
pub(crate) fn bench_prepared(
    driver: &dyn Driver,
    loaded: &Loaded,
    exe: &Arc<Executable>,
    options: &Options,
    invocations: u64,
    threads: usize,
) -> Result<BenchResult, Error> {
    if options.quad {
        return Err(Error::bad_option(
            "--quad",
            "",
            "it is for `shasm run`, not timed runs",
        ));
    }
    let mut env = make_env(driver, loaded, exe, options)?;
    fragment_coordinates(loaded, options, &mut env)?;
    let engine = crate::engine(options.engine)?;
    let layout = IoLayout {
        inputs: Vec::new(),
        outputs: crate::batch::written_output_indices(&loaded.program)
            .into_iter()
            .map(|i| Slot::new(shasm_ir::File::Output, i))
            .collect(),
        order: Order::Aos,
        quads: false,
    };
    let kernel = engine
        .compile(exe, &layout)
        .map_err(|e| crate::engines::engine_error(exe, e))?;
    let threads = threads.max(1);
    let kernel = shasm_engine::Threaded::new(kernel.into(), &layout, threads);
    // Over several threads, each call gives each thread chunks of its own.
    let chunk = if threads > 1 {
        BENCH_CHUNK * 16 * threads
    } else {
        BENCH_CHUNK
    };
    let stride = layout.output_stride();
    let mut outputs = vec![0; chunk * stride];
    // A program without outputs: the status array sets the count.
    let mut status = vec![crate::engines::initial_status(); chunk];
    let mut run = |n: usize| {
        let results = Results {
            outputs: &mut outputs[..n * stride],
            written: None,
            status: (stride == 0).then(|| &mut status[..n]),
            vertices: None,
        };
        kernel
            .run(&env, &[], results)
            .map_err(|e| crate::engines::engine_error(exe, e))
    };
    // Warm up (and surface run errors before timing).
    let executed = run(1)?.executed;
    let start = Instant::now();
    let mut left = invocations;
    while left > 0 {
        let n = left.min(chunk as u64) as usize;
        run(n)?;
        left -= n as u64;
    }
    let seconds = start.elapsed().as_secs_f64().max(1e-9);
    Ok(BenchResult {
        engine: options.engine,
        threads,
        invocations,
        seconds,
        executed_per_invocation: executed,
    })
}

/// The fragment coordinate conventions a program asked for
/// (ARB_fragment_coord_conventions: `OPTION
/// ARB_fragment_coord_origin_upper_left;` and `OPTION
/// ARB_fragment_coord_pixel_center_integer;` of the ARB, NV and
/// NV_gpu_program4 fragment languages, which their front ends say as the
/// TGSI properties): (upper-left origin, integer pixel centres), or `None`
/// where the run gives the program the window position as it is. A TGSI
/// program's POSITION input is what the shader sees, so its properties
/// change nothing here.
pub(crate) fn coord_conventions(loaded: &Loaded) -> Option<(bool, bool)> {
    use shasm_ir::{CoordOrigin, PixelCenter, Property};
    let converts = matches!(
        loaded.kind,
        driver::Kind::Arb(_) | driver::Kind::NvFragment(_) | driver::Kind::Gp4(_)
    );
    if !converts || loaded.program.stage != shasm_ir::Stage::Fragment {
        return None;
    }
    let props = &loaded.program.properties;
    let upper_left = props.contains(&Property::FsCoordOrigin(CoordOrigin::UpperLeft));
    let integer = props.contains(&Property::FsCoordPixelCenter(PixelCenter::Integer));
    (upper_left || integer).then_some((upper_left, integer))
}

/// The input register of the fragment position, where the run converts
/// it ([`fragment_coordinates`]).
pub(crate) fn converted_position(loaded: &Loaded) -> Option<u32> {
    coord_conventions(loaded)?;
    loaded
        .program
        .declarations
        .iter()
        .find(|d| {
            d.file == shasm_ir::File::Input
                && d.semantic
                    .is_some_and(|s| s.name == shasm_ir::SemanticName::Position)
        })
        .map(|d| d.first)
}

/// Convert the fragment's window position in `env` (x_w, y_w, z_w, 1/w_c,
/// as `--set fragment.position` / `f[WPOS]` gives it: GL's lower-left
/// origin and half-integer pixel centres) to the fragment coordinate of
/// the program's conventions (ARB_fragment_coord_conventions, "Shader
/// Execution"):
///
/// * x_f = x_w - 0.5 with integer pixel centres, else x_w;
/// * y_f' = H - y_w with the upper-left origin, else y_w; then
///   y_f = y_f' - 0.5 with integer pixel centres, else y_f';
/// * z_f = z_w, w_f = 1/w_c.
///
/// H is `options.window_height`, required when the origin is upper-left
/// and the program reads the position. Each value is computed exactly and
/// rounded once to binary32.
pub(crate) fn fragment_coordinates(
    loaded: &Loaded,
    options: &Options,
    env: &mut Env,
) -> Result<(), Error> {
    let (Some((upper_left, integer)), Some(index)) =
        (coord_conventions(loaded), converted_position(loaded))
    else {
        return Ok(());
    };
    let height = window_height(upper_left, options)?;
    let words = env
        .get(shasm_ir::File::Input, index)
        .map_err(|source| Error::Environment {
            name: "the fragment position".to_string(),
            source,
        })?;
    let converted = convert_position(words, upper_left, integer, height);
    env.set(shasm_ir::File::Input, index, converted)
        .map_err(|source| Error::Environment {
            name: "the fragment position".to_string(),
            source,
        })
}

/// [`fragment_coordinates`] of the words of one fragment position (a
/// batch's input array holds them).
pub(crate) fn converted_words(
    loaded: &Loaded,
    options: &Options,
    words: [u32; 4],
) -> Result<[u32; 4], Error> {
    let Some((upper_left, integer)) = coord_conventions(loaded) else {
        return Ok(words);
    };
    let height = window_height(upper_left, options)?;
    Ok(convert_position(words, upper_left, integer, height))
}

/// H of the conversion: required with the upper-left origin.
fn window_height(upper_left: bool, options: &Options) -> Result<f64, Error> {
    match (upper_left, options.window_height) {
        (true, None) => Err(Error::bad_option(
            "--window-height",
            "",
            "the program sets ARB_fragment_coord_origin_upper_left, so its fragment \
             position counts y from the window's top: give the window's height in pixels",
        )),
        (_, h) => Ok(f64::from(h.unwrap_or(0))),
    }
}

/// The conversion itself: each value computed exactly and rounded once.
fn convert_position(words: [u32; 4], upper_left: bool, integer: bool, height: f64) -> [u32; 4] {
    let [x, y, z, w] = words.map(|b| f64::from(f32::from_bits(b)));
    let centre = if integer { 0.5 } else { 0.0 };
    let y = if upper_left { height - y } else { y };
    [(x - centre) as f32, (y - centre) as f32, z as f32, w as f32].map(f32::to_bits)
}
