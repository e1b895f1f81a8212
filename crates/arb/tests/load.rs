//! Loading ARB programs: declarations, bindings, load-time rules with
//! their GL error positions, profiles, round trips and hostile inputs.

use shasm_arb::{Profile, format, load};
use shasm_ir::{Binding, Spelling, StateBinding};

fn ok(text: &str) -> shasm_arb::ArbProgram {
    load(text, &Profile::default()).unwrap_or_else(|e| panic!("{text}\n{:?}", e.diagnostics))
}

/// The first error's code and GL error position.
fn err(text: &str, profile: &Profile) -> (&'static str, usize) {
    let e = load(text, profile).expect_err(text);
    let d = e.first_error().expect("an error");
    (d.code.expect("a code"), e.position)
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

const VP: &str = "!!ARBvp1.0
ATTRIB pos = vertex.position;
PARAM mvp[4] = { state.matrix.mvp };
PARAM scale = program.local[2];
TEMP r;
DP4 result.position.x, mvp[0], pos;
DP4 result.position.y, mvp[1], pos;
DP4 result.position.z, mvp[2], pos;
DP4 result.position.w, mvp[3], pos;
MUL r, vertex.color, scale;
MAD result.color, r, {0.5, 0.25}, 1.5;
END
";

#[test]
fn vertex_program_declarations_and_bindings() {
    let p = ok(VP).program;
    assert_eq!(p.instructions.len(), 6);
    let spelled: Vec<String> = p
        .declarations
        .iter()
        .filter_map(|d| d.spell(d.first))
        .collect();
    for name in [
        "vertex.position",
        "vertex.color",
        "result.position",
        "result.color",
        "r",
        "program.local[0]",
    ] {
        assert!(spelled.iter().any(|s| s == name), "{name} in {spelled:?}");
    }
    // state.matrix.mvp binds four rows (§2.14.3.2, Table X.2.7).
    let rows = p
        .declarations
        .iter()
        .filter(|d| matches!(d.binding, Binding::State(StateBinding::MatrixRow { .. })))
        .count();
    assert_eq!(rows, 4);
    // program.local[2]: the local block covers local[0..2].
    let local = p
        .declarations
        .iter()
        .find(|d| d.binding == Binding::Local)
        .unwrap();
    assert_eq!(local.len(), 3);
    assert!(matches!(local.spelling, Some(Spelling::Indexed { .. })));
    // {0.5, 0.25} is padded with (0, 1): "Y, Z, and W assume the values
    // 0.0, 0.0, and 1.0" (§2.14.3.2 Constant Bindings).
    assert!(
        p.immediates
            .iter()
            .any(|i| i.values == [0.5f32, 0.25, 0.0, 1.0].map(f32::to_bits))
    );
    assert!(
        p.immediates
            .iter()
            .any(|i| i.values == [1.5f32; 4].map(f32::to_bits))
    );
    round_trip(VP);
}

#[test]
fn fragment_program_with_texture_and_options() {
    let text = "!!ARBfp1.0
OPTION ARB_precision_hint_fastest;
TEMP c;
TEX c, fragment.texcoord[1], texture[2], 2D;
MUL_SAT result.color.rgb, c, fragment.color;
MOV result.color.a, 1;
KIL -c.w;
SWZ c, c, -x, 0, 1, w;
END
";
    let p = ok(text).program;
    assert_eq!(p.instructions.len(), 5);
    assert!(p.instructions[0].texture().is_some_and(|t| t.unit == 2));
    round_trip(text);
}

#[test]
fn every_state_binding_form_parses() {
    let vp = "!!ARBvp1.0
PARAM a[] = { state.material.ambient, state.material.back.shininess,
  state.light[1].spot.direction, state.light[0].half, state.lightmodel.ambient,
  state.lightmodel.back.scenecolor, state.lightprod[0].front.diffuse,
  state.texgen[1].eye.q, state.fog.params, state.clip[5].plane, state.point.attenuation,
  state.matrix.modelview.invtrans.row[1..2], state.matrix.texture[1].inverse,
  state.matrix.program[7].transpose.row[3], program.env[0..3], -1.5, {1, 2, 3} };
MOV result.position, a[0];
END
";
    let p = ok(vp);
    let states = p
        .program
        .declarations
        .iter()
        .filter(|d| matches!(d.binding, Binding::State(_)))
        .count();
    assert_eq!(states, 11 + 2 + 4 + 1);
    round_trip(vp);
    let fp = "!!ARBfp1.0
PARAM t = state.texenv[1].color;
PARAM d = state.depth.range;
MAD result.color, t, d, state.fog.color;
END
";
    round_trip(fp);
}

#[test]
fn load_time_rules_at_their_tokens() {
    let d = Profile::default();
    // Each rule: (program, code, byte offset of the offending token).
    let cases: &[(&str, &str, usize)] = &[
        ("!!ARBvp1.0\nTEMP a, a;\nEND", "arb/duplicate-name", 19),
        ("!!ARBvp1.0\nTEMP state;\nEND", "arb/reserved-name", 16),
        ("!!ARBvp1.0\nTEMP MOV;\nEND", "arb/reserved-name", 16),
        (
            "!!ARBvp1.0\nMOV r, vertex.position;\nEND",
            "arb/undefined-name",
            15,
        ),
        (
            "!!ARBvp1.0\nMOV result.position, vertex.position;\nOPTION ARB_position_invariant;\nEND",
            "arb/option-after-statement",
            49,
        ),
        (
            "!!ARBvp1.0\nOPTION ARB_position_invariant;\nMOV result.position, vertex.position;\nEND",
            "arb/position-invariant-write",
            46,
        ),
        (
            "!!ARBfp1.0\nOPTION ARB_fog_exp;\nOPTION ARB_fog_linear;\nEND",
            "arb/option-conflict",
            38,
        ),
        (
            "!!ARBfp1.0\nOPTION ARB_precision_hint_nicest;\nOPTION ARB_precision_hint_fastest;\nEND",
            "arb/option-conflict",
            52,
        ),
        (
            "!!ARBfp1.0\nOPTION NV_unknown;\nEND",
            "arb/unknown-option",
            18,
        ),
        (
            "!!ARBvp1.0\nATTRIB a = vertex.attrib[0];\nMOV result.position, vertex.position;\nEND",
            "arb/attribute-alias",
            61,
        ),
        (
            "!!ARBvp1.0\nPARAM p[2] = { 1, 2, 3 };\nEND",
            "arb/array-size-mismatch",
            19,
        ),
        (
            "!!ARBvp1.0\nPARAM p[2] = { 1, 2 };\nMOV result.position, p[2];\nEND",
            "arb/array-index-out-of-range",
            57,
        ),
        (
            "!!ARBvp1.0\nPARAM p[2] = { 1, 2 };\nADDRESS a;\nMOV result.position, p[a.x + 64];\nEND",
            "arb/offset-out-of-range",
            74,
        ),
        (
            "!!ARBvp1.0\nMOV result.position, vertex.texcoord[8];\nEND",
            "arb/index-out-of-range",
            48,
        ),
        (
            "!!ARBvp1.0\nRCP result.position, vertex.position;\nEND",
            "arb/scalar-operand",
            32,
        ),
        (
            "!!ARBvp1.0\nMOV result.position.yx, vertex.position;\nEND",
            "arb/bad-mask",
            31,
        ),
        (
            "!!ARBvp1.0\nMOV result.position, vertex.position.xy;\nEND",
            "arb/bad-swizzle",
            48,
        ),
        (
            "!!ARBvp1.0\nMOV_SAT result.position, vertex.position;\nEND",
            "arb/unknown-instruction",
            11,
        ),
        (
            "!!ARBfp1.0\nTEMP a;\nTEX a, a, texture[0], 2D;\nTEX a, a, texture[0], 3D;\nEND",
            "arb/texture-target-conflict",
            67,
        ),
        (
            "!!ARBfp1.0\nTEMP a;\nTEX a, a, texture[0], SHADOW2D;\nEND",
            "arb/option-required",
            41,
        ),
        (
            "!!ARBfp1.0\nMOV result.color[1], 1;\nEND",
            "arb/option-required",
            15,
        ),
        (
            "!!ARBfp1.0\nMOV result.color, fragment.color;\n",
            "arb/missing-end",
            45,
        ),
        (" !!ARBvp1.0\nEND", "arb/header", 0),
    ];
    for (text, code, position) in cases {
        assert_eq!(err(text, &d), (*code, *position), "{text}");
    }
}

#[test]
fn profile_limits() {
    let min = Profile::MINIMUM;
    // ARB_fragment_program: at least 16 temporaries; the 17th fails.
    let temps: Vec<String> = (0..17).map(|i| format!("t{i}")).collect();
    let text = format!("!!ARBfp1.0\nTEMP {};\nEND", temps.join(", "));
    let at = text.find("t16").unwrap();
    assert_eq!(err(&text, &min), ("arb/too-many-temporaries", at));
    assert!(load(&text, &Profile::default()).is_ok());
    // 4 texture indirections (§3.11.3.6): a chain of 4 dependent reads
    // needs 5.
    let mut fp = String::from("!!ARBfp1.0\nTEMP a;\nTEX a, fragment.texcoord, texture, 2D;\n");
    for _ in 0..4 {
        fp.push_str("TEX a, a, texture, 2D;\n");
    }
    fp.push_str("END");
    let last = fp.rfind("TEX").unwrap();
    assert_eq!(err(&fp, &min), ("arb/too-many-texture-indirections", last));
    // 128 vertex instructions at the minimum.
    let mut vp = String::from("!!ARBvp1.0\n");
    for _ in 0..129 {
        vp.push_str("MOV result.position, vertex.position;\n");
    }
    vp.push_str("END");
    assert_eq!(err(&vp, &min), ("arb/too-many-instructions", 11 + 128 * 38));
    assert_eq!(
        Profile::named("geforce6").map(|p| p.vertex.temporaries),
        Some(32)
    );
}

/// ARB_vertex_program §2.14.3.8: "ALIAS" establishes another name for an
/// established variable, so an alias of an alias names the same binding;
/// an alias of a TEMP names no binding. The names come from the checker's
/// own symbol table, in declaration order.
#[test]
fn binding_names_follow_alias_chains() {
    let p = ok("!!ARBvp1.0
ATTRIB pos = vertex.position;
TEMP t;
ALIAS a = pos;
ALIAS b = a;
ALIAS scratch = t;
OUTPUT out = result.color . primary;
ALIAS c = out;
MOV t, b;
MOV scratch, t;
MOV result.position, t;
MOV c, scratch;
END
");
    let names: Vec<(&str, &str)> = p
        .names
        .iter()
        .map(|(n, b)| (n.as_str(), b.as_str()))
        .collect();
    assert_eq!(
        names,
        [
            ("pos", "vertex.position"),
            ("a", "vertex.position"),
            ("b", "vertex.position"),
            ("out", "result.color . primary"),
            ("c", "result.color . primary"),
        ]
    );
}
