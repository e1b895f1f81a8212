//! # shasm-passes: IR-to-IR rewrites for back ends
//!
//! The source languages have constructs that a back end's target may lack:
//! NV condition codes, NV_gpu_program4's counted `REP`, arrays indexed
//! through an integer TEMP, `XPD`, subroutines named by labels and entry
//! points after the first instruction. Each pass here rewrites a
//! [`shasm_ir::Program`] into an equivalent one without the construct,
//! using only IR operations whose results are the same words (each module
//! says why). The passes know no source language and no target: the TGSI
//! back end (`shasm-tgsi`) runs them before printing, and the naga and JIT
//! back ends can run the ones their target needs. [`retain_instructions`]
//! drops instructions where that renumbers nothing.
//!
//! | pass | precondition | postcondition |
//! | --- | --- | --- |
//! | [`calls::by_index`] | a program that [`shasm_ir::validate()`] accepts | no labels; entry at instruction 0; `CAL` targets by number |
//! | [`rep::reps_as_loops`] | balanced `REP`/`ENDREP` | no `REP`/`ENDREP` with a count the target can read; `BGNLOOP`/`ENDLOOP` with a hidden counter instead |
//! | [`addr::index_through_addr`] | relative operands indexed by `ADDR` or integer `TEMP` components | every relative operand indexed by an `ADDR` register (a `UARL` loads it) |
//! | [`cc::lower`] | run after the passes above (its instruction map names their numbering) | no CC update, test or conditional mask on registers set by float results; no `XPD` where [`xpd::why_not`] has no reason |
//! | [`presets::as_immediates`] | none | no preset CONST read directly (unless CONST is read relatively) |
//! | [`geometry::inputs_per_register`] | none | one input declaration per register, no vertex dimension |
//! | [`kills::constant_kills`] | none | no `KIL TR` (it is `KILL`); no `KIL FL` where there is no flow |
//! | [`outputs::pack_clip_distances`] | the clip-distance outputs, by distance | clip distances four to a register |
//! | [`outputs::start_values`] | none | no output initial values; a `MOV` of each written output's start value where needed |
//! | [`rsq::two_roundings`] | RSQ rounds the root first | `SQRT` then `RCP` instead of `RSQ` |
//!
//! The translation of a source language declares which of the last six it
//! needs ([`shasm_ir::origin::Step`]); the first four run for every TGSI
//! translation.
//!
//! Every pass is a function of the program alone (no I/O, no state) and
//! keeps the source map: an added instruction has an empty span, a
//! rewritten one keeps its own. A pass that cannot rewrite an instance
//! (an integer `REP` count that is negated, a CC register updated by an
//! integer add) leaves it as it is, for the back end to refuse in its own
//! words. The passes run in linear time in the program's size, and none
//! recurses.

pub mod addr;
pub mod calls;
pub mod cc;
pub mod geometry;
pub mod kills;
pub mod outputs;
pub mod presets;
pub mod rep;
pub mod rsq;
pub mod xpd;

use shasm_ir::{ImmType, Immediate, InstId, Instruction, Program};

/// The index of an immediate of type `ty` holding `values`: an existing
/// one with the same type and words, or a new one added to `p`.
pub fn immediate(p: &mut Program, ty: ImmType, values: [u32; 4]) -> u32 {
    if let Some(k) = p
        .immediates
        .iter()
        .position(|i| i.ty == ty && i.values == values)
    {
        return k as u32;
    }
    p.immediates.push(Immediate { ty, values, len: 4 });
    (p.immediates.len() - 1) as u32
}

/// The instructions of `p` that `keep` keeps, with their spans. Dropping
/// renumbers what follows, so it is done only in programs without flow
/// (the languages that declare the dropping steps have none); with flow,
/// every instruction stays and the back end judges them.
pub fn retain_instructions(p: &mut Program, keep: impl Fn(&Instruction) -> bool) {
    if p.instructions.iter().all(&keep) || p.instructions.iter().any(|i| i.opcode.is_flow()) {
        return;
    }
    let mut instructions = Vec::new();
    let mut spans = Vec::new();
    for (k, inst) in std::mem::take(&mut p.instructions).into_iter().enumerate() {
        if keep(&inst) {
            spans.push(
                InstId::from_index(k)
                    .and_then(|id| p.spans.get(id))
                    .cloned()
                    .unwrap_or_default(),
            );
            instructions.push(inst);
        }
    }
    p.instructions = instructions;
    p.spans.replace_instructions(spans);
}

/// What the passes' tests share: programs from source text, run by the
/// reference interpreter before and after a pass.
#[cfg(test)]
pub(crate) mod testing {
    use shasm_exec::Executable;
    use shasm_ir::{File, Program, SemanticName};

    /// An NV_gpu_program4 program (`!!NVvp4.0`) lowered to the IR.
    pub fn gp4(text: &str) -> Program {
        shasm_gp4::load(text)
            .unwrap_or_else(|e| panic!("{}", shasm_diag::render("t.vp", text, &e.diagnostics)))
            .program
    }

    /// An ARB vertex program lowered to the IR.
    pub fn arb(text: &str) -> Program {
        shasm_arb::load(text, &shasm_arb::Profile::default())
            .unwrap_or_else(|e| panic!("{}", shasm_diag::render("t.vp", text, &e.diagnostics)))
            .program
    }

    /// An NV vertex program lowered to the IR.
    pub fn nv_vp(text: &str) -> Program {
        shasm_nv::vp::load(text)
            .unwrap_or_else(|e| panic!("{}", shasm_diag::render("t.vp", text, &e.diagnostics)))
            .program
    }

    /// An NV fragment program lowered to the IR.
    pub fn nv_fp(text: &str) -> Program {
        shasm_nv::fp::load(text)
            .unwrap_or_else(|e| panic!("{}", shasm_diag::render("t.fp", text, &e.diagnostics)))
            .program
    }

    /// The words the reference interpreter writes to output `index`.
    pub fn output(p: &Program, index: u32) -> [u32; 4] {
        let exe = Executable::new(p).expect("prepares");
        let outcome = exe.run(&exe.env()).expect("runs");
        outcome.get(File::Output, index).expect("written")
    }

    /// Whether the reference interpreter's run of `p` is killed.
    pub fn killed(p: &Program) -> bool {
        let exe = Executable::new(p).expect("prepares");
        exe.run(&exe.env()).expect("runs").killed()
    }

    /// The words the reference interpreter writes to the position result.
    pub fn position(p: &Program) -> [u32; 4] {
        let index = p
            .declarations
            .iter()
            .find(|d| {
                d.file == File::Output
                    && d.semantic.is_some_and(|s| s.name == SemanticName::Position)
            })
            .map(|d| d.first)
            .expect("the program writes a position");
        let exe = Executable::new(p).expect("prepares");
        let outcome = exe.run(&exe.env()).expect("runs");
        outcome.get(File::Output, index).expect("written")
    }

    /// `values` as the words of binary32 numbers.
    pub fn words(values: [f32; 4]) -> [u32; 4] {
        values.map(f32::to_bits)
    }
}
