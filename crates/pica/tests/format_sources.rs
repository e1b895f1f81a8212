//! `format_source` (what `shasm fmt` prints for picasso source) over every
//! `.pica` file of the repository: the laid-out source assembles to the
//! same bytes as the original, and laying it out again changes nothing.

mod common;

use shasm_pica::asm::{Options, Source, assemble, format_source};
use std::path::{Path, PathBuf};

fn pica_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries {
        let p = e.expect("dir entry").path();
        if p.is_dir() {
            pica_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "pica") {
            out.push(p);
        }
    }
}

/// The SHBIN bytes of `sources` assembled together, or the error messages.
fn bytes(sources: &[(String, String)]) -> Result<Vec<u8>, Vec<String>> {
    let srcs: Vec<Source<'_>> = sources
        .iter()
        .map(|(n, t)| Source { name: n, text: t })
        .collect();
    assemble(&srcs, Options::default())
        .map(|a| a.shbin.write())
        .map_err(|e| {
            e.diagnostics
                .into_iter()
                .map(|d| d.diagnostic.message)
                .collect()
        })
}

#[test]
fn every_repository_source_formats_to_the_same_program_idempotently() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    pica_files(&root.join("tests"), &mut files);
    pica_files(&root.join("examples"), &mut files);
    files.sort();
    assert!(files.len() >= 24, "found only {} .pica files", files.len());
    let mut assembled = 0;
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(path).unwrap();
        let formatted = format_source(&text);
        assert_eq!(
            format_source(&formatted),
            formatted,
            "{}: formatting is not idempotent",
            path.display()
        );
        let before = bytes(&[(name.clone(), text)]);
        let after = bytes(&[(name, formatted.clone())]);
        match (&before, &after) {
            (Ok(a), Ok(b)) => {
                assert!(
                    a == b,
                    "{}: the formatted source assembles differently:\n{formatted}",
                    path.display()
                );
                assembled += 1;
            }
            // A file that only assembles together with another (a geometry
            // shader calling the vertex shader's procedures) fails the same.
            (Err(a), Err(b)) => assert_eq!(a, b, "{}", path.display()),
            _ => panic!("{}: {before:?} became {after:?}", path.display()),
        }
    }
    assert!(
        assembled >= 20,
        "only {assembled} files assembled on their own"
    );
}

#[test]
fn corpus_pairs_format_to_picasso_s_bytes() {
    // The devkitPro examples with picasso 2.7.1's SHBINs: the formatted
    // sources, assembled together as picasso did, give its bytes.
    for case in common::corpus_cases() {
        let formatted: Vec<(String, String)> = case
            .sources
            .iter()
            .map(|(n, t)| (n.clone(), format_source(t)))
            .collect();
        assert_eq!(
            bytes(&formatted).as_deref(),
            Ok(&case.expected[..]),
            "{}",
            case.name
        );
    }
}
