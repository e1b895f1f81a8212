//! Issue 21, item 5: the Cranelift JIT (`shasm-jit`) computes what the reference
//! interpreter computes, bit for bit, on every program we have and on
//! random ones (the harness: `agree/mod.rs`).

mod agree;
mod common;

use shasm_jit::Jit;

/// Programs the Cranelift JIT may refuse, by a part of their name, with
/// the part of the reason it must give.
const REFUSED: &[(&str, &str)] = &[];

#[test]
fn every_program_runs_the_same_on_the_jit_engine() {
    agree::every_program(&Jit, REFUSED);
}

#[test]
fn random_tgsi_programs_run_the_same_on_the_jit_engine() {
    agree::random_tgsi(&Jit);
}

#[test]
fn random_nv_vertex_programs_run_the_same_on_the_jit_engine() {
    agree::random_nv(&Jit);
}

#[test]
fn random_pica_programs_run_the_same_on_the_jit_engine() {
    agree::random_pica(&Jit);
}
