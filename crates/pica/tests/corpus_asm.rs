//! The assembler reproduces picasso 2.7.1's output byte for byte on every
//! SHBIN of the corpus (single files and vertex+geometry links).

mod common;

use shasm_pica::asm::{Options, Source, assemble};
use shasm_pica::{Shbin, decode};

fn describe_diff(expected: &[u8], got: &[u8]) -> String {
    let mut s = String::new();
    if let (Ok(a), Ok(b)) = (Shbin::read(expected), Shbin::read(got)) {
        for (i, (x, y)) in a.dvlp.code.iter().zip(&b.dvlp.code).enumerate() {
            if x != y {
                s += &format!(
                    "code[{i}]: expected {x:#010x} {:?}\n             got {y:#010x} {:?}\n",
                    decode(*x).map(|d| d.op),
                    decode(*y).map(|d| d.op)
                );
            }
        }
        if a.dvlp.code.len() != b.dvlp.code.len() {
            s += &format!(
                "code length {} vs {}\n",
                a.dvlp.code.len(),
                b.dvlp.code.len()
            );
        }
        for (i, (x, y)) in a.dvlp.opdescs.iter().zip(&b.dvlp.opdescs).enumerate() {
            if x != y {
                s += &format!(
                    "opdesc[{i}]: expected {:#010x} got {:#010x}\n",
                    x.descriptor.0, y.descriptor.0
                );
            }
        }
        if a.dvlp.opdescs.len() != b.dvlp.opdescs.len() {
            s += &format!(
                "opdesc count {} vs {}\n",
                a.dvlp.opdescs.len(),
                b.dvlp.opdescs.len()
            );
        }
        if a.dvles != b.dvles {
            s += &format!("DVLEs differ:\n{:#?}\n{:#?}\n", a.dvles, b.dvles);
        }
    }
    s
}

#[test]
fn corpus_assembles_byte_identically() {
    let cases = common::corpus_cases();
    assert_eq!(cases.len(), 24);
    let mut failures = Vec::new();
    for common::Case {
        name,
        sources,
        expected,
    } in cases
    {
        let srcs: Vec<Source<'_>> = sources
            .iter()
            .map(|(n, t)| Source { name: n, text: t })
            .collect();
        match assemble(&srcs, Options::default()) {
            Ok(out) => {
                let bytes = out.shbin.write();
                if bytes != expected {
                    failures.push(format!("{name}:\n{}", describe_diff(&expected, &bytes)));
                }
            }
            Err(e) => failures.push(format!("{name}: {:#?}", e.diagnostics)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
