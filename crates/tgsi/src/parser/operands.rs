//! Operands: register files, brackets with relative addressing, and the
//! destination, source, sampler and texture-target roles of an operand.

use super::{Bracket, Operand, PResult, Parser, RegRef};
use crate::lexer::Kind;
use crate::limits::{MAX_CONST_BUFFERS, MAX_GS_VERTICES, MAX_REGISTERS};
use shasm_diag::Diagnostic;
use shasm_ir::{Dst, File, Indirect, Opcode, Reg, Span, Src, Stage, Swizzle, TexTarget, WriteMask};
use std::ops::Range;

impl<'s> Parser<'s> {
    // ---- registers -------------------------------------------------------

    /// A register file name usable in operands and declarations.
    pub(super) fn file(&mut self, in_declaration: bool) -> PResult<(Option<File>, Range<usize>)> {
        if !self.on_line() || self.peek().kind != Kind::Ident {
            return Err(self.unexpected("a register"));
        }
        let t = self.bump();
        let name = self.text(&t).to_ascii_uppercase();
        let file = match name.as_str() {
            "IN" => File::Input,
            "OUT" => File::Output,
            "TEMP" => File::Temp,
            "CONST" => File::Const,
            "IMM" => File::Immediate,
            "ADDR" => File::Address,
            "SAMP" => File::Sampler,
            "SV" => File::SystemValue,
            "SVIEW" if in_declaration => return Ok((None, t.span)),
            "IMAGE" | "BUFFER" | "MEMORY" | "HWATOMIC" => {
                // tgsi.rst "Resource Access Opcodes": the files that LOAD,
                // STORE and the atomics read and write.
                return Err(Diagnostic::error(
                    t.span.clone(),
                    format!(
                        "`{}` is a resource or memory file: shasm does not run resource or \
                         memory ops (buffers, images, shared memory, atomics, barriers)",
                        self.text(&t)
                    ),
                )
                .with_code("tgsi/unsupported-resource-op"));
            }
            "SVIEW" | "NULL" | "PRED" | "LOOP" => {
                return Err(Diagnostic::error(
                    t.span.clone(),
                    format!("register file `{}` is not supported", self.text(&t)),
                )
                .with_code("tgsi/unsupported-file"));
            }
            _ => {
                return Err(Diagnostic::error(
                    t.span.clone(),
                    format!("expected a register, found `{}`", self.text(&t)),
                )
                .with_code("tgsi/syntax"));
            }
        };
        Ok((Some(file), t.span))
    }

    /// `[index]` or `[ADDR[n].c +/- offset]`, the `[` already consumed.
    pub(super) fn bracket(&mut self, file: File) -> PResult<(Bracket, Range<usize>)> {
        let start = self.here().start;
        let bracket = if self.at(Kind::Ident) {
            let (ind_file, file_span) = self.file(false)?;
            if ind_file != Some(File::Address) {
                return Err(Diagnostic::error(
                    file_span,
                    "only ADDR registers can be used for relative addressing",
                )
                .with_code("tgsi/bad-relative-address"));
            }
            self.expect(Kind::LBracket, "`[`")?;
            let (index, _) = self.index(File::Address)?;
            self.expect(Kind::RBracket, "`]`")?;
            let mut component = 0;
            if self.eat(Kind::Dot) {
                let (letters, span) = self.expect_ident("a component (x, y, z or w)")?;
                let mut chars = letters.chars();
                component = match (chars.next(), chars.next()) {
                    (Some(c), None) => shasm_ir::operand::component_from_letter(c, false),
                    _ => None,
                }
                .ok_or_else(|| {
                    Diagnostic::error(
                        span,
                        format!("expected one component (x, y, z or w) of the address register, found `{letters}`"),
                    ).with_code("tgsi/bad-relative-address")
                })?;
            }
            let mut offset = 0i32;
            if self.at(Kind::Plus) || self.at(Kind::Minus) {
                let negative = self.bump().kind == Kind::Minus;
                let (value, span) = self.uint("an offset")?;
                if value >= MAX_REGISTERS {
                    return Err(Diagnostic::error(
                        span,
                        format!(
                            "relative offset {value} is out of range: at most {}",
                            MAX_REGISTERS - 1
                        ),
                    )
                    .with_code("tgsi/index-out-of-range"));
                }
                offset = if negative {
                    -(value as i32)
                } else {
                    value as i32
                };
            }
            Bracket::Indirect {
                reg: Indirect::new(File::Address, index, component),
                offset,
            }
        } else {
            Bracket::Index(self.index(file)?.0)
        };
        let end = self.expect(Kind::RBracket, "`]`")?.span.end;
        Ok((bracket, start..end))
    }

    pub(super) fn register(&mut self) -> PResult<RegRef> {
        // `file(false)` rejects SVIEW, the only file without an IR file.
        let (file, file_span) = self.file(false)?;
        let file = file.unwrap_or(File::Sampler);
        self.expect(Kind::LBracket, "`[` after the register file")?;
        let first = self.bracket(file)?;
        let mut reg = RegRef {
            file,
            outer: None,
            inner: first,
            span: file_span.start..self.here().start,
        };
        if self.at(Kind::LBracket) {
            self.bump();
            let second = self.bracket(file)?;
            reg.outer = Some(std::mem::replace(&mut reg.inner, second));
        }
        // Mesa's optional array id `(n)`: accepted and dropped.
        if self.at(Kind::LParen) {
            self.bump();
            self.uint("an array id")?;
            self.expect(Kind::RParen, "`)`")?;
        }
        reg.span.end = self.prev_end();
        Ok(reg)
    }

    pub(super) fn operand(&mut self) -> PResult<Operand> {
        let start = self.here().start;
        if self.at(Kind::Word) || (self.at(Kind::Ident) && self.peek_at(1).kind != Kind::LBracket) {
            let t = self.bump();
            return Ok(Operand::Word {
                text: self.text(&t).to_string(),
                span: t.span,
            });
        }
        if self.at(Kind::Ident)
            && self.peek_at(1).kind == Kind::LBracket
            && self.text(self.peek()).eq_ignore_ascii_case("SVIEW")
        {
            // A sampler view operand of the SAMPLE family (tgsi.rst,
            // Resource Sampling Opcodes).
            self.bump();
            self.bump();
            let (index, _) = self.uint("a sampler view index")?;
            self.expect(Kind::RBracket, "`]`")?;
            let mut suffix = None;
            if self.eat(Kind::Dot) {
                let (letters, _) = self.expect_ident("a swizzle after `.`")?;
                suffix = Some(letters);
            }
            let end = self.toks[self.pos.saturating_sub(1)].span.end;
            return Ok(Operand::View {
                index,
                suffix,
                span: start..end,
            });
        }
        let negate = self.eat(Kind::Minus);
        let abs = self.eat(Kind::Bar);
        let reg = self.register()?;
        let mut suffix = None;
        if self.eat(Kind::Dot) {
            if !self.at(Kind::Ident) {
                return Err(self.unexpected("a swizzle or write mask after `.`"));
            }
            let t = self.bump();
            suffix = Some((self.text(&t).to_string(), t.span));
        }
        if abs {
            self.expect(Kind::Bar, "`|` closing the absolute value")?;
        }
        let end = self.prev_end();
        Ok(Operand::Register {
            negate,
            abs,
            reg,
            suffix,
            span: start..end,
        })
    }

    /// An operand after a comma, which may start on the next line.
    pub(super) fn operand_any_line(&mut self) -> PResult<Operand> {
        if let Some(t) = self.toks.get_mut(self.pos) {
            t.line_start = false;
        }
        self.operand()
    }

    pub(super) fn dst_operand(&mut self, o: Operand) -> PResult<(Dst, Span)> {
        let Operand::Register {
            negate,
            abs,
            reg,
            suffix,
            span,
        } = o
        else {
            return Err(expected_register(&o, "a destination register"));
        };
        if negate || abs {
            return Err(Diagnostic::error(
                span,
                "a destination cannot be negated or take an absolute value",
            )
            .with_code("tgsi/bad-destination-modifier"));
        }
        if let Some((_, s)) = &reg.outer {
            return Err(Diagnostic::error(
                s.clone(),
                "two-dimensional destination registers are not supported",
            )
            .with_code("tgsi/unsupported-two-dimensional"));
        }
        let mask = match &suffix {
            None => WriteMask::XYZW,
            Some((letters, s)) => WriteMask::parse_ordered(letters, false).ok_or_else(|| {
                Diagnostic::error(s.clone(), format!("invalid write mask `.{letters}`"))
                    .with_code("tgsi/bad-write-mask")
                    .with_label("expected x, y, z, w, each at most once, in that order")
            })?,
        };
        let dst_span = Span::from(span);
        let mut dst = Dst::new(reg.file, 0).masked(mask);
        match reg.inner.0 {
            Bracket::Index(i) => dst.reg = Reg::new(reg.file, i),
            Bracket::Indirect { reg: ind, offset } => {
                let base = u32::try_from(offset).map_err(|_| {
                    Diagnostic::error(
                        reg.inner.1.clone(),
                        "a relatively addressed destination needs a non-negative offset",
                    )
                    .with_code("tgsi/bad-relative-address")
                })?;
                dst.reg = Reg::new(reg.file, base);
                dst.indirect = Some(ind);
            }
        }
        Ok((dst, dst_span))
    }

    pub(super) fn src_operand(&mut self, o: Operand) -> PResult<(Src, Span)> {
        let Operand::Register {
            negate,
            abs,
            reg,
            suffix,
            span,
        } = o
        else {
            return Err(expected_register(&o, "a source register"));
        };
        let swizzle = match &suffix {
            None => Swizzle::IDENTITY,
            Some((letters, s)) => Swizzle::parse(letters, false).ok_or_else(|| {
                Diagnostic::error(s.clone(), format!("invalid swizzle `.{letters}`"))
                    .with_code("tgsi/bad-swizzle")
                    .with_label("expected 1 to 4 of the letters x, y, z, w")
            })?,
        };
        let src_span = Span::from(span);
        let mut src = match reg.inner.0 {
            Bracket::Index(i) => Src::new(reg.file, i),
            Bracket::Indirect { reg: ind, offset } => Src::relative(reg.file, ind, offset),
        }
        .swizzled(swizzle);
        src.abs = abs;
        src.negate = negate;
        if let Some((outer, outer_span)) = reg.outer {
            let limit = match (reg.file, self.program.stage) {
                (File::Const, _) => MAX_CONST_BUFFERS,
                (File::Input, Stage::Geometry) => self.gs_vertices.unwrap_or(MAX_GS_VERTICES),
                _ => {
                    return Err(Diagnostic::error(
                        outer_span,
                        format!(
                            "two-dimensional {} registers are not supported",
                            reg.file.name()
                        ),
                    )
                    .with_code("tgsi/unsupported-two-dimensional"));
                }
            };
            let d = match outer {
                Bracket::Index(d) => d,
                // `IN[ADDR[0].x+1][2]`: the vertex named by an address
                // register (geometry inputs only: their planes are the
                // input primitive's vertices).
                Bracket::Indirect { reg: ind, offset } if reg.file == File::Input => {
                    let Ok(d) = u32::try_from(offset) else {
                        return Err(Diagnostic::error(
                            outer_span,
                            "a relative vertex index needs a non-negative offset",
                        )
                        .with_code("tgsi/bad-relative-address"));
                    };
                    src.dimension_indirect = Some(ind);
                    d
                }
                Bracket::Indirect { .. } => {
                    return Err(Diagnostic::error(
                        outer_span,
                        "relative addressing of the outer index is supported for geometry-shader inputs only",
                    )
                    .with_code("tgsi/unsupported-relative-address"));
                }
            };
            // A relative vertex index is checked when it is read (a
            // vertex outside the primitive reads zero).
            if d >= limit && src.dimension_indirect.is_none() {
                let message = if reg.file == File::Const {
                    format!("constant buffer {d} is out of range: at most {}", limit - 1)
                } else {
                    format!(
                        "vertex index {d} is out of range: the input primitive has {limit} vertices"
                    )
                };
                return Err(
                    Diagnostic::error(outer_span, message).with_code("tgsi/index-out-of-range")
                );
            }
            // Constant buffer 0 is the one-dimensional CONST file.
            if !(reg.file == File::Const && d == 0) {
                src.dimension = Some(d);
            }
        }
        Ok((src, src_span))
    }

    pub(super) fn sampler_operand(&mut self, o: Option<Operand>) -> PResult<(u32, Range<usize>)> {
        let o = o.ok_or_else(|| self.unexpected("a sampler"))?;
        let span = o.span();
        match o {
            Operand::Register {
                negate: false,
                abs: false,
                reg:
                    RegRef {
                        file: File::Sampler,
                        outer: None,
                        inner: (Bracket::Index(unit), _),
                        ..
                    },
                suffix: None,
                ..
            } => Ok((unit, span)),
            _ => Err(Diagnostic::error(
                span,
                "expected a sampler `SAMP[n]` (without modifiers or relative addressing)",
            )
            .with_code("tgsi/bad-sampler")),
        }
    }

    /// The `SVIEW[n]` of a SAMPLE-family instruction: its index, its
    /// declared target and its span. shasm's texture units pair a view with
    /// a sampler, so the view keeps its contents' order (no swizzle but
    /// `.xyzw`, or `.x` / `.r` where the op compares one channel).
    pub(super) fn view_operand(
        &mut self,
        o: Option<Operand>,
        opcode: Opcode,
    ) -> PResult<(u32, TexTarget, Range<usize>)> {
        let o = o.ok_or_else(|| self.unexpected("a sampler view `SVIEW[n]`"))?;
        let Operand::View {
            index,
            suffix,
            span,
        } = o
        else {
            return Err(expected_register(&o, "a sampler view `SVIEW[n]`"));
        };
        let compares = matches!(opcode, Opcode::SampleC | Opcode::SampleCLz);
        if let Some(letters) = &suffix {
            let l = letters.to_ascii_lowercase();
            let identity = l == "xyzw" || l == "rgba";
            let one = compares && (l == "x" || l == "r");
            if !identity && !one {
                return Err(Diagnostic::error(
                    span,
                    format!("sampler view swizzle `.{letters}` is not supported"),
                )
                .with_code("tgsi/unsupported-view-swizzle"));
            }
        }
        let Some(&(_, _, target)) = self
            .views
            .iter()
            .find(|(first, last, _)| (*first..=*last).contains(&index))
        else {
            return Err(
                Diagnostic::error(span, format!("SVIEW[{index}] is not declared"))
                    .with_code("tgsi/undeclared-register"),
            );
        };
        Ok((index, target, span))
    }

    pub(super) fn target_operand(&mut self, o: Option<Operand>) -> PResult<TexTarget> {
        let o = o.ok_or_else(|| self.unexpected("a texture target"))?;
        if let Operand::Word { text, span } = &o {
            if let Some(t) = TexTarget::from_name(text) {
                return Ok(t);
            }
            let upper = text.to_ascii_uppercase();
            if matches!(
                upper.as_str(),
                "2D_MSAA" | "2D_ARRAY_MSAA" | "CUBE_ARRAY" | "SHADOWCUBE_ARRAY" | "UNKNOWN"
            ) {
                return Err(Diagnostic::error(
                    span.clone(),
                    format!("texture target `{text}` is not supported"),
                )
                .with_code("tgsi/unsupported-texture-target"));
            }
        }
        Err(Diagnostic::error(
            o.span(),
            "expected a texture target (1D, 2D, 3D, CUBE, RECT, SHADOW1D, SHADOW2D, SHADOWRECT, 1D_ARRAY, 2D_ARRAY, SHADOW1D_ARRAY, SHADOW2D_ARRAY, SHADOWCUBE or BUFFER)",
        ).with_code("tgsi/bad-texture-target"))
    }
}

fn expected_register(o: &Operand, what: &str) -> Diagnostic {
    let found = match o {
        Operand::Word { text, .. } => format!("`{text}`"),
        Operand::Register { .. } => "a register".into(),
        Operand::View { .. } => "a sampler view".into(),
    };
    Diagnostic::error(o.span(), format!("expected {what}, found {found}")).with_code("tgsi/syntax")
}
