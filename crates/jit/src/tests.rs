//! The Cranelift emitter against the reference emitter
//! (`shasm_ir::ops::Scalar`), op by op and model by model: every float op
//! of the contract (`FloatOp::ALL`), instantiated with each emitter on the
//! same operands (edge values of every model and random words, through the
//! model's input conversion), must give the same words. The op
//! definitions are the contract's (`shasm_ir::ops::float`, module docs of
//! `shasm_ir::ops` for the spec sections); this checks that the JIT's
//! primitives are the model's, bit for bit.

use crate::compile::{Jit, new_jit};
use crate::emit::Cl;
use cranelift_codegen::ir::{
    AbiParam, InstBuilder, MemFlagsData, Signature, UserFuncName, Value, types,
};
use cranelift_frontend::FunctionBuilder;
use cranelift_module::{FuncId, Linkage, Module};
use shasm_exec::ModelSel;
use shasm_ir::Semantics;
use shasm_ir::ops::float::{self, FloatOp};
use shasm_ir::ops::{Emit, Fixed12, Float24, Half, Ieee, IeeeFtz, Model, Scalar};

/// Words every model must get right: signed zeros, infinities, NaNs with
/// payloads (a signalling one among them), denormals, the edges of
/// float24's range, fp16's and fx12's limits, values around 1.
const EDGES: &[u32] = &[
    0x0000_0000,
    0x8000_0000,
    0x7F80_0000,
    0xFF80_0000,
    0x7FC0_0000,
    0xFFC0_0001,
    0x7F80_0001,
    0x0000_0001,
    0x807F_FFFF,
    0x0080_0000,
    0x2080_0000,
    0x207F_FFFF,
    0xA080_0000,
    0x5F7F_FF80,
    0x5F7F_FFFF,
    0x5F80_0000,
    0x477F_E000,
    0x477F_F000,
    0x3380_0000,
    0x3F80_0000,
    0xBF80_0000,
    0x3F7F_FFFF,
    0x3F80_0001,
    0x4000_0000,
    0xC000_0000,
    0x3FFF_C000,
    0x3A80_0000,
    0x4B00_0000,
    0x4B00_0001,
    0x3F00_0000,
    0x3FC0_0000,
    0xC0C9_0FDB,
    0x40C9_0FDB,
    0x4120_0000,
];

/// A deterministic xorshift generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn word(&mut self) -> u32 {
        match self.next() % 4 {
            0 => EDGES[(self.next() % EDGES.len() as u64) as usize],
            1 => self.next() as u32,
            2 => ((self.next() % 129) as f32 / 16.0 - 4.0).to_bits(),
            _ => {
                // A product of float24-sized significands.
                let m = (self.next() % (1 << 17)) as u32 | (1 << 16);
                let e = (self.next() % 40) as u32 + 107;
                (e << 23) | (m << 7) | ((self.next() as u32 & 1) << 31)
            }
        }
    }
}

/// The operand sets: every pair of edges for the first two operands (the
/// third and the other components random), then random ones.
fn operand_sets() -> Vec<[u32; 12]> {
    let mut rng = Rng(0x5eed_0021);
    let mut sets = Vec::new();
    for &a in EDGES {
        for &b in EDGES {
            let mut s: [u32; 12] = std::array::from_fn(|_| rng.word());
            s[0] = a;
            s[4] = b;
            // Dot products and vector ops read other components.
            s[1] = b;
            s[5] = a;
            sets.push(s);
        }
    }
    for _ in 0..3000 {
        sets.push(std::array::from_fn(|_| rng.word()));
    }
    sets
}

type TestFn = unsafe extern "C" fn(*const u32, *mut u32);

/// Compile `(words in[12]) -> out[4]`: the operands through the model's
/// input conversion, then `body`.
fn build(
    jit: &mut Jit,
    name: &str,
    model: ModelSel,
    body: impl FnOnce(&mut Cl<'_, '_>, [[Value; 4]; 3]) -> [Value; 4],
) -> FuncId {
    let ptr = jit.module.target_config().pointer_type();
    let mut sig = Signature::new(jit.module.isa().default_call_conv());
    sig.params.push(AbiParam::new(ptr));
    sig.params.push(AbiParam::new(ptr));
    let id = jit
        .module
        .declare_function(name, Linkage::Local, &sig)
        .unwrap();
    jit.ctx.func.signature = sig;
    jit.ctx.func.name = UserFuncName::user(0, id.as_u32());
    let helpers = jit.helpers.in_func(&mut jit.module, &mut jit.ctx.func);
    let frontend = jit.module.isa().frontend_config();
    {
        let mut b = FunctionBuilder::new(&mut jit.ctx.func, &mut jit.fctx);
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        let p = b.block_params(entry).to_vec();
        let mut cl = Cl {
            b: &mut b,
            model,
            helpers: &helpers,
            window: false,
        };
        let ops: [[Value; 4]; 3] = std::array::from_fn(|k| {
            std::array::from_fn(|c| {
                let w = cl.b.ins().load(
                    types::I32,
                    MemFlagsData::trusted(),
                    p[0],
                    (4 * (4 * k + c)) as i32,
                );
                let x = cl.bits_to_float(w);
                cl.input(x)
            })
        });
        let out = body(&mut cl, ops);
        for (c, v) in out.into_iter().enumerate() {
            let w = if cl.b.func.dfg.value_type(v) == types::I32 {
                v
            } else {
                cl.float_to_bits(v)
            };
            cl.b.ins()
                .store(MemFlagsData::trusted(), w, p[1], (4 * c) as i32);
        }
        b.ins().return_(&[]);
        b.seal_all_blocks();
        b.finalize(frontend);
    }
    jit.module.define_function(id, &mut jit.ctx).unwrap();
    jit.module.clear_context(&mut jit.ctx);
    id
}

/// The reference: the same composition in the scalar emitter of `M`.
fn reference<M: Model>(sem: &Semantics, op: FloatOp, w: &[u32; 12]) -> [u32; 4] {
    let e = &mut Scalar::<M>::new();
    let ops: [[f32; 4]; 3] =
        std::array::from_fn(|k| std::array::from_fn(|c| M::input(f32::from_bits(w[4 * k + c]))));
    let [a, b, c] = ops;
    match op {
        FloatOp::Component(op) => {
            std::array::from_fn(|i| float::componentwise(e, sem, op, a[i], b[i], c[i]).to_bits())
        }
        FloatOp::Scalar(op) => [float::scalar(e, sem, op, a[0], b[0]).to_bits(); 4],
        FloatOp::Dot(op) => [float::dot(e, sem, op, a, b, c).to_bits(); 4],
        FloatOp::Vector(op) => float::vector(e, sem, op, a, b, c).map(f32::to_bits),
        FloatOp::Address(op) => a.map(|x| {
            let v = float::address::load(e, op, x);
            float::address::clamp(e, sem.address_range, v)
        }),
    }
}

fn native(cl: &mut Cl<'_, '_>, sem: &Semantics, op: FloatOp, ops: [[Value; 4]; 3]) -> [Value; 4] {
    let [a, b, c] = ops;
    match op {
        FloatOp::Component(op) => {
            std::array::from_fn(|i| float::componentwise(cl, sem, op, a[i], b[i], c[i]))
        }
        FloatOp::Scalar(op) => [float::scalar(cl, sem, op, a[0], b[0]); 4],
        FloatOp::Dot(op) => [float::dot(cl, sem, op, a, b, c); 4],
        FloatOp::Vector(op) => float::vector(cl, sem, op, a, b, c),
        FloatOp::Address(op) => a.map(|x| {
            let v = float::address::load(cl, op, x);
            float::address::clamp(cl, sem.address_range, v)
        }),
    }
}

fn check_model<M: Model>(model: ModelSel, sems: &[(&str, Semantics)]) {
    let mut jit = new_jit().expect("Cranelift targets the test host");
    let mut fns = Vec::new();
    for (sname, sem) in sems {
        for (i, &op) in FloatOp::ALL.iter().enumerate() {
            let name = format!("{}_{sname}_{i}", M::NAME.replace([' ', '(', ')'], "_"));
            let id = build(&mut jit, &name, model, |cl, ops| native(cl, sem, op, ops));
            fns.push((sname, sem, op, id));
        }
    }
    jit.module.finalize_definitions().unwrap();
    let sets = operand_sets();
    let mut failures = Vec::new();
    for (sname, sem, op, id) in fns {
        let ptr = jit.module.get_finalized_function(id);
        // SAFETY: compiled with `TestFn`'s signature by `build`.
        let f: TestFn = unsafe { std::mem::transmute::<*const u8, TestFn>(ptr) };
        for w in &sets {
            let mut got = [0u32; 4];
            // SAFETY: 12 words in, 4 out, as `build` reads and writes.
            unsafe { f(w.as_ptr(), got.as_mut_ptr()) };
            let want = reference::<M>(sem, op, w);
            if got != want {
                failures.push(format!(
                    "{} {sname} {op:?} on {:08x?}: {got:08x?}, reference {want:08x?}",
                    M::NAME,
                    &w[..],
                ));
                break;
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_op_in_fp32_is_the_reference() {
    check_model::<Ieee>(
        ModelSel::Ieee,
        &[
            ("tgsi", Semantics::tgsi()),
            ("arb_vp", Semantics::arb_vertex()),
            ("pica_f32", Semantics::pica_f32()),
        ],
    );
}

#[test]
fn every_op_in_fp32_without_denormals_is_the_reference() {
    check_model::<IeeeFtz>(
        ModelSel::IeeeFtz,
        &[
            ("nv_vp", Semantics::nv_vertex()),
            ("nv_fp", Semantics::nv_fragment()),
        ],
    );
}

#[test]
fn every_op_in_float24_is_the_reference() {
    check_model::<Float24>(ModelSel::Float24, &[("pica", Semantics::pica())]);
}

#[test]
fn every_op_in_fp16_is_the_reference() {
    check_model::<Half>(ModelSel::Half, &[("nv_fp", Semantics::nv_fragment())]);
}

#[test]
fn every_op_in_fx12_is_the_reference() {
    check_model::<Fixed12>(ModelSel::Fixed, &[("nv_fp", Semantics::nv_fragment())]);
}

mod engine {
    //! The engine around the compiled stretches: which instructions run
    //! natively, the budget inside a stretch, the cache.

    use crate::{Jit, batch_for, code_for};
    use shasm::driver::{Input, Options};
    use shasm_engine::{Engine, Interpreter, IoLayout, Order, Results, Slot, Status};
    use shasm_exec::{End, Executable};
    use shasm_ir::{CcValue, File, Opcode};
    use std::sync::Arc;

    /// The corpus's simple_tri: MOV, MOV, 4 DP4, MOV, END.
    const SIMPLE_TRI: &str =
        "tests/corpus/pica-3ds-examples/graphics_gpu_simple_tri_vshader.v.pica";

    /// The corpus's normal_mapping: 38 data instructions, nested IFC on
    /// the flags of a CMP, 4 more.
    const NORMAL_MAPPING: &str =
        "tests/corpus/pica-3ds-examples/graphics_gpu_normal_mapping_vshader.v.pica";

    fn load(file: &str, budget: Option<u64>) -> Arc<Executable> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let bytes = std::fs::read(root.join(file)).expect("corpus program");
        load_bytes(file, bytes, budget)
    }

    fn load_bytes(name: &str, bytes: Vec<u8>, budget: Option<u64>) -> Arc<Executable> {
        let options = Options {
            budget,
            ..Options::default()
        };
        let program = shasm::Program::load(Input::new(name, bytes), &options).expect("loads");
        Arc::new(program.executable().clone())
    }

    #[test]
    fn simple_tri_runs_as_one_native_stretch() {
        let exe = load(SIMPLE_TRI, None);
        let code = code_for(&exe).unwrap();
        // Seven data instructions, then END (which the interpreter's step
        // counts and ends the run with).
        let ops: Vec<Opcode> = exe.prepared().iter().map(|i| i.op).collect();
        assert_eq!(
            &ops[..8],
            &[
                Opcode::Mov,
                Opcode::Mov,
                Opcode::Dp4,
                Opcode::Dp4,
                Opcode::Dp4,
                Opcode::Dp4,
                Opcode::Mov,
                Opcode::End
            ]
        );
        for pc in 0..7 {
            let s = code.at[pc].expect("a native instruction");
            assert_eq!(s.end, 7);
        }
        assert!(code.at[7].is_none());
    }

    /// What a batch left: outputs, write masks and statuses, or the error.
    type Ran = Result<(Vec<u32>, Vec<u8>, Vec<Status>), String>;

    /// Run `exe` on `engine` for three invocations with inputs around 1,
    /// constants 0..3 set, reading back `outputs`.
    fn run(engine: &dyn Engine, exe: &Arc<Executable>, outputs: &[Slot]) -> Ran {
        let layout = IoLayout {
            inputs: vec![Slot::new(File::Input, 0), Slot::new(File::Input, 1)],
            outputs: outputs.to_vec(),
            order: Order::Aos,
            quads: false,
        };
        let kernel = engine.compile(exe, &layout).map_err(|e| e.to_string())?;
        let count = 3;
        let inputs: Vec<u32> = (0..count * 8)
            .map(|i| (1.0 + i as f32 / 8.0).to_bits())
            .collect();
        let mut words = vec![0; count * 4 * outputs.len()];
        let mut written = vec![0; count * outputs.len()];
        let blank = Status {
            end: End::Normal,
            executed: u64::MAX,
            killed: true,
            cc: [[CcValue::EQ; 4]; 2],
            predicates: [true; 2],
        };
        let mut status = vec![blank; count];
        let mut env = exe.env();
        for i in 0..4 {
            env.set(File::Const, i, [0x3F80_0000 + (i << 20); 4])
                .unwrap();
        }
        kernel
            .run(
                &env,
                &inputs,
                Results {
                    outputs: &mut words,
                    written: Some(&mut written),
                    status: Some(&mut status),
                    vertices: None,
                },
            )
            .map_err(|e| e.to_string())?;
        Ok((words, written, status))
    }

    #[test]
    fn the_budget_stops_a_stretch_where_the_interpreter_stops() {
        // NV_vertex_program2 runs end (End::Budget) after the budget's
        // number of instructions, without failing: the instructions before
        // it have run, those after it have not, even inside a compiled
        // stretch (here four DP4s, then two MOVs; END marks the end of the
        // program and is not executed).
        const VP: &str = "!!VP2.0\nDP4 R0.x, c[0], v[0];\nDP4 R0.y, c[1], v[0];\n\
            DP4 R0.z, c[2], v[0];\nDP4 R0.w, c[3], v[0];\nMOV o[HPOS], R0;\n\
            MOV o[COL0], v[1];\nEND\n";
        let outputs = [Slot::new(File::Output, 0), Slot::new(File::Temp, 0)];
        for budget in 0..=8u64 {
            let exe = load_bytes("t.vp", VP.as_bytes().to_vec(), Some(budget));
            let jit = run(&Jit, &exe, &outputs);
            let (_, written, status) = jit.clone().expect("no failure at the budget");
            for k in 0..3 {
                let s = status[k];
                if budget < 6 {
                    assert_eq!((s.end, s.executed), (End::Budget, budget));
                } else {
                    assert_eq!((s.end, s.executed), (End::Normal, 6));
                }
                // R0's components, one per DP4 run.
                let r0 = (1u8 << budget.min(4)) - 1;
                assert_eq!(written[2 * k + 1], r0, "budget {budget}");
                assert_eq!(written[2 * k] != 0, budget >= 5, "budget {budget}");
            }
            assert_eq!(jit, run(&Interpreter, &exe, &outputs), "budget {budget}");
        }
    }

    #[test]
    fn a_pica_budget_fails_as_the_interpreter_fails() {
        // The PICA200 treats the budget as an error: the batch fails at its
        // first invocation with the interpreter's error.
        let outputs = [Slot::new(File::Output, 0), Slot::new(File::Temp, 0)];
        for budget in 0..=9u64 {
            let exe = load(SIMPLE_TRI, Some(budget));
            let jit = run(&Jit, &exe, &outputs);
            if budget < 8 {
                assert!(
                    jit.as_ref().is_err_and(|e| e.starts_with("invocation 0")),
                    "{jit:?}"
                );
            } else {
                assert!(jit.is_ok());
            }
            assert_eq!(jit, run(&Interpreter, &exe, &outputs), "budget {budget}");
        }
    }

    #[test]
    fn a_long_program_is_split_into_bounded_stretches() {
        // 3,000 ADDs of 1.0: every sum is an integer below 2^24, exact in
        // binary32 (TGSI's ADD is IEEE-754 addition), so OUT[0] is 3001.
        let n = 3000;
        let mut text = String::from("VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL TEMP[0]\n");
        text.push_str("  0: MOV TEMP[0], IN[0]\n");
        for i in 1..=n {
            text.push_str(&format!("  {i}: ADD TEMP[0], TEMP[0], IN[0]\n"));
        }
        text.push_str(&format!(
            "  {}: MOV OUT[0], TEMP[0]\n  {}: END\n",
            n + 1,
            n + 2
        ));
        let exe = load_bytes("long.tgsi", text.into_bytes(), None);
        let code = code_for(&exe).unwrap();
        let mut pc = 0;
        while pc < n + 2 {
            let s = code.at[pc].expect("a native instruction");
            assert!(s.end - pc <= crate::compile::MAX_STRETCH);
            pc = s.end;
        }
        let layout = IoLayout {
            inputs: vec![Slot::new(File::Input, 0)],
            outputs: vec![Slot::new(File::Output, 0)],
            order: Order::Soa,
            quads: false,
        };
        let kernel = Jit.compile(&exe, &layout).unwrap();
        let mut out = vec![0u32; 4];
        kernel
            .run(
                &exe.env(),
                &[1.0f32.to_bits(); 4],
                Results::outputs(&mut out),
            )
            .unwrap();
        assert_eq!(out, [3001.0f32.to_bits(); 4]);
    }

    #[test]
    fn equal_programs_share_their_code() {
        let a = load(SIMPLE_TRI, None);
        let b = load(SIMPLE_TRI, None);
        let (ca, cb) = (code_for(&a).unwrap(), code_for(&b).unwrap());
        assert!(Arc::ptr_eq(&ca, &cb));
        // Another program (here, another budget: the same instructions
        // under other semantics) has code of its own.
        let c = load(SIMPLE_TRI, Some(3));
        assert!(!Arc::ptr_eq(&ca, &code_for(&c).unwrap()));
    }

    #[test]
    fn whole_programs_run_as_batch_kernels() {
        // A straight program and one with nested PICA200 IFC (PICA spec
        // "IFC": run to DST, then skip NUM words, or jump to DST) compile
        // into one batch function each, which computes what the
        // interpreter computes: outputs, write masks, executed counts
        // and the CMP flags.
        let outputs: Vec<Slot> = (0..7)
            .map(|i| Slot::new(File::Output, i))
            .chain((0..16).map(|i| Slot::new(File::Temp, i)))
            .collect();
        for file in [SIMPLE_TRI, NORMAL_MAPPING] {
            let exe = load(file, None);
            let outputs: Vec<Slot> = outputs
                .iter()
                .copied()
                .filter(|s| exe.result_slot(s.file, 0, s.index).is_some())
                .collect();
            let layout = IoLayout {
                inputs: vec![Slot::new(File::Input, 0), Slot::new(File::Input, 1)],
                outputs: outputs.clone(),
                order: Order::Aos,
                quads: false,
            };
            let code = code_for(&exe).unwrap();
            assert!(
                batch_for(&exe, &layout, &code.banks).unwrap().is_some(),
                "{file}"
            );
            let jit = run(&Jit, &exe, &outputs);
            assert!(jit.is_ok(), "{file}: {jit:?}");
            assert_eq!(jit, run(&Interpreter, &exe, &outputs), "{file}");
        }
    }

    #[test]
    fn a_batch_kernel_hands_back_what_it_does_not_finish() {
        // NV_vertex_program2 §2.14.4 ends a run that executes more than
        // the budget's instructions (End::Budget) and keeps its results.
        // With a budget of 4, every invocation of this straight program
        // passes it: the batch function hands each back and the stretches
        // run it, with the interpreter's results.
        const VP: &str = "!!VP2.0\nDP4 R0.x, c[0], v[0];\nDP4 R0.y, c[1], v[0];\n\
            DP4 R0.z, c[2], v[0];\nDP4 R0.w, c[3], v[0];\nMOV o[HPOS], R0;\nEND\n";
        let outputs = [Slot::new(File::Output, 0), Slot::new(File::Temp, 0)];
        let exe = load_bytes("t.vp", VP.as_bytes().to_vec(), Some(4));
        let layout = IoLayout {
            inputs: vec![Slot::new(File::Input, 0), Slot::new(File::Input, 1)],
            outputs: outputs.to_vec(),
            order: Order::Aos,
            quads: false,
        };
        let code = code_for(&exe).unwrap();
        assert!(batch_for(&exe, &layout, &code.banks).unwrap().is_some());
        let (_, written, status) = run(&Jit, &exe, &outputs).expect("no failure");
        for k in 0..3 {
            assert_eq!((status[k].end, status[k].executed), (End::Budget, 4));
            assert_eq!((written[2 * k], written[2 * k + 1]), (0, 0xF));
        }
        assert_eq!(run(&Jit, &exe, &outputs), run(&Interpreter, &exe, &outputs));
    }

    #[test]
    fn a_batch_over_threads_gives_the_bits_of_one_thread() {
        // Invocations are independent (engine contract), so a batch split
        // over threads (`Threaded`) must give every word one thread gives,
        // in both orders: here normal_mapping (a batch kernel whose flow
        // depends on the inputs) and a VP2 program whose every invocation
        // the batch function hands back (budget 4, NV_vertex_program2
        // §2.14.4), each against the reference interpreter too.
        const VP: &str = "!!VP2.0\nDP4 R0.x, c[0], v[0];\nDP4 R0.y, c[1], v[0];\n\
            DP4 R0.z, c[2], v[0];\nDP4 R0.w, c[3], v[0];\nMOV o[HPOS], R0;\nEND\n";
        let programs = [
            load(NORMAL_MAPPING, None),
            load_bytes("t.vp", VP.as_bytes().to_vec(), Some(4)),
        ];
        let count = 3 * shasm_engine::MIN_CHUNK + 3;
        for exe in &programs {
            let outputs: Vec<Slot> = (0..7)
                .map(|i| Slot::new(File::Output, i))
                .chain((0..4).map(|i| Slot::new(File::Temp, i)))
                .filter(|s| exe.result_slot(s.file, 0, s.index).is_some())
                .collect();
            for order in [Order::Aos, Order::Soa] {
                let layout = IoLayout {
                    inputs: vec![Slot::new(File::Input, 0), Slot::new(File::Input, 1)],
                    outputs: outputs.clone(),
                    order,
                    quads: false,
                };
                // Inputs from -2 to 2, so that the program's tests go both
                // ways.
                let inputs: Vec<u32> = (0..count * 8)
                    .map(|i| (((i * 7919) % 4001) as f32 / 1000.0 - 2.0).to_bits())
                    .collect();
                let run_on = |kernel: &dyn shasm_engine::Kernel| {
                    let mut words = vec![0; count * 4 * outputs.len()];
                    let mut written = vec![0; count * outputs.len()];
                    let blank = Status {
                        end: End::Normal,
                        executed: u64::MAX,
                        killed: true,
                        cc: [[CcValue::GT; 4]; 2],
                        predicates: [true; 2],
                    };
                    let mut status = vec![blank; count];
                    let summary = kernel
                        .run(
                            &exe.env(),
                            &inputs,
                            Results {
                                outputs: &mut words,
                                written: Some(&mut written),
                                status: Some(&mut status),
                                vertices: None,
                            },
                        )
                        .expect("runs");
                    (summary, words, written, status)
                };
                let alone = run_on(Jit.compile(exe, &layout).unwrap().as_ref());
                let interp = run_on(Interpreter.compile(exe, &layout).unwrap().as_ref());
                assert_eq!(alone, interp, "{order:?}");
                for threads in [2, 3] {
                    let kernel = shasm_engine::Threaded::new(
                        Jit.compile(exe, &layout).unwrap().into(),
                        &layout,
                        threads,
                    );
                    assert_eq!(run_on(&kernel), alone, "{order:?}, {threads} threads");
                }
            }
        }
    }

    /// Nested PICA200 LOOPs over `aL`-relative uniforms, with a BREAKC
    /// out of the inner one.
    const PICA_LOOPS: &str = "
.fvec table[16]
.ivec outer
.ivec inner
.constf consts(0.0, 1.0, 0.5, 4.0)
.in inpos v0
.out outpos position
.out outclr color
.proc main
	mov r1, consts.xxxx
	mov r2, consts.xxxx
	for outer
		add r1, table[aL], r1
		for inner
			add r2, table[aL], r2
			cmp r2, ge, ge, inpos.xxxx
			breakc cmp.x
		.end
		add r1, consts.yyyy, r1
	.end
	mov outpos, r1
	mov outclr, r2
	end
.end
";

    #[test]
    fn pica_loops_run_natively_in_batch_kernels() {
        // PICA200 "LOOP": INT.x + 1 iterations, aL from INT.y stepped by
        // INT.z after each; "BREAKC": leave the innermost loop when the
        // condition holds; after a loop aL is the enclosing loop's counter
        // (`shasm_ir::flow::pica`). The batch kernel keeps the counters
        // natively and computes what the interpreter computes: outputs,
        // aL and its write mask, executed counts, flags.
        let exe = load_bytes("loops.v.pica", PICA_LOOPS.as_bytes().to_vec(), None);
        let outputs = vec![
            Slot::new(File::Output, 0),
            Slot::new(File::Output, 1),
            Slot::new(File::LoopCounter, 0),
            Slot::new(File::Temp, 1),
        ];
        let layout = IoLayout {
            inputs: vec![Slot::new(File::Input, 0)],
            outputs: outputs.clone(),
            order: Order::Aos,
            quads: false,
        };
        let code = code_for(&exe).unwrap();
        assert!(batch_for(&exe, &layout, &code.banks).unwrap().is_some());
        let count = 64;
        let inputs: Vec<u32> = (0..count * 4)
            .map(|i| ((i / 4) as f32 * 0.375 - 2.0).to_bits())
            .collect();
        // (outer, inner) integer uniforms: counts, starts, steps (the
        // step wraps aL past the table: the PICA rule clamps it).
        let params = [
            ([0, 0, 1, 0], [0, 0, 1, 0]),
            ([3, 1, 2, 0], [2, 0, 1, 0]),
            ([5, 0, 3, 0], [7, 4, 255, 0]),
            ([255, 250, 1, 0], [1, 2, 3, 0]),
        ];
        for (outer, inner) in params {
            let mut env = exe.env();
            for i in 0..16 {
                let v = (i as f32 * 0.25 - 1.0).to_bits();
                env.set(File::Const, i, [v, v, v, 0x3F80_0000]).unwrap();
            }
            env.set(File::IntConst, 0, outer).unwrap();
            env.set(File::IntConst, 1, inner).unwrap();
            let run_on = |engine: &dyn Engine| {
                let kernel = engine.compile(&exe, &layout).unwrap();
                let mut words = vec![0; count * 4 * outputs.len()];
                let mut written = vec![0; count * outputs.len()];
                let blank = Status {
                    end: End::Normal,
                    executed: u64::MAX,
                    killed: true,
                    cc: [[CcValue::GT; 4]; 2],
                    predicates: [true; 2],
                };
                let mut status = vec![blank; count];
                let summary = kernel
                    .run(
                        &env,
                        &inputs,
                        Results {
                            outputs: &mut words,
                            written: Some(&mut written),
                            status: Some(&mut status),
                            vertices: None,
                        },
                    )
                    .map_err(|e| e.to_string());
                (summary, words, written, status)
            };
            let jit = run_on(&Jit);
            assert!(jit.0.is_ok(), "{:?}", jit.0);
            assert_eq!(jit, run_on(&Interpreter), "{outer:?} {inner:?}");
            // aL was written (LOOP sets it).
            assert_eq!(jit.2[2], 1);
        }
    }

    /// KILL_IF on an operand, and KILL in a branch.
    const KILLS: &str = "FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL TEMP[0]
IMM[0] FLT32 {0.5, 0.25, 0.0, -2.0}
IMM[1] FLT32 {3.0, 3.0, 3.0, 3.0}
  0: ADD TEMP[0], IN[0], -IMM[0]
  1: KILL_IF TEMP[0]
  2: SLT TEMP[0].x, IMM[1].xxxx, IN[0].wwww
  3: IF TEMP[0].xxxx :5
  4:   KILL
  5: ENDIF
  6: MOV OUT[0], IN[0]
  7: END
";

    #[test]
    fn kills_run_natively_in_batch_kernels() {
        // TGSI KILL_IF (ARB_fragment_program 3.11.6.4 KIL): killed when a
        // component is below zero (-0 and NaN are not); KILL kills
        // unconditionally. The batch kernel computes the interpreter's
        // kill flags, statuses and summary.
        let exe = load_bytes("kills.tgsi", KILLS.as_bytes().to_vec(), None);
        let outputs = vec![Slot::new(File::Output, 0)];
        let layout = IoLayout {
            inputs: vec![Slot::new(File::Input, 0)],
            outputs: outputs.clone(),
            order: Order::Soa,
            quads: false,
        };
        let code = code_for(&exe).unwrap();
        assert!(batch_for(&exe, &layout, &code.banks).unwrap().is_some());
        // x, y, z, w around the thresholds (x < 0.5, z < 0, w > 3 kill;
        // y - 0.25 is +0 and w + 2 is positive), with -0, NaN and a
        // negative denormal (TGSI computes in binary32 with denormals).
        let xs = [0.5f32, 0.75, 0.25, -0.0, f32::NAN, 0.6];
        let zs = [0.0f32, -0.0, -1e-40, 1.0];
        let ws = [0.0f32, 3.0, 3.5, -1.0];
        let mut rows = Vec::new();
        for &x in &xs {
            for &z in &zs {
                for &w in &ws {
                    rows.push([x, 0.25, z, w]);
                }
            }
        }
        let count = rows.len();
        let mut inputs = vec![0u32; count * 4];
        for (k, r) in rows.iter().enumerate() {
            for c in 0..4 {
                inputs[Order::Soa.index(1, count, k, 0, c)] = r[c].to_bits();
            }
        }
        let run_on = |engine: &dyn Engine, with_status: bool| {
            let kernel = engine.compile(&exe, &layout).unwrap();
            let mut words = vec![0; count * 4];
            let blank = Status {
                end: End::Normal,
                executed: u64::MAX,
                killed: true,
                cc: [[CcValue::GT; 4]; 2],
                predicates: [true; 2],
            };
            let mut status = vec![blank; count];
            let summary = kernel
                .run(
                    &exe.env(),
                    &inputs,
                    Results {
                        outputs: &mut words,
                        written: None,
                        status: with_status.then_some(&mut status),
                        vertices: None,
                    },
                )
                .unwrap();
            (summary, words, with_status.then_some(status))
        };
        let jit = run_on(&Jit, true);
        assert_eq!(jit, run_on(&Interpreter, true));
        // Without statuses the summary still counts the kills.
        assert_eq!(run_on(&Jit, false).0, jit.0);
        let status = jit.2.unwrap();
        let expected: Vec<bool> = rows
            .iter()
            .map(|r| r[0] < 0.5 || r[2] < 0.0 || r[3] > 3.0)
            .collect();
        let got: Vec<bool> = status.iter().map(|s| s.killed).collect();
        assert_eq!(got, expected);
        assert_eq!(jit.0.killed, expected.iter().filter(|&&k| k).count() as u64);
    }

    #[test]
    fn rep_counters_run_natively_in_batch_kernels() {
        // NV_fragment_program2 3.11.X.9 REP: "LoopCount = floor(op0.x)",
        // a count that is not positive skips the block; REP blocks nest.
        // The count parameter is a batch input here, so counts vary per
        // invocation and each keeps its own counters: acc.x = max(floor(x), 0) and acc.y = that times
        // max(floor(y), 0).
        const FP: &str = "!!ARBfp1.0
OPTION NV_fragment_program2;
PARAM count = program.local[0];
TEMP acc;
MOV acc, {0, 0, 0, 1};
REP count;
  ADD acc.x, acc.x, 1;
  REP count.y;
    ADD acc.y, acc.y, 1;
  ENDREP;
ENDREP;
MOV result.color, acc;
END
";
        let program = shasm::Program::load(Input::new("rep.fp", FP), &Options::default()).unwrap();
        let batch = shasm::Batch::new(&program, &["program.local[0]"], &["result.color"]).unwrap();
        // The default engine picks the JIT only where it has a batch
        // kernel.
        assert_eq!(batch.engine(), shasm::EngineKind::Jit);
        let interp = shasm::Batch::with_engine(
            &program,
            shasm::EngineKind::Interp,
            &["program.local[0]"],
            &["result.color"],
        )
        .unwrap();
        let xs = [-1.0f32, 0.0, 0.5, 1.0, 2.7, 3.0, f32::NAN];
        let ys = [-2.0f32, 0.0, 1.0, 2.9, 4.0];
        let mut rows = Vec::new();
        for &x in &xs {
            for &y in &ys {
                rows.extend([x, y, 0.0, 1.0].map(f32::to_bits));
            }
        }
        let uniforms = program.inputs().unwrap();
        let mut jit = vec![0; rows.len()];
        batch.run(&program, &uniforms, &rows, &mut jit).unwrap();
        let mut reference = vec![0; rows.len()];
        interp
            .run(&program, &uniforms, &rows, &mut reference)
            .unwrap();
        assert_eq!(jit, reference);
        for (k, out) in jit.chunks(4).enumerate() {
            let (x, y) = (f32::from_bits(rows[4 * k]), f32::from_bits(rows[4 * k + 1]));
            // `as` takes NaN to 0, as the contract's count does.
            let n = (x.floor() as i64).max(0) as f32;
            let m = (y.floor() as i64).max(0) as f32;
            assert_eq!(f32::from_bits(out[0]), n, "x {x}");
            assert_eq!(f32::from_bits(out[1]), n * m, "x {x}, y {y}");
        }
    }
}
