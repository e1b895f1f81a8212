//! [`Origin`]: what the language a program was lowered from means for a
//! translation of it, declared by the front end's lowering.
//!
//! The rest of the IR says what a program computes. A translation to
//! another language needs a few facts that belong to the source language
//! instead: that its `END` is syntax, that some constants are parameters a
//! driver fills (and what to tell the user each holds), which differences
//! of arithmetic to warn about and in which spec's words, what no
//! translation can keep, and the diagnostic codes of the language. A front end declares them here as
//! data, [`Step`]s over the program in the order a translation runs them;
//! a back end (`shasm_tgsi::translate`) carries them out for any program,
//! so that neither it nor the facade has code per source language.

use crate::{File, Span};

/// What a translation of the program must do and say that the source
/// language decides (see the module documentation). The default (a TGSI
/// program, or one built in code) asks for nothing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Origin {
    /// The preparation steps, in order.
    pub steps: Vec<Step>,
    /// What the program has that no translation keeps, one diagnostic per
    /// construct in the source language's words: a translation is refused
    /// with exactly these, before any step runs.
    pub refusals: Vec<Refusal>,
    /// How the back end's refusals are put in the source language's words;
    /// `None` keeps them as the back end says them.
    pub rephrase: Option<Rephrase>,
}

/// One diagnostic of [`Origin::refusals`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// Where (an instruction, or the header for whole-program properties).
    pub span: Span,
    /// The stable code (`nv-vp/translate-rcc`, ...).
    pub code: &'static str,
    /// The message.
    pub message: String,
    /// The label at the span, if any.
    pub label: Option<&'static str>,
}

/// The back end's refusals in the source language's words: the problems
/// of one instruction merge into one diagnostic at the instruction as
/// written, saying `cannot be written as TGSI: `TEXT`: REASON`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rephrase {
    /// Per instruction, the reason in the source language's words where it
    /// names the construct better than the back end (`None`: the back
    /// end's message).
    pub reasons: Vec<Option<String>>,
    /// The reason for an instruction refused for a relative address that
    /// goes through a register the target cannot index by (where
    /// [`Rephrase::reasons`] has none).
    pub relative: Option<String>,
}

/// Where the warnings about arithmetic cite the source language's spec
/// ([`Step::SemanticDifferences`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecSections {
    /// The spec's name (`NV_fragment_program`).
    pub spec: &'static str,
    /// RSQ of a negative operand.
    pub rsq: &'static str,
    /// MIN and MAX with a NaN operand.
    pub min_max: &'static str,
    /// LIT's specular exponent.
    pub lit: &'static str,
    /// POW's special cases.
    pub pow: &'static str,
    /// Denormals flushed to zero.
    pub denormals: &'static str,
}

/// One preparation step of a translation ([`Origin::steps`]). Each is a
/// rewrite or a check of the IR, generic over source languages; what is
/// particular to one comes in the step's data. Not `non_exhaustive`: a
/// back end that misses a new step fails to compile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Label names go (targets are instruction numbers).
    ClearLabels,
    /// The source's `END` is syntax: an `END` instruction is appended
    /// (with an empty span, or with none in the source map when
    /// `span_entry` is false).
    AppendEnd {
        /// Whether the source map gets an (empty) entry for it.
        span_entry: bool,
    },
    /// Full precision (`R` suffixes) is the target's binary32: the
    /// instructions' precision becomes the default.
    FullPrecisionIsDefault,
    /// Per-vertex input declarations of a geometry program become one per
    /// register (`vertex[1].position` and `vertex[0].position` are one
    /// `IN[][0]`).
    GeometryInputsPerRegister,
    /// Constants with preset values become immediates (integer constants
    /// as `UINT32`, equal values shared), their emptied declarations
    /// dropped; a program that reads constants relatively keeps them.
    PresetsAsImmediates,
    /// Constants with preset values become immediates, one each; where
    /// the program reads constants relatively, one error with `code` at
    /// the first such read, naming each preset (`names`: register index
    /// and the source's name for it).
    PresetsAsImmediatesOrRefuse {
        /// The error's code.
        code: &'static str,
        /// Source names of constant registers.
        names: Vec<(u32, String)>,
    },
    /// Parameter bindings (environment, local, GL state) become plain
    /// constants, a note with `code` naming what each holds.
    BindingsAsConstants {
        /// The notes' code.
        code: &'static str,
    },
    /// Inputs with initial values (GL's current attribute values) start
    /// undefined; a note with `code` says the driver supplies them.
    CurrentValues {
        /// The notes' code.
        code: &'static str,
    },
    /// Names of constant bindings go without a note.
    DropNamedBindings,
    /// The source declares the whole machine; the target only what the
    /// instructions use: the declarations of `files` go, and those of
    /// `unused` where no instruction uses the file.
    DropDeclarations {
        /// Files whose declarations go.
        files: Vec<File>,
        /// Files whose declarations go where no instruction uses them.
        unused: Vec<File>,
    },
    /// Instructions the target cannot compute as the source does (ops
    /// without a target spelling other than KIL, fp16 and fx12 precision,
    /// fp16 registers) are refused, one error with `code` each, before the
    /// back end sees the program.
    RefuseUnexpressed {
        /// The errors' code.
        code: &'static str,
    },
    /// `KIL TR` is KILL; `KIL FL` never kills and goes.
    ConstantKills,
    /// Writes to this temporary without a condition-code update have no
    /// effect and go (NV_fragment_program's `RC` and `HC`).
    DiscardedWrites(u32),
    /// Only the declarations the instructions use stay: inputs, outputs
    /// and samplers as declared, temporaries and unnamed constants below
    /// `named_from` as runs of used registers, and each used named
    /// constant as itself with a note with `code` saying which constant
    /// it is (and the values to load into it).
    UsedDeclarations {
        /// The notes' code.
        code: &'static str,
        /// The first named constant.
        named_from: u32,
    },
    /// Warnings with `code` where the target defines an instruction the
    /// program uses differently (RSQ, MIN/MAX, LIT, POW, denormals),
    /// citing the source's spec.
    SemanticDifferences {
        /// The warnings' code.
        code: &'static str,
        /// The source spec's sections.
        sections: SpecSections,
    },
    /// The instructions compute with the target's arithmetic from here on
    /// ([`crate::Semantics::tgsi`]).
    TargetSemantics,
    /// One register per clip distance (x) becomes four per register:
    /// `registers[n]` is the output of distance `n`; a write to it goes to
    /// component `n % 4` of the output of distance `n - n % 4`.
    PackedClipDistances {
        /// The output register of each clip distance.
        registers: Vec<u32>,
    },
    /// Outputs start at their declared initial value in the source and
    /// undefined in the target: outputs never written are not declared,
    /// and the others get a `MOV` of that value (0 for clip distances) at
    /// the start unless straight-line code writes all four components.
    ResultDefaults,
    /// Outputs with a semantic the target lacks (the PICA200's quaternion
    /// and view vector) become `GENERIC` outputs after the highest the
    /// program has, with a warning with `code` each.
    SemanticsAsGeneric {
        /// The warnings' code.
        code: &'static str,
    },
    /// An RSQ that rounds the root before the reciprocal
    /// ([`crate::RsqInput::SignedRootRounded`]) becomes `SQRT` then `RCP`.
    RsqTwoRoundings,
    /// A warning at the start of the program.
    Warning {
        /// The warning's code.
        code: &'static str,
        /// The message.
        message: &'static str,
    },
}
