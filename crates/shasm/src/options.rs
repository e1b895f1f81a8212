//! The typed settings of [`Options`](crate::Options) and of textures: the
//! float model, the ARB implementation profile, texture targets and
//! sampler state. Each named value parses from the command line's
//! spelling ([`std::str::FromStr`], case-insensitive) and prints it back
//! ([`std::fmt::Display`]); a name that is not one of them is a
//! [`ParseNameError`] listing the valid names.
//!
//! ```
//! use shasm::options::{Filter, FloatModel, TextureTarget};
//!
//! assert_eq!("f32".parse::<FloatModel>()?, FloatModel::F32);
//! assert_eq!("cube".parse::<TextureTarget>()?, TextureTarget::Cube);
//! assert_eq!(Filter::LinearMipmapLinear.to_string(), "linear-mipmap-linear");
//! let error = "f16".parse::<FloatModel>().unwrap_err();
//! assert_eq!(error.to_string(), "unknown float model `f16` (known: f24, f32)");
//! # Ok::<(), shasm::options::ParseNameError>(())
//! ```

use std::fmt;
use std::str::FromStr;

use shasm_exec::named_enum;
/// A name that is not one of the values of a setting (the interpreter's
/// type: the sampler enums below are its own).
pub use shasm_exec::texture::ParseNameError;
/// The interpreter's sampler enums, defined once there: a texture filter
/// (GL's TEXTURE_MIN_FILTER / TEXTURE_MAG_FILTER values), a wrap mode,
/// ARB_shadow's comparison function and ARB_depth_texture's
/// DEPTH_TEXTURE_MODE.
pub use shasm_exec::texture::{CompareFunc, DepthMode, Filter, Wrap};

named_enum! {
    /// PICA200 arithmetic (`--float-model`).
    #[derive(Default)]
    FloatModel, "float model" {
        /// The hardware's float24 (1.7.16), as the shader unit computes:
        /// the default.
        #[default]
        F24 = "f24",
        /// Plain binary32, as today's emulators compute.
        F32 = "f32",
    }
}

named_enum! {
    /// The ARB implementation profile whose limits a program is checked
    /// against and whose GL state (lights, units, matrices) its runs see
    /// (`--profile`).
    #[derive(Default)]
    Profile, "profile" {
        /// What common drivers accepted: the default.
        #[default]
        Default = "default",
        /// The specs' minimum limits.
        Minimum = "minimum",
        /// An NV40-class GPU's limits.
        Geforce6 = "geforce6",
    }
}

impl Profile {
    /// The ARB front end's profile of this name.
    pub(crate) fn arb(self) -> shasm_arb::Profile {
        shasm_arb::Profile::named(self.name()).unwrap_or_default()
    }
}

named_enum! {
    /// The target a texture image unit is bound as: the target the program
    /// samples the unit as (a SHADOW target reads the texture of its base
    /// target).
    TextureTarget, "texture target" {
        /// One row of texels.
        Tex1D = "1D",
        /// A 2D image, normalised coordinates.
        Tex2D = "2D",
        /// Square slices stacked vertically.
        Tex3D = "3D",
        /// Six square faces side by side (+X, -X, +Y, -Y, +Z, -Z).
        Cube = "CUBE",
        /// NV_texture_rectangle: unnormalised coordinates, no mipmaps.
        Rect = "RECT",
        /// EXT_texture_array: one layer a row.
        Array1D = "ARRAY1D",
        /// EXT_texture_array: square layers stacked vertically.
        Array2D = "ARRAY2D",
        /// EXT_texture_buffer_object: every texel in row order.
        Buffer = "BUFFER",
    }
}

impl TextureTarget {
    /// The IR's target.
    pub fn ir(self) -> shasm_ir::TexTarget {
        use shasm_ir::TexTarget as T;
        match self {
            TextureTarget::Tex1D => T::Tex1D,
            TextureTarget::Tex2D => T::Tex2D,
            TextureTarget::Tex3D => T::Tex3D,
            TextureTarget::Cube => T::Cube,
            TextureTarget::Rect => T::Rect,
            TextureTarget::Array1D => T::Array1D,
            TextureTarget::Array2D => T::Array2D,
            TextureTarget::Buffer => T::Buffer,
        }
    }

    /// The target of the texture an IR target samples (a SHADOW target's
    /// base target).
    pub fn of(target: shasm_ir::TexTarget) -> TextureTarget {
        use shasm_ir::TexTarget as T;
        match target.texture() {
            T::Tex1D => TextureTarget::Tex1D,
            T::Tex3D => TextureTarget::Tex3D,
            T::Cube => TextureTarget::Cube,
            T::Rect => TextureTarget::Rect,
            T::Array1D => TextureTarget::Array1D,
            T::Array2D => TextureTarget::Array2D,
            T::Buffer => TextureTarget::Buffer,
            _ => TextureTarget::Tex2D,
        }
    }

    /// Parse a target as `--texture` takes it: the names of
    /// [`TextureTarget::ALL`], or the IR's spellings `1D_ARRAY` and
    /// `2D_ARRAY` (SHADOW targets are refused: they read the texture of
    /// their base target).
    pub(crate) fn parse_any(text: &str) -> Option<TextureTarget> {
        if let Ok(t) = text.parse::<TextureTarget>() {
            return Some(t);
        }
        shasm_ir::TexTarget::from_name(text.trim())
            .filter(|t| !t.is_shadow())
            .map(TextureTarget::of)
    }
}

/// ARB_shadow's depth comparison (TEXTURE_COMPARE_MODE
/// COMPARE_R_TO_TEXTURE with a [`CompareFunc`]), or `none` (the depth
/// itself is returned). Its names are `none` and those of
/// [`CompareFunc`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Compare {
    /// TEXTURE_COMPARE_MODE NONE: no comparison.
    None,
    /// Compare with this function.
    Func(CompareFunc),
}

impl Compare {
    /// The name the command line uses.
    pub fn name(self) -> &'static str {
        match self {
            Compare::None => "none",
            Compare::Func(f) => f.name(),
        }
    }

    pub(crate) fn exec(self) -> Option<CompareFunc> {
        match self {
            Compare::None => None,
            Compare::Func(f) => Some(f),
        }
    }
}

impl From<CompareFunc> for Compare {
    fn from(f: CompareFunc) -> Compare {
        Compare::Func(f)
    }
}

impl FromStr for Compare {
    type Err = ParseNameError;

    fn from_str(text: &str) -> Result<Compare, ParseNameError> {
        if text.trim().eq_ignore_ascii_case("none") {
            return Ok(Compare::None);
        }
        text.parse::<CompareFunc>()
            .map(Compare::Func)
            .map_err(|mut e| {
                e.what = "compare function";
                e.known.insert(0, "none");
                e
            })
    }
}

impl fmt::Display for Compare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

named_enum! {
    /// A texture's internal format: a base format whose components the
    /// texels' channels feed, or an EXT_texture_integer format that keeps
    /// the bytes as integers.
    TextureFormat, "texture format" {
        /// RGBA.
        Rgba = "rgba",
        /// RGB (alpha reads 1).
        Rgb = "rgb",
        /// LUMINANCE (red read as L: (L, L, L, 1)).
        Luminance = "luminance",
        /// LUMINANCE_ALPHA.
        LuminanceAlpha = "luminance-alpha",
        /// INTENSITY (I, I, I, I).
        Intensity = "intensity",
        /// ALPHA (0, 0, 0, A).
        Alpha = "alpha",
        /// DEPTH_COMPONENT: red is the depth (see [`DepthMode`]).
        Depth = "depth",
        /// RGBA8UI: unsigned integer texels (the bytes).
        Rgba8ui = "rgba8ui",
        /// RGBA8I: signed integer texels (the bytes, two's complement).
        Rgba8i = "rgba8i",
    }
}

impl TextureFormat {
    /// The base format and texel type of the interpreter's texture.
    pub(crate) fn exec(
        self,
        depth_mode: DepthMode,
    ) -> (
        shasm_exec::texture::BaseFormat,
        Option<shasm_exec::texture::TexelType>,
    ) {
        use shasm_exec::texture::{BaseFormat as B, TexelType as T};
        match self {
            TextureFormat::Rgba => (B::Rgba, None),
            TextureFormat::Rgb => (B::Rgb, None),
            TextureFormat::Luminance => (B::Luminance, None),
            TextureFormat::LuminanceAlpha => (B::LuminanceAlpha, None),
            TextureFormat::Intensity => (B::Intensity, None),
            TextureFormat::Alpha => (B::Alpha, None),
            TextureFormat::Depth => (B::Depth(depth_mode), None),
            TextureFormat::Rgba8ui => (B::Rgba, Some(T::Unsigned)),
            TextureFormat::Rgba8i => (B::Rgba, Some(T::Signed)),
        }
    }

    /// Whether texels are integers (EXT_texture_integer).
    pub fn is_integer(self) -> bool {
        matches!(self, TextureFormat::Rgba8ui | TextureFormat::Rgba8i)
    }
}

/// The state of a texture object: what is not given keeps GL's initial
/// value (LINEAR filtering, REPEAT wrapping, no mipmaps, no comparison;
/// nearest filtering for integer formats, the only complete choice).
///
/// ```
/// use shasm::options::{Filter, Sampler, Wrap};
///
/// let sampler = Sampler {
///     filter: Some(Filter::Nearest),
///     wrap: [Some(Wrap::ClampToEdge); 3],
///     ..Sampler::default()
/// };
/// assert!(!sampler.mipmaps);
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sampler {
    /// Both filters (the mipmap form of the same filter for minification
    /// when [`Sampler::mipmaps`] is set): nearest or linear.
    pub filter: Option<Filter>,
    /// The minification filter (overrides `filter`).
    pub min: Option<Filter>,
    /// The magnification filter, nearest or linear (overrides `filter`).
    pub mag: Option<Filter>,
    /// Wrap modes of s, t and r.
    pub wrap: [Option<Wrap>; 3],
    /// TEXTURE_BORDER_COLOR.
    pub border: Option<[f32; 4]>,
    /// Generate the mipmap levels (not for RECT or BUFFER textures).
    pub mipmaps: bool,
    /// TEXTURE_LOD_BIAS.
    pub lod_bias: Option<f32>,
    /// TEXTURE_MIN_LOD.
    pub min_lod: Option<f32>,
    /// TEXTURE_MAX_LOD.
    pub max_lod: Option<f32>,
    /// The internal format (by default RGBA for images with alpha, else
    /// RGB).
    pub format: Option<TextureFormat>,
    /// DEPTH_TEXTURE_MODE, for `format: Some(Depth)`.
    pub depth_mode: Option<DepthMode>,
    /// ARB_shadow comparison, for depth textures.
    pub compare: Option<Compare>,
    /// Slices of a 3D (layers of an ARRAY2D) image stacked vertically; by
    /// default the image holds square slices.
    pub depth: Option<u32>,
}

impl Sampler {
    /// The `--sampler` keys this state sets, in the order docs/cli.md lists
    /// them.
    pub fn keys(&self) -> Vec<&'static str> {
        let mut keys = Vec::new();
        let mut key = |given: bool, name| {
            if given {
                keys.push(name);
            }
        };
        key(self.filter.is_some(), "filter");
        key(self.min.is_some(), "min");
        key(self.mag.is_some(), "mag");
        key(self.wrap[0].is_some(), "wrap-s");
        key(self.wrap[1].is_some(), "wrap-t");
        key(self.wrap[2].is_some(), "wrap-r");
        key(self.border.is_some(), "border");
        key(self.mipmaps, "mipmaps");
        key(self.lod_bias.is_some(), "lod-bias");
        key(self.min_lod.is_some(), "min-lod");
        key(self.max_lod.is_some(), "max-lod");
        key(self.format.is_some(), "format");
        key(self.depth_mode.is_some(), "depth-mode");
        key(self.compare.is_some(), "compare");
        key(self.depth.is_some(), "depth");
        keys
    }
}

/// PICA200: the entry point (DVLE) to run (`--entry`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// The DVLE of this number.
    Index(usize),
    /// The first vertex shader.
    Vertex,
    /// The first geometry shader.
    Geometry,
    /// The DVLE whose entry is this procedure of the picasso source.
    Procedure(String),
}

impl FromStr for Entry {
    type Err = std::convert::Infallible;

    /// A number, `vertex`, `geometry`, or a procedure name.
    fn from_str(text: &str) -> Result<Entry, Self::Err> {
        Ok(match text {
            "vertex" => Entry::Vertex,
            "geometry" => Entry::Geometry,
            _ => match text.parse::<usize>() {
                Ok(k) => Entry::Index(k),
                Err(_) => Entry::Procedure(text.to_string()),
            },
        })
    }
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entry::Index(k) => write!(f, "{k}"),
            Entry::Vertex => f.write_str("vertex"),
            Entry::Geometry => f.write_str("geometry"),
            Entry::Procedure(name) => f.write_str(name),
        }
    }
}

/// GL's matrix names ([`MatrixValue::matrix`]): modelview (with its
/// vertex-blending index), projection, texture unit, program matrix, ...
pub use shasm_gl::state::Matrix;
/// TrackMatrixNV's `matrix` and `transform` arguments ([`Track`]).
pub use shasm_gl::{MatrixTransform, TrackedMatrix};

/// NV vertex programs: track a GL matrix into four program parameters
/// (TrackMatrixNV, NV_vertex_program §2.14.7): `c[register]` to
/// `c[register + 3]` follow the matrix's rows, transformed.
///
/// It parses from `--track`'s `c[N]=MATRIX,TRANSFORM` (MATRIX one of MVP,
/// MODELVIEW, PROJECTION, TEXTURE, TEXTUREi, MATRIXi, NONE; TRANSFORM one
/// of IDENTITY, the default, INVERSE, TRANSPOSE, INVERSE_TRANSPOSE) and
/// prints back in that form. The address must be a multiple of 4 below
/// the parameter count, which the program's load checks (INVALID_VALUE).
///
/// ```
/// use shasm::options::{MatrixTransform, Track, TrackedMatrix};
///
/// let track: Track = "c[4]=MVP,INVERSE".parse()?;
/// assert_eq!(
///     track,
///     Track {
///         register: 4,
///         matrix: TrackedMatrix::ModelviewProjection,
///         transform: MatrixTransform::Inverse,
///     }
/// );
/// assert_eq!(track.to_string(), "c[4]=MVP,INVERSE");
/// # Ok::<(), shasm::Error>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Track {
    /// The first of the four parameters, `N` of `c[N]`.
    pub register: u32,
    /// The matrix tracked ([`TrackedMatrix::None`] stops tracking).
    pub matrix: TrackedMatrix,
    /// How its rows are transformed.
    pub transform: MatrixTransform,
}

/// The command line's name of a tracked matrix.
fn tracked_matrix_name(m: TrackedMatrix) -> String {
    match m {
        TrackedMatrix::None => "NONE".into(),
        TrackedMatrix::Modelview => "MODELVIEW".into(),
        TrackedMatrix::Projection => "PROJECTION".into(),
        TrackedMatrix::Texture => "TEXTURE".into(),
        TrackedMatrix::TextureUnit(i) => format!("TEXTURE{i}"),
        TrackedMatrix::Color => "COLOR".into(),
        TrackedMatrix::ModelviewProjection => "MVP".into(),
        TrackedMatrix::Program(i) => format!("MATRIX{i}"),
    }
}

fn parse_tracked_matrix(name: &str) -> Option<TrackedMatrix> {
    let numbered = |prefix: &str| name.strip_prefix(prefix)?.parse::<u32>().ok();
    Some(match name {
        "NONE" => TrackedMatrix::None,
        "MVP" | "MODELVIEW_PROJECTION" => TrackedMatrix::ModelviewProjection,
        "MODELVIEW" => TrackedMatrix::Modelview,
        "PROJECTION" => TrackedMatrix::Projection,
        "TEXTURE" => TrackedMatrix::Texture,
        _ => match numbered("TEXTURE") {
            Some(i) => TrackedMatrix::TextureUnit(i),
            None => TrackedMatrix::Program(numbered("MATRIX")?),
        },
    })
}

fn transform_name(t: MatrixTransform) -> &'static str {
    match t {
        MatrixTransform::Identity => "IDENTITY",
        MatrixTransform::Inverse => "INVERSE",
        MatrixTransform::Transpose => "TRANSPOSE",
        MatrixTransform::InverseTranspose => "INVERSE_TRANSPOSE",
    }
}

impl Track {
    /// Why `text` is not a `--track` value (also the reason given when
    /// the load refuses the address).
    pub(crate) fn usage(text: &str) -> String {
        format!(
            "--track `{text}`: expected c[N]=MATRIX,TRANSFORM with N a multiple of 4 below 256, \
             MATRIX one of MVP, MODELVIEW, PROJECTION, TEXTURE, TEXTURE0..TEXTURE{}, \
             MATRIX0..MATRIX{}, NONE and TRANSFORM one of IDENTITY, INVERSE, TRANSPOSE, \
             INVERSE_TRANSPOSE",
            shasm_gl::TEXTURE_UNITS - 1,
            shasm_gl::MAX_TRACK_MATRICES - 1
        )
    }
}

impl FromStr for Track {
    type Err = crate::Error;

    /// `c[N]=MATRIX,TRANSFORM`; errors are [`crate::Error::BadOption`]
    /// for `--track`.
    fn from_str(text: &str) -> Result<Track, crate::Error> {
        let usage = || crate::Error::bad_option("--track", text, Track::usage(text));
        let (register, value) = text.split_once('=').ok_or_else(usage)?;
        let register: u32 = register
            .trim()
            .strip_prefix("c[")
            .and_then(|r| r.strip_suffix(']'))
            .and_then(|n| n.trim().parse().ok())
            .ok_or_else(usage)?;
        let (matrix, how) = value.split_once(',').unwrap_or((value, "IDENTITY"));
        let matrix = parse_tracked_matrix(matrix.trim()).ok_or_else(usage)?;
        let transform = MatrixTransform::ALL
            .into_iter()
            .find(|t| transform_name(*t) == how.trim())
            .ok_or_else(usage)?;
        Ok(Track {
            register,
            matrix,
            transform,
        })
    }
}

impl fmt::Display for Track {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "c[{}]={},{}",
            self.register,
            tracked_matrix_name(self.matrix),
            transform_name(self.transform)
        )
    }
}

/// A GL matrix loaded before the runs (`--matrix NAME=16 values`, as
/// LoadMatrixf takes them: column-major). NV vertex programs track it
/// ([`Track`]); ARB and NV_gpu_program4 programs read it through
/// `state.matrix.*`. Matrices not given are the identity.
///
/// It parses from `NAME=v0,...,v15`: NAME a GL token (`MODELVIEW`,
/// `PROJECTION`, `TEXTURE`, `TEXTUREi`, `MATRIXi`, `MODELVIEWi`) or an ARB
/// binding (`modelview[1]`, `texture[2]`, `program[0]`, `palette[3]`), in
/// any case; values decimal floats, `nan`, `inf`, `-inf` or raw words
/// (`0x3f800000`). Which matrices a program type has, its load checks.
///
/// ```
/// use shasm::options::{Matrix, MatrixValue};
///
/// let m: MatrixValue = "TEXTURE1=2,0,0,0,0,2,0,0,0,0,2,0,0,0,0,1".parse()?;
/// assert_eq!(m.matrix, Matrix::Texture(1));
/// assert_eq!(m.columns[0], 2.0);
/// # Ok::<(), shasm::Error>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct MatrixValue {
    /// Which matrix.
    pub matrix: Matrix,
    /// Its 16 values, column-major.
    pub columns: [f32; 16],
}

/// The command line's (GL token) name of a matrix.
pub(crate) fn matrix_name(m: Matrix) -> String {
    match m {
        Matrix::ModelView(0) => "MODELVIEW".into(),
        Matrix::ModelView(i) => format!("MODELVIEW{i}"),
        Matrix::Projection => "PROJECTION".into(),
        Matrix::Mvp => "MVP".into(),
        Matrix::Texture(i) => format!("TEXTURE{i}"),
        Matrix::Palette(i) => format!("PALETTE{i}"),
        Matrix::Program(i) => format!("MATRIX{i}"),
    }
}

impl FromStr for MatrixValue {
    type Err = crate::Error;

    /// `NAME=16 values`; errors are [`crate::Error::BadOption`] for
    /// `--matrix`.
    fn from_str(text: &str) -> Result<MatrixValue, crate::Error> {
        let bad = |reason: String| crate::Error::bad_option("--matrix", text, reason);
        let (name, values) = text
            .split_once('=')
            .ok_or_else(|| bad(format!("--matrix `{text}`: expected NAME=16 values")))?;
        let name = name.trim();
        let matrix = shasm_gl::state::parse_matrix_name(name).map_err(|_| {
            bad(format!(
                "--matrix `{name}`: expected MODELVIEW, PROJECTION, TEXTURE0..TEXTURE{} or \
                 MATRIX0..MATRIX{}",
                shasm_gl::TEXTURE_UNITS - 1,
                shasm_gl::MAX_TRACK_MATRICES - 1
            ))
        })?;
        let words = values
            .split(',')
            .map(|v| {
                crate::values::parse_component(v.trim(), false)
                    .map_err(|e| bad(format!("--matrix {name}: {e}")))
            })
            .collect::<Result<Vec<u32>, _>>()?;
        let count = words.len();
        let columns: [f32; 16] = words
            .into_iter()
            .map(f32::from_bits)
            .collect::<Vec<f32>>()
            .try_into()
            .map_err(|_| {
                bad(format!(
                    "--matrix {name}: give 16 values (column-major, as LoadMatrixf), not {count}"
                ))
            })?;
        Ok(MatrixValue { matrix, columns })
    }
}

impl fmt::Display for MatrixValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let values: Vec<String> = self
            .columns
            .iter()
            .map(|v| crate::values::float_text(v.to_bits()))
            .collect();
        write!(f, "{}={}", matrix_name(self.matrix), values.join(","))
    }
}

/// A value set before a run (`--set NAME=VALUES`): a register or
/// parameter by the name the program's language gives it (`c[4]`,
/// `vertex.position`, `CONST[0]`, a picasso `.fvec` name, `state.*` GL
/// state; `NAME@K` for pixel K of a quad), and 1 to 16 components (more
/// than 4 fill the following registers).
///
/// ```
/// use shasm::options::{Set, Values};
///
/// let set: Set = "c[4]=1,0.5,0x3f800000".parse()?;
/// assert_eq!(set.target, "c[4]");
/// assert_eq!(set.values, Values::Text("1,0.5,0x3f800000".into()));
/// assert_eq!(Set::floats("c[5]", &[0.25, 2.0]).to_string(), "c[5]=0.25,2.0");
/// assert_eq!(Set::words("INT[0]", &[7]).to_string(), "INT[0]=0x00000007");
/// # Ok::<(), shasm::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Set {
    /// The register or parameter, as the program's language names it.
    pub target: String,
    /// The components.
    pub values: Values,
}

/// The components of a [`Set`].
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Values {
    /// Floats; a register that holds integers by its declaration or
    /// binding refuses them, as [`crate::Inputs::set`] does.
    Floats(Vec<f32>),
    /// Raw 32-bit words (integers, packed values, exact NaN payloads).
    Words(Vec<u32>),
    /// The command line's spelling, comma-separated: decimal numbers
    /// (integers in integer registers), `nan`, `inf`, `-inf` or raw words
    /// `0x3f800000`, read by the register's type when the run sets it.
    Text(String),
}

impl Set {
    /// Set `target` to floats.
    pub fn floats(target: impl Into<String>, values: &[f32]) -> Set {
        Set {
            target: target.into(),
            values: Values::Floats(values.to_vec()),
        }
    }

    /// Set `target` to raw words.
    pub fn words(target: impl Into<String>, words: &[u32]) -> Set {
        Set {
            target: target.into(),
            values: Values::Words(words.to_vec()),
        }
    }
}

impl FromStr for Set {
    type Err = crate::Error;

    /// `NAME=VALUES` with 1 to 16 non-empty components; errors are
    /// [`crate::Error::BadValue`], as a malformed `--set` is.
    fn from_str(text: &str) -> Result<Set, crate::Error> {
        let a = crate::values::parse_assignment(text).map_err(|source| crate::Error::BadValue {
            assignment: text.to_string(),
            source,
        })?;
        Ok(Set {
            target: a.name,
            values: Values::Text(a.components.join(",")),
        })
    }
}

impl fmt::Display for Set {
    /// The command line's `NAME=VALUES` (floats as decimals that read back
    /// to the same value, NaNs and words as raw words).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let values = match &self.values {
            Values::Text(text) => text.clone(),
            Values::Floats(v) => v
                .iter()
                .map(|x| match x.is_nan() {
                    true => crate::values::bits_text(x.to_bits()),
                    false => crate::values::float_text(x.to_bits()),
                })
                .collect::<Vec<_>>()
                .join(","),
            Values::Words(w) => w
                .iter()
                .map(|w| crate::values::bits_text(*w))
                .collect::<Vec<_>>()
                .join(","),
        };
        write!(f, "{}={values}", self.target)
    }
}

/// Geometry programs: a value of input vertex `vertex`
/// (`--vertex K:NAME=VALUES`, the same as `--set vertex[K].NAME=VALUES`).
///
/// ```
/// use shasm::options::VertexSet;
///
/// let v: VertexSet = "1:vertex.position=1,2,3,1".parse()?;
/// assert_eq!((v.vertex, v.set.target.as_str()), (1, "vertex.position"));
/// assert_eq!(v.to_string(), "1:vertex.position=1,2,3,1");
/// # Ok::<(), shasm::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct VertexSet {
    /// The input vertex, from 0.
    pub vertex: u32,
    /// The attribute and its values.
    pub set: Set,
}

impl VertexSet {
    /// The `--set` assignment it is: `vertex[K].NAME=VALUES`.
    pub(crate) fn assignment(&self) -> String {
        format!("vertex[{}].{}", self.vertex, self.set)
    }
}

impl FromStr for VertexSet {
    type Err = crate::Error;

    /// `K:NAME=VALUES`; errors are [`crate::Error::BadOption`] for
    /// `--vertex` (a missing or bad K or name) or, for the values,
    /// [`crate::Error::BadValue`] of `vertex[K].NAME=VALUES`.
    fn from_str(text: &str) -> Result<VertexSet, crate::Error> {
        let bad = |reason: &str| crate::Error::bad_option("--vertex", text, reason);
        let (number, rest) = text
            .split_once(':')
            .ok_or_else(|| bad("expected K:NAME=VALUES, K the input vertex number"))?;
        let vertex: u32 = number
            .trim()
            .parse()
            .map_err(|_| bad("K in K:NAME=VALUES must be an input vertex number"))?;
        let rest = rest.trim_start();
        if rest.is_empty() || rest.starts_with('=') {
            return Err(bad("expected K:NAME=VALUES: the attribute name is missing"));
        }
        let prefix = format!("vertex[{vertex}].");
        let mut set: Set = format!("{prefix}{rest}").parse()?;
        set.target = match set.target.strip_prefix(&prefix) {
            Some(name) if !name.is_empty() => name.to_string(),
            _ => return Err(bad("expected K:NAME=VALUES: the attribute name is missing")),
        };
        Ok(VertexSet { vertex, set })
    }
}

impl fmt::Display for VertexSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.vertex, self.set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::any::TypeId;

    #[test]
    fn sampler_enums_are_the_interpreters_own() {
        // One definition: a new mode added to the interpreter is a value
        // of these at once (no parallel list to keep in step).
        use shasm_exec::texture as exec;
        assert_eq!(TypeId::of::<Filter>(), TypeId::of::<exec::Filter>());
        assert_eq!(TypeId::of::<Wrap>(), TypeId::of::<exec::Wrap>());
        assert_eq!(TypeId::of::<DepthMode>(), TypeId::of::<exec::DepthMode>());
        assert_eq!(
            TypeId::of::<CompareFunc>(),
            TypeId::of::<exec::CompareFunc>()
        );
        assert_eq!(
            Compare::Func(CompareFunc::Less).exec(),
            Some(exec::CompareFunc::Less)
        );
        assert_eq!(Compare::None.exec(), None);
    }

    #[test]
    fn names_round_trip_and_unknown_names_list_the_known() {
        for f in Filter::ALL {
            assert_eq!(f.to_string().parse::<Filter>(), Ok(*f));
        }
        assert_eq!("CLAMP-TO-EDGE".parse::<Wrap>(), Ok(Wrap::ClampToEdge));
        let e = "clamp".parse::<Wrap>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown wrap mode `clamp` (known: repeat, clamp-to-edge, mirrored-repeat, clamp-to-border)"
        );
        assert_eq!(
            TextureTarget::parse_any("2d_array"),
            Some(TextureTarget::Array2D)
        );
        assert_eq!(TextureTarget::parse_any("SHADOW2D"), None);
        assert_eq!(
            "lequal".parse::<Compare>(),
            Ok(Compare::Func(CompareFunc::Lequal))
        );
        assert_eq!("NONE".parse::<Compare>(), Ok(Compare::None));
        assert_eq!(
            "le".parse::<Compare>().unwrap_err().to_string(),
            "unknown compare function `le` (known: none, never, less, equal, lequal, greater, notequal, gequal, always)"
        );
        assert_eq!("7".parse::<Entry>(), Ok(Entry::Index(7)));
        assert_eq!("main".parse::<Entry>(), Ok(Entry::Procedure("main".into())));
    }
}
