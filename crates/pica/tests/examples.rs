//! The bundled examples (`examples/pica/`) assemble without warnings, and
//! their disassembly assembles back to the same bytes.

use shasm_pica::Shbin;
use shasm_pica::asm::{Options, Source, assemble};
use shasm_pica::dis::disassemble;
use std::path::PathBuf;

fn examples() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/pica");
    let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("examples/pica")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "pica"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("example text");
            (p.file_name().unwrap().to_string_lossy().into_owned(), text)
        })
        .collect();
    files.sort();
    files
}

#[test]
fn examples_assemble_and_round_trip() {
    let files = examples();
    assert!(files.len() >= 3, "examples/pica holds the examples");
    for (name, text) in &files {
        let assembled = assemble(&[Source { name, text }], Options::default())
            .unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert!(
            assembled.warnings.is_empty(),
            "{name}: {:?}",
            assembled.warnings
        );
        let bytes = assembled.shbin.write();
        let shbin = Shbin::read(&bytes).expect("reads back");
        let dis = disassemble(&shbin).unwrap_or_else(|e| panic!("{name}: {e}"));
        let texts: Vec<String> = dis.files.iter().map(|f| f.text.clone()).collect();
        let sources: Vec<Source<'_>> = texts
            .iter()
            .map(|t| Source {
                name: "dis.pica",
                text: t,
            })
            .collect();
        let again = assemble(&sources, Options::default()).expect("re-assembles");
        assert_eq!(again.shbin.write(), bytes, "{name}");
    }
}
