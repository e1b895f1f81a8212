//! What an ARB program's lowering declares for its translation
//! (`shasm_ir::Origin`, `lower::translation_origin`), as the TGSI back end
//! carries it out: Mesa's ARB to TGSI mapping makes every parameter a plain
//! constant the driver fills, and the driver supplies GL's current
//! attribute values; the notes say so.

use shasm_arb::{Profile, load};

#[test]
fn parameters_and_current_values_are_the_drivers_with_a_note_each() {
    let text = "!!ARBvp1.0\n\
                PARAM fog = state.fog.params;\n\
                MOV result.position, vertex.position;\n\
                MUL result.color, vertex.color, fog;\n\
                END\n";
    let program = load(text, &Profile::default()).unwrap().program;
    let t = shasm_tgsi::translate(&program, Vec::new).unwrap();
    let notes: Vec<(&str, &str)> = t
        .diagnostics
        .iter()
        .map(|d| (d.code.unwrap(), d.message.as_str()))
        .collect();
    // ARB_vertex_program §2.14.3.3: `state.fog.params` is a GL state
    // binding.
    assert!(
        notes
            .iter()
            .any(|(c, m)| *c == "arb/tgsi-parameter" && m.ends_with("holds state.fog.params")),
        "{notes:?}"
    );
    // GL's initial current color is (1, 1, 1, 1) (OpenGL 2.0 §2.7), which
    // an unset `vertex.color` reads.
    assert!(
        notes.iter().any(|(c, m)| *c == "arb/tgsi-current-value"
            && m.contains("(vertex.color): when unset, GL's current value [1.0, 1.0, 1.0, 1.0]")),
        "{notes:?}"
    );
    // The parameter is a plain constant and the program ends with END.
    assert!(t.text.contains("DCL CONST["), "{}", t.text);
    assert!(t.text.trim_end().ends_with("END"), "{}", t.text);
}
