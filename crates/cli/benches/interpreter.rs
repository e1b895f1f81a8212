//! Reference-interpreter speed on the bundled programs, in invocations per
//! second (criterion's throughput). Each benchmark loads the program through
//! the same driver as `shasm bench` and reuses one machine.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shasm_cli::commands::{load, make_env, prepare};
use shasm_cli::driver::{Input, Options};
use std::hint::black_box;
use std::path::Path;

/// (name, program file, inputs file) relative to the workspace root.
const PROGRAMS: &[(&str, &str, &str)] = &[(
    "tgsi_transform",
    "examples/tgsi/transform.tgsi",
    "examples/tgsi/transform.inputs",
)];

fn interpreter(c: &mut Criterion) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut group = c.benchmark_group("interpreter");
    group.throughput(Throughput::Elements(1));
    for (name, file, inputs) in PROGRAMS {
        let path = root.join(file);
        let Ok(bytes) = std::fs::read(&path) else {
            eprintln!("skipping {name}: {} is missing", path.display());
            continue;
        };
        let input = Input::new(*file, bytes);
        let options = Options {
            inputs: Some(root.join(inputs)),
            ..Options::default()
        };
        let (driver, loaded) = load(&input, &options).expect("bundled program loads");
        let exe = prepare(&loaded, &options).expect("prepares");
        let env = make_env(driver, &loaded, &exe, &options).expect("inputs apply");
        let mut machine = exe.machine();
        group.bench_function(*name, |b| {
            b.iter(|| {
                exe.run_in(&mut machine, black_box(&env)).expect("runs");
                black_box(&machine);
            })
        });
    }
    group.finish();
}

criterion_group!(benches, interpreter);
criterion_main!(benches);
