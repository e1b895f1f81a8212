//! [`Program`]: a loaded program and everything done with it.

use crate::driver::{self, Driver, Input, Loaded, Options, Target};
use crate::error::Error;
use crate::report::Report;
use crate::session::{self, BenchResult};
use crate::textures::Texture;
use shasm_diag::Diagnostic;
use shasm_exec::{Env, Executable, TraceStep};
use std::sync::Arc;

/// The languages shasm reads. Each program type of a family is a
/// language of its own: `!!NVgp4.0` is [`Isa::Gp4Geometry`], the geometry
/// program of NV_gpu_program4. TGSI's processor type (`VERT`, `FRAG`,
/// `GEOM`) is [`Program::stage`].
///
/// ```
/// use shasm::Isa;
///
/// assert_eq!("nvgp4.0".parse::<Isa>()?, Isa::Gp4Geometry);
/// assert_eq!(Isa::NvVertex.to_string(), "nv-vp");
/// let error = "glsl".parse::<Isa>().unwrap_err();
/// assert!(error.to_string().starts_with("unknown ISA `glsl` (known: tgsi, arbvp1.0,"));
/// # Ok::<(), shasm::options::ParseNameError>(())
/// ```
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
    /// NV_gpu_program4 geometry programs (`!!NVgp4.0`).
    Gp4Geometry,
}

impl Isa {
    /// Every language, in the order detection tries them.
    pub const ALL: [Isa; 9] = [
        Isa::Tgsi,
        Isa::ArbVertex,
        Isa::ArbFragment,
        Isa::Gp4Vertex,
        Isa::Gp4Fragment,
        Isa::Gp4Geometry,
        Isa::NvFragment,
        Isa::NvVertex,
        Isa::Pica,
    ];

    /// The name `--isa` takes: `tgsi`, `nv-vp`, `nv-fp`, `pica`,
    /// `arbvp1.0`, `arbfp1.0`, `nvvp4.0`, `nvfp4.0`, `nvgp4.0`.
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
            Isa::Gp4Geometry => "nvgp4.0",
        }
    }

    /// The language a `--isa` name means (case-insensitive).
    pub fn from_name(name: &str) -> Option<Isa> {
        Isa::ALL
            .into_iter()
            .find(|i| i.name().eq_ignore_ascii_case(name.trim()))
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
        // Every driver's name is an Isa's (tested below).
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
            Isa::Gp4Vertex | Isa::Gp4Fragment | Isa::Gp4Geometry => "gp4/error",
        }
    }
}

impl std::str::FromStr for Isa {
    type Err = crate::options::ParseNameError;

    fn from_str(text: &str) -> Result<Isa, Self::Err> {
        Isa::from_name(text).ok_or_else(|| crate::options::ParseNameError {
            what: "ISA",
            given: text.trim().to_string(),
            known: Isa::ALL.iter().map(|i| i.name()).collect(),
        })
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
    /// The program in the target language.
    pub text: String,
    /// What the translation changed: warnings and notes at the instructions concerned.
    pub diagnostics: Vec<Diagnostic>,
    /// A binary translation (SPIR-V words, little-endian); `text` is then
    /// empty.
    pub binary: Option<Vec<u8>>,
    /// Targets through naga: the layout of the module's buffers as JSON
    /// (docs/translate.md).
    pub layout: Option<String>,
}

/// How a program is translated through naga ([`Program::translate_with`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct TranslateOptions {
    /// The entry point's form.
    pub form: TranslateForm,
    /// Exact (the default) or fast arithmetic.
    pub mode: shasm_naga::Mode,
}

/// The entry point's form of a translation through naga.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum TranslateForm {
    /// A compute entry point: one invocation per record of an input
    /// buffer (docs/translate.md).
    #[default]
    Compute,
    /// A vertex or fragment entry point with the program's own inputs and
    /// outputs, its constants in a uniform buffer (docs/translate.md).
    Stage,
}

/// A loaded program, ready to run.
///
/// [`Program::load`] runs the spec's load step (parse and every load-time
/// rule) and prepares the program for the reference interpreter once; each
/// run then builds its inputs ([`Program::inputs`]) and runs them.
///
/// ```
/// use shasm::{Isa, Program};
///
/// let program = Program::from_text(
///     "scale.vp",
///     "!!VP1.0\nMUL o[HPOS], v[OPOS], c[0];\nEND\n",
/// )?;
/// assert_eq!(program.isa(), Isa::NvVertex);
/// let mut inputs = program.inputs()?;
/// inputs.set("v[OPOS]", &[1.0, 2.0, 3.0, 1.0])?.set("c[0]", &[2.0, 2.0, 2.0, 1.0])?;
/// let report = program.run_with(&inputs)?;
/// assert_eq!(report.find("o[HPOS]").unwrap().floats(), [2.0, 4.0, 6.0, 1.0]);
/// // The MUL: END closes the program text and executes nothing.
/// assert_eq!(report.executed, 1);
/// # Ok::<(), shasm::Error>(())
/// ```
#[derive(Debug)]
pub struct Program {
    input: Input,
    /// Where `input` lies in the file it came from: a program of a `.vfp`
    /// file is loaded from its own text; its diagnostics (load errors,
    /// warnings, translation refusals) are moved by `offset` bytes into
    /// `file`, so that their lines are the file's.
    file: Option<Input>,
    offset: usize,
    options: Options,
    isa: Isa,
    driver: &'static dyn Driver,
    loaded: Loaded,
    /// Shared with the kernels engines compile from it.
    exe: Arc<Executable>,
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
        if crate::vfp::is_vfp(&input.name) {
            return crate::vfp::load(&input, options);
        }
        Program::load_one(input, options)
    }

    /// [`Program::load`] of one program's text.
    pub(crate) fn load_one(input: Input, options: &Options) -> Result<Program, Error> {
        let driver = driver::choose(&input, options.isa)?;
        let isa = Isa::of(driver);
        let mut loaded = driver.load(&input, options).map_err(|e| match e {
            Error::Invalid { diagnostics } => Error::Invalid {
                diagnostics: with_default_code(diagnostics, isa),
            },
            other => other,
        })?;
        loaded.warnings = with_default_code(std::mem::take(&mut loaded.warnings), isa);
        let exe = Arc::new(session::prepare(&loaded, options)?);
        Ok(Program {
            input,
            file: None,
            offset: 0,
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

    /// The program's type: vertex, fragment, geometry, vertex state
    /// (NV `!!VSP1.0`), compute.
    pub fn stage(&self) -> shasm_ir::Stage {
        self.loaded.program.stage
    }

    /// The program's own text as given (for a program of a `.vfp` file,
    /// its part of the file).
    pub fn input(&self) -> &Input {
        &self.input
    }

    /// The file the program came from: its diagnostics ([`Program::warnings`],
    /// load and translation errors) point into this text. The same as
    /// [`Program::input`] except for a program of a `.vfp` file.
    pub fn file(&self) -> &Input {
        self.file.as_ref().unwrap_or(&self.input)
    }

    /// A program of a `.vfp` file: `file` holds its text at `offset`.
    pub(crate) fn set_file(&mut self, file: Input, offset: usize) {
        let warnings = std::mem::take(&mut self.loaded.warnings);
        self.loaded.warnings = warnings
            .into_iter()
            .map(|d| crate::vfp::shift(d, offset))
            .collect();
        self.file = Some(file);
        self.offset = offset;
    }

    /// The options the program was loaded with (and its runs use).
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// What the program reads and writes: inputs, outputs, uniforms and
    /// textures, by the names the program uses ([`crate::interface`]).
    pub fn interface(&self) -> crate::Interface {
        crate::interface::of(&self.loaded)
    }

    /// The program in the shared IR.
    pub fn ir(&self) -> &shasm_ir::Program {
        &self.loaded.program
    }

    /// The prepared program the reference interpreter runs.
    pub fn executable(&self) -> &Executable {
        &self.exe
    }

    /// The prepared program, shared: what [`crate::Engine::compile`]
    /// takes.
    pub fn shared_executable(&self) -> &Arc<Executable> {
        &self.exe
    }

    /// What the language adds to the IR (the NV vertex program and its GL
    /// state, the fragment program, the PICA200 SHBIN).
    pub fn loaded(&self) -> &Loaded {
        &self.loaded
    }

    /// Warnings found while loading, in [`Program::file`].
    pub fn warnings(&self) -> &[Diagnostic] {
        &self.loaded.warnings
    }

    /// Canonical text of the program in its own language (`shasm fmt`).
    pub fn format(&self) -> Result<String, Error> {
        self.driver.format(&self.input, &self.loaded)
    }

    /// Translate the program to the target named `to` (`tgsi`; see
    /// [`crate::Target`]): [`Program::translate_to`] after parsing the
    /// name, an unknown one being [`Error::UnknownTarget`].
    pub fn translate(&self, to: &str) -> Result<Translation, Error> {
        self.translate_to(to.parse()?)
    }

    /// Translate the program to `target`. Constructs the target cannot
    /// express are [`Error::Translate`], one diagnostic each.
    pub fn translate_to(&self, target: crate::target::Target) -> Result<Translation, Error> {
        self.translate_with(target, &TranslateOptions::default())
    }

    /// Translate the program to `target` with `options` (which only the
    /// targets through naga read).
    pub fn translate_with(
        &self,
        target: crate::target::Target,
        options: &TranslateOptions,
    ) -> Result<Translation, Error> {
        // A `.vfp` program's diagnostics point into its file.
        let shift = |v: Vec<Diagnostic>| -> Vec<Diagnostic> {
            v.into_iter()
                .map(|d| crate::vfp::shift(d, self.offset))
                .collect()
        };
        match self.translate_in_program(target, options) {
            Ok(mut t) => {
                t.diagnostics = shift(t.diagnostics);
                Ok(t)
            }
            Err(Error::Translate { diagnostics }) => Err(Error::Translate {
                diagnostics: shift(diagnostics),
            }),
            Err(e) => Err(e),
        }
    }

    /// [`Program::translate_with`] with diagnostics in the program's own
    /// text.
    fn translate_in_program(
        &self,
        target: crate::target::Target,
        options: &TranslateOptions,
    ) -> Result<Translation, Error> {
        if let Some(language) = target.naga_language() {
            return self.translate_naga(language, options);
        }
        match target {
            crate::target::Target::Tgsi => {
                // What the source language decides comes with the program
                // (its Origin, declared by the front end's lowering); the
                // listing puts refusals in the source's words.
                let listing = || {
                    self.listing()
                        .into_iter()
                        .map(|w| (w.span, w.text))
                        .collect()
                };
                shasm_tgsi::translate(&self.loaded.program, listing)
                    .map(|t| Translation {
                        text: t.text,
                        diagnostics: t.diagnostics,
                        binary: None,
                        layout: None,
                    })
                    .map_err(|e| Error::Translate {
                        diagnostics: e.diagnostics,
                    })
            }
            _ => Err(Error::UnknownTarget {
                name: target.name().to_string(),
                suggestion: None,
            }),
        }
    }

    /// A translation through naga: the module built from the prepared
    /// program, validated, written by the language's back end.
    fn translate_naga(
        &self,
        language: shasm_naga::Language,
        options: &TranslateOptions,
    ) -> Result<Translation, Error> {
        let internal = |e: shasm_naga::Error| match e {
            shasm_naga::Error::Invalid { message, module } => {
                Error::TranslateInternal { message, module }
            }
            other => Error::TranslateInternal {
                message: other.to_string(),
                module: String::new(),
            },
        };
        // Registers are named as the program names them (its interface).
        let interface = self.interface();
        let name = |file, index| register_name(&interface, file, index);
        // The stage form's arguments and result members take the program's
        // variable names where it has them (ARB `ATTRIB`/`OUTPUT`).
        let variables = self.variable_names();
        let stage_name = |file, index| {
            variables
                .iter()
                .find(|(f, i, _)| *f == file && *i == index)
                .map(|(_, _, n)| n.clone())
                .or_else(|| name(file, index))
        };
        let built = match options.form {
            TranslateForm::Compute => shasm_naga::compute(&self.exe, options.mode),
            TranslateForm::Stage => shasm_naga::stage(&self.exe, options.mode, &stage_name),
        };
        let mut module = match built {
            Ok(m) => m,
            Err(shasm_naga::Error::Refused(refusals)) => {
                return Err(Error::Translate {
                    diagnostics: self.refusal_diagnostics(&refusals),
                });
            }
            Err(e) => return Err(internal(e)),
        };
        module.layout.name_registers(name);
        let (text, binary) = match module.write(language).map_err(internal)? {
            shasm_naga::Output::Text(t) => (t, None),
            shasm_naga::Output::Binary(b) => (String::new(), Some(b)),
        };
        Ok(Translation {
            text,
            diagnostics: Vec::new(),
            binary,
            layout: Some(module.layout.to_json()),
        })
    }

    /// The registers the program names by a variable of its own: each
    /// ARB `ATTRIB` and `OUTPUT` variable bound to one register (the
    /// first declared name of a register wins over a later `ALIAS` of it;
    /// ARB_vertex_program §2.14.3.8: an alias is another name of the same
    /// variable).
    fn variable_names(&self) -> Vec<(shasm_ir::File, u32, String)> {
        let driver::Kind::Arb(p) = &self.loaded.kind else {
            return Vec::new();
        };
        let mut out: Vec<(shasm_ir::File, u32, String)> = Vec::new();
        for (name, binding) in &p.names {
            let Some(t) = driver::resolve_name(&self.loaded.program, binding) else {
                continue;
            };
            if t.dimension == 0 && !out.iter().any(|(f, i, _)| *f == t.file && *i == t.index) {
                out.push((t.file, t.index, name.clone()));
            }
        }
        out
    }

    /// One error per refused construct, at its instruction in the source.
    fn refusal_diagnostics(&self, refusals: &[shasm_naga::Refusal]) -> Vec<Diagnostic> {
        let ir = &self.loaded.program;
        refusals
            .iter()
            .map(|r| {
                let span =
                    r.pc.map_or(shasm_ir::Span::NONE, |pc| {
                        ir.spans.inst(shasm_ir::InstId::saturating(pc))
                    })
                    .range();
                Diagnostic::error(span, r.message.clone()).with_code(r.code)
            })
            .collect()
    }

    /// Where a name in the program's own language writes: `v[OPOS]`,
    /// `c[12]`, `f[TEX0]`, a DECLAREd name, a picasso uniform, `IN[0]`.
    pub fn resolve(&self, name: &str) -> Option<Target> {
        driver::resolve_name(&self.loaded.program, name)
            .or_else(|| self.driver.resolve(&self.loaded, name))
    }

    /// The name a user writes for register `index` of `file`: the name
    /// the program's source gives it (a PICA200 `.out` or `.alias` name:
    /// `outpos` for `o0`), else the language's spelling (`o0`,
    /// `result.color`, `OUT[1]`). [`Program::resolve`] takes it back.
    pub fn name_of(&self, file: shasm_ir::File, index: u32) -> String {
        self.driver
            .own_name(&self.loaded, file, index)
            .unwrap_or_else(|| self.loaded.program.spell(file, index))
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
        let gl = self
            .driver
            .gl_kind()
            .map(|kind| crate::arb::gl_state(kind, &self.options))
            .transpose()?;
        Ok(Inputs {
            program: self,
            env,
            gl,
            matrices: Vec::new(),
            tracks: Vec::new(),
        })
    }

    /// Run once with the options' inputs (a 2x2 quad when `options.quad`)
    /// on the options' engine ([`Options::engine`]).
    pub fn run(&self) -> Result<Report, Error> {
        session::execute_prepared(self.driver, &self.loaded, &self.exe, &self.options)
    }

    /// Run once with the given inputs on the options' engine.
    pub fn run_with(&self, inputs: &Inputs<'_>) -> Result<Report, Error> {
        let env = self.run_env(inputs)?;
        session::run_once(self.driver, &self.loaded, &self.exe, &self.options, &env)
    }

    /// Run once in the reference interpreter, calling `on_step` after every
    /// executed instruction. Traces come from the reference interpreter
    /// alone: with another [`Options::engine`] this is an error.
    pub fn trace(
        &self,
        inputs: &Inputs<'_>,
        on_step: &mut dyn FnMut(&TraceStep<'_>),
    ) -> Result<Report, Error> {
        if self.options.engine != crate::EngineKind::Interp {
            return Err(Error::bad_option(
                "--engine",
                self.options.engine.name(),
                "traces come from the reference interpreter (interp); run without --engine",
            ));
        }
        let env = self.run_env(inputs)?;
        // The trace gives the types of the last writes for the report.
        let mut written = crate::report::WrittenTypes::new();
        let declared = |file, index| session::declared_type(&self.loaded, file, index);
        let program = self.exe.program();
        let outcome = self
            .exe
            .run_traced(&env, &mut |step| {
                written.record(program, step.instruction, &declared);
                on_step(step);
            })
            .map_err(|e| session::run_error_at(&self.exe, e))?;
        let outcome = crate::engines::Outcome::from_exec(&self.exe, &outcome);
        self.driver.check_outcome(&self.loaded, &outcome)?;
        Ok(session::report(
            self.driver,
            &self.loaded,
            &self.exe,
            &outcome,
            Some(&written),
        ))
    }

    /// Time `invocations` runs of the options' inputs on the options'
    /// engine ([`BenchResult::engine`] names it).
    pub fn bench(&self, invocations: u64) -> Result<BenchResult, Error> {
        self.bench_threads(invocations, 1)
    }

    /// [`Program::bench`] with the batches split over `threads` threads
    /// ([`shasm_engine::Threaded`]; 0 and 1 both mean the calling thread
    /// alone).
    pub fn bench_threads(&self, invocations: u64, threads: usize) -> Result<BenchResult, Error> {
        session::bench_prepared(
            self.driver,
            &self.loaded,
            &self.exe,
            &self.options,
            invocations,
            threads,
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
}

fn with_default_code(diagnostics: Vec<Diagnostic>, isa: Isa) -> Vec<Diagnostic> {
    diagnostics
        .into_iter()
        .map(|d| d.or_code(isa.default_code()))
        .collect()
}

/// The inputs of one run: registers and parameters set by the names the
/// program's language uses.
///
/// Each [`Program::inputs`] starts from the program's initial state (and
/// the [`Options`]' values); setting one `Inputs` changes no other, and
/// one `Inputs` serves any number of runs.
///
/// ```
/// let program = shasm::Program::from_text(
///     "add.tgsi",
///     "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL CONST[0]\n  0: ADD OUT[0], IN[0], CONST[0]\n  1: END\n",
/// )?;
/// let mut inputs = program.inputs()?;
/// inputs.set("CONST[0]", &[1.0, 1.0, 1.0, 0.0])?;
/// for x in [0.0, 1.5] {
///     inputs.set("IN[0]", &[x, 0.0, 0.0, 1.0])?;
///     let report = program.run_with(&inputs)?;
///     assert_eq!(report.outputs[0].floats(), [x + 1.0, 1.0, 1.0, 1.0]);
/// }
/// // Raw words and the command line's syntax.
/// inputs.set_words("IN[0]", &[0x3f80_0000])?;
/// inputs.assign("CONST[0]=0x40000000,0,0,0")?;
/// assert_eq!(program.run_with(&inputs)?.outputs[0].floats()[0], 3.0);
/// # Ok::<(), shasm::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Inputs<'p> {
    program: &'p Program,
    env: Env,
    /// ARB and NV_gpu_program4 programs: the GL state their `state.*`
    /// parameters read, which these inputs may change.
    gl: Option<shasm_gl::GlState>,
    /// NV vertex programs: the matrices and tracking these inputs changed
    /// ([`Inputs::load_matrix`], [`Inputs::track_matrix`]), the last per
    /// matrix and per register, applied after the options'.
    matrices: Vec<crate::options::MatrixValue>,
    tracks: Vec<crate::options::Track>,
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
    ///
    /// ARB and NV_gpu_program4 programs also take GL state here
    /// (`state.light[0].diffuse`, `state.matrix.modelview[0].row[0]`):
    /// the state changes for these inputs' runs, and every parameter bound
    /// to it follows, derived ones included (light products, `mvp`);
    /// the program is not reloaded.
    ///
    /// ```
    /// let program = shasm::Program::from_text(
    ///     "light.vp",
    ///     "!!ARBvp1.0
    ///      MOV result.color, state.lightprod[0].diffuse;
    ///      END",
    /// )?;
    /// let mut inputs = program.inputs()?;
    /// // GL's initial light 0 diffuse (1,1,1,1) times the initial material
    /// // diffuse (0.8,0.8,0.8,1).
    /// let color = |inputs: &shasm::Inputs<'_>| {
    ///     program.run_with(inputs).map(|r| r.find("result.color").unwrap().floats())
    /// };
    /// assert_eq!(color(&inputs)?, [0.8, 0.8, 0.8, 1.0]);
    /// inputs.set("state.light[0].diffuse", &[1.0, 0.0, 0.5, 1.0])?;
    /// assert_eq!(color(&inputs)?, [0.8, 0.0, 0.4, 1.0]);
    /// # Ok::<(), shasm::Error>(())
    /// ```
    pub fn set(&mut self, name: &str, values: &[f32]) -> Result<&mut Self, Error> {
        // The rule `--set` reads values by: registers that hold integers by
        // their declaration or binding refuse floats.
        if let Some(target) = self.program.resolve(name)
            && target.dimension == 0
            && session::value_mode(&self.program.loaded, target)
                == session::ValueMode::StrictInteger
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
        if let (Some(kind), Some(gl)) = (self.program.driver.gl_kind(), self.gl.as_mut())
            && self.program.driver.takes_set(name)
        {
            // GL state: change it, then every parameter bound to it, the
            // derived ones (light products, `mvp`, inverses) included.
            crate::arb::set_state(
                kind,
                &self.program.options.profile.arb(),
                gl,
                name.trim(),
                words,
            )?;
            crate::arb::fill_state(self.program.ir(), gl, &mut self.env)?;
            return Ok(self);
        }
        session::refuse_taken(self.program.driver, name)?;
        let target = self.program.resolve(name).ok_or_else(|| {
            driver::unknown_name_in(&self.program.loaded, &self.program.options, name)
        })?;
        session::write_words(&mut self.env, name, target, words)?;
        Ok(self)
    }

    /// Apply an assignment as `--set` spells it: `NAME=VALUES`, values
    /// decimal floats, `nan`, `inf`, `-inf` or raw words `0x3f800000`.
    pub fn assign(&mut self, text: &str) -> Result<&mut Self, Error> {
        if let Ok(a) = crate::values::parse_assignment(text)
            && self.gl.is_some()
            && self.program.driver.takes_set(&a.name)
        {
            let words = a
                .components
                .iter()
                .map(|c| crate::values::parse_component(c, false))
                .collect::<Result<Vec<u32>, _>>()
                .map_err(|source| Error::BadValue {
                    assignment: text.to_string(),
                    source,
                })?;
            return self.set_words(&a.name, &words);
        }
        session::apply_set(
            self.program.driver,
            &self.program.loaded,
            &self.program.options,
            &mut self.env,
            text,
        )?;
        Ok(self)
    }

    /// Bind a texture to texture image unit `unit` for the runs of these
    /// inputs (replacing what [`Options::textures`] or an earlier call
    /// bound there). The program must sample the unit, as the texture's
    /// target (a SHADOW target reads the texture of its base target).
    ///
    /// Errors: a unit the program does not sample, or samples as another
    /// target ([`Error::BadOption`]); an image that does not fit its
    /// target or sampler state that does not apply to it
    /// ([`Error::Texture`]).
    pub fn bind_texture(&mut self, unit: u32, texture: &Texture) -> Result<&mut Self, Error> {
        crate::textures::check_unit(self.program.ir(), unit, texture.target()).map_err(
            |reason| Error::bad_option("--texture", format!("{unit}:{}", texture.target()), reason),
        )?;
        let built = texture.build().map_err(|e| Error::Texture {
            unit,
            reason: match e {
                crate::textures::BuildError::Sampler { key, reason } => {
                    format!("sampler `{key}`: {reason}")
                }
                crate::textures::BuildError::Image(reason) => reason,
            },
        })?;
        crate::textures::bind(&mut self.env, unit, built.into_unit())?;
        Ok(self)
    }

    /// Load a GL matrix for these inputs' runs, as `--matrix` does for
    /// every run (LoadMatrixf, column-major): NV vertex programs' tracked
    /// parameters follow it (NV_vertex_program §2.14.7: tracking copies
    /// the matrix on every change), ARB and NV_gpu_program4 programs'
    /// `state.matrix.*` parameters too. The program is not reloaded.
    ///
    /// Errors: a matrix the program type does not have
    /// ([`Error::BadOption`], [`Error::GlState`]); a program of another
    /// language, or a position-invariant NV vertex program (its `o[HPOS]`
    /// is computed from the load's matrices) ([`Error::Unsupported`]).
    ///
    /// ```
    /// use shasm::options::{MatrixValue, Track};
    ///
    /// let program = shasm::Program::from_text(
    ///     "t.vp",
    ///     "!!VP1.0\nDP4 o[HPOS].x, c[0], v[OPOS];\nEND\n",
    /// )?;
    /// let mut inputs = program.inputs()?;
    /// inputs.set("v[OPOS]", &[1.0, 2.0, 3.0, 1.0])?;
    /// inputs.track_matrix(&"c[0]=MODELVIEW,IDENTITY".parse::<Track>()?)?;
    /// let x = |inputs: &shasm::Inputs<'_>| -> Result<f32, shasm::Error> {
    ///     Ok(program.run_with(inputs)?.find("o[HPOS]").unwrap().floats()[0])
    /// };
    /// // The identity: row 0 is (1, 0, 0, 0).
    /// assert_eq!(x(&inputs)?, 1.0);
    /// // A translation by 10 in x (column-major: the last column first in
    /// // the fourth group of four).
    /// let m: MatrixValue = "MODELVIEW=1,0,0,0,0,1,0,0,0,0,1,0,10,0,0,1".parse()?;
    /// inputs.load_matrix(&m)?;
    /// assert_eq!(x(&inputs)?, 11.0);
    /// # Ok::<(), shasm::Error>(())
    /// ```
    pub fn load_matrix(
        &mut self,
        matrix: &crate::options::MatrixValue,
    ) -> Result<&mut Self, Error> {
        if let Some(gl) = self.gl.as_mut() {
            gl.set_matrix(matrix.matrix, matrix.columns)
                .map_err(|source| Error::GlState {
                    name: crate::options::matrix_name(matrix.matrix),
                    source,
                })?;
            crate::arb::fill_state(self.program.ir(), gl, &mut self.env)?;
            return Ok(self);
        }
        let mut matrices = self.matrices.clone();
        matrices.retain(|m| m.matrix != matrix.matrix);
        matrices.push(*matrix);
        self.retrack(matrices, self.tracks.clone())?;
        Ok(self)
    }

    /// NV vertex programs: track a matrix into four program parameters for
    /// these inputs' runs (TrackMatrixNV, NV_vertex_program §2.14.7), as
    /// `--track` does for every run; [`crate::options::TrackedMatrix::None`]
    /// stops tracking (the parameters keep their values). See
    /// [`Inputs::load_matrix`] for an example.
    ///
    /// Errors: an address that is not a multiple of 4 inside the parameter
    /// file, a matrix GL does not have ([`Error::BadOption`]); a program of
    /// another language or a position-invariant one
    /// ([`Error::Unsupported`]).
    pub fn track_matrix(&mut self, track: &crate::options::Track) -> Result<&mut Self, Error> {
        let mut tracks = self.tracks.clone();
        tracks.retain(|t| t.register != track.register);
        tracks.push(*track);
        self.retrack(self.matrices.clone(), tracks)?;
        Ok(self)
    }

    /// Rebuild the NV GL state: the options' matrices and tracking, then
    /// these; write the tracked parameters; keep the lists.
    fn retrack(
        &mut self,
        matrices: Vec<crate::options::MatrixValue>,
        tracks: Vec<crate::options::Track>,
    ) -> Result<(), Error> {
        let crate::driver::Kind::NvVertex(state) = &self.program.loaded.kind else {
            return Err(Error::Unsupported {
                operation: "tracked matrices",
                what: format!("a {} program", self.program.isa().name()),
            });
        };
        if state.program.position_invariant {
            return Err(Error::Unsupported {
                operation: "per-run matrices",
                what: "a position-invariant program (its o[HPOS] follows the load's matrices: give them in Options::matrices)".into(),
            });
        }
        let options = &self.program.options;
        let mut gl = shasm_gl::Context::new();
        for m in options.matrices.iter().chain(&matrices) {
            crate::nv_vp::load_matrix(&mut gl, m)?;
        }
        for t in options.tracks.iter().chain(&tracks) {
            crate::nv_vp::track(&mut gl, t)?;
        }
        crate::nv_vp::write_tracked(&gl, &mut self.env)?;
        self.matrices = matrices;
        self.tracks = tracks;
        Ok(())
    }

    /// The interpreter's environment these inputs make.
    pub fn env(&self) -> &Env {
        &self.env
    }
}

/// The program's own name of `file[index]` in its interface: a declared
/// or bound name (`vertex.position`, an ARB variable, `v[OPOS]`), an
/// element of a named range as `name[k]`.
fn register_name(interface: &crate::Interface, file: shasm_ir::File, index: u32) -> Option<String> {
    interface
        .inputs
        .iter()
        .chain(&interface.outputs)
        .chain(&interface.uniforms)
        .filter(|v| v.dimension.is_none_or(|d| d == 0))
        .find(|v| v.file == file && (v.index..v.index.saturating_add(v.size)).contains(&index))
        .and_then(|v| match v.size {
            1 => Some(v.name.clone()),
            // A range named after its first register has no name of its
            // own for the others.
            _ if v.name == v.register => None,
            _ => Some(format!(
                "{}[{}]",
                v.name,
                v.indices().start + index - v.index
            )),
        })
}
