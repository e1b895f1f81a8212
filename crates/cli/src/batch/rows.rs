//! Reading `--batch` rows: CSV, JSON Lines or one JSON array, streamed
//! line by line with a bound on each line, into the input words of a
//! [`Layout`].

use super::{
    Failure, FileDiagnostic, Layout, MAX_JSON_ARRAY, MAX_LINE, Request, Row, split_column,
    unknown_column,
};
use serde_json::Value;
use shasm::{Batch, Program};
use std::io::{BufRead, Read};

/// A reader that fails once a line passes [`MAX_LINE`] bytes (while
/// `bounded`: a file that is one JSON array is read whole, on however
/// few lines, and bounded by its size instead).
pub(super) struct LineLimit<R> {
    inner: R,
    since_newline: usize,
    /// The 1-based number of the line being read.
    line: u64,
    bounded: bool,
}

impl<R> LineLimit<R> {
    fn new(inner: R) -> LineLimit<R> {
        LineLimit {
            inner,
            since_newline: 0,
            line: 1,
            bounded: true,
        }
    }
}

/// The error [`LineLimit`] stops with: the line that is too long.
#[derive(Debug)]
struct LongLine {
    line: u64,
}

impl std::fmt::Display for LongLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "a line is longer than {MAX_LINE} bytes")
    }
}

impl std::error::Error for LongLine {}

impl<R: Read> Read for LineLimit<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        for &b in &buf[..n] {
            if b == b'\n' {
                self.since_newline = 0;
                self.line += 1;
            } else {
                self.since_newline += 1;
                if self.bounded && self.since_newline > MAX_LINE {
                    return Err(std::io::Error::new(
                        std::io::ErrorKind::InvalidData,
                        LongLine { line: self.line },
                    ));
                }
            }
        }
        Ok(n)
    }
}

/// The line a read error names (a line too long), if it names one.
fn error_line(e: &std::io::Error) -> Option<u64> {
    e.get_ref()?.downcast_ref::<LongLine>().map(|l| l.line)
}

/// Rows of input values: each row as (column index or key, text) pairs.
pub(super) enum Rows {
    Csv {
        reader: csv::Reader<std::io::BufReader<LineLimit<Box<dyn Read>>>>,
        /// Each column: (input, component).
        columns: Vec<(usize, usize)>,
        record: csv::StringRecord,
    },
    Lines {
        reader: std::io::BufReader<LineLimit<Box<dyn Read>>>,
        line: u64,
        buffer: String,
    },
    Array {
        items: std::vec::IntoIter<Value>,
        line: u64,
    },
}

/// One row's values: (input, component, text, column number for
/// diagnostics).
type Values = Vec<(usize, usize, String, usize)>;

impl Rows {
    /// Open the rows file and read its columns (CSV header) into `layout`.
    pub(super) fn open(
        request: &Request<'_>,
        program: &Program,
        layout: &mut Layout,
        file: &str,
    ) -> Result<(Rows, Option<u64>), Failure> {
        let (reader, size): (Box<dyn Read>, Option<u64>) = if request.rows.as_os_str() == "-" {
            (Box::new(std::io::stdin()), None)
        } else {
            let f = std::fs::File::open(request.rows).map_err(|e| {
                Failure::Usage(format!("cannot read {}: {e}", request.rows.display()))
            })?;
            let size = f.metadata().ok().map(|m| m.len());
            (Box::new(f), size)
        };
        let mut buffered = std::io::BufReader::new(LineLimit::new(reader));
        let ext = request
            .rows
            .extension()
            .map(|e| e.to_string_lossy().to_ascii_lowercase());
        let first = buffered
            .fill_buf()
            .map_err(|e| Failure::Usage(format!("cannot read {file}: {e}")))?
            .iter()
            .copied()
            .find(|b| !b.is_ascii_whitespace());
        let json = match ext.as_deref() {
            Some("json" | "jsonl" | "ndjson") => true,
            Some("csv") => false,
            _ => matches!(first, Some(b'{' | b'[')),
        };
        if json && first == Some(b'[') {
            // Read whole, so bounded by its size rather than its lines
            // (an array is often written on one line).
            buffered.get_mut().bounded = false;
            let mut bytes = Vec::new();
            let read = buffered
                .take(MAX_JSON_ARRAY + 1)
                .read_to_end(&mut bytes)
                .map_err(|e| Failure::Usage(format!("cannot read {file}: {e}")))?;
            if read as u64 > MAX_JSON_ARRAY {
                return Err(FileDiagnostic::new(
                    &Row {
                        file: file.into(),
                        line: 1,
                        text: None,
                    },
                    "batch/too-large",
                    format!(
                        "a batch file that is one JSON array is read whole, and this one is over \
                         {MAX_JSON_ARRAY} bytes: give one object per line (JSON Lines) instead"
                    ),
                )
                .into());
            }
            let value: Value = serde_json::from_slice(&bytes).map_err(|e| FileDiagnostic {
                column: e.column().max(1),
                ..FileDiagnostic::new(
                    &Row {
                        file: file.into(),
                        line: e.line() as u64,
                        text: None,
                    },
                    "batch/bad-json",
                    format!("not JSON: {}", json_message(&e)),
                )
            })?;
            let Value::Array(items) = value else {
                unreachable!("the text starts with `[`")
            };
            return Ok((
                Rows::Array {
                    items: items.into_iter(),
                    line: 0,
                },
                size,
            ));
        }
        if json {
            return Ok((
                Rows::Lines {
                    reader: buffered,
                    line: 0,
                    buffer: String::new(),
                },
                size,
            ));
        }
        let mut reader = csv::ReaderBuilder::new()
            // Values are numbers and names never hold commas: without
            // quoting a record is one line, so the line limit bounds it.
            .quoting(false)
            .trim(csv::Trim::All)
            .comment(Some(b'#'))
            .from_reader(buffered);
        let header = reader.headers().map_err(|e| csv_error(file, &e))?.clone();
        let mut columns = Vec::new();
        let mut offset = 1;
        for (k, column) in header.iter().enumerate() {
            let row = Row {
                file: file.into(),
                line: header.position().map_or(1, |p| p.line()),
                text: None,
            };
            let line_text = header.iter().collect::<Vec<_>>().join(",");
            let here = |code, message: String| {
                FileDiagnostic::new(&row, code, message).at(line_text.clone(), offset, column.len())
            };
            let Some((name, component)) = split_column(column) else {
                return Err(here("batch/unknown-column", unknown_column(program, column)).into());
            };
            if program.resolve(name).is_none() {
                return Err(here("batch/unknown-column", unknown_column(program, column)).into());
            }
            if header.iter().take(k).any(|c| c == column) {
                return Err(here(
                    "batch/duplicate-column",
                    format!("column `{column}` is given twice"),
                )
                .into());
            }
            columns.push((layout.index(name), component));
            offset += column.len() + 1;
        }
        if columns.is_empty() {
            return Err(FileDiagnostic::new(
                &Row {
                    file: file.into(),
                    line: 1,
                    text: None,
                },
                "batch/no-columns",
                "the batch file has no header line naming its columns (NAME.x, ...)",
            )
            .into());
        }
        Ok((
            Rows::Csv {
                reader,
                columns,
                record: csv::StringRecord::new(),
            },
            size,
        ))
    }

    /// How far into a CSV file reading has come, in bytes (for the
    /// progress bar); None for JSON, whose readers do not say.
    pub(super) fn byte_position(&self) -> Option<u64> {
        match self {
            Rows::Csv { reader, .. } => Some(reader.position().byte()),
            _ => None,
        }
    }

    /// The next row's values, or `None` at the end.
    pub(super) fn next(
        &mut self,
        program: &Program,
        layout: &mut Layout,
        fixed: bool,
        file: &str,
    ) -> Result<Option<(Row, Values)>, Failure> {
        match self {
            Rows::Csv {
                reader,
                columns,
                record,
            } => {
                if !reader
                    .read_record(record)
                    .map_err(|e| csv_error(file, &e))?
                {
                    return Ok(None);
                }
                let row = Row {
                    file: file.into(),
                    line: record.position().map_or(0, |p| p.line()),
                    text: Some(record.iter().collect::<Vec<_>>().join(",")),
                };
                if record.len() != columns.len() {
                    return Err(FileDiagnostic::new(
                        &row,
                        "batch/wrong-field-count",
                        field_count_message(record.len() as u64, columns.len() as u64),
                    )
                    .into());
                }
                let mut values = Vec::with_capacity(columns.len());
                let mut offset = 1;
                for (text, &(input, component)) in record.iter().zip(columns.iter()) {
                    if !text.is_empty() {
                        values.push((input, component, text.to_string(), offset));
                    }
                    offset += text.len() + 1;
                }
                Ok(Some((row, values)))
            }
            Rows::Lines {
                reader,
                line,
                buffer,
            } => loop {
                buffer.clear();
                let n = reader.read_line(buffer).map_err(|e| {
                    Failure::File(Box::new(FileDiagnostic::new(
                        &Row {
                            file: file.into(),
                            line: *line + 1,
                            text: None,
                        },
                        "batch/bad-line",
                        e.to_string(),
                    )))
                })?;
                if n == 0 {
                    return Ok(None);
                }
                *line += 1;
                let text = buffer.trim();
                if text.is_empty() {
                    continue;
                }
                let row = Row {
                    file: file.into(),
                    line: *line,
                    text: None,
                };
                let value: Value = serde_json::from_str(text).map_err(|e| {
                    FileDiagnostic::new(
                        &row,
                        "batch/bad-json",
                        format!("not JSON: {}", json_message(&e)),
                    )
                    .at(text.to_string(), e.column().max(1), 1)
                })?;
                let values = object_values(program, layout, fixed, &row, &value)?;
                return Ok(Some((row, values)));
            },
            Rows::Array { items, line } => {
                let Some(value) = items.next() else {
                    return Ok(None);
                };
                *line += 1;
                // The array was read whole: its rows are named by their
                // place in it (1-based), at line 1.
                let row = Row {
                    file: file.into(),
                    line: 1,
                    text: None,
                };
                let item = *line;
                let values =
                    object_values(program, layout, fixed, &row, &value).map_err(|f| match f {
                        Failure::File(d) => Failure::File(Box::new(FileDiagnostic {
                            message: format!("array item {item}: {}", d.message),
                            ..*d
                        })),
                        other => other,
                    })?;
                Ok(Some((row, values)))
            }
        }
    }
}

/// serde_json's message without its ` at line L column C` (the
/// diagnostic's location says it).
fn json_message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    text.strip_suffix(&suffix).unwrap_or(&text).to_string()
}

/// `this row has 2 values; the header names 1 column`.
fn field_count_message(len: u64, columns: u64) -> String {
    let plural = |n: u64, word: &str| {
        if n == 1 {
            format!("1 {word}")
        } else {
            format!("{n} {word}s")
        }
    };
    format!(
        "this row has {}; the header names {}",
        plural(len, "value"),
        plural(columns, "column")
    )
}

fn csv_error(file: &str, e: &csv::Error) -> Failure {
    let line = match (e.position(), e.kind()) {
        (Some(p), _) => p.line(),
        (None, csv::ErrorKind::Io(io)) => error_line(io).unwrap_or(1),
        (None, _) => 1,
    };
    let message = match e.kind() {
        csv::ErrorKind::Io(io) => io.to_string(),
        csv::ErrorKind::Utf8 { .. } => "the line is not UTF-8 text".into(),
        csv::ErrorKind::UnequalLengths {
            expected_len, len, ..
        } => field_count_message(*len, *expected_len),
        _ => e.to_string(),
    };
    let code = match e.kind() {
        csv::ErrorKind::UnequalLengths { .. } => "batch/wrong-field-count",
        _ => "batch/bad-line",
    };
    Failure::File(Box::new(FileDiagnostic::new(
        &Row {
            file: file.into(),
            line,
            text: None,
        },
        code,
        message,
    )))
}

/// The values of a JSON row: `{"v0": [1, 2, 3, 1]}` (1 to 4 components
/// from x) or `{"v0.x": 1}`; numbers, or strings in `--set` syntax
/// ("nan", "0x3f800000").
fn object_values(
    program: &Program,
    layout: &mut Layout,
    fixed: bool,
    row: &Row,
    value: &Value,
) -> Result<Values, Failure> {
    let Value::Object(object) = value else {
        return Err(FileDiagnostic::new(
            row,
            "batch/bad-row",
            "a row is a JSON object: {\"NAME\": [x, y, z, w], \"NAME.x\": value, ...}",
        )
        .into());
    };
    let mut values = Vec::new();
    for (key, v) in object {
        let (name, components): (&str, Vec<(usize, &Value)>) = match v {
            Value::Array(items) => {
                if items.is_empty() || items.len() > 4 {
                    return Err(FileDiagnostic::new(
                        row,
                        "batch/bad-value",
                        format!("`{key}`: give 1 to 4 components, not {}", items.len()),
                    )
                    .into());
                }
                (key.as_str(), items.iter().enumerate().collect())
            }
            _ => match split_column(key) {
                Some((name, k)) => (name, vec![(k, v)]),
                None => {
                    return Err(FileDiagnostic::new(
                        row,
                        "batch/unknown-column",
                        format!(
                            "`{key}` takes 1 to 4 components in an array, or name one component: \
                             `{key}.x`"
                        ),
                    )
                    .into());
                }
            },
        };
        if program.resolve(name).is_none() {
            let column = format!("{name}.x");
            let why = unknown_column(program, &column).replacen(
                &format!("column `{column}`"),
                &format!("`{key}`"),
                1,
            );
            return Err(FileDiagnostic::new(row, "batch/unknown-column", why).into());
        }
        let input = match layout.names.iter().position(|n| n == name) {
            Some(k) => k,
            None if !fixed => layout.index(name),
            None => {
                return Err(FileDiagnostic::new(
                    row,
                    "batch/new-column",
                    format!(
                        "`{key}`: the first row does not set `{name}`; every input a batch sets \
                         is set in its first row"
                    ),
                )
                .into());
            }
        };
        for (k, item) in components {
            let text = match item {
                Value::Number(n) => n.to_string(),
                Value::String(s) => s.clone(),
                other => {
                    return Err(FileDiagnostic::new(
                        row,
                        "batch/bad-value",
                        format!("`{key}`: `{other}` is not a number"),
                    )
                    .into());
                }
            };
            values.push((input, k, text, 0));
        }
    }
    Ok(values)
}

/// Write one row's values over its base words (`words`: 4 per input).
pub(super) fn set_values(
    batch: &Batch,
    layout: &Layout,
    row: &Row,
    values: Values,
    words: &mut [u32],
) -> Result<(), FileDiagnostic> {
    for (input, component, text, column) in values {
        let word = batch.parse_value(input, &text).map_err(|_| {
            let name = &layout.names[input];
            let c = ["x", "y", "z", "w"][component];
            let d = FileDiagnostic::new(
                row,
                "batch/bad-value",
                format!(
                    "`{text}` is not a value for `{name}.{c}` (decimal floats, nan, inf, \
                         -inf, 0x words; integers in integer registers)"
                ),
            );
            if column > 0 {
                FileDiagnostic {
                    column,
                    width: text.len(),
                    ..d
                }
            } else {
                d
            }
        })?;
        words[4 * input + component] = word;
    }
    Ok(())
}
