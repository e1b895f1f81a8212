//! Labels and instruction blocks of the NV options: the load-time flow
//! rules of NV_vertex_program2_option §2.14.4 and NV_fragment_program2
//! §3.11.4 ("Program Flow Control").

use crate::ast::{Ident, Instruction, Span};
use crate::table::Form;
use shasm_diag::Diagnostic;
use shasm_ir::{Extra, InstId, Instruction as IrInstruction, Opcode};
use std::collections::HashMap;

/// MAX_PROGRAM_CALL_DEPTH_NV: NV_vertex_program2_option's and
/// NV_fragment_program2's minimum, 4 (a run-time limit).
pub const MAX_CALL_DEPTH: u32 = 4;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Block {
    If,
    Else,
    Rep,
    Loop,
}

impl Block {
    fn is_loop(self) -> bool {
        matches!(self, Block::Rep | Block::Loop)
    }
}

/// Labels, label references and open blocks, in program order.
#[derive(Debug, Default)]
pub(crate) struct Flow {
    /// MAX_PROGRAM_IF_DEPTH_NV and MAX_PROGRAM_LOOP_DEPTH_NV of the
    /// profile ([`crate::Profile::if_depth`], [`crate::Profile::loop_depth`]).
    if_depth: usize,
    loop_depth: usize,
    labels: HashMap<String, (u32, Span)>,
    order: Vec<String>,
    /// (IR instruction index, the label it names).
    references: Vec<(usize, Ident)>,
    blocks: Vec<(Block, Span)>,
    /// A block was closed by the wrong instruction: the nesting that
    /// follows is not worth reporting again.
    mismatched: bool,
}

fn rule(code: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(span, message).with_code(code)
}

impl Flow {
    pub(crate) fn new(profile: &crate::Profile) -> Flow {
        Flow {
            if_depth: profile.if_depth as usize,
            loop_depth: profile.loop_depth as usize,
            ..Flow::default()
        }
    }

    /// A label `name:` denoting IR instruction `at`.
    pub(crate) fn label(&mut self, name: &Ident, at: u32, errors: &mut Vec<Diagnostic>) {
        if !self.blocks.is_empty() {
            // NV_fragment_program2 §3.11.4: "A fragment program will fail to
            // load if it contains an instruction label inside an
            // instruction block."
            errors.push(rule(
                "arb/label-in-block",
                name.span.clone(),
                "a label cannot stand inside an IF, LOOP or REP block",
            ));
            return;
        }
        if let Some((_, first)) = self.labels.get(&name.text) {
            errors.push(
                rule(
                    "arb/duplicate-label",
                    name.span.clone(),
                    format!("the label `{}` is already defined", crate::clip(&name.text)),
                )
                .with_label("defined again")
                .with_related(first.clone(), "first defined here"),
            );
            return;
        }
        self.labels
            .insert(name.text.clone(), (at, name.span.clone()));
        self.order.push(name.text.clone());
    }

    /// How many LOOP blocks are open: the innermost one's loop index is
    /// `A0.x` (NV_fragment_program2 §3.11.3.Y).
    pub(crate) fn loops_open(&self) -> usize {
        self.blocks
            .iter()
            .filter(|(k, _)| *k == Block::Loop)
            .count()
    }

    /// Check an instruction's place in the blocks; `at` is its IR index.
    /// False if a rule is broken (the error is pushed).
    pub(crate) fn instruction(
        &mut self,
        i: &Instruction,
        at: u32,
        errors: &mut Vec<Diagnostic>,
    ) -> bool {
        let span = i.opcode_span.clone();
        let depth =
            |b: &[(Block, Span)], f: fn(Block) -> bool| b.iter().filter(|(k, _)| f(*k)).count();
        match (i.row.form, i.row.opcode) {
            (Form::IfCc, _) => {
                // "a fragment program will fail to load if an IF
                // instruction is nested inside MAX_PROGRAM_IF_DEPTH_NV or
                // more IF/ELSE/ENDIF blocks".
                if depth(&self.blocks, |k| !k.is_loop()) >= self.if_depth {
                    errors.push(rule(
                        "arb/if-too-deep",
                        span,
                        format!(
                            "IF blocks nest at most {} deep (MAX_PROGRAM_IF_DEPTH_NV of this profile)",
                            self.if_depth
                        ),
                    ));
                    return false;
                }
                self.blocks.push((Block::If, span));
            }
            (Form::Loop, _) => {
                // "... if a LOOP or REP instruction is nested inside
                // MAX_PROGRAM_LOOP_DEPTH_NV or more LOOP/ENDLOOP or
                // REP/ENDREP blocks".
                if depth(&self.blocks, Block::is_loop) >= self.loop_depth {
                    errors.push(rule(
                        "arb/loop-too-deep",
                        span,
                        format!(
                            "loops nest at most {} deep (MAX_PROGRAM_LOOP_DEPTH_NV of this profile)",
                            self.loop_depth
                        ),
                    ));
                    return false;
                }
                let block = if i.row.opcode == Opcode::Bgnloop {
                    Block::Loop
                } else {
                    Block::Rep
                };
                self.blocks.push((block, span));
            }
            (Form::EndFlow, op) => {
                // "A fragment program will fail to load if any instruction
                // block is terminated by an incorrect instruction".
                let top = self.blocks.last().map(|(k, _)| *k);
                let ok = match op {
                    Opcode::Else => top == Some(Block::If),
                    Opcode::Endif => matches!(top, Some(Block::If | Block::Else)),
                    Opcode::Endloop => top == Some(Block::Loop),
                    _ => top == Some(Block::Rep),
                };
                if !ok {
                    let open = match top {
                        Some(Block::If) => "an IF block (close it with ELSE or ENDIF)",
                        Some(Block::Else) => "an ELSE block (close it with ENDIF)",
                        Some(Block::Rep) => "a REP block (close it with ENDREP)",
                        Some(Block::Loop) => "a LOOP block (close it with ENDLOOP)",
                        None => "",
                    };
                    self.mismatched = true;
                    let message = if open.is_empty() {
                        format!("{} has no open block to close", i.row.name)
                    } else {
                        format!("{} does not close {open}", i.row.name)
                    };
                    errors.push(rule("arb/flow-mismatch", span, message));
                    return false;
                }
                match op {
                    Opcode::Else => {
                        if let Some(last) = self.blocks.last_mut() {
                            last.0 = Block::Else;
                        }
                    }
                    _ => {
                        self.blocks.pop();
                    }
                }
            }
            // "A fragment program will fail to load if it contains a BRK
            // instruction that is not nested inside a LOOP/ENDLOOP or
            // REP/ENDREP block."
            (Form::FlowCc, Opcode::Brk) if depth(&self.blocks, Block::is_loop) == 0 => {
                errors.push(rule(
                    "arb/brk-outside-loop",
                    span,
                    "BRK must stand inside a LOOP or REP block",
                ));
                return false;
            }
            (Form::Branch, _) => {
                if let Some(label) = &i.label {
                    self.references.push((at as usize, label.clone()));
                }
            }
            _ => {}
        }
        true
    }

    /// Close the program: report blocks left open and undefined labels,
    /// point every branch at its label, and return the labels in order.
    /// `end` is where the program's statements end: a block left open is
    /// found there, so that is its GL error position (the diagnostic
    /// points at the opening instruction).
    pub(crate) fn finish(
        self,
        instructions: &mut [IrInstruction],
        end: usize,
        errors: &mut Vec<Diagnostic>,
    ) -> Vec<(String, u32, Span)> {
        let open = if self.mismatched {
            &[][..]
        } else {
            &self.blocks[..]
        };
        for (block, span) in open {
            // "... or is not terminated before the block containing it."
            let (what, close) = match block {
                Block::If | Block::Else => ("IF", "ENDIF"),
                Block::Rep => ("REP", "ENDREP"),
                Block::Loop => ("LOOP", "ENDLOOP"),
            };
            errors.push(
                rule(
                    "arb/flow-unterminated",
                    span.clone(),
                    format!("this {what} block has no {close}"),
                )
                .with_error_position(end),
            );
        }
        for (at, label) in &self.references {
            match self.labels.get(&label.text) {
                Some((target, _)) => {
                    if let Some(inst) = instructions.get_mut(*at) {
                        inst.extra = Extra::Label(InstId::saturating(*target));
                    }
                }
                None => errors.push(rule(
                    "arb/undefined-label",
                    label.span.clone(),
                    format!(
                        "the label `{}` is not defined in the program",
                        crate::clip(&label.text)
                    ),
                )),
            }
        }
        self.order
            .iter()
            .filter_map(|name| {
                let (at, span) = self.labels.get(name)?;
                Some((name.clone(), *at, span.clone()))
            })
            .collect()
    }
}
