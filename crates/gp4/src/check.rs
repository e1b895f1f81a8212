//! The load-time rules (notes §9.1) and the build of each IR instruction.
//!
//! Statements are checked in order, so that a name must be declared before
//! its first use (§2.X.3). Every broken rule is a diagnostic with a stable
//! `gp4/...` code at the token that breaks it.

use crate::ast::*;
use crate::flow::Flow;
use crate::lower::{self, Layout, attrib_step, result_step};
use crate::table::{ProgramKind, Ty};
use shasm_diag::Diagnostic;
use shasm_ir::{
    Binding, DataType, Dst as IrDst, File, InstSpans, Instruction as IrInstruction, MulVariant,
    Opcode, Precision, Saturate, Src as IrSrc, TexTarget, WriteMask,
};
use std::collections::HashMap;

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
}

impl Symbol {
    fn ty(&self) -> Option<Ty> {
        match self {
            Symbol::Temp { ty, .. }
            | Symbol::Attrib { ty, .. }
            | Symbol::Param { ty, .. }
            | Symbol::Output { ty, .. } => *ty,
        }
    }

    fn is_array(&self) -> bool {
        match self {
            Symbol::Temp { size, .. } => size.is_some(),
            Symbol::Attrib { array, .. }
            | Symbol::Param { array, .. }
            | Symbol::Output { array, .. } => *array,
        }
    }

    fn len(&self) -> u32 {
        match self {
            Symbol::Temp { size, .. } => size.unwrap_or(1),
            Symbol::Attrib { regs, .. } | Symbol::Output { regs, .. } => regs.len() as u32,
            Symbol::Param { regs, .. } => regs.len() as u32,
        }
    }

    /// The file and register of element `k`.
    fn reg(&self, k: u32) -> Option<(File, u32)> {
        match self {
            Symbol::Temp { first, .. } => Some((File::Temp, first + k)),
            Symbol::Attrib { regs, .. } => regs.get(k as usize).map(|r| (File::Input, *r)),
            Symbol::Output { regs, .. } => regs.get(k as usize).map(|r| (File::Output, *r)),
            Symbol::Param { regs, .. } => regs.get(k as usize).copied(),
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
}

pub(crate) struct Checker {
    kind: ProgramKind,
    options: Options,
    symbols: HashMap<String, Symbol>,
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
    };
    c.options(&ast.options);
    let prologue = if c.options.position_invariant {
        c.position_invariant()
    } else {
        0
    };
    for s in &ast.statements {
        if c.errors.len() >= shasm_diag::MAX_ERRORS {
            break;
        }
        c.statement(s);
    }
    let end = text.len();
    c.flow.finish(end, &mut c.errors);
    if c.layout.next_temp > MAX_TEMPORARIES {
        c.errors.push(
            rule(
                "gp4/too-many-temporaries",
                end..end,
                format!("more than {MAX_TEMPORARIES} temporaries (MAX_PROGRAM_TEMPORARIES_ARB)"),
            )
            .with_error_position(end),
        );
    }
    if !c.errors.is_empty() {
        return Err(c.errors);
    }
    if prologue > 0 && c.flow.has_label("main") {
        c.errors.push(rule(
            "gp4/unsupported",
            0..0,
            "ARB_position_invariant together with a `main:` label is not supported by this build of shasm yet",
        ));
        return Err(c.errors);
    }
    let labels = c.flow.labels();
    let mut refs = Vec::new();
    c.flow.resolve(&mut c.instructions, &mut refs);
    c.errors.extend(refs);
    if !c.errors.is_empty() {
        return Err(c.errors);
    }
    let integers = c.layout.integers();
    let program = lower::finish(c.layout, c.instructions, c.spans, labels);
    Ok(Checked {
        program,
        options: c.options,
        integers,
    })
}

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
                        self.errors.push(rule(
                            "gp4/unsupported",
                            o.span.clone(),
                            "the fog options are not supported by this build of shasm yet",
                        ));
                    }
                    true
                }
                _ => false,
            };
            if !known {
                self.errors.push(rule(
                    "gp4/unknown-option",
                    o.span.clone(),
                    format!("unsupported program option `{}`", shasm_diag::clip(name)),
                ));
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
    /// (as the ARB front end and Mesa do).
    fn position_invariant(&mut self) -> u32 {
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
            self.instructions.push(i);
            self.spans.push(InstSpans::default());
        }
        4
    }

    fn statement(&mut self, s: &Stmt) {
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
                let Some(sym) = self.symbols.get(&target.text).cloned() else {
                    self.errors.push(rule(
                        "gp4/undeclared-name",
                        target.span.clone(),
                        format!("`{}` is not declared", target.text),
                    ));
                    return;
                };
                self.declare(name, sym);
            }
            Statement::Label(name) => {
                let at = self.instructions.len() as u32;
                self.flow.label(name, at, &mut self.errors);
            }
            Statement::Instruction(i) => self.instruction(i),
        }
    }

    fn declare(&mut self, name: &Ident, sym: Symbol) {
        // notes §1.4: reserved words.
        let reserved = match name.text.as_str() {
            "program" | "result" | "state" | "texture" => true,
            "vertex" => self.kind == ProgramKind::Vertex,
            "fragment" => self.kind == ProgramKind::Fragment,
            "primitive" => self.kind == ProgramKind::Fragment,
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
        if self.symbols.contains_key(&name.text) {
            self.errors.push(rule(
                "gp4/duplicate-name",
                name.span.clone(),
                format!("`{}` is already declared", name.text),
            ));
            return;
        }
        self.symbols.insert(name.text.clone(), sym);
    }

    /// The size and interpolation modifier rules (notes §1.4, §7.2).
    fn mods(&mut self, mods: &VarMods, what: &str) {
        if let Some((long, span)) = &mods.size {
            let ok = match what {
                "TEMP" => true,
                "OUTPUT" => !long,
                _ => false,
            };
            if !ok {
                self.errors.push(rule(
                    "gp4/bad-modifier",
                    span.clone(),
                    format!(
                        "{} is not allowed on {what} (LONG only on TEMP, SHORT only on TEMP and OUTPUT)",
                        if *long { "LONG" } else { "SHORT" }
                    ),
                ));
            }
        }
        if what != "ATTRIB" || self.kind != ProgramKind::Fragment {
            for s in [&mods.flat, &mods.centroid, &mods.noperspective]
                .into_iter()
                .flatten()
            {
                self.errors.push(rule(
                    "gp4/bad-modifier",
                    s.clone(),
                    "interpolation modifiers are allowed on fragment program ATTRIBs only",
                ));
            }
        } else if let (Some(flat), true) = (
            &mods.flat,
            mods.centroid.is_some() || mods.noperspective.is_some(),
        ) {
            self.errors.push(rule(
                "gp4/bad-modifier",
                flat.clone(),
                "FLAT excludes CENTROID and NOPERSPECTIVE",
            ));
        }
    }

    fn temp(&mut self, mods: &VarMods, names: &[Declared]) {
        self.mods(mods, "TEMP");
        let ty = mods.ty.as_ref().map(|(t, _)| *t);
        for d in names {
            let size = match &d.array {
                None => None,
                Some(None) => {
                    self.errors.push(rule(
                        "gp4/bad-array-size",
                        d.name.span.clone(),
                        "a TEMP array needs a size (`TEMP a[4];`)",
                    ));
                    continue;
                }
                Some(Some((0, span))) => {
                    self.errors.push(rule(
                        "gp4/bad-array-size",
                        span.clone(),
                        "an array size must be positive",
                    ));
                    continue;
                }
                Some(Some((n, span))) => {
                    if *n > MAX_TEMPORARIES {
                        self.errors.push(rule(
                            "gp4/too-many-temporaries",
                            span.clone(),
                            format!("more than {MAX_TEMPORARIES} temporaries (MAX_PROGRAM_TEMPORARIES_ARB)"),
                        ));
                        continue;
                    }
                    Some(*n)
                }
            };
            if self.symbols.contains_key(&d.name.text) {
                self.declare(&d.name, Symbol::Temp { first: 0, size, ty });
                continue;
            }
            let first = self.layout.temp(&d.name.text, size.unwrap_or(1), ty);
            self.declare(&d.name, Symbol::Temp { first, size, ty });
        }
    }

    /// The declared size of an array against its binding count.
    fn array_size(&mut self, decl: &Declared, count: u64) -> bool {
        if let Some(Some((n, span))) = &decl.array
            && u64::from(*n) != count
        {
            self.errors.push(rule(
                "gp4/array-size-mismatch",
                span.clone(),
                format!("the array is declared with {n} elements but binds {count}"),
            ));
            return false;
        }
        true
    }

    fn attrib(&mut self, mods: &VarMods, decl: &Declared, bindings: &[(Attrib, u32, Span)]) {
        self.mods(mods, "ATTRIB");
        let ty = mods.ty.as_ref().map(|(t, _)| *t);
        let mut list = Vec::new();
        for (a, n, span) in bindings {
            for k in 0..*n {
                list.push((attrib_step(*a, k), span.clone()));
            }
        }
        if !self.array_size(decl, list.len() as u64) {
            return;
        }
        if decl.array.is_some()
            && !consecutive(
                list.iter().map(|(a, _)| lower::input_index(*a)),
                list.iter().map(|(a, _)| std::mem::discriminant(a)),
            )
        {
            self.errors.push(rule(
                "gp4/bad-array-bindings",
                bindings
                    .first()
                    .map_or(decl.name.span.clone(), |b| b.2.clone()),
                "the bindings of an attribute array must be of one kind and consecutive",
            ));
            return;
        }
        let mut regs = Vec::new();
        for (a, span) in &list {
            if self.kind == ProgramKind::Fragment {
                let interp = (
                    mods.flat.is_some(),
                    mods.centroid.is_some(),
                    mods.noperspective.is_some(),
                );
                if interp != (false, false, false)
                    && matches!(
                        a,
                        Attrib::FragmentPosition
                            | Attrib::FragmentFacing
                            | Attrib::FragmentFogCoord
                            | Attrib::FragmentClip(_)
                    )
                {
                    self.errors.push(rule(
                        "gp4/bad-modifier",
                        span.clone(),
                        format!(
                            "`{}` takes no interpolation modifier",
                            lower::attrib_name(*a)
                        ),
                    ));
                }
                if ty.is_some_and(Ty::is_integer) && mods.flat.is_none() {
                    self.errors.push(rule(
                        "gp4/integer-attrib-needs-flat",
                        span.clone(),
                        "an INT or UINT fragment attribute must be declared FLAT",
                    ));
                }
                // Primary and secondary colour share their modifiers.
                let key = match a {
                    Attrib::FragmentColor { .. } => Attrib::FragmentColor { secondary: false },
                    other => *other,
                };
                match self.interpolation.get(&key) {
                    Some(prev) if *prev != interp => self.errors.push(rule(
                        "gp4/interpolation-conflict",
                        span.clone(),
                        format!(
                            "`{}` is already declared with other interpolation modifiers",
                            lower::attrib_name(*a)
                        ),
                    )),
                    Some(_) => {}
                    None => {
                        self.interpolation.insert(key, interp);
                    }
                }
            }
            let Some(r) = self.use_attrib(*a, span) else {
                return;
            };
            if let Some(entry) = self.layout.inputs.get_mut(&r) {
                if ty.is_some() {
                    entry.1.ty = ty;
                }
                if mods.flat.is_some() {
                    entry.1.interpolation = Some(shasm_ir::Interpolation::Constant);
                } else if mods.noperspective.is_some() {
                    entry.1.interpolation = Some(shasm_ir::Interpolation::Linear);
                }
            }
            regs.push(r);
        }
        self.declare(
            &decl.name,
            Symbol::Attrib {
                regs,
                array: decl.array.is_some(),
                ty,
            },
        );
    }

    /// The input register of an attribute; the vp rule that a conventional
    /// attribute and the generic one it aliases are not both used.
    fn use_attrib(&mut self, a: Attrib, span: &Span) -> Option<u32> {
        let r = lower::input_index(a);
        match self.attrib_users.get(&r) {
            Some(prev) if *prev != a => {
                self.errors.push(rule(
                    "gp4/attrib-alias-conflict",
                    span.clone(),
                    format!(
                        "`{}` and `{}` are the same attribute; a program may bind only one of them",
                        lower::attrib_name(a),
                        lower::attrib_name(*prev)
                    ),
                ));
                return None;
            }
            _ => {
                self.attrib_users.insert(r, a);
            }
        }
        Some(self.layout.use_attrib(a))
    }

    fn output(&mut self, mods: &VarMods, decl: &Declared, bindings: &[(ResultBinding, u32, Span)]) {
        self.mods(mods, "OUTPUT");
        let ty = mods.ty.as_ref().map(|(t, _)| *t);
        if decl.array.is_some() && self.kind == ProgramKind::Fragment {
            self.errors.push(rule(
                "gp4/fragment-result-array",
                decl.name.span.clone(),
                "fragment program results cannot be arrays",
            ));
            return;
        }
        let mut list = Vec::new();
        for (b, n, span) in bindings {
            for k in 0..*n {
                list.push((result_step(*b, k), span.clone()));
            }
        }
        if !self.array_size(decl, list.len() as u64) {
            return;
        }
        if decl.array.is_some()
            && !consecutive(
                list.iter().map(|(b, _)| lower::result_index(*b)),
                list.iter().map(|(b, _)| std::mem::discriminant(b)),
            )
        {
            self.errors.push(rule(
                "gp4/bad-array-bindings",
                bindings
                    .first()
                    .map_or(decl.name.span.clone(), |b| b.2.clone()),
                "the bindings of a result array must be of one kind and consecutive",
            ));
            return;
        }
        let mut regs = Vec::new();
        for (b, span) in &list {
            let Some(r) = self.use_result(*b, span) else {
                return;
            };
            if ty.is_some()
                && let Some(e) = self.layout.outputs.get_mut(&r)
            {
                e.1 = ty;
            }
            regs.push(r);
        }
        self.declare(
            &decl.name,
            Symbol::Output {
                regs,
                array: decl.array.is_some(),
                ty,
            },
        );
    }

    fn use_result(&mut self, b: ResultBinding, span: &Span) -> Option<u32> {
        if let ResultBinding::FragColor(n) = b
            && n > 0
            && !self.options.draw_buffers
        {
            self.errors.push(rule(
                "gp4/option-required",
                span.clone(),
                "`result.color[n]` needs `OPTION ARB_draw_buffers;` (or ATI_draw_buffers)",
            ));
            return None;
        }
        Some(self.layout.use_result(b))
    }

    fn param(&mut self, mods: &VarMods, decl: &Declared, items: &[(ParamItem, Span)]) {
        self.mods(mods, "PARAM");
        let ty = mods.ty.as_ref().map(|(t, _)| *t);
        let total: u64 = items.iter().map(|(i, _)| i.len()).sum();
        if !self.array_size(decl, total) {
            return;
        }
        if decl.array.is_none() && total != 1 {
            self.errors.push(rule(
                "gp4/single-param-multiple",
                items
                    .first()
                    .map_or(decl.name.span.clone(), |i| i.1.clone()),
                "a single PARAM binds one vector (use an array for a matrix or a range)",
            ));
            return;
        }
        let mut regs = Vec::new();
        let cty = ty.unwrap_or(Ty::Float);
        for (item, span) in items {
            match item {
                ParamItem::Env { first, last } => {
                    regs.extend((*first..=*last).map(|n| (File::Const, n)))
                }
                ParamItem::Local { first, last } => {
                    regs.extend((*first..=*last).map(|n| (File::Const, self.layout.env_len + n)))
                }
                ParamItem::State(states) => {
                    for s in states {
                        let r = if decl.array.is_some() {
                            self.layout
                                .new_const(Binding::State(*s), s.to_string(), None)
                        } else {
                            self.layout.state(*s, Some(&decl.name.text))
                        };
                        regs.push((File::Const, r));
                    }
                }
                ParamItem::Constant(c) => {
                    let Some(bits) = self.constant_bits(c, cty, span) else {
                        return;
                    };
                    let spelling = if decl.array.is_some() {
                        format!("{}[{}]", decl.name.text, regs.len())
                    } else {
                        decl.name.text.clone()
                    };
                    regs.push((File::Const, self.layout.preset_const(spelling, bits, ty)));
                }
            }
        }
        if self.layout.env_len + self.layout.local_len + self.layout.consts.len() as u32
            > MAX_PARAMETERS
        {
            self.errors.push(rule(
                "gp4/too-many-parameters",
                decl.name.span.clone(),
                format!("more than {MAX_PARAMETERS} parameters (MAX_PROGRAM_PARAMETERS_ARB)"),
            ));
            return;
        }
        self.declare(
            &decl.name,
            Symbol::Param {
                regs,
                array: decl.array.is_some(),
                ty,
            },
        );
    }

    /// The four words of a constant in type `ty` (notes §1.5): `{a}` is
    /// (a, 0, 0, 1), a scalar replicates; a float in an integer context, a
    /// negative value in an unsigned one and a too large integer fail.
    fn constant_bits(&mut self, c: &Constant, ty: Ty, _span: &Span) -> Option<[u32; 4]> {
        let mut words = Vec::new();
        for (n, span) in &c.values {
            let w = match (*n, ty) {
                (Number::Float(f), Ty::Float) => f.to_bits(),
                (Number::Int { value, negative }, Ty::Float) => {
                    let v = value as f32;
                    (if negative { -v } else { v }).to_bits()
                }
                (Number::Float(_), _) => {
                    self.errors.push(rule(
                        "gp4/float-in-integer-context",
                        span.clone(),
                        format!("a float constant where {} integers are required", ty.name()),
                    ));
                    return None;
                }
                (
                    Number::Int {
                        negative: true,
                        value,
                    },
                    Ty::Unsigned,
                ) if value != 0 => {
                    self.errors.push(rule(
                        "gp4/negative-unsigned",
                        span.clone(),
                        "a negative constant where unsigned integers are required",
                    ));
                    return None;
                }
                (Number::Int { value, negative }, Ty::Signed) => {
                    // notes §11.6: -2147483648 fits; above 0x7FFFFFFF does not.
                    let limit = if negative {
                        1u64 << 31
                    } else {
                        (1u64 << 31) - 1
                    };
                    if value > limit {
                        self.errors.push(rule(
                            "gp4/constant-out-of-range",
                            span.clone(),
                            "the constant does not fit a signed 32-bit integer",
                        ));
                        return None;
                    }
                    (if negative {
                        (value as i64).wrapping_neg()
                    } else {
                        value as i64
                    }) as i32 as u32
                }
                (Number::Int { value, .. }, Ty::Unsigned) => match u32::try_from(value) {
                    Ok(v) => v,
                    Err(_) => {
                        self.errors.push(rule(
                            "gp4/constant-out-of-range",
                            span.clone(),
                            "the constant does not fit an unsigned 32-bit integer",
                        ));
                        return None;
                    }
                },
            };
            words.push(w);
        }
        if c.scalar {
            let w = words.first().copied().unwrap_or(0);
            return Some([w; 4]);
        }
        let one = match ty {
            Ty::Float => 1.0f32.to_bits(),
            _ => 1,
        };
        let mut out = [0, 0, 0, one];
        for (slot, w) in out.iter_mut().zip(words) {
            *slot = w;
        }
        Some(out)
    }
}

/// Whether registers increase by one and the kinds agree.
fn consecutive<K: PartialEq>(
    regs: impl Iterator<Item = u32>,
    kinds: impl Iterator<Item = K>,
) -> bool {
    let regs: Vec<u32> = regs.collect();
    let kinds: Vec<K> = kinds.collect();
    regs.windows(2).all(|w| w[1] == w[0] + 1) && kinds.windows(2).all(|w| w[0] == w[1])
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

mod instruction;

impl Typed {
    fn data_type(&self) -> DataType {
        match self.ty {
            Ty::Float => DataType::Float,
            Ty::Signed => DataType::Signed,
            Ty::Unsigned => DataType::Unsigned,
        }
    }
}
