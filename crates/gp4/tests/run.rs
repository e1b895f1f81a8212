//! Programs loaded by the front end and run through the interpreter; each
//! expected value is derived from the NV_gpu_program4 section cited.

use shasm_exec::Executable;
use shasm_ir::File;

fn run(text: &str, inputs: &[(u32, [u32; 4])]) -> shasm_exec::Outcome {
    let p = shasm_gp4::load(text).unwrap_or_else(|e| panic!("{:#?}", e.diagnostics));
    let exe = Executable::new(&p.program).expect("valid IR");
    let mut env = exe.env();
    for (i, v) in inputs {
        env.set(File::Input, *i, *v).unwrap();
    }
    exe.run(&env).expect("runs")
}

fn out(o: &shasm_exec::Outcome, k: u32) -> [u32; 4] {
    o.get(File::Output, k).expect("written")
}

#[test]
fn integer_add_wraps_and_converts() {
    // §2.X.4.1: integer arithmetic is 32-bit and wraps (notes §3).
    let o = run(
        "!!NVvp4.0\nINT TEMP i;\nMOV.S i, 2147483647;\nADD.S i, i, 1;\nMOV.S result.attrib[0], i;\nI2F result.position, i;\nEND\n",
        &[],
    );
    assert_eq!(out(&o, 24), [i32::MIN as u32; 4]);
    assert_eq!(out(&o, 0), [(-2147483648.0f32).to_bits(); 4]);
}
