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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skips_blanks_and_comment_lines_only() {
        assert_eq!(after_blanks_and_comments(b"  # a\r\n\t!!FP1.0"), b"!!FP1.0");
        assert_eq!(after_blanks_and_comments(b"; !!VP1.0"), b"; !!VP1.0");
        assert_eq!(after_blanks_and_comments(b"# only"), b"");
    }
}
