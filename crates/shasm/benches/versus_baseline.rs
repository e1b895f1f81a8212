//! The reference interpreter against itself at commit 458de82 (the end of
//! the first wave), side by side in one run: the speed goal of the
//! IR-contract issue is measured here.
//!
//!     cargo bench -p shasm --bench versus_baseline
//!
//! Both `shasm` binaries are built in release mode (the baseline from that
//! commit's files, unpacked under `target/` with `git archive`), then their `bench`
//! commands run alternately on each program, several rounds; the table
//! gives the best time per invocation of each and their ratio. Without the
//! git history (a source tarball) the bench says so and measures nothing.

use std::path::{Path, PathBuf};
use std::process::Command;

const BASELINE: &str = "458de82";
const ROUNDS: usize = 5;

/// (name, program, arguments of `shasm bench`), relative to the workspace.
const PROGRAMS: &[(&str, &str, &[&str])] = &[
    (
        "pica simple_tri (float24)",
        "tests/corpus/pica-3ds-examples/graphics_gpu_simple_tri_vshader.v.shbin",
        &[
            "--set",
            "v0=0.5,0.25,0.125,1",
            "--set",
            "projection=1.25,0,0,0.5,0,1.5,0.25,0,0,0,-1,-0.2,0,0,-1,0",
            "--invocations",
            "2000000",
        ],
    ),
    (
        "pica normal_mapping (float24)",
        "tests/corpus/pica-3ds-examples/graphics_gpu_normal_mapping_vshader.v.shbin",
        &[
            "--set",
            "v0=0.5,0.25,0.125,1",
            "--set",
            "v1=0.25,0.75,0,0",
            "--set",
            "v2=0,0.6,0.8,0",
            "--set",
            "v3=1,0,0,0",
            "--set",
            "projection=1.25,0,0,0.5,0,1.5,0.25,0,0,0,-1,-0.2,0,0,-1,0",
            "--set",
            "modelView=1,0,0,0.25,0,1,0,-0.5,0,0,1,-3,0,0,0,1",
            "--invocations",
            "500000",
        ],
    ),
    (
        "tgsi transform",
        "examples/tgsi/transform.tgsi",
        &[
            "--inputs",
            "examples/tgsi/transform.inputs",
            "--invocations",
            "2000000",
        ],
    ),
];

fn run(cmd: &mut Command) -> Result<String, String> {
    let out = cmd.output().map_err(|e| format!("{cmd:?}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{cmd:?} failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Build `shasm` from `source` into `target`; the binary's path.
fn build(source: &Path, target: &Path) -> Result<PathBuf, String> {
    run(Command::new(env!("CARGO"))
        .args(["build", "--release", "--quiet", "-p", "shasm-cli"])
        .current_dir(source)
        .env("CARGO_TARGET_DIR", target))?;
    Ok(target.join("release/shasm"))
}

/// Nanoseconds per invocation from `shasm bench`'s line
/// (`... (12.3 ns each, ...)`).
fn nanoseconds(text: &str) -> Option<f64> {
    let (before, _) = text.split_once(" ns each")?;
    before.rsplit_once('(')?.1.trim().parse().ok()
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` passes
    // nothing: then only say what would run.
    if !std::env::args().any(|a| a == "--bench") {
        println!("versus_baseline: run with `cargo bench -p shasm --bench versus_baseline`");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let has_commit = Command::new("git")
        .args(["cat-file", "-e", &format!("{BASELINE}^{{commit}}")])
        .current_dir(&root)
        .status()
        .is_ok_and(|s| s.success());
    if !has_commit {
        println!("versus_baseline: skipped: commit {BASELINE} is not in this checkout's history");
        return;
    }
    let baseline_src = root.join(format!("target/baseline-{BASELINE}"));
    if !baseline_src.join("Cargo.toml").exists() {
        // The commit's files, unpacked under target/ (no worktree is
        // registered in the repository).
        let unpacked = std::fs::create_dir_all(&baseline_src)
            .map_err(|e| e.to_string())
            .and_then(|()| {
                run(Command::new("sh")
                    .arg("-c")
                    .arg(format!("git archive {BASELINE} | tar -x -C \"$0\""))
                    .arg(&baseline_src)
                    .current_dir(&root))
            });
        if let Err(e) = unpacked {
            println!("versus_baseline: skipped: {e}");
            return;
        }
    }
    let binaries = build(&baseline_src, &root.join("target/baseline-build"))
        .and_then(|old| build(&root, &root.join("target/versus-build")).map(|new| (old, new)));
    let (old, new) = match binaries {
        Ok(b) => b,
        Err(e) => {
            println!("versus_baseline: skipped: {e}");
            return;
        }
    };
    println!(
        "{:<32} {:>14} {:>14} {:>8}",
        "program",
        format!("{BASELINE} ns"),
        "now ns",
        "speed-up"
    );
    for (name, file, args) in PROGRAMS {
        let mut best = [f64::INFINITY; 2];
        for _ in 0..ROUNDS {
            for (k, bin) in [&old, &new].into_iter().enumerate() {
                let out = run(Command::new(bin)
                    .arg("bench")
                    .arg(file)
                    .args(*args)
                    .current_dir(&root));
                match out.as_deref().map(nanoseconds) {
                    Ok(Some(ns)) => best[k] = best[k].min(ns),
                    Ok(None) => println!("{name}: unreadable output"),
                    Err(e) => println!("{name}: {e}"),
                }
            }
        }
        println!(
            "{:<32} {:>14.1} {:>14.1} {:>7.2}x",
            name,
            best[0],
            best[1],
            best[0] / best[1]
        );
    }
}
