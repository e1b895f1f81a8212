//! Hostile input: every prefix of the test programs, byte substitutions
//! and pathological nesting load or fail with diagnostics, never panic,
//! and a failed load always has an error with a code and a position.

fn corpus() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/spec");
    let mut out = Vec::new();
    for dir in ["gp4_vp", "gp4_fp", "gp4_gp"] {
        for e in std::fs::read_dir(root.join(dir)).expect("spec folder") {
            let path = e.expect("entry").path();
            // Spec files only (a folder may also hold test data).
            if path.extension().is_none_or(|x| x != "test") {
                continue;
            }
            let text = std::fs::read_to_string(path).expect("readable");
            if let Some((_, program)) = text.split_once("\n---\n") {
                out.push(program.to_string());
            }
        }
    }
    out
}

fn load_is_sane(text: &str) {
    if let Err(e) = shasm_gp4::load(text) {
        let first = e.first_error().expect("a failed load has an error");
        assert!(
            first.code.is_some_and(|c| c.starts_with("gp4/")),
            "{text:?}: {first:?}"
        );
        assert!(e.position <= text.len(), "{text:?}");
        assert!(e.diagnostics.len() <= shasm_diag::MAX_ERRORS + 1);
    }
}

#[test]
fn every_prefix_loads_or_fails_cleanly() {
    for program in corpus() {
        for (i, _) in program.char_indices() {
            load_is_sane(&program[..i]);
        }
    }
}

#[test]
fn substituted_bytes_load_or_fail_cleanly() {
    let replacements = [
        "",
        ";",
        ".",
        "[",
        "]",
        "{",
        "}",
        "(",
        ")",
        "|",
        "-",
        "0x",
        "9999999999",
        "..",
        ",",
        "@",
        "END",
    ];
    for program in corpus() {
        let bounds: Vec<usize> = program.char_indices().map(|(i, _)| i).step_by(3).collect();
        for (k, i) in bounds.iter().enumerate() {
            let r = replacements[k % replacements.len()];
            let end = (*i + 1).min(program.len());
            if program.is_char_boundary(end) {
                let text = format!("{}{r}{}", &program[..*i], &program[end..]);
                load_is_sane(&text);
            }
        }
    }
}

#[test]
fn pathological_programs() {
    let deep_if = format!(
        "!!NVfp4.0\n{}{}END\n",
        "IF TR.x;\n".repeat(5000),
        "ENDIF;\n".repeat(5000)
    );
    load_is_sane(&deep_if);
    let many_errors = format!("!!NVvp4.0\n{}END\n", "FOO;\n".repeat(1000));
    let e = shasm_gp4::load(&many_errors).unwrap_err();
    assert!(e.diagnostics.len() <= shasm_diag::MAX_ERRORS + 1);
    load_is_sane("!!NVvp4.0");
    load_is_sane(
        "!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 4294967295;\nMOV result.position, vertex[4294967295].position;\nEND\n",
    );
    load_is_sane("!!NVgp4.0\nMOV result.position, vertex[4294967295].attrib[15];\nEND\n");
    load_is_sane("!!NVvp4.0\nTEMP a[4294967295];\nEND\n");
    load_is_sane("!!NVvp4.0\nPARAM p[] = { program.local[0..4294967295] };\nEND\n");
    load_is_sane(
        "!!NVvp4.0\nMOV result.position, {1e999, -1e999, 0x, 0xFFFFFFFFFFFFFFFFFFFF};\nEND\n",
    );
    load_is_sane(
        "!!NVvp4.0\nTEMP a[4];\nINT TEMP i;\nMOV result.position, a[i.x + 4294967295];\nEND\n",
    );
    load_is_sane(
        "!!NVfp4.0\nTEMP r;\nTEX r, r, texture[4294967295], 2D, (-8, 7, 99999999999);\nEND\n",
    );
}

#[test]
fn every_diagnostic_of_an_empty_program_lies_inside_it() {
    // The missing-header diagnostic of an empty text must not span past
    // its 0 bytes (found by the facade's fuzz target in the ARB front end,
    // which shares this code's shape).
    let error = shasm_gp4::load("").unwrap_err();
    assert_eq!(error.position, 0);
    for d in &error.diagnostics {
        assert!(d.span.end == 0, "{d:?}");
    }
}
