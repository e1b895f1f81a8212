//! Directives: blocks (`.proc`, `.else`, `.end`), names (`.alias`, `.in`,
//! `.out`), entry points and geometry-shader modes (uniforms and constants
//! are in `uniforms.rs`).

use super::cursor::{Cursor, Span};
use super::lexer::Tok;
use super::{
    Alias, AllocBundle, Assembler, Block, BlockKind, DvleUniform, Fail, MAX_OUTPUT, MAX_UNIFORM,
    Res, UniformKind, err_code, looks_like_register, mask_of,
};
use crate::isa::{Reg, RegFile};
use crate::shbin::{GsMode, OutputEntry, OutputSemantic};
use shasm_diag::Diagnostic;
use shasm_ir::Swizzle;

/// JMPC, JMPU, CALL, CALLC, CALLU: picasso pads a block that ends with one.
fn is_jump_or_call(opcode6: u32) -> bool {
    matches!(opcode6, 0x2C | 0x2D | 0x24 | 0x25 | 0x26)
}

/// BREAK, BREAKC: picasso pads a `for` body that ends with one.
fn is_break(opcode6: u32) -> bool {
    matches!(opcode6, 0x20 | 0x23)
}

impl Assembler {
    pub(super) fn directive(
        &mut self,
        c: &mut Cursor<'_>,
        name: &str,
        name_span: Span,
        stmt: Span,
    ) -> Res<()> {
        match name.to_ascii_lowercase().as_str() {
            "proc" => self.dir_proc(c, stmt),
            "else" => self.dir_else(c, stmt),
            "end" => self.dir_end(c, stmt),
            "alias" => self.dir_alias(c),
            "fvec" => self.dir_uniform(c, UniformKind::Float),
            "ivec" => self.dir_uniform(c, UniformKind::Int),
            "bool" => self.dir_uniform(c, UniformKind::Bool),
            "constf" => self.dir_const(c, UniformKind::Float),
            "consti" => self.dir_const(c, UniformKind::Int),
            "constfa" => self.dir_constfa(c, stmt),
            "in" => self.dir_in(c),
            "out" => self.dir_out(c),
            "entry" => self.dir_entry(c),
            "nodvle" => {
                c.finish()?;
                let d = self.dvle();
                self.dvles[d].nodvle = true;
                Ok(())
            }
            "gsh" => self.dir_gsh(c),
            "setf" => self.dir_set(c, UniformKind::Float),
            "seti" => self.dir_set(c, UniformKind::Int),
            "setb" => self.dir_setb(c),
            lower if is_misspelling_of(lower, "proc") => {
                let d = Diagnostic::error(
                    name_span,
                    format!("unknown directive `.{name}` (did you mean `.proc`?)"),
                )
                .with_code("pica/unknown-directive");
                // Read it as `.proc`, so that its body and `.end` raise no
                // further errors; its own mistakes are reported already.
                let _ = self.dir_proc(c, stmt);
                Err(d.into())
            }
            _ => err_code(
                "pica/unknown-directive",
                name_span,
                format!("unknown directive `.{name}`"),
            ),
        }
    }

    /// A name for a new alias; it must not be defined in this file yet.
    pub(super) fn new_name<'s>(&self, c: &mut Cursor<'s>, what: &str) -> Res<(&'s str, Span)> {
        let (name, span) = c.ident(what)?;
        if self.aliases.contains_key(name) {
            return err_code(
                "pica/duplicate-name",
                span,
                format!("`{name}` is already defined"),
            );
        }
        Ok((name, span))
    }

    // ---- blocks -------------------------------------------------------------

    fn dir_proc(&mut self, c: &mut Cursor<'_>, stmt: Span) -> Res<()> {
        let (name, span) = c.ident("a procedure name")?;
        c.finish()?;
        let open = self
            .stack
            .iter()
            .any(|b| matches!(&b.kind, BlockKind::Proc(n) if n == name));
        let pos = self.code.len();
        // The block opens even when the name is taken, so that its body and
        // `.end` raise no further errors.
        self.push_block(BlockKind::Proc(name.to_string()), pos, stmt)?;
        if self.procs.contains_key(name) || open {
            return err_code(
                "pica/duplicate-procedure",
                span,
                format!("procedure `{name}` is already defined"),
            );
        }
        Ok(())
    }

    fn dir_else(&mut self, c: &mut Cursor<'_>, stmt: Span) -> Res<()> {
        c.finish()?;
        if self.overflow_blocks > 0 {
            // The `.else` of a block past the nesting limit (reported).
            return Ok(());
        }
        let (pos, has_else) = match self.stack.last() {
            Some(Block {
                kind: BlockKind::If { else_at },
                pos,
                ..
            }) => (*pos, else_at.is_some()),
            _ => {
                return err_code(
                    "pica/else-without-if",
                    stmt,
                    "`.else` without an `ifc` or `ifu`",
                );
            }
        };
        if has_else {
            return err_code(
                "pica/duplicate-else",
                stmt,
                "this `if` already has an `.else`",
            );
        }
        // picasso's padding rules (notes §3.5).
        if self.last_was_end {
            self.padding_nop(stmt.clone());
            self.last_was_end = false;
        } else {
            let p = self.code.len();
            let last = self.last_opcode().unwrap_or(0);
            if is_jump_or_call(last) || p - pos < 2 {
                self.padding_nop(stmt.clone());
            }
        }
        let cur = self.code.len();
        if let Some(Block {
            kind: BlockKind::If { else_at },
            ..
        }) = self.stack.last_mut()
        {
            *else_at = Some(cur);
        }
        self.set_target(pos, cur, &stmt)
    }

    fn dir_end(&mut self, c: &mut Cursor<'_>, stmt: Span) -> Res<()> {
        c.finish()?;
        if self.overflow_blocks > 0 {
            // Closes a block past the nesting limit (reported when opened).
            self.overflow_blocks -= 1;
            return Ok(());
        }
        let Some(block) = self.stack.pop() else {
            if self.outside_reported {
                // Most likely the `.end` of the procedure an earlier stray
                // `.end` closed: already reported at the first instruction.
                return Err(Fail::Quiet);
            }
            return err_code(
                "pica/end-without-block",
                stmt,
                "`.end` without an open block",
            );
        };
        let is_array = matches!(block.kind, BlockKind::Array(_));
        // picasso's padding rules (notes §3.5).
        if !is_array && self.last_was_end {
            self.padding_nop(stmt.clone());
            self.last_was_end = false;
        } else if !is_array && !self.code.is_empty() {
            let p = self.code.len();
            let last = self.last_opcode().unwrap_or(0);
            let is_for = matches!(block.kind, BlockKind::For);
            let min = if matches!(block.kind, BlockKind::Proc(_)) {
                1
            } else {
                2
            };
            if is_jump_or_call(last) || (is_for && is_break(last)) || p - block.pos < min {
                self.padding_nop(stmt.clone());
            }
        }
        let cur = self.code.len();
        match block.kind {
            BlockKind::Proc(name) => {
                self.last_closed_proc = Some(name.clone());
                self.procs
                    .insert(name.clone(), (block.pos, cur - block.pos, self.file));
                self.proc_order.push(name);
                Ok(())
            }
            BlockKind::For => {
                // LOOP's DST is the last word of the body (inclusive).
                self.last_was_end = true;
                self.set_target(block.pos, cur.saturating_sub(1), &stmt)
            }
            BlockKind::If { else_at } => {
                self.last_was_end = true;
                match else_at {
                    None => self.set_target(block.pos, cur, &stmt),
                    Some(e) => {
                        let len = cur - e;
                        if len > 0xFF {
                            return err_code(
                                "pica/block-too-long",
                                stmt,
                                format!(
                                    "the `.else` part has {len} instructions; NUM can count 255"
                                ),
                            );
                        }
                        if let Some(w) = self.code.get_mut(block.pos) {
                            *w = (*w & !0x3FF) | len as u32;
                        }
                        Ok(())
                    }
                }
            }
            BlockKind::Array(array) => self.end_array(array, stmt),
        }
    }

    // ---- names --------------------------------------------------------------

    fn dir_alias(&mut self, c: &mut Cursor<'_>) -> Res<()> {
        let (name, span) = self.new_name(c, "an alias name")?;
        if looks_like_register(name) {
            return err_code(
                "pica/alias-is-register-name",
                span,
                format!("`{name}` is a register name and cannot be an alias"),
            );
        }
        let defined = c
            .operand("a register")
            .and_then(|syn| c.finish().map(|()| syn))
            .map_err(Fail::from)
            .and_then(|syn| self.resolve(&syn, false));
        let r = match defined {
            Ok(r) => r,
            Err(e) => {
                // The name is still meant as an alias: its uses follow from
                // this error and are not reported again.
                self.unknown_names.insert(name.to_string());
                return Err(e);
            }
        };
        self.aliases.insert(
            name.to_string(),
            Alias {
                reg: r.reg,
                swizzle: r.swizzle,
                negate: r.negate,
            },
        );
        Ok(())
    }

    fn dir_in(&mut self, c: &mut Cursor<'_>) -> Res<()> {
        let d = self.dvle();
        let (name, span) = self.new_name(c, "an input name")?;
        let index = if c.at_end() {
            let free = (0..16).find(|i| self.dvles[d].input_mask & (1 << i) == 0);
            match free {
                Some(i) => i,
                None => {
                    return err_code(
                        "pica/too-many-inputs",
                        span,
                        "all 16 input registers are in use",
                    );
                }
            }
        } else {
            let syn = c.operand("an input register")?;
            let r = self.resolve(&syn, false)?;
            if r.reg.file != RegFile::Input {
                return err_code(
                    "pica/wrong-register-file",
                    syn.span,
                    format!("expected an input register (v0..v15), found {}", r.reg),
                );
            }
            r.reg.index
        };
        c.finish()?;
        let dv = &mut self.dvles[d];
        if dv.uniforms.len() >= MAX_UNIFORM {
            return err_code(
                "pica/too-many-uniforms",
                span,
                "too many uniforms in this shader",
            );
        }
        dv.input_mask |= 1 << index;
        dv.uniforms.push(DvleUniform {
            name: name.to_string(),
            pos: index,
            size: 1,
        });
        self.aliases.insert(
            name.to_string(),
            Alias::plain(Reg::new(RegFile::Input, index)),
        );
        Ok(())
    }

    /// `.out NAME TYPE[.mask] [oN[.mask]]`; NAME may be `-`.
    fn dir_out(&mut self, c: &mut Cursor<'_>) -> Res<()> {
        let d = self.dvle();
        let (name, name_span) = match c.eat(Tok::Minus) {
            Some(span) => (None, span),
            None => {
                let (n, s) = c.ident("an output name or `-`")?;
                (Some(n), s)
            }
        };
        let (type_name, type_span) = c.ident("an output type")?;
        let mut type_mask = None;
        if c.eat(Tok::Dot).is_some() {
            let (m, mspan) = c.ident("an output mask")?;
            let sw = Swizzle::parse(m, true).ok_or_else(|| {
                Diagnostic::error(mspan.clone(), format!("invalid output mask `.{m}`"))
                    .with_code("pica/bad-output-mask")
            })?;
            type_mask = Some((sw, mspan));
        }
        let semantic = OutputSemantic::from_name(type_name).ok_or_else(|| {
            Diagnostic::error(
                type_span.clone(),
                format!(
                    "unknown output type `{type_name}` (position, normalquat, color, texcoord0, texcoord0w, texcoord1, texcoord2, view, dummy)"
                ),
            )
            .with_code("pica/unknown-output-type")
        })?;
        let mut given = None;
        if !c.at_end() {
            let syn = c.operand("an output register")?;
            let r = self.resolve(&syn, false)?;
            if r.reg.file != RegFile::Output {
                return err_code(
                    "pica/wrong-register-file",
                    syn.span,
                    format!("expected an output register, found {}", r.reg),
                );
            }
            if let Some((_, mspan)) = &type_mask {
                return err_code(
                    "pica/output-mask-on-type",
                    mspan.clone(),
                    "give the mask on the output register, not on the type",
                );
            }
            given = Some((r, syn.span));
        }
        c.finish()?;
        let sw = match (&given, &type_mask) {
            (Some((r, _)), _) => r.swizzle,
            (None, Some((sw, _))) => *sw,
            (None, None) => Swizzle::IDENTITY,
        };
        let mask = mask_of(sw);
        let max = self.dvles[d].max_output();
        let index = match &given {
            Some((r, span)) => {
                let used = (self.dvles[d].outputs_used >> (4 * r.reg.index)) & 0xF;
                if used & u64::from(mask) != 0 {
                    return err_code(
                        "pica/output-collision",
                        span.clone(),
                        "this output collides with another one declared before",
                    );
                }
                r.reg.index
            }
            None => match (0..max).find(|i| self.dvles[d].output_mask & (1 << i) == 0) {
                Some(i) => i,
                None => {
                    return err_code(
                        "pica/too-many-outputs",
                        type_span,
                        "no output register is left",
                    );
                }
            },
        };
        if self.dvles[d].outputs.len() >= MAX_OUTPUT {
            return err_code("pica/too-many-outputs", type_span, "too many outputs");
        }
        if let Some(n) = name
            && self.aliases.contains_key(n)
        {
            return err_code(
                "pica/duplicate-name",
                name_span,
                format!("`{n}` is already defined"),
            );
        }
        if index >= 7 && semantic != OutputSemantic::Dummy {
            return err_code(
                "pica/dummy-only-output",
                type_span,
                format!("o{index} can only be a `dummy` output"),
            );
        }
        let dv = &mut self.dvles[d];
        dv.outputs.push(OutputEntry {
            kind: semantic.code(),
            register: index as u16,
            mask: u16::from(mask),
            reserved: 0,
        });
        dv.output_mask |= 1 << index;
        dv.outputs_used |= u64::from(mask) << (4 * index);
        if semantic == OutputSemantic::Dummy && dv.uses_gsh_space() {
            dv.is_merge = true;
        }
        if let Some(n) = name {
            self.aliases.insert(
                n.to_string(),
                Alias::plain(Reg::new(RegFile::Output, index)),
            );
        }
        Ok(())
    }

    fn dir_entry(&mut self, c: &mut Cursor<'_>) -> Res<()> {
        let d = self.dvle();
        let (name, span) = c.ident("a procedure name")?;
        c.finish()?;
        self.dvles[d].entrypoint = name.to_string();
        self.dvles[d].entry_span = span;
        Ok(())
    }

    // ---- geometry shaders ---------------------------------------------------

    /// `.gsh`, `.gsh point cF`, `.gsh variable cF N`, `.gsh fixed cF cA N`.
    fn dir_gsh(&mut self, c: &mut Cursor<'_>) -> Res<()> {
        let d = self.dvle();
        if c.at_end() {
            // Bare `.gsh`: a legacy geometry shader sharing the vertex
            // shader's uniform space.
            self.dvles[d].is_geo = true;
            self.dvles[d].is_compat_geo = true;
            return Ok(());
        }
        let (mode_name, mode_span) = c.ident("a geometry shader mode")?;
        let dv = &self.dvles[d];
        if dv.is_geo {
            return err_code(
                "pica/duplicate-gsh",
                mode_span,
                "`.gsh` was already used in this file",
            );
        }
        if !dv.constants.is_empty() || !dv.uniforms.is_empty() || dv.output_mask != 0 {
            return err_code(
                "pica/gsh-too-late",
                mode_span,
                "`.gsh` must come before any constant, uniform or output",
            );
        }
        let mode = match mode_name.to_ascii_lowercase().as_str() {
            "point" => GsMode::Point,
            "variable" | "subdivision" => GsMode::Variable,
            "fixed" | "particle" => GsMode::Fixed,
            _ => {
                return err_code(
                    "pica/unknown-gsh-mode",
                    mode_span,
                    format!("unknown geometry shader mode `{mode_name}` (point, variable, fixed)"),
                );
            }
        };
        let first = self.float_uniform(c, "the first free float uniform")?;
        let (mut variable_num, mut fixed_start, mut fixed_num) = (0u8, 0u8, 0u8);
        match mode {
            GsMode::Variable => {
                variable_num = c.integer_in("the vertex count", 0, 255)?.0 as u8;
            }
            GsMode::Fixed => {
                let span = c.span();
                let start = self.float_uniform(c, "the vertex array's first float uniform")?;
                if start >= first {
                    return err_code(
                        "pica/gsh-array-overlap",
                        span.start..c.prev_span().end,
                        "the vertex array overlaps the uniform allocation pool",
                    );
                }
                fixed_start = start as u8;
                fixed_num = c.integer_in("the vertex count", 0, 255)?.0 as u8;
            }
            _ => {}
        }
        c.finish()?;
        self.alloc[1] = AllocBundle::for_gsh(0x20 + first);
        let dv = &mut self.dvles[d];
        dv.is_geo = true;
        dv.gs_mode = mode.byte();
        dv.gs_variable_num = variable_num;
        dv.gs_fixed_start = fixed_start;
        dv.gs_fixed_num = fixed_num;
        Ok(())
    }

    fn float_uniform(&mut self, c: &mut Cursor<'_>, what: &str) -> Res<u32> {
        let syn = c.operand(what)?;
        let r = self.resolve(&syn, false)?;
        if r.reg.file != RegFile::Const {
            return err_code(
                "pica/wrong-register-file",
                syn.span,
                format!("expected a float uniform (c0..c95), found {}", r.reg),
            );
        }
        Ok(r.reg.index)
    }
}

/// Whether `word` is one typo away from `target`: one letter changed,
/// added, removed, or two neighbours swapped.
fn is_misspelling_of(word: &str, target: &str) -> bool {
    let (a, b) = (word.as_bytes(), target.as_bytes());
    if a == b {
        return false;
    }
    let prefix = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[prefix..], &b[prefix..]);
    match a.len() as isize - b.len() as isize {
        0 => a[1..] == b[1..] || (a.len() >= 2 && a[0] == b[1] && a[1] == b[0] && a[2..] == b[2..]),
        1 => a[1..] == *b,
        -1 => *a == b[1..],
        _ => false,
    }
}
