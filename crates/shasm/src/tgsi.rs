//! The TGSI driver.

use crate::driver::{Driver, Input, Kind, Loaded, Options, first_word};
use crate::error::Error;

/// The TGSI driver (`--isa tgsi`).
pub struct Tgsi;

impl Driver for Tgsi {
    fn name(&self) -> &'static str {
        "tgsi"
    }

    fn detect(&self, input: &Input) -> bool {
        let w = first_word(&input.bytes);
        ["VERT", "FRAG", "GEOM", "COMP"]
            .iter()
            .any(|h| w.eq_ignore_ascii_case(h.as_bytes()))
            || input.extension().as_deref() == Some("tgsi")
    }

    fn load(&self, input: &Input, _options: &Options) -> Result<Loaded, Error> {
        let text = input.text()?;
        let program = shasm_tgsi::parse(text).map_err(|e| {
            if e.is_over_limit() {
                Error::OverLimit {
                    diagnostics: e.into_diagnostics(),
                }
            } else {
                Error::from(e.into_diagnostics())
            }
        })?;
        Ok(Loaded::new(program, Kind::Tgsi))
    }

    fn format(&self, input: &Input, loaded: &Loaded) -> Result<String, Error> {
        // Keeps the source's `CONST[0][i]` spelling.
        shasm_tgsi::format(&loaded.program, input.text()?).map_err(|e| Error::Translate {
            diagnostics: e.diagnostics,
        })
    }
}
