//! The declarations of geometry programs (NV_geometry_program4 §2.X.2
//! `<declSequence>` and §2.X.7.Y): `PRIMITIVE_IN`, `PRIMITIVE_OUT` and
//! `VERTICES_OUT`, between the options and the first statement. Whether
//! each is given exactly once is the checker's rule ([`crate::geometry`]).

use super::{PResult, Parser, syntax};
use crate::ast::{Ast, GeometryDeclaration};
use shasm_arb::lexer::Cursor;
use shasm_arb::lexer::Tok;
use shasm_diag::Diagnostic;
use shasm_ir::Primitive;

/// The declaration keywords.
pub(crate) const DECLARATIONS: [&str; 3] = ["PRIMITIVE_IN", "PRIMITIVE_OUT", "VERTICES_OUT"];

const INPUTS: [(&str, Primitive); 5] = [
    ("POINTS", Primitive::Points),
    ("LINES", Primitive::Lines),
    ("LINES_ADJACENCY", Primitive::LinesAdjacency),
    ("TRIANGLES", Primitive::Triangles),
    ("TRIANGLES_ADJACENCY", Primitive::TrianglesAdjacency),
];

const OUTPUTS: [(&str, Primitive); 3] = [
    ("POINTS", Primitive::Points),
    ("LINE_STRIP", Primitive::LineStrip),
    ("TRIANGLE_STRIP", Primitive::TriangleStrip),
];

impl Parser<'_> {
    /// One declaration, recorded in `ast`; after a statement it is an
    /// error (the grammar puts `<declSequence>` before the statements;
    /// notes §7.1).
    pub(crate) fn geometry_declaration(&mut self, ast: &mut Ast, statements_started: bool) {
        let start = self.here();
        match self.geometry_declaration_body() {
            Ok(d) => {
                let span = start..self.prev_end();
                if statements_started {
                    self.errors.push(
                        Diagnostic::error(
                            span,
                            "PRIMITIVE_IN, PRIMITIVE_OUT and VERTICES_OUT must come before every statement",
                        )
                        .with_code("gp4/declaration-position"),
                    );
                } else {
                    ast.geometry.push((d, span));
                }
            }
            Err(d) => {
                self.errors.push(d);
                self.recover();
            }
        }
    }

    fn geometry_declaration_body(&mut self) -> PResult<GeometryDeclaration> {
        let word = self.keyword(&DECLARATIONS)?;
        let d = match word {
            "VERTICES_OUT" => GeometryDeclaration::VerticesOut(self.integer()?.0),
            "PRIMITIVE_IN" => GeometryDeclaration::PrimitiveIn(self.primitive(&INPUTS)?),
            _ => GeometryDeclaration::PrimitiveOut(self.primitive(&OUTPUTS)?),
        };
        // The grammar leaves the `;` out; real programs write it (notes
        // §7.1), and shasm requires it as every other statement does.
        self.expect(Tok::Semi)?;
        Ok(d)
    }

    fn primitive(&mut self, table: &[(&'static str, Primitive)]) -> PResult<Primitive> {
        let Some(t) = self.peek().cloned() else {
            return Err(self.eof_error("a primitive type"));
        };
        let text = self.slice(&t);
        match table.iter().find(|(name, _)| *name == text) {
            Some((_, p)) if t.kind == Tok::Word => {
                self.pos += 1;
                Ok(*p)
            }
            _ => Err(syntax(
                t.span.clone(),
                format!(
                    "expected one of {}, found `{}`",
                    table.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", "),
                    super::clip(text)
                ),
            )),
        }
    }
}
