//! Printing the analysed program as picasso source.

use super::analysis::{Layout, Program, Region, RegionKind, word_err};
use super::text::{
    condition, f24_source_value, instruction_text, is_plain_identifier, mask_suffix,
};
use super::{DisError, DisFile};
use crate::isa::{Format, Op};
use crate::shbin::{ConstantValue, Dvle, GsMode, ShaderType, UniformRegister};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

impl Program<'_> {
    pub(super) fn print(&self, layout: &Layout, auto_nop: bool) -> Result<Vec<DisFile>, DisError> {
        let mut printer = Printer {
            prog: self,
            auto_nop,
            out: String::new(),
            size: 0,
            last_was_end: false,
            pending_labels: self.labels.iter().copied().collect(),
        };
        let mut alloc = SharedAlloc::default();
        let mut files = Vec::new();
        let count = self.shbin.dvles.len();
        for (k, dvle) in self.shbin.dvles.iter().enumerate() {
            printer.out.clear();
            printer.header(k, dvle, &mut alloc)?;
            let from = layout.starts[k];
            let to = layout
                .starts
                .get(k + 1)
                .copied()
                .unwrap_or(self.procs.len());
            let to = if k + 1 == count { self.procs.len() } else { to };
            for &p in &self.procs[from.min(to)..to] {
                printer.region(&self.regions[p])?;
            }
            printer.labels_at_size();
            files.push(DisFile {
                geometry: dvle.is_geometry(),
                text: std::mem::take(&mut printer.out),
            });
        }
        if let Some(&target) = printer.pending_labels.first() {
            return Err(DisError::structure_at(
                target,
                format!("the jump target at word {target} is not reachable"),
            ));
        }
        Ok(files)
    }
}

/// The shared (vertex-shader) uniform allocator of picasso, simulated so
/// that uniform declarations land on the registers of the input.
#[derive(Default)]
pub(super) struct SharedAlloc {
    /// Next free register per kind (float, int, bool), in file indices.
    pub(super) next: [u32; 3],
    /// Uniforms declared so far: name → (kind, first, size).
    pub(super) declared: BTreeMap<String, (usize, u32, u32)>,
    pub(super) pads: usize,
}

pub(super) struct Printer<'p, 'a> {
    pub(super) prog: &'p Program<'a>,
    pub(super) auto_nop: bool,
    pub(super) out: String,
    /// Code words the assembler will have emitted so far.
    pub(super) size: usize,
    pub(super) last_was_end: bool,
    pub(super) pending_labels: BTreeSet<usize>,
}

pub(super) const KIND_NAMES: [&str; 3] = ["fvec", "ivec", "bool"];

impl Printer<'_, '_> {
    pub(super) fn line(&mut self, indent: usize, text: &str) {
        for _ in 0..indent {
            self.out.push('\t');
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// Print the labels whose target is the current code size.
    pub(super) fn labels_at_size(&mut self) {
        while let Some(&l) = self.pending_labels.first() {
            if l > self.size {
                break;
            }
            self.pending_labels.remove(&l);
            if l == self.size {
                let _ = writeln!(self.out, "l_{l}:");
            }
        }
    }

    pub(super) fn header(
        &mut self,
        k: usize,
        dvle: &Dvle,
        alloc: &mut SharedAlloc,
    ) -> Result<(), DisError> {
        let _ = writeln!(
            self.out,
            "; DVLE {k}: {} shader, disassembled by shasm",
            dvle.shader_type
        );
        let geometry = match dvle.shader_type {
            ShaderType::Vertex => false,
            ShaderType::Geometry => true,
            ShaderType::Other(t) => {
                return Err(DisError::structure(format!(
                    "DVLE {k}: unknown shader type {t}"
                )));
            }
        };
        let mut gs_first = 0u32;
        if geometry {
            let first_float = dvle
                .uniforms
                .iter()
                .filter_map(|u| match u.first_register() {
                    UniformRegister::Float(i) => Some(u32::from(i)),
                    _ => None,
                })
                .min();
            let line = match dvle.gs_mode {
                GsMode::Point => format!(".gsh point c{}", first_float.unwrap_or(0)),
                GsMode::Variable => format!(
                    ".gsh variable c{} {}",
                    first_float.unwrap_or(0),
                    dvle.gs_variable_num
                ),
                GsMode::Fixed => {
                    let start = u32::from(dvle.gs_fixed_start);
                    format!(
                        ".gsh fixed c{} c{start} {}",
                        first_float.unwrap_or(start + 1).max(start + 1),
                        dvle.gs_fixed_num
                    )
                }
                GsMode::Other(m) => {
                    return Err(DisError::structure(format!(
                        "DVLE {k}: unknown geometry shader mode {m}"
                    )));
                }
            };
            gs_first = match dvle.gs_mode {
                GsMode::Fixed => first_float
                    .unwrap_or(u32::from(dvle.gs_fixed_start) + 1)
                    .max(u32::from(dvle.gs_fixed_start) + 1),
                _ => first_float.unwrap_or(0),
            };
            self.line(0, &line);
        }
        self.uniforms(k, dvle, geometry, gs_first, alloc)?;
        for c in &dvle.constants {
            let line = match c.value() {
                Some(ConstantValue::Float(w)) => {
                    let v = w.map(f24_source_value);
                    format!(
                        ".setf c{}({}, {}, {}, {})",
                        c.register, v[0], v[1], v[2], v[3]
                    )
                }
                Some(ConstantValue::Int(v)) => {
                    format!(
                        ".seti i{}({}, {}, {}, {})",
                        c.register, v[0], v[1], v[2], v[3]
                    )
                }
                Some(ConstantValue::Bool(b)) => format!(".setb b{} {b}", c.register),
                None => {
                    return Err(DisError::structure(format!(
                        "DVLE {k}: a constant of unknown type {}",
                        c.kind
                    )));
                }
            };
            self.line(0, &line);
        }
        for o in &dvle.outputs {
            let Some(name) = o.semantic().name() else {
                return Err(DisError::structure(format!(
                    "DVLE {k}: output type {} has no name in picasso",
                    o.kind
                )));
            };
            let mask = u8::try_from(o.mask & 0xF).unwrap_or(0);
            if mask == 0 {
                return Err(DisError::structure(format!(
                    "DVLE {k}: an output with an empty mask"
                )));
            }
            self.line(
                0,
                &format!(".out - {name} o{}{}", o.register, mask_suffix(mask)),
            );
        }
        let entry = (dvle.entry as usize, (dvle.end - dvle.entry) as usize);
        if let Some(name) = self.prog.proc_names.get(&entry)
            && name != "main"
        {
            self.line(0, &format!(".entry {name}"));
        }
        self.out.push('\n');
        Ok(())
    }

    pub(super) fn uniforms(
        &mut self,
        k: usize,
        dvle: &Dvle,
        geometry: bool,
        gs_first: u32,
        alloc: &mut SharedAlloc,
    ) -> Result<(), DisError> {
        let mut local_next = [gs_first, 0, 0];
        let mut entries: Vec<_> = dvle.uniforms.iter().collect();
        entries.sort_by_key(|u| u.first);
        for u in entries {
            let name = dvle.uniform_name(u).unwrap_or("");
            // picasso writes `$` as `.`.
            let name: String = name
                .chars()
                .map(|c| if c == '.' { '$' } else { c })
                .collect();
            if !is_plain_identifier(&name) {
                return Err(DisError::structure(format!(
                    "DVLE {k}: uniform name `{name}` is not an identifier"
                )));
            }
            let size = u.len();
            if size == 0 {
                return Err(DisError::structure(format!(
                    "DVLE {k}: uniform `{name}` has no registers"
                )));
            }
            let (kind, first) = match u.first_register() {
                UniformRegister::Input(i) => {
                    self.line(0, &format!(".in {name} v{i}"));
                    continue;
                }
                UniformRegister::Float(i) => (0, u32::from(i)),
                UniformRegister::Int(i) => (1, u32::from(i)),
                UniformRegister::Bool(i) => (2, u32::from(i)),
                UniformRegister::Other(r) => {
                    return Err(DisError::structure(format!(
                        "DVLE {k}: uniform `{name}` has register number {r:#x}"
                    )));
                }
            };
            let next = if geometry {
                &mut local_next[kind]
            } else {
                &mut alloc.next[kind]
            };
            if first < *next {
                // Only a uniform declared before, with the same name and
                // size, can be there again (shared space).
                match alloc.declared.get(&name) {
                    Some(&(dk, df, ds)) if !geometry && (dk, df, ds) == (kind, first, size) => {}
                    _ => {
                        return Err(DisError::structure(format!(
                            "DVLE {k}: uniform `{name}` overlaps another uniform"
                        )));
                    }
                }
            } else {
                if first > *next {
                    let pad = first - *next;
                    alloc.pads += 1;
                    let line = format!(".{} _pad{}_{}[{pad}]", KIND_NAMES[kind], k, alloc.pads);
                    self.line(0, &line);
                }
                *next = first + size;
                if !geometry {
                    alloc.declared.insert(name.clone(), (kind, first, size));
                }
            }
            let line = if size == 1 {
                format!(".{} {name}", KIND_NAMES[kind])
            } else {
                format!(".{} {name}[{size}]", KIND_NAMES[kind])
            };
            self.line(0, &line);
        }
        Ok(())
    }

    /// Whether picasso inserts a padding NOP when it closes `block` (with
    /// `.end`, or with `.else` when `at_else`) at the current size.
    pub(super) fn would_pad(&self, block: &Region, at_else: bool) -> bool {
        if !self.auto_nop {
            return false;
        }
        if self.last_was_end {
            return true;
        }
        if self.size == 0 {
            return false;
        }
        let last = self
            .prog
            .shbin
            .dvlp
            .code
            .get(self.size - 1)
            .map_or(0, |w| w >> 26);
        let jump_or_call = matches!(last, 0x2C | 0x2D | 0x24 | 0x25 | 0x26);
        if at_else {
            return jump_or_call || self.size - block.start < 2;
        }
        let min = if block.kind == RegionKind::Proc { 1 } else { 2 };
        jump_or_call
            || (block.kind == RegionKind::Loop && matches!(last, 0x20 | 0x23))
            || self.size - block.start < min
    }

    pub(super) fn after_pad(&mut self, padded: bool) {
        if padded && self.last_was_end {
            self.last_was_end = false;
        }
        if padded {
            self.size += 1;
        }
    }

    /// Print the words `[from, to)` of a region's body, with its nested
    /// regions (recursion bounded by the nesting limit `analyse` enforces), then close it (`.else` or `.end`), leaving out a final NOP
    /// that picasso inserts by itself.
    pub(super) fn body(
        &mut self,
        region: &Region,
        from: usize,
        to: usize,
        at_else: bool,
        depth: usize,
    ) -> Result<(), DisError> {
        let mut i = from;
        let regions = &self.prog.regions;
        let mut child = region
            .children
            .iter()
            .map(|&c| &regions[c])
            .skip_while(|c| c.start < from)
            .peekable();
        while i < to {
            if let Some(c) = child.peek()
                && c.start == i
            {
                let c = child.next().expect("peeked");
                self.region_at(c, depth)?;
                i = c.end;
                continue;
            }
            // A trailing NOP that the assembler pads with by itself.
            if i + 1 == to
                && self.prog.insts[i].op == Op::Nop
                && self.prog.insts[i].unused == 0
                && self.would_pad(region, at_else)
            {
                break;
            }
            self.labels_at_size();
            let text = self.instruction(i)?;
            self.line(depth, &text);
            self.size += 1;
            self.last_was_end = false;
            i += 1;
        }
        self.labels_at_size();
        let padded = self.would_pad(region, at_else);
        self.after_pad(padded);
        if self.size != to {
            return Err(DisError::structure_at(
                to.saturating_sub(1),
                format!(
                    "picasso would insert a padding NOP at word {} that the binary does not have",
                    to.saturating_sub(1)
                ),
            ));
        }
        Ok(())
    }

    pub(super) fn region(&mut self, r: &Region) -> Result<(), DisError> {
        self.region_at(r, 0)
    }

    pub(super) fn region_at(&mut self, r: &Region, depth: usize) -> Result<(), DisError> {
        self.labels_at_size();
        match r.kind {
            RegionKind::Proc => {
                let name = self
                    .prog
                    .proc_names
                    .get(&(r.start, r.end - r.start))
                    .cloned()
                    .unwrap_or_else(|| format!("proc_{}", r.start));
                self.line(depth, &format!(".proc {name}"));
                self.body(r, r.start, r.end, false, depth + 1)?;
                self.line(depth, ".end");
                if depth == 0 {
                    self.out.push('\n');
                }
            }
            RegionKind::If => {
                let text = self.instruction(r.start)?;
                self.line(depth, &text);
                self.size += 1;
                self.last_was_end = false;
                match r.else_at {
                    Some(e) => {
                        self.body(r, r.start + 1, e, true, depth + 1)?;
                        self.line(depth, ".else");
                        self.body(r, e, r.end, false, depth + 1)?;
                    }
                    None => self.body(r, r.start + 1, r.end, false, depth + 1)?,
                }
                self.line(depth, ".end");
                self.last_was_end = true;
            }
            RegionKind::Loop => {
                let text = self.instruction(r.start)?;
                self.line(depth, &text);
                self.size += 1;
                self.last_was_end = false;
                self.body(r, r.start + 1, r.end, false, depth + 1)?;
                self.line(depth, ".end");
                self.last_was_end = true;
            }
        }
        Ok(())
    }

    pub(super) fn instruction(&self, at: usize) -> Result<String, DisError> {
        let inst = &self.prog.insts[at];
        if inst.unused != 0 {
            return Err(word_err(
                at,
                "bits outside the instruction's fields are set",
            ));
        }
        let opdescs = &self.prog.shbin.dvlp.opdescs;
        let proc_name = |target: u16, num: u8| {
            self.prog
                .proc_names
                .get(&(usize::from(target), usize::from(num)))
                .cloned()
                .ok_or_else(|| word_err(at, "the call target is not a procedure"))
        };
        let text = match inst.op.format() {
            Format::Two | Format::Three => match inst.op {
                Op::Call => format!("call {}", proc_name(inst.target, inst.num)?),
                Op::Callc => format!(
                    "callc {}, {}",
                    condition(inst),
                    proc_name(inst.target, inst.num)?
                ),
                Op::Callu => format!(
                    "callu b{}, {}",
                    inst.uniform,
                    proc_name(inst.target, inst.num)?
                ),
                Op::Jmpc => format!("jmpc {}, l_{}", condition(inst), inst.target),
                Op::Jmpu => format!(
                    "jmpu {}b{}, l_{}",
                    if inst.num & 1 != 0 { "!" } else { "" },
                    inst.uniform,
                    inst.target
                ),
                Op::Ifc => format!("ifc {}", condition(inst)),
                Op::Ifu => format!("ifu b{}", inst.uniform),
                Op::Loop => format!("for i{}", inst.uniform),
                Op::Breakc => format!("breakc {}", condition(inst)),
                _ => return Err(word_err(at, "unexpected flow instruction")),
            },
            _ => instruction_text(inst, opdescs).map_err(|m| word_err(at, m))?,
        };
        Ok(text)
    }
}
