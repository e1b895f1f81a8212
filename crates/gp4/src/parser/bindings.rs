//! Attribute and result bindings (NV_vertex_program4 and
//! NV_fragment_program4 binding tables; notes §1.6). A range
//! (`vertex.attrib[2..5]`) is allowed only in an array declaration.

use super::{PResult, Parser, clip, syntax};
use crate::ast::{Attrib, ResultBinding};
use crate::table::ProgramKind;
use shasm_arb::lexer::Cursor;
use shasm_arb::lexer::Tok;

/// Texture coordinate sets (MAX_TEXTURE_COORDS) and generic attributes
/// (MAX_VERTEX_ATTRIBS) of the implementation we model.
pub const TEXCOORDS: u32 = 8;
pub const GENERICS: u32 = 16;
/// Clip distances (MAX_CLIP_PLANES).
pub const CLIPS: u32 = 6;
/// Fragment colour results (MAX_DRAW_BUFFERS).
pub const DRAW_BUFFERS: u32 = 8;

impl Parser<'_> {
    fn indexed(&mut self, range: bool, limit: u32, what: &str) -> PResult<(u32, u32)> {
        let start = self.here();
        let (first, count) = self.bracketed_range(range)?;
        if u64::from(first) + u64::from(count) > u64::from(limit) {
            return Err(shasm_diag::Diagnostic::error(
                start..self.prev_end(),
                format!("{what} index out of range: 0 to {} are allowed", limit - 1),
            )
            .with_code("gp4/index-out-of-range"));
        }
        Ok((first, count))
    }

    fn opt_indexed(&mut self, range: bool, limit: u32, what: &str) -> PResult<(u32, u32)> {
        if matches!(self.peek(), Some(t) if t.kind == Tok::LBracket) {
            self.indexed(range, limit, what)
        } else {
            Ok((0, 1))
        }
    }

    fn opt_secondary(&mut self) -> PResult<bool> {
        if self.at_dot_word(&["primary", "secondary"]) {
            self.pos += 1;
            return Ok(self.keyword(&["primary", "secondary"])? == "secondary");
        }
        Ok(false)
    }

    /// An attribute binding: the binding and how many consecutive
    /// attributes it covers (1 unless a range).
    pub(crate) fn attrib_binding(&mut self, range: bool) -> PResult<(Attrib, u32)> {
        let Some(t) = self.peek().cloned() else {
            return Err(self.eof_error("an attribute binding"));
        };
        let word = self.slice(&t);
        match (self.kind, word) {
            (ProgramKind::Vertex, "vertex") => {
                self.pos += 1;
                self.expect(Tok::Dot)?;
                let which = self.keyword(&[
                    "position", "normal", "color", "fogcoord", "texcoord", "attrib", "id",
                    "instance",
                ])?;
                Ok(match which {
                    "position" => (Attrib::VertexPosition, 1),
                    "normal" => (Attrib::VertexNormal, 1),
                    "color" => (
                        Attrib::VertexColor {
                            secondary: self.opt_secondary()?,
                        },
                        1,
                    ),
                    "fogcoord" => (Attrib::VertexFogCoord, 1),
                    "texcoord" => {
                        let (n, c) = self.opt_indexed(range, TEXCOORDS, "texture coordinate")?;
                        (Attrib::VertexTexCoord(n), c)
                    }
                    "attrib" => {
                        let (n, c) = self.indexed(range, GENERICS, "generic attribute")?;
                        (Attrib::VertexAttrib(n), c)
                    }
                    "id" => (Attrib::VertexId, 1),
                    _ => (Attrib::VertexInstance, 1),
                })
            }
            (ProgramKind::Fragment, "fragment") => {
                self.pos += 1;
                self.expect(Tok::Dot)?;
                let which = self.keyword(&[
                    "color", "texcoord", "fogcoord", "clip", "attrib", "position", "facing",
                ])?;
                Ok(match which {
                    "color" => (
                        Attrib::FragmentColor {
                            secondary: self.opt_secondary()?,
                        },
                        1,
                    ),
                    "texcoord" => {
                        let (n, c) = self.opt_indexed(range, TEXCOORDS, "texture coordinate")?;
                        (Attrib::FragmentTexCoord(n), c)
                    }
                    "fogcoord" => (Attrib::FragmentFogCoord, 1),
                    "clip" => {
                        let (n, c) = self.indexed(range, CLIPS, "clip distance")?;
                        (Attrib::FragmentClip(n), c)
                    }
                    "attrib" => {
                        let (n, c) = self.indexed(range, GENERICS, "generic attribute")?;
                        (Attrib::FragmentAttrib(n), c)
                    }
                    "position" => (Attrib::FragmentPosition, 1),
                    _ => (Attrib::FragmentFacing, 1),
                })
            }
            (ProgramKind::Fragment, "primitive") => {
                self.pos += 1;
                self.expect(Tok::Dot)?;
                self.keyword(&["id"])?;
                Ok((Attrib::PrimitiveId, 1))
            }
            (ProgramKind::Geometry, "vertex") => self.geometry_vertex_binding(range),
            (ProgramKind::Geometry, "primitive") => {
                self.pos += 1;
                self.expect(Tok::Dot)?;
                self.keyword(&["id"])?;
                Ok((Attrib::GeometryPrimitiveId, 1))
            }
            _ => Err(syntax(
                t.span.clone(),
                format!(
                    "expected an attribute binding ({}.*), found `{}`",
                    self.kind.attribute_prefix(),
                    clip(word)
                ),
            )),
        }
    }

    /// A result binding and how many consecutive results it covers.
    pub(crate) fn result_binding(&mut self, range: bool) -> PResult<(ResultBinding, u32)> {
        let Some(t) = self.peek().cloned() else {
            return Err(self.eof_error("a result binding"));
        };
        if self.slice(&t) != "result" {
            return Err(syntax(
                t.span.clone(),
                format!(
                    "expected a result binding (result.*), found `{}`",
                    clip(self.slice(&t))
                ),
            ));
        }
        self.pos += 1;
        self.expect(Tok::Dot)?;
        if self.kind == ProgramKind::Fragment {
            let which = self.keyword(&["color", "depth"])?;
            if which == "depth" {
                return Ok((ResultBinding::Depth, 1));
            }
            let (n, c) = self.opt_indexed(range, DRAW_BUFFERS, "colour buffer")?;
            return Ok((ResultBinding::FragColor(n), c));
        }
        if self.kind == ProgramKind::Geometry {
            return self.geometry_result_binding(range);
        }
        let which = self.keyword(&[
            "position",
            "color",
            "fogcoord",
            "pointsize",
            "texcoord",
            "attrib",
            "clip",
            "id",
        ])?;
        self.vertex_result(which, range)
    }

    /// The part of a vertex result binding after `result.` (also the
    /// per-vertex attributes of geometry programs, after `vertex[m].`).
    pub(crate) fn vertex_result(
        &mut self,
        which: &str,
        range: bool,
    ) -> PResult<(ResultBinding, u32)> {
        Ok(match which {
            "position" => (ResultBinding::Position, 1),
            "color" => {
                let mut back = false;
                if self.at_dot_word(&["front", "back"]) {
                    self.pos += 1;
                    back = self.keyword(&["front", "back"])? == "back";
                }
                let secondary = self.opt_secondary()?;
                (ResultBinding::Color { back, secondary }, 1)
            }
            "fogcoord" => (ResultBinding::FogCoord, 1),
            "pointsize" => (ResultBinding::PointSize, 1),
            "texcoord" => {
                let (n, c) = self.opt_indexed(range, TEXCOORDS, "texture coordinate")?;
                (ResultBinding::TexCoord(n), c)
            }
            "attrib" => {
                let (n, c) = self.indexed(range, GENERICS, "generic result")?;
                (ResultBinding::Attrib(n), c)
            }
            "clip" => {
                let (n, c) = self.indexed(range, CLIPS, "clip distance")?;
                (ResultBinding::Clip(n), c)
            }
            _ => (ResultBinding::Id, 1),
        })
    }
}

impl Parser<'_> {
    /// `vertex[m].NAME` or, in declarations, `vertex.NAME`
    /// (NV_geometry_program4 Table X.2). A relative vertex number is
    /// refused here: "[m] ... must be an integer constant".
    fn geometry_vertex_binding(&mut self, range: bool) -> PResult<(Attrib, u32)> {
        self.pos += 1;
        let mut vertex = None;
        if matches!(self.peek(), Some(t) if t.kind == Tok::LBracket) {
            if let Some(t) = self.peek_at(1).cloned()
                && t.kind == Tok::Word
            {
                return Err(shasm_diag::Diagnostic::error(
                    t.span.clone(),
                    "the vertex number of `vertex[m]` must be an integer constant",
                )
                .with_code("gp4/relative-vertex-index"));
            }
            let (m, _) = self.bracketed()?;
            vertex = Some(m);
        }
        self.expect(Tok::Dot)?;
        let which = self.keyword(&[
            "position",
            "color",
            "fogcoord",
            "pointsize",
            "texcoord",
            "attrib",
            "clip",
            "id",
        ])?;
        let (binding, count) = self.vertex_result(which, range)?;
        Ok((Attrib::GeometryVertex { vertex, binding }, count))
    }

    /// Geometry program results (Table X.3): the vertex program's less
    /// `result.id`, plus `result.primid` and `result.layer`.
    fn geometry_result_binding(&mut self, range: bool) -> PResult<(ResultBinding, u32)> {
        let which = self.keyword(&[
            "position",
            "color",
            "fogcoord",
            "pointsize",
            "texcoord",
            "attrib",
            "clip",
            "primid",
            "layer",
        ])?;
        match which {
            "primid" => Ok((ResultBinding::PrimId, 1)),
            "layer" => Ok((ResultBinding::Layer, 1)),
            other => self.vertex_result(other, range),
        }
    }
}
