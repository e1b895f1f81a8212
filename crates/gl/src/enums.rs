//! The GL enumerants and errors of the NV program entry points, with their
//! token values (NV_vertex_program "New Tokens", NV_fragment_program).

use std::fmt;

/// A GL error (what `glGetError` returns).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum GlError {
    #[error("GL_INVALID_ENUM")]
    InvalidEnum,
    #[error("GL_INVALID_VALUE")]
    InvalidValue,
    #[error("GL_INVALID_OPERATION")]
    InvalidOperation,
    #[error("GL_STACK_OVERFLOW")]
    StackOverflow,
    #[error("GL_STACK_UNDERFLOW")]
    StackUnderflow,
    #[error("GL_OUT_OF_MEMORY")]
    OutOfMemory,
}

impl GlError {
    /// The GL token value.
    pub fn code(self) -> u32 {
        match self {
            GlError::InvalidEnum => 0x0500,
            GlError::InvalidValue => 0x0501,
            GlError::InvalidOperation => 0x0502,
            GlError::StackOverflow => 0x0503,
            GlError::StackUnderflow => 0x0504,
            GlError::OutOfMemory => 0x0505,
        }
    }
}

/// A program target.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// `VERTEX_PROGRAM_NV` (`!!VP1.0`, `!!VP1.1`, `!!VP2.0`).
    VertexProgram,
    /// `VERTEX_STATE_PROGRAM_NV` (`!!VSP1.0`).
    VertexStateProgram,
    /// `FRAGMENT_PROGRAM_NV` (`!!FP1.0`), shared name space.
    FragmentProgram,
}

impl Target {
    pub const ALL: [Target; 3] = [
        Target::VertexProgram,
        Target::VertexStateProgram,
        Target::FragmentProgram,
    ];

    pub fn code(self) -> u32 {
        match self {
            Target::VertexProgram => 0x8620,
            Target::VertexStateProgram => 0x8621,
            Target::FragmentProgram => 0x8870,
        }
    }

    pub fn from_code(code: u32) -> Option<Target> {
        Target::ALL.into_iter().find(|t| t.code() == code)
    }

    pub fn name(self) -> &'static str {
        match self {
            Target::VertexProgram => "VERTEX_PROGRAM_NV",
            Target::VertexStateProgram => "VERTEX_STATE_PROGRAM_NV",
            Target::FragmentProgram => "FRAGMENT_PROGRAM_NV",
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The `matrix` argument of `TrackMatrixNV` (§2.14.7).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TrackedMatrix {
    /// `NONE`: stop tracking.
    None,
    /// `MODELVIEW`.
    Modelview,
    /// `PROJECTION`.
    Projection,
    /// `TEXTURE`: the texture matrix of the active texture unit.
    Texture,
    /// `TEXTUREi_ARB`.
    TextureUnit(u32),
    /// `COLOR` (only with ARB_imaging, which this context does not have).
    Color,
    /// `MODELVIEW_PROJECTION_NV`: P·M.
    ModelviewProjection,
    /// `MATRIXi_NV`.
    Program(u32),
}

impl TrackedMatrix {
    pub fn code(self) -> u32 {
        match self {
            TrackedMatrix::None => 0,
            TrackedMatrix::Modelview => 0x1700,
            TrackedMatrix::Projection => 0x1701,
            TrackedMatrix::Texture => 0x1702,
            TrackedMatrix::TextureUnit(i) => 0x84C0 + i,
            TrackedMatrix::Color => 0x1800,
            TrackedMatrix::ModelviewProjection => 0x8629,
            TrackedMatrix::Program(i) => 0x8630 + i,
        }
    }

    /// Decode a GL token (any `TEXTUREi_ARB` for i < 32, any `MATRIXi_NV`
    /// for i < 32; the context checks the ranges it supports).
    pub fn from_code(code: u32) -> Option<TrackedMatrix> {
        Some(match code {
            0 => TrackedMatrix::None,
            0x1700 => TrackedMatrix::Modelview,
            0x1701 => TrackedMatrix::Projection,
            0x1702 => TrackedMatrix::Texture,
            0x1800 => TrackedMatrix::Color,
            0x8629 => TrackedMatrix::ModelviewProjection,
            0x84C0..=0x84DF => TrackedMatrix::TextureUnit(code - 0x84C0),
            0x8630..=0x864F => TrackedMatrix::Program(code - 0x8630),
            _ => return None,
        })
    }
}

/// The `transform` argument of `TrackMatrixNV`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MatrixTransform {
    /// `IDENTITY_NV`.
    Identity,
    /// `INVERSE_NV`.
    Inverse,
    /// `TRANSPOSE_NV`.
    Transpose,
    /// `INVERSE_TRANSPOSE_NV`.
    InverseTranspose,
}

impl MatrixTransform {
    pub const ALL: [MatrixTransform; 4] = [
        MatrixTransform::Identity,
        MatrixTransform::Inverse,
        MatrixTransform::Transpose,
        MatrixTransform::InverseTranspose,
    ];

    pub fn code(self) -> u32 {
        match self {
            MatrixTransform::Identity => 0x862A,
            MatrixTransform::Inverse => 0x862B,
            MatrixTransform::Transpose => 0x862C,
            MatrixTransform::InverseTranspose => 0x862D,
        }
    }

    pub fn from_code(code: u32) -> Option<MatrixTransform> {
        MatrixTransform::ALL.into_iter().find(|t| t.code() == code)
    }
}

/// The matrix `MatrixMode` selects.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MatrixMode {
    Modelview,
    Projection,
    Texture,
    /// `COLOR` (rejected: no ARB_imaging).
    Color,
    /// `MATRIXi_NV`.
    Program(u32),
}

/// `GetProgramivNV` properties.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ProgramProperty {
    /// `PROGRAM_TARGET_NV`.
    Target,
    /// `PROGRAM_LENGTH_NV`.
    Length,
    /// `PROGRAM_RESIDENT_NV`.
    Resident,
}

/// `GetTrackMatrixivNV` properties.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TrackProperty {
    /// `TRACK_MATRIX_NV`.
    Matrix,
    /// `TRACK_MATRIX_TRANSFORM_NV`.
    Transform,
}

/// Enable / Disable capabilities of NV_vertex_program.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Capability {
    /// `VERTEX_PROGRAM_NV`: program mode.
    VertexProgram,
    /// `VERTEX_PROGRAM_TWO_SIDE_NV`.
    VertexProgramTwoSide,
    /// `VERTEX_PROGRAM_POINT_SIZE_NV`.
    VertexProgramPointSize,
}
