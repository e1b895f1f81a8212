//! Line and column lookup for byte offsets, built once per file.

use std::ops::Range;

/// The line starts of one source text, for 1-based line and column lookup
/// of byte offsets in O(log lines). Columns count characters, as
/// `docs/cli.md` requires; lines holding only ASCII are counted in O(1).
///
/// Build it once per file and ask it for every diagnostic (rendering and
/// `check --format json` both do).
#[derive(Clone, Debug)]
pub struct LineIndex<'s> {
    source: &'s str,
    /// Byte offset of the first byte of each line; `starts[0] == 0`.
    starts: Vec<usize>,
    /// Per line: whether it holds only ASCII (bytes = characters).
    ascii: Vec<bool>,
}

impl<'s> LineIndex<'s> {
    pub fn new(source: &'s str) -> LineIndex<'s> {
        let mut starts = vec![0];
        let mut ascii = Vec::new();
        let mut line_ascii = true;
        for (i, b) in source.bytes().enumerate() {
            if b == b'\n' {
                starts.push(i + 1);
                ascii.push(line_ascii);
                line_ascii = true;
            } else if !b.is_ascii() {
                line_ascii = false;
            }
        }
        ascii.push(line_ascii);
        LineIndex {
            source,
            starts,
            ascii,
        }
    }

    pub fn source(&self) -> &'s str {
        self.source
    }

    /// How many lines the text has (a final line without `\n` counts; an
    /// empty text has one empty line).
    pub fn line_count(&self) -> usize {
        self.starts.len()
    }

    /// The 0-based line holding byte `offset` (offsets past the end are on
    /// the last line).
    pub fn line_of(&self, offset: usize) -> usize {
        self.starts
            .partition_point(|&s| s <= offset)
            .saturating_sub(1)
    }

    /// The byte range of 0-based line `line`, without its `\n`; an empty
    /// range at the end of the text for lines past the last.
    pub fn line_range(&self, line: usize) -> Range<usize> {
        let len = self.source.len();
        let Some(&start) = self.starts.get(line) else {
            return len..len;
        };
        let end = self.starts.get(line + 1).map_or(len, |&next| next - 1);
        start..end
    }

    /// 1-based line and column (in characters) of byte `offset`, clamped
    /// to the text and to a character boundary.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = floor_char_boundary(self.source, offset.min(self.source.len()));
        let line = self.line_of(offset);
        (line + 1, self.column_in(line, offset) + 1)
    }

    /// 0-based column (in characters) of `offset` in 0-based `line`.
    pub(crate) fn column_in(&self, line: usize, offset: usize) -> usize {
        let start = self.starts.get(line).copied().unwrap_or(0);
        let offset = floor_char_boundary(self.source, offset.clamp(start, self.source.len()));
        if self.ascii.get(line).copied().unwrap_or(false) {
            offset - start
        } else {
            self.source
                .get(start..offset)
                .map_or(0, |s| s.chars().count())
        }
    }
}

pub(crate) fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns() {
        let src = "ab\n\ncé d\nlast";
        let index = LineIndex::new(src);
        assert_eq!(index.line_count(), 4);
        assert_eq!(index.line_col(0), (1, 1));
        assert_eq!(index.line_col(2), (1, 3)); // the `\n` itself
        assert_eq!(index.line_col(3), (2, 1));
        let d = src.find('d').unwrap();
        assert_eq!(index.line_col(d), (3, 4)); // é is one column
        assert_eq!(index.line_col(src.len()), (4, 5));
        assert_eq!(index.line_col(src.len() + 100), (4, 5));
        assert_eq!(index.line_range(2), 4..src.find("\nlast").unwrap());
        assert_eq!(index.line_range(3), src.len() - 4..src.len());
        assert_eq!(index.line_range(9), src.len()..src.len());
    }

    #[test]
    fn offsets_inside_a_character_round_down() {
        let index = LineIndex::new("é!");
        assert_eq!(index.line_col(1), (1, 1));
        assert_eq!(index.line_col(2), (1, 2));
    }

    #[test]
    fn agrees_with_line_col_everywhere() {
        let src = "x é\n\n\tyz\r\nω\n";
        let index = LineIndex::new(src);
        for offset in 0..=src.len() + 1 {
            assert_eq!(
                index.line_col(offset),
                crate::line_col(src, offset),
                "{offset}"
            );
        }
    }
}
