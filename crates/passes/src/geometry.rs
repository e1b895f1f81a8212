//! Geometry-program inputs declared once per register.
//!
//! Precondition: none. Postcondition: no input declaration has a vertex
//! dimension; one declaration per input register is left, with no
//! spelling and no initial value.

use shasm_ir::{File, Program};
use std::collections::BTreeSet;

/// TGSI declares a geometry input once for every vertex (`DCL IN[][0]`,
/// a one-dimensional declaration read as `IN[v][0]`): per-vertex
/// declarations (`vertex[1].position` is `IN[1][0]`) become one per
/// register.
pub fn inputs_per_register(p: &mut Program) {
    let mut seen = BTreeSet::new();
    p.declarations.retain_mut(|d| {
        if d.file != File::Input || d.dimension.is_none() {
            return true;
        }
        d.dimension = None;
        d.spelling = None;
        // The values come from the vertex stage, not GL's current values.
        d.initial = [0; 4];
        seen.insert(d.first)
    });
}

#[cfg(test)]
mod tests {
    use crate::testing::gp4;
    use shasm_ir::File;

    #[test]
    fn each_input_register_is_declared_once_without_a_vertex() {
        // NV_geometry_program4: `vertex[k].position` is attribute
        // `position` of input vertex k; TGSI declares `IN[][0]` once.
        let mut p = gp4(
            "!!NVgp4.0\nPRIMITIVE_IN TRIANGLES;\nPRIMITIVE_OUT TRIANGLE_STRIP;\nVERTICES_OUT 2;\nMOV result.position, vertex[0].position;\nEMIT;\nMOV result.position, vertex[2].position;\nEMIT;\nEND\n",
        );
        let inputs = |p: &shasm_ir::Program| {
            p.declarations
                .iter()
                .filter(|d| d.file == File::Input)
                .cloned()
                .collect::<Vec<_>>()
        };
        assert!(inputs(&p).iter().any(|d| d.dimension.is_some()));
        super::inputs_per_register(&mut p);
        let after = inputs(&p);
        assert!(
            after
                .iter()
                .all(|d| d.dimension.is_none() && d.initial == [0; 4])
        );
        let mut registers: Vec<u32> = after.iter().map(|d| d.first).collect();
        registers.dedup();
        assert_eq!(registers.len(), after.len(), "one declaration per register");
    }
}
