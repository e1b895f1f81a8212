//! The TGSI driver.

use crate::driver::{Driver, Failure, Input, Loaded, Options, first_word};

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

    fn load(&self, input: &Input, _options: &Options) -> Result<Loaded, Failure> {
        let text = input.text()?;
        let program = shasm_tgsi::parse(text).map_err(|d| Failure::Invalid(d.0))?;
        Ok(Loaded::new(program))
    }

    fn format(&self, _input: &Input, loaded: &Loaded) -> Result<String, Failure> {
        shasm_tgsi::to_text(&loaded.program).map_err(|e| Failure::Rejected(e.to_string()))
    }
}
