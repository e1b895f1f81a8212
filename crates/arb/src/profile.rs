//! Implementation profiles: the implementation-dependent limits a program
//! is checked against (ARB_vertex_program "New Implementation Dependent
//! State", ARB_fragment_program §3.11.3.6 and its table, ARB_draw_buffers).
//!
//! Three named profiles:
//! * `minimum`: the smallest values the specs allow (each number cited);
//! * `geforce6`: a GeForce 6 (NV40) class part as its drivers reported the
//!   limits (GetProgramivARB / GetIntegerv values as commonly published
//!   for the GeForce 6800 with ForceWare 6x-7x; from memory of those
//!   reports, not checked against a primary source in this repository);
//! * `default`: accepts what common drivers of the time accepted: Mesa's
//!   limits (`src/mesa/main/config.h`: MAX_PROGRAM_INSTRUCTIONS 16384,
//!   MAX_PROGRAM_TEMPS 256, MAX_PROGRAM_LOCAL_PARAMS 4096,
//!   MAX_PROGRAM_ENV_PARAMS 256, MAX_TEXTURE_COORD_UNITS 8,
//!   MAX_TEXTURE_IMAGE_UNITS 16, MAX_DRAW_BUFFERS 8), raised to the
//!   GeForce 6 value where that is larger (two address registers).

use crate::table::ProgramKind;

/// The limits of one program type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ProgramLimits {
    /// MAX_PROGRAM_INSTRUCTIONS_ARB.
    pub instructions: u32,
    /// MAX_PROGRAM_ALU_INSTRUCTIONS_ARB (fragment programs).
    pub alu_instructions: u32,
    /// MAX_PROGRAM_TEX_INSTRUCTIONS_ARB (fragment programs).
    pub tex_instructions: u32,
    /// MAX_PROGRAM_TEX_INDIRECTIONS_ARB (fragment programs).
    pub tex_indirections: u32,
    /// MAX_PROGRAM_TEMPORARIES_ARB.
    pub temporaries: u32,
    /// MAX_PROGRAM_PARAMETERS_ARB (parameter bindings).
    pub parameters: u32,
    /// MAX_PROGRAM_ATTRIBS_ARB.
    pub attribs: u32,
    /// MAX_PROGRAM_ADDRESS_REGISTERS_ARB (vertex programs).
    pub address_registers: u32,
    /// MAX_PROGRAM_ENV_PARAMETERS_ARB.
    pub env_parameters: u32,
    /// MAX_PROGRAM_LOCAL_PARAMETERS_ARB.
    pub local_parameters: u32,
}

/// A named implementation profile.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Profile {
    pub name: &'static str,
    pub vertex: ProgramLimits,
    pub fragment: ProgramLimits,
    /// MAX_VERTEX_ATTRIBS_ARB (`vertex.attrib[n]`).
    pub vertex_attribs: u32,
    /// MAX_LIGHTS (`state.light[n]`).
    pub lights: u32,
    /// MAX_CLIP_PLANES (`state.clip[n]`).
    pub clip_planes: u32,
    /// MAX_TEXTURE_UNITS (legacy units: `state.texenv[n]`, `state.texgen[n]`).
    pub texture_units: u32,
    /// MAX_TEXTURE_COORDS_ARB (`vertex.texcoord[n]`, `fragment.texcoord[n]`,
    /// `result.texcoord[n]`, `state.matrix.texture[n]`).
    pub texture_coords: u32,
    /// MAX_TEXTURE_IMAGE_UNITS_ARB (`texture[n]`).
    pub texture_image_units: u32,
    /// MAX_VERTEX_UNITS_ARB (`vertex.weight[n]`, `state.matrix.modelview[n]`).
    pub vertex_units: u32,
    /// MAX_PALETTE_MATRICES_ARB (`state.matrix.palette[n]`; 0 without
    /// ARB_matrix_palette).
    pub palette_matrices: u32,
    /// MAX_PROGRAM_MATRICES_ARB (`state.matrix.program[n]`).
    pub program_matrices: u32,
    /// MAX_DRAW_BUFFERS_ARB (`result.color[n]`).
    pub draw_buffers: u32,
    /// MAX_PROGRAM_IF_DEPTH_NV (NV_fragment_program2: how many
    /// IF/ELSE/ENDIF blocks an IF may be nested inside).
    pub if_depth: u32,
    /// MAX_PROGRAM_LOOP_DEPTH_NV (NV_fragment_program2: how many
    /// LOOP/ENDLOOP and REP/ENDREP blocks a LOOP or REP may be nested
    /// inside).
    pub loop_depth: u32,
    /// Whether the GL has ARB_fragment_coord_conventions (2009): the
    /// fragment program options `ARB_fragment_coord_origin_upper_left` and
    /// `ARB_fragment_coord_pixel_center_integer`. The specs of the ARB and
    /// NV program extensions do not require it.
    pub fragment_coord_conventions: bool,
}

impl Profile {
    /// The minimums the specs require.
    pub const MINIMUM: Profile = Profile {
        name: "minimum",
        // ARB_vertex_program, New Implementation Dependent State.
        vertex: ProgramLimits {
            instructions: 128,
            alu_instructions: 128,
            tex_instructions: 0,
            tex_indirections: 0,
            temporaries: 12,
            parameters: 96,
            attribs: 16,
            address_registers: 1,
            env_parameters: 96,
            local_parameters: 96,
        },
        // ARB_fragment_program §3.11.3.6 and New Implementation Dependent
        // State: 72 total, 48 ALU, 24 TEX, 4 indirections, 16 temporaries,
        // 24 parameters, 10 attributes, 24 env, 24 local.
        fragment: ProgramLimits {
            instructions: 72,
            alu_instructions: 48,
            tex_instructions: 24,
            tex_indirections: 4,
            temporaries: 16,
            parameters: 24,
            attribs: 10,
            address_registers: 0,
            env_parameters: 24,
            local_parameters: 24,
        },
        // ARB_vertex_program: MAX_VERTEX_ATTRIBS_ARB at least 16.
        vertex_attribs: 16,
        // OpenGL 1.4 Table 6.30: MAX_LIGHTS 8, MAX_CLIP_PLANES 6.
        lights: 8,
        clip_planes: 6,
        // ARB_multitexture: MAX_TEXTURE_UNITS at least 2;
        // ARB_fragment_program: MAX_TEXTURE_COORDS_ARB and
        // MAX_TEXTURE_IMAGE_UNITS_ARB at least 2.
        texture_units: 2,
        texture_coords: 2,
        texture_image_units: 2,
        // ARB_vertex_program: without ARB_vertex_blend there is one vertex
        // unit (modelview 0).
        vertex_units: 1,
        palette_matrices: 0,
        // MAX_PROGRAM_MATRICES_ARB at least 8.
        program_matrices: 8,
        // ARB_draw_buffers: MAX_DRAW_BUFFERS_ARB at least 1.
        draw_buffers: 1,
        // NV_fragment_program2, New Implementation Dependent State:
        // MAX_PROGRAM_IF_DEPTH_NV at least 48, MAX_PROGRAM_LOOP_DEPTH_NV at
        // least 4.
        if_depth: 48,
        loop_depth: 4,
        fragment_coord_conventions: false,
    };

    /// A GeForce 6 (NV40) class part (see the module documentation for
    /// the source of these numbers).
    pub const GEFORCE6: Profile = Profile {
        name: "geforce6",
        vertex: ProgramLimits {
            instructions: 512,
            alu_instructions: 512,
            tex_instructions: 0,
            tex_indirections: 0,
            temporaries: 32,
            parameters: 256,
            attribs: 16,
            address_registers: 2,
            env_parameters: 256,
            local_parameters: 256,
        },
        fragment: ProgramLimits {
            instructions: 65_536,
            alu_instructions: 65_536,
            tex_instructions: 65_536,
            tex_indirections: 65_536,
            temporaries: 32,
            parameters: 1024,
            attribs: 16,
            address_registers: 0,
            env_parameters: 256,
            local_parameters: 1024,
        },
        vertex_attribs: 16,
        lights: 8,
        clip_planes: 6,
        texture_units: 4,
        texture_coords: 8,
        texture_image_units: 16,
        vertex_units: 1,
        palette_matrices: 0,
        program_matrices: 8,
        draw_buffers: 4,
        // No reported values at hand for NV40: the spec minimums.
        if_depth: 48,
        loop_depth: 4,
        // The ForceWare 6x-7x drivers predate ARB_fragment_coord_conventions.
        fragment_coord_conventions: false,
    };

    /// What common drivers of the time accepted (module documentation).
    pub const DEFAULT: Profile = Profile {
        name: "default",
        vertex: ProgramLimits {
            instructions: 16_384,
            alu_instructions: 16_384,
            tex_instructions: 0,
            tex_indirections: 0,
            temporaries: 256,
            parameters: 4096,
            attribs: 16,
            address_registers: 2,
            env_parameters: 256,
            local_parameters: 4096,
        },
        fragment: ProgramLimits {
            instructions: 65_536,
            alu_instructions: 65_536,
            tex_instructions: 65_536,
            tex_indirections: 65_536,
            temporaries: 256,
            parameters: 4096,
            attribs: 32,
            address_registers: 0,
            env_parameters: 256,
            local_parameters: 4096,
        },
        vertex_attribs: 16,
        lights: 8,
        clip_planes: 6,
        texture_units: 8,
        texture_coords: 8,
        texture_image_units: 16,
        vertex_units: 1,
        palette_matrices: 0,
        program_matrices: 8,
        draw_buffers: 8,
        // Mesa has no NV_fragment_program2 limits: the spec minimums.
        if_depth: 48,
        loop_depth: 4,
        // Mesa and the NVIDIA drivers accept the options in ARB and NV
        // assembly programs.
        fragment_coord_conventions: true,
    };

    pub const ALL: [Profile; 3] = [Profile::DEFAULT, Profile::MINIMUM, Profile::GEFORCE6];

    /// A profile by name (`default`, `minimum`, `geforce6`).
    pub fn named(name: &str) -> Option<Profile> {
        Profile::ALL
            .into_iter()
            .find(|p| p.name.eq_ignore_ascii_case(name))
    }

    /// The names `--profile` takes.
    pub fn names() -> Vec<&'static str> {
        Profile::ALL.iter().map(|p| p.name).collect()
    }

    pub fn limits(&self, kind: ProgramKind) -> &ProgramLimits {
        match kind {
            ProgramKind::Vertex => &self.vertex,
            ProgramKind::Fragment => &self.fragment,
        }
    }
}

impl Default for Profile {
    fn default() -> Profile {
        Profile::DEFAULT
    }
}
