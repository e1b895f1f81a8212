//! The ARB_vertex_program (`!!ARBvp1.0`) and ARB_fragment_program
//! (`!!ARBfp1.0`) drivers.
//!
//! Limits come from the implementation profile `--profile` names
//! (`default`, `minimum`, `geforce6`; see `shasm_arb::Profile`). GL state
//! parameters (`state.*`) read the GL state model (`shasm_gl::GlState`):
//! GL's initial state, `--matrix NAME=16 values` (column-major), and
//! `--set state.light[0].diffuse=...` (applied to the state, so derived
//! bindings follow). `program.env[n]`, `program.local[n]` and every
//! register are set with `--set` under the program's own names.

use crate::driver::{Driver, Input, Kind, Loaded, Options, Target};
use crate::error::Error;
use crate::values::{parse_assignment, parse_component};
use shasm_arb::{Profile, ProgramKind};
use shasm_exec::Env;
use shasm_gl::{GlState, StateLimits};
use shasm_ir::{Binding, Program};

/// The driver of one ARB program type.
pub struct Arb {
    kind: ProgramKind,
    name: &'static str,
}

/// The `!!ARBvp1.0` driver (`--isa arbvp1.0`).
pub static ARB_VERTEX: Arb = Arb {
    kind: ProgramKind::Vertex,
    name: "arbvp1.0",
};

/// The `!!ARBfp1.0` driver (`--isa arbfp1.0`).
pub static ARB_FRAGMENT: Arb = Arb {
    kind: ProgramKind::Fragment,
    name: "arbfp1.0",
};

fn profile(options: &Options) -> Result<Profile, Error> {
    Ok(options.profile.arb())
}

/// The GL state of a run: GL's initial state, then `--matrix`, then every
/// `state.*` assignment of `--inputs` and `--set` in order.
pub(crate) fn gl_state(kind: ProgramKind, options: &Options) -> Result<GlState, Error> {
    let profile = profile(options)?;
    // The state has as many lights, units and matrices as the profile lets
    // a program bind (texture matrices are per texture coordinate set).
    let limits = StateLimits {
        lights: profile.lights,
        texture_units: profile.texture_units.max(profile.texture_coords),
        clip_planes: profile.clip_planes,
        program_matrices: profile.program_matrices,
        modelview_matrices: profile.vertex_units,
        palette_matrices: profile.palette_matrices,
    };
    let mut gl = GlState::with_limits(limits).map_err(|source| Error::GlState {
        name: format!("the state of profile `{}`", profile.name),
        source,
    })?;
    for m in &options.matrices {
        gl.set_matrix(m.matrix, m.columns)
            .map_err(|source| Error::GlState {
                name: crate::options::matrix_name(m.matrix),
                source,
            })?;
    }
    for (text, origin) in crate::session::assignments(options)? {
        let located = |e: Error| crate::session::at_origin(e, origin.clone());
        let a = parse_assignment(&text).map_err(|source| {
            located(Error::BadValue {
                assignment: text.clone(),
                source,
            })
        })?;
        if !is_state_name(&a.name) {
            continue;
        }
        let words = a
            .components
            .iter()
            .map(|c| parse_component(c, false))
            .collect::<Result<Vec<u32>, _>>()
            .map_err(|source| {
                located(Error::BadValue {
                    assignment: text.clone(),
                    source,
                })
            })?;
        set_state(kind, &profile, &mut gl, &a.name, &words).map_err(|e| match e {
            // The message names the whole assignment, as it did when the
            // state was only set through options.
            Error::BadOption { option, reason, .. } => located(Error::BadOption {
                option,
                value: text.clone(),
                reason,
            }),
            other => located(other),
        })?;
    }
    Ok(gl)
}

/// Set the GL state vectors `name` binds (`state.light[0].diffuse`, the
/// rows of `state.matrix.modelview`) to `words`, as a register
/// assignment does: components not given keep their values, more than
/// four fill the following vectors (matrix rows).
pub(crate) fn set_state(
    kind: ProgramKind,
    profile: &Profile,
    gl: &mut GlState,
    name: &str,
    words: &[u32],
) -> Result<(), Error> {
    let bindings = shasm_arb::parser::state_binding(name, kind, profile).map_err(|d| {
        Error::bad_option(
            "--set",
            name,
            format!("`{name}` is not GL state: {}", d.message),
        )
    })?;
    if words.len() > bindings.len() * 4 {
        return Err(Error::bad_option(
            "--set",
            name,
            format!(
                "{} values for {} vector(s) of state",
                words.len(),
                bindings.len()
            ),
        ));
    }
    for (binding, chunk) in bindings.iter().zip(words.chunks(4)) {
        let refused = |source| Error::GlState {
            name: binding.to_string(),
            source,
        };
        let mut value = gl.value(binding).map_err(refused)?;
        for (slot, w) in value.iter_mut().zip(chunk) {
            *slot = f32::from_bits(*w);
        }
        gl.set(binding, value).map_err(refused)?;
    }
    Ok(())
}

/// Fill every `state.*` parameter of `program` from the GL state the
/// options describe ([`gl_state`]); shared by the ARB and NV_gpu_program4
/// drivers.
pub(crate) fn load_state_parameters(
    kind: ProgramKind,
    program: &Program,
    env: &mut Env,
    options: &Options,
) -> Result<(), Error> {
    let gl = gl_state(kind, options)?;
    fill_state(program, &gl, env)
}

/// Write every `state.*` parameter of `program` from `gl` (derived state,
/// light products, `mvp`, inverses, computed as the specs define).
pub(crate) fn fill_state(program: &Program, gl: &GlState, env: &mut Env) -> Result<(), Error> {
    for d in &program.declarations {
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

pub(crate) fn is_state_name(name: &str) -> bool {
    name.starts_with("state.")
}

impl Driver for Arb {
    fn name(&self) -> &'static str {
        self.name
    }

    fn detect(&self, input: &Input) -> bool {
        shasm_arb::sniff(input.without_bom()) == Some(self.kind)
    }

    fn load(&self, input: &Input, options: &Options) -> Result<Loaded, Error> {
        let text = input.text()?;
        let p = shasm_arb::load_kind(text, self.kind, &profile(options)?)
            .map_err(|e| Error::from(e.diagnostics))?;
        Ok(Loaded::new(p.program.clone(), Kind::Arb(Box::new(p))))
    }

    fn format(&self, input: &Input, _loaded: &Loaded) -> Result<String, Error> {
        let text = input.text()?;
        // Formatting re-checks with the default profile: `fmt` changes
        // layout, never what a profile accepts.
        shasm_arb::format(text, &Profile::default()).map_err(|e| Error::from(e.diagnostics))
    }

    /// Every `state.*` parameter reads the GL state the options describe;
    /// derived state (light products, `mvp`, inverses) is computed from it
    /// as the specs define (`shasm_gl::state`).
    fn prepare_env(&self, loaded: &Loaded, env: &mut Env, options: &Options) -> Result<(), Error> {
        load_state_parameters(self.kind, &loaded.program, env, options)
    }

    fn takes_set(&self, name: &str) -> bool {
        is_state_name(name)
    }

    fn gl_kind(&self) -> Option<ProgramKind> {
        Some(self.kind)
    }

    /// The program's `ATTRIB` and `OUTPUT` variable names (and `ALIAS`es of
    /// them) stand for their bindings: `--set position=...` after
    /// `ATTRIB position = vertex.position;`.
    fn resolve(&self, loaded: &Loaded, name: &str) -> Option<Target> {
        let Kind::Arb(p) = &loaded.kind else {
            return None;
        };
        let (_, binding) = p.names.iter().find(|(n, _)| n == name)?;
        crate::driver::resolve_name(&loaded.program, binding)
    }
}
