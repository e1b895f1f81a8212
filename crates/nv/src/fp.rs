//! `!!FP1.0` fragment programs (NV_fragment_program).
