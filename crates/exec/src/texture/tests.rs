use super::*;
use shasm_ir::Opcode;

const RED: [f32; 4] = [1.0, 0.0, 0.0, 1.0];
const GREEN: [f32; 4] = [0.0, 1.0, 0.0, 1.0];
const BLUE: [f32; 4] = [0.0, 0.0, 1.0, 1.0];
const WHITE: [f32; 4] = [1.0; 4];

fn solid(w: u32, h: u32, c: [f32; 4]) -> Image {
    Image::rgba32f(w, h, 1, vec![c; (w * h) as usize]).unwrap()
}

/// 2x2: red, green / blue, white (row 0 is t in [0, 1/2)).
fn quad_image() -> Image {
    Image::rgba32f(2, 2, 1, vec![RED, GREEN, BLUE, WHITE]).unwrap()
}

fn nearest() -> Sampler {
    Sampler {
        min_filter: Filter::Nearest,
        mag_filter: Filter::Nearest,
        ..Sampler::default()
    }
}

const Z: [f32; 3] = [0.0; 3];

#[test]
fn nearest_and_repeat() {
    let t = Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![quad_image()])
        .with_sampler(nearest());
    assert_eq!(t.lookup([0.25, 0.25, 0.0], Z, Z), RED);
    assert_eq!(t.lookup([0.75, 0.25, 0.0], Z, Z), GREEN);
    assert_eq!(t.lookup([0.25, 0.75, 0.0], Z, Z), BLUE);
    // REPEAT: s = 1.25 is s = 0.25; s = -0.25 is s = 0.75.
    assert_eq!(t.lookup([1.25, 0.25, 0.0], Z, Z), RED);
    assert_eq!(t.lookup([-0.25, 0.25, 0.0], Z, Z), GREEN);
}

#[test]
fn linear_filter_and_wrap_modes() {
    let t = Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![quad_image()]);
    // Halfway between the red and green texel centres.
    assert_eq!(t.lookup([0.5, 0.25, 0.0], Z, Z), [0.5, 0.5, 0.0, 1.0]);
    // REPEAT at s = 0: halfway between green (wrapped) and red.
    assert_eq!(t.lookup([0.0, 0.25, 0.0], Z, Z), [0.5, 0.5, 0.0, 1.0]);
    let edge = t.clone().with_sampler(Sampler {
        wrap: [Wrap::ClampToEdge; 3],
        ..Sampler::default()
    });
    assert_eq!(edge.lookup([0.0, 0.25, 0.0], Z, Z), RED);
    let border = t.clone().with_sampler(Sampler {
        wrap: [Wrap::ClampToBorder; 3],
        border: [0.0, 0.0, 0.0, 0.0],
        ..Sampler::default()
    });
    assert_eq!(border.lookup([0.0, 0.25, 0.0], Z, Z), [0.5, 0.0, 0.0, 0.5]);
    let mirror = t.with_sampler(Sampler {
        wrap: [Wrap::MirroredRepeat; 3],
        ..nearest()
    });
    // Mirrored: s in [1, 2) runs backwards: 1.25 -> 0.75.
    assert_eq!(mirror.lookup([1.25, 0.25, 0.0], Z, Z), GREEN);
}

fn mip_texture(min_filter: Filter) -> Texture {
    let levels = vec![solid(4, 4, RED), solid(2, 2, GREEN), solid(1, 1, BLUE)];
    Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, levels).with_sampler(Sampler {
        min_filter,
        mag_filter: Filter::Linear,
        ..Sampler::default()
    })
}

#[test]
fn mipmap_level_from_derivatives() {
    // §3.8.5: rho = max |d(u,v)/dx|, |d(u,v)/dy| in texels; lambda = log2(rho).
    let t = mip_texture(Filter::NearestMipmapNearest);
    let c = [0.5, 0.5, 0.0];
    assert_eq!(t.lookup(c, [0.25, 0.0, 0.0], Z), RED); // lambda 0
    assert_eq!(t.lookup(c, [0.5, 0.0, 0.0], Z), GREEN); // lambda 1
    assert_eq!(t.lookup(c, [0.0, 0.0, 0.0], [0.0, 1.0, 0.0]), BLUE); // lambda 2
    assert_eq!(t.lookup(c, [8.0, 0.0, 0.0], Z), BLUE); // clamped to the last level
    let t = mip_texture(Filter::LinearMipmapLinear);
    // lambda = 1.5: halfway between levels 1 and 2.
    let d = 2f32.powf(1.5) / 4.0;
    let got = t.lookup(c, [d, 0.0, 0.0], Z);
    assert!(
        (got[1] - 0.5).abs() < 1e-6 && (got[2] - 0.5).abs() < 1e-6,
        "{got:?}"
    );
    // LOD bias shifts lambda.
    let biased = mip_texture(Filter::NearestMipmapNearest).with_sampler(Sampler {
        min_filter: Filter::NearestMipmapNearest,
        lod_bias: 1.0,
        ..Sampler::default()
    });
    assert_eq!(biased.lookup(c, [0.25, 0.0, 0.0], Z), GREEN);
}

#[test]
fn generated_mipmaps_average() {
    let mut t = Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![quad_image()]).with_sampler(
        Sampler {
            min_filter: Filter::NearestMipmapNearest,
            ..Sampler::default()
        },
    );
    assert!(!t.is_complete());
    t.generate_mipmaps();
    assert!(t.is_complete());
    assert_eq!(
        t.lookup([0.5, 0.5, 0.0], [4.0, 0.0, 0.0], Z),
        [0.5, 0.5, 0.5, 1.0]
    );
}

#[test]
fn incomplete_textures_read_zero() {
    // §3.11.5.38: "Otherwise, the result of the instruction is (0,0,0,0)".
    let missing_levels = Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![solid(4, 4, RED)])
        .with_sampler(Sampler {
            min_filter: Filter::LinearMipmapLinear,
            ..Sampler::default()
        });
    assert_eq!(missing_levels.lookup([0.5; 3], Z, Z), [0.0; 4]);
    let wrong_size = Texture::new(
        TexTarget::Tex2D,
        BaseFormat::Rgba,
        vec![solid(4, 4, RED), solid(3, 2, RED), solid(1, 1, RED)],
    )
    .with_sampler(Sampler {
        min_filter: Filter::NearestMipmapNearest,
        ..Sampler::default()
    });
    assert_eq!(wrong_size.lookup([0.5; 3], Z, Z), [0.0; 4]);
    let no_image = Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![]);
    assert_eq!(no_image.lookup([0.5; 3], Z, Z), [0.0; 4]);
    let tall_1d = Texture::new(TexTarget::Tex1D, BaseFormat::Rgba, vec![solid(2, 2, RED)]);
    assert_eq!(tall_1d.lookup([0.5; 3], Z, Z), [0.0; 4]);
}

#[test]
fn rectangle_coordinates_are_texels() {
    let t =
        Texture::new(TexTarget::Rect, BaseFormat::Rgba, vec![quad_image()]).with_sampler(nearest());
    assert_eq!(t.lookup([1.5, 0.5, 0.0], Z, Z), GREEN);
    assert_eq!(t.lookup([0.5, 1.5, 0.0], Z, Z), BLUE);
    // Clamped, never repeated.
    assert_eq!(t.lookup([7.0, 0.5, 0.0], Z, Z), GREEN);
}

#[test]
fn one_and_three_dimensional() {
    let t = Texture::new(
        TexTarget::Tex1D,
        BaseFormat::Rgba,
        vec![Image::rgba32f(2, 1, 1, vec![RED, GREEN]).unwrap()],
    )
    .with_sampler(nearest());
    // t and r are ignored by 1D.
    assert_eq!(t.lookup([0.75, 9.0, 9.0], Z, Z), GREEN);
    let t = Texture::new(
        TexTarget::Tex3D,
        BaseFormat::Rgba,
        vec![Image::rgba32f(1, 1, 2, vec![RED, BLUE]).unwrap()],
    )
    .with_sampler(nearest());
    assert_eq!(t.lookup([0.5, 0.5, 0.25], Z, Z), RED);
    assert_eq!(t.lookup([0.5, 0.5, 0.75], Z, Z), BLUE);
}

#[test]
fn cube_face_selection() {
    // ARB_texture_cube_map: the major axis picks the face.
    let colours = [RED, GREEN, BLUE, WHITE, [0.5; 4], [0.25; 4]];
    let faces = colours.map(|c| vec![solid(2, 2, c)]);
    let t = Texture::cube(BaseFormat::Rgba, faces);
    assert_eq!(t.lookup([1.0, 0.2, -0.3], Z, Z), RED);
    assert_eq!(t.lookup([-2.0, 0.2, 0.3], Z, Z), GREEN);
    assert_eq!(t.lookup([0.1, 3.0, 0.3], Z, Z), BLUE);
    assert_eq!(t.lookup([0.1, -3.0, 0.3], Z, Z), WHITE);
    assert_eq!(t.lookup([0.1, 0.2, 0.3], Z, Z), [0.5; 4]);
    assert_eq!(t.lookup([0.1, 0.2, -0.3], Z, Z), [0.25; 4]);
    // The +X face's texel layout: sc = -rz, tc = -ry.
    let face_x = Image::rgba32f(2, 2, 1, vec![RED, GREEN, BLUE, WHITE]).unwrap();
    let mut faces = colours.map(|c| vec![solid(2, 2, c)]);
    faces[0] = vec![face_x];
    let t = Texture::cube(BaseFormat::Rgba, faces).with_sampler(Sampler {
        wrap: [Wrap::ClampToEdge; 3],
        ..nearest()
    });
    // rz > 0 -> sc < 0 -> s < 1/2; ry > 0 -> tc < 0 -> t < 1/2.
    assert_eq!(t.lookup([1.0, 0.5, 0.5], Z, Z), RED);
    assert_eq!(t.lookup([1.0, 0.5, -0.5], Z, Z), GREEN);
    assert_eq!(t.lookup([1.0, -0.5, 0.5], Z, Z), BLUE);
}

#[test]
fn depth_textures_and_comparison() {
    // notes §5.8: ARB_shadow compares r with the depth, then the depth
    // mode maps the result (Table X.5).
    let img = Image::depth32f(1, 1, &[0.6]).unwrap();
    let plain = Texture::new(
        TexTarget::Tex2D,
        BaseFormat::Depth(DepthMode::Luminance),
        vec![img.clone()],
    );
    assert_eq!(plain.lookup([0.5, 0.5, 0.0], Z, Z), [0.6, 0.6, 0.6, 1.0]);
    let shadow = |mode, func| {
        Texture::new(TexTarget::Tex2D, BaseFormat::Depth(mode), vec![img.clone()]).with_sampler(
            Sampler {
                compare: Some(func),
                ..nearest()
            },
        )
    };
    let t = shadow(DepthMode::Luminance, CompareFunc::Lequal);
    assert_eq!(t.lookup([0.5, 0.5, 0.5], Z, Z), [1.0, 1.0, 1.0, 1.0]);
    assert_eq!(t.lookup([0.5, 0.5, 0.7], Z, Z), [0.0, 0.0, 0.0, 1.0]);
    let t = shadow(DepthMode::Alpha, CompareFunc::Gequal);
    assert_eq!(t.lookup([0.5, 0.5, 0.7], Z, Z), [0.0, 0.0, 0.0, 1.0]);
    let t = shadow(DepthMode::Intensity, CompareFunc::Gequal);
    assert_eq!(t.lookup([0.5, 0.5, 0.5], Z, Z), [0.0; 4]);
}

#[test]
fn base_format_mapping() {
    // Table X.5.
    let c = [0.25, 0.5, 0.75, 0.125];
    let img = Image::rgba32f(1, 1, 1, vec![c]).unwrap();
    let map = |f| Texture::new(TexTarget::Tex2D, f, vec![img.clone()]).lookup([0.5; 3], Z, Z);
    assert_eq!(map(BaseFormat::Rgba), c);
    assert_eq!(map(BaseFormat::Rgb), [0.25, 0.5, 0.75, 1.0]);
    assert_eq!(map(BaseFormat::Luminance), [0.25, 0.25, 0.25, 1.0]);
    assert_eq!(map(BaseFormat::LuminanceAlpha), [0.25, 0.25, 0.25, 0.125]);
    assert_eq!(map(BaseFormat::Intensity), [0.25; 4]);
    assert_eq!(map(BaseFormat::Alpha), [0.0, 0.0, 0.0, 0.125]);
}

#[test]
fn rgba8_images_cut_by_target() {
    let bytes = [255, 0, 0, 255, 0, 51, 0, 128];
    let t = Texture::from_rgba8(TexTarget::Tex2D, BaseFormat::Rgba, 2, 1, 1, &bytes)
        .unwrap()
        .with_sampler(nearest());
    assert_eq!(t.lookup([0.25, 0.5, 0.0], Z, Z), RED);
    // Normalised on upload: k/255.
    assert_eq!(
        t.lookup([0.75, 0.5, 0.0], Z, Z),
        [0.0, 0.2, 0.0, (128.0f64 / 255.0) as f32]
    );
    // A cube strip of six 1x1 faces (+X, -X, +Y, -Y, +Z, -Z): -Y is face 3.
    let strip: Vec<u8> = (0..6u8).flat_map(|k| [k * 40, 0, 0, 255]).collect();
    let t = Texture::from_rgba8(TexTarget::Cube, BaseFormat::Rgb, 6, 1, 1, &strip).unwrap();
    assert_eq!(
        t.lookup([0.0, -1.0, 0.0], Z, Z)[0],
        (120.0f64 / 255.0) as f32
    );
    // 3D: two 1x1 slices stacked vertically.
    let slices = [255, 0, 0, 255, 0, 0, 255, 255];
    let t = Texture::from_rgba8(TexTarget::Tex3D, BaseFormat::Rgba, 1, 2, 2, &slices)
        .unwrap()
        .with_sampler(nearest());
    assert_eq!(t.lookup([0.5, 0.5, 0.25], Z, Z), RED);
    assert_eq!(t.lookup([0.5, 0.5, 0.75], Z, Z), BLUE);
}

#[test]
fn bad_rgba8_layouts_give_errors() {
    let px = [0u8; 16];
    let make = |target, w, h, d, bytes: &[u8]| {
        Texture::from_rgba8(target, BaseFormat::Rgba, w, h, d, bytes)
    };
    assert_eq!(
        make(TexTarget::Tex1D, 2, 2, 1, &px),
        Err(TextureError::NotOneRow {
            width: 2,
            height: 2
        })
    );
    assert_eq!(
        make(TexTarget::Cube, 2, 2, 1, &px),
        Err(TextureError::NotCubeStrip {
            width: 2,
            height: 2
        })
    );
    assert_eq!(
        make(TexTarget::Tex3D, 2, 2, 3, &px),
        Err(TextureError::BadSliceCount {
            depth: 3,
            height: 2
        })
    );
    assert_eq!(
        make(TexTarget::Tex3D, 2, 2, 0, &px),
        Err(TextureError::BadSliceCount {
            depth: 0,
            height: 2
        })
    );
    assert_eq!(
        make(TexTarget::Tex2D, 2, 2, 1, &px[..15]),
        Err(TextureError::BadData { got: 15, want: 16 })
    );
    // A size whose byte count overflows 32 bits is refused, not multiplied.
    assert_eq!(
        make(TexTarget::Cube, 6 << 28, 1 << 28, 1, &px),
        Err(TextureError::BadSize(6 << 28, 1 << 28, 1))
    );
    assert!(matches!(
        make(TexTarget::Shadow2D, 2, 2, 1, &px),
        Err(TextureError::UnsupportedTarget(TexTarget::Shadow2D))
    ));
    // Bad raw data.
    assert!(Image::rgba8(2, 2, 1, &[0; 15]).is_err());
    assert!(Image::rgba32f(0, 1, 1, vec![]).is_err());
    assert!(Image::rgba32f(1 << 20, 1 << 20, 1, vec![]).is_err());
}

#[test]
fn min_lod_above_max_lod_gives_max_lod() {
    // GL accepts TEXTURE_MIN_LOD > TEXTURE_MAX_LOD and leaves λ undefined
    // (OpenGL 1.2.1 §3.8.7); we define it as min(max(λ', min), max) = max:
    // level 1 (green) whatever the derivatives. This used to panic in
    // f64::clamp.
    let t = mip_texture(Filter::NearestMipmapNearest).with_sampler(Sampler {
        min_filter: Filter::NearestMipmapNearest,
        min_lod: 2.0,
        max_lod: 1.0,
        ..Sampler::default()
    });
    let c = [0.5, 0.5, 0.0];
    assert_eq!(t.lookup(c, Z, Z), GREEN); // λ' = -inf
    assert_eq!(t.lookup(c, [0.25, 0.0, 0.0], Z), GREEN); // λ' = 0
    assert_eq!(t.lookup(c, [8.0, 0.0, 0.0], Z), GREEN); // λ' = 5
    // The CLI's `min-lod=1 max-lod=0`: λ = 0, the base level.
    let t = mip_texture(Filter::NearestMipmapNearest).with_sampler(Sampler {
        min_filter: Filter::NearestMipmapNearest,
        min_lod: 1.0,
        max_lod: 0.0,
        ..Sampler::default()
    });
    assert_eq!(t.lookup(c, [8.0, 0.0, 0.0], Z), RED);
}

#[test]
fn nan_lod_bounds_and_derivatives_do_not_panic() {
    // A NaN bound is ignored: min_lod NaN leaves max_lod = 1 in force.
    let t = mip_texture(Filter::NearestMipmapNearest).with_sampler(Sampler {
        min_filter: Filter::NearestMipmapNearest,
        min_lod: f32::NAN,
        max_lod: 1.0,
        ..Sampler::default()
    });
    let c = [0.5, 0.5, 0.0];
    assert_eq!(t.lookup(c, [8.0, 0.0, 0.0], Z), GREEN);
    // Both NaN: λ' itself (2 here: the last level, blue).
    let t = t.with_sampler(Sampler {
        min_filter: Filter::NearestMipmapNearest,
        min_lod: f32::NAN,
        max_lod: f32::NAN,
        ..Sampler::default()
    });
    assert_eq!(t.lookup(c, [0.0, 0.0, 0.0], [0.0, 1.0, 0.0]), BLUE);
    // NaN derivatives: λ' is NaN, read as magnification (the base level).
    assert_eq!(t.lookup(c, [f32::NAN, 0.0, 0.0], Z), RED);
    // Huge and infinite coordinates with every wrap mode and LINEAR.
    for wrap in [
        Wrap::Repeat,
        Wrap::ClampToEdge,
        Wrap::MirroredRepeat,
        Wrap::ClampToBorder,
    ] {
        let t = Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![quad_image()]).with_sampler(
            Sampler {
                wrap: [wrap; 3],
                ..Sampler::default()
            },
        );
        for v in [
            f32::MAX,
            -f32::MAX,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
        ] {
            let got = t.lookup([v, v, v], [v; 3], [v; 3]);
            assert_eq!(got.len(), 4);
        }
    }
}

#[test]
fn inconsistent_images_halve_to_one_texel() {
    // Image's fields are public: a claimed size the texels do not back.
    let liar = Image {
        width: 1 << 30,
        height: 1 << 30,
        depth: 1,
        texels: vec![],
    };
    let half = liar.half();
    assert_eq!((half.width, half.height, half.depth), (1, 1, 1));
    assert_eq!(half.texels, vec![[0.0; 4]]);
    let mut t = Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![liar]);
    t.generate_mipmaps();
    let zero_wide = Image {
        width: 0,
        height: 4,
        depth: 1,
        texels: vec![],
    };
    assert_eq!(zero_wide.half().texels.len(), 1);
}

/// A query as the interpreter builds it for `op` on a 2D target.
fn query(op: Opcode, coord: [f32; 4], ddx: [f32; 3]) -> TexQuery {
    TexQuery {
        op,
        target: TexTarget::Tex2D,
        coord,
        ddx,
        ddy: Z,
        offset: [0; 3],
    }
}

// The mip_texture levels: 4x4 red, 2x2 green, 1x1 blue. A ds/dx of 0.25 is
// one texel of level 0 per pixel: ρ = 1, λbase = 0 (§3.8.5).

#[test]
fn txb_adds_its_bias_to_the_lod() {
    // ARB_fragment_program §3.11.6.3: λ' = log2 ρ + clamp(texobj_bias +
    // texunit_bias + fragment_bias), the fragment bias being op0.w.
    let t = mip_texture(Filter::NearestMipmapNearest);
    let one_texel = [0.25, 0.0, 0.0];
    let at = |w: f32, ddx: [f32; 3]| t.sample(&query(Opcode::Txb, [0.5, 0.5, 0.0, w], ddx));
    assert_eq!(at(0.0, one_texel), RED); // λ = 0: magnification
    assert_eq!(at(1.0, one_texel), GREEN); // λ = 1
    assert_eq!(at(2.0, one_texel), BLUE); // λ = 2
    // λbase = 2 (ρ = 4), bias -2: λ = 0, level 0.
    assert_eq!(at(-2.0, [1.0, 0.0, 0.0]), RED);
    // §3.8.7 with LINEAR mag and NEAREST_MIPMAP_NEAREST min: c = 0.5, and
    // the nearest level of λ = 0.75 is ceil(0.75 + 0.5) - 1 = 1.
    assert_eq!(at(0.75, one_texel), GREEN);
    // TEX ignores w: λ = 0 whatever w holds.
    assert_eq!(
        t.sample(&query(Opcode::Tex, [0.5, 0.5, 0.0, 2.0], one_texel)),
        RED
    );
    // Alone (zero partials) λbase = -inf: no finite bias reaches level 1.
    assert_eq!(at(15.0, Z), RED);
}

#[test]
fn txb_bias_adds_to_the_texture_bias_and_the_sum_is_clamped() {
    // OpenGL 1.4 §3.8.8: the biases are summed, then clamped to
    // ±MAX_TEXTURE_LOD_BIAS (15 here), then λ' is clamped to the LOD range.
    let biased = mip_texture(Filter::NearestMipmapNearest).with_sampler(Sampler {
        min_filter: Filter::NearestMipmapNearest,
        lod_bias: 1.0,
        ..Sampler::default()
    });
    let one_texel = [0.25, 0.0, 0.0];
    let q = |w| query(Opcode::Txb, [0.5, 0.5, 0.0, w], one_texel);
    assert_eq!(biased.sample(&q(1.0)), BLUE); // λ = 0 + 1 + 1
    assert_eq!(biased.sample(&q(-1.0)), RED); // λ = 0 + 1 - 1
    // λbase = 16 (ρ = 2^16), bias -100 clamped to -15: λ = 1, green.
    // Unclamped it would be -84: the base level.
    let t = mip_texture(Filter::NearestMipmapNearest);
    let far = [16384.0, 0.0, 0.0];
    assert_eq!(
        t.sample(&query(Opcode::Txb, [0.5, 0.5, 0.0, -100.0], far)),
        GREEN
    );
    // A NaN bias makes λ NaN: read as magnification, the base level.
    assert_eq!(
        t.sample(&query(Opcode::Txb, [0.5, 0.5, 0.0, f32::NAN], far)),
        RED
    );
}

#[test]
fn txl_takes_its_lod_from_w_and_ignores_derivatives() {
    // NV_fragment_program2 §3.11.6.6: ρ = 2^w, so λbase = w;
    // NV_gpu_program4 TXL: the derivatives are not used.
    let t = mip_texture(Filter::NearestMipmapNearest);
    let at = |w: f32, ddx: [f32; 3]| t.sample(&query(Opcode::Txl, [0.5, 0.5, 0.0, w], ddx));
    assert_eq!(at(0.0, Z), RED);
    assert_eq!(at(1.0, Z), GREEN);
    assert_eq!(at(2.0, Z), BLUE);
    assert_eq!(at(0.4, Z), RED); // λ ≤ c = 0.5: magnification
    assert_eq!(at(0.6, Z), GREEN); // nearest level ceil(1.1) - 1 = 1
    assert_eq!(at(1.4, Z), GREEN);
    assert_eq!(at(1.6, Z), BLUE);
    assert_eq!(at(9.0, Z), BLUE); // past the last level: the last level
    assert_eq!(at(-3.0, Z), RED);
    // Huge partials (λbase would be 16) change nothing.
    assert_eq!(at(1.0, [16384.0, 0.0, 0.0]), GREEN);
    assert_eq!(at(f32::NAN, Z), RED); // NaN λ: magnification
    assert_eq!(at(f32::INFINITY, Z), BLUE); // clamped to MAX_LOD
    // LINEAR_MIPMAP_LINEAR at λ = 1.5: halfway between green and blue.
    let t = mip_texture(Filter::LinearMipmapLinear);
    let got = t.sample(&query(Opcode::Txl, [0.5, 0.5, 0.0, 1.5], Z));
    assert_eq!(got, [0.0, 0.5, 0.5, 1.0]);
}

#[test]
fn txl_lod_gets_the_texture_bias_and_the_lod_clamps() {
    // NV_vertex_program3 §2.14.5.47: λ' = tmp.w + clamp(texobj_bias +
    // texunit_bias); then λ is clamped to [MIN_LOD, MAX_LOD] (§3.8.8).
    let with = |sampler: Sampler, w: f32| {
        mip_texture(Filter::NearestMipmapNearest)
            .with_sampler(Sampler {
                min_filter: Filter::NearestMipmapNearest,
                ..sampler
            })
            .sample(&query(Opcode::Txl, [0.5, 0.5, 0.0, w], Z))
    };
    let biased = Sampler {
        lod_bias: 1.0,
        ..Sampler::default()
    };
    assert_eq!(with(biased, 0.0), GREEN);
    assert_eq!(with(biased, 1.0), BLUE);
    let clamped = Sampler {
        min_lod: 1.0,
        max_lod: 1.0,
        ..Sampler::default()
    };
    assert_eq!(with(clamped, 0.0), GREEN);
    assert_eq!(with(clamped, 2.0), GREEN);
}

#[test]
fn explicit_lod_picks_the_minification_or_magnification_filter() {
    // §3.8.7: λ ≤ c magnifies, λ > c minifies; without mipmaps both read
    // level 0, with their own filters. quad_image at (0.5, 0.25) lies
    // between the red and green texel centres.
    let t = Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![quad_image()]).with_sampler(
        Sampler {
            min_filter: Filter::Nearest,
            mag_filter: Filter::Linear,
            ..Sampler::default()
        },
    );
    let c = [0.5, 0.25, 0.0];
    assert_eq!(t.lookup_lod(c, Lod::Explicit(-1.0)), [0.5, 0.5, 0.0, 1.0]);
    assert_eq!(t.lookup_lod(c, Lod::Explicit(3.0)), GREEN);
}

/// TXF (NV_gpu_program4): the texel at the integer coordinates plus the
/// offset, of level w; outside the level, (0, 0, 0, 0) (our choice of the
/// undefined result, notes §8.5), never a panic.
#[test]
fn texel_fetch() {
    let t = Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![quad_image()])
        .with_sampler(Sampler::default());
    assert_eq!(t.fetch_texel([1.0, 0.0, 0.0, 0.0], [0; 3]), GREEN);
    assert_eq!(t.fetch_texel([0.0, 0.0, 0.0, 0.0], [1, 1, 0]), WHITE);
    assert_eq!(t.fetch_texel([1.0, 1.0, 0.0, 0.0], [-1, 0, 0]), BLUE);
    for c in [
        [2.0, 0.0, 0.0, 0.0],
        [0.0, -1.0, 0.0, 0.0],
        [0.0, 0.0, 0.0, 1.0],
        [f32::INFINITY, f32::NAN, 0.0, f32::NEG_INFINITY],
    ] {
        assert_eq!(t.fetch_texel(c, [7, -8, 0]), [0.0; 4], "{c:?}");
    }
}

/// A constant offset moves a lookup by whole texels (NV_gpu_program4
/// §3.8.8 as edited: u = w_t * s + offset_u), before the wrap.
#[test]
fn texel_offset() {
    let t = Texture::new(TexTarget::Tex2D, BaseFormat::Rgba, vec![quad_image()])
        .with_sampler(nearest());
    let at = |offset| t.lookup_offset([0.25, 0.25, 0.0], Lod::Explicit(0.0), offset);
    assert_eq!(at([0, 0, 0]), RED);
    assert_eq!(at([1, 0, 0]), GREEN);
    assert_eq!(at([0, 1, 0]), BLUE);
    // u = 0.5 - 2 = -1.5: texel -2, REPEAT gives 0.
    assert_eq!(at([-2, 0, 0]), RED);
}

/// A TEX query at (s, t) with no derivatives.
fn tex_query(s: f32, t: f32) -> TexQuery {
    query(Opcode::Tex, [s, t, 0.0, 0.0], Z)
}

/// 2x1 RGBA8 bytes: (200, 7, 0, 255) and (128, 255, 1, 127).
const INTEGER_BYTES: [u8; 8] = [200, 7, 0, 255, 128, 255, 1, 127];

fn words(v: [f32; 4]) -> [u32; 4] {
    v.map(f32::to_bits)
}

#[test]
fn unsigned_integer_textures_return_the_byte_values() {
    // EXT_texture_integer: an RGBA8UI texel holds the unnormalized bytes.
    let t = Texture::from_bytes(
        TexTarget::Tex2D,
        BaseFormat::Rgba,
        2,
        1,
        1,
        &INTEGER_BYTES,
        TexelType::Unsigned,
    )
    .unwrap()
    .with_sampler(nearest());
    assert_eq!(words(t.sample(&tex_query(0.25, 0.5))), [200, 7, 0, 255]);
    assert_eq!(words(t.sample(&tex_query(0.75, 0.5))), [128, 255, 1, 127]);
    // RGB base format: alpha is the integer 1 (Table X.5 with integers).
    let rgb = Texture {
        format: BaseFormat::Rgb,
        ..t.clone()
    };
    assert_eq!(words(rgb.sample(&tex_query(0.25, 0.5))), [200, 7, 0, 1]);
    // A float texture of the same bytes is normalized: 255 is 1.0.
    let float =
        Texture::from_rgba8(TexTarget::Tex2D, BaseFormat::Rgba, 2, 1, 1, &INTEGER_BYTES).unwrap();
    assert_eq!(
        float.with_sampler(nearest()).sample(&tex_query(0.25, 0.5))[3],
        1.0
    );
}

#[test]
fn signed_integer_textures_read_bytes_as_twos_complement() {
    let t = Texture::from_bytes(
        TexTarget::Tex2D,
        BaseFormat::Rgba,
        2,
        1,
        1,
        &INTEGER_BYTES,
        TexelType::Signed,
    )
    .unwrap()
    .with_sampler(nearest());
    // 200 = -56, 255 = -1, 128 = -128 as signed bytes.
    let want = |v: [i32; 4]| v.map(|x| x as u32);
    assert_eq!(
        words(t.sample(&tex_query(0.25, 0.5))),
        want([-56, 7, 0, -1])
    );
    assert_eq!(
        words(t.sample(&tex_query(0.75, 0.5))),
        want([-128, -1, 1, 127])
    );
}

#[test]
fn integer_textures_with_linear_filters_are_incomplete() {
    // EXT_texture_integer §3.8.10: MAG NEAREST, MIN NEAREST or
    // NEAREST_MIPMAP_NEAREST; otherwise incomplete, which reads 0.
    let t = Texture::from_bytes(
        TexTarget::Tex2D,
        BaseFormat::Rgba,
        2,
        1,
        1,
        &INTEGER_BYTES,
        TexelType::Unsigned,
    )
    .unwrap();
    assert!(!t.is_complete(), "the default sampler filters linearly");
    assert_eq!(words(t.sample(&tex_query(0.25, 0.5))), [0; 4]);
    let mag_linear = t.clone().with_sampler(Sampler {
        mag_filter: Filter::Linear,
        ..nearest()
    });
    assert!(!mag_linear.is_complete());
    let mut mipmapped = t.with_sampler(Sampler {
        min_filter: Filter::NearestMipmapNearest,
        ..nearest()
    });
    mipmapped.generate_mipmaps();
    assert!(mipmapped.is_complete());
    // TXF reads the integer texel too.
    let fetch = TexQuery {
        op: Opcode::Txf,
        coord: [1.0, 0.0, 0.0, 0.0],
        ..tex_query(0.0, 0.0)
    };
    assert_eq!(words(mipmapped.sample(&fetch)), [128, 255, 1, 127]);
}

/// A 2x1 2D array of three layers: layer k is (k, 0, 0, 1) on the left
/// and (k, 1, 0, 1) on the right.
fn array_2d() -> Texture {
    let texels = (0..3)
        .flat_map(|k| [[k as f32, 0.0, 0.0, 1.0], [k as f32, 1.0, 0.0, 1.0]])
        .collect();
    Texture::new(
        TexTarget::Array2D,
        BaseFormat::Rgba,
        vec![Image::rgba32f(2, 1, 3, texels).unwrap()],
    )
}

#[test]
fn array_layers_round_to_nearest_and_clamp() {
    // EXT_texture_array §3.8.8: l = clamp(floor(r + 0.5), 0, d_t - 1).
    let t = array_2d().with_sampler(nearest());
    let layer = |r: f32| t.lookup([0.25, 0.5, r], Z, Z)[0];
    assert_eq!(layer(0.0), 0.0);
    assert_eq!(layer(0.49), 0.0);
    assert_eq!(layer(0.5), 1.0);
    assert_eq!(layer(1.6), 2.0);
    assert_eq!(layer(7.0), 2.0);
    assert_eq!(layer(-3.0), 0.0);
    assert_eq!(layer(f32::NAN), 0.0);
    // LINEAR filters within the layer only: halfway between its two
    // texels, never towards the next layer.
    let linear = array_2d().with_sampler(Sampler {
        wrap: [Wrap::ClampToEdge; 3],
        ..Sampler::default()
    });
    assert_eq!(linear.lookup([0.5, 0.5, 1.3], Z, Z), [1.0, 0.5, 0.0, 1.0]);
}

#[test]
fn array_mipmaps_keep_the_layers_and_txq_counts_them() {
    let mut t = array_2d().with_sampler(Sampler {
        min_filter: Filter::NearestMipmapNearest,
        ..nearest()
    });
    t.generate_mipmaps();
    assert!(t.is_complete());
    // Level 1 is 1x1 with three layers, each the mean of its two texels.
    assert_eq!(t.size(TexTarget::Array2D, 1), [1, 1, 3, 2]);
    assert_eq!(
        t.lookup_lod([0.25, 0.5, 2.0], Lod::Explicit(1.0)),
        [2.0, 0.5, 0.0, 1.0]
    );
    assert_eq!(t.size(TexTarget::Array2D, 0), [2, 1, 3, 2]);
    // TXF: the layer is z for ARRAY2D; outside the layers reads 0.
    let fetch = |c: [f32; 4]| {
        t.sample(&TexQuery {
            op: Opcode::Txf,
            target: TexTarget::Array2D,
            ..query(Opcode::Txf, c, Z)
        })
    };
    assert_eq!(fetch([1.0, 0.0, 2.0, 0.0]), [2.0, 1.0, 0.0, 1.0]);
    assert_eq!(fetch([1.0, 0.0, 3.0, 0.0]), [0.0; 4]);
}

#[test]
fn a_1d_array_is_one_layer_a_row() {
    // 2x3 RGBA8: row k is layer k; the layer is t, TXQ gives (width, layers).
    let bytes: Vec<u8> = (0..3u8)
        .flat_map(|k| [k * 100, 0, 0, 255, k * 100, 255, 0, 255])
        .collect();
    let t = Texture::from_rgba8(TexTarget::Array1D, BaseFormat::Rgba, 2, 3, 1, &bytes)
        .unwrap()
        .with_sampler(nearest());
    assert!(t.is_complete());
    assert_eq!(t.size(TexTarget::Array1D, 0), [2, 3, 0, 1]);
    let got = t.lookup([0.75, 2.2, 0.0], Z, Z);
    assert_eq!(got, [200.0 / 255.0, 1.0, 0.0, 1.0]);
    let fetch = t.sample(&TexQuery {
        target: TexTarget::Array1D,
        ..query(Opcode::Txf, [0.0, 1.0, 0.0, 0.0], Z)
    });
    assert_eq!(fetch, [100.0 / 255.0, 0.0, 0.0, 1.0]);
}
