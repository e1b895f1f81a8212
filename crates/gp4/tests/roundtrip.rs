//! `shasm fmt` round trips: the canonical text of every gp4 spec-test
//! program loads to the same program (instructions, declarations,
//! constants), and formatting it again changes nothing.

use std::path::Path;

fn programs() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/spec");
    let mut out = Vec::new();
    for dir in ["gp4_vp", "gp4_fp", "gp4_gp"] {
        let mut paths: Vec<_> = std::fs::read_dir(root.join(dir))
            .expect("spec folder")
            .map(|e| e.expect("entry").path())
            .collect();
        paths.sort();
        for p in paths {
            let text = std::fs::read_to_string(&p).expect("readable");
            if let Some((_, program)) = text.split_once("\n---\n")
                && !text.contains("\nerror: ")
            {
                out.push((p.display().to_string(), program.to_string()));
            }
        }
    }
    let example = root.join("../../examples/gp4/skinning.vp");
    if let Ok(text) = std::fs::read_to_string(&example) {
        out.push((example.display().to_string(), text));
    }
    out
}

#[test]
fn formatted_programs_load_to_the_same_program() {
    let all = programs();
    assert!(all.len() >= 8, "{} programs", all.len());
    for (name, text) in all {
        let a = shasm_gp4::load(&text).unwrap_or_else(|e| panic!("{name}: {:#?}", e.diagnostics));
        let formatted = shasm_gp4::format(&text).expect("formats");
        let b = shasm_gp4::load(&formatted)
            .unwrap_or_else(|e| panic!("{name}:\n{formatted}\n{:#?}", e.diagnostics));
        assert_eq!(
            a.program.instructions, b.program.instructions,
            "{name}:\n{formatted}"
        );
        assert_eq!(a.program.declarations, b.program.declarations, "{name}");
        assert_eq!(a.program.immediates, b.program.immediates, "{name}");
        assert_eq!(a.program.presets, b.program.presets, "{name}");
        assert_eq!(a.program.labels, b.program.labels, "{name}");
        assert_eq!(
            shasm_gp4::format(&formatted).expect("formats"),
            formatted,
            "{name}"
        );
    }
}

#[test]
fn hex_and_suffixes_are_canonicalised() {
    let text = "!!NVvp4.0\nUINT TEMP u;\nTEMP r;\nMOV.U u, 0x10;\nADDRC1_SAT r, 1, 2;\nMOV result.position, r;\nEND\n";
    let formatted = shasm_gp4::format(text).expect("formats");
    assert_eq!(
        formatted,
        "!!NVvp4.0\nUINT TEMP u;\nTEMP r;\n  MOV.U u, 16;\n  ADDR.CC1.SAT r, 1, 2;\n  MOV result.position, r;\nEND\n"
    );
}
