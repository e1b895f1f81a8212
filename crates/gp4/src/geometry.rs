//! Geometry programs (`!!NVgp4.0`, NV_geometry_program4; notes §7.1).
//!
//! * The declarations PRIMITIVE_IN, PRIMITIVE_OUT and VERTICES_OUT must
//!   each appear exactly once ([`check`]); VERTICES_OUT is positive, at
//!   most [`MAX_OUTPUT_VERTICES`], and VERTICES_OUT × the result
//!   components written is at most [`MAX_TOTAL_OUTPUT_COMPONENTS`]
//!   (§2.14.6.4; [`check_components`]).
//! * Input `vertex[m].NAME` is the vertex program result NAME of vertex
//!   `m`: IR `IN[m][k]` (`Src::dimension = Some(m)`) with `k` the result's
//!   register in the vertex program layout ([`crate::lower`]);
//!   `primitive.id` is the one-dimensional `IN[48]`. While checking, each
//!   (vertex, attribute) pair has a flat register `m × 64 + k`;
//!   [`two_dimensional_inputs`] splits it when the program is built.
//! * An ATTRIB bound without `[m]` is indexed by vertex first (Table X.2;
//!   notes §7.1): `pos[v]`, or `t[v][i]` for an array. Every (vertex,
//!   element) register is declared; a constant vertex reads `IN[v][k]`,
//!   a variable one (`t[A0.x][1]`) sets `Src::dimension_indirect`, and a
//!   vertex outside the primitive then reads (0, 0, 0, 0) (undefined in
//!   the spec). Clip distances form such arrays too: Table X.2 lists
//!   `vertex[m].clip[n..o]` and the grammar's `<attribMulti>` takes
//!   `<attribClip> <arrayRange>`, against the table's closing sentence
//!   ("Only the `vertex[m].texcoord` and `vertex.attrib` bindings are
//!   available in arrays"); shasm follows the rows and the grammar.
//! * EMIT appends the results as a vertex, ENDPRIM ends the strip
//!   ([`shasm_ir::GeometryModel::Stream`]). The spec leaves the results
//!   undefined after EMIT; shasm keeps their values (a program must not
//!   rely on it).
//! * More EMITs than VERTICES_OUT: "subsequent EMIT instructions may or
//!   may not have any effect" and the program "may terminate abnormally"
//!   (§2.14.6.4, §2.X.7.Y). shasm treats it as the abnormal end: the run
//!   fails with `gp4/too-many-vertices` (the facade checks the outcome).

use crate::ast::{Ast, Attrib, GeometryDeclaration, ResultBinding, Span};
use crate::check::rule;
use crate::lower::{InputInfo, result_index};
use shasm_diag::Diagnostic;
use shasm_ir::{File, Primitive, Program, Property, SrcRegister};
use std::collections::BTreeMap;

/// MAX_PROGRAM_OUTPUT_VERTICES_NV of the implementation modelled: the
/// spec's minimum.
pub const MAX_OUTPUT_VERTICES: u32 = 256;
/// MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV: the spec's minimum.
pub const MAX_TOTAL_OUTPUT_COMPONENTS: u32 = 1024;

/// Flat registers per input vertex while checking.
const STRIDE: u32 = 64;
/// The register of `primitive.id` (after every per-vertex attribute of
/// vertex 0, whose plane is the one-dimensional file).
pub const PRIMITIVE_ID: u32 = 48;

/// The declarations of a geometry program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub input: Primitive,
    pub output: Primitive,
    pub vertices_out: u32,
    /// Where VERTICES_OUT is declared (for diagnostics about the limit).
    pub vertices_out_span: Span,
}

impl Geometry {
    /// Vertices per input primitive (notes §7.1: 1, 2, 4, 3, 6).
    pub fn input_vertices(&self) -> u32 {
        self.input.vertices().unwrap_or(1)
    }
}

/// The flat register of `vertex[m].binding` during checking.
pub fn input_index(vertex: Option<u32>, binding: ResultBinding) -> u32 {
    vertex
        .unwrap_or(0)
        .saturating_mul(STRIDE)
        .saturating_add(result_index(binding))
}

/// The per-vertex register of a flat register (`vertex × stride + k` → `k`).
pub fn register_of_flat(flat: u32) -> u32 {
    flat % STRIDE
}

/// The (vertex, register) of a per-vertex attribute's flat register.
pub fn plane(a: Attrib, flat: u32) -> Option<(u32, u32)> {
    matches!(a, Attrib::GeometryVertex { .. }).then_some((flat / STRIDE, flat % STRIDE))
}

/// The flat register of register `k` of vertex `m` while checking.
pub fn vertex_register(m: u32, k: u32) -> u32 {
    m.saturating_mul(STRIDE).saturating_add(k)
}

/// Rewrite every source that reads a per-vertex attribute by its flat
/// register into the two-dimensional `IN[m][k]`. A source whose vertex is
/// chosen at run time (`Src::dimension_indirect`, `t[A0.x][1]`) already
/// names its register `k` and is left alone.
pub fn two_dimensional_inputs(p: &mut Program, inputs: &BTreeMap<u32, (Attrib, InputInfo)>) {
    let per_vertex = |flat: u32| inputs.get(&flat).and_then(|(a, _)| plane(*a, flat));
    for inst in &mut p.instructions {
        for src in inst
            .src
            .iter_mut()
            .filter(|s| s.dimension_indirect.is_none())
        {
            match &mut src.register {
                SrcRegister::Direct(reg) if reg.file() == File::Input => {
                    if let Some((m, k)) = per_vertex(reg.index()) {
                        *reg = shasm_ir::Reg::new(File::Input, k);
                        src.dimension = Some(m);
                    }
                }
                SrcRegister::Relative {
                    file: File::Input,
                    offset,
                    ..
                } => {
                    if let Some((m, k)) = u32::try_from(*offset).ok().and_then(per_vertex) {
                        *offset = k as i32;
                        src.dimension = Some(m);
                    }
                }
                _ => {}
            }
        }
    }
}

/// The geometry declarations: each exactly once (§2.X.7.Y), VERTICES_OUT
/// positive and within [`MAX_OUTPUT_VERTICES`].
pub fn check(text: &str, ast: &Ast, errors: &mut Vec<Diagnostic>) -> Option<Geometry> {
    let mut input = None;
    let mut output = None;
    let mut vertices = None;
    for (d, span) in &ast.geometry {
        let (name, seen) = match d {
            GeometryDeclaration::PrimitiveIn(_) => ("PRIMITIVE_IN", input.is_some()),
            GeometryDeclaration::PrimitiveOut(_) => ("PRIMITIVE_OUT", output.is_some()),
            GeometryDeclaration::VerticesOut(_) => ("VERTICES_OUT", vertices.is_some()),
        };
        if seen {
            errors.push(rule(
                "gp4/duplicate-declaration",
                span.clone(),
                format!("{name} is declared twice (a geometry program declares it exactly once)"),
            ));
            continue;
        }
        match *d {
            GeometryDeclaration::PrimitiveIn(p) => input = Some(p),
            GeometryDeclaration::PrimitiveOut(p) => output = Some(p),
            GeometryDeclaration::VerticesOut(n) => {
                if n == 0 {
                    errors.push(rule(
                        "gp4/bad-vertices-out",
                        span.clone(),
                        "VERTICES_OUT must be a positive integer",
                    ));
                } else if n > MAX_OUTPUT_VERTICES {
                    errors.push(rule(
                        "gp4/too-many-output-vertices",
                        span.clone(),
                        format!(
                            "VERTICES_OUT {n} is over MAX_PROGRAM_OUTPUT_VERTICES_NV ({MAX_OUTPUT_VERTICES})"
                        ),
                    ));
                }
                vertices = Some((n, span.clone()));
            }
        }
    }
    // A missing declaration is reported where the statements begin (the
    // first point at which the GL knows it is missing), or at the end of
    // a program without statements.
    let at = ast.statements.first().map_or(text.len(), |s| s.span.start);
    for (name, missing) in [
        ("PRIMITIVE_IN", input.is_none()),
        ("PRIMITIVE_OUT", output.is_none()),
        ("VERTICES_OUT", vertices.is_none()),
    ] {
        if missing {
            errors.push(rule(
                "gp4/missing-declaration",
                at..at,
                format!("a geometry program must declare {name}"),
            ));
        }
    }
    let (vertices_out, vertices_out_span) = vertices?;
    Some(Geometry {
        input: input?,
        output: output?,
        vertices_out,
        vertices_out_span,
    })
}

/// `vertex[m]` in range of the input primitive; `[m]` present in an
/// instruction (Table X.2's rules).
pub fn check_attrib(g: &Geometry, a: Attrib, span: &Span, errors: &mut Vec<Diagnostic>) -> bool {
    let Attrib::GeometryVertex { vertex, binding } = a else {
        return true;
    };
    match vertex {
        // A declaration without `[m]` is indexed by vertex
        // (`Checker::vertex_attrib`); only instructions get here without.
        None => {
            errors.push(rule(
                "gp4/vertex-index-required",
                span.clone(),
                format!(
                    "`{}` needs a vertex number in an instruction (`vertex[0]{}`)",
                    crate::lower::attrib_name(a),
                    crate::lower::result_name(binding)
                        .strip_prefix("result")
                        .unwrap_or("")
                ),
            ));
            false
        }
        Some(m) if m >= g.input_vertices() => {
            errors.push(rule(
                "gp4/vertex-out-of-range",
                span.clone(),
                format!(
                    "vertex {m} does not exist: PRIMITIVE_IN {} has {} vertices (0 to {})",
                    g.input.name(),
                    g.input_vertices(),
                    g.input_vertices() - 1
                ),
            ));
            false
        }
        Some(_) => true,
    }
}

/// VERTICES_OUT × PROGRAM_RESULT_COMPONENTS_NV (`components`, counted by
/// the checker as §2.X.3.5 says) is at most [`MAX_TOTAL_OUTPUT_COMPONENTS`]
/// (§2.14.6.4).
pub fn check_components(g: &Geometry, components: u32, errors: &mut Vec<Diagnostic>) {
    let total = u64::from(components) * u64::from(g.vertices_out);
    if total > u64::from(MAX_TOTAL_OUTPUT_COMPONENTS) {
        errors.push(rule(
            "gp4/too-many-output-components",
            g.vertices_out_span.clone(),
            format!(
                "VERTICES_OUT {} × {components} result components written = {total}, over MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV ({MAX_TOTAL_OUTPUT_COMPONENTS})",
                g.vertices_out
            ),
        ));
    }
}

/// The TGSI-style properties of the declarations.
pub fn properties(g: &Geometry) -> Vec<Property> {
    vec![
        Property::GsInputPrimitive(g.input),
        Property::GsOutputPrimitive(g.output),
        Property::GsMaxOutputVertices(g.vertices_out),
    ]
}
