//! Issue 20, item 6: the lane engine (`shasm-lanes`) computes what the reference
//! interpreter computes, bit for bit, on every program we have and on
//! random ones (the harness: `agree/mod.rs`).

mod agree;
mod common;

use shasm_lanes::Lanes;

/// Programs the lane engine may refuse, by a part of their name, with
/// the part of the reason it must give.
const REFUSED: &[(&str, &str)] = &[];

#[test]
fn every_program_runs_the_same_on_the_lanes_engine() {
    agree::every_program(&Lanes, REFUSED);
}

#[test]
fn random_tgsi_programs_run_the_same_on_the_lanes_engine() {
    agree::random_tgsi(&Lanes);
}

#[test]
fn random_nv_vertex_programs_run_the_same_on_the_lanes_engine() {
    agree::random_nv(&Lanes);
}

#[test]
fn random_pica_programs_run_the_same_on_the_lanes_engine() {
    agree::random_pica(&Lanes);
}
