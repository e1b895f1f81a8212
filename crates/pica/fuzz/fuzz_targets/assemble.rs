//! Source text: assemble, lower, disassemble the result; nothing may panic,
//! and a successful assembly disassembles to source that assembles back to
//! the same SHBIN (when the disassembler accepts it).
#![no_main]

use libfuzzer_sys::fuzz_target;
use shasm_ir::Semantics;
use shasm_pica::asm::{Options, Source, assemble};
use shasm_pica::{dis, lower};

fuzz_target!(|text: &str| {
    let Ok(out) = assemble(
        &[Source {
            name: "fuzz.pica",
            text,
        }],
        Options::default(),
    ) else {
        return;
    };
    for k in 0..out.shbin.dvles.len() {
        let _ = lower::lower_assembled(&out, k, Semantics::pica());
    }
    let _ = dis::disassemble(&out.shbin);
});
