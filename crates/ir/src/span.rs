//! Byte spans into the source text a program came from.

use crate::handle::InstId;
use std::ops::Range;

/// A half-open byte range `start..end` into the source text of a program.
///
/// Every IR item that came from text carries one, so that diagnostics raised by
/// any later pass (validator, checker, interpreter) can point back at the
/// offending token. Items made by a decoder or a test carry [`Span::NONE`].
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    /// The span of an item that did not come from text.
    pub const NONE: Span = Span { start: 0, end: 0 };

    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: u32::try_from(start).unwrap_or(u32::MAX),
            end: u32::try_from(end).unwrap_or(u32::MAX),
        }
    }

    pub fn is_none(self) -> bool {
        self == Span::NONE
    }

    /// The smallest span covering both `self` and `other`.
    pub fn join(self, other: Span) -> Span {
        if self.is_none() {
            return other;
        }
        if other.is_none() {
            return self;
        }
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    pub fn range(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }
}

impl From<Range<usize>> for Span {
    fn from(r: Range<usize>) -> Span {
        Span::new(r.start, r.end)
    }
}

/// Which source file a program's spans point into. Programs loaded from one
/// file use [`FileId::MAIN`]; a loader that links several files (picasso
/// objects) numbers them in its own order.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FileId(pub u32);

impl FileId {
    /// The file a single-file program came from.
    pub const MAIN: FileId = FileId(0);
}

/// Where one instruction and its operands were written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InstSpans {
    /// The whole instruction, mnemonic to last operand.
    pub inst: Span,
    /// The destination operand ([`Span::NONE`] when there is none).
    pub dst: Span,
    /// The source operands, in the order of [`Instruction::src`](crate::Instruction::src);
    /// shorter than that list where a source has no text (implicit operands).
    pub src: Vec<Span>,
}

impl InstSpans {
    /// The spans of an instruction whose operands have no spans of their own.
    pub fn of(inst: Span) -> InstSpans {
        InstSpans {
            inst,
            ..InstSpans::default()
        }
    }
}

/// A program list whose items a [`SourceMap`] can hold spans for, besides
/// the instructions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    /// [`Program::declarations`](crate::Program::declarations).
    Declaration,
    /// [`Program::immediates`](crate::Program::immediates).
    Immediate,
    /// [`Program::properties`](crate::Program::properties).
    Property,
    /// [`Program::labels`](crate::Program::labels).
    Label,
}

/// The source spans of a program, beside the program's lists rather than
/// inside their items: instruction entry `k` belongs to instruction `k`, and
/// [`SourceMap::item`]`(Item::Declaration, k)` is where declaration `k` was
/// written (likewise immediates, properties and labels).
///
/// Spans take no part in comparing programs (see `Program`'s `PartialEq`).
/// A program made by a decoder or a test has an empty map; every lookup then
/// answers [`Span::NONE`]. A pass that removes or reorders items of a list
/// keeps this map in step (or clears it).
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    /// The file every span of this map points into.
    pub file: FileId,
    entries: Vec<InstSpans>,
    declarations: Vec<Span>,
    immediates: Vec<Span>,
    properties: Vec<Span>,
    labels: Vec<Span>,
}

impl SourceMap {
    pub fn new(file: FileId) -> SourceMap {
        SourceMap {
            file,
            ..SourceMap::default()
        }
    }

    /// A map whose entry `k` is `entries[k]`.
    pub fn from_entries(file: FileId, entries: Vec<InstSpans>) -> SourceMap {
        SourceMap {
            file,
            entries,
            ..SourceMap::default()
        }
    }

    fn items(&self, item: Item) -> &Vec<Span> {
        match item {
            Item::Declaration => &self.declarations,
            Item::Immediate => &self.immediates,
            Item::Property => &self.properties,
            Item::Label => &self.labels,
        }
    }

    fn items_mut(&mut self, item: Item) -> &mut Vec<Span> {
        match item {
            Item::Declaration => &mut self.declarations,
            Item::Immediate => &mut self.immediates,
            Item::Property => &mut self.properties,
            Item::Label => &mut self.labels,
        }
    }

    /// Where item `index` of list `item` was written ([`Span::NONE`] if
    /// unknown).
    pub fn item(&self, item: Item, index: usize) -> Span {
        self.items(item).get(index).copied().unwrap_or(Span::NONE)
    }

    /// Record where item `index` of list `item` was written, growing that
    /// list of spans with [`Span::NONE`] as needed.
    pub fn set_item(&mut self, item: Item, index: usize, span: Span) {
        let spans = self.items_mut(item);
        if spans.len() <= index {
            spans.resize(index + 1, Span::NONE);
        }
        spans[index] = span;
    }

    /// Where declaration `index` was written.
    pub fn declaration(&self, index: usize) -> Span {
        self.item(Item::Declaration, index)
    }

    /// Where immediate `index` was written.
    pub fn immediate(&self, index: usize) -> Span {
        self.item(Item::Immediate, index)
    }

    /// Where property `index` was written.
    pub fn property(&self, index: usize) -> Span {
        self.item(Item::Property, index)
    }

    /// Where label `index` was written.
    pub fn label(&self, index: usize) -> Span {
        self.item(Item::Label, index)
    }

    /// Forget the spans of list `item` past its first `len` entries (after
    /// truncating that list).
    pub fn truncate_items(&mut self, item: Item, len: usize) {
        self.items_mut(item).truncate(len);
    }

    /// The spans of instruction `id`, if it has any.
    pub fn get(&self, id: InstId) -> Option<&InstSpans> {
        self.entries.get(id.index())
    }

    /// The span of instruction `id` ([`Span::NONE`] if unknown).
    pub fn inst(&self, id: InstId) -> Span {
        self.get(id).map_or(Span::NONE, |s| s.inst)
    }

    /// The span of the destination of instruction `id`.
    pub fn dst(&self, id: InstId) -> Span {
        self.get(id).map_or(Span::NONE, |s| s.dst)
    }

    /// The span of source operand `operand` of instruction `id`.
    pub fn src(&self, id: InstId, operand: usize) -> Span {
        self.get(id)
            .and_then(|s| s.src.get(operand))
            .copied()
            .unwrap_or(Span::NONE)
    }

    /// Record the spans of instruction `id`, growing the map with empty
    /// entries as needed.
    pub fn set(&mut self, id: InstId, spans: InstSpans) {
        let k = id.index();
        if self.entries.len() <= k {
            self.entries.resize(k + 1, InstSpans::default());
        }
        self.entries[k] = spans;
    }

    /// Replace the spans of every instruction (after a pass rebuilt the
    /// instruction list), keeping those of the other lists.
    pub fn replace_instructions(&mut self, entries: Vec<InstSpans>) {
        self.entries = entries;
    }

    /// Append the spans of the next instruction.
    pub fn push(&mut self, spans: InstSpans) {
        self.entries.push(spans);
    }

    /// Make room for `count` instructions inserted before instruction `at`
    /// (they get no spans), keeping every later entry with its instruction.
    pub fn insert_empty(&mut self, at: usize, count: usize) {
        if at >= self.entries.len() {
            return;
        }
        self.entries
            .splice(at..at, std::iter::repeat_n(InstSpans::default(), count));
    }

    /// Forget every span (instructions and the other lists alike).
    pub fn clear(&mut self) {
        self.entries.clear();
        self.declarations.clear();
        self.immediates.clear();
        self.properties.clear();
        self.labels.clear();
    }

    /// How many instructions have an entry.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the map holds no span at all.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
            && self.declarations.is_empty()
            && self.immediates.is_empty()
            && self.properties.is_empty()
            && self.labels.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(k: u32) -> InstId {
        InstId::new(k).unwrap()
    }

    #[test]
    fn missing_entries_answer_no_span() {
        let mut map = SourceMap::new(FileId::MAIN);
        map.set(
            id(2),
            InstSpans {
                inst: Span::new(10, 20),
                dst: Span::new(14, 16),
                src: vec![Span::new(18, 20)],
            },
        );
        assert_eq!(map.len(), 3);
        assert_eq!(map.inst(id(0)), Span::NONE);
        assert_eq!(map.inst(id(2)), Span::new(10, 20));
        assert_eq!(map.dst(id(2)), Span::new(14, 16));
        assert_eq!(map.src(id(2), 0), Span::new(18, 20));
        assert_eq!(map.src(id(2), 1), Span::NONE);
        assert_eq!(map.inst(id(9)), Span::NONE);
    }

    #[test]
    fn item_spans_are_kept_per_list() {
        let mut map = SourceMap::new(FileId::MAIN);
        map.set_item(Item::Declaration, 1, Span::new(3, 9));
        map.set_item(Item::Label, 0, Span::new(20, 25));
        assert_eq!(map.declaration(0), Span::NONE);
        assert_eq!(map.declaration(1), Span::new(3, 9));
        assert_eq!(map.immediate(1), Span::NONE);
        assert_eq!(map.label(0), Span::new(20, 25));
        assert_eq!(map.property(0), Span::NONE);
        assert!(!map.is_empty());
        map.clear();
        assert!(map.is_empty());
        assert_eq!(map.declaration(1), Span::NONE);
    }

    #[test]
    fn inserting_instructions_keeps_later_spans_with_theirs() {
        let mut map = SourceMap::from_entries(
            FileId::MAIN,
            vec![
                InstSpans::of(Span::new(0, 3)),
                InstSpans::of(Span::new(4, 7)),
            ],
        );
        map.insert_empty(0, 2);
        assert_eq!(map.inst(id(0)), Span::NONE);
        assert_eq!(map.inst(id(2)), Span::new(0, 3));
        assert_eq!(map.inst(id(3)), Span::new(4, 7));
    }
}
