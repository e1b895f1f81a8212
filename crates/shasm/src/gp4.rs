//! The NV_gpu_program4 drivers: `!!NVvp4.0` (`--isa nvvp4.0`),
//! `!!NVfp4.0` (`--isa nvfp4.0`) and `!!NVgp4.0` (`--isa nvgp4.0`).
//!
//! Geometry programs read the attributes of each input vertex by their
//! binding names, `--set vertex[1].position=...` (or an inputs file line
//! `vertex[1].position = ...`); the report lists the emitted vertices
//! and, under `primitives`, the strips (or points) they make. A run that
//! emits more vertices than VERTICES_OUT fails (`gp4/too-many-vertices`).
//!
//! GL state parameters (`state.*`) read the GL state model exactly as the
//! ARB drivers do ([`crate::arb`]: GL's initial state, `--matrix`, `--set
//! state...=`). `program.env[n]`, `program.local[n]` and every variable
//! are set with `--set` under the program's own names; variables declared
//! INT or UINT (and `vertex.id`, `vertex.instance`, `primitive.id`) take
//! integers, in decimal or hex, and the report lists their values as
//! integers under `integers`.

use crate::driver::{Driver, Input, Kind, Loaded, Options};
use crate::engines::Outcome;
use crate::error::Error;
use crate::report::{IntegerRegister, IntegerValues};
use shasm_diag::Diagnostic;
use shasm_exec::Env;
use shasm_gp4::ProgramKind;
use shasm_ir::File;

/// The NV_gpu_program4 driver of one program type.
pub struct Gp4 {
    kind: ProgramKind,
    name: &'static str,
}

/// `!!NVvp4.0` (`--isa nvvp4.0`).
pub static GP4_VERTEX: Gp4 = Gp4 {
    kind: ProgramKind::Vertex,
    name: "nvvp4.0",
};

/// `!!NVfp4.0` (`--isa nvfp4.0`).
pub static GP4_FRAGMENT: Gp4 = Gp4 {
    kind: ProgramKind::Fragment,
    name: "nvfp4.0",
};

/// `!!NVgp4.0` (`--isa nvgp4.0`).
pub static GP4_GEOMETRY: Gp4 = Gp4 {
    kind: ProgramKind::Geometry,
    name: "nvgp4.0",
};

impl Driver for Gp4 {
    fn name(&self) -> &'static str {
        self.name
    }

    fn detect(&self, input: &Input) -> bool {
        shasm_gp4::sniff(input.without_bom()) == Some(self.kind)
    }

    fn load(&self, input: &Input, _options: &Options) -> Result<Loaded, Error> {
        let text = input.text()?;
        let p = shasm_gp4::load_kind(text, self.kind).map_err(|e| Error::from(e.diagnostics))?;
        Ok(Loaded::new(p.program.clone(), Kind::Gp4(Box::new(p))))
    }

    fn format(&self, input: &Input, _loaded: &Loaded) -> Result<String, Error> {
        let text = input.text()?;
        shasm_gp4::format(text).map_err(|e| Error::from(e.diagnostics))
    }

    fn prepare_env(&self, loaded: &Loaded, env: &mut Env, options: &Options) -> Result<(), Error> {
        crate::arb::load_state_parameters(self.kind.arb(), &loaded.program, env, options)
    }

    fn takes_set(&self, name: &str) -> bool {
        crate::arb::is_state_name(name)
    }

    fn gl_kind(&self) -> Option<shasm_arb::ProgramKind> {
        Some(self.kind.arb())
    }

    fn check_outcome(&self, loaded: &Loaded, outcome: &Outcome) -> Result<(), Error> {
        match &loaded.kind {
            Kind::Gp4(p) => match &p.geometry {
                Some(g) => check_vertex_limit(g, outcome),
                None => Ok(()),
            },
            _ => Ok(()),
        }
    }

    /// Integer-typed registers written by the run, as integers: signed
    /// for INT (and the integer bindings), unsigned for UINT.
    fn finish_report(
        &self,
        loaded: &Loaded,
        _outcome: &Outcome,
        report: &mut crate::report::Report,
    ) {
        let Kind::Gp4(p) = &loaded.kind else {
            return;
        };
        if let Some(g) = &p.geometry {
            report_primitives(g, report);
        }
        let mut integers = Vec::new();
        for entry in report.outputs.iter_mut().chain(report.temps.iter_mut()) {
            let Some(ty) = integer_type(p, entry.file, entry.index) else {
                continue;
            };
            entry.value_type = match ty {
                shasm_gp4::table::Ty::Unsigned => crate::report::ValueType::Uint,
                _ => crate::report::ValueType::Int,
            };
            let values = match ty {
                shasm_gp4::table::Ty::Unsigned => IntegerValues::Unsigned(entry.bits),
                _ => IntegerValues::Signed(entry.bits.map(|w| w as i32)),
            };
            integers.push(IntegerRegister {
                name: entry.name.clone(),
                values,
            });
        }
        report.integers = integers;
    }
}

/// The declared integer type of a register: INT/UINT variables and the
/// integer bindings (`vertex.id`, `primitive.id`, ...).
fn integer_type(p: &shasm_gp4::Gp4Program, file: File, index: u32) -> Option<shasm_gp4::table::Ty> {
    p.integers.iter().find_map(|(f, first, last, ty)| {
        (*f == file && (*first..=*last).contains(&index)).then_some(*ty)
    })
}

/// How a register of an NV_gpu_program4 program is read, by its declared
/// type; None for other programs and for registers without one.
pub(crate) fn declared_number(
    loaded: &Loaded,
    file: File,
    index: u32,
) -> Option<crate::report::ValueType> {
    let Kind::Gp4(p) = &loaded.kind else {
        return None;
    };
    integer_type(p, file, index).map(|ty| match ty {
        shasm_gp4::table::Ty::Unsigned => crate::report::ValueType::Uint,
        _ => crate::report::ValueType::Int,
    })
}

/// The strips a geometry run emitted (ENDPRIM and the program's end close
/// one; for POINTS output ENDPRIM has no effect), each with the number of
/// points, lines or triangles it decomposes into (NV_geometry_program4
/// §2.14.6: a strip too short for one primitive draws nothing, and is
/// listed with 0).
fn report_primitives(g: &shasm_gp4::geometry::Geometry, report: &mut crate::report::Report) {
    use shasm_ir::Primitive;
    let Some(vertices) = &report.vertices else {
        return;
    };
    let mut strips: Vec<Vec<usize>> = vec![Vec::new()];
    for (k, v) in vertices.iter().enumerate() {
        if let Some(last) = strips.last_mut() {
            last.push(k);
        }
        let ends = v.ends_primitive;
        if ends && g.output != Primitive::Points {
            strips.push(Vec::new());
        }
    }
    if g.output == Primitive::Points {
        // Every point is a primitive of its own.
        strips = strips.concat().into_iter().map(|k| vec![k]).collect();
    }
    let list = strips
        .into_iter()
        .filter(|s| !s.is_empty())
        .map(|s| {
            let drawn = match g.output {
                Primitive::LineStrip => s.len().saturating_sub(1),
                Primitive::TriangleStrip => s.len().saturating_sub(2),
                _ => s.len(),
            };
            crate::report::Primitive::Strip {
                kind: g.output.name(),
                vertices: s,
                drawn,
            }
        })
        .collect();
    report.primitives = Some(list);
}

/// More EMITs than VERTICES_OUT: the spec lets the program "terminate
/// abnormally" (NV_geometry_program4 §2.X.7.Y, §2.14.6.4); shasm fails the
/// run, pointing at the declaration.
fn check_vertex_limit(g: &shasm_gp4::geometry::Geometry, outcome: &Outcome) -> Result<(), Error> {
    let emitted = outcome.vertices().len();
    if emitted <= g.vertices_out as usize {
        return Ok(());
    }
    Err(Error::Invalid {
        diagnostics: vec![
            Diagnostic::error(
                g.vertices_out_span.clone(),
                format!(
                    "the program emitted {emitted} vertices, more than VERTICES_OUT {}",
                    g.vertices_out
                ),
            )
            .with_note(
                "NV_geometry_program4: a program that emits more than VERTICES_OUT vertices may terminate abnormally; shasm ends the run with this error",
            )
            .with_code("gp4/too-many-vertices"),
        ],
    })
}

#[cfg(test)]
mod tests {
    const PASS_THROUGH: &str = "!!NVgp4.0\nPRIMITIVE_IN TRIANGLES;\nPRIMITIVE_OUT TRIANGLE_STRIP;\nVERTICES_OUT 3;\nMOV result.position, vertex[0].position;\nEMIT;\nMOV result.position, vertex[2].position;\nEMIT;\nEND\n";

    #[test]
    fn a_geometry_program_translates_to_a_tgsi_geometry_shader_that_runs_the_same() {
        let gp = crate::Program::from_text("pass.gp", PASS_THROUGH).unwrap();
        let t = gp.translate("tgsi").unwrap();
        // One declaration per input register, read as IN[vertex][register]
        // (TGSI's `DCL IN[][0]`), and the declarations as properties.
        assert!(t.text.contains("DCL IN[0], POSITION"), "{}", t.text);
        assert!(t.text.contains("MOV OUT[0], IN[2][0]"), "{}", t.text);
        assert!(
            t.text.contains("PROPERTY GS_MAX_OUTPUT_VERTICES 3"),
            "{}",
            t.text
        );
        let tgsi = crate::Program::from_text("pass.tgsi", &t.text).unwrap();
        let mut inputs = tgsi.inputs().unwrap();
        inputs.set("IN[2][0]", &[7.0, 8.0, 9.0, 1.0]).unwrap();
        let from_tgsi = tgsi.run_with(&inputs).unwrap();
        let mut inputs = gp.inputs().unwrap();
        inputs
            .set("vertex[2].position", &[7.0, 8.0, 9.0, 1.0])
            .unwrap();
        let from_gp = gp.run_with(&inputs).unwrap();
        let last = |r: &crate::report::Report| {
            r.vertices
                .as_ref()
                .and_then(|v| v.get(1))
                .map(|v| v.outputs[0].bits)
        };
        assert_eq!(
            last(&from_gp),
            Some([7.0f32, 8.0, 9.0, 1.0].map(f32::to_bits))
        );
        assert_eq!(last(&from_tgsi), last(&from_gp));
    }
}
