//! The options of the program commands, in the groups each command uses:
//! [`LoadArgs`] (how a file is read and checked: every command that loads
//! a program) and [`RunArgs`] (the inputs, textures and GL state of a run:
//! `run`, `trace`, `bench`). `--help` of a command lists only its groups.

/// How a program is loaded: the options of `check`, `fmt`, `translate`,
/// `cfg`, and of the commands that run a program.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct LoadArgs {
    /// The source language, when the header, magic or extension does not
    /// tell: tgsi, arbvp1.0, arbfp1.0, nvvp4.0, nvfp4.0, nvgp4.0, nv-fp,
    /// nv-vp or pica (case does not matter).
    #[arg(long, value_name = "NAME")]
    pub isa: Option<String>,
    /// ARB programs: the implementation profile whose limits the program
    /// is checked against: default (what common drivers accepted), minimum
    /// (the specs' minimums) or geforce6.
    #[arg(long, value_name = "NAME")]
    pub profile: Option<String>,
    /// PICA200: the entry point: a DVLE number, `vertex` or `geometry`
    /// (the first of that type), or a source's entry procedure. A `.vfp`
    /// file: `vertex` (the default) or `fragment`.
    #[arg(long, value_name = "NAME")]
    pub entry: Option<String>,
    /// PICA200 arithmetic: f24 (the hardware's float24, the default) or f32
    /// (plain binary32, as today's emulators compute).
    #[arg(long = "float-model", value_name = "MODEL")]
    pub float_model: Option<String>,
}

/// The inputs, textures and GL state of a run: the options of `run`,
/// `trace` and `bench`.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct RunArgs {
    /// Set a register or parameter before the run: NAME=VALUES, 1 to 4
    /// comma-separated components (decimal floats, nan, inf, -inf, or raw
    /// words like 0x3f800000; integers in integer registers). More than 4
    /// components fill the following registers (matrix rows).
    #[arg(long = "set", value_name = "NAME=VALUES")]
    pub sets: Vec<String>,
    /// Read more `--set` assignments from FILE, one `NAME=VALUES` per line
    /// (blank lines and lines starting with `#` are ignored). They apply
    /// before the `--set` options. A line `[vertex K]` makes the lines after
    /// it set `vertex[K].NAME` (geometry programs) until the next section
    /// header, `[all]` or another `[vertex K]`. Lines `texture
    /// UNIT:TARGET=FILE` and `sampler UNIT:KEY=VALUE` bind textures as
    /// --texture and --sampler do (FILE relative to the inputs file's
    /// folder).
    #[arg(long, value_name = "FILE")]
    pub inputs: Option<std::path::PathBuf>,
    /// Geometry programs: set an attribute of input vertex K:
    /// K:NAME=VALUES, the same as `--set vertex[K].NAME=VALUES` (e.g.
    /// `--vertex 1:position=1,2,3,1`). Applied after the inputs file and
    /// before the `--set` options.
    #[arg(long = "vertex", value_name = "K:NAME=VALUES")]
    pub vertices: Vec<String>,
    /// Executed-instruction budget (overrides the ISA's).
    #[arg(long, value_name = "N")]
    pub budget: Option<u64>,
    /// Bind a PNG image to a texture image unit: UNIT:TARGET=FILE.png,
    /// e.g. `0:2D=normal.png`. TARGET is 1D, 2D, 3D, CUBE, RECT, ARRAY1D,
    /// ARRAY2D or BUFFER and must be the target the program samples the
    /// unit as (a SHADOW target reads the texture of its base target). 1D
    /// takes a one-row image, 3D square slices stacked vertically (or
    /// `depth=N` slices), CUBE six square faces side by side (+X, -X, +Y,
    /// -Y, +Z, -Z), ARRAY1D one layer per row, ARRAY2D layers stacked
    /// vertically, BUFFER one texel per pixel. Texture state: --sampler.
    #[arg(long = "texture", value_name = "UNIT:TARGET=FILE")]
    pub textures: Vec<String>,
    /// Texture state of a unit bound with --texture: UNIT:KEY=VALUE, one
    /// key per option. Keys: filter, min, mag (nearest, linear,
    /// nearest-mipmap-nearest, linear-mipmap-nearest,
    /// nearest-mipmap-linear, linear-mipmap-linear), wrap, wrap-s, wrap-t,
    /// wrap-r (repeat, clamp-to-edge, mirrored-repeat, clamp-to-border),
    /// border=R,G,B,A, mipmaps=on|off (generate the levels), lod-bias,
    /// min-lod, max-lod, format (rgba, rgb, luminance, luminance-alpha,
    /// intensity, alpha, depth, rgba8ui, rgba8i), depth-mode (luminance,
    /// intensity, alpha), compare (none, never, less, equal, lequal,
    /// greater, notequal, gequal, always), depth=N (slices of a 3D image).
    /// See docs/cli.md.
    #[arg(long = "sampler", value_name = "UNIT:KEY=VALUE")]
    pub samplers: Vec<String>,
    /// Run a 2x2 quad of fragments in lock step, so that DDX/DDY and
    /// texture LOD see the neighbours. `--set NAME@K=VALUES` sets pixel K
    /// only (0 = (x, y), 1 = (x+1, y), 2 = (x, y+1), 3 = (x+1, y+1), window
    /// y up); a plain `--set` sets all four. The report lists the four
    /// pixels under `pixels`.
    #[arg(long)]
    pub quad: bool,
    /// NV vertex programs: track a matrix into four program parameters
    /// (TrackMatrixNV): `c[N]=MATRIX,TRANSFORM`, N a multiple of 4, MATRIX
    /// one of MVP, MODELVIEW, PROJECTION, TEXTURE, TEXTUREi, MATRIXi, NONE,
    /// TRANSFORM one of IDENTITY (the default), INVERSE, TRANSPOSE,
    /// INVERSE_TRANSPOSE.
    #[arg(long = "track", value_name = "c[N]=MATRIX,TRANSFORM")]
    pub tracks: Vec<String>,
    /// NV vertex and ARB programs: load a GL matrix: `NAME=16 values` in
    /// OpenGL's column-major order (as LoadMatrixf takes them), NAME one of
    /// MODELVIEW, PROJECTION, TEXTUREi, MATRIXi. Matrices start as
    /// identity.
    #[arg(long = "matrix", value_name = "NAME=VALUES")]
    pub matrices: Vec<String>,
    /// Fragment programs with OPTION ARB_fragment_coord_origin_upper_left:
    /// the window's height in pixels. The fragment position is set in GL's
    /// window coordinates (lower-left origin, pixel centres at .5); the
    /// program sees it in the convention its options ask for.
    #[arg(long = "window-height", value_name = "H", value_parser = clap::value_parser!(u32).range(1..))]
    pub window_height: Option<u32>,
    /// The engine that runs the program: interp (the reference
    /// interpreter, the default), lanes (the SIMD lane engine) or jit
    /// (the Cranelift JIT), where built in. `trace` takes interp only: traces come from the
    /// reference interpreter.
    #[arg(long, value_name = "ENGINE", value_parser = parse_engine)]
    pub engine: Option<shasm::EngineKind>,
}

/// An `--engine` name.
fn parse_engine(name: &str) -> Result<shasm::EngineKind, String> {
    name.parse::<shasm::EngineKind>().map_err(|e| {
        let known: Vec<&str> = shasm::EngineKind::NAMED.iter().map(|k| k.name()).collect();
        format!("{e}{}", suggestion(name, &known))
    })
}

/// `; did you mean `NAME`?` for a misspelt value of a named setting, where
/// one known name is close enough ([`shasm_diag::did_you_mean`]).
fn suggestion(given: &str, known: &[&str]) -> String {
    shasm_diag::did_you_mean(given, known.iter().copied())
        .map(|s| format!("; {s}"))
        .unwrap_or_default()
}

/// Every option of the program commands, as one value: what a command
/// hands the library (each field maps onto the field of the same name of
/// [`shasm::Options`]) and what spec-test `run:` lines take. Commands that
/// do not run a program leave the run fields empty.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub isa: Option<String>,
    pub sets: Vec<String>,
    pub inputs: Option<std::path::PathBuf>,
    pub vertices: Vec<String>,
    pub budget: Option<u64>,
    pub textures: Vec<String>,
    pub samplers: Vec<String>,
    pub quad: bool,
    pub tracks: Vec<String>,
    pub matrices: Vec<String>,
    pub entry: Option<String>,
    pub float_model: Option<String>,
    pub profile: Option<String>,
    pub window_height: Option<u32>,
    pub engine: Option<shasm::EngineKind>,
}

impl Options {
    /// The options of a command that only loads a program.
    pub fn load(load: &LoadArgs) -> Options {
        Options::new(load, &RunArgs::default())
    }

    /// The options of a command that loads and runs a program.
    pub fn new(load: &LoadArgs, run: &RunArgs) -> Options {
        Options {
            isa: load.isa.clone(),
            sets: run.sets.clone(),
            inputs: run.inputs.clone(),
            vertices: run.vertices.clone(),
            budget: run.budget,
            textures: run.textures.clone(),
            samplers: run.samplers.clone(),
            quad: run.quad,
            tracks: run.tracks.clone(),
            matrices: run.matrices.clone(),
            entry: load.entry.clone(),
            float_model: load.float_model.clone(),
            profile: load.profile.clone(),
            window_height: run.window_height,
            engine: run.engine,
        }
    }

    /// The library's options these arguments describe.
    ///
    /// Errors: a name that is not an ISA, float model or profile, a
    /// malformed `--set`, `--vertex`, `--texture`, `--sampler`, `--track`
    /// or `--matrix` (the
    /// messages the library's own options gave when they were strings).
    pub fn to_library(&self) -> Result<shasm::Options, shasm::Error> {
        let isa = match self.isa.as_deref() {
            None => None,
            Some(name) => {
                Some(
                    name.parse::<shasm::Isa>()
                        .map_err(|e| shasm::Error::BadOption {
                            option: "--isa",
                            value: name.to_string(),
                            reason: format!(
                                "unknown ISA (known: {}){}",
                                e.known.join(", "),
                                suggestion(name, &e.known)
                            ),
                        })?,
                )
            }
        };
        let float_model = match self.float_model.as_deref() {
            None => shasm::FloatModel::default(),
            Some(name) => {
                name.parse()
                    .map_err(|e: shasm::ParseNameError| shasm::Error::BadOption {
                        option: "--float-model",
                        value: name.to_string(),
                        reason: format!(
                            "unknown float model (known: {}){}",
                            e.known.join(", "),
                            suggestion(name, &e.known)
                        ),
                    })?
            }
        };
        let profile = match self.profile.as_deref() {
            None => shasm::Profile::default(),
            Some(name) => {
                name.parse()
                    .map_err(|e: shasm::ParseNameError| shasm::Error::BadOption {
                        option: "--profile",
                        value: name.to_string(),
                        reason: format!(
                            "unknown profile `{name}`: one of {}{}",
                            e.known.join(", "),
                            suggestion(name, &e.known)
                        ),
                    })?
            }
        };
        Ok(shasm::Options {
            isa,
            sets: self
                .sets
                .iter()
                .map(|s| s.parse())
                .collect::<Result<_, _>>()?,
            inputs: self.inputs.clone(),
            vertices: self
                .vertices
                .iter()
                .map(|v| v.parse())
                .collect::<Result<_, _>>()?,
            budget: self.budget,
            textures: shasm::textures::parse_texture_options(&self.textures, &self.samplers)?,
            quad: self.quad,
            tracks: self
                .tracks
                .iter()
                .map(|t| t.parse())
                .collect::<Result<_, _>>()?,
            matrices: self
                .matrices
                .iter()
                .map(|m| m.parse())
                .collect::<Result<_, _>>()?,
            entry: self.entry.as_deref().map(|e| match e.parse() {
                Ok(entry) => entry,
                Err(never) => match never {},
            }),
            float_model,
            profile,
            window_height: self.window_height,
            engine: self.engine.unwrap_or_default(),
        })
    }

    /// Parse options from argument words (spec-test `run:` lines): both
    /// groups, as `shasm run` takes them.
    pub fn from_args<I: IntoIterator<Item = String>>(args: I) -> Result<Options, String> {
        use clap::Parser;
        #[derive(clap::Parser)]
        #[command(no_binary_name = true)]
        struct Wrapper {
            #[command(flatten)]
            load: LoadArgs,
            #[command(flatten)]
            run: RunArgs,
        }
        Wrapper::try_parse_from(args)
            .map(|w| Options::new(&w.load, &w.run))
            .map_err(|e| e.to_string())
    }
}
