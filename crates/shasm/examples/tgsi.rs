//! What `shasm run` does, for a TGSI program: load it, set its inputs by
//! their TGSI names (`IN[0]`, `CONST[2]`) from an inputs file, run it once
//! and print every output it wrote.
//!
//!     cargo run -p shasm --example tgsi [PROGRAM.tgsi [INPUTS]]

use shasm::{Error, Program};
use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut args = std::env::args().skip(1);
    let program_path = args
        .next()
        .map_or_else(|| root.join("examples/tgsi/transform.tgsi"), Into::into);
    let inputs_path = args
        .next()
        .map_or_else(|| root.join("examples/tgsi/transform.inputs"), Into::into);

    let text = std::fs::read_to_string(&program_path)?;
    let name = program_path.display().to_string();
    let program = match Program::from_text(&name, &text) {
        Ok(p) => p,
        Err(Error::Invalid { diagnostics }) => {
            eprint!("{}", shasm_diag::render(&name, &text, &diagnostics));
            std::process::exit(1);
        }
        Err(e) => return Err(e.into()),
    };

    let mut inputs = program.inputs()?;
    for line in std::fs::read_to_string(&inputs_path)?.lines() {
        let line = line.trim();
        if !line.is_empty() && !line.starts_with('#') {
            inputs.assign(line)?; // `IN[0]=1,2,3,1`
        }
    }
    let report = program.run_with(&inputs)?;
    for output in &report.outputs {
        println!("{} = {:?}", output.name, output.floats());
    }
    println!("({} instructions executed)", report.executed);
    Ok(())
}
