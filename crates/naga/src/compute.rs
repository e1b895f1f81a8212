//! The compute form: one invocation per record of an input buffer.
//!
//! Every register of the program lives in one function-local array `r` of
//! `vec4<u32>` words, numbered as the reference interpreter numbers its
//! environment (`shasm_exec::Layout`): the writable files first, then the
//! read-only ones. An invocation copies the uniform buffer `env` into `r`,
//! overwrites its input registers from its record of `inputs`, runs the
//! program's structured form, and writes its output registers to its
//! record of `outputs` and its end state to `status`.
//!
//! This module assembles the module of either form (its globals, entry
//! point and layout); the body they share is `body.rs` (an invocation's
//! state, flow and end) and `inst.rs` (one instruction); the stage
//! form's interface is `stage.rs`, its textures `texture.rs`.

use crate::body::{Ctx, Detail, Sink};
use crate::builder::{Fb, Gen, storage};
use crate::emit::H;
use crate::layout::{BufferInfo, IoLayout, RegisterInfo};
use crate::stage::{self, IoKind, StageTypes, stage_binding, stage_types};
use crate::texture;
use crate::{Refusal, WORKGROUP_SIZE};
use naga::{
    BinaryOperator as Op, Binding, BuiltIn, EntryPoint, Expression, FunctionArgument,
    GlobalVariable, Handle, ResourceBinding, Scalar, ShaderStage, Span, Statement, Type, TypeInner,
    VectorSize,
};
use shasm_exec::{Bank, Executable, Kind};
use shasm_ir::cfg::{Cfg, Node};
use shasm_ir::{CcValue, File};

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
