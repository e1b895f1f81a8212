//! Operands: destinations, sources, swizzles, results and relative
//! addressing, checked and turned into IR operands.

use super::*;

impl Checker<'_> {
    /// The address register `name` names; a diagnostic (undeclared, or
    /// declared as something else) and `None` otherwise.
    fn address_register(&mut self, name: &Ident) -> Option<u32> {
        let Some(Symbol::Address(a)) = self.lookup(name) else {
            if self.symbols.contains_key(&name.text) {
                self.errors.push(rule(
                    "arb/not-an-address-register",
                    name.span.clone(),
                    format!("`{}` is not an address register", crate::clip(&name.text)),
                ));
            }
            return None;
        };
        Some(a)
    }

    /// NV_vertex_program3 `vertex.attrib[A + n]` / `vertex.texcoord[A +
    /// n]`: "a vertex attribute number <a> is computed by adding the
    /// current value of the address register component and <n>" (§2.14.3.1).
    /// Every generic attribute (texture coordinate set) is declared, since
    /// the index picks one at run time; a number outside them reads (0, 0,
    /// 0, 0) where the spec leaves it undefined.
    pub(super) fn relative_attrib(
        &mut self,
        base: Attrib,
        index: &ArrayIndex,
    ) -> Option<(File, i32, Option<Indirect>)> {
        let ArrayIndex::Relative {
            address,
            offset,
            component,
        } = index
        else {
            return None;
        };
        let a = self.address_register(address)?;
        let (count, element): (u32, fn(u32) -> VertexAttrib) = match base {
            Attrib::Vertex(VertexAttrib::TexCoord(_)) => {
                (self.profile.texture_coords, VertexAttrib::TexCoord)
            }
            _ => (self.profile.vertex_attribs, VertexAttrib::Generic),
        };
        for n in 0..count {
            self.layout.use_attrib(Attrib::Vertex(element(n)));
        }
        let base = crate::lower::input_index(base) as i32;
        Some((
            File::Input,
            base + offset,
            Some(Indirect::new(File::Address, a, *component)),
        ))
    }

    pub(super) fn dst(&mut self, d: &crate::ast::Dst, form: Form) -> Option<IrDst> {
        let mut indirect = None;
        let (file, index) = match &d.reg {
            Reg::ResultRelative { index } if !is_address(form) => {
                let (index, ind) = self.relative_result(index, &d.reg_span)?;
                indirect = Some(ind);
                (File::Output, index)
            }
            Reg::Result(b) => {
                self.check_result(*b, d.reg_span.clone());
                self.result(*b, d.reg_span.clone())?
            }
            Reg::Name(n) => match self.lookup(n)? {
                Symbol::Temp(t) if !is_address(form) => (File::Temp, t),
                Symbol::Output(b, size) if !is_address(form) => {
                    let out = self.result(b, d.reg_span.clone())?;
                    self.sized_write(out.1, size, &n.span)?;
                    out
                }
                Symbol::Address(a) if is_address(form) => (File::Address, a),
                Symbol::OutputRelative(index) if !is_address(form) => {
                    let (index, ind) = self.relative_result(&index, &n.span)?;
                    indirect = Some(ind);
                    (File::Output, index)
                }
                // "Vertex program attribute variables are read-only"
                // (§2.14.3.1; fragment programs §3.11.3.1).
                Symbol::Attrib(_) | Symbol::AttribRelative(..) => {
                    self.errors.push(
                        rule(
                            "arb/write-input",
                            n.span.clone(),
                            format!(
                                "`{}` is an input (ATTRIB) and cannot be written",
                                crate::clip(&n.text)
                            ),
                        )
                        .with_label("an input"),
                    );
                    return None;
                }
                _ => {
                    let what = if is_address(form) {
                        "an address register"
                    } else {
                        "a temporary or a result"
                    };
                    self.errors.push(rule(
                        "arb/bad-destination",
                        n.span.clone(),
                        format!("`{}` is not {what}", crate::clip(&n.text)),
                    ));
                    return None;
                }
            },
            _ => {
                self.errors.push(rule(
                    "arb/bad-destination",
                    d.reg_span.clone(),
                    "only temporaries and results can be written",
                ));
                return None;
            }
        };
        // NV_vertex_program2_option: <addrUseW> ::= <addrVarName>
        // <optAddrWriteMask> (four-component address registers).
        let four = self.kind == ProgramKind::Vertex && self.level() > BASE;
        let mask = match &d.mask {
            None if form == Form::AddressLoad && !four => {
                self.errors.push(rule(
                    "arb/syntax",
                    d.span.clone(),
                    "ARL writes an address register through `.x`",
                ));
                return None;
            }
            None => WriteMask::XYZW,
            Some((text, span)) => {
                let fp = self.kind == ProgramKind::Fragment;
                let ok_letters = text.chars().all(|c| "xyzw".contains(c))
                    || (fp && text.chars().all(|c| "rgba".contains(c)));
                match WriteMask::parse_ordered(text, fp).filter(|_| ok_letters) {
                    Some(m) if form != Form::AddressLoad || four || m == WriteMask::X => m,
                    _ => {
                        self.errors.push(rule(
                            "arb/bad-mask",
                            span.clone(),
                            format!("`.{}` is not a write mask here", crate::clip(text)),
                        ));
                        return None;
                    }
                }
            }
        };
        if form == Form::AddressPop {
            // NV_vertex_program3 §2.14.5.43: "a program will fail to load
            // if it includes a component write mask other than ".xyzw" or
            // a condition code write mask test other than "TR"."
            let bad = if mask != WriteMask::XYZW {
                d.mask.as_ref().map(|(_, span)| span.clone())
            } else {
                d.cc.as_ref()
                    .filter(|t| t.rule != shasm_ir::CondRule::Tr)
                    .map(|t| t.rule_span.clone())
            };
            if let Some(span) = bad {
                self.errors.push(rule(
                    "arb/bad-mask",
                    span,
                    "POPA writes the whole address register: no write mask but `.xyzw`, no condition but TR",
                ));
                return None;
            }
            return Some(IrDst::new(file, index).masked(mask));
        }
        let mut out = IrDst::new(file, index).masked(mask);
        out.indirect = indirect;
        if let Some(t) = &d.cc {
            out.cond = Some(self.cc_test(t)?);
        }
        Some(out)
    }

    /// NV_vertex_program3 `result.texcoord[A + n]`: "a texture coordinate
    /// number <c> is computed by adding the current value of the address
    /// register component and <n>" (§2.14.3.4). `OUT[7 + n]` written
    /// relative to the address register; every texture coordinate result
    /// is declared. A write past them is undefined in the spec ("may
    /// overwrite other programs results"); the interpreter drops it.
    pub(super) fn relative_result(
        &mut self,
        index: &ArrayIndex,
        span: &Span,
    ) -> Option<(u32, Indirect)> {
        let ArrayIndex::Relative {
            address,
            offset,
            component,
        } = index
        else {
            return None;
        };
        let a = self.address_register(address)?;
        let base = crate::lower::result_index(ResultBinding::TexCoord(0)) as i32 + offset;
        let Ok(base) = u32::try_from(base) else {
            // The IR's destination index is not negative.
            self.errors.push(rule(
                "arb/unsupported",
                span.clone(),
                "shasm cannot yet write result.texcoord relative to an address register with an offset below -7",
            ));
            return None;
        };
        for n in 0..self.profile.texture_coords {
            self.layout.use_result(ResultBinding::TexCoord(n));
        }
        Some((base, Indirect::new(File::Address, a, *component)))
    }

    /// A condition-code test on the one condition-code register of the
    /// NV options (CC0).
    pub(crate) fn cc_test(&mut self, t: &CcTest) -> Option<shasm_ir::CondTest> {
        let swizzle = match &t.swizzle {
            None => Swizzle::IDENTITY,
            Some((text, span)) => {
                let fp = self.kind == ProgramKind::Fragment;
                let n = text.chars().count();
                let letters_ok = swizzle_letters_ok(text, fp);
                match Swizzle::parse(text, fp).filter(|_| letters_ok && (n == 1 || n == 4)) {
                    Some(s) => s,
                    None => {
                        self.errors.push(rule(
                            "arb/bad-swizzle",
                            span.clone(),
                            format!("`.{}` is not a condition-code swizzle", crate::clip(text)),
                        ));
                        return None;
                    }
                }
            }
        };
        Some(shasm_ir::CondTest::new(
            u32::from(t.register),
            t.rule,
            swizzle,
        ))
    }

    pub(super) fn result(&mut self, b: ResultBinding, span: Span) -> Option<(File, u32)> {
        if b == ResultBinding::Position && self.options.position_invariant {
            // ARB_vertex_program §2.14.4.5.1: "a position-invariant vertex
            // program ... will fail to load if it writes result.position".
            self.errors.push(rule(
                "arb/position-invariant-write",
                span,
                "a program with OPTION ARB_position_invariant may not write result.position",
            ));
            return None;
        }
        Some((File::Output, self.layout.use_result(b)))
    }

    pub(super) fn src(&mut self, s: &crate::ast::Src, form: Form) -> Option<IrSrc> {
        let (file, index, indirect) = match &s.reg {
            Reg::Attrib(Attrib::Fragment(FragmentAttrib::TexCoordLoop(n))) => {
                self.loop_indexed_texcoord(*n, &s.reg_span)?
            }
            Reg::AttribRelative { attrib, index } => self.relative_attrib(*attrib, index)?,
            Reg::Attrib(a) => {
                self.use_attrib(*a, s.reg_span.clone());
                (File::Input, crate::lower::input_index(*a) as i32, None)
            }
            Reg::Param(item) => {
                self.count_parameter(item, &s.reg_span);
                let (f, i) = *self.layout.param(item, None, false).first()?;
                (f, i as i32, None)
            }
            Reg::Result(_) | Reg::ResultRelative { .. } => return None,
            Reg::Name(n) => match self.lookup(n)? {
                Symbol::Attrib(Attrib::Fragment(FragmentAttrib::TexCoordLoop(k))) => {
                    self.loop_indexed_texcoord(k, &s.reg_span)?
                }
                Symbol::Attrib(a) => (File::Input, crate::lower::input_index(a) as i32, None),
                Symbol::AttribRelative(a, index) => self.relative_attrib(a, &index)?,
                Symbol::Temp(t) => (File::Temp, t as i32, None),
                Symbol::Param {
                    elements,
                    array: false,
                } => {
                    let (f, i) = *elements.first()?;
                    (f, i as i32, None)
                }
                Symbol::Address(a) if reads_address(form) => (File::Address, a as i32, None),
                Symbol::Param { array: true, .. } => {
                    self.errors.push(rule(
                        "arb/array-without-index",
                        n.span.clone(),
                        format!(
                            "`{}` is an array: read one element, `{}[n]`",
                            n.text, n.text
                        ),
                    ));
                    return None;
                }
                _ => {
                    self.errors.push(rule(
                        "arb/bad-source",
                        n.span.clone(),
                        format!("`{}` cannot be read as a source", crate::clip(&n.text)),
                    ));
                    return None;
                }
            },
            Reg::Element {
                array,
                index,
                index_span,
            } => {
                let Some(Symbol::Param {
                    elements,
                    array: true,
                }) = self.lookup(array)
                else {
                    if self.symbols.contains_key(&array.text) {
                        self.errors.push(rule(
                            "arb/not-an-array",
                            array.span.clone(),
                            format!("`{}` is not a parameter array", crate::clip(&array.text)),
                        ));
                    }
                    return None;
                };
                match index {
                    ArrayIndex::Absolute(n) => match elements.get(*n as usize) {
                        Some((f, i)) => (*f, *i as i32, None),
                        None => {
                            self.errors.push(rule(
                                "arb/array-index-out-of-range",
                                index_span.clone(),
                                format!(
                                    "`{}` has {} elements; index {n} is past its end",
                                    array.text,
                                    elements.len()
                                ),
                            ));
                            return None;
                        }
                    },
                    ArrayIndex::Relative {
                        address,
                        offset,
                        component,
                    } => {
                        if self.kind == ProgramKind::Fragment {
                            self.errors.push(rule(
                                "arb/syntax",
                                index_span.clone(),
                                "fragment programs have no relative addressing",
                            ));
                            return None;
                        }
                        let a = self.address_register(address)?;
                        let (f, base) = *elements.first()?;
                        (
                            f,
                            base as i32 + offset,
                            Some(Indirect::new(File::Address, a, *component)),
                        )
                    }
                }
            }
        };
        if reads_address(form) && (file != File::Address || s.swizzle.is_some()) {
            // <ARAop_instruction>, <ASTACKop_instruction>:
            // <instOperandAddrVNS> ::= <addrVarName>.
            self.errors.push(rule(
                "arb/bad-source",
                s.span.clone(),
                "ARA and PUSHA read an address register, without a swizzle",
            ));
            return None;
        }
        let swizzle = if reads_address(form) {
            Swizzle::IDENTITY
        } else {
            self.swizzle(s, form)?
        };
        let mut src = IrSrc::new(file, 0).swizzled(swizzle);
        src.set_index(index);
        src.set_indirect(indirect);
        src.negate = s.negate;
        src.abs = s.abs;
        Some(src)
    }

    pub(super) fn swizzle(&mut self, s: &crate::ast::Src, form: Form) -> Option<Swizzle> {
        // NV_vertex_program2_option: <ARLop_src> ::= <instOperandV>
        // (*** instead of <instOperandS>).
        let scalar = form.scalar_sources() && !(form == Form::AddressLoad && self.level() > BASE);
        let fp = self.kind == ProgramKind::Fragment;
        let Some((text, span)) = &s.swizzle else {
            if scalar && s.scalar_constant && self.level() > BASE {
                // NV_fragment_program_option and NV_vertex_program2_option
                // (grammar changes): "<paramUseS> ::= <constantScalar>
                // (*** instead of <constantScalar> <scalarSuffix>)": a
                // scalar constant is read without a suffix.
                return Swizzle::parse("x", fp);
            }
            if scalar {
                // <scalarSrcReg> ::= <optionalSign> <srcReg> <scalarSuffix>
                self.errors.push(rule(
                    "arb/scalar-operand",
                    s.span.clone(),
                    "this instruction reads a scalar: select one component (`.x`, `.y`, `.z` or `.w`)",
                ));
                return None;
            }
            return Some(Swizzle::IDENTITY);
        };
        let n = text.chars().count();
        let ok = swizzle_letters_ok(text, fp) && (n == 1 || (n == 4 && !scalar));
        match Swizzle::parse(text, fp).filter(|_| ok) {
            Some(sw) => Some(sw),
            None => {
                self.errors.push(rule(
                    "arb/bad-swizzle",
                    span.clone(),
                    format!("`.{}` is not a swizzle here", crate::clip(text)),
                ));
                None
            }
        }
    }
}

pub(super) fn is_address(form: Form) -> bool {
    matches!(
        form,
        Form::AddressLoad | Form::AddressAdd | Form::AddressPop
    )
}

/// The forms that read an address register as a whole (`<instOperandAddrVNS>`).
pub(super) fn reads_address(form: Form) -> bool {
    matches!(form, Form::AddressAdd | Form::AddressPush)
}

/// `<swizzleSuffix>`: letters all of `xyzw`, or (fragment programs,
/// ARB_fragment_program §3.11.4.2) all of `rgba`; never GLSL's `stpq`.
fn swizzle_letters_ok(text: &str, fragment: bool) -> bool {
    text.chars().all(|c| "xyzw".contains(c))
        || (fragment && text.chars().all(|c| "rgba".contains(c)))
}
