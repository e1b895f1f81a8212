//! ARB vertex programs with ADDRESS registers translate to TGSI (`DCL
//! ADDR[0]`, ARL, `CONST[ADDR[0].x+n]`, as Mesa maps them), and the
//! translation computes what the ARB program computes: both run with the
//! same attributes (IN) and parameters (CONST) by register index, which
//! the translation keeps.

use shasm::Program;
use shasm_exec::{Env, Executable, Outcome};
use shasm_ir::{Binding, File};

/// Attribute and parameter values: small, distinct, exact in binary32.
fn value(index: u32, component: usize) -> f32 {
    ((index * 4 + component as u32) % 13) as f32 * 0.25 - 1.0
}

/// An environment for `exe` with every input and every bound parameter of
/// the ARB program `arb` set, plus the address-selecting attribute
/// `select` (IN index, value).
fn env(exe: &Executable, arb: &shasm_ir::Program, select: (u32, [f32; 4])) -> Env {
    let mut env = exe.env();
    for d in &arb.declarations {
        let set = match d.file {
            File::Input => true,
            File::Const => d.binding != Binding::None,
            _ => false,
        };
        if set {
            for i in d.first..=d.last {
                let _ = env.set_f32(d.file, i, std::array::from_fn(|c| value(i, c)));
            }
        }
    }
    let _ = env.set_f32(File::Input, select.0, select.1);
    env
}

fn compare(arb: &Outcome, tgsi: &Outcome, outputs: u32) -> Result<(), String> {
    for out in 0..outputs {
        let mask = arb.written(File::Output, out);
        if mask != tgsi.written(File::Output, out) {
            return Err(format!(
                "OUT[{out}] written {mask:#x} and {:#x}",
                tgsi.written(File::Output, out)
            ));
        }
        let (a, b) = (arb.get(File::Output, out), tgsi.get(File::Output, out));
        for c in 0..4 {
            let (x, y) = (a.map(|v| v[c]), b.map(|v| v[c]));
            if mask & (1 << c) != 0 && x != y {
                return Err(format!("OUT[{out}]: {a:x?} and {b:x?}"));
            }
        }
    }
    Ok(())
}

/// Translate `text`, check the TGSI declares ADDR and uses ARL, and run
/// both for each selecting attribute value.
fn same_runs(text: &str, select: u32, values: &[[f32; 4]]) {
    let arb = Program::from_text("program.vp", text).unwrap_or_else(|e| panic!("{e}"));
    let translation = arb
        .translate("tgsi")
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    let tgsi_text = translation.text;
    assert!(tgsi_text.contains("DCL ADDR[0]"), "{tgsi_text}");
    assert!(tgsi_text.contains("ARL ADDR[0].x"), "{tgsi_text}");
    let tgsi = shasm_tgsi::parse(&tgsi_text).unwrap_or_else(|e| panic!("{e}\n{tgsi_text}"));
    let arb_exe = Executable::new(arb.ir()).unwrap();
    let tgsi_exe = Executable::new(&tgsi).unwrap();
    for v in values {
        let a = arb_exe.run(&env(&arb_exe, arb.ir(), (select, *v))).unwrap();
        let b = tgsi_exe
            .run(&env(&tgsi_exe, arb.ir(), (select, *v)))
            .unwrap();
        assert_eq!(a.written(File::Output, 0), 0xf, "the position is written");
        if let Err(e) = compare(&a, &b, 16) {
            panic!("select {v:?}: {e}\n{text}\n{tgsi_text}");
        }
    }
}

#[test]
fn relative_addressing_translates_and_runs_the_same() {
    // ARL floors (ARB_vertex_program 2.14.5.3), offsets reach both ways.
    let text = "!!ARBvp1.0
PARAM p[] = { program.env[0..7] };
ADDRESS A;
TEMP t;
ARL A.x, vertex.attrib[3].x;
MOV t, p[A.x + 2];
ADD result.position, t, p[A.x - 1];
MAD result.color, p[A.x], vertex.attrib[1], p[A.x + 4];
END
";
    let selects = [1.0, 1.7, 2.0, 3.5, 1.25].map(|x| [x, 0.0, 0.0, 1.0]);
    same_runs(text, 3, &selects);
}

#[test]
fn the_skinning_example_translates_and_runs_the_same() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/arb/skinning.vp"
    ))
    .unwrap();
    // vertex.attrib[7] holds the two bone indices (0 or 1 here).
    let selects = [
        [0.0, 1.0, 0.0, 0.0],
        [1.0, 0.0, 0.0, 0.0],
        [1.0, 1.0, 0.0, 0.0],
    ];
    same_runs(&text, 7, &selects);
}
