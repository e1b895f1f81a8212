//! What `shasm run` does, for an NV vertex program: load it, load a GL
//! model-view matrix and track the model-view-projection product into
//! c[0..3] (TrackMatrixNV), set attributes by mnemonic (`v[OPOS]`), run
//! one vertex and print its results.
//!
//!     cargo run -p shasm --example nv_vp

use shasm::driver::Input;
use shasm::options::{Matrix, MatrixTransform, MatrixValue, Track, TrackedMatrix};
use shasm::{Options, Program};

const PROGRAM: &str = "!!VP1.0
# Transform by the tracked model-view-projection matrix, pass the colour.
DP4 o[HPOS].x, c[0], v[OPOS];
DP4 o[HPOS].y, c[1], v[OPOS];
DP4 o[HPOS].z, c[2], v[OPOS];
DP4 o[HPOS].w, c[3], v[OPOS];
MOV o[COL0], v[COL0];
END
";

fn main() -> Result<(), shasm::Error> {
    let options = Options {
        // A translation by (1, 2, 3), column-major as LoadMatrixf takes it;
        // the projection stays the identity.
        matrices: vec![MatrixValue {
            matrix: Matrix::ModelView(0),
            columns: [
                1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 1.0, 2.0, 3.0, 1.0,
            ],
        }],
        // The command line's `--track c[0]=MVP,IDENTITY`.
        tracks: vec![Track {
            register: 0,
            matrix: TrackedMatrix::ModelviewProjection,
            transform: MatrixTransform::Identity,
        }],
        ..Options::default()
    };
    let program = Program::load(Input::new("transform.vp", PROGRAM), &options)?;
    let mut inputs = program.inputs()?;
    inputs.set("v[OPOS]", &[1.0, 1.0, 1.0, 1.0])?;
    inputs.set("v[COL0]", &[1.0, 0.5, 0.25, 1.0])?;
    let report = program.run_with(&inputs)?;
    for output in &report.outputs {
        println!("{} = {:?}", output.name, output.floats());
    }
    // (1,1,1,1) moved by (1,2,3): (2,3,4,1).
    assert_eq!(
        report.find("o[HPOS]").map(|e| e.floats()),
        Some([2.0, 3.0, 4.0, 1.0])
    );
    // Another model-view matrix for the next runs, without reloading: the
    // tracked c[0..3] follow it (a translation by (-1, -1, -1)).
    inputs.load_matrix(&"MODELVIEW=1,0,0,0,0,1,0,0,0,0,1,0,-1,-1,-1,1".parse()?)?;
    let report = program.run_with(&inputs)?;
    assert_eq!(
        report.find("o[HPOS]").map(|e| e.floats()),
        Some([0.0, 0.0, 0.0, 1.0])
    );
    Ok(())
}
