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

/// The source spans of a program's instructions, beside the instructions
/// rather than inside them: entry `k` belongs to instruction `k`.
///
/// Spans take no part in comparing programs (see `Program`'s `PartialEq`).
/// A program made by a decoder or a test has an empty map; every lookup then
/// answers [`Span::NONE`].
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    /// The file every span of this map points into.
    pub file: FileId,
    entries: Vec<InstSpans>,
}

impl SourceMap {
    pub fn new(file: FileId) -> SourceMap {
        SourceMap {
            file,
            entries: Vec::new(),
        }
    }

    /// A map whose entry `k` is `entries[k]`.
    pub fn from_entries(file: FileId, entries: Vec<InstSpans>) -> SourceMap {
        SourceMap { file, entries }
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

    /// Forget every span.
    pub fn clear(&mut self) {
        self.entries.clear();
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
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
