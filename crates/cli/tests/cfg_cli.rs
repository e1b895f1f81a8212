//! `shasm cfg`: the graph as text, dot and JSON, and the structured form,
//! for every ISA; deep programs without stack overflow, output linear.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn shasm(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_shasm"))
        .args(args)
        .current_dir(root())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn json(file: &str) -> serde_json::Value {
    let (code, out, err) = shasm(&["cfg", file, "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

/// The block whose instructions start at `start`.
fn block_at(g: &serde_json::Value, start: u64) -> u64 {
    g["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["start"] == start)
        .unwrap_or_else(|| panic!("no block starts at {start}"))["id"]
        .as_u64()
        .unwrap()
}

fn edges_from(g: &serde_json::Value, block: u64) -> Vec<(Option<u64>, String)> {
    g["edges"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["from"] == block)
        .map(|e| (e["to"].as_u64(), e["kind"].as_str().unwrap().to_string()))
        .collect()
}

#[test]
fn tgsi_break_leaves_the_loop_and_endloop_goes_back() {
    // examples/tgsi/loop_branch.tgsi: 2 BGNLOOP, 5 BRK, 9 ENDLOOP, 10 SLT.
    // TGSI §1.2.x: BRK continues after the matching ENDLOOP, ENDLOOP
    // returns to the first instruction of the loop body.
    let g = json("examples/tgsi/loop_branch.tgsi");
    assert_eq!(g["exact"], true);
    let brk = block_at(&g, 5);
    assert_eq!(
        edges_from(&g, brk),
        vec![(Some(block_at(&g, 10)), "break".into())]
    );
    let end = g["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["end"] == 10)
        .unwrap()["id"]
        .as_u64()
        .unwrap();
    assert_eq!(
        edges_from(&g, end),
        vec![(Some(block_at(&g, 3)), "back".into())]
    );
    let loops = g["loops"].as_array().unwrap();
    assert_eq!(loops.len(), 1);
    assert_eq!(loops[0]["header"].as_u64(), Some(block_at(&g, 3)));
}

#[test]
fn nv_calls_and_returns_are_edges_of_the_call_graph() {
    // examples/nv/vp/subroutines.vp: `main` at 2, `CAL accumulate` at 6,
    // the subroutine at 0..2 returns to 7 (NV_vertex_program2 §2.14.2.3).
    let g = json("examples/nv/vp/subroutines.vp");
    assert_eq!(g["exact"], true);
    let call = block_at(&g, 6);
    let sub = block_at(&g, 0);
    assert_eq!(edges_from(&g, call), vec![(Some(sub), "call".into())]);
    assert_eq!(
        edges_from(&g, sub),
        vec![(Some(block_at(&g, 7)), "return".into())]
    );
    let calls = g["calls"].as_array().unwrap();
    assert_eq!(calls.len(), 1);
    assert_eq!(calls[0]["at"], 6);
}

#[test]
fn pica_loop_end_is_a_two_way_test() {
    // examples/pica/palette.v.pica: `for span` (LOOPR at 4) over the one
    // word at 5: after it the LOOP stack repeats or pops (PICA200 spec,
    // "Control Flow").
    let g = json("examples/pica/palette.v.pica");
    assert_eq!(g["exact"], true);
    let body = block_at(&g, 5);
    let mut kinds: Vec<String> = edges_from(&g, body).into_iter().map(|e| e.1).collect();
    kinds.sort();
    assert_eq!(kinds, vec!["back", "loop-exit"]);
}

#[test]
fn every_format_for_every_isa() {
    for file in [
        "examples/tgsi/loop_branch.tgsi",
        "examples/nv/vp/subroutines.vp",
        "examples/nv/fp/toon.fp",
        "examples/pica/palette.v.pica",
        "tests/corpus/pica-3ds-examples/graphics_gpu_normal_mapping_vshader.v.shbin",
    ] {
        let (code, text, err) = shasm(&["cfg", file]);
        assert_eq!(code, 0, "{file}: {err}");
        assert!(text.contains("B0: instructions"), "{file}: {text}");
        let (code, dot, _) = shasm(&["cfg", file, "--format", "dot"]);
        assert_eq!(code, 0);
        assert!(dot.starts_with("digraph cfg {") && dot.trim_end().ends_with('}'));
        let edges = json(file)["edges"].as_array().unwrap().len();
        assert_eq!(dot.matches(" -> ").count(), edges, "{file}");
        let (code, structured, err) = shasm(&["cfg", file, "--structured"]);
        assert_eq!(code, 0, "{file}: {err}");
        assert!(structured.starts_with("// structured"), "{file}");
    }
}

#[test]
fn bad_format_and_missing_file() {
    let (code, _, _) = shasm(&["cfg", "examples/tgsi/loop_branch.tgsi", "--format", "svg"]);
    assert_eq!(code, 2);
    let (code, _, _) = shasm(&["cfg", "no/such/file.tgsi"]);
    assert_eq!(code, 2);
}

#[test]
fn deeply_nested_pica_program_filling_code_memory() {
    // IFU blocks nested 31 deep (picasso lets 32 blocks be open, the .proc included; the
    // IF stack keeps the 8 innermost, PICA200 spec "Control Flow"; deeper
    // nesting through the IR is in crates/shasm/tests/cfg_deep.rs), one MOV
    // per level, 4 times over (with the NOPs picasso pads with, most of
    // the 512 words of vertex code memory).
    // (4096-word programs nesting 2047 deep are built as IR in
    // crates/shasm/tests/cfg_deep.rs: sources cannot hold them.)
    let mut src = String::from(".bool b\n.in p v0\n.out o position\n.proc main\n");
    for _ in 0..4 {
        for _ in 0..31 {
            src.push_str("ifu b\nmov o, p\n");
        }
        for _ in 0..31 {
            src.push_str(".end\n");
        }
    }
    src.push_str("end\n.end\n");
    let dir = std::env::temp_dir().join(format!("shasm-cfg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("deep.v.pica");
    std::fs::write(&path, &src).unwrap();
    let file = path.to_str().unwrap();
    let (code, text, err) = shasm(&["cfg", file]);
    assert_eq!(code, 0, "{err}");
    assert!(text.contains("; exact"), "{}", &text[..200.min(text.len())]);
    let (code, structured, err) = shasm(&["cfg", file, "--structured"]);
    assert_eq!(code, 0, "{err}");
    // Linear: a bounded number of bytes per word.
    assert!(text.len() < 512 * 400, "{}", text.len());
    assert!(structured.len() < 512 * 400, "{}", structured.len());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn instructions_are_written_as_the_program_writes_them() {
    // An NV vertex program's instructions are its source text (the
    // terminating `;` dropped, white space folded), not the IR's
    // `DP4 OUT[0].x, CONST[0], IN[0]`; the branch test likewise.
    let g = json("examples/nv/vp/lighting.vp");
    assert_eq!(
        g["blocks"][0]["instructions"][0],
        "DP4 o[HPOS].x, c[0], v[OPOS]"
    );
    assert_eq!(g["blocks"][0]["test"], "BRA pointsAway (LT.x)");
    // A picasso source: its names (`inpos`, `modelView`), not `IN[0]`.
    let (code, out, err) = shasm(&["cfg", "examples/pica/lighting.v.pica", "--structured"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\ndp4 r1.x, modelView[0], r0\n"), "{out}");
    // A PICA200 binary has no source: the picasso text of each code word,
    // with the IF's test written the same way; registers its uniform table
    // names read by that name (`.fvec projection[4], modelView[4]`: c4 is
    // modelView[0]).
    let (code, out, err) = shasm(&[
        "cfg",
        "tests/corpus/pica-3ds-examples/graphics_gpu_normal_mapping_vshader.v.shbin",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("      2: dp4 r1.x, modelView[0], r0\n"),
        "{out}"
    );
    assert!(out.contains("  test: ifc cmp.x, @49+10\n"), "{out}");
}
