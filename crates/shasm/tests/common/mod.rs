//! Shared by the robustness tests: the corpus of real programs (the
//! examples and the PICA200 corpus), the contract every error must keep
//! (typed, with coded diagnostics whose spans lie inside the input), and a
//! walk through everything a loaded program offers, each step bounded by a
//! small instruction budget. Also the repository walk and the deterministic
//! generator the engine and control-flow comparisons share.

#![allow(dead_code)]

use shasm::driver::{Input, Options};
use shasm::{Error, Program};
use shasm_diag::Diagnostic;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The instruction budget of every run here: enough for the examples'
/// loops, small enough that a runaway program fails fast in debug builds.
pub const BUDGET: u64 = 10_000;

/// The `--isa` values tried: none (detection), each language, and a name
/// shasm does not know.
pub const ISAS: [Option<&str>; 6] = [
    None,
    Some("tgsi"),
    Some("nv-vp"),
    Some("nv-fp"),
    Some("pica"),
    Some("arm64"),
];

/// File names whose extensions steer detection.
pub const NAMES: [&str; 9] = [
    "x", "x.pica", "x.v.pica", "x.g.pica", "x.shbin", "x.tgsi", "x.vp", "x.fp", "x.vsh",
];

/// The repository root (programs and images are read from there).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every file below `dir`, depth first (an unreadable folder is skipped).
pub fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// A small deterministic generator (xorshift), so failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

/// Every program file of examples/ and of the PICA200 corpus, as (path
/// relative to the root, bytes), in a stable order.
pub fn corpus() -> &'static [(String, Vec<u8>)] {
    static CORPUS: OnceLock<Vec<(String, Vec<u8>)>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let mut files = Vec::new();
        for dir in [
            "examples/tgsi",
            "examples/nv/vp",
            "examples/nv/fp",
            "examples/pica",
            "tests/corpus/pica-3ds-examples",
        ] {
            let mut names: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
                .unwrap_or_else(|e| panic!("{dir}: {e}"))
                .map(|e| e.expect("directory entry").path())
                .filter(|p| {
                    let name = p.to_string_lossy();
                    [".tgsi", ".vp", ".fp", ".pica", ".shbin"]
                        .iter()
                        .any(|ext| name.ends_with(ext))
                })
                .collect();
            names.sort();
            for path in names {
                let bytes = std::fs::read(&path).expect("corpus file");
                let name = format!(
                    "{dir}/{}",
                    path.file_name().expect("file name").to_string_lossy()
                );
                files.push((name, bytes));
            }
        }
        assert!(files.len() > 40, "corpus incomplete: {} files", files.len());
        files
    })
}

/// The corpus file whose path ends with `suffix`.
pub fn corpus_file(suffix: &str) -> &'static (String, Vec<u8>) {
    corpus()
        .iter()
        .find(|(n, _)| n.ends_with(suffix))
        .unwrap_or_else(|| panic!("no corpus file {suffix}"))
}

/// Options with the test budget and the given `--isa`.
pub fn options(isa: Option<&str>) -> Options {
    Options {
        // A name that is no ISA (`arm64`) is refused by the parse, before
        // any load; the file is then loaded by detection.
        isa: isa.and_then(|i| i.parse().ok()),
        budget: Some(BUDGET),
        ..Options::default()
    }
}

/// Diagnostics about an input must each name their rule (a non-empty
/// code), lie inside the input, and render as the command line renders
/// them.
pub fn check_diagnostics(diagnostics: &[Diagnostic], input: &Input) {
    let what = &input.name;
    let len = input.bytes.len();
    for d in diagnostics {
        let code = d.code.unwrap_or("");
        assert!(!code.is_empty(), "{what}: diagnostic without a code: {d:?}");
        assert!(
            d.span.start <= d.span.end && d.span.end <= len,
            "{what}: span {:?} outside the input of {len} bytes: {d:?}",
            d.span
        );
    }
    match input.text() {
        Ok(text) if !input.is_binary() => {
            let _ = shasm_diag::render(what, text, diagnostics);
        }
        _ => {
            let _ = shasm_diag::render_binary(what, diagnostics);
        }
    }
}

/// Every error must render, and the diagnostics it carries must keep the
/// contract of [`check_diagnostics`].
pub fn check_error(e: &Error, input: &Input) {
    let what = &input.name;
    let _ = e.to_string();
    let _ = e.is_invalid_input();
    match e {
        Error::Invalid { diagnostics } => {
            assert!(
                diagnostics.iter().any(Diagnostic::is_error),
                "{what}: Error::Invalid without an error: {diagnostics:?}"
            );
            check_diagnostics(diagnostics, input);
        }
        Error::Translate { diagnostics } | Error::OverLimit { diagnostics } => {
            assert!(
                diagnostics.iter().any(Diagnostic::is_error),
                "{what}: {e:?} without an error"
            );
            check_diagnostics(diagnostics, input);
        }
        Error::Run { at: Some(at), .. } => {
            check_diagnostics(std::slice::from_ref(at), input);
        }
        _ => {}
    }
}

/// Load `bytes` as `name` and, when it loads, use everything the program
/// offers; every step must be `Ok` or a typed error that keeps the
/// contract.
pub fn load_and_exercise(name: &str, bytes: &[u8], options: &Options) -> Option<Program> {
    let input = Input::new(name, bytes);
    let _ = shasm::Isa::detect(&input);
    match Program::load(input.clone(), options) {
        Ok(program) => {
            exercise(&program);
            Some(program)
        }
        Err(e) => {
            check_error(&e, &input);
            None
        }
    }
}

/// Format, translate, build inputs, run and trace a loaded program.
pub fn exercise(program: &Program) {
    let input = program.input();
    let what = &input.name;
    check_diagnostics(program.warnings(), input);
    let _ = program.isa().name();
    if let Err(e) = program.format() {
        check_error(&e, input);
    }
    match program.translate("tgsi") {
        Ok(t) => {
            check_diagnostics(&t.diagnostics, input);
            // What the translation prints is TGSI that shasm reads back.
            if let Err(e) = Program::from_text("translated.tgsi", &t.text) {
                panic!(
                    "{what}: the TGSI translation does not load: {e}\n{}",
                    t.text
                );
            }
        }
        Err(e) => check_error(&e, input),
    }
    match program.run() {
        Ok(report) => {
            let _ = report.to_json();
            let _ = report.to_text();
        }
        Err(e) => check_error(&e, input),
    }
    match program.inputs() {
        Ok(inputs) => {
            let mut steps = 0u64;
            match program.trace(&inputs, &mut |_| steps += 1) {
                Ok(_) => assert!(
                    steps <= BUDGET,
                    "{what}: {steps} traced steps within a budget of {BUDGET}"
                ),
                Err(e) => check_error(&e, input),
            }
        }
        Err(e) => check_error(&e, input),
    }
}

/// Whether two register values are the same for the engine contract: the
/// same words, except that any NaN equals any NaN. The contract fixes
/// which results are NaN, not their payload or sign (IEEE-754 §6.2.3
/// leaves the payload of an operation's NaN open, and engines differ in
/// it: the interpreter's shortcuts, f64 lanes, a GPU); see
/// `shasm_ir::ops::emit`.
#[allow(dead_code)]
pub fn same_words(a: &[u32; 4], b: &[u32; 4]) -> bool {
    let nan = |w: u32| f32::from_bits(w).is_nan();
    a.iter().zip(b).all(|(&x, &y)| x == y || (nan(x) && nan(y)))
}

/// A program to check: its name (path from the repository root, with the
/// spec test's `file:` after a colon), bytes and `--isa`.
pub struct Source {
    pub name: String,
    pub bytes: Vec<u8>,
    pub isa: Option<String>,
}

/// The programs under examples/ and tests/ (corpus included) whose
/// extension is one of `extensions`, and those of the spec tests (their
/// text after `---`; a test whose `source:` names a file of its own is
/// left to that file), sorted by path.
pub fn sources(extensions: &[&str]) -> Vec<Source> {
    let root = root();
    let mut files = Vec::new();
    walk(&root.join("examples"), &mut files);
    walk(&root.join("tests"), &mut files);
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        let Ok(bytes) = std::fs::read(&path) else {
            continue;
        };
        let name = path
            .strip_prefix(&root)
            .unwrap_or(&path)
            .display()
            .to_string();
        if ext == "test" {
            let text = String::from_utf8_lossy(&bytes);
            let Some((header, body)) = text.split_once("\n---\n") else {
                continue;
            };
            let mut isa = None;
            let mut file = None;
            let mut own_file = false;
            for line in header.lines() {
                if let Some(v) = line.strip_prefix("isa:") {
                    isa = Some(v.trim().to_string());
                } else if let Some(v) = line.strip_prefix("file:") {
                    file = Some(v.trim().to_string());
                } else if line.starts_with("source:") {
                    own_file = true;
                }
            }
            if !own_file {
                out.push(Source {
                    name: file.map_or(name.clone(), |f| format!("{name}:{f}")),
                    bytes: body.as_bytes().to_vec(),
                    isa,
                });
            }
        } else if extensions.contains(&ext) {
            out.push(Source {
                name,
                bytes,
                isa: None,
            });
        }
    }
    out
}
