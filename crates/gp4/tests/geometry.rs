//! Geometry program load rules (NV_geometry_program4; notes §7.1 and §9.1
//! item 22): each program breaks one rule; the load fails with the rule's
//! stable code at the offending token, with that token's GL error position.

use shasm_gp4::ProgramKind;
use shasm_ir::{File, Opcode, Primitive, Property, SrcRegister};
mod common;
use common::{fails, fails_at};

const DECLS: &str = "PRIMITIVE_IN TRIANGLES;\nPRIMITIVE_OUT TRIANGLE_STRIP;\nVERTICES_OUT 3;\n";

fn gp(body: &str) -> String {
    format!("!!NVgp4.0\n{DECLS}{body}\nEND\n")
}

#[test]
fn a_pass_through_program_loads_with_two_dimensional_inputs() {
    let p = shasm_gp4::load(&gp(
        "MOV result.position, vertex[2].position;\nEMIT;\nMOV result.texcoord[1], vertex[1].texcoord[1];\nENDPRIM;",
    ))
    .unwrap();
    assert_eq!(p.kind, ProgramKind::Geometry);
    let g = p.geometry.as_ref().expect("geometry declarations");
    assert_eq!(
        (g.input, g.output, g.vertices_out),
        (Primitive::Triangles, Primitive::TriangleStrip, 3)
    );
    assert_eq!(g.input_vertices(), 3);
    let ir = &p.program;
    assert_eq!(ir.stage, shasm_ir::Stage::Geometry);
    // vertex[2].position: IN[2][0] (the vertex program's result.position
    // register); vertex[1].texcoord[1]: IN[1][8] (result.texcoord[1]).
    let src = ir.instructions[0].src[0];
    assert_eq!(src.dimension, Some(2));
    assert!(
        matches!(src.register, SrcRegister::Direct(r) if r.file() == File::Input && r.index() == 0)
    );
    assert_eq!(ir.instructions[1].opcode, Opcode::Emit);
    let src = ir.instructions[2].src[0];
    assert_eq!(src.dimension, Some(1));
    assert!(matches!(src.register, SrcRegister::Direct(r) if r.index() == 8));
    assert_eq!(ir.instructions[3].opcode, Opcode::Endprim);
    assert!(ir.properties.contains(&Property::GsMaxOutputVertices(3)));
    assert!(
        ir.properties
            .contains(&Property::GsInputPrimitive(Primitive::Triangles))
    );
}

#[test]
fn each_declaration_is_required_exactly_once() {
    // NV_geometry_program4 §2.X.7.Y: "Each of the three must be included
    // exactly once"; a missing one is reported where the statements begin.
    let text = "!!NVgp4.0\nPRIMITIVE_IN POINTS;\nVERTICES_OUT 1;\nEMIT;\nEND\n";
    fails(text, "gp4/missing-declaration", "EMIT");
    // Without statements: at the end of the text (where the GL finds the
    // program complete).
    let text = "!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\nEND\n";
    fails_at(text, "gp4/missing-declaration", text.len());
    let text = format!("!!NVgp4.0\n{DECLS}PRIMITIVE_IN LINES;\nEMIT;\nEND\n");
    fails(&text, "gp4/duplicate-declaration", "PRIMITIVE_IN LINES");
}

#[test]
fn declarations_come_before_the_statements() {
    // §2.X.2: <declSequence> precedes <statementSequence>.
    let text =
        "!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\nEMIT;\nVERTICES_OUT 1;\nEND\n";
    fails(text, "gp4/declaration-position", "VERTICES_OUT");
}

#[test]
fn primitive_types_are_those_of_the_grammar() {
    // <declPrimInType> has no LINE_STRIP; <declPrimOutType> no TRIANGLES.
    let text = "!!NVgp4.0\nPRIMITIVE_IN LINE_STRIP;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 1;\nEND\n";
    fails(text, "gp4/syntax", "LINE_STRIP");
    let text = "!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT TRIANGLES;\nVERTICES_OUT 1;\nEND\n";
    fails(text, "gp4/syntax", "TRIANGLES;\nVERTICES");
}

#[test]
fn vertices_out_is_positive_and_within_the_limits() {
    // §2.X.7.Y: "must be a positive integer".
    let text = "!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 0;\nEND\n";
    fails(text, "gp4/bad-vertices-out", "VERTICES_OUT");
    // §2.14.6.4: at most MAX_PROGRAM_OUTPUT_VERTICES_NV (256 modelled).
    let text = "!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 257;\nEND\n";
    fails(text, "gp4/too-many-output-vertices", "VERTICES_OUT");
    let text = "!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 256;\nEND\n";
    assert!(shasm_gp4::load(text).is_ok());
    // VERTICES_OUT × components written ≤ 1024: 200 × 8 (position and
    // colour) = 1600 fails; 128 × 8 = 1024 loads.
    let body =
        "MOV result.position, vertex[0].position;\nMOV result.color, vertex[0].color;\nEMIT;";
    let text = format!(
        "!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 200;\n{body}\nEND\n"
    );
    fails(&text, "gp4/too-many-output-components", "VERTICES_OUT");
    let text = format!(
        "!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 128;\n{body}\nEND\n"
    );
    assert!(shasm_gp4::load(&text).is_ok());
    // Only the components a write mask names count: 256 × 4 = 1024.
    let body =
        "MOV result.position.xy, vertex[0].position;\nMOV result.color.xy, vertex[0].color;\nEMIT;";
    let text = format!(
        "!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 256;\n{body}\nEND\n"
    );
    assert!(shasm_gp4::load(&text).is_ok());
}

#[test]
fn vertex_numbers_are_constant_present_and_in_range() {
    // Table X.2: "[m] ... must be in the valid range of vertices supported
    // for the input primitive type" (TRIANGLES: 0 to 2).
    fails(
        &gp("MOV result.position, vertex[3].position;"),
        "gp4/vertex-out-of-range",
        "vertex[3]",
    );
    fails(
        &gp("ATTRIB p = vertex[3].position;"),
        "gp4/vertex-out-of-range",
        "vertex[3]",
    );
    // "For bindings used directly in instructions, [m] is required".
    fails(
        &gp("MOV result.position, vertex.position;"),
        "gp4/vertex-index-required",
        "vertex.position",
    );
    // "[m] ... must be an integer constant" (`vertex[A0.x]` fails).
    fails(
        &gp("INT TEMP a;\nMOV result.position, vertex[a.x].position;"),
        "gp4/relative-vertex-index",
        "a.x]",
    );
    // POINTS has one vertex.
    let text = "!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 1;\nMOV result.position, vertex[1].position;\nEND\n";
    fails(text, "gp4/vertex-out-of-range", "vertex[1]");
    // TRIANGLES_ADJACENCY has six.
    let text = "!!NVgp4.0\nPRIMITIVE_IN TRIANGLES_ADJACENCY;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 1;\nMOV result.position, vertex[5].position;\nEND\n";
    assert!(shasm_gp4::load(text).is_ok());
}

#[test]
fn geometry_only_parts_stay_in_geometry_programs() {
    // notes §7.1: "EMIT and ENDPRIM outside a gp fail".
    fails("!!NVvp4.0\nEMIT;\nEND\n", "gp4/wrong-stage-opcode", "EMIT");
    fails(
        "!!NVfp4.0\nENDPRIM;\nEND\n",
        "gp4/wrong-stage-opcode",
        "ENDPRIM",
    );
    // The declarations are not statements of vertex programs.
    assert!(shasm_gp4::load("!!NVvp4.0\nVERTICES_OUT 3;\nEND\n").is_err());
    // Table X.3 has no result.id; result.primid is a gp result only.
    fails(&gp("MOV.S result.id, 1;"), "gp4/syntax", "id,");
    assert!(shasm_gp4::load("!!NVvp4.0\nMOV.S result.primid, 1;\nEND\n").is_err());
}

#[test]
fn attribute_declarations_bind_a_vertex() {
    // `ATTRIB pos2 = vertex[2].position;` (the spec's example) reads vertex 2.
    let p = shasm_gp4::load(&gp(
        "ATTRIB pos2 = vertex[2].position;\nATTRIB tc[] = { vertex[1].texcoord[0..1] };\nMOV result.position, pos2;\nMOV result.texcoord[0], tc[1];",
    ))
    .unwrap();
    let ir = &p.program;
    assert_eq!(ir.instructions[0].src[0].dimension, Some(2));
    assert_eq!(ir.instructions[1].src[0].dimension, Some(1));
    assert!(matches!(ir.instructions[1].src[0].register, SrcRegister::Direct(r) if r.index() == 8));
    // Without [m] the variable is indexed by vertex (the spec's
    // `ATTRIB pos = vertex.position; MOV R0, pos[1];` reads vertex 1).
    let p = shasm_gp4::load(&gp(
        "ATTRIB pos = vertex.position;\nMOV result.position, pos[1];\nMOV result.color, pos[2];",
    ))
    .unwrap();
    let ir = &p.program;
    assert_eq!(ir.instructions[0].src[0].dimension, Some(1));
    assert_eq!(ir.instructions[1].src[0].dimension, Some(2));
    assert!(matches!(ir.instructions[1].src[0].register, SrcRegister::Direct(r) if r.index() == 0));
    // TRIANGLES have vertices 0 to 2.
    fails(
        &gp("ATTRIB pos = vertex.position;\nMOV result.position, pos[3];"),
        "gp4/vertex-out-of-range",
        "3];",
    );
    fails(
        &gp("ATTRIB pos = vertex.position;\nMOV result.position, pos;"),
        "gp4/array-needs-index",
        "pos;",
    );
}

/// The spec's declarations of Table X.2 (`ATTRIB texcoords[] = {
/// vertex.texcoord[0..3] };` ... `texcoords[A0.x][1]`,
/// `texcoords[A0.x][A0.y]`).
const ARRAYS: &str = "ATTRIB t[] = { vertex.texcoord[0..3] };\nATTRIB a[4] = { vertex.attrib[1..4] };\nATTRIB pos = vertex.position;\nINT TEMP A0;\n";

#[test]
fn an_array_bound_without_a_vertex_is_indexed_by_vertex_then_element() {
    let p = shasm_gp4::load(&gp(&format!(
        "{ARRAYS}MOV result.texcoord[0], t[2][1];\nMOV result.texcoord[1], t[A0.x][1];\nMOV result.texcoord[2], t[A0.x][A0.y];\nMOV result.position, pos[A0.x + 1];\nMOV result.color, a[1][A0.z + 1];"
    )))
    .unwrap();
    let src: Vec<_> = p.program.instructions.iter().map(|i| i.src[0]).collect();
    // vertex.texcoord[n] is the vertex program's result.texcoord[n]:
    // IN[v][7 + n]; result.position IN[v][0]; result.attrib[n] IN[v][24 + n].
    assert_eq!(
        (src[0].dimension, src[0].dimension_indirect),
        (Some(2), None)
    );
    assert_eq!(src[0].reg(), Some(shasm_ir::Reg::new(File::Input, 8)));
    // The index variable A0 is the one TEMP: TEMP[0].
    let a0 = |c| Some(shasm_ir::Indirect::new(File::Temp, 0, c));
    assert_eq!(
        (src[1].dimension, src[1].dimension_indirect),
        (Some(0), a0(0))
    );
    assert_eq!(src[1].reg(), Some(shasm_ir::Reg::new(File::Input, 8)));
    assert_eq!(src[2].dimension_indirect, a0(0));
    assert_eq!(src[2].indirect(), a0(1));
    assert_eq!(src[2].index(), 7);
    assert_eq!(
        (src[3].dimension, src[3].dimension_indirect),
        (Some(1), a0(0))
    );
    assert_eq!(src[3].reg(), Some(shasm_ir::Reg::new(File::Input, 0)));
    assert_eq!((src[4].dimension, src[4].indirect()), (Some(1), a0(2)));
    assert_eq!(src[4].index(), 24 + 2);
    // Every vertex's registers are declared, so that any may be read.
    for v in 0..3 {
        for k in [0, 7, 8, 9, 10, 25, 28] {
            assert!(
                p.program
                    .declarations
                    .iter()
                    .any(|d| d.dimension == Some(v) && d.contains(File::Input, k)),
                "IN[{v}][{k}]"
            );
        }
    }
}

#[test]
fn arrays_indexed_by_vertex_follow_table_x2() {
    // Declared an array, it "must have a second array index".
    fails(
        &gp(&format!("{ARRAYS}MOV result.position, t[1];")),
        "gp4/array-needs-index",
        "1];",
    );
    // A single binding takes one index, the vertex.
    fails(
        &gp(&format!("{ARRAYS}MOV result.position, pos[1][0];")),
        "gp4/not-an-array",
        "0];",
    );
    // An array bound with [m] is one-dimensional.
    fails(
        &gp("ATTRIB tc[4] = { vertex[1].texcoord[1..4] };\nMOV result.position, tc[1][2];"),
        "gp4/not-an-array",
        "2];",
    );
    // The vertex must exist (TRIANGLES: 0 to 2), constant or as the
    // offset of a relative index.
    fails(
        &gp(&format!("{ARRAYS}MOV result.position, t[3][0];")),
        "gp4/vertex-out-of-range",
        "3][0]",
    );
    fails(
        &gp(&format!("{ARRAYS}MOV result.position, t[A0.x + 3][0];")),
        "gp4/vertex-out-of-range",
        "A0.x + 3]",
    );
    // The element must be in the array.
    fails(
        &gp(&format!("{ARRAYS}MOV result.position, t[0][4];")),
        "gp4/index-out-of-range",
        "4];",
    );
    fails(
        &gp(&format!("{ARRAYS}MOV result.position, a[0][A0.x + 4];")),
        "gp4/index-out-of-range",
        "A0.x + 4]",
    );
    // A relative index is an integer (or typeless) variable.
    fails(
        &gp(&format!(
            "{ARRAYS}FLOAT TEMP f;\nMOV result.position, t[f.x][0];"
        )),
        "gp4/bad-index-variable",
        "f.x]",
    );
    // Used directly in an instruction, [m] stays constant.
    fails(
        &gp(&format!(
            "{ARRAYS}MOV result.position, vertex[A0.x].texcoord[1];"
        )),
        "gp4/relative-vertex-index",
        "A0.x].tex",
    );
    // Every binding of such an array leaves [m] out.
    fails(
        &gp("ATTRIB m[] = { vertex.texcoord[0], vertex[1].texcoord[1] };"),
        "gp4/bad-array-bindings",
        "vertex[1]",
    );
    // Attributes are read-only, vertex-indexed ones too.
    fails(
        &gp(&format!("{ARRAYS}MOV t[0][0], 1;")),
        "gp4/write-input",
        "t[0][0], 1",
    );
    // Clip distances form arrays as well: Table X.2 lists
    // `vertex[m].clip[n..o]` and the grammar's <attribMulti> takes
    // `<attribClip> <arrayRange>` (its closing "only texcoord and attrib"
    // sentence predates them).
    assert!(
        shasm_gp4::load(&gp(
            "ATTRIB c[] = { vertex.clip[0..1] };\nMOV result.position, c[2][1];"
        ))
        .is_ok()
    );
}

#[test]
fn the_canonical_text_keeps_the_declarations() {
    let text = gp("MOV result.position, vertex[0].position;\nEMIT;");
    let formatted = shasm_gp4::format(&text).unwrap();
    assert!(
        formatted.starts_with(&format!("!!NVgp4.0\n{DECLS}")),
        "{formatted}"
    );
    assert_eq!(shasm_gp4::format(&formatted).unwrap(), formatted);
}
