//! The NV_fragment_program (`!!FP1.0`) driver.

use crate::driver::{Driver, Failure, Input, Loaded, Options};

pub struct NvFp;

impl Driver for NvFp {
    fn name(&self) -> &'static str {
        "nv-fp"
    }

    fn detect(&self, input: &Input) -> bool {
        input.bytes.starts_with(b"!!FP1.0")
    }

    fn load(&self, input: &Input, _options: &Options) -> Result<Loaded, Failure> {
        let text = input.text()?;
        let fp = shasm_nv::fp::load(text).map_err(|e| Failure::Invalid(e.diagnostics.0))?;
        let mut loaded = Loaded::new(fp.program.clone());
        loaded.extra = Some(Box::new(fp));
        Ok(loaded)
    }
}
