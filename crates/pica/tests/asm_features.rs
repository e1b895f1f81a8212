//! Assembler behaviour that the corpus does not exercise, each expected
//! value derived from picasso's rules (shared/notes/PICA200_notes.md §3).

use shasm_pica::asm::{Assembled, Options, Source, assemble};
use shasm_pica::shbin::{ConstantValue, UniformRegister};
use shasm_pica::{Op, decode};

fn asm_with(files: &[&str], options: Options) -> Assembled {
    let names: Vec<String> = (0..files.len()).map(|i| format!("f{i}.pica")).collect();
    let sources: Vec<Source<'_>> = files
        .iter()
        .zip(&names)
        .map(|(t, n)| Source { name: n, text: t })
        .collect();
    assemble(&sources, options).unwrap_or_else(|e| panic!("{:#?}", e.diagnostics))
}

fn asm(text: &str) -> Assembled {
    asm_with(&[text], Options::default())
}

fn ops(a: &Assembled) -> Vec<Op> {
    a.shbin
        .dvlp
        .code
        .iter()
        .map(|&w| decode(w).unwrap().op)
        .collect()
}

#[test]
fn inverted_forms_are_chosen_from_the_operands() {
    // DPH/DST/SGE/SLT: the I form when source 1 is v/r and source 2 a
    // constant; MAD: MADI when source 2 is v/r and source 3 a constant.
    let a = asm(".proc main\n\
        dph r0, v0, c0\ndph r0, c0, v0\ndsti r0, c1, r1\nsge r0, r1, c3\nslt r0, v0, r1\n\
        mad r0, v0, r1, c2\nmad r0, v0, c2, r1\nend\n.end\n");
    assert_eq!(
        ops(&a),
        [
            Op::Dphi,
            Op::Dph,
            Op::Dst,
            Op::Sgei,
            Op::Slt,
            Op::Madi,
            Op::Mad,
            Op::End
        ]
    );
    // DPHI: SRC1 (narrow, bits 14-18) = v0, SRC2 (wide, bits 7-13) = c0.
    let w = decode(a.shbin.dvlp.code[0]).unwrap();
    assert_eq!((w.src[0], w.src[1]), (0x00, 0x20));
}

#[test]
fn jmpu_negation_sets_bit_0_of_num() {
    // JMPU: "Having bit 0 of NUM = 1 will invert the test".
    let a = asm(".proc main\nl:\njmpu !b3, l\njmpu b3, l\nend\n.end\n");
    let w0 = decode(a.shbin.dvlp.code[0]).unwrap();
    let w1 = decode(a.shbin.dvlp.code[1]).unwrap();
    assert_eq!((w0.num, w0.uniform, w0.target), (1, 3, 0));
    assert_eq!((w1.num, w1.uniform), (0, 3));
}

#[test]
fn conditions_encode_refs_and_condop() {
    // REFX/REFY start at 1, `!` clears; CONDOP 0 OR, 1 AND, 2 x, 3 y.
    let a = asm(
        ".proc main\nl:\njmpc cmp.x, l\njmpc !cmp.y, l\njmpc cmp.x && !cmp.y, l\n\
        jmpc !cmp.x || cmp.y, l\nend\n.end\n",
    );
    let got: Vec<(u8, [bool; 2])> = a.shbin.dvlp.code[..4]
        .iter()
        .map(|&w| {
            let i = decode(w).unwrap();
            (i.cond_op, i.refs)
        })
        .collect();
    assert_eq!(
        got,
        [
            (2, [true, true]),
            (3, [true, false]),
            (1, [true, false]),
            (0, [false, true])
        ]
    );
}

#[test]
fn descriptors_are_shared_on_the_bits_both_care_about() {
    // `mov r0.x, v0.x` cares about lane x only; `mov r1.x, v1.xyzw` agrees
    // on it and shares the slot; `mov r2.y, v0.y` needs a new one.
    let a = asm(".proc main\nmov r0.x, v0.x\nmov r1.x, v1\nmov r2.y, v0.y\nend\n.end\n");
    let descs: Vec<u8> = a.shbin.dvlp.code[..3]
        .iter()
        .map(|&w| decode(w).unwrap().desc)
        .collect();
    assert_eq!(descs, [0, 0, 1]);
    assert_eq!(a.shbin.dvlp.opdescs.len(), 2);
}

#[test]
fn mad_descriptors_move_below_32() {
    // 32 distinct MOV descriptors fill slots 0..31; the MAD's new slot 32 is
    // swapped with slot 0 (the first not used by a MAD), and the MOV that
    // used slot 0 is renumbered to 32.
    let letters = ['x', 'y', 'z', 'w'];
    let mut text = String::from(".proc main\n");
    for k in 0..32 {
        let sw: String = (0..4).map(|i| letters[(k >> (2 * i)) & 3]).collect();
        text.push_str(&format!("mov r0, v0.{sw}\n"));
    }
    text.push_str("mad r1, v0, r2, r3\nend\n.end\n");
    let a = asm(&text);
    let code = &a.shbin.dvlp.code;
    assert_eq!(decode(code[32]).unwrap().op, Op::Mad);
    assert_eq!(decode(code[32]).unwrap().desc, 0);
    assert_eq!(decode(code[0]).unwrap().desc, 32);
    assert_eq!(a.shbin.dvlp.opdescs.len(), 33);
}

#[test]
fn padding_nops_follow_picasso_and_no_nop_leaves_them_out() {
    // A call at the end of an if-part and of a procedure, an empty if.
    let src = ".proc main\nifu b0\ncall f\n.end\nifu b1\n.end\nend\n.end\n.proc f\nnop\n.end\n";
    let with = asm(src);
    let without = asm_with(&[src], Options { auto_nop: false });
    // With: IFU, CALL, NOP (after the call), IFU, NOP (empty body), END,
    // then f: NOP.
    assert_eq!(
        ops(&with),
        [
            Op::Ifu,
            Op::Call,
            Op::Nop,
            Op::Ifu,
            Op::Nop,
            Op::End,
            Op::Nop
        ]
    );
    assert_eq!(
        ops(&without),
        [Op::Ifu, Op::Call, Op::Ifu, Op::End, Op::Nop]
    );
    assert_eq!(without.warnings.len(), 2);
    assert!(with.origins[2].padding && with.origins[4].padding);
}

#[test]
fn uniforms_are_shared_by_vertex_shaders_and_private_to_geometry_shaders() {
    let a = asm_with(
        &[
            ".fvec a[2], b\n.bool f\n.proc main\nend\n.end\n",
            ".fvec b, c\n.entry m2\n.proc m2\nend\n.end\n",
            ".gsh point c10\n.fvec g\n.entry m3\n.proc m3\nend\n.end\n",
        ],
        Options::default(),
    );
    let names = |k: usize| -> Vec<(String, UniformRegister, u32)> {
        let d = &a.shbin.dvles[k];
        d.uniforms
            .iter()
            .map(|u| {
                (
                    d.uniform_name(u).unwrap().to_string(),
                    u.first_register(),
                    u.len(),
                )
            })
            .collect()
    };
    assert_eq!(
        names(0),
        [
            ("a".into(), UniformRegister::Float(0), 2),
            ("b".into(), UniformRegister::Float(2), 1),
            ("f".into(), UniformRegister::Bool(0), 1)
        ]
    );
    // `b` is the same register in the second file; `c` comes next.
    assert_eq!(
        names(1),
        [
            ("b".into(), UniformRegister::Float(2), 1),
            ("c".into(), UniformRegister::Float(3), 1)
        ]
    );
    // The geometry shader's space starts at c10.
    assert_eq!(names(2), [("g".into(), UniformRegister::Float(10), 1)]);
    assert!(a.shbin.dvles[2].is_geometry());
}

#[test]
fn constants_are_allocated_from_the_top() {
    let a = asm(
        ".constf k0(1.0, 2.0, 3.0, 4.0)\n.constf k1(0.5, 0, 0, 0)\n.consti n(3, 0, 1, 0)\n\
        .constfa arr[3]\n.constfa (1, 1, 1, 1)\n.end\n.setb b2 on\n.proc main\nend\n.end\n",
    );
    let regs: Vec<(u16, Option<ConstantValue>)> = a.shbin.dvles[0]
        .constants
        .iter()
        .map(|c| (c.register, c.value()))
        .collect();
    assert_eq!(
        regs,
        [
            (
                95,
                Some(ConstantValue::Float([
                    0x3F0000, 0x400000, 0x408000, 0x410000
                ]))
            ),
            (94, Some(ConstantValue::Float([0x3E0000, 0, 0, 0]))),
            (3, Some(ConstantValue::Int([3, 0, 1, 0]))),
            // The array's missing elements are zero.
            (91, Some(ConstantValue::Float([0x3F0000; 4]))),
            (92, Some(ConstantValue::Float([0; 4]))),
            (93, Some(ConstantValue::Float([0; 4]))),
            (2, Some(ConstantValue::Bool(true))),
        ]
    );
}

#[test]
fn header_lists_shared_uniforms_like_picasso() {
    let a = asm(
        ".fvec proj[4], tint\n.ivec loops\n.bool lit, flags[3]\n.fvec _hidden\n\
        .proc main\nend\n.end\n",
    );
    assert_eq!(
        a.header(),
        "// Generated by picasso\n#pragma once\n\
         #define VSH_FVEC_proj 0x00\n#define VSH_ULEN_proj 4\n\
         #define VSH_FVEC_tint 0x04\n#define VSH_ULEN_tint 1\n\
         #define VSH_IVEC_loops 0x00\n#define VSH_ULEN_loops 1\n\
         #define VSH_FLAG_lit BIT(0)\n#define VSH_ULEN_lit 1\n\
         #define VSH_FLAG_flags(_n) BIT(1+(_n))\n#define VSH_ULEN_flags 3\n"
    );
    // `_hidden` takes c5 but is neither in the header nor the DVLE table.
    assert_eq!(a.shbin.dvles[0].uniforms.len(), 5);
}

#[test]
fn outputs_and_inputs_fill_the_dvle_tables() {
    let a = asm(
        ".in pos\n.in nrm v3\n.out p position\n.out t texcoord0.xy\n.out - color o5.xyz\n\
        .proc main\nend\n.end\n",
    );
    let d = &a.shbin.dvles[0];
    assert_eq!(d.input_mask, 0b1001);
    assert_eq!(d.output_mask, 0b100011);
    let outs: Vec<(u16, u16, u16)> = d
        .outputs
        .iter()
        .map(|o| (o.kind, o.register, o.mask))
        .collect();
    assert_eq!(outs, [(0, 0, 0xF), (3, 1, 0b0011), (2, 5, 0b0111)]);
}
