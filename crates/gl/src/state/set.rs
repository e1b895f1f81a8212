//! Setting state through a binding (`--set 'state.light[0].diffuse=1,0,0,1'`)
//! and whole matrices (`--matrix`).
//!
//! Derived bindings are refused with the sources to set instead. Bindings
//! with computed or constant components (`shininess` is (s, 0, 0, 1),
//! `fog.params.w` is 1/(end - start)) take the settable components and
//! require the others to be what the binding will read, so a value always
//! reads back as it was given. Values the GL refuses when they are
//! specified (`INVALID_VALUE`: a negative fog density, a spot exponent over
//! 128) are refused; so are values it would clamp (a fog or texture
//! environment colour outside [0, 1], a depth range outside [0, 1]), so
//! that what is read is what was given.

use super::value::{coord_index, depth_difference, fog_scale, matrix_binding_name, out_of_range};
use super::*;

/// Refuse `given` unless it is `expected` (the component's computed or
/// constant value).
fn fixed(
    binding: &StateBinding,
    component: char,
    meaning: &'static str,
    expected: f32,
    given: f32,
) -> Result<(), StateError> {
    if given == expected {
        Ok(())
    } else {
        Err(StateError::FixedComponent {
            binding: binding.to_string(),
            component,
            meaning,
            expected,
            given,
        })
    }
}

/// Refuse `value` outside `[low, high]` (NaN included).
fn within(
    binding: &StateBinding,
    what: &str,
    value: f32,
    low: f32,
    high: f32,
) -> Result<(), StateError> {
    if value >= low && value <= high {
        Ok(())
    } else {
        Err(StateError::InvalidValue {
            binding: binding.to_string(),
            reason: format!("{what} must be in [{low}, {high}], not {value}"),
        })
    }
}

/// Refuse a negative `value` (NaN included).
fn non_negative(binding: &StateBinding, what: &str, value: f32) -> Result<(), StateError> {
    within(binding, what, value, 0.0, f32::INFINITY)
}

/// A colour the GL clamps to [0, 1] when it is specified.
fn clamped_colour(binding: &StateBinding, value: [f32; 4]) -> Result<(), StateError> {
    for (c, name) in value.iter().zip(['r', 'g', 'b', 'a']) {
        within(
            binding,
            &format!("{name} (the GL clamps this colour)"),
            *c,
            0.0,
            1.0,
        )?;
    }
    Ok(())
}

fn derived(binding: &StateBinding, sources: String) -> StateError {
    StateError::Derived {
        binding: binding.to_string(),
        sources,
    }
}

impl GlState {
    /// Set the state a binding reads. Derived bindings (`lightprod`,
    /// `half`, `scenecolor`, `mvp`, the inverse/transpose forms) are
    /// refused with [`StateError::Derived`], naming what to set instead.
    pub fn set(&mut self, binding: &StateBinding, value: [f32; 4]) -> Result<(), StateError> {
        let [x, y, z, w] = value;
        match *binding {
            StateBinding::Material { face, property } => {
                let m = self.material_mut(face);
                match property {
                    MaterialProperty::Ambient => m.ambient = value,
                    MaterialProperty::Diffuse => m.diffuse = value,
                    MaterialProperty::Specular => m.specular = value,
                    MaterialProperty::Emission => m.emission = value,
                    MaterialProperty::Shininess => {
                        // GL: Material(SHININESS) outside [0, 128] is INVALID_VALUE.
                        within(binding, "the shininess", x, 0.0, 128.0)?;
                        fixed(binding, 'y', "always 0", 0.0, y)?;
                        fixed(binding, 'z', "always 0", 0.0, z)?;
                        fixed(binding, 'w', "always 1", 1.0, w)?;
                        m.shininess = x;
                    }
                }
            }
            StateBinding::Light { light, property } => {
                self.light_for(binding, light)?;
                match property {
                    LightProperty::Attenuation => {
                        // GL: negative attenuation, or a spot exponent outside
                        // [0, 128], is INVALID_VALUE.
                        non_negative(binding, "the constant attenuation", x)?;
                        non_negative(binding, "the linear attenuation", y)?;
                        non_negative(binding, "the quadratic attenuation", z)?;
                        within(binding, "the spot exponent", w, 0.0, 128.0)?;
                    }
                    // The cutoff is 0 to 90 degrees or 180: its cosine is 0
                    // to 1, or -1.
                    LightProperty::SpotDirection if w != -1.0 && !(0.0..=1.0).contains(&w) => {
                        return Err(StateError::InvalidValue {
                            binding: binding.to_string(),
                            reason: format!(
                                "w is the cosine of the spot cutoff, which is 0 to 90 \
                                 degrees or 180: give a value in [0, 1] or -1, not {w}"
                            ),
                        });
                    }
                    LightProperty::Half => {
                        return Err(derived(binding, format!("state.light[{light}].position")));
                    }
                    _ => {}
                }
                let Some(l) = self.lights.get_mut(light as usize) else {
                    return Err(out_of_range(binding, "light", light, self.limits.lights));
                };
                match property {
                    LightProperty::Ambient => l.ambient = value,
                    LightProperty::Diffuse => l.diffuse = value,
                    LightProperty::Specular => l.specular = value,
                    LightProperty::Position => l.position = value,
                    LightProperty::Attenuation => {
                        l.attenuation = [x, y, z];
                        l.spot_exponent = w;
                    }
                    LightProperty::SpotDirection => {
                        l.spot_direction = [x, y, z];
                        l.spot_cos_cutoff = w;
                    }
                    LightProperty::Half => {}
                }
            }
            StateBinding::LightModelAmbient => self.light_model_ambient = value,
            StateBinding::LightModelSceneColor { face } => {
                let face = face.name();
                return Err(derived(
                    binding,
                    format!(
                        "state.lightmodel.ambient, state.material.{face}.ambient and \
                         state.material.{face}.emission (and state.material.{face}.diffuse \
                         for w)"
                    ),
                ));
            }
            StateBinding::LightProduct {
                light,
                face,
                property,
            } => {
                self.light_for(binding, light)?;
                let (face, property) = (face.name(), property.name());
                return Err(derived(
                    binding,
                    format!("state.light[{light}].{property} and state.material.{face}.{property}"),
                ));
            }
            StateBinding::TexGen { unit, space, coord } => {
                let u = self.texture_unit_mut(binding, unit)?;
                let planes = match space {
                    TexGenSpace::Eye => &mut u.eye_planes,
                    TexGenSpace::Object => &mut u.object_planes,
                };
                planes[coord_index(coord)] = value;
            }
            StateBinding::FogColor => {
                clamped_colour(binding, value)?;
                self.fog.color = value;
            }
            StateBinding::FogParams => {
                // GL: a negative FOG_DENSITY is INVALID_VALUE.
                non_negative(binding, "the fog density", x)?;
                fixed(binding, 'w', "1/(end - start)", fog_scale(y, z), w)?;
                self.fog.density = x;
                self.fog.start = y;
                self.fog.end = z;
            }
            StateBinding::ClipPlane { plane } => {
                let count = self.limits.clip_planes;
                let slot = self
                    .clip_planes
                    .get_mut(plane as usize)
                    .ok_or_else(|| out_of_range(binding, "clip plane", plane, count))?;
                *slot = value;
            }
            StateBinding::PointSize => {
                // GL: PointSize(size <= 0) and negative point parameters are
                // INVALID_VALUE.
                if x.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater) {
                    return Err(StateError::InvalidValue {
                        binding: binding.to_string(),
                        reason: format!("the point size must be positive, not {x}"),
                    });
                }
                non_negative(binding, "the minimum point size", y)?;
                non_negative(binding, "the maximum point size", z)?;
                non_negative(binding, "the fade threshold", w)?;
                self.point.size = x;
                self.point.min = y;
                self.point.max = z;
                self.point.fade_threshold = w;
            }
            StateBinding::PointAttenuation => {
                fixed(binding, 'w', "always 1", 1.0, w)?;
                self.point.attenuation = [x, y, z];
            }
            StateBinding::MatrixRow { matrix, form, row } => {
                if row > 3 {
                    return Err(StateError::Row {
                        binding: binding.to_string(),
                        row,
                    });
                }
                // A missing matrix is reported before derived forms are.
                self.matrix_for(binding, matrix)?;
                if matrix == Matrix::Mvp {
                    return Err(derived(binding, mvp_sources()));
                }
                if form != MatrixForm::Plain {
                    let plain = matrix_binding_name(matrix);
                    return Err(derived(
                        binding,
                        format!("the rows of {plain} ({plain}.row[0] to {plain}.row[3])"),
                    ));
                }
                let m = self.matrix_mut(matrix, || binding.to_string())?;
                for (col, v) in value.iter().enumerate() {
                    m[col * 4 + usize::from(row)] = *v;
                }
            }
            StateBinding::TexEnvColor { unit } => {
                clamped_colour(binding, value)?;
                self.texture_unit_mut(binding, unit)?.env_color = value;
            }
            StateBinding::DepthRange => {
                within(binding, "near (the GL clamps it)", x, 0.0, 1.0)?;
                within(binding, "far (the GL clamps it)", y, 0.0, 1.0)?;
                fixed(binding, 'z', "far - near", depth_difference(x, y), z)?;
                fixed(binding, 'w', "always 1", 1.0, w)?;
                self.depth_range = [x, y];
            }
        }
        Ok(())
    }

    /// Load a whole matrix, given in OpenGL's column-major order (as
    /// `LoadMatrixf` and `--matrix` take it: `m[col * 4 + row]`). `mvp` is
    /// refused: set modelview 0 and the projection.
    pub fn set_matrix(&mut self, which: Matrix, m: Mat4) -> Result<(), StateError> {
        if which == Matrix::Mvp {
            return Err(StateError::Derived {
                binding: matrix_binding_name(which),
                sources: mvp_sources(),
            });
        }
        *self.matrix_mut(which, || matrix_binding_name(which))? = m;
        Ok(())
    }

    fn matrix_mut(
        &mut self,
        which: Matrix,
        name: impl Fn() -> String,
    ) -> Result<&mut Mat4, StateError> {
        let l = self.limits;
        let (list, n, what, count) = match which {
            Matrix::Projection => return Ok(&mut self.projection),
            Matrix::Mvp => return Err(derived_matrix(name(), mvp_sources())),
            Matrix::ModelView(n) => (
                &mut self.modelview,
                n,
                "modelview matrix",
                l.modelview_matrices,
            ),
            Matrix::Palette(n) => (&mut self.palette, n, "palette matrix", l.palette_matrices),
            Matrix::Program(n) => (
                &mut self.program_matrices,
                n,
                "program matrix",
                l.program_matrices,
            ),
            Matrix::Texture(n) => {
                return self
                    .texture_units
                    .get_mut(n as usize)
                    .map(|u| &mut u.matrix)
                    .ok_or_else(|| StateError::OutOfRange {
                        binding: name(),
                        what: "texture unit",
                        index: n,
                        count: l.texture_units,
                    });
            }
        };
        list.get_mut(n as usize)
            .ok_or_else(|| StateError::OutOfRange {
                binding: name(),
                what,
                index: n,
                count,
            })
    }

    fn texture_unit_mut(
        &mut self,
        binding: &StateBinding,
        n: u32,
    ) -> Result<&mut TextureUnit, StateError> {
        let count = self.limits.texture_units;
        self.texture_units
            .get_mut(n as usize)
            .ok_or_else(|| out_of_range(binding, "texture unit", n, count))
    }
}

fn mvp_sources() -> String {
    "state.matrix.modelview[0] and state.matrix.projection (mvp is projection × modelview[0])"
        .to_string()
}

fn derived_matrix(binding: String, sources: String) -> StateError {
    StateError::Derived { binding, sources }
}

/// The matrix a `--matrix NAME=...` names. Accepts the names of
/// ARB_vertex_program Table X.3.8, with or without `state.matrix.`
/// (`modelview`, `modelview[n]`, `projection`, `mvp`, `texture`,
/// `texture[n]`, `program[n]`, `palette[n]`), and the GL token spellings
/// the NV `--matrix` option takes (`MODELVIEW`, `PROJECTION`, `TEXTURE`,
/// `TEXTUREn`, `MATRIXn`, and `MODELVIEWn` for vertex blending), in any
/// case. Indices are not checked against limits here: [`GlState::set_matrix`]
/// does that.
pub fn parse_matrix_name(name: &str) -> Result<Matrix, StateError> {
    let unknown = || StateError::UnknownMatrix(name.to_string());
    let lower = name.trim().to_ascii_lowercase();
    let bare = lower.strip_prefix("state.matrix.").unwrap_or(&lower);
    // Split `texture[3]` or `texture3` into the word and its index.
    let word_end = bare
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(bare.len());
    let (word, rest) = bare.split_at(word_end);
    let index = if rest.is_empty() {
        None
    } else {
        let digits = rest
            .strip_prefix('[')
            .and_then(|r| r.strip_suffix(']'))
            .unwrap_or(rest);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(unknown());
        }
        Some(digits.parse::<u32>().map_err(|_| unknown())?)
    };
    Ok(match (word, index) {
        ("modelview", n) => Matrix::ModelView(n.unwrap_or(0)),
        ("projection", None) => Matrix::Projection,
        ("mvp", None) => Matrix::Mvp,
        ("texture", n) => Matrix::Texture(n.unwrap_or(0)),
        ("program" | "matrix" | "palette", None) => return Err(unknown()),
        ("program" | "matrix", Some(n)) => Matrix::Program(n),
        ("palette", Some(n)) => Matrix::Palette(n),
        _ => return Err(unknown()),
    })
}
