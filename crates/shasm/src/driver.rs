//! ISA drivers: how each source language is detected, loaded, formatted and
//! prepared for a run. One file per ISA implements [`Driver`]; [`DRIVERS`]
//! lists them.

use crate::engines::Outcome;
use crate::error::Error;
use shasm_diag::Diagnostic;
use shasm_exec::Env;
use shasm_ir::{Binding, File, Program, Spelling};

/// A program file as given on the command line.
#[derive(Clone, Debug)]
pub struct Input {
    /// The name diagnostics print (the path as given).
    pub name: String,
    /// The file's bytes (text or a binary).
    pub bytes: Vec<u8>,
}

impl Input {
    /// A file of this name and these bytes.
    pub fn new(name: impl Into<String>, bytes: impl Into<Vec<u8>>) -> Input {
        Input {
            name: name.into(),
            bytes: bytes.into(),
        }
    }

    /// The source text, or a diagnostic at the first byte that is not UTF-8.
    pub fn text(&self) -> Result<&str, Vec<Diagnostic>> {
        std::str::from_utf8(&self.bytes).map_err(|e| {
            let at = e.valid_up_to();
            vec![
                Diagnostic::error(
                    at..at + 1,
                    format!("byte 0x{:02x} at offset {at} is not text", self.bytes[at]),
                )
                .with_code("input/not-text"),
            ]
        })
    }

    /// Whether the input is a binary (a PICA200 SHBIN, or bytes that are
    /// not UTF-8): its diagnostics are located by byte offset, not by line.
    pub fn is_binary(&self) -> bool {
        self.bytes.starts_with(b"DVLB")
            || self.extension().as_deref() == Some("shbin")
            || std::str::from_utf8(&self.bytes).is_err()
    }

    /// The bytes after a UTF-8 byte-order mark, if the file starts with one
    /// (editors add it; detection looks past it, and the front ends then
    /// say that nothing may come before the header).
    pub fn without_bom(&self) -> &[u8] {
        self.bytes
            .strip_prefix(b"\xef\xbb\xbf")
            .unwrap_or(&self.bytes)
    }

    /// The file name's extension, lower-cased (`pica` for `x.v.pica`).
    pub fn extension(&self) -> Option<String> {
        std::path::Path::new(&self.name)
            .extension()
            .map(|e| e.to_string_lossy().to_ascii_lowercase())
    }
}

/// How to load and run a program: the ISA (when the header, magic or
/// extension does not tell), inputs, textures, GL state and ISA-specific
/// choices. The command line's options map onto these fields (its
/// strings parsed into the typed values).
///
/// ```
/// use shasm::driver::Input;
/// use shasm::options::FloatModel;
/// use shasm::{Isa, Options, Program};
///
/// let options = Options {
///     isa: Some(Isa::Pica),
///     float_model: FloatModel::F32,
///     sets: vec!["v0=0.1,0.2,0.3,1".parse()?],
///     ..Options::default()
/// };
/// let source = ".out outpos position\n.proc main\n    add outpos, v0, v0\n    end\n.end\n";
/// let program = Program::load(Input::new("double.txt", source), &options)?;
/// // binary32 arithmetic: 0.1 + 0.1 is exactly 0.2f32.
/// assert_eq!(program.run()?.outputs[0].floats()[0], 0.2);
/// # Ok::<(), shasm::Error>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The source language, when the header, magic or extension does not
    /// tell.
    pub isa: Option<crate::Isa>,
    /// Set registers or parameters before the run (`--set NAME=VALUES`):
    /// [`crate::options::Set`], floats, raw words or the command line's
    /// text (1 to 16 components; more than 4 fill the following registers,
    /// matrix rows).
    pub sets: Vec<crate::options::Set>,
    /// Read more `--set` assignments from FILE, one `NAME=VALUES` per line
    /// (blank lines and lines starting with `#` are ignored). They apply
    /// before the `--set` options. A line `[vertex K]` makes the lines
    /// after it set `vertex[K].NAME` (geometry programs) until the next
    /// section header (`[all]` or another `[vertex K]`).
    pub inputs: Option<std::path::PathBuf>,
    /// Geometry programs: set an attribute of input vertex K
    /// ([`crate::options::VertexSet`], `--vertex K:NAME=VALUES`, the same
    /// as `--set vertex[K].NAME=VALUES`). Applied
    /// after the inputs file and before [`Options::sets`]; an error for
    /// programs of other types.
    pub vertices: Vec<crate::options::VertexSet>,
    /// Executed-instruction budget (overrides the ISA's).
    pub budget: Option<u64>,
    /// PNG images bound to texture image units, with their sampler state
    /// (`--texture UNIT:TARGET=FILE.png` and `--sampler UNIT:KEY=VALUE`;
    /// [`crate::textures::parse_texture_options`] parses those). The
    /// target must be the one the program samples the unit as. Images
    /// from memory bind per run: [`crate::Inputs::bind_texture`].
    pub textures: Vec<crate::textures::TextureFile>,
    /// Run a 2x2 quad of fragments in lock step, so that DDX/DDY and
    /// texture LOD see the neighbours. `--set NAME@K=VALUES` sets pixel K
    /// only (0 = (x, y), 1 = (x+1, y), 2 = (x, y+1), 3 = (x+1, y+1), window
    /// y up); a plain `--set` sets all four. The report lists the four
    /// pixels under `pixels`.
    pub quad: bool,
    /// NV vertex programs: track matrices into program parameters
    /// (TrackMatrixNV, `--track c[N]=MATRIX,TRANSFORM`), after
    /// [`Options::matrices`] are loaded. Per run:
    /// [`crate::Inputs::track_matrix`].
    pub tracks: Vec<crate::options::Track>,
    /// NV vertex, ARB and NV_gpu_program4 programs: load GL matrices
    /// (`--matrix NAME=16 values` in OpenGL's column-major order, as
    /// LoadMatrixf takes them). Matrices start as identity.
    pub matrices: Vec<crate::options::MatrixValue>,
    /// PICA200: the entry point to run (by default the first DVLE).
    pub entry: Option<crate::options::Entry>,
    /// PICA200 arithmetic: the hardware's float24 (the default) or plain
    /// binary32, as today's emulators compute.
    pub float_model: crate::options::FloatModel,
    /// ARB and NV_gpu_program4 programs: the implementation profile whose
    /// limits a program is checked against.
    pub profile: crate::options::Profile,
    /// Fragment programs with `OPTION ARB_fragment_coord_origin_upper_left`
    /// (ARB_fragment_coord_conventions): the window's height in pixels,
    /// H in `y_f = H - y_w`. The fragment's position is always given in
    /// GL's window coordinates (lower-left origin, pixel centres at
    /// half-integers); the run converts it to the convention the program
    /// asked for.
    pub window_height: Option<u32>,
    /// The engine runs, benches and batches use (the reference
    /// interpreter by default; [`crate::available_engines`] lists those
    /// built in). Traces always come from the reference interpreter.
    pub engine: crate::EngineKind,
}

/// A loaded (parsed and checked) program.
#[derive(Debug)]
pub struct Loaded {
    /// The program in the shared IR.
    pub program: Program,
    /// Warnings found while loading (rendered on stderr).
    pub warnings: Vec<Diagnostic>,
    /// What the source language adds to the IR program.
    pub kind: Kind,
}

/// What each source language keeps beside the IR program.
#[derive(Debug)]
#[non_exhaustive]
pub enum Kind {
    /// Gallium TGSI: the IR program is all.
    Tgsi,
    /// NV vertex program or vertex state program, with the GL state
    /// (matrices, tracking) its runs see.
    NvVertex(Box<crate::nv_vp::State>),
    /// NV fragment program, as the front end checked it.
    NvFragment(Box<shasm_nv::fp::FragmentProgram>),
    /// PICA200: the SHBIN (assembled or read) and the chosen entry point.
    Pica(Box<crate::pica::State>),
    /// ARB_vertex_program or ARB_fragment_program.
    Arb(Box<shasm_arb::ArbProgram>),
    /// NV_gpu_program4 vertex or fragment program.
    Gp4(Box<shasm_gp4::Gp4Program>),
}

impl Loaded {
    /// A loaded program without warnings.
    pub fn new(program: Program, kind: Kind) -> Loaded {
        Loaded {
            program,
            warnings: Vec::new(),
            kind,
        }
    }
}

/// Where `--set NAME` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The register file.
    pub file: File,
    /// The register's index in its file.
    pub index: u32,
    /// The plane of a two-dimensional file (`CONST[1][2]`, geometry inputs
    /// `IN[2][0]`); 0 for one-dimensional registers.
    pub dimension: u32,
}

impl Target {
    /// Register `index` of a one-dimensional file.
    pub fn new(file: File, index: u32) -> Target {
        Target {
            file,
            index,
            dimension: 0,
        }
    }
}

/// One source language.
pub trait Driver: Sync {
    /// The `--isa` name.
    fn name(&self) -> &'static str;

    /// Whether this driver recognises the input (header, magic, extension).
    fn detect(&self, input: &Input) -> bool;

    /// Parse and check the program as the spec's load step would.
    fn load(&self, input: &Input, options: &Options) -> Result<Loaded, Error>;

    /// `shasm fmt`: canonical text of the program.
    fn format(&self, input: &Input, loaded: &Loaded) -> Result<String, Error> {
        let _ = (input, loaded);
        Err(Error::Unsupported {
            operation: "fmt",
            what: format!("{} programs", self.name()),
        })
    }

    /// Set up the environment before `--set` values are applied (tracked
    /// matrices, textures, ...).
    fn prepare_env(&self, loaded: &Loaded, env: &mut Env, options: &Options) -> Result<(), Error> {
        let _ = (loaded, env, options);
        Ok(())
    }

    /// Whether the driver applies `--set NAME=...` itself, in
    /// [`Driver::prepare_env`], rather than as a register write (ARB's GL
    /// state: `state.light[0].diffuse` changes every binding derived from
    /// it).
    fn takes_set(&self, name: &str) -> bool {
        let _ = name;
        false
    }

    /// The ARB program kind whose GL state model (`state.*` bindings) the
    /// program reads, for the drivers that take `state.*` assignments
    /// ([`Driver::takes_set`]); runs may change that state per
    /// [`crate::Inputs`].
    fn gl_kind(&self) -> Option<shasm_arb::ProgramKind> {
        None
    }

    /// Resolve a `--set` name that [`resolve_name`] does not know.
    fn resolve(&self, loaded: &Loaded, name: &str) -> Option<Target> {
        let _ = (loaded, name);
        None
    }

    /// The name the program's source gives register `index` of `file`,
    /// where it names registers apart from the language's spelling (a
    /// PICA200 `.out` or `.alias` name); [`Driver::resolve`] takes it.
    fn own_name(&self, loaded: &Loaded, file: File, index: u32) -> Option<String> {
        let _ = (loaded, file, index);
        None
    }

    /// Per-pixel defaults, after [`Driver::prepare_env`] and before the
    /// `--set` values: `pixel` is 0 for a single run, 0 to 3 in a quad (see
    /// [`Options::quad`] for the order).
    fn prepare_pixel(&self, loaded: &Loaded, env: &mut Env, pixel: usize) -> Result<(), Error> {
        let _ = (loaded, env, pixel);
        Ok(())
    }

    /// Check the environment once every `--set` is applied (values the
    /// ISA fixes, e.g. constant components of an input).
    fn check_env(&self, loaded: &Loaded, env: &Env) -> Result<(), Error> {
        let _ = (loaded, env);
        Ok(())
    }

    /// Check the outcome of a run against rules the interpreter does not
    /// know (gp4: no more vertices than VERTICES_OUT).
    fn check_outcome(&self, loaded: &Loaded, outcome: &Outcome) -> Result<(), Error> {
        let _ = (loaded, outcome);
        Ok(())
    }

    /// Called after a run, to add ISA-specific fields to the report.
    fn finish_report(
        &self,
        loaded: &Loaded,
        outcome: &Outcome,
        report: &mut crate::report::Report,
    ) {
        let _ = (loaded, outcome, report);
    }
}

/// Every driver, in detection order.
pub static DRIVERS: &[&dyn Driver] = &[
    &crate::tgsi::Tgsi,
    &crate::arb::ARB_VERTEX,
    &crate::arb::ARB_FRAGMENT,
    &crate::gp4::GP4_VERTEX,
    &crate::gp4::GP4_FRAGMENT,
    &crate::gp4::GP4_GEOMETRY,
    &crate::nv_fp::NvFp,
    &crate::nv_vp::NvVp,
    &crate::pica::Pica,
];

/// The driver `--isa` names, or the detected one.
///
/// Text that starts like a program of the NV/ARB family (`!!` after
/// optional white space) is that family's even when its header is wrong:
/// an unknown header, or white space before a known one, is an invalid
/// program (a diagnostic at the header, GL error position 0), not an
/// unknown language.
pub fn choose(input: &Input, isa: Option<crate::Isa>) -> Result<&'static dyn Driver, Error> {
    if let Some(isa) = isa
        && let Some(driver) = DRIVERS
            .iter()
            .copied()
            .find(|d| d.name().eq_ignore_ascii_case(isa.name()))
    {
        return Ok(driver);
    }
    if let Some(d) = DRIVERS.iter().copied().find(|d| d.detect(input)) {
        return Ok(d);
    }
    if let Some(diagnostic) = nv_family_header(&input.bytes) {
        return Err(Error::Invalid {
            diagnostics: vec![diagnostic],
        });
    }
    Err(Error::UnknownIsa {
        name: input.name.clone(),
    })
}

/// Headers of the NV/ARB program family that shasm loads.
const HEADERS: [&str; 10] = [
    "!!VP1.0",
    "!!VP1.1",
    "!!VP2.0",
    "!!VSP1.0",
    "!!FP1.0",
    "!!ARBvp1.0",
    "!!ARBfp1.0",
    "!!NVvp4.0",
    "!!NVfp4.0",
    "!!NVgp4.0",
];

/// The diagnostic for text that starts like an NV/ARB-family program (`!!`)
/// but that no front end takes (`!!VP`, `!!VSP` and `!!FP` text goes to the
/// NV front ends, which report a wrong version or white space before the
/// header themselves); `None` if it does not start with `!!`.
///
/// The grammars (NV_vertex_program2 §2.14.1.8, `<vp2-program> ::=
/// "!!VP2.0" <programBody> "END"` and its siblings; NV_fragment_program
/// §3.11.3, `<progPrefix> ::= "!!FP1.0"`) start the program string with its
/// header token, so a program whose header is unknown or comes after white
/// space fails to load, at position 0.
fn nv_family_header(bytes: &[u8]) -> Option<Diagnostic> {
    let start = bytes.iter().position(|b| !b.is_ascii_whitespace())?;
    let rest = &bytes[start..];
    if !rest.starts_with(b"!!") {
        return None;
    }
    let end = rest
        .iter()
        .position(|b| b.is_ascii_whitespace() || *b == b'#')
        .unwrap_or(rest.len())
        .min(32);
    let word = String::from_utf8_lossy(&rest[..end]).into_owned();
    let span = start..start + end;
    Some(
        Diagnostic::error(span, format!("unknown program header `{word}`"))
            .with_label("not a program header")
            .with_note(format!(
                "NV and ARB-family programs begin with one of {}",
                HEADERS.join(", ")
            ))
            .with_code("nv/unknown-header")
            .with_error_position(0),
    )
}

/// The first word of a text, skipping whitespace and `#`/`;`/`//` comments.
pub fn first_word(bytes: &[u8]) -> &[u8] {
    let mut i = 0;
    loop {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        let rest = &bytes[i..];
        if rest.starts_with(b"#") || rest.starts_with(b";") || rest.starts_with(b"//") {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        break;
    }
    let start = i;
    while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    &bytes[start..i]
}

/// The error for a name that [`resolve_name`] (and the driver) did not
/// find: where the name has the form of a register of a declared range
/// (`c[200]`, `TEMP[9]`, `p[4]` of a PARAM array), which registers exist;
/// else the declared name it resembles, if any; else that it is unknown.
pub fn unknown_name(program: &Program, name: &str) -> Error {
    // Spelled ranges with the name's prefix and suffix, as (first, last)
    // numbers of the spelling.
    let mut ranges: Vec<(String, String, u64, u64)> = Vec::new();
    let mut candidates: Vec<String> = Vec::new();
    let number = |rest: Option<&str>| {
        rest.filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            .map(str::to_string)
    };
    for d in &program.declarations {
        let span = u64::from(d.last.saturating_sub(d.first));
        match &d.spelling {
            Some(Spelling::Indexed {
                prefix,
                suffix,
                base,
            }) => {
                let digits = number(
                    name.strip_prefix(prefix.as_str())
                        .and_then(|r| r.strip_suffix(suffix.as_str())),
                );
                if digits.is_some() {
                    let first = u64::from(*base);
                    ranges.push((prefix.clone(), suffix.clone(), first, first + span));
                }
                candidates.push(format!("{prefix}{base}{suffix}"));
            }
            Some(Spelling::Named(n)) => {
                // The elements of an array spelled one by one (ARB
                // `PARAM p[4]` spells `p[0]` to `p[3]`).
                if let (Some((base, k)), Some((wanted, _))) =
                    (array_element(n), array_element(name))
                    && base == wanted
                {
                    ranges.push((format!("{base}["), "]".to_string(), k, k));
                }
                candidates.push(n.clone());
            }
            None => {}
        }
        // The IR spelling of the same number (`CONST[3]` for `CONS[3]`),
        // where the declaration has that register.
        if let Some((_, k)) = array_element(name)
            && (u64::from(d.first)..=u64::from(d.last)).contains(&k)
        {
            candidates.push(format!("{}[{k}]", d.file));
        }
        if let Binding::Named(n) = &d.binding {
            let digits = number(
                name.strip_prefix(n.as_str())
                    .and_then(|r| r.strip_prefix('['))
                    .and_then(|r| r.strip_suffix(']')),
            );
            if digits.is_some() && d.last > d.first {
                ranges.push((format!("{n}["), "]".to_string(), 0, span));
            }
            candidates.push(n.clone());
        }
    }
    // The IR spelling `FILE[index]`: the file's registers.
    if ranges.is_empty()
        && let Some((file, _)) = array_element(name)
        && let Some(file) = File::from_name(file)
    {
        let size = program.file_size(file);
        if size == 0 {
            return Error::OutOfRange {
                name: name.to_string(),
                valid: format!("the program has no {file} registers"),
            };
        }
        ranges.push((format!("{file}["), "]".to_string(), 0, u64::from(size) - 1));
    }
    if !ranges.is_empty() {
        ranges.sort();
        ranges.dedup();
        // Adjacent ranges of one spelling read as one (`TEMP[0..3]` and
        // `TEMP[4]` declared apart).
        let mut merged: Vec<(String, String, u64, u64)> = Vec::new();
        for r in ranges {
            match merged.last_mut() {
                Some(m) if m.0 == r.0 && m.1 == r.1 && r.2 <= m.3 + 1 => m.3 = m.3.max(r.3),
                _ => merged.push(r),
            }
        }
        let valid: Vec<String> = merged
            .iter()
            .map(|(p, s, first, last)| {
                if first == last {
                    format!("{p}{first}{s}")
                } else {
                    format!("{p}{first}{s} to {p}{last}{s}")
                }
            })
            .collect();
        return Error::OutOfRange {
            name: name.to_string(),
            valid: valid.join(", "),
        };
    }
    match shasm_diag::closest(name, candidates.iter().map(String::as_str)) {
        Some(s) => Error::Misspelt {
            name: name.to_string(),
            suggestion: s.to_string(),
        },
        None => Error::UnknownName {
            name: name.to_string(),
        },
    }
}

/// [`unknown_name`], knowing the language's numbered bindings: a
/// `program.env[N]`, `program.local[N]` or `vertex.attrib[N]` of an ARB or
/// NV_gpu_program4 program that did not resolve is past the profile's
/// limit (the error gives the language's whole range, not what the
/// program reads), or inside it but not read by the program.
pub fn unknown_name_in(loaded: &Loaded, options: &Options, name: &str) -> Error {
    let error = unknown_name(&loaded.program, name);
    let Some((base, n)) = array_element(name.trim()) else {
        return error;
    };
    let Some(count) = binding_count(loaded, options, base).filter(|c| *c > 0) else {
        return error;
    };
    let valid = format!("{base}[0] to {base}[{}]", count - 1);
    if n >= u64::from(count) {
        return Error::OutOfRange {
            name: name.to_string(),
            valid,
        };
    }
    let reads = match error {
        // What `unknown_name` found of the same spelling: the registers
        // the program binds.
        Error::OutOfRange { valid: reads, .. } => reads,
        _ => "none".to_string(),
    };
    Error::NotRead {
        name: name.to_string(),
        reads,
        valid,
    }
}

/// How many `BASE[N]` the language and profile have: MAX_PROGRAM_ENV_-
/// and MAX_PROGRAM_LOCAL_PARAMETERS_ARB of the program's type,
/// MAX_VERTEX_ATTRIBS_ARB (ARB_vertex_program "New Implementation
/// Dependent State"; NV_gpu_program4 programs are checked against the
/// default profile). `None` for other names and languages.
fn binding_count(loaded: &Loaded, options: &Options, base: &str) -> Option<u32> {
    use shasm_arb::ProgramKind as A;
    use shasm_gp4::table::ProgramKind as G;
    let (profile, vertex) = match &loaded.kind {
        Kind::Arb(p) => (options.profile.arb(), p.kind == A::Vertex),
        Kind::Gp4(p) => (shasm_arb::Profile::default(), p.kind != G::Fragment),
        _ => return None,
    };
    let limits = if vertex {
        profile.vertex
    } else {
        profile.fragment
    };
    match base {
        "program.env" => Some(limits.env_parameters),
        "program.local" => Some(limits.local_parameters),
        "vertex.attrib"
            if vertex && !matches!(&loaded.kind, Kind::Gp4(p) if p.kind == G::Geometry) =>
        {
            Some(profile.vertex_attribs)
        }
        _ => None,
    }
}

/// `BASE[k]`: the base and the number.
fn array_element(name: &str) -> Option<(&str, u64)> {
    let (base, rest) = name.split_once('[')?;
    let digits = rest.strip_suffix(']')?;
    if base.is_empty() || digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((base, digits.parse().ok()?))
}

/// Resolve a `--set` name through the program's declarations: their
/// source-language spellings (`c[12]`, `v3`, `o[HPOS]`), their names
/// (`DECLARE`d parameters, uniforms; `name[k]` for the k-th register of a
/// named range), and IR spellings (`CONST[0]`, `IN[2]`).
pub fn resolve_name(program: &Program, name: &str) -> Option<Target> {
    // A declaration of a two-dimensional plane (gp4 parameter buffers)
    // names registers of its plane.
    let at = |d: &shasm_ir::Declaration, index: u32| Target {
        file: d.file,
        index,
        dimension: d.dimension.unwrap_or(0),
    };
    for d in &program.declarations {
        match &d.spelling {
            Some(Spelling::Named(n)) if n == name => {
                return Some(at(d, d.first));
            }
            Some(Spelling::Indexed {
                prefix,
                suffix,
                base,
            }) => {
                if let Some(num) = name
                    .strip_prefix(prefix.as_str())
                    .and_then(|r| r.strip_suffix(suffix.as_str()))
                    && !num.is_empty()
                    && num.bytes().all(|b| b.is_ascii_digit())
                    && let Ok(n) = num.parse::<u32>()
                    && n >= *base
                {
                    let index = d.first.checked_add(n - base)?;
                    if index <= d.last {
                        return Some(at(d, index));
                    }
                }
            }
            _ => {}
        }
        if let Binding::Named(n) = &d.binding {
            if n == name {
                return Some(Target::new(d.file, d.first));
            }
            if let Some(k) = name
                .strip_prefix(n.as_str())
                .and_then(|r| r.strip_prefix('['))
                .and_then(|r| r.strip_suffix(']'))
                .and_then(|r| r.parse::<u32>().ok())
                && let Some(index) = d.first.checked_add(k)
                && index <= d.last
            {
                return Some(Target::new(d.file, index));
            }
        }
    }
    // `program.local[N]` and `program.env[N]`: the N-th register of the
    // declaration bound to the program's local or environment parameters
    // (NV_fragment_program's numbered local parameters `p[N]`).
    for (prefix, binding) in [
        ("program.local[", Binding::Local),
        ("program.env[", Binding::Env),
    ] {
        if let Some(n) = name
            .strip_prefix(prefix)
            .and_then(|r| r.strip_suffix(']'))
            .and_then(|r| r.trim().parse::<u32>().ok())
        {
            return program
                .declarations
                .iter()
                .filter(|d| d.binding == binding)
                .find_map(|d| {
                    let index = d.first.checked_add(n)?;
                    (index <= d.last).then_some(Target::new(d.file, index))
                });
        }
    }
    // IR spelling: FILE[index], or FILE[dimension][index] for a plane of a
    // two-dimensional file (constant buffers, geometry-shader inputs).
    let (file, rest) = name.split_once('[')?;
    let file = File::from_name(file)?;
    let rest = rest.strip_suffix(']')?;
    match rest.split_once("][") {
        None => {
            let index: u32 = rest.parse().ok()?;
            (index < program.file_size(file)).then_some(Target::new(file, index))
        }
        Some((dimension, index)) => Some(Target {
            file,
            index: index.parse().ok()?,
            dimension: dimension.parse().ok()?,
        }),
    }
}
