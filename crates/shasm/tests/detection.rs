//! How the language of a file is told, and what a wrong header is.

use shasm::driver::Input;
use shasm::{Error, Isa, Options, Program};

fn load(name: &str, bytes: &[u8]) -> Result<Program, Error> {
    Program::load(Input::new(name, bytes), &Options::default())
}

#[test]
fn headers_magic_and_extensions() {
    let cases: [(&str, &[u8], Isa); 5] = [
        ("a", b"!!VP1.0\nMOV o[HPOS], v[0];\nEND\n", Isa::NvVertex),
        ("a", b"!!VSP1.0\nMOV c[0], v[0];\nEND\n", Isa::NvVertex),
        (
            "a",
            b"!!FP1.0\nMOVR o[COLR], f[COL0];\nEND\n",
            Isa::NvFragment,
        ),
        ("a", b"FRAG\nDCL OUT[0], COLOR\n  0: END\n", Isa::Tgsi),
        (
            "x.v.pica",
            b".out o position\n.proc main\n mov o, v0\n end\n.end\n",
            Isa::Pica,
        ),
    ];
    for (name, bytes, isa) in cases {
        let p = load(name, bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(p.isa(), isa, "{}", String::from_utf8_lossy(bytes));
    }
    // The extension names the language of a file without a header: its
    // front end then says what is wrong.
    let Err(Error::Invalid { diagnostics }) = load("x.tgsi", b"hello\n") else {
        panic!("a .tgsi file is TGSI");
    };
    assert!(diagnostics[0].code.unwrap().starts_with("tgsi/"));
}

/// The grammars start the program string with its header (NV_vertex_program2
/// §2.14.1.8, NV_fragment_program §3.11.3): anything before it, a byte-order
/// mark included, or a header of an unknown version, is an invalid program
/// with GL error position 0, not a file of unknown language.
#[test]
fn wrong_headers_are_invalid_programs_at_position_0() {
    let cases: [(&str, &[u8]); 6] = [
        ("a", b"!!FP1.1\nEND\n"),
        ("a", b"!!VP3.0\nEND\n"),
        ("a", b"  !!FP1.0\nEND\n"),
        ("a", b"\xef\xbb\xbf!!FP1.0\nEND\n"),
        // No header at all, but the file says what it is.
        ("x.vp", b"MOV o[HPOS], v[0];\nEND\n"),
        ("x.fp", b"MOVR o[COLR], f[COL0];\nEND\n"),
    ];
    for (name, bytes) in cases {
        let text = String::from_utf8_lossy(bytes);
        match load(name, bytes) {
            Err(Error::Invalid { diagnostics }) => {
                assert_eq!(diagnostics[0].error_position, Some(0), "{text}");
                assert!(diagnostics[0].code.is_some(), "{text}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn unknown_languages_are_usage_errors() {
    let e = load("notes.txt", b"hello\n").unwrap_err();
    assert!(matches!(e, Error::UnknownIsa { .. }), "{e}");
    assert!(!e.is_invalid_input());
    // Text that starts like an NV/ARB-family program is judged as one: an
    // unknown `!!` header is an invalid program, not an unknown language
    // (docs/cli.md, "Choosing the language").
    let e = load("a", b"!!XYZ1.0\nEND\n").unwrap_err();
    assert!(e.is_invalid_input(), "{e}");
}
