//! Issue 20, item 4: the structured form has the shape naga and a lane
//! engine take. `break`/`continue` act on the innermost loop only
//! ([`Structured::check`]); an exit across loops goes through the exit
//! variable; irreducible flow gets one dispatcher per irreducible region,
//! not one for the whole program; and every form runs like the
//! interpreter, bit for bit ([`equivalent`]).

use shasm::Program;
use shasm::cfg::{Cond, EXIT_VAR, Equivalence, Form, ListId, Node, Structured, equivalent};
use shasm_ir::File;

fn f(v: [f32; 4]) -> [u32; 4] {
    v.map(f32::to_bits)
}

/// Run `program` with each `consts` (CONST[i] = consts[i]) through the
/// interpreter and the structured form: the same results, bit for bit.
fn same_on(program: &Program, consts: &[&[[f32; 4]]]) {
    let exe = program.executable();
    for set in consts {
        let mut env = program.inputs().unwrap().env().clone();
        for (i, v) in set.iter().enumerate() {
            env.set(File::Const, i as u32, f(*v)).unwrap();
        }
        match equivalent(exe, &env) {
            Equivalence::Same { .. } => {}
            other => panic!("{other:?} with {set:?}"),
        }
    }
}

/// Every node with the number of switches around it.
fn nodes_with_switch_depth(tree: &Structured) -> Vec<(&Node, u32)> {
    let mut out = Vec::new();
    let mut work: Vec<(ListId, u32)> = vec![(tree.root, 0)];
    while let Some((list, depth)) = work.pop() {
        for &id in tree.list(list) {
            let node = tree.node(id);
            out.push((node, depth));
            match node {
                Node::If {
                    then, otherwise, ..
                } => work.extend([(*then, depth), (*otherwise, depth)]),
                Node::Loop { body } => work.push((*body, depth)),
                Node::Switch { cases, default, .. } => {
                    work.extend(cases.iter().map(|&(_, l)| (l, depth + 1)));
                    work.push((*default, depth + 1));
                }
                _ => {}
            }
        }
    }
    out
}

#[test]
fn tgsi_nested_loops_are_plain_loops() {
    // TGSI BRK/CONT leave or continue the innermost loop (TGSI "BRK",
    // "CONT"), and each loop's exit is placed after it: two loops, no
    // dispatcher, no exit variable.
    let program = Program::from_text(
        "nested.tgsi",
        "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDCL CONST[0..1]\nDCL TEMP[0..1]\n\
         IMM[0] FLT32 { 1.0, 0.0, 3.0, -1.0 }\n\
         MOV TEMP[0], CONST[0]\n\
         BGNLOOP\n\
           ADD TEMP[0].x, TEMP[0].xxxx, IMM[0].wwww\n\
           SLT TEMP[1].x, TEMP[0].xxxx, IMM[0].yyyy\n\
           IF TEMP[1].xxxx\n  BRK\n  ENDIF\n\
           MOV TEMP[0].y, CONST[1].yyyy\n\
           BGNLOOP\n\
             ADD TEMP[0].y, TEMP[0].yyyy, IMM[0].wwww\n\
             ADD TEMP[0].z, TEMP[0].zzzz, IMM[0].xxxx\n\
             SLT TEMP[1].y, TEMP[0].yyyy, IMM[0].yyyy\n\
             IF TEMP[1].yyyy\n  BRK\n  ELSE\n  CONT\n  ENDIF\n\
           ENDLOOP\n\
         ENDLOOP\n\
         MOV OUT[0], TEMP[0]\nEND\n",
    )
    .unwrap();
    let cfg = program.cfg();
    let tree = cfg.structurize().unwrap();
    assert_eq!(tree.form, Form::Nested);
    tree.check(&cfg).unwrap();
    assert_eq!(tree.vars, 1);
    let nodes = nodes_with_switch_depth(&tree);
    assert!(
        !nodes
            .iter()
            .any(|(n, _)| matches!(n, Node::Switch { .. } | Node::Set { .. }))
    );
    assert_eq!(
        nodes
            .iter()
            .filter(|(n, _)| matches!(n, Node::Loop { .. }))
            .count(),
        2
    );
    same_on(
        &program,
        &[
            &[[2.0, 0.0, 0.0, 0.0], [0.0, 3.0, 0.0, 0.0]],
            &[[0.5, 0.0, 0.0, 0.0], [0.0, 1.5, 0.0, 0.0]],
            &[[-1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]],
        ],
    );
}

#[test]
fn a_branch_across_two_loops_goes_through_the_exit_variable() {
    // NV_vertex_program2 BRA (§2.14.4) from the inner loop to the outer
    // loop's head crosses the inner loop: naga's `continue` acts on the
    // innermost loop only, so the form sets the exit variable, breaks,
    // and continues the outer loop after the inner one.
    let program = Program::from_text(
        "two_loops.vp",
        "!!VP2.0\n\
         MOV R0, c[0];\n\
         outer:\n\
         ADDC R0.x, R0.x, c[1].x;\n\
         MOV R1, c[2];\n\
         inner:\n\
         ADDC R1.y, R1.y, c[1].y;\n\
         BRA done (LT.y);\n\
         BRA inner (GT.y);\n\
         ADD R0.z, R0.z, R1.y;\n\
         BRA outer (GT.x);\n\
         done:\n\
         MOV o[HPOS], R0;\n\
         END\n",
    )
    .unwrap();
    let cfg = program.cfg();
    let tree = cfg.structurize().unwrap();
    assert_eq!(tree.form, Form::Nested);
    tree.check(&cfg).unwrap();
    let nodes = nodes_with_switch_depth(&tree);
    let sets_exit =
        |n: &Node| matches!(n, Node::Set { var, value } if *var == EXIT_VAR && *value != 0);
    assert!(nodes.iter().any(|(n, _)| sets_exit(n)), "{tree:?}");
    let tests_exit =
        |n: &Node| matches!(n, Node::If { cond: Cond::Is { var, .. }, .. } if *var == EXIT_VAR);
    assert!(nodes.iter().any(|(n, _)| tests_exit(n)));
    same_on(
        &program,
        &[
            // Outer runs 3 times, the inner loop 2 each, no early exit.
            &[
                [3.0, 0.0, 0.0, 1.0],
                [-1.0, -1.0, 0.0, 0.0],
                [0.0, 2.0, 0.0, 0.0],
            ],
            // The inner loop leaves both at once (R1.y < 0).
            &[
                [3.0, 0.0, 0.0, 1.0],
                [-1.0, -1.0, 0.0, 0.0],
                [0.0, 0.5, 0.0, 0.0],
            ],
            // NaN: no CC test passes but TR.
            &[
                [f32::NAN, 0.0, 0.0, 1.0],
                [-1.0, -1.0, 0.0, 0.0],
                [0.0, 2.0, 0.0, 0.0],
            ],
        ],
    );
}

#[test]
fn each_irreducible_region_gets_its_own_dispatcher() {
    // Two loops each entered at two places (a BRA into the middle and the
    // fall-through into the top): two irreducible regions. Each gets a
    // dispatcher switch of two cases; the code before, between and after
    // them stays outside any switch (MLIR CFGToSCF / Bahmann et al.).
    let program = Program::from_text(
        "irreducible.vp",
        "!!VP2.0\n\
         MOV R0, c[0];\n\
         ADDC R1, R0, c[1];\n\
         BRA a2 (GT.x);\n\
         a1:\n\
         ADD R0.x, R0.x, c[1].y;\n\
         a2:\n\
         ADDC R0.y, R0.y, c[1].y;\n\
         BRA a1 (GT.y);\n\
         MOV R2, R0;\n\
         ADDC R1, R0, c[1];\n\
         BRA b2 (LT.x);\n\
         b1:\n\
         ADD R2.x, R2.x, c[1].y;\n\
         b2:\n\
         ADDC R2.y, R2.y, c[1].y;\n\
         BRA b1 (GT.y);\n\
         MOV o[HPOS], R2;\n\
         END\n",
    )
    .unwrap();
    let cfg = program.cfg();
    let tree = cfg.structurize().unwrap();
    assert_eq!(tree.form, Form::Regions);
    assert_eq!(tree.regions, 2);
    assert!(!tree.forced_by.is_empty());
    tree.check(&cfg).unwrap();
    let nodes = nodes_with_switch_depth(&tree);
    let switches: Vec<usize> = nodes
        .iter()
        .filter_map(|(n, _)| match n {
            Node::Switch { cases, .. } => Some(cases.len()),
            _ => None,
        })
        .collect();
    assert_eq!(switches, [2, 2]);
    // The code before the first region is outside every switch, and each
    // dispatcher's cases are the two entries of its own region only
    // (a1 = 3 and a2 = 4; b1 = 9 and b2 = 10), not every block of the
    // program as a whole-program dispatcher would have.
    let block_at = |pc: usize| {
        nodes.iter().find_map(|(n, depth)| match n {
            Node::Block(b) if cfg.block(*b).range().contains(&pc) => Some((*b, *depth)),
            _ => None,
        })
    };
    // The code before, between and after the regions (instructions 0, 6
    // and 12) is outside every switch.
    for pc in [0, 6, 12] {
        assert_eq!(block_at(pc).map(|(_, d)| d), Some(0), "instruction {pc}");
    }
    let mut entries: Vec<Vec<usize>> = nodes
        .iter()
        .filter_map(|(n, _)| match n {
            Node::Switch { cases, .. } => Some(
                cases
                    .iter()
                    .map(
                        |(_, l)| match tree.list(*l).first().map(|&id| tree.node(id)) {
                            Some(Node::Block(b)) => cfg.block(*b).start as usize,
                            other => panic!("a case starts with {other:?}"),
                        },
                    )
                    .collect(),
            ),
            _ => None,
        })
        .collect();
    entries.sort();
    assert_eq!(entries, [vec![3, 4], vec![9, 10]]);
    same_on(
        &program,
        &[
            &[[1.0, 2.0, 0.0, 1.0], [1.0, -1.0, 0.0, 0.0]],
            &[[-1.0, 2.0, 0.0, 1.0], [0.0, -1.0, 0.0, 0.0]],
            &[[1.0, 0.5, 0.0, 1.0], [-3.0, -0.25, 0.0, 0.0]],
        ],
    );
}
