//! Register layout and lowering into the shared IR.
//!
//! | source | IR |
//! | --- | --- |
//! | `vertex.attrib[n]` and the conventional attribute it aliases (position 0, weight 1, normal 2, color 3, secondary color 4, fogcoord 5, `texcoord[n]` 8+n; ARB_vertex_program Table X.2) | `IN[n]` |
//! | `vertex.matrixindex[n]` | `IN[32 + n]` |
//! | `fragment.position`, `.color`, `.color.secondary`, `.fogcoord`, `.texcoord[n]` | `IN[0]`, `IN[1]`, `IN[2]`, `IN[3]`, `IN[4 + n]` |
//! | `fragment.texcoord[A0.x + n]` (NV_fragment_program2) | `IN[4 + n + ADDR[k].x]`, every `fragment.texcoord[c]` declared; `k` is the LOOP nesting depth |
//! | `fragment.facing` (NV_fragment_program2) | `IN[40]` |
//! | `result.position`, `.color` (front primary), front secondary, back primary, back secondary, `.fogcoord`, `.pointsize`, `.texcoord[n]` | `OUT[0..7]`, `OUT[7 + n]` |
//! | `result.color[n]`, `result.depth` (fragment) | `OUT[n]`, `OUT[8]` |
//! | `result.clip[n]` (NV_vertex_program2) | `OUT[40 + n]` |
//! | `SHORT TEMP`, `SHORT OUTPUT` (NV_fragment_program) | fp16 storage ([`StorageFormat::F16`]) |
//! | `TEMP` names, `ADDRESS` names | `TEMP[k]`, `ADDR[k]` in declaration order |
//! | `program.env[0..E]` | `CONST[0..E]`, [`Binding::Env`] |
//! | `program.local[0..L]` | the next `CONST`s, [`Binding::Local`] |
//! | each distinct `state.*` vector | one `CONST` with [`Binding::State`] |
//! | constants | `IMM` (deduplicated); in relatively addressed arrays, `CONST` presets |
//!
//! Every register is spelled as the program names it: the binding
//! (`vertex.position`, `result.color`, `program.local[3]`,
//! `state.light[0].diffuse`), or the `PARAM`/`TEMP`/`ADDRESS` name.

use crate::ast::*;
use crate::check::{Fog, Resolved};
use crate::table::ProgramKind;
use shasm_ir::{
    Binding, Declaration, Dst, File, ImmType, Immediate, InstId, InstSpans, Instruction,
    Interpolation, Opcode, Preset, Program, Saturate, Semantic, SemanticName, Span, Spelling, Src,
    Stage, StateBinding, StorageFormat, Swizzle, WriteMask,
};
use std::collections::{BTreeMap, HashMap};

/// Where every register of a program lives.
#[derive(Clone, Debug)]
pub struct Layout {
    kind: ProgramKind,
    inputs: BTreeMap<u32, Attrib>,
    outputs: BTreeMap<u32, ResultBinding>,
    pub temps: Vec<String>,
    pub addresses: Vec<String>,
    /// Temporaries and results with fp16 storage (`SHORT`).
    pub short_temps: std::collections::BTreeSet<u32>,
    pub short_outputs: std::collections::BTreeSet<u32>,
    env_len: u32,
    local_len: u32,
    next_const: u32,
    /// Parameter registers after the env and local blocks.
    consts: Vec<Declaration>,
    state_index: HashMap<StateBinding, u32>,
    immediates: Vec<[u32; 4]>,
    presets: Vec<Preset>,
}

/// The input register of `fragment.facing`: past the texture coordinate
/// sets (`IN[4 + n]`) of any profile.
pub const FACING_INPUT: u32 = 40;

/// The output register of `result.clip[0]` (`result.clip[n]` is
/// `OUT[40 + n]`).
pub const CLIP_OUTPUT: u32 = 40;

pub fn input_index(a: Attrib) -> u32 {
    match a {
        Attrib::Vertex(v) => match v {
            VertexAttrib::Position => 0,
            VertexAttrib::Weight(_) => 1,
            VertexAttrib::Normal => 2,
            VertexAttrib::Color { secondary } => 3 + u32::from(secondary),
            VertexAttrib::FogCoord => 5,
            VertexAttrib::TexCoord(n) => 8 + n,
            VertexAttrib::MatrixIndex(n) => 32 + n,
            VertexAttrib::Generic(n) => n,
        },
        Attrib::Fragment(f) => match f {
            FragmentAttrib::Position => 0,
            FragmentAttrib::Color { secondary } => 1 + u32::from(secondary),
            FragmentAttrib::FogCoord => 3,
            FragmentAttrib::TexCoord(n) => 4 + n,
            // The first register an indexed read can reach (A0.x = 0).
            FragmentAttrib::TexCoordLoop(n) => 4 + n,
            FragmentAttrib::Facing => FACING_INPUT,
        },
    }
}

/// What a vertex attribute reads when the run does not set it: the
/// attribute's GL current value in its initial state (OpenGL 2.0 Table 6.5
/// "Current Values and Associated Data": colour (1, 1, 1, 1), secondary
/// colour (0, 0, 0, 1), normal (0, 0, 1), texture coordinates (0, 0, 0, 1);
/// ARB_vertex_program: generic attributes (0, 0, 0, 1); ARB_vertex_blend:
/// weight 0 is 1, the others 0), laid out as ARB_vertex_program Table X.2
/// says (`vertex.normal` is (x, y, z, 1), `vertex.fogcoord` (f, 0, 0, 1)).
/// A vertex has no current position; (0, 0, 0, 1) is ours.
pub fn initial_vertex_attribute(a: VertexAttrib) -> [f32; 4] {
    match a {
        VertexAttrib::Color { secondary: false } => [1.0; 4],
        VertexAttrib::Normal => [0.0, 0.0, 1.0, 1.0],
        VertexAttrib::Weight(0) => [1.0, 0.0, 0.0, 0.0],
        VertexAttrib::Weight(_) | VertexAttrib::MatrixIndex(_) => [0.0; 4],
        VertexAttrib::Position
        | VertexAttrib::Color { secondary: true }
        | VertexAttrib::FogCoord
        | VertexAttrib::TexCoord(_)
        | VertexAttrib::Generic(_) => [0.0, 0.0, 0.0, 1.0],
    }
}

/// The canonical spelling of an attribute binding.
pub fn attrib_name(a: Attrib) -> String {
    match a {
        Attrib::Vertex(v) => match v {
            VertexAttrib::Position => "vertex.position".into(),
            VertexAttrib::Weight(n) => format!("vertex.weight[{n}]"),
            VertexAttrib::Normal => "vertex.normal".into(),
            VertexAttrib::Color { secondary: false } => "vertex.color".into(),
            VertexAttrib::Color { secondary: true } => "vertex.color.secondary".into(),
            VertexAttrib::FogCoord => "vertex.fogcoord".into(),
            VertexAttrib::TexCoord(n) => format!("vertex.texcoord[{n}]"),
            VertexAttrib::MatrixIndex(n) => format!("vertex.matrixindex[{n}]"),
            VertexAttrib::Generic(n) => format!("vertex.attrib[{n}]"),
        },
        Attrib::Fragment(f) => match f {
            FragmentAttrib::Position => "fragment.position".into(),
            FragmentAttrib::Color { secondary: false } => "fragment.color".into(),
            FragmentAttrib::Color { secondary: true } => "fragment.color.secondary".into(),
            FragmentAttrib::FogCoord => "fragment.fogcoord".into(),
            FragmentAttrib::TexCoord(n) => format!("fragment.texcoord[{n}]"),
            FragmentAttrib::TexCoordLoop(0) => "fragment.texcoord[A0.x]".into(),
            FragmentAttrib::TexCoordLoop(n) => format!("fragment.texcoord[A0.x + {n}]"),
            FragmentAttrib::Facing => "fragment.facing".into(),
        },
    }
}

/// `vertex.attrib[A0.x + 2]`: the spelling of a relatively indexed
/// attribute ([`Reg::AttribRelative`]).
pub fn relative_attrib_name(a: Attrib, index: &ArrayIndex) -> String {
    let array = match a {
        Attrib::Vertex(VertexAttrib::TexCoord(_)) => "vertex.texcoord",
        _ => "vertex.attrib",
    };
    match index {
        ArrayIndex::Absolute(n) => format!("{array}[{n}]"),
        ArrayIndex::Relative {
            address,
            offset,
            component,
        } => {
            let c = ["x", "y", "z", "w"][usize::from(*component & 3)];
            match offset {
                o if *o < 0 => format!("{array}[{}.{c} - {}]", address.text, -o),
                o if *o > 0 => format!("{array}[{}.{c} + {o}]", address.text),
                _ => format!("{array}[{}.{c}]", address.text),
            }
        }
    }
}

/// `result.texcoord[A0.x + 1]` ([`Reg::ResultRelative`]).
pub fn relative_result_name(index: &ArrayIndex) -> String {
    relative_attrib_name(Attrib::Vertex(VertexAttrib::TexCoord(0)), index)
        .replacen("vertex.", "result.", 1)
}

pub fn result_index(b: ResultBinding) -> u32 {
    match b {
        ResultBinding::Position => 0,
        ResultBinding::Color { back, secondary } => 1 + 2 * u32::from(back) + u32::from(secondary),
        ResultBinding::FogCoord => 5,
        ResultBinding::PointSize => 6,
        ResultBinding::TexCoord(n) => 7 + n,
        ResultBinding::FragColor(n) => n,
        ResultBinding::Depth => 8,
        // Past the texture coordinate results (`OUT[7 + n]`) of any profile.
        ResultBinding::Clip(n) => CLIP_OUTPUT + n,
    }
}

pub fn result_name(b: ResultBinding) -> String {
    match b {
        ResultBinding::Position => "result.position".into(),
        ResultBinding::Color { back, secondary } => format!(
            "result.color{}{}",
            if back { ".back" } else { "" },
            if secondary { ".secondary" } else { "" }
        ),
        ResultBinding::FogCoord => "result.fogcoord".into(),
        ResultBinding::PointSize => "result.pointsize".into(),
        ResultBinding::TexCoord(n) => format!("result.texcoord[{n}]"),
        ResultBinding::FragColor(0) => "result.color".into(),
        ResultBinding::FragColor(n) => format!("result.color[{n}]"),
        ResultBinding::Depth => "result.depth".into(),
        ResultBinding::Clip(n) => format!("result.clip[{n}]"),
    }
}

fn param_items(ast: &Ast) -> impl Iterator<Item = &ParamItem> {
    ast.statements.iter().flat_map(|s| -> Vec<&ParamItem> {
        match &s.statement {
            Statement::Param { items, .. } => items.iter().map(|i| &i.item).collect(),
            Statement::Instruction(i) => i
                .srcs
                .iter()
                .filter_map(|s| match &s.reg {
                    Reg::Param(p) => Some(p),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    })
}

impl Layout {
    /// A layout whose env and local blocks cover every index the program
    /// names.
    pub fn new(ast: &Ast) -> Layout {
        let mut env_len = 0;
        let mut local_len = 0;
        for item in param_items(ast) {
            match item {
                ParamItem::Env { last, .. } => env_len = env_len.max(last + 1),
                ParamItem::Local { last, .. } => local_len = local_len.max(last + 1),
                _ => {}
            }
        }
        Layout {
            kind: ast.kind,
            inputs: BTreeMap::new(),
            outputs: BTreeMap::new(),
            temps: Vec::new(),
            addresses: Vec::new(),
            short_temps: Default::default(),
            short_outputs: Default::default(),
            env_len,
            local_len,
            next_const: env_len + local_len,
            consts: Vec::new(),
            state_index: HashMap::new(),
            immediates: Vec::new(),
            presets: Vec::new(),
        }
    }

    pub fn use_attrib(&mut self, a: Attrib) -> u32 {
        let i = input_index(a);
        let declared = self.inputs.entry(i).or_insert(a);
        // A relatively indexed read declares every generic attribute; a
        // conventional attribute the program names keeps its own name
        // (the load rules forbid naming both otherwise).
        if matches!(declared, Attrib::Vertex(VertexAttrib::Generic(_)))
            && !matches!(a, Attrib::Vertex(VertexAttrib::Generic(_)))
        {
            *declared = a;
        }
        i
    }

    pub fn use_result(&mut self, b: ResultBinding) -> u32 {
        let i = result_index(b);
        self.outputs.entry(i).or_insert(b);
        i
    }

    fn new_const(&mut self, binding: Binding, spelling: String) -> u32 {
        let index = self.next_const;
        self.next_const += 1;
        let mut d = Declaration::new(File::Const, index, index);
        d.binding = binding;
        d.spelling = Some(Spelling::Named(spelling));
        self.consts.push(d);
        index
    }

    /// The registers of one parameter item. `name` spells state and
    /// constant registers of a `PARAM`; `contiguous` allocates fresh,
    /// adjacent registers (relatively addressed arrays).
    pub fn param(
        &mut self,
        item: &ParamItem,
        name: Option<&str>,
        contiguous: bool,
    ) -> Vec<(File, u32)> {
        match item {
            ParamItem::Env { first, last } => (*first..=*last).map(|n| (File::Const, n)).collect(),
            ParamItem::Local { first, last } => (*first..=*last)
                .map(|n| (File::Const, self.env_len + n))
                .collect(),
            ParamItem::State(states) => states
                .iter()
                .map(|s| {
                    if contiguous {
                        return (
                            File::Const,
                            self.new_const(Binding::State(*s), s.to_string()),
                        );
                    }
                    if let Some(i) = self.state_index.get(s) {
                        return (File::Const, *i);
                    }
                    let spelling = match name {
                        Some(n) if states.len() == 1 => n.to_string(),
                        _ => s.to_string(),
                    };
                    let i = self.new_const(Binding::State(*s), spelling);
                    self.state_index.insert(*s, i);
                    (File::Const, i)
                })
                .collect(),
            ParamItem::Constant(v) => {
                let bits = v.map(f32::to_bits);
                if contiguous {
                    let i = self.new_const(Binding::None, crate::print::constant(v));
                    self.presets.push(Preset {
                        reg: shasm_ir::Reg::new(File::Const, i),
                        value: bits,
                    });
                    return vec![(File::Const, i)];
                }
                let i = match self.immediates.iter().position(|b| *b == bits) {
                    Some(i) => i,
                    None => {
                        self.immediates.push(bits);
                        self.immediates.len() - 1
                    }
                };
                vec![(File::Immediate, i as u32)]
            }
        }
    }
}

/// Build the IR program from a resolved program.
pub fn lower(mut r: Resolved) -> Program {
    let kind = r.layout.kind;
    let stage = match kind {
        ProgramKind::Vertex => Stage::Vertex,
        ProgramKind::Fragment => Stage::Fragment,
    };
    let semantics = crate::nv::semantics(kind, &r.options);
    let transform = if r.options.position_invariant {
        position_invariant(&mut r)
    } else {
        Vec::new()
    };
    // Where the appended fog code starts, if a RET can end the program
    // before it.
    let mut fog_start = None;
    if let Some(fog) = r.options.fog {
        let start = r.instructions.len() as u32;
        append_fog(&mut r, fog);
        if r.instructions.iter().any(|i| i.opcode == Opcode::Ret) {
            fog_start = Some(start);
        }
    }
    let l = &r.layout;
    let mut p = Program::new(stage, semantics);
    // ARB_fragment_coord_conventions §3.11.4.5.3: the conventions of
    // `fragment.position`, said as TGSI says them (the run converts the
    // window position it is given; docs/cli.md).
    if r.options.origin_upper_left {
        p.properties.push(shasm_ir::Property::FsCoordOrigin(
            shasm_ir::CoordOrigin::UpperLeft,
        ));
    }
    if r.options.pixel_center_integer {
        p.properties.push(shasm_ir::Property::FsCoordPixelCenter(
            shasm_ir::PixelCenter::Integer,
        ));
    }
    for (i, a) in &l.inputs {
        let mut d = Declaration::new(File::Input, *i, *i);
        d.spelling = Some(Spelling::Named(attrib_name(*a)));
        let (name, index) = match a {
            Attrib::Vertex(VertexAttrib::Position) | Attrib::Fragment(FragmentAttrib::Position) => {
                (SemanticName::Position, 0)
            }
            Attrib::Vertex(VertexAttrib::Color { secondary })
            | Attrib::Fragment(FragmentAttrib::Color { secondary }) => {
                (SemanticName::Color, u32::from(*secondary))
            }
            Attrib::Vertex(VertexAttrib::FogCoord) | Attrib::Fragment(FragmentAttrib::FogCoord) => {
                (SemanticName::Fog, 0)
            }
            Attrib::Vertex(VertexAttrib::Normal) => (SemanticName::Normal, 0),
            Attrib::Vertex(VertexAttrib::TexCoord(n))
            | Attrib::Fragment(FragmentAttrib::TexCoord(n) | FragmentAttrib::TexCoordLoop(n)) => {
                (SemanticName::TexCoord, *n)
            }
            Attrib::Fragment(FragmentAttrib::Facing) => (SemanticName::Face, 0),
            _ => (SemanticName::Generic, *i),
        };
        d.semantic = Some(Semantic { name, index });
        if let Attrib::Vertex(v) = a {
            d.initial = initial_vertex_attribute(*v).map(f32::to_bits);
        }
        if let Attrib::Fragment(FragmentAttrib::FogCoord) = a {
            // "fragment.fogcoord (f,0,0,1)" (ARB_fragment_program Table
            // X.2): only f is interpolated, the rest are constants.
            d.initial = [0.0f32, 0.0, 0.0, 1.0].map(f32::to_bits);
        }
        if let Attrib::Fragment(FragmentAttrib::Facing) = a {
            // NV_fragment_program2 §3.11.3.1: "+1.0 or -1.0 ... The "y",
            // "z", and "w" coordinates are filled with 0, 0, and 1": a
            // front-facing fragment unless the run says otherwise.
            d.initial = [1.0f32, 0.0, 0.0, 1.0].map(f32::to_bits);
        }
        if kind == ProgramKind::Fragment {
            d.interpolation = Some(match a {
                Attrib::Fragment(FragmentAttrib::Facing) => Interpolation::Constant,
                Attrib::Fragment(FragmentAttrib::Position) => Interpolation::Linear,
                _ => Interpolation::Perspective,
            });
        }
        p.declarations.push(d);
    }
    for (i, b) in &l.outputs {
        let mut d = Declaration::new(File::Output, *i, *i);
        d.spelling = Some(Spelling::Named(result_name(*b)));
        let (name, index) = match b {
            ResultBinding::Position | ResultBinding::Depth => (SemanticName::Position, 0),
            ResultBinding::Color {
                back: false,
                secondary,
            } => (SemanticName::Color, u32::from(*secondary)),
            ResultBinding::Color {
                back: true,
                secondary,
            } => (SemanticName::BColor, u32::from(*secondary)),
            ResultBinding::FogCoord => (SemanticName::Fog, 0),
            ResultBinding::PointSize => (SemanticName::PSize, 0),
            ResultBinding::Clip(n) => (SemanticName::ClipDist, *n),
            ResultBinding::TexCoord(n) => (SemanticName::TexCoord, *n),
            ResultBinding::FragColor(n) => (SemanticName::Color, *n),
        };
        d.semantic = Some(Semantic { name, index });
        if l.short_outputs.contains(i) {
            d.format = StorageFormat::F16;
        }
        p.declarations.push(d);
    }
    for (k, name) in l.temps.iter().enumerate() {
        let mut d = Declaration::new(File::Temp, k as u32, k as u32);
        d.spelling = Some(Spelling::Named(name.clone()));
        if l.short_temps.contains(&(k as u32)) {
            d.format = StorageFormat::F16;
        }
        p.declarations.push(d);
    }
    for (k, name) in l.addresses.iter().enumerate() {
        let mut d = Declaration::new(File::Address, k as u32, k as u32);
        d.spelling = Some(Spelling::Named(name.clone()));
        d.format = StorageFormat::Int;
        p.declarations.push(d);
    }
    p.declarations
        .extend(env_local_declarations(l.env_len, l.local_len));
    p.declarations.extend(l.consts.iter().cloned());
    p.declarations.extend(sampler_declarations(&r.instructions));
    p.immediates = l
        .immediates
        .iter()
        .map(|values| Immediate {
            ty: ImmType::Flt32,
            values: *values,
            len: 4,
        })
        .collect();
    p.presets = l.presets.clone();
    p.instructions = r.instructions;
    for s in r.spans {
        p.spans.push(s);
    }
    labels(&mut p, &r.labels);
    if let Some(start) = fog_start {
        fog_after_return(&mut p, start);
    }
    // Before everything, wherever the program starts: the copies of the
    // relatively addressed parameter arrays, then the position transform.
    let mut prologue = std::mem::take(&mut r.copies);
    prologue.extend(transform);
    p.prepend(prologue);
    p.origin = translation_origin();
    p
}

/// What a translation of an ARB program (or an NV_gpu_program4 one, which
/// shares its parameter model) needs to know ([`shasm_ir::origin`]):
/// named constants with values are immediates; the NV options' `R`
/// precision is fp32, the target's default; parameters (`program.env`,
/// `program.local`, `state.*`) become plain constants a driver fills, as
/// Mesa's ARB to TGSI mapping has it; GL's current attribute values are
/// the driver's to supply; `END` is syntax.
pub fn translation_origin() -> shasm_ir::Origin {
    use shasm_ir::origin::Step;
    shasm_ir::Origin {
        steps: vec![
            Step::PresetsAsImmediates,
            Step::FullPrecisionIsDefault,
            Step::BindingsAsConstants {
                code: "arb/tgsi-parameter",
            },
            Step::CurrentValues {
                code: "arb/tgsi-current-value",
            },
            Step::AppendEnd { span_entry: true },
        ],
        ..shasm_ir::Origin::default()
    }
}

/// The `CONST` ranges of `program.env[0..env_len]` and, after them,
/// `program.local[0..local_len]` (the layout of the module table), named
/// as the program spells them. NV_gpu_program4 lays them out the same way.
pub fn env_local_declarations(env_len: u32, local_len: u32) -> Vec<Declaration> {
    [
        (Binding::Env, 0, env_len, "program.env["),
        (Binding::Local, env_len, local_len, "program.local["),
    ]
    .into_iter()
    .filter(|&(_, _, len, _)| len > 0)
    .map(|(binding, first, len, prefix)| {
        let mut d = Declaration::new(File::Const, first, first + len - 1);
        d.binding = binding;
        d.spelling = Some(Spelling::Indexed {
            prefix: prefix.into(),
            suffix: "]".into(),
            base: 0,
        });
        d
    })
    .collect()
}

/// One `SAMP` declaration per texture unit the instructions read.
pub fn sampler_declarations(instructions: &[Instruction]) -> Vec<Declaration> {
    let mut units: Vec<u32> = instructions
        .iter()
        .filter_map(|i| i.texture().map(|t| t.unit))
        .collect();
    units.sort_unstable();
    units.dedup();
    units
        .into_iter()
        .map(|u| Declaration::new(File::Sampler, u, u))
        .collect()
}

/// Make a RET that ends the program run the appended fog code.
///
/// ARB_fragment_program §3.11.4.5.1: with a fog option, fog "is applied
/// to the result color" of the program, however the program ends; and
/// NV_fragment_program2 §3.11.4.X (RET): "If the call stack is empty when
/// RET executes, the fragment program terminates normally". Whether the
/// stack is empty at a RET is a run-time fact (the same code may be
/// called and fallen into), so the program body runs as a subroutine of a
/// two-instruction wrapper: `CAL entry; BRA fog`. The body's RET on what
/// was its empty stack returns to the wrapper, which jumps to the fog code;
/// a body that runs off its end falls into the fog code. The wrapper's
/// frame is one more return address than the body can see: the call depth
/// grows by one, so the body keeps MAX_PROGRAM_CALL_DEPTH_NV for itself.
pub fn fog_after_return(p: &mut Program, fog_start: u32) {
    const WRAPPER: u32 = 2;
    let moved = |at: u32| InstId::saturating(at.saturating_add(WRAPPER));
    let entry = moved(p.entry.index() as u32);
    let call = Instruction::new(Opcode::Cal).with_extra(shasm_ir::Extra::Label(entry));
    let jump = Instruction::new(Opcode::Bra).with_extra(shasm_ir::Extra::Label(moved(fog_start)));
    p.insert_at_start(vec![call, jump]);
    p.entry = InstId::ZERO;
    p.semantics.limits.call_depth = p.semantics.limits.call_depth.saturating_add(1);
}

/// NV options: the program's labels, and its entry after `main:`
/// (NV_vertex_program2_option §2.14.4, NV_fragment_program2 §3.11.4: "If
/// a ... program has an instruction label "main", program execution
/// begins with the instruction immediately following the instruction
/// label").
fn labels(p: &mut Program, labels: &[(String, u32, crate::ast::Span)]) {
    for (name, at, span) in labels {
        p.spans.set_item(
            shasm_ir::Item::Label,
            p.labels.len(),
            Span::from(span.clone()),
        );
        p.labels.push(shasm_ir::Label {
            name: name.clone(),
            target: InstId::saturating(*at),
        });
        if name == "main" {
            p.entry = InstId::saturating(*at);
        }
    }
}

fn push(r: &mut Resolved, i: Instruction) {
    r.instructions.push(i);
    r.spans.push(InstSpans {
        inst: Span::NONE,
        dst: Span::NONE,
        src: Vec::new(),
    });
}

/// ARB_position_invariant (ARB_vertex_program §2.14.4.5.1): "the
/// transformed vertex position is computed using the fixed-function
/// transformation". Mesa inserts the fixed-function transform as four
/// DP4s of `state.matrix.mvp` rows with `vertex.position`
/// (`_mesa_insert_mvp_code`); so do we, before the program's instructions,
/// so that the GL state model evaluates the matrix like any other state
/// parameter and `translate --to tgsi` needs no special case.
fn position_invariant(r: &mut Resolved) -> Vec<Instruction> {
    let pos = r.layout.use_attrib(Attrib::Vertex(VertexAttrib::Position));
    let out = r.layout.use_result(ResultBinding::Position);
    let mut transform = Vec::new();
    for row in 0..4u8 {
        let state = StateBinding::MatrixRow {
            matrix: shasm_ir::state::Matrix::Mvp,
            form: shasm_ir::state::MatrixForm::Plain,
            row,
        };
        let (file, index) = r.layout.param(&ParamItem::State(vec![state]), None, false)[0];
        transform.push(
            Instruction::new(Opcode::Dp4)
                .with_dst(Dst::new(File::Output, out).masked(WriteMask(1 << row)))
                .with_src(Src::new(file, index))
                .with_src(Src::new(File::Input, pos)),
        );
    }
    transform
}

/// ARB_fog_* (ARB_fragment_program §3.11.4.5.1): the colour the program
/// writes to `result.color` is blended with `state.fog.color` by the fog
/// factor of fixed-function fog (OpenGL 1.4 §3.10) computed from
/// `fragment.fogcoord` and `state.fog.params` = (density, start, end,
/// 1/(end-start)), as Mesa appends it (`_mesa_append_fog_code`).
fn append_fog(r: &mut Resolved, fog: Fog) {
    let color_out = r.layout.use_result(ResultBinding::FragColor(0));
    let t = r.layout.temps.len() as u32;
    r.layout.temps.push("fog.color".into());
    r.layout.temps.push("fog.factor".into());
    redirect_fog_color(&mut r.instructions, color_out, t);
    let coord = r
        .layout
        .use_attrib(Attrib::Fragment(FragmentAttrib::FogCoord));
    let params = r.layout.param(
        &ParamItem::State(vec![StateBinding::FogParams]),
        None,
        false,
    )[0];
    let color = r
        .layout
        .param(&ParamItem::State(vec![StateBinding::FogColor]), None, false)[0];
    let registers = FogRegisters {
        color_out,
        color_temp: t,
        factor_temp: t + 1,
        coord,
        params,
        color,
    };
    let code = fog_code(fog, &registers, || {
        r.layout.param(
            &ParamItem::Constant([std::f32::consts::LOG2_E; 4]),
            None,
            false,
        )[0]
    });
    for i in code {
        push(r, i);
    }
}

/// The registers the appended fog code of [`fog_code`] uses (shared by
/// the ARB and the NV_gpu_program4 front ends, which lay out registers
/// differently).
#[derive(Clone, Copy, Debug)]
pub struct FogRegisters {
    /// `OUT` index of `result.color`.
    pub color_out: u32,
    /// `TEMP` index that holds the colour the program wrote (see
    /// [`redirect_fog_color`]).
    pub color_temp: u32,
    /// `TEMP` index for the fog factor (x) and a scratch value (y).
    pub factor_temp: u32,
    /// `IN` index of `fragment.fogcoord`.
    pub coord: u32,
    /// The register of `state.fog.params`.
    pub params: (File, u32),
    /// The register of `state.fog.color`.
    pub color: (File, u32),
}

/// Make every write to `OUT[color_out]` write `TEMP[color_temp]` instead,
/// so that the appended fog code can blend the program's colour.
pub fn redirect_fog_color(instructions: &mut [Instruction], color_out: u32, color_temp: u32) {
    for i in instructions {
        if let Some(d) = &mut i.dst
            && d.reg == shasm_ir::Reg::new(File::Output, color_out)
        {
            d.reg = shasm_ir::Reg::new(File::Temp, color_temp);
        }
    }
}

/// The instructions appended for a fog option, as Mesa's
/// `_mesa_append_fog_code`: linear f = (end - c) / (end - start), exp
/// f = e^-(d c), exp2 f = e^-(d c)^2, f clamped to [0, 1];
/// C = f Cr + (1 - f) Cf, alpha kept. `log2e` gives a register whose `.x`
/// is log2(e); it is asked for only by exp and exp2.
pub fn fog_code(
    fog: Fog,
    r: &FogRegisters,
    log2e: impl FnOnce() -> (File, u32),
) -> Vec<Instruction> {
    let f = r.factor_temp;
    let c = Src::new(File::Input, r.coord).swizzled(Swizzle::replicate(0));
    let param = |comp: u8| Src::new(r.params.0, r.params.1).swizzled(Swizzle::replicate(comp));
    let fx = || Dst::new(File::Temp, f).masked(WriteMask::X);
    let fxs = || Src::new(File::Temp, f).swizzled(Swizzle::replicate(0));
    let sat = |mut i: Instruction| {
        i.modifiers.saturate = Saturate::ZeroOne;
        i
    };
    let mut code = Vec::new();
    match fog {
        Fog::Linear => {
            // f = end/(end-start) - c/(end-start)
            code.push(
                Instruction::new(Opcode::Mul)
                    .with_dst(Dst::new(File::Temp, f).masked(WriteMask(2)))
                    .with_src(param(2))
                    .with_src(param(3)),
            );
            code.push(sat(Instruction::new(Opcode::Mad)
                .with_dst(fx())
                .with_src(c.negated())
                .with_src(param(3))
                .with_src(
                    Src::new(File::Temp, f).swizzled(Swizzle::replicate(1)),
                )));
        }
        Fog::Exp | Fog::Exp2 => {
            let log2e = log2e();
            code.push(
                Instruction::new(Opcode::Mul)
                    .with_dst(fx())
                    .with_src(param(0))
                    .with_src(c),
            );
            if fog == Fog::Exp2 {
                code.push(
                    Instruction::new(Opcode::Mul)
                        .with_dst(fx())
                        .with_src(fxs())
                        .with_src(fxs()),
                );
            }
            code.push(
                Instruction::new(Opcode::Mul)
                    .with_dst(fx())
                    .with_src(fxs())
                    .with_src(Src::new(log2e.0, log2e.1).swizzled(Swizzle::replicate(0))),
            );
            code.push(sat(Instruction::new(Opcode::Ex2)
                .with_dst(fx())
                .with_src(fxs().negated())));
        }
    }
    code.push(
        Instruction::new(Opcode::Lrp)
            .with_dst(Dst::new(File::Output, r.color_out).masked(WriteMask(7)))
            .with_src(fxs())
            .with_src(Src::new(File::Temp, r.color_temp))
            .with_src(Src::new(r.color.0, r.color.1)),
    );
    code.push(
        Instruction::new(Opcode::Mov)
            .with_dst(Dst::new(File::Output, r.color_out).masked(WriteMask(8)))
            .with_src(Src::new(File::Temp, r.color_temp)),
    );
    code
}
