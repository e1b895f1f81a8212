//! The TGSI back end: check that a program only uses what TGSI text can
//! say, then print it with the IR printer.

use crate::limits::{MAX_CONST_BUFFERS, MAX_IMMEDIATES, MAX_REGISTERS};
use crate::ops;
use shasm_diag::{Collector, Diagnostic};
use shasm_ir::{
    Binding, Condition, DataType, Extra, File, InstId, MulVariant, Opcode, Precision, Program,
    Saturate, SemanticName, Span, Stage, StorageFormat, TexTarget,
};
use std::fmt::{self, Write as _};

/// The program uses constructs TGSI text cannot express: one diagnostic per
/// problem, at the offending instruction (or declaration, label, property)
/// of the source the program was loaded from, with a stable code
/// `tgsi/cannot-express-...`. Capped at [`shasm_diag::MAX_ERRORS`] errors
/// like every front end's diagnostics.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", shasm_diag::summary(&self.diagnostics))]
#[non_exhaustive]
pub struct Unsupported {
    pub diagnostics: Vec<Diagnostic>,
}

/// Collects the problems of one program.
struct Problems(Collector);

impl Problems {
    fn add(&mut self, span: Span, code: &'static str, problem: impl fmt::Display) {
        self.0.push(
            Diagnostic::error(
                span.range(),
                format!("cannot be written as TGSI: {problem}"),
            )
            .with_code(code),
        );
    }

    /// A problem in instruction `i`: the note names the instruction when the
    /// program did not come from text.
    fn add_at(&mut self, i: usize, span: Span, code: &'static str, problem: impl fmt::Display) {
        let mut d = Diagnostic::error(
            span.range(),
            format!("cannot be written as TGSI: {problem}"),
        )
        .with_code(code);
        if span.is_none() {
            d = d.with_note(format!("in instruction {i}"));
        }
        self.0.push(d);
    }
}

/// The register files TGSI text has.
fn is_tgsi_file(file: File) -> bool {
    matches!(
        file,
        File::Input
            | File::Output
            | File::Temp
            | File::Const
            | File::Immediate
            | File::Address
            | File::Sampler
            | File::SystemValue
    )
}

/// Write `program` as TGSI text.
///
/// Integer ops (`.S`/`.U`) print as the TGSI integer opcode of the same
/// meaning ([`ops::INTEGER_OPS`]); those without one (shifts, division,
/// SUB, CMP, float-to-integer conversions, ...) are refused with
/// `tgsi/cannot-express-integer-op` and the reason, as are integer ops with
/// saturation or source modifiers.
///
/// Condition codes set by float results, their tests and conditional
/// write masks, and XPD, are rewritten as TGSI computes them (a hidden
/// TEMP per condition-code register compared with 0; MUL, MUL, SUB).
///
/// What TGSI cannot express is reported, not dropped: precision and
/// MUL-variant suffixes, condition codes with integer flags, signed
/// saturation, boolean-uniform and PICA flag conditions, non-TGSI opcodes (NV BRA/KIL/RCC/..., PICA stack ops, SETP,
/// SETEMIT, ...), the PICA range and compare payloads, extended swizzles,
/// texel offsets, files TGSI lacks (CC, PRED, BOOL, INT, LOOP), relative
/// addressing through anything but `ADDR`, two-dimensional operands other
/// than `CONST[b][i]` and geometry inputs, fp16 storage, initial register
/// values, bindings (env, local, named, state), presets, named labels, an
/// entry point other than instruction 0, a fixed end, vertex state programs,
/// non-TGSI properties and semantics, and indices beyond the parser's limits.
///
/// Dropped without loss of meaning: source spellings, the semantic and
/// interpolation of vertex-shader inputs (TGSI has none), `Int` storage
/// (TGSI registers are untyped words; ADDR is integer). The numeric model
/// ([`Program::semantics`]) is not part of the text: a program printed as
/// TGSI runs with [`shasm_ir::Semantics::tgsi`] when parsed back.
pub fn to_text(program: &Program) -> Result<String, Unsupported> {
    print(program, false)
}

/// `shasm fmt` of a program parsed from the TGSI text `source`:
/// [`to_text`], keeping constant buffer 0 two-dimensional where the source
/// wrote it so. The parser reads `CONST[0][1]` as the one-dimensional
/// `CONST[1]` (buffer 0 is the CONST file, TGSI_instruction_set.txt
/// "Register files"; both address the same word), and Mesa prints
/// constants 2-D today, so the source's spelling is the one to keep.
pub fn format(program: &Program, source: &str) -> Result<String, Unsupported> {
    let mut p = program.clone();
    let written_two_d = |span: Span| source.get(span.range()).is_some_and(two_dimensional);
    for (k, d) in p.declarations.iter_mut().enumerate() {
        if d.file == File::Const
            && d.dimension.is_none()
            && written_two_d(program.spans.declaration(k))
        {
            d.dimension = Some(0);
        }
    }
    for (k, inst) in p.instructions.iter_mut().enumerate() {
        let Some(id) = InstId::from_index(k) else {
            break;
        };
        for (j, src) in inst.src.iter_mut().enumerate() {
            if src.file() == File::Const
                && src.dimension.is_none()
                && src.dimension_indirect.is_none()
                && written_two_d(program.spans.src(id, j))
            {
                src.dimension = Some(0);
            }
        }
    }
    print(&p, true)
}

/// Whether the text of a CONST operand or declaration has two brackets
/// (`CONST[0][1]`, `-CONST[0][ADDR[0].x+1].x`, `DCL CONST[0][0..3]`).
fn two_dimensional(text: &str) -> bool {
    let upper = text.to_ascii_uppercase();
    let Some(at) = upper.find("CONST") else {
        return false;
    };
    let rest = upper[at + "CONST".len()..].trim_start();
    let Some(inner) = rest.strip_prefix('[') else {
        return false;
    };
    inner
        .find(']')
        .is_some_and(|close| inner[close + 1..].trim_start().starts_with('['))
}

/// [`to_text`]; with `buffer_zero_2d`, a `CONST` operand or declaration of
/// buffer 0 stays two-dimensional ([`format`]).
fn print(program: &Program, buffer_zero_2d: bool) -> Result<String, Unsupported> {
    let mut problems = Problems(Collector::new());
    let mut p = program.clone();
    let none = Span::NONE;
    // Calls by number (calls.rs): refused where the source's call stack
    // would stop calls that TGSI's would make.
    let limit = p.semantics.limits.call_depth;
    match shasm_passes::calls::nesting(&p) {
        None => problems.add(
            none,
            "tgsi/cannot-express-call-depth",
            "recursive calls: the source's call stack stops them at its limit, TGSI's at another",
        ),
        Some(depth) if depth > limit => problems.add(
            none,
            "tgsi/cannot-express-call-depth",
            format_args!(
                "calls nest {depth} deep, past the source's call-stack limit of {limit}, which TGSI's does not share"
            ),
        ),
        Some(_) => {}
    }
    shasm_passes::calls::by_index(&mut p);
    shasm_passes::rep::reps_as_loops(&mut p);
    shasm_passes::addr::index_through_addr(&mut p);
    // Last: notes name instructions as numbered before it.
    let origin = shasm_passes::cc::lower(&mut p);

    if p.stage == Stage::VertexState {
        problems.add(
            none,
            "tgsi/cannot-express-vertex-state-program",
            "vertex state programs have no TGSI processor type",
        );
    }
    if p.entry != InstId::ZERO {
        problems.add(
            p.spans.inst(p.entry),
            "tgsi/cannot-express-entry-point",
            format_args!("the entry point is instruction {}, not 0", p.entry),
        );
    }
    if let Some(end) = p.end {
        problems.add(
            none,
            "tgsi/cannot-express-fixed-end",
            format_args!("the program ends at a fixed instruction ({end})"),
        );
    }
    for (k, label) in p.labels.iter().enumerate() {
        problems.add(
            p.spans.label(k),
            "tgsi/cannot-express-named-label",
            format_args!("named label `{}`", label.name),
        );
    }
    for preset in &p.presets {
        problems.add(
            none,
            "tgsi/cannot-express-preset",
            format_args!("preset value of {}", preset.reg),
        );
    }
    for (k, prop) in p.properties.iter().enumerate() {
        if !prop.name().is_tgsi() {
            problems.add(
                p.spans.property(k),
                "tgsi/cannot-express-property",
                format_args!("property `{}` is not a TGSI property", prop.name()),
            );
        }
    }
    if p.immediates.len() > MAX_IMMEDIATES as usize {
        problems.add(
            p.spans.immediate(MAX_IMMEDIATES as usize),
            "tgsi/cannot-express-immediate-count",
            format_args!(
                "{} immediates (at most {MAX_IMMEDIATES})",
                p.immediates.len()
            ),
        );
    }
    for imm in &mut p.immediates {
        imm.len = imm.len.clamp(1, 4);
    }

    let stage = p.stage;
    for (k, d) in p.declarations.iter_mut().enumerate() {
        let name = format!("DCL {}[{}..{}]", d.file, d.first, d.last);
        let at = p.spans.declaration(k);
        let mut problem = |code: &'static str, what: fmt::Arguments<'_>| {
            problems.add(at, code, format_args!("{name}: {what}"));
        };
        d.spelling = None;
        if !is_tgsi_file(d.file) || d.file == File::Immediate {
            problem(
                "tgsi/cannot-express-register-file",
                format_args!("register file {} has no TGSI spelling", d.file),
            );
        }
        if d.last >= MAX_REGISTERS {
            problem(
                "tgsi/cannot-express-register-index",
                format_args!("index beyond {}", MAX_REGISTERS - 1),
            );
        }
        match d.format {
            StorageFormat::F32 => {}
            // TGSI registers are untyped 32-bit words: integer ops read and
            // write the words of any register, so integer storage (gp4
            // INT/UINT variables, the address registers) goes unsaid.
            StorageFormat::Int => d.format = StorageFormat::F32,
            StorageFormat::F16 => problem(
                "tgsi/cannot-express-storage-format",
                format_args!("fp16 storage"),
            ),
        }
        if d.initial != [0; 4] {
            problem(
                "tgsi/cannot-express-initial-value",
                format_args!("initial value"),
            );
        }
        let binding = "tgsi/cannot-express-binding";
        match &d.binding {
            Binding::None => {}
            Binding::Env => problem(binding, format_args!("ENV binding")),
            Binding::Local => problem(binding, format_args!("LOCAL binding")),
            Binding::Named(n) => problem(binding, format_args!("named binding `{n}`")),
            Binding::State(s) => problem(binding, format_args!("state binding `{s}`")),
        }
        match (d.file, d.dimension) {
            (_, None) => {}
            (File::Const, Some(0)) if !buffer_zero_2d => d.dimension = None,
            (File::Const, Some(b)) if b < MAX_CONST_BUFFERS => {}
            (_, Some(_)) => problem(
                "tgsi/cannot-express-two-dimensional",
                format_args!("two-dimensional declaration"),
            ),
        }
        if d.file == File::Input && stage == Stage::Vertex {
            d.semantic = None;
            d.interpolation = None;
        }
        if let Some(s) = d.semantic {
            if matches!(s.name, SemanticName::Quaternion | SemanticName::View) {
                problem(
                    "tgsi/cannot-express-semantic",
                    format_args!("semantic {} is not TGSI's", s.name.name()),
                );
            }
            if !matches!(d.file, File::Input | File::Output | File::SystemValue) {
                problem(
                    "tgsi/cannot-express-semantic",
                    format_args!("a semantic on {}", d.file),
                );
            }
        } else if d.file == File::SystemValue {
            problem(
                "tgsi/cannot-express-semantic",
                format_args!("a system value without a semantic"),
            );
        }
        if d.interpolation.is_some() && d.file != File::Input {
            problem(
                "tgsi/cannot-express-interpolation",
                format_args!("interpolation of {}", d.file),
            );
        }
    }

    // Instructions printed under a TGSI integer spelling (UADD, IMIN, ...):
    // the IR printer writes the IR op's name.
    let mut renamed: Vec<(usize, &'static str)> = Vec::new();
    // What is left of condition codes after shasm_passes::cc: registers with
    // integer flags.
    let float_cc = shasm_passes::cc::float_registers(&p);
    let semantics = p.semantics;
    for (i, inst) in p.instructions.iter_mut().enumerate() {
        let spans = InstId::from_index(i)
            .and_then(|id| p.spans.get(id))
            .cloned()
            .unwrap_or_default();
        let at = spans.inst;
        let mut problem = |span: Span, code: &'static str, what: fmt::Arguments<'_>| {
            let span = if span.is_none() { at } else { span };
            problems.add_at(origin.get(i).copied().unwrap_or(i), span, code, what);
        };
        let op = inst.opcode;
        // Before the integer spelling below makes the op's type Float.
        let float_flags = shasm_passes::cc::float_update(inst);
        let integer = shasm_ir::ops::int32::resolve(op, inst.modifiers.data_type)
            .filter(|_| shasm_ir::ops::int32::accepts_integer(op));
        if let Some(ty) = integer {
            match integer_op(inst, ty) {
                Ok(Some(spelling)) => {
                    renamed.push((i, spelling));
                    inst.modifiers.data_type = DataType::Float;
                    inst.modifiers.mul = MulVariant::Full;
                }
                // Integer MOV copies words: TGSI's MOV.
                Ok(None) => inst.modifiers.data_type = DataType::Float,
                Err(why) => problem(
                    none,
                    "tgsi/cannot-express-integer-op",
                    format_args!("{op}.{}: {why}", type_suffix(ty)),
                ),
            }
        } else if op == Opcode::Xpd {
            let why = shasm_passes::xpd::why_not(&semantics, inst).unwrap_or("TGSI has no XPD");
            problem(
                none,
                "tgsi/cannot-express-opcode",
                format_args!("XPD: {why}"),
            );
        } else if !ops::is_tgsi(op) {
            problem(
                none,
                "tgsi/cannot-express-opcode",
                format_args!("opcode {op} has no TGSI spelling"),
            );
        }
        let m = &inst.modifiers;
        if m.precision != Precision::Default {
            problem(
                none,
                "tgsi/cannot-express-precision",
                format_args!("precision suffix on {op}"),
            );
        }
        // An integer op was named or refused above, its type and MUL
        // variant with it.
        if integer.is_none() && m.data_type != DataType::Float {
            problem(
                none,
                "tgsi/cannot-express-data-type",
                format_args!("data-type suffix on {op}"),
            );
        }
        if let Some(n) = m.cc_update {
            if !float_flags {
                problem(
                    none,
                    "tgsi/cannot-express-condition-code",
                    format_args!(
                        "integer condition-code flags (SF, ZF, OF, CF) from {op}: TGSI has no \
                         flags, and no float word classifies as they do"
                    ),
                );
            } else {
                problem(
                    none,
                    "tgsi/cannot-express-condition-code",
                    format_args!(
                        "condition-code update on {op}: CC{n} also holds integer \
                         condition-code flags"
                    ),
                );
            }
        }
        if integer.is_none() && m.mul != MulVariant::Full {
            problem(
                none,
                "tgsi/cannot-express-mul-variant",
                format_args!("MUL variant on {op}"),
            );
        }
        if m.saturate == Saturate::MinusOneOne {
            problem(
                none,
                "tgsi/cannot-express-signed-saturation",
                format_args!("signed saturation on {op}"),
            );
        }
        match inst.condition {
            Condition::Always => {}
            Condition::Cc(t) if t.cc() < 2 && !float_cc[t.cc() as usize] => problem(
                none,
                "tgsi/cannot-express-condition-code",
                format_args!(
                    "condition-code test on {op} of CC{}, which holds integer condition-code flags",
                    t.cc()
                ),
            ),
            Condition::Cc(_) => problem(
                none,
                "tgsi/cannot-express-condition-code",
                format_args!("condition-code test on {op}"),
            ),
            Condition::Bool { .. } => problem(
                none,
                "tgsi/cannot-express-condition",
                format_args!("boolean-uniform condition on {op}"),
            ),
            Condition::Flags { .. } => problem(
                none,
                "tgsi/cannot-express-condition",
                format_args!("predicate-flag condition on {op}"),
            ),
        }
        if op.has_dst() != inst.dst.is_some()
            || op.has_dst2() != inst.dst2.is_some()
            || inst.src.len() != op.num_srcs()
        {
            problem(
                none,
                "tgsi/cannot-express-operand-count",
                format_args!("{op} with an operand count TGSI does not have"),
            );
        }
        let dsts = inst.dst.iter().map(|d| (d, spans.dst));
        for (dst, here) in dsts.chain(inst.dst2.as_deref().map(|d| (d, none))) {
            if let Some(t) = dst.cond {
                if t.cc() < 2 && !float_cc[t.cc() as usize] {
                    problem(
                        here,
                        "tgsi/cannot-express-conditional-write-mask",
                        format_args!(
                            "conditional write mask testing CC{}, which holds integer \
                             condition-code flags",
                            t.cc()
                        ),
                    );
                } else {
                    problem(
                        here,
                        "tgsi/cannot-express-conditional-write-mask",
                        format_args!("conditional write mask"),
                    );
                }
            }
            if !is_tgsi_file(dst.file()) {
                problem(
                    here,
                    "tgsi/cannot-express-register-file",
                    format_args!("destination in register file {}", dst.file()),
                );
            }
            if dst.indirect.is_some_and(|ind| ind.file() != File::Address) {
                problem(
                    here,
                    "tgsi/cannot-express-relative-address",
                    format_args!("destination addressed through a non-ADDR register"),
                );
            }
            if dst.index() >= MAX_REGISTERS {
                problem(
                    here,
                    "tgsi/cannot-express-register-index",
                    format_args!("destination index {}", dst.index()),
                );
            }
        }
        for (k, src) in inst.src.iter_mut().enumerate() {
            let here = spans.src.get(k).copied().unwrap_or(none);
            if !is_tgsi_file(src.file()) {
                problem(
                    here,
                    "tgsi/cannot-express-register-file",
                    format_args!("source in register file {}", src.file()),
                );
            }
            if src
                .indirect()
                .is_some_and(|ind| ind.file() != File::Address)
            {
                problem(
                    here,
                    "tgsi/cannot-express-relative-address",
                    format_args!("source addressed through a non-ADDR register"),
                );
            }
            if src.indirect().is_none() && src.index() < 0 {
                problem(
                    here,
                    "tgsi/cannot-express-register-index",
                    format_args!("negative source index {}", src.index()),
                );
            }
            if let Some(ind) = src.dimension_indirect {
                if src.file() != File::Input || stage != Stage::Geometry {
                    problem(
                        here,
                        "tgsi/cannot-express-two-dimensional",
                        format_args!("relative outer index of a {} operand", src.file()),
                    );
                } else if ind.file() != File::Address {
                    problem(
                        here,
                        "tgsi/cannot-express-relative-address",
                        format_args!("vertex index addressed through a non-ADDR register"),
                    );
                }
            }
            match (src.file(), src.dimension) {
                (_, None) => {}
                (File::Const, Some(0)) if !buffer_zero_2d => src.dimension = None,
                (File::Const, Some(b)) if b < MAX_CONST_BUFFERS => {}
                (File::Input, Some(_)) if stage == Stage::Geometry => {}
                (f, Some(_)) => problem(
                    here,
                    "tgsi/cannot-express-two-dimensional",
                    format_args!("two-dimensional {f} operand"),
                ),
            }
        }
        match &inst.extra {
            Extra::None if op == Opcode::Cal => problem(
                none,
                "tgsi/cannot-express-branch-target",
                format_args!("CAL without a target"),
            ),
            Extra::None => {}
            Extra::Label(_) if ops::is_branch(op) => {}
            Extra::Label(_) => problem(
                none,
                "tgsi/cannot-express-branch-target",
                format_args!("branch target on {op}"),
            ),
            Extra::Texture(t) => {
                if t.offset.is_some() {
                    problem(
                        none,
                        "tgsi/cannot-express-texel-offset",
                        format_args!("texel offset"),
                    );
                }
            }
            Extra::Range { .. } => problem(
                none,
                "tgsi/cannot-express-code-range",
                format_args!("PICA code range"),
            ),
            Extra::Compare(_) => problem(
                none,
                "tgsi/cannot-express-comparison",
                format_args!("PICA comparison operators"),
            ),
            Extra::SetEmit { .. } => problem(
                none,
                "tgsi/cannot-express-setemit",
                format_args!("SETEMIT payload"),
            ),
            Extra::ExtSwizzle(_) => problem(
                none,
                "tgsi/cannot-express-extended-swizzle",
                format_args!("extended swizzle"),
            ),
        }
        if ops::is_texture(op) && !matches!(inst.extra, Extra::Texture(_)) {
            problem(
                none,
                "tgsi/cannot-express-texture",
                format_args!("{op} without a texture"),
            );
        }
    }

    if !problems.0.is_empty() {
        return Err(Unsupported {
            diagnostics: problems.0.finish(),
        });
    }
    merge_constant_declarations(&mut p);
    let views = match sampler_views(&p) {
        Ok(views) => views,
        Err(unit) => {
            problems.add(
                none,
                "tgsi/cannot-express-texture",
                format_args!("SVIEW[{unit}] is sampled as two different targets"),
            );
            return Err(Unsupported {
                diagnostics: problems.0.finish(),
            });
        }
    };
    let text = declare_views(&rename(&shasm_ir::print::to_text(&p), &renamed), &views);
    // Whatever the checks above missed, the text must load as TGSI. Its
    // spans are in the printed text, not the source: the message says where.
    if let Err(e) = crate::parse_own(&text) {
        let lines = shasm_diag::LineIndex::new(&text);
        for d in e.0.iter().filter(|d| d.is_error()) {
            let (line, col) = lines.line_col(d.span.start);
            problems.add(
                none,
                "tgsi/cannot-express-program",
                format_args!(
                    "the printed text does not load as TGSI: {} (printed line {line}, column {col})",
                    d.message
                ),
            );
        }
        return Err(Unsupported {
            diagnostics: problems.0.finish(),
        });
    }
    Ok(text)
}

/// TGSI declares each register once; a program may bind one constant
/// register through several variables (an NV_gpu_program4 `BUFFER` element
/// in two declarations, `scale = program.buffer[0][7]` and `more[2] = {
/// program.buffer[0][7..8] }`). Overlapping `CONST` ranges of one buffer
/// become one range; the names go (TGSI has none).
fn merge_constant_declarations(p: &mut Program) {
    let plain = |d: &shasm_ir::Declaration| {
        d.file == File::Const && d.binding == Binding::None && d.semantic.is_none()
    };
    let mut kept: Vec<shasm_ir::Declaration> = Vec::with_capacity(p.declarations.len());
    for d in p.declarations.drain(..) {
        // The order of the declarations stays; a range that overlaps an
        // earlier one of its buffer joins it.
        let earlier = kept.iter_mut().find(|k| {
            plain(k)
                && plain(&d)
                && k.dimension == d.dimension
                && d.first <= k.last
                && k.first <= d.last
        });
        match earlier {
            Some(k) => {
                if (d.first, d.last, &d.spelling) != (k.first, k.last, &k.spelling) {
                    k.first = k.first.min(d.first);
                    k.last = k.last.max(d.last);
                    k.spelling = None;
                }
            }
            None => kept.push(d),
        }
    }
    p.declarations = kept;
}

/// The TGSI integer opcode that computes what `inst` (an integer op of
/// type `ty`) computes: `Ok(None)` for a plain MOV, `Err(reason)` where the
/// TGSI ops differ from NV_gpu_program4's (docs/gallium/tgsi.rst "Integer
/// ISA" against NV_gpu_program4 §2.X.8).
fn integer_op(inst: &shasm_ir::Instruction, ty: DataType) -> Result<Option<&'static str>, String> {
    let op = inst.opcode;
    if inst.modifiers.saturate != Saturate::None {
        return Err("TGSI saturation clamps float results only".into());
    }
    if inst.src.iter().any(|s| s.abs || s.negate) {
        // tgsi.rst, Source Modifiers: "32-bit negate and absolute value
        // modifiers on floating-point inputs, and 32-bit integer negates on
        // some drivers".
        return Err(
            "TGSI defines no absolute value of integer operands, and integer negation only on \
             some drivers"
                .into(),
        );
    }
    if op == Opcode::Mov {
        return Ok(None);
    }
    if let Some(found) = ops::integer_spelling(op, ty, inst.modifiers.mul) {
        return Ok(Some(found.name));
    }
    Err(match op {
        Opcode::Shl | Opcode::Shr | Opcode::Div | Opcode::Mod => {
            "NV_gpu_program4 leaves integer division by zero and shift counts outside 0..31 \
             undefined, where TGSI's IDIV, UDIV, MOD, UMOD, SHL, ISHR and USHR define them, so \
             the two programs need not compute the same words"
                .into()
        }
        Opcode::Mul => "TGSI has no 24-bit multiply".into(),
        Opcode::Abs => "TGSI's IABS is signed; the absolute value of an unsigned integer has \
                        no TGSI op"
            .into(),
        Opcode::Cmp => "TGSI's UCMP tests for non-zero, gp4's CMP for negative".into(),
        Opcode::Sub => "TGSI has no integer subtraction".into(),
        Opcode::Flr | Opcode::Ceil | Opcode::Round | Opcode::Trunc => {
            "NV_gpu_program4 clamps out-of-range floats to the nearest integer (issue 41), \
             TGSI's F2I and F2U do not define them"
                .into()
        }
        Opcode::Seq | Opcode::Sne | Opcode::Slt | Opcode::Sge => {
            "no TGSI comparison of this type".into()
        }
        Opcode::Sgt | Opcode::Sle | Opcode::Sfl | Opcode::Str => {
            "TGSI has no integer SGT, SLE, SFL or STR".into()
        }
        _ => format!("TGSI has no integer {op}"),
    })
}

fn type_suffix(ty: DataType) -> &'static str {
    match ty {
        DataType::Unsigned => "U",
        _ => "S",
    }
}

/// The sampler views the SAMPLE-family instructions read, with the target
/// each is declared as (SAMPLE_C's shadow target is the comparison of the
/// view's own), in unit order; `Err(unit)` when one view is read as two.
fn sampler_views(p: &Program) -> Result<Vec<(u32, TexTarget)>, u32> {
    let mut views: Vec<(u32, TexTarget)> = Vec::new();
    for inst in &p.instructions {
        let Extra::Texture(t) = inst.extra else {
            continue;
        };
        if !inst.opcode.uses_sampler_view() {
            continue;
        }
        let declared = if matches!(inst.opcode, Opcode::SampleC | Opcode::SampleCLz) {
            t.target.texture()
        } else {
            t.target
        };
        match views.iter().find(|(u, _)| *u == t.unit) {
            Some((_, d)) if *d != declared => return Err(t.unit),
            Some(_) => {}
            None => views.push((t.unit, declared)),
        }
    }
    views.sort_by_key(|(u, _)| *u);
    Ok(views)
}

/// Add `DCL SVIEW[n], TARGET, FLOAT` after the printed declarations: the
/// IR keeps a view's target in the instructions that read it (shasm's
/// textures return floats).
fn declare_views(text: &str, views: &[(u32, TexTarget)]) -> String {
    if views.is_empty() {
        return text.to_string();
    }
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .rposition(|l| l.starts_with("DCL "))
        .map_or(1.min(lines.len()), |i| i + 1);
    let mut out = String::with_capacity(text.len() + views.len() * 32);
    for (i, line) in lines.iter().enumerate() {
        if i == at {
            for (unit, target) in views {
                let _ = writeln!(out, "DCL SVIEW[{unit}], {}, FLOAT", target.name());
            }
        }
        out.push_str(line);
        out.push('\n');
    }
    if at >= lines.len() {
        for (unit, target) in views {
            let _ = writeln!(out, "DCL SVIEW[{unit}], {}, FLOAT", target.name());
        }
    }
    out
}

/// Replace the opcode of the printed instructions listed in `renamed`
/// (instruction index, TGSI spelling). Instruction lines start with the
/// index, right-aligned in three columns, and `: `; the opcode follows the
/// indentation.
fn rename(text: &str, renamed: &[(usize, &'static str)]) -> String {
    if renamed.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + renamed.len() * 4);
    let mut pending = renamed.iter().peekable();
    for line in text.lines() {
        let mut written = false;
        if let Some(&&(i, name)) = pending.peek() {
            let prefix = format!("{i:3}: ");
            if let Some(rest) = line.strip_prefix(&prefix) {
                let body = rest.trim_start();
                let indent = &rest[..rest.len() - body.len()];
                let operands = body.find([' ', '.']).map_or("", |k| &body[k..]);
                out.push_str(&prefix);
                out.push_str(indent);
                out.push_str(name);
                out.push_str(operands);
                written = true;
                pending.next();
            }
        }
        if !written {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}
