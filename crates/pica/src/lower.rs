//! Lowering PICA200 code into the shared IR (see `shasm_ir`'s "PICA200"
//! mapping): one IR instruction per code word, so code offsets are
//! instruction indices. The span of an instruction lowered from a SHBIN
//! read from a file is the byte range of its word in that file
//! ([`Shbin::word_file_offset`]); from an assembly, its statement.
//!
//! * `v0..v15`, `o0..o15`, `r0..r15`, `c0..c95`, `b0..b15`, `i0..i3` → IN,
//!   OUT, TEMP, CONST, BOOL, INT, spelled as picasso spells them; `a0.x`,
//!   `a0.y` → `ADDR[0].x/.y`; `aL` → `LOOP[0].x`; `cmp` → `PRED[0]`.
//! * Uniform-table names → declarations bound by [`Binding::Named`];
//!   DVLE constants → [`Program::presets`]; outputs → semantics.
//! * CMP → SETP, MOVA → MOVA, IFC/IFU → IFR, CALL* → CALR, LOOP → LOOPR,
//!   BREAK/BREAKC → BRKR, JMPC/JMPU → BRA; the inverted forms → the plain
//!   ops with the same source order.

use crate::asm::Assembled;
use crate::encoding::{Instruction as Word, OperandDescriptor, decode};
use crate::isa::{Format, IndexReg, Op, Reg, RegFile};
use crate::shbin::{ConstantValue, OutputSemantic, ShaderType, Shbin, UniformRegister};
use shasm_ir::numeric::f24;
use shasm_ir::{
    Binding, Condition, Declaration, Dst, Extra, File, FileId, FlagCombine, Indirect, InstId,
    InstSpans, Instruction, Label, Preset, Program, Semantic, SemanticName, Semantics, Span,
    Spelling, Src, Stage, StorageFormat, WriteMask,
};
use thiserror::Error;

/// Why a SHBIN entry point cannot be lowered.
#[non_exhaustive]
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum LowerError {
    #[error("the SHBIN has no DVLE {0}")]
    NoSuchDvle(usize),
    #[error("DVLE {dvle}: the entry point {entry} is outside the {len}-word code")]
    EntryOutOfRange { dvle: usize, entry: u32, len: usize },
    #[error("word {at}: unknown opcode {opcode:#04x}")]
    UnknownOpcode { at: usize, opcode: u8 },
    #[error("word {at}: operand descriptor {index} does not exist ({count} in the table)")]
    MissingDescriptor { at: usize, index: u8, count: usize },
    #[error("DVLE {dvle}: unknown shader type {kind}")]
    UnknownShaderType { dvle: usize, kind: u8 },
}

/// The IR file and index of a PICA200 register.
pub fn ir_reg(reg: Reg) -> (File, u32) {
    let file = match reg.file {
        RegFile::Input => File::Input,
        RegFile::Output => File::Output,
        RegFile::Temp => File::Temp,
        RegFile::Const => File::Const,
        RegFile::Int => File::IntConst,
        RegFile::Bool => File::BoolConst,
    };
    (file, reg.index)
}

fn indirect(ix: IndexReg) -> Indirect {
    match ix {
        IndexReg::A0X => Indirect::new(File::Address, 0, 0),
        IndexReg::A0Y => Indirect::new(File::Address, 0, 1),
        IndexReg::Al => Indirect::new(File::LoopCounter, 0, 0),
    }
}

fn semantic(s: OutputSemantic) -> Option<Semantic> {
    let (name, index) = match s {
        OutputSemantic::Position => (SemanticName::Position, 0),
        OutputSemantic::NormalQuat => (SemanticName::Quaternion, 0),
        OutputSemantic::Color => (SemanticName::Color, 0),
        // texcoord0w is the projective w of texture coordinate 0.
        OutputSemantic::TexCoord0 | OutputSemantic::TexCoord0W => (SemanticName::TexCoord, 0),
        OutputSemantic::TexCoord1 => (SemanticName::TexCoord, 1),
        OutputSemantic::TexCoord2 => (SemanticName::TexCoord, 2),
        OutputSemantic::View => (SemanticName::View, 0),
        OutputSemantic::Dummy | OutputSemantic::Other(_) => return None,
    };
    Some(Semantic { name, index })
}

/// A name bound to registers `first..=last` of a file.
struct Named {
    first: u32,
    last: u32,
    name: String,
}

/// Declare `file[0..size)`: the named ranges, and plain declarations for
/// the gaps between them; every register spelled `{prefix}{index}`.
fn declare(
    p: &mut Program,
    file: File,
    size: u32,
    prefix: &str,
    format: StorageFormat,
    mut named: Vec<Named>,
) {
    named.retain(|n| n.first <= n.last && n.last < size);
    named.sort_by_key(|n| n.first);
    let mut next = 0;
    let spelled = |first: u32, last: u32| {
        let mut d = Declaration::new(file, first, last);
        d.format = format;
        d.spelling = Some(Spelling::Indexed {
            prefix: prefix.into(),
            suffix: String::new(),
            base: first,
        });
        d
    };
    for n in named {
        if n.first < next {
            // Overlaps an earlier name: the earlier declaration wins.
            continue;
        }
        if n.first > next {
            p.declarations.push(spelled(next, n.first - 1));
        }
        let mut d = spelled(n.first, n.last);
        d.binding = Binding::Named(n.name);
        p.declarations.push(d);
        next = n.last + 1;
    }
    if next < size {
        p.declarations.push(spelled(next, size - 1));
    }
}

/// Lower entry point `dvle` of a SHBIN into an IR program.
pub fn lower(shbin: &Shbin, dvle: usize, semantics: Semantics) -> Result<Program, LowerError> {
    let d = shbin.dvles.get(dvle).ok_or(LowerError::NoSuchDvle(dvle))?;
    let code = &shbin.dvlp.code;
    if d.entry as usize >= code.len() {
        return Err(LowerError::EntryOutOfRange {
            dvle,
            entry: d.entry,
            len: code.len(),
        });
    }
    let stage = match d.shader_type {
        ShaderType::Vertex => Stage::Vertex,
        ShaderType::Geometry => Stage::Geometry,
        ShaderType::Other(kind) => return Err(LowerError::UnknownShaderType { dvle, kind }),
    };
    let mut p = Program::new(stage, semantics);

    // Names from the uniform table.
    let mut names: [Vec<Named>; 4] = Default::default();
    for u in &d.uniforms {
        let Some(name) = d.uniform_name(u) else {
            continue;
        };
        let len = u.len();
        if len == 0 {
            continue;
        }
        let (slot, first) = match u.first_register() {
            UniformRegister::Input(i) => (0, i),
            UniformRegister::Float(i) => (1, i),
            UniformRegister::Int(i) => (2, i),
            UniformRegister::Bool(i) => (3, i),
            UniformRegister::Other(_) => continue,
        };
        let first = u32::from(first);
        names[slot].push(Named {
            first,
            last: first + len - 1,
            name: name.to_string(),
        });
    }
    let [inputs, floats, ints, bools] = names;
    declare(&mut p, File::Input, 16, "v", StorageFormat::F32, inputs);
    declare_outputs(&mut p, d);
    declare(&mut p, File::Temp, 16, "r", StorageFormat::F32, Vec::new());
    declare(&mut p, File::Const, 96, "c", StorageFormat::F32, floats);
    declare(&mut p, File::IntConst, 4, "i", StorageFormat::Int, ints);
    declare(&mut p, File::BoolConst, 16, "b", StorageFormat::Int, bools);
    let mut a0 = Declaration::new(File::Address, 0, 0);
    a0.format = StorageFormat::Int;
    a0.spelling = Some(Spelling::Named("a0".into()));
    p.declarations.push(a0);
    let mut al = Declaration::new(File::LoopCounter, 0, 0);
    al.format = StorageFormat::Int;
    al.spelling = Some(Spelling::Named("aL".into()));
    p.declarations.push(al);

    for c in &d.constants {
        let index = u32::from(c.register);
        let preset = match c.value() {
            Some(ConstantValue::Float(w)) if index < 96 => Preset {
                reg: shasm_ir::Reg::new(File::Const, index),
                value: w.map(|x| f24::decode(x).to_bits()),
            },
            Some(ConstantValue::Int(v)) if index < 4 => Preset {
                reg: shasm_ir::Reg::new(File::IntConst, index),
                value: v.map(u32::from),
            },
            Some(ConstantValue::Bool(b)) if index < 16 => Preset {
                reg: shasm_ir::Reg::new(File::BoolConst, index),
                value: [u32::from(b), 0, 0, 0],
            },
            _ => continue,
        };
        p.presets.push(preset);
    }
    for l in &d.labels {
        if let Some(name) = d.symbol(l.symbol()) {
            p.labels.push(Label {
                name: name.to_string(),
                target: InstId::saturating(l.offset()),
            });
        }
    }
    for (at, &w) in code.iter().enumerate() {
        let word = decode(w).map_err(|_| LowerError::UnknownOpcode {
            at,
            opcode: (w >> 26) as u8,
        })?;
        let inst = lower_word(&word, at, shbin)?;
        // The word's place in the file, so that run-time errors can name it.
        let span = shbin.word_file_offset(at).map_or(Span::NONE, |offset| {
            Span::new(offset, offset.saturating_add(4))
        });
        p.instructions.push(inst);
        p.spans.push(InstSpans::of(span));
    }
    // Checked against the code length above.
    p.entry = InstId::saturating(d.entry);
    // The hardware runs until END; the DVLE's end offset is metadata.
    p.end = None;
    p.origin = translation_origin(code, semantics);
    Ok(p)
}

/// What a translation needs to know about a PICA200 program
/// ([`shasm_ir::origin`]; docs/cli.md, "translate --to tgsi"). Jump
/// targets are instruction numbers; the integer and boolean uniforms, the
/// loop counter and (unless used) the address register are machine state
/// the lowering declares, not program declarations; `.constf` constants are
/// immediates (refused, naming them, where the program indexes float
/// uniforms); uniform names are symbols; the quaternion and view outputs
/// become GENERIC ones; the f32 model's RSQ rounds twice; float24 gets a
/// warning. A refused instruction is named as written with the reason in
/// picasso's terms (`refusal`).
fn translation_origin(code: &[u32], semantics: Semantics) -> shasm_ir::Origin {
    use shasm_ir::origin::{Rephrase, Step};
    let mut steps = vec![
        Step::ClearLabels,
        Step::DropDeclarations {
            files: vec![File::IntConst, File::BoolConst, File::LoopCounter],
            unused: vec![File::Address],
        },
        Step::PresetsAsImmediatesOrRefuse {
            code: "tgsi/cannot-express-preset",
            names: Vec::new(),
        },
        Step::DropNamedBindings,
        Step::SemanticsAsGeneric {
            code: "pica/translate-semantic",
        },
        Step::RsqTwoRoundings,
    ];
    if semantics == Semantics::pica() {
        steps.push(Step::Warning {
            code: "pica/translate-float24",
            message: "the program computes in the PICA200's float24; TGSI computes in binary32 \
                      (translate with --float-model f32 to say that this is intended)",
        });
    }
    steps.push(Step::TargetSemantics);
    shasm_ir::Origin {
        steps,
        refusals: Vec::new(),
        rephrase: Some(Rephrase {
            reasons: code
                .iter()
                .map(|&w| {
                    decode(w)
                        .ok()
                        .and_then(|word| refusal(word.op, word.uniform))
                })
                .collect(),
            relative: Some(
                "it indexes float uniforms by the loop counter aL: TGSI indexes only through an \
                 address register"
                    .to_string(),
            ),
        }),
    }
}

/// Why TGSI cannot express an instruction of op `op` (`uniform`: the
/// uniform it tests), in picasso's terms, where the op says it.
fn refusal(op: crate::Op, uniform: u8) -> Option<String> {
    use crate::Op;
    let flags = "it tests the condition flags that `cmp` sets: TGSI has no condition flags";
    Some(match op {
        Op::Loop => format!(
            "it repeats as often as the integer uniform i{} says, counting in aL: TGSI has \
             no integer uniforms and its loops have no counter",
            uniform & 3
        ),
        Op::Ifu | Op::Callu | Op::Jmpu => {
            format!("it tests the boolean uniform b{uniform}: TGSI has no boolean uniforms")
        }
        Op::Ifc | Op::Callc | Op::Jmpc | Op::Breakc => flags.to_string(),
        Op::Cmp => "it sets the condition flags: TGSI has no condition flags".to_string(),
        Op::Call => "it runs a range of instructions and returns after its last one: \
                     TGSI's CAL returns at a RET"
            .to_string(),
        Op::Mova => {
            "it loads the address registers a0.x and a0.y: TGSI has no such load".to_string()
        }
        Op::Setemit => "it chooses a geometry vertex slot: TGSI has no such slots".to_string(),
        _ => return None,
    })
}

/// Lower entry point `dvle` of an assembly, with the source spans of the
/// words that came from `file` and the procedures and labels as IR labels.
pub fn lower_assembled(
    asm: &Assembled,
    dvle: usize,
    semantics: Semantics,
) -> Result<Program, LowerError> {
    let mut p = lower(&asm.shbin, dvle, semantics)?;
    let file = asm.dvle_files.get(dvle).copied().unwrap_or(0);
    // The spans point into the source file of this entry point; a word from
    // another source file has no span in this one.
    p.spans.file = FileId(u32::try_from(file).unwrap_or(u32::MAX));
    for (k, origin) in asm.origins.iter().enumerate().take(p.instructions.len()) {
        let span = if origin.file == file {
            Span::from(origin.span.clone())
        } else {
            Span::NONE
        };
        if let Some(id) = InstId::from_index(k) {
            p.spans.set(id, InstSpans::of(span));
        }
    }
    for proc in &asm.procedures {
        p.labels.push(Label {
            name: proc.name.clone(),
            target: InstId::saturating(proc.start),
        });
    }
    for l in asm.labels.iter().filter(|l| l.file == file) {
        p.labels.push(Label {
            name: l.name.clone(),
            target: InstId::saturating(l.target),
        });
    }
    // A refused `.constf` is named by its `.alias` or uniform name too.
    let constants: Vec<(u32, String)> = asm
        .names
        .iter()
        .filter(|n| n.file == file && n.swizzle == shasm_ir::Swizzle::IDENTITY && !n.negate)
        .filter_map(|n| match ir_reg(n.reg) {
            (File::Const, index) => Some((index, n.name.clone())),
            _ => None,
        })
        .collect();
    for step in &mut p.origin.steps {
        if let shasm_ir::origin::Step::PresetsAsImmediatesOrRefuse { names, .. } = step {
            names.clone_from(&constants);
        }
    }
    Ok(p)
}

fn declare_outputs(p: &mut Program, d: &crate::shbin::Dvle) {
    for r in 0..16u32 {
        let mut decl = Declaration::new(File::Output, r, r);
        decl.spelling = Some(Spelling::Indexed {
            prefix: "o".into(),
            suffix: String::new(),
            base: r,
        });
        let mut mask = 0u8;
        for o in d.outputs.iter().filter(|o| u32::from(o.register) == r) {
            mask |= (o.mask & 0xF) as u8;
            if decl.semantic.is_none() {
                decl.semantic = semantic(o.semantic());
            }
        }
        if mask != 0 {
            decl.mask = WriteMask(mask);
        }
        p.declarations.push(decl);
    }
}

fn src(word: &Word, desc: OperandDescriptor, n: usize) -> Src {
    let (file, index) = ir_reg(word.src_reg(n));
    let mut s = Src::new(file, index).swizzled(desc.swizzle(n));
    if desc.negate(n) {
        s = s.negated();
    }
    if word.format().wide_src() == Some(n)
        && let Some(ix) = word.index_reg()
    {
        // Kept for every file: the interpreter ignores the address register
        // for inputs and temporaries, as the hardware does.
        s.set_indirect(Some(indirect(ix)));
    }
    s
}

fn flag_condition(word: &Word) -> Condition {
    let (combine, refs): (FlagCombine, [bool; 2]) = word.flag_condition();
    Condition::Flags { combine, refs }
}

/// Lower one word.
fn lower_word(word: &Word, at: usize, shbin: &Shbin) -> Result<Instruction, LowerError> {
    let op = word.op;
    let info = op.info();
    let format = info.format;
    let mut inst = Instruction::new(info.ir);
    if format.has_desc() {
        let count = shbin.dvlp.opdescs.len();
        let desc = shbin
            .dvlp
            .opdescs
            .get(usize::from(word.desc))
            .map(|e| e.descriptor)
            .ok_or(LowerError::MissingDescriptor {
                at,
                index: word.desc,
                count,
            })?;
        for n in 0..format.num_srcs() {
            inst.src.push(src(word, desc, n));
        }
        let mask = WriteMask(desc.dest_mask());
        match op {
            Op::Cmp => {
                inst.dst = Some(Dst::new(File::Predicate, 0).masked(WriteMask(0b0011)));
                inst.extra = Extra::Compare(word.compare_ops());
            }
            Op::Mova => {
                // MOVA writes (a0.x, a0.y, -, -) under the mask.
                let m = mask.0 & 0b0011;
                if m == 0 {
                    // Writes nothing: keep the word as a NOP.
                    return Ok(Instruction::new(shasm_ir::Opcode::Nop));
                }
                inst.dst = Some(Dst::new(File::Address, 0).masked(WriteMask(m)));
            }
            _ => {
                if mask.0 == 0 {
                    // An empty mask writes nothing.
                    return Ok(Instruction::new(shasm_ir::Opcode::Nop));
                }
                let (file, index) = ir_reg(word.dst_reg());
                inst.dst = Some(Dst::new(file, index).masked(mask));
            }
        }
        return Ok(inst);
    }
    let target = u32::from(word.target);
    let num = u32::from(word.num);
    match op {
        Op::Breakc => inst.condition = flag_condition(word),
        Op::Call => {
            inst.extra = Extra::Range {
                target: InstId::saturating(target),
                count: num,
            }
        }
        Op::Callc | Op::Ifc => {
            inst.extra = Extra::Range {
                target: InstId::saturating(target),
                count: num,
            };
            inst.condition = flag_condition(word);
        }
        Op::Callu | Op::Ifu => {
            inst.extra = Extra::Range {
                target: InstId::saturating(target),
                count: num,
            };
            inst.condition = Condition::Bool {
                index: u32::from(word.uniform),
                negate: false,
            };
        }
        Op::Loop => {
            inst.extra = Extra::Range {
                target: InstId::saturating(target),
                count: num,
            };
            inst.src
                .push(Src::new(File::IntConst, u32::from(word.uniform & 3)));
        }
        Op::Jmpc => {
            inst.extra = Extra::Label(InstId::saturating(target));
            inst.condition = flag_condition(word);
        }
        Op::Jmpu => {
            inst.extra = Extra::Label(InstId::saturating(target));
            // JMPU: "Having bit 0 of NUM = 1 will invert the test".
            inst.condition = Condition::Bool {
                index: u32::from(word.uniform),
                negate: num & 1 != 0,
            };
        }
        Op::Setemit => {
            inst.extra = Extra::SetEmit {
                vertex: word.vertex_id,
                primitive: word.prim_emit,
                winding: word.winding,
            };
        }
        _ => {}
    }
    debug_assert!(matches!(
        format,
        Format::Zero | Format::Two | Format::Three | Format::Four
    ));
    Ok(inst)
}
