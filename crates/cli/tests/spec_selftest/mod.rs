//! Self-tests of the spec-test runner: deliberately wrong test files must
//! fail with a message naming the file and line, so the runner's strictness
//! cannot quietly regress.

use super::{check_spec_text, run_dir};
use std::path::PathBuf;

/// A VP1 program that loads and writes R0 and o[HPOS] only.
const PROGRAM: &str = "!!VP1.0\nMOV R0, v[1];\nMOV o[HPOS], v[0];\nEND\n";

fn file(header: &str) -> String {
    format!("{header}\n---\n{PROGRAM}")
}

fn failures(text: &str) -> Vec<String> {
    check_spec_text("self.test", "self", text)
}

/// The file must fail, with one failure starting `self.test:LOCATION` and
/// containing `message`.
#[track_caller]
fn assert_fails(text: &str, location: &str, message: &str) {
    let got = failures(text);
    let prefix = format!("self.test{location}");
    assert!(
        got.iter()
            .any(|f| f.starts_with(&prefix) && f.contains(message)),
        "expected a failure `{prefix}...{message}...`, got {got:#?}"
    );
}

#[track_caller]
fn assert_passes(text: &str) {
    let got = failures(text);
    assert!(got.is_empty(), "expected no failures, got {got:#?}");
}

/// Every self-test, by name; `main` runs each as a test `selftest/NAME`.
pub fn all() -> Vec<(&'static str, fn())> {
    vec![
        ("a_correct_file_passes", a_correct_file_passes),
        ("a_missing_test_folder_fails", a_missing_test_folder_fails),
        (
            "an_empty_folder_and_a_misnamed_file_fail",
            an_empty_folder_and_a_misnamed_file_fail,
        ),
        (
            "unwritten_needs_a_register_of_the_program",
            unwritten_needs_a_register_of_the_program,
        ),
        (
            "json_null_is_not_a_missing_key",
            json_null_is_not_a_missing_key,
        ),
        ("diagnostics_not_listed_fail", diagnostics_not_listed_fail),
        (
            "extra_diagnostics_can_be_allowed_with_a_reason",
            extra_diagnostics_can_be_allowed_with_a_reason,
        ),
        (
            "check_ok_requires_the_program_to_load",
            check_ok_requires_the_program_to_load,
        ),
        (
            "directives_that_could_be_ignored_fail",
            directives_that_could_be_ignored_fail,
        ),
        ("wrong_expectations_fail", wrong_expectations_fail),
        ("xfail_must_fail", xfail_must_fail),
        ("warnings_must_be_listed", warnings_must_be_listed),
        (
            "headlines_are_read_with_or_without_a_position_or_code",
            headlines_are_read_with_or_without_a_position_or_code,
        ),
        (
            "skip_engine_needs_an_engine_and_a_reason",
            skip_engine_needs_an_engine_and_a_reason,
        ),
        (
            "each_engine_is_a_test_and_a_skip_is_printed",
            each_engine_is_a_test_and_a_skip_is_printed,
        ),
    ]
}

const HEAD: &str = "test: t\nspec: NV_vertex_program2.txt 2.14.3";

fn a_correct_file_passes() {
    // The baseline the other self-tests break one thing of.
    assert_passes(&file(&format!(
        "{HEAD}\nrun: --set v[1]=1,2,3,4\nexpect: R0 = 1, 2, 3, 4\nexpect: unwritten R1"
    )));
}

fn a_missing_test_folder_fails() {
    let got = run_dir(&PathBuf::from("/nonexistent/shasm-spec-tests")).unwrap_err();
    assert!(
        got.iter()
            .any(|f| f.contains("cannot read the test folder")),
        "{got:#?}"
    );
}

fn an_empty_folder_and_a_misnamed_file_fail() {
    let dir = std::env::temp_dir().join(format!("shasm-spec-selftest-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let got = run_dir(&dir).unwrap_err();
    assert!(
        got.iter().any(|f| f.contains("no `.test` files")),
        "{got:#?}"
    );
    std::fs::write(dir.join("typo.tset"), "").unwrap();
    let got = run_dir(&dir).unwrap_err();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(
        got.iter()
            .any(|f| f.contains("typo.tset") && f.contains("not a `.test` file")),
        "{got:#?}"
    );
}

fn unwritten_needs_a_register_of_the_program() {
    // R21 does not exist in a VP1 program (R0 to R11); `Q1` is no name.
    for name in ["R21", "Q1", "o[HPOSS]"] {
        assert_fails(
            &file(&format!(
                "{HEAD}\nrun: --set v[1]=1\nexpect: unwritten {name}"
            )),
            ":4: ",
            "names no register of the program",
        );
    }
    // A register that was written is not unwritten.
    assert_fails(
        &file(&format!("{HEAD}\nrun: --set v[1]=1\nexpect: unwritten R0")),
        ":4: ",
        "R0 was written",
    );
}

fn json_null_is_not_a_missing_key() {
    assert_fails(
        &file(&format!(
            "{HEAD}\nrun: --set v[1]=1\nexpect: json fragment = null"
        )),
        ":4: ",
        "the json report has no `fragment`",
    );
}

fn diagnostics_not_listed_fail() {
    let text = format!(
        "{HEAD}\nerror: 2:9: no such thing\n---\n!!VP1.0\nMOV R0, Q[1];\nMOV R1, Q[2];\nEND\n"
    );
    let got = failures(&text);
    assert!(
        got.iter().any(|f| f.contains("unexpected diagnostic")),
        "{got:#?}"
    );
}

fn extra_diagnostics_can_be_allowed_with_a_reason() {
    let program = "!!VP1.0\nMOV R0, Q[1];\nMOV R1, Q[2];\nEND\n";
    let first = crate::headlines(
        "self",
        &shasm_cli::commands::check(
            &shasm_cli::driver::Input::new("self", program),
            &shasm_cli::driver::Options::from_args(Vec::<String>::new()).unwrap(),
            false,
        )
        .stderr,
    );
    assert!(
        first.len() >= 2,
        "the program should give two errors: {first:?}"
    );
    let (pos, message) = first[0].split_once(": error: ").unwrap();
    let listed = format!("{HEAD}\nerror: {pos}: {message}\n---\n{program}");
    assert!(
        failures(&listed)
            .iter()
            .any(|f| f.contains("unexpected diagnostic")),
    );
    let allowed = format!(
        "{HEAD}\nextra-diagnostics: the second error repeats the first\nerror: {pos}: {message}\n---\n{program}"
    );
    assert_passes(&allowed);
    assert_fails(
        &format!("{HEAD}\nextra-diagnostics:\nerror: {pos}: {message}\n---\n{program}"),
        ":3: ",
        "needs the reason",
    );
}

fn check_ok_requires_the_program_to_load() {
    assert_fails(
        &format!("{HEAD}\ncheck: ok\n---\n!!VP1.0\nMOV R0, Q[1];\nEND\n"),
        ":",
        "does not load",
    );
    assert_passes(&file(&format!("{HEAD}\ncheck: ok")));
    assert_fails(
        &file(&format!("{HEAD}\ncheck: okay")),
        ":3: ",
        "`check: ok` is the only check",
    );
}

fn directives_that_could_be_ignored_fail() {
    let cases: &[(&str, &str, &str)] = &[
        ("expcet: R0 = 1, 1, 1, 1", ":3: ", "unknown key `expcet:`"),
        ("run: --set v[1]=1", ":3: ", "checks nothing"),
        ("expect: R0 = 1, 1, 1, 1", ":3: ", "before any `run:`"),
        ("option: --budget 5", "", "no tests"),
        ("test: again\ncheck: ok", ":3: ", "a second `test:` line"),
        ("xfail: a bug", ":3: ", "not followed by an expectation"),
        (
            "xfail:\nrun: --set v[1]=1\nexpect: R0.x = 1",
            ":3: ",
            "needs the reason",
        ),
        (
            "run: --set v[1]=1\nexpect: run-error:",
            ":4: ",
            "needs the text",
        ),
        (
            "run: --set v[1]=1\nexpect: killed = maybe",
            ":4: ",
            "`killed = true` or",
        ),
        (
            "run: --set v[1]=1\nexpect: R0 = 1, 2",
            ":4: ",
            "2 values for 4 components",
        ),
        (
            "run: --set v[1]=1\nexpect: R0 ~ 1, 0, 0, 1",
            ":4: ",
            "needs a tolerance",
        ),
        (
            "run: --set v[1]=1\nexpect: R0 = 1, 0, 0, 1 +- 1",
            ":4: ",
            "use `~`",
        ),
        (
            "run: --set v[1]=1\nexpect: R0 ~ 1, 0, 0, 1 +- 0",
            ":4: ",
            "positive and finite",
        ),
        (
            "run: --set v[1]=1\nexpect: R0.x = one",
            ":4: ",
            "bad value `one`",
        ),
        (
            "run: --set v[1]=1\nexpect: cc = GT, EQ",
            ":4: ",
            "`cc = F, F, F, F`",
        ),
        (
            "run: --set v[1]=1\nexpect: pixel[4] R0.x = 1",
            ":4: ",
            "pixels 0 to 3",
        ),
        (
            "run: --set v[1]=1\nexpect: R0.x = 1\nexpect: run-error: x",
            ":3: ",
            "no other expectation",
        ),
        (
            "error: 2:1: x\nrun: --set v[1]=1\nexpect: R0.x = 1",
            ":4: ",
            "cannot also be run",
        ),
        (
            "source: examples/nv/vp/x.vp",
            "",
            "the program would be ignored",
        ),
        ("nonsense", ":3: ", "is not `key: value`"),
    ];
    for (header, location, message) in cases {
        assert_fails(&file(&format!("{HEAD}\n{header}")), location, message);
    }
    assert_fails("test: t\nspec: s\ncheck: ok\n", "", "no `---` line");
    assert_fails(
        &file("test: t\ncheck: ok"),
        "",
        "`test:` and `spec:` are required",
    );
}

fn wrong_expectations_fail() {
    let cases: &[(&str, &str)] = &[
        ("expect: R0 = 1, 0, 0, 2", "R0.w is"),
        ("expect: R0.x ~ 1.5 +- 0.25", "R0.x is"),
        ("expect: R1.x = 1", "R1 was not written"),
        (
            "expect: executed = 3",
            "executed 2 instructions, expected 3",
        ),
        ("expect: killed = false", "nothing can be killed"),
        ("expect: vertices = 1", "0 vertices emitted"),
        ("expect: run-error: budget", "run succeeded"),
        ("expect: pixel[0] R0.x = 1", "need --quad"),
    ];
    for (expect, message) in cases {
        assert_fails(
            &file(&format!("{HEAD}\nrun: --set v[1]=1\n{expect}")),
            ":4: ",
            message,
        );
    }
}

fn xfail_must_fail() {
    // A failing expectation marked xfail passes the file ...
    assert_passes(&file(&format!(
        "{HEAD}\nrun: --set v[1]=1\nxfail: R0.w is not 2\nexpect: R0 = 1, 0, 0, 2"
    )));
    // ... and one that passes must lose its marker.
    assert_fails(
        &file(&format!(
            // v[1] aliases the vertex weight, which starts as (1,0,0,1)
            // (NV_vertex_program2 §2.14.8 initial state), so R0 is (1,0,0,1).
            "{HEAD}\nrun: --set v[1]=1\nxfail: a bug\nexpect: R0 = 1, 0, 0, 1"
        )),
        ":5: ",
        "remove the marker",
    );
}

fn warnings_must_be_listed() {
    // A PICA200 destination mask out of order loads with a warning.
    let program = ".proc main\n\tmov o0.yx, v0\n\tend\n.end\n";
    let head = "test: t\nspec: PICA200_shader_instruction_set.md\nfile: w.v.pica";
    assert_fails(
        &format!("{head}\ncheck: ok\n---\n{program}"),
        ": ",
        "unexpected diagnostic `2:6: warning: the order of a destination mask's letters has no effect`",
    );
    assert_passes(&format!(
        "{head}\ncheck: ok\nwarning: 2:6: the order of a destination mask's letters has no effect\n---\n{program}"
    ));
    // An expected warning that is not reported fails too.
    assert_fails(
        &format!("{head}\nwarning: 2:6: something else\n---\n{program}"),
        ":4: ",
        "expected diagnostic `2:6: warning: something else`",
    );
}

fn headlines_are_read_with_or_without_a_position_or_code() {
    let stderr = "x.vp:2:9: error[nv-vp/undefined-name]: no such thing\n  ┌─ x.vp:2:9\n\
                  x.vp: error: rejected\nx.vp:3:1: warning: w\n";
    assert_eq!(
        crate::headlines("x.vp", stderr),
        [
            "2:9: error: no such thing",
            "error: rejected",
            "3:1: warning: w"
        ]
    );
}

fn skip_engine_needs_an_engine_and_a_reason() {
    let run = "run: --set v[1]=1,2,3,4\nexpect: R0 = 1, 2, 3, 4";
    let cases: &[(&str, &str, &str)] = &[
        (
            "skip-engine: vulkan: no such engine",
            ":3: ",
            "unknown engine `vulkan`",
        ),
        ("skip-engine: lanes:", ":3: ", "needs the reason"),
        ("skip-engine: lanes", ":3: ", "needs `ENGINE: REASON`"),
        (
            "skip-engine: lanes: one\nskip-engine: lanes: two",
            ":4: ",
            "a second `skip-engine: lanes` line",
        ),
    ];
    for (line, location, message) in cases {
        assert_fails(&file(&format!("{HEAD}\n{line}\n{run}")), location, message);
    }
    // A file without runs runs on no engine: nothing to skip.
    assert_fails(
        &file(&format!("{HEAD}\nskip-engine: lanes: slow\ncheck: ok")),
        ":3: ",
        "without `run:` lines",
    );
    // The engine is the runner's to choose, never a file's.
    assert_fails(
        &file(&format!(
            "{HEAD}\nrun: --engine interp --set v[1]=1\nexpect: R0.x = 1"
        )),
        ":3: ",
        "`--engine` in a test file",
    );
    assert_fails(
        &file(&format!("{HEAD}\noption: --engine interp\n{run}")),
        "",
        "`--engine` in a test file",
    );
    // A skip with its reason is accepted, and the other engines still run
    // (a wrong expectation still fails).
    assert_passes(&file(&format!(
        "{HEAD}\nskip-engine: lanes: not yet\n{run}"
    )));
    assert_fails(
        &file(&format!(
            "{HEAD}\nskip-engine: lanes: not yet\nrun: --set v[1]=1,2,3,4\nexpect: R0.x = 2"
        )),
        ":5: ",
        "R0.x is 1",
    );
}

fn each_engine_is_a_test_and_a_skip_is_printed() {
    let dir = std::env::temp_dir().join(format!("shasm-spec-engines-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("vp")).unwrap();
    let runs = dir.join("vp/runs.test");
    std::fs::write(
        &runs,
        file(&format!(
            "{HEAD}\nskip-engine: interp: a reason to print\nrun: --set v[1]=1,2,3,4\nexpect: R0 = 1, 2, 3, 4"
        )),
    )
    .unwrap();
    let loads = dir.join("vp/loads.test");
    std::fs::write(&loads, file(&format!("{HEAD}\ncheck: ok"))).unwrap();
    let tally = std::sync::Arc::new(crate::Tally::default());
    let mut skipped = Vec::new();
    let run_trials = crate::file_trials(&dir, runs, &tally, &mut skipped);
    let load_trials = crate::file_trials(&dir, loads, &tally, &mut skipped);
    std::fs::remove_dir_all(&dir).unwrap();
    // One test per engine built in, named after the file and the engine;
    // the skipped one ignored, its reason kept for the summary.
    let names: Vec<&str> = run_trials.iter().map(|t| t.name()).collect();
    let expected: Vec<String> = shasm::available_engines()
        .iter()
        .map(|k| format!("vp/runs::{k}"))
        .collect();
    assert_eq!(names, expected);
    let ignored: Vec<bool> = run_trials.iter().map(|t| t.has_ignored_flag()).collect();
    let expected_ignored: Vec<bool> = shasm::available_engines()
        .iter()
        .map(|k| *k == shasm::EngineKind::Interp)
        .collect();
    assert_eq!(ignored, expected_ignored);
    assert_eq!(skipped, ["vp/runs::interp: a reason to print"]);
    // A load test needs no engine: its plain name.
    let names: Vec<&str> = load_trials.iter().map(|t| t.name()).collect();
    assert_eq!(names, ["vp/loads"]);
}
