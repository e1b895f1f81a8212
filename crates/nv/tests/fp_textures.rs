//! Texture instructions through the library API with textures built in
//! code (NV_fragment_program §3.11.5.38-40): mipmap level selection from the
//! quad's partials and from TXD's operands. The bundled examples run with
//! their PNG textures through the command line (`tests/spec/examples/nv_fp_*`).

use shasm_exec::texture::{BaseFormat, Filter, Image, Sampler, Texture};
use shasm_exec::{Env, Executable, Outcome};
use shasm_ir::{File, TexTarget};
use shasm_nv::fp;
use std::sync::Arc;

/// Input index of f[TEXn].
fn tex(n: u32) -> u32 {
    4 + n
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
