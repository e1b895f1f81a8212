//! The execution environment of one invocation: inputs, parameters, textures.

use crate::prepare::{Bank, Executable};
use shasm_ir::{File, Opcode, TexTarget};
use std::fmt;
use std::sync::Arc;
use thiserror::Error;

/// A texture lookup handed to a [`TextureUnit`].
///
/// The interpreter has already applied TXP's projective division (except for
/// CUBE targets) and computed the partial derivatives of the final
/// coordinates across the 2×2 quad (zero when running a single invocation),
/// or taken them from TXD's operands.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct TexQuery {
    pub op: Opcode,
    pub target: TexTarget,
    /// Final coordinates: (s, t, r) and, for TXB/TXL, the bias/LOD in `[3]`;
    /// for shadow targets the depth reference as the target defines it.
    pub coord: [f32; 4],
    pub ddx: [f32; 3],
    pub ddy: [f32; 3],
    /// Constant texel offsets (gp4).
    pub offset: [i8; 3],
}

/// A bound texture image unit.
pub trait TextureUnit: Send + Sync + fmt::Debug {
    /// Sample (TEX, TXP, TXB, TXL, TXD) or fetch (TXF) a texel.
    fn sample(&self, query: &TexQuery) -> [f32; 4];

    /// TXQ: the size of mipmap level `lod` (width, height, depth, levels).
    fn size(&self, target: TexTarget, lod: i32) -> [i32; 4] {
        let _ = (target, lod);
        [0; 4]
    }
}

/// A register the environment cannot set.
#[non_exhaustive]
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum EnvError {
    #[error("{file}[{index}] is not a register of this program")]
    NoSuchRegister { file: File, index: u32 },
    #[error("{file}[{dimension}][{index}] is not a register of this program")]
    NoSuchPlaneRegister {
        file: File,
        dimension: u32,
        index: u32,
    },
    #[error("texture unit {0} does not exist (the program uses units below {1})")]
    NoSuchUnit(u32, u32),
}

/// Inputs of one invocation: the initial value of every register (inputs,
/// parameters, immediates, and the starting value of temporaries and
/// outputs) and the bound textures.
#[derive(Clone, Debug)]
pub struct Env {
    pub(crate) regs: Vec<[u32; 4]>,
    pub(crate) textures: Vec<Option<Arc<dyn TextureUnit>>>,
    pub(crate) layout: crate::prepare::LayoutRef,
    /// The program's registers hold float24 (PICA200): values set into
    /// float registers are converted as the hardware converts attributes
    /// and uniforms.
    pub(crate) float24: bool,
    /// The [`Executable`]'s fingerprint: a run checks it.
    pub(crate) fingerprint: u64,
}

impl Env {
    /// Set all four components of `file[index]` to raw words.
    pub fn set(&mut self, file: File, index: u32, value: [u32; 4]) -> Result<(), EnvError> {
        let at = self.slot(file, index)?;
        self.regs[at] = self.convert(file, value);
        Ok(())
    }

    /// Float registers of a float24 machine hold float24 values: a word set
    /// into one is rounded to float24 (nearest, ties to even; subnormals
    /// kept, as the spec's table shows registers holding them; no negative
    /// zero). Integer registers and binary32 machines keep the words.
    #[inline]
    pub(crate) fn convert(&self, file: File, value: [u32; 4]) -> [u32; 4] {
        if !self.float24 || file.is_integer() {
            return value;
        }
        value.map(|w| shasm_ir::numeric::f24::round_word(w, false))
    }

    /// Set the components of `file[index]` given as `Some`, keep the rest.
    pub fn set_components(
        &mut self,
        file: File,
        index: u32,
        value: [Option<u32>; 4],
    ) -> Result<(), EnvError> {
        let at = self.slot(file, index)?;
        let mut words = self.regs[at];
        for (dst, v) in words.iter_mut().zip(value) {
            if let Some(v) = v {
                *dst = v;
            }
        }
        self.regs[at] = self.convert(file, words);
        Ok(())
    }

    /// Set `file[index]` from floats.
    pub fn set_f32(&mut self, file: File, index: u32, value: [f32; 4]) -> Result<(), EnvError> {
        self.set(file, index, value.map(f32::to_bits))
    }

    /// The current value of `file[index]`.
    pub fn get(&self, file: File, index: u32) -> Result<[u32; 4], EnvError> {
        Ok(self.regs[self.slot(file, index)?])
    }

    /// Bind a texture to image unit `unit`.
    pub fn bind_texture(
        &mut self,
        unit: u32,
        texture: Arc<dyn TextureUnit>,
    ) -> Result<(), EnvError> {
        let n = self.textures.len() as u32;
        let slot = self
            .textures
            .get_mut(unit as usize)
            .ok_or(EnvError::NoSuchUnit(unit, n))?;
        *slot = Some(texture);
        Ok(())
    }

    /// Set all four components of `file[dimension][index]`: a plane of a
    /// two-dimensional file (constant buffer `dimension`, the inputs of
    /// geometry vertex `dimension`). Plane 0 is the one-dimensional file.
    pub fn set_2d(
        &mut self,
        file: File,
        dimension: u32,
        index: u32,
        value: [u32; 4],
    ) -> Result<(), EnvError> {
        self.set_components_2d(file, dimension, index, value.map(Some))
    }

    /// [`Env::set_components`] for a plane of a two-dimensional file.
    pub fn set_components_2d(
        &mut self,
        file: File,
        dimension: u32,
        index: u32,
        value: [Option<u32>; 4],
    ) -> Result<(), EnvError> {
        if dimension == 0 {
            return self.set_components(file, index, value);
        }
        let at = match self.layout.plane(file, dimension) {
            Some((base, size)) if index < size => (base + index) as usize,
            _ => {
                return Err(EnvError::NoSuchPlaneRegister {
                    file,
                    dimension,
                    index,
                });
            }
        };
        let mut words = self.regs[at];
        for (dst, v) in words.iter_mut().zip(value) {
            if let Some(v) = v {
                *dst = v;
            }
        }
        self.regs[at] = self.convert(file, words);
        Ok(())
    }

    fn slot(&self, file: File, index: u32) -> Result<usize, EnvError> {
        let f = self.layout.file(file);
        if index < f.size {
            Ok((f.env_base + index) as usize)
        } else {
            Err(EnvError::NoSuchRegister { file, index })
        }
    }
}

impl Executable {
    /// A fresh environment: every register at its declared initial value
    /// (immediates and presets included), no textures bound.
    pub fn env(&self) -> Env {
        Env {
            regs: self.initial.clone(),
            textures: vec![None; self.texture_units as usize],
            layout: self.layout.clone(),
            float24: self.base_model == crate::prepare::ModelSel::Float24,
            fingerprint: self.fingerprint,
        }
    }

    /// Whether `file` lives in the per-invocation (writable) bank.
    pub fn is_writable(&self, file: File) -> bool {
        self.layout.file(file).bank == Bank::Machine
    }
}
