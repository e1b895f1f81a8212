//! Hostile options through the facade: absurd `--set` sizes and names,
//! non-finite and inverted sampler state, out-of-range entry points,
//! tracked matrices and GL matrices, a zero budget, `--quad` where it does
//! not apply, and files that are endless, missing or not what they claim.
//! Each gives a typed error or a valid result; none panics or hangs.

mod common;

use common::{check_error, corpus_file, exercise, root};
use shasm::driver::{Input, Options};
use shasm::{Error, Program};
use shasm_exec::ExecError;

/// The example programs, one per language, with names every `--set` here
/// may use.
const TGSI: &str = "examples/tgsi/transform.tgsi";
const NV_VP: &str = "examples/nv/vp/lighting.vp";
const NV_FP: &str = "examples/nv/fp/bump.fp";
const PICA: &str = "examples/pica/lighting.v.pica";
const PICA_GEOMETRY: &str = "examples/pica/sprite.g.pica";

fn input(file: &str) -> Input {
    let (name, bytes) = corpus_file(file);
    Input::new(name.as_str(), bytes.as_slice())
}

/// Load `file` with `options` (and the test budget unless they set one),
/// then run it: every step is `Ok` or a typed error that keeps the
/// diagnostics contract. Returns the first error, if any.
fn try_options(file: &str, mut options: Options) -> Result<(), Error> {
    options.budget = options.budget.or(Some(common::BUDGET));
    let input = input(file);
    let program = match Program::load(input.clone(), &options) {
        Ok(p) => p,
        Err(e) => {
            check_error(&e, &input);
            return Err(e);
        }
    };
    exercise(&program);
    let result = program.run().map(drop);
    if let Err(e) = &result {
        check_error(e, &input);
    }
    match program.bench(2) {
        Ok(b) => assert_eq!(b.invocations, 2),
        Err(e) => check_error(&e, &input),
    }
    result
}

/// A result in a line: the error's variant and the start of its message
/// (some messages quote 10,000-character values).
fn brief(result: &Result<(), Error>) -> String {
    match result {
        Ok(()) => "Ok".into(),
        Err(e) => {
            let message: String = e.to_string().chars().take(200).collect();
            let variant: String = format!("{e:?}")
                .chars()
                .take_while(|c| c.is_alphanumeric())
                .collect();
            format!("{variant}: {message}")
        }
    }
}

/// The variant of an error, by name.
fn kind(e: &Error) -> &'static str {
    match e {
        Error::TooLarge { .. } => "TooLarge",
        Error::Io { .. } => "Io",
        Error::Image { .. } => "Image",
        Error::BadOption { .. } => "BadOption",
        _ => "other",
    }
}

/// Options with these `--set` values, parsed as the command line parses
/// them (a malformed one is the parse's error).
fn with_sets(sets: &[String]) -> Result<Options, Error> {
    Ok(Options {
        sets: sets.iter().map(|s| s.parse()).collect::<Result<_, _>>()?,
        ..Options::default()
    })
}

/// Bump mapping with both its textures bound and `extra` sampler settings.
/// The `--texture` and `--sampler` strings go through the parser the
/// command line uses, whose errors are the library's.
fn bump_options(samplers: &[&str], sets: &[&str], quad: bool) -> Result<Options, Error> {
    let image = |name: &str| root().join("examples/nv/fp").join(name);
    let textures = shasm::textures::parse_texture_options(
        &[
            format!("0:2D={}", image("normal.png").display()),
            format!("1:2D={}", image("base.png").display()),
        ],
        &samplers.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
    )?;
    Ok(Options {
        textures,
        sets: sets.iter().map(|s| s.parse()).collect::<Result<_, _>>()?,
        quad,
        ..Options::default()
    })
}

/// `--set` takes at most 16 components (four registers of a matrix); the
/// API takes any number, and 10,000 fill 2,500 registers, past the end of
/// every file.
#[test]
fn ten_thousand_components() {
    let values = vec!["1"; 10_000].join(",");
    for (file, name) in [
        (TGSI, "CONST[0]"),
        (NV_VP, "c[0]"),
        (NV_FP, "p[0]"),
        (PICA, "projection"),
        (PICA, "c0"),
    ] {
        let set = format!("{name}={values}");
        match with_sets(&[set]).and_then(|o| try_options(file, o)) {
            Err(Error::BadValue { .. }) => {}
            other => panic!("{file} {name}: {}", brief(&other)),
        }
        let program = Program::load(input(file), &Options::default()).expect("example loads");
        let mut inputs = program.inputs().expect("inputs");
        match inputs.set(name, &[1.0; 10_000]) {
            // Values past the fourth fill the following registers, and
            // run past the last: a refused setting, never a panic.
            Err(
                Error::Environment { .. } | Error::UnknownName { .. } | Error::BadOption { .. },
            ) => {}
            Err(e) => panic!("{file} {name}: {e}"),
            Ok(_) => panic!("{file} {name}: 2,500 registers set"),
        }
        match inputs.set_words(name, &[0; 10_000]) {
            // Values past the fourth fill the following registers, and
            // run past the last: a refused setting, never a panic.
            Err(
                Error::Environment { .. } | Error::UnknownName { .. } | Error::BadOption { .. },
            ) => {}
            Err(e) => panic!("{file} {name}: {e}"),
            Ok(_) => panic!("{file} {name}: 2,500 registers set"),
        }
    }
}

/// Names and values 10,000 characters long are unknown names and bad
/// values.
#[test]
fn ten_thousand_character_names_and_values() {
    let long = "a".repeat(10_000);
    let digits = "9".repeat(10_000);
    for file in [TGSI, NV_VP, NV_FP, PICA] {
        for set in [
            format!("{long}=1"),
            format!("c[{digits}]=1"),
            format!("CONST[{digits}]=1"),
            format!("IN[0][{digits}]=1"),
        ] {
            match with_sets(&[set]).and_then(|o| try_options(file, o)) {
                Err(Error::UnknownName { .. } | Error::OutOfRange { .. }) => {}
                other => panic!("{file}: {}", brief(&other)),
            }
        }
        let bad_value = format!("{}={long}", first_name(file));
        match with_sets(&[bad_value]).and_then(|o| try_options(file, o)) {
            Err(Error::BadValue { .. }) => {}
            other => panic!("{file}: {}", brief(&other)),
        }
        // A float literal of 10,000 digits overflows to infinity; the
        // value is a number, so the assignment is taken.
        let huge = format!("{}={digits}", first_name(file));
        with_sets(&[huge])
            .and_then(|o| try_options(file, o))
            .unwrap_or_else(|e| panic!("{file}: {}", brief(&Err(e))));
    }
}

/// A name each example program has, with four float components.
fn first_name(file: &str) -> &'static str {
    match file {
        TGSI => "CONST[0]",
        NV_VP => "c[0]",
        NV_FP => "p[0]",
        _ => "v0",
    }
}

/// Sampler state of any value: NaN is refused (docs/cli.md); infinities,
/// values past f32 and inverted LOD ranges are state GL accepts
/// (TexParameterf takes any float), so the run must take them too, with
/// texture coordinates at the edges of the floats as well.
#[test]
fn non_finite_sampler_state() {
    for key in ["lod-bias", "min-lod", "max-lod"] {
        let nan = format!("0:{key}=nan");
        match bump_options(&[&nan], &[], false).and_then(|o| try_options(NV_FP, o)) {
            Err(Error::BadOption {
                option: "--sampler",
                ..
            }) => {}
            other => panic!("{nan}: {}", brief(&other)),
        }
        for value in ["inf", "-inf", "1e39", "-1e39", "3.4e38", "-0"] {
            let setting = format!("0:{key}={value}");
            for quad in [false, true] {
                bump_options(&[&setting, "0:mipmaps=on"], &[], quad)
                    .and_then(|o| try_options(NV_FP, o))
                    .unwrap_or_else(|e| panic!("{setting} (quad {quad}): {e}"));
            }
        }
    }
    let coordinates = [
        "f[TEX0]=inf,-inf,nan,1",
        "f[TEX0]=1e38,-1e38,3e38,-3e38",
        "f[TEX0]=0x7fffffff,0xff800000,0x00000001,0x80000000",
    ];
    for samplers in [
        &["0:min-lod=5", "0:max-lod=-5", "0:mipmaps=on"][..],
        &["0:lod-bias=inf", "0:mipmaps=on", "0:filter=linear"][..],
        &[
            "0:lod-bias=-inf",
            "0:min=linear-mipmap-linear",
            "0:mipmaps=on",
        ][..],
        &["0:border=inf,-inf,1e39,0", "0:wrap=clamp-to-border"][..],
        &["0:wrap=mirrored-repeat", "1:wrap=repeat", "0:filter=linear"][..],
        &["0:format=depth", "0:compare=lequal", "0:depth-mode=alpha"][..],
    ] {
        for set in coordinates {
            for quad in [false, true] {
                bump_options(samplers, &[set], quad)
                    .and_then(|o| try_options(NV_FP, o))
                    .unwrap_or_else(|e| panic!("{samplers:?} {set} (quad {quad}): {e}"));
            }
        }
    }
    for bad in [
        "0:border=nan,0,0,0",
        "0:depth=4294967296",
        "0:depth=4294967295", // a 2D texture has no depth
        "4294967295:filter=nearest",
        "99999999999999999999:filter=nearest",
        "0:filter=",
        "0:=",
        ":",
    ] {
        match bump_options(&[bad], &[], false).and_then(|o| try_options(NV_FP, o)) {
            Err(Error::BadOption { .. }) => {}
            other => panic!("{bad}: {}", brief(&other)),
        }
    }
}

/// Textures that are not there, are endless, are not PNGs, or bind units
/// the program does not sample.
#[test]
fn hostile_texture_files() {
    let fp = root().join(NV_FP);
    for (texture, ok) in [
        ("0:2D=/dev/zero".to_string(), "TooLarge"),
        ("0:2D=/nonexistent/x.png".to_string(), "Io"),
        ("0:2D=/".to_string(), "Io"),
        (format!("0:2D={}", fp.display()), "Image"),
        (format!("0:CUBE={}", fp.display()), "BadOption"),
        (format!("7:2D={}", fp.display()), "BadOption"),
        (format!("4294967295:2D={}", fp.display()), "BadOption"),
    ] {
        let options = shasm::textures::parse_texture_options(std::slice::from_ref(&texture), &[])
            .map(|textures| Options {
                textures,
                ..Options::default()
            });
        match options.and_then(|o| try_options(NV_FP, o)) {
            Err(e) if kind(&e) == ok => {}
            other => panic!("{texture}: {}", brief(&other)),
        }
    }
}

/// `--inputs` files that are endless, missing, a directory or not text.
#[test]
fn hostile_inputs_files() {
    for (path, ok) in [
        ("/dev/zero", "TooLarge"),
        ("/nonexistent/x.inputs", "Io"),
        ("/", "Io"),
    ] {
        let options = Options {
            inputs: Some(path.into()),
            ..Options::default()
        };
        match try_options(TGSI, options) {
            Err(e) if kind(&e) == ok => {}
            other => panic!("{path}: {}", brief(&other)),
        }
    }
    // A PNG is not text.
    let options = Options {
        inputs: Some(root().join("examples/nv/fp/base.png")),
        ..Options::default()
    };
    match try_options(TGSI, options) {
        Err(Error::Io { .. }) => {}
        other => panic!("PNG as inputs: {}", brief(&other)),
    }
}

/// `--entry` past the SHBIN's DVLEs, or naming what is not there.
#[test]
fn entry_points_that_are_not_there() {
    for entry in [
        "99999",
        "1",
        "18446744073709551616",
        "-1",
        "",
        "geometry",
        "nope",
    ] {
        let options = Options {
            entry: Some(entry.parse().unwrap()),
            ..Options::default()
        };
        match try_options(PICA, options) {
            Err(Error::BadOption {
                option: "--entry", ..
            }) => {}
            other => panic!("--entry {entry}: {}", brief(&other)),
        }
    }
    for entry in ["0", "geometry", "main"] {
        let options = Options {
            entry: Some(entry.parse().unwrap()),
            ..Options::default()
        };
        try_options(PICA_GEOMETRY, options).unwrap_or_else(|e| panic!("--entry {entry}: {e}"));
    }
    // A DVLE number past the end of a real multi-entry SHBIN.
    let options = Options {
        entry: Some(shasm::Entry::Index(2)),
        ..Options::default()
    };
    let (name, bytes) = corpus_file("particles_particle.vg.shbin");
    match Program::load(Input::new(name.as_str(), bytes.as_slice()), &options).map(drop) {
        Err(Error::BadOption {
            option: "--entry", ..
        }) => {}
        other => panic!("--entry 2 of two DVLEs: {}", brief(&other)),
    }
    match "f16".parse::<shasm::FloatModel>() {
        Err(e) => assert_eq!(e.known, ["f24", "f32"]),
        other => panic!("--float-model f16: {other:?}"),
    }
}

/// TrackMatrixNV's address must be a multiple of 4 inside the parameter
/// file (NV_vertex_program §2.14.7: INVALID_VALUE otherwise), its matrix
/// one GL has.
#[test]
fn tracked_matrices_out_of_range() {
    for track in [
        "c[4294967292]=MVP",
        "c[4294967295]=MVP",
        "c[4294967296]=MVP",
        "c[-4]=MVP",
        "c[3]=MVP",
        "c[256]=MVP",
        "c[0]=TEXTURE4294967295",
        "c[0]=MATRIX4294967295",
        "c[0]=MVP,NOPE",
        "c[0]",
        "c[]=MVP",
    ] {
        // Refused when parsed (`c[-4]`, `NOPE`) or when loaded (`c[3]`).
        let result = track.parse().and_then(|track| {
            try_options(
                NV_VP,
                Options {
                    tracks: vec![track],
                    ..Options::default()
                },
            )
        });
        match result {
            Err(Error::BadOption {
                option: "--track", ..
            }) => {}
            other => panic!("--track {track}: {}", brief(&other)),
        }
    }
}

/// Matrices of any float values are loaded as LoadMatrixf loads them; the
/// tracked inverse of a singular or non-finite matrix is whatever GL
/// computes, not a panic.
#[test]
fn non_finite_matrices() {
    for value in ["1e38", "nan", "inf", "-inf", "0", "0x00000001"] {
        let matrix = vec![value; 16].join(",");
        for how in ["IDENTITY", "INVERSE", "TRANSPOSE", "INVERSE_TRANSPOSE"] {
            let options = Options {
                matrices: vec![
                    format!("MODELVIEW={matrix}").parse().unwrap(),
                    format!("PROJECTION={matrix}").parse().unwrap(),
                ],
                tracks: vec![
                    format!("c[0]=MVP,{how}").parse().unwrap(),
                    format!("c[4]=MODELVIEW,{how}").parse().unwrap(),
                ],
                ..Options::default()
            };
            try_options(NV_VP, options).unwrap_or_else(|e| panic!("{value} {how}: {e}"));
        }
    }
    for matrix in [
        "MATRIX4294967295=1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1".to_string(),
        "TEXTURE99999=1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1".to_string(),
        "MODELVIEW=1,2,3".to_string(),
        format!("MODELVIEW={}", vec!["1"; 17].join(",")),
        "MODELVIEW=".to_string(),
        "=".to_string(),
    ] {
        let result = matrix.parse().and_then(|matrix| {
            try_options(
                NV_VP,
                Options {
                    matrices: vec![matrix],
                    ..Options::default()
                },
            )
        });
        match result {
            Err(Error::BadOption {
                option: "--matrix", ..
            }) => {}
            other => panic!("--matrix {matrix}: {}", brief(&other)),
        }
    }
}

/// A budget of 0 lets no instruction run: a program with instructions
/// fails with the budget error (TGSI and PICA200, whose runs stop with an
/// error at the budget); NV programs end as their specs say, or fail the
/// same way.
#[test]
fn zero_budget() {
    for file in [TGSI, PICA] {
        let options = Options {
            budget: Some(0),
            ..Options::default()
        };
        match try_options(file, options) {
            Err(Error::Run {
                source: ExecError::Budget(0),
                ..
            }) => {}
            other => panic!("{file}: {}", brief(&other)),
        }
    }
    for file in [NV_VP, NV_FP] {
        let options = Options {
            budget: Some(0),
            ..Options::default()
        };
        match try_options(file, options) {
            Ok(()) | Err(Error::Run { .. }) => {}
            other => panic!("{file}: {}", brief(&other)),
        }
    }
}

/// `--quad` runs fragments; other programs refuse it (docs: `--quad`).
#[test]
fn quad_on_programs_that_are_not_fragment_programs() {
    for file in [TGSI, NV_VP, PICA, PICA_GEOMETRY] {
        let options = Options {
            quad: true,
            ..Options::default()
        };
        match try_options(file, options) {
            Err(Error::BadOption {
                option: "--quad", ..
            }) => {}
            other => panic!("{file}: {}", brief(&other)),
        }
    }
    // A quad pixel past 3, and a pixel without --quad.
    for (set, quad) in [
        ("p[0]@4=1", true),
        ("p[0]@99999999999999999999=1", true),
        ("p[0]@0=1", false),
    ] {
        let options = Options {
            quad,
            sets: vec![set.parse().unwrap()],
            ..Options::default()
        };
        match try_options(NV_FP, options) {
            Err(Error::BadOption {
                option: "--set", ..
            }) => {}
            other => panic!("{set}: {}", brief(&other)),
        }
    }
}

/// An `--isa` shasm does not know.
#[test]
fn unknown_isa_name() {
    match "x".repeat(10_000).parse::<shasm::Isa>() {
        Err(e) => assert_eq!(e.known.len(), shasm::Isa::ALL.len()),
        other => panic!("{other:?}"),
    }
}
