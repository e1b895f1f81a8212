//! Runs go through the engine `Options::engine` names: the engines built
//! in, an engine that is not, traces (the reference interpreter alone),
//! benches naming their engine, batches and kernels driven directly.

use shasm::{Batch, EngineKind, File, IoLayout, Options, Order, Program, Results, Slot};

/// NV_vertex_program §2.14.1.x: MUL o[HPOS], v[0], c[0]; o[COL0] is not
/// written, so it keeps the result registers' initial value (0, 0, 0, 1)
/// (NV_vertex_program2, "vertex result registers ... initialized to
/// (0,0,0,1)").
const MUL: &str = "!!VP1.0\nMUL o[HPOS], v[0], c[0];\nEND\n";

fn with_engine(engine: EngineKind) -> Program {
    let options = Options {
        engine,
        ..Options::default()
    };
    Program::load(shasm::driver::Input::new("t.vp", MUL), &options).unwrap()
}

fn f(values: &[f32]) -> Vec<u32> {
    values.iter().map(|v| v.to_bits()).collect()
}

#[test]
fn the_interpreter_the_lane_engine_and_the_jit_are_built_in() {
    assert_eq!(
        shasm::available_engines(),
        [EngineKind::Interp, EngineKind::Lanes, EngineKind::Jit]
    );
    for kind in EngineKind::ALL {
        assert_eq!(shasm::engine(kind).unwrap().kind(), kind);
    }
}

#[test]
fn every_run_path_uses_the_chosen_engine() {
    // MUL o[HPOS], v[0], c[0] with v[0] = (1, 2, 3, 4), c[0] = (2, 2, 2, 0.5).
    let expected = [2.0, 4.0, 6.0, 2.0];
    let program = with_engine(EngineKind::Lanes);
    let mut inputs = program.inputs().unwrap();
    inputs.set("v[0]", &[1.0, 2.0, 3.0, 4.0]).unwrap();
    inputs.set("c[0]", &[2.0, 2.0, 2.0, 0.5]).unwrap();
    let report = program.run_with(&inputs).unwrap();
    assert_eq!(report.find("o[HPOS]").unwrap().floats(), expected);
    // The report is the interpreter's, bit for bit.
    let reference = with_engine(EngineKind::Interp);
    assert_eq!(report, reference.run_with(&inputs).unwrap());
    let bench = program.bench(10).unwrap();
    assert_eq!(bench.engine, EngineKind::Lanes);
    assert_eq!(bench.invocations, 10);
    let batch = Batch::new(&program, &["v[0]"], &["o[HPOS]"]).unwrap();
    // 17 invocations: one whole step of lanes and a partial one.
    let rows: Vec<f32> = (0..17).flat_map(|_| [1.0, 2.0, 3.0, 4.0]).collect();
    let mut out = vec![0; 17 * 4];
    batch.run(&program, &inputs, &f(&rows), &mut out).unwrap();
    let want: Vec<f32> = (0..17).flat_map(|_| expected).collect();
    assert_eq!(out, f(&want));
}

#[test]
fn traces_come_from_the_reference_interpreter() {
    let program = with_engine(EngineKind::Lanes);
    let inputs = program.inputs().unwrap();
    let error = program.trace(&inputs, &mut |_| {}).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("traces come from the reference interpreter"),
        "{error}"
    );
    // With the interpreter the trace and the run report the same.
    let program = with_engine(EngineKind::Interp);
    let mut inputs = program.inputs().unwrap();
    inputs.set("v[0]", &[1.0, 2.0, 3.0, 4.0]).unwrap();
    inputs.set("c[0]", &[2.0, 2.0, 2.0, 0.5]).unwrap();
    let mut steps = 0;
    let traced = program.trace(&inputs, &mut |_| steps += 1).unwrap();
    assert_eq!(steps, 1);
    assert_eq!(traced, program.run_with(&inputs).unwrap());
    assert_eq!(
        traced.find("o[HPOS]").unwrap().floats(),
        [2.0, 4.0, 6.0, 2.0]
    );
}

#[test]
fn a_bench_names_its_engine() {
    let result = with_engine(EngineKind::Interp).bench(100).unwrap();
    assert_eq!(result.engine, EngineKind::Interp);
    assert_eq!(result.invocations, 100);
    // The MUL (END executes nothing in NV programs).
    assert_eq!(result.executed_per_invocation, 1);
}

#[test]
fn a_batch_output_never_written_reads_its_initial_value() {
    let program = with_engine(EngineKind::Interp);
    let mut uniforms = program.inputs().unwrap();
    uniforms.set("c[0]", &[1.0, 1.0, 1.0, 1.0]).unwrap();
    let batch = Batch::new(&program, &["v[0]"], &["o[HPOS]", "o[COL0]"]).unwrap();
    let mut out = vec![0; 8];
    batch
        .run(&program, &uniforms, &f(&[5.0, 6.0, 7.0, 8.0]), &mut out)
        .unwrap();
    assert_eq!(out, f(&[5.0, 6.0, 7.0, 8.0, 0.0, 0.0, 0.0, 1.0]));
}

#[test]
fn a_kernel_runs_soa_batches_from_the_programs_inputs() {
    let program = with_engine(EngineKind::Interp);
    let mut uniforms = program.inputs().unwrap();
    uniforms.set("c[0]", &[2.0, 2.0, 2.0, 1.0]).unwrap();
    let layout = IoLayout {
        inputs: vec![Slot::new(File::Input, 0)],
        outputs: vec![Slot::new(File::Output, 0)],
        order: Order::Soa,
        quads: false,
    };
    let kernel = shasm::engine(EngineKind::Interp)
        .unwrap()
        .compile(program.shared_executable(), &layout)
        .unwrap();
    // Two invocations in SoA order: x0 x1 y0 y1 z0 z1 w0 w1.
    let inputs = f(&[1.0, -1.0, 2.0, 0.5, 3.0, 0.0, 1.0, 1.0]);
    let mut outputs = vec![0; 8];
    let summary = kernel
        .run(uniforms.env(), &inputs, Results::outputs(&mut outputs))
        .unwrap();
    assert_eq!(outputs, f(&[2.0, -2.0, 4.0, 1.0, 6.0, 0.0, 1.0, 1.0]));
    assert_eq!((summary.invocations, summary.executed), (2, 2));
}

#[test]
fn a_batch_runs_on_the_jit_by_default_where_it_compiles_the_whole_program() {
    // Issue 21, item 3: with the default engine, a batch the JIT compiles
    // into a batch kernel runs there (MUL is a float op of the contract:
    // it has one); a named engine is kept. The words are MUL's either
    // way: (1, 2, 3, 4) * (2, 2, 2, 0.5).
    let program = with_engine(EngineKind::default());
    let mut uniforms = program.inputs().unwrap();
    uniforms.set("c[0]", &[2.0, 2.0, 2.0, 0.5]).unwrap();
    let batch = Batch::new(&program, &["v[0]"], &["o[HPOS]"]).unwrap();
    assert_eq!(batch.engine(), EngineKind::Jit);
    let named = Batch::with_engine(&program, EngineKind::Interp, &["v[0]"], &["o[HPOS]"]).unwrap();
    assert_eq!(named.engine(), EngineKind::Interp);
    let lanes = Batch::new(&with_engine(EngineKind::Lanes), &["v[0]"], &["o[HPOS]"]).unwrap();
    assert_eq!(lanes.engine(), EngineKind::Lanes);
    let rows = f(&[1.0, 2.0, 3.0, 4.0]);
    for b in [&batch, &named] {
        let mut out = vec![0; 4];
        b.run(&program, &uniforms, &rows, &mut out).unwrap();
        assert_eq!(out, f(&[2.0, 4.0, 6.0, 2.0]));
    }
}

#[test]
fn a_batch_over_threads_gives_the_words_of_one_thread() {
    // MUL o[HPOS], v[0], c[0] per invocation: invocation k's x is k * 2.
    let program = with_engine(EngineKind::Interp);
    let mut uniforms = program.inputs().unwrap();
    uniforms.set("c[0]", &[2.0, 2.0, 2.0, 0.5]).unwrap();
    let count = 5 * shasm::MIN_CHUNK + 1;
    let rows: Vec<f32> = (0..count)
        .flat_map(|k| [k as f32, 1.0, -(k as f32), 4.0])
        .collect();
    let mut one = vec![0; count * 4];
    let batch = Batch::new(&program, &["v[0]"], &["o[HPOS]"]).unwrap();
    let summary = batch.run(&program, &uniforms, &f(&rows), &mut one).unwrap();
    let mut three = vec![0; count * 4];
    let threaded = batch.with_threads(3);
    let split = threaded
        .run(&program, &uniforms, &f(&rows), &mut three)
        .unwrap();
    assert_eq!(three, one);
    assert_eq!(split, summary);
    assert_eq!(
        f32::from_bits(one[4 * (count - 1)]),
        2.0 * (count - 1) as f32
    );
}
