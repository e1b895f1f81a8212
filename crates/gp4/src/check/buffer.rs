//! Parameter buffer declarations (NV_parameter_buffer_object, §2.X.3.4 of
//! NV_gpu_program4 as it edits it; notes §8.6, §9.1 item 18).

use super::{Checker, Symbol, rule};
use crate::ast::{BufferItem, Declared, Span, VarMods};
use crate::parser::buffer_elements;

impl Checker {
    pub(super) fn buffer(
        &mut self,
        mods: &VarMods,
        four: bool,
        decl: &Declared,
        items: &[(BufferItem, Span)],
    ) {
        self.mods(mods, if four { "BUFFER4" } else { "BUFFER" });
        let ty = mods.ty.as_ref().map(|(t, _)| *t);
        let Some((first_item, first_span)) = items.first() else {
            return;
        };
        let binding = first_item.binding;
        // "all bindings assigned to the array must use the same binding
        // point and must increase consecutively" (§2.X.3.4).
        if let Some((_, span)) = items.iter().find(|(i, _)| i.binding != binding) {
            self.errors.push(rule(
                "gp4/bad-array-bindings",
                span.clone(),
                format!("the bindings of a buffer array must all use binding point {binding}"),
            ));
            return;
        }
        // "A program will fail to load if a variable declared as "BUFFER"
        // and another variable declared as "BUFFER4" use the same buffer
        // binding point" (§2.X.3.4).
        match self.buffer_kinds.get(&binding) {
            Some(prev) if *prev != four => {
                self.errors.push(rule(
                    "gp4/buffer-kind-conflict",
                    first_span.clone(),
                    format!(
                        "binding point {binding} is already used by a {} variable; BUFFER and BUFFER4 cannot share one",
                        if *prev { "BUFFER4" } else { "BUFFER" }
                    ),
                ));
                return;
            }
            Some(_) => {}
            None => {
                self.buffer_kinds.insert(binding, four);
            }
        }
        // `program.buffer[a]`: elements 0 to n-1, n the declared size or
        // else the implementation's maximum (§2.X.3.4).
        let whole = match &decl.array {
            Some(Some((n, _))) => *n,
            _ => buffer_elements(four),
        };
        let mut elements: Vec<u32> = Vec::new();
        for (item, _) in items {
            match item.elements {
                Some((b, c)) => elements.extend(b..=c),
                None => elements.extend(0..whole),
            }
        }
        if !elements.windows(2).all(|w| w[1] == w[0].wrapping_add(1)) {
            self.errors.push(rule(
                "gp4/bad-array-bindings",
                first_span.clone(),
                "the elements bound to a buffer array must increase consecutively",
            ));
            return;
        }
        if !self.array_size(decl, elements.len() as u64) {
            return;
        }
        let (Some(&first), Some(&last)) = (elements.first(), elements.last()) else {
            self.errors.push(rule(
                "gp4/bad-array-size",
                decl.name.span.clone(),
                "an array size must be positive",
            ));
            return;
        };
        self.layout.buffer(binding, first, last, ty);
        self.declare(
            &decl.name,
            Symbol::Buffer {
                binding,
                first,
                len: last - first + 1,
                four,
                array: decl.array.is_some(),
                ty,
            },
        );
    }
}
