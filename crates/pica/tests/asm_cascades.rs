//! One mistake, one diagnostic: the assembler recovers after an error
//! instead of reporting every later line that follows from it, caps each
//! file at `shasm_diag::MAX_ERRORS` errors, and gives every diagnostic a
//! stable `pica/...` code.

use shasm_diag::{Diagnostic, MAX_ERRORS};
use shasm_pica::asm::{Options, Source, assemble};

/// Every diagnostic of a failed one-file assembly.
fn diagnostics(text: &str) -> Vec<Diagnostic> {
    let err = assemble(
        &[Source {
            name: "test.v.pica",
            text,
        }],
        Options::default(),
    )
    .expect_err("the source has a mistake");
    err.diagnostics.into_iter().map(|d| d.diagnostic).collect()
}

fn errors(text: &str) -> Vec<Diagnostic> {
    diagnostics(text)
        .into_iter()
        .filter(Diagnostic::is_error)
        .collect()
}

/// The codes of the errors, in order.
fn error_codes(text: &str) -> Vec<&'static str> {
    errors(text).iter().map(|d| d.code.unwrap_or("")).collect()
}

fn repeat(line: &str, n: usize) -> String {
    line.repeat(n)
}

#[test]
fn a_stray_end_inside_a_procedure_is_one_error() {
    // The first `.end` closes `main`; the rest of the body and the real
    // `.end` follow from that one mistake.
    let text = format!(
        ".proc main\n\tnop\n.end\n{}\tend\n.end\n",
        repeat("\tmov r0, v0\n", 200)
    );
    let errs = errors(&text);
    assert_eq!(error_codes(&text), ["pica/instruction-outside-proc"]);
    assert!(
        errs[0].notes.iter().any(|n| n.contains("`main`")),
        "{:?}",
        errs[0].notes
    );
}

#[test]
fn a_stray_end_at_the_top_is_one_error() {
    assert_eq!(
        error_codes(".end\n.proc main\n\tend\n.end\n"),
        ["pica/end-without-block"]
    );
}

#[test]
fn a_misspelled_proc_is_one_error() {
    let text = format!(".prco main\n{}\tend\n.end\n", repeat("\tmov r0, v0\n", 100));
    let errs = errors(&text);
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert_eq!(errs[0].code, Some("pica/unknown-directive"));
    assert!(errs[0].message.contains("did you mean `.proc`"));
}

#[test]
fn an_unknown_name_used_500_times_is_one_error() {
    let text = format!(
        ".proc main\n{}\tend\n.end\n",
        repeat("\tmov r0, foo\n", 500)
    );
    assert_eq!(error_codes(&text), ["pica/unknown-name"]);
}

#[test]
fn each_unknown_name_is_reported_once() {
    let text = ".proc main\n\tmov r0, foo\n\tmov r0, bar\n\tmov r0, foo\n\tend\n.end\n";
    let errs = errors(text);
    assert_eq!(errs.len(), 2, "{errs:?}");
    assert!(errs[0].message.contains("`foo`"));
    assert!(errs[1].message.contains("`bar`"));
}

#[test]
fn an_undefined_label_or_procedure_used_often_is_one_error() {
    let text = format!(
        ".proc main\n{}\tend\n.end\n",
        repeat("\tjmpu b0, nowhere\n", 300)
    );
    assert_eq!(error_codes(&text), ["pica/undefined-label"]);
    let text = format!(".proc main\n{}\tend\n.end\n", repeat("\tcall nope\n", 300));
    assert_eq!(error_codes(&text), ["pica/undefined-procedure"]);
}

#[test]
fn nesting_past_the_limit_is_one_error() {
    // picasso's block stack holds 32: `main` and 31 `ifu`s (notes §3). A
    // geometry shader, so that the length (past 512 words) is no mistake.
    // 5000 levels also pass the 4096 words flow targets can address: a
    // second mistake, reported once too.
    for (depth, expected) in [
        (32, &["pica/too-deeply-nested"][..]),
        (1500, &["pica/too-deeply-nested"][..]),
        (
            5000,
            &["pica/too-deeply-nested", "pica/program-too-long"][..],
        ),
    ] {
        let text = format!(
            ".gsh point c0\n.proc main\n{}\tnop\n{}\tend\n.end\n",
            repeat("\tifu b0\n", depth),
            repeat("\t.else\n\tnop\n\t.end\n", depth)
        );
        let errs = errors(&text);
        assert_eq!(
            errs.iter()
                .map(|d| d.code.unwrap_or(""))
                .collect::<Vec<_>>(),
            expected,
            "depth {depth}: {:?}",
            errs.get(1).map(|d| &d.message)
        );
    }
}

#[test]
fn nesting_at_the_limit_assembles() {
    let depth = 31;
    let text = format!(
        ".proc main\n{}\tnop\n{}\tend\n.end\n",
        repeat("\tifu b0\n", depth),
        repeat("\t.end\n", depth)
    );
    let sources = [Source {
        name: "test.v.pica",
        text: &text,
    }];
    assert!(assemble(&sources, Options::default()).is_ok());
}

#[test]
fn a_program_past_512_instructions_is_one_error() {
    // Vertex shaders: the first 512 code words are uploaded (notes §2.2;
    // spec, Overview: "no more than 512 instructions").
    let text = format!(".proc main\n{}\tend\n.end\n", repeat("\tnop\n", 5000));
    assert_eq!(error_codes(&text), ["pica/program-too-long"]);
}

#[test]
fn errors_are_capped_per_file_with_a_final_note() {
    // 200 different mistakes: 50 reported, then a note says there are more.
    let mut text = String::from(".proc main\n");
    for i in 0..200 {
        text.push_str(&format!("\tmov r0, name{i}\n"));
    }
    text.push_str("\tend\n.end\n");
    let all = diagnostics(&text);
    assert_eq!(all.iter().filter(|d| d.is_error()).count(), MAX_ERRORS);
    let last = all.last().expect("diagnostics");
    assert!(!last.is_error());
    assert_eq!(last.code, Some("too-many-errors"));
    // 200 errors, 50 shown: 150 more.
    assert!(
        last.message.contains("(150 more errors not shown; "),
        "{}",
        last.message
    );
}

#[test]
fn a_register_with_ten_thousand_digits_is_one_clipped_error() {
    let digits = "9".repeat(10_000);
    for name in [format!("r{digits}"), format!("R{digits}")] {
        let text = format!(".proc main\n\tmov r0, {name}\n\tend\n.end\n");
        let errs = errors(&text);
        assert_eq!(errs.len(), 1, "{name:.8}");
        // The name is quoted as written, cut short.
        assert!(errs[0].message.len() < 200, "{}", errs[0].message.len());
        assert!(errs[0].message.contains(&name[..20]), "{}", errs[0].message);
        assert!(errs[0].code.is_some());
    }
    // Lower case: a temporary past r15 (out of range, not unknown).
    let text = format!(".proc main\n\tmov r0, r{digits}\n\tend\n.end\n");
    assert_eq!(error_codes(&text), ["pica/register-out-of-range"]);
    // A number operand with ten thousand digits is out of range too.
    let text = format!(".proc main\n\tsetemit {digits}\n\tend\n.end\n");
    let errs = errors(&text);
    assert_eq!(errs.len(), 1);
    assert!(
        errs[0].message.contains("out of range"),
        "{}",
        errs[0].message
    );
}

#[test]
fn every_diagnostic_has_a_pica_code() {
    let texts = [
        ".proc main\n\tfrob r0, v0\n.end\n",
        ".frob x\n.proc main\n\tend\n.end\n",
        ".proc main\n\tadd r0, v0\n.end\n",
        ".proc main\n\tmov r0, v0.xk\n.end\n",
        ".proc main\n\tifu b0\n\tnop\n.end\n",
        ".proc start\n\tend\n.end\n",
    ];
    for text in texts {
        for d in diagnostics(text) {
            let code = d.code.unwrap_or_default();
            assert!(
                code.starts_with("pica/") || code == "too-many-errors",
                "{text:?}: {d:?}"
            );
        }
    }
}

#[test]
fn a_broken_alias_is_one_error_not_one_per_use() {
    // The alias's swizzle is the mistake; its uses are not "unknown".
    let text = ".alias foo v0.abcd\n.proc main\n\tmov o0, foo\n\tmov o1, foo\n\tend\n.end\n";
    assert_eq!(error_codes(text), ["pica/bad-swizzle"]);
}

#[test]
fn writing_an_input_names_it() {
    let text = ".alias pos v0\n.proc main\n\tmov pos, v1\n\tmov v2, v1\n\tend\n.end\n";
    let e = errors(text);
    let got: Vec<_> = e
        .iter()
        .map(|d| (d.code.unwrap_or(""), d.message.as_str(), d.label.as_deref()))
        .collect();
    assert_eq!(
        got,
        [
            (
                "pica/write-input",
                "`pos` is an input and cannot be written",
                Some("`pos` is v0, an input register")
            ),
            (
                "pica/write-input",
                "`v2` is an input and cannot be written",
                Some("an input register")
            ),
        ]
    );
}

#[test]
fn misspelt_names_get_a_suggestion() {
    let text = ".alias colr o1\n.proc main\n\tmovv o0, v0\n\tmov color, v1\n\tend\n.end\n";
    let labels: Vec<_> = errors(text).into_iter().map(|d| d.label).collect();
    assert_eq!(
        labels,
        [
            Some("did you mean `mov`?".to_string()),
            Some("did you mean `colr`?".to_string())
        ]
    );
}

#[test]
fn a_doubled_swizzle_is_one_error_at_the_second_dot() {
    // An operand takes one swizzle suffix (PICA200 notes §3.2: `reg.xyzw`;
    // an alias's own swizzle composes with the one written, so
    // `inp.xy` is fine but a second written suffix is not). Every form the
    // mistake takes, in a source, a destination, an alias definition, a
    // relative address and a condition, is one error at the second `.`,
    // and the rest of the program is still checked without follow-ons.
    // Each line, and the operand up to its second `.`.
    let cases = [
        ("mov r0, v0.xy.xy", "v0.xy"),
        ("mov r0, v0.xyzw.x", "v0.xyzw"),
        ("mov r0, v0.x.y", "v0.x"),
        ("mov r0, -v0.xy.zw", "v0.xy"),
        ("mov r0, inp.xy.xy", "inp.xy"),
        ("mov r0, -inp.xy.zw", "inp.xy"),
        ("mov r0, v0.xyzw.xyzw.x", "v0.xyzw"),
        ("mov r0, cst[1].x.y", "cst[1].x"),
        ("mov r0, cst[a0.x+1].xy.xy", "cst[a0.x+1].xy"),
        ("mad r0, v0, r1.x.y, r2", "r1.x"),
        ("mad r0, v0, r1, r2.x.y", "r2.x"),
        ("mov r0.xy.xy, v0", "r0.xy"),
        ("mov outp.x.y, v0", "outp.x"),
        ("cmp r1.x.y, eq, eq, r2", "r1.x"),
        ("mova a0.x.y, v0", "a0.x"),
        ("ifc cmp.x.y\n  nop\n  .end", "cmp.x"),
        ("ifc cmp.x && cmp.y.x\n  nop\n  .end", "cmp.y"),
    ];
    for (line, operand) in cases {
        let text = format!(
            ".alias inp v0.yx\n.fvec cst[4]\n.out outp position\n.proc main\n  {line}\n  end\n.end\n"
        );
        let errors = errors(&text);
        assert_eq!(errors.len(), 1, "{line}: {errors:?}");
        let second_dot = text.find(line).unwrap() + line.rfind(operand).unwrap() + operand.len();
        assert_eq!(errors[0].span.start, second_dot, "{line}: {errors:?}");
    }
    // In an alias definition: one error, and its uses are not reported.
    let text = ".alias foo v0.xy.xy\n.proc main\n  mov r0, foo\n  mov r1, foo\n  end\n.end\n";
    let errors = errors(text);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].span.start, ".alias foo v0.xy".len());
}
