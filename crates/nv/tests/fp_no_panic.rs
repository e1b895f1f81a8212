//! Bounded no-panic property tests for the `!!FP1.0` front end: random
//! bytes, random token soups and random well-formed programs must load or
//! fail with diagnostics, never panic; programs that load must run.

use proptest::prelude::*;
use shasm_exec::Executable;
use shasm_nv::fp;

/// Tokens of the language (and a few near misses).
const VOCAB: &[&str] = &[
    "MOV",
    "MOVRC_SAT",
    "ADDX",
    "MADH",
    "RCP",
    "POW",
    "KIL",
    "TEX",
    "TXP",
    "TXD",
    "PK2H",
    "UP4UB",
    "RFL",
    "DEFINE",
    "DECLARE",
    "END",
    "R0",
    "R31",
    "R32",
    "H0",
    "H63",
    "RC",
    "HC",
    "f",
    "o",
    "p",
    "[",
    "]",
    "{",
    "}",
    "(",
    ")",
    "|",
    ",",
    ";",
    ".",
    "=",
    "+",
    "-",
    "x",
    "xyzw",
    "xy",
    "WPOS",
    "TEX0",
    "TEX7",
    "TEX15",
    "COLR",
    "COLH",
    "DEPR",
    "EQ",
    "NE",
    "GT",
    "TR",
    "1D",
    "2D",
    "CUBE",
    "RECT",
    "0",
    "1",
    "2.5",
    ".5",
    "1e3",
    "1e",
    "64",
    "name",
    "# c\n",
    "\n",
    " ",
    "@",
    "é",
    "\0",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn random_text_never_panics(text in "\\PC{0,200}") {
        let _ = fp::load(&text);
        let _ = fp::load(&format!("!!FP1.0\n{text}"));
    }

    #[test]
    fn token_soup_never_panics(picks in prop::collection::vec(0..VOCAB.len(), 0..60)) {
        let mut text = String::from("!!FP1.0 ");
        for i in picks {
            text.push_str(VOCAB[i]);
            text.push(' ');
        }
        if let Err(e) = fp::load(&text) {
            // Rendering must not panic either, and every error has a span
            // inside the text.
            let _ = shasm_diag::render("t.fp", &text, &e.diagnostics);
            prop_assert!(e.position <= text.len());
            prop_assert!(!e.message.is_empty());
        }
    }

    #[test]
    fn generated_programs_load_and_run(
        ops in prop::collection::vec((0usize..12, 0u8..32, 0u8..32, 0u8..8, any::<bool>()), 1..20),
        inputs in prop::collection::vec(any::<u32>(), 8),
    ) {
        let mut text = String::from("!!FP1.0\nDECLARE k = {1, 2, 3, 4};\n");
        for (op, a, b, c, sat) in ops {
            let s = if sat { "_SAT" } else { "" };
            let line = match op {
                0 => format!("ADDH{s} H{a}, R{b}, f[TEX{c}];"),
                1 => format!("MADX{s} R{a}, H{b}, -|R{a}.wzyx|, {{1, -2}};"),
                2 => format!("RCPC{s} R{a}.x (NE.y), R{b}.z;"),
                3 => format!("POW{s} H{a}, R{b}.x, 2.5;"),
                4 => format!("PK4UB R{a}, H{b};"),
                5 => format!("UP2H{s} H{a}, R{b}.y;"),
                6 => format!("TXP{s} R{a}, f[TEX{c}], TEX{c}, 2D;"),
                7 => format!("DDX{s} R{a}, f[WPOS];"),
                8 => format!("LIT{s} H{a}, k;"),
                9 => format!("RFL{s} R{a}.xyz, R{b}, p[{c}];"),
                10 => format!("MOVC RC, R{b};\nKIL LT.{};", ["x", "y", "z", "w"][c as usize & 3]),
                _ => format!("X2D{s} R{a}, R{b}, f[COL0], R{a};"),
            };
            text.push_str(&line);
            text.push('\n');
        }
        text.push_str("MOV o[COLR], R0;\nEND\n");
        let program = match fp::load(&text) {
            Ok(p) => p.program,
            // Budget overflows are legal failures; nothing else is.
            Err(e) => {
                prop_assert!(
                    e.message.contains("too many temporary"),
                    "{}", shasm_diag::render("t.fp", &text, &e.diagnostics)
                );
                return Ok(());
            }
        };
        let exe = Executable::new(&program).unwrap();
        let mut envs: Vec<_> = (0..4).map(|_| exe.env()).collect();
        for (lane, env) in envs.iter_mut().enumerate() {
            for (i, w) in inputs.iter().enumerate() {
                let _ = env.set(shasm_ir::File::Input, 4 + i as u32, [*w, w.rotate_left(lane as u32), !*w, 0x3F80_0000]);
            }
        }
        exe.run(&envs[0]).unwrap();
        exe.run_quad([&envs[0], &envs[1], &envs[2], &envs[3]]).unwrap();
    }
}
