//! The NV_gpu_program4 drivers: `!!NVvp4.0` (`--isa nvvp4.0`) and
//! `!!NVfp4.0` (`--isa nvfp4.0`).
//!
//! GL state parameters (`state.*`) read the GL state model exactly as the
//! ARB drivers do ([`crate::arb`]: GL's initial state, `--matrix`, `--set
//! state...=`). `program.env[n]`, `program.local[n]` and every variable
//! are set with `--set` under the program's own names; variables declared
//! INT or UINT (and `vertex.id`, `vertex.instance`, `primitive.id`) take
//! integers, in decimal or hex, and the report lists their values as
//! integers under `integers`.

use crate::driver::{Driver, Input, Kind, Loaded, Options};
use crate::error::Error;
use serde_json::{Map, Number, Value};
use shasm_diag::Diagnostic;
use shasm_exec::{Env, Outcome};
use shasm_gp4::ProgramKind;
use shasm_ir::{Binding, Program};

pub struct Gp4 {
    kind: ProgramKind,
    name: &'static str,
}

pub static GP4_VERTEX: Gp4 = Gp4 {
    kind: ProgramKind::Vertex,
    name: "nvvp4.0",
};

pub static GP4_FRAGMENT: Gp4 = Gp4 {
    kind: ProgramKind::Fragment,
    name: "nvfp4.0",
};

impl Driver for Gp4 {
    fn name(&self) -> &'static str {
        self.name
    }

    fn detect(&self, input: &Input) -> bool {
        shasm_gp4::sniff(input.without_bom()) == Some(self.kind)
    }

    fn load(&self, input: &Input, _options: &Options) -> Result<Loaded, Error> {
        let text = input.text()?;
        let p = shasm_gp4::load_kind(text, self.kind).map_err(|e| Error::from(e.diagnostics))?;
        Ok(Loaded::new(p.program.clone(), Kind::Gp4(Box::new(p))))
    }

    fn format(&self, input: &Input, _loaded: &Loaded) -> Result<String, Error> {
        let text = input.text()?;
        shasm_gp4::format(text).map_err(|e| Error::from(e.diagnostics))
    }

    fn prepare_env(&self, loaded: &Loaded, env: &mut Env, options: &Options) -> Result<(), Error> {
        let gl = crate::arb::gl_state(self.kind.arb(), options)?;
        for d in &loaded.program.declarations {
            let Binding::State(binding) = &d.binding else {
                continue;
            };
            let value = gl.value(binding).map_err(|source| Error::GlState {
                name: binding.to_string(),
                source,
            })?;
            env.set_f32(d.file, d.first, value)
                .map_err(|source| Error::Environment {
                    name: binding.to_string(),
                    source,
                })?;
        }
        Ok(())
    }

    fn takes_set(&self, name: &str) -> bool {
        crate::arb::is_state_name(name)
    }

    fn translation(&self, loaded: &Loaded, to: &str) -> Result<(Program, Vec<Diagnostic>), Error> {
        match to {
            "tgsi" => Ok(crate::arb::tgsi_translation(&loaded.program)),
            _ => Ok((loaded.program.clone(), Vec::new())),
        }
    }

    /// Integer-typed registers written by the run, as integers: signed
    /// for INT (and the integer bindings), unsigned for UINT.
    fn finish_report(
        &self,
        loaded: &Loaded,
        _outcome: &Outcome,
        report: &mut crate::report::Report,
    ) {
        let Kind::Gp4(p) = &loaded.kind else {
            return;
        };
        let mut ints = Map::new();
        for entry in report.outputs.iter().chain(report.temps.iter()) {
            let ty = p.integers.iter().find_map(|(file, first, last, ty)| {
                (*file == entry.file && (*first..=*last).contains(&entry.index)).then_some(*ty)
            });
            let Some(ty) = ty else {
                continue;
            };
            let values = entry
                .bits
                .iter()
                .map(|w| match ty {
                    shasm_gp4::table::Ty::Unsigned => Value::Number(Number::from(*w)),
                    _ => Value::Number(Number::from(*w as i32)),
                })
                .collect();
            ints.insert(entry.name.clone(), Value::Array(values));
        }
        if !ints.is_empty() {
            report.extra.insert("integers".into(), Value::Object(ints));
        }
    }
}
