//! `vp::format` keeps comments, as `fp::format` does.

use shasm_nv::vp;
use std::path::Path;

#[test]
fn comments_are_kept_in_place() {
    let text = "!!VP2.0 # header comment\n# before the first instruction\nMOV   o[HPOS],v[0];   # position\nADD R0, v[1], c[ 3 ]; # sum\n\n\n# a label follows\nloop:\nMUL o[COL0], R0, R0;\nEND\n# after END\n";
    let expected = "!!VP2.0  # header comment\n# before the first instruction\n  MOV o[HPOS], v[0];   # position\n  ADD R0, v[1], c[3];  # sum\n\n# a label follows\nloop:\n  MUL o[COL0], R0, R0;\nEND\n# after END\n";
    assert_eq!(vp::format(text.as_bytes()).unwrap(), expected);
}

#[test]
fn formatting_examples_keeps_every_comment_and_the_program() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/nv/vp");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "vp") {
            continue;
        }
        let source = std::fs::read(&path).unwrap();
        let formatted = vp::format(&source).unwrap();
        let comments = |t: &[u8]| t.iter().filter(|b| **b == b'#').count();
        assert_eq!(
            comments(&source),
            comments(formatted.as_bytes()),
            "{path:?}"
        );
        let before = vp::load_bytes(&source).unwrap();
        let after = vp::load(&formatted).unwrap();
        assert_eq!(
            before.program.without_spans(),
            after.program.without_spans(),
            "{formatted}"
        );
        // Formatting is idempotent.
        assert_eq!(vp::format(formatted.as_bytes()).unwrap(), formatted);
    }
}

#[test]
fn a_comment_may_hold_any_byte() {
    let source = b"!!VP1.0\n# \xff\xfe\nMOV o[HPOS], v[0];\nEND\n";
    let formatted = vp::format(source).unwrap();
    assert_eq!(
        formatted,
        "!!VP1.0\n# \u{fffd}\u{fffd}\n  MOV o[HPOS], v[0];\nEND\n"
    );
}

#[test]
fn a_header_comment_stays_on_the_header_line_before_an_option() {
    // Issue 19: the OPTION was placed at the header's end, so the first
    // pass moved the header's comment onto the OPTION line and the second
    // to a line of its own. The comment belongs to the header line; the
    // format is a fixed point.
    let text = "!!VP1.1 # c\nOPTION NV_position_invariant;\nMOV o[COL0], v[COL0];\nEND\n";
    let once = vp::format(text.as_bytes()).unwrap();
    assert_eq!(
        once,
        "!!VP1.1  # c\nOPTION NV_position_invariant;\n  MOV o[COL0], v[3];\nEND\n"
    );
    assert_eq!(vp::format(once.as_bytes()).unwrap(), once);
    // A comment after the OPTION stays on its line.
    let text = "!!VP1.1 # c\nOPTION NV_position_invariant; # o\nMOV o[COL0], v[COL0];\nEND\n";
    let once = vp::format(text.as_bytes()).unwrap();
    assert_eq!(vp::format(once.as_bytes()).unwrap(), once);
    let lines: Vec<&str> = once.lines().collect();
    assert!(
        lines[0].starts_with("!!VP1.1 ") && lines[0].ends_with("# c"),
        "{once}"
    );
    assert!(
        lines[1].starts_with("OPTION NV_position_invariant;") && lines[1].ends_with("# o"),
        "{once}"
    );
}
