//! Bindings: `vertex.*`, `fragment.*`, `result.*`, `program.env/local[]`,
//! `state.*` and constants (ARB_vertex_program §2.14.3.1-2.14.3.4,
//! ARB_fragment_program §3.11.3.1-3.11.3.4).

use super::{PResult, Parser, syntax};
use crate::ast::*;
use crate::lexer::Cursor;
use crate::lexer::Tok;
use crate::table::ProgramKind;
use shasm_ir::StateBinding;
use shasm_ir::state::{
    Face, LightProperty, MaterialProperty, Matrix, MatrixForm, ProductProperty, TexCoord,
    TexGenSpace,
};

impl Parser<'_> {
    /// `<vtxAttribBinding>` / `<fragAttribBinding>`.
    pub(crate) fn attrib_binding(&mut self) -> PResult<Attrib> {
        match self.kind {
            ProgramKind::Vertex => {
                self.keyword(&["vertex"])?;
                self.expect(Tok::Dot)?;
                self.vertex_attrib().map(Attrib::Vertex)
            }
            ProgramKind::Fragment => {
                self.keyword(&["fragment"])?;
                self.expect(Tok::Dot)?;
                self.fragment_attrib().map(Attrib::Fragment)
            }
        }
    }

    fn opt_color_type(&mut self) -> PResult<bool> {
        if self.at_dot_word(&["primary", "secondary"]) {
            self.pos += 1;
            Ok(self.keyword(&["primary", "secondary"])? == "secondary")
        } else {
            Ok(false)
        }
    }

    fn opt_texcoord(&mut self) -> PResult<u32> {
        let limit = self.profile.texture_coords;
        match self.opt_bracketed()? {
            Some(n) => self.below(n, limit, "texture coordinate set"),
            None => Ok(0),
        }
    }

    pub(crate) fn vertex_attrib(&mut self) -> PResult<VertexAttrib> {
        let word = self.keyword(&[
            "position",
            "weight",
            "normal",
            "color",
            "fogcoord",
            "texcoord",
            "matrixindex",
            "attrib",
        ])?;
        Ok(match word {
            "position" => VertexAttrib::Position,
            "weight" => {
                // <vtxWeightNum>: "from 0 to MAX_VERTEX_UNITS_ARB-1, must
                // be divisible by four".
                let n = match self.opt_bracketed()? {
                    Some(n) => self.weight_number(n)?,
                    None => 0,
                };
                VertexAttrib::Weight(n)
            }
            "normal" => VertexAttrib::Normal,
            "color" => VertexAttrib::Color {
                secondary: self.opt_color_type()?,
            },
            "fogcoord" => VertexAttrib::FogCoord,
            "texcoord" => VertexAttrib::TexCoord(self.opt_texcoord()?),
            "matrixindex" => {
                let n = self.bracketed()?;
                VertexAttrib::MatrixIndex(self.weight_number(n)?)
            }
            _ => {
                let n = self.bracketed()?;
                VertexAttrib::Generic(self.below(
                    n,
                    self.profile.vertex_attribs,
                    "vertex attribute",
                )?)
            }
        })
    }

    fn weight_number(&self, (n, span): (u32, Span)) -> PResult<u32> {
        if n % 4 != 0 {
            return Err(shasm_diag::Diagnostic::error(
                span,
                format!("vertex weight number {n} is not divisible by four"),
            )
            .with_code("arb/index-out-of-range"));
        }
        self.below((n, span), self.profile.vertex_units, "vertex unit")
    }

    pub(crate) fn fragment_attrib(&mut self) -> PResult<FragmentAttrib> {
        let fp2 = self.level >= 2;
        let word = if fp2 {
            self.keyword(&["color", "texcoord", "fogcoord", "position", "facing"])?
        } else {
            self.keyword(&["color", "texcoord", "fogcoord", "position"])?
        };
        Ok(match word {
            "color" => FragmentAttrib::Color {
                secondary: self.opt_color_type()?,
            },
            "texcoord" if fp2 && self.at_loop_index() => {
                FragmentAttrib::TexCoordLoop(self.loop_indexed()?)
            }
            "texcoord" => FragmentAttrib::TexCoord(self.opt_texcoord()?),
            "fogcoord" => FragmentAttrib::FogCoord,
            "facing" => FragmentAttrib::Facing,
            _ => FragmentAttrib::Position,
        })
    }

    /// Whether the next tokens are `[` and a name (`[A0.x ...`).
    fn at_loop_index(&self) -> bool {
        matches!(self.peek(), Some(t) if t.kind == Tok::LBracket)
            && self.peek_at(1).is_some_and(|t| t.kind == Tok::Word)
    }

    /// NV_fragment_program2 `"[" <arrayMemRel> "]"`: `<addrUseS>
    /// <arrayMemRelOffset>`, where the address register is the built-in
    /// `A0` read through `.x`, and the offset is `"+" <integer from 0 to
    /// 9>`. Returns the offset.
    fn loop_indexed(&mut self) -> PResult<u32> {
        self.expect(Tok::LBracket)?;
        let a0 = self.ident()?;
        if a0.text != "A0" {
            return Err(shasm_diag::Diagnostic::error(
                a0.span,
                format!(
                    "`{}` is not the loop index: fragment programs have one address register, `A0`",
                    crate::clip(&a0.text)
                ),
            )
            .with_code("arb/not-an-address-register"));
        }
        self.expect(Tok::Dot)?;
        self.keyword(&["x"])?;
        let offset = if self.eat(Tok::Plus).is_some() {
            let (n, span) = self.integer()?;
            if n > 9 {
                return Err(shasm_diag::Diagnostic::error(
                    span,
                    format!("relative offset {n} is out of range (at most 9)"),
                )
                .with_code("arb/offset-out-of-range"));
            }
            n
        } else {
            0
        };
        self.expect(Tok::RBracket)?;
        Ok(offset)
    }

    /// `<resultBinding>`.
    pub(crate) fn result_binding(&mut self) -> PResult<ResultBinding> {
        self.keyword(&["result"])?;
        self.expect(Tok::Dot)?;
        match self.kind {
            ProgramKind::Vertex => {
                let word = if self.level > crate::table::BASE {
                    self.keyword(&[
                        "position",
                        "color",
                        "fogcoord",
                        "pointsize",
                        "texcoord",
                        "clip",
                    ])?
                } else {
                    self.keyword(&["position", "color", "fogcoord", "pointsize", "texcoord"])?
                };
                Ok(match word {
                    "position" => ResultBinding::Position,
                    // NV_vertex_program2_option: <resultVtxBasic> ::= "clip"
                    // "[" <clipPlaneNum> "]", 0 to MAX_CLIP_PLANES-1.
                    "clip" => {
                        let n = self.bracketed()?;
                        ResultBinding::Clip(self.below(
                            n,
                            self.profile.clip_planes,
                            "clip plane",
                        )?)
                    }
                    "fogcoord" => ResultBinding::FogCoord,
                    "pointsize" => ResultBinding::PointSize,
                    "texcoord" => ResultBinding::TexCoord(self.opt_texcoord()?),
                    _ => {
                        let back = self.opt_face()? == Face::Back;
                        let secondary = self.opt_color_type()?;
                        ResultBinding::Color { back, secondary }
                    }
                })
            }
            ProgramKind::Fragment => {
                let word = self.keyword(&["color", "depth"])?;
                if word == "depth" {
                    return Ok(ResultBinding::Depth);
                }
                // ARB_draw_buffers: "result" "." "color" <optOutputColorNum>;
                // the option check is the checker's.
                let n = match self.opt_bracketed()? {
                    Some(n) => self.below(n, self.profile.draw_buffers, "draw buffer")?,
                    None => 0,
                };
                Ok(ResultBinding::FragColor(n))
            }
        }
    }

    fn opt_face(&mut self) -> PResult<Face> {
        if self.at_dot_word(&["front", "back"]) {
            self.pos += 1;
            Ok(match self.keyword(&["front", "back"])? {
                "back" => Face::Back,
                _ => Face::Front,
            })
        } else {
            Ok(Face::Front)
        }
    }

    /// `<paramSingleItemDecl>` / `<paramMultipleItem>` (when `multiple`) /
    /// `<paramSingleItemUse>` (when not `declaration`: a scalar constant
    /// takes no sign there).
    pub fn param_item(&mut self, declaration: bool, multiple: bool) -> PResult<ParamItem> {
        let Some(t) = self.peek().cloned() else {
            return Err(self.eof_error("a parameter binding"));
        };
        match t.kind {
            Tok::LBrace => {
                self.pos += 1;
                let mut values = [0.0, 0.0, 0.0, 1.0];
                for (i, slot) in values.iter_mut().enumerate() {
                    *slot = self.signed_float(true)?;
                    if i == 3 || self.eat(Tok::Comma).is_none() {
                        break;
                    }
                }
                self.expect(Tok::RBrace)?;
                Ok(ParamItem::Constant(values))
            }
            Tok::Integer | Tok::Float | Tok::Minus | Tok::Plus => {
                let v = self.signed_float(declaration)?;
                Ok(ParamItem::Constant([v; 4]))
            }
            Tok::Word if self.slice(&t) == "program" => {
                self.pos += 1;
                self.expect(Tok::Dot)?;
                let which = self.keyword(&["env", "local"])?;
                self.expect(Tok::LBracket)?;
                let limit = match which {
                    "env" => self.profile.limits(self.kind).env_parameters,
                    _ => self.profile.limits(self.kind).local_parameters,
                };
                let what = format!("program.{which} parameter");
                let first = self.integer()?;
                let first = self.below(first, limit, &what)?;
                let last = if multiple && self.eat(Tok::DotDot).is_some() {
                    let (last, span) = self.integer()?;
                    let last = self.below((last, span.clone()), limit, &what)?;
                    if last < first {
                        return Err(shasm_diag::Diagnostic::error(
                            span,
                            format!("range {first}..{last} ends before it starts"),
                        )
                        .with_code("arb/bad-range"));
                    }
                    last
                } else {
                    first
                };
                self.expect(Tok::RBracket)?;
                Ok(match which {
                    "env" => ParamItem::Env { first, last },
                    _ => ParamItem::Local { first, last },
                })
            }
            Tok::Word if self.slice(&t) == "state" => {
                self.pos += 1;
                self.expect(Tok::Dot)?;
                self.state(multiple).map(ParamItem::State)
            }
            _ => Err(syntax(
                t.span.clone(),
                format!(
                    "expected a parameter binding (state.*, program.*, or a constant), found `{}`",
                    crate::clip(self.slice(&t))
                ),
            )),
        }
    }

    /// `<signedFloatConstant>` (or `<floatConstant>` when not `signed`).
    fn signed_float(&mut self, signed: bool) -> PResult<f32> {
        let mut negate = false;
        if signed {
            if self.eat(Tok::Minus).is_some() {
                negate = true;
            } else {
                self.eat(Tok::Plus);
            }
        }
        match self.peek().cloned() {
            Some(t) if matches!(t.kind, Tok::Integer | Tok::Float) => {
                self.pos += 1;
                // Rust's parser accepts every form of the <floatConstant>
                // rule; digits beyond f32 range give infinity, as a C
                // strtod/float conversion would.
                let v: f32 = self.slice(&t).parse().unwrap_or(f32::INFINITY);
                Ok(if negate { -v } else { v })
            }
            Some(t) => Err(syntax(
                t.span.clone(),
                format!("expected a number, found `{}`", crate::clip(self.slice(&t))),
            )),
            None => Err(self.eof_error("a number")),
        }
    }

    /// After `state.`: one state vector, or (when `multiple`) a matrix or
    /// a range of its rows.
    fn state(&mut self, multiple: bool) -> PResult<Vec<StateBinding>> {
        let vp = self.kind == ProgramKind::Vertex;
        let mut items = vec![
            "material",
            "light",
            "lightmodel",
            "lightprod",
            "fog",
            "matrix",
        ];
        if vp {
            items.extend(["texgen", "clip", "point"]);
        } else {
            items.extend(["texenv", "depth"]);
        }
        let word = self.keyword(&items)?;
        let one = |b: StateBinding| Ok(vec![b]);
        match word {
            "material" => {
                let face = self.opt_face()?;
                self.expect(Tok::Dot)?;
                let property = match self.keyword(&[
                    "ambient",
                    "diffuse",
                    "specular",
                    "emission",
                    "shininess",
                ])? {
                    "ambient" => MaterialProperty::Ambient,
                    "diffuse" => MaterialProperty::Diffuse,
                    "specular" => MaterialProperty::Specular,
                    "emission" => MaterialProperty::Emission,
                    _ => MaterialProperty::Shininess,
                };
                one(StateBinding::Material { face, property })
            }
            "light" => {
                let n = self.bracketed()?;
                let light = self.below(n, self.profile.lights, "light")?;
                self.expect(Tok::Dot)?;
                let property = match self.keyword(&[
                    "ambient",
                    "diffuse",
                    "specular",
                    "position",
                    "attenuation",
                    "spot",
                    "half",
                ])? {
                    "ambient" => LightProperty::Ambient,
                    "diffuse" => LightProperty::Diffuse,
                    "specular" => LightProperty::Specular,
                    "position" => LightProperty::Position,
                    "attenuation" => LightProperty::Attenuation,
                    "half" => LightProperty::Half,
                    _ => {
                        self.expect(Tok::Dot)?;
                        self.keyword(&["direction"])?;
                        LightProperty::SpotDirection
                    }
                };
                one(StateBinding::Light { light, property })
            }
            "lightmodel" => {
                if self.at_dot_word(&["ambient"]) {
                    self.pos += 2;
                    return one(StateBinding::LightModelAmbient);
                }
                let face = self.opt_face()?;
                self.expect(Tok::Dot)?;
                self.keyword(&["scenecolor"])?;
                one(StateBinding::LightModelSceneColor { face })
            }
            "lightprod" => {
                let n = self.bracketed()?;
                let light = self.below(n, self.profile.lights, "light")?;
                let face = self.opt_face()?;
                self.expect(Tok::Dot)?;
                let property = match self.keyword(&["ambient", "diffuse", "specular"])? {
                    "ambient" => ProductProperty::Ambient,
                    "diffuse" => ProductProperty::Diffuse,
                    _ => ProductProperty::Specular,
                };
                one(StateBinding::LightProduct {
                    light,
                    face,
                    property,
                })
            }
            "texgen" => {
                let unit = match self.opt_bracketed()? {
                    Some(n) => {
                        self.below(n, self.profile.texture_coords, "texture coordinate set")?
                    }
                    None => 0,
                };
                self.expect(Tok::Dot)?;
                let space = match self.keyword(&["eye", "object"])? {
                    "eye" => TexGenSpace::Eye,
                    _ => TexGenSpace::Object,
                };
                self.expect(Tok::Dot)?;
                let coord = match self.keyword(&["s", "t", "r", "q"])? {
                    "s" => TexCoord::S,
                    "t" => TexCoord::T,
                    "r" => TexCoord::R,
                    _ => TexCoord::Q,
                };
                one(StateBinding::TexGen { unit, space, coord })
            }
            "texenv" => {
                let unit = match self.opt_bracketed()? {
                    Some(n) => self.below(n, self.profile.texture_units, "texture unit")?,
                    None => 0,
                };
                self.expect(Tok::Dot)?;
                self.keyword(&["color"])?;
                one(StateBinding::TexEnvColor { unit })
            }
            "fog" => {
                self.expect(Tok::Dot)?;
                match self.keyword(&["color", "params"])? {
                    "color" => one(StateBinding::FogColor),
                    _ => one(StateBinding::FogParams),
                }
            }
            "clip" => {
                let n = self.bracketed()?;
                let plane = self.below(n, self.profile.clip_planes, "clip plane")?;
                self.expect(Tok::Dot)?;
                self.keyword(&["plane"])?;
                one(StateBinding::ClipPlane { plane })
            }
            "point" => {
                self.expect(Tok::Dot)?;
                match self.keyword(&["size", "attenuation"])? {
                    "size" => one(StateBinding::PointSize),
                    _ => one(StateBinding::PointAttenuation),
                }
            }
            "depth" => {
                self.expect(Tok::Dot)?;
                self.keyword(&["range"])?;
                one(StateBinding::DepthRange)
            }
            _ => self.matrix(multiple),
        }
    }

    /// After `state.matrix`: `<stateMatrixRow>` or `<stateMatrixRows>`.
    fn matrix(&mut self, multiple: bool) -> PResult<Vec<StateBinding>> {
        self.expect(Tok::Dot)?;
        let matrix = match self.keyword(&[
            "modelview",
            "projection",
            "mvp",
            "texture",
            "palette",
            "program",
        ])? {
            "modelview" => {
                let n = match self.opt_bracketed()? {
                    Some(n) => self.below(n, self.profile.vertex_units, "modelview matrix")?,
                    None => 0,
                };
                Matrix::ModelView(n)
            }
            "projection" => Matrix::Projection,
            "mvp" => Matrix::Mvp,
            "texture" => Matrix::Texture(self.opt_texcoord()?),
            "palette" => {
                let n = self.bracketed()?;
                Matrix::Palette(self.below(n, self.profile.palette_matrices, "palette matrix")?)
            }
            _ => {
                let n = self.bracketed()?;
                Matrix::Program(self.below(n, self.profile.program_matrices, "program matrix")?)
            }
        };
        let mut form = MatrixForm::Plain;
        if self.at_dot_word(&["inverse", "transpose", "invtrans"]) {
            self.pos += 1;
            form = match self.keyword(&["inverse", "transpose", "invtrans"])? {
                "inverse" => MatrixForm::Inverse,
                "transpose" => MatrixForm::Transpose,
                _ => MatrixForm::InverseTranspose,
            };
        }
        let rows = if self.at_dot_word(&["row"]) {
            self.pos += 2;
            self.expect(Tok::LBracket)?;
            let first = self.integer()?;
            let first = self.below(first, 4, "matrix row")?;
            let last = if multiple && self.eat(Tok::DotDot).is_some() {
                let (last, span) = self.integer()?;
                let last = self.below((last, span.clone()), 4, "matrix row")?;
                if last < first {
                    return Err(shasm_diag::Diagnostic::error(
                        span,
                        format!("row range {first}..{last} ends before it starts"),
                    )
                    .with_code("arb/bad-range"));
                }
                last
            } else {
                first
            };
            self.expect(Tok::RBracket)?;
            first..=last
        } else if multiple {
            0..=3
        } else {
            // <stateSingleItem> takes one row: "state" "." <stateMatrixRow>.
            let at = self.here();
            return Err(syntax(
                at..at,
                "a whole matrix binds four parameters: use `.row[n]`, or bind it to a parameter array",
            ));
        };
        Ok(rows
            .map(|row| StateBinding::MatrixRow {
                matrix,
                form,
                row: row as u8,
            })
            .collect())
    }
}
