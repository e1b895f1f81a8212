//! Hostile programs through the facade: deep nesting, absurd register
//! counts and indices, huge files, endless errors, recursion at run time,
//! and every header word of real SHBIN binaries overwritten with hostile
//! values. Each must load to a program or a typed error, never panic,
//! overflow the stack, hang or allocate without bound; whatever loads must
//! run within its instruction budget.

mod common;

use common::{check_error, corpus, load_and_exercise, options};
use shasm::driver::Input;
use shasm::{Error, Program};

/// Load text as `name` under `isa` and use what loads.
fn load_text(name: &str, isa: &str, text: &str) -> Option<Program> {
    load_and_exercise(name, text.as_bytes(), &options(Some(isa)))
}

/// Loading must fail with diagnostics (not panic, not another error).
fn assert_invalid(name: &str, isa: &str, text: &str) {
    let input = Input::new(name, text);
    match Program::load(input.clone(), &options(Some(isa))) {
        Err(e @ Error::Invalid { .. }) => check_error(&e, &input),
        Err(e) => panic!("{name}: expected Error::Invalid, got {e:?}"),
        Ok(_) => panic!("{name}: loaded, but the program is invalid"),
    }
}

/// Nesting deeper than any stack of recursive calls could take: the
/// parsers and checks must be iterative or bounded.
#[test]
fn deep_tgsi_nesting() {
    // As deep as shasm's TGSI instruction limit (131,072, END included)
    // allows: deeper is Error::OverLimit, below.
    const DEPTH: usize = 65_535;
    let mut text = String::from("FRAG\nDCL TEMP[0]\n");
    for _ in 0..DEPTH {
        text.push_str("IF TEMP[0].xxxx\n");
    }
    for _ in 0..DEPTH {
        text.push_str("ENDIF\n");
    }
    text.push_str("END\n");
    load_text("deep_if.tgsi", "tgsi", &text);

    let mut loops = String::from("FRAG\n");
    for _ in 0..DEPTH {
        loops.push_str("BGNLOOP\n");
    }
    for _ in 0..DEPTH {
        loops.push_str("ENDLOOP\n");
    }
    loops.push_str("END\n");
    load_text("deep_loop.tgsi", "tgsi", &loops);

    // Blocks that are never closed.
    let unclosed = format!(
        "FRAG\nDCL TEMP[0]\n{}END\n",
        "IF TEMP[0].xxxx\n".repeat(DEPTH)
    );
    assert_invalid("unclosed.tgsi", "tgsi", &unclosed);
    // Closers without openers.
    let closers = format!(
        "FRAG\n{}END\n",
        "ENDIF\nENDLOOP\nENDSUB\n".repeat(DEPTH / 3)
    );
    assert_invalid("closers.tgsi", "tgsi", &closers);
    // Past the limit: shasm's limit, not an invalid program (exit 2).
    let input = Input::new(
        "deeper.tgsi",
        "FRAG\nDCL TEMP[0]\n".to_string() + &"IF TEMP[0].xxxx\n".repeat(140_000),
    );
    match Program::load(input.clone(), &options(Some("tgsi"))) {
        Err(e @ Error::OverLimit { .. }) => {
            assert!(!e.is_invalid_input());
            check_error(&e, &input);
        }
        other => panic!("expected Error::OverLimit, got {:?}", other.err()),
    }
}

/// PICA200 blocks nest at most 32 deep (picasso); deeper is an error.
#[test]
fn deep_pica_nesting() {
    const DEPTH: usize = 10_000;
    let mut text = String::from(".out o position\n.proc main\n");
    for k in 0..DEPTH {
        text.push_str(if k % 2 == 0 { "ifu b0\n" } else { "for i0\n" });
    }
    text.push_str("mov o, v0\n");
    text.push_str(&".end\n".repeat(DEPTH));
    text.push_str(".end\n");
    assert_invalid("deep.v.pica", "pica", &text);
    let unclosed = format!(".proc main\n{}", "ifu b0\n".repeat(DEPTH));
    assert_invalid("unclosed.v.pica", "pica", &unclosed);
}

/// Brackets and parentheses nested without end, in every language.
#[test]
fn deep_brackets() {
    const DEPTH: usize = 100_000;
    let open = "[(".repeat(DEPTH);
    for (name, isa, head) in [
        ("b.tgsi", "tgsi", "FRAG\nMOV TEMP"),
        ("b.vp", "nv-vp", "!!VP1.0\nMOV R0, c"),
        ("b.fp", "nv-fp", "!!FP1.0\nMOV R0, {"),
        ("b.v.pica", "pica", ".proc main\nmov r0, c"),
    ] {
        assert_invalid(name, isa, &format!("{head}{open}\nEND\n"));
    }
    // DECLARE values nest braces in NV fragment programs.
    let braces = format!("!!FP1.0\nDECLARE k = {};\nEND\n", "{".repeat(DEPTH));
    assert_invalid("braces.fp", "nv-fp", &braces);
}

/// Register files and indices at the edges of their types: refused, or
/// accepted without allocating what they name.
#[test]
fn absurd_register_counts_and_indices() {
    for text in [
        "FRAG\nDCL TEMP[0..4294967295]\nEND\n",
        "FRAG\nDCL TEMP[0..2147483647]\nMOV TEMP[2147483647], TEMP[0]\nEND\n",
        "FRAG\nDCL CONST[0..4000000000]\nEND\n",
        "FRAG\nDCL CONST[4294967295][0..1]\nEND\n",
        "FRAG\nDCL IN[4294967295]\nEND\n",
        "FRAG\nDCL OUT[0..99999999], COLOR\nEND\n",
        "FRAG\nIMM[4294967295] FLT32 {0, 0, 0, 0}\nEND\n",
        "FRAG\nDCL SAMP[4294967295]\nEND\n",
        "FRAG\nDCL ADDR[0..4294967295]\nEND\n",
        "FRAG\nDCL TEMP[0]\nMOV TEMP[0], CONST[4294967295]\nEND\n",
        "FRAG\nDCL TEMP[0]\nMOV TEMP[0], TEMP[99999999999999999999]\nEND\n",
        "FRAG\nPROPERTY FS_COLOR0_WRITES_ALL_CBUFS 4294967295\nEND\n",
        "GEOM\nPROPERTY GS_MAX_OUTPUT_VERTICES 4294967295\nEND\n",
        "COMP\nPROPERTY CS_FIXED_BLOCK_WIDTH 4294967295\nEND\n",
    ] {
        load_text("absurd.tgsi", "tgsi", text);
    }
    for text in [
        "!!VP1.0\nMOV R0, c[4294967295];\nEND",
        "!!VP1.0\nMOV R0, c[A0.x + 4294967295];\nEND",
        "!!VP1.0\nMOV R0, c[A0.x - 4294967296];\nEND",
        "!!VP1.0\nMOV R0, v[4294967295];\nEND",
        "!!VP2.0\nMOV R99999, R0;\nEND",
        "!!VSP1.0\nMOV c[4294967295], v[0];\nEND",
    ] {
        load_text("absurd.vp", "nv-vp", text);
    }
    for text in [
        "!!FP1.0\nMOV o[COLR], p[4294967295];\nEND",
        "!!FP1.0\nMOV o[COLR], f[TEX4294967295];\nEND",
        "!!FP1.0\nTEX o[COLR], f[TEX0], TEX4294967295, 2D;\nEND",
        "!!FP1.0\nMOV R4294967295, R0;\nEND",
        "!!FP1.0\nDEFINE k = {1e39, -1e39, nan, 1e-46};\nMOV o[COLR], k;\nEND",
    ] {
        load_text("absurd.fp", "nv-fp", text);
    }
    for text in [
        ".fvec a[4294967295]\n.proc main\nend\n.end\n",
        ".fvec a[96]\n.fvec b\n.proc main\nend\n.end\n",
        ".proc main\nmov r0, c4294967295\n.end\n",
        ".proc main\nmov r0, c[a0.x + 4294967295]\n.end\n",
        ".out o position\n.proc main\nmov o, v4294967295\n.end\n",
        ".constf k(1e39, -1e39, nan, inf)\n.proc main\nmov r0, k\n.end\n",
        ".consti k(4294967295, -1, 256, 0)\n.proc main\nfor k\n.end\n.end\n",
    ] {
        load_text("absurd.v.pica", "pica", text);
    }
}

/// Errors on every line of a large file are capped (50 errors per file and
/// a final note; BRIEF: `shasm_diag::Collector`), so that the error list
/// stays small whatever the file.
#[test]
fn endless_errors_are_capped() {
    const LINES: usize = 20_000;
    for (name, isa, text) in [
        (
            "e.tgsi",
            "tgsi",
            format!("FRAG\n{}END\n", "FOO TEMP[0]\n".repeat(LINES)),
        ),
        (
            "e.vp",
            "nv-vp",
            format!("!!VP1.0\n{}END", "FOO R0;\n".repeat(LINES)),
        ),
        (
            "e.fp",
            "nv-fp",
            format!("!!FP1.0\n{}END", "FOO R0;\n".repeat(LINES)),
        ),
        (
            "e.v.pica",
            "pica",
            format!(".proc main\n{}.end\n", "foo r0\n".repeat(LINES)),
        ),
    ] {
        let input = Input::new(name, text.as_str());
        let e = Program::load(input.clone(), &options(Some(isa)))
            .err()
            .unwrap_or_else(|| panic!("{name} loaded"));
        check_error(&e, &input);
        let errors = e.diagnostics().iter().filter(|d| d.is_error()).count();
        assert!(
            (1..=shasm_diag::MAX_ERRORS).contains(&errors),
            "{name}: {errors} errors, more than the cap of {}",
            shasm_diag::MAX_ERRORS
        );
    }
}

/// Long lines, long names and many instructions.
#[test]
fn huge_programs() {
    let long_name = "a".repeat(1 << 20);
    load_text(
        "long.tgsi",
        "tgsi",
        &format!("FRAG\nDCL TEMP[0]\n{long_name}\nEND\n"),
    );
    load_text("long.vp", "nv-vp", &format!("!!VP2.0\n{long_name}:\nEND"));
    load_text(
        "long.fp",
        "nv-fp",
        &format!("!!FP1.0\nDECLARE {long_name};\nEND"),
    );
    load_text(
        "long.v.pica",
        "pica",
        &format!(".fvec {long_name}\n.proc main\nend\n.end\n"),
    );
    let number = "9".repeat(1 << 16);
    load_text(
        "number.fp",
        "nv-fp",
        &format!("!!FP1.0\nMOV o[COLR], {number};\nEND"),
    );
    load_text(
        "number.tgsi",
        "tgsi",
        &format!("FRAG\nIMM FLT32 {{{number}, 0, 0, 0}}\nEND\n"),
    );

    // Many instructions: past every language's limit, refused early.
    const MANY: usize = 100_000;
    load_text(
        "many.tgsi",
        "tgsi",
        &format!(
            "VERT\nDCL TEMP[0]\n{}END\n",
            "MOV TEMP[0], TEMP[0]\n".repeat(MANY)
        ),
    );
    load_text(
        "many.vp",
        "nv-vp",
        &format!("!!VP2.0\n{}END", "MOV R0, R1;\n".repeat(MANY)),
    );
    load_text(
        "many.fp",
        "nv-fp",
        &format!("!!FP1.0\n{}END", "MOV R0, R1;\n".repeat(MANY)),
    );
    load_text(
        "many.v.pica",
        "pica",
        &format!(".proc main\n{}end\n.end\n", "mov r0, r1\n".repeat(MANY)),
    );
}

/// Programs that recurse or loop for ever end with a typed run error
/// (budget, call-stack overflow), never a stack overflow or a hang.
#[test]
fn runaway_programs_stop() {
    for (name, isa, text) in [
        (
            "rec.tgsi",
            "tgsi",
            "VERT\nCAL :1\nBGNSUB\nCAL :1\nRET\nENDSUB\nEND\n",
        ),
        ("loop.tgsi", "tgsi", "VERT\nBGNLOOP\nENDLOOP\nEND\n"),
        (
            "rec.vp",
            "nv-vp",
            "!!VP2.0\nmain:\nMOV o[HPOS], v[0];\nCAL main;\nEND",
        ),
        (
            "loop.vp",
            "nv-vp",
            "!!VP2.0\nmain:\nMOV o[HPOS], v[0];\nBRA main;\nEND",
        ),
        (
            "rec.v.pica",
            "pica",
            ".out o position\n.proc main\ncall main\nmov o, v0\nend\n.end\n",
        ),
        (
            "loop.v.pica",
            "pica",
            ".proc main\nfor i0\nfor i1\nfor i2\nfor i3\nnop\n.end\n.end\n.end\n.end\nend\n.end\n",
        ),
    ] {
        let input = Input::new(name, text);
        let Ok(program) = Program::load(input.clone(), &options(Some(isa))) else {
            // The TGSI call syntax may differ; what matters here is that
            // whatever loads stops.
            continue;
        };
        common::exercise(&program);
        match program.run() {
            Ok(_) => {}
            Err(e @ Error::Run { .. }) => check_error(&e, &input),
            Err(e) => panic!("{name}: expected a run error, got {e:?}"),
        }
    }
}

/// Every 32-bit word of real SHBIN files overwritten with values that break
/// counts, offsets and sizes: each reads or fails with a diagnostic.
#[test]
fn shbin_header_words_overwritten() {
    let binaries: Vec<&(String, Vec<u8>)> = corpus()
        .iter()
        .filter(|(n, _)| n.ends_with(".vg.shbin") || n.ends_with("simple_tri_vshader.v.shbin"))
        .collect();
    assert!(binaries.len() >= 4);
    for (name, original) in binaries {
        let len = original.len() as u32;
        for at in (0..original.len() - 3).step_by(4) {
            for word in [
                0,
                1,
                0x7fff_ffff,
                0x8000_0000,
                u32::MAX,
                len,
                len - 4,
                512,
                513,
                129,
            ] {
                let mut bytes = original.clone();
                bytes[at..at + 4].copy_from_slice(&word.to_le_bytes());
                load_and_exercise(name, &bytes, &options(None));
            }
        }
    }
}

/// A SHBIN cut at every length.
#[test]
fn shbin_truncated_everywhere() {
    let (name, original) = common::corpus_file("particles_particle.vg.shbin");
    for len in 0..original.len() {
        load_and_exercise(name, &original[..len], &options(None));
        for result in [
            shasm::pica::listing(&Input::new(name.as_str(), &original[..len])).map(drop),
            shasm::pica::disassemble(&Input::new(name.as_str(), &original[..len])).map(drop),
        ] {
            if let Err(e) = result {
                check_error(&e, &Input::new(name.as_str(), &original[..len]));
            }
        }
    }
}
