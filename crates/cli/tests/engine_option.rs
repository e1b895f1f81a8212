//! `--engine` (docs/cli.md, "Engines"): `run`, `run --batch` and `bench`
//! take it; `trace` takes the reference interpreter only; an unknown
//! engine is a usage error naming those there are.

mod common;
use common::shasm;

const TRANSFORM: [&str; 3] = [
    "examples/tgsi/transform.tgsi",
    "--inputs",
    "examples/tgsi/transform.inputs",
];

#[test]
fn interp_is_the_default_and_gives_the_same_report() {
    let plain = shasm(&[
        "run",
        TRANSFORM[0],
        TRANSFORM[1],
        TRANSFORM[2],
        "--format",
        "json",
    ]);
    let interp = shasm(&[
        "run",
        TRANSFORM[0],
        TRANSFORM[1],
        TRANSFORM[2],
        "--format",
        "json",
        "--engine",
        "interp",
    ]);
    assert_eq!(plain.code, 0, "{}", plain.stderr);
    assert_eq!((interp.code, &interp.stdout), (0, &plain.stdout));
}

#[test]
fn the_lane_engine_gives_the_interpreters_report() {
    let on = |engine: &str| {
        shasm(&[
            "run",
            TRANSFORM[0],
            TRANSFORM[1],
            TRANSFORM[2],
            "--format",
            "json",
            "--engine",
            engine,
        ])
    };
    let (interp, lanes) = (on("interp"), on("lanes"));
    assert_eq!(lanes.code, 0, "{}", lanes.stderr);
    assert_eq!(lanes.stdout, interp.stdout);
    let r = shasm(&[
        "bench",
        TRANSFORM[0],
        TRANSFORM[1],
        TRANSFORM[2],
        "--invocations",
        "100",
        "--engine",
        "lanes",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("on the lanes engine"), "{}", r.stdout);
}

#[test]
fn the_jit_gives_the_interpreters_report() {
    // docs/cli.md, "Engines": every engine reports what the reference
    // interpreter reports, bit for bit.
    let on = |engine: &str| {
        shasm(&[
            "run",
            TRANSFORM[0],
            TRANSFORM[1],
            TRANSFORM[2],
            "--format",
            "json",
            "--engine",
            engine,
        ])
    };
    let (interp, jit) = (on("interp"), on("jit"));
    assert_eq!(jit.code, 0, "{}", jit.stderr);
    assert_eq!(jit.stdout, interp.stdout);
    let r = shasm(&[
        "bench",
        TRANSFORM[0],
        TRANSFORM[1],
        TRANSFORM[2],
        "--invocations",
        "100",
        "--engine",
        "jit",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("on the jit engine"), "{}", r.stdout);
}

#[test]
fn an_unknown_engine_is_a_usage_error() {
    // An unknown name is refused by the argument parser, listing the names.
    let r = shasm(&["run", TRANSFORM[0], "--engine", "gpus"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains(
            "unknown engine `gpus` (engines: interp, lanes, jit, gpu); did you mean `gpu`?"
        ),
        "{}",
        r.stderr
    );
}

#[test]
fn batches_take_the_engine() {
    let rows = std::env::temp_dir().join(format!("shasm-engine-rows-{}.csv", std::process::id()));
    std::fs::write(&rows, "IN[0].x,IN[0].y,IN[0].z,IN[0].w\n1,2,3,1\n").unwrap();
    let rows_arg = rows.display().to_string();
    let interp = shasm(&[
        "run",
        TRANSFORM[0],
        TRANSFORM[1],
        TRANSFORM[2],
        "--batch",
        &rows_arg,
        "--engine",
        "interp",
    ]);
    let lanes = shasm(&[
        "run",
        TRANSFORM[0],
        TRANSFORM[1],
        TRANSFORM[2],
        "--batch",
        &rows_arg,
        "--engine",
        "lanes",
    ]);
    let jit = shasm(&[
        "run",
        TRANSFORM[0],
        TRANSFORM[1],
        TRANSFORM[2],
        "--batch",
        &rows_arg,
        "--engine",
        "jit",
    ]);
    let plain = shasm(&[
        "run",
        TRANSFORM[0],
        TRANSFORM[1],
        TRANSFORM[2],
        "--batch",
        &rows_arg,
    ]);
    std::fs::remove_file(&rows).unwrap();
    assert_eq!(interp.code, 0, "{}", interp.stderr);
    assert_eq!(interp.stdout, plain.stdout);
    assert_eq!(lanes.code, 0, "{}", lanes.stderr);
    assert_eq!(lanes.stdout, interp.stdout);
    assert_eq!(jit.code, 0, "{}", jit.stderr);
    assert_eq!(jit.stdout, interp.stdout);
}

#[test]
fn a_bench_names_its_engine() {
    let r = shasm(&[
        "bench",
        TRANSFORM[0],
        TRANSFORM[1],
        TRANSFORM[2],
        "--invocations",
        "100",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("100 invocations in") && r.stdout.contains("on the interp engine"),
        "{}",
        r.stdout
    );
}

#[test]
fn traces_refuse_another_engine() {
    let r = shasm(&[
        "trace",
        TRANSFORM[0],
        TRANSFORM[1],
        TRANSFORM[2],
        "--engine",
        "lanes",
    ]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("traces come from the reference interpreter"),
        "{}",
        r.stderr
    );
    let r = shasm(&[
        "trace",
        TRANSFORM[0],
        TRANSFORM[1],
        TRANSFORM[2],
        "--engine",
        "interp",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn a_batch_output_never_written_holds_its_initial_value() {
    // NV_vertex_program: o[COL0] is not written, so it keeps the result
    // registers' initial value (0, 0, 0, 1) (NV_vertex_program2, "vertex
    // result registers ... initialized to (0,0,0,1)").
    let dir = std::env::temp_dir().join(format!("shasm-engine-initial-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let program = dir.join("t.vp");
    std::fs::write(&program, "!!VP1.0\nMUL o[HPOS], v[0], c[0];\nEND\n").unwrap();
    let rows = dir.join("rows.csv");
    std::fs::write(&rows, "v[0].x,v[0].y,v[0].z,v[0].w\n5,6,7,8\n").unwrap();
    let r = shasm(&[
        "run",
        &program.display().to_string(),
        "--set",
        "c[0]=1,1,1,1",
        "--batch",
        &rows.display().to_string(),
        "--outputs",
        "o[HPOS],o[COL0]",
    ]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout,
        "o[HPOS].x,o[HPOS].y,o[HPOS].z,o[HPOS].w,o[COL0].x,o[COL0].y,o[COL0].z,o[COL0].w\n\
         5.0,6.0,7.0,8.0,0.0,0.0,0.0,1.0\n"
    );
}

#[test]
fn the_gpu_engine_runs_batches_and_one_off_runs() {
    // docs/cli.md, "Engines": a one-off run's report (outputs, written
    // registers, executed count) on the GPU engine is the interpreter's.
    let run = |engine: &str| {
        shasm(&[
            "run",
            TRANSFORM[0],
            TRANSFORM[1],
            TRANSFORM[2],
            "--engine",
            engine,
        ])
    };
    let one = run("gpu");
    if one.stderr.contains("no GPU adapter") {
        // An engine's refusal is the program's (exit 1), as for the others.
        assert_eq!(one.code, 1, "{}", one.stderr);
        eprintln!("skipped: no GPU adapter here (lavapipe: mesa-vulkan-drivers)");
        return;
    }
    assert_eq!(one.code, 0, "{}", one.stderr);
    assert_eq!(one.stdout, run("interp").stdout);
    let rows = std::env::temp_dir().join(format!("shasm-gpu-rows-{}.csv", std::process::id()));
    std::fs::write(
        &rows,
        "IN[0].x,IN[0].y,IN[0].z,IN[0].w\n1,2,3,1\n-0.5,0,1e-30,2\n",
    )
    .unwrap();
    let rows_arg = rows.display().to_string();
    let batch = |engine: &str| {
        shasm(&[
            "run",
            TRANSFORM[0],
            TRANSFORM[1],
            TRANSFORM[2],
            "--batch",
            &rows_arg,
            "--engine",
            engine,
        ])
    };
    let (interp, gpu) = (batch("interp"), batch("gpu"));
    std::fs::remove_file(&rows).unwrap();
    assert_eq!(gpu.code, 0, "{}", gpu.stderr);
    // The same words (the transform is exact binary32 arithmetic).
    assert_eq!(gpu.stdout, interp.stdout);
}

#[test]
fn bench_splits_its_batches_over_threads() {
    // docs/cli.md, `shasm bench`: `--threads N` splits each batch over N
    // threads and says so; one thread (the default) prints the line it
    // always printed; 0 threads is a usage error.
    let bench = |extra: &[&str]| {
        let mut args = vec![
            "bench",
            TRANSFORM[0],
            TRANSFORM[1],
            TRANSFORM[2],
            "--invocations",
            "5000",
            "--engine",
            "jit",
        ];
        args.extend_from_slice(extra);
        shasm(&args)
    };
    let two = bench(&["--threads", "2"]);
    assert_eq!(two.code, 0, "{}", two.stderr);
    assert!(
        two.stdout.contains("5000 invocations in "),
        "{}",
        two.stdout
    );
    assert!(
        two.stdout.contains("on the jit engine on 2 threads: "),
        "{}",
        two.stdout
    );
    let one = bench(&[]);
    assert_eq!(one.code, 0, "{}", one.stderr);
    assert!(one.stdout.contains("on the jit engine: "), "{}", one.stdout);
    let zero = bench(&["--threads", "0"]);
    assert_eq!(zero.code, 2, "{}", zero.stderr);
}
