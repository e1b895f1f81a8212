use super::*;
use crate::encoding::OperandDescriptor;
use shasm_ir::numeric::f24;

fn sample() -> Shbin {
    let mut dvle = Dvle {
        entry: 0,
        end: 2,
        output_mask: 1,
        ..Dvle::default()
    };
    dvle.constants
        .push(Constant::float(95, [0x3F0000, 0, 0xBF0000, 0x3B9999]));
    dvle.constants.push(Constant::int(1, [1, 2, 3, 4]));
    dvle.constants.push(Constant::bool(3, true));
    dvle.outputs.push(OutputEntry {
        kind: 0,
        register: 0,
        mask: 0xF,
        reserved: 0,
    });
    dvle.symbols = b"proj\0".to_vec();
    dvle.uniforms.push(UniformEntry {
        symbol: 0,
        first: 0x10,
        last: 0x13,
    });
    Shbin {
        dvlp: Dvlp {
            version: 0,
            code: vec![0x4E00_0000, 0x8800_0000],
            opdescs: vec![OpdescEntry {
                descriptor: OperandDescriptor(0x1B << 5 | 0xF),
                extension: 0,
            }],
            reserved: [0; 3],
        },
        dvles: vec![dvle],
        code_file_offset: None,
    }
}

#[test]
fn write_then_read_is_identity() {
    let s = sample();
    let bytes = s.write();
    assert_eq!(&bytes[..4], b"DVLB");
    assert_eq!(bytes.len() % 4, 0);
    let back = Shbin::read(&bytes).unwrap();
    assert_eq!(back, s);
    assert_eq!(back.write(), bytes);
    let d = &back.dvles[0];
    assert_eq!(d.uniform_name(&d.uniforms[0]), Some("proj"));
    assert_eq!(
        d.constants[0].float_values(),
        Some([1.0, 0.0, -1.0, f24::decode(0x3B9999)])
    );
    assert_eq!(
        d.constants[1].value(),
        Some(ConstantValue::Int([1, 2, 3, 4]))
    );
    assert_eq!(d.constants[2].value(), Some(ConstantValue::Bool(true)));
}

#[test]
fn every_truncation_is_an_error() {
    let bytes = sample().write();
    // The last 3 bytes pad the 5-byte symbol table to a word; they
    // belong to no table.
    for len in 0..bytes.len() - 3 {
        assert!(Shbin::read(&bytes[..len]).is_err(), "length {len}");
    }
}

#[test]
fn huge_counts_are_rejected_without_allocating() {
    let mut bytes = sample().write();
    // DVLE count in the billions.
    bytes[4..8].copy_from_slice(&0xFFFF_FFF0u32.to_le_bytes());
    assert!(matches!(
        Shbin::read(&bytes),
        Err(ShbinError::OutOfBounds { .. })
    ));
    // Code size in the billions (DVLP header word 3).
    let mut bytes = sample().write();
    let dvlp = 12;
    bytes[dvlp + 12..dvlp + 16].copy_from_slice(&0x4000_0000u32.to_le_bytes());
    let err = Shbin::read(&bytes).unwrap_err();
    assert!(err.to_string().contains("code"), "{err}");
}

#[test]
fn overlapping_tables_are_rejected() {
    let mut bytes = sample().write();
    // Point the opdesc table at the code.
    let dvlp = 12;
    bytes[dvlp + 16..dvlp + 20].copy_from_slice(&40u32.to_le_bytes());
    let err = Shbin::read(&bytes).unwrap_err();
    assert_eq!(
        err,
        ShbinError::Overlap {
            first: "code".into(),
            second: "operand descriptor table".into(),
            // The DVLB header (12 bytes) and the DVLP header (40) precede
            // the code, where the table now starts too.
            offset: 52,
        }
    );
}

#[test]
fn bad_magic_and_symbols() {
    let mut bytes = sample().write();
    bytes[0] = b'X';
    assert!(matches!(
        Shbin::read(&bytes),
        Err(ShbinError::BadMagic { .. })
    ));
    let mut s = sample();
    s.dvles[0].uniforms[0].symbol = 99;
    let err = Shbin::read(&s.write()).unwrap_err();
    assert!(matches!(err, ShbinError::SymbolOutOfBounds { .. }), "{err}");
    let mut s = sample();
    s.dvles[0].symbols = b"proj".to_vec();
    let err = Shbin::read(&s.write()).unwrap_err();
    assert!(
        matches!(err, ShbinError::UnterminatedSymbol { .. }),
        "{err}"
    );
}
