//! The GL-style program environment: every entry point of NV_vertex_program2
//! §2.14 and the errors it raises (notes §8).

use shasm_exec::End;
use shasm_gl::{
    Capability, Context, FragmentLoadError, FragmentLoader, GlError, MatrixMode, MatrixTransform,
    ProgramProperty, Target, TrackProperty, TrackedMatrix, matrix,
};
use shasm_ir::{Program, Semantics, Stage};

const VP: Target = Target::VertexProgram;
const VSP: Target = Target::VertexStateProgram;

const PASS: &[u8] = b"!!VP1.0\nMOV o[HPOS], v[0];\nEND\n";
const COLOR: &[u8] = b"!!VP1.0\nMOV o[HPOS], v[0];\nMOV o[COL0], v[3];\nEND\n";
const STATE: &[u8] = b"!!VSP1.0\nMOV c[2], v[0];\nEND\n";

/// Translation by (1, 2, 3).
fn translate() -> matrix::Mat4 {
    let mut m = matrix::IDENTITY;
    m[12] = 1.0;
    m[13] = 2.0;
    m[14] = 3.0;
    m
}

/// diag(2, 3, 4, 1).
fn scale() -> matrix::Mat4 {
    let mut m = matrix::IDENTITY;
    m[0] = 2.0;
    m[5] = 3.0;
    m[10] = 4.0;
    m
}

fn param(gl: &mut Context, i: u32) -> [f32; 4] {
    gl.get_program_parameter_fv(VP, i).unwrap()
}

// ---- LoadProgramNV ----------------------------------------------------------

#[test]
fn load_sets_the_program_object_and_error_position() {
    let mut gl = Context::new();
    assert_eq!(gl.program_error_position(), -1);
    gl.load_program(VP, 7, COLOR).unwrap();
    assert!(gl.is_program(7));
    assert_eq!(gl.program_error_position(), -1);
    assert_eq!(gl.get_program_iv(7, ProgramProperty::Target), Ok(0x8620));
    assert_eq!(
        gl.get_program_iv(7, ProgramProperty::Length),
        Ok(COLOR.len() as i64)
    );
    assert_eq!(gl.get_program_iv(7, ProgramProperty::Resident), Ok(1));
    assert_eq!(gl.get_program_string(7).unwrap(), COLOR);
    assert_eq!(gl.get_error(), None);
}

#[test]
fn load_with_id_zero_is_invalid_value() {
    let mut gl = Context::new();
    assert_eq!(gl.load_program(VP, 0, PASS), Err(GlError::InvalidValue));
    assert_eq!(gl.get_error(), Some(GlError::InvalidValue));
    assert_eq!(gl.get_error(), None);
}

#[test]
fn failed_load_sets_position_and_string_and_keeps_the_old_program() {
    let mut gl = Context::new();
    gl.load_program(VP, 1, PASS).unwrap();
    let bad = b"!!VP1.0\nMOV o[HPOS], c[96];\nEND\n";
    assert_eq!(gl.load_program(VP, 1, bad), Err(GlError::InvalidOperation));
    // §2.14.1.8: the position is the offset of the first error.
    assert_eq!(gl.program_error_position(), 23);
    assert_eq!(
        gl.program_error_string(),
        "2:16: `c[96]` does not exist: !!VP1.0 programs address c[0] to c[95]"
    );
    assert_eq!(gl.get_program_string(1).unwrap(), PASS);
    // A failed load does not create a program for a new id.
    assert_eq!(gl.load_program(VP, 2, bad), Err(GlError::InvalidOperation));
    assert!(!gl.is_program(2));
    // A later success resets the position to -1.
    gl.load_program(VP, 2, PASS).unwrap();
    assert_eq!(gl.program_error_position(), -1);
    assert_eq!(gl.program_error_string(), "");
}

#[test]
fn whole_program_errors_are_at_len() {
    let mut gl = Context::new();
    let src = b"!!VP1.0\nMOV o[COL0], v[3];\nEND\n";
    assert_eq!(gl.load_program(VP, 1, src), Err(GlError::InvalidOperation));
    assert_eq!(gl.program_error_position(), src.len() as i64);
    let vsp = b"!!VSP1.0\nMOV R0, v[0];\nEND\n";
    assert_eq!(gl.load_program(VSP, 2, vsp), Err(GlError::InvalidOperation));
    assert_eq!(gl.program_error_position(), vsp.len() as i64);
}

#[test]
fn header_must_match_the_target() {
    // Notes §1.1: !!VSP1.0 is the only header for VERTEX_STATE_PROGRAM_NV.
    let mut gl = Context::new();
    assert_eq!(
        gl.load_program(VP, 1, STATE),
        Err(GlError::InvalidOperation)
    );
    assert_eq!(gl.program_error_position(), 0);
    assert_eq!(
        gl.load_program(VSP, 1, PASS),
        Err(GlError::InvalidOperation)
    );
    assert_eq!(gl.program_error_position(), 0);
    assert!(!gl.is_program(1));
}

#[test]
fn an_id_keeps_its_target() {
    let mut gl = Context::new();
    gl.load_program(VP, 3, PASS).unwrap();
    assert_eq!(
        gl.load_program(VSP, 3, STATE),
        Err(GlError::InvalidOperation)
    );
    assert_eq!(gl.get_program_iv(3, ProgramProperty::Target), Ok(0x8620));
}

#[test]
fn fragment_programs_need_a_loader() {
    let mut gl = Context::new();
    let fp = b"!!FP1.0\nEND\n";
    assert_eq!(
        gl.load_program(Target::FragmentProgram, 1, fp),
        Err(GlError::InvalidEnum)
    );
    assert_eq!(
        gl.bind_program(Target::FragmentProgram, 1),
        Err(GlError::InvalidEnum)
    );

    #[derive(Debug)]
    struct Stub;
    impl FragmentLoader for Stub {
        fn load(&self, source: &[u8]) -> Result<Program, FragmentLoadError> {
            if source.starts_with(b"!!FP1.0") {
                Ok(Program::new(Stage::Fragment, Semantics::nv_fragment()))
            } else {
                Err(FragmentLoadError {
                    position: 0,
                    message: "bad".into(),
                })
            }
        }
    }
    gl.set_fragment_loader(Box::new(Stub));
    gl.load_program(Target::FragmentProgram, 1, fp).unwrap();
    assert_eq!(gl.get_program_iv(1, ProgramProperty::Target), Ok(0x8870));
    gl.bind_program(Target::FragmentProgram, 1).unwrap();
    assert_eq!(gl.fragment_program_binding(), 1);
    // One name space: a fragment program id is not a vertex program.
    assert_eq!(gl.bind_program(VP, 1), Err(GlError::InvalidOperation));
    assert_eq!(gl.load_program(VP, 1, PASS), Err(GlError::InvalidOperation));
    assert_eq!(
        gl.load_program(Target::FragmentProgram, 2, b"junk"),
        Err(GlError::InvalidOperation)
    );
    assert_eq!(gl.program_error_position(), 0);
}

// ---- BindProgramNV, DeleteProgramsNV, GenProgramsNV ---------------------------

#[test]
fn bind_rules() {
    let mut gl = Context::new();
    gl.load_program(VP, 1, PASS).unwrap();
    gl.load_program(VSP, 2, STATE).unwrap();
    assert_eq!(gl.bind_program(VSP, 2), Err(GlError::InvalidEnum));
    // §2.14.1.9: binding a vertex state program is INVALID_OPERATION.
    assert_eq!(gl.bind_program(VP, 2), Err(GlError::InvalidOperation));
    assert_eq!(gl.vertex_program_binding(), 0);
    gl.bind_program(VP, 1).unwrap();
    assert_eq!(gl.vertex_program_binding(), 1);
    // Nonexistent ids, zero included, bind without error.
    gl.bind_program(VP, 99).unwrap();
    gl.bind_program(VP, 0).unwrap();
    assert_eq!(gl.get_error(), Some(GlError::InvalidEnum));
}

#[test]
fn reloading_the_bound_program_replaces_the_current_code() {
    let mut gl = Context::new();
    gl.load_program(VP, 1, PASS).unwrap();
    gl.bind_program(VP, 1).unwrap();
    let before = gl.run_vertex([1.0, 2.0, 3.0, 4.0]).unwrap();
    assert_eq!(before.output("COL0"), Some([0.0, 0.0, 0.0, 1.0]));
    gl.load_program(VP, 1, COLOR).unwrap();
    let after = gl.run_vertex([1.0, 2.0, 3.0, 4.0]).unwrap();
    // v[3] aliases the colour, initially (1, 1, 1, 1) (§2.14.8).
    assert_eq!(after.output("COL0"), Some([1.0, 1.0, 1.0, 1.0]));
}

#[test]
fn delete_unbinds_and_ignores_unused_names() {
    let mut gl = Context::new();
    gl.load_program(VP, 1, PASS).unwrap();
    gl.bind_program(VP, 1).unwrap();
    gl.delete_programs(&[0, 1, 42]);
    assert!(!gl.is_program(1));
    assert_eq!(gl.vertex_program_binding(), 0);
    assert_eq!(gl.get_error(), None);
    assert_eq!(gl.run_vertex([0.0; 4]), Err(GlError::InvalidOperation));
}

#[test]
fn gen_returns_unused_names_that_exist_only_once_loaded() {
    let mut gl = Context::new();
    gl.load_program(VP, 1, PASS).unwrap();
    assert_eq!(gl.gen_programs(-1), Err(GlError::InvalidValue));
    let a = gl.gen_programs(2).unwrap();
    assert_eq!(a, [2, 3]);
    let b = gl.gen_programs(1).unwrap();
    assert_eq!(b, [4]);
    assert!(!gl.is_program(2));
    gl.load_program(VP, 2, PASS).unwrap();
    assert!(gl.is_program(2));
    assert_eq!(gl.gen_programs(0).unwrap(), Vec::<u32>::new());
}

#[test]
fn residency() {
    let mut gl = Context::new();
    gl.load_program(VP, 1, PASS).unwrap();
    gl.load_program(VSP, 2, STATE).unwrap();
    gl.request_resident_programs(&[1, 2, 0, 77]);
    assert_eq!(gl.are_programs_resident(&[1, 2]), Ok(true));
    assert_eq!(
        gl.are_programs_resident(&[1, 0]),
        Err(GlError::InvalidValue)
    );
    assert_eq!(gl.are_programs_resident(&[5]), Err(GlError::InvalidValue));
}

#[test]
fn queries_of_nonexistent_programs() {
    let mut gl = Context::new();
    assert_eq!(
        gl.get_program_iv(5, ProgramProperty::Length),
        Err(GlError::InvalidOperation)
    );
    assert_eq!(gl.get_program_string(5), Err(GlError::InvalidOperation));
}

// ---- program parameters ---------------------------------------------------

#[test]
fn parameters_start_at_zero_and_are_set_by_every_form() {
    let mut gl = Context::new();
    assert_eq!(param(&mut gl, 255), [0.0; 4]);
    gl.program_parameter_4f(VP, 0, 1.0, 2.0, 3.0, 4.0).unwrap();
    gl.program_parameter_4fv(VP, 1, [5.0, 6.0, 7.0, 8.0])
        .unwrap();
    gl.program_parameter_4d(VP, 2, 0.1, 0.2, 0.3, 0.4).unwrap();
    gl.program_parameter_4dv(VP, 255, [1e300, -1e300, 0.5, 0.25])
        .unwrap();
    assert_eq!(param(&mut gl, 0), [1.0, 2.0, 3.0, 4.0]);
    assert_eq!(param(&mut gl, 1), [5.0, 6.0, 7.0, 8.0]);
    // Doubles are converted to float.
    assert_eq!(param(&mut gl, 2), [0.1f32, 0.2, 0.3, 0.4]);
    assert_eq!(
        param(&mut gl, 255),
        [f32::INFINITY, f32::NEG_INFINITY, 0.5, 0.25]
    );
    assert_eq!(
        gl.get_program_parameter_dv(VP, 0).unwrap(),
        [1.0, 2.0, 3.0, 4.0]
    );
}

#[test]
fn parameter_errors() {
    let mut gl = Context::new();
    assert_eq!(
        gl.program_parameter_4f(VP, 256, 0.0, 0.0, 0.0, 0.0),
        Err(GlError::InvalidValue)
    );
    assert_eq!(
        gl.program_parameter_4f(VSP, 0, 0.0, 0.0, 0.0, 0.0),
        Err(GlError::InvalidEnum)
    );
    assert_eq!(
        gl.get_program_parameter_fv(VP, 256),
        Err(GlError::InvalidValue)
    );
    assert_eq!(
        gl.get_program_parameter_fv(Target::FragmentProgram, 0),
        Err(GlError::InvalidEnum)
    );
    assert_eq!(gl.get_error(), Some(GlError::InvalidValue));
}

#[test]
fn parameters_4fv_writes_consecutive_registers() {
    // Notes §10 #24: register index+k gets params[k].
    let mut gl = Context::new();
    gl.program_parameters_4fv(VP, 10, &[[1.0; 4], [2.0; 4], [3.0; 4]])
        .unwrap();
    assert_eq!(param(&mut gl, 10), [1.0; 4]);
    assert_eq!(param(&mut gl, 11), [2.0; 4]);
    assert_eq!(param(&mut gl, 12), [3.0; 4]);
    assert_eq!(param(&mut gl, 13), [0.0; 4]);
    gl.program_parameters_4dv(VP, 254, &[[4.0; 4], [5.0; 4]])
        .unwrap();
    assert_eq!(param(&mut gl, 255), [5.0; 4]);
    assert_eq!(
        gl.program_parameters_4fv(VP, 255, &[[1.0; 4], [1.0; 4]]),
        Err(GlError::InvalidValue)
    );
    assert_eq!(param(&mut gl, 255), [5.0; 4]);
}

#[test]
fn tracked_parameters_cannot_be_set() {
    let mut gl = Context::new();
    gl.track_matrix(VP, 8, TrackedMatrix::Modelview, MatrixTransform::Identity)
        .unwrap();
    assert_eq!(
        gl.program_parameter_4f(VP, 9, 1.0, 1.0, 1.0, 1.0),
        Err(GlError::InvalidOperation)
    );
    // Notes §8.2: a range touching a tracked register writes nothing.
    assert_eq!(
        gl.program_parameters_4fv(VP, 6, &[[7.0; 4], [7.0; 4], [7.0; 4]]),
        Err(GlError::InvalidOperation)
    );
    assert_eq!(param(&mut gl, 6), [0.0; 4]);
    assert_eq!(param(&mut gl, 8), [1.0, 0.0, 0.0, 0.0]);
    // NONE stops tracking; the registers keep their values and can be set.
    gl.track_matrix(VP, 8, TrackedMatrix::None, MatrixTransform::Identity)
        .unwrap();
    gl.load_matrix(&scale());
    assert_eq!(param(&mut gl, 8), [1.0, 0.0, 0.0, 0.0]);
    gl.program_parameter_4f(VP, 9, 1.0, 1.0, 1.0, 1.0).unwrap();
}

// ---- matrices and tracking ------------------------------------------------

#[test]
fn the_nv_vertex_program_tracking_example() {
    // NV_vertex_program, Issues: "Can you give an example of how a matrix is
    // tracked?"
    let mut gl = Context::new();
    let m: matrix::Mat4 = [
        1.0, 5.0, 9.0, 13.0, 2.0, 6.0, 10.0, 14.0, 3.0, 7.0, 11.0, 15.0, 4.0, 8.0, 12.0, 16.0,
    ];
    gl.matrix_mode(MatrixMode::Program(0)).unwrap();
    gl.load_matrix(&m);
    gl.track_matrix(VP, 4, TrackedMatrix::Program(0), MatrixTransform::Identity)
        .unwrap();
    gl.track_matrix(VP, 8, TrackedMatrix::Program(0), MatrixTransform::Transpose)
        .unwrap();
    assert_eq!(param(&mut gl, 5), [5.0, 6.0, 7.0, 8.0]);
    assert_eq!(param(&mut gl, 9), [2.0, 6.0, 10.0, 14.0]);
}

#[test]
fn tracked_registers_follow_matrix_changes() {
    let mut gl = Context::new();
    gl.track_matrix(VP, 0, TrackedMatrix::Modelview, MatrixTransform::Identity)
        .unwrap();
    assert_eq!(param(&mut gl, 0), [1.0, 0.0, 0.0, 0.0]);
    gl.load_matrix(&translate());
    assert_eq!(param(&mut gl, 0), [1.0, 0.0, 0.0, 1.0]);
    assert_eq!(param(&mut gl, 2), [0.0, 0.0, 1.0, 3.0]);
    gl.push_matrix().unwrap();
    gl.mult_matrix(&scale());
    // T * S: first row (2, 0, 0, 1).
    assert_eq!(param(&mut gl, 0), [2.0, 0.0, 0.0, 1.0]);
    gl.pop_matrix().unwrap();
    assert_eq!(param(&mut gl, 0), [1.0, 0.0, 0.0, 1.0]);
    gl.load_identity();
    assert_eq!(param(&mut gl, 0), [1.0, 0.0, 0.0, 0.0]);
}

#[test]
fn modelview_projection_is_p_times_m() {
    let mut gl = Context::new();
    gl.track_matrix(
        VP,
        12,
        TrackedMatrix::ModelviewProjection,
        MatrixTransform::Identity,
    )
    .unwrap();
    gl.load_matrix(&translate());
    gl.matrix_mode(MatrixMode::Projection).unwrap();
    gl.load_matrix(&scale());
    // P M = diag(2,3,4,1) * T(1,2,3).
    assert_eq!(param(&mut gl, 12), [2.0, 0.0, 0.0, 2.0]);
    assert_eq!(param(&mut gl, 13), [0.0, 3.0, 0.0, 6.0]);
    assert_eq!(param(&mut gl, 14), [0.0, 0.0, 4.0, 12.0]);
    assert_eq!(param(&mut gl, 15), [0.0, 0.0, 0.0, 1.0]);
}

#[test]
fn inverse_and_inverse_transpose() {
    let mut gl = Context::new();
    gl.load_matrix(&translate());
    gl.track_matrix(VP, 0, TrackedMatrix::Modelview, MatrixTransform::Inverse)
        .unwrap();
    gl.track_matrix(
        VP,
        4,
        TrackedMatrix::Modelview,
        MatrixTransform::InverseTranspose,
    )
    .unwrap();
    assert_eq!(param(&mut gl, 0), [1.0, 0.0, 0.0, -1.0]);
    assert_eq!(param(&mut gl, 1), [0.0, 1.0, 0.0, -2.0]);
    assert_eq!(param(&mut gl, 2), [0.0, 0.0, 1.0, -3.0]);
    assert_eq!(param(&mut gl, 4), [1.0, 0.0, 0.0, 0.0]);
    assert_eq!(param(&mut gl, 7), [-1.0, -2.0, -3.0, 1.0]);
    assert_eq!(
        gl.get_track_matrix_iv(VP, 4, TrackProperty::Transform),
        Ok(0x862D)
    );
    assert_eq!(
        gl.get_track_matrix_iv(VP, 4, TrackProperty::Matrix),
        Ok(0x1700)
    );
}

#[test]
fn texture_tracks_the_active_unit() {
    let mut gl = Context::new();
    gl.active_texture(2).unwrap();
    gl.matrix_mode(MatrixMode::Texture).unwrap();
    gl.load_matrix(&scale());
    gl.track_matrix(VP, 20, TrackedMatrix::Texture, MatrixTransform::Identity)
        .unwrap();
    gl.track_matrix(
        VP,
        24,
        TrackedMatrix::TextureUnit(0),
        MatrixTransform::Identity,
    )
    .unwrap();
    assert_eq!(param(&mut gl, 20), [2.0, 0.0, 0.0, 0.0]);
    assert_eq!(param(&mut gl, 24), [1.0, 0.0, 0.0, 0.0]);
    // GetTrackMatrixiv reports TEXTUREi_ARB, never TEXTURE.
    assert_eq!(
        gl.get_track_matrix_iv(VP, 20, TrackProperty::Matrix),
        Ok(0x84C2)
    );
    // Notes §8.3: TEXTURE follows the active unit.
    gl.active_texture(0).unwrap();
    assert_eq!(param(&mut gl, 20), [1.0, 0.0, 0.0, 0.0]);
    assert_eq!(
        gl.get_track_matrix_iv(VP, 20, TrackProperty::Matrix),
        Ok(0x84C0)
    );
    assert_eq!(gl.active_texture(8), Err(GlError::InvalidEnum));
}

#[test]
fn track_matrix_errors() {
    let mut gl = Context::new();
    let id = MatrixTransform::Identity;
    assert_eq!(
        gl.track_matrix(VSP, 0, TrackedMatrix::Modelview, id),
        Err(GlError::InvalidEnum)
    );
    assert_eq!(
        gl.track_matrix(VP, 2, TrackedMatrix::Modelview, id),
        Err(GlError::InvalidValue)
    );
    assert_eq!(
        gl.track_matrix(VP, 256, TrackedMatrix::Modelview, id),
        Err(GlError::InvalidValue)
    );
    assert_eq!(
        gl.track_matrix(VP, 0, TrackedMatrix::Color, id),
        Err(GlError::InvalidEnum)
    );
    assert_eq!(
        gl.track_matrix(VP, 0, TrackedMatrix::TextureUnit(8), id),
        Err(GlError::InvalidEnum)
    );
    assert_eq!(
        gl.track_matrix(VP, 0, TrackedMatrix::Program(8), id),
        Err(GlError::InvalidEnum)
    );
    // The first error is the one GetError reports.
    assert_eq!(gl.get_error(), Some(GlError::InvalidEnum));
    assert_eq!(
        gl.get_track_matrix_iv(VP, 252, TrackProperty::Matrix),
        Ok(0)
    );
    assert_eq!(
        gl.get_track_matrix_iv(VP, 252, TrackProperty::Transform),
        Ok(0x862A)
    );
    assert_eq!(
        gl.get_track_matrix_iv(VP, 3, TrackProperty::Matrix),
        Err(GlError::InvalidValue)
    );
    assert_eq!(
        gl.get_track_matrix_iv(VP, 256, TrackProperty::Matrix),
        Err(GlError::InvalidValue)
    );
    assert_eq!(
        gl.get_track_matrix_iv(Target::FragmentProgram, 0, TrackProperty::Matrix),
        Err(GlError::InvalidEnum)
    );
}

#[test]
fn enum_tokens_round_trip() {
    for t in Target::ALL {
        assert_eq!(Target::from_code(t.code()), Some(t));
    }
    for t in MatrixTransform::ALL {
        assert_eq!(MatrixTransform::from_code(t.code()), Some(t));
    }
    assert_eq!(
        TrackedMatrix::from_code(0x8637),
        Some(TrackedMatrix::Program(7))
    );
    assert_eq!(
        TrackedMatrix::from_code(0x84C3),
        Some(TrackedMatrix::TextureUnit(3))
    );
    assert_eq!(TrackedMatrix::from_code(0x1234), None);
}

#[test]
fn matrix_stacks() {
    let mut gl = Context::new();
    assert_eq!(gl.matrix_mode(MatrixMode::Color), Err(GlError::InvalidEnum));
    assert_eq!(
        gl.matrix_mode(MatrixMode::Program(8)),
        Err(GlError::InvalidEnum)
    );
    gl.matrix_mode(MatrixMode::Projection).unwrap();
    assert_eq!(gl.pop_matrix(), Err(GlError::StackUnderflow));
    gl.push_matrix().unwrap();
    assert_eq!(gl.current_matrix_stack_depth(), 2);
    assert_eq!(gl.push_matrix(), Err(GlError::StackOverflow));
    gl.load_matrix(&scale());
    assert_eq!(gl.current_matrix(), scale());
    gl.pop_matrix().unwrap();
    assert_eq!(gl.current_matrix(), matrix::IDENTITY);
    gl.matrix_mode(MatrixMode::Program(7)).unwrap();
    for _ in 1..shasm_gl::MAX_TRACK_MATRIX_STACK_DEPTH {
        gl.push_matrix().unwrap();
    }
    assert_eq!(gl.push_matrix(), Err(GlError::StackOverflow));
}

// ---- ExecuteProgramNV -----------------------------------------------------

#[test]
fn vertex_state_program_normalises_a_parameter() {
    // §2.14.5: a VSP reads and updates parameters; masked writes keep the
    // other components.
    let mut gl = Context::new();
    let src = b"!!VSP1.0\nDP3 R0.x, c[0], c[0];\nRSQ R0.x, R0.x;\nMUL c[1].xyz, c[0], R0.x;\n\
                MOV c[2], v[0];\nEND\n";
    gl.load_program(VSP, 5, src).unwrap();
    gl.program_parameter_4f(VP, 0, 3.0, 4.0, 0.0, 9.0).unwrap();
    gl.program_parameter_4f(VP, 1, 7.0, 7.0, 7.0, 7.0).unwrap();
    gl.execute_program(VSP, 5, [1.0, -2.0, 0.5, 8.0]).unwrap();
    // 1/sqrt(25) = 0.2 exactly rounded; 3*0.2 and 4*0.2 in f32.
    assert_eq!(param(&mut gl, 1), [3.0 * 0.2f32, 4.0 * 0.2f32, 0.0, 7.0]);
    // v[0] holds the params of ExecuteProgramNV.
    assert_eq!(param(&mut gl, 2), [1.0, -2.0, 0.5, 8.0]);
    // Parameters the program did not write are untouched.
    assert_eq!(param(&mut gl, 0), [3.0, 4.0, 0.0, 9.0]);
}

#[test]
fn execute_program_errors() {
    let mut gl = Context::new();
    gl.load_program(VP, 1, PASS).unwrap();
    gl.load_program(VSP, 2, STATE).unwrap();
    // Notes §10 #30: any target but VERTEX_STATE_PROGRAM_NV is INVALID_ENUM.
    assert_eq!(
        gl.execute_program(VP, 2, [0.0; 4]),
        Err(GlError::InvalidEnum)
    );
    assert_eq!(
        gl.execute_program(VSP, 9, [0.0; 4]),
        Err(GlError::InvalidOperation)
    );
    assert_eq!(
        gl.execute_program(VSP, 1, [0.0; 4]),
        Err(GlError::InvalidOperation)
    );
    // §2.14.7: a VSP that writes a tracked register is invalid; nothing runs.
    gl.track_matrix(VP, 0, TrackedMatrix::Projection, MatrixTransform::Identity)
        .unwrap();
    assert_eq!(
        gl.execute_program(VSP, 2, [5.0; 4]),
        Err(GlError::InvalidOperation)
    );
    assert_eq!(param(&mut gl, 2), [0.0, 0.0, 1.0, 0.0]);
    gl.track_matrix(VP, 0, TrackedMatrix::None, MatrixTransform::Identity)
        .unwrap();
    gl.execute_program(VSP, 2, [5.0; 4]).unwrap();
    assert_eq!(param(&mut gl, 2), [5.0; 4]);
}

#[test]
fn vertex_state_program_relative_reads() {
    // A VSP addresses c[0..95] relatively; out of range reads (0,0,0,0)
    // (notes §10 #3).
    let mut gl = Context::new();
    let src = b"!!VSP1.0\nARL A0.x, v[0].x;\nMOV c[3], c[A0.x+1];\nEND\n";
    gl.load_program(VSP, 1, src).unwrap();
    gl.program_parameter_4f(VP, 6, 6.0, 6.0, 6.0, 6.0).unwrap();
    gl.execute_program(VSP, 1, [5.7, 0.0, 0.0, 0.0]).unwrap();
    assert_eq!(param(&mut gl, 3), [6.0; 4]);
    gl.program_parameter_4f(VP, 96, 9.0, 9.0, 9.0, 9.0).unwrap();
    gl.execute_program(VSP, 1, [95.0, 0.0, 0.0, 0.0]).unwrap();
    assert_eq!(param(&mut gl, 3), [0.0; 4]);
}

// ---- vertices -------------------------------------------------------------

#[test]
fn a_vertex_through_a_tracked_mvp() {
    let mut gl = Context::new();
    let src = b"!!VP1.0\nDP4 o[HPOS].x, c[0], v[OPOS];\nDP4 o[HPOS].y, c[1], v[OPOS];\n\
                DP4 o[HPOS].z, c[2], v[OPOS];\nDP4 o[HPOS].w, c[3], v[OPOS];\nEND\n";
    gl.load_program(VP, 1, src).unwrap();
    gl.bind_program(VP, 1).unwrap();
    gl.track_matrix(
        VP,
        0,
        TrackedMatrix::ModelviewProjection,
        MatrixTransform::Identity,
    )
    .unwrap();
    gl.load_matrix(&translate());
    gl.matrix_mode(MatrixMode::Projection).unwrap();
    gl.load_matrix(&scale());
    let r = gl.run_vertex([1.0, 1.0, 1.0, 1.0]).unwrap();
    assert_eq!(r.output("HPOS"), Some([4.0, 9.0, 16.0, 1.0]));
    // §2.14.1.5: unwritten results keep (0, 0, 0, 1).
    assert_eq!(r.output("TEX7"), Some([0.0, 0.0, 0.0, 1.0]));
    assert_eq!(r.written[0], 0xF);
    assert_eq!(r.written[1], 0);
    assert_eq!(r.outputs.len(), 15);
    assert_eq!(r.end, End::Normal);
    assert_eq!(r.executed, 4);
}

#[test]
fn position_invariant_hpos_is_the_fixed_function_transform() {
    // §2.14.6.1: HPOS = P M v[0].
    let mut gl = Context::new();
    let src = b"!!VP2.0\nOPTION NV_position_invariant;\nMOV o[COL0], v[COL0];\nEND\n";
    gl.load_program(VP, 1, src).unwrap();
    gl.bind_program(VP, 1).unwrap();
    gl.load_matrix(&translate());
    gl.matrix_mode(MatrixMode::Projection).unwrap();
    gl.load_matrix(&scale());
    gl.vertex_attrib_4f(3, [0.5, 0.25, 0.0, 1.0]).unwrap();
    let r = gl.run_vertex([1.0, 1.0, 1.0, 1.0]).unwrap();
    assert_eq!(r.output("HPOS"), Some([4.0, 9.0, 16.0, 1.0]));
    assert_eq!(r.output("COL0"), Some([0.5, 0.25, 0.0, 1.0]));
    assert_eq!(r.outputs.len(), 21);
}

#[test]
fn attributes() {
    let mut gl = Context::new();
    // §2.14.8 / Table X.2: initial values of aliased state.
    assert_eq!(gl.get_vertex_attrib(2), Ok([0.0, 0.0, 1.0, 1.0]));
    assert_eq!(gl.get_vertex_attrib(3), Ok([1.0; 4]));
    assert_eq!(gl.get_vertex_attrib(9), Ok([0.0, 0.0, 0.0, 1.0]));
    assert_eq!(gl.get_vertex_attrib(0), Err(GlError::InvalidValue));
    assert_eq!(gl.get_vertex_attrib(16), Err(GlError::InvalidValue));
    assert_eq!(
        gl.vertex_attrib_4f(16, [0.0; 4]),
        Err(GlError::InvalidValue)
    );
    // Missing components default to y = 0, z = 0, w = 1.
    gl.vertex_attrib(5, &[7.0]).unwrap();
    assert_eq!(gl.get_vertex_attrib(5), Ok([7.0, 0.0, 0.0, 1.0]));
    gl.vertex_attrib(6, &[7.0, 8.0, 9.0]).unwrap();
    assert_eq!(gl.get_vertex_attrib(6), Ok([7.0, 8.0, 9.0, 1.0]));
    // ubyte components are normalised.
    gl.vertex_attrib_4ub(7, [255, 0, 51, 255]).unwrap();
    assert_eq!(gl.get_vertex_attrib(7), Ok([1.0, 0.0, 0.2, 1.0]));
    gl.vertex_attribs_4fv(14, &[[1.0; 4], [2.0; 4]]).unwrap();
    assert_eq!(gl.get_vertex_attrib(15), Ok([2.0; 4]));
    assert_eq!(
        gl.vertex_attribs_4fv(15, &[[1.0; 4], [3.0; 4]]),
        Err(GlError::InvalidValue)
    );
}

#[test]
fn enables() {
    let mut gl = Context::new();
    for cap in [
        Capability::VertexProgram,
        Capability::VertexProgramTwoSide,
        Capability::VertexProgramPointSize,
    ] {
        assert!(!gl.is_enabled(cap));
        gl.enable(cap);
        assert!(gl.is_enabled(cap));
        gl.disable(cap);
        assert!(!gl.is_enabled(cap));
    }
}
