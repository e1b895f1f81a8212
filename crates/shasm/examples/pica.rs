//! What `shasm run` does, for a PICA200 shader: assemble the bundled
//! lighting example from picasso source, set its inputs and uniforms by
//! their names in the source from the inputs file, run one vertex with the
//! hardware's float24 arithmetic and print its outputs; then the same with
//! binary32 arithmetic, as most emulators compute.
//!
//!     cargo run -p shasm --example pica

use shasm::driver::Input;
use shasm::{FloatModel, Options, Program};
use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let dir = root.join("examples/pica");
    let source = std::fs::read(dir.join("lighting.v.pica"))?;
    for model in [FloatModel::F24, FloatModel::F32] {
        let options = Options {
            inputs: Some(dir.join("lighting.inputs")),
            float_model: model,
            ..Options::default()
        };
        let program = Program::load(Input::new("lighting.v.pica", source.clone()), &options)?;
        let report = program.run()?;
        println!("-- {model}");
        for output in &report.outputs {
            println!("{} = {:?}", output.name, output.floats());
        }
    }
    Ok(())
}
