//! `shasm translate --to NAME`: the name is a typed `shasm::Target`
//! (docs/cli.md, "`shasm translate --to tgsi`"): `tgsi` in any case; an
//! unknown name is a usage error (exit 2) that lists the known targets
//! and, for a near miss, suggests the closest.

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
    let r = shasm(&["translate", "examples/tgsi/transform.tgsi", "--to", "glsl"]);
    assert_eq!(r.code, 2);
    assert_eq!(r.stdout, "");
    assert_eq!(
        r.stderr,
        "error: unknown translation target `glsl` (known: tgsi)\n"
    );
}

#[test]
fn a_near_miss_suggests_the_closest_target() {
    let r = shasm(&["translate", "examples/tgsi/transform.tgsi", "--to", "tgs"]);
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr,
        "error: unknown translation target `tgs` (known: tgsi); did you mean `tgsi`?\n"
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
            "\"error\": \"unknown translation target `tgs` (known: tgsi); did you mean `tgsi`?\""
        ),
        "{}",
        json.stdout
    );
}
