//! Programs: declarations, immediates, instructions, labels and the model.

use crate::handle::{InstId, Reg, RegRange};
use crate::instruction::Instruction;
use crate::operand::{File, WriteMask};
use crate::property::Property;
use crate::semantics::Semantics;
use crate::span::{Item, SourceMap, Span};
use std::fmt;

/// The pipeline stage a program runs in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    Vertex,
    Fragment,
    Geometry,
    Compute,
    /// NV vertex state programs (`!!VSP1.0`): run once, write parameters.
    VertexState,
}

impl Stage {
    /// Header keyword in IR text (TGSI's for the four TGSI stages).
    pub fn header(self) -> &'static str {
        match self {
            Stage::Vertex => "VERT",
            Stage::Fragment => "FRAG",
            Stage::Geometry => "GEOM",
            Stage::Compute => "COMP",
            Stage::VertexState => "VSTATE",
        }
    }

    pub fn from_header(h: &str) -> Option<Stage> {
        [
            Stage::Vertex,
            Stage::Fragment,
            Stage::Geometry,
            Stage::Compute,
            Stage::VertexState,
        ]
        .into_iter()
        .find(|s| s.header().eq_ignore_ascii_case(h))
    }
}

macro_rules! semantic_names {
    ($($variant:ident $name:literal,)*) => {
        /// Semantic of an input or output (TGSI spellings; PICA's `QUATERNION`
        /// and `VIEW` are ours).
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum SemanticName { $($variant,)* }

        impl SemanticName {
            pub const ALL: &'static [SemanticName] = &[$(SemanticName::$variant,)*];
            pub fn name(self) -> &'static str {
                match self { $(SemanticName::$variant => $name,)* }
            }
            pub fn from_name(name: &str) -> Option<SemanticName> {
                SemanticName::ALL.iter().copied().find(|s| s.name().eq_ignore_ascii_case(name))
            }
        }
    };
}

semantic_names! {
    Position "POSITION",
    Color "COLOR",
    BColor "BCOLOR",
    Fog "FOG",
    PSize "PSIZE",
    Generic "GENERIC",
    Normal "NORMAL",
    Face "FACE",
    EdgeFlag "EDGEFLAG",
    PrimId "PRIM_ID",
    InstanceId "INSTANCEID",
    VertexId "VERTEXID",
    Stencil "STENCIL",
    ClipDist "CLIPDIST",
    ClipVertex "CLIPVERTEX",
    GridSize "GRID_SIZE",
    BlockId "BLOCK_ID",
    BlockSize "BLOCK_SIZE",
    ThreadId "THREAD_ID",
    TexCoord "TEXCOORD",
    PCoord "PCOORD",
    ViewportIndex "VIEWPORT_INDEX",
    Layer "LAYER",
    SampleId "SAMPLEID",
    SamplePos "SAMPLEPOS",
    SampleMask "SAMPLEMASK",
    InvocationId "INVOCATIONID",
    VertexIdNoBase "VERTEXID_NOBASE",
    BaseVertex "BASEVERTEX",
    Patch "PATCH",
    TessCoord "TESSCOORD",
    TessOuter "TESSOUTER",
    TessInner "TESSINNER",
    VerticesIn "VERTICESIN",
    HelperInvocation "HELPER_INVOCATION",
    BaseInstance "BASEINSTANCE",
    DrawId "DRAWID",
    WorkDim "WORK_DIM",
    Quaternion "QUATERNION",
    View "VIEW",
}

/// A semantic with its index (`COLOR[1]`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Semantic {
    pub name: SemanticName,
    pub index: u32,
}

/// Interpolation of fragment inputs.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Interpolation {
    Constant,
    Linear,
    Perspective,
    Color,
}

impl Interpolation {
    pub fn name(self) -> &'static str {
        match self {
            Interpolation::Constant => "CONSTANT",
            Interpolation::Linear => "LINEAR",
            Interpolation::Perspective => "PERSPECTIVE",
            Interpolation::Color => "COLOR",
        }
    }

    pub fn from_name(name: &str) -> Option<Interpolation> {
        [
            Interpolation::Constant,
            Interpolation::Linear,
            Interpolation::Perspective,
            Interpolation::Color,
        ]
        .into_iter()
        .find(|i| i.name().eq_ignore_ascii_case(name))
    }
}

/// Where in the pixel a fragment input is interpolated (TGSI's interpolation
/// location, Mesa's `DCL IN[0], GENERIC[0], PERSPECTIVE, CENTROID`).
///
/// shasm runs one sample per fragment at the pixel centre with no
/// coverage, so every location reads the input's value: the location is
/// kept so that programs print back as written.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum InterpLocation {
    #[default]
    Center,
    Centroid,
    Sample,
}

impl InterpLocation {
    pub fn name(self) -> &'static str {
        match self {
            InterpLocation::Center => "CENTER",
            InterpLocation::Centroid => "CENTROID",
            InterpLocation::Sample => "SAMPLE",
        }
    }

    pub fn from_name(name: &str) -> Option<InterpLocation> {
        [
            InterpLocation::Center,
            InterpLocation::Centroid,
            InterpLocation::Sample,
        ]
        .into_iter()
        .find(|i| i.name().eq_ignore_ascii_case(name))
    }
}

/// How the components of a register are held in their 32-bit words.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum StorageFormat {
    /// binary32 (raw bits are preserved by moves and packs).
    #[default]
    F32,
    /// fp16 values, stored widened to f32 (NV `H` registers, `o[COLH]`):
    /// every write rounds to fp16.
    F16,
    /// Integers (address registers, integer uniforms, loop counters).
    Int,
}

/// Where a constant register's value comes from.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Binding {
    /// Set by the environment through the file and index (TGSI `CONST[n]`,
    /// NV `c[n]`, PICA `c0`..`c95`).
    #[default]
    None,
    /// ARB `program.env[n]`.
    Env,
    /// ARB `program.local[n]`, NV_fragment_program `p[n]`.
    Local,
    /// A name the program declares (NV_fragment_program `DECLARE`, picasso
    /// `.fvec`), settable by that name.
    Named(String),
    /// A piece of GL state (ARB `state.matrix.mvp.row[0]`).
    State(crate::state::StateBinding),
}

/// How one register of a declaration is written in its source language.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Spelling {
    /// `prefix` + (index - first + base) + `suffix`: `c[` 12 `]`, `v` 3, `R` 0.
    Indexed {
        prefix: String,
        suffix: String,
        base: u32,
    },
    /// A single register with a fixed name: `o[HPOS]`, `f[TEX0]`, `myColor`.
    Named(String),
}

/// A register range declaration (`DCL OUT[0..3], GENERIC[0]`).
#[derive(Clone, Debug, PartialEq)]
pub struct Declaration {
    pub file: File,
    pub first: u32,
    pub last: u32,
    /// Outer index of a two-dimensional declaration (`DCL CONST[1][0..3]`).
    pub dimension: Option<u32>,
    pub semantic: Option<Semantic>,
    pub interpolation: Option<Interpolation>,
    /// Where the input is interpolated ([`InterpLocation::Center`] unless
    /// the source says otherwise).
    pub location: InterpLocation,
    /// TGSI usage mask (`DCL OUT[1].xy`).
    pub mask: WriteMask,
    pub format: StorageFormat,
    /// Value of every register of the range at the start of an invocation
    /// (NV vertex results: (0,0,0,1)).
    pub initial: [u32; 4],
    pub binding: Binding,
    pub spelling: Option<Spelling>,
}

impl Declaration {
    pub fn new(file: File, first: u32, last: u32) -> Declaration {
        Declaration {
            file,
            first,
            last,
            dimension: None,
            semantic: None,
            interpolation: None,
            location: InterpLocation::Center,
            mask: WriteMask::XYZW,
            format: StorageFormat::F32,
            initial: [0; 4],
            binding: Binding::None,
            spelling: None,
        }
    }

    /// The registers the declaration covers.
    pub fn range(&self) -> RegRange {
        RegRange::new(self.file, self.first, self.last)
    }

    pub fn contains(&self, file: File, index: u32) -> bool {
        self.file == file && self.first <= index && index <= self.last
    }

    pub fn len(&self) -> u32 {
        self.last - self.first + 1
    }

    pub fn is_empty(&self) -> bool {
        false
    }

    /// The source-language name of register `index` of this declaration.
    pub fn spell(&self, index: u32) -> Option<String> {
        match self.spelling.as_ref()? {
            Spelling::Indexed {
                prefix,
                suffix,
                base,
            } => Some(format!("{prefix}{}{suffix}", index - self.first + base)),
            Spelling::Named(n) => Some(n.clone()),
        }
    }
}

/// The type of an immediate's components.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ImmType {
    Flt32,
    Uint32,
    Int32,
}

impl ImmType {
    pub fn name(self) -> &'static str {
        match self {
            ImmType::Flt32 => "FLT32",
            ImmType::Uint32 => "UINT32",
            ImmType::Int32 => "INT32",
        }
    }
}

/// An immediate (literal) vector: `IMM[n] FLT32 { 1.0, 0.5, 0.0, 1.0 }`.
#[derive(Clone, Debug, PartialEq)]
pub struct Immediate {
    pub ty: ImmType,
    /// Raw component words, bit-exact.
    pub values: [u32; 4],
    /// How many components the text gave (1..=4); the rest are padding.
    pub len: u8,
}

/// A named position in the instruction list.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub name: String,
    /// The instruction that follows the label.
    pub target: InstId,
}

/// A register value fixed when the program is loaded (PICA DVLE constants,
/// NV_fragment_program DEFINEs and literals placed in constant registers).
#[derive(Clone, Debug, PartialEq)]
pub struct Preset {
    pub reg: Reg,
    pub value: [u32; 4],
}

/// A complete program.
///
/// Equality compares what the program does and declares, never where it was
/// written: [`Program::spans`], the only place spans live, is left out.
#[derive(Clone, Debug)]
pub struct Program {
    pub stage: Stage,
    pub semantics: Semantics,
    pub declarations: Vec<Declaration>,
    pub immediates: Vec<Immediate>,
    pub properties: Vec<Property>,
    pub instructions: Vec<Instruction>,
    pub labels: Vec<Label>,
    pub presets: Vec<Preset>,
    /// The instruction execution starts at.
    pub entry: InstId,
    /// For ISAs whose programs end at a known word rather than at END
    /// (PICA: the DVLE's end-of-main), the index that ends the run.
    pub end: Option<InstId>,
    /// Where each instruction and its operands, and each declaration,
    /// immediate, property and label were written.
    pub spans: SourceMap,
    /// What the source language means for a translation of the program,
    /// declared by the front end's lowering ([`crate::origin`]).
    pub origin: crate::Origin,
}

impl PartialEq for Program {
    fn eq(&self, other: &Program) -> bool {
        // Destructured so that a new field must be placed on one side or the
        // other of this comparison.
        let Program {
            stage,
            semantics,
            declarations,
            immediates,
            properties,
            instructions,
            labels,
            presets,
            entry,
            end,
            spans: _,
            // Like the spans, about the source, not what the program does.
            origin: _,
        } = self;
        *stage == other.stage
            && *semantics == other.semantics
            && *declarations == other.declarations
            && *immediates == other.immediates
            && *properties == other.properties
            && *instructions == other.instructions
            && *labels == other.labels
            && *presets == other.presets
            && *entry == other.entry
            && *end == other.end
    }
}

impl Program {
    pub fn new(stage: Stage, semantics: Semantics) -> Program {
        Program {
            stage,
            semantics,
            declarations: Vec::new(),
            immediates: Vec::new(),
            properties: Vec::new(),
            instructions: Vec::new(),
            labels: Vec::new(),
            presets: Vec::new(),
            entry: InstId::ZERO,
            end: None,
            spans: SourceMap::default(),
            origin: crate::Origin::default(),
        }
    }

    /// Insert `instructions` before the first instruction. Every
    /// instruction index of the program (branch and range targets, labels,
    /// the entry and the end) moves past them; the inserted instructions'
    /// own targets are taken as given (final indices). They get no spans.
    pub fn insert_at_start(&mut self, instructions: Vec<Instruction>) {
        self.insert(0, instructions, true);
    }

    /// Insert `instructions` just before instruction `at`, as part of it:
    /// whatever branched to `at` (a target, a label, the entry) now
    /// reaches the first inserted instruction, and every later index
    /// moves past them. The inserted instructions' own targets are taken
    /// as given; they get no spans. (PICA200 range counts are not
    /// adjusted: lowering passes run on programs without them.)
    pub fn insert_before(&mut self, at: usize, instructions: Vec<Instruction>) {
        self.insert(at, instructions, false);
    }

    /// Insert `instructions` between instruction `at - 1` and `at`, ahead
    /// of `at` but not part of it: whatever branched to `at` (a target, a
    /// label, the entry) still reaches instruction `at` itself, so only
    /// falling through from `at - 1` runs the inserted instructions (an
    /// implicit RET before a subroutine's label).
    pub fn insert_between(&mut self, at: usize, instructions: Vec<Instruction>) {
        self.insert(at, instructions, true);
    }

    /// The shared step: indices past `at` (and `at` itself when
    /// `move_at`) move by the count inserted.
    fn insert(&mut self, at: usize, instructions: Vec<Instruction>, move_at: bool) {
        let n = instructions.len() as u32;
        if n == 0 || at > self.instructions.len() {
            return;
        }
        let moved = |id: InstId| {
            let i = id.index();
            if i > at || (move_at && i == at) {
                InstId::saturating((i as u32).saturating_add(n))
            } else {
                id
            }
        };
        for i in &mut self.instructions {
            match &mut i.extra {
                crate::Extra::Label(target) | crate::Extra::Range { target, .. } => {
                    *target = moved(*target)
                }
                _ => {}
            }
        }
        for l in &mut self.labels {
            l.target = moved(l.target);
        }
        self.entry = moved(self.entry);
        self.end = self.end.map(moved);
        self.spans.insert_empty(at, n as usize);
        self.instructions.splice(at..at, instructions);
    }

    /// Run `prologue` before the program, wherever the program starts:
    /// the instructions go first and execution starts with them; where
    /// the entry was not the first instruction (an NV `main:` label), a
    /// BRA after the prologue continues at it.
    pub fn prepend(&mut self, mut prologue: Vec<Instruction>) {
        if prologue.is_empty() {
            return;
        }
        if self.entry != InstId::ZERO {
            let extra = prologue.len() as u32 + 1;
            let entry = InstId::saturating((self.entry.index() as u32).saturating_add(extra));
            prologue
                .push(Instruction::new(crate::Opcode::Bra).with_extra(crate::Extra::Label(entry)));
        }
        self.insert_at_start(prologue);
        self.entry = InstId::ZERO;
    }

    /// The declaration that covers `file[index]`, if any.
    pub fn declaration(&self, file: File, index: u32) -> Option<&Declaration> {
        self.declarations
            .iter()
            .find(|d| d.dimension.is_none() && d.contains(file, index))
            .or_else(|| self.declarations.iter().find(|d| d.contains(file, index)))
    }

    /// The vertices of the input primitive of a geometry program (its
    /// `GS_INPUT_PRIMITIVE` property), the planes of its two-dimensional
    /// `IN`; `None` without one.
    pub fn input_vertices(&self) -> Option<u32> {
        self.properties.iter().find_map(|p| match p {
            crate::property::Property::GsInputPrimitive(prim) => prim.vertices(),
            _ => None,
        })
    }

    /// The declaration that covers `reg`, if any.
    pub fn declaration_of(&self, reg: Reg) -> Option<&Declaration> {
        self.declaration(reg.file(), reg.index())
    }

    /// One past the highest declared index of `file` (the immediates count
    /// for `IMM`).
    pub fn file_size(&self, file: File) -> u32 {
        if file == File::Immediate {
            return self.immediates.len() as u32;
        }
        self.declarations
            .iter()
            .filter(|d| d.file == file)
            .map(|d| d.last.saturating_add(1))
            .max()
            .unwrap_or(0)
    }

    /// The source-language spelling of a register, falling back to IR syntax
    /// (`TEMP[3]`).
    pub fn spell(&self, file: File, index: u32) -> String {
        self.declaration(file, index)
            .and_then(|d| d.spell(index))
            .unwrap_or_else(|| format!("{}[{index}]", file.name()))
    }

    /// Find a declaration bound to `name` (`DECLARE`d parameters, uniforms).
    pub fn named(&self, name: &str) -> Option<&Declaration> {
        self.declarations
            .iter()
            .find(|d| matches!(&d.binding, Binding::Named(n) if n == name))
    }

    pub fn label_at(&self, target: InstId) -> Option<&Label> {
        self.labels.iter().find(|l| l.target == target)
    }

    /// Keep the declarations for which `keep` holds, with their spans.
    pub fn retain_declarations(&mut self, mut keep: impl FnMut(&Declaration) -> bool) {
        let all = std::mem::take(&mut self.declarations);
        let spans: Vec<Span> = (0..all.len()).map(|k| self.spans.declaration(k)).collect();
        self.spans.truncate_items(Item::Declaration, 0);
        for (d, span) in all.into_iter().zip(spans) {
            if keep(&d) {
                if !span.is_none() {
                    self.spans
                        .set_item(Item::Declaration, self.declarations.len(), span);
                }
                self.declarations.push(d);
            }
        }
    }

    /// Remove every label, with their spans.
    pub fn clear_labels(&mut self) {
        self.labels.clear();
        self.spans.truncate_items(Item::Label, 0);
    }
}

impl fmt::Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::print::write_program(f, self)
    }
}

impl Program {
    /// A copy with every span cleared, for comparing programs parsed from
    /// different texts (round-trip tests).
    pub fn without_spans(&self) -> Program {
        let mut p = self.clone();
        p.spans.clear();
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::instruction::Instruction;
    use crate::opcode::Opcode;
    use crate::span::{FileId, InstSpans, SourceMap};

    fn one_instruction(spans: SourceMap) -> Program {
        let mut p = Program::new(Stage::Vertex, Semantics::tgsi());
        p.instructions.push(Instruction::new(Opcode::End));
        p.spans = spans;
        p
    }

    #[test]
    fn programs_differing_only_in_instruction_spans_are_equal() {
        let written = one_instruction(SourceMap::from_entries(
            FileId::MAIN,
            vec![InstSpans::of(Span::new(5, 8))],
        ));
        let decoded = one_instruction(SourceMap::default());
        assert_eq!(written, decoded);
        assert_eq!(written.spans.inst(InstId::ZERO), Span::new(5, 8));
        assert!(written.without_spans().spans.is_empty());
    }

    #[test]
    fn item_spans_are_beside_the_items_and_not_compared() {
        let mut written = one_instruction(SourceMap::default());
        written
            .declarations
            .push(Declaration::new(File::Temp, 0, 1));
        written
            .declarations
            .push(Declaration::new(File::Output, 0, 0));
        written
            .spans
            .set_item(Item::Declaration, 1, Span::new(4, 9));
        written.labels.push(Label {
            name: "main".into(),
            target: InstId::ZERO,
        });
        written.spans.set_item(Item::Label, 0, Span::new(0, 5));
        let mut decoded = written.without_spans();
        assert!(decoded.spans.is_empty());
        assert_eq!(written, decoded);

        assert_eq!(
            written
                .declaration_of(Reg::new(File::Temp, 1))
                .map(|d| d.range()),
            Some(RegRange::new(File::Temp, 0, 1))
        );
        assert!(written.declaration_of(Reg::new(File::Temp, 2)).is_none());
        written.retain_declarations(|d| d.file == File::Output);
        decoded.retain_declarations(|d| d.file == File::Output);
        assert_eq!(written.spans.declaration(0), Span::new(4, 9));
        assert_eq!(written.spans.declaration(1), Span::NONE);
        assert_eq!(written, decoded);
        written.clear_labels();
        assert_eq!(written.spans.label(0), Span::NONE);
    }

    #[test]
    fn programs_differing_in_instructions_are_not_equal() {
        let a = one_instruction(SourceMap::default());
        let mut b = a.clone();
        b.instructions[0] = Instruction::new(Opcode::Ret);
        assert_ne!(a, b);
    }
}

#[cfg(test)]
mod prepend_tests {
    use super::*;
    use crate::{Extra, Opcode};

    fn bra(to: u32) -> Instruction {
        Instruction::new(Opcode::Bra).with_extra(Extra::Label(InstId::saturating(to)))
    }

    /// A program `NOP; main: BRA main(1); END` entered at `main`.
    fn with_main() -> Program {
        let mut p = Program::new(Stage::Vertex, Semantics::nv_vertex());
        p.instructions = vec![
            Instruction::new(Opcode::Nop),
            bra(1),
            Instruction::new(Opcode::End),
        ];
        p.labels.push(Label {
            name: "main".into(),
            target: InstId::saturating(1),
        });
        p.entry = InstId::saturating(1);
        p
    }

    #[test]
    fn insert_at_start_moves_every_index() {
        let mut p = with_main();
        p.end = Some(InstId::saturating(2));
        p.insert_at_start(vec![Instruction::new(Opcode::Mov), bra(0)]);
        assert_eq!(p.instructions.len(), 5);
        // The inserted BRA keeps its given target; the program's moves by 2.
        assert_eq!(p.instructions[1].extra, Extra::Label(InstId::saturating(0)));
        assert_eq!(p.instructions[3].extra, Extra::Label(InstId::saturating(3)));
        assert_eq!(p.labels[0].target, InstId::saturating(3));
        assert_eq!(p.entry, InstId::saturating(3));
        assert_eq!(p.end, Some(InstId::saturating(4)));
    }

    #[test]
    fn insert_before_keeps_branches_to_the_instruction_on_the_insert() {
        let mut p = with_main();
        p.end = Some(InstId::saturating(2));
        // Before instruction 1 (main): the label, the entry and the BRA's
        // target (1) now reach the inserted MOV; the END moves to 3.
        p.insert_before(1, vec![Instruction::new(Opcode::Mov)]);
        assert_eq!(p.instructions[1].opcode, Opcode::Mov);
        assert_eq!(p.labels[0].target, InstId::saturating(1));
        assert_eq!(p.entry, InstId::saturating(1));
        assert_eq!(p.instructions[2].extra, Extra::Label(InstId::saturating(1)));
        assert_eq!(p.end, Some(InstId::saturating(3)));
        // Before instruction 0 nothing points past 0 but the label, entry
        // and BRA at 1 -> 2.
        p.insert_before(0, vec![Instruction::new(Opcode::Nop)]);
        assert_eq!(p.labels[0].target, InstId::saturating(2));
        assert_eq!(p.entry, InstId::saturating(2));
    }

    #[test]
    fn insert_between_keeps_branches_on_the_instruction() {
        let mut p = with_main();
        // Between NOP (0) and main (1): the label, the entry and the BRA's
        // target move with `main` to 2; only NOP falls into the RET.
        p.insert_between(1, vec![Instruction::new(Opcode::Ret)]);
        assert_eq!(p.instructions[1].opcode, Opcode::Ret);
        assert_eq!(p.labels[0].target, InstId::saturating(2));
        assert_eq!(p.entry, InstId::saturating(2));
        assert_eq!(p.instructions[2].extra, Extra::Label(InstId::saturating(2)));
    }

    #[test]
    fn prepend_runs_first_then_jumps_to_main() {
        let mut p = with_main();
        p.prepend(vec![Instruction::new(Opcode::Mov)]);
        // MOV; BRA main; NOP; main: BRA main; END
        assert_eq!(p.entry, InstId::ZERO);
        assert_eq!(p.instructions[0].opcode, Opcode::Mov);
        assert_eq!(p.instructions[1].extra, Extra::Label(InstId::saturating(3)));
        assert_eq!(p.labels[0].target, InstId::saturating(3));
        assert_eq!(p.instructions[3].extra, Extra::Label(InstId::saturating(3)));
        // Entered at the start already: no jump.
        let mut q = with_main();
        q.entry = InstId::ZERO;
        q.prepend(vec![Instruction::new(Opcode::Mov)]);
        assert_eq!(q.instructions.len(), 4);
        assert_eq!(q.instructions[1].opcode, Opcode::Nop);
    }
}
