//! Integer indices into ADDR registers, before a program is printed as
//! TGSI.
//!
//! NV_gpu_program4 indexes arrays through a component of an integer TEMP
//! (`palette[row.x + 1]`, §2.X.4.2); TGSI addresses registers only through
//! `ADDR` (`CONST[ADDR[0].x+5]`). Mesa's integer ISA loads an `ADDR`
//! register from integer words with `UARL`, so each instruction that
//! indexes through a TEMP component gets, just before it, one `UARL
//! ADDR[k].x, TEMP[t].cccc` per distinct (TEMP, component) it uses, and
//! indexes through `ADDR[k].x` instead. A branch to the instruction lands
//! on its UARLs ([`shasm_ir::Program::insert_before`]).

use shasm_ir::{Declaration, Dst, File, Indirect, Instruction, Opcode, Program, Src, Swizzle};
use shasm_ir::{SrcRegister, StorageFormat, WriteMask};

/// Rewrite `p` so that every relative index goes through `ADDR`.
pub(crate) fn index_through_addr(p: &mut Program) {
    // New ADDR registers come after the ones the program has.
    let base = p.file_size(File::Address);
    let mut needed = 0u32;
    for at in (0..p.instructions.len()).rev() {
        let mut loads: Vec<Indirect> = Vec::new();
        let mut through_addr = |ind: &mut Indirect| {
            if ind.file() != File::Temp {
                return;
            }
            let k = match loads.iter().position(|l| *l == *ind) {
                Some(k) => k,
                None => {
                    loads.push(*ind);
                    loads.len() - 1
                }
            };
            *ind = Indirect::new(File::Address, base + k as u32, 0);
        };
        let inst = &mut p.instructions[at];
        for src in &mut inst.src {
            if let SrcRegister::Relative { base, .. } = &mut src.register {
                through_addr(base);
            }
            if let Some(ind) = &mut src.dimension_indirect {
                through_addr(ind);
            }
        }
        if let Some(Dst {
            indirect: Some(ind),
            ..
        }) = &mut inst.dst
        {
            through_addr(ind);
        }
        if loads.is_empty() {
            continue;
        }
        needed = needed.max(loads.len() as u32);
        let uarls = loads
            .iter()
            .enumerate()
            .map(|(k, from)| {
                Instruction::new(Opcode::Uarl)
                    .with_dst(Dst::new(File::Address, base + k as u32).masked(WriteMask::X))
                    .with_src(
                        Src::new(File::Temp, from.index())
                            .swizzled(Swizzle::replicate(from.component)),
                    )
            })
            .collect();
        p.insert_before(at, uarls);
    }
    if needed > 0 {
        let mut d = Declaration::new(File::Address, base, base + needed - 1);
        d.format = StorageFormat::Int;
        p.declarations.push(d);
    }
}
