//! Sources picasso 2.7.1 assembles although they do not mean what they
//! seem to: shasm assembles the same bytes and warns. Expected bytes come
//! from what picasso's code does (notes §2.4, §3.2; picasso
//! `source/picasso_assembler.cpp`), written as the equivalent plain source.

use shasm_pica::asm::{Assembled, Options, Source, assemble};

fn asm(text: &str) -> Assembled {
    assemble(
        &[Source {
            name: "f.v.pica",
            text,
        }],
        Options::default(),
    )
    .unwrap_or_else(|e| panic!("{:#?}", e.diagnostics))
}

fn codes(a: &Assembled) -> Vec<&'static str> {
    a.warnings
        .iter()
        .filter_map(|w| w.diagnostic.code)
        .collect()
}

#[test]
fn constf_numbers_are_read_with_atof() {
    // `.constf` hands each component's text to C's `atof`, which reads the
    // longest number at its start: `1.0/128.0` is 1.0, `0.5f` is 0.5,
    // text with no number is 0.0, and the last component runs to the `)`
    // (`2, 7` is 2.0).
    let odd = asm(
        ".constf k(1.0, 1.0/128.0, 0.5f, 2.0)\n.constf j(abc, 3 * 4, 1, 2, 7)\n\
                   .out o0 position\n.proc main\nadd o0, k, r0\nadd o0, j, r0\nend\n.end\n",
    );
    let plain = asm(".constf k(1.0, 1.0, 0.5, 2.0)\n.constf j(0.0, 3.0, 1, 2)\n\
                     .out o0 position\n.proc main\nadd o0, k, r0\nadd o0, j, r0\nend\n.end\n");
    assert_eq!(odd.shbin.write(), plain.shbin.write());
    assert!(plain.warnings.is_empty());
    // One warning per component whose text `atof` stops in.
    assert_eq!(codes(&odd), ["pica/atof-ignores-text"; 5]);
    let first = &odd.warnings[0].diagnostic;
    assert_eq!(
        first.message,
        "picasso reads each number with C's `atof`, which stops before `/128.0`: \
         `1.0/128.0` is 1.0; write `0.0078125` for 1.0/128.0"
    );
    assert_eq!(first.span, 15..24);
}

#[test]
fn constfa_and_setf_read_numbers_with_atof_too() {
    let odd = asm(
        ".constfa arr[]\n.constfa (1.0/2.0, 0, 0, 0)\n.end\n.setf c3(2.5/5, 1, 1, 1)\n\
                   .proc main\nmov r0, arr[0]\nend\n.end\n",
    );
    let plain = asm(
        ".constfa arr[]\n.constfa (1.0, 0, 0, 0)\n.end\n.setf c3(2.5, 1, 1, 1)\n\
                     .proc main\nmov r0, arr[0]\nend\n.end\n",
    );
    assert_eq!(odd.shbin.write(), plain.shbin.write());
    assert_eq!(codes(&odd), ["pica/atof-ignores-text"; 2]);
}

#[test]
fn other_characters_stay_errors_outside_number_lists() {
    let e = assemble(
        &[Source {
            name: "f.v.pica",
            text: ".proc main\nmov r0, r1/2\nend\n.end\n",
        }],
        Options::default(),
    )
    .unwrap_err();
    let d = &e.diagnostics[0].diagnostic;
    assert_eq!(d.message, "unexpected character `/`");
    assert_eq!(d.code, Some("pica/unexpected-character"));
}

#[test]
fn characters_outside_printable_ascii_are_shown_by_code_point() {
    // docs/architecture.md ("How errors flow"): every front end reports an
    // unknown character through the shared lexing driver, printable ASCII
    // in backticks and anything else by code point, so that a look-alike
    // letter or a control character is named unambiguously.
    for (text, shown, at) in [
        (
            ".proc main\nmov r0, r1\u{e9}\nend\n.end\n",
            "U+00E9",
            21..23,
        ),
        (".proc main\nmov r0, \u{1}r1\nend\n.end\n", "U+0001", 19..20),
    ] {
        let e = assemble(
            &[Source {
                name: "f.v.pica",
                text,
            }],
            Options::default(),
        )
        .unwrap_err();
        let d = &e.diagnostics[0].diagnostic;
        assert_eq!(d.message, format!("unexpected character {shown}"));
        assert_eq!(d.code, Some("pica/unexpected-character"));
        assert_eq!(d.span, at);
    }
}

#[test]
fn an_output_register_as_a_source_is_the_input_register_of_its_number() {
    // picasso's `parseReg` gives `oN` the number N with no file offset, and
    // in a source field N is `vN` (0x00-0x0F): `o2` reads v2. Aliases of
    // output registers (`.out` names) alike. The narrow/wide choice treats
    // it as the input register it becomes (MADI for `mad d, v, v, c`).
    let odd = asm(".out opos position\n.out oclr color\n.proc main\n\
                   mov oclr, v1\nmad r0, o2, c0, r1\nadd opos, c0, oclr\nmad r1, r2, o3, c4\n\
                   end\n.end\n");
    let plain = asm(".out opos position\n.out oclr color\n.proc main\n\
                     mov oclr, v1\nmad r0, v2, c0, r1\nadd opos, c0, v1\nmad r1, r2, v3, c4\n\
                     end\n.end\n");
    assert_eq!(odd.shbin.write(), plain.shbin.write());
    assert_eq!(codes(&odd), ["pica/output-as-source"; 3]);
    assert_eq!(
        odd.warnings[1].diagnostic.message,
        "output registers cannot be read: picasso encodes `oclr` (o1) as a source as the input \
         register v1, so this reads v1; to reuse a value written to o1, write it to a temporary \
         register (r0..r15) as well and read that"
    );
}

#[test]
fn an_output_register_counts_as_an_input_for_the_one_input_rule() {
    // picasso's `isBadInputRegCombination` compares register numbers below
    // 0x10, so `o2` next to `v1` is two different input registers.
    let e = assemble(
        &[Source {
            name: "f.v.pica",
            text: ".proc main\nadd r0, v1, o2\nend\n.end\n",
        }],
        Options::default(),
    )
    .unwrap_err();
    assert!(
        e.diagnostics
            .iter()
            .any(|d| d.diagnostic.code == Some("pica/two-input-registers")),
        "{:#?}",
        e.diagnostics
    );
}
