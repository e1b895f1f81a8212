//! Bad input never panics, hangs or allocates without bound; whatever parses
//! also prints and parses back to the same IR.

use proptest::prelude::*;
use shasm_ir::Opcode;
use shasm_ir::ops::typed;

/// Whatever parses must print and parse back to the same program.
fn check(text: &str) {
    if let Ok(program) = shasm_tgsi::parse(text) {
        let printed = shasm_tgsi::to_text(&program)
            .unwrap_or_else(|e| panic!("parsed but does not print: {e}\n{text}"));
        let again = shasm_tgsi::parse(&printed)
            .unwrap_or_else(|d| panic!("printed text does not parse: {d}\n{printed}"));
        assert_eq!(program.without_spans(), again.without_spans(), "{text}");
    } else if let Err(d) = shasm_tgsi::parse(text) {
        // Rendering must not panic either, whatever the spans.
        let _ = shasm_diag::render("fuzz.tgsi", text, &d.0);
        // Every diagnostic names the rule it reports.
        for d in &d.0 {
            let code = d
                .code
                .unwrap_or_else(|| panic!("no code: {}\n{text}", d.message));
            assert!(
                code.starts_with("tgsi/") || code == "too-many-errors",
                "{code}"
            );
        }
    }
}

const VOCABULARY: &[&str] = &[
    "VERT",
    "FRAG",
    "GEOM",
    "COMP",
    "DCL",
    "IMM",
    "PROPERTY",
    "IN",
    "OUT",
    "TEMP",
    "CONST",
    "ADDR",
    "SAMP",
    "SV",
    "SVIEW",
    "IMM",
    "MOV",
    "ADD",
    "DP4",
    "MAD",
    "LIT",
    "TEX",
    "IF",
    "ELSE",
    "ENDIF",
    "BGNLOOP",
    "ENDLOOP",
    "BRK",
    "CONT",
    "CAL",
    "RET",
    "BGNSUB",
    "ENDSUB",
    "END",
    "KILL",
    "KILL_IF",
    "EMIT",
    "LERP",
    "CND",
    "DOT2ADD",
    "ARL",
    "MOV_SAT",
    "FLT32",
    "UINT32",
    "INT32",
    "POSITION",
    "GENERIC",
    "COLOR",
    "LINEAR",
    "2D",
    "CUBE",
    "GS_INPUT_PRIMITIVE",
    "TRIANGLES",
    "x",
    "xy",
    "xyzw",
    "wzyx",
    "q",
    "[",
    "]",
    "[0]",
    "[1]",
    "[0..3]",
    "..",
    ".",
    ",",
    ":",
    ":2",
    "-",
    "|",
    "+",
    "{",
    "}",
    "(",
    ")",
    "0",
    "1",
    "3",
    "4095",
    "4096",
    "99999999999",
    "1.5",
    "-0.0",
    "1e-3",
    "0x3f800000",
    "0x",
    "nan",
    "-9223372036854775808",
    "UINT32 {",
    "\n",
    "\n",
    "\n",
    " ",
    "  ",
    "\t",
    "#",
    "é",
];

fn token_soup() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(VOCABULARY), 0..60).prop_map(|words| {
        let mut s = String::new();
        for w in words {
            s.push_str(w);
            if !w.chars().all(char::is_whitespace) && w.len() > 1 {
                s.push(' ');
            }
        }
        s
    })
}

fn examples() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/tgsi");
    let mut out: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .collect();
    out.sort();
    out
}

#[derive(Clone, Debug)]
enum Edit {
    Delete(usize, usize),
    Insert(usize, &'static str),
    Duplicate(usize, usize),
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for edit in edits {
        let len = bytes.len().max(1);
        match *edit {
            Edit::Delete(at, n) => {
                let at = at % len;
                let end = (at + n).min(bytes.len());
                bytes.drain(at.min(end)..end);
            }
            Edit::Insert(at, w) => {
                let at = (at % len).min(bytes.len());
                bytes.splice(at..at, w.bytes());
            }
            Edit::Duplicate(at, n) => {
                let at = (at % len).min(bytes.len());
                let end = (at + n).min(bytes.len());
                let piece = bytes[at..end].to_vec();
                bytes.splice(at..at, piece);
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), 1usize..8).prop_map(|(a, n)| Edit::Delete(a, n)),
        (any::<usize>(), prop::sample::select(VOCABULARY)).prop_map(|(a, w)| Edit::Insert(a, w)),
        (any::<usize>(), 1usize..40).prop_map(|(a, n)| Edit::Duplicate(a, n)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        check(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn token_soup_never_panics(text in token_soup()) {
        check(&format!("VERT\n{text}"));
        check(&text);
    }

    #[test]
    fn mutated_examples_never_panic(
        which in 0usize..16,
        edits in prop::collection::vec(edit(), 1..6),
    ) {
        let examples = examples();
        let text = &examples[which % examples.len()];
        check(&apply(text, &edits));
    }
}

#[test]
fn too_many_immediates_is_an_error() {
    let mut text = String::from("VERT\nDCL OUT[0]\n");
    for i in 0..=65536u32 {
        text.push_str(&format!("IMM[{i}] UINT32 {{{i}}}\n"));
    }
    text.push_str("MOV OUT[0], IMM[0]\nEND\n");
    let errors = shasm_tgsi::parse(&text).unwrap_err();
    let messages: Vec<_> = errors.0.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(messages, ["too many immediates: at most 65536 are allowed"]);
}

#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    // As deep as shasm's instruction limit allows (IFs, ENDIFs and END).
    let depth = (shasm_tgsi::limits::MAX_INSTRUCTIONS - 1) / 2;
    let mut text = String::from("FRAG\nDCL IN[0], GENERIC[0], LINEAR\n");
    text.push_str(&"IF IN[0].xxxx\n".repeat(depth));
    text.push_str(&"ENDIF\n".repeat(depth));
    text.push_str("END\n");
    let program = shasm_tgsi::parse(&text).unwrap();
    // The outermost IF jumps to the outermost ENDIF.
    assert_eq!(
        program.instructions[0].label().map(shasm_ir::InstId::get),
        Some(2 * depth as u32 - 1)
    );
}

#[test]
fn nesting_as_deep_as_the_instruction_limit_allows_loads_and_is_checked() {
    // Five instructions a level, three more: 26,213 levels, 131,068
    // instructions, within shasm's limit of 131,072.
    let depth = (shasm_tgsi::limits::MAX_INSTRUCTIONS - 3) / 5;
    let mut text = String::from("VERT\nDCL IN[0]\nDCL OUT[0]\nDCL TEMP[0]\n");
    text.push_str("MOV TEMP[0], IN[0]\n");
    text.push_str(&"BGNLOOP\nIF TEMP[0].xxxx\n".repeat(depth));
    text.push_str("MOV OUT[0], TEMP[0]\n");
    text.push_str(&"ENDIF\nBRK\nENDLOOP\n".repeat(depth));
    text.push_str("END\n");
    let program = shasm_tgsi::parse(&text).unwrap();
    // BGNLOOP → its ENDLOOP, the last instruction before END.
    let n = program.instructions.len();
    assert_eq!(
        program.instructions[1].label().map(shasm_ir::InstId::get),
        Some(n as u32 - 2)
    );
    // The printer caps indentation (shasm_ir::print::MAX_INDENT_DEPTH), so
    // 52,426 open blocks print in bounded width: the text has one line per
    // instruction plus the declarations, none longer than the cap allows.
    let printed = shasm_tgsi::to_text(&program).unwrap();
    let widest = printed.lines().map(str::len).max().unwrap();
    // "131067: " + the capped indentation + the longest instruction,
    // "IF TEMP[0].xxxx :131067".
    let longest = "IF TEMP[0].xxxx :131067".len();
    assert!(
        widest <= 8 + 2 * shasm_ir::print::MAX_INDENT_DEPTH + longest,
        "{widest}"
    );
    assert!(printed.len() < 100 * n, "{} bytes", printed.len());
    // And it parses back to the same flow.
    let again = shasm_tgsi::parse(&printed).unwrap();
    assert_eq!(again.instructions.len(), n);
    assert_eq!(
        again.instructions[1].label().map(shasm_ir::InstId::get),
        Some(n as u32 - 2)
    );
}

#[test]
fn a_16_mib_program_loads() {
    // Exactly MAX_SOURCE_LEN bytes of valid text: instructions padded with
    // blank lines (TGSI statements end at a newline; blank lines are none).
    let max = shasm_tgsi::limits::MAX_SOURCE_LEN;
    let body = "MOV OUT[0], IN[0]\n".repeat(1_000);
    let head = format!("VERT\nDCL IN[0]\nDCL OUT[0]\n{body}");
    let tail = "END\n";
    let padding = "\n".repeat(max - head.len() - tail.len());
    let text = format!("{head}{padding}{tail}");
    assert_eq!(text.len(), max);
    let program = shasm_tgsi::parse(&text).unwrap();
    assert_eq!(program.instructions.len(), 1_001);
    // One byte more is refused.
    let errors = shasm_tgsi::parse(&format!("{text} ")).unwrap_err();
    assert_eq!(errors.diagnostics()[0].code, Some("tgsi/too-large"));
}

#[test]
fn a_16_mib_file_of_errors_reports_the_first_50() {
    // 4,096 bad lines of 4 KiB each (16 MiB): 50 errors and the note.
    let line = format!("FOO{}\n", " ".repeat(4_092));
    let text = format!("VERT\n{}", line.repeat(4_095));
    assert!(text.len() <= shasm_tgsi::limits::MAX_SOURCE_LEN);
    let errors = shasm_tgsi::parse(&text).unwrap_err();
    let d = errors.diagnostics();
    assert_eq!(d.len(), shasm_diag::MAX_ERRORS + 1);
    // 4,095 unknown opcodes and the missing END (§ tgsi_sanity: every
    // program ends with END).
    let dropped = 4_095 + 1 - shasm_diag::MAX_ERRORS;
    assert!(
        d[shasm_diag::MAX_ERRORS]
            .message
            .contains(&format!("{dropped} more errors not shown")),
        "{}",
        d[shasm_diag::MAX_ERRORS].message
    );
}

#[test]
fn error_count_is_capped_with_a_note() {
    let text = format!("VERT\n{}END\n", "FOO\n".repeat(20_000));
    let errors = shasm_tgsi::parse(&text).unwrap_err();
    let d = errors.diagnostics();
    assert_eq!(d.len(), shasm_diag::MAX_ERRORS + 1);
    assert!(d[..shasm_diag::MAX_ERRORS].iter().all(|d| d.is_error()
        && d.code == Some("tgsi/unknown-opcode")
        && d.message == "unknown opcode `FOO`"));
    // The first 50 in text order: lines 2 to 51.
    assert_eq!(d[0].span.start, 5);
    assert_eq!(d[49].span.start, 5 + 49 * 4);
    let note = d.last().unwrap();
    assert_eq!(note.severity, shasm_diag::Severity::Note);
    assert_eq!(note.code, Some("too-many-errors"));
    assert!(
        note.message.contains("19950 more errors not shown"),
        "{}",
        note.message
    );
}

#[test]
fn a_long_line_renders_bounded() {
    // One 10 KB statement. TGSI reports one error per statement, so a single
    // line has one error here; shasm-diag's tests render 5,000 on one line.
    let operands = vec!["q"; 5_000].join(",");
    let text = format!("VERT\nDCL TEMP[0]\nMOV TEMP[0], {operands}\nEND\n");
    let errors = shasm_tgsi::parse(&text).unwrap_err();
    let rendered = shasm_diag::render("long.tgsi", &text, errors.diagnostics());
    // The third operand is the first one too many.
    let first =
        "long.tgsi:3:16: error: `MOV` takes 2 operands (a destination and a source), found 5001";
    assert_eq!(rendered.lines().next(), Some(first), "{rendered}");
    assert_eq!(errors.diagnostics()[0].code, Some("tgsi/operand-count"));
    // The snippet shows a window of the line, not 10 KB.
    assert!(rendered.len() < 1_000, "{} bytes", rendered.len());
}

#[test]
fn oversized_text_is_rejected() {
    let text = " ".repeat(shasm_tgsi::limits::MAX_SOURCE_LEN + 1);
    let errors = shasm_tgsi::parse(&text).unwrap_err();
    assert!(errors.0[0].message.starts_with("program text is too large"));
    assert_eq!(errors.0[0].code, Some("tgsi/too-large"));
}

/// One random arithmetic instruction over the registers `program()` declares.
fn instruction() -> impl Strategy<Value = String> {
    let ops: Vec<&'static shasm_tgsi::ops::TgsiOp> = shasm_tgsi::ops::TGSI_OPS
        .iter()
        .filter(|op| {
            op.opcode.has_dst()
                && !shasm_tgsi::ops::is_texture(op.opcode)
                && !matches!(op.opcode, Opcode::Arl | Opcode::Arr | Opcode::Uarl)
        })
        .collect();
    let src = (
        0usize..6,
        0u32..4,
        prop::option::of("[xyzw]{1,4}"),
        any::<bool>(),
        any::<bool>(),
        -3i32..4,
    )
        .prop_map(|(file, index, swizzle, negate, abs, offset)| {
            let reg = match file {
                0 => format!("IN[{index}]"),
                1 => format!("TEMP[{index}]"),
                2 => format!("IMM[{}]", index % 2),
                3 => format!("CONST[{index}]"),
                4 => format!("CONST[1][{index}]"),
                _ => format!("CONST[ADDR[0].y{offset:+}]"),
            };
            let reg = match swizzle {
                Some(s) => format!("{reg}.{s}"),
                None => reg,
            };
            (reg, index, negate, abs)
        });
    (
        prop::sample::select(ops),
        any::<bool>(),
        0u32..4,
        1u8..16,
        prop::collection::vec(src, 3),
    )
        .prop_map(|(op, sat, dst, mask, srcs)| {
            let letters: String = "xyzw"
                .chars()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, c)| c)
                .collect();
            let n = op.opcode.num_srcs();
            // tgsi.rst's rules for the typed ops: `_SAT` on float results
            // only, `|x|` on float operands only, INTERP_* of an input.
            let typed = typed::is_typed(op.opcode);
            let float_result = matches!(
                typed::result_type(op.opcode),
                typed::WordType::F32 | typed::WordType::F64
            );
            let sat = sat && (!typed || float_result);
            let interp = matches!(
                op.opcode,
                Opcode::InterpCentroid | Opcode::InterpSample | Opcode::InterpOffset
            );
            let srcs: Vec<String> = srcs[..n]
                .iter()
                .enumerate()
                .map(|(k, (reg, index, negate, abs))| {
                    let reg = if interp && k == 0 {
                        format!("IN[{index}]")
                    } else {
                        reg.clone()
                    };
                    let abs = *abs && (!typed || typed::operand_type(op.opcode, k).takes_abs());
                    let reg = if abs { format!("|{reg}|") } else { reg };
                    if *negate { format!("-{reg}") } else { reg }
                })
                .collect();
            // DFRACEXP's second destination (its exponent) is the next TEMP.
            let dst2 = if op.opcode.has_dst2() {
                format!("TEMP[{}], ", (dst + 1) % 4)
            } else {
                String::new()
            };
            format!(
                "{}{} TEMP[{dst}].{letters}, {dst2}{}",
                op.name,
                if sat { "_SAT" } else { "" },
                srcs.join(", ")
            )
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_valid_programs_round_trip(
        body in prop::collection::vec(instruction(), 1..20),
        imm in prop::collection::vec(any::<u32>(), 4),
    ) {
        let text = format!(
            "VERT\nDCL IN[0..3]\nDCL OUT[0], POSITION\nDCL CONST[0..3]\nDCL CONST[1][0..3]\n\
             DCL TEMP[0..3]\nDCL ADDR[0]\nIMM[0] FLT32 {{0x{:08x}, 0x{:08x}, 1.5, -0.0}}\n\
             IMM[1] INT32 {{{}, {}, 0, 1}}\nARL ADDR[0].y, IN[0].x\n{}\nMOV OUT[0], TEMP[0]\nEND\n",
            imm[0], imm[1], imm[2] as i32, imm[3] as i32, body.join("\n")
        );
        let program = shasm_tgsi::parse(&text).unwrap_or_else(|d| {
            panic!("{}", shasm_diag::render("gen.tgsi", &text, &d.0))
        });
        prop_assert_eq!(program.immediates[0].values[0], imm[0]);
        check(&text);
    }
}

#[test]
fn integer_literals_at_every_width_are_checked() {
    for literal in [
        "-2147483649",
        "2147483648",
        "-9223372036854775808",
        "9223372036854775808",
        "18446744073709551616",
        "99999999999999999999999999999",
    ] {
        let text = format!("VERT\nIMM[0] INT32 {{{literal}}}\nEND\n");
        let errors = shasm_tgsi::parse(&text).unwrap_err();
        assert_eq!(
            errors.0[0].message,
            format!("integer `{literal}` does not fit in INT32")
        );
    }
}

#[test]
fn a_call_target_no_instruction_handle_can_hold_is_an_error() {
    // u32::MAX is the one index an instruction handle cannot hold; any other
    // past-the-end target is reported by the checker against the length.
    let text = "VERT\nDCL OUT[0]\n  0: CAL :4294967295\n  1: END\n";
    let errors = shasm_tgsi::parse(text).unwrap_err();
    let d = &errors.diagnostics()[0];
    assert_eq!(d.code, Some("tgsi/bad-call-target"));
    assert_eq!(&text[d.span.clone()], "4294967295");
}
