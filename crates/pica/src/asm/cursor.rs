//! A cursor over the tokens of one line, and the operand syntax shared by
//! instructions and directives.

use super::lexer::{Spanned, Tok};
use crate::isa::IndexReg;
use shasm_diag::Diagnostic;
use std::ops::Range;

pub(crate) type Span = Range<usize>;

pub(crate) struct Cursor<'s> {
    pub src: &'s str,
    toks: Vec<Spanned>,
    pos: usize,
    /// Byte offset just after the last token (for "missing ..." errors).
    eol: usize,
}

impl<'s> Cursor<'s> {
    pub fn new(src: &'s str, toks: Vec<Spanned>, eol: usize) -> Cursor<'s> {
        Cursor {
            src,
            toks,
            pos: 0,
            eol,
        }
    }

    /// The position, to come back to with [`Cursor::rewind`].
    pub fn mark(&self) -> usize {
        self.pos
    }

    pub fn rewind(&mut self, mark: usize) {
        self.pos = mark.min(self.toks.len());
    }

    /// The text of the token `k` places ahead ("" past the end).
    pub fn text_at(&self, k: usize) -> &'s str {
        self.toks
            .get(self.pos + k)
            .map_or("", |t| self.text(&t.1.clone()))
    }

    /// The first token the lexer could not classify (`Tok::Other`).
    pub fn first_other(&self) -> Option<Span> {
        self.toks
            .iter()
            .find(|t| t.0 == Tok::Other)
            .map(|t| t.1.clone())
    }

    pub fn peek(&self) -> Option<Tok> {
        self.peek_at(0)
    }

    pub fn peek_at(&self, k: usize) -> Option<Tok> {
        self.toks.get(self.pos + k).map(|t| t.0)
    }

    /// The span of the current token, or an empty span at the end of the line.
    pub fn span(&self) -> Span {
        self.toks
            .get(self.pos)
            .map_or(self.eol..self.eol, |t| t.1.clone())
    }

    /// The span of the previous token.
    pub fn prev_span(&self) -> Span {
        self.pos
            .checked_sub(1)
            .and_then(|p| self.toks.get(p))
            .map_or(self.eol..self.eol, |t| t.1.clone())
    }

    pub fn next(&mut self) -> Option<Spanned> {
        let t = self.toks.get(self.pos).cloned();
        if t.is_some() {
            self.pos += 1;
        }
        t
    }

    pub fn text(&self, span: &Span) -> &'s str {
        self.src.get(span.clone()).unwrap_or("")
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    pub fn eat(&mut self, tok: Tok) -> Option<Span> {
        if self.peek() == Some(tok) {
            self.next().map(|t| t.1)
        } else {
            None
        }
    }

    /// An error at the current token: "expected WHAT, found ...".
    pub fn unexpected(&self, what: &str) -> Diagnostic {
        match self.toks.get(self.pos) {
            Some((_, span)) => Diagnostic::error(
                span.clone(),
                format!("expected {what}, found `{}`", self.text(span)),
            )
            .with_code("pica/unexpected-token"),
            None => Diagnostic::error(self.span(), format!("missing {what}"))
                .with_code("pica/missing-token"),
        }
    }

    pub fn expect(&mut self, tok: Tok, what: &str) -> Result<Span, Diagnostic> {
        self.eat(tok).ok_or_else(|| self.unexpected(what))
    }

    pub fn ident(&mut self, what: &str) -> Result<(&'s str, Span), Diagnostic> {
        match self.peek() {
            Some(Tok::Ident) => {
                let span = self.next().map(|t| t.1).unwrap_or_default();
                Ok((self.text(&span), span))
            }
            _ => Err(self.unexpected(what)),
        }
    }

    /// Require the end of the statement.
    pub fn finish(&self) -> Result<(), Diagnostic> {
        match self.toks.get(self.pos) {
            None => Ok(()),
            Some((_, span)) => Err(Diagnostic::error(
                span.start..self.eol,
                format!("unexpected `{}` after the operands", self.text(span)),
            )
            .with_code("pica/operand-count")),
        }
    }

    /// Consume a comma between operands.
    pub fn comma(&mut self) -> Result<(), Diagnostic> {
        if self.at_end() {
            return Err(Diagnostic::error(
                self.span(),
                "missing operand: expected `,` and another operand",
            )
            .with_code("pica/operand-count"));
        }
        self.expect(Tok::Comma, "`,`").map(|_| ())
    }

    /// A non-negative decimal or hexadecimal integer.
    pub fn integer(&mut self, what: &str) -> Result<(u64, Span), Diagnostic> {
        let span = self.span();
        let value = match self.peek() {
            Some(Tok::Number) => self.text(&span).parse::<u64>().ok(),
            Some(Tok::Hex) => u64::from_str_radix(&self.text(&span)[2..], 16).ok(),
            _ => return Err(self.unexpected(what)),
        };
        self.next();
        let text = self.text(&span);
        let digits = text
            .strip_prefix("0x")
            .or(text.strip_prefix("0X"))
            .unwrap_or(text);
        value.map(|v| (v, span.clone())).ok_or_else(|| {
            if digits.bytes().all(|b| b.is_ascii_hexdigit()) {
                Diagnostic::error(
                    span,
                    format!("{what} `{}` is out of range", super::clipped(text)),
                )
                .with_code("pica/number-out-of-range")
            } else {
                Diagnostic::error(span, format!("expected {what}, found a fraction"))
                    .with_code("pica/expected-integer")
            }
        })
    }

    /// An integer in `lo..=hi`.
    pub fn integer_in(&mut self, what: &str, lo: u64, hi: u64) -> Result<(u64, Span), Diagnostic> {
        let (v, span) = self.integer(what)?;
        if v < lo || v > hi {
            return Err(Diagnostic::error(
                span,
                format!("{what} {v} is out of range ({lo}..{hi})"),
            )
            .with_code("pica/number-out-of-range"));
        }
        Ok((v, span))
    }

    /// A number as C's `atof` reads it: optional sign, decimal or hex
    /// integer/float, `inf`, `infinity`, `nan`. Returns the f32 picasso
    /// stores (`atof` gives a double that is then rounded to float).
    pub fn float(&mut self) -> Result<(f32, Span), Diagnostic> {
        let start = self.span();
        let negative = if self.eat(Tok::Minus).is_some() {
            true
        } else {
            self.eat(Tok::Plus);
            false
        };
        let span = self.span();
        let text = self.text(&span);
        let magnitude: f64 = match self.peek() {
            Some(Tok::Number) => text.parse().map_err(|_| self.unexpected("a number"))?,
            Some(Tok::Hex) => {
                u64::from_str_radix(&text[2..], 16).map_err(|_| self.unexpected("a number"))? as f64
            }
            Some(Tok::Ident) if text.eq_ignore_ascii_case("inf") => f64::INFINITY,
            Some(Tok::Ident) if text.eq_ignore_ascii_case("infinity") => f64::INFINITY,
            Some(Tok::Ident) if text.eq_ignore_ascii_case("nan") => f64::NAN,
            _ => return Err(self.unexpected("a number")),
        };
        self.next();
        let value = if negative { -magnitude } else { magnitude };
        Ok((value as f32, start.start..span.end))
    }

    /// An integer constant component: `atoi(text) & 0xFF`.
    pub fn int_component(&mut self) -> Result<(u8, Span), Diagnostic> {
        let start = self.span();
        let negative = if self.eat(Tok::Minus).is_some() {
            true
        } else {
            self.eat(Tok::Plus);
            false
        };
        let (v, span) = self.integer("an integer")?;
        let v = if negative { 0u64.wrapping_sub(v) } else { v };
        Ok(((v & 0xFF) as u8, start.start..span.end))
    }
}

/// A register offset past `u32` (picasso reads it with `atoi`).
fn offset_too_large(span: Span) -> Diagnostic {
    Diagnostic::error(span, "register offset is too large").with_code("pica/register-out-of-range")
}

fn negative_offset(span: Span) -> Diagnostic {
    Diagnostic::error(span, "register offsets cannot be negative")
        .with_code("pica/negative-register-offset")
}

/// The index in `name[...]`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum IndexSyntax {
    /// `name[4]`
    Offset(u32),
    /// `name[a0.x]`, `name[aL+2]`
    Relative(IndexReg, u32),
}

/// A register operand as written: `-name[index].swizzle`.
#[derive(Clone, Debug)]
pub(crate) struct OperandSyntax<'s> {
    pub negate: bool,
    pub name: &'s str,
    pub name_span: Span,
    pub index: Option<(IndexSyntax, Span)>,
    pub swizzle: Option<(&'s str, Span)>,
    pub span: Span,
}

/// picasso's names for the address registers (`convertIdxRegName`).
fn index_reg(name: &str, component: Option<&str>) -> Option<IndexReg> {
    let name = name.to_ascii_lowercase();
    let comp = component.map(str::to_ascii_lowercase);
    match (name.as_str(), comp.as_deref()) {
        ("a0", None) | ("a0", Some("x")) => Some(IndexReg::A0X),
        ("a1", None) | ("a0", Some("y")) => Some(IndexReg::A0Y),
        ("a2", None) | ("lcnt", None) | ("al", None) => Some(IndexReg::Al),
        _ => None,
    }
}

impl<'s> Cursor<'s> {
    /// Parse `-name[index].swizzle`.
    pub fn operand(&mut self, what: &str) -> Result<OperandSyntax<'s>, Diagnostic> {
        let start = self.span().start;
        let negate = self.eat(Tok::Minus).is_some();
        let (name, name_span) = self.ident(what)?;
        let mut index = None;
        if let Some(open) = self.eat(Tok::LBracket) {
            let ix = self.index_expr()?;
            let close = self.expect(Tok::RBracket, "`]`")?;
            index = Some((ix, open.start..close.end));
        }
        let mut swizzle = None;
        if self.eat(Tok::Dot).is_some() {
            let (sw, span) = self.ident("a swizzle")?;
            swizzle = Some((sw, span));
        }
        let end = self.prev_span().end;
        Ok(OperandSyntax {
            negate,
            name,
            name_span,
            index,
            swizzle,
            span: start..end,
        })
    }

    fn index_expr(&mut self) -> Result<IndexSyntax, Diagnostic> {
        match self.peek() {
            Some(Tok::Number) | Some(Tok::Hex) => {
                let (v, span) = self.integer("a register offset")?;
                let v = u32::try_from(v).map_err(|_| offset_too_large(span))?;
                Ok(IndexSyntax::Offset(v))
            }
            Some(Tok::Minus) => {
                let span = self.span();
                Err(negative_offset(span))
            }
            Some(Tok::Ident) => {
                let (name, span) = self.ident("an address register")?;
                let mut comp = None;
                let mut full = span.clone();
                if self.peek() == Some(Tok::Dot) {
                    self.next();
                    let (c, cspan) = self.ident("a component")?;
                    comp = Some(c);
                    full = span.start..cspan.end;
                }
                let reg = index_reg(name, comp).ok_or_else(|| {
                    Diagnostic::error(
                        full.clone(),
                        format!(
                            "`{}` is not an address register (a0.x, a0.y or aL)",
                            self.text(&full)
                        ),
                    )
                    .with_code("pica/bad-index-register")
                })?;
                let mut offset = 0;
                if self.eat(Tok::Plus).is_some() {
                    if self.peek() == Some(Tok::Minus) {
                        return Err(negative_offset(self.span()));
                    }
                    let (v, vspan) = self.integer("a register offset")?;
                    offset = u32::try_from(v).map_err(|_| offset_too_large(vspan))?;
                }
                Ok(IndexSyntax::Relative(reg, offset))
            }
            _ => Err(self.unexpected("a register offset or an address register")),
        }
    }
}
