//! `shasm`: check, run, format, translate and benchmark classic GPU shader
//! programs. Exit codes (shared/CLI.md): 0 success, 1 invalid input, 2 bad
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
    about = "Check, run and translate classic GPU shader programs"
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

#[derive(Subcommand)]
enum Command {
    /// Load FILE as the spec's load step would; exit 1 with diagnostics if it would not load.
    Check {
        file: PathBuf,
        #[command(flatten)]
        options: Options,
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

fn read(file: &PathBuf) -> Result<Input, Output> {
    match std::fs::read(file) {
        Ok(bytes) => Ok(Input::new(file.display().to_string(), bytes)),
        Err(e) => Err(Output {
            stdout: String::new(),
            stderr: format!("error: cannot read {}: {e}\n", file.display()),
            code: 2,
        }),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let out = match &cli.command {
        Command::Check { file, options } => read(file).map(|i| commands::check(&i, options)),
        Command::Run {
            file,
            options,
            format,
        } => read(file).map(|i| commands::run(&i, options, *format == Format::Json)),
        Command::Fmt { file, options } => read(file).map(|i| commands::fmt(&i, options)),
        Command::Translate { file, options, to } => {
            read(file).map(|i| commands::translate(&i, options, to))
        }
        Command::Trace { file, options } => read(file).map(|i| commands::trace(&i, options)),
        Command::Bench {
            file,
            options,
            invocations,
        } => read(file).map(|i| commands::bench(&i, options, *invocations)),
    }
    .unwrap_or_else(|e| e);
    // Output errors (a closed pipe) must not panic.
    let _ = std::io::stdout().write_all(out.stdout.as_bytes());
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    ExitCode::from(out.code.clamp(0, 255) as u8)
}
