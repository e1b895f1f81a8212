//! # shasm-gl: the GL layer above the interpreter
//!
//! The GL-style program environment of the NV program extensions, as a
//! library: a [`Context`] with the entry points of NV_vertex_program2
//! §2.14 (and the base NV_vertex_program state they build on), each raising
//! the GL errors the spec lists (notes §8).
//!
//! * Programs: [`Context::load_program`] (`LoadProgramNV`, with
//!   `PROGRAM_ERROR_POSITION_NV` and an error string),
//!   [`Context::bind_program`], [`Context::delete_programs`],
//!   [`Context::gen_programs`], [`Context::is_program`],
//!   [`Context::are_programs_resident`],
//!   [`Context::request_resident_programs`], [`Context::get_program_iv`],
//!   [`Context::get_program_string`]. Vertex programs, vertex state programs
//!   and fragment programs share one name space; fragment programs load
//!   through a [`FragmentLoader`] installed by the caller (without one,
//!   `FRAGMENT_PROGRAM_NV` is an unsupported target: `INVALID_ENUM`).
//! * Parameters: [`Context::program_parameter_4f`] and the `fv`, `d`, `dv`,
//!   `Parameters4fv/dv` forms, [`Context::get_program_parameter_fv`].
//! * Matrices and tracking: [`Context::matrix_mode`],
//!   [`Context::active_texture`], [`Context::load_matrix`],
//!   [`Context::mult_matrix`], [`Context::load_identity`],
//!   [`Context::push_matrix`], [`Context::pop_matrix`],
//!   [`Context::track_matrix`], [`Context::get_track_matrix_iv`]; tracked
//!   registers follow every later change of their matrix (§2.14.7).
//! * Execution: [`Context::execute_program`] (`ExecuteProgramNV`: runs a
//!   vertex state program, which writes the parameters) and
//!   [`Context::run_vertex`] (what `Begin`/`VertexAttrib(0)` provokes in
//!   program mode).
//! * Attributes and enables: [`Context::vertex_attrib_4f`] and friends,
//!   [`Context::enable`] / [`Context::disable`].
//!
//! Every call returns `Result`; like the GL, the context also keeps the
//! first error since the last [`Context::get_error`]. Counts that the GL
//! passes as `sizei` are slice lengths here, so "negative count" errors
//! cannot arise, except in [`Context::gen_programs`] which takes the count.

pub mod enums;
pub mod matrix;

pub use enums::{
    Capability, GlError, MatrixMode, MatrixTransform, ProgramProperty, Target, TrackProperty,
    TrackedMatrix,
};

use matrix::{Mat4, Stack};
use shasm_exec::{End, Env, Executable};
use shasm_ir::{File, Program};
use shasm_nv::vp::{self, VertexProgram, table};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

/// Number of program parameter registers (§2.14.1.2: 256 in VP2).
pub const PARAMETERS: u32 = 256;
/// `MAX_TRACK_MATRICES_NV` (at least 8).
pub const MAX_TRACK_MATRICES: u32 = 8;
/// `MAX_TRACK_MATRIX_STACK_DEPTH_NV` (at least 1).
pub const MAX_TRACK_MATRIX_STACK_DEPTH: usize = 4;
/// Texture units of this context (one per `o[TEXn]`).
pub const TEXTURE_UNITS: u32 = 8;
/// Stack depths of the conventional matrices (GL minimums).
pub const MAX_MODELVIEW_STACK_DEPTH: usize = 32;
pub const MAX_PROJECTION_STACK_DEPTH: usize = 2;
pub const MAX_TEXTURE_STACK_DEPTH: usize = 2;

/// A program string that failed to load as a fragment program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FragmentLoadError {
    /// The byte offset of the first error (`PROGRAM_ERROR_POSITION_NV`).
    pub position: usize,
    pub message: String,
}

/// Parses `!!FP1.0` program strings for [`Target::FragmentProgram`].
pub trait FragmentLoader: Send + Sync {
    fn load(&self, source: &[u8]) -> Result<Program, FragmentLoadError>;
}

/// The code of a loaded program.
#[derive(Clone, Debug)]
pub enum LoadedCode {
    /// A vertex program or vertex state program, prepared for execution.
    Vertex {
        program: Arc<VertexProgram>,
        executable: Arc<Executable>,
    },
    /// A fragment program (loaded by the [`FragmentLoader`]).
    Fragment(Arc<Program>),
}

/// A program object (§2.14.8 "Each existent program object consists of a
/// target, a boolean indicating whether the program is resident, an array
/// of type ubyte containing the program string, and the length").
#[derive(Clone, Debug)]
pub struct ProgramObject {
    pub target: Target,
    pub string: Vec<u8>,
    pub resident: bool,
    pub code: LoadedCode,
}

/// The matrix-tracking state of a group of four parameters.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Tracking {
    matrix: TrackedMatrix,
    transform: MatrixTransform,
}

/// The results of one vertex.
#[derive(Clone, Debug, PartialEq)]
pub struct VertexResult {
    /// Every result register of the environment, by [`table::RESULTS`]
    /// index (15 in VP1, 21 in VP2), as raw words.
    pub outputs: Vec<[u32; 4]>,
    /// Components the program wrote (bit 0 = x), per result register.
    pub written: Vec<u8>,
    /// How the run ended (§2.14.2.3: the vertex is emitted in every case).
    pub end: End,
    /// Instructions executed.
    pub executed: u64,
}

impl VertexResult {
    /// A result register by name (`"HPOS"`), as floats.
    pub fn output(&self, name: &str) -> Option<[f32; 4]> {
        let k = table::result_index(name)? as usize;
        self.outputs.get(k).map(|v| v.map(f32::from_bits))
    }
}

/// A GL context with the NV program state.
pub struct Context {
    programs: BTreeMap<u32, ProgramObject>,
    /// Names returned by GenProgramsNV that were not loaded yet.
    reserved: BTreeSet<u32>,
    bound_vertex: u32,
    bound_fragment: u32,
    error: Option<GlError>,
    error_position: i64,
    error_string: String,
    parameters: Vec<[f32; 4]>,
    tracking: Vec<Tracking>,
    modelview: Stack,
    projection: Stack,
    texture: Vec<Stack>,
    program_matrices: Vec<Stack>,
    matrix_mode: MatrixMode,
    active_texture: u32,
    attributes: [[f32; 4]; 16],
    vertex_program_mode: bool,
    two_side: bool,
    point_size: bool,
    fragment_loader: Option<Box<dyn FragmentLoader>>,
}

impl Default for Context {
    fn default() -> Context {
        Context::new()
    }
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("programs", &self.programs.keys().collect::<Vec<_>>())
            .field("bound_vertex", &self.bound_vertex)
            .field("error", &self.error)
            .finish_non_exhaustive()
    }
}

/// The initial value of each vertex attribute: (0,0,0,1) except where the
/// aliased conventional state starts otherwise (§2.14.8, Table X.2): weight
/// 1 as (1,0,0,1), normal (0,0,1) as (0,0,1,1), colour (1,1,1,1).
fn initial_attributes() -> [[f32; 4]; 16] {
    let mut a = [[0.0, 0.0, 0.0, 1.0]; 16];
    a[1] = [1.0, 0.0, 0.0, 1.0];
    a[2] = [0.0, 0.0, 1.0, 1.0];
    a[3] = [1.0, 1.0, 1.0, 1.0];
    a
}

impl Context {
    pub fn new() -> Context {
        Context {
            programs: BTreeMap::new(),
            reserved: BTreeSet::new(),
            bound_vertex: 0,
            bound_fragment: 0,
            error: None,
            error_position: -1,
            error_string: String::new(),
            parameters: vec![[0.0; 4]; PARAMETERS as usize],
            tracking: vec![
                Tracking {
                    matrix: TrackedMatrix::None,
                    transform: MatrixTransform::Identity,
                };
                (PARAMETERS / 4) as usize
            ],
            modelview: Stack::new(MAX_MODELVIEW_STACK_DEPTH),
            projection: Stack::new(MAX_PROJECTION_STACK_DEPTH),
            texture: (0..TEXTURE_UNITS)
                .map(|_| Stack::new(MAX_TEXTURE_STACK_DEPTH))
                .collect(),
            program_matrices: (0..MAX_TRACK_MATRICES)
                .map(|_| Stack::new(MAX_TRACK_MATRIX_STACK_DEPTH))
                .collect(),
            matrix_mode: MatrixMode::Modelview,
            active_texture: 0,
            attributes: initial_attributes(),
            vertex_program_mode: false,
            two_side: false,
            point_size: false,
            fragment_loader: None,
        }
    }

    /// Install the parser used for `FRAGMENT_PROGRAM_NV`.
    pub fn set_fragment_loader(&mut self, loader: Box<dyn FragmentLoader>) {
        self.fragment_loader = Some(loader);
    }

    /// Record the first error since the last [`Context::get_error`].
    fn check<T>(&mut self, r: Result<T, GlError>) -> Result<T, GlError> {
        if let Err(e) = &r
            && self.error.is_none()
        {
            self.error = Some(*e);
        }
        r
    }

    /// `GetError`: the first error since the last call, cleared.
    pub fn get_error(&mut self) -> Option<GlError> {
        self.error.take()
    }

    // ---- programs ------------------------------------------------------------

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
        self.programs.insert(
            id,
            ProgramObject {
                target,
                string: source.to_vec(),
                resident: true,
                code,
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

    // ---- parameters ----------------------------------------------------------

    fn parameter_target(target: Target) -> Result<(), GlError> {
        if target == Target::VertexProgram {
            Ok(())
        } else {
            Err(GlError::InvalidEnum)
        }
    }

    fn is_tracked(&self, index: u32) -> bool {
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

    // ---- matrices and tracking ---------------------------------------------

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

    // ---- attributes and enables -------------------------------------------

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

    // ---- execution ------------------------------------------------------------

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

    /// An environment for `exe` holding the current program parameters
    /// (as many as the program's version addresses).
    fn parameter_env(&self, program: &VertexProgram, exe: &Executable) -> Result<Env, GlError> {
        let mut env = exe.env();
        for i in 0..program.version.parameters() {
            env.set_f32(File::Const, i, self.parameters[i as usize])
                .map_err(|_| GlError::InvalidOperation)?;
        }
        Ok(env)
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
        if program
            .written_parameters()
            .iter()
            .any(|&i| self.is_tracked(i))
        {
            return Err(GlError::InvalidOperation);
        }
        let mut env = self.parameter_env(&program, &exe)?;
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
        let mut env = self.parameter_env(&program, &exe)?;
        for (i, a) in self.attributes.iter().enumerate() {
            env.set_f32(File::Input, i as u32, *a)
                .map_err(|_| GlError::InvalidOperation)?;
        }
        let outcome = exe.run(&env).map_err(|_| GlError::InvalidOperation)?;
        let count = table::result_count(program.version);
        let mut outputs: Vec<[u32; 4]> = (0..count)
            .map(|k| outcome.get(File::Output, k).unwrap_or([0; 4]))
            .collect();
        let mut written: Vec<u8> = (0..count)
            .map(|k| outcome.written(File::Output, k))
            .collect();
        if program.position_invariant {
            let clip = self.fixed_function_position(position);
            if let (Some(o), Some(w)) = (
                outputs.get_mut(table::HPOS as usize),
                written.get_mut(table::HPOS as usize),
            ) {
                *o = clip.map(f32::to_bits);
                *w = 0xF;
            }
        }
        Ok(VertexResult {
            outputs,
            written,
            end: outcome.end(),
            executed: outcome.executed(),
        })
    }
}
