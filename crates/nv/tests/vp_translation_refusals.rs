//! A loaded vertex program declares what TGSI cannot express
//! (`vp::translation`, its `Origin::refusals`) at the instruction that does
//! it, one refusal per problem.

use shasm_ir::origin::Step;
use shasm_nv::vp;

fn codes_and_lines(text: &str) -> Vec<(&'static str, usize)> {
    let program = vp::load(text).unwrap();
    let refusals = &program.program.origin.refusals;
    assert_eq!(refusals, &vp::translation::refusals(&program));
    refusals
        .iter()
        .map(|r| (r.code, shasm_diag::line_col(text, r.span.start as usize).0))
        .collect()
}

#[test]
fn each_refused_feature_is_reported_at_its_instruction() {
    let text = "!!VP2.0\n\
                MOV o[HPOS], v[0];\n\
                RCC R0.x, v[1].x;\n\
                MOVC R1, v[1];\n\
                MOV o[COL0] (GT.x), v[2];\n\
                ARA A0.xy, A0;\n\
                BRA skip (EQ);\n\
                skip:\n\
                RET (NE.x);\n";
    let text = format!("{text}END\n");
    assert_eq!(
        codes_and_lines(&text),
        // Condition codes (lines 4, 5 and 9) are the back end's passes' to
        // translate (crates/passes/src/cc.rs).
        [
            ("nv-vp/translate-rcc", 3),
            ("nv-vp/translate-ara", 6),
            ("nv-vp/translate-bra", 7),
        ]
    );
}

#[test]
fn the_span_is_the_whole_instruction() {
    let text = "!!VP2.0\nMOV o[HPOS], v[0];\nRCC R0.x, v[1].x;\nEND\n";
    let program = vp::load(text).unwrap();
    let r = &program.program.origin.refusals[0];
    assert_eq!(&text[r.span.range()], "RCC R0.x, v[1].x;");
}

#[test]
fn entry_point_state_programs_and_position_invariance_are_refused() {
    // §2.14.1.8 (VP2): execution begins at `main:` when there is one.
    let text = "!!VP2.0\nMOV R0, v[0];\nmain:\nMOV o[HPOS], v[0];\nEND\n";
    assert_eq!(codes_and_lines(text), [("nv-vp/translate-entry", 4)]);
    let text = "!!VSP1.0\nMOV c[0], v[0];\nEND\n";
    assert_eq!(
        codes_and_lines(text),
        [("nv-vp/translate-state-program", 1)]
    );
    let text = "!!VP1.1\nOPTION NV_position_invariant;\nMOV o[COL0], v[3];\nEND\n";
    assert_eq!(
        codes_and_lines(text),
        [("nv-vp/translate-position-invariant", 1)]
    );
}

#[test]
fn translatable_programs_declare_the_rewrites_only() {
    let text = "!!VP2.0\nMOV o[HPOS], v[0];\nCAL sub;\nRET;\nsub:\nMOV o[COL0], v[3];\nRET;\nEND\n";
    let program = vp::load(text).unwrap();
    let origin = &program.program.origin;
    assert!(origin.refusals.is_empty());
    // §2.14.1.5: results start at (0,0,0,1), which TGSI must write;
    // labels go; END is appended.
    assert!(origin.steps.contains(&Step::ResultDefaults));
    assert!(origin.steps.contains(&Step::ClearLabels));
    assert!(
        origin
            .steps
            .contains(&Step::AppendEnd { span_entry: false })
    );
}
