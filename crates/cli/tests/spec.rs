//! The spec-test runner: every `*.test` file under `tests/spec/` (format in
//! `tests/spec/README.md`) is loaded and run through the same code as
//! `shasm check` / `shasm run`. Each file is its own test (this binary has
//! its own harness, libtest-mimic), named `DIR/STEM` (`arb_vp/lit`).
//!
//! The runner is strict on purpose: a directive it does not understand, an
//! expectation that cannot be evaluated, or a test that checks nothing is a
//! failure naming the file and line, never a silent pass. The self-tests in
//! `spec_selftest/` feed it deliberately wrong files to keep it that way.

use libtest_mimic::{Arguments, Trial};
use shasm_cli::commands::{self, load};
use shasm_cli::driver::{Input, Options, resolve_name};
use shasm_cli::report::{Entry, Report};
use shasm_cli::values::{bits_text, float_text};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

#[path = "spec_runner/format.rs"]
mod format;
#[path = "spec_selftest/mod.rs"]
mod selftest;

use format::{Component, Expect, RegisterExpect, SpecFile, is_position, parse_spec_file};

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

/// Check one test file's text. `display` names the file in messages and
/// `stem` is the program's default file name. Every failure names the file
/// and (where there is one) the header line.
fn check_spec_text(display: &str, stem: &str, text: &str) -> Vec<String> {
    let at = |(line, message): (usize, String)| {
        if line == 0 {
            format!("{display}: {message}")
        } else {
            format!("{display}:{line}: {message}")
        }
    };
    match parse_spec_file(text) {
        Ok(spec) => run_spec(&spec, stem).into_iter().map(at).collect(),
        Err(errors) => errors.into_iter().map(at).collect(),
    }
}

fn run_spec(spec: &SpecFile, stem: &str) -> Vec<(usize, String)> {
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
    let loaded = match load(&input, &base_options) {
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
    for case in &spec.cases {
        let mut args = base.clone();
        args.extend(rooted(&root, &case.args));
        let options = match Options::from_args(args) {
            Ok(o) => o,
            Err(e) => {
                failures.push((case.line, format!("bad `run:` arguments: {e}")));
                continue;
            }
        };
        let result = load(&input, &options)
            .and_then(|program| program.run())
            .map_err(|e| match e.diagnostics() {
                [] => e.to_string(),
                d => commands::render_diagnostics(&input, d),
            });
        for e in &case.expects {
            let result = check_expect(&e.what, &result, loaded.ir())
                .map_err(|m| format!("run `{}`: {m}", case.args.join(" ")));
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

/// Counts of spec-test files (not self-tests) that passed and failed, for
/// the closing summary line.
#[derive(Default)]
struct Tally {
    passed: AtomicUsize,
    failed: AtomicUsize,
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
    let mut trials = Vec::with_capacity(files.len() + 1);
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
    for path in files {
        let tally = Arc::clone(&tally);
        trials.push(Trial::test(test_name(&dir, &path), move || {
            let failures = run_file(&path);
            if failures.is_empty() {
                tally.passed.fetch_add(1, Ordering::Relaxed);
                Ok(())
            } else {
                tally.failed.fetch_add(1, Ordering::Relaxed);
                Err(format!("{} failure(s):\n{}", failures.len(), failures.join("\n")).into())
            }
        }));
    }
    for (name, test) in selftest::all() {
        trials.push(Trial::test(format!("selftest/{name}"), move || {
            test();
            Ok(())
        }));
    }
    let listing = args.list;
    let conclusion = libtest_mimic::run(&args, trials);
    if !listing {
        let (passed, failed) = (
            tally.passed.load(Ordering::Relaxed),
            tally.failed.load(Ordering::Relaxed),
        );
        println!("spec: {passed} files passed, {failed} failed");
    }
    conclusion.exit_code()
}
