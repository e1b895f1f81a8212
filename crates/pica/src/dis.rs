//! The disassembler.
//!
//! [`disassemble`] turns a SHBIN back into picasso source: one file per
//! DVLE, with procedures, `ifc`/`ifu`/`for` blocks, labels, uniforms,
//! constants and outputs recovered, and the padding NOPs that picasso would
//! insert by itself left out. The text is then assembled again and
//! compared with the input, so a returned [`Source`](crate::asm::Source) set is known to
//! re-assemble to the same SHBIN. A binary that picasso's language cannot
//! express (a shared descriptor no assembler would make, overlapping
//! procedures, unused bits set, ...) gets a [`DisError`] saying why;
//! [`listing`] prints any binary as an annotated listing instead.

use crate::asm::{self, Options};
use crate::encoding::{Instruction, OperandDescriptor, decode};
use crate::isa::{Format, IndexReg, Op, Reg, RegFile};
use crate::shbin::{ConstantValue, Dvle, GsMode, ShaderType, Shbin, UniformRegister};
use shasm_ir::Swizzle;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use thiserror::Error;

/// Why a binary cannot be written as picasso source.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum DisError {
    #[error("word {at}: {message}")]
    Word { at: usize, message: String },
    #[error("{0}")]
    Structure(String),
    #[error("the source does not re-assemble to the same SHBIN: {0}")]
    NotReproducible(String),
}

/// One disassembled source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisFile {
    /// Whether the file makes a geometry shader (`.g.pica`) or a vertex
    /// shader (`.v.pica`).
    pub geometry: bool,
    pub text: String,
}

/// A disassembly that re-assembles to the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disassembly {
    pub files: Vec<DisFile>,
    /// The sources must be assembled with picasso's `-n` (no padding NOPs).
    pub needs_no_nop: bool,
}

/// Disassemble a SHBIN into picasso source files (one per DVLE, in order),
/// verified by re-assembly.
pub fn disassemble(shbin: &Shbin) -> Result<Disassembly, DisError> {
    let prog = Program::analyse(shbin)?;
    let mut last_error = None;
    for auto_nop in [true, false] {
        for layout in prog.layouts() {
            let files = match prog.print(&layout, auto_nop) {
                Ok(f) => f,
                Err(e) => {
                    last_error = Some(e);
                    continue;
                }
            };
            match verify(shbin, &files, auto_nop) {
                Ok(()) => {
                    return Ok(Disassembly {
                        files,
                        needs_no_nop: !auto_nop,
                    });
                }
                Err(e) => last_error = Some(e),
            }
        }
    }
    Err(last_error.unwrap_or_else(|| DisError::Structure("no shader to disassemble".into())))
}

fn verify(shbin: &Shbin, files: &[DisFile], auto_nop: bool) -> Result<(), DisError> {
    let names: Vec<String> = (0..files.len()).map(|i| format!("dvle{i}.pica")).collect();
    let sources: Vec<asm::Source<'_>> = files
        .iter()
        .zip(&names)
        .map(|(f, n)| asm::Source {
            name: n,
            text: &f.text,
        })
        .collect();
    let out = asm::assemble(&sources, Options { auto_nop }).map_err(|e| {
        let first = e
            .diagnostics
            .iter()
            .find(|d| d.diagnostic.is_error())
            .map(|d| d.diagnostic.message.clone())
            .unwrap_or_default();
        DisError::NotReproducible(format!("the source does not assemble: {first}"))
    })?;
    if out.shbin == *shbin {
        return Ok(());
    }
    Err(DisError::NotReproducible(first_difference(
        shbin, &out.shbin,
    )))
}

fn first_difference(a: &Shbin, b: &Shbin) -> String {
    if a.dvlp.code.len() != b.dvlp.code.len() {
        return format!(
            "{} code words instead of {}",
            b.dvlp.code.len(),
            a.dvlp.code.len()
        );
    }
    if let Some(i) = (0..a.dvlp.code.len()).find(|&i| a.dvlp.code[i] != b.dvlp.code[i]) {
        return format!(
            "word {i} is {:#010x} instead of {:#010x}",
            b.dvlp.code[i], a.dvlp.code[i]
        );
    }
    if a.dvlp.opdescs != b.dvlp.opdescs {
        return "the operand descriptor table differs".into();
    }
    if a.dvlp.version != b.dvlp.version || a.dvlp.reserved != b.dvlp.reserved {
        return "the DVLP header differs".into();
    }
    if a.dvles.len() != b.dvles.len() {
        return format!("{} DVLEs instead of {}", b.dvles.len(), a.dvles.len());
    }
    for (i, (x, y)) in a.dvles.iter().zip(&b.dvles).enumerate() {
        if x != y {
            let what = if x.constants != y.constants {
                "constant table"
            } else if x.uniforms != y.uniforms || x.symbols != y.symbols {
                "uniform table"
            } else if x.outputs != y.outputs {
                "output table"
            } else if x.labels != y.labels {
                "label table"
            } else {
                "header"
            };
            return format!("DVLE {i}: the {what} differs");
        }
    }
    "the files differ".into()
}

// ---------------------------------------------------------------------------
// Analysis
// ---------------------------------------------------------------------------

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum RegionKind {
    Proc,
    If,
    Loop,
}

/// A procedure or block: `[start, end)` of the code.
#[derive(Clone, Debug)]
struct Region {
    kind: RegionKind,
    start: usize,
    end: usize,
    /// IF: where the `.else` part starts, if there is one.
    else_at: Option<usize>,
    children: Vec<Region>,
}

struct Program<'a> {
    shbin: &'a Shbin,
    insts: Vec<Instruction>,
    /// Top-level procedures (with their blocks nested inside).
    procs: Vec<Region>,
    /// Procedure name by (start, len).
    proc_names: BTreeMap<(usize, usize), String>,
    labels: BTreeSet<usize>,
}

/// Which top-level procedures go to which file.
#[derive(Clone, Debug)]
struct Layout {
    /// `starts[i]`: index of the first top-level procedure of file `i`.
    starts: Vec<usize>,
}

fn word_err(at: usize, message: impl Into<String>) -> DisError {
    DisError::Word {
        at,
        message: message.into(),
    }
}

impl<'a> Program<'a> {
    fn analyse(shbin: &'a Shbin) -> Result<Program<'a>, DisError> {
        if shbin.dvles.is_empty() {
            return Err(DisError::Structure("the SHBIN has no DVLE".into()));
        }
        let code = &shbin.dvlp.code;
        let n = code.len();
        let insts = code
            .iter()
            .enumerate()
            .map(|(i, &w)| decode(w).map_err(|e| word_err(i, e.to_string())))
            .collect::<Result<Vec<_>, _>>()?;

        // Procedures: DVLE entry points and call targets.
        let mut ranges: BTreeSet<(usize, usize)> = BTreeSet::new();
        let mut proc_names = BTreeMap::new();
        for (k, d) in shbin.dvles.iter().enumerate() {
            let (s, e) = (d.entry as usize, d.end as usize);
            if s > e || e > n {
                return Err(DisError::Structure(format!(
                    "DVLE {k}: entry {s}..{e} is outside the {n}-word code"
                )));
            }
            ranges.insert((s, e - s));
            let name = if k == 0 {
                "main".to_string()
            } else {
                format!("main{k}")
            };
            proc_names.entry((s, e - s)).or_insert(name);
        }
        let mut labels = BTreeSet::new();
        let mut blocks = Vec::new();
        for (i, inst) in insts.iter().enumerate() {
            let target = usize::from(inst.target);
            let num = usize::from(inst.num);
            match inst.op {
                Op::Call | Op::Callc | Op::Callu => {
                    if target + num > n {
                        return Err(word_err(i, "the called procedure runs past the code"));
                    }
                    ranges.insert((target, num));
                }
                Op::Jmpc | Op::Jmpu => {
                    if target > n {
                        return Err(word_err(i, "the jump target is past the code"));
                    }
                    labels.insert(target);
                }
                Op::Ifc | Op::Ifu => {
                    if target <= i || target + num > n {
                        return Err(word_err(i, "the if block is not after the if"));
                    }
                    let (else_at, end) = if num > 0 {
                        (Some(target), target + num)
                    } else {
                        (None, target)
                    };
                    blocks.push(Region {
                        kind: RegionKind::If,
                        start: i,
                        end,
                        else_at,
                        children: Vec::new(),
                    });
                }
                Op::Loop => {
                    if target < i || target >= n {
                        return Err(word_err(i, "the loop does not end after the loop"));
                    }
                    blocks.push(Region {
                        kind: RegionKind::Loop,
                        start: i,
                        end: target + 1,
                        else_at: None,
                        children: Vec::new(),
                    });
                }
                _ => {}
            }
        }
        let mut regions: Vec<Region> = ranges
            .iter()
            .map(|&(s, len)| Region {
                kind: RegionKind::Proc,
                start: s,
                end: s + len,
                else_at: None,
                children: Vec::new(),
            })
            .collect();
        for &(s, len) in &ranges {
            proc_names
                .entry((s, len))
                .or_insert_with(|| format!("proc_{s}"));
        }
        // Code outside every procedure goes into procedures of its own.
        let mut covered = vec![false; n];
        for r in &regions {
            covered[r.start..r.end].iter_mut().for_each(|c| *c = true);
        }
        let mut i = 0;
        while i < n {
            if covered[i] {
                i += 1;
                continue;
            }
            let start = i;
            while i < n && !covered[i] {
                i += 1;
            }
            proc_names.insert((start, i - start), format!("code_{start}"));
            regions.push(Region {
                kind: RegionKind::Proc,
                start,
                end: i,
                else_at: None,
                children: Vec::new(),
            });
        }
        regions.extend(blocks);
        let procs = nest(regions)?;
        for p in &procs {
            if p.kind != RegionKind::Proc {
                return Err(DisError::Structure(format!(
                    "the block at word {} is outside every procedure",
                    p.start
                )));
            }
        }
        Ok(Program {
            shbin,
            insts,
            procs,
            proc_names,
            labels,
        })
    }

    /// Candidate assignments of procedures to files, best first.
    fn layouts(&self) -> Vec<Layout> {
        let files = self.shbin.dvles.len();
        let top = self.procs.len();
        let mut out = Vec::new();
        // Each file starts with the procedure holding its DVLE's entry.
        let holder = |entry: usize| {
            self.procs
                .iter()
                .position(|p| p.start <= entry && (entry < p.end || p.start == entry))
                .unwrap_or(0)
        };
        let mut starts: Vec<usize> = (0..files)
            .map(|k| {
                if k == 0 {
                    0
                } else {
                    holder(self.shbin.dvles[k].entry as usize)
                }
            })
            .collect();
        if starts.windows(2).all(|w| w[0] <= w[1]) {
            out.push(Layout {
                starts: starts.clone(),
            });
        }
        // All code in the first file, or in the last one.
        starts = vec![top; files];
        starts[0] = 0;
        out.push(Layout {
            starts: starts.clone(),
        });
        out.push(Layout {
            starts: vec![0; files],
        });
        out
    }

    // ---- printing ---------------------------------------------------------

    fn print(&self, layout: &Layout, auto_nop: bool) -> Result<Vec<DisFile>, DisError> {
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
            for p in &self.procs[from.min(to)..to] {
                printer.region(p)?;
            }
            printer.labels_at_size();
            files.push(DisFile {
                geometry: dvle.is_geometry(),
                text: std::mem::take(&mut printer.out),
            });
        }
        if !printer.pending_labels.is_empty() {
            return Err(DisError::Structure("a jump target is not reachable".into()));
        }
        Ok(files)
    }
}

/// Nest regions into a tree (procedures outermost on ties); fails when two
/// regions overlap without one containing the other.
fn nest(mut regions: Vec<Region>) -> Result<Vec<Region>, DisError> {
    regions.sort_by(|a, b| {
        (a.start, std::cmp::Reverse(a.end), a.kind).cmp(&(
            b.start,
            std::cmp::Reverse(b.end),
            b.kind,
        ))
    });
    fn insert(into: &mut Vec<Region>, r: Region) -> Result<(), DisError> {
        if let Some(last) = into.last_mut()
            && r.start < last.end.max(last.start + 1)
            && r.start >= last.start
        {
            if r.end > last.end {
                return Err(DisError::Structure(format!(
                    "blocks or procedures at words {}..{} and {}..{} overlap",
                    last.start, last.end, r.start, r.end
                )));
            }
            if let Some(e) = last.else_at
                && r.start < e
                && r.end > e
            {
                return Err(DisError::Structure(format!(
                    "the block at word {} crosses the `.else` at word {e}",
                    r.start
                )));
            }
            if last.kind != RegionKind::Proc && r.start == last.start && r.kind == RegionKind::Proc
            {
                return Err(DisError::Structure(format!(
                    "a procedure starts inside the block at word {}",
                    last.start
                )));
            }
            return insert(&mut last.children, r);
        }
        into.push(r);
        Ok(())
    }
    let mut top = Vec::new();
    for r in regions {
        insert(&mut top, r)?;
    }
    Ok(top)
}

/// The shared (vertex-shader) uniform allocator of picasso, simulated so
/// that uniform declarations land on the registers of the input.
#[derive(Default)]
struct SharedAlloc {
    /// Next free register per kind (float, int, bool), in file indices.
    next: [u32; 3],
    /// Uniforms declared so far: name → (kind, first, size).
    declared: BTreeMap<String, (usize, u32, u32)>,
    pads: usize,
}

struct Printer<'p, 'a> {
    prog: &'p Program<'a>,
    auto_nop: bool,
    out: String,
    /// Code words the assembler will have emitted so far.
    size: usize,
    last_was_end: bool,
    pending_labels: BTreeSet<usize>,
}

const KIND_NAMES: [&str; 3] = ["fvec", "ivec", "bool"];

impl Printer<'_, '_> {
    fn line(&mut self, indent: usize, text: &str) {
        for _ in 0..indent {
            self.out.push('\t');
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// Print the labels whose target is the current code size.
    fn labels_at_size(&mut self) {
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

    fn header(&mut self, k: usize, dvle: &Dvle, alloc: &mut SharedAlloc) -> Result<(), DisError> {
        let _ = writeln!(
            self.out,
            "; DVLE {k}: {} shader, disassembled by shasm",
            dvle.shader_type
        );
        let geometry = match dvle.shader_type {
            ShaderType::Vertex => false,
            ShaderType::Geometry => true,
            ShaderType::Other(t) => {
                return Err(DisError::Structure(format!(
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
                    return Err(DisError::Structure(format!(
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
                    return Err(DisError::Structure(format!(
                        "DVLE {k}: a constant of unknown type {}",
                        c.kind
                    )));
                }
            };
            self.line(0, &line);
        }
        for o in &dvle.outputs {
            let Some(name) = o.semantic().name() else {
                return Err(DisError::Structure(format!(
                    "DVLE {k}: output type {} has no name in picasso",
                    o.kind
                )));
            };
            let mask = u8::try_from(o.mask & 0xF).unwrap_or(0);
            if mask == 0 {
                return Err(DisError::Structure(format!(
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

    fn uniforms(
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
                return Err(DisError::Structure(format!(
                    "DVLE {k}: uniform name `{name}` is not an identifier"
                )));
            }
            let size = u.len();
            if size == 0 {
                return Err(DisError::Structure(format!(
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
                    return Err(DisError::Structure(format!(
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
                        return Err(DisError::Structure(format!(
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
    fn would_pad(&self, block: &Region, at_else: bool) -> bool {
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

    fn after_pad(&mut self, padded: bool) {
        if padded && self.last_was_end {
            self.last_was_end = false;
        }
        if padded {
            self.size += 1;
        }
    }

    /// Print the words `[from, to)` of a region's body, with its nested
    /// regions, then close it (`.else` or `.end`), leaving out a final NOP
    /// that picasso inserts by itself.
    fn body(
        &mut self,
        region: &Region,
        from: usize,
        to: usize,
        at_else: bool,
        depth: usize,
    ) -> Result<(), DisError> {
        let mut i = from;
        let mut child = region
            .children
            .iter()
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
            return Err(DisError::Structure(format!(
                "picasso would insert a padding NOP at word {} that the binary does not have",
                to.saturating_sub(1)
            )));
        }
        Ok(())
    }

    fn region(&mut self, r: &Region) -> Result<(), DisError> {
        self.region_at(r, 0)
    }

    fn region_at(&mut self, r: &Region, depth: usize) -> Result<(), DisError> {
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

    fn instruction(&self, at: usize) -> Result<String, DisError> {
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

fn is_plain_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_' || c == '$')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        && !(s.len() >= 2
            && RegFile::from_prefix(s.as_bytes()[0] as char).is_some()
            && s.as_bytes()[1].is_ascii_digit())
}

/// `.xy` for a mask (bit 0 = x), nothing for `xyzw`.
fn mask_suffix(mask: u8) -> String {
    if mask & 0xF == 0xF {
        return String::new();
    }
    let mut s = String::from(".");
    for (i, c) in ['x', 'y', 'z', 'w'].iter().enumerate() {
        if mask & (1 << i) != 0 {
            s.push(*c);
        }
    }
    s
}

/// `.wzyx` for a swizzle, shortened as picasso reads it (missing letters
/// repeat the last), nothing for `.xyzw`.
fn swizzle_suffix(sw: Swizzle) -> String {
    if sw.is_identity() {
        return String::new();
    }
    let mut n = 4;
    while n > 1 && sw.0[n - 1] == sw.0[n - 2] {
        n -= 1;
    }
    let letters = ['x', 'y', 'z', 'w'];
    let mut s = String::from(".");
    for &c in &sw.0[..n] {
        s.push(letters[usize::from(c & 3)]);
    }
    s
}

/// An f32 whose picasso encoding (`f32tof24`: re-bias, truncate) is exactly
/// the float24 word `w`, printed so that `atof` reads it back exactly.
pub fn f24_source_value(w: u32) -> String {
    let sign = (w >> 23) & 1;
    let exp = (w >> 16) & 0x7F;
    let mant = w & 0xFFFF;
    if exp == 0 && mant == 0 {
        return if sign == 1 { "-0" } else { "0" }.to_string();
    }
    let value = f32::from_bits((sign << 31) | ((exp + 64) << 23) | (mant << 7));
    let wide = f64::from(value);
    if wide == 0.0 || (1e-4..1e16).contains(&wide.abs()) {
        format!("{wide}")
    } else {
        format!("{wide:e}")
    }
}

fn flag_name(which: usize, reference: bool) -> String {
    format!(
        "{}cmp.{}",
        if reference { "" } else { "!" },
        ["x", "y"][which]
    )
}

/// A format-2 condition in picasso syntax (spec, "Conditions").
fn condition(inst: &Instruction) -> String {
    let [rx, ry] = inst.refs;
    match inst.cond_op & 3 {
        0 => format!("{} || {}", flag_name(0, rx), flag_name(1, ry)),
        1 => format!("{} && {}", flag_name(0, rx), flag_name(1, ry)),
        2 => flag_name(0, rx),
        _ => flag_name(1, ry),
    }
}

fn source_text(reg: Reg, idx: Option<IndexReg>, negate: bool, sw: Swizzle) -> String {
    let mut s = String::new();
    if negate {
        s.push('-');
    }
    let _ = write!(s, "{reg}");
    if let Some(ix) = idx {
        let _ = write!(s, "[{}]", ix.name());
    }
    s.push_str(&swizzle_suffix(sw));
    s
}

/// The text of an arithmetic or no-operand instruction in picasso syntax.
/// Flow instructions print their raw targets (`call @12+3`).
pub fn instruction_text(
    inst: &Instruction,
    opdescs: &[crate::shbin::OpdescEntry],
) -> Result<String, String> {
    let op = inst.op;
    let format = op.format();
    if format == Format::Zero {
        return Ok(op.mnemonic().to_string());
    }
    if format == Format::Four {
        let mut s = format!("setemit {}", inst.vertex_id);
        let mut flags = Vec::new();
        if inst.prim_emit {
            flags.push("prim");
        }
        if inst.winding {
            flags.push("inv");
        }
        if !flags.is_empty() {
            let _ = write!(s, ", {}", flags.join(" "));
        }
        return Ok(s);
    }
    if !format.has_desc() {
        let s = match op {
            Op::Call | Op::Callc | Op::Callu | Op::Ifc | Op::Ifu | Op::Jmpc | Op::Jmpu => {
                let cond = match format {
                    Format::Two if op != Op::Call => format!("{}, ", condition(inst)),
                    Format::Three => format!(
                        "{}b{}, ",
                        if op == Op::Jmpu && inst.num & 1 != 0 {
                            "!"
                        } else {
                            ""
                        },
                        inst.uniform
                    ),
                    _ => String::new(),
                };
                format!("{} {cond}@{}+{}", op.mnemonic(), inst.target, inst.num)
            }
            Op::Loop => format!("for i{} ; through @{}", inst.uniform, inst.target),
            Op::Breakc => format!("breakc {}", condition(inst)),
            _ => op.mnemonic().to_string(),
        };
        return Ok(s);
    }
    let desc = opdescs
        .get(usize::from(inst.desc))
        .map(|e| e.descriptor)
        .ok_or_else(|| format!("operand descriptor {} does not exist", inst.desc))?;
    let wide = format.wide_src();
    let nsrc = format.num_srcs();
    let mut srcs = Vec::new();
    for s in 0..nsrc {
        let reg = inst.src_reg(s);
        let idx = if wide == Some(s) {
            inst.index_reg()
        } else {
            None
        };
        if idx.is_some() && reg.file != RegFile::Const {
            return Err(format!(
                "relative addressing on {reg}, which the hardware ignores; picasso cannot write it"
            ));
        }
        srcs.push(source_text(reg, idx, desc.negate(s), desc.swizzle(s)));
    }
    let base = op.base();
    Ok(match op {
        Op::Cmp => {
            let ops = ["eq", "ne", "lt", "le", "gt", "ge", "6", "7"];
            format!(
                "cmp {}, {}, {}, {}",
                srcs[0],
                ops[usize::from(inst.cmp[0] & 7)],
                ops[usize::from(inst.cmp[1] & 7)],
                srcs[1]
            )
        }
        Op::Mova => {
            let target = match desc.dest_mask() {
                0b0001 => "a0.x",
                0b0010 => "a0.y",
                0b0011 => "a0.xy",
                m => return Err(format!("MOVA with destination mask {m:#06b}")),
            };
            if inst.dst != 0 {
                return Err("MOVA with a destination register field".into());
            }
            format!("mova {target}, {}", srcs[0])
        }
        _ => {
            let dst = inst.dst_reg();
            let mask = desc.dest_mask();
            if mask == 0 {
                return Err("an empty destination mask".into());
            }
            format!(
                "{} {dst}{}, {}",
                base.mnemonic(),
                mask_suffix(mask),
                srcs.join(", ")
            )
        }
    })
}

/// An annotated listing of every word of a SHBIN, for binaries that picasso
/// source cannot express (and for reading).
pub fn listing(shbin: &Shbin) -> String {
    let mut out = String::new();
    for (k, d) in shbin.dvles.iter().enumerate() {
        let _ = writeln!(
            out,
            "; DVLE {k}: {} shader, main {}..{}, {} constant(s), {} output(s), {} uniform(s)",
            d.shader_type,
            d.entry,
            d.end,
            d.constants.len(),
            d.outputs.len(),
            d.uniforms.len()
        );
        for u in &d.uniforms {
            let _ = writeln!(
                out,
                ";   uniform {} = {:?}..{:#x}",
                d.uniform_name(u).unwrap_or("?"),
                u.first_register(),
                u.last
            );
        }
    }
    for (i, &w) in shbin.dvlp.code.iter().enumerate() {
        let text = match decode(w) {
            Ok(inst) => match instruction_text(&inst, &shbin.dvlp.opdescs) {
                Ok(t) if inst.unused == 0 => t,
                Ok(t) => format!("{t} ; unused bits {:#010x}", inst.unused),
                Err(e) => format!("{} ; {e}", inst.op.mnemonic()),
            },
            Err(e) => format!("; {e}"),
        };
        let _ = writeln!(out, "{i:04}: {w:08x}  {text}");
    }
    for (i, d) in shbin.dvlp.opdescs.iter().enumerate() {
        let od: OperandDescriptor = d.descriptor;
        let _ = writeln!(
            out,
            "; desc {i:3}: {:08x} mask {} src1 {}{} src2 {}{} src3 {}{}",
            od.0,
            mask_suffix(od.dest_mask()),
            if od.negate(0) { "-" } else { "" },
            swizzle_suffix(od.swizzle(0)),
            if od.negate(1) { "-" } else { "" },
            swizzle_suffix(od.swizzle(1)),
            if od.negate(2) { "-" } else { "" },
            swizzle_suffix(od.swizzle(2)),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use shasm_ir::numeric::f24;

    #[test]
    fn f24_values_print_to_their_exact_encoding() {
        for w in [
            0x3F0000u32,
            0xBF0000,
            0x3B9999,
            0x000001,
            0x00FFFF,
            0x7F0000,
            0xFF0000,
            0x7F8000,
            0x7EFFFF,
            0x010000,
            0x000000,
            0x800000,
        ] {
            let text = f24_source_value(w);
            let v: f64 = text.parse().unwrap();
            assert_eq!(f24::encode_truncating(v as f32), w, "{w:#08x} {text}");
        }
    }

    #[test]
    fn swizzles_print_shortest() {
        assert_eq!(swizzle_suffix(Swizzle::IDENTITY), "");
        assert_eq!(swizzle_suffix(Swizzle([0, 0, 0, 0])), ".x");
        assert_eq!(swizzle_suffix(Swizzle([0, 1, 2, 2])), ".xyz");
        assert_eq!(swizzle_suffix(Swizzle([3, 2, 1, 0])), ".wzyx");
        assert_eq!(mask_suffix(0b0101), ".xz");
        assert_eq!(mask_suffix(0xF), "");
    }
}
