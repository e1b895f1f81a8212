//! What a program reads and writes, as data: [`Program::interface`]
//! lists its inputs, outputs, uniforms (parameters) and textures, each
//! with its name as the program spells it, where its value comes from,
//! its semantic, component type and size.
//!
//! [`Program::interface`]: crate::Program::interface

use crate::driver::{Kind, Loaded};
use crate::options::TextureTarget;
use shasm_ir::{Declaration, File, Program, Spelling, StorageFormat};

pub use shasm_ir::{Semantic, SemanticName, StateBinding};

/// Everything a program exchanges with the outside: what each run sets
/// ([`Interface::inputs`], [`Interface::uniforms`], [`Interface::textures`])
/// and what it produces ([`Interface::outputs`]).
///
/// ```
/// use shasm::Program;
/// use shasm::interface::{Binding, ComponentType, SemanticName};
///
/// let program = Program::from_text(
///     "t.vp",
///     "!!ARBvp1.0
///      PARAM mvp[4] = { state.matrix.mvp };
///      PARAM scale = program.env[3];
///      DP4 result.position.x, mvp[0], vertex.position;
///      MUL result.color, vertex.color, scale;
///      END",
/// )?;
/// let interface = program.interface();
/// let position = interface.input("vertex.position").unwrap();
/// assert_eq!(position.semantic.unwrap().name, SemanticName::Position);
/// assert_eq!(position.ty, ComponentType::Float);
/// // program.env[0] to program.env[3], the highest the program reads:
/// // any element of the range finds it.
/// let env = interface.uniform("program.env[3]").unwrap();
/// assert_eq!((env.binding.clone(), env.size), (Binding::Env(0), 4));
/// assert_eq!(env.indices(), 0..4);
/// assert_eq!(env.element("program.env[3]"), Some(3));
/// let row = interface.uniform("state.matrix.mvp.row[0]").unwrap();
/// assert!(matches!(row.binding, Binding::State(_)));
/// assert!(interface.textures.is_empty());
/// # Ok::<(), shasm::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Interface {
    /// Per-invocation inputs (vertex attributes, fragment inputs, PICA
    /// `v` registers; a geometry program's per-vertex attributes).
    pub inputs: Vec<Variable>,
    /// Results.
    pub outputs: Vec<Variable>,
    /// Parameters set once for many invocations: constants, program
    /// environment and local parameters, GL state, named uniforms,
    /// PICA integer and boolean uniforms.
    pub uniforms: Vec<Variable>,
    /// Texture image units the program samples.
    pub textures: Vec<TextureSlot>,
}

impl Interface {
    /// The input of this name (as [`Variable::name`] or its first
    /// register's spelling).
    pub fn input(&self, name: &str) -> Option<&Variable> {
        find(&self.inputs, name)
    }

    /// The output of this name.
    pub fn output(&self, name: &str) -> Option<&Variable> {
        find(&self.outputs, name)
    }

    /// The uniform of this name: its name, its first register, or any
    /// element of its range (`program.env[3]` of `program.env[0..3]`,
    /// `c[5]` of `c[4..7]`, `CONST[2]` of `CONST[0..3]`; see
    /// [`Variable::element`]).
    pub fn uniform(&self, name: &str) -> Option<&Variable> {
        find(&self.uniforms, name)
    }
}

fn find<'a>(list: &'a [Variable], name: &str) -> Option<&'a Variable> {
    let name = name.trim();
    list.iter()
        .find(|v| v.name == name)
        .or_else(|| list.iter().find(|v| v.register == name))
        .or_else(|| list.iter().find(|v| v.element(name).is_some()))
}

/// A spelling cut at its last run of digits: `program.env[` 3 `]`,
/// `CONST[1][` 0 `]`, `o` 0 ``.
fn split_index(spelling: &str) -> Option<(&str, u32, &str)> {
    // ASCII digits are one byte each, so `end` and `start` fall on
    // character boundaries whatever the other characters are.
    let end = spelling.rfind(|c: char| c.is_ascii_digit())? + 1;
    let start = spelling[..end]
        .char_indices()
        .rev()
        .find(|(_, c)| !c.is_ascii_digit())
        .map_or(0, |(i, c)| i + c.len_utf8());
    let number = spelling[start..end].parse().ok()?;
    Some((&spelling[..start], number, &spelling[end..]))
}

/// One declared input, output or uniform: one register or a range of
/// them (an array, a matrix's rows, a picasso uniform range).
#[derive(Clone, Debug, PartialEq)]
pub struct Variable {
    /// The name the program gives it: a declared name (`lightDir`, a
    /// picasso `.fvec` or `.alias`), a binding (`vertex.position`,
    /// `state.matrix.mvp.row[0]`, `program.env[3]`), or its first
    /// register (`c[12]`, `v[OPOS]`, `o0`, `CONST[0]`).
    pub name: String,
    /// The first register as the language spells it (`c4`, `p[0]`,
    /// `IN[0]`); [`crate::Inputs::set`] takes it, and `name`.
    pub register: String,
    /// Where the value comes from.
    pub binding: Binding,
    /// What the value means to the pipeline (position, color 0, texture
    /// coordinate 1, ...), where the language says.
    pub semantic: Option<Semantic>,
    /// The component type.
    pub ty: ComponentType,
    /// The number of four-component registers (1 for a single vector, 4
    /// for a matrix, N for an array).
    pub size: u32,
    /// The register file and first index in the shared IR.
    pub file: File,
    /// The first register's index in its file.
    pub index: u32,
    /// The plane of a two-dimensional file (a geometry program's input
    /// vertex, a gp4 parameter buffer).
    pub dimension: Option<u32>,
}

impl Variable {
    /// The indices the program's language gives the variable's registers:
    /// the binding's range for `program.env` and `program.local`
    /// (`program.env[0..3]` is `0..4`), else the register range
    /// (`c[4..7]` is `4..8`, a picasso `.fvec m[4]` at `c10` is `10..14`).
    pub fn indices(&self) -> std::ops::Range<u32> {
        let first = match self.binding {
            Binding::Env(first) | Binding::Local(first) => first,
            _ => split_index(&self.register).map_or(self.index, |(_, n, _)| n),
        };
        first..first.saturating_add(self.size)
    }

    /// Which element of the variable `name` spells, as an index of
    /// [`Variable::indices`] (`program.env[3]` of `program.env[0..3]` is
    /// 3): `name` must be the first register's spelling with another index
    /// inside the range.
    pub fn element(&self, name: &str) -> Option<u32> {
        let (prefix, _, suffix) = split_index(&self.register)?;
        let (p, k, s) = split_index(name.trim())?;
        // `c[05]` is not a spelling of `c[5]`.
        let canonical = name.trim() == format!("{p}{k}{s}");
        (canonical && p == prefix && s == suffix && self.indices().contains(&k)).then_some(k)
    }
}

/// Where a variable's value comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Binding {
    /// The registers themselves, set by their names (`c[12]`, `CONST[0]`,
    /// `v0`, results).
    Register,
    /// A name the program declares (NV_fragment_program `DECLARE`,
    /// picasso `.fvec`/`.ivec`/`.bool`/`.alias`): set by that name.
    Named,
    /// ARB `program.env[N]` and up (`N` the first).
    Env(u32),
    /// ARB `program.local[N]` and up, NV_fragment_program `p[N]`.
    Local(u32),
    /// A vector of GL state (`state.matrix.mvp.row[0]`,
    /// `state.light[0].diffuse`): the GL state model computes it.
    State(StateBinding),
}

/// The type of a variable's components.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ComponentType {
    /// binary32 floats (PICA: float24 under the default float model).
    Float,
    /// fp16 floats (NV_fragment_program `H` registers, `o[COLH]`).
    Half,
    /// Signed 32-bit integers (gp4 `INT`, address registers).
    Int,
    /// Unsigned integers (gp4 `UINT`, PICA `i` uniforms' bytes).
    Uint,
    /// Booleans (PICA `b` uniforms).
    Bool,
}

/// A texture image unit the program samples.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextureSlot {
    /// The unit.
    pub unit: u32,
    /// The sampler's name in the program (`TEX0`, `SAMP[0]`).
    pub name: String,
    /// The targets of the textures the program samples the unit as (a
    /// texture bound there must have one of them).
    pub targets: Vec<TextureTarget>,
    /// Whether some instruction samples it as a SHADOW target (a depth
    /// comparison: bind a depth texture with a compare function).
    pub shadow: bool,
}

/// The interface of a loaded program.
pub(crate) fn of(loaded: &Loaded) -> Interface {
    let program = &loaded.program;
    let variables = |files: &[File]| -> Vec<Variable> {
        program
            .declarations
            .iter()
            .filter(|d| files.contains(&d.file))
            .map(|d| variable(program, loaded, d))
            .collect()
    };
    let mut textures: Vec<TextureSlot> = Vec::new();
    for (unit, target) in crate::textures::sampled_units(program) {
        let base = TextureTarget::of(target);
        match textures.iter_mut().find(|t| t.unit == unit) {
            Some(slot) => {
                if !slot.targets.contains(&base) {
                    slot.targets.push(base);
                }
                slot.shadow |= target.is_shadow();
            }
            None => textures.push(TextureSlot {
                unit,
                name: program.spell(File::Sampler, unit),
                targets: vec![base],
                shadow: target.is_shadow(),
            }),
        }
    }
    Interface {
        inputs: variables(&[File::Input]),
        outputs: variables(&[File::Output]),
        uniforms: variables(&[File::Const, File::IntConst, File::BoolConst]),
        textures,
    }
}

fn variable(program: &Program, loaded: &Loaded, d: &Declaration) -> Variable {
    // The declaration's own spelling knows its plane; the program's
    // spelling of a two-dimensional register does not.
    let register = d
        .spell(d.first)
        .unwrap_or_else(|| program.spell(d.file, d.first));
    let base = match &d.spelling {
        Some(Spelling::Indexed { base, .. }) => *base,
        _ => 0,
    };
    let (binding, name) = match &d.binding {
        shasm_ir::Binding::None => (Binding::Register, register.clone()),
        shasm_ir::Binding::Named(n) => (Binding::Named, n.clone()),
        shasm_ir::Binding::Env => (Binding::Env(base), register.clone()),
        shasm_ir::Binding::Local => (Binding::Local(base), register.clone()),
        shasm_ir::Binding::State(s) => (Binding::State(*s), register.clone()),
    };
    Variable {
        name,
        register,
        binding,
        semantic: d.semantic,
        ty: component_type(loaded, d),
        size: d.len(),
        file: d.file,
        index: d.first,
        dimension: d.dimension,
    }
}

fn component_type(loaded: &Loaded, d: &Declaration) -> ComponentType {
    match d.file {
        File::BoolConst => return ComponentType::Bool,
        File::IntConst => return ComponentType::Uint,
        _ => {}
    }
    // NV_gpu_program4 says which integer registers are unsigned.
    if let Kind::Gp4(p) = &loaded.kind
        && let Some((.., ty)) = p
            .integers
            .iter()
            .find(|(file, first, last, _)| *file == d.file && *first <= d.first && d.first <= *last)
    {
        return match ty {
            shasm_gp4::table::Ty::Unsigned => ComponentType::Uint,
            shasm_gp4::table::Ty::Signed => ComponentType::Int,
            shasm_gp4::table::Ty::Float => ComponentType::Float,
        };
    }
    match d.format {
        StorageFormat::F32 => ComponentType::Float,
        StorageFormat::F16 => ComponentType::Half,
        StorageFormat::Int => ComponentType::Int,
    }
}
