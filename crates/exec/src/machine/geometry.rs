//! Geometry emission: EMIT, ENDPRIM, SETEMIT and PICA200 primitives.

use super::{ExecError, Machine};
use crate::prepare::{Executable, PInst};
use shasm_ir::{Extra, File, GeometryModel, Opcode, Stage};

/// One vertex emitted by a geometry program.
#[derive(Clone, Debug, PartialEq)]
pub struct EmittedVertex {
    /// Every output register at the time of EMIT (raw words).
    pub outputs: Vec<[u32; 4]>,
    /// Which components of each output had been written.
    pub written: Vec<u8>,
    /// PICA200: the SETEMIT vertex slot, primitive and winding flags.
    pub slot: u8,
    pub primitive: bool,
    pub winding: bool,
    /// Stream model: an ENDPRIM followed this vertex.
    pub ends_primitive: bool,
}

/// PICA200: a primitive emitted by an EMIT whose SETEMIT set FLAG_PRIMEMIT.
///
/// The output vertex buffer holds 4 vertices and "is not cleared when the
/// primitive is emitted, meaning that vertices from the previous primitive
/// can be reused" (PICA200 spec, SETEMIT): the primitive is made of the
/// vertices held in slots 0, 1 and 2 at that moment.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EmittedPrimitive {
    /// Indices into [`Outcome::vertices`](crate::Outcome::vertices) of the vertices in slots 0, 1, 2
    /// (`None` for a slot no EMIT has filled yet).
    pub vertices: [Option<usize>; 3],
    /// FLAG_WINDING: the primitive's winding is inverted.
    pub winding: bool,
}

/// The primitives of a PICA200 geometry run, from its emitted vertices.
pub fn pica_primitives(vertices: &[EmittedVertex]) -> Vec<EmittedPrimitive> {
    let mut buffer: [Option<usize>; 4] = [None; 4];
    let mut out = Vec::new();
    for (i, v) in vertices.iter().enumerate() {
        buffer[usize::from(v.slot & 3)] = Some(i);
        if v.primitive {
            out.push(EmittedPrimitive {
                vertices: [buffer[0], buffer[1], buffer[2]],
                winding: v.winding,
            });
        }
    }
    out
}

/// The most output registers (vertices × outputs) one run may emit: 2^20
/// registers, 16 MiB of results; far above what any geometry stage allows
/// (gp4 and TGSI cap a primitive at 1024 vertices, the PICA200 buffer holds 4).
pub const MAX_EMITTED_REGISTERS: usize = 1 << 20;

impl Executable {
    /// Whether the output registers live in two banks that EMIT switches:
    /// a PICA200 geometry shader. Azahar found it on hardware (PR #2338,
    /// 2026; notes "Geometry shaders"): "if the output registers are not
    /// written between two consecutive emits, then the unmodified output
    /// registers take the values they had 2 emits ago". Its `ShaderUnit`
    /// holds both banks zeroed, writes and EMIT use bank 0 first, and EMIT
    /// emits the selected bank, then toggles it, whatever vertex slot
    /// SETEMIT chose. A vertex shader has no emitter (Azahar ignores EMIT
    /// there), so it writes and is read from one bank.
    pub(crate) fn banks_outputs(&self) -> bool {
        let p = &self.program;
        p.semantics.geometry == GeometryModel::PicaSlots && p.stage == Stage::Geometry
    }

    pub(super) fn geometry(
        &self,
        m: &mut Machine,
        inst: &PInst,
        pc: usize,
    ) -> Result<(), ExecError> {
        match inst.op {
            Opcode::Setemit => {
                if let Extra::SetEmit {
                    vertex,
                    primitive,
                    winding,
                } = inst.extra
                {
                    m.emit_slot = (vertex, primitive, winding);
                }
            }
            Opcode::Emit => {
                let f = self.layout.file(File::Output);
                let range = f.mach_base as usize..(f.mach_base + f.size) as usize;
                let (slot, primitive, winding) = match self.program.semantics.geometry {
                    GeometryModel::PicaSlots => m.emit_slot,
                    GeometryModel::Stream => (0, false, false),
                };
                // Bound the output: the instruction budget alone would let a
                // runaway program with a large output file emit gigabytes.
                let emitted = m.vertices.len() * range.len();
                if emitted + range.len() > MAX_EMITTED_REGISTERS {
                    return Err(ExecError::TooMuchGeometry {
                        pc,
                        vertices: m.vertices.len(),
                    });
                }
                let outputs = m.regs[range.clone()].to_vec();
                let written = m.written[range.clone()].to_vec();
                if !m.other_bank.is_empty() {
                    // Output banking: EMIT switches to the other bank, so
                    // what the program does not rewrite before the next
                    // EMIT comes from the vertex two EMITs back.
                    m.regs[range].swap_with_slice(&mut m.other_bank);
                }
                m.vertices.push(EmittedVertex {
                    outputs,
                    written,
                    slot,
                    primitive,
                    winding,
                    ends_primitive: false,
                });
            }
            Opcode::Endprim => {
                if let Some(v) = m.vertices.last_mut() {
                    v.ends_primitive = true;
                }
            }
            _ => {}
        }
        Ok(())
    }
}
