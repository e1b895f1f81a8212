//! The naga form of every primitive against the reference.
//!
//! No GPU here: a small evaluator of the naga IR this crate emits
//! ([`eval`]; binary32 arithmetic is Rust's, which is IEEE-754's, as the
//! targets measured in `docs/translate.md` are) runs each primitive's
//! function on edge and random operands, and every result must be the
//! reference's bit for bit: the model primitives against the interpreter's
//! emitter (`Scalar<M>`, the f64 definitions of `shasm_ir::ops::emit`),
//! the transcendental helpers against `shasm_ir::ops::elementary`.

use crate::builder::Gen;
use crate::emit::{E, H};
use naga::{BinaryOperator as Op, Expression, Function, Handle, Literal, MathFunction, Module};
use naga::{ScalarKind, Statement, UnaryOperator};
use shasm_ir::ZeroTimesInf;
use shasm_ir::ops::{Emit, Fixed12, Float24, Half, Ieee, IeeeFtz, Model, ModelKind, Scalar};

/// A value of the evaluator.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum V {
    F(f32),
    U(u32),
    I(i32),
    B(bool),
    /// A vector or an array.
    C(Vec<V>),
    /// A pointer: a local variable or a global, and the indices into it.
    P(Root, Vec<u32>),
}

#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) enum Root {
    Local(usize),
    Global(usize),
}

impl V {
    fn f(&self) -> f32 {
        match self {
            V::F(x) => *x,
            v => panic!("not a float: {v:?}"),
        }
    }
    fn b(&self) -> bool {
        match self {
            V::B(x) => *x,
            v => panic!("not a bool: {v:?}"),
        }
    }
    pub(crate) fn u(&self) -> u32 {
        match self {
            V::U(x) => *x,
            V::I(x) => *x as u32,
            v => panic!("not an integer: {v:?}"),
        }
    }
    fn at(&self, path: &[u32]) -> &V {
        path.iter().fold(self, |v, &i| match v {
            V::C(items) => &items[i as usize],
            v => panic!("index {i} into {v:?}"),
        })
    }
    fn at_mut(&mut self, path: &[u32]) -> &mut V {
        path.iter().fold(self, |v, &i| match v {
            V::C(items) => &mut items[i as usize],
            v => panic!("index {i} into {v:?}"),
        })
    }
}

enum Flow {
    Next,
    Break,
    Continue,
    Return(Option<V>),
}

struct Frame<'m> {
    module: &'m Module,
    f: &'m Function,
    values: Vec<Option<V>>,
    locals: Vec<V>,
    args: Vec<V>,
}

/// Run function `h` of `module` on `args`.
fn eval(module: &Module, h: Handle<Function>, args: &[V]) -> V {
    // A probe module's only global is the private opaque zero.
    let mut globals = vec![V::U(0); module.global_variables.len()];
    match run_function(module, &module.functions[h], args, &mut globals) {
        Some(v) => v,
        None => panic!("{:?} returned nothing", module.functions[h].name),
    }
}

/// Run `f` with `globals` (one value per global variable).
pub(crate) fn run_function(
    module: &Module,
    f: &Function,
    args: &[V],
    globals: &mut [V],
) -> Option<V> {
    let mut frame = Frame {
        module,
        f,
        values: vec![None; f.expressions.len()],
        locals: vec![V::U(0); f.local_variables.len()],
        args: args.to_vec(),
    };
    match frame.block(&f.body, globals) {
        Flow::Return(v) => v,
        _ => None,
    }
}

impl Frame<'_> {
    fn get(&mut self, h: Handle<Expression>) -> V {
        if let Some(v) = &self.values[h.index()] {
            return v.clone();
        }
        // Expressions in scope from the start are evaluated when used.
        let v = match self.f.expressions[h] {
            Expression::Literal(l) => match l {
                Literal::F32(x) => V::F(x),
                Literal::U32(x) => V::U(x),
                Literal::I32(x) => V::I(x),
                Literal::Bool(x) => V::B(x),
                other => panic!("literal {other:?}"),
            },
            Expression::FunctionArgument(i) => self.args[i as usize].clone(),
            Expression::LocalVariable(l) => V::P(Root::Local(l.index()), Vec::new()),
            Expression::GlobalVariable(g) => V::P(Root::Global(g.index()), Vec::new()),
            ref other => panic!("{other:?} used before it was emitted"),
        };
        self.values[h.index()] = Some(v.clone());
        v
    }

    fn read(&self, root: Root, path: &[u32], globals: &[V]) -> V {
        match root {
            Root::Local(i) => self.locals[i].at(path).clone(),
            Root::Global(i) => globals[i].at(path).clone(),
        }
    }

    fn compute(&mut self, h: Handle<Expression>, globals: &mut [V]) -> V {
        let e = self.f.expressions[h].clone();
        match e {
            Expression::Load { pointer } => match self.get(pointer) {
                V::P(root, path) => self.read(root, &path, globals),
                v => panic!("load of {v:?}"),
            },
            Expression::Access { base, index } => {
                let i = self.get(index).u();
                match self.get(base) {
                    V::P(root, mut path) => {
                        path.push(i);
                        V::P(root, path)
                    }
                    v => v.at(&[i]).clone(),
                }
            }
            Expression::AccessIndex { base, index } => match self.get(base) {
                V::P(root, mut path) => {
                    path.push(index);
                    V::P(root, path)
                }
                v => v.at(&[index]).clone(),
            },
            Expression::Splat { size, value } => V::C(vec![self.get(value); size as usize]),
            Expression::Compose { components, .. } => {
                V::C(components.iter().map(|c| self.get(*c)).collect())
            }
            Expression::ArrayLength(p) => match self.get(p) {
                V::P(root, path) => match self.read(root, &path, globals) {
                    V::C(items) => V::U(items.len() as u32),
                    v => panic!("arrayLength of {v:?}"),
                },
                v => panic!("arrayLength of {v:?}"),
            },
            Expression::Binary { op, left, right } => binary(op, self.get(left), self.get(right)),
            Expression::Unary { op, expr } => match (op, self.get(expr)) {
                (UnaryOperator::LogicalNot, V::B(x)) => V::B(!x),
                (UnaryOperator::BitwiseNot, V::U(x)) => V::U(!x),
                (UnaryOperator::Negate, V::I(x)) => V::I(x.wrapping_neg()),
                (UnaryOperator::Negate, V::F(x)) => V::F(-x),
                (op, v) => panic!("{op:?} {v:?}"),
            },
            Expression::Select {
                condition,
                accept,
                reject,
            } => {
                if self.get(condition).b() {
                    self.get(accept)
                } else {
                    self.get(reject)
                }
            }
            Expression::As {
                expr,
                kind,
                convert,
            } => {
                let v = self.get(expr);
                let bits = |v: &V| match v {
                    V::F(x) => x.to_bits(),
                    V::U(x) => *x,
                    V::I(x) => *x as u32,
                    v => panic!("bitcast of {v:?}"),
                };
                match (convert, kind) {
                    (None, ScalarKind::Float) => V::F(f32::from_bits(bits(&v))),
                    (None, ScalarKind::Uint) => V::U(bits(&v)),
                    (None, ScalarKind::Sint) => V::I(bits(&v) as i32),
                    // WGSL's conversions: saturating toward zero (the
                    // emitter keeps operands in range), to nearest even.
                    (Some(_), ScalarKind::Sint) => V::I(match v {
                        V::F(x) => x as i32,
                        V::U(x) => x as i32,
                        v => panic!("{v:?}"),
                    }),
                    (Some(_), ScalarKind::Uint) => V::U(match v {
                        V::F(x) => x as u32,
                        V::I(x) => x as u32,
                        v => panic!("{v:?}"),
                    }),
                    (Some(_), ScalarKind::Float) => V::F(match v {
                        V::I(x) => x as f32,
                        V::U(x) => x as f32,
                        v => panic!("{v:?}"),
                    }),
                    other => panic!("{other:?}"),
                }
            }
            Expression::Math { fun, arg, arg1, .. } => {
                let a = self.get(arg);
                let b = arg1.map(|x| self.get(x));
                math(fun, a, b)
            }
            ref other => panic!("no evaluation of {other:?}"),
        }
    }

    fn block(&mut self, b: &naga::Block, globals: &mut [V]) -> Flow {
        for s in b.iter() {
            match self.statement(s, globals) {
                Flow::Next => {}
                other => return other,
            }
        }
        Flow::Next
    }

    fn statement(&mut self, s: &Statement, globals: &mut [V]) -> Flow {
        match s {
            Statement::Emit(range) => {
                for h in range.clone() {
                    let v = self.compute(h, globals);
                    self.values[h.index()] = Some(v);
                }
                Flow::Next
            }
            Statement::Block(b) => self.block(b, globals),
            Statement::If {
                condition,
                accept,
                reject,
            } => {
                if self.get(*condition).b() {
                    self.block(accept, globals)
                } else {
                    self.block(reject, globals)
                }
            }
            Statement::Switch { selector, cases } => {
                let v = self.get(*selector).u();
                let case = cases
                    .iter()
                    .find(|c| c.value == naga::SwitchValue::U32(v))
                    .or_else(|| cases.iter().find(|c| c.value == naga::SwitchValue::Default))
                    .expect("a default case");
                match self.block(&case.body, globals) {
                    Flow::Break | Flow::Next => Flow::Next,
                    other => other,
                }
            }
            Statement::Loop { body, .. } => {
                for _ in 0..10_000_000 {
                    match self.block(body, globals) {
                        Flow::Next | Flow::Continue => {}
                        Flow::Break => return Flow::Next,
                        r @ Flow::Return(_) => return r,
                    }
                }
                panic!("a loop ran 10000000 times")
            }
            Statement::Break => Flow::Break,
            Statement::Continue => Flow::Continue,
            Statement::Return { value } => Flow::Return(value.map(|v| self.get(v))),
            Statement::Store { pointer, value } => {
                let v = self.get(*value);
                match self.get(*pointer) {
                    V::P(Root::Local(i), path) => *self.locals[i].at_mut(&path) = v,
                    V::P(Root::Global(i), path) => *globals[i].at_mut(&path) = v,
                    p => panic!("store to {p:?}"),
                }
                Flow::Next
            }
            Statement::Call {
                function,
                arguments,
                result,
            } => {
                let args: Vec<V> = arguments.iter().map(|a| self.get(*a)).collect();
                let f = &self.module.functions[*function];
                let v = run_function(self.module, f, &args, globals).expect("a result");
                if let Some(r) = result {
                    self.values[r.index()] = Some(v);
                }
                Flow::Next
            }
            other => panic!("no evaluation of {other:?}"),
        }
    }
}

fn binary(op: Op, a: V, b: V) -> V {
    match (a, b) {
        (V::F(x), V::F(y)) => match op {
            Op::Add => V::F(x + y),
            Op::Subtract => V::F(x - y),
            Op::Multiply => V::F(x * y),
            Op::Divide => V::F(x / y),
            Op::Less => V::B(x < y),
            Op::LessEqual => V::B(x <= y),
            Op::Greater => V::B(x > y),
            Op::GreaterEqual => V::B(x >= y),
            Op::Equal => V::B(x == y),
            Op::NotEqual => V::B(x != y),
            op => panic!("f32 {op:?}"),
        },
        (V::U(x), V::U(y)) => match op {
            Op::Add => V::U(x.wrapping_add(y)),
            Op::Subtract => V::U(x.wrapping_sub(y)),
            Op::Multiply => V::U(x.wrapping_mul(y)),
            Op::Divide => V::U(x / y),
            Op::Modulo => V::U(x % y),
            Op::And => V::U(x & y),
            Op::InclusiveOr => V::U(x | y),
            Op::ExclusiveOr => V::U(x ^ y),
            // WGSL: the shift amount is taken modulo 32.
            Op::ShiftLeft => V::U(x << (y & 31)),
            Op::ShiftRight => V::U(x >> (y & 31)),
            Op::Less => V::B(x < y),
            Op::LessEqual => V::B(x <= y),
            Op::Greater => V::B(x > y),
            Op::GreaterEqual => V::B(x >= y),
            Op::Equal => V::B(x == y),
            Op::NotEqual => V::B(x != y),
            op => panic!("u32 {op:?}"),
        },
        (V::I(x), V::I(y)) => match op {
            Op::Add => V::I(x.wrapping_add(y)),
            Op::Subtract => V::I(x.wrapping_sub(y)),
            Op::Divide => V::I(x.wrapping_div(y)),
            Op::Less => V::B(x < y),
            Op::LessEqual => V::B(x <= y),
            Op::Greater => V::B(x > y),
            Op::GreaterEqual => V::B(x >= y),
            Op::Equal => V::B(x == y),
            Op::NotEqual => V::B(x != y),
            op => panic!("i32 {op:?}"),
        },
        (V::B(x), V::B(y)) => match op {
            Op::LogicalAnd => V::B(x && y),
            Op::LogicalOr => V::B(x || y),
            Op::Equal => V::B(x == y),
            Op::NotEqual => V::B(x != y),
            op => panic!("bool {op:?}"),
        },
        (a, b) => panic!("{op:?} of {a:?} and {b:?}"),
    }
}

fn math(fun: MathFunction, a: V, b: Option<V>) -> V {
    use MathFunction as M;
    match (fun, a, b) {
        (M::Sqrt, V::F(x), None) => V::F(x.sqrt()),
        (M::InverseSqrt, V::F(x), None) => V::F(1.0 / x.sqrt()),
        (M::Floor, V::F(x), None) => V::F(x.floor()),
        (M::Ceil, V::F(x), None) => V::F(x.ceil()),
        (M::Trunc, V::F(x), None) => V::F(x.trunc()),
        (M::Round, V::F(x), None) => V::F(x.round_ties_even()),
        (M::Exp2, V::F(x), None) => V::F(x.exp2()),
        (M::Log2, V::F(x), None) => V::F(x.log2()),
        (M::Sin, V::F(x), None) => V::F(x.sin()),
        (M::Cos, V::F(x), None) => V::F(x.cos()),
        (M::Max, V::F(x), Some(V::F(y))) => V::F(x.max(y)),
        (M::Min, V::F(x), Some(V::F(y))) => V::F(x.min(y)),
        (M::Max, V::I(x), Some(V::I(y))) => V::I(x.max(y)),
        (M::Min, V::I(x), Some(V::I(y))) => V::I(x.min(y)),
        (M::Max, V::U(x), Some(V::U(y))) => V::U(x.max(y)),
        (M::Min, V::U(x), Some(V::U(y))) => V::U(x.min(y)),
        // WGSL firstLeadingBit(u32): the index of the top set bit, or -1.
        (M::FirstLeadingBit, V::U(x), None) => V::U(if x == 0 {
            u32::MAX
        } else {
            31 - x.leading_zeros()
        }),
        (fun, a, b) => panic!("{fun:?}({a:?}, {b:?})"),
    }
}

/// A module with one function `probe(a, b)` made by `body` in `model`,
/// validated; the function's handle.
fn probe(
    model: ModelKind,
    exact: bool,
    body: impl FnOnce(&mut E<'_, '_>, H, H) -> H,
) -> (Module, Handle<Function>) {
    let mut g = Gen::new(exact);
    let f32t = g.f32;
    let h = g.helper("probe", &[f32t, f32t], f32t, |fb, p| {
        let mut e = E::new(fb, model);
        body(&mut e, p[0], p[1])
    });
    let mut v = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::empty(),
    );
    if let Err(err) = v.validate(&g.module) {
        panic!("the probe does not validate: {}", err.as_inner());
    }
    (g.module, h)
}

/// A xorshift generator: reproducible operands.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 16) as u32
    }
}

/// Edge operands, then random words of every magnitude.
fn operands(n: usize, seed: u64) -> Vec<f32> {
    let mut v: Vec<f32> = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        2.0,
        3.0,
        1.0 / 3.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        f32::MIN_POSITIVE,
        1e-40,
        -1e-40,
        f32::MAX,
        65504.0,
        65520.0,
        2047.0 / 1024.0,
        -2.0,
        2f32.powi(-62),
        2f32.powi(-63),
        2f32.powi(64),
        1.0e10,
        -3.0e6,
        100.0,
        127.5,
        -150.5,
    ]
    .to_vec();
    let mut r = Rng(seed);
    while v.len() < n {
        let w = r.next();
        // Half the operands near 1 (the interesting rounding cases), half anywhere.
        let x = if w & 1 == 0 {
            f32::from_bits(w)
        } else {
            f32::from_bits((w & 0x807F_FFFF) | ((124 + (w >> 24) % 8) << 23))
        };
        v.push(x);
    }
    v
}

fn same(a: f32, b: f32) -> bool {
    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
}

/// Every binary primitive of model `M` against the reference emitter.
fn model_primitives<M: Model>(kind: ModelKind) {
    type Bin = fn(&mut E<'_, '_>, H, H) -> H;
    type Ref<M> = fn(&mut Scalar<M>, f32, f32) -> f32;
    let cases: [(&str, Bin, Ref<M>); 9] = [
        ("add", |e, a, b| e.add(a, b), |s, a, b| s.add(a, b)),
        ("sub", |e, a, b| e.sub(a, b), |s, a, b| s.sub(a, b)),
        (
            "mul",
            |e, a, b| e.mul(ZeroTimesInf::Nan, a, b),
            |s, a, b| s.mul(ZeroTimesInf::Nan, a, b),
        ),
        (
            "mul 0*inf=0",
            |e, a, b| e.mul(ZeroTimesInf::Zero, a, b),
            |s, a, b| s.mul(ZeroTimesInf::Zero, a, b),
        ),
        ("div", |e, a, b| e.div(a, b), |s, a, b| s.div(a, b)),
        ("sqrt", |e, a, _| e.sqrt(a), |s, a, _| s.sqrt(a)),
        ("rsq", |e, a, _| e.rsq(a), |s, a, _| s.rsq(a)),
        ("round", |e, a, _| e.round(a), |s, a, _| s.round(a)),
        (
            "lt",
            |e, a, b| {
                let c = e.lt(a, b);
                let one = e.float(1.0);
                let zero = e.float(0.0);
                e.select(c, one, zero)
            },
            |_, a, b| if a < b { 1.0 } else { 0.0 },
        ),
    ];
    let xs = operands(3000, 0x9E37_79B9_7F4A_7C15);
    let ys = operands(3000, 0xD1B5_4A32_D192_ED03);
    let s = &mut Scalar::<M>::new();
    for (name, make, reference) in cases {
        let (module, h) = probe(kind, true, make);
        for (&x, &y) in xs.iter().zip(&ys) {
            // Operands are values of the model. (Float24's input keeps
            // binary32 words with more than 16 fraction bits; for such
            // operands the reference's f64 step can round twice where the
            // naga form rounds once: docs/translate.md.)
            let (a, b) = (M::round(M::input(x) as f64), M::round(M::input(y) as f64));
            let want = reference(s, a, b);
            let got = eval(&module, h, &[V::F(a), V::F(b)]).f();
            assert!(
                same(got, want),
                "{} {name}({a:e} {:#x}, {b:e} {:#x}) = {got:e} {:#x}, reference {want:e} {:#x}",
                M::NAME,
                a.to_bits(),
                b.to_bits(),
                got.to_bits(),
                want.to_bits()
            );
        }
    }
    // The input conversion, on raw words.
    let (module, h) = probe(kind, true, |e, a, _| e.input(a));
    for &x in &xs {
        let got = eval(&module, h, &[V::F(x), V::F(0.0)]).f();
        assert!(same(got, M::input(x)), "{} input({x:e}) = {got:e}", M::NAME);
    }
}

#[test]
fn fp32_primitives_are_the_reference() {
    model_primitives::<Ieee>(ModelKind::Ieee);
}

#[test]
fn fp32_without_denormals_primitives_are_the_reference() {
    model_primitives::<IeeeFtz>(ModelKind::IeeeFtz);
}

#[test]
fn float24_primitives_are_the_reference() {
    model_primitives::<Float24>(ModelKind::Float24);
}

#[test]
fn fp16_primitives_are_the_reference() {
    model_primitives::<Half>(ModelKind::Half);
}

#[test]
fn fx12_primitives_are_the_reference() {
    model_primitives::<Fixed12>(ModelKind::Fixed);
}

/// The transcendental helpers against `shasm_ir::ops::elementary`.
#[test]
fn transcendentals_are_shasms_algorithms_bit_for_bit() {
    use shasm_ir::ops::elementary as el;
    type Un = fn(&mut E<'_, '_>, H, H) -> H;
    type Case = (&'static str, Un, fn(f32) -> f32);
    let cases: [Case; 4] = [
        ("ex2", |e, a, _| e.ex2(a), el::ex2),
        ("lg2", |e, a, _| e.lg2(a), el::lg2),
        ("sin", |e, a, _| e.sin(a), el::sin),
        ("cos", |e, a, _| e.cos(a), el::cos),
    ];
    let mut xs = operands(5000, 0x2545_F491_4F6C_DD1D);
    // Large arguments take the Payne–Hanek reduction (|x| ≥ 4096 quadrants).
    xs.extend([
        6434.0, -6434.0, 1.0e6, 3.0e38, -1.7e38, 12867.96, 102_943.7, 8.0e7,
    ]);
    let mut r = Rng(7);
    xs.extend(
        (0..300).map(|_| f32::from_bits((r.next() & 0x80FF_FFFF) | ((139 + r.next() % 115) << 23))),
    );
    for (name, make, reference) in cases {
        let (module, h) = probe(ModelKind::Ieee, true, make);
        for &x in &xs {
            let got = eval(&module, h, &[V::F(x), V::F(0.0)]).f();
            let want = reference(x);
            assert!(
                same(got, want),
                "{name}({x:e} {:#x}) = {got:e} {:#x}, reference {want:e} {:#x}",
                x.to_bits(),
                got.to_bits(),
                want.to_bits()
            );
        }
    }
}

/// Fast mode uses the target's own functions: the evaluator stands for a
/// target whose `exp2` is the host's, so only the rounding is checked.
#[test]
fn fast_mode_rounds_native_results_to_the_model() {
    let (module, h) = probe(ModelKind::Float24, false, |e, a, b| e.add(a, b));
    let got = eval(&module, h, &[V::F(1.0), V::F(2f32.powi(-20))]).f();
    // float24 has 16 fraction bits: 1 + 2^-20 rounds to 1.
    assert_eq!(got, 1.0);
    let (module, h) = probe(ModelKind::Ieee, false, |e, a, _| e.ex2(a));
    let got = eval(&module, h, &[V::F(3.0), V::F(0.0)]).f();
    assert_eq!(got, 8.0);
}

/// Bundled programs that translate, run by the evaluator over the compute
/// form's buffers and by the reference interpreter on the same random
/// inputs and constants: every output word and kill flag must agree bit
/// for bit (NaNs as NaNs).
#[test]
fn translated_programs_compute_what_the_interpreter_computes() {
    use shasm_engine::{Engine, IoLayout as EngineLayout, Order, Results, Slot, Status};
    use shasm_ir::{CcValue, File};
    use std::path::Path;
    const EXTENSIONS: &[&str] = &["vp", "fp", "gp", "pica", "tgsi", "shbin", "vsh", "gsh"];
    const COUNT: usize = 24;
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    let mut dirs = vec![
        root.join("examples"),
        root.join("tests/corpus"),
        root.join("tests/translate/in"),
    ];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if EXTENSIONS.contains(&p.extension().and_then(|x| x.to_str()).unwrap_or("")) {
                files.push(p);
            }
        }
    }
    files.sort();
    let mut checked = 0;
    let (mut compared, mut nonzero) = (0usize, 0usize);
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    // Float words of every sign and a range of magnitudes, with at most 16
    // fraction bits (values of every model's grid, float24's included),
    // and now and then a zero, an infinity or a NaN.
    let word = |rng: &mut Rng| -> u32 {
        let r = rng.next();
        match r % 16 {
            0 => 0,
            1 => 0x8000_0000,
            2 => 0x7F80_0000,
            3 => 0x7FC0_0000,
            _ => {
                let e = 120 + (rng.next() % 14);
                (r & 0x8000_0000) | (e << 23) | (rng.next() & 0x007F_FF80)
            }
        }
    };
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let bytes = std::fs::read(&path).unwrap();
        let Ok(program) = shasm::Program::load(
            shasm::driver::Input::new(&name, bytes),
            &shasm::Options::default(),
        ) else {
            continue;
        };
        let exe = program.shared_executable();
        let Ok((module, layout)) = crate::compute::build(exe, true, None, None) else {
            continue;
        };
        let mut v = naga::valid::Validator::new(
            naga::valid::ValidationFlags::all(),
            naga::valid::Capabilities::empty(),
        );
        v.validate(&module)
            .unwrap_or_else(|e| panic!("{name}: {}", e.as_inner()));
        // Random constants and boolean uniforms for the whole batch.
        let mut env = exe.env();
        let regs = exe.layout();
        for (file, boolean) in [(File::Const, false), (File::BoolConst, true)] {
            for i in 0..regs.file(file).size {
                let w = if boolean {
                    [rng.next() & 1, 0, 0, 0]
                } else {
                    [
                        word(&mut rng),
                        word(&mut rng),
                        word(&mut rng),
                        word(&mut rng),
                    ]
                };
                let _ = env.set(file, i, w);
            }
        }
        let mut env_words = vec![V::C(vec![V::U(0); 4]); regs.env_len as usize + 1];
        for file in File::ALL {
            let f = regs.file(file);
            for i in 0..f.size {
                if let Ok(w) = env.get(file, i) {
                    env_words[crate::compute::slot_of(f, i) as usize] = V::C(w.map(V::U).to_vec());
                }
            }
        }
        let n_in = layout.inputs.len();
        let n_out = layout.outputs.len();
        let inputs: Vec<u32> = (0..COUNT * n_in * 4).map(|_| word(&mut rng)).collect();
        // The interpreter.
        let ilayout = EngineLayout {
            inputs: (0..n_in as u32)
                .map(|i| Slot::new(File::Input, i))
                .collect(),
            outputs: {
                let outs = regs.file(File::Output);
                layout
                    .outputs
                    .iter()
                    .map(|r| Slot::new(File::Output, r.slot - crate::compute::slot_of(outs, 0)))
                    .collect()
            },
            order: Order::Aos,
            quads: false,
        };
        let kernel = shasm_engine::Interpreter.compile(exe, &ilayout).unwrap();
        let mut want = vec![0u32; COUNT * n_out * 4];
        let initial = Status {
            end: shasm_exec::End::Normal,
            executed: 0,
            killed: false,
            cc: [[CcValue::EQ; 4]; 2],
            predicates: [false; 2],
        };
        let mut status = vec![initial; COUNT];
        let ran = kernel.run(
            &env,
            &inputs,
            Results {
                outputs: &mut want,
                written: None,
                status: Some(&mut status),
                vertices: None,
            },
        );
        if ran.is_err() {
            continue;
        }
        // The translation, over its buffers.
        let vec4 = |w: &[u32]| V::C(w.iter().map(|x| V::U(*x)).collect());
        // The opaque zero, then the four buffers.
        let mut globals = vec![
            V::U(0),
            V::C(env_words),
            V::C(inputs.chunks(4).map(vec4).collect()),
            V::C(vec![vec4(&[0; 4]); (COUNT * n_out).max(1)]),
            V::C(vec![V::U(0); COUNT]),
        ];
        let entry = &module.entry_points[0].function;
        for i in 0..COUNT {
            let id = V::C(vec![V::U(i as u32), V::U(0), V::U(0)]);
            run_function(&module, entry, &[id], &mut globals);
        }
        let V::C(outputs) = &globals[3] else {
            unreachable!()
        };
        let V::C(flags) = &globals[4] else {
            unreachable!()
        };
        for i in 0..COUNT {
            if status[i].end != shasm_exec::End::Normal {
                continue;
            }
            assert_eq!(
                flags[i].u() & crate::compute::STATUS_KILLED != 0,
                status[i].killed,
                "{name}: invocation {i}: kill flag"
            );
            for k in 0..n_out {
                let V::C(got) = &outputs[i * n_out + k] else {
                    unreachable!()
                };
                for c in 0..4 {
                    let g = got[c].u();
                    let w = want[(i * n_out + k) * 4 + c];
                    let both_nan = f32::from_bits(g).is_nan() && f32::from_bits(w).is_nan();
                    compared += 1;
                    nonzero += usize::from(w != 0);
                    assert!(
                        g == w || both_nan,
                        "{name}: invocation {i}: {}.{} = {g:#010x} ({:e}), interpreter {w:#010x} ({:e})",
                        layout.outputs[k].register,
                        ["x", "y", "z", "w"][c],
                        f32::from_bits(g),
                        f32::from_bits(w)
                    );
                }
            }
        }
        checked += 1;
    }
    eprintln!("{checked} programs, {compared} output words ({nonzero} not zero)");
    assert!(checked >= 20, "only {checked} programs checked");
    // The comparison is not vacuous: most outputs are computed values.
    assert!(
        nonzero * 2 > compared,
        "{nonzero} of {compared} words not zero"
    );
}

/// A program that loops for ever stops at the budget guard instead of
/// hanging the GPU: status bit 2 (docs/translate.md), its outputs as they
/// stood.
#[test]
fn a_runaway_loop_ends_at_the_budget_guard() {
    let text = "VERT\nDCL OUT[0], POSITION\nDCL TEMP[0]\nIMM[0] FLT32 {1.0, 0.0, 0.0, 0.0}\n\
                0: MOV TEMP[0], IMM[0].xxxx\n1: BGNLOOP :3\n2: ADD TEMP[0].x, TEMP[0].xxxx, IMM[0].xxxx\n\
                3: ENDLOOP :1\n4: MOV OUT[0], TEMP[0]\n5: END\n";
    let program = shasm::Program::from_text("loop.tgsi", text).unwrap();
    let exe = program.shared_executable();
    let (module, layout) = crate::compute::build(exe, true, None, None).unwrap();
    assert_eq!(
        layout.status_bits[2],
        ("budget".to_string(), crate::compute::STATUS_BUDGET)
    );
    let regs = exe.layout();
    let env = exe.env();
    let mut env_words = vec![V::C(vec![V::U(0); 4]); regs.env_len as usize + 1];
    for file in shasm_ir::File::ALL {
        let f = regs.file(file);
        for i in 0..f.size {
            if let Ok(w) = env.get(file, i) {
                env_words[crate::compute::slot_of(f, i) as usize] = V::C(w.map(V::U).to_vec());
            }
        }
    }
    let mut globals = vec![
        V::U(0),
        V::C(env_words),
        V::C(vec![V::C(vec![V::U(0); 4]); 1]),
        V::C(vec![V::C(vec![V::U(0); 4]); 1]),
        V::C(vec![V::U(0); 1]),
    ];
    let id = V::C(vec![V::U(0), V::U(0), V::U(0)]);
    run_function(
        &module,
        &module.entry_points[0].function,
        &[id],
        &mut globals,
    );
    let V::C(status) = &globals[4] else {
        unreachable!()
    };
    assert_eq!(status[0].u(), crate::compute::STATUS_BUDGET);
    // The output was never written: it keeps its initial (0, 0, 0, 0).
    let V::C(outputs) = &globals[3] else {
        unreachable!()
    };
    assert_eq!(outputs[0], V::C(vec![V::U(0); 4]));
}
