//! `shasm translate --to NAME`: the name is a typed `shasm::Target`
//! (docs/cli.md, "`shasm translate --to tgsi`"): `tgsi`, `wgsl`, `spirv`,
//! `glsl`, `msl`, `hlsl` in any case; an unknown name is a usage error
//! (exit 2) that lists the known targets and, for a near miss, suggests
//! the closest. The targets through naga take `-o`, `--layout`,
//! `--stage`/`--compute` and `--exact`/`--fast` (docs/translate.md).

mod common;
use common::shasm;

#[test]
fn the_target_name_is_case_insensitive() {
    let lower = shasm(&["translate", "examples/tgsi/transform.tgsi", "--to", "tgsi"]);
    let upper = shasm(&["translate", "examples/tgsi/transform.tgsi", "--to", "TGSI"]);
    assert_eq!(lower.code, 0, "{}", lower.stderr);
    assert_eq!(upper.code, 0, "{}", upper.stderr);
    assert!(lower.stdout.starts_with("VERT\n"), "{}", lower.stdout);
    assert_eq!(lower.stdout, upper.stdout);
}

#[test]
fn an_unknown_target_lists_the_known_ones() {
    let r = shasm(&["translate", "examples/tgsi/transform.tgsi", "--to", "dxil"]);
    assert_eq!(r.code, 2);
    assert_eq!(r.stdout, "");
    assert_eq!(
        r.stderr,
        "error: unknown translation target `dxil` (known: tgsi, wgsl, spirv, glsl, glsl-es, msl, hlsl)\n"
    );
}

#[test]
fn a_near_miss_suggests_the_closest_target() {
    let r = shasm(&["translate", "examples/tgsi/transform.tgsi", "--to", "tgs"]);
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr,
        "error: unknown translation target `tgs` (known: tgsi, wgsl, spirv, glsl, glsl-es, msl, hlsl); did you mean `tgsi`?\n"
    );
    let json = shasm(&[
        "translate",
        "examples/tgsi/transform.tgsi",
        "--to",
        "tgs",
        "--format",
        "json",
    ]);
    assert_eq!(json.code, 2);
    assert!(
        json.stdout.contains(
            "\"error\": \"unknown translation target `tgs` (known: tgsi, wgsl, spirv, glsl, glsl-es, msl, hlsl); did you mean `tgsi`?\""
        ),
        "{}",
        json.stdout
    );
}

#[test]
fn naga_targets_write_text_or_need_an_output_file() {
    // docs/cli.md: text on stdout; SPIR-V is binary and needs -o.
    for to in ["wgsl", "glsl", "msl", "hlsl", "WGSL"] {
        let r = shasm(&["translate", "examples/tgsi/transform.tgsi", "--to", to]);
        assert_eq!(r.code, 0, "{to}: {}", r.stderr);
        assert!(r.stdout.contains("main"), "{to}: {}", r.stdout);
    }
    let r = shasm(&["translate", "examples/tgsi/transform.tgsi", "--to", "spirv"]);
    assert_eq!(r.code, 2);
    assert_eq!(r.stdout, "");
    assert_eq!(
        r.stderr,
        "error: `--to spirv` writes binary: name the output file with -o OUT\n"
    );
    let dir = std::env::temp_dir().join(format!("shasm-naga-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let spv = dir.join("t.spv");
    let layout = dir.join("t.json");
    let r = shasm(&[
        "translate",
        "examples/tgsi/transform.tgsi",
        "--to",
        "spirv",
        "-o",
        spv.to_str().unwrap(),
        "--layout",
        layout.to_str().unwrap(),
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, "");
    // The SPIR-V magic number, little-endian (SPIR-V spec §3.1).
    let bytes = std::fs::read(&spv).unwrap();
    assert_eq!(&bytes[..4], &[0x03, 0x02, 0x23, 0x07]);
    // transform.tgsi reads IN[0], IN[1] and writes OUT[0], OUT[1].
    let json = std::fs::read_to_string(&layout).unwrap();
    assert!(json.contains("\"register\": \"IN[1]\""), "{json}");
    assert!(json.contains("\"register\": \"OUT[1]\""), "{json}");
    // The program's own names ride along (docs/translate.md): ARB
    // bindings name the registers they are bound to.
    let r = shasm(&[
        "translate",
        "examples/arb/skinning.vp",
        "--to",
        "wgsl",
        "--layout",
        layout.to_str().unwrap(),
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let json = std::fs::read_to_string(&layout).unwrap();
    assert!(
        json.contains("\"register\": \"IN[0]\",\n      \"name\": \"vertex.position\""),
        "{json}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn what_has_no_translation_is_refused_at_its_instruction() {
    // docs/translate.md, "Textures": the compute form has no texture
    // lookups, one error at the instruction, exit 1.
    let r = shasm(&["translate", "examples/arb/fog.fp", "--to", "wgsl"]);
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout, "");
    assert!(
        r.stderr.starts_with(
            "examples/arb/fog.fp:7:1: error: the compute form has no texture lookups yet: \
             its buffers carry no textures (use --stage --fast)\n"
        ),
        "{}",
        r.stderr
    );
    // A geometry program has no stage form (docs/translate.md, "The
    // stage form"): one error, exit 1.
    let r = shasm(&[
        "translate",
        "examples/pica/sprite.g.pica",
        "--to",
        "wgsl",
        "--stage",
    ]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.contains(
            "error: a geometry program has no stage form (vertex and fragment programs have one); use --compute"
        ),
        "{}",
        r.stderr
    );
    let r = shasm(&[
        "translate",
        "examples/tgsi/transform.tgsi",
        "--to",
        "tgsi",
        "--layout",
        "x.json",
    ]);
    assert_eq!(r.code, 2, "{}", r.stderr);
}

#[test]
fn the_stage_form_is_a_vertex_entry_point_with_the_programs_interface() {
    // docs/translate.md, "The stage form": TGSI IN[n] at @location(n), the
    // POSITION result at @builtin(position), COLOR[0] at location 0, the
    // constants in the uniform buffer `env` at group 0, binding 0: the
    // compute form's words, OUT[0..1], TEMP[0], IN[0..1], CONST[0..3]
    // and the zero word, 10 elements.
    let r = shasm(&[
        "translate",
        "examples/tgsi/transform.tgsi",
        "--to",
        "wgsl",
        "--stage",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("@vertex"), "{}", r.stdout);
    assert!(
        r.stdout
            .contains("@group(0) @binding(0) \nvar<uniform> env: array<vec4<u32>, 10>;"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains(
            "fn main(@location(0) IN_0_: vec4<f32>, @location(1) IN_1_: vec4<f32>) -> VertexOutput"
        ),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("@builtin(position) OUT_0_: vec4<f32>,\n    @location(0) OUT_1_: vec4<f32>,"),
        "{}",
        r.stdout
    );
}

#[test]
fn the_stage_form_samples_textures_natively_in_fast_mode() {
    // docs/translate.md, "Textures": in fast mode each texture unit and
    // target a program samples is a texture and a sampler binding of group
    // 0 after `env` (unit n, target T: `texture{n}_{t}` at 1 + 2k,
    // `sampler{n}_{t}` at 2 + 2k), listed in the layout. examples/arb/
    // shadow.fp samples texture[0] as 2D and texture[1] as SHADOW2D with
    // TXP: s, t and the reference r divided by q (NV_fragment_program
    // §3.11.5.40), compared by a comparison sampler.
    let dir = common::scratch("translate-textures");
    let layout = dir.join("layout.json");
    let layout_arg = layout.to_str().unwrap();
    let r = shasm(&[
        "translate",
        "examples/arb/shadow.fp",
        "--to",
        "wgsl",
        "--stage",
        "--fast",
        "--layout",
        layout_arg,
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for decl in [
        "@group(0) @binding(1) \nvar texture0_2d: texture_2d<f32>;",
        "@group(0) @binding(2) \nvar sampler0_2d: sampler;",
        "@group(0) @binding(3) \nvar texture1_shadow2d: texture_depth_2d;",
        "@group(0) @binding(4) \nvar sampler1_shadow2d: sampler_comparison;",
    ] {
        assert!(r.stdout.contains(decl), "{decl}\n{}", r.stdout);
    }
    assert!(
        r.stdout.contains(
            "textureSampleCompare(texture1_shadow2d, sampler1_shadow2d, vec2<f32>((bitcast<f32>("
        ),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("textureSample(texture0_2d, sampler0_2d, vec2<f32>(bitcast<f32>("),
        "{}",
        r.stdout
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&layout).unwrap()).unwrap();
    assert_eq!(
        json["textures"],
        serde_json::json!([
            {"unit": 0, "target": "2D",
             "texture": {"group": 0, "binding": 1, "name": "texture0_2d", "type": "texture_2d<f32>"},
             "sampler": {"group": 0, "binding": 2, "name": "sampler0_2d", "type": "sampler"}},
            {"unit": 1, "target": "SHADOW2D",
             "texture": {"group": 0, "binding": 3, "name": "texture1_shadow2d", "type": "texture_depth_2d"},
             "sampler": {"group": 0, "binding": 4, "name": "sampler1_shadow2d", "type": "sampler_comparison"}},
        ])
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn exact_mode_refuses_a_texture_lookup_at_its_instruction() {
    // docs/translate.md, "Textures": the interpreter's sampler filters in
    // binary64, which exact mode does not reproduce yet: one error per
    // lookup (examples/arb/shadow.fp lines 8 and 9), exit 1.
    let r = shasm(&[
        "translate",
        "examples/arb/shadow.fp",
        "--to",
        "wgsl",
        "--stage",
    ]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(r.stdout, "");
    assert_eq!(
        common::error_positions(&r.stderr, "examples/arb/shadow.fp"),
        [(8, 1), (9, 1)]
    );
    assert!(
        r.stderr.contains(
            "error: exact mode has no texture lookups yet: the interpreter's sampler filters \
             in binary64 (use --fast for the target's own sampling)"
        ),
        "{}",
        r.stderr
    );
}

#[test]
fn a_vertex_lookup_reads_level_zero_and_txl_its_level() {
    // A lone vertex has no derivatives: the interpreter's are zero, so
    // λ = log2 0 = -inf and TEX reads level 0 (OpenGL 1.4 §3.8.7); TXL
    // reads the level in .w (NV_vertex_program3 §2.14.5.47).
    let dir = common::scratch("translate-vertex-textures");
    let file = common::write(
        &dir,
        "v.vp",
        "!!ARBvp1.0\nOPTION NV_vertex_program3;\nTEMP t;\n\
         TEX t, vertex.position, texture[0], 2D;\n\
         TXL result.color, vertex.position, texture[0], 2D;\n\
         MOV result.position, t;\nEND\n",
    );
    let r = shasm(&["translate", &file, "--to", "wgsl", "--stage", "--fast"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout
            .contains("textureSampleLevel(texture0_2d, sampler0_2d, vec2<f32>(bitcast<f32>(_e"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains(".y)), 0.0);"), "{}", r.stdout);
    assert!(r.stdout.contains(".y)), bitcast<f32>(_e"), "{}", r.stdout);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn arb_variables_name_the_stage_forms_arguments_and_members() {
    // ARB `ATTRIB` and `OUTPUT` variables (and not their later `ALIAS`es:
    // an alias is another name of the same variable, ARB_vertex_program
    // §2.14.3.8) name the entry point's arguments and result members.
    let dir = common::scratch("translate-arb-names");
    let file = common::write(
        &dir,
        "n.fp",
        "!!ARBfp1.0\nATTRIB col = fragment.color;\nALIAS tint = col;\n\
         ATTRIB uv = fragment.texcoord[1];\nOUTPUT colour = result.color;\n\
         MUL colour, tint, uv;\nEND\n",
    );
    let r = shasm(&["translate", &file, "--to", "wgsl", "--stage"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains(
            "fn main(@location(0) col: vec4<f32>, @location(9) uv: vec4<f32>) -> FragmentOutput"
        ),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("@location(0) colour: vec4<f32>,"),
        "{}",
        r.stdout
    );
    let _ = std::fs::remove_dir_all(&dir);
}
