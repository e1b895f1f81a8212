//! Resource limits (notes §9.1 item 23): parameters, and the attribute
//! and result component limits (§2.X.3.2, §2.X.3.5). MAX_PROGRAM_ATTRIB_COMPONENTS_NV and
//! MAX_PROGRAM_RESULT_COMPONENTS_NV have no minimum in the spec (Table
//! X.21); shasm models vertex 64 / 128, fragment 128 / 36, geometry 128 /
//! 128 (`shasm_gp4::check::component_limits`). Each test sits one
//! component on either side of a limit, so a count that is off by one in
//! either direction fails it.

mod common;
use common::{fails, fails_at};
use shasm_gp4::check::component_limits;
use shasm_gp4::table::ProgramKind;

fn program(header: &str, body: &str) -> String {
    format!("{header}\n{body}\nEND\n")
}

/// Loading fails with `code` reported at the end of the program (the
/// count needs the whole program).
#[track_caller]
fn over(text: &str, code: &str) {
    fails_at(text, code, text.len());
}

#[track_caller]
fn loads(text: &str) -> shasm_gp4::check::ComponentUse {
    match shasm_gp4::load(text) {
        Ok(p) => p.components.clone(),
        Err(e) => panic!("did not load: {:#?}\n{text}", e.diagnostics),
    }
}

#[test]
fn the_modelled_limits() {
    assert_eq!(component_limits(ProgramKind::Vertex), (64, 128));
    assert_eq!(component_limits(ProgramKind::Fragment), (128, 36));
    assert_eq!(component_limits(ProgramKind::Geometry), (128, 128));
}

/// Reads of all sixteen generic attributes (64 components) and `extra`.
fn sixteen_attribs(extra: &str) -> String {
    let mut body = String::from("TEMP r;\n");
    for n in 0..16 {
        body.push_str(&format!("ADD r, r, vertex.attrib[{n}];\n"));
    }
    body.push_str(extra);
    body.push_str("MOV result.position, r;");
    program("!!NVvp4.0", &body)
}

#[test]
fn vertex_attribute_components_count_what_swizzles_read() {
    // 16 × 4 = 64: at the limit.
    let used = loads(&sixteen_attribs(""));
    assert_eq!(used.attrib_components(), 64);
    // §2.X.3.2: vertex.id is an attribute binding too; its x makes 65.
    over(
        &sixteen_attribs("ADD.S r.x, r, vertex.id.x;\n"),
        "gp4/too-many-attrib-components",
    );
    // A binding read twice counts once.
    let used = loads(&sixteen_attribs("ADD r, r, vertex.attrib[3].wzyx;\n"));
    assert_eq!(used.attrib_components(), 64);
}

#[test]
fn only_components_enabled_by_the_swizzle_count() {
    // 15 attributes in full (60), attrib[15].xy (2), vertex.id.x and
    // vertex.instance.x (2): 64.
    let mut body = String::from("TEMP r;\n");
    for n in 0..15 {
        body.push_str(&format!("ADD r, r, vertex.attrib[{n}];\n"));
    }
    body.push_str("ADD r.xy, r, vertex.attrib[15].xyxy;\n");
    body.push_str("ADD.S r.x, r, vertex.id.x;\nADD.S r.y, r, vertex.instance.x;\n");
    body.push_str("MOV result.position, r;");
    let text = program("!!NVvp4.0", &body);
    assert_eq!(loads(&text).attrib_components(), 64);
    // attrib[15].xyz makes 65.
    let text = text.replace("vertex.attrib[15].xyxy", "vertex.attrib[15].xyzx");
    over(&text, "gp4/too-many-attrib-components");
}

#[test]
fn unused_declarations_count_nothing() {
    // §2.X.3.2: "If an attribute binding is not referenced in a program,
    // or is referenced only in declarations of attribute variables that
    // are not used, none of its components are counted."
    let text = program(
        "!!NVvp4.0",
        "ATTRIB all[] = { vertex.attrib[0..15] };\nATTRIB id = vertex.id;\nMOV result.position, vertex.attrib[2].x;",
    );
    assert_eq!(loads(&text).attrib_components(), 1);
}

#[test]
fn a_relatively_addressed_array_counts_every_element() {
    let body = |index: &str| {
        format!(
            "ATTRIB all[] = {{ vertex.attrib[0..15] }};\nINT TEMP i;\nTEMP r;\nMOV.S i, 3;\nMOV r, all[{index}];\nADD.S r.x, r, vertex.id.x;\nMOV result.position, r;"
        )
    };
    // A constant element counts alone: 4 + 1.
    assert_eq!(
        loads(&program("!!NVvp4.0", &body("3"))).attrib_components(),
        5
    );
    // `all[i.x]` may read any of the sixteen: 64 + 1 = 65.
    over(
        &program("!!NVvp4.0", &body("i.x")),
        "gp4/too-many-attrib-components",
    );
}

/// Vertex results: the generic results through a relatively written array
/// (64), every texture coordinate through another (32), the four colours
/// (16), the position (4) and `extra`.
fn vertex_results(extra: &str) -> String {
    program(
        "!!NVvp4.0",
        &format!(
            "OUTPUT g[] = {{ result.attrib[0..15] }};\nOUTPUT t[] = {{ result.texcoord[0..7] }};\nINT TEMP i;\nMOV.S i, 0;\nMOV g[i.x], 1;\nMOV t[i.x], 1;\nMOV result.color, 1;\nMOV result.color.back, 1;\nMOV result.color.secondary, 1;\nMOV result.color.back.secondary, 1;\nMOV result.position, 1;\n{extra}"
        ),
    )
}

#[test]
fn vertex_result_components_count_write_masks() {
    assert_eq!(loads(&vertex_results("")).result_components(), 116);
    // + clip[0] and fogcoord with full write masks (§2.X.3.5 counts the
    // write mask, not the binding's meaningful components): 124, and
    // clip[1].xyzw makes 128, at the limit.
    let at_limit = "MOV result.clip[0], 1;\nMOV result.fogcoord, 1;\nMOV result.clip[1], 1;";
    assert_eq!(loads(&vertex_results(at_limit)).result_components(), 128);
    over(
        &vertex_results(&format!("{at_limit}\nMOV result.pointsize.x, 1;")),
        "gp4/too-many-result-components",
    );
}

#[test]
fn fragment_attribute_components() {
    // The generic attributes (64), texture coordinates (32), position (4),
    // both colours (8), fogcoord, facing and primitive.id in full (12) and
    // clip[0..1] (8): 128.
    let mut body = String::from("TEMP r;\nINT TEMP k;\n");
    for n in 0..16 {
        body.push_str(&format!("ADD r, r, fragment.attrib[{n}];\n"));
    }
    for n in 0..8 {
        body.push_str(&format!("ADD r, r, fragment.texcoord[{n}];\n"));
    }
    body.push_str("ADD r, r, fragment.position;\nADD r, r, fragment.color;\nADD r, r, fragment.color.secondary;\n");
    body.push_str(
        "ADD r, r, fragment.fogcoord;\nADD r, r, fragment.facing;\nMOV.S k, primitive.id;\n",
    );
    body.push_str("ADD r, r, fragment.clip[0];\nADD r, r, fragment.clip[1];\n");
    let at_limit = program("!!NVfp4.0", &format!("{body}MOV result.color, r;"));
    assert_eq!(loads(&at_limit).attrib_components(), 128);
    over(
        &program(
            "!!NVfp4.0",
            &format!("{body}ADD r.x, r, fragment.clip[2].x;\nMOV result.color, r;"),
        ),
        "gp4/too-many-attrib-components",
    );
}

#[test]
fn every_fragment_result_fits() {
    // Eight colours in full and the depth: 33, under the 36 modelled.
    let mut body = String::from("OPTION ARB_draw_buffers;\n");
    for n in 0..8 {
        body.push_str(&format!("MOV result.color[{n}], 1;\n"));
    }
    body.push_str("MOV result.depth.z, 0.5;");
    assert_eq!(loads(&program("!!NVfp4.0", &body)).result_components(), 33);
}

fn gp(body: &str) -> String {
    program(
        "!!NVgp4.0\nPRIMITIVE_IN TRIANGLES;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 1;",
        body,
    )
}

#[test]
fn geometry_attributes_count_per_input_vertex() {
    // The same binding of two vertices is one per-vertex attribute: the
    // input vertices share one layout (what the vertex stage writes).
    let text = gp(
        "TEMP r;\nADD r, vertex[0].texcoord[1], vertex[2].texcoord[1];\nMOV result.position, r;\nEMIT;",
    );
    assert_eq!(loads(&text).attrib_components(), 4);
    // An array indexed by vertex (Table X.2, no `[m]`): a relative element
    // may be any of the four texture coordinates, of any vertex: 16.
    let text = gp(
        "ATTRIB t[] = { vertex.texcoord[0..3] };\nINT TEMP j;\nTEMP r;\nMOV.S j, 2;\nMOV r, t[j.y][j.x];\nMOV result.position, r;\nEMIT;",
    );
    assert_eq!(loads(&text).attrib_components(), 16);
    // A constant element counts alone, whatever the vertex: 4 + 1.
    let text = gp(
        "ATTRIB t[] = { vertex.texcoord[0..3] };\nINT TEMP j;\nTEMP r;\nMOV.S j, 2;\nADD r, t[j.y][2], t[0][2].x;\nADD r, r, t[1][3].x;\nMOV result.position, r;\nEMIT;",
    );
    assert_eq!(loads(&text).attrib_components(), 5);
    // Per vertex: generic attributes (64), texture coordinates (32),
    // colours (16), position (4), clip[0..2] in full (12): 128.
    let mut body = String::from("TEMP r;\n");
    for n in 0..16 {
        body.push_str(&format!("ADD r, r, vertex[0].attrib[{n}];\n"));
    }
    for n in 0..8 {
        body.push_str(&format!("ADD r, r, vertex[1].texcoord[{n}];\n"));
    }
    for color in [
        "color",
        "color.back",
        "color.secondary",
        "color.back.secondary",
    ] {
        body.push_str(&format!("ADD r, r, vertex[2].{color};\n"));
    }
    body.push_str("ADD r, r, vertex[0].position;\n");
    for n in 0..3 {
        body.push_str(&format!("ADD r, r, vertex[0].clip[{n}];\n"));
    }
    let at_limit = gp(&format!("{body}MOV result.position, r;\nEMIT;"));
    assert_eq!(loads(&at_limit).attrib_components(), 128);
    over(
        &gp(&format!(
            "{body}ADD r.x, r, vertex[1].fogcoord.x;\nMOV result.position, r;\nEMIT;"
        )),
        "gp4/too-many-attrib-components",
    );
}

#[test]
fn parameters_over_the_limit() {
    // MAX_PROGRAM_PARAMETERS_ARB modelled: 1024 (ARB minimum 96, notes
    // §9.2). 1024 literal constants load; 1025 fail at the declaration.
    let constants = |n: usize| {
        let values: Vec<String> = (0..n).map(|k| k.to_string()).collect();
        program(
            "!!NVvp4.0",
            &format!(
                "PARAM big[{n}] = {{ {} }};\nMOV result.position, big[3];",
                values.join(", ")
            ),
        )
    };
    loads(&constants(1024));
    fails(&constants(1025), "gp4/too-many-parameters", "big");
}

#[test]
fn a_fog_option_needs_a_float_colour() {
    // The fog options (notes §1.2) blend result.color as floats; an INT
    // colour is refused at the option.
    let text = program(
        "!!NVfp4.0",
        "OPTION ARB_fog_linear;\nINT OUTPUT c = result.color;\nMOV.S c, 1;",
    );
    fails(&text, "gp4/fog-integer-color", "ARB_fog_linear");
    let text = text.replace("INT OUTPUT", "OUTPUT").replace("MOV.S", "MOV");
    loads(&text);
}
