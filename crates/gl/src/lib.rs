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
//! * Local and environment parameters ([`Context::program_local_parameter_4f`],
//!   [`Context::program_named_parameter_4f`], [`Context::load_local_parameters`]):
//!   per program object, numbered and named; the vertex target's environment
//!   parameters are the NV program parameters.
//!
//! The ARB program family and NV_gpu_program4 build on the same context:
//! their `program.env[]`/`program.local[]` bindings are these parameters.
//! The GL state their `state.*` bindings name (lights, materials, fog,
//! texgen, clip planes, point, depth range, matrices) is a
//! [`state::GlState`], with GL's initial values: [`GlState::value`]
//! evaluates a [`shasm_ir::state::StateBinding`], derived ones included.
//!
//! Every call returns `Result`; like the GL, the context also keeps the
//! first error since the last [`Context::get_error`]. Counts that the GL
//! passes as `sizei` are slice lengths here, so "negative count" errors
//! cannot arise, except in [`Context::gen_programs`] which takes the count.

pub mod enums;
pub mod matrix;
pub mod state;

pub use enums::{
    Capability, GlError, MatrixMode, MatrixTransform, ProgramProperty, Target, TrackProperty,
    TrackedMatrix,
};
pub use locals::{MAX_FRAGMENT_LOCAL_PARAMETERS, MAX_VERTEX_LOCAL_PARAMETERS};
pub use state::{GlState, StateError, StateLimits};

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
    /// Numbered local parameters (grown to the target's count on first
    /// write; those not stored are (0,0,0,0)).
    pub local: Vec<[f32; 4]>,
    /// Named local parameters (NV_fragment_program `DECLARE`), by name.
    pub named: BTreeMap<String, [f32; 4]>,
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
}

mod attributes;
mod execute;
mod locals;
mod parameters;
mod programs;
mod tracking;
