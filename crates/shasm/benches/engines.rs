//! Every engine side by side (`interp`, `lanes`, `jit`) on the benchmark
//! programs of issues 20 and 21 (the PICA200 `simple_tri` and
//! `normal_mapping` vertex shaders in float24, the TGSI transform), one
//! batch of [`COUNT`] invocations per iteration, in one run:
//! `cargo bench -p shasm --bench engines`. Criterion's throughput is in
//! invocations; the ratios of the times per invocation are the figures.
//!
//! Each engine runs the batch as one `Kernel::run` (the interpreter's: one
//! reused machine, each invocation's inputs written into one environment,
//! `run_in`, the outputs read back), on one thread; `jit-2-threads` is the
//! JIT's kernel split over two (`shasm::Threaded`).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shasm::Program;
use shasm::driver::{Input, Options};
use shasm_engine::{EngineKind, IoLayout, Kernel, Order, Results, Slot};
use shasm_exec::{Env, Executable};
use shasm_ir::File;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Invocations per batch.
const COUNT: usize = 1 << 20;

/// (name, program file, inputs file) relative to the workspace root.
const PROGRAMS: &[(&str, &str, Option<&str>)] = &[
    (
        "pica_simple_tri",
        "tests/corpus/pica-3ds-examples/graphics_gpu_simple_tri_vshader.v.pica",
        None,
    ),
    (
        "pica_normal_mapping",
        "tests/corpus/pica-3ds-examples/graphics_gpu_normal_mapping_vshader.v.pica",
        None,
    ),
    (
        "tgsi_transform",
        "examples/tgsi/transform.tgsi",
        Some("examples/tgsi/transform.inputs"),
    ),
];

/// A deterministic word sequence (xorshift), as floats in [-2, 2].
fn values(n: usize, seed: u64) -> Vec<u32> {
    let mut x = seed | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            ((x >> 40) as f32 / (1u64 << 24) as f32 * 4.0 - 2.0).to_bits()
        })
        .collect()
}

/// The registers of `file` the program's instructions name (the inputs
/// it reads, the outputs it writes), as layout slots.
fn slots(exe: &Executable, file: File) -> Vec<Slot> {
    let size = exe.layout().file(file).size;
    let mut out: Vec<u32> = exe
        .program()
        .instructions
        .iter()
        .flat_map(|i| {
            let srcs = i
                .src
                .iter()
                .filter(|s| s.file() == file && s.index() >= 0)
                .map(|s| s.index() as u32);
            let dst = i.dst.filter(|d| d.file() == file).map(|d| d.index());
            srcs.chain(dst).collect::<Vec<_>>()
        })
        .filter(|&i| i < size)
        .collect();
    out.sort();
    out.dedup();
    out.into_iter().map(|i| Slot::new(file, i)).collect()
}

fn side_by_side(c: &mut Criterion) {
    // SHASM_ROOT: the workspace root where the bench binary runs from
    // another checkout.
    let root = std::env::var_os("SHASM_ROOT").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../.."),
        PathBuf::from,
    );
    let mut group = c.benchmark_group("engines");
    group.sample_size(10);
    group.throughput(Throughput::Elements(COUNT as u64));
    for (name, file, inputs) in PROGRAMS {
        let path = root.join(file);
        let bytes = std::fs::read(&path).expect("benchmark program");
        let options = Options {
            inputs: inputs.map(|i| root.join(i)),
            ..Options::default()
        };
        let program = Program::load(Input::new(*file, bytes), &options).expect("program loads");
        let mut env: Env = program.inputs().expect("inputs apply").env().clone();
        let exe = Arc::new(program.executable().clone());
        // Uniforms the program leaves at zero get values, so that the
        // arithmetic is not all zeros.
        let consts = exe.layout().file(File::Const).size;
        for i in 0..consts {
            if env.get(File::Const, i) == Ok([0; 4]) {
                let v = values(4, 99 + u64::from(i));
                env.set(File::Const, i, [v[0], v[1], v[2], v[3]]).ok();
            }
        }
        let layout = IoLayout {
            inputs: slots(&exe, File::Input),
            outputs: slots(&exe, File::Output),
            order: Order::Aos,
            quads: false,
        };
        eprintln!(
            "{name}: {} inputs, {} outputs per invocation",
            layout.inputs.len(),
            layout.outputs.len()
        );
        let input_words = values(COUNT * layout.input_stride(), 7);
        let mut outputs = vec![0u32; COUNT * layout.output_stride()];

        for kind in EngineKind::ALL {
            let engine = shasm::engine(kind).expect("a built-in engine");
            let kernel = engine.compile(&exe, &layout).expect("the engine runs it");
            group.bench_function(format!("{name}/{kind}"), |b| {
                b.iter(|| {
                    kernel
                        .run(
                            &env,
                            black_box(&input_words),
                            Results::outputs(&mut outputs),
                        )
                        .expect("runs");
                    black_box(&outputs);
                })
            });
        }
        // The JIT's kernel over two threads (`Threaded`): the batch in
        // chunks on a pool of two.
        let jit = shasm::engine(EngineKind::Jit).expect("the JIT is built in");
        let kernel = jit.compile(&exe, &layout).expect("the JIT runs it");
        let kernel = shasm::Threaded::new(kernel.into(), &layout, 2);
        group.bench_function(format!("{name}/jit-2-threads"), |b| {
            b.iter(|| {
                kernel
                    .run(
                        &env,
                        black_box(&input_words),
                        Results::outputs(&mut outputs),
                    )
                    .expect("runs");
                black_box(&outputs);
            })
        });
    }
    group.finish();
}

criterion_group!(benches, side_by_side);
criterion_main!(benches);
