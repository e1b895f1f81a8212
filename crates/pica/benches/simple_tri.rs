//! Vertices per second of the reference interpreter on the corpus's
//! simple_tri vertex shader (2 MOV, 4 DP4, MOV, END), single-threaded.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shasm_exec::Executable;
use shasm_ir::{File, Semantics};
use shasm_pica::Shbin;
use shasm_pica::lower::lower;
use std::hint::black_box;

/// The corpus SHBIN (the repository's copy in `tests/corpus`, or
/// `SHASM_PICA_CORPUS`).
fn simple_tri() -> Vec<u8> {
    let dir = std::env::var_os("SHASM_PICA_CORPUS")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| {
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../../tests/corpus/pica-3ds-examples")
        });
    std::fs::read(dir.join("graphics_gpu_simple_tri_vshader.v.shbin")).expect("simple_tri")
}

fn bench(c: &mut Criterion) {
    let shbin = Shbin::read(&simple_tri()).expect("corpus SHBIN");
    let mut group = c.benchmark_group("pica_simple_tri");
    const VERTICES: u64 = 10_000;
    group.throughput(Throughput::Elements(VERTICES));
    for (name, sem) in [("f24", Semantics::pica()), ("f32", Semantics::pica_f32())] {
        let p = lower(&shbin, 0, sem).expect("lowers");
        let exe = Executable::new(&p).expect("prepares");
        let mut env = exe.env();
        for row in 0..4 {
            let mut r = [0.0f32; 4];
            r[row as usize] = 1.5;
            r[3] = 0.25;
            env.set_f32(File::Const, row, r).unwrap();
        }
        let mut m = exe.machine();
        group.bench_function(name, |b| {
            b.iter(|| {
                for v in 0..VERTICES {
                    let x = v as f32;
                    env.set_f32(File::Input, 0, [x, x * 0.5, 1.0, 1.0]).unwrap();
                    env.set_f32(File::Input, 1, [0.5, 0.25, x, 1.0]).unwrap();
                    exe.run_in(&mut m, &env).unwrap();
                    black_box(exe.read(&m, File::Output, 0));
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
