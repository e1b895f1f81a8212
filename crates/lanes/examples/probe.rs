//! The reference interpreter and the lane engine side by side on the
//! benchmark programs of issue 20 (the PICA200 `simple_tri` and
//! `normal_mapping` vertex shaders in float24, the TGSI transform), one
//! batch of [`COUNT`] invocations per iteration. Criterion's throughput is
//! in invocations; the time per invocation is the figure to compare.
//!
//! The interpreter runs the batch as its engine does: one reused machine,
//! each invocation's inputs written into one environment, `run_in`, the
//! outputs read back. The lane engine runs it as one `Kernel::run`.

use shasm::Program;
use shasm::driver::{Input, Options};
use shasm_engine::{Engine, IoLayout, Order, Results, Slot};
use shasm_exec::{Env, Executable};
use shasm_ir::File;
use shasm_lanes::Lanes;
use std::hint::black_box;
use std::path::Path;
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

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let reps: usize = std::env::args().nth(1).map_or(7, |a| a.parse().unwrap());
    let which = std::env::args().nth(2).unwrap_or_default();
    let only = std::env::args().nth(3).unwrap_or_default();
    for (name, file, inputs) in PROGRAMS {
        if !name.contains(&only) {
            continue;
        }
        let path = root.join(file);
        let bytes = std::fs::read(&path).expect("benchmark program");
        let options = Options {
            inputs: inputs.map(|i| root.join(i)),
            ..Options::default()
        };
        let program = Program::load(Input::new(*file, bytes), &options).expect("program loads");
        let mut env: Env = program.inputs().expect("inputs apply").env().clone();
        let exe = Arc::new(program.executable().clone());
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
        let input_words = values(COUNT * layout.input_stride(), 7);
        let mut outputs = vec![0u32; COUNT * layout.output_stride()];
        let mut m = exe.machine();
        let mut ienv = env.clone();
        let kernel = Lanes.compile(&exe, &layout).expect("lanes");
        let (mut ti, mut tl) = (f64::MAX, f64::MAX);
        for _ in 0..reps {
            if which != "lanes" {
                let t = std::time::Instant::now();
                let n_in = layout.inputs.len();
                let n_out = layout.outputs.len();
                for k in 0..COUNT {
                    for (j, slot) in layout.inputs.iter().enumerate() {
                        let at = 4 * (k * n_in + j);
                        let v = [0, 1, 2, 3].map(|c| input_words[at + c]);
                        ienv.set(slot.file, slot.index, v).ok();
                    }
                    exe.run_in(&mut m, &ienv).expect("runs");
                    for (j, slot) in layout.outputs.iter().enumerate() {
                        let v = exe.read(&m, slot.file, slot.index).unwrap_or([0; 4]);
                        outputs[4 * (k * n_out + j)..][..4].copy_from_slice(&v);
                    }
                }
                black_box(&outputs);
                ti = ti.min(t.elapsed().as_secs_f64());
            }
            if which == "interp" {
                continue;
            }
            let t = std::time::Instant::now();
            kernel
                .run(
                    &env,
                    black_box(&input_words),
                    Results::outputs(&mut outputs),
                )
                .expect("runs");
            black_box(&outputs);
            tl = tl.min(t.elapsed().as_secs_f64());
        }
        let ns = |t: f64| t * 1e9 / COUNT as f64;
        println!(
            "{name}: interp {:.1} ns  lanes {:.1} ns  ratio {:.2}",
            ns(ti),
            ns(tl),
            ti / tl
        );
    }
}
