//! Each instruction of a program as the program itself writes it, with
//! where it was written: what `shasm trace`, `shasm cfg` and translation
//! errors show, so that all three speak the program's own language with
//! the same spelling.

use crate::Program;
use crate::driver::Kind;
use crate::program::Isa;

/// Where an instruction was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// A text source: the 1-based line and column of its first character.
    Line { line: usize, column: usize },
    /// A binary (PICA200 SHBIN): the byte offset of its code word.
    Offset(usize),
    /// No source wrote it: the front end's lowering inserted it (an ARB
    /// position-invariant prologue, a hidden copy).
    Inserted,
}

/// One instruction as the program writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// The source text of the instruction (white space runs folded to one
    /// space, comments and the NV/ARB `;` dropped); the picasso
    /// disassembly of a SHBIN's code word; or, for an instruction the
    /// lowering inserted, its IR text followed by `(inserted)`.
    pub text: String,
    pub place: Place,
    /// The bytes it was written in: its span in a text source, its code
    /// word in a binary; empty for an inserted instruction. Diagnostics
    /// about the instruction point here.
    pub span: std::ops::Range<usize>,
}

impl Written {
    /// Where it was written, as `FILE:LINE`, `FILE@0xOFFSET` (a binary's
    /// code word) or `inserted`.
    pub fn location(&self, file: &str) -> String {
        match self.place {
            Place::Line { line, .. } => format!("{file}:{line}"),
            Place::Offset(at) => format!("{file}@0x{at:04x}"),
            Place::Inserted => "inserted".to_string(),
        }
    }
}

impl Program {
    /// Every instruction of the program as it writes it (see [`Written`]),
    /// indexed like the IR's instructions.
    ///
    /// ```
    /// let program = shasm::Program::from_text(
    ///     "t.v.pica",
    ///     ".out outpos position\n.alias inpos v0\n.proc main\n  mov outpos,   inpos ; copy\n  end\n.end\n",
    /// )?;
    /// let listing = program.listing();
    /// assert_eq!(listing[0].text, "mov outpos, inpos");
    /// assert_eq!(listing[0].location("t.v.pica"), "t.v.pica:4");
    /// # Ok::<(), shasm::Error>(())
    /// ```
    pub fn listing(&self) -> Vec<Written> {
        let ir = self.executable().program();
        let count = ir.instructions.len();
        let inserted = |pc: usize| Written {
            text: format!("{} (inserted)", shasm_ir::cfg::ir_text(ir, pc)),
            place: Place::Inserted,
            span: 0..0,
        };
        if let Kind::Pica(state) = &self.loaded().kind
            && state.assembled.is_none()
        {
            // A SHBIN: the picasso text of each code word (the IR keeps
            // one instruction per word).
            let shbin = &state.shbin;
            return (0..count)
                .map(|pc| {
                    let text = shbin
                        .dvlp
                        .code
                        .get(pc)
                        .and_then(|w| shasm_pica::decode(*w).ok())
                        .and_then(|w| {
                            shasm_pica::dis::instruction_text(&w, &shbin.dvlp.opdescs).ok()
                        })
                        .map(|text| with_uniform_names(&text, ir));
                    match (text, shbin.word_file_offset(pc)) {
                        (Some(text), Some(at)) => Written {
                            text,
                            place: Place::Offset(at),
                            span: at..at + 4,
                        },
                        _ => inserted(pc),
                    }
                })
                .collect();
        }
        let Ok(source) = self.input().text() else {
            return (0..count).map(inserted).collect();
        };
        let lines = shasm_diag::LineIndex::new(source);
        let comment = comment_start(self.isa());
        (0..count)
            .map(|pc| {
                let span = shasm_ir::InstId::from_index(pc).map(|id| ir.spans.inst(id));
                let text = span
                    .filter(|s| !s.is_none())
                    .and_then(|s| source.get(s.range()))
                    .map(|written| fold(written, comment))
                    .filter(|t| !t.is_empty())
                    .map(|t| {
                        if padding(self, pc) {
                            "nop (padding)".to_string()
                        } else {
                            t
                        }
                    });
                match (text, span) {
                    (Some(text), Some(span)) => {
                        let (line, column) = lines.line_col(span.start as usize);
                        Written {
                            text,
                            place: Place::Line { line, column },
                            span: span.range(),
                        }
                    }
                    _ => inserted(pc),
                }
            })
            .collect()
    }
}

/// A SHBIN's disassembly with the names its uniform table gives registers
/// (`.fvec projection[4]` makes `c1` read `projection[1]`, `.in inpos`
/// makes `v0` read `inpos`), as the source wrote them. Registers without a
/// name, and relative reads from inside a named range other than its
/// first register, keep their register spelling.
fn with_uniform_names(text: &str, ir: &shasm_ir::Program) -> String {
    let name_of = |letter: u8, index: u32, relative: bool| -> Option<String> {
        let file = match letter {
            b'v' => shasm_ir::File::Input,
            b'c' => shasm_ir::File::Const,
            b'i' => shasm_ir::File::IntConst,
            b'b' => shasm_ir::File::BoolConst,
            _ => return None,
        };
        ir.declarations.iter().find_map(|d| {
            let shasm_ir::Binding::Named(name) = &d.binding else {
                return None;
            };
            if !d.contains(file, index) {
                return None;
            }
            let k = index - d.first;
            match (d.len(), relative) {
                (_, true) if k == 0 => Some(name.clone()),
                (_, true) => None,
                (1, false) => Some(name.clone()),
                (_, false) => Some(format!("{name}[{k}]")),
            }
        })
    };
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let starts_word = i == 0 || !bytes[i - 1].is_ascii_alphanumeric();
        let digits = bytes[i + 1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let end = i + 1 + digits;
        let ends_word = bytes.get(end).is_none_or(|b| !b.is_ascii_alphanumeric());
        // Register names are ASCII: a letter, then digits.
        if bytes[i].is_ascii_lowercase()
            && starts_word
            && digits > 0
            && ends_word
            && let Ok(index) = text[i + 1..end].parse::<u32>()
            && let Some(name) = name_of(bytes[i], index, bytes.get(end) == Some(&b'['))
        {
            out.push_str(&name);
            i = end;
            continue;
        }
        let next = text[i..].chars().next().map_or(1, char::len_utf8);
        out.push_str(&text[i..i + next]);
        i += next;
    }
    out
}

/// Whether code word `pc` of a picasso source is a NOP the assembler
/// inserted (PICA200 notes, "Automatic padding NOPs"): its span is the
/// directive that closed the block, whose text is not the instruction.
fn padding(program: &Program, pc: usize) -> bool {
    match &program.loaded().kind {
        Kind::Pica(state) => state
            .assembled
            .as_ref()
            .and_then(|a| a.origins.get(pc))
            .is_some_and(|o| o.padding),
        _ => false,
    }
}

/// The character that starts a comment in the language's source text.
fn comment_start(isa: Isa) -> Option<char> {
    match isa {
        Isa::Pica => Some(';'),
        Isa::Tgsi => None,
        _ => Some('#'),
    }
}

/// An instruction's source text on one line: comments dropped (an
/// instruction may span lines with comments between its operands), white
/// space runs folded to one space, the NV/ARB statement terminator dropped.
fn fold(written: &str, comment: Option<char>) -> String {
    let mut words = Vec::new();
    for line in written.lines() {
        let code = match comment {
            Some(c) => line.split_once(c).map_or(line, |(code, _)| code),
            None => line,
        };
        words.extend(code.split_whitespace());
    }
    let text = words.join(" ");
    match comment {
        Some('#') => text.trim_end_matches(';').trim_end().to_string(),
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::fold;

    #[test]
    fn folds_lines_and_drops_comments() {
        assert_eq!(
            fold("MAD R0, # scale\n   R1,  R2;", Some('#')),
            "MAD R0, R1, R2"
        );
        assert_eq!(fold("mov  r0,\tv0", Some(';')), "mov r0, v0");
        assert_eq!(
            fold("UMUL TEMP[0], CONST[0][1], IN[0]", None),
            "UMUL TEMP[0], CONST[0][1], IN[0]"
        );
    }
}
