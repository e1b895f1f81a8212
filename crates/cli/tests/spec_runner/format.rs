//! The test-file format (tests/spec/README.md): parsing a file into what it
//! checks. Parsing is strict: every directive is understood or reported, so
//! that nothing in a file can be silently ignored.

use shasm_cli::values::parse_component;

/// A value written in an expectation: `nan` matches any NaN, anything else
/// one exact word.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Component {
    AnyNan,
    Word(u32),
}

impl Component {
    pub(crate) fn parse(text: &str) -> Result<Component, String> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("nan") {
            return Ok(Component::AnyNan);
        }
        parse_component(t, false)
            .map(Component::Word)
            .map_err(|e| format!("bad value `{t}`: {e}"))
    }

    pub(crate) fn as_f64(self) -> f64 {
        match self {
            Component::AnyNan => f64::NAN,
            Component::Word(w) => f64::from(f32::from_bits(w)),
        }
    }
}

/// `NAME[.mask] = v, ...` or `NAME[.mask] ~ v, ... +- TOL`.
#[derive(Debug)]
pub(crate) struct RegisterExpect {
    pub(crate) name: String,
    pub(crate) components: Vec<usize>,
    pub(crate) values: Vec<Component>,
    pub(crate) tolerance: Option<f64>,
}

/// One parsed `expect:` line.
#[derive(Debug)]
pub(crate) enum Expect {
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
pub(crate) struct Checked<T> {
    pub(crate) line: usize,
    pub(crate) what: T,
    pub(crate) xfail: Option<String>,
}

pub(crate) struct Case {
    pub(crate) line: usize,
    pub(crate) args: Vec<String>,
    pub(crate) expects: Vec<Checked<Expect>>,
}

/// An expected diagnostic: its headline `L:C: SEVERITY: MESSAGE` (or
/// `SEVERITY: MESSAGE` for failures with no position), and whether it is an
/// error (so the program must not load).
#[derive(Debug)]
pub(crate) struct ExpectedDiagnostic {
    pub(crate) error: bool,
    pub(crate) headline: String,
}

#[derive(Default)]
pub(crate) struct SpecFile {
    pub(crate) isa: Option<String>,
    pub(crate) file: Option<String>,
    pub(crate) source: Option<String>,
    pub(crate) options: Vec<String>,
    pub(crate) check_ok: Option<usize>,
    pub(crate) diagnostics: Vec<Checked<ExpectedDiagnostic>>,
    pub(crate) extra_diagnostics_allowed: bool,
    pub(crate) cases: Vec<Case>,
    /// `skip-engine: ENGINE: REASON`: the engines the file's runs skip,
    /// with the written reason the runner prints.
    pub(crate) skip_engines: Vec<SkipEngine>,
    pub(crate) program: String,
}

/// One `skip-engine: ENGINE: REASON` line.
#[derive(Debug)]
pub(crate) struct SkipEngine {
    pub(crate) line: usize,
    pub(crate) engine: shasm::EngineKind,
    pub(crate) reason: String,
}

impl SpecFile {
    /// Why the file's runs skip `engine`, if they do.
    pub(crate) fn skip_reason(&self, engine: shasm::EngineKind) -> Option<&str> {
        self.skip_engines
            .iter()
            .find(|s| s.engine == engine)
            .map(|s| s.reason.as_str())
    }
}

/// Parse the value of a `skip-engine:` line: `ENGINE: REASON`, the engine
/// one of `shasm::EngineKind`'s names, the reason not empty.
fn parse_skip_engine(value: &str) -> Result<(shasm::EngineKind, String), String> {
    let (engine, reason) = value.split_once(':').ok_or_else(|| {
        format!("`skip-engine: {value}` needs `ENGINE: REASON` (the reason is printed)")
    })?;
    let engine: shasm::EngineKind = engine.trim().parse().map_err(|e| format!("{e}"))?;
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(format!(
            "`skip-engine: {engine}:` needs the reason the engine is skipped"
        ));
    }
    Ok((engine, reason.to_string()))
}

pub(crate) fn parse_register(text: &str) -> Result<RegisterExpect, String> {
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
pub(crate) fn indexed(rest: &str, form: &str) -> Result<(usize, String), String> {
    let (k, rest) = rest.split_once(']').ok_or(format!("use `{form}`"))?;
    let k = k
        .parse()
        .map_err(|_| format!("bad index `{k}` in `{form}`"))?;
    Ok((k, rest.trim().to_string()))
}

pub(crate) fn parse_expect(text: &str) -> Result<Expect, String> {
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
pub(crate) fn expected_headline(severity: &str, value: &str) -> String {
    match value.split_once(": ") {
        Some((pos, message)) if is_position(pos) => format!("{pos}: {severity}: {message}"),
        _ => format!("{severity}: {value}"),
    }
}

pub(crate) fn is_position(text: &str) -> bool {
    text.split_once(':').is_some_and(|(l, c)| {
        [l, c]
            .iter()
            .all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    })
}

/// Parse a test file; every problem is reported as `(line, message)`.
pub(crate) fn parse_spec_file(text: &str) -> Result<SpecFile, Vec<(usize, String)>> {
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
            "skip-engine" => match parse_skip_engine(&value) {
                Err(e) => errors.push((line_no, e)),
                Ok((engine, _)) if f.skip_reason(engine).is_some() => {
                    errors.push((line_no, format!("a second `skip-engine: {engine}` line")));
                }
                Ok((engine, reason)) => f.skip_engines.push(SkipEngine {
                    line: line_no,
                    engine,
                    reason,
                }),
            },
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
    if f.cases.is_empty()
        && let Some(skip) = f.skip_engines.first()
    {
        errors.push((
            skip.line,
            "`skip-engine:` in a file without `run:` lines: loading runs on no engine".into(),
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
