//! The GPU engine (`--engine gpu`, `shasm_naga::gpu::Gpu`) behind the
//! engine contract: every bundled program the translation accepts
//! compiles, and its batches agree with the reference interpreter's, bit
//! for bit (any NaN equals any NaN), kill flags included, in both batch
//! orders, with records that hold registers of any file (a temporary
//! read back, a constant set per invocation). What the translation
//! refuses is `EngineError::Unsupported` with the reason. Without an
//! adapter the test says it skipped and why (CI has Mesa's lavapipe).
//!
//! The statuses (executed-instruction count, kill flag, condition codes,
//! PICA200 flags) and the write masks of every invocation that ends
//! normally must be the interpreter's too (docs/translate.md, "The GPU
//! engine").

use shasm_engine::{Engine, EngineError, IoLayout, Order, Results, Slot};
use shasm_ir::File;
use std::path::Path;

mod common;
use common::Rng;

fn load(path: &Path) -> Option<shasm::Program> {
    let name = path.file_name()?.to_string_lossy().to_string();
    let bytes = std::fs::read(path).ok()?;
    shasm::Program::load(
        shasm::driver::Input::new(&name, bytes),
        &shasm::Options::default(),
    )
    .ok()
}

fn root() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The GPU engine, or why there is none here.
fn engine() -> Option<shasm_naga::gpu::Gpu> {
    let gpu = shasm_naga::gpu::Gpu::default();
    let program = load(&root().join("examples/tgsi/transform.tgsi"))?;
    match gpu.compile(program.shared_executable(), &IoLayout::default()) {
        Err(EngineError::Unsupported { reason, .. }) if reason.contains("no GPU adapter") => {
            eprintln!("skipped: {reason}");
            None
        }
        _ => Some(gpu),
    }
}

#[test]
fn the_gpu_engine_agrees_with_the_interpreter() {
    let Some(gpu) = engine() else { return };
    const COUNT: usize = 130; // three workgroups, the last one partial
    // A handful of programs of every ISA: lavapipe compiles each pipeline
    // with LLVM, seconds apiece (crates/naga/tests/gpu.rs runs them all
    // through wgpu directly). `SHASM_GPU_ENGINE_ALL=1` runs every bundled
    // program.
    let mut files: Vec<_> = [
        "examples/tgsi/transform.tgsi",
        "examples/tgsi/lighting.tgsi",
        "examples/nv/vp/lighting.vp",
        "examples/pica/lighting.v.pica",
        "tests/translate/in/arb_skinning.vp",
        "tests/translate/in/condition_codes.fp",
        "tests/translate/in/precision.fp",
        "examples/arb/fog.fp",
        "examples/nv/fp/toon.fp",
    ]
    .iter()
    .map(|f| root().join(f))
    .collect();
    if std::env::var_os("SHASM_GPU_ENGINE_ALL").is_some() {
        for dir in ["examples", "tests/translate/in"] {
            let mut dirs = vec![root().join(dir)];
            while let Some(d) = dirs.pop() {
                for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
                    let p = e.path();
                    if p.is_dir() {
                        dirs.push(p);
                    } else if ["vp", "fp", "pica", "tgsi"]
                        .contains(&p.extension().and_then(|x| x.to_str()).unwrap_or(""))
                    {
                        files.push(p);
                    }
                }
            }
        }
    }
    let mut rng = Rng(0x0005_EED0_F6E0);
    let (mut checked, mut refused) = (0, 0);
    let mut failures = Vec::new();
    for (n, path) in files.iter().enumerate() {
        let Some(program) = load(path) else { continue };
        let exe = program.shared_executable();
        let regs = exe.layout();
        let order = if n % 2 == 0 { Order::Aos } else { Order::Soa };
        // Every input register, and the first constant per invocation;
        // every output register and the first temporary read back.
        let mut inputs: Vec<Slot> = (0..regs.file(File::Input).size)
            .map(|i| Slot::new(File::Input, i))
            .collect();
        if regs.file(File::Const).size > 0 {
            inputs.push(Slot::new(File::Const, 0));
        }
        let mut outputs: Vec<Slot> = (0..regs.file(File::Output).size)
            .map(|i| Slot::new(File::Output, i))
            .collect();
        if regs.file(File::Temp).size > 0 {
            outputs.push(Slot::new(File::Temp, 0));
        }
        let layout = IoLayout {
            inputs,
            outputs,
            order,
            quads: false,
        };
        let started = std::time::Instant::now();
        let kernel = match gpu.compile(exe, &layout) {
            Ok(k) => k,
            Err(EngineError::Unsupported { reason, .. }) => {
                // The translation's own reasons (docs/translate.md).
                assert!(
                    reason.contains("has no translation yet")
                        || reason.contains("no texture lookups yet")
                        || reason.contains("naga"),
                    "{}: {reason}",
                    path.display()
                );
                refused += 1;
                continue;
            }
            Err(e) => panic!("{}: {e}", path.display()),
        };
        let reference = shasm_engine::Interpreter.compile(exe, &layout).unwrap();
        let mut env = exe.env();
        for i in 0..regs.file(File::Const).size {
            let _ = env.set(
                File::Const,
                i,
                [rng.word(), rng.word(), rng.word(), rng.word()],
            );
        }
        let words: Vec<u32> = (0..COUNT * layout.input_stride())
            .map(|_| rng.word())
            .collect();
        let mut want = vec![0u32; COUNT * layout.output_stride()];
        let mut got = vec![0u32; want.len()];
        let initial = shasm_engine::Status {
            end: shasm_exec::End::Normal,
            executed: 0,
            killed: false,
            cc: [[shasm_ir::CcValue::EQ; 4]; 2],
            predicates: [false; 2],
        };
        let (mut ws, mut gs) = (vec![initial; COUNT], vec![initial; COUNT]);
        let n_out = layout.outputs.len();
        let (mut wm, mut gm) = (vec![0u8; COUNT * n_out], vec![0xFFu8; COUNT * n_out]);
        let results = |outputs, status, written| Results {
            outputs,
            written: Some(written),
            status: Some(status),
            vertices: None,
        };
        if reference
            .run(&env, &words, results(&mut want, &mut ws, &mut wm))
            .is_err()
        {
            continue;
        }
        if let Err(e) = kernel.run(&env, &words, results(&mut got, &mut gs, &mut gm)) {
            failures.push(format!("{}: {e}", path.display()));
            continue;
        }
        let same =
            |a: u32, b: u32| a == b || (f32::from_bits(a).is_nan() && f32::from_bits(b).is_nan());
        let bad = (0..COUNT)
            .filter(|&k| ws[k].end == shasm_exec::End::Normal)
            .find_map(|k| {
                if ws[k] != gs[k] {
                    return Some(format!(
                        "invocation {k}: status {:?}, interpreter {:?}",
                        gs[k], ws[k]
                    ));
                }
                let masks = k * n_out..(k + 1) * n_out;
                if wm[masks.clone()] != gm[masks.clone()] {
                    return Some(format!(
                        "invocation {k}: write masks {:?}, interpreter {:?}",
                        &gm[masks.clone()],
                        &wm[masks]
                    ));
                }
                (0..layout.outputs.len()).find_map(|j| {
                    (0..4).find_map(|c| {
                        let at = order.index(layout.outputs.len(), COUNT, k, j, c);
                        (!same(got[at], want[at])).then(|| {
                            format!(
                                "invocation {k}: {:?} .{c} = {:#010x}, interpreter {:#010x}",
                                layout.outputs[j], got[at], want[at]
                            )
                        })
                    })
                })
            });
        if let Some(bad) = bad {
            failures.push(format!("{}: {bad}", path.display()));
        }
        eprintln!("{}: {:.1?}", path.display(), started.elapsed());
        checked += 1;
    }
    eprintln!("{checked} programs agree on the gpu engine, {refused} refused");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        checked >= 7 && refused >= 2,
        "{checked} checked, {refused} refused"
    );
}

#[test]
fn what_the_gpu_engine_cannot_run_is_unsupported_with_the_reason() {
    let Some(gpu) = engine() else { return };
    // docs/translate.md: texture lookups have no translation yet.
    let program = load(&root().join("examples/arb/fog.fp")).unwrap();
    let layout = IoLayout {
        outputs: vec![Slot::new(File::Output, 0)],
        ..IoLayout::default()
    };
    match gpu.compile(program.shared_executable(), &layout) {
        Err(EngineError::Unsupported { reason, .. }) => {
            assert!(
                reason.contains("the compute form has no texture lookups yet"),
                "{reason}"
            )
        }
        other => panic!("{:?}", other.err()),
    }
    // 2×2 quads (derivatives) have no compute form.
    let program = load(&root().join("examples/tgsi/transform.tgsi")).unwrap();
    let quads = IoLayout {
        quads: true,
        ..IoLayout::default()
    };
    assert!(matches!(
        gpu.compile(program.shared_executable(), &quads),
        Err(EngineError::Unsupported { .. })
    ));
    // A register outside the program's files.
    let bad = IoLayout {
        inputs: vec![Slot::new(File::Input, 99)],
        ..IoLayout::default()
    };
    assert!(matches!(
        gpu.compile(program.shared_executable(), &bad),
        Err(EngineError::Slot { .. })
    ));
}
