//! `shasm run FILE --batch ROWS`: one invocation per row of a CSV or JSON
//! file, through [`shasm::Batch`], with one row of results per invocation
//! (docs/cli.md, "Batches").
//!
//! Memory stays bounded for any number of rows: rows are read one at a
//! time (CSV and JSON Lines; a top-level JSON array is read whole, up to
//! [`MAX_JSON_ARRAY`]), run [`CHUNK`] at a time, and each chunk's results
//! are written before the next is read. A line is at most [`MAX_LINE`]
//! bytes, so a stream without line breaks is an error, not a growing
//! buffer.

use crate::args::Options;
use crate::commands::{self, Output};
use serde_json::{Map, Value};
use shasm::driver::Input;
use shasm::{Batch, Error, Program};
use std::io::{Seek, Write};
use std::path::Path;

mod rows;
use rows::{Rows, set_values};

/// Rows run together: the input and output buffers hold this many.
pub const CHUNK: usize = 4096;
/// The longest line of a batch file: 1 MiB.
pub const MAX_LINE: usize = 1 << 20;
/// The largest batch file that is one JSON array (read whole): 64 MiB.
/// JSON Lines and CSV files have no limit.
pub const MAX_JSON_ARRAY: u64 = 64 << 20;
/// Rows before a terminal shows a progress bar.
const PROGRESS_AFTER: u64 = 100_000;

/// What `--batch` asks for.
#[derive(Clone, Copy, Debug)]
pub struct Request<'a> {
    /// The rows file (`-`: standard input).
    pub rows: &'a Path,
    /// Where the results go (by extension: .csv, .json, .npy); stdout
    /// (CSV) when `None`.
    pub out: Option<&'a Path>,
    /// `--outputs NAME,...`.
    pub outputs: Option<&'a str>,
    /// `--bits`: raw words instead of floats.
    pub bits: bool,
    /// `--format json`: errors as the JSON error object.
    pub json: bool,
}

/// Run a batch, writing CSV results to stdout when no `out` is given.
pub fn run(input: &Input, options: &Options, request: &Request<'_>) -> Output {
    let stdout = std::io::stdout();
    let mut lock = std::io::BufWriter::new(stdout.lock());
    let show_progress = std::io::IsTerminal::is_terminal(&std::io::stderr());
    run_to(input, options, request, &mut lock, show_progress)
}

/// [`run`] with the stdout results going to `stdout`.
pub fn run_to(
    input: &Input,
    options: &Options,
    request: &Request<'_>,
    stdout: &mut dyn Write,
    show_progress: bool,
) -> Output {
    let program = match commands::load(input, options) {
        Ok(p) => p,
        Err(e) if request.json => return json_error(commands::error_json(input, &[], &e), &e),
        Err(e) => {
            return Output {
                stdout: String::new(),
                stderr: commands::error_text(input, &e),
                code: commands::exit_code(&e),
            };
        }
    };
    let mut warnings = commands::render_diagnostics(input, program.warnings());
    for w in commands::unbound_texture_warnings(&program) {
        warnings.push_str(&format!("{}: warning: {w}\n", input.name));
    }
    let result = execute(&program, options, request, stdout, show_progress);
    let mut out = match result {
        Ok(()) => Output {
            stdout: String::new(),
            stderr: String::new(),
            code: 0,
        },
        Err(Failure::Program(e)) if request.json => {
            json_error(commands::error_json(input, &[], &e), &e)
        }
        Err(Failure::Program(e)) => Output {
            stdout: String::new(),
            stderr: commands::error_text(input, &e),
            code: commands::exit_code(&e),
        },
        Err(Failure::Row { row, error }) if request.json => {
            let mut object = commands::error_json(input, &[], &error);
            object.insert(
                "error".into(),
                format!("the invocation of row {} failed: {error}", row.name()).into(),
            );
            json_error(object, &error)
        }
        Err(Failure::Row { row, error }) => Output {
            stdout: String::new(),
            stderr: format!(
                "{}{}: note: the invocation of this row failed\n",
                commands::error_text(input, &error),
                row.name()
            ),
            code: commands::exit_code(&error),
        },
        Err(Failure::File(d)) => d.output(request.json),
        Err(Failure::Usage(message)) if request.json => {
            json_line(commands::read_error_json(&message), 2)
        }
        Err(Failure::Usage(message)) => Output {
            stdout: String::new(),
            stderr: format!("error: {message}\n"),
            code: 2,
        },
    };
    out.stderr.insert_str(0, &warnings);
    out
}

fn json_error(object: Map<String, Value>, e: &Error) -> Output {
    json_line(object, commands::exit_code(e))
}

/// The JSON error object on one line: with `--format json` the results
/// before it are JSON Lines on the same stdout.
fn json_line(object: Map<String, Value>, code: i32) -> Output {
    Output {
        stdout: format!("{}\n", Value::Object(object)),
        stderr: String::new(),
        code,
    }
}

/// Where a row is: the file and its 1-based line (and, for CSV, the
/// line's text, for snippets).
#[derive(Clone, Debug, Default)]
struct Row {
    file: String,
    line: u64,
    text: Option<String>,
}

impl Row {
    fn name(&self) -> String {
        format!("{}:{}", self.file, self.line)
    }
}

/// A mistake in the rows file, at a line (and column, where known): one
/// diagnostic, code `batch/...`.
#[derive(Debug)]
struct FileDiagnostic {
    file: String,
    line: u64,
    column: usize,
    /// The line's text (or what was read of it), for the snippet.
    text: Option<String>,
    /// Bytes of `text` the mistake covers.
    width: usize,
    code: &'static str,
    message: String,
}

impl FileDiagnostic {
    fn new(row: &Row, code: &'static str, message: impl Into<String>) -> FileDiagnostic {
        FileDiagnostic {
            file: row.file.clone(),
            line: row.line,
            column: 1,
            text: row.text.clone(),
            width: 0,
            code,
            message: message.into(),
        }
    }

    fn at(mut self, text: String, column: usize, width: usize) -> FileDiagnostic {
        self.text = Some(text);
        self.column = column;
        self.width = width;
        self
    }

    /// `FILE:LINE:COL: error: MESSAGE` with the line as a snippet (stderr,
    /// exit 2), or the JSON error object with one diagnostic.
    fn output(&self, json: bool) -> Output {
        if json {
            let mut d = Map::new();
            d.insert("severity".into(), "error".into());
            d.insert("code".into(), self.code.into());
            d.insert("message".into(), self.message.clone().into());
            d.insert("file".into(), self.file.clone().into());
            d.insert("line".into(), self.line.into());
            d.insert("column".into(), self.column.into());
            let mut object = Map::new();
            object.insert("ok".into(), false.into());
            object.insert("diagnostics".into(), Value::Array(vec![Value::Object(d)]));
            return json_line(object, 2);
        }
        let at = format!("{}:{}:{}", self.file, self.line, self.column);
        let mut text = format!("{at}: error: {}\n", self.message);
        if let Some(line) = &self.text {
            // The snippet shows at most 200 characters around the mistake.
            let shown: String = line.chars().take(200).collect();
            let number = self.line.to_string();
            let pad = " ".repeat(number.len());
            // The column counts bytes; the caret goes under the character
            // that holds that byte.
            let mut byte = self.column.saturating_sub(1).min(line.len());
            while !line.is_char_boundary(byte) {
                byte -= 1;
            }
            let caret_at = line[..byte].chars().count();
            let carets = self.width.clamp(1, 200);
            text.push_str(&format!("{pad} ┌─ {at}\n{pad} │\n{number} │ {shown}\n"));
            if caret_at < 200 {
                text.push_str(&format!(
                    "{pad} │ {}{}\n",
                    " ".repeat(caret_at),
                    "^".repeat(carets)
                ));
            }
        }
        Output {
            stdout: String::new(),
            stderr: text,
            code: 2,
        }
    }
}

/// Why a batch stopped.
enum Failure {
    /// The program's options or inputs (before any row ran).
    Program(Box<Error>),
    /// The invocation of a row failed.
    Row { row: Box<Row>, error: Box<Error> },
    /// The rows file is malformed.
    File(Box<FileDiagnostic>),
    /// A file could not be read or written, or the request is malformed.
    Usage(String),
}

impl From<FileDiagnostic> for Failure {
    fn from(d: FileDiagnostic) -> Failure {
        Failure::File(Box::new(d))
    }
}

/// The input columns of a batch: which input and component each column
/// (CSV) or key (JSON) sets.
struct Layout {
    /// Distinct input names, in order of first appearance.
    names: Vec<String>,
}

impl Layout {
    fn index(&mut self, name: &str) -> usize {
        match self.names.iter().position(|n| n == name) {
            Some(k) => k,
            None => {
                self.names.push(name.to_string());
                self.names.len() - 1
            }
        }
    }
}

/// Split a column name `NAME.x` (or `.y`, `.z`, `.w`) into the name and
/// the component.
fn split_column(column: &str) -> Option<(&str, usize)> {
    let (name, component) = column.rsplit_once('.')?;
    let k = match component {
        "x" => 0,
        "y" => 1,
        "z" => 2,
        "w" => 3,
        _ => return None,
    };
    (!name.is_empty()).then_some((name, k))
}

/// The inputs `program` declares, by its own names (for "did you mean").
fn input_names(program: &Program) -> Vec<String> {
    let ir = program.ir();
    let mut names = Vec::new();
    for d in &ir.declarations {
        if d.file != shasm_ir::File::Input {
            continue;
        }
        // A few hundred names are plenty to suggest from.
        for index in d.first..=d.last.min(d.first.saturating_add(255)) {
            if let Some(n) = d.spell(index) {
                names.push(n);
            }
        }
        if let shasm_ir::Binding::Named(n) = &d.binding {
            names.push(n.clone());
        }
    }
    names.sort();
    names.dedup();
    names
}

/// Why a column names nothing the batch can set, with a suggestion.
fn unknown_column(program: &Program, column: &str) -> String {
    let Some((name, _)) = split_column(column) else {
        return format!(
            "column `{column}` names no component: columns are NAME.x, NAME.y, NAME.z or NAME.w"
        );
    };
    let known = input_names(program);
    // The front ends' rule of when a suggestion is worth making.
    match shasm_diag::closest(name, known.iter().map(String::as_str)) {
        Some(k) => {
            format!("column `{column}`: the program has no input `{name}`; did you mean `{k}`?")
        }
        None if known.is_empty() => format!("column `{column}`: the program has no input `{name}`"),
        None => format!(
            "column `{column}`: the program has no input `{name}` (its inputs: {})",
            known
                .iter()
                .take(16)
                .cloned()
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Where results go, in which form.
enum Sink<'a> {
    Csv(&'a mut dyn Write),
    JsonLines(&'a mut dyn Write),
    Npy {
        file: std::io::BufWriter<std::fs::File>,
        rows: u64,
        columns: usize,
    },
}

/// The bytes of a `.npy` header (NumPy format 1.0): magic, version, header
/// length, then the header dict padded with spaces and a newline to
/// [`NPY_HEADER`] bytes in all, a multiple of 64 as the format asks.
const NPY_HEADER: usize = 128;

fn npy_header(rows: u64, columns: usize, bits: bool) -> Vec<u8> {
    let descr = if bits { "<u4" } else { "<f4" };
    let dict =
        format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': ({rows}, {columns}), }}");
    let mut out = b"\x93NUMPY\x01\x00".to_vec();
    let len = NPY_HEADER - 10;
    out.extend_from_slice(&(len as u16).to_le_bytes());
    out.extend_from_slice(dict.as_bytes());
    out.resize(NPY_HEADER - 1, b' ');
    out.push(b'\n');
    out
}

/// The names of the result columns.
fn result_columns(batch: &Batch, killed: bool) -> Vec<String> {
    let mut columns: Vec<String> = batch
        .output_names()
        .flat_map(|n| ["x", "y", "z", "w"].map(|c| format!("{n}.{c}")))
        .collect();
    if killed {
        columns.push("killed".into());
    }
    columns
}

/// A word as CSV or JSON text: the shortest decimal that reads back to
/// the same f32 (`nan`, `inf`, `-inf`), or `0x%08x` with `--bits`.
fn word_text(word: u32, bits: bool) -> String {
    if bits {
        shasm::values::bits_text(word)
    } else {
        shasm::values::float_text(word)
    }
}

impl Sink<'_> {
    fn header(&mut self, columns: &[String]) -> std::io::Result<()> {
        match self {
            Sink::Csv(w) => writeln!(w, "{}", columns.join(",")),
            Sink::JsonLines(_) => Ok(()),
            Sink::Npy { file, .. } => file.write_all(&[0; NPY_HEADER]),
        }
    }

    /// Write one row of results: the output words and the killed flag.
    fn row(
        &mut self,
        batch: &Batch,
        words: &[u32],
        killed: Option<bool>,
        bits: bool,
    ) -> std::io::Result<()> {
        match self {
            Sink::Csv(w) => {
                let mut line = String::with_capacity(words.len() * 12);
                for (k, word) in words.iter().enumerate() {
                    if k > 0 {
                        line.push(',');
                    }
                    line.push_str(&word_text(*word, bits));
                }
                if let Some(k) = killed {
                    line.push_str(if k { ",1" } else { ",0" });
                }
                line.push('\n');
                w.write_all(line.as_bytes())
            }
            Sink::JsonLines(w) => {
                let mut line = String::from("{");
                for (k, name) in batch.output_names().enumerate() {
                    if k > 0 {
                        line.push(',');
                    }
                    line.push_str(&Value::from(name).to_string());
                    line.push_str(":[");
                    for (j, word) in words[4 * k..4 * k + 4].iter().enumerate() {
                        if j > 0 {
                            line.push(',');
                        }
                        let text = word_text(*word, bits);
                        let v = f32::from_bits(*word);
                        // JSON numbers cannot be NaN or infinite: those,
                        // and raw words, are strings.
                        if bits || !v.is_finite() {
                            line.push_str(&Value::from(text).to_string());
                        } else {
                            line.push_str(&text);
                        }
                    }
                    line.push(']');
                }
                if let Some(k) = killed {
                    line.push_str(if line.len() > 1 {
                        ",\"killed\":"
                    } else {
                        "\"killed\":"
                    });
                    line.push_str(if k { "true" } else { "false" });
                }
                line.push_str("}\n");
                w.write_all(line.as_bytes())
            }
            Sink::Npy { file, rows, .. } => {
                let mut bytes = Vec::with_capacity(4 * words.len() + 4);
                for word in words {
                    bytes.extend_from_slice(&word.to_le_bytes());
                }
                if let Some(k) = killed {
                    let word = if bits {
                        u32::from(k)
                    } else {
                        f32::from(u8::from(k)).to_bits()
                    };
                    bytes.extend_from_slice(&word.to_le_bytes());
                }
                *rows += 1;
                file.write_all(&bytes)
            }
        }
    }

    fn finish(&mut self, bits: bool) -> std::io::Result<()> {
        match self {
            Sink::Csv(w) | Sink::JsonLines(w) => w.flush(),
            Sink::Npy {
                file,
                rows,
                columns,
            } => {
                file.flush()?;
                let f = file.get_mut();
                f.seek(std::io::SeekFrom::Start(0))?;
                f.write_all(&npy_header(*rows, *columns, bits))?;
                f.flush()
            }
        }
    }
}

fn execute(
    program: &Program,
    options: &Options,
    request: &Request<'_>,
    stdout: &mut dyn Write,
    show_progress: bool,
) -> Result<(), Failure> {
    let ir = program.ir();
    if options.quad {
        return Err(Failure::Usage(
            "--batch runs one invocation per row; --quad runs four fragments together: use one \
             or the other"
                .into(),
        ));
    }
    if ir.stage == shasm_ir::Stage::Geometry || ir.stage == shasm_ir::Stage::VertexState {
        return Err(Failure::Usage(format!(
            "--batch runs vertex and fragment programs, one row of results per invocation; a {} \
             program's results are not one row: run it with `shasm run`",
            if ir.stage == shasm_ir::Stage::Geometry {
                "geometry"
            } else {
                "vertex state"
            }
        )));
    }
    let base = program
        .inputs()
        .map_err(|e| Failure::Program(Box::new(e)))?;
    let file = request.rows.display().to_string();
    let file = if file == "-" {
        "<stdin>".to_string()
    } else {
        file
    };
    let mut layout = Layout { names: Vec::new() };
    let (mut rows, size) = Rows::open(request, program, &mut layout, &file)?;

    // The first row fixes the inputs of a JSON batch (CSV: the header).
    let first = rows.next(program, &mut layout, false, &file)?;
    let outputs: Vec<String> = match request.outputs {
        Some(list) => list
            .split(',')
            .map(|n| n.trim().to_string())
            .filter(|n| !n.is_empty())
            .collect(),
        None => Batch::written_outputs(program),
    };
    let input_refs: Vec<&str> = layout.names.iter().map(String::as_str).collect();
    let output_refs: Vec<&str> = outputs.iter().map(String::as_str).collect();
    // Without `--engine`, the library picks (the JIT where it compiles
    // the whole program); a named engine runs the batch.
    let batch = match options.engine {
        Some(engine) => Batch::with_engine(program, engine, &input_refs, &output_refs),
        None => Batch::new(program, &input_refs, &output_refs),
    };
    let batch = batch.map_err(|e| match e {
        Error::UnknownName { name } => {
            let written = Batch::written_outputs(program);
            // The front ends' rule of when a suggestion is worth making.
            let hint = shasm_diag::closest(&name, written.iter().map(String::as_str))
                .map_or(String::new(), |k| format!("; did you mean `{k}`?"));
            Failure::Usage(format!(
                "--outputs: the program has no register `{name}` (outputs it writes: {}){hint}",
                written.join(", ")
            ))
        }
        e => Failure::Program(Box::new(e)),
    })?;
    let killed = ir.stage == shasm_ir::Stage::Fragment;
    let columns = result_columns(&batch, killed);

    let mut results_file;
    let mut sink = match request.out {
        None if request.json => Sink::JsonLines(stdout),
        None => Sink::Csv(stdout),
        Some(path) => {
            let ext = path
                .extension()
                .map(|e| e.to_string_lossy().to_ascii_lowercase());
            let f = std::fs::File::create(path)
                .map_err(|e| Failure::Usage(format!("cannot write {}: {e}", path.display())))?;
            match ext.as_deref() {
                Some("npy") => Sink::Npy {
                    file: std::io::BufWriter::new(f),
                    rows: 0,
                    columns: columns.len(),
                },
                Some("json" | "jsonl" | "ndjson") => {
                    results_file = std::io::BufWriter::new(f);
                    Sink::JsonLines(&mut results_file)
                }
                Some("csv") => {
                    results_file = std::io::BufWriter::new(f);
                    Sink::Csv(&mut results_file)
                }
                _ => {
                    return Err(Failure::Usage(format!(
                        "-o {}: the results file is .csv, .json (JSON Lines) or .npy",
                        path.display()
                    )));
                }
            }
        }
    };
    let io = |e: std::io::Error| Failure::Usage(format!("cannot write the results: {e}"));
    sink.header(&columns).map_err(io)?;

    let base_words = batch.base_words(&base);
    let (istride, ostride) = (batch.input_stride(), batch.output_stride());
    let mut inputs: Vec<u32> = Vec::with_capacity(CHUNK * istride);
    let mut outputs = vec![0u32; CHUNK * ostride];
    let mut flags = vec![false; CHUNK];
    let mut chunk_rows: Vec<Row> = Vec::with_capacity(CHUNK);
    let mut pending = first;
    let mut done: u64 = 0;
    let mut progress: Option<indicatif::ProgressBar> = None;
    loop {
        inputs.clear();
        chunk_rows.clear();
        // A malformed row stops the batch after the rows before it ran.
        let mut stop: Option<Failure> = None;
        while chunk_rows.len() < CHUNK {
            let next = match pending.take() {
                Some(r) => Ok(Some(r)),
                None => rows.next(program, &mut layout, true, &file),
            };
            let (row, values) = match next {
                Ok(Some(r)) => r,
                Ok(None) => break,
                Err(f) => {
                    stop = Some(f);
                    break;
                }
            };
            let at = inputs.len();
            inputs.extend_from_slice(&base_words);
            if let Err(d) = set_values(&batch, &layout, &row, values, &mut inputs[at..]) {
                inputs.truncate(at);
                stop = Some(Failure::from(d));
                break;
            }
            chunk_rows.push(row);
        }
        let n = chunk_rows.len();
        if n == 0 {
            match stop {
                Some(f) => {
                    sink.finish(request.bits).map_err(io)?;
                    return Err(f);
                }
                None => break,
            }
        }
        let out = &mut outputs[..n * ostride];
        let killed_flags = &mut flags[..n];
        if let Err(error) = batch.run_killed(program, &base, &inputs, out, killed_flags) {
            // Find the row that failed: run the chunk's rows one by one,
            // writing the results of those before it.
            for (k, row) in chunk_rows.iter().enumerate() {
                let one = &inputs[k * istride..(k + 1) * istride];
                let out = &mut outputs[..ostride];
                let flag = &mut flags[..1];
                if let Err(error) = batch.run_killed(program, &base, one, out, flag) {
                    sink.finish(request.bits).map_err(io)?;
                    return Err(Failure::Row {
                        row: Box::new(row.clone()),
                        error: Box::new(error),
                    });
                }
                sink.row(&batch, out, killed.then_some(flag[0]), request.bits)
                    .map_err(io)?;
            }
            // Every row ran alone: report the error at the chunk's start.
            sink.finish(request.bits).map_err(io)?;
            return Err(Failure::Row {
                row: Box::new(chunk_rows[0].clone()),
                error: Box::new(error),
            });
        }
        for k in 0..n {
            sink.row(
                &batch,
                &outputs[k * ostride..(k + 1) * ostride],
                killed.then_some(flags[k]),
                request.bits,
            )
            .map_err(io)?;
        }
        done += n as u64;
        if let Some(f) = stop {
            sink.finish(request.bits).map_err(io)?;
            return Err(f);
        }
        if show_progress && done >= PROGRESS_AFTER && progress.is_none() {
            progress = Some(match size {
                Some(total) => indicatif::ProgressBar::new(total),
                None => indicatif::ProgressBar::new_spinner(),
            });
        }
        if let Some(bar) = &progress {
            bar.set_message(format!("{done} invocations"));
            match rows.byte_position() {
                Some(byte) => bar.set_position(byte),
                None => bar.tick(),
            }
        }
    }
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    sink.finish(request.bits).map_err(io)?;
    Ok(())
}
