//! `shasm`: check, run, format, translate and benchmark classic GPU shader
//! programs. Exit codes (docs/cli.md): 0 success, 1 invalid input, 2 bad
//! usage or I/O error.

use clap::{Parser, Subcommand, ValueEnum};
use shasm_cli::args::{LoadArgs, RunArgs};
use shasm_cli::commands::{self, Named, Output, ReadError};
use shasm_cli::driver::{Input, Options};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "shasm",
    version,
    about = "Check, run and translate classic GPU shader programs",
    disable_help_subcommand = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    Text,
    Json,
}

/// How `shasm cfg` prints the graph.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum GraphFormat {
    Text,
    Dot,
    Json,
}

/// The program file every command reads: source text, or a PICA200 SHBIN
/// for `dis`.
const FILE_HELP: &str = "The program file: source text (its language from the header, e.g. `!!ARBvp1.0`, or the extension: .tgsi, .pica, .vsh, ...; --isa otherwise) or a PICA200 SHBIN. `-` reads standard input (at most 16 MiB)";

#[derive(Subcommand)]
enum Command {
    /// Load each FILE as the spec's load step would; exit 1 with diagnostics
    /// if one would not load. Several files: a summary line on stderr.
    Check {
        #[arg(required = true, value_name = "FILE", help = FILE_HELP)]
        files: Vec<PathBuf>,
        #[command(flatten)]
        load: LoadArgs,
        /// text: diagnostics on stderr; json: one object on stdout with
        /// every diagnostic (severity, code, message, line, column, byte
        /// span, GL error position); several files: `{"files": [...],
        /// "failed": N}`.
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// Run FILE once (one vertex, fragment or primitive) and print its
    /// results, or once per row of a --batch file.
    Run {
        #[arg(value_name = "FILE", help = FILE_HELP)]
        file: PathBuf,
        #[command(flatten)]
        load: LoadArgs,
        #[command(flatten)]
        run: RunArgs,
        /// text: the report; json: the report as one JSON object, or on
        /// failure the error object of `check --format json`.
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// Run once per row of ROWS (.csv, or .json / .jsonl: JSON Lines
        /// or one array of objects): columns `NAME.x` ... `NAME.w` by the
        /// program's own input names; every other input as --set and
        /// --inputs give it. `-` reads standard input (CSV).
        #[arg(long, value_name = "ROWS")]
        batch: Option<PathBuf>,
        /// --batch: write the results to OUT (.csv, .json: JSON Lines,
        /// .npy: a NumPy float32 array) instead of CSV on stdout.
        #[arg(short = 'o', long = "out", value_name = "OUT", requires = "batch")]
        out: Option<PathBuf>,
        /// --batch: the outputs to write, NAME,NAME,... (default: every
        /// output register the program writes).
        #[arg(long, value_name = "NAMES", requires = "batch")]
        outputs: Option<String>,
        /// --batch: write raw 32-bit words (0x3f800000; uint32 in .npy)
        /// instead of floats.
        #[arg(long, requires = "batch")]
        bits: bool,
    },
    /// Print each FILE as canonical text (several files: each after a
    /// `==> FILE <==` line), or rewrite the files in place (--write).
    Fmt {
        #[arg(required = true, value_name = "FILE", help = FILE_HELP)]
        files: Vec<PathBuf>,
        #[command(flatten)]
        load: LoadArgs,
        /// Rewrite each file with its canonical text instead of printing it
        /// (not for `-`).
        #[arg(long)]
        write: bool,
    },
    /// Translate each FILE to another language (several files: each after
    /// a `==> FILE <==` line).
    Translate {
        #[arg(required = true, value_name = "FILE", help = FILE_HELP)]
        files: Vec<PathBuf>,
        #[command(flatten)]
        load: LoadArgs,
        /// Target language: tgsi, wgsl, spirv, glsl, glsl-es, msl, hlsl
        /// (`shasm::Target`; docs/translate.md).
        #[arg(long, value_name = "LANG")]
        to: String,
        /// Through naga: a compute entry point, one invocation per record
        /// of an input buffer (the default).
        #[arg(long, conflicts_with = "stage")]
        compute: bool,
        /// Through naga: a vertex or fragment entry point (not written
        /// yet).
        #[arg(long)]
        stage: bool,
        /// Through naga: bit for bit as the reference interpreter (the
        /// default; docs/translate.md says where a target allows it).
        #[arg(long, conflicts_with = "fast")]
        exact: bool,
        /// Through naga: the target's own float arithmetic, rounded to the
        /// program's number format.
        #[arg(long)]
        fast: bool,
        /// Write the translation to OUT instead of standard output (needed
        /// for SPIR-V, which is binary; one FILE only).
        #[arg(short = 'o', long = "output", value_name = "OUT")]
        output: Option<PathBuf>,
        /// Through naga: write the layout of the module's buffers as JSON
        /// to this file (one FILE only).
        #[arg(long, value_name = "FILE")]
        layout: Option<PathBuf>,
        /// text: the translation on stdout, its warnings on stderr; json:
        /// `{"ok", "text", "diagnostics"}`, or on failure the error object
        /// of `check --format json`.
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// Run FILE once, printing every executed instruction and what it wrote.
    Trace {
        #[arg(value_name = "FILE", help = FILE_HELP)]
        file: PathBuf,
        #[command(flatten)]
        load: LoadArgs,
        #[command(flatten)]
        run: RunArgs,
    },
    /// Assemble picasso sources (PICA200) into one SHBIN, as picasso does.
    #[command(disable_help_flag = true)]
    Asm {
        /// Print help (`-h` names the header, as in picasso).
        #[arg(long, action = clap::ArgAction::Help)]
        help: Option<bool>,
        /// Source files, linked in order (one DVLE per file).
        #[arg(required = true)]
        sources: Vec<PathBuf>,
        /// The SHBIN to write.
        #[arg(short = 'o', long = "out", value_name = "OUT.shbin")]
        out: PathBuf,
        /// Also write picasso's C header of uniform locations.
        #[arg(short = 'h', long = "header", value_name = "HEADER")]
        header: Option<PathBuf>,
        /// Do not insert padding NOPs (warn where one is needed).
        #[arg(short = 'n', long = "no-nop")]
        no_nop: bool,
    },
    /// Run piglit shader_runner files (.shader_test) that use assembly
    /// programs on the reference rasterizer: one line per probe (pass or
    /// fail with the pixel's value) or a skip with the reason, then a
    /// summary line; exit 1 on a failed probe or a malformed file.
    Test {
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
        #[command(flatten)]
        load: LoadArgs,
        /// The engine that shades: interp (default) or lanes.
        #[arg(long, value_name = "ENGINE", value_parser = parse_engine)]
        engine: Option<shasm::EngineKind>,
    },
    /// Draw a shader test, a vertex and fragment program pair or a single
    /// program to a PNG: programs are drawn over a window-filling quad
    /// (texture coordinates 0 to 1).
    Render {
        /// A .shader_test file, or one or two program files.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
        /// The PNG to write.
        #[arg(short = 'o', long = "out", value_name = "OUT.png")]
        out: PathBuf,
        /// The window size, WIDTHxHEIGHT (programs: 256x256 by default; a
        /// shader test: its own SIZE).
        #[arg(long, value_name = "WxH", value_parser = shasm_cli::pictures::parse_size)]
        size: Option<(u32, u32)>,
        /// Write each pixel as an N×N block (1 to 64).
        #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
        scale: u32,
        /// The colour buffer to write (multiple render targets).
        #[arg(long, value_name = "N", default_value_t = 0)]
        target: usize,
        /// Compare the picture with this PNG: report the largest
        /// per-channel difference; exit 1 when it is over --tolerance.
        #[arg(long, value_name = "REF.png")]
        reference: Option<PathBuf>,
        /// With --reference or --engine gpu: write the pixels that differ
        /// by more than --tolerance (red) over the dimmed reference to
        /// this PNG.
        #[arg(long, value_name = "DIFF.png")]
        diff: Option<PathBuf>,
        /// With --reference or --engine gpu: the largest channel
        /// difference that passes, 0 to 255 (steps of 1/255) or 0.0 to
        /// 1.0; 0 by default with --reference, 2 with --engine gpu.
        #[arg(long, value_name = "T", value_parser = shasm_cli::pictures::parse_tolerance)]
        tolerance: Option<u8>,
        #[command(flatten)]
        load: LoadArgs,
        #[command(flatten)]
        run: RunArgs,
    },
    /// Disassemble a PICA200 SHBIN into picasso source.
    Dis {
        /// The SHBIN file (`-` reads standard input).
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Print an annotated listing instead of source.
        #[arg(long)]
        listing: bool,
        /// Write one source file per DVLE into DIR (`dvle0.v.pica`,
        /// `dvle1.g.pica`, ...) instead of printing them.
        #[arg(long = "out-dir", value_name = "DIR", conflicts_with = "listing")]
        out_dir: Option<PathBuf>,
    },
    /// Print FILE's control-flow graph (blocks, edges, loops, calls) or its
    /// structured form.
    Cfg {
        #[arg(value_name = "FILE", help = FILE_HELP)]
        file: PathBuf,
        #[command(flatten)]
        load: LoadArgs,
        /// text: blocks with their instructions, edges, loops and calls;
        /// dot: Graphviz; json: blocks, edges with kinds, loops, calls and
        /// whether the graph is exact.
        #[arg(long, value_enum, default_value = "text")]
        format: GraphFormat,
        /// Print the structured form (if/else, loops, labelled blocks) as
        /// indented pseudo-code instead.
        #[arg(long)]
        structured: bool,
    },
    /// Measure how many invocations per second an engine runs (`--engine`; the reference interpreter by default).
    Bench {
        #[arg(value_name = "FILE", help = FILE_HELP)]
        file: PathBuf,
        #[command(flatten)]
        load: LoadArgs,
        #[command(flatten)]
        run: RunArgs,
        /// Number of timed invocations.
        #[arg(long, default_value_t = 1_000_000)]
        invocations: u64,
        /// Threads each batch of invocations is split over (1, the
        /// default, keeps engine comparisons on one core).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=1024))]
        threads: u64,
    },
}

/// The name diagnostics give standard input.
const STDIN_NAME: &str = "<stdin>";

/// Read a program file (`-`: standard input, read once), at most
/// [`shasm::limits::MAX_PROGRAM_FILE`] bytes: a stream that never ends is
/// an error at the limit.
fn read_named(file: &std::path::Path) -> Named {
    let limit = shasm::limits::MAX_PROGRAM_FILE;
    if file.as_os_str() == "-" {
        return match shasm::limits::read_bounded(std::io::stdin().lock(), limit) {
            Ok(bytes) => Ok(Input::new(STDIN_NAME, bytes)),
            Err(shasm::limits::Bounded::Io(e)) => Err(ReadError {
                name: STDIN_NAME.into(),
                message: format!("cannot read standard input: {e}"),
            }),
            Err(shasm::limits::Bounded::TooLarge) => Err(ReadError {
                name: STDIN_NAME.into(),
                message: format!(
                    "standard input is larger than the limit for a program file ({limit} bytes)"
                ),
            }),
        };
    }
    match shasm::limits::read_file(file, limit, "program file") {
        Ok(bytes) => Ok(Input::new(file.display().to_string(), bytes)),
        Err(e) => Err(ReadError {
            name: file.display().to_string(),
            message: e.to_string(),
        }),
    }
}

/// Several files, each read when it is reached; standard input may be
/// named once.
fn read_all(files: &[PathBuf]) -> Result<impl ExactSizeIterator<Item = Named> + '_, Output> {
    if files.iter().filter(|f| f.as_os_str() == "-").count() > 1 {
        return Err(Output {
            stdout: String::new(),
            stderr: "error: `-` (standard input) is named more than once\n".into(),
            code: 2,
        });
    }
    Ok(files.iter().map(|f| read_named(f)))
}

/// Read a program file, or the error output.
fn read(file: &std::path::Path) -> Result<Input, Output> {
    read_named(file).map_err(|e| Output {
        stdout: String::new(),
        stderr: format!("error: {}\n", e.message),
        code: 2,
    })
}

/// `shasm fmt --write`: rewrite each file that formats with its text.
fn fmt_write(files: &[PathBuf], options: &Options) -> Result<Output, Output> {
    if files.iter().any(|f| f.as_os_str() == "-") {
        return Err(Output {
            stdout: String::new(),
            stderr: "error: fmt --write rewrites files; `-` (standard input) is not one\n".into(),
            code: 2,
        });
    }
    let named = read_all(files)?;
    let out = commands::many(named, false, &|input| {
        let mut o = commands::fmt(input, options);
        if o.code == 0 {
            if let Err(e) = write(std::path::Path::new(&input.name), o.stdout.as_bytes()) {
                return e;
            }
            o.stdout.clear();
        }
        o
    });
    Ok(out)
}

fn write(path: &std::path::Path, bytes: &[u8]) -> Result<(), Output> {
    std::fs::write(path, bytes).map_err(|e| Output {
        stdout: String::new(),
        stderr: format!("error: cannot write {}: {e}\n", path.display()),
        code: 2,
    })
}

fn asm(
    sources: &[PathBuf],
    out: &std::path::Path,
    header: Option<&PathBuf>,
    no_nop: bool,
) -> Result<Output, Output> {
    let inputs = sources
        .iter()
        .map(|s| read(s))
        .collect::<Result<Vec<_>, _>>()?;
    let (output, files) = commands::asm(&inputs, !no_nop);
    if let Some((shbin, header_text)) = files {
        write(out, &shbin)?;
        if let Some(h) = header {
            write(h, header_text.as_bytes())?;
        }
    }
    Ok(output)
}

/// `shasm dis --out-dir DIR`: one picasso source per DVLE.
fn dis_to_dir(input: &Input, dir: &std::path::Path) -> Result<Output, Output> {
    let files = commands::dis_files(input)?;
    let mut names = String::new();
    for (name, text) in files {
        let path = dir.join(&name);
        write(&path, text.as_bytes())?;
        names.push_str(&format!("{}\n", path.display()));
    }
    Ok(Output {
        stdout: names,
        stderr: String::new(),
        code: 0,
    })
}

/// An `--engine` name.
fn parse_engine(name: &str) -> Result<shasm::EngineKind, String> {
    name.parse::<shasm::EngineKind>().map_err(|e| e.to_string())
}

/// `shasm test FILE...`: each file's probes, then the summary line.
fn test_files(files: &[PathBuf], options: &Options) -> Result<Output, Output> {
    let mut tally = shasm_cli::pictures::Tally::default();
    let mut out = Output::default();
    for named in read_all(files)? {
        let o = match named {
            Ok(input) => shasm_cli::pictures::test_file(&input, options, &mut tally),
            Err(e) => {
                tally.errors += 1;
                Output {
                    stdout: String::new(),
                    stderr: format!("error: {}\n", e.message),
                    code: 2,
                }
            }
        };
        out.stdout.push_str(&o.stdout);
        out.stderr.push_str(&o.stderr);
        out.code = out.code.max(o.code);
    }
    out.stdout.push_str(&shasm_cli::pictures::summary(&tally));
    Ok(out)
}

/// `shasm render FILE... -o OUT.png`.
fn render(
    files: &[PathBuf],
    out: &std::path::Path,
    options: &Options,
    request: &shasm_cli::pictures::RenderRequest,
    compare: &Compare,
) -> Result<Output, Output> {
    if (compare.diff.is_some() || compare.tolerance.is_some())
        && compare.reference.is_none()
        && options.engine != Some(shasm::EngineKind::Gpu)
    {
        return Err(Output {
            stdout: String::new(),
            stderr: "error: --diff and --tolerance compare pictures: give --reference REF.png or --engine gpu\n".into(),
            code: 2,
        });
    }
    let inputs = files
        .iter()
        .map(|f| read(f))
        .collect::<Result<Vec<_>, _>>()?;
    let (mut output, rendered) = shasm_cli::pictures::render(&inputs, options, request);
    let Some(rendered) = rendered else {
        return Ok(output);
    };
    let png = rendered.png;
    write(out, &png)?;
    if let Some(reference) = &rendered.reference {
        // `--engine gpu`: the GPU's picture against the reference
        // rasterizer's (docs/cli.md); `--diff` shows this comparison
        // unless a reference image is given too.
        let tolerance = compare.tolerance.unwrap_or(GPU_TOLERANCE);
        match shasm_cli::pictures::compare(&png, reference, tolerance) {
            Ok(c) => {
                if let (Some(diff), None) = (&compare.diff, &compare.reference) {
                    write(diff, &c.diff)?;
                }
                output.stdout.push_str(&format!(
                    "gpu: largest channel difference {}/255 from the reference rasterizer at pixel ({}, {}); {} pixels over the tolerance {}/255\n",
                    c.largest, c.at.0, c.at.1, c.over, tolerance
                ));
                if c.largest > tolerance {
                    output.code = output.code.max(1);
                }
            }
            Err(e) => {
                output.stderr.push_str(&format!("error: {e}\n"));
                output.code = output.code.max(1);
            }
        }
    }
    let Some(reference) = &compare.reference else {
        return Ok(output);
    };
    let reference_bytes =
        shasm::limits::read_file(reference, shasm::limits::MAX_IMAGE_FILE, "reference image")
            .map_err(|e| Output {
                stdout: String::new(),
                stderr: format!("error: {e}\n"),
                code: 2,
            })?;
    let tolerance = compare.tolerance.unwrap_or(0);
    match shasm_cli::pictures::compare(&png, &reference_bytes, tolerance) {
        Ok(c) => {
            if let Some(diff) = &compare.diff {
                write(diff, &c.diff)?;
            }
            output.stdout.push_str(&format!(
                "{}: largest channel difference {}/255 at pixel ({}, {}); {} pixels over the tolerance {}/255\n",
                reference.display(),
                c.largest,
                c.at.0,
                c.at.1,
                c.over,
                tolerance
            ));
            if c.largest > tolerance {
                output.code = output.code.max(1);
            }
            Ok(output)
        }
        Err(e) => {
            output
                .stderr
                .push_str(&format!("{}: error: {e}\n", reference.display()));
            output.code = output.code.max(1);
            Ok(output)
        }
    }
}

/// The largest channel difference between the GPU's picture and the
/// reference rasterizer's that `shasm render --engine gpu` passes without
/// `--tolerance` (docs/render.md says why they differ at all).
const GPU_TOLERANCE: u8 = 2;

/// `shasm render --reference REF.png [--diff DIFF.png] [--tolerance T]`.
struct Compare {
    reference: Option<PathBuf>,
    diff: Option<PathBuf>,
    tolerance: Option<u8>,
}

/// What clap does for `--help`, `--version` and usage errors, except that
/// a failed write of help or version text is an I/O error like any other
/// failed write of the results (docs/cli.md: exit 2 with a message), where
/// clap's own `exit` would ignore it and exit 0.
fn clap_exit(e: &clap::Error) -> ExitCode {
    let printed = e.print().and_then(|()| {
        if e.use_stderr() {
            std::io::stderr().flush()
        } else {
            std::io::stdout().flush()
        }
    });
    if let Err(w) = printed
        && !e.use_stderr()
    {
        let _ = writeln!(std::io::stderr(), "error: cannot write the output: {w}");
        return ExitCode::from(2);
    }
    ExitCode::from(e.exit_code().clamp(0, 255) as u8)
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_exit(&e),
    };
    let out = match &cli.command {
        Command::Check {
            files,
            load,
            format,
        } => {
            let json = *format == Format::Json;
            let options = Options::load(load);
            read_all(files)
                .map(|named| commands::many(named, json, &|i| commands::check(i, &options, json)))
        }
        Command::Run {
            file,
            load,
            run,
            format,
            batch: Some(rows),
            out,
            outputs,
            bits,
        } => read(file).map(|i| {
            shasm_cli::batch::run(
                &i,
                &Options::new(load, run),
                &shasm_cli::batch::Request {
                    rows,
                    out: out.as_deref(),
                    outputs: outputs.as_deref(),
                    bits: *bits,
                    json: *format == Format::Json,
                },
            )
        }),
        Command::Run {
            file,
            load,
            run,
            format,
            ..
        } => {
            let json = *format == Format::Json;
            match read_named(file) {
                Ok(i) => Ok(commands::run(&i, &Options::new(load, run), json)),
                Err(e) if json => Ok(Output {
                    stdout: shasm::report::json_text(&serde_json::Value::Object(
                        commands::read_error_json(&e.message),
                    )),
                    stderr: String::new(),
                    code: 2,
                }),
                Err(e) => Err(Output {
                    stdout: String::new(),
                    stderr: format!("error: {}\n", e.message),
                    code: 2,
                }),
            }
        }
        Command::Fmt {
            files,
            load,
            write: true,
        } => fmt_write(files, &Options::load(load)),
        Command::Fmt { files, load, .. } => {
            let options = Options::load(load);
            read_all(files)
                .map(|named| commands::many(named, false, &|i| commands::fmt(i, &options)))
        }
        Command::Translate {
            files,
            load,
            to,
            format,
            compute: _,
            stage,
            exact: _,
            fast,
            output,
            layout,
        } => {
            let options = Options::load(load);
            let json = *format == Format::Json;
            let several = files.len() > 1 && (output.is_some() || layout.is_some());
            let args = commands::TranslateArgs {
                to: to.clone(),
                options: shasm::TranslateOptions {
                    form: if *stage {
                        shasm::TranslateForm::Stage
                    } else {
                        shasm::TranslateForm::Compute
                    },
                    mode: if *fast {
                        shasm::TranslateMode::Fast
                    } else {
                        shasm::TranslateMode::Exact
                    },
                },
                output: output.clone(),
                layout: layout.clone(),
            };
            // A vertex and a fragment program given together are checked
            // as a pair first (docs/cli.md, "Program pairs").
            let pair = match (files.len(), files.first(), files.get(1)) {
                (2, Some(v), Some(f)) => match (read(v), read(f)) {
                    (Ok(v), Ok(f)) => shasm_cli::vfp::check_files(&v, &f, &options),
                    _ => None,
                },
                _ => None,
            };
            let files = if let Some(mismatch) = pair {
                Err(mismatch)
            } else if several {
                Err(Output {
                    stdout: String::new(),
                    stderr: "error: `-o` and `--layout` take one FILE to translate\n".into(),
                    code: 2,
                })
            } else {
                read_all(files)
            };
            files.map(|named| {
                commands::many(named, json, &|i| {
                    if json {
                        commands::translate_json_with(i, &options, &args)
                    } else {
                        commands::translate_with(i, &options, &args)
                    }
                })
            })
        }
        Command::Cfg {
            file,
            load,
            format,
            structured,
        } => {
            let format = match format {
                GraphFormat::Text => "text",
                GraphFormat::Dot => "dot",
                GraphFormat::Json => "json",
            };
            read(file).map(|i| commands::cfg(&i, &Options::load(load), format, *structured))
        }
        Command::Trace { file, load, run } => {
            read(file).map(|i| commands::trace(&i, &Options::new(load, run)))
        }
        Command::Bench {
            file,
            load,
            run,
            invocations,
            threads,
        } => read(file).map(|i| {
            let threads = usize::try_from(*threads).unwrap_or(1);
            commands::bench(&i, &Options::new(load, run), *invocations, threads)
        }),
        Command::Asm {
            help: _,
            sources,
            out,
            header,
            no_nop,
        } => asm(sources, out, header.as_ref(), *no_nop),
        Command::Dis {
            file,
            listing,
            out_dir: Some(dir),
        } if !*listing => read(file).and_then(|i| dis_to_dir(&i, dir)),
        Command::Dis { file, listing, .. } => read(file).map(|i| commands::dis(&i, *listing)),
        Command::Test {
            files,
            load,
            engine,
        } => {
            let mut options = Options::load(load);
            options.engine = *engine;
            test_files(files, &options)
        }
        Command::Render {
            files,
            out,
            size,
            scale,
            target,
            reference,
            diff,
            tolerance,
            load,
            run,
        } => render(
            files,
            out,
            &Options::new(load, run),
            &shasm_cli::pictures::RenderRequest {
                size: *size,
                scale: *scale,
                target: *target,
            },
            &Compare {
                reference: reference.clone(),
                diff: diff.clone(),
                tolerance: *tolerance,
            },
        ),
    }
    .unwrap_or_else(|e| e);
    // A failed write of the results (a full disk, a closed pipe) is an I/O
    // error: exit 2 with a message, never a silent exit 0 or a panic.
    let mut stdout = std::io::stdout().lock();
    let written = stdout
        .write_all(out.stdout.as_bytes())
        .and_then(|()| stdout.flush());
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    if let Err(e) = written {
        let _ = writeln!(std::io::stderr(), "error: cannot write the output: {e}");
        return ExitCode::from(2);
    }
    ExitCode::from(out.code.clamp(0, 255) as u8)
}
