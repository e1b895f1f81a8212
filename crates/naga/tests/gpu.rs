//! The compute form on a real Vulkan driver: every bundled program that
//! translates runs through wgpu (WGSL as `shasm translate --to wgsl` writes
//! it) on the adapter wgpu finds, Mesa's lavapipe where it is installed
//! (Debian `mesa-vulkan-drivers`; `.ci/run` installs it), and every output
//! word and kill flag must be the reference interpreter's, bit for bit
//! (NaNs as NaNs), in exact mode. Without an adapter the test says it
//! skipped and why.

use shasm_engine::{Engine, IoLayout as EngineLayout, Order, Results, Slot, Status};
use shasm_ir::{CcValue, File};
use shasm_naga::{Language, Mode, Output};
use std::path::Path;

mod common;
use common::Rng;
use shasm_naga::gpu::block_on;

struct Gpu {
    device: wgpu::Device,
    queue: wgpu::Queue,
    name: String,
}

fn gpu() -> Result<Gpu, String> {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor::new_without_display_handle());
    let adapter = block_on(instance.request_adapter(&wgpu::RequestAdapterOptions::default()))
        .map_err(|e| format!("no adapter: {e}"))?;
    let name = adapter.get_info().name;
    let (device, queue) = block_on(adapter.request_device(&wgpu::DeviceDescriptor::default()))
        .map_err(|e| format!("no device on {name}: {e}"))?;
    Ok(Gpu {
        device,
        queue,
        name,
    })
}

fn words_of(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn bytes_of(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

impl Gpu {
    /// Run `wgsl`'s `main` over the four buffers; the outputs and status.
    fn run(
        &self,
        wgsl: &str,
        env: &[u32],
        inputs: &[u32],
        n_out: usize,
        count: usize,
    ) -> (Vec<u32>, Vec<u32>) {
        use wgpu::util::DeviceExt;
        let d = &self.device;
        let module = d.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: None,
            source: wgpu::ShaderSource::Wgsl(wgsl.into()),
        });
        let pipeline = d.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: None,
            layout: None,
            module: &module,
            entry_point: Some("main"),
            compilation_options: Default::default(),
            cache: None,
        });
        let storage = wgpu::BufferUsages::STORAGE
            | wgpu::BufferUsages::COPY_SRC
            | wgpu::BufferUsages::COPY_DST;
        // Buffers are never empty (a binding needs some bytes).
        let init = |words: &[u32]| {
            let mut w = words.to_vec();
            if w.is_empty() {
                w = vec![0; 4];
            }
            d.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: None,
                contents: &bytes_of(&w),
                usage: storage,
            })
        };
        let env_b = init(env);
        let in_b = init(inputs);
        let out_words = (count * n_out * 4).max(4);
        let out_b = init(&vec![0; out_words]);
        let status_b = init(&vec![0; count]);
        let layout = pipeline.get_bind_group_layout(0);
        let entries: Vec<_> = [&env_b, &in_b, &out_b, &status_b]
            .iter()
            .enumerate()
            .map(|(i, b)| wgpu::BindGroupEntry {
                binding: i as u32,
                resource: b.as_entire_binding(),
            })
            .collect();
        let group = d.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &layout,
            entries: &entries,
        });
        let read = |b: &wgpu::Buffer, words: usize| -> Vec<u32> {
            let staging = d.create_buffer(&wgpu::BufferDescriptor {
                label: None,
                size: (words * 4) as u64,
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            let mut enc = d.create_command_encoder(&Default::default());
            enc.copy_buffer_to_buffer(b, 0, &staging, 0, (words * 4) as u64);
            self.queue.submit([enc.finish()]);
            staging
                .slice(..)
                .map_async(wgpu::MapMode::Read, |r| r.unwrap());
            d.poll(wgpu::PollType::wait_indefinitely()).unwrap();
            let v = words_of(&staging.slice(..).get_mapped_range().unwrap());
            staging.unmap();
            v
        };
        let mut enc = d.create_command_encoder(&Default::default());
        {
            let mut pass = enc.begin_compute_pass(&Default::default());
            pass.set_pipeline(&pipeline);
            pass.set_bind_group(0, &group, &[]);
            pass.dispatch_workgroups(
                count.div_ceil(shasm_naga::WORKGROUP_SIZE as usize) as u32,
                1,
                1,
            );
        }
        self.queue.submit([enc.finish()]);
        (read(&out_b, out_words), read(&status_b, count))
    }
}

#[test]
fn translated_programs_agree_with_the_interpreter_on_the_gpu() {
    let gpu = match gpu() {
        Ok(g) => g,
        Err(why) => {
            eprintln!(
                "skipped: {why} (install Mesa's lavapipe: apt-get install mesa-vulkan-drivers)"
            );
            return;
        }
    };
    eprintln!("adapter: {}", gpu.name);
    const EXTENSIONS: &[&str] = &["vp", "fp", "gp", "pica", "tgsi", "shbin", "vsh", "gsh"];
    const COUNT: usize = 256;
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
    let mut rng = Rng(0x0DDB_1A5E_5BAD_5EED);
    let mut checked = 0;
    let mut failures = Vec::new();
    // SHASM_GPU_ONLY=TEXT runs only the programs whose name contains it.
    let only = std::env::var("SHASM_GPU_ONLY").ok();
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if only.as_deref().is_some_and(|o| !name.contains(o)) {
            continue;
        }
        let bytes = std::fs::read(&path).unwrap();
        let Ok(program) = shasm::Program::load(
            shasm::driver::Input::new(&name, bytes),
            &shasm::Options::default(),
        ) else {
            continue;
        };
        let exe = program.shared_executable();
        let Ok(module) = shasm_naga::compute(exe, Mode::Exact) else {
            continue;
        };
        let Ok(Output::Text(wgsl)) = module.write(Language::Wgsl) else {
            panic!("{name}: no WGSL");
        };
        let layout = &module.layout;
        let regs = exe.layout();
        let mut env = exe.env();
        for (file, boolean) in [(File::Const, false), (File::BoolConst, true)] {
            for i in 0..regs.file(file).size {
                let w = if boolean {
                    [rng.next() & 1, 0, 0, 0]
                } else {
                    [rng.word(), rng.word(), rng.word(), rng.word()]
                };
                let _ = env.set(file, i, w);
            }
        }
        let mut env_words = vec![0u32; 4 * (regs.env_len as usize + 1)];
        // Every register's word; the word after them stays 0
        // (docs/translate.md).
        for r in layout.env.iter().filter(|r| r.register != "ZERO") {
            if let Ok(w) = env.get(r.file, r.index) {
                env_words[4 * r.slot as usize..4 * r.slot as usize + 4].copy_from_slice(&w);
            }
        }
        let n_in = layout.inputs.len();
        let n_out = layout.outputs.len();
        let inputs: Vec<u32> = (0..COUNT * n_in * 4).map(|_| rng.word()).collect();
        let ilayout = EngineLayout {
            inputs: layout
                .inputs
                .iter()
                .map(|r| Slot::new(r.file, r.index))
                .collect(),
            outputs: layout
                .outputs
                .iter()
                .map(|r| Slot::new(r.file, r.index))
                .collect(),
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
        let results = Results {
            outputs: &mut want,
            written: None,
            status: Some(&mut status),
            vertices: None,
        };
        if kernel.run(&env, &inputs, results).is_err() {
            continue;
        }
        let (got, flags) = gpu.run(&wgsl, &env_words, &inputs, n_out, COUNT);
        let mut bad = 0;
        let mut first = None;
        for i in 0..COUNT {
            if status[i].end != shasm_exec::End::Normal {
                continue;
            }
            if (flags[i] & 1 != 0) != status[i].killed {
                bad += 1;
                first.get_or_insert(format!("invocation {i}: kill flag"));
            }
            for k in 0..n_out * 4 {
                let (g, w) = (got[i * n_out * 4 + k], want[i * n_out * 4 + k]);
                if g != w && !(f32::from_bits(g).is_nan() && f32::from_bits(w).is_nan()) {
                    bad += 1;
                    first.get_or_insert(format!(
                        "invocation {i}: {}.{} = {g:#010x} ({:e}), interpreter {w:#010x} ({:e})",
                        layout.outputs[k / 4].register,
                        ["x", "y", "z", "w"][k % 4],
                        f32::from_bits(g),
                        f32::from_bits(w)
                    ));
                }
            }
        }
        if let Some(first) = first {
            failures.push(format!("{name}: {bad} words differ, first {first}"));
        }
        checked += 1;
    }
    eprintln!("{checked} programs on {}", gpu.name);
    assert!(
        failures.is_empty(),
        "on {}:\n{}",
        gpu.name,
        failures.join("\n")
    );
    assert!(
        only.is_some() || checked >= 20,
        "only {checked} programs ran"
    );
}
