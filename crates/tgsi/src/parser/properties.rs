//! `PROPERTY` and `IMM` statements: Mesa's property names and immediate
//! values.

use super::{PResult, Parser, describe};
use crate::lexer::Kind;
use crate::limits::MAX_IMMEDIATES;
use shasm_diag::Diagnostic;
use shasm_ir::{ImmType, Immediate, Item, Property, Span, ZeroTimesInf};

impl<'s> Parser<'s> {
    // ---- PROPERTY --------------------------------------------------------

    pub(super) fn property(&mut self) -> PResult<()> {
        let start = self.bump().span.start;
        let (name, name_span) = self.expect_ident("a property name")?;
        let upper = name.to_ascii_uppercase();
        let Some(kind) = property_kind(&upper) else {
            return Err(
                Diagnostic::error(name_span, format!("unknown property `{name}`"))
                    .with_code("tgsi/unknown-property"),
            );
        };
        let (value, value_span) = match kind {
            PropertyKind::Uint => {
                let (v, span) = self.uint("an unsigned integer property value")?;
                (v.to_string(), span)
            }
            PropertyKind::Names(names, what) => {
                if !self.on_line() || !matches!(self.peek().kind, Kind::Ident | Kind::Word) {
                    return Err(self.unexpected(what));
                }
                let t = self.bump();
                let v = self.text(&t).to_ascii_uppercase();
                if !names.contains(&v.as_str()) {
                    return Err(Diagnostic::error(
                        t.span.clone(),
                        format!("expected {what}, found `{}`", self.text(&t)),
                    )
                    .with_code("tgsi/bad-property-value")
                    .with_note(format!("one of: {}", names.join(", "))));
                }
                (v, t.span)
            }
        };
        match upper.as_str() {
            "GS_INPUT_PRIMITIVE" => self.gs_vertices = vertices_per_primitive(&value),
            // Both make 0 * anything = 0 in MUL, MAD and the dot products.
            "MUL_ZERO_WINS" | "LEGACY_MATH_RULES" if value != "0" => {
                self.program.semantics.zero_times_inf = ZeroTimesInf::Zero;
            }
            _ => {}
        }
        self.end_statement()?;
        self.program.spans.set_item(
            Item::Property,
            self.program.properties.len(),
            Span::from(start..value_span.end),
        );
        self.program
            .properties
            .push(Property { name: upper, value });
        Ok(())
    }

    // ---- IMM -------------------------------------------------------------

    pub(super) fn immediate(&mut self) -> PResult<()> {
        let start = self.bump().span.start;
        let count = self.program.immediates.len();
        if self.at(Kind::LBracket) {
            self.bump();
            let (n, span) = self.uint("the immediate's index")?;
            if n as usize != count {
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "immediates must be numbered in order: expected IMM[{count}], found IMM[{n}]"
                    ),
                ).with_code("tgsi/immediate-order"));
            }
            self.expect(Kind::RBracket, "`]`")?;
        }
        let (ty_name, ty_span) = self.expect_ident("an immediate type (FLT32, UINT32 or INT32)")?;
        let ty = match ty_name.to_ascii_uppercase().as_str() {
            "FLT32" => ImmType::Flt32,
            "UINT32" => ImmType::Uint32,
            "INT32" => ImmType::Int32,
            "FLT64" | "INT64" | "UINT64" => {
                return Err(Diagnostic::error(
                    ty_span,
                    format!("64-bit immediates (`{ty_name}`) are not supported"),
                )
                .with_code("tgsi/unsupported-immediate-type"));
            }
            _ => {
                return Err(Diagnostic::error(
                    ty_span,
                    format!(
                        "expected an immediate type (FLT32, UINT32 or INT32), found `{ty_name}`"
                    ),
                )
                .with_code("tgsi/bad-immediate-type"));
            }
        };
        self.expect(Kind::LBrace, "`{`")?;
        let mut values = [0u32; 4];
        let mut len = 0usize;
        loop {
            let span_before = self.here();
            let value = self.imm_value(ty)?;
            if len == 4 {
                return Err(Diagnostic::error(
                    span_before,
                    "an immediate has at most 4 components",
                )
                .with_code("tgsi/too-many-components"));
            }
            values[len] = value;
            len += 1;
            if !self.eat(Kind::Comma) {
                break;
            }
        }
        let end = self.expect(Kind::RBrace, "`,` or `}`")?.span.end;
        self.end_statement()?;
        if count >= MAX_IMMEDIATES as usize {
            if !self.too_many_immediates {
                self.too_many_immediates = true;
                self.report(
                    Diagnostic::error(
                        start..end,
                        format!("too many immediates: at most {MAX_IMMEDIATES} are allowed"),
                    )
                    .with_code("tgsi/too-many-immediates"),
                );
            }
            return Ok(());
        }
        self.program.spans.set_item(
            Item::Immediate,
            self.program.immediates.len(),
            Span::from(start..end),
        );
        self.program.immediates.push(Immediate {
            ty,
            values,
            len: len as u8,
        });
        Ok(())
    }

    /// One component of an immediate, as its raw word.
    pub(super) fn imm_value(&mut self, ty: ImmType) -> PResult<u32> {
        let start = self.here().start;
        let negative = if self.eat(Kind::Minus) {
            true
        } else {
            self.eat(Kind::Plus);
            false
        };
        if !self.on_line() {
            return Err(self.unexpected("a number"));
        }
        let t = self.bump();
        let text = self.text(&t);
        let span = start..t.span.end;
        let bad = |msg: String| Diagnostic::error(span.clone(), msg).with_code("tgsi/bad-number");
        // A hexadecimal word is a bit pattern, whatever the type.
        if t.kind == Kind::Word && (text.starts_with("0x") || text.starts_with("0X")) {
            let digits = &text[2..];
            if negative {
                return Err(bad(format!("a bit pattern `{text}` cannot be negated")));
            }
            if digits.is_empty()
                || digits.len() > 8
                || !digits.bytes().all(|b| b.is_ascii_hexdigit())
            {
                return Err(bad(format!(
                    "invalid bit pattern `{text}`: expected 0x and 1 to 8 hexadecimal digits"
                )));
            }
            return u32::from_str_radix(digits, 16)
                .map_err(|_| bad(format!("invalid bit pattern `{text}`")));
        }
        let sign = if negative { "-" } else { "" };
        match ty {
            ImmType::Flt32 => {
                let mut literal = match t.kind {
                    Kind::Float => text.to_string(),
                    Kind::Word if text.bytes().all(|b| b.is_ascii_digit()) => text.to_string(),
                    Kind::Ident
                        if ["inf", "infinity", "nan"]
                            .iter()
                            .any(|w| w.eq_ignore_ascii_case(text)) =>
                    {
                        text.to_string()
                    }
                    _ => {
                        return Err(bad(format!(
                            "expected a float, found {}",
                            describe(t.kind, text)
                        )));
                    }
                };
                // `1.` (Mesa's strtof accepts a trailing point).
                if t.kind == Kind::Word
                    && self.on_line()
                    && self.peek().kind == Kind::Dot
                    && self.peek().span.start == t.span.end
                {
                    self.bump();
                    literal.push('.');
                }
                let value: f32 = format!("{sign}{literal}")
                    .parse()
                    .map_err(|_| bad(format!("invalid float `{sign}{literal}`")))?;
                Ok(value.to_bits())
            }
            ImmType::Uint32 | ImmType::Int32 => {
                if t.kind != Kind::Word || !text.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(bad(format!(
                        "expected an integer, found {}",
                        describe(t.kind, text)
                    )));
                }
                let too_large = || {
                    bad(format!(
                        "integer `{sign}{text}` does not fit in {}",
                        ty.name()
                    ))
                };
                let magnitude: u64 = text.parse().map_err(|_| too_large())?;
                if ty == ImmType::Uint32 {
                    if negative {
                        return Err(bad(format!("UINT32 immediate `-{text}` is negative")));
                    }
                    u32::try_from(magnitude).map_err(|_| too_large())
                } else {
                    let magnitude = i64::try_from(magnitude).map_err(|_| too_large())?;
                    let value = if negative { -magnitude } else { magnitude };
                    i32::try_from(value)
                        .map(|v| v as u32)
                        .map_err(|_| too_large())
                }
            }
        }
    }
}

enum PropertyKind {
    Uint,
    Names(&'static [&'static str], &'static str),
}

const PRIMITIVES: &[&str] = &[
    "POINTS",
    "LINES",
    "LINE_LOOP",
    "LINE_STRIP",
    "TRIANGLES",
    "TRIANGLE_STRIP",
    "TRIANGLE_FAN",
    "QUADS",
    "QUAD_STRIP",
    "POLYGON",
    "LINES_ADJACENCY",
    "LINE_STRIP_ADJACENCY",
    "TRIANGLES_ADJACENCY",
    "TRIANGLE_STRIP_ADJACENCY",
    "PATCHES",
];

/// Mesa's property names (`tgsi_strings.c`) and the kind of their value.
fn property_kind(name: &str) -> Option<PropertyKind> {
    Some(match name {
        "GS_INPUT_PRIMITIVE" | "GS_OUTPUT_PRIMITIVE" | "TES_PRIM_MODE" => {
            PropertyKind::Names(PRIMITIVES, "a primitive name")
        }
        "FS_COORD_ORIGIN" => {
            PropertyKind::Names(&["UPPER_LEFT", "LOWER_LEFT"], "a coordinate origin")
        }
        "FS_COORD_PIXEL_CENTER" => {
            PropertyKind::Names(&["HALF_INTEGER", "INTEGER"], "a pixel center")
        }
        "NEXT_SHADER" => PropertyKind::Names(
            &["VERT", "TESS_CTRL", "TESS_EVAL", "GEOM", "FRAG", "COMP"],
            "a processor name",
        ),
        "GS_MAX_OUTPUT_VERTICES"
        | "FS_COLOR0_WRITES_ALL_CBUFS"
        | "FS_DEPTH_LAYOUT"
        | "VS_PROHIBIT_UCPS"
        | "GS_INVOCATIONS"
        | "VS_WINDOW_SPACE_POSITION"
        | "TCS_VERTICES_OUT"
        | "TES_SPACING"
        | "TES_VERTEX_ORDER_CW"
        | "TES_POINT_MODE"
        | "NUM_CLIPDIST_ENABLED"
        | "NUM_CULLDIST_ENABLED"
        | "FS_EARLY_DEPTH_STENCIL"
        | "FS_POST_DEPTH_COVERAGE"
        | "CS_FIXED_BLOCK_WIDTH"
        | "CS_FIXED_BLOCK_HEIGHT"
        | "CS_FIXED_BLOCK_DEPTH"
        | "MUL_ZERO_WINS"
        | "VS_BLIT_SGPRS_AMD"
        | "CS_USER_DATA_COMPONENTS_AMD"
        | "LAYER_VIEWPORT_RELATIVE"
        | "FS_BLEND_EQUATION_ADVANCED"
        | "SEPARABLE_PROGRAM"
        | "LEGACY_MATH_RULES" => PropertyKind::Uint,
        _ => return None,
    })
}

/// Whether `name` is a property the parser accepts.
pub fn is_property(name: &str) -> bool {
    property_kind(name).is_some()
}

/// Vertices per input primitive of a geometry shader (Mesa's
/// `u_vertices_per_prim`).
fn vertices_per_primitive(prim: &str) -> Option<u32> {
    Some(match prim {
        "POINTS" => 1,
        "LINES" | "LINE_LOOP" | "LINE_STRIP" => 2,
        "TRIANGLES" | "TRIANGLE_STRIP" | "TRIANGLE_FAN" => 3,
        "LINES_ADJACENCY" | "LINE_STRIP_ADJACENCY" => 4,
        "TRIANGLES_ADJACENCY" | "TRIANGLE_STRIP_ADJACENCY" => 6,
        _ => return None,
    })
}
