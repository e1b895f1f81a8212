//! Program objects (§2.14.1.9): LoadProgramNV, binding, names, residency,
//! queries.

use super::*;

impl Context {
    /// `LoadProgramNV(target, id, len, program)` (§2.14.1.8, §2.14.5).
    ///
    /// Errors: `INVALID_ENUM` for an unsupported target; `INVALID_VALUE` for
    /// id 0; `INVALID_OPERATION` if id holds a program of another target or
    /// the program fails to load (then `PROGRAM_ERROR_POSITION_NV` is the
    /// first error's byte offset and the old program is unchanged). A
    /// successful load sets the position to -1.
    pub fn load_program(&mut self, target: Target, id: u32, source: &[u8]) -> Result<(), GlError> {
        let r = self.load_program_inner(target, id, source);
        self.check(r)
    }

    fn load_program_inner(
        &mut self,
        target: Target,
        id: u32,
        source: &[u8],
    ) -> Result<(), GlError> {
        if target == Target::FragmentProgram && self.fragment_loader.is_none() {
            return Err(GlError::InvalidEnum);
        }
        if id == 0 {
            return Err(GlError::InvalidValue);
        }
        if let Some(existing) = self.programs.get(&id)
            && existing.target != target
        {
            return Err(GlError::InvalidOperation);
        }
        let code = match target {
            Target::FragmentProgram => {
                let Some(loader) = &self.fragment_loader else {
                    return Err(GlError::InvalidEnum);
                };
                match loader.load(source) {
                    Ok(p) => LoadedCode::Fragment(Arc::new(p)),
                    Err(e) => {
                        self.error_position = e.position as i64;
                        self.error_string = e.message;
                        return Err(GlError::InvalidOperation);
                    }
                }
            }
            Target::VertexProgram | Target::VertexStateProgram => {
                self.load_vertex(target, source)?
            }
        };
        self.error_position = -1;
        self.error_string.clear();
        self.reserved.remove(&id);
        // Numbered locals belong to the object and keep their values when a
        // new program is loaded into it (ARB_vertex_program issue 83); named
        // ones are the new program's DECLAREs at their initial values.
        let local = self
            .programs
            .remove(&id)
            .map(|old| old.local)
            .unwrap_or_default();
        let named = locals::named_parameters(&code);
        self.programs.insert(
            id,
            ProgramObject {
                target,
                string: source.to_vec(),
                resident: true,
                code,
                local,
                named,
            },
        );
        Ok(())
    }

    fn load_vertex(&mut self, target: Target, source: &[u8]) -> Result<LoadedCode, GlError> {
        // Notes §1.1: `!!VSP1.0` is the only header for vertex state
        // programs, `!!VP1.0/1.1/2.0` the only ones for vertex programs.
        let header_ok = match vp::Version::detect(source) {
            Some(v) => v.is_state_program() == (target == Target::VertexStateProgram),
            None => true, // the parser reports the missing header
        };
        if !header_ok {
            self.error_position = 0;
            self.error_string = format!(
                "1:1: the program header does not match the target {}",
                target.name()
            );
            return Err(GlError::InvalidOperation);
        }
        match vp::load_bytes(source) {
            Ok(program) => {
                let executable =
                    Executable::new(&program.program).map_err(|_| GlError::OutOfMemory)?;
                Ok(LoadedCode::Vertex {
                    program: Arc::new(program),
                    executable: Arc::new(executable),
                })
            }
            Err(e) => {
                self.error_position = e.position as i64;
                self.error_string = e.message;
                Err(GlError::InvalidOperation)
            }
        }
    }

    /// `PROGRAM_ERROR_POSITION_NV`: -1 after a successful load, otherwise
    /// the byte offset of the first error of the last failed load.
    pub fn program_error_position(&self) -> i64 {
        self.error_position
    }

    /// The error string of the last failed load (empty after a success).
    pub fn program_error_string(&self) -> &str {
        &self.error_string
    }

    /// `BindProgramNV(target, id)` (§2.14.1.9): `INVALID_ENUM` unless the
    /// target is `VERTEX_PROGRAM_NV` (or `FRAGMENT_PROGRAM_NV` with a
    /// fragment loader); `INVALID_OPERATION` if id names a program of
    /// another target. Binding a nonexistent id (0 included) is fine.
    pub fn bind_program(&mut self, target: Target, id: u32) -> Result<(), GlError> {
        let r = self.bind_program_inner(target, id);
        self.check(r)
    }

    fn bind_program_inner(&mut self, target: Target, id: u32) -> Result<(), GlError> {
        let slot = match target {
            Target::VertexProgram => &mut self.bound_vertex,
            Target::FragmentProgram if self.fragment_loader.is_some() => &mut self.bound_fragment,
            _ => return Err(GlError::InvalidEnum),
        };
        if let Some(p) = self.programs.get(&id)
            && p.target != target
        {
            return Err(GlError::InvalidOperation);
        }
        *slot = id;
        Ok(())
    }

    /// `VERTEX_PROGRAM_BINDING_NV`.
    pub fn vertex_program_binding(&self) -> u32 {
        self.bound_vertex
    }

    /// The bound fragment program id.
    pub fn fragment_program_binding(&self) -> u32 {
        self.bound_fragment
    }

    /// `DeleteProgramsNV`: unused names and 0 are ignored; deleting a bound
    /// program binds 0.
    pub fn delete_programs(&mut self, ids: &[u32]) {
        for &id in ids {
            if id == 0 {
                continue;
            }
            self.programs.remove(&id);
            self.reserved.remove(&id);
            if self.bound_vertex == id {
                self.bound_vertex = 0;
            }
            if self.bound_fragment == id {
                self.bound_fragment = 0;
            }
        }
    }

    /// `GenProgramsNV(n, ids)`: `n` previously unused names, reserved for
    /// GenProgramsNV only (they exist once loaded). `INVALID_VALUE` if n < 0.
    pub fn gen_programs(&mut self, n: i32) -> Result<Vec<u32>, GlError> {
        if n < 0 {
            return self.check(Err(GlError::InvalidValue));
        }
        let mut out = Vec::new();
        let mut candidate = 1u32;
        while out.len() < n as usize {
            if !self.programs.contains_key(&candidate) && !self.reserved.contains(&candidate) {
                self.reserved.insert(candidate);
                out.push(candidate);
            }
            candidate = match candidate.checked_add(1) {
                Some(c) => c,
                None => return self.check(Err(GlError::OutOfMemory)),
            };
        }
        Ok(out)
    }

    /// `IsProgramNV`: whether id names a program object (a name from
    /// GenProgramsNV that was not loaded is not one).
    pub fn is_program(&self, id: u32) -> bool {
        self.programs.contains_key(&id)
    }

    /// `AreProgramsResidentNV`: this context keeps every program resident,
    /// so it returns TRUE (and leaves `residences` alone) unless an id is 0
    /// or nonexistent: then FALSE and `INVALID_VALUE`.
    pub fn are_programs_resident(&mut self, ids: &[u32]) -> Result<bool, GlError> {
        let r = if ids.iter().all(|id| self.programs.contains_key(id)) {
            Ok(true)
        } else {
            Err(GlError::InvalidValue)
        };
        self.check(r)
    }

    /// `RequestResidentProgramsNV`: a hint; every program already is.
    pub fn request_resident_programs(&mut self, ids: &[u32]) {
        let _ = ids;
    }

    /// `GetProgramivNV`: `INVALID_OPERATION` if the program does not exist.
    pub fn get_program_iv(&mut self, id: u32, pname: ProgramProperty) -> Result<i64, GlError> {
        let r = match self.programs.get(&id) {
            None => Err(GlError::InvalidOperation),
            Some(p) => Ok(match pname {
                ProgramProperty::Target => i64::from(p.target.code()),
                ProgramProperty::Length => p.string.len() as i64,
                ProgramProperty::Resident => i64::from(p.resident),
            }),
        };
        self.check(r)
    }

    /// `GetProgramStringNV`: the exact bytes loaded.
    pub fn get_program_string(&mut self, id: u32) -> Result<Vec<u8>, GlError> {
        let r = self
            .programs
            .get(&id)
            .map(|p| p.string.clone())
            .ok_or(GlError::InvalidOperation);
        self.check(r)
    }

    /// The program object named `id`.
    pub fn program(&self, id: u32) -> Option<&ProgramObject> {
        self.programs.get(&id)
    }
}
