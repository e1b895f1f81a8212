//! Load-time rules (NV_gpu_program4 notes §9.1): each program breaks one
//! rule; the load fails with the rule's stable code, at the offending token,
//! with the GL error position of that token (or the end of the program for
//! rules that need the whole text).

mod common;
use common::{fails, fails_at};

fn vp(body: &str) -> String {
    format!("!!NVvp4.0\n{body}\nEND\n")
}

fn fp(body: &str) -> String {
    format!("!!NVfp4.0\n{body}\nEND\n")
}

#[test]
fn header_and_end() {
    // notes §1.1: the header must be the first bytes.
    fails_at(" !!NVvp4.0\nEND\n", "gp4/header", 0);
    fails_at(
        "!!NVvp4.0\nMOV result.position, 0;\n",
        "gp4/missing-end",
        34,
    );
}

#[test]
fn removed_and_unknown_opcodes() {
    // notes §1.3: ARL, EXP, LOG, BRA, ... are not in the language.
    fails(&vp("ARL A0.x, 1;"), "gp4/removed-opcode", "ARL");
    fails(&vp("EXP r, 1;"), "gp4/removed-opcode", "EXP");
    fails(&vp("FOO r, 1;"), "gp4/unknown-opcode", "FOO");
    // TXFMS comes from NV_explicit_multisample, not NV_gpu_program4: still
    // an unknown opcode, named as such.
    let text = fp("TEMP r;\nINT TEMP i;\nTXFMS r, i, texture[0], 2D;");
    fails(&text, "gp4/unknown-opcode", "TXFMS");
    let e = shasm_gp4::load(&text).unwrap_err();
    assert_eq!(
        e.first_error().unwrap().message,
        "TXFMS is not an NV_gpu_program4 instruction (it belongs to NV_explicit_multisample)"
    );
    // notes §2: suffixes only in the order R|H, C|C0|C1, _SAT|_SSAT.
    fails(
        &vp("TEMP r;\nADD_SATC r, 1, 2;"),
        "gp4/unknown-opcode",
        "ADD_SATC",
    );
    // KIL, DDX, DDY are fragment-only (notes §7.2).
    fails(&vp("KIL -1;"), "gp4/wrong-stage-opcode", "KIL");
    fails(&vp("TEMP r;\nDDX r, 1;"), "gp4/wrong-stage-opcode", "DDX");
}

#[test]
fn options() {
    fails(&vp("OPTION NV_bogus;"), "gp4/unknown-option", "NV_bogus");
    fails(
        &fp(
            "OPTION ARB_precision_hint_fastest;\nOPTION ARB_precision_hint_nicest;\nMOV result.color, 1;",
        ),
        "gp4/conflicting-options",
        "ARB_precision_hint_nicest",
    );
    // §2.X.6: OPTION only at the start.
    fails(
        &vp("TEMP r;\nOPTION ARB_position_invariant;"),
        "gp4/option-position",
        "OPTION",
    );
    fails(
        &vp("OPTION ARB_position_invariant;\nMOV result.position, 1;"),
        "gp4/position-invariant-write",
        "result.position",
    );
    // result.color[n] needs draw buffers (notes §1.6).
    fails(
        &fp("MOV result.color[1], 1;"),
        "gp4/option-required",
        "result.color[1]",
    );
}

#[test]
fn declarations_and_names() {
    let t = vp("INT INT TEMP a;");
    fails(&t, "gp4/duplicate-modifier", "INT TEMP");
    fails(&vp("SHORT LONG TEMP a;"), "gp4/duplicate-modifier", "LONG");
    fails(
        &vp("LONG OUTPUT o = result.position;"),
        "gp4/bad-modifier",
        "LONG",
    );
    fails(&vp("SHORT PARAM p = 1;"), "gp4/bad-modifier", "SHORT");
    fails(
        &vp("FLAT ATTRIB a = vertex.attrib[1];"),
        "gp4/bad-modifier",
        "FLAT",
    );
    fails(&vp("TEMP a;\nTEMP a;"), "gp4/duplicate-name", "a;\nEND");
    fails(&vp("TEMP state;"), "gp4/reserved-name", "state");
    fails(&fp("TEMP fragment;"), "gp4/reserved-name", "fragment");
    fails(
        &vp("MOV result.position, nothing;"),
        "gp4/undeclared-name",
        "nothing",
    );
    fails(&vp("ALIAS b = nothing;"), "gp4/undeclared-name", "nothing");
    // notes §1.4: `vertex` is reserved in vertex programs only.
    assert!(shasm_gp4::load(&fp("TEMP vertex;\nMOV result.color, 1;")).is_ok());
}

#[test]
fn arrays() {
    fails(&vp("TEMP a[];"), "gp4/bad-array-size", "a[]");
    fails(&vp("TEMP a[0];"), "gp4/bad-array-size", "0]");
    fails(
        &vp("PARAM p[3] = { 1, 2 };"),
        "gp4/array-size-mismatch",
        "3]",
    );
    fails(
        &vp("ATTRIB a[] = { vertex.attrib[1], vertex.attrib[3] };"),
        "gp4/bad-array-bindings",
        "vertex.attrib[1]",
    );
    fails(
        &vp("PARAM p = program.env[0..3];"),
        "gp4/single-param-multiple",
        "program.env",
    );
    fails(
        &vp("PARAM p = state.matrix.mvp;"),
        "gp4/single-param-multiple",
        "state.matrix.mvp",
    );
    fails(
        &vp("TEMP a[4];\nMOV result.position, a;"),
        "gp4/array-needs-index",
        "a;\nEND",
    );
    fails(
        &vp("TEMP a;\nMOV result.position, a[0];"),
        "gp4/not-an-array",
        "0]",
    );
    fails(
        &vp("TEMP a[4];\nMOV result.position, a[4];"),
        "gp4/index-out-of-range",
        "4];\nEND",
    );
    // The constant offset of a relative index lies in [0, n-1] (notes §2).
    fails(
        &vp("TEMP a[4];\nINT TEMP i;\nMOV result.position, a[i.x + 4];"),
        "gp4/index-out-of-range",
        "i.x + 4",
    );
    fails(
        &vp("TEMP a[4];\nINT TEMP i;\nMOV result.position, a[i];"),
        "gp4/index-needs-component",
        "i]",
    );
    fails(
        &vp("TEMP a[4];\nFLOAT TEMP f;\nMOV result.position, a[f.x];"),
        "gp4/bad-index-variable",
        "f.x]",
    );
    fails(
        &vp("PARAM p[] = { program.env[3..1] };"),
        "gp4/bad-range",
        "1] }",
    );
    fails(
        &fp("OUTPUT o[] = { result.color };"),
        "gp4/fragment-result-array",
        "o[]",
    );
}

#[test]
fn constants_and_types() {
    // notes §1.5: a float in an integer context, a negative constant in an
    // unsigned one, an integer too large.
    fails(
        &vp("INT TEMP i;\nMOV.S i, 1.5;"),
        "gp4/float-in-integer-context",
        "1.5",
    );
    fails(
        &vp("UINT PARAM p = {1, -2};"),
        "gp4/negative-unsigned",
        "-2",
    );
    fails(
        &vp("INT PARAM p = 0x80000000;"),
        "gp4/constant-out-of-range",
        "0x80000000",
    );
    fails(
        &vp("UINT PARAM p = 4294967296;"),
        "gp4/constant-out-of-range",
        "4294967296",
    );
    // notes §3, §9.1 item 12: typed variables used with another type.
    fails(
        &vp("INT TEMP i;\nTEMP f;\nMOV f, i;"),
        "gp4/type-mismatch",
        "i;\nEND",
    );
    fails(&vp("INT TEMP i;\nMOV.U i, 1;"), "gp4/type-mismatch", "i, 1");
    fails(
        &vp("FLOAT TEMP f;\nADD.S f, 1, 2;"),
        "gp4/type-mismatch",
        "f, 1",
    );
    // Fixed-type operands: CEIL's operand is always float; SAD's result unsigned.
    fails(
        &vp("INT TEMP i, j;\nCEIL.S j, i;"),
        "gp4/type-mismatch",
        "i;\nEND",
    );
    fails(
        &vp("INT TEMP i;\nSAD.S i, i, i, 0;"),
        "gp4/type-mismatch",
        "i, i, i",
    );
    // .NTC lifts the rule.
    assert!(
        shasm_gp4::load(&vp(
            "INT TEMP i;\nTEMP f;\nMOV.NTC f, i;\nMOV result.position, f;"
        ))
        .is_ok()
    );
}

#[test]
fn modifiers() {
    // Table X.13: a modifier the row does not mark.
    fails(
        &vp("TEMP r;\nAND.F r, 1, 2;"),
        "gp4/illegal-modifier",
        "F r",
    );
    fails(
        &vp("TEMP r;\nDP3.S r, 1, 2;"),
        "gp4/illegal-modifier",
        "S r",
    );
    fails(&vp("TEMP r;\nI2F.SAT r, 1;"), "gp4/illegal-modifier", "SAT");
    fails(&vp("TEMP r;\nIF.S EQ.x;"), "gp4/illegal-modifier", "S EQ");
    // notes §4.1: one modifier per kind, suffixes included.
    fails(
        &vp("TEMP r;\nADDR.F r, 1, 2;"),
        "gp4/duplicate-modifier",
        "F r",
    );
    fails(
        &vp("TEMP r;\nADDC.CC1 r, 1, 2;"),
        "gp4/duplicate-modifier",
        "CC1",
    );
    // SAT needs a float result as typed.
    fails(
        &vp("TEMP r;\nADD.S.SAT r, 1, 2;"),
        "gp4/illegal-modifier",
        "SAT",
    );
    fails(
        &vp("TEMP r;\nCEIL.U.SSAT r, 1;"),
        "gp4/illegal-modifier",
        "SSAT",
    );
    // HI needs .S or .U; S24/U24/HI only on MUL; S24 excludes .S.
    fails(
        &vp("TEMP r;\nMUL.HI r, 1, 2;"),
        "gp4/illegal-modifier",
        "HI",
    );
    fails(
        &vp("TEMP r;\nADD.S24 r, 1, 2;"),
        "gp4/illegal-modifier",
        "S24",
    );
    fails(
        &vp("TEMP r;\nMUL.S.S24 r, 1, 2;"),
        "gp4/duplicate-modifier",
        "S24",
    );
    fails(&vp("TEMP r;\nMOV.Q r, 1;"), "gp4/unknown-modifier", "Q r");
    // UP4UB.U.SAT loads: its result is float (notes §4.1).
    assert!(shasm_gp4::load(&vp("TEMP r;\nUP4UB.U.SAT r, 7;\nMOV result.position, r;")).is_ok());
}

#[test]
fn operands() {
    fails(&vp("TEMP r;\nMOV r, r.xy;"), "gp4/bad-swizzle", "xy;");
    fails(&vp("TEMP r;\nMOV r, r.xyba;"), "gp4/bad-swizzle", "xyba");
    fails(&vp("TEMP r;\nMOV r.yx, r;"), "gp4/bad-write-mask", "yx");
    fails(
        &vp("TEMP r;\nRCP r, r;"),
        "gp4/scalar-needs-component",
        "r;\nEND",
    );
    fails(
        &vp("TEMP r;\nMOV r, result.position;"),
        "gp4/read-result",
        "result.position",
    );
    fails(
        &vp("PARAM p = 1;\nMOV p, 2;"),
        "gp4/write-read-only",
        "p, 2",
    );
    // Attributes are inputs (§2.X.3.2): writing one says so.
    fails(&vp("MOV vertex.position, 2;"), "gp4/write-input", "vertex");
    fails(
        &vp("ATTRIB a = vertex.color;\nMOV a, 2;"),
        "gp4/write-input",
        "a, 2",
    );
}

#[test]
fn attributes() {
    // notes §1.6: a conventional attribute and the generic one it aliases.
    fails(
        &vp("TEMP r;\nMOV r, vertex.position;\nMOV r, vertex.attrib[0];"),
        "gp4/attrib-alias-conflict",
        "vertex.attrib[0]",
    );
    fails(
        &fp("INT ATTRIB a = fragment.attrib[0];"),
        "gp4/integer-attrib-needs-flat",
        "fragment.attrib[0]",
    );
    fails(
        &fp("FLAT CENTROID ATTRIB a = fragment.attrib[0];"),
        "gp4/bad-modifier",
        "FLAT",
    );
    fails(
        &fp("FLAT ATTRIB a = fragment.position;"),
        "gp4/bad-modifier",
        "fragment.position",
    );
    fails(
        &fp("FLAT ATTRIB a = fragment.attrib[1];\nATTRIB b = fragment.attrib[1];"),
        "gp4/interpolation-conflict",
        "fragment.attrib[1];\nEND",
    );
}

#[test]
fn flow() {
    fails(&vp("ENDIF;"), "gp4/unmatched-block", "ENDIF");
    fails(&vp("ELSE;"), "gp4/unmatched-block", "ELSE");
    fails(&vp("BRK;"), "gp4/break-outside-rep", "BRK");
    fails(&vp("REP;\nENDREP;"), "gp4/endless-rep", "REP");
    fails(&vp("CAL nowhere;"), "gp4/undefined-label", "nowhere");
    fails(&vp("IF TR.x;\nl:\nENDIF;"), "gp4/label-in-block", "l:");
    fails(&vp("l:\nl:"), "gp4/duplicate-label", "l:\nEND");
    // A missing ENDREP is found at END: the position is the program's end.
    let t = vp("REP 2;");
    fails_at(&t, "gp4/unterminated-block", t.len());
    // MAX_PROGRAM_LOOP_DEPTH_NV = 4 (the minimum): a fifth nested REP fails.
    let deep =
        vp("REP 1;\nREP 1;\nREP 1;\nREP 1;\nREP 2;\nENDREP;\nENDREP;\nENDREP;\nENDREP;\nENDREP;");
    fails(&deep, "gp4/nesting-too-deep", "REP 2");
    // A REP without a count is fine with a RET inside.
    assert!(shasm_gp4::load(&vp("REP;\nRET;\nENDREP;")).is_ok());
}

#[test]
fn textures() {
    fails(
        &fp("TEMP r;\nTEX r, r, texture[0], 2D;\nTEX r, r, texture[0], 3D;"),
        "gp4/texture-target-conflict",
        "3D",
    );
    // §2.X.4.4: "multiple texture targets (including the SHADOW
    // pseudo-targets) on the same texture image unit" fail, as in its
    // example list (2D and SHADOW2D).
    fails(
        &fp("TEMP r;\nTEX r, r, texture[0], 2D;\nTEX r, r, texture[0], SHADOW2D;"),
        "gp4/texture-target-conflict",
        "SHADOW2D",
    );
    let text = fp("TEMP r;\nTEX r, r, texture[1], SHADOWARRAY1D;\nTXQ r, 0, texture[1], ARRAY1D;");
    let second = text.rfind("ARRAY1D").unwrap();
    fails_at(&text, "gp4/texture-target-conflict", second);
    fails(
        &fp("TEMP r;\nINT TEMP i;\nTXF r, i, texture[0], CUBE;"),
        "gp4/bad-texture-target",
        "CUBE",
    );
    fails(
        &fp("TEMP r;\nTXB r, r, texture[0], SHADOWCUBE;"),
        "gp4/bad-texture-target",
        "SHADOWCUBE",
    );
    fails(
        &fp("TEMP r;\nTEX r, r, texture[0], 2D, (8, 0);"),
        "gp4/texel-offset-range",
        "8",
    );
    fails(
        &fp("TEMP r;\nTEX r, r, texture[16], 2D;"),
        "gp4/index-out-of-range",
        "[16]",
    );
    // TXB, TXL, TXP: "A program will fail to load if it contains a TXB
    // instruction with a target of SHADOWCUBE or SHADOWARRAY2D" (and
    // likewise TXL and TXP; notes §8.2).
    for op in ["TXB", "TXL", "TXP"] {
        fails(
            &fp(&format!("TEMP r;\n{op} r, r, texture[0], SHADOWARRAY2D;")),
            "gp4/bad-texture-target",
            "SHADOWARRAY2D",
        );
    }
    // The same ops on SHADOWARRAY1D, and TEX and TXD on SHADOWARRAY2D, load.
    for body in [
        "TEMP r;\nTXB r, r, texture[0], SHADOWARRAY1D;",
        "TEMP r;\nTXL r, r, texture[0], SHADOWARRAY1D;",
        "TEMP r;\nTXP r, r, texture[0], SHADOWARRAY1D;",
        "TEMP r;\nTEX r, r, texture[0], SHADOWARRAY2D, (1, -1);",
        "TEMP r;\nTXD r, r, r, r, texture[0], SHADOWARRAY2D;",
        "INT TEMP r;\nTXQ r, 0, texture[0], SHADOWARRAY2D;",
    ] {
        assert!(shasm_gp4::load(&fp(body)).is_ok(), "{body}");
    }
    // TXF cannot compare (§2.X.4.4, Table X.18).
    fails(
        &fp("TEMP r;\nINT TEMP i;\nTXF r, i, texture[0], SHADOWARRAY1D;"),
        "gp4/bad-texture-target",
        "SHADOWARRAY1D",
    );
    // BUFFER: only TXF and TXQ (Table X.17, notes §8.5).
    for op in ["TEX", "TXB", "TXL", "TXP"] {
        fails(
            &fp(&format!("TEMP r;\n{op} r, r, texture[2], BUFFER;")),
            "gp4/bad-texture-target",
            "BUFFER",
        );
    }
    fails(
        &vp("TEMP r;\nTXD r, r, r, r, texture[0], BUFFER;"),
        "gp4/bad-texture-target",
        "BUFFER",
    );
    for body in [
        "TEMP r;\nINT TEMP i;\nTXF r, i, texture[0], BUFFER;",
        "INT TEMP r;\nTXQ r, 0, texture[0], BUFFER;",
    ] {
        assert!(shasm_gp4::load(&fp(body)).is_ok(), "{body}");
        assert!(shasm_gp4::load(&vp(body)).is_ok(), "{body}");
    }
    // "non-zero offset components are also not supported for BUFFER
    // targets" (§2.X.4.4).
    fails(
        &fp("TEMP r;\nINT TEMP i;\nTXF r, i, texture[0], BUFFER, (1);"),
        "gp4/bad-texel-offset",
        "(1)",
    );
    // TXF's coordinate is signed: a UINT coordinate fails (notes §9.1 item 12).
    fails(
        &fp("TEMP r;\nUINT TEMP u;\nTXF r, u, texture[0], 2D;"),
        "gp4/type-mismatch",
        "u, texture",
    );
    // TXF, texel offsets and a register TXQ level load (notes §8.4, §8.5).
    for body in [
        "TEMP r;\nINT TEMP i;\nTXF r, i, texture[0], 2D;",
        "TEMP r;\nTEX r, r, texture[0], 2D, (1, -1);",
        "INT TEMP r, i;\nTXQ r, i, texture[0], 2D;",
    ] {
        assert!(shasm_gp4::load(&fp(body)).is_ok(), "{body}");
    }
    // notes §8.4: the components a target has no axis for must be 0.
    fails(
        &fp("TEMP r;\nTEX r, r, texture[0], 2D, (1, 0, 1);"),
        "gp4/bad-texel-offset",
        "(1, 0, 1)",
    );
    fails(
        &fp("TEMP r;\nTEX r, r, texture[0], 1D, (1, 1);"),
        "gp4/bad-texel-offset",
        "(1, 1)",
    );
    fails(
        &fp("TEMP r;\nTEX r, r, texture[0], CUBE, (1, 0, 0);"),
        "gp4/bad-texel-offset",
        "(1, 0, 0)",
    );
}

#[test]
fn limits() {
    fails(&vp("TEMP a[300];"), "gp4/too-many-temporaries", "300");
    let mut body = String::from("TEMP r;\n");
    for _ in 0..=shasm_gp4::check::MAX_INSTRUCTIONS {
        body.push_str("MOV r, 1;\n");
    }
    let t = vp(&body);
    let last = t.rfind("MOV").unwrap();
    fails_at(&t, "gp4/too-many-instructions", last);
}

/// Parameter buffers (NV_gpu_program4 §2.X.3.4; notes §8.6, §9.1 items
/// 15 and 18).
#[test]
fn parameter_buffers() {
    fails(
        &vp("BUFFER a = program.buffer[0][0];\nBUFFER4 b = program.buffer[0][1];"),
        "gp4/buffer-kind-conflict",
        "program.buffer[0][1]",
    );
    fails(
        &vp("BUFFER4 c[] = { program.buffer[1][0], program.buffer[1][2] };"),
        "gp4/bad-array-bindings",
        "program.buffer[1][0]",
    );
    fails(
        &vp("BUFFER4 c[] = { program.buffer[1][0], program.buffer[2][1] };"),
        "gp4/bad-array-bindings",
        "program.buffer[2]",
    );
    fails(
        &vp("PARAM p[] = { program.buffer[0] };"),
        "gp4/buffer-binding-misused",
        "program.buffer",
    );
    fails(
        &vp("MOV result.position, program.buffer[0][0];"),
        "gp4/buffer-binding-misused",
        "program.buffer",
    );
    fails(
        &vp("BUFFER a = program.buffer[8][0];"),
        "gp4/index-out-of-range",
        "8]",
    );
    fails(
        &vp("BUFFER4 a = program.buffer[0][1024];"),
        "gp4/index-out-of-range",
        "[1024]",
    );
    fails(
        &vp("BUFFER4 a = program.buffer[0][0];\nMOV a, 1;"),
        "gp4/write-read-only",
        "a, 1",
    );
    // The whole buffer with no size is the implementation maximum (1024
    // BUFFER4 elements): index 1023 loads, 1024 does not.
    let whole = "BUFFER4 all[] = { program.buffer[3] };\nMOV result.position, all[1023];";
    assert!(shasm_gp4::load(&vp(whole)).is_ok());
    fails(
        &vp("BUFFER4 all[] = { program.buffer[3] };\nMOV result.position, all[1024];"),
        "gp4/index-out-of-range",
        "1024]",
    );
}

#[test]
fn packing_and_short_variables() {
    // §2.X.8 PK2H/PK2US/PK4B/PK4UB: a program fails to load if a pack
    // writes its result to a variable declared SHORT (notes §9.1 item 16).
    fails(
        &vp("SHORT TEMP s;\nPK2H s, 1;\nMOV result.position, 0;"),
        "gp4/short-packing",
        "s, 1",
    );
    fails(
        &vp("SHORT TEMP a[2];\nPK4UB a[1], 1;\nMOV result.position, 0;"),
        "gp4/short-packing",
        "a[1], 1",
    );
    // An alias of a SHORT variable is that variable.
    fails(
        &vp("SHORT TEMP s;\nALIAS t = s;\nPK2US t, 1;\nMOV result.position, 0;"),
        "gp4/short-packing",
        "t, 1",
    );
    fails(
        &fp("SHORT OUTPUT o = result.color;\nPK4B o, 1;"),
        "gp4/short-packing",
        "o, 1",
    );
    // §2.X.8 UP2H/UP2US/UP4B/UP4UB: an unpack may not read a SHORT operand.
    fails(
        &vp("SHORT TEMP s;\nTEMP r;\nMOV s, 1;\nUP2H r, s.x;\nMOV result.position, r;"),
        "gp4/short-packing",
        "s.x",
    );
    fails(
        &vp("SHORT TEMP s;\nTEMP r;\nMOV s, 1;\nUP4B r, s.x;\nMOV result.position, r;"),
        "gp4/short-packing",
        "s.x",
    );
    // The same programs with default-size and LONG variables load; SHORT
    // variables stay usable by every other instruction.
    for body in [
        "TEMP s;\nPK2H s, 1;\nMOV result.position, s;",
        "LONG TEMP s;\nTEMP r;\nMOV s, 1;\nUP2H r, s.x;\nMOV result.position, r;",
        "SHORT TEMP s;\nTEMP r;\nPK2H r, 1;\nUP2H s, r.x;\nMOV result.position, s;",
    ] {
        let text = vp(body);
        assert!(shasm_gp4::load(&text).is_ok(), "{text}");
    }
}

#[test]
fn integer_literals_past_64_bits() {
    // notes §1.5: an integer literal in a float context is a float
    // constant, whatever its size (2^64 is the float 0x5F800000); in an
    // integer context it does not fit 32 bits.
    let text = vp("PARAM p = 18446744073709551616;\nMOV result.position, p;");
    let loaded = shasm_gp4::load(&text).unwrap();
    let preset = loaded.program.presets.first().map(|p| p.value);
    assert_eq!(preset, Some([0x5F80_0000; 4]));
    fails(
        &vp("INT PARAM q = 18446744073709551616;\nMOV result.position, 1;"),
        "gp4/constant-out-of-range",
        "18446744073709551616",
    );
}

/// The final note of a capped load: how many errors past the 50 shown.
fn capped_note(src: &str) -> String {
    let e = shasm_gp4::load(src).expect_err("the program has errors");
    let errors = e.diagnostics.iter().filter(|d| d.is_error()).count();
    assert_eq!(errors, shasm_diag::MAX_ERRORS);
    let last = e.diagnostics.last().unwrap();
    assert_eq!(last.code, Some("too-many-errors"));
    last.message.clone()
}

#[test]
fn past_fifty_errors_the_rest_are_counted() {
    // Syntax errors (the parser): operands are separated by `,`
    // (NV_gpu_program4 §2.X.2 grammar, <VECTORop_instruction>).
    assert_eq!(
        capped_note(&vp(&"MOV result.position vertex.position;\n".repeat(56))),
        "too many errors: stopped after 50 (6 more errors not shown; fix these first)"
    );
    // Rule errors (the checker): names must be declared before they are
    // used.
    assert_eq!(
        capped_note(&vp(&"MOV result.position, foo;\n".repeat(61))),
        "too many errors: stopped after 50 (11 more errors not shown; fix these first)"
    );
}

/// A redeclared name points at its first declaration too (one diagnostic,
/// two places: the redeclaration and a "first declared here" label).
#[test]
fn a_duplicate_name_points_at_its_first_declaration() {
    let text = vp("TEMP a;\nTEMP a;");
    let e = shasm_gp4::load(&text).expect_err("a is declared twice");
    assert_eq!(e.diagnostics.len(), 1, "{:#?}", e.diagnostics);
    let d = &e.diagnostics[0];
    let second = text.rfind("a;").unwrap();
    let first = text.find("a;").unwrap();
    assert_eq!(d.span.start, second);
    let related = &d.related.as_ref().expect("a related place").0;
    assert_eq!(related.len(), 1);
    assert_eq!(related[0].0, first..first + 1);
    assert_eq!(related[0].1, "first declared here");
}
