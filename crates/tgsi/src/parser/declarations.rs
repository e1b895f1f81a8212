//! `DCL` statements: ranges, usage masks, semantics, interpolation and the
//! attributes Mesa prints, and sampler views.

use super::{DclRange, Operand, PResult, Parser};
use crate::lexer::Kind;
use crate::limits::{MAX_CONST_BUFFERS, MAX_REGISTERS};
use shasm_diag::Diagnostic;
use shasm_ir::{
    Declaration, File, InterpLocation, Interpolation, Item, Semantic, SemanticName, Span, Stage,
    WriteMask,
};

impl<'s> Parser<'s> {
    // ---- DCL -------------------------------------------------------------

    pub(super) fn declaration(&mut self) -> PResult<()> {
        let start = self.bump().span.start;
        let (file, file_span) = self.file(true)?;
        self.dcl_file = Some(file.unwrap_or(File::Sampler));
        self.expect(Kind::LBracket, "`[` after the register file")?;
        let gs_input = file == Some(File::Input) && self.program.stage == Stage::Geometry;
        let mut first = self.dcl_bracket(file, gs_input)?;
        let mut dimension = None;
        if self.at(Kind::LBracket) {
            self.bump();
            let second = self.dcl_bracket(file, false)?;
            match file {
                // Geometry inputs: the outer index is the vertex, implied by
                // the input primitive; the declaration covers the attributes.
                Some(File::Input) if gs_input => {}
                Some(File::Const) => {
                    let (outer_first, outer_last, span) = first.clone();
                    if outer_first != outer_last || outer_first.is_none() {
                        return Err(Diagnostic::error(
                            span,
                            "the constant buffer of a declaration is one index",
                        )
                        .with_code("tgsi/bad-constant-buffer"));
                    }
                    let buffer = outer_first.unwrap_or(0);
                    if buffer >= MAX_CONST_BUFFERS {
                        return Err(Diagnostic::error(
                            span,
                            format!(
                                "constant buffer {buffer} is out of range: at most {}",
                                MAX_CONST_BUFFERS - 1
                            ),
                        )
                        .with_code("tgsi/index-out-of-range"));
                    }
                    // Buffer 0 is the one-dimensional CONST file.
                    dimension = (buffer != 0).then_some(buffer);
                }
                _ => {
                    return Err(Diagnostic::error(
                        second.2,
                        "two-dimensional declarations are only supported for CONST and geometry-shader inputs",
                    ).with_code("tgsi/unsupported-two-dimensional"));
                }
            }
            first = second;
        }
        let (Some(first_index), Some(last_index), range_span) = first else {
            return Err(
                Diagnostic::error(first.2, "expected a register index or range")
                    .with_code("tgsi/syntax"),
            );
        };
        if first_index > last_index {
            return Err(Diagnostic::error(
                range_span,
                format!(
                    "empty range [{first_index}..{last_index}]: the first index is greater than the last"
                ),
            ).with_code("tgsi/empty-range"));
        }
        let Some(file) = file else {
            // Sampler views only give the sampled type; shasm's textures are
            // float, so the declaration is checked and its target kept for
            // the SAMPLE instructions, which name no target.
            return self.sampler_view(first_index, last_index);
        };
        if file == File::Immediate {
            return Err(Diagnostic::error(
                file_span,
                "immediates are declared with `IMM`, not `DCL`",
            )
            .with_code("tgsi/immediate-declared-with-dcl"));
        }
        let mut decl = Declaration::new(file, first_index, last_index);
        decl.dimension = dimension;
        if self.eat(Kind::Dot) {
            let (letters, span) = self.expect_ident("a usage mask")?;
            decl.mask = WriteMask::parse_ordered(&letters, false).ok_or_else(|| {
                Diagnostic::error(span, format!("invalid usage mask `.{letters}`"))
                    .with_code("tgsi/bad-usage-mask")
                    .with_label("expected x, y, z, w, each at most once, in that order")
            })?;
        }
        while self.eat(Kind::Comma) {
            self.dcl_attribute(&mut decl)?;
        }
        if file == File::SystemValue && decl.semantic.is_none() {
            return Err(Diagnostic::error(
                start..self.here().start,
                "a system value declaration needs a semantic (e.g. `DCL SV[0], INSTANCEID`)",
            )
            .with_code("tgsi/missing-semantic"));
        }
        let end = self.prev_end();
        self.end_statement()?;
        self.program.spans.set_item(
            Item::Declaration,
            self.program.declarations.len(),
            Span::from(start..end),
        );
        self.program.declarations.push(decl);
        Ok(())
    }

    /// `first`, `first..last` or (geometry inputs) nothing, then `]`.
    pub(super) fn dcl_bracket(
        &mut self,
        file: Option<File>,
        may_be_empty: bool,
    ) -> PResult<DclRange> {
        let start = self.here().start;
        if may_be_empty && self.at(Kind::RBracket) {
            let end = self.bump().span.end;
            return Ok((None, None, start..end));
        }
        let file_name = file.map_or("SVIEW", File::name);
        let (first_index, _) = self.uint("a register index")?;
        let mut last_index = first_index;
        if self.eat(Kind::DotDot) {
            last_index = self.uint("the last register index")?.0;
        }
        let range_end = self.prev_end();
        self.expect(Kind::RBracket, "`]` or `..`")?;
        let span = start..range_end;
        for value in [first_index, last_index] {
            if value >= MAX_REGISTERS {
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "declared range reaches index {value}: {file_name} indices go up to {}",
                        MAX_REGISTERS - 1
                    ),
                )
                .with_code("tgsi/index-out-of-range"));
            }
        }
        Ok((Some(first_index), Some(last_index), span))
    }

    pub(super) fn dcl_attribute(&mut self, decl: &mut Declaration) -> PResult<()> {
        let stage = self.program.stage;
        if !self.on_line() || self.peek().kind != Kind::Ident {
            return Err(
                self.unexpected("a semantic, an interpolation mode or a declaration attribute")
            );
        }
        let t = self.bump();
        let word = self.text(&t);
        let upper = word.to_ascii_uppercase();
        match upper.as_str() {
            "ARRAY" => {
                self.expect(Kind::LParen, "`(`")?;
                self.uint("an array id")?;
                self.expect(Kind::RParen, "`)`")?;
                return Ok(());
            }
            "LOCAL" | "INVARIANT" => return Ok(()),
            "CENTER" | "CENTROID" | "SAMPLE" => {
                // Mesa's interpolation locations (tgsi_strings.c
                // tgsi_interpolate_locations), after the mode.
                if decl.file != File::Input || stage != Stage::Fragment {
                    return Err(Diagnostic::error(
                        t.span,
                        "an interpolation location applies to fragment-shader inputs only",
                    )
                    .with_code("tgsi/misplaced-interpolation"));
                }
                if decl.location != InterpLocation::Center {
                    return Err(Diagnostic::error(t.span, "a second interpolation location")
                        .with_code("tgsi/duplicate-interpolation"));
                }
                decl.location = InterpLocation::from_name(&upper).unwrap_or_default();
                return Ok(());
            }
            "STREAM" => {
                self.expect(Kind::LParen, "`(`")?;
                for i in 0..4 {
                    if i > 0 {
                        self.expect(Kind::Comma, "`,`")?;
                    }
                    let (stream, span) = self.uint("a stream number")?;
                    if stream != 0 {
                        return Err(Diagnostic::error(span, "only stream 0 is supported")
                            .with_code("tgsi/unsupported-stream"));
                    }
                }
                self.expect(Kind::RParen, "`)`")?;
                return Ok(());
            }
            _ => {}
        }
        let semantic = SemanticName::from_name(&upper)
            .filter(|s| !matches!(s, SemanticName::Quaternion | SemanticName::View));
        // Mesa's order: the semantic comes before the interpolation mode
        // (`COLOR` is both).
        let semantic_slot = decl.semantic.is_none() && decl.interpolation.is_none();
        if let Some(interp) =
            Interpolation::from_name(&upper).filter(|_| !(semantic_slot && semantic.is_some()))
        {
            if decl.file != File::Input || stage == Stage::Vertex {
                return Err(Diagnostic::error(
                    t.span,
                    "an interpolation mode applies to fragment-shader inputs only",
                )
                .with_code("tgsi/misplaced-interpolation"));
            }
            if decl.interpolation.is_some() {
                return Err(Diagnostic::error(t.span, "a second interpolation mode")
                    .with_code("tgsi/duplicate-interpolation"));
            }
            decl.interpolation = Some(interp);
            return Ok(());
        }
        let Some(name) = semantic else {
            return Err(Diagnostic::error(
                t.span,
                format!("unknown semantic or declaration attribute `{word}`"),
            )
            .with_code("tgsi/unknown-attribute"));
        };
        let vs_input = decl.file == File::Input && stage == Stage::Vertex;
        if vs_input || !matches!(decl.file, File::Input | File::Output | File::SystemValue) {
            let what = if vs_input {
                "vertex-shader inputs take no semantic".to_string()
            } else {
                format!("{} declarations take no semantic", decl.file.name())
            };
            return Err(Diagnostic::error(t.span, what).with_code("tgsi/misplaced-semantic"));
        }
        if decl.semantic.is_some() {
            return Err(
                Diagnostic::error(t.span, "a second semantic").with_code("tgsi/duplicate-semantic")
            );
        }
        let mut index = 0;
        if self.eat(Kind::LBracket) {
            index = self.uint("a semantic index")?.0;
            self.expect(Kind::RBracket, "`]`")?;
        }
        decl.semantic = Some(Semantic { name, index });
        Ok(())
    }

    /// The rest of `DCL SVIEW[n], TARGET, TYPE[, TYPE, TYPE, TYPE]`.
    pub(super) fn sampler_view(&mut self, first: u32, last: u32) -> PResult<()> {
        self.expect(Kind::Comma, "`,` and a texture target")?;
        if !self.on_line() || !matches!(self.peek().kind, Kind::Ident | Kind::Word) {
            return Err(self.unexpected("a texture target"));
        }
        let t = self.bump();
        let target = Operand::Word {
            text: self.text(&t).to_string(),
            span: t.span,
        };
        let target = self.target_operand(Some(target))?;
        self.views.push((first, last, target));
        self.expect(Kind::Comma, "`,` and a return type")?;
        let mut count = 0;
        loop {
            let (ty, span) =
                self.expect_ident("a return type (UNORM, SNORM, SINT, UINT or FLOAT)")?;
            if !["UNORM", "SNORM", "SINT", "UINT", "FLOAT"]
                .iter()
                .any(|n| n.eq_ignore_ascii_case(&ty))
            {
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "expected a return type (UNORM, SNORM, SINT, UINT or FLOAT), found `{ty}`"
                    ),
                )
                .with_code("tgsi/bad-return-type"));
            }
            count += 1;
            if count == 4 || !self.eat(Kind::Comma) {
                break;
            }
        }
        self.end_statement()
    }
}
