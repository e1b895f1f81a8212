//! Program parameters (§2.14.1.2): ProgramParameter*NV and their queries;
//! tracked registers refuse writes.

use super::*;

impl Context {
    pub(crate) fn parameter_target(target: Target) -> Result<(), GlError> {
        if target == Target::VertexProgram {
            Ok(())
        } else {
            Err(GlError::InvalidEnum)
        }
    }

    pub(crate) fn is_tracked(&self, index: u32) -> bool {
        self.tracking
            .get((index / 4) as usize)
            .is_some_and(|t| t.matrix != TrackedMatrix::None)
    }

    /// `ProgramParameter4fNV(target, index, x, y, z, w)` (§2.14.1.2):
    /// `INVALID_ENUM` unless `VERTEX_PROGRAM_NV`; `INVALID_VALUE` if index
    /// > 255; `INVALID_OPERATION` if the register tracks a matrix (§2.14.7).
    pub fn program_parameter_4f(
        &mut self,
        target: Target,
        index: u32,
        x: f32,
        y: f32,
        z: f32,
        w: f32,
    ) -> Result<(), GlError> {
        self.program_parameters_4fv(target, index, &[[x, y, z, w]])
    }

    /// `ProgramParameter4fvNV`.
    pub fn program_parameter_4fv(
        &mut self,
        target: Target,
        index: u32,
        v: [f32; 4],
    ) -> Result<(), GlError> {
        self.program_parameters_4fv(target, index, &[v])
    }

    /// `ProgramParameter4dNV`: doubles are converted to float.
    pub fn program_parameter_4d(
        &mut self,
        target: Target,
        index: u32,
        x: f64,
        y: f64,
        z: f64,
        w: f64,
    ) -> Result<(), GlError> {
        self.program_parameter_4dv(target, index, [x, y, z, w])
    }

    /// `ProgramParameter4dvNV`.
    pub fn program_parameter_4dv(
        &mut self,
        target: Target,
        index: u32,
        v: [f64; 4],
    ) -> Result<(), GlError> {
        self.program_parameters_4fv(target, index, &[v.map(|c| c as f32)])
    }

    /// `ProgramParameters4fvNV(target, index, num, params)`: `num` single
    /// updates of registers index..index+num-1 from `params[(i-index)*4]`
    /// (notes §10 #24). `INVALID_VALUE` if index + num > 256;
    /// `INVALID_OPERATION`, and nothing written, if any of them is tracked.
    pub fn program_parameters_4fv(
        &mut self,
        target: Target,
        index: u32,
        params: &[[f32; 4]],
    ) -> Result<(), GlError> {
        let r = self.set_parameters(target, index, params);
        self.check(r)
    }

    /// `ProgramParameters4dvNV`.
    pub fn program_parameters_4dv(
        &mut self,
        target: Target,
        index: u32,
        params: &[[f64; 4]],
    ) -> Result<(), GlError> {
        let converted: Vec<[f32; 4]> = params.iter().map(|v| v.map(|c| c as f32)).collect();
        self.program_parameters_4fv(target, index, &converted)
    }

    fn set_parameters(
        &mut self,
        target: Target,
        index: u32,
        params: &[[f32; 4]],
    ) -> Result<(), GlError> {
        Self::parameter_target(target)?;
        let end = u64::from(index) + params.len() as u64;
        if end > u64::from(PARAMETERS) {
            return Err(GlError::InvalidValue);
        }
        if (index..end as u32).any(|i| self.is_tracked(i)) {
            return Err(GlError::InvalidOperation);
        }
        for (k, v) in params.iter().enumerate() {
            self.parameters[index as usize + k] = *v;
        }
        Ok(())
    }

    /// `GetProgramParameterfvNV(target, index, PROGRAM_PARAMETER_NV)`:
    /// `INVALID_ENUM` unless `VERTEX_PROGRAM_NV`; `INVALID_VALUE` if index
    /// > 255.
    pub fn get_program_parameter_fv(
        &mut self,
        target: Target,
        index: u32,
    ) -> Result<[f32; 4], GlError> {
        let r = Self::parameter_target(target).and_then(|()| {
            self.parameters
                .get(index as usize)
                .copied()
                .ok_or(GlError::InvalidValue)
        });
        self.check(r)
    }

    /// `GetProgramParameterdvNV`.
    pub fn get_program_parameter_dv(
        &mut self,
        target: Target,
        index: u32,
    ) -> Result<[f64; 4], GlError> {
        self.get_program_parameter_fv(target, index)
            .map(|v| v.map(f64::from))
    }

    /// All 256 parameter registers (read-only view).
    pub fn parameters(&self) -> &[[f32; 4]] {
        &self.parameters
    }
}
