//! The contract's functions that generated code calls out of line: the
//! fp16 and fx12 conversions and roundings, and shasm's binary32
//! transcendental algorithms (`shasm_ir::ops::elementary`). Each is the
//! contract's own Rust function behind a C-ABI symbol, so the JIT's result
//! is the definition's by construction; inlining them would not pay (they
//! are rare in hot code) and would restate the algorithms.

use cranelift_codegen::ir::{AbiParam, FuncRef, Function, Signature, types};
use cranelift_jit::JITBuilder;
use cranelift_module::{FuncId, Linkage, Module};
use shasm_ir::flow::{pica, structured};
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

/// The PICA200 LOOP stack of one invocation of a batch kernel: the
/// contract's ring with its counter frames (`shasm_ir::flow::pica`), in a
/// stack slot of the generated function.
pub(crate) type LoopStack = pica::Ring<pica::LoopFrame, 4>;

/// Helpers on a [`LoopStack`] that give an `aL`: the value in the low 32
/// bits, bit 32 set where the contract gives one (`Option<i32>`).
fn counter(c: Option<i32>) -> u64 {
    c.map_or(0, |c| (1 << 32) | u64::from(c as u32))
}

/// # Safety
/// `s` is a batch kernel's loop-stack slot (any bytes).
unsafe extern "C" fn loop_reset(s: *mut LoopStack) {
    // SAFETY: the slot is valid for a write of a `LoopStack`.
    unsafe { s.write(LoopStack::new()) }
}

/// `LOOP`: decode the integer uniform and push its frame, as the
/// interpreter's block hooks do (`Executable::execute_straight`: the
/// frame's PCs are unused, the graph decides the flow). Returns the first
/// `aL`.
///
/// # Safety
/// `s` is a loop stack [`loop_reset`] initialised.
unsafe extern "C" fn loop_begin(s: *mut LoopStack, x: u32, y: u32, z: u32, w: u32) -> u32 {
    let params = pica::decode_loop([x, y, z, w]);
    // SAFETY: as the caller promises.
    unsafe { (*s).push(pica::LoopFrame::new(0, u32::MAX, params)) };
    params.start as u32
}

/// # Safety
/// As [`loop_begin`].
unsafe extern "C" fn loop_remaining(s: *mut LoopStack) -> u32 {
    // SAFETY: as the caller promises.
    u32::from(pica::loop_remaining(unsafe { &*s }))
}

/// # Safety
/// As [`loop_begin`].
unsafe extern "C" fn loop_continue(s: *mut LoopStack) -> u64 {
    // SAFETY: as the caller promises.
    counter(pica::loop_repeat(unsafe { &mut *s }))
}

/// # Safety
/// As [`loop_begin`].
unsafe extern "C" fn loop_exit(s: *mut LoopStack) -> u64 {
    // SAFETY: as the caller promises.
    counter(pica::loop_exit(unsafe { &mut *s }))
}

/// # Safety
/// As [`loop_begin`].
unsafe extern "C" fn loop_break(s: *mut LoopStack) -> u64 {
    // SAFETY: as the caller promises.
    counter(pica::loop_break(unsafe { &mut *s }).map(|(_, c)| c))
}

/// The most `REP` counters a batch kernel keeps at once; an invocation
/// that would open more is handed back to the stretches.
pub(crate) const REP_DEPTH: usize = 64;

/// The `REP` counters of one invocation of a batch kernel, innermost
/// last, in a stack slot of the generated function.
#[repr(C)]
pub(crate) struct RepStack {
    len: usize,
    counts: [i64; REP_DEPTH],
}

/// A `REP`'s count from the kernel's words: `kind` 0 a float operand, 1
/// a signed, 2 an unsigned one, 3 none (`structured::rep_count`).
fn rep_count(kind: u32, w: u32) -> i64 {
    use shasm_ir::DataType;
    let (data_type, x) = match kind {
        0 => (DataType::Float, Some(w)),
        1 => (DataType::Signed, Some(w)),
        2 => (DataType::Unsigned, Some(w)),
        _ => (DataType::Float, None),
    };
    structured::rep_count(data_type, x)
}

/// # Safety
/// `s` is a batch kernel's `REP` stack slot (any bytes).
unsafe extern "C" fn rep_reset(s: *mut RepStack) {
    // SAFETY: only the length is read before a push writes a count.
    unsafe { (*s.cast::<usize>()) = 0 };
}

/// Entering a `REP` body: push its count. 0 where the stack is full.
///
/// # Safety
/// `s` is a stack [`rep_reset`] initialised.
unsafe extern "C" fn rep_push(s: *mut RepStack, kind: u32, w: u32) -> u32 {
    // SAFETY: as the caller promises.
    let s = unsafe { &mut *s };
    if s.len >= REP_DEPTH {
        return 0;
    }
    s.counts[s.len] = rep_count(kind, w);
    s.len += 1;
    1
}

/// Whether a `REP` runs its body (`structured::rep_enters`).
extern "C" fn rep_enters(_s: *mut RepStack, kind: u32, w: u32) -> u32 {
    u32::from(structured::rep_enters(rep_count(kind, w)))
}

/// At `ENDREP`: whether another iteration follows (`structured::rep_step`
/// on a copy of the innermost counter).
///
/// # Safety
/// As [`rep_push`].
unsafe extern "C" fn rep_remaining(s: *mut RepStack) -> u32 {
    // SAFETY: as the caller promises.
    let s = unsafe { &*s };
    let mut top = s.len.checked_sub(1).map(|i| s.counts[i]);
    u32::from(structured::rep_step(top.as_mut()))
}

/// `ENDREP` with iterations left: count the one ending down
/// (`structured::rep_step`).
///
/// # Safety
/// As [`rep_push`].
unsafe extern "C" fn rep_continue(s: *mut RepStack) {
    // SAFETY: as the caller promises.
    let s = unsafe { &mut *s };
    let top = s.len.checked_sub(1).map(|i| &mut s.counts[i]);
    structured::rep_step(top);
}

/// Leaving `n` `REP` blocks (`ENDREP` after the last iteration, `BRK`,
/// `RET` from inside them): pop their counters.
///
/// # Safety
/// As [`rep_push`].
unsafe extern "C" fn rep_pop(s: *mut RepStack, n: u32) {
    // SAFETY: as the caller promises.
    let s = unsafe { &mut *s };
    s.len = s.len.saturating_sub(n as usize);
}

/// The flow-stack helpers: symbol, address, number of `u32` arguments
/// after the stack pointer, and the result type (none, `u32`, `u64`).
fn loop_table() -> [(&'static str, *const u8, usize, Option<types::Type>); 12] {
    [
        ("shasm_jit_loop_reset", loop_reset as *const u8, 0, None),
        (
            "shasm_jit_loop_begin",
            loop_begin as *const u8,
            4,
            Some(types::I32),
        ),
        (
            "shasm_jit_loop_remaining",
            loop_remaining as *const u8,
            0,
            Some(types::I32),
        ),
        (
            "shasm_jit_loop_continue",
            loop_continue as *const u8,
            0,
            Some(types::I64),
        ),
        (
            "shasm_jit_loop_exit",
            loop_exit as *const u8,
            0,
            Some(types::I64),
        ),
        (
            "shasm_jit_loop_break",
            loop_break as *const u8,
            0,
            Some(types::I64),
        ),
        ("shasm_jit_rep_reset", rep_reset as *const u8, 0, None),
        (
            "shasm_jit_rep_push",
            rep_push as *const u8,
            2,
            Some(types::I32),
        ),
        (
            "shasm_jit_rep_enters",
            rep_enters as *const u8,
            2,
            Some(types::I32),
        ),
        (
            "shasm_jit_rep_remaining",
            rep_remaining as *const u8,
            0,
            Some(types::I32),
        ),
        ("shasm_jit_rep_continue", rep_continue as *const u8, 0, None),
        ("shasm_jit_rep_pop", rep_pop as *const u8, 1, None),
    ]
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
    for (name, ptr, _, _) in loop_table() {
        builder.symbol(name, ptr);
    }
}

/// The float24 conversion of a word set into a register
/// (`shasm_ir::numeric::f24::round_word`), `u32 -> u32`.
const ROUND_WORD: &str = "shasm_jit_f24_round_word";

/// The helpers declared in a module.
pub(crate) struct Declared([FuncId; 8], FuncId, [FuncId; 12]);

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
        let ptr = module.target_config().pointer_type();
        let mut loops = Vec::with_capacity(12);
        for (name, _, args, ret) in loop_table() {
            let mut sig = Signature::new(module.isa().default_call_conv());
            sig.params.push(AbiParam::new(ptr));
            sig.params
                .extend(std::iter::repeat_n(AbiParam::new(types::I32), args));
            sig.returns.extend(ret.map(AbiParam::new));
            let id = module
                .declare_function(name, Linkage::Import, &sig)
                .map_err(|e| e.to_string())?;
            loops.push(id);
        }
        Ok(Declared(
            ids.try_into().expect("eight helpers"),
            round_word,
            loops.try_into().expect("twelve flow-stack helpers"),
        ))
    }

    /// The loop-stack helpers as callees of one function.
    pub(crate) fn loops_in<M: Module>(&self, module: &mut M, func: &mut Function) -> LoopHelpers {
        let [
            reset,
            begin,
            remaining,
            cont,
            exit,
            brk,
            rep_reset,
            rep_push,
            rep_enters,
            rep_remaining,
            rep_continue,
            rep_pop,
        ] = self.2.map(|id| module.declare_func_in_func(id, func));
        LoopHelpers {
            reset,
            begin,
            remaining,
            cont,
            exit,
            brk,
            rep_reset,
            rep_push,
            rep_enters,
            rep_remaining,
            rep_continue,
            rep_pop,
        }
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

/// The PICA200 loop-stack helpers a batch kernel may call: each is the
/// contract's function (`shasm_ir::flow::pica`) on the invocation's
/// [`LoopStack`].
pub(crate) struct LoopHelpers {
    /// Start an invocation: an empty stack.
    pub reset: FuncRef,
    /// `LOOP`: push (integer uniform words x, y, z, w), giving `aL`.
    pub begin: FuncRef,
    /// Whether the innermost loop has iterations left.
    pub remaining: FuncRef,
    /// The end of an iteration with iterations left (an `aL`).
    pub cont: FuncRef,
    /// The end of the last iteration (an `aL`).
    pub exit: FuncRef,
    /// `BREAK` taken (an `aL`).
    pub brk: FuncRef,
    /// The `REP` counters ([`RepStack`]), from `shasm_ir::flow::structured`:
    /// start an invocation with none.
    pub rep_reset: FuncRef,
    /// Enter a `REP` body: push its count (kind, word); 0 when full.
    pub rep_push: FuncRef,
    /// Whether a `REP` (kind, word) runs its body.
    pub rep_enters: FuncRef,
    /// At `ENDREP`: whether another iteration follows.
    pub rep_remaining: FuncRef,
    /// `ENDREP` repeating: one iteration less.
    pub rep_continue: FuncRef,
    /// Pop this many counters.
    pub rep_pop: FuncRef,
}
