//! `--set` assignments of any text on a fixed program of each language:
//! the first byte picks the program, the rest is split into lines, each
//! applied with `Inputs::assign` (and its name part set through
//! `Inputs::set`); the program then runs on what was accepted. Nothing may
//! panic.
//!
//! Run in crates/shasm: `RUSTC_BOOTSTRAP=1 cargo fuzz run assign
//! fuzz/corpus/assign ../../examples` (the `.inputs` files are seeds).
#![no_main]

use libfuzzer_sys::fuzz_target;
use shasm::Program;
use shasm::driver::{Input, Options};
use std::sync::OnceLock;

const PROGRAMS: [(&str, &[u8]); 6] = [
    (
        "transform.tgsi",
        include_bytes!("../../../../examples/tgsi/transform.tgsi"),
    ),
    (
        "loop_branch.tgsi",
        include_bytes!("../../../../examples/tgsi/loop_branch.tgsi"),
    ),
    (
        "lighting.vp",
        include_bytes!("../../../../examples/nv/vp/lighting.vp"),
    ),
    (
        "bump.fp",
        include_bytes!("../../../../examples/nv/fp/bump.fp"),
    ),
    (
        "lighting.v.pica",
        include_bytes!("../../../../examples/pica/lighting.v.pica"),
    ),
    (
        "sprite.g.pica",
        include_bytes!("../../../../examples/pica/sprite.g.pica"),
    ),
];

fn programs() -> &'static [Program] {
    static LOADED: OnceLock<Vec<Program>> = OnceLock::new();
    LOADED.get_or_init(|| {
        let options = Options {
            budget: Some(10_000),
            ..Options::default()
        };
        PROGRAMS
            .iter()
            .map(|(name, bytes)| {
                Program::load(Input::new(*name, *bytes), &options).expect("example loads")
            })
            .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let program = &programs()[usize::from(selector) % PROGRAMS.len()];
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let Ok(mut inputs) = program.inputs() else {
        return;
    };
    for line in text.lines() {
        let _ = inputs.assign(line).map_err(|e| e.to_string());
        if let Some((name, values)) = line.split_once('=') {
            let floats: Vec<f32> = values
                .split(',')
                .filter_map(|v| v.trim().parse().ok())
                .collect();
            let _ = program.resolve(name);
            let _ = inputs.set(name, &floats).map_err(|e| e.to_string());
        }
    }
    let _ = program.run_with(&inputs).map(|r| r.to_json());
});
