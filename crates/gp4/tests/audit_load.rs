//! Load rules found missing or wrong in an audit against the
//! implementer's notes §9.1 and the spec text, and valid edge programs
//! that must load (the converse).

mod common;
use common::{fails, fails_at};
use shasm_gp4::check::{MAX_INSTRUCTIONS, MAX_PARAMETERS, MAX_TEMPORARIES};
use shasm_gp4::{ProgramKind, load, load_kind};
use shasm_ir::Opcode;

fn vp(body: &str) -> String {
    format!("!!NVvp4.0\n{body}\nEND\n")
}

fn fp(body: &str) -> String {
    format!("!!NVfp4.0\n{body}\nEND\n")
}

#[track_caller]
fn loads(text: &str) -> shasm_gp4::Gp4Program {
    match load(text) {
        Ok(p) => p,
        Err(e) => panic!("{text}\n{:#?}", e.diagnostics),
    }
}

/// §2.X.3.2: "attribute bindings may be used in no more than one array
/// variable accessed with relative addressing"; §2.X.3.5 the same for
/// results; §2.X.3.3: a parameter binding "used more than once in a single
/// array accessed using relative addressing or used at least once in two
/// or more arrays accessed using relative addressing" fails. The error is
/// at the relative access that makes the second use.
#[test]
fn a_binding_is_in_at_most_one_relatively_accessed_array() {
    let attribs = "INT TEMP i;\nTEMP r;\nATTRIB a[] = { vertex.attrib[1..3] };\nATTRIB b[] = { vertex.attrib[3..4] };\n";
    fails(
        &vp(&format!(
            "{attribs}MOV r, a[i.x];\nMOV r, b[i.x + 1];\nMOV result.position, r;"
        )),
        "gp4/relative-binding-reused",
        "i.x + 1",
    );
    // One of the two read relatively, the other absolutely: loads.
    loads(&vp(&format!(
        "{attribs}MOV r, a[i.x];\nMOV r, b[1];\nMOV result.position, r;"
    )));
    // Reading one array relatively twice is one array.
    loads(&vp(&format!(
        "{attribs}MOV r, a[i.x];\nADD r, r, a[i.y + 1];\nMOV result.position, r;"
    )));
    // An ALIAS names the same array, not a second one.
    loads(&vp(&format!(
        "{attribs}ALIAS c = a;\nMOV r, a[i.x];\nMOV r, c[i.x];\nMOV result.position, r;"
    )));

    let results = "INT TEMP i;\nOUTPUT o[] = { result.texcoord[0..3] };\nOUTPUT q[] = { result.texcoord[2..3] };\n";
    fails(
        &vp(&format!(
            "{results}MOV o[i.x], 1;\nMOV q[i.x], 2;\nMOV result.position, 0;"
        )),
        "gp4/relative-binding-reused",
        "i.x], 2",
    );
    loads(&vp(&format!(
        "{results}MOV o[i.x], 1;\nMOV q[0], 2;\nMOV result.position, 0;"
    )));

    // A parameter binding twice in one relatively read array.
    let dup = "INT TEMP i;\nPARAM p[] = { program.env[1], state.fog.color, program.env[0..1] };\n";
    fails(
        &vp(&format!("{dup}MOV result.position, p[i.x];")),
        "gp4/relative-binding-reused",
        "i.x]",
    );
    loads(&vp(&format!("{dup}MOV result.position, p[3];")));
    // ... and once in each of two relatively read arrays.
    fails(
        &vp(
            "INT TEMP i;\nTEMP r;\nPARAM p[] = { state.fog.color, program.local[2] };\nPARAM q[] = { program.local[1..2] };\nMOV r, q[i.x];\nADD r, r, p[i.x];\nMOV result.position, r;",
        ),
        "gp4/relative-binding-reused",
        "i.x];\nMOV result",
    );
    // Literal constants have no home to share: repeated, they load.
    loads(&vp(
        "INT TEMP i;\nPARAM p[] = { 1, 1, {0, 1, 0, 1}, {0, 1, 0, 1} };\nMOV result.position, p[i.x];",
    ));
}

/// ARB_fragment_program §3.11.4.5.1: with a fog option a program fails
/// to load if it has more than the instruction limit minus 3 (EXP), 4
/// (EXP2) or 2 (LINEAR) instructions, more than the temporary limit minus
/// 1, or more than the parameter limit minus 2 (notes §1.2, §9.1 item 23).
#[test]
fn fog_options_lower_the_limits() {
    let movs = |option: &str, n: usize| {
        let mut body = format!("OPTION {option};\nTEMP r;\n");
        for _ in 0..n {
            body.push_str("MOV r, 1;\n");
        }
        fp(&body)
    };
    for (option, taken) in [
        ("ARB_fog_exp", 3),
        ("ARB_fog_exp2", 4),
        ("ARB_fog_linear", 2),
    ] {
        let limit = MAX_INSTRUCTIONS - taken;
        loads(&movs(option, limit));
        let text = movs(option, limit + 1);
        let last = text.rfind("MOV").unwrap();
        fails_at(&text, "gp4/too-many-instructions", last);
    }

    let temps = |n: u32| {
        fp(&format!(
            "OPTION ARB_fog_exp;\nTEMP t[{n}];\nMOV result.color, t[0];"
        ))
    };
    loads(&temps(MAX_TEMPORARIES - 1));
    fails(
        &temps(MAX_TEMPORARIES),
        "gp4/too-many-temporaries",
        &MAX_TEMPORARIES.to_string(),
    );
    // Without the option the full limit holds.
    loads(&fp(&format!(
        "TEMP t[{MAX_TEMPORARIES}];\nMOV result.color, t[0];"
    )));

    let params = |n: u32| {
        let values: Vec<String> = (0..n).map(|k| k.to_string()).collect();
        fp(&format!(
            "OPTION ARB_fog_linear;\nPARAM big[{n}] = {{ {} }};\nMOV result.color, big[3];",
            values.join(", ")
        ))
    };
    // The fog blend binds two state vectors (fog colour and parameters).
    loads(&params(MAX_PARAMETERS - 2));
    fails(
        &params(MAX_PARAMETERS - 1),
        "gp4/too-many-parameters",
        "big",
    );
}

/// ARB_position_invariant: the instruction limit is reduced by what the
/// transform takes (4 DP4s; notes §1.2, §9.1 item 23).
#[test]
fn position_invariance_lowers_the_instruction_limit() {
    let movs = |n: usize| {
        let mut body = String::from("OPTION ARB_position_invariant;\nTEMP r;\n");
        for _ in 0..n {
            body.push_str("MOV r, 1;\n");
        }
        vp(&body)
    };
    loads(&movs(MAX_INSTRUCTIONS - 4));
    let text = movs(MAX_INSTRUCTIONS - 3);
    fails_at(
        &text,
        "gp4/too-many-instructions",
        text.rfind("MOV").unwrap(),
    );
}

/// notes §11.22: the extended swizzle does not mix xyzw with rgba (0 and 1
/// go with either set), as ARB_fragment_program rules.
#[test]
fn extended_swizzle_letters_come_from_one_set() {
    fails(
        &fp("TEMP r;\nSWZ r, r, x, 0, -g, 1;\nMOV result.color, r;"),
        "gp4/bad-swizzle",
        "g, 1",
    );
    fails(
        &fp("TEMP r;\nSWZ r, r, a, w, 0, 1;\nMOV result.color, r;"),
        "gp4/bad-swizzle",
        "w, 0",
    );
    loads(&fp(
        "TEMP r;\nSWZ r, r, -b, 0, +a, 1;\nMOV result.color, r;",
    ));
    loads(&fp("TEMP r;\nSWZ r, r, 1, -0, w, x;\nMOV result.color, r;"));
    // The SWZ source takes no sign, bars or swizzle (its grammar rule
    // <instOperandVNS>).
    fails(
        &fp("TEMP r;\nSWZ r, -r, x, y, z, w;\nMOV result.color, r;"),
        "gp4/syntax",
        "-r",
    );
}

/// §2.X.2 <texOffsetComp> ::= <optSign> <int>: `+1` is an offset.
#[test]
fn texel_offsets_take_an_optional_sign() {
    let plus = loads(&fp(
        "TEMP r;\nTEX r, r, texture[0], 2D, (+1, -8);\nMOV result.color, r;",
    ));
    let bare = loads(&fp(
        "TEMP r;\nTEX r, r, texture[0], 2D, (1, -8);\nMOV result.color, r;",
    ));
    assert_eq!(plus.program.instructions, bare.program.instructions);
    fails(
        &fp("TEMP r;\nTEX r, r, texture[0], 2D, (+8, 0);"),
        "gp4/texel-offset-range",
        "8, 0",
    );
}

/// §2.X.2: <program> ::= <optionSequence> <declSequence> <statementSequence>:
/// an OPTION after a geometry declaration is out of place.
#[test]
fn options_come_before_geometry_declarations() {
    let text = "!!NVgp4.0\nPRIMITIVE_IN POINTS;\nOPTION NV_bogus;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 1;\nEND\n";
    fails(text, "gp4/option-position", "OPTION");
}

/// notes §1.1, §9.1 item 1: the header must match the target the string
/// is loaded into.
#[test]
fn the_header_matches_the_target() {
    for (text, kind) in [
        ("!!NVvp4.0\nEND\n", ProgramKind::Fragment),
        ("!!NVfp4.0\nEND\n", ProgramKind::Geometry),
        ("!!NVgp4.0\nEND\n", ProgramKind::Vertex),
        ("!!ARBvp1.0\nEND\n", ProgramKind::Vertex),
        ("!!NVfp4.1\nEND\n", ProgramKind::Fragment),
    ] {
        let e = load_kind(text, kind).unwrap_err();
        let first = e.first_error().unwrap();
        assert_eq!(first.code, Some("gp4/header"), "{text}");
        assert_eq!(first.error_position, Some(0), "{text}");
    }
}

/// notes §7.2: `KIL name` is a condition-code test only when `name` is a
/// rule and not a declared variable.
#[test]
fn kil_reads_a_declared_variable_named_like_a_rule() {
    let variable = loads(&fp("TEMP GT;\nMOV GT, -1;\nKIL GT;"));
    let kil = variable.program.instructions.last().unwrap();
    assert_eq!(kil.opcode, Opcode::KillIf);
    assert_eq!(kil.src.len(), 1);
    let test = loads(&fp("KIL GT;"));
    let kil = test.program.instructions.last().unwrap();
    assert_eq!(kil.opcode, Opcode::Kil);
    assert!(kil.src.is_empty());
}

/// Rules that had a check but no test asserting their code and position.
#[test]
fn block_and_name_rules() {
    // notes §6: a second ELSE; a block closed by the wrong terminator.
    fails(
        &vp("IF TR.x;\nELSE;\nELSE;\nENDIF;"),
        "gp4/unmatched-block",
        "ELSE;\nENDIF",
    );
    fails(
        &vp("REP 2;\nIF TR.x;\nENDREP;\nENDIF;"),
        "gp4/unmatched-block",
        "ENDREP",
    );
    fails(&vp("CONT;"), "gp4/break-outside-rep", "CONT");
    // A BRK in a subroutine called from a loop is not lexically in it.
    fails(
        &vp("REP 2;\nCAL f;\nENDREP;\nRET;\nf:\nBRK;"),
        "gp4/break-outside-rep",
        "BRK",
    );
    // MAX_PROGRAM_IF_DEPTH_NV = 48: 48 nested IFs load, a 49th fails.
    let ifs = |n: usize| {
        vp(&format!(
            "{}{}",
            "IF TR.x;\n".repeat(n),
            "ENDIF;\n".repeat(n)
        ))
    };
    loads(&ifs(48));
    let deep = ifs(49);
    fails_at(
        &deep,
        "gp4/nesting-too-deep",
        "IF TR.x;\n".len() * 48 + "!!NVvp4.0\n".len(),
    );
    // notes §1.4: an ALIAS needs a new name on the left.
    fails(
        &vp("TEMP a, b;\nALIAS a = b;"),
        "gp4/duplicate-name",
        "a = b",
    );
    fails(
        &vp("TEMP a;\nALIAS result = a;"),
        "gp4/reserved-name",
        "result =",
    );
    // EMIT and ENDPRIM are geometry-only (notes §7.1).
    fails(&vp("EMIT;"), "gp4/wrong-stage-opcode", "EMIT");
    fails(&fp("ENDPRIM;"), "gp4/wrong-stage-opcode", "ENDPRIM");
}

/// The converse: programs the spec allows load.
#[test]
fn valid_edge_programs_load() {
    for text in [
        // notes §1.4: `fragment` is reserved only in fp, `primitive` only
        // in fp and gp; opcode names are not reserved (§11.21); labels
        // live in their own namespace (§11.27).
        vp("TEMP fragment, primitive;\nMOV fragment, 1;\nMOV result.position, fragment;"),
        vp("TEMP MOV;\nMOV MOV, 1;\nMOV result.position, MOV;"),
        vp("TEMP r;\nMOV r, 1;\nMOV result.position, r;\nRET;\nr:\nRET;"),
        // notes §1.5: float spellings; the most negative INT (§11.6).
        vp("PARAM p = {1., .5, 1e3, 1.5E-2};\nMOV result.position, p;"),
        vp("INT PARAM m = -2147483648;\nINT TEMP i;\nMOV.S i, m;\nI2F result.position, i;"),
        vp("UINT PARAM u = 0xFFFFFFFF;\nUINT TEMP i;\nMOV.U i, u;\nI2F.U result.position, i;"),
        // notes §11.5: `-1` on an unsigned operand is the negate modifier.
        vp("UINT TEMP u;\nMOV.U u, -1;\nI2F.U result.position, u;"),
        // notes §2: suffixes in order; the longest base opcode.
        vp("TEMP r;\nADDRC1_SSAT r, 1, 2;\nRCCC r, r.x;\nMOVH_SAT r, r;\nMOV result.position, r;"),
        vp(
            "TEMP r;\nMUL.S24 r, 1, 2;\nMUL.U.HI r, r, 3;\nMUL.S.HI.CC1 r, r, r;\nMOV result.position, r;",
        ),
        // Conditions with and without parentheses (§11.3).
        vp(
            "TEMP r;\nMOVC r, 1;\nREP 3;\nBRK NE.x;\nBRK (EQ1.xyzw);\nCONT GT;\nENDREP;\nCAL f (LT.x);\nMOV result.position, r;\nRET NE0.y;\nf:\nRET;",
        ),
        // A REP without a count, left by a BRK inside an IF (notes §6).
        vp("REP;\nIF TR.x;\nBRK;\nENDIF;\nENDREP;\nMOV result.position, 0;"),
        // Four nested REPs (MAX_PROGRAM_LOOP_DEPTH_NV = 4).
        vp(
            "REP 1;\nREP 1;\nREP 1;\nREP 1;\nENDREP;\nENDREP;\nENDREP;\nENDREP;\nMOV result.position, 0;",
        ),
        // Relative offsets up to n-1; an rgba write mask; text after END.
        vp("TEMP a[4];\nINT TEMP i;\nMOV a[i.w + 3].rb, 1;\nMOV result.position, a[i.x + 0];"),
        // Texel offsets at the bounds, and on the axes a target has.
        fp(
            "TEMP r;\nTEX r, r, texture[1], 3D, (-8, 7, -8);\nTXF r, r, texture[2], ARRAY2D, (7, -8);\nTEX r, r, texture[3], CUBE, (0, 0, 0);\nMOV result.color, r;",
        ),
        // TXD on SHADOWCUBE loads (only TXB, TXL and TXP refuse it, §2.X.8).
        fp("TEMP r;\nTXD r, r, r, r, texture[0], SHADOWCUBE;\nMOV result.color, r;"),
        // FP4: CENTROID with NOPERSPECTIVE; FLAT on an integer attribute;
        // implicit uses of a declared binding.
        fp(
            "CENTROID NOPERSPECTIVE ATTRIB a = fragment.attrib[0];\nFLAT INT ATTRIB b = fragment.attrib[1];\nTEMP r;\nI2F r, b;\nADD r, r, a;\nADD r, r, fragment.attrib[0];\nMOV result.color, r;",
        ),
        // Draw buffers up to MAX_DRAW_BUFFERS - 1.
        fp("OPTION ARB_draw_buffers;\nMOV result.color[7], 1;\nMOV result.color, 0;"),
    ] {
        let text = format!("{text}# trailing comment");
        let text = text.replace("END\n#", "END\nignored text # ");
        loads(&text);
    }
}

/// Rules enforced without a test of their own: two fog options (notes
/// §1.2), state and parameter indices beyond the GL limits (§9.1 item 10,
/// [ARBvp]: 256 env parameters and MAX_LIGHTS = 8 modelled), primary and
/// secondary colour with different interpolation modifiers (§7.2).
#[test]
fn option_index_and_interpolation_rules() {
    fails(
        &fp("OPTION ARB_fog_exp;\nOPTION ARB_fog_linear;\nMOV result.color, 1;"),
        "gp4/conflicting-options",
        "ARB_fog_linear",
    );
    fails(
        &vp("MOV result.position, program.env[256];"),
        "gp4/index-out-of-range",
        "256]",
    );
    loads(&vp("MOV result.position, program.env[255];"));
    fails(
        &vp("MOV result.position, state.light[8].diffuse;"),
        "gp4/index-out-of-range",
        "8]",
    );
    loads(&vp("MOV result.position, state.light[7].diffuse;"));
    fails(
        &fp(
            "FLAT ATTRIB c = fragment.color.primary;\nATTRIB s = fragment.color.secondary;\nMOV result.color, c;",
        ),
        "gp4/interpolation-conflict",
        "fragment.color.secondary",
    );
    loads(&fp(
        "FLAT ATTRIB c = fragment.color.primary;\nFLAT ATTRIB s = fragment.color.secondary;\nADD result.color, c, s;",
    ));
    // LONG only on TEMP (notes §1.4).
    fails(
        &fp("LONG ATTRIB a = fragment.attrib[0];"),
        "gp4/bad-modifier",
        "LONG",
    );
}
