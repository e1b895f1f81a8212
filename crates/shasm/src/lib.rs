//! # shasm: classic GPU shader programs, checked, run and translated
//!
//! shasm reads the programmable-GPU assembly languages of the early 2000s
//! and of the Nintendo 3DS: NVIDIA's vertex programs (`!!VP1.0`, `!!VP1.1`,
//! `!!VP2.0`, vertex state programs `!!VSP1.0`) and fragment programs
//! (`!!FP1.0`), the PICA200 shader unit (picasso source or SHBIN binaries),
//! and Gallium's TGSI. It checks a program as the spec's load step would
//! (every load-time rule, with compiler-grade diagnostics), runs it with
//! the spec's exact arithmetic in a reference interpreter, and translates
//! it.
//!
//! This crate is the library everything else uses (the `shasm` command line
//! is a thin layer over it). Under it sit the front ends (`shasm-tgsi`,
//! `shasm-nv`, `shasm-pica`), the shared IR (`shasm-ir`), the reference
//! interpreter (`shasm-exec`) and the GL layer (`shasm-gl`).
//!
//! ## Load, bind, run
//!
//! [`Program::load`] detects the language from the header, the SHBIN magic
//! or the file name (or takes [`Options::isa`]), parses and checks the
//! program, and prepares it to run. [`Program::inputs`] gives the inputs of
//! one run, which are set by the names the program's own language uses;
//! [`Program::run_with`] runs them and returns a [`Report`](report::Report).
//!
//! A TGSI vertex transform:
//!
//! ```
//! use shasm::Program;
//!
//! let program = Program::from_text(
//!     "transform.tgsi",
//!     "VERT
//!      DCL IN[0]
//!      DCL OUT[0], POSITION
//!      DCL CONST[0..1]
//!        0: MUL OUT[0], IN[0], CONST[0]
//!        1: ADD OUT[0].w, OUT[0].wwww, CONST[1].xxxx
//!        2: END",
//! )?;
//! let mut inputs = program.inputs()?;
//! inputs.set("IN[0]", &[1.0, 2.0, 3.0, 1.0])?;
//! inputs.set("CONST[0]", &[2.0, 2.0, 2.0, 1.0])?;
//! inputs.assign("CONST[1]=0.5")?; // the `--set` syntax
//! let report = program.run_with(&inputs)?;
//! let position = report.find("OUT[0]").unwrap().floats();
//! assert_eq!(position, [2.0, 4.0, 6.0, 1.5]);
//! # Ok::<(), shasm::Error>(())
//! ```
//!
//! An NV vertex program: attributes by number or mnemonic (`v[OPOS]`),
//! parameters as `c[N]`. Attributes that are not set keep GL's initial
//! state, (0,0,0,1) for most; result registers start as (0,0,0,1):
//!
//! ```
//! use shasm::Program;
//!
//! let program = Program::from_text(
//!     "scale.vp",
//!     "!!VP1.0
//!      MUL o[HPOS], v[OPOS], c[0];
//!      MOV o[COL0], v[7];
//!      END",
//! )?;
//! let mut inputs = program.inputs()?;
//! inputs.set("v[OPOS]", &[1.0, 2.0, 3.0, 1.0])?;
//! inputs.set("c[0]", &[0.5, 0.5, 0.5, 1.0])?;
//! let report = program.run_with(&inputs)?;
//! assert_eq!(report.find("o[HPOS]").unwrap().floats(), [0.5, 1.0, 1.5, 1.0]);
//! // v[7] was not set: (0,0,0,1) (NV_vertex_program2, initial state).
//! assert_eq!(report.find("o[COL0]").unwrap().floats(), [0.0, 0.0, 0.0, 1.0]);
//! # Ok::<(), shasm::Error>(())
//! ```
//!
//! An NV fragment program computes at the precision its suffixes name
//! (here `H`: fp16, so 1/3 rounds to the nearest fp16 value):
//!
//! ```
//! use shasm::Program;
//!
//! let program = Program::from_text(
//!     "third.fp",
//!     "!!FP1.0
//!      RCPH H0.x, f[TEX0].x;
//!      MOVR o[COLR], H0.x;
//!      END",
//! )?;
//! let mut inputs = program.inputs()?;
//! inputs.set("f[TEX0]", &[3.0])?;
//! let report = program.run_with(&inputs)?;
//! let red = report.find("o[COLR]").unwrap().floats()[0];
//! assert_eq!(red, half::f16::from_f32(1.0 / 3.0).to_f32());
//! assert_ne!(red, 1.0 / 3.0);
//! # Ok::<(), shasm::Error>(())
//! ```
//!
//! A PICA200 shader, from picasso source, runs with the hardware's float24
//! arithmetic; inputs and uniforms go by their names in the source:
//!
//! ```
//! use shasm::Program;
//!
//! let program = Program::from_text(
//!     "double.v.pica",
//!     ".fvec scale
//!      .out outpos position
//!      .alias inpos v0
//!      .proc main
//!          mul outpos, scale, inpos
//!          end
//!      .end",
//! )?;
//! let mut inputs = program.inputs()?;
//! inputs.set("v0", &[1.0, 2.0, 3.0, 1.0])?;
//! inputs.set("scale", &[2.0, 2.0, 2.0, 1.0])?;
//! let report = program.run_with(&inputs)?;
//! assert_eq!(report.outputs[0].floats(), [2.0, 4.0, 6.0, 1.0]);
//! # Ok::<(), shasm::Error>(())
//! ```
//!
//! ## Many invocations
//!
//! [`Batch`] runs one invocation per element of flat input and output
//! arrays, reusing one machine: the uniforms are set once in the base
//! inputs, the varying registers per invocation.
//!
//! ```
//! use shasm::{Batch, Program};
//!
//! let program = Program::from_text("t.vp", "!!VP1.0\nMUL o[HPOS], v[0], c[0];\nEND\n")?;
//! let mut uniforms = program.inputs()?;
//! uniforms.set("c[0]", &[2.0, 2.0, 2.0, 1.0])?;
//! let batch = Batch::new(&program, &["v[0]"], &["o[HPOS]"])?;
//! let vertices: Vec<u32> = [1.0f32, 2.0, 3.0, 1.0, -1.0, 0.5, 0.0, 1.0]
//!     .iter()
//!     .map(|v| v.to_bits())
//!     .collect();
//! let mut positions = vec![0; vertices.len()];
//! batch.run(&program, &uniforms, &vertices, &mut positions)?;
//! let positions: Vec<f32> = positions.into_iter().map(f32::from_bits).collect();
//! assert_eq!(positions, [2.0, 4.0, 6.0, 1.0, -2.0, 1.0, 0.0, 1.0]);
//! # Ok::<(), shasm::Error>(())
//! ```
//!
//! ## Check
//!
//! A program that does not load is [`Error::Invalid`], holding every
//! diagnostic: a message, the byte span, a stable code naming the rule
//! broken, and for NV programs the GL error position
//! (`PROGRAM_ERROR_POSITION_NV`). [`shasm_diag::render`] prints them as a
//! compiler does.
//!
//! ```
//! use shasm::{Error, Program};
//!
//! let text = "!!VP1.0\nMOV o[HPOS], c[96];\nEND\n";
//! let Err(Error::Invalid { diagnostics }) = Program::from_text("bad.vp", text) else {
//!     panic!("VP1.0 has 96 parameters, c[0] to c[95]");
//! };
//! let first = &diagnostics[0];
//! assert!(first.code.unwrap().starts_with("nv-vp/"));
//! assert_eq!(&text[first.span.clone()], "96");
//! let rendered = shasm_diag::render("bad.vp", text, &diagnostics);
//! assert!(rendered.starts_with("bad.vp:2:16: error:"));
//! ```
//!
//! ## Translate and format
//!
//! [`Program::translate`] writes a program in another language (`tgsi`
//! today); what the target cannot express is [`Error::Translate`], one
//! diagnostic at each instruction concerned. [`Program::format`] prints
//! canonical text in the program's own language.
//!
//! ```
//! let program = shasm::Program::from_text("t.vp", "!!VP1.0\nMOV o[HPOS], v[0];\nEND\n")?;
//! let tgsi = program.translate("tgsi")?;
//! assert!(tgsi.text.starts_with("VERT"));
//! assert!(tgsi.text.contains("MOV OUT[0], IN[0]"));
//! # Ok::<(), shasm::Error>(())
//! ```
//!
//! ## Untrusted input
//!
//! No input makes the library panic, recurse without bound, or allocate
//! without bound: files are read through [`limits`] (16 MiB programs),
//! diagnostics stop at 50 errors per file, PNG images are refused from
//! their header past 4 Mi pixels ([`image`]), and every run has an
//! executed-instruction budget ([`Options::budget`]) whose exhaustion is a
//! typed error. Inputs built for one program and run with another are an
//! error, not a panic.
//!
//! ## Examples
//!
//! `crates/shasm/examples/` has one program per language that does what
//! `shasm run` does: `cargo run -p shasm --example tgsi`, `nv_vp`, `nv_fp`,
//! `pica`.

#![deny(missing_docs)]

pub mod arb;
mod batch;
pub mod cfg;
pub mod driver;
mod engines;
pub mod error;
pub mod gp4;
pub mod image;
pub mod interface;
pub mod limits;
pub mod listing;
pub mod nv_fp;
pub mod nv_vp;
pub mod options;
pub mod pica;
mod program;
pub mod render;
pub mod report;
mod session;
pub mod shader_test;
mod target;
pub mod textures;
pub mod tgsi;
pub mod values;
pub mod vfp;

pub use batch::{Batch, BatchSummary};
pub use driver::Options;
pub use engines::{available_engines, engine};
pub use error::Error;
pub use image::PngImageError;
pub use interface::Interface;
pub use options::{
    Compare, CompareFunc, DepthMode, Entry, Filter, FloatModel, ParseNameError, Profile, Sampler,
    TextureFormat, TextureTarget, Wrap,
};
pub use program::{Inputs, Isa, Program, TranslateForm, TranslateOptions, Translation};
pub use session::BenchResult;
/// The diagnostics crate, for rendering [`Error::Invalid`] diagnostics.
pub use shasm_diag as diag;
/// The diagnostic type of every front end ([`Error::Invalid`],
/// [`Error::Translate`]).
pub use shasm_diag::{Diagnostic, Severity};
/// The engine contract ([`engine`] gives an engine by kind).
pub use shasm_engine::{
    Engine, EngineError, EngineKind, IoLayout, Kernel, MIN_CHUNK, Order, Results, Slot, Status,
    Summary, Threaded,
};
/// The interpreter's errors: a failed run ([`Error::Run`], e.g. call-stack
/// overflow), a refused value ([`Error::Environment`]), a program that
/// cannot be prepared ([`Error::Prepare`]), a texture that does not fit its
/// target; and how a run ended ([`End`]: normally, or at the
/// executed-instruction budget).
pub use shasm_exec::{End, EnvError, ExecError, PrepareError, texture::TextureError};
/// The GL layer's errors ([`Error::GlState`], [`Error::Gl`]).
pub use shasm_gl::{GlError, StateError};
/// Program types ([`Program::stage`]) and register files ([`interface::Variable::file`],
/// [`report::Entry::file`]).
pub use shasm_ir::{File, Stage};
pub use shasm_naga::Mode as TranslateMode;
pub use target::Target;
pub use textures::{Texture, TextureFile};
pub use values::ValueError;
