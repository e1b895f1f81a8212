//! Laying out printed lines with their trailing comments (shared by the
//! VP and FP printers, which keep a program's comments).

/// Join `(code, trailing comment)` lines. The trailing comments of
/// consecutive lines line up, two spaces after the longest of those lines.
pub(crate) fn align_trailing_comments<C: AsRef<str>>(lines: &[(String, Option<C>)]) -> String {
    let mut out = String::new();
    let mut k = 0;
    while k < lines.len() {
        let run = lines[k..]
            .iter()
            .take_while(|(_, c)| c.is_some())
            .count()
            .max(1);
        let width = lines[k..k + run]
            .iter()
            .map(|(code, _)| code.chars().count())
            .max()
            .unwrap_or(0);
        for (code, comment) in &lines[k..k + run] {
            out.push_str(code);
            if let Some(c) = comment {
                out.push_str(&" ".repeat(width - code.chars().count() + 2));
                out.push_str(c.as_ref());
            }
            out.push('\n');
        }
        k += run;
    }
    out
}
