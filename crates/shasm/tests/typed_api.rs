//! The typed library API: option values parsed from their command-line
//! names (errors list the valid names), textures from memory, and the
//! error a wrong buffer length gives.

use shasm::options::{Compare, Filter, FloatModel, Profile, Sampler, TextureTarget, Wrap};
use shasm::{Error, Isa, Options, Program, Texture, TextureFile};

#[test]
fn option_names_parse_and_unknown_names_list_the_valid_ones() {
    assert_eq!("F32".parse::<FloatModel>(), Ok(FloatModel::F32));
    assert_eq!("geforce6".parse::<Profile>(), Ok(Profile::Geforce6));
    assert_eq!("2d".parse::<TextureTarget>(), Ok(TextureTarget::Tex2D));
    assert_eq!("nv-vp".parse::<Isa>(), Ok(Isa::NvVertex));
    assert_eq!(Isa::Gp4Geometry.to_string(), "nvgp4.0");
    let cases: [(String, &str); 7] = [
        (
            "f16".parse::<FloatModel>().unwrap_err().to_string(),
            "unknown float model `f16` (known: f24, f32)",
        ),
        (
            "nv40".parse::<Profile>().unwrap_err().to_string(),
            "unknown profile `nv40` (known: default, minimum, geforce6)",
        ),
        (
            "4D".parse::<TextureTarget>().unwrap_err().to_string(),
            "unknown texture target `4D` (known: 1D, 2D, 3D, CUBE, RECT, ARRAY1D, ARRAY2D, BUFFER)",
        ),
        (
            "cubic".parse::<Filter>().unwrap_err().to_string(),
            "unknown filter `cubic` (known: nearest, linear, nearest-mipmap-nearest, \
             linear-mipmap-nearest, nearest-mipmap-linear, linear-mipmap-linear)",
        ),
        (
            "clamp".parse::<Wrap>().unwrap_err().to_string(),
            "unknown wrap mode `clamp` (known: repeat, clamp-to-edge, mirrored-repeat, \
             clamp-to-border)",
        ),
        (
            "lt".parse::<Compare>().unwrap_err().to_string(),
            "unknown compare function `lt` (known: none, never, less, equal, lequal, greater, \
             notequal, gequal, always)",
        ),
        (
            "glsl".parse::<Isa>().unwrap_err().to_string(),
            "unknown ISA `glsl` (known: tgsi, arbvp1.0, arbfp1.0, nvvp4.0, nvfp4.0, nvgp4.0, \
             nv-fp, nv-vp, pica)",
        ),
    ];
    for (got, want) in cases {
        assert_eq!(got, want);
    }
    // The facade's error converts from the parse error.
    let e: Error = "x".parse::<FloatModel>().unwrap_err().into();
    assert!(matches!(e, Error::Name(_)));
}

/// Sample a 2D texture at texcoord[0], writing the texel to the colour.
const SAMPLE: &str = "!!ARBfp1.0
TEX result.color, fragment.texcoord[0], texture[0], 2D;
END
";

/// A 2x2 RGBA8 image: its four texels' bytes, row by row (the first row
/// first, as a PNG stores them).
const TEXELS: [u8; 16] = [
    255, 0, 0, 255, /**/ 0, 51, 0, 255, //
    0, 0, 102, 128, /**/ 10, 20, 30, 40,
];

fn nearest() -> Sampler {
    Sampler {
        filter: Some(Filter::Nearest),
        ..Sampler::default()
    }
}

fn write_png(path: &std::path::Path) {
    let file = std::fs::File::create(path).unwrap();
    let mut encoder = png::Encoder::new(file, 2, 2);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder
        .write_header()
        .unwrap()
        .write_image_data(&TEXELS)
        .unwrap();
}

/// The colour sampled at each texel centre (and one blended point), with
/// the texture bound per run from `texture` or, with `None`, from the
/// options' PNG file.
fn sample(options: &Options, texture: Option<&Texture>) -> Vec<[u32; 4]> {
    let program = Program::load(shasm::driver::Input::new("t.fp", SAMPLE), options).unwrap();
    let mut out = Vec::new();
    for st in [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
        [0.5, 0.5],
    ] {
        let mut inputs = program.inputs().unwrap();
        if let Some(t) = texture {
            inputs.bind_texture(0, t).unwrap();
        }
        inputs
            .set("fragment.texcoord[0]", &[st[0], st[1], 0.0, 1.0])
            .unwrap();
        out.push(
            program
                .run_with(&inputs)
                .unwrap()
                .find("result.color")
                .unwrap()
                .bits,
        );
    }
    out
}

#[test]
fn textures_from_memory_sample_as_the_same_png() {
    let dir = std::env::temp_dir().join(format!("shasm-typed-api-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("four.png");
    write_png(&path);
    for sampler in [nearest(), Sampler::default()] {
        let from_file = sample(
            &Options {
                textures: vec![TextureFile {
                    unit: 0,
                    target: TextureTarget::Tex2D,
                    path: path.clone(),
                    sampler: sampler.clone(),
                }],
                ..Options::default()
            },
            None,
        );
        let rgba8 = Texture::from_rgba8(TextureTarget::Tex2D, 2, 2, &TEXELS)
            .unwrap()
            .with_sampler(sampler.clone());
        assert_eq!(sample(&Options::default(), Some(&rgba8)), from_file);
        // The same texels as floats, k/255 (GL 3.8.1's conversion of
        // unsigned normalised bytes).
        let floats: Vec<f32> = TEXELS.iter().map(|&b| f32::from(b) / 255.0).collect();
        let f32s = Texture::from_f32(TextureTarget::Tex2D, 2, 2, &floats)
            .unwrap()
            .with_sampler(sampler.clone());
        assert_eq!(sample(&Options::default(), Some(&f32s)), from_file);
        if sampler.filter == Some(Filter::Nearest) {
            // Texel (0, 0) is the image's first row, first texel; t grows
            // with the rows (GL's image origin is the first row given).
            let expected = |k: usize| -> [u32; 4] {
                std::array::from_fn(|c| (f32::from(TEXELS[4 * k + c]) / 255.0).to_bits())
            };
            assert_eq!(from_file[0], expected(0));
            assert_eq!(from_file[1], expected(1));
            assert_eq!(from_file[2], expected(2));
            assert_eq!(from_file[3], expected(3));
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn memory_textures_check_their_length_target_and_unit() {
    let error = Texture::from_rgba8(TextureTarget::Tex2D, 2, 2, &TEXELS[..15]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "`rgba` holds 15 values; 16 expected (4 per texel)"
    );
    let error = Texture::from_f32(TextureTarget::Cube, 6, 1, &[0.0; 20]).unwrap_err();
    assert!(matches!(
        error,
        Error::BufferLength {
            buffer: "rgba",
            got: 20,
            expected: 24,
            ..
        }
    ));
    // Sizes whose texel count overflows are an error, not a panic.
    let error = Texture::from_rgba8(TextureTarget::Tex2D, u32::MAX, u32::MAX, &TEXELS).unwrap_err();
    assert!(matches!(
        error,
        Error::BufferLength {
            got: 16,
            expected: usize::MAX,
            ..
        }
    ));
    let program = Program::from_text("t.fp", SAMPLE).unwrap();
    let mut inputs = program.inputs().unwrap();
    let texture = Texture::from_rgba8(TextureTarget::Tex2D, 2, 2, &TEXELS).unwrap();
    let error = inputs.bind_texture(1, &texture).unwrap_err();
    assert_eq!(
        error.to_string(),
        "--texture `1:2D`: the program does not sample texture unit 1 (it samples SAMP[0] as 2D)"
    );
    let cube = Texture::from_rgba8(TextureTarget::Cube, 6, 1, &[0; 24]).unwrap();
    let error = inputs.bind_texture(0, &cube).unwrap_err();
    assert_eq!(
        error.to_string(),
        "--texture `0:CUBE`: the program samples unit 0 as 2D, not CUBE"
    );
    // Three slices do not divide an image two rows high.
    let rect = Texture::from_rgba8(TextureTarget::Tex3D, 2, 2, &TEXELS)
        .unwrap()
        .with_sampler(Sampler {
            depth: Some(3),
            ..Sampler::default()
        });
    let program3d = Program::from_text(
        "t3.fp",
        "!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[0], 3D;\nEND\n",
    )
    .unwrap();
    let error = program3d
        .inputs()
        .unwrap()
        .bind_texture(0, &rect)
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "texture unit 0: a 3D texture of depth 3 needs the image height (2) to be a multiple of it"
    );
}

#[test]
fn pica_reports_give_cmp_and_address_registers_as_data() {
    // PICA200_shader_instruction_set.md, "CMP": cmp.x = c0.x > v0.x,
    // cmp.y = c0.y < v0.y; "MOVA": a0.x and a0.y take the integer parts.
    let program = Program::from_text(
        "cmp.v.pica",
        ".proc main
	cmp c0, gt, lt, v0
	mova a0.xy, v0
	mov o0, c0
	end
.end
",
    )
    .unwrap();
    let mut inputs = program.inputs().unwrap();
    inputs.set("c0", &[1.0, 1.0, 1.0, 1.0]).unwrap();
    inputs.set("v0", &[3.0, 2.0, 0.0, 0.0]).unwrap();
    let report = program.run_with(&inputs).unwrap();
    // 1 > 3 is false, 1 < 2 is true.
    assert_eq!(report.cmp, Some([false, true]));
    assert_eq!(report.address.len(), 1);
    assert_eq!(report.address[0].name, "a0");
    assert_eq!(report.address[0].values, [3, 2]);
    assert!(!report.address[0].scalar);
    // The JSON the command line prints holds the same.
    let json = report.to_json();
    assert_eq!(json["cmp"], serde_json::json!([false, true]));
    assert_eq!(json["address"], serde_json::json!({ "a0": [3, 2] }));
}

#[test]
fn gp4_reports_give_integer_registers_as_integers() {
    // NV_gpu_program4: a UINT variable holds unsigned integers, an INT one
    // two's complement (-1 reads as -1, not 4294967295).
    let program = Program::from_text(
        "ints.vp",
        "!!NVvp4.0
UINT TEMP u;
INT TEMP s;
MOV.U u, {4294967295, 1, 2, 3};
MOV.S s, {-1, 1, 2, 3};
MOV result.position, vertex.position;
END
",
    )
    .unwrap();
    let report = program.run_with(&program.inputs().unwrap()).unwrap();
    use shasm::report::IntegerValues;
    let find = |name: &str| {
        report
            .integers
            .iter()
            .find(|r| r.name == name)
            .unwrap()
            .values
    };
    assert_eq!(find("u"), IntegerValues::Unsigned([u32::MAX, 1, 2, 3]));
    assert_eq!(find("s"), IntegerValues::Signed([-1, 1, 2, 3]));
}

/// An NV vertex program reading the four rows of a tracked matrix.
const TRACKED_VP: &str = "!!VP1.0
DP4 o[HPOS].x, c[0], v[OPOS];
DP4 o[HPOS].y, c[1], v[OPOS];
DP4 o[HPOS].z, c[2], v[OPOS];
DP4 o[HPOS].w, c[3], v[OPOS];
DP4 o[COL0].x, c[4], v[OPOS];
END
";

fn hpos(program: &Program, inputs: &shasm::Inputs<'_>) -> [f32; 4] {
    program
        .run_with(inputs)
        .unwrap()
        .find("o[HPOS]")
        .unwrap()
        .floats()
}

#[test]
fn tracks_and_matrices_are_typed_values() {
    use shasm::options::{Matrix, MatrixTransform, MatrixValue, Track, TrackedMatrix};
    // The command line's spellings parse into the values and print back.
    let track: Track = "c[4]=TEXTURE1,INVERSE_TRANSPOSE".parse().unwrap();
    assert_eq!(
        track,
        Track {
            register: 4,
            matrix: TrackedMatrix::TextureUnit(1),
            transform: MatrixTransform::InverseTranspose,
        }
    );
    assert_eq!(track.to_string(), "c[4]=TEXTURE1,INVERSE_TRANSPOSE");
    // TRANSFORM defaults to IDENTITY (TrackMatrixNV's usual argument).
    let track: Track = "c[8]=MVP".parse().unwrap();
    assert_eq!(track.transform, MatrixTransform::Identity);
    let m: MatrixValue = "MATRIX2=1,0,0,0,0,1,0,0,0,0,1,0,0x3f800000,2,3,1"
        .parse()
        .unwrap();
    assert_eq!(m.matrix, Matrix::Program(2));
    assert_eq!(m.columns[12..], [1.0, 2.0, 3.0, 1.0]);
    // The same messages as when they were strings.
    match "c[0]=MVP,SIDEWAYS".parse::<Track>() {
        Err(Error::BadOption {
            option: "--track",
            reason,
            ..
        }) => assert!(reason.contains("TRANSFORM one of IDENTITY"), "{reason}"),
        other => panic!("{other:?}"),
    }
    match "MODELVIEW=1,2,3".parse::<MatrixValue>() {
        Err(Error::BadOption {
            option: "--matrix",
            reason,
            ..
        }) => assert_eq!(
            reason,
            "--matrix MODELVIEW: give 16 values (column-major, as LoadMatrixf), not 3"
        ),
        other => panic!("{other:?}"),
    }
}

#[test]
fn nv_tracked_matrices_change_per_run_without_reloading() {
    use shasm::options::{MatrixValue, Track};
    // NV_vertex_program §2.14.7: a tracked matrix is copied into the
    // parameters at TrackMatrixNV and on every later change of the matrix.
    let options = Options {
        tracks: vec!["c[0]=MODELVIEW,IDENTITY".parse().unwrap()],
        ..Options::default()
    };
    let program = Program::load(shasm::driver::Input::new("t.vp", TRACKED_VP), &options).unwrap();
    let mut inputs = program.inputs().unwrap();
    inputs.set("v[OPOS]", &[1.0, 2.0, 3.0, 1.0]).unwrap();
    // GL's initial modelview is the identity.
    assert_eq!(hpos(&program, &inputs), [1.0, 2.0, 3.0, 1.0]);
    // LoadMatrixf of a scale by 2 (column-major): the tracked rows follow.
    let scale: MatrixValue = "MODELVIEW=2,0,0,0,0,2,0,0,0,0,2,0,0,0,0,1".parse().unwrap();
    inputs.load_matrix(&scale).unwrap();
    assert_eq!(hpos(&program, &inputs), [2.0, 4.0, 6.0, 1.0]);
    // TRANSPOSE: the rows are the columns; the last row of the transposed
    // translation matrix is (tx, ty, tz, 1).
    let translate: MatrixValue = "MODELVIEW=1,0,0,0,0,1,0,0,0,0,1,0,10,20,30,1"
        .parse()
        .unwrap();
    inputs.load_matrix(&translate).unwrap();
    assert_eq!(hpos(&program, &inputs), [11.0, 22.0, 33.0, 1.0]);
    inputs
        .track_matrix(&"c[0]=MODELVIEW,TRANSPOSE".parse::<Track>().unwrap())
        .unwrap();
    assert_eq!(hpos(&program, &inputs), [1.0, 2.0, 3.0, 141.0]);
    // Other inputs made from the program are not changed.
    let mut fresh = program.inputs().unwrap();
    fresh.set("v[OPOS]", &[1.0, 2.0, 3.0, 1.0]).unwrap();
    assert_eq!(hpos(&program, &fresh), [1.0, 2.0, 3.0, 1.0]);
    // A second tracked matrix, c[4], and an address GL refuses.
    inputs
        .track_matrix(&"c[4]=PROJECTION".parse::<Track>().unwrap())
        .unwrap();
    let color = program.run_with(&inputs).unwrap();
    assert_eq!(color.find("o[COL0]").unwrap().floats()[0], 1.0);
    match inputs.track_matrix(&"c[2]=MVP".parse::<Track>().unwrap()) {
        Err(Error::BadOption {
            option: "--track", ..
        }) => {}
        other => panic!("c[2] is not a multiple of 4: {other:?}"),
    }
    // The refused call changed nothing.
    assert_eq!(hpos(&program, &inputs), [1.0, 2.0, 3.0, 141.0]);
    // Programs of other languages have no tracking.
    let tgsi = Program::from_text(
        "t.tgsi",
        "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\n  0: MOV OUT[0], IN[0]\n  1: END\n",
    )
    .unwrap();
    let mut tgsi_inputs = tgsi.inputs().unwrap();
    assert!(matches!(
        tgsi_inputs.load_matrix(&scale),
        Err(Error::Unsupported { .. })
    ));
    // ARB programs read the matrix through `state.matrix.modelview`
    // (ARB_vertex_program, "Matrix Property Bindings": row 0 of the
    // scale by 2 is (2, 0, 0, 0)).
    let arb = Program::from_text(
        "t.vp",
        "!!ARBvp1.0\nMOV result.position, state.matrix.modelview.row[0];\nEND\n",
    )
    .unwrap();
    let mut arb_inputs = arb.inputs().unwrap();
    arb_inputs.load_matrix(&scale).unwrap();
    let report = arb.run_with(&arb_inputs).unwrap();
    assert_eq!(
        report.find("result.position").unwrap().floats(),
        [2.0, 0.0, 0.0, 0.0]
    );
}

#[test]
fn sets_and_vertices_are_typed_values() {
    use shasm::options::{Set, Values, VertexSet};
    // Floats, words and the command line's text set the same registers.
    let tgsi = "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL CONST[0..1]\n  0: ADD OUT[0], IN[0], CONST[0]\n  1: ADD OUT[0], OUT[0], CONST[1]\n  2: END\n";
    let options = Options {
        sets: vec![
            Set::floats("IN[0]", &[1.0, 2.0, 3.0, 1.0]),
            Set::words("CONST[0]", &[0x3f80_0000, 0, 0, 0]),
            "CONST[1]=0,0.5,0,-1".parse().unwrap(),
        ],
        ..Options::default()
    };
    let program = Program::load(shasm::driver::Input::new("t.tgsi", tgsi), &options).unwrap();
    let report = program.run().unwrap();
    assert_eq!(report.outputs[0].floats(), [2.0, 2.5, 3.0, 0.0]);
    // A float NaN keeps its payload (it is set as its word).
    let nan = f32::from_bits(0x7fc0_1234);
    assert_eq!(Set::floats("c[0]", &[nan]).to_string(), "c[0]=0x7fc01234");
    // The command line's errors, typed as before.
    assert!(matches!("c[0]".parse::<Set>(), Err(Error::BadValue { .. })));
    assert_eq!(
        "c[0] = 1, 2".parse::<Set>().unwrap(),
        Set {
            target: "c[0]".into(),
            values: Values::Text("1,2".into())
        }
    );
    match "x:vertex.position=1".parse::<VertexSet>() {
        Err(Error::BadOption {
            option: "--vertex",
            reason,
            ..
        }) => assert_eq!(reason, "K in K:NAME=VALUES must be an input vertex number"),
        other => panic!("{other:?}"),
    }
    // Malformed values are errors, never panics.
    for text in [
        "",
        ":",
        "1:",
        "1:=",
        "1: =1",
        "1:é",
        "1:é=",
        "é:x=1",
        "4294967296:x=1",
    ] {
        assert!(text.parse::<VertexSet>().is_err(), "{text}");
    }
    for text in ["", "=", "é", "x=", "x=1,,2"] {
        assert!(text.parse::<Set>().is_err(), "{text}");
    }
    // An integer register refuses floats (tgsi.rst: SV INSTANCEID is an
    // integer), as Inputs::set does; words and integer text it takes.
    let sv = "VERT\nDCL SV[0], INSTANCEID\nDCL OUT[0], POSITION\n  0: MOV OUT[0], SV[0].xxxx\n  1: END\n";
    let run = |set: Set| {
        let options = Options {
            sets: vec![set],
            ..Options::default()
        };
        Program::load(shasm::driver::Input::new("sv.tgsi", sv), &options)
            .and_then(|p| p.run())
            .map(|r| r.outputs[0].bits[0])
    };
    assert!(matches!(
        run(Set::floats("SV[0]", &[3.0])),
        Err(Error::BadValue { .. })
    ));
    assert_eq!(run(Set::words("SV[0]", &[3])).unwrap(), 3);
    assert_eq!(run("SV[0]=3".parse().unwrap()).unwrap(), 3);
}
