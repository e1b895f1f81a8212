//! Programs that must load, and their lowering into the IR
//! (NV_fragment_program §3.11.2-§3.11.4; shasm_ir "NV_fragment_program").

use shasm_ir::{
    Binding, CondRule, Condition, Extra, File, Opcode, Precision, Saturate, StorageFormat, Swizzle,
    TexTarget, WriteMask,
};
use shasm_nv::fp::{self, ColorOutput, FragmentProgram};

fn load(text: &str) -> FragmentProgram {
    match fp::load(text) {
        Ok(p) => p,
        Err(e) => panic!("{}", shasm_diag::render("t.fp", text, &e.diagnostics)),
    }
}

/// Wrap instructions in a header, an output write and END.
fn body(instrs: &str) -> String {
    format!("!!FP1.0\n{instrs}\nMOV o[COLR], R0;\nEND\n")
}

fn f32s(words: [u32; 4]) -> [f32; 4] {
    words.map(f32::from_bits)
}

#[test]
fn spec_examples_load() {
    // Every complete example of the spec text.
    for text in [
        // Issues: "How can fragment programs be used to implement non-standard
        // texture filtering modes?"
        "!!FP1.0
DEFINE halfTexel = { 0.03125, 0 };   # 1/32 (1/2 a texel)
ADD R2, f[TEX0], -halfTexel;         # coords of left sample
ADD R1, f[TEX0], +halfTexel;         # coords of right sample
TEX R0, R2, TEX0, 2D;                # lookup left sample
TEX R1, R1, TEX0, 2D;                # lookup right sample
MUL R2.x, R2.x, 16;                  # scale X coords to texels
FRC R2.x, R2.x;                      # get fraction, filter weight
LRP R0, R2.x, R1, R0;                # blend samples based on weight
MOV o[COLR], R0;
END",
        // Issues: condition codes.
        "!!FP1.0
SUBC R0, R1, R2;      # \"C\" suffix means update condition code
MOV  R0 (LT), -R0;    # Conditional write mask in parentheses
TEXC R0, f[TEX0], TEX0, 2D;
KIL EQ.x;
MOVC RC.x, R0.x;
MOVC RC.x (EQ), R1.x;
MOVC RC.x, R0.x;
MOVC RC.x (NE), R1.x;
MOV o[COLR], R0;
END",
        // §3.11.4.4 example.
        "!!FP1.0
MOVC R0, R1;
MOVC R0.xyz, R1.yzwx;
MOVC R0 (NE), R1.zywx;
MOV o[COLR], R0;
END",
        // §3.11.2 examples.
        "!!FP1.0
DEFINE pi = 3.1415926535;
DEFINE color = {0.2, 0.5, 0.8, 1.0};
DECLARE fog_color1;
DECLARE fog_color2 = {0.3, 0.6, 0.9, 0.1};
MOV R0, p[31];
MAD R0, R1, 2, -1;
ADD R0, {1,2,3,4}, 4;
TEX H0, f[TEX2], TEX2, 3D;
MOV o[COLR], R0;
END",
    ] {
        load(text);
    }
}

#[test]
fn constant_merging_matches_the_spec_equivalents() {
    // §3.11.2: "MAD R0, R1, 2, -1;" is "MAD R0, R1, {2,-1,0,0}.x, {2,-1,0,0}.y;"
    let p = load(&body("MAD R0, R1, 2, -1;")).program;
    let mad = &p.instructions[0];
    assert_eq!(p.immediates.len(), 1);
    assert_eq!(f32s(p.immediates[0].values), [2.0, -1.0, 0.0, 0.0]);
    assert_eq!(mad.src[1].file(), File::Immediate);
    assert_eq!(mad.src[1].swizzle, Swizzle([0; 4]));
    assert_eq!(mad.src[2].swizzle, Swizzle([1; 4]));
    assert!(!mad.src[2].negate, "-1 is a literal, not a negation");

    // "ADD R0, {1,2,3,4}, 4;" is "ADD R0, {1,2,3,4}.xyzw, {1,2,3,4}.w;"
    let p = load(&body("ADD R0, {1,2,3,4}, 4;")).program;
    assert_eq!(f32s(p.immediates[0].values), [1.0, 2.0, 3.0, 4.0]);
    assert_eq!(p.instructions[0].src[0].swizzle, Swizzle::IDENTITY);
    assert_eq!(p.instructions[0].src[1].swizzle, Swizzle([3; 4]));

    // notes §4.4: legal with four values in all.
    let p = load(&body("MAD R0, {1,2,3,4}, 2, {1,2,3,4}.w;")).program;
    let mad = &p.instructions[0];
    assert_eq!(mad.src[1].swizzle, Swizzle([1; 4]));
    assert_eq!(mad.src[2].swizzle, Swizzle([3; 4]));

    // Identical vectors in different instructions share one immediate.
    let p = load(&body("MOV R1, {1,2,3,4};\nADD R2, R1, {1,2,3,4};")).program;
    assert_eq!(p.immediates.len(), 1);
}

#[test]
fn vector_constants_expand_and_declare_replicates() {
    // §3.11.2: {2} = {2,0,0,1}, {3,4} = {3,4,0,1}, {5,6,7} = {5,6,7,1};
    // DECLARE replicates a scalar initialiser.
    let p = load(
        "!!FP1.0
DECLARE a = 2;
DECLARE b = {2};
DECLARE c = {3,4};
DECLARE d = {5,6,7};
DECLARE e;
DEFINE v = {1, -2.5};
DECLARE g = v;
MOV o[COLR], a;
END",
    )
    .program;
    let value = |name: &str| f32s(p.named(name).unwrap().initial);
    assert_eq!(value("a"), [2.0; 4]);
    assert_eq!(value("b"), [2.0, 0.0, 0.0, 1.0]);
    assert_eq!(value("c"), [3.0, 4.0, 0.0, 1.0]);
    assert_eq!(value("d"), [5.0, 6.0, 7.0, 1.0]);
    assert_eq!(value("e"), [0.0; 4]);
    assert_eq!(value("g"), [1.0, -2.5, 0.0, 1.0]);
    let a = p.named("a").unwrap();
    assert_eq!(a.binding, Binding::Named("a".into()));
    assert_eq!(p.spell(File::Const, a.first), "a");
}

#[test]
fn literals_follow_the_fp32_conversion_rules() {
    // notes §1.4 / §3.3: round to nearest even; >= 2^128 is INF; below
    // 2^-126 flushes to a signed zero.
    let cases: [(&str, u32); 8] = [
        ("12", 12.0f32.to_bits()),
        ("12.", 12.0f32.to_bits()),
        (".5", 0.5f32.to_bits()),
        ("2.5E-1", 0.25f32.to_bits()),
        ("1e-40", 0),
        ("-1e-40", 0x8000_0000),
        ("1e39", f32::INFINITY.to_bits()),
        ("0.1", 0x3DCC_CCCD),
    ];
    for (lit, bits) in cases {
        let p = load(&body(&format!("MOV R0, {lit};"))).program;
        assert_eq!(p.immediates[0].values[0], bits, "{lit}");
    }
}

#[test]
fn precision_of_each_instruction() {
    // §3.11.4.2: the suffix, else the destination's type; f[FOGC]/f[TEXn]
    // force fp32; TEX/PK/UP compute at fp32 (notes §3.2).
    let p = load(
        "!!FP1.0
MOV R0, R1;
MOV H0, R1;
MOVX R0, f[WPOS];
MOVX R0, f[TEX0];
MOVH H1, f[FOGC].x;
MOVR H2, R1;
MOV RC, R1;
MOV HC, R1;
TEX H3, f[TEX0], TEX0, 2D;
UP2H H4, R0.x;
PK2H R5, H4;
ADDX_SAT H5, f[COL0], R1;
MOV o[COLH], H5;
END",
    )
    .program;
    let precisions: Vec<Precision> = p
        .instructions
        .iter()
        .map(|i| i.modifiers.precision)
        .collect();
    use Precision::*;
    assert_eq!(
        precisions,
        [
            Full, Half, Fixed, Full, Full, Full, Full, Half, Full, Full, Full, Fixed, Half
        ]
    );
    assert_eq!(p.instructions[11].modifiers.saturate, Saturate::ZeroOne);
    let colh = p.declaration(File::Output, fp::OUT_COLOR).unwrap();
    assert_eq!(colh.format, StorageFormat::F16);
    assert_eq!(p.spell(File::Output, fp::OUT_COLOR), "o[COLH]");
}

#[test]
fn register_spellings_and_formats() {
    let fp = load(&body("MOV H63, R31;\nMOV R1, f[TEX7];\nMOV R2, p[63];"));
    let p = &fp.program;
    assert_eq!(p.spell(File::Temp, 0), "R0");
    assert_eq!(p.spell(File::Temp, 31), "R31");
    assert_eq!(p.spell(File::Temp, fp::TEMP_H0), "H0");
    assert_eq!(p.spell(File::Temp, fp::TEMP_H0 + 63), "H63");
    assert_eq!(p.spell(File::Temp, fp::TEMP_RC), "RC");
    assert_eq!(p.spell(File::Temp, fp::TEMP_HC), "HC");
    assert_eq!(p.spell(File::Input, 0), "f[WPOS]");
    assert_eq!(p.spell(File::Input, 3), "f[FOGC]");
    assert_eq!(p.spell(File::Input, 11), "f[TEX7]");
    assert_eq!(p.spell(File::Const, 63), "p[63]");
    assert_eq!(p.spell(File::Output, fp::OUT_COLOR), "o[COLR]");
    let h = p.declaration(File::Temp, fp::TEMP_H0 + 5).unwrap();
    assert_eq!(h.format, StorageFormat::F16);
    assert_eq!(
        p.declaration(File::Const, 5).unwrap().binding,
        Binding::Local
    );
    assert_eq!(fp.color, Some(ColorOutput::Colr));
    assert!(!fp.writes_depth);
}

#[test]
fn operand_modifiers() {
    // §3.11.4.3: negateBase, abs, negateAbs; -|-x| = -|x|.
    let p = load(&body(
        "MOV R0, -R1;\nMOV R0, |-R1|;\nMOV R0, -|-R1.wzyx|;\nMOV R0, +R1.y;\nDEFINE k = 2.5;\nMOV R0, -k;",
    ))
    .program;
    let s: Vec<_> = p.instructions.iter().map(|i| i.src[0]).collect();
    assert!(s[0].negate && !s[0].abs);
    assert!(!s[1].negate && s[1].abs);
    assert!(s[2].negate && s[2].abs);
    assert_eq!(s[2].swizzle, Swizzle([3, 2, 1, 0]));
    assert!(!s[3].negate);
    assert_eq!(s[3].swizzle, Swizzle([1; 4]));
    // A named scalar may be negated (notes §1.3): the value stays 2.5.
    assert!(s[4].negate);
    assert_eq!(p.immediates[0].values[0], 2.5f32.to_bits());
}

#[test]
fn destinations_masks_and_condition_codes() {
    let p = load(&body(
        "MOVC R0.xz (GE.yyww), R1;\nADDH_SAT H0.w (NE.x), R1, R2;\nKIL NE.wzyx;\nKIL TR;",
    ))
    .program;
    let mov = &p.instructions[0];
    assert_eq!(mov.modifiers.cc_update, Some(0));
    let dst = mov.dst.unwrap();
    assert_eq!(dst.mask, WriteMask(0b0101));
    let cond = dst.cond.unwrap();
    assert_eq!(cond.rule, CondRule::Ge);
    assert_eq!(cond.swizzle, Swizzle([1, 1, 3, 3]));
    let add = &p.instructions[1];
    assert_eq!(add.dst.unwrap().file(), File::Temp);
    assert_eq!(add.dst.unwrap().index(), fp::TEMP_H0);
    assert_eq!(add.dst.unwrap().cond.unwrap().swizzle, Swizzle([0; 4]));
    let kil = &p.instructions[2];
    assert_eq!(kil.opcode, Opcode::Kil);
    assert!(kil.dst.is_none());
    match kil.condition {
        Condition::Cc(t) => {
            assert_eq!(t.rule, CondRule::Ne);
            assert_eq!(t.swizzle, Swizzle([3, 2, 1, 0]));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn textures_and_units() {
    let fp = load(
        "!!FP1.0
TEX R0, f[TEX0], TEX0, 1D;
TXP R1, f[TEX1], TEX1, 2D;
TXD R2, f[TEX2], R0, R1, TEX15, 3D;
TEX R3, R2, TEX4, CUBE;
TXP R3, {1, 2, 0, 2}, TEX5, RECT;
TEX R3, f[TEX3], TEX0, 1D;
MOV o[COLR], R3;
END",
    );
    assert_eq!(
        fp.textures,
        [
            (0, TexTarget::Tex1D),
            (1, TexTarget::Tex2D),
            (4, TexTarget::Cube),
            (5, TexTarget::Rect),
            (15, TexTarget::Tex3D)
        ]
    );
    let txd = &fp.program.instructions[2];
    assert_eq!(txd.opcode, Opcode::Txd);
    assert_eq!(txd.src.len(), 3);
    match txd.extra {
        Extra::Texture(t) => {
            assert_eq!(t.unit, 15);
            assert_eq!(t.target, TexTarget::Tex3D);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn names_that_look_like_registers_are_legal() {
    // Rev 30 / notes §1.5: R32, H64, TEX16, TEX24 and R01 are names.
    let p = load(
        "!!FP1.0
DEFINE R32 = 1;
DEFINE H64 = {1,2};
DECLARE TEX16;
DECLARE TEX24 = 3;
DEFINE R01 = 2;
DEFINE $a_1 = 0.5;
MOV R0, R32;
MOV R1, H64.y;
MOV R2, TEX16.xyzw;
MOV R3, TEX24;
MOV R4, R01;
MOV o[COLR], $a_1;
END",
    )
    .program;
    assert!(p.named("TEX16").is_some());
    assert!(p.named("TEX24").is_some());
}

#[test]
fn whitespace_and_comments_between_tokens() {
    // notes §1.2: whitespace is allowed between grammar tokens; a comment
    // ends at LF or CR or the end of the text.
    let text =
        "!!FP1.0 # header\rMOV R0 . x , f [ TEX0 ] . y ;#c\nMOV o [ COLR ] , R0 ;\nEND # done";
    let p = load(text).program;
    assert_eq!(p.instructions.len(), 2);
    assert_eq!(p.instructions[0].src[0].swizzle, Swizzle([1; 4]));
}

#[test]
fn register_budget_limits() {
    // notes §2.2: R0-R30 + o[COLR] = 64 units loads; H0-H62 + o[COLH] too.
    let mut text = String::from("!!FP1.0\n");
    for i in 0..31 {
        text.push_str(&format!("MOV R{i}, f[COL0];\n"));
    }
    text.push_str("MOV o[COLR], R0;\nEND\n");
    load(&text);
    let mut text = String::from("!!FP1.0\n");
    for i in 0..63 {
        text.push_str(&format!("MOV H{i}, f[COL0];\n"));
    }
    text.push_str("MOV o[COLH], H0;\nMOV RC, R0.x;\nMOV HC, H0;\nEND\n");
    // RC and HC do not count, R0 does: 63 + 1 + 2 = 66 units fail ...
    assert!(fp::load(&text).is_err());
    // ... and without R0 it is exactly 64.
    load(&text.replace("MOV RC, R0.x;\n", ""));
}

#[test]
fn depth_only_program_and_rfl_mask() {
    // rev 61: writing only o[DEPR] is legal.
    let fp = load("!!FP1.0\nRFL H2.xyz, f[TEX0], R1;\nMOV o[DEPR].z, H2.z;\nEND\n");
    assert!(fp.writes_depth);
    assert_eq!(fp.color, None);
    assert_eq!(fp.program.spell(File::Output, fp::OUT_DEPTH), "o[DEPR]");
}

#[test]
fn unpack_from_parameters_and_literals() {
    // notes §5.6: UP* read 32-bit registers, parameters, constants and
    // (Rec.) f[] registers; PK* may write RC.
    let p = load(&body(
        "UP4UB R0, 1.0;\nUP2H R1, p[0].y;\nDECLARE k;\nUP2US R2, k.w;\nUP4B R3, f[TEX0].x;\nPK4B RC, R0;",
    ))
    .program;
    assert_eq!(p.instructions[0].opcode, Opcode::Up4ub);
    assert_eq!(p.immediates[0].values[0], 0x3F80_0000);
    assert_eq!(p.instructions[1].src[0].swizzle, Swizzle([1; 4]));
}

#[test]
fn every_mnemonic_form_loads_and_validates() {
    // Each of the 45 instructions in each suffix combination Table X.4
    // allows, in a program that passes the IR validator.
    use shasm_nv::fp::ops::{Form, OPS};
    for op in OPS {
        for m in op.spellings() {
            let dst = if op.name == "RFL" { "R0.xyz" } else { "R0" };
            let instr = match op.form {
                Form::Vector => format!("{m} {dst}, R1;"),
                Form::Scalar => format!("{m} {dst}, R1.x;"),
                Form::BinScalar => format!("{m} {dst}, R1.x, R2.y;"),
                Form::Binary => format!("{m} {dst}, R1, R2;"),
                Form::Ternary => format!("{m} {dst}, R1, R2, R3;"),
                Form::Kill => format!("{m} GT.x;"),
                Form::Texture => format!("{m} {dst}, R1, TEX0, 2D;"),
                Form::TextureDerivs => format!("{m} {dst}, R1, R2, R3, TEX0, 2D;"),
            };
            let p = load(&body(&instr)).program;
            assert_eq!(p.instructions[0].opcode, op.opcode, "{instr}");
            // Only the condition-code suffix has a `C` after the name.
            assert_eq!(
                p.instructions[0].modifiers.cc_update.is_some(),
                m[op.name.len()..].contains('C'),
                "{instr}"
            );
        }
    }
}
