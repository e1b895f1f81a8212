//! The attribute and result component counts of §2.X.3.2 and §2.X.3.5
//! (PROGRAM_ATTRIB_COMPONENTS_NV, PROGRAM_RESULT_COMPONENTS_NV) and their
//! limits (MAX_PROGRAM_ATTRIB_COMPONENTS_NV, MAX_PROGRAM_RESULT_COMPONENTS_NV;
//! notes §9.1 item 23).
//!
//! The spec leaves the method of counting to the implementation, within
//! bounds: a binding component may be counted only if some operand reads
//! it through its swizzle (attributes) or writes it through its write mask
//! (results), the binding being referenced directly, through a declared
//! variable, or through an array variable one of whose bindings is so
//! referenced. shasm counts exactly this, with one simplification on the
//! side the spec allows (counting less): an array element is counted when
//! it is itself referenced, and every element of an array is counted when
//! the array is addressed relatively (any element may then be read or
//! written). Declared variables that no instruction uses count nothing.
//!
//! The counting runs on the finished IR, so that the instructions the
//! front end adds (ARB_position_invariant's transform, the fog code) are
//! counted like the program's own.
//!
//! Table X.21 gives the two limits no minimum. The values modelled are
//! ours, per program type ([`component_limits`]).

use super::{Symbol, rule};
use crate::table::ProgramKind;
use shasm_diag::Diagnostic;
use shasm_ir::{File, Program, SrcRegister};
use std::collections::BTreeMap;

/// MAX_PROGRAM_ATTRIB_COMPONENTS_NV and MAX_PROGRAM_RESULT_COMPONENTS_NV of
/// the implementation shasm models. The spec sets no minimum (Table X.21),
/// so these are our choices:
///
/// * vertex programs read at most 64 attribute components: the sixteen
///   four-component generic attributes (MAX_VERTEX_ATTRIBS), which the
///   conventional attributes alias, with `vertex.id` and `vertex.instance`
///   taking room among them; they write at most 128 result components;
/// * fragment programs read at most 128 attribute components and write
///   at most 36 (eight four-component colours and the depth: every
///   fragment program's results fit);
/// * geometry programs read at most 128 components of each input vertex
///   (every vertex has the same attributes: those a vertex program
///   writes) and write at most 128 result components per vertex emitted.
pub fn component_limits(kind: ProgramKind) -> (u32, u32) {
    match kind {
        ProgramKind::Vertex => (64, 128),
        ProgramKind::Fragment => (128, 36),
        ProgramKind::Geometry => (128, 128),
    }
}

/// The components each attribute and result register of a program uses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ComponentUse {
    /// Input register → components read (bit i: component i).
    pub attribs: BTreeMap<u32, u8>,
    /// Output register → components written.
    pub results: BTreeMap<u32, u8>,
}

impl ComponentUse {
    /// PROGRAM_ATTRIB_COMPONENTS_NV.
    pub fn attrib_components(&self) -> u32 {
        self.attribs.values().map(|m| m.count_ones()).sum()
    }

    /// PROGRAM_RESULT_COMPONENTS_NV.
    pub fn result_components(&self) -> u32 {
        self.results.values().map(|m| m.count_ones()).sum()
    }
}

/// The attribute and result arrays of a program, as the registers of
/// their elements: a relative access counts them all.
pub(super) struct Arrays {
    attribs: Vec<Vec<u32>>,
    results: Vec<Vec<u32>>,
}

impl Arrays {
    pub(super) fn of<'a>(symbols: impl Iterator<Item = &'a Symbol>, geometry: bool) -> Arrays {
        // A geometry program's per-vertex attribute registers are flat
        // (vertex × stride + register) while checking; the finished IR
        // reads register `flat % stride` of plane `vertex`.
        let per_vertex = |r: u32| {
            if geometry {
                crate::geometry::register_of_flat(r)
            } else {
                r
            }
        };
        let mut arrays = Arrays {
            attribs: Vec::new(),
            results: Vec::new(),
        };
        for s in symbols {
            match s {
                Symbol::Attrib { regs, array, .. } | Symbol::VertexAttrib { regs, array, .. }
                    if *array =>
                {
                    arrays
                        .attribs
                        .push(regs.iter().map(|&r| per_vertex(r)).collect())
                }
                Symbol::Output { regs, array, .. } if *array => arrays.results.push(regs.clone()),
                _ => {}
            }
        }
        arrays
    }
}

/// Count the components `p` uses.
pub(super) fn count(p: &Program, arrays: &Arrays) -> ComponentUse {
    let mut used = ComponentUse::default();
    let mark = |map: &mut BTreeMap<u32, u8>, regs: &[u32], mask: u8| {
        for &r in regs {
            *map.entry(r).or_default() |= mask;
        }
    };
    let array_of = |arrays: &[Vec<u32>], reg: u32| -> Option<Vec<u32>> {
        arrays.iter().find(|a| a.contains(&reg)).cloned()
    };
    for inst in &p.instructions {
        for src in &inst.src {
            if src.file() != File::Input {
                continue;
            }
            // §2.X.3.2: "the component is enabled for read by the swizzle
            // pattern".
            let mask = src.swizzle.0.iter().fold(0u8, |m, &c| m | 1 << (c & 3));
            match src.register {
                SrcRegister::Direct(reg) => mark(&mut used.attribs, &[reg.index()], mask),
                SrcRegister::Relative { offset, .. } => {
                    let Ok(reg) = u32::try_from(offset) else {
                        continue;
                    };
                    let regs = array_of(&arrays.attribs, reg).unwrap_or_else(|| vec![reg]);
                    mark(&mut used.attribs, &regs, mask);
                }
            }
        }
        if let Some(d) = &inst.dst
            && d.file() == File::Output
        {
            // §2.X.3.5: "the component is enabled in the write mask".
            let reg = d.index();
            let regs = match d.indirect {
                Some(_) => array_of(&arrays.results, reg).unwrap_or_else(|| vec![reg]),
                None => vec![reg],
            };
            mark(&mut used.results, &regs, d.mask.0 & 0xF);
        }
    }
    used
}

/// The fail-to-load rule: more components than the limits of
/// [`component_limits`] (§2.X.3.2: "Programs that use more attribute
/// binding components than this limit will fail to load"; §2.X.3.5 alike
/// for results). Reported at the end of the program, where the whole
/// count is known.
pub(super) fn check(kind: ProgramKind, used: &ComponentUse, end: usize) -> Vec<Diagnostic> {
    let (max_attribs, max_results) = component_limits(kind);
    let mut errors = Vec::new();
    let attribs = used.attrib_components();
    if attribs > max_attribs {
        let per = if kind == ProgramKind::Geometry {
            " per input vertex"
        } else {
            ""
        };
        errors.push(
            rule(
                "gp4/too-many-attrib-components",
                end..end,
                format!(
                    "the program reads {attribs} attribute components{per}, over MAX_PROGRAM_ATTRIB_COMPONENTS_NV ({max_attribs})"
                ),
            )
            .with_error_position(end),
        );
    }
    let results = used.result_components();
    if results > max_results {
        errors.push(
            rule(
                "gp4/too-many-result-components",
                end..end,
                format!(
                    "the program writes {results} result components, over MAX_PROGRAM_RESULT_COMPONENTS_NV ({max_results})"
                ),
            )
            .with_error_position(end),
        );
    }
    errors
}
