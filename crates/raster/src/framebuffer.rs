//! The colour and depth buffers draws write, and the fixed state they read.

use crate::*;

/// The storage of the colour buffers.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum ColorFormat {
    /// 8 bits per channel, as piglit's window: a colour is stored as
    /// round(c × 255) / 255 after clamping (§2.14.9's conversion to fixed
    /// point).
    #[default]
    Unorm8,
    /// 32-bit floats, as written.
    Float,
}

/// Colour buffers and a depth buffer, rows from the bottom (GL's window
/// coordinates: pixel (0, 0) is the lower left).
#[derive(Clone, Debug, PartialEq)]
pub struct Framebuffer {
    pub(crate) width: u32,
    pub(crate) height: u32,
    pub(crate) format: ColorFormat,
    pub(crate) colors: Vec<Vec<[f32; 4]>>,
    pub(crate) depth: Vec<f32>,
}

impl Framebuffer {
    /// A framebuffer of `targets` colour buffers, cleared to (0, 0, 0, 0)
    /// and depth 1 (GL's initial clear values).
    pub fn new(
        width: u32,
        height: u32,
        targets: usize,
        format: ColorFormat,
    ) -> Result<Framebuffer, RasterError> {
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            return Err(RasterError::Size { width, height });
        }
        if targets == 0 || targets > MAX_RENDER_TARGETS {
            return Err(RasterError::Targets(targets));
        }
        if u64::from(width) * u64::from(height) * targets as u64 > MAX_PIXELS {
            return Err(RasterError::Pixels {
                width,
                height,
                targets,
            });
        }
        let n = width as usize * height as usize;
        Ok(Framebuffer {
            width,
            height,
            format,
            colors: vec![vec![[0.0; 4]; n]; targets],
            depth: vec![1.0; n],
        })
    }

    pub fn width(&self) -> u32 {
        self.width
    }
    pub fn height(&self) -> u32 {
        self.height
    }
    /// The number of colour buffers.
    pub fn targets(&self) -> usize {
        self.colors.len()
    }

    /// Clear every colour buffer to `color` (stored as the format stores
    /// it).
    pub fn clear_color(&mut self, color: [f32; 4]) {
        let c = self.store(color, true);
        for buffer in &mut self.colors {
            buffer.fill(c);
        }
    }

    /// Clear the depth buffer (the value clamped to [0, 1], §4.2.3).
    pub fn clear_depth(&mut self, depth: f32) {
        self.depth.fill(clamp01(depth));
    }

    /// The colour of pixel (x, y) of buffer `target`; `None` outside.
    pub fn pixel(&self, target: usize, x: u32, y: u32) -> Option<[f32; 4]> {
        let i = self.index(x, y)?;
        self.colors.get(target).map(|b| b[i])
    }

    /// The depth of pixel (x, y).
    pub fn depth(&self, x: u32, y: u32) -> Option<f32> {
        self.index(x, y).map(|i| self.depth[i])
    }

    /// Buffer `target`'s pixels, rows from the bottom.
    pub fn color_buffer(&self, target: usize) -> Option<&[[f32; 4]]> {
        self.colors.get(target).map(|b| b.as_slice())
    }

    /// Set pixel (x, y) of buffer `target` to `color`, stored as the
    /// format stores it (clamped); false outside. For pictures drawn
    /// elsewhere (the GPU's, read back).
    pub fn set_pixel(&mut self, target: usize, x: u32, y: u32, color: [f32; 4]) -> bool {
        let Some(i) = self.index(x, y) else {
            return false;
        };
        let c = self.store(color, true);
        match self.colors.get_mut(target) {
            Some(buffer) => {
                buffer[i] = c;
                true
            }
            None => false,
        }
    }

    pub(crate) fn index(&self, x: u32, y: u32) -> Option<usize> {
        (x < self.width && y < self.height).then(|| y as usize * self.width as usize + x as usize)
    }

    pub(crate) fn store(&self, color: [f32; 4], clamp: bool) -> [f32; 4] {
        match self.format {
            ColorFormat::Unorm8 => color.map(|c| (clamp01(c) * 255.0).round() / 255.0),
            ColorFormat::Float if clamp => color.map(clamp01),
            ColorFormat::Float => color,
        }
    }
}

/// x clamped to [0, 1]; NaN to 0.
pub(crate) fn clamp01(x: f32) -> f32 {
    if x >= 1.0 {
        1.0
    } else if x > 0.0 {
        x
    } else {
        0.0
    }
}

/// The fixed state a draw reads.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// x, y, width, height in pixels (§2.11.1).
    pub viewport: [i32; 4],
    /// Near and far of DepthRange, each clamped to [0, 1].
    pub depth_range: [f32; 2],
    /// The depth test when enabled (§4.1.6); disabled: every fragment
    /// passes and the depth buffer is not written.
    pub depth_test: Option<DepthFunc>,
    /// DepthMask.
    pub depth_write: bool,
    /// CLAMP_FRAGMENT_COLOR: the program's colours clamped to [0, 1]
    /// (ARB_fragment_program §3.11.4.5: results written to fixed-point
    /// colour buffers are clamped; on always for an 8-bit buffer).
    pub clamp_color: bool,
    /// Which user clip distances are enabled (the vertex stage's
    /// [`VertexShader::clip_distances`], in order).
    pub clip_enabled: Vec<bool>,
    /// ShadeModel(FLAT): colour varyings take the provoking vertex's value.
    pub flat_shading: bool,
    /// The point size when the vertex program writes none (§3.4).
    pub point_size: f32,
    /// ARB_fragment_coord_conventions of the fragment program.
    pub frag_coord: FragCoord,
}

impl State {
    /// GL's initial state for a `width`×`height` window.
    pub fn new(width: u32, height: u32) -> State {
        State {
            viewport: [0, 0, width as i32, height as i32],
            depth_range: [0.0, 1.0],
            depth_test: None,
            depth_write: true,
            clamp_color: true,
            clip_enabled: Vec::new(),
            flat_shading: false,
            point_size: 1.0,
            frag_coord: FragCoord::default(),
        }
    }
}

/// The fragment position's conventions (ARB_fragment_coord_conventions):
/// GL's default is the lower-left origin and half-integer pixel centres.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct FragCoord {
    pub upper_left: bool,
    pub integer_center: bool,
}
