//! Matrices (the conventional stacks and the program matrices) and
//! TrackMatrixNV (§2.14.7): tracked parameters follow every later change.

use super::*;

impl Context {
    /// `MatrixMode`: `INVALID_ENUM` for `COLOR` (no ARB_imaging) and for
    /// `MATRIXi_NV` with i ≥ MAX_TRACK_MATRICES_NV.
    pub fn matrix_mode(&mut self, mode: MatrixMode) -> Result<(), GlError> {
        let r = match mode {
            MatrixMode::Color => Err(GlError::InvalidEnum),
            MatrixMode::Program(i) if i >= MAX_TRACK_MATRICES => Err(GlError::InvalidEnum),
            _ => {
                self.matrix_mode = mode;
                Ok(())
            }
        };
        self.check(r)
    }

    /// `ActiveTextureARB(TEXTUREi_ARB)`: selects the texture matrix that
    /// `TEXTURE` means. `INVALID_ENUM` past the last unit.
    pub fn active_texture(&mut self, unit: u32) -> Result<(), GlError> {
        if unit >= TEXTURE_UNITS {
            return self.check(Err(GlError::InvalidEnum));
        }
        self.active_texture = unit;
        // Notes §8.3: TEXTURE tracking follows the active unit.
        self.update_tracking();
        Ok(())
    }

    fn current_stack(&mut self) -> &mut Stack {
        match self.matrix_mode {
            MatrixMode::Projection => &mut self.projection,
            MatrixMode::Texture => &mut self.texture[self.active_texture as usize],
            MatrixMode::Program(i) => &mut self.program_matrices[i as usize],
            MatrixMode::Modelview | MatrixMode::Color => &mut self.modelview,
        }
    }

    /// `LoadMatrixf`: `m` in the GL's column-major order.
    pub fn load_matrix(&mut self, m: &Mat4) {
        self.current_stack().set_top(*m);
        self.update_tracking();
    }

    /// `LoadIdentity`.
    pub fn load_identity(&mut self) {
        self.load_matrix(&matrix::IDENTITY);
    }

    /// `MultMatrixf`: current = current · m.
    pub fn mult_matrix(&mut self, m: &Mat4) {
        let product = matrix::multiply(self.current_stack().top(), m);
        self.load_matrix(&product);
    }

    /// `PushMatrix`: `STACK_OVERFLOW` when the current stack is full.
    pub fn push_matrix(&mut self) -> Result<(), GlError> {
        let r = if self.current_stack().push() {
            Ok(())
        } else {
            Err(GlError::StackOverflow)
        };
        self.check(r)
    }

    /// `PopMatrix`: `STACK_UNDERFLOW` with one matrix left.
    pub fn pop_matrix(&mut self) -> Result<(), GlError> {
        let r = if self.current_stack().pop() {
            self.update_tracking();
            Ok(())
        } else {
            Err(GlError::StackUnderflow)
        };
        self.check(r)
    }

    /// `CURRENT_MATRIX_NV`: the current matrix of the current mode.
    pub fn current_matrix(&mut self) -> Mat4 {
        *self.current_stack().top()
    }

    /// `CURRENT_MATRIX_STACK_DEPTH_NV`.
    pub fn current_matrix_stack_depth(&mut self) -> usize {
        self.current_stack().depth()
    }

    /// The matrix a tracking source means now, if this context has it.
    fn tracked_source(&self, m: TrackedMatrix) -> Option<Mat4> {
        Some(match m {
            TrackedMatrix::None | TrackedMatrix::Color => return None,
            TrackedMatrix::Modelview => *self.modelview.top(),
            TrackedMatrix::Projection => *self.projection.top(),
            TrackedMatrix::Texture => *self.texture.get(self.active_texture as usize)?.top(),
            TrackedMatrix::TextureUnit(i) => *self.texture.get(i as usize)?.top(),
            // §2.14.7: C = P M.
            TrackedMatrix::ModelviewProjection => {
                matrix::multiply(self.projection.top(), self.modelview.top())
            }
            TrackedMatrix::Program(i) => *self.program_matrices.get(i as usize)?.top(),
        })
    }

    /// Copy every tracked matrix into its registers (§2.14.7: "Whenever the
    /// matrix changes, the transformed version of the matrix is updated").
    fn update_tracking(&mut self) {
        for group in 0..self.tracking.len() {
            let t = self.tracking[group];
            let Some(m) = self.tracked_source(t.matrix) else {
                continue;
            };
            let m = match t.transform {
                MatrixTransform::Identity => m,
                MatrixTransform::Inverse => matrix::inverse(&m),
                MatrixTransform::Transpose => matrix::transpose(&m),
                MatrixTransform::InverseTranspose => matrix::transpose(&matrix::inverse(&m)),
            };
            // Row-wise: the top row goes to the first register.
            for r in 0..4 {
                self.parameters[group * 4 + r] = matrix::row(&m, r);
            }
        }
    }

    /// `TrackMatrixNV(target, address, matrix, transform)` (§2.14.7):
    /// `INVALID_ENUM` unless `VERTEX_PROGRAM_NV`, or for a matrix this
    /// context lacks (`COLOR`, `TEXTUREi` past the last unit, `MATRIXi`
    /// past MAX_TRACK_MATRICES_NV); `INVALID_VALUE` if address is not a
    /// multiple of 4 or ≥ 256 (notes §8.3). `NONE` stops tracking; the
    /// registers keep their last values.
    pub fn track_matrix(
        &mut self,
        target: Target,
        address: u32,
        matrix: TrackedMatrix,
        transform: MatrixTransform,
    ) -> Result<(), GlError> {
        let r = self.track_matrix_inner(target, address, matrix, transform);
        self.check(r)
    }

    fn track_matrix_inner(
        &mut self,
        target: Target,
        address: u32,
        matrix: TrackedMatrix,
        transform: MatrixTransform,
    ) -> Result<(), GlError> {
        Self::parameter_target(target)?;
        let supported = match matrix {
            TrackedMatrix::Color => false,
            TrackedMatrix::TextureUnit(i) => i < TEXTURE_UNITS,
            TrackedMatrix::Program(i) => i < MAX_TRACK_MATRICES,
            _ => true,
        };
        if !supported {
            return Err(GlError::InvalidEnum);
        }
        if !address.is_multiple_of(4) || address >= PARAMETERS {
            return Err(GlError::InvalidValue);
        }
        self.tracking[(address / 4) as usize] = Tracking { matrix, transform };
        self.update_tracking();
        Ok(())
    }

    /// `GetTrackMatrixivNV(target, address, pname)`: the tracked matrix
    /// token (`TEXTUREi_ARB`, never `TEXTURE`) or the transform token.
    /// `INVALID_ENUM` unless `VERTEX_PROGRAM_NV`; `INVALID_VALUE` if address
    /// is not a multiple of 4 or ≥ 256.
    pub fn get_track_matrix_iv(
        &mut self,
        target: Target,
        address: u32,
        pname: TrackProperty,
    ) -> Result<u32, GlError> {
        let r = Self::parameter_target(target).and_then(|()| {
            if !address.is_multiple_of(4) || address >= PARAMETERS {
                return Err(GlError::InvalidValue);
            }
            let t = self.tracking[(address / 4) as usize];
            Ok(match pname {
                TrackProperty::Matrix => match t.matrix {
                    TrackedMatrix::Texture => TrackedMatrix::TextureUnit(self.active_texture),
                    m => m,
                }
                .code(),
                TrackProperty::Transform => t.transform.code(),
            })
        });
        self.check(r)
    }
}
