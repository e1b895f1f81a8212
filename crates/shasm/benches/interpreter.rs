//! Reference-interpreter speed on the bundled programs, in invocations per
//! second (criterion's throughput). Each benchmark loads the program through
//! the facade, as `shasm bench` does, and reuses one machine.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shasm::Program;
use shasm::driver::{Input, Options};
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
        let program = Program::load(input, &options).expect("bundled program loads");
        let inputs = program.inputs().expect("inputs apply");
        let env = inputs.env();
        let exe = program.executable();
        let mut machine = exe.machine();
        group.bench_function(*name, |b| {
            b.iter(|| {
                exe.run_in(&mut machine, black_box(env)).expect("runs");
                black_box(&machine);
            })
        });
    }
    // The same transform in plain Rust, as the yardstick: the ratio of the
    // two figures is the interpreter's cost per invocation.
    let rows: [[f32; 4]; 4] = [
        [2.0, 0.0, 0.0, 0.5],
        [0.0, 2.0, 0.0, -1.0],
        [0.0, 0.0, 1.0, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ];
    let position = [1.0f32, 2.0, 3.0, 1.0];
    let colour = [1.0f32, 0.5, 0.25, 1.0];
    group.bench_function("native_transform", |b| {
        b.iter(|| {
            let p = black_box(position);
            let rows = black_box(&rows);
            let out: [f32; 4] = std::array::from_fn(|r| {
                ((rows[r][0] * p[0] + rows[r][1] * p[1]) + rows[r][2] * p[2]) + rows[r][3] * p[3]
            });
            black_box((out, black_box(colour)));
        })
    });
    group.finish();
}

criterion_group!(benches, interpreter);
criterion_main!(benches);
