//! Lowering SHBIN entry points into the IR: every corpus DVLE lowers to a
//! valid program, and the simple_tri vertex shader computes what its source
//! says.

mod common;

use shasm_exec::Executable;
use shasm_ir::{Binding, File, Opcode, Semantics, Stage, validate};
use shasm_pica::Shbin;
use shasm_pica::lower::lower;

#[test]
fn every_corpus_entry_point_lowers_to_a_valid_program() {
    for path in common::corpus_files(".shbin") {
        let shbin = Shbin::read(&std::fs::read(&path).unwrap()).unwrap();
        for k in 0..shbin.dvles.len() {
            let p = lower(&shbin, k, Semantics::pica())
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(p.instructions.len(), shbin.dvlp.code.len());
            validate(&p).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
            Executable::new(&p).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let expect = if shbin.dvles[k].is_geometry() {
                Stage::Geometry
            } else {
                Stage::Vertex
            };
            assert_eq!(p.stage, expect);
        }
    }
}

fn simple_tri() -> Shbin {
    let path = common::corpus_dir().join("graphics_gpu_simple_tri_vshader.v.shbin");
    Shbin::read(&std::fs::read(path).unwrap()).unwrap()
}

#[test]
fn simple_tri_lowering_maps_registers_names_and_constants() {
    let p = lower(&simple_tri(), 0, Semantics::pica()).unwrap();
    // `.fvec projection[4]` → c0..c3 bound by name.
    let d = p.named("projection").expect("projection is declared");
    assert_eq!((d.file, d.first, d.last), (File::Const, 0, 3));
    assert_eq!(d.binding, Binding::Named("projection".into()));
    assert_eq!(p.spell(File::Const, 2), "c2");
    assert_eq!(p.spell(File::Input, 1), "v1");
    assert_eq!(p.spell(File::Output, 1), "o1");
    // `.constf myconst(0.0, 1.0, -1.0, 0.1)` → c95, truncated to float24.
    let c95 = p
        .presets
        .iter()
        .find(|x| x.reg == shasm_ir::Reg::new(File::Const, 95))
        .unwrap();
    assert_eq!(
        c95.value.map(f32::from_bits),
        [0.0, 1.0, -1.0, shasm_ir::numeric::f24::decode(0x3B9999)]
    );
    let ops: Vec<Opcode> = p.instructions.iter().map(|i| i.opcode).collect();
    assert_eq!(
        ops,
        [
            Opcode::Mov,
            Opcode::Mov,
            Opcode::Dp4,
            Opcode::Dp4,
            Opcode::Dp4,
            Opcode::Dp4,
            Opcode::Mov,
            Opcode::End
        ]
    );
    assert_eq!(
        p.instructions[1].to_string(),
        "MOV TEMP[0].w, CONST[95].yyyy"
    );
}

#[test]
fn simple_tri_transforms_a_vertex() {
    let p = lower(&simple_tri(), 0, Semantics::pica()).unwrap();
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    // projection = scale by (2, 3, 4) and translate by (1, 1, 1).
    let rows = [
        [2.0, 0.0, 0.0, 1.0],
        [0.0, 3.0, 0.0, 1.0],
        [0.0, 0.0, 4.0, 1.0],
        [0.0, 0.0, 0.0, 1.0],
    ];
    for (i, r) in rows.iter().enumerate() {
        env.set_f32(File::Const, i as u32, *r).unwrap();
    }
    // inpos.w is replaced by 1.0 ("Force the w component of inpos to be 1.0").
    env.set_f32(File::Input, 0, [1.0, 2.0, 3.0, 7.0]).unwrap();
    env.set_f32(File::Input, 1, [0.25, 0.5, 0.75, 1.0]).unwrap();
    let o = exe.run(&env).unwrap();
    assert_eq!(o.get_f32(File::Output, 0), Some([3.0, 7.0, 13.0, 1.0]));
    assert_eq!(o.get_f32(File::Output, 1), Some([0.25, 0.5, 0.75, 1.0]));
    assert_eq!(o.executed(), 8);
}
