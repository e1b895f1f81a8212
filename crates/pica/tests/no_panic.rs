//! Bounded no-panic properties: hostile SHBIN bytes, mutated corpus files
//! and arbitrary source text never panic the reader, the lowering, the
//! disassembler or the assembler (they return errors instead).

mod common;

use proptest::prelude::*;
use shasm_ir::Semantics;
use shasm_pica::asm::{Options, Source, assemble, format_source};
use shasm_pica::{Shbin, dis, lower};
use std::sync::OnceLock;

fn corpus() -> &'static [Vec<u8>] {
    static FILES: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    FILES.get_or_init(|| {
        common::corpus_files(".shbin")
            .iter()
            .map(|p| std::fs::read(p).unwrap())
            .collect()
    })
}

fn sources() -> &'static [String] {
    static FILES: OnceLock<Vec<String>> = OnceLock::new();
    FILES.get_or_init(|| {
        common::corpus_files(".pica")
            .iter()
            .map(|p| std::fs::read_to_string(p).unwrap())
            .collect()
    })
}

/// Everything a tool does with a SHBIN: read, lower every entry point,
/// disassemble, list, write back.
fn exercise_shbin(bytes: &[u8]) {
    if let Ok(shbin) = Shbin::read(bytes) {
        for k in 0..shbin.dvles.len() {
            if let Ok(p) = lower::lower(&shbin, k, Semantics::pica()) {
                let _ = shasm_ir::validate(&p);
            }
        }
        let _ = dis::listing(&shbin);
        let _ = dis::disassemble(&shbin);
        let again = Shbin::read(&shbin.write()).expect("a written SHBIN reads back");
        assert_eq!(again, shbin);
    }
}

fn exercise_source(text: &str) {
    let result = assemble(
        &[Source {
            name: "fuzz.pica",
            text,
        }],
        Options::default(),
    );
    let diagnostics = match &result {
        Ok(out) => &out.warnings,
        Err(e) => &e.diagnostics,
    };
    // Every diagnostic names its rule (the per-file cap's final note is the
    // diagnostics crate's).
    for d in diagnostics {
        let code = d.diagnostic.code.unwrap_or_default();
        assert!(
            code.starts_with("pica/") || code == "too-many-errors",
            "no code on {d:?}"
        );
    }
    // The canonical layout (`shasm fmt`) of any text is a fixed point, and
    // of a source that assembles, a source of the same bytes.
    let laid_out = format_source(text);
    assert_eq!(format_source(&laid_out), laid_out, "{text:?}");
    if let Ok(out) = result {
        let again = assemble(
            &[Source {
                name: "fuzz.pica",
                text: &laid_out,
            }],
            Options::default(),
        )
        .map(|a| a.shbin.write());
        assert_eq!(again.as_ref(), Ok(&out.shbin.write()), "{text:?}");
        for k in 0..out.shbin.dvles.len() {
            let _ = lower::lower_assembled(&out, k, Semantics::pica());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        exercise_shbin(&bytes);
    }

    #[test]
    fn random_bytes_after_a_valid_header_never_panic(
        tail in proptest::collection::vec(any::<u8>(), 0..512),
        count in 0u32..4,
    ) {
        let mut bytes = b"DVLB".to_vec();
        bytes.extend_from_slice(&count.to_le_bytes());
        bytes.extend_from_slice(&tail);
        exercise_shbin(&bytes);
    }

    #[test]
    fn mutated_corpus_files_never_panic(
        file in 0usize..24,
        edits in proptest::collection::vec((any::<u32>(), any::<u32>(), 0u8..3), 1..6),
    ) {
        let mut bytes = corpus()[file % corpus().len()].clone();
        for (at, value, kind) in edits {
            let len = bytes.len();
            if len == 0 {
                break;
            }
            let at = at as usize % len;
            match kind {
                // Overwrite a word (offsets and counts in the billions).
                0 if at + 4 <= len => bytes[at..at + 4].copy_from_slice(&value.to_le_bytes()),
                // Flip one byte.
                1 => bytes[at] ^= value as u8 | 1,
                // Truncate.
                _ => bytes.truncate(at),
            }
        }
        exercise_shbin(&bytes);
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,200}") {
        exercise_source(&text);
    }

    #[test]
    fn token_soup_never_panics(
        words in proptest::collection::vec(
            prop_oneof![
                Just(".proc main"), Just(".end"), Just(".else"), Just("ifu b0"), Just("ifc cmp.x"),
                Just("for i0"), Just("break"), Just("breakc !cmp.y"), Just("call main"),
                Just("jmpu !b1, l"), Just("l:"), Just("mov r0, v0"), Just("mad r0, v0, c1, r2"),
                Just("dp4 o0.x, c0[a0.x+3], r1"), Just("mova a0.xy, v0"), Just("setemit 2, prim"),
                Just("emit"), Just(".gsh point c4"), Just(".fvec m[4]"), Just(".constf k(1,2,3,4)"),
                Just(".constfa a[]"), Just(".constfa (1, 2, 3, 4)"), Just(".out o position"),
                Just(".in x"), Just(".alias q c3.wzyx"), Just("cmp c0, lt, ge, r0"), Just("end"),
                Just(".entry main"), Just(".nodvle"), Just(".setb b0 1"), Just("nop"), Just(","),
                Just("["), Just("]"), Just("."), Just("-"),
            ],
            0..40,
        )
    ) {
        exercise_source(&words.join("\n"));
    }

    #[test]
    fn mutated_corpus_sources_never_panic(
        file in 0usize..21,
        cut in any::<u32>(),
        insert in "\\PC{0,12}",
    ) {
        let text = &sources()[file % sources().len()];
        let mut at = cut as usize % (text.len() + 1);
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let mutated = format!("{}{}{}", &text[..at], insert, &text[at..]);
        exercise_source(&mutated);
    }
}

#[test]
fn every_corpus_file_survives_every_truncation() {
    for bytes in corpus() {
        for len in 0..bytes.len() {
            exercise_shbin(&bytes[..len]);
        }
    }
}
