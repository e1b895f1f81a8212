//! The NV_fragment_program (`!!FP1.0`) driver.
//!
//! What it adds to the generic commands (docs/cli.md, "NV fragment
//! programs"):
//! * `f[WPOS]` starts at the centre of the fragment's pixel (pixel (0, 0),
//!   or its quad position) with z = 0 and 1/w = 1; every other attribute at
//!   (0, 0, 0, 0). `f[FOGC]`'s y, z and w are the constant 0 (Table X.1), so
//!   `--set` may not change them.
//! * The report always carries the condition code (it exists in every run,
//!   starting at (EQ, EQ, EQ, EQ), §3.11.1.4), leaves out the write-only
//!   dummies `RC` and `HC`, and adds `fragment`: the colour and depth that
//!   replace the fragment's (§3.11.6).

use crate::driver::{Driver, Input, Kind, Loaded, Options};
use crate::engines::Outcome;
use crate::error::Error;
use crate::report::{FragmentResult, Report};
use crate::values::{bits_text, float_text};
use shasm_exec::Env;
use shasm_ir::File;
use shasm_ir::numeric::fp16;
use shasm_nv::fp::{self, FragmentProgram, OUT_COLOR, OUT_DEPTH, TEMP_H0, TEMP_HC, TEMP_RC};

/// IR input indices of the attributes with fixed content (lowering table in
/// `shasm_nv::fp`).
const IN_WPOS: u32 = 0;
const IN_FOGC: u32 = 3;

/// The NV_fragment_program driver (`--isa nv-fp`).
pub struct NvFp;

fn fragment_program(loaded: &Loaded) -> Option<&FragmentProgram> {
    match &loaded.kind {
        Kind::NvFragment(fp) => Some(fp),
        _ => None,
    }
}

impl Driver for NvFp {
    fn name(&self) -> &'static str {
        "nv-fp"
    }

    fn detect(&self, input: &Input) -> bool {
        // Any `!!FP` header, so that the front end reports a wrong one; and
        // a `.fp` file whose header is missing altogether.
        shasm_nv::sniff(input.without_bom()) == Some(shasm_nv::Language::FragmentProgram)
            || (shasm_nv::sniff(input.without_bom()).is_none()
                && input.extension().as_deref() == Some("fp"))
    }

    fn load(&self, input: &Input, _options: &Options) -> Result<Loaded, Error> {
        let text = input.text()?;
        let fp = fp::load(text).map_err(|e| Error::from(e.diagnostics))?;
        Ok(Loaded::new(
            fp.program.clone(),
            Kind::NvFragment(Box::new(fp)),
        ))
    }

    fn format(&self, input: &Input, _loaded: &Loaded) -> Result<String, Error> {
        let text = input.text()?;
        fp::format(text).map_err(|e| Error::from(e.diagnostics))
    }

    fn prepare_pixel(&self, _loaded: &Loaded, env: &mut Env, pixel: usize) -> Result<(), Error> {
        // Table X.1: x and y are the pixel centre, (i + 0.5, j + 0.5); w is
        // 1/w_clip. A run places the fragment (or the quad's pixel 0) at
        // pixel (0, 0), depth 0, w_clip 1.
        let x = 0.5 + (pixel & 1) as f32;
        let y = 0.5 + (pixel >> 1) as f32;
        env.set_f32(File::Input, IN_WPOS, [x, y, 0.0, 1.0])
            .map_err(|source| Error::Environment {
                name: "f[WPOS]".into(),
                source,
            })
    }

    fn check_env(&self, _loaded: &Loaded, env: &Env) -> Result<(), Error> {
        let fogc = env
            .get(File::Input, IN_FOGC)
            .map_err(|source| Error::Environment {
                name: "f[FOGC]".into(),
                source,
            })?;
        if fogc[1..] != [0, 0, 0] {
            return Err(Error::bad_option(
                "--set",
                "f[FOGC]",
                "f[FOGC] has only an x component: its y, z and w are the constant 0 (NV_fragment_program Table X.1); set it with --set f[FOGC]=X",
            ));
        }
        // H0-H63 (and HC) hold fp16 values (§3.11.1.2): a preset must be one.
        for index in (TEMP_H0..TEMP_H0 + 64).chain([TEMP_HC]) {
            let Ok(words) = env.get(File::Temp, index) else {
                continue;
            };
            for (c, w) in words.into_iter().enumerate() {
                let v = f32::from_bits(w);
                let nearest = fp16::round(v);
                if !v.is_nan() && nearest.to_bits() != w {
                    let name = if index == TEMP_HC {
                        "HC".to_string()
                    } else {
                        format!("H{}", index - TEMP_H0)
                    };
                    return Err(Error::bad_option(
                        "--set",
                        name.clone(),
                        format!(
                            "{name}.{} = {} ({}) is not an fp16 value; {name} is an fp16 register (nearest fp16 value: {})",
                            ['x', 'y', 'z', 'w'][c],
                            float_text(w),
                            bits_text(w),
                            float_text(nearest.to_bits())
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    fn finish_report(&self, loaded: &Loaded, outcome: &Outcome, report: &mut Report) {
        // RC and HC only carry condition-code updates; what is written to
        // them is discarded (§3.11.4.4).
        report
            .temps
            .retain(|e| !(e.file == File::Temp && (e.index == TEMP_RC || e.index == TEMP_HC)));
        if report.cc.is_empty() {
            report
                .cc
                .push(crate::report::ConditionCodes::of("CC", outcome, 0));
        }
        if let Some(fp) = fragment_program(loaded) {
            report.fragment = Some(fragment(fp, outcome));
        }
    }
}

/// The fragment's new colour and depth (§3.11.6), or null when it was
/// killed. Colour components are clamped to [0, 1]; components the run did
/// not write are undefined (§3.11.1.3) and given as null, as is the colour
/// of a program that writes only `o[DEPR]`. Without an `o[DEPR]` write in
/// the program the depth is the fragment's own (`f[WPOS].z`, "unmodified").
fn fragment(fp: &FragmentProgram, outcome: &Outcome) -> FragmentResult {
    if outcome.killed() {
        return FragmentResult::Killed;
    }
    let color = match (fp.color, outcome.get(File::Output, OUT_COLOR)) {
        (Some(_), Some(bits)) => {
            let written = outcome.written(File::Output, OUT_COLOR);
            Some(std::array::from_fn(|c| {
                if written & (1 << c) == 0 {
                    return None;
                }
                let v = f32::from_bits(bits[c]);
                let clamped = if v.is_nan() { v } else { v.clamp(0.0, 1.0) };
                Some(clamped.to_bits())
            }))
        }
        _ => None,
    };
    let depth = if fp.writes_depth {
        match outcome.get(File::Output, OUT_DEPTH) {
            Some(bits) if outcome.written(File::Output, OUT_DEPTH) & 4 != 0 => Some(bits[2]),
            _ => None,
        }
    } else {
        outcome.get(File::Input, IN_WPOS).map(|bits| bits[2])
    };
    FragmentResult::Written { color, depth }
}
