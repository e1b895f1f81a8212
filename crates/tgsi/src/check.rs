//! Load-time rules that need the whole program (Mesa's `tgsi_sanity.c` and
//! the IR contract): declarations without overlaps, every register used is
//! declared, writable files only as destinations, balanced blocks, `BRK` and
//! `CONT` inside loops, exactly one `END`, in-range `CAL` targets. It also
//! fills in the targets of `IF`/`ELSE`/`BGNLOOP`/`ENDLOOP` from the block
//! structure.

use crate::parser::{BrokenDeclarations, InstInfo, Parsed};
use shasm_diag::{Collector, Diagnostic, LineIndex};
use shasm_ir::{
    Dst, Extra, File, InstId, InstSpans, Instruction, Opcode, Program, Span, Src, Stage,
};
use std::collections::BTreeMap;
use std::ops::Range;

/// A register file and the outer index of two-dimensional declarations.
type FileKey = (File, Option<u32>);

/// Declared ranges per file, sorted and without overlaps.
struct Declared {
    ranges: BTreeMap<FileKey, Vec<(u32, u32)>>,
}

impl Declared {
    fn covers(&self, file: File, dimension: Option<u32>, index: u32) -> bool {
        let Some(ranges) = self.ranges.get(&(file, dimension)) else {
            return false;
        };
        let at = ranges.partition_point(|&(first, _)| first <= index);
        at > 0 && ranges.get(at - 1).is_some_and(|&(_, last)| index <= last)
    }

    fn any(&self, file: File, dimension: Option<u32>) -> bool {
        self.ranges.contains_key(&(file, dimension))
    }
}

pub fn check(parsed: &mut Parsed, source: &str) {
    let mut c = Checker {
        source,
        lines: LineIndex::new(source),
        diags: Collector::new(),
        broken: parsed.broken_declarations.clone(),
    };
    let declared = c.declarations(&parsed.program);
    for (i, inst) in parsed.program.instructions.iter().enumerate() {
        let info = parsed.insts.get(i).cloned().unwrap_or_default();
        let spans = InstId::from_index(i)
            .and_then(|id| parsed.program.spans.get(id))
            .cloned()
            .unwrap_or_default();
        c.operands(&parsed.program, &declared, inst, &info, &spans);
    }
    if !parsed.broken_flow {
        c.structure(&mut parsed.program, &parsed.insts);
        c.end(&parsed.program, &parsed.insts);
    }
    let clean = parsed.diagnostics.is_empty() && c.diags.is_empty();
    parsed.diagnostics = std::mem::take(&mut parsed.diagnostics).merge(c.diags);
    if clean && let Err(errors) = shasm_ir::validate(&parsed.program) {
        // Our rules are meant to cover the IR's; report what slipped through.
        for e in errors {
            parsed.diagnostics.push(
                Diagnostic::error(e.span.range(), e.message).with_code("tgsi/invalid-program"),
            );
        }
    }
}

struct Checker<'s> {
    source: &'s str,
    /// Line numbers for notes ("already declared on line N").
    lines: LineIndex<'s>,
    diags: Collector,
    /// Files with a declaration that failed to parse: their registers would
    /// be reported as undeclared.
    broken: BrokenDeclarations,
}

fn register_name(file: File, dimension: Option<u32>, index: u32) -> String {
    match dimension {
        Some(d) => format!("{}[{d}][{index}]", file.name()),
        None => format!("{}[{index}]", file.name()),
    }
}

impl Checker<'_> {
    fn error(&mut self, code: &'static str, span: Range<usize>, message: impl Into<String>) {
        self.diags
            .push(Diagnostic::error(span, message).with_code(code));
    }

    fn undeclared(&mut self, file: File, span: Range<usize>, message: String) {
        if !self.broken.covers(file) {
            self.error("tgsi/undeclared-register", span, message);
        }
    }

    fn line_of(&self, span: &Range<usize>) -> usize {
        self.lines.line_col(span.start).0
    }

    fn declarations(&mut self, p: &Program) -> Declared {
        let mut all: BTreeMap<FileKey, Vec<(u32, u32, Range<usize>)>> = BTreeMap::new();
        for (k, d) in p.declarations.iter().enumerate() {
            all.entry((d.file, d.dimension)).or_default().push((
                d.first,
                d.last,
                p.spans.declaration(k).range(),
            ));
        }
        let mut ranges = BTreeMap::new();
        for (key, mut list) in all {
            // Report each overlap at the declaration that comes later in the text.
            list.sort_by_key(|&(first, _, ref span)| (first, span.start));
            let mut kept: Vec<(u32, u32, Range<usize>)> = Vec::with_capacity(list.len());
            for (first, last, span) in list {
                if let Some((pf, pl, pspan)) = kept.last()
                    && first <= *pl
                {
                    let (earlier, later) = if pspan.start < span.start {
                        (pspan.clone(), span.clone())
                    } else {
                        (span.clone(), pspan.clone())
                    };
                    let overlap = first.max(*pf);
                    self.diags.push(
                        Diagnostic::error(
                            later,
                            format!("{} is declared twice", register_name(key.0, key.1, overlap)),
                        )
                        .with_code("tgsi/declared-twice")
                        .with_related(earlier, "first declared here"),
                    );
                    if let Some(top) = kept.last_mut() {
                        top.1 = top.1.max(last);
                    }
                    continue;
                }
                kept.push((first, last, span));
            }
            ranges.insert(key, kept.into_iter().map(|(f, l, _)| (f, l)).collect());
        }
        Declared { ranges }
    }

    fn operands(
        &mut self,
        p: &Program,
        declared: &Declared,
        inst: &Instruction,
        info: &InstInfo,
        spans: &InstSpans,
    ) {
        let op = inst.opcode;
        if let Some(dst) = &inst.dst {
            self.destination(declared, op, dst, spans.dst.range());
        }
        if let Some(dst) = &inst.dst2 {
            self.destination(declared, op, dst, info.dst2_span.range());
        }
        for (k, src) in inst.src.iter().enumerate() {
            let span = spans.src.get(k).copied().unwrap_or(Span::NONE);
            self.source(p, declared, src, span.range());
        }
        if let (Extra::Texture(t), Some(span)) = (&inst.extra, &info.sampler_span)
            && !declared.covers(File::Sampler, None, t.unit)
        {
            self.undeclared(
                File::Sampler,
                span.clone(),
                format!("SAMP[{}] is not declared", t.unit),
            );
        }
        if let Some((stream, stream_span)) = &info.stream {
            let raw = (stream.file() == File::Immediate && stream.indirect().is_none())
                .then(|| p.immediates.get(stream.index() as usize))
                .flatten()
                .and_then(|imm| imm.values.get(usize::from(stream.swizzle.0[0] & 3)));
            match raw {
                Some(0) => {}
                Some(_) => self.error(
                    "tgsi/unsupported-stream",
                    stream_span.range(),
                    "only stream 0 is supported",
                ),
                None => self.error(
                    "tgsi/bad-stream",
                    stream_span.range(),
                    format!("the stream of `{op}` must be an immediate (stream 0)"),
                ),
            }
        }
    }

    /// A destination operand: writable, of the right file, declared.
    fn destination(&mut self, declared: &Declared, op: Opcode, dst: &Dst, span: Range<usize>) {
        let address_op = matches!(op, Opcode::Arl | Opcode::Arr | Opcode::Uarl);
        if dst.file() == File::Input {
            // IN registers are the shader's inputs (TGSI_instruction_set
            // register files): read-only.
            let written = self.lines.source().get(span.clone()).unwrap_or("");
            // The register without its write mask.
            let written = written.rfind(']').map_or(written, |i| &written[..=i]);
            let d = Diagnostic::error(
                span.clone(),
                format!(
                    "`{}` is an input and cannot be written",
                    shasm_diag::clip(written)
                ),
            )
            .with_label("an input")
            .with_code("tgsi/write-input");
            self.diags.push(d);
        } else if !matches!(dst.file(), File::Output | File::Temp | File::Address) {
            self.error(
                "tgsi/read-only-destination",
                span.clone(),
                format!("{} registers cannot be written", dst.file()),
            );
        } else if address_op && dst.file() != File::Address {
            self.error(
                "tgsi/address-write",
                span.clone(),
                format!("`{op}` writes an address register: expected `ADDR[n]`"),
            );
        } else if !address_op && dst.file() == File::Address {
            self.error(
                "tgsi/address-write",
                span.clone(),
                "only ARL, ARR and UARL can write ADDR registers".to_string(),
            );
        } else {
            match &dst.indirect {
                None if !declared.covers(dst.file(), None, dst.index()) => self.undeclared(
                    dst.file(),
                    span.clone(),
                    format!("{}[{}] is not declared", dst.file(), dst.index()),
                ),
                None => {}
                Some(ind) => {
                    self.address(declared, ind.index(), &span);
                    if !declared.any(dst.file(), None) {
                        self.undeclared(
                            dst.file(),
                            span.clone(),
                            format!("no {} registers are declared", dst.file()),
                        );
                    }
                }
            }
        }
    }

    fn address(&mut self, declared: &Declared, index: u32, span: &Range<usize>) {
        if !declared.covers(File::Address, None, index) {
            self.undeclared(
                File::Address,
                span.clone(),
                format!("ADDR[{index}] is not declared"),
            );
        }
    }

    fn source(&mut self, p: &Program, declared: &Declared, src: &Src, span: Range<usize>) {
        if let Some(ind) = &src.indirect() {
            self.address(declared, ind.index(), &span);
        }
        match src.file() {
            File::Sampler => {
                self.error(
                    "tgsi/misplaced-sampler",
                    span,
                    "SAMP registers can only be the sampler operand of a texture instruction",
                );
                return;
            }
            File::Immediate => {
                if src.indirect().is_none() && src.index() as usize >= p.immediates.len() {
                    self.error(
                        "tgsi/undeclared-register",
                        span,
                        format!(
                            "IMM[{}] does not exist: the program has {} immediate{}",
                            src.index(),
                            p.immediates.len(),
                            if p.immediates.len() == 1 { "" } else { "s" }
                        ),
                    );
                }
                return;
            }
            _ => {}
        }
        let gs_input = src.file() == File::Input && p.stage == Stage::Geometry;
        if gs_input && src.dimension.is_none() && src.dimension_indirect.is_none() {
            self.error(
                "tgsi/missing-vertex-index",
                span,
                "a geometry-shader input needs a vertex index: `IN[vertex][index]`",
            );
            return;
        }
        let key_dimension = if gs_input { None } else { src.dimension };
        match src.indirect() {
            None => {
                let index = src.index().max(0) as u32;
                if !declared.covers(src.file(), key_dimension, index) {
                    self.undeclared(
                        src.file(),
                        span,
                        format!(
                            "{} is not declared",
                            register_name(src.file(), src.dimension, index)
                        ),
                    );
                }
            }
            Some(_) => {
                if !declared.any(src.file(), key_dimension) {
                    self.undeclared(
                        src.file(),
                        span,
                        format!("no {} registers are declared", src.file()),
                    );
                }
            }
        }
    }

    /// Balanced blocks, loop-only BRK/CONT, CAL targets; fills in the
    /// targets of the structured ops:
    /// IF/UIF → its ELSE (or ENDIF), ELSE → its ENDIF, BGNLOOP → its ENDLOOP,
    /// ENDLOOP → its BGNLOOP (the convention of Mesa's `BranchTarget`).
    fn structure(&mut self, p: &mut Program, insts: &[InstInfo]) {
        #[derive(Copy, Clone, PartialEq)]
        enum Block {
            If,
            Else,
            Loop,
            Sub,
        }
        fn opener(b: Block) -> &'static str {
            match b {
                Block::If => "IF",
                Block::Else => "ELSE",
                Block::Loop => "BGNLOOP",
                Block::Sub => "BGNSUB",
            }
        }
        fn closer(b: Block) -> &'static str {
            match b {
                Block::If | Block::Else => "ENDIF",
                Block::Loop => "ENDLOOP",
                Block::Sub => "ENDSUB",
            }
        }
        let n = p.instructions.len();
        let span_of = |i: usize| insts.get(i).map_or(0..0, |info| info.op_span.clone());
        let mut stack: Vec<(Block, usize)> = Vec::new();
        let mut targets: Vec<(usize, usize)> = Vec::new();
        for i in 0..n {
            let op = p.instructions[i].opcode;
            let span = span_of(i);
            // Which kinds of block the instruction may close.
            let closes: &[Block] = match op {
                Opcode::If | Opcode::Uif => {
                    stack.push((Block::If, i));
                    continue;
                }
                Opcode::Bgnloop => {
                    stack.push((Block::Loop, i));
                    continue;
                }
                Opcode::Bgnsub => {
                    stack.push((Block::Sub, i));
                    continue;
                }
                Opcode::Else => &[Block::If],
                Opcode::Endif => &[Block::If, Block::Else],
                Opcode::Endloop => &[Block::Loop],
                Opcode::Endsub => &[Block::Sub],
                Opcode::Brk | Opcode::Cont => {
                    let in_loop = stack
                        .iter()
                        .rev()
                        .find(|(b, _)| matches!(b, Block::Loop | Block::Sub))
                        .is_some_and(|(b, _)| *b == Block::Loop);
                    if !in_loop {
                        self.error(
                            "tgsi/break-outside-loop",
                            span,
                            format!("`{op}` outside of a loop"),
                        );
                    }
                    continue;
                }
                Opcode::Cal => {
                    match p.instructions[i].label() {
                        None => self.error(
                            "tgsi/bad-call-target",
                            span,
                            "`CAL` needs a target: `CAL :N`",
                        ),
                        Some(t) if t.index() >= n => self.error(
                            "tgsi/bad-call-target",
                            span,
                            format!("`CAL` target {t} is past the last instruction ({})", n - 1),
                        ),
                        Some(_) => {}
                    }
                    continue;
                }
                _ => continue,
            };
            let Some(depth) = stack.iter().rposition(|(b, _)| closes.contains(b)) else {
                let mut d = Diagnostic::error(
                    span,
                    format!("`{op}` without a matching `{}`", opener(closes[0])),
                )
                .with_code("tgsi/unbalanced-block");
                if let Some(&(b, at)) = stack.last() {
                    d = d.with_note(format!(
                        "the innermost open block is the `{}` on line {}",
                        opener(b),
                        self.line_of(&span_of(at))
                    ));
                }
                self.diags.push(d);
                continue;
            };
            // Blocks opened inside the one being closed were never closed.
            for &(b, at) in &stack[depth + 1..] {
                self.error(
                    "tgsi/unbalanced-block",
                    span_of(at),
                    format!("`{}` without a matching `{}`", opener(b), closer(b)),
                );
            }
            stack.truncate(depth + 1);
            let Some((block, at)) = stack.pop() else {
                continue;
            };
            match (block, op) {
                (Block::If, Opcode::Else) => {
                    targets.push((at, i));
                    stack.push((Block::Else, i));
                }
                (Block::If | Block::Else, Opcode::Endif) => targets.push((at, i)),
                (Block::Loop, Opcode::Endloop) => {
                    targets.push((at, i));
                    targets.push((i, at));
                }
                _ => {}
            }
        }
        for (b, at) in stack {
            self.error(
                "tgsi/unbalanced-block",
                span_of(at),
                format!("`{}` without a matching `{}`", opener(b), closer(b)),
            );
        }
        for (i, target) in targets {
            if let (Some(inst), Some(target)) =
                (p.instructions.get_mut(i), InstId::from_index(target))
            {
                inst.extra = Extra::Label(target);
            }
        }
    }

    /// Exactly one END (Mesa's `tgsi_sanity.c`: "Missing END instruction",
    /// "Too many END instructions").
    fn end(&mut self, p: &Program, insts: &[InstInfo]) {
        let mut ends = p
            .instructions
            .iter()
            .enumerate()
            .filter(|(_, inst)| inst.opcode == Opcode::End)
            .map(|(i, _)| insts.get(i).map_or(0..0, |info| info.op_span.clone()));
        match ends.next() {
            // An empty text has already been reported as such.
            None if self.source.trim().is_empty() => {}
            None => {
                let at = self.source.trim_end().len();
                self.diags.push(
                    Diagnostic::error(at..at, "missing END instruction")
                        .with_code("tgsi/missing-end")
                        .with_label("the program must end with `END`"),
                );
            }
            Some(first) => {
                let line = self.line_of(&first);
                for extra in ends {
                    self.diags.push(
                        Diagnostic::error(extra, "a second END instruction")
                            .with_code("tgsi/second-end")
                            .with_note(format!("the program already ends on line {line}")),
                    );
                }
            }
        }
    }
}
