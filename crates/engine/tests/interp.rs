//! The reference interpreter as an engine: every part of `Results`, in
//! both layouts, quads, geometry and a budget end. Expected values follow
//! from TGSI's op definitions (Gallium `tgsi` docs: ADD, MUL, DDX, EMIT)
//! and from the engine contract (crates/engine/src/lib.rs).

use shasm_engine::{
    Engine, EngineError, EngineKind, Interpreter, IoLayout, Order, Results, Slot, Status, Summary,
};
use shasm_exec::{End, Executable};
use shasm_ir::File;
use std::sync::Arc;

fn program(text: &str) -> Arc<Executable> {
    let ir = shasm_tgsi::parse(text).expect("valid TGSI");
    Arc::new(Executable::new(&ir).expect("prepares"))
}

fn f(v: &[f32]) -> Vec<u32> {
    v.iter().map(|x| x.to_bits()).collect()
}

/// OUT[0] = IN[0] + CONST[0]; OUT[1] = IN[0] * IN[1]; OUT[2] is never
/// written.
const ADD_MUL: &str = "VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL OUT[2], GENERIC[1]
DCL CONST[0]
  0: ADD OUT[0], IN[0], CONST[0]
  1: MUL OUT[1].xy, IN[0], IN[1]
  2: END
";

fn add_mul_layout(order: Order) -> IoLayout {
    IoLayout {
        inputs: vec![Slot::new(File::Input, 0), Slot::new(File::Input, 1)],
        outputs: vec![
            Slot::new(File::Output, 0),
            Slot::new(File::Output, 1),
            Slot::new(File::Output, 2),
        ],
        order,
        quads: false,
    }
}

/// Transpose AoS words (`count` invocations of `slots` registers) to SoA.
fn to_soa(aos: &[u32], slots: usize, count: usize) -> Vec<u32> {
    let mut soa = vec![0; aos.len()];
    for k in 0..count {
        for j in 0..slots {
            for c in 0..4 {
                soa[Order::Soa.index(slots, count, k, j, c)] =
                    aos[Order::Aos.index(slots, count, k, j, c)];
            }
        }
    }
    soa
}

#[test]
fn the_interpreter_is_the_interp_engine() {
    assert_eq!(Interpreter.kind(), EngineKind::Interp);
}

#[test]
fn aos_and_soa_give_the_same_words() {
    let exe = program(ADD_MUL);
    let mut env = exe.env();
    env.set(File::Const, 0, f(&[1.0, 2.0, 3.0, 4.0]).try_into().unwrap())
        .unwrap();
    // Three invocations: IN[0], IN[1] each.
    let aos_in = f(&[
        1.0, 1.0, 1.0, 1.0, 2.0, 3.0, 4.0, 5.0, //
        0.5, 0.0, -1.0, 2.0, 4.0, 4.0, 4.0, 4.0, //
        -1.0, -2.0, -3.0, -4.0, 0.0, 1.0, 0.0, 1.0,
    ]);
    let kernel = Interpreter
        .compile(&exe, &add_mul_layout(Order::Aos))
        .unwrap();
    let mut aos_out = vec![0; 3 * 12];
    let mut written = vec![0u8; 3 * 3];
    let summary = kernel
        .run(
            &env,
            &aos_in,
            Results {
                outputs: &mut aos_out,
                written: Some(&mut written),
                status: None,
                vertices: None,
            },
        )
        .unwrap();
    // ADD: IN[0] + CONST[0]; MUL .xy: IN[0] * IN[1], .zw keep the initial
    // value (0 for TGSI outputs); OUT[2] is never written: its initial 0.
    // (-1 × 0 is -0 in IEEE 754 multiplication.)
    let expected = f(&[
        2.0, 3.0, 4.0, 5.0, 2.0, 3.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, //
        1.5, 2.0, 2.0, 6.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, //
        0.0, 0.0, 0.0, 0.0, -0.0, -2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    ]);
    assert_eq!(aos_out, expected);
    // Written masks: xyzw, xy, none; per invocation, in AoS order.
    assert_eq!(written, [0xF, 0x3, 0, 0xF, 0x3, 0, 0xF, 0x3, 0]);
    assert_eq!(
        summary,
        Summary {
            invocations: 3,
            // ADD, MUL and TGSI's END (an instruction TGSI executes).
            executed: 9,
            abnormal: 0,
            killed: 0
        }
    );
    // The same batch in SoA: the transposed words.
    let kernel = Interpreter
        .compile(&exe, &add_mul_layout(Order::Soa))
        .unwrap();
    let mut soa_out = vec![0; 3 * 12];
    kernel
        .run(&env, &to_soa(&aos_in, 2, 3), Results::outputs(&mut soa_out))
        .unwrap();
    assert_eq!(soa_out, to_soa(&expected, 3, 3));
    // The environment is the caller's: unchanged by the runs.
    env.set(File::Const, 0, [0; 4]).unwrap();
}

#[test]
fn an_unwritten_output_reads_its_initial_value() {
    // The contract: "A register the run did not write reads as its initial
    // value", here 7.0 set in the environment for OUT[2].
    let exe = program(ADD_MUL);
    let mut env = exe.env();
    env.set(File::Output, 2, f(&[7.0; 4]).try_into().unwrap())
        .unwrap();
    let kernel = Interpreter
        .compile(&exe, &add_mul_layout(Order::Aos))
        .unwrap();
    let mut out = vec![0; 12];
    kernel
        .run(&env, &[0; 8], Results::outputs(&mut out))
        .unwrap();
    assert_eq!(out[8..], f(&[7.0; 4]));
}

#[test]
fn wrong_buffer_lengths_are_errors_naming_the_buffer() {
    let exe = program(ADD_MUL);
    let env = exe.env();
    let kernel = Interpreter
        .compile(&exe, &add_mul_layout(Order::Aos))
        .unwrap();
    let length = |r: Result<Summary, EngineError>| match r {
        Err(EngineError::BufferLength {
            buffer,
            got,
            expected,
        }) => (buffer, got, expected),
        other => panic!("expected a length error, got {other:?}"),
    };
    // 9 input words: not whole invocations of 8.
    let mut out = vec![0; 12];
    assert_eq!(
        length(kernel.run(&env, &[0; 9], Results::outputs(&mut out))),
        ("inputs", 9, 8)
    );
    // Two invocations of inputs, one of outputs.
    assert_eq!(
        length(kernel.run(&env, &[0; 16], Results::outputs(&mut out))),
        ("outputs", 12, 24)
    );
    let mut status = vec![];
    let results = Results {
        outputs: &mut out,
        written: None,
        status: Some(&mut status),
        vertices: None,
    };
    assert_eq!(length(kernel.run(&env, &[0; 8], results)), ("status", 0, 1));
    let mut written = vec![0; 2];
    let results = Results {
        outputs: &mut out,
        written: Some(&mut written),
        status: None,
        vertices: None,
    };
    assert_eq!(
        length(kernel.run(&env, &[0; 8], results)),
        ("written", 2, 3)
    );
}

#[test]
fn a_slot_the_program_lacks_is_refused_at_compile() {
    let exe = program(ADD_MUL);
    for (layout, what) in [
        (
            IoLayout {
                inputs: vec![Slot::new(File::Input, 5)],
                ..IoLayout::default()
            },
            "input",
        ),
        (
            IoLayout {
                outputs: vec![Slot::new(File::Temp, 0)],
                ..IoLayout::default()
            },
            "output",
        ),
    ] {
        match Interpreter.compile(&exe, &layout) {
            Err(EngineError::Slot { what: w, .. }) => assert_eq!(w, what),
            Err(other) => panic!("expected a slot error, got {other}"),
            Ok(_) => panic!("expected a slot error"),
        }
    }
}

/// DDX OUT[0], IN[0]: the horizontal difference across the 2×2 quad
/// (TGSI DDX: "the partial derivative with respect to X"), high pixel
/// minus low pixel, the same for both pixels of a row.
const DDX: &str = "FRAG
DCL IN[0], GENERIC[0], LINEAR
DCL OUT[0], COLOR
  0: DDX OUT[0], IN[0]
  1: END
";

#[test]
fn quads_see_their_neighbours() {
    let exe = program(DDX);
    let layout = IoLayout {
        inputs: vec![Slot::new(File::Input, 0)],
        outputs: vec![Slot::new(File::Output, 0)],
        order: Order::Aos,
        quads: true,
    };
    let kernel = Interpreter.compile(&exe, &layout).unwrap();
    // Pixel order (x, y), (x+1, y), (x, y+1), (x+1, y+1); the input's x is
    // 3 per pixel step in x, 10 per step in y (row 0: 1, 4; row 1: 11, 17).
    let inputs = f(&[
        1.0, 0.0, 0.0, 0.0, 4.0, 0.0, 0.0, 0.0, 11.0, 0.0, 0.0, 0.0, 17.0, 0.0, 0.0, 0.0,
    ]);
    let mut out = vec![0; 16];
    let summary = kernel
        .run(&exe.env(), &inputs, Results::outputs(&mut out))
        .unwrap();
    let x: Vec<f32> = out.chunks(4).map(|o| f32::from_bits(o[0])).collect();
    assert_eq!(x, [3.0, 3.0, 6.0, 6.0]);
    assert_eq!(summary.invocations, 4);
    // Five invocations (20 input words) are not whole quads: 32 words are.
    let mut out = vec![0; 20];
    match kernel.run(&exe.env(), &[0; 20], Results::outputs(&mut out)) {
        Err(EngineError::BufferLength {
            buffer: "inputs",
            got: 20,
            expected: 32,
        }) => {}
        other => panic!("expected a quad length error, got {other:?}"),
    }
}

/// Two vertices per invocation: OUT[0] = IN[0], EMIT, OUT[0] = IN[0] + 1,
/// EMIT.
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
fn geometry_vertices_name_their_invocation() {
    let exe = program(GEOMETRY);
    let layout = IoLayout {
        inputs: vec![Slot::new(File::Input, 0)],
        outputs: vec![],
        order: Order::Aos,
        quads: false,
    };
    let kernel = Interpreter.compile(&exe, &layout).unwrap();
    let mut vertices = Vec::new();
    let results = Results {
        outputs: &mut [],
        written: None,
        status: None,
        vertices: Some(&mut vertices),
    };
    kernel
        .run(
            &exe.env(),
            &f(&[1.0, 2.0, 3.0, 4.0, 10.0, 20.0, 30.0, 40.0]),
            results,
        )
        .unwrap();
    let got: Vec<(usize, [f32; 4])> = vertices
        .iter()
        .map(|(k, v)| (*k, v.outputs[0].map(f32::from_bits)))
        .collect();
    assert_eq!(
        got,
        [
            (0, [1.0, 2.0, 3.0, 4.0]),
            (0, [2.0, 3.0, 4.0, 5.0]),
            (1, [10.0, 20.0, 30.0, 40.0]),
            (1, [11.0, 21.0, 31.0, 41.0]),
        ]
    );
}

#[test]
fn a_budget_end_is_a_status_not_an_error() {
    // NV_vertex_program2 §2.14.4: past the executed-instruction limit the
    // program ends and its results are still used. A TGSI program given
    // those semantics and a budget of 1 runs its ADD and stops there.
    let mut ir = shasm_tgsi::parse(ADD_MUL).unwrap();
    ir.semantics.limits.max_executed = 1;
    ir.semantics.limits.budget_is_error = false;
    let exe = Arc::new(Executable::new(&ir).unwrap());
    let kernel = Interpreter
        .compile(&exe, &add_mul_layout(Order::Aos))
        .unwrap();
    let mut out = vec![0; 12];
    let mut status = vec![
        Status {
            end: End::Normal,
            executed: 0,
            killed: true,
            cc: [[shasm_ir::CcValue::GT; 4]; 2],
            predicates: [true; 2],
        };
        1
    ];
    let results = Results {
        outputs: &mut out,
        written: None,
        status: Some(&mut status),
        vertices: None,
    };
    let summary = kernel
        .run(
            &exe.env(),
            &f(&[1.0, 1.0, 1.0, 1.0, 2.0, 2.0, 2.0, 2.0]),
            results,
        )
        .unwrap();
    assert_eq!(status[0].end, End::Budget);
    assert_eq!(status[0].executed, 1);
    assert!(!status[0].killed);
    assert_eq!(status[0].predicates, [false; 2]);
    assert_eq!(summary.abnormal, 1);
    // The ADD ran (OUT[0] = IN[0] + 0); the MUL did not (OUT[1] stays 0).
    assert_eq!(out[..8], f(&[1.0, 1.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0]));
    // With the budget an error, the run fails naming the invocation.
    ir.semantics.limits.budget_is_error = true;
    let exe = Arc::new(Executable::new(&ir).unwrap());
    let kernel = Interpreter
        .compile(&exe, &add_mul_layout(Order::Aos))
        .unwrap();
    match kernel.run(&exe.env(), &[0; 16], Results::outputs(&mut [0; 24])) {
        Err(EngineError::Run { invocation: 0, .. }) => {}
        other => panic!("expected a budget error, got {other:?}"),
    }
}
