//! Constants with preset values as immediates, for targets whose constants
//! are uniforms a driver fills (TGSI).
//!
//! Precondition: none. Postcondition: no preset CONST register that the
//! program reads directly is left (each read reads an immediate holding
//! the same words), unless the program reads CONST relatively, in which
//! case nothing changes.

use shasm_ir::{File, ImmType, Immediate, Item, Program, StorageFormat};
use std::collections::HashMap;

/// Named constants that a program keeps in CONST registers with preset
/// values (NV_gpu_program4 lowers `PARAM red = {1, 0, 0, 1};` so) become
/// immediates, as the same ARB program's constants are: TGSI has no
/// preset CONST values, and a program reads a constant the same through
/// either. A relative CONST read may reach any CONST register, so a
/// program with one keeps its presets (and the back end refuses them).
pub fn as_immediates(p: &mut Program) {
    let reads_const_relatively = p.instructions.iter().any(|i| {
        i.src
            .iter()
            .any(|s| s.file() == File::Const && s.indirect().is_some())
    });
    if p.presets.is_empty() || reads_const_relatively {
        return;
    }
    let integer = |p: &Program, index: u32| {
        p.declarations.iter().any(|d| {
            d.file == File::Const
                && (d.first..=d.last).contains(&index)
                && d.format == StorageFormat::Int
        })
    };
    let mut moved: HashMap<u32, u32> = HashMap::new();
    for preset in &p.presets {
        if preset.reg.file() != File::Const {
            continue;
        }
        // Integer PARAMs keep their words: an untyped TGSI register reads
        // them the same, and UINT32 prints them exactly.
        let ty = if integer(p, preset.reg.index()) {
            ImmType::Uint32
        } else {
            ImmType::Flt32
        };
        let at = match p
            .immediates
            .iter()
            .position(|m| m.ty == ty && m.values == preset.value)
        {
            Some(k) => k,
            None => {
                p.immediates.push(Immediate {
                    ty,
                    values: preset.value,
                    len: 4,
                });
                p.immediates.len() - 1
            }
        };
        moved.insert(preset.reg.index(), at as u32);
    }
    for inst in &mut p.instructions {
        for src in &mut inst.src {
            if let Some(reg) = src.reg()
                && reg.file() == File::Const
                && src.dimension.is_none()
                && let Some(&imm) = moved.get(&reg.index())
            {
                src.set_file(File::Immediate);
                src.set_index(imm as i32);
            }
        }
    }
    p.presets.retain(|preset| {
        !(preset.reg.file() == File::Const && moved.contains_key(&preset.reg.index()))
    });
    // The CONST declarations left with nothing to hold go, their spans
    // with them (the source map keys declarations by position).
    let mut kept = Vec::new();
    let mut spans = Vec::new();
    for (k, d) in std::mem::take(&mut p.declarations).into_iter().enumerate() {
        let emptied = d.file == File::Const
            && d.dimension.is_none()
            && (d.first..=d.last).all(|i| moved.contains_key(&i));
        if !emptied {
            spans.push(p.spans.declaration(k));
            kept.push(d);
        }
    }
    for (k, span) in spans.into_iter().enumerate() {
        p.spans.set_item(Item::Declaration, k, span);
    }
    p.spans.truncate_items(Item::Declaration, kept.len());
    p.declarations = kept;
}

#[cfg(test)]
mod tests {
    use crate::testing::{gp4, position, words};
    use shasm_ir::File;

    fn reads(p: &shasm_ir::Program, file: File) -> usize {
        p.instructions
            .iter()
            .flat_map(|i| &i.src)
            .filter(|s| s.file() == file)
            .count()
    }

    #[test]
    fn preset_constants_are_read_from_immediates() {
        // NV_gpu_program4 §2.X.3.3: `PARAM red = {...}` is a constant the
        // program reads; its lowering presets a CONST register.
        let mut p = gp4("!!NVvp4.0\nPARAM red = {1, 0, 0.5, 1};\nMOV result.position, red;\nEND\n");
        let want = words([1.0, 0.0, 0.5, 1.0]);
        assert_eq!(position(&p), want);
        assert_eq!(reads(&p, File::Const), 1);
        super::as_immediates(&mut p);
        assert!(
            p.presets
                .iter()
                .all(|preset| preset.reg.file() != File::Const)
        );
        assert_eq!(reads(&p, File::Const), 0);
        assert_eq!(position(&p), want);
    }

    #[test]
    fn a_relative_constant_read_keeps_the_presets() {
        // Any preset may be read through the index: none can move.
        let text = "!!NVvp4.0\nPARAM arr[2] = { {1, 2, 3, 4}, {5, 6, 7, 8} };\nINT TEMP i;\nMOV.S i, 1;\nMOV result.position, arr[i.x];\nEND\n";
        let mut p = gp4(text);
        let presets = p.presets.clone();
        super::as_immediates(&mut p);
        assert_eq!(p.presets, presets);
        assert_eq!(position(&p), words([5.0, 6.0, 7.0, 8.0]));
    }
}
