//! Round trips on every ARB program in the repository: the bundled
//! examples and the program text of every spec test. `format` then load
//! gives the same IR (spans aside), and formatting is a fixed point.

use shasm_arb::{Profile, format, load};
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// Every ARB program text: (where it comes from, text).
fn programs() -> Vec<(String, String)> {
    let root = repo();
    let mut paths = Vec::new();
    files(&root.join("examples"), &mut paths);
    files(&root.join("tests/spec"), &mut paths);
    let mut out = Vec::new();
    for path in paths {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let program = if path.extension().is_some_and(|e| e == "test") {
            match text.split_once("\n---\n") {
                Some((_, program)) => program.to_string(),
                None => continue,
            }
        } else {
            text
        };
        if shasm_arb::sniff(program.as_bytes()).is_some() {
            out.push((path.display().to_string(), program));
        }
    }
    out
}

#[test]
fn every_program_survives_format_and_load() {
    let d = Profile::default();
    let all = programs();
    // examples/arb and tests/spec/arb_*, examples: dozens of programs.
    assert!(all.len() >= 30, "found only {}", all.len());
    let mut loaded = 0;
    for (name, text) in &all {
        let Ok(first) = load(text, &d) else {
            // Load tests: the program must fail the same way after
            // nothing (they are not formatted).
            continue;
        };
        loaded += 1;
        let printed = format(text, &d).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let again = load(&printed, &d).unwrap_or_else(|e| {
            panic!("{name}: the formatted text does not load: {e:?}\n{printed}")
        });
        assert_eq!(first.kind, again.kind, "{name}");
        assert_eq!(first.options, again.options, "{name}");
        assert_eq!(
            first.program.without_spans(),
            again.program.without_spans(),
            "{name}\n{printed}"
        );
        assert_eq!(
            format(&printed, &d).unwrap(),
            printed,
            "{name}: format is not a fixed point"
        );
    }
    assert!(loaded >= 25, "only {loaded} programs loaded");
}
