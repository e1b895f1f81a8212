//! The ARB_vertex_program (`!!ARBvp1.0`) and ARB_fragment_program
//! (`!!ARBfp1.0`) drivers.
//!
//! Limits come from the implementation profile `--profile` names
//! (`default`, `minimum`, `geforce6`; see `shasm_arb::Profile`). GL state
//! parameters (`state.*`) read (0, 0, 0, 0) until the GL state model is
//! wired into [`Driver::prepare_env`]; `program.env[n]`, `program.local[n]`
//! and every register are set with `--set` under the program's own names.

use crate::driver::{Driver, Input, Kind, Loaded, Options};
use crate::error::Error;
use shasm_arb::{Profile, ProgramKind};
use shasm_diag::Diagnostic;
use shasm_ir::{Binding, Program};

/// The program as TGSI says it: as in Mesa's ARB to TGSI mapping, every
/// parameter (env, local, state) is a plain `CONST` the driver fills; a
/// note names what each `CONST` holds.
fn tgsi_translation(program: &Program) -> (Program, Vec<Diagnostic>) {
    let mut p = program.clone();
    let mut notes = Vec::new();
    for d in &mut p.declarations {
        let what = match &d.binding {
            Binding::Env => "program.env[0..]".to_string(),
            Binding::Local => "program.local[0..]".to_string(),
            Binding::State(s) => s.to_string(),
            _ => continue,
        };
        notes.push(
            Diagnostic::note(0..0, format!("CONST[{}..{}] holds {what}", d.first, d.last))
                .with_code("arb/tgsi-parameter"),
        );
        d.binding = Binding::None;
    }
    // TGSI programs end with an END instruction; ARB's END is syntax.
    p.instructions
        .push(shasm_ir::Instruction::new(shasm_ir::Opcode::End));
    p.spans.push(shasm_ir::InstSpans {
        inst: shasm_ir::Span::NONE,
        dst: shasm_ir::Span::NONE,
        src: Vec::new(),
    });
    (p, notes)
}

pub struct ArbVp;
pub struct ArbFp;

fn profile(options: &Options) -> Result<Profile, Error> {
    match options.profile.as_deref() {
        None => Ok(Profile::default()),
        Some(name) => Profile::named(name).ok_or_else(|| {
            Error::bad_option(
                "--profile",
                name,
                format!(
                    "unknown profile `{name}`: one of {}",
                    Profile::names().join(", ")
                ),
            )
        }),
    }
}

fn load(input: &Input, options: &Options, kind: ProgramKind) -> Result<Loaded, Error> {
    let text = input.text()?;
    let p = shasm_arb::load_kind(text, kind, &profile(options)?)
        .map_err(|e| Error::from(e.diagnostics))?;
    Ok(Loaded::new(p.program.clone(), Kind::Arb(Box::new(p))))
}

fn format(input: &Input) -> Result<String, Error> {
    let text = input.text()?;
    // Formatting re-checks with the default profile: `fmt` changes layout,
    // never what a profile accepts.
    shasm_arb::format(text, &Profile::default()).map_err(|e| Error::from(e.diagnostics))
}

impl Driver for ArbVp {
    fn name(&self) -> &'static str {
        "arbvp1.0"
    }

    fn detect(&self, input: &Input) -> bool {
        shasm_arb::sniff(input.without_bom()) == Some(ProgramKind::Vertex)
    }

    fn load(&self, input: &Input, options: &Options) -> Result<Loaded, Error> {
        load(input, options, ProgramKind::Vertex)
    }

    fn format(&self, input: &Input, _loaded: &Loaded) -> Result<String, Error> {
        format(input)
    }

    fn translation(&self, loaded: &Loaded, to: &str) -> Result<(Program, Vec<Diagnostic>), Error> {
        match to {
            "tgsi" => Ok(tgsi_translation(&loaded.program)),
            _ => Ok((loaded.program.clone(), Vec::new())),
        }
    }
}

impl Driver for ArbFp {
    fn name(&self) -> &'static str {
        "arbfp1.0"
    }

    fn detect(&self, input: &Input) -> bool {
        shasm_arb::sniff(input.without_bom()) == Some(ProgramKind::Fragment)
    }

    fn load(&self, input: &Input, options: &Options) -> Result<Loaded, Error> {
        load(input, options, ProgramKind::Fragment)
    }

    fn format(&self, input: &Input, _loaded: &Loaded) -> Result<String, Error> {
        format(input)
    }

    fn translation(&self, loaded: &Loaded, to: &str) -> Result<(Program, Vec<Diagnostic>), Error> {
        match to {
            "tgsi" => Ok(tgsi_translation(&loaded.program)),
            _ => Ok((loaded.program.clone(), Vec::new())),
        }
    }
}
