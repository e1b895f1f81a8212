//! The example programs of `examples/nv/fp/` run with their textures, and
//! texture instructions through the interpreter (NV_fragment_program
//! §3.11.5.38-40). Expected values are worked out by hand in the comments.

use shasm_exec::texture::{BaseFormat, Filter, Image, Sampler, Texture};
use shasm_exec::{Env, Executable, Outcome};
use shasm_ir::{File, TexTarget};
use shasm_nv::fp;
use std::path::PathBuf;
use std::sync::Arc;

fn example(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/nv/fp")
        .join(name)
}

fn load(name: &str) -> (shasm_ir::Program, Executable) {
    let text = std::fs::read_to_string(example(name)).unwrap();
    let program = match fp::load(&text) {
        Ok(p) => p.program,
        Err(e) => panic!("{}", shasm_diag::render(name, &text, &e.diagnostics.0)),
    };
    let exe = Executable::new(&program).unwrap();
    (program, exe)
}

fn png(name: &str) -> Arc<Texture> {
    let bytes = std::fs::read(example(name)).unwrap();
    Arc::new(Texture::from_png(&bytes, TexTarget::Tex2D, 1).unwrap())
}

/// Input index of f[TEXn].
fn tex(n: u32) -> u32 {
    4 + n
}

fn close(got: [f32; 4], want: [f32; 4]) {
    assert!(
        got.iter().zip(want).all(|(g, w)| (g - w).abs() <= 1e-6),
        "got {got:?}, want {want:?}"
    );
}

fn color(o: &Outcome) -> [f32; 4] {
    o.get_f32(File::Output, fp::OUT_COLOR).unwrap()
}

#[test]
fn bump_mapping() {
    let (_, exe) = load("bump.fp");
    let mut env = exe.env();
    env.bind_texture(0, png("normal.png")).unwrap();
    env.bind_texture(1, png("base.png")).unwrap();
    let at = |env: &mut Env, s: f32, t: f32| {
        env.set_f32(File::Input, tex(0), [s, t, 0.0, 1.0]).unwrap();
        color(&exe.run(env).unwrap())
    };
    // Texel (0,0): normal (128,128,255)/255 -> (1/255, 1/255, 1); N.L = 1,
    // + 0.1 saturates to 1; base red.
    close(at(&mut env, 0.25, 0.25), [1.0, 0.0, 0.0, 1.0]);
    // Texel (1,0): normal (1, 1/255, 1/255): N.L = 1/255, + 0.1; base green.
    close(at(&mut env, 0.75, 0.25), [0.0, 1.0 / 255.0 + 0.1, 0.0, 1.0]);
    // Texel (0,1): normal along +y: N.L = 1/255 + 0.1; base blue.
    close(at(&mut env, 0.25, 0.75), [0.0, 0.0, 1.0 / 255.0 + 0.1, 1.0]);
    // Texel (1,1): normal (1/255, 1/255, -1): N.L clamps to 0, ambient
    // only; base white with alpha 0.
    close(at(&mut env, 0.75, 0.75), [0.1, 0.1, 0.1, 0.0]);
}

#[test]
fn toon_shading_with_kil() {
    let (_, exe) = load("toon.fp");
    let run = |normal: [f32; 4], st: [f32; 2]| {
        let mut env = exe.env();
        env.bind_texture(0, png("base.png")).unwrap();
        env.set_f32(File::Input, tex(0), normal).unwrap();
        env.set_f32(File::Input, tex(1), [st[0], st[1], 0.0, 1.0])
            .unwrap();
        exe.run(&env).unwrap()
    };
    let tint = [0.2, 0.2, 0.35, 1.0];
    // N.L = 1 -> band 3 -> weight 1: the base colour (red).
    let o = run([0.0, 0.0, 1.0, 0.0], [0.25, 0.25]);
    assert!(!o.killed());
    close(color(&o), [1.0, 0.0, 0.0, 1.0]);
    // N.L = 0.6 -> 1.8 -> band 1 -> weight 0.5: halfway to the tint.
    let o = run([0.8, 0.0, 0.6, 0.0], [0.25, 0.25]);
    close(
        color(&o),
        std::array::from_fn(|i| 0.5 * [1.0, 0.0, 0.0, 1.0][i] + 0.5 * tint[i]),
    );
    // N.L = 0.2 -> band 0: the tint (green texel).
    let o = run([0.0, 0.0, 0.2, 0.0], [0.75, 0.25]);
    close(color(&o), tint);
    // The white texel has alpha 0: KIL LT.w discards the fragment.
    let o = run([0.0, 0.0, 1.0, 0.0], [0.75, 0.75]);
    assert!(o.killed());
}

#[test]
fn packing_round_trip() {
    let (program, exe) = load("pack.fp");
    let mut env = exe.env();
    let rgba = [51.0 / 255.0, 1.0, 0.0, 204.0 / 255.0].map(|v: f64| v as f32);
    env.set_f32(File::Input, 1, rgba).unwrap();
    env.set_f32(File::Input, tex(0), [0.6, 0.0, 0.8, 0.0])
        .unwrap();
    let o = exe.run(&env).unwrap();
    // PK4UB/UP4UB reverse exactly for k/255 (notes §5.6).
    assert_eq!(color(&o), rgba);
    // R0.x holds the bytes 0x33, 0xFF, 0x00, 0xCC; R0.y the halves.
    let r0 = o.get(File::Temp, 0).unwrap();
    assert_eq!(r0[0], 0xCC00_FF33);
    let h = half::f16::from_f32(0.6);
    assert_eq!(r0[1], u32::from(h.to_bits()));
    // The normal comes back at fp16 precision; z is rebuilt from it.
    let r2 = o.get_f32(File::Temp, 2).unwrap();
    assert_eq!(r2[..2], [h.to_f32(), 0.0]);
    assert!((r2[2] - 0.8).abs() < 1e-3, "{r2:?}");
    assert_eq!(program.spell(File::Temp, 2), "R2");
}

/// 4x4 mipmapped texture: level 0 red, level 1 green, level 2 blue.
fn mip_texture(target: TexTarget) -> Arc<Texture> {
    let solid = |n: u32, c: [f32; 4]| Image::rgba32f(n, n, 1, vec![c; (n * n) as usize]).unwrap();
    let levels = vec![
        solid(4, [1.0, 0.0, 0.0, 1.0]),
        solid(2, [0.0, 1.0, 0.0, 1.0]),
        solid(1, [0.0, 0.0, 1.0, 1.0]),
    ];
    Arc::new(
        Texture::new(target, BaseFormat::Rgba, levels).with_sampler(Sampler {
            min_filter: Filter::NearestMipmapNearest,
            mag_filter: Filter::Nearest,
            ..Sampler::default()
        }),
    )
}

fn run_quad(exe: &Executable, coords: impl Fn(usize) -> [f32; 4]) -> [Outcome; 4] {
    let envs: Vec<Env> = (0..4)
        .map(|lane| {
            let mut env = exe.env();
            env.bind_texture(0, mip_texture(TexTarget::Tex2D)).unwrap();
            env.set_f32(File::Input, tex(0), coords(lane)).unwrap();
            env
        })
        .collect();
    exe.run_quad([&envs[0], &envs[1], &envs[2], &envs[3]])
        .unwrap()
}

#[test]
fn implicit_lod_from_the_quad() {
    // TEX/TXP derive the partials from neighbouring fragments (notes §5.8
    // Rec.: quad differences of the final coordinates, after TXP's divide).
    let prog = fp::load(
        "!!FP1.0\nTEX R0, f[TEX0], TEX0, 2D;\nTXP R1, f[TEX0], TEX0, 2D;\nMOV o[COLR], R0;\nEND\n",
    )
    .unwrap();
    let exe = Executable::new(&prog.program).unwrap();
    // s steps by 1/4 per pixel = 1 texel: lambda 0 -> level 0 (red). With
    // q = 0.5 TXP sees 2 texels per pixel: lambda 1 -> level 1 (green).
    let outs = run_quad(&exe, |lane| {
        let x = (lane & 1) as f32;
        let y = (lane >> 1) as f32;
        [0.125 + 0.25 * x, 0.125 + 0.25 * y, 0.0, 0.5]
    });
    for o in &outs {
        assert_eq!(o.get_f32(File::Temp, 0).unwrap(), [1.0, 0.0, 0.0, 1.0]);
        assert_eq!(o.get_f32(File::Temp, 1).unwrap(), [0.0, 1.0, 0.0, 1.0]);
    }
    // s steps by 1 per pixel = 4 texels: lambda 2 -> level 2 (blue).
    let outs = run_quad(&exe, |lane| [0.5 + (lane & 1) as f32, 0.5, 0.0, 1.0]);
    assert_eq!(
        outs[0].get_f32(File::Temp, 0).unwrap(),
        [0.0, 0.0, 1.0, 1.0]
    );
}

#[test]
fn txd_uses_its_partials_and_unbound_units_read_zero() {
    // §3.11.5.39: the partials are the second and third operands.
    let prog = fp::load(
        "!!FP1.0\nTXD R0, f[TEX0], p[0], R9, TEX0, 2D;\nTEX R1, f[TEX0], TEX3, CUBE;\nMOV R8, p[1];\nTXDC_SAT H2, {0.5, 0.5, 0, 1}, R8, R9, TEX0, 2D;\nMOV o[COLR], R0;\nEND\n",
    )
    .unwrap();
    let exe = Executable::new(&prog.program).unwrap();
    let mut env = exe.env();
    env.bind_texture(0, mip_texture(TexTarget::Tex2D)).unwrap();
    env.set_f32(File::Input, tex(0), [0.5, 0.5, 0.0, 1.0])
        .unwrap();
    // ds/dx = 0.5 -> 2 texels -> lambda 1 -> green.
    env.set_f32(File::Const, 0, [0.5, 0.0, 0.0, 0.0]).unwrap();
    // ds/dx = 1 -> lambda 2 -> blue.
    env.set_f32(File::Const, 1, [1.0, 0.0, 0.0, 0.0]).unwrap();
    let o = exe.run(&env).unwrap();
    assert_eq!(o.get_f32(File::Temp, 0).unwrap(), [0.0, 1.0, 0.0, 1.0]);
    // Unit 3 has no texture: (0, 0, 0, 0) (§3.11.5.38).
    assert_eq!(o.get_f32(File::Temp, 1).unwrap(), [0.0; 4]);
    assert_eq!(
        o.get_f32(File::Temp, fp::TEMP_H0 + 2).unwrap(),
        [0.0, 0.0, 1.0, 1.0]
    );
    assert_eq!(o.cc(0).map(|c| c.nv_name()), ["EQ", "EQ", "GT", "GT"]);
}
