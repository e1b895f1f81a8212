//! `shasm translate --to tgsi` for FP1.0 keeps the program's meaning: random
//! programs made of what TGSI can express (condition codes included, kept
//! by the back end in a hidden TEMP) are translated, parsed back as TGSI and
//! run on the same inputs (one fragment and a quad); every output word and
//! the kill flag must be the same. The inputs avoid the cases where
//! the two specs define an instruction differently (the translation warns
//! about those): denormals, RSQ/MIN/MAX/LIT/POW are not generated.

use proptest::prelude::*;
use shasm::Program;
use shasm_exec::{Env, Executable, Outcome};
use shasm_ir::File;

const OPS: &[&str] = &[
    "ADD{s} R{a}, R{b}, f[TEX{c}];",
    "MUL{s} R{a}.xz, -R{b}.yxwz, p[{c}];",
    "MAD{s} R{a}, |R{b}|, k, -R{a}.w;",
    "DP3{s} R{a}.y, f[COL0], R{b};",
    "DP4{s} R{a}, R{b}, {1, -0.5, 2, 0.25};",
    "SLT R{a}, R{b}, f[TEX{c}].wzyx;",
    "SGE R{a}, -R{b}, 0.5;",
    "SEQ R{a}.xw, R{b}, R{a};",
    "SNE{s} R{a}, R{b}.x, p[{c}];",
    "SFL R{a}.y, R{b}, R{a};",
    "STR R{a}.z, R{b}, R{a};",
    "FRC{s} R{a}, -R{b};",
    "FLR R{a}, f[TEX{c}];",
    "LRP{s} R{a}, R{b}, k, R{a};",
    "DST R{a}, R{b}, f[TEX{c}];",
    "SUB{s} R{a}, f[WPOS], R{b};",
    "RCP R{a}.x, R{b}.y;",
    "EX2{s} R{a}, R{b}.z;",
    "LG2 R{a}.w, |R{b}.x|;",
    "COS{s} R{a}.x, R{b}.w;",
    "SIN R{a}.y, R{b}.x;",
    "DDX R{a}, f[TEX{c}];",
    "DDY{s} R{a}.xy, R{b};",
    "MOV R{a}, -|p[{c}].zzxy|;",
    "KIL TR;",
    "KIL FL;",
    "MOVC RC, R{b};",
    // Condition codes (the back end keeps them in a hidden TEMP).
    "ADDC{s} R{a}, R{b}, f[TEX{c}];",
    "MULC R{a}.xz, R{b}, k.wzyx;",
    "MOV R{a} (LT.x), R{b};",
    "ADD R{a}.xy (NE.yxzw), R{b}, f[TEX{c}];",
    "MOV{s} R{a} (GE.zwzw), -R{b};",
    "KIL EQ.w;",
    "KIL LT.xyzw;",
];

fn program_text(ops: &[(usize, u8, u8, u8, bool)]) -> String {
    let mut text = String::from("!!FP1.0\nDECLARE k = {0.5, -1, 2, 3};\n");
    for &(op, a, b, c, sat) in ops {
        let line = OPS[op]
            .replace("{s}", if sat { "_SAT" } else { "" })
            .replace("{a}", &a.to_string())
            .replace("{b}", &b.to_string())
            .replace("{c}", &c.to_string());
        text.push_str(&line);
        text.push('\n');
    }
    text.push_str("MOV o[COLR], R0;\nMOV o[DEPR].z, R1.x;\nEND\n");
    text
}

/// The same inputs for both programs, by register file and index (the
/// translation keeps indices); registers a program lacks are skipped.
fn envs(exe: &Executable, inputs: &[i8], lanes: usize) -> Vec<Env> {
    (0..lanes)
        .map(|lane| {
            let mut env = exe.env();
            let value = |k: usize| {
                let v = inputs[(k + 3 * lane) % inputs.len()];
                f32::from(v) / 8.0
            };
            for i in 0..12u32 {
                let base = 4 * i as usize;
                let _ = env.set_f32(
                    File::Input,
                    i,
                    [
                        value(base),
                        value(base + 1),
                        value(base + 2),
                        value(base + 3),
                    ],
                );
            }
            for i in 0..8u32 {
                let base = 48 + 4 * i as usize;
                let _ = env.set_f32(
                    File::Const,
                    i,
                    [
                        value(base),
                        value(base + 1),
                        value(base + 2),
                        value(base + 3),
                    ],
                );
            }
            let _ = env.set_f32(File::Const, 64, [0.5, -1.0, 2.0, 3.0]);
            env
        })
        .collect()
}

fn same(fp: &Outcome, tgsi: &Outcome) -> Result<(), String> {
    for out in 0..2 {
        let mask = fp.written(File::Output, out);
        if mask != tgsi.written(File::Output, out) {
            return Err(format!(
                "OUT[{out}] written {mask:#x} and {:#x}",
                tgsi.written(File::Output, out)
            ));
        }
        let (a, b) = (fp.get(File::Output, out), tgsi.get(File::Output, out));
        for c in 0..4 {
            if mask & (1 << c) != 0 && a.map(|v| v[c]) != b.map(|v| v[c]) {
                return Err(format!("OUT[{out}]: {a:x?} and {b:x?}"));
            }
        }
    }
    if fp.killed() != tgsi.killed() {
        return Err("the kill flags differ".into());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn translated_programs_compute_the_same(
        ops in prop::collection::vec((0usize..OPS.len(), 0u8..6, 0u8..6, 0u8..4, any::<bool>()), 1..14),
        inputs in prop::collection::vec(-64i8..64, 7..40),
    ) {
        let text = program_text(&ops);
        let fp = Program::from_text("generated.fp", &text)
            .unwrap_or_else(|_| panic!("does not load:\n{text}"));
        let tgsi_text = fp
            .translate("tgsi")
            .unwrap_or_else(|_| panic!("does not translate:\n{text}"))
            .text;
        let tgsi = shasm_tgsi::parse(&tgsi_text)
            .unwrap_or_else(|e| panic!("{e}\n{tgsi_text}"));
        let fp_exe = Executable::new(fp.ir()).unwrap();
        let tgsi_exe = Executable::new(&tgsi).unwrap();

        let (a, b) = (envs(&fp_exe, &inputs, 1), envs(&tgsi_exe, &inputs, 1));
        let r = same(&fp_exe.run(&a[0]).unwrap(), &tgsi_exe.run(&b[0]).unwrap());
        prop_assert!(r.is_ok(), "{}\n{text}\n{tgsi_text}", r.unwrap_err());

        let (a, b) = (envs(&fp_exe, &inputs, 4), envs(&tgsi_exe, &inputs, 4));
        let fa = fp_exe.run_quad([&a[0], &a[1], &a[2], &a[3]]).unwrap();
        let fb = tgsi_exe.run_quad([&b[0], &b[1], &b[2], &b[3]]).unwrap();
        for lane in 0..4 {
            let r = same(&fa[lane], &fb[lane]);
            prop_assert!(r.is_ok(), "pixel {lane}: {}\n{text}\n{tgsi_text}", r.unwrap_err());
        }
    }
}
