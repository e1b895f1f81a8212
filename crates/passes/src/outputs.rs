//! Outputs for targets whose outputs start undefined and pack clip
//! distances four to a register (TGSI), from a source where each output
//! starts at a declared value and has one register per clip distance (NV
//! vertex programs, §2.14.1.5).
//!
//! [`pack_clip_distances`]: precondition: `registers` lists the clip
//! distance outputs; postcondition: writes of clip distances go to
//! components of the first register of their group of four.
//! [`start_values`]: postcondition: no output declaration has an initial
//! value, and the program computes the same outputs as when they had.

use shasm_ir::{Dst, File, ImmType, Immediate, InstId, Instruction, Opcode, Program, Reg};
use shasm_ir::{SemanticName, Shape, Src, WriteMask};

/// One register per clip distance (its x) becomes four per register:
/// `registers[n]` is the output of distance `n`; a write to it goes to
/// component `n % 4` of the output of distance `n - n % 4`, and the
/// `CLIPDIST` semantic indices count registers of four.
pub fn pack_clip_distances(p: &mut Program, registers: &[u32]) {
    let distance = |output: u32| registers.iter().position(|&r| r == output);
    for inst in &mut p.instructions {
        let Some(dst) = &mut inst.dst else { continue };
        let Some(n) = (dst.file() == File::Output)
            .then(|| distance(dst.index()))
            .flatten()
        else {
            continue;
        };
        // Only x of a clip distance means anything (NV_vertex_program2
        // §2.14.1.5).
        if dst.mask.0 & 1 == 0 {
            dst.mask = WriteMask(0);
            continue;
        }
        let c = n % 4;
        match inst.opcode.shape() {
            // The value is the same in every component.
            Shape::Scalar | Shape::Dot => {}
            // Component c must compute what component x did.
            Shape::Componentwise => {
                for s in &mut inst.src {
                    s.swizzle.0[c] = s.swizzle.0[0];
                }
            }
            // Each component differently: the front end refuses these
            // (shasm_ir::Origin::refusals); left as they are.
            _ => continue,
        }
        let Some(&first) = registers.get(n - c) else {
            continue;
        };
        dst.reg = Reg::new(dst.file(), first);
        dst.mask = WriteMask(1 << c);
    }
    for d in p.declarations.iter_mut().filter(|d| d.file == File::Output) {
        if let Some(s) = &mut d.semantic
            && s.name == SemanticName::ClipDist
        {
            s.index /= 4;
        }
    }
}

/// Outputs start at their declared initial value in the source and
/// undefined in the target: outputs never written lose their declaration,
/// and the others get a `MOV` of that value (0 for clip distances, so that
/// unwritten distances never clip) at the start unless straight-line code
/// writes all four components. Branch targets move past the `MOV`s.
pub fn start_values(p: &mut Program) {
    let branches = p.instructions.iter().any(|i| {
        matches!(i.opcode, Opcode::Bra | Opcode::Cal | Opcode::Ret)
            || i.dst.is_some_and(|d| d.cond.is_some())
    });
    // Components of each output written by some instruction.
    let mut written = vec![0u8; p.file_size(File::Output) as usize];
    for d in p.instructions.iter().filter_map(|i| i.dst) {
        if d.file() == File::Output
            && let Some(mask) = written.get_mut(d.index() as usize)
        {
            *mask |= d.mask.0;
        }
    }
    // The value each output starts at, before the declarations lose it;
    // clip distances 0, so that unwritten distances never clip.
    let starts: Vec<(u32, [u32; 4])> = p
        .declarations
        .iter()
        .filter(|d| d.file == File::Output)
        .flat_map(|d| {
            let clip = d.semantic.is_some_and(|s| s.name == SemanticName::ClipDist);
            (d.first..=d.last).map(move |k| (k, if clip { [0; 4] } else { d.initial }))
        })
        .collect();
    p.retain_declarations(|d| {
        d.file != File::Output || written.get(d.first as usize).is_some_and(|m| *m != 0)
    });
    for d in p.declarations.iter_mut().filter(|d| d.file == File::Output) {
        d.initial = [0; 4];
    }
    let needs_default: Vec<u32> = written
        .iter()
        .enumerate()
        .filter(|(_, m)| **m != 0 && (branches || **m != WriteMask::XYZW.0))
        .map(|(k, _)| k as u32)
        .collect();
    if needs_default.is_empty() {
        return;
    }
    let immediate = |p: &mut Program, values: [u32; 4]| {
        if let Some(i) = p.immediates.iter().position(|m| m.values == values) {
            return i as u32;
        }
        p.immediates.push(Immediate {
            ty: ImmType::Flt32,
            values,
            len: 4,
        });
        (p.immediates.len() - 1) as u32
    };
    let prologue: Vec<Instruction> = needs_default
        .iter()
        .map(|&k| {
            let value = starts
                .iter()
                .find(|(o, _)| *o == k)
                .map_or([0; 4], |(_, v)| *v);
            let mut mov = Instruction::new(Opcode::Mov);
            mov.dst = Some(Dst::new(File::Output, k));
            mov.src = vec![Src::new(File::Immediate, immediate(p, value))];
            mov
        })
        .collect();
    let shift = u32::try_from(prologue.len()).unwrap_or(u32::MAX);
    let shifted = |id: InstId| InstId::saturating(id.get().saturating_add(shift));
    for inst in &mut p.instructions {
        if let shasm_ir::Extra::Label(target) = &mut inst.extra {
            *target = shifted(*target);
        }
    }
    if p.entry != InstId::ZERO {
        p.entry = shifted(p.entry);
    }
    p.spans.insert_empty(0, prologue.len());
    p.instructions.splice(0..0, prologue);
}

#[cfg(test)]
mod tests {
    use crate::testing::{nv_vp, output, words};
    use shasm_ir::{File, Program, SemanticName};

    /// Output registers of the clip distances, by distance.
    fn clip_registers(p: &Program) -> Vec<u32> {
        let mut r: Vec<(u32, u32)> = p
            .declarations
            .iter()
            .filter(|d| d.file == File::Output)
            .filter_map(|d| {
                d.semantic
                    .filter(|s| s.name == SemanticName::ClipDist)
                    .map(|s| (s.index, d.first))
            })
            .collect();
        r.sort_unstable();
        r.into_iter().map(|(_, k)| k).collect()
    }

    // NV_vertex_program2 §2.14.1.5: results start at (0, 0, 0, 1); a clip
    // distance is the x of its own result register.
    const VP: &str = "!!VP2.0\nMOV o[HPOS].xy, v[0];\nMOV o[CLP1].x, v[0].y;\nEND\n";

    #[test]
    fn outputs_start_as_declared_and_clip_distances_pack() {
        let mut p = nv_vp(VP);
        let registers = clip_registers(&p);
        let (hpos, clp0, clp1) = (0, registers[0], registers[1]);
        let v0 = |p: &mut Program| {
            // v[0] = (2, 3, 4, 5) for both programs.
            let id = p
                .declarations
                .iter()
                .position(|d| d.file == File::Input)
                .unwrap();
            p.declarations[id].initial = [2.0f32, 3.0, 4.0, 5.0].map(f32::to_bits);
        };
        v0(&mut p);
        assert_eq!(output(&p, hpos), words([2.0, 3.0, 0.0, 1.0]));
        assert_eq!(output(&p, clp1)[0], 3.0f32.to_bits());
        super::pack_clip_distances(&mut p, &registers);
        super::start_values(&mut p);
        assert!(
            p.declarations
                .iter()
                .filter(|d| d.file == File::Output)
                .all(|d| d.initial == [0; 4])
        );
        // Distance 1 is component y of the register of distance 0.
        assert_eq!(output(&p, clp0)[1], 3.0f32.to_bits());
        assert_eq!(output(&p, clp0)[0], 0, "unwritten distance 0 is 0");
        assert_eq!(output(&p, hpos), words([2.0, 3.0, 0.0, 1.0]));
    }
}
