//! Issue 18, the last gaps: PICA200 batch columns by the program's `.out`
//! names, `--set` errors that give the valid range, and integer results
//! of TGSI's integer ops printed as integers in `run` reports.

mod common;

use common::{root, scratch, shasm, write};
use serde_json::Value;

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

/// The text report's line for register `name` (its value part).
fn report_line<'a>(text: &'a str, name: &str) -> &'a str {
    text.lines()
        .find(|l| l.trim_start().starts_with(&format!("{name} ")))
        .unwrap_or_else(|| panic!("no line for {name} in:\n{text}"))
        .trim()
}

// ---- 1. Integer results print as integers -----------------------------

/// TEMP and OUT registers have no type in TGSI: what they hold is what
/// the op that wrote them last computes (tgsi.rst, "Integer ISA": UADD
/// adds unsigned integers; FSEQ writes ~0 (0xFFFFFFFF) for equal, 0 for
/// not; "Double ISA": DFRACEXP's second destination is the integer
/// exponent, 8.0 = 0.5 * 2^4). MOV copies the words, and so their type.
const TYPED_TGSI: &str = "VERT
DCL IN[0]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL TEMP[0..2]
IMM[0] UINT32 {3, 4, 5, 6}
  0: UADD TEMP[0], IMM[0], IMM[0]
  1: MOV TEMP[1], IN[0]
  2: FSEQ TEMP[1].y, IN[0].xxxx, IN[0].xxxx
  3: MOV OUT[0], TEMP[0]
  4: DFRACEXP OUT[1].xy, TEMP[1].zw, IN[0].zwzw
  5: UADD TEMP[2], IMM[0], IMM[0]
  6: ADD TEMP[2].x, IN[0].xxxx, IN[0].xxxx
  7: END
";

#[test]
fn run_reports_print_integer_results_as_integers() {
    let dir = scratch("i18-gaps-int");
    let file = write(&dir, "typed.tgsi", TYPED_TGSI);
    // IN[0].zw = 8.0 as a double (0x4020000000000000, low word first).
    let set = "IN[0]=1.5,2.5,0,0x40200000";
    let r = shasm(&["run", &file, "--set", set]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let text = &r.stdout;
    assert_eq!(
        report_line(text, "OUT[0]"),
        "OUT[0]     = (6, 8, 10, 12)  [0x00000006 0x00000008 0x0000000a 0x0000000c]"
    );
    // x is the MOV's float, y FSEQ's ~0 (unsigned), z and w the exponent.
    assert_eq!(
        report_line(text, "TEMP[1]"),
        "TEMP[1]    = (1.5, 4294967295, 4, 4)  [0x3fc00000 0xffffffff 0x00000004 0x00000004]"
    );
    // The float ADD wrote x last: 1.5 + 1.5; UADD's sums stay integers.
    assert_eq!(
        report_line(text, "TEMP[2]"),
        "TEMP[2]    = (3.0, 8, 10, 12)  [0x40400000 0x00000008 0x0000000a 0x0000000c]"
    );
    assert!(!text.contains("e-45") && !text.contains("e-44"), "{text}");

    let r = shasm(&["run", &file, "--set", set, "--format", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = json(&r.stdout);
    assert_eq!(v["outputs"]["OUT[0]"], serde_json::json!([6, 8, 10, 12]));
    assert_eq!(
        v["temps"]["TEMP[1]"],
        serde_json::json!([1.5, 4294967295u32, 4, 4])
    );
    assert_eq!(v["temps"]["TEMP[2]"], serde_json::json!([3.0, 8, 10, 12]));

    // The trace prints the same types, write by write.
    let r = shasm(&["trace", &file, "--set", set]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let line = |pc: &str| {
        r.stdout
            .lines()
            .find(|l| l.split_whitespace().nth(1) == Some(pc))
            .unwrap_or_else(|| panic!("no step {pc}:\n{}", r.stdout))
            .to_string()
    };
    assert!(
        line("3").ends_with("OUT[0] = (6, 8, 10, 12)"),
        "{}",
        line("3")
    );
    assert!(
        line("4").ends_with("TEMP[1] = (1.5, 4294967295, 4, 4)"),
        "{}",
        line("4")
    );
}

// ---- 2, 3. `--set` errors give the language's valid range ---------------

/// Reads `program.env[3]` (so `program.env[0..3]` resolve) and
/// `vertex.attrib[1]`.
const ENV_VP: &str = "!!ARBvp1.0
PARAM p = program.env[3];
MOV result.position, vertex.attrib[1];
ADD result.color, vertex.position, p;
END
";

#[test]
fn set_errors_give_the_languages_range() {
    let dir = scratch("i18-gaps-set");
    let file = write(&dir, "env.vp", ENV_VP);
    let stderr = |args: &[&str]| {
        let mut all = vec!["run", file.as_str()];
        all.extend_from_slice(args);
        let r = shasm(&all);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stdout);
        r.stderr.trim_end().to_string()
    };
    // The default profile has Mesa's MAX_PROGRAM_ENV_PARAMS, 256
    // (shasm_arb::Profile::DEFAULT); ARB_vertex_program's minimum is 96
    // ("New Implementation Dependent State").
    assert_eq!(
        stderr(&["--set", "program.env[999]=1"]),
        "error: `program.env[999]` is out of range: program.env[0] to program.env[255]"
    );
    assert_eq!(
        stderr(&["--profile", "minimum", "--set", "program.env[96]=1"]),
        "error: `program.env[96]` is out of range: program.env[0] to program.env[95]"
    );
    // Inside the range, but not bound by the program.
    assert_eq!(
        stderr(&["--set", "program.env[200]=1"]),
        "error: `program.env[200]` is not read by this program (it reads program.env[0] \
         to program.env[3] of program.env[0] to program.env[255])"
    );
    // MAX_VERTEX_ATTRIBS_ARB is 16 (ARB_vertex_program, at least 16): the
    // whole range, not only the attribute the program reads.
    assert_eq!(
        stderr(&["--set", "vertex.attrib[99]=1"]),
        "error: `vertex.attrib[99]` is out of range: vertex.attrib[0] to vertex.attrib[15]"
    );
    assert_eq!(
        stderr(&["--set", "vertex.attrib[7]=1"]),
        "error: `vertex.attrib[7]` is not read by this program (it reads vertex.attrib[1] \
         of vertex.attrib[0] to vertex.attrib[15])"
    );
    // A name of no register suggests no other name that does not exist
    // either (it once suggested `IN[999]`).
    assert_eq!(
        stderr(&["--set", "c[999]=1"]),
        "error: `c[999]` is not a register or parameter of this program"
    );
    // The names that exist still work.
    let r = shasm(&["run", &file, "--set", "program.env[3]=1,2,3,4"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

// ---- 1. PICA200 batch columns by the program's own names ---------------

#[test]
fn pica_batch_columns_are_the_out_names() {
    let dir = scratch("i18-gaps-pica-batch");
    // Input columns by `.in` names (`.in inpos v0`).
    let rows = write(
        &dir,
        "rows.csv",
        "inpos.x,inpos.y,inpos.z\n0.5,0.25,0\n1,2,3\n",
    );
    let example = root().join("examples/pica/lighting.v.pica");
    let inputs = root().join("examples/pica/lighting.inputs");
    let (example, inputs) = (example.to_str().unwrap(), inputs.to_str().unwrap());
    let r = shasm(&["run", example, "--inputs", inputs, "--batch", &rows]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    // The source's `.out outpos position`, `.out outtc0 texcoord0` and
    // `.out outclr color` name o0, o1 and o2 (in register order).
    let columns = |n: &str| ["x", "y", "z", "w"].map(|c| format!("{n}.{c}")).join(",");
    assert_eq!(
        lines[0],
        format!(
            "{},{},{}",
            columns("outpos"),
            columns("outtc0"),
            columns("outclr")
        )
    );
    // outpos = projection * modelView * (inpos.xyz, 1): the modelview
    // moves z by -2, the projection doubles x and y and puts -z in w
    // (examples/pica/lighting.inputs). (0.5, 0.25, 0) -> (1, 0.5, -2, 2);
    // (1, 2, 3) -> (2, 4, 1, -1); every value is exact in float24.
    assert!(
        lines[1].starts_with("1.0,0.5,-2.0,2.0,0.25,0.75,0.0,1.0,"),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].starts_with("2.0,4.0,1.0,-1.0,0.25,0.75,0.0,1.0,"),
        "{}",
        lines[2]
    );

    // JSON Lines results are keyed by the same names.
    let r = shasm(&[
        "run", example, "--inputs", inputs, "--batch", &rows, "--format", "json",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let first = json(r.stdout.lines().next().unwrap());
    assert_eq!(first["outpos"], serde_json::json!([1.0, 0.5, -2.0, 2.0]));
    assert!(first.get("o0").is_none(), "{first}");
    // `--outputs` takes either spelling and keeps the one given.
    let r = shasm(&[
        "run",
        example,
        "--inputs",
        inputs,
        "--batch",
        &rows,
        "--outputs",
        "o0,outclr",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout.lines().next().unwrap(),
        format!("{},{}", columns("o0"), columns("outclr"))
    );
}

// ---- Bad input: the count of a short or long CSV row -------------------

#[test]
fn a_row_of_the_wrong_length_counts_in_words() {
    let dir = scratch("i18-gaps-count");
    let vp = write(
        &dir,
        "p.vp",
        "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
    );
    // One column, a row of two values: singular and plural as they fall.
    let rows = write(&dir, "rows.csv", "vertex.position.x\n1\n2,3\n");
    let r = shasm(&["run", &vp, "--batch", &rows]);
    assert_eq!(r.code, 2, "{}", r.stdout);
    assert!(
        r.stderr
            .contains(":3:1: error: this row has 2 values; the header names 1 column\n"),
        "{}",
        r.stderr
    );
}

// ---- Bad input: long lines, and JSON arrays written on one line --------

#[test]
fn a_json_array_on_one_line_is_bounded_by_its_size_not_its_line() {
    let dir = scratch("i18-gaps-array");
    let vp = write(
        &dir,
        "p.vp",
        "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
    );
    // 50,000 rows on one line: about 1.5 MB, over the 1 MiB line limit of
    // CSV and JSON Lines, under the 64 MiB of a JSON array (docs/cli.md).
    let rows: Vec<String> = (0..50_000)
        .map(|k| format!("{{\"vertex.position\": [{k}, 1, 2, 1]}}"))
        .collect();
    let text = format!("[{}]", rows.join(", "));
    assert!(text.len() > 1 << 20 && !text.contains('\n'));
    let file = write(&dir, "rows.json", &text);
    let r = shasm(&["run", &vp, "--batch", &file]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 50_001);
    // MOV copies the attribute (ARB_vertex_program 2.14.5.13).
    assert_eq!(lines[50_000], "49999.0,1.0,2.0,1.0");
}

#[test]
fn a_csv_line_too_long_is_located_at_its_line() {
    let dir = scratch("i18-gaps-long");
    let vp = write(
        &dir,
        "p.vp",
        "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
    );
    let text = format!("vertex.position.x\n1\n{}", "2".repeat(2 << 20));
    let file = write(&dir, "rows.csv", &text);
    let r = shasm(&["run", &vp, "--batch", &file]);
    assert_eq!(r.code, 2, "{}", r.stdout);
    // The header and line 2 ran; line 3 is the one past 1 MiB.
    assert_eq!(
        r.stdout,
        "result.position.x,result.position.y,result.position.z,result.position.w\n1.0,0.0,0.0,1.0\n"
    );
    assert!(
        r.stderr
            .contains("rows.csv:3:1: error: a line is longer than 1048576 bytes"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_misspelt_output_gets_a_suggestion() {
    let dir = scratch("i18-gaps-outputs");
    let rows = write(&dir, "rows.csv", "inpos.x\n1\n");
    let example = root().join("examples/pica/lighting.v.pica");
    let r = shasm(&[
        "run",
        example.to_str().unwrap(),
        "--batch",
        &rows,
        "--outputs",
        "outpso",
    ]);
    assert_eq!(r.code, 2, "{}", r.stdout);
    assert_eq!(
        r.stderr,
        "error: --outputs: the program has no register `outpso` (outputs it writes: outpos, \
         outtc0, outclr); did you mean `outpos`?\n"
    );
}

// ---- ARB variable names in `--set` and batch columns --------------------

/// ARB_vertex_program §2.14.3.1 and §2.14.3.8: an `ATTRIB` variable is
/// the attribute its binding names, and an `ALIAS` is one more name of
/// the same variable, so users may set inputs by the program's own names.
/// ADD gives (1 + 0.5, 2 + 0.5, 3 + 0.5, 4 + 0.5), exact in fp32.
const ARB_NAMES: &str = "!!ARBvp1.0
ATTRIB pos = vertex.position;
ATTRIB extra = vertex.attrib[6];
ALIAS where = pos;
OUTPUT dest = result.position;
ADD dest, where, extra;
END
";

#[test]
fn arb_variable_names_set_their_bindings() {
    let dir = scratch("i18-gaps-arb-names");
    let program = write(&dir, "names.vp", ARB_NAMES);
    let r = shasm(&[
        "run",
        &program,
        "--set",
        "where=1,2,3,4",
        "--set",
        "extra=0.5,0.5,0.5,0.5",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        report_line(&r.stdout, "result.position").contains("(1.5, 2.5, 3.5, 4.5)"),
        "{}",
        r.stdout
    );

    // Batch columns take the same names.
    let rows = write(
        &dir,
        "rows.csv",
        "pos.x,pos.y,pos.z,pos.w,extra.x,extra.y,extra.z,extra.w\n1,2,3,4,0.5,0.5,0.5,0.5\n",
    );
    let r = shasm(&["run", &program, "--batch", &rows]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout.lines().nth(1),
        Some("1.5,2.5,3.5,4.5"),
        "{}",
        r.stdout
    );
}
