//! The NV vertex program driver: `!!VP1.0`, `!!VP1.1`, `!!VP2.0` and
//! `!!VSP1.0` (NV_vertex_program2 §2.14), through `shasm_nv::vp` and the
//! GL-style environment `shasm_gl`.
//!
//! * `--matrix NAME=16 values` loads a GL matrix (LoadMatrixf order:
//!   column-major) and `--track c[N]=MATRIX,TRANSFORM` tracks it into four
//!   parameters (TrackMatrixNV, §2.14.7); the tracked rows are set before
//!   the `--set` values.
//! * Position-invariant programs get `o[HPOS]` = P·M·`v[0]` from those
//!   matrices (§2.14.6.1).
//! * A vertex state program runs once as ExecuteProgramNV would (`v[0]` holds
//!   its parameters); the parameters it wrote are the report's `params`.
//! * Address registers are reported as integers in `address`.
//! * `translate --to tgsi` writes what TGSI can say (see
//!   `shasm_nv::vp::translation`: no RCC, BRA, ARA, entry after `main:`,
//!   vertex state or position-invariant programs), and runs with TGSI's
//!   numeric rules, not §2.14.3's.

use crate::driver::{Driver, Input, Kind, Loaded, Options, Target};
use crate::engines::Outcome;
use crate::error::Error;
use crate::options::{Matrix, MatrixValue, Track};
use crate::report::{Entry, Report};
use shasm_exec::Env;
use shasm_gl::{self as gl, Context, MatrixMode};
use shasm_ir::File;
use shasm_nv::vp::{self, VertexProgram};

/// The NV vertex program driver (`--isa nv-vp`): VP1.0, VP1.1, VP2.0, VSP1.0.
pub struct NvVp;

/// What `load` keeps for the run: the program and the GL state described
/// by `--matrix` and `--track`.
#[derive(Debug)]
pub struct State {
    /// The program as the front end checked it.
    pub program: VertexProgram,
    /// The GL state its runs see: matrices, tracking (`--matrix`, `--track`).
    pub gl: Context,
}

fn state(loaded: &Loaded) -> Option<&State> {
    match &loaded.kind {
        Kind::NvVertex(s) => Some(s),
        _ => None,
    }
}

/// The matrix mode (and, for textures, the unit) LoadMatrixf writes for a
/// `--matrix` name: NV_vertex_program has MODELVIEW (one: no vertex
/// blending), PROJECTION, TEXTUREi and MATRIXi_NV.
fn matrix_mode(matrix: Matrix) -> Option<(MatrixMode, u32)> {
    Some(match matrix {
        Matrix::ModelView(0) => (MatrixMode::Modelview, 0),
        Matrix::Projection => (MatrixMode::Projection, 0),
        Matrix::Texture(i) if i < gl::TEXTURE_UNITS => (MatrixMode::Texture, i),
        Matrix::Program(i) if i < gl::MAX_TRACK_MATRICES => (MatrixMode::Program(i), 0),
        _ => return None,
    })
}

/// LoadMatrixf of a `--matrix` value (or [`crate::Inputs::load_matrix`]).
pub(crate) fn load_matrix(gl: &mut Context, m: &MatrixValue) -> Result<(), Error> {
    let name = crate::options::matrix_name(m.matrix);
    let bad = |reason: String| Error::bad_option("--matrix", m.to_string(), reason);
    let (mode, unit) = matrix_mode(m.matrix).ok_or_else(|| {
        bad(format!(
            "--matrix `{name}`: expected MODELVIEW, PROJECTION, TEXTURE0..TEXTURE{} or \
             MATRIX0..MATRIX{}",
            gl::TEXTURE_UNITS - 1,
            gl::MAX_TRACK_MATRICES - 1
        ))
    })?;
    gl.active_texture(unit)
        .and_then(|()| gl.matrix_mode(mode))
        .map_err(|e| bad(format!("--matrix {name}: {e:?}")))?;
    gl.load_matrix(&m.columns);
    Ok(())
}

/// TrackMatrixNV of a `--track` value (or [`crate::Inputs::track_matrix`]).
pub(crate) fn track(gl: &mut Context, t: &Track) -> Result<(), Error> {
    gl.track_matrix(gl::Target::VertexProgram, t.register, t.matrix, t.transform)
        .map_err(|e| {
            let text = t.to_string();
            Error::bad_option(
                "--track",
                text.clone(),
                format!("{} ({e:?})", Track::usage(&text)),
            )
        })
}

/// The GL state the options describe: matrices first, then tracking (which
/// copies the tracked matrices at once and on every later change).
fn context(options: &Options) -> Result<Context, Error> {
    let mut gl = Context::new();
    for m in &options.matrices {
        load_matrix(&mut gl, m)?;
    }
    for t in &options.tracks {
        track(&mut gl, t)?;
    }
    Ok(gl)
}

/// Write the tracked parameters of `gl` into `env` (after a per-run change
/// of tracking or of a tracked matrix; the other parameters keep what the
/// run's inputs set).
pub(crate) fn write_tracked(gl: &Context, env: &mut Env) -> Result<(), Error> {
    for i in gl.tracked_parameters() {
        if let Some(row) = gl.parameters().get(i as usize) {
            env.set_f32(File::Const, i, *row)
                .map_err(|source| Error::Environment {
                    name: format!("c[{i}]"),
                    source,
                })?;
        }
    }
    Ok(())
}

impl Driver for NvVp {
    fn name(&self) -> &'static str {
        "nv-vp"
    }

    fn detect(&self, input: &Input) -> bool {
        // Any `!!VP`/`!!VSP` header, so that the front end reports a wrong
        // one.
        shasm_nv::sniff(input.without_bom()) == Some(shasm_nv::Language::VertexProgram)
            || (shasm_nv::sniff(input.without_bom()).is_none()
                && matches!(input.extension().as_deref(), Some("vp" | "vsp")))
    }

    fn load(&self, input: &Input, options: &Options) -> Result<Loaded, Error> {
        // The program is a byte array (comments may hold any byte).
        let program = vp::load_bytes(&input.bytes).map_err(|e| Error::from(e.diagnostics))?;
        let gl = context(options)?;
        Ok(Loaded::new(
            program.program.clone(),
            Kind::NvVertex(Box::new(State { program, gl })),
        ))
    }

    fn format(&self, input: &Input, loaded: &Loaded) -> Result<String, Error> {
        state(loaded)
            .map(|s| vp::layout::print_with_comments(&s.program, &input.bytes))
            .ok_or_else(|| Error::Unsupported {
                operation: "fmt",
                what: "a program the NV vertex program driver did not load".into(),
            })
    }

    fn prepare_env(&self, loaded: &Loaded, env: &mut Env, _options: &Options) -> Result<(), Error> {
        let Some(s) = state(loaded) else {
            return Ok(());
        };
        if s.program.version.is_state_program()
            && let Err(i) = s.gl.check_state_program(&s.program)
        {
            return Err(Error::Gl {
                what: format!(
                    "the vertex state program writes c[{i}], which is tracked: \
                     ExecuteProgramNV fails (§2.14.7)"
                ),
                error: shasm_gl::GlError::InvalidOperation,
            });
        }
        s.gl.load_program_env(&s.program, env)
            .map_err(|error| Error::Gl {
                what: "the program's parameters and attributes".into(),
                error,
            })
    }

    fn resolve(&self, loaded: &Loaded, name: &str) -> Option<Target> {
        // `v[OPOS]` and the other attribute mnemonics (Table X.3).
        let s = state(loaded)?;
        // ARB_vertex_program, "Interactions with NV_vertex_program": NV's
        // program parameters are ARB's program environment parameters, so
        // `program.env[N]` is `c[N]`.
        let env = name
            .strip_prefix("program.env[")
            .and_then(|r| r.strip_suffix(']'))
            .map(|n| format!("c[{n}]"));
        let name = env.as_deref().unwrap_or(name);
        let (file, index) = vp::resolve_register(name, s.program.version)?;
        Some(Target::new(file, index))
    }

    fn finish_report(&self, loaded: &Loaded, outcome: &Outcome, report: &mut Report) {
        let Some(s) = state(loaded) else {
            return;
        };
        if let Some(position) = outcome.get_f32(File::Input, 0)
            && let Some(clip) = s.gl.invariant_position(&s.program, position)
        {
            let bits = clip.map(f32::to_bits);
            report
                .outputs
                .retain(|e| !(e.file == File::Output && e.index == vp::table::HPOS));
            report.outputs.insert(
                0,
                Entry::new("o[HPOS]", File::Output, vp::table::HPOS, bits),
            );
        }
        // §2.14.1.6: VP2's condition code register exists in every run,
        // initialised to (EQ,EQ,EQ,EQ); report it even when the program
        // never touches it.
        if s.program.version.is_vp2() && report.cc.is_empty() {
            report
                .cc
                .push(crate::report::ConditionCodes::of("CC", outcome, 0));
        }
        for (index, _) in outcome.written_registers(File::Address) {
            if let Some(words) = outcome.get(File::Address, index) {
                report.address.push(crate::report::AddressRegister {
                    name: format!("A{index}"),
                    values: words.iter().map(|w| *w as i32).collect(),
                    scalar: false,
                });
            }
        }
    }
}
