//! # shasm-naga: translation to modern shading languages through naga
//!
//! A prepared program ([`shasm_exec::Executable`]) becomes a
//! [`naga::Module`], which naga's validator checks and its back ends write
//! as WGSL, SPIR-V, GLSL, MSL or HLSL. Nothing here defines what an op
//! computes: the op compositions, operand and store rules are the
//! contract's (`shasm_ir::ops`), instantiated with an emitter whose values
//! are naga expression handles (`emit.rs`); control flow is the contract's
//! structured form (`shasm_ir::cfg::structure`).
//!
//! Two forms: the **compute form** ([`compute()`]), one invocation per
//! record of an input buffer, and the **stage form** ([`stage()`]), a
//! vertex or fragment entry point with the program's own inputs and
//! outputs. Both share one body: the same register array and the same
//! instructions. See `docs/translate.md` for the buffers and bindings,
//! what is exact on which target, and what has no translation yet.

mod body;
mod builder;
mod compute;
mod elementary;
mod emit;
pub mod gpu;
mod inst;
mod layout;
mod stage;
#[cfg(test)]
mod tests;
mod texture;

pub use layout::{BufferInfo, IoLayout, RegisterInfo};
pub use stage::varying_location;
pub use texture::TextureInfo;

use shasm_exec::Executable;
use std::fmt;

/// Invocations per workgroup of the compute form.
pub const WORKGROUP_SIZE: u32 = 64;

/// A language naga writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    Wgsl,
    SpirV,
    /// GLSL 4.50 (desktop, Vulkan bindings).
    Glsl,
    /// GLSL ES 3.10 (Vulkan bindings).
    GlslEs,
    Msl,
    Hlsl,
}

impl Language {
    /// Every language, in documentation order.
    pub const ALL: [Language; 6] = [
        Language::Wgsl,
        Language::SpirV,
        Language::Glsl,
        Language::GlslEs,
        Language::Msl,
        Language::Hlsl,
    ];

    /// The usual file extension.
    pub fn extension(self) -> &'static str {
        match self {
            Language::Wgsl => "wgsl",
            Language::SpirV => "spv",
            Language::Glsl => "comp.glsl",
            Language::GlslEs => "es.comp.glsl",
            Language::Msl => "metal",
            Language::Hlsl => "hlsl",
        }
    }
}

/// How faithfully the module follows the reference interpreter.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Bit for bit wherever the target's binary32 `+ - * /`, `sqrt` and
    /// integer operations are IEEE's (docs/translate.md).
    #[default]
    Exact,
    /// The target's own float arithmetic and transcendental functions,
    /// each result rounded to the program's number format.
    Fast,
}

/// Something the translation cannot express, at an instruction (an index
/// into the program's instructions) or for the whole program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub pc: Option<u32>,
    /// A stable diagnostic code (`naga/...`).
    pub code: &'static str,
    pub message: String,
}

impl Refusal {
    pub(crate) fn whole(code: &'static str, message: impl Into<String>) -> Refusal {
        Refusal {
            pc: None,
            code,
            message: message.into(),
        }
    }
}

/// Why a translation failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// Constructs the translation cannot express, one per instruction.
    #[error("{} construct(s) cannot be translated", .0.len())]
    Refused(Vec<Refusal>),
    /// naga's validator rejected the module built: a bug of shasm. The
    /// module (naga's debug form) is kept for the report.
    #[error("internal error: the translated module does not validate: {message}")]
    Invalid { message: String, module: String },
    /// A naga back end failed on a valid module.
    #[error("internal error: naga's {language:?} writer failed: {message}")]
    Backend { language: Language, message: String },
}

/// A validated module and its buffer layout.
pub struct Module {
    pub module: naga::Module,
    pub info: naga::valid::ModuleInfo,
    pub layout: IoLayout,
}

impl fmt::Debug for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Module")
            .field("layout", &self.layout)
            .finish()
    }
}

/// What a back end writes: text, or SPIR-V words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Output {
    Text(String),
    Binary(Vec<u8>),
}

/// Validate a module with every check naga has.
fn validate(module: &naga::Module) -> Result<naga::valid::ModuleInfo, Error> {
    let mut v = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::empty(),
    );
    v.validate(module).map_err(|e| {
        // The error and its causes: naga's top-level message names only
        // the function.
        let mut message = e.as_inner().to_string();
        let mut cause = std::error::Error::source(e.as_inner());
        while let Some(c) = cause {
            message.push_str(": ");
            message.push_str(&c.to_string());
            cause = c.source();
        }
        Error::Invalid {
            message,
            module: format!("{module:#?}"),
        }
    })
}

/// Translate a prepared program to its compute form.
pub fn compute(exe: &Executable, mode: Mode) -> Result<Module, Error> {
    let (module, layout) =
        compute::build(exe, mode == Mode::Exact, None, None).map_err(Error::Refused)?;
    let info = validate(&module)?;
    Ok(Module {
        module,
        info,
        layout,
    })
}

/// The compute form with the records a GPU engine asks for: the
/// register-array slots of one invocation's inputs and outputs.
pub(crate) fn compute_records(
    exe: &Executable,
    inputs: &[u32],
    outputs: &[u32],
) -> Result<Module, Error> {
    let (module, layout) =
        compute::build(exe, true, None, Some((inputs, outputs))).map_err(Error::Refused)?;
    let info = validate(&module)?;
    Ok(Module {
        module,
        info,
        layout,
    })
}

/// Translate a prepared vertex or fragment program to its stage form.
/// `names` gives the program's own name of a register (`vertex.position`,
/// an ARB variable, a picasso alias), where the caller knows one; the
/// interface's arguments and result members are named after it.
pub fn stage(
    exe: &Executable,
    mode: Mode,
    names: &dyn Fn(shasm_ir::File, u32) -> Option<String>,
) -> Result<Module, Error> {
    let (module, layout) =
        compute::build(exe, mode == Mode::Exact, Some(names), None).map_err(Error::Refused)?;
    let info = validate(&module)?;
    Ok(Module {
        module,
        info,
        layout,
    })
}

impl Module {
    /// Write the module in `language`.
    pub fn write(&self, language: Language) -> Result<Output, Error> {
        let fail = |message: String| Error::Backend { language, message };
        let (m, info) = (&self.module, &self.info);
        let entry = "main".to_string();
        let stage = m
            .entry_points
            .first()
            .map_or(naga::ShaderStage::Compute, |e| e.stage);
        match language {
            Language::Wgsl => {
                naga::back::wgsl::write_string(m, info, naga::back::wgsl::WriterFlags::empty())
                    .map(Output::Text)
                    .map_err(|e| fail(e.to_string()))
            }
            Language::SpirV => {
                let options = naga::back::spv::Options {
                    lang_version: (1, 3),
                    ..Default::default()
                };
                let pipeline = naga::back::spv::PipelineOptions {
                    shader_stage: stage,
                    entry_point: entry,
                };
                naga::back::spv::write_vec(m, info, &options, Some(&pipeline))
                    .map(|words| {
                        Output::Binary(words.iter().flat_map(|w| w.to_le_bytes()).collect())
                    })
                    .map_err(|e| fail(e.to_string()))
            }
            Language::Glsl | Language::GlslEs => {
                let mut binding_map = naga::back::glsl::BindingMap::default();
                for (_, g) in m.global_variables.iter() {
                    if let Some(b) = g.binding {
                        binding_map.insert(b, b.binding as u8);
                    }
                }
                let options = naga::back::glsl::Options {
                    version: if language == Language::GlslEs {
                        naga::back::glsl::Version::Embedded {
                            version: 310,
                            is_webgl: false,
                        }
                    } else {
                        naga::back::glsl::Version::Desktop(450)
                    },
                    writer_flags: naga::back::glsl::WriterFlags::empty(),
                    binding_map,
                    zero_initialize_workgroup_memory: true,
                };
                let pipeline = naga::back::glsl::PipelineOptions {
                    shader_stage: stage,
                    entry_point: entry,
                    multiview: None,
                };
                let mut out = String::new();
                let mut w = naga::back::glsl::Writer::new(
                    &mut out,
                    m,
                    info,
                    &options,
                    &pipeline,
                    naga::proc::BoundsCheckPolicies::default(),
                )
                .map_err(|e| fail(e.to_string()))?;
                w.write().map_err(|e| fail(e.to_string()))?;
                Ok(Output::Text(out))
            }
            Language::Msl => {
                let pipeline = naga::back::msl::PipelineOptions {
                    entry_point: Some((stage, entry)),
                    ..Default::default()
                };
                naga::back::msl::write_string(
                    m,
                    info,
                    &naga::back::msl::Options::default(),
                    &pipeline,
                )
                .map(|(s, _)| Output::Text(s))
                .map_err(|e| fail(e.to_string()))
            }
            Language::Hlsl => {
                let options = naga::back::hlsl::Options::default();
                let pipeline = naga::back::hlsl::PipelineOptions {
                    entry_point: Some((stage, entry)),
                };
                let mut out = String::new();
                let mut w = naga::back::hlsl::Writer::new(&mut out, &options, &pipeline);
                w.write(m, info, None).map_err(|e| fail(e.to_string()))?;
                Ok(Output::Text(out))
            }
        }
    }
}
