//! `shasm trace`, `shasm cfg`, text reports and `shasm translate` errors in
//! the program's own language (project issue 18, items 1 and 2): each
//! executed instruction as the source wrote it with its `FILE:LINE`,
//! integer registers as integers, reports in words, PICA200 names and
//! output semantics, translation refusals at the instruction concerned.

mod common;

use common::{scratch, shasm, write};

/// A line with its runs of spaces folded: the trace pads its columns, the
/// tests compare what the columns say.
fn folded(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The step lines of a trace (before the `--` that starts the report),
/// folded.
fn steps(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .take_while(|l| *l != "--")
        .map(folded)
        .collect()
}

/// Line `n` (1-based) of a picasso source as the program wrote it: the
/// comment after `;` dropped, white space folded.
fn source_line(path: &str, n: usize) -> String {
    let text = std::fs::read_to_string(common::root().join(path)).unwrap();
    let line = text.lines().nth(n - 1).unwrap();
    folded(line.split(';').next().unwrap())
}

const PALETTE: &str = "examples/pica/palette.v.pica";

#[test]
fn pica_trace_prints_the_source_lines_and_integer_address_registers() {
    // examples/pica/palette.inputs: palette entry k is (k, 10k, 100k, 1),
    // inidx = 2, span = (2, 1, 2, 0): the loop runs span.x + 1 = 3 times
    // with aL = 1, 3, 5 (3DBrew "Shader Instruction Set": LOOP runs
    // i.x + 1 times, aL from i.y by i.z). halve=1 calls halve_r1, which
    // multiplies r1 by consts.z = 0.5.
    let run = shasm(&[
        "trace",
        PALETTE,
        "--inputs",
        "examples/pica/palette.inputs",
        "--set",
        "halve=1",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let at = |line: usize| format!("{PALETTE}:{line}");
    let expected = [
        // (executed, pc, source line, what it wrote)
        (1, 0, 24, "o0 = (1.0, 2.0, 3.0, 1.0)"),
        // MOVA writes a0.x from inidx.x = 2: an integer, never a denormal.
        (2, 1, 27, "a0 = (2, 0)"),
        (3, 2, 28, "o1 = (2.0, 20.0, 200.0, 1.0)"),
        (4, 3, 31, "r1 = (0.0, 0.0, 0.0, 0.0)"),
        (5, 4, 32, ""),
        (6, 5, 33, "r1 = (1.0, 10.0, 100.0, 1.0)"),
        (7, 5, 33, "r1 = (4.0, 40.0, 400.0, 2.0)"),
        (8, 5, 33, "r1 = (9.0, 90.0, 900.0, 3.0)"),
        (9, 6, 36, ""),
        (10, 7, 37, ""),
        (11, 11, 45, "r1 = (4.5, 45.0, 450.0, 1.5)"),
        // picasso pads with a NOP at the `.end` (line 38) of an `if`
        // block whose last instruction is a CALL (PICA200 notes,
        // "Automatic padding NOPs"); its source is that directive.
        (12, 8, 38, ""),
        (13, 9, 39, "o2 = (4.5, 45.0, 450.0, 1.5)"),
        (14, 10, 40, ""),
    ];
    let expected: Vec<String> = expected
        .iter()
        .map(|(n, pc, line, wrote)| {
            let text = match source_line(PALETTE, *line) {
                end if end == ".end" => "nop (padding)".to_string(),
                text => text,
            };
            folded(&format!("{n} {pc} {} {text} {wrote}", at(*line)))
        })
        .collect();
    assert_eq!(steps(&run.stdout), expected);
    // The spellings the issue names as wrong are gone.
    for ir in ["TEMP[", "CONST[", "IN[", "MOVA", "LOOPR"] {
        assert!(!run.stdout.contains(ir), "{ir} in\n{}", run.stdout);
    }
}

#[test]
fn pica_text_report_names_outputs_and_says_flags_in_words() {
    let run = shasm(&["run", PALETTE, "--inputs", "examples/pica/palette.inputs"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<String> = run.stdout.lines().map(folded).collect();
    // `.out outpos position`, `.out outclr color`, `.out outsum texcoord0`
    // (picasso's output types; PICA200 notes, output map).
    for expected in [
        "o0 outpos (position) = (1.0, 2.0, 3.0, 1.0) [0x3f800000 0x40000000 0x40400000 0x3f800000]",
        "o1 outclr (color) = (2.0, 20.0, 200.0, 1.0) [0x40000000 0x41a00000 0x43480000 0x3f800000]",
        "o2 outsum (texcoord0) = (9.0, 90.0, 900.0, 3.0) [0x41100000 0x42b40000 0x44610000 0x40400000]",
        // No CMP ran: both flags keep their initial false.
        "cmp: x=false y=false",
        "address:",
        "a0 = (2, 0)",
        // After the third iteration aL steps once more: 5 + 2.
        "aL = 7",
    ] {
        assert!(
            lines.iter().any(|l| l == expected),
            "{expected} in\n{}",
            run.stdout
        );
    }
    assert!(!run.stdout.contains('{'), "{}", run.stdout);
    assert!(!run.stdout.contains("[false"), "{}", run.stdout);
}

#[test]
fn pica_json_report_keeps_its_fields_and_adds_output_semantics() {
    let run = shasm(&[
        "run",
        PALETTE,
        "--inputs",
        "examples/pica/palette.inputs",
        "--format",
        "json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(v["outputs"]["o0"][0], 1.0);
    assert_eq!(v["cmp"], serde_json::json!([false, false]));
    assert_eq!(v["address"]["aL"], 7);
    assert_eq!(
        v["semantics"],
        serde_json::json!({"o0": "position", "o1": "color", "o2": "texcoord0"})
    );
}

#[test]
fn cfg_and_trace_spell_instructions_alike() {
    let trace = shasm(&[
        "trace",
        PALETTE,
        "--inputs",
        "examples/pica/palette.inputs",
        "--set",
        "halve=1",
    ]);
    let cfg = shasm(&["cfg", PALETTE]);
    assert_eq!(cfg.code, 0, "{}", cfg.stderr);
    // cfg text: `  PC: TEXT` per instruction.
    let labels: Vec<(usize, String)> = cfg
        .stdout
        .lines()
        .filter_map(|l| {
            let (pc, text) = l.trim_start().split_once(": ")?;
            Some((pc.parse().ok()?, text.to_string()))
        })
        .collect();
    assert!(labels.len() >= 11, "{}", cfg.stdout);
    for step in steps(&trace.stdout) {
        let words: Vec<&str> = step.split(' ').collect();
        let pc: usize = words[1].parse().unwrap();
        let label = &labels.iter().find(|(p, _)| *p == pc).unwrap().1;
        assert!(
            step.contains(&format!(" {label}")),
            "cfg says `{label}` for {pc}, trace `{step}`"
        );
    }
    assert!(
        labels.contains(&(4, "for span".to_string())),
        "{}",
        cfg.stdout
    );
}

#[test]
fn pica_names_work_in_set() {
    // `.alias inpos v0` (the corpus's simple triangle) and `projection`,
    // a uniform; `--set inclr=...` is `.alias inclr v1`.
    let file = "tests/corpus/pica-3ds-examples/graphics_gpu_simple_tri_vshader.v.pica";
    let run = shasm(&[
        "run",
        file,
        "--set",
        "inpos=1,2,3,5",
        "--set",
        "inclr=0.5,0.25,1,1",
        "--set",
        "projection=1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<String> = run.stdout.lines().map(folded).collect();
    // r0.w comes from `ones` (myconst.yyyy = 1.0), not from inpos.w = 5:
    // identity rows give (1, 2, 3, 1).
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("o0 outpos (position) = (1.0, 2.0, 3.0, 1.0)")),
        "{}",
        run.stdout
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("o1 outclr (color) = (0.5, 0.25, 1.0, 1.0)")),
        "{}",
        run.stdout
    );
}

#[test]
fn pica_translate_errors_point_at_the_instruction_in_picasso_words() {
    let run = shasm(&["translate", PALETTE, "--to", "tgsi"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    let errors: Vec<&str> = run
        .stderr
        .lines()
        .filter(|l| l.contains(": error: "))
        .collect();
    let at = |line: usize, col: usize| {
        format!("{PALETTE}:{line}:{col}: error: cannot be written as TGSI: ")
    };
    let expected = [
        format!(
            "{}`mova a0.x, inidx.x`: it loads the address registers a0.x and a0.y: TGSI has no such load",
            at(27, 2)
        ),
        format!(
            "{}this instruction indexes float uniforms through an address register, so the \
             `.constf` constants c95 (consts) cannot become TGSI immediates, and TGSI constants \
             are not preset",
            at(28, 2)
        ),
        format!(
            "{}`for span`: it repeats as often as the integer uniform i0 says, counting in aL: \
             TGSI has no integer uniforms and its loops have no counter",
            at(32, 2)
        ),
        format!(
            "{}`add r1, palette[aL], r1`: it indexes float uniforms by the loop counter aL: TGSI \
             indexes only through an address register",
            at(33, 3)
        ),
        format!(
            "{}`ifu halve`: it tests the boolean uniform b0: TGSI has no boolean uniforms",
            at(36, 2)
        ),
        format!(
            "{}`call halve_r1`: it runs a range of instructions and returns after its last one: \
             TGSI's CAL returns at a RET",
            at(37, 3)
        ),
    ];
    assert_eq!(errors, expected);
}

#[test]
fn shbin_translate_errors_point_at_the_code_word() {
    // The corpus's lenny shader compares with `cmp` (source line 54).
    let source = "tests/corpus/pica-3ds-examples/graphics_gpu_lenny_vshader.v.pica";
    let binary = "tests/corpus/pica-3ds-examples/graphics_gpu_lenny_vshader.v.shbin";
    let from_source = shasm(&["translate", source, "--to", "tgsi"]);
    assert_eq!(from_source.code, 1);
    assert!(
        from_source.stderr.contains(&format!(
            "{source}:54:2: error: cannot be written as TGSI: `cmp zeros, ge, ge, r4.x`: it sets \
             the condition flags: TGSI has no condition flags"
        )),
        "{}",
        from_source.stderr
    );
    // The same instruction of the SHBIN, at its code word: the trace says
    // where that word is.
    let trace = shasm(&["trace", binary]);
    let cmp = steps(&trace.stdout)
        .into_iter()
        .find(|s| s.contains(" cmp "))
        .unwrap();
    let offset = cmp
        .split(' ')
        .nth(2)
        .unwrap()
        .rsplit_once('@')
        .unwrap()
        .1
        .to_string();
    let from_binary = shasm(&["translate", binary, "--to", "tgsi"]);
    assert_eq!(from_binary.code, 1);
    // One error for the `cmp` word, in the disassembly's spelling (a SHBIN
    // keeps no aliases: `zeros` is c95.xxy).
    let errors: Vec<&str> = from_binary
        .stderr
        .lines()
        .filter(|l| l.contains("error:") && l.contains("`cmp "))
        .collect();
    assert_eq!(
        errors,
        [format!(
            "{binary}: offset {offset}: error: cannot be written as TGSI: `cmp c95.xxy, ge, ge, \
             r4.x`: it sets the condition flags: TGSI has no condition flags"
        )],
        "{}",
        from_binary.stderr
    );
    assert!(
        !from_binary.stderr.contains("1:1"),
        "{}",
        from_binary.stderr
    );
}

#[test]
fn tgsi_trace_shows_both_destinations_of_dfracexp() {
    let dir = scratch("trace-dfracexp");
    let file = write(
        &dir,
        "frexp.tgsi",
        "VERT\nDCL IN[0]\nDCL OUT[0..1]\n  0: DFRACEXP OUT[0], OUT[1].xy, IN[0]\n  1: END\n",
    );
    // IN[0].xy = -3.0 (0xC008000000000000) = -0.75 * 2^2 (C11 7.12.6.4
    // frexp): the significand -0.75 (0xBFE8000000000000) in both pairs of
    // OUT[0] (the trace prints each word as a binary32: 0xBFE80000 reads
    // -1.8125), the exponent 2, an integer, in OUT[1].xy.
    let run = shasm(&["trace", &file, "--set", "IN[0]=0,0xC0080000,0,0"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        steps(&run.stdout)[0],
        folded(&format!(
            "1 0 {file}:4 DFRACEXP OUT[0], OUT[1].xy, IN[0] \
             OUT[0] = (0.0, -1.8125, 0.0, -1.8125) OUT[1] = (2, 2, 0, 0)"
        ))
    );
}

#[test]
fn tgsi_trace_keeps_mesa_spellings_and_integer_system_values() {
    let dir = scratch("trace-tgsi");
    let file = write(
        &dir,
        "sv.tgsi",
        "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL SV[0], INSTANCEID\nDCL CONST[0][0..1]\n\
         DCL TEMP[0]\n  0: UMUL TEMP[0].x, SV[0].xxxx, CONST[0][1].xxxx\n  \
         1: MOV OUT[0], IN[0]\n  2: END\n",
    );
    // INSTANCEID is an integer system value: `--set SV[0]=3` stores the
    // integer 3, and UMUL by the word 5 gives the integer 15.
    let run = shasm(&[
        "trace",
        &file,
        "--set",
        "SV[0]=3",
        "--set",
        "CONST[0][1]=0x5",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        steps(&run.stdout)[0],
        folded(&format!(
            "1 0 {file}:7 UMUL TEMP[0].x, SV[0].xxxx, CONST[0][1].xxxx TEMP[0] = (15, 0, 0, 0)"
        ))
    );
    // A float there is refused: the register holds integers.
    let bad = shasm(&["run", &file, "--set", "SV[0]=3.5"]);
    assert_eq!(bad.code, 2, "{}", bad.stderr);
    assert!(
        bad.stderr
            .contains("`3.5` is not an integer, and SV[0] holds integers"),
        "{}",
        bad.stderr
    );
}

#[test]
fn arb_trace_uses_the_programs_names_and_integer_address_registers() {
    let dir = scratch("trace-arb");
    let file = write(
        &dir,
        "table.vp",
        "!!ARBvp1.0\nPARAM table[2] = { { 1, 2, 3, 4 }, { 5, 6, 7, 8 } };\nADDRESS a;\n\
         TEMP t;\nARL a.x, vertex.attrib[1].x;   # pick an entry\n\
         MOV t, table[a.x];\nMOV result.position, t;\nEND\n",
    );
    // ARB_vertex_program §2.14.5.x: ARL floors 1.5 to the integer 1, and
    // table[1] is (5, 6, 7, 8).
    let run = shasm(&["trace", &file, "--set", "vertex.attrib[1]=1.5"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let steps = steps(&run.stdout);
    assert_eq!(
        steps[0],
        folded(&format!(
            "1 0 {file}:5 ARL a.x, vertex.attrib[1].x a = (1, 0, 0, 0)"
        ))
    );
    assert_eq!(
        steps[1],
        folded(&format!(
            "2 1 {file}:6 MOV t, table[a.x] t = (5.0, 6.0, 7.0, 8.0)"
        ))
    );
}

#[test]
fn position_invariant_prologue_is_marked_inserted() {
    let dir = scratch("trace-inserted");
    let file = write(
        &dir,
        "pi.vp",
        "!!ARBvp1.0\nOPTION ARB_position_invariant;\nMOV result.color, vertex.color;\nEND\n",
    );
    let run = shasm(&["trace", &file]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let steps = steps(&run.stdout);
    // ARB_position_invariant: the GL's own transform comes first (four
    // DP4 rows), then the program's MOV on line 3.
    assert_eq!(steps.len(), 5, "{}", run.stdout);
    for step in &steps[..4] {
        assert!(
            step.contains(" inserted DP4 ") && step.contains("(inserted)"),
            "{step}"
        );
    }
    assert!(
        steps[4].starts_with(&folded(&format!(
            "5 4 {file}:3 MOV result.color, vertex.color"
        ))),
        "{}",
        steps[4]
    );
}

#[test]
fn nv_fragment_report_says_the_fragment_in_words() {
    let dir = scratch("report-fp");
    let file = write(
        &dir,
        "clamp.fp",
        "!!FP1.0\nMOVR o[COLR], {0.25, 0.5, 2.0, 1.0};\nEND\n",
    );
    let run = shasm(&["run", &file, "--set", "f[WPOS]=0,0,0.75,1"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // NV_fragment_program §3.11.6: the colour is clamped to [0, 1]; the
    // program writes no depth, so the fragment keeps its own, f[WPOS].z.
    let tail: Vec<&str> = run
        .stdout
        .lines()
        .skip_while(|l| *l != "fragment:")
        .take(3)
        .collect();
    assert_eq!(
        tail,
        [
            "fragment:",
            "  color = (0.25, 0.5, 1.0, 1.0)",
            "  depth = 0.75"
        ],
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains('{'), "{}", run.stdout);
}

#[test]
fn shbin_trace_uses_the_uniform_tables_names() {
    // A SHBIN keeps the names of its uniform table (`.fvec palette[8]`,
    // `.ivec span`, `.bool halve`, `.in inidx`), not the source's aliases:
    // the disassembly reads them where the source used them.
    let dir = scratch("trace-shbin-names");
    let shbin = dir.join("palette.shbin");
    let shbin = shbin.to_str().unwrap();
    let asm = shasm(&["asm", PALETTE, "-o", shbin]);
    assert_eq!(asm.code, 0, "{}", asm.stderr);
    let run = shasm(&["trace", shbin, "--inputs", "examples/pica/palette.inputs"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let steps = steps(&run.stdout);
    // Code words are 4 bytes each from offset 0x34 (the first word's
    // offset: DVLB header, one DVLE offset, DVLP header).
    let expected = [
        "1 0 @0x0034 mov o0, inpos o0 = (1.0, 2.0, 3.0, 1.0)",
        "2 1 @0x0038 mova a0.x, inidx.x a0 = (2, 0)",
        "3 2 @0x003c mov o1, palette[a0.x] o1 = (2.0, 20.0, 200.0, 1.0)",
        "4 3 @0x0040 mov r1, c95.x r1 = (0.0, 0.0, 0.0, 0.0)",
        "5 4 @0x0044 for span ; through @5",
        "6 5 @0x0048 add r1, palette[aL], r1 r1 = (1.0, 10.0, 100.0, 1.0)",
    ];
    for (step, expected) in steps.iter().zip(expected) {
        let (counters, rest) = expected.split_once(" @").unwrap();
        assert_eq!(*step, format!("{counters} {shbin}@{rest}"));
    }
    assert!(
        steps.iter().any(|s| s.ends_with("ifu halve, @9+0")),
        "{}",
        run.stdout
    );
}
