//! SHBIN bytes: read, lower every entry point (and run it briefly),
//! disassemble, list and write back. Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shasm_ir::Semantics;
use shasm_pica::{Shbin, dis, lower};

fuzz_target!(|bytes: &[u8]| {
    let Ok(shbin) = Shbin::read(bytes) else {
        return;
    };
    for k in 0..shbin.dvles.len() {
        if let Ok(mut p) = lower::lower(&shbin, k, Semantics::pica()) {
            p.semantics.limits.max_executed = 2000;
            if let Ok(exe) = shasm_exec::Executable::new(&p) {
                let _ = exe.run(&exe.env());
            }
        }
    }
    let _ = dis::listing(&shbin);
    let _ = dis::disassemble(&shbin);
    let again = Shbin::read(&shbin.write()).expect("a written SHBIN reads back");
    assert_eq!(again, shbin);
});
