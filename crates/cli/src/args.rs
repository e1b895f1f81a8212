//! The options every program command takes.

/// Options shared by `check`, `run`, `fmt`, `translate`, `trace` and
/// `bench` (they are also what spec-test `run:` lines take). Each maps onto
/// the field of the same name of [`shasm::Options`].
#[derive(clap::Args, Clone, Debug, Default)]
pub struct Options {
    /// The source language, when the header, magic or extension does not
    /// tell: tgsi, nv-vp, nv-fp, pica.
    #[arg(long, value_name = "NAME")]
    pub isa: Option<String>,
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
    /// header, `[all]` or another `[vertex K]`.
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
    /// e.g. `0:2D=normal.png`. TARGET is 1D, 2D, 3D, CUBE or RECT and must
    /// be the target the program samples the unit as. 1D takes a one-row
    /// image, 3D square slices stacked vertically, CUBE six square faces side
    /// by side (+X, -X, +Y, -Y, +Z, -Z). Texture state: --sampler.
    #[arg(long = "texture", value_name = "UNIT:TARGET=FILE")]
    pub textures: Vec<String>,
    /// Texture state of a unit bound with --texture: UNIT:KEY=VALUE, one
    /// key per option. Keys: filter, min, mag (nearest, linear,
    /// nearest-mipmap-nearest, linear-mipmap-nearest,
    /// nearest-mipmap-linear, linear-mipmap-linear), wrap, wrap-s, wrap-t,
    /// wrap-r (repeat, clamp-to-edge, mirrored-repeat, clamp-to-border),
    /// border=R,G,B,A, mipmaps=on|off (generate the levels), lod-bias,
    /// min-lod, max-lod, format (rgba, rgb, luminance, luminance-alpha,
    /// intensity, alpha, depth), depth-mode (luminance, intensity, alpha),
    /// compare (none, never, less, equal, lequal, greater, notequal,
    /// gequal, always), depth=N (slices of a 3D image). See docs/cli.md.
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
    /// NV vertex programs: load a GL matrix: `NAME=16 values` in OpenGL's
    /// column-major order (as LoadMatrixf takes them), NAME one of
    /// MODELVIEW, PROJECTION, TEXTUREi, MATRIXi. Matrices start as identity.
    #[arg(long = "matrix", value_name = "NAME=VALUES")]
    pub matrices: Vec<String>,
    /// PICA200: the entry point to run: a DVLE number, `vertex` or
    /// `geometry` (the first of that type), or a source's entry procedure.
    #[arg(long, value_name = "NAME")]
    pub entry: Option<String>,
    /// PICA200 arithmetic: f24 (the hardware's float24, the default) or f32
    /// (plain binary32, as today's emulators compute).
    #[arg(long = "float-model", value_name = "MODEL")]
    pub float_model: Option<String>,
    /// ARB programs: the implementation profile whose limits the program
    /// is checked against: default (what common drivers accepted), minimum
    /// (the specs' minimums) or geforce6.
    #[arg(long, value_name = "NAME")]
    pub profile: Option<String>,
    /// Fragment programs with OPTION ARB_fragment_coord_origin_upper_left:
    /// the window's height in pixels. The fragment position is set in GL's
    /// window coordinates (lower-left origin, pixel centres at .5); the
    /// program sees it in the convention its options ask for.
    #[arg(long = "window-height", value_name = "H", value_parser = clap::value_parser!(u32).range(1..))]
    pub window_height: Option<u32>,
}

impl Options {
    /// The library's options these arguments describe.
    ///
    /// Errors: a name that is not an ISA, float model or profile, a
    /// malformed `--texture` or `--sampler` (the messages the library's
    /// own options gave when they were strings).
    pub fn to_library(&self) -> Result<shasm::Options, shasm::Error> {
        let isa = self
            .isa
            .as_deref()
            .map(str::parse::<shasm::Isa>)
            .transpose()?;
        let float_model = match self.float_model.as_deref() {
            None => shasm::FloatModel::default(),
            Some(name) => {
                name.parse()
                    .map_err(|e: shasm::ParseNameError| shasm::Error::BadOption {
                        option: "--float-model",
                        value: name.to_string(),
                        reason: format!("unknown float model (known: {})", e.known.join(", ")),
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
                        reason: format!("unknown profile `{name}`: one of {}", e.known.join(", ")),
                    })?
            }
        };
        Ok(shasm::Options {
            isa,
            sets: self.sets.clone(),
            inputs: self.inputs.clone(),
            vertices: self.vertices.clone(),
            budget: self.budget,
            textures: shasm::textures::parse_texture_options(&self.textures, &self.samplers)?,
            quad: self.quad,
            tracks: self.tracks.clone(),
            matrices: self.matrices.clone(),
            entry: self.entry.as_deref().map(|e| match e.parse() {
                Ok(entry) => entry,
                Err(never) => match never {},
            }),
            float_model,
            profile,
            window_height: self.window_height,
        })
    }

    /// Parse options from argument words (spec-test `run:` lines).
    pub fn from_args<I: IntoIterator<Item = String>>(args: I) -> Result<Options, String> {
        use clap::Parser;
        #[derive(clap::Parser)]
        #[command(no_binary_name = true)]
        struct Wrapper {
            #[command(flatten)]
            options: Options,
        }
        Wrapper::try_parse_from(args)
            .map(|w| w.options)
            .map_err(|e| e.to_string())
    }
}
