//! Fuzz the `!!FP1.0` front end: any bytes must load or fail with
//! diagnostics (whose rendering must not panic either); what loads must
//! print as canonical text that loads to the same program.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // Most inputs should get past the header check.
    for candidate in [text.to_string(), format!("!!FP1.0\n{text}")] {
        match shasm_nv::fp::load(&candidate) {
            Err(e) => {
                assert!(e.position <= candidate.len());
                assert!(e.diagnostics.iter().all(|d| d.code.is_some()));
                assert!(e.diagnostics.len() <= shasm_diag::MAX_ERRORS + 1);
                let _ = shasm_diag::render("fuzz.fp", &candidate, &e.diagnostics);
            }
            Ok(fp) => {
                let printed = shasm_nv::fp::format(&candidate).expect("it loads");
                let again = shasm_nv::fp::load(&printed).expect("the printed text loads");
                assert_eq!(
                    fp.program.without_spans(),
                    again.program.without_spans(),
                    "{printed}"
                );
            }
        }
    }
});
