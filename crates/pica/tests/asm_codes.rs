//! Every assembler diagnostic names the rule it reports with a stable
//! `pica/...` code: one bad source per rule, and a check that every code
//! the assembler's sources mention has a case here.

use shasm_diag::Diagnostic;
use shasm_pica::asm::{Options, Source, assemble};
use std::collections::BTreeSet;

/// Every diagnostic of a one-file assembly, errors and warnings.
fn diagnostics(text: &str, options: Options) -> Vec<Diagnostic> {
    let sources = [Source {
        name: "test.v.pica",
        text,
    }];
    let found = match assemble(&sources, options) {
        Ok(out) => out.warnings,
        Err(e) => e.diagnostics,
    };
    found.into_iter().map(|d| d.diagnostic).collect()
}

/// One bad source per rule (most from `asm_diagnostics.rs`), with the code
/// its first diagnostic must carry.
const CASES: &[(&str, &str)] = &[
    // Lexing and statements.
    (
        ".proc main\n\tmov r0, @v0\n.end\n",
        "pica/unexpected-character",
    ),
    (
        ".proc main\n\tfrob r0, v0\n.end\n",
        "pica/unknown-instruction",
    ),
    (
        ".frob x\n.proc main\n\tend\n.end\n",
        "pica/unknown-directive",
    ),
    ("mov r0, v0\n", "pica/instruction-outside-proc"),
    (
        ".constfa a[]\nmov r0, v0\n.end\n",
        "pica/instruction-in-constfa",
    ),
    (".proc main\n\tadd r0, v0\n.end\n", "pica/operand-count"),
    (".proc main\n\tmov r0, v0, v1\n.end\n", "pica/operand-count"),
    (".proc main\n\tmov r0,\n.end\n", "pica/missing-token"),
    (".proc main\n\tmov r0, 1\n.end\n", "pica/unexpected-token"),
    ("; nothing here\n", "pica/no-shader"),
    (".nodvle\n.proc main\n\tend\n.end\n", "pica/no-shader"),
    // Registers and operands.
    (".proc main\n\tmov r0, foo\n.end\n", "pica/unknown-name"),
    (".proc main\n\tmov R0, v0\n.end\n", "pica/unknown-name"),
    (".proc main\n\tmov r0, c010\n.end\n", "pica/unknown-name"),
    (
        ".proc main\n\tmov r16, v0\n.end\n",
        "pica/register-out-of-range",
    ),
    (
        ".gsh point c0\n.proc main\n\tmov o7, v0\n.end\n",
        "pica/register-out-of-range",
    ),
    (
        ".proc main\n\tmov r0, c95[1]\n.end\n",
        "pica/register-out-of-range",
    ),
    (
        ".proc main\n\tmov r0, c0[99999999999]\n.end\n",
        "pica/register-out-of-range",
    ),
    (
        ".proc main\n\tmov r0, c0[-1]\n.end\n",
        "pica/negative-register-offset",
    ),
    (
        ".proc main\n\tmov r0, c0[a0.x+-1]\n.end\n",
        "pica/negative-register-offset",
    ),
    (
        ".proc main\n\tmov r0, c0[a3]\n.end\n",
        "pica/bad-index-register",
    ),
    (
        ".proc main\n\tmov r0, r1[a0.x]\n.end\n",
        "pica/relative-not-allowed",
    ),
    (
        ".alias x c0[a0.x]\n.proc main\n\tend\n.end\n",
        "pica/relative-not-allowed",
    ),
    (".proc main\n\tmov r0, v0.xk\n.end\n", "pica/bad-swizzle"),
    (".proc main\n\tmov v0, r0\n.end\n", "pica/bad-destination"),
    (
        ".proc main\n\tmov -r0, v0\n.end\n",
        "pica/negated-destination",
    ),
    (
        ".proc main\n\tmov r0.yx, v0\n\tend\n.end\n",
        "pica/destination-mask-order",
    ),
    (
        ".proc main\n\tadd r0, c0, c1\n.end\n",
        "pica/float-uniform-source",
    ),
    (
        ".proc main\n\tadd r0, v0, v1\n.end\n",
        "pica/two-input-registers",
    ),
    (".proc main\n\tmov r0, b0\n.end\n", "pica/bad-source"),
    (
        ".proc main\n\tmova r0.x, v0\n.end\n",
        "pica/bad-mova-destination",
    ),
    (
        ".proc main\n\tcmp v0, xx, eq, r0\n.end\n",
        "pica/bad-comparison-operator",
    ),
    // Flow control.
    (
        ".proc main\n\tifc cmp.x && cmp.x\n\tnop\n\tnop\n\t.end\n.end\n",
        "pica/bad-condition",
    ),
    (
        ".proc main\n\tifc cmp.z\n\t.end\n.end\n",
        "pica/bad-condition",
    ),
    (
        ".proc main\n\tifu !b0\n\t.end\n.end\n",
        "pica/cannot-invert-condition",
    ),
    (
        ".proc main\n\tifu c0\n\t.end\n.end\n",
        "pica/wrong-register-file",
    ),
    (
        ".proc main\n\tfor b0\n\t.end\n.end\n",
        "pica/wrong-register-file",
    ),
    (
        ".proc main\n\tsetemit 3\n.end\n",
        "pica/number-out-of-range",
    ),
    (
        ".proc main\n\tsetemit 99999999999999999999\n.end\n",
        "pica/number-out-of-range",
    ),
    (".proc main\n\tsetemit 1.5\n.end\n", "pica/expected-integer"),
    (
        ".proc main\n\tsetemit 0, foo\n.end\n",
        "pica/unknown-setemit-flag",
    ),
    (".proc main\n\t.else\n.end\n", "pica/else-without-if"),
    (
        ".proc main\n\tifu b0\n\tnop\n\t.else\n\tnop\n\t.else\n\t.end\n.end\n",
        "pica/duplicate-else",
    ),
    (".end\n", "pica/end-without-block"),
    (".proc main\n\tifu b0\n\tnop\n.end\n", "pica/unclosed-block"),
    (
        ".proc main\nhere:\nhere:\n\tend\n.end\n",
        "pica/duplicate-label",
    ),
    (
        ".proc main\n\tjmpu b0, nowhere\n\tend\n.end\n",
        "pica/undefined-label",
    ),
    (
        ".proc main\n\tcall nope\n\tend\n.end\n",
        "pica/undefined-procedure",
    ),
    (
        ".proc main\n\tend\n.end\n.proc main\n\tend\n.end\n",
        "pica/duplicate-procedure",
    ),
    (
        ".entry start\n.proc main\n\tend\n.end\n",
        "pica/undefined-entry-point",
    ),
    // Names, uniforms, constants.
    (
        ".alias r5 v0\n.proc main\n\tend\n.end\n",
        "pica/alias-is-register-name",
    ),
    (
        ".alias x v0\n.alias x v1\n.proc main\n\tend\n.end\n",
        "pica/duplicate-name",
    ),
    (".fvec a[0]\n.proc main\n\tend\n.end\n", "pica/empty-array"),
    (
        ".fvec big[97]\n.proc main\n\tend\n.end\n",
        "pica/uniform-space-exhausted",
    ),
    (
        ".constf k(1.0/2, 0, 0, 0)\n.proc main\n\tend\n.end\n",
        "pica/atof-ignores-text",
    ),
    (
        ".proc main\n\tadd r0, c0, o2\n\tend\n.end\n",
        "pica/output-as-source",
    ),
    (
        ".constfa a[1]\n.constfa (1, 2, 3, 4)\n.constfa (1, 2, 3, 4)\n.end\n.proc main\n\tend\n.end\n",
        "pica/array-too-many-elements",
    ),
    (
        ".constfa a[]\n.end\n.proc main\n\tend\n.end\n",
        "pica/empty-array",
    ),
    (
        ".constfa a[97]\n.end\n.proc main\n\tend\n.end\n",
        "pica/uniform-space-exhausted",
    ),
    (
        ".setf r0(1, 2, 3, 4)\n.proc main\n\tend\n.end\n",
        "pica/wrong-register-file",
    ),
    (
        ".seti c0(1, 2, 3, 4)\n.proc main\n\tend\n.end\n",
        "pica/wrong-register-file",
    ),
    (
        ".setb b0 maybe\n.proc main\n\tend\n.end\n",
        "pica/bad-boolean",
    ),
    (
        ".in x r0\n.proc main\n\tend\n.end\n",
        "pica/wrong-register-file",
    ),
    (
        ".out x foo\n.proc main\n\tend\n.end\n",
        "pica/unknown-output-type",
    ),
    (
        ".out x position.xk o0\n.proc main\n\tend\n.end\n",
        "pica/bad-output-mask",
    ),
    (
        ".out x position r0\n.proc main\n\tend\n.end\n",
        "pica/wrong-register-file",
    ),
    (
        ".out a position o0\n.out b color o0.x\n.proc main\n\tend\n.end\n",
        "pica/output-collision",
    ),
    (
        ".out x position o7\n.proc main\n\tend\n.end\n",
        "pica/dummy-only-output",
    ),
    (
        ".out x texcoord0.xy o1.xy\n.proc main\n\tend\n.end\n",
        "pica/output-mask-on-type",
    ),
    (
        ".gsh point c0\n.gsh point c1\n.proc main\n\tend\n.end\n",
        "pica/duplicate-gsh",
    ),
    (
        ".fvec a\n.gsh point c4\n.proc main\n\tend\n.end\n",
        "pica/gsh-too-late",
    ),
    (
        ".gsh strip c0\n.proc main\n\tend\n.end\n",
        "pica/unknown-gsh-mode",
    ),
    (
        ".gsh fixed c4 c10 3\n.proc main\n\tend\n.end\n",
        "pica/gsh-array-overlap",
    ),
    (
        ".gsh point r0\n.proc main\n\tend\n.end\n",
        "pica/wrong-register-file",
    ),
    (
        ".gsh variable c0 300\n.proc main\n\tend\n.end\n",
        "pica/number-out-of-range",
    ),
];

/// Sources too long to write out, with the code of their first diagnostic.
fn generated_cases() -> Vec<(String, &'static str)> {
    let block =
        |head: &str, line: &str, n: usize, tail: &str| format!("{head}{}{tail}", line.repeat(n));
    let letters = ['x', 'y', 'z', 'w'];
    // 129 distinct source swizzles need 129 operand descriptors; the
    // hardware has 128 (spec, Overview).
    let swizzles: String = (0..129)
        .map(|k: usize| {
            let sw: String = (0..4).map(|i| letters[(k >> (2 * i)) & 3]).collect();
            format!("\tmov r0, v0.{sw}\n")
        })
        .collect();
    vec![
        (
            block(".proc main\n", "\tnop\n", 513, ".end\n"),
            "pica/program-too-long",
        ),
        (
            block(
                ".proc main\n\tcall big\n\tend\n.end\n.proc big\n",
                "\tnop\n",
                256,
                ".end\n",
            ),
            "pica/procedure-too-long",
        ),
        (
            format!(".proc main\n{swizzles}\tend\n.end\n"),
            "pica/too-many-operand-descriptors",
        ),
        (
            block(".proc main\n", "\tifu b0\n", 33, ""),
            "pica/too-deeply-nested",
        ),
        // An `.else` part longer than IF's 8-bit NUM can count.
        (
            block(
                ".gsh point c0\n.proc main\n\tifu b0\n\tnop\n\t.else\n",
                "\tnop\n",
                256,
                "\t.end\n\tend\n.end\n",
            ),
            "pica/block-too-long",
        ),
        // A label at word 4096: flow targets are 12 bits (spec,
        // "Instruction formats").
        (
            block(
                ".gsh point c0\n.proc main\n\tjmpu b0, far\n",
                "\tnop\n",
                4095,
                "far:\n.end\n",
            ),
            "pica/flow-target-too-large",
        ),
        (
            (0..17).map(|i| format!(".in pos{i}\n")).collect::<String>()
                + ".proc main\n\tend\n.end\n",
            "pica/too-many-inputs",
        ),
        (
            (0..17)
                .map(|i| format!(".out out{i} dummy\n"))
                .collect::<String>()
                + ".proc main\n\tend\n.end\n",
            "pica/too-many-outputs",
        ),
        // A DVLE holds 96 constants (picasso's limit); the 97th here is an
        // integer one, so float uniform space is not what runs out.
        (
            (0..96)
                .map(|i| format!(".constf k{i}(1, 2, 3, 4)\n"))
                .collect::<String>()
                + ".consti n(1, 2, 3, 4)\n.proc main\n\tend\n.end\n",
            "pica/too-many-constants",
        ),
        // The DVLE's uniform table holds 96 entries (picasso's limit).
        (
            (0..96).map(|i| format!(".fvec u{i}\n")).collect::<String>()
                + ".ivec n\n.proc main\n\tend\n.end\n",
            "pica/too-many-uniforms",
        ),
    ]
}

/// The code of the first diagnostic of `text`, or why there is none.
fn first_code(text: &str, options: Options) -> Result<&'static str, String> {
    let found = diagnostics(text, options);
    let first = found.first().ok_or("no diagnostic")?;
    first.code.ok_or_else(|| format!("no code on {first:?}"))
}

#[test]
fn each_rule_has_its_own_code() {
    let mut wrong = Vec::new();
    let generated = generated_cases();
    let all = CASES
        .iter()
        .map(|&(text, code)| (text, code))
        .chain(generated.iter().map(|(text, code)| (text.as_str(), *code)));
    for (text, code) in all {
        let got = first_code(text, Options::default());
        if got.as_deref() != Ok(code) {
            let head: String = text.chars().take(80).collect();
            wrong.push(format!("{head:?}: expected {code}, got {got:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn padding_nops_without_auto_nop_are_warnings_with_a_code() {
    let text = ".proc main\n\tcall sub\n\tend\n.end\n.proc sub\n\tifu b0\n\t\tcall other\n\t.end\n.end\n.proc other\n\tnop\n.end\n";
    let found = diagnostics(text, Options { auto_nop: false });
    assert!(!found.is_empty());
    for d in &found {
        assert!(!d.is_error(), "{d:?}");
        assert_eq!(d.code, Some("pica/padding-nop"));
    }
}

#[test]
fn every_diagnostic_of_every_case_has_a_specific_code() {
    let generated = generated_cases();
    let texts = CASES
        .iter()
        .map(|(text, _)| *text)
        .chain(generated.iter().map(|(text, _)| text.as_str()));
    for text in texts {
        for d in diagnostics(text, Options::default()) {
            let code = d.code.unwrap_or_default();
            let specific =
                code.starts_with("pica/") && code != "pica/asm-error" && code != "pica/asm-warning";
            // The per-file cap's final note is the diagnostics crate's.
            assert!(specific || code == "too-many-errors", "{d:?}");
        }
    }
}

/// Shared (vertex-shader) uniforms of one name are the same registers in
/// every file, so a second file must declare them alike (notes §3.1).
#[test]
fn a_uniform_redeclared_in_another_file_has_its_code() {
    let sources = [
        Source {
            name: "a.v.pica",
            text: ".fvec m, n\n.proc main\n\tend\n.end\n",
        },
        Source {
            name: "b.v.pica",
            text: ".ivec m\n.fvec n[2]\n.proc other\n\tend\n.end\n",
        },
    ];
    let err = assemble(&sources, Options::default()).expect_err("the uniforms disagree");
    let codes: Vec<(usize, Option<&str>)> = err
        .diagnostics
        .iter()
        .map(|d| (d.file, d.diagnostic.code))
        .collect();
    assert_eq!(
        codes,
        [
            (1, Some("pica/uniform-redeclared")),
            (1, Some("pica/uniform-redeclared"))
        ]
    );
}

/// The `pica/...` codes the assembler's source files mention.
fn codes_in_sources() -> BTreeSet<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/asm");
    let mut codes = BTreeSet::new();
    for entry in std::fs::read_dir(dir).expect("src/asm") {
        let text = std::fs::read_to_string(entry.expect("entry").path()).expect("source");
        for (start, _) in text.match_indices("\"pica/") {
            let rest = &text[start + 1..];
            if let Some(end) = rest.find('"') {
                codes.insert(rest[..end].to_string());
            }
        }
    }
    codes
}

#[test]
fn every_code_of_the_assembler_has_a_case() {
    let mut covered: BTreeSet<String> = CASES.iter().map(|(_, c)| c.to_string()).collect();
    covered.extend(generated_cases().into_iter().map(|(_, c)| c.to_string()));
    // Checked by their own tests above.
    covered.insert("pica/padding-nop".into());
    covered.insert("pica/uniform-redeclared".into());
    // Guards of states the parser never reaches (a flow-control mnemonic
    // that is not flow control); kept for safety, not reachable by input.
    covered.insert("pica/not-flow-control".into());
    let missing: Vec<String> = codes_in_sources().difference(&covered).cloned().collect();
    assert!(missing.is_empty(), "codes without a case: {missing:?}");
}
