//! Canonical text (`shasm fmt`): printing a loaded program and loading the
//! text again gives the same IR program; printing is idempotent; the layout
//! rules of `shasm_nv::fp::print`.

use proptest::prelude::*;
use shasm_nv::fp;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `text` prints, the print loads to the same IR, and printing the print
/// changes nothing.
fn round_trip(name: &str, text: &str) -> String {
    let original = match fp::load(text) {
        Ok(p) => p.program.without_spans(),
        Err(e) => panic!("{}", shasm_diag::render(name, text, &e.diagnostics)),
    };
    let printed = fp::format(text).unwrap();
    let reloaded = match fp::load(&printed) {
        Ok(p) => p.program.without_spans(),
        Err(e) => panic!(
            "{name}: the printed text does not load:\n{printed}\n{}",
            shasm_diag::render(name, &printed, &e.diagnostics)
        ),
    };
    assert_eq!(original, reloaded, "{name}: printed as\n{printed}");
    assert_eq!(
        fp::format(&printed).unwrap(),
        printed,
        "{name}: not idempotent"
    );
    printed
}

#[test]
fn layout() {
    let text = "!!FP1.0 # header comment
DEFINE pi = 3.14159; DEFINE v = {1, pi};
DECLARE a = 2; DECLARE b; DECLARE c = {1,2};


MADRC_SAT R0.xyw (NE.xxyy), -|f[TEX0].wzyx|, +v.x, -pi;   # trailing
   KIL LT;
KIL GT.x;   # a
MOV H1.xyzw, -v.xyzw;     # b
# own line
TXD R3, R0, {0.5}, -|-2|, TEX15, RECT;
MOV o[COLR], c;
END
# after end
";
    // Scalar DECLAREs are replicated (§3.11.2), so `a` stays a scalar;
    // vector constants are written with all four components; `+`, identity
    // swizzles and full masks go; trailing comments of consecutive lines
    // line up.
    let want = "!!FP1.0  # header comment
DEFINE pi = 3.14159;
DEFINE v = {1, 3.14159, 0, 1};
DECLARE a = 2;
DECLARE b;
DECLARE c = {1, 2, 0, 1};

MADRC_SAT R0.xyw (NE.xxyy), -|f[TEX0].wzyx|, v.x, -pi;  # trailing
KIL LT;
KIL GT.x;    # a
MOV H1, -v;  # b
# own line
TXD R3, R0, {0.5, 0, 0, 1}, -|-2|, TEX15, RECT;
MOV o[COLR], c;
END
# after end
";
    assert_eq!(round_trip("layout.fp", text), want);
}

#[test]
fn numbers_keep_their_values() {
    // 1e39 overflows to +INF at load (§3.11.3, notes 1.4); 1e-40 flushes to
    // 0; both print as values that load the same.
    let text = "!!FP1.0\nMOV R0, {1e39, -1e39, 1e-40, 0.1};\nMOV R1, -0.0;\nMOV o[COLR], {65504, 1.5e-7, 33554432, -2.5};\nEND\n";
    let printed = round_trip("numbers.fp", text);
    assert!(
        printed.contains("MOV R0, {1e39, -1e39, 0, 0.1};"),
        "{printed}"
    );
    assert!(printed.contains("MOV R1, -0;"), "{printed}");
    assert!(
        printed.contains("{65504, 1.5e-7, 33554432, -2.5}"),
        "{printed}"
    );
}

#[test]
fn examples_are_canonical() {
    for name in ["bump.fp", "toon.fp", "pack.fp"] {
        let path = root().join("examples/nv/fp").join(name);
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(
            round_trip(name, &text),
            text,
            "{name} is not in canonical form"
        );
    }
}

#[test]
fn spec_test_programs_round_trip() {
    let dir = root().join("tests/spec/nv_fp");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "test") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let Some((_, program)) = text.split_once("\n---\n") else {
            continue;
        };
        if fp::load(program).is_ok() {
            round_trip(&path.display().to_string(), program);
            n += 1;
        }
    }
    assert!(n >= 10, "only {n} spec-test programs load");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn generated_programs_round_trip(
        ops in prop::collection::vec((0usize..14, 0u8..12, 0u8..12, 0u8..8, any::<bool>()), 1..16),
        values in prop::collection::vec(any::<f32>().prop_filter("literals are numbers", |v| v.is_finite()), 4),
    ) {
        let v = values.iter().map(|x| format!("{x:e}")).collect::<Vec<_>>();
        let mut text = format!(
            "!!FP1.0\n# generated\nDEFINE sc = {};\nDEFINE vec = {{{}, {}}};\nDECLARE k = {{1, 2, 3, 4}};\nDECLARE zero;\n",
            v[0], v[1], v[2]
        );
        for (op, a, b, c, sat) in ops {
            let s = if sat { "_SAT" } else { "" };
            let line = match op {
                0 => format!("ADDH{s} H{a}, R{b}, f[TEX{c}];  # c"),
                1 => format!("MADX{s} R{a}, H{b}, -|R{a}.wzyx|, {{1, {}}};", v[3]),
                2 => format!("RCPC{s} R{a}.x (NE.y), -sc;"),
                3 => format!("POW{s} H{a}, R{b}.x, |vec.y|;"),
                4 => format!("PK4UB R{a}, H{b}; MOV R{b}.yw, -vec.zwxy;"),
                5 => format!("UP2H{s} H{a}, R{b}.y;\n\n\n# gap"),
                6 => format!("TXP{s} R{a}, f[TEX{c}], TEX{c}, 2D;"),
                7 => format!("DDX{s} R{a}.xz, f[WPOS];"),
                8 => format!("LIT{s} H{a}, -k;"),
                9 => format!("RFL{s} R{a}.xyz, R{b}, p[{c}];"),
                10 => format!("MOVC RC, R{b};\nKIL LT.{};", ["x", "y", "z", "w"][c as usize & 3]),
                11 => format!("SGE{s} R{a}, zero.x, R{b};\nSLT R{b}, {}, R{a};", v[1]),
                12 => format!("TXD R{a}, R{b}, vec, -vec.yxzw, TEX{}, CUBE;", c + 8),
                _ => format!("X2D{s} R{a}, R{b}, f[COL0], R{a};"),
            };
            text.push_str(&line);
            text.push('\n');
        }
        text.push_str("MOV o[COLR], R0;\nEND\n");
        // Every register is below 12: the budget of §3.11.3 holds.
        round_trip("generated.fp", &text);
    }
}
