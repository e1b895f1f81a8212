//! `translate --to tgsi` must not change while translation moves between
//! crates (issue 20, item 8): every bundled example, every corpus shader
//! and every spec-test program is translated, and the text with every
//! diagnostic (severity, code, span, message, labels, notes) is compared
//! with snapshot files recorded from the code before the move
//! (`translate_snapshot/*.snap`, one per group of programs).
//!
//! The snapshots are a record of earlier output, not of the spec: the
//! spec-derived checks of what a translation says live in the other
//! `*_tgsi.rs` / `*_translate.rs` tests. Re-record (only for an intended
//! change, reviewed by diff) with `SHASM_BLESS=1 cargo test -p shasm --test
//! translate_snapshot`.

use shasm::driver::Input;
use shasm::options::{FloatModel, Profile};
use shasm::{Error, Isa, Options, Program};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

const PROGRAM_EXTENSIONS: &[&str] = &["vp", "fp", "gp", "pica", "tgsi", "shbin", "vsh", "gsh"];

fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        if path.is_dir() {
            files_under(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// The translation of one program with the options given, as text: the
/// TGSI text or the error, then every diagnostic in full.
fn render(name: &str, bytes: &[u8], options: &Options) -> String {
    let mut out = String::new();
    let program = match Program::load(Input::new(name, bytes), options) {
        Ok(p) => p,
        Err(e) => {
            let _ = writeln!(out, "load error: {e}");
            return out;
        }
    };
    match program.translate("tgsi") {
        Ok(t) => {
            out.push_str(&t.text);
            let _ = writeln!(out, "-- diagnostics\n{:#?}", t.diagnostics);
        }
        Err(Error::Translate { diagnostics }) => {
            let _ = writeln!(out, "translate error\n{diagnostics:#?}");
        }
        Err(e) => {
            let _ = writeln!(out, "error: {e}");
        }
    }
    out
}

/// Programs by snapshot group: (label, file name, bytes, options).
type Case = (String, String, Vec<u8>, Options);

fn bundled(dir: &str, group: &str, cases: &mut BTreeMap<String, Vec<Case>>) {
    let mut files = Vec::new();
    files_under(&root().join(dir), &mut files);
    files.sort();
    for path in files {
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        if !PROGRAM_EXTENSIONS.contains(&ext) {
            continue;
        }
        let rel = path
            .strip_prefix(root())
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let bytes = std::fs::read(&path).unwrap();
        let list = cases.entry(group.to_string()).or_default();
        let pica = matches!(ext, "pica" | "shbin" | "vsh" | "gsh");
        list.push((rel.clone(), rel.clone(), bytes.clone(), Options::default()));
        if pica {
            let options = Options {
                float_model: FloatModel::F32,
                ..Options::default()
            };
            list.push((format!("{rel} --float-model f32"), rel, bytes, options));
        }
    }
}

/// Spec-test programs (tests/spec/AREA/*.test): the text after `---`, named
/// and loaded as the runner does (`file:`, `isa:`, and the load options of
/// `option:` lines). Files that take their program from `source:` are the
/// bundled examples, translated above.
fn spec_tests(cases: &mut BTreeMap<String, Vec<Case>>) {
    let mut files = Vec::new();
    files_under(&root().join("tests/spec"), &mut files);
    files.sort();
    for path in files {
        if path.extension().and_then(|e| e.to_str()) != Some("test") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let Some((header, program)) = text.split_once("\n---\n") else {
            continue;
        };
        let mut name = None;
        let mut options = Options::default();
        let mut sourced = false;
        for line in header.lines() {
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            let value = value.trim();
            match key.trim() {
                "file" => name = Some(value.to_string()),
                "isa" => options.isa = Some(value.parse::<Isa>().unwrap()),
                "source" => sourced = true,
                "option" => {
                    let words: Vec<&str> = value.split_whitespace().collect();
                    for pair in words.windows(2) {
                        match pair[0] {
                            "--float-model" => {
                                options.float_model = pair[1].parse::<FloatModel>().unwrap()
                            }
                            "--profile" => options.profile = pair[1].parse::<Profile>().unwrap(),
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        if sourced {
            continue;
        }
        let rel = path
            .strip_prefix(root().join("tests/spec"))
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let area = rel.split('/').next().unwrap_or("spec").to_string();
        let name = name.unwrap_or_else(|| "test".to_string());
        cases.entry(format!("spec_{area}")).or_default().push((
            rel,
            name,
            program.as_bytes().to_vec(),
            options,
        ));
    }
}

#[test]
fn every_translation_is_what_it_was_before_the_move() {
    let mut cases = BTreeMap::new();
    bundled("examples", "examples", &mut cases);
    bundled("tests/corpus", "corpus", &mut cases);
    spec_tests(&mut cases);
    let bless = std::env::var_os("SHASM_BLESS").is_some();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/translate_snapshot");
    let mut differ = Vec::new();
    for (group, list) in &cases {
        let mut text = String::new();
        for (label, name, bytes, options) in list {
            let _ = writeln!(text, "==> {label} <==");
            text.push_str(&render(name, bytes, options));
        }
        let file = dir.join(format!("{group}.snap"));
        if bless {
            std::fs::write(&file, &text).unwrap();
            continue;
        }
        let old = std::fs::read_to_string(&file).unwrap_or_default();
        if old != text {
            // Name the first program whose translation changed.
            let first = text
                .split("==> ")
                .zip(old.split("==> "))
                .find(|(a, b)| a != b)
                .map(|(a, _)| a.lines().next().unwrap_or("").to_string())
                .unwrap_or_default();
            differ.push(format!("{group}.snap (first change: {first})"));
        }
    }
    assert!(
        differ.is_empty(),
        "translations changed: {differ:?} (see the module documentation)"
    );
    // Every group was found, so the test cannot pass on an empty tree.
    assert!(cases.len() >= 10, "{:?}", cases.keys().collect::<Vec<_>>());
}
