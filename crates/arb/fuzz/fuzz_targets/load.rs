//! Load arbitrary text as an ARB program (either type, under the default
//! and the minimum profile); whatever loads must format, load again to the
//! same IR, and format to the same text. Run in crates/arb, seeded with
//! the examples:
//! `RUSTC_BOOTSTRAP=1 cargo fuzz run load fuzz/corpus/load ../../examples/arb`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shasm_arb::{Profile, ProgramKind, format, load, load_kind};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for profile in [Profile::default(), Profile::MINIMUM] {
        match load(text, &profile) {
            Ok(program) => {
                let printed = format(text, &profile).expect("a loaded program formats");
                let again = load(&printed, &profile).expect("formatted text loads");
                assert_eq!(program.kind, again.kind);
                assert_eq!(
                    program.program.without_spans(),
                    again.program.without_spans()
                );
                assert_eq!(format(&printed, &profile).expect("formats again"), printed);
            }
            Err(error) => {
                assert!(!error.diagnostics.is_empty());
                assert!(error.position <= text.len());
                let _ = shasm_diag::render("fuzz.arb", text, &error.diagnostics);
            }
        }
        // The other program type must answer too (a header mismatch).
        for kind in [ProgramKind::Vertex, ProgramKind::Fragment] {
            let _ = load_kind(text, kind, &profile);
        }
    }
});
