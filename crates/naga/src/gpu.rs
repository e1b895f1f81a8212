//! The GPU engine ([`Gpu`], `--engine gpu`): the compute form on whatever
//! adapter wgpu finds (Mesa's lavapipe in CI).
//!
//! Compiling translates the program to its compute form in exact mode,
//! with records holding the registers the engine layout names, and
//! builds a compute pipeline from its WGSL; a run uploads the
//! environment and the inputs, dispatches one invocation per record and
//! reads the outputs and status words back. What the translation refuses,
//! and a machine without an adapter, are [`EngineError::Unsupported`]
//! with the reason.

use crate::compute::{DETAIL_HEAD, STATUS_BUDGET, STATUS_ERROR, STATUS_KILLED, slot_of};
use crate::{Language, Output, WORKGROUP_SIZE};
use shasm_engine::{
    Engine, EngineError, EngineKind, IoLayout, Kernel, Order, Results, Slot, Status, Summary,
};
use shasm_exec::{End, Env, Executable};
use shasm_ir::{CcValue, File};
use std::sync::{Arc, OnceLock};
use std::task::{Context, Poll, Wake, Waker};

/// The GPU engine. The device is opened on the first compile and shared
/// by the kernels it compiles.
#[derive(Default)]
pub struct Gpu {
    device: OnceLock<Result<Arc<Device>, String>>,
}

struct Device {
    device: wgpu::Device,
    queue: wgpu::Queue,
}

fn unsupported(reason: impl Into<String>) -> EngineError {
    EngineError::Unsupported {
        engine: EngineKind::Gpu,
        reason: reason.into(),
    }
}

/// Wait for a future on this thread (wgpu's native futures resolve when
/// polled after `Device::poll`); hosts that drive wgpu themselves may use
/// it too.
pub fn block_on<F: std::future::Future>(f: F) -> F::Output {
    struct Unpark(std::thread::Thread);
    impl Wake for Unpark {
        fn wake(self: Arc<Self>) {
            self.0.unpark();
        }
    }
    let waker = Waker::from(Arc::new(Unpark(std::thread::current())));
    let mut cx = Context::from_waker(&waker);
    let mut f = std::pin::pin!(f);
    loop {
        match f.as_mut().poll(&mut cx) {
            Poll::Ready(v) => return v,
            Poll::Pending => std::thread::park_timeout(std::time::Duration::from_millis(1)),
        }
    }
}

fn open() -> Result<Arc<Device>, String> {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor::new_without_display_handle());
    let adapter = block_on(instance.request_adapter(&wgpu::RequestAdapterOptions::default()))
        .map_err(|e| {
            format!("no GPU adapter ({e}); Mesa's lavapipe is one: mesa-vulkan-drivers")
        })?;
    let name = adapter.get_info().name;
    let (device, queue) = block_on(adapter.request_device(&wgpu::DeviceDescriptor::default()))
        .map_err(|e| format!("no device on the adapter {name}: {e}"))?;
    Ok(Arc::new(Device { device, queue }))
}

impl Engine for Gpu {
    fn kind(&self) -> EngineKind {
        EngineKind::Gpu
    }

    fn compile(
        &self,
        program: &Arc<Executable>,
        layout: &IoLayout,
    ) -> Result<Box<dyn Kernel>, EngineError> {
        if layout.quads {
            return Err(unsupported(
                "2×2 quads (derivatives) have no translation to the compute form",
            ));
        }
        let regs = program.layout();
        let slot = |what: &'static str, s: &Slot| {
            let f = regs.file(s.file);
            if s.dimension != 0 || s.index >= f.size {
                return Err(EngineError::Slot { what, slot: *s });
            }
            Ok(slot_of(f, s.index))
        };
        let inputs = layout
            .inputs
            .iter()
            .map(|s| slot("input", s))
            .collect::<Result<Vec<_>, _>>()?;
        let outputs = layout
            .outputs
            .iter()
            .map(|s| slot("output", s))
            .collect::<Result<Vec<_>, _>>()?;
        let module = crate::compute_records(program, &inputs, &outputs).map_err(|e| match e {
            crate::Error::Refused(r) => unsupported(
                r.iter()
                    .map(|r| match r.pc {
                        Some(pc) => format!("instruction {pc}: {}", r.message),
                        None => r.message.clone(),
                    })
                    .collect::<Vec<_>>()
                    .join("; "),
            ),
            other => unsupported(other.to_string()),
        })?;
        let wgsl = match module.write(Language::Wgsl) {
            Ok(Output::Text(t)) => t,
            Ok(Output::Binary(_)) => return Err(unsupported("no WGSL text")),
            Err(e) => return Err(unsupported(e.to_string())),
        };
        let device = self.device.get_or_init(open).clone().map_err(unsupported)?;
        let d = &device.device;
        // The four buffers, whether or not the shader reads them (a layout
        // derived from the shader would leave an unused one out).
        let entry = |binding: u32, read_only: bool| wgpu::BindGroupLayoutEntry {
            binding,
            visibility: wgpu::ShaderStages::COMPUTE,
            ty: wgpu::BindingType::Buffer {
                ty: wgpu::BufferBindingType::Storage { read_only },
                has_dynamic_offset: false,
                min_binding_size: None,
            },
            count: None,
        };
        let scope = d.push_error_scope(wgpu::ErrorFilter::Validation);
        let group_layout = d.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("shasm"),
            entries: &[
                entry(0, true),
                entry(1, true),
                entry(2, false),
                entry(3, false),
                entry(4, false),
            ],
        });
        let pipeline_layout = d.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("shasm"),
            bind_group_layouts: &[Some(&group_layout)],
            immediate_size: 0,
        });
        let shader = d.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("shasm"),
            source: wgpu::ShaderSource::Wgsl(wgsl.into()),
        });
        let pipeline = d.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: Some("shasm"),
            layout: Some(&pipeline_layout),
            module: &shader,
            entry_point: Some("main"),
            compilation_options: Default::default(),
            cache: None,
        });
        if let Some(e) = block_on(scope.pop()) {
            return Err(unsupported(format!("the driver rejects the pipeline: {e}")));
        }
        // The environment's registers, by slot (the compute form's `env`).
        let env_slots = File::ALL
            .into_iter()
            .flat_map(|file| {
                let f = regs.file(file);
                (0..f.size).map(move |i| (file, i, slot_of(f, i)))
            })
            .filter(|&(_, _, s)| s < regs.env_len)
            .collect();
        Ok(Box::new(GpuKernel {
            device,
            pipeline,
            group_layout,
            env_len: regs.env_len as usize,
            env_slots,
            n_in: inputs.len(),
            n_out: outputs.len(),
            order: layout.order,
            budget: program.semantics().limits.max_executed,
        }))
    }
}

struct GpuKernel {
    device: Arc<Device>,
    pipeline: wgpu::ComputePipeline,
    group_layout: wgpu::BindGroupLayout,
    env_len: usize,
    env_slots: Vec<(File, u32, u32)>,
    n_in: usize,
    n_out: usize,
    order: Order,
    /// The interpreter's instruction budget: the count it reports for a
    /// run it stopped there.
    budget: u64,
}

fn bytes_of(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// `words` (records of `slots` registers) from `from` order to `to`.
fn reorder(words: &[u32], slots: usize, count: usize, from: Order, to: Order) -> Vec<u32> {
    if from == to {
        return words.to_vec();
    }
    let mut out = vec![0; words.len()];
    for k in 0..count {
        for j in 0..slots {
            for c in 0..4 {
                out[to.index(slots, count, k, j, c)] = words[from.index(slots, count, k, j, c)];
            }
        }
    }
    out
}

impl Kernel for GpuKernel {
    fn run(&self, env: &Env, inputs: &[u32], results: Results<'_>) -> Result<Summary, EngineError> {
        let count = results.invocations(inputs, self.n_in, self.n_out, false)?;
        let groups = count.div_ceil(WORKGROUP_SIZE as usize);
        let limit = self
            .device
            .device
            .limits()
            .max_compute_workgroups_per_dimension as usize;
        if groups > limit {
            return Err(unsupported(format!(
                "a batch of {count} invocations needs more than {limit} workgroups"
            )));
        }
        if count == 0 {
            return Ok(Summary::default());
        }
        // Every register's initial value, then the zero word.
        let mut env_words = vec![0u32; 4 * (self.env_len + 1)];
        for &(file, index, slot) in &self.env_slots {
            if let Ok(w) = env.get(file, index) {
                env_words[4 * slot as usize..4 * slot as usize + 4].copy_from_slice(&w);
            }
        }
        let record = reorder(inputs, self.n_in, count, self.order, Order::Aos);
        let (out, status, detail) = self.dispatch(&env_words, &record, count, groups);
        let out = reorder(&out, self.n_out, count, Order::Aos, self.order);
        results
            .outputs
            .copy_from_slice(&out[..results.outputs.len()]);
        let mut summary = Summary {
            invocations: count as u64,
            ..Summary::default()
        };
        let stride = DETAIL_HEAD as usize + self.n_out;
        let mut statuses = Vec::with_capacity(count);
        for (k, &s) in status.iter().enumerate() {
            if s & STATUS_ERROR != 0 {
                return Err(unsupported(format!(
                    "invocation {k} ended in an error the compute form does not describe; the interpreter says which"
                )));
            }
            let d = &detail[k * stride..(k + 1) * stride];
            let budget = s & STATUS_BUDGET != 0;
            let status = Status {
                end: if budget { End::Budget } else { End::Normal },
                // Every block run counted whole (as the JIT counts); a
                // run the loop guard stopped reports the budget, where
                // the interpreter stops (it counts instructions, the
                // guard iterations: docs/translate.md).
                executed: if budget { self.budget } else { u64::from(d[0]) },
                killed: s & STATUS_KILLED != 0,
                cc: std::array::from_fn(|r| {
                    std::array::from_fn(|c| CcValue(((d[1] >> (4 * (4 * r + c))) & 0xF) as u8))
                }),
                predicates: [d[2] & 1 != 0, d[2] & 2 != 0],
            };
            summary.killed += u64::from(status.killed);
            summary.abnormal += u64::from(budget);
            summary.executed += status.executed;
            statuses.push(status);
        }
        if let Some(st) = results.status {
            st[..count].copy_from_slice(&statuses);
        }
        if let Some(w) = results.written {
            // AoS whatever the layout's order (`Results::written`).
            for k in 0..count {
                let d = &detail[k * stride + DETAIL_HEAD as usize..(k + 1) * stride];
                for (j, &m) in d.iter().enumerate() {
                    w[k * self.n_out + j] = (m & 0xF) as u8;
                }
            }
        }
        // The compute form has no geometry programs: no vertex is emitted
        // (`results.vertices` stays as it is).
        Ok(summary)
    }
}

impl GpuKernel {
    /// Run the pipeline over `count` records; the output words and the
    /// status words.
    fn dispatch(
        &self,
        env: &[u32],
        inputs: &[u32],
        count: usize,
        groups: usize,
    ) -> (Vec<u32>, Vec<u32>, Vec<u32>) {
        use wgpu::util::DeviceExt;
        let d = &self.device.device;
        let queue = &self.device.queue;
        let storage = wgpu::BufferUsages::STORAGE
            | wgpu::BufferUsages::COPY_SRC
            | wgpu::BufferUsages::COPY_DST;
        // A binding needs some bytes: empty buffers get one register.
        let init = |words: &[u32]| {
            let bytes = if words.is_empty() {
                vec![0; 16]
            } else {
                bytes_of(words)
            };
            d.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: None,
                contents: &bytes,
                usage: storage,
            })
        };
        let out_words = (count * self.n_out * 4).max(4);
        let env_b = init(env);
        let in_b = init(inputs);
        let out_b = init(&vec![0; out_words]);
        let status_b = init(&vec![0; count]);
        let detail_words = count * (DETAIL_HEAD as usize + self.n_out);
        let detail_b = init(&vec![0; detail_words]);
        let layout = &self.group_layout;
        let entries: Vec<_> = [&env_b, &in_b, &out_b, &status_b, &detail_b]
            .iter()
            .enumerate()
            .map(|(i, b)| wgpu::BindGroupEntry {
                binding: i as u32,
                resource: b.as_entire_binding(),
            })
            .collect();
        let group = d.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout,
            entries: &entries,
        });
        let staging = |words: usize| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: None,
                size: (words * 4) as u64,
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        };
        let (out_s, status_s, detail_s) =
            (staging(out_words), staging(count), staging(detail_words));
        let mut enc = d.create_command_encoder(&Default::default());
        {
            let mut pass = enc.begin_compute_pass(&Default::default());
            pass.set_pipeline(&self.pipeline);
            pass.set_bind_group(0, &group, &[]);
            pass.dispatch_workgroups(groups as u32, 1, 1);
        }
        enc.copy_buffer_to_buffer(&out_b, 0, &out_s, 0, (out_words * 4) as u64);
        enc.copy_buffer_to_buffer(&status_b, 0, &status_s, 0, (count * 4) as u64);
        enc.copy_buffer_to_buffer(&detail_b, 0, &detail_s, 0, (detail_words * 4) as u64);
        queue.submit([enc.finish()]);
        let read = |b: &wgpu::Buffer| -> Vec<u32> {
            b.slice(..).map_async(wgpu::MapMode::Read, |_| {});
            let _ = d.poll(wgpu::PollType::wait_indefinitely());
            let words = match b.slice(..).get_mapped_range() {
                Ok(v) => v
                    .chunks_exact(4)
                    .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect(),
                Err(_) => Vec::new(),
            };
            b.unmap();
            words
        };
        let mut out = read(&out_s);
        let mut status = read(&status_s);
        let mut detail = read(&detail_s);
        out.resize(out_words, 0);
        status.resize(count, 0);
        detail.resize(detail_words, 0);
        (out, status, detail)
    }
}
