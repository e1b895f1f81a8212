//! Rendering stays bounded per diagnostic and linear in their number.

use shasm_diag::{Diagnostic, ELLIPSIS, LineIndex, MAX_SNIPPET_COLUMNS, render, render_binary};

/// The snippet's source line and the marker line under it.
fn source_and_marks(text: &str) -> (&str, &str) {
    let lines: Vec<&str> = text.lines().collect();
    let marks = lines
        .iter()
        .position(|l| l.contains('^'))
        .unwrap_or_else(|| panic!("no marker line:\n{text}"));
    (lines[marks - 1], lines[marks])
}

#[test]
fn long_lines_are_cut_around_the_span() {
    let mut line = "x".repeat(20_000);
    line.replace_range(10_000..10_003, "FOO");
    let src = format!("VERT\n{line}\nEND\n");
    let at = src.find("FOO").unwrap();
    let text = render("f.tgsi", &src, &[Diagnostic::error(at..at + 3, "bad")]);
    // The position is the real one: line 2, column 10001.
    assert!(text.starts_with("f.tgsi:2:10001: error: bad\n"), "{text}");
    assert!(text.contains("f.tgsi:2:10001"), "{text}");
    let (shown, marks) = source_and_marks(&text);
    // 40 characters before the span, 120 in all, cut marks at both ends.
    let body = format!(
        "{}FOO{}",
        "x".repeat(40),
        "x".repeat(MAX_SNIPPET_COLUMNS - 43)
    );
    assert!(
        shown.ends_with(&format!("{ELLIPSIS}{body}{ELLIPSIS}")),
        "{shown}"
    );
    // The gutter shows the real line number.
    assert!(shown.trim_start().starts_with("2 │"), "{shown}");
    // The marks sit under FOO.
    assert_eq!(marks.find('^'), shown.find("FOO"), "{text}");
    assert_eq!(marks.matches('^').count(), 3, "{text}");
}

#[test]
fn a_span_at_the_start_of_a_long_line_has_one_cut_mark() {
    let src = format!("{}\n", "y".repeat(500));
    let text = render("f", &src, &[Diagnostic::error(0..1, "bad")]);
    let (shown, marks) = source_and_marks(&text);
    assert!(
        shown.ends_with(&format!("│ {}{ELLIPSIS}", "y".repeat(MAX_SNIPPET_COLUMNS))),
        "{shown}"
    );
    assert_eq!(marks.find('^'), shown.find('y'), "{text}");
}

#[test]
fn columns_of_cut_lines_count_characters() {
    let src = format!("{}Q{}\n", "é".repeat(300), "é".repeat(300));
    let at = src.find('Q').unwrap();
    let text = render("f", &src, &[Diagnostic::error(at..at + 1, "bad")]);
    assert!(text.starts_with("f:1:301: error: bad\n"), "{text}");
    assert!(text.contains("┌─ f:1:301"), "{text}");
    let (shown, marks) = source_and_marks(&text);
    assert_eq!(
        marks.chars().position(|c| c == '^'),
        shown.chars().position(|c| c == 'Q'),
        "{text}"
    );
}

#[test]
fn many_errors_on_one_long_line_print_bounded_output() {
    // 5,000 errors on one 20 KB line.
    let line: String = "ab, ".repeat(5_000);
    let src = format!("{line}\n");
    let diagnostics: Vec<_> = (0..5_000)
        .map(|i| Diagnostic::error(4 * i..4 * i + 2, "bad operand"))
        .collect();
    let text = render("f", &src, &diagnostics);
    assert_eq!(text.matches(": error: bad operand\n").count(), 5_000);
    // No printed line is much longer than the window (gutter, marks, name).
    let longest = text.lines().map(|l| l.chars().count()).max().unwrap();
    assert!(
        longest <= MAX_SNIPPET_COLUMNS + 2 * ELLIPSIS.len() + 20,
        "{longest}"
    );
    assert!(text.len() < 5_000 * 1_000, "{} bytes", text.len());
}

#[test]
fn twenty_thousand_diagnostics_render_in_order() {
    let src = "MOV TEMP[0], IN[0]\n".repeat(20_000);
    let index = LineIndex::new(&src);
    assert_eq!(index.line_count(), 20_001);
    let diagnostics: Vec<_> = (0..20_000)
        .map(|i| Diagnostic::error(19 * i + 4..19 * i + 11, format!("e{i}")))
        .collect();
    let text = render("f", &src, &diagnostics);
    let firsts: Vec<&str> = text.lines().filter(|l| l.starts_with("f:")).collect();
    assert_eq!(firsts.len(), 20_000);
    for (i, first) in firsts.iter().enumerate() {
        assert_eq!(*first, format!("f:{}:5: error: e{i}", i + 1));
    }
    // Each diagnostic prints the same few lines.
    let per = text.lines().count() / 20_000;
    assert_eq!(text.lines().count(), per * 20_000);
}

#[test]
fn binary_inputs_report_offsets() {
    let d = Diagnostic::error(0x1234..0x1238, "bad opcode descriptor")
        .with_label("index 40")
        .with_note("a SHBIN has at most 128 descriptors");
    let w = Diagnostic::warning(7..7, "unused symbol");
    assert_eq!(
        render_binary("a.shbin", &[d, w]),
        "a.shbin: offset 0x1234: error: bad opcode descriptor\n  = index 40\n  = a SHBIN has at most 128 descriptors\na.shbin: offset 0x0007: warning: unused symbol\n"
    );
}

#[test]
fn related_places_are_marked_with_their_label() {
    let src = "TEMP a;\nTEMP b;\nTEMP a;\n";
    let first = 5..6;
    let again = src.rfind('a').unwrap();
    let d = Diagnostic::error(again..again + 1, "`a` is already declared")
        .with_label("declared again")
        .with_related(first, "first declared here");
    let text = render("x.vp", src, std::slice::from_ref(&d));
    assert!(
        text.starts_with("x.vp:3:6: error: `a` is already declared\n"),
        "{text}"
    );
    // Both lines are shown, each place marked with its label: `-` marks a
    // related place, `^` the diagnostic's own span.
    assert!(text.contains("1 │ TEMP a;"), "{text}");
    assert!(text.contains("- first declared here"), "{text}");
    assert!(text.contains("3 │ TEMP a;"), "{text}");
    assert!(text.contains("^ declared again"), "{text}");
    assert!(!text.contains("byte"), "{text}");
    // A binary input's rendering has no lines: the offset is given.
    let binary = render_binary("x.shbin", &[d]);
    assert!(
        binary.contains("  = first declared here: offset 0x0005\n"),
        "{binary}"
    );
}

#[test]
fn related_places_on_long_lines_are_given_as_line_and_column() {
    let long = "x".repeat(MAX_SNIPPET_COLUMNS + 10);
    let src = format!("{long} a\nTEMP a;\n");
    let first = src.find(" a").unwrap() + 1;
    let again = src.rfind('a').unwrap();
    let d = Diagnostic::error(again..again + 1, "again").with_related(first..first + 1, "first");
    let text = render("x.vp", &src, &[d]);
    assert!(
        text.contains(&format!("= first: x.vp:1:{}", MAX_SNIPPET_COLUMNS + 12)),
        "{text}"
    );
    assert!(!text.contains(&long), "{text}");
}
