//! `Program::interface()` for every ISA: what each program reads and
//! writes, with hand-written expectations from the languages' specs.

use shasm::interface::{Binding, ComponentType, Semantic, SemanticName, Variable};
use shasm::{File, Isa, Program, Stage, TextureTarget};

fn semantic(name: SemanticName, index: u32) -> Option<Semantic> {
    Some(Semantic { name, index })
}

/// (name, register, binding, semantic, type, size) of each variable.
type Row = (
    String,
    String,
    Binding,
    Option<Semantic>,
    ComponentType,
    u32,
);

fn rows(list: &[Variable]) -> Vec<Row> {
    list.iter()
        .map(|v| {
            (
                v.name.clone(),
                v.register.clone(),
                v.binding.clone(),
                v.semantic,
                v.ty,
                v.size,
            )
        })
        .collect()
}

fn row(
    name: &str,
    register: &str,
    binding: Binding,
    semantic: Option<Semantic>,
    ty: ComponentType,
    size: u32,
) -> Row {
    (name.into(), register.into(), binding, semantic, ty, size)
}

#[test]
fn tgsi_declarations_are_the_interface() {
    // Every DCL of IN, OUT, CONST and SAMP, with its semantic
    // (gallium/docs/source/tgsi.rst, "Declaration").
    let program = Program::from_text(
        "t.tgsi",
        "FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL CONST[0..3]
DCL TEMP[0]
DCL SAMP[2]
  0: TEX TEMP[0], IN[0], SAMP[2], CUBE
  1: MAD OUT[0], TEMP[0], CONST[0], CONST[3]
  2: END
",
    )
    .unwrap();
    assert_eq!(program.isa(), Isa::Tgsi);
    let i = program.interface();
    use Binding::Register;
    use ComponentType::Float;
    assert_eq!(
        rows(&i.inputs),
        [row(
            "IN[0]",
            "IN[0]",
            Register,
            semantic(SemanticName::Generic, 0),
            Float,
            1
        )]
    );
    assert_eq!(
        rows(&i.outputs),
        [row(
            "OUT[0]",
            "OUT[0]",
            Register,
            semantic(SemanticName::Color, 0),
            Float,
            1
        )]
    );
    assert_eq!(
        rows(&i.uniforms),
        [row("CONST[0]", "CONST[0]", Register, None, Float, 4)]
    );
    assert_eq!(i.textures.len(), 1);
    assert_eq!(i.textures[0].unit, 2);
    assert_eq!(i.textures[0].name, "SAMP[2]");
    assert_eq!(i.textures[0].targets, [TextureTarget::Cube]);
    assert!(!i.textures[0].shadow);
}

#[test]
fn nv_vertex_programs_expose_their_register_files() {
    // NV_vertex_program §2.14.1.2-4: 16 vertex attribute registers, 96
    // program parameters (VP1.x; 256 for VP2.0, NV_vertex_program2
    // §2.14.1.3) and the 15 result registers of Table X.3, plus VP2.0's
    // six clip distances (o[CLP0..5]).
    let vp1 = Program::from_text("a.vp", "!!VP1.0\nMOV o[HPOS], v[OPOS];\nEND\n").unwrap();
    let i = vp1.interface();
    use Binding::Register;
    use ComponentType::Float;
    assert_eq!(
        rows(&i.inputs),
        [row("v[0]", "v[0]", Register, None, Float, 16)]
    );
    assert_eq!(
        rows(&i.uniforms),
        [row("c[0]", "c[0]", Register, None, Float, 96)]
    );
    let outputs: Vec<&str> = i.outputs.iter().map(|v| v.name.as_str()).collect();
    assert_eq!(
        outputs,
        [
            "o[HPOS]", "o[COL0]", "o[COL1]", "o[BFC0]", "o[BFC1]", "o[FOGC]", "o[PSIZ]", "o[TEX0]",
            "o[TEX1]", "o[TEX2]", "o[TEX3]", "o[TEX4]", "o[TEX5]", "o[TEX6]", "o[TEX7]"
        ]
    );
    assert_eq!(i.outputs[0].semantic, semantic(SemanticName::Position, 0));
    assert_eq!(i.outputs[4].semantic, semantic(SemanticName::BColor, 1));
    assert_eq!(i.outputs[14].semantic, semantic(SemanticName::TexCoord, 7));
    let vp2 = Program::from_text("b.vp", "!!VP2.0\nMOV o[HPOS], v[OPOS];\nEND\n").unwrap();
    let i = vp2.interface();
    assert_eq!(i.uniforms[0].size, 256);
    assert_eq!(i.outputs.len(), 21);
    assert_eq!(i.outputs[20].name, "o[CLP5]");
    assert_eq!(i.outputs[20].semantic, semantic(SemanticName::ClipDist, 5));
}

#[test]
fn nv_fragment_programs_name_their_parameters() {
    // NV_fragment_program §3.11.1: the fragment attribute registers of
    // Table X.1 (f[WPOS], f[COL0], f[COL1], f[FOGC], f[TEX0..7]), 64
    // local parameters p[0..63] (§3.11.1.2), DECLAREd names, and texture
    // image units TEX0 to TEX15.
    let program = Program::from_text(
        "t.fp",
        "!!FP1.0
DECLARE tint = {1, 0, 0, 1};
TEX R0, f[TEX0], TEX3, 2D;
MULR o[COLR], R0, tint;
END
",
    )
    .unwrap();
    let i = program.interface();
    use ComponentType::Float;
    let inputs: Vec<&str> = i.inputs.iter().map(|v| v.name.as_str()).collect();
    assert_eq!(
        inputs,
        [
            "f[WPOS]", "f[COL0]", "f[COL1]", "f[FOGC]", "f[TEX0]", "f[TEX1]", "f[TEX2]", "f[TEX3]",
            "f[TEX4]", "f[TEX5]", "f[TEX6]", "f[TEX7]"
        ]
    );
    assert_eq!(i.inputs[0].semantic, semantic(SemanticName::Position, 0));
    assert_eq!(i.inputs[3].semantic, semantic(SemanticName::Fog, 0));
    assert_eq!(i.inputs[4].semantic, semantic(SemanticName::TexCoord, 0));
    assert_eq!(
        rows(&i.uniforms),
        [
            row("p[0]", "p[0]", Binding::Local(0), None, Float, 64),
            row("tint", "tint", Binding::Named, None, Float, 1),
        ]
    );
    assert_eq!(
        i.output("o[COLR]").unwrap().semantic,
        semantic(SemanticName::Color, 0)
    );
    assert_eq!(i.textures.len(), 1);
    assert_eq!(
        (i.textures[0].unit, i.textures[0].name.as_str()),
        (3, "TEX3")
    );
    assert_eq!(i.textures[0].targets, [TextureTarget::Tex2D]);
}

#[test]
fn arb_programs_bind_env_local_and_gl_state() {
    // ARB_vertex_program §2.14.1.x: program.env[n], program.local[n] and
    // state.* bindings; a PARAM array of state.matrix.mvp is its four rows.
    let program = Program::from_text(
        "t.vp",
        "!!ARBvp1.0
PARAM mvp[4] = { state.matrix.mvp };
PARAM scale = program.env[3];
PARAM bias = program.local[1];
PARAM diffuse = state.light[0].diffuse;
DP4 result.position.x, mvp[0], vertex.position;
MAD result.color, vertex.color, scale, bias;
MUL result.texcoord[1], vertex.texcoord[1], diffuse;
END
",
    )
    .unwrap();
    assert_eq!(program.isa(), Isa::ArbVertex);
    let i = program.interface();
    let names =
        |list: &[Variable]| -> Vec<String> { list.iter().map(|v| v.name.clone()).collect() };
    assert_eq!(
        names(&i.inputs),
        ["vertex.position", "vertex.color", "vertex.texcoord[1]"]
    );
    assert_eq!(i.inputs[0].semantic, semantic(SemanticName::Position, 0));
    assert_eq!(i.inputs[1].semantic, semantic(SemanticName::Color, 0));
    assert_eq!(i.inputs[2].semantic, semantic(SemanticName::TexCoord, 1));
    assert_eq!(
        names(&i.outputs),
        ["result.position", "result.color", "result.texcoord[1]"]
    );
    // The environment and local parameters are declared from 0 to the
    // highest the program reads (the arrays program.env[0..3] and
    // program.local[0..1]).
    let env = i.uniform("program.env[0]").unwrap();
    assert_eq!((env.binding.clone(), env.size), (Binding::Env(0), 4));
    let local = i.uniform("program.local[0]").unwrap();
    assert_eq!((local.binding.clone(), local.size), (Binding::Local(0), 2));
    for row in 0..4 {
        let name = format!("state.matrix.mvp.row[{row}]");
        let v = i.uniform(&name).unwrap_or_else(|| panic!("{name}"));
        match &v.binding {
            Binding::State(s) => assert_eq!(s.to_string(), name),
            other => panic!("{name}: {other:?}"),
        }
    }
    // A named PARAM of GL state keeps its name; the binding says which
    // state.
    let diffuse = i.uniform("diffuse").unwrap();
    match &diffuse.binding {
        Binding::State(s) => assert_eq!(s.to_string(), "state.light[0].diffuse"),
        other => panic!("{other:?}"),
    }
    assert!(i.textures.is_empty());
}

#[test]
fn arb_shadow_samplers_say_so() {
    // ARB_fragment_program_shadow: SHADOW2D samples the unit's 2D texture
    // with a depth comparison.
    let program = Program::from_text(
        "t.fp",
        "!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
TEX result.color, fragment.texcoord[0], texture[1], SHADOW2D;
END
",
    )
    .unwrap();
    let i = program.interface();
    assert_eq!(i.textures.len(), 1);
    assert_eq!(i.textures[0].unit, 1);
    assert_eq!(i.textures[0].targets, [TextureTarget::Tex2D]);
    assert!(i.textures[0].shadow);
}

#[test]
fn gp4_integer_variables_have_integer_types() {
    // NV_gpu_program4 §2.X.3.x: UINT and INT variables hold unsigned and
    // signed integers.
    let program = Program::from_text(
        "t.vp",
        "!!NVvp4.0
UINT ATTRIB ids = vertex.attrib[7];
INT ATTRIB offsets = vertex.attrib[6];
PARAM scale = program.local[2];
MOV result.position, vertex.position;
I2F.U result.color, ids;
I2F result.texcoord[0], offsets;
MUL result.texcoord[1], vertex.position, scale;
END
",
    )
    .unwrap();
    assert_eq!(program.isa(), Isa::Gp4Vertex);
    let i = program.interface();
    assert_eq!(i.input("vertex.attrib[7]").unwrap().ty, ComponentType::Uint);
    assert_eq!(i.input("vertex.attrib[6]").unwrap().ty, ComponentType::Int);
    assert_eq!(i.input("vertex.position").unwrap().ty, ComponentType::Float);
    let local = i.uniform("program.local[0]").unwrap();
    assert_eq!((local.binding.clone(), local.size), (Binding::Local(0), 3));
}

#[test]
fn gp4_geometry_programs_are_geometry_not_tgsi() {
    // `!!NVgp4.0` is NV_geometry_program4's program type: its inputs are
    // attributes of each input vertex, `vertex[K].NAME`.
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/gp4/point_sprite.gp"
    ))
    .unwrap();
    let program = Program::from_text("point_sprite.gp", &text).unwrap();
    assert_eq!(program.isa(), Isa::Gp4Geometry);
    assert_eq!(program.isa().name(), "nvgp4.0");
    assert_eq!(program.stage(), Stage::Geometry);
    let i = program.interface();
    let position = i.input("vertex[0].position").unwrap();
    assert_eq!(position.semantic, semantic(SemanticName::Position, 0));
    assert_eq!((position.file, position.dimension), (File::Input, Some(0)));
    assert_eq!(
        i.uniform("program.local[0]").unwrap().binding,
        Binding::Local(0)
    );
    let outputs: Vec<&str> = i.outputs.iter().map(|v| v.name.as_str()).collect();
    assert_eq!(
        outputs,
        ["result.position", "result.color", "result.texcoord[0]"]
    );
}

#[test]
fn pica_uniforms_are_named_ranges() {
    // picasso: `.fvec name[N]` takes N float registers from c0 up, `.in`
    // names an input register, `.out NAME SEMANTIC` gives an output its
    // semantic; i0-i3 are integer uniforms (four unsigned bytes), b0-b15
    // booleans.
    let program = Program::from_text(
        "t.v.pica",
        ".fvec projection[4], tint
.in inpos v0
.out outpos position
.out outclr color
.proc main
    dp4 outpos.x, projection[0], inpos
    mov outclr, tint
    end
.end
",
    )
    .unwrap();
    assert_eq!(program.isa(), Isa::Pica);
    let i = program.interface();
    let inpos = i.input("inpos").unwrap();
    assert_eq!(
        (inpos.register.as_str(), inpos.binding.clone()),
        ("v0", Binding::Named)
    );
    let projection = i.uniform("projection").unwrap();
    assert_eq!(projection.register, "c0");
    assert_eq!(projection.size, 4);
    assert_eq!(projection.binding, Binding::Named);
    let tint = i.uniform("tint").unwrap();
    assert_eq!((tint.register.as_str(), tint.size), ("c4", 1));
    assert_eq!(
        i.output("o0").unwrap().semantic,
        semantic(SemanticName::Position, 0)
    );
    assert_eq!(
        i.output("o1").unwrap().semantic,
        semantic(SemanticName::Color, 0)
    );
    let ints = i.uniform("i0").unwrap();
    assert_eq!((ints.ty, ints.size), (ComponentType::Uint, 4));
    let bools = i.uniform("b0").unwrap();
    assert_eq!((bools.ty, bools.size), (ComponentType::Bool, 16));
}

#[test]
fn any_element_of_an_env_or_local_range_finds_its_uniform() {
    // ARB_vertex_program §2.14.1.x / NV_gpu_program4 §2.X.3.3:
    // `program.env[a]` and `program.local[a]` bind single parameters of
    // the arrays the program reads; the interface lists each array once,
    // from 0 to the highest index read, and any element finds it.
    for (file, header) in [("t.vp", "!!ARBvp1.0"), ("t.gp4", "!!NVvp4.0")] {
        let text = format!(
            "{header}
PARAM scale = program.env[3];
PARAM l = program.local[5];
MUL result.color, vertex.color, scale;
MOV result.position, l;
END
"
        );
        let program = Program::from_text(file, &text).unwrap();
        let i = program.interface();
        let env = i.uniform("program.env[3]").expect("program.env[3]");
        assert_eq!(
            (env.binding.clone(), env.indices()),
            (Binding::Env(0), 0..4)
        );
        assert_eq!(env.element("program.env[3]"), Some(3));
        assert_eq!(env.ty, ComponentType::Float, "{file}");
        let local = i.uniform("program.local[5]").expect("program.local[5]");
        assert_eq!(
            (local.binding.clone(), local.indices()),
            (Binding::Local(0), 0..6)
        );
        assert_eq!(i.uniform("program.local[2]"), Some(local));
        // Past the range, or not a spelling of an element: nothing.
        assert_eq!(i.uniform("program.env[4]"), None, "{file}");
        assert_eq!(i.uniform("program.local[6]"), None, "{file}");
        assert_eq!(i.uniform("program.env[03]"), None, "{file}");
        assert_eq!(i.uniform("program.envx[3]"), None, "{file}");
        // Any text is a name that is not there, never a panic.
        for name in [
            "é5",
            "program.env[é3]",
            "ü",
            "",
            "9",
            "program.env[99999999999999999999]",
        ] {
            assert_eq!(i.uniform(name), None, "{file} {name}");
        }
    }
    // TGSI `DCL CONST[0..3]`: CONST[2] is its third register.
    let program = Program::from_text(
        "t.tgsi",
        "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL CONST[0..3]\n  0: MUL OUT[0], IN[0], CONST[2]\n  1: END\n",
    )
    .unwrap();
    let i = program.interface();
    let c = i.uniform("CONST[2]").expect("CONST[2]");
    assert_eq!((c.indices(), c.element("CONST[2]")), (0..4, Some(2)));
    assert_eq!(i.uniform("CONST[4]"), None);
}
