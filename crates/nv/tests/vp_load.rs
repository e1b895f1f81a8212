//! Load-time rules of NV_vertex_program2 §2.14 (notes §7.1 is the
//! checklist): each rejected program is checked three ways: the first
//! diagnostic's `LINE:COL` (the offending token, hand-derived), the
//! `PROGRAM_ERROR_POSITION_NV` byte offset (notes §7.2), and an insta
//! snapshot of the rendered diagnostics.

use shasm_nv::vp::{self, Version};

/// Render a rejected program's diagnostics and return them with the error
/// position.
fn reject(src: &str) -> (String, usize) {
    match vp::load(src) {
        Ok(_) => panic!("program loaded but must be rejected:\n{src}"),
        Err(e) => (shasm_diag::render("t.vp", src, &e.diagnostics), e.position),
    }
}

fn accept(src: &str) -> vp::VertexProgram {
    match vp::load(src) {
        Ok(p) => p,
        Err(e) => panic!(
            "program must load:\n{src}\n{}",
            shasm_diag::render("t.vp", src, &e.diagnostics)
        ),
    }
}

/// `rejects!(name, SOURCE, "LINE:COL", POSITION)`: POSITION is the text at
/// which the GL error position must point (its first occurrence in SOURCE),
/// or `LEN` for whole-program rules.
macro_rules! rejects {
    ($name:ident, $src:expr, $at:literal, $pos:expr) => {
        #[test]
        fn $name() {
            let src: &str = $src;
            let (text, position) = reject(src);
            let first = text.lines().next().unwrap_or("");
            assert!(
                first.starts_with(concat!("t.vp:", $at, ": error:")),
                "first line `{first}` is not at {}\n{text}",
                $at
            );
            let expected: Option<&str> = $pos;
            let expected = match expected {
                Some(needle) => src.find(needle).expect("needle in source"),
                None => src.len(),
            };
            assert_eq!(position, expected, "error position\n{text}");
            insta::assert_snapshot!(stringify!($name), text);
        }
    };
}

const LEN: Option<&str> = None;

fn at(needle: &str) -> Option<&str> {
    Some(needle)
}

// ---- 1. headers -------------------------------------------------------------

rejects!(
    missing_header,
    "MOV o[HPOS], v[0];\nEND\n",
    "1:1",
    at("MOV")
);
rejects!(
    unknown_header,
    "!!VP3.0\nMOV o[HPOS], v[0];\nEND\n",
    "1:1",
    at("!!")
);
rejects!(
    header_is_case_sensitive,
    "!!vp1.0\nMOV o[HPOS], v[0];\nEND\n",
    "1:1",
    at("!!")
);
// Notes §1.1: the header must be at byte 0.
rejects!(
    header_must_be_first,
    "# comment\n!!VP1.0\nMOV o[HPOS], v[0];\nEND\n",
    "1:1",
    at("#")
);

// ---- 2. END -----------------------------------------------------------------

rejects!(missing_end, "!!VP1.0\nMOV o[HPOS], v[0];\n", "3:1", LEN);
rejects!(
    text_after_end,
    "!!VP1.0\nMOV o[HPOS], v[0];\nEND\nMOV R0, v[0];\n",
    "4:1",
    at("MOV R0")
);

#[test]
fn comments_and_whitespace_after_end_are_fine() {
    accept("!!VP1.0\nMOV o[HPOS], v[0];\nEND\n# trailing comment\n\t \r\n");
    accept("!!VP1.0 MOV o[HPOS], v[0]; END");
}

// ---- 3. tokens, semicolons, operand counts -----------------------------------

rejects!(
    undefined_character,
    "!!VP1.0\nMOV o[HPOS], v[0]; @\nEND\n",
    "2:20",
    at("@")
);
rejects!(
    non_ascii_character,
    "!!VP1.0\nMOV o[HPOS], v[0]; é\nEND\n",
    "2:20",
    at("é")
);
rejects!(
    missing_semicolon,
    "!!VP1.0\nMOV R0, v[0]\nMOV o[HPOS], R0;\nEND\n",
    "2:13",
    at("MOV o")
);
rejects!(
    too_few_operands,
    "!!VP1.0\nADD R0, v[0];\nMOV o[HPOS], R0;\nEND\n",
    "2:13",
    at(";")
);
rejects!(
    too_many_operands,
    "!!VP1.0\nMOV R0, v[0], v[0];\nMOV o[HPOS], R0;\nEND\n",
    "2:13",
    at(", v[0];")
);
rejects!(
    unknown_instruction,
    "!!VP1.0\nFOO R0, v[0];\nMOV o[HPOS], R0;\nEND\n",
    "2:1",
    at("FOO")
);
// Notes §3.1: opcodes are case-sensitive.
rejects!(
    lower_case_opcode,
    "!!VP1.0\nmov o[HPOS], v[0];\nEND\n",
    "2:1",
    at("mov")
);
rejects!(
    lower_case_register,
    "!!VP1.0\nMOV o[HPOS], r0;\nEND\n",
    "2:14",
    at("r0")
);

// ---- 4. per-version opcodes and features -------------------------------------

rejects!(
    vp11_opcode_in_vp10,
    "!!VP1.0\nDPH o[HPOS], v[0], c[0];\nEND\n",
    "2:1",
    at("DPH")
);
rejects!(
    vp2_opcode_in_vp11,
    "!!VP1.1\nSEQ o[HPOS], v[0], c[0];\nEND\n",
    "2:1",
    at("SEQ")
);
// Notes §10 #31: VSP1.0 has the VP1.0 instruction set.
rejects!(
    vp11_opcode_in_vsp,
    "!!VSP1.0\nSUB c[0], v[0], c[1];\nEND\n",
    "2:1",
    at("SUB")
);
rejects!(
    cc_suffix_in_vp11,
    "!!VP1.1\nMOVC o[HPOS], v[0];\nEND\n",
    "2:1",
    at("MOVC")
);
rejects!(
    branches_have_no_c_form,
    "!!VP2.0\nMOV o[HPOS], v[0];\nl:\nBRAC l;\nEND\n",
    "4:1",
    at("BRAC")
);
rejects!(
    ret_has_no_c_form,
    "!!VP2.0\nMOV o[HPOS], v[0];\nRETC;\nEND\n",
    "3:1",
    at("RETC")
);
rejects!(
    cc_mask_in_vp11,
    "!!VP1.1\nMOV o[HPOS] (GT), v[0];\nEND\n",
    "2:13",
    at("(GT)")
);
rejects!(
    cc_destination_in_vp10,
    "!!VP1.0\nMOV CC, v[0];\nMOV o[HPOS], v[0];\nEND\n",
    "2:5",
    at("CC")
);
rejects!(
    label_in_vp11,
    "!!VP1.1\nstart:\nMOV o[HPOS], v[0];\nEND\n",
    "2:1",
    at("start")
);
rejects!(
    ret_in_vp10,
    "!!VP1.0\nMOV o[HPOS], v[0];\nRET;\nEND\n",
    "3:1",
    at("RET")
);
rejects!(
    absolute_value_in_vp11,
    "!!VP1.1\nMOV o[HPOS], |v[0]|;\nEND\n",
    "2:14",
    at("|")
);
rejects!(
    unary_plus_in_vp10,
    "!!VP1.0\nMOV o[HPOS], +v[0];\nEND\n",
    "2:14",
    at("+")
);

#[test]
fn every_opcode_loads_where_its_table_says() {
    for def in shasm_nv::vp::table::OPS {
        let line = match def.class {
            vp::table::Class::Vector => format!("{} R0, v[0];", def.name),
            vp::table::Class::Scalar => format!("{} R0, v[0].x;", def.name),
            vp::table::Class::Binary => format!("{} R0, v[0], c[2];", def.name),
            vp::table::Class::Trinary => format!("{} R0, v[0], c[2], R1;", def.name),
            vp::table::Class::Arl => format!("{} A0.x, v[0].x;", def.name),
            vp::table::Class::Arr => format!("{} A0.x, v[0];", def.name),
            vp::table::Class::Ara => format!("{} A0.x, A0;", def.name),
            vp::table::Class::Branch => format!("l:\n{} l;", def.name),
            vp::table::Class::Ret => format!("{};", def.name),
        };
        for version in Version::ALL {
            let dst = if version == Version::Vsp10 {
                "c[0]"
            } else {
                "o[HPOS]"
            };
            let src = format!("{}\n{line}\nMOV {dst}, R0;\nEND\n", version.header());
            assert_eq!(
                vp::load(&src).is_ok(),
                def.available_in(version),
                "{} in {version}",
                def.name
            );
            if version.is_vp2() && def.has_cc_form() {
                let c_line = line.replacen(def.name, &format!("{}C", def.name), 1);
                let src = format!("!!VP2.0\n{c_line}\nMOV o[HPOS], R0;\nEND\n");
                accept(&src);
            }
        }
    }
}

// ---- 5. OPTION -------------------------------------------------------------

rejects!(
    option_in_vp10,
    "!!VP1.0\nOPTION NV_position_invariant;\nMOV R0, v[0];\nEND\n",
    "2:1",
    at("OPTION")
);
rejects!(
    option_in_vsp,
    "!!VSP1.0\nOPTION NV_position_invariant;\nMOV c[0], v[0];\nEND\n",
    "2:1",
    at("OPTION")
);
rejects!(
    unknown_option,
    "!!VP1.1\nOPTION NV_fast;\nMOV o[HPOS], v[0];\nEND\n",
    "2:8",
    at("NV_fast")
);
rejects!(
    option_after_instruction,
    "!!VP1.1\nMOV o[COL0], v[3];\nOPTION NV_position_invariant;\nEND\n",
    "3:1",
    at("OPTION")
);
rejects!(
    option_after_label,
    "!!VP2.0\nl:\nOPTION NV_position_invariant;\nMOV o[COL0], v[3];\nEND\n",
    "3:1",
    at("OPTION")
);

#[test]
fn repeated_option_is_harmless() {
    let p = accept(
        "!!VP1.1\nOPTION NV_position_invariant;\nOPTION NV_position_invariant;\n\
         MOV o[COL0], v[3];\nEND\n",
    );
    assert!(p.position_invariant);
}

// ---- 6. register ranges ----------------------------------------------------

rejects!(
    attribute_16,
    "!!VP2.0\nMOV o[HPOS], v[16];\nEND\n",
    "2:16",
    at("16")
);
rejects!(
    unknown_attribute_name,
    "!!VP2.0\nMOV o[HPOS], v[HPOS];\nEND\n",
    "2:16",
    at("HPOS];")
);
rejects!(
    parameter_96_in_vp11,
    "!!VP1.1\nMOV o[HPOS], c[96];\nEND\n",
    "2:16",
    at("96")
);
rejects!(
    parameter_256_in_vp2,
    "!!VP2.0\nMOV o[HPOS], c[256];\nEND\n",
    "2:16",
    at("256")
);
rejects!(
    huge_parameter_number,
    "!!VP2.0\nMOV o[HPOS], c[99999999999999999999999];\nEND\n",
    "2:16",
    at("9")
);
rejects!(
    temporary_12_in_vp10,
    "!!VP1.0\nMOV o[HPOS], R12;\nEND\n",
    "2:14",
    at("R12")
);
rejects!(
    temporary_16_in_vp2,
    "!!VP2.0\nMOV R16, v[0];\nMOV o[HPOS], v[0];\nEND\n",
    "2:5",
    at("R16")
);
rejects!(
    leading_zero_temporary,
    "!!VP2.0\nMOV o[HPOS], R01;\nEND\n",
    "2:14",
    at("R01")
);
rejects!(
    a1_in_vp10,
    "!!VP1.0\nARL A1.x, v[0].x;\nMOV o[HPOS], v[0];\nEND\n",
    "2:5",
    at("A1")
);
rejects!(
    a0_y_index_in_vp11,
    "!!VP1.1\nMOV o[HPOS], c[A0.y];\nEND\n",
    "2:16",
    at("A0")
);
rejects!(
    clip_distance_in_vp11,
    "!!VP1.1\nMOV o[CLP0], v[0];\nMOV o[HPOS], v[0];\nEND\n",
    "2:5",
    at("o[CLP0]")
);
rejects!(
    unknown_result,
    "!!VP1.0\nMOV o[POS], v[0];\nMOV o[HPOS], v[0];\nEND\n",
    "2:7",
    at("POS]")
);
rejects!(
    numbered_result,
    "!!VP1.0\nMOV o[0], v[0];\nMOV o[HPOS], v[0];\nEND\n",
    "2:7",
    at("0]")
);

#[test]
fn register_limits_accepted() {
    accept("!!VP2.0\nMOV R15, c[255];\nMOV o[HPOS], v[15];\nMOV o[CLP5].x, R15;\nEND\n");
    accept("!!VP1.0\nMOV R11, c[95];\nMOV o[HPOS], v[TEX7];\nEND\n");
    // Notes §2.1: leading zeros in bracketed numbers are accepted.
    let p = accept("!!VP1.0\nMOV o[HPOS], c[007];\nEND\n");
    assert_eq!(p.program.instructions[0].src[0].index(), 7);
}

// ---- 7. relative offsets ---------------------------------------------------

rejects!(
    vp1_offset_plus_64,
    "!!VP1.0\nARL A0.x, v[0].x;\nMOV o[HPOS], c[A0.x+64];\nEND\n",
    "3:21",
    at("64")
);
rejects!(
    vp1_offset_minus_65,
    "!!VP1.0\nARL A0.x, v[0].x;\nMOV o[HPOS], c[A0.x-65];\nEND\n",
    "3:21",
    at("65")
);
rejects!(
    vp2_offset_plus_256,
    "!!VP2.0\nMOV o[HPOS], c[A1.w+256];\nEND\n",
    "2:21",
    at("256")
);
rejects!(
    vp2_offset_minus_257,
    "!!VP2.0\nMOV o[HPOS], c[A0.z-257];\nEND\n",
    "2:21",
    at("257")
);

#[test]
fn offset_limits_accepted() {
    let p = accept("!!VP1.0\nMOV R0, c[A0.x+63];\nMOV o[HPOS], c[A0.x-64];\nEND\n");
    assert_eq!(p.program.instructions[0].src[0].index(), 63);
    assert_eq!(p.program.instructions[1].src[0].index(), -64);
    let p = accept("!!VP2.0\nMOV R0, c[A1.y+255];\nMOV o[HPOS], c[A0.w-256];\nEND\n");
    let ind = p.program.instructions[0].src[0].indirect().unwrap();
    assert_eq!((ind.index(), ind.component), (1, 1));
    assert_eq!(p.program.instructions[1].src[0].index(), -256);
}

// ---- 8. swizzles, masks, scalar operands -------------------------------------

rejects!(
    two_letter_swizzle,
    "!!VP1.0\nMOV o[HPOS], v[0].xy;\nEND\n",
    "2:18",
    at(".xy")
);
rejects!(
    three_letter_swizzle,
    "!!VP2.0\nMOV o[HPOS], v[0].xyz;\nEND\n",
    "2:18",
    at(".xyz")
);
rejects!(
    swizzle_letters,
    "!!VP2.0\nMOV o[HPOS], v[0].xyzq;\nEND\n",
    "2:18",
    at(".xyzq")
);
rejects!(
    upper_case_swizzle,
    "!!VP2.0\nMOV o[HPOS], v[0].X;\nEND\n",
    "2:18",
    at(".X")
);
rejects!(
    mask_out_of_order,
    "!!VP1.0\nMOV o[HPOS].yx, v[0];\nEND\n",
    "2:12",
    at(".yx")
);
rejects!(
    mask_repeated,
    "!!VP1.0\nMOV o[HPOS].xx, v[0];\nEND\n",
    "2:12",
    at(".xx")
);
rejects!(
    mask_too_long,
    "!!VP1.0\nMOV o[HPOS].xyzwx, v[0];\nEND\n",
    "2:12",
    at(".xyzwx")
);
rejects!(
    empty_mask,
    "!!VP1.0\nMOV o[HPOS]., v[0];\nEND\n",
    "2:13",
    at(", v")
);
rejects!(
    scalar_without_component,
    "!!VP1.0\nRCP R0, v[0];\nMOV o[HPOS], R0;\nEND\n",
    "2:9",
    at("v[0];")
);
rejects!(
    scalar_with_two_components,
    "!!VP1.0\nRSQ R0, v[0].xy;\nMOV o[HPOS], R0;\nEND\n",
    "2:13",
    at(".xy")
);
rejects!(
    two_signs,
    "!!VP1.0\nMOV o[HPOS], --v[0];\nEND\n",
    "2:15",
    at("-v")
);

#[test]
fn swizzle_forms_accepted() {
    // §2.14.2.1: "" = .xyzw; one letter replicates; four letters.
    let p = accept("!!VP1.0\nADD o[HPOS], v[0].y, -c[1].wzyx;\nEND\n");
    let src = &p.program.instructions[0].src;
    assert_eq!(src[0].swizzle.0, [1, 1, 1, 1]);
    assert_eq!(src[1].swizzle.0, [3, 2, 1, 0]);
    assert!(src[1].negate);
    // Notes §3.1: whitespace between `.` and its letters is accepted.
    accept("!!VP1.0\nMOV o[HPOS] . xy, v[0] . wzyx;\nEND\n");
}

// ---- 9. register classes ---------------------------------------------------

rejects!(
    result_as_source,
    "!!VP1.0\nMOV o[HPOS], v[0];\nMOV o[COL0], o[HPOS];\nEND\n",
    "3:14",
    at("o[HPOS];\nEND")
);
rejects!(
    address_as_source,
    "!!VP1.0\nARL A0.x, v[0].x;\nMOV o[HPOS], A0;\nEND\n",
    "3:14",
    at("A0;")
);
rejects!(
    cc_as_source,
    "!!VP2.0\nMOV o[HPOS], CC;\nEND\n",
    "2:14",
    at("CC")
);
rejects!(
    attribute_as_destination,
    "!!VP1.0\nMOV v[1], v[0];\nMOV o[HPOS], v[0];\nEND\n",
    "2:5",
    at("v[1]")
);
rejects!(
    parameter_as_vp_destination,
    "!!VP1.0\nMOV c[1], v[0];\nMOV o[HPOS], v[0];\nEND\n",
    "2:5",
    at("c[1]")
);
rejects!(
    relative_vsp_destination,
    "!!VSP1.0\nARL A0.x, v[0].x;\nMOV c[A0.x], v[0];\nMOV c[0], v[0];\nEND\n",
    "3:5",
    at("c[A0.x]")
);
rejects!(
    temporary_as_arl_destination,
    "!!VP1.0\nARL R0.x, v[0].x;\nMOV o[HPOS], v[0];\nEND\n",
    "2:5",
    at("R0")
);
rejects!(
    address_as_mov_destination,
    "!!VP2.0\nMOV A0, v[0];\nMOV o[HPOS], v[0];\nEND\n",
    "2:5",
    at("A0")
);
rejects!(
    negated_ara_source,
    "!!VP2.0\nARA A0, -A1;\nMOV o[HPOS], v[0];\nEND\n",
    "2:9",
    at("-A1")
);
rejects!(
    swizzled_ara_source,
    "!!VP2.0\nARA A0, A1.xxzz;\nMOV o[HPOS], v[0];\nEND\n",
    "2:11",
    at(".xxzz")
);
rejects!(
    vp1_arl_destination_without_mask,
    "!!VP1.0\nARL A0, v[0].x;\nMOV o[HPOS], v[0];\nEND\n",
    "2:5",
    at("A0")
);
rejects!(
    vp1_arl_destination_y,
    "!!VP1.1\nARL A0.y, v[0].x;\nMOV o[HPOS], v[0];\nEND\n",
    "2:5",
    at("A0")
);
rejects!(
    vp1_arl_vector_source,
    "!!VP1.0\nARL A0.x, v[0];\nMOV o[HPOS], v[0];\nEND\n",
    "2:11",
    at("v[0];")
);

#[test]
fn vp2_address_forms_accepted() {
    // Notes §10 #36: the VP1 form still parses in VP2 (vector rule, .x
    // replicated); §10 #2: address destinations take a CC mask in VP2.
    let p = accept(
        "!!VP2.0\nARL A0.x, c[0].x;\nARRC A1.yw (GT.x), -|v[0]|;\nARAC A0.xy, A1;\n\
         MOV o[HPOS], v[0];\nEND\n",
    );
    let arr = &p.program.instructions[1];
    assert_eq!(arr.dst.unwrap().mask.0, 0b1010);
    assert!(arr.dst.unwrap().cond.is_some());
    assert_eq!(arr.modifiers.cc_update, Some(0));
}

// ---- 10-12. HPOS and position invariance -----------------------------------

rejects!(
    hpos_never_written,
    "!!VP1.0\nMOV o[COL0], v[3];\nEND\n",
    "3:1",
    LEN
);
rejects!(
    position_invariant_writes_hpos,
    "!!VP2.0\nOPTION NV_position_invariant;\nMOV o[HPOS].x, v[0];\nEND\n",
    "3:5",
    at("o[HPOS]")
);
rejects!(
    position_invariant_vp11_relative,
    "!!VP1.1\nOPTION NV_position_invariant;\nARL A0.x, v[1].x;\nMOV o[COL0], c[A0.x+2];\n\
     END\n",
    "4:14",
    at("c[A0")
);

#[test]
fn hpos_rules_accepted() {
    // §2.14.1.8: any write of one component, reachable or not, satisfies it.
    accept("!!VP2.0\nBRA end;\nMOV o[HPOS].w, v[0];\nend:\nEND\n");
    // Notes §10 #22: position-invariant programs need not write HPOS, and
    // VP2 has no relative-addressing restriction.
    let p = accept("!!VP2.0\nOPTION NV_position_invariant;\nMOV o[COL0], c[A0.x+2];\nEND\n");
    assert!(p.position_invariant);
    assert_eq!(
        p.program.properties,
        [shasm_ir::Property::PositionInvariant(true)]
    );
}

// ---- 13. instruction counts -------------------------------------------------

fn program_with(header: &str, option: &str, count: usize, dst: &str) -> String {
    let mut s = format!("{header}\n{option}");
    for i in 0..count {
        if i % 16 == 0 {
            s.push_str(&format!("l{i}:\n"));
        }
        s.push_str(&format!("MOV {dst}, v[0];\n"));
    }
    s.push_str("END\n");
    s
}

/// The byte offset of the `n`-th (1-based) instruction.
fn nth_instruction(src: &str, n: usize) -> usize {
    src.match_indices("MOV").nth(n - 1).unwrap().0
}

#[test]
fn instruction_limits() {
    // §2.14.1.8, §2.14.5, §2.14.6.1: 128 (VP1, VSP), 256 (VP2), 124 / 252
    // for position-invariant VP1.1 / VP2. Labels do not count. The position
    // is the first instruction past the limit (notes §10 #32).
    let cases = [
        ("!!VP1.0", "", 128, "o[HPOS]"),
        ("!!VP1.1", "", 128, "o[HPOS]"),
        ("!!VP2.0", "", 256, "o[HPOS]"),
        ("!!VSP1.0", "", 128, "c[0]"),
        ("!!VP1.1", "OPTION NV_position_invariant;\n", 124, "o[COL0]"),
        ("!!VP2.0", "OPTION NV_position_invariant;\n", 252, "o[COL0]"),
    ];
    for (header, option, limit, dst) in cases {
        let header_src = header;
        let labels_ok = header == "!!VP2.0";
        let mk = |n| {
            if labels_ok {
                program_with(header_src, option, n, dst)
            } else {
                let mut s = format!("{header}\n{option}");
                for _ in 0..n {
                    s.push_str(&format!("MOV {dst}, v[0];\n"));
                }
                s + "END\n"
            }
        };
        accept(&mk(limit));
        let src = mk(limit + 1);
        let e = vp::load(&src).unwrap_err();
        assert_eq!(e.diagnostics.len(), 1, "{header} {option}");
        assert_eq!(e.position, nth_instruction(&src, limit + 1), "{header}");
        assert_eq!(e.diagnostics[0].span.start, e.position);
    }
}

#[test]
fn instruction_limit_diagnostic() {
    let src = program_with("!!VP2.0", "OPTION NV_position_invariant;\n", 253, "o[COL0]");
    let (text, _) = reject(&src);
    insta::assert_snapshot!("instruction_limit_diagnostic", text);
}

// ---- 14. one parameter / one attribute per instruction -----------------------

rejects!(
    two_parameters,
    "!!VP1.0\nADD o[HPOS], c[4], c[5];\nEND\n",
    "2:20",
    at("c[5]")
);
rejects!(
    absolute_and_relative_parameter,
    "!!VP1.0\nADD o[HPOS], c[1], c[A0.x+1];\nEND\n",
    "2:20",
    at("c[A0")
);
rejects!(
    two_relative_offsets,
    "!!VP1.0\nMAD o[HPOS], c[A0.x+1], v[0], c[A0.x+2];\nEND\n",
    "2:31",
    at("c[A0.x+2]")
);
rejects!(
    two_address_registers,
    "!!VP2.0\nADD o[HPOS], c[A0.x], c[A1.x];\nEND\n",
    "2:23",
    at("c[A1")
);
rejects!(
    two_attributes,
    "!!VP1.0\nADD o[HPOS], v[0], v[1];\nEND\n",
    "2:20",
    at("v[1]")
);
// SFL and STR ignore their operands but still obey the rule (notes §3.2).
rejects!(
    set_on_false_operands_count,
    "!!VP2.0\nSFL R0, c[0], c[1];\nMOV o[HPOS], R0;\nEND\n",
    "2:15",
    at("c[1]")
);

#[test]
fn same_register_twice_is_one_register() {
    // §2.14.1.8: several matches are fine if they are identical; notes
    // §10 #21: identity is by meaning.
    accept("!!VP1.0\nADD o[HPOS], c[4], -c[4].x;\nEND\n");
    accept("!!VP1.0\nADD o[HPOS], c[A0.x+1], c[A0.x+1].w;\nEND\n");
    accept("!!VP1.0\nADD o[HPOS], c[A0.x], c[A0.x+0];\nEND\n");
    accept("!!VP1.0\nADD o[HPOS], c[A0.x-0], c[A0.x];\nEND\n");
    accept("!!VP1.0\nADD o[HPOS], c[5], c[05];\nEND\n");
    accept("!!VP1.0\nMAD o[HPOS], v[3], v[COL0], R0;\nEND\n");
    // Temporaries may appear any number of times; destinations don't count.
    accept("!!VP1.0\nMAD o[HPOS], R0, R0, R0;\nEND\n");
    accept("!!VSP1.0\nMUL c[1], c[0], v[0];\nEND\n");
}

// ---- 15. labels ------------------------------------------------------------

rejects!(
    undefined_label,
    "!!VP2.0\nBRA nowhere;\nMOV o[HPOS], v[0];\nEND\n",
    "2:5",
    LEN
);
rejects!(
    duplicate_label,
    "!!VP2.0\nl:\nMOV o[HPOS], v[0];\nl:\nEND\n",
    "4:1",
    at("l:\nEND")
);
rejects!(
    register_named_label,
    "!!VP2.0\nR0:\nMOV o[HPOS], v[0];\nEND\n",
    "2:1",
    at("R0")
);
rejects!(
    opcode_named_label,
    "!!VP2.0\nMOVC:\nMOV o[HPOS], v[0];\nEND\n",
    "2:1",
    at("MOVC")
);
rejects!(
    end_named_label,
    "!!VP2.0\nMOV o[HPOS], v[0];\nEND:\nEND\n",
    "3:1",
    at("END:")
);

#[test]
fn labels_lower_to_targets_and_main_is_the_entry() {
    // §2.14.2.3: labels may be used before they are defined; `main` is the
    // entry; a label at the end denotes the end of the program.
    let p = accept(
        "!!VP2.0\nsub:\nMOV o[COL0], v[3];\nRET;\nmain:\nCAL sub (GT.x);\n\
         MOV o[HPOS], v[0];\nBRA done (NE.wzyx);\ndone:\nEND\n",
    );
    let prog = &p.program;
    let id = |k| shasm_ir::InstId::new(k).unwrap();
    assert_eq!(prog.entry, id(2));
    assert_eq!(prog.instructions[2].extra, shasm_ir::Extra::Label(id(0)));
    assert_eq!(prog.instructions[4].extra, shasm_ir::Extra::Label(id(5)));
    assert_eq!(prog.labels.len(), 3);
    assert!(matches!(
        prog.instructions[4].condition,
        shasm_ir::Condition::Cc(t) if t.rule == shasm_ir::CondRule::Ne && t.swizzle.0 == [3, 2, 1, 0]
    ));
    // Labels are case-sensitive.
    let src = "!!VP2.0\nLoop:\nBRA loop;\nMOV o[HPOS], v[0];\nEND\n";
    assert!(vp::load(src).is_err());
}

// ---- 16. vertex state programs ---------------------------------------------

rejects!(
    vsp_writes_result,
    "!!VSP1.0\nMOV o[HPOS], v[0];\nMOV c[0], v[0];\nEND\n",
    "2:5",
    at("o[HPOS]")
);
rejects!(
    vsp_reads_attribute_1,
    "!!VSP1.0\nMOV c[0], v[1];\nEND\n",
    "2:11",
    at("v[1]")
);
rejects!(
    vsp_writes_no_parameter,
    "!!VSP1.0\nMOV R0, v[0];\nEND\n",
    "3:1",
    LEN
);
rejects!(
    vsp_parameter_96,
    "!!VSP1.0\nMOV c[96], v[0];\nEND\n",
    "2:7",
    at("96")
);

#[test]
fn vsp_accepts_opos_and_masks() {
    // Notes §7.1 #16: `v[OPOS]` is v[0].
    let p = accept("!!VSP1.0\nARL A0.x, v[OPOS].x;\nDP4 c[4].xz, c[A0.x+1], v[0];\nEND\n");
    assert_eq!(p.program.stage, shasm_ir::Stage::VertexState);
    assert_eq!(p.written_parameters(), [4]);
}

// ---- several errors, recovery, positions -------------------------------------

rejects!(
    every_error_is_reported,
    "!!VP1.0\nMOV R0, c[96];\nADD R0.yx, v[16], R12;\nFOO R1, R2;\nMOV o[CLP0], R0.xy\n\
     MOVC R0, |R1|;\nRCP R0, R1;\nEND\n",
    "2:11",
    at("96")
);

#[test]
fn position_is_the_first_error_even_before_whole_program_ones() {
    // The missing HPOS write is reported at `len`, but a token error comes
    // first in the scan (§2.14.1.8).
    let src = "!!VP1.0\nMOV R0, c[99];\nEND\n";
    let e = vp::load(src).unwrap_err();
    assert_eq!(e.diagnostics.len(), 2);
    assert_eq!(e.position, src.find("99").unwrap());
    assert_eq!(
        e.message,
        "2:11: `c[99]` does not exist: !!VP1.0 programs address c[0] to c[95]"
    );
}

#[test]
fn a_skipped_destination_does_not_claim_hpos_is_missing() {
    let src = "!!VP1.0\nMOV o[HPOS.x, v[0];\nEND\n";
    let e = vp::load(src).unwrap_err();
    assert_eq!(e.diagnostics.len(), 1, "{:?}", e.diagnostics);
}

#[test]
fn lowering_of_operand_modifiers() {
    // §2.14.2.1 VectorLoad: -|-x| = -|x|; |-x| = |x|; +x = x.
    let p = accept("!!VP2.0\nMAD o[HPOS], -|-v[0]|, |-c[1]|, +R0;\nEND\n");
    let s = &p.program.instructions[0].src;
    assert!(s[0].abs && s[0].negate);
    assert!(s[1].abs && !s[1].negate);
    assert!(!s[2].abs && !s[2].negate);
}

/// (code, label) of each diagnostic of a rejected program.
fn codes_and_labels(src: &str) -> Vec<(Option<&'static str>, Option<String>)> {
    vp::load(src)
        .expect_err(src)
        .diagnostics
        .iter()
        .map(|d| (d.code, d.label.clone()))
        .collect()
}

#[test]
fn writing_an_input_has_its_own_code() {
    // §2.14.1.2: vertex attribute registers are read-only inputs.
    assert_eq!(
        codes_and_labels("!!VP1.0\nMOV v[OPOS], v[0];\nMOV o[HPOS], v[0];\nEND\n"),
        [(
            Some("nv-vp/write-input"),
            Some("a vertex attribute register".to_string())
        )]
    );
}

#[test]
fn misspelt_instructions_and_results_get_a_suggestion() {
    assert_eq!(
        codes_and_labels("!!VP1.0\nMOVE o[HPOS], v[0];\nEND\n"),
        [(
            Some("nv-vp/unknown-instruction"),
            Some("did you mean `MOV`?".to_string())
        )]
    );
    assert_eq!(
        codes_and_labels("!!VP1.0\nMOV o[HPOS], v[0];\nMOV o[COLR], v[3];\nEND\n"),
        [(
            Some("nv-vp/unknown-result"),
            Some("did you mean `COL0`?".to_string())
        )]
    );
}

#[test]
fn a_misspelt_option_gets_a_suggestion() {
    assert_eq!(
        codes_and_labels("!!VP1.1\nOPTION NV_position_invariants;\nMOV o[HPOS], v[0];\nEND\n"),
        [(
            Some("nv-vp/unknown-option"),
            Some("did you mean `NV_position_invariant`?".to_string())
        )]
    );
}

#[test]
fn past_fifty_errors_the_rest_are_counted() {
    // 52 errors: 50 shown, and the final note counts the other 2.
    let mut src = String::from("!!VP1.0\n");
    for _ in 0..52 {
        src.push_str("MOV R0, Q[1];\n");
    }
    src.push_str("MOV o[HPOS], v[0];\nEND\n");
    let e = vp::load(&src).expect_err("52 errors");
    let errors = e.diagnostics.iter().filter(|d| d.is_error()).count();
    assert_eq!(errors, shasm_diag::MAX_ERRORS);
    let last = e.diagnostics.last().unwrap();
    assert_eq!(last.code, Some("too-many-errors"));
    assert_eq!(
        last.message,
        "too many errors: stopped after 50 (2 more errors not shown; fix these first)"
    );
}
