//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::PathBuf;

/// The corpus folder: `SHASM_PICA_CORPUS`, or the copy of the devkitPro
/// examples with picasso 2.7.1's outputs in the repository
/// (`tests/corpus/pica-3ds-examples`).
pub fn corpus_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("SHASM_PICA_CORPUS") {
        return PathBuf::from(dir);
    }
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus/pica-3ds-examples")
}

/// Corpus files with the given suffix, sorted.
pub fn corpus_files(suffix: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("corpus folder")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    files.sort();
    files
}

/// One corpus SHBIN: its file name, the (name, text) sources it was made
/// from, and its bytes.
pub struct Case {
    pub name: String,
    pub sources: Vec<(String, String)>,
    pub expected: Vec<u8>,
}

/// The sources each `.shbin` of the corpus was assembled from, with the
/// expected bytes: `X.v.shbin` from `X.v.pica`, `X.vg.shbin` from
/// `X.v.pica X.g.pica`.
pub fn corpus_cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for shbin in corpus_files(".shbin") {
        let name = shbin.file_name().unwrap().to_string_lossy().into_owned();
        let stem = name.trim_end_matches(".shbin");
        let sources: Vec<PathBuf> = if let Some(base) = stem.strip_suffix(".vg") {
            vec![
                corpus_dir().join(format!("{base}.v.pica")),
                corpus_dir().join(format!("{base}.g.pica")),
            ]
        } else {
            vec![corpus_dir().join(format!("{stem}.pica"))]
        };
        let sources = sources
            .into_iter()
            .map(|p| {
                let text = std::fs::read_to_string(&p).unwrap();
                (p.file_name().unwrap().to_string_lossy().into_owned(), text)
            })
            .collect();
        cases.push(Case {
            name,
            sources,
            expected: std::fs::read(&shbin).unwrap(),
        });
    }
    cases
}
