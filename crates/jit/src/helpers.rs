//! The contract's functions that generated code calls out of line: the
//! fp16 and fx12 conversions and roundings, and shasm's binary32
//! transcendental algorithms (`shasm_ir::ops::elementary`). Each is the
//! contract's own Rust function behind a C-ABI symbol, so the JIT's result
//! is the definition's by construction; inlining them would not pay (they
//! are rare in hot code) and would restate the algorithms.

use cranelift_codegen::ir::{AbiParam, FuncRef, Function, Signature, types};
use cranelift_jit::JITBuilder;
use cranelift_module::{FuncId, Linkage, Module};
use shasm_ir::ops::{Fixed12, Half, Model, elementary};

extern "C" fn input_half(x: f32) -> f32 {
    Half::input(x)
}
extern "C" fn input_fixed(x: f32) -> f32 {
    Fixed12::input(x)
}
extern "C" fn round_half(x: f64) -> f32 {
    Half::round(x)
}
extern "C" fn round_fixed(x: f64) -> f32 {
    Fixed12::round(x)
}
extern "C" fn round_word(w: u32) -> u32 {
    shasm_ir::numeric::f24::round_word(w, false)
}
extern "C" fn ex2(x: f32) -> f32 {
    elementary::ex2(x)
}
extern "C" fn lg2(x: f32) -> f32 {
    elementary::lg2(x)
}
extern "C" fn sin(x: f32) -> f32 {
    elementary::sin(x)
}
extern "C" fn cos(x: f32) -> f32 {
    elementary::cos(x)
}

/// Each helper: its symbol, argument type and address.
fn table() -> [(&'static str, bool, *const u8); 8] {
    // `true`: the argument is an f64 (a rounding), else an f32.
    [
        ("shasm_jit_input_half", false, input_half as *const u8),
        ("shasm_jit_input_fixed", false, input_fixed as *const u8),
        ("shasm_jit_round_half", true, round_half as *const u8),
        ("shasm_jit_round_fixed", true, round_fixed as *const u8),
        ("shasm_jit_ex2", false, ex2 as *const u8),
        ("shasm_jit_lg2", false, lg2 as *const u8),
        ("shasm_jit_sin", false, sin as *const u8),
        ("shasm_jit_cos", false, cos as *const u8),
    ]
}

/// Register every helper's symbol with a JIT under construction.
pub(crate) fn register(builder: &mut JITBuilder) {
    for (name, _, ptr) in table() {
        builder.symbol(name, ptr);
    }
    builder.symbol(ROUND_WORD, round_word as *const u8);
}

/// The float24 conversion of a word set into a register
/// (`shasm_ir::numeric::f24::round_word`), `u32 -> u32`.
const ROUND_WORD: &str = "shasm_jit_f24_round_word";

/// The helpers declared in a module.
pub(crate) struct Declared([FuncId; 8], FuncId);

impl Declared {
    pub(crate) fn new<M: Module>(module: &mut M) -> Result<Declared, String> {
        let mut ids = Vec::with_capacity(8);
        for (name, wide, _) in table() {
            let mut sig = Signature::new(module.isa().default_call_conv());
            sig.params
                .push(AbiParam::new(if wide { types::F64 } else { types::F32 }));
            sig.returns.push(AbiParam::new(types::F32));
            let id = module
                .declare_function(name, Linkage::Import, &sig)
                .map_err(|e| e.to_string())?;
            ids.push(id);
        }
        let mut sig = Signature::new(module.isa().default_call_conv());
        sig.params.push(AbiParam::new(types::I32));
        sig.returns.push(AbiParam::new(types::I32));
        let round_word = module
            .declare_function(ROUND_WORD, Linkage::Import, &sig)
            .map_err(|e| e.to_string())?;
        Ok(Declared(ids.try_into().expect("eight helpers"), round_word))
    }

    /// The float24 word conversion as a callee of one function.
    pub(crate) fn round_word_in<M: Module>(&self, module: &mut M, func: &mut Function) -> FuncRef {
        module.declare_func_in_func(self.1, func)
    }

    /// The helpers as callees of one function.
    pub(crate) fn in_func<M: Module>(&self, module: &mut M, func: &mut Function) -> Helpers {
        let [
            input_half,
            input_fixed,
            round_half,
            round_fixed,
            ex2,
            lg2,
            sin,
            cos,
        ] = self.0.map(|id| module.declare_func_in_func(id, func));
        Helpers {
            input_half,
            input_fixed,
            round_half,
            round_fixed,
            ex2,
            lg2,
            sin,
            cos,
        }
    }
}

/// The helpers a function may call.
pub(crate) struct Helpers {
    pub input_half: FuncRef,
    pub input_fixed: FuncRef,
    pub round_half: FuncRef,
    pub round_fixed: FuncRef,
    pub ex2: FuncRef,
    pub lg2: FuncRef,
    pub sin: FuncRef,
    pub cos: FuncRef,
}
