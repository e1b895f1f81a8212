//! Program local and environment parameters: the ARB entry points that the
//! NV extensions share, shaped for the ARB program family to reuse.
//!
//! * Environment parameters belong to a target and are shared by all its
//!   programs (ARB_vertex_program §2.14.1). For vertex programs they are
//!   NV_vertex_program's program parameters, the same registers
//!   (ARB_vertex_program, "Interactions with NV_vertex_program").
//! * Local parameters belong to one program object, numbered (`p[n]` in
//!   NV_fragment_program, `program.local[n]` in the ARB languages) and, for
//!   NV_fragment_program, named (`DECLARE`); each object starts with every
//!   numbered local at (0,0,0,0) and each named one at its DECLARE value
//!   (NV_fragment_program §3.11.2 and "State Requirements").

use super::*;
use shasm_ir::Binding;

/// `MAX_FRAGMENT_PROGRAM_LOCAL_PARAMETERS_NV` (at least 64,
/// NV_fragment_program §3.11.2).
pub const MAX_FRAGMENT_LOCAL_PARAMETERS: u32 = 64;
/// `MAX_PROGRAM_LOCAL_PARAMETERS_ARB` for vertex programs (at least 96,
/// ARB_vertex_program §2.14.1).
pub const MAX_VERTEX_LOCAL_PARAMETERS: u32 = 96;

impl Target {
    /// How many numbered local parameters a program of this target has;
    /// `None` where the target has none (vertex state programs).
    pub fn local_parameters(self) -> Option<u32> {
        match self {
            Target::FragmentProgram => Some(MAX_FRAGMENT_LOCAL_PARAMETERS),
            Target::VertexProgram => Some(MAX_VERTEX_LOCAL_PARAMETERS),
            Target::VertexStateProgram => None,
        }
    }
}

impl Context {
    /// `ProgramLocalParameter4fARB(target, index, x, y, z, w)`: set numbered
    /// local parameter `index` of the program bound to `target`.
    /// `INVALID_ENUM` for a target without local parameters,
    /// `INVALID_VALUE` past the last one, `INVALID_OPERATION` when no
    /// program is bound.
    pub fn program_local_parameter_4f(
        &mut self,
        target: Target,
        index: u32,
        v: [f32; 4],
    ) -> Result<(), GlError> {
        let r = self.local_slot(target, index).map(|slot| *slot = v);
        self.check(r)
    }

    /// `GetProgramLocalParameterfvARB(target, index)`.
    pub fn get_program_local_parameter_fv(
        &mut self,
        target: Target,
        index: u32,
    ) -> Result<[f32; 4], GlError> {
        let r = self.local_slot(target, index).map(|slot| *slot);
        self.check(r)
    }

    fn local_slot(&mut self, target: Target, index: u32) -> Result<&mut [f32; 4], GlError> {
        let count = target.local_parameters().ok_or(GlError::InvalidEnum)?;
        if index >= count {
            return Err(GlError::InvalidValue);
        }
        let bound = match target {
            Target::FragmentProgram => self.bound_fragment,
            _ => self.bound_vertex,
        };
        let object = self
            .programs
            .get_mut(&bound)
            .filter(|o| o.target == target)
            .ok_or(GlError::InvalidOperation)?;
        let local = &mut object.local;
        if local.len() < count as usize {
            local.resize(count as usize, [0.0; 4]);
        }
        local.get_mut(index as usize).ok_or(GlError::InvalidValue)
    }

    /// `ProgramNamedParameter4fNV(id, name, x, y, z, w)`
    /// (NV_fragment_program §5.7): `INVALID_OPERATION` if `id` is not a
    /// fragment program, `INVALID_VALUE` if the name is empty or not a
    /// `DECLARE`d name of that program.
    pub fn program_named_parameter_4f(
        &mut self,
        id: u32,
        name: &str,
        v: [f32; 4],
    ) -> Result<(), GlError> {
        let r = self.named_slot(id, name).map(|slot| *slot = v);
        self.check(r)
    }

    /// `GetProgramNamedParameterfvNV(id, name)`.
    pub fn get_program_named_parameter_fv(
        &mut self,
        id: u32,
        name: &str,
    ) -> Result<[f32; 4], GlError> {
        let r = self.named_slot(id, name).map(|slot| *slot);
        self.check(r)
    }

    fn named_slot(&mut self, id: u32, name: &str) -> Result<&mut [f32; 4], GlError> {
        let object = self
            .programs
            .get_mut(&id)
            .filter(|o| o.target == Target::FragmentProgram)
            .ok_or(GlError::InvalidOperation)?;
        if name.is_empty() {
            return Err(GlError::InvalidValue);
        }
        object.named.get_mut(name).ok_or(GlError::InvalidValue)
    }

    /// Write the local parameters of program object `id` into `env`, an
    /// environment of that program: numbered locals into the registers the
    /// program binds to `program.local` / `p[]`, named ones into their
    /// `DECLARE`d registers. Locals never set stay as the program's
    /// environment starts them.
    pub fn load_local_parameters(
        &self,
        id: u32,
        program: &Program,
        env: &mut Env,
    ) -> Result<(), GlError> {
        let object = self.programs.get(&id).ok_or(GlError::InvalidOperation)?;
        for d in &program.declarations {
            match &d.binding {
                Binding::Local => {
                    for (k, value) in object.local.iter().enumerate() {
                        let Some(index) = u32::try_from(k)
                            .ok()
                            .and_then(|k| d.first.checked_add(k))
                            .filter(|i| *i <= d.last)
                        else {
                            break;
                        };
                        env.set_f32(d.file, index, *value)
                            .map_err(|_| GlError::InvalidOperation)?;
                    }
                }
                Binding::Named(name) => {
                    if let Some(value) = object.named.get(name) {
                        env.set_f32(d.file, d.first, *value)
                            .map_err(|_| GlError::InvalidOperation)?;
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// The named local parameters a loaded program declares, at their initial
/// (DECLARE) values.
pub(crate) fn named_parameters(code: &LoadedCode) -> BTreeMap<String, [f32; 4]> {
    let LoadedCode::Fragment(program) = code else {
        return BTreeMap::new();
    };
    program
        .declarations
        .iter()
        .filter_map(|d| match &d.binding {
            Binding::Named(name) => Some((name.clone(), d.initial.map(f32::from_bits))),
            _ => None,
        })
        .collect()
}
