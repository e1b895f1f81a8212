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
    render_diagnostics(program.input(), program.warnings())
}

/// `shasm check FILE [--format json]`.
pub fn check(input: &Input, options: &Options, json: bool) -> Output {
    let result = load(input, options);
    if !json {
        return match result {
            Ok(program) => Output::ok(String::new(), warnings(&program)),
            Err(e) => Output::fail(input, &e),
        };
    }
    let (ok, diagnostics, error, code) = match &result {
        Ok(program) => (true, program.warnings(), None, 0),
        Err(e @ (Error::Invalid { diagnostics } | Error::OverLimit { diagnostics })) => {
            (false, &diagnostics[..], None, exit_code(e))
        }
        Err(e) => (false, &[][..], Some(e.to_string()), exit_code(e)),
    };
    let mut object = Map::new();
    object.insert("ok".into(), ok.into());
    object.insert(
        "diagnostics".into(),
        Value::Array(
            diagnostics
                .iter()
                .map(|d| diagnostic_json(input, d))
                .collect(),
        ),
    );
    if let Some(message) = error {
        object.insert("error".into(), message.into());
    }
    Output {
        stdout: shasm::report::json_text(&Value::Object(object)),
        stderr: String::new(),
        code,
    }
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

/// `shasm run FILE`.
pub fn run(input: &Input, options: &Options, json: bool) -> Output {
    let program = match load(input, options) {
        Ok(p) => p,
        Err(e) => return Output::fail(input, &e),
    };
    let mut stderr = warnings(&program);
    match program.run() {
        Ok(report) => {
            let stdout = if json {
                shasm::report::json_text(&report.to_json())
            } else {
                report.to_text()
            };
            Output::ok(stdout, stderr)
        }
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

/// `shasm fmt FILE`.
pub fn fmt(input: &Input, options: &Options) -> Output {
    Output::of(input, load(input, options).and_then(|p| p.format()))
}

/// `shasm translate FILE --to TARGET`.
pub fn translate(input: &Input, options: &Options, to: &str) -> Output {
    match load(input, options).and_then(|p| p.translate(to)) {
        Ok(t) => Output::ok(t.text, render_diagnostics(input, &t.diagnostics)),
        Err(e) => Output::fail(input, &e),
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

/// `shasm bench FILE`.
pub fn bench(input: &Input, options: &Options, invocations: u64) -> Output {
    let result = load(input, options)
        .and_then(|p| p.bench(invocations))
        .map(|r| {
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
        let tracer = Tracer::new(&program, &input.name);
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
        }
    }

    /// One executed instruction: the counter, the instruction's index,
    /// where it was written, its text, and what it wrote: the destination
    /// register (integer registers as integers), the condition code after
    /// an update, the PICA200 condition flags after CMP. Lines stop after
    /// [`MAX_TRACE_STEPS`] so runaway programs stay readable.
    fn line(&self, text: &mut String, step: &shasm_exec::TraceStep<'_>) {
        if step.executed > MAX_TRACE_STEPS {
            if step.executed == MAX_TRACE_STEPS + 1 {
                text.push_str(&format!(
                    "... (the trace stops after {MAX_TRACE_STEPS} instructions; the run goes on)\n"
                ));
            }
            return;
        }
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
                // A register's declared type, else what the op computes:
                // TGSI's untyped TEMPs hold integers after UADD or F2I.
                let number = match self.program.value_type_of(d.file(), d.index()) {
                    ValueType::Float => {
                        let ty = shasm_ir::ops::int32::result_type(
                            inst.opcode,
                            inst.modifiers.data_type,
                        );
                        match ty {
                            shasm_ir::DataType::Signed => ValueType::Int,
                            shasm_ir::DataType::Unsigned => ValueType::Uint,
                            shasm_ir::DataType::Float => ValueType::Float,
                        }
                    }
                    declared => declared,
                };
                let mut value = number.vec_text(&bits);
                if d.file() == File::Address && self.program.isa() == Isa::Pica {
                    // The PICA200's a0 has two components, x and y.
                    value = format!("({}, {})", number.text(bits[0]), number.text(bits[1]));
                }
                line.push_str(&format!(
                    "  {} = {value}",
                    self.program.ir().spell(d.file(), d.index()),
                ));
            }
            _ => {}
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
