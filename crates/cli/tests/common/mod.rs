//! Helpers shared by the end-to-end regression tests: running the built
//! `shasm` binary, the in-process commands, scratch files, and a minimal
//! PNG writer for texture tests.

#![allow(dead_code)]

use shasm_cli::commands::{self, Output};
use shasm_cli::driver::{Input, Options};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// What a run of the binary gave: exit code, stdout, stderr.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Run the built `shasm` binary in the repository root.
pub fn shasm(args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_shasm"))
        .args(args)
        .current_dir(root())
        .stdin(Stdio::null())
        .output()
        .expect("the shasm binary runs");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A scratch directory of its own for each test (`tag` names the test).
pub fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shasm-cli-regress-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// Write `bytes` to `dir/name` and return the path as a string.
pub fn write(dir: &Path, name: &str, bytes: impl AsRef<[u8]>) -> String {
    let p = dir.join(name);
    std::fs::write(&p, bytes).expect("write scratch file");
    p.to_str().expect("utf-8 temp path").to_string()
}

/// Command-line options from argument words, as `shasm run` parses them.
pub fn options(args: &[&str]) -> Options {
    Options::from_args(args.iter().map(|s| s.to_string())).expect("valid options")
}

/// An in-process input named `name`.
pub fn input(name: &str, bytes: impl Into<Vec<u8>>) -> Input {
    Input::new(name, bytes)
}

/// `shasm check --format json` in-process, parsed.
pub fn check_json(input: &Input) -> (i32, serde_json::Value) {
    let out = commands::check(input, &Options::default(), true);
    let v = serde_json::from_str(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "check --format json is one JSON object ({e}): {}",
            out.stdout
        )
    });
    (out.code, v)
}

/// `shasm run --format json` in-process, parsed (exit code must be 0).
pub fn run_json(input: &Input, args: &[&str]) -> serde_json::Value {
    let out: Output = commands::run(input, &options(args), true);
    assert_eq!(out.code, 0, "run failed: {}", out.stderr);
    serde_json::from_str(&out.stdout).expect("run --format json is JSON")
}

/// The `FILE:LINE:COL` of each `FILE:LINE:COL: error:` line of rendered
/// diagnostics, as (line, column).
pub fn error_positions(stderr: &str, file: &str) -> Vec<(usize, usize)> {
    stderr
        .lines()
        .filter_map(|l| l.strip_prefix(file)?.strip_prefix(':'))
        .filter(|rest| rest.contains(": error:"))
        .filter_map(|rest| {
            let mut parts = rest.splitn(3, ':');
            let line = parts.next()?.parse().ok()?;
            let col = parts.next()?.parse().ok()?;
            Some((line, col))
        })
        .collect()
}

/// A PNG of `width` x `height` RGBA8 pixels (rows top first), written with
/// stored (uncompressed) deflate blocks so no encoder is needed.
pub fn png_rgba8(width: u32, height: u32, pixels: &[u8]) -> Vec<u8> {
    assert_eq!(pixels.len(), (width * height * 4) as usize);
    let mut raw = Vec::new();
    for row in pixels.chunks(width as usize * 4) {
        raw.push(0); // filter type None
        raw.extend_from_slice(row);
    }
    // zlib stream: header, stored blocks of at most 65535 bytes, Adler-32.
    let mut zlib = vec![0x78, 0x01];
    let blocks: Vec<&[u8]> = raw.chunks(65535).collect();
    for (i, block) in blocks.iter().enumerate() {
        zlib.push(u8::from(i + 1 == blocks.len()));
        let len = block.len() as u16;
        zlib.extend_from_slice(&len.to_le_bytes());
        zlib.extend_from_slice(&(!len).to_le_bytes());
        zlib.extend_from_slice(block);
    }
    let (mut a, mut b) = (1u32, 0u32);
    for &byte in &raw {
        a = (a + u32::from(byte)) % 65521;
        b = (b + a) % 65521;
    }
    zlib.extend_from_slice(&((b << 16) | a).to_be_bytes());

    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&width.to_be_bytes());
    ihdr.extend_from_slice(&height.to_be_bytes());
    ihdr.extend_from_slice(&[8, 6, 0, 0, 0]); // 8-bit RGBA, no interlace
    chunk(&mut png, b"IHDR", &ihdr);
    chunk(&mut png, b"IDAT", &zlib);
    chunk(&mut png, b"IEND", &[]);
    png
}

fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    png.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = png.len();
    png.extend_from_slice(kind);
    png.extend_from_slice(data);
    let crc = crc32(&png[start..]);
    png.extend_from_slice(&crc.to_be_bytes());
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}
