//! The spec-test runner: every `*.test` file under `tests/spec/` (format in
//! `tests/spec/README.md`) is checked as `shasm check` checks it, then its
//! `run:` lines run through the library (`shasm::Program` with the options
//! the CLI's own argument types parse from the line) on every engine of
//! `shasm::available_engines()`. Each (file, engine) pair is its own test
//! (this binary has its own harness, libtest-mimic), named
//! `DIR/STEM::ENGINE` (`arb_vp/lit::interp`); a file with no `run:` lines
//! runs on no engine and is the one test `DIR/STEM`. `skip-engine: ENGINE:
//! REASON` skips a pair: its test is ignored and the reason printed.
//!
//! The runner is strict on purpose: a directive it does not understand, an
//! expectation that cannot be evaluated, or a test that checks nothing is a
//! failure naming the file and line, never a silent pass. The self-tests in
//! `spec_selftest/` feed it deliberately wrong files to keep it that way.

use libtest_mimic::{Arguments, Trial};
use shasm::EngineKind;
use shasm_cli::commands;
use shasm_cli::driver::{Input, Options, resolve_name};
use shasm_cli::report::{Entry, Report};
use shasm_cli::values::{bits_text, float_text};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

#[path = "spec_runner/format.rs"]
mod format;
#[path = "spec_selftest/mod.rs"]
mod selftest;

use format::{Component, Expect, RegisterExpect, SpecFile, is_position, parse_spec_file};

/// What a file's options hold that only the runner may set.
const ENGINE_ON_A_LINE: &str = "`--engine` in a test file: every file runs on every engine \
     (skip one with `skip-engine: ENGINE: REASON`)";

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn spec_dir() -> PathBuf {
    repo_root().join("tests/spec")
}

/// Every `*.test` file below `dir`, sorted. Anything that would make a test
/// silently disappear (a missing or unreadable folder, a file that is neither
/// a test nor documentation nor under a `data/` folder) is a failure.
fn collect(dir: &Path, out: &mut Vec<PathBuf>, problems: &mut Vec<String>) {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            problems.push(format!(
                "{}: cannot read the test folder: {e}",
                dir.display()
            ));
            return;
        }
    };
    let mut paths = Vec::new();
    for entry in entries {
        match entry {
            Ok(e) => paths.push(e.path()),
            Err(e) => problems.push(format!("{}: cannot list an entry: {e}", dir.display())),
        }
    }
    paths.sort();
    let in_data = dir.file_name().is_some_and(|n| n == "data");
    for p in paths {
        if p.is_dir() {
            // Data folders hold inputs (textures); nothing there is a test.
            if !in_data && p.file_name().is_some_and(|n| n != "data") {
                collect(&p, out, problems);
            }
        } else if p.extension().is_some_and(|e| e == "test") {
            out.push(p);
        } else if !in_data && p.extension().is_none_or(|e| e != "md") {
            problems.push(format!(
                "{}: not a `.test` file (a misspelt test would never run; data files go in a `data/` folder)",
                p.display()
            ));
        }
    }
}

fn show(bits: &[u32; 4]) -> String {
    let v: Vec<_> = bits.iter().map(|b| float_text(*b)).collect();
    let b: Vec<_> = bits.iter().map(|b| bits_text(*b)).collect();
    format!("({}) [{}]", v.join(", "), b.join(" "))
}

fn check_register(entry: &Entry, want: &RegisterExpect) -> Result<(), String> {
    for (value, &c) in want.values.iter().zip(&want.components) {
        let got = entry.bits[c];
        let ok = match (value, want.tolerance) {
            (Component::AnyNan, _) => f32::from_bits(got).is_nan(),
            (Component::Word(w), None) => *w == got,
            (v @ Component::Word(_), Some(t)) => {
                let (w, g) = (v.as_f64(), f64::from(f32::from_bits(got)));
                w == g || (w - g).abs() <= t
            }
        };
        if !ok {
            let shown = match value {
                Component::AnyNan => "nan".to_string(),
                Component::Word(w) => format!("{} ({})", float_text(*w), bits_text(*w)),
            };
            return Err(format!(
                "{}.{} is {} ({}), expected {shown}{}; whole register {}",
                entry.name,
                "xyzw".as_bytes()[c] as char,
                float_text(got),
                bits_text(got),
                want.tolerance.map_or(String::new(), |t| format!(" +- {t}")),
                show(&entry.bits)
            ));
        }
    }
    Ok(())
}

fn written_names(report: &Report) -> String {
    let names: Vec<_> = report
        .outputs
        .iter()
        .chain(&report.temps)
        .chain(report.params.iter().flatten())
        .map(|e| e.name.as_str())
        .collect();
    if names.is_empty() {
        "nothing".into()
    } else {
        names.join(", ")
    }
}

/// The written register `name` names, if any; `Err` if `name` names no
/// register of the program at all (a typo).
fn lookup<'a>(
    report: &'a Report,
    program: &shasm_ir::Program,
    name: &str,
) -> Result<Option<&'a Entry>, String> {
    if let Some(e) = report.find(name) {
        return Ok(Some(e));
    }
    let t =
        resolve_name(program, name).ok_or(format!("`{name}` names no register of the program"))?;
    Ok(report
        .outputs
        .iter()
        .chain(&report.temps)
        .chain(report.params.iter().flatten())
        .find(|e| e.file == t.file && e.index == t.index))
}

fn check_expect(
    expect: &Expect,
    result: &Result<Report, String>,
    program: &shasm_ir::Program,
) -> Result<(), String> {
    if let Expect::RunError(text) = expect {
        return match result {
            Err(e) if e.contains(text.as_str()) => Ok(()),
            Err(e) => Err(format!("run failed with `{e}`, expected `{text}`")),
            Ok(_) => Err(format!("run succeeded, expected error `{text}`")),
        };
    }
    let report = result.as_ref().map_err(|e| format!("run failed: {e}"))?;
    match expect {
        Expect::RunError(_) => unreachable!("handled above"),
        Expect::Pixel(k, inner) => {
            let pixel = report
                .pixels
                .get(*k)
                .ok_or(format!("no pixel {k}: pixel[K] expectations need --quad"))?;
            check_expect(inner, &Ok(pixel.clone()), program)
        }
        Expect::Unwritten(name) => match lookup(report, program, name)? {
            None => Ok(()),
            Some(e) => Err(format!("{name} was written: {}", show(&e.bits))),
        },
        Expect::Json(key, want) => {
            let json = report.to_json();
            match json.get(key) {
                Some(got) if got == want => Ok(()),
                Some(got) => Err(format!("json `{key}` is {got}, expected {want}")),
                None => Err(format!(
                    "the json report has no `{key}` (keys: {})",
                    json.as_object()
                        .map(|o| o.keys().cloned().collect::<Vec<_>>().join(", "))
                        .unwrap_or_default()
                )),
            }
        }
        Expect::Vertex(k, want) => {
            let vs = report
                .vertices
                .as_ref()
                .ok_or("the program emits no vertices")?;
            let v = vs
                .get(*k)
                .ok_or(format!("only {} vertices were emitted", vs.len()))?;
            let entry = v
                .outputs
                .iter()
                .find(|e| e.name == want.name)
                .ok_or(format!("vertex {k} has no output {}", want.name))?;
            check_register(entry, want)
        }
        Expect::Killed(want) => match report.killed {
            Some(k) if k == *want => Ok(()),
            Some(k) => Err(format!("killed is {k}, expected {want}")),
            None => Err("not a fragment program: nothing can be killed".into()),
        },
        Expect::Executed(want) if report.executed == *want => Ok(()),
        Expect::Executed(want) => Err(format!(
            "executed {} instructions, expected {want}",
            report.executed
        )),
        Expect::Vertices(want) => {
            let got = report.vertices.as_ref().map_or(0, Vec::len);
            if got == *want {
                Ok(())
            } else {
                Err(format!("{got} vertices emitted, expected {want}"))
            }
        }
        Expect::Cc(reg, want) => {
            let found = match reg {
                Some(r) => report.cc.iter().find(|c| c.name == *r),
                None if report.cc.len() > 1 => {
                    return Err(
                        "the program uses two condition codes: say `cc CC0` or `cc CC1`".into(),
                    );
                }
                None => report.cc.first(),
            };
            let fields = found.ok_or("no such condition-code register")?.names();
            if fields.iter().eq(want.iter()) {
                Ok(())
            } else {
                Err(format!(
                    "cc is ({}), expected ({})",
                    fields.join(", "),
                    want.join(", ")
                ))
            }
        }
        Expect::Register(want) => {
            let entry = lookup(report, program, &want.name)?.ok_or(format!(
                "{} was not written (written: {})",
                want.name,
                written_names(report)
            ))?;
            check_register(entry, want)
        }
    }
}

/// Paths given to `--inputs`, `--texture` and similar options are relative
/// to the repository root.
fn rooted(root: &Path, args: &[String]) -> Vec<String> {
    let mut out = Vec::with_capacity(args.len());
    let mut path_next = false;
    for a in args {
        if path_next && !a.starts_with('/') {
            // `UNIT:TARGET=PATH` forms keep their prefix.
            match a.split_once('=') {
                Some((k, v)) if a.starts_with(|c: char| c.is_ascii_digit()) => {
                    out.push(format!("{k}={}", root.join(v).display()))
                }
                _ => out.push(root.join(a).display().to_string()),
            }
        } else {
            out.push(a.clone());
        }
        path_next = matches!(a.as_str(), "--inputs" | "--texture");
    }
    out
}

/// The headline of every diagnostic `shasm check` printed, without the file
/// name: `L:C: SEVERITY: MESSAGE` (or `SEVERITY: MESSAGE`).
fn headlines(name: &str, stderr: &str) -> Vec<String> {
    let prefix = format!("{name}:");
    stderr
        .lines()
        .filter_map(|l| l.strip_prefix(&prefix))
        .map(|rest| {
            // A stable code after the severity (`error[nv-vp/x]:`) is not
            // part of what the tests compare.
            let rest = rest.trim_start();
            match rest.split_once(": ") {
                Some((pos, tail)) if is_position(pos) => format!("{pos}: {}", strip_code(tail)),
                _ => strip_code(rest),
            }
        })
        .collect()
}

fn strip_code(text: &str) -> String {
    match text.split_once(": ") {
        Some((severity, message)) => match severity.split_once('[') {
            Some((s, code)) if code.ends_with(']') => format!("{s}: {message}"),
            _ => text.to_string(),
        },
        None => text.to_string(),
    }
}

/// Outcome of one checked item under a possible `xfail:`.
fn judge(
    line: usize,
    passed: Result<(), String>,
    xfail: Option<&String>,
    out: &mut Vec<(usize, String)>,
) {
    match (passed, xfail) {
        (Ok(()), None) | (Err(_), Some(_)) => {}
        (Err(e), None) => out.push((line, e)),
        (Ok(()), Some(reason)) => out.push((
            line,
            format!("passes but is marked `xfail: {reason}`: remove the marker"),
        )),
    }
}

/// Compare the reported diagnostics with the expected ones.
fn check_diagnostics(
    spec: &SpecFile,
    got: &[String],
    stderr: &str,
    out: &mut Vec<(usize, String)>,
) {
    let full = || format!("\nfull output:\n{stderr}");
    let mut next = 0;
    for want in &spec.diagnostics {
        let found = if spec.extra_diagnostics_allowed {
            // Listed diagnostics in order, others may come between.
            got[next..]
                .iter()
                .position(|g| *g == want.what.headline)
                .map(|k| next + k + 1)
        } else {
            (got.get(next) == Some(&want.what.headline)).then_some(next + 1)
        };
        let result = match found {
            Some(after) => {
                next = after;
                Ok(())
            }
            None => {
                let at = got.get(next).map_or("<none>", String::as_str);
                if !spec.extra_diagnostics_allowed {
                    next += 1;
                }
                Err(format!(
                    "expected diagnostic `{}`, got `{at}`{}",
                    want.what.headline,
                    full()
                ))
            }
        };
        judge(want.line, result, want.xfail.as_ref(), out);
    }
    if !spec.extra_diagnostics_allowed {
        for extra in got.iter().skip(next) {
            out.push((
                0,
                format!(
                    "unexpected diagnostic `{extra}` (list it with `error:`/`warning:`, or opt out with `extra-diagnostics: REASON`){}",
                    full()
                ),
            ));
        }
    }
}

/// Check one test file's text on every engine it runs on (the self-tests
/// and [`run_dir`] use it; `main` runs each pair as a test of its own).
/// `display` names the file in messages and `stem` is the program's
/// default file name. Every failure names the file and (where there is
/// one) the header line.
fn check_spec_text(display: &str, stem: &str, text: &str) -> Vec<String> {
    match parse_spec_file(text) {
        Ok(spec) => {
            let mut failures = Vec::new();
            for engine in engines_of(&spec) {
                for f in check_spec(display, stem, &spec, engine) {
                    // The load checks are the same on every engine.
                    if !failures.contains(&f) {
                        failures.push(f);
                    }
                }
            }
            failures
        }
        Err(errors) => errors.into_iter().map(|e| located(display, e)).collect(),
    }
}

/// The engines a parsed file runs on: none for a file without `run:`
/// lines (`None`: its load checks alone), else every engine built in that
/// the file does not skip.
fn engines_of(spec: &SpecFile) -> Vec<Option<EngineKind>> {
    let engines: Vec<_> = shasm::available_engines()
        .into_iter()
        .filter(|&k| spec.cases.is_empty() || spec.skip_reason(k).is_none())
        .map(Some)
        .collect();
    if spec.cases.is_empty() || engines.is_empty() {
        // No runs, or every engine skipped: the load checks alone.
        return vec![None];
    }
    engines
}

/// `FILE:LINE: MESSAGE`, or `FILE: MESSAGE` for line 0.
fn located(display: &str, (line, message): (usize, String)) -> String {
    if line == 0 {
        format!("{display}: {message}")
    } else {
        format!("{display}:{line}: {message}")
    }
}

/// Check a parsed file: its load checks, and its runs on `engine`.
fn check_spec(
    display: &str,
    stem: &str,
    spec: &SpecFile,
    engine: Option<EngineKind>,
) -> Vec<String> {
    run_spec(spec, stem, engine)
        .into_iter()
        .map(|e| located(display, e))
        .collect()
}

fn run_spec(spec: &SpecFile, stem: &str, engine: Option<EngineKind>) -> Vec<(usize, String)> {
    let mut failures = Vec::new();
    let root = repo_root();
    let (name, bytes) = match &spec.source {
        // A bundled example: the program is read from the repository.
        Some(src) => match std::fs::read(root.join(src)) {
            Ok(b) => (src.clone(), b),
            Err(e) => return vec![(0, format!("cannot read source {src}: {e}"))],
        },
        None => (
            spec.file.clone().unwrap_or_else(|| stem.to_string()),
            spec.program.clone().into_bytes(),
        ),
    };
    let input = Input::new(name.clone(), bytes);
    let mut base = rooted(&root, &spec.options);
    if let Some(isa) = &spec.isa {
        base.push("--isa".into());
        base.push(isa.clone());
    }
    let base_options = match Options::from_args(base.clone()) {
        Ok(o) if o.engine.is_some() => return vec![(0, ENGINE_ON_A_LINE.to_string())],
        Ok(o) => o,
        Err(e) => return vec![(0, format!("bad `option:`/`isa:`: {e}"))],
    };
    let checked = commands::check(&input, &base_options, false);
    if checked.code == 2 {
        return vec![(0, format!("`shasm check` usage error:\n{}", checked.stderr))];
    }
    let got = headlines(&name, &checked.stderr);
    check_diagnostics(spec, &got, &checked.stderr, &mut failures);
    let expects_error = spec.diagnostics.iter().any(|d| d.what.error);
    if expects_error {
        if checked.code == 0 {
            failures.push((0, "the program loads, but load errors are expected".into()));
        }
        return failures;
    }
    let loaded = match base_options
        .to_library()
        .and_then(|o| shasm::Program::load(input.clone(), &o))
    {
        Ok(v) => v,
        Err(f) => {
            let text = commands::error_text(&input, &f);
            failures.push((
                spec.check_ok.unwrap_or(0),
                format!("the program does not load:\n{text}"),
            ));
            return failures;
        }
    };
    let Some(engine) = engine else {
        // A file without runs: loading is all it checks.
        return failures;
    };
    for case in &spec.cases {
        let mut args = base.clone();
        args.extend(rooted(&root, &case.args));
        // The line's arguments as `shasm run` parses them (clap), made the
        // library's typed options, with the pair's engine.
        let options = match Options::from_args(args) {
            Ok(o) if o.engine.is_some() => {
                failures.push((case.line, ENGINE_ON_A_LINE.to_string()));
                continue;
            }
            Ok(o) => o.to_library().map(|o| shasm::Options { engine, ..o }),
            Err(e) => {
                failures.push((case.line, format!("bad `run:` arguments: {e}")));
                continue;
            }
        };
        let result = options
            .and_then(|o| shasm::Program::load(input.clone(), &o))
            .and_then(|program| program.run())
            .map_err(|e| match e.diagnostics() {
                [] => e.to_string(),
                d => commands::render_diagnostics(&input, d),
            });
        for e in &case.expects {
            let result = check_expect(&e.what, &result, loaded.ir())
                .map_err(|m| format!("run `{}` on {engine}: {m}", case.args.join(" ")));
            judge(e.line, result, e.xfail.as_ref(), &mut failures);
        }
    }
    failures
}

fn run_file(path: &Path) -> Vec<String> {
    let display = path
        .strip_prefix(repo_root())
        .unwrap_or(path)
        .display()
        .to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return vec![format!("{display}: cannot read: {e}")],
    };
    let stem = path
        .file_stem()
        .map_or("test".into(), |s| s.to_string_lossy().into_owned());
    check_spec_text(&display, &stem, &text)
}

/// Run every test file below `dir`; the failures, or the number of files.
/// (The self-tests use it; `main` runs each file as its own test.)
fn run_dir(dir: &Path) -> Result<usize, Vec<String>> {
    let mut files = Vec::new();
    let mut failures = Vec::new();
    collect(dir, &mut files, &mut failures);
    if files.is_empty() && failures.is_empty() {
        failures.push(format!("{}: no `.test` files", dir.display()));
    }
    for f in &files {
        failures.extend(run_file(f));
    }
    if failures.is_empty() {
        Ok(files.len())
    } else {
        Err(failures)
    }
}

/// A file's test name: its path below `tests/spec/` without the extension,
/// with `/` separators (`arb_vp/lit`), so `cargo test -p shasm-cli --test
/// spec -- arb_vp/lit` runs it. Names never contain `::`, which is kept free
/// for a suffix naming a variant of a file's run.
fn test_name(dir: &Path, path: &Path) -> String {
    let relative = path.strip_prefix(dir).unwrap_or(path).with_extension("");
    let parts: Vec<_> = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    parts.join("/")
}

/// Counts of the spec-test trials (not self-tests) that passed and
/// failed, the files they came from, and the skipped pairs with their
/// reasons, for the closing summary.
#[derive(Default)]
struct Tally {
    passed: AtomicUsize,
    failed: AtomicUsize,
    files: Mutex<std::collections::BTreeSet<String>>,
}

impl Tally {
    fn record(&self, file: &str, passed: bool) {
        let counter = if passed { &self.passed } else { &self.failed };
        counter.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut files) = self.files.lock() {
            files.insert(file.to_string());
        }
    }
}

/// The trials of one file: `DIR/STEM` for a file without runs, else one
/// `DIR/STEM::ENGINE` per engine built in (ignored where the file skips
/// the engine); the skipped pairs with their reasons.
fn file_trials(
    dir: &Path,
    path: PathBuf,
    tally: &Arc<Tally>,
    skipped: &mut Vec<String>,
) -> Vec<Trial> {
    let name = test_name(dir, &path);
    let display = path
        .strip_prefix(repo_root())
        .unwrap_or(&path)
        .display()
        .to_string();
    let stem = path
        .file_stem()
        .map_or("test".into(), |s| s.to_string_lossy().into_owned());
    let parsed = std::fs::read_to_string(&path)
        .map_err(|e| vec![format!("{display}: cannot read: {e}")])
        .and_then(|text| {
            parse_spec_file(&text)
                .map_err(|errors| errors.into_iter().map(|e| located(&display, e)).collect())
        });
    let spec = match parsed {
        Ok(spec) => Arc::new(spec),
        // A file that does not parse is one failing test, whatever engines
        // it would have run on.
        Err(failures) => {
            let tally = Arc::clone(tally);
            let file = name.clone();
            return vec![Trial::test(name, move || {
                tally.record(&file, false);
                Err(failures.join("\n").into())
            })];
        }
    };
    let targets: Vec<(String, Option<EngineKind>)> = if spec.cases.is_empty() {
        vec![(name.clone(), None)]
    } else {
        shasm::available_engines()
            .into_iter()
            .map(|k| (format!("{name}::{k}"), Some(k)))
            .collect()
    };
    targets
        .into_iter()
        .map(|(trial, engine)| {
            let skip = engine.and_then(|k| spec.skip_reason(k));
            if let Some(reason) = skip {
                skipped.push(format!("{trial}: {reason}"));
            }
            let ignored = skip.is_some();
            let (spec, tally, file) = (Arc::clone(&spec), Arc::clone(tally), name.clone());
            let (display, stem) = (display.clone(), stem.clone());
            Trial::test(trial, move || {
                let failures = check_spec(&display, &stem, &spec, engine);
                tally.record(&file, failures.is_empty());
                if failures.is_empty() {
                    Ok(())
                } else {
                    Err(format!("{} failure(s):\n{}", failures.len(), failures.join("\n")).into())
                }
            })
            .with_ignored_flag(ignored)
        })
        .collect()
}

fn main() -> ExitCode {
    let args = Arguments::from_args();
    let dir = spec_dir();
    let mut files = Vec::new();
    let mut problems = Vec::new();
    collect(&dir, &mut files, &mut problems);
    if files.is_empty() && problems.is_empty() {
        problems.push(format!("{}: no `.test` files", dir.display()));
    }
    let tally = Arc::new(Tally::default());
    let mut trials = Vec::with_capacity(2 * files.len() + 1);
    // A problem with the folder (a misnamed file, an unreadable folder) is a
    // failing test of its own, so it cannot be filtered into silence by
    // accident: it runs whenever no filter excludes it.
    trials.push(Trial::test("spec-folder", move || {
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems.join("\n").into())
        }
    }));
    let mut skipped = Vec::new();
    for path in files {
        trials.extend(file_trials(&dir, path, &tally, &mut skipped));
    }
    for (name, test) in selftest::all() {
        trials.push(Trial::test(format!("selftest/{name}"), move || {
            test();
            Ok(())
        }));
    }
    let listing = args.list;
    let names: Vec<String> = trials.iter().map(|t| t.name().to_string()).collect();
    let conclusion = libtest_mimic::run(&args, trials);
    if !listing {
        let (passed, failed) = (
            tally.passed.load(Ordering::Relaxed),
            tally.failed.load(Ordering::Relaxed),
        );
        let files = tally.files.lock().map_or(0, |f| f.len());
        println!(
            "spec: {files} files, {} tests (file or file::engine): {passed} passed, {failed} failed",
            passed + failed
        );
        // Every skipped pair that the filter selects, with its written
        // reason (`skip-engine:`).
        for line in skipped.iter().filter(|l| selected(&args, l)) {
            println!("skip-engine {line}");
        }
        if let Some(note) = nothing_selected(&args, &names) {
            println!("{note}");
        }
    }
    conclusion.exit_code()
}

/// Whether the command line's filter selects a test (or a `NAME: REASON`
/// line of one): libtest's rule, a substring (`--exact`: the whole name)
/// and no `--skip` substring.
fn selected(args: &Arguments, line: &str) -> bool {
    let name = line.split_once(": ").map_or(line, |(n, _)| n);
    let matches = |f: &str| {
        if args.exact {
            name == f
        } else {
            name.contains(f)
        }
    };
    args.filter.as_deref().is_none_or(matches)
        && !args.skip.iter().any(|s| {
            if args.exact {
                name == s
            } else {
                name.contains(s.as_str())
            }
        })
}

/// A note when a filter selects no test: how tests are named and, where
/// the filter's last part is a file's stem, the files of that stem
/// (`arb/lit` selects nothing; `arb_vp/lit` is the file).
fn nothing_selected(args: &Arguments, names: &[String]) -> Option<String> {
    let filter = args.filter.as_deref()?;
    if names.iter().any(|n| selected(args, n)) {
        return None;
    }
    let stem = filter.rsplit('/').next().unwrap_or(filter);
    let mut files: Vec<&str> = names
        .iter()
        .map(|n| n.split_once("::").map_or(n.as_str(), |(f, _)| f))
        .filter(|f| f.rsplit('/').next() == Some(stem))
        .collect();
    files.dedup();
    let mut note = format!(
        "spec: no test name contains `{filter}`: tests are named DIR/STEM::ENGINE after their \
         file below tests/spec/ (`arb_vp/lit::interp`)"
    );
    if !files.is_empty() {
        note.push_str(&format!("; files named {stem}: {}", files.join(", ")));
    }
    Some(note)
}
