//! The pictures of the bundled examples under `docs/images/` are what
//! `shasm render` draws today: each example that draws something is
//! rendered at 128x128 and compared pixel for pixel with its committed
//! PNG. After a deliberate change to the rasterizer or an example, bless
//! the new pictures with
//!
//!     SHASM_BLESS=1 cargo test -p shasm-cli --test example_pictures
//!
//! and look at them before committing. Fragment programs draw over the
//! window-filling quad (texture coordinates 0 to 1) with the textures
//! their spec tests (`tests/spec/examples/`) bind; geometry programs run
//! once on their inputs file (the point sprite moved into view); the
//! PICA200 vertex shader draws the quad with its lit colour.
//!
//! Not pictured: the vertex programs whose inputs file describes one
//! vertex (the skinning, bone palette, transform, lighting, loop and
//! subroutine examples: over the quad each is one flat colour or nothing)
//! and `examples/nv/fp/pack.fp` (its colour is packed bits, not a
//! picture).

mod common;

use common::{root, scratch, shasm};

/// Picture name, example file, `shasm render` arguments.
const EXAMPLES: &[(&str, &str, &str)] = &[
    (
        "arb_fog",
        "examples/arb/fog.fp",
        "--inputs examples/arb/fog.inputs --texture 0:2D=examples/arb/base.png --sampler 0:filter=nearest",
    ),
    (
        "arb_parallax",
        "examples/arb/parallax.fp",
        "--inputs examples/arb/parallax.inputs --texture 0:2D=examples/arb/base.png --texture 1:2D=examples/arb/height.png --sampler 0:filter=nearest --sampler 1:filter=nearest",
    ),
    (
        "arb_perpixel",
        "examples/arb/perpixel.fp",
        "--inputs examples/arb/perpixel.inputs --texture 0:2D=examples/arb/base.png --sampler 0:filter=nearest",
    ),
    (
        "arb_shadow",
        "examples/arb/shadow.fp",
        "--inputs examples/arb/shadow.inputs --texture 0:2D=examples/arb/base.png --texture 1:2D=examples/arb/depth.png --sampler 0:filter=nearest --sampler 1:filter=nearest --sampler 1:format=depth --sampler 1:compare=lequal",
    ),
    (
        "arb_water",
        "examples/arb/water.fp",
        "--inputs examples/arb/water.inputs --texture 0:2D=examples/arb/normal.png --sampler 0:filter=nearest",
    ),
    (
        "gp4_gbuffer",
        "examples/gp4/gbuffer.fp",
        "--inputs examples/gp4/gbuffer.inputs --texture 0:2D=examples/arb/base.png --sampler 0:filter=nearest",
    ),
    (
        "gp4_point_sprite",
        "examples/gp4/point_sprite.gp",
        "--inputs examples/gp4/point_sprite.inputs --set vertex[0].position=0,0,0.5,1",
    ),
    (
        "gp4_shadow_volume",
        "examples/gp4/shadow_volume.gp",
        "--inputs examples/gp4/shadow_volume.inputs",
    ),
    (
        "nv_fp_bump",
        "examples/nv/fp/bump.fp",
        "--inputs examples/nv/fp/bump.inputs --texture 0:2D=examples/nv/fp/normal.png --texture 1:2D=examples/nv/fp/base.png",
    ),
    (
        "nv_fp_toon",
        "examples/nv/fp/toon.fp",
        "--inputs examples/nv/fp/toon.inputs --texture 0:2D=examples/nv/fp/base.png",
    ),
    (
        "pica_lighting",
        "examples/pica/lighting.v.pica",
        "--inputs examples/pica/lighting.inputs",
    ),
    (
        "pica_sprite",
        "examples/pica/sprite.g.pica",
        "--inputs examples/pica/sprite.inputs",
    ),
    (
        "tgsi_ati_ops",
        "examples/tgsi/ati_ops.tgsi",
        "--inputs examples/tgsi/ati_ops.inputs",
    ),
    (
        "tgsi_loop_branch",
        "examples/tgsi/loop_branch.tgsi",
        "--inputs examples/tgsi/loop_branch.inputs",
    ),
];

#[test]
fn the_example_pictures_are_what_shasm_render_draws() {
    let bless = std::env::var_os("SHASM_BLESS").is_some();
    let dir = scratch("example-pictures");
    let mut stale = Vec::new();
    for (name, file, args) in EXAMPLES {
        let out_path = dir.join(format!("{name}.png"));
        let mut argv = vec!["render", file];
        argv.extend(args.split_whitespace());
        argv.extend(["--size", "128x128", "-o", out_path.to_str().unwrap()]);
        let out = shasm(&argv);
        assert_eq!(out.code, 0, "{name}: {}", out.stderr);
        let drawn = std::fs::read(&out_path).unwrap();
        let committed_path = root().join("docs/images").join(format!("{name}.png"));
        if bless {
            std::fs::write(&committed_path, &drawn).unwrap();
            continue;
        }
        let same = std::fs::read(&committed_path)
            .ok()
            .is_some_and(|committed| {
                let a = shasm::image::decode_rgba8(&drawn).unwrap();
                match shasm::image::decode_rgba8(&committed) {
                    Ok(b) => (a.width, a.height, a.rgba) == (b.width, b.height, b.rgba),
                    Err(_) => false,
                }
            });
        if !same {
            stale.push(format!("docs/images/{name}.png"));
        }
    }
    assert!(
        stale.is_empty(),
        "{} not what `shasm render` draws today (a changed picture): look at the new \
         pictures and re-bless them with `SHASM_BLESS=1 cargo test -p shasm-cli --test \
         example_pictures`",
        stale.join(", ")
    );
}

#[test]
fn every_committed_picture_belongs_to_an_example() {
    for entry in std::fs::read_dir(root().join("docs/images")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if let Some(stem) = name.strip_suffix(".png") {
            assert!(
                EXAMPLES.iter().any(|(n, _, _)| *n == stem),
                "docs/images/{name} belongs to no example"
            );
        }
    }
}
