//! The NV options of the ARB languages (NV_vertex_program2_option,
//! NV_vertex_program3, NV_fragment_program_option, NV_fragment_program2):
//! the load rules they add, each with its code and GL error position, and
//! `parse -> print -> parse` round trips of every new form.

use shasm_arb::{Profile, format, load};
use shasm_ir::{CondRule, Condition, Extra, InstId, Opcode, Precision};

fn ok(text: &str) -> shasm_arb::ArbProgram {
    load(text, &Profile::default()).unwrap_or_else(|e| panic!("{text}\n{:?}", e.diagnostics))
}

/// The first error's code and GL error position.
fn err(text: &str) -> (&'static str, usize) {
    let e = load(text, &Profile::default()).expect_err(text);
    let d = e.first_error().expect("an error");
    (d.code.expect("a code"), e.position)
}

/// The byte offset of the first `needle` in `text`.
fn at(text: &str, needle: &str) -> usize {
    text.find(needle).expect(needle)
}

fn round_trip(text: &str) {
    let first = ok(text);
    let printed = format(text, &Profile::default()).unwrap();
    let again = ok(&printed);
    assert_eq!(
        first.program.without_spans(),
        again.program.without_spans(),
        "{printed}"
    );
    assert_eq!(format(&printed, &Profile::default()).unwrap(), printed);
}

const VP2: &str = "!!ARBvp1.0
OPTION NV_vertex_program2;
PARAM table[4] = { program.env[0..3] };
ADDRESS a, b;
TEMP t, r;
MOVC t, vertex.position;
BRA skip (LT.x);
MOV r.x (GT.y), -|t.y|;
skip:
ARLC a.xy, vertex.attrib[1];
ARR b, t.zwxy;
ARA a.zw, b;
MOV r.y, table[a.w - 2].x;
CAL sub (NE.wzyx);
SSG r, t;
SEQ r, t, r;
SFLC r, t, r;
STR r, t, r;
SGT r, t, r;
SLE r, t, r;
SNE r, t, r;
RCC r.z, t.x;
COS r.x, t.y;
SIN r.y, t.y;
MOV result.position, r;
RET;
sub:
RET (EQ);
END
";

#[test]
fn vertex_program2_forms_lower_to_the_nv_ir_shapes() {
    let p = ok(VP2).program;
    let ops: Vec<Opcode> = p.instructions.iter().map(|i| i.opcode).collect();
    assert_eq!(ops[0], Opcode::Mov);
    assert_eq!(p.instructions[0].modifiers.cc_update, Some(0));
    // BRA skip (LT.x): to the instruction after `skip:` (ARLC, index 3).
    let bra = &p.instructions[1];
    assert_eq!(bra.opcode, Opcode::Bra);
    assert_eq!(bra.extra, Extra::Label(InstId::saturating(3)));
    match bra.condition {
        Condition::Cc(t) => assert_eq!(t.rule, CondRule::Lt),
        other => panic!("{other:?}"),
    }
    // MOV r.x (GT.y), -|t.y|: a conditional write mask and -|abs|.
    let mov = &p.instructions[2];
    assert_eq!(
        mov.dst.and_then(|d| d.cond).map(|c| c.rule),
        Some(CondRule::Gt)
    );
    assert!(mov.src[0].abs && mov.src[0].negate);
    // ARR / ARA and a relative read through A0.w.
    assert_eq!(ops[4], Opcode::Arr);
    assert_eq!(ops[5], Opcode::Ara);
    let rel = p.instructions[6].src[0].indirect().expect("relative");
    assert_eq!(rel.component, 3);
    assert_eq!(p.labels.len(), 2);
    assert_eq!(p.entry, InstId::ZERO);
    round_trip(VP2);
}

#[test]
fn main_label_is_the_entry_and_position_invariance_jumps_to_it() {
    let text = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nTEMP r;\nsub:\nRET;\nmain:\nMOV r, 1;\nCAL sub;\nEND\n";
    let p = ok(text).program;
    // NV_vertex_program2_option 2.14.4: execution begins after `main`.
    assert_eq!(p.entry, InstId::saturating(1));
    assert_eq!(p.instructions[2].extra, Extra::Label(InstId::ZERO));
    round_trip(text);
    // With ARB_position_invariant the four DP4s run first, then a BRA to
    // main; every label moves past them.
    let text = "!!ARBvp1.0\nOPTION ARB_position_invariant;\nOPTION NV_vertex_program2;\nTEMP r;\nsub:\nRET;\nmain:\nMOV r, 1;\nCAL sub;\nEND\n";
    let p = ok(text).program;
    assert_eq!(p.entry, InstId::ZERO);
    assert_eq!(p.instructions[4].opcode, Opcode::Bra);
    assert_eq!(p.instructions[4].extra, Extra::Label(InstId::saturating(6)));
    assert_eq!(p.instructions[7].extra, Extra::Label(InstId::saturating(5)));
}

#[test]
fn vertex_program2_load_rules() {
    // "A vertex program will fail to load if an instruction refers to a
    // label that is not defined in the program string" (2.14.4).
    let text = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nBRA nowhere;\nEND\n";
    assert_eq!(err(text), ("arb/undefined-label", at(text, "nowhere")));
    let text = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nl:\nl:\nEND\n";
    assert_eq!(err(text), ("arb/duplicate-label", at(text, "l:\nEND")));
    // Without the option BRA is no instruction and A0.y no component.
    let text = "!!ARBvp1.0\nBRA l;\nEND\n";
    assert_eq!(err(text), ("arb/unknown-instruction", at(text, "BRA")));
    let text = "!!ARBvp1.0\nADDRESS a;\nPARAM p[2] = { program.env[0..1] };\nMOV result.position, p[a.y];\nEND\n";
    assert_eq!(err(text), ("arb/syntax", at(text, "y]")));
    // ARB_vertex_program has no `C` suffix; the option has no `_SAT`.
    let text = "!!ARBvp1.0\nMOVC result.position, vertex.position;\nEND\n";
    assert_eq!(err(text), ("arb/unknown-instruction", at(text, "MOVC")));
    let text =
        "!!ARBvp1.0\nOPTION NV_vertex_program2;\nMOV_SAT result.position, vertex.position;\nEND\n";
    assert_eq!(err(text), ("arb/unknown-instruction", at(text, "MOV_SAT")));
    // BRA, CAL and RET have no `C` form (Table X.5).
    let text = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nRETC;\nEND\n";
    assert_eq!(err(text), ("arb/unknown-instruction", at(text, "RETC")));
    // The option reserves its instruction names.
    let text = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nTEMP SSG;\nEND\n";
    assert_eq!(err(text), ("arb/reserved-name", at(text, "SSG")));
    // <ccMaskRule> is one of EQ GE GT LE LT NE TR FL.
    let text = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nl:\nBRA l (XX.x);\nEND\n";
    assert_eq!(err(text), ("arb/syntax", at(text, "XX")));
    // ARA reads an address register without a swizzle.
    let text = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nADDRESS a;\nTEMP t;\nARA a, t;\nEND\n";
    assert_eq!(err(text), ("arb/bad-source", at(text, "t;\nEND")));
}

#[test]
fn vertex_program3_texture_fetch() {
    let text = "!!ARBvp1.0\nOPTION NV_vertex_program3;\nTEMP t;\nTXL t, vertex.texcoord[0], texture[1], 2D;\nTXP t, t, texture[1], 2D;\nMOV result.position, t;\nEND\n";
    let p = ok(text).program;
    assert_eq!(p.instructions[0].opcode, Opcode::Txl);
    round_trip(text);
    // NV_vertex_program2 alone has no texture instructions.
    let text = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nTEMP t;\nTEX t, t, texture[0], 2D;\nEND\n";
    assert_eq!(err(text), ("arb/unknown-instruction", at(text, "TEX")));
}

const FP2: &str = "!!ARBfp1.0
OPTION NV_fragment_program2;
PARAM n = program.local[0];
TEMP r, t;
MOVRC r, fragment.color;
MOVH_SAT t.xy (NE.xxzw), |r|;
ADDXC_SAT t, r, -|t.x|;
IF GT.x;
  REP n;
    BRK (EQ.y);
    DIV r, r, t.x;
  ENDREP;
ELSE;
  NRMH r.xyz, t;
ENDIF;
CAL f (TR);
DP2 r.x, r, t;
DP2A r.y, r, t, t.z;
DDX t, r;
DDY t, r;
PK2H t.x, r;
PK2US t.y, r;
PK4B t.z, r;
PK4UB t.w, r;
UP2H r, t.x;
UP2US r, t.y;
UP4B r, t.z;
UP4UB r, t.w;
RFL r, r, t;
X2D r, r, t, r;
SEQ r, r, t;
SFL r, r, t;
SGT r, r, t;
SLE r, r, t;
SNE r, r, t;
STR r, r, t;
TXD r, r, t, t, texture[0], 2D;
TXL r, r, texture[1], 2D;
KIL LT.xyzw;
KIL -r;
MOV result.color, r;
RET;
f:
RET (FL);
END
";

#[test]
fn fragment_program2_forms() {
    let p = ok(FP2).program;
    let i = &p.instructions;
    assert_eq!(i[0].modifiers.precision, Precision::Full);
    assert_eq!(i[0].modifiers.cc_update, Some(0));
    assert_eq!(i[1].modifiers.precision, Precision::Half);
    assert_eq!(i[2].modifiers.precision, Precision::Fixed);
    assert_eq!(i[3].opcode, Opcode::If);
    assert_eq!(i[4].opcode, Opcode::Rep);
    assert_eq!(i[5].opcode, Opcode::Brk);
    let kil = i.iter().find(|i| i.opcode == Opcode::Kil).expect("KIL LT");
    assert!(matches!(kil.condition, Condition::Cc(t) if t.rule == CondRule::Lt));
    assert!(i.iter().any(|i| i.opcode == Opcode::KillIf));
    round_trip(FP2);
}

#[test]
fn fragment_program_option_forms() {
    let text = "!!ARBfp1.0\nOPTION NV_fragment_program;\nTEMP r;\nMOVXC r, fragment.color;\nKIL NE;\nMOV result.color (GE), r;\nEND\n";
    round_trip(text);
    // No flow control, no labels in NV_fragment_program (level 1).
    let text = "!!ARBfp1.0\nOPTION NV_fragment_program;\nIF GT.x;\nENDIF;\nEND\n";
    assert_eq!(err(text), ("arb/unknown-instruction", at(text, "IF")));
    // Table X.5: no precision for the pack instructions, no `X` for COS.
    let text = "!!ARBfp1.0\nOPTION NV_fragment_program;\nTEMP r;\nPK2HR r, r;\nEND\n";
    assert_eq!(err(text), ("arb/unknown-instruction", at(text, "PK2HR")));
    let text = "!!ARBfp1.0\nOPTION NV_fragment_program;\nTEMP r;\nCOSX r, r.x;\nEND\n";
    assert_eq!(err(text), ("arb/unknown-instruction", at(text, "COSX")));
    // Without the option, `MOVH` is no instruction.
    let text = "!!ARBfp1.0\nTEMP r;\nMOVH r, r;\nEND\n";
    assert_eq!(err(text), ("arb/unknown-instruction", at(text, "MOVH")));
}

#[test]
fn fragment_program2_flow_rules() {
    let fp2 = |body: &str| {
        format!(
            "!!ARBfp1.0\nOPTION NV_fragment_program2;\nPARAM n = program.local[0];\nTEMP r;\n{body}END\n"
        )
    };
    // "A fragment program will fail to load if any instruction block is
    // terminated by an incorrect instruction" (3.11.4).
    let text = fp2("IF GT.x;\nENDREP;\n");
    assert_eq!(err(&text), ("arb/flow-mismatch", at(&text, "ENDREP")));
    let text = fp2("ELSE;\n");
    assert_eq!(err(&text), ("arb/flow-mismatch", at(&text, "ELSE")));
    let text = fp2("REP n;\nIF GT;\nENDREP;\nENDIF;\n");
    assert_eq!(err(&text), ("arb/flow-mismatch", at(&text, "ENDREP")));
    // "... or is not terminated before the block containing it": a block
    // still open at END is found there (the GL error position: the end of
    // the last statement); the diagnostic points at its REP.
    let text = fp2("MOV r, 1;\nREP n;\n");
    assert_eq!(
        err(&text),
        ("arb/flow-unterminated", at(&text, "REP n;") + 5)
    );
    let e = load(&text, &Profile::default()).unwrap_err();
    assert_eq!(
        e.first_error().map(|d| d.span.start),
        Some(at(&text, "REP"))
    );
    // "... a BRK instruction that is not nested inside a LOOP/ENDLOOP or
    // REP/ENDREP block."
    let text = fp2("IF GT;\nBRK;\nENDIF;\n");
    assert_eq!(err(&text), ("arb/brk-outside-loop", at(&text, "BRK")));
    // "... if it contains an instruction label inside an instruction block."
    let text = fp2("IF GT;\ninside:\nENDIF;\n");
    assert_eq!(err(&text), ("arb/label-in-block", at(&text, "inside")));
    // "... if a LOOP or REP instruction is nested inside
    // MAX_PROGRAM_LOOP_DEPTH_NV (4) or more ... blocks".
    let text = fp2(
        "REP n;\nREP n;\nREP n;\nREP n;\nREP n;\nENDREP;\nENDREP;\nENDREP;\nENDREP;\nENDREP;\n",
    );
    let fifth = text.match_indices("REP n").nth(4).map(|(i, _)| i).unwrap();
    assert_eq!(err(&text), ("arb/loop-too-deep", fifth));
    let four = fp2("REP n;\nREP n;\nREP n;\nREP n;\nENDREP;\nENDREP;\nENDREP;\nENDREP;\n");
    ok(&four);
    // IF nests inside at most 48 blocks: the 49th nested IF fails.
    let text = fp2(&format!(
        "{}{}",
        "IF GT;\n".repeat(49),
        "ENDIF;\n".repeat(49)
    ));
    let last = text.match_indices("IF GT").nth(48).map(|(i, _)| i).unwrap();
    assert_eq!(err(&text), ("arb/if-too-deep", last));
    ok(&fp2(&format!(
        "{}{}",
        "IF GT;\n".repeat(48),
        "ENDIF;\n".repeat(48)
    )));
    // "... will fail to load if the vector operand is not a program
    // parameter" (3.11.X.9 REP).
    let text = fp2("REP r;\nENDREP;\n");
    assert_eq!(
        err(&text),
        ("arb/loop-count-not-parameter", at(&text, "r;\nENDREP"))
    );
    // CAL to a label that does not exist.
    let text = fp2("CAL nowhere (GT.x);\n");
    assert_eq!(err(&text), ("arb/undefined-label", at(&text, "nowhere")));
    // A condition-code swizzle has one or four components.
    let text = fp2("IF GT.xy;\nENDIF;\n");
    assert_eq!(err(&text), ("arb/bad-swizzle", at(&text, "xy;")));
    // <swizzleSuffix> letters are xyzw or rgba (ARB_fragment_program
    // §3.11.4.2), never stpq: `.q` is refused as a CC swizzle too.
    let text = fp2("IF GT.q;\nENDIF;\n");
    assert_eq!(err(&text), ("arb/bad-swizzle", at(&text, "q;")));
    ok(&fp2("IF GT.a;\nENDIF;\n"));
    // One mistake, one diagnostic: the refused IF and REP still open their
    // blocks, so ENDIF and ENDREP report nothing more.
    for text in [fp2("IF GT.q;\nENDIF;\n"), fp2("REP r;\nENDREP;\n")] {
        let e = load(&text, &Profile::default()).expect_err(&text);
        assert_eq!(e.diagnostics.len(), 1, "{:#?}", e.diagnostics);
    }
}

#[test]
fn fragment_program2_loop_rules() {
    let fp2 = |body: &str| {
        format!(
            "!!ARBfp1.0\nOPTION NV_fragment_program2;\nPARAM n = program.local[0];\nTEMP r;\n{body}END\n"
        )
    };
    // NV_fragment_program2 3.11.3.Y: "A fragment program that accesses A0.x
    // outside a LOOP/ENDLOOP block will fail to load" (a REP block has no
    // index).
    let text = fp2("REP n;\nMOV r, fragment.texcoord[A0.x];\nENDREP;\n");
    assert_eq!(
        err(&text),
        (
            "arb/loop-index-outside-loop",
            at(&text, "fragment.texcoord[A0")
        )
    );
    let text = fp2("ATTRIB tc = fragment.texcoord[A0.x + 2];\nMOV r, tc;\n");
    assert_eq!(
        err(&text),
        ("arb/loop-index-outside-loop", at(&text, "tc;"))
    );
    // <addrRegPosOffset> ::= <integer> from 0 to 9.
    let text = fp2("LOOP n;\nMOV r, fragment.texcoord[A0.x + 10];\nENDLOOP;\n");
    assert_eq!(err(&text), ("arb/offset-out-of-range", at(&text, "10]")));
    // "There is only a single built-in address register, A0.x".
    let text = fp2("LOOP n;\nMOV r, fragment.texcoord[A1.x];\nENDLOOP;\n");
    assert_eq!(err(&text), ("arb/not-an-address-register", at(&text, "A1")));
    // Blocks close with their own instruction (3.11.4.X).
    let text = fp2("LOOP n;\nENDREP;\n");
    assert_eq!(err(&text), ("arb/flow-mismatch", at(&text, "ENDREP")));
    let text = fp2("REP n;\nENDLOOP;\n");
    assert_eq!(err(&text), ("arb/flow-mismatch", at(&text, "ENDLOOP")));
    // LOOP's operand is a program parameter, as REP's (3.11.X.8).
    let text = fp2("LOOP r;\nENDLOOP;\n");
    assert_eq!(
        err(&text),
        ("arb/loop-count-not-parameter", at(&text, "r;\nENDLOOP"))
    );
    // LOOP and REP blocks together nest at most 4 deep.
    let text = fp2("LOOP n;\nREP n;\nLOOP n;\nREP n;\nLOOP n;\n");
    // The fifth block is the third LOOP.
    let fifth = text.match_indices("LOOP n").nth(2).map(|(i, _)| i).unwrap();
    assert_eq!(err(&text), ("arb/loop-too-deep", fifth));
    // A0, LOOP, facing and _SSAT exist only with NV_fragment_program2.
    let fp1 = "!!ARBfp1.0\nOPTION NV_fragment_program;\nMOV result.color, fragment.facing;\nEND\n";
    assert_eq!(err(fp1).1, at(fp1, "facing"));
    let fp1 = "!!ARBfp1.0\nOPTION NV_fragment_program;\nMOV_SSAT result.color, 1;\nEND\n";
    assert_eq!(err(fp1).1, at(fp1, "MOV_SSAT"));
}

#[test]
fn loop_lowers_to_rep_with_an_index_register_per_depth() {
    let text = "!!ARBfp1.0
OPTION NV_fragment_program2;
PARAM n = program.local[0];
TEMP r;
LOOP n;
  LOOP {2, 1, 0, 0};
    ADD r, r, fragment.texcoord[A0.x + 1];
  ENDLOOP;
  MUL_SSAT r, r, fragment.texcoord[A0.x];
ENDLOOP;
MOV result.color, r;
END
";
    let p = ok(text).program;
    let ops: Vec<Opcode> = p.instructions.iter().map(|i| i.opcode).collect();
    use Opcode::*;
    // LOOP: FLR (index, step), ARL A0.x, REP; ENDLOOP: ADD index, ARL, ENDREP.
    assert_eq!(
        ops,
        [
            Flr, Arl, Rep, Flr, Arl, Rep, Add, Add, Arl, Endrep, Mul, Add, Arl, Endrep, Mov
        ]
    );
    // The inner read is relative to the inner LOOP's register, the outer
    // read to the outer one's: IN[4 + 1 + ADDR[1].x], IN[4 + ADDR[0].x].
    let inner = p.instructions[6].src[1];
    assert_eq!(inner.index(), 5);
    assert_eq!(inner.indirect().map(|i| i.index()), Some(1));
    let outer = p.instructions[10].src[1];
    assert_eq!(outer.index(), 4);
    assert_eq!(outer.indirect().map(|i| i.index()), Some(0));
    assert_eq!(
        p.instructions[10].modifiers.saturate,
        shasm_ir::Saturate::MinusOneOne
    );
    // A0.x "is clamped to be greater than or equal to 0".
    assert_eq!(p.semantics.address_range, Some((0, i32::MAX)));
    round_trip(text);
    // The expansion does not count against the instruction limit: 7
    // instructions as written.
    let mut tight = Profile::default();
    tight.fragment.instructions = 7;
    tight.fragment.alu_instructions = 7;
    assert!(shasm_arb::load(text, &tight).is_ok());
    tight.fragment.instructions = 6;
    assert!(shasm_arb::load(text, &tight).is_err());
}

#[test]
fn if_and_loop_depths_are_profile_limits() {
    let fp2 = |body: &str| {
        format!(
            "!!ARBfp1.0\nOPTION NV_fragment_program2;\nPARAM n = program.local[0];\nTEMP r;\n{body}END\n"
        )
    };
    // The minimum profile has the spec's minimums (48 and 4); a profile
    // with MAX_PROGRAM_IF_DEPTH_NV 2 and MAX_PROGRAM_LOOP_DEPTH_NV 1 rejects
    // the third nested IF and the second nested loop.
    assert_eq!(Profile::MINIMUM.if_depth, 48);
    assert_eq!(Profile::MINIMUM.loop_depth, 4);
    let mut small = Profile::MINIMUM;
    small.if_depth = 2;
    small.loop_depth = 1;
    let two_ifs = fp2("IF GT;\nIF GT;\nENDIF;\nENDIF;\n");
    assert!(shasm_arb::load(&two_ifs, &small).is_ok());
    let text = fp2("IF GT;\nIF GT;\nIF GT;\nENDIF;\nENDIF;\nENDIF;\n");
    let e = shasm_arb::load(&text, &small).unwrap_err();
    let third = text.match_indices("IF GT").nth(2).map(|(i, _)| i).unwrap();
    assert_eq!(
        e.first_error().and_then(|d| d.code),
        Some("arb/if-too-deep")
    );
    assert_eq!(e.position, third);
    let text = fp2("LOOP n;\nREP n;\nENDREP;\nENDLOOP;\n");
    let e = shasm_arb::load(&text, &small).unwrap_err();
    assert_eq!(
        e.first_error().and_then(|d| d.code),
        Some("arb/loop-too-deep")
    );
    assert_eq!(e.position, at(&text, "REP"));
}

#[test]
fn fog_code_runs_after_a_return_on_the_empty_stack() {
    let text = "!!ARBfp1.0
OPTION NV_fragment_program2;
OPTION ARB_fog_exp;
TEMP r;
MOV result.color, 1;
RET;
END
";
    let p = ok(text).program;
    // The body runs as a subroutine of `CAL body; BRA fog`, so its RET
    // returns to the fog code; the body keeps its 4 return addresses.
    assert_eq!(p.instructions[0].opcode, Opcode::Cal);
    assert_eq!(p.instructions[0].extra, Extra::Label(InstId::saturating(2)));
    assert_eq!(p.instructions[1].opcode, Opcode::Bra);
    // Body: MOV, RET (indices 2, 3); the fog code starts at 4.
    assert_eq!(p.instructions[1].extra, Extra::Label(InstId::saturating(4)));
    assert_eq!(p.semantics.limits.call_depth, 5);
    // Without a RET, the fog code is only appended.
    let plain = ok("!!ARBfp1.0\nOPTION NV_fragment_program2;\nOPTION ARB_fog_exp;\nMOV result.color, 1;\nEND\n").program;
    assert_eq!(plain.instructions[0].opcode, Opcode::Mov);
    assert_eq!(plain.semantics.limits.call_depth, 4);
}

#[test]
fn clip_distances_and_variable_sizes() {
    // <clipPlaneNum> ::= <integer> /*[0,MAX_CLIP_PLANES-1]*/: 6 planes.
    let text = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nMOV result.clip[6].x, 1;\nEND\n";
    assert_eq!(err(text), ("arb/index-out-of-range", at(text, "6]")));
    // Without the option there is no result.clip.
    let text = "!!ARBvp1.0\nMOV result.clip[0].x, 1;\nEND\n";
    assert_eq!(err(text).1, at(text, "clip"));
    let clip = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nOUTPUT c = result.clip[1];\nMOV c.x, 1;\nMOV result.clip[0].x, 2;\nEND\n";
    round_trip(clip);
    // "A fragment program will fail to load if contains instructions
    // writing to variables bound to the same result, but declared with
    // different sizes" (3.11.3.4).
    let text = "!!ARBfp1.0\nOPTION NV_fragment_program;\nSHORT OUTPUT a = result.color;\nLONG OUTPUT b = result.color;\nMOV a, 1;\nMOV b, 2;\nEND\n";
    assert_eq!(err(text), ("arb/result-size-conflict", at(text, "b, 2")));
    // Declaring both is no error while one is written.
    let one = "!!ARBfp1.0\nOPTION NV_fragment_program;\nSHORT OUTPUT a = result.color;\nLONG OUTPUT b = result.color;\nSHORT TEMP t, u;\nLONG TEMP v;\nMOV t, 1;\nMOV a, t;\nEND\n";
    let p = ok(one).program;
    let format_of = |file, index| {
        p.declarations
            .iter()
            .find(|d| d.file == file && d.first == index)
            .map(|d| d.format)
    };
    use shasm_ir::{File, StorageFormat};
    assert_eq!(format_of(File::Temp, 0), Some(StorageFormat::F16));
    assert_eq!(format_of(File::Temp, 1), Some(StorageFormat::F16));
    assert_eq!(format_of(File::Temp, 2), Some(StorageFormat::F32));
    assert_eq!(format_of(File::Output, 0), Some(StorageFormat::F16));
    round_trip(one);
    // SHORT and LONG need NV_fragment_program, and precede TEMP or OUTPUT.
    let text = "!!ARBfp1.0\nSHORT TEMP t;\nEND\n";
    assert_eq!(err(text).1, at(text, "SHORT"));
    let text = "!!ARBfp1.0\nOPTION NV_fragment_program;\nSHORT PARAM p = 1;\nEND\n";
    assert_eq!(err(text), ("arb/syntax", at(text, "PARAM")));
}

#[test]
fn vertex_program3_indexed_attributes() {
    let text = "!!ARBvp1.0
OPTION NV_vertex_program3;
ADDRESS A;
ATTRIB tc = vertex.texcoord[A.y + 1];
ARL A.xy, program.env[0];
MOV result.color, vertex.attrib[A.x - 2];
MOV result.texcoord, tc;
END
";
    let p = ok(text).program;
    // IN[k + A.x] from k = -2, IN[8 + 1 + A.y].
    let attrib = p.instructions[1].src[0];
    assert_eq!(attrib.index(), -2);
    assert_eq!(
        attrib.indirect().map(|i| (i.index(), i.component)),
        Some((0, 0))
    );
    let tc = p.instructions[2].src[0];
    assert_eq!(tc.index(), 9);
    assert_eq!(
        tc.indirect().map(|i| (i.index(), i.component)),
        Some((0, 1))
    );
    round_trip(text);
    // Only NV_vertex_program3 indexes attributes.
    let vp2 = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nADDRESS A;\nMOV result.color, vertex.attrib[A.x];\nEND\n";
    assert_eq!(err(vp2).1, at(vp2, "A.x]"));
    // The index names an address register.
    let text = "!!ARBvp1.0\nOPTION NV_vertex_program3;\nTEMP T;\nMOV result.color, vertex.attrib[T.x];\nEND\n";
    assert_eq!(err(text), ("arb/not-an-address-register", at(text, "T.x]")));
}

#[test]
fn pusha_popa_rules_and_the_shared_call_stack() {
    let vp3 = |body: &str| {
        format!("!!ARBvp1.0\nOPTION NV_vertex_program3;\nADDRESS A;\nTEMP r;\n{body}END\n")
    };
    // 2.14.5.43: "a program will fail to load if it includes a component
    // write mask other than ".xyzw" or a condition code write mask test
    // other than "TR"."
    let text = vp3("POPA A.xy;\n");
    assert_eq!(err(&text), ("arb/bad-mask", at(&text, "xy;")));
    let text = vp3("POPA A (GT.x);\n");
    assert_eq!(err(&text), ("arb/bad-mask", at(&text, "GT")));
    ok(&vp3("POPA A.xyzw (TR);\n"));
    // <instOperandAddrVNS>: an address register, no swizzle.
    let text = vp3("PUSHA A.x;\n");
    assert_eq!(err(&text), ("arb/bad-source", at(&text, "A.x;")));
    let text = vp3("PUSHA r;\n");
    assert_eq!(err(&text), ("arb/bad-source", at(&text, "r;\nEND")));
    // Neither has a C form (Table X.5) and NV_vertex_program2 has neither.
    let text = vp3("PUSHAC A;\n");
    assert_eq!(err(&text).1, at(&text, "PUSHAC"));
    let vp2 = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nADDRESS A;\nPUSHA A;\nEND\n";
    assert_eq!(err(vp2).1, at(vp2, "PUSHA"));
    round_trip(&vp3("PUSHA A;\nPOPA A;\n"));

    // PUSHA shares the call stack of MAX_PROGRAM_CALL_DEPTH_NV (4) entries
    // with CAL: four pushes run, a fifth "terminates the vertex program"
    // (2.14.5.44), whose results are then undefined; the run reports the
    // abnormal end.
    let run = |text: &str| {
        let p = ok(text).program;
        let exe = shasm_exec::Executable::new(&p).expect("valid IR");
        let out = exe.run(&exe.env()).expect("runs");
        (out.end(), out.executed())
    };
    let four = vp3(&"PUSHA A;\n".repeat(4));
    assert_eq!(run(&four), (shasm_exec::End::Normal, 4));
    let five = vp3(&"PUSHA A;\n".repeat(5));
    assert_eq!(run(&five), (shasm_exec::End::CallOverflow, 5));
    // A CAL over three pushed registers is the fourth entry: it runs and
    // returns (PUSHA x3, CAL, MOV, RET); the RET after it finds a pushed
    // register on top, "not an instruction reference pushed by CAL"
    // (2.14.5.34): an abnormal end at the 7th instruction.
    let text = vp3("PUSHA A;\nPUSHA A;\nPUSHA A;\nCAL s;\nRET;\ns:\nMOV r, 1;\nRET;\n");
    assert_eq!(run(&text), (shasm_exec::End::CallOverflow, 7));
}

#[test]
fn vertex_program3_condition_registers_and_saturation() {
    let text = "!!ARBvp1.0
OPTION NV_vertex_program3;
TEMP t;
ADDC1_SAT t.xy (LT0.y), t, t;
MOVC0 t, t;
BRA l (NE1.w);
l:
MOV result.position (FL1), t;
END
";
    let p = ok(text).program;
    let add = &p.instructions[0];
    assert_eq!(add.modifiers.cc_update, Some(1));
    assert_eq!(add.modifiers.saturate, shasm_ir::Saturate::ZeroOne);
    let cond = add.dst.and_then(|d| d.cond).expect("a condition");
    assert_eq!((cond.cc(), cond.rule), (0, CondRule::Lt));
    assert_eq!(p.instructions[1].modifiers.cc_update, Some(0));
    match p.instructions[2].condition {
        Condition::Cc(t) => assert_eq!((t.cc(), t.rule), (1, CondRule::Ne)),
        other => panic!("{other:?}"),
    }
    round_trip(text);
    // NV_vertex_program2 has neither the second register nor _SAT.
    let vp2 = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nTEMP t;\nMOV t (GT1), t;\nEND\n";
    assert_eq!(err(vp2).1, at(vp2, "GT1"));
    let vp2 = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nTEMP t;\nMOV_SAT t, t;\nEND\n";
    assert_eq!(err(vp2).1, at(vp2, "MOV_SAT"));
}

#[test]
fn vertex_program3_indexed_texcoord_results() {
    let text = "!!ARBvp1.0
OPTION NV_vertex_program3;
ADDRESS A;
OUTPUT o = result.texcoord[A.y - 1];
ARL A, program.env[0];
MOV result.texcoord[A.x + 2].xy (GT1.x), vertex.position;
MOV o, vertex.position;
END
";
    let p = ok(text).program;
    // OUT[7 + 2 + A.x] and OUT[7 - 1 + A.y].
    let d = p.instructions[1].dst.expect("a destination");
    assert_eq!(d.index(), 9);
    assert_eq!(d.indirect.map(|i| (i.index(), i.component)), Some((0, 0)));
    let d = p.instructions[2].dst.expect("a destination");
    assert_eq!(d.index(), 6);
    assert_eq!(d.indirect.map(|i| (i.index(), i.component)), Some((0, 1)));
    round_trip(text);
    // An offset that puts the first element before OUT[0] is not
    // representable in the IR (reported, not mis-lowered).
    let text = "!!ARBvp1.0\nOPTION NV_vertex_program3;\nADDRESS A;\nMOV result.texcoord[A.x - 8], vertex.position;\nEND\n";
    assert_eq!(err(text), ("arb/unsupported", at(text, "result.texcoord")));
}

#[test]
fn scalar_instructions_read_a_bare_scalar_constant_under_the_options() {
    // NV_fragment_program_option and NV_vertex_program2_option, grammar
    // changes: "<paramUseS> ::= <constantScalar> (*** instead of
    // <constantScalar> <scalarSuffix>)".
    for text in [
        "!!ARBfp1.0\nOPTION NV_fragment_program;\nCOS result.color, 3.14159;\nEND\n",
        "!!ARBfp1.0\nOPTION NV_fragment_program2;\nTEMP t;\nPOW t, 2, -0.5;\nMOV result.color, t;\nEND\n",
        "!!ARBvp1.0\nOPTION NV_vertex_program2;\nTEMP t;\nEX2 t, 3;\nMOV result.position, t;\nEND\n",
    ] {
        let p = ok(text).program;
        // The constant is read through one component: x of a replicated
        // immediate.
        let src = p.instructions[0].src[0];
        assert_eq!(src.file(), shasm_ir::File::Immediate, "{text}");
        assert_eq!(src.swizzle, shasm_ir::Swizzle::parse("x", false).unwrap());
        round_trip(text);
    }
    // Without an option the ARB grammar needs the suffix; a braced vector
    // needs it under the options too.
    let text = "!!ARBfp1.0\nCOS result.color, 3.14159;\nEND\n";
    assert_eq!(err(text), ("arb/scalar-operand", at(text, "3.14")));
    let text = "!!ARBvp1.0\nTEMP t;\nEX2 t, 3;\nMOV result.position, t;\nEND\n";
    assert_eq!(err(text), ("arb/scalar-operand", at(text, "3;")));
    let text = "!!ARBfp1.0\nOPTION NV_fragment_program;\nCOS result.color, {3.14159};\nEND\n";
    assert_eq!(err(text), ("arb/scalar-operand", at(text, "{3.14")));
}
