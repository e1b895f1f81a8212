//! `shasm`: check, run, format, translate and benchmark classic GPU shader
//! programs. Exit codes (docs/cli.md): 0 success, 1 invalid input, 2 bad
//! usage or I/O error.

use clap::{Parser, Subcommand, ValueEnum};
use shasm_cli::commands::{self, Output};
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

#[derive(Subcommand)]
enum Command {
    /// Load FILE as the spec's load step would; exit 1 with diagnostics if it would not load.
    Check {
        file: PathBuf,
        #[command(flatten)]
        options: Options,
        /// text: diagnostics on stderr; json: one object on stdout with
        /// every diagnostic (severity, code, message, line, column, byte
        /// span, GL error position).
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// Run FILE once (one vertex, fragment or primitive) and print its results.
    Run {
        file: PathBuf,
        #[command(flatten)]
        options: Options,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// Print FILE as canonical text.
    Fmt {
        file: PathBuf,
        #[command(flatten)]
        options: Options,
    },
    /// Translate FILE to another language.
    Translate {
        file: PathBuf,
        #[command(flatten)]
        options: Options,
        /// Target language: tgsi.
        #[arg(long, value_name = "LANG")]
        to: String,
    },
    /// Run FILE once, printing every executed instruction and what it wrote.
    Trace {
        file: PathBuf,
        #[command(flatten)]
        options: Options,
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
    /// Disassemble a PICA200 SHBIN into picasso source.
    Dis {
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
        file: PathBuf,
        #[command(flatten)]
        options: Options,
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
    /// Measure how many invocations per second the reference interpreter runs.
    Bench {
        file: PathBuf,
        #[command(flatten)]
        options: Options,
        /// Number of timed invocations.
        #[arg(long, default_value_t = 1_000_000)]
        invocations: u64,
    },
}

/// Read a program file, at most [`shasm::limits::MAX_PROGRAM_FILE`] bytes.
fn read(file: &std::path::Path) -> Result<Input, Output> {
    match shasm::limits::read_file(file, shasm::limits::MAX_PROGRAM_FILE, "program file") {
        Ok(bytes) => Ok(Input::new(file.display().to_string(), bytes)),
        Err(e) => Err(Output {
            stdout: String::new(),
            stderr: format!("error: {e}\n"),
            code: 2,
        }),
    }
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
            file,
            options,
            format,
        } => read(file).map(|i| commands::check(&i, options, *format == Format::Json)),
        Command::Run {
            file,
            options,
            format,
        } => read(file).map(|i| commands::run(&i, options, *format == Format::Json)),
        Command::Fmt { file, options } => read(file).map(|i| commands::fmt(&i, options)),
        Command::Translate { file, options, to } => {
            read(file).map(|i| commands::translate(&i, options, to))
        }
        Command::Cfg {
            file,
            options,
            format,
            structured,
        } => {
            let format = match format {
                GraphFormat::Text => "text",
                GraphFormat::Dot => "dot",
                GraphFormat::Json => "json",
            };
            read(file).map(|i| commands::cfg(&i, options, format, *structured))
        }
        Command::Trace { file, options } => read(file).map(|i| commands::trace(&i, options)),
        Command::Bench {
            file,
            options,
            invocations,
        } => read(file).map(|i| commands::bench(&i, options, *invocations)),
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
