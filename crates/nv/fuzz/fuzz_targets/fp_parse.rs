//! Fuzz the `!!FP1.0` front end: any bytes must load or fail with
//! diagnostics (whose rendering must not panic either).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // Most inputs should get past the header check.
    for candidate in [text.to_string(), format!("!!FP1.0\n{text}")] {
        if let Err(e) = shasm_nv::fp::load(&candidate) {
            assert!(e.error_position <= candidate.len());
            let _ = shasm_diag::render("fuzz.fp", &candidate, &e.diagnostics.0);
        }
    }
});
