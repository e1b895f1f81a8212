//! TGSI SAMPLE_I_MS on shasm's single-sample textures: sample 0 is the
//! texel SAMPLE_I fetches; a sample past the one there is reads zero (our
//! choice, as an out-of-range fetch reads under robust access,
//! KHR_robustness, and as D3D10's ld2dms does; tgsi.rst leaves it open).

use shasm::{Program, Texture, TextureTarget};

#[test]
fn samples_past_the_first_read_zero() {
    let program = Program::from_text(
        "ms.tgsi",
        "FRAG
DCL IN[0], GENERIC[0], CONSTANT
DCL IN[1], GENERIC[1], CONSTANT
DCL OUT[0], COLOR
DCL SVIEW[0], 2D, FLOAT
  0: SAMPLE_I_MS OUT[0], IN[0], SVIEW[0], IN[1].xxxx
  1: END
",
    )
    .unwrap();
    // One texel, (0.25, 0.5, 0.75, 1).
    let texture = Texture::from_f32(TextureTarget::Tex2D, 1, 1, &[0.25, 0.5, 0.75, 1.0]).unwrap();
    let mut inputs = program.inputs().unwrap();
    inputs.bind_texture(0, &texture).unwrap();
    inputs.set_words("IN[0]", &[0, 0, 0, 0]).unwrap();
    let out = |inputs: &shasm::Inputs<'_>| program.run_with(inputs).unwrap().outputs[0].floats();
    for (sample, expected) in [
        (0, [0.25, 0.5, 0.75, 1.0]),
        (1, [0.0; 4]),
        (3, [0.0; 4]),
        (u32::MAX, [0.0; 4]),
    ] {
        inputs.set_words("IN[1]", &[sample, 0, 0, 0]).unwrap();
        assert_eq!(out(&inputs), expected, "sample {sample}");
    }
}
