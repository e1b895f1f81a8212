//! The spec-test runner: every `*.test` file under `tests/spec/` (format in
//! `tests/spec/README.md`) is loaded and run through the same code as
//! `shasm check` / `shasm run`.

use shasm_cli::commands::{self, execute, load};
use shasm_cli::driver::{Failure, Input, Options, resolve_name};
use shasm_cli::report::{Entry, Report};
use shasm_cli::values::{bits_text, float_text};
use std::path::{Path, PathBuf};

fn spec_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/spec")
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "test") {
            out.push(p);
        }
    }
}

struct Case {
    args: Vec<String>,
    expects: Vec<(usize, String)>,
}

struct SpecFile {
    test: Option<String>,
    spec: Option<String>,
    isa: Option<String>,
    file: Option<String>,
    source: Option<String>,
    options: Vec<String>,
    check_ok: bool,
    errors: Vec<(usize, String)>,
    cases: Vec<Case>,
    program: String,
}

fn parse_spec_file(text: &str) -> Result<SpecFile, String> {
    let Some((header, program)) = text
        .split_once("\n---\n")
        .or_else(|| text.strip_suffix("\n---").map(|h| (h, "")))
    else {
        return Err("no `---` line between the header and the program".into());
    };
    let mut f = SpecFile {
        test: None,
        spec: None,
        isa: None,
        file: None,
        source: None,
        options: Vec::new(),
        check_ok: false,
        errors: Vec::new(),
        cases: Vec::new(),
        program: program.to_string(),
    };
    for (n, line) in header.lines().enumerate() {
        let line_no = n + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(format!(
                "header line {line_no}: `{line}` is not `key: value`"
            ));
        };
        let value = value.trim().to_string();
        match key.trim() {
            "test" => f.test = Some(value),
            "spec" => f.spec = Some(value),
            "isa" => f.isa = Some(value),
            "file" => f.file = Some(value),
            "source" => f.source = Some(value),
            "option" => f.options.extend(value.split_whitespace().map(String::from)),
            "check" if value == "ok" => f.check_ok = true,
            "error" => f.errors.push((line_no, value)),
            "run" => f.cases.push(Case {
                args: value.split_whitespace().map(String::from).collect(),
                expects: Vec::new(),
            }),
            "expect" => match f.cases.last_mut() {
                Some(c) => c.expects.push((line_no, value)),
                None => {
                    return Err(format!(
                        "header line {line_no}: `expect:` before any `run:`"
                    ));
                }
            },
            other => return Err(format!("header line {line_no}: unknown key `{other}`")),
        }
    }
    if f.test.is_none() || f.spec.is_none() {
        return Err("`test:` and `spec:` are required".into());
    }
    Ok(f)
}

/// Does one expected component (as written in the file) match a word?
fn component_matches(expected: &str, bits: u32) -> Result<bool, String> {
    let e = expected.trim();
    if e.eq_ignore_ascii_case("nan") {
        return Ok(f32::from_bits(bits).is_nan());
    }
    let want = shasm_cli::values::parse_component(e, false).map_err(|e| e.to_string())?;
    Ok(want == bits)
}

fn component_index(c: char) -> Option<usize> {
    "xyzw".find(c)
}

fn find<'a>(report: &'a Report, program: &shasm_ir::Program, name: &str) -> Option<&'a Entry> {
    report.find(name).or_else(|| {
        let t = resolve_name(program, name)?;
        report
            .outputs
            .iter()
            .chain(&report.temps)
            .chain(report.params.iter().flatten())
            .find(|e| e.file == t.file && e.index == t.index)
    })
}

fn show(bits: &[u32; 4]) -> String {
    let v: Vec<_> = bits.iter().map(|b| float_text(*b)).collect();
    let b: Vec<_> = bits.iter().map(|b| bits_text(*b)).collect();
    format!("({}) [{}]", v.join(", "), b.join(" "))
}

/// Check a register expectation `NAME[.mask] (=|~) values [+- tol]`.
fn check_register(entry: &Entry, mask: &str, op: &str, values: &str) -> Result<(), String> {
    let comps: Vec<usize> = if mask.is_empty() {
        (0..4).collect()
    } else {
        mask.chars()
            .map(|c| component_index(c).ok_or(format!("bad component `{c}`")))
            .collect::<Result<_, _>>()?
    };
    let (values, tol) = match values.split_once("+-") {
        Some((v, t)) => (v, Some(t.trim().parse::<f64>().map_err(|e| e.to_string())?)),
        None => (values, None),
    };
    let want: Vec<&str> = values.split(',').map(str::trim).collect();
    if want.len() != comps.len() {
        return Err(format!(
            "{} values for {} components",
            want.len(),
            comps.len()
        ));
    }
    for (w, &c) in want.iter().zip(&comps) {
        let got = entry.bits[c];
        let ok = match (op, tol) {
            ("~", Some(t)) => {
                let wv = f32::from_bits(
                    shasm_cli::values::parse_component(w, false).map_err(|e| e.to_string())?,
                ) as f64;
                let gv = f32::from_bits(got) as f64;
                (wv.is_nan() && gv.is_nan()) || wv == gv || (wv - gv).abs() <= t
            }
            ("=", None) => component_matches(w, got)?,
            _ => return Err("use `=` for exact values or `~ v, ... +- TOL`".into()),
        };
        if !ok {
            return Err(format!(
                "{}.{} is {} ({}), expected {w}; whole register {}",
                entry.name,
                "xyzw".as_bytes()[c] as char,
                float_text(got),
                bits_text(got),
                show(&entry.bits)
            ));
        }
    }
    Ok(())
}

fn check_expect(
    expect: &str,
    result: &Result<Report, String>,
    program: &shasm_ir::Program,
) -> Result<(), String> {
    if let Some(text) = expect.strip_prefix("run-error:") {
        return match result {
            Err(e) if e.contains(text.trim()) => Ok(()),
            Err(e) => Err(format!("run failed with `{e}`, expected `{}`", text.trim())),
            Ok(_) => Err(format!("run succeeded, expected error `{}`", text.trim())),
        };
    }
    let report = result.as_ref().map_err(|e| format!("run failed: {e}"))?;
    if let Some(rest) = expect.strip_prefix("pixel[") {
        // `--quad` runs: the same expectation about one pixel's report.
        let (k, rest) = rest.split_once(']').ok_or("pixel[K] EXPECTATION")?;
        let k: usize = k.parse().map_err(|_| "bad pixel index")?;
        let pixel = report
            .pixels
            .get(k)
            .ok_or(format!("no pixel {k}: pixel[K] expectations need --quad"))?;
        return check_expect(rest.trim(), &Ok(pixel.clone()), program);
    }
    if let Some(name) = expect.strip_prefix("unwritten ") {
        return match find(report, program, name.trim()) {
            None => Ok(()),
            Some(e) => Err(format!("{} was written: {}", name.trim(), show(&e.bits))),
        };
    }
    if let Some(rest) = expect.strip_prefix("json ") {
        let (key, value) = rest.split_once('=').ok_or("json KEY = VALUE")?;
        let want: serde_json::Value =
            serde_json::from_str(value.trim()).map_err(|e| format!("bad JSON: {e}"))?;
        let json = report.to_json();
        let got = json
            .get(key.trim())
            .cloned()
            .unwrap_or(serde_json::Value::Null);
        return if got == want {
            Ok(())
        } else {
            Err(format!("json `{}` is {got}, expected {want}", key.trim()))
        };
    }
    if let Some(rest) = expect.strip_prefix("vertex[") {
        let (k, rest) = rest.split_once(']').ok_or("vertex[K] NAME = ...")?;
        let k: usize = k.parse().map_err(|_| "bad vertex index")?;
        let vs = report
            .vertices
            .as_ref()
            .ok_or("the program emits no vertices")?;
        let v = vs
            .get(k)
            .ok_or(format!("only {} vertices were emitted", vs.len()))?;
        let (lhs, rhs, op) = split_op(rest.trim())?;
        let (name, mask) = lhs.split_once('.').unwrap_or((lhs, ""));
        let entry = v
            .outputs
            .iter()
            .find(|e| e.name == name)
            .ok_or(format!("vertex {k} has no output {name}"))?;
        return check_register(entry, mask, op, rhs);
    }
    let (lhs, rhs, op) = split_op(expect)?;
    match lhs {
        "killed" => {
            let want = rhs == "true";
            match report.killed {
                Some(k) if k == want => Ok(()),
                other => Err(format!("killed is {other:?}, expected {want}")),
            }
        }
        "executed" => {
            let want: u64 = rhs.parse().map_err(|_| "executed = N")?;
            if report.executed == want {
                Ok(())
            } else {
                Err(format!(
                    "executed {} instructions, expected {want}",
                    report.executed
                ))
            }
        }
        "vertices" => {
            let want: usize = rhs.parse().map_err(|_| "vertices = N")?;
            let got = report.vertices.as_ref().map_or(0, Vec::len);
            if got == want {
                Ok(())
            } else {
                Err(format!("{got} vertices emitted, expected {want}"))
            }
        }
        cc if cc == "cc" || cc.starts_with("cc ") => {
            let reg = cc.strip_prefix("cc").map(str::trim).unwrap_or("");
            let want: Vec<&str> = rhs.split(',').map(str::trim).collect();
            let (_, fields) = report
                .cc
                .iter()
                .find(|(n, _)| reg.is_empty() || n == reg)
                .ok_or("the program has no condition codes")?;
            if fields.iter().map(String::as_str).eq(want.iter().copied()) {
                Ok(())
            } else {
                Err(format!(
                    "cc is ({}), expected ({})",
                    fields.join(", "),
                    want.join(", ")
                ))
            }
        }
        _ => {
            let (name, mask) = match lhs.rsplit_once('.') {
                Some((n, m)) if m.chars().all(|c| "xyzw".contains(c)) && !m.is_empty() => (n, m),
                _ => (lhs, ""),
            };
            let entry = find(report, program, name).ok_or(format!(
                "{name} was not written (written: {})",
                report
                    .outputs
                    .iter()
                    .chain(&report.temps)
                    .map(|e| e.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ))?;
            check_register(entry, mask, op, rhs)
        }
    }
}

fn split_op(text: &str) -> Result<(&str, &str, &'static str), String> {
    if let Some((l, r)) = text.split_once(" ~ ") {
        return Ok((l.trim(), r.trim(), "~"));
    }
    if let Some((l, r)) = text.split_once('=') {
        return Ok((l.trim(), r.trim(), "="));
    }
    Err(format!("cannot read expectation `{text}`"))
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

fn run_file(path: &Path) -> Vec<String> {
    let mut failures = Vec::new();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return vec![format!("cannot read: {e}")],
    };
    let spec = match parse_spec_file(&text) {
        Ok(s) => s,
        Err(e) => return vec![e],
    };
    let root = spec_dir().join("../..");
    let (name, bytes) = match &spec.source {
        // A bundled example: the program is read from the repository.
        Some(src) => match std::fs::read(root.join(src)) {
            Ok(b) => (src.clone(), b),
            Err(e) => return vec![format!("cannot read source {src}: {e}")],
        },
        None => (
            spec.file.clone().unwrap_or_else(|| {
                path.file_stem()
                    .map_or("test".into(), |s| s.to_string_lossy().into_owned())
            }),
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
        Err(e) => return vec![format!("bad option: line: {e}")],
    };
    if !spec.errors.is_empty() {
        let out = commands::check(&input, &base_options);
        if out.code != 1 {
            failures.push(format!(
                "expected load errors, but check exited {}",
                out.code
            ));
        }
        let firsts: Vec<&str> = out
            .stderr
            .lines()
            .filter(|l| l.starts_with(&format!("{name}:")))
            .collect();
        for (k, (line, want)) in spec.errors.iter().enumerate() {
            let want_line = format!("{name}:{}", want.replacen(": ", ": error: ", 1));
            match firsts.get(k) {
                Some(got) if *got == want_line => {}
                got => failures.push(format!(
                    "header line {line}: expected diagnostic `{want_line}`, got `{}`\nfull output:\n{}",
                    got.unwrap_or(&"<none>"),
                    out.stderr
                )),
            }
        }
        return failures;
    }
    let loaded = match load(&input, &base_options) {
        Ok(v) => v,
        Err(f) => {
            let text = match &f {
                Failure::Invalid(d) => commands::render_diagnostics(&input, d),
                Failure::Rejected(m) | Failure::Usage(m) => m.clone(),
            };
            return vec![format!("the program does not load:\n{text}")];
        }
    };
    let _ = spec.check_ok;
    for case in &spec.cases {
        let mut args = base.clone();
        args.extend(rooted(&root, &case.args));
        let options = match Options::from_args(args) {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!("bad run: line: {e}"));
                continue;
            }
        };
        let result = execute(loaded.0, &loaded.1, &options)
            .map(|(_, r)| r)
            .map_err(|f| match f {
                Failure::Invalid(d) => commands::render_diagnostics(&input, &d),
                Failure::Rejected(m) | Failure::Usage(m) => m,
            });
        for (line, expect) in &case.expects {
            if let Err(e) = check_expect(expect, &result, &loaded.1.program) {
                failures.push(format!(
                    "header line {line}: run `{}`: expect `{expect}`: {e}",
                    case.args.join(" ")
                ));
            }
        }
    }
    failures
}

#[test]
fn spec_tests() {
    let mut files = Vec::new();
    collect(&spec_dir(), &mut files);
    let mut report = String::new();
    let mut failed = 0;
    for f in &files {
        let failures = run_file(f);
        if !failures.is_empty() {
            failed += 1;
            report.push_str(&format!("\n{}:\n", f.display()));
            for fail in failures {
                report.push_str(&format!("  {fail}\n"));
            }
        }
    }
    assert!(
        failed == 0,
        "{failed} of {} spec-test files failed:{report}",
        files.len()
    );
}
