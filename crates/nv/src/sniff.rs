//! Recognising NV program text before choosing a front end.

/// Which NV front end a text is meant for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Language {
    /// `!!VP…` or `!!VSP…`: [`crate::vp`].
    VertexProgram,
    /// `!!FP…`: [`crate::fp`].
    FragmentProgram,
}

/// Whether `source` looks like an NV program: after optional whitespace and
/// `#` comments it starts with `!!VP`, `!!VSP` or `!!FP`. Any version is
/// accepted (`!!VP3.0`, `!!FP1.1`), and so is text before the header, so
/// that the front end can report the bad header: the grammars start every
/// program with its exact header at byte 0 (NV_vertex_program2 §2.14.1.8,
/// `<vp1-program> ::= "!!VP1.0" <programBody> "END"`; NV_fragment_program
/// §3.11.3, `<progPrefix> ::= "!!FP1.0"`), so [`crate::vp::load`] and
/// [`crate::fp::load`] reject such text with error position 0.
pub fn sniff(source: &[u8]) -> Option<Language> {
    let rest = shasm_diag::after_blanks_and_comments(source);
    if rest.starts_with(b"!!VP") || rest.starts_with(b"!!VSP") {
        Some(Language::VertexProgram)
    } else if rest.starts_with(b"!!FP") {
        Some(Language::FragmentProgram)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_nv_headers_of_any_version() {
        assert_eq!(sniff(b"!!VP1.0\nEND"), Some(Language::VertexProgram));
        assert_eq!(sniff(b"!!VSP1.0\nEND"), Some(Language::VertexProgram));
        assert_eq!(sniff(b"!!VP3.0\n"), Some(Language::VertexProgram));
        assert_eq!(sniff(b"!!VP1.5"), Some(Language::VertexProgram));
        assert_eq!(sniff(b"!!FP1.1\n"), Some(Language::FragmentProgram));
        assert_eq!(
            sniff(b"  # a comment\r\n\t!!FP1.0\n"),
            Some(Language::FragmentProgram)
        );
    }

    #[test]
    fn ignores_other_languages() {
        assert_eq!(sniff(b"!!ARBvp1.0\nEND"), None);
        assert_eq!(sniff(b"FRAG\nEND"), None);
        assert_eq!(sniff(b"; !!VP1.0"), None);
        assert_eq!(sniff(b""), None);
        assert_eq!(sniff(b"# only a comment"), None);
    }
}
