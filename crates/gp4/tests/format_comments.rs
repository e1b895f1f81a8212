//! `shasm fmt` keeps an NV_gpu_program4 program's comments (`#` to the end
//! of the line, as in ARB_vertex_program §2.14.1, which NV_gpu_program4
//! keeps): own-line comments before the statement that follows them,
//! trailing comments on their statement's line, aligned; blank-line runs
//! become one; formatting is a fixed point and loads to the same program.

use shasm_gp4::{format, load};

fn fmt(text: &str) -> String {
    format(text).unwrap_or_else(|e| panic!("{:?}\n{text}", e.diagnostics))
}

#[test]
fn a_commented_geometry_program_keeps_every_comment_in_place() {
    let source = "!!NVgp4.0 # header\n\
                  # the primitive\n\
                  PRIMITIVE_IN  POINTS ; # in\n\
                  PRIMITIVE_OUT POINTS;\n\
                  VERTICES_OUT 2;\n\
                  \n\
                  \n\
                  # the loop\n\
                  INT TEMP i; # counter\n\
                  MOV.S i, 0;\n\
                  REP.S 2; # twice\n\
                  MOV result.position,vertex[0].position; # the point\n\
                  EMIT;\n\
                  ENDREP;\n\
                  END # done\n";
    let want = "!!NVgp4.0  # header\n\
                # the primitive\n\
                PRIMITIVE_IN POINTS;  # in\n\
                PRIMITIVE_OUT POINTS;\n\
                VERTICES_OUT 2;\n\
                \n\
                # the loop\n\
                INT TEMP i;  # counter\n  \
                MOV.S i, 0;\n  \
                REP.S 2;                                    # twice\n    \
                MOV result.position, vertex[0].position;  # the point\n    \
                EMIT;\n  \
                ENDREP;\n\
                END  # done\n";
    // The trailing comments of consecutive lines (REP and MOV) line up,
    // two spaces after the longer line.
    let got = fmt(source);
    assert_eq!(got, want);
    // A fixed point, and the same program.
    assert_eq!(fmt(&got), got);
    assert_eq!(
        load(source).unwrap().program.without_spans(),
        load(&got).unwrap().program.without_spans()
    );
}

#[test]
fn every_example_keeps_its_comments() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/gp4");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if !matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("vp" | "fp" | "gp")
        ) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let comments = |t: &str| -> Vec<String> {
            t.lines()
                .filter_map(|l| l.find('#').map(|k| l[k..].trim_end().to_string()))
                .collect()
        };
        let got = fmt(&text);
        assert_eq!(comments(&got), comments(&text), "{}", path.display());
        assert_eq!(fmt(&got), got, "{}", path.display());
        seen += 1;
    }
    assert!(seen >= 5, "{seen} examples");
}

#[test]
fn a_header_comment_before_an_option_is_a_fixed_point() {
    // Issue 19 (found in the NV VP printer; the same shape here): the
    // header's comment stays on the header line, and fmt(fmt(x)) == fmt(x).
    let text =
        "!!NVvp4.0 # c\nOPTION ARB_position_invariant;\nMOV result.color, vertex.color;\nEND\n";
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
