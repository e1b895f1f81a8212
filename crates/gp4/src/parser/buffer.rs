//! Parameter buffer declarations (NV_parameter_buffer_object; notes §8.6,
//! §1.4): `BUFFER name = program.buffer[a][b];` and
//! `BUFFER4 name[n] = { program.buffer[a][b..c], program.buffer[a], ... };`.
//! The BNF's doubled `=` is a defect (notes §11.1): one `=` is taken.

use super::{PResult, Parser, syntax};
use crate::ast::{BufferItem, Declared, Span, Statement, VarMods};
use shasm_arb::lexer::Cursor;
use shasm_arb::lexer::Tok;
use shasm_diag::Diagnostic;

/// MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS_NV of the implementation we model
/// (the minimum, notes §8.6).
pub const BUFFER_BINDINGS: u32 = 8;
/// MAX_PROGRAM_PARAMETER_BUFFER_SIZE_NV in words (the minimum, notes §8.6).
pub const BUFFER_WORDS: u32 = 4096;

/// How many elements of a buffer are addressable: one word each for
/// BUFFER, four for BUFFER4.
pub fn buffer_elements(four: bool) -> u32 {
    if four { BUFFER_WORDS / 4 } else { BUFFER_WORDS }
}

impl Parser<'_> {
    /// After `BUFFER`/`BUFFER4` (the current token).
    pub(super) fn buffer_declaration(&mut self, mods: VarMods, four: bool) -> PResult<Statement> {
        self.pos += 1;
        let decl: Declared = self.declared()?;
        self.expect(Tok::Equals)?;
        let mut items = Vec::new();
        if decl.array.is_some() {
            self.expect(Tok::LBrace)?;
            loop {
                let start = self.here();
                let item = self.buffer_binding(four, true)?;
                items.push((item, start..self.prev_end()));
                if self.eat(Tok::Comma).is_none() {
                    break;
                }
            }
            self.expect(Tok::RBrace)?;
        } else {
            let start = self.here();
            let item = self.buffer_binding(four, false)?;
            items.push((item, start..self.prev_end()));
        }
        Ok(Statement::Buffer {
            mods,
            four,
            decl,
            items,
        })
    }

    /// `program.buffer[a][b]`; in an array also `[b..c]` or no element.
    fn buffer_binding(&mut self, four: bool, array: bool) -> PResult<BufferItem> {
        let start = self.here();
        match self.peek().cloned() {
            Some(t) if t.kind == Tok::Word && self.slice(&t) == "program" => self.pos += 1,
            Some(t) => {
                return Err(syntax(
                    t.span.clone(),
                    format!(
                        "expected a parameter buffer binding (program.buffer[a][b]), found `{}`",
                        super::clip(self.slice(&t))
                    ),
                ));
            }
            None => return Err(self.eof_error("a parameter buffer binding")),
        }
        self.expect(Tok::Dot)?;
        self.keyword(&["buffer"])?;
        let (binding, binding_span) = self.bracketed()?;
        if binding >= BUFFER_BINDINGS {
            return Err(out_of_range(
                binding_span,
                format!(
                    "parameter buffer binding {binding} does not exist: 0 to {} are allowed (MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS_NV)",
                    BUFFER_BINDINGS - 1
                ),
            ));
        }
        let has_element = matches!(self.peek(), Some(t) if t.kind == Tok::LBracket);
        if !has_element {
            if !array {
                // <bufferSingleInit> takes <bufferUseDB>: one element.
                return Err(syntax(
                    start..self.prev_end(),
                    "a single BUFFER variable binds one element (`program.buffer[a][b]`)",
                ));
            }
            return Ok(BufferItem {
                binding,
                elements: None,
            });
        }
        let element_start = self.here();
        let (first, count) = self.bracketed_range(array)?;
        let last = u64::from(first) + u64::from(count) - 1;
        let limit = buffer_elements(four);
        if last >= u64::from(limit) {
            return Err(out_of_range(
                element_start..self.prev_end(),
                format!(
                    "parameter buffer element {last} is past the {limit} elements a {} binding can reach (MAX_PROGRAM_PARAMETER_BUFFER_SIZE_NV = {BUFFER_WORDS} words)",
                    if four { "BUFFER4" } else { "BUFFER" }
                ),
            ));
        }
        Ok(BufferItem {
            binding,
            elements: Some((first, last as u32)),
        })
    }
}

impl Parser<'_> {
    /// Whether `program.buffer` comes next.
    pub(super) fn at_buffer_binding(&self) -> bool {
        let word = |k: usize, w: &str| {
            self.peek_at(k)
                .is_some_and(|t| t.kind == Tok::Word && self.slice(t) == w)
        };
        word(0, "program")
            && matches!(self.peek_at(1), Some(t) if t.kind == Tok::Dot)
            && word(2, "buffer")
    }

    /// §2.X.3.4: "Program parameter buffer bindings can not be used
    /// directly in executable instructions"; notes §8.6: PARAM cannot bind
    /// them either (Issue 37's example contradicts the grammar).
    pub(super) fn buffer_binding_misused(&self) -> Diagnostic {
        let span = self.here()..self.peek_at(2).map_or(self.text.len(), |t| t.span.end);
        Diagnostic::error(
            span,
            "`program.buffer` is bound only by a BUFFER or BUFFER4 declaration (not by PARAM, not in an instruction)",
        )
        .with_code("gp4/buffer-binding-misused")
    }
}

fn out_of_range(span: Span, message: String) -> Diagnostic {
    Diagnostic::error(span, message).with_code("gp4/index-out-of-range")
}
