//! NV_geometry_program4 input primitives on the command line: `--vertex
//! K:NAME=VALUES` and `[vertex K]` sections in `--inputs` files, checked
//! through the vertices a pass-through program emits.

mod common;

use common::{input, run_json, scratch, shasm, write};
use serde_json::{Value, json};

/// Emits its input triangle unchanged: vertex K of the output strip is
/// input vertex K (NV_geometry_program4: `vertex[K].position` reads the
/// position attribute of input vertex K).
const PASS_THROUGH: &str = "!!NVgp4.0
PRIMITIVE_IN TRIANGLES;
PRIMITIVE_OUT TRIANGLE_STRIP;
VERTICES_OUT 3;
MOV result.position, vertex[0].position;
MOV result.color, vertex[0].color;
EMIT;
MOV result.position, vertex[1].position;
MOV result.color, vertex[1].color;
EMIT;
MOV result.position, vertex[2].position;
MOV result.color, vertex[2].color;
EMIT;
END
";

/// `name` of emitted vertex `k` in a run's JSON report.
fn emitted(report: &Value, k: usize, name: &str) -> Value {
    report["vertices"][k]["outputs"][name].clone()
}

fn run_pass_through(args: &[&str]) -> Value {
    run_json(&input("pass.gp", PASS_THROUGH), args)
}

#[test]
fn vertex_option_sets_each_input_vertex() {
    let report = run_pass_through(&[
        "--vertex",
        "0:position=1,2,3,1",
        "--vertex",
        "1:position=4,5,6,1",
        "--vertex",
        "2:position=7,8,9,1",
        "--vertex",
        "0:color=1,0,0,1",
        "--vertex",
        "1:color=0,1,0,1",
        "--vertex",
        "2:color=0,0,1,1",
    ]);
    assert_eq!(
        emitted(&report, 0, "result.position"),
        json!([1.0, 2.0, 3.0, 1.0])
    );
    assert_eq!(
        emitted(&report, 1, "result.position"),
        json!([4.0, 5.0, 6.0, 1.0])
    );
    assert_eq!(
        emitted(&report, 2, "result.position"),
        json!([7.0, 8.0, 9.0, 1.0])
    );
    assert_eq!(
        emitted(&report, 0, "result.color"),
        json!([1.0, 0.0, 0.0, 1.0])
    );
    assert_eq!(
        emitted(&report, 1, "result.color"),
        json!([0.0, 1.0, 0.0, 1.0])
    );
    assert_eq!(
        emitted(&report, 2, "result.color"),
        json!([0.0, 0.0, 1.0, 1.0])
    );
    // Three vertices of a strip draw one triangle.
    assert_eq!(
        report["primitives"],
        json!([{"type": "TRIANGLE_STRIP", "vertices": [0, 1, 2], "drawn": 1}])
    );
}

#[test]
fn vertex_option_means_the_same_as_set() {
    let by_vertex = run_pass_through(&["--vertex", "1:position=0.5,-2,inf,0x7fc00001"]);
    let by_set = run_pass_through(&["--set", "vertex[1].position=0.5,-2,inf,0x7fc00001"]);
    assert_eq!(by_vertex, by_set);
    assert_eq!(
        by_vertex["vertices"][1]["bits"]["result.position"],
        json!(["0x3f000000", "0xc0000000", "0x7f800000", "0x7fc00001"])
    );
}

#[test]
fn set_options_apply_after_vertex_options() {
    let report = run_pass_through(&[
        "--set",
        "vertex[2].position=9,9,9,9",
        "--vertex",
        "2:position=1,1,1,1",
    ]);
    assert_eq!(
        emitted(&report, 2, "result.position"),
        json!([9.0, 9.0, 9.0, 9.0])
    );
}

#[test]
fn inputs_file_sections_select_the_vertex() {
    let dir = scratch("gp4-sections");
    let inputs = write(
        &dir,
        "tri.inputs",
        "# a triangle\n\
         vertex[0].color = 0.25, 0, 0, 1\n\
         [vertex 1]\n\
         position = 4, 5, 6, 1\n\
         color = 0, 0.5, 0, 1   # comment after a value\n\
         [ vertex  2 ]\n\
         position = 7, 8, 9, 1\n\
         [all]\n\
         vertex[0].position = 1, 2, 3, 1\n",
    );
    let report = run_pass_through(&["--inputs", &inputs]);
    assert_eq!(
        emitted(&report, 0, "result.position"),
        json!([1.0, 2.0, 3.0, 1.0])
    );
    assert_eq!(
        emitted(&report, 0, "result.color"),
        json!([0.25, 0.0, 0.0, 1.0])
    );
    assert_eq!(
        emitted(&report, 1, "result.position"),
        json!([4.0, 5.0, 6.0, 1.0])
    );
    assert_eq!(
        emitted(&report, 1, "result.color"),
        json!([0.0, 0.5, 0.0, 1.0])
    );
    assert_eq!(
        emitted(&report, 2, "result.position"),
        json!([7.0, 8.0, 9.0, 1.0])
    );
}

#[test]
fn text_report_lists_the_emitted_vertices() {
    let dir = scratch("gp4-text");
    let program = write(&dir, "pass.gp", PASS_THROUGH);
    let run = shasm(&["run", &program, "--vertex", "1:position=4,5,6,1"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let vertex1 = run
        .stdout
        .split("vertex 1:\n")
        .nth(1)
        .expect("a `vertex 1:` block");
    assert!(
        vertex1.starts_with("  result.position = (4.0, 5.0, 6.0, 1.0)"),
        "{}",
        run.stdout
    );
}

#[test]
fn vertex_option_on_other_program_types_is_a_usage_error() {
    let dir = scratch("gp4-not-geometry");
    let vp = write(
        &dir,
        "pass.vp",
        "!!NVvp4.0\nMOV result.position, vertex.position;\nEND\n",
    );
    let run = shasm(&["run", &vp, "--vertex", "0:position=1,2,3,1"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stderr.contains("--vertex"), "{}", run.stderr);
}

#[test]
fn malformed_vertex_options_and_sections_are_usage_errors() {
    let dir = scratch("gp4-malformed");
    let program = write(&dir, "pass.gp", PASS_THROUGH);
    for bad in ["position=1", "x:position=1", "1:=1", "-1:position=1"] {
        let run = shasm(&["run", &program, &format!("--vertex={bad}")]);
        assert_eq!(run.code, 2, "--vertex {bad}: {}", run.stderr);
        assert!(run.stderr.contains("--vertex"), "{}", run.stderr);
    }
    // Vertex 3 of a triangle does not exist.
    let run = shasm(&["run", &program, "--vertex", "3:position=1"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    for header in [
        "[vertex]",
        "[vertex x]",
        "[vertex1]",
        "[everything]",
        "[all",
    ] {
        let inputs = write(&dir, "bad.inputs", format!("\n{header}\nposition=1\n"));
        let run = shasm(&["run", &program, "--inputs", &inputs]);
        assert_eq!(run.code, 2, "{header}: {}", run.stderr);
        assert!(
            run.stderr.contains("bad.inputs:2"),
            "{header}: {}",
            run.stderr
        );
    }
}
