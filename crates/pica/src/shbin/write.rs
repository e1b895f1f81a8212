//! Writing a SHBIN the way picasso lays it out.

use super::*;

struct Writer {
    out: Vec<u8>,
}

impl Writer {
    fn u8(&mut self, v: u8) {
        self.out.push(v);
    }
    fn u16(&mut self, v: u16) {
        self.out.extend_from_slice(&v.to_le_bytes());
    }
    fn u32(&mut self, v: u32) {
        self.out.extend_from_slice(&v.to_le_bytes());
    }
    fn len32(n: usize) -> u32 {
        u32::try_from(n).unwrap_or(u32::MAX)
    }
}

impl Dvle {
    /// Size in bytes of this DVLE as written, including the alignment.
    fn written_size(&self) -> usize {
        let size = DVLE_HEADER_SIZE as usize
            + self.constants.len() * CONSTANT_SIZE as usize
            + self.labels.len() * LABEL_SIZE as usize
            + self.outputs.len() * OUTPUT_SIZE as usize
            + self.uniforms.len() * UNIFORM_SIZE as usize
            + self.symbols.len();
        size.next_multiple_of(4)
    }
}

impl Shbin {
    /// Serialise the container the way picasso lays it out: DVLB header,
    /// DVLP header (10 words), code, descriptors, then each DVLE (header,
    /// constants, labels, outputs, uniforms, symbols, padded to a word).
    pub fn write(&self) -> Vec<u8> {
        let mut w = Writer { out: Vec::new() };
        let code_len = self.dvlp.code.len();
        let dvlp_size = DVLP_HEADER_SIZE as usize + code_len * 4 + self.dvlp.opdescs.len() * 8;

        w.out.extend_from_slice(DVLB_MAGIC);
        w.u32(Writer::len32(self.dvles.len()));
        let mut offset = 8 + 4 * self.dvles.len() + dvlp_size;
        for dvle in &self.dvles {
            w.u32(Writer::len32(offset));
            offset += dvle.written_size();
        }

        w.out.extend_from_slice(DVLP_MAGIC);
        w.u32(self.dvlp.version);
        w.u32(DVLP_HEADER_SIZE as u32);
        w.u32(Writer::len32(code_len));
        w.u32(Writer::len32(DVLP_HEADER_SIZE as usize + code_len * 4));
        w.u32(Writer::len32(self.dvlp.opdescs.len()));
        w.u32(Writer::len32(dvlp_size));
        for r in self.dvlp.reserved {
            w.u32(r);
        }
        for &word in &self.dvlp.code {
            w.u32(word);
        }
        for d in &self.dvlp.opdescs {
            w.u32(d.descriptor.0);
            w.u32(d.extension);
        }

        for dvle in &self.dvles {
            let start = w.out.len();
            w.out.extend_from_slice(DVLE_MAGIC);
            w.u16(dvle.version);
            w.u8(dvle.shader_type.byte());
            w.u8(dvle.flags);
            w.u32(dvle.entry);
            w.u32(dvle.end);
            w.u16(dvle.input_mask);
            w.u16(dvle.output_mask);
            w.u8(dvle.gs_mode.byte());
            w.u8(dvle.gs_fixed_start);
            w.u8(dvle.gs_variable_num);
            w.u8(dvle.gs_fixed_num);
            let mut off = DVLE_HEADER_SIZE as usize;
            let mut table = |w: &mut Writer, count: usize, size: u64| {
                w.u32(Writer::len32(off));
                w.u32(Writer::len32(count));
                off += count * size as usize;
            };
            table(&mut w, dvle.constants.len(), CONSTANT_SIZE);
            table(&mut w, dvle.labels.len(), LABEL_SIZE);
            table(&mut w, dvle.outputs.len(), OUTPUT_SIZE);
            table(&mut w, dvle.uniforms.len(), UNIFORM_SIZE);
            w.u32(Writer::len32(off));
            w.u32(Writer::len32(dvle.symbols.len()));
            for c in &dvle.constants {
                w.u16(c.kind);
                w.u16(c.register);
                w.out.extend_from_slice(&c.data);
            }
            for l in &dvle.labels {
                w.out.extend_from_slice(&l.raw);
            }
            for o in &dvle.outputs {
                w.u16(o.kind);
                w.u16(o.register);
                w.u16(o.mask);
                w.u16(o.reserved);
            }
            for u in &dvle.uniforms {
                w.u32(u.symbol);
                w.u16(u.first);
                w.u16(u.last);
            }
            w.out.extend_from_slice(&dvle.symbols);
            while !(w.out.len() - start).is_multiple_of(4) {
                w.u8(0);
            }
        }
        w.out
    }
}
