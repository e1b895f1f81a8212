//! The spec-test runner: every `*.test` file under `tests/spec/` (format in
//! `tests/spec/README.md`) is loaded and run through the same code as
//! `shasm check` / `shasm run`.
//!
//! The runner is strict on purpose: a directive it does not understand, an
//! expectation that cannot be evaluated, or a test that checks nothing is a
//! failure naming the file and line, never a silent pass. The self-tests in
//! `spec_selftest/` feed it deliberately wrong files to keep it that way.

use shasm_cli::commands::{self, execute, load};
use shasm_cli::driver::{Failure, Input, Options, resolve_name};
use shasm_cli::report::{Entry, Report};
use shasm_cli::values::{bits_text, float_text, parse_component};
use std::path::{Path, PathBuf};

#[path = "spec_selftest/mod.rs"]
mod selftest;

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

/// A value written in an expectation: `nan` matches any NaN, anything else
/// one exact word.
#[derive(Clone, Copy, Debug)]
enum Component {
    AnyNan,
    Word(u32),
}

impl Component {
    fn parse(text: &str) -> Result<Component, String> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("nan") {
            return Ok(Component::AnyNan);
        }
        parse_component(t, false)
            .map(Component::Word)
            .map_err(|e| format!("bad value `{t}`: {e}"))
    }

    fn as_f64(self) -> f64 {
        match self {
            Component::AnyNan => f64::NAN,
            Component::Word(w) => f64::from(f32::from_bits(w)),
        }
    }
}

/// `NAME[.mask] = v, ...` or `NAME[.mask] ~ v, ... +- TOL`.
#[derive(Debug)]
struct RegisterExpect {
    name: String,
    components: Vec<usize>,
    values: Vec<Component>,
    tolerance: Option<f64>,
}

/// One parsed `expect:` line.
#[derive(Debug)]
enum Expect {
    RunError(String),
    Pixel(usize, Box<Expect>),
    Unwritten(String),
    Json(String, serde_json::Value),
    Vertex(usize, RegisterExpect),
    Killed(bool),
    Executed(u64),
    Vertices(usize),
    Cc(Option<String>, Vec<String>),
    Register(RegisterExpect),
}

/// An `xfail: REASON` line marks the next expectation (or diagnostic) as a
/// known failure of the code: it must fail, and passing is reported so that
/// the marker is removed once the code is fixed.
#[derive(Debug)]
struct Checked<T> {
    line: usize,
    what: T,
    xfail: Option<String>,
}

struct Case {
    line: usize,
    args: Vec<String>,
    expects: Vec<Checked<Expect>>,
}

/// An expected diagnostic: its headline `L:C: SEVERITY: MESSAGE` (or
/// `SEVERITY: MESSAGE` for failures with no position), and whether it is an
/// error (so the program must not load).
#[derive(Debug)]
struct ExpectedDiagnostic {
    error: bool,
    headline: String,
}

#[derive(Default)]
struct SpecFile {
    isa: Option<String>,
    file: Option<String>,
    source: Option<String>,
    options: Vec<String>,
    check_ok: Option<usize>,
    diagnostics: Vec<Checked<ExpectedDiagnostic>>,
    extra_diagnostics_allowed: bool,
    cases: Vec<Case>,
    program: String,
}

fn parse_register(text: &str) -> Result<RegisterExpect, String> {
    let (lhs, rhs, approximate) = if let Some((l, r)) = text.split_once(" ~ ") {
        (l.trim(), r.trim(), true)
    } else if let Some((l, r)) = text.split_once(" = ") {
        (l.trim(), r.trim(), false)
    } else {
        return Err(format!(
            "cannot read `{text}`: use `NAME = v, ...` or `NAME ~ v, ... +- TOL`"
        ));
    };
    let (name, mask) = match lhs.rsplit_once('.') {
        Some((n, m)) if !m.is_empty() && m.chars().all(|c| "xyzw".contains(c)) => (n, m),
        _ => (lhs, "xyzw"),
    };
    if name.is_empty() || name.contains(char::is_whitespace) {
        return Err(format!("`{lhs}` is not a register name"));
    }
    let components: Vec<usize> = mask.chars().filter_map(|c| "xyzw".find(c)).collect();
    let (values, tolerance) = match (rhs.split_once("+-"), approximate) {
        (Some((v, t)), true) => {
            let t: f64 = t
                .trim()
                .parse()
                .map_err(|_| format!("bad tolerance `{}`", t.trim()))?;
            if !(t.is_finite() && t > 0.0) {
                return Err(format!(
                    "the tolerance must be positive and finite, not {t}"
                ));
            }
            (v, Some(t))
        }
        (None, false) => (rhs, None),
        (Some(_), false) => return Err("`= ... +- TOL`: use `~` with a tolerance".into()),
        (None, true) => return Err("`~` needs a tolerance: `NAME ~ v, ... +- TOL`".into()),
    };
    let values: Vec<Component> = values
        .split(',')
        .map(Component::parse)
        .collect::<Result<_, _>>()?;
    if values.len() != components.len() {
        return Err(format!(
            "{} values for {} components",
            values.len(),
            components.len()
        ));
    }
    Ok(RegisterExpect {
        name: name.to_string(),
        components,
        values,
        tolerance,
    })
}

/// `K] REST` after a `pixel[` or `vertex[` prefix.
fn indexed(rest: &str, form: &str) -> Result<(usize, String), String> {
    let (k, rest) = rest.split_once(']').ok_or(format!("use `{form}`"))?;
    let k = k
        .parse()
        .map_err(|_| format!("bad index `{k}` in `{form}`"))?;
    Ok((k, rest.trim().to_string()))
}

fn parse_expect(text: &str) -> Result<Expect, String> {
    if let Some(t) = text.strip_prefix("run-error:") {
        let t = t.trim();
        if t.is_empty() {
            return Err("`run-error:` needs the text the error must contain".into());
        }
        return Ok(Expect::RunError(t.to_string()));
    }
    if let Some(rest) = text.strip_prefix("pixel[") {
        let (k, inner) = indexed(rest, "pixel[K] EXPECTATION")?;
        if k > 3 {
            return Err(format!("a quad has pixels 0 to 3, not {k}"));
        }
        return match parse_expect(&inner)? {
            Expect::RunError(_) | Expect::Pixel(..) => {
                Err("`pixel[K]` takes an expectation about one pixel's results".into())
            }
            e => Ok(Expect::Pixel(k, Box::new(e))),
        };
    }
    if let Some(name) = text.strip_prefix("unwritten ") {
        let name = name.trim();
        if name.is_empty() || name.contains(char::is_whitespace) {
            return Err(format!("`unwritten {name}`: one register name"));
        }
        return Ok(Expect::Unwritten(name.to_string()));
    }
    if let Some(rest) = text.strip_prefix("json ") {
        let (key, value) = rest.split_once('=').ok_or("use `json KEY = JSON`")?;
        let value = serde_json::from_str(value.trim()).map_err(|e| format!("bad JSON: {e}"))?;
        return Ok(Expect::Json(key.trim().to_string(), value));
    }
    if let Some(rest) = text.strip_prefix("vertex[") {
        let (k, inner) = indexed(rest, "vertex[K] NAME = ...")?;
        return Ok(Expect::Vertex(k, parse_register(&inner)?));
    }
    let (lhs, rhs) = text
        .split_once('=')
        .map_or((text, ""), |(l, r)| (l.trim(), r.trim()));
    match lhs {
        "killed" => match rhs {
            "true" => Ok(Expect::Killed(true)),
            "false" => Ok(Expect::Killed(false)),
            _ => Err(format!("`killed = true` or `killed = false`, not `{rhs}`")),
        },
        "executed" => rhs
            .parse()
            .map(Expect::Executed)
            .map_err(|_| format!("`executed = N`, not `{rhs}`")),
        "vertices" => rhs
            .parse()
            .map(Expect::Vertices)
            .map_err(|_| format!("`vertices = N`, not `{rhs}`")),
        cc if cc == "cc" || cc.starts_with("cc ") => {
            let reg = cc["cc".len()..].trim();
            let fields: Vec<String> = rhs.split(',').map(|f| f.trim().to_string()).collect();
            if fields.len() != 4
                || !fields
                    .iter()
                    .all(|f| ["GT", "EQ", "LT", "UN"].contains(&f.as_str()))
            {
                return Err(format!(
                    "`cc = F, F, F, F` with F one of GT, EQ, LT, UN; not `{rhs}`"
                ));
            }
            Ok(Expect::Cc(
                (!reg.is_empty()).then(|| reg.to_string()),
                fields,
            ))
        }
        _ => parse_register(text).map(Expect::Register),
    }
}

/// `L:C: MESSAGE` -> `L:C: SEVERITY: MESSAGE`; `MESSAGE` -> `SEVERITY: MESSAGE`.
fn expected_headline(severity: &str, value: &str) -> String {
    match value.split_once(": ") {
        Some((pos, message)) if is_position(pos) => format!("{pos}: {severity}: {message}"),
        _ => format!("{severity}: {value}"),
    }
}

fn is_position(text: &str) -> bool {
    text.split_once(':').is_some_and(|(l, c)| {
        [l, c]
            .iter()
            .all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    })
}

/// Parse a test file; every problem is reported as `(line, message)`.
fn parse_spec_file(text: &str) -> Result<SpecFile, Vec<(usize, String)>> {
    let Some((header, program)) = text
        .split_once("\n---\n")
        .or_else(|| text.strip_suffix("\n---").map(|h| (h, "")))
    else {
        return Err(vec![(
            0,
            "no `---` line between the header and the program".into(),
        )]);
    };
    let mut f = SpecFile {
        program: program.to_string(),
        ..SpecFile::default()
    };
    let mut errors = Vec::new();
    let mut test = None;
    let mut spec = None;
    let mut pending_xfail: Option<(usize, String)> = None;
    for (n, line) in header.lines().enumerate() {
        let line_no = n + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            errors.push((line_no, format!("`{line}` is not `key: value`")));
            continue;
        };
        let key = key.trim();
        let value = value.trim().to_string();
        let xfail = match key {
            "expect" | "error" | "warning" => pending_xfail.take().map(|(_, r)| r),
            _ => None,
        };
        if let Some((xline, _)) = pending_xfail.take() {
            errors.push((
                xline,
                format!("`xfail:` must be followed by an `expect:`, `error:` or `warning:` line, not `{key}:`"),
            ));
        }
        let single = |slot: &mut Option<String>, errors: &mut Vec<(usize, String)>| {
            if value.is_empty() {
                errors.push((line_no, format!("`{key}:` needs a value")));
            } else if slot.replace(value.clone()).is_some() {
                errors.push((line_no, format!("a second `{key}:` line")));
            }
        };
        match key {
            "test" => single(&mut test, &mut errors),
            "spec" => single(&mut spec, &mut errors),
            "isa" => single(&mut f.isa, &mut errors),
            "file" => single(&mut f.file, &mut errors),
            "source" => single(&mut f.source, &mut errors),
            "option" => f.options.extend(value.split_whitespace().map(String::from)),
            "check" if value == "ok" => {
                if f.check_ok.replace(line_no).is_some() {
                    errors.push((line_no, "a second `check: ok` line".into()));
                }
            }
            "check" => errors.push((
                line_no,
                format!("`check: ok` is the only check, not `check: {value}`"),
            )),
            "error" | "warning" if value.is_empty() => {
                errors.push((line_no, format!("`{key}:` needs `LINE:COL: MESSAGE`")));
            }
            "error" | "warning" => f.diagnostics.push(Checked {
                line: line_no,
                what: ExpectedDiagnostic {
                    error: key == "error",
                    headline: expected_headline(key, &value),
                },
                xfail,
            }),
            "extra-diagnostics" if value.is_empty() => errors.push((
                line_no,
                "`extra-diagnostics:` needs the reason further diagnostics are not listed".into(),
            )),
            "extra-diagnostics" => f.extra_diagnostics_allowed = true,
            "xfail" if value.is_empty() => {
                errors.push((
                    line_no,
                    "`xfail:` needs the reason (the code defect)".into(),
                ));
            }
            "xfail" => pending_xfail = Some((line_no, value)),
            "run" => f.cases.push(Case {
                line: line_no,
                args: value.split_whitespace().map(String::from).collect(),
                expects: Vec::new(),
            }),
            "expect" => match (f.cases.last_mut(), parse_expect(&value)) {
                (None, _) => errors.push((line_no, "`expect:` before any `run:`".into())),
                (Some(_), Err(e)) => errors.push((line_no, format!("expect `{value}`: {e}"))),
                (Some(c), Ok(e)) => c.expects.push(Checked {
                    line: line_no,
                    what: e,
                    xfail,
                }),
            },
            other => errors.push((line_no, format!("unknown key `{other}:`"))),
        }
    }
    if let Some((xline, _)) = pending_xfail {
        errors.push((xline, "`xfail:` is not followed by an expectation".into()));
    }
    if test.is_none() || spec.is_none() {
        errors.push((0, "`test:` and `spec:` are required".into()));
    }
    for case in &f.cases {
        if case.expects.is_empty() {
            errors.push((
                case.line,
                "a `run:` with no `expect:` checks nothing".into(),
            ));
        }
        let run_error = case
            .expects
            .iter()
            .any(|e| matches!(e.what, Expect::RunError(_)));
        if run_error && case.expects.len() > 1 {
            errors.push((
                case.line,
                "a run that expects `run-error:` has no results to check: give it no other expectation".into(),
            ));
        }
    }
    let load_fails = f.diagnostics.iter().any(|d| d.what.error);
    if load_fails && let Some(line) = f.cases.first().map(|c| c.line).or(f.check_ok) {
        errors.push((
            line,
            "a program expected to fail loading cannot also be run or `check: ok`".into(),
        ));
    }
    if f.cases.is_empty() && f.diagnostics.is_empty() && f.check_ok.is_none() {
        errors.push((
            0,
            "no tests: give `check: ok`, `error:` lines or `run:` lines".into(),
        ));
    }
    if f.source.is_some() {
        if f.file.is_some() {
            errors.push((
                0,
                "`source:` names the program file; `file:` would be ignored".into(),
            ));
        }
        if !f.program.trim().is_empty() {
            errors.push((
                0,
                "`source:` and a program after `---`: the program would be ignored".into(),
            ));
        }
    }
    if errors.is_empty() {
        Ok(f)
    } else {
        Err(errors)
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
                Some(r) => report.cc.iter().find(|(n, _)| n == r),
                None if report.cc.len() > 1 => {
                    return Err(
                        "the program uses two condition codes: say `cc CC0` or `cc CC1`".into(),
                    );
                }
                None => report.cc.first(),
            };
            let (_, fields) = found.ok_or("no such condition-code register")?;
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
    let checked = commands::check(&input, &base_options);
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
            let text = commands::failure_text(&input, &f);
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
        let result = execute(loaded.0, &loaded.1, &options)
            .map(|(_, r)| r)
            .map_err(|f| match f {
                Failure::Invalid(d) => commands::render_diagnostics(&input, &d),
                Failure::Rejected(m) | Failure::Usage(m) => m,
            });
        for e in &case.expects {
            let result = check_expect(&e.what, &result, &loaded.1.program)
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

#[test]
fn spec_tests() {
    match run_dir(&spec_dir()) {
        Ok(files) => println!("{files} spec-test files passed"),
        Err(failures) => panic!(
            "{} spec-test failures:\n{}",
            failures.len(),
            failures.join("\n")
        ),
    }
}
