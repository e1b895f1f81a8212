//! Instructions: opcode, suffixes, operand count and branch targets.

use super::{InstInfo, Operand, PResult, Parser};
use crate::lexer::Kind;
use crate::ops;
use shasm_diag::Diagnostic;
use shasm_ir::ops::typed::{self, WordType};
use shasm_ir::{
    Extra, File, InstId, InstSpans, Instruction, Opcode, Saturate, Span, TexRef, TexTarget,
};

impl<'s> Parser<'s> {
    // ---- instructions ----------------------------------------------------

    pub(super) fn instruction(&mut self) -> PResult<()> {
        if self.program.instructions.len() >= self.max_instructions {
            // crate::limits::MAX_INSTRUCTIONS: one diagnostic, at the first
            // instruction past the limit, and the parser stops there.
            self.over_limit = true;
            let limit = self.max_instructions;
            return Err(Diagnostic::error(
                self.peek().span.clone(),
                format!("more than {limit} instructions, the most shasm reads in a TGSI program"),
            )
            .with_code("tgsi/too-many-instructions")
            .with_note("a limit of shasm's own: TGSI sets none"));
        }
        let op_tok = self.bump();
        let written = self.text(&op_tok);
        let op_span = op_tok.span.clone();
        let mut base = written.to_ascii_uppercase();
        let mut saturate = false;
        if let Some(b) = base.strip_suffix("_PRECISE") {
            // `_PRECISE` forbids reassociation; the IR never reassociates.
            base = b.to_string();
        }
        if let Some(b) = base.strip_suffix("_SAT") {
            saturate = true;
            base = b.to_string();
        }
        let integer = ops::lookup_integer(&base);
        let found = ops::lookup(&base)
            .map(|op| (op.name, op.opcode))
            .or(integer.map(|op| (op.name, op.opcode)));
        let Some((op_name, opcode)) = found else {
            if ops::RESOURCE_OPS.contains(&base.as_str()) {
                return Err(Diagnostic::error(
                    op_span,
                    format!(
                        "`{written}` is a resource or memory op: shasm does not run resource or \
                         memory ops (buffers, images, shared memory, atomics, barriers)"
                    ),
                )
                .with_code("tgsi/unsupported-resource-op"));
            }
            let unsupported = ops::UNSUPPORTED_MESA_OPS.contains(&base.as_str());
            let (code, message) = if unsupported {
                (
                    "tgsi/unsupported-opcode",
                    format!("opcode `{written}` is not supported"),
                )
            } else {
                ("tgsi/unknown-opcode", format!("unknown opcode `{written}`"))
            };
            let mut d = Diagnostic::error(op_span, message).with_code(code);
            if !unsupported {
                let known = ops::TGSI_OPS
                    .iter()
                    .map(|o| o.name)
                    .chain(ops::INTEGER_OPS.iter().map(|o| o.name));
                if let Some(help) = shasm_diag::did_you_mean(&base, known) {
                    d = d.with_label(help);
                }
            }
            return Err(d);
        };
        self.flow_opcode = opcode.is_flow();
        let has_dst = opcode.has_dst();
        if saturate && !has_dst {
            return Err(Diagnostic::error(
                op_span,
                format!("`_SAT` needs an instruction with a destination; `{op_name}` has none"),
            )
            .with_code("tgsi/saturate-without-destination"));
        }
        let typed = typed::is_typed(opcode);
        let float_result = matches!(typed::result_type(opcode), WordType::F32 | WordType::F64);
        if saturate && (integer.is_some() || typed && !float_result) {
            // tgsi.rst: saturation clamps floats to [0, 1]; integer results
            // have no such modifier.
            return Err(Diagnostic::error(
                op_span,
                format!("`_SAT` applies to float results; `{op_name}` has an integer one"),
            )
            .with_code("tgsi/saturate-on-integer"));
        }
        let nsrc = ops::num_srcs(opcode);
        let texture = ops::is_texture(opcode);
        // TGSI's SAMPLE family names a view (and a sampler) after its first
        // source instead of a sampler and a target at the end.
        let view_op = opcode.uses_sampler_view();
        let extra_operands = if view_op {
            1 + usize::from(opcode.takes_sampler())
        } else if texture {
            2
        } else {
            0
        };
        // DFRACEXP writes two destinations (tgsi.rst, Double ISA).
        let ndst = usize::from(has_dst) + usize::from(opcode.has_dst2());
        let expected = ndst + nsrc + extra_operands;
        let optional_stream = matches!(opcode, Opcode::Emit | Opcode::Endprim);

        // The operands up to the first one too many (the one an error
        // points at) are kept; the rest of a hostile line is only counted.
        let mut operands = Vec::new();
        let mut count = 0usize;
        if self.on_line() && self.peek().kind != Kind::Colon {
            operands.push(self.operand()?);
            count = 1;
            while self.eat(Kind::Comma) {
                // Operands keep their spans, not token positions.
                self.forget_read_tokens();
                if self.peek().kind == Kind::Eof {
                    return Err(self.unexpected("an operand after `,`"));
                }
                let o = self.operand_any_line()?;
                count += 1;
                if operands.len() <= expected {
                    operands.push(o);
                }
            }
        }
        let count_ok = count == expected || (optional_stream && count == 1);
        if texture && count > expected {
            return Err(Diagnostic::error(
                operands[expected].span(),
                "texture offsets are not supported",
            )
            .with_code("tgsi/unsupported-texture-offset"));
        }
        if !count_ok {
            let what = if view_op {
                let mut parts = vec!["a destination", "an address", "a sampler view"];
                if opcode.takes_sampler() {
                    parts.push("a sampler");
                }
                let more = match nsrc {
                    2 => " and 1 more source",
                    3 => " and 2 more sources",
                    _ => "",
                };
                format!("{}{more}", parts.join(", "))
            } else {
                describe_operands(ndst, nsrc, texture)
            };
            let message = format!(
                "`{}` takes {expected} operand{} ({what}), found {}",
                op_name,
                if expected == 1 { "" } else { "s" },
                count
            );
            let span = operands
                .get(expected)
                .map_or(op_span.clone(), Operand::span);
            return Err(Diagnostic::error(span, message).with_code("tgsi/operand-count"));
        }

        let mut inst = Instruction::new(opcode);
        if let Some(op) = integer {
            inst.modifiers.data_type = op.data_type;
            inst.modifiers.mul = op.mul;
        }
        inst.modifiers.saturate = if saturate {
            Saturate::ZeroOne
        } else {
            Saturate::None
        };
        let mut info = InstInfo {
            op_span: op_span.clone(),
            ..InstInfo::default()
        };
        let mut spans = InstSpans::default();
        let mut rest = operands.into_iter();
        let mut view_parts = None;
        if has_dst && let Some(o) = rest.next() {
            let (dst, span) = self.dst_operand(o)?;
            inst.dst = Some(dst);
            spans.dst = span;
        }
        if opcode.has_dst2()
            && let Some(o) = rest.next()
        {
            let (dst, span) = self.dst_operand(o)?;
            inst.dst2 = Some(Box::new(dst));
            info.dst2_span = span;
        }
        if optional_stream {
            if let Some(o) = rest.next() {
                info.stream = Some(self.src_operand(o)?);
            }
        } else {
            let mut sources: Vec<Operand> = Vec::with_capacity(nsrc);
            if view_op {
                sources.extend(rest.next());
                view_parts = Some((rest.next(), opcode.takes_sampler().then(|| rest.next())));
                sources.extend(rest.by_ref().take(nsrc.saturating_sub(1)));
            } else {
                sources.extend(rest.by_ref().take(nsrc));
            }
            for o in sources {
                let (src, span) = self.src_operand(o)?;
                let k = inst.src.len();
                if src.abs && typed && !typed::operand_type(opcode, k).takes_abs() {
                    // tgsi.rst, Modifiers: "For inputs which have signed or
                    // unsigned type only the negate modifier is supported".
                    return Err(Diagnostic::error(
                        span.range(),
                        format!(
                            "`|...|` applies to float operands; operand {} of `{op_name}` is an integer",
                            k + 1
                        ),
                    )
                    .with_code("tgsi/absolute-on-integer"));
                }
                if k == 0
                    && matches!(
                        opcode,
                        Opcode::InterpCentroid | Opcode::InterpSample | Opcode::InterpOffset
                    )
                    && src.file() != File::Input
                {
                    // tgsi.rst, Interpolation ISA: "The first argument of
                    // each of these must come from TGSI_FILE_INPUT".
                    return Err(Diagnostic::error(
                        span.range(),
                        format!(
                            "`{op_name}` interpolates an input: its first operand must be `IN[...]`"
                        ),
                    )
                    .with_code("tgsi/interpolate-non-input"));
                }
                if src.abs && integer.is_some() {
                    // tgsi.rst, Source Modifiers: absolute value is a
                    // floating-point modifier; integers have negation only.
                    return Err(Diagnostic::error(
                        span.range(),
                        format!("`|...|` applies to float operands; `{op_name}` takes integers"),
                    )
                    .with_code("tgsi/absolute-on-integer"));
                }
                inst.src.push(src);
                spans.src.push(span);
            }
        }
        if let Some((view, sampler)) = view_parts {
            let (unit, target, view_span) = self.view_operand(view, opcode)?;
            if let Some(sampler) = sampler {
                let (sampler_unit, sampler_span) = self.sampler_operand(sampler)?;
                if sampler_unit != unit {
                    // A shasm texture unit holds one texture with its
                    // sampler state: the view and the sampler are one unit.
                    return Err(Diagnostic::error(
                        sampler_span,
                        format!(
                            "`{op_name}` samples SVIEW[{unit}] with SAMP[{sampler_unit}]: shasm's \
                             texture units pair view n with sampler n"
                        ),
                    )
                    .with_code("tgsi/unsupported-sampler-view"));
                }
                info.sampler_span = Some(sampler_span);
            }
            let compares = matches!(opcode, Opcode::SampleC | Opcode::SampleCLz);
            let target = if compares {
                shadow_of(target).ok_or_else(|| {
                    Diagnostic::error(
                        view_span.clone(),
                        format!(
                            "`{op_name}` compares depths; a {} view has no depth comparison",
                            target.name()
                        ),
                    )
                    .with_code("tgsi/unsupported-texture-target")
                })?
            } else {
                target
            };
            if opcode == Opcode::SampleCLz
                && matches!(target, TexTarget::ShadowCube | TexTarget::ShadowArray2D)
            {
                // Their reference takes .w, where the level-zero lookup
                // puts its level of detail.
                return Err(Diagnostic::error(
                    view_span,
                    format!(
                        "`{op_name}` of a {} view is not supported",
                        target.texture().name()
                    ),
                )
                .with_code("tgsi/unsupported-texture-target"));
            }
            if opcode == Opcode::Gather4 && !matches!(target, TexTarget::Tex2D | TexTarget::Rect) {
                return Err(Diagnostic::error(
                    view_span,
                    format!(
                        "`GATHER4` of a {} view is not supported (2D and RECT are)",
                        target.name()
                    ),
                )
                .with_code("tgsi/unsupported-texture-target"));
            }
            inst.extra = Extra::Texture(TexRef {
                unit,
                target,
                offset: None,
            });
        } else if texture {
            let (unit, sampler_span) = self.sampler_operand(rest.next())?;
            let target = self.target_operand(rest.next())?;
            if opcode == Opcode::Tg4 && !matches!(target, TexTarget::Tex2D | TexTarget::Rect) {
                return Err(Diagnostic::error(
                    sampler_span,
                    format!(
                        "`TG4` of a {} texture is not supported (2D and RECT are)",
                        target.name()
                    ),
                )
                .with_code("tgsi/unsupported-texture-target"));
            }
            info.sampler_span = Some(sampler_span);
            inst.extra = Extra::Texture(TexRef {
                unit,
                target,
                offset: None,
            });
        }
        if self.at(Kind::Colon) {
            let colon = self.bump();
            if !ops::is_branch(opcode) {
                return Err(Diagnostic::error(
                    colon.span,
                    format!("`{op_name}` takes no `:label` target"),
                )
                .with_code("tgsi/unexpected-label"));
            }
            let (target, target_span) = self.uint("an instruction index after `:`")?;
            if opcode == Opcode::Cal {
                let Some(target) = InstId::new(target) else {
                    return Err(Diagnostic::error(
                        target_span,
                        format!("`CAL` target {target} is out of range"),
                    )
                    .with_code("tgsi/bad-call-target"));
                };
                inst.extra = Extra::Label(target);
            }
            // The targets of IF/ELSE/loops are recomputed from the block
            // structure by the checker (tgsi_exec never reads them, and
            // Mesa's dumps print `:0` for them).
        }
        let end = self.prev_end();
        spans.inst = Span::from(op_span.start..end.max(op_span.end));
        self.end_statement()?;
        self.program.instructions.push(inst);
        self.program.spans.push(spans);
        self.insts.push(info);
        Ok(())
    }
}

/// The shadow target whose lookups compare with the depth of a view's
/// target (SAMPLE_C), if it has one.
fn shadow_of(target: TexTarget) -> Option<TexTarget> {
    Some(match target {
        TexTarget::Tex1D => TexTarget::Shadow1D,
        TexTarget::Tex2D => TexTarget::Shadow2D,
        TexTarget::Rect => TexTarget::ShadowRect,
        TexTarget::Array1D => TexTarget::ShadowArray1D,
        TexTarget::Array2D => TexTarget::ShadowArray2D,
        TexTarget::Cube => TexTarget::ShadowCube,
        t if t.is_shadow() => t,
        _ => return None,
    })
}

fn describe_operands(ndst: usize, nsrc: usize, texture: bool) -> String {
    let mut parts = Vec::new();
    match ndst {
        0 => {}
        1 => parts.push("a destination".to_string()),
        n => parts.push(format!("{n} destinations")),
    }
    match nsrc {
        0 => {}
        1 => parts.push("a source".into()),
        n => parts.push(format!("{n} sources")),
    }
    if texture {
        parts.push("a sampler".into());
        parts.push("a texture target".into());
    }
    match parts.len() {
        0 => "none".into(),
        1 => parts.remove(0),
        _ => {
            let last = parts.pop().unwrap_or_default();
            format!("{} and {last}", parts.join(", "))
        }
    }
}
