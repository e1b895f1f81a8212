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
    // docs/translate.md: texture lookups are refused, one error at the
    // instruction, exit 1.
    let r = shasm(&["translate", "examples/arb/fog.fp", "--to", "wgsl"]);
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout, "");
    assert!(
        r.stderr
            .starts_with("examples/arb/fog.fp:7:1: error: `TEX` has no translation yet\n"),
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
