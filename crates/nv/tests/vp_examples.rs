//! The example programs of `examples/nv/vp/` (the NV_vertex_program2
//! Issues-section programs, completed per notes §10 #29), each run with its
//! `.vp.inputs` file (`NAME=VALUES` lines, as `shasm run FILE --inputs
//! FILE.inputs` reads them). The expected values are worked out by hand in
//! the comments; every input is chosen so that they are exact.

use shasm_exec::{End, Executable, Outcome};
use shasm_nv::vp::{self, VertexProgram};
use std::path::PathBuf;

fn example(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/nv/vp")
        .join(name)
}

/// One component as `shasm run --set` writes it: a decimal float, `nan`,
/// `inf`, `-inf` or a raw word `0x3f800000`.
fn word(text: &str) -> u32 {
    let text = text.trim();
    if let Some(hex) = text.strip_prefix("0x") {
        return u32::from_str_radix(hex, 16).expect("hex word");
    }
    match text {
        "nan" => f32::NAN.to_bits(),
        "inf" => f32::INFINITY.to_bits(),
        "-inf" => f32::NEG_INFINITY.to_bits(),
        _ => text.parse::<f32>().expect("float").to_bits(),
    }
}

struct Example {
    program: VertexProgram,
    exe: Executable,
    inputs: Vec<String>,
}

impl Example {
    fn load(name: &str) -> Example {
        let text = std::fs::read_to_string(example(name)).expect("example exists");
        let program = match vp::load(&text) {
            Ok(p) => p,
            Err(e) => panic!("{}", shasm_diag::render(name, &text, &e.diagnostics)),
        };
        let exe = Executable::new(&program.program).expect("prepares");
        let inputs = std::fs::read_to_string(example(&format!("{name}.inputs")))
            .expect("inputs file exists")
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(String::from)
            .collect();
        Example {
            program,
            exe,
            inputs,
        }
    }

    /// Run with the inputs file, then `overrides` (later lines win).
    fn run(&self, overrides: &[&str]) -> Outcome {
        let mut env = self.exe.env();
        for line in self
            .inputs
            .iter()
            .map(String::as_str)
            .chain(overrides.iter().copied())
        {
            let (name, values) = line.split_once('=').expect("NAME=VALUES");
            let (file, index) = vp::resolve_register(name, self.program.version)
                .unwrap_or_else(|| panic!("`{name}` is not a register"));
            let mut value = [None; 4];
            for (slot, v) in value.iter_mut().zip(values.split(',')) {
                *slot = Some(word(v));
            }
            env.set_components(file, index, value).expect("settable");
        }
        self.exe.run(&env).expect("runs")
    }

    fn get(&self, o: &Outcome, name: &str) -> [f32; 4] {
        let (file, index) = vp::resolve_register(name, self.program.version).expect("register");
        o.get_f32(file, index).expect("exists")
    }
}

#[test]
fn lighting_with_condition_codes() {
    let ex = Example::load("lighting.vp");
    let o = ex.run(&[]);
    // N = (0,0,1): N.L = 0.75, N.H = 0.5; LIT gives (1, 0.75, 0.5^2, 1).
    // R0 = ambient 0.125 + diffuse (0.5, 0.25, 0) * 0.75 + specular 0.25:
    // (0.75, 0.5625, 0.375), alpha from the ambient term: 1.
    assert_eq!(ex.get(&o, "o[COL0]"), [0.75, 0.5625, 0.375, 1.0]);
    assert_eq!(ex.get(&o, "o[HPOS]"), [1.0, 2.0, 3.0, 1.0]);
    assert_eq!(ex.get(&o, "R1"), [1.0, 0.75, 0.25, 1.0]);
    assert_eq!(o.executed(), 16);
    // Facing away: N.L = -0.75 sets CC.x to LT and the branch skips the
    // diffuse and specular terms (§2.14.3.6): ambient only, 5 fewer
    // instructions.
    let o = ex.run(&["c[7]=0,-0.6614378,-0.75,0"]);
    assert_eq!(ex.get(&o, "o[COL0]"), [0.125, 0.125, 0.125, 1.0]);
    assert_eq!(o.cc(0)[0].nv_name(), "LT");
    assert_eq!(o.executed(), 11);
}

#[test]
fn subroutine_multiplies_by_repeated_addition() {
    let ex = Example::load("subroutines.vp");
    let o = ex.run(&[]);
    // floor(3.7) * 2.5 = 7.5 in every component.
    assert_eq!(ex.get(&o, "o[COL0]"), [7.5; 4]);
    // MOV, MOV, FLRC, BRA; 3 x (CAL, ADD, RET, ADDC, BRA); MOV, MOV.
    assert_eq!(o.executed(), 21);
    assert_eq!(o.end(), End::Normal);
    // A <= 0: FLRC gives a count <= 0 and BRA done (LE.x) skips the loop.
    let o = ex.run(&["c[0]=-1,2.5,0,1"]);
    assert_eq!(ex.get(&o, "o[COL0]"), [0.0; 4]);
    assert_eq!(o.executed(), 6);
}

#[test]
fn clip_distances() {
    let ex = Example::load("clip_distances.vp");
    let o = ex.run(&[]);
    // Eye coordinates (1, 2, -2, 1). Plane y - 1: 1. Sphere around
    // (0, 0, -5): d = (1, 2, 3), d^2 = 14, r^2 - d^2 = 2. Only x of a clip
    // distance is written; y, z, w keep (0, 0, 1) (§2.14.1.5).
    assert_eq!(ex.get(&o, "o[HPOS]"), [1.0, 2.0, -2.0, 1.0]);
    assert_eq!(ex.get(&o, "o[CLP0]"), [1.0, 0.0, 0.0, 1.0]);
    assert_eq!(ex.get(&o, "o[CLP1]"), [2.0, 0.0, 0.0, 1.0]);
    // (5, 0, 0) is below the plane (-1) and outside the sphere
    // (16 - 25 = -9): both distances are negative, so it is clipped.
    let o = ex.run(&["v[OPOS]=5,0,0,1"]);
    assert_eq!(ex.get(&o, "o[CLP0]")[0], -1.0);
    assert_eq!(ex.get(&o, "o[CLP1]")[0], -9.0);
}

#[test]
fn loop_with_ara() {
    let ex = Example::load("loop_ara.vp");
    let o = ex.run(&[]);
    // A1 = (3, 8, -1, 2): three calls reading c[8], c[10], c[12].
    assert_eq!(ex.get(&o, "o[COL0]"), [111.0, 222.0, 333.0, 444.0]);
    let a1 = o.get(shasm_ir::File::Address, 1).unwrap().map(|w| w as i32);
    assert_eq!(a1, [0, 14, -1, 2]);
    // ARLC; 3 x (CAL, ADD, RET, ARAC, BRA); MOV, MOV, RET.
    assert_eq!(o.executed(), 19);
    // Zero iterations: ARLC sets CC.x to EQ, so `function` is not called
    // and the counter goes to -1 (LT): the loop ends at once.
    let o = ex.run(&["c[0]=0,8,-1,2"]);
    assert_eq!(ex.get(&o, "o[COL0]"), [0.0; 4]);
    // ARLC, CAL (not taken), ARAC, BRA (not taken), MOV, MOV, RET.
    assert_eq!(o.executed(), 7);
}

#[test]
fn skinning_with_up_to_eight_matrices() {
    let ex = Example::load("skinning.vp");
    let o = ex.run(&[]);
    // 0.5 (1,2,3,1) + 0.25 (11,2,3,1) + 0.25 (2,4,6,1) = (3.75, 2.5, 3.75, 1);
    // the projection flips z. The fourth index (-1) ends skin4 with
    // RET (LT.w), and BRA end (LT) skips the second four.
    assert_eq!(ex.get(&o, "o[HPOS]"), [3.75, 2.5, -3.75, 1.0]);
    // MOV, ARLC, CAL; skin4: RET + 3 x (4 DP4, MAD, RET); BRA; 4 DP4, RET.
    assert_eq!(o.executed(), 28);
    // All eight: M0 three times, M1 three times, M2 twice, each weighted
    // 1/8: (3 (1,2,3,1) + 3 (11,2,3,1) + 2 (2,4,6,1)) / 8 = (5, 2.5, 3.75, 1).
    let o = ex.run(&[
        "v[12]=0.125,0.125,0.125,0.125",
        "v[13]=0.125,0.125,0.125,0.125",
        "v[14]=0,4,8,0",
        "v[15]=4,8,0,4",
    ]);
    assert_eq!(ex.get(&o, "o[HPOS]"), [5.0, 2.5, -3.75, 1.0]);
    // MOV, ARLC, CAL, 25 in skin4, BRA, MOV, ARLC, CAL, 25, 4 DP4, RET.
    assert_eq!(o.executed(), 62);
}
