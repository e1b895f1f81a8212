//! Resource use on hostile input (issue 19): programs far past an
//! instruction limit, and 16 MiB files (the most shasm reads) of the
//! shortest instruction of each language, stay within bounded memory and
//! exit with the documented status (docs/cli.md, "Limits").

mod common;

use common::{scratch, shasm, write};

/// docs/cli.md: shasm reads at most 131,072 TGSI instructions (a limit of
/// its own; TGSI sets none).
const TGSI_MAX_INSTRUCTIONS: usize = 131_072;

/// A TGSI program of `count` instructions: NOPs and END.
fn tgsi_nops(count: usize) -> String {
    format!("VERT\n{}END\n", "NOP\n".repeat(count - 1))
}

#[test]
fn tgsi_past_the_instruction_limit_is_exit_2_for_every_command() {
    let dir = scratch("tgsi-limit");
    let path = write(&dir, "long.tgsi", tgsi_nops(TGSI_MAX_INSTRUCTIONS + 1));
    for args in [
        vec!["check", &path],
        vec!["fmt", &path],
        vec!["translate", &path, "--to", "tgsi"],
        vec!["cfg", &path],
        vec!["run", &path],
    ] {
        let r = shasm(&args);
        // Exit 2: a limit of shasm's, not an invalid program (exit 1).
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        // The END is the instruction past the limit: line 131,074.
        let first = format!(
            "{path}:131074:1: error: more than 131072 instructions, the most shasm reads in a TGSI program"
        );
        assert_eq!(r.stderr.lines().next(), Some(&first[..]), "{args:?}");
        assert_eq!(r.stderr.matches(": error:").count(), 1, "{}", r.stderr);
    }
    let r = shasm(&["check", &path, "--format", "json"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).expect("json");
    assert_eq!(v["ok"], false);
    assert_eq!(v["diagnostics"][0]["code"], "tgsi/too-many-instructions");
    assert_eq!(v["diagnostics"].as_array().map(Vec::len), Some(1));
}

#[test]
fn tgsi_at_the_instruction_limit_formats_and_translates() {
    // The printed text of a program that loads loads again, whatever its
    // size: fmt and translate do not refuse shasm's own output.
    let dir = scratch("tgsi-at-limit");
    let path = write(&dir, "long.tgsi", tgsi_nops(TGSI_MAX_INSTRUCTIONS));
    for args in [vec!["fmt", &path], vec!["translate", &path, "--to", "tgsi"]] {
        let r = shasm(&args);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        // The header and one line per instruction.
        assert_eq!(r.stdout.lines().count(), 1 + TGSI_MAX_INSTRUCTIONS);
    }
}

/// 16 MiB (the read limit, less a little) of `head`, then `body` as many
/// times as fits, then `tail`.
fn sixteen_mib(head: &str, body: &str, tail: &str) -> String {
    let room = (16 << 20) - 64 - head.len() - tail.len();
    format!("{head}{}{tail}", body.repeat(room / body.len()))
}

/// Run the binary with its address space limited to `mib` MiB (Linux
/// `ulimit -v`, set by the shell that then becomes shasm): past it an
/// allocation fails and shasm aborts, which the exit status shows.
#[cfg(target_os = "linux")]
fn shasm_within(mib: u64, args: &[&str]) -> common::Run {
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {} && exec \"$0\" \"$@\"", mib * 1024))
        .arg(env!("CARGO_BIN_EXE_shasm"))
        .args(args)
        .current_dir(common::root())
        .stdin(std::process::Stdio::null())
        .output()
        .expect("sh runs");
    common::Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// The largest file shasm reads, of each language's shortest instruction,
/// loads within 1 GiB of address space (issue 19: TGSI took 3.6 GiB and
/// more, NV_gpu_program4 3.5 GiB, NV_fragment_program 1 GiB) and fails the
/// way its language (or shasm's own limit) says, with one diagnostic. TGSI,
/// whose parser reads tokens as it goes, stays within 256 MiB, on a flood
/// of tokens or a line of a million operands too.
#[cfg(target_os = "linux")]
#[test]
fn sixteen_mib_of_instructions_stay_within_bounded_memory() {
    if !std::path::Path::new("/bin/sh").exists() {
        println!("skipped: no /bin/sh to set the address-space limit with");
        return;
    }
    let dir = scratch("sixteen-mib");
    let gp = "!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 1;\n";
    let cases = [
        // (file, text, exit status, address space in MiB)
        ("nop.tgsi", sixteen_mib("VERT\n", "NOP\n", "END\n"), 2, 256),
        ("comma.tgsi", sixteen_mib("VERT\n", ",", "\nEND\n"), 1, 256),
        (
            "operands.tgsi",
            sixteen_mib("VERT\nDCL TEMP[0]\nMOV TEMP[0]", ", TEMP[0]", "\nEND\n"),
            1,
            256,
        ),
        (
            "ret.nvvp4",
            sixteen_mib("!!NVvp4.0\n", "RET;\n", "END\n"),
            1,
            1024,
        ),
        (
            "ret.nvfp4",
            sixteen_mib("!!NVfp4.0\n", "RET;\n", "END\n"),
            1,
            1024,
        ),
        ("ret.nvgp4", sixteen_mib(gp, "RET;\n", "END\n"), 1, 1024),
        (
            "mov.fp",
            sixteen_mib("!!FP1.0\n", "MOV R0,R1;\n", "END\n"),
            1,
            1024,
        ),
        (
            "mov.vp",
            sixteen_mib("!!VP1.0\n", "MOV R0,R1;\n", "END\n"),
            1,
            1024,
        ),
        (
            "mov.arbfp",
            sixteen_mib("!!ARBfp1.0\nTEMP R;\n", "MOV R,R;\n", "END\n"),
            1,
            1024,
        ),
        (
            "mov.arbvp",
            sixteen_mib("!!ARBvp1.0\nTEMP R;\n", "MOV R,R;\n", "END\n"),
            1,
            1024,
        ),
        (
            "nop.v.pica",
            sixteen_mib(".proc main\n", "nop\n", "end\n.end\n"),
            1,
            1024,
        ),
    ];
    for (name, text, code, mib) in cases {
        assert!(text.len() <= 16 << 20);
        let path = write(&dir, name, &text);
        drop(text);
        let commands: &[&[&str]] = if name == "nop.tgsi" {
            &[
                &["check"],
                &["fmt"],
                &["cfg"],
                &["translate", "--to", "tgsi"],
                &["run"],
            ]
        } else {
            &[&["check"]]
        };
        for command in commands {
            let mut args = command.to_vec();
            args.insert(1, &path);
            let r = shasm_within(mib, &args);
            assert_eq!(r.code, code, "{args:?}: {}", r.stderr);
            assert_eq!(
                r.stderr.matches(": error:").count(),
                1,
                "{args:?}: {}",
                r.stderr
            );
        }
        let _ = std::fs::remove_file(&path);
    }
}
