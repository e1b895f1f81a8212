//! The structured result of a run ([`Report`]) and its text and JSON
//! renderings (what `shasm run` prints; docs/cli.md).

use crate::values::{bits_text, float_text};
use serde_json::{Map, Number, Value};
use shasm_exec::{End, Executable, Outcome};
use shasm_ir::{Condition, File, Opcode, Program, SemanticName, Stage};

/// One register in a report, keyed by its spelling in the program.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub name: String,
    pub file: File,
    pub index: u32,
    pub bits: [u32; 4],
    /// What its words hold: text reports and traces print integer
    /// registers as integers.
    pub value_type: ValueType,
    /// Other names the program gives the register (PICA200 `.alias` and
    /// `.out` names); [`Report::find`] takes them too.
    pub aliases: Vec<String>,
    /// What the register means to the hardware, where the language names
    /// it apart from the register (PICA200 outputs: `position`, `color`,
    /// `texcoord0`, ...).
    pub semantic: Option<String>,
}

/// How a register's words are read: as floats, or as signed or unsigned
/// integers (address and loop registers, integer uniforms, NV_gpu_program4
/// INT/UINT variables, integer system values).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum ValueType {
    #[default]
    Float,
    Int,
    Uint,
}

impl ValueType {
    /// One word as text: the shortest decimal that reads back to the same
    /// float (`nan`, `inf`, `-inf`), or the integer.
    pub fn text(self, bits: u32) -> String {
        match self {
            ValueType::Float => float_text(bits),
            ValueType::Int => (bits as i32).to_string(),
            ValueType::Uint => bits.to_string(),
        }
    }

    /// Four words as `(a, b, c, d)`.
    pub fn vec_text(self, bits: &[u32; 4]) -> String {
        let parts: Vec<String> = bits.iter().map(|b| self.text(*b)).collect();
        format!("({})", parts.join(", "))
    }
}

/// System values whose words are integers (TGSI's `SV` semantics as Mesa
/// defines them: instance and vertex numbers, primitive and sample ids,
/// compute grid coordinates, ...).
fn integer_semantic(name: SemanticName) -> bool {
    use SemanticName as S;
    matches!(
        name,
        S::PrimId
            | S::InstanceId
            | S::VertexId
            | S::VertexIdNoBase
            | S::BaseVertex
            | S::BaseInstance
            | S::DrawId
            | S::GridSize
            | S::BlockId
            | S::BlockSize
            | S::ThreadId
            | S::SampleId
            | S::SampleMask
            | S::InvocationId
            | S::VerticesIn
            | S::WorkDim
            | S::Layer
            | S::ViewportIndex
    )
}

/// How the words of register `index` of `file` (of plane `dimension`) are
/// read, from the program alone: integer files, declarations with integer
/// storage and integer system values are [`ValueType::Int`]. The facade's
/// [`crate::Program::value_type_of`] also knows NV_gpu_program4's unsigned
/// variables.
pub fn value_type_of(program: &Program, file: File, index: u32, dimension: u32) -> ValueType {
    if file.is_integer() {
        return ValueType::Int;
    }
    let integer = program.declarations.iter().any(|d| {
        d.contains(file, index)
            && d.dimension.unwrap_or(0) == dimension
            && (d.format == shasm_ir::StorageFormat::Int
                || (file == File::SystemValue
                    && d.semantic.is_some_and(|s| integer_semantic(s.name))))
    });
    if integer {
        ValueType::Int
    } else {
        ValueType::Float
    }
}

impl Entry {
    /// A float register known by one name, without a semantic.
    pub fn new(name: impl Into<String>, file: File, index: u32, bits: [u32; 4]) -> Entry {
        Entry {
            name: name.into(),
            file,
            index,
            bits,
            value_type: ValueType::Float,
            aliases: Vec::new(),
            semantic: None,
        }
    }

    /// The four components as floats (bit-exact: NaN payloads survive).
    pub fn floats(&self) -> [f32; 4] {
        self.bits.map(f32::from_bits)
    }
}

/// An emitted geometry vertex.
#[derive(Clone, Debug, PartialEq)]
pub struct VertexReport {
    pub outputs: Vec<Entry>,
    pub extra: Map<String, Value>,
}

/// The structured result of one run.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub outputs: Vec<Entry>,
    pub temps: Vec<Entry>,
    /// Vertex state programs: the parameters they wrote.
    pub params: Option<Vec<Entry>>,
    /// Condition-code registers as their four field names.
    pub cc: Vec<(String, [String; 4])>,
    /// Fragment programs: whether the fragment was killed.
    pub killed: Option<bool>,
    /// Geometry programs: emitted vertices.
    pub vertices: Option<Vec<VertexReport>>,
    pub executed: u64,
    pub end: End,
    /// Further ISA-specific fields, added by drivers.
    pub extra: Map<String, Value>,
    /// `--quad`: the four pixels' reports (lane order of
    /// [`shasm_exec::Executable::run_quad`]); empty for a single run, whose
    /// report is the fields above.
    pub pixels: Vec<Report>,
}

fn entries(program: &Program, outcome: &Outcome, file: File) -> Vec<Entry> {
    outcome
        .written_registers(file)
        .into_iter()
        .filter_map(|(index, _)| {
            Some(Entry {
                name: program.spell(file, index),
                file,
                index,
                bits: outcome.get(file, index)?,
                value_type: value_type_of(program, file, index, 0),
                aliases: Vec::new(),
                semantic: None,
            })
        })
        .collect()
}

/// Whether a program reads or writes condition codes.
fn uses_cc(program: &Program) -> bool {
    program.instructions.iter().any(|i| {
        i.modifiers.cc_update.is_some()
            || i.dst.is_some_and(|d| d.cond.is_some())
            || matches!(i.condition, Condition::Cc(_))
    })
}

fn emits(program: &Program) -> bool {
    program.stage == Stage::Geometry
        || program
            .instructions
            .iter()
            .any(|i| i.opcode == Opcode::Emit)
}

impl Report {
    /// The generic report of a run: every output and temporary written, the
    /// condition codes where the program uses them, kills for fragment
    /// programs, parameters for vertex state programs, emitted vertices.
    pub fn new(exe: &Executable, outcome: &Outcome) -> Report {
        let program = exe.program();
        let cc = if uses_cc(program) {
            let uses_cc1 = program.instructions.iter().any(|i| {
                i.modifiers.cc_update == Some(1)
                    || matches!(i.condition, Condition::Cc(t) if t.cc() == 1)
                    || i.dst.is_some_and(|d| d.cond.is_some_and(|t| t.cc() == 1))
            });
            let regs: &[usize] = if uses_cc1 { &[0, 1] } else { &[0] };
            regs.iter()
                .map(|&r| {
                    let name = if uses_cc1 {
                        format!("CC{r}")
                    } else {
                        "CC".to_string()
                    };
                    (name, outcome.cc(r).map(|v| v.nv_name().to_string()))
                })
                .collect()
        } else {
            Vec::new()
        };
        let vertices = emits(program).then(|| {
            outcome
                .vertices()
                .iter()
                .map(|v| {
                    let f = exe.layout().file(File::Output);
                    let outputs = (0..f.size)
                        .filter(|&i| v.written.get(i as usize).is_some_and(|m| *m != 0))
                        .map(|i| Entry {
                            name: program.spell(File::Output, i),
                            file: File::Output,
                            index: i,
                            bits: v.outputs[i as usize],
                            value_type: value_type_of(program, File::Output, i, 0),
                            aliases: Vec::new(),
                            semantic: None,
                        })
                        .collect();
                    let mut extra = Map::new();
                    if v.ends_primitive {
                        // Stream model: ENDPRIM followed this vertex.
                        extra.insert("ends_primitive".into(), Value::Bool(true));
                    }
                    VertexReport { outputs, extra }
                })
                .collect()
        });
        Report {
            outputs: entries(program, outcome, File::Output),
            temps: entries(program, outcome, File::Temp),
            params: (program.stage == Stage::VertexState)
                .then(|| entries(program, outcome, File::Const)),
            cc,
            killed: (program.stage == Stage::Fragment).then(|| outcome.killed()),
            vertices,
            executed: outcome.executed(),
            end: outcome.end(),
            extra: Map::new(),
            pixels: Vec::new(),
        }
    }

    /// Find a register by the name a user would write: its spelling in the
    /// report, or another name the program gives it (a PICA200 `.alias` or
    /// `.out` name).
    pub fn find(&self, name: &str) -> Option<&Entry> {
        self.outputs
            .iter()
            .chain(&self.temps)
            .chain(self.params.iter().flatten())
            .find(|e| e.name == name)
            .or_else(|| {
                self.outputs
                    .iter()
                    .chain(&self.temps)
                    .find(|e| e.aliases.iter().any(|a| a == name))
            })
    }

    pub fn to_json(&self) -> Value {
        let mut o = Map::new();
        let (values, bits) = registers_json(&self.outputs);
        o.insert("outputs".into(), values);
        o.insert("bits".into(), bits);
        if let Some(semantics) = semantics_json(&self.outputs) {
            o.insert("semantics".into(), semantics);
        }
        if let Some(k) = self.killed {
            o.insert("killed".into(), Value::Bool(k));
        }
        if let Some(params) = &self.params {
            o.insert("params".into(), registers_json(params).0);
            o.insert("param_bits".into(), registers_json(params).1);
        }
        if let Some(vs) = &self.vertices {
            let list = vs
                .iter()
                .map(|v| {
                    let (values, bits) = registers_json(&v.outputs);
                    let mut m = Map::new();
                    m.insert("outputs".into(), values);
                    m.insert("bits".into(), bits);
                    m.extend(v.extra.clone());
                    Value::Object(m)
                })
                .collect();
            o.insert("vertices".into(), Value::Array(list));
        }
        let (temps, temp_bits) = registers_json(&self.temps);
        o.insert("temps".into(), temps);
        o.insert("temp_bits".into(), temp_bits);
        if !self.cc.is_empty() {
            let mut cc = Map::new();
            for (name, fields) in &self.cc {
                cc.insert(
                    name.clone(),
                    Value::Array(fields.iter().map(|f| Value::String(f.clone())).collect()),
                );
            }
            o.insert("cc".into(), Value::Object(cc));
        }
        o.insert("executed".into(), Value::Number(self.executed.into()));
        if self.end != End::Normal {
            o.insert(
                "ended".into(),
                Value::String(
                    match self.end {
                        End::Budget => "instruction-budget",
                        End::CallOverflow => "call-stack-overflow",
                        End::Normal => "normal",
                    }
                    .into(),
                ),
            );
        }
        o.extend(self.extra.clone());
        if !self.pixels.is_empty() {
            let list = self
                .pixels
                .iter()
                .enumerate()
                .map(|(k, p)| {
                    let mut m = Map::new();
                    m.insert("pixel".into(), Value::Number(k.into()));
                    if let Value::Object(fields) = p.to_json() {
                        m.extend(fields);
                    }
                    Value::Object(m)
                })
                .collect();
            o.insert("pixels".into(), Value::Array(list));
        }
        Value::Object(o)
    }

    pub fn to_text(&self) -> String {
        if !self.pixels.is_empty() {
            let mut s = String::new();
            for (k, p) in self.pixels.iter().enumerate() {
                s.push_str(&format!(
                    "pixel {k} (x{}, y{}):\n",
                    ["", "+1"][k & 1],
                    ["", "+1"][k >> 1]
                ));
                for line in p.to_text().lines() {
                    s.push_str("  ");
                    s.push_str(line);
                    s.push('\n');
                }
            }
            return s;
        }
        let mut s = String::new();
        let mut section = |title: &str, list: &[Entry]| {
            if list.is_empty() {
                return;
            }
            s.push_str(title);
            s.push_str(":\n");
            let width = label_width(list);
            for e in list {
                s.push_str(&entry_text(e, width));
            }
        };
        section("outputs", &self.outputs);
        if let Some(p) = &self.params {
            section("params", p);
        }
        section("temps", &self.temps);
        if let Some(vs) = &self.vertices {
            for (k, v) in vs.iter().enumerate() {
                s.push_str(&format!("vertex {k}:"));
                for (key, value) in &v.extra {
                    s.push_str(&format!(" {key}={}", words(value)));
                }
                s.push('\n');
                let width = label_width(&v.outputs);
                for e in &v.outputs {
                    s.push_str(&entry_text(e, width));
                }
            }
        }
        for (name, fields) in &self.cc {
            s.push_str(&format!("{name} = ({})\n", fields.join(", ")));
        }
        for (key, value) in &self.extra {
            // NV_gpu_program4's integer registers are listed above by their
            // declared type already.
            if key != "integers" {
                s.push_str(&extra_text(key, value));
            }
        }
        if let Some(k) = self.killed {
            s.push_str(&format!("killed: {k}\n"));
        }
        s.push_str(&format!("executed: {}\n", self.executed));
        match self.end {
            End::Normal => {}
            End::Budget => s.push_str("ended: the executed-instruction limit was reached\n"),
            End::CallOverflow => s.push_str("ended: call-stack overflow\n"),
        }
        s
    }
}

/// One register of a text report: its name (with the program's other
/// names for it and its semantic), its values as its type reads them, and
/// its words.
fn entry_text(e: &Entry, width: usize) -> String {
    let bits: Vec<String> = e.bits.iter().map(|b| bits_text(*b)).collect();
    format!(
        "  {:<width$} = {}  [{}]\n",
        label(e),
        e.value_type.vec_text(&e.bits),
        bits.join(" ")
    )
}

/// The width a list's labels are padded to: 10 characters, or the longest.
fn label_width(list: &[Entry]) -> usize {
    list.iter()
        .map(|e| label(e).chars().count())
        .max()
        .unwrap_or(0)
        .max(10)
}

/// A register's name in a text report, with the program's other names for
/// it and its semantic: `o0 outpos (position)`.
fn label(e: &Entry) -> String {
    let mut label = e.name.clone();
    for alias in &e.aliases {
        label.push(' ');
        label.push_str(alias);
    }
    if let Some(semantic) = &e.semantic {
        label.push_str(&format!(" ({semantic})"));
    }
    label
}

/// A field a driver added to the report, in words: the PICA200 condition
/// flags as `cmp: x=false y=true`; a value or list of values on its line;
/// an object's fields one per line; a list of objects one item per line.
fn extra_text(key: &str, value: &Value) -> String {
    if key == "cmp"
        && let Value::Array(flags) = value
        && flags.len() == 2
    {
        return format!("cmp: x={} y={}\n", words(&flags[0]), words(&flags[1]));
    }
    match value {
        Value::Object(fields) => {
            let mut s = format!("{key}:\n");
            for (name, v) in fields {
                s.push_str(&format!("  {name} = {}\n", words(v)));
            }
            s
        }
        Value::Array(items) if items.iter().any(Value::is_object) => {
            let mut s = format!("{key}:\n");
            for (k, v) in items.iter().enumerate() {
                s.push_str(&format!("  {k}: {}\n", words(v)));
            }
            s
        }
        other => format!("{key}: {}\n", words(other)),
    }
}

/// A JSON value as words on one line: `none` for null, strings without
/// quotes, lists as `(a, b)`, objects as `name value, name value`.
fn words(value: &Value) -> String {
    match value {
        Value::Null => "none".to_string(),
        Value::String(s) => s.clone(),
        Value::Array(items) => {
            let parts: Vec<String> = items.iter().map(words).collect();
            format!("({})", parts.join(", "))
        }
        Value::Object(fields) => fields
            .iter()
            .map(|(k, v)| format!("{k} {}", words(v)))
            .collect::<Vec<_>>()
            .join(", "),
        other => other.to_string(),
    }
}

/// Render JSON with objects indented and arrays of scalars on one line (the
/// layout of docs/cli.md's example).
pub fn json_text(value: &Value) -> String {
    let mut out = String::new();
    write_json(&mut out, value, 0);
    out.push('\n');
    out
}

fn write_json(out: &mut String, value: &Value, indent: usize) {
    match value {
        Value::Object(map) if !map.is_empty() => {
            out.push_str("{\n");
            for (k, (key, v)) in map.iter().enumerate() {
                out.push_str(&"  ".repeat(indent + 1));
                out.push_str(&Value::String(key.clone()).to_string());
                out.push_str(": ");
                write_json(out, v, indent + 1);
                if k + 1 < map.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            out.push_str(&"  ".repeat(indent));
            out.push('}');
        }
        Value::Array(items) if items.iter().any(|v| v.is_object() || v.is_array()) => {
            out.push_str("[\n");
            for (k, v) in items.iter().enumerate() {
                out.push_str(&"  ".repeat(indent + 1));
                write_json(out, v, indent + 1);
                if k + 1 < items.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            out.push_str(&"  ".repeat(indent));
            out.push(']');
        }
        Value::Array(items) => {
            let parts: Vec<String> = items.iter().map(Value::to_string).collect();
            out.push('[');
            out.push_str(&parts.join(", "));
            out.push(']');
        }
        other => out.push_str(&other.to_string()),
    }
}

/// A JSON number that reads back as the same f32, or the strings `nan`,
/// `inf`, `-inf`.
pub fn float_json(bits: u32) -> Value {
    let text = float_text(bits);
    match text.parse::<f64>() {
        Ok(v) if v.is_finite() => Number::from_f64(v).map_or(Value::String(text), Value::Number),
        _ => Value::String(text),
    }
}

/// `{"o0": "position", ...}` for the registers that have a semantic of
/// their own (PICA200 outputs); None when none has.
fn semantics_json(list: &[Entry]) -> Option<Value> {
    let map: Map<String, Value> = list
        .iter()
        .filter_map(|e| Some((e.name.clone(), Value::String(e.semantic.clone()?))))
        .collect();
    (!map.is_empty()).then_some(Value::Object(map))
}

fn registers_json(list: &[Entry]) -> (Value, Value) {
    let mut values = Map::new();
    let mut bits = Map::new();
    for e in list {
        values.insert(
            e.name.clone(),
            Value::Array(e.bits.iter().map(|b| float_json(*b)).collect()),
        );
        bits.insert(
            e.name.clone(),
            Value::Array(
                e.bits
                    .iter()
                    .map(|b| Value::String(bits_text(*b)))
                    .collect(),
            ),
        );
    }
    (Value::Object(values), Value::Object(bits))
}
