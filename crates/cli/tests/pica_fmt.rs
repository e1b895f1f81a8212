//! `shasm fmt` of PICA200 programs (docs/cli.md, `shasm fmt`): loading what
//! it prints gives the same program, or it refuses with exit 1. Of a
//! picasso source it prints the canonical layout of that source (comments,
//! names and blank lines kept); of a SHBIN, the disassembly.

mod common;

use common::{scratch, shasm, write};

/// Assemble `source` (written as `name`) with `shasm asm` and the extra
/// arguments; the SHBIN's path.
fn assemble(dir: &std::path::Path, name: &str, source: &str, extra: &[&str]) -> String {
    let src = write(dir, name, source);
    let out = dir.join(format!("{name}.shbin"));
    let mut args = vec!["asm", src.as_str(), "-o", out.to_str().unwrap()];
    args.extend_from_slice(extra);
    let r = shasm(&args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    out.to_str().unwrap().to_string()
}

#[test]
fn fmt_of_a_shbin_picasso_cannot_express_is_refused() {
    // A DVLE whose end offset is 0xFFFFFFFF: `dis` falls back to the
    // annotated listing, which does not load; fmt must not print it.
    let dir = scratch("fmt-inexpressible");
    let shbin = assemble(
        &dir,
        "s.v.pica",
        ".out o0 position\n.proc main\n\tmov o0, v0\n\tend\n.end\n",
        &[],
    );
    let mut bytes = std::fs::read(&shbin).unwrap();
    // DVLB header: the first DVLE's offset at 0x08; its end-of-main word at
    // DVLE + 0x0C (notes §2.1, §2.3).
    let dvle = u32::from_le_bytes(bytes[8..12].try_into().unwrap()) as usize;
    assert_eq!(&bytes[dvle..dvle + 4], b"DVLE");
    bytes[dvle + 0x0C..dvle + 0x10].copy_from_slice(&0xFFFF_FFFFu32.to_le_bytes());
    let bad = write(&dir, "bad.shbin", &bytes);
    let r = shasm(&["fmt", &bad]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(r.stdout, "");
    assert!(
        r.stderr.starts_with(&format!(
            "{bad}: error: fmt is not available for this SHBIN"
        )),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("--listing"), "{}", r.stderr);
    // `dis` keeps its contract: the listing, with a note, exit 0.
    let d = shasm(&["dis", &bad]);
    assert_eq!(d.code, 0, "{}", d.stderr);
    assert!(d.stderr.contains("annotated listing"), "{}", d.stderr);
}

#[test]
fn fmt_of_a_shbin_that_needs_no_padding_nops_is_refused() {
    // Assembled with -n, the CALL before `.end` has no padding NOP; the
    // source `dis` prints gives these bytes only with -n again, and loading
    // a source inserts the NOP (another program).
    let dir = scratch("fmt-no-nop");
    let shbin = assemble(
        &dir,
        "n.v.pica",
        ".proc f\n\tmov r0, v0\n.end\n.proc main\n\tmov r1, v0\n\tcall f\n.end\n",
        &["-n"],
    );
    let r = shasm(&["fmt", &shbin]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(r.stdout, "");
    assert!(r.stderr.contains("`shasm asm -n`"), "{}", r.stderr);
}

#[test]
fn fmt_of_a_shbin_prints_source_that_assembles_to_it() {
    let dir = scratch("fmt-shbin");
    let shbin = assemble(
        &dir,
        "s.v.pica",
        ".fvec m[4]\n.out o0 position\n.proc main\n\tdp4 o0.x, m[0], v0\n\tend\n.end\n",
        &[],
    );
    let r = shasm(&["fmt", &shbin]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let again = assemble(&dir, "again.v.pica", &r.stdout, &[]);
    assert_eq!(std::fs::read(again).unwrap(), std::fs::read(shbin).unwrap());
}

const MESSY: &str = "\
; A vertex shader  \r
\r
\r
.FVEC projection[4]   ; the matrix\r
.constf  half(0.5,0.5 ,0.5,  0.5)\r
.alias   inpos v0\r
.out outpos position\r
.Proc main\r
\tMOV r0 , inpos ; copy\r
   dp4 outpos.x,projection[0],r0\r
\tifu b0\r
\t\tmul r0,half,r0\r
\t.else\r
    add r0,half,r0\r
\t.end\r
done:\r
\tEND\r
.end\r
\r
";

const TIDY: &str = "\
; A vertex shader

.fvec projection[4]  ; the matrix
.constf half(0.5, 0.5, 0.5, 0.5)
.alias inpos v0
.out outpos position
.proc main
    mov r0, inpos  ; copy
    dp4 outpos.x, projection[0], r0
    ifu b0
        mul r0, half, r0
    .else
        add r0, half, r0
    .end
done:
    end
.end
";

#[test]
fn fmt_of_a_source_lays_it_out_and_keeps_comments_and_names() {
    let dir = scratch("fmt-source");
    let src = write(&dir, "messy.v.pica", MESSY);
    let r = shasm(&["fmt", &src]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, TIDY);
    // The same program, byte for byte (`shasm asm` of both).
    let a = assemble(&dir, "a.v.pica", MESSY, &[]);
    let b = assemble(&dir, "b.v.pica", TIDY, &[]);
    assert_eq!(std::fs::read(a).unwrap(), std::fs::read(b).unwrap());
    // Idempotent.
    let tidy = write(&dir, "tidy.v.pica", TIDY);
    let again = shasm(&["fmt", &tidy]);
    assert_eq!((again.code, again.stdout.as_str()), (0, TIDY));
}
