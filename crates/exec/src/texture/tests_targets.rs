//! The depth comparison reference per target (NV_gpu_program4 Table X.17)
//! and buffer textures (EXT_texture_buffer_object; Table X.18).

use super::*;
use shasm_ir::Opcode;

const PASS: [f32; 4] = [1.0, 1.0, 1.0, 1.0];
const FAIL: [f32; 4] = [0.0, 0.0, 0.0, 1.0];

fn compared(t: Texture) -> Texture {
    t.with_sampler(Sampler {
        min_filter: Filter::Nearest,
        mag_filter: Filter::Nearest,
        wrap: [Wrap::ClampToEdge; 3],
        compare: Some(CompareFunc::Lequal),
        ..Sampler::default()
    })
}

fn query(op: Opcode, target: TexTarget, coord: [f32; 4]) -> TexQuery {
    TexQuery {
        op,
        target,
        coord,
        ddx: [0.0; 3],
        ddy: [0.0; 3],
        offset: [0; 3],
    }
}

const DEPTH: BaseFormat = BaseFormat::Depth(DepthMode::Luminance);

/// Two layers of depth 0.2 and 0.8; `rows` for a 1D array (1x1, two
/// layers either way).
fn depth_layers(target: TexTarget) -> Texture {
    let texels = vec![[0.2, 0.0, 0.0, 1.0], [0.8, 0.0, 0.0, 1.0]];
    compared(Texture::new(
        target,
        DEPTH,
        vec![Image::rgba32f(1, 1, 2, texels).unwrap()],
    ))
}

#[test]
fn the_reference_is_the_shadow_column_of_table_x17() {
    let c = [1.0, 2.0, 3.0, 4.0];
    for (target, want) in [
        (TexTarget::Shadow1D, 3.0),
        (TexTarget::Shadow2D, 3.0),
        (TexTarget::ShadowRect, 3.0),
        (TexTarget::ShadowCube, 4.0),
        (TexTarget::ShadowArray1D, 3.0),
        (TexTarget::ShadowArray2D, 4.0),
        // ARB_shadow's r for a non-SHADOW target (undefined in gp4).
        (TexTarget::Tex2D, 3.0),
    ] {
        assert_eq!(shadow_reference(target, c), want, "{target:?}");
    }
}

#[test]
fn shadowcube_compares_w() {
    // 1x1 faces of depth +X 0.2, the others 0.9.
    let faces: [Vec<Image>; 6] = std::array::from_fn(|k| {
        let d = if k == 0 { 0.2 } else { 0.9 };
        vec![Image::depth32f(1, 1, &[d]).unwrap()]
    });
    let t = compared(Texture::cube(DEPTH, faces));
    let tex = |c| t.sample(&query(Opcode::Tex, TexTarget::ShadowCube, c));
    // +X face (|x| the largest): w = 0.1 <= 0.2 passes whatever z is.
    assert_eq!(tex([1.0, 0.0, 0.9, 0.1]), PASS);
    assert_eq!(tex([1.0, 0.0, 0.1, 0.5]), FAIL);
    // TXD takes its reference from w too.
    let txd = t.sample(&query(
        Opcode::Txd,
        TexTarget::ShadowCube,
        [1.0, 0.0, 0.9, 0.1],
    ));
    assert_eq!(txd, PASS);
}

#[test]
fn shadow_2d_keeps_the_reference_in_z() {
    let t = compared(Texture::new(
        TexTarget::Tex2D,
        DEPTH,
        vec![Image::depth32f(1, 1, &[0.5]).unwrap()],
    ));
    let tex = |c| t.sample(&query(Opcode::Tex, TexTarget::Shadow2D, c));
    assert_eq!(tex([0.5, 0.5, 0.4, 0.9]), PASS);
    assert_eq!(tex([0.5, 0.5, 0.6, 0.1]), FAIL);
}

#[test]
fn shadow_array_1d_takes_the_layer_from_y_and_the_reference_from_z() {
    let t = depth_layers(TexTarget::Array1D);
    let tex = |op, c| t.sample(&query(op, TexTarget::ShadowArray1D, c));
    // Layer 0 (0.2) fails 0.5, layer 1 (0.8) passes it; w is TXL's LOD.
    assert_eq!(tex(Opcode::Tex, [0.5, 0.0, 0.5, 0.9]), FAIL);
    assert_eq!(tex(Opcode::Tex, [0.5, 1.0, 0.5, 0.9]), PASS);
    assert_eq!(tex(Opcode::Txl, [0.5, 1.2, 0.5, 0.0]), PASS);
    // The layer rounds (floor(y + 0.5)) and clamps (EXT_texture_array).
    assert_eq!(tex(Opcode::Tex, [0.5, 0.49, 0.5, 0.0]), FAIL);
    assert_eq!(tex(Opcode::Tex, [0.5, 9.0, 0.5, 0.0]), PASS);
    // The unit's TXQ: (width, layers).
    assert_eq!(t.size(TexTarget::ShadowArray1D, 0), [1, 2, 0, 1]);
}

#[test]
fn shadow_array_2d_takes_the_layer_from_z_and_the_reference_from_w() {
    let t = depth_layers(TexTarget::Array2D);
    let tex = |c| t.sample(&query(Opcode::Tex, TexTarget::ShadowArray2D, c));
    assert_eq!(tex([0.5, 0.5, 0.0, 0.5]), FAIL);
    assert_eq!(tex([0.5, 0.5, 1.0, 0.5]), PASS);
    assert_eq!(tex([0.5, 0.5, 1.0, 0.9]), FAIL);
    assert_eq!(tex([0.5, 0.5, -4.0, 0.1]), PASS);
    assert_eq!(t.size(TexTarget::ShadowArray2D, 0), [1, 1, 2, 1]);
    // A SHADOWARRAY target reads the unit's ARRAY texture only.
    let other = depth_layers(TexTarget::Array1D);
    let q = query(Opcode::Tex, TexTarget::ShadowArray2D, [0.5, 0.5, 1.0, 0.5]);
    assert_eq!(other.sample(&q), [0.0; 4]);
}

fn buffer() -> Texture {
    // Texel k is (k, 10k, 0, 1).
    let texels = (0..5)
        .map(|k| [k as f32, 10.0 * k as f32, 0.0, 1.0])
        .collect();
    Texture::buffer(BaseFormat::Rgba, TexelType::Float, texels).unwrap()
}

#[test]
fn buffer_fetch_reads_texel_x_and_ignores_w() {
    let t = buffer();
    assert!(t.is_complete());
    let fetch = |c| t.sample(&query(Opcode::Txf, TexTarget::Buffer, c));
    assert_eq!(fetch([3.0, 0.0, 0.0, 0.0]), [3.0, 30.0, 0.0, 1.0]);
    // Table X.18: BUFFER uses x only, no lod: y, z and w change nothing.
    assert_eq!(fetch([4.0, 7.0, -2.0, 5.0]), [4.0, 40.0, 0.0, 1.0]);
    // Outside the buffer: (0, 0, 0, 0) (undefined in the spec).
    assert_eq!(fetch([5.0, 0.0, 0.0, 0.0]), [0.0; 4]);
    assert_eq!(fetch([-1.0, 0.0, 0.0, 0.0]), [0.0; 4]);
    // TXQ: the texel count in x, whatever the level operand.
    assert_eq!(t.size(TexTarget::Buffer, 0), [5, 0, 0, 0]);
    assert_eq!(t.size(TexTarget::Buffer, 3), [5, 0, 0, 0]);
    assert_eq!(t.size(TexTarget::Tex1D, 0), [0; 4]);
    // The filtered lookups do not read a buffer (Table X.17).
    let tex = t.sample(&query(Opcode::Tex, TexTarget::Buffer, [0.5, 0.0, 0.0, 0.0]));
    assert_eq!(tex, [0.0; 4]);
}

#[test]
fn a_buffer_is_complete_whatever_its_sampler_and_has_no_mipmaps() {
    let mut t = Texture::buffer(BaseFormat::Rgba, TexelType::Unsigned, vec![[7.0; 4]; 3])
        .unwrap()
        .with_sampler(Sampler {
            min_filter: Filter::LinearMipmapLinear,
            ..Sampler::default()
        });
    t.generate_mipmaps();
    assert!(t.is_complete());
    let got = t.sample(&query(Opcode::Txf, TexTarget::Buffer, [2.0, 0.0, 0.0, 0.0]));
    assert_eq!(got.map(f32::to_bits), [7; 4]);
    assert_eq!(t.size(TexTarget::Buffer, 0), [3, 0, 0, 0]);
}

#[test]
fn a_buffer_from_an_image_takes_its_rows_in_order() {
    // 2x2 RGBA8: the texels (0), (1) / (2), (3) become texels 0..4.
    let bytes: Vec<u8> = (0..4u8).flat_map(|k| [k, 0, 0, 255]).collect();
    let t = Texture::from_bytes(
        TexTarget::Buffer,
        BaseFormat::Rgba,
        2,
        2,
        1,
        &bytes,
        TexelType::Unsigned,
    )
    .unwrap();
    let fetch = |x| t.sample(&query(Opcode::Txf, TexTarget::Buffer, [x, 0.0, 0.0, 0.0]));
    assert_eq!(fetch(2.0).map(f32::to_bits), [2, 0, 0, 255]);
    assert_eq!(fetch(3.0).map(f32::to_bits), [3, 0, 0, 255]);
    assert_eq!(t.size(TexTarget::Buffer, 0), [4, 0, 0, 0]);
    assert_eq!(
        Texture::buffer(BaseFormat::Rgba, TexelType::Float, Vec::new()),
        Err(TextureError::BadBufferSize(0))
    );
    assert!(matches!(
        Texture::from_rgba8(TexTarget::Buffer, BaseFormat::Rgba, 2, 2, 1, &bytes[..12]),
        Err(TextureError::BadData { got: 12, want: 16 })
    ));
}
