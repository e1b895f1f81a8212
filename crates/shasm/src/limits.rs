//! How much shasm reads. Every file is read through [`read_file`] (or
//! [`read_bounded`] for streams), which stops at a documented size before
//! reading it all, so that `/dev/zero` or a huge file is an error, not
//! unbounded memory.

use crate::error::Error;
use std::io::Read;
use std::path::Path;

/// The largest program file: 16 MiB. The longest real programs are tens of
/// kilobytes of text, and a PICA200 SHBIN holds at most 512 instruction
/// words plus its tables.
pub const MAX_PROGRAM_FILE: u64 = 16 << 20;
/// The largest `--inputs` file: 1 MiB of `NAME=VALUES` lines.
pub const MAX_INPUTS_FILE: u64 = 1 << 20;
/// The largest texture image file: 64 MiB (decoded sizes are bounded
/// separately when the image is decoded).
pub const MAX_IMAGE_FILE: u64 = 64 << 20;

/// Read at most `limit` bytes of `path`; larger files are
/// [`Error::TooLarge`] (checked by reading one byte past the limit, so
/// files whose size the system does not know, like devices and pipes, are
/// bounded too).
pub fn read_file(path: &Path, limit: u64, what: &str) -> Result<Vec<u8>, Error> {
    let io = |source| Error::Io {
        path: path.to_path_buf(),
        source,
    };
    let file = std::fs::File::open(path).map_err(io)?;
    read_bounded(file, limit).map_err(|e| match e {
        Bounded::Io(source) => io(source),
        Bounded::TooLarge => Error::TooLarge {
            what: format!("{what} {}", path.display()),
            limit,
        },
    })
}

/// Why [`read_bounded`] stopped.
#[derive(Debug)]
pub enum Bounded {
    /// The file cannot be read.
    Io(std::io::Error),
    /// The file is larger than the limit.
    TooLarge,
}

/// Read a stream to its end, or fail once it passes `limit` bytes.
pub fn read_bounded(reader: impl Read, limit: u64) -> Result<Vec<u8>, Bounded> {
    let mut bytes = Vec::new();
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(Bounded::Io)?;
    if bytes.len() as u64 > limit {
        return Err(Bounded::TooLarge);
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_endless_stream_stops_one_byte_past_the_limit() {
        let endless = std::io::repeat(0);
        assert!(matches!(
            read_bounded(endless, 1000),
            Err(Bounded::TooLarge)
        ));
    }

    #[test]
    fn a_stream_at_the_limit_is_read_whole() {
        let bytes = read_bounded(&[7u8; 1000][..], 1000).unwrap();
        assert_eq!(bytes.len(), 1000);
    }

    #[test]
    #[cfg(unix)]
    fn dev_zero_is_too_large() {
        let e = read_file(Path::new("/dev/zero"), 4096, "program").unwrap_err();
        assert!(matches!(e, Error::TooLarge { limit: 4096, .. }), "{e}");
    }
}
