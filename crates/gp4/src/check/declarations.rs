//! Declarations: TEMP, ATTRIB, OUTPUT and PARAM with their modifiers,
//! arrays and bindings (notes §1.4 to §1.6, §7.2; §9.1 items 5 to 11).

use super::relative::BindingKey;
use super::{Checker, Symbol, rule};
use crate::ast::*;
use crate::lower::{self, attrib_step, result_step};
use crate::table::{ProgramKind, Ty};
use shasm_ir::{Binding, File};

impl Checker {
    /// The size and interpolation modifier rules (notes §1.4, §7.2).
    pub(super) fn mods(&mut self, mods: &VarMods, what: &str) {
        if let Some((long, span)) = &mods.size {
            let ok = match what {
                "TEMP" => true,
                "OUTPUT" => !long,
                _ => false,
            };
            if !ok {
                self.errors.push(rule(
                    "gp4/bad-modifier",
                    span.clone(),
                    format!(
                        "{} is not allowed on {what} (LONG only on TEMP, SHORT only on TEMP and OUTPUT)",
                        if *long { "LONG" } else { "SHORT" }
                    ),
                ));
            }
        }
        if what != "ATTRIB" || self.kind != ProgramKind::Fragment {
            for s in [&mods.flat, &mods.centroid, &mods.noperspective]
                .into_iter()
                .flatten()
            {
                self.errors.push(rule(
                    "gp4/bad-modifier",
                    s.clone(),
                    "interpolation modifiers are allowed on fragment program ATTRIBs only",
                ));
            }
        } else if let (Some(flat), true) = (
            &mods.flat,
            mods.centroid.is_some() || mods.noperspective.is_some(),
        ) {
            self.errors.push(rule(
                "gp4/bad-modifier",
                flat.clone(),
                "FLAT excludes CENTROID and NOPERSPECTIVE",
            ));
        }
    }

    pub(super) fn temp(&mut self, mods: &VarMods, names: &[Declared]) {
        self.mods(mods, "TEMP");
        let ty = mods.ty.as_ref().map(|(t, _)| *t);
        for d in names {
            let size = match &d.array {
                None => None,
                Some(None) => {
                    self.errors.push(rule(
                        "gp4/bad-array-size",
                        d.name.span.clone(),
                        "a TEMP array needs a size (`TEMP a[4];`)",
                    ));
                    continue;
                }
                Some(Some((0, span))) => {
                    self.errors.push(rule(
                        "gp4/bad-array-size",
                        span.clone(),
                        "an array size must be positive",
                    ));
                    continue;
                }
                Some(Some((n, span))) => {
                    let limit = self.temporary_limit();
                    if *n > limit {
                        self.errors.push(rule(
                            "gp4/too-many-temporaries",
                            span.clone(),
                            format!(
                                "more than {limit} temporaries (MAX_PROGRAM_TEMPORARIES_ARB{})",
                                self.fog_note()
                            ),
                        ));
                        continue;
                    }
                    Some(*n)
                }
            };
            if self.symbols.contains_key(&d.name.text) {
                self.declare(&d.name, Symbol::Temp { first: 0, size, ty });
                continue;
            }
            let first = self.layout.temp(&d.name.text, size.unwrap_or(1), ty);
            self.declare(&d.name, Symbol::Temp { first, size, ty });
        }
    }

    /// The declared size of an array against its binding count.
    pub(super) fn array_size(&mut self, decl: &Declared, count: u64) -> bool {
        if let Some(Some((n, span))) = &decl.array
            && u64::from(*n) != count
        {
            self.errors.push(rule(
                "gp4/array-size-mismatch",
                span.clone(),
                format!("the array is declared with {n} elements but binds {count}"),
            ));
            return false;
        }
        true
    }

    /// The bindings of an ATTRIB, one per element (`vertex.attrib[1..3]`
    /// is three), as many as the declared size, of one kind and
    /// consecutive (§2.X.3.2); `None` with the error reported.
    fn attrib_list(
        &mut self,
        decl: &Declared,
        bindings: &[(Attrib, u32, Span)],
    ) -> Option<Vec<(Attrib, Span)>> {
        let mut list = Vec::new();
        for (a, n, span) in bindings {
            for k in 0..*n {
                list.push((attrib_step(*a, k), span.clone()));
            }
        }
        if !self.array_size(decl, list.len() as u64) {
            return None;
        }
        // One binding is trivially consecutive.
        if !consecutive(
            list.iter().map(|(a, _)| lower::input_index(*a)),
            list.iter().map(|(a, _)| std::mem::discriminant(a)),
        ) {
            self.errors.push(rule(
                "gp4/bad-array-bindings",
                bindings
                    .first()
                    .map_or(decl.name.span.clone(), |b| b.2.clone()),
                "the bindings of an attribute array must be of one kind and consecutive",
            ));
            return None;
        }
        Some(list)
    }

    pub(super) fn attrib(
        &mut self,
        mods: &VarMods,
        decl: &Declared,
        bindings: &[(Attrib, u32, Span)],
    ) {
        self.mods(mods, "ATTRIB");
        let ty = mods.ty.as_ref().map(|(t, _)| *t);
        if self.geometry.is_some()
            && bindings
                .iter()
                .any(|(a, _, _)| matches!(a, Attrib::GeometryVertex { vertex: None, .. }))
        {
            self.vertex_attrib(ty, decl, bindings);
            return;
        }
        let Some(list) = self.attrib_list(decl, bindings) else {
            return;
        };
        let mut regs = Vec::new();
        for (a, span) in &list {
            if self.kind == ProgramKind::Fragment {
                let interp = (
                    mods.flat.is_some(),
                    mods.centroid.is_some(),
                    mods.noperspective.is_some(),
                );
                if interp != (false, false, false)
                    && matches!(
                        a,
                        Attrib::FragmentPosition
                            | Attrib::FragmentFacing
                            | Attrib::FragmentFogCoord
                            | Attrib::FragmentClip(_)
                    )
                {
                    self.errors.push(rule(
                        "gp4/bad-modifier",
                        span.clone(),
                        format!(
                            "`{}` takes no interpolation modifier",
                            lower::attrib_name(*a)
                        ),
                    ));
                }
                if ty.is_some_and(Ty::is_integer) && mods.flat.is_none() {
                    self.errors.push(rule(
                        "gp4/integer-attrib-needs-flat",
                        span.clone(),
                        "an INT or UINT fragment attribute must be declared FLAT",
                    ));
                }
                // Primary and secondary colour share their modifiers.
                let key = match a {
                    Attrib::FragmentColor { .. } => Attrib::FragmentColor { secondary: false },
                    other => *other,
                };
                match self.interpolation.get(&key) {
                    Some(prev) if *prev != interp => self.errors.push(rule(
                        "gp4/interpolation-conflict",
                        span.clone(),
                        format!(
                            "`{}` is already declared with other interpolation modifiers",
                            lower::attrib_name(*a)
                        ),
                    )),
                    Some(_) => {}
                    None => {
                        self.interpolation.insert(key, interp);
                    }
                }
            }
            if let Some(g) = &self.geometry
                && !crate::geometry::check_attrib(g, *a, span, &mut self.errors)
            {
                return;
            }
            let Some(r) = self.use_attrib(*a, span) else {
                return;
            };
            if let Some(entry) = self.layout.inputs.get_mut(&r) {
                if ty.is_some() {
                    entry.1.ty = ty;
                }
                if mods.flat.is_some() {
                    entry.1.interpolation = Some(shasm_ir::Interpolation::Constant);
                } else if mods.noperspective.is_some() {
                    entry.1.interpolation = Some(shasm_ir::Interpolation::Linear);
                }
            }
            regs.push(r);
        }
        if decl.array.is_some() && !self.symbols.contains_key(&decl.name.text) {
            let keys = list.iter().map(|(a, _)| BindingKey::Attrib(*a)).collect();
            self.relative_arrays.declare(&decl.name.text, keys);
        }
        self.declare(
            &decl.name,
            Symbol::Attrib {
                regs,
                array: decl.array.is_some(),
                ty,
            },
        );
    }

    /// A geometry ATTRIB bound without `[m]` (NV_geometry_program4 Table
    /// X.2: "If "[m]" is not specified, the declared variable is accessed
    /// as an array, with the first array index specifying the vertex
    /// number. If such a variable is declared an array, it must have a
    /// second array index"): `ATTRIB pos = vertex.position;`, read
    /// `pos[v]`; `ATTRIB t[] = { vertex.texcoord[0..3] };`, read `t[v][i]`.
    /// Every binding leaves `[m]` out; each (vertex, element) register is
    /// declared.
    fn vertex_attrib(&mut self, ty: Option<Ty>, decl: &Declared, bindings: &[(Attrib, u32, Span)]) {
        let Some(vertices) = self.geometry.as_ref().map(|g| g.input_vertices()) else {
            return;
        };
        if let Some((_, _, span)) = bindings
            .iter()
            .find(|(a, _, _)| !matches!(a, Attrib::GeometryVertex { vertex: None, .. }))
        {
            self.errors.push(rule(
                "gp4/bad-array-bindings",
                span.clone(),
                "the bindings of an attribute array indexed by vertex all leave out `[m]` (`vertex.texcoord[0..3]`)",
            ));
            return;
        }
        let Some(list) = self.attrib_list(decl, bindings) else {
            return;
        };
        let mut regs = Vec::new();
        for m in 0..vertices {
            for (a, span) in &list {
                let Attrib::GeometryVertex { binding, .. } = *a else {
                    return;
                };
                let a = Attrib::GeometryVertex {
                    vertex: Some(m),
                    binding,
                };
                let Some(r) = self.use_attrib(a, span) else {
                    return;
                };
                if let Some(entry) = self.layout.inputs.get_mut(&r)
                    && ty.is_some()
                {
                    entry.1.ty = ty;
                }
                if m == 0 {
                    regs.push(r);
                }
            }
        }
        if decl.array.is_some() && !self.symbols.contains_key(&decl.name.text) {
            let keys = list.iter().map(|(a, _)| BindingKey::Attrib(*a)).collect();
            self.relative_arrays.declare(&decl.name.text, keys);
        }
        self.declare(
            &decl.name,
            Symbol::VertexAttrib {
                regs,
                vertices,
                array: decl.array.is_some(),
                ty,
            },
        );
    }

    /// The input register of an attribute; the vp rule that a conventional
    /// attribute and the generic one it aliases are not both used.
    pub(super) fn use_attrib(&mut self, a: Attrib, span: &Span) -> Option<u32> {
        let r = lower::input_index(a);
        match self.attrib_users.get(&r) {
            Some(prev) if *prev != a => {
                self.errors.push(rule(
                    "gp4/attrib-alias-conflict",
                    span.clone(),
                    format!(
                        "`{}` and `{}` are the same attribute; a program may bind only one of them",
                        lower::attrib_name(a),
                        lower::attrib_name(*prev)
                    ),
                ));
                return None;
            }
            _ => {
                self.attrib_users.insert(r, a);
            }
        }
        Some(self.layout.use_attrib(a))
    }

    pub(super) fn output(
        &mut self,
        mods: &VarMods,
        decl: &Declared,
        bindings: &[(ResultBinding, u32, Span)],
    ) {
        self.mods(mods, "OUTPUT");
        let ty = mods.ty.as_ref().map(|(t, _)| *t);
        if decl.array.is_some() && self.kind == ProgramKind::Fragment {
            self.errors.push(rule(
                "gp4/fragment-result-array",
                decl.name.span.clone(),
                "fragment program results cannot be arrays",
            ));
            return;
        }
        let mut list = Vec::new();
        for (b, n, span) in bindings {
            for k in 0..*n {
                list.push((result_step(*b, k), span.clone()));
            }
        }
        if !self.array_size(decl, list.len() as u64) {
            return;
        }
        if decl.array.is_some()
            && !consecutive(
                list.iter().map(|(b, _)| lower::result_index(*b)),
                list.iter().map(|(b, _)| std::mem::discriminant(b)),
            )
        {
            self.errors.push(rule(
                "gp4/bad-array-bindings",
                bindings
                    .first()
                    .map_or(decl.name.span.clone(), |b| b.2.clone()),
                "the bindings of a result array must be of one kind and consecutive",
            ));
            return;
        }
        let mut regs = Vec::new();
        for (b, span) in &list {
            let Some(r) = self.use_result(*b, span) else {
                return;
            };
            if ty.is_some()
                && let Some(e) = self.layout.outputs.get_mut(&r)
            {
                e.1 = ty;
            }
            regs.push(r);
        }
        if decl.array.is_some() && !self.symbols.contains_key(&decl.name.text) {
            let keys = list.iter().map(|(b, _)| BindingKey::Result(*b)).collect();
            self.relative_arrays.declare(&decl.name.text, keys);
        }
        self.declare(
            &decl.name,
            Symbol::Output {
                regs,
                array: decl.array.is_some(),
                ty,
            },
        );
    }

    pub(super) fn use_result(&mut self, b: ResultBinding, span: &Span) -> Option<u32> {
        if let ResultBinding::FragColor(n) = b
            && n > 0
            && !self.options.draw_buffers
        {
            self.errors.push(rule(
                "gp4/option-required",
                span.clone(),
                "`result.color[n]` needs `OPTION ARB_draw_buffers;` (or ATI_draw_buffers)",
            ));
            return None;
        }
        Some(self.layout.use_result(b))
    }

    pub(super) fn param(&mut self, mods: &VarMods, decl: &Declared, items: &[(ParamItem, Span)]) {
        self.mods(mods, "PARAM");
        let ty = mods.ty.as_ref().map(|(t, _)| *t);
        let total: u64 = items.iter().map(|(i, _)| i.len()).sum();
        if !self.array_size(decl, total) {
            return;
        }
        if decl.array.is_none() && total != 1 {
            self.errors.push(rule(
                "gp4/single-param-multiple",
                items
                    .first()
                    .map_or(decl.name.span.clone(), |i| i.1.clone()),
                "a single PARAM binds one vector (use an array for a matrix or a range)",
            ));
            return;
        }
        let mut regs = Vec::new();
        let cty = ty.unwrap_or(Ty::Float);
        for (item, span) in items {
            match item {
                ParamItem::Env { first, last } => {
                    regs.extend((*first..=*last).map(|n| (File::Const, n)))
                }
                ParamItem::Local { first, last } => {
                    regs.extend((*first..=*last).map(|n| (File::Const, self.layout.env_len + n)))
                }
                ParamItem::State(states) => {
                    for s in states {
                        let r = if decl.array.is_some() {
                            self.layout
                                .new_const(Binding::State(*s), s.to_string(), None)
                        } else {
                            self.layout.state(*s, Some(&decl.name.text))
                        };
                        regs.push((File::Const, r));
                    }
                }
                ParamItem::Constant(c) => {
                    let Some(bits) = self.constant_bits(c, cty, span) else {
                        return;
                    };
                    let spelling = if decl.array.is_some() {
                        format!("{}[{}]", decl.name.text, regs.len())
                    } else {
                        decl.name.text.clone()
                    };
                    regs.push((File::Const, self.layout.preset_const(spelling, bits, ty)));
                }
            }
        }
        let limit = self.parameter_limit();
        if self.layout.env_len + self.layout.local_len + self.layout.consts.len() as u32 > limit {
            self.errors.push(rule(
                "gp4/too-many-parameters",
                decl.name.span.clone(),
                format!(
                    "more than {limit} parameters (MAX_PROGRAM_PARAMETERS_ARB{})",
                    self.fog_note()
                ),
            ));
            return;
        }
        if decl.array.is_some() && !self.symbols.contains_key(&decl.name.text) {
            let keys = BindingKey::of_params(items.iter().map(|(i, _)| i));
            self.relative_arrays.declare(&decl.name.text, keys);
        }
        self.declare(
            &decl.name,
            Symbol::Param {
                regs,
                array: decl.array.is_some(),
                ty,
            },
        );
    }

    /// The four words of a constant in type `ty` (notes §1.5): `{a}` is
    /// (a, 0, 0, 1), a scalar replicates; a float in an integer context, a
    /// negative value in an unsigned one and a too large integer fail.
    pub(super) fn constant_bits(&mut self, c: &Constant, ty: Ty, _span: &Span) -> Option<[u32; 4]> {
        let mut words = Vec::new();
        for (n, span) in &c.values {
            let w = match (*n, ty) {
                (Number::Float(f) | Number::BigInt(f), Ty::Float) => f.to_bits(),
                (Number::BigInt(_), _) => {
                    self.errors.push(rule(
                        "gp4/constant-out-of-range",
                        span.clone(),
                        format!("the constant does not fit a 32-bit {} integer", ty.name()),
                    ));
                    return None;
                }
                (Number::Int { value, negative }, Ty::Float) => {
                    let v = value as f32;
                    (if negative { -v } else { v }).to_bits()
                }
                (Number::Float(_), _) => {
                    self.errors.push(rule(
                        "gp4/float-in-integer-context",
                        span.clone(),
                        format!("a float constant where {} integers are required", ty.name()),
                    ));
                    return None;
                }
                (
                    Number::Int {
                        negative: true,
                        value,
                    },
                    Ty::Unsigned,
                ) if value != 0 => {
                    self.errors.push(rule(
                        "gp4/negative-unsigned",
                        span.clone(),
                        "a negative constant where unsigned integers are required",
                    ));
                    return None;
                }
                (Number::Int { value, negative }, Ty::Signed) => {
                    // notes §11.6: -2147483648 fits; above 0x7FFFFFFF does not.
                    let limit = if negative {
                        1u64 << 31
                    } else {
                        (1u64 << 31) - 1
                    };
                    if value > limit {
                        self.errors.push(rule(
                            "gp4/constant-out-of-range",
                            span.clone(),
                            "the constant does not fit a signed 32-bit integer",
                        ));
                        return None;
                    }
                    (if negative {
                        (value as i64).wrapping_neg()
                    } else {
                        value as i64
                    }) as i32 as u32
                }
                (Number::Int { value, .. }, Ty::Unsigned) => match u32::try_from(value) {
                    Ok(v) => v,
                    Err(_) => {
                        self.errors.push(rule(
                            "gp4/constant-out-of-range",
                            span.clone(),
                            "the constant does not fit an unsigned 32-bit integer",
                        ));
                        return None;
                    }
                },
            };
            words.push(w);
        }
        if c.scalar {
            let w = words.first().copied().unwrap_or(0);
            return Some([w; 4]);
        }
        let one = match ty {
            Ty::Float => 1.0f32.to_bits(),
            _ => 1,
        };
        let mut out = [0, 0, 0, one];
        for (slot, w) in out.iter_mut().zip(words) {
            *slot = w;
        }
        Some(out)
    }
}

/// Whether registers increase by one and the kinds agree.
fn consecutive<K: PartialEq>(
    regs: impl Iterator<Item = u32>,
    kinds: impl Iterator<Item = K>,
) -> bool {
    let regs: Vec<u32> = regs.collect();
    let kinds: Vec<K> = kinds.collect();
    regs.windows(2).all(|w| w[1] == w[0] + 1) && kinds.windows(2).all(|w| w[0] == w[1])
}
