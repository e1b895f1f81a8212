//! Register layout and the IR program (the lowering half of the load:
//! [`crate::check`] resolves and checks each statement and builds its IR
//! instruction through a [`Layout`]; [`finish`] assembles the program).
//!
//! | source | IR |
//! | --- | --- |
//! | `vertex.attrib[n]` and the conventional attribute it aliases (position 0, normal 2, color 3, secondary 4, fogcoord 5, `texcoord[n]` 8+n) | `IN[n]` |
//! | `vertex.id`, `vertex.instance` | `IN[16]`, `IN[17]` |
//! | `fragment.position`, `.color`, `.color.secondary`, `.fogcoord`, `.texcoord[n]` | `IN[0]`, `IN[1]`, `IN[2]`, `IN[3]`, `IN[4 + n]` |
//! | `fragment.facing`, `primitive.id`, `fragment.clip[n]`, `fragment.attrib[n]` | `IN[12]`, `IN[13]`, `IN[14 + n]`, `IN[20 + n]` |
//! | `result.position`, `.color` (front primary), front secondary, back primary, back secondary, `.fogcoord`, `.pointsize`, `.texcoord[n]`, `.clip[n]`, `.id`, `.attrib[n]` | `OUT[0..7]`, `OUT[7 + n]`, `OUT[15 + n]`, `OUT[21]`, `OUT[24 + n]` |
//! | `result.color[n]`, `result.depth` (fragment) | `OUT[n]`, `OUT[8]` |
//! | `TEMP` variables (arrays: consecutive) | `TEMP[k..]` in declaration order |
//! | `program.env[0..E]`, `program.local[0..L]` | `CONST[0..E]` ([`Binding::Env`]), the next `CONST`s ([`Binding::Local`]) |
//! | each `state.*` vector, PARAM array constants | one `CONST` each ([`Binding::State`], presets) |
//! | constants used in instructions | `IMM`, typed (deduplicated) |
//! | `program.buffer[a][e]` (BUFFER: one word in `.x`, read as `.xxxx`; BUFFER4: four words) | `CONST[a + 1][e]` (plane 0 is the parameters above) |
//!
//! Every register is spelled as the program names it, so that `--set`
//! and reports use the program's names.

use crate::ast::{Attrib, ResultBinding};
use crate::table::{ProgramKind, Ty};
use shasm_ir::{
    Binding, Declaration, File, ImmType, Immediate, InstSpans, Instruction, Interpolation, Label,
    Preset, Program, Semantic, SemanticName, Semantics, Spelling, Stage, StateBinding,
    StorageFormat,
};
use std::collections::{BTreeMap, HashMap};

pub fn input_index(a: Attrib) -> u32 {
    match a {
        Attrib::VertexPosition => 0,
        Attrib::VertexNormal => 2,
        Attrib::VertexColor { secondary } => 3 + u32::from(secondary),
        Attrib::VertexFogCoord => 5,
        Attrib::VertexTexCoord(n) => 8 + n,
        Attrib::VertexAttrib(n) => n,
        Attrib::VertexId => 16,
        Attrib::VertexInstance => 17,
        Attrib::FragmentPosition => 0,
        Attrib::FragmentColor { secondary } => 1 + u32::from(secondary),
        Attrib::FragmentFogCoord => 3,
        Attrib::FragmentTexCoord(n) => 4 + n,
        Attrib::FragmentFacing => 12,
        Attrib::PrimitiveId => 13,
        Attrib::FragmentClip(n) => 14 + n,
        Attrib::FragmentAttrib(n) => 20 + n,
        Attrib::GeometryVertex { vertex, binding } => crate::geometry::input_index(vertex, binding),
        Attrib::GeometryPrimitiveId => crate::geometry::PRIMITIVE_ID,
    }
}

/// The attribute `n` places after `a` in an array (`vertex.attrib[2..5]`).
pub fn attrib_step(a: Attrib, n: u32) -> Attrib {
    match a {
        Attrib::VertexTexCoord(k) => Attrib::VertexTexCoord(k + n),
        Attrib::VertexAttrib(k) => Attrib::VertexAttrib(k + n),
        Attrib::FragmentTexCoord(k) => Attrib::FragmentTexCoord(k + n),
        Attrib::FragmentClip(k) => Attrib::FragmentClip(k + n),
        Attrib::FragmentAttrib(k) => Attrib::FragmentAttrib(k + n),
        Attrib::GeometryVertex { vertex, binding } => Attrib::GeometryVertex {
            vertex,
            binding: result_step(binding, n),
        },
        other => other,
    }
}

pub fn result_step(b: ResultBinding, n: u32) -> ResultBinding {
    match b {
        ResultBinding::TexCoord(k) => ResultBinding::TexCoord(k + n),
        ResultBinding::Attrib(k) => ResultBinding::Attrib(k + n),
        ResultBinding::Clip(k) => ResultBinding::Clip(k + n),
        ResultBinding::FragColor(k) => ResultBinding::FragColor(k + n),
        other => other,
    }
}

pub fn attrib_name(a: Attrib) -> String {
    match a {
        Attrib::VertexPosition => "vertex.position".into(),
        Attrib::VertexNormal => "vertex.normal".into(),
        Attrib::VertexColor { secondary: false } => "vertex.color".into(),
        Attrib::VertexColor { secondary: true } => "vertex.color.secondary".into(),
        Attrib::VertexFogCoord => "vertex.fogcoord".into(),
        Attrib::VertexTexCoord(n) => format!("vertex.texcoord[{n}]"),
        Attrib::VertexAttrib(n) => format!("vertex.attrib[{n}]"),
        Attrib::VertexId => "vertex.id".into(),
        Attrib::VertexInstance => "vertex.instance".into(),
        Attrib::FragmentPosition => "fragment.position".into(),
        Attrib::FragmentColor { secondary: false } => "fragment.color".into(),
        Attrib::FragmentColor { secondary: true } => "fragment.color.secondary".into(),
        Attrib::FragmentFogCoord => "fragment.fogcoord".into(),
        Attrib::FragmentTexCoord(n) => format!("fragment.texcoord[{n}]"),
        Attrib::FragmentFacing => "fragment.facing".into(),
        Attrib::PrimitiveId => "primitive.id".into(),
        Attrib::FragmentClip(n) => format!("fragment.clip[{n}]"),
        Attrib::FragmentAttrib(n) => format!("fragment.attrib[{n}]"),
        Attrib::GeometryVertex { vertex, binding } => {
            let prefix = vertex.map_or_else(|| "vertex".to_string(), |m| format!("vertex[{m}]"));
            let name = result_name(binding);
            format!("{prefix}{}", name.strip_prefix("result").unwrap_or(&name))
        }
        Attrib::GeometryPrimitiveId => "primitive.id".into(),
    }
}

pub fn result_index(b: ResultBinding) -> u32 {
    match b {
        ResultBinding::Position => 0,
        ResultBinding::Color { back, secondary } => 1 + 2 * u32::from(back) + u32::from(secondary),
        ResultBinding::FogCoord => 5,
        ResultBinding::PointSize => 6,
        ResultBinding::TexCoord(n) => 7 + n,
        ResultBinding::Clip(n) => 15 + n,
        ResultBinding::Id => 21,
        ResultBinding::Attrib(n) => 24 + n,
        ResultBinding::FragColor(n) => n,
        ResultBinding::Depth => 8,
        ResultBinding::PrimId => 22,
        ResultBinding::Layer => 23,
    }
}

/// The spelling of a result binding: those of the ARB grammar as ARB
/// spells them ([`shasm_arb::lower::result_name`]), then NV_gpu_program4's
/// own.
pub fn result_name(b: ResultBinding) -> String {
    use shasm_arb::ast::ResultBinding as Arb;
    let arb = match b {
        ResultBinding::Position => Arb::Position,
        ResultBinding::Color { back, secondary } => Arb::Color { back, secondary },
        ResultBinding::FogCoord => Arb::FogCoord,
        ResultBinding::PointSize => Arb::PointSize,
        ResultBinding::TexCoord(n) => Arb::TexCoord(n),
        ResultBinding::Clip(n) => Arb::Clip(n),
        ResultBinding::FragColor(n) => Arb::FragColor(n),
        ResultBinding::Depth => Arb::Depth,
        ResultBinding::Id => return "result.id".into(),
        ResultBinding::Attrib(n) => return format!("result.attrib[{n}]"),
        ResultBinding::PrimId => return "result.primid".into(),
        ResultBinding::Layer => return "result.layer".into(),
    };
    shasm_arb::lower::result_name(arb)
}

/// What a vertex attribute reads when a run does not set it: GL's
/// current value (as the ARB front end: colour (1,1,1,1), normal
/// (0,0,1,1), the rest (0,0,0,1)); `vertex.id` and `vertex.instance` 0.
fn initial_input(a: Attrib) -> [u32; 4] {
    let f = |v: [f32; 4]| v.map(f32::to_bits);
    match a {
        Attrib::VertexColor { secondary: false } => f([1.0; 4]),
        Attrib::VertexNormal => f([0.0, 0.0, 1.0, 1.0]),
        Attrib::VertexId | Attrib::VertexInstance | Attrib::PrimitiveId => [0; 4],
        Attrib::GeometryPrimitiveId
        | Attrib::GeometryVertex {
            binding: ResultBinding::Id,
            ..
        } => [0; 4],
        // What the vertex stage did not write is undefined; shasm reads
        // (0, 0, 0, 1) as for vertex attributes.
        Attrib::GeometryVertex { .. } => f([0.0, 0.0, 0.0, 1.0]),
        Attrib::FragmentFacing => f([1.0, 0.0, 0.0, 1.0]),
        Attrib::FragmentFogCoord => f([0.0, 0.0, 0.0, 1.0]),
        a if input_index(a) < 16 && !is_fragment(a) => f([0.0, 0.0, 0.0, 1.0]),
        _ => [0; 4],
    }
}

/// The bindings whose values are integers whatever their declaration says.
fn is_integer_attrib(a: Attrib) -> bool {
    matches!(
        a,
        Attrib::VertexId
            | Attrib::VertexInstance
            | Attrib::PrimitiveId
            | Attrib::GeometryPrimitiveId
            | Attrib::GeometryVertex {
                binding: ResultBinding::Id,
                ..
            }
    )
}

fn is_integer_result(b: ResultBinding) -> bool {
    matches!(
        b,
        ResultBinding::Id | ResultBinding::PrimId | ResultBinding::Layer
    )
}

fn is_fragment(a: Attrib) -> bool {
    !matches!(
        a,
        Attrib::VertexPosition
            | Attrib::VertexNormal
            | Attrib::VertexColor { .. }
            | Attrib::VertexFogCoord
            | Attrib::VertexTexCoord(_)
            | Attrib::VertexAttrib(_)
            | Attrib::VertexId
            | Attrib::VertexInstance
    )
}

/// The execution model of NV_gpu_program4 programs: binary32 (denormals
/// kept, Issue 18 lets them be flushed), RSQ without an implicit |x|
/// (notes §1.3), MAX/MIN as the literal ternaries (§4.2), ordered set-on
/// comparisons with IEEE NaN (SNE(NaN, NaN) is TRUE), LIT with the ±(128 -
/// epsilon) clamp, POW = EX2(b·LG2(a)), FRC below 1.0, PK* rounding half to
/// even, MAX_PROGRAM_CALL_DEPTH_NV 4 with a CAL past it skipped.
pub fn semantics() -> Semantics {
    let mut s = Semantics::arb_vertex();
    s.rsq = shasm_ir::RsqInput::Signed;
    // §2.X.8.Z MAX `(a > b) ? a : b`, MIN `(a > b) ? b : a`: both test
    // `a > b` (ARB's MIN tests `a < b`), so MIN(NaN, 1) = NaN and
    // MIN(+0, -0) = +0.
    s.min_max = shasm_ir::MinMaxNan::GreaterTest;
    // §2.X.8.Z FRC: the result "is always in the range [0.0, 1.0)".
    s.frc_below_one = true;
    // §2.X.8.Z PK2US/PK4B/PK4UB `round()` has no tie rule; notes §11.24
    // adopts round-half-even, as ROUND.
    s.pack = shasm_ir::PackRounding::HalfEven;
    s.limits.call_depth = 4;
    // notes §6: a CAL made at the full depth is undefined; issue 38 says
    // the hardware treats it as a no-op, which we do.
    s.limits.call_overflow_skips = true;
    s
}

/// Per-register facts a declaration records.
#[derive(Clone, Debug, Default)]
pub struct InputInfo {
    pub ty: Option<Ty>,
    pub interpolation: Option<Interpolation>,
}

/// Where every register of a program lives.
#[derive(Debug)]
pub struct Layout {
    pub kind: ProgramKind,
    pub inputs: BTreeMap<u32, (Attrib, InputInfo)>,
    pub outputs: BTreeMap<u32, (ResultBinding, Option<Ty>)>,
    /// TEMP declarations: (name, first, size, type).
    pub temps: Vec<(String, u32, u32, Option<Ty>)>,
    pub next_temp: u32,
    pub env_len: u32,
    pub local_len: u32,
    pub consts: Vec<Declaration>,
    state_index: HashMap<StateBinding, u32>,
    immediates: Vec<(ImmType, [u32; 4])>,
    pub presets: Vec<Preset>,
    /// Parameter buffer declarations (two-dimensional `CONST`).
    pub buffers: Vec<Declaration>,
}

/// The `CONST` plane of parameter buffer binding point `binding`.
pub fn buffer_plane(binding: u32) -> u32 {
    binding.saturating_add(1)
}

impl Layout {
    pub fn new(kind: ProgramKind, env_len: u32, local_len: u32) -> Layout {
        Layout {
            kind,
            inputs: BTreeMap::new(),
            outputs: BTreeMap::new(),
            temps: Vec::new(),
            next_temp: 0,
            env_len,
            local_len,
            consts: Vec::new(),
            state_index: HashMap::new(),
            immediates: Vec::new(),
            presets: Vec::new(),
            buffers: Vec::new(),
        }
    }

    /// Elements `first..=last` of parameter buffer `binding`, each
    /// settable as `program.buffer[binding][element]`.
    pub fn buffer(&mut self, binding: u32, first: u32, last: u32, ty: Option<Ty>) {
        let mut d = Declaration::new(File::Const, first, last);
        d.dimension = Some(buffer_plane(binding));
        d.spelling = Some(Spelling::Indexed {
            prefix: format!("program.buffer[{binding}]["),
            suffix: "]".into(),
            base: first,
        });
        if ty.is_some_and(Ty::is_integer) {
            d.format = StorageFormat::Int;
        }
        self.buffers.push(d);
    }

    /// The integer-typed registers: INT/UINT variables and the integer
    /// bindings (`vertex.id`, `vertex.instance`, `primitive.id`, `result.id`).
    pub fn integers(&self) -> Vec<(File, u32, u32, Ty)> {
        let mut out = Vec::new();
        for (i, (a, info)) in &self.inputs {
            let fixed = is_integer_attrib(*a);
            if let Some(ty) = info
                .ty
                .filter(|t| t.is_integer())
                .or(fixed.then_some(Ty::Signed))
            {
                out.push((File::Input, *i, *i, ty));
            }
        }
        for (i, (b, ty)) in &self.outputs {
            let fixed = is_integer_result(*b);
            if let Some(ty) = ty
                .filter(|t| t.is_integer())
                .or(fixed.then_some(Ty::Signed))
            {
                out.push((File::Output, *i, *i, ty));
            }
        }
        for (_, first, size, ty) in &self.temps {
            if let Some(ty) = ty.filter(|t| t.is_integer())
                && *size > 0
            {
                out.push((File::Temp, *first, first + size - 1, ty));
            }
        }
        for d in &self.consts {
            if d.format == StorageFormat::Int {
                out.push((File::Const, d.first, d.last, Ty::Signed));
            }
        }
        out
    }

    pub fn use_attrib(&mut self, a: Attrib) -> u32 {
        let i = input_index(a);
        self.inputs.entry(i).or_insert((a, InputInfo::default()));
        i
    }

    pub fn use_result(&mut self, b: ResultBinding) -> u32 {
        let i = result_index(b);
        self.outputs.entry(i).or_insert((b, None));
        i
    }

    pub fn temp(&mut self, name: &str, size: u32, ty: Option<Ty>) -> u32 {
        let first = self.next_temp;
        self.next_temp = self.next_temp.saturating_add(size);
        self.temps.push((name.to_string(), first, size, ty));
        first
    }

    fn next_const(&self) -> u32 {
        self.env_len + self.local_len + self.consts.len() as u32
    }

    /// A parameter register of its own (a state vector or a constant of a
    /// PARAM), spelled `spelling`.
    pub fn new_const(&mut self, binding: Binding, spelling: String, ty: Option<Ty>) -> u32 {
        let index = self.next_const();
        let mut d = Declaration::new(File::Const, index, index);
        d.binding = binding;
        d.spelling = Some(Spelling::Named(spelling));
        if ty.is_some_and(Ty::is_integer) {
            d.format = StorageFormat::Int;
        }
        self.consts.push(d);
        index
    }

    pub fn preset_const(&mut self, spelling: String, value: [u32; 4], ty: Option<Ty>) -> u32 {
        let i = self.new_const(Binding::None, spelling, ty);
        self.presets.push(Preset {
            reg: shasm_ir::Reg::new(File::Const, i),
            value,
        });
        i
    }

    /// The register of a state vector (shared by every use).
    pub fn state(&mut self, s: StateBinding, spelling: Option<&str>) -> u32 {
        if let Some(i) = self.state_index.get(&s) {
            return *i;
        }
        let name = spelling.map_or_else(|| s.to_string(), str::to_string);
        let i = self.new_const(Binding::State(s), name, None);
        self.state_index.insert(s, i);
        i
    }

    pub fn immediate(&mut self, ty: ImmType, bits: [u32; 4]) -> u32 {
        match self.immediates.iter().position(|x| *x == (ty, bits)) {
            Some(i) => i as u32,
            None => {
                self.immediates.push((ty, bits));
                self.immediates.len() as u32 - 1
            }
        }
    }
}

/// The semantic of a result (and of the geometry input it becomes).
fn result_semantic(b: ResultBinding) -> (SemanticName, u32) {
    match b {
        ResultBinding::Position | ResultBinding::Depth => (SemanticName::Position, 0),
        ResultBinding::Color {
            back: false,
            secondary,
        } => (SemanticName::Color, u32::from(secondary)),
        ResultBinding::Color {
            back: true,
            secondary,
        } => (SemanticName::BColor, u32::from(secondary)),
        ResultBinding::FogCoord => (SemanticName::Fog, 0),
        ResultBinding::PointSize => (SemanticName::PSize, 0),
        ResultBinding::TexCoord(n) => (SemanticName::TexCoord, n),
        ResultBinding::Clip(n) => (SemanticName::ClipDist, n),
        ResultBinding::Id | ResultBinding::PrimId => (SemanticName::PrimId, 0),
        ResultBinding::Layer => (SemanticName::Layer, 0),
        ResultBinding::Attrib(n) => (SemanticName::Generic, n),
        ResultBinding::FragColor(n) => (SemanticName::Color, n),
    }
}

/// Build the program from the layout, the instructions and the labels.
pub fn finish(
    layout: Layout,
    instructions: Vec<Instruction>,
    spans: Vec<InstSpans>,
    labels: Vec<(String, u32, std::ops::Range<usize>)>,
) -> Program {
    let kind = layout.kind;
    let stage = match kind {
        ProgramKind::Vertex => Stage::Vertex,
        ProgramKind::Fragment => Stage::Fragment,
        ProgramKind::Geometry => Stage::Geometry,
    };
    let mut p = Program::new(stage, semantics());
    for (i, (a, info)) in &layout.inputs {
        let mut d = Declaration::new(File::Input, *i, *i);
        if let Some((vertex, index)) = crate::geometry::plane(*a, *i) {
            d = Declaration::new(File::Input, index, index);
            d.dimension = Some(vertex);
        }
        d.spelling = Some(Spelling::Named(attrib_name(*a)));
        let (name, index) = match a {
            Attrib::GeometryVertex { binding, .. } => result_semantic(*binding),
            Attrib::VertexPosition | Attrib::FragmentPosition => (SemanticName::Position, 0),
            Attrib::VertexColor { secondary } | Attrib::FragmentColor { secondary } => {
                (SemanticName::Color, u32::from(*secondary))
            }
            Attrib::VertexFogCoord | Attrib::FragmentFogCoord => (SemanticName::Fog, 0),
            Attrib::VertexNormal => (SemanticName::Normal, 0),
            Attrib::VertexTexCoord(n) | Attrib::FragmentTexCoord(n) => (SemanticName::TexCoord, *n),
            Attrib::VertexId => (SemanticName::VertexId, 0),
            Attrib::VertexInstance => (SemanticName::InstanceId, 0),
            Attrib::FragmentFacing => (SemanticName::Face, 0),
            Attrib::PrimitiveId | Attrib::GeometryPrimitiveId => (SemanticName::PrimId, 0),
            Attrib::FragmentClip(n) => (SemanticName::ClipDist, *n),
            _ => (SemanticName::Generic, *i),
        };
        d.semantic = Some(Semantic { name, index });
        d.initial = initial_input(*a);
        if info.ty.is_some_and(Ty::is_integer) || is_integer_attrib(*a) {
            d.format = StorageFormat::Int;
        }
        if kind == ProgramKind::Fragment {
            d.interpolation = Some(info.interpolation.unwrap_or(match a {
                Attrib::FragmentPosition => Interpolation::Linear,
                Attrib::FragmentFacing | Attrib::PrimitiveId => Interpolation::Constant,
                _ => Interpolation::Perspective,
            }));
        }
        p.declarations.push(d);
    }
    for (i, (b, ty)) in &layout.outputs {
        let mut d = Declaration::new(File::Output, *i, *i);
        d.spelling = Some(Spelling::Named(result_name(*b)));
        let (name, index) = result_semantic(*b);
        d.semantic = Some(Semantic { name, index });
        if ty.is_some_and(Ty::is_integer) || is_integer_result(*b) {
            d.format = StorageFormat::Int;
        }
        p.declarations.push(d);
    }
    for (name, first, size, ty) in &layout.temps {
        if *size == 0 {
            continue;
        }
        let mut d = Declaration::new(File::Temp, *first, first + size - 1);
        d.spelling = Some(if *size == 1 {
            Spelling::Named(name.clone())
        } else {
            Spelling::Indexed {
                prefix: format!("{name}["),
                suffix: "]".into(),
                base: 0,
            }
        });
        if ty.is_some_and(Ty::is_integer) {
            d.format = StorageFormat::Int;
        }
        p.declarations.push(d);
    }
    p.declarations
        .extend(shasm_arb::lower::env_local_declarations(
            layout.env_len,
            layout.local_len,
        ));
    p.declarations.extend(layout.consts.iter().cloned());
    p.declarations.extend(layout.buffers.iter().cloned());
    p.declarations
        .extend(shasm_arb::lower::sampler_declarations(&instructions));
    p.immediates = layout
        .immediates
        .iter()
        .map(|(ty, values)| Immediate {
            ty: *ty,
            values: *values,
            len: 4,
        })
        .collect();
    p.presets = layout.presets;
    p.instructions = instructions;
    if kind == ProgramKind::Geometry {
        crate::geometry::two_dimensional_inputs(&mut p, &layout.inputs);
    }
    for s in spans {
        p.spans.push(s);
    }
    for (name, at, span) in &labels {
        p.spans.set_item(
            shasm_ir::Item::Label,
            p.labels.len(),
            shasm_ir::Span::from(span.clone()),
        );
        p.labels.push(Label {
            name: name.clone(),
            target: shasm_ir::InstId::saturating(*at),
        });
    }
    if let Some((_, at, _)) = labels.iter().find(|(n, _, _)| n == "main") {
        p.entry = shasm_ir::InstId::saturating(*at);
    }
    implicit_returns(&mut p);
    // Translation: as the ARB programs whose parameter model this one
    // shares; a geometry program's per-vertex inputs are declared once
    // per register in TGSI.
    p.origin = shasm_arb::lower::translation_origin();
    if kind == ProgramKind::Geometry {
        p.origin
            .steps
            .insert(0, shasm_ir::origin::Step::GeometryInputsPerRegister);
    }
    p
}

/// §2.X.8.Z CAL: "An instruction label signifies the beginning of a new
/// subroutine. ... If a CAL instruction is executed and subsequent program
/// execution reaches an instruction label before a corresponding RET
/// instruction is executed, the subroutine call returns immediately, as
/// though an unconditional RET instruction were inserted immediately
/// before the instruction label." So it is inserted: a RET that only
/// falling through runs (a CAL to the label skips it). Reached by the main
/// code, the RET ends the program, as notes §11 item 11 recommends. A
/// label on the first instruction has nothing falling into it.
pub fn implicit_returns(p: &mut Program) {
    let mut at: Vec<usize> = p
        .labels
        .iter()
        .map(|l| l.target.index())
        .filter(|&t| t > 0)
        .collect();
    at.sort_unstable();
    at.dedup();
    for t in at.into_iter().rev() {
        p.insert_between(t, vec![Instruction::new(shasm_ir::Opcode::Ret)]);
    }
}

/// How many implicit RETs [`implicit_returns`] puts before instruction
/// `at` (the labels at or before it, past the first instruction).
pub fn implicit_returns_before(labels: &[(String, u32, crate::ast::Span)], at: u32) -> u32 {
    let mut targets: Vec<u32> = labels
        .iter()
        .map(|(_, t, _)| *t)
        .filter(|&t| t > 0 && t <= at)
        .collect();
    targets.sort_unstable();
    targets.dedup();
    targets.len() as u32
}

/// A fog option blends `result.color` with the fog colour
/// (ARB_fragment_program §3.11.4.5.1, kept by NV_gpu_program4 §2.X.2):
/// the blend is floating-point, so an integer `result.color` (an `OUTPUT`
/// declared `INT` or `UINT`, whose value the blend would misread) is
/// refused.
// One diagnostic by value, once per load: not worth a box.
#[allow(clippy::result_large_err)]
pub fn check_fog_color(
    layout: &Layout,
    option: std::ops::Range<usize>,
) -> Result<(), shasm_diag::Diagnostic> {
    let color = result_index(ResultBinding::FragColor(0));
    match layout.outputs.get(&color) {
        Some((_, Some(ty))) if ty.is_integer() => Err(shasm_diag::Diagnostic::error(
            option.clone(),
            "a fog option blends `result.color` as floating-point values, but the program declares it an integer",
        )
        .with_code("gp4/fog-integer-color")
        .with_error_position(option.start)),
        _ => Ok(()),
    }
}

/// Append the code of a fog option (the ARB front end's, Mesa's
/// `_mesa_append_fog_code`, see [`shasm_arb::lower::fog_code`]) laid out
/// in this front end's registers; returns where it starts.
pub fn append_fog(
    layout: &mut Layout,
    instructions: &mut Vec<Instruction>,
    spans: &mut Vec<InstSpans>,
    fog: shasm_arb::Fog,
) -> u32 {
    let start = instructions.len() as u32;
    let color_out = layout.use_result(ResultBinding::FragColor(0));
    let color_temp = layout.temp("fog.color", 1, None);
    let factor_temp = layout.temp("fog.factor", 1, None);
    shasm_arb::lower::redirect_fog_color(instructions, color_out, color_temp);
    let registers = shasm_arb::lower::FogRegisters {
        color_out,
        color_temp,
        factor_temp,
        coord: layout.use_attrib(Attrib::FragmentFogCoord),
        params: (File::Const, layout.state(StateBinding::FogParams, None)),
        color: (File::Const, layout.state(StateBinding::FogColor, None)),
    };
    let code = shasm_arb::lower::fog_code(fog, &registers, || {
        let bits = [std::f32::consts::LOG2_E.to_bits(); 4];
        (File::Immediate, layout.immediate(ImmType::Flt32, bits))
    });
    for i in code {
        instructions.push(i);
        spans.push(InstSpans::default());
    }
    start
}
