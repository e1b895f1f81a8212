//! Bindings of arrays accessed with relative addressing (notes §1.4, §9.1
//! item 7). §2.X.3.2: "attribute bindings may be used in no more than one
//! array variable accessed with relative addressing"; §2.X.3.5 says the
//! same of result bindings; §2.X.3.3: "A program will fail to load if any
//! program parameter binding is used more than once in a single array
//! accessed using relative addressing or used at least once in two or more
//! arrays accessed using relative addressing."
//!
//! Whether an array is accessed relatively is known at its first relative
//! access, so the rule is checked there: the error position is that
//! access, the point where a one-pass assembler finds the conflict.
//!
//! Literal constants (`{1, 2, 3, 4}`, `2`) are not counted as bindings
//! here: the rule exists because a GL state or parameter vector has one
//! home, which a relatively read array must not duplicate; a constant has
//! no such home (shasm copies it into the array), so repeating one is
//! harmless. This is our resolution of the spec's silence on constants.

use crate::ast::{Attrib, ParamItem, ResultBinding};
use shasm_ir::StateBinding;
use std::collections::HashMap;

/// One binding, as the rule compares them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum BindingKey {
    Attrib(Attrib),
    Result(ResultBinding),
    Env(u32),
    Local(u32),
    State(StateBinding),
}

impl BindingKey {
    /// What a diagnostic calls the binding.
    pub(crate) fn describe(self) -> String {
        match self {
            BindingKey::Attrib(a) => format!("`{}`", crate::lower::attrib_name(a)),
            BindingKey::Result(r) => format!("`{}`", crate::lower::result_name(r)),
            BindingKey::Env(n) => format!("`program.env[{n}]`"),
            BindingKey::Local(n) => format!("`program.local[{n}]`"),
            BindingKey::State(s) => format!("`{s}`"),
        }
    }

    /// The bindings of PARAM items, constants left out (see the module
    /// documentation).
    pub(crate) fn of_params<'a>(items: impl Iterator<Item = &'a ParamItem>) -> Vec<BindingKey> {
        let mut out = Vec::new();
        for item in items {
            match item {
                ParamItem::Env { first, last } => out.extend((*first..=*last).map(BindingKey::Env)),
                ParamItem::Local { first, last } => {
                    out.extend((*first..=*last).map(BindingKey::Local))
                }
                ParamItem::State(states) => {
                    out.extend(states.iter().map(|s| BindingKey::State(*s)))
                }
                ParamItem::Constant(_) => {}
            }
        }
        out
    }
}

#[derive(Debug)]
struct BoundArray {
    bindings: Vec<BindingKey>,
    relative: bool,
}

/// The array variables declared with bindings, by name (an ALIAS names
/// the same array).
#[derive(Debug, Default)]
pub(crate) struct RelativeArrays {
    arrays: Vec<BoundArray>,
    by_name: HashMap<String, usize>,
}

impl RelativeArrays {
    /// An array variable `name` bound to `bindings`, in order.
    pub(crate) fn declare(&mut self, name: &str, bindings: Vec<BindingKey>) {
        if self.by_name.contains_key(name) {
            return;
        }
        self.by_name.insert(name.to_string(), self.arrays.len());
        self.arrays.push(BoundArray {
            bindings,
            relative: false,
        });
    }

    /// `ALIAS name = target`.
    pub(crate) fn alias(&mut self, name: &str, target: &str) {
        if let Some(&id) = self.by_name.get(target) {
            self.by_name.entry(name.to_string()).or_insert(id);
        }
    }

    /// A relative access of the array `name`: on its first one, the binding
    /// that breaks the rule, if any (used twice in this array, or already
    /// used by another relatively accessed array).
    pub(crate) fn relative_use(&mut self, name: &str) -> Option<BindingKey> {
        let id = *self.by_name.get(name)?;
        if self.arrays.get(id)?.relative {
            return None;
        }
        let mut seen: HashMap<BindingKey, usize> = HashMap::new();
        for (k, array) in self.arrays.iter().enumerate() {
            if k != id && !array.relative {
                continue;
            }
            for &b in &array.bindings {
                if let Some(&other) = seen.get(&b)
                    && (other == id || k == id)
                {
                    return Some(b);
                }
                seen.insert(b, k);
            }
        }
        if let Some(array) = self.arrays.get_mut(id) {
            array.relative = true;
        }
        None
    }
}
