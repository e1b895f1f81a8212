//! `.vfp` files (an ARB vertex and fragment program in one file, id
//! Tech 4 style) and vertex–fragment pairs on the command line
//! (docs/cli.md, "Program pairs and `.vfp` files").
//!
//! Each program of a `.vfp` file is loaded from its own text; its
//! diagnostics are moved to where that text lies in the file, so that
//! they point into the `.vfp` file.

use crate::args::Options;
use crate::commands::{Output, diagnostics_json, exit_code, render_diagnostics};
use serde_json::{Map, Value};
use shasm::driver::Input;
use shasm::{Diagnostic, Error, Program, vfp};

/// Load the vertex or the fragment program of a `.vfp` file (the
/// library moves its errors into the file).
fn load_part(input: &Input, options: &Options, fragment: bool) -> Result<Program, Error> {
    let mut options = options.clone();
    options.entry = Some(if fragment { "fragment" } else { "vertex" }.into());
    Program::load(input.clone(), &options.to_library()?)
}

fn parts(input: &Input) -> Result<vfp::Parts, Error> {
    let text = std::str::from_utf8(&input.bytes).map_err(|_| Error::Invalid {
        diagnostics: vec![
            Diagnostic::error(0..0, "a .vfp file is text: this one is not UTF-8")
                .with_code("vfp/missing"),
        ],
    })?;
    vfp::split(text).map_err(|diagnostics| Error::Invalid { diagnostics })
}

/// Every diagnostic of a `.vfp` file: the split, both programs' loads and
/// warnings, and the pair check; whether there was an error that is not
/// the file's own (a bad option: exit 2).
fn diagnose(input: &Input, options: &Options) -> Result<Vec<Diagnostic>, Error> {
    let p = match parts(input) {
        Ok(p) => p,
        Err(Error::Invalid { diagnostics }) => return Ok(diagnostics),
        Err(e) => return Err(e),
    };
    let mut all = Vec::new();
    let mut programs = Vec::new();
    for fragment in [false, true] {
        match load_part(input, options, fragment) {
            Ok(program) => {
                // The library moved them into the file already.
                all.extend(program.warnings().iter().cloned());
                programs.push(program);
            }
            Err(e) if e.is_invalid_input() => all.extend(e.diagnostics().iter().cloned()),
            Err(e) => return Err(e),
        }
    }
    if let [vertex, fragment] = &programs[..] {
        let header = p.vertex.start..p.vertex.start + "!!ARBvp1.0".len();
        all.extend(vfp::check_pair(vertex, fragment).into_iter().map(|d| {
            vfp::shift(d, p.fragment.start).with_related(header.clone(), "the vertex program")
        }));
    }
    Ok(all)
}

/// `shasm check FILE.vfp`: both programs, and the pair.
pub fn check(input: &Input, options: &Options, json: bool) -> Output {
    let all = match diagnose(input, options) {
        Ok(all) => all,
        Err(e) if json => {
            let object = crate::commands::error_json(input, &[], &e);
            return json_output(object, exit_code(&e));
        }
        Err(e) => {
            return Output {
                stdout: String::new(),
                stderr: crate::commands::error_text(input, &e),
                code: exit_code(&e),
            };
        }
    };
    let errors = all.iter().any(Diagnostic::is_error);
    let code = i32::from(errors);
    if json {
        let mut object = Map::new();
        object.insert("ok".into(), (!errors).into());
        object.insert("diagnostics".into(), diagnostics_json(input, &all));
        return json_output(object, code);
    }
    Output {
        stdout: String::new(),
        stderr: render_diagnostics(input, &all),
        code,
    }
}

fn json_output(object: Map<String, Value>, code: i32) -> Output {
    Output {
        stdout: shasm::report::json_text(&Value::Object(object)),
        stderr: String::new(),
        code,
    }
}

/// `shasm fmt FILE.vfp`: both programs in canonical form, the vertex
/// program first, as a `.vfp` file.
pub fn fmt(input: &Input, options: &Options) -> Output {
    let result = (|| {
        let vertex = load_part(input, options, false)?.format()?;
        let fragment = load_part(input, options, true)?.format()?;
        Ok::<_, Error>(format!("{vertex}\n{fragment}"))
    })();
    match result {
        Ok(text) => Output {
            stdout: text,
            stderr: String::new(),
            code: 0,
        },
        Err(e) => Output {
            stdout: String::new(),
            stderr: crate::commands::error_text(input, &e),
            code: exit_code(&e),
        },
    }
}

/// `shasm translate VP FP`: where the two files load as a vertex and a
/// fragment program, the pair check's errors (exit 1), rendered against
/// the fragment program, each with a note naming the vertex program's
/// file; `None` where the pair agrees or the files are not such a pair.
pub fn check_files(vertex: &Input, fragment: &Input, options: &Options) -> Option<Output> {
    let options = options.to_library().ok()?;
    let v = Program::load(vertex.clone(), &options).ok()?;
    let f = Program::load(fragment.clone(), &options).ok()?;
    let errors: Vec<Diagnostic> = vfp::check_pair(&v, &f)
        .into_iter()
        .map(|d| d.with_note(format!("the vertex program is {}", vertex.name)))
        .collect();
    (!errors.is_empty()).then(|| Output {
        stdout: String::new(),
        stderr: render_diagnostics(fragment, &errors),
        code: 1,
    })
}
