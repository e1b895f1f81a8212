//! `shasm render --engine gpu`: the programs' stage forms
//! ([`shasm_naga::stage`]) drawn by wgpu (Mesa's lavapipe in CI), read
//! back into a [`Framebuffer`] to compare with the reference rasterizer's.
//!
//! GL and Vulkan (wgpu's model) differ in three conventions the pictures
//! depend on; the vertex stage's position is rewritten so that the GPU
//! draws what GL draws:
//!
//! * GL maps clip z in [-w, w] to depth (OpenGL 2.1 §2.11.1), Vulkan
//!   clips z to [0, w]: z becomes (z + w) / 2, which clips and maps
//!   exactly as GL does;
//! * GL's window y grows upwards, a wgpu framebuffer's first row is its
//!   top: y is negated, so row r of the framebuffer is GL's row r and the
//!   fragment position (`@builtin(position)`) is GL's window position.
//!   The mirror image turns counter-clockwise into clockwise, so the
//!   pipeline's front face is clockwise: GL's front face (§2.14.1);
//! * GL clamps the primary and secondary colours a vertex program writes
//!   to [0, 1] before rasterization (§2.14.6): the colour varyings
//!   (locations 0 to 3) are saturated.
//!
//! Without a vertex program GL's fixed-function vertex stage runs on the
//! CPU (the reference's own, [`Pipeline`]'s) and a pass-through vertex
//! shader hands its results to the fragment program; without a fragment
//! program a fragment shader writes the interpolated primary colour.

use super::{Pipeline, Primitive, Vertices};
use crate::error::Error;
use shasm_ir::{File, SemanticName};
use shasm_raster::{ColorFormat, Framebuffer, Interp};
use std::sync::{Arc, OnceLock};

fn refused(what: impl Into<String>) -> Error {
    Error::Unsupported {
        operation: "drawing on the GPU",
        what: what.into(),
    }
}

struct Device {
    device: wgpu::Device,
    queue: wgpu::Queue,
}

/// The device, opened once a process.
fn device() -> Result<Arc<Device>, Error> {
    static DEVICE: OnceLock<Result<Arc<Device>, String>> = OnceLock::new();
    DEVICE
        .get_or_init(|| {
            let instance =
                wgpu::Instance::new(wgpu::InstanceDescriptor::new_without_display_handle());
            let adapter = shasm_naga::gpu::block_on(
                instance.request_adapter(&wgpu::RequestAdapterOptions::default()),
            )
            .map_err(|e| {
                format!("no GPU adapter ({e}); Mesa's lavapipe is one: mesa-vulkan-drivers")
            })?;
            let name = adapter.get_info().name;
            // The adapter's own limits: the varyings are numbered by
            // meaning up to location 47, past WebGPU's default 16.
            let descriptor = wgpu::DeviceDescriptor {
                required_limits: adapter.limits(),
                ..Default::default()
            };
            let (device, queue) = shasm_naga::gpu::block_on(adapter.request_device(&descriptor))
                .map_err(|e| format!("no device on the adapter {name}: {e}"))?;
            Ok(Arc::new(Device { device, queue }))
        })
        .clone()
        .map_err(refused)
}

/// A translated stage: WGSL and the env words its uniform holds.
struct Stage {
    wgsl: String,
    env: Vec<u32>,
}

/// Translate `program` to its stage form; `group` is the bind group of its
/// `env` uniform (the vertex stage's 0, the fragment stage's 1: the two
/// stages of one pipeline hold different registers).
fn translate(
    program: &crate::Program,
    env: &shasm_exec::Env,
    group: u32,
    flat: &[u32],
) -> Result<Stage, Error> {
    let exe = program.shared_executable();
    let mut module = match shasm_naga::stage(exe, shasm_naga::Mode::Exact, &|_, _| None) {
        Ok(m) => m,
        Err(shasm_naga::Error::Refused(refusals)) => {
            // Name each refused instruction as the program wrote it and
            // where (`FILE:LINE`), not by its index in the IR.
            let listing = program.listing();
            let file = &program.input().name;
            let reasons: Vec<String> = refusals
                .iter()
                .map(|r| match r.pc.and_then(|pc| listing.get(pc as usize)) {
                    Some(w) => format!("`{}` at {}: {}", w.text, w.location(file), r.message),
                    None => r.message.clone(),
                })
                .collect();
            return Err(refused(format!(
                "{}: it has no stage form ({})",
                program.input().name,
                reasons.join("; ")
            )));
        }
        Err(e) => return Err(refused(format!("{}: {e}", program.input().name))),
    };
    for (_, g) in module.module.global_variables.iter_mut() {
        if let Some(b) = g.binding.as_mut() {
            b.group = group;
        }
    }
    if program.stage() == shasm_ir::Stage::Vertex {
        to_vulkan(&mut module.module, flat);
    }
    // The rewritten module is checked again before it is written.
    let info = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::empty(),
    )
    .validate(&module.module)
    .map_err(|e| refused(format!("{}: {}", program.input().name, e.as_inner())))?;
    let wgsl = naga::back::wgsl::write_string(
        &module.module,
        &info,
        naga::back::wgsl::WriterFlags::empty(),
    )
    .map_err(|e| refused(format!("{}: {e}", program.input().name)))?;
    // The env buffer: every register's initial value by its slot, then the
    // zero element.
    let length = module
        .layout
        .buffers
        .iter()
        .find(|b| b.name == "env")
        .and_then(|b| b.length)
        .unwrap_or(1) as usize;
    let mut words = vec![0u32; 4 * length.max(1)];
    for r in &module.layout.env {
        if r.register == "ZERO" {
            continue;
        }
        if let Ok(w) = env.get(r.file, r.index) {
            let at = 4 * r.slot as usize;
            if let Some(dst) = words.get_mut(at..at + 4) {
                dst.copy_from_slice(&w);
            }
        }
    }
    Ok(Stage { wgsl, env: words })
}

/// The vertex entry point's result rewritten to Vulkan's conventions (the
/// module's doc): position (x, -y, (z + w) / 2, w), colour varyings
/// saturated, the varyings at `flat` locations flat.
fn to_vulkan(module: &mut naga::Module, flat: &[u32]) {
    use naga::{Binding, TypeInner};
    let Some(entry) = module.entry_points.first_mut() else {
        return;
    };
    let Some(result) = &entry.function.result else {
        return;
    };
    let ty = result.ty;
    let mut rewritten = module.types[ty].clone();
    let TypeInner::Struct { members, .. } = &mut rewritten.inner else {
        return;
    };
    // Flat varyings where the fragment program asks for them (Vulkan
    // requires both sides to agree).
    let mut changed = false;
    for m in members.iter_mut() {
        if let Some(Binding::Location {
            location,
            interpolation,
            sampling,
            ..
        }) = &mut m.binding
            && flat.contains(location)
            && *interpolation != Some(naga::Interpolation::Flat)
        {
            *interpolation = Some(naga::Interpolation::Flat);
            *sampling = None;
            changed = true;
        }
    }
    let members: Vec<(Option<Binding>, naga::Handle<naga::Type>)> =
        members.iter().map(|m| (m.binding.clone(), m.ty)).collect();
    // `replace` requires the new type to be new to the arena (an equal
    // one elsewhere leaves the interpolation as it was: the driver then
    // names the mismatch).
    if changed && module.types.get(&rewritten).is_none() {
        module.types.replace(ty, rewritten);
    }
    let f = &mut entry.function;
    let half = f.expressions.append(
        naga::Expression::Literal(naga::Literal::F32(0.5)),
        naga::Span::UNDEFINED,
    );
    let rewrite = Rewrite { ty, members, half };
    rewrite.block(&mut f.body, &mut f.expressions);
}

/// What [`to_vulkan`] puts in place of each returned value.
struct Rewrite {
    ty: naga::Handle<naga::Type>,
    members: Vec<(Option<naga::Binding>, naga::Handle<naga::Type>)>,
    /// The literal 0.5.
    half: naga::Handle<naga::Expression>,
}

impl Rewrite {
    /// Every `return value;` of `block`, nested or not.
    fn block(&self, block: &mut naga::Block, exprs: &mut naga::Arena<naga::Expression>) {
        use naga::Statement;
        let mut k = 0;
        while k < block.len() {
            let mut emitted = None;
            match &mut block[k] {
                Statement::Block(b) => self.block(b, exprs),
                Statement::If { accept, reject, .. } => {
                    self.block(accept, exprs);
                    self.block(reject, exprs);
                }
                Statement::Loop {
                    body, continuing, ..
                } => {
                    self.block(body, exprs);
                    self.block(continuing, exprs);
                }
                Statement::Switch { cases, .. } => {
                    for c in cases {
                        self.block(&mut c.body, exprs);
                    }
                }
                Statement::Return { value: Some(value) } => {
                    let start = exprs.len();
                    *value = self.value(*value, exprs);
                    emitted = Some(exprs.range_from(start));
                }
                _ => {}
            }
            if let Some(range) = emitted {
                // The new expressions are evaluated just before the return.
                block.splice(k..k, naga::Block::from_vec(vec![Statement::Emit(range)]));
                k += 1;
            }
            k += 1;
        }
    }

    /// The rewritten struct of `value`.
    fn value(
        &self,
        value: naga::Handle<naga::Expression>,
        exprs: &mut naga::Arena<naga::Expression>,
    ) -> naga::Handle<naga::Expression> {
        use naga::{BinaryOperator, Binding, BuiltIn, Expression};
        let mut push = |e: Expression| exprs.append(e, naga::Span::UNDEFINED);
        let components: Vec<_> = self
            .members
            .iter()
            .enumerate()
            .map(|(i, (binding, member_ty))| {
                let member = push(Expression::AccessIndex {
                    base: value,
                    index: i as u32,
                });
                match binding {
                    Some(Binding::BuiltIn(BuiltIn::Position { .. })) => {
                        let c: Vec<_> = (0..4)
                            .map(|j| {
                                push(Expression::AccessIndex {
                                    base: member,
                                    index: j,
                                })
                            })
                            .collect();
                        let y = push(Expression::Unary {
                            op: naga::UnaryOperator::Negate,
                            expr: c[1],
                        });
                        let zw = push(Expression::Binary {
                            op: BinaryOperator::Add,
                            left: c[2],
                            right: c[3],
                        });
                        let z = push(Expression::Binary {
                            op: BinaryOperator::Multiply,
                            left: zw,
                            right: self.half,
                        });
                        push(Expression::Compose {
                            ty: *member_ty,
                            components: vec![c[0], y, z, c[3]],
                        })
                    }
                    // The primary and secondary colours, front and back.
                    Some(Binding::Location { location, .. }) if *location < 4 => {
                        push(Expression::Math {
                            fun: naga::MathFunction::Saturate,
                            arg: member,
                            arg1: None,
                            arg2: None,
                            arg3: None,
                        })
                    }
                    _ => member,
                }
            })
            .collect();
        push(Expression::Compose {
            ty: self.ty,
            components,
        })
    }
}

/// `e` and its causes, one after the other (wgpu's top-level message names
/// only the call).
fn chain(e: &dyn std::error::Error) -> String {
    let mut message = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        let text = c.to_string();
        if !message.contains(&text) {
            message.push_str(": ");
            message.push_str(&text);
        }
        cause = c.source();
    }
    message
}

/// The pass-through vertex shader of GL's fixed-function vertex stage (run
/// on the CPU): attribute 0 is the clip position, attribute 1 + j the
/// varying at `locations[j]`.
fn passthrough_vertex(locations: &[(u32, bool)]) -> String {
    let mut members = String::from("    @builtin(position) position: vec4<f32>,\n");
    let mut args = String::from("@location(0) position: vec4<f32>");
    let mut body = String::from(
        "    out.position = vec4<f32>(position.x, -position.y, (position.z + position.w) * 0.5, position.w);\n",
    );
    for (j, &(location, flat)) in locations.iter().enumerate() {
        let interpolate = if flat { " @interpolate(flat)" } else { "" };
        members.push_str(&format!(
            "    @location({location}){interpolate} v{j}: vec4<f32>,\n"
        ));
        args.push_str(&format!(", @location({}) a{j}: vec4<f32>", j + 1));
        if location < 4 {
            body.push_str(&format!("    out.v{j} = saturate(a{j});\n"));
        } else {
            body.push_str(&format!("    out.v{j} = a{j};\n"));
        }
    }
    format!(
        "struct Out {{\n{members}}}\n\n@vertex\nfn main({args}) -> Out {{\n    var out: Out;\n{body}    return out;\n}}\n"
    )
}

/// GL's fixed-function fragment stage with every texture unit, fog and
/// colour sum off: the interpolated primary colour, or (0, 0, 0, 1) where
/// the vertex program writes none.
fn fixed_fragment(color: bool) -> String {
    if color {
        "@fragment\nfn main(@location(0) color: vec4<f32>) -> @location(0) vec4<f32> {\n    return color;\n}\n".into()
    } else {
        "@fragment\nfn main() -> @location(0) vec4<f32> {\n    return vec4<f32>(0.0, 0.0, 0.0, 1.0);\n}\n"
            .into()
    }
}

impl Pipeline<'_> {
    /// Draw `vertices` as `primitive` on the GPU (wgpu, whatever adapter it
    /// finds) with the programs' stage forms, into a framebuffer the size
    /// of `surface` (whose state the fixed-function vertex stage reads),
    /// and read the picture back: `shasm render --engine gpu`.
    ///
    /// Errors ([`Error::Unsupported`], with the reason): a program without
    /// a stage form (a geometry program, texture lookups, ...), a fragment
    /// program that asks for ARB_fragment_coord_conventions' other
    /// conventions, a draw mode other than points, lines, line strips,
    /// triangles and triangle strips, a pipeline the driver rejects (a
    /// fragment input the vertex program does not write: GL reads
    /// (0, 0, 0, 1), Vulkan has no such default), no adapter.
    pub fn draw_gpu(
        &self,
        surface: &super::Surface,
        primitive: Primitive,
        vertices: &Vertices,
    ) -> Result<Framebuffer, Error> {
        let topology = match primitive {
            Primitive::Points => wgpu::PrimitiveTopology::PointList,
            Primitive::Lines => wgpu::PrimitiveTopology::LineList,
            Primitive::LineStrip => wgpu::PrimitiveTopology::LineStrip,
            Primitive::Triangles => wgpu::PrimitiveTopology::TriangleList,
            Primitive::TriangleStrip => wgpu::PrimitiveTopology::TriangleStrip,
            other => {
                return Err(refused(format!(
                    "{}: the GPU draws points, lines, line strips, triangles and triangle strips",
                    other.gl_name()
                )));
            }
        };
        if let Some((g, _)) = &self.geometry {
            return Err(refused(format!(
                "{}: a geometry program has no stage form",
                g.input().name
            )));
        }
        let fc = self.frag_coord();
        if fc.upper_left || fc.integer_center {
            return Err(refused(
                "ARB_fragment_coord_conventions' upper-left origin or integer pixel centres: \
                 the stage form reads the window position as GL's default conventions give it",
            ));
        }
        let fb = surface.framebuffer();
        let (width, height) = (fb.width(), fb.height());
        let targets = self.render_targets();
        let flat: Vec<u32> = self
            .links
            .iter()
            .filter(|l| l.varying.interp == Interp::Flat)
            .filter_map(|l| shasm_naga::varying_location(l.semantic))
            .collect();
        let count = vertices.len();
        // The vertex stage: its WGSL, env words, the attributes of each
        // vertex (vec4s) and their number.
        let (vertex, attributes, per_vertex) = match &self.vertex {
            Some((vp, inputs)) => {
                let stage = translate(vp, inputs.env(), 0, &flat)?;
                let n = vp.shared_executable().layout().file(File::Input).size as usize;
                // Attribute register i from the column that sets it; a
                // register no column sets keeps its initial value.
                let columns: Vec<Option<usize>> = (0..n)
                    .map(|i| {
                        vertices.attributes.iter().position(|a| {
                            super::attribute_slot(vp, a).is_some_and(|s| s.index == i as u32)
                        })
                    })
                    .collect();
                let stride = vertices.attributes.len();
                let mut data = Vec::with_capacity(count * n);
                for k in 0..count {
                    for (i, column) in columns.iter().enumerate() {
                        let value = column
                            .and_then(|j| vertices.values.get(k * stride + j).copied())
                            .map(|v| v.map(f32::to_bits))
                            .or_else(|| inputs.env().get(File::Input, i as u32).ok())
                            .unwrap_or([0, 0, 0, 1f32.to_bits()]);
                        data.push(value);
                    }
                }
                (stage, data, n)
            }
            None => {
                let outs =
                    self.vertex_stage(&shasm_engine::Interpreter, surface, vertices, &self.links)?;
                let mut used = Vec::new();
                let mut locations: Vec<(u32, bool)> = Vec::new();
                for (j, l) in self.links.iter().enumerate() {
                    if let Some(location) = shasm_naga::varying_location(l.semantic)
                        && !locations.iter().any(|(x, _)| *x == location)
                    {
                        used.push(j);
                        locations.push((location, l.varying.interp == Interp::Flat));
                    }
                }
                let mut data = Vec::with_capacity(count * (1 + used.len()));
                for out in &outs {
                    data.push(out.position.map(f32::to_bits));
                    for &j in &used {
                        let v = out.varyings.get(j).copied().unwrap_or([0.0, 0.0, 0.0, 1.0]);
                        data.push(v.map(f32::to_bits));
                    }
                }
                let stage = Stage {
                    wgsl: passthrough_vertex(&locations),
                    env: vec![0; 4],
                };
                (stage, data, 1 + used.len())
            }
        };
        let (fragment, written) = match &self.fragment {
            Some((fp, inputs)) => {
                let stage = translate(fp, inputs.env(), 1, &[])?;
                let written: Vec<usize> = super::declarations(fp, File::Output)
                    .filter_map(|d| d.semantic)
                    .filter(|s| s.name == SemanticName::Color)
                    .map(|s| s.index as usize)
                    .collect();
                (stage, written)
            }
            None => {
                let color = self.vertex.as_ref().is_none_or(|(vp, _)| {
                    super::output_of(vp, super::semantic(SemanticName::Color, 0)).is_some()
                });
                let stage = Stage {
                    wgsl: fixed_fragment(color),
                    env: vec![0; 4],
                };
                (stage, vec![0])
            }
        };
        let pixels = run(&Draw {
            width,
            height,
            targets,
            written: &written,
            topology,
            vertex: &vertex,
            fragment: &fragment,
            attributes: &attributes,
            per_vertex,
            count,
        })?;
        let mut out = Framebuffer::new(width, height, targets, ColorFormat::Unorm8)?;
        for (target, rows) in pixels.iter().enumerate() {
            for y in 0..height {
                for x in 0..width {
                    let at = ((y * width + x) * 4) as usize;
                    let c: [f32; 4] = std::array::from_fn(|k| f32::from(rows[at + k]) / 255.0);
                    out.set_pixel(target, x, y, c);
                }
            }
        }
        Ok(out)
    }
}

/// One draw for [`run`].
struct Draw<'a> {
    width: u32,
    height: u32,
    targets: usize,
    /// The colour buffers the fragment stage writes.
    written: &'a [usize],
    topology: wgpu::PrimitiveTopology,
    vertex: &'a Stage,
    fragment: &'a Stage,
    /// `per_vertex` vec4s a vertex.
    attributes: &'a [[u32; 4]],
    per_vertex: usize,
    count: usize,
}

/// Draw on the device and read each colour buffer back: RGBA bytes, rows
/// from the bottom (GL's; the vertex stage drew the picture mirrored).
fn run(draw: &Draw<'_>) -> Result<Vec<Vec<u8>>, Error> {
    use wgpu::util::DeviceExt;
    let device = device()?;
    let d = &device.device;
    let limits = d.limits();
    if draw.per_vertex > limits.max_vertex_attributes as usize {
        return Err(refused(format!(
            "{} vertex attributes; the adapter takes {}",
            draw.per_vertex, limits.max_vertex_attributes
        )));
    }
    let scope = d.push_error_scope(wgpu::ErrorFilter::Validation);
    let uniform = |words: &[u32]| {
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        d.create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("shasm env"),
            contents: &bytes,
            usage: wgpu::BufferUsages::UNIFORM,
        })
    };
    let group_layout = |visibility| {
        d.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("shasm env"),
            entries: &[wgpu::BindGroupLayoutEntry {
                binding: 0,
                visibility,
                ty: wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Uniform,
                    has_dynamic_offset: false,
                    min_binding_size: None,
                },
                count: None,
            }],
        })
    };
    let layouts = [
        group_layout(wgpu::ShaderStages::VERTEX),
        group_layout(wgpu::ShaderStages::FRAGMENT),
    ];
    let buffers = [uniform(&draw.vertex.env), uniform(&draw.fragment.env)];
    let groups: Vec<wgpu::BindGroup> = layouts
        .iter()
        .zip(&buffers)
        .map(|(layout, buffer)| {
            d.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("shasm env"),
                layout,
                entries: &[wgpu::BindGroupEntry {
                    binding: 0,
                    resource: buffer.as_entire_binding(),
                }],
            })
        })
        .collect();
    let pipeline_layout = d.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
        label: Some("shasm"),
        bind_group_layouts: &[Some(&layouts[0]), Some(&layouts[1])],
        immediate_size: 0,
    });
    let module = |wgsl: &str| {
        d.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("shasm"),
            source: wgpu::ShaderSource::Wgsl(wgsl.into()),
        })
    };
    let (vs, fs) = (module(&draw.vertex.wgsl), module(&draw.fragment.wgsl));
    let vertex_attributes: Vec<wgpu::VertexAttribute> = (0..draw.per_vertex)
        .map(|i| wgpu::VertexAttribute {
            format: wgpu::VertexFormat::Float32x4,
            offset: 16 * i as u64,
            shader_location: i as u32,
        })
        .collect();
    let vertex_buffers = [Some(wgpu::VertexBufferLayout {
        array_stride: 16 * draw.per_vertex as u64,
        step_mode: wgpu::VertexStepMode::Vertex,
        attributes: &vertex_attributes,
    })];
    let color_targets: Vec<Option<wgpu::ColorTargetState>> = (0..draw.targets)
        .map(|t| {
            Some(wgpu::ColorTargetState {
                format: wgpu::TextureFormat::Rgba8Unorm,
                blend: None,
                write_mask: if draw.written.contains(&t) {
                    wgpu::ColorWrites::ALL
                } else {
                    wgpu::ColorWrites::empty()
                },
            })
        })
        .collect();
    let pipeline = d.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
        label: Some("shasm"),
        layout: Some(&pipeline_layout),
        vertex: wgpu::VertexState {
            module: &vs,
            entry_point: Some("main"),
            compilation_options: Default::default(),
            buffers: if draw.per_vertex == 0 {
                &[]
            } else {
                &vertex_buffers
            },
        },
        primitive: wgpu::PrimitiveState {
            topology: draw.topology,
            // The vertex stage mirrors the picture (y negated): GL's
            // counter-clockwise front face is clockwise here.
            front_face: wgpu::FrontFace::Cw,
            ..Default::default()
        },
        // A depth buffer for the program's depth result to go to; the
        // depth test is off, as `shasm render`'s is.
        depth_stencil: Some(wgpu::DepthStencilState {
            format: wgpu::TextureFormat::Depth32Float,
            depth_write_enabled: Some(true),
            depth_compare: Some(wgpu::CompareFunction::Always),
            stencil: Default::default(),
            bias: Default::default(),
        }),
        multisample: Default::default(),
        fragment: Some(wgpu::FragmentState {
            module: &fs,
            entry_point: Some("main"),
            compilation_options: Default::default(),
            targets: &color_targets,
        }),
        multiview_mask: None,
        cache: None,
    });
    let size = wgpu::Extent3d {
        width: draw.width,
        height: draw.height,
        depth_or_array_layers: 1,
    };
    let texture = |format, usage| {
        d.create_texture(&wgpu::TextureDescriptor {
            label: Some("shasm"),
            size,
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format,
            usage,
            view_formats: &[],
        })
    };
    let colors: Vec<wgpu::Texture> = (0..draw.targets)
        .map(|_| {
            texture(
                wgpu::TextureFormat::Rgba8Unorm,
                wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
            )
        })
        .collect();
    let depth = texture(
        wgpu::TextureFormat::Depth32Float,
        wgpu::TextureUsages::RENDER_ATTACHMENT,
    );
    let views: Vec<wgpu::TextureView> = colors
        .iter()
        .map(|t| t.create_view(&Default::default()))
        .collect();
    let depth_view = depth.create_view(&Default::default());
    let bytes: Vec<u8> = draw
        .attributes
        .iter()
        .flatten()
        .flat_map(|w| w.to_le_bytes())
        .collect();
    let vertex_buffer = d.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("shasm vertices"),
        // A buffer needs some bytes.
        contents: if bytes.is_empty() { &[0; 16] } else { &bytes },
        usage: wgpu::BufferUsages::VERTEX,
    });
    // Rows of a copy are 256-byte aligned.
    let row = (draw.width * 4).div_ceil(256) * 256;
    let staging: Vec<wgpu::Buffer> = (0..draw.targets)
        .map(|_| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: Some("shasm readback"),
                size: u64::from(row) * u64::from(draw.height),
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        })
        .collect();
    let mut encoder = d.create_command_encoder(&Default::default());
    {
        let attachments: Vec<Option<wgpu::RenderPassColorAttachment>> = views
            .iter()
            .map(|view| {
                Some(wgpu::RenderPassColorAttachment {
                    view,
                    depth_slice: None,
                    resolve_target: None,
                    // GL's initial clear colour (0, 0, 0, 0).
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(wgpu::Color::TRANSPARENT),
                        store: wgpu::StoreOp::Store,
                    },
                })
            })
            .collect();
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("shasm"),
            color_attachments: &attachments,
            depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                view: &depth_view,
                depth_ops: Some(wgpu::Operations {
                    load: wgpu::LoadOp::Clear(1.0),
                    store: wgpu::StoreOp::Discard,
                }),
                stencil_ops: None,
            }),
            timestamp_writes: None,
            occlusion_query_set: None,
            multiview_mask: None,
        });
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &groups[0], &[]);
        pass.set_bind_group(1, &groups[1], &[]);
        if draw.per_vertex > 0 {
            pass.set_vertex_buffer(0, vertex_buffer.slice(..));
        }
        pass.draw(0..draw.count as u32, 0..1);
    }
    for (texture, buffer) in colors.iter().zip(&staging) {
        encoder.copy_texture_to_buffer(
            wgpu::TexelCopyTextureInfo {
                texture,
                mip_level: 0,
                origin: wgpu::Origin3d::ZERO,
                aspect: wgpu::TextureAspect::All,
            },
            wgpu::TexelCopyBufferInfo {
                buffer,
                layout: wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(row),
                    rows_per_image: Some(draw.height),
                },
            },
            size,
        );
    }
    device.queue.submit([encoder.finish()]);
    if let Some(e) = shasm_naga::gpu::block_on(scope.pop()) {
        return Err(refused(format!(
            "the driver rejects the draw: {}",
            chain(&e)
        )));
    }
    let mut out = Vec::new();
    for buffer in &staging {
        buffer.slice(..).map_async(wgpu::MapMode::Read, |_| {});
        let _ = d.poll(wgpu::PollType::wait_indefinitely());
        let mut pixels = Vec::with_capacity((draw.width * draw.height * 4) as usize);
        match buffer.slice(..).get_mapped_range() {
            Ok(bytes) => {
                for y in 0..draw.height as usize {
                    let start = y * row as usize;
                    pixels.extend_from_slice(&bytes[start..start + draw.width as usize * 4]);
                }
            }
            Err(e) => return Err(refused(format!("reading the picture back: {e}"))),
        }
        buffer.unmap();
        out.push(pixels);
    }
    Ok(out)
}
