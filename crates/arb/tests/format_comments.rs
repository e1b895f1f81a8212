//! `shasm fmt` keeps an ARB program's comments: own-line comments before
//! the statement that follows them, trailing comments on their statement's
//! line (those of consecutive lines aligned), the header's comment on the
//! header line; blank-line runs become one; formatting is a fixed point.

use shasm_arb::{Profile, format, load};
use std::path::{Path, PathBuf};

fn fmt(text: &str) -> String {
    format(text, &Profile::default()).unwrap_or_else(|e| panic!("{e:?}\n{text}"))
}

/// The comments of `text` in order: `#` to the end of the line, trailing
/// blanks dropped (`#` is in no ARB token, ARB_vertex_program §2.14.1).
fn comments(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.find('#').map(|k| l[k..].trim_end()))
        .collect()
}

#[test]
fn a_commented_program_keeps_every_comment_in_place() {
    let source = "!!ARBvp1.0 # header comment\n\
                  # before the option\n\
                  OPTION ARB_position_invariant; # trailing the option\n\
                  \n\
                  \n\
                  # about the temporaries\n\
                  # (two lines)\n\
                  TEMP  a,b ;   # trailing TEMP\n\
                  MOV a, vertex.color;# no space before it\n\
                  MOV result.color,a; # a longer trailing comment\n\
                  # before END\n\
                  END # after END\n";
    let want = "!!ARBvp1.0  # header comment\n\
                # before the option\n\
                OPTION ARB_position_invariant;  # trailing the option\n\
                \n\
                # about the temporaries\n\
                # (two lines)\n\
                TEMP a, b;            # trailing TEMP\n\
                MOV a, vertex.color;  # no space before it\n\
                MOV result.color, a;  # a longer trailing comment\n\
                # before END\n\
                END  # after END\n";
    let got = fmt(source);
    assert_eq!(got, want);
    assert_eq!(fmt(&got), got, "format is not a fixed point");
}

#[test]
fn a_program_without_comments_formats_as_before() {
    let source = "!!ARBfp1.0\nTEMP t;MOV t,fragment.color;\nMOV result.color, t;\nEND";
    assert_eq!(
        fmt(source),
        "!!ARBfp1.0\nTEMP t;\nMOV t, fragment.color;\nMOV result.color, t;\nEND\n"
    );
}

#[test]
fn comments_inside_a_statement_follow_it_on_their_own_line() {
    // A comment ends at the line's end, so a statement written over two
    // lines may hold one; it cannot stay inside the one-line statement.
    let source = "!!ARBfp1.0\nMOV result.color, # the colour\n  fragment.color;\nEND\n";
    let got = fmt(source);
    assert_eq!(
        got,
        "!!ARBfp1.0\nMOV result.color, fragment.color;\n# the colour\nEND\n"
    );
    assert_eq!(fmt(&got), got);
}

#[test]
fn carriage_returns_end_comments_and_lines() {
    // "terminated by a newline, a carriage return, or the end of the
    // program": a comment at the very end has no line break after it.
    // END's comment lines up with the one on the line before.
    let source = "!!ARBfp1.0\r# cr\r\nMOV result.color, fragment.color; # x\rEND # end";
    assert_eq!(
        fmt(source),
        "!!ARBfp1.0\n# cr\nMOV result.color, fragment.color;  # x\nEND                                # end\n"
    );
}

#[test]
fn nv_labels_keep_their_comments() {
    let source = "!!ARBvp1.0\nOPTION NV_vertex_program2;\n\
                  BRA done; # skip\n\
                  MOV result.color, vertex.color;\n\
                  # the label\n\
                  done: # here\n\
                  MOV result.position, vertex.position;\nEND\n";
    let got = fmt(source);
    assert_eq!(
        got,
        "!!ARBvp1.0\nOPTION NV_vertex_program2;\n\
         BRA done;  # skip\n\
         MOV result.color, vertex.color;\n\
         # the label\n\
         done:  # here\n\
         MOV result.position, vertex.position;\nEND\n"
    );
    assert_eq!(fmt(&got), got);
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn every_example_keeps_its_comments() {
    let dir = repo().join("examples/arb");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "vp" || e == "fp"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 5, "found only {paths:?}");
    let mut commented = 0;
    for path in &paths {
        let name = path.display();
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let printed = fmt(&text);
        let (before, after) = (comments(&text), comments(&printed));
        assert_eq!(before, after, "{name}: comments changed\n{printed}");
        if !before.is_empty() {
            commented += 1;
        }
        assert!(load(&printed, &Profile::default()).is_ok(), "{name}");
        assert_eq!(fmt(&printed), printed, "{name}: not a fixed point");
    }
    assert!(commented >= 5, "only {commented} examples have comments");
}

#[test]
fn a_header_comment_before_an_option_is_a_fixed_point() {
    // Issue 19 (found in the NV VP printer; the same shape here): the
    // header's comment stays on the header line, and fmt(fmt(x)) == fmt(x).
    for text in [
        "!!ARBvp1.0 # c\nOPTION ARB_position_invariant;\nMOV result.color, vertex.color;\nEND\n",
        "!!ARBfp1.0 # c\nOPTION NV_fragment_program;\nMOV result.color, fragment.color;\nEND\n",
    ] {
        let once = fmt(text);
        assert_eq!(
            once.lines().next().unwrap().split_once('#').unwrap().1,
            " c",
            "{once}"
        );
        assert!(
            once.lines().nth(1).unwrap().starts_with("OPTION "),
            "{once}"
        );
        assert_eq!(fmt(&once), once);
    }
}
