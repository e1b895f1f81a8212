//! The structured result of a run ([`Report`]) and its text and JSON
//! renderings (what `shasm run` prints; docs/cli.md).

pub use crate::engines::Outcome;
use crate::values::{bits_text, float_text};
use serde_json::{Map, Number, Value};
use shasm_exec::{End, Executable};
use shasm_ir::{File, Opcode, Program, SemanticName, Stage};

pub(crate) mod written;
pub use written::{WrittenTypes, result_type, result2_type};

/// One register in a report, keyed by its spelling in the program.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// The register's name in the program's language (`o[HPOS]`, `result.color`, `o0`).
    pub name: String,
    /// The register file in the shared IR.
    pub file: File,
    /// The register's index in its file.
    pub index: u32,
    /// The four components' raw words (x, y, z, w).
    pub bits: [u32; 4],
    /// What its words hold by the register's own type (declaration, file,
    /// binding): text reports and traces print integer registers as
    /// integers.
    pub value_type: ValueType,
    /// What each component's word holds: `value_type`, or in a register
    /// without a type of its own (TGSI `TEMP` and `OUT`) the type of the
    /// op that wrote the component last (`UADD`, `FSEQ`: integers). Text
    /// and JSON reports print each component by it.
    pub types: [ValueType; 4],
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
    /// IEEE binary32 (or the model's float).
    #[default]
    Float,
    /// Two's-complement signed integers.
    Int,
    /// Unsigned integers.
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
            types: [ValueType::Float; 4],
            aliases: Vec::new(),
            semantic: None,
        }
    }

    /// The four components as text, each as [`Entry::types`] reads it:
    /// `(1.5, 6, -1, 0.25)`.
    pub fn values_text(&self) -> String {
        let parts: Vec<String> = self
            .bits
            .iter()
            .zip(self.types)
            .map(|(b, t)| t.text(*b))
            .collect();
        format!("({})", parts.join(", "))
    }

    /// The four components as floats (bit-exact: NaN payloads survive).
    pub fn floats(&self) -> [f32; 4] {
        self.bits.map(f32::from_bits)
    }
}

/// An emitted geometry vertex.
#[derive(Clone, Debug, PartialEq)]
pub struct VertexReport {
    /// The output registers the vertex was emitted with (those written).
    pub outputs: Vec<Entry>,
    /// Stream model (NV_gpu_program4 geometry programs): ENDPRIM followed
    /// this vertex.
    pub ends_primitive: bool,
    /// PICA200 geometry shaders: what SETEMIT gave the vertex.
    pub pica: Option<PicaVertex>,
}

/// The SETEMIT state a PICA200 geometry shader emitted a vertex with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PicaVertex {
    /// The vertex buffer slot (0 to 2).
    pub slot: u8,
    /// Whether the emit completes a primitive.
    pub primitive: bool,
    /// The winding flag (inverts the primitive's orientation).
    pub winding: bool,
}

/// The value of one condition-code component: the flags an update set.
/// NV programs read them as LT, EQ, GT or UN ([`CcComponent::condition`]);
/// NV_gpu_program4 integer updates also set overflow and carry
/// (§2.X.4.3).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CcComponent {
    /// SF: negative (LT), or with `zero` unordered (UN).
    pub sign: bool,
    /// ZF: zero (EQ), or with `sign` unordered (UN).
    pub zero: bool,
    /// OF: integer overflow.
    pub overflow: bool,
    /// CF: integer carry.
    pub carry: bool,
}

/// What a condition-code component says of the value it was set from
/// (NV_vertex_program2 §2.14.1.7).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Condition {
    /// Less than zero.
    Lt,
    /// Equal to zero.
    Eq,
    /// Greater than zero.
    Gt,
    /// Unordered (NaN).
    Un,
}

impl Condition {
    /// `LT`, `EQ`, `GT` or `UN`.
    pub fn name(self) -> &'static str {
        match self {
            Condition::Lt => "LT",
            Condition::Eq => "EQ",
            Condition::Gt => "GT",
            Condition::Un => "UN",
        }
    }
}

impl CcComponent {
    fn of(v: shasm_ir::CcValue) -> CcComponent {
        CcComponent {
            sign: v.sign(),
            zero: v.zero(),
            overflow: v.overflow(),
            carry: v.carry(),
        }
    }

    /// The NV reading of the flags.
    pub fn condition(self) -> Condition {
        match (self.sign, self.zero) {
            (true, true) => Condition::Un,
            (true, false) => Condition::Lt,
            (false, true) => Condition::Eq,
            (false, false) => Condition::Gt,
        }
    }
}

/// One condition-code register after the run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConditionCodes {
    /// `CC` (one register), or `CC0` and `CC1`.
    pub name: String,
    /// x, y, z, w.
    pub components: [CcComponent; 4],
}

impl ConditionCodes {
    /// The register `reg` of a run's outcome, under `name`.
    pub fn of(name: impl Into<String>, outcome: &Outcome, reg: usize) -> ConditionCodes {
        ConditionCodes {
            name: name.into(),
            components: outcome.cc(reg).map(CcComponent::of),
        }
    }

    /// The four components' NV names (`["EQ", "EQ", "GT", "LT"]`).
    pub fn names(&self) -> [&'static str; 4] {
        self.components.map(|c| c.condition().name())
    }
}

/// An address register (or loop counter) the run wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AddressRegister {
    /// `A0` (NV), `a0` or `aL` (PICA200).
    pub name: String,
    /// The components the register has (four for NV `A0`, x and y for
    /// PICA `a0`), or one for the PICA loop counter `aL`, which the report
    /// gives as a number rather than a list.
    pub values: Vec<i32>,
    /// Whether the register is a single counter (`aL`).
    pub scalar: bool,
}

/// The integer values of a register declared with integer storage
/// (NV_gpu_program4 INT and UINT variables and bindings).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntegerRegister {
    /// The register's name in the program.
    pub name: String,
    /// The four components.
    pub values: IntegerValues,
}

/// Four integer components, signed or unsigned.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntegerValues {
    /// INT: two's complement.
    Signed([i32; 4]),
    /// UINT.
    Unsigned([u32; 4]),
}

/// NV fragment programs: the fragment the run produced (§3.11.6).
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum FragmentResult {
    /// KIL discarded the fragment.
    Killed,
    /// The fragment's new colour and depth.
    Written {
        /// The colour clamped to [0, 1] (raw words); a component the run
        /// did not write is undefined (`None`), and `None` as a whole when
        /// the program writes no colour.
        color: Option<[Option<u32>; 4]>,
        /// The depth the program wrote, or the fragment's own (`f[WPOS].z`)
        /// when the program does not write `o[DEPR]`; `None` when it
        /// writes `o[DEPR]` but the run did not.
        depth: Option<u32>,
    },
}

/// A primitive a geometry run emitted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Primitive {
    /// NV_gpu_program4: a strip ENDPRIM (or the program's end) closed, or
    /// a point of POINTS output (NV_geometry_program4 §2.14.6).
    Strip {
        /// The output primitive type (`POINTS`, `LINE_STRIP`,
        /// `TRIANGLE_STRIP`).
        kind: &'static str,
        /// The indices of its vertices in [`Report::vertices`].
        vertices: Vec<usize>,
        /// How many points, lines or triangles it decomposes into (0 for
        /// a strip too short for one).
        drawn: usize,
    },
    /// PICA200: a triangle the vertex buffer slots made.
    Pica {
        /// The indices of its three vertices in [`Report::vertices`]
        /// (`None` for a slot never filled).
        vertices: [Option<usize>; 3],
        /// The winding flag of the emit that made it.
        winding: bool,
    },
}

/// The structured result of one run.
///
/// ```
/// use shasm::report::Condition;
///
/// let program = shasm::Program::from_text(
///     "cc.vp",
///     "!!VP2.0\nMOVC R0, v[0];\nMOV o[HPOS], R0;\nEND\n",
/// )?;
/// let mut inputs = program.inputs()?;
/// inputs.set("v[0]", &[-1.0, 0.0, 2.0, f32::NAN])?;
/// let report = program.run_with(&inputs)?;
/// let cc = &report.cc[0];
/// assert_eq!(cc.name, "CC");
/// let conditions = cc.components.map(|c| c.condition());
/// assert_eq!(conditions, [Condition::Lt, Condition::Eq, Condition::Gt, Condition::Un]);
/// # Ok::<(), shasm::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The output registers the run wrote.
    pub outputs: Vec<Entry>,
    /// The temporaries the run wrote.
    pub temps: Vec<Entry>,
    /// Vertex state programs: the parameters they wrote.
    pub params: Option<Vec<Entry>>,
    /// Condition-code registers, where the program has them.
    pub cc: Vec<ConditionCodes>,
    /// Fragment programs: whether the fragment was killed.
    pub killed: Option<bool>,
    /// Geometry programs: emitted vertices.
    pub vertices: Option<Vec<VertexReport>>,
    /// Instructions executed.
    pub executed: u64,
    /// How the run ended.
    pub end: End,
    /// Address registers (and the PICA loop counter) the run wrote.
    pub address: Vec<AddressRegister>,
    /// NV_gpu_program4: integer registers the run wrote, as integers.
    pub integers: Vec<IntegerRegister>,
    /// NV fragment programs: the fragment produced.
    pub fragment: Option<FragmentResult>,
    /// PICA200: the comparison flags `cmp.x` and `cmp.y`.
    pub cmp: Option<[bool; 2]>,
    /// Geometry programs: the primitives the emitted vertices make.
    pub primitives: Option<Vec<Primitive>>,
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
            let value_type = value_type_of(program, file, index, 0);
            Some(Entry {
                name: program.spell(file, index),
                file,
                index,
                bits: outcome.get(file, index)?,
                value_type,
                types: [value_type; 4],
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
            || matches!(i.condition, shasm_ir::Condition::Cc(_))
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
                    || matches!(i.condition, shasm_ir::Condition::Cc(t) if t.cc() == 1)
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
                    ConditionCodes::of(name, outcome, r)
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
                        .map(|i| {
                            let value_type = value_type_of(program, File::Output, i, 0);
                            Entry {
                                name: program.spell(File::Output, i),
                                file: File::Output,
                                index: i,
                                bits: v.outputs[i as usize],
                                value_type,
                                types: [value_type; 4],
                                aliases: Vec::new(),
                                semantic: None,
                            }
                        })
                        .collect();
                    VertexReport {
                        outputs,
                        // Stream model: ENDPRIM followed this vertex.
                        ends_primitive: v.ends_primitive,
                        pica: None,
                    }
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
            address: Vec::new(),
            integers: Vec::new(),
            fragment: None,
            cmp: None,
            primitives: None,
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

    /// The JSON report `shasm run --format json` prints (docs/cli.md).
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
                    m.extend(v.extra_json());
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
            for c in &self.cc {
                cc.insert(
                    c.name.clone(),
                    Value::Array(c.names().map(|f| Value::String(f.into())).to_vec()),
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
        o.extend(self.extra_json());
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

    /// The text report `shasm run` prints (docs/cli.md).
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
                for (key, value) in &v.extra_json() {
                    s.push_str(&format!(" {key}={}", words(value)));
                }
                s.push('\n');
                let width = label_width(&v.outputs);
                for e in &v.outputs {
                    s.push_str(&entry_text(e, width));
                }
            }
        }
        for c in &self.cc {
            s.push_str(&format!("{} = ({})\n", c.name, c.names().join(", ")));
        }
        for (key, value) in &self.extra_json() {
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

impl Report {
    /// The language-specific fields as the JSON report gives them, in its
    /// order: `fragment`, `integers`, `cmp`, `address`, `primitives` (each
    /// where the run has it; docs/cli.md).
    fn extra_json(&self) -> Map<String, Value> {
        let mut o = Map::new();
        if let Some(f) = &self.fragment {
            o.insert("fragment".into(), fragment_json(f));
        }
        if let Some(cmp) = self.cmp {
            o.insert("cmp".into(), Value::Array(cmp.map(Value::Bool).to_vec()));
        }
        if !self.address.is_empty() {
            let map = self
                .address
                .iter()
                .map(|a| {
                    let value = match (a.scalar, a.values.as_slice()) {
                        (true, [v]) => Value::from(*v),
                        _ => Value::Array(a.values.iter().map(|v| Value::from(*v)).collect()),
                    };
                    (a.name.clone(), value)
                })
                .collect();
            o.insert("address".into(), Value::Object(map));
        }
        // NV_gpu_program4 lists its primitives before its integers.
        if let Some(list) = &self.primitives {
            o.insert(
                "primitives".into(),
                Value::Array(list.iter().map(primitive_json).collect()),
            );
        }
        if !self.integers.is_empty() {
            let map = self
                .integers
                .iter()
                .map(|r| {
                    let values = match r.values {
                        IntegerValues::Signed(v) => v.iter().map(|x| Value::from(*x)).collect(),
                        IntegerValues::Unsigned(v) => v.iter().map(|x| Value::from(*x)).collect(),
                    };
                    (r.name.clone(), Value::Array(values))
                })
                .collect();
            o.insert("integers".into(), Value::Object(map));
        }
        o
    }
}

impl VertexReport {
    fn extra_json(&self) -> Map<String, Value> {
        let mut m = Map::new();
        if self.ends_primitive {
            m.insert("ends_primitive".into(), Value::Bool(true));
        }
        if let Some(p) = self.pica {
            m.insert("slot".into(), p.slot.into());
            m.insert("primitive".into(), p.primitive.into());
            m.insert("winding".into(), p.winding.into());
        }
        m
    }
}

fn fragment_json(f: &FragmentResult) -> Value {
    match f {
        FragmentResult::Killed => Value::Null,
        FragmentResult::Written { color, depth } => {
            let mut m = Map::new();
            let color = match color {
                Some(c) => Value::Array(
                    c.iter()
                        .map(|w| w.map_or(Value::Null, float_json))
                        .collect(),
                ),
                None => Value::Null,
            };
            m.insert("color".into(), color);
            m.insert("depth".into(), depth.map_or(Value::Null, float_json));
            Value::Object(m)
        }
    }
}

fn primitive_json(p: &Primitive) -> Value {
    let mut m = Map::new();
    match p {
        Primitive::Strip {
            kind,
            vertices,
            drawn,
        } => {
            m.insert("type".into(), Value::String((*kind).into()));
            m.insert(
                "vertices".into(),
                Value::Array(vertices.iter().map(|k| Value::from(*k)).collect()),
            );
            m.insert("drawn".into(), Value::from(*drawn));
        }
        Primitive::Pica { vertices, winding } => {
            m.insert(
                "vertices".into(),
                Value::Array(
                    vertices
                        .iter()
                        .map(|v| v.map_or(Value::Null, Value::from))
                        .collect(),
                ),
            );
            m.insert("winding".into(), Value::Bool(*winding));
        }
    }
    Value::Object(m)
}

/// One register of a text report: its name (with the program's other
/// names for it and its semantic), its values as its type reads them, and
/// its words.
fn entry_text(e: &Entry, width: usize) -> String {
    let bits: Vec<String> = e.bits.iter().map(|b| bits_text(*b)).collect();
    format!(
        "  {:<width$} = {}  [{}]\n",
        label(e),
        e.values_text(),
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
        // Integer components are JSON integers, floats as float_json.
        let numbers = e.bits.iter().zip(e.types).map(|(b, t)| match t {
            ValueType::Float => float_json(*b),
            ValueType::Int => Value::from(*b as i32),
            ValueType::Uint => Value::from(*b),
        });
        values.insert(e.name.clone(), Value::Array(numbers.collect()));
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
