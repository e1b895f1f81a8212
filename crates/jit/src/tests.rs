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
