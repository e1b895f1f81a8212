//! The TGSI back end: check that a program only uses what TGSI text can
//! say, then print it with the IR printer.

use crate::limits::{MAX_CONST_BUFFERS, MAX_IMMEDIATES, MAX_REGISTERS};
use crate::{ops, parser};
use shasm_ir::{
    Binding, Condition, DataType, Extra, File, MulVariant, Opcode, Precision, Program, Saturate,
    SemanticName, Stage, StorageFormat,
};
use std::fmt;

/// One construct of a program that TGSI cannot express.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The instruction it is in, if it is in one.
    pub instruction: Option<usize>,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.instruction {
            Some(i) => write!(f, "instruction {i}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// The program uses constructs TGSI text cannot express; each is listed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the program cannot be written as TGSI: {}", list(.problems))]
pub struct Unsupported {
    pub problems: Vec<Problem>,
}

fn list(problems: &[Problem]) -> String {
    problems
        .iter()
        .map(Problem::to_string)
        .collect::<Vec<_>>()
        .join("; ")
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
/// What TGSI cannot express is reported, not dropped: precision, data-type,
/// MUL-variant and condition-code suffixes, signed saturation, conditions on
/// instructions (condition codes, boolean uniforms, PICA flags), conditional
/// write masks, non-TGSI opcodes (NV BRA/KIL/RCC/..., PICA stack ops, SETP,
/// SETEMIT, ...), the PICA range and compare payloads, extended swizzles,
/// texel offsets, files TGSI lacks (CC, PRED, BOOL, INT, LOOP), relative
/// addressing through anything but `ADDR`, two-dimensional operands other
/// than `CONST[b][i]` and geometry inputs, fp16 storage, initial register
/// values, bindings (env, local, named, state), presets, named labels, an
/// entry point other than instruction 0, a fixed end, vertex state programs,
/// non-TGSI properties and semantics, and indices beyond the parser's limits.
///
/// Dropped without loss of meaning: source spellings, the semantic and
/// interpolation of vertex-shader inputs (TGSI has none), the `Int` storage
/// of address registers (TGSI's ADDR is integer). The numeric model
/// ([`Program::semantics`]) is not part of the text: a program printed as
/// TGSI runs with [`shasm_ir::Semantics::tgsi`] when parsed back.
pub fn to_text(program: &Program) -> Result<String, Unsupported> {
    let mut problems = Vec::new();
    let mut p = program.clone();
    let mut problem = |instruction: Option<usize>, message: String| {
        problems.push(Problem {
            instruction,
            message,
        });
    };

    if p.stage == Stage::VertexState {
        problem(
            None,
            "vertex state programs have no TGSI processor type".into(),
        );
    }
    if p.entry != 0 {
        problem(
            None,
            format!("the entry point is instruction {}, not 0", p.entry),
        );
    }
    if let Some(end) = p.end {
        problem(
            None,
            format!("the program ends at a fixed instruction ({end})"),
        );
    }
    for label in &p.labels {
        problem(None, format!("named label `{}`", label.name));
    }
    for preset in &p.presets {
        problem(
            None,
            format!("preset value of {}[{}]", preset.file, preset.index),
        );
    }
    for prop in &p.properties {
        if !parser::is_property(&prop.name) {
            problem(
                None,
                format!("property `{}` is not a TGSI property", prop.name),
            );
        }
    }
    if p.immediates.len() > MAX_IMMEDIATES as usize {
        problem(
            None,
            format!(
                "{} immediates (at most {MAX_IMMEDIATES})",
                p.immediates.len()
            ),
        );
    }
    for imm in &mut p.immediates {
        imm.len = imm.len.clamp(1, 4);
    }

    let stage = p.stage;
    for d in &mut p.declarations {
        let name = format!("DCL {}[{}..{}]", d.file, d.first, d.last);
        d.spelling = None;
        if !is_tgsi_file(d.file) || d.file == File::Immediate {
            problem(
                None,
                format!("{name}: register file {} has no TGSI spelling", d.file),
            );
        }
        if d.last >= MAX_REGISTERS {
            problem(None, format!("{name}: index beyond {}", MAX_REGISTERS - 1));
        }
        match d.format {
            StorageFormat::F32 => {}
            StorageFormat::Int if d.file == File::Address => d.format = StorageFormat::F32,
            StorageFormat::Int => problem(None, format!("{name}: integer storage")),
            StorageFormat::F16 => problem(None, format!("{name}: fp16 storage")),
        }
        if d.initial != [0; 4] {
            problem(None, format!("{name}: initial value"));
        }
        match &d.binding {
            Binding::None => {}
            Binding::Env => problem(None, format!("{name}: ENV binding")),
            Binding::Local => problem(None, format!("{name}: LOCAL binding")),
            Binding::Named(n) => problem(None, format!("{name}: named binding `{n}`")),
            Binding::State(s) => problem(None, format!("{name}: state binding `{s}`")),
        }
        match (d.file, d.dimension) {
            (_, None) => {}
            (File::Const, Some(0)) => d.dimension = None,
            (File::Const, Some(b)) if b < MAX_CONST_BUFFERS => {}
            (_, Some(_)) => problem(None, format!("{name}: two-dimensional declaration")),
        }
        if d.file == File::Input && stage == Stage::Vertex {
            d.semantic = None;
            d.interpolation = None;
        }
        if let Some(s) = d.semantic {
            if matches!(s.name, SemanticName::Quaternion | SemanticName::View) {
                problem(
                    None,
                    format!("{name}: semantic {} is not TGSI's", s.name.name()),
                );
            }
            if !matches!(d.file, File::Input | File::Output | File::SystemValue) {
                problem(None, format!("{name}: a semantic on {}", d.file));
            }
        } else if d.file == File::SystemValue {
            problem(None, format!("{name}: a system value without a semantic"));
        }
        if d.interpolation.is_some() && d.file != File::Input {
            problem(None, format!("{name}: interpolation of {}", d.file));
        }
    }

    for (i, inst) in p.instructions.iter_mut().enumerate() {
        let at = Some(i);
        let op = inst.opcode;
        if !ops::is_tgsi(op) {
            problem(at, format!("opcode {op} has no TGSI spelling"));
        }
        let m = &inst.modifiers;
        if m.precision != Precision::Default {
            problem(at, format!("precision suffix on {op}"));
        }
        if m.data_type != DataType::Float {
            problem(at, format!("data-type suffix on {op}"));
        }
        if m.cc_update.is_some() {
            problem(at, format!("condition-code update on {op}"));
        }
        if m.mul != MulVariant::Full {
            problem(at, format!("MUL variant on {op}"));
        }
        if m.saturate == Saturate::MinusOneOne {
            problem(at, format!("signed saturation on {op}"));
        }
        match inst.condition {
            Condition::Always => {}
            Condition::Cc(_) => problem(at, format!("condition-code test on {op}")),
            Condition::Bool { .. } => problem(at, format!("boolean-uniform condition on {op}")),
            Condition::Flags { .. } => problem(at, format!("predicate-flag condition on {op}")),
        }
        if op.has_dst() != inst.dst.is_some() || inst.src.len() != op.num_srcs() {
            problem(at, format!("{op} with an operand count TGSI does not have"));
        }
        if let Some(dst) = &inst.dst {
            if dst.cond.is_some() {
                problem(at, "conditional write mask".into());
            }
            if !is_tgsi_file(dst.file) {
                problem(at, format!("destination in register file {}", dst.file));
            }
            if dst.indirect.is_some_and(|ind| ind.file != File::Address) {
                problem(
                    at,
                    "destination addressed through a non-ADDR register".into(),
                );
            }
            if dst.index >= MAX_REGISTERS {
                problem(at, format!("destination index {}", dst.index));
            }
        }
        for src in &mut inst.src {
            if !is_tgsi_file(src.file) {
                problem(at, format!("source in register file {}", src.file));
            }
            if src.indirect.is_some_and(|ind| ind.file != File::Address) {
                problem(at, "source addressed through a non-ADDR register".into());
            }
            if src.indirect.is_none() && src.index < 0 {
                problem(at, format!("negative source index {}", src.index));
            }
            match (src.file, src.dimension) {
                (_, None) => {}
                (File::Const, Some(0)) => src.dimension = None,
                (File::Const, Some(b)) if b < MAX_CONST_BUFFERS => {}
                (File::Input, Some(_)) if stage == Stage::Geometry => {}
                (f, Some(_)) => problem(at, format!("two-dimensional {f} operand")),
            }
        }
        match &inst.extra {
            Extra::None if op == Opcode::Cal => problem(at, "CAL without a target".into()),
            Extra::None => {}
            Extra::Label(_) if ops::is_branch(op) => {}
            Extra::Label(_) => problem(at, format!("branch target on {op}")),
            Extra::Texture(t) => {
                if t.offset.is_some() {
                    problem(at, "texel offset".into());
                }
            }
            Extra::Range { .. } => problem(at, "PICA code range".into()),
            Extra::Compare(_) => problem(at, "PICA comparison operators".into()),
            Extra::SetEmit { .. } => problem(at, "SETEMIT payload".into()),
            Extra::ExtSwizzle(_) => problem(at, "extended swizzle".into()),
        }
        if ops::is_texture(op) && !matches!(inst.extra, Extra::Texture(_)) {
            problem(at, format!("{op} without a texture"));
        }
    }

    if !problems.is_empty() {
        return Err(Unsupported { problems });
    }
    let text = shasm_ir::print::to_text(&p);
    // Whatever the checks above missed, the text must load as TGSI.
    if let Err(diagnostics) = crate::parse(&text) {
        return Err(Unsupported {
            problems: diagnostics
                .0
                .into_iter()
                .map(|d| Problem {
                    instruction: None,
                    message: format!("the printed text does not load as TGSI: {}", d.message),
                })
                .collect(),
        });
    }
    Ok(text)
}
