//! Disassembling every SHBIN of the corpus gives picasso source that
//! assembles back to the same bytes (assemble → disassemble → assemble).

mod common;

use shasm_pica::Shbin;
use shasm_pica::asm::{Options, Source, assemble};
use shasm_pica::dis::disassemble;

#[test]
fn corpus_disassembles_to_reassemblable_source() {
    let mut failures = Vec::new();
    for case in common::corpus_cases() {
        let shbin = Shbin::read(&case.expected).unwrap();
        let dis = match disassemble(&shbin) {
            Ok(d) => d,
            Err(e) => {
                failures.push(format!("{}: {e}", case.name));
                continue;
            }
        };
        assert!(!dis.needs_no_nop, "{}", case.name);
        assert_eq!(dis.files.len(), shbin.dvles.len());
        // Assemble the text again, independently of the disassembler's own
        // check.
        let names: Vec<String> = (0..dis.files.len()).map(|i| format!("f{i}.pica")).collect();
        let sources: Vec<Source<'_>> = dis
            .files
            .iter()
            .zip(&names)
            .map(|(f, n)| Source {
                name: n,
                text: &f.text,
            })
            .collect();
        let again = assemble(&sources, Options::default()).expect("re-assembles");
        if again.shbin.write() != case.expected {
            failures.push(format!("{}: bytes differ", case.name));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn disassembly_of_simple_tri_reads_like_the_source() {
    let path = common::corpus_dir().join("graphics_gpu_simple_tri_vshader.v.shbin");
    let shbin = Shbin::read(&std::fs::read(path).unwrap()).unwrap();
    let dis = disassemble(&shbin).unwrap();
    insta::assert_snapshot!(dis.files[0].text);
}
