//! Cube map face selection (ARB_texture_cube_map).

/// ARB_texture_cube_map face selection: the face index and the face's
/// (s, t) with derivatives scaled the same way.
pub(super) fn cube_face(
    r: [f32; 3],
    ddx: [f32; 3],
    ddy: [f32; 3],
) -> (usize, [f32; 3], [f32; 3], [f32; 3]) {
    let [x, y, z] = r;
    let (ax, ay, az) = (x.abs(), y.abs(), z.abs());
    // (face, sc, tc, ma) as functions of a direction.
    let pick = |v: [f32; 3], face: usize| -> (f32, f32, f32) {
        let [x, y, z] = v;
        match face {
            0 => (-z, -y, x),
            1 => (z, -y, x),
            2 => (x, z, y),
            3 => (x, -z, y),
            4 => (x, -y, z),
            _ => (-x, -y, z),
        }
    };
    let face = if ax >= ay && ax >= az {
        if x >= 0.0 { 0 } else { 1 }
    } else if ay >= az {
        if y >= 0.0 { 2 } else { 3 }
    } else if z >= 0.0 {
        4
    } else {
        5
    };
    let (sc, tc, ma) = pick(r, face);
    let m = ma.abs();
    let st = [(sc / m + 1.0) / 2.0, (tc / m + 1.0) / 2.0, 0.0];
    // d(sc/|ma|)/dx ≈ (dsc)/|ma| for the LOD (the ma term is second order
    // at the face centre).
    let d = |dv: [f32; 3]| {
        let (dsc, dtc, _) = pick(dv, face);
        [dsc / m / 2.0, dtc / m / 2.0, 0.0]
    };
    (face, st, d(ddx), d(ddy))
}
