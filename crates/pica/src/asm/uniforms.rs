//! Uniform space: picasso's allocator (globals up from the bottom,
//! constants down from the top) and the directives that take registers
//! from it (`.fvec`/`.ivec`/`.bool`, `.constf`/`.consti`/`.constfa`,
//! `.setf`/`.seti`/`.setb`).

use super::cursor::{Cursor, Span};
use super::lexer::Tok;
use super::*;
use crate::shbin::Constant;
use shasm_ir::numeric::f24;

/// picasso's register numbering of uniform space: c0 = 0x20, i0 = 0x80,
/// b0 = 0x88 (inputs 0x00..0x0F).
pub(super) fn reg_from_uniform_id(id: u32) -> Reg {
    match id {
        0x20..=0x7F => Reg::new(RegFile::Const, id - 0x20),
        0x80..=0x87 => Reg::new(RegFile::Int, id - 0x80),
        0x88.. => Reg::new(RegFile::Bool, id - 0x88),
        _ => Reg::new(RegFile::Input, id),
    }
}

/// picasso's `UniformAlloc`: globals grow up from `start`, locals
/// (constants) down from `end`; `bound` keeps globals below every local
/// ever allocated.
#[derive(Copy, Clone, Debug)]
pub(super) struct UniformAlloc {
    start: u32,
    end: u32,
    bound: u32,
    top: u32,
}

impl UniformAlloc {
    pub(super) fn new(start: u32, end: u32) -> UniformAlloc {
        UniformAlloc {
            start,
            end,
            bound: end,
            top: end,
        }
    }

    pub(super) fn clear_local(&mut self) {
        self.end = self.top;
    }

    pub(super) fn alloc_global(&mut self, size: u32) -> Option<u32> {
        if self.start.checked_add(size)? > self.bound {
            return None;
        }
        let at = self.start;
        self.start += size;
        Some(at)
    }

    pub(super) fn alloc_local(&mut self, size: u32) -> Option<u32> {
        let pos = self.end.checked_sub(size)?;
        if pos < self.start {
            return None;
        }
        self.bound = self.bound.min(pos);
        self.end = pos;
        Some(pos)
    }
}

#[derive(Copy, Clone, Debug)]
pub(super) struct AllocBundle {
    fvec: UniformAlloc,
    ivec: UniformAlloc,
    bools: UniformAlloc,
}

impl AllocBundle {
    pub(super) fn new() -> AllocBundle {
        AllocBundle {
            fvec: UniformAlloc::new(0x20, 0x80),
            ivec: UniformAlloc::new(0x80, 0x84),
            bools: UniformAlloc::new(0x88, 0x98),
        }
    }

    /// `.gsh MODE cN`: geometry-shader space starts at `cN`; b15 is reserved
    /// (the pipeline sets it after each run).
    pub(super) fn for_gsh(first_free: u32) -> AllocBundle {
        AllocBundle {
            fvec: UniformAlloc::new(first_free, 0x80),
            ivec: UniformAlloc::new(0x80, 0x84),
            bools: UniformAlloc::new(0x88, 0x97),
        }
    }

    /// Forget the constants of the last file (picasso's `ClearStatus`).
    pub(super) fn clear_local(&mut self) {
        self.fvec.clear_local();
        self.ivec.clear_local();
        self.bools.clear_local();
    }

    pub(super) fn get(&mut self, kind: UniformKind) -> &mut UniformAlloc {
        match kind {
            UniformKind::Float => &mut self.fvec,
            UniformKind::Int => &mut self.ivec,
            UniformKind::Bool => &mut self.bools,
        }
    }
}

impl Assembler {
    /// The allocator of the current DVLE's uniform space for `kind`.
    pub(super) fn alloc_for(&mut self, kind: UniformKind) -> &mut UniformAlloc {
        let d = self.dvle();
        let space = usize::from(self.dvles[d].uses_gsh_space());
        self.alloc[space].get(kind)
    }

    pub(super) fn dir_uniform(&mut self, c: &mut Cursor<'_>, kind: UniformKind) -> Res<()> {
        let d = self.dvle();
        let shared = !self.dvles[d].uses_gsh_space();
        loop {
            let (name, span) = self.new_name(c, "a uniform name")?;
            let mut size = 1u32;
            if c.eat(Tok::LBracket).is_some() {
                let (n, nspan) = c.integer("the uniform's size")?;
                c.expect(Tok::RBracket, "`]`")?;
                size = u32::try_from(n).unwrap_or(u32::MAX);
                if size < 1 {
                    return err_code(
                        "pica/empty-array",
                        nspan,
                        "a uniform array needs at least one element",
                    );
                }
            }
            // Shared-space uniforms of the same name are the same registers
            // in every file.
            let mut pos = None;
            if shared && let Some(u) = self.global_uniforms.iter().find(|u| u.name == name) {
                if u.kind != kind {
                    return err_code(
                        "pica/uniform-redeclared",
                        span,
                        format!("uniform `{name}` was declared with another type"),
                    );
                }
                if u.size != size {
                    return err_code(
                        "pica/uniform-redeclared",
                        span,
                        format!("uniform `{name}` was declared with size {}", u.size),
                    );
                }
                pos = Some(u.pos);
            }
            let pos = match pos {
                Some(p) => p,
                None => {
                    if self.global_uniforms.len() >= MAX_UNIFORM {
                        return err_code("pica/too-many-uniforms", span, "too many uniforms");
                    }
                    match self.alloc_for(kind).alloc_global(size) {
                        Some(p) => p,
                        None => {
                            return err_code(
                                "pica/uniform-space-exhausted",
                                span,
                                format!("not enough uniform registers left for `{name}[{size}]`"),
                            );
                        }
                    }
                }
            };
            if shared {
                self.global_uniforms.push(GlobalUniform {
                    name: name.to_string(),
                    pos,
                    size,
                    kind,
                });
            }
            // Names starting with `_` are private: not in the DVLE table.
            if !name.starts_with('_') {
                let dv = &mut self.dvles[d];
                if dv.uniforms.len() >= MAX_UNIFORM {
                    return err_code(
                        "pica/too-many-uniforms",
                        span,
                        "too many uniforms in this shader",
                    );
                }
                dv.uniforms.push(DvleUniform {
                    name: name.to_string(),
                    pos,
                    size,
                });
            }
            self.aliases
                .insert(name.to_string(), Alias::plain(reg_from_uniform_id(pos)));
            if c.eat(Tok::Comma).is_none() {
                break;
            }
        }
        Ok(c.finish()?)
    }

    /// `(x, y, z, w)` of floats, each read as picasso reads it: the text
    /// between the commas (the last one: up to the `)`) goes to C's
    /// `atof`, which takes the longest number at its start and ignores the
    /// rest (`1.0/128.0` is 1.0; no number at all is 0.0). Ignored text
    /// draws a warning saying what picasso made of the component.
    fn float4(&mut self, c: &mut Cursor<'_>) -> Res<[f32; 4]> {
        c.expect(Tok::LParen, "`(`")?;
        let mut v = [0.0; 4];
        for (i, slot) in v.iter_mut().enumerate() {
            if i > 0 {
                c.comma()?;
            }
            let last = i == 3;
            let ends = |t: Option<Tok>| match t {
                None | Some(Tok::RParen) => true,
                Some(Tok::Comma) => !last,
                _ => false,
            };
            let start = c.mark();
            let first = c.span();
            // Where the text `atof` ignores starts.
            let mut ignored_from = None;
            let value = match c.float() {
                Ok((x, _)) => x,
                Err(_) => {
                    c.rewind(start);
                    // `atof` also takes `inf`, `infinity` and `nan` at the
                    // start of a longer word (`nanx` is NaN).
                    let word = c.text_at(0).to_ascii_lowercase();
                    let special = [("infinity", f32::INFINITY), ("inf", f32::INFINITY)]
                        .into_iter()
                        .chain([("nan", f32::NAN)])
                        .find(|(p, _)| c.peek() == Some(Tok::Ident) && word.starts_with(p));
                    match special {
                        Some((p, x)) => {
                            ignored_from = Some(first.start + p.len());
                            c.next();
                            x
                        }
                        // No number at the start: `atof` gives 0.
                        None => 0.0,
                    }
                }
            };
            let rest = c.mark();
            let rest_span = c.span();
            while !ends(c.peek()) {
                c.next();
            }
            if c.mark() > rest || ignored_from.is_some() {
                let whole = first.start..c.prev_span().end;
                let from = ignored_from.unwrap_or(rest_span.start);
                let ignored = c.text(&(from..whole.end)).to_string();
                let text = c.text(&whole).to_string();
                let meant = Self::meant_value(c, rest, value);
                c.rewind(rest);
                while !ends(c.peek()) {
                    c.next();
                }
                let hint = match meant {
                    Some(m) => format!("write `{m:?}` for {text}"),
                    None => format!("write `{value:?}` if that is what is meant"),
                };
                self.warn(
                    "pica/atof-ignores-text",
                    whole,
                    format!(
                        "picasso reads each number with C's `atof`, which stops before \
                         `{ignored}`: `{text}` is {value:?}; {hint}"
                    ),
                );
            }
            *slot = value;
        }
        c.expect(Tok::RParen, "`)`")?;
        Ok(v)
    }

    /// The value of `NUMBER OP NUMBER` (OP one of `/`, `*`, `+`, `-`) when
    /// the ignored text is `OP NUMBER`: what the author probably meant.
    fn meant_value(c: &mut Cursor<'_>, rest: usize, first: f32) -> Option<f32> {
        c.rewind(rest);
        let op = c.text(&c.span()).to_string();
        if !matches!(op.as_str(), "/" | "*" | "+" | "-") {
            return None;
        }
        c.next();
        let (b, _) = c.float().ok()?;
        if !matches!(c.peek(), None | Some(Tok::Comma) | Some(Tok::RParen)) {
            return None;
        }
        let (a, b) = (f64::from(first), f64::from(b));
        let r = match op.as_str() {
            "/" => a / b,
            "*" => a * b,
            "+" => a + b,
            _ => a - b,
        };
        Some(r as f32).filter(|r| r.is_finite())
    }

    /// `(x, y, z, w)` of integers, each taken modulo 256.
    fn int4(c: &mut Cursor<'_>) -> Res<[u8; 4]> {
        c.expect(Tok::LParen, "`(`")?;
        let mut v = [0u8; 4];
        for (i, slot) in v.iter_mut().enumerate() {
            if i > 0 {
                c.comma()?;
            }
            *slot = c.int_component()?.0;
        }
        c.expect(Tok::RParen, "`)`")?;
        Ok(v)
    }

    pub(super) fn push_constant(&mut self, d: usize, constant: Constant, span: Span) -> Res<()> {
        if self.dvles[d].constants.len() >= MAX_CONSTANT {
            return err_code(
                "pica/too-many-constants",
                span,
                format!("too many constants (limit is {MAX_CONSTANT})"),
            );
        }
        self.dvles[d].constants.push(constant);
        Ok(())
    }

    /// `.constf NAME(x, y, z, w)`, `.consti NAME(x, y, z, w)`: allocated
    /// from the top of uniform space (picasso's local allocation).
    pub(super) fn dir_const(&mut self, c: &mut Cursor<'_>, kind: UniformKind) -> Res<()> {
        let d = self.dvle();
        let (name, span) = self.new_name(c, "a constant name")?;
        let value = if kind == UniformKind::Float {
            Ok(self.float4(c)?)
        } else {
            Err(Self::int4(c)?)
        };
        c.finish()?;
        let Some(pos) = self.alloc_for(kind).alloc_local(1) else {
            return err_code(
                "pica/uniform-space-exhausted",
                span,
                format!("not enough uniform registers left for the constant `{name}`"),
            );
        };
        let reg = reg_from_uniform_id(pos);
        let constant = match value {
            Ok(f) => Constant::float(reg.index as u16, f.map(f24::encode_truncating)),
            Err(i) => Constant::int(reg.index as u16, i),
        };
        self.push_constant(d, constant, span)?;
        self.aliases.insert(name.to_string(), Alias::plain(reg));
        Ok(())
    }

    /// `.constfa NAME[]` / `.constfa NAME[N]`, then `.constfa (x, y, z, w)`
    /// lines, then `.end`.
    pub(super) fn dir_constfa(&mut self, c: &mut Cursor<'_>, stmt: Span) -> Res<()> {
        let in_array = matches!(
            self.stack.last(),
            Some(Block {
                kind: BlockKind::Array(_),
                ..
            })
        );
        if !in_array {
            let (name, span) = c.ident("an array name")?;
            c.expect(Tok::LBracket, "`[`")?;
            let size = if c.peek() == Some(Tok::RBracket) {
                None
            } else {
                let (n, nspan) = c.integer("the array size")?;
                if n == 0 {
                    return err_code(
                        "pica/empty-array",
                        nspan,
                        "an array needs at least one element",
                    );
                }
                Some(u32::try_from(n).unwrap_or(u32::MAX))
            };
            c.expect(Tok::RBracket, "`]`")?;
            c.finish()?;
            let pos = self.code.len();
            return self.push_block(
                BlockKind::Array(ConstArray {
                    name: name.to_string(),
                    name_span: span,
                    size,
                    values: Vec::new(),
                }),
                pos,
                stmt,
            );
        }
        let values = self.float4(c)?;
        c.finish()?;
        if let Some(Block {
            kind: BlockKind::Array(array),
            ..
        }) = self.stack.last_mut()
        {
            if let Some(size) = array.size
                && array.values.len() as u32 >= size
            {
                return err_code(
                    "pica/array-too-many-elements",
                    stmt,
                    format!("too many elements in the array, expected {size}"),
                );
            }
            array.values.push(values);
        }
        Ok(())
    }

    pub(super) fn end_array(&mut self, mut array: ConstArray, stmt: Span) -> Res<()> {
        if self.aliases.contains_key(&array.name) {
            return err_code(
                "pica/duplicate-name",
                array.name_span,
                format!("`{}` is already defined", array.name),
            );
        }
        if let Some(size) = array.size {
            array.values.resize(size as usize, [0.0; 4]);
        }
        if array.values.is_empty() {
            return err_code(
                "pica/empty-array",
                stmt,
                format!("no elements have been given for the array `{}`", array.name),
            );
        }
        let count = array.values.len() as u32;
        let Some(pos) = self.alloc_for(UniformKind::Float).alloc_local(count) else {
            return err_code(
                "pica/uniform-space-exhausted",
                array.name_span,
                format!(
                    "not enough float uniforms left for the array `{}`",
                    array.name
                ),
            );
        };
        let d = self.dvle();
        if self.dvles[d].constants.len() + array.values.len() > MAX_CONSTANT {
            return err_code(
                "pica/too-many-constants",
                stmt,
                format!("too many constants (limit is {MAX_CONSTANT})"),
            );
        }
        for (i, v) in array.values.iter().enumerate() {
            let reg = reg_from_uniform_id(pos + i as u32);
            self.dvles[d].constants.push(Constant::float(
                reg.index as u16,
                v.map(f24::encode_truncating),
            ));
        }
        self.aliases
            .insert(array.name, Alias::plain(reg_from_uniform_id(pos)));
        Ok(())
    }

    /// `.setf cN(x, y, z, w)`, `.seti iN(x, y, z, w)`: a constant for an
    /// explicit register, without allocation.
    pub(super) fn dir_set(&mut self, c: &mut Cursor<'_>, kind: UniformKind) -> Res<()> {
        let d = self.dvle();
        let syn = c.operand("a register")?;
        let r = self.resolve(&syn, false)?;
        let constant = if kind == UniformKind::Float {
            if r.reg.file != RegFile::Const {
                return err_code(
                    "pica/wrong-register-file",
                    syn.span,
                    format!("`.setf` needs a float uniform (c0..c95), found {}", r.reg),
                );
            }
            let v = self.float4(c)?;
            Constant::float(r.reg.index as u16, v.map(f24::encode_truncating))
        } else {
            if r.reg.file != RegFile::Int {
                return err_code(
                    "pica/wrong-register-file",
                    syn.span,
                    format!("`.seti` needs an integer uniform (i0..i3), found {}", r.reg),
                );
            }
            let v = Self::int4(c)?;
            Constant::int(r.reg.index as u16, v)
        };
        c.finish()?;
        self.push_constant(d, constant, syn.span)
    }

    /// `.setb bN VALUE`.
    pub(super) fn dir_setb(&mut self, c: &mut Cursor<'_>) -> Res<()> {
        let d = self.dvle();
        let reg = self.uniform_operand(c, RegFile::Bool)?;
        let span = c.span();
        let text = c.text(&span).to_ascii_lowercase();
        let value = match text.as_str() {
            "true" | "on" | "1" => true,
            "false" | "off" | "0" => false,
            _ if c.at_end() => return Err(c.unexpected("a boolean value").into()),
            _ => {
                return err_code(
                    "pica/bad-boolean",
                    span,
                    "expected a boolean value (true, false, on, off, 1, 0)",
                );
            }
        };
        c.next();
        c.finish()?;
        self.push_constant(d, Constant::bool(reg.index as u16, value), span)
    }
}
