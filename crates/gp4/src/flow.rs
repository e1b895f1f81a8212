//! Labels, subroutine calls and instruction blocks: the load-time flow
//! rules of §2.X.5 (notes §6, §9.1 item 19).

use crate::ast::{Ident, Span};
use crate::check::{MAX_IF_DEPTH, MAX_LOOP_DEPTH, rule};
use shasm_diag::Diagnostic;
use shasm_ir::{Extra, InstId, Instruction, Opcode};
use std::collections::HashMap;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Block {
    If,
    Else,
    /// A REP with (true) or without a count, and whether a BRK for it or a
    /// RET was seen inside.
    Rep {
        counted: bool,
        left: bool,
    },
}

#[derive(Debug, Default)]
pub struct Flow {
    labels: HashMap<String, (u32, Span)>,
    order: Vec<String>,
    /// (IR instruction index, the label CAL names).
    references: Vec<(usize, Ident)>,
    blocks: Vec<(Block, Span)>,
    mismatched: bool,
}

impl Flow {
    pub fn label(&mut self, name: &Ident, at: u32, errors: &mut Vec<Diagnostic>) {
        if !self.blocks.is_empty() {
            errors.push(rule(
                "gp4/label-in-block",
                name.span.clone(),
                "a label cannot stand inside an IF or REP block",
            ));
            return;
        }
        if self.labels.contains_key(&name.text) {
            // notes §11.27: a duplicate label fails.
            errors.push(rule(
                "gp4/duplicate-label",
                name.span.clone(),
                format!("label `{}` is already defined", name.text),
            ));
            return;
        }
        self.labels
            .insert(name.text.clone(), (at, name.span.clone()));
        self.order.push(name.text.clone());
    }

    pub fn call(&mut self, at: usize, label: &Ident) {
        self.references.push((at, label.clone()));
    }

    /// An IF, ELSE, ENDIF, REP, ENDREP, BRK, CONT or RET at `span`.
    pub fn instruction(
        &mut self,
        op: Opcode,
        counted: bool,
        span: &Span,
        errors: &mut Vec<Diagnostic>,
    ) {
        if self.mismatched {
            return;
        }
        let depth = |blocks: &[(Block, Span)], rep: bool| {
            blocks
                .iter()
                .filter(|(b, _)| matches!(b, Block::Rep { .. }) == rep)
                .count()
        };
        match op {
            Opcode::If => {
                if depth(&self.blocks, false) >= MAX_IF_DEPTH {
                    errors.push(rule(
                        "gp4/nesting-too-deep",
                        span.clone(),
                        format!("IF blocks nested more than {MAX_IF_DEPTH} deep (MAX_PROGRAM_IF_DEPTH_NV)"),
                    ));
                }
                self.blocks.push((Block::If, span.clone()));
            }
            Opcode::Rep => {
                if depth(&self.blocks, true) >= MAX_LOOP_DEPTH {
                    errors.push(rule(
                        "gp4/nesting-too-deep",
                        span.clone(),
                        format!("REP blocks nested more than {MAX_LOOP_DEPTH} deep (MAX_PROGRAM_LOOP_DEPTH_NV)"),
                    ));
                }
                self.blocks.push((
                    Block::Rep {
                        counted,
                        left: false,
                    },
                    span.clone(),
                ));
            }
            Opcode::Else => match self.blocks.last() {
                Some((Block::If, _)) => {
                    if let Some(last) = self.blocks.last_mut() {
                        last.0 = Block::Else;
                    }
                }
                Some((Block::Else, _)) => errors.push(rule(
                    "gp4/unmatched-block",
                    span.clone(),
                    "a second ELSE for one IF",
                )),
                _ => self.mismatch(span, "ELSE without IF", errors),
            },
            Opcode::Endif => match self.blocks.last() {
                Some((Block::If | Block::Else, _)) => {
                    self.blocks.pop();
                }
                _ => self.mismatch(span, "ENDIF without IF", errors),
            },
            Opcode::Endrep => match self.blocks.last().cloned() {
                Some((Block::Rep { counted, left }, rep_span)) => {
                    self.blocks.pop();
                    if !counted && !left {
                        // §2.X.5: a REP without a count must be left by a
                        // BRK (or RET).
                        errors.push(rule(
                            "gp4/endless-rep",
                            rep_span,
                            "a REP without a loop count must contain a BRK or RET that leaves it",
                        ));
                    }
                }
                _ => self.mismatch(span, "ENDREP without REP", errors),
            },
            Opcode::Brk | Opcode::Cont => {
                let inner = self
                    .blocks
                    .iter_mut()
                    .rev()
                    .find(|(b, _)| matches!(b, Block::Rep { .. }));
                match inner {
                    Some((Block::Rep { left, .. }, _)) => {
                        if op == Opcode::Brk {
                            *left = true;
                        }
                    }
                    _ => errors.push(rule(
                        "gp4/break-outside-rep",
                        span.clone(),
                        format!("{} outside a REP block", op.name()),
                    )),
                }
            }
            Opcode::Ret => {
                for (b, _) in &mut self.blocks {
                    if let Block::Rep { left, .. } = b {
                        *left = true;
                    }
                }
            }
            _ => {}
        }
    }

    fn mismatch(&mut self, span: &Span, message: &str, errors: &mut Vec<Diagnostic>) {
        errors.push(rule("gp4/unmatched-block", span.clone(), message));
        self.mismatched = true;
    }

    /// At END: every block closed (the error position is the end of the
    /// program: the rule needs the whole text).
    pub fn finish(&self, end: usize, errors: &mut Vec<Diagnostic>) {
        if self.mismatched {
            return;
        }
        if let Some((b, span)) = self.blocks.last() {
            let what = match b {
                Block::If | Block::Else => "IF without ENDIF",
                Block::Rep { .. } => "REP without ENDREP",
            };
            errors
                .push(rule("gp4/unterminated-block", span.clone(), what).with_error_position(end));
        }
    }

    /// The labels in program order.
    pub fn labels(&self) -> Vec<(String, u32, Span)> {
        self.order
            .iter()
            .filter_map(|n| {
                self.labels
                    .get(n)
                    .map(|(at, span)| (n.clone(), *at, span.clone()))
            })
            .collect()
    }

    /// Point every CAL at its label; an undefined label fails.
    pub fn resolve(&self, instructions: &mut [Instruction], errors: &mut Vec<Diagnostic>) {
        for (at, name) in &self.references {
            match self.labels.get(&name.text) {
                Some((target, _)) => {
                    if let Some(i) = instructions.get_mut(*at) {
                        i.extra = Extra::Label(InstId::saturating(*target));
                    }
                }
                None => errors.push(rule(
                    "gp4/undefined-label",
                    name.span.clone(),
                    format!("label `{}` is never defined", name.text),
                )),
            }
        }
    }
}
