//! The GL state that ARB-family programs bind as parameters (`state.*`).
//!
//! A [`GlState`] holds every piece of conventional GL state a
//! [`StateBinding`] can name (ARB_vertex_program §2.14.3.2, Tables X.3.2 to
//! X.3.8; ARB_fragment_program §3.11.1.4 ("Program Parameter Bindings"),
//! Tables X.2.4 to X.2.6): materials, lights, the light model, texgen
//! planes, texture environment colours, fog, clip planes, point parameters,
//! the depth range and the matrices. [`GlState::default`] is GL's initial
//! state; [`GlState::value`] evaluates a binding, computing the derived
//! ones (light products, half vectors, scene colours, `1/(end - start)`,
//! `far - near`, `mvp`, inverse/transpose forms) as the specs define;
//! [`GlState::set`] and [`GlState::set_matrix`] change the state that is
//! not derived.
//!
//! # Initial values
//!
//! From the state tables of the OpenGL 2.0 specification (§6.2), named by
//! their titles (OpenGL 1.4 has the same values):
//!
//! * "Lighting (see also Table 2.10 for defaults)": light model ambient
//!   (0.2, 0.2, 0.2, 1); material ambient (0.2, 0.2, 0.2, 1), diffuse
//!   (0.8, 0.8, 0.8, 1), specular (0, 0, 0, 1), emission (0, 0, 0, 1),
//!   shininess 0, both faces.
//! * "Lighting (cont.)": light ambient (0, 0, 0, 1); diffuse and specular
//!   (1, 1, 1, 1) for light 0 and (0, 0, 0, 1) for the others; position
//!   (0, 0, 1, 0); constant, linear and quadratic attenuation 1, 0, 0; spot
//!   direction (0, 0, -1), exponent 0, cutoff 180.
//! * "Texture Environment and Generation": `TEXTURE_ENV_COLOR` (0, 0, 0, 0);
//!   `EYE_PLANE` and `OBJECT_PLANE` (1, 0, 0, 0) for s, (0, 1, 0, 0) for t,
//!   (0, 0, 0, 0) for r and q.
//! * "Coloring": fog colour (0, 0, 0, 0), density 1, start 0, end 1.
//! * "Transformation state": every matrix the identity, clip planes
//!   (0, 0, 0, 0), depth range (0, 1).
//! * "Rasterization": point size 1, `POINT_SIZE_MIN` 0, `POINT_SIZE_MAX`
//!   [`MAX_POINT_SIZE`] (the GL makes it an implementation value),
//!   `POINT_FADE_THRESHOLD_SIZE` 1, `POINT_DISTANCE_ATTENUATION` (1, 0, 0).
//!
//! The program matrices (ARB_vertex_program §2.14.6), the extra modelview
//! matrices of vertex blending and the palette matrices start as the
//! identity too.
//!
//! # Coordinates
//!
//! The GL transforms a light's position and spot direction, and a clip
//! plane, by the modelview matrix current when they are specified
//! (`Light`, `ClipPlane`), and the bindings read the transformed values.
//! This model keeps the values the bindings read: what [`GlState::set`]
//! takes (`--set 'state.light[0].position=...'`) is already in eye
//! coordinates, and changing a modelview matrix afterwards does not move
//! it. Texgen eye planes are likewise stored as the bindings read them.
//!
//! # Arithmetic of derived state
//!
//! The specs fix no precision for derived state. Every derived component
//! is computed in f64 from the stored f32 values and rounded once to f32.
//! Where that is a single operation on two f32 values (a light product, the
//! `far - near` of the depth range) the result is the correctly rounded f32
//! one, as an f32 multiply or subtract gives. The `mvp` matrix is computed
//! this way and kept as an f32 matrix before a form is applied; inverses
//! use Gauss-Jordan elimination with partial pivoting in f64
//! ([`crate::matrix::inverse`]), rounded once.
//!
//! Edge cases the specs leave open, and the answers here:
//!
//! * the inverse of a singular matrix (ARB_vertex_program: "its inverse
//!   matrix is undefined"): the zero matrix, as NV matrix tracking in this
//!   crate gives (so a program reading it sees zeros rather than infinities
//!   or the matrix itself);
//! * `state.fog.params.w` when end = start: 1, as Mesa does
//!   (`_mesa_fetch_state`, src/mesa/program/prog_statevars.c); the
//!   formula would divide by zero;
//! * `state.light[n].half` follows the spec's formula, P being the
//!   normalised vector from the eye (the origin) to the light: for a local
//!   light (w ≠ 0) that is (x/w, y/w, z/w), so a negative w turns it round.
//!   (Mesa normalises (x, y, z) and ignores w.) A zero-length vector
//!   normalises to zero (a light at the eye, or P = (0, 0, -1)), as Mesa's
//!   `NORMALIZE_3FV` leaves it;
//! * `state.light[n].spot.direction.w` is the cosine of the cutoff as the
//!   spec says, so the initial cutoff of 180 reads -1. (Mesa stores a
//!   negative cosine as 0.)

mod set;
mod value;

#[cfg(test)]
mod tests;

pub use set::parse_matrix_name;

use crate::matrix::{IDENTITY, Mat4};
pub use shasm_ir::state::{
    Face, LightProperty, MaterialProperty, Matrix, MatrixForm, ProductProperty, StateBinding,
    TexCoord, TexGenSpace,
};

/// `POINT_SIZE_MAX`'s initial value and the largest point size: an
/// implementation value; 64 here.
pub const MAX_POINT_SIZE: f32 = 64.0;

/// The most of any one numbered piece of state [`StateLimits`] may ask for,
/// so a limit cannot make [`GlState::with_limits`] allocate without bound.
pub const MAX_STATE_COUNT: u32 = 256;

/// How many of each numbered piece of state a [`GlState`] has: the
/// implementation-dependent constants that bound the indices of `state.*`
/// bindings (ARB_vertex_program's grammar: `<stateLightNumber>` below
/// `MAX_LIGHTS`, and so on).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct StateLimits {
    /// `MAX_LIGHTS` (GL minimum 8).
    pub lights: u32,
    /// `MAX_TEXTURE_UNITS` / `MAX_TEXTURE_COORDS_ARB`: texgen planes,
    /// texture environment colours and texture matrices (GL minimum 1).
    pub texture_units: u32,
    /// `MAX_CLIP_PLANES` (GL minimum 6).
    pub clip_planes: u32,
    /// `MAX_PROGRAM_MATRICES_ARB` (ARB_vertex_program §2.14.6: at least 8).
    pub program_matrices: u32,
    /// `MAX_VERTEX_UNITS_ARB`: modelview matrices 0..n (at least 1: without
    /// ARB_vertex_blend only `modelview[0]` exists).
    pub modelview_matrices: u32,
    /// `MAX_PALETTE_MATRICES_ARB` (0 without ARB_matrix_palette).
    pub palette_matrices: u32,
}

impl StateLimits {
    /// The limits of this crate's contexts: 8 lights (the GL minimum), 8
    /// texture units ([`crate::TEXTURE_UNITS`], one per NV `o[TEXn]`), 6
    /// clip planes (the GL minimum), 8 program matrices
    /// ([`crate::MAX_TRACK_MATRICES`], the ARB minimum), 4 vertex-blend
    /// modelview matrices and 8 palette matrices (our choices: the
    /// extensions that define those counts leave them to the
    /// implementation). A profile of the ARB front end that accepts other
    /// indices should build its state with [`GlState::with_limits`].
    pub const DEFAULT: StateLimits = StateLimits {
        lights: 8,
        texture_units: crate::TEXTURE_UNITS,
        clip_planes: 6,
        program_matrices: crate::MAX_TRACK_MATRICES,
        modelview_matrices: 4,
        palette_matrices: 8,
    };

    /// Each limit with the smallest value the specs allow.
    fn minimums() -> [(&'static str, u32); 6] {
        [
            ("lights", 8),
            ("texture units", 1),
            ("clip planes", 6),
            ("program matrices", 8),
            ("modelview matrices", 1),
            ("palette matrices", 0),
        ]
    }

    fn check(&self) -> Result<(), StateError> {
        let values = [
            self.lights,
            self.texture_units,
            self.clip_planes,
            self.program_matrices,
            self.modelview_matrices,
            self.palette_matrices,
        ];
        for ((what, min), value) in Self::minimums().into_iter().zip(values) {
            if value < min || value > MAX_STATE_COUNT {
                return Err(StateError::Limit {
                    what,
                    value,
                    min,
                    max: MAX_STATE_COUNT,
                });
            }
        }
        Ok(())
    }
}

impl Default for StateLimits {
    fn default() -> StateLimits {
        StateLimits::DEFAULT
    }
}

/// Why a binding could not be read or set.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum StateError {
    /// An index past the state this [`GlState`] has (`state.light[99]`).
    #[error("{binding}: there is no {what} {index} (this GL state has {what}s 0 to {last})", last = .count.saturating_sub(1))]
    OutOfRange {
        binding: String,
        what: &'static str,
        index: u32,
        count: u32,
    },
    /// A matrix row other than 0 to 3.
    #[error("{binding}: a matrix has rows 0 to 3, not {row}")]
    Row { binding: String, row: u8 },
    /// Derived state: set its sources instead.
    #[error("{binding} is computed from other state and cannot be set: set {sources} instead")]
    Derived { binding: String, sources: String },
    /// A component that the binding computes or fixes, given a different
    /// value (`state.material.front.shininess` is (s, 0, 0, 1)).
    #[error(
        "{binding}: component {component} is {meaning}, {expected} for these values; give {expected}, not {given}"
    )]
    FixedComponent {
        binding: String,
        component: char,
        meaning: &'static str,
        expected: f32,
        given: f32,
    },
    /// A value the GL refuses (`INVALID_VALUE`) or clamps when it is
    /// specified.
    #[error("{binding}: {reason}")]
    InvalidValue { binding: String, reason: String },
    /// A `--matrix` name [`parse_matrix_name`] does not know.
    #[error(
        "unknown matrix `{0}`: expected modelview, modelview[n], projection, texture, \
         texture[n], program[n] or palette[n] (or MODELVIEW, PROJECTION, TEXTUREn, MATRIXn)"
    )]
    UnknownMatrix(String),
    /// A [`StateLimits`] field outside what the specs and this model allow.
    #[error("GL state limits: {value} {what} is outside {min} to {max}")]
    Limit {
        what: &'static str,
        value: u32,
        min: u32,
        max: u32,
    },
}

/// The material of one face (ARB_vertex_program Table X.3.2).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Material {
    pub ambient: [f32; 4],
    pub diffuse: [f32; 4],
    pub specular: [f32; 4],
    pub emission: [f32; 4],
    /// The specular exponent, 0 to 128.
    pub shininess: f32,
}

impl Default for Material {
    fn default() -> Material {
        Material {
            ambient: [0.2, 0.2, 0.2, 1.0],
            diffuse: [0.8, 0.8, 0.8, 1.0],
            specular: [0.0, 0.0, 0.0, 1.0],
            emission: [0.0, 0.0, 0.0, 1.0],
            shininess: 0.0,
        }
    }
}

/// One light (ARB_vertex_program Table X.3.3), in eye coordinates.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Light {
    pub ambient: [f32; 4],
    pub diffuse: [f32; 4],
    pub specular: [f32; 4],
    /// Eye-space position; w = 0 for a directional light.
    pub position: [f32; 4],
    /// Eye-space spot direction.
    pub spot_direction: [f32; 3],
    /// Spot exponent, 0 to 128.
    pub spot_exponent: f32,
    /// The cosine of the spot cutoff angle: the GL keeps the angle (0 to
    /// 90, or 180), the binding reads its cosine, so this model keeps what
    /// the binding reads; -1 for the initial 180.
    pub spot_cos_cutoff: f32,
    /// Constant, linear and quadratic attenuation.
    pub attenuation: [f32; 3],
}

impl Light {
    /// Light `index`'s initial state: only light 0 is white.
    pub fn initial(index: u32) -> Light {
        let colour = if index == 0 {
            [1.0; 4]
        } else {
            [0.0, 0.0, 0.0, 1.0]
        };
        Light {
            ambient: [0.0, 0.0, 0.0, 1.0],
            diffuse: colour,
            specular: colour,
            position: [0.0, 0.0, 1.0, 0.0],
            spot_direction: [0.0, 0.0, -1.0],
            spot_exponent: 0.0,
            spot_cos_cutoff: -1.0,
            attenuation: [1.0, 0.0, 0.0],
        }
    }
}

/// The state of one texture unit that bindings read: texgen planes
/// (indexed by [`TexCoord`]: s, t, r, q), the environment colour and the
/// texture matrix.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct TextureUnit {
    pub eye_planes: [[f32; 4]; 4],
    pub object_planes: [[f32; 4]; 4],
    pub env_color: [f32; 4],
    pub matrix: Mat4,
}

impl Default for TextureUnit {
    fn default() -> TextureUnit {
        let planes = [
            [1.0, 0.0, 0.0, 0.0],
            [0.0, 1.0, 0.0, 0.0],
            [0.0; 4],
            [0.0; 4],
        ];
        TextureUnit {
            eye_planes: planes,
            object_planes: planes,
            env_color: [0.0; 4],
            matrix: IDENTITY,
        }
    }
}

/// Fog (ARB_vertex_program Table X.3.5).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Fog {
    pub color: [f32; 4],
    pub density: f32,
    pub start: f32,
    pub end: f32,
}

impl Default for Fog {
    fn default() -> Fog {
        Fog {
            color: [0.0; 4],
            density: 1.0,
            start: 0.0,
            end: 1.0,
        }
    }
}

/// Point parameters (ARB_vertex_program Table X.3.7).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Point {
    pub size: f32,
    pub min: f32,
    pub max: f32,
    pub fade_threshold: f32,
    /// Constant, linear and quadratic distance attenuation.
    pub attenuation: [f32; 3],
}

impl Default for Point {
    fn default() -> Point {
        Point {
            size: 1.0,
            min: 0.0,
            max: MAX_POINT_SIZE,
            fade_threshold: 1.0,
            attenuation: [1.0, 0.0, 0.0],
        }
    }
}

/// The GL state `state.*` bindings read. Numbered state (lights, texture
/// units, clip planes, matrices) has exactly as many entries as its
/// [`StateLimits`] say; the accessors hand out slices, so that holds.
#[derive(Clone, Debug, PartialEq)]
pub struct GlState {
    limits: StateLimits,
    /// Indexed by [`Face`]: front, back.
    materials: [Material; 2],
    lights: Vec<Light>,
    light_model_ambient: [f32; 4],
    texture_units: Vec<TextureUnit>,
    fog: Fog,
    clip_planes: Vec<[f32; 4]>,
    point: Point,
    /// Near and far.
    depth_range: [f32; 2],
    modelview: Vec<Mat4>,
    projection: Mat4,
    program_matrices: Vec<Mat4>,
    palette: Vec<Mat4>,
}

impl Default for GlState {
    fn default() -> GlState {
        GlState::initial(StateLimits::DEFAULT)
    }
}

fn face_index(face: Face) -> usize {
    match face {
        Face::Front => 0,
        Face::Back => 1,
    }
}

impl GlState {
    /// GL's initial state with these limits; refused if a limit is below
    /// the specs' minimum or above [`MAX_STATE_COUNT`].
    pub fn with_limits(limits: StateLimits) -> Result<GlState, StateError> {
        limits.check()?;
        Ok(GlState::initial(limits))
    }

    fn initial(limits: StateLimits) -> GlState {
        let matrices = |n: u32| vec![IDENTITY; n as usize];
        GlState {
            limits,
            materials: [Material::default(); 2],
            lights: (0..limits.lights).map(Light::initial).collect(),
            light_model_ambient: [0.2, 0.2, 0.2, 1.0],
            texture_units: vec![TextureUnit::default(); limits.texture_units as usize],
            fog: Fog::default(),
            clip_planes: vec![[0.0; 4]; limits.clip_planes as usize],
            point: Point::default(),
            depth_range: [0.0, 1.0],
            modelview: matrices(limits.modelview_matrices),
            projection: IDENTITY,
            program_matrices: matrices(limits.program_matrices),
            palette: matrices(limits.palette_matrices),
        }
    }

    pub fn limits(&self) -> StateLimits {
        self.limits
    }

    pub fn material(&self, face: Face) -> &Material {
        &self.materials[face_index(face)]
    }

    pub fn material_mut(&mut self, face: Face) -> &mut Material {
        &mut self.materials[face_index(face)]
    }

    pub fn lights(&self) -> &[Light] {
        &self.lights
    }

    pub fn lights_mut(&mut self) -> &mut [Light] {
        &mut self.lights
    }

    pub fn light_model_ambient(&self) -> [f32; 4] {
        self.light_model_ambient
    }

    pub fn texture_units(&self) -> &[TextureUnit] {
        &self.texture_units
    }

    pub fn texture_units_mut(&mut self) -> &mut [TextureUnit] {
        &mut self.texture_units
    }

    pub fn fog(&self) -> &Fog {
        &self.fog
    }

    pub fn fog_mut(&mut self) -> &mut Fog {
        &mut self.fog
    }

    pub fn clip_planes(&self) -> &[[f32; 4]] {
        &self.clip_planes
    }

    pub fn point(&self) -> &Point {
        &self.point
    }

    pub fn point_mut(&mut self) -> &mut Point {
        &mut self.point
    }

    /// (near, far).
    pub fn depth_range(&self) -> [f32; 2] {
        self.depth_range
    }
}
