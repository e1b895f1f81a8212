//! Vertex attributes (VertexAttribNV, §2.14.1.1) and the enables of
//! program mode.

use super::*;

impl Context {
    /// `VertexAttrib4fNV(index, x, y, z, w)`: `INVALID_VALUE` if index > 15.
    /// (Setting attribute 0 provokes a vertex only inside Begin/End: see
    /// [`Context::run_vertex`].)
    pub fn vertex_attrib_4f(&mut self, index: u32, v: [f32; 4]) -> Result<(), GlError> {
        let r = match self.attributes.get_mut(index as usize) {
            Some(slot) => {
                *slot = v;
                Ok(())
            }
            None => Err(GlError::InvalidValue),
        };
        self.check(r)
    }

    /// `VertexAttrib{1,2,3}fNV`: missing components are y = 0, z = 0, w = 1.
    pub fn vertex_attrib(&mut self, index: u32, v: &[f32]) -> Result<(), GlError> {
        let mut full = [0.0, 0.0, 0.0, 1.0];
        for (dst, src) in full.iter_mut().zip(v) {
            *dst = *src;
        }
        self.vertex_attrib_4f(index, full)
    }

    /// `VertexAttrib4ubNV`: components normalised to [0, 1] (c / 255).
    pub fn vertex_attrib_4ub(&mut self, index: u32, v: [u8; 4]) -> Result<(), GlError> {
        self.vertex_attrib_4f(index, v.map(|c| f32::from(c) / 255.0))
    }

    /// `VertexAttribs4fvNV(index, n, v)`: attributes index..index+n-1,
    /// issued from the highest index down.
    pub fn vertex_attribs_4fv(&mut self, index: u32, v: &[[f32; 4]]) -> Result<(), GlError> {
        for (k, value) in v.iter().enumerate().rev() {
            let i = u32::try_from(k)
                .ok()
                .and_then(|k| index.checked_add(k))
                .unwrap_or(u32::MAX);
            self.vertex_attrib_4f(i, *value)?;
        }
        Ok(())
    }

    /// `GetVertexAttribfvNV(index, CURRENT_ATTRIB_NV)`: `INVALID_VALUE` if
    /// index > 15 or index is 0.
    pub fn get_vertex_attrib(&mut self, index: u32) -> Result<[f32; 4], GlError> {
        let r = match index {
            0 => Err(GlError::InvalidValue),
            i => self
                .attributes
                .get(i as usize)
                .copied()
                .ok_or(GlError::InvalidValue),
        };
        self.check(r)
    }

    pub fn enable(&mut self, cap: Capability) {
        self.set_capability(cap, true);
    }

    pub fn disable(&mut self, cap: Capability) {
        self.set_capability(cap, false);
    }

    fn set_capability(&mut self, cap: Capability, on: bool) {
        match cap {
            Capability::VertexProgram => self.vertex_program_mode = on,
            Capability::VertexProgramTwoSide => self.two_side = on,
            Capability::VertexProgramPointSize => self.point_size = on,
        }
    }

    pub fn is_enabled(&self, cap: Capability) -> bool {
        match cap {
            Capability::VertexProgram => self.vertex_program_mode,
            Capability::VertexProgramTwoSide => self.two_side,
            Capability::VertexProgramPointSize => self.point_size,
        }
    }
}
