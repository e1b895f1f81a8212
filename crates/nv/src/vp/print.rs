//! Canonical program text of a loaded vertex program (`shasm fmt`): the
//! inverse of [`super::load`], so that `load(print(p)) == p` up to spans.

use super::VertexProgram;
use super::table::{self, Class};
use shasm_ir::{CondTest, Condition, Dst, File, Instruction, Src, Swizzle, WriteMask};
use std::fmt::Write;

/// Print a program as canonical NV text.
pub fn print(vp: &VertexProgram) -> String {
    let p = &vp.program;
    let mut out = String::new();
    out.push_str(vp.version.header());
    out.push('\n');
    if vp.position_invariant {
        out.push_str("OPTION NV_position_invariant;\n");
    }
    for (index, inst) in p.instructions.iter().enumerate() {
        labels_at(&mut out, vp, index);
        out.push_str("  ");
        instruction(&mut out, vp, inst);
        out.push_str(";\n");
    }
    labels_at(&mut out, vp, p.instructions.len());
    out.push_str("END\n");
    out
}

fn labels_at(out: &mut String, vp: &VertexProgram, index: usize) {
    for l in vp
        .program
        .labels
        .iter()
        .filter(|l| l.target.index() == index)
    {
        let _ = writeln!(out, "{}:", l.name);
    }
}

fn instruction(out: &mut String, vp: &VertexProgram, inst: &Instruction) {
    let Some(def) = table::op_for(inst.opcode) else {
        let _ = write!(out, "# unprintable {}", inst.opcode);
        return;
    };
    out.push_str(def.name);
    if inst.modifiers.cc_update.is_some() {
        out.push('C');
    }
    match def.class {
        Class::Branch => {
            let target = inst.label();
            let name = vp
                .program
                .labels
                .iter()
                .find(|l| Some(l.target) == target)
                .map_or("?", |l| l.name.as_str());
            let _ = write!(out, " {name}");
            condition(out, &inst.condition);
            return;
        }
        Class::Ret => {
            condition(out, &inst.condition);
            return;
        }
        _ => {}
    }
    if let Some(d) = &inst.dst {
        out.push(' ');
        destination(out, d);
    }
    let scalar = def.class == Class::Scalar || (def.class == Class::Arl && !vp.version.is_vp2());
    for s in &inst.src {
        out.push_str(", ");
        source(out, s, scalar);
    }
}

fn condition(out: &mut String, c: &Condition) {
    if let Condition::Cc(t) = c {
        out.push(' ');
        cc_mask(out, t);
    }
}

fn cc_mask(out: &mut String, t: &CondTest) {
    let _ = write!(out, "({}", t.rule.name());
    swizzle(out, t.swizzle, false);
    out.push(')');
}

fn register(out: &mut String, file: File, index: u32) {
    let _ = match file {
        File::Input => write!(out, "v[{index}]"),
        File::Output => write!(
            out,
            "o[{}]",
            table::RESULTS.get(index as usize).map_or("?", |r| r.name)
        ),
        File::Temp => write!(out, "R{index}"),
        File::Const => write!(out, "c[{index}]"),
        File::Address => write!(out, "A{index}"),
        File::CondCode => write!(out, "CC"),
        other => write!(out, "{other}[{index}]"),
    };
}

fn destination(out: &mut String, d: &Dst) {
    register(out, d.file(), d.index());
    if d.mask != WriteMask::XYZW {
        let _ = write!(out, ".{}", d.mask);
    }
    if let Some(t) = &d.cond {
        out.push(' ');
        cc_mask(out, t);
    }
}

fn source(out: &mut String, s: &Src, scalar: bool) {
    if s.negate {
        out.push('-');
    }
    if s.abs {
        out.push('|');
    }
    match (&s.indirect(), s.file()) {
        (Some(ind), File::Const) => {
            let letter = ['x', 'y', 'z', 'w'][usize::from(ind.component & 3)];
            let _ = write!(out, "c[A{}.{letter}", ind.index());
            match s.index() {
                0 => {}
                n if n > 0 => {
                    let _ = write!(out, "+{n}");
                }
                n => {
                    let _ = write!(out, "-{}", n.unsigned_abs());
                }
            }
            out.push(']');
        }
        _ => register(out, s.file(), s.index().max(0) as u32),
    }
    if s.file() != File::Address {
        swizzle(out, s.swizzle, scalar);
    }
    if s.abs {
        out.push('|');
    }
}

/// `""` for `.xyzw` (unless a scalar), one letter for a replicate, else four.
fn swizzle(out: &mut String, s: Swizzle, scalar: bool) {
    if s.is_replicate() {
        let _ = write!(out, ".{}", ['x', 'y', 'z', 'w'][usize::from(s.0[0] & 3)]);
    } else if !s.is_identity() || scalar {
        let _ = write!(out, ".{s}");
    }
}
