//! Load -> CFG -> structurize -> print (issue 11, "Bad input"): for any
//! SHBIN (raw bytes: arbitrary ranges, overlapping IF/CALL/LOOP, stack
//! overflows), nothing may panic, overflow the stack or loop; an exact
//! graph must structurize.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shasm_ir::Semantics;
use shasm_ir::cfg::{Cfg, pseudo_code};
use shasm_pica::lower;

fuzz_target!(|bytes: &[u8]| {
    let Ok(shbin) = shasm_pica::Shbin::read(bytes) else {
        return;
    };
    for k in 0..shbin.dvles.len() {
        let Ok(program) = lower::lower(&shbin, k, Semantics::pica()) else {
            continue;
        };
        let cfg = Cfg::build(&program);
        let _ = (cfg.to_text(&program), cfg.to_json(&program), cfg.loops());
        match cfg.structurize() {
            Ok(tree) => {
                let _ = pseudo_code(&cfg, &tree, &program);
            }
            Err(e) => assert!(!cfg.exact(), "an exact graph failed to structurize: {e}"),
        }
    }
});
