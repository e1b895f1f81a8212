//! Fuzz the NV vertex program front end: any byte string must load or be
//! rejected with diagnostics whose spans lie inside the input, never panic.
//! Programs that load are printed and reloaded (the printer's text must
//! load to the same program) and run once under the execution budget.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shasm_nv::vp;

fuzz_target!(|data: &[u8]| {
    // Give the header a chance: most inputs start with one of the four.
    let mut bytes = Vec::with_capacity(data.len() + 8);
    match data.first().map(|b| b % 5) {
        Some(0) => bytes.extend_from_slice(b"!!VP1.0\n"),
        Some(1) => bytes.extend_from_slice(b"!!VP1.1\n"),
        Some(2) => bytes.extend_from_slice(b"!!VP2.0\n"),
        Some(3) => bytes.extend_from_slice(b"!!VSP1.0\n"),
        _ => {}
    }
    bytes.extend_from_slice(data.get(1..).unwrap_or(&[]));
    match vp::load_bytes(&bytes) {
        Err(e) => {
            assert!(!e.diagnostics.is_empty());
            assert!(e.position <= bytes.len());
            assert!(e.diagnostics.len() <= shasm_diag::MAX_ERRORS + 1);
            for d in &e.diagnostics {
                assert!(d.span.start <= d.span.end && d.span.end <= bytes.len());
                assert!(d.code.is_some() && d.error_position.is_some());
            }
        }
        Ok(program) => {
            let text = vp::print::print(&program);
            let again = vp::load(&text).expect("printed text loads");
            assert_eq!(vp::print::print(&again), text);
            let exe = shasm_exec::Executable::new(&program.program).expect("prepares");
            let env = exe.env();
            let _ = exe.run(&env);
        }
    }
});
