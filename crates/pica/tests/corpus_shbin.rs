//! Every SHBIN of the corpus reads, and writes back to the same bytes.

use shasm_pica::{Shbin, decode, encode};
use std::path::PathBuf;

/// The corpus folder: `SHASM_PICA_CORPUS`, or `shared/corpus/...` in the
/// first ancestor of the crate that has it.
pub fn corpus_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("SHASM_PICA_CORPUS") {
        return PathBuf::from(dir);
    }
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest
        .ancestors()
        .map(|a| a.join("shared/corpus/pica-3ds-examples"))
        .find(|p| p.is_dir())
        .expect("the corpus folder shared/corpus/pica-3ds-examples")
}

fn shbins() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("corpus folder")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "shbin"))
        .collect();
    files.sort();
    files
}

#[test]
fn corpus_shbins_round_trip() {
    let files = shbins();
    assert_eq!(files.len(), 24);
    for path in files {
        let bytes = std::fs::read(&path).unwrap();
        let shbin = Shbin::read(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(shbin.write(), bytes, "{}", path.display());
        for &w in &shbin.dvlp.code {
            let inst = decode(w).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(encode(&inst), w);
        }
    }
}
