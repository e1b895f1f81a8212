//! No-panic and round-trip properties of the NV vertex program front end
//! (bounded: each runs in well under a second).

use proptest::prelude::*;
use shasm_exec::Executable;
use shasm_nv::vp;

const HEADERS: [&str; 4] = ["!!VP1.0", "!!VP1.1", "!!VP2.0", "!!VSP1.0"];

/// Words and punctuation of the languages, plus a few near misses.
const VOCABULARY: &[&str] = &[
    "MOV",
    "ADD",
    "MAD",
    "ARL",
    "ARR",
    "ARA",
    "ARAC",
    "BRA",
    "CAL",
    "RET",
    "DP4",
    "LIT",
    "EXP",
    "LOG",
    "RCC",
    "SUBC",
    "SFL",
    "SSG",
    "MOVC",
    "END",
    "OPTION",
    "NV_position_invariant",
    "R0",
    "R15",
    "R16",
    "A0",
    "A1",
    "CC",
    "v",
    "c",
    "o",
    "HPOS",
    "COL0",
    "CLP0",
    "OPOS",
    "x",
    "y",
    "xyzw",
    "xy",
    "wzyx",
    "EQ",
    "GT",
    "NE",
    "TR",
    "main",
    "loop",
    "0",
    "1",
    "15",
    "95",
    "255",
    "256",
    "99999999999999999999",
    "[",
    "]",
    "(",
    ")",
    ".",
    ",",
    ";",
    ":",
    "|",
    "+",
    "-",
    "#",
    "\n",
    "é",
    "\u{0}",
];

fn check_rejection(bytes: &[u8], e: &vp::LoadError) {
    assert!(!e.diagnostics.is_empty());
    assert!(e.position <= bytes.len());
    for d in &e.diagnostics {
        assert!(d.span.start <= d.span.end && d.span.end <= bytes.len());
    }
}

/// Load, and for programs that load: print, reload, print again (a fixed
/// point), and run once (the budget bounds every run).
fn exercise(bytes: &[u8]) {
    match vp::load_bytes(bytes) {
        Err(e) => check_rejection(bytes, &e),
        Ok(program) => {
            let text = vp::print::print(&program);
            let again = vp::load(&text)
                .unwrap_or_else(|e| panic!("printed text must load: {}\n{text}", e.message));
            assert_eq!(vp::print::print(&again), text);
            assert_eq!(
                again.program.instructions.len(),
                program.program.instructions.len()
            );
            let exe = Executable::new(&program.program).expect("a loaded program prepares");
            exe.run(&exe.env()).expect("a loaded program runs");
        }
    }
}

fn header() -> impl Strategy<Value = &'static str> {
    prop::sample::select(HEADERS.to_vec())
}

/// A source operand reading `v[attr]`, the parameter `param` or a
/// temporary.
fn source(attr: u32, param: String, scalar: bool) -> impl Strategy<Value = String> {
    let reg = prop_oneof![
        Just(format!("v[{attr}]")),
        Just(param),
        (0u32..12).prop_map(|n| format!("R{n}")),
    ];
    let swizzle = if scalar {
        // A scalar operand takes exactly one component.
        prop::sample::select(vec![".x", ".y", ".w"])
    } else {
        prop::sample::select(vec!["", ".x", ".w", ".wzyx", ".xxyy"])
    };
    let sign = prop::sample::select(vec!["", "-"]);
    (sign, reg, swizzle).prop_map(|(s, r, w)| format!("{s}{r}{w}"))
}

fn destination() -> impl Strategy<Value = String> {
    let reg = prop_oneof![
        (0u32..12).prop_map(|n| format!("R{n}")),
        prop::sample::select(vec!["o[COL0]", "o[TEX3]", "o[FOGC]", "o[HPOS]"])
            .prop_map(String::from),
    ];
    let mask = prop::sample::select(vec!["", ".x", ".xz", ".yzw"]);
    (reg, mask).prop_map(|(r, m)| format!("{r}{m}"))
}

/// One VP1.1 instruction that obeys the one-attribute / one-parameter rule.
fn instruction() -> impl Strategy<Value = String> {
    let ops = prop::sample::select(vec![
        ("MOV", 1, false),
        ("ABS", 1, false),
        ("LIT", 1, false),
        ("RCP", 1, true),
        ("RSQ", 1, true),
        ("RCC", 1, true),
        ("EXP", 1, true),
        ("LOG", 1, true),
        ("ADD", 2, false),
        ("SUB", 2, false),
        ("MUL", 2, false),
        ("DP3", 2, false),
        ("DPH", 2, false),
        ("DST", 2, false),
        ("MIN", 2, false),
        ("SGE", 2, false),
        ("MAD", 3, false),
    ]);
    // One parameter register per instruction, absolute or relative.
    let param = prop_oneof![
        (0u32..96).prop_map(|n| format!("c[{n}]")),
        (0u32..64).prop_map(|n| format!("c[A0.x+{n}]")),
        (0u32..=64).prop_map(|n| format!("c[A0.x-{n}]")),
    ];
    (ops, 0u32..16, param, destination()).prop_flat_map(|((op, n, scalar), attr, param, dst)| {
        prop::collection::vec(source(attr, param, scalar), n)
            .prop_map(move |srcs| format!("{op} {dst}, {};", srcs.join(", ")))
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(h in header(), body in prop::collection::vec(any::<u8>(), 0..200)) {
        let mut bytes = h.as_bytes().to_vec();
        bytes.extend(body);
        exercise(&bytes);
    }

    #[test]
    fn token_soup_never_panics(
        h in header(),
        words in prop::collection::vec(prop::sample::select(VOCABULARY.to_vec()), 0..60),
    ) {
        let text = format!("{h}\n{}", words.join(" "));
        exercise(text.as_bytes());
    }

    #[test]
    fn valid_programs_load_print_and_run(
        body in prop::collection::vec(instruction(), 1..24),
        relative in any::<bool>(),
    ) {
        let arl = if relative { "ARL A0.x, v[1].x;\n" } else { "" };
        let text = format!("!!VP1.1\n{arl}{}\nMOV o[HPOS], v[0];\nEND\n", body.join("\n"));
        let program = vp::load(&text)
            .unwrap_or_else(|e| panic!("generated program must load: {}\n{text}", e.message));
        prop_assert_eq!(program.program.instructions.len(), body.len() + 1 + usize::from(relative));
        exercise(text.as_bytes());
    }
}
