//! Instruction and operand text, and the annotated listing.

use crate::encoding::{Instruction, OperandDescriptor, decode};
use crate::isa::{Format, IndexReg, Op, Reg, RegFile};
use crate::shbin::{Shbin, UniformEntry, UniformRegister};
use shasm_ir::Swizzle;
use std::fmt::Write as _;

pub(super) fn is_plain_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_' || c == '$')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        && !(s.len() >= 2
            && RegFile::from_prefix(s.as_bytes()[0] as char).is_some()
            && s.as_bytes()[1].is_ascii_digit())
}

/// `.xy` for a mask (bit 0 = x), nothing for `xyzw`.
pub(super) fn mask_suffix(mask: u8) -> String {
    if mask & 0xF == 0xF {
        return String::new();
    }
    let mut s = String::from(".");
    for (i, c) in ['x', 'y', 'z', 'w'].iter().enumerate() {
        if mask & (1 << i) != 0 {
            s.push(*c);
        }
    }
    s
}

/// `.wzyx` for a swizzle, shortened as picasso reads it (missing letters
/// repeat the last), nothing for `.xyzw`.
pub(super) fn swizzle_suffix(sw: Swizzle) -> String {
    if sw.is_identity() {
        return String::new();
    }
    let mut n = 4;
    while n > 1 && sw.0[n - 1] == sw.0[n - 2] {
        n -= 1;
    }
    let letters = ['x', 'y', 'z', 'w'];
    let mut s = String::from(".");
    for &c in &sw.0[..n] {
        s.push(letters[usize::from(c & 3)]);
    }
    s
}

/// An f32 whose picasso encoding (`f32tof24`: re-bias, truncate) is exactly
/// the float24 word `w`, printed so that `atof` reads it back exactly.
pub fn f24_source_value(w: u32) -> String {
    let sign = (w >> 23) & 1;
    let exp = (w >> 16) & 0x7F;
    let mant = w & 0xFFFF;
    if exp == 0 && mant == 0 {
        return if sign == 1 { "-0" } else { "0" }.to_string();
    }
    let value = f32::from_bits((sign << 31) | ((exp + 64) << 23) | (mant << 7));
    let wide = f64::from(value);
    if wide == 0.0 || (1e-4..1e16).contains(&wide.abs()) {
        format!("{wide}")
    } else {
        format!("{wide:e}")
    }
}

pub(super) fn flag_name(which: usize, reference: bool) -> String {
    format!(
        "{}cmp.{}",
        if reference { "" } else { "!" },
        ["x", "y"][which]
    )
}

/// A format-2 condition in picasso syntax (spec, "Conditions").
pub(super) fn condition(inst: &Instruction) -> String {
    let [rx, ry] = inst.refs;
    match inst.cond_op & 3 {
        0 => format!("{} || {}", flag_name(0, rx), flag_name(1, ry)),
        1 => format!("{} && {}", flag_name(0, rx), flag_name(1, ry)),
        2 => flag_name(0, rx),
        _ => flag_name(1, ry),
    }
}

pub(super) fn source_text(reg: Reg, idx: Option<IndexReg>, negate: bool, sw: Swizzle) -> String {
    let mut s = String::new();
    if negate {
        s.push('-');
    }
    let _ = write!(s, "{reg}");
    if let Some(ix) = idx {
        let _ = write!(s, "[{}]", ix.name());
    }
    s.push_str(&swizzle_suffix(sw));
    s
}

/// The text of an arithmetic or no-operand instruction in picasso syntax.
/// Flow instructions print their raw targets (`call @12+3`).
pub fn instruction_text(
    inst: &Instruction,
    opdescs: &[crate::shbin::OpdescEntry],
) -> Result<String, String> {
    let op = inst.op;
    let format = op.format();
    if format == Format::Zero {
        return Ok(op.mnemonic().to_string());
    }
    if format == Format::Four {
        let mut s = format!("setemit {}", inst.vertex_id);
        let mut flags = Vec::new();
        if inst.prim_emit {
            flags.push("prim");
        }
        if inst.winding {
            flags.push("inv");
        }
        if !flags.is_empty() {
            let _ = write!(s, ", {}", flags.join(" "));
        }
        return Ok(s);
    }
    if !format.has_desc() {
        let s = match op {
            Op::Call | Op::Callc | Op::Callu | Op::Ifc | Op::Ifu | Op::Jmpc | Op::Jmpu => {
                let cond = match format {
                    Format::Two if op != Op::Call => format!("{}, ", condition(inst)),
                    Format::Three => format!(
                        "{}b{}, ",
                        if op == Op::Jmpu && inst.num & 1 != 0 {
                            "!"
                        } else {
                            ""
                        },
                        inst.uniform
                    ),
                    _ => String::new(),
                };
                format!("{} {cond}@{}+{}", op.mnemonic(), inst.target, inst.num)
            }
            Op::Loop => format!("for i{} ; through @{}", inst.uniform, inst.target),
            Op::Breakc => format!("breakc {}", condition(inst)),
            _ => op.mnemonic().to_string(),
        };
        return Ok(s);
    }
    let desc = opdescs
        .get(usize::from(inst.desc))
        .map(|e| e.descriptor)
        .ok_or_else(|| format!("operand descriptor {} does not exist", inst.desc))?;
    let wide = format.wide_src();
    let nsrc = format.num_srcs();
    let mut srcs = Vec::new();
    for s in 0..nsrc {
        let reg = inst.src_reg(s);
        let idx = if wide == Some(s) {
            inst.index_reg()
        } else {
            None
        };
        if idx.is_some() && reg.file != RegFile::Const {
            return Err(format!(
                "relative addressing on {reg}, which the hardware ignores; picasso cannot write it"
            ));
        }
        srcs.push(source_text(reg, idx, desc.negate(s), desc.swizzle(s)));
    }
    let base = op.base();
    Ok(match op {
        Op::Cmp => {
            let ops = ["eq", "ne", "lt", "le", "gt", "ge", "6", "7"];
            format!(
                "cmp {}, {}, {}, {}",
                srcs[0],
                ops[usize::from(inst.cmp[0] & 7)],
                ops[usize::from(inst.cmp[1] & 7)],
                srcs[1]
            )
        }
        Op::Mova => {
            let target = match desc.dest_mask() {
                0b0001 => "a0.x",
                0b0010 => "a0.y",
                0b0011 => "a0.xy",
                m => return Err(format!("MOVA with destination mask {m:#06b}")),
            };
            if inst.dst != 0 {
                return Err("MOVA with a destination register field".into());
            }
            format!("mova {target}, {}", srcs[0])
        }
        _ => {
            let dst = inst.dst_reg();
            let mask = desc.dest_mask();
            if mask == 0 {
                return Err("an empty destination mask".into());
            }
            format!(
                "{} {dst}{}, {}",
                base.mnemonic(),
                mask_suffix(mask),
                srcs.join(", ")
            )
        }
    })
}

/// The registers of a uniform table entry in picasso's names: `c0`,
/// `c4-c7`, `i0`, `b3`, `v2` (the table numbers them 0x00-0x0F inputs,
/// 0x10-0x6F float, 0x70-0x73 integer, 0x78-0x87 boolean uniforms); a
/// number outside those ranges, or a range that crosses them, as the
/// table's raw numbers.
fn uniform_registers(u: &UniformEntry) -> String {
    let name = |r: UniformRegister| match r {
        UniformRegister::Input(i) => Some(format!("v{i}")),
        UniformRegister::Float(i) => Some(format!("c{i}")),
        UniformRegister::Int(i) => Some(format!("i{i}")),
        UniformRegister::Bool(i) => Some(format!("b{i}")),
        UniformRegister::Other(_) => None,
    };
    let (first, last) = (
        UniformRegister::from_table(u.first),
        UniformRegister::from_table(u.last),
    );
    let same_file = std::mem::discriminant(&first) == std::mem::discriminant(&last);
    match (name(first), name(last)) {
        (Some(f), _) if u.first == u.last => f,
        (Some(f), Some(l)) if same_file && u.first < u.last => format!("{f}-{l}"),
        _ => format!("table registers {:#x}-{:#x}", u.first, u.last),
    }
}

/// An annotated listing of every word of a SHBIN, for binaries that picasso
/// source cannot express (and for reading).
pub fn listing(shbin: &Shbin) -> String {
    let mut out = String::new();
    for (k, d) in shbin.dvles.iter().enumerate() {
        let _ = writeln!(
            out,
            "; DVLE {k}: {} shader, main {}..{}, {} constant(s), {} output(s), {} uniform(s)",
            d.shader_type,
            d.entry,
            d.end,
            d.constants.len(),
            d.outputs.len(),
            d.uniforms.len()
        );
        for u in &d.uniforms {
            let _ = writeln!(
                out,
                ";   uniform {} = {}",
                d.uniform_name(u).unwrap_or("?"),
                uniform_registers(u)
            );
        }
    }
    for (i, &w) in shbin.dvlp.code.iter().enumerate() {
        let text = match decode(w) {
            Ok(inst) => match instruction_text(&inst, &shbin.dvlp.opdescs) {
                Ok(t) if inst.unused == 0 => t,
                Ok(t) => format!("{t} ; unused bits {:#010x}", inst.unused),
                Err(e) => format!("{} ; {e}", inst.op.mnemonic()),
            },
            Err(e) => format!("; {e}"),
        };
        let _ = writeln!(out, "{i:04}: {w:08x}  {text}");
    }
    for (i, d) in shbin.dvlp.opdescs.iter().enumerate() {
        let od: OperandDescriptor = d.descriptor;
        let _ = writeln!(
            out,
            "; desc {i:3}: {:08x} mask {} src1 {}{} src2 {}{} src3 {}{}",
            od.0,
            mask_suffix(od.dest_mask()),
            if od.negate(0) { "-" } else { "" },
            swizzle_suffix(od.swizzle(0)),
            if od.negate(1) { "-" } else { "" },
            swizzle_suffix(od.swizzle(1)),
            if od.negate(2) { "-" } else { "" },
            swizzle_suffix(od.swizzle(2)),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use shasm_ir::numeric::f24;

    #[test]
    fn f24_values_print_to_their_exact_encoding() {
        for w in [
            0x3F0000u32,
            0xBF0000,
            0x3B9999,
            0x000001,
            0x00FFFF,
            0x7F0000,
            0xFF0000,
            0x7F8000,
            0x7EFFFF,
            0x010000,
            0x000000,
            0x800000,
        ] {
            let text = f24_source_value(w);
            let v: f64 = text.parse().unwrap();
            assert_eq!(f24::encode_truncating(v as f32), w, "{w:#08x} {text}");
        }
    }

    #[test]
    fn swizzles_print_shortest() {
        assert_eq!(swizzle_suffix(Swizzle::IDENTITY), "");
        assert_eq!(swizzle_suffix(Swizzle([0, 0, 0, 0])), ".x");
        assert_eq!(swizzle_suffix(Swizzle([0, 1, 2, 2])), ".xyz");
        assert_eq!(swizzle_suffix(Swizzle([3, 2, 1, 0])), ".wzyx");
        assert_eq!(mask_suffix(0b0101), ".xz");
        assert_eq!(mask_suffix(0xF), "");
    }
}
