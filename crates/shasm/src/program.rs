//! [`Program`]: a loaded program and everything done with it.

use crate::driver::{self, Driver, Input, Loaded, Options, Target};
use crate::error::Error;
use crate::report::Report;
use crate::session::{self, BenchResult};
use shasm_diag::Diagnostic;
use shasm_exec::{Env, Executable, TraceStep};

/// The languages shasm reads.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Isa {
    /// Gallium TGSI text (`VERT`, `FRAG`, `GEOM`, `COMP`).
    Tgsi,
    /// NV_vertex_program 1.0/1.1/2.0 and vertex state programs.
    NvVertex,
    /// NV_fragment_program (`!!FP1.0`).
    NvFragment,
    /// The Nintendo 3DS PICA200 shader unit: picasso source or SHBIN.
    Pica,
    /// ARB_vertex_program (`!!ARBvp1.0`).
    ArbVertex,
    /// ARB_fragment_program (`!!ARBfp1.0`).
    ArbFragment,
    /// NV_gpu_program4 vertex programs (`!!NVvp4.0`).
    Gp4Vertex,
    /// NV_gpu_program4 fragment programs (`!!NVfp4.0`).
    Gp4Fragment,
}

impl Isa {
    /// Every language, in the order detection tries them.
    pub const ALL: [Isa; 8] = [
        Isa::Tgsi,
        Isa::ArbVertex,
        Isa::ArbFragment,
        Isa::Gp4Vertex,
        Isa::Gp4Fragment,
        Isa::NvFragment,
        Isa::NvVertex,
        Isa::Pica,
    ];

    /// The name `--isa` takes: `tgsi`, `nv-vp`, `nv-fp`, `pica`.
    pub fn name(self) -> &'static str {
        match self {
            Isa::Tgsi => "tgsi",
            Isa::NvVertex => "nv-vp",
            Isa::NvFragment => "nv-fp",
            Isa::Pica => "pica",
            Isa::ArbVertex => "arbvp1.0",
            Isa::ArbFragment => "arbfp1.0",
            Isa::Gp4Vertex => "nvvp4.0",
            Isa::Gp4Fragment => "nvfp4.0",
        }
    }

    /// The language a `--isa` name means (case-insensitive).
    pub fn from_name(name: &str) -> Option<Isa> {
        Isa::ALL
            .into_iter()
            .find(|i| i.name().eq_ignore_ascii_case(name))
    }

    /// The language of a file, from its header, magic or extension.
    ///
    /// Text that starts like an NV program but whose header is wrong (an
    /// unknown `!!` header, white space before it) is an
    /// [`Error::Invalid`] program with a diagnostic at the header, not an
    /// unknown language.
    pub fn detect(input: &Input) -> Result<Isa, Error> {
        let driver = driver::choose(input, None)?;
        Ok(Isa::of(driver))
    }

    fn of(driver: &dyn Driver) -> Isa {
        Isa::from_name(driver.name()).unwrap_or(Isa::Tgsi)
    }

    /// The code given to this language's diagnostics that name no rule of
    /// their own.
    fn default_code(self) -> &'static str {
        match self {
            Isa::Tgsi => "tgsi/error",
            Isa::NvVertex => "nv-vp/error",
            Isa::NvFragment => "nv-fp/error",
            Isa::Pica => "pica/error",
            Isa::ArbVertex | Isa::ArbFragment => "arb/error",
            Isa::Gp4Vertex | Isa::Gp4Fragment => "gp4/error",
        }
    }
}

impl std::fmt::Display for Isa {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A translation: the text in the target language and what the
/// translation changed (warnings and notes at the instructions concerned).
#[derive(Clone, Debug)]
pub struct Translation {
    pub text: String,
    pub diagnostics: Vec<Diagnostic>,
}

/// A loaded program, ready to run.
///
/// [`Program::load`] runs the spec's load step (parse and every load-time
/// rule) and prepares the program for the reference interpreter once; each
/// run then builds its inputs ([`Program::inputs`]) and runs them.
#[derive(Debug)]
pub struct Program {
    input: Input,
    options: Options,
    isa: Isa,
    driver: &'static dyn Driver,
    loaded: Loaded,
    exe: Executable,
}

impl std::fmt::Debug for dyn Driver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Program {
    /// Load a program: detect its language (or take `options.isa`), parse
    /// and check it as the spec's load step would, and prepare it to run.
    pub fn load(input: Input, options: &Options) -> Result<Program, Error> {
        let driver = driver::choose(&input, options.isa.as_deref())?;
        let isa = Isa::of(driver);
        let mut loaded = driver.load(&input, options).map_err(|e| match e {
            Error::Invalid { diagnostics } => Error::Invalid {
                diagnostics: with_default_code(diagnostics, isa),
            },
            other => other,
        })?;
        loaded.warnings = with_default_code(std::mem::take(&mut loaded.warnings), isa);
        let exe = session::prepare(&loaded, options)?;
        Ok(Program {
            input,
            options: options.clone(),
            isa,
            driver,
            loaded,
            exe,
        })
    }

    /// Load program text with default options (the language from its
    /// header; `name` is what diagnostics print).
    pub fn from_text(name: &str, text: &str) -> Result<Program, Error> {
        Program::load(Input::new(name, text), &Options::default())
    }

    /// The language of the program.
    pub fn isa(&self) -> Isa {
        self.isa
    }

    /// The file as given.
    pub fn input(&self) -> &Input {
        &self.input
    }

    /// The options the program was loaded with (and its runs use).
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The program in the shared IR.
    pub fn ir(&self) -> &shasm_ir::Program {
        &self.loaded.program
    }

    /// The prepared program the reference interpreter runs.
    pub fn executable(&self) -> &Executable {
        &self.exe
    }

    /// What the language adds to the IR (the NV vertex program and its GL
    /// state, the fragment program, the PICA200 SHBIN).
    pub fn loaded(&self) -> &Loaded {
        &self.loaded
    }

    /// Warnings found while loading.
    pub fn warnings(&self) -> &[Diagnostic] {
        &self.loaded.warnings
    }

    /// Canonical text of the program in its own language (`shasm fmt`).
    pub fn format(&self) -> Result<String, Error> {
        self.driver.format(&self.input, &self.loaded)
    }

    /// Translate the program (`to`: `tgsi`). Constructs the target cannot
    /// express are [`Error::Translate`], one diagnostic each.
    pub fn translate(&self, to: &str) -> Result<Translation, Error> {
        match to {
            "tgsi" => {
                // The driver may refuse constructs itself, in the source
                // language's words (errors among its diagnostics), and
                // rephrase the back end's refusals.
                let (program, diagnostics) = self.driver.translation(&self.loaded, to)?;
                let (mut errors, diagnostics): (Vec<_>, Vec<_>) =
                    diagnostics.into_iter().partition(Diagnostic::is_error);
                let text = match shasm_tgsi::to_text(&program) {
                    Ok(text) => text,
                    Err(e) => {
                        errors.extend(self.driver.translation_errors(
                            &self.loaded,
                            &self.listing(),
                            e.diagnostics,
                        ));
                        String::new()
                    }
                };
                if !errors.is_empty() {
                    errors.sort_by_key(|d| d.span.start);
                    return Err(Error::Translate {
                        diagnostics: errors,
                    });
                }
                Ok(Translation { text, diagnostics })
            }
            other => Err(Error::UnknownTarget {
                name: other.to_string(),
            }),
        }
    }

    /// Where a name in the program's own language writes: `v[OPOS]`,
    /// `c[12]`, `f[TEX0]`, a DECLAREd name, a picasso uniform, `IN[0]`.
    pub fn resolve(&self, name: &str) -> Option<Target> {
        driver::resolve_name(&self.loaded.program, name)
            .or_else(|| self.driver.resolve(&self.loaded, name))
    }

    /// How the words of a register are read: integer files, registers
    /// declared as integers (NV_gpu_program4 INT/UINT, integer bindings
    /// such as `vertex.id`) and integer system values hold integers;
    /// everything else floats. Traces and text reports print by it.
    pub fn value_type_of(&self, file: shasm_ir::File, index: u32) -> crate::report::ValueType {
        crate::gp4::declared_number(&self.loaded, file, index)
            .unwrap_or_else(|| crate::report::value_type_of(self.ir(), file, index, 0))
    }

    /// The inputs of one run as the program starts: the language's initial
    /// values, the GL state and textures of the options, then the options'
    /// `--inputs` file and `--set` values.
    pub fn inputs(&self) -> Result<Inputs<'_>, Error> {
        let env = session::make_env(self.driver, &self.loaded, &self.exe, &self.options)?;
        Ok(Inputs { program: self, env })
    }

    /// Run once with the options' inputs (a 2x2 quad when `options.quad`).
    pub fn run(&self) -> Result<Report, Error> {
        session::execute_prepared(self.driver, &self.loaded, &self.exe, &self.options)
    }

    /// Run once with the given inputs.
    pub fn run_with(&self, inputs: &Inputs<'_>) -> Result<Report, Error> {
        let env = self.run_env(inputs)?;
        let outcome = self
            .exe
            .run(&env)
            .map_err(|e| session::run_error_at(&self.exe, e))?;
        self.driver.check_outcome(&self.loaded, &outcome)?;
        Ok(self.report(&outcome))
    }

    /// Run once, calling `on_step` after every executed instruction.
    pub fn trace(
        &self,
        inputs: &Inputs<'_>,
        on_step: &mut dyn FnMut(&TraceStep<'_>),
    ) -> Result<Report, Error> {
        let env = self.run_env(inputs)?;
        let outcome = self
            .exe
            .run_traced(&env, on_step)
            .map_err(|e| session::run_error_at(&self.exe, e))?;
        self.driver.check_outcome(&self.loaded, &outcome)?;
        Ok(self.report(&outcome))
    }

    /// Time `invocations` runs of the options' inputs in one reused
    /// machine.
    pub fn bench(&self, invocations: u64) -> Result<BenchResult, Error> {
        session::bench_prepared(
            self.driver,
            &self.loaded,
            &self.exe,
            &self.options,
            invocations,
        )
    }

    /// The environment a run of `inputs` starts from: the fragment
    /// position converted to the program's coordinate conventions
    /// ([`Options::window_height`]); `inputs` hold it as given.
    fn run_env<'i>(&self, inputs: &'i Inputs<'_>) -> Result<std::borrow::Cow<'i, Env>, Error> {
        if session::coord_conventions(&self.loaded).is_none() {
            return Ok(std::borrow::Cow::Borrowed(&inputs.env));
        }
        let mut env = inputs.env.clone();
        session::fragment_coordinates(&self.loaded, &self.options, &mut env)?;
        Ok(std::borrow::Cow::Owned(env))
    }

    fn report(&self, outcome: &shasm_exec::Outcome) -> Report {
        session::report(self.driver, &self.loaded, &self.exe, outcome)
    }
}

fn with_default_code(diagnostics: Vec<Diagnostic>, isa: Isa) -> Vec<Diagnostic> {
    diagnostics
        .into_iter()
        .map(|d| d.or_code(isa.default_code()))
        .collect()
}

/// The inputs of one run: registers and parameters set by the names the
/// program's language uses.
#[derive(Clone, Debug)]
pub struct Inputs<'p> {
    program: &'p Program,
    env: Env,
}

impl Inputs<'_> {
    /// Set a register by name to 1 to 4 floats (more fill the following
    /// registers, as a matrix's rows); components not given keep their
    /// values.
    ///
    /// A register that holds integers by its declaration or binding (TGSI
    /// integer system values, NV_gpu_program4 `INT`/`UINT` variables and
    /// `vertex.id`) refuses floats, as `--set` does: give it words with
    /// [`Inputs::set_words`].
    pub fn set(&mut self, name: &str, values: &[f32]) -> Result<&mut Self, Error> {
        if let Some(target) = self.program.resolve(name)
            && !target.file.is_integer()
            && target.dimension == 0
            && self.program.value_type_of(target.file, target.index)
                != crate::report::ValueType::Float
            && let Some(v) = values.first()
        {
            return Err(Error::BadValue {
                assignment: format!("{name}={v:?}"),
                source: crate::values::ValueError::NotInteger {
                    value: format!("{v:?}"),
                    register: name.to_string(),
                },
            });
        }
        let words: Vec<u32> = values.iter().map(|v| v.to_bits()).collect();
        self.set_words(name, &words)
    }

    /// Set a register by name to raw 32-bit words (integers, packed
    /// values, exact NaN payloads).
    pub fn set_words(&mut self, name: &str, words: &[u32]) -> Result<&mut Self, Error> {
        session::refuse_taken(self.program.driver, name)?;
        let target = self
            .program
            .resolve(name)
            .ok_or_else(|| Error::UnknownName {
                name: name.to_string(),
            })?;
        session::write_words(&mut self.env, name, target, words)?;
        Ok(self)
    }

    /// Apply an assignment as `--set` spells it: `NAME=VALUES`, values
    /// decimal floats, `nan`, `inf`, `-inf` or raw words `0x3f800000`.
    pub fn assign(&mut self, text: &str) -> Result<&mut Self, Error> {
        session::apply_set(
            self.program.driver,
            &self.program.loaded,
            &mut self.env,
            text,
        )?;
        Ok(self)
    }

    /// The interpreter's environment these inputs make.
    pub fn env(&self) -> &Env {
        &self.env
    }
}
