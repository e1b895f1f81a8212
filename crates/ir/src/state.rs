//! GL state that ARB-family programs bind as parameters (`state.*`).
//!
//! A front end parses a program's `state.light[0].diffuse` into a
//! [`StateBinding`]; the GL layer (`shasm-gl`) evaluates it against its
//! state model. Each binding names exactly one four-component vector: a
//! matrix binding names one row, so `state.matrix.mvp` (four rows) becomes
//! four bindings. The canonical spelling ([`fmt::Display`]) is the one the
//! specs' tables use (ARB_vertex_program §2.14.1.4, Tables X.2.x;
//! ARB_fragment_program §3.11.1.4), with every optional index written out
//! (`state.matrix.modelview[0].row[2]`, `state.material.front.ambient`).

use std::fmt;

/// Front or back face of a material or light product.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Face {
    Front,
    Back,
}

impl Face {
    pub fn name(self) -> &'static str {
        match self {
            Face::Front => "front",
            Face::Back => "back",
        }
    }
}

/// A material property (ARB_vertex_program Table X.2.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MaterialProperty {
    Ambient,
    Diffuse,
    Specular,
    Emission,
    /// `(s, 0, 0, 1)`.
    Shininess,
}

impl MaterialProperty {
    pub fn name(self) -> &'static str {
        match self {
            MaterialProperty::Ambient => "ambient",
            MaterialProperty::Diffuse => "diffuse",
            MaterialProperty::Specular => "specular",
            MaterialProperty::Emission => "emission",
            MaterialProperty::Shininess => "shininess",
        }
    }
}

/// A light property (ARB_vertex_program Table X.2.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LightProperty {
    Ambient,
    Diffuse,
    Specular,
    Position,
    /// `(constant, linear, quadratic, spot exponent)`.
    Attenuation,
    /// `(x, y, z, cos(spot cutoff))`.
    SpotDirection,
    /// The infinite half-angle vector `(x, y, z, 1)`.
    Half,
}

impl LightProperty {
    pub fn name(self) -> &'static str {
        match self {
            LightProperty::Ambient => "ambient",
            LightProperty::Diffuse => "diffuse",
            LightProperty::Specular => "specular",
            LightProperty::Position => "position",
            LightProperty::Attenuation => "attenuation",
            LightProperty::SpotDirection => "spot.direction",
            LightProperty::Half => "half",
        }
    }
}

/// The three colours a light product multiplies.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ProductProperty {
    Ambient,
    Diffuse,
    Specular,
}

impl ProductProperty {
    pub fn name(self) -> &'static str {
        match self {
            ProductProperty::Ambient => "ambient",
            ProductProperty::Diffuse => "diffuse",
            ProductProperty::Specular => "specular",
        }
    }
}

/// Eye-linear or object-linear texgen plane.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TexGenSpace {
    Eye,
    Object,
}

/// A texture coordinate of a texgen plane.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TexCoord {
    S,
    T,
    R,
    Q,
}

impl TexCoord {
    pub fn name(self) -> &'static str {
        match self {
            TexCoord::S => "s",
            TexCoord::T => "t",
            TexCoord::R => "r",
            TexCoord::Q => "q",
        }
    }
}

/// A matrix of ARB_vertex_program Table X.2.7.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Matrix {
    ModelView(u32),
    Projection,
    /// `MVP = P * M0`: the projection matrix times modelview matrix 0
    /// (ARB_vertex_program, "Matrix Property Bindings").
    Mvp,
    Texture(u32),
    /// ARB_matrix_palette; accepted by the grammar, see the front end.
    Palette(u32),
    Program(u32),
}

/// The form in which a matrix is bound.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MatrixForm {
    Plain,
    Inverse,
    Transpose,
    /// Inverse transpose (`invtrans`).
    InverseTranspose,
}

impl MatrixForm {
    pub fn suffix(self) -> &'static str {
        match self {
            MatrixForm::Plain => "",
            MatrixForm::Inverse => ".inverse",
            MatrixForm::Transpose => ".transpose",
            MatrixForm::InverseTranspose => ".invtrans",
        }
    }
}

/// One four-component vector of GL state.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum StateBinding {
    Material {
        face: Face,
        property: MaterialProperty,
    },
    Light {
        light: u32,
        property: LightProperty,
    },
    LightModelAmbient,
    LightModelSceneColor {
        face: Face,
    },
    LightProduct {
        light: u32,
        face: Face,
        property: ProductProperty,
    },
    TexGen {
        unit: u32,
        space: TexGenSpace,
        coord: TexCoord,
    },
    FogColor,
    /// `(density, start, end, 1 / (end - start))`.
    FogParams,
    ClipPlane {
        plane: u32,
    },
    /// `(size, min, max, fade threshold)`.
    PointSize,
    /// `(constant, linear, quadratic, 1)`.
    PointAttenuation,
    /// Row `row` (0..=3) of a matrix in the given form.
    MatrixRow {
        matrix: Matrix,
        form: MatrixForm,
        row: u8,
    },
    /// ARB_fragment_program: `state.texenv[n].color`.
    TexEnvColor {
        unit: u32,
    },
    /// ARB_fragment_program: `(near, far, far - near, 1)`.
    DepthRange,
}

impl fmt::Display for StateBinding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            StateBinding::Material { face, property } => {
                write!(f, "state.material.{}.{}", face.name(), property.name())
            }
            StateBinding::Light { light, property } => {
                write!(f, "state.light[{light}].{}", property.name())
            }
            StateBinding::LightModelAmbient => f.write_str("state.lightmodel.ambient"),
            StateBinding::LightModelSceneColor { face } => {
                write!(f, "state.lightmodel.{}.scenecolor", face.name())
            }
            StateBinding::LightProduct {
                light,
                face,
                property,
            } => write!(
                f,
                "state.lightprod[{light}].{}.{}",
                face.name(),
                property.name()
            ),
            StateBinding::TexGen { unit, space, coord } => {
                let space = match space {
                    TexGenSpace::Eye => "eye",
                    TexGenSpace::Object => "object",
                };
                write!(f, "state.texgen[{unit}].{space}.{}", coord.name())
            }
            StateBinding::FogColor => f.write_str("state.fog.color"),
            StateBinding::FogParams => f.write_str("state.fog.params"),
            StateBinding::ClipPlane { plane } => write!(f, "state.clip[{plane}].plane"),
            StateBinding::PointSize => f.write_str("state.point.size"),
            StateBinding::PointAttenuation => f.write_str("state.point.attenuation"),
            StateBinding::MatrixRow { matrix, form, row } => {
                f.write_str("state.matrix.")?;
                match matrix {
                    Matrix::ModelView(n) => write!(f, "modelview[{n}]")?,
                    Matrix::Projection => f.write_str("projection")?,
                    Matrix::Mvp => f.write_str("mvp")?,
                    Matrix::Texture(n) => write!(f, "texture[{n}]")?,
                    Matrix::Palette(n) => write!(f, "palette[{n}]")?,
                    Matrix::Program(n) => write!(f, "program[{n}]")?,
                }
                write!(f, "{}.row[{row}]", form.suffix())
            }
            StateBinding::TexEnvColor { unit } => write!(f, "state.texenv[{unit}].color"),
            StateBinding::DepthRange => f.write_str("state.depth.range"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_spellings_write_every_optional_index() {
        let cases = [
            (
                StateBinding::MatrixRow {
                    matrix: Matrix::ModelView(0),
                    form: MatrixForm::InverseTranspose,
                    row: 2,
                },
                "state.matrix.modelview[0].invtrans.row[2]",
            ),
            (
                StateBinding::Material {
                    face: Face::Front,
                    property: MaterialProperty::Shininess,
                },
                "state.material.front.shininess",
            ),
            (
                StateBinding::Light {
                    light: 3,
                    property: LightProperty::SpotDirection,
                },
                "state.light[3].spot.direction",
            ),
            (
                StateBinding::LightProduct {
                    light: 1,
                    face: Face::Back,
                    property: ProductProperty::Specular,
                },
                "state.lightprod[1].back.specular",
            ),
            (
                StateBinding::TexGen {
                    unit: 2,
                    space: TexGenSpace::Object,
                    coord: TexCoord::Q,
                },
                "state.texgen[2].object.q",
            ),
            (StateBinding::DepthRange, "state.depth.range"),
        ];
        for (binding, text) in cases {
            assert_eq!(binding.to_string(), text);
        }
    }
}
