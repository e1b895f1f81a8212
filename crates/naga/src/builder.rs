//! Building naga functions: an expression arena with naga's emit
//! discipline, a stack of statement blocks, and the module's types.

use naga::{
    AddressSpace, ArraySize, BinaryOperator, Block, Expression, Function, FunctionArgument,
    FunctionResult, Handle, Literal, LocalVariable, MathFunction, Module, Scalar, ScalarKind, Span,
    Statement, Type, TypeInner, VectorSize,
};
use std::collections::HashMap;
use std::num::NonZeroU32;

/// The module under construction and what its functions share: the
/// scalar types and the helper functions made so far.
pub(crate) struct Gen {
    pub module: Module,
    pub f32: Handle<Type>,
    pub u32: Handle<Type>,
    pub bool: Handle<Type>,
    pub vec4u: Handle<Type>,
    /// Helper functions by name (one per primitive and model).
    pub helpers: HashMap<String, Handle<Function>>,
    /// Whether exact mode is on (the transcendental helpers follow it).
    pub exact: bool,
    /// A private `u32` that is 0 at run time but that no compiler can
    /// prove 0 (the compute entry point stores a value computed from its
    /// buffer's length into it): see [`crate::emit`] (`opaque`).
    pub opaque_zero: Handle<naga::GlobalVariable>,
}

impl Gen {
    pub fn new(exact: bool) -> Gen {
        let mut module = Module::default();
        let mut scalar = |s: Scalar| {
            module.types.insert(
                Type {
                    name: None,
                    inner: TypeInner::Scalar(s),
                },
                Span::UNDEFINED,
            )
        };
        let f32 = scalar(Scalar::F32);
        let u32 = scalar(Scalar::U32);
        let bool = scalar(Scalar::BOOL);
        let vec4u = module.types.insert(
            Type {
                name: None,
                inner: TypeInner::Vector {
                    size: VectorSize::Quad,
                    scalar: Scalar::U32,
                },
            },
            Span::UNDEFINED,
        );
        let opaque_zero = module.global_variables.append(
            naga::GlobalVariable {
                name: Some("shasm_opaque_zero".into()),
                space: AddressSpace::Private,
                binding: None,
                ty: u32,
                init: None,
                memory_decorations: Default::default(),
            },
            Span::UNDEFINED,
        );
        Gen {
            module,
            opaque_zero,
            f32,
            u32,
            bool,
            vec4u,
            helpers: HashMap::new(),
            exact,
        }
    }

    /// `array<T, n>` (`n` ≥ 1), or `array<T>` for `None`.
    pub fn array(&mut self, base: Handle<Type>, n: Option<u32>) -> Handle<Type> {
        let size = match n {
            Some(n) => ArraySize::Constant(NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN)),
            None => ArraySize::Dynamic,
        };
        self.module.types.insert(
            Type {
                name: None,
                inner: TypeInner::Array {
                    base,
                    size,
                    stride: 16,
                },
            },
            Span::UNDEFINED,
        )
    }

    /// A helper function made once: `make` builds its body on a fresh
    /// builder whose arguments are `args` (types), returning `result`.
    pub fn helper(
        &mut self,
        name: &str,
        args: &[Handle<Type>],
        result: Handle<Type>,
        make: impl FnOnce(&mut Fb<'_>, &[Handle<Expression>]) -> Handle<Expression>,
    ) -> Handle<Function> {
        if let Some(h) = self.helpers.get(name) {
            return *h;
        }
        let mut fb = Fb::new(self, name);
        let params: Vec<_> = args
            .iter()
            .enumerate()
            .map(|(i, ty)| {
                fb.f.arguments.push(FunctionArgument {
                    name: Some(["a", "b", "c", "d"].get(i).copied().unwrap_or("x").into()),
                    ty: *ty,
                    binding: None,
                });
                fb.push(Expression::FunctionArgument(i as u32))
            })
            .collect();
        let value = make(&mut fb, &params);
        fb.statement(Statement::Return { value: Some(value) });
        let mut f = fb.finish();
        f.result = Some(FunctionResult {
            ty: result,
            binding: None,
        });
        let h = self.module.functions.append(f, Span::UNDEFINED);
        self.helpers.insert(name.to_string(), h);
        h
    }
}

/// A function under construction.
pub(crate) struct Fb<'g> {
    pub g: &'g mut Gen,
    pub f: Function,
    /// Open blocks, innermost last; the function body is the first.
    blocks: Vec<Block>,
    /// Expressions from this index on are not yet emitted.
    pending: usize,
    literals: HashMap<(u8, u32), Handle<Expression>>,
}

impl<'g> Fb<'g> {
    pub fn new(g: &'g mut Gen, name: &str) -> Fb<'g> {
        Fb {
            g,
            f: Function {
                name: Some(name.to_string()),
                ..Function::default()
            },
            blocks: vec![Block::new()],
            pending: 0,
            literals: HashMap::new(),
        }
    }

    /// The finished function (every open block closed).
    pub fn finish(mut self) -> Function {
        self.flush();
        while self.blocks.len() > 1 {
            let b = self.blocks.pop().unwrap_or_default();
            self.top().push(Statement::Block(b), Span::UNDEFINED);
        }
        self.f.body = self.blocks.pop().unwrap_or_default();
        self.f
    }

    fn top(&mut self) -> &mut Block {
        if self.blocks.is_empty() {
            self.blocks.push(Block::new());
        }
        let n = self.blocks.len() - 1;
        &mut self.blocks[n]
    }

    /// Emit the expressions appended since the last statement.
    pub fn flush(&mut self) {
        let len = self.f.expressions.len();
        if len > self.pending {
            let range = self.f.expressions.range_from(self.pending);
            self.top().push(Statement::Emit(range), Span::UNDEFINED);
        }
        self.pending = len;
    }

    /// Append an expression (emitted with the next statement, unless naga
    /// counts it as in scope from the start).
    pub fn push(&mut self, e: Expression) -> Handle<Expression> {
        if e.needs_pre_emit() {
            self.flush();
            let h = self.f.expressions.append(e, Span::UNDEFINED);
            self.pending = self.f.expressions.len();
            h
        } else {
            self.f.expressions.append(e, Span::UNDEFINED)
        }
    }

    /// Push a statement into the innermost open block.
    pub fn statement(&mut self, s: Statement) {
        self.flush();
        self.top().push(s, Span::UNDEFINED);
    }

    /// Open a block (the arm of an if, a loop body).
    pub fn open(&mut self) {
        self.flush();
        self.blocks.push(Block::new());
    }

    /// Close the innermost block and return it.
    pub fn close(&mut self) -> Block {
        self.flush();
        if self.blocks.len() > 1 {
            self.blocks.pop().unwrap_or_default()
        } else {
            Block::new()
        }
    }

    /// `if (c) { then } else { otherwise }`.
    pub fn if_else(
        &mut self,
        c: Handle<Expression>,
        then: impl FnOnce(&mut Self),
        otherwise: impl FnOnce(&mut Self),
    ) {
        self.open();
        then(self);
        let accept = self.close();
        self.open();
        otherwise(self);
        let reject = self.close();
        self.statement(Statement::If {
            condition: c,
            accept,
            reject,
        });
    }

    fn literal(&mut self, key: (u8, u32), l: Literal) -> Handle<Expression> {
        if let Some(h) = self.literals.get(&key) {
            return *h;
        }
        let h = self.push(Expression::Literal(l));
        self.literals.insert(key, h);
        h
    }

    /// The value of a binary32 literal expression.
    pub fn float_literal(&self, h: Handle<Expression>) -> Option<f32> {
        match self.f.expressions[h] {
            Expression::Literal(Literal::F32(x)) => Some(x),
            _ => None,
        }
    }

    pub fn lit_u(&mut self, x: u32) -> Handle<Expression> {
        self.literal((0, x), Literal::U32(x))
    }

    pub fn lit_i(&mut self, x: i32) -> Handle<Expression> {
        self.literal((1, x as u32), Literal::I32(x))
    }

    pub fn lit_b(&mut self, x: bool) -> Handle<Expression> {
        self.literal((2, x as u32), Literal::Bool(x))
    }

    /// A binary32 constant. Non-finite values have no literal in WGSL:
    /// they are a bitcast of their word.
    pub fn lit_f(&mut self, x: f32) -> Handle<Expression> {
        if x.is_finite() {
            self.literal((3, x.to_bits()), Literal::F32(x))
        } else {
            let w = self.lit_u(x.to_bits());
            self.bitcast(w, ScalarKind::Float)
        }
    }

    pub fn bin(
        &mut self,
        op: BinaryOperator,
        a: Handle<Expression>,
        b: Handle<Expression>,
    ) -> Handle<Expression> {
        self.push(Expression::Binary {
            op,
            left: a,
            right: b,
        })
    }

    pub fn un(&mut self, op: naga::UnaryOperator, a: Handle<Expression>) -> Handle<Expression> {
        self.push(Expression::Unary { op, expr: a })
    }

    pub fn math(&mut self, fun: MathFunction, a: Handle<Expression>) -> Handle<Expression> {
        self.push(Expression::Math {
            fun,
            arg: a,
            arg1: None,
            arg2: None,
            arg3: None,
        })
    }

    pub fn math2(
        &mut self,
        fun: MathFunction,
        a: Handle<Expression>,
        b: Handle<Expression>,
    ) -> Handle<Expression> {
        self.push(Expression::Math {
            fun,
            arg: a,
            arg1: Some(b),
            arg2: None,
            arg3: None,
        })
    }

    pub fn sel(
        &mut self,
        c: Handle<Expression>,
        a: Handle<Expression>,
        b: Handle<Expression>,
    ) -> Handle<Expression> {
        self.push(Expression::Select {
            condition: c,
            accept: a,
            reject: b,
        })
    }

    /// Reinterpret the bits of a 32-bit scalar or vector.
    pub fn bitcast(&mut self, a: Handle<Expression>, kind: ScalarKind) -> Handle<Expression> {
        self.push(Expression::As {
            expr: a,
            kind,
            convert: None,
        })
    }

    /// A value conversion to a 32-bit scalar of `kind`.
    pub fn convert(&mut self, a: Handle<Expression>, kind: ScalarKind) -> Handle<Expression> {
        self.push(Expression::As {
            expr: a,
            kind,
            convert: Some(4),
        })
    }

    /// A new local variable of type `ty`, and its pointer.
    pub fn local(
        &mut self,
        name: &str,
        ty: Handle<Type>,
        init: Option<Handle<Expression>>,
    ) -> Handle<Expression> {
        // An initializer must be a constant expression: set it by a store.
        let v = self.f.local_variables.append(
            LocalVariable {
                name: Some(name.to_string()),
                ty,
                init: None,
            },
            Span::UNDEFINED,
        );
        let p = self.push(Expression::LocalVariable(v));
        if let Some(init) = init {
            self.store(p, init);
        }
        p
    }

    pub fn load(&mut self, p: Handle<Expression>) -> Handle<Expression> {
        self.push(Expression::Load { pointer: p })
    }

    pub fn store(&mut self, p: Handle<Expression>, v: Handle<Expression>) {
        self.statement(Statement::Store {
            pointer: p,
            value: v,
        });
    }

    pub fn index(&mut self, base: Handle<Expression>, i: u32) -> Handle<Expression> {
        self.push(Expression::AccessIndex { base, index: i })
    }

    pub fn access(
        &mut self,
        base: Handle<Expression>,
        i: Handle<Expression>,
    ) -> Handle<Expression> {
        self.push(Expression::Access { base, index: i })
    }

    /// Call a helper function with a result.
    pub fn call(
        &mut self,
        function: Handle<Function>,
        args: Vec<Handle<Expression>>,
    ) -> Handle<Expression> {
        self.flush();
        let r = self
            .f
            .expressions
            .append(Expression::CallResult(function), Span::UNDEFINED);
        self.pending = self.f.expressions.len();
        self.top().push(
            Statement::Call {
                function,
                arguments: args,
                result: Some(r),
            },
            Span::UNDEFINED,
        );
        r
    }

    pub fn name(&mut self, h: Handle<Expression>, name: &str) {
        self.f.named_expressions.insert(h, name.to_string());
    }

    /// `AddressSpace` helpers for globals.
    pub fn global(&mut self, g: Handle<naga::GlobalVariable>) -> Handle<Expression> {
        self.push(Expression::GlobalVariable(g))
    }
}

/// The address space of a read-only or read-write storage buffer.
pub(crate) fn storage(write: bool) -> AddressSpace {
    let mut access = naga::StorageAccess::LOAD;
    if write {
        access |= naga::StorageAccess::STORE;
    }
    AddressSpace::Storage { access }
}
