//! `shasm check` and its `--format json` shape on every ISA: header
//! errors, whole-program errors at the GL error position, the fields every
//! diagnostic carries, and bounded messages for absurd register numbers.

mod common;

use common::{check_json, error_positions, input, root, scratch, shasm, write};
use serde_json::Value;

#[test]
fn unknown_or_misplaced_headers_are_invalid_input_at_1_1() {
    // An unknown version header, or anything (even whitespace) before
    // `!!FP1.0`, is a program that fails to load: invalid input (exit 1),
    // not a usage error (exit 2), reported at the start of the text, where
    // GL's error position is 0 (NV_fragment_program, LoadProgramNV: the
    // program must begin with the header; NV_vertex_program2 likewise).
    let dir = scratch("headers");
    for (name, text) in [
        ("fp11.txt", "!!FP1.1\nEND\n"),
        ("vp30.txt", "!!VP3.0\nEND\n"),
        ("space.txt", " !!FP1.0\nEND\n"),
    ] {
        let path = write(&dir, name, text);
        let r = shasm(&["check", &path]);
        assert_eq!(r.code, 1, "{name}: {}", r.stderr);
        assert_eq!(
            error_positions(&r.stderr, &path),
            [(1, 1)],
            "{name}: {}",
            r.stderr
        );

        let (code, v) = check_json(&input(name, text));
        assert_eq!(code, 1, "{name}");
        assert_eq!(v["ok"], false, "{name}");
        let diags = v["diagnostics"].as_array().unwrap();
        assert_eq!(diags.len(), 1, "{name}: {v}");
        assert_eq!(diags[0]["error_position"], 0, "{name}: {v}");
        assert_eq!(
            (&diags[0]["line"], &diags[0]["column"]),
            (&1.into(), &1.into())
        );
        assert!(
            diags[0]["code"]
                .as_str()
                .is_some_and(|c| !c.is_empty() && c != "error"),
            "{name}: {v}"
        );
    }
}

#[test]
fn whole_program_errors_are_at_the_length_of_the_program() {
    // NV_vertex_program2, LoadProgramNV: for an error that can only be
    // determined after the whole program is scanned, "the error position
    // will be len, the length of the program"; NV_fragment_program says
    // the same. len is the length in bytes of the text passed.
    for (name, text) in [
        // A vertex program must write o[HPOS] (§2.14.1.8).
        ("nohpos.vp", "!!VP1.0\nMOV o[COL0], v[OPOS];\nEND\n"),
        ("nohpos2.vp", "!!VP2.0\nmain:\nMOV R0, v[0];\nEND\n"),
        // A vertex state program must write a program parameter (§2.14.5).
        ("vsp.vp", "!!VSP1.0\nMOV R0, v[0];\nEND\n"),
        // A fragment program must write an output.
        ("noout.fp", "!!FP1.0\nMOV R0, f[WPOS];\nEND\n"),
    ] {
        let (code, v) = check_json(&input(name, text));
        assert_eq!(code, 1, "{name}: {v}");
        let diags = v["diagnostics"].as_array().unwrap();
        assert_eq!(diags.len(), 1, "{name}: {v}");
        assert_eq!(diags[0]["error_position"], text.len(), "{name}: {v}");
    }
}

/// Every diagnostic of a `check --format json` object has the fields of
/// the contract (docs/cli.md): severity, a non-empty code, a message, the
/// file, a span, line and column for text files, and for NV programs the GL
/// error position on errors.
fn assert_contract(what: &str, v: &Value, ok: bool, text: bool, nv: bool) {
    assert_eq!(v["ok"], ok, "{what}: {v}");
    let diags = v["diagnostics"].as_array().expect("diagnostics array");
    if !ok {
        assert!(!diags.is_empty(), "{what}: a failure has a diagnostic: {v}");
    }
    for d in diags {
        let severity = d["severity"].as_str().unwrap_or("");
        assert!(
            ["error", "warning", "note"].contains(&severity),
            "{what}: {d}"
        );
        assert!(
            d["code"].as_str().is_some_and(|c| !c.is_empty()),
            "{what}: {d}"
        );
        assert!(
            d["message"].as_str().is_some_and(|m| !m.is_empty()),
            "{what}: {d}"
        );
        assert!(d["file"].is_string(), "{what}: {d}");
        let span = d["span"].as_array().expect("span");
        assert!(
            span.len() == 2 && span[0].as_u64() <= span[1].as_u64(),
            "{what}: {d}"
        );
        if text {
            assert!(d["line"].as_u64().is_some_and(|l| l >= 1), "{what}: {d}");
            assert!(d["column"].as_u64().is_some_and(|c| c >= 1), "{what}: {d}");
        } else {
            assert!(
                d.get("line").is_none(),
                "{what}: binaries have no lines: {d}"
            );
        }
        if nv && severity == "error" {
            assert!(d["error_position"].is_u64(), "{what}: {d}");
        }
    }
}

#[test]
fn check_json_contract_for_every_isa() {
    let file = |p: &str| std::fs::read(root().join(p)).unwrap();
    let shbin = file("tests/corpus/pica-3ds-examples/graphics_gpu_simple_tri_vshader.v.shbin");
    // (name, bytes, valid, text, nv)
    let cases: Vec<(&str, Vec<u8>, bool, bool, bool)> = vec![
        (
            "transform.tgsi",
            file("examples/tgsi/transform.tgsi"),
            true,
            true,
            false,
        ),
        (
            "bad.tgsi",
            b"VERT\nDCL IN[0]\nDCL OUT[0]\n  0: MOV OUT[0], IN[3]\n  1: FOO OUT[0]\n  2: END\n"
                .to_vec(),
            false,
            true,
            false,
        ),
        (
            "lighting.vp",
            file("examples/nv/vp/lighting.vp"),
            true,
            true,
            true,
        ),
        (
            "bad.vp",
            b"!!VP1.0\nMOV o[HPOS], v[99];\nFOO R0;\nEND\n".to_vec(),
            false,
            true,
            true,
        ),
        ("bump.fp", file("examples/nv/fp/bump.fp"), true, true, true),
        (
            "bad.fp",
            b"!!FP1.0\nMOV o[COLR], f[NOPE];\nEND\n".to_vec(),
            false,
            true,
            true,
        ),
        (
            "lighting.v.pica",
            file("examples/pica/lighting.v.pica"),
            true,
            true,
            false,
        ),
        (
            "bad.v.pica",
            b".out outpos position\n.proc main\n\tfoo outpos, r0\n\tend\n.end\n".to_vec(),
            false,
            true,
            false,
        ),
        ("tri.v.shbin", shbin.clone(), true, false, false),
        ("cut.v.shbin", shbin[..100].to_vec(), false, false, false),
    ];
    for (name, bytes, valid, text, nv) in cases {
        let (code, v) = check_json(&input(name, bytes));
        assert_eq!(code, if valid { 0 } else { 1 }, "{name}: {v}");
        assert_contract(name, &v, valid, text, nv);
    }
}

#[test]
fn huge_register_numbers_give_one_short_diagnostic() {
    // `R` followed by 10,000 digits names no register: one diagnostic, not
    // one per digit, with the number clipped in the message and never
    // saturated to u64::MAX.
    let digits = "9".repeat(10_000);
    let dir = scratch("huge-register");
    for (name, text) in [
        ("big.vp", format!("!!VP1.0\nMOV o[HPOS], R{digits};\nEND\n")),
        (
            "big.v.pica",
            format!(".out outpos position\n.proc main\n\tmov outpos, r{digits}\n\tend\n.end\n"),
        ),
        (
            "bigcap.v.pica",
            format!(".out outpos position\n.proc main\n\tmov outpos, R{digits}\n\tend\n.end\n"),
        ),
    ] {
        let (code, v) = check_json(&input(name, text.clone()));
        assert_eq!(code, 1, "{name}");
        let diags = v["diagnostics"].as_array().unwrap();
        assert_eq!(diags.len(), 1, "{name}: {v}");
        let message = diags[0]["message"].as_str().unwrap();
        assert!(message.len() < 300, "{name}: {} bytes", message.len());
        assert!(
            !message.contains("18446744073709551615"),
            "{name}: {message}"
        );

        let path = write(&dir, name, &text);
        let r = shasm(&["check", &path]);
        assert_eq!(r.code, 1, "{name}");
        let errors: Vec<&str> = r
            .stderr
            .lines()
            .filter(|l| l.contains(": error:"))
            .collect();
        assert_eq!(errors.len(), 1, "{name}: {}", r.stderr);
        assert!(errors[0].len() < 300 + path.len(), "{name}: {}", errors[0]);
        assert!(!r.stderr.contains("18446744073709551615"), "{name}");
        // The snippet of the 10 KB line is clipped too.
        assert!(r.stderr.len() < 2_000, "{name}: {} bytes", r.stderr.len());
    }
}

#[test]
fn labels_and_related_places_are_in_the_json() {
    // A name declared twice: the label marks the second, `related` the
    // first, with its line and column (docs/cli.md, check --format json).
    let text = "!!ARBvp1.0\nTEMP a;\nTEMP a;\nMOV result.position, vertex.position;\nEND\n";
    let (code, v) = check_json(&input("twice.vp", text));
    assert_eq!(code, 1, "{v}");
    let d = &v["diagnostics"][0];
    assert_eq!(d["code"], "arb/duplicate-name", "{v}");
    assert_eq!((&d["line"], &d["column"]), (&3.into(), &6.into()), "{v}");
    assert_eq!(d["label"], "declared again", "{v}");
    assert_eq!(
        d["related"],
        serde_json::json!([{"line": 2, "column": 6, "span": [16, 17], "label": "first declared here"}]),
        "{v}"
    );
    // A suggestion is the label.
    let (_, v) = check_json(&input(
        "typo.vp",
        "!!ARBvp1.0\nMOV result.position, vertex.postion;\nEND\n",
    ));
    assert_eq!(
        v["diagnostics"][0]["label"], "did you mean `position`?",
        "{v}"
    );
    assert!(v["diagnostics"][0].get("related").is_none(), "{v}");
}

#[test]
fn a_missing_semicolon_is_reported_at_the_same_place_by_every_front_end() {
    // Right after the previous token (where the `;` belongs): one column
    // past the end of the second line, which lacks its `;`.
    for (name, text) in [
        ("nv.vp", "!!VP1.0\nMOV o[HPOS], v[OPOS]\nEND\n"),
        ("nv.fp", "!!FP1.0\nMOV o[COLR], f[COL0]\nEND\n"),
        ("arb.vp", "!!ARBvp1.0\nMOV result.color, 1\nEND\n"),
        ("gp4.fp", "!!NVfp4.0\nMOV result.color, 1\nEND\n"),
    ] {
        let (code, v) = check_json(&input(name, text));
        assert_eq!(code, 1, "{name}: {v}");
        let diags = v["diagnostics"].as_array().unwrap();
        assert_eq!(diags.len(), 1, "{name}: one mistake, one diagnostic: {v}");
        let line_len = text.lines().nth(1).unwrap().chars().count() as u64;
        assert_eq!(
            (diags[0]["line"].as_u64(), diags[0]["column"].as_u64()),
            (Some(2), Some(line_len + 1)),
            "{name}: {v}"
        );
    }
}
