//! What an operand names: a variable, an element of an array (constant or
//! relative index, §2.X.4.2), or a geometry attribute chosen by vertex
//! (NV_geometry_program4 Table X.2: `pos[v]`, `t[v][i]`).

use super::{Checker, Symbol, rule};
use crate::ast::*;
use shasm_ir::{File, Indirect};

/// A direct register, or a relative base and offset.
pub(super) type Register = Result<u32, (Indirect, i32)>;

/// What an operand names: the variable, its file, the register, and for
/// a geometry attribute whose vertex is chosen at run time
/// (`t[A0.x][1]`), the vertex's index register and constant offset.
pub(super) type Element = (Symbol, File, Register, Option<(Indirect, u32)>);

impl Checker {
    fn symbol(&mut self, name: &Ident) -> Option<Symbol> {
        match self.symbols.get(&name.text) {
            Some(d) => Some(d.symbol.clone()),
            None => {
                let mut d = rule(
                    "gp4/undeclared-name",
                    name.span.clone(),
                    format!("`{}` is not declared", shasm_diag::clip(&name.text)),
                );
                // Names the checker makes up (`x.copy`) are no suggestion.
                let declared = self
                    .symbols
                    .keys()
                    .map(String::as_str)
                    .filter(|k| !k.contains('.'));
                if let Some(help) = shasm_diag::did_you_mean(&name.text, declared) {
                    d = d.with_label(help);
                }
                self.errors.push(d);
                None
            }
        }
    }

    /// The element a name or `name[index]` selects: its file, the direct
    /// register or the relative base, and the declared type; for a
    /// geometry attribute indexed by a variable vertex (`t[A0.x][1]`),
    /// also the vertex's index register and constant offset.
    pub(super) fn element(&mut self, base: &Base, span: &Span) -> Option<Element> {
        let (name, index, index_span, second) = match base {
            Base::Name(n) => (n, None, span.clone(), None),
            Base::Element {
                array,
                index,
                index_span,
                element,
            } => (array, Some(index), index_span.clone(), element.as_ref()),
            _ => return None,
        };
        let sym = self.symbol(name)?;
        if let Symbol::VertexAttrib { .. } = sym {
            return self.vertex_element(name, sym, index.map(|i| (i, index_span)), second);
        }
        if let Some((_, second_span)) = second {
            self.errors.push(rule(
                "gp4/not-an-array",
                second_span.clone(),
                format!(
                    "`{}` takes one index (two only for a geometry attribute array declared without `[m]`)",
                    name.text
                ),
            ));
            return None;
        }
        match (index, sym.is_array()) {
            (None, true) => {
                self.errors.push(rule(
                    "gp4/array-needs-index",
                    name.span.clone(),
                    format!(
                        "`{}` is an array: name an element (`{}[0]`)",
                        name.text, name.text
                    ),
                ));
                None
            }
            (Some(_), false) => {
                self.errors.push(rule(
                    "gp4/not-an-array",
                    index_span,
                    format!("`{}` is not an array", name.text),
                ));
                None
            }
            (None, false) => {
                let (file, reg) = sym.reg(0)?;
                Some((sym, file, Ok(reg), None))
            }
            (Some(index), true) => {
                if !self.relative_bindings(name, index, &index_span) {
                    return None;
                }
                let sym = if matches!(index, Index::Relative { .. }) && !sym.contiguous() {
                    self.copied_array(name, sym)
                } else {
                    sym
                };
                let reg = self.array_index(name, &sym, index, index_span)?;
                let file = sym.reg(0)?.0;
                Some((sym, file, reg, None))
            }
        }
    }

    /// notes §9.1 item 7: a relative access of `name` must not make a
    /// binding appear twice among the arrays accessed relatively
    /// ([`super::relative`]).
    fn relative_bindings(&mut self, name: &Ident, index: &Index, span: &Span) -> bool {
        if !matches!(index, Index::Relative { .. }) {
            return true;
        }
        let Some(binding) = self.relative_arrays.relative_use(&name.text) else {
            return true;
        };
        self.errors.push(rule(
            "gp4/relative-binding-reused",
            span.clone(),
            format!(
                "{} is bound more than once in arrays accessed with relative addressing (`{}` is one); a binding may appear in one such array, once",
                binding.describe(),
                shasm_diag::clip(&name.text)
            ),
        ));
        false
    }

    /// Element `index` of the array `sym`: its register, or a relative
    /// base and offset (§2.X.4.2).
    fn array_index(
        &mut self,
        name: &Ident,
        sym: &Symbol,
        index: &Index,
        index_span: Span,
    ) -> Option<Register> {
        match index {
            Index::Absolute(k) => {
                if *k >= sym.len() {
                    self.errors.push(rule(
                        "gp4/index-out-of-range",
                        index_span,
                        format!(
                            "index {k} is past the end of `{}` ({} elements)",
                            name.text,
                            sym.len()
                        ),
                    ));
                    return None;
                }
                Some(Ok(sym.reg(*k)?.1))
            }
            Index::Relative {
                name: var,
                component,
                offset,
            } => {
                if *offset < 0 || *offset >= i64::from(sym.len()) {
                    self.errors.push(rule(
                        "gp4/index-out-of-range",
                        index_span,
                        format!(
                            "the offset {offset} is outside 0..{} of `{}`",
                            sym.len() - 1,
                            name.text
                        ),
                    ));
                    return None;
                }
                let base = self.index_variable(var, *component)?;
                if !sym.contiguous() {
                    // Relatively read PARAM arrays are made contiguous
                    // (`copied_array`); the other arrays bind consecutive
                    // registers by construction.
                    self.errors.push(rule(
                        "gp4/internal",
                        name.span.clone(),
                        "internal error: a relatively addressed array whose bindings are not consecutive registers",
                    ));
                    return None;
                }
                let first = sym.reg(0)?.1;
                let offset = i32::try_from(i64::from(first) + offset).ok()?;
                Some(Err((base, offset)))
            }
        }
    }

    /// The register of a relative index `[var.c + k]`: a scalar INT, UINT
    /// or typeless TEMP (§2.X.4.2).
    fn index_variable(&mut self, var: &Ident, component: u8) -> Option<Indirect> {
        let index_sym = self.symbol(var)?;
        let Symbol::Temp {
            first,
            size: None,
            ty,
        } = index_sym
        else {
            self.errors.push(rule(
                "gp4/bad-index-variable",
                var.span.clone(),
                "a relative index must be a scalar TEMP variable",
            ));
            return None;
        };
        if ty.is_some_and(|t| !t.is_integer()) {
            self.errors.push(rule(
                "gp4/bad-index-variable",
                var.span.clone(),
                "a relative index must be an INT, UINT or typeless TEMP",
            ));
            return None;
        }
        Some(Indirect::new(File::Temp, first, component))
    }

    /// `pos[v]` or `t[v][i]` of a geometry attribute declared without
    /// `[m]` (NV_geometry_program4 Table X.2): the first index is the
    /// vertex, a constant in range of PRIMITIVE_IN or `[var.c + k]`; an
    /// array takes a second index, its element.
    fn vertex_element(
        &mut self,
        name: &Ident,
        sym: Symbol,
        vertex: Option<(&Index, Span)>,
        element: Option<&(Index, Span)>,
    ) -> Option<Element> {
        let Symbol::VertexAttrib {
            vertices, array, ..
        } = sym
        else {
            return None;
        };
        let Some((vertex, vertex_span)) = vertex else {
            self.errors.push(rule(
                "gp4/array-needs-index",
                name.span.clone(),
                format!(
                    "`{0}` is bound without `[m]`, an array indexed by vertex: name the vertex (`{0}[0]`)",
                    name.text
                ),
            ));
            return None;
        };
        let element = match (array, element) {
            (true, None) => {
                self.errors.push(rule(
                    "gp4/array-needs-index",
                    vertex_span,
                    format!(
                        "`{0}` is an array indexed by vertex: name the vertex and the element (`{0}[0][0]`)",
                        name.text
                    ),
                ));
                return None;
            }
            (false, Some((_, span))) => {
                self.errors.push(rule(
                    "gp4/not-an-array",
                    span.clone(),
                    format!(
                        "`{}` is not an array: its one index is the vertex",
                        name.text
                    ),
                ));
                return None;
            }
            (true, Some((index, span))) => {
                if !self.relative_bindings(name, index, span) {
                    return None;
                }
                self.array_index(name, &sym, index, span.clone())?
            }
            (false, None) => Ok(sym.reg(0)?.1),
        };
        let out_of_range = |what: String| {
            rule(
                "gp4/vertex-out-of-range",
                vertex_span.clone(),
                format!(
                    "{what}: the input primitive has {vertices} vertices (0 to {})",
                    vertices.saturating_sub(1)
                ),
            )
        };
        match vertex {
            Index::Absolute(m) if *m >= vertices => {
                self.errors
                    .push(out_of_range(format!("vertex {m} does not exist")));
                None
            }
            Index::Absolute(m) => {
                // The flat register of vertex `m` (split into `IN[m][k]`
                // by `two_dimensional_inputs`).
                let flat = |k: u32| crate::geometry::vertex_register(*m, k);
                let reg = match element {
                    Ok(k) => Ok(flat(k)),
                    Err((base, k)) => {
                        Err((base, i32::try_from(flat(u32::try_from(k).ok()?)).ok()?))
                    }
                };
                Some((sym, File::Input, reg, None))
            }
            Index::Relative {
                name: var,
                component,
                offset,
            } => {
                let Some(offset) = u32::try_from(*offset).ok().filter(|o| *o < vertices) else {
                    self.errors.push(out_of_range(format!(
                        "the vertex offset {offset} is outside 0..{}",
                        vertices.saturating_sub(1)
                    )));
                    return None;
                };
                let index = self.index_variable(var, *component)?;
                Some((sym, File::Input, element, Some((index, offset))))
            }
        }
    }
}
