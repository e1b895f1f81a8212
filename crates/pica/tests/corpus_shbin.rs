//! Every SHBIN of the corpus reads, and writes back to the same bytes;
//! every word decodes and encodes back.

mod common;

use shasm_pica::{Shbin, decode, encode};

#[test]
fn corpus_shbins_round_trip() {
    let files = common::corpus_files(".shbin");
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
