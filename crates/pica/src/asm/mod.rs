//! A picasso-compatible assembler.
//!
//! It reads picasso's language (`.v.pica` / `.g.pica`: one statement per
//! line, `;` comments, `label:` prefixes, directives and instructions; see
//! `shared/notes/PICA200_notes.md` §3) and links several sources into one
//! SHBIN the way picasso 2.7.1 does: one DVLE per source file, procedures
//! shared by all files, vertex-shader uniforms shared, geometry-shader
//! uniforms private. The output is byte-identical to picasso's, including
//! its operand-descriptor sharing (the first slot that agrees on the bits
//! both instructions care about), the move of MAD descriptors into slots
//! below 32, and the padding NOPs it inserts around flow control.
//!
//! Where picasso silently accepts nonsense (a register offset that is not a
//! number, an output register used as a source, a destination that is an
//! input register, a truncated float like `1.0/128.0`, ...) we report an
//! error instead; every diagnostic points at the offending token.

mod cursor;
mod directives;
mod format;
mod instructions;
pub mod lexer;
mod link;
mod operands;
mod uniforms;

use crate::encoding::{OperandDescriptor, encode};
use crate::isa::{IndexReg, Op, Reg, RegFile};
use crate::shbin::{
    Constant, Dvle, Dvlp, GsMode, OpdescEntry, OutputEntry, ShaderType, Shbin, UniformEntry,
};
use cursor::{Cursor, IndexSyntax, OperandSyntax, Span};
use lexer::{Tok, lex_line};
use shasm_diag::{Collector, Diagnostic};
use shasm_ir::Swizzle;
use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use uniforms::{AllocBundle, reg_from_uniform_id};

pub use format::format_source;

/// One source file.
#[derive(Copy, Clone, Debug)]
pub struct Source<'a> {
    pub name: &'a str,
    pub text: &'a str,
}

/// Assembler options (picasso's command-line switches).
#[derive(Copy, Clone, Debug)]
pub struct Options {
    /// Insert padding NOPs where flow control needs them (picasso's
    /// default; `-n` turns it off and warns instead).
    pub auto_nop: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { auto_nop: true }
    }
}

/// A diagnostic and the index of the source it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileDiagnostic {
    pub file: usize,
    pub diagnostic: Diagnostic,
}

/// A failed assembly: every diagnostic found (errors and warnings).
#[non_exhaustive]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{} error(s)", .diagnostics.iter().filter(|d| d.diagnostic.is_error()).count())]
pub struct AsmError {
    pub diagnostics: Vec<FileDiagnostic>,
}

/// Where a code word came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    pub file: usize,
    /// The statement that produced the word (for padding NOPs: the
    /// directive that closed the block).
    pub span: Span,
    /// Whether the word is a padding NOP the assembler inserted.
    pub padding: bool,
}

/// A procedure: `.proc NAME` ... `.end`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Procedure {
    pub name: String,
    pub file: usize,
    pub start: u32,
    pub len: u32,
}

/// A label of a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LabelDef {
    pub name: String,
    pub file: usize,
    pub target: u32,
}

/// A uniform of the shared (vertex-shader) space, as the `-h` header lists
/// them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeaderUniform {
    pub name: String,
    pub kind: UniformKind,
    /// Register index within its file.
    pub register: u32,
    pub size: u32,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UniformKind {
    Float,
    Int,
    Bool,
}

/// The result of a successful assembly.
#[derive(Clone, Debug)]
pub struct Assembled {
    pub shbin: Shbin,
    pub warnings: Vec<FileDiagnostic>,
    /// One entry per code word.
    pub origins: Vec<Origin>,
    pub procedures: Vec<Procedure>,
    pub labels: Vec<LabelDef>,
    /// The source file of each DVLE.
    pub dvle_files: Vec<usize>,
    /// Whether the first source made a geometry shader (picasso names the
    /// header's macros `GSH_` then, `VSH_` otherwise).
    pub header_geometry: bool,
    pub header_uniforms: Vec<HeaderUniform>,
    /// Every name a file gave a register (`.alias`, `.out`, `.in`,
    /// uniforms, constants), per file, sorted by name: what the program
    /// calls its registers, for tools that speak its language.
    pub names: Vec<NameDef>,
}

/// A name a source file gives a register: `.alias inpos v0`,
/// `.out outpos position` (o0), `.fvec projection[4]` (its first register).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameDef {
    pub name: String,
    pub file: usize,
    pub reg: Reg,
    /// The swizzle the alias applies (`.alias ones myconst.yyyy`);
    /// identity for a plain name.
    pub swizzle: Swizzle,
    pub negate: bool,
}

impl Assembled {
    /// The C header picasso's `-h` option writes.
    pub fn header(&self) -> String {
        let mut out = String::from("// Generated by picasso\n#pragma once\n");
        let prefix = if self.header_geometry { "GSH" } else { "VSH" };
        for u in &self.header_uniforms {
            if u.name.starts_with('_') {
                continue;
            }
            let name = &u.name;
            let _ = match u.kind {
                UniformKind::Float => {
                    writeln!(out, "#define {prefix}_FVEC_{name} 0x{:02X}", u.register)
                }
                UniformKind::Int => {
                    writeln!(out, "#define {prefix}_IVEC_{name} 0x{:02X}", u.register)
                }
                UniformKind::Bool if u.size == 1 => {
                    writeln!(out, "#define {prefix}_FLAG_{name} BIT({})", u.register)
                }
                UniformKind::Bool => writeln!(
                    out,
                    "#define {prefix}_FLAG_{name}(_n) BIT({}+(_n))",
                    u.register
                ),
            };
            let _ = writeln!(out, "#define {prefix}_ULEN_{name} {}", u.size);
        }
        out
    }
}

/// Assemble and link sources into one SHBIN.
pub fn assemble(sources: &[Source<'_>], options: Options) -> Result<Assembled, AsmError> {
    let mut asm = Assembler::new(options);
    for (i, src) in sources.iter().enumerate() {
        asm.file(i, src);
    }
    asm.link()
}

// ---------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------

// picasso's limits.
/// How many procedures and blocks may be open at once (picasso's `MAX_STACK`).
pub(crate) const MAX_NESTING: usize = 32;
const MAX_OPDESC: usize = 128;
const MAX_UNIFORM: usize = 0x60;
const MAX_CONSTANT: usize = 0x60;
const MAX_OUTPUT: usize = 16;
/// Vertex shaders: the first 512 code words are uploaded (notes §2.2).
const MAX_VSH_SIZE: usize = 512;
/// Any shader: flow targets are 12-bit word offsets (spec, "Instruction
/// formats"), so code past word 4095 cannot be reached.
const MAX_CODE_SIZE: usize = 4096;

#[derive(Clone, Debug)]
struct GlobalUniform {
    name: String,
    pos: u32,
    size: u32,
    kind: UniformKind,
}

#[derive(Clone, Debug)]
struct DvleUniform {
    name: String,
    /// picasso id (inputs 0x00.., c0 = 0x20, i0 = 0x80, b0 = 0x88).
    pos: u32,
    size: u32,
}

#[derive(Clone, Debug)]
struct DvleData {
    file: usize,
    entrypoint: String,
    entry_span: Span,
    nodvle: bool,
    is_geo: bool,
    is_compat_geo: bool,
    is_merge: bool,
    input_mask: u16,
    output_mask: u16,
    gs_mode: u8,
    gs_fixed_start: u8,
    gs_variable_num: u8,
    gs_fixed_num: u8,
    uniforms: Vec<DvleUniform>,
    constants: Vec<Constant>,
    outputs: Vec<OutputEntry>,
    /// 4 bits per output register: the components already wired.
    outputs_used: u64,
    entry: u32,
    end: u32,
}

impl DvleData {
    fn new(file: usize) -> DvleData {
        DvleData {
            file,
            entrypoint: "main".into(),
            entry_span: 0..0,
            nodvle: false,
            is_geo: false,
            is_compat_geo: false,
            is_merge: false,
            input_mask: 0,
            output_mask: 0,
            gs_mode: 0,
            gs_fixed_start: 0,
            gs_variable_num: 0,
            gs_fixed_num: 0,
            uniforms: Vec::new(),
            constants: Vec::new(),
            outputs: Vec::new(),
            outputs_used: 0,
            entry: 0,
            end: 0,
        }
    }

    /// Geometry shaders with a `.gsh` mode have their own uniform space.
    fn uses_gsh_space(&self) -> bool {
        self.is_geo && !self.is_compat_geo
    }

    /// Geometry shaders can only write o0..o6.
    fn max_output(&self) -> u32 {
        if self.is_geo { 7 } else { 16 }
    }
}

/// A register alias: `.alias`, uniforms, constants, inputs, outputs.
#[derive(Copy, Clone, Debug)]
struct Alias {
    reg: Reg,
    swizzle: Swizzle,
    negate: bool,
}

impl Alias {
    fn plain(reg: Reg) -> Alias {
        Alias {
            reg,
            swizzle: Swizzle::IDENTITY,
            negate: false,
        }
    }
}

#[derive(Clone, Debug)]
enum BlockKind {
    Proc(String),
    For,
    If { else_at: Option<usize> },
    Array(ConstArray),
}

#[derive(Clone, Debug)]
struct ConstArray {
    name: String,
    name_span: Span,
    size: Option<u32>,
    values: Vec<[f32; 4]>,
}

#[derive(Clone, Debug)]
struct Block {
    kind: BlockKind,
    /// Code position of the block's start (the IF/LOOP word, the proc's
    /// first word).
    pos: usize,
    span: Span,
}

/// A reference to fix up once its target is known.
#[derive(Clone, Debug)]
struct Reloc {
    pos: usize,
    name: String,
    file: usize,
    span: Span,
}

/// A resolved register operand.
#[derive(Copy, Clone, Debug)]
struct Operand {
    reg: Reg,
    swizzle: Swizzle,
    negate: bool,
    idx: Option<IndexReg>,
}

struct Assembler {
    options: Options,
    code: Vec<u32>,
    origins: Vec<Origin>,
    opdescs: Vec<u32>,
    opdesc_masks: Vec<u32>,
    opdesc_is_mad: u32,
    stack: Vec<Block>,
    /// name → (start, length, file)
    procs: HashMap<String, (usize, usize, usize)>,
    proc_order: Vec<String>,
    proc_relocs: Vec<Reloc>,
    dvles: Vec<DvleData>,
    global_uniforms: Vec<GlobalUniform>,
    /// [shared space, geometry-shader space]
    alloc: [AllocBundle; 2],
    last_was_end: bool,
    /// Each file's diagnostics, capped at `shasm_diag::MAX_ERRORS` errors.
    diagnostics: Vec<Collector>,
    all_labels: Vec<LabelDef>,
    /// The names of every file done so far ([`Assembled::names`]).
    all_names: Vec<NameDef>,
    /// Whether the code-size limit was reported (once per assembly: every
    /// later instruction is past it too).
    code_full_reported: bool,
    /// Procedures whose calls were reported undefined (once per name).
    undefined_procs: HashSet<String>,
    // Per file.
    file: usize,
    /// Blocks opened past the nesting limit that are still open; their
    /// `.else` and `.end` are consumed silently.
    overflow_blocks: usize,
    /// Whether an instruction outside every procedure was reported since the
    /// last `.proc` (later ones, and a stray `.end`, follow from it).
    outside_reported: bool,
    /// The procedure the last `.end` closed, for the note on an instruction
    /// outside every procedure.
    last_closed_proc: Option<String>,
    /// Unknown register or alias names already reported in this file.
    unknown_names: HashSet<String>,
    labels: HashMap<String, usize>,
    label_relocs: Vec<Reloc>,
    aliases: HashMap<String, Alias>,
    cur_dvle: Option<usize>,
}

/// Why a statement was abandoned.
#[derive(Debug)]
enum Fail {
    /// A mistake to report.
    Report(Diagnostic),
    /// A consequence of a mistake already reported (a name reported
    /// undefined before): stop the statement, say nothing.
    Quiet,
}

impl From<Diagnostic> for Fail {
    fn from(d: Diagnostic) -> Fail {
        Fail::Report(d)
    }
}

type Res<T> = Result<T, Fail>;

/// An error with the stable code of the rule broken.
fn err_code<T>(code: &'static str, span: Span, message: impl Into<String>) -> Res<T> {
    Err(Fail::Report(
        Diagnostic::error(span, message).with_code(code),
    ))
}

/// A name from the source as diagnostics quote it: cut after 32
/// characters, so that a ten-thousand-digit register number stays readable.
/// Whether the statement (after its labels) is `.constf`, `.constfa` or
/// `.setf`, whose numbers picasso reads with C's `atof`: any text after a
/// number is ignored there (see `Assembler::float4`).
fn takes_atof_text(c: &Cursor<'_>) -> bool {
    let mut k = 0;
    while c.peek_at(k) == Some(Tok::Ident) && c.peek_at(k + 1) == Some(Tok::Colon) {
        k += 2;
    }
    c.peek_at(k) == Some(Tok::Dot)
        && ["constf", "constfa", "setf"]
            .iter()
            .any(|d| c.text_at(k + 1).eq_ignore_ascii_case(d))
}

fn clipped(name: &str) -> String {
    const MAX: usize = 32;
    match name.char_indices().nth(MAX) {
        Some((end, _)) => format!("{}…", &name[..end]),
        None => name.to_string(),
    }
}

/// Whether a name looks like a register (`c12`, `r0`), which picasso
/// refuses as an alias name.
fn looks_like_register(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() >= 2
        && RegFile::from_prefix((b[0] as char).to_ascii_lowercase()).is_some()
        && b[1].is_ascii_digit()
}

/// The components a destination swizzle names, bit 0 = x.
fn mask_of(sw: Swizzle) -> u8 {
    sw.0.iter().fold(0, |m, &c| m | (1 << (c & 3)))
}

/// picasso warns when destination letters are not in xyzw order.
fn is_ordered(sw: Swizzle) -> bool {
    sw.0.windows(2).all(|w| w[0] <= w[1])
}

/// What picasso puts in the descriptor for an absent source.
const ZERO_SWIZZLE: Swizzle = Swizzle([0, 0, 0, 0]);

impl Assembler {
    fn new(options: Options) -> Assembler {
        Assembler {
            options,
            code: Vec::new(),
            origins: Vec::new(),
            opdescs: Vec::new(),
            opdesc_masks: Vec::new(),
            opdesc_is_mad: 0,
            stack: Vec::new(),
            procs: HashMap::new(),
            proc_order: Vec::new(),
            proc_relocs: Vec::new(),
            dvles: Vec::new(),
            global_uniforms: Vec::new(),
            alloc: [AllocBundle::new(), AllocBundle::new()],
            last_was_end: false,
            diagnostics: Vec::new(),
            all_labels: Vec::new(),
            all_names: Vec::new(),
            code_full_reported: false,
            undefined_procs: HashSet::new(),
            file: 0,
            overflow_blocks: 0,
            outside_reported: false,
            last_closed_proc: None,
            unknown_names: HashSet::new(),
            labels: HashMap::new(),
            label_relocs: Vec::new(),
            aliases: HashMap::new(),
            cur_dvle: None,
        }
    }

    /// Record a diagnostic of the current file. Every diagnostic the
    /// assembler makes names its rule with a `pica/...` code
    /// (`tests/asm_codes.rs` checks that none is left without one).
    fn report(&mut self, d: Diagnostic) {
        if self.diagnostics.len() <= self.file {
            self.diagnostics.resize_with(self.file + 1, Collector::new);
        }
        self.diagnostics[self.file].push(d);
    }

    fn report_fail(&mut self, fail: Fail) {
        if let Fail::Report(d) = fail {
            self.report(d);
        }
    }

    fn warn(&mut self, code: &'static str, span: Span, message: impl Into<String>) {
        self.report(Diagnostic::warning(span, message).with_code(code));
    }

    fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(|c| c.error_count() > 0)
    }

    /// Every diagnostic, file by file, each file's capped with a final note.
    fn take_diagnostics(&mut self) -> Vec<FileDiagnostic> {
        std::mem::take(&mut self.diagnostics)
            .into_iter()
            .enumerate()
            .flat_map(|(file, c)| {
                c.finish()
                    .into_iter()
                    .map(move |diagnostic| FileDiagnostic { file, diagnostic })
            })
            .collect()
    }

    // ---- files and lines --------------------------------------------------

    fn file(&mut self, index: usize, src: &Source<'_>) {
        self.file = index;
        // picasso's ClearStatus: per-file labels, aliases and constants.
        self.alloc[0].clear_local();
        self.labels.clear();
        self.label_relocs.clear();
        self.aliases.clear();
        self.cur_dvle = None;
        self.overflow_blocks = 0;
        self.outside_reported = false;
        self.last_closed_proc = None;
        self.unknown_names.clear();

        let text = src.text;
        let mut line_start = 0;
        // Past the error cap the lines are still read, their errors only
        // counted (the Collector keeps none of them), so that the final
        // note says how many more there are.
        while line_start <= text.len() {
            let line_end = text[line_start..]
                .find('\n')
                .map_or(text.len(), |i| line_start + i);
            let line = &text[line_start..line_end];
            let content = line.find(';').map_or(line, |i| &line[..i]);
            if let Err(fail) = self.line(text, content, line_start) {
                self.report_fail(fail);
            }
            line_start = line_end + 1;
        }
        for block in std::mem::take(&mut self.stack) {
            let what = match block.kind {
                BlockKind::Proc(_) => "`.proc`",
                BlockKind::For => "`for`",
                BlockKind::If { .. } => "`if`",
                BlockKind::Array(_) => "`.constfa`",
            };
            self.report(
                Diagnostic::error(
                    block.span,
                    format!("{what} block is never closed with `.end`"),
                )
                .with_code("pica/unclosed-block"),
            );
        }
        self.fix_labels();
        let mut names: Vec<NameDef> = self
            .aliases
            .iter()
            .map(|(name, a)| NameDef {
                name: name.clone(),
                file: index,
                reg: a.reg,
                swizzle: a.swizzle,
                negate: a.negate,
            })
            .collect();
        names.sort_by(|a, b| a.name.cmp(&b.name));
        self.all_names.extend(names);
    }

    fn line(&mut self, src: &str, content: &str, base: usize) -> Res<()> {
        // `# LINE "FILE"` markers from the C preprocessor.
        if content.trim_start().starts_with('#') {
            return Ok(());
        }
        let toks = lex_line(content, base);
        let eol = toks.last().map_or(base, |t| t.1.end);
        let mut c = Cursor::new(src, toks, eol);
        if let Some(span) = c.first_other()
            && !takes_atof_text(&c)
        {
            let ch = src.get(span.clone()).unwrap_or("?");
            return Err(Fail::Report(shasm_diag::lex::unexpected_character(
                "pica/unexpected-character",
                span,
                ch,
            )));
        }
        // Labels: `name:` (several may prefix one statement).
        while c.peek() == Some(Tok::Ident) && c.peek_at(1) == Some(Tok::Colon) {
            let (name, span) = c.ident("a label")?;
            c.next();
            if self.labels.contains_key(name) {
                return err_code(
                    "pica/duplicate-label",
                    span,
                    format!("duplicate label `{name}`"),
                );
            }
            self.labels.insert(name.to_string(), self.code.len());
            self.all_labels.push(LabelDef {
                name: name.to_string(),
                file: self.file,
                target: self.code.len() as u32,
            });
        }
        if c.at_end() {
            return Ok(());
        }
        let stmt_start = c.span().start;
        if c.eat(Tok::Dot).is_some() {
            let (name, span) = c.ident("a directive name")?;
            self.directive(&mut c, name, span, stmt_start..eol)
        } else {
            let (name, span) = c.ident("an instruction or directive")?;
            self.instruction(&mut c, name, span, stmt_start..eol)
        }
    }

    // ---- DVLEs ------------------------------------------------------------

    fn dvle(&mut self) -> usize {
        if let Some(d) = self.cur_dvle {
            return d;
        }
        self.dvles.push(DvleData::new(self.file));
        let d = self.dvles.len() - 1;
        self.cur_dvle = Some(d);
        d
    }

    fn emit(&mut self, word: u32, span: Span) {
        self.code.push(word);
        self.origins.push(Origin {
            file: self.file,
            span,
            padding: false,
        });
    }

    fn padding_nop(&mut self, span: Span) {
        if self.options.auto_nop {
            self.code.push(encode(&crate::Instruction::new(Op::Nop)));
            self.origins.push(Origin {
                file: self.file,
                span,
                padding: true,
            });
        } else {
            self.warn("pica/padding-nop", span, "a padding NOP is required here");
        }
    }

    fn last_opcode(&self) -> Option<u32> {
        self.code.last().map(|w| w >> 26)
    }

    /// Open a block. Past the nesting limit the block is counted instead,
    /// so that its `.else` and `.end` match; only the first one is an error.
    fn push_block(&mut self, kind: BlockKind, pos: usize, span: Span) -> Res<()> {
        if self.stack.len() == MAX_NESTING {
            self.overflow_blocks += 1;
            if self.overflow_blocks > 1 {
                return Err(Fail::Quiet);
            }
            return Err(Fail::Report(
                Diagnostic::error(
                    span,
                    format!("too many nested blocks (picasso allows {MAX_NESTING} open at once)"),
                )
                .with_code("pica/too-deeply-nested")
                .with_note("blocks nested deeper than this are not reported"),
            ));
        }
        if matches!(kind, BlockKind::Proc(_)) {
            self.outside_reported = false;
        }
        self.stack.push(Block { kind, pos, span });
        Ok(())
    }

    fn set_target(&mut self, pos: usize, target: usize, span: &Span) -> Res<()> {
        if target > 0xFFF {
            if self.code_full_reported {
                // Follows from the code-size error.
                return Err(Fail::Quiet);
            }
            return err_code(
                "pica/flow-target-too-large",
                span.clone(),
                format!("flow target {target} does not fit in 12 bits"),
            );
        }
        if let Some(w) = self.code.get_mut(pos) {
            *w = (*w & !(0xFFF << 10)) | ((target as u32) << 10);
        }
        Ok(())
    }

    fn fix_labels(&mut self) {
        let mut reported = HashSet::new();
        for r in std::mem::take(&mut self.label_relocs) {
            match self.labels.get(&r.name) {
                Some(&target) => {
                    if let Err(fail) = self.set_target(r.pos, target, &r.span) {
                        self.report_fail(fail);
                    }
                }
                None if reported.contains(&r.name) => {}
                None => {
                    self.report(
                        Diagnostic::error(
                            r.span,
                            format!("label `{}` is not defined in this file", r.name),
                        )
                        .with_code("pica/undefined-label")
                        .with_note("later uses of this label are not reported"),
                    );
                    reported.insert(r.name);
                }
            }
        }
    }
}
