//! Every assembler error (and warning) as the user sees it: rendered with
//! `shasm_diag::render` (FILE:LINE:COL and a snippet marking the token),
//! checked with insta snapshots.

use shasm_pica::asm::{Options, Source, assemble};
use std::fmt::Write as _;

/// Assemble `files` and render every diagnostic, errors and warnings.
fn diagnostics(files: &[(&str, &str)], options: Options) -> String {
    let sources: Vec<Source<'_>> = files
        .iter()
        .map(|(name, text)| Source { name, text })
        .collect();
    let diags = match assemble(&sources, options) {
        Ok(out) => out.warnings,
        Err(e) => e.diagnostics,
    };
    assert!(!diags.is_empty(), "no diagnostic for {files:?}");
    // Codes are not rendered, so check them here: each names its rule.
    for d in &diags {
        assert!(
            d.diagnostic
                .code
                .is_some_and(|c| c.starts_with("pica/") && c != "pica/asm-error"),
            "no specific code on {d:?}"
        );
    }
    let mut out = String::new();
    for d in diags {
        let (name, text) = files[d.file];
        let _ = write!(out, "{}", shasm_diag::render(name, text, &[d.diagnostic]));
    }
    out
}

fn one(text: &str) -> String {
    diagnostics(&[("test.v.pica", text)], Options::default())
}

macro_rules! case {
    ($name:ident, $text:expr) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(one($text));
        }
    };
}

// ---- lexing and statements ----------------------------------------------------
case!(unexpected_character, ".proc main\n\tmov r0, @v0\n.end\n");
case!(unknown_instruction, ".proc main\n\tfrob r0, v0\n.end\n");
case!(unknown_directive, ".frob x\n.proc main\n\tend\n.end\n");
case!(instruction_outside_a_proc, "mov r0, v0\n");
case!(
    instruction_inside_constfa,
    ".constfa a[]\nmov r0, v0\n.end\n"
);
case!(missing_operand, ".proc main\n\tadd r0, v0\n.end\n");
case!(too_many_operands, ".proc main\n\tmov r0, v0, v1\n.end\n");
case!(empty_input, "; nothing here\n");
case!(no_main_procedure, ".proc start\n\tend\n.end\n");

// ---- registers and operands --------------------------------------------------
case!(
    unknown_register_or_alias,
    ".proc main\n\tmov r0, foo\n.end\n"
);
case!(upper_case_register, ".proc main\n\tmov R0, v0\n.end\n");
case!(leading_zero_register, ".proc main\n\tmov r0, c010\n.end\n");
case!(register_out_of_range, ".proc main\n\tmov r16, v0\n.end\n");
case!(
    geometry_output_out_of_range,
    ".gsh point c0\n.proc main\n\tmov o7, v0\n.end\n"
);
case!(offset_past_the_file, ".proc main\n\tmov r0, c95[1]\n.end\n");
case!(negative_offset, ".proc main\n\tmov r0, c0[-1]\n.end\n");
case!(bad_index_register, ".proc main\n\tmov r0, c0[a3]\n.end\n");
case!(
    relative_on_a_temporary,
    ".proc main\n\tmov r0, r1[a0.x]\n.end\n"
);
case!(
    relative_in_an_alias,
    ".alias x c0[a0.x]\n.proc main\n\tend\n.end\n"
);
case!(invalid_swizzle, ".proc main\n\tmov r0, v0.xk\n.end\n");
case!(destination_is_an_input, ".proc main\n\tmov v0, r0\n.end\n");
case!(negated_destination, ".proc main\n\tmov -r0, v0\n.end\n");
case!(
    destination_mask_out_of_order,
    ".proc main\n\tmov r0.yx, v0\n\tend\n.end\n"
);
case!(two_float_uniforms, ".proc main\n\tadd r0, c0, c1\n.end\n");
case!(two_input_registers, ".proc main\n\tadd r0, v0, v1\n.end\n");
case!(boolean_as_a_source, ".proc main\n\tmov r0, b0\n.end\n");
case!(mova_destination, ".proc main\n\tmova r0.x, v0\n.end\n");
case!(
    bad_comparison_operator,
    ".proc main\n\tcmp v0, xx, eq, r0\n.end\n"
);

// ---- flow control ----------------------------------------------------------------
case!(
    condition_tests_a_flag_twice,
    ".proc main\n\tifc cmp.x && cmp.x\n\tnop\n\tnop\n\t.end\n.end\n"
);
case!(
    condition_bad_flag,
    ".proc main\n\tifc cmp.z\n\t.end\n.end\n"
);
case!(ifu_cannot_invert, ".proc main\n\tifu !b0\n\t.end\n.end\n");
case!(ifu_needs_a_boolean, ".proc main\n\tifu c0\n\t.end\n.end\n");
case!(
    for_needs_an_integer_uniform,
    ".proc main\n\tfor b0\n\t.end\n.end\n"
);
case!(
    setemit_vertex_out_of_range,
    ".proc main\n\tsetemit 3\n.end\n"
);
case!(setemit_fraction, ".proc main\n\tsetemit 1.5\n.end\n");
case!(setemit_unknown_flag, ".proc main\n\tsetemit 0, foo\n.end\n");
case!(else_without_if, ".proc main\n\t.else\n.end\n");
case!(
    second_else,
    ".proc main\n\tifu b0\n\tnop\n\t.else\n\tnop\n\t.else\n\t.end\n.end\n"
);
case!(end_without_block, ".end\n");
case!(unclosed_block, ".proc main\n\tifu b0\n\tnop\n.end\n");
case!(duplicate_label, ".proc main\nhere:\nhere:\n\tend\n.end\n");
case!(
    undefined_label,
    ".proc main\n\tjmpu b0, nowhere\n\tend\n.end\n"
);
case!(
    undefined_procedure,
    ".proc main\n\tcall nope\n\tend\n.end\n"
);
case!(
    duplicate_procedure,
    ".proc main\n\tend\n.end\n.proc main\n\tend\n.end\n"
);
case!(
    undefined_entry_point,
    ".entry start\n.proc main\n\tend\n.end\n"
);
case!(no_dvle, ".nodvle\n.proc main\n\tend\n.end\n");

// ---- names, uniforms, constants ------------------------------------------------
case!(
    alias_named_like_a_register,
    ".alias r5 v0\n.proc main\n\tend\n.end\n"
);
case!(
    alias_defined_twice,
    ".alias x v0\n.alias x v1\n.proc main\n\tend\n.end\n"
);
case!(
    uniform_array_of_zero,
    ".fvec a[0]\n.proc main\n\tend\n.end\n"
);
case!(
    uniform_space_exhausted,
    ".fvec big[97]\n.proc main\n\tend\n.end\n"
);
case!(
    constant_atof_stops,
    ".constf k(1.0/2, 0, 0, 0)\n.proc main\n\tend\n.end\n"
);
case!(
    output_as_source,
    ".out opos position\n.proc main\n\tmov r0, opos\n\tend\n.end\n"
);
case!(
    constant_array_too_many,
    ".constfa a[1]\n.constfa (1, 2, 3, 4)\n.constfa (1, 2, 3, 4)\n.end\n.proc main\n\tend\n.end\n"
);
case!(
    constant_array_empty,
    ".constfa a[]\n.end\n.proc main\n\tend\n.end\n"
);
case!(
    constant_array_too_large,
    ".constfa a[97]\n.end\n.proc main\n\tend\n.end\n"
);
case!(
    setf_needs_a_float_uniform,
    ".setf r0(1, 2, 3, 4)\n.proc main\n\tend\n.end\n"
);
case!(
    seti_needs_an_integer_uniform,
    ".seti c0(1, 2, 3, 4)\n.proc main\n\tend\n.end\n"
);
case!(setb_bad_value, ".setb b0 maybe\n.proc main\n\tend\n.end\n");
case!(
    input_not_an_input_register,
    ".in x r0\n.proc main\n\tend\n.end\n"
);
case!(output_unknown_type, ".out x foo\n.proc main\n\tend\n.end\n");
case!(
    output_not_an_output_register,
    ".out x position r0\n.proc main\n\tend\n.end\n"
);
case!(
    output_collision,
    ".out a position o0\n.out b color o0.x\n.proc main\n\tend\n.end\n"
);
case!(
    output_only_dummy,
    ".out x position o7\n.proc main\n\tend\n.end\n"
);
case!(
    output_mask_twice,
    ".out x texcoord0.xy o1.xy\n.proc main\n\tend\n.end\n"
);
case!(
    gsh_used_twice,
    ".gsh point c0\n.gsh point c1\n.proc main\n\tend\n.end\n"
);
case!(
    gsh_after_a_uniform,
    ".fvec a\n.gsh point c4\n.proc main\n\tend\n.end\n"
);
case!(gsh_unknown_mode, ".gsh strip c0\n.proc main\n\tend\n.end\n");
case!(
    gsh_fixed_array_overlaps_the_pool,
    ".gsh fixed c4 c10 3\n.proc main\n\tend\n.end\n"
);
case!(
    gsh_vertex_count_out_of_range,
    ".gsh variable c0 300\n.proc main\n\tend\n.end\n"
);

#[test]
fn uniform_redeclared_with_another_type_or_size() {
    insta::assert_snapshot!(diagnostics(
        &[
            ("a.v.pica", ".fvec m, n\n.proc main\n\tend\n.end\n"),
            (
                "b.v.pica",
                ".ivec m\n.fvec n[2]\n.proc other\n\tend\n.end\n"
            ),
        ],
        Options::default()
    ));
}

#[test]
fn vertex_shader_longer_than_512_instructions() {
    let mut text = String::from(".proc main\n");
    for _ in 0..513 {
        text.push_str("\tnop\n");
    }
    text.push_str(".end\n");
    insta::assert_snapshot!(one(&text));
}

#[test]
fn procedure_too_long_for_a_call() {
    let mut text = String::from(".proc main\n\tcall big\n\tend\n.end\n.proc big\n");
    for _ in 0..256 {
        text.push_str("\tnop\n");
    }
    text.push_str(".end\n");
    insta::assert_snapshot!(one(&text));
}

#[test]
fn too_many_operand_descriptors() {
    // 129 distinct source swizzles need 129 descriptors.
    let letters = ['x', 'y', 'z', 'w'];
    let mut text = String::from(".proc main\n");
    for k in 0..129 {
        let sw: String = (0..4).map(|i| letters[(k >> (2 * i)) & 3]).collect();
        text.push_str(&format!("\tmov r0, v0.{sw}\n"));
    }
    text.push_str("\tend\n.end\n");
    insta::assert_snapshot!(one(&text));
}

#[test]
fn too_many_nested_blocks() {
    let mut text = String::from(".proc main\n");
    for _ in 0..32 {
        text.push_str("\tifu b0\n");
    }
    insta::assert_snapshot!(one(&text));
}

#[test]
fn padding_nop_warnings_without_auto_nop() {
    // `-n`: picasso warns where it would have inserted a NOP.
    insta::assert_snapshot!(diagnostics(
        &[(
            "test.v.pica",
            ".proc main\n\tcall sub\n\tend\n.end\n.proc sub\n\tifu b0\n\t\tcall other\n\t.end\n.end\n.proc other\n\tnop\n.end\n"
        )],
        Options { auto_nop: false }
    ));
}
