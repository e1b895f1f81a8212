//! "The PK* instruction can be reversed by the UP* instruction" for values
//! the packed format represents (NV_fragment_program §3.11.5.20-23 and
//! §3.11.5.41-44, notes §5.6), over a sweep of codes. Single-value cases of
//! every instruction are spec tests (`tests/spec/nv_fp/*.test`).

use shasm_exec::Executable;
use shasm_ir::File;
use shasm_nv::fp;

#[test]
fn pack_unpack_round_trips() {
    let program = fp::load(
        "!!FP1.0\nPK2H R0, p[0];\nUP2H R1, R0.x;\nPK2US R0, p[1];\nUP2US R2, R0.y;\nPK4B R0, p[2];\nUP4B R3, R0.z;\nPK4UB R0, p[3];\nUP4UB R4, R0.w;\nMOV o[COLR], R0;\nEND\n",
    )
    .unwrap()
    .program;
    let exe = Executable::new(&program).unwrap();
    for k in [0u32, 1, 2, 100, 127, 128, 200, 254, 255] {
        // Codes k * 257 (16-bit) and k (8-bit) decoded as the spec decodes
        // them: fp16 bits, k / 65535, (k - 128) / 127, k / 255.
        let h = half::f16::from_bits((k * 257) as u16).to_f32();
        let us = (f64::from(k * 257) / 65535.0) as f32;
        let b = ((f64::from(k) - 128.0) / 127.0) as f32;
        let ub = (f64::from(k) / 255.0) as f32;
        let mut env = exe.env();
        env.set_f32(File::Const, 0, [h, -h, 0.0, 0.0]).unwrap();
        env.set_f32(File::Const, 1, [us, us, 0.0, 0.0]).unwrap();
        env.set_f32(File::Const, 2, [b; 4]).unwrap();
        env.set_f32(File::Const, 3, [ub; 4]).unwrap();
        let o = exe.run(&env).unwrap();
        let temp = |i: u32| o.get_f32(File::Temp, i).unwrap();
        if !h.is_nan() {
            assert_eq!(temp(1), [h, -h, h, -h], "k = {k}");
        }
        assert_eq!(temp(2), [us; 4], "k = {k}");
        assert_eq!(temp(3), [b; 4], "k = {k}");
        assert_eq!(temp(4), [ub; 4], "k = {k}");
    }
}
