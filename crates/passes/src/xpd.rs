//! `XPD` as MUL, MUL and SUB, for targets without a cross product whose
//! arithmetic gives the same words (TGSI).
//!
//! Mesa's TGSI has no cross product. The interpreter defines XPD
//! ([`shasm_ir::ops::dot::xpd`]) as, per component, the difference of two
//! rounded products, `sub(mul(a.y, b.z), mul(a.z, b.y))` and its
//! rotations, with `w` = 1.0 (ARB_vertex_program §2.14.5.30 leaves it
//! undefined). TGSI's MUL and SUB are the same `mul` and `sub`, so
//!
//! ```text
//! MUL t1.xyz, a.yzxw, b.zxyw
//! MUL t2.xyz, a.zxyw, b.yzxw
//! SUB d.xyz, t1, t2        (the XPD's saturation and write mask)
//! MOV d.w, 1.0             (when the XPD writes w)
//! ```
//!
//! computes the same words for every input (NaN, ±Inf, ±0 included): the
//! same operations on the same operands in the same order. A `MAD` with a
//! negated product would not: `-b` flips the sign of a NaN, and `add` picks
//! between two NaNs in the other order. The equivalence needs the source's
//! arithmetic to be TGSI's ([`same_arithmetic`]); otherwise XPD stays
//! refused.

use shasm_ir::{
    DataType, Denormals, Dst, File, FloatFormat, Instruction, MulVariant, Opcode, Precision,
    Semantics, Src, Swizzle, WriteMask, ZeroTimesInf,
};

const YZXW: Swizzle = Swizzle([1, 2, 0, 3]);
const ZXYW: Swizzle = Swizzle([2, 0, 1, 3]);

/// Whether `p` rounds products and differences as TGSI does (binary32,
/// denormals kept, `0 * inf` = NaN, -0 kept).
pub fn same_arithmetic(s: &Semantics) -> bool {
    s.float == FloatFormat::Ieee32
        && s.denormals == Denormals::Preserve
        && s.zero_times_inf == ZeroTimesInf::Nan
        && s.signed_zero
}

/// Why the XPD `inst` of a program run with `semantics` cannot be written
/// as TGSI, if it cannot.
pub fn why_not(semantics: &Semantics, inst: &Instruction) -> Option<&'static str> {
    let m = &inst.modifiers;
    if !same_arithmetic(semantics) {
        return Some(
            "TGSI has no XPD, and its MUL and SUB round differently from this program's \
             arithmetic (denormals, 0 * inf or -0)",
        );
    }
    if m.precision != Precision::Default || m.data_type != DataType::Float {
        return Some("TGSI has no XPD, and no MUL and SUB of this precision or type");
    }
    if m.mul != MulVariant::Full || inst.dst.is_none() || inst.src.len() != 2 {
        return Some("TGSI has no XPD");
    }
    None
}

/// The XPD `inst` written to `dst` as TGSI arithmetic: instructions to run
/// before the one that writes `dst.xyz` (or `dst.w` alone), that one, and
/// instructions after it. `temps` are two hidden temporaries; `one` a
/// source reading 1.0. `None` where [`why_not`] has a reason.
pub fn expand(
    semantics: &Semantics,
    inst: &Instruction,
    dst: Dst,
    temps: [u32; 2],
    one: Src,
) -> Option<(Vec<Instruction>, Instruction, Vec<Instruction>)> {
    if why_not(semantics, inst).is_some() {
        return None;
    }
    let (a, b) = (*inst.src.first()?, *inst.src.get(1)?);
    let rotated = |s: Src, by: Swizzle| {
        let mut s = s;
        s.swizzle = s.swizzle.then(by);
        s
    };
    let xyz = WriteMask(dst.mask.0 & 0x7);
    let w = dst.mask.has(3);
    let one_w = Instruction::new(Opcode::Mov)
        .with_dst(dst.masked(WriteMask(0x8)))
        .with_src(one);
    if xyz.0 == 0 {
        // Only w: 1.0 (saturation leaves it).
        let mut only_w = one_w;
        only_w.modifiers = inst.modifiers;
        return Some((Vec::new(), only_w, Vec::new()));
    }
    let t = |k: usize| Dst::new(File::Temp, temps[k]).masked(xyz);
    let read = |k: usize| Src::new(File::Temp, temps[k]);
    let before = vec![
        Instruction::new(Opcode::Mul)
            .with_dst(t(0))
            .with_src(rotated(a, YZXW))
            .with_src(rotated(b, ZXYW)),
        Instruction::new(Opcode::Mul)
            .with_dst(t(1))
            .with_src(rotated(a, ZXYW))
            .with_src(rotated(b, YZXW)),
    ];
    let mut sub = inst.clone();
    sub.opcode = Opcode::Sub;
    sub.dst = Some(dst.masked(xyz));
    sub.src = vec![read(0), read(1)];
    let after = if w { vec![one_w] } else { Vec::new() };
    Some((before, sub, after))
}
