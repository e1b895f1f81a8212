//! Reading a SHBIN: every offset and count is checked against the file
//! before anything is allocated.

use super::*;
use crate::encoding::OperandDescriptor;

struct Reader<'a> {
    bytes: &'a [u8],
    regions: Vec<Region>,
}

#[derive(Clone, Debug)]
struct Region {
    start: u64,
    end: u64,
    what: String,
}

impl<'a> Reader<'a> {
    /// The `size` bytes at `offset`, or an error naming `what`.
    fn slice(&self, what: &str, offset: u64, size: u64) -> Result<&'a [u8], ShbinError> {
        let end = offset.checked_add(size);
        match end {
            Some(end) if end <= self.bytes.len() as u64 => {
                Ok(&self.bytes[offset as usize..end as usize])
            }
            _ => Err(ShbinError::OutOfBounds {
                what: what.to_string(),
                offset: file_offset(offset),
                size,
                len: self.bytes.len(),
            }),
        }
    }

    /// Claim a table: check it lies inside the file and remember it for the
    /// overlap check.
    fn table(
        &mut self,
        what: String,
        offset: u64,
        count: u64,
        entry: u64,
    ) -> Result<&'a [u8], ShbinError> {
        // count * entry cannot overflow: count < 2^32, entry <= 64.
        let size = count * entry;
        let bytes = self.slice(&what, offset, size)?;
        if size > 0 {
            self.regions.push(Region {
                start: offset,
                end: offset + size,
                what,
            });
        }
        Ok(bytes)
    }

    fn magic(&self, what: &str, offset: u64, magic: &'static [u8; 4]) -> Result<(), ShbinError> {
        let bytes = self.slice(what, offset, 4)?;
        if bytes != magic {
            return Err(ShbinError::BadMagic {
                what: what.to_string(),
                offset: file_offset(offset),
                expected: std::str::from_utf8(magic).unwrap_or("?"),
            });
        }
        Ok(())
    }

    fn check_overlaps(&mut self) -> Result<(), ShbinError> {
        self.regions.sort_by_key(|r| (r.start, r.end));
        for pair in self.regions.windows(2) {
            if pair[1].start < pair[0].end {
                return Err(ShbinError::Overlap {
                    first: pair[0].what.clone(),
                    second: pair[1].what.clone(),
                    offset: file_offset(pair[1].start),
                });
            }
        }
        Ok(())
    }
}

fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

fn words(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

impl Shbin {
    /// Parse a SHBIN file.
    pub fn read(bytes: &[u8]) -> Result<Shbin, ShbinError> {
        let mut r = Reader {
            bytes,
            regions: Vec::new(),
        };
        r.magic("DVLB header", 0, DVLB_MAGIC)?;
        let count = u64::from(u32_at(r.slice("DVLB header", 0, 8)?, 4));
        let dvlb = r.table("DVLB header".into(), 0, 2 + count, 4)?;
        let dvle_offsets: Vec<u64> = (0..count as usize)
            .map(|i| u64::from(u32_at(dvlb, 8 + 4 * i)))
            .collect();

        let dvlp_at = 8 + 4 * count;
        let (dvlp, code_at) = read_dvlp(&mut r, dvlp_at)?;
        let mut dvles = Vec::with_capacity(dvle_offsets.len());
        for (i, &offset) in dvle_offsets.iter().enumerate() {
            dvles.push(read_dvle(&mut r, i, offset)?);
        }
        r.check_overlaps()?;
        Ok(Shbin {
            dvlp,
            dvles,
            code_file_offset: Some(file_offset(code_at)),
        })
    }
}

/// The DVLP and the file offset of its code.
fn read_dvlp(r: &mut Reader<'_>, at: u64) -> Result<(Dvlp, u64), ShbinError> {
    r.magic("DVLP header", at, DVLP_MAGIC)?;
    let head = r.slice("DVLP header", at, DVLP_MIN_HEADER_SIZE)?;
    let version = u32_at(head, 4);
    let code_offset = u64::from(u32_at(head, 8));
    let code_words = u64::from(u32_at(head, 12));
    let opdesc_offset = u64::from(u32_at(head, 16));
    let opdesc_count = u64::from(u32_at(head, 20));
    // The hardware limits, checked before the sizes are trusted any further.
    if code_words > MAX_INSTRUCTIONS as u64 {
        return Err(ShbinError::TooManyInstructions {
            offset: file_offset(at + 12),
            count: code_words,
            max: MAX_INSTRUCTIONS,
        });
    }
    if opdesc_count > MAX_OPERAND_DESCRIPTORS as u64 {
        return Err(ShbinError::TooManyOperandDescriptors {
            offset: file_offset(at + 20),
            count: opdesc_count,
            max: MAX_OPERAND_DESCRIPTORS,
        });
    }

    // picasso's header has three more (unknown) words; read them when the
    // code starts after them.
    let mut header_size = DVLP_MIN_HEADER_SIZE;
    let mut reserved = [0u32; 3];
    if code_offset >= DVLP_HEADER_SIZE
        && opdesc_offset >= DVLP_HEADER_SIZE
        && let Ok(full) = r.slice("DVLP header", at, DVLP_HEADER_SIZE)
    {
        header_size = DVLP_HEADER_SIZE;
        for (k, slot) in reserved.iter_mut().enumerate() {
            *slot = u32_at(full, 28 + 4 * k);
        }
    }
    r.table("DVLP header".into(), at, 1, header_size)?;
    let code = r.table("code".into(), at + code_offset, code_words, 4)?;
    let code = words(code);
    let opdesc_bytes = r.table(
        "operand descriptor table".into(),
        at + opdesc_offset,
        opdesc_count,
        OPDESC_SIZE,
    )?;
    let opdescs = opdesc_bytes
        .chunks_exact(8)
        .map(|c| OpdescEntry {
            descriptor: OperandDescriptor(u32_at(c, 0)),
            extension: u32_at(c, 4),
        })
        .collect();
    Ok((
        Dvlp {
            version,
            code,
            opdescs,
            reserved,
        },
        at + code_offset,
    ))
}

fn read_dvle(r: &mut Reader<'_>, index: usize, at: u64) -> Result<Dvle, ShbinError> {
    let name = |what: &str| format!("DVLE {index} {what}");
    r.magic(&name("header"), at, DVLE_MAGIC)?;
    let h = r.table(name("header"), at, 1, DVLE_HEADER_SIZE)?;
    let table = |k: usize| (u64::from(u32_at(h, k)), u64::from(u32_at(h, k + 4)));
    let (const_off, const_count) = table(0x18);
    let (label_off, label_count) = table(0x20);
    let (out_off, out_count) = table(0x28);
    let (unif_off, unif_count) = table(0x30);
    let (sym_off, sym_size) = table(0x38);

    let constants = r
        .table(
            name("constant table"),
            at + const_off,
            const_count,
            CONSTANT_SIZE,
        )?
        .chunks_exact(CONSTANT_SIZE as usize)
        .map(|c| {
            let mut data = [0; 16];
            data.copy_from_slice(&c[4..20]);
            Constant {
                kind: u16_at(c, 0),
                register: u16_at(c, 2),
                data,
            }
        })
        .collect();
    let labels = r
        .table(name("label table"), at + label_off, label_count, LABEL_SIZE)?
        .chunks_exact(LABEL_SIZE as usize)
        .map(|c| {
            let mut raw = [0; 16];
            raw.copy_from_slice(c);
            LabelEntry { raw }
        })
        .collect();
    let outputs = r
        .table(name("output table"), at + out_off, out_count, OUTPUT_SIZE)?
        .chunks_exact(OUTPUT_SIZE as usize)
        .map(|c| OutputEntry {
            kind: u16_at(c, 0),
            register: u16_at(c, 2),
            mask: u16_at(c, 4),
            reserved: u16_at(c, 6),
        })
        .collect();
    let uniforms: Vec<UniformEntry> = r
        .table(
            name("uniform table"),
            at + unif_off,
            unif_count,
            UNIFORM_SIZE,
        )?
        .chunks_exact(UNIFORM_SIZE as usize)
        .map(|c| UniformEntry {
            symbol: u32_at(c, 0),
            first: u16_at(c, 4),
            last: u16_at(c, 6),
        })
        .collect();
    let symbols = r
        .table(name("symbol table"), at + sym_off, sym_size, 1)?
        .to_vec();

    let dvle = Dvle {
        version: u16_at(h, 4),
        shader_type: ShaderType::from_byte(h[6]),
        flags: h[7],
        entry: u32_at(h, 8),
        end: u32_at(h, 12),
        input_mask: u16_at(h, 16),
        output_mask: u16_at(h, 18),
        gs_mode: GsMode::from_byte(h[20]),
        gs_fixed_start: h[21],
        gs_variable_num: h[22],
        gs_fixed_num: h[23],
        constants,
        labels,
        outputs,
        uniforms,
        symbols,
    };
    for (k, u) in dvle.uniforms.iter().enumerate() {
        let entry = at + unif_off + UNIFORM_SIZE * k as u64;
        check_symbol(&dvle, &format!("DVLE {index} uniform {k}"), entry, u.symbol)?;
    }
    for (k, l) in dvle.labels.iter().enumerate() {
        let entry = at + label_off + LABEL_SIZE * k as u64;
        check_symbol(&dvle, &format!("DVLE {index} label {k}"), entry, l.symbol())?;
    }
    Ok(dvle)
}

/// Check the symbol of the table entry at file offset `entry`.
fn check_symbol(dvle: &Dvle, what: &str, entry: u64, symbol: u32) -> Result<(), ShbinError> {
    let Some(rest) = dvle.symbols.get(symbol as usize..) else {
        return Err(ShbinError::SymbolOutOfBounds {
            what: what.to_string(),
            offset: file_offset(entry),
            symbol,
            size: dvle.symbols.len(),
        });
    };
    if !rest.contains(&0) {
        return Err(ShbinError::UnterminatedSymbol {
            what: what.to_string(),
            offset: file_offset(entry),
            symbol,
        });
    }
    Ok(())
}
