//! The commands of `shasm`, callable in-process (the binary and the
//! spec-test runner share them).

use crate::args::Options;
use shasm::driver::{Driver, Failure, Input, Loaded};
use shasm::report::Report;
use shasm::session;
use shasm_diag::{Diagnostic, render};
use shasm_exec::Executable;

/// Load a program: choose the driver and run the spec's load step.
pub fn load(input: &Input, options: &Options) -> Result<(&'static dyn Driver, Loaded), Failure> {
    session::load(input, &options.to_library())
}

/// Prepare, set up the environment and run once.
pub fn execute(
    driver: &dyn Driver,
    loaded: &Loaded,
    options: &Options,
) -> Result<(Executable, Report), Failure> {
    session::execute(driver, loaded, &options.to_library())
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
                shasm::report::json_text(&report.to_json())
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

/// `shasm bench FILE`.
pub fn bench(input: &Input, options: &Options, invocations: u64) -> Output {
    let result = load(input, options)
        .and_then(|(d, l)| session::bench_program(d, &l, &options.to_library(), invocations));
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
        let options = options.to_library();
        let exe = session::prepare(&loaded, &options)?;
        let env = session::make_env(driver, &loaded, &exe, &options)?;
        let program = exe.program();
        let outcome = exe
            .run_traced(&env, &mut |step| trace_line(&mut text, program, step))
            .map_err(session::run_error)?;
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
        let values: Vec<_> = bits.iter().map(|b| shasm::values::float_text(*b)).collect();
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
    match shasm::pica::disassembly_text(&shbin) {
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
