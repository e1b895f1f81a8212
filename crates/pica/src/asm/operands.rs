//! Operands: aliases and register literals resolved to registers.

use super::*;

impl Assembler {
    /// Resolve an operand: alias or register literal, offset, relative
    /// addressing, swizzle composition and negation.
    pub(super) fn resolve(&mut self, op: &OperandSyntax<'_>, allow_index: bool) -> Res<Operand> {
        let base = match self.aliases.get(op.name) {
            Some(a) => *a,
            None => Alias::plain(self.register_literal(op.name, &op.name_span)?),
        };
        let mut reg = base.reg;
        let mut idx = None;
        if let Some((ix, ix_span)) = &op.index {
            let offset = match ix {
                IndexSyntax::Offset(o) => *o,
                IndexSyntax::Relative(r, o) => {
                    if !allow_index {
                        return err_code(
                            "pica/relative-not-allowed",
                            ix_span.clone(),
                            "relative addressing is not allowed in this operand",
                        );
                    }
                    idx = Some(*r);
                    *o
                }
            };
            let index = reg.index.saturating_add(offset);
            if index >= reg.file.size() {
                return err_code(
                    "pica/register-out-of-range",
                    op.span.clone(),
                    format!(
                        "`{}` is past the last {} register, {}{}",
                        op_text(op),
                        reg.file.name(),
                        reg.file.prefix(),
                        reg.file.size() - 1
                    ),
                );
            }
            reg.index = index;
        }
        if idx.is_some() && reg.file != RegFile::Const {
            return err_code(
                "pica/relative-not-allowed",
                op.index.as_ref().map_or(op.span.clone(), |i| i.1.clone()),
                format!(
                    "relative addressing only applies to float uniforms (c0..c95), not to {reg}"
                ),
            );
        }
        let mut swizzle = base.swizzle;
        if let Some((text, span)) = &op.swizzle {
            let outer = Swizzle::parse(text, true).ok_or_else(|| {
                Diagnostic::error(span.clone(), format!("invalid swizzle `.{text}`"))
                    .with_code("pica/bad-swizzle")
            })?;
            swizzle = base.swizzle.then(outer);
        }
        Ok(Operand {
            reg,
            swizzle,
            negate: base.negate ^ op.negate,
            idx,
        })
    }

    pub(super) fn register_literal(&mut self, name: &str, span: &Span) -> Res<Reg> {
        let mut chars = name.chars();
        let prefix = chars.next().unwrap_or(' ');
        let digits = chars.as_str();
        let file = RegFile::from_prefix(prefix);
        let valid_digits = !digits.is_empty()
            && digits.bytes().all(|b| b.is_ascii_digit())
            && (digits.len() == 1 || !digits.starts_with('0'));
        let (Some(file), true) = (file, valid_digits) else {
            let hint = if looks_like_register(name) && file.is_none() {
                " (register names are lower case)"
            } else if looks_like_register(name) {
                " (register numbers are decimal)"
            } else {
                ""
            };
            // One error per unknown name: its later uses follow from it.
            if !self.unknown_names.insert(name.to_string()) {
                return Err(Fail::Quiet);
            }
            let mut d = Diagnostic::error(
                span.clone(),
                format!("unknown register or alias `{}`{hint}", clipped(name)),
            )
            .with_code("pica/unknown-name")
            .with_note("later uses of this name in the file are not reported");
            if hint.is_empty()
                && let Some(help) =
                    shasm_diag::did_you_mean(name, self.aliases.keys().map(String::as_str))
            {
                d = d.with_label(help);
            }
            return Err(d.into());
        };
        // Digits past u32 (`r` and ten thousand digits) are out of range
        // like any other number past the file's end.
        let index: u32 = digits.parse().unwrap_or(u32::MAX);
        let limit = if file == RegFile::Output {
            let d = self.dvle();
            self.dvles[d].max_output()
        } else {
            file.size()
        };
        if index >= limit {
            let extra = if file == RegFile::Output && limit == 7 {
                " (geometry shaders can only write o0..o6)"
            } else {
                ""
            };
            return err_code(
                "pica/register-out-of-range",
                span.clone(),
                format!(
                    "there is no {} register `{}`; the last one is {}{}{extra}",
                    file.name(),
                    clipped(name),
                    file.prefix(),
                    limit - 1
                ),
            );
        }
        Ok(Reg::new(file, index))
    }
}

pub(super) fn op_text(op: &OperandSyntax<'_>) -> String {
    let mut s = String::new();
    if op.negate {
        s.push('-');
    }
    s.push_str(op.name);
    if let Some((ix, _)) = &op.index {
        let _ = match ix {
            IndexSyntax::Offset(o) => write!(s, "[{o}]"),
            IndexSyntax::Relative(r, 0) => write!(s, "[{}]", r.name()),
            IndexSyntax::Relative(r, o) => write!(s, "[{}+{o}]", r.name()),
        };
    }
    s
}
