//! Each expected value comes from the spec's formula for the binding
//! (ARB_vertex_program §2.14.3.2, Tables X.3.2 to X.3.8;
//! ARB_fragment_program Tables X.2.4 to X.2.6) and GL's initial state
//! (OpenGL 2.0 §6.2), computed by hand; the inputs are chosen so the
//! results are exact in f32.

use super::*;

const LIGHTS: u32 = StateLimits::DEFAULT.lights;
const UNITS: u32 = StateLimits::DEFAULT.texture_units;

fn value(s: &GlState, b: StateBinding) -> [f32; 4] {
    match s.value(&b) {
        Ok(v) => v,
        Err(e) => panic!("{b}: {e}"),
    }
}

fn light(light: u32, property: LightProperty) -> StateBinding {
    StateBinding::Light { light, property }
}

fn material(face: Face, property: MaterialProperty) -> StateBinding {
    StateBinding::Material { face, property }
}

fn product(light: u32, face: Face, property: ProductProperty) -> StateBinding {
    StateBinding::LightProduct {
        light,
        face,
        property,
    }
}

fn row(matrix: Matrix, form: MatrixForm, row: u8) -> StateBinding {
    StateBinding::MatrixRow { matrix, form, row }
}

/// A matrix written as its rows, stored column-major as the GL keeps it.
fn from_rows(rows: [[f32; 4]; 4]) -> Mat4 {
    std::array::from_fn(|i| rows[i % 4][i / 4])
}

fn rows_of(s: &GlState, matrix: Matrix, form: MatrixForm) -> [[f32; 4]; 4] {
    std::array::from_fn(|r| value(s, row(matrix, form, r as u8)))
}

const IDENTITY_ROWS: [[f32; 4]; 4] = [
    [1.0, 0.0, 0.0, 0.0],
    [0.0, 1.0, 0.0, 0.0],
    [0.0, 0.0, 1.0, 0.0],
    [0.0, 0.0, 0.0, 1.0],
];

const FACES: [Face; 2] = [Face::Front, Face::Back];
const FORMS: [MatrixForm; 4] = [
    MatrixForm::Plain,
    MatrixForm::Inverse,
    MatrixForm::Transpose,
    MatrixForm::InverseTranspose,
];

// ---- initial state ----

#[test]
fn initial_materials_of_both_faces() {
    // "Lighting" state table; shininess binds as (s, 0, 0, 1).
    let s = GlState::default();
    for face in FACES {
        let m = |p| value(&s, material(face, p));
        assert_eq!(m(MaterialProperty::Ambient), [0.2, 0.2, 0.2, 1.0]);
        assert_eq!(m(MaterialProperty::Diffuse), [0.8, 0.8, 0.8, 1.0]);
        assert_eq!(m(MaterialProperty::Specular), [0.0, 0.0, 0.0, 1.0]);
        assert_eq!(m(MaterialProperty::Emission), [0.0, 0.0, 0.0, 1.0]);
        assert_eq!(m(MaterialProperty::Shininess), [0.0, 0.0, 0.0, 1.0]);
    }
}

#[test]
fn initial_lights() {
    // "Lighting (cont.)": only light 0 is white; attenuation binds as
    // (1, 0, 0, exponent 0), spot direction as (0, 0, -1, cos 180° = -1).
    let s = GlState::default();
    for n in 0..LIGHTS {
        let l = |p| value(&s, light(n, p));
        let colour = if n == 0 {
            [1.0; 4]
        } else {
            [0.0, 0.0, 0.0, 1.0]
        };
        assert_eq!(l(LightProperty::Ambient), [0.0, 0.0, 0.0, 1.0]);
        assert_eq!(l(LightProperty::Diffuse), colour, "light {n}");
        assert_eq!(l(LightProperty::Specular), colour, "light {n}");
        assert_eq!(l(LightProperty::Position), [0.0, 0.0, 1.0, 0.0]);
        assert_eq!(l(LightProperty::Attenuation), [1.0, 0.0, 0.0, 0.0]);
        assert_eq!(l(LightProperty::SpotDirection), [0.0, 0.0, -1.0, -1.0]);
        // P = (0, 0, 1); P + (0, 0, 1) = (0, 0, 2), normalised (0, 0, 1).
        assert_eq!(l(LightProperty::Half), [0.0, 0.0, 1.0, 1.0]);
    }
}

#[test]
fn initial_light_model_and_scene_colour() {
    let s = GlState::default();
    assert_eq!(
        value(&s, StateBinding::LightModelAmbient),
        [0.2, 0.2, 0.2, 1.0]
    );
    // a_cs * a_cm + e_cm = 0.2 * 0.2 + 0 (the f32 product, rounded once:
    // an f32 multiply rounds the exact product the same way); w is the
    // diffuse alpha, 1.
    let c = 0.2f32 * 0.2f32;
    for face in FACES {
        assert_eq!(
            value(&s, StateBinding::LightModelSceneColor { face }),
            [c, c, c, 1.0]
        );
    }
}

#[test]
fn initial_light_products() {
    // Light colour × material colour; w = the material's alpha.
    let s = GlState::default();
    for face in FACES {
        assert_eq!(
            value(&s, product(0, face, ProductProperty::Ambient)),
            [0.0, 0.0, 0.0, 1.0]
        );
        assert_eq!(
            value(&s, product(0, face, ProductProperty::Diffuse)),
            [0.8, 0.8, 0.8, 1.0]
        );
        assert_eq!(
            value(&s, product(0, face, ProductProperty::Specular)),
            [0.0, 0.0, 0.0, 1.0]
        );
        assert_eq!(
            value(&s, product(5, face, ProductProperty::Diffuse)),
            [0.0, 0.0, 0.0, 1.0]
        );
    }
}

#[test]
fn initial_texgen_planes_and_texture_environment() {
    // "Texture Environment and Generation".
    let s = GlState::default();
    let expected = [
        (TexCoord::S, [1.0, 0.0, 0.0, 0.0]),
        (TexCoord::T, [0.0, 1.0, 0.0, 0.0]),
        (TexCoord::R, [0.0; 4]),
        (TexCoord::Q, [0.0; 4]),
    ];
    for unit in 0..UNITS {
        for space in [TexGenSpace::Eye, TexGenSpace::Object] {
            for (coord, plane) in expected {
                assert_eq!(
                    value(&s, StateBinding::TexGen { unit, space, coord }),
                    plane
                );
            }
        }
        assert_eq!(value(&s, StateBinding::TexEnvColor { unit }), [0.0; 4]);
    }
}

#[test]
fn initial_fog_clip_point_and_depth() {
    let s = GlState::default();
    assert_eq!(value(&s, StateBinding::FogColor), [0.0; 4]);
    // (density 1, start 0, end 1, 1/(1 - 0)).
    assert_eq!(value(&s, StateBinding::FogParams), [1.0, 0.0, 1.0, 1.0]);
    for plane in 0..6 {
        assert_eq!(value(&s, StateBinding::ClipPlane { plane }), [0.0; 4]);
    }
    assert_eq!(
        value(&s, StateBinding::PointSize),
        [1.0, 0.0, MAX_POINT_SIZE, 1.0]
    );
    assert_eq!(
        value(&s, StateBinding::PointAttenuation),
        [1.0, 0.0, 0.0, 1.0]
    );
    // (near 0, far 1, far - near, 1).
    assert_eq!(value(&s, StateBinding::DepthRange), [0.0, 1.0, 1.0, 1.0]);
}

#[test]
fn initial_matrices_are_the_identity_in_every_form() {
    let s = GlState::default();
    let l = StateLimits::DEFAULT;
    let mut matrices = vec![Matrix::Projection, Matrix::Mvp];
    matrices.extend((0..l.modelview_matrices).map(Matrix::ModelView));
    matrices.extend((0..l.texture_units).map(Matrix::Texture));
    matrices.extend((0..l.program_matrices).map(Matrix::Program));
    matrices.extend((0..l.palette_matrices).map(Matrix::Palette));
    for m in matrices {
        for form in FORMS {
            assert_eq!(rows_of(&s, m, form), IDENTITY_ROWS, "{m:?} {form:?}");
        }
    }
}

// ---- derived state ----

#[test]
fn light_product_multiplies_per_component_and_takes_the_material_alpha() {
    let mut s = GlState::default();
    s.set(&light(2, LightProperty::Specular), [0.5, 2.0, -1.0, 0.25])
        .unwrap();
    s.set(
        &material(Face::Back, MaterialProperty::Specular),
        [0.5, 0.75, 3.0, 0.125],
    )
    .unwrap();
    assert_eq!(
        value(&s, product(2, Face::Back, ProductProperty::Specular)),
        [0.25, 1.5, -3.0, 0.125]
    );
    // The front material is untouched: (0, 0, 0, 1) times the light.
    assert_eq!(
        value(&s, product(2, Face::Front, ProductProperty::Specular)),
        [0.0, 0.0, -0.0, 1.0]
    );
}

#[test]
fn scene_colour_is_ambient_times_material_ambient_plus_emission() {
    let mut s = GlState::default();
    s.set(&StateBinding::LightModelAmbient, [0.5, 0.25, 1.0, 0.75])
        .unwrap();
    let back = |p| material(Face::Back, p);
    s.set(&back(MaterialProperty::Ambient), [0.5, 0.5, 0.25, 0.5])
        .unwrap();
    s.set(&back(MaterialProperty::Emission), [0.125, 0.0, 0.5, 0.5])
        .unwrap();
    s.set(&back(MaterialProperty::Diffuse), [0.0, 0.0, 0.0, 0.375])
        .unwrap();
    // (0.5*0.5 + 0.125, 0.25*0.5 + 0, 1*0.25 + 0.5, diffuse alpha).
    assert_eq!(
        value(&s, StateBinding::LightModelSceneColor { face: Face::Back }),
        [0.375, 0.125, 0.75, 0.375]
    );
    // Front: 0.5*0.2, 0.25*0.2, 1*0.2 (each one rounding of the exact
    // product, as an f32 multiply gives), w = 1.
    assert_eq!(
        value(&s, StateBinding::LightModelSceneColor { face: Face::Front }),
        [0.5 * 0.2f32, 0.25 * 0.2f32, 0.2, 1.0]
    );
}

#[test]
fn half_vector_of_directional_and_local_lights() {
    let mut s = GlState::default();
    let half = |s: &GlState| value(s, light(1, LightProperty::Half));
    let position = light(1, LightProperty::Position);
    // Directional light towards (24, 0, -7): P = (0.96, 0, -0.28);
    // P + (0, 0, 1) = (0.96, 0, 0.72), length 1.2, so h = (0.8, 0, 0.6).
    s.set(&position, [24.0, 0.0, -7.0, 0.0]).unwrap();
    assert_eq!(half(&s), [0.8, 0.0, 0.6, 1.0]);
    // A local light at (48, 0, -14, 2) is the point (24, 0, -7): the same.
    s.set(&position, [48.0, 0.0, -14.0, 2.0]).unwrap();
    assert_eq!(half(&s), [0.8, 0.0, 0.6, 1.0]);
    // w = -1 turns the point round: (-24, 0, 7, -1) is (24, 0, -7) too
    // (Mesa, which ignores w, would normalise (-24, 0, 7) instead).
    s.set(&position, [-24.0, 0.0, 7.0, -1.0]).unwrap();
    assert_eq!(half(&s), [0.8, 0.0, 0.6, 1.0]);
    // Directional light along +x: (1, 0, 1) / sqrt(2).
    s.set(&position, [3.0, 0.0, 0.0, 0.0]).unwrap();
    let c = std::f64::consts::FRAC_1_SQRT_2 as f32;
    assert_eq!(half(&s), [c, 0.0, c, 1.0]);
    // Degenerate: P = (0, 0, -1) makes P + (0, 0, 1) zero, which
    // normalises to zero.
    s.set(&position, [0.0, 0.0, -5.0, 0.0]).unwrap();
    assert_eq!(half(&s), [0.0, 0.0, 0.0, 1.0]);
    // A light at the eye: P is zero, so h = (0, 0, 1).
    s.set(&position, [0.0, 0.0, 0.0, 1.0]).unwrap();
    assert_eq!(half(&s), [0.0, 0.0, 1.0, 1.0]);
}

#[test]
fn fog_params_w_is_one_over_end_minus_start() {
    let mut s = GlState::default();
    s.fog_mut().start = 2.0;
    s.fog_mut().end = 6.0;
    assert_eq!(value(&s, StateBinding::FogParams), [1.0, 2.0, 6.0, 0.25]);
    s.fog_mut().start = 4.0;
    s.fog_mut().end = 2.0;
    assert_eq!(value(&s, StateBinding::FogParams), [1.0, 4.0, 2.0, -0.5]);
    // end = start: 1, as Mesa gives, rather than a division by zero.
    s.fog_mut().end = 4.0;
    assert_eq!(value(&s, StateBinding::FogParams), [1.0, 4.0, 4.0, 1.0]);
}

#[test]
fn mvp_is_projection_times_modelview_zero() {
    // P scales x by 2, M0 translates x by 1. P × M0 maps x to 2(x + 1):
    // row 0 is (2, 0, 0, 2). (M0 × P would map x to 2x + 1: (2, 0, 0, 1).)
    let mut s = GlState::default();
    let scale = from_rows([
        [2.0, 0.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ]);
    let translate = from_rows([
        [1.0, 0.0, 0.0, 1.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ]);
    s.set_matrix(Matrix::Projection, scale).unwrap();
    s.set_matrix(Matrix::ModelView(0), translate).unwrap();
    // Modelview 1 is not part of mvp.
    s.set_matrix(Matrix::ModelView(1), scale).unwrap();
    assert_eq!(
        rows_of(&s, Matrix::Mvp, MatrixForm::Plain),
        [
            [2.0, 0.0, 0.0, 2.0],
            [0.0, 1.0, 0.0, 0.0],
            [0.0, 0.0, 1.0, 0.0],
            [0.0, 0.0, 0.0, 1.0],
        ]
    );
    // Its transpose's row 3 is its column 3.
    assert_eq!(
        value(&s, row(Matrix::Mvp, MatrixForm::Transpose, 3)),
        [2.0, 0.0, 0.0, 1.0]
    );
    // The inverse maps x to x/2 - 1.
    assert_eq!(
        value(&s, row(Matrix::Mvp, MatrixForm::Inverse, 0)),
        [0.5, 0.0, 0.0, -1.0]
    );
}

#[test]
fn inverse_and_invtrans_of_scale_and_translate() {
    // M scales by (2, 4, 8) then translates by (1, 2, 3): x' = 2x + 1, ...
    // M⁻¹: x = (x' - 1)/2, y = (y' - 2)/4, z = (z' - 3)/8.
    let mut s = GlState::default();
    let m = from_rows([
        [2.0, 0.0, 0.0, 1.0],
        [0.0, 4.0, 0.0, 2.0],
        [0.0, 0.0, 8.0, 3.0],
        [0.0, 0.0, 0.0, 1.0],
    ]);
    s.set_matrix(Matrix::Program(3), m).unwrap();
    let inverse = [
        [0.5, 0.0, 0.0, -0.5],
        [0.0, 0.25, 0.0, -0.5],
        [0.0, 0.0, 0.125, -0.375],
        [0.0, 0.0, 0.0, 1.0],
    ];
    assert_eq!(
        rows_of(&s, Matrix::Program(3), MatrixForm::Inverse),
        inverse
    );
    assert_eq!(
        rows_of(&s, Matrix::Program(3), MatrixForm::InverseTranspose),
        [
            [0.5, 0.0, 0.0, 0.0],
            [0.0, 0.25, 0.0, 0.0],
            [0.0, 0.0, 0.125, 0.0],
            [-0.5, -0.5, -0.375, 1.0],
        ]
    );
}

#[test]
fn rows_and_transpose_of_a_column_major_matrix() {
    // Loaded column-major {1,5,9,13, 2,6,10,14, ...}: row r is
    // (4r+1 .. 4r+4); transpose row r is column r.
    let mut s = GlState::default();
    let m: Mat4 = [
        1.0, 5.0, 9.0, 13.0, 2.0, 6.0, 10.0, 14.0, 3.0, 7.0, 11.0, 15.0, 4.0, 8.0, 12.0, 16.0,
    ];
    s.set_matrix(Matrix::Texture(5), m).unwrap();
    let t = |form, r| value(&s, row(Matrix::Texture(5), form, r));
    assert_eq!(t(MatrixForm::Plain, 0), [1.0, 2.0, 3.0, 4.0]);
    assert_eq!(t(MatrixForm::Plain, 2), [9.0, 10.0, 11.0, 12.0]);
    assert_eq!(t(MatrixForm::Transpose, 1), [2.0, 6.0, 10.0, 14.0]);
    assert_eq!(t(MatrixForm::Transpose, 3), [4.0, 8.0, 12.0, 16.0]);
    // Other units keep the identity.
    assert_eq!(
        rows_of(&s, Matrix::Texture(4), MatrixForm::Plain),
        IDENTITY_ROWS
    );
}

#[test]
fn singular_inverse_is_the_zero_matrix() {
    // Scale y by 0: singular. The specs leave its inverse undefined; this
    // model gives zeros (module documentation).
    let mut s = GlState::default();
    let m = from_rows([
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 0.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ]);
    s.set_matrix(Matrix::Palette(2), m).unwrap();
    for form in [MatrixForm::Inverse, MatrixForm::InverseTranspose] {
        assert_eq!(rows_of(&s, Matrix::Palette(2), form), [[0.0; 4]; 4]);
    }
}

#[test]
fn depth_range_z_is_far_minus_near() {
    let mut s = GlState::default();
    s.set(&StateBinding::DepthRange, [0.25, 0.75, 0.5, 1.0])
        .unwrap();
    assert_eq!(value(&s, StateBinding::DepthRange), [0.25, 0.75, 0.5, 1.0]);
    // Far below near: a negative difference.
    s.set(&StateBinding::DepthRange, [1.0, 0.5, -0.5, 1.0])
        .unwrap();
    assert_eq!(s.depth_range(), [1.0, 0.5]);
}

// ---- setting ----

#[test]
fn settable_bindings_read_back_what_was_set() {
    let cases = [
        (
            material(Face::Front, MaterialProperty::Emission),
            [0.5, -1.0, 2.0, 0.25],
        ),
        (
            material(Face::Back, MaterialProperty::Shininess),
            [64.0, 0.0, 0.0, 1.0],
        ),
        (light(7, LightProperty::Ambient), [0.1, 0.2, 0.3, 0.4]),
        (light(0, LightProperty::Diffuse), [1.0, 0.0, 0.0, 1.0]),
        (light(3, LightProperty::Position), [1.0, 2.0, 3.0, 1.0]),
        (
            light(3, LightProperty::Attenuation),
            [0.5, 0.25, 0.125, 16.0],
        ),
        (
            light(3, LightProperty::SpotDirection),
            [0.0, -1.0, 0.0, 0.5],
        ),
        (StateBinding::LightModelAmbient, [0.0, 0.5, 1.0, 1.0]),
        (
            StateBinding::TexGen {
                unit: 7,
                space: TexGenSpace::Eye,
                coord: TexCoord::R,
            },
            [1.0, 2.0, 3.0, 4.0],
        ),
        (StateBinding::TexEnvColor { unit: 7 }, [1.0, 0.5, 0.25, 0.0]),
        (StateBinding::FogColor, [0.25, 0.5, 0.75, 1.0]),
        (StateBinding::FogParams, [0.5, 2.0, 6.0, 0.25]),
        (StateBinding::ClipPlane { plane: 5 }, [0.0, 1.0, 0.0, -2.0]),
        (StateBinding::PointSize, [2.0, 1.0, 10.0, 3.0]),
        (StateBinding::PointAttenuation, [0.0, 1.0, 0.5, 1.0]),
        (
            row(Matrix::Program(7), MatrixForm::Plain, 1),
            [5.0, 6.0, 7.0, 8.0],
        ),
        (
            row(Matrix::ModelView(3), MatrixForm::Plain, 3),
            [0.0, 0.0, 1.0, 1.0],
        ),
    ];
    for (binding, v) in cases {
        let mut s = GlState::default();
        s.set(&binding, v)
            .unwrap_or_else(|e| panic!("{binding}: {e}"));
        assert_eq!(value(&s, binding), v, "{binding}");
    }
}

#[test]
fn setting_one_row_changes_only_that_row() {
    let mut s = GlState::default();
    s.set(
        &row(Matrix::Projection, MatrixForm::Plain, 2),
        [1.0, 2.0, 3.0, 4.0],
    )
    .unwrap();
    let mut expected = IDENTITY_ROWS;
    expected[2] = [1.0, 2.0, 3.0, 4.0];
    assert_eq!(rows_of(&s, Matrix::Projection, MatrixForm::Plain), expected);
    // Column-major storage: element (row 2, column 3) is m[14].
    assert_eq!(s.matrix(Matrix::Projection).unwrap()[14], 4.0);
}

#[test]
fn derived_bindings_are_refused_with_their_sources() {
    let mut s = GlState::default();
    let cases = [
        (light(0, LightProperty::Half), "state.light[0].position"),
        (
            product(1, Face::Back, ProductProperty::Diffuse),
            "state.light[1].diffuse and state.material.back.diffuse",
        ),
        (
            StateBinding::LightModelSceneColor { face: Face::Front },
            "state.lightmodel.ambient, state.material.front.ambient",
        ),
        (
            row(Matrix::Mvp, MatrixForm::Plain, 0),
            "state.matrix.modelview[0] and state.matrix.projection",
        ),
        (
            row(Matrix::Program(2), MatrixForm::Inverse, 0),
            "state.matrix.program[2].row[0] to state.matrix.program[2].row[3]",
        ),
        (
            row(Matrix::ModelView(0), MatrixForm::Transpose, 1),
            "the rows of state.matrix.modelview[0]",
        ),
    ];
    for (binding, sources) in cases {
        let before = s.clone();
        let e = s.set(&binding, [1.0; 4]).unwrap_err();
        assert!(
            matches!(&e, StateError::Derived { binding: b, .. } if *b == binding.to_string()),
            "{e:?}"
        );
        assert!(e.to_string().contains(sources), "{e}");
        assert_eq!(s, before, "a refused set changes nothing");
    }
    let e = s.set_matrix(Matrix::Mvp, IDENTITY).unwrap_err();
    assert!(matches!(e, StateError::Derived { .. }), "{e:?}");
}

#[test]
fn computed_and_constant_components_must_match() {
    let mut s = GlState::default();
    let e = s
        .set(
            &material(Face::Front, MaterialProperty::Shininess),
            [5.0, 1.0, 0.0, 1.0],
        )
        .unwrap_err();
    assert_eq!(
        e,
        StateError::FixedComponent {
            binding: "state.material.front.shininess".into(),
            component: 'y',
            meaning: "always 0",
            expected: 0.0,
            given: 1.0,
        }
    );
    // 1/(4 - 0) = 0.25, not 1.
    let e = s
        .set(&StateBinding::FogParams, [1.0, 0.0, 4.0, 1.0])
        .unwrap_err();
    assert!(
        matches!(
            e,
            StateError::FixedComponent {
                component: 'w',
                expected: 0.25,
                ..
            }
        ),
        "{e:?}"
    );
    // far - near = 0.5, not 1.
    let e = s
        .set(&StateBinding::DepthRange, [0.25, 0.75, 1.0, 1.0])
        .unwrap_err();
    assert!(
        matches!(
            e,
            StateError::FixedComponent {
                component: 'z',
                expected: 0.5,
                ..
            }
        ),
        "{e:?}"
    );
    let e = s
        .set(&StateBinding::PointAttenuation, [1.0, 0.0, 0.0, 0.0])
        .unwrap_err();
    assert!(
        matches!(
            e,
            StateError::FixedComponent {
                component: 'w',
                expected: 1.0,
                ..
            }
        ),
        "{e:?}"
    );
    assert_eq!(s, GlState::default());
}

#[test]
fn values_the_gl_refuses_or_clamps_are_refused() {
    let cases = [
        (StateBinding::FogParams, [-1.0, 0.0, 1.0, 1.0]),
        (light(0, LightProperty::Attenuation), [1.0, 0.0, 0.0, 129.0]),
        (light(0, LightProperty::Attenuation), [-1.0, 0.0, 0.0, 0.0]),
        (
            light(0, LightProperty::Attenuation),
            [f32::NAN, 0.0, 0.0, 0.0],
        ),
        // cos of a cutoff of 120 degrees: GL allows 0 to 90 or 180.
        (
            light(0, LightProperty::SpotDirection),
            [0.0, 0.0, -1.0, -0.5],
        ),
        (
            material(Face::Back, MaterialProperty::Shininess),
            [200.0, 0.0, 0.0, 1.0],
        ),
        (StateBinding::PointSize, [0.0, 0.0, 1.0, 1.0]),
        (StateBinding::PointSize, [1.0, -1.0, 1.0, 1.0]),
        (StateBinding::FogColor, [1.5, 0.0, 0.0, 1.0]),
        (
            StateBinding::TexEnvColor { unit: 0 },
            [0.0, 0.0, -0.25, 1.0],
        ),
        (StateBinding::DepthRange, [2.0, 1.0, -1.0, 1.0]),
    ];
    for (binding, v) in cases {
        let mut s = GlState::default();
        let e = s.set(&binding, v).unwrap_err();
        assert!(
            matches!(e, StateError::InvalidValue { .. }),
            "{binding}: {e:?}"
        );
        assert_eq!(s, GlState::default(), "{binding}");
    }
}

// ---- errors ----

#[test]
fn indices_past_the_limits_are_errors() {
    let s = GlState::default();
    let e = s.value(&light(99, LightProperty::Diffuse)).unwrap_err();
    assert_eq!(
        e,
        StateError::OutOfRange {
            binding: "state.light[99].diffuse".into(),
            what: "light",
            index: 99,
            count: 8,
        }
    );
    assert_eq!(
        e.to_string(),
        "state.light[99].diffuse: there is no light 99 (this GL state has lights 0 to 7)"
    );
    let out = [
        (product(8, Face::Front, ProductProperty::Ambient), "light"),
        (light(8, LightProperty::Half), "light"),
        (
            StateBinding::TexGen {
                unit: 8,
                space: TexGenSpace::Object,
                coord: TexCoord::S,
            },
            "texture unit",
        ),
        (StateBinding::TexEnvColor { unit: 8 }, "texture unit"),
        (StateBinding::ClipPlane { plane: 6 }, "clip plane"),
        (
            row(Matrix::Program(8), MatrixForm::Plain, 0),
            "program matrix",
        ),
        (
            row(Matrix::ModelView(4), MatrixForm::Inverse, 0),
            "modelview matrix",
        ),
        (
            row(Matrix::Palette(8), MatrixForm::Plain, 0),
            "palette matrix",
        ),
        (
            row(Matrix::Texture(8), MatrixForm::Plain, 0),
            "texture unit",
        ),
    ];
    let mut s = GlState::default();
    for (binding, what) in out {
        for e in [
            s.value(&binding).unwrap_err(),
            s.set(&binding, [0.0; 4]).unwrap_err(),
        ] {
            assert!(
                matches!(e, StateError::OutOfRange { what: w, .. } if w == what),
                "{binding}: {e:?}"
            );
        }
    }
    let e = s
        .value(&row(Matrix::Projection, MatrixForm::Plain, 4))
        .unwrap_err();
    assert!(matches!(e, StateError::Row { row: 4, .. }), "{e:?}");
    let e = s
        .set_matrix(Matrix::Program(u32::MAX), IDENTITY)
        .unwrap_err();
    assert!(matches!(e, StateError::OutOfRange { .. }), "{e:?}");
}

#[test]
fn limits_are_checked_and_size_the_state() {
    let with = |f: fn(&mut StateLimits)| {
        let mut l = StateLimits::DEFAULT;
        f(&mut l);
        GlState::with_limits(l)
    };
    assert!(matches!(
        with(|l| l.lights = 7),
        Err(StateError::Limit { what: "lights", .. })
    ));
    assert!(matches!(
        with(|l| l.clip_planes = 5),
        Err(StateError::Limit { .. })
    ));
    assert!(matches!(
        with(|l| l.program_matrices = 7),
        Err(StateError::Limit { .. })
    ));
    assert!(matches!(
        with(|l| l.modelview_matrices = 0),
        Err(StateError::Limit { .. })
    ));
    assert!(matches!(
        with(|l| l.texture_units = MAX_STATE_COUNT + 1),
        Err(StateError::Limit { .. })
    ));
    let s = with(|l| {
        l.lights = 16;
        l.palette_matrices = 0;
    })
    .unwrap();
    assert_eq!(
        value(&s, light(15, LightProperty::Diffuse)),
        [0.0, 0.0, 0.0, 1.0]
    );
    assert!(s.value(&light(16, LightProperty::Diffuse)).is_err());
    assert!(
        s.value(&row(Matrix::Palette(0), MatrixForm::Plain, 0))
            .is_err()
    );
}

#[test]
fn matrix_names() {
    let ok = [
        ("modelview", Matrix::ModelView(0)),
        ("MODELVIEW", Matrix::ModelView(0)),
        ("modelview[2]", Matrix::ModelView(2)),
        ("MODELVIEW1", Matrix::ModelView(1)),
        ("state.matrix.projection", Matrix::Projection),
        ("PROJECTION", Matrix::Projection),
        ("mvp", Matrix::Mvp),
        ("texture", Matrix::Texture(0)),
        ("texture[1]", Matrix::Texture(1)),
        ("TEXTURE3", Matrix::Texture(3)),
        ("program[7]", Matrix::Program(7)),
        ("MATRIX5", Matrix::Program(5)),
        ("palette[4]", Matrix::Palette(4)),
        (" state.matrix.texture[2] ", Matrix::Texture(2)),
    ];
    for (name, m) in ok {
        assert_eq!(parse_matrix_name(name), Ok(m), "{name}");
    }
    let bad = [
        "",
        "program",
        "palette",
        "projection[1]",
        "texture[]",
        "texture[-1]",
        "texture[+1]",
        "texture[1",
        "modelview[99999999999]",
        "color",
        "state.matrix.",
    ];
    for name in bad {
        assert_eq!(
            parse_matrix_name(name),
            Err(StateError::UnknownMatrix(name.to_string())),
            "{name}"
        );
    }
}
