//! The TGSI driver.

use crate::driver::{Driver, Input, Kind, Loaded, Options, first_word};
use crate::error::Error;

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
        let program = shasm_tgsi::parse(text).map_err(|d| Error::from(d.0))?;
        Ok(Loaded::new(program, Kind::Tgsi))
    }

    fn format(&self, _input: &Input, loaded: &Loaded) -> Result<String, Error> {
        shasm_tgsi::to_text(&loaded.program).map_err(|e| Error::Translate {
            diagnostics: vec![
                shasm_diag::Diagnostic::error(0..0, e.to_string()).with_code("tgsi/cannot-express"),
            ],
        })
    }
}
