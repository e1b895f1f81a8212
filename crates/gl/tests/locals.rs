//! Program local parameters: numbered (`p[n]`, `program.local[n]`) and
//! named (`DECLARE`), per program object, as a fragment program's run sees
//! them.

use shasm_exec::Executable;
use shasm_gl::{Context, FragmentLoadError, FragmentLoader, GlError, Target};
use shasm_ir::{File, Program};

/// Loads fragment programs with the NV front end.
struct NvFragments;

impl FragmentLoader for NvFragments {
    fn load(&self, source: &[u8]) -> Result<Program, FragmentLoadError> {
        let text = std::str::from_utf8(source).map_err(|e| FragmentLoadError {
            position: e.valid_up_to(),
            message: "not text".into(),
        })?;
        shasm_nv::fp::load(text)
            .map(|fp| fp.program)
            .map_err(|e| FragmentLoadError {
                position: e.position,
                message: e.message,
            })
    }
}

const PROGRAM: &[u8] =
    b"!!FP1.0\nDECLARE tint = {0.5, 0, 0, 1};\nMOVR R1, p[2];\nADDR R0, R1, tint;\nMOVR o[COLR], R0;\nEND\n";

fn context() -> Context {
    let mut gl = Context::new();
    gl.set_fragment_loader(Box::new(NvFragments));
    gl.load_program(Target::FragmentProgram, 1, PROGRAM)
        .unwrap();
    gl.bind_program(Target::FragmentProgram, 1).unwrap();
    gl
}

fn colour(gl: &Context) -> [f32; 4] {
    let Some(shasm_gl::LoadedCode::Fragment(program)) = gl.program(1).map(|o| &o.code) else {
        panic!("program 1 is a fragment program");
    };
    let exe = Executable::new(program).unwrap();
    let mut env = exe.env();
    gl.load_local_parameters(1, program, &mut env).unwrap();
    let out = exe.run(&env).unwrap();
    out.get_f32(File::Output, 0).unwrap()
}

#[test]
fn numbered_and_named_locals_reach_the_run() {
    let mut gl = context();
    // Numbered locals start at (0,0,0,0), named ones at their DECLARE value
    // (NV_fragment_program §3.11.2).
    assert_eq!(colour(&gl), [0.5, 0.0, 0.0, 1.0]);
    assert_eq!(
        gl.get_program_named_parameter_fv(1, "tint").unwrap(),
        [0.5, 0.0, 0.0, 1.0]
    );
    gl.program_local_parameter_4f(Target::FragmentProgram, 2, [0.25, 0.5, 0.75, 0.0])
        .unwrap();
    gl.program_named_parameter_4f(1, "tint", [0.0, 0.0, 0.25, 1.0])
        .unwrap();
    assert_eq!(colour(&gl), [0.25, 0.5, 1.0, 1.0]);
}

#[test]
fn locals_persist_across_a_reload_and_named_ones_restart() {
    let mut gl = context();
    gl.program_local_parameter_4f(Target::FragmentProgram, 2, [1.0, 1.0, 1.0, 1.0])
        .unwrap();
    gl.program_named_parameter_4f(1, "tint", [0.0; 4]).unwrap();
    // ARB_vertex_program issue 83: local parameters are the object's and
    // persist when a new program is loaded; the DECLAREs are the new
    // program's, at their values.
    gl.load_program(Target::FragmentProgram, 1, PROGRAM)
        .unwrap();
    assert_eq!(
        gl.get_program_local_parameter_fv(Target::FragmentProgram, 2)
            .unwrap(),
        [1.0; 4]
    );
    assert_eq!(colour(&gl), [1.5, 1.0, 1.0, 2.0]);
}

#[test]
fn the_errors_the_specs_list() {
    let mut gl = context();
    // INVALID_VALUE past MAX_FRAGMENT_PROGRAM_LOCAL_PARAMETERS_NV (64).
    assert_eq!(
        gl.program_local_parameter_4f(Target::FragmentProgram, 64, [0.0; 4]),
        Err(GlError::InvalidValue)
    );
    // Vertex state programs have no local parameters.
    assert_eq!(
        gl.program_local_parameter_4f(Target::VertexStateProgram, 0, [0.0; 4]),
        Err(GlError::InvalidEnum)
    );
    // No vertex program is bound.
    assert_eq!(
        gl.program_local_parameter_4f(Target::VertexProgram, 0, [0.0; 4]),
        Err(GlError::InvalidOperation)
    );
    // ProgramNamedParameter4fNV: an unknown name or an empty one is
    // INVALID_VALUE, a nonexistent program INVALID_OPERATION (§5.7, errors).
    assert_eq!(
        gl.program_named_parameter_4f(1, "nope", [0.0; 4]),
        Err(GlError::InvalidValue)
    );
    assert_eq!(
        gl.program_named_parameter_4f(1, "", [0.0; 4]),
        Err(GlError::InvalidValue)
    );
    assert_eq!(
        gl.program_named_parameter_4f(7, "tint", [0.0; 4]),
        Err(GlError::InvalidOperation)
    );
}
