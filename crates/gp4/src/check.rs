//! The load-time rules (notes §9.1) and the build of each IR instruction.
//!
//! Statements are checked in order, so that a name must be declared before
//! its first use (§2.X.3). Every broken rule is a diagnostic with a stable
//! `gp4/...` code at the token that breaks it.

use crate::ast::*;
use crate::flow::Flow;
use crate::lower::{self, Layout};
use crate::table::{ProgramKind, Ty};
use shasm_diag::Diagnostic;
use shasm_ir::{
    DataType, Dst as IrDst, File, InstSpans, Instruction as IrInstruction, MulVariant, Opcode,
    Precision, Saturate, Src as IrSrc, TexTarget, WriteMask,
};
use std::collections::{HashMap, HashSet};

pub use components::{ComponentUse, component_limits};

/// The limits of the implementation modelled (ours, above the ARB
/// minimums of notes §9.2; MAX_PROGRAM_*_ARB).
pub const MAX_INSTRUCTIONS: usize = 4096;
pub const MAX_TEMPORARIES: u32 = 256;
pub const MAX_PARAMETERS: u32 = 1024;
/// MAX_PROGRAM_IF_DEPTH_NV and MAX_PROGRAM_LOOP_DEPTH_NV: the minimums.
pub const MAX_IF_DEPTH: usize = 48;
pub const MAX_LOOP_DEPTH: usize = 4;

pub(crate) fn rule(code: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(span, message).with_code(code)
}

/// The options a program set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub position_invariant: bool,
    pub draw_buffers: bool,
    pub precision_fastest: bool,
    pub precision_nicest: bool,
    pub shadow: bool,
    /// `ARB_fog_exp`, `ARB_fog_exp2` or `ARB_fog_linear` (notes §1.2).
    pub fog: Option<shasm_arb::Fog>,
    /// `ARB_fragment_coord_origin_upper_left` (ARB_fragment_coord_conventions,
    /// which "belongs in section 2.X.5.Y" of NV_fragment_program4).
    pub origin_upper_left: bool,
    /// `ARB_fragment_coord_pixel_center_integer` (the same).
    pub pixel_center_integer: bool,
}

#[derive(Clone, Debug)]
enum Symbol {
    Temp {
        first: u32,
        size: Option<u32>,
        ty: Option<Ty>,
    },
    Attrib {
        regs: Vec<u32>,
        array: bool,
        ty: Option<Ty>,
    },
    /// Geometry programs: an ATTRIB bound without `[m]`
    /// (NV_geometry_program4 Table X.2), read `pos[v]` or, declared an
    /// array, `t[v][i]`: element `i` of vertex `v` is `IN[v][regs[i]]`.
    /// Every (vertex, element) register is declared, so that the vertex
    /// may be chosen at run time.
    VertexAttrib {
        regs: Vec<u32>,
        vertices: u32,
        array: bool,
        ty: Option<Ty>,
    },
    Param {
        regs: Vec<(File, u32)>,
        array: bool,
        ty: Option<Ty>,
    },
    Output {
        regs: Vec<u32>,
        array: bool,
        ty: Option<Ty>,
    },
    /// A parameter buffer variable: elements `first..first + len` of
    /// binding point `binding`, read from plane `binding + 1` of `CONST`
    /// ([`lower::buffer_plane`]).
    Buffer {
        binding: u32,
        first: u32,
        len: u32,
        four: bool,
        array: bool,
        ty: Option<Ty>,
    },
}

impl Symbol {
    fn ty(&self) -> Option<Ty> {
        match self {
            Symbol::Temp { ty, .. }
            | Symbol::Attrib { ty, .. }
            | Symbol::VertexAttrib { ty, .. }
            | Symbol::Param { ty, .. }
            | Symbol::Output { ty, .. }
            | Symbol::Buffer { ty, .. } => *ty,
        }
    }

    fn is_array(&self) -> bool {
        match self {
            Symbol::Temp { size, .. } => size.is_some(),
            // Indexed by vertex: it always takes an index.
            Symbol::VertexAttrib { .. } => true,
            Symbol::Attrib { array, .. }
            | Symbol::Param { array, .. }
            | Symbol::Output { array, .. }
            | Symbol::Buffer { array, .. } => *array,
        }
    }

    fn len(&self) -> u32 {
        match self {
            Symbol::Temp { size, .. } => size.unwrap_or(1),
            Symbol::Attrib { regs, .. }
            | Symbol::VertexAttrib { regs, .. }
            | Symbol::Output { regs, .. } => regs.len() as u32,
            Symbol::Param { regs, .. } => regs.len() as u32,
            Symbol::Buffer { len, .. } => *len,
        }
    }

    /// The file and register of element `k`.
    fn reg(&self, k: u32) -> Option<(File, u32)> {
        match self {
            Symbol::Temp { first, .. } => Some((File::Temp, first + k)),
            // Vertex 0's register: `IN[0][k]` is the flat `IN[k]`.
            Symbol::Attrib { regs, .. } | Symbol::VertexAttrib { regs, .. } => {
                regs.get(k as usize).map(|r| (File::Input, *r))
            }
            Symbol::Output { regs, .. } => regs.get(k as usize).map(|r| (File::Output, *r)),
            Symbol::Param { regs, .. } => regs.get(k as usize).copied(),
            Symbol::Buffer { first, len, .. } => {
                (k < *len).then(|| (File::Const, first.saturating_add(k)))
            }
        }
    }

    /// Whether the elements are consecutive registers of one file (what
    /// relative addressing needs).
    fn contiguous(&self) -> bool {
        let Some((file, first)) = self.reg(0) else {
            return false;
        };
        (0..self.len()).all(|k| self.reg(k) == Some((file, first + k)))
    }
}

/// The result of checking a program.
pub struct Checked {
    pub program: shasm_ir::Program,
    pub options: Options,
    pub integers: Vec<(File, u32, u32, Ty)>,
    pub geometry: Option<crate::geometry::Geometry>,
    /// PROGRAM_ATTRIB_COMPONENTS_NV and PROGRAM_RESULT_COMPONENTS_NV, per
    /// register.
    pub components: ComponentUse,
}

/// A declared name: what it stands for and where it was declared (for a
/// redeclaration's label).
#[derive(Clone, Debug)]
struct Declared {
    symbol: Symbol,
    span: Span,
}

pub(crate) struct Checker {
    kind: ProgramKind,
    options: Options,
    symbols: HashMap<String, Declared>,
    layout: Layout,
    instructions: Vec<IrInstruction>,
    spans: Vec<InstSpans>,
    flow: Flow,
    errors: Vec<Diagnostic>,
    texture_targets: HashMap<u32, TexTarget>,
    /// Input register → the binding that first used it (vp alias rule).
    attrib_users: HashMap<u32, Attrib>,
    /// Fragment attribute → its interpolation modifiers (FLAT, CENTROID,
    /// NOPERSPECTIVE) as first declared.
    interpolation: HashMap<Attrib, (bool, bool, bool)>,
    position_written: Option<Span>,
    /// Parameter buffer binding point → BUFFER4 (true) or BUFFER, as
    /// first declared (notes §8.6: the two cannot share a binding point).
    buffer_kinds: HashMap<u32, bool>,
    /// Geometry programs: the declarations (`None` also where one is
    /// missing, which is reported).
    geometry: Option<crate::geometry::Geometry>,
    /// Names of variables declared `SHORT` (and their aliases): PK* may
    /// not write them and UP* may not read them (§2.X.8, notes §9.1 item
    /// 16).
    short_names: HashSet<String>,
    /// Instructions that run before the program's own (the
    /// ARB_position_invariant transform).
    prologue: Vec<IrInstruction>,
    /// Copies of relatively read PARAM arrays into hidden temporaries,
    /// run before everything else ([`Checker::copied_array`]), and how
    /// many temporaries they take (not counted against the limit).
    copies: Vec<IrInstruction>,
    hidden_temps: u32,
    /// Array variables with bindings, for the rule on bindings of arrays
    /// accessed with relative addressing.
    relative_arrays: relative::RelativeArrays,
}

fn env_local_lengths(ast: &Ast) -> (u32, u32) {
    let mut env = 0;
    let mut local = 0;
    let mut see = |item: &ParamItem| match item {
        ParamItem::Env { last, .. } => env = env.max(last + 1),
        ParamItem::Local { last, .. } => local = local.max(last + 1),
        _ => {}
    };
    for s in &ast.statements {
        match &s.statement {
            Statement::Param { items, .. } => items.iter().for_each(|(i, _)| see(i)),
            Statement::Instruction(i) => {
                for src in &i.srcs {
                    if let Base::Param(p) = &src.base {
                        see(p);
                    }
                }
            }
            _ => {}
        }
    }
    (env, local)
}

/// Check a parsed program and build its IR.
pub fn check(text: &str, ast: &Ast) -> Result<Checked, Vec<Diagnostic>> {
    check_counted(text, ast).map_err(|(errors, _)| errors)
}

/// [`check`], with the number of errors found past
/// [`shasm_diag::MAX_ERRORS`] and not kept (for
/// [`shasm_diag::LoadError::with_dropped`]).
pub fn check_counted(text: &str, ast: &Ast) -> Result<Checked, (Vec<Diagnostic>, usize)> {
    let (env, local) = env_local_lengths(ast);
    let mut c = Checker {
        kind: ast.kind,
        options: Options::default(),
        symbols: HashMap::new(),
        layout: Layout::new(ast.kind, env, local),
        instructions: Vec::new(),
        spans: Vec::new(),
        flow: Flow::default(),
        errors: Vec::new(),
        texture_targets: HashMap::new(),
        attrib_users: HashMap::new(),
        interpolation: HashMap::new(),
        position_written: None,
        buffer_kinds: HashMap::new(),
        geometry: None,
        short_names: HashSet::new(),
        prologue: Vec::new(),
        copies: Vec::new(),
        hidden_temps: 0,
        relative_arrays: relative::RelativeArrays::default(),
    };
    if ast.kind == ProgramKind::Geometry {
        c.geometry = crate::geometry::check(text, ast, &mut c.errors);
    }
    c.options(&ast.options);
    if c.options.position_invariant {
        c.position_invariant();
    }
    let mut dropped = 0;
    for s in &ast.statements {
        // Past the cap, checking goes on so that the final note counts
        // every error; only the count is kept.
        dropped += shasm_diag::spill(&mut c.errors);
        c.statement(s);
    }
    let end = text.len();
    // Past the instruction limit the rest of the program is neither read
    // (the parser stops) nor checked, so whether its blocks close is not
    // known: the limit's diagnostic is the only one it gets.
    if c.instructions.len() <= c.instruction_limit() {
        c.flow.finish(end, &mut c.errors);
    }
    let temporaries = c.temporary_limit();
    if c.layout.next_temp.saturating_sub(c.hidden_temps) > temporaries {
        c.errors.push(
            rule(
                "gp4/too-many-temporaries",
                end..end,
                format!(
                    "more than {temporaries} temporaries (MAX_PROGRAM_TEMPORARIES_ARB{})",
                    c.fog_note()
                ),
            )
            .with_error_position(end),
        );
    }
    if !c.errors.is_empty() {
        return Err((c.errors, dropped));
    }
    let labels = c.flow.labels();
    let mut refs = Vec::new();
    c.flow.resolve(&mut c.instructions, &mut refs);
    c.errors.extend(refs);
    if !c.errors.is_empty() {
        return Err((c.errors, 0));
    }
    let fog_start = match c.options.fog {
        Some(fog) => {
            let option = ast
                .options
                .iter()
                .find(|o| o.text.starts_with("ARB_fog_"))
                .map_or(0..0, |o| o.span.clone());
            if let Err(e) = lower::check_fog_color(&c.layout, option) {
                c.errors.push(e);
                return Err((c.errors, 0));
            }
            Some(lower::append_fog(
                &mut c.layout,
                &mut c.instructions,
                &mut c.spans,
                fog,
            ))
        }
        None => None,
    };
    let integers = c.layout.integers();
    // The implicit RETs before labels (lower::implicit_returns) move the
    // fog code, which follows every label.
    let fog_start = fog_start.map(|s| s + lower::implicit_returns_before(&labels, s));
    let mut program = lower::finish(c.layout, c.instructions, c.spans, labels);
    if let Some(start) = fog_start
        && program.instructions.iter().any(|i| i.opcode == Opcode::Ret)
    {
        shasm_arb::lower::fog_after_return(&mut program, start);
    }
    // The prologue runs first, wherever the program starts (a `main:`
    // label included).
    let mut prologue = std::mem::take(&mut c.copies);
    prologue.append(&mut c.prologue);
    program.prepend(prologue);
    let arrays = components::Arrays::of(
        c.symbols.values().map(|d| &d.symbol),
        c.kind == ProgramKind::Geometry,
    );
    let used = components::count(&program, &arrays);
    c.errors.extend(components::check(c.kind, &used, end));
    if let Some(g) = &c.geometry {
        crate::geometry::check_components(g, used.result_components(), &mut c.errors);
        program.properties = crate::geometry::properties(g);
    }
    // ARB_fragment_coord_conventions: the conventions of
    // `fragment.position`, said as TGSI says them (the run converts the
    // window position it is given).
    if c.options.origin_upper_left {
        program.properties.push(shasm_ir::Property::FsCoordOrigin(
            shasm_ir::CoordOrigin::UpperLeft,
        ));
    }
    if c.options.pixel_center_integer {
        program
            .properties
            .push(shasm_ir::Property::FsCoordPixelCenter(
                shasm_ir::PixelCenter::Integer,
            ));
    }
    if !c.errors.is_empty() {
        return Err((c.errors, 0));
    }
    Ok(Checked {
        program,
        options: c.options,
        integers,
        geometry: c.geometry,
        components: used,
    })
}

/// The options [`Checker::options`] knows, for "did you mean" suggestions.
const KNOWN_OPTIONS: [&str; 11] = [
    "ARB_position_invariant",
    "ARB_precision_hint_fastest",
    "ARB_precision_hint_nicest",
    "ARB_draw_buffers",
    "ATI_draw_buffers",
    "ARB_fragment_program_shadow",
    "ARB_fog_exp",
    "ARB_fog_exp2",
    "ARB_fog_linear",
    "ARB_fragment_coord_origin_upper_left",
    "ARB_fragment_coord_pixel_center_integer",
];

impl Checker {
    fn options(&mut self, options: &[Ident]) {
        let mut fog: Option<&Ident> = None;
        for o in options {
            let name = o.text.as_str();
            let known = match (self.kind, name) {
                (ProgramKind::Vertex, "ARB_position_invariant") => {
                    self.options.position_invariant = true;
                    true
                }
                (ProgramKind::Fragment, "ARB_precision_hint_fastest") => {
                    self.options.precision_fastest = true;
                    true
                }
                (ProgramKind::Fragment, "ARB_precision_hint_nicest") => {
                    self.options.precision_nicest = true;
                    true
                }
                (ProgramKind::Fragment, "ARB_draw_buffers" | "ATI_draw_buffers") => {
                    self.options.draw_buffers = true;
                    true
                }
                (ProgramKind::Fragment, "ARB_fragment_program_shadow") => {
                    self.options.shadow = true;
                    true
                }
                (ProgramKind::Fragment, "ARB_fragment_coord_origin_upper_left") => {
                    self.options.origin_upper_left = true;
                    true
                }
                (ProgramKind::Fragment, "ARB_fragment_coord_pixel_center_integer") => {
                    self.options.pixel_center_integer = true;
                    true
                }
                (ProgramKind::Fragment, "ARB_fog_exp" | "ARB_fog_exp2" | "ARB_fog_linear") => {
                    if let Some(first) = fog {
                        self.errors.push(rule(
                            "gp4/conflicting-options",
                            o.span.clone(),
                            format!(
                                "`{}` conflicts with `{}`: a program takes one fog option",
                                name, first.text
                            ),
                        ));
                    } else {
                        fog = Some(o);
                        self.options.fog = shasm_arb::Fog::option(name);
                    }
                    true
                }
                _ => false,
            };
            if !known {
                let mut d = rule(
                    "gp4/unknown-option",
                    o.span.clone(),
                    format!("unsupported program option `{}`", shasm_diag::clip(name)),
                );
                if let Some(help) = shasm_diag::did_you_mean(name, KNOWN_OPTIONS) {
                    d = d.with_label(help);
                }
                self.errors.push(d);
            } else if self.options.precision_fastest && self.options.precision_nicest {
                self.errors.push(rule(
                    "gp4/conflicting-options",
                    o.span.clone(),
                    "ARB_precision_hint_fastest and ARB_precision_hint_nicest exclude each other",
                ));
                self.options.precision_nicest = false;
            }
        }
    }

    /// ARB_position_invariant: the fixed-function transform, as four DP4s
    /// of `state.matrix.mvp` with `vertex.position` before the program
    /// (as the ARB front end and Mesa do). They count against the
    /// instruction limit (ARB_position_invariant: the limit is reduced by
    /// the instructions the transform needs).
    fn position_invariant(&mut self) {
        let pos = self.layout.use_attrib(Attrib::VertexPosition);
        self.attrib_users.insert(pos, Attrib::VertexPosition);
        let out = self.layout.use_result(ResultBinding::Position);
        for row in 0..4u8 {
            let state = shasm_ir::StateBinding::MatrixRow {
                matrix: shasm_ir::state::Matrix::Mvp,
                form: shasm_ir::state::MatrixForm::Plain,
                row,
            };
            let c = self.layout.state(state, None);
            let i = IrInstruction::new(Opcode::Dp4)
                .with_dst(IrDst::new(File::Output, out).masked(WriteMask(1 << row)))
                .with_src(IrSrc::new(File::Const, c))
                .with_src(IrSrc::new(File::Input, pos));
            self.prologue.push(i);
        }
    }

    /// A PARAM array that relative addressing reads, whose bindings are
    /// not consecutive registers (`{ program.env[0], 1, program.local[2] }`:
    /// §2.X.3.3 lets an array mix bindings, and relative addressing reads
    /// the array as one run). env and local parameters have fixed
    /// registers, so the elements are copied, before the program runs,
    /// into hidden temporaries `NAME.copy[k]`, which the reads address
    /// instead. Parameters do not change during a run, and an integer MOV
    /// copies the words exactly, so every read sees the same value. The
    /// symbol is replaced: later reads of the array use the copy too.
    fn copied_array(&mut self, name: &Ident, sym: Symbol) -> Symbol {
        let Symbol::Param { regs, ty, .. } = &sym else {
            return sym;
        };
        let len = regs.len() as u32;
        let first = self.layout.temp(&format!("{}.copy", name.text), len, *ty);
        self.hidden_temps = self.hidden_temps.saturating_add(len);
        for (k, &(file, index)) in regs.iter().enumerate() {
            self.copies.push(IrInstruction::copy_words(
                IrDst::new(File::Temp, first + k as u32),
                IrSrc::new(file, index),
            ));
        }
        let copied = Symbol::Param {
            regs: (first..first + len).map(|t| (File::Temp, t)).collect(),
            array: true,
            ty: *ty,
        };
        if let Some(declared) = self.symbols.get_mut(&name.text) {
            declared.symbol = copied.clone();
        }
        copied
    }

    /// How many instructions the program may have: MAX_PROGRAM_INSTRUCTIONS_ARB
    /// less those of the position-invariant transform.
    pub(crate) fn instruction_limit(&self) -> usize {
        // ARB_fragment_program §3.11.4.5.1: a fog option lowers the limit
        // by the instructions its blend takes: 3 (EXP), 4 (EXP2) or 2
        // (LINEAR).
        let fog = match self.options.fog {
            Some(shasm_arb::Fog::Exp) => 3,
            Some(shasm_arb::Fog::Exp2) => 4,
            Some(shasm_arb::Fog::Linear) => 2,
            None => 0,
        };
        MAX_INSTRUCTIONS - self.prologue.len() - fog
    }

    /// MAX_PROGRAM_TEMPORARIES_ARB, less 1 with a fog option
    /// (ARB_fragment_program §3.11.4.5.1).
    pub(crate) fn temporary_limit(&self) -> u32 {
        MAX_TEMPORARIES - u32::from(self.options.fog.is_some())
    }

    /// MAX_PROGRAM_PARAMETERS_ARB, less 2 with a fog option
    /// (ARB_fragment_program §3.11.4.5.1).
    pub(crate) fn parameter_limit(&self) -> u32 {
        MAX_PARAMETERS - 2 * u32::from(self.options.fog.is_some())
    }

    /// How a limit message says that a fog option lowered the limit.
    pub(crate) fn fog_note(&self) -> &'static str {
        if self.options.fog.is_some() {
            ", less what the fog option takes"
        } else {
            ""
        }
    }

    fn statement(&mut self, s: &Stmt) {
        self.note_short_names(&s.statement);
        match &s.statement {
            Statement::Temp { mods, names } => self.temp(mods, names),
            Statement::Attrib {
                mods,
                decl,
                bindings,
            } => self.attrib(mods, decl, bindings),
            Statement::Param { mods, decl, items } => self.param(mods, decl, items),
            Statement::Output {
                mods,
                decl,
                bindings,
            } => self.output(mods, decl, bindings),
            Statement::Alias { name, target } => {
                let Some(sym) = self.symbols.get(&target.text).map(|d| d.symbol.clone()) else {
                    self.errors.push(rule(
                        "gp4/undeclared-name",
                        target.span.clone(),
                        format!("`{}` is not declared", target.text),
                    ));
                    return;
                };
                if !self.symbols.contains_key(&name.text) {
                    self.relative_arrays.alias(&name.text, &target.text);
                }
                self.declare(name, sym);
            }
            Statement::Buffer {
                mods,
                four,
                decl,
                items,
            } => self.buffer(mods, *four, decl, items),
            Statement::Label(name) => {
                let at = self.instructions.len() as u32;
                self.flow.label(name, at, &mut self.errors);
            }
            Statement::Instruction(i) => self.instruction(i),
        }
    }

    /// Remember the names a statement declares `SHORT` (or aliases to a
    /// `SHORT` variable), before the statement declares them; a name that
    /// is already declared keeps what it was (its redeclaration fails).
    fn note_short_names(&mut self, statement: &Statement) {
        let short = |mods: &VarMods| matches!(mods.size, Some((false, _)));
        let names: Vec<&Ident> = match statement {
            Statement::Temp { mods, names } if short(mods) => {
                names.iter().map(|d| &d.name).collect()
            }
            Statement::Output { mods, decl, .. } if short(mods) => vec![&decl.name],
            Statement::Alias { name, target } if self.short_names.contains(&target.text) => {
                vec![name]
            }
            _ => Vec::new(),
        };
        for name in names {
            if !self.symbols.contains_key(&name.text) {
                self.short_names.insert(name.text.clone());
            }
        }
    }

    fn declare(&mut self, name: &Ident, sym: Symbol) {
        // notes §1.4: reserved words.
        let reserved = match name.text.as_str() {
            "program" | "result" | "state" | "texture" => true,
            "vertex" => self.kind != ProgramKind::Fragment,
            "fragment" => self.kind == ProgramKind::Fragment,
            "primitive" => self.kind != ProgramKind::Vertex,
            _ => false,
        };
        if reserved {
            self.errors.push(rule(
                "gp4/reserved-name",
                name.span.clone(),
                format!("`{}` is a reserved word", name.text),
            ));
            return;
        }
        if let Some(first) = self.symbols.get(&name.text) {
            let d = rule(
                "gp4/duplicate-name",
                name.span.clone(),
                format!("`{}` is already declared", name.text),
            )
            .with_related(first.span.clone(), "first declared here");
            self.errors.push(d);
            return;
        }
        self.symbols.insert(
            name.text.clone(),
            Declared {
                symbol: sym,
                span: name.span.clone(),
            },
        );
    }
}

/// What a row's operands and result are typed as, given the modifiers.
pub(crate) struct Typed {
    pub ty: Ty,
    pub ntc: bool,
    pub saturate: Saturate,
    pub precision: Precision,
    pub cc: Option<u8>,
    pub mul: MulVariant,
}

mod buffer;
mod components;
mod declarations;
mod elements;
mod instruction;
mod relative;

impl Typed {
    fn data_type(&self) -> DataType {
        match self.ty {
            Ty::Float => DataType::Float,
            Ty::Signed => DataType::Signed,
            Ty::Unsigned => DataType::Unsigned,
        }
    }
}
