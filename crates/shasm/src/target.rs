//! [`Target`]: the languages `shasm translate --to` writes.

use crate::error::Error;
use std::fmt;
use std::str::FromStr;

/// A language a program translates to ([`crate::Program::translate_to`],
/// `shasm translate --to NAME`): TGSI, and WGSL, SPIR-V, GLSL, MSL and
/// HLSL through naga (docs/translate.md). More may follow, so matches
/// need a wildcard arm.
///
/// ```
/// use shasm::Target;
///
/// assert_eq!("tgsi".parse::<Target>()?, Target::Tgsi);
/// assert_eq!("TGSI".parse::<Target>()?, Target::Tgsi);
/// assert_eq!(Target::Tgsi.to_string(), "tgsi");
/// let error = "tgs".parse::<Target>().unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "unknown translation target `tgs` (known: tgsi, wgsl, spirv, glsl, glsl-es, msl, hlsl); did you mean `tgsi`?"
/// );
/// # Ok::<(), shasm::Error>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Target {
    /// Gallium TGSI text, the dialect Mesa's `tgsi_dump` prints.
    Tgsi,
    /// WebGPU Shading Language (naga).
    Wgsl,
    /// SPIR-V for Vulkan 1.1 (SPIR-V 1.3), binary (naga).
    Spirv,
    /// GLSL 4.50 with Vulkan bindings (naga).
    Glsl,
    /// GLSL ES 3.10 with Vulkan bindings (naga).
    GlslEs,
    /// Metal Shading Language (naga).
    Msl,
    /// HLSL, shader model 5.1 (naga).
    Hlsl,
}

impl Target {
    /// Every target, in the order the documentation lists them.
    pub const ALL: &'static [Target] = &[
        Target::Tgsi,
        Target::Wgsl,
        Target::Spirv,
        Target::Glsl,
        Target::GlslEs,
        Target::Msl,
        Target::Hlsl,
    ];

    /// The name `--to` takes.
    pub fn name(self) -> &'static str {
        match self {
            Target::Tgsi => "tgsi",
            Target::Wgsl => "wgsl",
            Target::Spirv => "spirv",
            Target::Glsl => "glsl",
            Target::GlslEs => "glsl-es",
            Target::Msl => "msl",
            Target::Hlsl => "hlsl",
        }
    }

    /// The naga back end of the target (`None` for TGSI).
    pub(crate) fn naga_language(self) -> Option<shasm_naga::Language> {
        use shasm_naga::Language as L;
        match self {
            Target::Tgsi => None,
            Target::Wgsl => Some(L::Wgsl),
            Target::Spirv => Some(L::SpirV),
            Target::Glsl => Some(L::Glsl),
            Target::GlslEs => Some(L::GlslEs),
            Target::Msl => Some(L::Msl),
            Target::Hlsl => Some(L::Hlsl),
        }
    }

    /// The names of [`Target::ALL`], comma-separated (error messages).
    pub(crate) fn known() -> String {
        Target::ALL
            .iter()
            .map(|t| t.name())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl FromStr for Target {
    type Err = Error;

    /// A target by its name, case-insensitively; an unknown name is
    /// [`Error::UnknownTarget`], with the closest name when one is near.
    fn from_str(text: &str) -> Result<Target, Error> {
        let text = text.trim();
        if let Some(t) = Target::ALL
            .iter()
            .find(|t| t.name().eq_ignore_ascii_case(text))
        {
            return Ok(*t);
        }
        let lower = text.to_ascii_lowercase();
        let suggestion =
            shasm_diag::closest(&lower, Target::ALL.iter().map(|t| t.name())).map(str::to_string);
        Err(Error::UnknownTarget {
            name: text.to_string(),
            suggestion,
        })
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
