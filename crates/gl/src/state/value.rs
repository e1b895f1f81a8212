//! Reading a binding: stored state as it is, derived state computed as
//! ARB_vertex_program §2.14.3.2 and ARB_fragment_program §3.11.1.4 define
//! it, in f64 and rounded once (see the module documentation).

use super::*;
use crate::matrix;

/// An f32 as f64 (exact).
fn wide(v: f32) -> f64 {
    f64::from(v)
}

/// `v / |v|`, or zero for a zero-length (or non-finite) vector.
fn normalize(v: [f64; 3]) -> [f64; 3] {
    let length = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
    if length == 0.0 || !length.is_finite() {
        return [0.0; 3];
    }
    v.map(|c| c / length)
}

/// `state.light[n].half` (Table X.3.3): h = ||P + (0, 0, 1)||, P the
/// normalised vector from the eye (the origin of eye space) to the light.
pub(super) fn half_vector(position: [f32; 4]) -> [f32; 4] {
    let [x, y, z, w] = position.map(wide);
    // §2.13.1: a light with w = 0 is a direction; otherwise the point is
    // (x/w, y/w, z/w).
    let to_light = if w == 0.0 {
        [x, y, z]
    } else {
        [x / w, y / w, z / w]
    };
    let p = normalize(to_light);
    let h = normalize([p[0], p[1], p[2] + 1.0]);
    [h[0] as f32, h[1] as f32, h[2] as f32, 1.0]
}

/// `state.fog.params.w`: 1/(end - start); 1 when end = start (Mesa's
/// answer to the division by zero).
pub(super) fn fog_scale(start: f32, end: f32) -> f32 {
    let range = wide(end) - wide(start);
    if range == 0.0 {
        1.0
    } else {
        (1.0 / range) as f32
    }
}

/// `state.depth.range.z`: far - near.
pub(super) fn depth_difference(near: f32, far: f32) -> f32 {
    (wide(far) - wide(near)) as f32
}

/// `a * b` (b applied first), each element summed in f64 and rounded once.
fn multiply_wide(a: &Mat4, b: &Mat4) -> Mat4 {
    std::array::from_fn(|i| {
        let (col, row) = (i / 4, i % 4);
        (0..4)
            .map(|k| wide(matrix::at(a, row, k)) * wide(matrix::at(b, k, col)))
            .sum::<f64>() as f32
    })
}

impl GlState {
    /// The value of a binding: one four-component vector.
    pub fn value(&self, binding: &StateBinding) -> Result<[f32; 4], StateError> {
        Ok(match *binding {
            StateBinding::Material { face, property } => {
                let m = self.material(face);
                match property {
                    MaterialProperty::Ambient => m.ambient,
                    MaterialProperty::Diffuse => m.diffuse,
                    MaterialProperty::Specular => m.specular,
                    MaterialProperty::Emission => m.emission,
                    MaterialProperty::Shininess => [m.shininess, 0.0, 0.0, 1.0],
                }
            }
            StateBinding::Light { light, property } => {
                let l = self.light_for(binding, light)?;
                match property {
                    LightProperty::Ambient => l.ambient,
                    LightProperty::Diffuse => l.diffuse,
                    LightProperty::Specular => l.specular,
                    LightProperty::Position => l.position,
                    LightProperty::Attenuation => {
                        let [a, b, c] = l.attenuation;
                        [a, b, c, l.spot_exponent]
                    }
                    LightProperty::SpotDirection => {
                        let [x, y, z] = l.spot_direction;
                        [x, y, z, l.spot_cos_cutoff]
                    }
                    LightProperty::Half => half_vector(l.position),
                }
            }
            StateBinding::LightModelAmbient => self.light_model_ambient,
            StateBinding::LightModelSceneColor { face } => {
                // c_scene = a_cs * a_cm + e_cm; w = the diffuse alpha.
                let m = self.material(face);
                let a = self.light_model_ambient;
                let rgb: [f32; 3] = std::array::from_fn(|i| {
                    (wide(a[i]) * wide(m.ambient[i]) + wide(m.emission[i])) as f32
                });
                [rgb[0], rgb[1], rgb[2], m.diffuse[3]]
            }
            StateBinding::LightProduct {
                light,
                face,
                property,
            } => {
                let l = self.light_for(binding, light)?;
                let m = self.material(face);
                let (light_colour, material_colour) = match property {
                    ProductProperty::Ambient => (l.ambient, m.ambient),
                    ProductProperty::Diffuse => (l.diffuse, m.diffuse),
                    ProductProperty::Specular => (l.specular, m.specular),
                };
                let rgb: [f32; 3] = std::array::from_fn(|i| {
                    (wide(light_colour[i]) * wide(material_colour[i])) as f32
                });
                [rgb[0], rgb[1], rgb[2], material_colour[3]]
            }
            StateBinding::TexGen { unit, space, coord } => {
                let u = self.texture_unit_for(binding, unit)?;
                let planes = match space {
                    TexGenSpace::Eye => &u.eye_planes,
                    TexGenSpace::Object => &u.object_planes,
                };
                planes[coord_index(coord)]
            }
            StateBinding::FogColor => self.fog.color,
            StateBinding::FogParams => {
                let f = &self.fog;
                [f.density, f.start, f.end, fog_scale(f.start, f.end)]
            }
            StateBinding::ClipPlane { plane } => {
                *self.clip_planes.get(plane as usize).ok_or_else(|| {
                    out_of_range(binding, "clip plane", plane, self.limits.clip_planes)
                })?
            }
            StateBinding::PointSize => {
                let p = &self.point;
                [p.size, p.min, p.max, p.fade_threshold]
            }
            StateBinding::PointAttenuation => {
                let [a, b, c] = self.point.attenuation;
                [a, b, c, 1.0]
            }
            StateBinding::MatrixRow { matrix, form, row } => {
                if row > 3 {
                    return Err(StateError::Row {
                        binding: binding.to_string(),
                        row,
                    });
                }
                let m = self.matrix_for(binding, matrix)?;
                let m = match form {
                    MatrixForm::Plain => m,
                    MatrixForm::Inverse => matrix::inverse(&m),
                    MatrixForm::Transpose => matrix::transpose(&m),
                    MatrixForm::InverseTranspose => matrix::transpose(&matrix::inverse(&m)),
                };
                matrix::row(&m, usize::from(row))
            }
            StateBinding::TexEnvColor { unit } => self.texture_unit_for(binding, unit)?.env_color,
            StateBinding::DepthRange => {
                let [near, far] = self.depth_range;
                [near, far, depth_difference(near, far), 1.0]
            }
        })
    }

    /// A matrix as the bindings see it before a form is applied: `mvp` is
    /// P × M0 (ARB_vertex_program Table X.3.8: "MVP = P * M0"), summed in
    /// f64 and rounded once per element.
    pub fn matrix(&self, which: Matrix) -> Result<Mat4, StateError> {
        self.matrix_named(which, || matrix_binding_name(which))
    }

    pub(super) fn matrix_for(
        &self,
        binding: &StateBinding,
        which: Matrix,
    ) -> Result<Mat4, StateError> {
        self.matrix_named(which, || binding.to_string())
    }

    fn matrix_named(&self, which: Matrix, name: impl Fn() -> String) -> Result<Mat4, StateError> {
        let pick = |list: &[Mat4], n: u32, what: &'static str, count: u32| {
            list.get(n as usize)
                .copied()
                .ok_or_else(|| StateError::OutOfRange {
                    binding: name(),
                    what,
                    index: n,
                    count,
                })
        };
        let l = self.limits;
        match which {
            Matrix::ModelView(n) => {
                pick(&self.modelview, n, "modelview matrix", l.modelview_matrices)
            }
            Matrix::Projection => Ok(self.projection),
            Matrix::Mvp => Ok(multiply_wide(&self.projection, &self.modelview_zero())),
            Matrix::Texture(n) => self
                .texture_units
                .get(n as usize)
                .map(|u| u.matrix)
                .ok_or_else(|| StateError::OutOfRange {
                    binding: name(),
                    what: "texture unit",
                    index: n,
                    count: l.texture_units,
                }),
            Matrix::Palette(n) => pick(&self.palette, n, "palette matrix", l.palette_matrices),
            Matrix::Program(n) => pick(
                &self.program_matrices,
                n,
                "program matrix",
                l.program_matrices,
            ),
        }
    }

    fn modelview_zero(&self) -> Mat4 {
        // with_limits keeps at least one modelview matrix.
        self.modelview.first().copied().unwrap_or(IDENTITY)
    }

    pub(super) fn light_for(&self, binding: &StateBinding, n: u32) -> Result<&Light, StateError> {
        self.lights
            .get(n as usize)
            .ok_or_else(|| out_of_range(binding, "light", n, self.limits.lights))
    }

    pub(super) fn texture_unit_for(
        &self,
        binding: &StateBinding,
        n: u32,
    ) -> Result<&TextureUnit, StateError> {
        self.texture_units
            .get(n as usize)
            .ok_or_else(|| out_of_range(binding, "texture unit", n, self.limits.texture_units))
    }
}

pub(super) fn out_of_range(
    binding: &StateBinding,
    what: &'static str,
    index: u32,
    count: u32,
) -> StateError {
    StateError::OutOfRange {
        binding: binding.to_string(),
        what,
        index,
        count,
    }
}

pub(super) fn coord_index(coord: TexCoord) -> usize {
    match coord {
        TexCoord::S => 0,
        TexCoord::T => 1,
        TexCoord::R => 2,
        TexCoord::Q => 3,
    }
}

/// `state.matrix.NAME`, the spelling of Table X.3.8 with every index.
pub(super) fn matrix_binding_name(which: Matrix) -> String {
    match which {
        Matrix::ModelView(n) => format!("state.matrix.modelview[{n}]"),
        Matrix::Projection => "state.matrix.projection".to_string(),
        Matrix::Mvp => "state.matrix.mvp".to_string(),
        Matrix::Texture(n) => format!("state.matrix.texture[{n}]"),
        Matrix::Palette(n) => format!("state.matrix.palette[{n}]"),
        Matrix::Program(n) => format!("state.matrix.program[{n}]"),
    }
}
