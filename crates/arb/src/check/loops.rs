//! The NV_fragment_program2 LOOP expansion: hidden loop-index registers
//! and the instructions that keep `A0.x` in step (see `crate::nv`).

use super::*;

impl Checker<'_> {
    /// An instruction of the LOOP expansion.
    pub(super) fn push_hidden(&mut self, i: IrInstruction) {
        self.instructions.push(i);
        self.spans.push(InstSpans {
            inst: IrSpan::NONE,
            dst: IrSpan::NONE,
            src: Vec::new(),
        });
        self.hidden += 1;
    }

    /// The (temporary, address register) of the LOOP at `depth`.
    pub(super) fn loop_registers(&mut self, depth: usize) -> (u32, u32) {
        while self.loop_registers.len() <= depth {
            let k = self.loop_registers.len();
            let t = self.layout.temps.len() as u32;
            let a = self.layout.addresses.len() as u32;
            self.layout.temps.push(format!("loop{k}.index"));
            self.layout.addresses.push(if k == 0 {
                "A0".into()
            } else {
                format!("A0.loop{k}")
            });
            self.loop_registers.push((t, a));
        }
        self.loop_registers.get(depth).copied().unwrap_or((0, 0))
    }

    /// NV_fragment_program2 §3.11.X.8 LOOP as a REP block with an index:
    /// `LoopIndex = floor(op0.y)`, `LoopIncr = floor(op0.z)` into the
    /// depth's temporary (FLR), `A0.x` from it (ARL; the semantics clamp
    /// address registers to >= 0: "The value of A0.x is clamped to be
    /// greater than or equal to 0", §3.11.3.Y), then `REP op0`
    /// (`LoopCount = floor(op0.x)`: REP's count truncates toward zero, which
    /// differs from floor only where both are not positive and the block is
    /// skipped). A skipped block's index is never read.
    pub(super) fn begin_loop(&mut self, depth: usize, out: &mut IrInstruction) {
        let (t, a) = self.loop_registers(depth);
        let Some(op0) = out.src.first().copied() else {
            return;
        };
        let sw = op0.swizzle.0;
        let mut yz = op0;
        yz.swizzle = Swizzle([sw[1], sw[2], sw[2], sw[2]]);
        self.push_hidden(
            IrInstruction::new(shasm_ir::Opcode::Flr)
                .with_dst(IrDst::new(File::Temp, t).masked(WriteMask(3)))
                .with_src(yz),
        );
        self.push_hidden(Self::load_index(t, a));
        out.opcode = shasm_ir::Opcode::Rep;
    }

    /// NV_fragment_program2 §3.11.X.5 ENDLOOP: `LoopIndex += LoopIncr`
    /// (ADD), `A0.x` from it (ARL), then ENDREP's `LoopCount--` and jump.
    pub(super) fn end_loop(&mut self, depth: usize, out: &mut IrInstruction) {
        let (t, a) = self.loop_registers(depth);
        let index = IrSrc::new(File::Temp, t).swizzled(Swizzle::replicate(0));
        let incr = IrSrc::new(File::Temp, t).swizzled(Swizzle::replicate(1));
        self.push_hidden(
            IrInstruction::new(shasm_ir::Opcode::Add)
                .with_dst(IrDst::new(File::Temp, t).masked(WriteMask::X))
                .with_src(index)
                .with_src(incr),
        );
        self.push_hidden(Self::load_index(t, a));
        out.opcode = shasm_ir::Opcode::Endrep;
    }

    pub(super) fn load_index(t: u32, a: u32) -> IrInstruction {
        IrInstruction::new(shasm_ir::Opcode::Arl)
            .with_dst(IrDst::new(File::Address, a).masked(WriteMask::X))
            .with_src(IrSrc::new(File::Temp, t).swizzled(Swizzle::replicate(0)))
    }

    /// `fragment.texcoord[A0.x + n]`: `IN[4 + n]` read relative to the
    /// innermost LOOP's address register. Every texture coordinate set is
    /// declared, since the index picks one at run time.
    pub(super) fn loop_indexed_texcoord(
        &mut self,
        n: u32,
        span: &Span,
    ) -> Option<(File, i32, Option<Indirect>)> {
        let depth = self.flow.loops_open();
        if depth == 0 {
            // NV_fragment_program2 §3.11.3.Y: "A fragment program that
            // accesses A0.x outside a LOOP/ENDLOOP block will fail to load."
            self.errors.push(rule(
                "arb/loop-index-outside-loop",
                span.clone(),
                "`A0.x` (the loop index) can only be read inside a LOOP block",
            ));
            return None;
        }
        for c in 0..self.profile.texture_coords {
            self.layout
                .use_attrib(Attrib::Fragment(FragmentAttrib::TexCoord(c)));
        }
        let (_, a) = self.loop_registers(depth - 1);
        let base = crate::lower::input_index(Attrib::Fragment(FragmentAttrib::TexCoordLoop(n)));
        Some((
            File::Input,
            base as i32,
            Some(Indirect::new(File::Address, a, 0)),
        ))
    }
}
