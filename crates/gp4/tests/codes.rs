//! Every `gp4/...` diagnostic code the front end can report has a test
//! that asserts it: in this crate's tests or in the NV_gpu_program4 spec
//! tests.

use std::path::Path;

#[test]
fn every_code_has_a_test() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut codes = Vec::new();
    collect_codes(&root.join("src"), &mut codes);
    codes.sort();
    codes.dedup();
    assert!(codes.len() > 50, "{codes:?}");
    let mut tests = String::new();
    for dir in [
        root.join("tests"),
        root.join("../../tests/spec/gp4_vp"),
        root.join("../../tests/spec/gp4_fp"),
        root.join("../../tests/spec/gp4_gp"),
    ] {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            if entry.path() == root.join("tests/codes.rs") {
                continue;
            }
            if let Ok(text) = std::fs::read_to_string(entry.path()) {
                tests.push_str(&text);
            }
        }
    }
    // gp4/internal reports a broken guarantee of the checker (an invalid
    // lowered program): no input reaches it.
    let untested: Vec<&String> = codes
        .iter()
        .filter(|c| *c != "gp4/internal" && !tests.contains(c.as_str()))
        .collect();
    assert!(untested.is_empty(), "codes without a test: {untested:?}");
}

fn collect_codes(dir: &Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_codes(&path, out);
        } else if let Ok(text) = std::fs::read_to_string(&path) {
            for piece in text.split("\"gp4/").skip(1) {
                let name: String = piece
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                    .collect();
                if !name.is_empty() && piece[name.len()..].starts_with('"') {
                    out.push(format!("gp4/{name}"));
                }
            }
        }
    }
}
