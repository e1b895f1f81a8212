//! One draw: clipping, the window transformation, rasterization of
//! points, lines and triangles, fragments shaded in 2×2 quads, the depth
//! test and the colour buffers' writes.

use crate::*;

/// A quad waiting for the fragment program.
pub(crate) struct PendingQuad {
    /// Lower-left pixel of the 2×2 block (may lie outside the
    /// framebuffer by one for helpers).
    pub(crate) x: i64,
    pub(crate) y: i64,
    /// Which of the four pixels the primitive covers (bit k = pixel k in
    /// the order (x, y), (x+1, y), (x, y+1), (x+1, y+1)).
    pub(crate) covered: u8,
    /// Interpolated depth per pixel.
    pub(crate) depth: [f32; 4],
    /// Colour of the fixed-function stage per pixel.
    pub(crate) fixed: [[f32; 4]; 4],
}

/// The interpolation of one primitive at a pixel centre.
pub(crate) struct Sample {
    pub(crate) varyings: Vec<[f32; 4]>,
    pub(crate) z: f32,
    pub(crate) inv_w: f32,
}

/// One draw in progress.
pub(crate) struct Run<'a> {
    pub(crate) renderer: &'a Renderer,
    pub(crate) fb: &'a mut Framebuffer,
    pub(crate) state: &'a State,
    pub(crate) pending: Vec<PendingQuad>,
    /// The fragment inputs of the queued quads, in the kernel's layout.
    pub(crate) inputs: Vec<u32>,
    pub(crate) stats: DrawStats,
}

/// A vertex in window coordinates.
#[derive(Clone, Debug)]
pub(crate) struct Window {
    pub(crate) x: f64,
    pub(crate) y: f64,
    pub(crate) z: f64,
    pub(crate) inv_w: f64,
    pub(crate) varyings: Vec<[f32; 4]>,
}

pub(crate) fn finite(v: &VertexOut) -> bool {
    v.position.iter().all(|c| c.is_finite()) && v.clip.iter().all(|d| d.is_finite())
}

impl Run<'_> {
    /// Perspective division and the viewport transformation (§2.11).
    fn window(&self, v: &VertexOut) -> Option<Window> {
        let [x, y, z, w] = v.position.map(f64::from);
        if w.is_nan() || w <= 0.0 {
            return None;
        }
        let [vx, vy, vw, vh] = self.state.viewport.map(f64::from);
        let [n, f] = self.state.depth_range.map(|d| f64::from(clamp01(d)));
        let (xd, yd, zd) = (x / w, y / w, z / w);
        let out = Window {
            x: (xd + 1.0) * vw / 2.0 + vx,
            y: (yd + 1.0) * vh / 2.0 + vy,
            z: zd * (f - n) / 2.0 + (n + f) / 2.0,
            inv_w: 1.0 / w,
            varyings: v.varyings.clone(),
        };
        (out.x.is_finite() && out.y.is_finite() && out.z.is_finite()).then_some(out)
    }

    /// The varyings of `v` as the rasterizer sees them: colours clamped.
    fn clamped(&self, v: &VertexOut) -> VertexOut {
        let mut v = v.clone();
        for (value, varying) in v.varyings.iter_mut().zip(&self.renderer.varyings) {
            if varying.clamp {
                *value = value.map(clamp01);
            }
        }
        v
    }

    /// How varying `j` is interpolated: flat shading makes the colours
    /// flat.
    fn interp_of(&self, j: usize) -> Interp {
        let varying = self.renderer.varyings.get(j).copied().unwrap_or_default();
        if self.state.flat_shading && varying.color {
            Interp::Flat
        } else {
            varying.interp
        }
    }

    pub(crate) fn point(&mut self, p: &VertexOut) -> Result<(), RasterError> {
        if !finite(p) || !clip::point_inside(p) {
            return Ok(());
        }
        self.stats.primitives += 1;
        let p = self.clamped(p);
        let Some(w) = self.window(&p) else {
            return Ok(());
        };
        // §3.4: the size the program wrote (when it writes one) or the
        // point size state, rounded to an integer of at least 1; a
        // non-antialiased point covers the square of that side centred on
        // (floor(x) + 1/2, floor(y) + 1/2) for an odd side and on
        // (floor(x + 1/2), floor(y + 1/2)) for an even one.
        let size = if p.point_size > 0.0 {
            p.point_size
        } else {
            self.state.point_size
        };
        let side = (size.round() as i64).clamp(1, 64);
        let (x0, y0) = if side % 2 == 1 {
            (w.x.floor() as i64 - side / 2, w.y.floor() as i64 - side / 2)
        } else {
            (
                (w.x + 0.5).floor() as i64 - side / 2,
                (w.y + 0.5).floor() as i64 - side / 2,
            )
        };
        let sample = Sample {
            varyings: w.varyings.clone(),
            z: w.z as f32,
            inv_w: w.inv_w as f32,
        };
        for y in y0..y0 + side {
            for x in x0..x0 + side {
                if self.inside(x, y) {
                    self.single(x, y, &|_, _| Sample {
                        varyings: sample.varyings.clone(),
                        z: sample.z,
                        inv_w: sample.inv_w,
                    })?;
                }
            }
        }
        Ok(())
    }

    fn inside(&self, x: i64, y: i64) -> bool {
        x >= 0 && y >= 0 && x < i64::from(self.fb.width) && y < i64::from(self.fb.height)
    }

    pub(crate) fn line(
        &mut self,
        a: &VertexOut,
        b: &VertexOut,
        provoking: &VertexOut,
    ) -> Result<(), RasterError> {
        if !finite(a) || !finite(b) {
            return Ok(());
        }
        let Some((a, b)) = clip::clip_line(a, b) else {
            return Ok(());
        };
        self.stats.primitives += 1;
        let (a, b, provoking) = (self.clamped(&a), self.clamped(&b), self.clamped(provoking));
        let (Some(wa), Some(wb)) = (self.window(&a), self.window(&b)) else {
            return Ok(());
        };
        let (dx, dy) = (wb.x - wa.x, wb.y - wa.y);
        let len2 = dx * dx + dy * dy;
        if len2 == 0.0 {
            return Ok(());
        }
        // §3.5.1: a line of width 1 produces one fragment per column
        // (x-major) or row (y-major) whose centre the segment crosses,
        // the start included and the end excluded (the diamond-exit rule
        // for segments between pixel centres); the fragment is the one in
        // that column whose row contains the crossing.
        let x_major = dx.abs() >= dy.abs();
        let (s0, s1) = if x_major { (wa.x, wb.x) } else { (wa.y, wb.y) };
        // Centres k + 1/2 in [s0, s1) going up, in (s1, s0] going down:
        // the start's centre is drawn, the end's is not, whichever way
        // the segment runs.
        let (first, last) = if s0 <= s1 {
            ((s0 - 0.5).ceil() as i64, (s1 - 0.5).ceil() as i64 - 1)
        } else {
            ((s1 - 0.5).floor() as i64 + 1, (s0 - 0.5).floor() as i64)
        };
        let flat = provoking.varyings.clone();
        let interps: Vec<Interp> = (0..wa.varyings.len()).map(|j| self.interp_of(j)).collect();
        // The parameter t of eq. 3.6 at any point: its projection onto
        // the segment (also for the helpers of a fragment's quad).
        let at = |px: f64, py: f64| -> Sample {
            let t = (((px - wa.x) * dx + (py - wa.y) * dy) / len2) as f32;
            let t = t as f64;
            let (pa, pb) = ((1.0 - t) * wa.inv_w, t * wb.inv_w);
            let varyings = (0..wa.varyings.len())
                .map(|j| {
                    if interps[j] == Interp::Flat {
                        return flat.get(j).copied().unwrap_or([0.0; 4]);
                    }
                    std::array::from_fn(|c| {
                        let (fa, fb) = (f64::from(wa.varyings[j][c]), f64::from(wb.varyings[j][c]));
                        if interps[j] == Interp::NoPerspective {
                            ((1.0 - t) * fa + t * fb) as f32
                        } else {
                            ((pa * fa + pb * fb) / (pa + pb)) as f32
                        }
                    })
                })
                .collect();
            Sample {
                varyings,
                z: ((1.0 - t) * wa.z + t * wb.z) as f32,
                inv_w: ((1.0 - t) * wa.inv_w + t * wb.inv_w) as f32,
            }
        };
        for s in first.max(-1)..=last.min(i64::from(MAX_SIDE)) {
            let centre = s as f64 + 0.5;
            let t = (centre - s0) / (s1 - s0);
            let (x, y) = if x_major {
                (s, (wa.y + t * dy).floor() as i64)
            } else {
                ((wa.x + t * dx).floor() as i64, s)
            };
            if self.inside(x, y) {
                self.single(x, y, &at)?;
            }
        }
        Ok(())
    }

    /// Shade one fragment at (x, y) in its own quad: `at` gives the
    /// values at any pixel centre (the helpers' too). Points and lines
    /// are front-facing (§3.4, §3.5: only polygons have a facing).
    fn single(
        &mut self,
        x: i64,
        y: i64,
        at: &dyn Fn(f64, f64) -> Sample,
    ) -> Result<(), RasterError> {
        let (qx, qy) = (x & !1, y & !1);
        let k = ((y - qy) * 2 + (x - qx)) as u8;
        self.quad(qx, qy, 1 << k, at, true)
    }

    pub(crate) fn polygon(
        &mut self,
        vertices: &[VertexOut],
        provoking: &VertexOut,
    ) -> Result<(), RasterError> {
        // A convex polygon is a fan of triangles sharing its first vertex
        // (§3.6.1 allows any decomposition of a convex polygon).
        for i in 2..vertices.len() {
            self.triangle([&vertices[0], &vertices[i - 1], &vertices[i]], provoking)?;
        }
        Ok(())
    }

    pub(crate) fn triangle(
        &mut self,
        t: [&VertexOut; 3],
        provoking: &VertexOut,
    ) -> Result<(), RasterError> {
        if !t.iter().all(|v| finite(v)) {
            // GL leaves non-finite positions undefined: nothing is drawn.
            return Ok(());
        }
        // Facing comes from the window-space area of the whole triangle
        // (§2.14.1 eq. 2.6); clipping keeps the orientation.
        let clipped = clip::clip_polygon(t.iter().map(|v| (*v).clone()).collect());
        if clipped.len() < 3 {
            return Ok(());
        }
        self.stats.primitives += 1;
        let provoking = self.clamped(provoking);
        let windows: Option<Vec<Window>> = clipped
            .iter()
            .map(|v| self.window(&self.clamped(v)))
            .collect();
        let Some(windows) = windows else {
            return Ok(());
        };
        for i in 2..windows.len() {
            self.fill(
                [&windows[0], &windows[i - 1], &windows[i]],
                &provoking.varyings,
            )?;
        }
        Ok(())
    }

    /// Rasterize one triangle in window coordinates (§3.6.1): the pixels
    /// whose centres lie inside, with the top-left rule for centres on an
    /// edge.
    fn fill(&mut self, w: [&Window; 3], flat: &[[f32; 4]]) -> Result<(), RasterError> {
        let snap = |v: f64| (v * SUBPIXEL).round() as i64;
        let p: [(i64, i64); 3] = w.map(|v| (snap(v.x), snap(v.y)));
        let edge = |a: (i64, i64), b: (i64, i64), x: i64, y: i64| -> i64 {
            (b.0 - a.0) * (y - a.1) - (b.1 - a.1) * (x - a.0)
        };
        let area = edge(p[0], p[1], p[2].0, p[2].1);
        if area == 0 {
            // A degenerate triangle covers no pixel centre: nothing.
            return Ok(());
        }
        // Counter-clockwise in window coordinates is front-facing.
        let front = area > 0;
        let (order, area) = if front {
            ([0, 1, 2], area)
        } else {
            ([0, 2, 1], -area)
        };
        let q = order.map(|i| p[i]);
        let v = order.map(|i| w[i]);
        // The edge from a to b, with the interior on its left (y up).
        // Top-left rule in GL's window coordinates (y up): a centre on an
        // edge belongs to the triangle when the edge is a left edge (it
        // runs downwards, dy < 0) or a top edge (horizontal, running
        // right to left with the interior below it, dy == 0 && dx < 0);
        // two triangles sharing an edge see it with opposite directions,
        // so exactly one of them takes the centres on it.
        let bias = |a: (i64, i64), b: (i64, i64)| -> i64 {
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            if dy < 0 || (dy == 0 && dx < 0) { 0 } else { 1 }
        };
        let edges = [(q[1], q[2]), (q[2], q[0]), (q[0], q[1])];
        let biases = edges.map(|(a, b)| bias(a, b));
        let (fw, fh) = (i64::from(self.fb.width), i64::from(self.fb.height));
        let min_x = (q.iter().map(|p| p.0).min().unwrap_or(0) / 256 - 1).max(0) & !1;
        let min_y = (q.iter().map(|p| p.1).min().unwrap_or(0) / 256 - 1).max(0) & !1;
        let max_x = (q.iter().map(|p| p.0).max().unwrap_or(0) / 256 + 1).min(fw - 1);
        let max_y = (q.iter().map(|p| p.1).max().unwrap_or(0) / 256 + 1).min(fh - 1);
        let interps: Vec<Interp> = (0..v[0].varyings.len())
            .map(|j| self.interp_of(j))
            .collect();
        let areaf = area as f64;
        // Barycentric coordinates from the exact edge values, at any
        // pixel centre (outside the triangle for helpers: extrapolated).
        let at = |px: f64, py: f64| -> Sample {
            let (x, y) = (
                (px * SUBPIXEL).round() as i64,
                (py * SUBPIXEL).round() as i64,
            );
            let l = [
                edge(q[1], q[2], x, y) as f64 / areaf,
                edge(q[2], q[0], x, y) as f64 / areaf,
                edge(q[0], q[1], x, y) as f64 / areaf,
            ];
            // Eq. 3.9: perspective-correct weights a/w_a, b/w_b, c/w_c.
            let pw = [l[0] * v[0].inv_w, l[1] * v[1].inv_w, l[2] * v[2].inv_w];
            let psum = pw[0] + pw[1] + pw[2];
            let varyings = interps
                .iter()
                .enumerate()
                .map(|(j, interp)| match interp {
                    Interp::Flat => flat.get(j).copied().unwrap_or([0.0; 4]),
                    Interp::NoPerspective => std::array::from_fn(|c| {
                        (0..3)
                            .map(|i| l[i] * f64::from(v[i].varyings[j][c]))
                            .sum::<f64>() as f32
                    }),
                    Interp::Smooth => std::array::from_fn(|c| {
                        ((0..3)
                            .map(|i| pw[i] * f64::from(v[i].varyings[j][c]))
                            .sum::<f64>()
                            / psum) as f32
                    }),
                })
                .collect();
            // Eq. 3.10: depth is linear in window coordinates, as is 1/w.
            Sample {
                varyings,
                z: (l[0] * v[0].z + l[1] * v[1].z + l[2] * v[2].z) as f32,
                inv_w: (l[0] * v[0].inv_w + l[1] * v[1].inv_w + l[2] * v[2].inv_w) as f32,
            }
        };
        let covers = |x: i64, y: i64| -> bool {
            let (cx, cy) = (x * 256 + 128, y * 256 + 128);
            edges
                .iter()
                .zip(&biases)
                .all(|(&(a, b), &bias)| edge(a, b, cx, cy) >= bias)
        };
        let mut y = min_y;
        while y <= max_y {
            let mut x = min_x;
            while x <= max_x {
                let mut covered = 0u8;
                for k in 0..4 {
                    let (px, py) = (x + (k & 1), y + (k >> 1));
                    if self.inside(px, py) && covers(px, py) {
                        covered |= 1 << k;
                    }
                }
                if covered != 0 {
                    self.quad(x, y, covered, &at, front)?;
                }
                x += 2;
            }
            y += 2;
        }
        Ok(())
    }

    /// Queue the 2×2 quad at (x, y) with `covered` pixels; values at each
    /// pixel centre from `at`.
    fn quad(
        &mut self,
        x: i64,
        y: i64,
        covered: u8,
        at: &dyn Fn(f64, f64) -> Sample,
        front: bool,
    ) -> Result<(), RasterError> {
        let samples: [Sample; 4] = std::array::from_fn(|k| {
            let (px, py) = (x + (k as i64 & 1), y + (k as i64 >> 1));
            at(px as f64 + 0.5, py as f64 + 0.5)
        });
        self.stats.fragments += u64::from(covered.count_ones());
        let mut quad = PendingQuad {
            x,
            y,
            covered,
            depth: std::array::from_fn(|k| samples[k].z),
            fixed: [[1.0; 4]; 4],
        };
        let renderer = self.renderer;
        match &renderer.stage {
            FragmentStage::Fixed { color } => {
                for (k, s) in samples.iter().enumerate() {
                    quad.fixed[k] = color
                        .and_then(|c| s.varyings.get(c).copied())
                        .unwrap_or([1.0; 4]);
                }
                self.pending.push(quad);
            }
            FragmentStage::Program(fp) => {
                // The inputs are computed here and kept with the quad.
                let mut words = Vec::with_capacity(4 * 4 * fp.inputs.len());
                for (k, s) in samples.iter().enumerate() {
                    let (px, py) = (x + (k as i64 & 1), y + (k as i64 >> 1));
                    for (_, source) in &fp.inputs {
                        let value = match *source {
                            FragmentSource::Varying(j) => {
                                s.varyings.get(j).copied().unwrap_or([0.0, 0.0, 0.0, 1.0])
                            }
                            FragmentSource::Position => {
                                let fc = self.state.frag_coord;
                                let centre = if fc.integer_center { 0.0 } else { 0.5 };
                                let fy = if fc.upper_left {
                                    f64::from(self.fb.height) - (py as f64 + 0.5)
                                } else {
                                    py as f64 + 0.5
                                };
                                let fy = fy - 0.5 + centre;
                                [px as f32 + centre as f32, fy as f32, s.z, s.inv_w]
                            }
                            FragmentSource::Facing => {
                                [if front { 1.0 } else { -1.0 }, 0.0, 0.0, 1.0]
                            }
                        };
                        words.extend(value.map(f32::to_bits));
                    }
                }
                self.pending.push(quad);
                self.inputs.extend(words);
            }
        }
        if self.pending.len() >= QUADS_PER_BATCH {
            self.flush()?;
        }
        Ok(())
    }

    /// Shade the queued quads and write their fragments in order.
    pub(crate) fn flush(&mut self) -> Result<(), RasterError> {
        let pending = std::mem::take(&mut self.pending);
        let inputs = std::mem::take(&mut self.inputs);
        if pending.is_empty() {
            return Ok(());
        }
        let count = pending.len() * 4;
        let (colors, depth_out, targets) = match (&self.renderer.stage, &self.renderer.kernel) {
            (FragmentStage::Program(fp), Some(kernel)) => {
                let slots = fp.colors.len() + usize::from(fp.depth.is_some());
                let mut words = vec![0u32; count * slots * 4];
                let mut written = vec![0u8; count * slots];
                let mut status = vec![
                    Status {
                        end: End::Normal,
                        executed: 0,
                        killed: false,
                        cc: [[shasm_ir::CcValue::EQ; 4]; 2],
                        predicates: [false; 2],
                    };
                    count
                ];
                let summary = kernel
                    .run(
                        &fp.env,
                        &inputs,
                        Results {
                            outputs: &mut words,
                            written: Some(&mut written),
                            status: Some(&mut status),
                            vertices: None,
                        },
                    )
                    .map_err(|source| RasterError::Engine {
                        stage: "fragment",
                        source,
                    })?;
                self.stats.invocations += summary.invocations;
                self.stats.abnormal += summary.abnormal;
                (
                    Some((words, written, status, slots)),
                    fp.depth.is_some(),
                    fp.colors.clone(),
                )
            }
            _ => (None, false, vec![(Slot::new(shasm_ir::File::Output, 0), 0)]),
        };
        for (qi, quad) in pending.iter().enumerate() {
            for k in 0..4usize {
                if quad.covered & (1 << k) == 0 {
                    continue;
                }
                let (px, py) = (quad.x + (k as i64 & 1), quad.y + (k as i64 >> 1));
                let inv = qi * 4 + k;
                let mut depth = quad.depth[k];
                let mut values: Vec<(usize, [f32; 4])> = Vec::new();
                match &colors {
                    Some((words, written, status, slots)) => {
                        if status[inv].killed {
                            self.stats.killed += 1;
                            continue;
                        }
                        let reg = |j: usize| -> [f32; 4] {
                            std::array::from_fn(|c| {
                                f32::from_bits(words[(inv * slots + j) * 4 + c])
                            })
                        };
                        for (j, (_, target)) in targets.iter().enumerate() {
                            // A colour result the program did not write
                            // leaves the buffer's value undefined (ARB_fp
                            // §3.11.4.5); shasm leaves the buffer as it was.
                            if written[inv * slots + j] != 0 {
                                values.push((*target, reg(j)));
                            }
                        }
                        if depth_out && written[inv * slots + targets.len()] & 0b100 != 0 {
                            // ARB_fragment_program: result.depth.z is
                            // clamped to [0, 1] (its other components are
                            // ignored).
                            depth = clamp01(reg(targets.len())[2]);
                        }
                    }
                    None => values.push((0, quad.fixed[k])),
                }
                let Some(index) = self
                    .fb
                    .index(px as u32, py as u32)
                    .filter(|_| self.inside(px, py))
                else {
                    continue;
                };
                if let Some(func) = self.state.depth_test {
                    if !func.passes(depth, self.fb.depth[index]) {
                        self.stats.depth_failed += 1;
                        continue;
                    }
                    if self.state.depth_write {
                        self.fb.depth[index] = depth;
                    }
                }
                for (target, color) in values {
                    if target < self.fb.colors.len() {
                        let stored = self.fb.store(color, self.state.clamp_color);
                        self.fb.colors[target][index] = stored;
                    }
                }
            }
        }
        Ok(())
    }
}
