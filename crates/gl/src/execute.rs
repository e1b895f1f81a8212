//! Running programs in this context: ExecuteProgramNV (§2.14.5) and a
//! vertex provoked in program mode (§2.14.1.9), with the rules both share:
//! the parameters a run sees, tracked registers a state program may not
//! write, and position invariance (§2.14.6.1).

use super::*;

impl Context {
    /// `ExecuteProgramNV(target, id, params)` (§2.14.5): run the vertex state
    /// program `id` once with `v[0]` = params; its writes to `c[]` persist.
    /// `INVALID_ENUM` unless `VERTEX_STATE_PROGRAM_NV` (notes §10 #30);
    /// `INVALID_OPERATION` if id is not an existing vertex state program or
    /// the program writes a tracked register (§2.14.7).
    pub fn execute_program(
        &mut self,
        target: Target,
        id: u32,
        params: [f32; 4],
    ) -> Result<(), GlError> {
        let r = self.execute_program_inner(target, id, params);
        self.check(r)
    }

    /// The prepared program `id` if it is a vertex program of `target`;
    /// INVALID_OPERATION otherwise (§2.14.1.9, §2.14.5).
    fn vertex_code(
        &self,
        id: u32,
        target: Target,
    ) -> Result<(Arc<VertexProgram>, Arc<Executable>), GlError> {
        match self.programs.get(&id) {
            Some(ProgramObject {
                target: t,
                code:
                    LoadedCode::Vertex {
                        program,
                        executable,
                    },
                ..
            }) if *t == target => Ok((program.clone(), executable.clone())),
            _ => Err(GlError::InvalidOperation),
        }
    }

    /// The environment one run of `program` (prepared as `exe`) sees in
    /// this context: the current program parameters and, for a vertex
    /// program, the current vertex attributes (§2.14.1.1: every attribute
    /// register starts from the current attribute state, (0,0,0,1) unless
    /// it aliases conventional state, §2.14.8's initial state). A vertex
    /// state program gets `v[0]` = (0,0,0,0) until its caller sets the
    /// ExecuteProgramNV parameters (§2.14.5).
    pub fn program_env(&self, program: &VertexProgram, exe: &Executable) -> Result<Env, GlError> {
        let mut env = exe.env();
        self.load_program_env(program, &mut env)?;
        Ok(env)
    }

    /// Write what [`Context::program_env`] describes into `env`, an
    /// environment of `program`'s executable.
    pub fn load_program_env(&self, program: &VertexProgram, env: &mut Env) -> Result<(), GlError> {
        for i in 0..program.version.parameters() {
            env.set_f32(File::Const, i, self.parameters[i as usize])
                .map_err(|_| GlError::InvalidOperation)?;
        }
        if !program.version.is_state_program() {
            for (i, a) in self.attributes.iter().enumerate() {
                env.set_f32(File::Input, i as u32, *a)
                    .map_err(|_| GlError::InvalidOperation)?;
            }
        }
        Ok(())
    }

    /// §2.14.7: ExecuteProgramNV of a vertex state program that writes a
    /// tracked parameter fails with INVALID_OPERATION. `Err` names the
    /// first such parameter.
    pub fn check_state_program(&self, program: &VertexProgram) -> Result<(), u32> {
        match program
            .written_parameters()
            .into_iter()
            .find(|&i| self.is_tracked(i))
        {
            Some(i) => Err(i),
            None => Ok(()),
        }
    }

    /// §2.14.6.1: a position-invariant program's `o[HPOS]` is what
    /// conventional GL computes from `v[0]`, P·(M·v); `None` for other
    /// programs (their `o[HPOS]` is what they write).
    pub fn invariant_position(
        &self,
        program: &VertexProgram,
        position: [f32; 4],
    ) -> Option<[f32; 4]> {
        program
            .position_invariant
            .then(|| self.fixed_function_position(position))
    }

    fn execute_program_inner(
        &mut self,
        target: Target,
        id: u32,
        params: [f32; 4],
    ) -> Result<(), GlError> {
        if target != Target::VertexStateProgram {
            return Err(GlError::InvalidEnum);
        }
        let (program, exe) = self.vertex_code(id, Target::VertexStateProgram)?;
        self.check_state_program(&program)
            .map_err(|_| GlError::InvalidOperation)?;
        let mut env = self.program_env(&program, &exe)?;
        env.set_f32(File::Input, 0, params)
            .map_err(|_| GlError::InvalidOperation)?;
        let outcome = exe.run(&env).map_err(|_| GlError::InvalidOperation)?;
        for (i, mask) in outcome.written_registers(File::Const) {
            let Some(value) = outcome.get_f32(File::Const, i) else {
                continue;
            };
            let slot = &mut self.parameters[i as usize];
            for (c, v) in value.iter().enumerate() {
                if mask & (1 << c) != 0 {
                    slot[c] = *v;
                }
            }
        }
        Ok(())
    }

    /// The clip-space position conventional GL computes from an object
    /// position: P·(M·v), as a position-invariant program's `o[HPOS]` is
    /// (§2.14.6.1).
    pub fn fixed_function_position(&self, position: [f32; 4]) -> [f32; 4] {
        let eye = matrix::transform(self.modelview.top(), position);
        matrix::transform(self.projection.top(), eye)
    }

    /// The parameters that matrix tracking currently writes (§2.14.7), in
    /// ascending order.
    pub fn tracked_parameters(&self) -> Vec<u32> {
        (0..PARAMETERS).filter(|&i| self.is_tracked(i)).collect()
    }

    /// Run the bound vertex program on the current attributes with `v[0]` =
    /// `position`, as `VertexAttrib4fNV(0, ...)` inside Begin/End does in
    /// program mode. `INVALID_OPERATION` (as Begin raises it, §2.14.1.9) if
    /// the bound vertex program is nonexistent. Position-invariant programs
    /// get `o[HPOS]` = P·(M·`v[0]`) from the current matrices (§2.14.6.1).
    pub fn run_vertex(&mut self, position: [f32; 4]) -> Result<VertexResult, GlError> {
        let r = self.run_vertex_inner(position);
        self.check(r)
    }

    fn run_vertex_inner(&mut self, position: [f32; 4]) -> Result<VertexResult, GlError> {
        let (program, exe) = self.vertex_code(self.bound_vertex, Target::VertexProgram)?;
        self.attributes[0] = position;
        let env = self.program_env(&program, &exe)?;
        let outcome = exe.run(&env).map_err(|_| GlError::InvalidOperation)?;
        let count = table::result_count(program.version);
        let mut outputs: Vec<[u32; 4]> = (0..count)
            .map(|k| outcome.get(File::Output, k).unwrap_or([0; 4]))
            .collect();
        let mut written: Vec<u8> = (0..count)
            .map(|k| outcome.written(File::Output, k))
            .collect();
        if let Some(clip) = self.invariant_position(&program, position)
            && let (Some(o), Some(w)) = (
                outputs.get_mut(table::HPOS as usize),
                written.get_mut(table::HPOS as usize),
            )
        {
            *o = clip.map(f32::to_bits);
            *w = 0xF;
        }
        Ok(VertexResult {
            outputs,
            written,
            end: outcome.end(),
            executed: outcome.executed(),
        })
    }
}
