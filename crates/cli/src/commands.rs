//! The commands of `shasm`, callable in-process (the binary and the
//! spec-test runner share them): each calls the [`shasm`] library and turns
//! its result into stdout, stderr and an exit code (docs/cli.md).

use crate::args::Options;
use serde_json::{Map, Value};
use shasm::driver::Input;
use shasm::report::ValueType;
use shasm::{Error, Isa, Program};
use shasm_diag::{Diagnostic, Severity, render};
use shasm_ir::File;

/// Output of a command: what goes to stdout and stderr, and the exit code.
#[derive(Debug, Default)]
pub struct Output {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

impl Output {
    fn ok(stdout: String, stderr: String) -> Output {
        Output {
            stdout,
            stderr,
            code: 0,
        }
    }

    /// The output of a command: its text on stdout (exit 0), or the error
    /// on stderr.
    fn of(input: &Input, result: Result<String, Error>) -> Output {
        match result {
            Ok(stdout) => Output::ok(stdout, String::new()),
            Err(e) => Output::fail(input, &e),
        }
    }

    fn fail(input: &Input, e: &Error) -> Output {
        Output {
            stdout: String::new(),
            stderr: error_text(input, e),
            code: exit_code(e),
        }
    }
}

/// The exit code of an error: 1 when the input is invalid, 2 for bad usage
/// or I/O.
pub fn exit_code(e: &Error) -> i32 {
    if e.is_invalid_input() { 1 } else { 2 }
}

/// Render diagnostics against the input: `FILE:LINE:COL: ...` with a
/// snippet for text, `FILE: offset 0x...: ...` for binaries.
pub fn render_diagnostics(input: &Input, diagnostics: &[Diagnostic]) -> String {
    match std::str::from_utf8(&input.bytes) {
        Ok(text) if !input.is_binary() => render(&input.name, text, diagnostics),
        _ => shasm_diag::render_binary(&input.name, diagnostics),
    }
}

/// Text of an error for stderr.
pub fn error_text(input: &Input, e: &Error) -> String {
    match e {
        Error::Invalid { diagnostics }
        | Error::Translate { diagnostics }
        | Error::OverLimit { diagnostics } => render_diagnostics(input, diagnostics),
        Error::Run { at: Some(d), .. } => render_diagnostics(input, std::slice::from_ref(&**d)),
        e if e.is_invalid_input() => format!("{}: error: {e}\n", input.name),
        e => format!("error: {e}\n"),
    }
}

/// Load a program with the command line's options.
pub fn load(input: &Input, options: &Options) -> Result<Program, Error> {
    Program::load(input.clone(), &options.to_library()?)
}

fn warnings(program: &Program) -> String {
    // A `.vfp` program's warnings point into its file, not its part.
    render_diagnostics(program.file(), program.warnings())
}

/// `shasm check FILE [--format json]`.
pub fn check(input: &Input, options: &Options, json: bool) -> Output {
    if shasm::vfp::is_vfp(&input.name) {
        return crate::vfp::check(input, options, json);
    }
    let result = load(input, options);
    if !json {
        return match result {
            Ok(program) => Output::ok(String::new(), warnings(&program)),
            Err(e) => Output::fail(input, &e),
        };
    }
    let (object, code) = match &result {
        Ok(program) => (ok_json(input, program.warnings()), 0),
        Err(e) => (error_json(input, &[], e), exit_code(e)),
    };
    json_output(object, code)
}

/// A JSON object on stdout, nothing on stderr.
fn json_output(object: Map<String, Value>, code: i32) -> Output {
    Output {
        stdout: shasm::report::json_text(&Value::Object(object)),
        stderr: String::new(),
        code,
    }
}

/// `{"ok": true, "diagnostics": [...]}` with the warnings given.
fn ok_json(input: &Input, warnings: &[Diagnostic]) -> Map<String, Value> {
    let mut object = Map::new();
    object.insert("ok".into(), true.into());
    object.insert("diagnostics".into(), diagnostics_json(input, warnings));
    object
}

pub(crate) fn diagnostics_json(input: &Input, diagnostics: &[Diagnostic]) -> Value {
    Value::Array(
        diagnostics
            .iter()
            .map(|d| diagnostic_json(input, d))
            .collect(),
    )
}

/// The JSON error object of a failed command, the shape of `check --format
/// json`: `ok` false, every diagnostic (the `warnings` found before the
/// failure, then the error's own: a load's or translation's diagnostics,
/// the instruction a run stopped at), and `error`, the message, where the
/// error has no diagnostics of its own.
pub fn error_json(input: &Input, warnings: &[Diagnostic], e: &Error) -> Map<String, Value> {
    let own: &[Diagnostic] = match e {
        Error::Invalid { diagnostics }
        | Error::Translate { diagnostics }
        | Error::OverLimit { diagnostics } => diagnostics,
        Error::Run { at: Some(d), .. } => std::slice::from_ref(&**d),
        _ => &[],
    };
    let all: Vec<Diagnostic> = warnings.iter().chain(own).cloned().collect();
    let mut object = Map::new();
    object.insert("ok".into(), false.into());
    object.insert("diagnostics".into(), diagnostics_json(input, &all));
    if own.is_empty() || matches!(e, Error::Run { .. }) {
        object.insert("error".into(), e.to_string().into());
    }
    object
}

/// The JSON error object of a file that could not be read.
pub fn read_error_json(message: &str) -> Map<String, Value> {
    let mut object = Map::new();
    object.insert("ok".into(), false.into());
    object.insert("diagnostics".into(), Value::Array(Vec::new()));
    object.insert("error".into(), message.into());
    object
}

/// One diagnostic for `check --format json`: severity, stable code,
/// message, file, 1-based line and column (in characters), byte span, and
/// the GL error position where the language defines one.
pub fn diagnostic_json(input: &Input, d: &Diagnostic) -> Value {
    let mut m = Map::new();
    let severity = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    };
    m.insert("severity".into(), severity.into());
    m.insert("code".into(), d.code.unwrap_or("error").into());
    m.insert("message".into(), d.message.clone().into());
    m.insert("file".into(), input.name.clone().into());
    let (line, column) = match std::str::from_utf8(&input.bytes) {
        Ok(text) if !input.is_binary() => shasm_diag::line_col(text, d.span.start),
        // Binaries have no lines: the location is the byte span.
        _ => (0, 0),
    };
    if line > 0 {
        m.insert("line".into(), line.into());
        m.insert("column".into(), column.into());
    }
    m.insert(
        "span".into(),
        Value::Array(vec![d.span.start.into(), d.span.end.into()]),
    );
    if let Some(p) = d.error_position {
        m.insert("error_position".into(), p.into());
    }
    if let Some(label) = &d.label {
        m.insert("label".into(), label.clone().into());
    }
    if !d.notes.is_empty() {
        m.insert(
            "notes".into(),
            Value::Array(d.notes.iter().cloned().map(Value::from).collect()),
        );
    }
    if !d.related_places().is_empty() {
        let related = d.related_places().iter().map(|(span, label)| {
            let mut r = Map::new();
            if let Ok(text) = std::str::from_utf8(&input.bytes)
                && !input.is_binary()
            {
                let (line, column) = shasm_diag::line_col(text, span.start);
                r.insert("line".into(), line.into());
                r.insert("column".into(), column.into());
            }
            r.insert(
                "span".into(),
                Value::Array(vec![span.start.into(), span.end.into()]),
            );
            r.insert("label".into(), label.clone().into());
            Value::Object(r)
        });
        m.insert("related".into(), Value::Array(related.collect()));
    }
    Value::Object(m)
}

/// `shasm run FILE`. With `json`, a failure prints the JSON error object
/// ([`error_json`]) on stdout instead of text on stderr.
pub fn run(input: &Input, options: &Options, json: bool) -> Output {
    let program = match load(input, options) {
        Ok(p) => p,
        Err(e) if json => return json_output(error_json(input, &[], &e), exit_code(&e)),
        Err(e) => return Output::fail(input, &e),
    };
    let mut stderr = warnings(&program);
    let unbound = unbound_texture_warnings(&program);
    match program.run() {
        Ok(report) => {
            let stdout = if json {
                let mut value = report.to_json();
                if !unbound.is_empty()
                    && let Value::Object(object) = &mut value
                {
                    object.insert(
                        "warnings".into(),
                        Value::Array(unbound.iter().cloned().map(Value::from).collect()),
                    );
                }
                shasm::report::json_text(&value)
            } else {
                report.to_text()
            };
            for w in &unbound {
                stderr.push_str(&format!("{}: warning: {w}\n", input.name));
            }
            Output::ok(stdout, stderr)
        }
        Err(e) if json => Output {
            stderr,
            ..json_output(error_json(input, &[], &e), exit_code(&e))
        },
        Err(e) => {
            stderr.push_str(&error_text(input, &e));
            Output {
                stdout: String::new(),
                stderr,
                code: exit_code(&e),
            }
        }
    }
}

/// One warning per texture unit the program samples with no texture bound
/// (by `--texture` or an inputs file's `texture` line): such a lookup
/// reads (0, 0, 0, 0), which is rarely what was meant. The program's
/// instructions decide, not the path one run takes.
pub fn unbound_texture_warnings(program: &Program) -> Vec<String> {
    let Ok(bound) = shasm::textures::bound_units(program.options()) else {
        // A malformed binding fails the run itself, with its own message.
        return Vec::new();
    };
    let mut out: Vec<String> = Vec::new();
    let mut warned: Vec<u32> = Vec::new();
    for (unit, target) in shasm::textures::sampled_units(program.ir()) {
        if bound.contains(&unit) || warned.contains(&unit) {
            continue;
        }
        warned.push(unit);
        out.push(format!(
            "the program samples texture unit {unit} ({}) but no texture is bound to it: \
             its lookups read (0, 0, 0, 0) (bind one with --texture {unit}:{}=FILE.png)",
            target.name(),
            target.texture().name()
        ));
    }
    out
}

/// `shasm fmt FILE`.
pub fn fmt(input: &Input, options: &Options) -> Output {
    if shasm::vfp::is_vfp(&input.name) {
        return crate::vfp::fmt(input, options);
    }
    Output::of(input, load(input, options).and_then(|p| p.format()))
}

/// What `shasm translate` was asked for besides the file.
#[derive(Clone, Debug)]
pub struct TranslateArgs {
    /// `--to`.
    pub to: String,
    /// `--compute`/`--stage`, `--exact`/`--fast`.
    pub options: shasm::TranslateOptions,
    /// `-o OUT`.
    pub output: Option<std::path::PathBuf>,
    /// `--layout FILE`.
    pub layout: Option<std::path::PathBuf>,
}

/// The program of `input` in the language `--to` names (the typed
/// [`shasm::Target`] its name parses to).
fn translation(
    input: &Input,
    options: &Options,
    args: &TranslateArgs,
) -> Result<shasm::Translation, Error> {
    let program = load(input, options)?;
    program.translate_with(args.to.parse::<shasm::Target>()?, &args.options)
}

/// Write what `-o` and `--layout` name; the text for standard output (empty
/// when `-o` took it), or why a file could not be written (exit 2).
fn place(t: &shasm::Translation, args: &TranslateArgs) -> Result<String, String> {
    let write = |path: &std::path::Path, bytes: &[u8]| {
        std::fs::write(path, bytes)
            .map_err(|e| format!("error: cannot write {}: {e}\n", path.display()))
    };
    if let Some(path) = &args.layout {
        match &t.layout {
            Some(json) => write(path, json.as_bytes())?,
            None => {
                return Err(format!(
                    "error: `--layout` is for the targets through naga, not `{}`\n",
                    args.to
                ));
            }
        }
    }
    match (&args.output, &t.binary) {
        (Some(path), Some(bytes)) => write(path, bytes).map(|()| String::new()),
        (Some(path), None) => write(path, t.text.as_bytes()).map(|()| String::new()),
        (None, Some(_)) => Err(format!(
            "error: `--to {}` writes binary: name the output file with -o OUT\n",
            args.to
        )),
        (None, None) => Ok(t.text.clone()),
    }
}

impl TranslateArgs {
    /// `--to TO` and nothing else: the defaults (compute form, exact).
    pub fn to(to: &str) -> TranslateArgs {
        TranslateArgs {
            to: to.to_string(),
            options: shasm::TranslateOptions::default(),
            output: None,
            layout: None,
        }
    }
}

/// `shasm translate FILE --to TARGET`.
pub fn translate(input: &Input, options: &Options, to: &str) -> Output {
    translate_with(input, options, &TranslateArgs::to(to))
}

/// `shasm translate FILE --to TARGET --format json`.
pub fn translate_json(input: &Input, options: &Options, to: &str) -> Output {
    translate_json_with(input, options, &TranslateArgs::to(to))
}

/// `shasm translate FILE --to TARGET [-o OUT] [--layout FILE] ...`.
pub fn translate_with(input: &Input, options: &Options, args: &TranslateArgs) -> Output {
    match translation(input, options, args) {
        Ok(t) => match place(&t, args) {
            Ok(text) => Output::ok(text, render_diagnostics(input, &t.diagnostics)),
            Err(stderr) => Output {
                stdout: String::new(),
                stderr,
                code: 2,
            },
        },
        Err(e) => Output::fail(input, &e),
    }
}

/// `shasm translate FILE --to TARGET --format json`: `{"ok": true,
/// "text": ..., "diagnostics": [...]}` (the translation's warnings and
/// notes; `"layout"` too for the targets through naga), or the JSON error
/// object ([`error_json`]).
pub fn translate_json_with(input: &Input, options: &Options, args: &TranslateArgs) -> Output {
    match translation(input, options, args) {
        Ok(t) => match place(&t, args) {
            Ok(text) => {
                let mut object = ok_json(input, &t.diagnostics);
                object.insert("text".into(), text.into());
                let layout = t.layout.as_deref().map(serde_json::from_str::<Value>);
                if let Some(Ok(v)) = layout {
                    object.insert("layout".into(), v);
                }
                json_output(object, 0)
            }
            Err(message) => json_output(
                read_error_json(message.trim_start_matches("error: ").trim_end()),
                2,
            ),
        },
        Err(e) => json_output(error_json(input, &[], &e), exit_code(&e)),
    }
}

/// A file named on a command line that takes several (`-` is standard
/// input): its contents, or why they could not be read.
pub type Named = Result<Input, ReadError>;

/// A file that could not be read: its name as given and the message.
#[derive(Clone, Debug)]
pub struct ReadError {
    pub name: String,
    pub message: String,
}

impl ReadError {
    fn output(&self, json: bool) -> Output {
        if json {
            return json_output(read_error_json(&self.message), 2);
        }
        Output {
            stdout: String::new(),
            stderr: format!("error: {}\n", self.message),
            code: 2,
        }
    }
}

/// What a command does to each of several files: its output given the
/// file, in text or JSON. Files are read one at a time (`files` is lazy),
/// so only one is in memory at once.
pub fn many(
    mut files: impl ExactSizeIterator<Item = Named>,
    json: bool,
    each: &dyn Fn(&Input) -> Output,
) -> Output {
    let one = |f: Named| match f {
        Ok(input) => (input.name.clone(), each(&input)),
        Err(e) => (e.name.clone(), e.output(json)),
    };
    if files.len() == 1 {
        return files.next().map(|f| one(f).1).unwrap_or_default();
    }
    let outputs: Vec<(String, Output)> = files.map(one).collect();
    let failed = outputs.iter().filter(|(_, o)| o.code != 0).count();
    let code = outputs.iter().map(|(_, o)| o.code).max().unwrap_or(0);
    let summary = format!("{failed} of {} files failed", outputs.len());
    if json {
        // `{"files": [{"file": NAME, ...each file's own object}], "failed": N}`.
        let objects = outputs
            .into_iter()
            .map(|(name, o)| {
                let mut object = Map::new();
                object.insert("file".into(), name.into());
                if let Ok(Value::Object(fields)) = serde_json::from_str::<Value>(&o.stdout) {
                    object.extend(fields);
                } else {
                    // A command without JSON output of its own.
                    object.insert("ok".into(), (o.code == 0).into());
                }
                Value::Object(object)
            })
            .collect();
        let mut all = Map::new();
        all.insert("files".into(), Value::Array(objects));
        all.insert("failed".into(), failed.into());
        return json_output(all, code);
    }
    let mut stdout = String::new();
    let mut stderr = String::new();
    for (name, o) in outputs {
        if !o.stdout.is_empty() {
            stdout.push_str(&format!("==> {name} <==\n"));
            stdout.push_str(&o.stdout);
        }
        stderr.push_str(&o.stderr);
    }
    stderr.push_str(&summary);
    stderr.push('\n');
    Output {
        stdout,
        stderr,
        code,
    }
}

/// `shasm cfg FILE [--format text|dot|json] [--structured]`. A graph that
/// cannot be structured (it is not exact, see `shasm cfg --format json`)
/// fails with exit 1.
pub fn cfg(input: &Input, options: &Options, format: &str, structured: bool) -> Output {
    let Some(format) = shasm::cfg::CfgFormat::from_name(format) else {
        return Output {
            stdout: String::new(),
            stderr: format!("error: unknown graph format `{format}` (text, dot, json)\n"),
            code: 2,
        };
    };
    let program = match load(input, options) {
        Ok(p) => p,
        Err(e) => return Output::fail(input, &e),
    };
    match shasm::cfg::render(&program, format, structured) {
        Ok(text) => Output::ok(text, warnings(&program)),
        Err(e) => Output {
            stdout: String::new(),
            stderr: format!("{}: error: cannot structure: {e}\n", input.name),
            code: 1,
        },
    }
}

/// `shasm bench FILE`: `invocations` runs, in batches split over
/// `threads` threads.
pub fn bench(input: &Input, options: &Options, invocations: u64, threads: usize) -> Output {
    let result = load(input, options)
        .and_then(|p| p.bench_threads(invocations, threads))
        .map(|r| {
            // One thread is the line it always was.
            let threads = match r.threads {
                0 | 1 => String::new(),
                n => format!(" on {n} threads"),
            };
            format!(
                "{}: {} invocations in {:.3} s on the {} engine{threads}: {:.0} invocations/s ({:.1} ns each, {} instructions executed per invocation)\n",
                input.name,
                r.invocations,
                r.seconds,
                r.engine,
                r.per_second(),
                r.seconds * 1e9 / r.invocations.max(1) as f64,
                r.executed_per_invocation
            )
        });
    Output::of(input, result)
}

/// The most executed instructions `shasm trace` prints.
pub const MAX_TRACE_STEPS: u64 = 100_000;

/// `shasm trace FILE`: run once, printing every executed instruction as
/// the program wrote it, with where it was written and the registers it
/// wrote, then the results. A run that fails still prints its trace up to
/// the failure.
pub fn trace(input: &Input, options: &Options) -> Output {
    let mut text = String::new();
    let result = load(input, options).and_then(|program| {
        if options.quad {
            return Err(Error::BadOption {
                option: "--quad",
                value: String::new(),
                reason: "it is for `shasm run`, not traces".into(),
            });
        }
        let inputs = program.inputs()?;
        let mut tracer = Tracer::new(&program, &input.name);
        let report = program.trace(&inputs, &mut |step| tracer.line(&mut text, step))?;
        text.push_str("--\n");
        text.push_str(&report.to_text());
        Ok(())
    });
    match result {
        Ok(()) => Output::ok(text, String::new()),
        Err(e) => Output {
            stdout: text,
            ..Output::fail(input, &e)
        },
    }
}

/// What the lines of a trace need from the program: each instruction as
/// the program wrote it and where (the same text `shasm cfg` shows).
struct Tracer<'p> {
    program: &'p Program,
    /// Per instruction: where it was written, and its text.
    lines: Vec<(String, String)>,
    /// The widths the location and text columns are padded to.
    widths: (usize, usize),
    /// The types of the words each register component was last written
    /// with.
    written: shasm::report::WrittenTypes,
}

impl<'p> Tracer<'p> {
    fn new(program: &'p Program, file: &str) -> Tracer<'p> {
        let lines: Vec<(String, String)> = program
            .listing()
            .into_iter()
            .map(|w| (w.location(file), w.text))
            .collect();
        let widths = lines.iter().fold((0, 0), |(l, t), (location, text)| {
            (l.max(location.len()), t.max(text.chars().count()))
        });
        Tracer {
            program,
            lines,
            widths: (widths.0, widths.1.min(40)),
            written: shasm::report::WrittenTypes::new(),
        }
    }

    /// How each component of a register reads: the register's own type,
    /// or (for registers without one) that of the last write
    /// ([`shasm::report::WrittenTypes::types`]).
    fn types(&self, file: File, index: u32) -> [ValueType; 4] {
        self.written
            .types(file, index, self.program.value_type_of(file, index))
    }

    /// One executed instruction: the counter, the instruction's index,
    /// where it was written, its text, and what it wrote: the destination
    /// register (integer registers as integers), the condition code after
    /// an update, the PICA200 condition flags after CMP. Lines stop after
    /// [`MAX_TRACE_STEPS`] so runaway programs stay readable.
    fn line(&mut self, text: &mut String, step: &shasm_exec::TraceStep<'_>) {
        if step.executed > MAX_TRACE_STEPS {
            if step.executed == MAX_TRACE_STEPS + 1 {
                text.push_str(&format!(
                    "... (the trace stops after {MAX_TRACE_STEPS} instructions; the run goes on)\n"
                ));
            }
            return;
        }
        let declared = |file, index| self.program.value_type_of(file, index);
        self.written
            .record(self.program.ir(), step.instruction, &declared);
        let (location, written) = self
            .lines
            .get(step.pc)
            .map_or(("?", "?"), |(l, t)| (l.as_str(), t.as_str()));
        let (lw, tw) = self.widths;
        let mut line = format!(
            "{:>6} {:>4}  {location:<lw$}  {written:<tw$}",
            step.executed, step.pc
        );
        let inst = step.instruction;
        match (inst.dst, step.dst) {
            // The PICA200's CMP writes its two condition flags.
            (Some(d), _) if d.file() == File::Predicate && self.program.isa() == Isa::Pica => {
                let [x, y] = step.predicates;
                line.push_str(&format!("  cmp: x={x} y={y}"));
            }
            (Some(d), Some(bits)) => {
                // A register's declared type, else what the op that wrote
                // each component computes: TGSI's untyped TEMPs hold
                // integers after UADD or FSEQ, and a MOV copies its
                // source's type.
                let types = self.types(d.file(), d.index());
                let text = |k: usize| types[k].text(bits[k]);
                let value = if d.file() == File::Address && self.program.isa() == Isa::Pica {
                    // The PICA200's a0 has two components, x and y.
                    format!("({}, {})", text(0), text(1))
                } else {
                    format!("({}, {}, {}, {})", text(0), text(1), text(2), text(3))
                };
                line.push_str(&format!(
                    "  {} = {value}",
                    self.program.ir().spell(d.file(), d.index()),
                ));
            }
            _ => {}
        }
        // DFRACEXP's second destination holds the exponent, an integer.
        if let (Some(d), Some(bits)) = (inst.dst2.as_deref(), step.dst2) {
            let types = self.types(d.file(), d.index());
            let parts: Vec<String> = (0..4).map(|k| types[k].text(bits[k])).collect();
            line.push_str(&format!(
                "  {} = ({})",
                self.program.ir().spell(d.file(), d.index()),
                parts.join(", ")
            ));
        }
        if let Some(r) = inst.modifiers.cc_update
            && let Some(cc) = step.cc.get(usize::from(r))
        {
            let cc: Vec<_> = cc.iter().map(|c| c.nv_name()).collect();
            line.push_str(&format!("  CC = ({})", cc.join(", ")));
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
}

/// `shasm asm SRC... -o OUT.shbin [-h HEADER] [-n]`: assemble and link
/// picasso sources into one SHBIN, as picasso's options do. Returns the
/// output and, on success, the SHBIN bytes and the header text to write.
pub fn asm(inputs: &[Input], auto_nop: bool) -> (Output, Option<(Vec<u8>, String)>) {
    let rendered = |diags: &[(usize, Diagnostic)]| -> String {
        diags
            .iter()
            .filter_map(|(k, d)| {
                let input = inputs.get(*k).or(inputs.last())?;
                Some(render_diagnostics(input, std::slice::from_ref(d)))
            })
            .collect()
    };
    match shasm::pica::assemble(inputs, auto_nop) {
        Ok(a) => (
            Output::ok(String::new(), rendered(&a.warnings)),
            Some((a.shbin, a.header)),
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
    if listing {
        return Output::of(input, shasm::pica::listing(input));
    }
    match shasm::pica::disassembly(input) {
        Ok((text, note)) => Output::ok(
            text,
            note.map_or(String::new(), |n| format!("{}: note: {n}\n", input.name)),
        ),
        Err(e) => Output::fail(input, &e),
    }
}

/// The disassembly of a SHBIN as `(file name, source)` pairs, one per DVLE
/// in order (`dvle0.v.pica`, `dvle1.g.pica`, ...), to be assembled together.
pub fn dis_files(input: &Input) -> Result<Vec<(String, String)>, Output> {
    shasm::pica::disassemble(input)
        .map(|d| d.files)
        .map_err(|e| Output::fail(input, &e))
}
