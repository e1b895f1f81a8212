//! Small facts about program text that every assembly front end needs.

/// `source` after leading white space and `#` comments (to the end of
/// their line): where the NV and ARB headers are looked for when sniffing
/// a file's language. The grammars want the header at byte 0; sniffing
/// past blanks lets the front end itself report a misplaced header.
pub fn after_blanks_and_comments(source: &[u8]) -> &[u8] {
    let mut rest = source;
    loop {
        match rest.first() {
            Some(b' ' | b'\t' | b'\r' | b'\n') => rest = &rest[1..],
            Some(b'#') => {
                let end = rest
                    .iter()
                    .position(|b| matches!(b, b'\n' | b'\r'))
                    .unwrap_or(rest.len());
                rest = &rest[end..];
            }
            _ => return rest,
        }
    }
}

/// Byte ranges of the `#` comments of `source` from byte `from` on: `#`
/// to the end of its line ("Comments begin with the character `#` and are
/// terminated by a newline, a carriage return, or the end of the program",
/// NV_vertex_program §2.14.1.8, ARB_vertex_program §2.14.1). `#` occurs in
/// no token of these languages, so a plain scan finds them.
pub fn hash_comments(source: &[u8], from: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut at = from.min(source.len());
    while let Some(k) = source[at..].iter().position(|b| *b == b'#') {
        let start = at + k;
        let end = source[start..]
            .iter()
            .position(|b| matches!(b, b'\n' | b'\r'))
            .map_or(source.len(), |e| start + e);
        out.push((start, end));
        at = end;
    }
    out
}

/// Line breaks in a gap of source text: `\n`, `\r` and `\r\n` each count
/// once.
pub fn line_breaks(gap: &[u8]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < gap.len() {
        match gap[i] {
            b'\r' if gap.get(i + 1) == Some(&b'\n') => {
                n += 1;
                i += 1;
            }
            b'\r' | b'\n' => n += 1,
            _ => {}
        }
        i += 1;
    }
    n
}

/// Join `(code, trailing comment)` lines, as the printers that keep a
/// program's comments lay them out: the trailing comments of consecutive
/// lines line up, two spaces after the longest of those lines.
pub fn align_trailing_comments<C: AsRef<str>>(lines: &[(String, Option<C>)]) -> String {
    let mut out = String::new();
    for run in lines.chunk_by(|a, b| a.1.is_some() && b.1.is_some()) {
        let width = run
            .iter()
            .map(|(code, _)| code.chars().count())
            .max()
            .unwrap_or(0);
        for (code, comment) in run {
            out.push_str(code);
            if let Some(c) = comment {
                out.push_str(&" ".repeat(width - code.chars().count() + 2));
                out.push_str(c.as_ref());
            }
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skips_blanks_and_comment_lines_only() {
        assert_eq!(after_blanks_and_comments(b"  # a\r\n\t!!FP1.0"), b"!!FP1.0");
        assert_eq!(after_blanks_and_comments(b"; !!VP1.0"), b"; !!VP1.0");
        assert_eq!(after_blanks_and_comments(b"# only"), b"");
    }

    #[test]
    fn comments_line_breaks_and_aligned_trailing_comments() {
        assert_eq!(hash_comments(b"!!X # a\r\nMOV; #b", 3), [(4, 7), (14, 16)]);
        assert_eq!(line_breaks(b"\r\n\n\r x"), 3);
        let lines = [
            ("MOV a;".to_string(), Some("# one")),
            ("ADD bb, c;".to_string(), Some("# two")),
            ("END".to_string(), None),
        ];
        assert_eq!(
            align_trailing_comments(&lines),
            "MOV a;      # one\nADD bb, c;  # two\nEND\n"
        );
    }
}
