//! Parse arbitrary text; whatever parses must print and parse back to the
//! same IR. Run in crates/tgsi, seeded with the examples:
//! `RUSTC_BOOTSTRAP=1 cargo fuzz run parse fuzz/corpus/parse ../../examples/tgsi`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match shasm_tgsi::parse(text) {
        Ok(program) => {
            let printed = shasm_tgsi::to_text(&program).expect("a parsed program prints");
            let again = shasm_tgsi::parse(&printed).expect("printed text parses");
            assert_eq!(program.without_spans(), again.without_spans());
        }
        Err(diagnostics) => {
            let _ = shasm_diag::render("fuzz.tgsi", text, &diagnostics.0);
        }
    }
});
