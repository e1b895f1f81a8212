//! Statements and error recovery: the header, the dispatch of each line to
//! its statement parser, and resynchronisation at the next line.

use super::{NoteIf, PResult, Parser, describe};
use crate::lexer::Kind;
use crate::ops;
use shasm_diag::Diagnostic;
use shasm_ir::Stage;

impl<'s> Parser<'s> {
    pub(super) fn run(&mut self) {
        self.header();
        while self.peek().kind != Kind::Eof {
            self.forget_read_tokens();
            if self.on_line() {
                // A statement left tokens behind; it was already reported.
                self.resync();
                continue;
            }
            let start = self.consumed;
            let result = self.statement();
            if let Err(d) = result {
                self.report(d);
                if self.over_limit {
                    return;
                }
                if self.consumed == start {
                    // Always make progress, even on an unusable first token.
                    self.bump();
                }
                self.resync();
            }
        }
    }

    pub(super) fn header(&mut self) {
        let t = self.peek().clone();
        let text = self.text(&t).to_ascii_uppercase();
        let stage = match (t.kind, text.as_str()) {
            (Kind::Ident, "VERT") => Some(Stage::Vertex),
            (Kind::Ident, "FRAG") => Some(Stage::Fragment),
            (Kind::Ident, "GEOM") => Some(Stage::Geometry),
            (Kind::Ident, "COMP") => Some(Stage::Compute),
            _ => None,
        };
        if let Some(stage) = stage {
            self.program.stage = stage;
            self.bump();
            if let Err(d) = self.end_statement() {
                self.report(d);
                self.resync();
            }
            return;
        }
        let (code, message) = match (t.kind, text.as_str()) {
            (Kind::Eof, _) => (
                "tgsi/missing-header",
                "empty program: expected a processor header (VERT, FRAG, GEOM or COMP)".to_string(),
            ),
            (Kind::Ident, "TESS_CTRL" | "TESS_EVAL") => (
                "tgsi/unsupported-stage",
                format!(
                    "tessellation shaders (`{}`) are not supported",
                    self.text(&t)
                ),
            ),
            _ => (
                "tgsi/missing-header",
                format!(
                    "expected a processor header (VERT, FRAG, GEOM or COMP), found {}",
                    describe(t.kind, self.text(&t))
                ),
            ),
        };
        self.report(
            Diagnostic::error(t.span.clone(), message)
                .with_code(code)
                .with_label("a TGSI program starts with its processor type"),
        );
        // Go on as a vertex program; skip the line unless it holds a statement.
        let keeps = t.kind == Kind::Ident
            && (matches!(text.as_str(), "DCL" | "IMM" | "PROPERTY")
                || ops::lookup(&text).is_some());
        if !keeps {
            self.bump();
            self.resync();
        }
    }

    pub(super) fn statement(&mut self) -> PResult<()> {
        let t = self.peek().clone();
        // Optional `N:` instruction label (Mesa ignores its value).
        if t.kind == Kind::Word
            && self.peek_at(1).kind == Kind::Colon
            && !self.peek_at(1).line_start
        {
            self.bump();
            self.uint_of(&t)?;
            self.bump();
            if !self.on_line() || self.peek().kind != Kind::Ident {
                return Err(self.unexpected("an opcode after the label"));
            }
            return self.instruction_or_mark();
        }
        if t.kind != Kind::Ident {
            return Err(Diagnostic::error(
                t.span.clone(),
                format!(
                    "expected a declaration, an immediate, a property or an instruction, found {}",
                    describe(t.kind, self.text(&t))
                ),
            )
            .with_code("tgsi/syntax")
            .with_notes_if(
                t.kind == Kind::Error && matches!(self.text(&t), "#" | ";" | "/"),
                "TGSI text has no comments",
            ));
        }
        match self.text(&t).to_ascii_uppercase().as_str() {
            "DCL" => {
                self.dcl_file = None;
                let result = self.declaration();
                if result.is_err() {
                    match self.dcl_file {
                        Some(file) => self.broken_declarations.files.push(file),
                        None => self.broken_declarations.all = true,
                    }
                }
                result
            }
            "IMM" => self.immediate(),
            "PROPERTY" => self.property(),
            "VERT" | "FRAG" | "GEOM" | "COMP" => Err(Diagnostic::error(
                t.span.clone(),
                "a processor header may only start the program",
            )
            .with_code("tgsi/misplaced-header")),
            _ => self.instruction_or_mark(),
        }
    }

    pub(super) fn instruction_or_mark(&mut self) -> PResult<()> {
        self.flow_opcode = false;
        let result = self.instruction();
        self.broken_flow |= result.is_err() && self.flow_opcode;
        result
    }
}
