//! Load-time rules and name resolution, in program order (ARB_vertex_program
//! §2.14.1 and §2.14.3, ARB_fragment_program §3.11.2-§3.11.3.6), producing
//! the IR instructions and the register layout [`crate::lower`] declares.
//!
//! Every rule broken is a diagnostic with a stable `arb/...` code at the
//! offending token; the GL error position is that token's first byte.

use crate::ast::*;
use crate::lower::Layout;
use crate::profile::Profile;
use crate::table::{BASE, Form, Level, ProgramKind};
use shasm_diag::Diagnostic;
use shasm_ir::{
    Dst as IrDst, Extra, File, Indirect, InstSpans, Instruction as IrInstruction, Saturate,
    Span as IrSpan, Src as IrSrc, StateBinding, Swizzle, TexRef, TexTarget, WriteMask,
};
use std::collections::{HashMap, HashSet};

mod loops;
mod operands;

fn rule(code: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(span, message).with_code(code)
}

/// The options a program set (`OPTION name;`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub position_invariant: bool,
    /// ARB_fog_exp, ARB_fog_exp2 or ARB_fog_linear.
    pub fog: Option<Fog>,
    pub precision_nicest: bool,
    pub precision_fastest: bool,
    pub shadow: bool,
    pub draw_buffers: bool,
    /// `OPTION NV_vertex_program2;` (NV_vertex_program2_option).
    pub nv_vertex_program2: bool,
    /// `OPTION NV_vertex_program3;` (NV_vertex_program3; includes
    /// NV_vertex_program2).
    pub nv_vertex_program3: bool,
    /// `OPTION NV_fragment_program;` (NV_fragment_program_option).
    pub nv_fragment_program: bool,
    /// `OPTION NV_fragment_program2;` (NV_fragment_program2; includes
    /// NV_fragment_program).
    pub nv_fragment_program2: bool,
    /// `OPTION ARB_fragment_coord_origin_upper_left;`
    /// (ARB_fragment_coord_conventions §3.11.4.5.3): `fragment.position.y`
    /// counts from the window's top.
    pub origin_upper_left: bool,
    /// `OPTION ARB_fragment_coord_pixel_center_integer;`: pixel centres
    /// of `fragment.position` are integers.
    pub pixel_center_integer: bool,
}

impl Options {
    /// The NV option level these options select ([`crate::table::nv_level`]).
    pub fn nv_level(&self) -> Level {
        if self.nv_vertex_program3 || self.nv_fragment_program2 {
            2
        } else if self.nv_vertex_program2 || self.nv_fragment_program {
            1
        } else {
            BASE
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fog {
    Exp,
    Exp2,
    Linear,
}

impl Fog {
    /// The fog mode an `OPTION` names (ARB_fragment_program §3.11.4.5.1;
    /// NV_gpu_program4 keeps the three options), if it names one.
    pub fn option(name: &str) -> Option<Fog> {
        match name {
            "ARB_fog_exp" => Some(Fog::Exp),
            "ARB_fog_exp2" => Some(Fog::Exp2),
            "ARB_fog_linear" => Some(Fog::Linear),
            _ => None,
        }
    }
}

/// A GL state vector, as the rule on relatively read arrays compares them
/// ([`Checker::relative_state_unique`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum RelativeKey {
    State(StateBinding),
    Env(u32),
    Local(u32),
}

#[derive(Clone, Debug)]
enum Symbol {
    Attrib(Attrib),
    /// `ATTRIB a = vertex.attrib[A0.x + n];` (NV_vertex_program3).
    AttribRelative(Attrib, ArrayIndex),
    /// Parameter registers, one per element (a single PARAM has one).
    Param {
        elements: Vec<(File, u32)>,
        array: bool,
    },
    Temp(u32),
    Address(u32),
    /// `OUTPUT o = result.texcoord[A0.x + n];` (NV_vertex_program3).
    OutputRelative(ArrayIndex),
    /// A result variable and the size it was declared with.
    Output(ResultBinding, Option<VarSize>),
}

/// A name the program declared: what it stands for, where it was declared
/// and, for `ATTRIB` and `OUTPUT` variables and their `ALIAS`es, the span
/// of the binding as written.
#[derive(Clone, Debug)]
struct Declared {
    name: String,
    symbol: Symbol,
    span: Span,
    binding: Option<Span>,
}

/// The checker's symbol table: every name the program declared, in
/// declaration order. Resolution (operands, `ALIAS`) and the names users
/// give registers ([`Symbols::bindings`]) both read it, so an alias chain
/// is resolved in one place.
#[derive(Clone, Debug, Default)]
pub struct Symbols {
    entries: Vec<Declared>,
    by_name: HashMap<String, usize>,
}

impl Symbols {
    fn get(&self, name: &str) -> Option<&Declared> {
        self.by_name.get(name).map(|&i| &self.entries[i])
    }

    fn contains_key(&self, name: &str) -> bool {
        self.by_name.contains_key(name)
    }

    fn insert(&mut self, declared: Declared) {
        self.by_name
            .insert(declared.name.clone(), self.entries.len());
        self.entries.push(declared);
    }

    fn names(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|d| d.name.as_str())
    }

    /// The `ATTRIB` and `OUTPUT` variables and the `ALIAS`es of them
    /// (ARB_vertex_program §2.14.3.8: an alias is another name of the
    /// same variable), in declaration order, each with the byte span of
    /// its binding as the program wrote it.
    pub fn bindings(&self) -> impl Iterator<Item = (&str, Span)> {
        self.entries
            .iter()
            .filter_map(|d| Some((d.name.as_str(), d.binding.clone()?)))
    }
}

/// What a program resolved to.
pub struct Resolved {
    pub options: Options,
    pub layout: Layout,
    pub instructions: Vec<IrInstruction>,
    pub spans: Vec<InstSpans>,
    /// Branch labels and the instruction each denotes (the one after it).
    pub labels: Vec<(String, u32, Span)>,
    /// Instructions that run before the program: the copies of the
    /// relatively addressed parameter arrays whose bindings are not
    /// consecutive registers (hidden temporaries `NAME.copy[k]`).
    pub copies: Vec<IrInstruction>,
    /// Errors found past [`shasm_diag::MAX_ERRORS`] and not kept (for
    /// [`shasm_diag::LoadError::with_dropped`]).
    pub dropped: usize,
    /// The names the program declared.
    pub symbols: Symbols,
}

pub fn options(ast: &Ast, profile: &Profile, errors: &mut Vec<Diagnostic>) -> Options {
    let mut o = Options::default();
    let mut fog_span: Option<Span> = None;
    let mut hint_span: Option<Span> = None;
    for opt in &ast.options {
        let name = opt.name.text.as_str();
        let span = opt.name.span.clone();
        match (ast.kind, name) {
            (ProgramKind::Vertex, "ARB_position_invariant") => o.position_invariant = true,
            (ProgramKind::Fragment, "ARB_fog_exp" | "ARB_fog_exp2" | "ARB_fog_linear") => {
                // "A fragment program will fail to load if it specifies more
                // than one of the fog options" (ARB_fragment_program §3.11.4.5.1).
                if fog_span.is_some() {
                    errors.push(rule(
                        "arb/option-conflict",
                        span.clone(),
                        "only one of ARB_fog_exp, ARB_fog_exp2 and ARB_fog_linear may be given",
                    ));
                }
                fog_span = Some(span);
                o.fog = Fog::option(name);
            }
            (ProgramKind::Fragment, "ARB_precision_hint_nicest" | "ARB_precision_hint_fastest") => {
                // "... will fail to load if both ARB_precision_hint_fastest
                // and ARB_precision_hint_nicest are specified" (§3.11.4.5.2).
                if hint_span.is_some()
                    && !(o.precision_nicest && name.ends_with("nicest"))
                    && !(o.precision_fastest && name.ends_with("fastest"))
                {
                    errors.push(rule(
                        "arb/option-conflict",
                        span.clone(),
                        "ARB_precision_hint_nicest and ARB_precision_hint_fastest exclude each other",
                    ));
                }
                hint_span = Some(span);
                if name.ends_with("nicest") {
                    o.precision_nicest = true;
                } else {
                    o.precision_fastest = true;
                }
            }
            (ProgramKind::Fragment, "ARB_fragment_program_shadow") => o.shadow = true,
            (ProgramKind::Vertex, "NV_vertex_program2") => o.nv_vertex_program2 = true,
            (ProgramKind::Vertex, "NV_vertex_program3") => o.nv_vertex_program3 = true,
            (ProgramKind::Fragment, "NV_fragment_program") => o.nv_fragment_program = true,
            (ProgramKind::Fragment, "NV_fragment_program2") => o.nv_fragment_program2 = true,
            (ProgramKind::Fragment, "ARB_draw_buffers" | "ATI_draw_buffers") => {
                o.draw_buffers = true
            }
            (ProgramKind::Fragment, "ARB_fragment_coord_origin_upper_left")
                if profile.fragment_coord_conventions =>
            {
                o.origin_upper_left = true
            }
            (ProgramKind::Fragment, "ARB_fragment_coord_pixel_center_integer")
                if profile.fragment_coord_conventions =>
            {
                o.pixel_center_integer = true
            }
            _ => errors.push(unknown_option(&opt.name, ast.kind, profile)),
        }
    }
    o
}

/// The options each program kind knows (ARB_vertex_program §2.14.4.5,
/// ARB_fragment_program §3.11.4.5 and the option extensions), the
/// ARB_fragment_coord_conventions pair aside: only some profiles have it.
const VERTEX_OPTIONS: &[&str] = &[
    "ARB_position_invariant",
    "NV_vertex_program2",
    "NV_vertex_program3",
];
const FRAGMENT_OPTIONS: &[&str] = &[
    "ARB_fog_exp",
    "ARB_fog_exp2",
    "ARB_fog_linear",
    "ARB_precision_hint_nicest",
    "ARB_precision_hint_fastest",
    "ARB_fragment_program_shadow",
    "NV_fragment_program",
    "NV_fragment_program2",
    "ARB_draw_buffers",
    "ATI_draw_buffers",
];
const FRAGMENT_COORD_OPTIONS: &[&str] = &[
    "ARB_fragment_coord_origin_upper_left",
    "ARB_fragment_coord_pixel_center_integer",
];

/// The option names a `kind` program may set under `profile`.
fn known_options(kind: ProgramKind, profile: &Profile) -> impl Iterator<Item = &'static str> {
    let (own, coord): (&[&str], &[&str]) = match kind {
        ProgramKind::Vertex => (VERTEX_OPTIONS, &[]),
        ProgramKind::Fragment if profile.fragment_coord_conventions => {
            (FRAGMENT_OPTIONS, FRAGMENT_COORD_OPTIONS)
        }
        ProgramKind::Fragment => (FRAGMENT_OPTIONS, &[]),
    };
    own.iter().chain(coord).copied()
}

/// Whether `OPTION name;` names an option a `kind` program may set under
/// `profile` (the names [`options`] recognises).
pub fn is_known_option(kind: ProgramKind, name: &str, profile: &Profile) -> bool {
    known_options(kind, profile).any(|known| known == name)
}

/// The diagnostic of an option the profile does not support, with the
/// closest known name where one is close.
pub fn unknown_option(name: &Ident, kind: ProgramKind, profile: &Profile) -> Diagnostic {
    let d = rule(
        "arb/unknown-option",
        name.span.clone(),
        format!(
            "unknown option `{}`: a program fails to load if it names an option the GL does not support",
            crate::clip(&name.text)
        ),
    );
    let d = match shasm_diag::did_you_mean(&name.text, known_options(kind, profile)) {
        Some(help) => d.with_label(help),
        None => d,
    };
    d.with_note(
        "the statements after the options were not checked: what they mean may depend on this option",
    )
}

struct Checker<'a> {
    kind: ProgramKind,
    profile: &'a Profile,
    options: Options,
    symbols: Symbols,
    layout: Layout,
    errors: Vec<Diagnostic>,
    /// Parameter bindings counted against MAX_PROGRAM_PARAMETERS_ARB.
    counted_state: HashSet<StateBinding>,
    counted_env: HashSet<u32>,
    counted_local: HashSet<u32>,
    counted_constants: HashSet<[u32; 4]>,
    parameter_limit_reported: bool,
    attribs: HashSet<Attrib>,
    temps: u32,
    addresses: u32,
    /// Array names read with relative addressing (laid out contiguously).
    relative_arrays: HashSet<String>,
    texture_targets: HashMap<u32, TexTarget>,
    instructions: Vec<IrInstruction>,
    spans: Vec<InstSpans>,
    alu: u32,
    tex: u32,
    indirections: u32,
    temps_written: HashSet<u32>,
    alu_temps: HashSet<u32>,
    /// NV options: the flow rules and labels ([`crate::flow`]).
    flow: crate::flow::Flow,
    /// IR instructions the program does not spell (the LOOP/ENDLOOP
    /// expansion): not counted against the instruction limits.
    hidden: u32,
    /// NV_fragment_program2 LOOP state per nesting depth: a temporary
    /// holding (loop index, increment) and the address register `A0`
    /// of that depth.
    loop_registers: Vec<(u32, u32)>,
    /// See [`Resolved::copies`].
    copies: Vec<IrInstruction>,
    /// GL state vectors bound in relatively read arrays so far.
    relative_state: HashSet<RelativeKey>,
    /// The `<varSize>` of the TEMP or OUTPUT statement being declared.
    size: Option<VarSize>,
    /// The size of the OUTPUT variables written to each result register.
    written_sizes: HashMap<u32, VarSize>,
}

pub fn resolve(ast: &Ast, profile: &Profile, errors: &mut Vec<Diagnostic>) -> Resolved {
    let options = options(ast, profile, errors);
    let mut c = Checker {
        kind: ast.kind,
        profile,
        options,
        symbols: Symbols::default(),
        layout: Layout::new(ast),
        errors: Vec::new(),
        counted_state: HashSet::new(),
        counted_env: HashSet::new(),
        counted_local: HashSet::new(),
        counted_constants: HashSet::new(),
        parameter_limit_reported: false,
        attribs: HashSet::new(),
        temps: 0,
        addresses: 0,
        relative_arrays: HashSet::new(),
        texture_targets: HashMap::new(),
        instructions: Vec::new(),
        spans: Vec::new(),
        alu: 0,
        tex: 0,
        indirections: 1,
        temps_written: HashSet::new(),
        alu_temps: HashSet::new(),
        flow: crate::flow::Flow::new(profile),
        hidden: 0,
        copies: Vec::new(),
        relative_state: HashSet::new(),
        loop_registers: Vec::new(),
        size: None,
        written_sizes: HashMap::new(),
    };
    for s in &ast.statements {
        if let Statement::Instruction(i) = &s.statement {
            for src in &i.srcs {
                if let Reg::Element {
                    array,
                    index: ArrayIndex::Relative { .. },
                    ..
                } = &src.reg
                {
                    c.relative_arrays.insert(array.text.clone());
                }
            }
        }
    }
    let mut dropped = 0;
    for s in &ast.statements {
        // Past the cap, checking goes on so that the final note counts
        // every error; only the count is kept.
        dropped += shasm_diag::spill(&mut c.errors);
        c.statement(&s.statement);
    }
    let end = ast.statements.last().map_or(0, |s| s.span.end);
    let labels = c.flow.finish(&mut c.instructions, end, &mut c.errors);
    errors.append(&mut c.errors);
    Resolved {
        options: c.options,
        layout: c.layout,
        instructions: c.instructions,
        spans: c.spans,
        labels,
        copies: c.copies,
        dropped,
        symbols: c.symbols,
    }
}

impl Checker<'_> {
    fn limits(&self) -> &crate::profile::ProgramLimits {
        self.profile.limits(self.kind)
    }

    fn level(&self) -> Level {
        self.options.nv_level()
    }

    fn declare(&mut self, name: &Ident, symbol: Symbol) {
        self.declare_bound(name, symbol, None);
    }

    /// Declares `name`; `binding` is the span of the binding it names
    /// (`ATTRIB`, `OUTPUT` and their aliases).
    fn declare_bound(&mut self, name: &Ident, symbol: Symbol, binding: Option<Span>) {
        if crate::table::is_reserved_at(&name.text, self.kind, self.level()) {
            self.errors.push(rule(
                "arb/reserved-name",
                name.span.clone(),
                format!(
                    "`{}` is a reserved keyword and cannot name a variable",
                    name.text
                ),
            ));
            return;
        }
        if let Some(Declared { span: first, .. }) = self.symbols.get(&name.text) {
            // "A vertex program will fail to load if it declares the same
            // variable name more than once" (§2.14.3).
            let d = rule(
                "arb/duplicate-name",
                name.span.clone(),
                format!("`{}` is already declared", crate::clip(&name.text)),
            )
            .with_label("declared again")
            .with_related(first.clone(), "first declared here");
            self.errors.push(d);
            return;
        }
        self.symbols.insert(Declared {
            name: name.text.clone(),
            symbol,
            span: name.span.clone(),
            binding,
        });
    }

    fn lookup(&mut self, name: &Ident) -> Option<Symbol> {
        match self.symbols.get(&name.text) {
            Some(d) => Some(d.symbol.clone()),
            None => {
                let mut d = rule(
                    "arb/undefined-name",
                    name.span.clone(),
                    format!("`{}` is not declared", crate::clip(&name.text)),
                );
                let declared = self.symbols.names();
                if let Some(help) = shasm_diag::did_you_mean(&name.text, declared) {
                    d = d.with_label(help);
                }
                self.errors.push(d);
                None
            }
        }
    }

    fn statement(&mut self, s: &Statement) {
        match s {
            Statement::Attrib {
                name,
                binding,
                binding_span,
            } => {
                // An indexed binding is checked where it is read (inside a
                // LOOP block).
                if !matches!(binding, Attrib::Fragment(FragmentAttrib::TexCoordLoop(_))) {
                    self.use_attrib(*binding, binding_span.clone());
                }
                self.declare_bound(name, Symbol::Attrib(*binding), Some(binding_span.clone()));
            }
            Statement::Param { name, array, items } => self.param(name, array.as_ref(), items),
            Statement::Sized { size, statement } => {
                self.size = Some(*size);
                self.statement(statement);
                self.size = None;
            }
            Statement::Temp(names) => {
                let size = self.size.take();
                for n in names {
                    if self.temps >= self.limits().temporaries {
                        let limit = self.limits().temporaries;
                        self.errors.push(rule(
                            "arb/too-many-temporaries",
                            n.span.clone(),
                            format!("more than {limit} temporaries (MAX_PROGRAM_TEMPORARIES_ARB of this profile)"),
                        ));
                        return;
                    }
                    // Hidden LOOP temporaries may precede it in the layout.
                    let index = self.layout.temps.len() as u32;
                    self.temps += 1;
                    self.layout.temps.push(n.text.clone());
                    // NV_fragment_program_option §3.11.3.3: "SHORT" is at
                    // least fp16, stored as NV_fragment_program's H
                    // registers.
                    if size == Some(VarSize::Short) {
                        self.layout.short_temps.insert(index);
                    }
                    self.declare(n, Symbol::Temp(index));
                }
            }
            Statement::Address(names) => {
                for n in names {
                    if self.addresses >= self.limits().address_registers {
                        let limit = self.limits().address_registers;
                        self.errors.push(rule(
                            "arb/too-many-address-registers",
                            n.span.clone(),
                            format!("more than {limit} address registers (MAX_PROGRAM_ADDRESS_REGISTERS_ARB of this profile)"),
                        ));
                        return;
                    }
                    let index = self.layout.addresses.len() as u32;
                    self.addresses += 1;
                    self.layout.addresses.push(n.text.clone());
                    self.declare(n, Symbol::Address(index));
                }
            }
            Statement::Output {
                name,
                binding,
                binding_span,
            } => {
                self.check_result(*binding, binding_span.clone());
                let size = self.size.take();
                self.declare_bound(
                    name,
                    Symbol::Output(*binding, size),
                    Some(binding_span.clone()),
                );
            }
            Statement::Alias { name, target } => {
                // "the right hand side must be an established variable name".
                if let Some(symbol) = self.lookup(target) {
                    // The alias is the same variable, so it names the same
                    // binding; a chain of aliases copies it along.
                    let binding = self
                        .symbols
                        .get(&target.text)
                        .and_then(|d| d.binding.clone());
                    self.declare_bound(name, symbol, binding);
                }
            }
            Statement::AttribRelative {
                name,
                attrib,
                index,
            } => self.declare(name, Symbol::AttribRelative(*attrib, index.clone())),
            Statement::OutputRelative { name, index } => {
                self.declare(name, Symbol::OutputRelative(index.clone()))
            }
            Statement::Instruction(i) => self.instruction(i),
            Statement::Label(name) => {
                let at = self.instructions.len() as u32;
                self.flow.label(name, at, &mut self.errors);
            }
        }
    }

    fn use_attrib(&mut self, a: Attrib, span: Span) {
        let index = crate::lower::input_index(a);
        // ARB_vertex_program §2.14.3.1: "A vertex program will fail to load
        // if it binds both a conventional vertex attribute and a generic
        // vertex attribute that aliases it".
        if let Some(other) = self
            .attribs
            .iter()
            .find(|b| crate::lower::input_index(**b) == index && **b != a && !same_attrib(**b, a))
        {
            self.errors.push(rule(
                "arb/attribute-alias",
                span.clone(),
                format!(
                    "`{}` aliases `{}`, also bound by this program",
                    crate::lower::attrib_name(a),
                    crate::lower::attrib_name(*other)
                ),
            ));
            return;
        }
        if self.attribs.insert(a) {
            let distinct: HashSet<u32> = self
                .attribs
                .iter()
                .map(|b| crate::lower::input_index(*b))
                .collect();
            if distinct.len() as u32 > self.limits().attribs {
                let limit = self.limits().attribs;
                self.errors.push(rule(
                    "arb/too-many-attributes",
                    span,
                    format!(
                        "more than {limit} attributes (MAX_PROGRAM_ATTRIBS_ARB of this profile)"
                    ),
                ));
            }
            self.layout.use_attrib(a);
        }
    }

    fn check_result(&mut self, b: ResultBinding, span: Span) {
        if let ResultBinding::FragColor(n) = b
            && n > 0
            && !self.options.draw_buffers
        {
            // ARB_draw_buffers: result.color[n] needs OPTION ARB_draw_buffers.
            self.errors.push(rule(
                "arb/option-required",
                span,
                "`result.color[n]` needs `OPTION ARB_draw_buffers;` (or ATI_draw_buffers)",
            ));
        }
    }

    fn count_parameter(&mut self, item: &ParamItem, span: &Span) {
        match item {
            ParamItem::State(states) => {
                for s in states {
                    self.counted_state.insert(*s);
                }
            }
            ParamItem::Env { first, last } => {
                for n in *first..=*last {
                    self.counted_env.insert(n);
                }
            }
            ParamItem::Local { first, last } => {
                for n in *first..=*last {
                    self.counted_local.insert(n);
                }
            }
            ParamItem::Constant(v) => {
                self.counted_constants.insert(v.map(f32::to_bits));
            }
        }
        let count = self.counted_state.len()
            + self.counted_env.len()
            + self.counted_local.len()
            + self.counted_constants.len();
        if count as u64 > u64::from(self.limits().parameters) && !self.parameter_limit_reported {
            self.parameter_limit_reported = true;
            let limit = self.limits().parameters;
            self.errors.push(rule(
                "arb/too-many-parameters",
                span.clone(),
                format!("more than {limit} parameter bindings (MAX_PROGRAM_PARAMETERS_ARB of this profile)"),
            ));
        }
    }

    fn param(&mut self, name: &Ident, array: Option<&Option<(u32, Span)>>, items: &[Item]) {
        let relative = self.relative_arrays.contains(&name.text);
        if relative && array.is_some() && !self.relative_state_unique(items) {
            return;
        }
        let mut elements = Vec::new();
        let mut total: u64 = 0;
        for item in items {
            self.count_parameter(&item.item, &item.span);
            if self.parameter_limit_reported {
                return;
            }
            total += item.item.len();
            let spelled = array.is_none().then_some(name.text.as_str());
            elements.extend(
                self.layout
                    .param(&item.item, spelled, relative && array.is_some()),
            );
        }
        if let Some(Some((size, span))) = array
            && u64::from(*size) != total
        {
            // "... will fail to load if the number of parameter bindings
            // does not match the declared size" (§2.14.3.2).
            self.errors.push(rule(
                "arb/array-size-mismatch",
                span.clone(),
                format!("the array is declared with {size} elements but binds {total}"),
            ));
            return;
        }
        if array.is_none() && total != 1 {
            self.errors.push(rule(
                "arb/syntax",
                name.span.clone(),
                "a single parameter binds one vector",
            ));
            return;
        }
        if relative && !contiguous(&elements) {
            // §2.14.3.2 lets an array mix bindings (`{ program.env[0],
            // state.matrix.mvp.row[1], 1 }`), and relative addressing
            // reads it as one run of registers. program.env and
            // program.local have fixed registers, so such an array is
            // copied, before the program runs, into hidden temporaries
            // that relative addressing reads instead. Parameters do not
            // change during a run, so the copy reads the same values.
            elements = self.copied_array(name, &elements);
        }
        self.declare(
            name,
            Symbol::Param {
                elements,
                array: array.is_some(),
            },
        );
    }

    /// ARB_vertex_program §2.14.3.2: "A vertex program will fail to load
    /// if any GL state vector is bound multiple times in a single array
    /// accessed using relative addressing or bound once in two or more
    /// arrays accessed using relative addressing." Program environment and
    /// local parameters are GL state too (each is one vector the GL holds
    /// and `ProgramEnvParameter4fARB` / `ProgramLocalParameter4fARB`
    /// update; issue 13 of the spec gives the rule's reason: one state
    /// update must not have to update several array elements); constants
    /// are not. Reported at the second binding.
    fn relative_state_unique(&mut self, items: &[Item]) -> bool {
        for item in items {
            let keys: Vec<RelativeKey> = match &item.item {
                ParamItem::State(states) => states.iter().map(|s| RelativeKey::State(*s)).collect(),
                // The parser keeps the ranges within the profile's
                // MAX_PROGRAM_ENV/LOCAL_PARAMETERS_ARB.
                ParamItem::Env { first, last } => (*first..=*last).map(RelativeKey::Env).collect(),
                ParamItem::Local { first, last } => {
                    (*first..=*last).map(RelativeKey::Local).collect()
                }
                ParamItem::Constant(_) => continue,
            };
            for key in keys {
                if !self.relative_state.insert(key) {
                    let what = match key {
                        RelativeKey::State(s) => s.to_string(),
                        RelativeKey::Env(n) => format!("program.env[{n}]"),
                        RelativeKey::Local(n) => format!("program.local[{n}]"),
                    };
                    self.errors.push(rule(
                        "arb/state-in-relative-arrays",
                        item.span.clone(),
                        format!(
                            "`{what}` is bound twice in arrays read with relative addressing (once in one such array at most)"
                        ),
                    ));
                    return false;
                }
            }
        }
        true
    }

    /// Hidden temporaries `NAME.copy[k]` that hold the elements of a
    /// parameter array, and the MOVs that fill them.
    fn copied_array(&mut self, name: &Ident, elements: &[(File, u32)]) -> Vec<(File, u32)> {
        let first = self.layout.temps.len() as u32;
        elements
            .iter()
            .enumerate()
            .map(|(k, &(file, index))| {
                let temp = first + k as u32;
                self.layout.temps.push(format!("{}.copy[{k}]", name.text));
                self.copies.push(IrInstruction::copy_words(
                    shasm_ir::Dst::new(File::Temp, temp),
                    shasm_ir::Src::new(file, index),
                ));
                (File::Temp, temp)
            })
            .collect()
    }

    fn instruction(&mut self, i: &Instruction) {
        let count = (self.instructions.len() as u32).saturating_sub(self.hidden) + 1;
        // "... will fail to load if the number of instructions it contains
        // exceeds the implementation-dependent limit minus four"
        // (ARB_vertex_program §2.14.4.5.1): the position transform's DP4s.
        let reserved = if self.options.position_invariant {
            4
        } else {
            0
        };
        let limit = self.limits().instructions.saturating_sub(reserved);
        if count > limit {
            // Report once, at the first instruction past the limit.
            if count == limit + 1 {
                let why = if reserved > 0 {
                    " minus the 4 that ARB_position_invariant uses"
                } else {
                    ""
                };
                self.errors.push(rule(
                    "arb/too-many-instructions",
                    i.opcode_span.clone(),
                    format!("more than {limit} instructions (MAX_PROGRAM_INSTRUCTIONS_ARB of this profile{why})"),
                ));
            }
            self.instructions
                .push(shasm_ir::Instruction::new(shasm_ir::Opcode::Nop));
            return;
        }
        // The block structure first, whatever the operands: a LOOP whose
        // count is refused still opens its block, so that its ENDLOOP
        // gives no second diagnostic.
        let at = self.instructions.len() as u32;
        let loops_open = self.flow.loops_open();
        let flow_ok = self.flow.instruction(i, at, &mut self.errors);
        let mut out = shasm_ir::Instruction::new(i.row.opcode);
        if i.saturate {
            out.modifiers.saturate = Saturate::ZeroOne;
        }
        if i.signed_saturate {
            // NV_fragment_program2 §3.11.4.3: "_SSAT" clamps to [-1, 1].
            out.modifiers.saturate = Saturate::MinusOneOne;
        }
        crate::nv::modifiers(i, &mut out);
        if let Some(t) = &i.condition {
            let Some(test) = self.cc_test(t) else {
                return;
            };
            out.condition = shasm_ir::Condition::Cc(test);
            // NV_fragment_program_option: `KIL GT.x` kills on a
            // condition-code test, the IR's KIL (not KILL_IF).
            if i.row.form == Form::Kill {
                out.opcode = shasm_ir::Opcode::Kil;
            }
        }
        let mut spans = InstSpans {
            inst: IrSpan::from(i.span.clone()),
            dst: IrSpan::NONE,
            src: Vec::new(),
        };
        if let Some(d) = &i.dst {
            spans.dst = IrSpan::from(d.span.clone());
            match self.dst(d, i.row.form) {
                Some(d) => out.dst = Some(d),
                None => return,
            }
        }
        for s in &i.srcs {
            spans.src.push(IrSpan::from(s.span.clone()));
            let Some(src) = self.src(s, i.row.form) else {
                return;
            };
            out.src.push(src);
        }
        if let Some(ext) = i.ext_swizzle {
            out.extra = Extra::ExtSwizzle(ext);
        }
        if let Some(t) = &i.texture {
            if t.target.is_shadow() && !self.options.shadow {
                self.errors.push(rule(
                    "arb/option-required",
                    t.target_span.clone(),
                    "SHADOW targets need `OPTION ARB_fragment_program_shadow;`",
                ));
                return;
            }
            // "A fragment program will fail to load if it attempts to
            // sample from multiple texture targets on the same texture image
            // unit" (ARB_fragment_program §3.11.6).
            match self.texture_targets.get(&t.unit) {
                Some(prev) if *prev != t.target => {
                    self.errors.push(rule(
                        "arb/texture-target-conflict",
                        t.target_span.clone(),
                        format!(
                            "texture unit {} is already sampled as {}",
                            t.unit,
                            prev.name()
                        ),
                    ));
                    return;
                }
                _ => {
                    self.texture_targets.insert(t.unit, t.target);
                }
            }
            out.extra = Extra::Texture(TexRef {
                unit: t.unit,
                target: t.target,
                offset: None,
            });
        }
        if i.row.form == Form::Loop
            && !out
                .src
                .first()
                .is_some_and(|s| matches!(s.file(), File::Const | File::Immediate))
        {
            // NV_fragment_program2 §3.11.X.9: "a fragment program will fail
            // to load if the vector operand is not a program parameter".
            self.errors.push(rule(
                "arb/loop-count-not-parameter",
                i.srcs
                    .first()
                    .map_or(i.opcode_span.clone(), |s| s.span.clone()),
                format!(
                    "the loop count of {} must be a program parameter",
                    i.row.name
                ),
            ));
            return;
        }
        if !flow_ok {
            return;
        }
        if self.kind == ProgramKind::Fragment {
            self.count_fragment(i, &out);
        }
        match out.opcode {
            shasm_ir::Opcode::Bgnloop => self.begin_loop(loops_open, &mut out),
            shasm_ir::Opcode::Endloop => self.end_loop(loops_open.saturating_sub(1), &mut out),
            _ => {}
        }
        self.instructions.push(out);
        self.spans.push(spans);
    }

    /// A write to result register `out` through an OUTPUT variable
    /// declared with `size`. NV_fragment_program_option §3.11.3.4: "A
    /// fragment program will fail to load if contains instructions writing
    /// to variables bound to the same result, but declared with different
    /// sizes."
    fn sized_write(&mut self, out: u32, size: Option<VarSize>, span: &Span) -> Option<()> {
        let Some(size) = size else {
            return Some(());
        };
        match self.written_sizes.get(&out) {
            Some(prev) if *prev != size => {
                self.errors.push(rule(
                    "arb/result-size-conflict",
                    span.clone(),
                    format!(
                        "this result is also written through a {} variable; this one is {}",
                        prev.keyword(),
                        size.keyword()
                    ),
                ));
                None
            }
            _ => {
                self.written_sizes.insert(out, size);
                if size == VarSize::Short {
                    self.layout.short_outputs.insert(out);
                }
                Some(())
            }
        }
    }

    /// ALU/TEX instruction counts and texture indirections
    /// (ARB_fragment_program issue 24's counting, quoted in §3.11.6).
    fn count_fragment(&mut self, i: &Instruction, out: &shasm_ir::Instruction) {
        let temp_dst = out
            .dst
            .filter(|d| d.file() == File::Temp)
            .map(|d| d.index());
        if i.row.is_texture() {
            self.tex += 1;
            if self.tex == self.limits().tex_instructions + 1 {
                let limit = self.limits().tex_instructions;
                self.errors.push(rule(
                    "arb/too-many-texture-instructions",
                    i.opcode_span.clone(),
                    format!("more than {limit} texture instructions (MAX_PROGRAM_TEX_INSTRUCTIONS_ARB of this profile)"),
                ));
            }
            let reads_written = out.src.first().is_some_and(|s| {
                s.file() == File::Temp && self.temps_written.contains(&(s.index() as u32))
            });
            let writes_alu = temp_dst.is_some_and(|t| self.alu_temps.contains(&t));
            if reads_written || writes_alu {
                self.indirections += 1;
                self.temps_written.clear();
                self.alu_temps.clear();
                if self.indirections == self.limits().tex_indirections + 1 {
                    let limit = self.limits().tex_indirections;
                    self.errors.push(rule(
                        "arb/too-many-texture-indirections",
                        i.opcode_span.clone(),
                        format!("more than {limit} texture indirections (MAX_PROGRAM_TEX_INDIRECTIONS_ARB of this profile)"),
                    ));
                }
            }
        } else {
            self.alu += 1;
            if self.alu == self.limits().alu_instructions + 1 {
                let limit = self.limits().alu_instructions;
                self.errors.push(rule(
                    "arb/too-many-alu-instructions",
                    i.opcode_span.clone(),
                    format!("more than {limit} ALU instructions (MAX_PROGRAM_ALU_INSTRUCTIONS_ARB of this profile)"),
                ));
            }
            for s in &out.src {
                if s.file() == File::Temp {
                    self.alu_temps.insert(s.index() as u32);
                }
            }
            if let Some(t) = temp_dst {
                self.alu_temps.insert(t);
            }
        }
        if let Some(t) = temp_dst {
            self.temps_written.insert(t);
        }
    }
}

fn same_attrib(a: Attrib, b: Attrib) -> bool {
    a == b
}

fn contiguous(elements: &[(File, u32)]) -> bool {
    elements
        .windows(2)
        .all(|w| w[0].0 == w[1].0 && w[1].1 == w[0].1 + 1)
}
