//! Geometry emission: EMIT, ENDPRIM, SETEMIT and PICA200 primitives.

use super::{ExecError, Machine};
use crate::prepare::{Executable, PInst};
use shasm_ir::{Extra, File, GeometryModel, Opcode};

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
                let written = m.written[range].to_vec();
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
