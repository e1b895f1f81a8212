//! The IR printer: TGSI text (Mesa's dialect) plus documented extensions for
//! what TGSI cannot say.
//!
//! A program that came from TGSI prints as plain TGSI that `shasm-tgsi`
//! parses back to the same IR. Everything else uses these extensions:
//!
//! | IR feature | printed as |
//! | --- | --- |
//! | precision | `.F32` / `.F16` / `.FX12` after the opcode |
//! | data type | `.S` / `.U` |
//! | condition-code update | `.CC0` / `.CC1` |
//! | MUL variants | `.LO24` / `.HI` |
//! | conditional write | `TEMP[0].xy (GT.wzyx)` (`GT1` for CC1) |
//! | flow/kill condition | trailing `(GT.x)`, `(BOOL[3])`, `(!BOOL[3])`, `(AND x=1 y=0)` |
//! | PICA ranges | `IFR :12, 3` (target word, count) |
//! | PICA CMP | `SETP PRED[0].xy, a, b, LT, GE` |
//! | SETEMIT | `SETEMIT 2, PRIM, INV` |
//! | storage format, initial value, binding | `DCL` attributes `FP16`, `INIT(…)`, `ENV`, `LOCAL`, `NAMED("n")`, `STATE("s")` |
//! | source spelling | `DCL` attribute `SPELL("c[", "]", 0)` / `SPELL("o[HPOS]")` |
//! | presets | `PRESET CONST[95] { … }` |
//! | named labels | `LABEL name :7` |
//!
//! Floats print as the shortest decimal that reads back to the same bits;
//! NaNs and infinities print as raw words (`0x7fc00000`).

use crate::handle::InstId;
use crate::instruction::{Condition, Extra, FlagCombine, Instruction, Precision, Saturate};
use crate::instruction::{DataType, ExtSel, MulVariant};
use crate::opcode::Opcode;
use crate::operand::{CondTest, Dst, File, Indirect, Src, Swizzle};
use crate::program::{Binding, Declaration, ImmType, Program, Spelling, StorageFormat};
use std::fmt::{self, Write};

/// The deepest block nesting the printer shows by indentation (two spaces
/// a level); deeper blocks print at this depth. TGSI allows any depth, and
/// unbounded indentation made the output quadratic in the nesting (10,000
/// nested IFs printed 200 MB).
pub const MAX_INDENT_DEPTH: usize = 32;

/// Print a whole program.
pub fn write_program(f: &mut dyn Write, p: &Program) -> fmt::Result {
    writeln!(f, "{}", p.stage.header())?;
    for prop in &p.properties {
        writeln!(f, "PROPERTY {prop}")?;
    }
    for d in &p.declarations {
        write_declaration(f, d)?;
        writeln!(f)?;
    }
    for (i, imm) in p.immediates.iter().enumerate() {
        write!(f, "IMM[{i}] {} {{", imm.ty.name())?;
        for (k, &v) in imm.values.iter().take(imm.len.max(1) as usize).enumerate() {
            if k > 0 {
                f.write_str(", ")?;
            }
            write_imm_value(f, imm.ty, v)?;
        }
        writeln!(f, "}}")?;
    }
    for preset in &p.presets {
        write!(f, "PRESET {} {{", preset.reg)?;
        for (k, v) in preset.value.iter().enumerate() {
            if k > 0 {
                f.write_str(", ")?;
            }
            write_float_bits(f, *v)?;
        }
        writeln!(f, "}}")?;
    }
    for label in &p.labels {
        writeln!(f, "LABEL {} :{}", label.name, label.target)?;
    }
    if p.entry != InstId::ZERO {
        writeln!(f, "PROPERTY SHASM_ENTRY {}", p.entry)?;
    }
    let mut indent = 0usize;
    for (i, inst) in p.instructions.iter().enumerate() {
        if matches!(
            inst.opcode,
            Opcode::Else | Opcode::Endif | Opcode::Endloop | Opcode::Endrep | Opcode::Endsub
        ) {
            indent = indent.saturating_sub(1);
        }
        write!(f, "{i:3}: ")?;
        for _ in 0..indent.min(MAX_INDENT_DEPTH) {
            f.write_str("  ")?;
        }
        write_instruction(f, inst)?;
        writeln!(f)?;
        if matches!(
            inst.opcode,
            Opcode::If
                | Opcode::Uif
                | Opcode::Else
                | Opcode::Bgnloop
                | Opcode::Rep
                | Opcode::Bgnsub
        ) {
            indent += 1;
        }
    }
    Ok(())
}

/// Print one declaration (without the newline).
pub fn write_declaration(f: &mut dyn Write, d: &Declaration) -> fmt::Result {
    write!(f, "DCL {}", d.file.name())?;
    if let Some(dim) = d.dimension {
        write!(f, "[{dim}]")?;
    }
    if d.first == d.last {
        write!(f, "[{}]", d.first)?;
    } else {
        write!(f, "[{}..{}]", d.first, d.last)?;
    }
    if !d.mask.is_full() {
        write!(f, ".{}", d.mask)?;
    }
    if let Some(s) = d.semantic {
        write!(f, ", {}", s.name.name())?;
        if s.index != 0 || needs_semantic_index(s.name) {
            write!(f, "[{}]", s.index)?;
        }
    }
    if let Some(i) = d.interpolation {
        write!(f, ", {}", i.name())?;
    }
    if d.location != crate::InterpLocation::Center {
        write!(f, ", {}", d.location.name())?;
    }
    match d.format {
        StorageFormat::F32 => {}
        StorageFormat::F16 => f.write_str(", FP16")?,
        StorageFormat::Int => f.write_str(", INTEGER")?,
    }
    if d.initial != [0; 4] {
        f.write_str(", INIT(")?;
        for (k, v) in d.initial.iter().enumerate() {
            if k > 0 {
                f.write_str(", ")?;
            }
            write_float_bits(f, *v)?;
        }
        f.write_str(")")?;
    }
    match &d.binding {
        Binding::None => {}
        Binding::Env => f.write_str(", ENV")?,
        Binding::Local => f.write_str(", LOCAL")?,
        Binding::Named(n) => write!(f, ", NAMED({n:?})")?,
        Binding::State(s) => write!(f, ", STATE(\"{s}\")")?,
    }
    match &d.spelling {
        None => {}
        Some(Spelling::Indexed {
            prefix,
            suffix,
            base,
        }) => write!(f, ", SPELL({prefix:?}, {suffix:?}, {base})")?,
        Some(Spelling::Named(n)) => write!(f, ", SPELL({n:?})")?,
    }
    Ok(())
}

/// Mesa prints an index for the semantics that are arrays.
fn needs_semantic_index(name: crate::program::SemanticName) -> bool {
    use crate::program::SemanticName as S;
    matches!(
        name,
        S::Generic | S::Color | S::BColor | S::TexCoord | S::ClipDist
    )
}

fn write_imm_value(f: &mut dyn Write, ty: ImmType, v: u32) -> fmt::Result {
    match ty {
        ImmType::Flt32 => write_float_bits(f, v),
        ImmType::Uint32 => write!(f, "{v}"),
        ImmType::Int32 => write!(f, "{}", v as i32),
    }
}

/// Write a float word as the shortest decimal that reads back bit-exactly, or
/// as a hexadecimal word for NaN and infinities.
pub fn write_float_bits(f: &mut dyn Write, bits: u32) -> fmt::Result {
    let v = f32::from_bits(bits);
    if v.is_finite() {
        // `{:?}` is the shortest round-tripping representation and keeps -0.0.
        write!(f, "{v:?}")
    } else {
        write!(f, "0x{bits:08x}")
    }
}

/// Print one instruction (without index or newline).
pub fn write_instruction(f: &mut dyn Write, inst: &Instruction) -> fmt::Result {
    f.write_str(inst.opcode.name())?;
    let m = &inst.modifiers;
    match m.precision {
        Precision::Default => {}
        Precision::Full => f.write_str(".F32")?,
        Precision::Half => f.write_str(".F16")?,
        Precision::Fixed => f.write_str(".FX12")?,
    }
    match m.data_type {
        DataType::Float => {}
        DataType::Signed => f.write_str(".S")?,
        DataType::Unsigned => f.write_str(".U")?,
    }
    if let Some(cc) = m.cc_update {
        write!(f, ".CC{cc}")?;
    }
    match m.mul {
        MulVariant::Full => {}
        MulVariant::Low24 => f.write_str(".LO24")?,
        MulVariant::High => f.write_str(".HI")?,
    }
    match m.saturate {
        Saturate::None => {}
        Saturate::ZeroOne => f.write_str("_SAT")?,
        Saturate::MinusOneOne => f.write_str("_SSAT")?,
    }

    let mut first = true;
    let mut sep = |f: &mut dyn Write| -> fmt::Result {
        let s = if first { " " } else { ", " };
        first = false;
        f.write_str(s)
    };
    for dst in inst.dsts() {
        sep(f)?;
        write_dst(f, dst)?;
    }
    let view = match &inst.extra {
        Extra::Texture(t) if inst.opcode.uses_sampler_view() => Some(t),
        _ => None,
    };
    if let Some(t) = view {
        // TGSI's SAMPLE family: `SAMPLE dst, address, SVIEW[n], SAMP[n],
        // more sources`; the target is the view's declaration's.
        for (k, src) in inst.src.iter().enumerate() {
            sep(f)?;
            if k == 1 {
                write!(f, "SVIEW[{}]", t.unit)?;
                if inst.opcode.takes_sampler() {
                    write!(f, ", SAMP[{}]", t.unit)?;
                }
                f.write_str(", ")?;
            }
            write_src(f, src)?;
        }
        if inst.src.len() == 1 {
            write!(f, ", SVIEW[{}]", t.unit)?;
            if inst.opcode.takes_sampler() {
                write!(f, ", SAMP[{}]", t.unit)?;
            }
        }
    } else {
        for src in &inst.src {
            sep(f)?;
            write_src(f, src)?;
        }
    }
    match &inst.extra {
        Extra::Texture(_) if view.is_some() => {}
        Extra::None => {}
        Extra::Label(l) => write!(f, " :{l}")?,
        Extra::Range { target, count } => {
            if inst.opcode == Opcode::Loopr {
                write!(f, " :{target}")?;
            } else {
                write!(f, " :{target}, {count}")?;
            }
        }
        Extra::Texture(t) => {
            sep(f)?;
            write!(f, "SAMP[{}], {}", t.unit, t.target.name())?;
            if let Some([x, y, z]) = t.offset {
                write!(f, ", OFFSET({x}, {y}, {z})")?;
            }
        }
        Extra::Compare([x, y]) => {
            sep(f)?;
            write!(f, "{}, {}", x.name(), y.name())?;
        }
        Extra::SetEmit {
            vertex,
            primitive,
            winding,
        } => {
            sep(f)?;
            write!(f, "{vertex}")?;
            if *primitive {
                f.write_str(", PRIM")?;
            }
            if *winding {
                f.write_str(", INV")?;
            }
        }
        Extra::ExtSwizzle(comps) => {
            for c in comps {
                sep(f)?;
                if c.negate {
                    f.write_str("-")?;
                }
                match c.sel {
                    ExtSel::Component(k) => {
                        write!(f, "{}", crate::operand::COMPONENT_LETTERS[k as usize & 3])?
                    }
                    ExtSel::Zero => f.write_str("0")?,
                    ExtSel::One => f.write_str("1")?,
                }
            }
        }
    }
    match &inst.condition {
        Condition::Always => {}
        Condition::Cc(t) => {
            f.write_str(" ")?;
            write_cond_test(f, t)?;
        }
        Condition::Bool { index, negate } => {
            write!(f, " ({}BOOL[{index}])", if *negate { "!" } else { "" })?
        }
        Condition::Flags { combine, refs } => {
            let name = match combine {
                FlagCombine::Or => "OR",
                FlagCombine::And => "AND",
                FlagCombine::X => "X",
                FlagCombine::Y => "Y",
            };
            write!(f, " ({name} x={} y={})", refs[0] as u8, refs[1] as u8)?;
        }
    }
    Ok(())
}

fn write_cond_test(f: &mut dyn Write, t: &CondTest) -> fmt::Result {
    write!(f, "({}", t.rule.name())?;
    if t.cc() != 0 {
        write!(f, "{}", t.cc())?;
    }
    if !t.swizzle.is_identity() {
        write!(f, ".{}", t.swizzle)?;
    }
    f.write_str(")")
}

fn write_indirect(f: &mut dyn Write, ind: &Indirect) -> fmt::Result {
    write!(
        f,
        "{}[{}].{}",
        ind.file().name(),
        ind.index(),
        crate::operand::COMPONENT_LETTERS[ind.component as usize & 3]
    )
}

/// The outer bracket of a source: `[d]`, or `[ADDR[0].x+d]` for a
/// relative outer index (`None` when the access is one-dimensional).
fn outer_bracket(s: &Src) -> Option<(i32, Option<Indirect>)> {
    match (s.dimension, s.dimension_indirect) {
        (None, None) => None,
        (d, ind) => Some((d.unwrap_or(0) as i32, ind)),
    }
}

fn write_register(
    f: &mut dyn Write,
    file: File,
    outer: Option<(i32, Option<Indirect>)>,
    index: i32,
    indirect: &Option<Indirect>,
) -> fmt::Result {
    f.write_str(file.name())?;
    if let Some((d, ind)) = outer {
        write_bracket(f, d, &ind)?;
    }
    write_bracket(f, index, indirect)
}

/// `[index]`, or `[ADDR[n].c+index]` relative to `indirect`.
fn write_bracket(f: &mut dyn Write, index: i32, indirect: &Option<Indirect>) -> fmt::Result {
    match indirect {
        None => write!(f, "[{index}]"),
        Some(ind) => {
            f.write_str("[")?;
            write_indirect(f, ind)?;
            match index.cmp(&0) {
                std::cmp::Ordering::Greater => write!(f, "+{index}")?,
                std::cmp::Ordering::Less => write!(f, "-{}", index.unsigned_abs())?,
                std::cmp::Ordering::Equal => {}
            }
            f.write_str("]")
        }
    }
}

/// Print a destination operand.
pub fn write_dst(f: &mut dyn Write, d: &Dst) -> fmt::Result {
    write_register(f, d.file(), None, d.index() as i32, &d.indirect)?;
    if !d.mask.is_full() {
        write!(f, ".{}", d.mask)?;
    }
    if let Some(t) = &d.cond {
        f.write_str(" ")?;
        write_cond_test(f, t)?;
    }
    Ok(())
}

/// Print a source operand.
pub fn write_src(f: &mut dyn Write, s: &Src) -> fmt::Result {
    if s.negate {
        f.write_str("-")?;
    }
    if s.abs {
        f.write_str("|")?;
    }
    write_register(f, s.file(), outer_bracket(s), s.index(), &s.indirect())?;
    if s.swizzle != Swizzle::IDENTITY {
        write!(f, ".{}", s.swizzle)?;
    }
    if s.abs {
        f.write_str("|")?;
    }
    Ok(())
}

/// Render a program to a `String`.
pub fn to_text(p: &Program) -> String {
    let mut s = String::new();
    // Writing into a String cannot fail.
    let _ = write_program(&mut s, p);
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::operand::{Dst, Src};
    use crate::program::{Declaration, Stage};
    use crate::semantics::Semantics;
    use crate::validate::validate;

    /// `depth` nested `IF IN[0].xxxx` blocks around one MOV.
    fn nested_ifs(depth: usize) -> Program {
        let mut p = Program::new(Stage::Vertex, Semantics::tgsi());
        p.declarations.push(Declaration::new(File::Input, 0, 0));
        p.declarations.push(Declaration::new(File::Output, 0, 0));
        for _ in 0..depth {
            p.instructions
                .push(Instruction::new(Opcode::If).with_src(Src::new(File::Input, 0)));
        }
        p.instructions.push(
            Instruction::new(Opcode::Mov)
                .with_dst(Dst::new(File::Output, 0))
                .with_src(Src::new(File::Input, 0)),
        );
        for _ in 0..depth {
            p.instructions.push(Instruction::new(Opcode::Endif));
        }
        p.instructions.push(Instruction::new(Opcode::End));
        p
    }

    /// The instruction lines of a printed program.
    fn code_lines(text: &str) -> Vec<&str> {
        text.lines()
            .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
            .collect()
    }

    #[test]
    fn blocks_indent_two_spaces_a_level() {
        let text = to_text(&nested_ifs(2));
        let lines = code_lines(&text);
        assert_eq!(lines[0], "  0: IF IN[0]");
        assert_eq!(lines[1], "  1:   IF IN[0]");
        assert_eq!(lines[2], "  2:     MOV OUT[0], IN[0]");
        assert_eq!(lines[3], "  3:   ENDIF");
        assert_eq!(lines[4], "  4: ENDIF");
    }

    #[test]
    fn deep_nesting_prints_in_bounded_width() {
        // 32,768 nested IFs: valid TGSI (no depth limit in the IR), which
        // used to panic ("Formatting argument out of range") and print
        // quadratically.
        let depth = 32_768;
        let p = nested_ifs(depth);
        assert_eq!(validate(&p), Ok(()));
        let text = to_text(&p);
        let lines = code_lines(&text);
        assert_eq!(lines.len(), 2 * depth + 2);
        // Every line is at most "NNNNN: " + the capped indentation + the
        // longest instruction (`MOV OUT[0], IN[0]`).
        let widest = 7 + 2 * MAX_INDENT_DEPTH + "MOV OUT[0], IN[0]".len();
        assert!(lines.iter().all(|l| l.len() <= widest));
        // Levels beyond the cap print at the cap.
        let deep = format!("{}IF IN[0]", " ".repeat(2 * MAX_INDENT_DEPTH));
        assert_eq!(
            lines[MAX_INDENT_DEPTH + 5],
            format!("{:3}: {deep}", MAX_INDENT_DEPTH + 5)
        );
        assert!(text.len() <= widest * (2 * depth + 2) + 1000);
    }
}
