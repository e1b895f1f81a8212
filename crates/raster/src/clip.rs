//! Clipping in clip coordinates (OpenGL 2.1 §2.17 "Clipping"; §2.12 in
//! GL 1.x): against the view volume -w ≤ x, y, z ≤ w and against each
//! enabled user clip distance d ≥ 0.
//!
//! Every attribute of a new vertex is the linear blend of the two
//! vertices of the clipped edge, in clip coordinates (§2.17: P = t P1 +
//! (1 - t) P2, the same t for the colours, texture coordinates and every
//! other varying), which is why interpolation after clipping stays
//! perspective-correct.

use crate::VertexOut;

/// A vertex being clipped: position, varyings and clip distances.
pub(crate) type ClipVertex = VertexOut;

/// The signed distance of `v` to plane `plane` (inside where ≥ 0): the six
/// planes of the view volume, then the enabled user distances.
fn distance(v: &ClipVertex, plane: usize) -> f32 {
    let [x, y, z, w] = v.position;
    match plane {
        0 => w + x,
        1 => w - x,
        2 => w + y,
        3 => w - y,
        4 => w + z,
        5 => w - z,
        n => v.clip.get(n - 6).copied().unwrap_or(0.0),
    }
}

/// The vertex at `t` from `a` to `b`.
fn lerp(a: &ClipVertex, b: &ClipVertex, t: f32) -> ClipVertex {
    let mix = |p: f32, q: f32| p + t * (q - p);
    let mix4 = |p: [f32; 4], q: [f32; 4]| std::array::from_fn(|c| mix(p[c], q[c]));
    ClipVertex {
        position: mix4(a.position, b.position),
        varyings: a
            .varyings
            .iter()
            .zip(&b.varyings)
            .map(|(p, q)| mix4(*p, *q))
            .collect(),
        clip: a
            .clip
            .iter()
            .zip(&b.clip)
            .map(|(p, q)| mix(*p, *q))
            .collect(),
        point_size: mix(a.point_size, b.point_size),
    }
}

/// The number of planes a vertex with `clip_distances` enabled distances
/// is clipped against.
fn planes(clip_distances: usize) -> usize {
    6 + clip_distances
}

/// Whether a point lies inside every plane (§2.17: a point is passed
/// unchanged if it lies within the clip volume, else discarded).
pub(crate) fn point_inside(v: &ClipVertex) -> bool {
    (0..planes(v.clip.len())).all(|p| distance(v, p) >= 0.0)
}

/// Clip a segment; `None` when nothing of it is inside.
pub(crate) fn clip_line(a: &ClipVertex, b: &ClipVertex) -> Option<(ClipVertex, ClipVertex)> {
    let (mut t0, mut t1) = (0.0f32, 1.0f32);
    for p in 0..planes(a.clip.len()) {
        let (da, db) = (distance(a, p), distance(b, p));
        if da < 0.0 && db < 0.0 {
            return None;
        }
        if da < 0.0 {
            t0 = t0.max(da / (da - db));
        } else if db < 0.0 {
            t1 = t1.min(da / (da - db));
        }
        if t0 > t1 || t0.is_nan() || t1.is_nan() {
            return None;
        }
    }
    let start = if t0 > 0.0 { lerp(a, b, t0) } else { a.clone() };
    let end = if t1 < 1.0 { lerp(a, b, t1) } else { b.clone() };
    Some((start, end))
}

/// Clip a convex polygon (Sutherland–Hodgman, one plane after another).
/// The result has at most `3 + planes` vertices for a triangle: each plane
/// adds at most one.
pub(crate) fn clip_polygon(polygon: Vec<ClipVertex>) -> Vec<ClipVertex> {
    let Some(first) = polygon.first() else {
        return polygon;
    };
    let count = planes(first.clip.len());
    let mut current = polygon;
    for p in 0..count {
        if current.iter().all(|v| distance(v, p) >= 0.0) {
            continue;
        }
        let mut next = Vec::with_capacity(current.len() + 1);
        for i in 0..current.len() {
            let a = &current[i];
            let b = &current[(i + 1) % current.len()];
            let (da, db) = (distance(a, p), distance(b, p));
            if da >= 0.0 {
                next.push(a.clone());
            }
            if (da >= 0.0) != (db >= 0.0) {
                next.push(lerp(a, b, da / (da - db)));
            }
        }
        if next.len() < 3 {
            return Vec::new();
        }
        current = next;
    }
    current
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(x: f32, y: f32, z: f32, w: f32, c: f32) -> ClipVertex {
        ClipVertex {
            position: [x, y, z, w],
            varyings: vec![[c; 4]],
            clip: Vec::new(),
            point_size: 1.0,
        }
    }

    #[test]
    fn a_triangle_inside_is_kept_whole() {
        let t = vec![
            v(0.0, 0.0, 0.0, 1.0, 0.0),
            v(0.5, 0.0, 0.0, 1.0, 1.0),
            v(0.0, 0.5, 0.0, 1.0, 2.0),
        ];
        assert_eq!(clip_polygon(t.clone()), t);
    }

    #[test]
    fn a_crossing_edge_is_cut_where_x_equals_w() {
        // x runs from 0 to 3 at w = 1: x = w at t = 1/3, where the varying
        // (0 to 3) is 1 (§2.17: the same t for every attribute).
        let (a, b) = clip_line(&v(0.0, 0.0, 0.0, 1.0, 0.0), &v(3.0, 0.0, 0.0, 1.0, 3.0)).unwrap();
        assert_eq!(a.position[0], 0.0);
        assert!((b.position[0] - 1.0).abs() < 1e-6);
        assert!((b.varyings[0][0] - 1.0).abs() < 1e-6);
    }

    #[test]
    fn a_triangle_across_one_plane_becomes_a_quadrilateral() {
        let t = vec![
            v(-0.5, -0.5, 0.0, 1.0, 0.0),
            v(2.0, -0.5, 0.0, 1.0, 0.0),
            v(-0.5, 0.5, 0.0, 1.0, 0.0),
        ];
        let clipped = clip_polygon(t);
        assert_eq!(clipped.len(), 4);
        assert!(clipped.iter().all(|v| v.position[0] <= 1.0 + 1e-6));
    }

    #[test]
    fn everything_behind_the_eye_is_dropped() {
        let t = vec![
            v(0.0, 0.0, 0.0, -1.0, 0.0),
            v(0.5, 0.0, 0.0, -1.0, 0.0),
            v(0.0, 0.5, 0.0, -1.0, 0.0),
        ];
        assert!(clip_polygon(t).is_empty());
        assert!(!point_inside(&v(0.0, 0.0, 0.0, -1.0, 0.0)));
    }

    #[test]
    fn a_user_distance_cuts_like_a_plane() {
        let mut a = v(-0.5, 0.0, 0.0, 1.0, 0.0);
        let mut b = v(0.5, 0.0, 0.0, 1.0, 0.0);
        // d = x: the half x < 0 is clipped away.
        a.clip = vec![-0.5];
        b.clip = vec![0.5];
        let (s, e) = clip_line(&a, &b).unwrap();
        assert!(s.position[0].abs() < 1e-6);
        assert_eq!(e.position[0], 0.5);
    }
}
