//! Helpers shared by the load-rule tests.

/// Loading `text` fails, and its first error has `code` at the first byte
/// of `at` (the GL error position).
#[track_caller]
pub fn fails(text: &str, code: &str, at: &str) {
    let position = text
        .find(at)
        .unwrap_or_else(|| panic!("`{at}` is not in the program"));
    fails_at(text, code, position);
}

#[track_caller]
pub fn fails_at(text: &str, code: &str, position: usize) {
    let e = match shasm_gp4::load(text) {
        Ok(_) => panic!("loaded, expected {code}:\n{text}"),
        Err(e) => e,
    };
    let first = e.first_error().expect("an error");
    assert_eq!(first.code, Some(code), "{:#?}", e.diagnostics);
    assert_eq!(
        first.error_position,
        Some(position as u32),
        "{:#?}",
        e.diagnostics
    );
}
