//! The compute form: one invocation per record of an input buffer.
//!
//! Every register of the program lives in one function-local array `r` of
//! `vec4<u32>` words, numbered as the reference interpreter numbers its
//! environment (`shasm_exec::Layout`): the writable files first, then the
//! read-only ones. An invocation copies the uniform buffer `env` into `r`,
//! overwrites its input registers from its record of `inputs`, runs the
//! program's structured form, and writes its output registers to its
//! record of `outputs` and its end state to `status`.

use crate::builder::{Fb, Gen, storage};
use crate::emit::{E, H};
use crate::layout::{BufferInfo, IoLayout, RegisterInfo};
use crate::stage::{self, IoKind};
use crate::texture;
use crate::{Refusal, WORKGROUP_SIZE};
use naga::{
    BinaryOperator as Op, Binding, BuiltIn, EntryPoint, Expression, FunctionArgument,
    GlobalVariable, Handle, ResourceBinding, Scalar, ShaderStage, Span, Statement, Type, TypeInner,
    VectorSize,
};
use shasm_exec::{Bank, DstKind, Executable, Kind, ModelSel, PInst, PSrc};
use shasm_ir::cfg::{Cfg, Cond, ListId, Node, Structured, Test};
use shasm_ir::ops::float::{self, FloatOp, ScalarOp, arith};
use shasm_ir::ops::{Emit, ModelKind, operand, store};
use shasm_ir::{CcValue, CondTest, Condition, ControlModel, Extra, File, Opcode};
use shasm_ir::{RelativeRule, Saturate, StorageFormat};

/// Status bits of an invocation.
pub(crate) const STATUS_KILLED: u32 = 1;
pub(crate) const STATUS_ERROR: u32 = 2;
/// The invocation ran more loop iterations than the program's instruction
/// budget allows and was stopped (its outputs are as they stood).
pub(crate) const STATUS_BUDGET: u32 = 4;

/// Words of an invocation's record of the GPU engine's `detail` buffer
/// before its write masks: the instructions executed, the condition codes
/// (component `c` of CC`r` in bits `4 (4r + c)..`, `CcValue` flags), the
/// PICA200 flags (bit 0 p0, bit 1 p1), a reserved word; then one write
/// mask per output slot of the record (bit 0 = x).
pub(crate) const DETAIL_HEAD: u32 = 4;

/// The GPU engine's account of an invocation (`detail` buffer).
struct Detail {
    /// Pointers to the executed count and the write masks (one `u32` per
    /// register slot).
    executed: H,
    written: H,
    buf: H,
}

/// How a stored word sets the condition code.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum CcKind {
    /// A float result (`CcValue::from_f32`).
    Float,
    /// A raw float word written by a move (`store::raw_move_cc_value`).
    Raw,
    /// An integer word (`CcValue::from_i32`).
    Int,
}

/// Run `f` under the runtime condition `c`, if there is one.
fn guarded(fb: &mut Fb<'_>, c: Option<H>, f: impl FnOnce(&mut Fb<'_>)) {
    match c {
        Some(c) => {
            fb.open();
            f(fb);
            let accept = fb.close();
            fb.statement(Statement::If {
                condition: c,
                accept,
                reject: naga::Block::new(),
            });
        }
        None => f(fb),
    }
}

struct Ctx<'p> {
    exe: &'p Executable,
    cfg: &'p Cfg,
    tree: &'p Structured,
    /// Pointer to the register array.
    r: H,
    /// Pointers to the PICA200 condition flags, the killed flag and the
    /// structured form's variables.
    flags: [H; 2],
    /// Pointer to the two NV condition-code registers: one `u32` of
    /// `CcValue` flags per component.
    cc: H,
    killed: H,
    /// Pointer to the count of loop iterations run (the budget guard).
    steps: H,
    vars: Vec<H>,
    /// Where the results go when the program ends.
    sink: Sink,
    /// The stage form in fast mode: the texture bindings (empty
    /// otherwise: a lookup is refused) and the entry point's stage.
    textures: Vec<texture::TexBinding>,
    stage: Option<ShaderStage>,
    /// How many flow-control constructs enclose the code being emitted.
    flow_depth: u32,
    /// The GPU engine's records: executed count, condition codes, flags
    /// and write masks of each invocation.
    detail: Option<Detail>,
    refusals: Vec<Refusal>,
}

/// Where an invocation's results go.
enum Sink {
    /// The compute form: records of the `outputs` buffer.
    Compute {
        /// The slots of one output record, in order.
        outputs: Vec<u32>,
        /// `outputs`, `status` globals and the invocation's index.
        out_buf: H,
        status_buf: H,
        index: H,
    },
    /// The stage form: the entry point's result structure (`None` for a
    /// fragment program without results).
    Stage {
        result: Option<Handle<Type>>,
        outputs: Vec<stage::IoReg>,
        /// A fragment program that may kill its fragment.
        kills: bool,
    },
}

/// The program's own name of a register, where the caller knows one.
pub(crate) type Names<'a> = &'a dyn Fn(File, u32) -> Option<String>;

/// Build the compute module, or with `stage` the stage form's, naming
/// its interface with `stage`'s names. Refusals are collected, one per
/// instruction.
///
/// `records` sets the compute form's records: the register-array slots
/// of one invocation's inputs and outputs (the GPU engine's layout), in
/// place of the input file and the output registers written.
pub(crate) fn build(
    exe: &Executable,
    exact: bool,
    stage: Option<Names<'_>>,
    records: Option<(&[u32], &[u32])>,
) -> Result<(naga::Module, IoLayout), Vec<Refusal>> {
    let program = exe.program();
    let mut refusals = Vec::new();
    let cfg = Cfg::build(program);
    if !cfg.exact() {
        refusals.push(Refusal::whole(
            "naga/flow",
            "the program's calls nest too deeply to lay out as structured flow",
        ));
        return Err(refusals);
    }
    let tree = match cfg.structurize() {
        Ok(t) => t,
        Err(e) => {
            refusals.push(Refusal::whole(
                "naga/flow",
                format!("no structured form: {e}"),
            ));
            return Err(refusals);
        }
    };
    let regs = exe.layout();
    // The register array, then one word that must be zero: the run-time
    // zero of `emit::opaque`, which no compiler can see is zero because
    // the host provides it.
    let zero_slot = regs.env_len;
    let env_len = regs.env_len + 1;
    // Inputs: every register of the input file; outputs: the output
    // registers the program writes.
    let inputs = regs.file(File::Input);
    let input_slots: Vec<(u32, u32)> = (0..inputs.size).map(|i| (i, slot_of(inputs, i))).collect();
    let outputs_f = regs.file(File::Output);
    let mut written: Vec<u32> = program
        .instructions
        .iter()
        .filter_map(|i| i.dst)
        .filter(|d| d.file() == File::Output)
        .map(|d| d.index())
        .filter(|i| *i < outputs_f.size)
        .collect();
    written.sort_unstable();
    written.dedup();
    let output_slots: Vec<(u32, u32)> = written
        .iter()
        .map(|&i| (i, slot_of(outputs_f, i)))
        .collect();
    let plan = match stage {
        Some(names) => Some(stage::plan(exe, &written, names)?),
        None => None,
    };
    let (input_slots, output_slots) = match records {
        Some((i, o)) => (
            i.iter().map(|&s| (s, s)).collect(),
            o.iter().map(|&s| (s, s)).collect(),
        ),
        None => (input_slots, output_slots),
    };

    let mut g = Gen::new(exact);
    let vec4u = g.vec4u;
    let env_ty = g.array(vec4u, Some(env_len));
    let u32t = g.u32;
    let global = |g: &mut Gen, name: &str, binding: u32, ty: Handle<Type>, write: bool| {
        g.module.global_variables.append(
            GlobalVariable {
                name: Some(name.into()),
                space: storage(write),
                binding: Some(ResourceBinding { group: 0, binding }),
                ty,
                init: None,
                memory_decorations: Default::default(),
            },
            Span::UNDEFINED,
        )
    };
    // The globals and entry-point arguments of the form.
    let io = match &plan {
        None => {
            let dyn_ty = g.array(vec4u, None);
            let status_ty = g.module.types.insert(
                Type {
                    name: None,
                    inner: TypeInner::Array {
                        base: u32t,
                        size: naga::ArraySize::Dynamic,
                        stride: 4,
                    },
                },
                Span::UNDEFINED,
            );
            let vec3u = g.module.types.insert(
                Type {
                    name: None,
                    inner: TypeInner::Vector {
                        size: VectorSize::Tri,
                        scalar: Scalar::U32,
                    },
                },
                Span::UNDEFINED,
            );
            let g_env = global(&mut g, "env", 0, env_ty, false);
            let g_in = global(&mut g, "inputs", 1, dyn_ty, false);
            let g_out = global(&mut g, "outputs", 2, dyn_ty, true);
            let g_status = global(&mut g, "status", 3, status_ty, true);
            let g_detail = records
                .is_some()
                .then(|| global(&mut g, "detail", 4, status_ty, true));
            Io::Compute {
                g_detail,
                g_env,
                g_in,
                g_out,
                g_status,
                vec3u,
            }
        }
        Some(plan) => {
            // Constants, parameters and state in one uniform buffer: the
            // same words as the compute form's `env`.
            let g_env = g.module.global_variables.append(
                GlobalVariable {
                    name: Some("env".into()),
                    space: naga::AddressSpace::Uniform,
                    binding: Some(ResourceBinding {
                        group: 0,
                        binding: 0,
                    }),
                    ty: env_ty,
                    init: None,
                    memory_decorations: Default::default(),
                },
                Span::UNDEFINED,
            );
            let types = stage_types(&mut g, plan);
            Io::Stage { g_env, types }
        }
    };
    let g_env = match &io {
        Io::Compute { g_env, .. } | Io::Stage { g_env, .. } => *g_env,
    };
    // Textures: the stage form's fast mode samples them natively; exact
    // mode and the compute form refuse lookups (`texture.rs`).
    let textures = match &plan {
        Some(_) if !exact => texture::declare(&mut g, &texture::used(exe)),
        _ => Vec::new(),
    };
    let texture_info = texture::describe(&g, &textures);

    let function = {
        let mut fb = Fb::new(&mut g, "main");
        // The compute form: the invocation's index, and no work past the
        // batch (the status buffer sets the count).
        let compute = match &io {
            Io::Compute {
                g_status, vec3u, ..
            } => {
                fb.f.arguments.push(FunctionArgument {
                    name: Some("id".into()),
                    ty: *vec3u,
                    binding: Some(Binding::BuiltIn(BuiltIn::GlobalInvocationId)),
                });
                let id = fb.push(Expression::FunctionArgument(0));
                let index = fb.index(id, 0);
                fb.name(index, "invocation");
                let status_buf = fb.global(*g_status);
                let count = fb.push(Expression::ArrayLength(status_buf));
                let past = fb.bin(Op::GreaterEqual, index, count);
                fb.if_else(
                    past,
                    |fb| fb.statement(Statement::Return { value: None }),
                    |_| {},
                );
                Some((index, status_buf))
            }
            Io::Stage { .. } => None,
        };
        if let Io::Stage {
            types: StageTypes {
                result: Some(ty), ..
            },
            ..
        } = &io
        {
            fb.f.result = Some(naga::FunctionResult {
                ty: *ty,
                binding: None,
            });
        }
        // The stage form's arguments, before the first statement.
        let args: Vec<H> = match (&io, &plan) {
            (Io::Stage { types, .. }, Some(plan)) => plan
                .inputs
                .iter()
                .enumerate()
                .map(|(k, input)| {
                    let attribute = plan.stage == ShaderStage::Vertex;
                    let (ty, binding) = stage_binding(types, input.kind, attribute);
                    fb.f.arguments.push(FunctionArgument {
                        name: Some(input.name.clone()),
                        ty,
                        binding: Some(binding),
                    });
                    fb.push(Expression::FunctionArgument(k as u32))
                })
                .collect(),
            _ => Vec::new(),
        };
        let env_ptr = fb.global(g_env);
        let zp = fb.index(env_ptr, zero_slot);
        let zv = fb.load(zp);
        let zero = fb.index(zv, 0);
        let g = fb.g.opaque_zero;
        let p = fb.global(g);
        fb.store(p, zero);
        let env = fb.load(env_ptr);
        let r = fb.local("r", env_ty, Some(env));
        let mut sink = match (&io, &plan, compute) {
            (Io::Compute { g_in, .. }, _, Some((index, status_buf))) => {
                let in_buf = fb.global(*g_in);
                let n_in = input_slots.len() as u32;
                for (k, &(_, slot)) in input_slots.iter().enumerate() {
                    let base = fb.lit_u(n_in);
                    let at = fb.bin(Op::Multiply, index, base);
                    let k = fb.lit_u(k as u32);
                    let at = fb.bin(Op::Add, at, k);
                    let p = fb.access(in_buf, at);
                    let v = fb.load(p);
                    let dst = fb.index(r, slot);
                    fb.store(dst, v);
                }
                Sink::Compute {
                    outputs: output_slots.iter().map(|&(_, s)| s).collect(),
                    // Set below, where the expression always was.
                    out_buf: r,
                    status_buf,
                    index,
                }
            }
            (Io::Stage { types, .. }, Some(plan), _) => {
                for (input, &arg) in plan.inputs.iter().zip(&args) {
                    let words = match input.kind {
                        // NV_fragment_program2 §3.11.3.1: (+1 or -1, 0, 0, 1).
                        IoKind::FrontFacing => {
                            let one = fb.lit_f(1.0);
                            let minus = fb.lit_f(-1.0);
                            let zero = fb.lit_f(0.0);
                            let x = fb.sel(arg, one, minus);
                            let v = fb.push(Expression::Compose {
                                ty: types.vec4f,
                                components: vec![x, zero, zero, one],
                            });
                            fb.bitcast(v, naga::ScalarKind::Uint)
                        }
                        _ => fb.bitcast(arg, naga::ScalarKind::Uint),
                    };
                    let dst = fb.index(r, input.slot);
                    fb.store(dst, words);
                }
                Sink::Stage {
                    result: types.result,
                    outputs: plan.outputs.clone(),
                    // Only a program with a kill instruction discards.
                    kills: plan.stage == ShaderStage::Fragment
                        && exe.prepared().iter().any(|i| i.kind == Kind::Kill),
                }
            }
            _ => unreachable!("the form's globals and its plan agree"),
        };
        let boolt = fb.g.bool;
        let f = fb.lit_b(false);
        let flags = [
            fb.local("p0", boolt, Some(f)),
            fb.local("p1", boolt, Some(f)),
        ];
        let killed = fb.local("killed", boolt, Some(f));
        // NV_fragment_program §3.11.4.4: the condition codes start EQ.
        let cc_ty = fb.g.array(vec4u, Some(2));
        let eq = fb.lit_u(u32::from(CcValue::EQ.0));
        let eq4 = fb.push(Expression::Splat {
            size: VectorSize::Quad,
            value: eq,
        });
        let cc_init = fb.push(Expression::Compose {
            ty: cc_ty,
            components: vec![eq4, eq4],
        });
        let cc = fb.local("cc", cc_ty, Some(cc_init));
        let zero = fb.lit_u(0);
        let steps = fb.local("steps", u32t, Some(zero));
        let vars = (0..tree.vars)
            .map(|v| fb.local(&format!("v{v}"), u32t, Some(zero)))
            .collect();
        if let (Sink::Compute { out_buf, .. }, Io::Compute { g_out, .. }) = (&mut sink, &io) {
            *out_buf = fb.global(*g_out);
        }
        let detail = match &io {
            Io::Compute {
                g_detail: Some(g_detail),
                ..
            } => {
                let executed = fb.local("executed", u32t, Some(zero));
                let masks_ty = fb.g.module.types.insert(
                    Type {
                        name: None,
                        inner: TypeInner::Array {
                            base: u32t,
                            size: naga::ArraySize::Constant(
                                std::num::NonZeroU32::new(env_len)
                                    .unwrap_or(std::num::NonZeroU32::MIN),
                            ),
                            stride: 4,
                        },
                    },
                    Span::UNDEFINED,
                );
                let written = fb.local("written", masks_ty, None);
                let buf = fb.global(*g_detail);
                Some(Detail {
                    executed,
                    written,
                    buf,
                })
            }
            _ => None,
        };
        let mut ctx = Ctx {
            exe,
            cfg: &cfg,
            tree: &tree,
            r,
            flags,
            cc,
            killed,
            steps,
            vars,
            sink,
            textures,
            stage: plan.as_ref().map(|p| p.stage),
            flow_depth: 0,
            detail,
            refusals: Vec::new(),
        };
        ctx.list(&mut fb, tree.root);
        let ends_in_exit = tree
            .list(tree.root)
            .last()
            .is_some_and(|id| matches!(tree.node(*id), Node::Exit(_)));
        if !ends_in_exit {
            ctx.finish(&mut fb, 0);
        }
        refusals.append(&mut ctx.refusals);
        fb.finish()
    };
    if !refusals.is_empty() {
        refusals.sort_by_key(|r| r.pc);
        refusals.dedup_by_key(|r| r.pc);
        return Err(refusals);
    }
    let (shader_stage, workgroup_size) = match &plan {
        None => (ShaderStage::Compute, [WORKGROUP_SIZE, 1, 1]),
        Some(plan) => (plan.stage, [0; 3]),
    };
    g.module.entry_points.push(EntryPoint {
        name: "main".into(),
        stage: shader_stage,
        early_depth_test: None,
        workgroup_size,
        workgroup_size_overrides: None,
        function,
        mesh_info: None,
        task_payload: None,
        incoming_ray_payload: None,
    });
    let names = register_names(exe);
    let info = |slot: u32| {
        let (register, file, index) =
            names
                .get(slot as usize)
                .cloned()
                .flatten()
                .unwrap_or((String::new(), File::Temp, 0));
        RegisterInfo {
            slot,
            register,
            file,
            index,
            name: None,
            binding: None,
        }
    };
    let env = (0..regs.env_len)
        .map(info)
        .chain([RegisterInfo {
            slot: zero_slot,
            register: "ZERO".into(),
            file: File::Temp,
            index: 0,
            name: Some("must be 0 (emit::opaque)".into()),
            binding: None,
        }])
        .collect();
    let layout = match &plan {
        None => IoLayout {
            form: "compute".into(),
            stage: None,
            workgroup_size: WORKGROUP_SIZE,
            buffers: vec![
                BufferInfo::new(0, "env", "storage, read", "vec4<u32>", Some(env_len)),
                BufferInfo::new(1, "inputs", "storage, read", "vec4<u32>", None),
                BufferInfo::new(2, "outputs", "storage, read_write", "vec4<u32>", None),
                BufferInfo::new(3, "status", "storage, read_write", "u32", None),
            ],
            env,
            inputs: input_slots.iter().map(|&(_, s)| info(s)).collect(),
            outputs: output_slots.iter().map(|&(_, s)| info(s)).collect(),
            status_bits: vec![
                ("killed".into(), STATUS_KILLED),
                ("error".into(), STATUS_ERROR),
                ("budget".into(), STATUS_BUDGET),
            ],
            textures: Vec::new(),
        },
        Some(plan) => {
            let io = |list: &[stage::IoReg]| {
                list.iter()
                    .map(|x| {
                        let mut i = if x.kind == IoKind::ZeroPosition {
                            RegisterInfo {
                                slot: 0,
                                register: "ZERO".into(),
                                file: File::Output,
                                index: 0,
                                name: None,
                                binding: None,
                            }
                        } else {
                            info(x.slot)
                        };
                        i.binding = Some(x.kind.describe());
                        i
                    })
                    .collect()
            };
            IoLayout {
                form: "stage".into(),
                stage: Some(
                    match plan.stage {
                        ShaderStage::Vertex => "vertex",
                        _ => "fragment",
                    }
                    .into(),
                ),
                workgroup_size: 0,
                buffers: vec![BufferInfo::new(
                    0,
                    "env",
                    "uniform",
                    "vec4<u32>",
                    Some(env_len),
                )],
                env,
                inputs: io(&plan.inputs),
                outputs: io(&plan.outputs),
                status_bits: Vec::new(),
                textures: texture_info,
            }
        }
    };
    Ok((g.module, layout))
}

/// The globals of a form.
enum Io {
    Compute {
        g_env: Handle<GlobalVariable>,
        g_in: Handle<GlobalVariable>,
        g_out: Handle<GlobalVariable>,
        g_status: Handle<GlobalVariable>,
        /// The GPU engine's records (binding 4): see [`DETAIL_HEAD`].
        g_detail: Option<Handle<GlobalVariable>>,
        vec3u: Handle<Type>,
    },
    Stage {
        g_env: Handle<GlobalVariable>,
        types: StageTypes,
    },
}

/// The types of a stage entry point's interface.
struct StageTypes {
    vec4f: Handle<Type>,
    f32: Handle<Type>,
    bool: Handle<Type>,
    /// The result structure, one member per output (`None`: no output).
    result: Option<Handle<Type>>,
}

fn stage_types(g: &mut Gen, plan: &stage::Plan) -> StageTypes {
    let vec4f = g.module.types.insert(
        Type {
            name: None,
            inner: TypeInner::Vector {
                size: VectorSize::Quad,
                scalar: Scalar::F32,
            },
        },
        Span::UNDEFINED,
    );
    let mut types = StageTypes {
        vec4f,
        f32: g.f32,
        bool: g.bool,
        result: None,
    };
    if plan.outputs.is_empty() {
        return types;
    }
    let mut offset = 0;
    let members = plan
        .outputs
        .iter()
        .map(|o| {
            let (ty, binding) = stage_binding(&types, o.kind, false);
            let m = naga::StructMember {
                name: Some(o.name.clone()),
                ty,
                binding: Some(binding),
                offset,
            };
            offset += if ty == vec4f { 16 } else { 4 };
            m
        })
        .collect();
    types.result = Some(
        g.module.types.insert(
            Type {
                name: Some(
                    match plan.stage {
                        ShaderStage::Vertex => "VertexOutput",
                        _ => "FragmentOutput",
                    }
                    .into(),
                ),
                inner: TypeInner::Struct {
                    members,
                    span: offset.next_multiple_of(16),
                },
            },
            Span::UNDEFINED,
        ),
    );
    types
}

/// The type and binding of an interface register (`attribute`: a vertex
/// attribute).
fn stage_binding(types: &StageTypes, kind: IoKind, attribute: bool) -> (Handle<Type>, Binding) {
    match kind {
        IoKind::Location { location, flat } => {
            // Vertex attributes are not interpolated; varyings are, as
            // the program says (perspective unless constant).
            let (interpolation, sampling) = if attribute {
                (None, None)
            } else if flat {
                (Some(naga::Interpolation::Flat), None)
            } else {
                (
                    Some(naga::Interpolation::Perspective),
                    Some(naga::Sampling::Center),
                )
            };
            (
                types.vec4f,
                Binding::Location {
                    location,
                    interpolation,
                    sampling,
                    blend_src: None,
                    per_primitive: false,
                },
            )
        }
        IoKind::Position | IoKind::ZeroPosition => (
            types.vec4f,
            Binding::BuiltIn(BuiltIn::Position { invariant: false }),
        ),
        IoKind::FrontFacing => (types.bool, Binding::BuiltIn(BuiltIn::FrontFacing)),
        IoKind::FragDepth => (types.f32, Binding::BuiltIn(BuiltIn::FragDepth)),
    }
}

/// `written[at] |= 1 << component` (the interpreter's write masks).
fn mark_written(fb: &mut Fb<'_>, masks: H, at: H, component: usize) {
    let p = fb.access(masks, at);
    let m = fb.load(p);
    let bit = fb.lit_u(1 << component);
    let m = fb.bin(Op::InclusiveOr, m, bit);
    fb.store(p, m);
}

pub(crate) fn slot_of(f: &shasm_exec::FileLayout, index: u32) -> u32 {
    match f.bank {
        Bank::Env => f.env_base + index,
        Bank::Machine => f.mach_base + index,
    }
}

/// `(FILE[index], file, index)` for every slot of the register array.
fn register_names(exe: &Executable) -> Vec<Option<(String, File, u32)>> {
    let regs = exe.layout();
    let mut names = vec![None; regs.env_len as usize];
    for file in File::ALL {
        let f = regs.file(file);
        for i in 0..f.size {
            let s = slot_of(f, i) as usize;
            if let Some(n) = names.get_mut(s).filter(|n| n.is_none()) {
                *n = Some((format!("{}[{i}]", file.name()), file, i));
            }
        }
    }
    names
}

impl Ctx<'_> {
    fn refuse(&mut self, pc: u32, code: &'static str, message: impl Into<String>) {
        self.refusals.push(Refusal {
            pc: Some(pc),
            code,
            message: message.into(),
        });
    }

    /// Write the outputs and the status, then return.
    fn finish(&mut self, fb: &mut Fb<'_>, extra: u32) {
        let (outputs, out_buf, status_buf, index) = match &self.sink {
            Sink::Compute {
                outputs,
                out_buf,
                status_buf,
                index,
            } => (outputs.clone(), *out_buf, *status_buf, *index),
            Sink::Stage {
                result,
                outputs,
                kills,
            } => {
                let (result, outputs, kills) = (*result, outputs.clone(), *kills);
                return self.finish_stage(fb, result, &outputs, kills);
            }
        };
        let n = outputs.len() as u32;
        for (k, &slot) in outputs.iter().enumerate() {
            let base = fb.lit_u(n);
            let at = fb.bin(Op::Multiply, index, base);
            let k = fb.lit_u(k as u32);
            let at = fb.bin(Op::Add, at, k);
            let src = fb.index(self.r, slot);
            let v = fb.load(src);
            let p = fb.access(out_buf, at);
            fb.store(p, v);
        }
        if let Some(d) = &self.detail {
            let (executed, written, buf) = (d.executed, d.written, d.buf);
            let stride = DETAIL_HEAD + n;
            let base = fb.lit_u(stride);
            let base = fb.bin(Op::Multiply, index, base);
            let put = |fb: &mut Fb<'_>, k: u32, v: H| {
                let k = fb.lit_u(k);
                let at = fb.bin(Op::Add, base, k);
                let p = fb.access(buf, at);
                fb.store(p, v);
            };
            let v = fb.load(executed);
            put(fb, 0, v);
            let mut cc = fb.lit_u(0);
            for reg in 0..2u32 {
                let r = fb.index(self.cc, reg);
                let r = fb.load(r);
                for c in 0..4u32 {
                    let f = fb.index(r, c);
                    let sh = fb.lit_u(4 * (4 * reg + c));
                    let f = fb.bin(Op::ShiftLeft, f, sh);
                    cc = fb.bin(Op::InclusiveOr, cc, f);
                }
            }
            put(fb, 1, cc);
            let (one, zero) = (fb.lit_u(1), fb.lit_u(0));
            let p0 = fb.load(self.flags[0]);
            let p0 = fb.sel(p0, one, zero);
            let two = fb.lit_u(2);
            let p1 = fb.load(self.flags[1]);
            let p1 = fb.sel(p1, two, zero);
            let p = fb.bin(Op::InclusiveOr, p0, p1);
            put(fb, 2, p);
            put(fb, 3, zero);
            for (k, &slot) in outputs.iter().enumerate() {
                let w = fb.index(written, slot);
                let w = fb.load(w);
                put(fb, DETAIL_HEAD + k as u32, w);
            }
        }
        let killed = fb.load(self.killed);
        let one = fb.lit_u(STATUS_KILLED);
        let zero = fb.lit_u(0);
        let k = fb.sel(killed, one, zero);
        let extra = fb.lit_u(extra);
        let s = fb.bin(Op::InclusiveOr, k, extra);
        let p = fb.access(status_buf, index);
        fb.store(p, s);
        fb.statement(Statement::Return { value: None });
    }

    /// The stage form's end: a killed fragment is discarded; otherwise the
    /// results as they stand (an error or the budget guard ends the
    /// invocation the same way: the stage form has no status).
    fn finish_stage(
        &mut self,
        fb: &mut Fb<'_>,
        result: Option<Handle<Type>>,
        outputs: &[stage::IoReg],
        kills: bool,
    ) {
        if kills {
            let killed = fb.load(self.killed);
            fb.if_else(killed, |fb| fb.statement(Statement::Kill), |_| {});
        }
        let Some(ty) = result else {
            fb.statement(Statement::Return { value: None });
            return;
        };
        let components = outputs
            .iter()
            .map(|o| match o.kind {
                IoKind::ZeroPosition => {
                    let z = fb.lit_f(0.0);
                    fb.push(Expression::Splat {
                        size: VectorSize::Quad,
                        value: z,
                    })
                }
                kind => {
                    let p = fb.index(self.r, o.slot);
                    let v = fb.load(p);
                    let v = if kind == IoKind::FragDepth {
                        fb.index(v, 2)
                    } else {
                        v
                    };
                    fb.bitcast(v, naga::ScalarKind::Float)
                }
            })
            .collect();
        let value = fb.push(Expression::Compose { ty, components });
        fb.statement(Statement::Return { value: Some(value) });
    }

    fn list(&mut self, fb: &mut Fb<'_>, list: ListId) {
        let ids: Vec<_> = self.tree.list(list).to_vec();
        for id in ids {
            let node = self.tree.node(id).clone();
            match node {
                Node::Block(b) => {
                    let range = self.cfg.block(b).range();
                    if let Some(d) = &self.detail
                        && !range.is_empty()
                    {
                        // The interpreter counts every instruction it runs,
                        // flow instructions included: a block runs whole.
                        let n = fb.load(d.executed);
                        let len = fb.lit_u(range.len() as u32);
                        let n = fb.bin(Op::Add, n, len);
                        fb.store(d.executed, n);
                    }
                    for pc in range {
                        self.instruction(fb, pc);
                    }
                }
                Node::If {
                    cond,
                    then,
                    otherwise,
                } => {
                    let c = self.cond(fb, cond);
                    self.flow_depth += 1;
                    fb.open();
                    self.list(fb, then);
                    let accept = fb.close();
                    fb.open();
                    self.list(fb, otherwise);
                    let reject = fb.close();
                    self.flow_depth -= 1;
                    fb.statement(Statement::If {
                        condition: c,
                        accept,
                        reject,
                    });
                }
                Node::Loop { body } => {
                    self.flow_depth += 1;
                    fb.open();
                    self.count_iteration(fb);
                    self.list(fb, body);
                    let body = fb.close();
                    self.flow_depth -= 1;
                    fb.statement(Statement::Loop {
                        body,
                        continuing: naga::Block::new(),
                        break_if: None,
                    });
                }
                Node::Switch {
                    var,
                    cases,
                    default,
                } => {
                    let v = self.vars[var as usize];
                    let selector = fb.load(v);
                    self.flow_depth += 1;
                    let mut out = Vec::new();
                    for (value, l) in cases {
                        fb.open();
                        self.list(fb, l);
                        let body = fb.close();
                        out.push(naga::SwitchCase {
                            value: naga::SwitchValue::U32(value),
                            body,
                            fall_through: false,
                        });
                    }
                    fb.open();
                    self.list(fb, default);
                    let body = fb.close();
                    out.push(naga::SwitchCase {
                        value: naga::SwitchValue::Default,
                        body,
                        fall_through: false,
                    });
                    self.flow_depth -= 1;
                    fb.statement(Statement::Switch {
                        selector,
                        cases: out,
                    });
                }
                Node::Break => fb.statement(Statement::Break),
                Node::Continue => fb.statement(Statement::Continue),
                Node::Set { var, value } => {
                    let v = fb.lit_u(value);
                    let p = self.vars[var as usize];
                    fb.store(p, v);
                }
                Node::Action(a) => {
                    let pc = self.action_pc(a);
                    self.refuse(
                        pc,
                        "naga/unsupported",
                        "loop counters and the address stack (PICA200 LOOP, REP, PUSHA/POPA) have no translation yet",
                    );
                }
                Node::Exit(x) => {
                    let extra = match x {
                        shasm_ir::cfg::Exit::End | shasm_ir::cfg::Exit::CallOverflow => 0,
                        _ => STATUS_ERROR,
                    };
                    self.finish(fb, extra);
                }
            }
        }
    }

    /// The budget guard at the top of every loop body: every iteration is
    /// counted, and past the program's instruction budget (an iteration
    /// runs at least one instruction of a program that loops for ever) the
    /// invocation ends with [`STATUS_BUDGET`], so that a translated program
    /// never hangs the GPU.
    fn count_iteration(&mut self, fb: &mut Fb<'_>) {
        let cap = u32::try_from(self.exe.semantics().limits.max_executed).unwrap_or(u32::MAX);
        let n = fb.load(self.steps);
        let one = fb.lit_u(1);
        let n = fb.bin(Op::Add, n, one);
        fb.store(self.steps, n);
        let limit = fb.lit_u(cap);
        let over = fb.bin(Op::Greater, n, limit);
        fb.open();
        self.finish(fb, STATUS_BUDGET);
        let accept = fb.close();
        fb.statement(Statement::If {
            condition: over,
            accept,
            reject: naga::Block::new(),
        });
    }

    /// The instruction a flow action belongs to, for its diagnostic.
    fn action_pc(&self, a: shasm_ir::cfg::Action) -> u32 {
        use shasm_ir::cfg::Action;
        match a {
            Action::RepBegin(pc) | Action::AddressPush(pc) | Action::AddressPop(pc) => pc,
            _ => {
                // The first LOOP/REP instruction of the program.
                self.exe
                    .prepared()
                    .iter()
                    .position(|i| {
                        matches!(
                            i.op,
                            Opcode::Loopr
                                | Opcode::Rep
                                | Opcode::Endrep
                                | Opcode::Pusha
                                | Opcode::Popa
                        )
                    })
                    .unwrap_or(0) as u32
            }
        }
    }

    fn cond(&mut self, fb: &mut Fb<'_>, cond: Cond) -> H {
        match cond {
            Cond::Is { var, value } => {
                let v = fb.load(self.vars[var as usize]);
                let k = fb.lit_u(value);
                fb.bin(Op::Equal, v, k)
            }
            Cond::Test(Test::Condition { at, condition }) => self.condition(fb, at, &condition),
            Cond::Test(Test::Operand { at, integer }) => {
                let Some(inst) = self.exe.prepared().get(at as usize) else {
                    return fb.lit_b(false);
                };
                if inst.nsrc == 0 {
                    return fb.lit_b(false);
                }
                let src = inst.src[0];
                let x = self.fetch(fb, at, &src)[0];
                if integer {
                    let z = fb.lit_u(0);
                    fb.bin(Op::NotEqual, x, z)
                } else {
                    let model = self.exe.base_model();
                    let mut e = E::new(fb, model);
                    let f = e.bits_to_float(x);
                    let z = e.float(0.0);
                    e.ne(f, z)
                }
            }
            Cond::Test(t) => {
                let pc = t
                    .at()
                    .unwrap_or_else(|| self.action_pc(shasm_ir::cfg::Action::LoopContinue));
                self.refuse(
                    pc,
                    "naga/unsupported",
                    "loop counters (PICA200 LOOP, REP) have no translation yet",
                );
                fb.lit_b(false)
            }
        }
    }

    fn condition(&mut self, fb: &mut Fb<'_>, at: u32, c: &Condition) -> H {
        match *c {
            Condition::Always => fb.lit_b(true),
            Condition::Bool { index, negate } => {
                let f = self.exe.layout().file(File::BoolConst);
                if index >= f.size {
                    return fb.lit_b(negate);
                }
                let p = fb.index(self.r, slot_of(f, index));
                let v = fb.load(p);
                let x = fb.index(v, 0);
                let z = fb.lit_u(0);
                let set = fb.bin(Op::NotEqual, x, z);
                if negate {
                    fb.un(naga::UnaryOperator::LogicalNot, set)
                } else {
                    set
                }
            }
            Condition::Flags { combine, refs } => {
                let f0 = fb.load(self.flags[0]);
                let f1 = fb.load(self.flags[1]);
                let r0 = fb.lit_b(refs[0]);
                let r1 = fb.lit_b(refs[1]);
                let x = fb.bin(Op::Equal, f0, r0);
                let y = fb.bin(Op::Equal, f1, r1);
                match combine {
                    shasm_ir::FlagCombine::Or => fb.bin(Op::LogicalOr, x, y),
                    shasm_ir::FlagCombine::And => fb.bin(Op::LogicalAnd, x, y),
                    shasm_ir::FlagCombine::X => x,
                    shasm_ir::FlagCombine::Y => y,
                }
            }
            Condition::Cc(t) => {
                // Taken if the rule passes for any of the four swizzled
                // components (`shasm_ir::flow::condition`).
                let _ = at;
                let tests: Vec<H> = (0..4).map(|i| self.cc_test(fb, &t, i)).collect();
                let a = fb.bin(Op::LogicalOr, tests[0], tests[1]);
                let b = fb.bin(Op::LogicalOr, tests[2], tests[3]);
                fb.bin(Op::LogicalOr, a, b)
            }
        }
    }

    /// The raw words of a source: register, relative index, swizzle and
    /// modifiers (`shasm_ir::ops::operand`).
    fn fetch(&mut self, fb: &mut Fb<'_>, pc: u32, s: &PSrc) -> [H; 4] {
        if s.outer.is_some() {
            self.refuse(
                pc,
                "naga/unsupported",
                "geometry inputs have no translation yet",
            );
            let z = fb.lit_u(0);
            return [z; 4];
        }
        let raw: [H; 4] = match s.indirect {
            None => {
                let p = fb.index(self.r, s.slot);
                let v = fb.load(p);
                std::array::from_fn(|i| fb.index(v, i as u32))
            }
            Some(ind) => {
                let ap = fb.index(self.r, ind.reg);
                let av = fb.load(ap);
                let a = fb.index(av, u32::from(ind.component & 3));
                let rule = if s.pica_relative {
                    RelativeRule::Pica
                } else {
                    RelativeRule::Zero
                };
                let mut e = E::new(fb, ModelKind::Ieee);
                let (index, outside) =
                    operand::relative_index(&mut e, rule, s.offset, a, s.file_size);
                // Keep the index inside the file whatever the address (the
                // outside case reads the rule's word instead).
                let last = fb.lit_u(s.file_size.saturating_sub(1));
                let i = fb.math2(naga::MathFunction::Min, index, last);
                let base = fb.lit_u(s.slot);
                let i = fb.bin(Op::Add, base, i);
                let p = fb.access(self.r, i);
                let v = fb.load(p);
                let ow = fb.lit_u(operand::outside_word(rule));
                std::array::from_fn(|c| {
                    let w = fb.index(v, c as u32);
                    fb.sel(outside, ow, w)
                })
            }
        };
        let sw = operand::swizzle(raw, s.swizzle);
        let mut e = E::new(fb, ModelKind::Ieee);
        sw.map(|w| {
            if s.clear == !0 && s.flip == 0 {
                w
            } else {
                operand::modify(&mut e, w, s.clear, s.flip)
            }
        })
    }

    /// A source as model operands (`operand::input`).
    fn fetch_f(&mut self, fb: &mut Fb<'_>, pc: u32, s: &PSrc, model: ModelKind) -> [H; 4] {
        let w = self.fetch(fb, pc, s);
        let mut e = E::new(fb, model);
        w.map(|w| operand::input(&mut e, w))
    }

    fn fetch_all(
        &mut self,
        fb: &mut Fb<'_>,
        pc: u32,
        inst: &PInst,
        model: ModelKind,
    ) -> [[H; 4]; 3] {
        let n = inst.nsrc as usize;
        let zero = fb.lit_f(0.0);
        let mut out = [[zero; 4]; 3];
        for (k, o) in out.iter_mut().enumerate().take(n.min(3)) {
            *o = self.fetch_f(fb, pc, &inst.src[k], model);
        }
        out
    }

    /// A texture lookup (`texture.rs`), or its refusal.
    fn texture(&mut self, fb: &mut Fb<'_>, pc: u32, inst: &PInst) -> Option<[H; 4]> {
        let Some(stage) = self.stage.filter(|_| !fb.g.exact) else {
            let why = if self.stage.is_some() {
                "exact mode has no texture lookups yet: the interpreter's sampler filters in \
                 binary64 (use --fast for the target's own sampling)"
            } else {
                "the compute form has no texture lookups yet: its buffers carry no textures \
                 (use --stage --fast)"
            };
            self.refuse(pc, "naga/texture", why);
            return None;
        };
        let raw = |s: &mut Self, fb: &mut Fb<'_>, k: usize| -> [H; 4] {
            if k < usize::from(inst.nsrc) {
                let w = s.fetch(fb, pc, &inst.src[k]);
                w.map(|w| fb.bitcast(w, naga::ScalarKind::Float))
            } else {
                [fb.lit_f(0.0); 4]
            }
        };
        let lookup = texture::Lookup {
            coord: raw(self, fb, 0),
            extra: [raw(self, fb, 1), raw(self, fb, 2)],
        };
        let in_flow = self.flow_depth > 0;
        match texture::sample(fb, &self.textures, stage, in_flow, inst, &lookup) {
            Ok(v) => Some(v),
            Err(why) => {
                self.refuse(pc, "naga/texture", why);
                None
            }
        }
    }

    fn unsupported(&mut self, pc: u32, inst: &PInst) {
        self.refuse(
            pc,
            "naga/unsupported",
            format!("`{}` has no translation yet", inst.op.name()),
        );
    }

    fn instruction(&mut self, fb: &mut Fb<'_>, pc: usize) {
        let exe = self.exe;
        let Some(inst) = exe.prepared().get(pc) else {
            return;
        };
        let pc = pc as u32;
        let sem = exe.semantics();
        let base = exe.base_model();
        let model = match inst.model {
            ModelSel::Half | ModelSel::Fixed => inst.model,
            _ => base,
        };
        let result: [H; 4] = match inst.kind {
            Kind::Flow => {
                if sem.control == ControlModel::PicaStacks && matches!(inst.op, Opcode::Loopr) {
                    self.unsupported(pc, inst);
                }
                return;
            }
            Kind::Componentwise => {
                let Some(FloatOp::Component(op)) = inst.float else {
                    return self.unsupported(pc, inst);
                };
                let [a, b, c] = self.fetch_all(fb, pc, inst, model);
                let mut e = E::new(fb, model);
                if op == float::ComponentOp::Div {
                    std::array::from_fn(|i| float::componentwise(&mut e, sem, op, a[i], b[0], c[i]))
                } else {
                    std::array::from_fn(|i| float::componentwise(&mut e, sem, op, a[i], b[i], c[i]))
                }
            }
            Kind::Scalar => {
                let Some(FloatOp::Scalar(op)) = inst.float else {
                    return self.unsupported(pc, inst);
                };
                let a = self.fetch_f(fb, pc, &inst.src[0], model)[0];
                let b = if op == ScalarOp::Pow {
                    self.fetch_f(fb, pc, &inst.src[1], model)[0]
                } else {
                    fb.lit_f(0.0)
                };
                let mut e = E::new(fb, model);
                let v = float::scalar(&mut e, sem, op, a, b);
                [v; 4]
            }
            Kind::Dot => {
                let Some(FloatOp::Dot(op)) = inst.float else {
                    return self.unsupported(pc, inst);
                };
                let [a, b, c] = self.fetch_all(fb, pc, inst, model);
                let mut e = E::new(fb, model);
                [float::dot(&mut e, sem, op, a, b, c); 4]
            }
            Kind::Special => {
                let Some(FloatOp::Vector(op)) = inst.float else {
                    return self.unsupported(pc, inst);
                };
                let [a, b, c] = self.fetch_all(fb, pc, inst, model);
                let mut e = E::new(fb, model);
                float::vector(&mut e, sem, op, a, b, c)
            }
            Kind::Select => {
                let a = self.fetch(fb, pc, &inst.src[0]);
                let b = self.fetch(fb, pc, &inst.src[1]);
                let mut e = E::new(fb, ModelKind::Ieee);
                let max = inst.op == Opcode::Max;
                let v: [H; 4] = std::array::from_fn(|i| {
                    let x = e.bits_to_float(a[i]);
                    let y = e.bits_to_float(b[i]);
                    let r = if max {
                        arith::max(&mut e, sem.min_max, x, y)
                    } else {
                        arith::min(&mut e, sem.min_max, x, y)
                    };
                    e.float_to_bits(r)
                });
                self.write_raw(fb, inst, v, false);
                return;
            }
            Kind::RawMove => {
                let v = self.fetch(fb, pc, &inst.src[0]);
                self.write_raw(fb, inst, v, false);
                return;
            }
            Kind::Setp => {
                let a = self.fetch(fb, pc, &inst.src[0]);
                let b = self.fetch(fb, pc, &inst.src[1]);
                if let Extra::Compare(ops) = inst.extra {
                    let mut e = E::new(fb, model);
                    let a = a.map(|w| e.bits_to_float(w));
                    let b = b.map(|w| e.bits_to_float(w));
                    let f = store::setp(&mut e, ops, a, b);
                    fb.store(self.flags[0], f[0]);
                    fb.store(self.flags[1], f[1]);
                }
                return;
            }
            Kind::Address if matches!(inst.op, Opcode::Arl | Opcode::Arr | Opcode::Mova) => {
                let Some(FloatOp::Address(op)) = inst.float else {
                    return self.unsupported(pc, inst);
                };
                let a = self.fetch_f(fb, pc, &inst.src[0], model);
                let mut e = E::new(fb, model);
                let v = a.map(|x| {
                    let i = float::address::load(&mut e, op, x);
                    float::address::clamp(&mut e, sem.address_range, i)
                });
                self.write_raw(fb, inst, v, true);
                return;
            }
            Kind::Kill => {
                let kill = match inst.op {
                    Opcode::KillIf if inst.data_type == shasm_ir::DataType::Float => {
                        let a = self.fetch(fb, pc, &inst.src[0]);
                        let mut e = E::new(fb, model);
                        let a = a.map(|w| e.bits_to_float(w));
                        store::kills(&mut e, a)
                    }
                    Opcode::KillIf => return self.unsupported(pc, inst),
                    _ => self.condition(fb, pc, &inst.condition),
                };
                let k = fb.load(self.killed);
                let k = fb.bin(Op::LogicalOr, k, kill);
                fb.store(self.killed, k);
                return;
            }
            Kind::Texture => match self.texture(fb, pc, inst) {
                Some(v) => v,
                None => return,
            },
            _ => return self.unsupported(pc, inst),
        };
        self.write_float(fb, inst, model, result);
    }

    /// `write_float` of the interpreter: fx12 clamp, saturation, the
    /// destination's format, the write mask.
    fn write_float(&mut self, fb: &mut Fb<'_>, inst: &PInst, model: ModelKind, mut v: [H; 4]) {
        let mut e = E::new(fb, model);
        if model == ModelKind::Fixed {
            v = v.map(|x| store::fx12_result(&mut e, x));
        }
        if !inst.plain_write {
            if inst.saturate != Saturate::None {
                v = v.map(|x| arith::saturate(&mut e, inst.saturate, x));
            }
            if inst.dst.format == StorageFormat::F16 {
                let mut h = E::new(e.fb, ModelKind::Half);
                v = v.map(|x| store::fp16_store(&mut h, x));
            }
        }
        let mut e = E::new(fb, model);
        let w = v.map(|x| e.float_to_bits(x));
        if inst.plain_write {
            return self.store(fb, inst, w, None);
        }
        self.store(fb, inst, w, Some(CcKind::Float));
    }

    /// `write_raw` of the interpreter: fp16 rounding of moves into fp16
    /// registers, no -0 on the PICA200.
    fn write_raw(&mut self, fb: &mut Fb<'_>, inst: &PInst, v: [H; 4], int: bool) {
        let v = if inst.dst.format == StorageFormat::F16 && !int {
            let mut h = E::new(fb, ModelKind::Half);
            v.map(|w| {
                let x = h.bits_to_float(w);
                let y = store::fp16_store(&mut h, x);
                h.float_to_bits(y)
            })
        } else if self.exe.base_model() == ModelSel::Float24 && !int {
            let mut e = E::new(fb, ModelKind::Ieee);
            v.map(|w| store::no_negative_zero(&mut e, w))
        } else {
            v
        };
        let kind = if int { CcKind::Int } else { CcKind::Raw };
        self.store(fb, inst, v, Some(kind));
    }

    /// Whether rule `t` passes for component `i` of its swizzle: the
    /// rule's truth table over the 16 flag sets (`CondRule::test`, the
    /// contract's), indexed by the component's flags.
    fn cc_test(&mut self, fb: &mut Fb<'_>, t: &CondTest, i: usize) -> H {
        let table: u32 = (0..16u8)
            .filter(|&v| t.rule.test(CcValue(v)))
            .fold(0, |m, v| m | (1 << v));
        let reg = t.cc().min(1);
        let comp = u32::from(t.swizzle.0[i] & 3);
        let p = fb.index(self.cc, reg);
        let p = fb.index(p, comp);
        let flags = fb.load(p);
        let k = fb.lit_u(table);
        let bit = fb.bin(Op::ShiftRight, k, flags);
        let one = fb.lit_u(1);
        let bit = fb.bin(Op::And, bit, one);
        let zero = fb.lit_u(0);
        fb.bin(Op::NotEqual, bit, zero)
    }

    /// The `CcValue` flags of a stored word (`CcValue::from_f32`,
    /// `from_i32`, and `store::raw_move_cc_value` for raw moves).
    fn cc_value(&mut self, fb: &mut Fb<'_>, w: H, kind: CcKind) -> H {
        let lt = fb.lit_u(u32::from(CcValue::LT.0));
        let eq = fb.lit_u(u32::from(CcValue::EQ.0));
        let gt = fb.lit_u(u32::from(CcValue::GT.0));
        let un = fb.lit_u(u32::from(CcValue::UN.0));
        if kind == CcKind::Int {
            let i = fb.bitcast(w, naga::ScalarKind::Sint);
            let z = fb.lit_i(0);
            let neg = fb.bin(Op::Less, i, z);
            let is0 = fb.bin(Op::Equal, i, z);
            let v = fb.sel(is0, eq, gt);
            return fb.sel(neg, lt, v);
        }
        let base = self.exe.base_model();
        let x = if kind == CcKind::Raw {
            let mut b = E::new(fb, base);
            store::raw_move_cc_value(&mut b, base, w)
        } else {
            let mut e = E::new(fb, ModelKind::Ieee);
            e.bits_to_float(w)
        };
        let mut e = E::new(fb, ModelKind::Ieee);
        let zero = e.float(0.0);
        let nan = e.is_nan(x);
        let neg = e.lt(x, zero);
        let is0 = e.eq(x, zero);
        let v = fb.sel(is0, eq, gt);
        let v = fb.sel(neg, lt, v);
        fb.sel(nan, un, v)
    }

    /// Store the enabled components (write mask, then the condition mask
    /// tested against the condition codes before this instruction), then
    /// update the condition code of each component written
    /// (NV_fragment_program §3.11.4.3-4). `cc` is `None` for plain writes.
    fn store(&mut self, fb: &mut Fb<'_>, inst: &PInst, v: [H; 4], cc: Option<CcKind>) {
        let mask = inst.dst.mask;
        let enabled: [Option<H>; 4] = match inst.dst.cond {
            Some(t) if cc.is_some() => {
                std::array::from_fn(|i| (mask & (1 << i) != 0).then(|| self.cc_test(fb, &t, i)))
            }
            _ => [None; 4],
        };
        self.write_words(fb, inst, v, enabled);
        if let (Some(kind), Some(reg)) = (cc, inst.cc_update) {
            let reg = u32::from(reg).min(1);
            for (i, w) in v.iter().enumerate() {
                if mask & (1 << i) == 0 {
                    continue;
                }
                let value = self.cc_value(fb, *w, kind);
                let ccp = self.cc;
                guarded(fb, enabled[i], |fb| {
                    let p = fb.index(ccp, reg);
                    let p = fb.index(p, i as u32);
                    fb.store(p, value);
                });
            }
        }
    }

    /// The register writes of [`Ctx::store`], each under its condition.
    fn write_words(&mut self, fb: &mut Fb<'_>, inst: &PInst, v: [H; 4], enabled: [Option<H>; 4]) {
        let mask = inst.dst.mask;
        match inst.dst.kind {
            DstKind::Reg => {
                let p = fb.index(self.r, inst.dst.slot);
                let masks = self.detail.as_ref().map(|d| d.written);
                for (i, w) in v.iter().enumerate() {
                    if mask & (1 << i) != 0 {
                        guarded(fb, enabled[i], |fb| {
                            let c = fb.index(p, i as u32);
                            fb.store(c, *w);
                            if let Some(m) = masks {
                                let at = fb.lit_u(inst.dst.slot);
                                mark_written(fb, m, at, i);
                            }
                        });
                    }
                }
            }
            DstKind::Indirect => {
                let Some(ind) = inst.dst.indirect else { return };
                let ap = fb.index(self.r, ind.reg);
                let av = fb.load(ap);
                let a = fb.index(av, u32::from(ind.component & 3));
                let a = fb.bitcast(a, naga::ScalarKind::Sint);
                // i = a + base, inside [0, size): as the interpreter's
                // `store`, a register outside the file is not written.
                let base = fb.lit_i(inst.dst.base as i32);
                let i = fb.bin(Op::Add, a, base);
                let zero = fb.lit_i(0);
                let size = fb.lit_i(inst.dst.file_size as i32);
                let lo = fb.bin(Op::GreaterEqual, i, zero);
                let hi = fb.bin(Op::Less, i, size);
                let inside = fb.bin(Op::LogicalAnd, lo, hi);
                let r = self.r;
                let slot = inst.dst.slot;
                let masks = self.detail.as_ref().map(|d| d.written);
                fb.if_else(
                    inside,
                    |fb| {
                        let iu = fb.bitcast(i, naga::ScalarKind::Uint);
                        let s = fb.lit_u(slot);
                        let at = fb.bin(Op::Add, s, iu);
                        let p = fb.access(r, at);
                        for (k, w) in v.iter().enumerate() {
                            if mask & (1 << k) != 0 {
                                guarded(fb, enabled[k], |fb| {
                                    let c = fb.index(p, k as u32);
                                    fb.store(c, *w);
                                    if let Some(m) = masks {
                                        mark_written(fb, m, at, k);
                                    }
                                });
                            }
                        }
                    },
                    |_| {},
                );
            }
            DstKind::Predicate => {
                for (i, w) in v.iter().enumerate().take(2) {
                    if mask & (1 << i) != 0 {
                        let flag = self.flags[i];
                        guarded(fb, enabled[i], |fb| {
                            let z = fb.lit_u(0);
                            let b = fb.bin(Op::NotEqual, *w, z);
                            fb.store(flag, b);
                        });
                    }
                }
            }
            DstKind::Discard | DstKind::None => {}
        }
    }
}
