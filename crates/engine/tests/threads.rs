//! `Threaded`: a batch split over threads gives the bits one thread gives
//! (outputs in both orders, write masks, statuses, summaries, emitted
//! vertices with their invocation numbers, and the first failure). The
//! reference is the same kernel run alone: invocations are independent
//! (each starts from the environment, engine contract in
//! crates/engine/src/lib.rs), so chunking must not change a word.

use shasm_engine::{
    Engine, EngineError, Interpreter, IoLayout, Kernel, MIN_CHUNK, Order, Results, Slot, Status,
    Summary, Threaded,
};
use shasm_exec::{EmittedVertex, End, Executable};
use shasm_ir::File;
use std::sync::Arc;

/// Counts IN[0].x down by one per trip (TGSI BGNLOOP/BRK, SGE, ADD), so
/// that invocations run different numbers of instructions; OUT[1].xy only
/// is written. With a budget, the long ones end early.
const COUNTDOWN: &str = "VERT
DCL IN[0]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL TEMP[0..1]
IMM[0] FLT32 {0.0, 1.0, 0.5, 4.0}
  0: MOV TEMP[0], IN[0]
  1: BGNLOOP :7
  2:   SGE TEMP[1].x, IMM[0].xxxx, TEMP[0].xxxx
  3:   IF TEMP[1].xxxx :5
  4:     BRK
  5:   ENDIF
  6:   ADD TEMP[0].x, TEMP[0].xxxx, -IMM[0].yyyy
  7: ENDLOOP :1
  8: MOV OUT[0], TEMP[0]
  9: MUL OUT[1].xy, IN[0], IMM[0].zzzz
 10: END
";

fn program(text: &str, budget: Option<(u64, bool)>) -> Arc<Executable> {
    let mut ir = shasm_tgsi::parse(text).expect("valid TGSI");
    if let Some((max, is_error)) = budget {
        ir.semantics.limits.max_executed = max;
        ir.semantics.limits.budget_is_error = is_error;
    }
    Arc::new(Executable::new(&ir).expect("prepares"))
}

fn layout(order: Order) -> IoLayout {
    IoLayout {
        inputs: vec![Slot::new(File::Input, 0)],
        outputs: vec![Slot::new(File::Output, 0), Slot::new(File::Output, 1)],
        order,
        quads: false,
    }
}

/// `count` inputs: x from 0 to 12, the rest varied.
fn inputs(count: usize) -> Vec<u32> {
    (0..count)
        .flat_map(|k| [(k % 13) as f32, k as f32 * 0.25, -(k as f32), 1.0])
        .map(f32::to_bits)
        .collect()
}

/// Everything one run gives.
#[derive(Debug, PartialEq)]
struct All {
    summary: Summary,
    outputs: Vec<u32>,
    written: Vec<u8>,
    status: Vec<Status>,
    vertices: Vec<(usize, EmittedVertex)>,
}

fn run_all(kernel: &dyn Kernel, exe: &Executable, inputs: &[u32], slots: (usize, usize)) -> All {
    let count = inputs.len() / (4 * slots.0);
    let status0 = Status {
        end: End::Normal,
        executed: 0,
        killed: true,
        cc: [[shasm_ir::CcValue::GT; 4]; 2],
        predicates: [true; 2],
    };
    let mut all = All {
        summary: Summary::default(),
        outputs: vec![0; count * 4 * slots.1],
        written: vec![0; count * slots.1],
        status: vec![status0; count],
        vertices: Vec::new(),
    };
    all.summary = kernel
        .run(
            &exe.env(),
            inputs,
            Results {
                outputs: &mut all.outputs,
                written: Some(&mut all.written),
                status: Some(&mut all.status),
                vertices: Some(&mut all.vertices),
            },
        )
        .expect("runs");
    all
}

#[test]
fn threads_give_the_bits_of_one_thread_in_both_orders() {
    // A budget of 40 with the budget a status (NV_vertex_program2
    // §2.14.4 semantics): the invocations with x >= 7 end early.
    let exe = program(COUNTDOWN, Some((40, false)));
    let count = 5 * MIN_CHUNK + 7;
    for order in [Order::Aos, Order::Soa] {
        let layout = layout(order);
        let mut words = inputs(count);
        if order == Order::Soa {
            let aos = words.clone();
            for k in 0..count {
                for c in 0..4 {
                    words[Order::Soa.index(1, count, k, 0, c)] =
                        aos[Order::Aos.index(1, count, k, 0, c)];
                }
            }
        }
        let one = Interpreter.compile(&exe, &layout).unwrap();
        let alone = run_all(one.as_ref(), &exe, &words, (1, 2));
        for threads in [1, 2, 3, 8] {
            let kernel = Threaded::new(
                Interpreter.compile(&exe, &layout).unwrap().into(),
                &layout,
                threads,
            );
            let split = run_all(&kernel, &exe, &words, (1, 2));
            assert_eq!(split, alone, "{order:?}, {threads} threads");
        }
        // The reference run itself is what the program says: x = 0 runs
        // MOV BGNLOOP SGE IF BRK MOV MUL END (every instruction that runs
        // counts, END included, as docs/cli.md's 7-instruction transform
        // example executes 7), and some end at the budget.
        assert_eq!(alone.status[0].executed, 8);
        assert_eq!(alone.status[0].end, End::Normal);
        assert!(alone.summary.abnormal > 0 && alone.summary.abnormal < count as u64);
        assert_eq!(alone.written[..2], [0xF, 0x3]);
        assert_eq!(alone.summary.invocations, count as u64);
    }
}

/// Emits IN[0] and IN[0] + 1 (TGSI EMIT), as in `interp.rs`.
const GEOMETRY: &str = "GEOM
PROPERTY GS_INPUT_PRIMITIVE POINTS
PROPERTY GS_OUTPUT_PRIMITIVE POINTS
PROPERTY GS_MAX_OUTPUT_VERTICES 2
DCL IN[][0], POSITION
DCL OUT[0], POSITION
IMM[0] UINT32 {0, 0, 0, 0}
IMM[1] FLT32 {1.0, 1.0, 1.0, 1.0}
  0: MOV OUT[0], IN[0][0]
  1: EMIT IMM[0].xxxx
  2: ADD OUT[0], IN[0][0], IMM[1]
  3: EMIT IMM[0].xxxx
  4: END
";

#[test]
fn emitted_vertices_keep_their_invocation_numbers() {
    let exe = program(GEOMETRY, None);
    let layout = IoLayout {
        inputs: vec![Slot::new(File::Input, 0)],
        outputs: vec![],
        order: Order::Aos,
        quads: false,
    };
    let count = 3 * MIN_CHUNK;
    let words = inputs(count);
    let one = Interpreter.compile(&exe, &layout).unwrap();
    let alone = run_all(one.as_ref(), &exe, &words, (1, 0));
    let kernel = Threaded::new(
        Interpreter.compile(&exe, &layout).unwrap().into(),
        &layout,
        4,
    );
    let split = run_all(&kernel, &exe, &words, (1, 0));
    assert_eq!(split, alone);
    // Two vertices per invocation, in invocation order; the last
    // invocation's second vertex is its input plus one.
    assert_eq!(alone.vertices.len(), 2 * count);
    let (k, v) = &alone.vertices[2 * count - 1];
    assert_eq!(*k, count - 1);
    let x = ((count - 1) % 13) as f32 + 1.0;
    assert_eq!(f32::from_bits(v.outputs[0][0]), x);
}

#[test]
fn the_first_failure_is_the_one_thread_failure() {
    // With the budget a status, the invocations that pass it end early;
    // with the budget an error, the same invocations fail, and a run
    // fails at the first of them.
    let layout = layout(Order::Aos);
    let count = 4 * MIN_CHUNK;
    let words = inputs(count);
    let status_exe = program(COUNTDOWN, Some((40, false)));
    let kernel = Interpreter.compile(&status_exe, &layout).unwrap();
    let ends = run_all(kernel.as_ref(), &status_exe, &words, (1, 2));
    let first = ends
        .status
        .iter()
        .position(|s| s.end == End::Budget)
        .expect("some invocation passes the budget");
    let exe = program(COUNTDOWN, Some((40, true)));
    for threads in [1, 4] {
        let kernel = Threaded::new(
            Interpreter.compile(&exe, &layout).unwrap().into(),
            &layout,
            threads,
        );
        let mut out = vec![0; count * 8];
        match kernel.run(&exe.env(), &words, Results::outputs(&mut out)) {
            Err(EngineError::Run { invocation, .. }) => assert_eq!(invocation, first),
            other => {
                panic!("{threads} threads: expected invocation {first}'s failure, got {other:?}")
            }
        }
    }
    // Only in a later chunk: the failure names its place in the batch.
    let mut words = vec![0f32.to_bits(); count * 4];
    let late = 3 * MIN_CHUNK + 5;
    words[4 * late] = 100f32.to_bits();
    let kernel = Threaded::new(
        Interpreter.compile(&exe, &layout).unwrap().into(),
        &layout,
        4,
    );
    let mut out = vec![0; count * 8];
    match kernel.run(&exe.env(), &words, Results::outputs(&mut out)) {
        Err(EngineError::Run { invocation, .. }) => assert_eq!(invocation, late),
        other => panic!("expected invocation {late}'s failure, got {other:?}"),
    }
}

#[test]
fn buffers_of_the_wrong_length_are_refused_as_the_kernel_refuses_them() {
    let exe = program(COUNTDOWN, None);
    let layout = layout(Order::Aos);
    let kernel = Threaded::new(
        Interpreter.compile(&exe, &layout).unwrap().into(),
        &layout,
        2,
    );
    let words = inputs(4 * MIN_CHUNK);
    let mut out = vec![0; 4 * MIN_CHUNK * 8 - 1];
    match kernel.run(&exe.env(), &words, Results::outputs(&mut out)) {
        Err(EngineError::BufferLength {
            buffer: "outputs",
            got,
            expected,
        }) => assert_eq!((got, expected), (out.len(), out.len() + 1)),
        other => panic!("expected a length error, got {other:?}"),
    }
}
