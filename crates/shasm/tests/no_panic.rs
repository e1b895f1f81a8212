//! No panic is reachable from the facade's public API on any input: bytes
//! of every shape, loaded under every `--isa` and file name, and mutations
//! of every real program (byte flips, truncation, repeated lines, inserted
//! tokens) load to a program or to a typed error whose diagnostics name
//! their rule and lie inside the input; whatever loads formats, translates,
//! runs and traces within a small instruction budget. The same holds for
//! the `--set` syntax, [`shasm::Inputs::set`] and the PICA200 assembler and
//! disassembler.

mod common;

use common::{ISAS, NAMES, check_diagnostics, check_error, corpus, load_and_exercise, options};
use proptest::prelude::*;
use shasm::Program;
use shasm::driver::Input;

/// Words that mean something to some front end: headers, opcodes,
/// directives, register spellings, labels, numbers at the edges of their
/// types, and punctuation.
const TOKENS: &[&str] = &[
    "VERT\n",
    "FRAG\n",
    "GEOM\n",
    "COMP\n",
    "!!VP1.0\n",
    "!!VP1.1\n",
    "!!VP2.0\n",
    "!!VSP1.0\n",
    "!!FP1.0\n",
    "!!ARBvp1.0\n",
    "!!",
    "DVLB",
    "END",
    "END\n",
    "\n",
    " ",
    ";",
    ",",
    ".",
    ":",
    "#",
    "//",
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    "|",
    "-",
    "+",
    "=",
    "..",
    "\0",
    "\u{feff}",
    "é",
    "MOV",
    "ADD",
    "MAD",
    "DP4",
    "TEX",
    "TXP",
    "KIL",
    "ARL",
    "ARA",
    "BRA",
    "CAL",
    "RET",
    "IF",
    "ELSE",
    "ENDIF",
    "BGNLOOP",
    "ENDLOOP",
    "BRK",
    "CONT",
    "BGNSUB",
    "ENDSUB",
    "EMIT",
    "ENDPRIM",
    "DCL",
    "IMM",
    "PROPERTY",
    "DECLARE",
    "DEFINE",
    "OPTION",
    "TEMP[0]",
    "TEMP[0..4294967295]",
    "CONST[0][4294967295]",
    "IN[0]",
    "OUT[0]",
    "SAMP[0]",
    "ADDR[0]",
    "IMM[99]",
    "c[0]",
    "c[95]",
    "c[-1]",
    "c[A0.x+4294967295]",
    "v[OPOS]",
    "v[99]",
    "o[HPOS]",
    "o[COLR]",
    "f[TEX0]",
    "f[WPOS]",
    "R0",
    "R99",
    "H0",
    "A0.x",
    "A1",
    "RC",
    "HC",
    "TEX0",
    "2D",
    "CUBE",
    ".xyzw",
    ".x",
    ".wzyx",
    "(GT.x)",
    "_SAT",
    "main:",
    "main",
    "label",
    ".proc",
    ".proc main\n",
    ".end",
    ".fvec",
    ".ivec",
    ".bool",
    ".constf",
    ".consti",
    ".alias",
    ".in",
    ".out",
    ".gsh",
    ".entry",
    ".setf",
    "v0",
    "o0",
    "r0",
    "c95",
    "b15",
    "i3",
    "aL",
    "a0.x",
    "mov",
    "dp4",
    "call",
    "callc",
    "callu",
    "loop",
    "ifu",
    "ifc",
    "else",
    "jmpc",
    "breakc",
    "emit",
    "setemit",
    "nop",
    "end",
    "position",
    "color",
    "0",
    "1",
    "-1",
    "0.5",
    "1e39",
    "-1e39",
    "1e-45",
    "nan",
    "inf",
    "-inf",
    "4294967295",
    "4294967296",
    "99999999999999999999",
    "0x3f800000",
    "0xffffffff",
    "2147483648",
    "-2147483649",
];

fn token() -> impl Strategy<Value = &'static str> {
    prop::sample::select(TOKENS)
}

/// Text assembled from tokens (what a front end's parser gets furthest
/// with), or raw bytes.
fn source_bytes() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..256),
        prop::collection::vec(token(), 0..64).prop_map(|t| t.join(" ").into_bytes()),
        prop::collection::vec(token(), 0..64).prop_map(|t| t.concat().into_bytes()),
        (
            prop::sample::select(&["DVLB"][..]),
            prop::collection::vec(any::<u8>(), 0..512)
        )
            .prop_map(|(magic, rest)| [magic.as_bytes(), &rest].concat()),
    ]
}

fn isa() -> impl Strategy<Value = Option<&'static str>> {
    prop::sample::select(&ISAS[..])
}

fn name() -> impl Strategy<Value = &'static str> {
    prop::sample::select(&NAMES[..])
}

/// One change to a file.
#[derive(Clone, Debug)]
enum Mutation {
    /// XOR the byte at this position (modulo the length) with a mask.
    Flip(usize, u8),
    /// Keep only this many bytes (modulo the length + 1).
    Truncate(usize),
    /// Repeat the line at this index (modulo the line count) this many
    /// times.
    DuplicateLine(usize, usize),
    /// Delete the line at this index.
    DeleteLine(usize),
    /// Insert a token at this position.
    Insert(usize, &'static str),
    /// Overwrite the 32-bit word at this 4-byte-aligned position (binary
    /// tables: counts, offsets, sizes).
    Word(usize, u32),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), 1..=255u8).prop_map(|(at, mask)| Mutation::Flip(at, mask)),
        any::<usize>().prop_map(Mutation::Truncate),
        (any::<usize>(), 1..8usize).prop_map(|(line, n)| Mutation::DuplicateLine(line, n)),
        any::<usize>().prop_map(Mutation::DeleteLine),
        (any::<usize>(), token()).prop_map(|(at, t)| Mutation::Insert(at, t)),
        (
            any::<usize>(),
            prop_oneof![
                Just(0u32),
                Just(1),
                Just(0x7fff_ffff),
                Just(0x8000_0000),
                Just(u32::MAX),
                any::<u32>()
            ]
        )
            .prop_map(|(at, w)| Mutation::Word(at, w)),
    ]
}

fn line_ranges(bytes: &[u8]) -> Vec<std::ops::Range<usize>> {
    let mut lines = Vec::new();
    let mut start = 0;
    for (i, b) in bytes.iter().enumerate() {
        if *b == b'\n' {
            lines.push(start..i + 1);
            start = i + 1;
        }
    }
    if start < bytes.len() {
        lines.push(start..bytes.len());
    }
    lines
}

fn apply(bytes: &mut Vec<u8>, m: &Mutation) {
    let len = bytes.len();
    match *m {
        Mutation::Flip(at, mask) => {
            if len > 0 {
                bytes[at % len] ^= mask;
            }
        }
        Mutation::Truncate(n) => bytes.truncate(n % (len + 1)),
        Mutation::DuplicateLine(line, times) => {
            let lines = line_ranges(bytes);
            if !lines.is_empty() {
                let r = lines[line % lines.len()].clone();
                let copy = bytes[r.clone()].to_vec();
                for _ in 0..times {
                    bytes.splice(r.end..r.end, copy.iter().copied());
                }
            }
        }
        Mutation::DeleteLine(line) => {
            let lines = line_ranges(bytes);
            if !lines.is_empty() {
                bytes.drain(lines[line % lines.len()].clone());
            }
        }
        Mutation::Insert(at, token) => {
            let at = at % (len + 1);
            bytes.splice(at..at, token.bytes());
        }
        Mutation::Word(at, word) => {
            if len >= 4 {
                let at = (at % (len / 4)) * 4;
                bytes[at..at + 4].copy_from_slice(&word.to_le_bytes());
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Arbitrary bytes under every `--isa` and file name.
    #[test]
    fn arbitrary_bytes_load_or_fail_cleanly(bytes in source_bytes(), isa in isa(), name in name()) {
        load_and_exercise(name, &bytes, &options(isa));
    }

    /// Every real program, changed a little: the front ends see almost
    /// valid input, where their checks are most likely to be skipped.
    #[test]
    fn mutated_programs_load_or_fail_cleanly(
        file in 0..corpus().len(),
        mutations in prop::collection::vec(mutation(), 1..4),
        detect in any::<bool>(),
    ) {
        let (name, original) = &corpus()[file];
        let mut bytes = original.clone();
        for m in &mutations {
            apply(&mut bytes, m);
        }
        // Half the cases name the language, so that text which no longer
        // looks like its language still reaches its front end.
        let isa = if detect {
            None
        } else if name.ends_with(".tgsi") {
            Some("tgsi")
        } else if name.ends_with(".vp") {
            Some("nv-vp")
        } else if name.ends_with(".fp") {
            Some("nv-fp")
        } else {
            Some("pica")
        };
        load_and_exercise(name, &bytes, &options(isa));
    }

    /// `--set` text of any shape on a program of each language.
    #[test]
    fn assignments_are_applied_or_refused(
        file in 0..corpus().len(),
        texts in prop::collection::vec(assignment(), 1..6),
    ) {
        let (name, bytes) = &corpus()[file];
        let program = Program::load(Input::new(name.as_str(), bytes.as_slice()), &options(None))
            .unwrap_or_else(|e| panic!("{name} no longer loads: {e}"));
        let input = program.input();
        let mut inputs = program.inputs().unwrap_or_else(|e| panic!("{name}: {e}"));
        for text in &texts {
            if let Err(e) = inputs.assign(text) {
                check_error(&e, input);
            }
        }
        if let Err(e) = program.run_with(&inputs) {
            check_error(&e, input);
        }
    }

    /// [`shasm::Inputs::set`] and `resolve` with any name and any number
    /// of values.
    #[test]
    fn named_values_are_set_or_refused(
        file in 0..corpus().len(),
        name in register_name(),
        values in prop::collection::vec(any::<f32>(), 0..40),
        words in prop::collection::vec(any::<u32>(), 0..40),
    ) {
        let (path, bytes) = &corpus()[file];
        let program = Program::load(Input::new(path.as_str(), bytes.as_slice()), &options(None))
            .unwrap_or_else(|e| panic!("{path} no longer loads: {e}"));
        let _ = program.resolve(&name);
        let input = program.input();
        let mut inputs = program.inputs().unwrap_or_else(|e| panic!("{path}: {e}"));
        if let Err(e) = inputs.set(&name, &values) {
            check_error(&e, input);
        }
        if let Err(e) = inputs.set_words(&name, &words) {
            check_error(&e, input);
        }
        if let Err(e) = program.run_with(&inputs) {
            check_error(&e, input);
        }
    }

    /// The PICA200 assembler on arbitrary and mutated sources (one to
    /// three files linked together), and the disassembler and listing on
    /// whatever it makes and on arbitrary bytes.
    #[test]
    fn pica_tools_never_panic(
        sources in prop::collection::vec(pica_source(), 1..4),
        auto_nop in any::<bool>(),
        binary in source_bytes(),
    ) {
        let inputs: Vec<Input> = sources
            .iter()
            .enumerate()
            .map(|(k, s)| Input::new(format!("s{k}.v.pica"), s.as_slice()))
            .collect();
        match shasm::pica::assemble(&inputs, auto_nop) {
            Ok(assembly) => {
                for (file, d) in &assembly.warnings {
                    check_diagnostics(std::slice::from_ref(d), &inputs[*file]);
                }
                let shbin = Input::new("out.shbin", assembly.shbin);
                shasm::pica::listing(&shbin)
                    .unwrap_or_else(|e| panic!("the assembler's SHBIN does not list: {e}"));
                let _ = shasm::pica::disassemble(&shbin);
                let _ = shasm::pica::disassembly(&shbin);
                load_and_exercise("out.shbin", &shbin.bytes, &options(None));
            }
            Err(e) => {
                assert!(!e.diagnostics.is_empty(), "AssembleError without diagnostics");
                for (file, d) in &e.diagnostics {
                    let input = inputs.get(*file)
                        .unwrap_or_else(|| panic!("diagnostic about file {file} of {}", inputs.len()));
                    check_diagnostics(std::slice::from_ref(d), input);
                }
            }
        }
        let input = Input::new("x.shbin", binary.as_slice());
        for result in [
            shasm::pica::listing(&input).map(drop),
            shasm::pica::disassemble(&input).map(drop),
            shasm::pica::disassembly(&input).map(drop),
        ] {
            if let Err(e) = result {
                check_error(&e, &input);
            }
        }
    }
}

/// `--set` text: mostly `NAME=VALUES` with names the programs use and
/// values of every kind, sometimes anything at all.
fn assignment() -> impl Strategy<Value = String> {
    let value = prop_oneof![
        Just("0".to_string()),
        Just("-1.5".to_string()),
        Just("nan".to_string()),
        Just("inf".to_string()),
        Just("-inf".to_string()),
        Just("1e39".to_string()),
        Just("0x7fc00001".to_string()),
        Just("0xffffffffff".to_string()),
        Just("4294967296".to_string()),
        Just("".to_string()),
        any::<f32>().prop_map(|v| v.to_string()),
        any::<i64>().prop_map(|v| v.to_string()),
        "[a-z0-9.,+-]{0,8}",
    ];
    prop_oneof![
        4 => (register_name(), prop::option::of(0..6usize), prop::collection::vec(value, 0..10))
            .prop_map(|(name, pixel, values)| {
                let pixel = pixel.map(|k| format!("@{k}")).unwrap_or_default();
                format!("{name}{pixel}={}", values.join(","))
            }),
        1 => ".{0,40}",
    ]
}

/// Register and parameter names of every language, in range and out.
fn register_name() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(
            &[
                "c[0]",
                "c[95]",
                "c[96]",
                "c[4294967295]",
                "c[-1]",
                "c[]",
                "v[OPOS]",
                "v[0]",
                "v[15]",
                "v[16]",
                "o[HPOS]",
                "f[TEX0]",
                "f[WPOS]",
                "f[COL0]",
                "p[0]",
                "p[99999]",
                "R0",
                "A0",
                "IN[0]",
                "IN[4294967295]",
                "IN[2][0]",
                "CONST[0]",
                "CONST[1][2]",
                "CONST[4294967295][4294967295]",
                "TEMP[0]",
                "OUT[0]",
                "SAMP[0]",
                "v0",
                "v15",
                "v16",
                "c20",
                "c95",
                "c96",
                "b3",
                "b16",
                "i0",
                "i4",
                "o3",
                "r2",
                "projection",
                "projection[3]",
                "projection[4]",
                "projection[4294967295]",
                "modelView[2]",
                "lightDir",
                "ambient",
                "size",
                "tint",
                "point",
                "k",
                "",
                "=",
                "@",
                "[",
                "]",
            ][..]
        )
        .prop_map(str::to_string),
        "[a-zA-Z]{1,6}(\\[[0-9]{1,10}\\]){0,2}",
        ".{0,12}",
    ]
}

/// A PICA200 source: a corpus source changed a little, or tokens.
fn pica_source() -> impl Strategy<Value = Vec<u8>> {
    let sources: Vec<usize> = corpus()
        .iter()
        .enumerate()
        .filter(|(_, (n, _))| n.ends_with(".pica"))
        .map(|(k, _)| k)
        .collect();
    prop_oneof![
        3 => (prop::sample::select(sources), prop::collection::vec(mutation(), 0..3)).prop_map(
            |(k, mutations)| {
                let mut bytes = corpus()[k].1.clone();
                for m in &mutations {
                    apply(&mut bytes, m);
                }
                bytes
            }
        ),
        1 => prop::collection::vec(token(), 0..48).prop_map(|t| t.join(" ").into_bytes()),
    ]
}

/// Every real program loads, and everything it offers works on it (the
/// baseline the mutations start from).
#[test]
fn every_corpus_program_loads_and_runs() {
    for (name, bytes) in corpus() {
        let program = load_and_exercise(name, bytes, &options(None));
        assert!(program.is_some(), "{name} does not load");
    }
}

/// The smallest SHBIN whose code table lies past the end of the file: a
/// DVLB with no DVLE, then a DVLP header (notes §2) whose code offset
/// (relative to the DVLP) is 0xffff0000.
fn shbin_with_code_past_the_end() -> Vec<u8> {
    let mut bytes = b"DVLB".to_vec();
    bytes.extend(0u32.to_le_bytes()); // no DVLE
    bytes.extend(b"DVLP");
    for word in [0u32, 0xffff_0000, 1, 28, 0, 0] {
        // version, code offset, code words, opdesc offset, opdesc count,
        // the seventh header word
        bytes.extend(word.to_le_bytes());
    }
    bytes
}

/// A SHBIN error lies inside the file: the CLI prints it as `FILE: offset
/// 0x...`, and an offset past the end of the file points nowhere.
#[test]
fn shbin_errors_lie_inside_the_file() {
    let bytes = shbin_with_code_past_the_end();
    let input = Input::new("x.shbin", bytes.as_slice());
    let e = Program::load(input.clone(), &options(None)).expect_err("the code is missing");
    for d in e.diagnostics() {
        assert!(d.span.end <= bytes.len(), "{d:?}");
    }
    let e = shasm::pica::listing(&input).expect_err("the code is missing");
    for d in e.diagnostics() {
        assert!(d.span.end <= bytes.len(), "{d:?}");
    }
}

/// A SHBIN whose code table lies past its end is invalid, with the span
/// inside the file.
#[test]
fn shbin_with_code_past_the_end_is_invalid() {
    let bytes = shbin_with_code_past_the_end();
    let e = Program::load(Input::new("x.shbin", bytes), &options(None))
        .expect_err("the code is missing");
    let d = e.diagnostics();
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(d[0].code, Some("pica/shbin"));
    assert!(d[0].message.contains("code"), "{}", d[0].message);
}

/// Every diagnostic of a translation names its rule, as load diagnostics
/// do.
#[test]
fn nv_fp_translation_diagnostics_have_codes() {
    for file in ["examples/nv/fp/pack.fp", "examples/nv/fp/bump.fp"] {
        let (name, bytes) = common::corpus_file(file);
        let program = Program::load(Input::new(name.as_str(), bytes.as_slice()), &options(None))
            .expect("example loads");
        let diagnostics = match program.translate("tgsi") {
            Ok(t) => t.diagnostics,
            Err(e) => e.diagnostics().to_vec(),
        };
        assert!(!diagnostics.is_empty(), "{file}: nothing to check");
        for d in &diagnostics {
            assert!(d.code.is_some_and(|c| !c.is_empty()), "{file}: {d:?}");
        }
    }
}

/// The assembler's diagnostics all name their rule, also for a file that is
/// not text.
#[test]
fn assembler_refuses_non_text_with_a_code() {
    let e =
        shasm::pica::assemble(&[Input::new("a.v.pica", &b"\xff"[..])], true).expect_err("not text");
    assert!(!e.diagnostics.is_empty());
    for (_, d) in &e.diagnostics {
        assert!(d.code.is_some_and(|c| !c.is_empty()), "{d:?}");
    }
}
