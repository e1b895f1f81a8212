//! ARB programs read GL state through the library as through the command
//! line: `state.*` assignments in `Options::sets` change the GL state model,
//! and every binding derived from that state follows (ARB_vertex_program
//! 2.14.1.x, "Program Parameter Bindings").

use shasm::Program;
use shasm::driver::{Input, Options};

const PRODUCT: &str = "!!ARBvp1.0
PARAM product = state.lightprod[0].diffuse;
MOV result.position, vertex.position;
MOV result.color, product;
END
";

fn load(sets: &[&str]) -> Program {
    let options = Options {
        sets: sets.iter().map(|s| s.parse().unwrap()).collect(),
        ..Options::default()
    };
    Program::load(Input::new("product.vp", PRODUCT), &options).unwrap()
}

#[test]
fn state_in_options_changes_the_bindings_derived_from_it() {
    // Light 0 diffuse (1,1,1,1) times GL's initial material diffuse
    // (0.8,0.8,0.8,1); w is the material's alpha (Table X.2.3's text).
    let initial = load(&[]).run().unwrap();
    assert_eq!(
        initial.find("result.color").unwrap().floats(),
        [0.8, 0.8, 0.8, 1.0]
    );
    let red = load(&[
        "state.light[0].diffuse=1,0,0.5,1",
        "state.material.diffuse=0.5,0.5,0.5,0.25",
    ])
    .run()
    .unwrap();
    assert_eq!(
        red.find("result.color").unwrap().floats(),
        [0.5, 0.0, 0.25, 0.25]
    );
}

#[test]
fn inputs_set_gl_state_per_run_without_reloading() {
    let program = load(&[]);
    let mut inputs = program.inputs().unwrap();
    inputs
        .set("state.light[0].diffuse", &[1.0, 0.0, 0.5, 1.0])
        .unwrap();
    // The derived light product follows: (1,0,0.5) x (0.8,0.8,0.8), w the
    // material's alpha (ARB_vertex_program Table X.2.3).
    let color = |inputs: &shasm::Inputs<'_>| {
        program
            .run_with(inputs)
            .unwrap()
            .find("result.color")
            .unwrap()
            .floats()
    };
    assert_eq!(color(&inputs), [0.8, 0.0, 0.4, 1.0]);
    inputs
        .assign("state.material.diffuse=0.5,0.5,0.5,0.25")
        .unwrap();
    assert_eq!(color(&inputs), [0.5, 0.0, 0.25, 0.25]);
    // Other inputs of the same program start from the options' state.
    let fresh = program.inputs().unwrap();
    assert_eq!(color(&fresh), [0.8, 0.8, 0.8, 1.0]);
    // A derived vector is the GL state model's to compute, not settable.
    let error = inputs
        .set("state.lightprod[0].diffuse", &[1.0, 1.0, 1.0, 1.0])
        .unwrap_err();
    assert!(matches!(error, shasm::Error::GlState { .. }), "{error}");
    // Registers are still set by name.
    inputs
        .set("vertex.position", &[1.0, 2.0, 3.0, 1.0])
        .unwrap();
}

#[test]
fn matrices_set_per_run_change_the_derived_mvp() {
    // ARB_vertex_program 2.14.1.x: state.matrix.mvp is P x M; with GL's
    // initial identity projection its rows are the modelview's.
    let program = Program::load(
        Input::new(
            "mvp.vp",
            "!!ARBvp1.0
PARAM mvp[4] = { state.matrix.mvp };
DP4 result.position.x, mvp[0], vertex.position;
DP4 result.position.y, mvp[1], vertex.position;
DP4 result.position.z, mvp[2], vertex.position;
DP4 result.position.w, mvp[3], vertex.position;
END
",
        ),
        &Options::default(),
    )
    .unwrap();
    let mut inputs = program.inputs().unwrap();
    inputs
        .set("vertex.position", &[1.0, 2.0, 3.0, 1.0])
        .unwrap();
    // A translation by (10, 20, 30), given as the matrix's rows.
    inputs
        .set(
            "state.matrix.modelview",
            &[
                1.0, 0.0, 0.0, 10.0, 0.0, 1.0, 0.0, 20.0, 0.0, 0.0, 1.0, 30.0,
            ],
        )
        .unwrap();
    let report = program.run_with(&inputs).unwrap();
    assert_eq!(
        report.find("result.position").unwrap().floats(),
        [11.0, 22.0, 33.0, 1.0]
    );
}
