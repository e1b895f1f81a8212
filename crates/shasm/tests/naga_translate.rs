//! Translation through naga (issue 22): WGSL, SPIR-V, GLSL, MSL and HLSL.
//!
//! * Snapshots as naga's own tests keep them: every program under
//!   `tests/translate/in/` is translated to its compute form for every
//!   target, and the outputs (with the buffer layout) must equal the files
//!   under `tests/translate/out/`; `SHASM_BLESS=1` rewrites them (review
//!   the diff: the files are a record, not a specification).
//! * Every program under `tests/` and `examples/` either translates to a
//!   module naga validates and every back end writes, or is refused with
//!   diagnostics; never an internal error. The refused ones and their
//!   reasons are listed in `tests/translate/refused.txt` (blessed the same
//!   way), so a change in what translates shows in review.
//! * Where `spirv-val` and `glslangValidator` are installed, the SPIR-V and
//!   GLSL snapshots pass them (Vulkan 1.1; GLSL 4.50 for Vulkan); where not,
//!   the test says it skipped them and why.

use shasm::driver::Input;
use shasm::options::{FloatModel, Profile};
use shasm::{Error, Isa, Options, Program, Target, TranslateForm, TranslateMode, TranslateOptions};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

const PROGRAM_EXTENSIONS: &[&str] = &["vp", "fp", "gp", "pica", "tgsi", "shbin", "vsh", "gsh"];

const NAGA_TARGETS: [(Target, &str); 6] = [
    (Target::Wgsl, "wgsl"),
    (Target::Spirv, "spv"),
    (Target::Glsl, "comp.glsl"),
    (Target::GlslEs, "es.comp.glsl"),
    (Target::Msl, "metal"),
    (Target::Hlsl, "hlsl"),
];

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

fn bless() -> bool {
    std::env::var_os("SHASM_BLESS").is_some()
}

/// (label, file name, bytes, options) of every bundled program and every
/// spec-test program (loaded as the spec runner loads them).
fn every_program() -> Vec<(String, String, Vec<u8>, Options)> {
    let mut cases = Vec::new();
    for dir in ["examples", "tests/corpus"] {
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
            cases.push((rel.clone(), rel, bytes, Options::default()));
        }
    }
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
            .strip_prefix(root())
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let name = name.unwrap_or_else(|| "test".to_string());
        cases.push((rel, name, program.as_bytes().to_vec(), options));
    }
    cases
}

/// The first line of each diagnostic: `LINE:COL code: message`.
fn reasons(text: &str, diagnostics: &[shasm::Diagnostic]) -> Vec<String> {
    diagnostics
        .iter()
        .map(|d| {
            let before = &text.as_bytes()[..d.span.start.min(text.len())];
            let line = before.iter().filter(|b| **b == b'\n').count() + 1;
            let col = before.iter().rev().take_while(|b| **b != b'\n').count() + 1;
            format!("{line}:{col} {}: {}", d.code.unwrap_or("-"), d.message)
        })
        .collect()
}

#[test]
fn every_program_translates_or_is_refused_with_reasons() {
    let cases = every_program();
    assert!(cases.len() > 100, "{} programs found", cases.len());
    let mut listing = String::new();
    let mut internal = Vec::new();
    let mut translated = 0;
    for (label, name, bytes, options) in &cases {
        let Ok(program) = Program::load(Input::new(name, bytes.clone()), options) else {
            continue; // programs that do not load are the load tests' business
        };
        let text = String::from_utf8_lossy(bytes);
        let mut refused = None;
        for (target, _) in NAGA_TARGETS {
            match program.translate_to(target) {
                Ok(t) => {
                    // Something was written, in text or in SPIR-V words.
                    let len = t.binary.as_ref().map_or(t.text.len(), Vec::len);
                    assert!(len > 0, "{label}: empty {target} translation");
                }
                Err(Error::Translate { diagnostics }) => {
                    assert!(
                        !diagnostics.is_empty(),
                        "{label}: a refusal without a reason"
                    );
                    refused = Some(reasons(&text, &diagnostics));
                    break;
                }
                Err(e) => {
                    internal.push(format!("{label} --to {target}: {e}"));
                    break;
                }
            }
        }
        match refused {
            Some(r) => {
                let _ = writeln!(listing, "{label}");
                for line in r {
                    let _ = writeln!(listing, "    {line}");
                }
            }
            None => translated += 1,
        }
    }
    assert!(
        internal.is_empty(),
        "internal errors:\n{}",
        internal.join("\n")
    );
    let _ = writeln!(listing, "-- {translated} of the loaded programs translate");
    let file = root().join("tests/translate/refused.txt");
    if bless() {
        std::fs::write(&file, &listing).unwrap();
        return;
    }
    let old = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(
        old == listing,
        "what translates changed; review and re-bless with SHASM_BLESS=1:\n{listing}"
    );
}

/// The stage form of every vertex and fragment program under `tests/` and
/// `examples/`, exact and fast (where textures are sampled), is a module
/// naga validates and every back end writes, or a refusal with reasons;
/// never an internal error (docs/translate.md, "The stage form").
#[test]
fn every_stage_form_translates_or_is_refused_with_reasons() {
    let mut internal = Vec::new();
    // Per mode: the programs every target writes, and those of them that
    // bind textures.
    let mut translated = [0, 0];
    let mut textured = [0, 0];
    for (label, name, bytes, load) in &every_program() {
        let Ok(program) = Program::load(Input::new(name, bytes.clone()), load) else {
            continue;
        };
        for (m, mode) in [TranslateMode::Exact, TranslateMode::Fast]
            .into_iter()
            .enumerate()
        {
            let options = TranslateOptions {
                form: TranslateForm::Stage,
                mode,
            };
            for (target, _) in NAGA_TARGETS {
                match program.translate_with(target, &options) {
                    Ok(t) => {
                        let len = t.binary.as_ref().map_or(t.text.len(), Vec::len);
                        assert!(len > 0, "{label}: empty {target} translation");
                        if target == Target::Hlsl {
                            translated[m] += 1;
                            if t.layout
                                .as_deref()
                                .is_some_and(|l| l.contains("\"textures\""))
                            {
                                textured[m] += 1;
                            }
                        }
                    }
                    Err(Error::Translate { diagnostics }) => {
                        assert!(
                            !diagnostics.is_empty(),
                            "{label}: a refusal without a reason"
                        );
                        break;
                    }
                    Err(e) => {
                        internal.push(format!("{label} --to {target} --stage {mode:?}: {e}"));
                        break;
                    }
                }
            }
        }
    }
    assert!(
        internal.is_empty(),
        "internal errors:\n{}",
        internal.join("\n")
    );
    // The vertex and fragment programs that translate in the compute form
    // have a stage form too: far more than a handful.
    assert!(translated[0] > 50, "{translated:?} stage forms");
    // Exact mode binds no texture (docs/translate.md, "Textures"); fast
    // mode samples those of the bundled programs that sample textures
    // (examples/arb/*.fp, examples/nv/fp, the spec tests of TEX and its
    // variants): more than a handful.
    assert_eq!(textured[0], 0);
    assert!(textured[1] > 10, "{textured:?} textured stage forms");
}

/// The snapshot inputs and the options their names ask for: `NAME.fast.EXT`
/// translates in fast mode, `NAME.stage.EXT` to the stage form.
fn snapshot_inputs() -> Vec<(PathBuf, String, TranslateOptions)> {
    let mut files = Vec::new();
    files_under(&root().join("tests/translate/in"), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            let mode = if name.contains(".fast.") {
                TranslateMode::Fast
            } else {
                TranslateMode::Exact
            };
            let form = if name.contains(".stage.") {
                TranslateForm::Stage
            } else {
                TranslateForm::Compute
            };
            let options = TranslateOptions { mode, form };
            (p, name, options)
        })
        .collect()
}

#[test]
fn snapshots_of_every_target() {
    let inputs = snapshot_inputs();
    assert!(inputs.len() >= 4, "{} inputs", inputs.len());
    let out = root().join("tests/translate/out");
    let mut differ = Vec::new();
    for (path, name, options) in inputs {
        let bytes = std::fs::read(&path).unwrap();
        let program = Program::load(Input::new(&name, bytes.clone()), &Options::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        for (target, ext) in NAGA_TARGETS {
            // GLSL names its stage in the file name (glslangValidator's
            // convention): `.vert.glsl`, `.frag.glsl`.
            let ext = match (target, options.form, program.ir().stage) {
                (Target::Glsl, TranslateForm::Stage, shasm_ir::Stage::Vertex) => "vert.glsl",
                (Target::Glsl, TranslateForm::Stage, _) => "frag.glsl",
                (Target::GlslEs, TranslateForm::Stage, shasm_ir::Stage::Vertex) => "es.vert.glsl",
                (Target::GlslEs, TranslateForm::Stage, _) => "es.frag.glsl",
                _ => ext,
            };
            let t = program
                .translate_with(target, &options)
                .unwrap_or_else(|e| panic!("{name} --to {target}: {e}"));
            let mut files = vec![(
                format!("{name}.{ext}"),
                t.binary
                    .clone()
                    .unwrap_or_else(|| t.text.clone().into_bytes()),
            )];
            if target == Target::Wgsl {
                files.push((
                    format!("{name}.layout.json"),
                    t.layout.clone().unwrap().into_bytes(),
                ));
            }
            for (file, bytes) in files {
                let at = out.join(&file);
                if bless() {
                    std::fs::write(&at, &bytes).unwrap();
                } else if std::fs::read(&at).ok().as_deref() != Some(&bytes[..]) {
                    differ.push(file);
                }
            }
        }
    }
    assert!(
        differ.is_empty(),
        "translations changed (re-bless with SHASM_BLESS=1 after review): {differ:?}"
    );
}

/// Run an external validator on every snapshot with `ext`, or say why not.
fn external(tool: &str, args: &[&str], ext: &str) {
    if Command::new(tool).arg("--version").output().is_err() {
        eprintln!("skipped: `{tool}` is not installed (Debian: spirv-tools, glslang-tools)");
        return;
    }
    let mut files = Vec::new();
    files_under(&root().join("tests/translate/out"), &mut files);
    let files: Vec<_> = files
        .into_iter()
        .filter(|f| f.to_string_lossy().ends_with(ext))
        .collect();
    assert!(!files.is_empty(), "no *{ext} snapshots");
    for f in files {
        let out = Command::new(tool).args(args).arg(&f).output().unwrap();
        assert!(
            out.status.success(),
            "{tool} rejects {}:\n{}{}",
            f.display(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn spirv_snapshots_pass_spirv_val() {
    external("spirv-val", &["--target-env", "vulkan1.1"], ".spv");
}

#[test]
fn glsl_snapshots_pass_glslang() {
    for stage in ["comp", "vert", "frag"] {
        external(
            "glslangValidator",
            &[
                "-V",
                "--target-env",
                "vulkan1.1",
                "-S",
                stage,
                "-o",
                "/dev/null",
            ],
            &format!(".{stage}.glsl"),
        );
    }
}
