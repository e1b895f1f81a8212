//! What `shasm run` does, for an NV fragment program with textures: bind
//! the bundled bump-mapping example's PNG images to texture units 0 and 1,
//! read its inputs file (`f[TEX0]=...`, named parameters), run one
//! fragment and print the colour it writes.
//!
//!     cargo run -p shasm --example nv_fp

use shasm::driver::Input;
use shasm::{Options, Program, Sampler, TextureFile, TextureTarget};
use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let dir = root.join("examples/nv/fp");
    let options = Options {
        inputs: Some(dir.join("bump.inputs")),
        textures: [(0, "normal.png"), (1, "base.png")]
            .map(|(unit, file)| TextureFile {
                unit,
                target: TextureTarget::Tex2D,
                path: dir.join(file),
                sampler: Sampler::default(),
            })
            .to_vec(),
        ..Options::default()
    };
    let bytes = shasm::limits::read_file(
        &dir.join("bump.fp"),
        shasm::limits::MAX_PROGRAM_FILE,
        "program",
    )?;
    let program = Program::load(Input::new("bump.fp", bytes), &options)?;
    // `run` applies the options: textures, then the inputs file.
    let report = program.run()?;
    for output in &report.outputs {
        println!("{} = {:?}", output.name, output.floats());
    }
    println!("killed: {}", report.killed.unwrap_or(false));
    Ok(())
}
